# ps_1_4 texld/texcrd, dependent read in the second phase, cmp and bem
# avoided; _x4 and _d2 shifts
set ps c0 0.5 0.5 0.5 0.5
set ps c2 0.25 0.75 0.5 1
--- vs
vs_1_1
dcl_position v0
dcl_texcoord0 v1
dcl_texcoord1 v2
dcl_color v3
m4x4 oPos, v0, c0
mov oT0, v1
mov oT1, v2
mov oD0, v3
--- ps
ps_1_4
texld r0, t0
texcrd r1.rgb, t1
mad r2.rgb, r0, c0, r1
mov r2.a, r0.b
phase
texld r3, r2
mul_x4 r4, r3, c1
add_d2 r5, r4, v0
cmp r0, r5.a, r5, r3
mul r0.rgb, r0, c2
