# vs_3_0 point size and fog outputs (dcl_psize, dcl_fog)
--- vs
vs_3_0
dcl_position v0
dcl_color v1
dcl_position o0
dcl_color o1
dcl_psize o2
dcl_fog o3
m4x4 o0, v0, c0
mov o1, v1
mov o2, c4.x
dp4 o3, v0, c5
--- ps
ps_3_0
dcl_color v0
mov oC0, v0
