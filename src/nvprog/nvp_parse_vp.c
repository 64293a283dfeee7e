/*
 * Recursive-descent parser for NV_vertex_program 1.0 programs ("!!VP1.0")
 * and vertex state programs ("!!VSP1.0"), section 2.14.1.7 and 2.14.4 of
 * NV_vertex_program.txt, and for version 1.1 vertex programs ("!!VP1.1",
 * sections 2.14.A and 2.14.B of NV_vertex_program1_1.txt).
 *
 * The operand grammar of each instruction comes from the opcode
 * catalogue (nvp_opcodes.c): an opcode's signature lists its operands,
 * its kinds column the languages that have it.  What differs between
 * the languages beyond the catalogue is in kind_rules[] and options[].
 *
 * Every error is reported at the first byte that cannot continue a valid
 * program, scanning left to right; rules about one instruction (unique
 * registers, the instruction count) are checked as soon as the offending
 * token is read, so they are reported in text order with syntax errors.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp_priv.h"

struct vp_parser {
   struct nvp_lexer lx;
   struct nvp_error *err;
   enum nvp_kind kind;
   struct nvp_program *prog;
};

/* The grammar rules that differ between the VP1 languages. */
static const struct {
   bool state;        /* 2.14.4: c[] destinations, only v[0], no o[] */
   bool options;      /* <program> ::= "!!VP1.1" <optionSequence> ... */
   bool plus_sign;    /* <optionalSign> ::= "-" | "+" | "" */
} kind_rules[NVP_KIND_COUNT] = {
   [NVP_KIND_VP10]  = { false, false, false },
   [NVP_KIND_VSP10] = { true,  false, false },
   [NVP_KIND_VP11]  = { false, true,  true },
};

/* <option> ::= "OPTION" "NV_position_invariant" ";".  Repeating an
 * option is allowed: <optionSequence> ::= <optionSequence> <option>. */
enum vp_option {
   VP_OPTION_POSITION_INVARIANT,
};

static const struct {
   const char *name;
   uint32_t kinds;
   enum vp_option option;
} options[] = {
   { "NV_position_invariant", NVP_KIND_BIT(NVP_KIND_VP11),
     VP_OPTION_POSITION_INVARIANT },
};

/* Table X.3: vertex attribute mnemonics. */
static const struct {
   const char *name;
   int index;
} attrib_names[] = {
   { "OPOS", 0 }, { "WGHT", 1 }, { "NRML", 2 }, { "COL0", 3 },
   { "COL1", 4 }, { "FOGC", 5 }, { "TEX0", 8 }, { "TEX1", 9 },
   { "TEX2", 10 }, { "TEX3", 11 }, { "TEX4", 12 }, { "TEX5", 13 },
   { "TEX6", 14 }, { "TEX7", 15 },
};

/* Table X.1 / <vertexResultRegName>, in enum nvp_output order. */
static const char *const output_names[NVP_OUT_COUNT] = {
   "HPOS", "COL0", "COL1", "BFC0", "BFC1", "FOGC", "PSIZ",
   "TEX0", "TEX1", "TEX2", "TEX3", "TEX4", "TEX5", "TEX6", "TEX7",
};

/* <temporaryReg>: exactly these spellings ("R01" is no token). */
static const char *const temp_names[NVP_VP1_NUM_TEMPS] = {
   "R0", "R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10",
   "R11",
};

static bool NVP_PRINTF(3, 4)
fail_at(struct vp_parser *p, const struct nvp_token *t, const char *fmt,
        ...)
{
   va_list ap;
   va_start(ap, fmt);
   nvp_error_setv(p->err, t->offset, t->line, t->column, fmt, ap);
   va_end(ap);
   return false;
}

/* "expected <what> but found <next token>" at the next token. */
static bool
fail_expected(struct vp_parser *p, const char *what)
{
   const struct nvp_token *t = nvp_lexer_peek(&p->lx);
   char found[64];

   nvp_tok_describe(&p->lx, t, found, sizeof(found));
   return fail_at(p, t, "expected %s but found %s", what, found);
}

static bool
expect_punct(struct vp_parser *p, char c)
{
   const struct nvp_token *t = nvp_lexer_peek(&p->lx);

   if (!nvp_tok_is_punct(&p->lx, t, c)) {
      char what[4] = { '\'', c, '\'', '\0' };
      return fail_expected(p, what);
   }
   nvp_lexer_next(&p->lx);
   return true;
}

