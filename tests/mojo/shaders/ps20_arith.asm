# ps_2_0 arithmetic: rcp, rsq, exp, log, pow, frc, nrm, abs modifier,
# dp2add, cmp, min/max, crs, sincos (ps_2_0 form)
set ps c3 0.5 2.0 -0.5 0.25
--- vs
vs_2_0
dcl_position v0
dcl_texcoord0 v1
dcl_texcoord3 v2
m4x4 oPos, v0, c0
mov oT0, v1
mov oT1, v2
--- ps
ps_2_0
def c10, -0.0000024801587, -0.00138888889, 0.0416666667, 0.5
def c11, -0.000198412698, 0.00833333333, -0.166666667, 1.0
def c12, 0.5, 0.25, 0.125, 1.0
dcl t0
dcl t1
rcp r0.x, t0.x
rsq r0.y, t0.y
exp r0.z, t1.x
log r0.w, t1.w
mul r0, r0, c12
frc r1, t1
nrm r2.xyz, t0
dp2add r3.x, t0, c3, c3.w
sub r9, t1, c12.x
cmp r4, r9, t0, c3
min r4, r4, c12.w
max r4, r4, -c12.w
crs r5.xyz, r2, c12
mov r5.w, c12.z
mul r6.x, t0.x, c3.x
sincos r6.xy, r6.x, c10, c11
add r7, r0, r1
mad r7, r4, c12.y, r7
mad r7.xy, r6, c12.x, r7
mad r7.xyz, r5, c12.z, r7
pow r8.x, t0_abs.x, c3.y
add r7.w, r7.w, r8.x
mad r7.z, r3.x, c12.z, r7.z
mov oC0, r7
