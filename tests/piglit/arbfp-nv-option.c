/*
 * NV_fragment_program_option: "!!ARBfp1.0" with OPTION
 * NV_fragment_program, exact pixels of a float target.  Each case is a
 * whole program with program.env[0..3] set to its p[][], drawn as one
 * point (fog coordinate 0.5); the pixel must equal 'expected' bit for
 * bit, or stay the clear colour when 'killed'.  Then load errors with
 * their positions (the previous program stays), and a plain ARB program
 * that stays with Mesa's parser.
 */
#include "harness.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define HDR "!!ARBfp1.0\nOPTION NV_fragment_program;\n"

static PFNGLPROGRAMSTRINGARBPROC ProgramStringARB;
static PFNGLBINDPROGRAMARBPROC BindProgramARB;
static PFNGLPROGRAMENVPARAMETER4FVARBPROC ProgramEnvParameter4fvARB;
static PFNGLPROGRAMLOCALPARAMETER4FVARBPROC ProgramLocalParameter4fvARB;
static PFNGLFOGCOORDFPROC FogCoordf;

struct fp_case {
   const char *name;
   const char *text;
   float p[4][4];
   float expected[4];
   bool killed;
};

static const struct fp_case cases[] = {
   /* NV_fragment_program_option 3.11.4.X: "The "R", "H", and "X" opcode
    * precision modifiers [...] specify the minimum precision used to
    * perform arithmetic operations", and "SHORT" variables "will
    * represented with at least 16 bits per component": nvprog computes
    * and stores them in fp32 (nvp_fp_precision_is_minimum()).  So 1/3,
    * 65520 (fp16's INF), 1e-8 (below fp16's denormals) and -2049 (an
    * fp16 tie) come back as they went in, where FP1.0 (fp1-precision)
    * rounds each. */
   { "SHORT TEMP holds fp32",
     HDR "SHORT TEMP h;\nMOV h, program.env[0];\n"
     "MOV result.color, h;\nEND",
     { { 1.0f / 3.0f, 65520.0f, 1e-8f, -2049.0f } },
     { 1.0f / 3.0f, 65520.0f, 1e-8f, -2049.0f } },
   /* "X": computed in fp32 too, no clamp to fx12's range */
   { "ADDX in fp32",
     HDR "TEMP r;\nADDX r, program.env[0], 0;\n"
     "MOV result.color, r;\nEND",
     { { 3.0f, -3.0f, 0.0004f, 1.0f / 3.0f } },
     { 3.0f, -3.0f, 0.0004f, 1.0f / 3.0f } },
   { "MULH in fp32",
     HDR "TEMP r;\nMULH r, program.env[0], program.env[1];\n"
     "MOV result.color, r;\nEND",
     { { 1.0f, 3.0f, 1000.0f, 0.1f }, { 1.0f / 3.0f, 1.0f, 1000.0f,
       1.0f } },
     { 1.0f / 3.0f, 3.0f, 1e6f, 0.1f } },
   /* a SHORT variable of fp32 values and the condition code of an "H"
    * instruction: 1/3 stays fp32's (times 3 is 1.0, where fp16's
    * 0.333251953125 gives 0.999755859375) */
   { "SHORT TEMP and HC in fp32",
     HDR "SHORT TEMP h;\nTEMP r;\nSUBHC h, program.env[0], "
     "program.env[1];\nMOV r, 0;\nMOV r (NE), 1;\n"
     "MUL r.w, h.x, 3;\nMOV result.color, r;\nEND",
     { { 1.0f / 3.0f, 2.0f, 0.5f, 1.0f }, { 0.0f, 2.0f, 0.25f, 1.0f } },
     { 1.0f, 0.0f, 1.0f, 1.0f } },
   /* the spec's MOVC example: (-2,0,2,NaN) gives (LT,EQ,GT,UN) */
   { "condition code mask",
     HDR "TEMP r, s;\nMOVC r, program.env[0];\nMOV s, 0;\n"
     "MOV s (NE), 1;\nMOV s.y (EQ), 5;\nMOV result.color, s;\nEND",
     { { -2.0f, 0.0f, 2.0f, NAN } }, { 1.0f, 5.0f, 1.0f, 1.0f } },
   { "swizzled ccMask and _SAT",
     HDR "TEMP r, s;\nMOVC r, program.env[0];\nMOV s, -1;\n"
     "ADD_SAT s (LT.wzyx), program.env[0], 0.5;\n"
     "MOV result.color, s;\nEND",
     { { -2.0f, 0.0f, 2.0f, -4.0f } }, { 0.0f, -1.0f, -1.0f, 0.0f } },
   { "KIL ccTest kills", HDR "TEMP r;\nMOVC r, program.env[0];\n"
     "KIL LT.y;\nMOV result.color, 1;\nEND",
     { { 1.0f, -1.0f, 1.0f, 1.0f } }, { 0 }, true },
   { "KIL ccTest keeps", HDR "TEMP r;\nMOVC r, program.env[0];\n"
     "KIL LT.x;\nMOV result.color, 1;\nEND",
     { { 1.0f, -1.0f, 1.0f, 1.0f } }, { 1, 1, 1, 1 } },
   { "KIL source kills", HDR "KIL program.env[0];\n"
     "MOV result.color, 1;\nEND",
     { { 1.0f, 1.0f, -0.5f, 1.0f } }, { 0 }, true },
   { "KIL |source| keeps", HDR "KIL |program.env[0]|;\n"
     "MOV result.color, 1;\nEND",
     { { 1.0f, 1.0f, -0.5f, 1.0f } }, { 1, 1, 1, 1 } },
   /* a TEMP named like a condition (not reserved): "KIL GT;" matches
    * both "<killCond> ::= <ccTest>" and the source operand, and the spec
    * does not say which; NVIDIA's driver and nvprog read the condition
    * (the condition code is EQ initially: GT is false, kept), while a
    * negated name is the variable (-GT.w = 1, -GT.x = -1: killed) */
   { "KIL of a TEMP named GT", HDR "TEMP GT;\nMOV GT, program.env[0];\n"
     "KIL GT;\nMOV result.color, 1;\nEND",
     { { 1.0f, 1.0f, 1.0f, -1.0f } }, { 1, 1, 1, 1 } },
   { "KIL of a negated TEMP named GT",
     HDR "TEMP GT;\nMOV GT, program.env[0];\n"
     "KIL -GT;\nMOV result.color, 1;\nEND",
     { { 1.0f, 1.0f, 1.0f, -1.0f } }, { 0 }, true },
   { "PK2H / UP2H bits",
     HDR "TEMP r, s;\nPK2H r.x, program.env[0];\nUP2H s, r.x;\n"
     "MOV result.color, s;\nEND",
     { { 1.0f / 3.0f, -65536.0f, 0.0f, 0.0f } },
     { 0.333251953125f, -INFINITY, 0.333251953125f, -INFINITY } },
   { "PK4UB / UP4UB",
     HDR "TEMP r, s;\nPK4UB r.x, program.env[0];\nUP4UB s, r.x;\n"
     "MOV result.color, s;\nEND",
     { { 0.5f, 2.0f, -1.0f, 0.25f } },
     { 128.0f / 255.0f, 1.0f, 0.0f, 64.0f / 255.0f } },
   { "ABS DPH CMP",
     HDR "TEMP r;\nABS r.x, program.env[0].y;\n"
     "DPH r.y, program.env[0], program.env[1];\n"
     "CMP r.zw, program.env[0].yyyx, 7, 9;\nMOV result.color, r;\nEND",
     { { 1.0f, -2.0f, 3.0f, 100.0f }, { 1.0f, 1.0f, 1.0f, 0.5f } },
     { 2.0f, 2.5f, 7.0f, 9.0f } },
   /* SWZ's negation of a zero: ARB_fragment_program says nothing of
    * -0.0 (nvprog gave -0.0 for "-r" of r = +0.0, NVIDIA's driver +0.0),
    * so the negated component here is the non-zero "b" */
   { "XPD SWZ rgba",
     HDR "TEMP r, s;\nXPD r, program.env[0], program.env[1];\n"
     "SWZ s, r, b, -b, 1, 0;\nMOV result.color.rgb, s;\n"
     "MOV result.color.a, r.b;\nEND",
     { { 1.0f, 0.0f, 0.0f, 0.0f }, { 0.0f, 1.0f, 0.0f, 0.0f } },
     { 1.0f, -1.0f, 1.0f, 1.0f } },
   { "LRPX, SGT, SFL, STR",
     HDR "TEMP r;\nLRPX r.x, 0.5, program.env[0].x, program.env[0].y;\n"
     "SGT r.y, program.env[0].x, program.env[0].y;\n"
     "SFL r.z, 1, 2;\nSTR r.w, 1, 2;\nMOV result.color, r;\nEND",
     { { 1.0f, 0.25f, 0.0f, 0.0f } }, { 0.625f, 1.0f, 0.0f, 1.0f } },
   { "program.local",
     HDR "MOV result.color, program.local[2];\nEND",
     { { 0 } }, { 0.5f, -1.5f, 8.0f, 0.125f } },
   { "state.fog.color, state.depth.range, state.texenv",
     HDR "PARAM f = state.fog.color;\n"
     "PARAM d = state.depth.range;\nTEMP r;\n"
     "MOV r.xy, d;\nMOV r.z, f.y;\n"
     "MOV r.w, state.texenv[1].color.w;\nMOV result.color, r;\nEND",
     { { 0 } }, { 0.25f, 0.75f, 1.0f, 0.5f } },
   { "fragment.fogcoord is (f,0,0,1)",
     HDR "MOV result.color, fragment.fogcoord;\nEND",
     { { 0 } }, { 0.5f, 0.0f, 0.0f, 1.0f } },
   /* ARB_fog_linear, start 0, end 1: f = 0.5, rgb = 0.5 * color + 0.5 *
    * fog colour (0, 1, 0), alpha unchanged */
   { "OPTION ARB_fog_linear",
     HDR "OPTION ARB_fog_linear;\nMOV result.color, program.env[0];\n"
     "END", { { 1.0f, 0.0f, 0.5f, 0.75f } },
     { 0.5f, 0.5f, 0.25f, 0.75f } },
   /* "SHORT OUTPUT" result.color is o[COLH], of fp32 values here */
   { "SHORT OUTPUT",
     HDR "SHORT OUTPUT c = result.color;\nMOV c, program.env[0];\nEND",
     { { 1.0f / 3.0f, 1e5f, 1.0f, 2.0f } },
     { 1.0f / 3.0f, 1e5f, 1.0f, 2.0f } },
};