static bool
accept_punct(struct vp_parser *p, char c)
{
   if (!nvp_tok_is_punct(&p->lx, nvp_lexer_peek(&p->lx), c))
      return false;
   nvp_lexer_next(&p->lx);
   return true;
}

static int
name_index(const struct nvp_lexer *lx, const struct nvp_token *t,
           const char *const *names, unsigned count)
{
   for (unsigned i = 0; i < count; i++) {
      if (nvp_tok_is_word(lx, t, names[i]))
         return (int)i;
   }
   return -1;
}

/* The component (0..3 for x, y, z, w) that the next token starts with,
 * or -1.  <component> is a token of its own, so "xyzw" is four. */
static int
peek_component(struct vp_parser *p)
{
   const struct nvp_token *t = nvp_lexer_peek(&p->lx);

   if (t->kind != NVP_TOK_WORD)
      return -1;
   switch (p->lx.text[t->offset]) {
   case 'x': return 0;
   case 'y': return 1;
   case 'z': return 2;
   case 'w': return 3;
   default: return -1;
   }
}

/* The single-component token 'x' of <addrReg> ::= "A0" "." "x". */
static bool
expect_x(struct vp_parser *p)
{
   if (peek_component(p) != 0)
      return fail_expected(p, "'x'");
   nvp_lexer_take_char(&p->lx);
   return true;
}

/* <addrReg> ::= "A0" "." "x" */
static bool
parse_addr_reg(struct vp_parser *p)
{
   if (!nvp_tok_is_word(&p->lx, nvp_lexer_peek(&p->lx), "A0"))
      return fail_expected(p, "'A0'");
   nvp_lexer_next(&p->lx);
   return expect_punct(p, '.') && expect_x(p);
}

/* <vertexAttribRegNum>, after "v" "[".  State programs: <vertexAttribReg>
 * ::= "v" "[" "0" "]", so only the number 0, not its mnemonic. */
static bool
parse_attrib_num(struct vp_parser *p, int *index)
{
   const struct nvp_token *t = nvp_lexer_peek(&p->lx);
   bool state = kind_rules[p->kind].state;

   if (t->kind == NVP_TOK_INT) {
      if (state && t->value != 0) {
         return fail_at(p, t, "vertex state programs may read only "
                        "v[0], not v[%u]", t->value);
      }
      if (t->value >= NVP_VP1_NUM_ATTRIBS) {
         return fail_at(p, t, "vertex attribute register %u out of "
                        "range (0 to 15)", t->value);
      }
      *index = (int)t->value;
      nvp_lexer_next(&p->lx);
      return true;
   }
   if (t->kind == NVP_TOK_WORD && !state) {
      for (unsigned i = 0; i < sizeof(attrib_names) /
                              sizeof(attrib_names[0]); i++) {
         if (nvp_tok_is_word(&p->lx, t, attrib_names[i].name)) {
            *index = attrib_names[i].index;
            nvp_lexer_next(&p->lx);
            return true;
         }
      }
   }
   return fail_expected(p, state ? "'0'" :
                        "a vertex attribute number (0 to 15) or name");
}

/* <progParamReg>, after "c" "[", up to and including "]".  Absolute
 * only when 'relative_ok' is false (destinations of state programs). */
static bool
parse_param_reg(struct vp_parser *p, bool relative_ok, int *index,
                bool *relative)
{
   const struct nvp_token *t = nvp_lexer_peek(&p->lx);

   *relative = false;
   if (t->kind == NVP_TOK_INT) {
      if (t->value >= NVP_VP1_NUM_PARAMS) {
         return fail_at(p, t, "program parameter register %u out of "
                        "range (0 to 95)", t->value);
      }
      *index = (int)t->value;
      nvp_lexer_next(&p->lx);
      return expect_punct(p, ']');
   }
   if (!relative_ok || !nvp_tok_is_word(&p->lx, t, "A0")) {
      return fail_expected(p, relative_ok ?
                           "a program parameter number or 'A0'" :
                           "a program parameter number (0 to 95)");
   }
   /* "such programs do not provide support for relative program
    * parameter addressing" (2.14.B).  The replacement rule printed
    * there, <relProgParamReg> ::= "c" "[" <addrReg> "]", contradicts
    * "(eliminating the relative addressing cases)" and the resolved
    * issue ("Is relative addressing available to position-invariant
    * version 1.1 vertex programs?  No."), so no relative form loads;
    * the error is at "A0". */
   if (p->prog->position_invariant) {
      return fail_at(p, t, "position-invariant programs cannot read "
                     "c[] relative to A0.x");
   }

   /* <relProgParamReg>: offsets "from 0 to 63" after "+" and "from 0
    * to 64" after "-"; no offset means zero. */
   if (!parse_addr_reg(p))
      return false;
   *relative = true;
   *index = 0;
   bool plus = accept_punct(p, '+');
   bool minus = !plus && accept_punct(p, '-');
   if (plus || minus) {
      t = nvp_lexer_peek(&p->lx);
      if (t->kind != NVP_TOK_INT)
         return fail_expected(p, "an address offset");
      unsigned max = plus ? 63 : 64;
      if (t->value > max) {
         return fail_at(p, t, "address offset %c%u out of range (%c0 to "
                        "%c%u)", plus ? '+' : '-', t->value,
                        plus ? '+' : '-', plus ? '+' : '-', max);
      }
      *index = plus ? (int)t->value : -(int)t->value;
      nvp_lexer_next(&p->lx);
   }
   return expect_punct(p, ']');
}

