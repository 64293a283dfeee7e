# vs_3_0 vertex texture fetch with texldl
--- vs
vs_3_0
dcl_position v0
dcl_texcoord v1
dcl_2d s0
dcl_position o0
dcl_color o1
def c10, 0, 0, 0, 1
m4x4 o0, v0, c0
mov r0, v1
mov r0.w, c10.w
texldl r1, r0, s0
mov o1, r1
--- ps
ps_3_0
dcl_color v0
mov oC0, v0
