/*
 * NV_gpu_program5's CVT and the 64-bit storage modifiers of LDC through
 * the GL (issue 16): conversions between the F16, F32, F64, S8 ... U64
 * types with each rounding modifier, wrap against SAT, narrow results
 * sign- and zero-extended, float-to-float results rounded to the
 * neighbour the modifier picks, 64-bit operands and results; LDC.F64,
 * .S64X2 and .U64X4 from a parameter buffer; CVT in a vertex program;
 * the load errors at their token with the bound program kept.  With
 * GL_NV_gpu_program5 enabled (MESA_EXTENSION_OVERRIDE=+GL_NV_gpu_program5
 * until nvprog advertises it: meson registers the test both ways);
 * without it a version 5 program with CVT fails at position 0.
 *
 * Each fragment case leaves two 32-bit words in w.x and w.y; the
 * program writes their four 16-bit pieces (low first) as floats, so
 * every bit of both is an exact pixel component.
 */
#include "harness.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct cvt_case {
   const char *name;
   const char *body;       /* leaves two words in w.xy */
   uint32_t expect[2];
} cases[] = {
   /* "Integer values drop the most significant bits if the "SAT"
    * modifier is not specified": 200 is -56 as S8, sign-extended;
    * "Integer values are clamped to the closest value representable in
    * the result data type if the "SAT" (saturation) modifier is
    * specified" (NVIDIA's driver refuses SAT on an integer result) */
   { "S8.F32 wrap, SAT", "CVT.S8.F32 w.x, 200.0; CVT.S8.F32.SAT w.y, 200.0;",
     { 0xffffffc8u, 127 } },
   /* ROUND (the default): ties to the even integer */
   { "S32.F32 ROUND ties", "CVT.S32.F32 w.xy, {2.5, -3.5};",
     { 2, 0xfffffffcu } },
   /* a scalar literal's "-" is a negation, which "are not supported on
    * the source operand": the signed constants are vectors' */
   { "S32.F32 FLR CEIL", "CVT.S32.F32.FLR w.x, {-1.5};"
     "CVT.S32.F32.CEIL w.y, {-1.5}.x;", { 0xfffffffeu, 0xffffffffu } },
   { "S32.F32 TRUNC", "CVT.S32.F32.TRUNC w.xy, {-2.7, 2.7};",
     { 0xfffffffeu, 2 } },
   /* a negative value to an unsigned type: wrapped, or clamped to 0 */
   { "U16.F32 negative", "CVT.U16.F32 w.x, {-1};"
     "CVT.U16.F32.SAT w.y, {-1}.x;",
     { 65535, 0 } },
   { "U8.S32 SAT, S8.U32 wrap", "MOV.S r, {300, 383, 0, 0};"
     "CVT.U8.S32.SAT w.x, r.x; CVT.S8.U32 w.y, r.y;", { 255, 127 } },
   /* F16: the half's bits in the low 16 bits */
   { "F16.F32", "CVT.F16.F32 w.xy, {65504, 0.1};", { 0x7bff, 0x2e66 } },
   { "F16.F32 CEIL FLR", "CVT.F16.F32.CEIL w.x, 0.1;"
     "CVT.F16.F32.FLR w.y, {-0.1}.x;", { 0x2e67, 0xae67 } },
   /* rounded once from the double, not through fp32's ties */
   { "F16.F64", "CVT.F16.F64 w.x, 1.0004882812509095;"
     "CVT.F16.F64 w.y, 65519.99999;", { 0x3c01, 0x7bff } },
   { "F16 round trip", "CVT.F16.F32 r, {0.1, 70000, 0, 0};"
     "CVT.F32.F16 w.xy, r;", { 0x3dccc000u, 0x7f800000u } },
   /* float to float: "not automatically rounded to integer values" */
   { "F32.F64 FLR CEIL", "CVT.F32.F64.FLR w.x, 0.1;"
     "CVT.F32.F64.CEIL w.y, 0.1;", { 0x3dccccccu, 0x3dcccccdu } },
   /* the neighbours of 0 and of the largest values: a denormal, the
    * largest finite value, 2^63 - 2^39 below 2^63 - 1 */
   { "F32.F64 FLR tiny, huge", "CVT.F32.F64.FLR w.xy, {-1e-300, 1e300};",
     { 0x80000001u, 0x7f7fffffu } },
   { "F16.F32 CEIL tiny, F32.S64 FLR", "CVT.F16.F32.CEIL w.x, 1e-8;"
     "CVT.F32.S64.FLR w.y, 9223372036854775807;", { 1, 0x5effffffu } },
   { "F64.F32", "CVT.F64.F32 L.x, 0.1; UP64.U w, L.x;",
     { 0xa0000000u, 0x3fb99999u } },
   { "F32.S64 CEIL FLR", "CVT.F32.S64.CEIL w.x, 16777217;"
     "CVT.F32.S64.FLR w.y, 16777217;", { 0x4b800001u, 0x4b800000u } },
   { "F64.U64 FLR", "CVT.F64.U64.FLR L.x, 18446744073709551615;"
     "UP64.U w, L.x;", { 0xffffffffu, 0x43efffffu } },
   /* 1e19 is the integer 1e19, its 64 low bits (NVIDIA clamps) */
   { "S64.F64 1e19", "CVT.S64.F64 L.x, 1e19; UP64.U w, L.x;",
     { 0x89e80000u, 0x8ac72304u } },
   { "S64.F64.SAT 1e19", "CVT.S64.F64.SAT L.x, 1e19; UP64.U w, L.x;",
     { 0xffffffffu, 0x7fffffffu } },
   /* an S8 result in a LONG variable: sign-extended to 64 bits */
   { "S8 into LONG", "CVT.S8.S32 L.x, 255; UP64.U w, L.x;",
     { 0xffffffffu, 0xffffffffu } },
   /* per pixel: pixel (1, 1)'s centre (1.5, 1.5) */
   { "fragment.position", "CVT.S32.F32 w.x, fragment.position.x;"
     "CVT.S32.F32.FLR w.y, fragment.position.y;", { 2, 1 } },
   /* the condition code of the S8 result -56 (Table X.13's "C" column
    * has CVT; NVIDIA's is not LT) */
   { "CVT.CC", "CVT.S8.F32.CC r.x, 200; MOV.U w, 0; MOV.U w.x (LT.x), 1;"
     "MOV.U w.y (EQ.x), 1;", { 1, 0 } },
   /* LDC from program.buffer[1] (cbuf[] below) */
   { "LDC.F64", "LDC.F64 L.x, cb[8]; UP64.U w, L.x;",
     { 0x00000000u, 0xc0040000u } },
   { "LDC.S64X2", "LDC.S64X2 L, cb[16]; UP64.U r, L; MOV.U w.x, r.x;"
     "MOV.U w.y, r.w;", { 0xfffffffbu, 256 } },
   { "LDC.U64X4 .z", "LDC.U64X4 L, cb[32]; UP64.U w, L.z;",
     { 0x89abcdefu, 0x01234567u } },
   { "LDC.F64 narrowed, CVT", "LDC.F64X2 r.xy, cb[0];"
     "CVT.S32.F32.FLR w.xy, r;", { 0, 0xfffffffdu } },
};

