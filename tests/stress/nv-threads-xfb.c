/*
 * NV_transform_feedback's GLSL half on several threads at once
 * (src/state_tracker/nvst_xfb_glsl.c): what nvprog records of each GLSL
 * program lives in one process-wide list under one mutex, so contexts
 * on different threads -- of one share group, and one of a group of its
 * own -- link, query, select and record their own programs at the same
 * time.
 *
 * Each thread, every iteration, makes a program whose vertex shader
 * writes N outputs of its own names (N = thread + 2; the names and the
 * values depend on the thread and the iteration), links it, checks
 * ACTIVE_VARYINGS_NV (N + gl_Position) and GetVaryingLocationNV of
 * each output (sorted by name), marks one output with ActiveVaryingNV,
 * selects two outputs with TransformFeedbackVaryingsNV (a relink of the
 * program), checks GetTransformFeedbackVaryingNV, records one point
 * and compares the two recorded floats exactly, then deletes the
 * program.  A lost or crossed entry (another thread's varyings or
 * selection), a GL error or a crash fails.  ThreadSanitizer runs it
 * (make check-tsan).
 *
 *    nv-threads-xfb [--iterations N]   (default 40 per thread)
 */
#include "stress.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define THREADS 4
#define MAX_REPORTS 8

static struct {
   PFNGLCREATESHADERPROC CreateShader;
   PFNGLSHADERSOURCEPROC ShaderSource;
   PFNGLCOMPILESHADERPROC CompileShader;
   PFNGLCREATEPROGRAMPROC CreateProgram;
   PFNGLATTACHSHADERPROC AttachShader;
   PFNGLLINKPROGRAMPROC LinkProgram;
   PFNGLGETPROGRAMIVPROC GetProgramiv;
   PFNGLDELETEPROGRAMPROC DeleteProgram;
   PFNGLDELETESHADERPROC DeleteShader;
   PFNGLUSEPROGRAMPROC UseProgram;
   PFNGLGENBUFFERSPROC GenBuffers;
   PFNGLDELETEBUFFERSPROC DeleteBuffers;
   PFNGLBINDBUFFERPROC BindBuffer;
   PFNGLBUFFERDATAPROC BufferData;
   PFNGLGETBUFFERSUBDATAPROC GetBufferSubData;
   PFNGLBINDBUFFERBASENVPROC BindBufferBaseNV;
   PFNGLBEGINTRANSFORMFEEDBACKNVPROC BeginTransformFeedbackNV;
   PFNGLENDTRANSFORMFEEDBACKNVPROC EndTransformFeedbackNV;
   PFNGLACTIVEVARYINGNVPROC ActiveVaryingNV;
   PFNGLGETVARYINGLOCATIONNVPROC GetVaryingLocationNV;
   PFNGLTRANSFORMFEEDBACKVARYINGSNVPROC TransformFeedbackVaryingsNV;
   PFNGLGETTRANSFORMFEEDBACKVARYINGNVPROC GetTransformFeedbackVaryingNV;
} f;

/* contexts 0 .. THREADS-2 share with first; the last has a group of
 * its own */
static struct stress_ctx first, own_group, ctx[THREADS];
static pthread_barrier_t start;
static unsigned iterations = 40;

struct result {
   unsigned checks, failures;
   char report[MAX_REPORTS][160];
};
static struct result results[THREADS];

static void
fail(struct result *r, unsigned t, unsigned i, const char *what, long got,
     long expected)
{
   if (r->failures < MAX_REPORTS)
      snprintf(r->report[r->failures], sizeof(r->report[0]),
               "thread %u, iteration %u, %s: got %ld, expected %ld", t, i,
               what, got, expected);
   r->failures++;
}

static void
check_int(struct result *r, unsigned t, unsigned i, const char *what,
          long got, long expected)
{
   r->checks++;
   if (got != expected)
      fail(r, t, i, what, got, expected);
}

static void
check_no_error(struct result *r, unsigned t, unsigned i, const char *what)
{
   check_int(r, t, i, what, (long)glGetError(), GL_NO_ERROR);
}

/* Output k of thread t: "t<t>_<k>" (zero-padded k, so that the name
 * order is k's), value t * 16 + k + iteration / 64. */
static void
output_name(char *out, size_t n, unsigned t, unsigned k)
{
   snprintf(out, n, "t%u_%02u", t, k);
}

static float
output_value(unsigned t, unsigned k, unsigned i)
{
   return (float)(t * 16 + k) + (float)(i % 64) / 64.0f;
}

