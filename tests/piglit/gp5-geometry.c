/*
 * NV_gpu_program5's geometry program additions through the GL (issue
 * 16), with GL_NV_gpu_program5 enabled (MESA_EXTENSION_OVERRIDE until
 * nvprog advertises it; without it the test skips, gp5-bits checks the
 * refusal):
 *
 * - INVOCATIONS 4 runs the program four times per point; each
 *   invocation moves the point right by primitive.invocation pixels and
 *   writes it as its colour, so pixels 0..3 of the row hold
 *   (k, primitive.id, 0, 1) and pixel 4 the sentinel;
 * - EMITS to stream 0 is drawn and EMITS to stream 1 is not ("vertex
 *   streams" other than 0 are not rasterized, ARB_transform_feedback3),
 *   with a literal stream and with one computed at run time
 *   (primitive.invocation & 1: invocations 0 and 2 drawn, 1 and 3 not);
 * - MAX_GEOMETRY_PROGRAM_INVOCATIONS_NV is what INVOCATIONS may declare:
 *   that many load and draw, one more fails at the count with
 *   INVALID_OPERATION and the previous program stays; EMITS with an
 *   output primitive other than POINTS fails at EMITS.
 */
#include "harness.h"

#include <stdio.h>
#include <string.h>

#ifndef GL_GEOMETRY_PROGRAM_NV
#define GL_GEOMETRY_PROGRAM_NV 0x8C26
#endif
#ifndef GL_MAX_GEOMETRY_PROGRAM_INVOCATIONS_NV
#define GL_MAX_GEOMETRY_PROGRAM_INVOCATIONS_NV 0x8E5A
#endif

/* A pixel's width in normalized device coordinates. */
#define PIXEL (2.0f / NVPT_WIDTH)

static const char pass_vp[] =
   "!!NVvp4.0\nMOV result.position, vertex.position;\nEND\n";
static const char pass_fp[] =
   "!!NVfp4.0\nMOV result.color, fragment.color;\nEND\n";

/* The point moved by primitive.invocation pixels, coloured (invocation,
 * primitive.id, 0, 1); "%s" is the emit. */
#define MOVED_GP(decls, emit)                                              \
   "!!NVgp5.0\nPRIMITIVE_IN POINTS;\nPRIMITIVE_OUT POINTS;\n"              \
   "VERTICES_OUT 1;\n" decls "INT TEMP s;\nTEMP p, c;\n"                   \
   "I2F c.x, primitive.invocation.x;\nI2F c.y, primitive.id.x;\n"          \
   "MOV c.zw, {0, 0, 0, 1};\n"                                             \
   "MAD p.x, c.x, 0.0625, vertex[0].position.x;\n"                         \
   "MOV p.yzw, vertex[0].position;\n"                                      \
   "MOV result.position, p;\nMOV result.color, c;\n" emit "END\n"

static const char invocations_gp[] = MOVED_GP("INVOCATIONS 4;\n", "EMIT;\n");
static const char stream0_gp[] = MOVED_GP("INVOCATIONS 4;\n", "EMITS 0;\n");
static const char stream1_gp[] = MOVED_GP("INVOCATIONS 4;\n", "EMITS 1;\n");
static const char computed_gp[] =
   MOVED_GP("INVOCATIONS 4;\n", "AND.S s.x, primitive.invocation.x, 1;\n"
            "EMITS s.x;\n");

/* One point at pixel (2, 5) through the three program stages, on the
 * sentinel. */
static void
draw_point(void)
{
   float nx, ny;

   nvpt_pixel_ndc(2, 5, &nx, &ny);
   nvpt_clear_sentinel();
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glEnable(GL_GEOMETRY_PROGRAM_NV);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   glBegin(GL_POINTS);
   glVertex2f(nx, ny);
   glEnd();
   glDisable(GL_VERTEX_PROGRAM_ARB);
   glDisable(GL_GEOMETRY_PROGRAM_NV);
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
}

/* Draws one point at pixel (2, 5) through 'gp' (loaded as program 3)
 * and checks the pixels (2 + k, 5) for k = 0..4: drawn[k] says whether
 * invocation k's point is there, coloured (k, 0, 0, 1). */
static bool
draw_row(const char *what, const char *gp, const bool drawn[5])
{
   bool pass = nvpt_load_arb_program(GL_GEOMETRY_PROGRAM_NV, 3, gp);

   if (!pass)
      return false;
   draw_point();
   pass = nvpt_expect_error(GL_NO_ERROR, "%s", what);
   for (unsigned k = 0; k < 5; k++) {
      const float want[4] = { (float)k, 0, 0, 1 };
      char name[128];

      snprintf(name, sizeof(name), "%s, invocation %u", what, k);
      pass = nvpt_probe_float(name, 2 + (int)k, 5,
                              drawn[k] ? want : nvpt_sentinel, 0) && pass;
   }
   return pass;
}

