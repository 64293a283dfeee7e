/*
 * NV_gpu_program5's texture gathers and LOD query through the GL (issue
 * 16): TXG with its component selector, a constant offset, on 2D, RECT,
 * SHADOW2D and SHADOWRECT targets and integer textures; TXGO with
 * per-texel offsets from literals and registers; LOD's level and lambda;
 * a gather in a vertex program; the load errors.  Registered with
 * MESA_EXTENSION_OVERRIDE=+GL_NV_gpu_program5 (GL_NV_gpu_program5 is not
 * advertised yet); without the flag the test checks that a version 5
 * program with TXG is refused at position 0.
 *
 * The gathered 4x4 textures hold texel (i, j) = (i + 10j, 100 + i + 10j,
 * 200 + i + 10j, 300 + i + 10j), exact in RGBA32F, and the depth
 * textures (i + 4j) / 16 in DEPTH_COMPONENT32F, compared LEQUAL.  The
 * coordinate (0.55, 0.55) (RECT: (2.2, 2.2)) puts the LINEAR footprint's
 * T_i0_j0 at texel (1, 1), so TXG gives (T_1_2, T_2_2, T_2_1, T_1_1):
 * "result.x = TextureSample_i0j1 ... result.w = TextureSample_i0j0".
 * Every case is exact on both drivers: the gathers read texels, and
 * LOD's cases ask for lambdas whose log2 is an integer.
 */
#include "harness.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef GL_MIN_PROGRAM_TEXTURE_GATHER_OFFSET_NV
#define GL_MIN_PROGRAM_TEXTURE_GATHER_OFFSET_NV 0x8E5E
#define GL_MAX_PROGRAM_TEXTURE_GATHER_OFFSET_NV 0x8E5F
#endif

#ifndef GL_TEXTURE_CUBE_MAP_ARRAY
#define GL_TEXTURE_CUBE_MAP_ARRAY 0x9009
#endif

struct tex_case {
   const char *name;
   const char *body;       /* writes result.color */
   float expect[4];
   float tol;
};

#define C2D "{0.55, 0.55, 0, 0}"
#define CRECT "{2.2, 2.2, 0, 0}"

