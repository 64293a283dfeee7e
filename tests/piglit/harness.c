/*
 * nvprog GL tests in piglit's form: the harness (see harness.h).
 */
#include "harness.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <GL/glx.h>

bool nvpt_automatic;
bool nvpt_use_fbo;
struct nvpt_nv_vp nv;

const float nvpt_sentinel[4] = { 123.0f, -456.0f, 789.0f, -1011.0f };

static Display *dpy;
static Window win;
static GLXContext ctx;
static GLuint float_fbo, float_tex;

static PFNGLGENFRAMEBUFFERSPROC gen_framebuffers;
static PFNGLBINDFRAMEBUFFERPROC bind_framebuffer;
static PFNGLFRAMEBUFFERTEXTURE2DPROC framebuffer_texture_2d;
static PFNGLFRAMEBUFFERRENDERBUFFERPROC framebuffer_renderbuffer;
static PFNGLGENRENDERBUFFERSPROC gen_renderbuffers;
static PFNGLBINDRENDERBUFFERPROC bind_renderbuffer;
static PFNGLRENDERBUFFERSTORAGEPROC renderbuffer_storage;
static PFNGLCHECKFRAMEBUFFERSTATUSPROC check_framebuffer_status;

void
nvpt_report(enum nvpt_result result)
{
   static const char *const names[] = {
      [NVPT_PASS] = "pass",
      [NVPT_FAIL] = "fail",
      [NVPT_SKIP] = "skip",
   };
   int status;

   printf("PIGLIT: {\"result\": \"%s\"}\n", names[result]);
   fflush(stdout);

   switch (result) {
   case NVPT_PASS:
      status = 0;
      break;
   case NVPT_SKIP: {
      const char *env = getenv("NVPROG_SKIP_STATUS");
      status = env && *env ? atoi(env) : 77;
      break;
   }
   default:
      status = 1;
      break;
   }

   if (ctx) {
      glXMakeCurrent(dpy, None, NULL);
      glXDestroyContext(dpy, ctx);
   }
   if (win)
      XDestroyWindow(dpy, win);
   if (dpy)
      XCloseDisplay(dpy);
   exit(status);
}

void
nvpt_skip(const char *fmt, ...)
{
   va_list ap;

   va_start(ap, fmt);
   vprintf(fmt, ap);
   va_end(ap);
   printf("\n");
   nvpt_report(NVPT_SKIP);
}

/* Whole space-separated token name in list. */
static bool
has_token(const char *list, const char *name)
{
   size_t len = strlen(name);

   for (const char *p = list; (p = strstr(p, name)) != NULL; p += len) {
      if ((p == list || p[-1] == ' ') && (p[len] == ' ' || p[len] == '\0'))
         return true;
   }
   return false;
}

bool
nvpt_has_extension(const char *name)
{
   const char *exts = (const char *) glGetString(GL_EXTENSIONS);
   const char *assumed = getenv("NVPT_ASSUME_EXTENSIONS");

   /* bench/ref/gl-tests.sh: NVIDIA's driver runs geometry programs
    * without naming GL_NV_geometry_program4 in its extension string */
   if (assumed && has_token(assumed, name))
      return true;
   return exts && has_token(exts, name);
}

void
nvpt_require_extension(const char *name)
{
   if (!nvpt_has_extension(name))
      nvpt_skip("Test requires %s", name);
}

bool
nvpt_has_geometry_program4(void)
{
   return nvpt_has_extension("GL_NV_gpu_program4");
}

void
nvpt_require_geometry_program4(void)
{
   if (!nvpt_has_geometry_program4())
      nvpt_skip("Test requires GL_NV_gpu_program4 (NV_geometry_program4)");
}

bool
nvpt_is_nvprog(void)
{
   const char *renderer = (const char *)glGetString(GL_RENDERER);

   return renderer && (strstr(renderer, "llvmpipe") ||
                       strstr(renderer, "softpipe"));
}

