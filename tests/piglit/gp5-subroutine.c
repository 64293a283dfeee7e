/*
 * NV_gpu_program5's subroutines (ARB_shader_subroutine, "Dependencies on
 * NV_gpu_program5") through the GL, with GL_NV_gpu_program5 enabled:
 * SUBROUTINETYPE, SUBROUTINE, labels with SUBROUTINENUM and CALI in
 * fragment and vertex programs; ProgramSubroutineParametersuivNV choosing
 * what CALI calls, its errors, GetProgramSubroutineParameteruivNV, the
 * defaults after ProgramStringARB and BindProgramARB, display lists, the
 * GetProgramivARB limits, the load errors at their tokens, and two
 * contexts of a share group drawing one program with parameters of
 * their own ("context state rather than program state").
 *
 * Each subroutine adds its own power of ten to the colour, so a pixel
 * says which labels ran and how often.
 */
#include "harness.h"

#include <stdio.h>
#include <string.h>

#include <X11/Xlib.h>
#include <GL/glx.h>

static PFNGLPROGRAMSUBROUTINEPARAMETERSUIVNVPROC set_params;
static PFNGLGETPROGRAMSUBROUTINEPARAMETERUIVNVPROC get_param;
static PFNGLPROGRAMLOCALPARAMETER4FARBPROC local4f;
static PFNGLBINDPROGRAMARBPROC bind_program;
static PFNGLGETPROGRAMIVARBPROC get_program_iv;

/* Three labels numbered 5, 2, 9 (declared in that order; the lowest, 2,
 * is "green", the default); a single variable on parameter 0 and an
 * array of two on parameters 3 and 1 (parameter 2 unused), called with a
 * constant member and with a run-time one (p0.x), under a condition. */
static const char fp[] =
   "!!NVfp5.0\n"
   "PARAM p0 = program.local[0];\n"
   "SUBROUTINETYPE Add { red, green };\n"
   "SUBROUTINETYPE Add { blue };\n"
   "SUBROUTINE Add one = program.subroutine[0];\n"
   "SUBROUTINE Add two[] = { program.subroutine[3], "
   "program.subroutine[1] };\n"
   "TEMP acc;\nINT TEMP i;\n"
   "MOV acc, 0;\n"
   "CALI one;\n"
   "FLR.S.CC i, p0;\n"
   "CALI two[1];\n"
   "CALI two[i.x];\n"
   "CALI one (GT.y);\n"
   "MOV result.color, acc;\n"
   "RET;\n"
   "red SUBROUTINENUM(5):\n"
   "ADD acc.x, acc.x, 1;\n"
   "RET;\n"
   "green SUBROUTINENUM(2):\n"
   "ADD acc.y, acc.y, 1;\n"
   "RET;\n"
   "blue SUBROUTINENUM(9):\n"
   "ADD acc.z, acc.z, 1;\n"
   "RET;\n"
   "END\n";

/* A vertex program: parameter 0 picks the colour it passes on. */
static const char vp[] =
   "!!NVvp5.0\n"
   "SUBROUTINETYPE Col { a, b };\n"
   "SUBROUTINE Col c = program.subroutine[0];\n"
   "MOV result.position, vertex.position;\n"
   "CALI c;\n"
   "RET;\n"
   "a SUBROUTINENUM(0):\n"
   "MOV result.color, {0.25, 0.5, 0.75, 1};\n"
   "RET;\n"
   "b SUBROUTINENUM(1):\n"
   "MOV result.color, {4, 3, 2, 1};\n"
   "RET;\n"
   "END\n";
static const char pass_fp[] =
   "!!NVfp4.0\nMOV result.color, fragment.color;\nEND\n";

static bool
draw(const char *what, GLenum target, float x, float y, float z)
{
   const float want[4] = { x, y, z, target == GL_VERTEX_PROGRAM_ARB ?
                                    1.0f : 0.0f };
   return nvpt_draw_arb_programs(what, want,
                                 target == GL_VERTEX_PROGRAM_ARB) &&
          nvpt_expect_error(GL_NO_ERROR, "%s", what);
}

