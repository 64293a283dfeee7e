/*
 * NV_fragment_program2: "!!ARBfp1.0" with OPTION NV_fragment_program2,
 * exact pixels of a float target.  Each case is a whole program drawn
 * on a full-window quad, with program.env[0..3] set to its p[][] and
 * texture coordinate set n constant at (n + 1, 10 (n + 1), 0, 1); the
 * programs branch on fragment.position.x (pixel x + 0.5), so both sides
 * of an IF, different BRK iterations and conditional CAL/RET are taken
 * in one draw.  The probed pixels must equal 'expected' bit for bit
 * (NRM within its 'tol').  Then fragment.facing on front- and
 * back-facing triangles, and load errors with their positions and an
 * error string (the previous program stays).
 */
#include "harness.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HDR "!!ARBfp1.0\nOPTION NV_fragment_program2;\n"
#define MAX_PROBES 4

static PFNGLPROGRAMENVPARAMETER4FVARBPROC ProgramEnvParameter4fvARB;

struct probe {
   int x, y;
   float expected[4];
};

struct flow_case {
   const char *name;
   const char *text;
   float p[4][4];
   struct probe probes[MAX_PROBES];
   float tol;   /* 0: bit for bit */
};

static const struct flow_case cases[] = {
   /* the spec's IF/ELSE example on r.x = x + 0.5 - 16 */
   { "IF ELSE ENDIF per pixel",
     HDR "TEMP r;\nSUBC r, fragment.position.x, 16;\n"
     "IF GT.x;\n  MOV result.color, {1, 0, 0, 1};\nELSE;\n"
     "  MOV result.color, {0, 1, 0, 1};\nENDIF;\nEND",
     { { 0 } },
     { { 15, 3, { 0, 1, 0, 1 } }, { 16, 3, { 1, 0, 0, 1 } },
       { 0, 31, { 0, 1, 0, 1 } }, { 31, 0, { 1, 0, 0, 1 } } } },
   /* nested IFs without ELSE, on x and y */
   { "nested IF",
     HDR "TEMP r, c;\nMOV c, 0;\n"
     "SUBC r, fragment.position, {16, 8, 0, 0};\n"
     "IF GT.x;\n  ADD c.x, c.x, 1;\n  IF LT.y;\n    ADD c.y, c.y, 2;\n"
     "  ENDIF;\nENDIF;\nMOV result.color, c;\nEND",
     { { 0 } },
     { { 20, 2, { 1, 2, 0, 0 } }, { 20, 20, { 1, 0, 0, 0 } },
       { 2, 2, { 0, 0, 0, 0 } } } },
   /* REP: 5 iterations; 300 is limited to MAX_PROGRAM_LOOP_COUNT_NV
    * (nvprog: 255; fill_limits() from the queried value); 0 and -3 skip
    * the block */
   { "REP counts",
     HDR "TEMP r;\nMOV r, 0;\nREP program.env[0].x;\n"
     "  ADD r.x, r.x, 0.25;\nENDREP;\nREP program.env[0].y;\n"
     "  ADD r.y, r.y, 0.25;\nENDREP;\nREP program.env[0].z;\n"
     "  ADD r.z, r.z, 1;\nENDREP;\nREP program.env[0].w;\n"
     "  ADD r.w, r.w, 1;\nENDREP;\nMOV result.color, r;\nEND",
     { { 5.0f, 300.0f, 0.0f, -3.0f } },
     { { 0, 0, { 1.25f, 63.75f, 0.0f, 0.0f } },
       { 31, 31, { 1.25f, 63.75f, 0.0f, 0.0f } } } },
   /* BRK per pixel: count until the count passes x + 0.5 */
   { "BRK at a per-pixel iteration",
     HDR "TEMP r, t;\nMOV r, 0;\nREP program.env[0];\n"
     "  ADD r.x, r.x, 1;\n  SGEC t.x, r.x, fragment.position.x;\n"
     "  BRK (GT.x);\n  ADD r.y, r.y, 1;\nENDREP;\nMOV result.color, r;\nEND",
     { { 100, 0, 0, 0 } },
     { { 0, 5, { 1, 0, 0, 0 } }, { 7, 5, { 8, 7, 0, 0 } },
       { 31, 5, { 32, 31, 0, 0 } } } },
   /* BRK leaves the inner loop only */
   { "BRK in nested loops",
     HDR "TEMP r;\nMOV r, 0;\nREP program.env[0].x;\n"
     "  REP program.env[0].y;\n    ADD r.x, r.x, 1;\n    BRK;\n"
     "  ENDREP;\n  ADD r.y, r.y, 1;\nENDREP;\nMOV result.color, r;\nEND",
     { { 3, 5, 0, 0 } }, { { 9, 9, { 3, 3, 0, 0 } } } },
   /* the spec's LOOP {count, start, incr}: A0.x = 1, 3, 5 read
    * texcoord sets 1, 3 and 5, (2 + 4 + 6, 20 + 40 + 60) */
   { "LOOP texcoord[A0.x]",
     HDR "TEMP r;\nMOV r, 0;\nLOOP {3, 1, 2, 0};\n"
     "  ADD r, r, fragment.texcoord[A0.x];\nENDLOOP;\n"
     "MOV result.color, r;\nEND",
     { { 0 } }, { { 4, 4, { 12, 120, 0, 3 } } } },
   /* a negative start is clamped ("The value of A0.x is clamped to be
    * greater than or equal to 0"): indexes -2, -1, 0, 1 read A0.x = 0,
    * 0, 0, 1, +2: sets 2, 2, 2, 3; A0.x = 5, +2 reads the last set, 7.
    * (Past it, set 8, "the fragment attribute variable is undefined":
    * not drawn here; nvprog reads (0,0,0,0).)  NVIDIA's driver does not
    * clamp: sets 0-3, (10, 100) */
   { "LOOP A0.x clamped and out of range",
     HDR "TEMP r, s;\nMOV r, 0;\nMOV s, 0;\nLOOP program.env[0];\n"
     "  ADD r, r, fragment.texcoord[A0.x+2];\nENDLOOP;\n"
     "LOOP program.env[1];\n  ADD s, s, fragment.texcoord[A0.x+2];\n"
     "ENDLOOP;\nMOV result.color, r;\nMOV result.color.w, s.x;\nEND",
     { { 4, -2, 1, 0 }, { 1, 5, 1, 0 } },
     { { 30, 30, { 13, 130, 0, 8 } } } },
   /* execution begins after "main"; CAL taken on the right half */
   { "CAL RET and main",
     HDR "TEMP r, t;\nsub:\n  ADD r, r, 1;\n  RET;\nmain:\n"
     "MOV r, 0;\nCAL sub;\nSUBC t, fragment.position.x, 16;\n"
     "CAL sub (GT.x);\nMOV result.color, r;\nEND",
     { { 0 } },
     { { 3, 3, { 1, 1, 1, 1 } }, { 28, 3, { 2, 2, 2, 2 } } } },
   /* RET from main terminates, on the left half only */
   { "RET from main",
     HDR "TEMP t;\nMOV result.color, 1;\n"
     "SUBC t, fragment.position.x, 16;\nRET (LT.x);\n"
     "MOV result.color, 2;\nEND",
     { { 0 } },
     { { 3, 3, { 1, 1, 1, 1 } }, { 28, 3, { 2, 2, 2, 2 } } } },
   /* the fifth nested CAL overflows the stack of 4 (fill_limits(): of
    * MAX_PROGRAM_CALL_DEPTH_NV): the program terminates with the results
    * as they were.  The spec defines this at run time; NVIDIA's driver
    * refuses the recursive program at load instead
    * (docs/nvidia/fragment.md) */
   { "recursion past MAX_PROGRAM_CALL_DEPTH_NV",
     HDR "TEMP r;\nrec:\n  ADD r, r, 1;\n  MOV result.color, r;\n"
     "  CAL rec;\n  RET;\nmain:\nMOV r, 0;\nCAL rec;\n"
     "MOV result.color, 99;\nEND",
     { { 0 } }, { { 12, 12, { 4, 4, 4, 4 } } } },
   /* a REP inside a subroutine called from within four loops: loop
    * depth 5 at run time terminates */
   { "loop depth through CAL",
     HDR "sub:\n  REP program.env[0];\n    MOV result.color, 3;\n"
     "  ENDREP;\n  RET;\nmain:\nMOV result.color, 1;\n"
     "REP program.env[0];\nREP program.env[0];\nREP program.env[0];\n"
     "REP program.env[0];\nCAL sub;\nENDREP;\nENDREP;\nENDREP;\nENDREP;\n"
     "MOV result.color, 2;\nEND",
     { { 1, 1, 1, 1 } }, { { 12, 12, { 1, 1, 1, 1 } } } },
   /* MAX_PROGRAM_EXEC_INSTRUCTIONS_NV: MOV, REP (2), then 85 outer
    * iterations of REP + 255 * 3 + ENDREP = 767 (65197), then REP
    * (65198) and triples: the MOV of the 113th is the 65536th
    * instruction: r = 85 * 255 + 113 */
   { "65536 executed instructions",
     HDR "TEMP r;\nMOV r, 0;\nREP program.env[0];\n"
     "  REP program.env[0];\n    ADD r, r, 1;\n"
     "    MOV result.color, r;\n  ENDREP;\nENDREP;\n"
     "MOV result.color, -1;\nEND",
     { { 255, 0, 0, 0 } },
     { { 1, 30, { 21788, 21788, 21788, 21788 } } } },
   { "DIV DP2 DP2A _SSAT",
     HDR "TEMP r, s;\nDIV r, program.env[0], program.env[1].y;\n"
     "DP2 s.x, program.env[0], program.env[2];\n"
     "DP2A s.y, program.env[0], program.env[2], program.env[1].x;\n"
     "MOV_SSAT s.zw, program.env[3];\n"
     "MOV result.color, s;\nMOV result.color.x, r.w;\nEND",
     { { 1, 2, 3, -4 }, { 100, 4, 0, 0 }, { 5, 6, 7, 8 },
       { 0, 0, -2.5f, 0.5f } },
     { { 8, 8, { -1, 117, -1, 0.5f } } } },
   { "NRM",
     HDR "TEMP r;\nNRM r.xyz, program.env[0];\nMOV r.w, 1;\n"
     "MOV result.color, r;\nEND",
     { { 0, 3, 4, 7 } }, { { 8, 8, { 0, 0.6f, 0.8f, 1 } } }, 1e-6f },
};

