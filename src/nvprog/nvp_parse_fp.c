/*
 * Recursive-descent parser for NV_fragment_program programs ("!!FP1.0"),
 * section 3.11.3 of NV_fragment_program.txt, with the ambiguities
 * resolved as the project's NV_fragment_program checklist says (cited
 * as AMB-n; docs/extensions.md).
 *
 * The operand grammar of each instruction comes from the opcode
 * catalogue (nvp_opcodes.c): the signature lists the operands, the
 * fp_suffixes column the spellings ("ADDXC_SAT"), the fp_flags column
 * the rules tied to an opcode (PK*, UP*, RFL, texture lookups).
 *
 * Error positions: syntax errors at the first byte that cannot continue
 * a valid program; the rules about one instruction (unique attribute and
 * parameter, PK and UP register types, RFL's mask, one target per texture
 * unit: nvp_check_fp.c; the instruction limit) at that instruction's
 * opcode; names at the name; the rules about the whole program (an
 * output written, not both o[COLR] and o[COLH], the 64-register budget)
 * at len: "If the
 * program fails to load because of a semantic restriction that cannot
 * be determined until the program is fully scanned, the error position
 * will be len" (NV_vertex_program, shared by LoadProgramNV).
 */
/* strtod_l and newlocale (the build defines it too; a compile without
 * it would see strtod_l undeclared). */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
/* The short names of nvp_priv.h for the parser steps. */
#define NVP_PARSER_SHORTHANDS

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "nvp_precision.h"
#include "nvp_priv.h"

struct fp_parser {
   struct nvp_lexer lx;
   struct nvp_error *err;
   struct nvp_program *prog;
   unsigned max_instrs;
   unsigned instrs_cap, consts_cap, named_cap;
   /* Names of DEFINEs and DECLAREs: entry k is prog->named[k]. */
   struct nvp_labels names;
   /* Numbers are read in the C locale whatever the application set. */
   locale_t c_locale;
};

/* "Keywords defined in the grammar (including instruction names) can
 * not be used as constant names" (3.11.2); the single-letter terminals
 * too (AMB-25).  Register and texture names, and instruction names with
 * every suffix, are checked by reserved_name(). */
static const char *const keywords[] = {
   "END", "DEFINE", "DECLARE", "RC", "HC",
   "EQ", "GE", "GT", "LE", "LT", "NE", "TR", "FL",
   "WPOS", "COL0", "COL1", "FOGC", "COLR", "COLH", "DEPR",
   "CUBE", "RECT", "f", "o", "p", "x", "y", "z", "w",
};





static bool
is_digit(char c)
{
   return c >= '0' && c <= '9';
}

/*
 * The register number of a word spelled 'prefix' and a decimal number
 * below 'count' with no leading zero ("R0".."R31"; "R01" and "R32" are
 * none), or -1.
 */
static int
numbered_name(const char *s, size_t n, const char *prefix, unsigned count)
{
   size_t k = strlen(prefix);
   unsigned v = 0;

   if (n <= k || n > k + 3 || memcmp(s, prefix, k) != 0 ||
       (s[k] == '0' && n > k + 1))
      return -1;
   for (size_t i = k; i < n; i++) {
      if (!is_digit(s[i]))
         return -1;
      v = v * 10 + (unsigned)(s[i] - '0');
   }
   return v < count ? (int)v : -1;
}

static int
tok_numbered(const struct fp_parser *p, const struct nvp_token *t,
             const char *prefix, unsigned count)
{
   if (t->kind != NVP_TOK_WORD)
      return -1;
   return numbered_name(p->lx.text + t->offset, t->length, prefix, count);
}

/* The component x, y, z or w (0..3) the next token starts with, or -1:
 * every <component> is a token of its own, but "xyzw" scans as one
 * word. */

/* ---- Numbers ---------------------------------------------------- */

/* Does a <floatConstant> start at the next token: a digit, or "." and a
 * digit? */
