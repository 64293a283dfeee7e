/*
 * The ARB program limits that GetProgramivARB reports for
 * VERTEX_PROGRAM_ARB and FRAGMENT_PROGRAM_ARB (docs/limits.md, "What
 * GetProgramivARB reports for the ARB targets"), and that both parsers
 * enforce: 4096 instructions, 64 temporaries, 1024 parameters and, for
 * vertex programs, 2 address registers, native and not.
 *
 * Then, for each limit read back from the query, in each of plain
 * "!!ARBvp1.0" (Mesa's parser), "!!ARBvp1.0" + OPTION
 * NV_vertex_program3, plain "!!ARBfp1.0" and "!!ARBfp1.0" + OPTION
 * NV_fragment_program or NV_fragment_program2: a generated program AT
 * the limit loads (no error, position -1, PROGRAM_UNDER_NATIVE_LIMITS_ARB
 * true, the matching PROGRAM_*_ARB count equal to the limit) and draws
 * one point whose colour must be exact; the same program ONE PAST the
 * limit fails with INVALID_OPERATION at the offending token (the first
 * instruction, name or binding past the limit) and a non-empty error
 * string, and the program bound before still draws the same colour.
 *
 * The fragment target's ALU and TEX instruction and texture indirection
 * maxima (native and not) are enforced by no parser: only the total
 * instruction count is.  So each must be at least the instruction limit,
 * and with OPTION NV_fragment_program a program of nothing but dependent
 * texture lookups, as many as the instruction limit allows, loads and
 * draws; one more fails at it.
 *
 * Error positions: nvprog's parsers report the byte offset of the
 * offending token.  Mesa's lexer (program_lexer.l, YY_USER_ACTION)
 * counts differently: see mesa_position() below; plain programs past
 * the instruction and parameter limits are expected at Mesa's position
 * of the offending token too.
 *
 * Known deviation, asserted as it is so that it is seen when it
 * changes: Mesa's own parser enforces neither MAX_PROGRAM_INSTRUCTIONS_ARB
 * nor MAX_PROGRAM_PARAMETERS_ARB (program_parse.y checks temporaries,
 * address registers and array sizes only), so plain programs one past
 * those two limits load (docs/limits.md).  nvprog's parsers enforce all
 * of them.
 */
#include "harness.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static PFNGLGETPROGRAMIVARBPROC GetProgramivARB;
static PFNGLPROGRAMENVPARAMETER4FVARBPROC ProgramEnvParameter4fvARB;

/* program.env[0..4] of both targets */
static const float env[5][4] = {
   { 0.5f, 0.25f, -1.0f, 1.0f },
   { 0.25f, 0.5f, 0.125f, 0.0f },
   { 1.0f, 2.0f, 3.0f, 4.0f },
   { 16.0f, 32.0f, 64.0f, 128.0f },
   { 1.0f, 2.0f, 0.0f, 0.0f },
};

static const struct variant {
   const char *name;
   GLenum target;
   const char *header;
   bool mesa;   /* plain: Mesa's own ARB parser */
} variants[] = {
   { "!!ARBvp1.0", GL_VERTEX_PROGRAM_ARB, "!!ARBvp1.0\n", true },
   { "!!ARBvp1.0 + NV_vertex_program3", GL_VERTEX_PROGRAM_ARB,
     "!!ARBvp1.0\nOPTION NV_vertex_program3;\n", false },
   { "!!ARBfp1.0", GL_FRAGMENT_PROGRAM_ARB, "!!ARBfp1.0\n", true },
   { "!!ARBfp1.0 + NV_fragment_program", GL_FRAGMENT_PROGRAM_ARB,
     "!!ARBfp1.0\nOPTION NV_fragment_program;\n", false },
   { "!!ARBfp1.0 + NV_fragment_program2", GL_FRAGMENT_PROGRAM_ARB,
     "!!ARBfp1.0\nOPTION NV_fragment_program2;\n", false },
};

