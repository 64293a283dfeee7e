/*
 * NV_transform_feedback with assembly programs and fixed-function vertex
 * processing: TransformFeedbackAttribsNV selects results, Begin/End
 * TransformFeedbackNV record them into buffers bound with
 * BindBuffer{Base,Range}NV(TRANSFORM_FEEDBACK_BUFFER_NV), and the words
 * read back are the exact floats the programs wrote.
 *
 * Recorded: a "!!NVvp4.0" program's position, colour, texture
 * coordinate set 1 and clip distance 1, interleaved and in separate
 * buffers; a "!!NVgp4.0" program's emitted points (it is the source
 * when active); an "!!ARBvp1.0" program (Mesa's own parser); fixed-
 * function vertex processing.  The PRIMITIVES_GENERATED_NV and
 * TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN_NV queries count a draw that
 * overflows the buffer; RASTERIZER_DISCARD_NV draws no pixel.  The
 * queries of the state (TRANSFORM_FEEDBACK_ATTRIBS_NV,
 * TRANSFORM_FEEDBACK_RECORD_NV) and the errors of the commands.
 */
#include "harness.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef void (GLAPIENTRYP attribs_fn)(GLsizei, const GLint *, GLenum);
typedef void (GLAPIENTRYP stream_attribs_fn)(GLsizei, const GLint *,
                                             GLsizei, const GLint *, GLenum);
typedef void (GLAPIENTRYP begin_fn)(GLenum);
typedef void (GLAPIENTRYP end_fn)(void);
typedef void (GLAPIENTRYP base_fn)(GLenum, GLuint, GLuint);
typedef void (GLAPIENTRYP range_fn)(GLenum, GLuint, GLuint, GLintptr,
                                    GLsizeiptr);
typedef void (GLAPIENTRYP indexed_fn)(GLenum, GLuint, GLint *);

static struct {
   attribs_fn attribs;
   stream_attribs_fn stream_attribs;
   begin_fn begin;
   end_fn end;
   base_fn base;
   range_fn range;
   indexed_fn indexed;
   PFNGLGENBUFFERSPROC gen_buffers;
   PFNGLBINDBUFFERPROC bind_buffer;
   PFNGLBUFFERDATAPROC buffer_data;
   PFNGLGETBUFFERSUBDATAPROC get_buffer_sub_data;
   PFNGLDELETEBUFFERSPROC delete_buffers;
   PFNGLGENQUERIESPROC gen_queries;
   PFNGLBEGINQUERYPROC begin_query;
   PFNGLENDQUERYPROC end_query;
   PFNGLGETQUERYOBJECTUIVPROC get_query_uiv;
} f;

#define SENTINEL -12345.0f

/* A buffer of n floats, all SENTINEL, bound to binding point 'index'. */
static GLuint
feedback_buffer(unsigned index, unsigned n)
{
   float data[256];
   GLuint b;

   for (unsigned i = 0; i < n && i < 256; i++)
      data[i] = SENTINEL;
   f.gen_buffers(1, &b);
   f.bind_buffer(GL_TRANSFORM_FEEDBACK_BUFFER_NV, b);
   f.buffer_data(GL_TRANSFORM_FEEDBACK_BUFFER_NV, n * 4, data,
                 GL_STREAM_READ);
   f.base(GL_TRANSFORM_FEEDBACK_BUFFER_NV, index, b);
   return b;
}

static bool
check_buffer(const char *what, GLuint b, const float *want, unsigned n)
{
   float got[256];
   bool pass = true;

   f.bind_buffer(GL_TRANSFORM_FEEDBACK_BUFFER_NV, b);
   f.get_buffer_sub_data(GL_TRANSFORM_FEEDBACK_BUFFER_NV, 0, n * 4, got);
   for (unsigned i = 0; i < n; i++) {
      if (memcmp(&got[i], &want[i], 4) != 0) {
         printf("%s: word %u is %g, want %g\n", what, i, got[i], want[i]);
         pass = false;
      }
   }
   return pass;
}

