/*
 * The vertex stage of the ARB-style grammar: "!!ARBvp1.0" programs that
 * name OPTION NV_vertex_program2 (NV_vertex_program2_option.txt, whose
 * grammar section restates ARB_vertex_program's) or OPTION
 * NV_vertex_program3 (NV_vertex_program3.txt), and plain ones routed here
 * for their two ADDRESS variables.  What only the vertex stage knows:
 * its reserved words, options, mnemonics and which of the catalogue's
 * opcodes each language takes, the position-invariance rule and the
 * summaries after END; its bindings are in nvp_arb_vertex_bind.c.
 */
#include <string.h>

#include "nvp_arb_vertex.h"

/* "The following strings are reserved keywords and may not be used as
 * identifiers": ARB_vertex_program's list, then what
 * NV_vertex_program2_option and NV_vertex_program3 add to it. */
static const char *const reserved[] = {
   "ABS", "ADD", "ADDRESS", "ALIAS", "ARL", "ATTRIB", "DP3", "DP4", "DPH",
   "DST", "END", "EX2", "EXP", "FLR", "FRC", "LG2", "LIT", "LOG", "MAD",
   "MAX", "MIN", "MOV", "MUL", "OPTION", "OUTPUT", "PARAM", "POW", "RCP",
   "RSQ", "SGE", "SLT", "SUB", "SWZ", "TEMP", "XPD", "program", "result",
   "state", "vertex",
};
static const char *const reserved_nv2[] = {
   "ARA", "ARR", "BRA", "CAL", "COS", "RCC", "RET", "SEQ", "SFL", "SGT",
   "SIN", "SLE", "SNE", "SSG", "STR",
};
static const char *const reserved_nv3[] = {
   "POPA", "PUSHA", "TEX", "TXB", "TXL", "TXP",
};

static bool
is_reserved(const struct arb_parser *p, const struct arb_token *t)
{
   return ARB_IN_LIST(p, t, reserved) ||
          (arb_has(p, ARB_NV) && ARB_IN_LIST(p, t, reserved_nv2)) ||
          (arb_vp_nv3(p) && ARB_IN_LIST(p, t, reserved_nv3));
}

/* <option> ::= "OPTION" <optionName> ";" */
static bool
parse_option(struct arb_parser *p, const struct arb_token *t)
{
   if (arb_is_word(p, t, "ARB_position_invariant")) {
      p->prog->position_invariant = true;
   } else if (arb_is_word(p, t, "NV_vertex_program2")) {
      /* the row was chosen by the option scan (arb_parse) */
   } else if (arb_is_word(p, t, "NV_vertex_program3") &&
              p->limits->nv3) {
   } else if (arb_is_word(p, t, "ARB_fragment_program_shadow") &&
              p->limits->fp_shadow && arb_vp_nv3(p)) {
      /* NV_vertex_program3 texture lookups take the option's
       * SHADOW1D, SHADOW2D and SHADOWRECT targets. */
      p->shadow = true;
   } else {
      /* "A program will fail to load if it specifies a program option
       * not supported by the GL implementation." */
      return arb_fail_at(p, t, "unsupported program option");
   }
   return true;
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

   if (arb_vp_nv3(p) && len > 4 && memcmp(name + len - 4, "_SAT", 4) == 0) {
      in->saturate = true;
      len -= 4;
   }
   enum nvp_opcode op = nvp_opcode_lookup(name, len);
   if (op == NVP_OP_COUNT && len > 2 && arb_vp_nv3(p) &&
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
   if (!arb_has(p, ARB_NV) && (in->update_cc || !arb_base_ops[op]))
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

/* ARB_vertex_program 2.14.4.5.1: "a position-invariant vertex program
 * ... will fail to load if it writes to result.position". */
static bool
check_write(struct arb_parser *p, const struct arb_token *t,
            const struct nvp_dst *dst)
{
   if (dst->file == NVP_FILE_OUTPUT && dst->index == NVP_OUT_HPOS &&
       p->prog->position_invariant) {
      return arb_fail_at(p, t, "position-invariant programs cannot "
                         "write result.position");
   }
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

      if (in->cc_update_index == 1 || in->cc.cc_index == 1)
         prog->uses_cc1 = true;
      if (in->dst.file == NVP_FILE_OUTPUT && in->dst.relative &&
          in->dst.addr_file == NVP_FILE_NONE) {
         prog->outputs_written |= ((1u << 8) - 1) << NVP_OUT_TEX0;
      }
      for (unsigned s = 0; s < nvp_instr_num_src(in); s++) {
         const struct nvp_src *src = &in->src[s];
         if (src->file == NVP_FILE_ADDRESS)
            prog->uses_address = true;
         /* NV_vertex_program3's vertex.attrib[A0.x + n] (an ATTRIB
          * array's relative member of NV_gpu_program4, read through an
          * integer TEMP, has its members: arb_gp4_summarize_arrays()) */
         if (src->file == NVP_FILE_ATTRIB && src->relative &&
             src->addr_file == NVP_FILE_NONE) {
            prog->attribs_read |= src->array_base == NVP_ATTRIB_GENERIC0 ?
                                  0xfffe0001u : 0xff00u;
         } else if (src->file == NVP_FILE_ATTRIB) {
            prog->attribs_read |= 1u << src->index;
         }
      }
   }
}

/* After END and the labels: the summaries. */
static bool
finish(struct arb_parser *p)
{
   summarize_arb(p->prog);
   return true;
}

const struct arb_stage arb_vertex_stage = {
   .attrib_word = "vertex",
   .attrib_expected = "a vertex attribute binding",
   /* material .. point: not ARB_fragment_program's texenv and depth */
   .state_items = 0x1ff,
   .is_reserved = is_reserved,
   .parse_option = parse_option,
   .lookup_opcode = lookup_opcode,
   .parse_attrib = arb_vp_parse_attrib,
   .parse_result = arb_vp_parse_result,
   .check_write = check_write,
   .finish = finish,
};