static bool
peek_float(struct fp_parser *p)
{
   const struct nvp_token *t = nvp_lexer_peek(&p->lx);
   const char *s = p->lx.text;

   if (t->kind == NVP_TOK_INT)
      return true;
   return nvp_tok_is_punct(&p->lx, t, '.') && t->offset + 1 < p->lx.len &&
          is_digit(s[t->offset + 1]);
}

/*
 * <floatConstant>: "an integer part, a decimal point, a fraction part, an
 * "e" or "E", and an optionally signed integer exponent [...]  Either the
 * integer part or the fraction parts (not both) may be missing; either
 * the decimal point or the "e" (or "E") and the exponent (not both) may
 * be missing."  Plain integers are accepted too, as the spec's own
 * examples ("MAD R0, R1, 2, -1;") use them (AMB-8).  The value is
 * rounded to fp32 ("1e40" is +INF), denormals flushed.
 */
static bool
parse_float(struct fp_parser *p, bool negative, float *out)
{
   const struct nvp_token *t = nvp_lexer_peek(&p->lx);
   const char *s = p->lx.text;
   size_t len = p->lx.len, start = t->offset, i = start;
   size_t digits = 0;

   while (i < len && is_digit(s[i])) {
      i++;
      digits++;
   }
   if (i < len && s[i] == '.') {
      i++;
      while (i < len && is_digit(s[i])) {
         i++;
         digits++;
      }
   }
   if (digits == 0)
      return fail_expected(p, "a number");
   if (i < len && (s[i] == 'e' || s[i] == 'E')) {
      size_t j = i + 1;
      if (j < len && (s[j] == '+' || s[j] == '-'))
         j++;
      if (j >= len || !is_digit(s[j])) {
         struct nvp_token e = *t;
         e.offset = i;
         e.column = t->column + (uint32_t)(i - start);
         return fail_at(p, &e, "exponent without digits");
      }
      while (j < len && is_digit(s[j]))
         j++;
      i = j;
   }

   /* strtod needs a NUL: copy (numbers of any length are valid). */
   char small[64];
   char *buf = i - start < sizeof(small) ? small : malloc(i - start + 1);
   if (!buf)
      return fail_at(p, t, "out of memory");
   memcpy(buf, s + start, i - start);
   buf[i - start] = '\0';
   double d = p->c_locale ? strtod_l(buf, NULL, p->c_locale) :
                            strtod(buf, NULL);
   if (buf != small)
      free(buf);

   /* (float) rounds to nearest; past FLT_MAX that is +INF. */
   float f = nvp_to_fp32((float)d);
   *out = negative ? -f : f;
   nvp_lexer_consume_to(&p->lx, i);
   return true;
}

/* ---- Names -------------------------------------------------------- */

static bool
reserved_name(const char *s, size_t n)
{
   uint8_t prec;
   bool cc;
   uint8_t sat;

   for (unsigned i = 0; i < sizeof(keywords) / sizeof(keywords[0]); i++) {
      if (strlen(keywords[i]) == n && memcmp(keywords[i], s, n) == 0)
         return true;
   }
   /* "strings that specify valid temporary register or texture numbers
    * (e.g., "R0"-"R31", "H0"-"H63"", "TEX0"-"TEX15")"; "R32" and "TEX16"
    * are fine (revision 30). */
   if (numbered_name(s, n, "R", NVP_FP1_NUM_TEMPS_R) >= 0 ||
       numbered_name(s, n, "H", NVP_FP_NUM_TEMPS_H) >= 0 ||
       numbered_name(s, n, "TEX", NVP_FP1_NUM_TEX_UNITS) >= 0)
      return true;
   return n <= UINT32_MAX &&
          nvp_opcode_lookup_fp(s, (unsigned)n, NVP_KIND_FP10, &prec, &cc,
                               &sat) != NVP_OP_COUNT;
}

