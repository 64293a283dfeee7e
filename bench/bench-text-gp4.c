/*
 * nvprog bench: the NV_gpu_program4 works (issue 15, item 7), each as
 * gp4 text, as GLSL doing the same arithmetic in the same order, and as
 * a plain ARB program where ARB can express it at all:
 *
 *   skinning     !!NVvp4.0: four bones whose constant rows are indexed
 *                by integers (TRUNC.S of the per-vertex palette, an INT TEMP
 *                as the array index) inside a REP loop; ARB: the
 *                unrolled ARL version of bench-text.c, GLSL: its loop
 *   hash         !!NVfp4.0: sixteen xorshift rounds of unsigned integer
 *                arithmetic per pixel in a REP loop, bytes of the hash
 *                summed as floats; ARB has no integers and no loops
 *   amplify      !!NVgp4.0: every triangle leaves as four (its corners
 *                and its midpoints, twelve vertices); ARB has no
 *                geometry stage
 *
 * The hash adds integers below 2^12 as floats and scales by a power of
 * two, so every api's frame is exact; the other two are dot products in
 * the order the NV text computes them.
 */
#include <stdlib.h>
#include <string.h>

#include "bench.h"

/* ---- skinning with integer bone indices ------------------------------ */

/* c[16+3b..18+3b] bone b's rows, c[28] = (1, 3, 4, 0), c[8] the light,
 * c[12] the ambient term (bench-cases.c, skin_params); texture
 * coordinate set 0 holds each vertex's four row offsets 3b (the palette
 * mesh), rotated with the weights. */
static const char skin_gp4[] =
   "!!NVvp4.0\n"
   "PARAM c[29] = { program.env[0..28] };\n"
   "PARAM mvp[4] = { state.matrix.mvp };\n"
   "INT TEMP bone;\n"
   "TEMP w, p, n, r, s;\n"
   "DP4 s.x, vertex.color, c[28].x;\n"
   "RCP s.x, s.x;\n"
   "MUL w, vertex.color, s.x;\n"
   "MOV p, c[28].w;\n"
   "MOV n, c[28].w;\n"
   "TRUNC.S bone, vertex.texcoord[0];\n"
   "REP.S 4;\n"
   "  DP4 r.x, c[bone.x + 16], vertex.position;\n"
   "  DP4 r.y, c[bone.x + 17], vertex.position;\n"
   "  DP4 r.z, c[bone.x + 18], vertex.position;\n"
   "  MAD p.xyz, r, w.x, p;\n"
   "  DP3 r.x, c[bone.x + 16], vertex.normal;\n"
   "  DP3 r.y, c[bone.x + 17], vertex.normal;\n"
   "  DP3 r.z, c[bone.x + 18], vertex.normal;\n"
   "  MAD n.xyz, r, w.x, n;\n"
   "  MOV w, w.yzwx;\n"
   "  MOV.S bone, bone.yzwx;\n"
   "ENDREP;\n"
   "MOV p.w, c[28].x;\n"
   "DP4 result.position.x, mvp[0], p;\n"
   "DP4 result.position.y, mvp[1], p;\n"
   "DP4 result.position.z, mvp[2], p;\n"
   "DP4 result.position.w, mvp[3], p;\n"
   "DP3 s.x, n, n;\n"
   "RSQ s.x, s.x;\n"
   "MUL n.xyz, n, s.x;\n"
   "DP3 s.y, n, c[8];\n"
   "MAX s.y, s.y, c[28].w;\n"
   "MAD result.color.xyz, vertex.color, s.y, c[12];\n"
   "MOV result.color.w, c[28].x;\n"
   "END\n";

/* ---- the vertex stage of the hash and of the amplification ----------- */

const char bench_pass_gp4[] =
   "!!NVvp4.0\n"
   "PARAM mvp[4] = { state.matrix.mvp };\n"
   "DP4 result.position.x, mvp[0], vertex.position;\n"
   "DP4 result.position.y, mvp[1], vertex.position;\n"
   "DP4 result.position.z, mvp[2], vertex.position;\n"
   "DP4 result.position.w, mvp[3], vertex.position;\n"
   "MOV result.color, vertex.color;\n"
   "END\n";

