/*
 * Differential test: the same computation as an NV_vertex_program and as
 * the equivalent ARB_vertex_program (Mesa's own ARB path) must give the
 * same pixels (DESIGN.md, "Tests": "the same computation as an NV program
 * and as an equivalent ARB program ... must give the same pixels").
 *
 * Inputs are program parameters c[0..2] (ProgramParameter4fvNV for NV,
 * ProgramEnvParameter4fvARB for ARB), 16 pseudo-random sets with values
 * that are multiples of 1/8 in [-4, 4]; c[4..40] hold a pattern for the
 * relative addressing case.  Instructions without an approximation
 * (everything but RCP, RSQ, EXP, LOG and LIT) must match bit for bit; the
 * approximating ones within a relative 2^-20.
 */
#include "harness.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

struct diff_case {
   const char *name;
   const char *nv;    /* body after NVPT_VP_HEADER */
   const char *arb;   /* body after the ARB header below */
   bool approx;
   bool positive;     /* inputs made positive and non-zero */
};

#define ARB_HEADER \
   "!!ARBvp1.0\n" \
   "PARAM c[] = { program.env[0..95] };\n" \
   "TEMP R0, R1, R2, R3, R4, R5;\n" \
   "ADDRESS A0;\n" \
   "MOV result.position, vertex.position;\n"

static const struct diff_case cases[] = {
   { "MUL MAD ADD with swizzles and negation",
     "MOV R0, c[0];\nMUL R1, R0, c[1].yzwx;\nMAD R2, R1, -c[2], R0.wzyx;\n"
     "ADD o[COL0], R2, -c[1];\n",
     "MOV R0, c[0];\nMUL R1, R0, c[1].yzwx;\nMAD R2, R1, -c[2], R0.wzyx;\n"
     "ADD result.color, R2, -c[1];\n" },
   { "DP3 DP4",
     "MOV R0, c[0];\nDP3 R1.x, R0, c[1];\nDP4 R1.y, R0, c[2];\n"
     "DP3 R1.z, -R0.wzyx, c[0];\nDP4 R1.w, R0, R0;\nMOV o[COL0], R1;\n",
     "MOV R0, c[0];\nDP3 R1.x, R0, c[1];\nDP4 R1.y, R0, c[2];\n"
     "DP3 R1.z, -R0.wzyx, c[0];\nDP4 R1.w, R0, R0;\n"
     "MOV result.color, R1;\n" },
   { "MIN MAX SLT SGE",
     "MOV R0, c[0];\nMIN R1, R0, c[1];\nMAX R2, R0, -c[2];\n"
     "SLT R3, R1, R2;\nSGE R4, R1.yzwx, c[1];\nMAD R5, R3, R4, R1;\n"
     "ADD o[COL0], R5, R2;\n",
     "MOV R0, c[0];\nMIN R1, R0, c[1];\nMAX R2, R0, -c[2];\n"
     "SLT R3, R1, R2;\nSGE R4, R1.yzwx, c[1];\nMAD R5, R3, R4, R1;\n"
     "ADD result.color, R5, R2;\n" },
   { "DST", "MOV R0, c[0];\nDST o[COL0], R0, c[1];\n",
     "MOV R0, c[0];\nDST result.color, R0, c[1];\n" },
   { "masks and swizzles",
     "MOV R0, c[0];\nMOV R0.xz, -c[1].wzyx;\nMOV R0.w, c[2].x;\n"
     "MUL o[COL0], R0.zxyw, R0;\n",
     "MOV R0, c[0];\nMOV R0.xz, -c[1].wzyx;\nMOV R0.w, c[2].x;\n"
     "MUL result.color, R0.zxyw, R0;\n" },
   { "ARL and relative addressing",
     "ARL A0.x, c[0].x;\nMOV R0, c[A0.x+4];\nADD o[COL0], R0, c[A0.x+8];\n",
     "ARL A0.x, c[0].x;\nMOV R0, c[A0.x+4];\n"
     "ADD result.color, R0, c[A0.x+8];\n", false, true },
   { "RCP RSQ",
     "RCP R0.x, c[0].x;\nRSQ R0.y, c[0].y;\nRCP R0.z, -c[1].w;\n"
     "RSQ R0.w, c[2].z;\nMOV o[COL0], R0;\n",
     "RCP R0.x, c[0].x;\nRSQ R0.y, c[0].y;\nRCP R0.z, -c[1].w;\n"
     "RSQ R0.w, c[2].z;\nMOV result.color, R0;\n", true, true },
   { "EXP LOG",
     "EXP R0, c[0].x;\nLOG R1, c[1].y;\nADD o[COL0], R0, R1;\n",
     "EXP R0, c[0].x;\nLOG R1, c[1].y;\nADD result.color, R0, R1;\n",
     true, true },
   { "LIT", "MOV R0, c[0];\nLIT o[COL0], R0;\n",
     "MOV R0, c[0];\nLIT result.color, R0;\n", true, true },
};

