/*
 * The ARB program options Mesa accepts, beside each NV fragment option
 * ("!!ARBfp1.0" with OPTION NV_fragment_program and with OPTION
 * NV_fragment_program2), exact pixels of float targets:
 *
 *  - ARB_draw_buffers and ATI_draw_buffers: four GL_RGBA32F colour
 *    attachments, glDrawBuffers of 4, result.color[0..3] with distinct
 *    values, each attachment read back exactly; a SHORT OUTPUT bound to
 *    result.color[n] gives the fp16 value (1/3 -> 1365/4096); without
 *    the option result.color[1] fails at its "["; result.color[8]
 *    fails "out of range" at the 8 (MAX_DRAW_BUFFERS is 8; the words
 *    are nvprog's); one buffer declared and written as SHORT and LONG
 *    fails at the end.
 *  - ARB_fragment_program_shadow: depth textures with
 *    COMPARE_R_TO_TEXTURE, SHADOW2D and SHADOWRECT through TEX and TXP,
 *    0 or 1 exactly (references 0.1 or more from the texels); without
 *    the option SHADOW2D fails at its position.  Plain "!!ARBfp1.0"
 *    (Mesa's parser) must give the same pixels.
 *  - ARB_fog_linear, ARB_fog_exp, ARB_fog_exp2: fog applied to
 *    result.color.  Differential: the same program without the NV
 *    option (Mesa's parser) must give the same pixel, exactly for
 *    linear fog and within FOG_EXP_TOL (2^-20) for exp and exp2 (both
 *    compute 2^x, nvprog's emitter and Mesa's fog code each with their
 *    own sequence); each also against the formula within 1/255.
 *  - ARB_precision_hint_fastest / _nicest: load and draw what the same
 *    program without the hint draws, bit for bit.
 *  - ARB_fragment_coord_origin_upper_left and
 *    ARB_fragment_coord_pixel_center_integer: fragment.position at a
 *    probed pixel (x, y) is (x + 0.5, y + 0.5), (x + 0.5, H - y - 0.5),
 *    (x, y) or (x, H - 1 - y), z 0.5 and w 1, exactly; Mesa's parser
 *    too.
 *  - The vertex side: ARB_position_invariant with NV_vertex_program2
 *    and NV_vertex_program3 draws the pixels, colour and depth bit for
 *    bit, that the fixed-function transform of the same triangle draws;
 *    writing result.position fails at it.  (ARB_fragment_program_shadow
 *    with NV_vertex_program3: arbvp-nv3-shadow.)
 *
 * Failed loads leave the bound program; each is checked by drawing.
 *
 * Before a07441a the SHADOW2D and SHADOWRECT lookups beside either NV
 * option returned luminance 0 whatever the reference and compare
 * function (GL_ALWAYS too), on both drivers.
 */
#include "fp1-common.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* exp and exp2 fog: nvprog's 2^x against Mesa's fog code, each its own
 * instruction sequence (seen: exp exact, exp2 1 ulp apart on llvmpipe,
 * both exact on softpipe) */
#define FOG_EXP_TOL (1.0f / 1048576.0f)

static PFNGLPROGRAMENVPARAMETER4FVARBPROC ProgramEnvParameter4fvARB;
static PFNGLFOGCOORDFPROC FogCoordf;
static PFNGLDRAWBUFFERSPROC DrawBuffers;
static PFNGLGENFRAMEBUFFERSPROC GenFramebuffers;
static PFNGLBINDFRAMEBUFFERPROC BindFramebuffer;
static PFNGLFRAMEBUFFERTEXTURE2DPROC FramebufferTexture2D;
static PFNGLCHECKFRAMEBUFFERSTATUSPROC CheckFramebufferStatus;
static PFNGLBINDPROGRAMARBPROC BindProgramARB;

static const char *const nv_options[] = {
   "NV_fragment_program",
   "NV_fragment_program2",
};

