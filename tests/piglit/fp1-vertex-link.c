/*
 * NV_fragment_program fed by an NV vertex program and by fixed function:
 * "f[FOGC] ... (z,0,0,0)", f[TEXn] "(s,t,r,q)", f[COL0]/f[COL1] read what
 * the vertex stage wrote to o[FOGC], o[TEXn], o[COL0], o[COL1] (the
 * varyings Mesa's fixed-function vertex programs also write), and the
 * fp32 values arrive unchanged (no colour clamping with
 * CLAMP_VERTEX_COLOR off).  A point is drawn; the attributes are flat.
 */
#include "fp1-common.h"

#include <stdio.h>
#include <string.h>

static const char vp[] =
   "!!VP1.0\n"
   "MOV o[HPOS], v[OPOS];\n"
   "MOV o[FOGC].x, c[0].y;\n"
   "MOV o[TEX3], c[1];\n"
   "MOV o[TEX7], -c[1].wzyx;\n"
   "MOV o[COL0], c[2];\n"
   "MOV o[COL1], c[3];\n"
   "END";

static const struct {
   const char *name;
   const char *fp;
   float expected[4];
} cases[] = {
   { "f[FOGC]", "MOV o[COLR], f[FOGC];\n", { 2.5f, 0, 0, 0 } },
   { "f[TEX3]", "MOV o[COLR], f[TEX3];\n", { -1.5f, 3, 1e6f, 0.125f } },
   { "f[TEX7]", "MOV o[COLR], f[TEX7];\n", { -0.125f, -1e6f, -3, 1.5f } },
   { "f[COL0]", "MOV o[COLR], f[COL0];\n", { 0.25f, 0.5f, 0.75f, 1 } },
   { "f[COL1]", "MOV o[COLR], f[COL1];\n", { 0.125f, 0.375f, 0.625f, 0.5f } },
   { "fp32 override", "MULX o[COLR], f[TEX3], 2;\n",
     { -3, 6, 2e6f, 0.25f } },
};

enum nvpt_result
nvpt_test(void)
{
   static const float c[4][4] = {
      { 0, 2.5f, 0, 0 },
      { -1.5f, 3, 1e6f, 0.125f },
      { 0.25f, 0.5f, 0.75f, 1 },
      { 0.125f, 0.375f, 0.625f, 0.5f },
   };
   PFNGLPROGRAMPARAMETER4FVNVPROC param;
   bool pass = true;

   nvpt_require_nv_fragment_program();
   nvpt_require_nv_vertex_program();
   nvpt_float_target_begin();
   param = nvpt_get_proc("glProgramParameter4fvNV");
   for (unsigned k = 0; k < 4; k++)
      param(GL_VERTEX_PROGRAM_NV, k, c[k]);
   if (!nvpt_use_nv_program(1, vp))
      return NVPT_FAIL;

   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(cases); i++) {
      char text[256];
      float got[4];

      snprintf(text, sizeof(text), "!!FP1.0\n%sEND", cases[i].fp);
      if (!nvpt_use_nv_fp(10 + i, text) ||
          !nvpt_draw_point_and_read(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, got)) {
         pass = false;
         continue;
      }
      pass = nvpt_check_vec4(cases[i].name, got, cases[i].expected, 0) &&
             pass;
   }
   glDisable(GL_VERTEX_PROGRAM_NV);
   glDisable(GL_FRAGMENT_PROGRAM_NV);
   return nvpt_end_test(pass);
}
