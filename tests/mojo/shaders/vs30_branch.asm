# vs_3_0 dynamic branches: if_gt, else, a rep, setp and if p0.x
set vs i1 8 0 0 0
--- vs
vs_3_0
dcl_position v0
dcl_texcoord v1
dcl_position o0
dcl_color o1
dcl_color1 o2
def c10, 0.5, 0.25, 1.0, 0.0
m4x4 o0, v0, c0
mov r0, c10.w
if_gt v1.x, c10.y
mov r0.x, c10.z
else
mov r0.x, c10.x
endif
mov r1, c10.wwww
rep i1
add r1, r1, c10.y
endrep
setp_lt p0, v1, c10.zzzz
if p0.x
mov r0.w, c10.z
endif
mov o1, r0
mul o2, r1, c10.y
--- ps
ps_3_0
dcl_color v0
dcl_color1 v1
add oC0, v0, v1