/*
 * "The "R", "H", and "X" opcode precision modifiers [...] specify the
 * minimum precision used to perform arithmetic operations": fp32 for "H"
 * and "X" is one answer (nvprog's, above), the precision named is
 * another (NVIDIA's driver computes "H" and "X" in fp16, where "If the
 * result of a computation overflows the range of numbers supported by
 * the instruction precision, the result will be +/-INF").  The spec
 * bounds the precision from below only, so these cases take either.
 */
static const struct {
   const char *name;
   float v[4];
} fp16_results[] = {
   { "ADDX in fp32", { 3.0f, -3.0f, 0x1.a38p-12f, 0x1.554p-2f } },
   { "MULH in fp32", { 0x1.554p-2f, 3.0f, INFINITY, 0x1.998p-4f } },
   { "SHORT TEMP and HC in fp32", { 1.0f, 0.0f, 1.0f, 0x1.ffcp-1f } },
};

/* Bad programs: the error position must be the offending byte. */
static const struct {
   const char *name;
   const char *text;
   const char *at;     /* the text from the expected position */
} errors[] = {
   { "opcode as a name", HDR "TEMP DDXR;\nEND", "DDXR;" },
   { "precision on TEX", HDR "TEXH result.color, fragment.texcoord[0], "
     "texture[0], 2D;\nEND", "TEXH" },
   { "PK2H into SHORT", HDR "SHORT TEMP h;\nPK2H h, 1;\n"
     "MOV result.color, h;\nEND", "PK2H h" },
   { "two targets on one unit", HDR "TEMP r;\n"
     "TEX r, fragment.texcoord[0], texture[1], 2D;\n"
     "TEX r, fragment.texcoord[0], texture[1], 3D;\nEND",
     "3D;\nEND" },
   { "bad condition", HDR "TEMP r;\nMOV r (XX), 1;\nEND", "XX)" },
   { "unknown option", HDR "OPTION NV_fragment_program3;\nEND",
     "NV_fragment_program3" },
   { "two precision hints", HDR "OPTION ARB_precision_hint_nicest;\n"
     "OPTION ARB_precision_hint_fastest;\nEND",
     "ARB_precision_hint_fastest" },
   { "vertex binding", HDR "MOV result.color, vertex.color;\nEND",
     "vertex.color" },
   { "no END", HDR "MOV result.color, 1;\n", "" },
   /* Mesa's parser, which plain texts go to, said byte 2 */
   { "empty string", "", "" },
};