void *
nvpt_get_proc(const char *name)
{
   void *p = nvpt_egl_requested() ? nvpt_egl_get_proc(name) :
      (void *) glXGetProcAddressARB((const GLubyte *) name);

   if (!p) {
      printf("glXGetProcAddressARB(\"%s\") returned NULL\n", name);
      nvpt_report(NVPT_FAIL);
   }
   return p;
}

const char *
nvpt_enum_name(GLenum e)
{
   static const struct { GLenum e; const char *name; } names[] = {
      { GL_NO_ERROR, "GL_NO_ERROR" },
      { GL_INVALID_ENUM, "GL_INVALID_ENUM" },
      { GL_INVALID_VALUE, "GL_INVALID_VALUE" },
      { GL_INVALID_OPERATION, "GL_INVALID_OPERATION" },
      { GL_STACK_OVERFLOW, "GL_STACK_OVERFLOW" },
      { GL_STACK_UNDERFLOW, "GL_STACK_UNDERFLOW" },
      { GL_OUT_OF_MEMORY, "GL_OUT_OF_MEMORY" },
      { GL_INVALID_FRAMEBUFFER_OPERATION,
        "GL_INVALID_FRAMEBUFFER_OPERATION" },
      { GL_NONE, "GL_NONE" },
      { GL_MODELVIEW, "GL_MODELVIEW" },
      { GL_PROJECTION, "GL_PROJECTION" },
      { GL_TEXTURE, "GL_TEXTURE" },
      { GL_COLOR, "GL_COLOR" },
      { GL_MODELVIEW_PROJECTION_NV, "GL_MODELVIEW_PROJECTION_NV" },
      { GL_IDENTITY_NV, "GL_IDENTITY_NV" },
      { GL_INVERSE_NV, "GL_INVERSE_NV" },
      { GL_TRANSPOSE_NV, "GL_TRANSPOSE_NV" },
      { GL_INVERSE_TRANSPOSE_NV, "GL_INVERSE_TRANSPOSE_NV" },
      { GL_VERTEX_PROGRAM_NV, "GL_VERTEX_PROGRAM_NV" },
      { GL_VERTEX_STATE_PROGRAM_NV, "GL_VERTEX_STATE_PROGRAM_NV" },
   };
   static char buf[32];

   for (unsigned i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
      if (names[i].e == e)
         return names[i].name;
   }
   if (e >= GL_MATRIX0_NV && e <= GL_MATRIX7_NV) {
      snprintf(buf, sizeof(buf), "GL_MATRIX%u_NV", e - GL_MATRIX0_NV);
      return buf;
   }
   if (e >= GL_TEXTURE0 && e <= GL_TEXTURE31) {
      snprintf(buf, sizeof(buf), "GL_TEXTURE%u", e - GL_TEXTURE0);
      return buf;
   }
   snprintf(buf, sizeof(buf), "0x%04x", e);
   return buf;
}

bool
nvpt_expect_error(GLenum expected, const char *what, ...)
{
   GLenum err = glGetError();
   va_list ap;

   if (err == expected)
      return true;

   va_start(ap, what);
   vprintf(what, ap);
   va_end(ap);
   printf(": expected %s, got %s\n", nvpt_enum_name(expected),
          nvpt_enum_name(err));
   return false;
}

void
nvpt_clear_errors(void)
{
   for (int i = 0; i < 16 && glGetError() != GL_NO_ERROR; i++)
      ;
}

bool
nvpt_float_matches(float got, float expected, float tol)
{
   if (isnan(expected))
      return isnan(got);
   if (isinf(expected))
      return got == expected;
   if (isnan(got) || isinf(got))
      return false;
   return fabsf(got - expected) <= tol;
}

bool
nvpt_check_floats(const char *what, const float *got, const float *expected,
                  const float *tol, int n)
{
   bool ok = true;

   for (int i = 0; i < n; i++)
      ok = ok && nvpt_float_matches(got[i], expected[i], tol[i]);
   if (ok)
      return true;

   printf("%s:\n  expected", what);
   for (int i = 0; i < n; i++)
      printf(" %.9g", expected[i]);
   printf("\n  got     ");
   for (int i = 0; i < n; i++)
      printf(" %.9g", got[i]);
   printf("\n  tolerance");
   for (int i = 0; i < n; i++)
      printf(" %g", tol[i]);
   printf("\n");
   return false;
}

