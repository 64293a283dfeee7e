/*
 * NV_gpu_program5's 64-bit components through the GL (issue 16): LONG
 * TEMPs, S64/U64 and F64 arithmetic (the programs name OPTION
 * NV_gpu_program_fp64, as cgc's do; F64 needs none),
 * PK64 and UP64, drawn by fragment and vertex programs, and a double
 * passed from a vertex to a fragment program as issue 6 shows.  With
 * GL_NV_gpu_program5 enabled (MESA_EXTENSION_OVERRIDE=+GL_NV_gpu_program5
 * until nvprog advertises it: meson registers the test both ways).
 * Without it a version 5 program with 64-bit instructions fails at
 * position 0 and the bound program stays.
 *
 * Each case leaves one 64-bit value in R.x; UP64 splits it into its two
 * words and the program writes their four 16-bit pieces (low first) as
 * floats, so every bit of the value is an exact pixel component.
 */
#include "harness.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct fp64_case {
   const char *name;
   const char *body;       /* leaves the value in R.x */
   uint64_t expect;
   bool own;               /* nvprog's choice: checked there only */
} cases[] = {
   /* the carry out of the low word, and wrap at 2^64 */
   { "ADD.U64 carry", "PK64.U L, {4294967295, 0, 1, 0};"
     "ADD.U64 R.x, L.x, L.y;", UINT64_C(0x100000000) },
   { "MUL.U64 wrap", "PK64.U L, {4294967295, 4294967295, 3, 0};"
     "MUL.U64 R.x, L.x, L.y;", UINT64_C(0xFFFFFFFFFFFFFFFD) },
   { "SUB.S64 borrow", "PK64.S L, {0, 1, 1, 0}; SUB.S64 R.x, L.y, L.x;",
     UINT64_C(0xFFFFFFFF00000001) },
   { "SHL.U64 47", "PK64.U L, {3, 0, 0, 0}; SHL.U64 R.x, L.x, 47;",
     UINT64_C(0x0001800000000000) },
   /* a 32-bit literal sign-extended, then shifted arithmetically */
   { "SHR.S64", "MOV.S64 L.x, -65536; SHR.S64 R.x, L.x, 8;",
     UINT64_C(0xFFFFFFFFFFFFFF00) },
   { "SHR.U64", "MOV.S64 L.x, -65536; SHR.U64 R.x, L.x, 60;",
     UINT64_C(0xF) },
   /* -2^63 < 1 signed (TRUE: all ones), not unsigned */
   { "SLT.S64", "PK64.U L, {0, 2147483648, 1, 0}; SLT.S64 R.x, L.x, L.y;",
     UINT64_C(0xFFFFFFFFFFFFFFFF) },
   { "SLT.U64", "PK64.U L, {0, 2147483648, 1, 0}; SLT.U64 R.x, L.x, L.y;",
     0 },
   { "DIV.U64 MOD.U64", "PK64.U L, {1, 256, 0, 0}; DIV.U64 R.x, L.x, 3;"
     "MOD.U64 M.x, L.x, 3; SHL.U64 M.x, M.x, 56; OR.U64 R.x, R.x, M.x;",
     UINT64_C(0x5555555555) | (UINT64_C(2) << 56) },
   { "MAX.S64 ABS.S64", "MOV.S64 L, {-7, 5, 0, 0};"
     "MAX.S64 R.x, L.x, L.y; ABS.S64 M.x, L.x; MUL.S64 R.x, R.x, M.x;",
     35 },
   /* a 32-bit result into a LONG variable: sign-extended */
   { "MOV.S into LONG", "MOV.S R.x, -5;", UINT64_C(0xFFFFFFFFFFFFFFFB) },
   /* a member of a LONG array chosen when the program runs */
   { "LONG A[k.x]", "INT TEMP k; LONG TEMP A[3]; MOV.S k.x, 2;"
     "PK64.U A[k.x], {5, 6, 7, 8}; MOV.U64 A[1], A[k.x].yxwz;"
     "MOV.S k.x, 1; MOV.U64 R.x, A[k.x].x;", UINT64_C(0x0000000800000007) },
   /* fp64: 1/3, 0.1 + 0.2, the smallest denormal doubled, 1/0 */
   { "DIV.F64", "MOV.F64 L, {1, 3, 0, 0}; DIV.F64 R.x, L.x, L.y;",
     UINT64_C(0x3FD5555555555555) },
   { "ADD.F64", "MOV.F64 L, {0.1, 0.2, 0, 0}; ADD.F64 R.x, L.x, L.y;",
     UINT64_C(0x3FD3333333333334) },
   /* denormals: NV_gpu_program4's fp32 ones "are supported, but may be
    * flushed to zero"; of fp64's the spec says nothing (nvprog keeps
    * them, NVIDIA's driver flushes: 0) */
   { "F64 denormal", "MOV.F64 L.x, 4.9406564584124654e-324;"
     "ADD.F64 R.x, L.x, L.x;", 2, true },
   { "F64 1/0", "MOV.F64 L, {1, 0, 0, 0}; DIV.F64 R.x, L.x, L.y;",
     UINT64_C(0x7FF0000000000000) },
   /* half to even, and the result as an integer */
   { "ROUND.F64", "MOV.F64 L, {2.5, 0, 0, 0}; ROUND.F64 R.x, L.x;",
     UINT64_C(0x4000000000000000) },
   { "FLR.S64", "MOV.F64 L, {-1.5, 0, 0, 0}; FLR.S64 R.x, L.x;",
     UINT64_C(0xFFFFFFFFFFFFFFFE) },
   /* TRUE of a double compare: 1.0 in 64 bits */
   { "SGE.F64", "MOV.F64 L, {-0.5, -0.5, 0, 0}; SGE.F64 R.x, L.x, L.y;",
     UINT64_C(0x3FF0000000000000) },
};