/* Three points at x = -0.5, 0, 0.5. */
static void
draw_points(void)
{
   glBegin(GL_POINTS);
   glVertex4f(-0.5f, 0.25f, 0.0f, 1.0f);
   glVertex4f(0.0f, 0.5f, 0.0f, 1.0f);
   glVertex4f(0.5f, 0.75f, 0.0f, 1.0f);
   glEnd();
}

static const char vp4[] =
   "!!NVvp4.0\n"
   "MOV result.position, vertex.position;\n"
   "MUL result.color, vertex.position.y, {1, 0.5, 0.25, 1};\n"
   "ADD result.texcoord[1], vertex.position, {10, 20, 30, 40};\n"
   "MOV result.clip[1].x, vertex.position.y;\n"
   "MOV result.clip[0].x, 1;\n"
   "END\n";

static bool
vertex_program_interleaved(void)
{
   /* position xyzw, colour xyz, texcoord[1] xy, clip distance 1 */
   static const GLint attribs[] = {
      GL_POSITION, 4, 0,
      GL_PRIMARY_COLOR, 3, 0,
      GL_TEXTURE_COORD_NV, 2, 1,
      GL_CLIP_DISTANCE_NV, 1, 1,
   };
   static const float y[3] = { 0.25f, 0.5f, 0.75f };
   static const float x[3] = { -0.5f, 0.0f, 0.5f };
   float want[30];
   bool pass = true;

   for (unsigned v = 0; v < 3; v++) {
      float *w = &want[10 * v];
      w[0] = x[v]; w[1] = y[v]; w[2] = 0; w[3] = 1;
      /* inside [0, 1]: no colour clamping to think of */
      w[4] = y[v]; w[5] = y[v] * 0.5f; w[6] = y[v] * 0.25f;
      w[7] = x[v] + 10; w[8] = y[v] + 20;
      w[9] = y[v];
   }
   GLuint b = feedback_buffer(0, 40);
   f.attribs(4, attribs, GL_INTERLEAVED_ATTRIBS_NV);
   if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 1, vp4))
      return false;
   glEnable(GL_VERTEX_PROGRAM_ARB);
   /* result.clip[n] counts where CLIP_PLANEn is enabled (nvprog writes
    * a disabled plane's distance as 0, docs/extensions.md) */
   glEnable(GL_CLIP_PLANE0);
   glEnable(GL_CLIP_PLANE1);
   f.begin(GL_POINTS);
   draw_points();
   f.end();
   glDisable(GL_CLIP_PLANE0);
   glDisable(GL_CLIP_PLANE1);
   glDisable(GL_VERTEX_PROGRAM_ARB);
   pass = nvpt_expect_error(GL_NO_ERROR, "interleaved recording") && pass;
   pass = check_buffer("!!NVvp4.0 interleaved", b, want, 30) && pass;
   /* past the three vertices, nothing written */
   {
      float rest[10];
      for (unsigned i = 0; i < 10; i++)
         rest[i] = SENTINEL;
      float got[40];
      f.bind_buffer(GL_TRANSFORM_FEEDBACK_BUFFER_NV, b);
      f.get_buffer_sub_data(GL_TRANSFORM_FEEDBACK_BUFFER_NV, 0, 160, got);
      if (memcmp(got + 30, rest, 40) != 0) {
         printf("words past the vertices were written\n");
         pass = false;
      }
   }

   /* the state queries */
   GLint n = -1, rec[3] = { 0 };
   glGetIntegerv(GL_TRANSFORM_FEEDBACK_ATTRIBS_NV, &n);
   f.indexed(GL_TRANSFORM_FEEDBACK_RECORD_NV, 2, rec);
   if (n != 4 || rec[0] != GL_TEXTURE_COORD_NV || rec[1] != 2 ||
       rec[2] != 1) {
      printf("TRANSFORM_FEEDBACK_ATTRIBS_NV %d, RECORD_NV[2] 0x%x %d %d\n",
             n, rec[0], rec[1], rec[2]);
      pass = false;
   }
   f.indexed(GL_TRANSFORM_FEEDBACK_RECORD_NV, 4, rec);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "TRANSFORM_FEEDBACK_RECORD_NV "
                            "past the attributes") && pass;
   f.delete_buffers(1, &b);
   return pass;
}

