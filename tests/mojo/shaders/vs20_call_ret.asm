# vs_2_0 call/ret without boolean conditions, a subroutine called twice
--- vs
vs_2_0
dcl_position v0
dcl_texcoord v1
m4x4 oPos, v0, c0
mov r0, v1
call l1
call l2
call l1
mov oD0, r0
ret
label l1
mul r0, r0, c8
add r0, r0, c9
ret
label l2
mad r0, r0, c10, c11
ret
--- ps
ps_2_0
dcl v0
mov oC0, v0