/* Bad programs: the error position must be the offending byte (the
 * start of 'at' in the text; "": the text's length). */
static const struct {
   const char *name;
   const char *text;
   const char *at;
} errors[] = {
   { "BRK outside a loop", HDR "BRK;\nEND", "BRK;" },
   /* "<optBranchCond> ::= <ccMask>", a ccTest in parentheses */
   { "BRK condition without parentheses",
     HDR "REP program.env[0];\nBRK GT.x;\nENDREP;\nEND", "GT.x" },
   { "ENDIF without IF", HDR "MOV result.color, 1;\nENDIF;\nEND",
     "ENDIF;" },
   { "block closed by the wrong END",
     HDR "REP program.env[0];\nENDLOOP;\nEND", "ENDLOOP;" },
   { "label inside a block",
     HDR "REP program.env[0];\nfoo:\nENDREP;\nEND", "foo:" },
   /* known only at the end: the position is the text's length */
   { "CAL to an undefined label", HDR "CAL nowhere;\nEND", "" },
   { "A0 outside LOOP",
     HDR "MOV result.color, fragment.texcoord[A0.x];\nEND", "A0.x" },
   { "LOOP operand not a parameter",
     HDR "TEMP r;\nMOV r, 1;\nLOOP r;\nENDLOOP;\nEND", "r;\nENDLOOP" },
   { "_SSAT needs the option",
     "!!ARBfp1.0\nOPTION NV_fragment_program;\n"
     "MOV_SSAT result.color, 1;\nEND", "MOV_SSAT" },
};