/* ARB_transform_feedback3's separators in TransformFeedbackAttribsNV:
 * position into binding point 0; a skipped component and the colour into
 * binding point 1 (the skip leaves its word as it was).  Then the same
 * through TransformFeedbackStreamAttribsNV with both points on stream 0,
 * the only one without a geometry program. */
static bool
vertex_program_separators(void)
{
   static const GLint attribs[] = {
      GL_POSITION, 4, 0,
      GL_NEXT_BUFFER_NV, 0, 0,
      GL_SKIP_COMPONENTS1_NV, 0, 0,
      GL_PRIMARY_COLOR, 3, 0,
   };
   static const GLint streams[] = { 0, 0 };
   static const float y[3] = { 0.25f, 0.5f, 0.75f };
   static const float x[3] = { -0.5f, 0.0f, 0.5f };
   float want0[12], want1[12];
   bool pass = true;

   for (unsigned v = 0; v < 3; v++) {
      want0[4 * v] = x[v];
      want0[4 * v + 1] = y[v];
      want0[4 * v + 2] = 0;
      want0[4 * v + 3] = 1;
      want1[4 * v] = SENTINEL;
      want1[4 * v + 1] = y[v];
      want1[4 * v + 2] = y[v] * 0.5f;
      want1[4 * v + 3] = y[v] * 0.25f;
   }
   if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 1, vp4))
      return false;
   for (unsigned round = 0; round < 2; round++) {
      const char *what = round ? "TransformFeedbackStreamAttribsNV" :
                                 "TransformFeedbackAttribsNV";
      GLuint b0 = feedback_buffer(0, 12);
      GLuint b1 = feedback_buffer(1, 12);
      char name[96];

      if (round)
         f.stream_attribs(4, attribs, 2, streams,
                          GL_INTERLEAVED_ATTRIBS_NV);
      else
         f.attribs(4, attribs, GL_INTERLEAVED_ATTRIBS_NV);
      glEnable(GL_VERTEX_PROGRAM_ARB);
      f.begin(GL_POINTS);
      draw_points();
      f.end();
      glDisable(GL_VERTEX_PROGRAM_ARB);
      snprintf(name, sizeof(name), "%s with separators", what);
      pass = nvpt_expect_error(GL_NO_ERROR, "%s", name) && pass;
      snprintf(name, sizeof(name), "%s: binding point 0", what);
      pass = check_buffer(name, b0, want0, 12) && pass;
      snprintf(name, sizeof(name), "%s: binding point 1", what);
      pass = check_buffer(name, b1, want1, 12) && pass;
      f.delete_buffers(1, &b0);
      f.delete_buffers(1, &b1);
   }
   /* Fixed-function vertex processing with the separators: the current
    * colour (white, lighting off) behind the skipped word. */
   {
      float white[12];
      GLuint b0 = feedback_buffer(0, 12);
      GLuint b1 = feedback_buffer(1, 12);

      for (unsigned v = 0; v < 3; v++) {
         white[4 * v] = SENTINEL;
         white[4 * v + 1] = white[4 * v + 2] = white[4 * v + 3] = 1.0f;
      }
      glColor4f(1, 1, 1, 1);
      f.attribs(4, attribs, GL_INTERLEAVED_ATTRIBS_NV);
      f.begin(GL_POINTS);
      draw_points();
      f.end();
      pass = nvpt_expect_error(GL_NO_ERROR, "fixed function with "
                               "separators") && pass;
      pass = check_buffer("fixed function: binding point 1", b1, white, 12)
             && pass;
      f.delete_buffers(1, &b0);
      f.delete_buffers(1, &b1);
   }
   /* "Any separators (NEXT_BUFFER_NV) passed to TransformFeedbackAttribsNV
    * are counted as attributes for the purposes of these queries" */
   GLint n = -1, rec[3] = { 0 };
   glGetIntegerv(GL_TRANSFORM_FEEDBACK_ATTRIBS_NV, &n);
   f.indexed(GL_TRANSFORM_FEEDBACK_RECORD_NV, 1, rec);
   if (n != 4 || rec[0] != GL_NEXT_BUFFER_NV) {
      printf("with separators: TRANSFORM_FEEDBACK_ATTRIBS_NV %d, "
             "RECORD_NV[1] %d\n", n, rec[0]);
      pass = false;
   }
   return pass;
}

