# ps_2_0 two render targets (oC0, oC1) and oDepth left alone
rts 2
--- vs
vs_2_0
dcl_position v0
dcl_color v1
dcl_texcoord v2
m4x4 oPos, v0, c0
mov oD0, v1
mov oT0, v2
--- ps
ps_2_0
dcl v0
dcl t0
dcl_2d s0
texld r0, t0, s0
mul r1, r0, v0
mov oC0, r1
sub r2, c0, r0
mov oC1, r2