/* the NV options and Mesa's own parser, for differential checks */
static const char *const headers[] = {
   "!!ARBfp1.0\nOPTION NV_fragment_program;\n",
   "!!ARBfp1.0\nOPTION NV_fragment_program2;\n",
   "!!ARBfp1.0\n",
};
static const char *const header_names[] = {
   "NV_fragment_program", "NV_fragment_program2", "plain (Mesa's parser)",
};

static GLuint next_id = 1;

static bool
load_fp(GLuint id, const char *text)
{
   return nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, id, text);
}

/* A failed load into program 'id' (bound): INVALID_OPERATION at the
 * start of 'at' in text (or at the end when 'at' is ""), an error
 * string containing 'msg' when it is not NULL. */
static bool
load_fp_bad(GLuint id, const char *text, const char *at, const char *msg)
{
   const char *s = *at ? strstr(text, at) : text + strlen(text);
   const char *got;
   bool ok;

   if (!s) {
      printf("test bug: \"%s\" not in the program\n", at);
      return false;
   }
   ok = nvpt_load_arb_program_bad(GL_FRAGMENT_PROGRAM_ARB, id, text,
                                  (GLint)(s - text));
   got = (const char *)glGetString(GL_PROGRAM_ERROR_STRING_ARB);
   if (msg && (!got || !strstr(got, msg))) {
      printf("  error string \"%s\" does not say \"%s\"\n",
             got ? got : "(null)", msg);
      ok = false;
   }
   if (!ok)
      printf("  program:\n%s\n", text);
   return ok;
}

static void
draw_point_at(int x, int y, float fog)
{
   float nx, ny;

   nvpt_pixel_ndc(x, y, &nx, &ny);
   glBegin(GL_POINTS);
   FogCoordf(fog);
   glVertex4f(nx, ny, 0.0f, 1.0f);
   glEnd();
}

/* Clears the float target, draws a point at the probe pixel with fog
 * coordinate 'fog' and reads it. */
static bool
draw(float fog, float out[4])
{
   nvpt_clear_sentinel();
   draw_point_at(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, fog);
   nvpt_read_float(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, out);
   return nvpt_expect_error(GL_NO_ERROR, "drawing a point");
}

static bool
same_bits(const char *what, const float got[4], const float want[4])
{
   if (memcmp(got, want, 4 * sizeof(float)) == 0)
      return true;
   printf("%s:\n  expected %.9g %.9g %.9g %.9g\n  got      %.9g %.9g %.9g "
          "%.9g\n", what, want[0], want[1], want[2], want[3], got[0],
          got[1], got[2], got[3]);
   return false;
}

static bool
draw_and_check(const char *what, const float want[4])
{
   float got[4];

   return draw(0.0f, got) && same_bits(what, got, want);
}

/* ---- ARB_draw_buffers / ATI_draw_buffers ---- */

static GLuint mrt_fbo, mrt_tex[4];

static bool
mrt_begin(void)
{
   GLenum status;

   glGenTextures(4, mrt_tex);
   GenFramebuffers(1, &mrt_fbo);
   BindFramebuffer(GL_FRAMEBUFFER, mrt_fbo);
   for (unsigned i = 0; i < 4; i++) {
      glBindTexture(GL_TEXTURE_2D, mrt_tex[i]);
      glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
      glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
      glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA32F_ARB, NVPT_WIDTH,
                   NVPT_HEIGHT, 0, GL_RGBA, GL_FLOAT, NULL);
      FramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0 + i,
                           GL_TEXTURE_2D, mrt_tex[i], 0);
   }
   glBindTexture(GL_TEXTURE_2D, 0);
   status = CheckFramebufferStatus(GL_FRAMEBUFFER);
   if (status != GL_FRAMEBUFFER_COMPLETE) {
      printf("four GL_RGBA32F attachments: incomplete (0x%x)\n", status);
      return false;
   }
   static const GLenum bufs[4] = {
      GL_COLOR_ATTACHMENT0, GL_COLOR_ATTACHMENT1, GL_COLOR_ATTACHMENT2,
      GL_COLOR_ATTACHMENT3,
   };
   DrawBuffers(4, bufs);
   return nvpt_expect_error(GL_NO_ERROR, "setting up four attachments");
}

