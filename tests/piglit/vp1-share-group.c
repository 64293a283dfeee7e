/*
 * NV_vertex_program program objects across GLX contexts.
 *
 * "Program objects are shared between AGL/GLX/WGL rendering contexts if
 *  and only if the rendering contexts share display lists."
 * "The program parameter registers are shared to all vertex program
 *  invocations within a rendering context" -- they, the tracking state
 *  (Table X.5), the binding and the enables are per context: "The
 *  initial value of all ninety-six program parameter registers is
 *  (0,0,0,0)" in a new context.
 *
 * Context A is the harness's; context B is created with
 * glXCreateContext(dpy, vi, A, True) on the same drawable, and context C
 * without sharing.
 */
#include "harness.h"

#include <stdio.h>
#include <string.h>

#include <X11/Xlib.h>
#include <GL/glx.h>

static Display *dpy;
static GLXDrawable drawable;
static GLXContext ctx_a, ctx_b, ctx_c;

static const char prog1[] = NVPT_VP_HEADER "MOV o[COL0], c[0];\nEND";
static const char prog1_new[] = NVPT_VP_HEADER "MOV o[COL0], -c[0];\nEND";
static const char prog3[] = NVPT_VP_HEADER "ADD o[COL0], c[0], c[0];\nEND";
static const char vsp2[] = "!!VSP1.0\nMUL c[10], v[0], c[11];\nEND";

static bool
make_current(GLXContext c, const char *name)
{
   if (!glXMakeCurrent(dpy, drawable, c)) {
      printf("glXMakeCurrent(%s) failed\n", name);
      return false;
   }
   /* Entry points are per process, but be safe with the table. */
   nvpt_require_nv_vertex_program();
   return true;
}

static bool
param_is(const char *what, GLuint index, const float e[4])
{
   float got[4] = { -99, -99, -99, -99 };

   nv.GetProgramParameterfvNV(GL_VERTEX_PROGRAM_NV, index,
                              GL_PROGRAM_PARAMETER_NV, got);
   return nvpt_check_vec4(what, got, e, 0);
}

static bool
draw_is(const char *what, GLuint id, const float e[4])
{
   float got[4];
   bool ok;

   nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, id);
   glEnable(GL_VERTEX_PROGRAM_NV);
   ok = nvpt_draw_point_and_read(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, got);
   glDisable(GL_VERTEX_PROGRAM_NV);
   if (!ok) {
      printf("  (%s)\n", what);
      return false;
   }
   return nvpt_check_vec4(what, got, e, 0);
}

static XVisualInfo *
choose_visual(void)
{
   int attribs[] = {
      GLX_RGBA, GLX_RED_SIZE, 1, GLX_GREEN_SIZE, 1, GLX_BLUE_SIZE, 1,
      GLX_ALPHA_SIZE, 1, GLX_DEPTH_SIZE, 1, GLX_DOUBLEBUFFER, None
   };

   return glXChooseVisual(dpy, DefaultScreen(dpy), attribs);
}