enum limit_kind {
   LIMIT_INSTRUCTIONS,
   LIMIT_TEMPORARIES,
   LIMIT_PARAMETERS,
   LIMIT_ADDRESS_REGISTERS,
   LIMIT_COUNT,
};

static const struct limit {
   const char *name;
   GLenum max, max_native;     /* the queries */
   GLenum count, count_native; /* the program's own counts */
   GLint expected;
   bool vertex_only;
} limits[LIMIT_COUNT] = {
   [LIMIT_INSTRUCTIONS] = {
      "instructions", GL_MAX_PROGRAM_INSTRUCTIONS_ARB,
      GL_MAX_PROGRAM_NATIVE_INSTRUCTIONS_ARB, GL_PROGRAM_INSTRUCTIONS_ARB,
      GL_PROGRAM_NATIVE_INSTRUCTIONS_ARB, 4096 },
   [LIMIT_TEMPORARIES] = {
      "temporaries", GL_MAX_PROGRAM_TEMPORARIES_ARB,
      GL_MAX_PROGRAM_NATIVE_TEMPORARIES_ARB, GL_PROGRAM_TEMPORARIES_ARB,
      GL_PROGRAM_NATIVE_TEMPORARIES_ARB, 64 },
   [LIMIT_PARAMETERS] = {
      "parameters", GL_MAX_PROGRAM_PARAMETERS_ARB,
      GL_MAX_PROGRAM_NATIVE_PARAMETERS_ARB, GL_PROGRAM_PARAMETERS_ARB,
      GL_PROGRAM_NATIVE_PARAMETERS_ARB, 1024 },
   [LIMIT_ADDRESS_REGISTERS] = {
      "address registers", GL_MAX_PROGRAM_ADDRESS_REGISTERS_ARB,
      GL_MAX_PROGRAM_NATIVE_ADDRESS_REGISTERS_ARB,
      GL_PROGRAM_ADDRESS_REGISTERS_ARB,
      GL_PROGRAM_NATIVE_ADDRESS_REGISTERS_ARB, 2, true },
};

/* ---- a growing program text ---- */


/*
 * Mesa's program_lexer.l keeps yylloc->position as follows: every
 * lexeme (tokens and runs of blanks alike) adds its length after it is
 * matched, so that a token's position is the offset of its END; a
 * newline adds 2 (YY_USER_ACTION's 1 and the rule's own 1); the first
 * lexeme of the text sets the position to 1 instead of its length.  So
 * the position of the token at byte 'off' of length 'len' is
 * off + len + (newlines before it) - (length of "!!ARBxp1.0") + 1.
 * This is Mesa's own convention (yyerror() of program_parse.y passes it
 * on as PROGRAM_ERROR_POSITION_ARB).
 */
static GLint
mesa_position(const char *text, size_t off)
{
   size_t len = 0, newlines = 0;

   while (text[off + len] && (text[off + len] == '_' ||
          (text[off + len] >= '0' && text[off + len] <= '9') ||
          (text[off + len] >= 'a' && text[off + len] <= 'z') ||
          (text[off + len] >= 'A' && text[off + len] <= 'Z')))
      len++;
   if (len == 0)
      len = 1;   /* a punctuation character */
   for (size_t i = 0; i < off; i++)
      newlines += text[i] == '\n';
   return (GLint)(off + len + newlines - strlen("!!ARBvp1.0") + 1);
}

/* ---- the generated programs ---- */

/*
 * The program of 'kind' with n instructions, temporaries, parameters or
 * address registers; *bad is the offset of the (max + 1)th one when
 * n > max; 'expected' is its colour.
 */
