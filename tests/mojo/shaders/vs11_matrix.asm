# vs_1_1 m3x2, m3x3, m3x4, m4x3 and sge/slt masks
--- vs
vs_1_1
dcl_position v0
dcl_normal v1
dcl_texcoord v2
m4x4 oPos, v0, c0
m3x2 r0.xy, v1, c4
m4x3 r1.xyz, v2, c6
m3x4 r2, v1, c9
mov r0.zw, v2.xy
mul oD0, r0, c13
mul oD1, r1.xyzz, c14
sge r3, r2, c15
slt r4, r2, c15
mad oT0, r3, c16, r4
mul oT1, r2, c17
--- ps
ps_1_1
tex t0
add r0, v0, v1
