/*
 * NV_gpu_program5's first pieces through the GL (issue 16).  With
 * GL_NV_gpu_program5 enabled (MESA_EXTENSION_OVERRIDE=+GL_NV_gpu_program5
 * until nvprog advertises it: meson registers the test both ways),
 * "!!NVfp5.0" and "!!NVvp5.0" programs load through ProgramStringARB and
 * BFE, BFI, BFR, BTC, BTFL and BTFM give section 2.X.8.Z's results
 * (and TGALL, TGANY and TGEQ, each thread a group of one),
 * exactly, in fragment and vertex programs; LDC and CBUFFER need no
 * option.  Without it, the version 5 headers fail with
 * INVALID_OPERATION at position 0 and the bound program stays as it was.
 *
 * Integer results reach the float target through I2F (I2F.U), so an
 * expected value is the float of the integer (0xF0F0F0F0 is 4042322176
 * there).
 */
#include "harness.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define U 4042322160.0    /* 0xF0F0F0F0 */

static const struct bits_case {
   const char *name;
   const char *body;       /* ends writing result.color */
   double expect[4];
} cases[] = {
   /* a field of 0 bits is 0, one of 32 bits the whole value */
   { "BFE.U", "MOV.U u, 4042322160; BFE.U v.x, {8, 4, 0, 0}, u;"
     "BFE.U v.y, {0, 7, 0, 0}, u; BFE.U v.z, {32, 0, 0, 0}, u;"
     "BFE.U v.w, {4, 28, 0, 0}, u; I2F.U result.color, v;",
     { 15, 0, U, 15 } },
   /* .S sign-extends: -16 is 0xFFFFFFF0 */
   { "BFE.S", "MOV.S i, -16; BFE.S j.x, {4, 4, 0, 0}, i;"
     "BFE.S j.y, {4, 0, 0, 0}, i; BFE.S j.z, {32, 0, 0, 0}, i;"
     "BFE j.w, {3, 29, 0, 0}, i; I2F result.color, j;",
     { -1, 0, -16, -1 } },
   /* 171 = 0xAB into bits 4..11, 0 bits, all 32, bit 31 cleared */
   { "BFI", "MOV.U u, 4042322160; BFI.U v.x, {8, 4, 0, 0}, 171, u;"
     "BFI.U v.y, {0, 3, 0, 0}, 171, u; BFI.U v.z, {32, 0, 0, 0}, 171, u;"
     "BFI.U v.w, {1, 31, 0, 0}, 0, u; I2F.U result.color, v;",
     { 4042324656.0, U, 171, 1894838512.0 } },
   /* BTFL/BTFM of 0: all bits (.U) or -1 (.S); BTFM.S of a negative
    * value: its most significant zero bit */
   { "BFR BTC", "MOV.U u, 2; BFR.U v.x, u; BTC.U v.y, 4042322160;"
     "BTC.U v.z, 4294967295; BFR.U v.w, 4194304; I2F.U result.color, v;",
     { 1073741824.0, 16, 32, 512 } },
   { "BTFL BTFM", "MOV.S i, {40, 0, -16, 1}; BTFL j.x, i.x;"
     "BTFM j.y, i.y; BTFM.S j.z, i.z; BTFM.S j.w, i.w;"
     "I2F result.color, j;", { 3, -1, 3, 0 } },
   { "BTFL.U BTFM.U", "MOV.U u, {0, 40, 2147483648, 1};"
     "BTFL.U v.x, u.x; BTFM.U v.y, u.y; BTFM.U v.z, u.z; BTFL.U v.w, u.y;"
     "I2F.U result.color, v;", { 4294967295.0, 5, 31, 3 } },
   /* CC: BTC of 0 sets ZF */
   { "BTC.CC", "BTC.U.CC u.x, 0; MOV result.color, 1;"
     "MOV result.color (EQ.x), 9;", { 9, 9, 9, 9 } },
   /* the thread group tests, each thread its own group: TGALL and
    * TGANY test the thread's own component, TGEQ is TRUE; TGANY through
    * the CC too */
   { "TGALL TGANY TGEQ", "MOV.U u, {0, 7, 0, 0};"
     "TGALL.U v.x, u.y; TGANY.U v.y, u.x; TGEQ.U v.z, u.x;"
     "TGANY.U.CC v.w, u.y; MOV.U v.w (NE.w), 5; I2F.U result.color, v;",
     { 4294967295.0, 0, 4294967295.0, 5 } },
   { "TGALL.F", "TGALL result.color, {2.5, 0, -0.0, 1};", { 1, 0, 0, 1 } },
   /* bits from the parameters: p0 = (8, 4, 32, 0) as integers */
   { "BFE p0", "MOV.U u, p0; BFE.U v, u, 4042322160;"
     "BFE.U v.w, u.zwzw, 4042322160; I2F.U result.color, v;",
     { 15, 15, 15, U } },
};