static void
generate(const struct variant *v, enum limit_kind kind, unsigned n,
         unsigned max, struct nvpt_text *t, size_t *bad, float expected[4])
{
   const bool vertex = v->target == GL_VERTEX_PROGRAM_ARB;
   /* instructions beside the ones counted below */
   const unsigned fixed = vertex ? 2 : 1;

   t->len = 0;
   *bad = 0;
   nvpt_text_put(t, "%s", v->header);

   switch (kind) {
   case LIMIT_INSTRUCTIONS: {
      /* MOV r, env[0]; (n - fixed - 1) x ADD r, r, env[1]; MOV
       * result.color, r */
      unsigned count = 0;
      nvpt_text_put(t, "TEMP r;\n");
      if (vertex) {
         nvpt_text_put(t, "MOV result.position, vertex.position;\n");
         count++;
      }
      nvpt_text_put(t, "MOV r, program.env[0];\n");
      count++;
      for (unsigned i = 0; i + fixed + 1 < n; i++) {
         if (++count == max + 1)
            *bad = t->len;
         nvpt_text_put(t, "ADD r, r, program.env[1];\n");
      }
      if (++count == max + 1)
         *bad = t->len;
      nvpt_text_put(t, "MOV result.color, r;\nEND");
      for (unsigned c = 0; c < 4; c++)
         expected[c] = env[0][c] + (float)(n - fixed - 1) * env[1][c];
      break;
   }
   case LIMIT_TEMPORARIES:
      nvpt_text_put(t, "TEMP t0");
      for (unsigned i = 1; i < n; i++) {
         nvpt_text_put(t, ", ");
         if (i == max)
            *bad = t->len;
         nvpt_text_put(t, "t%u", i);
      }
      nvpt_text_put(t, ";\n");
      if (vertex)
         nvpt_text_put(t, "MOV result.position, vertex.position;\n");
      nvpt_text_put(t, "MOV t0, program.env[0];\n");
      for (unsigned i = 1; i < n; i++)
         nvpt_text_put(t, "ADD t%u, t%u, program.env[1];\n", i, i - 1);
      nvpt_text_put(t, "MOV result.color, t%u;\nEND", n - 1);
      for (unsigned c = 0; c < 4; c++)
         expected[c] = env[0][c] + (float)(n - 1) * env[1][c];
      break;
   case LIMIT_PARAMETERS: {
      /* n distinct literal vectors {i, i + 0.5, -i, 0.25}, one slot
       * each; the program reads the first, the middle and the last.
       * (Reading all n takes LLVM 15 to 70 s per program on llvmpipe,
       * literals or program.local alike.) */
      const unsigned r[3] = { 0, n / 2, n - 1 };
      for (unsigned i = 0; i < n; i++) {
         nvpt_text_put(t, "PARAM c%u = ", i);
         if (i == max)
            *bad = t->len;
         nvpt_text_put(t, "{%u, %u.5, -%u, 0.25};\n", i, i, i);
      }
      nvpt_text_put(t, "TEMP r;\n");
      if (vertex)
         nvpt_text_put(t, "MOV result.position, vertex.position;\n");
      nvpt_text_put(t, "ADD r, c%u, c%u;\nADD result.color, r, c%u;\nEND", r[0],
          r[1], r[2]);
      for (unsigned c = 0; c < 4; c++)
         expected[c] = 0.0f;
      for (unsigned k = 0; k < 3; k++) {
         expected[0] += (float)r[k];
         expected[1] += (float)r[k] + 0.5f;
         expected[2] -= (float)r[k];
         expected[3] += 0.25f;
      }
      break;
   }
   case LIMIT_ADDRESS_REGISTERS:
      /* a0.x = 1 and a(n-1).x = 2: p[1] + p[3]; an implementation
       * that gave all names one register would read p[2] + p[3] */
      nvpt_text_put(t, "ADDRESS a0");
      for (unsigned i = 1; i < n; i++) {
         nvpt_text_put(t, ", ");
         if (i == max)
            *bad = t->len;
         nvpt_text_put(t, "a%u", i);
      }
      nvpt_text_put(t, ";\nPARAM p[4] = { program.env[0..3] };\n"
          "MOV result.position, vertex.position;\n"
          "ARL a0.x, program.env[4].x;\n");
      if (n > 1)
         nvpt_text_put(t, "ARL a%u.x, program.env[4].y;\n", n - 1);
      nvpt_text_put(t, "ADD result.color, p[a0.x], p[a%u.x + 1];\nEND", n - 1);
      for (unsigned c = 0; c < 4; c++)
         expected[c] = env[1][c] + env[n > 1 ? 3 : 2][c];
      break;
   default:
      break;
   }
}

