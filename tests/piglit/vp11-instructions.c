/*
 * NV_vertex_program1_1 instructions DPH, RCC, SUB, ABS (sections
 * 2.14.1.10.18 to 2.14.1.10.21), the "+" source sign, and the load errors
 * of version 1.1 programs with their exact error positions.
 *
 * Values are exact (read through the RGBA32F target) except RCC of
 * non-powers of two: "| u.x - IEEE(1.0f/t.x) | < 1.0f/(2^22) for 1.0f <=
 * t.x <= 2.0f.  The intent of this precision requirement is that this
 * amount of relative precision apply over all values of t.x."
 */
#include "harness.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define VP11_HEADER "!!VP1.1\nMOV o[HPOS], v[OPOS];\n"

/* IEEE 0x5F800000 = 2^64 and 0x1F800000 = 2^-64. */
#define TWO_64 18446744073709551616.0f
#define TWO_M64 5.42101086242752217e-20f

struct vcase {
   const char *name;
   const char *body;
   float c[2][4];
   float expected[4];
   float tol[4];
};

static const struct vcase cases[] = {
   /* DPH: "v.x = t.x * u.x + t.y * u.y + t.z * u.z + u.w" */
   { "DPH", "MOV R1, c[1];\nDPH o[COL0], c[0], R1;",
     { { 1, 2, 3, 4 }, { 5, 6, 7, 8 } }, { 46, 46, 46, 46 } },
   { "DPH ignores source0.w", "MOV R1, c[1];\nDPH o[COL0], c[0], R1;",
     { { 1, 2, 3, 1e30f }, { 5, 6, 7, 8 } }, { 46, 46, 46, 46 } },
   { "DPH negate0 (w of 1 not negated)",
     "MOV R1, c[1];\nDPH o[COL0], -c[0], R1;",
     { { 1, 2, 3, 4 }, { 5, 6, 7, 8 } }, { -30, -30, -30, -30 } },
   { "DPH negate1 (u.w negated)", "MOV R0, c[1];\n"
     "DPH o[COL0], c[0], -R0;",
     { { 1, 2, 3, 4 }, { 5, 6, 7, 8 } }, { -46, -46, -46, -46 } },
   { "DPH swizzles", "MOV R1, c[1];\nDPH o[COL0], c[0].wzyx, R1.xxxy;",
     { { 1, 2, 3, 4 }, { 5, 6, 7, 8 } },
     { 20 + 15 + 10 + 6, 20 + 15 + 10 + 6, 51, 51 } },
   { "DPH write mask", "MOV R1, c[1];\nMOV o[COL0], R1;\n"
     "DPH o[COL0].yw, c[0], R1;",
     { { 1, 2, 3, 4 }, { 5, 6, 7, 8 } }, { 5, 46, 7, 46 } },

   /* RCC */
   { "RCC 1 (exactly 1)", "RCC o[COL0], c[0].x;",
     { { 1, 0, 0, 0 } }, { 1, 1, 1, 1 } },
   { "RCC 2", "RCC o[COL0], c[0].y;",
     { { 0, 2, 0, 0 } }, { 0.5f, 0.5f, 0.5f, 0.5f } },
   { "RCC -4", "RCC o[COL0], c[0].z;",
     { { 0, 0, -4, 0 } }, { -0.25f, -0.25f, -0.25f, -0.25f } },
   { "RCC 3 (precision)", "RCC o[COL0], c[0].x;",
     { { 3, 0, 0, 0 } },
     { 1.0f / 3, 1.0f / 3, 1.0f / 3, 1.0f / 3 },
     { 0x1p-22f / 3, 0x1p-22f / 3, 0x1p-22f / 3, 0x1p-22f / 3 } },
   { "RCC 1.5 (precision)", "RCC o[COL0], c[0].x;",
     { { 1.5f, 0, 0, 0 } },
     { 1 / 1.5f, 1 / 1.5f, 1 / 1.5f, 1 / 1.5f },
     { 0x1p-22f, 0x1p-22f, 0x1p-22f, 0x1p-22f } },
   /* "the reciprocal of positive zero gives [+Inf...]" clamped to
    * 0x5F800000 */
   { "RCC +0 -> 2^64", "RCC o[COL0], c[0].x;",
     { { 0, 0, 0, 0 } }, { TWO_64, TWO_64, TWO_64, TWO_64 } },
   { "RCC -0 -> -2^64", "RCC o[COL0], c[0].x;",
     { { -0.0f, 0, 0, 0 } }, { -TWO_64, -TWO_64, -TWO_64, -TWO_64 } },
   { "RCC -(+0) -> -2^64", "RCC o[COL0], -c[0].x;",
     { { 0, 0, 0, 0 } }, { -TWO_64, -TWO_64, -TWO_64, -TWO_64 } },
   /* "the reciprocal of positive infinity gives [0.0...]": +0 is
    * Positive, clamped up to 0x1F800000 */
   { "RCC +Inf -> 2^-64", "RCC o[COL0], c[0].x;",
     { { INFINITY, 0, 0, 0 } }, { TWO_M64, TWO_M64, TWO_M64, TWO_M64 } },
   { "RCC -Inf -> -2^-64", "RCC o[COL0], c[0].x;",
     { { -INFINITY, 0, 0, 0 } },
     { -TWO_M64, -TWO_M64, -TWO_M64, -TWO_M64 } },
   { "RCC 1e-30 -> 2^64", "RCC o[COL0], c[0].x;",
     { { 1e-30f, 0, 0, 0 } }, { TWO_64, TWO_64, TWO_64, TWO_64 } },
   { "RCC -1e-30 -> -2^64", "RCC o[COL0], c[0].x;",
     { { -1e-30f, 0, 0, 0 } }, { -TWO_64, -TWO_64, -TWO_64, -TWO_64 } },
   { "RCC 1e30 -> 2^-64", "RCC o[COL0], c[0].x;",
     { { 1e30f, 0, 0, 0 } }, { TWO_M64, TWO_M64, TWO_M64, TWO_M64 } },
   { "RCC -1e30 -> -2^-64", "RCC o[COL0], c[0].x;",
     { { -1e30f, 0, 0, 0 } },
     { -TWO_M64, -TWO_M64, -TWO_M64, -TWO_M64 } },
   /* The bounds themselves are not clamped further. */
   { "RCC 2^64 -> 2^-64", "RCC o[COL0], c[0].x;",
     { { TWO_64, 0, 0, 0 } }, { TWO_M64, TWO_M64, TWO_M64, TWO_M64 } },
   { "RCC 2^-64 -> 2^64", "RCC o[COL0], c[0].x;",
     { { TWO_M64, 0, 0, 0 } }, { TWO_64, TWO_64, TWO_64, TWO_64 } },
   { "RCC -2^63 -> -2^-63 (inside)", "RCC o[COL0], c[0].x;",
     { { -0x1p63f, 0, 0, 0 } },
     { -0x1p-63f, -0x1p-63f, -0x1p-63f, -0x1p-63f } },
   { "RCC 2^-62 -> 2^62 (inside)", "RCC o[COL0], c[0].x;",
     { { 0x1p-62f, 0, 0, 0 } }, { 0x1p62f, 0x1p62f, 0x1p62f, 0x1p62f } },
   { "RCC 2^65 -> 2^-64 (clamped)", "RCC o[COL0], c[0].x;",
     { { 0x1p65f, 0, 0, 0 } }, { TWO_M64, TWO_M64, TWO_M64, TWO_M64 } },
   { "RCC negated source", "RCC o[COL0], -c[0].w;",
     { { 0, 0, 0, 8 } }, { -0.125f, -0.125f, -0.125f, -0.125f } },
   { "RCC write mask", "MOV o[COL0], c[1];\nRCC o[COL0].xz, c[0].x;",
     { { 4, 0, 0, 0 }, { 5, 6, 7, 8 } }, { 0.25f, 6, 0.25f, 8 } },

   /* SUB */
   { "SUB", "MOV R1, c[1];\nSUB o[COL0], c[0], R1;",
     { { 1, 2, 3, 4 }, { 0.5f, -1, 3, 8 } }, { 0.5f, 3, 0, -4 } },
   { "SUB negated sources", "MOV R0, c[1];\nSUB o[COL0], -c[0], -R0;",
     { { 1, 2, 3, 4 }, { 0.5f, -1, 3, 8 } }, { -0.5f, -3, 0, 4 } },
   { "SUB swizzle and mask",
     "MOV o[COL0], c[1];\nSUB o[COL0].xw, c[0].wzyx, c[0];",
     { { 1, 2, 3, 4 }, { 9, 9, 9, 9 } }, { 3, 9, 9, -3 } },
   { "SUB x - x = +0", "SUB o[COL0], c[0], c[0];",
     { { 1e30f, 5, -2, 0 } }, { 0, 0, 0, 0 } },
   /* IEEE (the spec lists its exceptions; this is none of them) */
   { "SUB Inf - Inf = NaN", "SUB o[COL0], c[0].xyzw, c[0].wzyx;",
     { { INFINITY, 5, 5, INFINITY } }, { NAN, 0, 0, NAN } },
   { "SUB -Inf - 5 = -Inf", "SUB o[COL0], c[0].xyzw, c[0].yyyy;",
     { { -INFINITY, 5, 5, 5 } }, { -INFINITY, 0, 0, 0 } },

   /* ABS */
   { "ABS", "ABS o[COL0], c[0];",
     { { -1.5f, 2, -1e30f, -INFINITY } }, { 1.5f, 2, 1e30f, INFINITY } },
   { "ABS of a negated source", "ABS o[COL0], -c[0].yxwz;",
     { { -1.5f, 2, -3, 4 } }, { 2, 1.5f, 4, 3 } },
   { "ABS write mask", "MOV o[COL0], c[1];\nABS o[COL0].y, c[0];",
     { { -1, -2, -3, -4 }, { 5, 6, 7, 8 } }, { 5, 2, 7, 8 } },

   /* "The "+" does not negate its operand but is available for
    * symetry." */
   { "+ source sign", "MOV R1, c[1];\nADD o[COL0], +c[0], R1;",
     { { 1, 2, 3, 4 }, { 5, 6, 7, 8 } }, { 6, 8, 10, 12 } },
   { "+ on a temporary", "MOV R0, c[0];\nMOV o[COL0], +R0.wzyx;",
     { { 1, -2, 3, -4 } }, { -4, 3, -2, 1 } },
   /* VP1.0 instructions still run in VP1.1. */
   { "VP1.0 instruction in VP1.1", "MAD o[COL0], c[0], c[0], -c[0];",
     { { 1, 2, 3, 4 } }, { 0, 2, 6, 12 } },
};

