/*
 * Text form of "!!FP1.0" programs (nvp_program_dump).  Stable: tests
 * compare it byte for byte.
 *
 *   !!FP1.0
 *   # instructions: 2
 *   # attribs_read: f[COL0]
 *   ...
 *   # DECLARE fog = {0, 0, 0, 0}
 *     0: MULXC_SAT R0.xyz (GT.xxxx), f[COL0].xyzw, {2, 2, 2, 2}.xxxx [R]
 *     1: TEX o[COLR].xyzw, -|R0.wzyx|, TEX3, CUBE [R]
 *   END
 *
 * NV_fragment_program2 programs add "# uses_flow" and "# entry", print
 * each label as "name:" before its instruction, indent the instructions
 * inside blocks two spaces per block, and spell the flow instructions
 * with their targets (dump_flow):
 *
 *     3: IF GT.xxxx -> 5
 *     4:   MOV R0.xyzw, R1.xyzw [R]
 *     5: ENDIF -> 3
 *
 * Each instruction is spelled with its suffixes as written, then its
 * operands (sources always with four swizzle components, constants by
 * value with nine significant digits, DECLAREd parameters by name), and
 * ends with the precision it computes in (nvp_instr::exec_precision).
 */
#include <stdlib.h>

#include "nvp_priv.h"

static const char components[4] = { 'x', 'y', 'z', 'w' };

static const char prec_names[] = { '\0', 'R', 'H', 'X' };

static void
dump_vec4(struct nvp_strbuf *sb, const float v[4])
{
   nvp_sb_printf(sb, "{%.9g, %.9g, %.9g, %.9g}", v[0], v[1], v[2], v[3]);
}

static void
dump_reg(struct nvp_strbuf *sb, const struct nvp_program *prog,
         enum nvp_file file, int index)
{
   switch (file) {
   case NVP_FILE_TEMP:
      nvp_sb_printf(sb, "R%d", index);
      break;
   case NVP_FILE_TEMP_H:
      nvp_sb_printf(sb, "H%d", index);
      break;
   case NVP_FILE_FRAG_ATTRIB:
      nvp_sb_printf(sb, "f[%s]", index >= 0 &&
                    index < NVP_FRAG_ATTRIB_COUNT ?
                    nvp_frag_attrib_names[index] : "?");
      break;
   case NVP_FILE_FRAG_OUTPUT:
      nvp_sb_printf(sb, "o[%s]", index >= 0 &&
                    index < NVP_FRAG_OUTPUT_COUNT ?
                    nvp_frag_output_names[index] : "?");
      break;
   case NVP_FILE_CC:
      nvp_sb_printf(sb, "%s", index ? "HC" : "RC");
      break;
   case NVP_FILE_LOCAL:
      nvp_sb_printf(sb, "p[%d]", index);
      break;
   case NVP_FILE_NAMED:
      nvp_sb_printf(sb, "%s", index >= 0 &&
                    (unsigned)index < prog->num_named ?
                    prog->named[index].name : "?");
      break;
   case NVP_FILE_PARAM:
      /* ARB kind: parameter slot */
      nvp_sb_printf(sb, "c[%d]", index);
      break;
   case NVP_FILE_CONST:
      if (index >= 0 && (unsigned)index < prog->num_consts)
         dump_vec4(sb, prog->consts[index].value);
      else
         nvp_sb_printf(sb, "{?}");
      break;
   default:
      nvp_sb_printf(sb, "?");
      break;
   }
}

static void
dump_swizzle(struct nvp_strbuf *sb, const uint8_t swz[4])
{
   nvp_sb_printf(sb, ".%c%c%c%c", components[swz[0] & 3],
                 components[swz[1] & 3], components[swz[2] & 3],
                 components[swz[3] & 3]);
}

static void
dump_src(struct nvp_strbuf *sb, const struct nvp_program *prog,
         const struct nvp_src *s)
{
   if (s->absolute)
      nvp_sb_printf(sb, "%s|", s->negate_abs ? "-" : "");
   nvp_sb_printf(sb, "%s", s->negate ? "-" : "");
   if (s->file == NVP_FILE_FRAG_ATTRIB && s->relative) {
      /* NV_fragment_program2 fragment.texcoord[A0.x+n] */
      nvp_sb_printf(sb, "f[TEX0+A0.x+%d]", s->index - NVP_FRAG_TEX0);
   } else {
      dump_reg(sb, prog, s->file, s->index);
   }
   dump_swizzle(sb, s->swizzle);
   if (s->absolute)
      nvp_sb_printf(sb, "|");
}