bool
nvpt_check_vec4(const char *what, const float got[4],
                const float expected[4], float tol)
{
   const float t[4] = { tol, tol, tol, tol };

   return nvpt_check_floats(what, got, expected, t, 4);
}

void
nvpt_pixel_ndc(int x, int y, float *nx, float *ny)
{
   *nx = (x + 0.5f) * 2.0f / NVPT_WIDTH - 1.0f;
   *ny = (y + 0.5f) * 2.0f / NVPT_HEIGHT - 1.0f;
}

void
nvpt_text_put(struct nvpt_text *t, const char *fmt, ...)
{
   va_list ap;
   int n;

   va_start(ap, fmt);
   n = vsnprintf(NULL, 0, fmt, ap);
   va_end(ap);
   if (t->len + (size_t)n + 1 > t->cap) {
      t->cap = (t->len + (size_t)n + 1) * 2;
      t->data = realloc(t->data, t->cap);
      if (!t->data) {
         printf("out of memory\n");
         nvpt_report(NVPT_FAIL);
      }
   }
   va_start(ap, fmt);
   vsnprintf(t->data + t->len, (size_t)n + 1, fmt, ap);
   va_end(ap);
   t->len += (size_t)n;
}

void
nvpt_draw_window_quad(void)
{
   glBegin(GL_QUADS);
   glVertex2f(-1, -1);
   glVertex2f(1, -1);
   glVertex2f(1, 1);
   glVertex2f(-1, 1);
   glEnd();
}

bool
nvpt_draw_arb_programs(const char *what, const float expect[4],
                       bool vertex)
{
   nvpt_clear_sentinel();
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   if (vertex)
      glEnable(GL_VERTEX_PROGRAM_ARB);
   nvpt_draw_window_quad();
   glDisable(GL_VERTEX_PROGRAM_ARB);
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   return nvpt_probe_float(what, 1, 1, expect, 0);
}

static void
load_fbo_procs(void)
{
   gen_framebuffers = nvpt_get_proc("glGenFramebuffers");
   bind_framebuffer = nvpt_get_proc("glBindFramebuffer");
   framebuffer_texture_2d = nvpt_get_proc("glFramebufferTexture2D");
   framebuffer_renderbuffer = nvpt_get_proc("glFramebufferRenderbuffer");
   gen_renderbuffers = nvpt_get_proc("glGenRenderbuffers");
   bind_renderbuffer = nvpt_get_proc("glBindRenderbuffer");
   renderbuffer_storage = nvpt_get_proc("glRenderbufferStorage");
   check_framebuffer_status = nvpt_get_proc("glCheckFramebufferStatus");
}

bool
nvpt_load_arb_programs_bad(GLenum target, GLuint id,
                           const struct nvpt_bad_text *bad, unsigned n)
{
   bool pass = true;

   for (unsigned k = 0; k < n; k++) {
      bool ok = nvpt_load_arb_program_bad(target, id, bad[k].text,
                                          bad[k].pos);
      if (!ok)
         printf("  load error case %u\n", k);
      pass = ok && pass;
   }
   nvpt_clear_errors();
   return pass;
}