/* program.buffer[1]: 1/3, -2.5; -5, 2^40 + 7; 2^63, 1e300;
 * 0x0123456789abcdef, -1 (64-bit values, low words first) */
static const uint32_t cbuf[16] = {
   0x55555555u, 0x3fd55555u, 0x00000000u, 0xc0040000u,
   0xfffffffbu, 0xffffffffu, 0x00000007u, 0x00000100u,
   0x00000000u, 0x80000000u, 0x8800759cu, 0x7e37e43cu,
   0x89abcdefu, 0x01234567u, 0xffffffffu, 0xffffffffu,
};

#define HEAD "!!NVfp5.0\nOPTION NV_gpu_program_fp64;\n" \
             "CBUFFER cb[] = { program.buffer[1] };\n" \
             "LONG TEMP L;\nUINT TEMP u, v;\nTEMP w, r;\n"
#define TAIL "AND.U v.xz, w.xxyy, 65535;\n" \
             "SHR.U v.yw, w.xxyy, 16; I2F.U result.color, v;\nEND\n"

/* A vertex program: CVT.U8 of a vector, clamped, and an S16 wrap. */
static const char vp_cvt[] =
   "!!NVvp5.0\nUINT TEMP u;\nINT TEMP i;\n"
   "MOV result.position, vertex.position;\n"
   "CVT.U8.F32.SAT u.xyz, {-3, 300, 127.5, 0};\n"
   "CVT.S16.S32 i.w, 98304;\n"
   "I2F.U result.color.xyz, u;\nI2F.S result.color.w, i;\nEND\n";
