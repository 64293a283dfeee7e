# ps_3_0 texldl (explicit level), texldd, dsx/dsy
set ps c1 0 0 0 2
--- vs
vs_3_0
dcl_position v0
dcl_texcoord v1
dcl_position o0
dcl_texcoord o1
m4x4 o0, v0, c0
mov o1, v1
--- ps
ps_3_0
def c10, 8.0, 8.0, 0.25, 1.0
dcl_texcoord v0
dcl_2d s0
dcl_2d s1
mov r0, v0
mov r0.w, c1.w
texldl r1, r0, s0
dsx r2, v0
dsy r3, v0
texldd r4, v0, s1, r2, r3
mul r5.xy, r2, c10
mad r5.zw, r3.xyxy, c10.xyxy, c10.z
add r1, r1, r4
mul oC0, r1, c10.z
mov oC0.zw, r5