/* VERTEX_ID_NV records what a vertex program writes to result.id ("The
 * value of VERTEX_ID_NV is only defined if ... the vertex program writes
 * to the output attribute "result.id""): here vertex.id + 7. */
static bool
vertex_program_id(void)
{
   static const char vp_id[] =
      "!!NVvp4.0\n"
      "MOV result.position, vertex.position;\n"
      "ADD.S result.id.x, vertex.id.x, 7;\n"
      "END\n";
   static const GLint attribs[] = {
      GL_VERTEX_ID_NV, 1, 0, GL_POSITION, 1, 0,
   };
   int32_t id[3] = { 7, 8, 9 };
   float want[6];
   bool pass = true;

   for (unsigned v = 0; v < 3; v++) {
      memcpy(&want[2 * v], &id[v], 4);
      want[2 * v + 1] = -0.5f + 0.5f * v;
   }
   GLuint b = feedback_buffer(0, 6);
   f.attribs(2, attribs, GL_INTERLEAVED_ATTRIBS_NV);
   if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 1, vp_id))
      return false;
   glEnable(GL_VERTEX_PROGRAM_ARB);
   f.begin(GL_POINTS);
   draw_points();
   f.end();
   glDisable(GL_VERTEX_PROGRAM_ARB);
   pass = nvpt_expect_error(GL_NO_ERROR, "VERTEX_ID_NV recording") && pass;
   pass = check_buffer("VERTEX_ID_NV and x", b, want, 6) && pass;
   f.delete_buffers(1, &b);
   return pass;
}

/* The separators' and streams' errors (ARB_transform_feedback3). */
static bool
separator_errors(void)
{
   static const GLint sep[] = {
      GL_POSITION, 4, 0, GL_NEXT_BUFFER_NV, 0, 0, GL_PRIMARY_COLOR, 4, 0,
   };
   GLint streams[] = { 0, 0, 0 };
   GLint points[3 * 9];
   GLint max_buffers = 0, max_streams = 0;
   bool pass = true;

   glGetIntegerv(GL_MAX_TRANSFORM_FEEDBACK_BUFFERS, &max_buffers);
   glGetIntegerv(GL_MAX_VERTEX_STREAMS, &max_streams);
   f.attribs(3, sep, GL_SEPARATE_ATTRIBS_NV);
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "NEXT_BUFFER_NV in "
                            "separate mode") && pass;
   /* max_buffers separators: one binding point too many */
   for (int i = 0; i < 9; i++) {
      points[3 * i] = i % 2 ? GL_NEXT_BUFFER_NV : GL_POSITION;
      points[3 * i + 1] = 4;
      points[3 * i + 2] = 0;
   }
   if (2 * max_buffers + 1 <= 9) {
      f.attribs(2 * max_buffers + 1, points, GL_INTERLEAVED_ATTRIBS_NV);
      pass = nvpt_expect_error(GL_INVALID_OPERATION, "%d binding points",
                               max_buffers + 1) && pass;
   }
   f.stream_attribs(3, sep, 3, streams, GL_INTERLEAVED_ATTRIBS_NV);
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "nbuffers 3 for 2 "
                            "binding points") && pass;
   streams[1] = max_streams;
   f.stream_attribs(3, sep, 2, streams, GL_INTERLEAVED_ATTRIBS_NV);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "stream MAX_VERTEX_STREAMS")
          && pass;
   return pass;
}

