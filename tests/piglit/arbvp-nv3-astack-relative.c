/*
 * "!!ARBvp1.0" with OPTION NV_vertex_program3 through ProgramStringARB:
 * the address register stack (PUSHA/POPA, last in first out, into A0
 * or A1; POPA under a condition test other than TR fails to load),
 * relative vertex.attrib[A+n] and vertex.texcoord[A+n] reads and a
 * relative result.texcoord[A+n] write read back by an ARB fragment
 * program.  Exact values on a float target.  Where the spec leaves the
 * result undefined (reads out of range, abnormal termination) the case
 * must load and draw, and its value is printed, not checked
 * (docs/nvidia/vertex.md: nvprog gives (0,0,0,0) and the values written
 * before the end, NVIDIA's driver other values).
 */
#include "harness.h"

#include <stdio.h>
#include <string.h>

#define HEAD "!!ARBvp1.0\nOPTION NV_vertex_program3;\n" \
             "ADDRESS a0, a1;\nTEMP t;\n" \
             "PARAM c[] = { program.env[0..7] };\n" \
             "MOV result.position, vertex.position;\n"

static PFNGLPROGRAMSTRINGARBPROC program_string;
static PFNGLBINDPROGRAMARBPROC bind_program;
static PFNGLPROGRAMENVPARAMETER4FVARBPROC env4fv;
static PFNGLVERTEXATTRIB4FVARBPROC attrib4fv;

/* attrib 1 = (0, 2, 1, 3), attrib 6 = (6, -6, 0.5, 2), attrib 7 =
 * (1, 1, 0, 0); texcoord 1 = (0.25, 0.5, 0.75, 1); env i = (10i, 10i + 1,
 * 10i + 2, 10i + 3). */
static const struct vp_case {
   const char *body;      /* after HEAD, before "END" */
   bool fragment;         /* read back result.texcoord[3] */
   bool undefined;        /* the spec leaves the value undefined */
   float expected[4];
} cases[] = {
   /* "pushes the address register operand onto the call stack", POPA
    * "iresult = callStack[callStackDepth]": a1 = (0, 2, 1, 3) */
   { "ARL a0, vertex.attrib[1];\nPUSHA a0;\nARL a0, vertex.attrib[6];\n"
     "POPA a1;\nMOV result.color, c[a1.y];\n", false, false,
     { 20, 21, 22, 23 } },
   /* last in, first out */
   { "ARL a0, vertex.attrib[1];\nPUSHA a0;\nARL a0, vertex.attrib[7];\n"
     "PUSHA a0;\nPOPA a1;\nPOPA a0;\n"
     "ADD result.color, c[a1.x], c[a0.w];\n", false, false,
     { 40, 42, 44, 46 } },
   /* POPA (TR), the one condition test it takes: a0 = (0, 2, 1, 3) */
   { "ARL a0, vertex.attrib[1];\nPUSHA a0;\nARL a0, vertex.attrib[6];\n"
     "MOVC t, {0, 1, 0, -1};\nPOPA a0 (TR);\n"
     "MOV result.color, c[a0.z];\n", false, false, { 10, 11, 12, 13 } },
   /* "a vertex attribute number <a> is computed by adding the current
    * value of the address register component and <n>" */
   { "ARL a0, vertex.attrib[1];\n"
     "MOV result.color, vertex.attrib[a0.y + 4];\n", false, false,
     { 6, -6, 0.5f, 2 } },
   { "ARL a0, vertex.attrib[1];\n"
     "MOV result.color, vertex.texcoord[a0.z];\n", false, false,
     { 0.25f, 0.5f, 0.75f, 1 } },
   { "ARL a0, vertex.attrib[1];\n"
     "MOV result.color, -vertex.attrib[a0.w + 4].wzyx;\n", false, false,
     { -0.0f, -0.0f, -1, -1 } },
   /* "If <a> is negative or greater than or equal to
    * MAX_VERTEX_ATTRIBS_ARB, the vertex attribute variable is
    * undefined": (0,0,0,0) here (attrib[3 + 15]) */
   { "ARL a0, vertex.attrib[1];\n"
     "MOV result.color, vertex.attrib[a0.w + 15];\n", false, true,
     { 0, 0, 0, 0 } },
   /* the stack at its MAX_PROGRAM_CALL_DEPTH_NV (4) entries: pushed
    * and popped in order, c[1] + c[3] */
   { "ARL a0, vertex.attrib[1];\nPUSHA a0;\nPUSHA a0;\nPUSHA a0;\n"
     "ARL a0, vertex.attrib[7];\nPUSHA a0;\nPOPA a1;\nPOPA a0;\n"
     "POPA a0;\nPOPA a0;\nADD result.color, c[a1.x], c[a0.w];\n", false,
     false, { 40, 42, 44, 46 } },
   /* "if (callStackDepth >= MAX_PROGRAM_CALL_DEPTH_NV) { terminate
    * vertex program" at the fifth PUSHA, and POPA "if (callStackDepth <=
    * 0) { terminate vertex program": "all of the vertex program results
    * are undefined"; nvprog keeps those written so far (docs/limits.md),
    * c[1]; NVIDIA (MAX_PROGRAM_CALL_DEPTH_NV 32) runs on, c[2] */
   { "MOV result.color, c[1];\nARL a0, vertex.attrib[1];\nPUSHA a0;\n"
     "PUSHA a0;\nPUSHA a0;\nPUSHA a0;\nPUSHA a0;\n"
     "MOV result.color, c[2];\n", false, true, { 10, 11, 12, 13 } },
   { "MOV result.color, c[1];\nPOPA a0;\nMOV result.color, c[2];\n", false,
     true, { 10, 11, 12, 13 } },
   /* texcoord <c> >= MAX_TEXTURE_COORDS_ARB: "the vertex attribute
    * variable is undefined", (0,0,0,0) here (texcoord[2 + 7]) */
   { "ARL a0, vertex.attrib[1];\n"
     "MOV result.color, vertex.texcoord[a0.y + 7];\n", false, true,
     { 0, 0, 0, 0 } },
   /* result.texcoord[A+n]: texcoord[2 + 1] */
   { "ARL a0, vertex.attrib[1];\nMOV result.color, {0, 0, 0, 0};\n"
     "MOV result.texcoord[a0.y + 1], vertex.attrib[6];\n", true, false,
     { 6, -6, 0.5f, 2 } },
};

