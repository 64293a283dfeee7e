/*
 * The operands of an ARB-style instruction, read as the opcode
 * catalogue's signature for it lists them (nvp_opcodes.c): result
 * registers with write masks and condition-code masks, source operands
 * with signs, "|abs|", swizzles and extended swizzles, address
 * registers, texture targets, branch labels, KIL's condition and the
 * LOOP/REP operand.  Which forms exist is the language row's grammar
 * (nvp_arb_stage.h); registers come from nvp_arb_decl.c.
 */
#include <string.h>

#include "nvp_arb.h"
#include "nvp_arb_gp4.h"

int
arb_component(const struct arb_parser *p, const struct arb_token *t,
              size_t k)
{
   /* ARB_fragment_program: "<swizzleSuffix>" and "<optWriteMask>" name
    * components as "xyzw" or as "rgba", one set per mask or swizzle. */
   const char *set = arb_has(p, ARB_RGBA) &&
                     strchr("rgba", p->text[t->offset]) ? "rgba" : "xyzw";
   char c = p->text[t->offset + k];
   const char *s = c ? strchr(set, c) : NULL;

   return s ? (int)(s - set) : -1;
}

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

/* <ccMaskRule>: the rule named by token t in the program's language,
 * or -1.  The names are matched whole ("LEG" is not "LE" and a "G"),
 * each optionally with "0" or "1" where the language has CC1
 * (NV_vertex_program3's and NV_gpu_program4's "EQ0" .. "FL1").
 * NV_gpu_program4's Table X.16 adds NAN, LEG, CF, NCF, OF, NOF, AB,
 * BLE, SF and NSF ("NAN, NAN0, NAN1   not a number   SF && ZF"); the
 * older options keep the eight tests of NVP_COND_NV_COUNT. */
static int
cc_rule(const struct arb_parser *p, const struct arb_token *t,
        uint8_t *cc_index)
{
   const char *name = p->text + t->offset;
   int count = arb_has(p, ARB_GP4) ? NVP_COND_COUNT : NVP_COND_NV_COUNT;

   if (t->kind != ARB_TOK_WORD)
      return -1;
   for (int c = NVP_COND_EQ; c < count; c++) {
      size_t len = strlen(nvp_cond_names[c]);
      if (t->length < len || memcmp(name, nvp_cond_names[c], len) != 0)
         continue;
      if (t->length == len) {
         *cc_index = 0;
         return c;
      }
      if (t->length == len + 1 && arb_has(p, ARB_CC1) &&
          (name[len] == '0' || name[len] == '1')) {
         *cc_index = (uint8_t)(name[len] - '0');
         return c;
      }
   }
   return -1;
}

/* <ccTest> ::= <ccMaskRule> <swizzleSuffix> */
static bool
parse_cc_test(struct arb_parser *p, struct nvp_cond_test *cc)
{
   uint8_t index;
   int c = cc_rule(p, arb_peek(p), &index);

   if (c >= 0) {
      cc->cond = (enum nvp_cond)c;
      cc->cc_index = index;
      arb_next(p);
      return parse_swizzle(p, false, cc->swizzle);
   }
   if (arb_has(p, ARB_GP4)) {
      return arb_fail_expected(p, "a condition (EQ, GE, GT, LE, LT, NE, "
                               "TR, FL, NAN, LEG, CF, NCF, OF, NOF, AB, "
                               "BLE, SF, NSF, optionally with 0 or 1)");
   }
   return arb_fail_expected(p, arb_has(p, ARB_CC1) ?
                            "a condition (EQ, GE, GT, LE, LT, NE, TR, FL, "
                            "optionally with 0 or 1)" :
                            "a condition (EQ, GE, GT, LE, LT, NE, TR or "
                            "FL)");
}