static const struct tex_case cases[] = {
   /* "if no scalar suffix is provided, the first component is
    * selected" */
   { "TXG 2D", "TXG result.color, " C2D ", texture[0], 2D;",
     { 21, 22, 12, 11 } },
   { "TXG 2D .y", "TXG result.color, " C2D ", texture[0].y, 2D;",
     { 121, 122, 112, 111 } },
   { "TXG 2D .x", "TXG result.color, " C2D ", texture[0].x, 2D;",
     { 21, 22, 12, 11 } },
   /* the constant offset moves the footprint to T_2_0 */
   { "TXG 2D .w (1, -1)", "TXG result.color, " C2D ", texture[0].w, 2D, "
     "(1, -1);", { 312, 313, 303, 302 } },
   { "TXG RECT .z", "TXG result.color, " CRECT ", texture[1].z, RECT;",
     { 221, 222, 212, 211 } },
   /* "When using a "SHADOW" texture target, component selection is
    * ignored": 0.5 <= 9/16 and 10/16, not 6/16 and 5/16 */
   { "TXG SHADOW2D", "TXG result.color, {0.55, 0.55, 0.5, 0}, "
     "texture[2].y, SHADOW2D;", { 1, 1, 0, 0 } },
   { "TXG SHADOWRECT", "TXG result.color, {2.2, 2.2, 0.35, 0}, "
     "texture[3], SHADOWRECT;", { 1, 1, 1, 0 } },
   /* the +Z face of the cube maps (texel (i, j) of the face at s = x,
    * t = -y: "sc = +rx, tc = -ry" for +Z), layer 1 of the arrays; the
    * reference value of SHADOWCUBE and SHADOWARRAY2D in w */
   { "TXG CUBE .y", "TXG result.color, {0.1, -0.1, 1, 0}, texture[6].y, "
     "CUBE;", { 4121, 4122, 4112, 4111 } },
   { "TXG ARRAY2D .z", "TXG result.color, {0.55, 0.55, 1, 0}, "
     "texture[7].z, ARRAY2D;", { 1221, 1222, 1212, 1211 } },
   { "TXG SHADOWCUBE", "TXG result.color, {0.1, -0.1, 1, 0.5}, "
     "texture[8], SHADOWCUBE;", { 1, 1, 0, 0 } },
   { "TXG SHADOWARRAY2D", "TXG result.color, {0.55, 0.55, 1, 0.35}, "
     "texture[9], SHADOWARRAY2D;", { 1, 1, 1, 0 } },
   { "TXGO ARRAY2D", "TXGO result.color, {0.55, 0.55, 1, 0}, "
     "{-1, 2, 0, 1}, {-1, 0, 1, 2}, texture[7].w, ARRAY2D;",
     { 1300, 1313, 1321, 1332 } },
   { "TXGO SHADOWARRAY2D", "TXGO result.color, {0.55, 0.55, 1, 0.35}, "
     "{0, 1, 1, 0}, {1, 1, 0, 0}, texture[9], SHADOWARRAY2D;",
     { 1, 1, 1, 0 } },
   /* register texel offsets (uniform here): NEAREST at (0.55, 0.55) is
    * texel (2, 2), moved to (3, 1); the grammar's form and yuzu's comma
    * form; TXF adds the offset to its integer coordinate:
    * (1, 1) + (2, 1) */
   { "TEX offset(i)", "MOV.S i, {1, -1, 5, 5}; TEX result.color, " C2D
     ", texture[0], 2D offset(i);", { 13, 113, 213, 313 } },
   { "TXL ,offset(-i)", "MOV.S i, {-1, 1, 0, 0}; TXL result.color, " C2D
     ", texture[0], 2D,offset(-i);", { 13, 113, 213, 313 } },
   { "TXB offset(literal)", "TXB result.color, " C2D ", texture[0], 2D, "
     "offset({1, -1, 0, 0});", { 13, 113, 213, 313 } },
   { "TXP offset(i)", "MOV.S i, {1, -1, 0, 0}; TXP result.color, "
     "{1.1, 1.1, 0, 2}, texture[0], 2D, offset(i);", { 13, 113, 213, 313 } },
   { "TXF offset(i)", "MOV.S i, {2, 1, 0, 0}; TXF result.color, "
     "{1, 1, 0, 0}, texture[0], 2D, offset(i);", { 23, 123, 223, 323 } },
   { "TXF ARRAY2D offset(i)", "MOV.S i, {2, 1, 7, 7}; TXF result.color, "
     "{1, 1, 1, 0}, texture[7], ARRAY2D, offset(i);",
     { 1023, 1123, 1223, 1323 } },
   { "TXG offset(i)", "MOV.S i, {1, -1, 0, 0}; TXG result.color, " C2D
     ", texture[0].w, 2D, offset(i);", { 312, 313, 303, 302 } },
   /* cube map arrays: the coordinate is (x, y, z, layer); unit 10's
    * texel (i, j) of level L, layer l, face f, component c is 10000L +
    * 1000l + 100f + i + 10j + 20000c; (0.1, -0.1, 1) is texel (2, 2)
    * of face 4 (+Z) at level 0, (1, 1) at level 1.  The second operand
    * holds the bias or LOD (x) and SHADOWARRAYCUBE's reference value
    * (x, the bias or LOD in y); unit 11 holds the depth texels in layer
    * 1 (LUMINANCE depth mode: (d, d, d, 1)) */
   { "TEX ARRAYCUBE", "TEX result.color, {0.1, -0.1, 1, 1}, texture[10], "
     "ARRAYCUBE;", { 1422, 21422, 41422, 61422 } },
   { "TXL ARRAYCUBE", "TXL result.color, {0.1, -0.1, 1, 1}, 1, "
     "texture[10], ARRAYCUBE;", { 11411, 31411, 51411, 71411 } },
   /* the bias is no layer: the coordinate's 0 is */
   { "TXB ARRAYCUBE", "TXB result.color, {0.1, -0.1, 1, 0}, {1, 0, 0, 0},"
     " texture[10], ARRAYCUBE;", { 422, 20422, 40422, 60422 } },
   { "TXG ARRAYCUBE .z", "TXG result.color, {0.1, -0.1, 1, 1}, "
     "texture[10].z, ARRAYCUBE;", { 41421, 41422, 41412, 41411 } },
   { "TEX SHADOWARRAYCUBE 0.5", "TEX result.color, {0.1, -0.1, 1, 1}, "
     "0.5, texture[11], SHADOWARRAYCUBE;", { 1, 1, 1, 1 } },
   { "TEX SHADOWARRAYCUBE 0.7", "TEX result.color, {0.1, -0.1, 1, 1}, "
     "0.7, texture[11], SHADOWARRAYCUBE;", { 0, 0, 0, 1 } },
   /* the reference (x) is no bias or LOD (y) */
   { "TXB SHADOWARRAYCUBE", "TXB result.color, {0.1, -0.1, 1, 1}, "
     "{0.6, 2, 0, 0}, texture[11], SHADOWARRAYCUBE;", { 1, 1, 1, 1 } },
   { "TXL SHADOWARRAYCUBE", "TXL result.color, {0.1, -0.1, 1, 1}, "
     "{0.7, 0, 0, 0}, texture[11], SHADOWARRAYCUBE;", { 0, 0, 0, 1 } },
   { "TXG SHADOWARRAYCUBE", "TXG result.color, {0.1, -0.1, 1, 1}, 0.5, "
     "texture[11].w, SHADOWARRAYCUBE;", { 1, 1, 0, 0 } },
   /* LOD compares nothing on a SHADOW target: 2 texels a pixel on the
    * 4x4 depth texture, lambda 1, its one level 0; on the cube maps
    * (one level each) only x, the level, is exact on both drivers */
   { "LOD SHADOW2D", "MUL r, fragment.position, 0.5; MOV r.z, 0.5;"
     "LOD result.color, r, texture[2], SHADOW2D;", { 0, 1, 0, 0 } },
   { "LOD SHADOWCUBE", "MUL r, fragment.position, 0.5; MOV r.zw, 1;"
     "MOV result.color, 5; LOD result.color.x, r, texture[8], SHADOWCUBE;",
     { 0, 5, 5, 5 } },
   { "LOD SHADOWARRAYCUBE", "MUL r, fragment.position, 0.5; MOV r.zw, 1;"
     "MOV result.color, 5; LOD result.color.x, r, texture[11], "
     "SHADOWARRAYCUBE;", { 0, 5, 5, 5 } },
   /* TEXTURE variables: units 12 and 13 hold the texels + 5000 and
    * + 6000 */
   { "TEXTURE t", "TEXTURE t = texture[0]; TXG result.color, " C2D ", "
     "t.y, 2D;", { 121, 122, 112, 111 } },
   { "TEXTURE a[1]", "TEXTURE a[] = { texture[12..13] }; TXG "
     "result.color, " C2D ", a[1], 2D;", { 6021, 6022, 6012, 6011 } },
   { "TEXTURE a[0]", "TEXTURE a[2] = { texture[12], texture[13] }; TEX "
     "result.color, " C2D ", a[0], 2D;", { 5022, 5122, 5222, 5322 } },
   /* integer texels: texel (i, j) = (-(i + 10j), ...) */
   { "TXG.S", "TXG.S i, " C2D ", texture[4].x, 2D; I2F result.color, i;",
     { -21, -22, -12, -11 } },
   { "TXG with a write mask", "MOV r, -1; TXG r.yw, " C2D ", texture[0], "
     "2D; MOV result.color, r;", { -1, 22, -1, 11 } },
   /* TXGO: texel T_i0_j0 of the footprint at each offset; (0,1,1,0) and
    * (1,1,0,0) give TXG's four texels */
   { "TXGO as TXG", "TXGO result.color, " C2D ", {0, 1, 1, 0}, "
     "{1, 1, 0, 0}, texture[0], 2D;", { 21, 22, 12, 11 } },
   { "TXGO 2D .y", "TXGO result.color, " C2D ", {-1, 2, 0, 1}, "
     "{-1, 0, 1, 2}, texture[0].y, 2D;", { 100, 113, 121, 132 } },
   { "TXGO RECT", "TXGO result.color, " CRECT ", {-1, 2, 0, 1}, "
     "{-1, 0, 1, 2}, texture[1], RECT;", { 0, 13, 21, 32 } },
   { "TXGO SHADOW2D", "TXGO result.color, {0.55, 0.55, 0.5, 0}, "
     "{0, 1, 1, 0}, {1, 1, 0, 0}, texture[2], SHADOW2D;", { 1, 1, 0, 0 } },
   { "TXGO registers, write mask", "MOV.S i, {-1, 2, 0, 1}; "
     "MOV.S j, {-1, 0, 1, 2}; MOV r, -1; TXGO r.yz, " C2D ", i, j, "
     "texture[0].w, 2D; MOV result.color, r;", { -1, 313, 321, -1 } },
   { "TXGO.S", "TXGO.S i, " C2D ", {0, 1, 1, 0}, {1, 1, 0, 0}, "
     "texture[4], 2D; I2F result.color, i;", { -21, -22, -12, -11 } },
   /* LOD on the 8x8 texture with 4 levels, LINEAR_MIPMAP_LINEAR: the
    * coordinate k * window position moves 8k texels a pixel, lambda =
    * log2(8k); x is lambda clamped to levels 0..3; nvprog's z and w
    * are 0 */
   { "LOD lambda 2", "MUL r, fragment.position, 0.5; MOV result.color, 5;"
     "LOD result.color, r, texture[5], 2D;", { 2, 2, 0, 0 }, 0 },
   { "LOD lambda 4", "MUL r, fragment.position, 2; MOV result.color, 0;"
     "LOD result.color.xy, r, texture[5], 2D;", { 3, 4, 0, 0 }, 0 },
   { "LOD lambda -2", "MUL r, fragment.position, 0.03125;"
     "MOV result.color, 0; LOD result.color.xy, r, texture[5], 2D;",
     { 0, -2, 0, 0 }, 0 },
};

