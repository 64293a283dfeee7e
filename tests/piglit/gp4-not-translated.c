/*
 * NV_gpu_program4 texts through ProgramStringARB that do not load:
 * "!!NVvp4.0" and "!!NVfp4.0" are parsed and checked by nvprog, so a
 * load error is INVALID_OPERATION at its token with its message; a
 * program that parses but that the emitter cannot translate (blocks
 * nested past its 64 levels once subroutines are inlined; one texture
 * unit read as float and as integer texels) fails with
 * INVALID_OPERATION at the text's end and a message naming it.  Either
 * way the previous program and its string stay, nothing crashes;
 * GL_NV_gpu_program4 is advertised.  A program the emitter translates
 * loads (gp4-draw draws with them).  On another GL (NVIDIA's) the
 * emitter's limits, the counts of generic results and clip distances
 * and the messages, all nvprog's, are not checked (docs/nvidia/gpu.md).
 */
#include "harness.h"

#include <stdio.h>
#include <string.h>

#define IF8 "IF EQ.x;\nIF EQ.x;\nIF EQ.x;\nIF EQ.x;\n" \
            "IF EQ.x;\nIF EQ.x;\nIF EQ.x;\nIF EQ.x;\n"
#define IF40 IF8 IF8 IF8 IF8 IF8
#define ENDIF8 "ENDIF;\nENDIF;\nENDIF;\nENDIF;\n" \
               "ENDIF;\nENDIF;\nENDIF;\nENDIF;\n"
#define ENDIF40 ENDIF8 ENDIF8 ENDIF8 ENDIF8 ENDIF8

