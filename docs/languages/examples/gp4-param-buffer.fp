!!NVfp4.0
# A palette of four colours in parameter buffer 0 (BUFFER4), picked by
# the integer in word 16 of buffer 1 (BUFFER); the next entry is added
# at half weight.
BUFFER4 palette[] = { program.buffer[0][0..3] };
INT BUFFER pick = program.buffer[1][16];
INT TEMP i;
TEMP c;
MOV.S i, pick;
MOV c, palette[i.x + 0];
MAD c, palette[i.x + 1], 0.5, c;
MOV result.color, c;
END
