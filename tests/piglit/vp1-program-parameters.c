/*
 * NV_vertex_program program parameters (section 2.14.1.2, 6.1.13).
 *
 * "The initial value of all ninety-six program parameter registers is
 *  (0,0,0,0)."
 * ProgramParameter4fNV/4dNV/4fvNV/4dvNV, ProgramParameters4fvNV/4dvNV
 *  ("The effect is the same (assuming no errors) as
 *   for (i=index; i<index+num; i++) ProgramParameter4{fd}vNV(...)")
 * "The error INVALID_VALUE is generated if any ProgramParameterNV has an
 *  index is greater than 95" (255 with NV_vertex_program2).
 * "The error INVALID_VALUE is generated if GetProgramParameterNV is
 *  called to query an index greater than 95" (255 with
 *  NV_vertex_program2).
 * "The error INVALID_VALUE is generated if ProgramParameters4dvNV or
 *  ProgramParameters4fvNV are called where <num> is negative."
 * INVALID_ENUM for a <target> other than VERTEX_PROGRAM_NV.
 * "The program parameter registers are shared to all vertex program
 *  invocations within a rendering context." -- a program sees the
 *  current values, also after it was loaded.
 * All values are exactly representable; everything is exact.
 */
#include "harness.h"

#include <stdio.h>