static const struct gp4_case {
   GLenum target;
   const char *good;     /* the program loaded first, kept */
   const char *text;
   GLint position;       /* -1: the text's length */
   const char *message;  /* a piece of the error string */
   bool own;             /* a limit of nvprog's: checked there only */
} cases[] = {
   /* 40 IF blocks around a CAL of a subroutine with 40 more: each
    * subroutine within the limits, but inlined past the emitter's 64 */
   { GL_VERTEX_PROGRAM_ARB,
     "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n",
     "!!NVvp4.0\nMOV result.position, vertex.position;\n"
     IF40 "CAL f;\n" ENDIF40 "RET;\nf:\n" IF40 ENDIF40 "RET;\nEND\n",
     -1, "blocks nested too deeply", true },
   { GL_VERTEX_PROGRAM_ARB,
     "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n",
     "!!NVvp4.0\nTEMP i;\nTEMP r;\nTXF.U i, i, texture[0], 2D;\n"
     "TXF r, i, texture[0], 2D;\n"
     "MOV result.position, vertex.position;\nEND\n",
     -1, "line 5: texture[0] is read as integer and as float texels",
     true },
   { GL_VERTEX_PROGRAM_ARB,
     "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n",
     "!!NVvp4.0\nTEMP r;\nAND.F r, r, r;\nEND\n",
     22, "AND does not take the 'F' modifier" },
   { GL_FRAGMENT_PROGRAM_ARB,
     "!!ARBfp1.0\nMOV result.color, fragment.color;\nEND\n",
     "!!NVfp4.0\nTEMP r;\nTEX.U result.color, fragment.texcoord[0], "
     "texture[0], 2D;\nTEX r, fragment.texcoord[0], texture[0], 2D;\n"
     "END\n",
     -1, "line 4: texture[0] is read as integer and as float texels",
     true },
   { GL_FRAGMENT_PROGRAM_ARB,
     "!!ARBfp1.0\nMOV result.color, fragment.color;\nEND\n",
     "!!NVfp4.0\nINT ATTRIB a = fragment.attrib[1];\nEND\n",
     21, "an integer fragment attribute must be declared FLAT" },
   /* attribute and result arrays: the size rule, a member past the
    * array, a range outside an array declaration, a relative member's
    * offset past the array */
   { GL_VERTEX_PROGRAM_ARB,
     "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n",
     "!!NVvp4.0\nOUTPUT o[2] = { result.texcoord[0..2] };\nEND\n",
     48, "array of 2 elements initialized with 3" },
   { GL_VERTEX_PROGRAM_ARB,
     "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n",
     "!!NVvp4.0\nATTRIB a[] = { vertex.attrib[0..1] };\n"
     "MOV result.position, a[2];\nEND\n",
     71, "array index 2 out of range (0 to 1)" },
   { GL_FRAGMENT_PROGRAM_ARB,
     "!!ARBfp1.0\nMOV result.color, fragment.color;\nEND\n",
     "!!NVfp4.0\nATTRIB t = fragment.texcoord[0..1];\nEND\n",
     40, "a range [n..o] of bindings is allowed only in an ATTRIB or "
     "OUTPUT array declaration" },
   { GL_FRAGMENT_PROGRAM_ARB,
     "!!ARBfp1.0\nMOV result.color, fragment.color;\nEND\n",
     "!!NVfp4.0\nATTRIB t[] = { fragment.texcoord[0..1] };\n"
     "INT TEMP i;\nMOV result.color, t[i.x + 2];\nEND\n",
     90, "relative offset 2 out of range (0 to 1)" },
   /* 2.X.4.2: "A program will fail to load if it specifies an offset
    * outside that range" ([0,<n>-1]) */
   { GL_VERTEX_PROGRAM_ARB,
     "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n",
     "!!NVvp4.0\nPARAM c[2] = { program.local[0..1] };\nINT TEMP i;\n"
     "MOV result.position, c[i.x + 2];\nEND\n",
     89, "relative offset 2 out of range (0 to 1)" },
   /* TEMP arrays: an offset past the array, an array without a
    * member */
   { GL_VERTEX_PROGRAM_ARB,
     "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n",
     "!!NVvp4.0\nTEMP t[4];\nINT TEMP i;\nMOV t[i.x + 4], vertex.position;\n"
     "MOV result.position, t[0];\nEND\n",
     45, "relative offset 4 out of range (0 to 3)" },
   { GL_FRAGMENT_PROGRAM_ARB,
     "!!ARBfp1.0\nMOV result.color, fragment.color;\nEND\n",
     "!!NVfp4.0\nTEMP t[2];\nMOV result.color, t;\nEND\n",
     39, "'t' is an array: name a member" },
   /* bindings between the stages: a generic result past 15, a clip
    * distance past 5, an interpolation modifier on primitive.id */
   { GL_VERTEX_PROGRAM_ARB,
     "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n",
     "!!NVvp4.0\nMOV result.position, vertex.position;\n"
     "MOV result.attrib[16], 1;\nEND\n",
     66, "generic attribute 16 out of range (0 to 15)", true },
   { GL_FRAGMENT_PROGRAM_ARB,
     "!!ARBfp1.0\nMOV result.color, fragment.color;\nEND\n",
     "!!NVfp4.0\nMOV result.color, fragment.clip[6];\nEND\n",
     42, "clip plane 6 out of range (0 to 5)", true },
   { GL_FRAGMENT_PROGRAM_ARB,
     "!!ARBfp1.0\nMOV result.color, fragment.color;\nEND\n",
     "!!NVfp4.0\nFLAT ATTRIB p = primitive.id;\nMOV result.color, 1;\n"
     "END\n",
     22, "no interpolation modifier may be given to" },
   /* 2.X.3.2: "A program will fail to load if any program parameter
    * binding is ... used at least once in two or more arrays accessed
    * using relative addressing" (at the second array's index) */
   { GL_VERTEX_PROGRAM_ARB,
     "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n",
     "!!NVvp4.0\nPARAM c[] = { program.local[0..1] };\n"
     "PARAM d[] = { program.env[0], program.local[1] };\nINT TEMP i;\n"
     "MOV result.position, c[i.x];\n"
     "ADD result.position, c[i.y], d[i.x];\nEND\n",
     169, "member 1 of 'd' and member 1 of 'c' are one binding, in two "
     "arrays accessed relatively" },
   /* 2.X.3.1: "A program will fail to load if it attempts to read or
    * write a variable using a data type other than the one indicated
    * by the data type modifier" */
   { GL_VERTEX_PROGRAM_ARB,
     "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n",
     "!!NVvp4.0\nINT TEMP i;\nADD.U i, i, 1;\n"
     "MOV result.position, vertex.position;\nEND\n",
     28, "'i' is declared INT and written as UINT" },
   /* "a program that includes a REP/ENDREP block with no loop count
    * will fail to compile unless it contains either a BRK instruction
    * at the current nesting level or a RET instruction at any nesting
    * level" (at the ENDREP) */
   { GL_VERTEX_PROGRAM_ARB,
     "!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n",
     "!!NVvp4.0\nTEMP r;\nREP;\nADD r, r, 1;\nENDREP;\n"
     "MOV result.position, r;\nEND\n",
     36, "the REP without a loop count of line 3, column 1 has no BRK at "
     "its level and no RET" },
};