static bool
load(GLuint id, const char *text)
{
   return nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, id, text);
}

static void
draw_point(float out[4])
{
   float nx, ny;

   nvpt_pixel_ndc(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, &nx, &ny);
   nvpt_clear_sentinel();
   glBegin(GL_POINTS);
   FogCoordf(0.5f);
   glVertex4f(nx, ny, 0.0f, 1.0f);
   glEnd();
   nvpt_read_float(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, out);
}

static bool
same(float got, float want)
{
   unsigned a, b;

   if (isnan(want))
      return isnan(got);
   memcpy(&a, &got, 4);
   memcpy(&b, &want, 4);
   return a == b;
}

static bool
run_case(GLuint id, const struct fp_case *t)
{
   static const float local2[4] = { 0.5f, -1.5f, 8.0f, 0.125f };
   float got[4];
   bool ok = true;

   if (!load(id, t->text))
      return false;
   for (unsigned k = 0; k < 4; k++)
      ProgramEnvParameter4fvARB(GL_FRAGMENT_PROGRAM_ARB, k, t->p[k]);
   ProgramLocalParameter4fvARB(GL_FRAGMENT_PROGRAM_ARB, 2, local2);
   draw_point(got);
   if (!nvpt_expect_error(GL_NO_ERROR, "drawing"))
      return false;
   const float *want = t->killed ? nvpt_sentinel : t->expected;
   for (unsigned c = 0; c < 4; c++)
      ok = same(got[c], want[c]) && ok;
   for (unsigned i = 0; !ok && i < NVPT_ARRAY_SIZE(fp16_results); i++) {
      if (strcmp(t->name, fp16_results[i].name) != 0)
         continue;
      ok = true;
      for (unsigned c = 0; c < 4; c++)
         ok = same(got[c], fp16_results[i].v[c]) && ok;
      if (ok)
         printf("  %s: the fp16 results\n", t->name);
   }
   if (!ok) {
      printf("  got      %.9g %.9g %.9g %.9g\n  expected %.9g %.9g %.9g "
             "%.9g%s\n", got[0], got[1], got[2], got[3], want[0], want[1],
             want[2], want[3], t->killed ? " (killed)" : "");
   }
   return ok;
}