static bool
vertex_program_separate(void)
{
   static const GLint attribs[] = {
      GL_TEXTURE_COORD_NV, 4, 1,
      GL_POSITION, 2, 0,
   };
   static const float want0[12] = {
      9.5f, 20.25f, 30, 41,  10, 20.5f, 30, 41,  10.5f, 20.75f, 30, 41,
   };
   static const float want1[6] = { -0.5f, 0.25f, 0, 0.5f, 0.5f, 0.75f };
   bool pass = true;

   GLuint b0 = feedback_buffer(0, 12);
   GLuint b1 = feedback_buffer(1, 6);
   f.attribs(2, attribs, GL_SEPARATE_ATTRIBS_NV);
   glEnable(GL_VERTEX_PROGRAM_ARB);
   f.begin(GL_POINTS);
   draw_points();
   f.end();
   glDisable(GL_VERTEX_PROGRAM_ARB);
   pass = nvpt_expect_error(GL_NO_ERROR, "separate recording") && pass;
   pass = check_buffer("separate, buffer 0", b0, want0, 12) && pass;
   pass = check_buffer("separate, buffer 1", b1, want1, 6) && pass;
   f.delete_buffers(1, &b0);
   f.delete_buffers(1, &b1);
   return pass;
}

static bool
geometry_program(void)
{
   /* each point becomes two: the point, and the point moved by
    * (0, -1) with primitive.id in its texture coordinate */
   static const char gp[] =
      "!!NVgp4.0\n"
      "PRIMITIVE_IN POINTS;\n"
      "PRIMITIVE_OUT POINTS;\n"
      "VERTICES_OUT 2;\n"
      "INT TEMP id;\n"
      "MOV result.position, vertex[0].position;\n"
      "MOV result.texcoord[0], {0, 0, 0, 0};\n"
      "EMIT;\n"
      "ADD result.position, vertex[0].position, {0, -1, 0, 0};\n"
      "MOV.S id, primitive.id;\n"
      "I2F result.texcoord[0], id.x;\n"
      "EMIT;\n"
      "END\n";
   static const GLint attribs[] = {
      GL_POSITION, 2, 0,
      GL_TEXTURE_COORD_NV, 1, 0,
   };
   static const float want[18] = {
      -0.5f, 0.25f, 0,   -0.5f, -0.75f, 0,
      0, 0.5f, 0,        0, -0.5f, 1,
      0.5f, 0.75f, 0,    0.5f, -0.25f, 2,
   };
   bool pass = true;
   GLuint q[2];

   f.gen_queries(2, q);
   GLuint b = feedback_buffer(0, 18);
   f.attribs(2, attribs, GL_INTERLEAVED_ATTRIBS_NV);
   if (!nvpt_load_arb_program(GL_GEOMETRY_PROGRAM_NV, 2, gp))
      return false;
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glEnable(GL_GEOMETRY_PROGRAM_NV);
   f.begin_query(GL_PRIMITIVES_GENERATED_NV, q[0]);
   f.begin_query(GL_TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN_NV, q[1]);
   f.begin(GL_POINTS);
   draw_points();
   f.end();
   f.end_query(GL_TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN_NV);
   f.end_query(GL_PRIMITIVES_GENERATED_NV);
   glDisable(GL_GEOMETRY_PROGRAM_NV);
   glDisable(GL_VERTEX_PROGRAM_ARB);
   pass = nvpt_expect_error(GL_NO_ERROR, "geometry recording") && pass;
   pass = check_buffer("!!NVgp4.0 points", b, want, 18) && pass;
   GLuint generated = 0, written = 0;
   f.get_query_uiv(q[0], GL_QUERY_RESULT, &generated);
   f.get_query_uiv(q[1], GL_QUERY_RESULT, &written);
   if (generated != 6 || written != 6) {
      printf("geometry: %u primitives generated, %u written; want 6, 6\n",
             generated, written);
      pass = false;
   }

   /* a buffer for four of the six points: the last two are not
    * written, and the queries say so */
   f.range(GL_TRANSFORM_FEEDBACK_BUFFER_NV, 0, b, 0, 4 * 12);
   f.begin_query(GL_PRIMITIVES_GENERATED_NV, q[0]);
   f.begin_query(GL_TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN_NV, q[1]);
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glEnable(GL_GEOMETRY_PROGRAM_NV);
   f.begin(GL_POINTS);
   draw_points();
   f.end();
   glDisable(GL_GEOMETRY_PROGRAM_NV);
   glDisable(GL_VERTEX_PROGRAM_ARB);
   f.end_query(GL_TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN_NV);
   f.end_query(GL_PRIMITIVES_GENERATED_NV);
   f.get_query_uiv(q[0], GL_QUERY_RESULT, &generated);
   f.get_query_uiv(q[1], GL_QUERY_RESULT, &written);
   if (generated != 6 || written != 4) {
      printf("overflow: %u primitives generated, %u written; want 6, 4\n",
             generated, written);
      pass = false;
   }
   pass = nvpt_expect_error(GL_NO_ERROR, "the overflowing draw") && pass;
   f.delete_buffers(1, &b);
   return pass;
}

