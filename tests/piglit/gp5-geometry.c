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
 * - what each stream carries, recorded: TransformFeedbackStreamAttribsNV
 *   puts binding point 0 on stream 0 and binding point 1 on stream 1
 *   (ARB_transform_feedback3's "Dependencies on NV_transform_feedback"),
 *   and the computed-stream program's colours land in buffer 0 for
 *   invocations 0 and 2 and in buffer 1 for 1 and 3, in invocation
 *   order, those of a program emitting to stream 1 only all in buffer 1
 *   (Mesa patch 0040: softpipe recorded no stream but 0); the
 *   PRIMITIVES_GENERATED and TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN
 *   queries of each stream (BeginQueryIndexed) count its points, and
 *   nothing of stream 1 is drawn;
 * - MAX_GEOMETRY_PROGRAM_INVOCATIONS_NV is what INVOCATIONS may declare:
 *   that many load and draw, one more fails at the count with
 *   INVALID_OPERATION and the previous program stays; EMITS with an
 *   output primitive other than POINTS fails at EMITS.
 */
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
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

#ifndef GL_NEXT_BUFFER_NV
#define GL_NEXT_BUFFER_NV -2
#endif
#ifndef GL_INTERLEAVED_ATTRIBS_NV
#define GL_INTERLEAVED_ATTRIBS_NV 0x8C8C
#endif
#ifndef GL_TRANSFORM_FEEDBACK_BUFFER_NV
#define GL_TRANSFORM_FEEDBACK_BUFFER_NV 0x8C8E
#endif

typedef void (GLAPIENTRYP stream_attribs_fn)(GLsizei, const GLint *,
                                             GLsizei, const GLint *, GLenum);
typedef void (GLAPIENTRYP begin_xfb_fn)(GLenum);
typedef void (GLAPIENTRYP end_xfb_fn)(void);
typedef void (GLAPIENTRYP bind_base_fn)(GLenum, GLuint, GLuint);
typedef void (GLAPIENTRYP begin_query_indexed_fn)(GLenum, GLuint, GLuint);
typedef void (GLAPIENTRYP end_query_indexed_fn)(GLenum, GLuint);

/* gp's points recorded per stream, in buffers filled with a sentinel:
 * the colours (k, 0, 0, 1) of the invocations k whose bit 'mask' (bit
 * 4 s + k) sets for stream s, in invocation order, then the sentinel;
 * each stream's queries count its points; nothing of stream 1 is drawn,
 * stream 0's points are. */
static bool
streams_recorded(const char *what, const char *gp, unsigned mask)
{
   static const GLint attribs[] = {
      GL_PRIMARY_COLOR, 4, 0, GL_NEXT_BUFFER_NV, 0, 0,
      GL_PRIMARY_COLOR, 4, 0,
   };
   static const GLint buffer_streams[] = { 0, 1 };
   static const GLenum queries[] = {
      GL_PRIMITIVES_GENERATED, GL_TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN,
   };
   stream_attribs_fn stream_attribs =
      nvpt_get_proc("glTransformFeedbackStreamAttribsNV");
   begin_xfb_fn begin_xfb = nvpt_get_proc("glBeginTransformFeedbackNV");
   end_xfb_fn end_xfb = nvpt_get_proc("glEndTransformFeedbackNV");
   bind_base_fn bind_base = nvpt_get_proc("glBindBufferBaseNV");
   begin_query_indexed_fn begin_query =
      nvpt_get_proc("glBeginQueryIndexed");
   end_query_indexed_fn end_query = nvpt_get_proc("glEndQueryIndexed");
   PFNGLGENBUFFERSPROC gen_buffers = nvpt_get_proc("glGenBuffers");
   PFNGLBINDBUFFERPROC bind_buffer = nvpt_get_proc("glBindBuffer");
   PFNGLBUFFERDATAPROC buffer_data = nvpt_get_proc("glBufferData");
   PFNGLGETBUFFERSUBDATAPROC get_sub_data =
      nvpt_get_proc("glGetBufferSubData");
   PFNGLDELETEBUFFERSPROC delete_buffers = nvpt_get_proc("glDeleteBuffers");
   PFNGLGENQUERIESPROC gen_queries = nvpt_get_proc("glGenQueries");
   PFNGLGETQUERYOBJECTUIVPROC get_query = nvpt_get_proc("glGetQueryObjectuiv");
   PFNGLDELETEQUERIESPROC delete_queries = nvpt_get_proc("glDeleteQueries");
   float init[20], got[20];
   GLuint buf[2], q[2][2];
   bool pass;

   if (!stream_attribs || !begin_xfb || !end_xfb || !bind_base ||
       !begin_query || !end_query) {
      printf("no TransformFeedbackStreamAttribsNV or BeginQueryIndexed\n");
      return false;
   }
   if (!nvpt_load_arb_program(GL_GEOMETRY_PROGRAM_NV, 3, gp))
      return false;
   for (unsigned i = 0; i < 20; i++)
      init[i] = -12345.0f;
   gen_buffers(2, buf);
   for (unsigned b = 0; b < 2; b++) {
      bind_buffer(GL_TRANSFORM_FEEDBACK_BUFFER_NV, buf[b]);
      buffer_data(GL_TRANSFORM_FEEDBACK_BUFFER_NV, sizeof(init), init,
                  GL_STREAM_READ);
      bind_base(GL_TRANSFORM_FEEDBACK_BUFFER_NV, b, buf[b]);
   }
   stream_attribs(3, attribs, 2, buffer_streams, GL_INTERLEAVED_ATTRIBS_NV);
   gen_queries(2, q[0]);
   gen_queries(2, q[1]);
   for (unsigned s = 0; s < 2; s++) {
      for (unsigned k = 0; k < 2; k++)
         begin_query(queries[k], s, q[s][k]);
   }
   begin_xfb(GL_POINTS);
   draw_point();
   end_xfb();
   for (unsigned s = 0; s < 2; s++) {
      for (unsigned k = 0; k < 2; k++)
         end_query(queries[k], s);
   }
   pass = nvpt_expect_error(GL_NO_ERROR, "%s", what);

   for (unsigned s = 0; s < 2; s++) {
      /* (k, primitive.id 0, 0, 1) of stream s's invocations */
      float want[20];
      unsigned n = 0;

      for (unsigned i = 0; i < 20; i++)
         want[i] = -12345.0f;
      for (unsigned k = 0; k < 4; k++) {
         if (mask & (1u << (4 * s + k))) {
            memcpy(&want[4 * n++], (float[4]){ (float)k, 0, 0, 1 },
                   4 * sizeof(float));
         }
      }
      bind_buffer(GL_TRANSFORM_FEEDBACK_BUFFER_NV, buf[s]);
      get_sub_data(GL_TRANSFORM_FEEDBACK_BUFFER_NV, 0, sizeof(got), got);
      for (unsigned i = 0; i < 20; i++) {
         if (got[i] != want[i]) {
            printf("%s: buffer %u (stream %u) word %u is %g, expected "
                   "%g\n", what, s, s, i, got[i], want[i]);
            pass = false;
         }
      }
      for (unsigned k = 0; k < 2; k++) {
         GLuint got_n = 99;
         get_query(q[s][k], GL_QUERY_RESULT, &got_n);
         if (got_n != n) {
            printf("%s: stream %u's %s counts %u, expected %u\n", what, s,
                   k ? "TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN"
                     : "PRIMITIVES_GENERATED", got_n, n);
            pass = false;
         }
      }
   }
   /* stream 1's points are not rasterized */
   for (unsigned k = 0; k < 5; k++) {
      const float want[4] = { (float)k, 0, 0, 1 };
      char name[128];

      snprintf(name, sizeof(name), "%s, invocation %u", what, k);
      pass = nvpt_probe_float(name, 2 + (int)k, 5,
                              k < 4 && (mask & (1u << k)) ? want
                                                         : nvpt_sentinel,
                              0) && pass;
   }
   delete_queries(2, q[0]);
   delete_queries(2, q[1]);
   delete_buffers(2, buf);
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
   if (!nvpt_load_arb_program(GL_GEOMETRY_PROGRAM_NV, 3, t.data)) {
      free(t.data);
      return false;
   }

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
   free(t.data);
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
   /* invocations 0 and 2 on stream 0, 1 and 3 on stream 1 */
   pass = streams_recorded("recording EMITS invocation & 1", computed_gp,
                           0xa5) && pass;
   /* all four on stream 1, none on stream 0 */
   pass = streams_recorded("recording EMITS 1", stream1_gp, 0xf0) && pass;
   pass = limits() && pass;
   return nvpt_end_test(pass);
}
