/*
 * Recursive-descent parser for NV_vertex_program 1.0 programs ("!!VP1.0")
 * and vertex state programs ("!!VSP1.0"), section 2.14.1.7 and 2.14.4 of
 * NV_vertex_program.txt, for version 1.1 vertex programs ("!!VP1.1",
 * sections 2.14.A and 2.14.B of NV_vertex_program1_1.txt) and for
 * version 2.0 vertex programs ("!!VP2.0", section 2.14.1.8 of
 * NV_vertex_program2.txt: labels, branches, condition codes, "|abs|",
 * A0/A1 with four components, R0-R15, c[0..255], o[CLP0..5]).
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
/* The short names of nvp_priv.h for the parser steps. */
#define NVP_PARSER_SHORTHANDS

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp_priv.h"

/* A BRA or CAL naming a label, resolved after END: "Instruction labels
 * can be defined or used at any point in the body of a program, and can
 * be used in instructions before being defined". */
struct label_ref {
   size_t offset, length;
   uint32_t line, column;
};

struct vp_parser {
   struct nvp_lexer lx;
   struct nvp_error *err;
   enum nvp_kind kind;
   struct nvp_program *prog;
   struct nvp_labels labels;
   struct label_ref *refs;    /* per instruction; BRA and CAL only */
};

