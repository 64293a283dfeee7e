/*
 * Harness self-check on any Mesa, stock included: an ARB_vertex_program
 * writes result.color from program.local[0]; with colour clamping off the
 * values must reach the GL_RGBA32F target bit-exactly, Inf included.  The
 * NV instruction tests rely on this path, so a failure here means their
 * failures say nothing about the NV implementation.
 */
#include "harness.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static const char vp[] =
   "!!ARBvp1.0\n"
   "MOV result.position, vertex.position;\n"
   "MOV result.color, program.local[0];\n"
   "END";

enum nvpt_result
nvpt_test(void)
{
   static const float values[][4] = {
      { 0.25f, 0.5f, 0.75f, 1.0f },
      { -2.5f, 3.0f, 1e30f, -1e-30f },
      { INFINITY, -INFINITY, 65504.0f, 16777216.0f },
      { 1.0f / 3.0f, -7.0f, 0.0f, 255.0f },
   };
   PFNGLPROGRAMSTRINGARBPROC program_string;
   PFNGLBINDPROGRAMARBPROC bind_program;
   PFNGLGENPROGRAMSARBPROC gen_programs;
   PFNGLPROGRAMLOCALPARAMETER4FVARBPROC local4fv;
   bool pass = true;
   GLuint prog;

   nvpt_require_extension("GL_ARB_vertex_program");
   nvpt_float_target_begin();

   program_string = nvpt_get_proc("glProgramStringARB");
   bind_program = nvpt_get_proc("glBindProgramARB");
   gen_programs = nvpt_get_proc("glGenProgramsARB");
   local4fv = nvpt_get_proc("glProgramLocalParameter4fvARB");

   gen_programs(1, &prog);
   bind_program(GL_VERTEX_PROGRAM_ARB, prog);
   program_string(GL_VERTEX_PROGRAM_ARB, GL_PROGRAM_FORMAT_ASCII_ARB,
                  (GLsizei) strlen(vp), vp);
   if (!nvpt_expect_error(GL_NO_ERROR, "glProgramStringARB"))
      return NVPT_FAIL;
   glEnable(GL_VERTEX_PROGRAM_ARB);

   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(values); i++) {
      char what[64];
      float got[4];

      local4fv(GL_VERTEX_PROGRAM_ARB, 0, values[i]);
      if (!nvpt_draw_point_and_read(5 + i, 7 + 3 * i, got)) {
         pass = false;
         continue;
      }
      snprintf(what, sizeof(what), "program.local[0] set %u", i);
      pass = nvpt_check_vec4(what, got, values[i], 0.0f) && pass;
   }
   return pass ? NVPT_PASS : NVPT_FAIL;
}
