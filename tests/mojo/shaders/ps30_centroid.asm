# ps_3_0 a centroid-sampled texcoord (MojoShader: only its nv4 profile
# takes _centroid, and it leaves the input's declaration out)
--- vs
vs_3_0
dcl_position v0
dcl_texcoord v1
dcl_position o0
dcl_texcoord5 o1
m4x4 o0, v0, c0
mov o1, v1
--- ps
ps_3_0
dcl_texcoord5_centroid v5
mul oC0, v5, c0
