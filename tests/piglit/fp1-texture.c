/*
 * NV_fragment_program texture lookups (sections 3.11.5.38-40; checklist
 * T81-T88): TEX, TXP and TXD on every target (1D, 2D, 3D, CUBE, RECT),
 * image units chosen by the instruction, TXP dividing by q except for
 * CUBE ("TXP ... except for CUBE"), TXD's explicit derivatives choosing
 * the mipmap level, and "the texture enable hierarchy" ignored: no
 * texture is enabled.  Float textures, nearest filtering: exact texels.
 */
#include "fp1-common.h"

#include <stdio.h>
#include <string.h>

/* texel (i) of the small images: distinct, exact in fp32 */
static void
texel(float *t, unsigned i)
{
   t[0] = 0.125f * (float)(i + 1);
   t[1] = 1.0f - 0.0625f * (float)i;
   t[2] = (float)(i & 1);
   t[3] = 0.5f + 0.25f * (float)(i >> 1);
}

static void
nearest(GLenum target)
{
   glTexParameteri(target, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
   glTexParameteri(target, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
   glTexParameteri(target, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
   glTexParameteri(target, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
}

static void
setup_textures(void)
{
   float img[8][4], level0[16][4], level1[4][4];
   GLuint tex[6];

   for (unsigned i = 0; i < 8; i++)
      texel(img[i], i);
   glGenTextures(6, tex);

   /* unit 0: 2D 2x2, texels 0..3 */
   glActiveTexture(GL_TEXTURE0);
   glBindTexture(GL_TEXTURE_2D, tex[0]);
   nearest(GL_TEXTURE_2D);
   glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA32F_ARB, 2, 2, 0, GL_RGBA,
                GL_FLOAT, img);
   /* unit 1: RECT 2x2, texels 4..7 */
   glActiveTexture(GL_TEXTURE1);
   glBindTexture(GL_TEXTURE_RECTANGLE_NV, tex[1]);
   nearest(GL_TEXTURE_RECTANGLE_NV);
   glTexImage2D(GL_TEXTURE_RECTANGLE_NV, 0, GL_RGBA32F_ARB, 2, 2, 0,
                GL_RGBA, GL_FLOAT, img[4]);
   /* unit 2: CUBE 1x1, face f is texel f */
   glActiveTexture(GL_TEXTURE2);
   glBindTexture(GL_TEXTURE_CUBE_MAP, tex[2]);
   nearest(GL_TEXTURE_CUBE_MAP);
   for (unsigned f = 0; f < 6; f++)
      glTexImage2D(GL_TEXTURE_CUBE_MAP_POSITIVE_X + f, 0, GL_RGBA32F_ARB,
                   1, 1, 0, GL_RGBA, GL_FLOAT, img[f]);
   /* unit 3: 1D 2 texels, 6 and 7 */
   glActiveTexture(GL_TEXTURE3);
   glBindTexture(GL_TEXTURE_1D, tex[3]);
   nearest(GL_TEXTURE_1D);
   glTexImage1D(GL_TEXTURE_1D, 0, GL_RGBA32F_ARB, 2, 0, GL_RGBA, GL_FLOAT,
                img[6]);
   /* unit 4: 3D 2x2x2, texels 0..7 */
   glActiveTexture(GL_TEXTURE4);
   glBindTexture(GL_TEXTURE_3D, tex[4]);
   nearest(GL_TEXTURE_3D);
   glTexParameteri(GL_TEXTURE_3D, GL_TEXTURE_WRAP_R, GL_CLAMP_TO_EDGE);
   glTexImage3D(GL_TEXTURE_3D, 0, GL_RGBA32F_ARB, 2, 2, 2, 0, GL_RGBA,
                GL_FLOAT, img);
   /* unit 5: 2D 4x4 of texel 1 with a 2x2 level 1 of texel 2, 1x1 of
    * texel 3 */
   for (unsigned i = 0; i < 16; i++)
      texel(level0[i], 1);
   for (unsigned i = 0; i < 4; i++)
      texel(level1[i], 2);
   glActiveTexture(GL_TEXTURE5);
   glBindTexture(GL_TEXTURE_2D, tex[5]);
   nearest(GL_TEXTURE_2D);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER,
                   GL_NEAREST_MIPMAP_NEAREST);
   glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA32F_ARB, 4, 4, 0, GL_RGBA,
                GL_FLOAT, level0);
   glTexImage2D(GL_TEXTURE_2D, 1, GL_RGBA32F_ARB, 2, 2, 0, GL_RGBA,
                GL_FLOAT, level1);
   glTexImage2D(GL_TEXTURE_2D, 2, GL_RGBA32F_ARB, 1, 1, 0, GL_RGBA,
                GL_FLOAT, img[3]);
   glActiveTexture(GL_TEXTURE0);
}

struct tex_case {
   const char *name;
   const char *body;
   unsigned unit;        /* the texture coordinate set given */
   float coord[4];
   float p[2][4];        /* R0, R1 (TXD's derivatives) */
   unsigned texel;       /* expected: texel(texel) */
};

static const struct tex_case cases[] = {
   { "TEX 2D", "TEX o[COLR], f[TEX0], TEX0, 2D;\n", 0,
     { 0.75f, 0.25f, 0, 1 }, { { 0 } }, 1 },
   { "TEX 2D texel 2", "TEX o[COLR], f[TEX0], TEX0, 2D;\n", 0,
     { 0.25f, 0.75f, 0, 1 }, { { 0 } }, 2 },
   { "TXP 2D", "TXP o[COLR], f[TEX0], TEX0, 2D;\n", 0,
     { 1.5f, 1.5f, 0, 2 }, { { 0 } }, 3 },
   { "TEX RECT", "TEX o[COLR], f[TEX1], TEX1, RECT;\n", 1,
     { 1.5f, 0.5f, 0, 1 }, { { 0 } }, 5 },
   { "TXP RECT", "TXP o[COLR], f[TEX1], TEX1, RECT;\n", 1,
     { 1.0f, 3.0f, 0, 2 }, { { 0 } }, 6 },
   { "TEX CUBE +X", "TEX o[COLR], f[TEX2], TEX2, CUBE;\n", 2,
     { 1, 0.1f, 0.2f, 1 }, { { 0 } }, 0 },
   { "TEX CUBE -Y", "TEX o[COLR], f[TEX2], TEX2, CUBE;\n", 2,
     { 0.1f, -1, 0.2f, 1 }, { { 0 } }, 3 },
   /* no divide for CUBE: q = -1 would turn -Z into +Z */
   { "TXP CUBE ignores q", "TXP o[COLR], f[TEX2], TEX2, CUBE;\n", 2,
     { 0.1f, 0.2f, -1, -1 }, { { 0 } }, 5 },
   { "TEX 1D", "TEX o[COLR], f[TEX3], TEX3, 1D;\n", 3,
     { 0.75f, 0, 0, 1 }, { { 0 } }, 7 },
   { "TEX 3D", "TEX o[COLR], f[TEX4], TEX4, 3D;\n", 4,
     { 0.75f, 0.25f, 0.75f, 1 }, { { 0 } }, 5 },
   /* the coordinate from a temporary, the unit from the instruction */
   { "TEX from R0", "TEX o[COLR], R0, TEX4, 3D;\n", 0,
     { 0, 0, 0, 1 }, { { 0.25f, 0.75f, 0.25f, 1 } }, 2 },
   /* TXD: dsdx = 0.5 on a 4-texel image is two texels: level 1 */
   { "TXD level 0", "TXD o[COLR], f[TEX0], R0, R1, TEX5, 2D;\n", 0,
     { 0.5f, 0.5f, 0, 1 }, { { 0, 0, 0, 0 }, { 0, 0, 0, 0 } }, 1 },
   { "TXD level 1", "TXD o[COLR], f[TEX0], R0, R1, TEX5, 2D;\n", 0,
     { 0.5f, 0.5f, 0, 1 }, { { 0.5f, 0, 0, 0 }, { 0, 0.5f, 0, 0 } }, 2 },
   { "TXD level 2", "TXD o[COLR], f[TEX0], R0, R1, TEX5, 2D;\n", 0,
     { 0.5f, 0.5f, 0, 1 }, { { 1, 0, 0, 0 }, { 0, 1, 0, 0 } }, 3 },
};

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   nvpt_require_nv_fragment_program();
   nvpt_float_target_begin();
   setup_textures();
   if (!nvpt_expect_error(GL_NO_ERROR, "texture set-up"))
      return NVPT_FAIL;

   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(cases); i++) {
      const struct tex_case *t = &cases[i];
      float p[4][4], got[4], want[4];

      memset(p, 0, sizeof(p));
      memcpy(p, t->p, sizeof(t->p));
      glMultiTexCoord4fv(GL_TEXTURE0 + t->unit, t->coord);
      if (!nvpt_fp_eval(1 + i, t->body, (const float (*)[4])p, got)) {
         printf("FAIL %s\n", t->name);
         pass = false;
         continue;
      }
      texel(want, t->texel);
      pass = nvpt_check_vec4(t->name, got, want, 0) && pass;
      glMultiTexCoord4f(GL_TEXTURE0 + t->unit, 0, 0, 0, 1);
   }
   /* "fails to load if multiple texture lookup instructions reference
    * different targets for the same texture image unit" */
   {
      static const char bad[] =
         "!!FP1.0\nTEX R0, f[TEX0], TEX0, 2D;\n"
         "TEX o[COLR], f[TEX0], TEX0, 3D;\nEND";
      nvfp.LoadProgramNV(GL_FRAGMENT_PROGRAM_NV, 99, strlen(bad),
                         (const GLubyte *)bad);
      pass = nvpt_expect_error(GL_INVALID_OPERATION,
                               "two targets on TEX0") && pass;
   }
   if (glIsEnabled(GL_TEXTURE_2D)) {
      printf("TEXTURE_2D enabled: the test meant no enables\n");
      pass = false;
   }
   return nvpt_end_test(pass);
}