enum nvpt_result
nvpt_test(void)
{
   PFNGLGETPROGRAMSTRINGARBPROC get_string;
   PFNGLGETPROGRAMIVARBPROC get_iv;
   bool pass = true;
   char buf[256];

   nvpt_require_extension("GL_ARB_vertex_program");
   nvpt_require_extension("GL_ARB_fragment_program");
   get_string = nvpt_get_proc("glGetProgramStringARB");
   get_iv = nvpt_get_proc("glGetProgramivARB");
   /* NV_vertex_program4 and NV_fragment_program4 have no name string
    * ("Name Strings (none)"); they are "supported if "GL_NV_gpu_program4"
    * is found in the extension string" */
   if (!nvpt_has_extension("GL_NV_gpu_program4")) {
      printf("GL_NV_gpu_program4 is not advertised\n");
      pass = false;
   }
   /* the emitter's limits, the attribute and clip distance counts and
    * the error strings ("implementation-dependent") are nvprog's */
   const bool nvprog = nvpt_is_nvprog();
   if (!nvprog)
      printf("not nvprog: its own limits and messages are not checked\n");

   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(cases); i++) {
      const struct gp4_case *c = &cases[i];
      GLuint id = 10 + i;
      if (c->own && !nvprog)
         continue;
      if (!nvpt_load_arb_program(c->target, id, c->good))
         return NVPT_FAIL;
      GLint pos = c->position < 0 ? (GLint)strlen(c->text) : c->position;
      if (!nvpt_load_arb_program_bad(c->target, id, c->text, pos)) {
         printf("case %u\n", i);
         pass = false;
         continue;
      }
      const char *msg =
         (const char *)glGetString(GL_PROGRAM_ERROR_STRING_ARB);
      if (nvprog && (!msg || !strstr(msg, c->message))) {
         printf("case %u: error string '%s', expected '%s'\n", i,
                msg ? msg : "", c->message);
         pass = false;
      }
      /* the previous program is intact */
      GLint len = 0;
      get_iv(c->target, GL_PROGRAM_LENGTH_ARB, &len);
      memset(buf, 0, sizeof(buf));
      get_string(c->target, GL_PROGRAM_STRING_ARB, buf);
      if (len != (GLint)strlen(c->good) || strcmp(buf, c->good) != 0) {
         printf("case %u: the previous program was replaced\n", i);
         pass = false;
      }
      pass = nvpt_expect_error(GL_NO_ERROR, "case %u queries", i) && pass;
   }
   /* what the emitter translates loads, on both targets */
   static const char *const loads[2] = {
      "!!NVvp4.0\nINT TEMP i;\nADD.S i, vertex.id, {1, 2};\n"
      "MOV result.position, vertex.position;\nEND\n",
      "!!NVfp4.0\nFLAT ATTRIB a = fragment.attrib[1];\n"
      "MOV result.color, a;\nEND\n",
   };
   pass = nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 90, loads[0]) &&
          pass;
   pass = nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 91, loads[1]) &&
          pass;
   return pass ? NVPT_PASS : NVPT_FAIL;
}