bool
nvpt_ms_begin(struct nvpt_ms *ms, int w, int h)
{
   PFNGLRENDERBUFFERSTORAGEMULTISAMPLEPROC storage =
      nvpt_get_proc("glRenderbufferStorageMultisample");
   PFNGLGETMULTISAMPLEFVPROC get_ms = nvpt_get_proc("glGetMultisamplefv");
   GLint max_samples = 0, target = 0, samples = 0;

   memset(ms, 0, sizeof(*ms));
   glGetIntegerv(GL_MAX_SAMPLES, &max_samples);
   if (max_samples < 4 || !storage || !get_ms) {
      printf("no 4x multisampling (GL_MAX_SAMPLES %d): single-sampled "
             "cases only\n", max_samples);
      return false;
   }
   glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &target);
   ms->target = (GLuint)target;
   ms->w = w;
   ms->h = h;
   gen_framebuffers(1, &ms->fbo);
   gen_renderbuffers(1, &ms->rb);
   bind_renderbuffer(GL_RENDERBUFFER, ms->rb);
   storage(GL_RENDERBUFFER, 4, GL_RGBA32F, w, h);
   bind_framebuffer(GL_FRAMEBUFFER, ms->fbo);
   framebuffer_renderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0,
                            GL_RENDERBUFFER, ms->rb);
   if (check_framebuffer_status(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) {
      printf("no 4x multisample RGBA32F framebuffer: single-sampled "
             "cases only\n");
      bind_framebuffer(GL_FRAMEBUFFER, ms->target);
      return false;
   }
   glGetIntegerv(GL_SAMPLES, &samples);
   if (samples != 4)
      printf("  a 4x renderbuffer has %d samples\n", samples);
   for (unsigned n = 0; n < 4; n++)
      get_ms(GL_SAMPLE_POSITION, n, ms->pos[n]);
   printf("sample positions (%g, %g) (%g, %g) (%g, %g) (%g, %g)\n",
          ms->pos[0][0], ms->pos[0][1], ms->pos[1][0], ms->pos[1][1],
          ms->pos[2][0], ms->pos[2][1], ms->pos[3][0], ms->pos[3][1]);
   return samples == 4;
}

void
nvpt_ms_bind(const struct nvpt_ms *ms)
{
   bind_framebuffer(GL_FRAMEBUFFER, ms->fbo);
}

void
nvpt_ms_resolve(const struct nvpt_ms *ms)
{
   PFNGLBLITFRAMEBUFFERPROC blit = nvpt_get_proc("glBlitFramebuffer");

   bind_framebuffer(GL_READ_FRAMEBUFFER, ms->fbo);
   bind_framebuffer(GL_DRAW_FRAMEBUFFER, ms->target);
   blit(0, 0, ms->w, ms->h, 0, 0, ms->w, ms->h, GL_COLOR_BUFFER_BIT,
        GL_NEAREST);
   bind_framebuffer(GL_FRAMEBUFFER, ms->target);
}

void
nvpt_float_target_begin(void)
{
   PFNGLCLAMPCOLORARBPROC clamp_color;
   GLenum status;

   nvpt_require_extension("GL_ARB_framebuffer_object");
   nvpt_require_extension("GL_ARB_texture_float");
   nvpt_require_extension("GL_ARB_color_buffer_float");
   load_fbo_procs();
   clamp_color = nvpt_get_proc("glClampColorARB");

   glGenTextures(1, &float_tex);
   glBindTexture(GL_TEXTURE_2D, float_tex);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
   glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA32F_ARB, NVPT_WIDTH, NVPT_HEIGHT,
                0, GL_RGBA, GL_FLOAT, NULL);
   glBindTexture(GL_TEXTURE_2D, 0);

   gen_framebuffers(1, &float_fbo);
   bind_framebuffer(GL_FRAMEBUFFER, float_fbo);
   framebuffer_texture_2d(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0,
                          GL_TEXTURE_2D, float_tex, 0);
   status = check_framebuffer_status(GL_FRAMEBUFFER);
   if (status != GL_FRAMEBUFFER_COMPLETE)
      nvpt_skip("GL_RGBA32F framebuffer incomplete (0x%x)", status);

   clamp_color(GL_CLAMP_VERTEX_COLOR_ARB, GL_FALSE);
   clamp_color(GL_CLAMP_FRAGMENT_COLOR_ARB, GL_FALSE);
   clamp_color(GL_CLAMP_READ_COLOR_ARB, GL_FALSE);

   glViewport(0, 0, NVPT_WIDTH, NVPT_HEIGHT);
   glShadeModel(GL_FLAT);
   glDisable(GL_DITHER);
   glPointSize(1.0f);
   if (!nvpt_expect_error(GL_NO_ERROR, "setting up the GL_RGBA32F target"))
      nvpt_report(NVPT_FAIL);
}