static bool
load(GLuint id, const char *text)
{
   return nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, id, text);
}

/* A vertex with texture coordinate sets n = (n + 1, 10 (n + 1), 0, 1). */
static void
vertex(float x, float y)
{
   for (unsigned n = 0; n < 8; n++) {
      glMultiTexCoord4f(GL_TEXTURE0 + n, (float)(n + 1),
                        10.0f * (float)(n + 1), 0.0f, 1.0f);
   }
   glVertex2f(x, y);
}

/* The whole window, counter-clockwise: front-facing. */
static void
draw_quad(void)
{
   nvpt_clear_sentinel();
   glBegin(GL_QUADS);
   vertex(-1, -1);
   vertex(1, -1);
   vertex(1, 1);
   vertex(-1, 1);
   glEnd();
}

static bool
same(float got, float want, float tol)
{
   unsigned a, b;

   if (isnan(want))
      return isnan(got);
   if (tol > 0.0f)
      return fabsf(got - want) <= tol;
   memcpy(&a, &got, 4);
   memcpy(&b, &want, 4);
   return a == b;
}

static bool
probe(const char *what, int x, int y, const float want[4], float tol)
{
   float got[4];
   bool ok = true;

   nvpt_read_float(x, y, got);
   for (unsigned c = 0; c < 4; c++)
      ok = same(got[c], want[c], tol) && ok;
   if (!ok) {
      printf("  %s (%d, %d): got %.9g %.9g %.9g %.9g, expected %.9g %.9g "
             "%.9g %.9g\n", what, x, y, got[0], got[1], got[2], got[3],
             want[0], want[1], want[2], want[3]);
   }
   return ok;
}