/* Draws a point and compares each attachment with want[i]. */
static bool
mrt_check(const char *what, const float want[4][4])
{
   bool ok = true;

   nvpt_clear_sentinel();
   draw_point_at(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, 0.0f);
   for (unsigned i = 0; i < 4; i++) {
      float got[4];
      char label[160];

      glReadBuffer(GL_COLOR_ATTACHMENT0 + i);
      nvpt_read_float(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, got);
      snprintf(label, sizeof(label), "%s, attachment %u", what, i);
      ok = same_bits(label, got, want[i]) && ok;
   }
   glReadBuffer(GL_COLOR_ATTACHMENT0);
   return nvpt_expect_error(GL_NO_ERROR, "%s", what) && ok;
}

static bool
test_draw_buffers(GLuint window_fbo)
{
   static const char *const db_options[] = {
      "ARB_draw_buffers", "ATI_draw_buffers",
   };
   static const float third = 1.0f / 3.0f;
   const float env0[4] = { third, -third, 2.0f * third, 1.0f };
   const float long_want[4][4] = {
      { 1, 2, 3, 4 }, { -5, 6.5f, 7, 8 },
      { third, -third, 2.0f * third, 1.0f }, { 13, 14, 15, 16 },
   };
   /* SHORT OUTPUT on result.color[1]: env[0], in fp32 ("at least 16
    * bits per component", nvp_fp_precision_is_minimum()) */
   const float short_want[4][4] = {
      { 1, 2, 3, 4 },
      { third, -third, 2.0f * third, 1.0f },
      { 9, 10, 11, 12 }, { 13, 14, 15, 16 },
   };
   char text[1024], what[160];
   bool pass = true;

   if (!mrt_begin())
      return false;
   ProgramEnvParameter4fvARB(GL_FRAGMENT_PROGRAM_ARB, 0, env0);

   for (unsigned n = 0; n < NVPT_ARRAY_SIZE(nv_options); n++) {
      for (unsigned d = 0; d < NVPT_ARRAY_SIZE(db_options); d++) {
         GLuint id = next_id++;
         bool ok;

         snprintf(what, sizeof(what), "%s + %s", nv_options[n],
                  db_options[d]);
         snprintf(text, sizeof(text),
                  "!!ARBfp1.0\nOPTION %s;\nOPTION %s;\n"
                  "MOV result.color, {1, 2, 3, 4};\n"
                  "MOV result.color[1], {-5, 6.5, 7, 8};\n"
                  "MOV result.color[2], program.env[0];\n"
                  "MOV result.color[3], {13, 14, 15, 16};\nEND",
                  nv_options[n], db_options[d]);
         ok = load_fp(id, text) && mrt_check(what, long_want);

         snprintf(text, sizeof(text),
                  "!!ARBfp1.0\nOPTION %s;\nOPTION %s;\n"
                  "SHORT OUTPUT h = result.color[1];\n"
                  "MOV result.color[0], {1, 2, 3, 4};\n"
                  "MOV h, program.env[0];\n"
                  "MOV result.color[2], {9, 10, 11, 12};\n"
                  "MOV result.color[3], {13, 14, 15, 16};\nEND",
                  nv_options[n], db_options[d]);
         ok = load_fp(next_id++, text) &&
              mrt_check("SHORT OUTPUT result.color[1]", short_want) && ok;

         /* errors, into the bound SHORT program */
         snprintf(text, sizeof(text),
                  "!!ARBfp1.0\nOPTION %s;\nOPTION %s;\n"
                  "MOV result.color[8], 1;\nEND",
                  nv_options[n], db_options[d]);
         ok = load_fp_bad(next_id - 1, text, "8]", "out of range") && ok;
         /* "A fragment program will fail to load if contains
          * instructions writing to variables bound to the same result,
          * but declared with different sizes": two declarations.  (An
          * implicit result.color[2] beside a SHORT one has no declared
          * size: nvprog takes it as LONG and fails, NVIDIA's driver
          * loads it; docs/nvidia/fragment.md.) */
         snprintf(text, sizeof(text),
                  "!!ARBfp1.0\nOPTION %s;\nOPTION %s;\n"
                  "SHORT OUTPUT h = result.color[2];\n"
                  "LONG OUTPUT l = result.color[2];\n"
                  "MOV h, 1;\nMOV l, 2;\nEND",
                  nv_options[n], db_options[d]);
         ok = load_fp_bad(next_id - 1, text, "", NULL) && ok;
         ok = mrt_check("SHORT program kept", short_want) && ok;
         printf("%s %s\n", ok ? "PASS" : "FAIL", what);
         pass = ok && pass;
      }

      /* without a draw-buffers option: at the "[" */
      bool ok;
      snprintf(text, sizeof(text), "!!ARBfp1.0\nOPTION %s;\n"
               "MOV result.color, 0;\nMOV result.color[1], 1;\nEND",
               nv_options[n]);
      ok = load_fp_bad(next_id - 1, text, "[1]", NULL);
      ok = mrt_check("SHORT program kept", short_want) && ok;
      printf("%s %s: result.color[1] without a draw-buffers option\n",
             ok ? "PASS" : "FAIL", nv_options[n]);
      pass = ok && pass;
   }

   BindFramebuffer(GL_FRAMEBUFFER, window_fbo);
   return pass;
}

