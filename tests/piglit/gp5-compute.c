/*
 * NV_compute_program5 through the GL, with GL_NV_gpu_program5 enabled
 * (MESA_EXTENSION_OVERRIDE until nvprog advertises it; without it the
 * test skips, gp5-bits checks the refusal of version 5 headers).
 *
 * Where the driver has compute shaders (ARB_compute_shader: llvmpipe
 * and softpipe), COMPUTE_PROGRAM_NV is a target of the ARB program
 * commands (Mesa patch 0030):
 *
 * - "!!NVcp5.0" loads through it (PROGRAM_ERROR_POSITION_ARB -1,
 *   PROGRAM_INSTRUCTIONS_ARB its count); load errors at their token (no
 *   GROUP_SIZE, a GROUP_SIZE dimension above
 *   MAX_COMPUTE_WORK_GROUP_SIZE, SHARED_MEMORY above
 *   MAX_COMPUTE_SHARED_MEMORY_SIZE, an LDS beyond SHARED_MEMORY, an
 *   ATOMS atomic and storage pair of no row of Table X.Y, a result
 *   variable), the bound program kept; another header through the
 *   target, and "!!NVcp5.0" through VERTEX_PROGRAM_ARB, fail at byte 0;
 * - Enable/Disable/IsEnabled/GetIntegerv(COMPUTE_PROGRAM_NV);
 *   ProgramEnvParameter4fARB / ProgramLocalParameter4fARB and their
 *   getters on the target; GetProgramivARB's MAX_PROGRAM_IF_DEPTH_NV;
 * - DispatchCompute: INVALID_OPERATION (ARB_compute_shader's "no active
 *   program for the compute shader stage") while the target is disabled
 *   and while it is enabled with no program loaded; with a loaded one
 *   it runs (every invocation binding, LDS, STS, ATOMS, BAR, MEMBAR)
 *   without an error, as does DispatchComputeIndirect (whose missing
 *   DISPATCH_INDIRECT_BUFFER is INVALID_OPERATION).
 *
 * Without compute shaders the target is no target: INVALID_ENUM.
 */
#include "harness.h"

#include <stdio.h>
#include <string.h>

#ifndef GL_COMPUTE_PROGRAM_NV
#define GL_COMPUTE_PROGRAM_NV 0x90FB
#endif
#ifndef GL_DISPATCH_INDIRECT_BUFFER
#define GL_DISPATCH_INDIRECT_BUFFER 0x90EE
#endif

typedef void (*dispatch_fn)(GLuint, GLuint, GLuint);
typedef void (*dispatch_indirect_fn)(GLintptr);

/* Every compute piece in one program: 2 x 2 groups of 4 x 2. */
static const char every[] =
   "!!NVcp5.0\n"
   "GROUP_SIZE 4 2;\n"
   "SHARED_MEMORY 64;\n"
   "SHARED words[] = { program.sharedmem[0..63] };\n"
   "UINT TEMP i, g, v;\n"
   "MOV.U i, invocation.localid;\n"
   "MOV.U g, invocation.globalid;\n"
   "ADD.U v, invocation.groupid, invocation.groupcount;\n"
   "ADD.U v, v, invocation.groupsize;\n"
   "MOV.U i.w, invocation.localindex.x;\n"
   "SHL.U i.z, i.w, 2;\n"
   "STS.U32 g.x, words[i.z];\n"
   "STS.U8 i.w, words[40];\n"
   "BAR;\n"
   "MEMBAR.CTA;\n"
   "LDS.U32X2 v, words[i.z];\n"
   "ATOMS.ADD.U32 v.x, 1, words[60];\n"
   "ATOMS.IWRAP.U32 v.x, 7, words[56];\n"
   "MEMBAR;\n"
   "END\n";

static bool
check_int(const char *what, GLint got, GLint expected)
{
   if (got == expected)
      return true;
   printf("%s: %d, expected %d\n", what, got, expected);
   return false;
}

/* Without compute shaders: the target of no command. */
static bool
no_target(void)
{
   PFNGLPROGRAMSTRINGARBPROC program_string =
      nvpt_get_proc("glProgramStringARB");
   PFNGLBINDPROGRAMARBPROC bind_program = nvpt_get_proc("glBindProgramARB");
   bool pass = true;

   bind_program(GL_COMPUTE_PROGRAM_NV, 5);
   pass = nvpt_expect_error(GL_INVALID_ENUM, "BindProgramARB") && pass;
   program_string(GL_COMPUTE_PROGRAM_NV, GL_PROGRAM_FORMAT_ASCII_ARB,
                  (GLsizei)strlen(every), every);
   pass = nvpt_expect_error(GL_INVALID_ENUM, "ProgramStringARB") && pass;
   glEnable(GL_COMPUTE_PROGRAM_NV);
   pass = nvpt_expect_error(GL_INVALID_ENUM, "Enable") && pass;
   return pass;
}

