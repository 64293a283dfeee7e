/*
 * NV_gpu_program4 instructions in the ARB-style grammar core: the
 * mnemonic with its Table X.15 suffixes (looked up in the catalogue's
 * gp4 columns, nvp_opcodes.c), the <opModifiers> of Table X.14 with the
 * rules of section 2.X.4.1, the data type each instruction and operand
 * is read in, and the texture rules of section 2.X.4.4 (targets of
 * Table X.17, constant texel offsets).
 */
#include <string.h>

#include "nvp_arb_gp4.h"

static unsigned
gp4_stage(const struct arb_parser *p)
{
   /* a compute program has the common set (the vertex column's) and
    * its <SpecialInstruction> */
   return p->kind == NVP_KIND_GP4_FP ? NVP_GP4_FP :
          p->kind == NVP_KIND_GP4_GP ? NVP_GP4_GP :
          p->kind == NVP_KIND_GP5_CP ? NVP_GP4_VP | NVP_GP4_CP : NVP_GP4_VP;
}

/* The instruction named by t in this program's language: "When loading
 * a program with an older header (e.g., "!!NVvp4.0"), the instruction
 * set features described in this extension are not available"
 * (NV_gpu_program5). */
static enum nvp_opcode
lookup(const struct arb_parser *p, const struct arb_token *t, uint8_t *prec,
       uint8_t *cc, uint8_t *sat)
{
   enum nvp_opcode op =
      nvp_opcode_lookup_gp4(p->text + t->offset, (unsigned)t->length,
                            gp4_stage(p), prec, cc, sat);

   if (op != NVP_OP_COUNT && (nvp_opcode_gp4(op)->mods & NVP_GP4_V5) &&
       !p->prog->gp5)
      return NVP_OP_COUNT;
   return op;
}

enum nvp_opcode
arb_gp4_lookup_opcode(const struct arb_parser *p, const struct arb_token *t,
                      struct nvp_instr *in)
{
   uint8_t prec, cc, sat;
   enum nvp_opcode op = lookup(p, t, &prec, &cc, &sat);

   /* LDC: "If a program specifies the NV_parameter_buffer_object2
    * program option, the following rules are added" */
   if (op == NVP_OP_COUNT || (op == NVP_OP_LDC && !p->prog->pabo2))
      return NVP_OP_COUNT;
   /* LOAD: "If a program specifies the "NV_shader_buffer_load" option,
    * it may use the LOAD instruction" (version 5 programs anyway) */
   if (op == NVP_OP_LOAD && !p->prog->gp5 && !p->prog->buffer_load)
      return NVP_OP_COUNT;
   /* LDB, STB and ATOMB: with OPTION NV_shader_storage_buffer */
   if ((op == NVP_OP_LDB || op == NVP_OP_STB || op == NVP_OP_ATOMB) &&
       !p->prog->storage_buffer)
      return NVP_OP_COUNT;
   /* "The "R" and "H" suffixes specify floating-point operations and
    * are equivalent to the "F" data type modifier." */
   in->precision = (enum nvp_precision)prec;
   if (prec != NVP_PREC_NONE)
      in->type = NVP_TYPE_FLOAT;
   in->update_cc = cc != 0;
   in->cc_update_index = cc == 2 ? 1 : 0;
   in->saturate = sat == NVP_SAT_UNSIGNED;
   in->saturate_signed = sat == NVP_SAT_SIGNED;
   return op;
}

bool
arb_gp4_is_reserved(const struct arb_parser *p, const struct arb_token *t)
{
   static const char *const words[] = {
      "INT", "UINT", "FLOAT", "SHORT", "LONG", "FLAT", "CENTROID",
      "NOPERSPECTIVE", "BUFFER", "BUFFER4", "CBUFFER",
   };
   uint8_t prec, cc, sat;

   if (t->kind != ARB_TOK_WORD)
      return false;
   /* NV_gpu_program5's statements and ARB_shader_subroutine's */
   static const char *const words5[] = {
      "TEXTURE", "SUBROUTINETYPE", "SUBROUTINE", "SUBROUTINENUM", "IMAGE",
   };
   return ARB_IN_LIST(p, t, words) ||
          (p->prog->gp5 && ARB_IN_LIST(p, t, words5)) ||
          arb_gp5_is_storage_decl(p, t) ||
          lookup(p, t, &prec, &cc, &sat) != NVP_OP_COUNT;
}

