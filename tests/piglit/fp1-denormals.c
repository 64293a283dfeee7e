/*
 * NV_fragment_program fp32 denormals, bit for bit through a float
 * target.  Section 3.11.4.1: fp32 is IEEE "except that no special
 * representation is provided for denorms -- numbers in the range
 * (-2^-126, +2^-126).  All such numbers are flushed to zero"; issue
 * "Should this extension support IEEE-style denorms?": "Computational
 * results that would otherwise produce denorms are flushed to zero".
 * Flushing keeps the sign (the reference interpreter, nvp_to_fp32()).
 *
 * llvmpipe runs fragment shaders with the CPU's flush-to-zero on, and
 * nvprog leaves the flush of arithmetic results to it there
 * (nvtgsi_options::fp32_ftz); softpipe gets the shader's own flush.  The
 * cases are the ways a denormal could slip past the driver's flush: an
 * arithmetic instruction that NIR removes (x * 1.0, x * -1.0, x + 0.0),
 * constants NIR folds, selects (MIN, MAX) of denormal operands, and
 * operands that no arithmetic produced (program parameters, flat-shaded
 * f[COL0]).  MOV copies its operand, denormal or not; MOV_SAT's result
 * is flushed.
 */
#include "fp1-common.h"

#include <math.h>

#define P2(e) ((float)ldexp(1.0, (e)))
#define D P2(-130)              /* a denormal */

static const struct nvpt_fp_case cases[] = {
   { "MULR products", "MULR o[COLR], R0, R1;\n",
     { { P2(-70), -P2(-70), P2(-63), 1.5f * P2(-64) },
       { P2(-70), P2(-70), P2(-63), P2(-63) } },
     { 0.0f, -0.0f, P2(-126), 0.0f } },
   { "ADDR sums", "ADDR o[COLR], R0, R1;\n",
     { { 1.5f * P2(-126), -1.5f * P2(-126), P2(-125), 1 },
       { -P2(-126), P2(-126), -P2(-126), 0 } },
     { 0.0f, -0.0f, P2(-126), 1 } },
   /* NIR removes x * 1.0 when only arithmetic reads the result */
   { "MULR by 1.0", "MULR o[COLR], R0, {1, 1, 1, 1};\n",
     { { D, -D, P2(-149), 1 } }, { 0.0f, -0.0f, 0.0f, 1 } },
   { "MULR by 1.0, negated", "MULR R4, R0, {1, 1, 1, 1};\n"
     "MOVR o[COLR], -R4;\n",
     { { D, -D, 1, 0 } }, { -0.0f, 0.0f, -1, -0.0f } },
   /* and makes x * -1.0 a sign flip */
   { "MULR by -1.0", "MULR o[COLR], R0, {-1, -1, -1, -1};\n",
     { { D, -D, P2(-149), 1 } }, { -0.0f, 0.0f, -0.0f, -1 } },
   { "ADDR of 0.0", "ADDR R4, R0, {0, 0, 0, 0};\n"
     "MULR o[COLR], R4, {2, 2, 2, 2};\n",
     { { D, P2(-149), 1, -1 } }, { 0.0f, 0.0f, 2, -2 } },
   { "MINR selects", "MINR o[COLR], R0, R1;\n",
     { { D, -D, 1, 2 }, { 1, 1, D, P2(-126) } },
     { 0.0f, -0.0f, 0.0f, P2(-126) } },
   { "MAXR selects", "MAXR o[COLR], R0, R1;\n",
     { { D, -D, -1, 2 }, { -1, -1, D, 3 } },
     { 0.0f, -0.0f, 0.0f, 3 } },
   { "RCPR underflows", "RCPR R4.x, R0.x;\nRCPR R4.y, R0.y;\n"
     "RCPR R4.z, R0.z;\nMOVR o[COLR], R4;\n",
     { { P2(127), -P2(127), P2(-126) } },
     { 0.0f, -0.0f, P2(126), 0.0f } },
   { "EX2R underflows", "EX2R R4.x, R0.x;\nEX2R R4.y, R0.y;\n"
     "MOVR o[COLR], R4;\n",
     { { -130, -126 } }, { 0.0f, P2(-126), 0.0f, 0.0f } },
   /* LIT: "if (t.x < 0) t.x = 0; if (t.y < 0) t.y = 0;" */
   { "LITR of denormals", "LITR o[COLR], R0;\n",
     { { D, -D, 0, 2 } }, { 1, 0.0f, 0.0f, 1 } },
   { "LITR keeps -0.0 and NaN",
     "LITR R4, R0;\nLITR R5, R1;\nLITR R6, R2;\n"
     "MOVR o[COLR].xy, R4.yzzz;\nMOVR o[COLR].z, R5.y;\n"
     "MOVR o[COLR].w, R6.z;\n",
     { { -0.0f, 2, 0, 2 }, { NAN, 2, 0, 2 }, { 1, NAN, 0, 2 } },
     { -0.0f, 0.0f, NAN, NAN } },
   { "MOVR copies", "MOVR o[COLR], R0;\n",
     { { D, -D, P2(-149), 1 } }, { D, -D, P2(-149), 1 } },
   /* _SAT of the copy: "if (result.x < 0) result.x = 0", a negative
    * denormal is below 0; then "Convert the result to the type of the
    * destination register": fp32 flushes D (as NVIDIA's driver does) */
   { "MOVR_SAT of denormals", "MOVR_SAT o[COLR], R0;\n",
     { { D, -D, -P2(-149), 2 } }, { 0.0f, 0.0f, 0.0f, 1 } },
};

