/*
 * NV_transform_feedback's GLSL entry points: ActiveVaryingNV,
 * GetVaryingLocationNV, GetActiveVaryingNV, TransformFeedbackVaryingsNV,
 * GetTransformFeedbackVaryingNV and GetProgramiv's ACTIVE_VARYINGS_NV,
 * ACTIVE_VARYING_MAX_LENGTH_NV, TRANSFORM_FEEDBACK_VARYINGS_NV and
 * TRANSFORM_FEEDBACK_BUFFER_MODE_NV.
 *
 * The expected values are what NVIDIA's driver answered for the same
 * program and calls (bench/ref/nvidia-h200/probe-xfb.txt; the extension's
 * own specification is not among the project's), except where
 * ARB_transform_feedback3's language for these commands says otherwise
 * (the count and the locations GetTransformFeedbackVaryingNV returns, the
 * separators and skips): the active varyings of a
 * vertex shader without a fragment shader are its outputs sorted by
 * name; locations count an array once and then each element; a selection
 * takes effect without a relink, a whole array records every element,
 * and LinkProgram forgets the selection.  Also: a uniform keeps its value
 * across selections (nvprog relinks the program underneath, and a
 * uniform that only a varying made active with ActiveVaryingNV reads
 * stays active).
 */
#include "harness.h"

#include <stdio.h>
#include <string.h>

typedef void (GLAPIENTRYP active_fn)(GLuint, const GLchar *);
typedef GLint (GLAPIENTRYP location_fn)(GLuint, const GLchar *);
typedef void (GLAPIENTRYP get_active_fn)(GLuint, GLuint, GLsizei,
                                         GLsizei *, GLsizei *, GLenum *,
                                         GLchar *);
typedef void (GLAPIENTRYP varyings_fn)(GLuint, GLsizei, const GLint *,
                                       GLenum);
typedef void (GLAPIENTRYP get_varying_fn)(GLuint, GLuint, GLint *);
typedef void (GLAPIENTRYP begin_fn)(GLenum);
typedef void (GLAPIENTRYP end_fn)(void);
typedef void (GLAPIENTRYP base_fn)(GLenum, GLuint, GLuint);

static struct {
   active_fn active;
   location_fn location;
   get_active_fn get_active;
   varyings_fn varyings;
   get_varying_fn get_varying;
   begin_fn begin;
   end_fn end;
   base_fn base;
   PFNGLCREATESHADERPROC create_shader;
   PFNGLSHADERSOURCEPROC shader_source;
   PFNGLCOMPILESHADERPROC compile_shader;
   PFNGLCREATEPROGRAMPROC create_program;
   PFNGLATTACHSHADERPROC attach_shader;
   PFNGLLINKPROGRAMPROC link_program;
   PFNGLGETPROGRAMIVPROC get_program_iv;
   PFNGLUSEPROGRAMPROC use_program;
   PFNGLDELETEPROGRAMPROC delete_program;
   PFNGLGETUNIFORMLOCATIONPROC uniform_location;
   PFNGLUNIFORM1FPROC uniform1f;
   PFNGLGENBUFFERSPROC gen_buffers;
   PFNGLBINDBUFFERPROC bind_buffer;
   PFNGLBUFFERDATAPROC buffer_data;
   PFNGLGETBUFFERSUBDATAPROC get_buffer_sub_data;
} f;

static bool pass = true;

#define SENTINEL -1.0f
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

static void
check_error(const char *what, GLenum expected)
{
   GLenum e = glGetError();

   if (e != expected) {
      printf("%s: expected %s, got %s\n", what, nvpt_enum_name(expected),
             nvpt_enum_name(e));
      pass = false;
   }
   while (glGetError() != GL_NO_ERROR)
      ;
}

static void
check_int(const char *what, GLint got, GLint expected)
{
   if (got != expected) {
      printf("%s: expected %d, got %d\n", what, expected, got);
      pass = false;
   }
}

/* Outputs a (vec4), b (float), c (vec2[2]), d (ivec2), gl_FrontColor and
 * gl_Position; the uniform k moves b. */
