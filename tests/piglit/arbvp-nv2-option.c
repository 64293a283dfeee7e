/*
 * "!!ARBvp1.0" with OPTION NV_vertex_program2 (NV_vertex_program2_option)
 * through ProgramStringARB: each binding kind reaches the program with
 * the GL state the test set (program.env/local, literals, state.matrix
 * rows with modifiers, light, material, fog, clip plane, generic and
 * conventional attributes), relative addressing on A0.y and A1, the
 * condition code and branches; then the load errors: INVALID_OPERATION,
 * PROGRAM_ERROR_POSITION_ARB at the offending byte, an error string, and
 * the previous program still drawing.  Plain ARB programs stay Mesa's.
 */
#include "harness.h"

#include <stdio.h>
#include <string.h>

#define HEAD "!!ARBvp1.0\nOPTION NV_vertex_program2;\n" \
             "MOV result.position, vertex.position;\n"

static PFNGLPROGRAMSTRINGARBPROC program_string;
static PFNGLBINDPROGRAMARBPROC bind_program;
static PFNGLPROGRAMENVPARAMETER4FVARBPROC env4fv;
static PFNGLPROGRAMLOCALPARAMETER4FVARBPROC local4fv;
static PFNGLVERTEXATTRIB4FVARBPROC attrib4fv;

/* A modelview / projection matrix with distinct entries, column-major. */
static const float matrix[16] = {
   1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
};

static const struct binding_case {
   const char *body;      /* after HEAD, before "END" */
   float expected[4];
} cases[] = {
   { "MOV result.color, program.env[5];\n", { 0.5f, -1, 2, 4 } },
   { "PARAM p = program.local[3];\nMOV result.color, p;\n",
     { -3, 0.25f, 7, 1 } },
   { "MOV result.color, {1.5, -2, 0.25, 8};\n", { 1.5f, -2, 0.25f, 8 } },
   { "MOV result.color, {3};\n", { 3, 0, 0, 1 } },
   { "ADD result.color, 0.5, -0.25;\n", { 0.25f, 0.25f, 0.25f, 0.25f } },
   /* row 1 of the modelview matrix: (m[1], m[5], m[9], m[13]) */
   { "PARAM m[] = { state.matrix.modelview };\nMOV result.color, m[1];\n",
     { 2, 6, 10, 14 } },
   /* row 2 of the transposed projection: column 2 */
   { "MOV result.color, state.matrix.projection.transpose.row[2];\n",
     { 9, 10, 11, 12 } },
   { "MOV result.color, state.light[0].diffuse;\n", { 0.5f, 0.25f, 2, 1 } },
   { "MOV result.color, state.material.front.ambient;\n",
     { 0.125f, 0.5f, 0.75f, 1 } },
   { "MOV result.color, state.fog.color;\n", { 0.25f, 0.5f, 1, 0.75f } },
   { "MOV result.color, state.clip[2].plane;\n", { 1, -2, 3, -4 } },
   { "MOV result.color, vertex.attrib[6];\n", { 6, -6, 0.5f, 2 } },
   /* "vertex.normal (x,y,z,1)" */
   { "MOV result.color, vertex.normal;\n", { 0.25f, -0.5f, 1, 1 } },
   /* A0 = (0, 2, 1, 3) from vertex.attrib[1]: colors[A0.y + 1] is env 3;
    * ARA: A1.xy = A0.xy + A0.zw = (1, 5). */
   { "PARAM colors[] = { program.env[0..3] };\nADDRESS A0;\n"
     "ARL A0, vertex.attrib[1];\nMOV result.color, colors[A0.y + 1];\n",
     { 30, 31, 32, 33 } },
   { "PARAM c[] = { program.env[0..3] };\nADDRESS A0, A1;\n"
     "ARL A0, vertex.attrib[1];\nARA A1.xy, A0;\n"
     "MOV result.color, c[A1.y - 4];\n", { 10, 11, 12, 13 } },
   /* CC and a branch around a write: attrib 6 has x > 0 */
   { "TEMP t;\nMOV t, {1, 2, 3, 4};\nMOVC t.x, vertex.attrib[6];\n"
     "BRA skip (GT.x);\nMOV t, {9, 9, 9, 9};\nskip:\n"
     "MOV result.color, t;\n", { 6, 2, 3, 4 } },
   /* SWZ (ARB_vertex_program 2.14.5.25) on attrib 6 = (6, -6, 0.5, 2) */
   { "SWZ result.color, vertex.attrib[6], -y, 0, -1, w;\n",
     { 6, 0, -1, 2 } },
   { "TEMP t;\nMOV t, vertex.attrib[6];\nSWZ t.yw, t, 1, -x, z, -0;\n"
     "MOV result.color, t;\n", { 6, -6, 0.5f, -0.0f } },
   { "TEMP t;\nSGT t, vertex.attrib[6], 0;\n"
     "MOV result.color, -|t.wzyx|;\n", { -1, -1, 0, -1 } },
};

