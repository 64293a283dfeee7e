# vs_2_0 relative addressing: mov a0.x, c[a0.x + n]
array vs c16 16
set vs c20 0.25 0.5 0.75 1
set vs c21 1 0.75 0.5 0.25
--- vs
vs_2_0
dcl_position v0
dcl_texcoord v1
def c15, 7.0, 3.0, 0.0, 1.0
m4x4 oPos, v0, c0
mul r0.x, v1.x, c15.x
mova a0.x, r0.x
mov oD0, c16[a0.x]
mov oD1, c17[a0.x]
mul r1.x, v1.y, c15.y
mova a0.x, r1.x
add oT0, c16[a0.x], c18[a0.x]
--- ps
ps_2_0
dcl v0
dcl v1
dcl t0
mul r0, v0, t0
add r0, r0, v1
mov oC0, r0
