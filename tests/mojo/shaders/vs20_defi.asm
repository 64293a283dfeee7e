# vs_2_0 defi and defb constants: a rep on a defi and an if on a defb
--- vs
vs_2_0
defi i3, 3, 0, 0, 0
defb b5, true
defb b6, false
def c10, 0.125, 0.25, 0.375, 0.5
dcl_position v0
dcl_texcoord v1
m4x4 oPos, v0, c0
mov r0, v1
rep i3
mul r0, r0, c10.w
add r0, r0, c10.x
endrep
if b5
add r0.x, r0.x, c10.y
endif
if b6
mov r0, c10
endif
mov oD0, r0
--- ps
ps_2_0
dcl v0
mov oC0, v0
