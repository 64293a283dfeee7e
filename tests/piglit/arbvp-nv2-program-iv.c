/*
 * The GetProgramivARB queries of the NV options.
 * NV_vertex_program2_option: "Values queried by GetProgramivARB require
 * a <pname> of VERTEX_PROGRAM_ARB" (the spec means <target>):
 * MAX_PROGRAM_EXEC_INSTRUCTIONS_NV 65536 and MAX_PROGRAM_CALL_DEPTH_NV
 * 4, the bounds nvprog enforces; MAX_PROGRAM_LOOP_COUNT_NV is not the
 * vertex target's (INVALID_ENUM), and MAX_PROGRAM_IF_DEPTH_NV 48 and
 * MAX_PROGRAM_LOOP_DEPTH_NV 4 are NV_gpu_program4's, answered always
 * ("!!NVvp4.0" loads unadvertised; test gp4-limits).
 * NV_fragment_program2: "require a <pname> of FRAGMENT_PROGRAM_ARB", all
 * five, each the spec's minimum (65536, 4, 48, 4, 255), when
 * GL_NV_fragment_program2 is advertised; INVALID_ENUM, value untouched,
 * while it is not.  Mesa's own queries
 * still answer, GetNamedProgramivEXT too.
 */
#include "harness.h"

#include <stdio.h>

static const struct iv_case {
   GLenum target;
   GLenum pname;
   GLenum error;
   GLint expected;   /* -1: the value must stay untouched */
   /* the row is NV_fragment_program2's: INVALID_ENUM and -1 without
    * the extension */
   bool fp2;
} cases[] = {
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_EXEC_INSTRUCTIONS_NV,
     GL_NO_ERROR, 65536 },
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_CALL_DEPTH_NV, GL_NO_ERROR, 4 },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_EXEC_INSTRUCTIONS_NV,
     GL_NO_ERROR, 65536, true },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_CALL_DEPTH_NV,
     GL_NO_ERROR, 4, true },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_IF_DEPTH_NV,
     GL_NO_ERROR, 48, true },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_LOOP_DEPTH_NV,
     GL_NO_ERROR, 4, true },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_LOOP_COUNT_NV,
     GL_NO_ERROR, 255, true },
   /* NV_gpu_program4's block limits of "!!NVvp4.0" */
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_IF_DEPTH_NV, GL_NO_ERROR, 48 },
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_LOOP_DEPTH_NV, GL_NO_ERROR, 4 },
   /* the loop count is NV_fragment_program2's only */
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_LOOP_COUNT_NV,
     GL_INVALID_ENUM, -1 },
   /* the neighbouring enums stay unknown */
   { GL_VERTEX_PROGRAM_ARB, 0x88F3, GL_INVALID_ENUM, -1 },
   { GL_FRAGMENT_PROGRAM_ARB, 0x88F3, GL_INVALID_ENUM, -1 },
   { GL_FRAGMENT_PROGRAM_ARB, 0x88F9, GL_INVALID_ENUM, -1 },
   /* Mesa still answers its own queries (2 address registers, as
    * nvprog sets for the option) */
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_ADDRESS_REGISTERS_ARB,
     GL_NO_ERROR, 2 },
};

enum nvpt_result
nvpt_test(void)
{
   PFNGLGETPROGRAMIVARBPROC get_program_iv;
   PFNGLGETNAMEDPROGRAMIVEXTPROC get_named_program_iv = NULL;
   bool pass = true;
   bool fp2;

   nvpt_require_extension("GL_NV_vertex_program2_option");
   fp2 = nvpt_has_extension("GL_NV_fragment_program2");
   get_program_iv = nvpt_get_proc("glGetProgramivARB");
   if (nvpt_has_extension("GL_EXT_direct_state_access"))
      get_named_program_iv = nvpt_get_proc("glGetNamedProgramivEXT");

   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(cases); i++) {
      const struct iv_case *c = &cases[i];
      GLenum error = c->fp2 && !fp2 ? GL_INVALID_ENUM : c->error;
      GLint expected = c->fp2 && !fp2 ? -1 : c->expected;
      GLint value = -1;

      get_program_iv(c->target, c->pname, &value);
      pass = nvpt_expect_error(error, "case %u", i) && pass;
      if (value != expected) {
         fprintf(stderr, "case %u: %s %#x gave %d, expected %d\n", i,
                 nvpt_enum_name(c->target), c->pname, value, expected);
         pass = false;
      }
      if (!get_named_program_iv)
         continue;
      value = -1;
      /* one program name per target: a name is bound to one */
      get_named_program_iv(c->target == GL_VERTEX_PROGRAM_ARB ? 7 : 8,
                           c->target, c->pname, &value);
      pass = nvpt_expect_error(error, "named case %u", i) && pass;
      if (value != expected) {
         fprintf(stderr, "named case %u: gave %d, expected %d\n", i, value,
                 expected);
         pass = false;
      }
   }
   return pass ? NVPT_PASS : NVPT_FAIL;
}