#define HEAD "!!NVfp5.0\nOPTION NV_gpu_program_fp64;\n" \
             "LONG TEMP L, M, R;\nUINT TEMP u, v;\n"
/* R.x's words (lo, hi) in 16-bit pieces */
#define TAIL "UP64.U u, R.x; AND.U v.xz, u.xxyy, 65535;\n" \
             "SHR.U v.yw, u.xxyy, 16; I2F.U result.color, v;\nEND\n"

/* A vertex program: 2^32 - 1 times 2^32 + 1 is 2^64 - 1 */
static const char vp5[] =
   "!!NVvp5.0\nLONG TEMP L, R;\nUINT TEMP u, v;\n"
   "MOV result.position, vertex.position;\n"
   "PK64.U L, {4294967295, 0, 1, 1};\nMUL.U64 R.x, L.x, L.y;\n"
   "UP64.U u, R.x; AND.U v.xz, u.xxyy, 65535;\n"
   "SHR.U v.yw, u.xxyy, 16; I2F.U result.color, v;\nEND\n";
/* Issue 6's way of passing a double between stages: "the vertex shader
 * could unpack ... with UP64", the fragment program reads FLAT
 * attributes ("to prevent the hardware from trying to do
 * floating-point interpolation on the separate 32-bit halves") and
 * rebuilds it with PK64: 1/3 from the vertex program, doubled. */
static const char vp_up64[] =
   "!!NVvp5.0\nOPTION NV_gpu_program_fp64;\nLONG TEMP L;\n"
   "MOV result.position, vertex.position;\n"
   "MOV.F64 L, {1, 3, 0, 0};\nDIV.F64 L.x, L.x, L.y;\n"
   "UP64 result.attrib[0], L.xyxy;\nEND\n";
static const char fp_pk64[] =
   HEAD "FLAT ATTRIB a = fragment.attrib[0];\nPK64 L.xy, a;\n"
   "ADD.F64 R.x, L.x, L.x;\n" TAIL;
static const char pass_fp[] =
   "!!NVfp4.0\nMOV result.color, fragment.color;\nEND\n";

static void
pieces(uint64_t v, float out[4])
{
   for (unsigned k = 0; k < 4; k++)
      out[k] = (float)((v >> (16 * k)) & 0xFFFF);
}

static bool
draw(const char *name, const float expect[4], bool vertex)
{
   return nvpt_draw_arb_programs(name, expect, vertex);
}

/* Without the extension: a version 5 program fails at position 0 and
 * the program bound before keeps drawing. */
static bool
refused(void)
{
   static const float green[4] = { 0, 1, 0, 1 };
   bool pass = nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1,
                                     "!!NVfp4.0\nMOV result.color, "
                                     "{0, 1, 0, 1};\nEND\n");

   pass = nvpt_load_arb_program_bad(GL_FRAGMENT_PROGRAM_ARB, 1,
                                    HEAD "MOV.U64 R, 1;\n" TAIL, 0) && pass;
   nvpt_clear_errors();
   return draw("the previous program after the refusal", green, false) &&
          pass;
}