static bool
load_errors(void)
{
   PFNGLGETPROGRAMIVARBPROC get_program_iv =
      nvpt_get_proc("glGetProgramivARB");
   static const char cp[] = "!!NVcp5.0\n";
   const GLint n = (GLint)strlen(cp);
   char big[128], shared[128];
   bool pass = true;
   GLint len = 0;

   snprintf(big, sizeof(big), "%sGROUP_SIZE %d;\nEND\n", cp, 1025);
   snprintf(shared, sizeof(shared),
            "%sGROUP_SIZE 1;\nSHARED_MEMORY 32769;\nEND\n", cp);
   const struct nvpt_bad_text bad[] = {
      /* "A program will fail to load unless it contains exactly one
       * GROUP_SIZE declaration." */
      { "!!NVcp5.0\nTEMP t;\nEND\n", n },
      { "!!NVcp5.0\nGROUP_SIZE 1;\nGROUP_SIZE 1;\nEND\n", n + 14 },
      /* "less than or equal to the value of the
       * implementation-dependent limit MAX_COMPUTE_LOCAL_WORK_SIZE" */
      { big, n + 11 },
      { shared, n + 28 },
      /* "with an offset that would access memory beyond the declared
       * shared memory size" */
      { "!!NVcp5.0\nGROUP_SIZE 1;\nSHARED_MEMORY 8;\nTEMP t;\n"
        "SHARED s[8] = { program.sharedmem };\nLDS.U32X2 t, s[4];\n"
        "END\n", n + 89 },
      /* IWRAP takes U32 only */
      { "!!NVcp5.0\nGROUP_SIZE 1;\nSHARED_MEMORY 8;\nTEMP t;\n"
        "SHARED s = program.sharedmem[0];\n"
        "ATOMS.IWRAP.S32 t.x, 1, s;\nEND\n", n + 84 },
      /* "Compute programs have no result variables" */
      { "!!NVcp5.0\nGROUP_SIZE 1;\nMOV result.color, 1;\nEND\n",
        n + 18 },
      /* the target reads compute programs only */
      { "!!NVvp5.0\nMOV result.position, vertex.position;\nEND\n", 0 },
   };

   if (!nvpt_load_arb_program(GL_COMPUTE_PROGRAM_NV, 7, every))
      return false;
   pass = nvpt_load_arb_programs_bad(GL_COMPUTE_PROGRAM_NV, 7, bad,
                                     sizeof(bad) / sizeof(bad[0])) && pass;
   /* the bound program stays */
   get_program_iv(GL_COMPUTE_PROGRAM_NV, GL_PROGRAM_LENGTH_ARB, &len);
   pass = check_int("PROGRAM_LENGTH_ARB after the errors", len,
                    (GLint)strlen(every)) && pass;
   get_program_iv(GL_COMPUTE_PROGRAM_NV, GL_PROGRAM_INSTRUCTIONS_ARB, &len);
   pass = check_int("PROGRAM_INSTRUCTIONS_ARB", len, 14) && pass;
   get_program_iv(GL_COMPUTE_PROGRAM_NV, GL_MAX_PROGRAM_IF_DEPTH_NV, &len);
   pass = check_int("MAX_PROGRAM_IF_DEPTH_NV", len, 48) && pass;
   pass = nvpt_expect_error(GL_NO_ERROR, "GetProgramivARB") && pass;
   /* "!!NVcp5.0" through another target: at its header */
   pass = nvpt_load_arb_program_bad(GL_VERTEX_PROGRAM_ARB, 8, every, 0) &&
          pass;
   nvpt_clear_errors();
   return pass;
}

