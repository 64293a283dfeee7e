/*
 * TXQ and TXF on every texture target, in programs written the way
 * yuzu's GLASM back end writes them (issue 16's yuzu-style set): the
 * header on one line ("OPTION NV_internal;OPTION NV_gpu_program_fp64;
 * OPTION NV_bindless_texture;"), registers R0.. and RC declared in one
 * TEMP statement and D0.. and DC in one LONG TEMP, typed moves (MOV.F,
 * MOV.U, MOV.S), no spaces after commas, and "TXQ R0,R1.x,texture[n],
 * TARGET;" with the level in a register.  Registered with
 * MESA_EXTENSION_OVERRIDE=+GL_NV_gpu_program5 (not advertised yet).
 *
 * Each unit holds a texture of one target whose sizes differ per unit;
 * texel (i, j, k) of level l, layer or slice k, of unit u is (1000 u +
 * i + 10 j + 100 k + 10000 l, u, l, 1) in RGBA32F (a buffer texture:
 * texel i is (1000 u + i, u, 0, 1)).  TXQ gives "the width, height, and
 * depth" of the level asked for, the layers of an array in the next
 * component (NV_gpu_program4, TXQ), a cube map array's cube count
 * there (TGSI's and GLSL's textureSize); TXF fetches texels by integer
 * coordinate and level (Table X.18), on BUFFER by x alone.  Every value
 * is exact on both drivers.
 *
 * TXFMS, Table X.13's "multisample texel fetch", on 4-sample 2DMS and
 * ARRAY2DMS textures (RGBA32F, 4x4, the array two layers) that a
 * "!!NVfp5.0" program reading fragment.sampleid filled per sample with
 * (sample, x, y, layer + 1): TXFMS reads (x, y, layer, sample) as TGSI's
 * TXF on a multisample target does, the sample number in w; TXQ gives
 * their sizes (and layers).  Softpipe has no multisample textures
 * (ARB_texture_multisample is not exposed): there the test says so and
 * checks the rest (its MAX_COLOR_TEXTURE_SAMPLES is 1).
 */
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef GL_TEXTURE_CUBE_MAP_ARRAY
#define GL_TEXTURE_CUBE_MAP_ARRAY 0x9009
#endif

enum unit {
   U_1D, U_2D, U_3D, U_CUBE, U_RECT, U_ARRAY1D, U_ARRAY2D, U_ARRAYCUBE,
   U_BUFFER, U_SHADOW2D, NUM_UNITS
};

/* width, height, depth (slices, layers, or 6 x cubes), levels */
static const struct tex_desc {
   GLenum target;
   int w, h, d, levels;
} descs[NUM_UNITS] = {
   [U_1D] = { GL_TEXTURE_1D, 8, 1, 1, 2 },
   [U_2D] = { GL_TEXTURE_2D, 8, 4, 1, 2 },
   [U_3D] = { GL_TEXTURE_3D, 4, 2, 3, 1 },
   [U_CUBE] = { GL_TEXTURE_CUBE_MAP, 4, 4, 6, 1 },
   [U_RECT] = { GL_TEXTURE_RECTANGLE_ARB, 5, 3, 1, 1 },
   [U_ARRAY1D] = { GL_TEXTURE_1D_ARRAY_EXT, 4, 3, 1, 1 },
   [U_ARRAY2D] = { GL_TEXTURE_2D_ARRAY_EXT, 2, 4, 5, 1 },
   [U_ARRAYCUBE] = { GL_TEXTURE_CUBE_MAP_ARRAY, 2, 2, 12, 1 },
   [U_BUFFER] = { GL_TEXTURE_BUFFER, 7, 1, 1, 1 },
   [U_SHADOW2D] = { GL_TEXTURE_2D, 6, 2, 1, 1 },
};

#define HEAD "!!NVfp5.0\nOPTION NV_internal;OPTION NV_gpu_program_fp64;" \
   "OPTION NV_bindless_texture;\nTEMP R0,R1,R2,RC;\nLONG TEMP D0,DC;\n"