static void
iteration(unsigned t, unsigned i, struct result *r)
{
   const unsigned n = t + 2;
   char src[1024], name[32];
   int len = snprintf(src, sizeof(src), "#version 130\n");

   for (unsigned k = 0; k < n; k++) {
      output_name(name, sizeof(name), t, k);
      len += snprintf(src + len, sizeof(src) - len, "out float %s;\n",
                      name);
   }
   len += snprintf(src + len, sizeof(src) - len,
                   "void main() {\n   gl_Position = gl_Vertex;\n");
   for (unsigned k = 0; k < n; k++) {
      output_name(name, sizeof(name), t, k);
      len += snprintf(src + len, sizeof(src) - len,
                      "   %s = float(%.9g);\n", name,
                      output_value(t, k, i));
   }
   snprintf(src + len, sizeof(src) - len, "}\n");

   const char *text = src;
   GLuint sh = f.CreateShader(GL_VERTEX_SHADER);
   GLuint prog = f.CreateProgram();
   GLint v = -1;

   f.ShaderSource(sh, 1, &text, NULL);
   f.CompileShader(sh);
   f.AttachShader(prog, sh);
   f.LinkProgram(prog);
   f.GetProgramiv(prog, GL_LINK_STATUS, &v);
   check_int(r, t, i, "LINK_STATUS", v, GL_TRUE);
   check_no_error(r, t, i, "link");

   /* the outputs, sorted by name: gl_Position, then t<t>_00 ... */
   f.GetProgramiv(prog, GL_ACTIVE_VARYINGS_NV, &v);
   check_int(r, t, i, "ACTIVE_VARYINGS_NV", v, n + 1);
   for (unsigned k = 0; k < n; k++) {
      output_name(name, sizeof(name), t, k);
      check_int(r, t, i, "GetVaryingLocationNV",
                f.GetVaryingLocationNV(prog, name), k + 1);
   }
   output_name(name, sizeof(name), t, 0);
   f.ActiveVaryingNV(prog, name);
   check_no_error(r, t, i, "queries");

   /* record the last output, then the first */
   GLint locs[2] = { (GLint)n, 1 };
   f.TransformFeedbackVaryingsNV(prog, 2, locs, GL_INTERLEAVED_ATTRIBS_NV);
   for (unsigned k = 0; k < 2; k++) {
      v = -1;
      f.GetTransformFeedbackVaryingNV(prog, k, &v);
      check_int(r, t, i, "GetTransformFeedbackVaryingNV", v, locs[k]);
   }
   check_no_error(r, t, i, "selection");

   GLuint buf;
   float got[4] = { -1, -1, -1, -1 };

   f.GenBuffers(1, &buf);
   f.BindBuffer(GL_TRANSFORM_FEEDBACK_BUFFER_NV, buf);
   f.BufferData(GL_TRANSFORM_FEEDBACK_BUFFER_NV, sizeof(got), got,
                GL_STATIC_READ);
   f.BindBufferBaseNV(GL_TRANSFORM_FEEDBACK_BUFFER_NV, 0, buf);
   f.UseProgram(prog);
   glEnable(GL_RASTERIZER_DISCARD_NV);
   f.BeginTransformFeedbackNV(GL_POINTS);
   glBegin(GL_POINTS);
   glVertex2f(0, 0);
   glEnd();
   f.EndTransformFeedbackNV();
   glDisable(GL_RASTERIZER_DISCARD_NV);
   f.UseProgram(0);
   f.GetBufferSubData(GL_TRANSFORM_FEEDBACK_BUFFER_NV, 0, sizeof(got), got);
   check_no_error(r, t, i, "record");
   r->checks++;
   if (got[0] != output_value(t, n - 1, i) ||
       got[1] != output_value(t, 0, i) || got[2] != -1) {
      if (r->failures < MAX_REPORTS)
         snprintf(r->report[r->failures], sizeof(r->report[0]),
                  "thread %u, iteration %u: recorded (%g, %g, %g), "
                  "expected (%g, %g, -1)", t, i, got[0], got[1], got[2],
                  output_value(t, n - 1, i), output_value(t, 0, i));
      r->failures++;
   }

   f.DeleteBuffers(1, &buf);
   f.DeleteProgram(prog);
   f.DeleteShader(sh);
   check_no_error(r, t, i, "delete");
}