#define HEAD "!!NVfp5.0\nTEMP r;\nINT TEMP i, j;\n"

static void
tex_params(GLenum target, GLenum min)
{
   glTexParameteri(target, GL_TEXTURE_MIN_FILTER, min);
   glTexParameteri(target, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
   glTexParameteri(target, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
   glTexParameteri(target, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
}

/* Units 10 and 11, the cube map arrays of the cases. */
static void
make_cube_map_arrays(void)
{
   PFNGLACTIVETEXTUREPROC active = nvpt_get_proc("glActiveTexture");
   PFNGLTEXIMAGE3DPROC image3d = nvpt_get_proc("glTexImage3D");
   static float texels[2][12][4][4][4], depth[12][4][4];
   const GLenum t = GL_TEXTURE_CUBE_MAP_ARRAY;
   GLuint tex[2];

   glGenTextures(2, tex);
   active(GL_TEXTURE10);
   glBindTexture(t, tex[0]);
   tex_params(t, GL_NEAREST_MIPMAP_NEAREST);
   for (int l = 0; l < 2; l++) {
      int size = 4 >> l;
      for (int z = 0; z < 12; z++) {
         for (int j = 0; j < size; j++) {
            for (int i = 0; i < size; i++) {
               for (int c = 0; c < 4; c++) {
                  /* layer z / 6, face z % 6; packed size x size */
                  (&texels[l][z][0][0][0])[(j * size + i) * 4 + c] =
                     (float)(10000 * l + 1000 * (z / 6) + 100 * (z % 6) +
                             i + 10 * j + 20000 * c);
               }
            }
         }
      }
   }
   for (int l = 0; l < 2; l++) {
      static float packed[12 * 4 * 4 * 4];
      int size = 4 >> l;
      for (int z = 0; z < 12; z++) {
         memcpy(&packed[z * size * size * 4], texels[l][z],
                sizeof(float) * size * size * 4);
      }
      image3d(t, l, GL_RGBA32F_ARB, size, size, 12, 0, GL_RGBA, GL_FLOAT,
              packed);
   }
   glTexParameteri(t, GL_TEXTURE_MAX_LEVEL, 1);

   active(GL_TEXTURE11);
   glBindTexture(t, tex[1]);
   tex_params(t, GL_NEAREST);
   for (int j = 0; j < 4; j++) {
      for (int i = 0; i < 4; i++)
         depth[6 + 4][j][i] = (float)(i + 4 * j) / 16.0f;
   }
   image3d(t, 0, GL_DEPTH_COMPONENT32F, 4, 4, 12, 0, GL_DEPTH_COMPONENT,
           GL_FLOAT, depth);
   glTexParameteri(t, GL_TEXTURE_COMPARE_MODE, GL_COMPARE_REF_TO_TEXTURE);
   glTexParameteri(t, GL_TEXTURE_COMPARE_FUNC, GL_LEQUAL);
   glTexParameteri(t, GL_DEPTH_TEXTURE_MODE, GL_LUMINANCE);
}

/* Unit 6: a cube map whose face f holds 1000f + the 4x4 texels; unit 7:
 * a 2-layer array, layer l 1000l + the texels; units 8 and 9: the
 * depth texels in every face of a cube map and in layer 1 of an array
 * whose layer 0 is 0. */
static void
make_cube_and_arrays(float texels[4][4][4], float depth[4][4])
{
   PFNGLACTIVETEXTUREPROC active = nvpt_get_proc("glActiveTexture");
   PFNGLTEXIMAGE3DPROC image3d = nvpt_get_proc("glTexImage3D");
   static float face[4][4][4], layers[2][4][4][4], dlayers[2][4][4];
   GLuint tex[4];

   glGenTextures(4, tex);
   active(GL_TEXTURE6);
   glBindTexture(GL_TEXTURE_CUBE_MAP, tex[0]);
   tex_params(GL_TEXTURE_CUBE_MAP, GL_NEAREST);
   for (int f = 0; f < 6; f++) {
      for (int k = 0; k < 4 * 4 * 4; k++)
         (&face[0][0][0])[k] = (&texels[0][0][0])[k] + 1000.0f * f;
      glTexImage2D(GL_TEXTURE_CUBE_MAP_POSITIVE_X + f, 0, GL_RGBA32F_ARB,
                   4, 4, 0, GL_RGBA, GL_FLOAT, face);
   }
   active(GL_TEXTURE7);
   glBindTexture(GL_TEXTURE_2D_ARRAY_EXT, tex[1]);
   tex_params(GL_TEXTURE_2D_ARRAY_EXT, GL_NEAREST);
   for (int l = 0; l < 2; l++) {
      for (int k = 0; k < 4 * 4 * 4; k++)
         (&layers[l][0][0][0])[k] = (&texels[0][0][0])[k] + 1000.0f * l;
   }
   image3d(GL_TEXTURE_2D_ARRAY_EXT, 0, GL_RGBA32F_ARB, 4, 4, 2, 0, GL_RGBA,
           GL_FLOAT, layers);
   active(GL_TEXTURE8);
   glBindTexture(GL_TEXTURE_CUBE_MAP, tex[2]);
   tex_params(GL_TEXTURE_CUBE_MAP, GL_NEAREST);
   for (int f = 0; f < 6; f++) {
      glTexImage2D(GL_TEXTURE_CUBE_MAP_POSITIVE_X + f, 0,
                   GL_DEPTH_COMPONENT32F, 4, 4, 0, GL_DEPTH_COMPONENT,
                   GL_FLOAT, depth);
   }
   glTexParameteri(GL_TEXTURE_CUBE_MAP, GL_TEXTURE_COMPARE_MODE,
                   GL_COMPARE_REF_TO_TEXTURE);
   glTexParameteri(GL_TEXTURE_CUBE_MAP, GL_TEXTURE_COMPARE_FUNC, GL_LEQUAL);
   make_cube_map_arrays();
   for (unsigned u = 12; u < 14; u++) {
      static float more[4][4][4];
      GLuint tv;
      for (int k = 0; k < 4 * 4 * 4; k++)
         (&more[0][0][0])[k] = (&texels[0][0][0])[k] + 1000.0f * (u - 7);
      glGenTextures(1, &tv);
      active(GL_TEXTURE0 + u);
      glBindTexture(GL_TEXTURE_2D, tv);
      tex_params(GL_TEXTURE_2D, GL_NEAREST);
      glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA32F_ARB, 4, 4, 0, GL_RGBA,
                   GL_FLOAT, more);
   }
   active(GL_TEXTURE9);
   glBindTexture(GL_TEXTURE_2D_ARRAY_EXT, tex[3]);
   tex_params(GL_TEXTURE_2D_ARRAY_EXT, GL_NEAREST);
   memcpy(dlayers[1], depth, sizeof(dlayers[1]));
   image3d(GL_TEXTURE_2D_ARRAY_EXT, 0, GL_DEPTH_COMPONENT32F, 4, 4, 2, 0,
           GL_DEPTH_COMPONENT, GL_FLOAT, dlayers);
   glTexParameteri(GL_TEXTURE_2D_ARRAY_EXT, GL_TEXTURE_COMPARE_MODE,
                   GL_COMPARE_REF_TO_TEXTURE);
   glTexParameteri(GL_TEXTURE_2D_ARRAY_EXT, GL_TEXTURE_COMPARE_FUNC,
                   GL_LEQUAL);
}

/* Units 0..5 as the header comment and the cases say. */
static void
make_textures(void)
{
   PFNGLACTIVETEXTUREPROC active = nvpt_get_proc("glActiveTexture");
   static float texels[4][4][4], depth[4][4], mip[8 * 8 * 4];
   static int32_t itexels[4][4][4];
   static const GLenum targets[6] = {
      GL_TEXTURE_2D, GL_TEXTURE_RECTANGLE_ARB, GL_TEXTURE_2D,
      GL_TEXTURE_RECTANGLE_ARB, GL_TEXTURE_2D, GL_TEXTURE_2D,
   };
   GLuint tex[6];

   for (int j = 0; j < 4; j++) {
      for (int i = 0; i < 4; i++) {
         for (int c = 0; c < 4; c++) {
            texels[j][i][c] = (float)(100 * c + i + 10 * j);
            itexels[j][i][c] = -(100 * c + i + 10 * j);
         }
         depth[j][i] = (float)(i + 4 * j) / 16.0f;
      }
   }
   glGenTextures(6, tex);
   for (unsigned u = 0; u < 6; u++) {
      GLenum t = targets[u];

      active(GL_TEXTURE0 + u);
      glBindTexture(t, tex[u]);
      tex_params(t, u == 5 ? GL_LINEAR_MIPMAP_LINEAR : GL_NEAREST);
      if (u < 2) {
         glTexImage2D(t, 0, GL_RGBA32F_ARB, 4, 4, 0, GL_RGBA, GL_FLOAT,
                      texels);
      } else if (u < 4) {
         glTexImage2D(t, 0, GL_DEPTH_COMPONENT32F, 4, 4, 0,
                      GL_DEPTH_COMPONENT, GL_FLOAT, depth);
         glTexParameteri(t, GL_TEXTURE_COMPARE_MODE,
                         GL_COMPARE_REF_TO_TEXTURE);
         glTexParameteri(t, GL_TEXTURE_COMPARE_FUNC, GL_LEQUAL);
      } else if (u == 4) {
         glTexImage2D(t, 0, GL_RGBA32I_EXT, 4, 4, 0, GL_RGBA_INTEGER_EXT,
                      GL_INT, itexels);
      } else {
         for (int l = 0, s = 8; l < 4; l++, s /= 2) {
            for (int k = 0; k < s * s * 4; k++)
               mip[k] = (float)l;
            glTexImage2D(t, l, GL_RGBA32F_ARB, s, s, 0, GL_RGBA, GL_FLOAT,
                         mip);
         }
      }
   }
   make_cube_and_arrays(texels, depth);
   active(GL_TEXTURE0);
}

static bool
draw(const char *name, const float expect[4], float tol, bool vertex)
{
   nvpt_clear_sentinel();
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   if (vertex)
      glEnable(GL_VERTEX_PROGRAM_ARB);
   nvpt_draw_window_quad();
   glDisable(GL_VERTEX_PROGRAM_ARB);
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   return nvpt_probe_float(name, 1, 1, expect, tol);
}

static const char pass_fp[] =
   "!!NVfp4.0\nMOV result.color, fragment.color;\nEND\n";

/* A gather in a vertex program: the result reaches the fragments as
 * the colour. */
static const char vp5[] =
   "!!NVvp5.0\nMOV result.position, vertex.position;\n"
   "TXG result.color, " C2D ", texture[0].y, 2D;\nEND\n";

static const char vp5_lod[] =
   "!!NVvp5.0\nMOV result.position, vertex.position;\n"
   "MOV result.color, 7;\n"
   "LOD result.color, " C2D ", texture[5], 2D;\nEND\n";

/* Offsets that differ from pixel to pixel: window x as the offset's x
 * from texel (0, 1), so pixel x reads texel (x, 1), x + 10.  TXF adds
 * the offset to its coordinate: exact on both drivers.  softpipe applies
 * the first pixel's offset to a whole 2x2 quad for TEX and TXG
 * (tgsi_exec's fetch_texel_offsets()); those are checked on llvmpipe. */
static bool
varying_offsets(void)
{
   static const struct {
      const char *body;
      bool sampled;
   } v[] = {
      { "TXF r, {0, 1, 0, 0}, texture[0], 2D, offset(i);", false },
      { "TEX r, {0.05, 0.3, 0, 0}, texture[0], 2D, offset(i);", true },
      { "TXG r, {0.05, 0.3, 0, 0}, texture[0].w, 2D offset(i);", true },
   };
   const char *renderer = (const char *)glGetString(GL_RENDERER);
   bool softpipe = renderer && strstr(renderer, "softpipe");
   struct nvpt_text t = { 0 };
   bool pass = true;

   for (unsigned k = 0; k < NVPT_ARRAY_SIZE(v); k++) {
      if (v[k].sampled && softpipe) {
         printf("softpipe: per-pixel offsets of %.3s not checked\n",
                v[k].body);
         continue;
      }
      t.len = 0;
      nvpt_text_put(&t, "%sTRUNC.S i.x, fragment.position.x;\n"
                    "MOV.S i.yzw, 0;\n%s\nMOV result.color, r;\nEND\n",
                    HEAD, v[k].body);
      if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, t.data)) {
         pass = false;
         continue;
      }
      nvpt_clear_sentinel();
      glEnable(GL_FRAGMENT_PROGRAM_ARB);
      nvpt_draw_window_quad();
      glDisable(GL_FRAGMENT_PROGRAM_ARB);
      for (int x = 0; x < 4; x++) {
         float f = (float)(x + 10);
         float want[4] = { f, f + 100, f + 200, f + 300 };
         /* TXG's footprint at (0.05, 0.3) is i0 = -1, i1 = 0, j0 = 0,
          * j1 = 1, moved by x, i0 clamped to the edge: component w of
          * T_i0_j1, T_i1_j1, T_i1_j0, T_i0_j0 */
         if (k == 2) {
            int i0 = x ? x - 1 : 0;
            want[0] = (float)(310 + i0);
            want[1] = (float)(310 + x);
            want[2] = (float)(300 + x);
            want[3] = (float)(300 + i0);
         }
         pass = nvpt_probe_float(v[k].body, x, 0, want, 0) && pass;
      }
   }
   free(t.data);
   return pass;
}