static const char vs_text[] =
   "#version 130\n"
   "uniform float k;\n"
   "out vec4 a;\n"
   "out float b;\n"
   "out vec2 c[2];\n"
   "flat out ivec2 d;\n"
   "void main() {\n"
   "   gl_Position = gl_Vertex;\n"
   "   gl_FrontColor = gl_Vertex * 0.125;\n"
   "   a = gl_Vertex * 2.0;\n"
   "   b = gl_Vertex.x + k;\n"
   "   c[0] = gl_Vertex.xy + 20.0;\n"
   "   c[1] = gl_Vertex.zw + 30.0;\n"
   "   d = ivec2(gl_Vertex.xy) + 40;\n"
   "}\n";

static GLuint
make_program(void)
{
   GLuint prog = f.create_program();
   GLuint sh = f.create_shader(GL_VERTEX_SHADER);
   const char *src = vs_text;

   f.shader_source(sh, 1, &src, NULL);
   f.compile_shader(sh);
   f.attach_shader(prog, sh);
   return prog;
}

/* Two points, (1,2,3,4) and (5,6,7,8), recorded; the floats of buffer
 * buf (n of them, the rest must stay SENTINEL) compared with expected[]
 * (ints compared as their bits). */
static void
draw_and_check(const char *what, GLuint prog, GLuint buf, unsigned n,
               const float *expected, GLenum begin_error)
{
   float out[64];
   char name[96];

   for (unsigned i = 0; i < 64; i++)
      out[i] = SENTINEL;
   f.bind_buffer(GL_ARRAY_BUFFER, buf);
   f.buffer_data(GL_ARRAY_BUFFER, sizeof(out), out, GL_DYNAMIC_COPY);
   f.bind_buffer(GL_ARRAY_BUFFER, 0);
   f.use_program(prog);
   glEnable(GL_RASTERIZER_DISCARD_NV);
   f.begin(GL_POINTS);
   snprintf(name, sizeof(name), "%s: BeginTransformFeedbackNV", what);
   check_error(name, begin_error);
   glBegin(GL_POINTS);
   glVertex4f(1, 2, 3, 4);
   glVertex4f(5, 6, 7, 8);
   glEnd();
   if (begin_error == GL_NO_ERROR)
      f.end();
   glDisable(GL_RASTERIZER_DISCARD_NV);
   f.use_program(0);
   check_error(what, GL_NO_ERROR);
   f.bind_buffer(GL_ARRAY_BUFFER, buf);
   f.get_buffer_sub_data(GL_ARRAY_BUFFER, 0, sizeof(out), out);
   f.bind_buffer(GL_ARRAY_BUFFER, 0);
   for (unsigned i = 0; i < 64; i++) {
      float want = i < n ? expected[i] : SENTINEL;
      if (memcmp(&out[i], &want, sizeof(want)) != 0) {
         unsigned u;
         memcpy(&u, &out[i], sizeof(u));
         printf("%s: word %u is %g (0x%08x), expected %g\n", what, i,
                out[i], u, want);
         pass = false;
         break;
      }
   }
}

static float
bits(int i)
{
   float v;
   memcpy(&v, &i, sizeof(v));
   return v;
}

/* The active list: name, size, type and location (NVIDIA's answers). */
static const struct {
   const char *name;
   GLint size;
   GLenum type;
   GLint location;
} active[] = {
   { "a", 1, GL_FLOAT_VEC4, 0 },
   { "b", 1, GL_FLOAT, 1 },
   { "c", 2, GL_FLOAT_VEC2, 2 },
   { "d", 1, GL_INT_VEC2, 5 },
   { "gl_FrontColor", 1, GL_FLOAT_VEC4, 6 },
   { "gl_Position", 1, GL_FLOAT_VEC4, 7 },
};