/* The text and its error position: the offending byte, or the length
 * for an undefined label (known only at the end). */
static const struct error_case {
   const char *text;
   int position;
} errors[] = {
   { HEAD "MOV result.color, vertex.position.xyzq;\nEND", 113 },
   { HEAD "COS result.color, vertex.position;\nEND", 109 },
   /* <clipPlaneNum> is "[0,MAX_CLIP_PLANES-1]": NVIDIA's driver and
    * Mesa report 8 (nvprog's own cap is 6: docs/nvidia/vertex.md), so
    * clip[8] is out of range on both. */
   { HEAD "MOV result.clip[8], vertex.position;\nEND", 92 },
   { HEAD "BRA nowhere;\nEND", 92 },
   { HEAD "TEMP a, a;\nEND", 84 },
   { HEAD "PARAM a[2] = { program.env[0..2] };\nEND", 109 },
   /* Mesa's parser, which plain texts go to, said byte 2 */
   { "", 0 },
};

static bool
load(GLuint id, const char *text)
{
   bind_program(GL_VERTEX_PROGRAM_ARB, id);
   program_string(GL_VERTEX_PROGRAM_ARB, GL_PROGRAM_FORMAT_ASCII_ARB,
                  (GLsizei)strlen(text), text);
   return nvpt_expect_error(GL_NO_ERROR, "glProgramStringARB(%u)", id);
}

static void
set_state(void)
{
   static const float env5[4] = { 0.5f, -1, 2, 4 };
   static const float local3[4] = { -3, 0.25f, 7, 1 };
   static const float diffuse[4] = { 0.5f, 0.25f, 2, 1 };
   static const float ambient[4] = { 0.125f, 0.5f, 0.75f, 1 };
   static const float fog[4] = { 0.25f, 0.5f, 1, 0.75f };
   static const double plane[4] = { 1, -2, 3, -4 };
   static const float a6[4] = { 6, -6, 0.5f, 2 };
   static const float a1[4] = { 0, 2, 1, 3 };

   for (unsigned i = 0; i < 4; i++) {
      const float env[4] = { 10.0f * i, 10.0f * i + 1, 10.0f * i + 2,
                             10.0f * i + 3 };
      env4fv(GL_VERTEX_PROGRAM_ARB, i, env);
   }
   env4fv(GL_VERTEX_PROGRAM_ARB, 5, env5);
   glMatrixMode(GL_PROJECTION);
   glLoadMatrixf(matrix);
   glMatrixMode(GL_MODELVIEW);
   glLoadIdentity();
   /* Eye-space clip plane: with the identity modelview it is stored as
    * given. */
   glClipPlane(GL_CLIP_PLANE2, plane);
   glLoadMatrixf(matrix);
   glLightfv(GL_LIGHT0, GL_DIFFUSE, diffuse);
   glMaterialfv(GL_FRONT, GL_AMBIENT, ambient);
   glFogfv(GL_FOG_COLOR, fog);
   attrib4fv(6, a6);
   attrib4fv(1, a1);
   glNormal3f(0.25f, -0.5f, 1);
   (void)local3;
}

