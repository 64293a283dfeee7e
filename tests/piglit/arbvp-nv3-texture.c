/*
 * NV_vertex_program3 vertex texture fetch through ProgramStringARB:
 * TEX, TXP, TXB and TXL on texture[n] with 1D, 2D, 3D, CUBE and RECT
 * targets, each texel a distinct float value fetched exactly (NEAREST,
 * RGBA32F), on units other than 0 too.  "the LOD for all other texture
 * instructions is zero": TEX reads level 0 of a mipmapped texture whose
 * level 1 differs, TXL/TXB with w = 1 read level 1; the texture object's
 * and the unit's LOD bias apply to every lookup.
 */
#include "harness.h"

#include <stdio.h>
#include <string.h>

#define HEAD "!!ARBvp1.0\nOPTION NV_vertex_program3;\nTEMP t;\n" \
             "MOV result.position, vertex.position;\n"


static const struct tex_case {
   const char *body;
   float expected[4];
} cases[] = {
   /* 2D on unit 1, 2x2 level 0: texel (1, 0) */
   { "TEX result.color, {0.75, 0.25, 0, 0}, texture[1], 2D;\n",
     { 2, 20, 200, 0.5f } },
   /* level 0 whatever w says for TEX */
   { "TEX result.color, {0.25, 0.75, 0, 1}, texture[1], 2D;\n",
     { 3, 30, 300, 0.5f } },
   /* TXP: (1.5, 0.5) / 2 = texel (1, 0) */
   { "TXP result.color, {1.5, 0.5, 0, 2}, texture[1], 2D;\n",
     { 2, 20, 200, 0.5f } },
   /* TXL / TXB with LOD 1: the 1x1 level 1 */
   { "TXL result.color, {0.75, 0.25, 0, 1}, texture[1], 2D;\n",
     { 9, 90, 900, 0.25f } },
   { "TXB result.color, {0.25, 0.25, 0, 1}, texture[1], 2D;\n",
     { 9, 90, 900, 0.25f } },
   /* 1D on unit 2, 4 texels: texel 2 */
   { "TEX result.color, 0.6, texture[2], 1D;\n", { -3, 3, 0, 1 } },
   /* 3D on unit 3, 2x2x2: texel (1, 1, 1) */
   { "TEX result.color, {0.75, 0.75, 0.75, 0}, texture[3], 3D;\n",
     { 7, 0, 0, 1 } },
   /* CUBE on unit 4: +Y face (every face one value) */
   { "TEX result.color, {0.1, 1, -0.2, 0}, texture[4], CUBE;\n",
     { 2, 0, 0, 1 } },
   /* RECT on unit 5, 3x2, unnormalized: texel (2, 1) */
   { "TEX result.color, {2.5, 1.5, 0, 0}, texture[5], RECT;\n",
     { 5, 0, 50, 1 } },
   /* through a TEMP, with a write mask and two units in one program */
   { "MOV t, {0, 0, 0, 0};\n"
     "TEX t.xy, {0.75, 0.25, 0, 0}, texture[1], 2D;\n"
     "TEX t.z, {2.5, 1.5, 0, 0}, texture[5], RECT;\n"
     "MOV result.color, t;\n", { 2, 20, 50, 0 } },
};

/*
 * "The texture LOD bias specified in the texture object and environment
 * do apply to all vertex texture lookups": TEX and TXP at lambda' =
 * clamp(texobj_bias + texunit_bias), TXB adding w inside the clamp, TXL
 * at w + clamp(texobj_bias + texunit_bias).  Unit 1's 2D texture, level
 * 0 texel (1, 0) = (2, 20, 200, 0.5), level 1 = (9, 90, 900, 0.25).
 */
static const struct bias_case {
   const char *body;
   float obj_bias, unit_bias;
   float expected[4];
} bias_cases[] = {
   { "TEX result.color, {0.75, 0.25, 0, 0}, texture[1], 2D;\n",
     1.0f, 0.0f, { 9, 90, 900, 0.25f } },
   { "TEX result.color, {0.75, 0.25, 0, 0}, texture[1], 2D;\n",
     0.0f, 1.0f, { 9, 90, 900, 0.25f } },
   { "TXP result.color, {1.5, 0.5, 0, 2}, texture[1], 2D;\n",
     0.5f, 0.5f, { 9, 90, 900, 0.25f } },
   /* TXL: w = 0 plus the biases, then w = 1 less them */
   { "TXL result.color, {0.75, 0.25, 0, 0}, texture[1], 2D;\n",
     0.5f, 0.5f, { 9, 90, 900, 0.25f } },
   { "TXL result.color, {0.75, 0.25, 0, 1}, texture[1], 2D;\n",
     -1.0f, 0.0f, { 2, 20, 200, 0.5f } },
   /* TXB: w = 2 with -1 of object bias is 1 */
   { "TXB result.color, {0.75, 0.25, 0, 2}, texture[1], 2D;\n",
     -1.0f, 0.0f, { 9, 90, 900, 0.25f } },
   { "TXB result.color, {0.75, 0.25, 0, 1}, texture[1], 2D;\n",
     0.0f, -1.0f, { 2, 20, 200, 0.5f } },
};

