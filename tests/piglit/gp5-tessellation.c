/*
 * NV_tessellation_program5 through the GL (issue 16), with
 * GL_NV_gpu_program5 enabled (MESA_EXTENSION_OVERRIDE until nvprog
 * advertises it; without it the test skips, gp5-bits checks the
 * refusal of version 5 headers).
 *
 * nvprog reads and translates "!!NVtcp5.0" and "!!NVtep5.0"
 * (tests/unit: parser-tess, the gp5_tess_* goldens), but the GL has no
 * TESS_CONTROL_PROGRAM_NV or TESS_EVALUATION_PROGRAM_NV target yet
 * (docs/languages/gp5.md, "Tessellation"), on either driver: softpipe
 * has no tessellation stage at all, llvmpipe's is not reached by the
 * assembly targets.  What this test checks, the same on llvmpipe and
 * softpipe:
 *
 * - the two targets are unsupported ones: ProgramStringARB,
 *   BindProgramARB, GetProgramivARB (MAX_PROGRAM_PATCH_ATTRIBS_NV
 *   included), ProgramEnvParameter4fARB, Enable and IsEnabled answer
 *   INVALID_ENUM;
 * - a tessellation program loaded through another target fails with
 *   INVALID_OPERATION at its header (PROGRAM_ERROR_POSITION_ARB 0), an
 *   error string naming the target it needs, and the bound program
 *   stays (its length, and it still draws).
 */
#include "harness.h"

#include <stdio.h>
#include <string.h>

#ifndef GL_TESS_CONTROL_PROGRAM_NV
#define GL_TESS_CONTROL_PROGRAM_NV 0x891E
#define GL_TESS_EVALUATION_PROGRAM_NV 0x891F
#endif
#ifndef GL_MAX_PROGRAM_PATCH_ATTRIBS_NV
#define GL_MAX_PROGRAM_PATCH_ATTRIBS_NV 0x86D8
#endif

static const char pass_vp[] =
   "!!NVvp5.0\nMOV result.position, vertex.position;\n"
   "MOV result.color, {0.25, 0.5, 0.75, 1};\nEND\n";
static const char pass_fp[] =
   "!!NVfp5.0\nMOV result.color, fragment.color;\nEND\n";

static const char tcp[] =
   "!!NVtcp5.0\nVERTICES_OUT 3;\n"
   "MOV result.position, vertex[0].position;\n"
   "MOV result.patch.tessouter[0].x, 1;\nEND\n";
static const char tep[] =
   "!!NVtep5.0\nTESS_MODE TRIANGLES;\n"
   "MOV result.position, vertex[0].position;\nEND\n";

static const GLenum targets[] = {
   GL_TESS_CONTROL_PROGRAM_NV, GL_TESS_EVALUATION_PROGRAM_NV,
};

/* The targets answer as enums the GL does not know. */
static bool
unsupported_targets(void)
{
   PFNGLPROGRAMSTRINGARBPROC program_string =
      nvpt_get_proc("glProgramStringARB");
   PFNGLBINDPROGRAMARBPROC bind_program = nvpt_get_proc("glBindProgramARB");
   PFNGLGETPROGRAMIVARBPROC get_program_iv =
      nvpt_get_proc("glGetProgramivARB");
   PFNGLPROGRAMENVPARAMETER4FARBPROC env4f =
      nvpt_get_proc("glProgramEnvParameter4fARB");
   bool pass = true;

   for (unsigned i = 0; i < 2; i++) {
      const char *text = i ? tep : tcp;
      const char *name = nvpt_enum_name(targets[i]);
      GLint value = -7;

      program_string(targets[i], GL_PROGRAM_FORMAT_ASCII_ARB,
                     (GLsizei)strlen(text), text);
      pass = nvpt_expect_error(GL_INVALID_ENUM, "ProgramStringARB(%s)",
                               name) && pass;
      bind_program(targets[i], 5);
      pass = nvpt_expect_error(GL_INVALID_ENUM, "BindProgramARB(%s)",
                               name) && pass;
      get_program_iv(targets[i], GL_MAX_PROGRAM_PATCH_ATTRIBS_NV, &value);
      pass = nvpt_expect_error(GL_INVALID_ENUM, "GetProgramivARB(%s, "
                               "MAX_PROGRAM_PATCH_ATTRIBS_NV)", name) &&
             pass;
      if (value != -7) {
         printf("GetProgramivARB(%s) wrote %d\n", name, value);
         pass = false;
      }
      env4f(targets[i], 0, 1, 2, 3, 4);
      pass = nvpt_expect_error(GL_INVALID_ENUM, "ProgramEnvParameter4fARB"
                               "(%s)", name) && pass;
      glEnable(targets[i]);
      pass = nvpt_expect_error(GL_INVALID_ENUM, "Enable(%s)", name) && pass;
      (void)glIsEnabled(targets[i]);
      pass = nvpt_expect_error(GL_INVALID_ENUM, "IsEnabled(%s)", name) &&
             pass;
   }
   return pass;
}

/* "!!NVtcp5.0" / "!!NVtep5.0" through VERTEX_PROGRAM_ARB: refused at
 * the header with the target it needs in the message; the program
 * loaded before stays bound and draws. */
static bool
refused_elsewhere(void)
{
   PFNGLGETPROGRAMIVARBPROC get_program_iv =
      nvpt_get_proc("glGetProgramivARB");
   static const float colour[4] = { 0.25f, 0.5f, 0.75f, 1.0f };
   static const char *const needs[2] = {
      "TESS_CONTROL_PROGRAM_NV", "TESS_EVALUATION_PROGRAM_NV",
   };
   bool pass = true;
   GLint length = 0;

   for (unsigned i = 0; i < 2; i++) {
      if (!nvpt_load_arb_program_bad(GL_VERTEX_PROGRAM_ARB, 1,
                                     i ? tep : tcp, 0))
         pass = false;
      const char *msg =
         (const char *)glGetString(GL_PROGRAM_ERROR_STRING_ARB);
      if (!msg || !strstr(msg, needs[i])) {
         printf("error string '%s' does not name %s\n", msg ? msg : "",
                needs[i]);
         pass = false;
      }
      nvpt_clear_errors();
   }
   get_program_iv(GL_VERTEX_PROGRAM_ARB, GL_PROGRAM_LENGTH_ARB, &length);
   if (length != (GLint)strlen(pass_vp)) {
      printf("vertex program length %d after the refusals, expected "
             "%u\n", length, (unsigned)strlen(pass_vp));
      pass = false;
   }
   nvpt_clear_sentinel();
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   nvpt_draw_window_quad();
   glDisable(GL_VERTEX_PROGRAM_ARB);
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   pass = nvpt_expect_error(GL_NO_ERROR, "draw") && pass;
   pass = nvpt_probe_float("the vertex program loaded before", 3, 3,
                           colour, 0) && pass;
   return pass;
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   if (!nvpt_has_extension("GL_NV_gpu_program5"))
      nvpt_skip("GL_NV_gpu_program5 is not enabled");
   nvpt_float_target_begin();
   if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 1, pass_vp) ||
       !nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 2, pass_fp))
      return nvpt_end_test(false);
   pass = unsupported_targets() && pass;
   pass = refused_elsewhere() && pass;
   return nvpt_end_test(pass);
}
