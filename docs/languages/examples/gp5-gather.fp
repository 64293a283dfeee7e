!!NVfp5.0
# Green texels near texcoord[0]: TXG's 2x2 footprint, then with TXGO
# the texel left of its T_i0_j0 and the three below T_i0_j0 .. T_i2_j0
# (offsets from T_i0_j0, as TXGO's pseudocode counts them).
TEMP r, s;
TXG r, fragment.texcoord[0], texture[0].y, 2D;
TXGO s, fragment.texcoord[0], {-1, 0, 1, 2}, {0, -1, -1, -1},
     texture[0].y, 2D;
ADD result.color, r, s;
END
