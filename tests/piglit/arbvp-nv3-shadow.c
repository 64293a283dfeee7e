/*
 * NV_vertex_program3 with OPTION ARB_fragment_program_shadow: vertex
 * texture lookups on SHADOW1D, SHADOW2D and SHADOWRECT targets compare
 * the r coordinate with the depth texel (ARB_shadow, TEXTURE_COMPARE_MODE
 * COMPARE_R_TO_TEXTURE) and return 0 or 1 per TEXTURE_COMPARE_FUNC,
 * mapped through DEPTH_TEXTURE_MODE.  Each case draws one point and reads
 * back the exact result; the references sit 0.1 or more away from the
 * texels, so depth rounding cannot move a result, and each comparison
 * function gets a case that passes and one that fails.  TXP divides r by
 * q too; TXL and TXB with w = 1 read mip level 1 ("the base LOD value
 * for vertex texture lookups is defined to be zero"); TEX reads level 0.
 */
#include "harness.h"

#include <stdio.h>
#include <string.h>

#define HEAD "!!ARBvp1.0\nOPTION NV_vertex_program3;\n" \
             "OPTION ARB_fragment_program_shadow;\nTEMP t;\n" \
             "MOV result.position, vertex.position;\n"


/* Depth texels.  1D on unit 1: 0.2 0.4 0.6 0.8.  2D on unit 2, 2x2
 * level 0: (0,0) 0.25, (1,0) 0.5, (0,1) 0.75, (1,1) 1.0, level 1 (1x1)
 * 0.1.  RECT on unit 3, 3x1: 0.3 0.6 0.9. */
static const float depth1d[4] = { 0.2f, 0.4f, 0.6f, 0.8f };
static const float depth2d[4] = { 0.25f, 0.5f, 0.75f, 1.0f };
static const float depth2d_1[1] = { 0.1f };
static const float depth_rect[3] = { 0.3f, 0.6f, 0.9f };