/*
 * The implementation-dependent limits some cases are built on: nvprog's
 * values (docs/limits.md) next to NVIDIA's driver's (MAX_PROGRAM_LOOP_
 * COUNT_NV 16777216, CALL_DEPTH 32, IF_DEPTH and LOOP_DEPTH 1024,
 * EXEC_INSTRUCTIONS 16777216).  REP counts and the call stack are
 * computed from the queried limit; the others are skipped where the limit
 * differs from the one the case counts with.
 */
static GLint
fp_limit(GLenum pname)
{
   PFNGLGETPROGRAMIVARBPROC get = nvpt_get_proc("glGetProgramivARB");
   GLint v = -1;

   get(GL_FRAGMENT_PROGRAM_ARB, pname, &v);
   return v;
}

static const struct {
   const char *name;
   GLenum pname;
   GLint value;
} limited[] = {
   { "loop depth through CAL", GL_MAX_PROGRAM_LOOP_DEPTH_NV, 4 },
   { "65536 executed instructions", GL_MAX_PROGRAM_EXEC_INSTRUCTIONS_NV,
     65536 },
   { "counted as the parameters decide",
     GL_MAX_PROGRAM_EXEC_INSTRUCTIONS_NV, 65536 },
   { "IF nesting limit at load", GL_MAX_PROGRAM_IF_DEPTH_NV, 48 },
};

/* true (after printing why) where 'name' counts with a limit that this
 * implementation does not have */
static bool
skipped_for_limit(const char *name)
{
   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(limited); i++) {
      if (strcmp(name, limited[i].name) != 0)
         continue;
      GLint v = fp_limit(limited[i].pname);
      if (v == limited[i].value)
         return false;
      printf("SKIP %s: built for %s %d, this implementation has %d\n",
             name, nvpt_enum_name(limited[i].pname), limited[i].value, v);
      return true;
   }
   return false;
}

/* "the number of loop iterations is limited to the value
 * MAX_PROGRAM_LOOP_COUNT_NV" (REP counts: 300 iterations asked) and "A
 * fragment program will terminate if a CAL instruction is executed with
 * MAX_PROGRAM_CALL_DEPTH_NV entries already in the call stack" (the
 * recursion adds 1 per call). */
