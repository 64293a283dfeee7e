/*
 * nvprog bench: the NV_gpu_program5 works (issue 16, item 7), each as
 * gp5 text and as GLSL doing the same arithmetic in the same order; a
 * plain ARB program can express neither (no doubles, no loops in
 * fragment programs, no tessellation stages):
 *
 *   fp64 mandel  !!NVfp5.0 with OPTION NV_gpu_program_fp64: up to 32
 *                Mandelbrot iterations per pixel in F64 on LONG TEMPs,
 *                leaving the loop by BRK when |z|^2 passes 4; the
 *                iteration count scales the colour
 *   tess         !!NVtcp5.0 + !!NVtep5.0: every triangle of the torus a
 *                patch of three vertices, tessellated at level 4, each
 *                generated vertex placed on the Phong tessellation
 *                surface of its patch (the flat point blended with its
 *                projections onto the corners' tangent planes) and lit
 *                with the interpolated normal
 *   reduce       !!NVcp5.0: the sum of a buffer of uints, 256 of them
 *                per work group of 64 invocations -- each LOADs four
 *                (U32X4) through the buffer's GPU address, adds them and
 *                STSs the sum to shared memory; six halving steps, each
 *                after MEMBAR.CTA and BAR, add the upper half of the
 *                sums to the lower; invocation 0 STOREs the group's sum
 *                and ATOM.ADDs it to the total.  GLSL 4.30: the same
 *                with an SSBO, a shared array, memoryBarrierShared(),
 *                barrier() and atomicAdd() (GLSL 3.30 with ARB_compute_shader and
 *                ARB_shader_storage_buffer_object: softpipe's
 *                compatibility contexts stop at 3.30)
 *
 * The Mandelbrot's inputs (window coordinates times 3/64) are exact and
 * both texts do the same double operations in the same order, so the
 * iteration counts and the frames agree exactly; the tessellated
 * surface is fp32 arithmetic in the NV text's order (llvmpipe lowers
 * ffma to a multiply and an add, as MAD is written in GLSL here).
 */
#include <stdlib.h>
#include <string.h>

#include "bench.h"

/* ---- the vertex stage ------------------------------------------------- */

/* bench-text-gp4.c's pass-through programs (a
 * "!!NVvp4.0" program goes with a "!!NVfp5.0" one as GLSL 1.50 with
 * ARB_gpu_shader_fp64's fragment shader goes with a 1.50 vertex
 * shader). */

/* ---- Mandelbrot in doubles -------------------------------------------- */

/* c = window position * 3/64 + (-2.25, -1.5): the 64x64 frame spans
 * [-2.25, 0.75] x [-1.5, 1.5].  z = z^2 + c while |z|^2 <= 4, at most
 * 32 times; the count n (exact in fp32) scales the colour by n/32. */
static const char mandel_gp5[] =
   "!!NVfp5.0\n"
   "OPTION NV_gpu_program_fp64;\n"
   "LONG TEMP z, c, t;\n"
   "TEMP n;\n"
   "MUL.F64 c.xy, fragment.position, 0.046875;\n"
   "ADD.F64 c.xy, c, {-2.25, -1.5, 0, 0};\n"
   "MOV.F64 z.xy, 0;\n"
   "MOV n.x, 0;\n"
   "REP.S 32;\n"
   "  MUL.F64 t.xy, z, z;\n"
   "  ADD.F64 t.z, t.x, t.y;\n"
   "  SGT.F64.CC t.w, t.z, 4;\n"
   "  BRK (NE.w);\n"
   "  SUB.F64 t.x, t.x, t.y;\n"
   "  ADD.F64 t.x, t.x, c.x;\n"
   "  MUL.F64 t.y, z.x, z.y;\n"
   "  ADD.F64 t.y, t.y, t.y;\n"
   "  ADD.F64 z.y, t.y, c.y;\n"
   "  MOV.F64 z.x, t.x;\n"
   "  ADD n.x, n.x, 1;\n"
   "ENDREP;\n"
   "MUL n.x, n.x, 0.03125;\n"
   "MUL result.color.xyz, fragment.color, n.x;\n"
   "MOV result.color.w, fragment.color.w;\n"
   "END\n";

