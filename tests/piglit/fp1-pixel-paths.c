/*
 * NV_fragment_program on the fragments that are not drawn with Begin:
 * glDrawPixels and glBitmap fragments run the program ("The associated
 * data for each fragment" of 3.6.4 and 3.7 feeds the attribute
 * registers: f[COL0] is the pixel's colour, or the current raster colour
 * for a bitmap), and the colour clamp of 3.11.6 ("clamped to the range
 * [0,1]") follows CLAMP_FRAGMENT_COLOR, as st's shader variants do it
 * for ARB programs.  Fog is not applied in fragment program mode ("fog
 * application stages are ignored").
 */
#include "fp1-common.h"

#include <stdio.h>
#include <string.h>

static const char scale[] = "!!FP1.0\nMUL o[COLR], f[COL0], 2;\nEND";
static const char constant[] =
   "!!FP1.0\nMOV o[COLR], {2, -1, 0.5, 1};\nEND";

enum nvpt_result
nvpt_test(void)
{
   PFNGLCLAMPCOLORARBPROC clamp_color;
   PFNGLWINDOWPOS2IPROC window_pos;
   bool pass = true;
   float got[4];

   nvpt_require_nv_fragment_program();
   nvpt_float_target_begin();
   clamp_color = nvpt_get_proc("glClampColorARB");
   window_pos = nvpt_get_proc("glWindowPos2i");

   /* DrawPixels: f[COL0] is the pixel */
   if (!nvpt_use_nv_fp(1, scale))
      return NVPT_FAIL;
   {
      static const float pixel[4] = { 0.25f, 0.5f, 0.75f, 1 };
      static const float want[4] = { 0.5f, 1, 1.5f, 2 };
      nvpt_clear_sentinel();
      window_pos(5, 6);
      glDrawPixels(1, 1, GL_RGBA, GL_FLOAT, pixel);
      pass = nvpt_expect_error(GL_NO_ERROR, "DrawPixels") && pass;
      nvpt_read_float(5, 6, got);
      pass = nvpt_check_vec4("DrawPixels through the program", got, want,
                             0) && pass;
   }
   /* Bitmap: f[COL0] is the raster colour, set bits only */
   {
      static const GLubyte bits[1] = { 0x80 };
      static const float want[4] = { 0.25f, 0.5f, 1, 0.5f };
      glColor4f(0.125f, 0.25f, 0.5f, 0.25f);
      window_pos(9, 3);
      nvpt_clear_sentinel();
      glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
      glBitmap(2, 1, 0, 0, 0, 0, bits);
      pass = nvpt_expect_error(GL_NO_ERROR, "Bitmap") && pass;
      nvpt_read_float(9, 3, got);
      pass = nvpt_check_vec4("Bitmap set bit", got, want, 0) && pass;
      nvpt_read_float(10, 3, got);
      pass = nvpt_check_vec4("Bitmap clear bit", got, nvpt_sentinel, 0) &&
             pass;
      glColor4f(1, 1, 1, 1);
   }
   /* Fog is ignored */
   {
      static const float want[4] = { 2, 2, 2, 2 };
      glFogi(GL_FOG_MODE, GL_LINEAR);
      glFogf(GL_FOG_START, 0);
      glFogf(GL_FOG_END, 0.001f);
      glEnable(GL_FOG);
      if (nvpt_draw_point_and_read(7, 7, got))
         pass = nvpt_check_vec4("fog enabled", got, want, 0) && pass;
      else
         pass = false;
      glDisable(GL_FOG);
   }
   /* The colour clamp */
   if (!nvpt_use_nv_fp(2, constant))
      return NVPT_FAIL;
   {
      static const float unclamped[4] = { 2, -1, 0.5f, 1 };
      static const float clamped[4] = { 1, 0, 0.5f, 1 };
      if (nvpt_draw_point_and_read(3, 3, got))
         pass = nvpt_check_vec4("clamp off", got, unclamped, 0) && pass;
      else
         pass = false;
      clamp_color(GL_CLAMP_FRAGMENT_COLOR_ARB, GL_TRUE);
      if (nvpt_draw_point_and_read(3, 3, got))
         pass = nvpt_check_vec4("clamp on", got, clamped, 0) && pass;
      else
         pass = false;
      clamp_color(GL_CLAMP_FRAGMENT_COLOR_ARB, GL_FALSE);
   }
   glDisable(GL_FRAGMENT_PROGRAM_NV);
   return nvpt_end_test(pass);
}