/* <srcReg> */
static bool
parse_src_reg(struct vp_parser *p, struct nvp_src *src)
{
   const struct nvp_token *t = nvp_lexer_peek(&p->lx);
   int temp = name_index(&p->lx, t, temp_names, NVP_VP1_NUM_TEMPS);

   if (temp >= 0) {
      src->file = NVP_FILE_TEMP;
      src->index = temp;
      nvp_lexer_next(&p->lx);
      return true;
   }
   if (nvp_tok_is_word(&p->lx, t, "v")) {
      nvp_lexer_next(&p->lx);
      src->file = NVP_FILE_ATTRIB;
      return expect_punct(p, '[') && parse_attrib_num(p, &src->index) &&
             expect_punct(p, ']');
   }
   if (nvp_tok_is_word(&p->lx, t, "c")) {
      nvp_lexer_next(&p->lx);
      src->file = NVP_FILE_PARAM;
      return expect_punct(p, '[') &&
             parse_param_reg(p, true, &src->index, &src->relative);
   }
   return fail_expected(p, "a source register (v[], c[] or R0 to R11)");
}

/* <scalarSrcReg> / <swizzleSrcReg> */
static bool
parse_src(struct vp_parser *p, bool scalar, struct nvp_src *src,
          struct nvp_unique_regs *unique)
{
   memset(src, 0, sizeof(*src));
   /* VP1.1: "The "+" does not negate its operand but is available for
    * symetry." */
   src->negate = accept_punct(p, '-');
   if (!src->negate && kind_rules[p->kind].plus_sign)
      accept_punct(p, '+');

   struct nvp_token reg = *nvp_lexer_peek(&p->lx);
   if (!parse_src_reg(p, src))
      return false;

   /* "A vertex program fails to load if any instruction sources more
    * than one unique program parameter register" (and likewise vertex
    * attribute register).  Reported at the second register. */
   const struct nvp_src *first;
   enum nvp_unique_result u = nvp_unique_add(unique, src, &first);
   if (u != NVP_UNIQUE_OK) {
      char a[32], b[32];
      nvp_format_register(first->file, first->index, first->relative,
                          a, sizeof(a));
      nvp_format_register(src->file, src->index, src->relative,
                          b, sizeof(b));
      return fail_at(p, &reg, "instruction reads more than one unique "
                     "%s register (%s and %s)",
                     u == NVP_UNIQUE_PARAM ? "program parameter" :
                                             "vertex attribute", a, b);
   }

   /* <scalarSuffix> ::= "." <component>; <swizzleSuffix> may be empty,
    * which "is treated the same as .xyzw". */
   if (!scalar && !accept_punct(p, '.')) {
      for (unsigned i = 0; i < 4; i++)
         src->swizzle[i] = (uint8_t)i;
      return true;
   }
   if (scalar && !expect_punct(p, '.'))
      return false;

   unsigned n = 0;
   int c;
   while (n < (scalar ? 1u : 4u) && (c = peek_component(p)) >= 0) {
      src->swizzle[n++] = (uint8_t)c;
      nvp_lexer_take_char(&p->lx);
   }
   if (n == 0 || (n > 1 && n < 4))
      return fail_expected(p, "a swizzle component (x, y, z or w)");
   /* ".x" "is treated the same as .xxxx"; scalar sources keep the
    * replicated component too. */
   if (n == 1) {
      for (unsigned i = 1; i < 4; i++)
         src->swizzle[i] = src->swizzle[0];
   }
   return true;
}