/* ---- checks ---- */

static void
program_string(GLenum target, GLuint id, const struct nvpt_text *t)
{
   nvpt_arb_program_string(target, id, t->data, t->len);
}

/* The program text around byte 'pos', for messages. */
static void
print_excerpt(const struct nvpt_text *t, GLint pos)
{
   size_t at = pos < 0 ? 0 : (size_t)pos > t->len ? t->len : (size_t)pos;
   size_t from = at > 40 ? at - 40 : 0;

   printf("  text from byte %zu: \"%.80s\"\n", from, t->data + from);
}

static bool
load_good(const char *what, GLenum target, GLuint id, const struct nvpt_text *t)
{
   GLint pos = -2;

   program_string(target, id, t);
   glGetIntegerv(GL_PROGRAM_ERROR_POSITION_ARB, &pos);
   if (!nvpt_expect_error(GL_NO_ERROR, "%s: ProgramStringARB", what) ||
       pos != -1) {
      printf("  error position %d: %s\n", pos,
             (const char *)glGetString(GL_PROGRAM_ERROR_STRING_ARB));
      print_excerpt(t, pos);
      return false;
   }
   return true;
}

static bool
load_bad(const char *what, GLenum target, GLuint id, const struct nvpt_text *t,
         size_t bad, GLint expected_pos)
{
   const char *msg;
   GLint pos = -2;

   program_string(target, id, t);
   if (!nvpt_expect_error(GL_INVALID_OPERATION, "%s + 1: ProgramStringARB",
                          what)) {
      printf("  the offending token: \"%.24s\" at byte %zu\n",
             t->data + bad, bad);
      return false;
   }
   glGetIntegerv(GL_PROGRAM_ERROR_POSITION_ARB, &pos);
   msg = (const char *)glGetString(GL_PROGRAM_ERROR_STRING_ARB);
   if (pos != expected_pos || !msg || !*msg) {
      printf("%s + 1: error position %d, expected %d (%s)\n  the "
             "offending token: \"%.24s\" at byte %zu\n", what, pos,
             expected_pos, msg && *msg ? msg : "no error string",
             t->data + bad, bad);
      return false;
   }
   return true;
}

static GLint
program_iv(GLenum target, GLenum pname)
{
   GLint value = -12345;

   GetProgramivARB(target, pname, &value);
   return value;
}

static bool
check_queries(GLenum target, GLint max[LIMIT_COUNT])
{
   const char *tname = target == GL_VERTEX_PROGRAM_ARB
                       ? "VERTEX_PROGRAM_ARB" : "FRAGMENT_PROGRAM_ARB";
   bool pass = true;

   for (unsigned k = 0; k < LIMIT_COUNT; k++) {
      const struct limit *l = &limits[k];
      GLint a, b;

      if (l->vertex_only && target != GL_VERTEX_PROGRAM_ARB)
         continue;
      a = program_iv(target, l->max);
      b = program_iv(target, l->max_native);
      pass = nvpt_expect_error(GL_NO_ERROR, "%s: MAX %s", tname,
                               l->name) && pass;
      max[k] = a;
      if (a != l->expected || b != l->expected) {
         printf("%s: MAX_PROGRAM_%s %d, native %d; expected %d\n", tname,
                l->name, a, b, l->expected);
         pass = false;
         /* Another GL's limits (NVIDIA's driver: 65536 instructions,
          * 4096 temporaries): the generated programs are sized for
          * nvprog's, and 65536-instruction texts one after another ran
          * past the harness's time limit there. */
         max[k] = -1;
      }
   }
   return pass;
}