/* The grammar rules and limits that differ between the languages. */
static const struct {
   bool state;        /* 2.14.4: c[] destinations, only v[0], no o[] */
   bool options;      /* <program> ::= "!!VP1.1" <optionSequence> ... */
   bool plus_sign;    /* <optionalSign> ::= "-" | "+" | "" */
   bool vp2;          /* the "vp2-" rules of NV_vertex_program2 */
   uint16_t num_temps, num_params, max_instrs, pi_max_instrs;
   uint16_t pos_offset_max, neg_offset_max;   /* c[A0.x+63], c[A0.x-64] */
} kind_rules[NVP_KIND_COUNT] = {
   [NVP_KIND_VP10]  = { false, false, false, false, 12, 96, 128, 128,
                        63, 64 },
   [NVP_KIND_VSP10] = { true,  false, false, false, 12, 96, 128, 128,
                        63, 64 },
   [NVP_KIND_VP11]  = { false, true,  true,  false, 12, 96, 128, 124,
                        63, 64 },
   /* <vp2-progParamRegNum> 0 to 255, <vp2-progParamPosOff> 0 to 255,
    * <vp2-progParamNegOff> 0 to 256; "position-invariant VP1.1 and
    * VP2.0 programs may have no more than 124 or 252 instructions". */
   [NVP_KIND_VP20]  = { false, true,  true,  true,  16, 256, 256, 252,
                        255, 256 },
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
   /* <vp11-option> and <vp2-option> */
   { "NV_position_invariant",
     NVP_KIND_BIT(NVP_KIND_VP11) | NVP_KIND_BIT(NVP_KIND_VP20),
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

/* Table X.1 / <vertexResultRegName>, in enum nvp_output order; the
 * last six are <vp2-resultRegName>. */
static const char *const output_names[NVP_VP2_NUM_OUTPUTS] = {
   "HPOS", "COL0", "COL1", "BFC0", "BFC1", "FOGC", "PSIZ",
   "TEX0", "TEX1", "TEX2", "TEX3", "TEX4", "TEX5", "TEX6", "TEX7",
   "CLP0", "CLP1", "CLP2", "CLP3", "CLP4", "CLP5",
};

/* <tempRegister> and <vp2-tempRegister>: exactly these spellings ("R01"
 * is no token). */
static const char *const temp_names[NVP_VP2_NUM_TEMPS] = {
   "R0", "R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10",
   "R11", "R12", "R13", "R14", "R15",
};

/* <addrRegister>: "A0" | <vp2-addrRegister> */
static const char *const addr_names[NVP_VP2_NUM_ADDRS] = { "A0", "A1" };

/* <vp2-ccMaskRule>, in enum nvp_cond order from NVP_COND_EQ. */
static const char *const cond_names[NVP_COND_NV_COUNT] = {
   [NVP_COND_EQ] = "EQ", [NVP_COND_GE] = "GE", [NVP_COND_GT] = "GT",
   [NVP_COND_LE] = "LE", [NVP_COND_LT] = "LT", [NVP_COND_NE] = "NE",
   [NVP_COND_TR] = "TR", [NVP_COND_FL] = "FL",
};






static bool
vp2(const struct vp_parser *p)
{
   return kind_rules[p->kind].vp2;
}

static int
temp_index(const struct vp_parser *p, const struct nvp_token *t)
{
   return name_index(&p->lx, t, temp_names, kind_rules[p->kind].num_temps);
}

static const char *
temps_text(const struct vp_parser *p)
{
   return vp2(p) ? "R0 to R15" : "R0 to R11";
}

/* The component (0..3 for x, y, z, w) that the next token starts with,
 * or -1.  <component> is a token of its own, so "xyzw" is four. */

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

/* <addrRegister>: "A0", or "A1" in VP2; the register number. */
static bool
parse_addr_name(struct vp_parser *p, int *index)
{
   int a = name_index(&p->lx, nvp_lexer_peek(&p->lx), addr_names,
                      vp2(p) ? NVP_VP2_NUM_ADDRS : 1);
   if (a < 0)
      return fail_expected(p, vp2(p) ? "'A0' or 'A1'" : "'A0'");
   nvp_lexer_next(&p->lx);
   *index = a;
   return true;
}

/* <scalarAddr> ::= <addrRegister> "." <addrRegisterComp>; VP1 has only
 * "A0" "." "x". */
static bool
parse_scalar_addr(struct vp_parser *p, struct nvp_src *src)
{
   int a, c;

   if (!vp2(p)) {
      src->addr_index = 0;
      src->addr_comp = 0;
      return parse_addr_reg(p);
   }
   if (!parse_addr_name(p, &a) || !expect_punct(p, '.'))
      return false;
   if ((c = peek_component(p)) < 0)
      return fail_expected(p, "an address register component (x, y, z "
                           "or w)");
   nvp_lexer_take_char(&p->lx);
   src->addr_index = (uint8_t)a;
   src->addr_comp = (uint8_t)c;
   return true;
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
parse_param_reg(struct vp_parser *p, bool relative_ok,
                struct nvp_src *src)
{
   const struct nvp_token *t = nvp_lexer_peek(&p->lx);
   unsigned num_params = kind_rules[p->kind].num_params;

   src->relative = false;
   if (t->kind == NVP_TOK_INT) {
      if (t->value >= num_params) {
         return fail_at(p, t, "program parameter register %u out of "
                        "range (0 to %u)", t->value, num_params - 1);
      }
      src->index = (int)t->value;
      nvp_lexer_next(&p->lx);
      return expect_punct(p, ']');
   }
   if (!relative_ok ||
       name_index(&p->lx, t, addr_names,
                  vp2(p) ? NVP_VP2_NUM_ADDRS : 1) < 0) {
      return fail_expected(p, !relative_ok ?
                           "a program parameter number (0 to 95)" :
                           vp2(p) ?
                           "a program parameter number, 'A0' or 'A1'" :
                           "a program parameter number or 'A0'");
   }
   /* "such programs do not provide support for relative program
    * parameter addressing" (2.14.B).  The replacement rule printed
    * there, <relProgParamReg> ::= "c" "[" <addrReg> "]", contradicts
    * "(eliminating the relative addressing cases)" and the resolved
    * issue ("Is relative addressing available to position-invariant
    * version 1.1 vertex programs?  No."), so no relative form loads;
    * the error is at "A0".  VP2: "No such restriction exists for VP2.0
    * programs" (NV_vertex_program2, 2.14.6.1). */
   if (p->prog->position_invariant && !vp2(p)) {
      return fail_at(p, t, "position-invariant programs cannot read "
                     "c[] relative to A0.x");
   }

   /* <relProgParamReg>: offsets "from 0 to 63" after "+" and "from 0
    * to 64" after "-" (VP2: 255 and 256); no offset means zero. */
   if (!parse_scalar_addr(p, src))
      return false;
   src->relative = true;
   src->index = 0;
   bool plus = accept_punct(p, '+');
   bool minus = !plus && accept_punct(p, '-');
   if (plus || minus) {
      t = nvp_lexer_peek(&p->lx);
      if (t->kind != NVP_TOK_INT)
         return fail_expected(p, "an address offset");
      unsigned max = plus ? kind_rules[p->kind].pos_offset_max :
                            kind_rules[p->kind].neg_offset_max;
      if (t->value > max) {
         return fail_at(p, t, "address offset %c%u out of range (%c0 to "
                        "%c%u)", plus ? '+' : '-', t->value,
                        plus ? '+' : '-', plus ? '+' : '-', max);
      }
      src->index = plus ? (int)t->value : -(int)t->value;
      nvp_lexer_next(&p->lx);
   }
   return expect_punct(p, ']');
}

/* <srcReg> */
static bool
parse_src_reg(struct vp_parser *p, struct nvp_src *src)
{
   const struct nvp_token *t = nvp_lexer_peek(&p->lx);
   int temp = temp_index(p, t);

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
      return expect_punct(p, '[') && parse_param_reg(p, true, src);
   }
   char what[64];
   snprintf(what, sizeof(what), "a source register (v[], c[] or %s)",
            temps_text(p));
   return fail_expected(p, what);
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

   /* VP2: <vp2-absVectorSrc> ::= <optionalSign> "|" <baseVectorSrc>
    * "|", whose <baseVectorSrc> has a sign of its own: the first sign
    * is negateAbs, the second negateBase (2.14.2.1). */
   if (vp2(p) && accept_punct(p, '|')) {
      src->absolute = true;
      src->negate_abs = src->negate;
      src->negate = accept_punct(p, '-');
      if (!src->negate)
         accept_punct(p, '+');
   }

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
      nvp_format_src_reg(first, a, sizeof(a));
      nvp_format_src_reg(src, b, sizeof(b));
      return fail_at(p, &reg, "instruction reads more than one unique "
                     "%s register (%s and %s)",
                     u == NVP_UNIQUE_PARAM ? "program parameter" :
                                             "vertex attribute", a, b);
   }

   /* <scalarSuffix> ::= "." <component>; <swizzleSuffix> may be empty,
    * which "is treated the same as .xyzw". */
   if (!parse_swizzle(p, scalar, src->swizzle))
      return false;
   return !src->absolute || expect_punct(p, '|');
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

/* <optionalCCMask> ::= "" | "(" <vp2-ccMaskRule> <swizzleSuffix> ")",
 * VP2 only; also <vp2-branchCondition>. */
static bool
parse_cond_test(struct vp_parser *p, struct nvp_cond_test *cc)
{
   if (!vp2(p) || !accept_punct(p, '('))
      return true;

   int c = name_index(&p->lx, nvp_lexer_peek(&p->lx), cond_names,
                      NVP_COND_NV_COUNT);
   if (c < 0) {
      return fail_expected(p, "a condition (EQ, GE, GT, LE, LT, NE, TR "
                           "or FL)");
   }
   nvp_lexer_next(&p->lx);
   cc->cond = (enum nvp_cond)c;
   return parse_swizzle(p, false, cc->swizzle) && expect_punct(p, ')');
}

/* <maskedDstReg>.  Vertex programs: <dstReg> ::= <temporaryReg> |
 * <vertexResultReg> (VP2: | "CC"); state programs: <dstReg> ::=
 * <absProgParamReg> | <temporaryReg>.  VP2 then has <optionalCCMask>. */
static bool
parse_masked_dst(struct vp_parser *p, struct nvp_instr *in)
{
   struct nvp_dst *dst = &in->dst;
   const struct nvp_token *t = nvp_lexer_peek(&p->lx);
   bool state = kind_rules[p->kind].state;
   int temp = temp_index(p, t);

   if (temp >= 0) {
      dst->file = NVP_FILE_TEMP;
      dst->index = temp;
      nvp_lexer_next(&p->lx);
   } else if (vp2(p) && nvp_tok_is_word(&p->lx, t, "CC")) {
      /* <vp2-nullRegister> ::= "CC" */
      dst->file = NVP_FILE_CC;
      dst->index = 0;
      nvp_lexer_next(&p->lx);
   } else if (!state && nvp_tok_is_word(&p->lx, t, "o")) {
      nvp_lexer_next(&p->lx);
      if (!expect_punct(p, '['))
         return false;
      int out = name_index(&p->lx, nvp_lexer_peek(&p->lx), output_names,
                           vp2(p) ? NVP_VP2_NUM_OUTPUTS :
                           NVP_VP1_NUM_OUTPUTS);
      if (out < 0)
         return fail_expected(p, "a vertex result register name");
      /* 2.14.B: for position-invariant programs "the
       * <vertexResultRegName> rule is replaced with the following rule
       * (that does not provide "HPOS")"; VP2: "A vertex program that
       * specifies the position-invariant option will fail to load if
       * it writes to the HPOS result register." */
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
      struct nvp_src reg;
      nvp_lexer_next(&p->lx);
      dst->file = NVP_FILE_PARAM;
      if (!expect_punct(p, '[') || !parse_param_reg(p, false, &reg))
         return false;
      dst->index = reg.index;
   } else {
      char what[80];
      snprintf(what, sizeof(what), "a destination register (%s or %s)",
               temps_text(p), state ? "c[]" : vp2(p) ? "o[] or CC" :
                                                       "o[]");
      return fail_expected(p, what);
   }
   return parse_mask(p, &dst->write_mask) &&
          parse_cond_test(p, &in->cc);
}

/* The address register destination: VP1 <addrReg> ::= "A0" "." "x";
 * VP2 <maskedAddrReg> ::= <addrRegister> <addrWriteMask>, where the
 * mask may be "" and is followed by a condition test: the grammar
 * omits <optionalCCMask> there, but 2.14.2.2 finds "the condition code
 * write mask ... in the <maskedDstReg> and <maskedAddrReg> rules" and
 * "The ARL instruction applies all masking operations to address
 * register writes". */
static bool
parse_addr_dst(struct vp_parser *p, struct nvp_instr *in)
{
   int a;

   in->dst.file = NVP_FILE_ADDRESS;
   if (!vp2(p)) {
      in->dst.index = 0;
      in->dst.write_mask = 0x1;
      return parse_addr_reg(p);
   }
   if (!parse_addr_name(p, &a))
      return false;
   in->dst.index = a;
   return parse_mask(p, &in->dst.write_mask) &&
          parse_cond_test(p, &in->cc);
}

/* <vp2-branchLabel> ::= <identifier>, of BRA and CAL: kept until END,
 * when every label is known. */
static bool
parse_label_ref(struct vp_parser *p, struct nvp_instr *in)
{
   p->lx.word_underscore = true;
   const struct nvp_token *t = nvp_lexer_peek(&p->lx);
   p->lx.word_underscore = false;

   if (t->kind != NVP_TOK_WORD)
      return fail_expected(p, "a label");
   struct label_ref *r = &p->refs[p->prog->num_instrs];
   r->offset = t->offset;
   r->length = t->length;
   r->line = t->line;
   r->column = t->column;
   in->label = -1;
   in->target = -1;
   nvp_lexer_next(&p->lx);
   return true;
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
                        src, &unique);
         s++;
         break;
      case NVP_OPERAND_ARL_SRC:
         /* VP1 "ARL" ... <scalarSrc>; <vp2-ARL-instruction> ...
          * <vectorSrc>. */
         ok = parse_src(p, !vp2(p), src, &unique);
         s++;
         break;
      case NVP_OPERAND_ADDR_SRC: {
         /* ARA: "Component swizzling is not supported when the operand
          * is loaded." */
         int a;
         memset(src, 0, sizeof(*src));
         ok = parse_addr_name(p, &a);
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
      default:
         /* Operands of "!!ARBvp1.0" opcodes (nvp_arb*.c) and of
          * fragment programs, which the kinds column keeps out of the NV
          * vertex languages. */
         ok = fail_expected(p, "an operand");
         break;
      }
      if (!ok)
         return false;
   }
   if (sig->condition && !parse_cond_test(p, &in->cc))
      return false;
   return expect_punct(p, ';');
}

