/*
 * NV_vertex_program2 clip distances o[CLP0]..o[CLP5]: "Primitives are
 * clipped to the area where the interpolated clip distances are greater
 * than or equal to zero", and "the clip plane or clip distance volume
 * corresponding to the o[CLPn] register used must be enabled, or no
 * clipping will be performed".  In vertex program mode the clip volume
 * is made of the clip distance volumes alone: an enabled plane whose
 * distance the program does not write sees the initial 0.0 (not
 * clipped), whatever its glClipPlane equation.
 *
 * A window-filling quad is drawn with o[CLP0].x = x and o[CLP5].x = -y
 * (NDC) and the four quadrants are probed, exactly (RGBA32F target).
 * With no plane enabled at all nothing is clipped (Gallium's draw module
 * would clip by every written distance then: the emitter writes 0.0 for
 * the distances of disabled planes).  The last part keeps one program
 * bound and only enables and disables planes between draws.
 *
 * "!!ARBvp1.0" with OPTION NV_vertex_program2 writes result.clip[n] for
 * "<clipPlaneNum> ::= <integer> [0,MAX_CLIP_PLANES-1]": planes 6 and 7,
 * past VP2's CLP5, where the GL has 8 (Mesa and NVIDIA's driver do).
 */
#include "harness.h"

#include <stdio.h>
#include <string.h>

static const float green[4] = { 0, 1, 0, 1 };

struct ccase {
   const char *name;
   const char *text;
   unsigned planes;          /* bit n: GL_CLIP_PLANEn enabled */
   bool drawn[4];            /* quadrants: lower left, lower right,
                              * upper left, upper right */
};

#define H "!!VP2.0\nMOV o[HPOS], v[OPOS];\nMOV o[COL0], c[0];\n"
#define BOTH H "MOV o[CLP0].x, v[OPOS].x;\nMOV o[CLP5].x, -v[OPOS].y;\nEND"

static const struct ccase cases[] = {
   { "plane 0: x >= 0", BOTH, 1u << 0, { false, true, false, true } },
   { "plane 5: -y >= 0", BOTH, 1u << 5, { true, true, false, false } },
   { "planes 0 and 5", BOTH, (1u << 0) | (1u << 5),
     { false, true, false, false } },
   /* plane 3's equation clips everything, but o[CLP3] is 0.0 */
   { "plane 3 not written", BOTH, (1u << 0) | (1u << 3),
     { false, true, false, true } },
   { "only CLP0 written, plane 3 enabled",
     H "MOV o[CLP0].x, v[OPOS].x;\nEND", (1u << 0) | (1u << 3),
     { false, true, false, true } },
   { "CLP1 with a masked write and CC",
     H "MOVC CC, v[OPOS];\nMOV o[CLP1].x, c[1].x;\n"
     "MOV o[CLP1].x (LT.y), -c[1].x;\nEND", 1u << 1,
     { false, false, true, true } },
   { "o[CLP2].y does not clip", H "MOV o[CLP2].y, -c[1].x;\nEND",
     1u << 2, { true, true, true, true } },
   { "no plane enabled", BOTH, 0, { true, true, true, true } },
   { "written planes disabled, plane 2 enabled", BOTH, 1u << 2,
     { true, true, true, true } },
};

/* One program (BOTH), planes changed between draws. */
static const struct ccase same_program[] = {
   { "same program, plane 0", NULL, 1u << 0, { false, true, false, true } },
   { "same program, none", NULL, 0, { true, true, true, true } },
   { "same program, plane 5", NULL, 1u << 5, { true, true, false, false } },
   { "same program, none again", NULL, 0, { true, true, true, true } },
   { "same program, planes 0 and 5", NULL, (1u << 0) | (1u << 5),
     { false, true, false, false } },
   { "same program, plane 1", NULL, 1u << 1, { true, true, true, true } },
};

/* result.clip[6] = x and result.clip[7] = -y */
static const char arb_clip67[] =
   "!!ARBvp1.0\nOPTION NV_vertex_program2;\n"
   "MOV result.position, vertex.position;\n"
   "MOV result.color, program.env[0];\n"
   "MOV result.clip[6].x, vertex.position.x;\n"
   "MOV result.clip[7].x, -vertex.position.y;\nEND";

static const struct ccase arb_cases[] = {
   { "ARB clip[6]: x >= 0", NULL, 1u << 6, { false, true, false, true } },
   { "ARB clip[7]: -y >= 0", NULL, 1u << 7, { true, true, false, false } },
   { "ARB clip[6] and clip[7]", NULL, (1u << 6) | (1u << 7),
     { false, true, false, false } },
   { "ARB clip[6], clip[7], none enabled", NULL, 0,
     { true, true, true, true } },
   { "ARB clip[6], clip[7], plane 5 enabled", NULL, 1u << 5,
     { true, true, true, true } },
};