/* The named parameter the next token names, or -1 (not consumed). */
static int
peek_named(struct fp_parser *p)
{
   const struct nvp_token *t = nvp_lexer_peek(&p->lx);

   if (t->kind != NVP_TOK_WORD)
      return -1;
   return nvp_labels_find(&p->names, p->lx.text + t->offset, t->length);
}

/* "A fragment program will fail to load if an instruction contains a
 * named parameter not specified in a previous DEFINE or DECLARE
 * instruction." */
static bool
fail_undefined(struct fp_parser *p)
{
   const struct nvp_token *t = nvp_lexer_peek(&p->lx);
   char what[64];

   nvp_tok_describe(&p->lx, t, what, sizeof(what));
   return fail_at(p, t, "%s is not a register or a previously defined "
                  "name", what);
}

/* ---- Constants ---------------------------------------------------- */

/* <scalarConstant> ::= <signedScalarConstant> | <namedScalarConstant>
 * (no sign before a name). */
static bool
parse_scalar_constant(struct fp_parser *p, float *v)
{
   bool minus = accept_punct(p, '-');
   bool plus = !minus && accept_punct(p, '+');

   if (peek_float(p))
      return parse_float(p, minus, v);
   if (!minus && !plus) {
      int k = peek_named(p);
      if (k >= 0 && !p->prog->named[k].local && p->prog->named[k].scalar) {
         *v = p->prog->named[k].value[0];
         nvp_lexer_next(&p->lx);
         return true;
      }
      if (k < 0 && nvp_lexer_peek(&p->lx)->kind == NVP_TOK_WORD)
         return fail_undefined(p);
   }
   return fail_expected(p, "a number or the name of a scalar constant");
}

/* "{" <vectorConstantList> "}", after the "{": "constants with fewer
 * than four components are expanded to 4-components by filling missing
 * y and z components with 0.0 and missing w components with 1.0". */
static bool
parse_vector_literal(struct fp_parser *p, float v[4])
{
   unsigned n = 0;

   v[0] = v[1] = v[2] = 0.0f;
   v[3] = 1.0f;
   do {
      if (!parse_scalar_constant(p, &v[n++]))
         return false;
   } while (n < 4 && accept_punct(p, ','));
   return expect_punct(p, '}');
}

/* The right side of DEFINE and DECLARE: <vectorConstant> or
 * <scalarConstant>. */
static bool
parse_constant(struct fp_parser *p, float v[4], bool *scalar)
{
   int k = peek_named(p);

   *scalar = false;
   if (accept_punct(p, '{'))
      return parse_vector_literal(p, v);
   /* <namedVectorConstant>: "name of a vector constant in a DEFINE
    * instruction" (a DECLARE is no constant). */
   if (k >= 0 && !p->prog->named[k].local && !p->prog->named[k].scalar) {
      memcpy(v, p->prog->named[k].value, 4 * sizeof(float));
      nvp_lexer_next(&p->lx);
      return true;
   }
   *scalar = true;
   if (!parse_scalar_constant(p, &v[0]))
      return false;
   v[1] = v[2] = v[3] = v[0];
   return true;
}

/* The index of the constant 'v' in prog->consts, added if new.  An
 * entry with equal bits among the last 64 is shared: programs repeat
 * nearby constants, and the bound keeps a program of many thousand
 * constants linear. */
static int
add_const(struct fp_parser *p, const float v[4])
{
   struct nvp_program *prog = p->prog;
   unsigned first = prog->num_consts > 64 ? prog->num_consts - 64 : 0;

   for (unsigned i = first; i < prog->num_consts; i++) {
      if (memcmp(prog->consts[i].value, v, 4 * sizeof(float)) == 0)
         return (int)i;
   }
   if (prog->num_consts == p->consts_cap) {
      unsigned cap = p->consts_cap ? 2 * p->consts_cap : 16;
      struct nvp_const *c = realloc(prog->consts, cap * sizeof(*c));
      if (!c)
         return -1;
      prog->consts = c;
      p->consts_cap = cap;
   }
   memcpy(prog->consts[prog->num_consts].value, v, 4 * sizeof(float));
   return (int)prog->num_consts++;
}