/* LONG ATTRIB: vertex.attrib[3]'s four doubles (VertexAttribL4d), its x
 * (the first input slot) plus its w (the second) plus vertex.attrib[4]'s
 * x, the attribute after it; its z through CVT to an S32, its y narrowed */
static const char vp_long[] =
   "!!NVvp5.0\nOPTION NV_gpu_program_fp64;\n"
   "LONG ATTRIB d = vertex.attrib[3];\nATTRIB e = vertex.attrib[4];\n"
   "LONG TEMP L;\nUINT TEMP u, v;\nINT TEMP i;\n"
   "MOV result.position, vertex.position;\n"
   "ADD.F64 L.x, d.x, d.w;\nADD.F64 L.x, L.x, e.x;\n"
   "UP64.U u, L.x; AND.U v.xz, u.xxyy, 65535;\n"
   "SHR.U v.yw, u.xxyy, 16; I2F.U result.color, v;\n"
   "CVT.S32.F64 i.x, d.z;\nI2F.S result.texcoord[0], i.x;\n"
   "MOV result.texcoord[1], d.y;\nEND\n";
static const char pass_tex_fp[] =
   "!!NVfp4.0\nMOV result.color.xy, fragment.texcoord[0].x;\n"
   "MOV result.color.zw, fragment.texcoord[1].x;\nEND\n";
static const char pass_fp[] =
   "!!NVfp4.0\nMOV result.color, fragment.color;\nEND\n";

static void
pieces(const uint32_t w[2], float out[4])
{
   for (unsigned k = 0; k < 4; k++)
      out[k] = (float)((w[k / 2] >> (16 * (k & 1))) & 0xffff);
}

/* The LONG ATTRIB program (program 4, still bound) fed by an array of
 * VertexAttribLPointer: (0.1, 2.5, 3, 0.7) at every vertex, plus
 * vertex.attrib[4]'s 0.25. */
static bool
long_attrib_array(const char *fp)
{
   static const float quad[4][2] = { { -1, -1 }, { 1, -1 }, { 1, 1 },
                                     { -1, 1 } };
   static const double d[4][4] = {
      { 0.1, 2.5, 3, 0.7 }, { 0.1, 2.5, 3, 0.7 }, { 0.1, 2.5, 3, 0.7 },
      { 0.1, 2.5, 3, 0.7 },
   };
   void (GLAPIENTRYP pointer_l)(GLuint, GLint, GLenum, GLsizei,
                                const void *) =
      nvpt_get_proc("glVertexAttribLPointer");
   PFNGLENABLEVERTEXATTRIBARRAYPROC enable =
      nvpt_get_proc("glEnableVertexAttribArray");
   PFNGLDISABLEVERTEXATTRIBARRAYPROC disable =
      nvpt_get_proc("glDisableVertexAttribArray");
   static const uint32_t words[2] = { 0xccccccccu, 0x3ff0ccccu };
   float want[4];

   if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 3, fp))
      return false;
   pieces(words, want);
   nvpt_clear_sentinel();
   glEnableClientState(GL_VERTEX_ARRAY);
   glVertexPointer(2, GL_FLOAT, 0, quad);
   enable(3);
   pointer_l(3, 4, GL_DOUBLE, 0, d);
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   glDrawArrays(GL_QUADS, 0, 4);
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   glDisable(GL_VERTEX_PROGRAM_ARB);
   disable(3);
   glDisableClientState(GL_VERTEX_ARRAY);
   return nvpt_expect_error(GL_NO_ERROR, "VertexAttribLPointer draw") &&
          nvpt_probe_float("LONG ATTRIB from VertexAttribLPointer", 1, 1,
                           want, 0);
}

