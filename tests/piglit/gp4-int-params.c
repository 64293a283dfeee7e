/*
 * NV_gpu_program4's integer program parameters: ProgramLocalParameterI4*NV,
 * ProgramLocalParametersI4*NV, ProgramEnvParameterI4*NV,
 * ProgramEnvParametersI4*NV and GetProgram{Local,Env}ParameterI{i,ui}vNV.
 * The values set are read back bit for bit and by gp4 programs as
 * integers (I2F to a float target, exact), and the errors are the
 * spec's: INVALID_VALUE for an index (or index + count) past the
 * target's parameters and a negative count, INVALID_ENUM for a target
 * without parameters.  The setters are compiled into display lists, the
 * getters are not.  The float entry points still work beside them.
 */
#include "harness.h"

#include <stdio.h>
#include <string.h>

typedef void (GLAPIENTRYP set4i_fn)(GLenum, GLuint, GLint, GLint, GLint,
                                    GLint);
typedef void (GLAPIENTRYP set4ui_fn)(GLenum, GLuint, GLuint, GLuint, GLuint,
                                     GLuint);
typedef void (GLAPIENTRYP setiv_fn)(GLenum, GLuint, const GLint *);
typedef void (GLAPIENTRYP setuiv_fn)(GLenum, GLuint, const GLuint *);
typedef void (GLAPIENTRYP setsiv_fn)(GLenum, GLuint, GLsizei,
                                     const GLint *);
typedef void (GLAPIENTRYP setsuiv_fn)(GLenum, GLuint, GLsizei,
                                      const GLuint *);
typedef void (GLAPIENTRYP getiv_fn)(GLenum, GLuint, GLint *);
typedef void (GLAPIENTRYP getuiv_fn)(GLenum, GLuint, GLuint *);

static struct {
   set4i_fn local4i, env4i;
   set4ui_fn local4ui, env4ui;
   setiv_fn local4iv, env4iv;
   setuiv_fn local4uiv, env4uiv;
   setsiv_fn locals4iv, envs4iv;
   setsuiv_fn locals4uiv, envs4uiv;
   getiv_fn get_local_iv, get_env_iv;
   getuiv_fn get_local_uiv, get_env_uiv;
} f;

static bool
check_words(const char *what, const void *got, const void *want)
{
   if (memcmp(got, want, 16) == 0)
      return true;
   const uint32_t *g = got, *w = want;
   printf("%s: got %08x %08x %08x %08x, want %08x %08x %08x %08x\n", what,
          g[0], g[1], g[2], g[3], w[0], w[1], w[2], w[3]);
   return false;
}

static bool
draw_and_probe(const char *what, const float want[4])
{
   nvpt_clear_sentinel();
   nvpt_draw_window_quad();
   return nvpt_probe_float(what, 1, 1, want, 0);
}

