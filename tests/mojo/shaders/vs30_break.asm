# vs_3_0 break_ge and breakp in rep loops (MojoShader's arb1 family has
# no BREAKC)
set vs i1 8 0 0 0
--- vs
vs_3_0
dcl_position v0
dcl_texcoord v1
dcl_position o0
dcl_color o1
def c10, 0.5, 0.125, 1.0, 0.0
m4x4 o0, v0, c0
mov r1, c10.wwww
rep i1
add r1, r1, c10.y
break_ge r1.x, v1.y
endrep
mov o1, r1
--- ps
ps_3_0
dcl_color v0
mov oC0, v0