static void
make_textures(void)
{
   static const float tex2d[4][4] = {
      { 1, 10, 100, 0.5f }, { 2, 20, 200, 0.5f },
      { 3, 30, 300, 0.5f }, { 4, 40, 400, 0.5f },
   };
   static const float tex2d_1[4] = { 9, 90, 900, 0.25f };
   static const float tex1d[4][4] = {
      { -1, 1, 0, 1 }, { -2, 2, 0, 1 }, { -3, 3, 0, 1 }, { -4, 4, 0, 1 },
   };
   float tex3d[8][4], rect[6][4], face[4];
   GLuint t[5];

   for (unsigned i = 0; i < 8; i++) {
      tex3d[i][0] = (float)i;
      tex3d[i][1] = tex3d[i][2] = 0;
      tex3d[i][3] = 1;
   }
   for (unsigned i = 0; i < 6; i++) {
      rect[i][0] = (float)i;
      rect[i][1] = 0;
      rect[i][2] = 10.0f * i;
      rect[i][3] = 1;
   }
   glGenTextures(5, t);

   glActiveTexture(GL_TEXTURE1);
   glBindTexture(GL_TEXTURE_2D, t[0]);
   glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA32F, 2, 2, 0, GL_RGBA, GL_FLOAT,
                tex2d);
   glTexImage2D(GL_TEXTURE_2D, 1, GL_RGBA32F, 1, 1, 0, GL_RGBA, GL_FLOAT,
                tex2d_1);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER,
                   GL_NEAREST_MIPMAP_NEAREST);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);

   glActiveTexture(GL_TEXTURE2);
   glBindTexture(GL_TEXTURE_1D, t[1]);
   glTexImage1D(GL_TEXTURE_1D, 0, GL_RGBA32F, 4, 0, GL_RGBA, GL_FLOAT,
                tex1d);
   glTexParameteri(GL_TEXTURE_1D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
   glTexParameteri(GL_TEXTURE_1D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);

   glActiveTexture(GL_TEXTURE3);
   glBindTexture(GL_TEXTURE_3D, t[2]);
   glTexImage3D(GL_TEXTURE_3D, 0, GL_RGBA32F, 2, 2, 2, 0, GL_RGBA,
                GL_FLOAT, tex3d);
   glTexParameteri(GL_TEXTURE_3D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
   glTexParameteri(GL_TEXTURE_3D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);

   glActiveTexture(GL_TEXTURE4);
   glBindTexture(GL_TEXTURE_CUBE_MAP, t[3]);
   for (unsigned f = 0; f < 6; f++) {
      face[0] = (float)f;
      face[1] = face[2] = 0;
      face[3] = 1;
      glTexImage2D(GL_TEXTURE_CUBE_MAP_POSITIVE_X + f, 0, GL_RGBA32F, 1, 1,
                   0, GL_RGBA, GL_FLOAT, face);
   }
   glTexParameteri(GL_TEXTURE_CUBE_MAP, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
   glTexParameteri(GL_TEXTURE_CUBE_MAP, GL_TEXTURE_MAG_FILTER, GL_NEAREST);

   glActiveTexture(GL_TEXTURE5);
   glBindTexture(GL_TEXTURE_RECTANGLE_ARB, t[4]);
   glTexImage2D(GL_TEXTURE_RECTANGLE_ARB, 0, GL_RGBA32F, 3, 2, 0, GL_RGBA,
                GL_FLOAT, rect);
   glTexParameteri(GL_TEXTURE_RECTANGLE_ARB, GL_TEXTURE_MIN_FILTER,
                   GL_NEAREST);
   glTexParameteri(GL_TEXTURE_RECTANGLE_ARB, GL_TEXTURE_MAG_FILTER,
                   GL_NEAREST);
   glActiveTexture(GL_TEXTURE0);
}

/* Loads HEAD + body as program 'id' (no error, error position -1),
 * draws a point at (x, y) and compares its colour exactly. */
static bool
run_case(const char *what, GLuint id, const char *body, int x, int y,
         const float expected[4])
{
   char text[1024];
   float got[4];

   snprintf(text, sizeof(text), HEAD "%sEND", body);
   if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, id, text))
      return false;
   if (!nvpt_draw_point_and_read(x, y, got))
      return false;
   return nvpt_check_vec4(what, got, expected, 0.0f);
}

enum nvpt_result
nvpt_test(void)
{
   GLint units = 0;
   bool pass = true;
   char what[32];

   nvpt_require_extension("GL_NV_vertex_program3");
   nvpt_float_target_begin();

   /* NV_vertex_program3 needs vertex texture units */
   glGetIntegerv(GL_MAX_VERTEX_TEXTURE_IMAGE_UNITS_ARB, &units);
   if (units < 6) {
      fprintf(stderr, "MAX_VERTEX_TEXTURE_IMAGE_UNITS_ARB %d\n", units);
      return NVPT_FAIL;
   }
   make_textures();
   glEnable(GL_VERTEX_PROGRAM_ARB);
   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(cases); i++) {
      snprintf(what, sizeof(what), "case %u", i);
      pass = run_case(what, 100 + i, cases[i].body, 1 + i, 3,
                      cases[i].expected) && pass;
   }
   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(bias_cases); i++) {
      const struct bias_case *c = &bias_cases[i];

      glActiveTexture(GL_TEXTURE1);
      glTexParameterf(GL_TEXTURE_2D, GL_TEXTURE_LOD_BIAS, c->obj_bias);
      glTexEnvf(GL_TEXTURE_FILTER_CONTROL, GL_TEXTURE_LOD_BIAS,
                c->unit_bias);
      glActiveTexture(GL_TEXTURE0);
      snprintf(what, sizeof(what), "bias case %u", i);
      pass = run_case(what, 200 + i, c->body, 1 + i, 5, c->expected) &&
             pass;
   }
   return pass ? NVPT_PASS : NVPT_FAIL;
}
