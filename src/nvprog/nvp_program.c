/*
 * Program objects: errors, freeing, and the summaries every parser fills
 * in (nvp_parse.c chooses the parser).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp_priv.h"

void
nvp_error_setv(struct nvp_error *err, size_t offset, uint32_t line,
               uint32_t column, const char *fmt, va_list ap)
{
   int n;

   if (!err)
      return;
   err->position = offset > INT32_MAX ? INT32_MAX : (int32_t)offset;
   err->line = line;
   err->column = column;
   n = snprintf(err->message, sizeof(err->message), "line %u, column %u: ",
                line, column);
   if (n >= 0 && (size_t)n < sizeof(err->message)) {
      vsnprintf(err->message + n, sizeof(err->message) - (size_t)n, fmt,
                ap);
   }
}

void
nvp_error_set(struct nvp_error *err, size_t offset, uint32_t line,
              uint32_t column, const char *fmt, ...)
{
   va_list ap;
   va_start(ap, fmt);
   nvp_error_setv(err, offset, line, column, fmt, ap);
   va_end(ap);
}

void
nvp_program_free(struct nvp_program *prog)
{
   if (!prog)
      return;
   for (unsigned i = 0; i < prog->num_labels; i++)
      free(prog->labels[i].name);
   free(prog->labels);
   free(prog->params);
   for (unsigned i = 0; i < prog->num_named; i++)
      free(prog->named[i].name);
   free(prog->named);
   free(prog->consts);
   free(prog->array_attribs);
   free(prog->array_results);
   for (unsigned i = 0; i < prog->num_subroutine_types; i++) {
      free(prog->subroutine_types[i].name);
      free(prog->subroutine_types[i].labels);
   }
   free(prog->subroutine_types);
   for (unsigned i = 0; i < prog->num_subroutine_vars; i++)
      free(prog->subroutine_vars[i].params);
   free(prog->subroutine_vars);
   free(prog->subroutine_param_type);
   free(prog->instrs);
   free(prog);
}

unsigned
nvp_label_body_end(const struct nvp_program *p, unsigned start)
{
   unsigned end = p->num_instrs;

   for (unsigned k = 0; k < p->num_labels; k++) {
      if (p->labels[k].instr > start && p->labels[k].instr < end)
         end = p->labels[k].instr;
   }
   return end;
}

void
nvp_program_summarize(struct nvp_program *prog)
{
   prog->attribs_read = 0;
   prog->outputs_written = 0;
   prog->temps_used = 0;
   memset(prog->params_read, 0, sizeof(prog->params_read));
   memset(prog->params_written, 0, sizeof(prog->params_written));
   prog->uses_relative = false;
   prog->uses_address = false;
   prog->uses_cc = false;
   prog->uses_branches = false;

   for (unsigned i = 0; i < prog->num_instrs; i++) {
      const struct nvp_instr *in = &prog->instrs[i];
      const struct nvp_dst *d = &in->dst;
      const struct nvp_opcode_info *info = nvp_opcode_info(in->op);
      unsigned num_src = nvp_instr_num_src(in);

      if (in->update_cc || in->cc.cond != NVP_COND_NONE)
         prog->uses_cc = true;
      if (info->sig == NVP_SIG_BRANCH || info->sig == NVP_SIG_RET ||
          info->sig == NVP_SIG_CALI) {
         prog->uses_branches = true;
         /* a CALI member index reads its TEMP */
         if (in->op == NVP_OP_CALI && in->call_member.relative)
            prog->temps_used |= UINT64_C(1) << in->call_member.addr_index;
         continue;
      }

      switch (d->file) {
      case NVP_FILE_TEMP:
         prog->temps_used |= UINT64_C(1) << d->index;
         break;
      case NVP_FILE_OUTPUT:
         /* NVP_GP_OUT_GENERIC0 + n past bit 31: generics_written */
         if (d->index >= 0 && d->index < 32)
            prog->outputs_written |= 1u << d->index;
         break;
      case NVP_FILE_PARAM:
         prog->params_written[d->index / 64] |=
            UINT64_C(1) << (d->index % 64);
         break;
      case NVP_FILE_ADDRESS:
         prog->uses_address = true;
         break;
      default:
         break;
      }

      /* NV_gpu_program5: a TEXTURE array member's index */
      if (in->tex_array_size && in->tex_index.addr_file == NVP_FILE_TEMP)
         prog->temps_used |= UINT64_C(1) << (in->tex_index.addr_index & 63);
      for (unsigned s = 0; s < num_src; s++) {
         const struct nvp_src *src = &in->src[s];
         switch (src->file) {
         case NVP_FILE_TEMP:
            prog->temps_used |= UINT64_C(1) << src->index;
            break;
         case NVP_FILE_ATTRIB:
            prog->attribs_read |= 1u << src->index;
            break;
         case NVP_FILE_PARAM:
            if (src->relative) {
               prog->uses_relative = true;
            } else {
               prog->params_read[src->index / 64] |=
                  UINT64_C(1) << (src->index % 64);
            }
            break;
         default:
            break;
         }
      }
   }
}

unsigned
nvp_vp_sampler_slot(const struct nvp_program *prog, unsigned unit)
{
   const uint32_t low = prog->tex_units_used[0];

   if (unit < NVP_ARB_MAX_TEX_UNITS)
      return unit;
   /* rank of 'unit' among the used units above the low ones */
   unsigned rank = 0;
   for (unsigned n = NVP_ARB_MAX_TEX_UNITS; n < unit &&
        n < NVP_ARB_MAX_TEX_UNIT_NUM; n++)
      rank += (prog->tex_units_used[n / 32] >> (n % 32)) & 1;
   /* the rank-th slot no low unit takes */
   for (unsigned slot = 0; slot < NVP_ARB_MAX_TEX_UNITS; slot++) {
      if (!(low & (1u << slot)) && rank-- == 0)
         return slot;
   }
   return NVP_ARB_MAX_TEX_UNITS;   /* more units than slots: not loaded */
}
