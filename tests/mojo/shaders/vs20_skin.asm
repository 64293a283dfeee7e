# vs_2_0 two-bone skinning: bone indices from a colour through mova,
# matrices of three rows at c[a0.x + 16], weights from texcoord1
array vs c16 48
--- vs
vs_2_0
def c10, 3.0, 5.0, 1.0, 0.0
dcl_position v0
dcl_color v1
dcl_texcoord1 v2
dcl_normal v3
mul r0.xy, v1, c10.y
frc r1.xy, r0
sub r0.xy, r0, r1
mul r0.xy, r0, c10.x
mova a0.x, r0.x
dp4 r2.x, v0, c16[a0.x]
dp4 r2.y, v0, c17[a0.x]
dp4 r2.z, v0, c18[a0.x]
mova a0.x, r0.y
dp4 r3.x, v0, c16[a0.x]
dp4 r3.y, v0, c17[a0.x]
dp4 r3.z, v0, c18[a0.x]
lrp r4.xyz, v2.y, r2, r3
mov r4.w, c10.z
m4x4 oPos, r4, c0
dp3 oD0.x, v3, c16[a0.x]
dp3 oD0.y, v3, c17[a0.x]
mov oD0.zw, v2.xyxy
--- ps
ps_2_0
dcl v0
mov oC0, v0
