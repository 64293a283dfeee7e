# vs_1_1 writes oFog and oPts besides colours; ps_1_1 uses v0 only
--- vs
vs_1_1
dcl_position v0
dcl_color v1
m4x4 oPos, v0, c0
dp4 oFog, v0, c4
mov oPts, c5.x
mul oD0, v1, c6
--- ps
ps_1_1
mov r0, v0
