# ps_1_1 texm3x3pad/texm3x3pad/texm3x3tex into a cube map
--- vs
vs_1_1
dcl_position v0
dcl_texcoord0 v1
dcl_normal v2
dcl_color v3
m4x4 oPos, v0, c0
mov oT0, v1
mov oT1, c4
mov oT2, c5
mov oT3, c6
mov oT1.xyz, v2
mov oD0, v3
--- ps
ps_1_1
tex t0
texm3x3pad t1, t0_bx2
texm3x3pad t2, t0_bx2
texm3x3tex t3, t0_bx2
mul r0, t3, v0
