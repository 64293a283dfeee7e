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
 *   DISPATCH_INDIRECT_BUFFER is INVALID_OPERATION);
 * - what a dispatch computes, written by STORE through a resident
 *   buffer's GPU address (program.local[0], NV_shader_buffer_store) and
 *   read back after MemoryBarrier: a 3 x 2 grid of 4 x 2 groups
 *   (DispatchCompute) and a 2 x 1 one (DispatchComputeIndirect), one
 *   128-byte record per invocation at its flattened global index: every
 *   invocation binding of every invocation, a shared-memory reduction
 *   after BAR (the sum of the group's eight words, 36, and the
 *   neighbour's word), STS.U8 of eight neighbouring bytes read back as
 *   two words, ATOMS.ADD's return values (each group's a permutation of
 *   0..7) and final 8, ATOMS.IWRAP's (each of 0..3 twice, final 0),
 *   ATOMS.MAX's final 21 -- exact, on both drivers;
 * - a BUFFER4 array on binding point 2 of
 *   COMPUTE_PROGRAM_PARAMETER_BUFFER_NV (BindBufferBaseNV, its
 *   GetIntegerIndexedvEXT) read by each invocation at its localindex.
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

#ifndef GL_BUFFER_GPU_ADDRESS_NV
#define GL_BUFFER_GPU_ADDRESS_NV 0x8F1D
#endif
#ifndef GL_COMPUTE_PROGRAM_PARAMETER_BUFFER_NV
#define GL_COMPUTE_PROGRAM_PARAMETER_BUFFER_NV 0x90FC
#endif
#ifndef GL_SHADER_GLOBAL_ACCESS_BARRIER_BIT_NV
#define GL_SHADER_GLOBAL_ACCESS_BARRIER_BIT_NV 0x00000010
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

/* One 128-byte record per invocation at its flattened global index
 * (globalid.y * groupcount.x * 4 + globalid.x; 4 x 2 groups, z 1). */
static const char values[] =
   "!!NVcp5.0\n"
   "GROUP_SIZE 4 2;\n"
   "SHARED_MEMORY 64;\n"
   "SHARED words[] = { program.sharedmem[0..63] };\n"
   "LONG TEMP L;\n"
   "UINT TEMP li, o, s, r, t;\n"
   "PK64.U L, program.local[0];\n"
   "MOV.U li.x, invocation.localindex.x;\n"
   "MUL.U o.x, invocation.groupcount.x, 4;\n"
   "MUL.U o.x, o.x, invocation.globalid.y;\n"
   "ADD.U o.x, o.x, invocation.globalid.x;\n"
   "MUL.U o.x, o.x, 128;\n"
   "MOV.U64 L.y, o.x;\n"
   "ADD.U64 L.y, L.x, L.y;\n"
   /* the bindings; w: localindex and groupsize's x, y, z */
   "MOV.U t, invocation.localid;\n"
   "MOV.U t.w, li.x;\n"
   "STORE.U32X4 t, L.y;\n"
   "MOV.U t, invocation.globalid;\n"
   "MOV.U t.w, invocation.groupsize.x;\n"
   "ADD.U64 L.z, L.y, 16;\n"
   "STORE.U32X4 t, L.z;\n"
   "MOV.U t, invocation.groupid;\n"
   "MOV.U t.w, invocation.groupsize.y;\n"
   "ADD.U64 L.z, L.y, 32;\n"
   "STORE.U32X4 t, L.z;\n"
   "MOV.U t, invocation.groupcount;\n"
   "MOV.U t.w, invocation.groupsize.z;\n"
   "ADD.U64 L.z, L.y, 48;\n"
   "STORE.U32X4 t, L.z;\n"
   /* words 0..7: localindex + 1; bytes 48..55 the same; invocation 0
    * clears words 32..47 (the counters) */
   "SHL.U s.x, li.x, 2;\n"
   "ADD.U s.y, li.x, 1;\n"
   "STS.U32 s.y, words[s.x];\n"
   "ADD.U s.z, li.x, 48;\n"
   "STS.U8 s.y, words[s.z];\n"
   "MOV.U.CC t.x, li.x;\n"
   "IF EQ.x;\n"
   "STS.U32X4 {0, 0, 0, 0}, words[32];\n"
   "ENDIF;\n"
   "BAR;\n"
   /* (the result is x: "The <y>, <z>, and <w> components of the result
    * vector are undefined") */
   "ATOMS.ADD.U32 t.x, 1, words[32];\n"
   "MOV.U r.z, t.x;\n"
   "ATOMS.IWRAP.U32 t.x, 3, words[36];\n"
   "MOV.U r.w, t.x;\n"
   "MUL.U s.w, li.x, 3;\n"
   "ATOMS.MAX.U32 t.x, s.w, words[40];\n"
   /* the group's sum and the neighbour's word */
   "LDS.U32X4 t, words[0];\n"
   "ADD.U r.x, t.x, t.y;\n"
   "ADD.U r.x, r.x, t.z;\n"
   "ADD.U r.x, r.x, t.w;\n"
   "LDS.U32X4 t, words[16];\n"
   "ADD.U r.x, r.x, t.x;\n"
   "ADD.U r.x, r.x, t.y;\n"
   "ADD.U r.x, r.x, t.z;\n"
   "ADD.U r.x, r.x, t.w;\n"
   "ADD.U s.x, li.x, 1;\n"
   "AND.U s.x, s.x, 7;\n"
   "SHL.U s.x, s.x, 2;\n"
   "LDS.U32 s, words[s.x];\n"
   "MOV.U r.y, s.x;\n"
   "ADD.U64 L.z, L.y, 64;\n"
   "STORE.U32X4 r, L.z;\n"
   /* after every invocation's atomics: the finals and the bytes */
   "BAR;\n"
   "LDS.U32X4 t, words[32];\n"
   "LDS.U32X2 s, words[48];\n"
   "MOV.U t.w, s.x;\n"
   "ADD.U64 L.z, L.y, 80;\n"
   "STORE.U32X4 t, L.z;\n"
   "ADD.U64 L.z, L.y, 96;\n"
   "STORE.U32 s.y, L.z;\n"
   "END\n";