/* INVOCATIONS up to the limit the GL reports, and the load errors: the
 * last four of 'max' invocations land on pixels 2..5 of row 5 in white,
 * the two before them on pixels 0 and 1 in (0, 0, 0, 0), drawn after
 * the failed loads, which keep the program. */
static bool
limits(void)
{
   static const float white[4] = { 1, 1, 1, 1 };
   static const float zero[4] = { 0, 0, 0, 0 };
   GLint max = 0;
   struct nvpt_text t = { 0 };
   bool pass;

   glGetIntegerv(GL_MAX_GEOMETRY_PROGRAM_INVOCATIONS_NV, &max);
   pass = nvpt_expect_error(GL_NO_ERROR,
                            "MAX_GEOMETRY_PROGRAM_INVOCATIONS_NV");
   /* the spec's minimum, and what both drivers run */
   if (max != 32) {
      printf("MAX_GEOMETRY_PROGRAM_INVOCATIONS_NV is %d, expected 32\n",
             max);
      return false;
   }
   nvpt_text_put(&t, "!!NVgp5.0\nPRIMITIVE_IN POINTS;\n"
                 "PRIMITIVE_OUT POINTS;\nVERTICES_OUT 1;\n"
                 "INVOCATIONS %d;\nTEMP p;\n"
                 "I2F p.x, primitive.invocation.x;\n"
                 "ADD p.x, p.x, -%d;\n"
                 "SGE result.color, p.x, 0;\n"
                 "MAD p.x, p.x, 0.0625, vertex[0].position.x;\n"
                 "MOV p.yzw, vertex[0].position;\n"
                 "MOV result.position, p;\nEMIT;\nEND\n", max, max - 4);
   if (!nvpt_load_arb_program(GL_GEOMETRY_PROGRAM_NV, 3, t.data))
      return false;

   /* one more: INVALID_OPERATION at the count */
   t.len = 0;
   nvpt_text_put(&t, "!!NVgp5.0\nPRIMITIVE_IN POINTS;\n"
                 "PRIMITIVE_OUT POINTS;\nVERTICES_OUT 1;\n"
                 "INVOCATIONS %d;\nEND\n", max + 1);
   pass = nvpt_load_arb_program_bad(GL_GEOMETRY_PROGRAM_NV, 3, t.data,
                                    (int)(strstr(t.data, "INVOCATIONS") -
                                          t.data) + 12) && pass;
   /* EMITS with LINE_STRIP output: at EMITS */
   static const char emits_strip[] =
      "!!NVgp5.0\nPRIMITIVE_IN POINTS;\nPRIMITIVE_OUT LINE_STRIP;\n"
      "VERTICES_OUT 2;\nEMITS 0;\nEND\n";
   pass = nvpt_load_arb_program_bad(GL_GEOMETRY_PROGRAM_NV, 3, emits_strip,
                                    (int)(strstr(emits_strip, "EMITS") -
                                          emits_strip)) && pass;
   nvpt_clear_errors();

   draw_point();
   pass = nvpt_expect_error(GL_NO_ERROR, "INVOCATIONS max") && pass;
   for (int x = 0; x < 7; x++) {
      char name[64];
      snprintf(name, sizeof(name), "INVOCATIONS %d, pixel %d", max, x);
      pass = nvpt_probe_float(name, x, 5, x < 2 ? zero : x < 6 ? white :
                              nvpt_sentinel, 0) && pass;
   }
   return pass;
}

enum nvpt_result
nvpt_test(void)
{
   static const bool all4[5] = { true, true, true, true, false };
   static const bool none[5] = { false, false, false, false, false };
   static const bool even[5] = { true, false, true, false, false };
   bool pass = true;

   nvpt_require_geometry_program4();
   if (!nvpt_has_extension("GL_NV_gpu_program5"))
      nvpt_skip("GL_NV_gpu_program5 is not enabled");
   nvpt_float_target_begin();
   glPointSize(1);
   if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 1, pass_vp) ||
       !nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 2, pass_fp))
      return nvpt_end_test(false);

   pass = draw_row("INVOCATIONS 4", invocations_gp, all4) && pass;
   pass = draw_row("EMITS 0", stream0_gp, all4) && pass;
   pass = draw_row("EMITS 1", stream1_gp, none) && pass;
   pass = draw_row("EMITS invocation & 1", computed_gp, even) && pass;
   pass = limits() && pass;
   return nvpt_end_test(pass);
}
