# vs_1_1 m4x4 transform, colour pass-through; ps_1_1 modulate
--- vs
vs_1_1
dcl_position v0
dcl_color v1
dcl_texcoord v2
m4x4 oPos, v0, c0
mov oD0, v1
mov oT0, v2
--- ps
ps_1_1
tex t0
mul r0, t0, v0
