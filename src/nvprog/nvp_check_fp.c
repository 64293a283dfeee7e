/*
 * Load rules of NV_fragment_program (section 3.11.3) beyond the grammar,
 * the precision an instruction computes in (3.11.4.2), and the program
 * summaries (nvp_ir.h).
 */
#include "nvp_precision.h"
#include "nvp_priv.h"

static bool
is_32bit_dst(const struct nvp_dst *d)
{
   switch (d->file) {
   case NVP_FILE_TEMP:
      return true;
   case NVP_FILE_FRAG_OUTPUT:
      return !nvp_frag_output_is_half((unsigned)d->index);
   case NVP_FILE_CC:
      return d->index == 0;   /* RC (AMB-13) */
   default:
      return false;
   }
}

/* The rules about one instruction, checked once it is read; errors at
 * its opcode 't'. */
bool
nvp_check_fp_instr(struct nvp_program *prog, const struct nvp_instr *in,
                   const struct nvp_token *t, struct nvp_error *err)
{
   const struct nvp_opcode_info *info = nvp_opcode_info(in->op);
   const struct nvp_src *attrib = NULL, *param = NULL;
   bool only_consts = true;
   unsigned num_params = 0;

   for (unsigned s = 0; s < info->num_src; s++) {
      const struct nvp_src *src = &in->src[s];
      switch (src->file) {
      case NVP_FILE_FRAG_ATTRIB:
         /* "each fragment program instruction can use at most one
          * unique attribute register" */
         if (attrib && attrib->index != src->index) {
            return nvp_fail_at(err, t, "more than one fragment attribute "
                           "register in one instruction");
         }
         attrib = src;
         break;
      case NVP_FILE_CONST:
      case NVP_FILE_NAMED:
      case NVP_FILE_LOCAL:
         if (src->file != NVP_FILE_CONST)
            only_consts = false;
         if (!param || param->file != src->file ||
             param->index != src->index)
            num_params++;
         param = src;
         break;
      case NVP_FILE_TEMP_H:
         /* UP*: "a fragment program will fail to load if the operand is
          * not obtained from a register with 32-bit components or from a
          * program parameter" */
         if (info->fp_flags & NVP_FP_UNPACK) {
            return nvp_fail_at(err, t, "%s cannot unpack an fp16 (H) "
                               "register", info->name);
         }
         break;
      default:
         break;
      }
   }

   /* "each fragment program instruction can normally use at most one
    * unique program parameter.  The only exception to this rule is if
    * all program parameter references specify named or embedded
    * constants that taken together contain no more than four unique
    * scalar values."  Values compare by bits and the filled-in 0, 0, 1
    * of "{2}" count (AMB-16); "the GL does not perform swizzling,
    * component selection, negation, or absolute value operations". */
   if (num_params > 1) {
      bool fail = !only_consts;
      if (only_consts) {
         uint32_t uniq[4 * 3];
         unsigned n = 0;
         for (unsigned s = 0; s < info->num_src; s++) {
            if (in->src[s].file != NVP_FILE_CONST)
               continue;
            const float *v = prog->consts[in->src[s].index].value;
            for (unsigned c = 0; c < 4; c++) {
               uint32_t b = nvp_float_bits(v[c]);
               unsigned i = 0;
               while (i < n && uniq[i] != b)
                  i++;
               if (i == n)
                  uniq[n++] = b;
            }
         }
         fail = n > 4;
      }
      if (fail) {
         return nvp_fail_at(err, t, only_consts ?
                        "constants with more than four unique values in "
                        "one instruction" :
                        "more than one unique program parameter in one "
                        "instruction");
      }
   }

   if ((info->fp_flags & NVP_FP_PACK) && !is_32bit_dst(&in->dst)) {
      /* "The result must be written to a register with 32-bit
       * components (an "R" register, o[COLR], or o[DEPR])." */
      return nvp_fail_at(err, t, "%s must write a register with 32-bit "
                     "components", info->name);
   }
   if ((info->fp_flags & NVP_FP_NO_W) && (in->dst.write_mask & 0x8)) {
      /* RFL: "A fragment program will fail to load if the w component
       * of the result is enabled in the component write mask" */
      return nvp_fail_at(err, t, "%s cannot write the w component",
                         info->name);
   }
   if (info->fp_flags & NVP_FP_TEXTURE) {
      /* "A fragment program fails to load if multiple texture lookup
       * instructions reference different targets for the same texture
       * image unit." */
      enum nvp_tex_target *have = &prog->tex_targets[in->tex_unit];
      if (*have != NVP_TEX_NONE && *have != in->tex_target) {
         return nvp_fail_at(err, t, "texture unit TEX%u used with targets %s "
                        "and %s", in->tex_unit, nvp_tex_target_names[*have],
                        nvp_tex_target_names[in->tex_target]);
      }
      *have = in->tex_target;
   }
   return true;
}