static bool
run_error(GLuint id, unsigned i)
{
   const char *text = errors[i].text;
   GLint want = *errors[i].at ? (GLint)(strstr(text, errors[i].at) - text)
                              : (GLint)strlen(text);

   return nvpt_load_arb_program_bad(GL_FRAGMENT_PROGRAM_ARB, id, text, want);
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;
   float got[4];

   nvpt_require_extension("GL_NV_fragment_program_option");
   ProgramStringARB = nvpt_get_proc("glProgramStringARB");
   BindProgramARB = nvpt_get_proc("glBindProgramARB");
   ProgramEnvParameter4fvARB = nvpt_get_proc("glProgramEnvParameter4fvARB");
   ProgramLocalParameter4fvARB =
      nvpt_get_proc("glProgramLocalParameter4fvARB");
   FogCoordf = nvpt_get_proc("glFogCoordf");
   nvpt_float_target_begin();

   static const float fog_color[4] = { 0.0f, 1.0f, 0.0f, 0.0f };
   static const float env_color[4] = { 0.0f, 0.0f, 0.0f, 0.5f };
   glFogfv(GL_FOG_COLOR, fog_color);
   glFogi(GL_FOG_MODE, GL_LINEAR);
   glFogf(GL_FOG_START, 0.0f);
   glFogf(GL_FOG_END, 1.0f);
   glFogi(GL_FOG_COORD_SRC, GL_FOG_COORD);
   glDepthRange(0.25, 0.75);
   glActiveTexture(GL_TEXTURE1);
   glTexEnvfv(GL_TEXTURE_ENV, GL_TEXTURE_ENV_COLOR, env_color);
   glActiveTexture(GL_TEXTURE0);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);

   for (unsigned i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
      bool ok = run_case(1 + i, &cases[i]);
      printf("%s %s\n", ok ? "PASS" : "FAIL", cases[i].name);
      pass = ok && pass;
   }

   /* Errors leave the bound program as it was: program 1 again. */
   for (unsigned i = 0; i < sizeof(errors) / sizeof(errors[0]); i++) {
      bool ok = run_error(1, i);
      printf("%s error: %s\n", ok ? "PASS" : "FAIL", errors[i].name);
      pass = ok && pass;
   }
   for (unsigned k = 0; k < 4; k++)
      ProgramEnvParameter4fvARB(GL_FRAGMENT_PROGRAM_ARB, k, cases[0].p[k]);
   draw_point(got);
   bool kept = nvpt_expect_error(GL_NO_ERROR, "drawing after errors");
   for (unsigned c = 0; c < 4; c++)
      kept = same(got[c], cases[0].expected[c]) && kept;
   printf("%s previous program kept\n", kept ? "PASS" : "FAIL");
   pass = kept && pass;

   /* Without the option the text is Mesa's ARB_fragment_program: DDX is
    * no instruction there. */
   const char *plain = "!!ARBfp1.0\nDDX result.color, "
                       "fragment.texcoord[0];\nEND";
   BindProgramARB(GL_FRAGMENT_PROGRAM_ARB, 100);
   ProgramStringARB(GL_FRAGMENT_PROGRAM_ARB, GL_PROGRAM_FORMAT_ASCII_ARB,
                    (GLsizei)strlen(plain), plain);
   bool plain_ok = nvpt_expect_error(GL_INVALID_OPERATION,
                                     "plain ARBfp with DDX");
   plain_ok = load(101, "!!ARBfp1.0\nMOV result.color, "
                   "program.env[0];\nEND") && plain_ok;
   draw_point(got);
   for (unsigned c = 0; c < 4; c++)
      plain_ok = same(got[c], cases[0].p[0][c]) && plain_ok;
   printf("%s plain ARB programs stay Mesa's\n", plain_ok ? "PASS" : "FAIL");
   pass = plain_ok && pass;

   return nvpt_end_test(pass);
}