static bool
expect_params(const char *what, GLenum target, const GLuint *want,
              unsigned n)
{
   bool pass = true;

   for (unsigned k = 0; k < n; k++) {
      GLuint v = 12345;
      get_param(target, k, &v);
      if (v != want[k]) {
         printf("%s: program.subroutine[%u] is %u, expected %u\n", what,
                k, v, want[k]);
         pass = false;
      }
   }
   return nvpt_expect_error(GL_NO_ERROR, "%s", what) && pass;
}

static bool
fragment_calls(void)
{
   /* p0 = (0, 1): two[0] (parameter 3) through i.x, one again */
   bool pass = nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, fp);
   local4f(GL_FRAGMENT_PROGRAM_ARB, 0, 0, 1, 0, 0);

   /* the defaults: every bound parameter the lowest number of its type
    * (2, green), the unbound parameter 2 zero: green four times */
   static const GLuint defaults[4] = { 2, 2, 0, 2 };
   pass = expect_params("defaults after ProgramStringARB",
                        GL_FRAGMENT_PROGRAM_ARB, defaults, 4) && pass;
   pass = draw("defaults", GL_FRAGMENT_PROGRAM_ARB, 0, 4, 0) && pass;

   /* one = red, two = {blue, red}: red, two[1] red, two[0] blue, red */
   static const GLuint mix[4] = { 5, 5, 2, 9 };
   set_params(GL_FRAGMENT_PROGRAM_ARB, 4, mix);
   pass = expect_params("after ProgramSubroutineParametersuivNV",
                        GL_FRAGMENT_PROGRAM_ARB, mix, 4) && pass;
   pass = draw("red, red, blue, red", GL_FRAGMENT_PROGRAM_ARB, 3, 0, 1) &&
          pass;

   /* the member chosen at run time: p0.x = 1 is two[1] (parameter 1);
    * the condition fails (p0.y = 0): one runs once */
   local4f(GL_FRAGMENT_PROGRAM_ARB, 0, 1, 0, 0, 0);
   pass = draw("two[i.x] with i.x = 1, CALI (GT.y) not taken",
               GL_FRAGMENT_PROGRAM_ARB, 3, 0, 0) && pass;
   /* a member outside the array calls nothing */
   local4f(GL_FRAGMENT_PROGRAM_ARB, 0, 7, 0, 0, 0);
   pass = draw("two[7]", GL_FRAGMENT_PROGRAM_ARB, 2, 0, 0) && pass;

   /* errors: the count is one plus the highest parameter the program
    * binds; a number of another type or of none; targets; the query's
    * index; none changes the values */
   static const GLuint bad_type[4] = { 5, 5, 7, 9 };
   static const GLuint bad_num[4] = { 5, 6, 2, 9 };
   set_params(GL_FRAGMENT_PROGRAM_ARB, 3, mix);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "count 3") && pass;
   set_params(GL_FRAGMENT_PROGRAM_ARB, 5, mix);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "count 5") && pass;
   set_params(GL_FRAGMENT_PROGRAM_ARB, -1, mix);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "count -1") && pass;
   /* parameter 2 is bound to no variable: any value */
   set_params(GL_FRAGMENT_PROGRAM_ARB, 4, bad_type);
   pass = nvpt_expect_error(GL_NO_ERROR, "an unbound parameter") && pass;
   set_params(GL_FRAGMENT_PROGRAM_ARB, 4, bad_num);
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "6 is no number of "
                            "Add") && pass;
   set_params(GL_TEXTURE_2D, 4, mix);
   pass = nvpt_expect_error(GL_INVALID_ENUM, "set, TEXTURE_2D") && pass;
   GLuint v;
   get_param(GL_TEXTURE_2D, 0, &v);
   pass = nvpt_expect_error(GL_INVALID_ENUM, "get, TEXTURE_2D") && pass;
   get_param(GL_FRAGMENT_PROGRAM_ARB, 1024, &v);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "get, index 1024") && pass;
   get_param(GL_FRAGMENT_PROGRAM_ARB, 1023, &v);
   pass = nvpt_expect_error(GL_NO_ERROR, "get, index 1023") && pass;
   pass = expect_params("after the errors", GL_FRAGMENT_PROGRAM_ARB,
                        bad_type, 4) && pass;

   /* BindProgramARB of the bound program resets them */
   bind_program(GL_FRAGMENT_PROGRAM_ARB, 1);
   pass = expect_params("defaults after BindProgramARB",
                        GL_FRAGMENT_PROGRAM_ARB, defaults, 4) && pass;

   /* compiled into a display list, run by CallList */
   GLuint list = glGenLists(1);
   glNewList(list, GL_COMPILE);
   set_params(GL_FRAGMENT_PROGRAM_ARB, 4, mix);
   glEndList();
   pass = expect_params("after compiling", GL_FRAGMENT_PROGRAM_ARB,
                        defaults, 4) && pass;
   glCallList(list);
   pass = expect_params("after CallList", GL_FRAGMENT_PROGRAM_ARB, mix, 4) &&
          pass;
   glDeleteLists(list, 1);

   /* a program without subroutines takes a count of 0 only */
   pass = nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 2,
                                "!!NVfp5.0\nMOV result.color, 0;\nEND\n") &&
          pass;
   set_params(GL_FRAGMENT_PROGRAM_ARB, 0, NULL);
   pass = nvpt_expect_error(GL_NO_ERROR, "count 0") && pass;
   set_params(GL_FRAGMENT_PROGRAM_ARB, 1, mix);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "count 1, no subroutines") &&
          pass;
   return pass;
}

