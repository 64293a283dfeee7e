/*
 * nvprog bench: the program texts.  Each piece of work exists three
 * times: as NV program text, as the ARB program that does the same (for
 * VP1 work derived mechanically from the NV text by vp1_to_arb(), so the
 * two cannot drift apart), and as GLSL written to do the same arithmetic
 * in the same order (dot products where the NV text has DP3/DP4, so that
 * rounding matches and the pixel check can be tight).
 *
 * VP1 register layout shared by all VP1 texts: c[0..3] tracked
 * MODELVIEW_PROJECTION_NV, c[4..7] tracked inverse transpose of MODELVIEW,
 * c[8..15] the case's own parameters.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "nvprog-lighting.h"

/* ---- VP1 to ARB_vertex_program ------------------------------------------ */

/* The NV names and the ARB names of the same registers; c[] becomes a
 * PARAM array bound to the same state (ARB_vertex_program 2.14.3.2). */
static const char *const vp1_arb_names[][2] = {
   { "!!VP1.0\n",
     "!!ARBvp1.0\n"
     "PARAM c[16] = { state.matrix.mvp, state.matrix.modelview.invtrans,\n"
     "                program.env[8..15] };\n"
     "TEMP R0, R1, R2, R3, R4, R5, R6, R7, R8, R9, R10, R11;\n" },
   { "v[OPOS]", "vertex.position" },
   { "v[NRML]", "vertex.normal" },
   { "v[COL0]", "vertex.color" },
   { "o[HPOS]", "result.position" },
   { "o[COL0]", "result.color" },
   { "o[TEX0]", "result.texcoord[0]" },
};

/* text with each pairs[i][0] replaced by pairs[i][1] (malloc'ed); at a
 * place where several match, the first pair in the table wins. */
static char *
substitute(const char *text, const char *const (*pairs)[2], size_t num)
{
   size_t cap = strlen(text) + 1, len = 0;

   for (size_t i = 0; i < num; i++)
      cap += strlen(pairs[i][1]) * 64;
   char *out = malloc(cap);
   while (*text) {
      size_t i;
      for (i = 0; i < num; i++) {
         size_t l = strlen(pairs[i][0]);
         if (strncmp(text, pairs[i][0], l) == 0) {
            len += (size_t)sprintf(out + len, "%s", pairs[i][1]);
            text += l;
            break;
         }
      }
      if (i == num)
         out[len++] = *text++;
   }
   out[len] = '\0';
   return out;
}

static char *
vp1_to_arb(const char *nv)
{
   return substitute(nv, vp1_arb_names,
                     sizeof(vp1_arb_names) / sizeof(vp1_arb_names[0]));
}

/* ---- transform and lighting (the demo's program) ---------------------- */

/* The position SRC through the tracked MVP, and the eye-space normal
 * through the tracked inverse transpose into DST's x, y and z. */
#define VP1_HPOS_OF(SRC) \
   "DP4 o[HPOS].x, c[0], " SRC ";\n" \
   "DP4 o[HPOS].y, c[1], " SRC ";\n" \
   "DP4 o[HPOS].z, c[2], " SRC ";\n" \
   "DP4 o[HPOS].w, c[3], " SRC ";\n"
#define VP1_HPOS VP1_HPOS_OF("v[OPOS]")
#define VP1_NORMAL(DST) \
   "DP3 " DST ".x, c[4], v[NRML];\n" \
   "DP3 " DST ".y, c[5], v[NRML];\n" \
   "DP3 " DST ".z, c[6], v[NRML];\n"

static const char tnl_nv[] =
   "!!VP1.0\n"
   "# c[8..15] the demo's lights (demo/nvprog-lighting.h)\n"
   VP1_HPOS
   VP1_NORMAL("R0")
   NVPROG_LIGHTING_VP1
   "END\n";

/* Positions and normals as the same dot products as DP4/DP3 (a row
 * vector times the transposed matrix is one dot product per row). */
#define GLSL_VP1_HEAD \
   "#version 120\n" \
   "uniform vec4 c[16];\n" \
   "vec4 hpos() { return gl_Vertex * gl_ModelViewProjectionMatrixTranspose; }\n" \
   "vec3 eye_normal() { return gl_Normal * mat3(gl_ModelViewMatrixInverse); }\n"

