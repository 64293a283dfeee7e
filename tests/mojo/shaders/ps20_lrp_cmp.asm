# ps_2_0 lrp, cmp, mad with negated and swizzled sources, _sat
--- vs
vs_2_0
dcl_position v0
dcl_texcoord0 v1
dcl_texcoord1 v2
dcl_color v3
m4x4 oPos, v0, c0
mov oT0, v1
mov oT1, v2
mov oD0, v3
--- ps
ps_2_0
def c10, 0.5, -0.25, 0.75, 1.0
dcl t0
dcl t1
dcl v0
sub r0, t0, c10.x
cmp r1, r0, t1, v0
lrp r2, t1.w, r1, v0.wzyx
mad_sat r3, -r2.yzxw, c10, c10.z
mov oC0, r3