/*
 * ARB_fragment_program's MAX_PROGRAM_ALU_INSTRUCTIONS_ARB,
 * MAX_PROGRAM_TEX_INSTRUCTIONS_ARB and MAX_PROGRAM_TEX_INDIRECTIONS_ARB,
 * native and not.  Neither nvprog's parsers nor Mesa's enforce them (no
 * check counts ALU or TEX instructions or indirections; the instruction
 * limit is the only one), so a program within MAX_PROGRAM_INSTRUCTIONS_
 * ARB loads whatever its mix: each of them must be at least that limit,
 * or the GL would report a limit that programs pass.
 */
static bool
check_fragment_kind_queries(GLint max_instructions)
{
   static const struct {
      const char *name;
      GLenum max, max_native;
   } kinds[] = {
      { "ALU instructions", GL_MAX_PROGRAM_ALU_INSTRUCTIONS_ARB,
        GL_MAX_PROGRAM_NATIVE_ALU_INSTRUCTIONS_ARB },
      { "TEX instructions", GL_MAX_PROGRAM_TEX_INSTRUCTIONS_ARB,
        GL_MAX_PROGRAM_NATIVE_TEX_INSTRUCTIONS_ARB },
      { "texture indirections", GL_MAX_PROGRAM_TEX_INDIRECTIONS_ARB,
        GL_MAX_PROGRAM_NATIVE_TEX_INDIRECTIONS_ARB },
   };
   GLint value[NVPT_ARRAY_SIZE(kinds)];
   bool pass = true;

   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(kinds); i++) {
      GLint a = program_iv(GL_FRAGMENT_PROGRAM_ARB, kinds[i].max);
      GLint b = program_iv(GL_FRAGMENT_PROGRAM_ARB, kinds[i].max_native);

      value[i] = a;

      pass = nvpt_expect_error(GL_NO_ERROR, "FRAGMENT_PROGRAM_ARB: MAX %s",
                               kinds[i].name) && pass;
      printf("FRAGMENT_PROGRAM_ARB: MAX %s %d, native %d\n",
             kinds[i].name, a, b);
      if (a < max_instructions || b < max_instructions) {
         printf("FRAGMENT_PROGRAM_ARB: MAX %s %d, native %d; expected at "
                "least the instruction limit, %d\n", kinds[i].name, a, b,
                max_instructions);
         pass = false;
      }
   }
   /* "If an implementation has no limit on texture indirections, the
    *  limit will be equal to the limit on texture instructions." */
   if (value[2] != value[1]) {
      printf("FRAGMENT_PROGRAM_ARB: MAX texture indirections %d, expected "
             "MAX TEX instructions, %d (no limit is enforced)\n", value[2],
             value[1]);
      pass = false;
   }
   return pass;
}

static bool
draw_and_check(const char *what, const float expected[4])
{
   float got[4];

   if (!nvpt_draw_point_and_read(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, got))
      return false;
   return nvpt_check_vec4(what, got, expected, 0.0f);
}

