!!FP1.0
# Precision (3.11.4.2): the suffix, else the destination's type; f[FOGC]
# and f[TEXn] force fp32; C, _SAT, condition masks; RC and HC.
MOVH H0, f[COL0];
MOV H1, H0;
MOV R0, H1;
ADDX H2, H1, 0.5;
MULX R1, f[TEX3], 4;
MULXC_SAT R2.xz (GT.yyww), f[FOGC].x, 2;
DP3RC RC.x, H0, H1;
DP4HC HC, R0, R1;
MOV o[COLH] (NE), H2;
MOV o[COLH].w (FL.x), 1;
MOV o[DEPR].z, R2.z;
END