static bool
arb_and_fixed_function(void)
{
   static const char arbvp[] =
      "!!ARBvp1.0\n"
      "MOV result.position, vertex.position;\n"
      "MUL result.texcoord[3], vertex.position, 4;\n"
      "END\n";
   static const GLint attribs[] = {
      GL_TEXTURE_COORD_NV, 2, 3,
   };
   static const float want_arb[6] = { -2, 1, 0, 2, 2, 3 };
   static const GLint ff_attribs[] = {
      GL_POSITION, 4, 0,
      GL_PRIMARY_COLOR, 4, 0,
   };
   float want_ff[24];
   static const float x[3] = { -0.5f, 0.0f, 0.5f };
   static const float y[3] = { 0.25f, 0.5f, 0.75f };
   bool pass = true;

   GLuint b = feedback_buffer(0, 24);
   f.attribs(1, attribs, GL_INTERLEAVED_ATTRIBS_NV);
   if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 3, arbvp))
      return false;
   glEnable(GL_VERTEX_PROGRAM_ARB);
   f.begin(GL_POINTS);
   draw_points();
   f.end();
   glDisable(GL_VERTEX_PROGRAM_ARB);
   pass = check_buffer("!!ARBvp1.0 texcoord[3]", b, want_arb, 6) && pass;

   /* fixed function, identity matrices: the position as given, the
    * current colour */
   for (unsigned v = 0; v < 3; v++) {
      float *w = &want_ff[8 * v];
      w[0] = x[v]; w[1] = y[v]; w[2] = 0; w[3] = 1;
      w[4] = 0.25f; w[5] = 0.5f; w[6] = 0.75f; w[7] = 1.0f;
   }
   f.attribs(2, ff_attribs, GL_INTERLEAVED_ATTRIBS_NV);
   glColor4f(0.25f, 0.5f, 0.75f, 1.0f);
   f.begin(GL_POINTS);
   draw_points();
   f.end();
   pass = nvpt_expect_error(GL_NO_ERROR, "fixed-function recording") &&
          pass;
   pass = check_buffer("fixed function", b, want_ff, 24) && pass;

   /* RASTERIZER_DISCARD_NV: recorded, nothing drawn */
   glClearColor(0, 0, 0, 0);
   glClear(GL_COLOR_BUFFER_BIT);
   glEnable(GL_RASTERIZER_DISCARD_NV);
   f.begin(GL_TRIANGLES);
   glBegin(GL_TRIANGLES);
   glVertex2f(-1, -1);
   glVertex2f(1, -1);
   glVertex2f(1, 1);
   glVertex2f(-1, -1);
   glVertex2f(1, 1);
   glVertex2f(-1, 1);
   glEnd();
   f.end();
   glDisable(GL_RASTERIZER_DISCARD_NV);
   {
      static const float black[4] = { 0, 0, 0, 0 };
      pass = nvpt_probe_float("RASTERIZER_DISCARD_NV", 1, 1, black, 0) &&
             pass;
   }
   f.delete_buffers(1, &b);
   return nvpt_expect_error(GL_NO_ERROR, "the ARB and fixed-function "
                            "recordings") && pass;
}