/* LIT as NV_vertex_program 2.14.1.10.17 and ARB_vertex_program define it:
 * x and y clamped at 0, the exponent to [-128, 128], z = 0 unless the
 * diffuse term is positive. */
#define GLSL_LIT \
   "vec4 lit(vec4 s) {\n" \
   "   float d = max(s.x, 0.0), h = max(s.y, 0.0);\n" \
   "   float e = clamp(s.w, -128.0, 128.0);\n" \
   "   return vec4(1.0, d, s.x > 0.0 ? pow(h, e) : 0.0, 1.0);\n" \
   "}\n"

static const char tnl_glsl[] =
   GLSL_VP1_HEAD GLSL_LIT
   "void main() {\n"
   "   gl_Position = hpos();\n"
   "   vec3 n = eye_normal();\n"
   "   n *= inversesqrt(dot(n, n));\n"
   "   vec4 l0 = lit(vec4(dot(n, c[8].xyz), dot(n, c[14].xyz), 0.0, c[13].w));\n"
   "   vec4 l1 = lit(vec4(dot(n, c[10].xyz), dot(n, c[15].xyz), 0.0, c[13].w));\n"
   "   vec4 r4 = l0.y * c[9];\n"
   "   r4 = l1.y * c[11] + r4;\n"
   "   r4 = (r4 + c[12]) * gl_Color;\n"
   "   float s = l0.z + l1.z;\n"
   "   gl_FrontColor = vec4(s * c[13].y + r4.xyz, gl_Color.w);\n"
   "}\n";

/* ---- state-bound: c[8] offsets the position, c[9] is the colour ------ */

static const char state_nv[] =
   "!!VP1.0\n"
   "ADD R0, v[OPOS], c[8];\n"
   VP1_HPOS_OF("R0")
   "MOV o[COL0], c[9];\n"
   "END\n";

static const char state_glsl[] =
   "#version 120\n"
   "uniform vec4 c[10];\n"
   "void main() {\n"
   "   gl_Position = (gl_Vertex + c[8]) *\n"
   "                 gl_ModelViewProjectionMatrixTranspose;\n"
   "   gl_FrontColor = c[9];\n"
   "}\n";

/* ---- per-pixel lighting (NV_fragment_program) ------------------------- */

/* The vertex stage of the fragment cases: eye-space normal in TEX0. */
static const char pixel_vp_nv[] =
   "!!VP1.0\n"
   VP1_HPOS
   VP1_NORMAL("o[TEX0]")
   "MOV o[COL0], v[COL0];\n"
   "END\n";

static const char pixel_vs_glsl[] =
   GLSL_VP1_HEAD
   "void main() {\n"
   "   gl_Position = hpos();\n"
   "   gl_TexCoord[0] = vec4(eye_normal(), 1.0);\n"
   "   gl_FrontColor = gl_Color;\n"
   "}\n";

/* Blinn-Phong with one light; the constants are the normalised light 0
 * direction and half vector of bench_lighting_params().  amb goes
 * through a register: NV_fragment_program 3.11.2 allows one
 * instruction two constants only if "taken together [they] contain no
 * more than four unique scalar values" (the ARB text does the same
 * work). */
#define PIXEL_CONSTANTS(KW) \
   KW " light = {-0.476731, 0.667424, 0.572078, 0};\n" \
   KW " halfv = {-0.256200, 0.358680, 0.897321, 0};\n" \
   KW " lcol = {1.0, 0.9, 0.8, 1.0};\n" \
   KW " amb = {0.08, 0.08, 0.1, 0.0};\n" \
   KW " spec = {0.0, 0.6, 0.0, 48.0};\n"

static const char pixel_fp32_nv[] =
   "!!FP1.0\n"
   PIXEL_CONSTANTS("DEFINE")
   "DP3R R0.x, f[TEX0], f[TEX0];\n"
   "RSQR R0.x, R0.x;\n"
   "MULR R0.xyz, f[TEX0], R0.x;\n"
   "DP3R R1.x, R0, light;\n"
   "DP3R R1.y, R0, halfv;\n"
   "MOVR R1.w, spec.w;\n"
   "LITR R2, R1;\n"
   "MOVR R4, amb;\n"
   "MADR R3, R2.y, lcol, R4;\n"
   "MULR R3, R3, f[COL0];\n"
   "MADR o[COLR].xyz, R2.z, spec.y, R3;\n"
   "MOVR o[COLR].w, f[COL0].w;\n"
   "END\n";