/* nvp_instr::exec_precision (3.11.4.2). */
enum nvp_precision
nvp_fp_exec_precision(const struct nvp_instr *in)
{
   const struct nvp_opcode_info *info = nvp_opcode_info(in->op);

   if (!(info->fp_suffixes & NVP_FP_SFX_RH))
      return NVP_PREC_R;
   /* "Fragment program instructions using the fragment attribute
    * registers f[FOGC] or f[TEX0] through f[TEX7] will be carried out
    * at full fp32 precision, regardless of the precision specified by
    * the instruction." */
   for (unsigned s = 0; s < info->num_src; s++) {
      if (in->src[s].file == NVP_FILE_FRAG_ATTRIB &&
          in->src[s].index >= NVP_FRAG_FOGC)
         return NVP_PREC_R;
   }
   if (in->precision != NVP_PREC_NONE)
      return in->precision;
   /* "If no precision suffix is specified, calculations are carried out
    * using the precision of the temporary register receiving the
    * result"; outputs, RC and HC by their types (AMB-11). */
   switch (in->dst.file) {
   case NVP_FILE_TEMP_H:
      return NVP_PREC_H;
   case NVP_FILE_FRAG_OUTPUT:
      return nvp_frag_output_is_half((unsigned)in->dst.index) ?
             NVP_PREC_H : NVP_PREC_R;
   case NVP_FILE_CC:
      return in->dst.index == 1 ? NVP_PREC_H : NVP_PREC_R;
   default:
      return NVP_PREC_R;
   }
}

/* The summaries of an FP1.0 program (nvp_ir.h). */
void
nvp_fp_summarize(struct nvp_program *prog)
{
   for (unsigned i = 0; i < prog->num_instrs; i++) {
      const struct nvp_instr *in = &prog->instrs[i];
      const struct nvp_opcode_info *info = nvp_opcode_info(in->op);

      if (in->update_cc || in->cc.cond != NVP_COND_NONE)
         prog->uses_cc = true;
      if (in->op == NVP_OP_KIL)
         prog->uses_kil = true;
      if (in->dst.file == NVP_FILE_TEMP)
         prog->temps_used |= UINT64_C(1) << in->dst.index;
      else if (in->dst.file == NVP_FILE_TEMP_H)
         prog->temps_h_used |= UINT64_C(1) << in->dst.index;
      else if (in->dst.file == NVP_FILE_FRAG_OUTPUT)
         prog->outputs_written |= 1u << in->dst.index;

      for (unsigned s = 0; s < info->num_src; s++) {
         const struct nvp_src *src = &in->src[s];
         switch (src->file) {
         case NVP_FILE_TEMP:
            prog->temps_used |= UINT64_C(1) << src->index;
            break;
         case NVP_FILE_TEMP_H:
            prog->temps_h_used |= UINT64_C(1) << src->index;
            break;
         case NVP_FILE_FRAG_ATTRIB:
            /* NV_fragment_program4's fragment.clip[n] are past bit 31
             * (clips_read) */
            if (src->index < 32)
               prog->attribs_read |= 1u << src->index;
            break;
         case NVP_FILE_LOCAL:
            prog->locals_read |= UINT64_C(1) << src->index;
            break;
         default:
            break;
         }
      }
   }

   /* "Each fp32 temporary or output register used by the program
    * (R0-R31, o[COLR], and o[DEPR]) counts as two registers; each fp16
    * temporary or output register used by the program (H0-H63 and
    * o[COLH]) count as a single register."  A read counts as a use
    * (AMB-12); RC and HC are not listed.
    *
    * The outputs count on their own, as the sentence lists them.  (Until
    * docs/nvidia/fragment.md, o[COLR] was R0, o[DEPR] R1 and o[COLH]
    * H0, as cgc's fp30 profile counts: its R0-R30 + H0 + o[COLR] builds
    * are 65 by the letter.  NVIDIA's driver refuses exactly that shape,
    * and R0-R31 + o[COLR] + o[DEPR], with "too many temporaries".) */
   unsigned count =
      2u * (unsigned)__builtin_popcountll(prog->temps_used) +
      (unsigned)__builtin_popcountll(prog->temps_h_used);
   if (prog->outputs_written & (1u << NVP_FRAG_COLR))
      count += 2;
   if (prog->outputs_written & (1u << NVP_FRAG_DEPR))
      count += 2;
   if (prog->outputs_written & (1u << NVP_FRAG_COLH))
      count += 1;
   prog->reg_count = count;
   nvp_fp_mark_sqrt(prog);
}


/* The rules about the whole program: errors at len. */
bool
nvp_check_fp_program(const struct nvp_program *prog, const char *text,
              size_t len, struct nvp_error *err)
{
   uint32_t out = prog->outputs_written;

   /* "A fragment program will fail to load if it does not write to at
    * least one output register." */
   if (!out) {
      return nvp_fail_at_end(text, len, err, "fragment program does not "
                         "write any output register");
   }
   /* "A fragment program will fail to load if it writes to both
    * o[COLR] and o[COLH]." */
   if ((out & (1u << NVP_FRAG_COLR)) && (out & (1u << NVP_FRAG_COLH))) {
      return nvp_fail_at_end(text, len, err, "fragment program writes both "
                         "o[COLR] and o[COLH]");
   }
   /* "A fragment program fails to load if its total temporary and
    * output register count exceeds 64." */
   if (prog->reg_count > NVP_FP_MAX_REG_COUNT) {
      return nvp_fail_at_end(text, len, err, "fragment program uses %u "
                         "register slots (R0-R31, o[COLR], o[DEPR] 2 "
                         "each; H0-H63, o[COLH] 1 each); at most %u",
                         prog->reg_count, NVP_FP_MAX_REG_COUNT);
   }
   return true;
}

