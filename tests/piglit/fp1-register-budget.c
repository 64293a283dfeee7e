/*
 * NV_fragment_program's register budget: "A fragment program fails to
 * load if its total temporary and output register count exceeds 64.
 * Each fp32 temporary or output register used by the program (R0-R31,
 * o[COLR], and o[DEPR]) counts as two registers; each fp16 temporary or
 * output register used by the program (H0-H63 and o[COLH]) count as a
 * single register."  The outputs count on their own, as NVIDIA's driver
 * counts them: it refuses R0-R30 + H0 + o[COLR] (the shape cgc's fp30
 * profile emits, 63 if o[COLR] were R0) and R0-R31 + o[COLR] + o[DEPR]
 * with "too many temporaries" (docs/nvidia/fragment.md).
 *
 *  - R0-R30 + o[COLR], R0-R29 + H0 H1 + o[COLR], R0-R29 + o[COLR] +
 *    o[DEPR] (64 each): load and draw the exact colour (and depth);
 *  - R0-R30 + H0 + o[COLR] (65), R0-R29 + H0 H1 H2 + o[COLR] (65),
 *    R0-R31 + o[COLR] + o[DEPR] (68) and R0-R31 + H0 + o[COLR] (67):
 *    fail with INVALID_OPERATION at position = program length (where
 *    NVIDIA's driver reports it too), an error string naming "register
 *    slots" (nvprog's words), the program bound before kept.
 *
 * Every register is written and read, so each counts (a read counts:
 * AMB-12 of the checklist).
 */
#include "fp1-common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* p[0] + 30 p[1] (R30) and 31 p[1] (R31) are exact in fp32 */
static const float p0[4] = { 1.0f, 2.0f, 3.0f, 4.0f };
static const float p1[4] = { 0.5f, 0.25f, 0.125f, 1.0f };
/* H registers: 1/3 becomes fp16's 0x3555 = 1365/4096 */
static const float p2[4] = { 1.0f / 3.0f, 1.0f / 3.0f, 1.0f / 3.0f,
                             1.0f / 3.0f };
static const float third16 = 1365.0f / 4096.0f;

struct budget_case {
   const char *name;
   unsigned num_r;   /* R0 .. R(num_r - 1) */
   unsigned num_h;   /* H0 .. H(num_h - 1) */
   bool depth;       /* o[DEPR] written (2 slots) */
   bool loads;
};

static const struct budget_case cases[] = {
   { "R0-R30 + o[COLR] (64 slots)", 31, 0, false, true },
   { "R0-R29 + H0 H1 + o[COLR] (64 slots)", 30, 2, false, true },
   { "R0-R29 + o[COLR] + o[DEPR] (64 slots)", 30, 0, true, true },
   { "R0-R30 + H0 + o[COLR] (fp30's shape, 65 slots)", 31, 1, false,
     false },
   { "R0-R29 + H0 H1 H2 + o[COLR] (65 slots)", 30, 3, false, false },
   { "R0-R31 + o[COLR] + o[DEPR] (68 slots)", 32, 0, true, false },
   { "R0-R31 + H0 + o[COLR] (67 slots)", 32, 1, false, false },
};

/*
 * R0 = p[0], Rn = R(n-1) + p[1]; H0 = p[2], Hn = H(n-1) + H(n-1) (all
 * H values exact in fp16); o[COLR] = R(last) + H(last) per component;
 * o[DEPR].z = 0.25.
 */
static void
build(const struct budget_case *c, char *text, size_t size, float want[4])
{
   size_t n = 0;

#define PUT(...) n += (size_t)snprintf(text + n, size - n, __VA_ARGS__)
   PUT("!!FP1.0\nMOVR R0, p[0];\n");
   for (unsigned i = 1; i < c->num_r; i++)
      PUT("ADDR R%u, R%u, p[1];\n", i, i - 1);
   if (c->num_h)
      PUT("MOVH H0, p[2];\n");
   for (unsigned i = 1; i < c->num_h; i++)
      PUT("ADDH H%u, H%u, H%u;\n", i, i - 1, i - 1);
   if (c->num_h)
      PUT("ADDR o[COLR], R%u, H%u;\n", c->num_r - 1, c->num_h - 1);
   else
      PUT("MOVR o[COLR], R%u;\n", c->num_r - 1);
   if (c->depth)
      PUT("MOVR o[DEPR].z, p[3].x;\n");
   PUT("END");
#undef PUT

   for (unsigned k = 0; k < 4; k++) {
      want[k] = p0[k] + (float)(c->num_r - 1) * p1[k];
      if (c->num_h)
         want[k] += third16 * (float)(1u << (c->num_h - 1));
   }
}

