# ps_1_1 tex and the arithmetic modifiers: _x2, _bx2, _sat,
# _bias, 1-, cnd on r0.a, lrp, dp3
set ps c0 0.5 0.25 0.75 0.5
set ps c1 0.25 0.5 0.5 0.625
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
mul oD1, v3, c4
--- ps
ps_1_1
tex t0
tex t1
mul_x2 r1, t0, v0
dp3_sat r1.a, t1_bx2, v1_bx2
lrp r0, c0.a, r1, t0
mad r0.rgb, 1-t0, c1, r0
+sub r0.a, t0.a, c0.a
cnd r0, r0.a, r0, v1_bias
