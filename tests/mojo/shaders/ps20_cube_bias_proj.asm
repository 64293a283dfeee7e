# ps_2_0 texldb on a cube map, texldp on a volume and a 2D texture
--- vs
vs_2_0
dcl_position v0
dcl_texcoord2 v1
dcl_texcoord0 v2
m4x4 oPos, v0, c0
mov oT0, v1
mov oT0.w, c4.x
mov oT1, v2
mov oT1.w, c4.y
--- ps
ps_2_0
dcl t0
dcl t1
dcl_cube s2
dcl_volume s3
dcl_2d s1
texldb r0, t0, s2
texldp r1, t1, s3
texldp r2, t1, s1
add r0, r0, r1
mad r0, r2, c0, r0
mov oC0, r0
