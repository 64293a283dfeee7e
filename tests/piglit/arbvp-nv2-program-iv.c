/*
 * NV_vertex_program2_option's GetProgramivARB queries: "Values queried
 * by GetProgramivARB require a <pname> of VERTEX_PROGRAM_ARB" (the spec
 * means <target>): MAX_PROGRAM_EXEC_INSTRUCTIONS_NV 65536 and
 * MAX_PROGRAM_CALL_DEPTH_NV 4, the bounds nvprog enforces.  For
 * FRAGMENT_PROGRAM_ARB they belong to NV_fragment_program2, which is not
 * advertised: INVALID_ENUM, value untouched.  Mesa's own queries still
 * answer, GetNamedProgramivEXT too.
 */
#include "harness.h"

#include <stdio.h>

static const struct iv_case {
   GLenum target;
   GLenum pname;
   GLenum error;
   GLint expected;   /* -1: the value must stay untouched */
} cases[] = {
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_EXEC_INSTRUCTIONS_NV,
     GL_NO_ERROR, 65536 },
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_CALL_DEPTH_NV, GL_NO_ERROR, 4 },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_EXEC_INSTRUCTIONS_NV,
     GL_INVALID_ENUM, -1 },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_CALL_DEPTH_NV,
     GL_INVALID_ENUM, -1 },
   /* the neighbouring enums stay unknown */
   { GL_VERTEX_PROGRAM_ARB, 0x88F3, GL_INVALID_ENUM, -1 },
   { GL_VERTEX_PROGRAM_ARB, 0x88F6, GL_INVALID_ENUM, -1 },
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

   nvpt_require_extension("GL_NV_vertex_program2_option");
   get_program_iv = nvpt_get_proc("glGetProgramivARB");
   if (nvpt_has_extension("GL_EXT_direct_state_access"))
      get_named_program_iv = nvpt_get_proc("glGetNamedProgramivEXT");

   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(cases); i++) {
      const struct iv_case *c = &cases[i];
      GLint value = -1;

      get_program_iv(c->target, c->pname, &value);
      pass = nvpt_expect_error(c->error, "case %u", i) && pass;
      if (value != c->expected) {
         fprintf(stderr, "case %u: %s %#x gave %d, expected %d\n", i,
                 nvpt_enum_name(c->target), c->pname, value, c->expected);
         pass = false;
      }
      if (!get_named_program_iv)
         continue;
      value = -1;
      /* one program name per target: a name is bound to one */
      get_named_program_iv(c->target == GL_VERTEX_PROGRAM_ARB ? 7 : 8,
                           c->target, c->pname, &value);
      pass = nvpt_expect_error(c->error, "named case %u", i) && pass;
      if (value != c->expected) {
         fprintf(stderr, "named case %u: gave %d, expected %d\n", i, value,
                 c->expected);
         pass = false;
      }
   }
   return pass ? NVPT_PASS : NVPT_FAIL;
}