static void
dump_cond(struct nvp_strbuf *sb, const struct nvp_cond_test *cc)
{
   if ((unsigned)cc->cond >= NVP_COND_COUNT)
      return;
   nvp_sb_printf(sb, "%s", nvp_cond_names[cc->cond]);
   dump_swizzle(sb, cc->swizzle);
}

static void
dump_list(struct nvp_strbuf *sb, const char *name, uint64_t bits,
          unsigned count, const char *fmt, const char *const *names)
{
   nvp_sb_printf(sb, "# %s:", name);
   if (!bits)
      nvp_sb_printf(sb, " none");
   for (unsigned i = 0; i < count; i++) {
      if (!(bits & (UINT64_C(1) << i)))
         continue;
      if (names)
         nvp_sb_printf(sb, fmt, names[i]);
      else
         nvp_sb_printf(sb, fmt, i);
   }
   nvp_sb_printf(sb, "\n");
}

/* NV_fragment_program2 flow: the operands as written, then "-> target"
 * (nvp_ir.h says what each target holds):
 *   IF GT.xxxx -> 4,  LOOP c[0].xyzw -> 9,  BRK (LT.xxxx) -> 9,
 *   CAL sub (NE.xxxx) -> 12,  ENDLOOP -> 5,  RET */
static void
dump_flow(struct nvp_strbuf *sb, const struct nvp_program *prog,
          const struct nvp_instr *in)
{
   const struct nvp_opcode_info *info = nvp_opcode_info(in->op);

   if (in->label >= 0 && (unsigned)in->label < prog->num_labels)
      nvp_sb_printf(sb, " %s", prog->labels[in->label].name);
   if (info->sig == NVP_SIG_IF) {
      nvp_sb_printf(sb, " ");
      dump_cond(sb, &in->cc);
   }
   if (info->sig == NVP_SIG_LOOP) {
      nvp_sb_printf(sb, " ");
      dump_src(sb, prog, &in->src[0]);
   }
   if (info->sig != NVP_SIG_IF && in->cc.cond != NVP_COND_NONE) {
      nvp_sb_printf(sb, " (");
      dump_cond(sb, &in->cc);
      nvp_sb_printf(sb, ")");
   }
   if (in->target >= 0)
      nvp_sb_printf(sb, " -> %d", in->target);
   nvp_sb_printf(sb, "\n");
}

/* The block depth change of a flow instruction: before it (a closer or
 * ELSE is printed at its opener's depth) and after it. */
static void
flow_depth(enum nvp_opcode op, unsigned *before, unsigned *after)
{
   bool closes = op == NVP_OP_ELSE || op == NVP_OP_ENDIF ||
                 op == NVP_OP_ENDLOOP || op == NVP_OP_ENDREP;
   bool opens = op == NVP_OP_IF || op == NVP_OP_ELSE ||
                op == NVP_OP_LOOP || op == NVP_OP_REP;

   if (closes && *before > 0)
      (*before)--;
   *after = *before + (opens ? 1 : 0);
}

static void
dump_instr(struct nvp_strbuf *sb, const struct nvp_program *prog,
           unsigned i, unsigned *depth)
{
   const struct nvp_instr *in = &prog->instrs[i];
   const struct nvp_opcode_info *info = nvp_opcode_info(in->op);
   unsigned after;

   if (!info) {
      nvp_sb_printf(sb, "%3u: ???\n", i);
      return;
   }
   flow_depth(in->op, depth, &after);
   /* two spaces per open block (none outside NV_fragment_program2) */
   nvp_sb_printf(sb, "%3u: %*s%s", i, (int)(2 * *depth), "", info->name);
   *depth = after;
   if (info->fp_flags & NVP_FP_FLOW) {
      dump_flow(sb, prog, in);
      return;
   }
   if (in->precision > NVP_PREC_NONE && in->precision <= NVP_PREC_X)
      nvp_sb_printf(sb, "%c", prec_names[in->precision]);
   nvp_sb_printf(sb, "%s%s ", in->update_cc ? "C" : "",
                 in->saturate ? "_SAT" :
                 in->saturate_signed ? "_SSAT" : "");
   if (info->sig == NVP_SIG_KIL && in->cc.cond == NVP_COND_NONE) {
      /* ARB kind: KIL of a source vector */
      dump_src(sb, prog, &in->src[0]);
   } else if (info->sig == NVP_SIG_KIL) {
      dump_cond(sb, &in->cc);
   } else {
      dump_reg(sb, prog, in->dst.file, in->dst.index);
      nvp_sb_printf(sb, ".");
      for (unsigned c = 0; c < 4; c++) {
         if (in->dst.write_mask & (1u << c))
            nvp_sb_printf(sb, "%c", components[c]);
      }
      if (in->cc.cond != NVP_COND_NONE) {
         nvp_sb_printf(sb, " (");
         dump_cond(sb, &in->cc);
         nvp_sb_printf(sb, ")");
      }
      for (unsigned s = 0; s < info->num_src; s++) {
         nvp_sb_printf(sb, ", ");
         dump_src(sb, prog, &in->src[s]);
      }
      if (info->fp_flags & NVP_FP_TEXTURE) {
         nvp_sb_printf(sb, ", TEX%u, %s", in->tex_unit,
                       (unsigned)in->tex_target < NVP_TEX_TARGET_COUNT ?
                       nvp_tex_target_names[in->tex_target] : "?");
      }
   }
   nvp_sb_printf(sb, " [%c]\n", in->exec_precision <= NVP_PREC_X &&
                 in->exec_precision > NVP_PREC_NONE ?
                 prec_names[in->exec_precision] : '?');
}