static bool
errors(void)
{
   bool pass = true;
   static const GLint bad_enum[] = { GL_NORMAL_ARRAY, 3, 0 };
   static const GLint five[] = { GL_POSITION, 5, 0 };
   static const GLint zero[] = { GL_PRIMARY_COLOR, 0, 0 };
   static const GLint fog2[] = { GL_FOG_COORDINATE, 2, 0 };
   static const GLint tc8[] = { GL_TEXTURE_COORD_NV, 4, 8 };
   static const GLint clip8[] = { GL_CLIP_DISTANCE_NV, 1, 8 };
   static const GLint pos_index[] = { GL_POSITION, 4, 1 };
   static const GLint vid[] = { GL_VERTEX_ID_NV, 1, 0 };
   static const GLint pos[] = {
      GL_POSITION, 4, 0, GL_POSITION, 4, 0, GL_POSITION, 4, 0,
      GL_POSITION, 4, 0, GL_POSITION, 4, 0,
   };
   static const GLint big[] = {
      GL_POSITION, 4, 0, GL_TEXTURE_COORD_NV, 4, 0,
      GL_TEXTURE_COORD_NV, 4, 1, GL_TEXTURE_COORD_NV, 4, 2,
      GL_TEXTURE_COORD_NV, 4, 3, GL_TEXTURE_COORD_NV, 4, 4,
      GL_TEXTURE_COORD_NV, 4, 5, GL_TEXTURE_COORD_NV, 4, 6,
      GL_TEXTURE_COORD_NV, 4, 7, GL_PRIMARY_COLOR, 4, 0,
      GL_SECONDARY_COLOR_NV, 4, 0, GL_BACK_PRIMARY_COLOR_NV, 4, 0,
      GL_BACK_SECONDARY_COLOR_NV, 4, 0, GL_GENERIC_ATTRIB_NV, 4, 0,
      GL_GENERIC_ATTRIB_NV, 4, 1, GL_GENERIC_ATTRIB_NV, 4, 2,
      GL_GENERIC_ATTRIB_NV, 4, 3,
   };
   GLint max_interleaved = 0, max_separate = 0;

   glGetIntegerv(GL_MAX_TRANSFORM_FEEDBACK_INTERLEAVED_COMPONENTS_NV,
                 &max_interleaved);
   glGetIntegerv(GL_MAX_TRANSFORM_FEEDBACK_SEPARATE_ATTRIBS_NV,
                 &max_separate);

   f.attribs(1, bad_enum, GL_INTERLEAVED_ATTRIBS_NV);
   pass = nvpt_expect_error(GL_INVALID_ENUM, "NORMAL_ARRAY") && pass;
   f.attribs(1, five, GL_INTERLEAVED_ATTRIBS_NV);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "5 components") && pass;
   f.attribs(1, zero, GL_INTERLEAVED_ATTRIBS_NV);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "0 components") && pass;
   f.attribs(1, fog2, GL_INTERLEAVED_ATTRIBS_NV);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "fog with 2") && pass;
   f.attribs(1, tc8, GL_INTERLEAVED_ATTRIBS_NV);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "texcoord set 8") && pass;
   f.attribs(1, clip8, GL_INTERLEAVED_ATTRIBS_NV);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "clip distance 8") && pass;
   /* "For attribute types with only a single attribute, this element is
    * ignored." (ARB_transform_feedback3's rewrite of the command) */
   f.attribs(1, pos_index, GL_INTERLEAVED_ATTRIBS_NV);
   pass = nvpt_expect_error(GL_NO_ERROR, "position index 1") && pass;
   /* Table X.1 lists it (recorded: vertex_program_id()) */
   f.attribs(1, vid, GL_INTERLEAVED_ATTRIBS_NV);
   pass = nvpt_expect_error(GL_NO_ERROR, "VERTEX_ID_NV") && pass;
   f.attribs(1, five, GL_NONE);
   pass = nvpt_expect_error(GL_INVALID_ENUM, "bufferMode NONE") && pass;
   f.attribs(-1, five, GL_INTERLEAVED_ATTRIBS_NV);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "count -1") && pass;
   /* ARB_transform_feedback3 made these INVALID_OPERATION: "<bufferMode>
    * is SEPARATE_ATTRIBS, and <count> is greater than the limit
    * MAX_TRANSFORM_FEEDBACK_SEPARATE_ATTRIBS_NV"; "the total number of
    * vertex components to record to any single binding point is greater
    * than the limit MAX_TRANSFORM_FEEDBACK_INTERLEAVED_COMPONENTS_NV" */
   if (max_separate < 5) {
      f.attribs(max_separate + 1, pos, GL_SEPARATE_ATTRIBS_NV);
      pass = nvpt_expect_error(GL_INVALID_OPERATION, "%d separate "
                               "attributes", max_separate + 1) && pass;
   }
   if (17 * 4 > max_interleaved) {
      f.attribs(17, big, GL_INTERLEAVED_ATTRIBS_NV);
      pass = nvpt_expect_error(GL_INVALID_OPERATION, "68 interleaved "
                               "components (of %d)", max_interleaved) &&
             pass;
   }
   pass = separator_errors() && pass;

   /* no attributes: "no varyings to record" */
   f.attribs(0, pos, GL_INTERLEAVED_ATTRIBS_NV);
   f.begin(GL_POINTS);
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "Begin without "
                            "attributes") && pass;
   /* a buffer of the mode's buffers unbound */
   f.attribs(2, pos, GL_SEPARATE_ATTRIBS_NV);
   f.base(GL_TRANSFORM_FEEDBACK_BUFFER_NV, 1, 0);
   GLuint b = feedback_buffer(0, 8);
   f.begin(GL_POINTS);
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "Begin with buffer 1 "
                            "unbound") && pass;
   /* while active: no new attributes */
   f.attribs(1, pos, GL_INTERLEAVED_ATTRIBS_NV);
   f.begin(GL_POINTS);
   pass = nvpt_expect_error(GL_NO_ERROR, "Begin") && pass;
   f.attribs(1, pos, GL_INTERLEAVED_ATTRIBS_NV);
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "TransformFeedback"
                            "AttribsNV while active") && pass;
   f.begin(GL_POINTS);
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "Begin while active") &&
          pass;
   f.end();
   f.end();
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "End while inactive") &&
          pass;
   f.delete_buffers(1, &b);
   return pass;
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   nvpt_require_extension("GL_NV_gpu_program4");
   nvpt_require_extension("GL_NV_geometry_program4");
   nvpt_float_target_begin();
   glViewport(0, 0, 4, 4);
