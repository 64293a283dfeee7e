/*
 * NV_fragment_program: a replaced depth and the depth range.
 *
 * Section 2.11: "Clipping to the near and far clip planes is ignored if
 * fragment program mode ... [is] enabled, if the current fragment
 * program ... computes per-fragment depth values."  Section 3.11.6: "If
 * depth clamping is enabled, the depth value is clamped to the range
 * [min(n,f), max(n,f)], where n and f are the near and far depth range
 * values.  If depth clamping is disabled, the fragment is discarded if
 * its depth value is outside the range [min(n,f), max(n,f)]."
 *
 * One point per case at its own pixel of a float colour buffer with a
 * DEPTH_COMPONENT32F depth buffer (depth test ALWAYS, so every fragment
 * that survives writes colour and depth): the colour says whether the
 * fragment was kept, the depth read back what was written.
 */
#include "fp1-common.h"

#include <stdio.h>
#include <string.h>

static const char depr[] =
   "!!FP1.0\n"
   "MOV o[COLR], {0, 1, 0, 1};\n"
   "MOV o[DEPR].z, p[0].x;\n"
   "END";
static const char no_depr[] =
   "!!FP1.0\nMOV o[COLR], {0, 0, 1, 1};\nEND";

/* the cleared depth, distinct from every value written */
#define CLEAR_DEPTH 1.0f

struct depth_case {
   const char *name;
   float near_val, far_val;
   bool clamp;
   float z_clip;         /* the point's clip z (w = 1) */
   bool writes_depth;    /* depr, else no_depr */
   float depr;           /* o[DEPR].z */
   bool kept;
   float depth;          /* read back when kept */
};

static const struct depth_case cases[] = {
   /* inside, on the bounds, outside: discarded */
   { "inside", 0.25f, 0.75f, false, 0.0f, true, 0.5f, true, 0.5f },
   { "on near", 0.25f, 0.75f, false, 0.0f, true, 0.25f, true, 0.25f },
   { "on far", 0.25f, 0.75f, false, 0.0f, true, 0.75f, true, 0.75f },
   { "below near", 0.25f, 0.75f, false, 0.0f, true, 0.125f, false, 0 },
   { "beyond far", 0.25f, 0.75f, false, 0.0f, true, 0.875f, false, 0 },
   { "negative", 0.0f, 1.0f, false, 0.0f, true, -0.5f, false, 0 },
   { "above one", 0.0f, 1.0f, false, 0.0f, true, 1.5f, false, 0 },
   /* [min(n,f), max(n,f)] when the range is reversed */
   { "reversed inside", 0.75f, 0.25f, false, 0.0f, true, 0.5f, true, 0.5f },
   { "reversed below", 0.75f, 0.25f, false, 0.0f, true, 0.125f, false, 0 },
   { "reversed above", 0.75f, 0.25f, false, 0.0f, true, 0.875f, false, 0 },
   /* DEPTH_CLAMP: clamped instead of discarded */
   { "clamp below", 0.25f, 0.75f, true, 0.0f, true, 0.125f, true, 0.25f },
   { "clamp above", 0.25f, 0.75f, true, 0.0f, true, 0.875f, true, 0.75f },
   { "clamp inside", 0.25f, 0.75f, true, 0.0f, true, 0.5f, true, 0.5f },
   /* no near/far clipping of a primitive whose depth is replaced */
   { "beyond far plane", 0.0f, 1.0f, false, 2.0f, true, 0.5f, true, 0.5f },
   { "before near plane", 0.0f, 1.0f, false, -2.0f, true, 0.5f, true,
     0.5f },
   /* ... but a program that keeps the depth is clipped as usual */
   { "kept depth beyond far", 0.0f, 1.0f, false, 2.0f, false, 0, false, 0 },
   { "kept depth before near", 0.0f, 1.0f, false, -2.0f, false, 0, false,
     0 },
   { "kept depth inside", 0.0f, 1.0f, false, 0.5f, false, 0, true, 0.75f },
};

static bool
run_case(const struct depth_case *c, int x, int y)
{
   static const float green[4] = { 0, 1, 0, 1 };
   static const float blue[4] = { 0, 0, 1, 1 };
   const float p0[4] = { c->depr, 0, 0, 0 };
   float nx, ny, got[4], d = -1;
   bool pass = true;

   glDepthRange(c->near_val, c->far_val);
   if (c->clamp)
      glEnable(GL_DEPTH_CLAMP);
   else
      glDisable(GL_DEPTH_CLAMP);
   nvfp.BindProgramNV(GL_FRAGMENT_PROGRAM_NV, c->writes_depth ? 1 : 2);
   nvfp.ProgramLocalParameter4fvARB(GL_FRAGMENT_PROGRAM_NV, 0, p0);
   nvpt_pixel_ndc(x, y, &nx, &ny);
   glBegin(GL_POINTS);
   glVertex4f(nx, ny, c->z_clip, 1.0f);
   glEnd();
   if (!nvpt_expect_error(GL_NO_ERROR, "%s: drawing", c->name))
      return false;

   nvpt_read_float(x, y, got);
   glReadPixels(x, y, 1, 1, GL_DEPTH_COMPONENT, GL_FLOAT, &d);
   bool drawn = memcmp(got, nvpt_sentinel, sizeof(nvpt_sentinel)) != 0;
   if (drawn != c->kept) {
      printf("%s: fragment %s, expected %s\n", c->name,
             drawn ? "kept" : "discarded", c->kept ? "kept" : "discarded");
      return false;
   }
   if (c->kept) {
      pass = nvpt_check_vec4(c->name, got, c->writes_depth ? green : blue,
                             0) && pass;
      if (d != c->depth) {
         printf("%s: depth %.9g, expected %.9g\n", c->name, d, c->depth);
         pass = false;
      }
   } else if (d != CLEAR_DEPTH) {
      printf("%s: discarded fragment wrote depth %.9g\n", c->name, d);
      pass = false;
   }
   return pass;
}

enum nvpt_result
nvpt_test(void)
{
   const unsigned n = sizeof(cases) / sizeof(cases[0]);
   bool pass = true;

   nvpt_require_nv_fragment_program();
   nvpt_require_extension("GL_ARB_depth_clamp");
   nvpt_float_depth_target_begin();

   if (!nvpt_use_nv_fp(2, no_depr) || !nvpt_use_nv_fp(1, depr))
      return NVPT_FAIL;
   glEnable(GL_DEPTH_TEST);
   glDepthFunc(GL_ALWAYS);
   glClearDepth(CLEAR_DEPTH);
   glClear(GL_DEPTH_BUFFER_BIT);
   nvpt_clear_sentinel();

   /* Every case in a row, so that each state change (depth range,
    * clamp, program) happens between two draws of the same frame; then
    * backwards, so each case also follows a different neighbour. */
   for (unsigned i = 0; i < n; i++)
      pass = run_case(&cases[i], 2 + 3 * (int)(i % 5),
                      2 + 3 * (int)(i / 5)) && pass;
   glClear(GL_DEPTH_BUFFER_BIT);
   nvpt_clear_sentinel();
   for (unsigned i = n; i-- > 0;)
      pass = run_case(&cases[i], 2 + 3 * (int)(i % 5),
                      2 + 3 * (int)(i / 5)) && pass;

   glDepthRange(0.0, 1.0);
   glDisable(GL_DEPTH_CLAMP);
   glDisable(GL_DEPTH_TEST);
   glDisable(GL_FRAGMENT_PROGRAM_NV);
   return nvpt_end_test(pass);
}