static const struct target_case {
   const char *name;
   const char *body;       /* writes result.color */
   float expect[4];
} cases[] = {
   /* TXQ: the level in R1.x; I2F of the integer sizes */
   { "TXQ 1D", "MOV.S R1.x,0;TXQ R0,R1.x,texture[0],1D;"
     "I2F.S R2.x,R0.x;MOV.F R2.yzw,0;MOV.F result.color,R2;",
     { 8, 0, 0, 0 } },
   { "TXQ 1D level 1", "MOV.S R1.x,1;TXQ R0,R1.x,texture[0],1D;"
     "I2F.S R2.x,R0.x;MOV.F R2.yzw,0;MOV.F result.color,R2;",
     { 4, 0, 0, 0 } },
   { "TXQ 2D", "MOV.S R1.x,0;TXQ R0,R1.x,texture[1],2D;"
     "I2F.S R2.xy,R0;MOV.F R2.zw,0;MOV.F result.color,R2;",
     { 8, 4, 0, 0 } },
   { "TXQ 2D level 1", "MOV.S R1.x,1;TXQ R0,R1.x,texture[1],2D;"
     "I2F.S R2.xy,R0;MOV.F R2.zw,0;MOV.F result.color,R2;",
     { 4, 2, 0, 0 } },
   { "TXQ 3D", "MOV.S R1.x,0;TXQ R0,R1.x,texture[2],3D;"
     "I2F.S R2.xyz,R0;MOV.F R2.w,0;MOV.F result.color,R2;",
     { 4, 2, 3, 0 } },
   { "TXQ CUBE", "MOV.S R1.x,0;TXQ R0,R1.x,texture[3],CUBE;"
     "I2F.S R2.xy,R0;MOV.F R2.zw,0;MOV.F result.color,R2;",
     { 4, 4, 0, 0 } },
   { "TXQ RECT", "MOV.S R1.x,0;TXQ R0,R1.x,texture[4],RECT;"
     "I2F.S R2.xy,R0;MOV.F R2.zw,0;MOV.F result.color,R2;",
     { 5, 3, 0, 0 } },
   /* "the number of layers in an array texture is returned in the "y"
    * component of the result for one-dimensional array textures or the
    * "z" component for two-dimensional array textures" */
   { "TXQ ARRAY1D", "MOV.S R1.x,0;TXQ R0,R1.x,texture[5],ARRAY1D;"
     "I2F.S R2.xy,R0;MOV.F R2.zw,0;MOV.F result.color,R2;",
     { 4, 3, 0, 0 } },
   { "TXQ ARRAY2D", "MOV.S R1.x,0;TXQ R0,R1.x,texture[6],ARRAY2D;"
     "I2F.S R2.xyz,R0;MOV.F R2.w,0;MOV.F result.color,R2;",
     { 2, 4, 5, 0 } },
   { "TXQ ARRAYCUBE", "MOV.S R1.x,0;TXQ R0,R1.x,texture[7],ARRAYCUBE;"
     "I2F.S R2.xyz,R0;MOV.F R2.w,0;MOV.F result.color,R2;",
     { 2, 2, 2, 0 } },
   { "TXQ BUFFER", "MOV.S R1.x,0;TXQ R0,R1.x,texture[8],BUFFER;"
     "I2F.S R2.x,R0.x;MOV.F R2.yzw,0;MOV.F result.color,R2;",
     { 7, 0, 0, 0 } },
   { "TXQ SHADOW2D", "MOV.S R1.x,0;TXQ R0,R1.x,texture[9],SHADOW2D;"
     "I2F.S R2.xy,R0;MOV.F R2.zw,0;MOV.F result.color,R2;",
     { 6, 2, 0, 0 } },
   /* TXF: (i, j, k or layer, level) in an INT-typed move */
   { "TXF 1D", "MOV.S R0,{5,0,0,0};TXF.F R1,R0,texture[0],1D;"
     "MOV.F result.color,R1;", { 5, 0, 0, 1 } },
   { "TXF 1D level 1", "MOV.S R0,{3,0,0,1};TXF.F R1,R0,texture[0],1D;"
     "MOV.F result.color,R1;", { 10003, 0, 1, 1 } },
   { "TXF 2D", "MOV.S R0,{6,3,0,0};TXF.F R1,R0,texture[1],2D;"
     "MOV.F result.color,R1;", { 1036, 1, 0, 1 } },
   { "TXF 2D level 1", "MOV.S R0,{3,1,0,1};TXF.F R1,R0,texture[1],2D;"
     "MOV.F result.color,R1;", { 11013, 1, 1, 1 } },
   { "TXF 3D", "MOV.S R0,{3,1,2,0};TXF.F R1,R0,texture[2],3D;"
     "MOV.F result.color,R1;", { 2213, 2, 0, 1 } },
   { "TXF RECT", "MOV.S R0,{4,2,0,0};TXF.F R1,R0,texture[4],RECT;"
     "MOV.F result.color,R1;", { 4024, 4, 0, 1 } },
   /* ARRAY1D: "x - - y" (the layer in y) */
   { "TXF ARRAY1D", "MOV.S R0,{2,1,0,0};TXF.F R1,R0,texture[5],ARRAY1D;"
     "MOV.F result.color,R1;", { 5102, 5, 0, 1 } },
   { "TXF ARRAY2D", "MOV.S R0,{1,3,4,0};TXF.F R1,R0,texture[6],ARRAY2D;"
     "MOV.F result.color,R1;", { 6431, 6, 0, 1 } },
   /* BUFFER: "x - - - -" */
   { "TXF BUFFER", "MOV.S R0,{6,9,9,9};TXF.F R1,R0,texture[8],BUFFER;"
     "MOV.F result.color,R1;", { 8006, 8, 0, 1 } },
   /* a texel as integers */
   { "TXF of MOV.U, TRUNC.S and I2F.S", "MOV.U R0,{1,2,0,0};TXF.F R1,R0,texture[1],"
     "2D;TRUNC.S R2,R1;I2F.S R1,R2;MOV.F result.color,R1;",
     { 1021, 1, 0, 1 } },
};