/* ---- ARB_fragment_program_shadow ---- */

static GLuint shadow_tex[2];

static void
shadow_textures(void)
{
   /* 2D on unit 0: (0,0) 0.25, (1,0) 0.5, (0,1) 0.75, (1,1) 1.0.
    * RECT on unit 1, 3x1: 0.3 0.6 0.9. */
   static const float depth2d[4] = { 0.25f, 0.5f, 0.75f, 1.0f };
   static const float depth_rect[3] = { 0.3f, 0.6f, 0.9f };
   static const GLenum targets[2] = {
      GL_TEXTURE_2D, GL_TEXTURE_RECTANGLE_ARB,
   };

   glGenTextures(2, shadow_tex);
   for (unsigned i = 0; i < 2; i++) {
      glActiveTexture(GL_TEXTURE0 + i);
      glBindTexture(targets[i], shadow_tex[i]);
      glTexImage2D(targets[i], 0, GL_DEPTH_COMPONENT24, i ? 3 : 2,
                   i ? 1 : 2, 0, GL_DEPTH_COMPONENT, GL_FLOAT,
                   i ? depth_rect : depth2d);
      glTexParameteri(targets[i], GL_TEXTURE_MIN_FILTER, GL_NEAREST);
      glTexParameteri(targets[i], GL_TEXTURE_MAG_FILTER, GL_NEAREST);
      glTexParameteri(targets[i], GL_TEXTURE_COMPARE_MODE_ARB,
                      GL_COMPARE_R_TO_TEXTURE_ARB);
      glTexParameteri(targets[i], GL_TEXTURE_COMPARE_FUNC_ARB, GL_LEQUAL);
      glTexParameteri(targets[i], GL_DEPTH_TEXTURE_MODE_ARB, GL_LUMINANCE);
   }
   glActiveTexture(GL_TEXTURE0);
}

