# ps_2_0 texld, texldp (projective), texldb (bias); 2D samplers
set ps c0 0 0 0 1.5
--- vs
vs_2_0
dcl_position v0
dcl_texcoord0 v1
dcl_texcoord1 v2
m4x4 oPos, v0, c0
mov oT0, v1
mov oT1, v2
mov oT2, v1
mov oT2.w, c0.w
--- ps
ps_2_0
dcl t0
dcl t1
dcl t2
dcl_2d s0
dcl_2d s1
texld r0, t0, s0
texldp r1, t1, s1
mov r3, t2
mov r3.w, c0.w
texldb r2, r3, s0
lrp r4, c1, r0, r1
add r4, r4, r2
mul r4, r4, c2
mov oC0, r4
