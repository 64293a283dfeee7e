# vs_2_0 sincos, pow, exp, log, nrm, crs, abs, sgn, lrp, mova
array vs c20 8
--- vs
vs_2_0
dcl_position v0
dcl_texcoord v1
dcl_normal v2
def c10, -1.5707963, 1.5707963, 0.5, 2.0
def c11, 3.0, 0.25, 1.0, 0.0
def c16, 0.125, 0.0, 0.0, 0.0
def c14, -0.0000024801587, -0.00138888889, 0.0416666667, 0.5
def c15, -0.000198412698, 0.00833333333, -0.166666667, 1.0
m4x4 oPos, v0, c0
mad r0.x, v1.x, c10.y, c10.x
sincos r1.xy, r0.x, c14, c15
mad oD0.xy, r1, c10.z, c10.z
pow r2.x, v1.y, c10.w
exp r2.y, v1.x
log r2.z, c10.w
nrm r3.xyz, v2
crs r4.xyz, r3, c8
abs r4.w, v2.x
mov oD0.zw, r2.xxxy
add oD1, r4, c11.yyyy
mov r8, c11
mov r9, c11
sgn r5, v2, r8, r9
lrp r6, v1.x, c12, c13
mad r7.x, v1.y, c11.x, c16.x
mova a0.x, r7.x
add oT0, r6, c20[a0.x]
mul oT1, r5, c11.y
mov oT1.w, r2.z
--- ps
ps_2_0
dcl v0
dcl v1
dcl t0
dcl t1
add r0, v0, v1
mad r0, t0, c0, r0
mad r0, t1, c1, r0
mov oC0, r0