/* <constantDefinition> and <localDeclaration>, after the keyword. */
static bool
parse_definition(struct fp_parser *p, bool declare)
{
   struct nvp_program *prog = p->prog;
   struct nvp_token t = *nvp_lexer_peek(&p->lx);
   const char *name = p->lx.text + t.offset;
   char what[64];

   if (t.kind != NVP_TOK_WORD) {
      /* "nor can strings that start with numbers" */
      return fail_expected(p, declare ? "a local parameter name" :
                           "a constant name");
   }
   nvp_tok_describe(&p->lx, &t, what, sizeof(what));
   if (reserved_name(name, t.length)) {
      return fail_at(p, &t, "%s is reserved and cannot name a %s", what,
                     declare ? "local parameter" : "constant");
   }
   int old = nvp_labels_find(&p->names, name, t.length);
   if (old >= 0) {
      const struct nvp_named_param *o = &prog->named[old];
      return fail_at(p, &t, "%s already defined at line %u, column %u",
                     what, o->line, o->column);
   }
   nvp_lexer_next(&p->lx);

   float v[4] = { 0.0f, 0.0f, 0.0f, 0.0f };
   bool scalar = false;
   if (!declare && !expect_punct(p, '='))
      return false;
   if ((!declare || accept_punct(p, '=')) &&
       !parse_constant(p, v, &scalar))
      return false;
   if (!expect_punct(p, ';'))
      return false;

   if (prog->num_named == p->named_cap) {
      unsigned cap = p->named_cap ? 2 * p->named_cap : 8;
      struct nvp_named_param *n = realloc(prog->named, cap * sizeof(*n));
      if (!n)
         return fail_at(p, &t, "out of memory");
      prog->named = n;
      p->named_cap = cap;
   }
   struct nvp_named_param *np = &prog->named[prog->num_named];
   memset(np, 0, sizeof(*np));
   np->name = malloc(t.length + 1);
   if (!np->name || nvp_labels_add(&p->names, name, t.length, 0, &t) < 0) {
      free(np->name);
      return fail_at(p, &t, "out of memory");
   }
   memcpy(np->name, name, t.length);
   np->name[t.length] = '\0';
   np->local = declare;
   np->scalar = scalar;
   memcpy(np->value, v, sizeof(v));
   np->offset = (uint32_t)t.offset;
   np->line = t.line;
   np->column = t.column;
   prog->num_named++;
   return true;
}

/* ---- Operands ----------------------------------------------------- */

/* <fragAttribReg> after "f", <numberedLocal> after "p". */
static bool
parse_bracketed(struct fp_parser *p, bool attrib, int *index)
{
   if (!expect_punct(p, '['))
      return false;
   const struct nvp_token *t = nvp_lexer_peek(&p->lx);
   if (attrib) {
      int a = name_index(&p->lx, t, nvp_frag_attrib_names,
                         NVP_FRAG_ATTRIB_COUNT);
      if (a < 0)
         return fail_expected(p, "a fragment attribute (WPOS, COL0, COL1, "
                              "FOGC or TEX0 to TEX7)");
      *index = a;
   } else {
      if (t->kind != NVP_TOK_INT)
         return fail_expected(p, "a local parameter number");
      /* <localNumber> "from 0 to MAX_FRAGMENT_PROGRAM_LOCAL_PARAMETERS_NV
       * - 1" */
      if (t->value >= NVP_FP_NUM_LOCALS) {
         return fail_at(p, t, "local parameter p[%u] out of range (0 to "
                        "%u)", t->value, NVP_FP_NUM_LOCALS - 1);
      }
      *index = (int)t->value;
   }
   nvp_lexer_next(&p->lx);
   return expect_punct(p, ']');
}