/* Invocation i stores member i of a BUFFER4 array on binding point 2. */
static const char buffered[] =
   "!!NVcp5.0\n"
   "GROUP_SIZE 2;\n"
   "UINT BUFFER4 pb[] = { program.buffer[2][0..1] };\n"
   "LONG TEMP L;\n"
   "UINT TEMP i, t;\n"
   "PK64.U L, program.local[0];\n"
   "MOV.U i.x, invocation.localindex.x;\n"
   "MUL.U i.y, i.x, 16;\n"
   "MOV.U64 L.y, i.y;\n"
   "ADD.U64 L.y, L.x, L.y;\n"
   "MOV.U t, pb[i.x];\n"
   "STORE.U32X4 t, L.y;\n"
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
   /* one byte past the GL's MAX_COMPUTE_SHARED_MEMORY_SIZE (32768 on
    * llvmpipe and softpipe; NVIDIA's is larger) */
   GLint max_shared = 32768;
   glGetIntegerv(0x8262 /* MAX_COMPUTE_SHARED_MEMORY_SIZE */, &max_shared);
   snprintf(shared, sizeof(shared),
            "%sGROUP_SIZE 1;\nSHARED_MEMORY %d;\nEND\n", cp,
            max_shared + 1);
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
   /* nvprog's limit (NVIDIA's driver: 1024) */
   if (nvpt_is_nvprog())
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

/* The records of a gx x gy grid (32 words each) against what the spec
 * says each invocation sees. */