#define HEAD "!!NVfp5.0\nPARAM p0 = program.local[0];\n" \
             "INT TEMP i, j;\nUINT TEMP u, v;\n"

static const char vp5[] =
   "!!NVvp5.0\nUINT TEMP u;\nMOV result.position, vertex.position;\n"
   "BFI.U u, {16, 8, 0, 0}, {1, 2, 3, 65535}, 4294967295;\n"
   "BTC.U u.w, u.w;\nI2F.U result.color, u;\nEND\n";
static const char pass_fp[] =
   "!!NVfp4.0\nMOV result.color, fragment.color;\nEND\n";

static bool
draw(const char *name, const float expect[4], bool vertex)
{
   return nvpt_draw_arb_programs(name, expect, vertex);
}

/* Without the extension: "!!NVfp5.0", "!!NVvp5.0" and "!!NVgp5.0" fail
 * at position 0 and the program bound before keeps drawing. */
static bool
refused(void)
{
   static const float green[4] = { 0, 1, 0, 1 };
   bool pass = nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1,
                                     "!!NVfp4.0\nMOV result.color, "
                                     "{0, 1, 0, 1};\nEND\n");

   pass = nvpt_load_arb_program_bad(GL_FRAGMENT_PROGRAM_ARB, 1,
                                    "!!NVfp5.0\nMOV result.color, 1;\n"
                                    "END\n", 0) && pass;
   pass = nvpt_load_arb_program_bad(GL_VERTEX_PROGRAM_ARB, 2,
                                    "!!NVvp5.0\nMOV result.position, "
                                    "vertex.position;\nEND\n", 0) && pass;
   pass = nvpt_load_arb_program_bad(GL_GEOMETRY_PROGRAM_NV, 3,
                                    "!!NVgp5.0\nPRIMITIVE_IN POINTS;\n"
                                    "PRIMITIVE_OUT POINTS;\n"
                                    "VERTICES_OUT 1;\nEND\n", 0) && pass;
   nvpt_clear_errors();
   return draw("the previous program after the refusals", green, false) &&
          pass;
}

enum nvpt_result
nvpt_test(void)
{
   PFNGLPROGRAMLOCALPARAMETERI4IVNVPROC locali;
   struct nvpt_text t = { 0 };
   bool pass = true;

   nvpt_require_extension("GL_NV_gpu_program4");
   nvpt_float_target_begin();
   glViewport(0, 0, 4, 4);
   if (!nvpt_has_extension("GL_NV_gpu_program5")) {
      printf("GL_NV_gpu_program5 not enabled: the headers are refused\n");
      return nvpt_end_test(refused());
   }
   locali = nvpt_get_proc("glProgramLocalParameterI4ivNV");
   for (unsigned k = 0; k < NVPT_ARRAY_SIZE(cases); k++) {
      const struct bits_case *c = &cases[k];
      static const GLint p0[4] = { 8, 4, 32, 0 };
      float want[4];

      for (unsigned n = 0; n < 4; n++)
         want[n] = (float)c->expect[n];
      t.len = 0;
      nvpt_text_put(&t, "%s%s\nEND\n", HEAD, c->body);
      if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, t.data)) {
         pass = false;
         continue;
      }
      locali(GL_FRAGMENT_PROGRAM_ARB, 0, p0);
      pass = draw(c->name, want, false) && pass;
      pass = nvpt_expect_error(GL_NO_ERROR, "%s", c->name) && pass;
   }

   /* a vertex program: 0xFFFFFFFF with bits 8..23 from (1, 2, 3,
    * 65535); BTC of the last: 32 */
   static const float vwant[4] = { 4278190591.0f, 4278190847.0f,
                                   4278191103.0f, 32 };
   if (nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 2, vp5) &&
       nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 3, pass_fp))
      pass = draw("!!NVvp5.0 BFI BTC", vwant, true) && pass;
   else
      pass = false;

   /* LDC and CBUFFER without OPTION NV_parameter_buffer_object2 */
   pass = nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 4,
                                "!!NVfp5.0\nCBUFFER b[] = { "
                                "program.buffer[0] };\nTEMP r;\n"
                                "LDC.F32 r, b[0];\nMOV result.color, r;\n"
                                "END\n") && pass;
   /* ... which a version 4 program still needs */
   pass = nvpt_load_arb_program_bad(GL_FRAGMENT_PROGRAM_ARB, 5,
                                    "!!NVfp4.0\nCBUFFER b[] = { "
                                    "program.buffer[0] };\nEND\n",
                                    10) && pass;
   /* the bit instructions are no instructions of a version 4 program */
   pass = nvpt_load_arb_program_bad(GL_FRAGMENT_PROGRAM_ARB, 5,
                                    "!!NVfp4.0\nINT TEMP i;\n"
                                    "BTC i, i;\nEND\n", 22) && pass;
   free(t.data);
   return nvpt_end_test(pass);
}