static const struct shadow_case {
   const char *body;
   GLenum target;   /* whose TEXTURE_COMPARE_FUNC and mode the case sets */
   GLenum func;
   GLenum mode;     /* DEPTH_TEXTURE_MODE: picks unit 2, 4 or 5 */
   float expected[4];
} cases[] = {
   /* SHADOW2D, texel (1, 0) = 0.5 */
   { "TEX result.color, {0.75, 0.25, 0.4, 0}, texture[2], SHADOW2D;\n",
     GL_TEXTURE_2D, GL_LEQUAL, GL_LUMINANCE, { 1, 1, 1, 1 } },
   { "TEX result.color, {0.75, 0.25, 0.6, 0}, texture[2], SHADOW2D;\n",
     GL_TEXTURE_2D, GL_LEQUAL, GL_LUMINANCE, { 0, 0, 0, 1 } },
   { "TEX result.color, {0.75, 0.25, 0.6, 0}, texture[2], SHADOW2D;\n",
     GL_TEXTURE_2D, GL_GEQUAL, GL_LUMINANCE, { 1, 1, 1, 1 } },
   { "TEX result.color, {0.75, 0.25, 0.4, 0}, texture[2], SHADOW2D;\n",
     GL_TEXTURE_2D, GL_GEQUAL, GL_LUMINANCE, { 0, 0, 0, 1 } },
   /* texel (0, 1) = 0.75 */
   { "TEX result.color, {0.25, 0.75, 0.5, 0}, texture[2], SHADOW2D;\n",
     GL_TEXTURE_2D, GL_LESS, GL_LUMINANCE, { 1, 1, 1, 1 } },
   { "TEX result.color, {0.25, 0.75, 0.9, 0}, texture[2], SHADOW2D;\n",
     GL_TEXTURE_2D, GL_LESS, GL_LUMINANCE, { 0, 0, 0, 1 } },
   { "TEX result.color, {0.25, 0.75, 0.9, 0}, texture[2], SHADOW2D;\n",
     GL_TEXTURE_2D, GL_GREATER, GL_LUMINANCE, { 1, 1, 1, 1 } },
   { "TEX result.color, {0.25, 0.75, 0.5, 0}, texture[2], SHADOW2D;\n",
     GL_TEXTURE_2D, GL_GREATER, GL_LUMINANCE, { 0, 0, 0, 1 } },
   /* texel (1, 1) = 1.0, exact in every depth format */
   { "TEX result.color, {0.75, 0.75, 1, 0}, texture[2], SHADOW2D;\n",
     GL_TEXTURE_2D, GL_EQUAL, GL_LUMINANCE, { 1, 1, 1, 1 } },
   { "TEX result.color, {0.75, 0.75, 0.5, 0}, texture[2], SHADOW2D;\n",
     GL_TEXTURE_2D, GL_EQUAL, GL_LUMINANCE, { 0, 0, 0, 1 } },
   { "TEX result.color, {0.75, 0.75, 0.5, 0}, texture[2], SHADOW2D;\n",
     GL_TEXTURE_2D, GL_NOTEQUAL, GL_LUMINANCE, { 1, 1, 1, 1 } },
   { "TEX result.color, {0.75, 0.75, 1, 0}, texture[2], SHADOW2D;\n",
     GL_TEXTURE_2D, GL_NOTEQUAL, GL_LUMINANCE, { 0, 0, 0, 1 } },
   { "TEX result.color, {0.75, 0.75, 0.5, 0}, texture[2], SHADOW2D;\n",
     GL_TEXTURE_2D, GL_ALWAYS, GL_LUMINANCE, { 1, 1, 1, 1 } },
   { "TEX result.color, {0.75, 0.75, 0.5, 0}, texture[2], SHADOW2D;\n",
     GL_TEXTURE_2D, GL_NEVER, GL_LUMINANCE, { 0, 0, 0, 1 } },
   /* ARB_shadow: "the r coordinate is clamped to [0,1]": 1.5 -> 1 */
   { "TEX result.color, {0.75, 0.75, 1.5, 0}, texture[2], SHADOW2D;\n",
     GL_TEXTURE_2D, GL_LEQUAL, GL_LUMINANCE, { 1, 1, 1, 1 } },
   /* DEPTH_TEXTURE_MODE INTENSITY (unit 4): a copy of the unit 2
    * texture, its mode set once (see set_compare); the failed compare
    * gives alpha 0, not LUMINANCE's 1 */
   { "TEX result.color, {0.75, 0.25, 0.4, 0}, texture[4], SHADOW2D;\n",
     GL_TEXTURE_2D, GL_LEQUAL, GL_INTENSITY, { 1, 1, 1, 1 } },
   { "TEX result.color, {0.75, 0.25, 0.6, 0}, texture[4], SHADOW2D;\n",
     GL_TEXTURE_2D, GL_LEQUAL, GL_INTENSITY, { 0, 0, 0, 0 } },
   /* TXP: (1.5, 0.5, 0.8) / 2 = texel (1, 0) = 0.5 against 0.4 (r/q);
    * without the division r = 0.8 would fail LEQUAL */
   { "TXP result.color, {1.5, 0.5, 0.8, 2}, texture[2], SHADOW2D;\n",
     GL_TEXTURE_2D, GL_LEQUAL, GL_LUMINANCE, { 1, 1, 1, 1 } },
   { "TXP result.color, {1.5, 0.5, 1.2, 2}, texture[2], SHADOW2D;\n",
     GL_TEXTURE_2D, GL_LEQUAL, GL_LUMINANCE, { 0, 0, 0, 1 } },
   /* TXL / TXB with LOD 1: level 1 = 0.1; 0.3 <= 0.5 at level 0 but
    * not <= 0.1 */
   { "TXL result.color, {0.75, 0.25, 0.3, 1}, texture[2], SHADOW2D;\n",
     GL_TEXTURE_2D, GL_LEQUAL, GL_LUMINANCE, { 0, 0, 0, 1 } },
   { "TXB result.color, {0.75, 0.25, 0.3, 1}, texture[2], SHADOW2D;\n",
     GL_TEXTURE_2D, GL_GEQUAL, GL_LUMINANCE, { 1, 1, 1, 1 } },
   { "TXL result.color, {0.75, 0.25, 0.3, 0}, texture[2], SHADOW2D;\n",
     GL_TEXTURE_2D, GL_LEQUAL, GL_LUMINANCE, { 1, 1, 1, 1 } },
   /* TEX: LOD 0 whatever w holds */
   { "TEX result.color, {0.75, 0.25, 0.3, 1}, texture[2], SHADOW2D;\n",
     GL_TEXTURE_2D, GL_LEQUAL, GL_LUMINANCE, { 1, 1, 1, 1 } },
   /* SHADOW1D: r is the z component, y ignored; texel 2 = 0.6 */
   { "TEX result.color, {0.6, 0.9, 0.5, 0}, texture[1], SHADOW1D;\n",
     GL_TEXTURE_1D, GL_LEQUAL, GL_LUMINANCE, { 1, 1, 1, 1 } },
   { "TEX result.color, {0.6, 0.1, 0.7, 0}, texture[1], SHADOW1D;\n",
     GL_TEXTURE_1D, GL_LEQUAL, GL_LUMINANCE, { 0, 0, 0, 1 } },
   { "TXP result.color, {0.3, 0, 0.35, 0.5}, texture[1], SHADOW1D;\n",
     GL_TEXTURE_1D, GL_GREATER, GL_LUMINANCE, { 1, 1, 1, 1 } },
   /* SHADOWRECT, unnormalized: texel 1 = 0.6 */
   { "TEX result.color, {1.5, 0.5, 0.5, 0}, texture[3], SHADOWRECT;\n",
     GL_TEXTURE_RECTANGLE_ARB, GL_LEQUAL, GL_LUMINANCE, { 1, 1, 1, 1 } },
   { "TEX result.color, {2.5, 0.5, 0.95, 0}, texture[3], SHADOWRECT;\n",
     GL_TEXTURE_RECTANGLE_ARB, GL_LEQUAL, GL_LUMINANCE, { 0, 0, 0, 1 } },
   { "TXL result.color, {0.5, 0.5, 0.4, 0}, texture[3], SHADOWRECT;\n",
     GL_TEXTURE_RECTANGLE_ARB, GL_GEQUAL, GL_LUMINANCE, { 1, 1, 1, 1 } },
   /* a compare result in a TEMP, through a write mask; two targets on
    * two units in one program */
   { "MOV t, {0.5, 0.5, 0.5, 0.5};\n"
     "TEX t.x, {0.75, 0.25, 0.4, 0}, texture[2], SHADOW2D;\n"
     "TEX t.z, {2.5, 0.5, 0.95, 0}, texture[3], SHADOWRECT;\n"
     "MOV result.color, t;\n",
     GL_TEXTURE_RECTANGLE_ARB, GL_LEQUAL, GL_LUMINANCE,
     { 1, 0.5f, 0, 0.5f } },
};

