# vs_3_0 ten outputs (texcoord 0-7, two colours) and ps_3_0 reading them
# all
--- vs
vs_3_0
dcl_position v0
dcl_texcoord v1
dcl_color v2
dcl_position o0
dcl_texcoord0 o1
dcl_texcoord1 o2
dcl_texcoord2 o3
dcl_texcoord3 o4
dcl_texcoord4 o5
dcl_texcoord5 o6
dcl_texcoord6 o7
dcl_texcoord7 o8
dcl_color0 o9
dcl_color1 o10
m4x4 o0, v0, c0
mul o1, v1, c4
mul o2, v1, c5
mul o3, v1, c6
mul o4, v1, c7
mul o5, v2, c8
mul o6, v2, c9
mul o7, v2, c10
mul o8, v2, c11
mov o9, v2
mov o10, v1
--- ps
ps_3_0
dcl_texcoord0 v0
dcl_texcoord1 v1
dcl_texcoord2 v2
dcl_texcoord3 v3
dcl_texcoord4 v4
dcl_texcoord5 v5
dcl_texcoord6 v6
dcl_texcoord7 v7
dcl_color0 v8
dcl_color1 v9
add r0, v0, v1
add r0, r0, v2
add r0, r0, v3
add r1, v4, v5
add r1, r1, v6
add r1, r1, v7
add r2, v8, v9
mul r0, r0, c0.x
mad r0, r1, c0.y, r0
mad oC0, r2, c0.z, r0