/*
 * <baseScalarSrc> / <baseVectorSrc>, 'minus' being its <negate> (or the
 * <optionalSign> of a <signedScalarConstant>, whose sign is part of the
 * value).
 */
static bool
parse_base_src(struct fp_parser *p, bool scalar, bool minus,
               struct nvp_src *src)
{
   const struct nvp_token *t = nvp_lexer_peek(&p->lx);
   float v[4];
   int k;

   if (peek_float(p)) {
      /* <signedScalarConstant>, replicated; no suffix. */
      if (!parse_float(p, minus, &v[0]))
         return false;
      v[1] = v[2] = v[3] = v[0];
      goto constant_no_suffix;
   }
   src->negate = minus;
   if (accept_punct(p, '{')) {
      if (!parse_vector_literal(p, v))
         return false;
      goto constant;
   }
   if ((k = tok_numbered(p, t, "R", NVP_FP1_NUM_TEMPS_R)) >= 0) {
      src->file = NVP_FILE_TEMP;
      src->index = k;
      nvp_lexer_next(&p->lx);
   } else if ((k = tok_numbered(p, t, "H", NVP_FP_NUM_TEMPS_H)) >= 0) {
      src->file = NVP_FILE_TEMP_H;
      src->index = k;
      nvp_lexer_next(&p->lx);
   } else if (nvp_tok_is_word(&p->lx, t, "f")) {
      nvp_lexer_next(&p->lx);
      src->file = NVP_FILE_FRAG_ATTRIB;
      if (!parse_bracketed(p, true, &src->index))
         return false;
   } else if (nvp_tok_is_word(&p->lx, t, "p")) {
      nvp_lexer_next(&p->lx);
      src->file = NVP_FILE_LOCAL;
      if (!parse_bracketed(p, false, &src->index))
         return false;
   } else if (nvp_tok_is_word(&p->lx, t, "o") ||
              nvp_tok_is_word(&p->lx, t, "RC") ||
              nvp_tok_is_word(&p->lx, t, "HC")) {
      /* "The fragment program output registers may not be read"; RC and
       * HC are "write-only". */
      char what[64];
      nvp_tok_describe(&p->lx, t, what, sizeof(what));
      return fail_at(p, t, "%s cannot be read", what);
   } else if ((k = peek_named(p)) >= 0) {
      const struct nvp_named_param *np = &p->prog->named[k];
      nvp_lexer_next(&p->lx);
      if (np->local) {
         src->file = NVP_FILE_NAMED;
         src->index = k;
      } else {
         memcpy(v, np->value, sizeof(v));
         /* <negate> <namedScalarConstant>: no suffix (AMB-25). */
         if (np->scalar)
            goto constant_no_suffix;
         goto constant;
      }
   } else if (t->kind == NVP_TOK_WORD) {
      return fail_undefined(p);
   } else {
      return fail_expected(p, "an operand");
   }
   return parse_swizzle(p, scalar, src->swizzle);

constant:
   src->file = NVP_FILE_CONST;
   if ((src->index = add_const(p, v)) < 0)
      return fail_at(p, t, "out of memory");
   return parse_swizzle(p, scalar, src->swizzle);

constant_no_suffix:
   src->file = NVP_FILE_CONST;
   if ((src->index = add_const(p, v)) < 0)
      return fail_at(p, t, "out of memory");
   for (unsigned i = 0; i < 4; i++)
      src->swizzle[i] = (uint8_t)(scalar ? 0 : i);
   return true;
}

/* <scalarSrc> / <vectorSrc>: [<negate>] "|" <base> "|", or <base>. */
static bool
parse_src(struct fp_parser *p, bool scalar, struct nvp_src *src)
{
   memset(src, 0, sizeof(*src));
   bool minus = accept_punct(p, '-');
   if (!minus)
      accept_punct(p, '+');
   if (accept_punct(p, '|')) {
      src->absolute = true;
      src->negate_abs = minus;
      minus = accept_punct(p, '-');
      if (!minus)
         accept_punct(p, '+');
      return parse_base_src(p, scalar, minus, src) && expect_punct(p, '|');
   }
   return parse_base_src(p, scalar, minus, src);
}