static void
fill_limits(struct flow_case *t)
{
   if (!strcmp(t->name, "REP counts")) {
      GLint n = fp_limit(GL_MAX_PROGRAM_LOOP_COUNT_NV);
      float y = 0.25f * (float)(n < 300 ? n : 300);
      t->probes[0].expected[1] = t->probes[1].expected[1] = y;
   } else if (!strcmp(t->name, "recursion past MAX_PROGRAM_CALL_DEPTH_NV")) {
      float d = (float)fp_limit(GL_MAX_PROGRAM_CALL_DEPTH_NV);
      for (unsigned c = 0; c < 4; c++)
         t->probes[0].expected[c] = d;
   }
}

static bool
run_case(GLuint id, const struct flow_case *t)
{
   bool ok = true;

   if (!load(id, t->text))
      return false;
   for (unsigned k = 0; k < 4; k++)
      ProgramEnvParameter4fvARB(GL_FRAGMENT_PROGRAM_ARB, k, t->p[k]);
   draw_quad();
   if (!nvpt_expect_error(GL_NO_ERROR, "drawing"))
      return false;
   for (unsigned i = 0; i < MAX_PROBES; i++) {
      const struct probe *p = &t->probes[i];
      if (i > 0 && !p->x && !p->y)
         break;
      ok = probe(t->name, p->x, p->y, p->expected, t->tol) && ok;
   }
   return ok;
}

/* A program whose loop counts only parameters decide runs without the
 * count while the parameters keep it within 65536 instructions and with
 * it when they do not, as straight code when the path is short
 * (nvst_fp_count.c: the state tracker counts with the interpreter and
 * emits the program again): the same program drawn with program.env[0]
 * = 4 (16 trips, 59 instructions: straight code), 255 (the bound: 21788,
 * as case "65536 executed instructions"), 40 (4883 instructions:
 * uncounted loops), 4 and 255 again; and with program.local[0] the
 * same way. */
static bool
run_count_params(GLuint id)
{
   static const char *texts[2] = {
      HDR "TEMP r;\nMOV r, 0;\nREP program.env[0];\n"
      "  REP program.env[0];\n    ADD r, r, 1;\n"
      "    MOV result.color, r;\n  ENDREP;\nENDREP;\n"
      "MOV result.color, -1;\nEND",
      HDR "TEMP r;\nMOV r, 0;\nREP program.local[0];\n"
      "  REP program.local[0];\n    ADD r, r, 1;\n"
      "    MOV result.color, r;\n  ENDREP;\nENDREP;\n"
      "MOV result.color, -1;\nEND",
   };
   static const float counts[5] = { 4, 255, 40, 4, 255 };
   PFNGLPROGRAMLOCALPARAMETER4FVARBPROC local4fv =
      nvpt_get_proc("glProgramLocalParameter4fvARB");
   bool ok = true;

   for (unsigned t = 0; t < 2; t++) {
      if (!load(id + t, texts[t]))
         return false;
      for (unsigned i = 0; i < 5; i++) {
         const float p[4] = { counts[i], 0, 0, 0 };
         float v = counts[i] == 255 ? 21788.0f : -1.0f;
         const float want[4] = { v, v, v, v };
         if (t == 0)
            ProgramEnvParameter4fvARB(GL_FRAGMENT_PROGRAM_ARB, 0, p);
         else
            local4fv(GL_FRAGMENT_PROGRAM_ARB, 0, p);
         draw_quad();
         ok = nvpt_expect_error(GL_NO_ERROR, "drawing") && ok;
         ok = probe(t ? "program.local count" : "program.env count", 5, 7,
                    want, 0) && ok;
      }
   }
   return ok;
}

/* fragment.facing: "(f,0,0,1)", f = +1.0 front, -1.0 back; the left
 * half drawn counter-clockwise, the right half clockwise. */
static bool
run_facing(GLuint id)
{
   static const float front[4] = { 1, 0, 0, 1 }, back[4] = { -1, 0, 0, 1 };
   bool ok;

   if (!load(id, HDR "MOV result.color, fragment.facing;\nEND"))
      return false;
   nvpt_clear_sentinel();
   glBegin(GL_TRIANGLES);
   glVertex2f(-1, -1);
   glVertex2f(0, -1);
   glVertex2f(-1, 1);
   glVertex2f(0, 1);
   glVertex2f(1, 1);
   glVertex2f(1, -1);
   glEnd();
   ok = nvpt_expect_error(GL_NO_ERROR, "drawing facing");
   ok = probe("front", 2, 4, front, 0) && ok;
   ok = probe("back", 30, 28, back, 0) && ok;
   return ok;
}