static const char mandel_glsl[] =
   "#version 150 compatibility\n"
   "#extension GL_ARB_gpu_shader_fp64 : require\n"
   "in vec4 vcol;\n"
   "void main() {\n"
   "   dvec2 c = dvec2(gl_FragCoord.xy) * 0.046875lf +\n"
   "             dvec2(-2.25lf, -1.5lf);\n"
   "   dvec2 z = dvec2(0.0lf);\n"
   "   float n = 0.0;\n"
   "   for (int i = 0; i < 32; i++) {\n"
   "      dvec2 t = z * z;\n"
   "      if (t.x + t.y > 4.0lf)\n"
   "         break;\n"
   "      double m = z.x * z.y;\n"
   "      z = dvec2((t.x - t.y) + c.x, (m + m) + c.y);\n"
   "      n += 1.0;\n"
   "   }\n"
   "   n *= 0.03125;\n"
   "   gl_FragColor = vec4(vcol.xyz * n, vcol.w);\n"
   "}\n";

/* ---- Phong tessellation of triangle patches --------------------------- */

/* The object-space position, normal and colour go to the control
 * stage untransformed. */
static const char tess_vp_gp5[] =
   "!!NVvp5.0\n"
   "MOV result.position, vertex.position;\n"
   "MOV result.texcoord[0], vertex.normal;\n"
   "MOV result.color, vertex.color;\n"
   "END\n";

static const char tess_vs_glsl[] =
   "#version 400 compatibility\n"
   "out vec4 vnrm;\n"
   "out vec4 vcol;\n"
   "void main() {\n"
   "   gl_Position = gl_Vertex;\n"
   "   vnrm = vec4(gl_Normal, 1.0);\n"
   "   vcol = gl_Color;\n"
   "}\n";

/* Three invocations, each copying its vertex and writing the levels. */
static const char tess_tcp_gp5[] =
   "!!NVtcp5.0\n"
   "VERTICES_OUT 3;\n"
   "ATTRIB p = vertex.position;\n"
   "ATTRIB nrm = vertex.texcoord[0];\n"
   "ATTRIB col = vertex.color;\n"
   "INT TEMP i;\n"
   "MOV.S i.x, primitive.invocation;\n"
   "MOV result.position, p[i.x];\n"
   "MOV result.texcoord[0], nrm[i.x];\n"
   "MOV result.color, col[i.x];\n"
   "MOV result.patch.tessouter[0].x, 4;\n"
   "MOV result.patch.tessouter[1].x, 4;\n"
   "MOV result.patch.tessouter[2].x, 4;\n"
   "MOV result.patch.tessinner[0].x, 4;\n"
   "END\n";

static const char tess_tcs_glsl[] =
   "#version 400 compatibility\n"
   "layout(vertices = 3) out;\n"
   "in vec4 vnrm[];\n"
   "in vec4 vcol[];\n"
   "out vec4 tnrm[];\n"
   "out vec4 tcol[];\n"
   "void main() {\n"
   "   gl_out[gl_InvocationID].gl_Position =\n"
   "      gl_in[gl_InvocationID].gl_Position;\n"
   "   tnrm[gl_InvocationID] = vnrm[gl_InvocationID];\n"
   "   tcol[gl_InvocationID] = vcol[gl_InvocationID];\n"
   "   gl_TessLevelOuter[0] = 4.0;\n"
   "   gl_TessLevelOuter[1] = 4.0;\n"
   "   gl_TessLevelOuter[2] = 4.0;\n"
   "   gl_TessLevelInner[0] = 4.0;\n"
   "}\n";

/* p, the flat point of barycentric w; for each corner k, p minus its
 * distance along n_k from corner k's tangent plane, weighted by w_k;
 * the surface point p + 0.75 (q - p).  The light (1, 2, 3)/|(1, 2, 3)|
 * in object space at 0.75, ambient 0.2: the colour stays below 1, so
 * that the NV colour result's clamp and GLSL's unclamped varying
 * interpolate alike. */
#define TEP_PLANE(K, OP)                                                 \
   "SUB d, p, vertex[" K "].position;\n"                                 \
   "DP3 d.x, d, vertex[" K "].texcoord[0];\n"                            \
   "MUL s, vertex[" K "].texcoord[0], d.x;\n"                            \
   "SUB s, p, s;\n" OP

