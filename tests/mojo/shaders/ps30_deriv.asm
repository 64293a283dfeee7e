# ps_3_0 dsx and dsy of an interpolated value and of a product
set ps c0 8 8 8 8
--- vs
vs_3_0
dcl_position v0
dcl_texcoord v1
dcl_position o0
dcl_texcoord o1
m4x4 o0, v0, c0
mov o1, v1
--- ps
ps_3_0
dcl_texcoord v0
mul r0, v0, v0
dsx r1, r0
dsy r2, r0
mul r1, r1, c0
mad r2, r2, c0, r1_abs
mov oC0, r2