void
nvpt_read_float(int x, int y, float out[4])
{
   glReadPixels(x, y, 1, 1, GL_RGBA, GL_FLOAT, out);
}

void
nvpt_clear_sentinel(void)
{
   glClearColor(nvpt_sentinel[0], nvpt_sentinel[1], nvpt_sentinel[2],
                nvpt_sentinel[3]);
   glClear(GL_COLOR_BUFFER_BIT);
}

bool
nvpt_probe_float(const char *what, int x, int y, const float expected[4],
                 float tol)
{
   float got[4];

   nvpt_read_float(x, y, got);
   return nvpt_check_vec4(what, got, expected, tol);
}

/* ---- NV_vertex_program ---- */

void
nvpt_require_nv_vertex_program(void)
{
   nvpt_require_extension("GL_NV_vertex_program");

#define GET(name) nv.name = nvpt_get_proc("gl" #name)
   GET(AreProgramsResidentNV);
   GET(BindProgramNV);
   GET(DeleteProgramsNV);
   GET(ExecuteProgramNV);
   GET(GenProgramsNV);
   GET(GetProgramParameterdvNV);
   GET(GetProgramParameterfvNV);
   GET(GetProgramivNV);
   GET(GetProgramStringNV);
   GET(GetTrackMatrixivNV);
   GET(GetVertexAttribfvNV);
   GET(IsProgramNV);
   GET(LoadProgramNV);
   GET(ProgramParameter4dNV);
   GET(ProgramParameter4dvNV);
   GET(ProgramParameter4fNV);
   GET(ProgramParameter4fvNV);
   GET(ProgramParameters4dvNV);
   GET(ProgramParameters4fvNV);
   GET(RequestResidentProgramsNV);
   GET(TrackMatrixNV);
   GET(VertexAttrib4fNV);
   GET(VertexAttrib4fvNV);
#undef GET
}

static GLint
error_position(void)
{
   GLint pos = -12345;

   glGetIntegerv(GL_PROGRAM_ERROR_POSITION_NV, &pos);
   return pos;
}

bool
nvpt_load_nv_program(GLenum target, GLuint id, const char *text)
{
   GLint pos;

   nv.LoadProgramNV(target, id, (GLsizei) strlen(text),
                    (const GLubyte *) text);
   if (!nvpt_expect_error(GL_NO_ERROR, "LoadProgramNV(%s, %u)",
                          nvpt_enum_name(target), id)) {
      printf("  error position %d\n  program:\n%s\n", error_position(),
             text);
      return false;
   }
   /* "If the program loads successfully, the value of
    *  PROGRAM_ERROR_POSITION_NV is assigned the value negative one."
    */
   pos = error_position();
   if (pos != -1) {
      printf("PROGRAM_ERROR_POSITION_NV after a good load: expected -1, "
             "got %d\n", pos);
      return false;
   }
   return true;
}

bool
nvpt_load_nv_program_bad(GLenum target, GLuint id, const GLubyte *text,
                         GLsizei len, GLint expected_pos, const char *what)
{
   GLint pos;
   bool ok;

   nv.LoadProgramNV(target, id, len, text);
   ok = nvpt_expect_error(GL_INVALID_OPERATION, "%s: LoadProgramNV", what);
   pos = error_position();
   if (pos != expected_pos) {
      printf("%s: PROGRAM_ERROR_POSITION_NV: expected %d, got %d\n",
             what, expected_pos, pos);
      ok = false;
   }
   return ok;
}

void
nvpt_arb_program_string(GLenum target, GLuint id, const char *text,
                        size_t len)
{
   static PFNGLBINDPROGRAMARBPROC bind;
   static PFNGLPROGRAMSTRINGARBPROC string;

   if (!bind) {
      bind = nvpt_get_proc("glBindProgramARB");
      string = nvpt_get_proc("glProgramStringARB");
   }
   bind(target, id);
   string(target, GL_PROGRAM_FORMAT_ASCII_ARB, (GLsizei)len, text);
}