static bool
check_records(const char *what, const GLuint *rec, unsigned gx,
              unsigned gy)
{
   unsigned w = gx * 4, h = gy * 2, bad = 0;
   unsigned add_seen[64] = { 0 }, wrap_seen[64][4] = { { 0 } };

   for (unsigned y = 0; y < h; y++) {
      for (unsigned x = 0; x < w; x++) {
         const GLuint *r = rec + (y * w + x) * 32;
         unsigned lx = x % 4, ly = y % 2, li = ly * 4 + lx;
         unsigned group = (y / 2) * gx + x / 4;
         const GLuint want[24] = {
            lx, ly, 0, li,  x, y, 0, 4,  x / 4, y / 2, 0, 2,
            gx, gy, 1, 1,
            36, (li + 1) % 8 + 1, r[18], r[19],
            8, 0, 21, 0x04030201,
         };
         for (unsigned k = 0; k < 24; k++) {
            if (r[k] != want[k] && bad++ < 8)
               printf("%s: invocation (%u, %u) word %u is %u, expected "
                      "%u\n", what, x, y, k, r[k], want[k]);
         }
         if (r[24] != 0x08070605 && bad++ < 8)
            printf("%s: invocation (%u, %u) bytes 52..55 0x%08x, expected "
                   "0x08070605\n", what, x, y, r[24]);
         /* "The result of the ATOMS instruction is the scalar value read
          * from memory": eight adds of 1 read 0..7 once each, eight
          * IWRAPs at 3 read 0, 1, 2, 3 twice each */
         if (r[18] < 8)
            add_seen[group] |= 1u << r[18];
         if (r[19] < 4)
            wrap_seen[group][r[19]]++;
         else if (bad++ < 8)
            printf("%s: invocation (%u, %u) IWRAP read %u\n", what, x, y,
                   r[19]);
      }
   }
   for (unsigned g = 0; g < gx * gy; g++) {
      if (add_seen[g] != 0xff && bad++ < 8)
         printf("%s: group %u's ATOMS.ADD read the set 0x%02x, expected "
                "0..7\n", what, g, add_seen[g]);
      for (unsigned v = 0; v < 4; v++) {
         if (wrap_seen[g][v] != 2 && bad++ < 8)
            printf("%s: group %u's ATOMS.IWRAP read %u %u times, expected "
                   "2\n", what, g, v, wrap_seen[g][v]);
      }
   }
   return bad == 0;
}