/* A TEXTURE array member picked per pixel: window x & 1 chooses unit 12
 * (texels + 5000) or 13 (+ 6000), within each 2x2 quad too; NEAREST at
 * (0.55, 0.55) is texel (2, 2). */
static bool
varying_member(void)
{
   static const char text[] =
      HEAD "TEXTURE a[] = { texture[12..13] };\n"
      "TRUNC.S i.x, fragment.position.x;\nAND.S i.x, i.x, 1;\n"
      "MOV r, -1;\nTEX r.xyw, " C2D ", a[i.x], 2D;\n"
      "MOV result.color, r;\nEND\n";
   bool pass = nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, text);

   if (!pass)
      return false;
   nvpt_clear_sentinel();
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   nvpt_draw_window_quad();
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   for (int x = 0; x < 4; x++) {
      float f = (float)(5022 + 1000 * (x & 1));
      float want[4] = { f, f + 100, -1, f + 300 };
      pass = nvpt_probe_float("TEXTURE a[i.x]", x, 0, want, 0) && pass;
   }
   return pass;
}

/* The load errors through ProgramStringARB: INVALID_OPERATION at the
 * offending token; the bound program keeps drawing. */
static bool
load_errors(void)
{
   static const struct {
      const char *text;
      GLint pos;
   } bad[] = {
      /* "a program will fail to load if <texImageUnitComp> is matched
       * for any texture instruction other than TXG or TXGO" */
      { "!!NVfp5.0\nTEMP r;\nTEX r, r, texture[0].y, 2D;\nEND\n", 38 },
      /* "TXG only operates on 2D, SHADOW2D, CUBE, ..." */
      { "!!NVfp5.0\nTEMP r;\nTXG r, r, texture[0], 3D;\nEND\n", 40 },
      /* "TXGO only operates on 2D, SHADOW2D, ARRAY2D, SHADOWARRAY2D,
       * RECT, and SHADOWRECT" */
      { "!!NVfp5.0\nTEMP r;\nTXGO r, r, r, r, texture[0], CUBE;\nEND\n",
        47 },
      /* "if any component of the constant offset vector of a TXGO
       * instruction is non-zero" */
      { "!!NVfp5.0\nTEMP r;\nTXGO r, r, r, r, texture[0], 2D, (0, 1);\n"
        "END\n", 55 },
      /* no TXG in a version 4 program */
      { "!!NVfp4.0\nTEMP r;\nTXG r, r, texture[0], 2D;\nEND\n", 18 },
   };
   static const float green[4] = { 0, 1, 0, 1 };
   bool pass = nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 7,
                                     "!!NVfp5.0\nMOV result.color, "
                                     "{0, 1, 0, 1};\nEND\n");

   for (unsigned k = 0; k < NVPT_ARRAY_SIZE(bad); k++) {
      pass = nvpt_load_arb_program_bad(GL_FRAGMENT_PROGRAM_ARB, 7,
                                       bad[k].text, bad[k].pos) && pass;
   }
   nvpt_clear_errors();
   return draw("the program bound before the errors", green, 0, false) &&
          pass;
}