static void
check_active(GLuint prog)
{
   GLint n = -1, max_len = -1;

   f.get_program_iv(prog, GL_ACTIVE_VARYINGS_NV, &n);
   f.get_program_iv(prog, GL_ACTIVE_VARYING_MAX_LENGTH_NV, &max_len);
   check_error("GetProgramiv(ACTIVE_VARYINGS_NV)", GL_NO_ERROR);
   check_int("ACTIVE_VARYINGS_NV", n, ARRAY_SIZE(active));
   /* "gl_FrontColor" and its terminator */
   check_int("ACTIVE_VARYING_MAX_LENGTH_NV", max_len, 14);
   for (unsigned i = 0; i < ARRAY_SIZE(active) && (GLint)i < n; i++) {
      char name[32] = "";
      GLsizei len = -1, size = -1;
      GLenum type = 0;

      f.get_active(prog, i, sizeof(name), &len, &size, &type, name);
      if (strcmp(name, active[i].name) != 0 || size != active[i].size ||
          type != active[i].type || len != (GLsizei)strlen(name)) {
         printf("GetActiveVaryingNV(%u): \"%s\" size %d type 0x%x len %d,"
                " expected \"%s\" size %d type 0x%x\n", i, name, size,
                type, len, active[i].name, active[i].size, active[i].type);
         pass = false;
      }
      check_int(active[i].name, f.location(prog, active[i].name),
                active[i].location);
   }
   check_error("GetActiveVaryingNV", GL_NO_ERROR);
   check_int("location of c[0]", f.location(prog, "c[0]"), 3);
   check_int("location of c[1]", f.location(prog, "c[1]"), 4);
   check_int("location of c[2]", f.location(prog, "c[2]"), -1);
   check_int("location of gl_PointSize", f.location(prog, "gl_PointSize"),
             -1);
   check_int("location of nothere", f.location(prog, "nothere"), -1);
   check_error("GetVaryingLocationNV", GL_NO_ERROR);
}

