!!FP1.0
# One unique program parameter per instruction: a DECLAREd parameter and
# an embedded constant are two.
DECLARE scale = 2;
MUL R0, f[COL0], scale;
MAD o[COLR], R0, scale, 0.5;
END