enum nvpt_result
nvpt_test(void)
{
   PFNGLGETPROGRAMIVARBPROC get_iv;
   PFNGLPROGRAMLOCALPARAMETER4FARBPROC local4f;
   bool pass = true;
   GLint v[8];
   GLuint u[4];

   nvpt_require_extension("GL_ARB_vertex_program");
   nvpt_require_extension("GL_ARB_fragment_program");
   nvpt_float_target_begin();
   glViewport(0, 0, 4, 4);
#define GET(field, name) f.field = nvpt_get_proc("gl" name)
   GET(local4i, "ProgramLocalParameterI4iNV");
   GET(local4iv, "ProgramLocalParameterI4ivNV");
   GET(locals4iv, "ProgramLocalParametersI4ivNV");
   GET(local4ui, "ProgramLocalParameterI4uiNV");
   GET(local4uiv, "ProgramLocalParameterI4uivNV");
   GET(locals4uiv, "ProgramLocalParametersI4uivNV");
   GET(env4i, "ProgramEnvParameterI4iNV");
   GET(env4iv, "ProgramEnvParameterI4ivNV");
   GET(envs4iv, "ProgramEnvParametersI4ivNV");
   GET(env4ui, "ProgramEnvParameterI4uiNV");
   GET(env4uiv, "ProgramEnvParameterI4uivNV");
   GET(envs4uiv, "ProgramEnvParametersI4uivNV");
   GET(get_local_iv, "GetProgramLocalParameterIivNV");
   GET(get_local_uiv, "GetProgramLocalParameterIuivNV");
   GET(get_env_iv, "GetProgramEnvParameterIivNV");
   GET(get_env_uiv, "GetProgramEnvParameterIuivNV");
#undef GET
   get_iv = nvpt_get_proc("glGetProgramivARB");
   local4f = nvpt_get_proc("glProgramLocalParameter4fARB");

   static const char fp_a[] =
      "!!NVfp4.0\nPARAM a = program.local[0];\nI2F result.color, a;\nEND\n";
   static const char fp_b[] =
      "!!NVfp4.0\nPARAM b = program.local[1];\nI2F.U result.color, b;\nEND\n";

   /* program.local[0] as signed integers, [1] as unsigned ones */
   if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, fp_a))
      return NVPT_FAIL;
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   f.local4i(GL_FRAGMENT_PROGRAM_ARB, 0, -7, 2147483647, -2147483647 - 1,
             5);
   {
      static const GLint want[4] = { -7, 2147483647, -2147483647 - 1, 5 };
      static const float px[4] = { -7, 2147483648.0f, -2147483648.0f, 5 };
      f.get_local_iv(GL_FRAGMENT_PROGRAM_ARB, 0, v);
      pass = check_words("GetProgramLocalParameterIivNV", v, want) && pass;
      pass = draw_and_probe("I4iNV local", px) && pass;
   }
   static const GLint iv[4] = { 100000, -3, 0, 16777216 };
   f.local4iv(GL_FRAGMENT_PROGRAM_ARB, 0, iv);
   {
      static const float px[4] = { 100000, -3, 0, 16777216 };
      f.get_local_iv(GL_FRAGMENT_PROGRAM_ARB, 0, v);
      pass = check_words("I4ivNV read back", v, iv) && pass;
      pass = draw_and_probe("I4ivNV local", px) && pass;
   }

   if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, fp_b))
      return NVPT_FAIL;
   f.local4ui(GL_FRAGMENT_PROGRAM_ARB, 1, 4000000000u, 1, 0, 7);
   {
      static const GLuint want[4] = { 4000000000u, 1, 0, 7 };
      static const float px[4] = { 4e9f, 1, 0, 7 };
      f.get_local_uiv(GL_FRAGMENT_PROGRAM_ARB, 1, u);
      pass = check_words("GetProgramLocalParameterIuivNV", u, want) && pass;
      pass = draw_and_probe("I4uiNV local", px) && pass;
   }
   static const GLuint uv[4] = { 0xffffffffu, 2, 3, 0x80000000u };
   f.local4uiv(GL_FRAGMENT_PROGRAM_ARB, 1, uv);
   {
      static const float px[4] = { 4294967296.0f, 2, 3, 2147483648.0f };
      pass = draw_and_probe("I4uivNV local", px) && pass;
   }

   /* the plural commands: local[0..1] */
   static const GLint two[8] = { 10, 20, 30, 40, 50, 60, 70, 80 };
   f.locals4iv(GL_FRAGMENT_PROGRAM_ARB, 0, 2, two);
   f.get_local_iv(GL_FRAGMENT_PROGRAM_ARB, 0, v);
   f.get_local_iv(GL_FRAGMENT_PROGRAM_ARB, 1, v + 4);
   pass = check_words("ParametersI4ivNV [0]", v, two) && pass;
   pass = check_words("ParametersI4ivNV [1]", v + 4, two + 4) && pass;
   static const GLuint two_u[8] = { 1, 2, 3, 4, 5, 6, 7, 4000000000u };
   f.locals4uiv(GL_FRAGMENT_PROGRAM_ARB, 0, 2, two_u);
   {
      static const float px[4] = { 5, 6, 7, 4e9f };
      pass = draw_and_probe("ParametersI4uivNV", px) && pass;
   }

   /* environment parameters, both targets */
   static const char fp_env[] =
      "!!NVfp4.0\nPARAM e = program.env[2];\nI2F result.color, e;\nEND\n";
   if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, fp_env))
      return NVPT_FAIL;
   f.env4i(GL_FRAGMENT_PROGRAM_ARB, 2, 1, -2, 3, -4);
   {
      static const GLint want[4] = { 1, -2, 3, -4 };
      static const float px[4] = { 1, -2, 3, -4 };
      f.get_env_iv(GL_FRAGMENT_PROGRAM_ARB, 2, v);
      pass = check_words("GetProgramEnvParameterIivNV", v, want) && pass;
      pass = draw_and_probe("I4iNV env", px) && pass;
   }
   static const GLint env3[12] = { 9, 9, 9, 9, 11, 12, 13, 14, 0, 0, 0, 0 };
   f.envs4iv(GL_FRAGMENT_PROGRAM_ARB, 1, 3, env3);
   {
      static const float px[4] = { 11, 12, 13, 14 };
      pass = draw_and_probe("EnvParametersI4ivNV", px) && pass;
   }
   f.env4ui(GL_FRAGMENT_PROGRAM_ARB, 2, 8, 9, 10, 11);
   f.get_env_uiv(GL_FRAGMENT_PROGRAM_ARB, 2, u);
   {
      static const GLuint want[4] = { 8, 9, 10, 11 };
      pass = check_words("GetProgramEnvParameterIuivNV", u, want) && pass;
   }
   f.env4uiv(GL_FRAGMENT_PROGRAM_ARB, 2, uv);
   f.envs4uiv(GL_FRAGMENT_PROGRAM_ARB, 2, 1, uv);
   f.get_env_uiv(GL_FRAGMENT_PROGRAM_ARB, 2, u);
   pass = check_words("EnvParameterI4uivNV", u, uv) && pass;
   glDisable(GL_FRAGMENT_PROGRAM_ARB);

   static const char vp[] =
      "!!NVvp4.0\nPARAM e = program.env[5];\nPARAM l = program.local[3];\n"
      "INT TEMP i;\nMOV result.position, vertex.position;\n"
      "ADD.S i, e, l;\nI2F result.color, i;\nEND\n";
   if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 2, vp))
      return NVPT_FAIL;
   f.env4i(GL_VERTEX_PROGRAM_ARB, 5, 1000, -1000, 7, 0);
   f.local4iv(GL_VERTEX_PROGRAM_ARB, 3, iv);
   glEnable(GL_VERTEX_PROGRAM_ARB);
   {
      static const float px[4] = { 101000, -1003, 7, 16777216 };
      pass = draw_and_probe("vertex env + local", px) && pass;
   }
   glDisable(GL_VERTEX_PROGRAM_ARB);
   pass = nvpt_expect_error(GL_NO_ERROR, "the calls above") && pass;

   /* the float commands beside them */
   local4f(GL_VERTEX_PROGRAM_ARB, 3, 1.0f, 2.0f, 3.0f, 4.0f);
   f.get_local_iv(GL_VERTEX_PROGRAM_ARB, 3, v);
   {
      GLint want[4];
      const float fl[4] = { 1.0f, 2.0f, 3.0f, 4.0f };
      memcpy(want, fl, sizeof(want));
      pass = check_words("float local read as words", v, want) && pass;
   }

   /* display lists: compiled, not executed, until CallList; the getters
    * run at once */
   {
      static const GLint a[4] = { 1, 2, 3, 4 }, b[4] = { -1, -2, -3, -4 };
      static const GLuint c[4] = { 5, 6, 7, 4000000000u };
      GLuint list = glGenLists(1);

      f.local4iv(GL_VERTEX_PROGRAM_ARB, 3, a);
      glNewList(list, GL_COMPILE);
      f.local4i(GL_VERTEX_PROGRAM_ARB, 3, -1, -2, -3, -4);
      f.envs4uiv(GL_VERTEX_PROGRAM_ARB, 6, 1, c);
      f.get_local_iv(GL_VERTEX_PROGRAM_ARB, 3, v);
      glEndList();
      pass = check_words("query inside GL_COMPILE", v, a) && pass;
      f.get_local_iv(GL_VERTEX_PROGRAM_ARB, 3, v);
      pass = check_words("before CallList", v, a) && pass;
      glCallList(list);
      f.get_local_iv(GL_VERTEX_PROGRAM_ARB, 3, v);
      pass = check_words("after CallList", v, b) && pass;
      f.get_env_uiv(GL_VERTEX_PROGRAM_ARB, 6, u);
      pass = check_words("env after CallList", u, c) && pass;
      f.local4iv(GL_VERTEX_PROGRAM_ARB, 3, a);
      glNewList(list, GL_COMPILE_AND_EXECUTE);
      f.local4i(GL_VERTEX_PROGRAM_ARB, 3, -1, -2, -3, -4);
      glEndList();
      f.get_local_iv(GL_VERTEX_PROGRAM_ARB, 3, v);
      pass = check_words("GL_COMPILE_AND_EXECUTE", v, b) && pass;
      /* an error of a compiled command is raised when the list runs */
      glNewList(list, GL_COMPILE);
      f.locals4iv(GL_VERTEX_PROGRAM_ARB, 0, -1, a);
      glEndList();
      pass = nvpt_expect_error(GL_NO_ERROR, "compiling a bad count") &&
             pass;
      glCallList(list);
      pass = nvpt_expect_error(GL_INVALID_VALUE, "calling a bad count") &&
             pass;
      glDeleteLists(list, 1);
   }

   /* errors */
   GLint max_local = 0, max_env = 0;
   get_iv(GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_LOCAL_PARAMETERS_ARB,
          &max_local);
   get_iv(GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_ENV_PARAMETERS_ARB,
          &max_env);
   f.local4i(GL_FRAGMENT_PROGRAM_ARB, max_local, 1, 2, 3, 4);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "I4iNV local index = max") &&
          pass;
   f.locals4iv(GL_FRAGMENT_PROGRAM_ARB, max_local - 1, 2, two);
   pass = nvpt_expect_error(GL_INVALID_VALUE,
                            "ParametersI4ivNV index + count > max") && pass;
   f.locals4iv(GL_FRAGMENT_PROGRAM_ARB, 0, -1, two);
   pass = nvpt_expect_error(GL_INVALID_VALUE,
                            "ParametersI4ivNV count -1") && pass;
   f.env4ui(GL_FRAGMENT_PROGRAM_ARB, max_env, 1, 2, 3, 4);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "I4uiNV env index = max") &&
          pass;
   f.envs4uiv(GL_FRAGMENT_PROGRAM_ARB, max_env - 1, 2, two_u);
   pass = nvpt_expect_error(GL_INVALID_VALUE,
                            "EnvParametersI4uivNV index + count > max") &&
          pass;
   f.get_env_iv(GL_FRAGMENT_PROGRAM_ARB, max_env, v);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "GetProgramEnvParameterIivNV "
                            "index = max") && pass;
   f.env4i(GL_TEXTURE_2D, 0, 1, 2, 3, 4);
   pass = nvpt_expect_error(GL_INVALID_ENUM, "I4iNV env target") && pass;
   f.get_local_uiv(GL_TEXTURE_2D, 0, u);
   pass = nvpt_expect_error(GL_INVALID_ENUM, "GetProgramLocalParameterIuivNV "
                            "target") && pass;
   /* a failed call changes nothing */
   f.get_local_iv(GL_FRAGMENT_PROGRAM_ARB, 0, v);
   pass = check_words("after the errors", v, two_u) && pass;
   return nvpt_end_test(pass);
}