/* The same with every temporary and every operation in fp16 (H). */
static const char pixel_fp16_nv[] =
   "!!FP1.0\n"
   PIXEL_CONSTANTS("DEFINE")
   "DP3H H0.x, f[TEX0], f[TEX0];\n"
   "RSQH H0.x, H0.x;\n"
   "MULH H0.xyz, f[TEX0], H0.x;\n"
   "DP3H H1.x, H0, light;\n"
   "DP3H H1.y, H0, halfv;\n"
   "MOVH H1.w, spec.w;\n"
   "LITH H2, H1;\n"
   "MOVH H4, amb;\n"
   "MADH H3, H2.y, lcol, H4;\n"
   "MULH H3, H3, f[COL0];\n"
   "MADH o[COLH].xyz, H2.z, spec.y, H3;\n"
   "MOVH o[COLH].w, f[COL0].w;\n"
   "END\n";

static const char pixel_fp_arb[] =
   "!!ARBfp1.0\n"
   PIXEL_CONSTANTS("PARAM")
   "TEMP R0, R1, R2, R3, R4;\n"
   "DP3 R0.x, fragment.texcoord[0], fragment.texcoord[0];\n"
   "RSQ R0.x, R0.x;\n"
   "MUL R0.xyz, fragment.texcoord[0], R0.x;\n"
   "DP3 R1.x, R0, light;\n"
   "DP3 R1.y, R0, halfv;\n"
   "MOV R1.w, spec.w;\n"
   "LIT R2, R1;\n"
   "MOV R4, amb;\n"
   "MAD R3, R2.y, lcol, R4;\n"
   "MUL R3, R3, fragment.color;\n"
   "MAD result.color.xyz, R2.z, spec.y, R3;\n"
   "MOV result.color.w, fragment.color.w;\n"
   "END\n";

static const char pixel_fs_glsl[] =
   "#version 120\n"
   GLSL_LIT
   "const vec4 light = vec4(-0.476731, 0.667424, 0.572078, 0.0);\n"
   "const vec4 halfv = vec4(-0.256200, 0.358680, 0.897321, 0.0);\n"
   "const vec4 lcol = vec4(1.0, 0.9, 0.8, 1.0);\n"
   "const vec4 amb = vec4(0.08, 0.08, 0.1, 0.0);\n"
   "const vec4 spec = vec4(0.0, 0.6, 0.0, 48.0);\n"
   "void main() {\n"
   "   vec3 t = gl_TexCoord[0].xyz;\n"
   "   vec3 n = t * inversesqrt(dot(t, t));\n"
   "   vec4 l = lit(vec4(dot(n, light.xyz), dot(n, halfv.xyz), 0.0, spec.w));\n"
   "   vec4 r3 = (l.y * lcol + amb) * gl_Color;\n"
   "   gl_FragColor = vec4(l.z * spec.y + r3.xyz, gl_Color.w);\n"
   "}\n";

/* ---- four-bone skinning with a BRA loop and a CAL subroutine (VP2) ---- */

/* c[16+3b..18+3b] rows of bone b (3x4), c[28] = (1, 3, 4, 0): one, the
 * row stride of a bone, the bone count, zero.  The weights are v[COL0]
 * normalised to sum 1; the diffuse term uses c[8] in object space. */