static bool
test_bindings(GLuint first)
{
   static const float local3[4] = { -3, 0.25f, 7, 1 };
   bool pass = true;
   char text[1024];

   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(cases); i++) {
      float got[4];
      char what[32];

      snprintf(text, sizeof(text), HEAD "%sEND", cases[i].body);
      if (!load(first + i, text)) {
         fprintf(stderr, "case %u:\n%s\n", i, text);
         pass = false;
         continue;
      }
      local4fv(GL_VERTEX_PROGRAM_ARB, 3, local3);
      snprintf(what, sizeof(what), "binding case %u", i);
      if (!nvpt_draw_point_and_read(1 + i, 3, got)) {
         pass = false;
         continue;
      }
      pass = nvpt_check_vec4(what, got, cases[i].expected, 0.0f) && pass;
   }
   return pass;
}

static bool
test_errors(GLuint id)
{
   static const float env5[4] = { 0.5f, -1, 2, 4 };
   bool pass = true;

   /* The program the failed loads must leave in place. */
   if (!load(id, HEAD "MOV result.color, program.env[5];\nEND"))
      return false;
   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(errors); i++) {
      const char *text = errors[i].text;
      GLint pos = -2;
      float got[4];
      char what[32];

      program_string(GL_VERTEX_PROGRAM_ARB, GL_PROGRAM_FORMAT_ASCII_ARB,
                     (GLsizei)strlen(text), text);
      pass = nvpt_expect_error(GL_INVALID_OPERATION,
                               "bad program %u", i) && pass;
      glGetIntegerv(GL_PROGRAM_ERROR_POSITION_ARB, &pos);
      if (pos != errors[i].position) {
         fprintf(stderr, "bad program %u: error position %d, expected "
                 "%d\n", i, pos, errors[i].position);
         pass = false;
      }
      const char *msg = (const char *)
         glGetString(GL_PROGRAM_ERROR_STRING_ARB);
      if (!msg || !msg[0]) {
         fprintf(stderr, "bad program %u: empty error string\n", i);
         pass = false;
      }
      snprintf(what, sizeof(what), "after bad program %u", i);
      if (!nvpt_draw_point_and_read(20 + i, 9, got))
         pass = false;
      else
         pass = nvpt_check_vec4(what, got, env5, 0.0f) && pass;
   }
   return pass;
}

/* Programs without the option are Mesa's: |abs| is no ARB syntax. */
static bool
test_plain(GLuint id)
{
   static const char text[] =
      "!!ARBvp1.0\nTEMP t;\nMOV t, |vertex.position|;\nEND";
   GLint max_addr = 0;
   bool pass = true;

   bind_program(GL_VERTEX_PROGRAM_ARB, id);
   program_string(GL_VERTEX_PROGRAM_ARB, GL_PROGRAM_FORMAT_ASCII_ARB,
                  (GLsizei)strlen(text), text);
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "plain |abs|") && pass;
   /* "requires at least two address registers" */
   PFNGLGETPROGRAMIVARBPROC get_programiv =
      nvpt_get_proc("glGetProgramivARB");
   get_programiv(GL_VERTEX_PROGRAM_ARB,
                 GL_MAX_PROGRAM_ADDRESS_REGISTERS_ARB, &max_addr);
   if (max_addr < 2) {
      fprintf(stderr, "MAX_PROGRAM_ADDRESS_REGISTERS_ARB %d\n", max_addr);
      pass = false;
   }
   return pass;
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   nvpt_require_extension("GL_NV_vertex_program2_option");
   nvpt_float_target_begin();
   program_string = nvpt_get_proc("glProgramStringARB");
   bind_program = nvpt_get_proc("glBindProgramARB");
   env4fv = nvpt_get_proc("glProgramEnvParameter4fvARB");
   local4fv = nvpt_get_proc("glProgramLocalParameter4fvARB");
   attrib4fv = nvpt_get_proc("glVertexAttrib4fvARB");

   set_state();
   glEnable(GL_VERTEX_PROGRAM_ARB);
   pass = test_bindings(100) && pass;
   pass = test_errors(200) && pass;
   pass = test_plain(300) && pass;
   return pass ? NVPT_PASS : NVPT_FAIL;
}