/* Without the extension: a version 5 program fails at position 0 and
 * the program bound before keeps drawing. */
static bool
refused(void)
{
   static const float green[4] = { 0, 1, 0, 1 };
   bool pass = nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1,
                                     "!!NVfp4.0\nMOV result.color, "
                                     "{0, 1, 0, 1};\nEND\n");

   pass = nvpt_load_arb_program_bad(GL_FRAGMENT_PROGRAM_ARB, 1,
                                    HEAD "CVT.S8.F32 w, 1;\n" TAIL, 0) &&
          pass;
   nvpt_clear_errors();
   return nvpt_draw_arb_programs("the previous program after the refusal",
                                 green, false) && pass;
}

/* Load errors at their token, the bound program kept. */
static bool
load_errors(void)
{
   static const float green[4] = { 0, 1, 0, 1 };
   static const struct {
      const char *text, *at;
   } bad[] = {
      /* "The CVT instruction requires two storage modifiers." */
      { "!!NVfp5.0\nTEMP r;\nCVT.F32 r, r;\nEND\n", "CVT" },
      /* "Negation and absolute value operators are not supported on the
       * source operand" */
      { "!!NVfp5.0\nTEMP r;\nCVT.S32.F32 r, -r;\nEND\n", "-r" },
      { "!!NVfp5.0\nTEMP r;\nCVT.S32.F32 r, |r|;\nEND\n", "|r" },
      /* a scalar literal is <constantScalar>, unsigned: its "-" is the
       * operand's <operandNeg> */
      { "!!NVfp5.0\nTEMP r;\nCVT.S32.F32 r, -1.5;\nEND\n", "-1.5" },
      /* "CVT supports no data type modifiers" */
      { "!!NVfp5.0\nTEMP r;\nCVT.S.S32.F32 r, r;\nEND\n", "S.S32" },
      /* SSAT clamps floating-point results only */
      { "!!NVfp5.0\nTEMP r;\nCVT.S32.F32.SSAT r, r;\nEND\n", "SSAT" },
      /* no CVT in version 4 */
      { "!!NVfp4.0\nTEMP r;\nCVT.S32.F32 r, r;\nEND\n", "CVT" },
   };
   bool pass = nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1,
                                     "!!NVfp4.0\nMOV result.color, "
                                     "{0, 1, 0, 1};\nEND\n");

   for (unsigned k = 0; k < NVPT_ARRAY_SIZE(bad); k++) {
      const char *t = bad[k].text;
      pass = nvpt_load_arb_program_bad(GL_FRAGMENT_PROGRAM_ARB, 1, t,
                                       (int)(strstr(t, bad[k].at) - t)) &&
             pass;
   }
   /* F64 as a CVT type and as LDC's storage modifier without OPTION
    * NV_gpu_program_fp64: they load ("If GL_NV_gpu_program_fp64 is not
    * found in the extension string, the "F64" instruction modifier ...
    * is not supported" names the extension, no option), into program
    * 40; the bad text after them binds program 1 again */
   static const char *const f64[2] = {
      "!!NVfp5.0\nTEMP r;\nCVT.F64.F32 r, r;\nMOV result.color, 0;\n"
      "END\n",
      "!!NVfp5.0\nCBUFFER c[] = { program.buffer[1] };\nTEMP r;\n"
      "LDC.F64X2 r, c[0];\nMOV result.color, 0;\nEND\n",
   };
   for (unsigned k = 0; k < 2; k++)
      pass = nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 40, f64[k]) &&
             pass;
   pass = nvpt_load_arb_program_bad(GL_FRAGMENT_PROGRAM_ARB, 1,
                                    bad[0].text,
                                    (int)(strstr(bad[0].text, bad[0].at) -
                                          bad[0].text)) && pass;
   nvpt_clear_errors();
   return nvpt_draw_arb_programs("the previous program after the load "
                                 "errors", green, false) && pass;
}

