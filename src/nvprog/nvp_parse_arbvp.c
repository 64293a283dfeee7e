/*
 * Recursive-descent parser for "!!ARBvp1.0" programs that name OPTION
 * NV_vertex_program2 (NV_vertex_program2_option.txt, whose grammar
 * section restates ARB_vertex_program's) or OPTION NV_vertex_program3
 * (NV_vertex_program3.txt): tokens, the program structure and the
 * instructions.  Names are in nvp_parse_arbvp_decl.c, bindings in
 * nvp_parse_arbvp_bind.c.
 *
 * The operand grammar of each instruction comes from the opcode
 * catalogue (nvp_opcodes.c), as for the NV languages.  Every error is
 * reported at the first byte that cannot continue a valid program;
 * rules that need the whole text (undefined labels) at its length.
 */
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp_parse_arbvp.h"

/* ---- tokens ---------------------------------------------------------- */

static bool
is_alpha(unsigned char c)
{
   return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static bool
is_digit(unsigned char c)
{
   return c >= '0' && c <= '9';
}

/* ARB_vertex_program: "<identifier> ... sequence of one or more letters,
 * digits, underscores ("_") or dollar signs ("$"); the first character
 * must not be a number." */
static bool
is_ident(unsigned char c, bool first)
{
   return is_alpha(c) || c == '_' || c == '$' || (!first && is_digit(c));
}

/* A <float> in the "C" locale whatever the application's is. */
static double
parse_double(const char *s, size_t n)
{
   static locale_t c_locale;
   char buf[128];

   if (!c_locale)
      c_locale = newlocale(LC_NUMERIC_MASK, "C", (locale_t)0);
   if (n >= sizeof(buf)) {
      /* Long digit strings: the value is what the leading digits and
       * the exponent say; keep the exponent when there is one. */
      n = sizeof(buf) - 1;
   }
   memcpy(buf, s, n);
   buf[n] = '\0';
   return c_locale ? strtod_l(buf, NULL, c_locale) : strtod(buf, NULL);
}

/* "Spaces, tabs, newlines, carriage returns, and comments are considered
 * whitespace"; comments run from "#" to the end of the line. */
static size_t
skip_space(const struct arb_parser *p, uint32_t *line, size_t *line_start)
{
   const unsigned char *s = (const unsigned char *)p->text;
   size_t i = p->pos;

   while (i < p->len) {
      unsigned char c = s[i];
      if (c == ' ' || c == '\t' || c == '\f' || c == '\v') {
         i++;
      } else if (c == '\n' || c == '\r') {
         i++;
         if (c == '\r' && i < p->len && s[i] == '\n')
            i++;
         (*line)++;
         *line_start = i;
      } else if (c == '#') {
         while (i < p->len && s[i] != '\n' && s[i] != '\r')
            i++;
      } else {
         break;
      }
   }
   return i;
}

/* A number at i: digits [ "." digits ] [ e [+-] digits ], or "." digits.
 * "0..3" is the integer 0 and "..": a "." followed by "." ends it. */
static void
scan_number(const struct arb_parser *p, size_t i, struct arb_token *t)
{
   const unsigned char *s = (const unsigned char *)p->text;
   size_t j = i;
   uint32_t v = 0;
   bool is_float = false;

   while (j < p->len && is_digit(s[j])) {
      unsigned d = s[j] - '0';
      v = v > (UINT32_MAX - d) / 10 ? UINT32_MAX : v * 10 + d;
      j++;
   }
   if (j < p->len && s[j] == '.' && !(j + 1 < p->len && s[j + 1] == '.')) {
      is_float = true;
      j++;
      while (j < p->len && is_digit(s[j]))
         j++;
   }
   if (j < p->len && (s[j] == 'e' || s[j] == 'E')) {
      size_t k = j + 1;
      if (k < p->len && (s[k] == '+' || s[k] == '-'))
         k++;
      if (k < p->len && is_digit(s[k])) {
         is_float = true;
         j = k;
         while (j < p->len && is_digit(s[j]))
            j++;
      }
   }
   t->kind = is_float ? ARB_TOK_FLOAT : ARB_TOK_INT;
   t->length = j - i;
   t->value = v;
   /* An <integer> below 2^32 is its own double: strtod only for the
    * rest (a quarter of a VP2 parse went to strtod of indices). */
   t->fvalue = !is_float && v < UINT32_MAX ? (double)v
                                           : parse_double(p->text + i, j - i);
}

const struct arb_token *
arb_lex(struct arb_parser *p)
{
   const unsigned char *s = (const unsigned char *)p->text;
   uint32_t line = p->line;
   size_t line_start = p->line_start;
   size_t i = skip_space(p, &line, &line_start);
   struct arb_token *t = &p->peek;

   memset(t, 0, sizeof(*t));
   t->offset = i;
   t->line = line;
   t->column = (uint32_t)(i - line_start + 1);

   if (i >= p->len) {
      t->kind = ARB_TOK_EOF;
   } else if (is_ident(s[i], true)) {
      size_t j = i + 1;
      while (j < p->len && is_ident(s[j], false))
         j++;
      t->kind = ARB_TOK_WORD;
      t->length = j - i;
   } else if (is_digit(s[i]) ||
              (s[i] == '.' && i + 1 < p->len && is_digit(s[i + 1]) &&
               !(i > 0 && s[i - 1] == '.'))) {
      /* ".5" is a number, but not the "1" of "0..1". */
      scan_number(p, i, t);
   } else if (strchr(";,.[]{}=+-|():", s[i]) && s[i] != '\0') {
      t->kind = ARB_TOK_PUNCT;
      t->length = 1;
   } else {
      t->kind = ARB_TOK_BAD;
      t->length = 1;
   }
   p->peek_line_start = line_start;
   p->have_peek = true;
   return t;
}

struct arb_token
arb_next(struct arb_parser *p)
{
   struct arb_token t = *arb_peek(p);

   p->pos = t.offset + t.length;
   p->line = t.line;
   p->line_start = p->peek_line_start;
   p->have_peek = false;
   return t;
}

bool
arb_is_punct(const struct arb_parser *p, const struct arb_token *t, char c)
{
   return t->kind == ARB_TOK_PUNCT && p->text[t->offset] == c;
}

bool
arb_is_word(const struct arb_parser *p, const struct arb_token *t,
            const char *w)
{
   /* The keyword and reserved-word lists are scanned with this: most
    * candidates differ in their first letter, so test that first. */
   if (t->kind != ARB_TOK_WORD || p->text[t->offset] != w[0])
      return false;
   size_t n = strlen(w);
   return t->length == n && memcmp(p->text + t->offset, w, n) == 0;
}

static void
describe(const struct arb_parser *p, const struct arb_token *t, char *buf,
         size_t size)
{
   unsigned char c;

   switch (t->kind) {
   case ARB_TOK_EOF:
      snprintf(buf, size, "end of program");
      break;
   case ARB_TOK_BAD:
      c = (unsigned char)p->text[t->offset];
      if (c > 0x20 && c < 0x7f)
         snprintf(buf, size, "invalid character '%c'", c);
      else
         snprintf(buf, size, "invalid character 0x%02x", c);
      break;
   default:
      snprintf(buf, size, "'%.*s%s'", t->length > 32 ? 32 : (int)t->length,
               p->text + t->offset, t->length > 32 ? "..." : "");
      break;
   }
}

bool
arb_fail_at(struct arb_parser *p, const struct arb_token *t,
            const char *fmt, ...)
{
   va_list ap;
   va_start(ap, fmt);
   nvp_error_setv(p->err, t->offset, t->line, t->column, fmt, ap);
   va_end(ap);
   return false;
}

bool
arb_fail_expected(struct arb_parser *p, const char *what)
{
   const struct arb_token *t = arb_peek(p);
   char found[64];

   describe(p, t, found, sizeof(found));
   return arb_fail_at(p, t, "expected %s but found %s", what, found);
}

bool
arb_accept_punct(struct arb_parser *p, char c)
{
   if (!arb_is_punct(p, arb_peek(p), c))
      return false;
   arb_next(p);
   return true;
}

bool
arb_expect_punct(struct arb_parser *p, char c)
{
   char what[4] = { '\'', c, '\'', '\0' };

   return arb_accept_punct(p, c) || arb_fail_expected(p, what);
}

bool
arb_accept_word(struct arb_parser *p, const char *w)
{
   if (!arb_is_word(p, arb_peek(p), w))
      return false;
   arb_next(p);
   return true;
}

bool
arb_expect_word(struct arb_parser *p, const char *w)
{
   char what[48];

   if (arb_accept_word(p, w))
      return true;
   /* Only a failure formats: this runs for every expected keyword. */
   snprintf(what, sizeof(what), "'%s'", w);
   return arb_fail_expected(p, what);
}

bool
arb_expect_int(struct arb_parser *p, uint32_t max, const char *what,
               uint32_t *value)
{
   const struct arb_token *t = arb_peek(p);

   if (t->kind != ARB_TOK_INT)
      return arb_fail_expected(p, what);
   if (t->value > max) {
      return arb_fail_at(p, t, "%s %u out of range (0 to %u)", what,
                         t->value, max);
   }
   *value = t->value;
   arb_next(p);
   return true;
}

bool
arb_nv3(const struct arb_parser *p)
{
   return p->kind == NVP_KIND_ARBVP_NV3;
}

const struct nvp_arb_limits nvp_arb_default_limits = {
   .max_instructions = NVP_ARB_MAX_INSTRS, .max_temps = NVP_ARB_NUM_TEMPS,
   .max_params = NVP_ARB_NUM_PARAMS, .max_attribs = 16,
   .max_address_regs = NVP_ARB_NUM_ADDRS, .max_env_params = 256,
   .max_local_params = 256, .max_vertex_attribs = 16,
   .max_texture_coords = 8, .max_texture_units = 16,
   .max_vertex_texture_units = 4, .max_lights = 8, .max_clip_planes = 6,
   .max_program_matrices = 8, .max_vertex_units = 0,
   .max_palette_matrices = 0, .nv3 = true, .fp_shadow = true, .fp2 = true,
   .draw_buffers = true, .max_draw_buffers = NVP_FP_MAX_DRAW_BUFFERS,
   .frag_coord_conventions = true,
};

/* ---- instructions ---------------------------------------------------- */


/* The error at character k of token t (masks and swizzles are one word
 * but each component is a token of the grammar). */
static bool
fail_in_word(struct arb_parser *p, const struct arb_token *t, size_t k,
             const char *what)
{
   struct arb_token c = *t;

   c.offset += k;
   c.column += (uint32_t)k;
   return arb_fail_at(p, &c, "%s '%c'", what, p->text[c.offset]);
}

/* <optWriteMask>: "" or "." and x, y, z, w in order, each at most once;
 * all four when empty. */
static bool
parse_write_mask(struct arb_parser *p, uint8_t *mask)
{
   *mask = 0xf;
   if (!arb_accept_punct(p, '.'))
      return true;

   const struct arb_token t = *arb_peek(p);
   if (t.kind != ARB_TOK_WORD)
      return arb_fail_expected(p, "a write mask (x, y, z, w)");
   int last = -1;
   *mask = 0;
   for (size_t k = 0; k < t.length; k++) {
      int c = arb_component(p, &t, k);
      if (c < 0 || c <= last)
         return fail_in_word(p, &t, k, "invalid write mask component");
      *mask |= (uint8_t)(1u << c);
      last = c;
   }
   arb_next(p);
   return true;
}

/* <swizzleSuffix> (scalar false: "", ".c", ".cccc") or <scalarSuffix>
 * (".c"). */
static bool
parse_swizzle(struct arb_parser *p, bool scalar, uint8_t swizzle[4])
{
   for (unsigned i = 0; i < 4; i++)
      swizzle[i] = (uint8_t)i;
   if (!arb_is_punct(p, arb_peek(p), '.')) {
      if (scalar)
         return arb_fail_expected(p, "'.' and one component (a scalar "
                                  "operand)");
      return true;
   }
   arb_next(p);

   const struct arb_token t = *arb_peek(p);
   if (t.kind != ARB_TOK_WORD)
      return arb_fail_expected(p, "a swizzle (x, y, z, w)");
   for (size_t k = 0; k < t.length; k++) {
      int c = arb_component(p, &t, k);
      if (c < 0)
         return fail_in_word(p, &t, k, "invalid swizzle component");
      if (k >= 4 || (scalar && k >= 1)) {
         return fail_in_word(p, &t, k, scalar ?
                             "a scalar operand takes one component, not" :
                             "a swizzle has four components, not");
      }
      swizzle[k] = (uint8_t)c;
   }
   if (t.length != 1 && t.length != 4) {
      struct arb_token e = t;
      e.offset += t.length;
      e.column += (uint32_t)t.length;
      return arb_fail_at(p, &e, "a swizzle has one or four components");
   }
   if (t.length == 1) {
      for (unsigned i = 1; i < 4; i++)
         swizzle[i] = swizzle[0];
   }
   arb_next(p);
   return true;
}

/* <ccMaskRule> in enum nvp_cond order, then NV_vertex_program3's
 * numbered forms "EQ0" .. "FL1". */
static const char *const cond_names[NVP_COND_COUNT] = {
   [NVP_COND_EQ] = "EQ", [NVP_COND_GE] = "GE", [NVP_COND_GT] = "GT",
   [NVP_COND_LE] = "LE", [NVP_COND_LT] = "LT", [NVP_COND_NE] = "NE",
   [NVP_COND_TR] = "TR", [NVP_COND_FL] = "FL",
};

/* <ccTest> ::= <ccMaskRule> <swizzleSuffix> */
static bool
parse_cc_test(struct arb_parser *p, struct nvp_cond_test *cc)
{
   const struct arb_token *t = arb_peek(p);
   for (int c = NVP_COND_EQ; t->kind == ARB_TOK_WORD && c < NVP_COND_COUNT;
        c++) {
      const char *name = p->text + t->offset;
      if (t->length < 2 || memcmp(name, cond_names[c], 2) != 0)
         continue;
      if (t->length == 2) {
         cc->cc_index = 0;
      } else if (t->length == 3 && arb_nv3(p) &&
                 (name[2] == '0' || name[2] == '1')) {
         cc->cc_index = (uint8_t)(name[2] - '0');
      } else {
         continue;
      }
      cc->cond = (enum nvp_cond)c;
      arb_next(p);
      return parse_swizzle(p, false, cc->swizzle);
   }
   return arb_fail_expected(p, arb_nv3(p) ?
                            "a condition (EQ, GE, GT, LE, LT, NE, TR, FL, "
                            "optionally with 0 or 1)" :
                            "a condition (EQ, GE, GT, LE, LT, NE, TR or "
                            "FL)");
}

/* <ccMask> ::= "(" <ccTest> ")", optional where the grammar allows. */
static bool
parse_cc_mask(struct arb_parser *p, struct nvp_cond_test *cc)
{
   if (!p->nv || !arb_accept_punct(p, '('))
      return true;
   return parse_cc_test(p, cc) && arb_expect_punct(p, ')');
}

/* <instResult>: register, write mask, condition. */
static bool
parse_masked_dst(struct arb_parser *p, struct nvp_instr *in)
{
   const struct arb_token t = *arb_peek(p);

   if (!arb_parse_result_reg(p, &in->dst))
      return false;
   /* ARB_vertex_program 2.14.4.5.1: "a position-invariant vertex program
    * ... will fail to load if it writes to result.position". */
   if (in->dst.file == NVP_FILE_OUTPUT && in->dst.index == NVP_OUT_HPOS &&
       p->prog->position_invariant) {
      return arb_fail_at(p, &t, "position-invariant programs cannot "
                         "write result.position");
   }
   return parse_write_mask(p, &in->dst.write_mask) &&
          parse_cc_mask(p, &in->cc);
}

/* <instResultAddr>: address variable, <optAddrWriteMask>, condition.
 * POPA: "POPA only supports .xyzw" (the whole register is popped). */
static bool
parse_addr_dst(struct arb_parser *p, struct nvp_instr *in)
{
   int a;

   if (!arb_parse_addr_name(p, &a))
      return false;
   in->dst.file = NVP_FILE_ADDRESS;
   in->dst.index = a;
   const struct arb_token t = *arb_peek(p);
   /* ARB_vertex_program: "<addrWriteMask> ::= "." "x"", required. */
   if (!p->nv && !arb_is_punct(p, &t, '.'))
      return arb_fail_expected(p, "'.x'");
   if (!parse_write_mask(p, &in->dst.write_mask))
      return false;
   if (!p->nv && in->dst.write_mask != 0x1)
      return arb_fail_at(p, &t, "an address register write mask is .x");
   if (in->op == NVP_OP_POPA && in->dst.write_mask != 0xf) {
      return arb_fail_at(p, &t, "POPA writes all four components of an "
                         "address register");
   }
   return parse_cc_mask(p, &in->cc);
}

/* <instOperandV> / <instOperandS>: [sign] ["|" [sign] operand "|"] with
 * the swizzle or scalar suffix. */
static bool
parse_src(struct arb_parser *p, bool scalar, struct nvp_src *src)
{
   bool scalar_const = false;

   memset(src, 0, sizeof(*src));
   src->negate = arb_accept_punct(p, '-');
   if (!src->negate)
      arb_accept_punct(p, '+');
   if (p->nv && arb_accept_punct(p, '|')) {
      /* <instOperandAbsV> ::= <optSign> "|" <instOperandBaseV> "|": the
       * outer sign applies after the absolute value. */
      src->absolute = true;
      src->negate_abs = src->negate;
      src->negate = arb_accept_punct(p, '-');
      if (!src->negate)
         arb_accept_punct(p, '+');
   }
   if (!arb_parse_src_reg(p, src, &scalar_const))
      return false;
   /* NV_vertex_program2_option: "<paramUseV> ::= <constantScalar> (***
    * instead of <constantScalar> <swizzleSuffix>)": a scalar constant
    * has no suffix and is replicated. */
   if (scalar_const && p->nv) {
      for (unsigned i = 0; i < 4; i++)
         src->swizzle[i] = 0;
   } else if (!parse_swizzle(p, scalar, src->swizzle)) {
      return false;
   }
   if (src->absolute && !arb_expect_punct(p, '|'))
      return false;
   return true;
}

/* <instOperandVNS> "," <extendedSwizzle> of SWZ. */
static bool
parse_ext_swizzle_src(struct arb_parser *p, struct nvp_src *src)
{
   bool scalar_const = false;

   memset(src, 0, sizeof(*src));
   if (!arb_parse_src_reg(p, src, &scalar_const) ||
       !arb_expect_punct(p, ','))
      return false;
   unsigned sets = 0;
   for (unsigned i = 0; i < 4; i++) {
      if (i > 0 && !arb_expect_punct(p, ','))
         return false;
      bool neg = arb_accept_punct(p, '-');
      if (!neg)
         arb_accept_punct(p, '+');
      const struct arb_token *t = arb_peek(p);
      int c = -1;
      if (t->kind == ARB_TOK_INT && t->length == 1 && t->value <= 1)
         c = t->value ? NVP_SWIZZLE_ONE : NVP_SWIZZLE_ZERO;
      else if (t->kind == ARB_TOK_WORD && t->length == 1)
         c = arb_component(p, t, 0);
      if (c < 0) {
         return arb_fail_expected(p, "an extended swizzle component (0, "
                                  "1, x, y, z or w)");
      }
      /* ARB_fragment_program: "<extendedSwizzle>" selects from
       * <xyzwExtSwizSel> or from <rgbaExtSwizSel>, not from both. */
      if (p->fragment && t->kind == ARB_TOK_WORD) {
         unsigned set = strchr("rgba", p->text[t->offset]) ? 2u : 1u;
         if (sets & (3u ^ set))
            return arb_fail_at(p, t, "xyzw and rgba components mixed in "
                               "an extended swizzle");
         sets |= set;
      }
      /* A scalar constant is its own x. */
      src->swizzle[i] = (uint8_t)(scalar_const && c < 4 ? 0 : c);
      if (neg)
         src->negate_comps |= (uint8_t)(1u << i);
      arb_next(p);
   }
   return true;
}

static unsigned
min_u(unsigned a, unsigned b)
{
   return a < b ? a : b;
}

/* <texTarget> ::= <texImageUnit> "," <texTargetType> */
static bool
parse_tex_target(struct arb_parser *p, struct nvp_instr *in)
{
   uint32_t unit = 0;

   const struct arb_token tex = *arb_peek(p);
   if (!arb_expect_word(p, "texture"))
      return false;
   if (arb_accept_punct(p, '[')) {
      /* The grammar bounds <texImageUnitNum> by
       * MAX_TEXTURE_IMAGE_UNITS_ARB-1, but "Programs can use any texture
       * image unit number, as long as they don't use too many
       * simultaneously": up to the combined units, which wined3d's
       * vertex samplers take (docs/limits.md). */
      unsigned units = p->limits->max_combined_texture_units ?
                       p->limits->max_combined_texture_units :
                       p->limits->max_texture_units;
      const struct arb_token *t = arb_peek(p);
      units = min_u(units, NVP_ARB_MAX_TEX_UNIT_NUM);
      if (t->kind == ARB_TOK_INT && units && t->value >= units) {
         return arb_fail_at(p, t, "texture image unit %u out of range (0 "
                            "to %u)", t->value, units - 1);
      }
      if (!arb_expect_int(p, NVP_ARB_MAX_TEX_UNIT_NUM - 1,
                          "a texture image unit", &unit) ||
          !arb_expect_punct(p, ']'))
         return false;
   }
   /* "If the number of texture image units referenced by a vertex
    * program exceeds this limit, the program will fail to load." */
   uint32_t *used = p->prog->tex_units_used;
   if (!(used[unit / 32] & (1u << (unit % 32)))) {
      unsigned n = 1;
      for (unsigned w = 0; w < NVP_ARB_MAX_TEX_UNIT_NUM / 32; w++)
         n += (unsigned)__builtin_popcount(used[w]);
      if (n > min_u(p->limits->max_vertex_texture_units,
                   NVP_ARB_MAX_TEX_UNITS)) {
         return arb_fail_at(p, &tex, "more than %u texture image units "
                            "(MAX_VERTEX_TEXTURE_IMAGE_UNITS_ARB)",
                            min_u(p->limits->max_vertex_texture_units,
                                 NVP_ARB_MAX_TEX_UNITS));
      }
      used[unit / 32] |= 1u << (unit % 32);
   }
   in->tex_unit = (uint8_t)unit;
   if (!arb_expect_punct(p, ','))
      return false;

   /* "1D", "2D", "3D" scan as an integer and an adjacent "D". */
   const struct arb_token t = *arb_peek(p);
   size_t n_chars = t.length;
   if (t.kind == ARB_TOK_INT && t.length == 1) {
      arb_next(p);
      const struct arb_token *d = arb_peek(p);
      if (d->offset == t.offset + 1 && arb_is_word(p, d, "D"))
         n_chars = 2;
      else
         return arb_fail_at(p, &t, "expected a texture target (1D, 2D, "
                            "3D, CUBE or RECT)");
   } else if (t.kind != ARB_TOK_WORD) {
      return arb_fail_expected(p, "a texture target (1D, 2D, 3D, CUBE or "
                               "RECT)");
   }
   const unsigned count = p->shadow ? NVP_TEX_TARGET_COUNT :
                                      NVP_TEX_PLAIN_COUNT;
   for (unsigned i = NVP_TEX_1D; i < count; i++) {
      const char *name = nvp_tex_target_names[i];

      if (strlen(name) == n_chars &&
          memcmp(p->text + t.offset, name, n_chars) == 0) {
         /* ARB_fragment_program, whose TEX forms NV_vertex_program3
          * takes: "Programs are not allowed to reference different
          * texture targets in the same texture image unit."  SHADOW2D
          * and 2D are different targets (as in Mesa's ARB parser). */
         enum nvp_tex_target *have = &p->unit_targets[unit];
         if (*have != NVP_TEX_NONE && *have != (enum nvp_tex_target)i) {
            return arb_fail_at(p, &t, "texture image unit %u used with "
                               "targets %s and %s", unit,
                               nvp_tex_target_names[*have], name);
         }
         *have = (enum nvp_tex_target)i;
         in->tex_target = (enum nvp_tex_target)i;
         arb_next(p);
         return true;
      }
   }
   if (p->shadow) {
      return arb_fail_at(p, &t, "expected a texture target (1D, 2D, 3D, "
                         "CUBE, RECT, SHADOW1D, SHADOW2D or SHADOWRECT)");
   }
   return arb_fail_at(p, &t, "expected a texture target (1D, 2D, 3D, "
                      "CUBE or RECT)");
}

/* <branchLabel> of BRA and CAL, resolved after END. */
static bool
parse_label_ref(struct arb_parser *p, struct nvp_instr *in)
{
   const struct arb_token *t = arb_peek(p);

   if (t->kind != ARB_TOK_WORD)
      return arb_fail_expected(p, "a label");
   p->refs[p->prog->num_instrs].offset = t->offset;
   p->refs[p->prog->num_instrs].length = t->length;
   p->refs[p->prog->num_instrs].line = t->line;
   p->refs[p->prog->num_instrs].column = t->column;
   in->label = -1;
   in->target = -1;
   arb_next(p);
   return true;
}

/* NV_fragment_program_option: "<killCond> ::= <ccTest>", besides
 * ARB_fragment_program's source vector ("KIL" <instOperandV>).  The
 * condition code names are not reserved (a TEMP may be called "GT"): a
 * declared name is a source, any other <ccMaskRule> starts a <ccTest>.
 * KIL's source lives in src[0] (the catalogue lists no source: FP1.0's
 * KIL has none). */
static bool
parse_fp_kil(struct arb_parser *p, struct nvp_instr *in)
{
   const struct arb_token *t = arb_peek(p);

   if (t->kind == ARB_TOK_WORD && t->length == 2 && !arb_lookup(p, t)) {
      for (int c = NVP_COND_EQ; c < NVP_COND_COUNT; c++) {
         if (memcmp(p->text + t->offset, cond_names[c], 2) != 0)
            continue;
         in->cc.cond = (enum nvp_cond)c;
         arb_next(p);
         return parse_swizzle(p, false, in->cc.swizzle);
      }
   }
   return parse_src(p, false, &in->src[0]);
}

/* LOOP and REP: "<LOOPop_instruction> ::= <LOOPop> <instOperandV>";
 * "a fragment program will fail to load if the vector operand is not a
 * program parameter" (reported at the operand's register, after any
 * sign). */
static bool
parse_loop_src(struct arb_parser *p, struct nvp_src *src)
{
   struct arb_mark save = arb_mark(p);

   if (!arb_accept_punct(p, '-'))
      arb_accept_punct(p, '+');
   if (arb_accept_punct(p, '|') && !arb_accept_punct(p, '-'))
      arb_accept_punct(p, '+');
   const struct arb_token reg = *arb_peek(p);
   arb_reset(p, &save);
   if (!parse_src(p, false, src))
      return false;
   if (src->file != NVP_FILE_PARAM) {
      return arb_fail_at(p, &reg, "the operand of LOOP and REP must be a "
                         "program parameter");
   }
   return true;
}

static bool
parse_operands(struct arb_parser *p, struct nvp_instr *in)
{
   const struct nvp_sig_info *sig =
      nvp_sig_info(nvp_opcode_info(in->op)->sig);
   unsigned s = 0;

   for (unsigned i = 0; i < sig->num_operands; i++) {
      if (i > 0 && !arb_expect_punct(p, ','))
         return false;
      bool ok = true;
      struct nvp_src *src = &in->src[s];
      switch (sig->operands[i]) {
      case NVP_OPERAND_ADDR_DST:
         ok = parse_addr_dst(p, in);
         break;
      case NVP_OPERAND_MASKED_DST:
         ok = parse_masked_dst(p, in);
         break;
      case NVP_OPERAND_SCALAR_SRC:
      case NVP_OPERAND_SWIZZLE_SRC:
         ok = parse_src(p, sig->operands[i] == NVP_OPERAND_SCALAR_SRC,
                        src);
         s++;
         break;
      case NVP_OPERAND_ARL_SRC:
         /* "<ARLop_src> ::= <instOperandV> (*** instead of
          * <instOperandS>)" */
         ok = parse_src(p, !p->nv, src);
         s++;
         break;
      case NVP_OPERAND_ADDR_SRC: {
         /* <instOperandAddrVNS> ::= <addrVarName>: no swizzle. */
         int a;
         memset(src, 0, sizeof(*src));
         ok = arb_parse_addr_name(p, &a);
         src->file = NVP_FILE_ADDRESS;
         src->index = a;
         for (unsigned c = 0; c < 4; c++)
            src->swizzle[c] = (uint8_t)c;
         s++;
         break;
      }
      case NVP_OPERAND_LABEL:
         ok = parse_label_ref(p, in);
         break;
      case NVP_OPERAND_EXT_SWIZZLE_SRC:
         ok = parse_ext_swizzle_src(p, src);
         s++;
         break;
      case NVP_OPERAND_TEX_TARGET:
         ok = parse_tex_target(p, in);
         break;
      case NVP_OPERAND_CC_MASK:
         if (p->fragment) {
            ok = parse_fp_kil(p, in);
            break;
         }
         /* KIL's operand: the kinds column keeps KIL out of ARB vertex
          * programs. */
         ok = arb_fail_expected(p, "an operand");
         break;
      case NVP_OPERAND_CC_TEST:
         /* NV_fragment_program2 "<IFop_instruction> ::= <IFop>
          * <ccTest>" */
         ok = parse_cc_test(p, &in->cc);
         break;
      case NVP_OPERAND_LOOP_SRC:
         ok = parse_loop_src(p, src);
         s++;
         break;
      }
      if (!ok)
         return false;
   }
   if (sig->condition && !parse_cc_mask(p, &in->cc))
      return false;
   return arb_expect_punct(p, ';');
}

/* ARB_vertex_program's own instructions (Table X.5 there). */
static const bool arb_base_ops[NVP_OP_COUNT] = {
   [NVP_OP_ABS] = true, [NVP_OP_ADD] = true, [NVP_OP_ARL] = true,
   [NVP_OP_DP3] = true, [NVP_OP_DP4] = true, [NVP_OP_DPH] = true,
   [NVP_OP_DST] = true, [NVP_OP_EX2] = true, [NVP_OP_EXP] = true,
   [NVP_OP_FLR] = true, [NVP_OP_FRC] = true, [NVP_OP_LG2] = true,
   [NVP_OP_LIT] = true, [NVP_OP_LOG] = true, [NVP_OP_MAD] = true,
   [NVP_OP_MAX] = true, [NVP_OP_MIN] = true, [NVP_OP_MOV] = true,
   [NVP_OP_MUL] = true, [NVP_OP_POW] = true, [NVP_OP_RCP] = true,
   [NVP_OP_RSQ] = true, [NVP_OP_SGE] = true, [NVP_OP_SLT] = true,
   [NVP_OP_SUB] = true, [NVP_OP_SWZ] = true, [NVP_OP_XPD] = true,
};

/* The mnemonic with its modifiers: "C" (NV_vertex_program2_option),
 * "C0", "C1" and "_SAT" (NV_vertex_program3: "ADD", "ADDC", "ADDC0",
 * "ADDC1", "ADD_SAT", "ADDC_SAT", "ADDC0_SAT", and "ADDC1_SAT"). */
static enum nvp_opcode
lookup_opcode(const struct arb_parser *p, const struct arb_token *t,
              struct nvp_instr *in)
{
   const char *name = p->text + t->offset;
   unsigned len = (unsigned)t->length;
   uint32_t bit = NVP_KIND_BIT(p->kind);

   if (arb_nv3(p) && len > 4 && memcmp(name + len - 4, "_SAT", 4) == 0) {
      in->saturate = true;
      len -= 4;
   }
   enum nvp_opcode op = nvp_opcode_lookup(name, len);
   if (op == NVP_OP_COUNT && len > 2 && arb_nv3(p) &&
       name[len - 2] == 'C' &&
       (name[len - 1] == '0' || name[len - 1] == '1')) {
      op = nvp_opcode_lookup(name, len - 2);
      in->update_cc = true;
      in->cc_update_index = (uint8_t)(name[len - 1] - '0');
   } else if (op == NVP_OP_COUNT && len > 1 && name[len - 1] == 'C') {
      op = nvp_opcode_lookup(name, len - 1);
      in->update_cc = true;
   }
   if (op == NVP_OP_COUNT)
      return op;
   const struct nvp_opcode_info *info = nvp_opcode_info(op);
   if (!(info->kinds & bit) || (in->update_cc && !(info->cc_kinds & bit)))
      return NVP_OP_COUNT;
   /* A plain program has ARB_vertex_program's instructions only. */
   if (!p->nv && (in->update_cc || !arb_base_ops[op]))
      return NVP_OP_COUNT;
   /* "_SAT" clamps a floating-point result: not on address register
    * writes, branches or the address stack (Table X.5's "S" column). */
   if (in->saturate) {
      const struct nvp_sig_info *sig = nvp_sig_info(info->sig);
      if (sig->num_operands == 0 ||
          sig->operands[0] != NVP_OPERAND_MASKED_DST)
         return NVP_OP_COUNT;
   }
   return op;
}

/* <branchLabel> ":" */
static bool
parse_label_def(struct arb_parser *p)
{
   struct arb_token t = arb_next(p);
   const char *name = p->text + t.offset;

   if (arb_is_reserved(p, &t)) {
      return arb_fail_at(p, &t, "'%.*s' is a reserved word", (int)t.length,
                         name);
   }
   int old = nvp_labels_find(&p->labels, name, t.length);
   if (old >= 0) {
      const struct nvp_label *l = &p->labels.labels[old];
      return arb_fail_at(p, &t, "label '%.*s' already defined at line "
                         "%u, column %u", t.length > 32 ? 32 : (int)t.length,
                         name, l->line, l->column);
   }
   if (p->fragment && !arb_fp2_check_label(p, &t))
      return false;
   struct nvp_token nt = { .kind = NVP_TOK_WORD, .offset = t.offset,
                           .length = t.length, .line = t.line,
                           .column = t.column };
   if (nvp_labels_add(&p->labels, name, t.length, p->prog->num_instrs,
                      &nt) < 0)
      return arb_fail_at(p, &t, "out of memory");
   /* "Vertex programs begin by executing the instruction following the
    * label "main"." */
   if (t.length == 4 && memcmp(name, "main", 4) == 0)
      p->prog->entry = p->prog->num_instrs;
   arb_next(p);   /* ":" */
   return true;
}

static bool
grow_instrs(struct arb_parser *p)
{
   struct nvp_program *prog = p->prog;

   if (prog->num_instrs < p->instrs_cap)
      return true;
   unsigned cap = p->instrs_cap ? p->instrs_cap * 2 : 64;
   struct nvp_instr *in = realloc(prog->instrs, cap * sizeof(*in));
   if (!in)
      return false;
   prog->instrs = in;
   void *refs = realloc(p->refs, cap * sizeof(*p->refs));
   if (!refs)
      return false;
   p->refs = refs;
   p->instrs_cap = cap;
   return true;
}

static bool
parse_instruction(struct arb_parser *p)
{
   struct nvp_program *prog = p->prog;
   const struct arb_token t = *arb_peek(p);
   struct nvp_instr in;

   memset(&in, 0, sizeof(in));
   in.target = -1;
   in.label = -1;
   if (p->fragment)
      in.op = t.kind == ARB_TOK_WORD ? arb_fp_lookup_opcode(p, &t, &in)
                                     : NVP_OP_COUNT;
   else
      in.op = t.kind == ARB_TOK_WORD ? lookup_opcode(p, &t, &in)
                                     : NVP_OP_COUNT;
   if (in.op == NVP_OP_COUNT) {
      return arb_fail_expected(p, "an instruction, a declaration, a label "
                               "or 'END'");
   }
   /* "A vertex program will fail to load if ... the number of
    * instructions exceeds MAX_PROGRAM_INSTRUCTIONS_ARB"; with a fog
    * option "if the number of instructions or ALU instructions it
    * contains exceeds the implementation-dependent limit minus 3"
    * (ARB_fog_exp), "minus 4" (exp2), "minus 2" (linear). */
   static const unsigned fog_instrs[] = { 0, 3, 4, 2 };
   unsigned max_instrs = p->limits->max_instructions;
   if (prog->fog_option < 4)
      max_instrs -= fog_instrs[prog->fog_option];
   if (prog->num_instrs >= max_instrs)
      return arb_fail_at(p, &t, "more than %u instructions", max_instrs);
   if (!grow_instrs(p))
      return arb_fail_at(p, &t, "out of memory");
   in.offset = (uint32_t)t.offset;
   in.line = t.line;
   in.column = t.column;
   if (p->kind == NVP_KIND_ARBFP_NV2 && !arb_fp2_flow(p, &in, &t))
      return false;
   arb_next(p);
   if (!parse_operands(p, &in))
      return false;
   prog->instrs[prog->num_instrs++] = in;
   return true;
}

/* <option> ::= "OPTION" <optionName> ";" */
static bool
parse_options(struct arb_parser *p)
{
   while (arb_accept_word(p, "OPTION")) {
      const struct arb_token t = *arb_peek(p);
      if (p->fragment) {
         if (!arb_fp_parse_option(p, &t))
            return false;
      } else if (arb_is_word(p, &t, "ARB_position_invariant")) {
         p->prog->position_invariant = true;
      } else if (arb_is_word(p, &t, "NV_vertex_program2")) {
         /* the kind was chosen by the scan in nvp_parse_arbvp() */
      } else if (arb_is_word(p, &t, "NV_vertex_program3") &&
                 p->limits->nv3) {
      } else if (arb_is_word(p, &t, "ARB_fragment_program_shadow") &&
                 p->limits->fp_shadow && arb_nv3(p)) {
         /* NV_vertex_program3 texture lookups take the option's
          * SHADOW1D, SHADOW2D and SHADOWRECT targets. */
         p->shadow = true;
      } else {
         /* "A program will fail to load if it specifies a program option
          * not supported by the GL implementation." */
         return arb_fail_at(p, &t, "unsupported program option");
      }
      arb_next(p);
      if (!arb_expect_punct(p, ';'))
         return false;
   }
   return true;
}

static bool
parse_program(struct arb_parser *p)
{
   if (!parse_options(p))
      return false;
   if (p->kind == NVP_KIND_ARBFP_NV2 && !arb_fp2_define_a0(p))
      return false;

   for (;;) {
      const struct arb_token *t = arb_peek(p);

      if (arb_is_word(p, t, "END")) {
         if (p->kind == NVP_KIND_ARBFP_NV2 && !arb_fp2_check_end(p, t))
            return false;
         arb_next(p);
         return true;
      }
      if (t->kind == ARB_TOK_WORD) {
         /* A word and ":" is a label. */
         struct arb_mark save = arb_mark(p);
         arb_next(p);
         bool colon = arb_is_punct(p, arb_peek(p), ':');
         arb_reset(p, &save);
         /* <statement> ::= <branchLabel> ":" (NV_vertex_program2_option,
          * NV_fragment_program2) */
         if (colon && p->nv &&
             (!p->fragment || p->kind == NVP_KIND_ARBFP_NV2)) {
            if (!parse_label_def(p))
               return false;
            continue;
         }
         if (arb_is_declaration(p, t)) {
            if (!arb_parse_declaration(p) || !arb_expect_punct(p, ';'))
               return false;
            continue;
         }
      }
      if (t->kind == ARB_TOK_EOF)
         return arb_fail_expected(p, "'END'");
      if (!parse_instruction(p))
         return false;
   }
}

/* "A vertex program will fail to load if an instruction refers to a
 * label that is not defined": known at the end, reported at len. */
static bool
resolve_labels(struct arb_parser *p)
{
   struct nvp_program *prog = p->prog;

   for (unsigned i = 0; i < prog->num_instrs; i++) {
      struct nvp_instr *in = &prog->instrs[i];
      if (nvp_opcode_info(in->op)->sig != NVP_SIG_BRANCH)
         continue;
      int k = nvp_labels_find(&p->labels, p->text + p->refs[i].offset,
                              p->refs[i].length);
      if (k < 0) {
         uint32_t line, column;
         nvp_line_column(p->text, p->len, p->len, &line, &column);
         nvp_error_set(p->err, p->len, line, column, "label '%.*s' (line "
                       "%u, column %u) is not defined",
                       p->refs[i].length > 32 ? 32 :
                       (int)p->refs[i].length,
                       p->text + p->refs[i].offset, p->refs[i].line,
                       p->refs[i].column);
         return false;
      }
      in->label = k;
      in->target = (int)p->labels.labels[k].instr;
   }
   prog->labels = p->labels.labels;
   prog->num_labels = p->labels.num;
   p->labels.labels = NULL;
   p->labels.num = 0;
   return true;
}

/* Fill the summaries the emitter needs beyond nvp_program_summarize():
 * relative attribute reads and result writes may touch any register of
 * their kind (generic attribute 0 is vertex.position, v[0]). */
static void
summarize_arb(struct nvp_program *prog)
{
   nvp_program_summarize(prog);
   prog->attribs_read = 0;
   for (unsigned i = 0; i < prog->num_instrs; i++) {
      const struct nvp_instr *in = &prog->instrs[i];
      const struct nvp_opcode_info *info = nvp_opcode_info(in->op);

      if (in->cc_update_index == 1 || in->cc.cc_index == 1)
         prog->uses_cc1 = true;
      if (in->dst.file == NVP_FILE_OUTPUT && in->dst.relative) {
         prog->outputs_written |= ((1u << 8) - 1) << NVP_OUT_TEX0;
      }
      for (unsigned s = 0; s < info->num_src; s++) {
         const struct nvp_src *src = &in->src[s];
         if (src->file == NVP_FILE_ADDRESS)
            prog->uses_address = true;
         if (src->file == NVP_FILE_ATTRIB && src->relative) {
            prog->attribs_read |= src->array_base == NVP_ATTRIB_GENERIC0 ?
                                  0xfffe0001u : 0xff00u;
         } else if (src->file == NVP_FILE_ATTRIB) {
            prog->attribs_read |= 1u << src->index;
         }
      }
   }
}

/* Which of 'names' the option sequence starting at 'start' names: bit i
 * for names[i].  "<option> ::= "OPTION" <optionName> ";"": the scan
 * stops at the first statement that is not an option. */
static unsigned
scan_option_names(const char *text, size_t len, size_t start,
                  const char *const *names, unsigned n)
{
   struct arb_parser p;
   unsigned seen = 0;

   memset(&p, 0, sizeof(p));
   p.text = text;
   p.len = len;
   p.pos = start;
   p.line = 1;
   while (arb_accept_word(&p, "OPTION")) {
      const struct arb_token t = arb_next(&p);
      for (unsigned i = 0; i < n; i++) {
         if (arb_is_word(&p, &t, names[i]))
            seen |= 1u << i;
      }
      if (!arb_accept_punct(&p, ';'))
         break;
   }
   return seen;
}

/* The kind the options ask for: NV_vertex_program3 anywhere in the
 * option sequence makes the whole program a version 3 one; '*nv' if any
 * NV option is named. */
static enum nvp_kind
scan_options(const char *text, size_t len, size_t start, bool *nv)
{
   static const char *const names[] = {
      "NV_vertex_program2", "NV_vertex_program3",
   };
   unsigned seen = scan_option_names(text, len, start, names, 2);

   *nv = seen != 0;
   return (seen & 2) ? NVP_KIND_ARBVP_NV3 : NVP_KIND_ARBVP_NV2;
}

/* Where 'header' ("!!ARBvp1.0", "!!ARBfp1.0") ends, skipping what
 * precedes it the way Mesa's own ARB lexer does: its whitespace rules
 * (and so ours) apply before the header too, and upstream piglit's
 * asmparsertest files start with blank lines.  Fills the line of the
 * header for the parser's positions; returns false when the text has no
 * such header. */
static bool
find_any_header(const char *text, size_t len, const char *header,
                size_t *end, uint32_t *line, size_t *line_start)
{
   const size_t n = strlen(header);
   struct arb_parser p;

   if (!text)
      return false;
   memset(&p, 0, sizeof(p));
   p.text = text;
   p.len = len;
   *line = 1;
   *line_start = 0;
   size_t i = skip_space(&p, line, line_start);
   if (len - i < n || memcmp(text + i, header, n) != 0)
      return false;
   *end = i + n;
   return true;
}

static bool
find_header(const char *text, size_t len, size_t *end, uint32_t *line,
            size_t *line_start)
{
   return find_any_header(text, len, "!!ARBvp1.0", end, line, line_start);
}

bool
nvp_arbvp_has_nv_option(const char *text, size_t len)
{
   size_t start, line_start;
   uint32_t line;
   bool nv;

   if (!find_header(text, len, &start, &line, &line_start))
      return false;
   scan_options(text, len, start, &nv);
   return nv;
}

bool
nvp_arbfp_has_nv_option(const char *text, size_t len)
{
   /* NV_fragment_program_option 3.11.4.5.3: "If a fragment program
    * specifies the "NV_fragment_program" option, the grammar will be
    * extended ..." -- only such programs are ours; plain "!!ARBfp1.0"
    * stays with Mesa's parser. */
   static const char *const names[] = {
      "NV_fragment_program", "NV_fragment_program2",
   };
   size_t start, line_start;
   uint32_t line;

   return find_any_header(text, len, "!!ARBfp1.0", &start, &line,
                          &line_start) &&
          scan_option_names(text, len, start, names, 2) != 0;
}

bool
nvp_arbvp_is_ours(const char *text, size_t len)
{
   struct arb_parser p;
   unsigned addrs = 0;
   size_t start, line_start;
   uint32_t line;

   if (nvp_arbvp_has_nv_option(text, len))
      return true;
   if (!find_header(text, len, &start, &line, &line_start))
      return false;
   /* Count the names of "ADDRESS" statements, token by token. */
   memset(&p, 0, sizeof(p));
   p.text = text;
   p.len = len;
   p.pos = start;
   p.line = line;
   p.line_start = line_start;
   bool statement_start = true;
   for (;;) {
      struct arb_token t = arb_next(&p);
      if (t.kind == ARB_TOK_EOF || arb_is_word(&p, &t, "END"))
         return false;
      if (statement_start && arb_is_word(&p, &t, "ADDRESS")) {
         do {
            if (arb_next(&p).kind == ARB_TOK_WORD && ++addrs > 1)
               return true;
         } while (arb_accept_punct(&p, ','));
         t = arb_next(&p);
      }
      statement_start = arb_is_punct(&p, &t, ';');
   }
}

/* A parser for text whose header ends before byte start (at line, with
 * its line starting at line_start). */
static void
init_parser(struct arb_parser *p, const char *text, size_t len,
            size_t start, uint32_t line, size_t line_start,
            const struct nvp_arb_limits *limits)
{
   memset(p, 0, sizeof(*p));
   p->text = text;
   p->len = len;
   p->pos = start;
   p->line = line;
   p->line_start = line_start;
   p->limits = limits;
}

/* The program of p->kind after the header, finish() run after END; NULL
 * with err filled on any error. */
static struct nvp_program *
run_parser(struct arb_parser *p, bool (*finish)(struct arb_parser *p),
           struct nvp_error *err)
{
   struct nvp_error local;

   memset(&local, 0, sizeof(local));
   p->err = &local;
   p->prog = calloc(1, sizeof(*p->prog));
   if (!p->prog) {
      nvp_error_set(err, 0, 1, 1, "out of memory");
      return NULL;
   }
   p->prog->kind = p->kind;

   bool ok = parse_program(p) && finish(p);
   nvp_labels_fini(&p->labels);
   nvp_labels_fini(&p->names);
   free(p->syms);
   free(p->refs);
   if (!ok) {
      if (err)
         *err = local;
      nvp_program_free(p->prog);
      return NULL;
   }
   return p->prog;
}

/* After END of a vertex program: the branch labels, then the summary. */
static bool
finish_vertex(struct arb_parser *p)
{
   if (!resolve_labels(p))
      return false;
   summarize_arb(p->prog);
   return true;
}

/* After END of a fragment program: NV_fragment_program2's labels ("A
 * fragment program will fail to load if an instruction refers to a label
 * that is not defined"), then the option's rules. */
static bool
finish_fragment(struct arb_parser *p)
{
   return resolve_labels(p) && arb_fp_finish(p);
}

/* A parser for the text after 'header' ("!!ARBvp1.0", "!!ARBfp1.0");
 * false, err filled, when the text does not start with it. */
static bool
start_parser(struct arb_parser *p, const char *text, size_t len,
             const char *header, const struct nvp_arb_limits *limits,
             struct nvp_error *err)
{
   size_t start = 0, line_start = 0;
   uint32_t line = 1;

   if (!text)
      len = 0;
   if (!find_any_header(text, len, header, &start, &line, &line_start)) {
      nvp_error_set(err, 0, 1, 1, "expected '%s' at the start of the "
                    "program", header);
      return false;
   }
   init_parser(p, text, len, start, line, line_start, limits);
   return true;
}

struct nvp_program *
nvp_parse_arbvp(const char *text, size_t len,
                const struct nvp_arb_limits *limits, struct nvp_error *err)
{
   struct arb_parser p;

   if (!start_parser(&p, text, len, "!!ARBvp1.0", limits, err))
      return NULL;
   p.kind = scan_options(p.text, p.len, p.pos, &p.nv);
   if (p.kind == NVP_KIND_ARBVP_NV3 && !limits->nv3)
      p.kind = NVP_KIND_ARBVP_NV2;   /* the option is then rejected */
   return run_parser(&p, finish_vertex, err);
}

struct nvp_program *
nvp_parse_arbfp(const char *text, size_t len,
                const struct nvp_arb_limits *limits, struct nvp_error *err)
{
   struct arb_parser p;

   if (!start_parser(&p, text, len, "!!ARBfp1.0", limits, err))
      return NULL;
   size_t start = p.pos;
   if (!nvp_arbfp_has_nv_option(p.text, p.len)) {
      uint32_t l, c;
      nvp_line_column(p.text, p.len, start, &l, &c);
      nvp_error_set(err, start, l, c, "expected 'OPTION "
                    "NV_fragment_program;' (plain ARB fragment programs "
                    "are Mesa's)");
      return NULL;
   }
   /* NV_fragment_program2 anywhere in the option sequence makes the
    * program an NV_fragment_program2 one, if the GL supports it (else
    * the option fails to load where it is named). */
   static const char *const fp2[] = { "NV_fragment_program2" };
   bool fp2_named = scan_option_names(p.text, p.len, start, fp2, 1);
   p.kind = limits->fp2 && fp2_named ? NVP_KIND_ARBFP_NV2 :
                                       NVP_KIND_ARBFP_NV;
   /* The NV grammar ("|abs|", condition codes, suffix-less scalar
    * constants) everywhere; the option itself is checked as the option
    * sequence is read. */
   p.nv = true;
   p.fragment = true;
   return run_parser(&p, finish_fragment, err);
}