enum nvpt_result
nvpt_test(void)
{
   GLuint prog, buf[2];
   GLint locs[8], v;

   nvpt_require_extension("GL_NV_transform_feedback");
#define P(field, name) f.field = nvpt_get_proc(name)
   P(active, "glActiveVaryingNV");
   P(location, "glGetVaryingLocationNV");
   P(get_active, "glGetActiveVaryingNV");
   P(varyings, "glTransformFeedbackVaryingsNV");
   P(get_varying, "glGetTransformFeedbackVaryingNV");
   P(begin, "glBeginTransformFeedbackNV");
   P(end, "glEndTransformFeedbackNV");
   P(base, "glBindBufferBaseNV");
   P(create_shader, "glCreateShader");
   P(shader_source, "glShaderSource");
   P(compile_shader, "glCompileShader");
   P(create_program, "glCreateProgram");
   P(attach_shader, "glAttachShader");
   P(link_program, "glLinkProgram");
   P(get_program_iv, "glGetProgramiv");
   P(use_program, "glUseProgram");
   P(delete_program, "glDeleteProgram");
   P(uniform_location, "glGetUniformLocation");
   P(uniform1f, "glUniform1f");
   P(gen_buffers, "glGenBuffers");
   P(bind_buffer, "glBindBuffer");
   P(buffer_data, "glBufferData");
   P(get_buffer_sub_data, "glGetBufferSubData");
#undef P
   f.gen_buffers(2, buf);
   f.base(GL_TRANSFORM_FEEDBACK_BUFFER_NV, 0, buf[0]);
   f.base(GL_TRANSFORM_FEEDBACK_BUFFER_NV, 1, buf[1]);

   /* Before the link: the queries and the selection need a linked
    * program; ActiveVaryingNV takes any name. */
   prog = make_program();
   check_int("location before the link", f.location(prog, "a"), -1);
   check_error("GetVaryingLocationNV before the link",
               GL_INVALID_OPERATION);
   f.get_varying(prog, 0, &v);
   check_error("GetTransformFeedbackVaryingNV before the link",
               GL_INVALID_OPERATION);
   locs[0] = 0;
   f.varyings(prog, 1, locs, GL_INTERLEAVED_ATTRIBS_NV);
   check_error("TransformFeedbackVaryingsNV before the link",
               GL_INVALID_OPERATION);
   f.active(prog, "b");
   f.active(prog, "nothere");
   check_error("ActiveVaryingNV", GL_NO_ERROR);
   f.active(0xdead, "a");
   check_error("ActiveVaryingNV(no program)", GL_INVALID_VALUE);

   f.link_program(prog);
   f.use_program(prog);
   f.uniform1f(f.uniform_location(prog, "k"), 100.0f);
   f.use_program(0);
   check_active(prog);

   /* b, a, c (whole), d, gl_Position interleaved, without a relink */
   static const char *order[] = { "b", "a", "c", "d", "gl_Position" };
   for (unsigned i = 0; i < 5; i++)
      locs[i] = f.location(prog, order[i]);
   f.varyings(prog, 5, locs, GL_INTERLEAVED_ATTRIBS_NV);
   check_error("TransformFeedbackVaryingsNV(interleaved)", GL_NO_ERROR);
   {
      PFNGLGETUNIFORMFVPROC get_uniform = nvpt_get_proc("glGetUniformfv");
      float k = -1;

      get_uniform(prog, f.uniform_location(prog, "k"), &k);
      if (k != 100.0f) {
         printf("uniform k after the selection: %g, expected 100\n", k);
         pass = false;
      }
   }
   /* "the number of varying variables to capture"; "The array element
    * numbered <index> in the array <locations> ... is returned"
    * (ARB_transform_feedback3; NVIDIA's driver answers 6 and 1 0 2 2 5 7,
    * counting c once per element) */
   f.get_program_iv(prog, GL_TRANSFORM_FEEDBACK_VARYINGS_NV, &v);
   check_int("TRANSFORM_FEEDBACK_VARYINGS_NV", v, 5);
   f.get_program_iv(prog, GL_TRANSFORM_FEEDBACK_BUFFER_MODE_NV, &v);
   check_int("TRANSFORM_FEEDBACK_BUFFER_MODE_NV", v,
             GL_INTERLEAVED_ATTRIBS_NV);
   static const GLint recorded[] = { 1, 0, 2, 5, 7 };
   for (unsigned i = 0; i < 5; i++) {
      v = -7;
      f.get_varying(prog, i, &v);
      check_int("GetTransformFeedbackVaryingNV", v, recorded[i]);
   }
   check_error("GetTransformFeedbackVaryingNV", GL_NO_ERROR);
   v = -7;
   f.get_varying(prog, 5, &v);
   check_error("GetTransformFeedbackVaryingNV(5)", GL_INVALID_VALUE);
   check_int("GetTransformFeedbackVaryingNV(5) leaves", v, -7);
   f.get_varying(0xdead, 0, &v);
   check_error("GetTransformFeedbackVaryingNV(no program)",
               GL_INVALID_OPERATION);
   /* the selection kept the program's other state: k is still 100 */
   check_active(prog);
   const float interleaved[] = {
      101, 2, 4, 6, 8, 21, 22, 33, 34, bits(41), bits(42), 1, 2, 3, 4,
      105, 10, 12, 14, 16, 25, 26, 37, 38, bits(45), bits(46), 5, 6, 7, 8,
   };
   draw_and_check("interleaved", prog, buf[0], ARRAY_SIZE(interleaved),
                  interleaved, GL_NO_ERROR);

   /* The errors. */
   locs[0] = 999;
   f.varyings(prog, 1, locs, GL_INTERLEAVED_ATTRIBS_NV);
   check_error("location 999", GL_INVALID_OPERATION);
   locs[0] = -1;
   f.varyings(prog, 1, locs, GL_INTERLEAVED_ATTRIBS_NV);
   check_error("location -1", GL_INVALID_OPERATION);
   locs[0] = locs[1] = 0;
   f.varyings(prog, 2, locs, GL_INTERLEAVED_ATTRIBS_NV);
   check_error("a location twice", GL_INVALID_OPERATION);
   f.varyings(prog, 1, locs, GL_RGBA);
   check_error("bufferMode RGBA", GL_INVALID_ENUM);
   f.varyings(0xdead, 1, locs, GL_INTERLEAVED_ATTRIBS_NV);
   check_error("no program", GL_INVALID_VALUE);
   GLint max_separate = 0;
   glGetIntegerv(GL_MAX_TRANSFORM_FEEDBACK_SEPARATE_ATTRIBS_NV,
                 &max_separate);
   GLint many[64];
   for (int i = 0; i < 64; i++)
      many[i] = i % 6;
   if (max_separate < 64) {
      f.varyings(prog, max_separate + 1, many, GL_SEPARATE_ATTRIBS_NV);
      check_error("separate, MAX_TRANSFORM_FEEDBACK_SEPARATE_ATTRIBS_NV + 1",
                  GL_INVALID_VALUE);
   }
   char name[8];
   GLsizei len, size;
   GLenum type;
   f.get_active(prog, 99, sizeof(name), &len, &size, &type, name);
   check_error("GetActiveVaryingNV(99)", GL_INVALID_VALUE);
   f.get_active(prog, 0, -1, &len, &size, &type, name);
   check_error("GetActiveVaryingNV(bufSize -1)", GL_INVALID_VALUE);
   /* the failed calls kept the selection */
   f.get_program_iv(prog, GL_TRANSFORM_FEEDBACK_VARYINGS_NV, &v);
   check_int("TRANSFORM_FEEDBACK_VARYINGS_NV after the errors", v, 5);

   /* Separate: a into buffer 0, c (both elements) into buffer 1. */
   locs[0] = f.location(prog, "a");
   locs[1] = f.location(prog, "c");
   f.varyings(prog, 2, locs, GL_SEPARATE_ATTRIBS_NV);
   check_error("TransformFeedbackVaryingsNV(separate)", GL_NO_ERROR);
   f.get_program_iv(prog, GL_TRANSFORM_FEEDBACK_VARYINGS_NV, &v);
   check_int("TRANSFORM_FEEDBACK_VARYINGS_NV (separate)", v, 2);
   f.get_program_iv(prog, GL_TRANSFORM_FEEDBACK_BUFFER_MODE_NV, &v);
   check_int("TRANSFORM_FEEDBACK_BUFFER_MODE_NV (separate)", v,
             GL_SEPARATE_ATTRIBS_NV);
   {
      float second[16];
      const float first[] = { 2, 4, 6, 8, 10, 12, 14, 16 };
      const float c_both[] = { 21, 22, 33, 34, 25, 26, 37, 38 };

      for (unsigned i = 0; i < 16; i++)
         second[i] = SENTINEL;
      f.bind_buffer(GL_ARRAY_BUFFER, buf[1]);
      f.buffer_data(GL_ARRAY_BUFFER, sizeof(second), second,
                    GL_DYNAMIC_COPY);
      f.bind_buffer(GL_ARRAY_BUFFER, 0);
      draw_and_check("separate, buffer 0", prog, buf[0], 8, first,
                     GL_NO_ERROR);
      f.bind_buffer(GL_ARRAY_BUFFER, buf[1]);
      f.get_buffer_sub_data(GL_ARRAY_BUFFER, 0, sizeof(second), second);
      f.bind_buffer(GL_ARRAY_BUFFER, 0);
      for (unsigned i = 0; i < 16; i++) {
         float want = i < 8 ? c_both[i] : SENTINEL;
         if (second[i] != want) {
            printf("separate, buffer 1: word %u is %g, expected %g\n", i,
                   second[i], want);
            pass = false;
            break;
         }
      }
   }

   /* An element alone: c[1] then gl_FrontColor. */
   locs[0] = f.location(prog, "c[1]");
   locs[1] = f.location(prog, "gl_FrontColor");
   f.varyings(prog, 2, locs, GL_INTERLEAVED_ATTRIBS_NV);
   check_error("TransformFeedbackVaryingsNV(c[1], gl_FrontColor)",
               GL_NO_ERROR);
   {
      const float element[] = {
         33, 34, 0.125, 0.25, 0.375, 0.5, 37, 38, 0.625, 0.75, 0.875, 1,
      };
      draw_and_check("c[1], gl_FrontColor", prog, buf[0],
                     ARRAY_SIZE(element), element, GL_NO_ERROR);
   }

   /* ARB_transform_feedback3's separators and skips: b, a skipped
    * component, NEXT_BUFFER_NV, then d into buffer 1. */
   {
      const GLint sel[] = {
         f.location(prog, "b"), GL_SKIP_COMPONENTS1_NV, GL_NEXT_BUFFER_NV,
         f.location(prog, "d"),
      };
      float second[16];
      const float first[] = { 101, SENTINEL, 105, SENTINEL };
      const float d_both[] = { bits(41), bits(42), bits(45), bits(46) };

      f.varyings(prog, 4, sel, GL_INTERLEAVED_ATTRIBS_NV);
      check_error("TransformFeedbackVaryingsNV(b, skip 1, next buffer, d)",
                  GL_NO_ERROR);
      f.get_program_iv(prog, GL_TRANSFORM_FEEDBACK_VARYINGS_NV, &v);
      check_int("TRANSFORM_FEEDBACK_VARYINGS_NV (separators count)", v, 4);
      v = 0;
      f.get_varying(prog, 2, &v);
      check_int("GetTransformFeedbackVaryingNV(separator)", v,
                GL_NEXT_BUFFER_NV);
      for (unsigned i = 0; i < 16; i++)
         second[i] = SENTINEL;
      f.bind_buffer(GL_ARRAY_BUFFER, buf[1]);
      f.buffer_data(GL_ARRAY_BUFFER, sizeof(second), second,
                    GL_DYNAMIC_COPY);
      f.bind_buffer(GL_ARRAY_BUFFER, 0);
      draw_and_check("b, skip 1, next buffer, d: buffer 0", prog, buf[0], 4,
                     first, GL_NO_ERROR);
      f.bind_buffer(GL_ARRAY_BUFFER, buf[1]);
      f.get_buffer_sub_data(GL_ARRAY_BUFFER, 0, sizeof(second), second);
      f.bind_buffer(GL_ARRAY_BUFFER, 0);
      for (unsigned i = 0; i < 16; i++) {
         float want = i < 4 ? d_both[i] : SENTINEL;
         if (memcmp(&second[i], &want, sizeof(want)) != 0) {
            printf("b, skip 1, next buffer, d: buffer 1 word %u is %g\n",
                   i, second[i]);
            pass = false;
            break;
         }
      }
      f.varyings(prog, 2, sel + 1, GL_SEPARATE_ATTRIBS_NV);
      check_error("a skip in SEPARATE_ATTRIBS", GL_INVALID_OPERATION);
      const GLint two_skips[] = { GL_SKIP_COMPONENTS2_NV,
                                  GL_SKIP_COMPONENTS2_NV };
      f.varyings(prog, 2, two_skips, GL_INTERLEAVED_ATTRIBS_NV);
      check_error("SKIP_COMPONENTS2_NV twice (\"other than NEXT_BUFFER_NV\")",
                  GL_INVALID_OPERATION);
      GLint max_buffers = 0;
      glGetIntegerv(GL_MAX_TRANSFORM_FEEDBACK_BUFFERS, &max_buffers);
      GLint seps[16];
      for (int i = 0; i < 16; i++)
         seps[i] = GL_NEXT_BUFFER_NV;
      if (max_buffers < 16) {
         f.varyings(prog, max_buffers, seps, GL_INTERLEAVED_ATTRIBS_NV);
         check_error("MAX_TRANSFORM_FEEDBACK_BUFFERS separators",
                     GL_INVALID_OPERATION);
      }
   }

   /* gl_Position alone (nothing reads k), then b again: k is still 100
    * (nvprog's relinks keep it, NVIDIA's driver does not relink). */
   locs[0] = f.location(prog, "gl_Position");
   f.varyings(prog, 1, locs, GL_INTERLEAVED_ATTRIBS_NV);
   locs[0] = f.location(prog, "b");
   f.varyings(prog, 1, locs, GL_INTERLEAVED_ATTRIBS_NV);
   check_error("TransformFeedbackVaryingsNV(gl_Position), (b)", GL_NO_ERROR);
   {
      const float b_only[] = { 101, 105 };
      draw_and_check("b after gl_Position", prog, buf[0], 2, b_only,
                     GL_NO_ERROR);
   }

   /* While recording, the selection cannot change. */
   f.use_program(prog);
   f.begin(GL_POINTS);
   f.varyings(prog, 1, locs, GL_INTERLEAVED_ATTRIBS_NV);
   check_error("TransformFeedbackVaryingsNV while active",
               GL_INVALID_OPERATION);
   f.end();
   f.use_program(0);
   check_error("EndTransformFeedbackNV", GL_NO_ERROR);

   /* LinkProgram forgets the selection: nothing to record. */
   f.link_program(prog);
   f.get_program_iv(prog, GL_TRANSFORM_FEEDBACK_VARYINGS_NV, &v);
   check_int("TRANSFORM_FEEDBACK_VARYINGS_NV after LinkProgram", v, 0);
   f.get_varying(prog, 0, &v);
   check_error("GetTransformFeedbackVaryingNV(0) after LinkProgram",
               GL_INVALID_VALUE);
   draw_and_check("after LinkProgram", prog, buf[0], 0, NULL,
                  GL_INVALID_OPERATION);

   f.delete_program(prog);
   check_error("DeleteProgram", GL_NO_ERROR);

   /* With a fragment shader that reads a only, the varyings nothing reads
    * are not active, unless ActiveVaryingNV named them (NVIDIA's driver:
    * probe-xfb2.txt, a and gl_Position, then b too). */
   for (int named = 0; named < 2; named++) {
      static const char fs_text[] =
         "#version 130\n"
         "in vec4 a;\n"
         "void main() { gl_FragColor = a; }\n";
      const char *src = fs_text;
      GLuint fs = f.create_shader(GL_FRAGMENT_SHADER);
      GLint n = -1, len = -1;
      char what[64];

      prog = make_program();
      f.shader_source(fs, 1, &src, NULL);
      f.compile_shader(fs);
      f.attach_shader(prog, fs);
      if (named)
         f.active(prog, "b");
      f.link_program(prog);
      f.get_program_iv(prog, GL_ACTIVE_VARYINGS_NV, &n);
      f.get_program_iv(prog, GL_ACTIVE_VARYING_MAX_LENGTH_NV, &len);
      snprintf(what, sizeof(what), "ACTIVE_VARYINGS_NV, fragment shader%s",
               named ? ", b named" : "");
      check_int(what, n, named ? 3 : 2);
      check_int("ACTIVE_VARYING_MAX_LENGTH_NV (\"gl_Position\")", len, 12);
      check_int("location of a", f.location(prog, "a"), 0);
      check_int("location of b", f.location(prog, "b"), named ? 1 : -1);
      check_int("location of gl_FrontColor",
                f.location(prog, "gl_FrontColor"), -1);
      check_int("location of gl_Position", f.location(prog, "gl_Position"),
                named ? 2 : 1);
      check_error(what, GL_NO_ERROR);
      if (named) {
         /* b recorded though the fragment shader does not read it */
         const float b_only[] = { 101, 105 };
         locs[0] = f.location(prog, "b");
         f.use_program(prog);
         f.uniform1f(f.uniform_location(prog, "k"), 100.0f);
         f.use_program(0);
         f.varyings(prog, 1, locs, GL_INTERLEAVED_ATTRIBS_NV);
         check_error("TransformFeedbackVaryingsNV(b), fragment shader",
                     GL_NO_ERROR);
         draw_and_check("b, fragment shader", prog, buf[0], 2, b_only,
                        GL_NO_ERROR);
      }
      f.delete_program(prog);
   }
   return pass ? NVPT_PASS : NVPT_FAIL;
}
