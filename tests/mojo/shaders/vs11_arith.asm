# vs_1_1 arithmetic: add, sub, mul, mad, min, max, slt, sge, rcp, rsq,
# frc, expp, logp, dst; ps_1_1 passes the colours through
--- vs
vs_1_1
dcl_position v0
dcl_texcoord0 v1
dcl_texcoord1 v2
m4x4 oPos, v0, c0
add r0, v1, c4
mul r1, v2, c5
mad r2, r0, r1, -c6
min r3, r2, c7
max r3, r3, -c7
slt r4, v1, v2
sge r5, v1, v2
mad oD0, r4, c8, r3
rcp r6.z, c9.x
rsq r6.w, c9.y
frc r6.xy, v1
mul oD1, r6, c10
add r7, v1, c11
expp r8.y, r7.x
logp r8.x, r7.y
dst r9, r8.xyyx, c12
mul oT0, r9, c13
mov oT0.w, r5.x
--- ps
ps_1_1
tex t0
mad r0, v0, c0, v1
add r0.rgb, r0, t0
+mul r0.a, v0.a, t0.b
