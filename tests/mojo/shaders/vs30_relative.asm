# vs_3_0 relative addressing with a0 (mova) on two components and
# output registers in any order
array vs c16 32
--- vs
vs_3_0
dcl_position v0
dcl_texcoord v1
dcl_texcoord1 o3
dcl_position o0
dcl_color o1
def c10, 15.0, 7.0, 0.125, 0.0
m4x4 o0, v0, c0
mad r0.xy, v1, c10, c10.z
mova a0.xy, r0
mov r1, c16[a0.x]
add r1, r1, c18[a0.y]
mov o1, r1
mov o3, c20[a0.y]
--- ps
ps_3_0
dcl_color v0
dcl_texcoord1 v1
mad oC0, v1, c0, v0