enum nvpt_result
nvpt_test(void)
{
   struct nvpt_text t = { 0 };
   bool pass = true;

   nvpt_require_extension("GL_NV_gpu_program4");
   nvpt_float_target_begin();
   glViewport(0, 0, 4, 4);
   if (!nvpt_has_extension("GL_NV_gpu_program5")) {
      printf("GL_NV_gpu_program5 not enabled: TXG is refused\n");
      pass = nvpt_load_arb_program_bad(GL_FRAGMENT_PROGRAM_ARB, 1,
                                       "!!NVfp5.0\nTXG result.color, "
                                       "{0, 0, 0, 0}, texture[0], 2D;\n"
                                       "END\n", 0);
      nvpt_clear_errors();
      return nvpt_end_test(pass);
   }
   make_textures();
   for (unsigned k = 0; k < NVPT_ARRAY_SIZE(cases); k++) {
      const struct tex_case *c = &cases[k];

      t.len = 0;
      nvpt_text_put(&t, "%s%s\nEND\n", HEAD, c->body);
      if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, t.data)) {
         pass = false;
         continue;
      }
      pass = draw(c->name, c->expect, c->tol, false) && pass;
      pass = nvpt_expect_error(GL_NO_ERROR, "%s", c->name) && pass;
   }

   /* TXGO's offsets may reach [MIN, MAX]_PROGRAM_TEXTURE_GATHER_OFFSET_NV
    * (the drivers' -32, 31): from T_1_1 clamped to the 4x4 texture's
    * edges, T_0_1, T_3_1, T_1_0, T_1_3 */
   GLint lo = 0, hi = 0;
   glGetIntegerv(GL_MIN_PROGRAM_TEXTURE_GATHER_OFFSET_NV, &lo);
   glGetIntegerv(GL_MAX_PROGRAM_TEXTURE_GATHER_OFFSET_NV, &hi);
   if (lo > -8 || hi < 7) {
      printf("TEXTURE_GATHER_OFFSET range [%d, %d]\n", lo, hi);
      pass = false;
   }
   static const float range[4] = { 10, 13, 1, 31 };
   t.len = 0;
   nvpt_text_put(&t, "%sTXGO result.color, %s, {%d, %d, 0, 0}, "
                 "{0, 0, %d, %d}, texture[0], 2D;\nEND\n", HEAD, C2D, lo,
                 hi, lo, hi);
   if (nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, t.data))
      pass = draw("TXGO at the offset limits", range, 0, false) && pass;
   else
      pass = false;

   static const float vwant[4] = { 121, 122, 112, 111 };
   if (nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 2, vp5) &&
       nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 3, pass_fp))
      pass = draw("!!NVvp5.0 TXG", vwant, 0, true) && pass;
   else
      pass = false;
   /* a vertex program has no derivatives: nvprog's LOD answers level 0
    * and lambda 0 there (docs/languages/gp5.md; llvmpipe's LODQ would
    * leave garbage) */
   static const float vlod[4] = { 0, 0, 0, 0 };
   if (nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 2, vp5_lod) &&
       nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 3, pass_fp))
      pass = draw("!!NVvp5.0 LOD", vlod, 0, true) && pass;
   else
      pass = false;

   /* cube map arrays in a vertex program: TEX and TXB sample level 0
    * ("For vertex and geometry programs, these functions
    * [ComputePartialsX/Y] always return (0,0,0,0)": lambda is log2(0),
    * -infinity, whatever the bias); a TEXTURE array's units as vertex
    * samplers */
   static const struct {
      const char *body;
      float want[4];
   } vca[] = {
      { "TEX result.color, {0.1, -0.1, 1, 1}, texture[10], ARRAYCUBE;",
        { 1422, 21422, 41422, 61422 } },
      { "TXB result.color, {0.1, -0.1, 1, 1}, 1, texture[10], ARRAYCUBE;",
        { 1422, 21422, 41422, 61422 } },
      { "TEX result.color, {0.1, -0.1, 1, 1}, 0.7, texture[11], "
        "SHADOWARRAYCUBE;", { 0, 0, 0, 1 } },
      /* and a TEXTURE array member chosen at run time */
      { "TEXTURE a[] = { texture[12..13] }; INT TEMP i; MOV.S i, 1;"
        "TEX result.color, " C2D ", a[i.y], 2D;",
        { 6022, 6122, 6222, 6322 } },
   };
   for (unsigned k = 0; k < NVPT_ARRAY_SIZE(vca); k++) {
      t.len = 0;
      nvpt_text_put(&t, "!!NVvp5.0\nMOV result.position, "
                    "vertex.position;\n%s\nEND\n", vca[k].body);
      if (nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 2, t.data) &&
          nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 3, pass_fp))
         pass = draw(vca[k].body, vca[k].want, 0, true) && pass;
      else
         pass = false;
   }

   pass = varying_offsets() && pass;
   pass = varying_member() && pass;
   pass = load_errors() && pass;
   free(t.data);
   return nvpt_end_test(pass);
}