bool
nvpt_load_arb_program(GLenum target, GLuint id, const char *text)
{
   GLint pos = -2;

   nvpt_arb_program_string(target, id, text, strlen(text));
   glGetIntegerv(GL_PROGRAM_ERROR_POSITION_ARB, &pos);
   if (!nvpt_expect_error(GL_NO_ERROR, "ProgramStringARB(%u)", id) ||
       pos != -1) {
      printf("  error position %d: %s\n  program:\n%s\n", pos,
             (const char *)glGetString(GL_PROGRAM_ERROR_STRING_ARB), text);
      return false;
   }
   return true;
}

bool
nvpt_load_arb_program_bad(GLenum target, GLuint id, const char *text,
                          GLint expected_pos)
{
   GLint pos = -2;
   const char *msg;

   nvpt_arb_program_string(target, id, text, strlen(text));
   if (!nvpt_expect_error(GL_INVALID_OPERATION, "ProgramStringARB"))
      return false;
   glGetIntegerv(GL_PROGRAM_ERROR_POSITION_ARB, &pos);
   msg = (const char *)glGetString(GL_PROGRAM_ERROR_STRING_ARB);
   if (pos == expected_pos && msg && *msg)
      return true;
   /* ARB_vertex_program: the position is "the ubyte offset into the
    * specified program string indicating where the first program error
    * was detected" -- where an implementation detects it is its own
    * (NVIDIA's is often the token after nvprog's), so only nvprog's
    * position is exact; elsewhere any offset into the text will do. */
   if (!nvpt_is_nvprog() && pos >= 0 && pos <= (GLint)strlen(text) &&
       msg && *msg) {
      printf("  (error position %d, nvprog's %d)\n", pos, expected_pos);
      return true;
   }
   printf("  error position %d, expected %d (%s)\n", pos, expected_pos,
          msg ? msg : "no error string");
   return false;
}

bool
nvpt_draw_point_and_read(int x, int y, float out[4])
{
   float nx, ny;

   nvpt_pixel_ndc(x, y, &nx, &ny);
   nvpt_clear_sentinel();
   glBegin(GL_POINTS);
   glVertex4f(nx, ny, 0.0f, 1.0f);
   glEnd();
   if (!nvpt_expect_error(GL_NO_ERROR, "drawing a point"))
      return false;
   nvpt_read_float(x, y, out);
   if (memcmp(out, nvpt_sentinel, sizeof(nvpt_sentinel)) == 0) {
      printf("the point at (%d, %d) was not drawn\n", x, y);
      return false;
   }
   return true;
}

bool
nvpt_use_nv_program(GLuint id, const char *text)
{
   if (!nvpt_load_nv_program(GL_VERTEX_PROGRAM_NV, id, text))
      return false;
   nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, id);
   glEnable(GL_VERTEX_PROGRAM_NV);
   return nvpt_expect_error(GL_NO_ERROR, "binding program %u", id);
}

bool
nvpt_vp_eval_text(GLuint id, const char *text, float out[4])
{
   if (!nvpt_use_nv_program(id, text))
      return false;
   if (!nvpt_draw_point_and_read(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, out)) {
      printf("  program:\n%s\n", text);
      return false;
   }
   return true;
}

bool
nvpt_vp_eval(GLuint id, const char *body, float out[4])
{
   static char text[16384];
   int n;

   n = snprintf(text, sizeof(text), "%s%sEND", NVPT_VP_HEADER, body);
   if (n < 0 || (size_t) n >= sizeof(text)) {
      printf("program text too long\n");
      return false;
   }
   return nvpt_vp_eval_text(id, text, out);
}

void
nvpt_case_label(char *buf, size_t size, const char *name,
                const char *body)
{
   snprintf(buf, size, "%s (%s)", name, body);
   for (char *p = buf; *p; p++) {
      if (*p == '\n')
         *p = ' ';
   }
}