/* <optionalMask>: the components "must be listed in xyzw order", each
 * at most once. */
static bool
parse_mask(struct vp_parser *p, uint8_t *mask)
{
   *mask = 0xf;
   if (!accept_punct(p, '.'))
      return true;

   int last = -1, c;
   *mask = 0;
   while ((c = peek_component(p)) >= 0) {
      if (c <= last) {
         const struct nvp_token *t = nvp_lexer_peek(&p->lx);
         return fail_at(p, t, "write mask component '%c' repeated or out "
                        "of xyzw order", p->lx.text[t->offset]);
      }
      *mask |= (uint8_t)(1u << c);
      last = c;
      nvp_lexer_take_char(&p->lx);
   }
   if (*mask == 0)
      return fail_expected(p, "a write mask component (x, y, z or w)");
   return true;
}

/* <maskedDstReg>.  Vertex programs: <dstReg> ::= <temporaryReg> |
 * <vertexResultReg>; state programs: <dstReg> ::= <absProgParamReg> |
 * <temporaryReg>. */
static bool
parse_masked_dst(struct vp_parser *p, struct nvp_dst *dst)
{
   const struct nvp_token *t = nvp_lexer_peek(&p->lx);
   bool state = kind_rules[p->kind].state;
   int temp = name_index(&p->lx, t, temp_names, NVP_VP1_NUM_TEMPS);
   bool relative;

   if (temp >= 0) {
      dst->file = NVP_FILE_TEMP;
      dst->index = temp;
      nvp_lexer_next(&p->lx);
   } else if (!state && nvp_tok_is_word(&p->lx, t, "o")) {
      nvp_lexer_next(&p->lx);
      if (!expect_punct(p, '['))
         return false;
      int out = name_index(&p->lx, nvp_lexer_peek(&p->lx), output_names,
                           NVP_OUT_COUNT);
      if (out < 0)
         return fail_expected(p, "a vertex result register name");
      /* 2.14.B: for position-invariant programs "the
       * <vertexResultRegName> rule is replaced with the following rule
       * (that does not provide "HPOS")". */
      if (out == NVP_OUT_HPOS && p->prog->position_invariant) {
         return fail_at(p, nvp_lexer_peek(&p->lx), "position-invariant "
                        "programs cannot write o[HPOS]");
      }
      nvp_lexer_next(&p->lx);
      dst->file = NVP_FILE_OUTPUT;
      dst->index = out;
      if (!expect_punct(p, ']'))
         return false;
   } else if (state && nvp_tok_is_word(&p->lx, t, "c")) {
      nvp_lexer_next(&p->lx);
      dst->file = NVP_FILE_PARAM;
      if (!expect_punct(p, '[') ||
          !parse_param_reg(p, false, &dst->index, &relative))
         return false;
   } else {
      return fail_expected(p, state ?
                           "a destination register (R0 to R11 or c[])" :
                           "a destination register (R0 to R11 or o[])");
   }
   return parse_mask(p, &dst->write_mask);
}

static bool
parse_instruction(struct vp_parser *p, enum nvp_opcode op,
                  struct nvp_instr *in)
{
   const struct nvp_sig_info *sig =
      nvp_sig_info(nvp_opcode_info(op)->sig);
   struct nvp_unique_regs unique = { NULL, NULL };
   unsigned s = 0;

   for (unsigned i = 0; i < sig->num_operands; i++) {
      if (i > 0 && !expect_punct(p, ','))
         return false;

      bool ok = true;
      switch (sig->operands[i]) {
      case NVP_OPERAND_ADDR_DST:
         ok = parse_addr_reg(p);
         in->dst.file = NVP_FILE_ADDRESS;
         in->dst.index = 0;
         in->dst.write_mask = 0x1;
         break;
      case NVP_OPERAND_MASKED_DST:
         ok = parse_masked_dst(p, &in->dst);
         break;
      case NVP_OPERAND_SCALAR_SRC:
      case NVP_OPERAND_SWIZZLE_SRC:
         ok = parse_src(p, sig->operands[i] == NVP_OPERAND_SCALAR_SRC,
                        &in->src[s++], &unique);
         break;
      }
      if (!ok)
         return false;
   }
   return expect_punct(p, ';');
}