static bool
run_limit(const struct variant *v, enum limit_kind kind, GLint max,
          GLuint id)
{
   const struct limit *l = &limits[kind];
   struct nvpt_text t = { NULL, 0, 0 };
   float expected[4], unused[4];
   char what[160];
   size_t bad;
   bool ok;

   if (max < 1) {
      printf("%s: MAX_PROGRAM_%s is %d\n", v->name, l->name, max);
      return false;
   }
   snprintf(what, sizeof(what), "%s, %d %s", v->name, max, l->name);

   /* at the limit: loads, counts, draws */
   generate(v, kind, (unsigned)max, (unsigned)max, &t, &bad, expected);
   ok = load_good(what, v->target, id, &t);
   if (ok) {
      /* Mesa's parser counts the END it appends as an instruction
       * (program_parse.y, _mesa_parse_arb_program), and of the
       * parameters only those the program reads (3 here); nvprog
       * counts every binding (docs/limits.md, "parameter slots"). */
      GLint want = max;
      if (v->mesa && kind == LIMIT_INSTRUCTIONS)
         want = max + 1;
      if (v->mesa && kind == LIMIT_PARAMETERS)
         want = 3;
      GLint n = program_iv(v->target, l->count);
      GLint nn = program_iv(v->target, l->count_native);
      GLint under = program_iv(v->target,
                               GL_PROGRAM_UNDER_NATIVE_LIMITS_ARB);
      if (n != want || nn != want || under != 1) {
         printf("%s: PROGRAM_%s %d, native %d, UNDER_NATIVE_LIMITS %d; "
                "expected %d, %d, 1\n", what, l->name, n, nn, under, want,
                want);
         ok = false;
      }
      ok = draw_and_check(what, expected) && ok;
   }

   /* one past: INVALID_OPERATION at the offending token, the bound
    * program kept */
   generate(v, kind, (unsigned)max + 1, (unsigned)max, &t, &bad, unused);
   /* Plain programs that declare two ADDRESS variables or more go to
    * nvprog's parser with the plain grammar (Mesa's would give them all
    * register 0; docs/extensions.md), so its convention. */
   bool mesa = v->mesa && kind != LIMIT_ADDRESS_REGISTERS;
   if (mesa && (kind == LIMIT_INSTRUCTIONS || kind == LIMIT_PARAMETERS)) {
      /* the known deviation above: it loads */
      ok = load_good(what, v->target, id, &t) && ok;
      printf("%s %s (one past loads: Mesa's parser does not enforce "
             "it)\n", ok ? "PASS" : "FAIL", what);
      free(t.data);
      return ok;
   }
   GLint pos = mesa ? mesa_position(t.data, bad) : (GLint)bad;
   ok = load_bad(what, v->target, id, &t, bad, pos) && ok;
   if (!draw_and_check(what, expected)) {
      printf("%s: the program loaded before is not kept\n", what);
      ok = false;
   }
   printf("%s %s\n", ok ? "PASS" : "FAIL", what);
   free(t.data);
   return ok;
}

/*
 * n texture lookups, each but the first reading the coordinates the one
 * before wrote: n TEX instructions and n texture indirections, all of
 * them instructions.  *bad is the offset of the (max + 1)th.  Unit 0 has
 * no texture, so every lookup gives (0, 0, 0, 1) ("If a fragment program
 * samples from a texture unit whose texture object is not complete, the
 * result will be (0,0,0,1)", ARB_fragment_program 3.11.6.1); the first
 * reads program.env[0] so that the chain is not folded away.
 */
static void
generate_tex_chain(const struct variant *v, unsigned n, unsigned max,
                   struct nvpt_text *t, size_t *bad)
{
   t->len = 0;
   *bad = 0;
   nvpt_text_put(t, "%sTEMP r;\nTEX r, program.env[0], texture[0], 2D;\n",
       v->header);
   for (unsigned i = 1; i + 1 < n; i++) {
      if (i == max)
         *bad = t->len;
      nvpt_text_put(t, "TEX r, r, texture[0], 2D;\n");
   }
   if (n == max + 1)
      *bad = t->len;
   nvpt_text_put(t, "TEX result.color, r, texture[0], 2D;\nEND");
}