/* The kinds of Table X.14's modifiers: "more than one modifier of any
 * given type" fails. */
enum mod_class {
   MOD_TYPE, MOD_CC, MOD_CLAMP, MOD_NTC, MOD_MUL, MOD_STORAGE, MOD_ROUND,
   MOD_ATOMIC, MOD_COH, MOD_VOL, MOD_CTA,
};

static const char *const class_names[] = {
   [MOD_TYPE] = "data type", [MOD_CC] = "condition code update",
   [MOD_CLAMP] = "clamping", [MOD_NTC] = "NTC",
   [MOD_MUL] = "multiply (S24, U24, HI)", [MOD_STORAGE] = "storage",
   [MOD_ATOMIC] = "atomic", [MOD_COH] = "COH", [MOD_VOL] = "VOL",
   [MOD_ROUND] = "rounding",
   [MOD_CTA] = "CTA",
};

/* Table X.14, in <opModifier> order. */
static const struct {
   const char *name;
   enum mod_class cls;
   uint8_t value;       /* type, CC index + 1, NVP_SAT_*, mul mode,
                         * enum nvp_storage */
   uint16_t column;     /* the Table X.13 column allowing it; 0: MUL */
   /* NV_gpu_program5's precision-specific data types: 32 or 64 */
   uint8_t bits;
} modifiers[] = {
   { "F",    MOD_TYPE,  NVP_TYPE_FLOAT,    NVP_GP4_MOD_F, 0 },
   { "U",    MOD_TYPE,  NVP_TYPE_UINT,     NVP_GP4_MOD_I, 0 },
   { "S",    MOD_TYPE,  NVP_TYPE_INT,      NVP_GP4_MOD_I, 0 },
   { "CC",   MOD_CC,    1,                 NVP_GP4_MOD_C, 0 },
   { "CC0",  MOD_CC,    1,                 NVP_GP4_MOD_C, 0 },
   { "CC1",  MOD_CC,    2,                 NVP_GP4_MOD_C, 0 },
   { "SAT",  MOD_CLAMP, NVP_SAT_UNSIGNED,  NVP_GP4_MOD_S, 0 },
   { "SSAT", MOD_CLAMP, NVP_SAT_SIGNED,    NVP_GP4_MOD_S, 0 },
   { "NTC",  MOD_NTC,   1,                 0xff, 0 },
   { "S24",  MOD_MUL,   NVP_MUL_S24,       0, 0 },
   { "U24",  MOD_MUL,   NVP_MUL_U24,       0, 0 },
   { "HI",   MOD_MUL,   NVP_MUL_HI,        0, 0 },
   /* NV_parameter_buffer_object2 */
#define STORAGE(n) \
   { #n, MOD_STORAGE, NVP_STORAGE_##n, NVP_GP4_MOD_STORAGE, 0 }
   STORAGE(F32), STORAGE(F32X2), STORAGE(F32X4), STORAGE(S8),
   STORAGE(S16), STORAGE(S32), STORAGE(S32X2), STORAGE(S32X4),
   STORAGE(U8), STORAGE(U16), STORAGE(U32), STORAGE(U32X2),
   STORAGE(U32X4),
   /* NV_gpu_program5's 64-bit ones (nvp_storage_info()'s gate) */
   STORAGE(F64), STORAGE(F64X2), STORAGE(F64X4), STORAGE(S64),
   STORAGE(S64X2), STORAGE(S64X4), STORAGE(U64), STORAGE(U64X2),
   STORAGE(U64X4),
   /* NV_gpu_program5_mem_extended's (F16 below) */
   STORAGE(F16X2), STORAGE(F16X4), STORAGE(S8X2), STORAGE(S8X4),
   STORAGE(S16X2), STORAGE(S16X4), STORAGE(U8X2), STORAGE(U8X4),
   STORAGE(U16X2), STORAGE(U16X4),
#undef STORAGE
   /* NV_gpu_program5's CVT: "the "F16", "F32", "F64", "S8", "S16",
    * "S32", "S64", "U8", "U16", "U32", and "U64" storage modifiers
    * specify the data type of the vector operand and the converted
    * result" (the one-component rows above and F16); "the "ROUND",
    * "CEIL", "FLR", and "TRUNC" modifiers specify how to round converted
    * results that are not directly representable" */
   { "F16",   MOD_STORAGE, NVP_STORAGE_F16,
     NVP_GP4_MOD_CVT | NVP_GP4_MOD_STORAGE, 0 },
   { "ROUND", MOD_ROUND,   NVP_CVT_ROUND,   NVP_GP4_MOD_CVT, 0 },
   { "CEIL",  MOD_ROUND,   NVP_CVT_CEIL,    NVP_GP4_MOD_CVT, 0 },
   { "FLR",   MOD_ROUND,   NVP_CVT_FLR,     NVP_GP4_MOD_CVT, 0 },
   { "TRUNC", MOD_ROUND,   NVP_CVT_TRUNC,   NVP_GP4_MOD_CVT, 0 },
   /* NV_compute_program5: MEMBAR's "CTA" */
   { "CTA",  MOD_CTA,   1,                 NVP_GP4_MOD_CTA, 0 },
   /* NV_gpu_program5: "the "F32", "F64", "U32", "U64", "S32", and "S64"
    * modifiers are precision-specific data type modifiers ... an
    * instruction may not specify both base and precision-specific data
    * type modifiers" (one class with F, U, S).  "For the "F" and "I"
    * columns, an "X" indicates support for both unsized type modifiers
    * and sized type modifiers with fewer than 64 bits". */
   { "F32",  MOD_TYPE,  NVP_TYPE_FLOAT,    NVP_GP4_MOD_F,   32 },
   { "F64",  MOD_TYPE,  NVP_TYPE_FLOAT,    NVP_GP4_MOD_F64, 64 },
   { "S32",  MOD_TYPE,  NVP_TYPE_INT,      NVP_GP4_MOD_I,   32 },
   { "S64",  MOD_TYPE,  NVP_TYPE_INT,      NVP_GP4_MOD_I64, 64 },
   { "U32",  MOD_TYPE,  NVP_TYPE_UINT,     NVP_GP4_MOD_I,   32 },
   { "U64",  MOD_TYPE,  NVP_TYPE_UINT,     NVP_GP4_MOD_I64, 64 },
   /* NV_gpu_program5's memory modifiers: "ADD", ... "CSWAP" (ATOM), and
    * "COH", "VOL" (LOAD, STORE) */
#define ATOMIC(n) { #n, MOD_ATOMIC, NVP_ATOM_##n, NVP_GP4_MOD_ATOM, 0 }
   ATOMIC(ADD), ATOMIC(MIN), ATOMIC(MAX), ATOMIC(IWRAP), ATOMIC(DWRAP),
   ATOMIC(AND), ATOMIC(OR), ATOMIC(XOR), ATOMIC(EXCH), ATOMIC(CSWAP),
#undef ATOMIC
   { "COH",  MOD_COH,   1,                 NVP_GP4_MOD_MEM, 0 },
   { "VOL",  MOD_VOL,   1,                 NVP_GP4_MOD_MEM, 0 },
};

#define NUM_MODIFIERS (sizeof(modifiers) / sizeof(modifiers[0]))

/* "F32", "S32" and "U32" are storage modifiers of an instruction that
 * takes those (LDC), precision-specific ones elsewhere, in version 5
 * programs only. */
static int
find_modifier(const struct arb_parser *p, const struct arb_token *t,
              const struct nvp_gp4_info *g)
{
   bool sized = p->prog->gp5 &&
                !(g->mods & (NVP_GP4_MOD_STORAGE | NVP_GP4_MOD_CVT));

   /* the sized types first where they exist, then the rest */
   for (unsigned pass = sized ? 0 : 1; pass < 2; pass++) {
      for (unsigned i = 0; t->kind == ARB_TOK_WORD && i < NUM_MODIFIERS;
           i++) {
         if ((modifiers[i].bits != 0) == (pass == 0) &&
             arb_is_word(p, t, modifiers[i].name) &&
             (modifiers[i].cls != MOD_STORAGE || p->prog->gp5 ||
              !(nvp_storage_info((enum nvp_storage)
                                 modifiers[i].value)->gate &
                NVP_STORAGE_GP5)))
            return (int)i;
      }
   }
   return -1;
}

static void
apply_modifier(struct nvp_instr *in, unsigned i)
{
   switch (modifiers[i].cls) {
   case MOD_TYPE:
      in->type = (enum nvp_type)modifiers[i].value;
      in->wide = modifiers[i].bits == 64;
      break;
   case MOD_CC:
      in->update_cc = true;
      in->cc_update_index = (uint8_t)(modifiers[i].value - 1);
      break;
   case MOD_CLAMP:
      in->saturate = modifiers[i].value == NVP_SAT_UNSIGNED;
      in->saturate_signed = modifiers[i].value == NVP_SAT_SIGNED;
      break;
   case MOD_NTC:
      in->no_type_check = true;
      break;
   case MOD_MUL:
      in->mul_mode = modifiers[i].value;
      break;
   case MOD_STORAGE:
      /* CVT: "Two storage modifiers must be provided, which specify the
       * data type of the result and the operand, respectively." */
      if (in->op == NVP_OP_CVT && in->storage) {
         in->storage_src = modifiers[i].value;
         break;
      }
      /* "The base data type of the result vector of a LOAD or LDC
       * instruction is trivially derived from the storage modifier." */
      in->storage = modifiers[i].value;
      in->type = (enum nvp_type)
         nvp_storage_info((enum nvp_storage)in->storage)->type;
      /* a 64-bit fetch is a 64-bit instruction (nvtgsi_gp5_64.c) */
      in->wide = in->op != NVP_OP_CVT &&
                 nvp_storage_info((enum nvp_storage)in->storage)->bytes == 8;
      break;
   case MOD_ROUND:
      in->cvt_round = modifiers[i].value;
      break;
   case MOD_ATOMIC:
      in->atomic_op = modifiers[i].value;
      break;
   case MOD_COH:
      in->mem_coherent = true;
      break;
   case MOD_VOL:
      in->mem_volatile = true;
      break;
   case MOD_CTA:
      in->cta = true;
      break;
   }
}

bool
arb_gp4_parse_modifiers(struct arb_parser *p, struct nvp_instr *in,
                        const struct arb_token *t)
{
   const struct nvp_gp4_info *g = nvp_opcode_gp4(in->op);
   const char *name = nvp_opcode_info(in->op)->name;
   /* Where the clamping came from, for its error. */
   struct arb_token clamp_at = *t;
   /* NV_compute_program5's storage and CTA modifiers, for theirs */
   struct arb_token storage_at = *t, cta_at = *t;
   /* MUL's data type and S24/U24/HI modifiers, for theirs */
   struct arb_token type_at = *t, mul_at = *t;
   /* The suffixes count as modifiers of their type. */
   p->gp4_op = in->op;
   unsigned seen = (in->type ? 1u << MOD_TYPE : 0) |
                   (in->update_cc ? 1u << MOD_CC : 0) |
                   (in->saturate || in->saturate_signed ?
                    1u << MOD_CLAMP : 0);

   while (arb_accept_punct(p, '.')) {
      const struct arb_token m = *arb_peek(p);
      int i = find_modifier(p, &m, g);
      /* NVIDIA's driver: "unknown opcode modifier" (LOADIM.RGBA8) */
      if (i < 0 && arb_gp5_is_image_op(in->op)) {
         return arb_fail_at(p, &m, "unknown opcode modifier (%s takes a "
                            "storage modifier, F32 ... U32X4, and its "
                            "other modifiers)", name);
      }
      if (i < 0) {
         return arb_fail_expected(p, in->op == NVP_OP_CVT ?
                                  "a storage modifier (F16, F32, F64, S8, "
                                  "S16, S32, S64, U8, U16, U32 or U64), "
                                  "ROUND, CEIL, FLR, TRUNC, CC, CC0, CC1, "
                                  "SAT or SSAT" :
                                  (g->mods & NVP_GP4_MOD_STORAGE) ?
                                  p->prog->gp5 ?
                                  "a storage modifier (F32, F32X2, F32X4, "
                                  "F64, F64X2, F64X4, S8, S16, S32, S32X2, "
                                  "S32X4, S64, S64X2, S64X4, U8, U16, U32, "
                                  "U32X2, U32X4, U64, U64X2 or U64X4) or "
                                  "another modifier of the instruction" :
                                  "a storage modifier (F32, F32X2, F32X4, "
                                  "S8, S16, S32, S32X2, S32X4, U8, U16, "
                                  "U32, U32X2 or U32X4) or another "
                                  "modifier of the instruction" :
                                  p->prog->gp5 ?
                                  "an instruction modifier (F, U, S, F32, "
                                  "F64, S32, S64, U32, U64, CC, CC0, CC1, "
                                  "SAT, SSAT, NTC, S24, U24 or HI)" :
                                  "an instruction modifier (F, U, S, "
                                  "CC, CC0, CC1, SAT, SSAT, NTC, S24, U24 "
                                  "or HI)");
      }
      /* 2.X.4.1: "A program will fail to load if it contains an
       * instruction that * specifies more than one modifier of any
       * given type, ... * specifies a modifier that is not supported by
       * the instruction (see Table X.13 and the instruction
       * description)."  "S24", "U24", and "HI" "are allowed only for
       * the MUL instruction". */
      bool second = in->op == NVP_OP_CVT &&
                    modifiers[i].cls == MOD_STORAGE && !in->storage_src;
      if ((seen & (1u << modifiers[i].cls)) && !second) {
         if (in->op == NVP_OP_CVT && modifiers[i].cls == MOD_STORAGE)
            return arb_fail_at(p, &m, "CVT takes two storage modifiers");
         return arb_fail_at(p, &m, "more than one %s modifier",
                            class_names[modifiers[i].cls]);
      }
      bool ok = modifiers[i].column ? (g->mods & modifiers[i].column) != 0
                                    : in->op == NVP_OP_MUL;
      /* CVT converts single values: no X2, X4 */
      if (in->op == NVP_OP_CVT && modifiers[i].cls == MOD_STORAGE)
         ok = nvp_storage_info((enum nvp_storage)
                               modifiers[i].value)->count == 1;
      if (!ok) {
         return arb_fail_at(p, &m, "%s does not take the '%s' modifier",
                            name, modifiers[i].name);
      }
      /* NV_gpu_program5_mem_extended: "If a program specifies the
       * "NV_gpu_program5_mem_extended" option, it may use the "F16",
       * "F16X2", ... storage modifiers on instructions loading values
       * from memory or storing values to memory" (CVT has F16 anyway) */
      if (modifiers[i].cls == MOD_STORAGE && in->op != NVP_OP_CVT &&
          !arb_gp5_is_image_op(in->op) &&
          (nvp_storage_info((enum nvp_storage)modifiers[i].value)->gate &
           NVP_STORAGE_MEMX) && !p->prog->mem_extended) {
         return arb_fail_at(p, &m, "%s needs OPTION "
                            "NV_gpu_program5_mem_extended",
                            modifiers[i].name);
      }
      seen |= 1u << modifiers[i].cls;
      if (modifiers[i].cls == MOD_CLAMP)
         clamp_at = m;
      else if (modifiers[i].cls == MOD_STORAGE)
         storage_at = m;
      else if (modifiers[i].cls == MOD_CTA)
         cta_at = m;
      else if (modifiers[i].cls == MOD_TYPE)
         type_at = m;
      else if (modifiers[i].cls == MOD_MUL)
         mul_at = m;
      apply_modifier(in, (unsigned)i);
      arb_next(p);
   }
   if (arb_gp5_is_image_op(in->op) &&
       !arb_gp5_check_image_modifiers(p, in, t, &storage_at))
      return false;
   /* "These instructions must specify exactly one of these modifiers"
    * (NV_parameter_buffer_object2) */
   if ((g->mods & NVP_GP4_MOD_STORAGE) && !in->storage)
      return arb_fail_at(p, t, "%s needs a storage modifier (F32, ..., "
                         "U32X4)", name);
   if (!arb_gp5_check_memory_modifiers(p, in, t))
      return false;
   /* "The CVT instruction requires two storage modifiers." */
   if (in->op == NVP_OP_CVT && !in->storage_src) {
      return arb_fail_at(p, t, "CVT needs two storage modifiers, the "
                         "result's data type and the operand's");
   }
   if ((g->mods & NVP_GP4_CP) &&
       !arb_gp5_check_shared_modifiers(p, in, t, &storage_at, &cta_at))
      return false;
   /* MUL: "If "S24" or "U24" is specified, the data type is implied
    * and normal data type modifiers may not be provided" (at the second
    * of the two) */
   if (in->mul_mode == NVP_MUL_S24 || in->mul_mode == NVP_MUL_U24) {
      if (in->type != NVP_TYPE_NONE) {
         return arb_fail_at(p, type_at.offset > mul_at.offset ? &type_at
                                                              : &mul_at,
                            "S24 and U24 imply the data type: MUL takes "
                            "no data type modifier with them");
      }
      in->type = in->mul_mode == NVP_MUL_S24 ? NVP_TYPE_INT
                                             : NVP_TYPE_UINT;
   }
   /* "The "HI" modifier specifies a 32-bit integer multiply that
    * returns the 32 most significant bits of the 64-bit product. ...  If
    * "HI" is specified, either of the "S" or "U" integer data type
    * modifiers must also be specified." (S32 and U32 are those; S64 and
    * U64 are no 32-bit multiply) */
   if (in->mul_mode == NVP_MUL_HI &&
       (in->type == NVP_TYPE_NONE || in->type == NVP_TYPE_FLOAT ||
        in->wide)) {
      return arb_fail_at(p, in->wide ? &type_at : &mul_at,
                         "HI is a 32-bit integer multiply: MUL.HI needs "
                         ".S or .U");
   }
   /* "If an instruction supports data type modifiers, but none is
    * provided, a default data type will be chosen based on the
    * instruction, as specified in Table X.13". */
   if (in->type == NVP_TYPE_NONE)
      in->type = (enum nvp_type)g->dflt;
   /* "specifies a clamping modifier on an instruction, unless it
    * produces floating-point results" */
   enum nvp_type result = g->dst_type ? (enum nvp_type)g->dst_type
                                      : in->type;
   /* CVT is the "one exception": "Integer values are clamped to the
    * closest value representable in the result data type if the "SAT"
    * (saturation) modifier is specified" (not SSAT) */
   bool cvt_sat = in->op == NVP_OP_CVT && in->saturate;
   if ((in->saturate || in->saturate_signed) && result != NVP_TYPE_FLOAT &&
       !cvt_sat) {
      return arb_fail_at(p, &clamp_at, "a clamping modifier needs "
                         "floating-point results");
   }
   return true;
}

enum nvp_type
arb_gp4_operand_type(const struct nvp_instr *in, unsigned s)
{
   const struct nvp_gp4_info *g = nvp_opcode_gp4(in->op);
   unsigned fixed = s < 4 ? (g->src_types >> (2 * s)) & 3u : 0;

   /* CVT: the second storage modifier's */
   if (in->op == NVP_OP_CVT && in->storage_src)
      return (enum nvp_type)
         nvp_storage_info((enum nvp_storage)in->storage_src)->type;
   return fixed ? (enum nvp_type)fixed : in->type;
}

enum nvp_type
arb_gp4_result_type(const struct nvp_instr *in)
{
   const struct nvp_gp4_info *g = nvp_opcode_gp4(in->op);

   return g->dst_type ? (enum nvp_type)g->dst_type : in->type;
}

/* 2.X.3.1: "Type modifers of "INT", "UINT", and "FLOAT" indicate that
 * the components of the variable are stored as signed integers,
 * unsigned integers, or floating-point values, respectively.  A program
 * will fail to load if it attempts to read or write a variable using a
 * data type other than the one indicated by the data type modifier.
 * Variables without a data type modifier can be read or written using
 * any data type."  2.X.4: "If any variables with a conflicting data
 * type are used in the instruction, the program will fail to load
 * unless the "NTC" (no type checking) instruction modifier is
 * specified" (p->no_type_check).  Bindings used without a declaration
 * are typeless. */
bool
arb_gp4_check_var_type(struct arb_parser *p, const struct arb_token *t,
                       enum nvp_type type, bool write)
{
   static const char *const names[NVP_TYPE_COUNT] = {
      [NVP_TYPE_FLOAT] = "FLOAT", [NVP_TYPE_INT] = "INT",
      [NVP_TYPE_UINT] = "UINT",
   };
   const struct arb_symbol *sym = arb_lookup(p, t);

   if (p->no_type_check || !sym || sym->type == NVP_TYPE_NONE ||
       type == NVP_TYPE_NONE ||
       sym->type == type || (unsigned)sym->type >= NVP_TYPE_COUNT ||
       (unsigned)type >= NVP_TYPE_COUNT)
      return true;
   return arb_fail_at(p, t, "'%.*s' is declared %s and %s as %s",
                      t->length > 32 ? 32 : (int)t->length,
                      p->text + t->offset, names[sym->type],
                      write ? "written" : "read", names[type]);
}

/* <texOffset> ::= "(" <texOffsetComp> [ "," <texOffsetComp> [ ","
 * <texOffsetComp> ] ] ")", <texOffsetComp> ::= <optSign> <int>. */
static bool
parse_tex_offset(struct arb_parser *p, struct nvp_instr *in,
                 struct arb_token comps[3], unsigned *n)
{
   const struct nvp_arb_limits *l = p->limits;
   bool given = l->min_texel_offset != 0 || l->max_texel_offset != 0;
   int lo = given ? l->min_texel_offset : NVP_GP4_MIN_TEXEL_OFFSET;
   int hi = given ? l->max_texel_offset : NVP_GP4_MAX_TEXEL_OFFSET;

   if (lo < -NVP_GP4_TEXEL_OFFSET_BOUND)
      lo = -NVP_GP4_TEXEL_OFFSET_BOUND;
   if (hi > NVP_GP4_TEXEL_OFFSET_BOUND - 1)
      hi = NVP_GP4_TEXEL_OFFSET_BOUND - 1;
   if (!arb_expect_punct(p, '('))
      return false;
   *n = 0;
   do {
      comps[*n] = *arb_peek(p);
      bool neg = arb_accept_punct(p, '-');
      if (!neg)
         arb_accept_punct(p, '+');
      const struct arb_token *v = arb_peek(p);
      if (v->kind != ARB_TOK_INT)
         return arb_fail_expected(p, "an integer texel offset");
      /* "if any component of the offset vector is less than
       * MIN_PROGRAM_TEXEL_OFFSET_EXT or greater than
       * MAX_PROGRAM_TEXEL_OFFSET_EXT" (the context's: GetIntegerv
       * answers them from the same constants). */
      if ((neg && v->value > (uint32_t)-lo) ||
          (!neg && (hi < 0 || v->value > (uint32_t)hi))) {
         return arb_fail_at(p, &comps[*n], "texel offset outside [%d, %d] "
                            "(MIN/MAX_PROGRAM_TEXEL_OFFSET_EXT)", lo, hi);
      }
      in->tex_offset[*n] = (int8_t)(neg ? -(int)v->value : (int)v->value);
      arb_next(p);
      (*n)++;
   } while (*n < 3 && arb_accept_punct(p, ','));
   in->has_tex_offset = true;
   return arb_expect_punct(p, ')');
}

/* How many offset components target t takes: "if the texture target
 * specified in the instruction is 1D, ARRAY1D, SHADOW1D, or
 * SHADOWARRAY1D, and the second or third component of the offset
 * vector is non-zero, * ... 2D, RECT, ARRAY2D, SHADOW2D, SHADOWRECT, or
 * SHADOWARRAY2D, and the third component ..., * if the texture target
 * is CUBE or SHADOWCUBE, and any component of the offset vector is
 * non-zero". */
static const uint8_t offset_comps[NVP_TEX_GP4_TARGET_COUNT] = {
   [NVP_TEX_1D] = 1, [NVP_TEX_2D] = 2, [NVP_TEX_3D] = 3,
   [NVP_TEX_CUBE] = 0, [NVP_TEX_RECT] = 2, [NVP_TEX_SHADOW1D] = 1,
   [NVP_TEX_SHADOW2D] = 2, [NVP_TEX_SHADOWRECT] = 2,
   [NVP_TEX_ARRAY1D] = 1, [NVP_TEX_ARRAY2D] = 2,
   [NVP_TEX_SHADOWCUBE] = 0, [NVP_TEX_SHADOWARRAY1D] = 1,
   [NVP_TEX_SHADOWARRAY2D] = 2,
   /* "non-zero offset components are also not supported for BUFFER
    * targets" */
   [NVP_TEX_BUFFER] = 0,
};

bool
arb_gp4_tex_rules(struct arb_parser *p, struct nvp_instr *in,
                  const struct arb_token *t)
{
   enum nvp_tex_target tt = in->tex_target;
   bool shadow = nvp_tex_compares(tt);
   bool cube = tt == NVP_TEX_CUBE || tt == NVP_TEX_SHADOWCUBE ||
               nvp_tex_is_cube_array(tt);
   const char *name = nvp_opcode_info(in->op)->name;

   /* "If a program contains a TXF instruction specifying one of the
    * "SHADOW" or "CUBE" targets, it will fail to load." */
   if (in->op == NVP_OP_TXF && (shadow || cube)) {
      return arb_fail_at(p, t, "TXF cannot fetch from a %s target",
                         nvp_tex_target_names[tt]);
   }
   /* TXB, TXL, TXP: "A program will fail to load if it contains a TXB
    * instruction with a target of SHADOWCUBE or SHADOWARRAY2D." */
   if ((in->op == NVP_OP_TXB || in->op == NVP_OP_TXL ||
        in->op == NVP_OP_TXP) &&
       (tt == NVP_TEX_SHADOWCUBE || tt == NVP_TEX_SHADOWARRAY2D)) {
      return arb_fail_at(p, t, "%s cannot sample a %s target", name,
                         nvp_tex_target_names[tt]);
   }
   /* "Buffer textures are not supported by normal texture lookup
    * functions, but are supported by TXF and TXQ" */
   if (tt == NVP_TEX_BUFFER && in->op != NVP_OP_TXF &&
       in->op != NVP_OP_TXQ) {
      return arb_fail_at(p, t, "%s cannot sample a BUFFER target (only TXF "
                         "and TXQ take it)", name);
   }
   /* TXFMS ("multisample texel fetch") reads the multisample targets,
    * which no other instruction but TXQ takes */
   bool ms = tt == NVP_TEX_2DMS || tt == NVP_TEX_ARRAY2DMS;
   if (in->op == NVP_OP_TXFMS && !ms) {
      return arb_fail_at(p, t, "TXFMS fetches from a 2DMS or ARRAY2DMS "
                         "target only");
   }
   if (ms && in->op != NVP_OP_TXFMS && in->op != NVP_OP_TXQ) {
      return arb_fail_at(p, t, "%s cannot sample a %s target (only TXFMS "
                         "and TXQ take it)", name, nvp_tex_target_names[tt]);
   }
   if (!arb_gp5_tex_target_rules(p, in, t))
      return false;
   /* NV_gpu_program5: "<texAccess> ::= <textureUseS> "," <texTarget>
    * <optTexOffset>", "<texOffset> ::= "offset" "(" <instOperandV> ")"":
    * right after the target; yuzu writes "2D,offset(R1)", with a
    * comma */
   if (p->prog->gp5 && arb_is_word(p, arb_peek(p), "offset"))
      return arb_gp5_parse_offset_reg(p, in, offset_comps[tt]);
   if (!arb_accept_punct(p, ','))
      return true;
   if (p->prog->gp5 && arb_is_word(p, arb_peek(p), "offset"))
      return arb_gp5_parse_offset_reg(p, in, offset_comps[tt]);

   struct arb_token comps[3];
   unsigned n;
   if (!parse_tex_offset(p, in, comps, &n))
      return false;
   /* NV_gpu_program5: "if any component of the constant offset vector
    * of a TXGO instruction is non-zero -- non-constant offsets are
    * provided in separate operands" */
   for (unsigned c = 0; in->op == NVP_OP_TXGO && c < n; c++) {
      if (in->tex_offset[c] != 0) {
         return arb_fail_at(p, &comps[c], "TXGO takes its offsets from "
                            "its operands, not a constant offset");
      }
   }
   for (unsigned c = offset_comps[tt]; c < n; c++) {
      if (in->tex_offset[c] != 0) {
         return arb_fail_at(p, &comps[c], "a %s texture takes %s texel "
                            "offset", nvp_tex_target_names[tt],
                            offset_comps[tt] == 0 ? "no" :
                            offset_comps[tt] == 1 ? "a one-component" :
                            "a two-component");
      }
   }
   return true;
}
