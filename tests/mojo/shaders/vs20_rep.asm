# vs_2_0 rep i0 with an accumulator and static if b0/else
set vs i0 5 0 0 0
set vs b0 1
set vs b1 0
--- vs
vs_2_0
dcl_position v0
dcl_texcoord v1
def c10, 0.0625, 0.125, 0.1875, 0.25
m4x4 oPos, v0, c0
mov r0, c10
mov r1, v1
rep i0
mad r0, r1, c10, r0
mul r1, r1, c11
endrep
if b0
add r0, r0, c12
else
sub r0, r0, c12
endif
if b1
mov r0, c13
endif
mov oD0, r0
--- ps
ps_2_0
dcl v0
mov oC0, v0
