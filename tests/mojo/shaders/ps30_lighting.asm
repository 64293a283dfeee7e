# vs_3_0 + ps_3_0 per-pixel lighting: normal and half vector through
# texcoords, nrm, dp3, pow, lrp with a texture
# tolerance 1: on llvmpipe one pixel of 4096 is 1/255 apart through nv2
# and nv3 (README.md here)
tolerance 1
set ps c0 0.5 0.5 0.707107 0
set ps c1 0.25 0.5 0.75 1
set ps c2 1 0.875 0.75 1
set ps c3 0 0 0 16
--- vs
vs_3_0
dcl_position v0
dcl_normal v1
dcl_texcoord v2
dcl_position o0
dcl_texcoord0 o1
dcl_texcoord1 o2
m4x4 o0, v0, c0
m3x3 o1.xyz, v1, c0
mov o1.w, c4.w
mov o2, v2
--- ps
ps_3_0
def c10, 0, 0, 1, 0
dcl_texcoord0 v0
dcl_texcoord1 v1
dcl_2d s0
nrm r0.xyz, v0
dp3_sat r1.x, r0, c0
add r2.xyz, c0, c10
nrm r3.xyz, r2
dp3_sat r1.y, r0, r3
pow r1.z, r1.y, c3.w
texld r4, v1, s0
mul r5, r4, c1
mul r5.rgb, r5, r1.x
mad r5.rgb, c2, r1.z, r5
lrp r6, c1.w, r5, r4
mov oC0, r6