static bool
load(GLenum target, GLuint id, const char *text)
{
   bind_program(target, id);
   program_string(target, GL_PROGRAM_FORMAT_ASCII_ARB,
                  (GLsizei)strlen(text), text);
   return nvpt_expect_error(GL_NO_ERROR, "glProgramStringARB(%u)", id);
}

static void
set_state(void)
{
   static const float a1[4] = { 0, 2, 1, 3 };
   static const float a6[4] = { 6, -6, 0.5f, 2 };
   static const float a7[4] = { 1, 1, 0, 0 };

   for (unsigned i = 0; i < 8; i++) {
      const float env[4] = { 10.0f * i, 10.0f * i + 1, 10.0f * i + 2,
                             10.0f * i + 3 };
      env4fv(GL_VERTEX_PROGRAM_ARB, i, env);
   }
   attrib4fv(1, a1);
   attrib4fv(6, a6);
   attrib4fv(7, a7);
   glMultiTexCoord4f(GL_TEXTURE1, 0.25f, 0.5f, 0.75f, 1);
}

/* NV_vertex_program3 2.14.5.43: "POPA does not support non-default write
 * masks; a program will fail to load if it includes a component write
 * mask other than ".xyzw" or a condition code write mask test other than
 * "TR"."  NVIDIA's driver refuses "POPA a0 (EQ)" as well. */
static bool
check_popa_condition(void)
{
   char text[1024];
   bool pass;

   snprintf(text, sizeof(text), HEAD "%sEND",
            "ARL a0, vertex.attrib[1];\nPUSHA a0;\n"
            "MOVC t, {0, 1, 0, -1};\nPOPA a0 (EQ);\n"
            "MOV result.color, c[a0.z];\n");
   pass = nvpt_load_arb_program_bad(GL_VERTEX_PROGRAM_ARB, 100, text,
                                    (GLint)(strstr(text, "(EQ)") - text));
   /* The <n> of vertex.attrib[A+n] and vertex.texcoord[A+n] outside
    * [0, size-1]: the spec sets no range, NVIDIA's driver refuses them
    * at the "]" ("offset for relative array access outside supported
    * range"), and so does nvprog. */
   snprintf(text, sizeof(text), HEAD "%sEND",
            "ARL a0, vertex.attrib[1];\n"
            "MOV result.color, vertex.attrib[a0.w + 16];\n");
   pass = nvpt_load_arb_program_bad(GL_VERTEX_PROGRAM_ARB, 100, text,
                                    (GLint)(strstr(text, "16]") - text +
                                            2)) && pass;
   snprintf(text, sizeof(text), HEAD "%sEND",
            "ARL a0, vertex.attrib[1];\n"
            "MOV result.color, vertex.texcoord[a0.y - 1];\n");
   pass = nvpt_load_arb_program_bad(GL_VERTEX_PROGRAM_ARB, 100, text,
                                    (GLint)(strstr(text, "- 1]") - text +
                                            3)) && pass;
   return pass;
}

enum nvpt_result
nvpt_test(void)
{
   static const char fp[] =
      "!!ARBfp1.0\nMOV result.color, fragment.texcoord[3];\nEND";
   bool pass = true;
   char text[1024];

   nvpt_require_extension("GL_NV_vertex_program3");
   nvpt_require_extension("GL_ARB_fragment_program");
   nvpt_float_target_begin();
   program_string = nvpt_get_proc("glProgramStringARB");
   bind_program = nvpt_get_proc("glBindProgramARB");
   env4fv = nvpt_get_proc("glProgramEnvParameter4fvARB");
   attrib4fv = nvpt_get_proc("glVertexAttrib4fvARB");

   set_state();
   glEnable(GL_VERTEX_PROGRAM_ARB);
   if (!load(GL_FRAGMENT_PROGRAM_ARB, 50, fp))
      return NVPT_FAIL;
   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(cases); i++) {
      float got[4];
      char what[32];

      snprintf(text, sizeof(text), HEAD "%sEND", cases[i].body);
      if (!load(GL_VERTEX_PROGRAM_ARB, 100 + i, text)) {
         fprintf(stderr, "case %u:\n%s\n", i, text);
         pass = false;
         continue;
      }
      if (cases[i].fragment)
         glEnable(GL_FRAGMENT_PROGRAM_ARB);
      snprintf(what, sizeof(what), "case %u", i);
      if (!nvpt_draw_point_and_read(1 + i, 3, got))
         pass = false;
      else if (cases[i].undefined)
         printf("%s (undefined in the spec): %g %g %g %g\n", what, got[0],
                got[1], got[2], got[3]);
      else
         pass = nvpt_check_vec4(what, got, cases[i].expected, 0.0f) &&
                pass;
      glDisable(GL_FRAGMENT_PROGRAM_ARB);
   }
   pass = check_popa_condition() && pass;
   return pass ? NVPT_PASS : NVPT_FAIL;
}