static bool
dispatch_values(void)
{
   dispatch_fn dispatch = (dispatch_fn)nvpt_get_proc("glDispatchCompute");
   dispatch_indirect_fn indirect =
      (dispatch_indirect_fn)nvpt_get_proc("glDispatchComputeIndirect");
   PFNGLGENBUFFERSPROC gen_buffers = nvpt_get_proc("glGenBuffers");
   PFNGLBINDBUFFERPROC bind_buffer = nvpt_get_proc("glBindBuffer");
   PFNGLBUFFERDATAPROC buffer_data = nvpt_get_proc("glBufferData");
   PFNGLGETBUFFERSUBDATAPROC get_sub_data =
      nvpt_get_proc("glGetBufferSubData");
   void (*make_resident)(GLenum, GLenum) =
      nvpt_get_proc("glMakeBufferResidentNV");
   void (*get_address)(GLenum, GLenum, GLuint64EXT *) =
      nvpt_get_proc("glGetBufferParameterui64vNV");
   void (*local_ui)(GLenum, GLuint, GLuint, GLuint, GLuint, GLuint) =
      nvpt_get_proc("glProgramLocalParameterI4uiNV");
   void (*memory_barrier)(GLbitfield) = nvpt_get_proc("glMemoryBarrier");
   static GLuint rec[48 * 32];
   static const GLuint groups[3] = { 2, 1, 1 };
   GLuint64EXT addr = 0;
   GLuint buf[2];
   bool pass = true;

   if (!make_resident || !get_address || !local_ui || !memory_barrier) {
      printf("no NV_shader_buffer_store entry points\n");
      return false;
   }
   if (!nvpt_load_arb_program(GL_COMPUTE_PROGRAM_NV, 9, values))
      return false;
   glEnable(GL_COMPUTE_PROGRAM_NV);
   gen_buffers(2, buf);
   memset(rec, 0xcd, sizeof(rec));
   bind_buffer(GL_ARRAY_BUFFER, buf[0]);
   buffer_data(GL_ARRAY_BUFFER, sizeof(rec), rec, GL_DYNAMIC_COPY);
   make_resident(GL_ARRAY_BUFFER, GL_READ_WRITE);
   get_address(GL_ARRAY_BUFFER, GL_BUFFER_GPU_ADDRESS_NV, &addr);
   local_ui(GL_COMPUTE_PROGRAM_NV, 0, (GLuint)addr, (GLuint)(addr >> 32),
            0, 0);
   pass = nvpt_expect_error(GL_NO_ERROR, "the record buffer") && pass;

   dispatch(3, 2, 1);
   pass = nvpt_expect_error(GL_NO_ERROR, "DispatchCompute(3, 2, 1)") && pass;
   memory_barrier(GL_SHADER_GLOBAL_ACCESS_BARRIER_BIT_NV);
   get_sub_data(GL_ARRAY_BUFFER, 0, sizeof(rec), rec);
   pass = check_records("DispatchCompute(3, 2, 1)", rec, 3, 2) && pass;

   /* again through DISPATCH_INDIRECT_BUFFER: a 2 x 1 grid */
   memset(rec, 0xcd, sizeof(rec));
   buffer_data(GL_ARRAY_BUFFER, sizeof(rec), rec, GL_DYNAMIC_COPY);
   make_resident(GL_ARRAY_BUFFER, GL_READ_WRITE);
   get_address(GL_ARRAY_BUFFER, GL_BUFFER_GPU_ADDRESS_NV, &addr);
   local_ui(GL_COMPUTE_PROGRAM_NV, 0, (GLuint)addr, (GLuint)(addr >> 32),
            0, 0);
   bind_buffer(GL_DISPATCH_INDIRECT_BUFFER, buf[1]);
   buffer_data(GL_DISPATCH_INDIRECT_BUFFER, sizeof(groups), groups,
               GL_STATIC_DRAW);
   indirect(0);
   pass = nvpt_expect_error(GL_NO_ERROR, "DispatchComputeIndirect") &&
          pass;
   memory_barrier(GL_SHADER_GLOBAL_ACCESS_BARRIER_BIT_NV);
   get_sub_data(GL_ARRAY_BUFFER, 0, sizeof(rec), rec);
   pass = check_records("DispatchComputeIndirect(2, 1, 1)", rec, 2, 1) &&
          pass;
   /* (the rest of the buffer untouched) */
   if (rec[16 * 32] != 0xcdcdcdcd) {
      printf("DispatchComputeIndirect wrote past its 16 invocations\n");
      pass = false;
   }

   /* a parameter buffer of the compute target */
   static const GLuint words[8] = { 11, 12, 13, 14, 21, 22, 23, 24 };
   void (*bind_base)(GLenum, GLuint, GLuint) =
      nvpt_get_proc("glBindBufferBaseNV");
   void (*indexed)(GLenum, GLuint, GLint *) =
      nvpt_get_proc("glGetIntegerIndexedvEXT");
   GLuint pbuf;
   GLint bound = 0;
   gen_buffers(1, &pbuf);
   bind_buffer(GL_COMPUTE_PROGRAM_PARAMETER_BUFFER_NV, pbuf);
   buffer_data(GL_COMPUTE_PROGRAM_PARAMETER_BUFFER_NV, sizeof(words), words,
               GL_STATIC_DRAW);
   bind_base(GL_COMPUTE_PROGRAM_PARAMETER_BUFFER_NV, 2, pbuf);
   indexed(GL_COMPUTE_PROGRAM_PARAMETER_BUFFER_NV, 2, &bound);
   pass = check_int("GetIntegerIndexedvEXT(COMPUTE_PROGRAM_PARAMETER_"
                    "BUFFER_NV, 2)", bound, (GLint)pbuf) && pass;
   if (!nvpt_load_arb_program(GL_COMPUTE_PROGRAM_NV, 10, buffered))
      return false;
   memset(rec, 0xcd, sizeof(rec));
   buffer_data(GL_ARRAY_BUFFER, sizeof(rec), rec, GL_DYNAMIC_COPY);
   make_resident(GL_ARRAY_BUFFER, GL_READ_WRITE);
   get_address(GL_ARRAY_BUFFER, GL_BUFFER_GPU_ADDRESS_NV, &addr);
   local_ui(GL_COMPUTE_PROGRAM_NV, 0, (GLuint)addr, (GLuint)(addr >> 32),
            0, 0);
   dispatch(1, 1, 1);
   pass = nvpt_expect_error(GL_NO_ERROR, "the BUFFER4 program") && pass;
   memory_barrier(GL_SHADER_GLOBAL_ACCESS_BARRIER_BIT_NV);
   get_sub_data(GL_ARRAY_BUFFER, 0, sizeof(words), rec);
   for (unsigned k = 0; k < 8; k++) {
      if (rec[k] != words[k]) {
         printf("BUFFER4 pb[%u].%c: %u, expected %u\n", k / 4,
                "xyzw"[k % 4], rec[k], words[k]);
         pass = false;
      }
   }
   bind_buffer(GL_ARRAY_BUFFER, 0);
   bind_buffer(GL_DISPATCH_INDIRECT_BUFFER, 0);
   glDisable(GL_COMPUTE_PROGRAM_NV);
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
   pass = dispatch_values() && pass;
   return nvpt_end_test(pass);
}