static const char skin_nv[] =
   "!!VP2.0\n"
   "main:\n"
   "DP4 R9.x, v[COL0], c[28].x;\n"
   "RCP R9.x, R9.x;\n"
   "MUL R8, v[COL0], R9.x;\n"
   "MOV R10, c[28].w;\n"
   "MOV R1, c[28].w;\n"
   "MOV R4, c[28].w;\n"
   "MOVC R15.x, c[28].z;\n"
   "loop:\n"
   "CAL bone (GT.x);\n"
   "SUBC R15.x, R15.x, c[28].x;\n"
   "BRA loop (GT.x);\n"
   "MOV R1.w, c[28].x;\n"
   VP1_HPOS_OF("R1")
   "DP3 R5.x, R4, R4;\n"
   "RSQ R5.x, R5.x;\n"
   "MUL R4.xyz, R4, R5.x;\n"
   "DP3 R6.x, R4, c[8];\n"
   "MAX R6.x, R6.x, c[28].w;\n"
   "MAD o[COL0].xyz, v[COL0], R6.x, c[12];\n"
   "MOV o[COL0].w, c[28].x;\n"
   "RET;\n"
   "bone:\n"
   "ARL A0.x, R10.x;\n"
   "DP4 R2.x, c[A0.x+16], v[OPOS];\n"
   "DP4 R2.y, c[A0.x+17], v[OPOS];\n"
   "DP4 R2.z, c[A0.x+18], v[OPOS];\n"
   "MAD R1.xyz, R2, R8.x, R1;\n"
   "DP3 R3.x, c[A0.x+16], v[NRML];\n"
   "DP3 R3.y, c[A0.x+17], v[NRML];\n"
   "DP3 R3.z, c[A0.x+18], v[NRML];\n"
   "MAD R4.xyz, R3, R8.x, R4;\n"
   "MOV R8, R8.yzwx;\n"
   "ADD R10.x, R10.x, c[28].y;\n"
   "RET;\n"
   "END\n";

/* ARB_vertex_program has no loops: the four bones unrolled. */
#define SKIN_ARB_BONE(R0, R1, R2, W) \
   "DP4 R2.x, c[" R0 "], vertex.position;\n" \
   "DP4 R2.y, c[" R1 "], vertex.position;\n" \
   "DP4 R2.z, c[" R2 "], vertex.position;\n" \
   "MAD R1.xyz, R2, R8." W ", R1;\n" \
   "DP3 R3.x, c[" R0 "], vertex.normal;\n" \
   "DP3 R3.y, c[" R1 "], vertex.normal;\n" \
   "DP3 R3.z, c[" R2 "], vertex.normal;\n" \
   "MAD R4.xyz, R3, R8." W ", R4;\n"

static const char skin_arb[] =
   "!!ARBvp1.0\n"
   "PARAM mvp[4] = { state.matrix.mvp };\n"
   "PARAM c[29] = { program.env[0..28] };\n"
   "TEMP R1, R2, R3, R4, R5, R6, R8, R9;\n"
   "DP4 R9.x, vertex.color, c[28].x;\n"
   "RCP R9.x, R9.x;\n"
   "MUL R8, vertex.color, R9.x;\n"
   "MOV R1, c[28].w;\n"
   "MOV R4, c[28].w;\n"
   SKIN_ARB_BONE("16", "17", "18", "x")
   SKIN_ARB_BONE("19", "20", "21", "y")
   SKIN_ARB_BONE("22", "23", "24", "z")
   SKIN_ARB_BONE("25", "26", "27", "w")
   "MOV R1.w, c[28].x;\n"
   "DP4 result.position.x, mvp[0], R1;\n"
   "DP4 result.position.y, mvp[1], R1;\n"
   "DP4 result.position.z, mvp[2], R1;\n"
   "DP4 result.position.w, mvp[3], R1;\n"
   "DP3 R5.x, R4, R4;\n"
   "RSQ R5.x, R5.x;\n"
   "MUL R4.xyz, R4, R5.x;\n"
   "DP3 R6.x, R4, c[8];\n"
   "MAX R6.x, R6.x, c[28].w;\n"
   "MAD result.color.xyz, vertex.color, R6.x, c[12];\n"
   "MOV result.color.w, c[28].x;\n"
   "END\n";

static const char skin_glsl[] =
   "#version 120\n"
   "uniform vec4 c[29];\n"
   "void main() {\n"
   "   vec4 w = gl_Color / dot(gl_Color, vec4(1.0));\n"
   "   vec3 p = vec3(0.0), n = vec3(0.0);\n"
   "   for (int b = 0; b < 4; b++) {\n"
   "      vec4 r0 = c[16 + 3 * b], r1 = c[17 + 3 * b], r2 = c[18 + 3 * b];\n"
   "      p += vec3(dot(r0, gl_Vertex), dot(r1, gl_Vertex),\n"
   "                dot(r2, gl_Vertex)) * w.x;\n"
   "      n += vec3(dot(r0.xyz, gl_Normal), dot(r1.xyz, gl_Normal),\n"
   "                dot(r2.xyz, gl_Normal)) * w.x;\n"
   "      w = w.yzwx;\n"
   "   }\n"
   "   gl_Position = vec4(p, 1.0) * gl_ModelViewProjectionMatrixTranspose;\n"
   "   n *= inversesqrt(dot(n, n));\n"
   "   float d = max(dot(n, c[8].xyz), 0.0);\n"
   "   gl_FrontColor = vec4(gl_Color.xyz * d + c[12].xyz, 1.0);\n"
   "}\n";

