# vs_2_0 logp of negative values: D3D takes the logarithm of |x|
# (MojoShader's glsl leaves the abs out, its ARB family does not)
--- vs
vs_2_0
dcl_position v0
dcl_texcoord v1
def c10, 2.0, -0.9375, 0.125, 0.5
m4x4 oPos, v0, c0
mad r0, v1, c10.x, c10.y
logp r2, r0.y
mad oD0, r2, c10.z, c10.w
--- ps
ps_2_0
dcl v0
mov oC0, v0