static void *
thread_main(void *arg)
{
   unsigned t = (unsigned)(size_t)arg;
   struct result *r = &results[t];

   if (!stress_make_current(&ctx[t])) {
      fail(r, t, 0, "OSMesaMakeCurrent", 0, 1);
      pthread_barrier_wait(&start);
      return NULL;
   }
   pthread_barrier_wait(&start);
   for (unsigned i = 0; i < iterations; i++)
      iteration(t, i, r);
   OSMesaMakeCurrent(NULL, NULL, 0, 0, 0);
   return NULL;
}

#define PROC(field, name) \
   (f.field = (void *)OSMesaGetProcAddress(name)) != NULL

static bool
get_procs(void)
{
   const char *ext = (const char *)glGetString(GL_EXTENSIONS);
   const char *ver = (const char *)glGetString(GL_SHADING_LANGUAGE_VERSION);

   if (!ext || !strstr(ext, "GL_NV_transform_feedback ") || !ver ||
       atof(ver) < 1.3)
      return false;
   return PROC(CreateShader, "glCreateShader") &&
          PROC(ShaderSource, "glShaderSource") &&
          PROC(CompileShader, "glCompileShader") &&
          PROC(CreateProgram, "glCreateProgram") &&
          PROC(AttachShader, "glAttachShader") &&
          PROC(LinkProgram, "glLinkProgram") &&
          PROC(GetProgramiv, "glGetProgramiv") &&
          PROC(DeleteProgram, "glDeleteProgram") &&
          PROC(DeleteShader, "glDeleteShader") &&
          PROC(UseProgram, "glUseProgram") &&
          PROC(GenBuffers, "glGenBuffers") &&
          PROC(DeleteBuffers, "glDeleteBuffers") &&
          PROC(BindBuffer, "glBindBuffer") &&
          PROC(BufferData, "glBufferData") &&
          PROC(GetBufferSubData, "glGetBufferSubData") &&
          PROC(BindBufferBaseNV, "glBindBufferBaseNV") &&
          PROC(BeginTransformFeedbackNV, "glBeginTransformFeedbackNV") &&
          PROC(EndTransformFeedbackNV, "glEndTransformFeedbackNV") &&
          PROC(ActiveVaryingNV, "glActiveVaryingNV") &&
          PROC(GetVaryingLocationNV, "glGetVaryingLocationNV") &&
          PROC(TransformFeedbackVaryingsNV,
               "glTransformFeedbackVaryingsNV") &&
          PROC(GetTransformFeedbackVaryingNV,
               "glGetTransformFeedbackVaryingNV");
}

int
main(int argc, char **argv)
{
   pthread_t th[THREADS];
   bool pass = true;

   for (int a = 1; a < argc; a++) {
      if (strcmp(argv[a], "--iterations") == 0 && a + 1 < argc)
         iterations = (unsigned)atoi(argv[++a]);
   }
   if (!stress_create(&first, NULL) || !stress_make_current(&first))
      stress_skip("no OSMesa context");
   if (!get_procs())
      stress_skip("no GL_NV_transform_feedback or GLSL 1.30");
   if (!stress_create(&own_group, NULL))
      stress_skip("no second OSMesa context");
   for (unsigned t = 0; t < THREADS; t++) {
      if (!stress_create(&ctx[t], t == THREADS - 1 ? &own_group : &first))
         stress_skip("no shared OSMesa context");
   }
   OSMesaMakeCurrent(NULL, NULL, 0, 0, 0);

   pthread_barrier_init(&start, NULL, THREADS);
   for (unsigned t = 0; t < THREADS; t++)
      pthread_create(&th[t], NULL, thread_main, (void *)(size_t)t);
   for (unsigned t = 0; t < THREADS; t++)
      pthread_join(th[t], NULL);

   unsigned checks = 0;
   for (unsigned t = 0; t < THREADS; t++) {
      const struct result *r = &results[t];

      checks += r->checks;
      for (unsigned k = 0; k < r->failures && k < MAX_REPORTS; k++)
         printf("%s\n", r->report[k]);
      if (r->failures) {
         printf("thread %u: %u of %u checks failed\n", t, r->failures,
                r->checks);
         pass = false;
      }
   }
   printf("%u checks on %u threads, %u iterations each\n", checks,
          THREADS, iterations);
   for (unsigned t = 0; t < THREADS; t++)
      OSMesaDestroyContext(ctx[t].ctx);
   OSMesaDestroyContext(own_group.ctx);
   OSMesaDestroyContext(first.ctx);
   stress_report(pass);
}