/* TXL: "rho(x,y) is given by 2^w": w selects the mipmap level of a
 * NEAREST_MIPMAP_NEAREST texture whose three levels are red, green and
 * blue; also inside a REP whose body steps w. */
static bool
run_txl(GLuint id)
{
   static const float colors[3][4] = {
      { 1, 0, 0, 1 }, { 0, 1, 0, 1 }, { 0, 0, 1, 1 },
   };
   static const struct {
      const char *text;
      float want[4];
   } t[] = {
      { "TXL result.color, {0.5, 0.5, 0, 0}, texture[2], 2D;",
        { 1, 0, 0, 1 } },
      { "TXL result.color, {0.5, 0.5, 0, 1}, texture[2], 2D;",
        { 0, 1, 0, 1 } },
      { "TXL result.color, {0.5, 0.5, 0, 2}, texture[2], 2D;",
        { 0, 0, 1, 1 } },
      { "TXL result.color, {0.5, 0.5, 0, 7}, texture[2], 2D;",
        { 0, 0, 1, 1 } },
      { "TEMP t, c, r;\nMOV t, {0.25, 0.75, 0, 0};\nMOV r, 0;\n"
        "REP {3};\nTXL c, t, texture[2], 2D;\nMAD r, r, 2, c;\n"
        "ADD t.w, t.w, 1;\nENDREP;\nMOV result.color, r;",
        { 4, 2, 1, 7 } },
   };
   GLuint tex;
   bool ok = true;

   glActiveTexture(GL_TEXTURE2);
   glGenTextures(1, &tex);
   glBindTexture(GL_TEXTURE_2D, tex);
   for (int level = 0; level < 3; level++) {
      int size = 4 >> level;
      float texels[16][4];
      for (int i = 0; i < size * size; i++)
         memcpy(texels[i], colors[level], sizeof(texels[i]));
      glTexImage2D(GL_TEXTURE_2D, level, GL_RGBA32F, size, size, 0,
                   GL_RGBA, GL_FLOAT, texels);
   }
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER,
                   GL_NEAREST_MIPMAP_NEAREST);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
   glActiveTexture(GL_TEXTURE0);
   for (unsigned i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
      char text[512];
      snprintf(text, sizeof(text), HDR "%s\nEND", t[i].text);
      if (!load(id, text))
         return false;
      draw_quad();
      ok = nvpt_expect_error(GL_NO_ERROR, "drawing TXL") && ok;
      ok = probe("TXL", 5, 9, t[i].want, 0) && ok;
      ok = probe("TXL", 27, 20, t[i].want, 0) && ok;
   }
   glDeleteTextures(1, &tex);
   return ok;
}

static bool
run_error(GLuint id, const char *text, const char *at)
{
   GLint want = *at ? (GLint)(strstr(text, at) - text) :
                      (GLint)strlen(text);

   return nvpt_load_arb_program_bad(GL_FRAGMENT_PROGRAM_ARB, id, text, want);
}

/* HDR, head, 'depth' nested "IF TR.x;" around body, "END". */
static void
nested_ifs(char *text, const char *head, unsigned depth, const char *body)
{
   size_t n = (size_t)sprintf(text, "%s%s", HDR, head);

   for (unsigned i = 0; i < depth; i++)
      n += (size_t)sprintf(text + n, "IF TR.x;\n");
   n += (size_t)sprintf(text + n, "%s", body);
   for (unsigned i = 0; i < depth; i++)
      n += (size_t)sprintf(text + n, "ENDIF;\n");
   sprintf(text + n, "END");
}

/* "a fragment program will fail to load if an IF instruction is nested
 * inside MAX_PROGRAM_IF_DEPTH_NV or more IF/ELSE/ENDIF blocks": 48
 * nested IFs load, a 49th fails at its IF. */
