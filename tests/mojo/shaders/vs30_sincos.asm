# vs_3_0 sincos without the constant operands, exp/log/frc/sgn
--- vs
vs_3_0
def c10, 3.14159265, -1.5707963, 0.5, 0.25
dcl_position v0
dcl_texcoord v1
dcl_position o0
dcl_color o1
dcl_texcoord o2
m4x4 o0, v0, c0
mad r0.x, v1.x, c10.x, c10.y
sincos r1.xy, r0.x
mad o1.xy, r1, c10.z, c10.z
exp r2.x, v1.y
log r2.y, v1.x
frc r2.zw, v1.xyxy
mul o1.zw, r2.xxxy, c10.w
mov r4, c10
mov r5, c10
sgn r3, r1.yxyx, r4, r5
mad o2, r3, c10.z, c10.z
--- ps
ps_3_0
dcl_color v0
dcl_texcoord v1
mad oC0, v1, c0.x, v0