static bool
vertex_calls(void)
{
   bool pass = nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 3, vp) &&
               nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 4, pass_fp);
   static const GLuint b = 1;

   pass = draw("vertex CALI, default a", GL_VERTEX_PROGRAM_ARB, 0.25f,
               0.5f, 0.75f) && pass;
   set_params(GL_VERTEX_PROGRAM_ARB, 1, &b);
   pass = draw("vertex CALI, b", GL_VERTEX_PROGRAM_ARB, 4, 3, 2) && pass;
   /* the fragment target's parameters are its own */
   GLuint v = 12345;
   get_param(GL_VERTEX_PROGRAM_ARB, 0, &v);
   pass = (v == 1) && pass;
   return pass;
}

/* The load rules, each at its token. */
static bool
load_errors(void)
{
#define CALLER "SUBROUTINETYPE T { a };\nSUBROUTINE T s = " \
               "program.subroutine[0];\n"
   static const struct nvpt_bad_text bad[] = {
      /* recursion through CALI: at the CALI inside a (line 7) */
      { "!!NVfp5.0\n" CALLER "CALI s;\nRET;\na SUBROUTINENUM(0):\n"
        "CALI s;\nRET;\nEND\n", 107 },
      /* ... also through a CAL: at the CALI inside b (line 10) */
      { "!!NVfp5.0\n" CALLER "CALI s;\nRET;\na SUBROUTINENUM(0):\n"
        "CAL b;\nRET;\nb:\nCALI s;\nRET;\nEND\n", 122 },
      /* a label of a type without a number: at its name in the list */
      { "!!NVfp5.0\n" CALLER "RET;\na:\nRET;\nEND\n", 29 },
      /* a label no statement defines */
      { "!!NVfp5.0\n" CALLER "RET;\nEND\n", 29 },
      /* numbers: twice, 256 */
      { "!!NVfp5.0\na SUBROUTINENUM(3):\nRET;\nb SUBROUTINENUM(3):\n"
        "RET;\nEND\n", 51 },
      { "!!NVfp5.0\na SUBROUTINENUM(256):\nRET;\nEND\n", 26 },
      /* a parameter for two types */
      { "!!NVfp5.0\n" CALLER "SUBROUTINETYPE U { a };\nSUBROUTINE U u "
        "= program.subroutine[0];\na SUBROUTINENUM(0):\nRET;\nEND\n",
        115 },
      /* parameter 1024 */
      { "!!NVfp5.0\nSUBROUTINETYPE T { };\nSUBROUTINE T s = "
        "program.subroutine[1024];\nEND\n", 68 },
      /* an array without its member, a member outside */
      { "!!NVfp5.0\nSUBROUTINETYPE T { };\nSUBROUTINE T s[] = { "
        "program.subroutine[0..1] };\nCALI s;\nEND\n", 86 },
      { "!!NVfp5.0\nSUBROUTINETYPE T { };\nSUBROUTINE T s[] = { "
        "program.subroutine[0..1] };\nCALI s[2];\nEND\n", 88 },
      /* CALI of something else, CALI with a modifier */
      { "!!NVfp5.0\nTEMP r;\nCALI r;\nEND\n", 23 },
      { "!!NVfp5.0\nSUBROUTINETYPE T { };\nSUBROUTINE T s = "
        "program.subroutine[0];\nCALI.S s;\nEND\n", 77 },
      /* a subroutine variable read as an operand */
      { "!!NVfp5.0\nSUBROUTINETYPE T { };\nSUBROUTINE T s = "
        "program.subroutine[0];\nMOV result.color, s;\nEND\n", 90 },
      /* none of it in a version 4 program: no statement, and a word
       * after a label's name is no label */
      { "!!NVfp4.0\nSUBROUTINETYPE T { };\nEND\n", 10 },
      { "!!NVfp4.0\na SUBROUTINENUM(0):\nRET;\nEND\n", 10 },
   };
#undef CALLER
   bool pass = nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 5, fp);

   pass = nvpt_load_arb_programs_bad(GL_FRAGMENT_PROGRAM_ARB, 5, bad,
                                     NVPT_ARRAY_SIZE(bad)) && pass;
   /* the program loaded before still draws (its defaults: green x4) */
   local4f(GL_FRAGMENT_PROGRAM_ARB, 0, 0, 1, 0, 0);
   return draw("the program before the failed loads",
               GL_FRAGMENT_PROGRAM_ARB, 0, 4, 0) && pass;
}