/* The value of texel (i, j, k) of level l of unit u. */
static void
texel(float *t, unsigned u, int i, int j, int k, int l)
{
   t[0] = (float)(1000 * (int)u + i + 10 * j + 100 * k + 10000 * l);
   t[1] = (float)u;
   t[2] = (float)l;
   t[3] = 1.0f;
}

/* Unit u's texture, filled as the header says. */
static void
make_texture(unsigned u)
{
   PFNGLACTIVETEXTUREPROC active = nvpt_get_proc("glActiveTexture");
   PFNGLTEXIMAGE3DPROC image3d = nvpt_get_proc("glTexImage3D");
   PFNGLGENBUFFERSPROC gen_buffers = nvpt_get_proc("glGenBuffers");
   PFNGLBINDBUFFERPROC bind_buffer = nvpt_get_proc("glBindBuffer");
   PFNGLBUFFERDATAPROC buffer_data = nvpt_get_proc("glBufferData");
   PFNGLTEXBUFFERPROC tex_buffer = nvpt_get_proc("glTexBuffer");
   const struct tex_desc *d = &descs[u];
   static float data[4 * 8 * 4 * 12];
   GLuint tex;

   glGenTextures(1, &tex);
   active(GL_TEXTURE0 + u);
   glBindTexture(d->target, tex);
   if (d->target == GL_TEXTURE_BUFFER) {
      GLuint buf;
      for (int i = 0; i < d->w; i++)
         texel(&data[4 * i], u, i, 0, 0, 0);
      gen_buffers(1, &buf);
      bind_buffer(GL_TEXTURE_BUFFER, buf);
      buffer_data(GL_TEXTURE_BUFFER, 16 * d->w, data, GL_STATIC_DRAW);
      tex_buffer(GL_TEXTURE_BUFFER, GL_RGBA32F, buf);
      bind_buffer(GL_TEXTURE_BUFFER, 0);
      active(GL_TEXTURE0);
      return;
   }
   glTexParameteri(d->target, GL_TEXTURE_MIN_FILTER,
                   d->levels > 1 ? GL_NEAREST_MIPMAP_NEAREST : GL_NEAREST);
   glTexParameteri(d->target, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
   glTexParameteri(d->target, GL_TEXTURE_MAX_LEVEL, d->levels - 1);
   for (int l = 0; l < d->levels; l++) {
      int w = d->w >> l, h = d->target == GL_TEXTURE_1D_ARRAY_EXT ? d->h :
                             d->h > 1 ? d->h >> l : 1;
      int depth = d->target == GL_TEXTURE_3D ? d->d >> l : d->d;
      for (int k = 0; k < depth; k++) {
         for (int j = 0; j < h; j++) {
            for (int i = 0; i < w; i++) {
               float *t = &data[4 * ((k * h + j) * w + i)];
               /* a 1D array's rows are its layers */
               if (d->target == GL_TEXTURE_1D_ARRAY_EXT)
                  texel(t, u, i, 0, j, l);
               else
                  texel(t, u, i, j, k, l);
            }
         }
      }
      if (u == U_SHADOW2D) {
         static float depths[8 * 4];
         for (int k = 0; k < w * h; k++)
            depths[k] = 0.5f;
         glTexImage2D(d->target, l, GL_DEPTH_COMPONENT32F, w, h, 0,
                      GL_DEPTH_COMPONENT, GL_FLOAT, depths);
         glTexParameteri(d->target, GL_TEXTURE_COMPARE_MODE,
                         GL_COMPARE_REF_TO_TEXTURE);
      } else if (d->target == GL_TEXTURE_1D) {
         glTexImage1D(d->target, l, GL_RGBA32F_ARB, w, 0, GL_RGBA,
                      GL_FLOAT, data);
      } else if (d->target == GL_TEXTURE_CUBE_MAP) {
         for (int f = 0; f < 6; f++) {
            glTexImage2D(GL_TEXTURE_CUBE_MAP_POSITIVE_X + f, l,
                         GL_RGBA32F_ARB, w, h, 0, GL_RGBA, GL_FLOAT,
                         &data[4 * f * w * h]);
         }
      } else if (d->target == GL_TEXTURE_3D ||
                 d->target == GL_TEXTURE_2D_ARRAY_EXT ||
                 d->target == GL_TEXTURE_CUBE_MAP_ARRAY) {
         image3d(d->target, l, GL_RGBA32F_ARB, w, h, depth, 0, GL_RGBA,
                 GL_FLOAT, data);
      } else {
         glTexImage2D(d->target, l, GL_RGBA32F_ARB, w, h, 0, GL_RGBA,
                      GL_FLOAT, data);
      }
   }
   active(GL_TEXTURE0);
}

#ifndef GL_TEXTURE_2D_MULTISAMPLE
#define GL_TEXTURE_2D_MULTISAMPLE 0x9100
#define GL_TEXTURE_2D_MULTISAMPLE_ARRAY 0x9102
#endif

/* A "!!NVfp5.0" program writing (sample, x, y, layer + 1) per sample
 * (reading fragment.sampleid makes it run per sample); %d the layer. */
#define MS_FILL "!!NVfp5.0\nINT TEMP s;\nTEMP c;\n" \
   "MOV.S s.x, fragment.sampleid.x;\nI2F c.x, s.x;\n" \
   "FLR c.yz, fragment.position.xxyy;\nMOV c.w, %d;\n" \
   "MOV result.color, c;\nEND\n"

static const struct target_case ms_cases[] = {
   { "TXFMS 2DMS sample 0", "MOV.S R0,{1,2,0,0};TXFMS.F R1,R0,texture[10],"
     "2DMS;MOV.F result.color,R1;", { 0, 1, 2, 1 } },
   { "TXFMS 2DMS sample 3", "MOV.S R0,{3,0,0,3};TXFMS.F R1,R0,texture[10],"
     "2DMS;MOV.F result.color,R1;", { 3, 3, 0, 1 } },
   { "TXFMS ARRAY2DMS layer 1 sample 2", "MOV.S R0,{2,3,1,2};TXFMS.F R1,R0,"
     "texture[11],ARRAY2DMS;MOV.F result.color,R1;", { 2, 2, 3, 2 } },
   { "TXFMS ARRAY2DMS layer 0 sample 1", "MOV.S R0,{0,1,0,1};TXFMS.F R1,R0,"
     "texture[11],ARRAY2DMS;MOV.F result.color,R1;", { 1, 0, 1, 1 } },
   { "TXQ 2DMS", "MOV.S R1.x,0;TXQ R0,R1.x,texture[10],2DMS;"
     "I2F.S R2.xy,R0;MOV.F R2.zw,0;MOV.F result.color,R2;", { 4, 4, 0, 0 } },
   { "TXQ ARRAY2DMS", "MOV.S R1.x,0;TXQ R0,R1.x,texture[11],ARRAY2DMS;"
     "I2F.S R2.xyz,R0;MOV.F R2.w,0;MOV.F result.color,R2;",
     { 4, 4, 2, 0 } },
};

/* Units 10 and 11: the multisample textures, each layer drawn with
 * MS_FILL into a framebuffer; false without 4-sample textures, and
 * false with *pass_out cleared where making them failed. */
static bool
make_ms_textures(bool *pass_out)
{
   PFNGLACTIVETEXTUREPROC active = nvpt_get_proc("glActiveTexture");
   PFNGLTEXIMAGE2DMULTISAMPLEPROC image2d_ms =
      nvpt_get_proc("glTexImage2DMultisample");
   PFNGLTEXIMAGE3DMULTISAMPLEPROC image3d_ms =
      nvpt_get_proc("glTexImage3DMultisample");
   PFNGLGENFRAMEBUFFERSPROC gen_fbs = nvpt_get_proc("glGenFramebuffers");
   PFNGLBINDFRAMEBUFFERPROC bind_fb = nvpt_get_proc("glBindFramebuffer");
   PFNGLFRAMEBUFFERTEXTURELAYERPROC fb_layer =
      nvpt_get_proc("glFramebufferTextureLayer");
   PFNGLFRAMEBUFFERTEXTURE2DPROC fb_tex2d =
      nvpt_get_proc("glFramebufferTexture2D");
   PFNGLCHECKFRAMEBUFFERSTATUSPROC status =
      nvpt_get_proc("glCheckFramebufferStatus");
   GLint old_fb = 0, viewport[4];
   GLuint tex[2], fb;
   bool pass = true;

   GLint max_samples = 0;

   if (nvpt_has_extension("GL_ARB_texture_multisample"))
      glGetIntegerv(GL_MAX_COLOR_TEXTURE_SAMPLES, &max_samples);
   if (max_samples < 4 || !image2d_ms || !image3d_ms) {
      printf("no 4-sample textures (MAX_COLOR_TEXTURE_SAMPLES %d): TXFMS "
             "not checked\n", max_samples);
      return false;
   }
   glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &old_fb);
   glGetIntegerv(GL_VIEWPORT, viewport);
   glGenTextures(2, tex);
   active(GL_TEXTURE10);
   glBindTexture(GL_TEXTURE_2D_MULTISAMPLE, tex[0]);
   image2d_ms(GL_TEXTURE_2D_MULTISAMPLE, 4, GL_RGBA32F, 4, 4, GL_TRUE);
   active(GL_TEXTURE11);
   glBindTexture(GL_TEXTURE_2D_MULTISAMPLE_ARRAY, tex[1]);
   image3d_ms(GL_TEXTURE_2D_MULTISAMPLE_ARRAY, 4, GL_RGBA32F, 4, 4, 2,
              GL_TRUE);
   active(GL_TEXTURE0);
   gen_fbs(1, &fb);
   bind_fb(GL_FRAMEBUFFER, fb);
   glViewport(0, 0, 4, 4);
   glEnable(GL_MULTISAMPLE);
   for (int layer = -1; layer < 2; layer++) {
      struct nvpt_text t = { 0 };

      if (layer < 0)
         fb_tex2d(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0,
                  GL_TEXTURE_2D_MULTISAMPLE, tex[0], 0);
      else
         fb_layer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, tex[1], 0, layer);
      if (status(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) {
         printf("a 4-sample RGBA32F texture is no complete framebuffer\n");
         pass = false;
         break;
      }
      nvpt_text_put(&t, MS_FILL, layer < 0 ? 1 : layer + 1);
      bool loaded = nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 2,
                                          t.data);
      free(t.data);
      if (!loaded) {
         pass = false;
         break;
      }
      glEnable(GL_FRAGMENT_PROGRAM_ARB);
      nvpt_draw_window_quad();
      glDisable(GL_FRAGMENT_PROGRAM_ARB);
   }
   bind_fb(GL_FRAMEBUFFER, (GLuint)old_fb);
   glViewport(viewport[0], viewport[1], viewport[2], viewport[3]);
   pass = nvpt_expect_error(GL_NO_ERROR, "the multisample textures") &&
          pass;
   *pass_out = *pass_out && pass;
   return pass;
}