static const char tess_tep_gp5[] =
   "!!NVtep5.0\n"
   "TESS_MODE TRIANGLES;\n"
   "PARAM mvp[4] = { state.matrix.mvp };\n"
   "PARAM light = { 0.26726124, 0.53452248, 0.80178373, 0 };\n"
   "TEMP w, p, q, d, s, n, k;\n"
   "MOV w, vertex.tesscoord;\n"
   "MUL p, vertex[0].position, w.x;\n"
   "MAD p, vertex[1].position, w.y, p;\n"
   "MAD p, vertex[2].position, w.z, p;\n"
   TEP_PLANE("0", "MUL q, s, w.x;\n")
   TEP_PLANE("1", "MAD q, s, w.y, q;\n")
   TEP_PLANE("2", "MAD q, s, w.z, q;\n")
   "SUB q, q, p;\n"
   "MAD p, q, 0.75, p;\n"
   "MOV p.w, 1;\n"
   "DP4 result.position.x, mvp[0], p;\n"
   "DP4 result.position.y, mvp[1], p;\n"
   "DP4 result.position.z, mvp[2], p;\n"
   "DP4 result.position.w, mvp[3], p;\n"
   "MUL n, vertex[0].texcoord[0], w.x;\n"
   "MAD n, vertex[1].texcoord[0], w.y, n;\n"
   "MAD n, vertex[2].texcoord[0], w.z, n;\n"
   "DP3 s.x, n, n;\n"
   "RSQ s.x, s.x;\n"
   "MUL n.xyz, n, s.x;\n"
   "DP3 s.y, n, light;\n"
   "MAX s.y, s.y, 0;\n"
   "MUL s.y, s.y, 0.75;\n"
   "MUL k, vertex[0].color, w.x;\n"
   "MAD k, vertex[1].color, w.y, k;\n"
   "MAD k, vertex[2].color, w.z, k;\n"
   "MAD result.color.xyz, k, s.y, 0.2;\n"
   "MOV result.color.w, 1;\n"
   "END\n";

static const char tess_tes_glsl[] =
   "#version 400 compatibility\n"
   "layout(triangles, equal_spacing, ccw) in;\n"
   "in vec4 tnrm[];\n"
   "in vec4 tcol[];\n"
   "out vec4 ecol;\n"
   "const vec3 light = vec3(0.26726124, 0.53452248, 0.80178373);\n"
   "vec4 plane(vec4 p, int k) {\n"
   "   vec4 d = p - gl_in[k].gl_Position;\n"
   "   return p - tnrm[k] * dot(d.xyz, tnrm[k].xyz);\n"
   "}\n"
   "void main() {\n"
   "   vec3 w = gl_TessCoord;\n"
   "   vec4 p = gl_in[0].gl_Position * w.x;\n"
   "   p = gl_in[1].gl_Position * w.y + p;\n"
   "   p = gl_in[2].gl_Position * w.z + p;\n"
   "   vec4 q = plane(p, 0) * w.x;\n"
   "   q = plane(p, 1) * w.y + q;\n"
   "   q = plane(p, 2) * w.z + q;\n"
   "   p = (q - p) * 0.75 + p;\n"
   "   p.w = 1.0;\n"
   "   gl_Position = p * gl_ModelViewProjectionMatrixTranspose;\n"
   "   vec4 n = tnrm[0] * w.x;\n"
   "   n = tnrm[1] * w.y + n;\n"
   "   n = tnrm[2] * w.z + n;\n"
   "   n.xyz = n.xyz * inversesqrt(dot(n.xyz, n.xyz));\n"
   "   float l = max(dot(n.xyz, light), 0.0) * 0.75;\n"
   "   vec4 k = tcol[0] * w.x;\n"
   "   k = tcol[1] * w.y + k;\n"
   "   k = tcol[2] * w.z + k;\n"
   "   ecol = vec4(k.xyz * l + 0.2, 1.0);\n"
   "}\n";

/* ---- a reduction in a compute program -------------------------------- */

/* program.local[0]: the input's GPU address (x, y: low and high words)
 * and the output's (z, w).  Output word 0 is the total, word 1 + g
 * group g's sum.  Group g reads words 256 g .. 256 g + 255, invocation
 * i the four at 256 g + 4 i.  Sums of uints wrap alike in any order, so
 * both apis give the same words. */