static bool
test_shadow(void)
{
   /* LEQUAL: r <= texel gives 1 */
   static const struct {
      const char *body;
      float want[4];
   } programs[] = {
      /* 0.4 <= 0.5; 0.6 > 0.5; TXP (0.75, 0.25), r 0.4 <= 0.5; RECT
       * texel 2 (0.9) < 0.95 */
      { "TEX a, {0.75, 0.25, 0.4, 1}, texture[0], SHADOW2D;\n"
        "TEX b, {0.75, 0.25, 0.6, 1}, texture[0], SHADOW2D;\n"
        "TXP c, {1.5, 0.5, 0.8, 2}, texture[0], SHADOW2D;\n"
        "TEX d, {2.5, 0.5, 0.95, 1}, texture[1], SHADOWRECT;\n",
        { 1, 0, 1, 0 } },
      /* texel (0,1) 0.75 < 0.9; (1,1) 1.0 >= 0.9; TXP r 1.2 / 2 = 0.6
       * > 0.5; TXP RECT (2.0, 0.5): texel 2, r 0.1 / 0.5 = 0.2 <= 0.9 */
      { "TEX a, {0.25, 0.75, 0.9, 1}, texture[0], SHADOW2D;\n"
        "TEX b, {0.75, 0.75, 0.9, 1}, texture[0], SHADOW2D;\n"
        "TXP c, {1.5, 0.5, 1.2, 2}, texture[0], SHADOW2D;\n"
        "TXP d, {1.0, 0.25, 0.1, 0.5}, texture[1], SHADOWRECT;\n",
        { 0, 1, 0, 1 } },
   };
   char text[1024], what[160];
   bool pass = true;

   shadow_textures();
   for (unsigned h = 0; h < NVPT_ARRAY_SIZE(headers); h++) {
      GLuint id = 0;
      bool ok = true;

      for (unsigned i = 0; i < NVPT_ARRAY_SIZE(programs); i++) {
         snprintf(text, sizeof(text), "%sOPTION ARB_fragment_program_shadow;"
                  "\nTEMP a, b, c, d;\n%s"
                  "MOV result.color.x, a.x;\nMOV result.color.y, b.y;\n"
                  "MOV result.color.z, c.z;\nMOV result.color.w, d.x;\nEND",
                  headers[h], programs[i].body);
         snprintf(what, sizeof(what), "%s: shadow program %u",
                  header_names[h], i);
         id = next_id++;
         if (!load_fp(id, text) || !draw_and_check(what, programs[i].want))
            ok = false;
      }
      if (h < 2) {
         /* without the option, at SHADOW2D; the last program stays */
         snprintf(text, sizeof(text), "%sTEMP a;\n"
                  "TEX a, fragment.texcoord[0], texture[0], SHADOW2D;\n"
                  "MOV result.color, a;\nEND", headers[h]);
         ok = load_fp_bad(id, text, "SHADOW2D", NULL) && ok;
         ok = draw_and_check("shadow program kept", programs[1].want) && ok;
      }
      printf("%s %s: ARB_fragment_program_shadow\n", ok ? "PASS" : "FAIL",
             header_names[h]);
      pass = ok && pass;
   }
   glDeleteTextures(2, shadow_tex);
   return pass;
}

/* ---- ARB_fog_linear / exp / exp2 ---- */

static bool
test_fog(void)
{
   static const char *const fog_options[] = {
      "ARB_fog_linear", "ARB_fog_exp", "ARB_fog_exp2",
   };
   static const float color[4] = { 1.0f, 0.0f, 0.5f, 0.75f };
   static const float fog_color[4] = { 0.0f, 1.0f, 0.25f, 0.5f };
   static const float coords[2] = { 0.25f, 0.5f };
   const float density = 1.5f, start = 0.0f, end = 2.0f;
   char text[512];
   bool pass = true;

   glFogfv(GL_FOG_COLOR, fog_color);
   glFogf(GL_FOG_START, start);
   glFogf(GL_FOG_END, end);
   glFogf(GL_FOG_DENSITY, density);
   glFogi(GL_FOG_COORD_SRC, GL_FOG_COORD);
   ProgramEnvParameter4fvARB(GL_FRAGMENT_PROGRAM_ARB, 1, color);

   for (unsigned f = 0; f < NVPT_ARRAY_SIZE(fog_options); f++) {
      for (unsigned c = 0; c < NVPT_ARRAY_SIZE(coords); c++) {
         const float z = coords[c];
         float mesa[4], formula[4];
         double fog;
         bool ok;

         /* the fog factor, clamped to [0, 1] (ARB_fragment_program) */
         if (f == 0)
            fog = (end - z) / (end - start);
         else if (f == 1)
            fog = exp(-density * z);
         else
            fog = exp(-(density * z) * (density * z));
         fog = fog < 0.0 ? 0.0 : fog > 1.0 ? 1.0 : fog;
         for (unsigned k = 0; k < 3; k++) {
            formula[k] = (float)(fog * color[k] +
                                 (1.0 - fog) * fog_color[k]);
         }
         formula[3] = color[3];

         /* Mesa's parser: the reference */
         snprintf(text, sizeof(text), "!!ARBfp1.0\nOPTION %s;\n"
                  "MOV result.color, program.env[1];\nEND", fog_options[f]);
         ok = load_fp(next_id++, text) && draw(z, mesa);
         if (ok) {
            const float tol[4] = { 1.0f / 255, 1.0f / 255, 1.0f / 255, 0 };
            ok = nvpt_check_floats("Mesa's fog against the formula", mesa,
                                   formula, tol, 4);
         }
         for (unsigned n = 0; n < NVPT_ARRAY_SIZE(nv_options); n++) {
            float got[4];
            char what[160];

            snprintf(text, sizeof(text), "!!ARBfp1.0\nOPTION %s;\n"
                     "OPTION %s;\nMOV result.color, program.env[1];\nEND",
                     nv_options[n], fog_options[f]);
            snprintf(what, sizeof(what), "%s + %s, fog coordinate %g",
                     nv_options[n], fog_options[f], z);
            if (!load_fp(next_id++, text) || !draw(z, got)) {
               ok = false;
               continue;
            }
            if (f == 0) {
               ok = same_bits(what, got, mesa) && ok;
            } else {
               const float tol[4] = { FOG_EXP_TOL, FOG_EXP_TOL,
                                      FOG_EXP_TOL, 0 };
               ok = nvpt_check_floats(what, got, mesa, tol, 4) && ok;
            }
         }
         printf("%s %s, fog coordinate %g\n", ok ? "PASS" : "FAIL",
                fog_options[f], z);
         pass = ok && pass;
      }
   }
   return pass;
}