static bool
run_cases(void)
{
   static char text[4096];
   bool pass = true;

   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(cases); i++) {
      const struct vcase *t = &cases[i];
      float got[4];
      char what[256];

      nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 0, t->c[0]);
      nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 1, t->c[1]);
      snprintf(text, sizeof(text), VP11_HEADER "%s\nEND", t->body);
      if (!nvpt_vp_eval_text(100 + i, text, got)) {
         printf("  case: %s\n", t->name);
         pass = false;
         continue;
      }
      nvpt_case_label(what, sizeof(what), t->name, t->body);
      pass = nvpt_check_floats(what, got, t->expected, t->tol, 4) && pass;
   }
   glDisable(GL_VERTEX_PROGRAM_NV);
   return pass;
}

/* ---- load errors ---- */

#define HP "MOV o[HPOS], v[0];"
#define PI "!!VP1.1 OPTION NV_position_invariant; "
#define AT_LEN NULL

struct bad {
   const char *what;
   const char *text;
   const char *needle;  /* error at its first occurrence, AT_LEN: len */
   int offset;
};

static const struct bad bad_programs[] = {
   /* New instructions are not in VP1.0's grammar. */
   { "DPH in VP1.0", "!!VP1.0 " HP " DPH R0, R1, R2; END", "DPH", 0 },
   { "RCC in VP1.0", "!!VP1.0 " HP " RCC R0, R1.x; END", "RCC", 0 },
   { "SUB in VP1.0", "!!VP1.0 " HP " SUB R0, R1, R2; END", "SUB", 0 },
   { "ABS in VP1.0", "!!VP1.0 " HP " ABS R0, R1; END", "ABS", 0 },
   { "+ sign in VP1.0", "!!VP1.0 " HP " MOV R0, +R1; END", "+", 0 },
   { "OPTION in VP1.0", "!!VP1.0 OPTION NV_position_invariant; "
     "MOV o[COL0], v[0]; END", "OPTION", 0 },
   /* <SCALARop>: RCC takes a scalar operand. */
   { "RCC without a component", "!!VP1.1 " HP " RCC R0, R1; END", "R1;",
     2 },
   { "RCC with two operands", "!!VP1.1 " HP " RCC R0, R1.x, R2.x; END",
     ", R2", 0 },
   /* <BINop> DPH/SUB: two operands; <VECTORop> ABS: one. */
   { "DPH with one operand", "!!VP1.1 " HP " DPH R0, R1; END", "; END",
     0 },
   { "SUB with three operands", "!!VP1.1 " HP " SUB R0, R1, R2, R3; END",
     ", R3", 0 },
   { "ABS with two operands", "!!VP1.1 " HP " ABS R0, R1, R2; END", ", R2",
     0 },
   { "two distinct c[] in SUB", "!!VP1.1 " HP " SUB R0, c[1], c[2]; END",
     "c[2]", 0 },
   { "two distinct v[] in DPH", "!!VP1.1 " HP " DPH R0, v[1], v[2]; END",
     "v[2]", 0 },
   { "double sign", "!!VP1.1 " HP " MOV R0, +-R1; END", "-R1", 0 },
   /* <option> ::= "OPTION" "NV_position_invariant" ";" */
   { "unknown option", "!!VP1.1 OPTION NV_position_variant; " HP " END",
     "NV_position_variant", 0 },
   { "option without ;", "!!VP1.1 OPTION NV_position_invariant "
     "MOV o[COL0], v[0]; END", "MOV", 0 },
   { "OPTION after an instruction", "!!VP1.1 " HP
     " OPTION NV_position_invariant; END", "OPTION", 0 },
   { "lower-case option", "!!VP1.1 OPTION nv_position_invariant; " HP
     " END", "nv_position_invariant", 0 },
   /* 2.14.B: the <vertexResultRegName> rule "does not provide HPOS". */
   { "position-invariant writes o[HPOS]", PI "MOV o[COL0], v[3]; " HP
     " END", "HPOS", 0 },
   /* "such programs do not provide support for relative program parameter
    *  addressing" */
   { "position-invariant relative c[]", PI
     "ARL A0.x, v[1].x; MOV o[COL0], c[A0.x+1]; END", "A0.x+1", 0 },
   /* Without the option, HPOS must still be written. */
   { "VP1.1 without HPOS", "!!VP1.1 MOV o[COL0], v[3]; END", AT_LEN, 0 },
   { "VP1.1 header with VSP body", "!!VP1.1 MOV c[0], v[0]; END", "c[0]",
     0 },
   { "VP1.1 missing END", "!!VP1.1 " HP, AT_LEN, 0 },
   { "VP1.2 header", "!!VP1.2 " HP " END", "!!", 0 },
};