/* f[COL0] of a flat-shaded point is the vertex's colour, (D, D, 1, 1),
 * or 0 where the vertex stage has already flushed it. */
static const struct nvpt_fp_case color_cases[] = {
   { "MULR f[COL0] by 1.0", "MULR o[COLR], f[COL0], {1, 1, 1, 1};\n",
     { { 0 } }, { 0.0f, 0.0f, 1, 1 } },
   { "MULR f[COL0] by 1.0, negated",
     "MULR R4, f[COL0], {1, 1, 1, 1};\nMOVR o[COLR], -R4;\n",
     { { 0 } }, { -0.0f, -0.0f, -1, -1 } },
   { "MINR f[COL0]", "MINR o[COLR], f[COL0], {1, 1, 1, 1};\n",
     { { 0 } }, { 0.0f, 0.0f, 1, 1 } },
};

/* Texels: a lookup is no arithmetic the driver flushes.  Unit 0 holds
 * the texel (D, -D, 1, 0.5) in an RGBA32F texture, or (1, 0, 0, 1) in an
 * RGBA8 one; unit 1 an RGBA8 texture with the border colour (D, -D,
 * 2^-149, 1), sampled outside [0, 1] with CLAMP_TO_BORDER (the GL clamps
 * it to [0, 1] for the normalised format: -D is +0.0).  nvprog flushes texels
 * only where the bound texture can hold an fp32 denormal and emits the
 * program again when that changes, so the same program is drawn with the
 * RGBA8 texture first, then the float one. */
static const struct nvpt_fp_case texel_unorm[] = {
   { "TEX of RGBA8", "TEX R1, R0, TEX0, 2D;\nMOVR o[COLR], R1;\n",
     { { 0.25f, 0.25f, 0, 1 } }, { 1, 0, 0, 1 } },
};
static const struct nvpt_fp_case texel_float[] = {
   { "TEX of RGBA32F", "TEX R1, R0, TEX0, 2D;\nMOVR o[COLR], R1;\n",
     { { 0.25f, 0.25f, 0, 1 } }, { 0.0f, -0.0f, 1, 0.5f } },
   { "MAXR of RGBA32F texels", "TEX R1, R0, TEX0, 2D;\n"
     "MAXR o[COLR], R1, {-1, -1, -1, -1};\n",
     { { 0.25f, 0.25f, 0, 1 } }, { 0.0f, -0.0f, 1, 0.5f } },
   { "TEX of a denormal border colour",
     "TEX R1, R0, TEX1, 2D;\nMOVR o[COLR], R1;\n",
     { { 1.5f, 1.5f, 0, 1 } }, { 0.0f, 0.0f, 0.0f, 1 } },
};

/* MIN, MAX and _SAT of texels: nvprog takes the short forms (one
 * compare, one select; no clamp) while every unit's texels lie in [+0.0,
 * 1.0] (nvtgsi_options::texels_01_units) and emits the program again
 * when a float texture is bound.  Units 0 and 2, RGBA8 first, then
 * RGBA32F with -0.0 and NaN: "min(-0.0,+0.0) == min(+0.0,-0.0) ==
 * -0.0", "max(-0.0,+0.0) == max(+0.0,-0.0) == +0.0", "min(NaN, <x>) ==
 * min(<x>, NaN) == NaN" (NV_fragment_program 3.11.6.11, .12); the short
 * forms give the other zero, and 0.5 for a NaN on one side. */
#define MINMAX_BODY(op) "TEX R1, R0, TEX0, 2D;\nTEX R2, R0, TEX2, 2D;\n" \
                        op "R_SAT o[COLR], R1, R2;\n"
static const struct nvpt_fp_case minmax_unorm[] = {
   { "MAXR_SAT of RGBA8 texels", MINMAX_BODY("MAX"),
     { { 0.25f, 0.25f, 0, 1 } }, { 1, 1, 1, 0 } },
   { "MINR_SAT of RGBA8 texels", MINMAX_BODY("MIN"),
     { { 0.25f, 0.25f, 0, 1 } }, { 0, 0, 1, 0 } },
};
static const struct nvpt_fp_case minmax_float[] = {
   { "MAXR_SAT of RGBA32F texels", MINMAX_BODY("MAX"),
     { { 0.25f, 0.25f, 0, 1 } }, { 0.0f, NAN, NAN, 0.0f } },
   { "MINR_SAT of RGBA32F texels", MINMAX_BODY("MIN"),
     { { 0.25f, 0.25f, 0, 1 } }, { -0.0f, NAN, NAN, -0.0f } },
};

