# ps_2_0 cube-map and volume samplers
--- vs
vs_2_0
dcl_position v0
dcl_texcoord2 v1
dcl_texcoord0 v2
m4x4 oPos, v0, c0
mov oT0, v1
mul oT1, v2, c5
--- ps
ps_2_0
dcl t0.xyz
dcl t1.xyz
dcl_cube s2
dcl_volume s3
texld r0, t0, s2
texld r1, t1, s3
mad r0, r0, c0, r1
mov oC0, r0