enum nvpt_result
nvpt_test(void)
{
   struct nvpt_text t = { 0 };
   bool pass = true;

   nvpt_require_extension("GL_NV_gpu_program4");
   nvpt_float_target_begin();
   glViewport(0, 0, 4, 4);
   if (!nvpt_has_extension("GL_NV_gpu_program5")) {
      printf("GL_NV_gpu_program5 not enabled: the headers are refused\n");
      return nvpt_end_test(refused());
   }

   PFNGLGENBUFFERSPROC gen_buffers = nvpt_get_proc("glGenBuffers");
   PFNGLBINDBUFFERPROC bind_buffer = nvpt_get_proc("glBindBuffer");
   PFNGLBUFFERDATAPROC buffer_data = nvpt_get_proc("glBufferData");
   void (GLAPIENTRYP bind_base)(GLenum, GLuint, GLuint) =
      nvpt_get_proc("glBindBufferBaseNV");
   GLuint buf;
   gen_buffers(1, &buf);
   bind_buffer(GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, buf);
   buffer_data(GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, sizeof(cbuf), cbuf,
               GL_STATIC_DRAW);
   bind_base(GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, 1, buf);
   pass = nvpt_expect_error(GL_NO_ERROR, "the parameter buffer") && pass;

   for (unsigned k = 0; k < NVPT_ARRAY_SIZE(cases); k++) {
      const struct cvt_case *c = &cases[k];
      float want[4];

      pieces(c->expect, want);
      t.len = 0;
      nvpt_text_put(&t, "%s%s\n%s", HEAD, c->body, TAIL);
      if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, t.data)) {
         pass = false;
         continue;
      }
      pass = nvpt_draw_arb_programs(c->name, want, false) && pass;
      pass = nvpt_expect_error(GL_NO_ERROR, "%s", c->name) && pass;
   }

   float vwant[4] = { 0, 255, 128, -32768 };
   if (nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 2, vp_cvt) &&
       nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 3, pass_fp))
      pass = nvpt_draw_arb_programs("!!NVvp5.0 CVT", vwant, true) && pass;
   else
      pass = false;

   void (GLAPIENTRYP attrib_l4d)(GLuint, GLdouble, GLdouble, GLdouble,
                                 GLdouble) =
      nvpt_get_proc("glVertexAttribL4d");
   void (GLAPIENTRYP attrib_4f)(GLuint, GLfloat, GLfloat, GLfloat,
                                GLfloat) = nvpt_get_proc("glVertexAttrib4f");
   attrib_l4d(3, 1.0 / 3.0, 2.5, 3.0, 0.5);
   attrib_4f(4, 0.25f, 0, 0, 1);
   pass = nvpt_expect_error(GL_NO_ERROR, "VertexAttribL4d") && pass;
   static const uint32_t lwords[2] = { 0x55555555u, 0x3ff15555u };
   pieces(lwords, vwant);
   if (nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 4, vp_long) &&
       nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 3, pass_fp))
      pass = nvpt_draw_arb_programs("LONG ATTRIB", vwant, true) && pass;
   else
      pass = false;
   static const float twant[4] = { 3, 3, 2.5f, 2.5f };
   if (nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 5, pass_tex_fp))
      pass = nvpt_draw_arb_programs("LONG ATTRIB narrowed, CVT", twant,
                                    true) && pass;
   else
      pass = false;

   pass = long_attrib_array(pass_fp) && pass;
   pass = load_errors() && pass;
   free(t.data);
   return nvpt_end_test(pass);
}