/* ---- ARB_precision_hint_fastest / nicest ---- */

static bool
test_precision_hints(void)
{
   static const char *const hints[] = {
      "", "OPTION ARB_precision_hint_fastest;\n",
      "OPTION ARB_precision_hint_nicest;\n",
   };
   static const float env2[4] = { 1.0f / 3.0f, 0.1f, 1e-3f, 7.0f };
   static const float env3[4] = { 3.0f, 0.7f, 1e5f, 1.0f / 7.0f };
   char text[512];
   bool pass = true;

   ProgramEnvParameter4fvARB(GL_FRAGMENT_PROGRAM_ARB, 2, env2);
   ProgramEnvParameter4fvARB(GL_FRAGMENT_PROGRAM_ARB, 3, env3);
   for (unsigned n = 0; n < NVPT_ARRAY_SIZE(nv_options); n++) {
      float ref[4];
      bool ok = true;

      for (unsigned h = 0; h < NVPT_ARRAY_SIZE(hints); h++) {
         float got[4];
         char what[160];

         snprintf(text, sizeof(text), "!!ARBfp1.0\nOPTION %s;\n%s"
                  "TEMP r;\nMUL r, program.env[2], program.env[3];\n"
                  "RCP r.w, r.w;\nMAD result.color, r, program.env[2], "
                  "program.env[3];\nEND", nv_options[n], hints[h]);
         snprintf(what, sizeof(what), "%s %s", nv_options[n], hints[h]);
         if (!load_fp(next_id++, text) || !draw(0.0f, got)) {
            ok = false;
            continue;
         }
         if (h == 0)
            memcpy(ref, got, sizeof(ref));
         else
            ok = same_bits(what, got, ref) && ok;
      }
      printf("%s %s: precision hints draw as without\n",
             ok ? "PASS" : "FAIL", nv_options[n]);
      pass = ok && pass;
   }
   return pass;
}

/* ---- ARB_fragment_coord_conventions ---- */