#define NUM_SETS 16

static unsigned lcg_state = 12345;

static float
next_value(bool positive)
{
   int v;

   lcg_state = lcg_state * 1103515245u + 12345u;
   v = (int) ((lcg_state >> 16) % 65) - 32;     /* -32..32 */
   if (positive)
      v = v < 0 ? -v : v == 0 ? 5 : v;
   return v / 8.0f;
}

static bool
run_case(const struct diff_case *t, GLuint nv_id, GLuint arb_id,
         PFNGLPROGRAMSTRINGARBPROC program_string,
         PFNGLBINDPROGRAMARBPROC bind_arb,
         PFNGLPROGRAMENVPARAMETER4FVARBPROC env4fv)
{
   static char text[4096];
   float params[NUM_SETS][3][4];
   bool pass = true;

   for (int s = 0; s < NUM_SETS; s++) {
      for (int r = 0; r < 3; r++) {
         for (int c = 0; c < 4; c++)
            params[s][r][c] = next_value(t->positive);
      }
   }

   /* NV */
   snprintf(text, sizeof(text), "%s%sEND", NVPT_VP_HEADER, t->nv);
   if (!nvpt_load_nv_program(GL_VERTEX_PROGRAM_NV, nv_id, text))
      return false;

   /* ARB */
   snprintf(text, sizeof(text), "%s%sEND", ARB_HEADER, t->arb);
   bind_arb(GL_VERTEX_PROGRAM_ARB, arb_id);
   program_string(GL_VERTEX_PROGRAM_ARB, GL_PROGRAM_FORMAT_ASCII_ARB,
                  (GLsizei) strlen(text), text);
   if (!nvpt_expect_error(GL_NO_ERROR, "%s: ARB program", t->name)) {
      printf("%s\n", text);
      return false;
   }

   for (int s = 0; s < NUM_SETS; s++) {
      float got_nv[4], got_arb[4], tol[4];
      char what[200];

      for (int r = 0; r < 3; r++) {
         nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, r, params[s][r]);
         env4fv(GL_VERTEX_PROGRAM_ARB, r, params[s][r]);
      }

      glDisable(GL_VERTEX_PROGRAM_ARB);
      nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, nv_id);
      glEnable(GL_VERTEX_PROGRAM_NV);
      pass = nvpt_draw_point_and_read(s, 3, got_nv) && pass;
      glDisable(GL_VERTEX_PROGRAM_NV);

      bind_arb(GL_VERTEX_PROGRAM_ARB, arb_id);
      glEnable(GL_VERTEX_PROGRAM_ARB);
      pass = nvpt_draw_point_and_read(s, 5, got_arb) && pass;
      glDisable(GL_VERTEX_PROGRAM_ARB);

      for (int c = 0; c < 4; c++) {
         tol[c] = t->approx && isfinite(got_arb[c]) ?
                  fabsf(got_arb[c]) * (1.0f / 1048576.0f) : 0.0f;
      }
      snprintf(what, sizeof(what),
               "%s, input set %d (c[0] = %g %g %g %g); expected = ARB",
               t->name, s, params[s][0][0], params[s][0][1],
               params[s][0][2], params[s][0][3]);
      pass = nvpt_check_floats(what, got_nv, got_arb, tol, 4) && pass;
   }
   return pass;
}

enum nvpt_result
nvpt_test(void)
{
   PFNGLPROGRAMSTRINGARBPROC program_string;
   PFNGLBINDPROGRAMARBPROC bind_arb;
   PFNGLGENPROGRAMSARBPROC gen_arb;
   PFNGLPROGRAMENVPARAMETER4FVARBPROC env4fv;
   bool pass = true;

   nvpt_require_nv_vertex_program();
   nvpt_require_extension("GL_ARB_vertex_program");
   nvpt_float_target_begin();
   program_string = nvpt_get_proc("glProgramStringARB");
   bind_arb = nvpt_get_proc("glBindProgramARB");
   gen_arb = nvpt_get_proc("glGenProgramsARB");
   env4fv = nvpt_get_proc("glProgramEnvParameter4fvARB");

   for (int k = 4; k <= 40; k++) {
      const float v[4] = { k, -k, 0.5f * k, k * k };
      nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, k, v);
      env4fv(GL_VERTEX_PROGRAM_ARB, k, v);
   }
   if (!nvpt_expect_error(GL_NO_ERROR, "setting parameters"))
      return NVPT_FAIL;

   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(cases); i++) {
      GLuint ids[2];

      gen_arb(2, ids);
      pass = run_case(&cases[i], ids[0], ids[1], program_string, bind_arb,
                      env4fv) && pass;
   }
   return pass ? NVPT_PASS : NVPT_FAIL;
}
