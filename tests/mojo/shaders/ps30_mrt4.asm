# ps_3_0 four render targets written from one texture read
rts 4
--- vs
vs_3_0
dcl_position v0
dcl_texcoord v1
dcl_color v2
dcl_position o0
dcl_texcoord o1
dcl_color o2
m4x4 o0, v0, c0
mov o1, v1
mov o2, v2
--- ps
ps_3_0
dcl_texcoord v0
dcl_color v1
dcl_2d s1
texld r0, v0, s1
mov oC0, r0
mul oC1, r0, v1
sub oC2, c0, r0.wzyx
mad oC3, v1, c1, c2
