!!FP1.0
# DEFINE, DECLARE, numbered locals, embedded constants and the sign
# rules of 3.11.4.3.
DEFINE pi = 3.1415926535;
DEFINE color = {0.2, 0.5, 0.8, 1.0};
DEFINE half = 0.5;
DEFINE v = {half, 0, half};
DECLARE fog_color1;
DECLARE fog_color2 = {0.3, 0.6, 0.9, 0.1};
DECLARE s = half;
MUL R0, f[COL0], color;
MAD R1, R0, pi, -pi;
ADD R2, -|-R1|, fog_color1.w;
LRP R3, fog_color2.x, R2, fog_color2;
SUB R4, R3, -s;
MUL R5, R4, p[63].zwxy;
ADD R6, R5, {1e40, -0.0, 1e-40, 5.};
MAD o[COLR], R6, v, -v.y;
END
