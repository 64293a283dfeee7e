# ps_2_0 partial precision (_pp) arithmetic and texture reads
--- vs
vs_2_0
dcl_position v0
dcl_texcoord v1
dcl_color v2
m4x4 oPos, v0, c0
mov oT0, v1
mov oD0, v2
--- ps
ps_2_0
dcl_pp t0
dcl_pp v0
dcl_2d s0
texld_pp r0, t0, s0
mul_pp r1, r0, v0
mad_pp r2, r1, c0, c1
add_sat_pp r2, r2, -c2
rsq_pp r3.x, v0.y
mad_pp r2.x, r3.x, c3.x, r2.x
mov_pp oC0, r2
