# ps_3_0 rep on a defi constant with texture reads (no i#/b# uniforms:
# MojoShader gives those with a type the NV programs do not read)
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
defi i2, 3, 0, 0, 0
def c10, 0.125, 0.0625, 0.0, 0.25
dcl_texcoord v0
dcl_2d s0
mov r0, c10.z
mov r1, v0
rep i2
texld r2, r1, s0
mad r0, r2, c10.w, r0
add r1.xy, r1, c10.x
endrep
mov oC0, r0