enum nvpt_result
nvpt_test(void)
{
   static const float a0[4] = { 1, 2, 3, 4 };
   static const float b0[4] = { 5, 6, 7, 8 };
   static const float zero[4] = { 0, 0, 0, 0 };
   XVisualInfo *vi;
   GLint v;
   bool pass = true;

   nvpt_require_nv_vertex_program();
   /* The second and third contexts are GLX ones: in the harness's EGL
    * mode (a vendor's driver without X) there is no display to make
    * them on, and glXGetCurrentDisplay() gave the test nothing to use. */
   if (nvpt_egl_requested())
      nvpt_skip("the share group test needs GLX, not the EGL mode");
   dpy = glXGetCurrentDisplay();
   drawable = glXGetCurrentDrawable();
   ctx_a = glXGetCurrentContext();
   vi = choose_visual();
   if (!vi)
      nvpt_skip("no visual for a second context");
   ctx_b = glXCreateContext(dpy, vi, ctx_a, True);
   ctx_c = glXCreateContext(dpy, vi, NULL, True);
   XFree(vi);
   if (!ctx_b || !ctx_c) {
      printf("glXCreateContext failed\n");
      return NVPT_FAIL;
   }

   /* ---- context A: programs, parameters, tracking, binding ---- */
   nvpt_float_target_begin();
   pass = nvpt_load_nv_program(GL_VERTEX_PROGRAM_NV, 1, prog1) && pass;
   pass = nvpt_load_nv_program(GL_VERTEX_STATE_PROGRAM_NV, 2, vsp2) && pass;
   nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 0, a0);
   nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 11, 2, 2, 2, 2);
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 20, GL_PROJECTION,
                    GL_IDENTITY_NV);
   nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, 1);
   pass = nvpt_expect_error(GL_NO_ERROR, "context A set-up") && pass;

   /* ---- context B, sharing with A ---- */
   if (!make_current(ctx_b, "B"))
      return NVPT_FAIL;
   nvpt_float_target_begin();
   /* Programs are shared. */
   if (!nv.IsProgramNV(1) || !nv.IsProgramNV(2)) {
      printf("B: IsProgramNV(1) = %d, IsProgramNV(2) = %d; programs of A "
             "are not shared\n", nv.IsProgramNV(1), nv.IsProgramNV(2));
      pass = false;
   }
   v = 0;
   nv.GetProgramivNV(2, GL_PROGRAM_TARGET_NV, &v);
   if (v != GL_VERTEX_STATE_PROGRAM_NV) {
      printf("B: PROGRAM_TARGET_NV of program 2: %s\n", nvpt_enum_name(v));
      pass = false;
   }
   {
      GLubyte buf[sizeof(prog1)];

      memset(buf, 0, sizeof(buf));
      nv.GetProgramStringNV(1, GL_PROGRAM_STRING_NV, buf);
      if (memcmp(buf, prog1, strlen(prog1)) != 0) {
         printf("B: GetProgramStringNV(1) differs from A's load\n");
         pass = false;
      }
   }
   pass = nvpt_expect_error(GL_NO_ERROR, "B: program queries") && pass;

   /* Per-context state starts at its initial values in B. */
   pass = param_is("B: c[0] initially (0,0,0,0)", 0, zero) && pass;
   pass = param_is("B: c[11] initially (0,0,0,0)", 11, zero) && pass;
   v = -1;
   nv.GetTrackMatrixivNV(GL_VERTEX_PROGRAM_NV, 20, GL_TRACK_MATRIX_NV, &v);
   if (v != GL_NONE) {
      printf("B: TRACK_MATRIX_NV of c[20]: expected GL_NONE, got %s\n",
             nvpt_enum_name(v));
      pass = false;
   }
   v = -1;
   glGetIntegerv(GL_VERTEX_PROGRAM_BINDING_NV, &v);
   if (v != 0) {
      printf("B: VERTEX_PROGRAM_BINDING_NV: expected 0, got %d\n", v);
      pass = false;
   }
   /* Set in B: only B's registers change. */
   nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 0, b0);
   nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 11, 3, 3, 3, 3);
   pass = draw_is("B: shared program 1 with B's c[0]", 1, b0) && pass;
   /* A's state program runs on B's registers. */
   nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, 2,
                       (const GLfloat[]) { 1, 2, 3, 4 });
   pass = nvpt_expect_error(GL_NO_ERROR, "B: ExecuteProgramNV(2)") && pass;
   {
      static const float e[4] = { 3, 6, 9, 12 };

      pass = param_is("B: c[10] from the shared state program", 10, e) &&
             pass;
   }
   /* Tracking in B. */
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 24, GL_MODELVIEW, GL_IDENTITY_NV);
   /* New and replaced programs in B. */
   pass = nvpt_load_nv_program(GL_VERTEX_PROGRAM_NV, 3, prog3) && pass;
   pass = nvpt_load_nv_program(GL_VERTEX_PROGRAM_NV, 1, prog1_new) && pass;
   pass = nvpt_expect_error(GL_NO_ERROR, "B: loads") && pass;
   glFinish();

   /* ---- back to A ---- */
   if (!make_current(ctx_a, "A"))
      return NVPT_FAIL;
   pass = param_is("A: c[0] unchanged by B", 0, a0) && pass;
   {
      static const float e[4] = { 2, 2, 2, 2 };

      pass = param_is("A: c[11] unchanged by B", 11, e) && pass;
      pass = param_is("A: c[10] not written by B's ExecuteProgramNV", 10,
                      zero) && pass;
   }
   v = -1;
   nv.GetTrackMatrixivNV(GL_VERTEX_PROGRAM_NV, 24, GL_TRACK_MATRIX_NV, &v);
   if (v != GL_NONE) {
      printf("A: TRACK_MATRIX_NV of c[24] (tracked in B): expected "
             "GL_NONE, got %s\n", nvpt_enum_name(v));
      pass = false;
   }
   v = -1;
   nv.GetTrackMatrixivNV(GL_VERTEX_PROGRAM_NV, 20, GL_TRACK_MATRIX_NV, &v);
   if (v != GL_PROJECTION) {
      printf("A: TRACK_MATRIX_NV of c[20]: expected GL_PROJECTION, got "
             "%s\n", nvpt_enum_name(v));
      pass = false;
   }
   v = -1;
   glGetIntegerv(GL_VERTEX_PROGRAM_BINDING_NV, &v);
   if (v != 1) {
      printf("A: VERTEX_PROGRAM_BINDING_NV: expected 1, got %d\n", v);
      pass = false;
   }
   /* Program 1 was replaced in B: A draws with the new text.  "A
    *  successfully loaded program replaces the program previously
    *  assigned to the name specified by id." */
   {
      static const float neg[4] = { -1, -2, -3, -4 };
      static const float twice[4] = { 2, 4, 6, 8 };

      pass = draw_is("A: program 1 as replaced in B", 1, neg) && pass;
      pass = draw_is("A: program 3 loaded in B", 3, twice) && pass;
   }
   /* Deleting in A deletes for B. */
   nv.DeleteProgramsNV(1, (const GLuint[]) { 3 });
   pass = nvpt_expect_error(GL_NO_ERROR, "A: DeleteProgramsNV(3)") && pass;
   glFinish();

   if (!make_current(ctx_b, "B"))
      return NVPT_FAIL;
   if (nv.IsProgramNV(3)) {
      printf("B: program 3, deleted in A, still exists\n");
      pass = false;
   }
   pass = param_is("B: c[0] kept", 0, b0) && pass;

   /* ---- context C, not sharing ---- */
   if (!make_current(ctx_c, "C"))
      return NVPT_FAIL;
   if (nv.IsProgramNV(1) || nv.IsProgramNV(2)) {
      printf("C (no share list): sees programs of A\n");
      pass = false;
   }
   nv.GetProgramivNV(1, GL_PROGRAM_TARGET_NV, &v);
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "C: GetProgramivNV(1)") &&
          pass;
   nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, 2,
                       (const GLfloat[]) { 1, 2, 3, 4 });
   pass = nvpt_expect_error(GL_INVALID_OPERATION,
                            "C: ExecuteProgramNV(2 of A)") && pass;

   if (!make_current(ctx_a, "A"))
      return NVPT_FAIL;
   glXDestroyContext(dpy, ctx_b);
   glXDestroyContext(dpy, ctx_c);
   return nvpt_end_test(pass);
}