#define GET(field, name) f.field = nvpt_get_proc("gl" name)
   GET(attribs, "TransformFeedbackAttribsNV");
   GET(stream_attribs, "TransformFeedbackStreamAttribsNV");
   GET(begin, "BeginTransformFeedbackNV");
   GET(end, "EndTransformFeedbackNV");
   GET(base, "BindBufferBaseNV");
   GET(range, "BindBufferRangeNV");
   GET(indexed, "GetIntegerIndexedvEXT");
   GET(gen_buffers, "GenBuffers");
   GET(bind_buffer, "BindBuffer");
   GET(buffer_data, "BufferData");
   GET(get_buffer_sub_data, "GetBufferSubData");
   GET(delete_buffers, "DeleteBuffers");
   GET(gen_queries, "GenQueries");
   GET(begin_query, "BeginQuery");
   GET(end_query, "EndQuery");
   GET(get_query_uiv, "GetQueryObjectuiv");
#undef GET
   if (!f.attribs || !f.begin || !f.end)
      nvpt_skip("no NV_transform_feedback entry points");

   pass = vertex_program_interleaved() && pass;
   pass = vertex_program_separate() && pass;
   pass = vertex_program_separators() && pass;
   pass = vertex_program_id() && pass;
   pass = geometry_program() && pass;
   pass = arb_and_fixed_function() && pass;
   pass = errors() && pass;
   return nvpt_end_test(pass);
}