static bool
check_param(const char *what, GLuint index, float x, float y, float z,
            float w)
{
   const float expected[4] = { x, y, z, w };
   float f[4] = { -99, -99, -99, -99 };
   double d[4] = { -99, -99, -99, -99 };
   float fd[4];
   char name[160];
   bool pass = true;

   nv.GetProgramParameterfvNV(GL_VERTEX_PROGRAM_NV, index,
                              GL_PROGRAM_PARAMETER_NV, f);
   nv.GetProgramParameterdvNV(GL_VERTEX_PROGRAM_NV, index,
                              GL_PROGRAM_PARAMETER_NV, d);
   if (!nvpt_expect_error(GL_NO_ERROR, "%s: GetProgramParameter*vNV(%u)",
                          what, index))
      return false;
   for (int i = 0; i < 4; i++)
      fd[i] = (float) d[i];
   snprintf(name, sizeof(name), "%s: GetProgramParameterfvNV(%u)", what,
            index);
   pass = nvpt_check_vec4(name, f, expected, 0) && pass;
   snprintf(name, sizeof(name), "%s: GetProgramParameterdvNV(%u)", what,
            index);
   pass = nvpt_check_vec4(name, fd, expected, 0) && pass;
   return pass;
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;
   float got[4];

   nvpt_require_nv_vertex_program();
   nvpt_float_target_begin();

   for (GLuint i = 0; i < 96; i++)
      pass = check_param("initial value", i, 0, 0, 0, 0) && pass;

   nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 0, 1, 2, 3, 4);
   pass = check_param("ProgramParameter4fNV", 0, 1, 2, 3, 4) && pass;
   {
      static const GLfloat v[4] = { -1.5f, 0.25f, 1e20f, -3 };
      nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 95, v);
      pass = check_param("ProgramParameter4fvNV", 95, -1.5f, 0.25f, 1e20f,
                         -3) && pass;
   }
   nv.ProgramParameter4dNV(GL_VERTEX_PROGRAM_NV, 17, 0.5, -0.125, 65536.0,
                           -7.0);
   pass = check_param("ProgramParameter4dNV", 17, 0.5f, -0.125f, 65536.0f,
                      -7.0f) && pass;
   {
      static const GLdouble v[4] = { 3.0, -4.5, 6.25, 1024.0 };
      nv.ProgramParameter4dvNV(GL_VERTEX_PROGRAM_NV, 18, v);
      pass = check_param("ProgramParameter4dvNV", 18, 3.0f, -4.5f, 6.25f,
                         1024.0f) && pass;
   }
   {
      GLfloat v[12];
      for (int i = 0; i < 12; i++)
         v[i] = 100 + i;
      nv.ProgramParameters4fvNV(GL_VERTEX_PROGRAM_NV, 30, 3, v);
      for (int k = 0; k < 3; k++)
         pass = check_param("ProgramParameters4fvNV", 30 + k, 100 + 4 * k,
                            101 + 4 * k, 102 + 4 * k, 103 + 4 * k) && pass;
      pass = check_param("ProgramParameters4fvNV leaves the next one", 33,
                         0, 0, 0, 0) && pass;
   }
   {
      GLdouble v[24];
      for (int i = 0; i < 24; i++)
         v[i] = -0.5 * i;
      nv.ProgramParameters4dvNV(GL_VERTEX_PROGRAM_NV, 90, 6, v);
      for (int k = 0; k < 6; k++)
         pass = check_param("ProgramParameters4dvNV", 90 + k, -2.0f * k,
                            -2.0f * k - 0.5f, -2.0f * k - 1.0f,
                            -2.0f * k - 1.5f) && pass;
      pass = check_param("ProgramParameters4dvNV leaves the one before", 89,
                         0, 0, 0, 0) && pass;
   }
   {
      /* num 0 writes nothing and is no error. */
      static const GLfloat v[4] = { 9, 9, 9, 9 };
      nv.ProgramParameters4fvNV(GL_VERTEX_PROGRAM_NV, 50, 0, v);
      pass = nvpt_expect_error(GL_NO_ERROR, "ProgramParameters4fvNV(num 0)")
             && pass;
      pass = check_param("after num 0", 50, 0, 0, 0, 0) && pass;
   }

   /* Used by a program: the current values at draw time. */
   {
      static const char body[] = "MOV o[COL0], c[95];\n";
      static const float e1[4] = { -1.5f, 0.25f, 1e20f, -3 };
      static const float e2[4] = { 7, 6, 5, 4 };

      nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 95, e1);
      if (nvpt_vp_eval(1, body, got))
         pass = nvpt_check_vec4("program reads c[95]", got, e1, 0) && pass;
      else
         pass = false;
      nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 95, 7, 6, 5, 4);
      if (nvpt_draw_point_and_read(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, got))
         pass = nvpt_check_vec4("program reads c[95] after an update",
                                got, e2, 0) && pass;
      else
         pass = false;
      glDisable(GL_VERTEX_PROGRAM_NV);
   }

   /* Errors; a rejected call changes nothing. */
   nvpt_clear_errors();
   nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 256, 1, 1, 1, 1);
   pass = nvpt_expect_error(GL_INVALID_VALUE,
                            "ProgramParameter4fNV(index 256)") && pass;
   nv.ProgramParameter4dNV(GL_VERTEX_PROGRAM_NV, 1000, 1, 1, 1, 1);
   pass = nvpt_expect_error(GL_INVALID_VALUE,
                            "ProgramParameter4dNV(index 1000)") && pass;
   {
      static const GLfloat f[4] = { 1, 1, 1, 1 };
      static const GLdouble d[4] = { 1, 1, 1, 1 };
      static const GLfloat f8[8] = { 1, 1, 1, 1, 1, 1, 1, 1 };
      static const GLdouble d8[8] = { 1, 1, 1, 1, 1, 1, 1, 1 };

      nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 256, f);
      pass = nvpt_expect_error(GL_INVALID_VALUE,
                               "ProgramParameter4fvNV(index 256)") && pass;
      nv.ProgramParameter4dvNV(GL_VERTEX_PROGRAM_NV, 256, d);
      pass = nvpt_expect_error(GL_INVALID_VALUE,
                               "ProgramParameter4dvNV(index 256)") && pass;
      /* index + num - 1 = 96 */
      nv.ProgramParameters4fvNV(GL_VERTEX_PROGRAM_NV, 255, 2, f8);
      pass = nvpt_expect_error(GL_INVALID_VALUE,
                               "ProgramParameters4fvNV(255, 2)") && pass;
      nv.ProgramParameters4dvNV(GL_VERTEX_PROGRAM_NV, 255, 2, d8);
      pass = nvpt_expect_error(GL_INVALID_VALUE,
                               "ProgramParameters4dvNV(255, 2)") && pass;
      pass = check_param("c[95] after rejected calls", 95, 7, 6, 5, 4) &&
             pass;
      nv.ProgramParameters4fvNV(GL_VERTEX_PROGRAM_NV, 0, -1, f);
      pass = nvpt_expect_error(GL_INVALID_VALUE,
                               "ProgramParameters4fvNV(num -1)") && pass;
      nv.ProgramParameters4dvNV(GL_VERTEX_PROGRAM_NV, 0, -1, d);
      pass = nvpt_expect_error(GL_INVALID_VALUE,
                               "ProgramParameters4dvNV(num -1)") && pass;
      pass = check_param("c[0] after rejected calls", 0, 1, 2, 3, 4) &&
             pass;

      nv.ProgramParameter4fNV(GL_VERTEX_STATE_PROGRAM_NV, 0, 5, 5, 5, 5);
      pass = nvpt_expect_error(GL_INVALID_ENUM, "ProgramParameter4fNV("
                               "VERTEX_STATE_PROGRAM_NV)") && pass;
      nv.ProgramParameter4dvNV(GL_VERTEX_STATE_PROGRAM_NV, 0, d);
      pass = nvpt_expect_error(GL_INVALID_ENUM, "ProgramParameter4dvNV("
                               "VERTEX_STATE_PROGRAM_NV)") && pass;
      nv.ProgramParameters4fvNV(GL_VERTEX_STATE_PROGRAM_NV, 0, 1, f);
      pass = nvpt_expect_error(GL_INVALID_ENUM, "ProgramParameters4fvNV("
                               "VERTEX_STATE_PROGRAM_NV)") && pass;
      pass = check_param("c[0] after wrong targets", 0, 1, 2, 3, 4) && pass;
   }
   {
      float f[4];
      double d[4];

      nv.GetProgramParameterfvNV(GL_VERTEX_PROGRAM_NV, 256,
                                 GL_PROGRAM_PARAMETER_NV, f);
      pass = nvpt_expect_error(GL_INVALID_VALUE,
                               "GetProgramParameterfvNV(index 256)") && pass;
      nv.GetProgramParameterdvNV(GL_VERTEX_PROGRAM_NV, 256,
                                 GL_PROGRAM_PARAMETER_NV, d);
      pass = nvpt_expect_error(GL_INVALID_VALUE,
                               "GetProgramParameterdvNV(index 256)") && pass;
      nv.GetProgramParameterfvNV(GL_VERTEX_STATE_PROGRAM_NV, 0,
                                 GL_PROGRAM_PARAMETER_NV, f);
      pass = nvpt_expect_error(GL_INVALID_ENUM, "GetProgramParameterfvNV("
                               "VERTEX_STATE_PROGRAM_NV)") && pass;
      nv.GetProgramParameterfvNV(GL_VERTEX_PROGRAM_NV, 0,
                                 GL_PROGRAM_LENGTH_NV, f);
      pass = nvpt_expect_error(GL_INVALID_ENUM,
                               "GetProgramParameterfvNV(pname "
                               "PROGRAM_LENGTH_NV)") && pass;
   }

   return pass ? NVPT_PASS : NVPT_FAIL;
}