/* The position as the same four dot products (a row vector times the
 * transposed matrix is one dot product per row). */
const char bench_pass_glsl150[] =
   "#version 150 compatibility\n"
   "out vec4 vcol;\n"
   "void main() {\n"
   "   gl_Position = gl_Vertex * gl_ModelViewProjectionMatrixTranspose;\n"
   "   vcol = gl_Color;\n"
   "}\n";

/* ---- sixteen rounds of integer hashing per pixel --------------------- */

/* The pixel's window coordinates truncated to integers (TRUNC.U,
 * NV_gpu_program4 "round toward zero"), mixed by two multiplications,
 * then Marsaglia's xorshift (13, 17, 5) sixteen times; each round adds
 * the hash's three low bytes to a float sum.  The sum stays below
 * 16 * 256 = 2^12, so it and its scaling by 2^-12 are exact. */
static const char hash_gp4[] =
   "!!NVfp4.0\n"
   "UINT TEMP h, t;\n"
   "TEMP acc, b;\n"
   "TRUNC.U h.xy, fragment.position;\n"
   "MUL.U h.x, h.x, 73856093;\n"
   "MUL.U h.y, h.y, 19349663;\n"
   "XOR.U h.x, h.x, h.y;\n"
   "MOV acc, 0;\n"
   "REP.S 16;\n"
   "  SHL.U t.x, h.x, 13;\n"
   "  XOR.U h.x, h.x, t.x;\n"
   "  SHR.U t.x, h.x, 17;\n"
   "  XOR.U h.x, h.x, t.x;\n"
   "  SHL.U t.x, h.x, 5;\n"
   "  XOR.U h.x, h.x, t.x;\n"
   "  MOV.U t.x, h.x;\n"
   "  SHR.U t.y, h.x, 8;\n"
   "  SHR.U t.z, h.x, 16;\n"
   "  AND.U t.xyz, t, 255;\n"
   "  I2F.U b.xyz, t;\n"
   "  ADD acc.xyz, acc, b;\n"
   "ENDREP;\n"
   "MUL acc.xyz, acc, 0.000244140625;\n"
   "MUL result.color.xyz, acc, fragment.color;\n"
   "MOV result.color.w, fragment.color.w;\n"
   "END\n";

static const char hash_glsl[] =
   "#version 150 compatibility\n"
   "in vec4 vcol;\n"
   "void main() {\n"
   "   uvec2 q = uvec2(gl_FragCoord.xy);\n"
   "   uint h = (q.x * 73856093u) ^ (q.y * 19349663u);\n"
   "   vec3 acc = vec3(0.0);\n"
   "   for (int i = 0; i < 16; i++) {\n"
   "      h ^= h << 13u;\n"
   "      h ^= h >> 17u;\n"
   "      h ^= h << 5u;\n"
   "      acc += vec3((uvec3(h) >> uvec3(0u, 8u, 16u)) & 255u);\n"
   "   }\n"
   "   gl_FragColor = vec4(acc * 0.000244140625 * vcol.xyz, vcol.w);\n"
   "}\n";

/* ---- each triangle as four ------------------------------------------- */

/* The corners' triangles and the middle one, which is darkened; the
 * midpoints in clip space are the midpoints on the screen's plane of
 * the same edge before division, so the four tile the input. */
#define AMP_MID(M, A, B) \
   "ADD " M "p, vertex[" A "].position, vertex[" B "].position;\n" \
   "MUL " M "p, " M "p, 0.5;\n" \
   "ADD " M "c, vertex[" A "].color, vertex[" B "].color;\n" \
   "MUL " M "c, " M "c, 0.5;\n"
#define AMP_IN(I) \
   "MOV result.position, vertex[" I "].position;\n" \
   "MOV result.color, vertex[" I "].color;\n" \
   "EMIT;\n"
#define AMP_OUT(M) \
   "MOV result.position, " M "p;\n" \
   "MOV result.color, " M "c;\n" \
   "EMIT;\n"