char *
nvp_program_dump_fp(const struct nvp_program *prog)
{
   struct nvp_strbuf sb = { NULL, 0, 0, false };
   bool any_tex = false;

   nvp_sb_printf(&sb, "%s\n# instructions: %u\n",
                 prog->kind == NVP_KIND_ARBFP_NV2 ?
                 "!!ARBfp1.0 OPTION NV_fragment_program2" :
                 prog->kind == NVP_KIND_ARBFP_NV ?
                 "!!ARBfp1.0 OPTION NV_fragment_program" : "!!FP1.0",
                 prog->num_instrs);
   dump_list(&sb, "attribs_read", prog->attribs_read,
             NVP_FRAG_ATTRIB_COUNT, " f[%s]", nvp_frag_attrib_names);
   dump_list(&sb, "outputs_written", prog->outputs_written,
             NVP_FRAG_OUTPUT_COUNT, " o[%s]", nvp_frag_output_names);
   dump_list(&sb, "temps_used", prog->temps_used, NVP_FP_NUM_TEMPS_R,
             " R%u", NULL);
   dump_list(&sb, "temps_h_used", prog->temps_h_used, NVP_FP_NUM_TEMPS_H,
             " H%u", NULL);
   dump_list(&sb, "locals_read", prog->locals_read, NVP_FP_NUM_LOCALS,
             " p[%u]", NULL);
   nvp_sb_printf(&sb, "# reg_count: %u\n# textures:", prog->reg_count);
   for (unsigned u = 0; u < NVP_FP_NUM_TEX_UNITS; u++) {
      if (prog->tex_targets[u] == NVP_TEX_NONE ||
          (unsigned)prog->tex_targets[u] >= NVP_TEX_TARGET_COUNT)
         continue;
      nvp_sb_printf(&sb, " TEX%u=%s", u,
                    nvp_tex_target_names[prog->tex_targets[u]]);
      any_tex = true;
   }
   nvp_sb_printf(&sb, "%s\n# uses_cc: %s\n# uses_kil: %s\n",
                 any_tex ? "" : " none", prog->uses_cc ? "yes" : "no",
                 prog->uses_kil ? "yes" : "no");
   for (unsigned k = 0; k < prog->num_named; k++) {
      const struct nvp_named_param *np = &prog->named[k];
      nvp_sb_printf(&sb, "# %s %s = ", np->local ? "DECLARE" : "DEFINE",
                    np->name);
      dump_vec4(&sb, np->value);
      nvp_sb_printf(&sb, "%s\n", np->scalar ? " (scalar)" : "");
   }
   if (prog->kind == NVP_KIND_ARBFP_NV2) {
      nvp_sb_printf(&sb, "# uses_flow: %s\n# entry: %u\n",
                    prog->uses_flow ? "yes" : "no", prog->entry);
   }
   unsigned depth = 0, l = 0;
   for (unsigned i = 0; i <= prog->num_instrs; i++) {
      /* labels ("name:") before the instruction they precede */
      for (; l < prog->num_labels && prog->labels[l].instr <= i; l++)
         nvp_sb_printf(&sb, "%s:\n", prog->labels[l].name);
      if (i < prog->num_instrs)
         dump_instr(&sb, prog, i, &depth);
   }
   nvp_sb_printf(&sb, "END\n");

   if (sb.oom) {
      free(sb.data);
      return NULL;
   }
   return sb.data;
}