static bool probe_quadrants(const struct ccase *t);

static bool
arb_clip_planes(void)
{
   static const double clip_all[4] = { 0, 0, 0, -1 };
   PFNGLPROGRAMENVPARAMETER4FVARBPROC env4fv =
      nvpt_get_proc("glProgramEnvParameter4fvARB");
   PFNGLBINDPROGRAMARBPROC bind = nvpt_get_proc("glBindProgramARB");
   GLint planes = 0;
   bool pass = true;

   glGetIntegerv(GL_MAX_CLIP_PLANES, &planes);
   if (planes < 8) {
      printf("MAX_CLIP_PLANES is %d: no result.clip[6..7] cases\n", planes);
      return true;
   }
   for (unsigned n = 0; n < 8; n++)
      glClipPlane(GL_CLIP_PLANE0 + n, clip_all);
   if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 40, arb_clip67))
      return false;
   bind(GL_VERTEX_PROGRAM_ARB, 40);
   env4fv(GL_VERTEX_PROGRAM_ARB, 0, green);
   glEnable(GL_VERTEX_PROGRAM_ARB);
   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(arb_cases); i++) {
      const struct ccase *t = &arb_cases[i];

      for (unsigned n = 0; n < 8; n++) {
         if (t->planes & (1u << n))
            glEnable(GL_CLIP_PLANE0 + n);
         else
            glDisable(GL_CLIP_PLANE0 + n);
      }
      nvpt_clear_sentinel();
      nvpt_draw_window_quad();
      pass = nvpt_expect_error(GL_NO_ERROR, "%s: draw", t->name) && pass;
      pass = probe_quadrants(t) && pass;
   }
   for (unsigned n = 0; n < 8; n++)
      glDisable(GL_CLIP_PLANE0 + n);
   glDisable(GL_VERTEX_PROGRAM_ARB);
   return pass;
}

static bool
probe_quadrants(const struct ccase *t)
{
   static const int px[4][2] = {
      { NVPT_WIDTH / 4, NVPT_HEIGHT / 4 },
      { 3 * NVPT_WIDTH / 4, NVPT_HEIGHT / 4 },
      { NVPT_WIDTH / 4, 3 * NVPT_HEIGHT / 4 },
      { 3 * NVPT_WIDTH / 4, 3 * NVPT_HEIGHT / 4 },
   };
   bool pass = true;

   for (unsigned q = 0; q < 4; q++) {
      char what[160];

      snprintf(what, sizeof(what), "%s, quadrant %u", t->name, q);
      pass = nvpt_probe_float(what, px[q][0], px[q][1],
                              t->drawn[q] ? green : nvpt_sentinel, 0) &&
             pass;
   }
   return pass;
}

enum nvpt_result
nvpt_test(void)
{
   /* a plane that clips every point of the quad if it were applied to
    * the position: 0*x + 0*y + 0*z - 1*w >= 0 never holds */
   static const double clip_all[4] = { 0, 0, 0, -1 };
   static const float one[4] = { 1, 1, 1, 1 };
   bool pass = true;

   nvpt_require_nv_vertex_program();
   nvpt_require_extension("GL_NV_vertex_program2");
   nvpt_float_target_begin();

   for (unsigned n = 0; n < 6; n++)
      glClipPlane(GL_CLIP_PLANE0 + n, clip_all);
   nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 0, green);
   nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 1, one);

   for (unsigned i = 0;
        i < NVPT_ARRAY_SIZE(cases) + NVPT_ARRAY_SIZE(same_program); i++) {
      const bool same = i >= NVPT_ARRAY_SIZE(cases);
      const struct ccase *t =
         same ? &same_program[i - NVPT_ARRAY_SIZE(cases)] : &cases[i];

      if ((!same || i == NVPT_ARRAY_SIZE(cases)) &&
          !nvpt_use_nv_program(10 + i, same ? BOTH : t->text)) {
         pass = false;
         continue;
      }
      for (unsigned n = 0; n < 6; n++) {
         if (t->planes & (1u << n))
            glEnable(GL_CLIP_PLANE0 + n);
         else
            glDisable(GL_CLIP_PLANE0 + n);
      }
      nvpt_clear_sentinel();
      nvpt_draw_window_quad();
      pass = nvpt_expect_error(GL_NO_ERROR, "%s: draw", t->name) && pass;
      pass = probe_quadrants(t) && pass;
   }
   for (unsigned n = 0; n < 6; n++)
      glDisable(GL_CLIP_PLANE0 + n);
   glDisable(GL_VERTEX_PROGRAM_NV);
   pass = arb_clip_planes() && pass;
   return nvpt_end_test(pass);
}