static const char reduce_gp5[] =
   "!!NVcp5.0\n"
   "GROUP_SIZE 64;\n"
   "SHARED_MEMORY 256;\n"
   "SHARED part[] = { program.sharedmem[0..255] };\n"
   "LONG TEMP L;\n"
   "UINT TEMP i, v, s, t;\n"
   "PK64.U L, program.local[0];\n"
   "MOV.U i.x, invocation.localindex.x;\n"
   "MOV.U i.y, invocation.groupid.x;\n"
   "MUL.U t.x, i.y, 64;\n"
   "ADD.U t.x, t.x, i.x;\n"
   "SHL.U t.x, t.x, 4;\n"
   "MOV.U64 L.z, t.x;\n"
   "ADD.U64 L.z, L.x, L.z;\n"
   "LOAD.U32X4 v, L.z;\n"
   "ADD.U v.x, v.x, v.y;\n"
   "ADD.U v.z, v.z, v.w;\n"
   "ADD.U v.x, v.x, v.z;\n"
   "SHL.U i.z, i.x, 2;\n"
   "STS.U32 v.x, part[i.z];\n"
   "MEMBAR.CTA;\n"
   "BAR;\n"
   "MOV.U s.x, 32;\n"
   "REP.S 6;\n"
   "  SLT.U.CC t.x, i.x, s.x;\n"
   "  IF NE.x;\n"
   "    SHL.U t.y, s.x, 2;\n"
   "    ADD.U t.y, t.y, i.z;\n"
   "    LDS.U32 t.x, part[t.y];\n"
   "    ADD.U v.x, v.x, t.x;\n"
   "    STS.U32 v.x, part[i.z];\n"
   "  ENDIF;\n"
   "  MEMBAR.CTA;\n"
   "  BAR;\n"
   "  SHR.U s.x, s.x, 1;\n"
   "ENDREP;\n"
   "MOV.U.CC t.x, i.x;\n"
   "IF EQ.x;\n"
   "  ADD.U t.y, i.y, 1;\n"
   "  SHL.U t.y, t.y, 2;\n"
   "  MOV.U64 L.w, t.y;\n"
   "  ADD.U64 L.w, L.y, L.w;\n"
   "  STORE.U32 v.x, L.w;\n"
   "  ATOM.ADD.U32 t.x, v.x, L.y;\n"
   "ENDIF;\n"
   "END\n";

static const char reduce_glsl[] =
   "#version 330\n"
   "#extension GL_ARB_compute_shader : require\n"
   "#extension GL_ARB_shader_storage_buffer_object : require\n"
   "layout(local_size_x = 64) in;\n"
   "layout(std430, binding = 0) readonly buffer In { uvec4 data[]; };\n"
   "layout(std430, binding = 1) buffer Out {\n"
   "   uint total;\n"
   "   uint partial[];\n"
   "};\n"
   "shared uint part[64];\n"
   "void main() {\n"
   "   uint i = gl_LocalInvocationIndex;\n"
   "   uint g = gl_WorkGroupID.x;\n"
   "   uvec4 v = data[g * 64u + i];\n"
   "   uint s = (v.x + v.y) + (v.z + v.w);\n"
   "   part[i] = s;\n"
   "   memoryBarrierShared();\n"
   "   barrier();\n"
   "   for (uint k = 32u; k > 0u; k >>= 1) {\n"
   "      if (i < k) {\n"
   "         s += part[i + k];\n"
   "         part[i] = s;\n"
   "      }\n"
   "      memoryBarrierShared();\n"
   "      barrier();\n"
   "   }\n"
   "   if (i == 0u) {\n"
   "      partial[g] = s;\n"
   "      atomicAdd(total, s);\n"
   "   }\n"
   "}\n";

static const char colour_fs_glsl[] =
   "#version 400 compatibility\n"
   "in vec4 ecol;\n"
   "void main() { gl_FragColor = ecol; }\n";

void
bench_gp5_texts(enum bench_work w, struct bench_texts *t)
{
   switch (w) {
   case BENCH_WORK_GP5_FP64:
      *t = (struct bench_texts){
         .vp = { bench_pass_gp4, NULL, bench_pass_glsl150 },
         .fp = { mandel_gp5, NULL, mandel_glsl },
         .missing = { [BENCH_ARB] = true } };
      break;
   case BENCH_WORK_GP5_TESS:
      *t = (struct bench_texts){
         .vp = { tess_vp_gp5, NULL, tess_vs_glsl },
         .tcp = { tess_tcp_gp5, NULL, tess_tcs_glsl },
         .tep = { tess_tep_gp5, NULL, tess_tes_glsl },
         .fp = { NULL, NULL, colour_fs_glsl },
         .missing = { [BENCH_ARB] = true } };
      break;
   case BENCH_WORK_GP5_REDUCE:
      *t = (struct bench_texts){
         .cp = { reduce_gp5, NULL, reduce_glsl },
         .missing = { [BENCH_ARB] = true } };
      break;
   default:
      break;
   }
}