/* Each case's program loaded (HEAD, its body, END) and drawn, pixel
 * (1, 1) exact. */
static bool
run_cases(const struct target_case *cases, unsigned n)
{
   bool pass = true;

   for (unsigned i = 0; i < n; i++) {
      const struct target_case *c = &cases[i];
      struct nvpt_text t = { 0 };

      nvpt_text_put(&t, "%s%s\nEND\n", HEAD, c->body);
      bool loaded = nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1,
                                          t.data);
      free(t.data);
      if (!loaded) {
         printf("%s: does not load\n", c->name);
         pass = false;
         continue;
      }
      pass = nvpt_draw_arb_programs(c->name, c->expect, false) && pass;
      pass = nvpt_expect_error(GL_NO_ERROR, "%s", c->name) && pass;
   }
   return pass;
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   nvpt_require_extension("GL_NV_gpu_program4");
   if (!nvpt_has_extension("GL_NV_gpu_program5"))
      nvpt_skip("GL_NV_gpu_program5 is not enabled");
   nvpt_float_target_begin();
   for (unsigned u = 0; u < NUM_UNITS; u++)
      make_texture(u);
   pass = nvpt_expect_error(GL_NO_ERROR, "the textures") && pass;

   pass = run_cases(cases, NVPT_ARRAY_SIZE(cases)) && pass;
   if (make_ms_textures(&pass))
      pass = run_cases(ms_cases, NVPT_ARRAY_SIZE(ms_cases)) && pass;
   return nvpt_end_test(pass);
}
