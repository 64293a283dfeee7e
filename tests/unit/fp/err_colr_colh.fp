!!FP1.0
# "A fragment program will fail to load if it writes to both o[COLR]
# and o[COLH]."  Reported at len.
MOV o[COLR], f[COL0];
MOV o[COLH], f[COL1];
END