/* <ccMask> ::= "(" <ccTest> ")", optional where the grammar allows. */
static bool
parse_cc_mask(struct arb_parser *p, struct nvp_cond_test *cc)
{
   if (!arb_has(p, ARB_NV) || !arb_accept_punct(p, '('))
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
   if (p->stage->check_write && !p->stage->check_write(p, &t, &in->dst))
      return false;
   if (arb_has(p, ARB_GP4) &&
       (!arb_gp4_check_var_type(p, &t, arb_gp4_result_type(in), true) ||
        !arb_gp5_check_long_dst(p, &t, in)))
      return false;
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
   if (!arb_has(p, ARB_NV) && !arb_is_punct(p, &t, '.'))
      return arb_fail_expected(p, "'.x'");
   if (!parse_write_mask(p, &in->dst.write_mask))
      return false;
   if (!arb_has(p, ARB_NV) && in->dst.write_mask != 0x1)
      return arb_fail_at(p, &t, "an address register write mask is .x");
   if (in->op == NVP_OP_POPA && in->dst.write_mask != 0xf) {
      return arb_fail_at(p, &t, "POPA writes all four components of an "
                         "address register");
   }
   const struct arb_token open = *arb_peek(p);
   if (!parse_cc_mask(p, &in->cc))
      return false;
   /* NV_vertex_program3 2.14.5.43: "POPA does not support non-default
    * write masks; a program will fail to load if it includes a component
    * write mask other than ".xyzw" or a condition code write mask test
    * other than "TR"."  (NVIDIA's driver refuses "POPA a0 (EQ)" too.) */
   if (in->op == NVP_OP_POPA && in->cc.cond != NVP_COND_NONE &&
       in->cc.cond != NVP_COND_TR) {
      return arb_fail_at(p, &open, "POPA takes no condition test other "
                         "than TR");
   }
   return true;
}

/* The operand's variable or binding, with NV_gpu_program4's declared
 * data type rule for the instruction's operand type (2.X.3.1). */
static bool
parse_typed_src_reg(struct arb_parser *p, struct nvp_src *src,
                    bool *scalar_const)
{
   const struct arb_token name = *arb_peek(p);

   p->operand_name = name;
   if (!arb_parse_src_reg(p, src, scalar_const))
      return false;
   return !arb_has(p, ARB_GP4) ||
          (arb_gp4_check_var_type(p, &name, p->operand_type, false) &&
           arb_gp5_check_long_src(p, &name, src));
}

/* <instOperandV> / <instOperandS>: [sign] ["|" [sign] operand "|"] with
 * the swizzle or scalar suffix. */
