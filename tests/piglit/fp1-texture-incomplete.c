/*
 * NV_fragment_program 3.11.5.20 (TEX, and TXP/TXD by reference): "If the
 * specified texture target has a consistent set of images, a lookup is
 * performed.  Otherwise, the result of the instruction is the vector
 * (0,0,0,0)."  ARB_fragment_program (issue 23) gives (0,0,0,1) for the
 * same sample, and keeps it.
 *
 * Each case makes unit 0's texture of one target complete or not and
 * reads what TEX/TXP/TXD return; the texel of a complete texture is
 * (64, 128, 192, 255)/255, whose w tells it from both fallbacks.  Some
 * cases change only texture state between two draws of one loaded
 * program, so the result cannot come from reloading it.
 */
#include "fp1-common.h"

#include <stdio.h>
#include <string.h>

static const float texel_value[4] = { 64 / 255.0f, 128 / 255.0f,
                                      192 / 255.0f, 1.0f };
static const float zero[4] = { 0, 0, 0, 0 };
static const float arb_black[4] = { 0, 0, 0, 1 };

static GLuint tex[3];

/* A 2x2 (2x2x2, six faces or one) texture of one texel value on target
 * with the given minification filter: with a mipmap filter it is
 * incomplete, as only level 0 exists. */
static void
make_texture(GLenum target, GLuint name, GLenum min_filter, bool all_faces)
{
   GLubyte rgba[8][4];

   for (unsigned i = 0; i < 8; i++) {
      rgba[i][0] = 64;
      rgba[i][1] = 128;
      rgba[i][2] = 192;
      rgba[i][3] = 255;
   }
   glBindTexture(target, name);
   if (target == GL_TEXTURE_CUBE_MAP) {
      for (unsigned f = 0; f < (all_faces ? 6u : 1u); f++)
         glTexImage2D(GL_TEXTURE_CUBE_MAP_POSITIVE_X + f, 0, GL_RGBA8, 2, 2,
                      0, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
   } else if (target == GL_TEXTURE_3D) {
      glTexImage3D(target, 0, GL_RGBA8, 2, 2, 2, 0, GL_RGBA,
                   GL_UNSIGNED_BYTE, rgba);
   } else {
      glTexImage2D(target, 0, GL_RGBA8, 2, 2, 0, GL_RGBA, GL_UNSIGNED_BYTE,
                   rgba);
   }
   glTexParameteri(target, GL_TEXTURE_MIN_FILTER, min_filter);
   glTexParameteri(target, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
}

/* Draws with the bound program and checks the pixel. */
static bool
draw(const char *what, const float want[4])
{
   float got[4];

   if (!nvpt_draw_point_and_read(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, got))
      return false;
   return nvpt_check_vec4(what, got, want, 1e-6f);
}

/* Loads and binds text as program id, then draws. */
static bool
sample(const char *what, GLuint id, const char *text, const float want[4])
{
   return nvpt_use_nv_fp(id, text) && draw(what, want);
}

enum nvpt_result
nvpt_test(void)
{
   static const char tex2d[] =
      "!!FP1.0\nTEX o[COLR], {0.5, 0.5, 0.5, 1}, TEX0, 2D;\nEND";
   static const char txp2d[] =
      "!!FP1.0\nTXP o[COLR], {1, 1, 1, 2}, TEX0, 2D;\nEND";
   static const char txd2d[] =
      "!!FP1.0\nTXD o[COLR], {0.5, 0.5, 0.5, 1}, {0, 0, 0, 0}, "
      "{0, 0, 0, 0}, TEX0, 2D;\nEND";
   static const char tex3d[] =
      "!!FP1.0\nTEX o[COLR], {0.5, 0.5, 0.5, 1}, TEX0, 3D;\nEND";
   static const char texcube[] =
      "!!FP1.0\nTEX o[COLR], {1, 0.1, 0.1, 1}, TEX0, CUBE;\nEND";
   static const char arb2d[] =
      "!!ARBfp1.0\nTEX result.color, {0.5, 0.5, 0.5, 1}, texture[0], 2D;\n"
      "END";
   PFNGLGENSAMPLERSPROC gen_samplers;
   PFNGLBINDSAMPLERPROC bind_sampler;
   PFNGLSAMPLERPARAMETERIPROC sampler_parameteri;
   bool pass = true;
   GLuint smp;

   nvpt_require_nv_fragment_program();
   nvpt_require_extension("GL_ARB_sampler_objects");
   gen_samplers = nvpt_get_proc("glGenSamplers");
   bind_sampler = nvpt_get_proc("glBindSampler");
   sampler_parameteri = nvpt_get_proc("glSamplerParameteri");
   nvpt_float_target_begin();
   glGenTextures(3, tex);
   glActiveTexture(GL_TEXTURE0);

   /* 2D: the default object (no image), then a mipmap filter with one
    * level, then complete; TEX, TXP and TXD alike */
   glBindTexture(GL_TEXTURE_2D, 0);
   pass = sample("2D, no image", 1, tex2d, zero) && pass;
   make_texture(GL_TEXTURE_2D, tex[0], GL_NEAREST_MIPMAP_NEAREST, true);
   pass = sample("2D, mipmaps missing (TEX)", 1, tex2d, zero) && pass;
   pass = sample("2D, mipmaps missing (TXP)", 2, txp2d, zero) && pass;
   pass = sample("2D, mipmaps missing (TXD)", 3, txd2d, zero) && pass;
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
   pass = sample("2D complete (TXP)", 2, txp2d, texel_value) && pass;
   pass = sample("2D complete (TXD)", 3, txd2d, texel_value) && pass;
   pass = sample("2D complete (TEX)", 1, tex2d, texel_value) && pass;

   /* from here program 1 stays loaded and bound: only texture state
    * changes.  A sampler object decides the filter: incomplete again,
    * complete once more when it is unbound. */
   gen_samplers(1, &smp);
   sampler_parameteri(smp, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR);
   bind_sampler(0, smp);
   pass = draw("2D, sampler wants mipmaps", zero) && pass;
   bind_sampler(0, 0);
   pass = draw("2D, sampler unbound", texel_value) && pass;
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER,
                   GL_NEAREST_MIPMAP_LINEAR);
   pass = draw("2D, filter changed back", zero) && pass;
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAX_LEVEL, 0);
   pass = draw("2D, MAX_LEVEL 0", texel_value) && pass;
   glBindTexture(GL_TEXTURE_2D, 0);
   pass = draw("2D, default object bound", zero) && pass;
   glBindTexture(GL_TEXTURE_2D, tex[0]);
   pass = draw("2D, bound again", texel_value) && pass;

   /* ARB_fragment_program (Mesa's own) keeps (0,0,0,1) */
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAX_LEVEL, 1000);
   glDisable(GL_FRAGMENT_PROGRAM_NV);
   nvfp.BindProgramARB(GL_FRAGMENT_PROGRAM_ARB, 10);
   nvfp.ProgramStringARB(GL_FRAGMENT_PROGRAM_ARB,
                         GL_PROGRAM_FORMAT_ASCII_ARB,
                         (GLsizei)strlen(arb2d), arb2d);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   {
      float got[4];
      pass = nvpt_expect_error(GL_NO_ERROR, "ARB program") && pass;
      pass = nvpt_draw_point_and_read(NVPT_WIDTH / 2, NVPT_HEIGHT / 2,
                                      got) &&
             nvpt_check_vec4("ARB program, incomplete", got, arb_black,
                             0) && pass;
   }
   glDisable(GL_FRAGMENT_PROGRAM_ARB);

   /* 3D and CUBE: one face of six is not a cube map */
   glBindTexture(GL_TEXTURE_3D, 0);
   pass = sample("3D, no image", 4, tex3d, zero) && pass;
   make_texture(GL_TEXTURE_3D, tex[1], GL_NEAREST, true);
   pass = sample("3D complete", 4, tex3d, texel_value) && pass;
   make_texture(GL_TEXTURE_CUBE_MAP, tex[2], GL_NEAREST, false);
   pass = sample("CUBE, one face", 5, texcube, zero) && pass;
   make_texture(GL_TEXTURE_CUBE_MAP, tex[2], GL_NEAREST, true);
   pass = sample("CUBE complete", 5, texcube, texel_value) && pass;

   glDeleteTextures(3, tex);
   glDisable(GL_FRAGMENT_PROGRAM_NV);
   return nvpt_end_test(pass);
}