/* <ccMask> ::= <ccMaskRule> <swizzleSuffix> | <ccMaskRule>
 * <scalarSuffix> */
static bool
parse_cc_mask(struct fp_parser *p, struct nvp_cond_test *cc)
{
   int c = name_index(&p->lx, nvp_lexer_peek(&p->lx), nvp_cond_names,
                          NVP_COND_NV_COUNT);
   if (c < 0) {
      return fail_expected(p, "a condition (EQ, GE, GT, LE, LT, NE, TR "
                           "or FL)");
   }
   nvp_lexer_next(&p->lx);
   cc->cond = (enum nvp_cond)c;
   return parse_swizzle(p, false, cc->swizzle);
}

/* <maskedDstReg> ::= <dstRegister> <optionalWriteMask>
 * <optionalCCMask> */
static bool
parse_dst(struct fp_parser *p, struct nvp_instr *in)
{
   struct nvp_dst *dst = &in->dst;
   const struct nvp_token *t = nvp_lexer_peek(&p->lx);
   int k;

   if ((k = tok_numbered(p, t, "R", NVP_FP1_NUM_TEMPS_R)) >= 0) {
      dst->file = NVP_FILE_TEMP;
      dst->index = k;
   } else if ((k = tok_numbered(p, t, "H", NVP_FP_NUM_TEMPS_H)) >= 0) {
      dst->file = NVP_FILE_TEMP_H;
      dst->index = k;
   } else if (nvp_tok_is_word(&p->lx, t, "RC") ||
              nvp_tok_is_word(&p->lx, t, "HC")) {
      dst->file = NVP_FILE_CC;
      dst->index = p->lx.text[t->offset] == 'H';
   } else if (nvp_tok_is_word(&p->lx, t, "o")) {
      nvp_lexer_next(&p->lx);
      if (!expect_punct(p, '['))
         return false;
      k = name_index(&p->lx, nvp_lexer_peek(&p->lx), nvp_frag_output_names,
                         NVP_FP1_NUM_OUTPUTS);
      if (k < 0)
         return fail_expected(p, "an output register (COLR, COLH or "
                              "DEPR)");
      dst->file = NVP_FILE_FRAG_OUTPUT;
      dst->index = k;
      nvp_lexer_next(&p->lx);
      if (!expect_punct(p, ']'))
         return false;
      goto mask;
   } else if (nvp_tok_is_word(&p->lx, t, "f")) {
      /* "The contents of the fragment attribute registers may not be
       * modified by a fragment program." */
      return fail_at(p, t, "fragment attribute registers cannot be "
                     "written");
   } else {
      return fail_expected(p, "a destination register (R0 to R31, H0 to "
                           "H63, o[], RC or HC)");
   }
   nvp_lexer_next(&p->lx);

mask:
   /* <optionalWriteMask>: components in "xyzw" order, each once. */
   dst->write_mask = 0xf;
   if (accept_punct(p, '.')) {
      int c, last = -1;
      dst->write_mask = 0;
      while ((c = peek_component(p)) >= 0) {
         if (c <= last) {
            const struct nvp_token *e = nvp_lexer_peek(&p->lx);
            return fail_at(p, e, "write mask component '%c' repeated or "
                           "out of xyzw order", p->lx.text[e->offset]);
         }
         dst->write_mask |= (uint8_t)(1u << c);
         last = c;
         nvp_lexer_take_char(&p->lx);
      }
      if (dst->write_mask == 0)
         return fail_expected(p, "a write mask component (x, y, z or w)");
   }
   /* <optionalCCMask> ::= "(" <ccMask> ")" | "" */
   if (accept_punct(p, '('))
      return parse_cc_mask(p, &in->cc) && expect_punct(p, ')');
   return true;
}

