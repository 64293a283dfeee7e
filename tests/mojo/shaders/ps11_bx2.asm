# ps_1_1 tex on two units, dp3 with _bx2 and _sat, mul_x2/mul_d2, 1-x
--- vs
vs_1_1
dcl_position v0
dcl_texcoord0 v1
dcl_texcoord1 v2
dcl_color v3
dcl_normal v4
m4x4 oPos, v0, c0
mov oT0, v1
mov oT1, v2
mov oD0, v3
mad oD1, v4, c4.x, c4.x
--- ps
ps_1_1
tex t0
tex t1
dp3_sat r0, t0_bx2, v1_bx2
mul_x2 r1, t1, v0
mul_d2 r1.a, 1-t0.a, v0.a
mad r0, r0, r1, c1