/* "Unlike program local parameters, program subroutine parameters are
 * context state rather than program state": program 1 (fp, shared) in
 * context A and in a context B of its share group, each with its own
 * parameters, drawn alternately. */
static bool
share_group(void)
{
   /* a second context of the share group through GLX: none in the
    * harness's EGL mode (NVPT_EGL=1), where glXGetCurrentDisplay()
    * has no display to give */
   if (nvpt_egl_requested() || !glXGetCurrentContext()) {
      printf("no GLX context: the share group is not checked\n");
      return true;
   }
   Display *dpy = glXGetCurrentDisplay();
   GLXDrawable drawable = glXGetCurrentDrawable();
   GLXContext ctx_a = glXGetCurrentContext();
   int attribs[] = {
      GLX_RGBA, GLX_RED_SIZE, 1, GLX_GREEN_SIZE, 1, GLX_BLUE_SIZE, 1,
      GLX_ALPHA_SIZE, 1, GLX_DEPTH_SIZE, 1, GLX_DOUBLEBUFFER, None
   };
   XVisualInfo *vi = glXChooseVisual(dpy, DefaultScreen(dpy), attribs);
   GLXContext ctx_b = vi ? glXCreateContext(dpy, vi, ctx_a, True) : NULL;
   static const GLuint red[4] = { 5, 5, 2, 5 };
   static const GLuint blue[4] = { 9, 9, 2, 9 };
   bool pass = true;

   if (vi)
      XFree(vi);
   if (!ctx_b) {
      printf("no second context\n");
      return false;
   }
   /* A: red everywhere (p0 = (0, 1): four calls) */
   bind_program(GL_FRAGMENT_PROGRAM_ARB, 1);
   local4f(GL_FRAGMENT_PROGRAM_ARB, 0, 0, 1, 0, 0);
   set_params(GL_FRAGMENT_PROGRAM_ARB, 4, red);
   /* B: the shared program, its own locals and blue */
   if (!glXMakeCurrent(dpy, drawable, ctx_b)) {
      printf("glXMakeCurrent(B) failed\n");
      return false;
   }
   nvpt_float_target_begin();
   glViewport(0, 0, 4, 4);
   bind_program(GL_FRAGMENT_PROGRAM_ARB, 1);
   local4f(GL_FRAGMENT_PROGRAM_ARB, 0, 0, 1, 0, 0);
   set_params(GL_FRAGMENT_PROGRAM_ARB, 4, blue);
   pass = draw("context B, blue", GL_FRAGMENT_PROGRAM_ARB, 0, 0, 4) && pass;
   for (unsigned round = 0; round < 2; round++) {
      if (!glXMakeCurrent(dpy, drawable, ctx_a))
         return false;
      pass = draw("context A, red", GL_FRAGMENT_PROGRAM_ARB, 4, 0, 0) &&
             pass;
      if (!glXMakeCurrent(dpy, drawable, ctx_b))
         return false;
      pass = draw("context B again", GL_FRAGMENT_PROGRAM_ARB, 0, 0, 4) &&
             pass;
   }
   glXMakeCurrent(dpy, drawable, ctx_a);
   glXDestroyContext(dpy, ctx_b);
   return pass;
}

