# vs_3_0 loop aL, i0 reading c[aL + n] (MojoShader's glsl writes a const
# int from a uniform here, its arb1 family has no LOOP)
array vs c16 16
set vs i0 4 1 2 0
--- vs
vs_3_0
dcl_position v0
dcl_position o0
dcl_color o1
m4x4 o0, v0, c0
mov r0, c10
loop aL, i0
add r0, r0, c16[aL]
endloop
mul o1, r0, c11
--- ps
ps_3_0
dcl_color v0
mov oC0, v0