static bool
parameters(void)
{
   PFNGLPROGRAMENVPARAMETER4FARBPROC env4f =
      nvpt_get_proc("glProgramEnvParameter4fARB");
   PFNGLGETPROGRAMENVPARAMETERFVARBPROC get_env =
      nvpt_get_proc("glGetProgramEnvParameterfvARB");
   PFNGLPROGRAMLOCALPARAMETER4FARBPROC local4f =
      nvpt_get_proc("glProgramLocalParameter4fARB");
   PFNGLGETPROGRAMLOCALPARAMETERFVARBPROC get_local =
      nvpt_get_proc("glGetProgramLocalParameterfvARB");
   static const float env[4] = { 1, 2, 3, 4 }, local[4] = { 5, 6, 7, 8 };
   float got[4];
   bool pass = true;

   env4f(GL_COMPUTE_PROGRAM_NV, 3, 1, 2, 3, 4);
   get_env(GL_COMPUTE_PROGRAM_NV, 3, got);
   pass = nvpt_check_vec4("program.env[3]", got, env, 0) && pass;
   local4f(GL_COMPUTE_PROGRAM_NV, 2, 5, 6, 7, 8);
   get_local(GL_COMPUTE_PROGRAM_NV, 2, got);
   pass = nvpt_check_vec4("program.local[2]", got, local, 0) && pass;
   /* the vertex target's are another set */
   get_env(GL_VERTEX_PROGRAM_ARB, 3, got);
   pass = !(got[0] == 1 && got[3] == 4) && pass;
   return nvpt_expect_error(GL_NO_ERROR, "parameters") && pass;
}

static bool
dispatches(void)
{
   dispatch_fn dispatch = (dispatch_fn)nvpt_get_proc("glDispatchCompute");
   dispatch_indirect_fn indirect =
      (dispatch_indirect_fn)nvpt_get_proc("glDispatchComputeIndirect");
   PFNGLBINDPROGRAMARBPROC bind_program = nvpt_get_proc("glBindProgramARB");
   PFNGLGENBUFFERSPROC gen_buffers = nvpt_get_proc("glGenBuffers");
   PFNGLBINDBUFFERPROC bind_buffer = nvpt_get_proc("glBindBuffer");
   PFNGLBUFFERDATAPROC buffer_data = nvpt_get_proc("glBufferData");
   static const GLuint groups[3] = { 2, 2, 1 };
   bool pass = true;
   GLboolean on = GL_TRUE;
   GLint value = -1;
   GLuint buf;

   /* disabled: no program for the stage */
   on = glIsEnabled(GL_COMPUTE_PROGRAM_NV);
   pass = check_int("IsEnabled(COMPUTE_PROGRAM_NV) at first", on, 0) &&
          pass;
   dispatch(1, 1, 1);
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "DispatchCompute "
                            "without a compute program") && pass;
   /* enabled, the default program (nothing loaded) bound */
   glEnable(GL_COMPUTE_PROGRAM_NV);
   glGetIntegerv(GL_COMPUTE_PROGRAM_NV, &value);
   pass = check_int("GetIntegerv(COMPUTE_PROGRAM_NV)", value, 1) && pass;
   bind_program(GL_COMPUTE_PROGRAM_NV, 0);
   dispatch(1, 1, 1);
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "DispatchCompute with "
                            "no program loaded") && pass;
   /* the loaded one runs */
   bind_program(GL_COMPUTE_PROGRAM_NV, 7);
   dispatch(2, 2, 1);
   pass = nvpt_expect_error(GL_NO_ERROR, "DispatchCompute") && pass;
   dispatch(0, 1, 1);
   pass = nvpt_expect_error(GL_NO_ERROR, "DispatchCompute(0, 1, 1)") &&
          pass;
   indirect(0);
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "DispatchComputeIndirect "
                            "without DISPATCH_INDIRECT_BUFFER") && pass;
   gen_buffers(1, &buf);
   bind_buffer(GL_DISPATCH_INDIRECT_BUFFER, buf);
   buffer_data(GL_DISPATCH_INDIRECT_BUFFER, sizeof(groups), groups,
               GL_STATIC_DRAW);
   indirect(0);
   pass = nvpt_expect_error(GL_NO_ERROR, "DispatchComputeIndirect") &&
          pass;
   glFinish();
   glDisable(GL_COMPUTE_PROGRAM_NV);
   on = glIsEnabled(GL_COMPUTE_PROGRAM_NV);
   pass = check_int("IsEnabled after Disable", on, 0) && pass;
   dispatch(1, 1, 1);
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "DispatchCompute "
                            "after Disable") && pass;
   return pass;
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   if (!nvpt_has_extension("GL_NV_gpu_program5"))
      nvpt_skip("GL_NV_gpu_program5 is not enabled");
   if (!nvpt_has_extension("GL_ARB_compute_shader"))
      return nvpt_end_test(no_target());
   pass = load_errors() && pass;
   pass = parameters() && pass;
   pass = dispatches() && pass;
   return nvpt_end_test(pass);
}