/*
 * The same skinning with matrix-palette indices per vertex, as
 * ARB_vertex_program skinning is written: v[TEX0] holds each vertex's
 * four bone offsets (3b, rotated with the weights), so every row read is
 * c[A0.x + n] with a per-vertex A0 in all three apis.  The texts are the
 * fixed-row ones with the index source changed.
 */
static const char *const palette_nv_edits[][2] = {
   { "MOV R10, c[28].w;\n", "MOV R11, v[TEX0];\n" },
   { "ARL A0.x, R10.x;\n", "ARL A0.x, R11.x;\n" },
   { "ADD R10.x, R10.x, c[28].y;\n", "MOV R11, R11.yzwx;\n" },
};

#define SKIN_ARB_PALETTE_BONE(S, W) \
   "ARL A0.x, vertex.texcoord[0]." S ";\n" \
   SKIN_ARB_BONE("A0.x+16", "A0.x+17", "A0.x+18", W)

static const char *const palette_arb_edits[][2] = {
   { "TEMP R1,", "ADDRESS A0;\nTEMP R1," },
   { SKIN_ARB_BONE("16", "17", "18", "x"), SKIN_ARB_PALETTE_BONE("x", "x") },
   { SKIN_ARB_BONE("19", "20", "21", "y"), SKIN_ARB_PALETTE_BONE("y", "y") },
   { SKIN_ARB_BONE("22", "23", "24", "z"), SKIN_ARB_PALETTE_BONE("z", "z") },
   { SKIN_ARB_BONE("25", "26", "27", "w"), SKIN_ARB_PALETTE_BONE("w", "w") },
};

static const char *const palette_glsl_edits[][2] = {
   { "   vec3 p = vec3(0.0)",
     "   vec4 bone = gl_MultiTexCoord0;\n   vec3 p = vec3(0.0)" },
   { " + 3 * b]", " + int(bone.x)]" },
   { "      w = w.yzwx;\n", "      w = w.yzwx;\n      bone = bone.yzwx;\n" },
};

#define EDIT(text, edits) \
   substitute(text, edits, sizeof(edits) / sizeof(edits[0]))

/* ---- the 128-instruction program -------------------------------------- */

/*
 * NV_vertex_program 2.14.1.7: "A vertex program fails to load if it
 * contains more than 128 instructions."  4 DP4 for the position, 3 DP3 for the eye-space normal,
 * one MOV to start the colour, 119 of the cycle below, one MOV out.
 * Every instruction feeds the colour, so no compiler can drop any, and the
 * values stay in [0, 1] (MIN against c[] <= 1 after an absolute value).
 * Each instruction reads one c[] register at most (2.14.1.7: "A vertex
 * program fails to load if any instruction sources more than one unique
 * program parameter register.").
 */
#define LONG_BODY 119

static const struct {
   const char *nv;     /* %u: the c[] index */
   const char *glsl;
} long_cycle[] = {
   { "MUL R2, R1, c[%u];\n",        "R2 = R1 * c[%u];\n" },
   { "MAD R2, R0.xyzz, c[%u], R2;\n", "R2 = R0.xyzz * c[%u] + R2;\n" },
   { "DP3 R3.x, R2, c[%u];\n",      "R3.x = dot(R2.xyz, c[%u].xyz);\n" },
   { "ADD R1, R2, R3.x;\n",         "R1 = R2 + R3.x;\n" },
   { "MAX R1, R1, -R1;\n",          "R1 = max(R1, -R1);\n" },
   { "MIN R1, R1, c[%u];\n",        "R1 = min(R1, c[%u]);\n" },
};