static bool
test_frag_coord(void)
{
   static const int px[2][2] = { { 5, 9 }, { 30, 1 } };
   char text[512];
   bool pass = true;

   if (!nvpt_has_extension("GL_ARB_fragment_coord_conventions")) {
      printf("FAIL GL_ARB_fragment_coord_conventions is not advertised\n");
      return false;
   }
   for (unsigned h = 0; h < NVPT_ARRAY_SIZE(headers); h++) {
      for (unsigned m = 0; m < 4; m++) {
         const bool upper = m & 1, integer = m & 2;
         bool ok;

         snprintf(text, sizeof(text), "%s%s%s"
                  "MOV result.color, fragment.position;\nEND", headers[h],
                  upper ? "OPTION ARB_fragment_coord_origin_upper_left;\n"
                        : "",
                  integer ? "OPTION ARB_fragment_coord_pixel_center_integer;"
                            "\n" : "");
         ok = load_fp(next_id++, text);
         for (unsigned i = 0; ok && i < 2; i++) {
            const int x = px[i][0], y = px[i][1];
            const float c = integer ? 0.0f : 0.5f;
            const float want[4] = {
               (float)x + c,
               (float)(upper ? NVPT_HEIGHT - 1 - y : y) + c,
               0.5f, 1.0f,
            };
            float got[4];
            char what[160];

            snprintf(what, sizeof(what), "%s: upper left %d, integer %d, "
                     "pixel (%d, %d)", header_names[h], upper, integer, x,
                     y);
            nvpt_clear_sentinel();
            draw_point_at(x, y, 0.0f);
            nvpt_read_float(x, y, got);
            ok = same_bits(what, got, want);
         }
         printf("%s %s:%s%s\n", ok ? "PASS" : "FAIL", header_names[h],
                upper ? " origin_upper_left" : "",
                integer ? " pixel_center_integer" : "");
         pass = ok && pass;
      }
   }
   return pass;
}

/* ---- ARB_position_invariant with NV_vertex_program2 / 3 ---- */

static void
draw_triangle(void)
{
   glBegin(GL_TRIANGLES);
   glColor4f(0.25f, 0.5f, 0.75f, 1.0f);
   glVertex4f(-0.9f, -0.7f, 0.3f, 1.0f);
   glColor4f(0.125f, 1.0f, 0.0f, 0.5f);
   glVertex4f(0.8f, -0.45f, -0.6f, 1.2f);
   glColor4f(1.0f, 0.0f, 0.5f, 0.25f);
   glVertex4f(0.1f, 0.95f, 0.7f, 0.9f);
   glEnd();
}

static void
read_all(float *color, float *depth)
{
   glReadPixels(0, 0, NVPT_WIDTH, NVPT_HEIGHT, GL_RGBA, GL_FLOAT, color);
   glReadPixels(0, 0, NVPT_WIDTH, NVPT_HEIGHT, GL_DEPTH_COMPONENT,
                GL_FLOAT, depth);
}

