# ps_2_0 texkill on a computed register
--- vs
vs_2_0
dcl_position v0
dcl_texcoord v1
dcl_color v2
m4x4 oPos, v0, c0
mov oT0, v1
mov oD0, v2
--- ps
ps_2_0
def c10, 0.75, 0.5, 0.25, 0.0
dcl t0
dcl v0
sub r0, c10, t0
texkill r0
mov oC0, v0