static char *
long_text(bool glsl)
{
   char *s = NULL;
   size_t size = 0;
   FILE *f = open_memstream(&s, &size);
   const unsigned n = sizeof(long_cycle) / sizeof(long_cycle[0]);

   fputs(glsl ? GLSL_VP1_HEAD
                "void main() {\n"
                "gl_Position = hpos();\n"
                "vec4 R0 = vec4(eye_normal(), 0.0), R1 = gl_Color, R2, R3;\n"
              : "!!VP1.0\n" VP1_HPOS VP1_NORMAL("R0")
                "MOV R1, v[COL0];\n", f);
   for (unsigned i = 0; i < LONG_BODY; i++) {
      const char *line = glsl ? long_cycle[i % n].glsl
                              : long_cycle[i % n].nv;
      fprintf(f, line, 8 + i % 8);
   }
   fputs(glsl ? "gl_FrontColor = R1;\n}\n" : "MOV o[COL0], R1;\nEND\n", f);
   fclose(f);
   return s;
}

/* ---- the table ---------------------------------------------------------- */

static struct bench_texts works[BENCH_NUM_WORKS];
static bool built[BENCH_NUM_WORKS];

static char *
with_option(const char *arb, const char *option)
{
   const char *head = "!!ARBvp1.0\n";
   char *s = malloc(strlen(arb) + strlen(option) + 2);
   sprintf(s, "%s%s\n%s", head, option, arb + strlen(head));
   return s;
}

const struct bench_texts *
bench_work_texts(enum bench_work w)
{
   struct bench_texts *t = &works[w];
   if (built[w])
      return t;
   built[w] = true;
   switch (w) {
   case BENCH_WORK_TNL:
      *t = (struct bench_texts){
         .vp = { tnl_nv, vp1_to_arb(tnl_nv), tnl_glsl } };
      break;
   case BENCH_WORK_STATE:
      *t = (struct bench_texts){
         .vp = { state_nv, vp1_to_arb(state_nv), state_glsl } };
      break;
   case BENCH_WORK_LONG: {
      char *nv = long_text(false);
      *t = (struct bench_texts){
         .vp = { nv, vp1_to_arb(nv), long_text(true) } };
      break;
   }
   case BENCH_WORK_SKIN:
      *t = (struct bench_texts){ .vp = { skin_nv, skin_arb, skin_glsl } };
      break;
   case BENCH_WORK_SKIN_PALETTE:
      *t = (struct bench_texts){
         .vp = { EDIT(skin_nv, palette_nv_edits),
                 EDIT(skin_arb, palette_arb_edits),
                 EDIT(skin_glsl, palette_glsl_edits) } };
      break;
   case BENCH_WORK_PIXEL32:
   case BENCH_WORK_PIXEL16:
      *t = (struct bench_texts){
         .vp = { pixel_vp_nv, vp1_to_arb(pixel_vp_nv), pixel_vs_glsl },
         .fp = { w == BENCH_WORK_PIXEL32 ? pixel_fp32_nv : pixel_fp16_nv,
                 pixel_fp_arb, pixel_fs_glsl } };
      break;
   case BENCH_WORK_VP2_OPTION: {
      /* The ARB text of the lighting program read through
       * NV_vertex_program2_option's parser against Mesa's own. */
      const struct bench_texts *tnl = bench_work_texts(BENCH_WORK_TNL);
      *t = (struct bench_texts){
         .vp = { with_option(tnl->vp[BENCH_ARB],
                             "OPTION NV_vertex_program2;"),
                 tnl->vp[BENCH_ARB], tnl_glsl } };
      break;
   }
   case BENCH_WORK_GP4_SKIN:
   case BENCH_WORK_GP4_HASH:
   case BENCH_WORK_GP4_AMPLIFY:
      bench_gp4_texts(w, t);
      break;
   case BENCH_WORK_GP5_FP64:
   case BENCH_WORK_GP5_TESS:
   case BENCH_WORK_GP5_REDUCE:
      bench_gp5_texts(w, t);
      break;
   default:
      break;
   }
   return t;
}

char *
bench_late_error(const char *text, enum bench_api api)
{
   size_t len = strlen(text);
   char *s = malloc(len + 3);
   memcpy(s, text, len + 1);
   if (api == BENCH_GLSL) {
      strcat(s, "x\n");
   } else {
      char *end = NULL;
      for (char *p = strstr(s, "END"); p; p = strstr(p + 1, "END"))
         end = p;
      if (end) {
         memmove(end + 4, end + 3, strlen(end + 3) + 1);
         end[3] = 'X';
      }
   }
   return s;
}