static bool
run_tex_chain(const struct variant *v, GLint max, GLuint id)
{
   static const float incomplete[4] = { 0.0f, 0.0f, 0.0f, 1.0f };
   struct nvpt_text t = { NULL, 0, 0 };
   char what[160];
   size_t bad;
   bool ok;

   snprintf(what, sizeof(what), "%s, %d texture lookups", v->name, max);
   generate_tex_chain(v, (unsigned)max, (unsigned)max, &t, &bad);
   ok = load_good(what, v->target, id, &t);
   if (ok) {
      /* "Each texture instruction in the program (matches of the
       * <TexInstruction> grammar rule) counts", and each lookup of r
       * after the first starts an indirection ("the source coordinate
       * of the texture instruction is a temporary that has already been
       * written in the current node"): max of each, no ALU. */
      GLint n = program_iv(v->target, GL_PROGRAM_INSTRUCTIONS_ARB);
      GLint alu = program_iv(v->target, GL_PROGRAM_ALU_INSTRUCTIONS_ARB);
      GLint tex = program_iv(v->target, GL_PROGRAM_TEX_INSTRUCTIONS_ARB);
      GLint ind = program_iv(v->target, GL_PROGRAM_TEX_INDIRECTIONS_ARB);
      if (n != max || alu != 0 || tex != max || ind != max) {
         printf("%s: PROGRAM_INSTRUCTIONS %d, ALU %d, TEX %d, texture "
                "indirections %d; expected %d, 0, %d, %d\n", what, n, alu,
                tex, ind, max, max, max);
         ok = false;
      }
      ok = draw_and_check(what, incomplete) && ok;
   }
   generate_tex_chain(v, (unsigned)max + 1, (unsigned)max, &t, &bad);
   ok = load_bad(what, v->target, id, &t, bad, (GLint)bad) && ok;
   /* the program kept is the one drawn above: its count, not a second
    * draw (llvmpipe takes seconds to compile it again) */
   if (program_iv(v->target, GL_PROGRAM_INSTRUCTIONS_ARB) != max) {
      printf("%s: the program loaded before is not kept\n", what);
      ok = false;
   }
   printf("%s %s\n", ok ? "PASS" : "FAIL", what);
   free(t.data);
   return ok;
}

enum nvpt_result
nvpt_test(void)
{
   GLint max[2][LIMIT_COUNT];
   bool pass = true;

   nvpt_require_extension("GL_ARB_vertex_program");
   nvpt_require_extension("GL_ARB_fragment_program");
   nvpt_require_extension("GL_NV_vertex_program3");
   nvpt_require_extension("GL_NV_fragment_program2");
   GetProgramivARB = nvpt_get_proc("glGetProgramivARB");
   ProgramEnvParameter4fvARB = nvpt_get_proc("glProgramEnvParameter4fvARB");
   nvpt_float_target_begin();

   pass = check_queries(GL_VERTEX_PROGRAM_ARB, max[0]) && pass;
   pass = check_queries(GL_FRAGMENT_PROGRAM_ARB, max[1]) && pass;
   pass = check_fragment_kind_queries(max[1][LIMIT_INSTRUCTIONS]) && pass;

   for (unsigned i = 0; i < 5; i++) {
      ProgramEnvParameter4fvARB(GL_VERTEX_PROGRAM_ARB, i, env[i]);
      ProgramEnvParameter4fvARB(GL_FRAGMENT_PROGRAM_ARB, i, env[i]);
   }

   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(variants); i++) {
      const struct variant *v = &variants[i];
      const bool vertex = v->target == GL_VERTEX_PROGRAM_ARB;

      glEnable(v->target);
      for (unsigned k = 0; k < LIMIT_COUNT; k++) {
         if (limits[k].vertex_only && !vertex)
            continue;
         if (max[vertex ? 0 : 1][k] < 0) {
            printf("SKIP %s, %s: not nvprog's limit\n", v->name,
                   limits[k].name);
            continue;
         }
         pass = run_limit(v, (enum limit_kind)k, max[vertex ? 0 : 1][k],
                          100 + i * 10 + k) && pass;
      }
      /* one NV fragment option: both share the parser and emitter, and
       * llvmpipe takes seconds to compile the program */
      if (!vertex && strstr(v->header, "NV_fragment_program;") &&
          max[1][LIMIT_INSTRUCTIONS] >= 0) {
         pass = run_tex_chain(v, max[1][LIMIT_INSTRUCTIONS],
                              100 + i * 10 + LIMIT_COUNT) && pass;
      }
      glDisable(v->target);
   }
   return nvpt_end_test(pass);
}