static bool
run_bad(void)
{
   bool pass = true;

   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(bad_programs); i++) {
      const struct bad *b = &bad_programs[i];
      int len = (int) strlen(b->text);
      int pos = b->needle ? (int) (strstr(b->text, b->needle) - b->text) +
                            b->offset : len;

      pass = nvpt_load_nv_program_bad(GL_VERTEX_PROGRAM_NV, 500 + i,
                                      (const GLubyte *) b->text, len, pos,
                                      b->what) && pass;
      if (nv.IsProgramNV(500 + i)) {
         printf("%s: the failed load created a program\n", b->what);
         pass = false;
      }
   }
   return pass;
}

/* "A position-invariant vertex program fails to load if it contains more
 *  than 124 instructions"; without the option the limit stays 128.
 *  The error is at the first instruction past the limit (the convention
 *  of vp1-load-errors for the 129th).
 */
static bool
run_limits(void)
{
   static const char each[] = " MOV R0, v[0];";
   char *s = malloc(256 + 130 * sizeof(each));
   bool pass = true;

   for (unsigned variant = 0; variant < 2; variant++) {
      const char *head = variant == 0 ? PI "MOV o[COL0], v[3];"
                                      : "!!VP1.1 " HP;
      unsigned limit = variant == 0 ? 124 : 128;

      for (unsigned n = limit; n <= limit + 1; n++) {
         size_t at_extra = 0;
         char what[96];

         strcpy(s, head);
         for (unsigned k = 1; k < n; k++) {
            if (k == limit)
               at_extra = strlen(s) + 1;
            strcat(s, each);
         }
         strcat(s, " END");
         snprintf(what, sizeof(what), "%s, %u instructions",
                  variant == 0 ? "position-invariant" : "VP1.1", n);
         if (n == limit) {
            if (!nvpt_load_nv_program(GL_VERTEX_PROGRAM_NV, 600, s)) {
               printf("%s: did not load\n", what);
               pass = false;
            }
         } else {
            pass = nvpt_load_nv_program_bad(GL_VERTEX_PROGRAM_NV, 601,
                                            (const GLubyte *) s,
                                            (GLsizei) strlen(s),
                                            (GLint) at_extra, what) &&
                   pass;
         }
      }
   }
   free(s);
   return pass;
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   nvpt_require_nv_vertex_program();
   nvpt_require_extension("GL_NV_vertex_program1_1");
   nvpt_float_target_begin();

   pass = run_cases() && pass;
   pass = run_bad() && pass;
   pass = run_limits() && pass;
   return nvpt_end_test(pass);
}