#define AMP_DARK(M) \
   "MOV result.position, " M "p;\n" \
   "MUL result.color, " M "c, 0.5;\n" \
   "EMIT;\n"

static const char amplify_gp4[] =
   "!!NVgp4.0\n"
   "PRIMITIVE_IN TRIANGLES;\n"
   "PRIMITIVE_OUT TRIANGLE_STRIP;\n"
   "VERTICES_OUT 12;\n"
   "TEMP m01p, m01c, m12p, m12c, m20p, m20c;\n"
   AMP_MID("m01", "0", "1")
   AMP_MID("m12", "1", "2")
   AMP_MID("m20", "2", "0")
   AMP_IN("0") AMP_OUT("m01") AMP_OUT("m20") "ENDPRIM;\n"
   AMP_OUT("m01") AMP_IN("1") AMP_OUT("m12") "ENDPRIM;\n"
   AMP_OUT("m20") AMP_OUT("m12") AMP_IN("2") "ENDPRIM;\n"
   AMP_DARK("m01") AMP_DARK("m12") AMP_DARK("m20") "ENDPRIM;\n"
   "END\n";

static const char amplify_glsl[] =
   "#version 150 compatibility\n"
   "layout(triangles) in;\n"
   "layout(triangle_strip, max_vertices = 12) out;\n"
   "in vec4 vcol[];\n"
   "out vec4 gcol;\n"
   "void put(vec4 p, vec4 c) {\n"
   "   gl_Position = p;\n"
   "   gcol = c;\n"
   "   EmitVertex();\n"
   "}\n"
   "void main() {\n"
   "   vec4 p[3], c[3];\n"
   "   for (int i = 0; i < 3; i++) {\n"
   "      int j = i == 2 ? 0 : i + 1;\n"
   "      p[i] = (gl_in[i].gl_Position + gl_in[j].gl_Position) * 0.5;\n"
   "      c[i] = (vcol[i] + vcol[j]) * 0.5;\n"
   "   }\n"
   "   put(gl_in[0].gl_Position, vcol[0]); put(p[0], c[0]);\n"
   "   put(p[2], c[2]); EndPrimitive();\n"
   "   put(p[0], c[0]); put(gl_in[1].gl_Position, vcol[1]);\n"
   "   put(p[1], c[1]); EndPrimitive();\n"
   "   put(p[2], c[2]); put(p[1], c[1]);\n"
   "   put(gl_in[2].gl_Position, vcol[2]); EndPrimitive();\n"
   "   put(p[0], c[0] * 0.5); put(p[1], c[1] * 0.5);\n"
   "   put(p[2], c[2] * 0.5); EndPrimitive();\n"
   "}\n";

static const char colour_fs_glsl[] =
   "#version 150 compatibility\n"
   "in vec4 gcol;\n"
   "void main() { gl_FragColor = gcol; }\n";

void
bench_gp4_texts(enum bench_work w, struct bench_texts *t)
{
   switch (w) {
   case BENCH_WORK_GP4_SKIN: {
      /* ARB and GLSL: the palette skinning of bench-text.c, whose
       * arithmetic this program repeats in the same order. */
      const struct bench_texts *pal =
         bench_work_texts(BENCH_WORK_SKIN_PALETTE);
      *t = (struct bench_texts){
         .vp = { skin_gp4, pal->vp[BENCH_ARB], pal->vp[BENCH_GLSL] } };
      break;
   }
   case BENCH_WORK_GP4_HASH:
      *t = (struct bench_texts){
         .vp = { bench_pass_gp4, NULL, bench_pass_glsl150 },
         .fp = { hash_gp4, NULL, hash_glsl },
         .missing = { [BENCH_ARB] = true } };
      break;
   case BENCH_WORK_GP4_AMPLIFY:
      *t = (struct bench_texts){
         .vp = { bench_pass_gp4, NULL, bench_pass_glsl150 },
         .gp = { amplify_gp4, NULL, amplify_glsl },
         .fp = { NULL, NULL, colour_fs_glsl },
         .missing = { [BENCH_ARB] = true } };
      break;
   default:
      break;
   }
}