static bool
draw(const char *what, const float want[4], bool depth)
{
   float got[4], z = -1.0f;
   bool ok;

   glClearDepth(1.0);
   glClear(GL_DEPTH_BUFFER_BIT);
   if (!nvpt_draw_point_and_read(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, got))
      return false;
   ok = nvpt_check_vec4(what, got, want, 0.0f);
   if (depth) {
      glReadPixels(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, 1, 1,
                   GL_DEPTH_COMPONENT, GL_FLOAT, &z);
      if (z != 0.25f) {
         printf("%s: depth %.9g, expected 0.25 (o[DEPR].z)\n", what, z);
         ok = false;
      }
   }
   return ok;
}

enum nvpt_result
nvpt_test(void)
{
   static const float p3[4] = { 0.25f, 0.0f, 0.0f, 0.0f };
   char text[4096];
   float kept[4];
   bool pass = true;
   bool have_kept = false;   /* program 2 (cases[1]) drew 'kept' */

   nvpt_require_nv_fragment_program();
   nvpt_float_depth_target_begin();
   glEnable(GL_DEPTH_TEST);
   glDepthFunc(GL_ALWAYS);

   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(cases); i++) {
      const struct budget_case *c = &cases[i];
      float want[4];
      bool ok;

      build(c, text, sizeof(text), want);
      if (c->loads) {
         ok = nvpt_use_nv_fp(1 + i, text);
         if (ok) {
            nvfp.ProgramLocalParameter4fvARB(GL_FRAGMENT_PROGRAM_NV, 0, p0);
            nvfp.ProgramLocalParameter4fvARB(GL_FRAGMENT_PROGRAM_NV, 1, p1);
            nvfp.ProgramLocalParameter4fvARB(GL_FRAGMENT_PROGRAM_NV, 2, p2);
            nvfp.ProgramLocalParameter4fvARB(GL_FRAGMENT_PROGRAM_NV, 3, p3);
            ok = draw(c->name, want, c->depth);
            if (ok && i == 1) {
               memcpy(kept, want, sizeof(kept));
               have_kept = true;
            }
         }
      } else {
         GLint pos = -2;
         const char *msg;

         /* into program 2, bound: it must stay */
         nvfp.BindProgramNV(GL_FRAGMENT_PROGRAM_NV, 2);
         nvfp.LoadProgramNV(GL_FRAGMENT_PROGRAM_NV, 2,
                            (GLsizei)strlen(text), (const GLubyte *)text);
         ok = nvpt_expect_error(GL_INVALID_OPERATION, "%s: LoadProgramNV",
                                c->name);
         glGetIntegerv(GL_PROGRAM_ERROR_POSITION_NV, &pos);
         msg = (const char *)glGetString(GL_PROGRAM_ERROR_STRING_NV);
         if (pos != (GLint)strlen(text)) {
            printf("%s: error position %d, expected %zu (the length)\n",
                   c->name, pos, strlen(text));
            ok = false;
         }
         if (!msg || !strstr(msg, "register slots")) {
            printf("%s: error string \"%s\" does not name \"register "
                   "slots\"\n", c->name, msg ? msg : "(null)");
            ok = false;
         }
         if (have_kept) {
            ok = draw("the program loaded before", kept, false) && ok;
         } else {
            printf("no program to keep\n");
            ok = false;
         }
      }
      printf("%s %s\n", ok ? "PASS" : "FAIL", c->name);
      if (!ok)
         printf("%s\n", text);
      pass = ok && pass;
   }
   glDisable(GL_DEPTH_TEST);
   glDisable(GL_FRAGMENT_PROGRAM_NV);
   return nvpt_end_test(pass);
}