static bool
parse_src(struct arb_parser *p, bool scalar, struct nvp_src *src)
{
   bool scalar_const = false;

   memset(src, 0, sizeof(*src));
   const struct arb_token sign = *arb_peek(p);
   src->negate = arb_accept_punct(p, '-');
   if (!src->negate)
      arb_accept_punct(p, '+');
   const struct arb_token bar = *arb_peek(p);
   if (arb_has(p, ARB_NV) && arb_accept_punct(p, '|')) {
      /* <instOperandAbsV> ::= <optSign> "|" <instOperandBaseV> "|": the
       * outer sign applies after the absolute value. */
      src->absolute = true;
      src->negate_abs = src->negate;
      src->negate = arb_accept_punct(p, '-');
      if (!src->negate)
         arb_accept_punct(p, '+');
   }
   if (!parse_typed_src_reg(p, src, &scalar_const))
      return false;
   if (arb_has(p, ARB_GP4) &&
       !arb_gp5_check_cvt_operand(p, src, &sign, &bar))
      return false;
   /* NV_vertex_program2_option: "<paramUseV> ::= <constantScalar> (***
    * instead of <constantScalar> <swizzleSuffix>)": a scalar constant
    * has no suffix and is replicated. */
   if (scalar_const && arb_has(p, ARB_NV)) {
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
   if (!parse_typed_src_reg(p, src, &scalar_const))
      return false;
   if (!arb_expect_punct(p, ','))
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
      if (arb_has(p, ARB_RGBA) && t->kind == ARB_TOK_WORD) {
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

bool
arb_parse_operand_v(struct arb_parser *p, struct nvp_src *src)
{
   return parse_src(p, false, src);
}

/* t begins a texture operand: "texture", a TEXTURE variable or
 * NV_bindless_texture's "handle" (refused by parse_tex_target()). */
static bool
is_texture_use(const struct arb_parser *p, const struct arb_token *t)
{
   const struct arb_symbol *sym =
      t->kind == ARB_TOK_WORD ? arb_lookup(p, t) : NULL;

   return arb_is_word(p, t, "texture") ||
          (!sym && arb_is_word(p, t, "handle")) ||
          (sym && sym->kind == ARB_SYM_TEXTURE);
}

/* <texTarget> ::= <texImageUnit> "," <texTargetType> */
static bool
parse_tex_target(struct arb_parser *p, struct nvp_instr *in)
{
   uint32_t unit = 0;

   const struct arb_token tex = *arb_peek(p);
   /* NV_gpu_program5: "<textureUseV> ::= <texImageUnit> | <texVarName>
    * <optArrayMem>"; "sampling using a texture variable declared as an
    * array is treated as though all texture image units bound to the
    * variable were accessed" (the one-target rule below) */
   const struct arb_symbol *var =
      arb_has(p, ARB_GP4) && p->prog->gp5 && tex.kind == ARB_TOK_WORD ?
      arb_lookup(p, &tex) : NULL;
   uint32_t first = 0, units = 1;
   if (var && var->kind == ARB_SYM_TEXTURE) {
      arb_next(p);
      if (!arb_gp5_parse_texture_use(p, &tex, var, &unit, in))
         return false;
      first = (uint32_t)var->index;
      units = var->size ? (uint32_t)var->size : 1;
   } else if (arb_has(p, ARB_GP4) && p->prog->gp5 && !var &&
              arb_is_word(p, &tex, "handle")) {
      /* NV_bindless_texture's operand (its option is taken) */
      return arb_fail_at(p, &tex, "bindless texture handles are not "
                         "supported");
   } else if (!arb_expect_word(p, "texture")) {
      return false;
   } else if (arb_accept_punct(p, '[')) {
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
   if (!var || var->kind != ARB_SYM_TEXTURE)
      first = unit;
   /* "If the number of texture image units referenced by a vertex
    * program exceeds this limit, the program will fail to load."
    * Fragment callers pass their per-program unit count in the same
    * field (nvp_parse.c, the state tracker); the message names the
    * vertex limit for both. */
   uint32_t *used = p->prog->tex_units_used;
   /* (a TEXTURE array member chosen at run time references them all) */
   for (uint32_t u = unit;
        u < unit + (in->tex_array_size ? in->tex_array_size : 1); u++) {
      if (used[u / 32] & (1u << (u % 32)))
         continue;
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
      used[u / 32] |= 1u << (u % 32);
   }
   in->tex_unit = (uint8_t)unit;
   if (arb_has(p, ARB_GP4) && p->prog->gp5 &&
       !arb_gp4_tex_component(p, in))
      return false;
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
      else if (d->offset == t.offset + 1 && arb_has(p, ARB_GP4) &&
               p->prog->gp5 && arb_is_word(p, d, "DMS"))
         n_chars = 4;   /* "2DMS" */
      else
         return arb_fail_at(p, &t, "expected a texture target (1D, 2D, "
                            "3D, CUBE or RECT)");
   } else if (t.kind != ARB_TOK_WORD) {
      return arb_fail_expected(p, "a texture target (1D, 2D, 3D, CUBE or "
                               "RECT)");
   }
   const unsigned count = arb_has(p, ARB_GP4) ?
                          (p->prog->gp5 ? NVP_TEX_GP4_TARGET_COUNT :
                           NVP_TEX_ARRAYCUBE) :
                          p->shadow ? NVP_TEX_TARGET_COUNT :
                          NVP_TEX_PLAIN_COUNT;
   for (unsigned i = NVP_TEX_1D; i < count; i++) {
      const char *name = nvp_tex_target_names[i];

      if (strlen(name) == n_chars &&
          memcmp(p->text + t.offset, name, n_chars) == 0) {
         /* ARB_fragment_program, whose TEX forms NV_vertex_program3
          * takes: "Programs are not allowed to reference different
          * texture targets in the same texture image unit."  SHADOW2D
          * and 2D are different targets (as in Mesa's ARB parser). */
         for (uint32_t u = first; u < first + units; u++) {
            enum nvp_tex_target *have = &p->unit_targets[u];
            if (*have != NVP_TEX_NONE && *have != (enum nvp_tex_target)i) {
               return arb_fail_at(p, &t, "texture image unit %u used with "
                                  "targets %s and %s", u,
                                  nvp_tex_target_names[*have], name);
            }
            *have = (enum nvp_tex_target)i;
         }
         in->tex_target = (enum nvp_tex_target)i;
         arb_next(p);
         return !arb_has(p, ARB_GP4) || arb_gp4_tex_rules(p, in, &t);
      }
   }
   if (arb_has(p, ARB_GP4)) {
      return arb_fail_at(p, &t, "expected a texture target (1D, 2D, 3D, "
                         "CUBE, RECT, SHADOW1D, SHADOW2D, SHADOWRECT, "
                         "ARRAY1D, ARRAY2D, SHADOWCUBE, SHADOWARRAY1D, "
                         "SHADOWARRAY2D%s BUFFER%s)", p->prog->gp5 ? "," :
                         " or", p->prog->gp5 ? ", ARRAYCUBE, "
                         "SHADOWARRAYCUBE, 2DMS or ARRAY2DMS" : "");
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
 * condition code names are not reserved (a TEMP may be called "GT"), so
 * "KIL GT;" after "TEMP GT;" matches both rules and the spec does not
 * say which wins.  NVIDIA's driver reads the condition
 * (docs/nvidia/fragment.md), and so does nvprog: a <ccMaskRule> word
 * starts a <ccTest> even where it names a variable ("KIL -GT;" or
 * "KIL |GT|;" still read the variable).  NV_gpu_program4's KIL keeps a
 * declared name as the source (not asked of NVIDIA's driver yet).  KIL's
 * source lives in src[0] (the catalogue lists no source: FP1.0's KIL
 * has none). */
static bool
parse_kil(struct arb_parser *p, struct nvp_instr *in)
{
   const struct arb_token *t = arb_peek(p);
   uint8_t index;

   /* NV_gpu_program4 KIL ("vc") also takes the numbered tests "EQ0" ..
    * "FL1" and the tests of Table X.16 (cc_rule). */
   if (t->kind == ARB_TOK_WORD &&
       (!arb_has(p, ARB_GP4) || !arb_lookup(p, t)) &&
       cc_rule(p, t, &index) >= 0)
      return parse_cc_test(p, &in->cc);
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

   /* NV_gpu_program4: "<REPop_instruction> ::= <REPop> <opModifiers>
    * <instOperandV> | <REPop> <opModifiers>", any operand. */
   if (arb_has(p, ARB_GP4)) {
      memset(src, 0, sizeof(*src));
      if (arb_is_punct(p, arb_peek(p), ';'))
         return true;
      return parse_src(p, false, src);
   }

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

bool
arb_parse_operands(struct arb_parser *p, struct nvp_instr *in)
{
   const struct nvp_sig_info *sig =
      nvp_sig_info(nvp_opcode_info(in->op)->sig);
   unsigned s = 0;

   for (unsigned i = 0; i < sig->num_operands; i++) {
      if (i > 0 && !arb_expect_punct(p, ','))
         return false;
      bool ok = true;
      struct nvp_src *src = &in->src[s];
      if (arb_has(p, ARB_GP4)) {
         p->operand_type = arb_gp4_operand_type(in, s);
         p->no_type_check = in->no_type_check;
      }
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
         if (ok && s == 0 && arb_gp5_is_interp(in->op))
            ok = arb_gp5_check_interp_operand(p, in, &p->operand_name);
         s++;
         break;
      case NVP_OPERAND_ARL_SRC:
         /* "<ARLop_src> ::= <instOperandV> (*** instead of
          * <instOperandS>)" */
         ok = parse_src(p, !arb_has(p, ARB_NV), src);
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
         /* NV_gpu_program5: "<TEXop_instruction> ::= <TEXop>
          * <opModifiers> <instResult> "," <instOperandV> ","
          * <instOperandV> "," <texAccess>" */
         if (arb_has(p, ARB_GP4) && p->prog->gp5 &&
             nvp_opcode_info(in->op)->sig == NVP_SIG_TEX &&
             !is_texture_use(p, arb_peek(p))) {
            p->tex_extra_at = *arb_peek(p);
            p->operand_type = NVP_TYPE_FLOAT;
            ok = parse_src(p, false, src) && arb_expect_punct(p, ',');
            in->tex_extra = true;
            s++;
         }
         ok = ok && parse_tex_target(p, in);
         break;
      case NVP_OPERAND_CC_MASK:
         /* KIL's operand: the catalogue's kinds column keeps KIL out of
          * the stages without it. */
         ok = parse_kil(p, in);
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
      case NVP_OPERAND_SUBROUTINE:
         ok = arb_gp5_parse_cali_operand(p, in);
         break;
      case NVP_OPERAND_SHARED:
         ok = arb_gp5_parse_shared_operand(p, in, src);
         s++;
         break;
      case NVP_OPERAND_IMAGE:
         ok = arb_gp5_parse_image_operand(p, in);
         break;
      case NVP_OPERAND_IMAGE_TARGET:
         ok = arb_gp5_parse_image_target(p, in);
         break;
      case NVP_OPERAND_IMAGE_COORD:
         ok = arb_gp5_parse_image_coord(p, in, src);
         s++;
         break;
      case NVP_OPERAND_STORAGE:
         ok = arb_gp5_parse_storage_operand(p, in, src);
         s++;
         break;
      }
      if (!ok)
         return false;
   }
   p->operand_type = NVP_TYPE_NONE;
   p->no_type_check = false;
   if (sig->condition && !parse_cc_mask(p, &in->cc))
      return false;
   return arb_expect_punct(p, ';');
}

