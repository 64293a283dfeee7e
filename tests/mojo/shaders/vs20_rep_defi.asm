# vs_2_0 rep on a defi constant, nested in a second rep
--- vs
vs_2_0
defi i3, 3, 0, 0, 0
defi i4, 2, 0, 0, 0
def c10, 0.125, 0.25, 0.375, 0.5
dcl_position v0
dcl_texcoord v1
m4x4 oPos, v0, c0
mov r0, v1
rep i4
rep i3
mul r0, r0, c10.w
add r0, r0, c10.x
endrep
add r0.x, r0.x, c10.y
endrep
mov oD0, r0
--- ps
ps_2_0
dcl v0
mov oC0, v0