bool
nvpt_run_vp_cases(const struct nvpt_vp_case *cases, unsigned n,
                  GLuint first_id)
{
   bool pass = true;

   for (unsigned i = 0; i < n; i++) {
      const struct nvpt_vp_case *t = &cases[i];
      char what[256];
      float got[4];

      for (unsigned k = 0; k < 4; k++)
         nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, k, t->c[k]);
      if (!nvpt_expect_error(GL_NO_ERROR, "%s: ProgramParameter4fvNV",
                             t->name)) {
         pass = false;
         continue;
      }
      if (!nvpt_vp_eval(first_id + i, t->body, got)) {
         printf("  case: %s\n", t->name);
         pass = false;
         continue;
      }
      nvpt_case_label(what, sizeof(what), t->name, t->body);
      if (!nvpt_check_floats(what, got, t->expected, t->tol, 4))
         pass = false;
   }
   glDisable(GL_VERTEX_PROGRAM_NV);
   return pass;
}

enum nvpt_result
nvpt_vp_cases_test(const struct nvpt_vp_case *cases, unsigned n)
{
   nvpt_require_nv_vertex_program();
   nvpt_float_target_begin();
   return nvpt_run_vp_cases(cases, n, 1) ? NVPT_PASS : NVPT_FAIL;
}

enum nvpt_result
nvpt_end_test(bool pass)
{
   pass = nvpt_expect_error(GL_NO_ERROR, "end of test") && pass;
   return pass ? NVPT_PASS : NVPT_FAIL;
}

/* ---- window system ---- */

static void
create_window_fbo(void)
{
   GLuint fbo, rb[2];
   GLenum status;

   nvpt_require_extension("GL_ARB_framebuffer_object");
   load_fbo_procs();

   gen_framebuffers(1, &fbo);
   bind_framebuffer(GL_FRAMEBUFFER, fbo);
   gen_renderbuffers(2, rb);
   bind_renderbuffer(GL_RENDERBUFFER, rb[0]);
   renderbuffer_storage(GL_RENDERBUFFER, GL_RGBA8, NVPT_WIDTH, NVPT_HEIGHT);
   framebuffer_renderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0,
                            GL_RENDERBUFFER, rb[0]);
   bind_renderbuffer(GL_RENDERBUFFER, rb[1]);
   renderbuffer_storage(GL_RENDERBUFFER, GL_DEPTH24_STENCIL8,
                        NVPT_WIDTH, NVPT_HEIGHT);
   framebuffer_renderbuffer(GL_FRAMEBUFFER, GL_DEPTH_STENCIL_ATTACHMENT,
                            GL_RENDERBUFFER, rb[1]);
   status = check_framebuffer_status(GL_FRAMEBUFFER);
   if (status != GL_FRAMEBUFFER_COMPLETE) {
      printf("-fbo: framebuffer incomplete (0x%x)\n", status);
      nvpt_report(NVPT_FAIL);
   }
}

