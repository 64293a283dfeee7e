# ps_3_0 rep with texture reads, a bool branch
set ps i0 3 0 0 0
set ps b0 1
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
def c10, 0.125, 0.0625, 0.0, 0.25
dcl_texcoord v0
dcl_2d s0
mov r0, c10.z
mov r1, v0
rep i0
texld r2, r1, s0
mad r0, r2, c10.w, r0
add r1.xy, r1, c10.x
endrep
if b0
mul r0, r0, c2
endif
mov oC0, r0