static bool
test_position_invariant(void)
{
   static const char *const vp_options[] = {
      "NV_vertex_program2", "NV_vertex_program3",
   };
   enum { N = NVPT_WIDTH * NVPT_HEIGHT };
   static float ff_color[N * 4], ff_depth[N], color[N * 4], depth[N];
   char text[512];
   bool pass = true;
   unsigned covered = 0;

   glMatrixMode(GL_PROJECTION);
   glLoadIdentity();
   glFrustum(-0.7, 0.6, -0.55, 0.65, 1.0, 5.0);
   glMatrixMode(GL_MODELVIEW);
   glLoadIdentity();
   glTranslatef(0.1f, -0.05f, -2.3f);
   glRotatef(23.0f, 0.3f, 1.0f, 0.2f);
   glScalef(1.1f, 0.9f, 1.3f);
   glEnable(GL_DEPTH_TEST);
   glDepthFunc(GL_ALWAYS);
   glClearDepth(1.0);

   /* fixed function: the reference */
   nvpt_clear_sentinel();
   glClear(GL_DEPTH_BUFFER_BIT);
   draw_triangle();
   read_all(ff_color, ff_depth);
   for (unsigned i = 0; i < N; i++)
      covered += memcmp(&ff_color[4 * i], nvpt_sentinel, 16) != 0;
   if (covered < 50 || covered > N - 50) {
      printf("FAIL the fixed-function triangle covers %u pixels\n",
             covered);
      pass = false;
   }

   glEnable(GL_VERTEX_PROGRAM_ARB);
   for (unsigned o = 0; o < NVPT_ARRAY_SIZE(vp_options); o++) {
      GLuint id = next_id++;
      unsigned bad = 0;
      bool ok;

      snprintf(text, sizeof(text), "!!ARBvp1.0\nOPTION %s;\n"
               "OPTION ARB_position_invariant;\n"
               "MOV result.color, vertex.color;\nEND", vp_options[o]);
      ok = nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, id, text);
      if (ok) {
         nvpt_clear_sentinel();
         glClear(GL_DEPTH_BUFFER_BIT);
         draw_triangle();
         read_all(color, depth);
         for (unsigned i = 0; i < N; i++) {
            if (memcmp(&color[4 * i], &ff_color[4 * i], 16) == 0 &&
                memcmp(&depth[i], &ff_depth[i], 4) == 0)
               continue;
            if (bad++ < 4) {
               printf("%s: pixel (%u, %u): colour %g %g %g %g depth "
                      "%.9g, fixed function %g %g %g %g depth %.9g\n",
                      vp_options[o], i % NVPT_WIDTH, i / NVPT_WIDTH,
                      color[4 * i], color[4 * i + 1], color[4 * i + 2],
                      color[4 * i + 3], depth[i], ff_color[4 * i],
                      ff_color[4 * i + 1], ff_color[4 * i + 2],
                      ff_color[4 * i + 3], ff_depth[i]);
            }
         }
         if (bad) {
            printf("%s: %u of %u pixels differ\n", vp_options[o], bad, N);
            ok = false;
         }
      }
      /* "will fail to load if it writes to result.position" */
      snprintf(text, sizeof(text), "!!ARBvp1.0\nOPTION %s;\n"
               "OPTION ARB_position_invariant;\n"
               "MOV result.color, vertex.color;\n"
               "MOV result.position, vertex.position;\nEND",
               vp_options[o]);
      ok = nvpt_load_arb_program_bad(GL_VERTEX_PROGRAM_ARB, id, text,
               (GLint)(strstr(text, "result.position") - text)) && ok;
      printf("%s %s + ARB_position_invariant\n", ok ? "PASS" : "FAIL",
             vp_options[o]);
      pass = ok && pass;
   }
   glDisable(GL_VERTEX_PROGRAM_ARB);
   glDisable(GL_DEPTH_TEST);
   glMatrixMode(GL_PROJECTION);
   glLoadIdentity();
   glMatrixMode(GL_MODELVIEW);
   glLoadIdentity();
   return pass;
}

enum nvpt_result
nvpt_test(void)
{
   GLint window_fbo = 0;
   bool pass = true;

   nvpt_require_extension("GL_NV_fragment_program_option");
   nvpt_require_extension("GL_NV_fragment_program2");
   nvpt_require_extension("GL_ARB_draw_buffers");
   nvpt_require_extension("GL_ARB_fragment_program_shadow");
   nvpt_require_extension("GL_NV_vertex_program2_option");
   nvpt_require_extension("GL_NV_vertex_program3");
   ProgramEnvParameter4fvARB = nvpt_get_proc("glProgramEnvParameter4fvARB");
   FogCoordf = nvpt_get_proc("glFogCoordf");
   DrawBuffers = nvpt_get_proc("glDrawBuffers");
   GenFramebuffers = nvpt_get_proc("glGenFramebuffers");
   BindFramebuffer = nvpt_get_proc("glBindFramebuffer");
   FramebufferTexture2D = nvpt_get_proc("glFramebufferTexture2D");
   CheckFramebufferStatus = nvpt_get_proc("glCheckFramebufferStatus");
   BindProgramARB = nvpt_get_proc("glBindProgramARB");

   /* the float colour target with a DEPTH_COMPONENT32F depth buffer */
   nvpt_float_depth_target_begin();
   glGetIntegerv(GL_FRAMEBUFFER_BINDING, &window_fbo);

   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   pass = test_draw_buffers((GLuint)window_fbo) && pass;
   pass = test_shadow() && pass;
   pass = test_fog() && pass;
   pass = test_precision_hints() && pass;
   pass = test_frag_coord() && pass;
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   pass = test_position_invariant() && pass;
   return nvpt_end_test(pass);
}
