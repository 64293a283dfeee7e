!!FP1.0
# The texture on unit 0 times the interpolated colour, in fp32.
TEX R0, f[TEX0], TEX0, 2D;
MULR o[COLR], R0, f[COL0];
END