/* <texImageId> ::= <texImageUnit> "," <texImageTarget> */
static bool
parse_tex_image(struct fp_parser *p, struct nvp_instr *in)
{
   const struct nvp_token *t = nvp_lexer_peek(&p->lx);
   int unit = tok_numbered(p, t, "TEX", NVP_FP1_NUM_TEX_UNITS);

   if (unit < 0)
      return fail_expected(p, "a texture image unit (TEX0 to TEX15)");
   nvp_lexer_next(&p->lx);
   if (!expect_punct(p, ','))
      return false;

   /* "1D", "2D", "3D" scan as a number and a word: take them from the
    * text, as one token. */
   t = nvp_lexer_peek(&p->lx);
   const char *s = p->lx.text + t->offset;
   size_t rest = p->lx.len - t->offset;
   /* FP1.0 has no shadow targets: only the plain rows. */
   int target = name_index(&p->lx, t, nvp_tex_target_names,
                           NVP_TEX_PLAIN_COUNT);
   if (target < 0 && t->kind == NVP_TOK_INT && rest >= 2 &&
       s[0] >= '1' && s[0] <= '3' && s[1] == 'D' &&
       (rest == 2 || !((s[2] >= 'A' && s[2] <= 'Z') ||
                       (s[2] >= 'a' && s[2] <= 'z') || is_digit(s[2]) ||
                       s[2] == '_' || s[2] == '$'))) {
      target = NVP_TEX_1D + (s[0] - '1');
      nvp_lexer_consume_to(&p->lx, t->offset + 2);
   } else if (target >= 0) {
      nvp_lexer_next(&p->lx);
   } else {
      return fail_expected(p, "a texture target (1D, 2D, 3D, CUBE or "
                           "RECT)");
   }
   in->tex_unit = (uint8_t)unit;
   in->tex_target = (enum nvp_tex_target)target;
   return true;
}

/* ---- Instructions -------------------------------------------------- */

static bool
parse_instruction(struct fp_parser *p, struct nvp_instr *in,
                  const struct nvp_token *op_tok)
{
   const struct nvp_opcode_info *info = nvp_opcode_info(in->op);
   const struct nvp_sig_info *sig = nvp_sig_info(info->sig);
   unsigned s = 0;

   for (unsigned i = 0; i < sig->num_operands; i++) {
      bool ok;
      if (i > 0 && !expect_punct(p, ','))
         return false;
      switch (sig->operands[i]) {
      case NVP_OPERAND_MASKED_DST:
         ok = parse_dst(p, in);
         break;
      case NVP_OPERAND_SCALAR_SRC:
      case NVP_OPERAND_SWIZZLE_SRC:
         ok = parse_src(p, sig->operands[i] == NVP_OPERAND_SCALAR_SRC,
                        &in->src[s++]);
         break;
      case NVP_OPERAND_CC_MASK:
         /* "KIL (EQ)" is no <ccMask> (revision 67). */
         ok = parse_cc_mask(p, &in->cc);
         break;
      case NVP_OPERAND_TEX_TARGET:
         ok = parse_tex_image(p, in);
         break;
      default:
         ok = fail_expected(p, "an operand");
         break;
      }
      if (!ok)
         return false;
   }
   if (!expect_punct(p, ';'))
      return false;
   in->exec_precision = nvp_fp_exec_precision(in);
   return nvp_check_fp_instr(p->prog, in, op_tok, p->err);
}

static struct nvp_instr *
new_instr(struct fp_parser *p)
{
   struct nvp_program *prog = p->prog;

   if (prog->num_instrs == p->instrs_cap) {
      unsigned cap = p->instrs_cap ? 2 * p->instrs_cap : 64;
      struct nvp_instr *n = realloc(prog->instrs, cap * sizeof(*n));
      if (!n)
         return NULL;
      prog->instrs = n;
      p->instrs_cap = cap;
   }
   struct nvp_instr *in = &prog->instrs[prog->num_instrs];
   memset(in, 0, sizeof(*in));
   in->target = -1;
   in->label = -1;
   return in;
}