/* <optionSequence> (VP1.1, VP2.0): zero or more "OPTION" <name> ";". */
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

/* Is the next token (a word) followed by ":"?  <programTextItem> ::=
 * <instruction> ";" | <vp2-instructionLabel>: a word and a colon is a
 * label whatever the word, "MOV:" and "END:" included. */
static bool
word_then_colon(struct vp_parser *p)
{
   struct nvp_lexer save = p->lx;

   nvp_lexer_next(&p->lx);
   bool colon = nvp_tok_is_punct(&p->lx, nvp_lexer_peek(&p->lx), ':');
   p->lx = save;
   return colon;
}

/* <vp2-instructionLabel> ::= <vp2-branchLabel> ":", before the next
 * instruction. */
static bool
parse_label_def(struct vp_parser *p)
{
   struct nvp_token t = nvp_lexer_next(&p->lx);
   const char *name = p->lx.text + t.offset;

   /* A second definition would leave BRA and CAL without one target;
    * the spec says nothing of it, so it fails to load, at the second
    * name. */
   int old = nvp_labels_find(&p->labels, name, t.length);
   if (old >= 0) {
      const struct nvp_label *l = &p->labels.labels[old];
      char what[64];
      nvp_tok_describe(&p->lx, &t, what, sizeof(what));
      return fail_at(p, &t, "label %s already defined at line %u, "
                     "column %u", what, l->line, l->column);
   }
   int k = nvp_labels_add(&p->labels, name, t.length,
                          p->prog->num_instrs, &t);
   if (k < 0)
      return fail_at(p, &t, "out of memory");
   /* "If a VP2 vertex program has an instruction label "main", program
    * execution begins with the instruction immediately following the
    * instruction label." */
   if (t.length == 4 && memcmp(name, "main", 4) == 0)
      p->prog->entry = p->prog->num_instrs;
   nvp_lexer_next(&p->lx);   /* ":" */
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
    * if it contains more than 124 instructions."  VP2: 256 and 252. */
   unsigned max_instrs = prog->position_invariant ?
                         kind_rules[p->kind].pi_max_instrs :
                         kind_rules[p->kind].max_instrs;

   for (;;) {
      /* VP2 labels are identifiers with '_'. */
      p->lx.word_underscore = vp2(p);
      const struct nvp_token *t = nvp_lexer_peek(&p->lx);
      p->lx.word_underscore = false;

      if (vp2(p) && t->kind == NVP_TOK_WORD && word_then_colon(p)) {
         if (!parse_label_def(p))
            return false;
         continue;
      }

      /* Text after END is ignored: the grammar ends there and the spec
       * says nothing of what may follow, and LoadProgramNV programs are
       * commonly stored with trailing bytes (a NUL, a newline, notes).
       * So "END" is matched as a token and nothing after it is read. */
      if (prog->num_instrs > 0 && nvp_tok_is_word(&p->lx, t, "END")) {
         nvp_lexer_next(&p->lx);
         return true;
      }

      enum nvp_opcode op = NVP_OP_COUNT;
      bool update_cc = false;
      if (t->kind == NVP_TOK_WORD) {
         op = nvp_opcode_lookup_kind(p->lx.text + t->offset,
                                     (unsigned)t->length, p->kind,
                                     &update_cc);
      }
      if (op == NVP_OP_COUNT) {
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
      in->update_cc = update_cc;
      in->target = -1;
      in->label = -1;
      in->offset = (uint32_t)t->offset;
      in->line = t->line;
      in->column = t->column;
      nvp_lexer_next(&p->lx);

      if (!parse_instruction(p, op, in))
         return false;
      prog->num_instrs++;
   }
}

/* "A vertex program will fail to load if an instruction refers to a
 * label that is not defined in the program string": known only at the
 * end, so reported at len ("If the program fails to load because of a
 * semantic restriction that cannot be determined until the program is
 * fully scanned, the error position will be len"), the first such
 * reference in text order named in the message. */
static bool
resolve_labels(struct vp_parser *p, size_t len)
{
   struct nvp_program *prog = p->prog;

   for (unsigned i = 0; i < prog->num_instrs; i++) {
      struct nvp_instr *in = &prog->instrs[i];
      const struct nvp_opcode_info *info = nvp_opcode_info(in->op);

      if (info->sig != NVP_SIG_BRANCH)
         continue;
      const struct label_ref *r = &p->refs[i];
      int k = nvp_labels_find(&p->labels, p->lx.text + r->offset,
                              r->length);
      if (k < 0) {
         struct nvp_token t = { .kind = NVP_TOK_WORD, .offset = r->offset,
                                .length = r->length };
         char what[64];
         uint32_t line, column;
         nvp_tok_describe(&p->lx, &t, what, sizeof(what));
         nvp_line_column(p->lx.text, len, len, &line, &column);
         nvp_error_set(p->err, len, line, column, "label %s (line %u, "
                       "column %u) is not defined", what, r->line,
                       r->column);
         return false;
      }
      in->label = k;
      in->target = (int)p->labels.labels[k].instr;
   }

   nvp_labels_give(&p->labels, prog);
   return true;
}

struct nvp_program *
nvp_parse_vp1(enum nvp_kind kind, const char *text, size_t len,
              size_t start, struct nvp_error *err)
{
   struct vp_parser p;
   struct nvp_error local;
   unsigned max_instrs = kind_rules[kind].max_instrs;

   memset(&p, 0, sizeof(p));
   nvp_lexer_init(&p.lx, text, len, start);
   p.lx.vp2_punct = kind_rules[kind].vp2;
   p.err = &local;
   p.kind = kind;
   p.prog = calloc(1, sizeof(*p.prog));
   if (p.prog)
      p.prog->instrs = calloc(max_instrs, sizeof(struct nvp_instr));
   if (kind_rules[kind].vp2)
      p.refs = calloc(max_instrs, sizeof(*p.refs));
   if (!p.prog || !p.prog->instrs || (kind_rules[kind].vp2 && !p.refs)) {
      nvp_program_free(p.prog);
      free(p.refs);
      nvp_error_set(err, 0, 1, 1, "out of memory");
      return NULL;
   }
   p.prog->kind = kind;

   bool ok = parse_program(&p) &&
             (!kind_rules[kind].vp2 || resolve_labels(&p, len));
   nvp_labels_fini(&p.labels);
   free(p.refs);
   if (!ok) {
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