static bool
run_if_depth(GLuint id)
{
   char *text = malloc(4096);
   bool ok = text != NULL;

   for (unsigned depth = 48; ok && depth <= 49; depth++) {
      nested_ifs(text, "", depth, "MOV result.color, 1;\n");
      if (depth == 48) {
         ok = load(id, text) && ok;
         draw_quad();
         static const float one[4] = { 1, 1, 1, 1 };
         ok = probe("48 nested IFs", 5, 5, one, 0) && ok;
      } else {
         /* the 49th "IF" */
         const char *at = strstr(text, "IF");
         for (unsigned i = 0; i < 48; i++)
            at = strstr(at + 1, "IF");
         ok = run_error(id, text, at) && ok;
      }
   }
   /* At run time, "any active IF/ENDIF blocks in the calling code
    * count against this limit": a subroutine's IF called from inside 47
    * IFs runs (colour 3, then 2 after the call); from inside 48 it
    * terminates the program, whose fragment keeps its result (1). */
   for (unsigned depth = 47; ok && depth <= 48; depth++) {
      nested_ifs(text, "sub:\n  IF TR.x;\n    MOV result.color, 3;\n"
                 "  ENDIF;\n  RET;\nmain:\nMOV result.color, 1;\n", depth,
                 "CAL sub;\nMOV result.color, 2;\n");
      static const float two[4] = { 2, 2, 2, 2 }, one[4] = { 1, 1, 1, 1 };
      ok = load(id, text) && ok;
      draw_quad();
      ok = probe(depth == 47 ? "IF through CAL at depth 48" :
                               "IF through CAL past depth 48",
                 5, 5, depth == 47 ? two : one, 0) && ok;
   }
   free(text);
   return ok;
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   nvpt_require_extension("GL_NV_fragment_program2");
   ProgramEnvParameter4fvARB = nvpt_get_proc("glProgramEnvParameter4fvARB");
   nvpt_float_target_begin();
   glEnable(GL_FRAGMENT_PROGRAM_ARB);

   for (unsigned i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
      struct flow_case c = cases[i];
      if (skipped_for_limit(c.name))
         continue;
      fill_limits(&c);
      bool ok = run_case(1 + i, &c);
      printf("%s %s\n", ok ? "PASS" : "FAIL", c.name);
      pass = ok && pass;
   }

   bool ok = run_facing(50);
   printf("%s fragment.facing\n", ok ? "PASS" : "FAIL");
   pass = ok && pass;

   if (!skipped_for_limit("counted as the parameters decide")) {
      ok = run_count_params(53);
      printf("%s counted as the parameters decide\n", ok ? "PASS" : "FAIL");
      pass = ok && pass;
   }

   ok = run_txl(52);
   printf("%s TXL levels\n", ok ? "PASS" : "FAIL");
   pass = ok && pass;

   if (!skipped_for_limit("IF nesting limit at load")) {
      ok = run_if_depth(51);
      printf("%s IF nesting limit at load\n", ok ? "PASS" : "FAIL");
      pass = ok && pass;
   }

   /* Errors leave the bound program as it was: program 1 again. */
   for (unsigned i = 0; i < sizeof(errors) / sizeof(errors[0]); i++) {
      ok = run_error(1, errors[i].text, errors[i].at);
      printf("%s error: %s\n", ok ? "PASS" : "FAIL", errors[i].name);
      pass = ok && pass;
   }
   draw_quad();
   ok = nvpt_expect_error(GL_NO_ERROR, "drawing after errors");
   ok = probe("previous program kept", cases[0].probes[0].x,
              cases[0].probes[0].y, cases[0].probes[0].expected, 0) && ok;
   ok = probe("previous program kept", cases[0].probes[1].x,
              cases[0].probes[1].y, cases[0].probes[1].expected, 0) && ok;
   printf("%s previous program kept\n", ok ? "PASS" : "FAIL");
   pass = ok && pass;

   return nvpt_end_test(pass);
}