static bool
limits(void)
{
   static const GLenum targets[] = {
      GL_VERTEX_PROGRAM_ARB, GL_FRAGMENT_PROGRAM_ARB,
      GL_GEOMETRY_PROGRAM_NV,
   };
   bool pass = true;

   for (unsigned t = 0; t < NVPT_ARRAY_SIZE(targets); t++) {
      GLint params = -1, num = -1;
      get_program_iv(targets[t], GL_MAX_PROGRAM_SUBROUTINE_PARAMETERS_NV,
                        &params);
      get_program_iv(targets[t], GL_MAX_PROGRAM_SUBROUTINE_NUM_NV, &num);
      /* nvprog's limits (NVIDIA's: 1024 and 1024) */
      if (nvpt_is_nvprog() && (params != 1024 || num != 256)) {
         printf("%s: MAX_PROGRAM_SUBROUTINE_PARAMETERS_NV %d, "
                "MAX_PROGRAM_SUBROUTINE_NUM_NV %d; expected 1024, 256\n",
                nvpt_enum_name(targets[t]), params, num);
         pass = false;
      }
   }
   pass = nvpt_expect_error(GL_NO_ERROR, "the limits") && pass;

   /* the tessellation targets: where the driver tessellates (llvmpipe),
    * the same limits and parameters; elsewhere (softpipe) no such
    * targets, INVALID_ENUM */
   static const GLenum tess[] = {
      GL_TESS_CONTROL_PROGRAM_NV, GL_TESS_EVALUATION_PROGRAM_NV,
   };
   bool has = nvpt_has_extension("GL_ARB_tessellation_shader");
   for (unsigned t = 0; t < NVPT_ARRAY_SIZE(tess); t++) {
      GLint params = -1;
      GLuint v = 12345;
      get_program_iv(tess[t], GL_MAX_PROGRAM_SUBROUTINE_PARAMETERS_NV,
                     &params);
      get_param(tess[t], 0, &v);
      if (has) {
         pass = nvpt_expect_error(GL_NO_ERROR, "%s",
                                  nvpt_enum_name(tess[t])) && pass;
         if (params != 1024 || v != 0) {
            printf("%s: limit %d, parameter 0 = %u; expected 1024, 0\n",
                   nvpt_enum_name(tess[t]), params, v);
            pass = false;
         }
      } else {
         /* two INVALID_ENUMs, one reported */
         pass = nvpt_expect_error(GL_INVALID_ENUM, "%s without "
                                  "tessellation",
                                  nvpt_enum_name(tess[t])) && pass;
      }
   }
   return pass;
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   nvpt_require_extension("GL_NV_gpu_program5");
   set_params = nvpt_get_proc("glProgramSubroutineParametersuivNV");
   get_param = nvpt_get_proc("glGetProgramSubroutineParameteruivNV");
   local4f = nvpt_get_proc("glProgramLocalParameter4fARB");
   bind_program = nvpt_get_proc("glBindProgramARB");
   get_program_iv = nvpt_get_proc("glGetProgramivARB");
   nvpt_float_target_begin();
   glViewport(0, 0, 4, 4);
   pass = fragment_calls() && pass;
   pass = vertex_calls() && pass;
   pass = load_errors() && pass;
   pass = limits() && pass;
   pass = share_group() && pass;
   return nvpt_end_test(pass);
}
