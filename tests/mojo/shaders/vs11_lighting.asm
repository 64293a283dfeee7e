# vs_1_1 lighting: normal transform (m3x3), dp3, rsq normalize, lit,
# two directional lights with specular
set vs c4 0.5 0.5 0.707107 0
set vs c5 -0.6 0.2 0.774597 0
set vs c6 0 0 1 0
set vs c7 0.75 0.5 0.25 1
set vs c8 0.25 0.5 0.75 1
set vs c9 0 0 0 16
--- vs
vs_1_1
dcl_position v0
dcl_normal v3
m4x4 oPos, v0, c0
m3x3 r0.xyz, v3, c0
dp3 r0.w, r0, r0
rsq r0.w, r0.w
mul r0.xyz, r0, r0.w
dp3 r1.x, r0, c4
add r2.xyz, c4, c6
dp3 r2.w, r2, r2
rsq r2.w, r2.w
mul r2.xyz, r2, r2.w
dp3 r1.y, r0, r2
mov r1.w, c9.w
lit r3, r1
dp3 r4.x, r0, c5
max r4.x, r4.x, c9.x
mul r5, r3.y, c7
mad r5, r4.x, c8, r5
mad oD0, r3.z, c8, r5
mov oD1, r3
--- ps
ps_1_1
add_sat r0, v0, v1