/* <optionSequence> (VP1.1): zero or more "OPTION" <name> ";". */
static bool
parse_options(struct vp_parser *p)
{
   while (nvp_tok_is_word(&p->lx, nvp_lexer_peek(&p->lx), "OPTION")) {
      nvp_lexer_next(&p->lx);

      /* Option names are identifiers with '_': scan this one token so. */
      p->lx.word_underscore = true;
      const struct nvp_token *t = nvp_lexer_peek(&p->lx);
      unsigned i;
      for (i = 0; i < sizeof(options) / sizeof(options[0]); i++) {
         if ((options[i].kinds & NVP_KIND_BIT(p->kind)) &&
             nvp_tok_is_word(&p->lx, t, options[i].name))
            break;
      }
      if (i == sizeof(options) / sizeof(options[0])) {
         bool ok = fail_expected(p, "an option name "
                                 "('NV_position_invariant')");
         p->lx.word_underscore = false;
         return ok;
      }
      nvp_lexer_next(&p->lx);
      p->lx.word_underscore = false;

      switch (options[i].option) {
      case VP_OPTION_POSITION_INVARIANT:
         p->prog->position_invariant = true;
         break;
      }
      if (!expect_punct(p, ';'))
         return false;
   }
   return true;
}

/* [<optionSequence>] <instructionSequence> "END"; at least one
 * instruction. */
static bool
parse_program(struct vp_parser *p)
{
   struct nvp_program *prog = p->prog;

   if (kind_rules[p->kind].options && !parse_options(p))
      return false;

   /* "A vertex program fails to load if it contains more than 128
    * instructions"; "A position-invariant vertex program fails to load
    * if it contains more than 124 instructions." */
   unsigned max_instrs = prog->position_invariant ?
                         NVP_VP11_PI_MAX_INSTRS : NVP_VP1_MAX_INSTRS;

   for (;;) {
      const struct nvp_token *t = nvp_lexer_peek(&p->lx);

      /* Text after END is ignored: the grammar ends there and the spec
       * says nothing of what may follow, and LoadProgramNV programs are
       * commonly stored with trailing bytes (a NUL, a newline, notes).
       * So "END" is matched as a token and nothing after it is read. */
      if (prog->num_instrs > 0 && nvp_tok_is_word(&p->lx, t, "END")) {
         nvp_lexer_next(&p->lx);
         return true;
      }

      enum nvp_opcode op = NVP_OP_COUNT;
      if (t->kind == NVP_TOK_WORD) {
         op = nvp_opcode_lookup(p->lx.text + t->offset,
                                (unsigned)t->length);
      }
      if (op == NVP_OP_COUNT ||
          !(nvp_opcode_info(op)->kinds & NVP_KIND_BIT(p->kind))) {
         return fail_expected(p, prog->num_instrs > 0 ?
                              "an instruction or 'END'" :
                              "an instruction");
      }

      /* Known at the first instruction past the limit, reported
       * there. */
      if (prog->num_instrs == max_instrs) {
         return fail_at(p, t, "more than %u instructions%s", max_instrs,
                        prog->position_invariant ?
                        " in a position-invariant program" : "");
      }

      struct nvp_instr *in = &prog->instrs[prog->num_instrs];
      memset(in, 0, sizeof(*in));
      in->op = op;
      in->offset = (uint32_t)t->offset;
      in->line = t->line;
      in->column = t->column;
      nvp_lexer_next(&p->lx);

      if (!parse_instruction(p, op, in))
         return false;
      prog->num_instrs++;
   }
}

struct nvp_program *
nvp_parse_vp1(enum nvp_kind kind, const char *text, size_t len,
              size_t start, struct nvp_error *err)
{
   struct vp_parser p;
   struct nvp_error local;

   memset(&p, 0, sizeof(p));
   nvp_lexer_init(&p.lx, text, len, start);
   p.err = &local;
   p.kind = kind;
   p.prog = calloc(1, sizeof(*p.prog));
   if (p.prog)
      p.prog->instrs = calloc(NVP_VP1_MAX_INSTRS, sizeof(struct nvp_instr));
   if (!p.prog || !p.prog->instrs) {
      nvp_program_free(p.prog);
      nvp_error_set(err, 0, 1, 1, "out of memory");
      return NULL;
   }
   p.prog->kind = kind;

   if (!parse_program(&p)) {
      *err = local;
      nvp_program_free(p.prog);
      return NULL;
   }

   nvp_program_summarize(p.prog);
   if (!nvp_check_vp1_program(p.prog, text, len, &local)) {
      *err = local;
      nvp_program_free(p.prog);
      return NULL;
   }
   return p.prog;
}
