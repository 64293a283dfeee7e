/*
 * NV_fragment_program depth replacement (section 3.11.6): "If the DEPR
 * output register is written by the fragment program, the depth value of
 * the fragment is taken from the z component of the DEPR output
 * register.  [...] If a fragment program does not write to o[DEPR], the
 * associated depth value is unmodified."  A DEPTH_COMPONENT32F buffer
 * is read back exactly, and the depth test sees the replaced value.
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
   "!!FP1.0\nMOV o[COLR], {1, 0, 0, 1};\nEND";

static bool
check_depth(const char *what, int x, int y, float expected)
{
   float d = -1;

   glReadPixels(x, y, 1, 1, GL_DEPTH_COMPONENT, GL_FLOAT, &d);
   if (d != expected) {
      printf("%s: depth %.9g, expected %.9g\n", what, d, expected);
      return false;
   }
   return true;
}

enum nvpt_result
nvpt_test(void)
{
   static const float p0[4] = { 0.25f, 0, 0, 0 };
   bool pass = true;
   float got[4];

   nvpt_require_nv_fragment_program();
   nvpt_float_depth_target_begin();
   glClearDepth(1.0);
   glClear(GL_DEPTH_BUFFER_BIT);
   glEnable(GL_DEPTH_TEST);
   glDepthFunc(GL_LESS);

   /* the point is at window depth 0.5; the program says 0.25 */
   if (!nvpt_use_nv_fp(1, depr))
      return NVPT_FAIL;
   nvfp.ProgramLocalParameter4fvARB(GL_FRAGMENT_PROGRAM_NV, 0, p0);
   pass = nvpt_draw_point_and_read(4, 4, got) && pass;
   pass = check_depth("o[DEPR].z = 0.25", 4, 4, 0.25f) && pass;
   /* a program without o[DEPR] keeps the rasterised 0.5, which fails
    * LESS against 0.25 here and passes at a fresh pixel */
   if (!nvpt_use_nv_fp(2, no_depr))
      return NVPT_FAIL;
   {
      static const float green[4] = { 0, 1, 0, 1 };
      static const float red[4] = { 1, 0, 0, 1 };
      float nx, ny;
      nvpt_pixel_ndc(4, 4, &nx, &ny);
      glBegin(GL_POINTS);
      glVertex4f(nx, ny, 0, 1);
      glEnd();
      nvpt_read_float(4, 4, got);
      pass = nvpt_check_vec4("depth test against the replaced depth", got,
                             green, 0) && pass;
      pass = check_depth("kept", 4, 4, 0.25f) && pass;
      nvpt_pixel_ndc(9, 9, &nx, &ny);
      glBegin(GL_POINTS);
      glVertex4f(nx, ny, 0, 1);
      glEnd();
      nvpt_read_float(9, 9, got);
      pass = nvpt_check_vec4("no o[DEPR]", got, red, 0) && pass;
      pass = check_depth("rasterised depth", 9, 9, 0.5f) && pass;
   }
   glDisable(GL_DEPTH_TEST);
   glDisable(GL_FRAGMENT_PROGRAM_NV);
   return nvpt_end_test(pass);
}