/* <instructionSequence> "END" */
static bool
parse_program(struct fp_parser *p)
{
   struct nvp_program *prog = p->prog;
   unsigned statements = 0;

   for (;;) {
      struct nvp_token t = *nvp_lexer_peek(&p->lx);

      if (statements > 0 && nvp_tok_is_word(&p->lx, &t, "END")) {
         nvp_lexer_next(&p->lx);
         /* Only whitespace and comments may follow (AMB-24). */
         if (nvp_lexer_peek(&p->lx)->kind != NVP_TOK_EOF)
            return fail_expected(p, "end of program after 'END'");
         return true;
      }
      if (nvp_tok_is_word(&p->lx, &t, "DEFINE") ||
          nvp_tok_is_word(&p->lx, &t, "DECLARE")) {
         nvp_lexer_next(&p->lx);
         if (!parse_definition(p, p->lx.text[t.offset + 2] == 'C'))
            return false;
         statements++;
         continue;
      }

      enum nvp_opcode op = NVP_OP_COUNT;
      uint8_t prec = NVP_PREC_NONE;
      bool cc = false;
      uint8_t sat = NVP_SAT_NONE;
      if (t.kind == NVP_TOK_WORD && t.length <= 16) {
         op = nvp_opcode_lookup_fp(p->lx.text + t.offset,
                                   (unsigned)t.length, NVP_KIND_FP10,
                                   &prec, &cc, &sat);
      }
      if (op == NVP_OP_COUNT) {
         return fail_expected(p, statements > 0 ?
                              "an instruction, DEFINE, DECLARE or 'END'" :
                              "an instruction, DEFINE or DECLARE");
      }
      /* "A fragment program fails to load if it contains more than the
       * maximum number of executable instructions": known at the first
       * one past the limit, reported there. */
      if (prog->num_instrs == p->max_instrs) {
         return fail_at(p, &t, "more than %u instructions",
                        p->max_instrs);
      }
      struct nvp_instr *in = new_instr(p);
      if (!in)
         return fail_at(p, &t, "out of memory");
      in->op = op;
      in->precision = (enum nvp_precision)prec;
      in->update_cc = cc;
      in->saturate = sat == NVP_SAT_UNSIGNED;
      in->offset = (uint32_t)t.offset;
      in->line = t.line;
      in->column = t.column;
      nvp_lexer_next(&p->lx);
      if (!parse_instruction(p, in, &t))
         return false;
      prog->num_instrs++;
      statements++;
   }
}

struct nvp_program *
nvp_parse_fp(const char *text, size_t len, size_t start,
             unsigned max_instrs, struct nvp_error *err)
{
   struct fp_parser p;
   struct nvp_error local;

   memset(&p, 0, sizeof(p));
   nvp_lexer_init(&p.lx, text, len, start);
   p.lx.fp = true;
   p.err = &local;
   p.max_instrs = max_instrs ? max_instrs : NVP_FP_MAX_INSTRS;
   p.prog = calloc(1, sizeof(*p.prog));
   if (!p.prog) {
      nvp_error_set(err, 0, 1, 1, "out of memory");
      return NULL;
   }
   p.prog->kind = NVP_KIND_FP10;
   p.c_locale = newlocale(LC_ALL_MASK, "C", (locale_t)0);

   bool ok = parse_program(&p);
   nvp_labels_fini(&p.names);
   if (p.c_locale)
      freelocale(p.c_locale);
   if (ok) {
      nvp_fp_summarize(p.prog);
      ok = nvp_check_fp_program(p.prog, text, len, &local);
   }
   if (!ok) {
      *err = local;
      nvp_program_free(p.prog);
      return NULL;
   }
   return p.prog;
}