/* Load errors at their token, the bound program kept. */
static bool
load_errors(void)
{
   static const float green[4] = { 0, 1, 0, 1 };
   /* "A program will fail to load if it contains a PK64 instruction
    * that writes its results to a variable not declared as "LONG"." */
   static const char pk64[] = "!!NVfp5.0\nTEMP r;\nPK64.U r, {1};\nEND\n";
   /* F64 without OPTION NV_gpu_program_fp64 loads: the spec's only
    * condition is the extension ("If GL_NV_gpu_program_fp64 is not
    * found in the extension string, the "F64" instruction modifier
    * described below is not supported"), as NVIDIA's driver reads it */
   static const char f64[] = "!!NVfp5.0\nLONG TEMP L;\nMOV.F64 L, 1;\n"
                             "MOV result.color, {0, 1, 0, 1};\nEND\n";
   /* no 64-bit modifiers in version 4 */
   static const char v4[] = "!!NVfp4.0\nLONG TEMP L;\nMOV.U64 L, 1;\n"
                            "END\n";
   bool pass = nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1,
                                     "!!NVfp4.0\nMOV result.color, "
                                     "{0, 1, 0, 1};\nEND\n");

   pass = nvpt_load_arb_program_bad(GL_FRAGMENT_PROGRAM_ARB, 1, pk64,
                                    (int)(strstr(pk64, "r, {") - pk64)) &&
          pass;
   /* (program 40; the next load binds program 1 again) */
   pass = nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 40, f64) && pass;
   pass = nvpt_load_arb_program_bad(GL_FRAGMENT_PROGRAM_ARB, 1, v4,
                                    (int)(strstr(v4, "U64") - v4)) && pass;
   nvpt_clear_errors();
   return draw("the previous program after the load errors", green,
               false) && pass;
}

enum nvpt_result
nvpt_test(void)
{
   struct nvpt_text t = { 0 };
   bool pass = true;

   nvpt_require_extension("GL_NV_gpu_program4");
   nvpt_float_target_begin();
   glViewport(0, 0, 4, 4);
   if (!nvpt_has_extension("GL_NV_gpu_program5")) {
      printf("GL_NV_gpu_program5 not enabled: the headers are refused\n");
      return nvpt_end_test(refused());
   }
   for (unsigned k = 0; k < NVPT_ARRAY_SIZE(cases); k++) {
      const struct fp64_case *c = &cases[k];
      float want[4];

      if (c->own && !nvpt_is_nvprog()) {
         printf("%s: nvprog's choice, not checked here\n", c->name);
         continue;
      }

      pieces(c->expect, want);
      t.len = 0;
      nvpt_text_put(&t, "%s%s\n%s", HEAD, c->body, TAIL);
      if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, t.data)) {
         pass = false;
         continue;
      }
      pass = draw(c->name, want, false) && pass;
      pass = nvpt_expect_error(GL_NO_ERROR, "%s", c->name) && pass;
   }

   float vwant[4];
   pieces(UINT64_C(0xFFFFFFFFFFFFFFFF), vwant);
   if (nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 2, vp5) &&
       nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 3, pass_fp))
      pass = draw("!!NVvp5.0 MUL.U64", vwant, true) && pass;
   else
      pass = false;

   pieces(UINT64_C(0x3FE5555555555555), vwant);
   if (nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 5, vp_up64) &&
       nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 6, fp_pk64))
      pass = draw("UP64 to FLAT attributes, PK64", vwant, true) && pass;
   else
      pass = false;

   /* a LONG read by a 32-bit instruction: "converted to lower
    * precision" (0.1 rounds to fp32's 0.1) */
   static const float narrow[4] = { 0.1f, 2.5f, -1.5f, 3 };
   if (nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 4,
                             HEAD "MOV.F64 L, {0.1, 2.5, -1.5, 3};\n"
                             "MOV result.color, L;\nEND\n"))
      pass = draw("LONG narrowed to fp32", narrow, false) && pass;
   else
      pass = false;
   pass = load_errors() && pass;
   free(t.data);
   return nvpt_end_test(pass);
}
