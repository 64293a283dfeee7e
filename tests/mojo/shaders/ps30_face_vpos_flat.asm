# ps_3_0 vFace and vPos without a branch (ps30_face_vpos's if_lt is
# mistranslated by MojoShader's nv4)
--- vs
vs_3_0
dcl_position v0
dcl_color v2
dcl_position o0
dcl_color o2
m4x4 o0, v0, c0
mov o2, v2
--- ps
ps_3_0
def c10, 0.5, 1.0, 0.0, 0.015625
dcl_color v1
dcl vFace
dcl vPos.xy
mov r0, v1
cmp r1.x, vFace, c10.y, c10.z
mul r1.zw, vPos.xyxy, c10.w
mov r0.w, r1.x
add r0.xy, r0, r1.zwzw
mov oC0, r0
