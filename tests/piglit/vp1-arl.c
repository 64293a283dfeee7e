/*
 * NV_vertex_program ARL and relative addressing.
 *
 * "The source value is a float that is truncated towards negative
 *  infinity into a signed integer."      A0.x = floor(t.x);
 * "Relative addressing reads outside of the 0 to 95 inclusive range
 *  always read the value (0,0,0,0)."
 * "<progParamPosOffset> ::= decimal integer from 0 to 63 inclusive"
 * "<progParamNegOffset> ::= decimal integer from 0 to 64 inclusive"
 * "Clamping the source scalar value for ARL to the range -64 to 160
 *  inclusive is sufficient to ensure that relative addressing is out of
 *  range." (so huge ARL inputs must read (0,0,0,0) as well)
 *
 * c[0].x holds the ARL input; c[k] = (k, k + 0.5, -k, 1000 + k) for
 * k = 1..95, so the value read names the register.  Results are exact.
 */
#include "harness.h"

#include <stdio.h>

struct arl_case {
   float input;
   const char *src;     /* ARL source operand */
   const char *ref;     /* the relative reference */
   int expected_index;  /* -1: out of range, reads (0,0,0,0) */
};

static const struct arl_case cases[] = {
   { 2.7f, "c[0].x", "c[A0.x+3]", 5 },
   { 2.0f, "c[0].x", "c[A0.x]", 2 },
   { 2.0f, "c[0].x", "c[A0.x + 0]", 2 },
   { -0.5f, "c[0].x", "c[A0.x+3]", 2 },
   { -2.0f, "c[0].x", "c[A0.x+10]", 8 },
   { -1.5f, "c[0].x", "c[A0.x+3]", 1 },
   { -3.0f, "c[0].x", "c[A0.x+3]", 0 },
   { 0.999f, "c[0].x", "c[A0.x+1]", 1 },
   { 95.0f, "c[0].x", "c[A0.x]", 95 },
   { 95.0f, "c[0].x", "c[A0.x+1]", -1 },
   { 32.0f, "c[0].x", "c[A0.x+63]", 95 },
   { 33.0f, "c[0].x", "c[A0.x+63]", -1 },
   { 64.0f, "c[0].x", "c[A0.x-64]", 0 },
   { 63.0f, "c[0].x", "c[A0.x-64]", -1 },
   { 0.0f, "c[0].x", "c[A0.x-1]", -1 },
   { 10.0f, "c[0].x", "c[A0.x-10]", 0 },
   { 100.0f, "c[0].x", "c[A0.x-5]", 95 },
   { 96.0f, "c[0].x", "c[A0.x]", -1 },
   { -64.0f, "c[0].x", "c[A0.x+63]", -1 },
   { 1e10f, "c[0].x", "c[A0.x-64]", -1 },
   { -1e10f, "c[0].x", "c[A0.x+63]", -1 },
   { 2.5f, "-c[0].x", "c[A0.x+7]", 4 },
   { 7.25f, "c[0].x", "c[A0.x+ 5]", 12 },
   { 50.0f, "c[0].x", "c[ A0.x - 7 ]", 43 },
   { 12.0f, "c[0].y", "c[A0.x]", 12 },
   { 12.0f, "-c[0].y", "c[A0.x+20]", 8 },
};

static void
expected_value(const struct arl_case *t, float out[4])
{
   int k = t->expected_index;

   if (k < 0) {
      out[0] = out[1] = out[2] = out[3] = 0.0f;
   } else if (k == 0) {
      out[0] = out[1] = t->input;
      out[2] = out[3] = 0.0f;
   } else {
      out[0] = k;
      out[1] = k + 0.5f;
      out[2] = -k;
      out[3] = 1000 + k;
   }
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   nvpt_require_nv_vertex_program();
   nvpt_float_target_begin();

   for (int k = 1; k < 96; k++) {
      nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, k, k, k + 0.5f, -k,
                              1000 + k);
   }
   if (!nvpt_expect_error(GL_NO_ERROR, "ProgramParameter4fNV"))
      return NVPT_FAIL;

   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(cases); i++) {
      const struct arl_case *t = &cases[i];
      char body[256], what[300];
      float got[4], expected[4];

      /* c[0].x and c[0].y both hold the input (the .y cases). */
      nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 0, t->input, t->input,
                              0, 0);
      snprintf(body, sizeof(body),
               "ARL A0.x, %s;\nMOV o[COL0], %s;\n", t->src, t->ref);
      if (!nvpt_vp_eval(1 + i, body, got)) {
         pass = false;
         continue;
      }
      expected_value(t, expected);
      snprintf(what, sizeof(what), "ARL A0.x, %s with %g; MOV %s (%s)",
               t->src, t->input, t->ref,
               t->expected_index < 0 ? "out of range" : "in range");
      pass = nvpt_check_vec4(what, got, expected, 0.0f) && pass;
   }

   /* A relative read combined with other operands in one instruction. */
   {
      float got[4];
      static const float expected[4] = { 10, 10.5f, 0, 1010 };

      nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 0, 4.0f, 0, 0, 0);
      if (nvpt_vp_eval(100, "ARL A0.x, c[0].x;\n"
                       "MOV R0, c[5].x;\n"
                       "ADD o[COL0], R0, c[A0.x+1];\n", got)) {
         pass = nvpt_check_vec4("ADD R0, c[A0.x+1]", got, expected, 0.0f) &&
                pass;
      } else {
         pass = false;
      }
   }

   /* The address register starts at (0,0,0,0) in every invocation. */
   {
      float got[4];
      static const float expected[4] = { 7, 7, 0, 0 };

      nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 0, 7.0f, 7.0f, 0, 0);
      if (nvpt_vp_eval(101, "MOV o[COL0], c[A0.x];\n", got)) {
         pass = nvpt_check_vec4("c[A0.x] without ARL reads c[0]", got,
                                expected, 0.0f) && pass;
      } else {
         pass = false;
      }
   }
   glDisable(GL_VERTEX_PROGRAM_NV);
   return pass ? NVPT_PASS : NVPT_FAIL;
}