static void
depth_params(GLenum target, GLenum filter)
{
   glTexParameteri(target, GL_TEXTURE_MIN_FILTER, filter);
   glTexParameteri(target, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
   glTexParameteri(target, GL_TEXTURE_COMPARE_MODE_ARB,
                   GL_COMPARE_R_TO_TEXTURE_ARB);
}

static void
make_textures(GLuint t[5])
{
   static const GLenum modes[2] = { GL_INTENSITY, GL_ALPHA };

   glGenTextures(5, t);

   glActiveTexture(GL_TEXTURE1);
   glBindTexture(GL_TEXTURE_1D, t[0]);
   glTexImage1D(GL_TEXTURE_1D, 0, GL_DEPTH_COMPONENT24, 4, 0,
                GL_DEPTH_COMPONENT, GL_FLOAT, depth1d);
   depth_params(GL_TEXTURE_1D, GL_NEAREST);

   glActiveTexture(GL_TEXTURE2);
   glBindTexture(GL_TEXTURE_2D, t[1]);
   glTexImage2D(GL_TEXTURE_2D, 0, GL_DEPTH_COMPONENT24, 2, 2, 0,
                GL_DEPTH_COMPONENT, GL_FLOAT, depth2d);
   glTexImage2D(GL_TEXTURE_2D, 1, GL_DEPTH_COMPONENT24, 1, 1, 0,
                GL_DEPTH_COMPONENT, GL_FLOAT, depth2d_1);
   depth_params(GL_TEXTURE_2D, GL_NEAREST_MIPMAP_NEAREST);

   for (unsigned i = 0; i < 2; i++) {
      glActiveTexture(GL_TEXTURE4 + i);
      glBindTexture(GL_TEXTURE_2D, t[3 + i]);
      glTexImage2D(GL_TEXTURE_2D, 0, GL_DEPTH_COMPONENT24, 2, 2, 0,
                   GL_DEPTH_COMPONENT, GL_FLOAT, depth2d);
      depth_params(GL_TEXTURE_2D, GL_NEAREST);
      glTexParameteri(GL_TEXTURE_2D, GL_DEPTH_TEXTURE_MODE_ARB,
                      (GLint)modes[i]);
   }

   glActiveTexture(GL_TEXTURE3);
   glBindTexture(GL_TEXTURE_RECTANGLE_ARB, t[2]);
   glTexImage2D(GL_TEXTURE_RECTANGLE_ARB, 0, GL_DEPTH_COMPONENT24, 3, 1,
                0, GL_DEPTH_COMPONENT, GL_FLOAT, depth_rect);
   depth_params(GL_TEXTURE_RECTANGLE_ARB, GL_NEAREST);
}

/* The compare function a case names, on the unit its target and
 * depth mode live on.  Not tested: DEPTH_TEXTURE_MODE ALPHA.  On
 * llvmpipe a vertex lookup on an ALPHA-mode texture (unit 5, made but
 * unused here) drawn right after one on an INTENSITY-mode texture gave
 * the INTENSITY result in about half the runs (softpipe: always right);
 * see docs/extensions.md, deviations. */
static void
set_compare(const struct shadow_case *c)
{
   const GLenum unit = c->mode == GL_INTENSITY ? GL_TEXTURE4 :
                       c->mode == GL_ALPHA ? GL_TEXTURE5 :
                       c->target == GL_TEXTURE_1D ? GL_TEXTURE1 :
                       c->target == GL_TEXTURE_2D ? GL_TEXTURE2 :
                       GL_TEXTURE3;

   glActiveTexture(unit);
   glTexParameteri(c->target, GL_TEXTURE_COMPARE_FUNC_ARB, (GLint)c->func);
   glActiveTexture(GL_TEXTURE0);
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;
   char text[1024];
   GLuint tex[5];

   nvpt_require_extension("GL_NV_vertex_program3");
   nvpt_require_extension("GL_ARB_fragment_program_shadow");
   nvpt_float_target_begin();

   make_textures(tex);
   glEnable(GL_VERTEX_PROGRAM_ARB);
   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(cases); i++) {
      float got[4];
      char what[48];

      snprintf(text, sizeof(text), HEAD "%sEND", cases[i].body);
      /* loaded, no error, error position -1 */
      if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 100 + i, text)) {
         pass = false;
         continue;
      }
      set_compare(&cases[i]);
      snprintf(what, sizeof(what), "case %u (%s)", i,
               nvpt_enum_name(cases[i].func));
      if (!nvpt_draw_point_and_read(i % 30 + 1, i / 30 * 2 + 3, got)) {
         pass = false;
      } else if (!nvpt_check_vec4(what, got, cases[i].expected, 0.0f)) {
         fprintf(stderr, "%s\n", text);
         pass = false;
      }
   }
   glDeleteTextures(5, tex);
   return pass ? NVPT_PASS : NVPT_FAIL;
}