static GLuint
texture_2d(GLenum unit, GLint internal, GLenum type, const void *texel)
{
   PFNGLACTIVETEXTUREPROC active_texture =
      nvpt_get_proc("glActiveTexture");
   GLuint tex;

   active_texture(unit);
   glGenTextures(1, &tex);
   glBindTexture(GL_TEXTURE_2D, tex);
   glTexImage2D(GL_TEXTURE_2D, 0, internal, 1, 1, 0, GL_RGBA, type, texel);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
   active_texture(GL_TEXTURE0);
   return tex;
}

static bool
texel_tests(void)
{
   static const GLubyte red[4] = { 255, 0, 0, 255 };
   const float denormal[4] = { D, -D, 1, 0.5f };
   const float border[4] = { D, -D, P2(-149), 1 };
   bool pass;

   GLuint unorm = texture_2d(GL_TEXTURE0, GL_RGBA8, GL_UNSIGNED_BYTE, red);
   pass = nvpt_run_fp_cases(texel_unorm, NVPT_ARRAY_SIZE(texel_unorm),
                            200);
   GLuint flt = texture_2d(GL_TEXTURE0, GL_RGBA32F_ARB, GL_FLOAT,
                           denormal);
   GLuint bordered = texture_2d(GL_TEXTURE1, GL_RGBA8, GL_UNSIGNED_BYTE,
                                red);
   PFNGLACTIVETEXTUREPROC active_texture =
      nvpt_get_proc("glActiveTexture");
   active_texture(GL_TEXTURE1);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_BORDER);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_BORDER);
   glTexParameterfv(GL_TEXTURE_2D, GL_TEXTURE_BORDER_COLOR, border);
   active_texture(GL_TEXTURE0);
   /* program 200 again, now with the float texture bound */
   pass = nvpt_run_fp_cases(texel_float, 1, 200) && pass;
   pass = nvpt_run_fp_cases(texel_float + 1,
                            NVPT_ARRAY_SIZE(texel_float) - 1, 201) && pass;
   glDeleteTextures(1, &unorm);
   glDeleteTextures(1, &flt);
   glDeleteTextures(1, &bordered);

   /* the same programs (210, 211) with RGBA8, then RGBA32F textures */
   static const GLubyte a8[4] = { 255, 0, 255, 0 };
   static const GLubyte b8[4] = { 0, 255, 255, 0 };
   const float af[4] = { -0.0f, NAN, 0.5f, 0.0f };
   const float bf[4] = { 0.0f, 0.5f, NAN, -0.0f };
   GLuint ta = texture_2d(GL_TEXTURE0, GL_RGBA8, GL_UNSIGNED_BYTE, a8);
   GLuint tb = texture_2d(GL_TEXTURE2, GL_RGBA8, GL_UNSIGNED_BYTE, b8);
   pass = nvpt_run_fp_cases(minmax_unorm, NVPT_ARRAY_SIZE(minmax_unorm),
                            210) && pass;
   glDeleteTextures(1, &ta);
   glDeleteTextures(1, &tb);
   ta = texture_2d(GL_TEXTURE0, GL_RGBA32F_ARB, GL_FLOAT, af);
   tb = texture_2d(GL_TEXTURE2, GL_RGBA32F_ARB, GL_FLOAT, bf);
   pass = nvpt_run_fp_cases(minmax_float, NVPT_ARRAY_SIZE(minmax_float),
                            210) && pass;
   glDeleteTextures(1, &ta);
   glDeleteTextures(1, &tb);
   return pass;
}

enum nvpt_result
nvpt_test(void)
{
   static struct nvpt_fp_case folded = {
      "MULR of constants NIR folds",
      "DEFINE a = {1e-21, -1e-21, 1e-19, 1.25e-19};\n"
      "DEFINE b = {1e-21, 1e-21, 1e-19, 1.25e-19};\n"
      "MULR o[COLR], a, b;\n",
      { { 0 } }, { 0.0f, -0.0f, 0.0f, 0.0f }, { 0 } };
   volatile float w = 1.25e-19f;
   bool pass;

   nvpt_require_nv_fragment_program();
   nvpt_float_target_begin();
   /* 1.25e-19^2 is above 2^-126; the others are below */
   folded.expected[3] = w * w;
   pass = nvpt_run_fp_cases(cases, NVPT_ARRAY_SIZE(cases), 1);
   pass = nvpt_run_fp_cases(&folded, 1, 50) && pass;

   glShadeModel(GL_FLAT);
   glColor4f(D, D, 1, 1);
   pass = nvpt_run_fp_cases(color_cases, NVPT_ARRAY_SIZE(color_cases),
                            100) && pass;
   glShadeModel(GL_SMOOTH);
   glColor4f(1, 1, 1, 1);
   pass = texel_tests() && pass;
   return nvpt_end_test(pass);
}