static void
create_window(void)
{
   int attribs[] = {
      GLX_RGBA, GLX_RED_SIZE, 1, GLX_GREEN_SIZE, 1, GLX_BLUE_SIZE, 1,
      GLX_ALPHA_SIZE, 1, GLX_DEPTH_SIZE, 1, GLX_DOUBLEBUFFER, None
   };
   XSetWindowAttributes wa;
   XVisualInfo *vi;
   Window root;

   dpy = XOpenDisplay(NULL);
   if (!dpy) {
      printf("cannot open X display \"%s\"\n",
             getenv("DISPLAY") ? getenv("DISPLAY") : "");
      nvpt_report(NVPT_FAIL);
   }
   vi = glXChooseVisual(dpy, DefaultScreen(dpy), attribs);
   if (!vi) {
      printf("glXChooseVisual found no RGBA double-buffered visual\n");
      nvpt_report(NVPT_FAIL);
   }
   root = RootWindow(dpy, vi->screen);
   wa.colormap = XCreateColormap(dpy, root, vi->visual, AllocNone);
   wa.background_pixel = 0;
   wa.border_pixel = 0;
   wa.event_mask = StructureNotifyMask | ExposureMask | KeyPressMask;
   win = XCreateWindow(dpy, root, 0, 0, NVPT_WIDTH, NVPT_HEIGHT, 0,
                       vi->depth, InputOutput, vi->visual,
                       CWBackPixel | CWBorderPixel | CWColormap |
                       CWEventMask, &wa);
   XStoreName(dpy, win, "nvprog test");

   ctx = glXCreateContext(dpy, vi, NULL, True);
   XFree(vi);
   if (!ctx) {
      printf("glXCreateContext failed\n");
      nvpt_report(NVPT_FAIL);
   }
   if (!nvpt_use_fbo) {
      XMapWindow(dpy, win);
      XSync(dpy, False);
   }
   if (!glXMakeCurrent(dpy, win, ctx)) {
      printf("glXMakeCurrent failed\n");
      nvpt_report(NVPT_FAIL);
   }
   if (nvpt_use_fbo)
      create_window_fbo();
   glViewport(0, 0, NVPT_WIDTH, NVPT_HEIGHT);
}

static void
wait_for_key(void)
{
   XEvent ev;

   printf("Press any key in the window to exit.\n");
   fflush(stdout);
   for (;;) {
      XNextEvent(dpy, &ev);
      if (ev.type == KeyPress)
         return;
   }
}

/*
 * NVPT_SNAPSHOT=FILE: the picture the test leaves in the framebuffer it
 * read last, as a binary 8-bit PPM (top row first), so that a replay of
 * an apitrace trace of the test can be compared with the test's own
 * pixels (tests/apitrace).  The glReadPixels here is the trace's last
 * read, the call the replay snapshots.
 */
static void
write_snapshot(const char *path)
{
   static GLubyte rgb[NVPT_HEIGHT][NVPT_WIDTH][3];
   FILE *f;

   if (!path || !*path)
      return;
   glPixelStorei(GL_PACK_ALIGNMENT, 1);
   glReadPixels(0, 0, NVPT_WIDTH, NVPT_HEIGHT, GL_RGB, GL_UNSIGNED_BYTE,
                rgb);
   f = fopen(path, "wb");
   if (!f) {
      printf("NVPT_SNAPSHOT: cannot write %s\n", path);
      nvpt_report(NVPT_FAIL);
   }
   fprintf(f, "P6\n%d %d\n255\n", NVPT_WIDTH, NVPT_HEIGHT);
   for (int y = NVPT_HEIGHT - 1; y >= 0; y--)
      fwrite(rgb[y], 3, NVPT_WIDTH, f);
   if (fclose(f) != 0) {
      printf("NVPT_SNAPSHOT: cannot write %s\n", path);
      nvpt_report(NVPT_FAIL);
   }
}

int
main(int argc, char **argv)
{
   enum nvpt_result result;

   /* The harness's own options; the tests take none. */
   for (int i = 1; i < argc; i++) {
      if (strcmp(argv[i], "-auto") == 0)
         nvpt_automatic = true;
      else if (strcmp(argv[i], "-fbo") == 0)
         nvpt_use_fbo = true;
   }

   setvbuf(stdout, NULL, _IOLBF, 0);
   if (nvpt_egl_requested()) {
      /* harness-egl.c: no window, the tests draw into -fbo's framebuffer */
      nvpt_automatic = nvpt_use_fbo = true;
      if (!nvpt_egl_create_context())
         nvpt_report(NVPT_FAIL);
      create_window_fbo();
      glViewport(0, 0, NVPT_WIDTH, NVPT_HEIGHT);
   } else {
      create_window();
   }
   result = nvpt_test();
   write_snapshot(getenv("NVPT_SNAPSHOT"));

   if (!nvpt_automatic && !nvpt_use_fbo) {
      glXSwapBuffers(dpy, win);
      wait_for_key();
   }
   nvpt_report(result);
}
