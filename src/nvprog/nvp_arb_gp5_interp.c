/*
 * NV_gpu_program5's interpolation instructions IPAC, IPAO and IPAS
 * (section 2.X.8.Z): what their first operand may name.
 */
#include "nvp_arb_gp4.h"

bool
arb_gp5_is_interp(enum nvp_opcode op)
{
   return op == NVP_OP_IPAC || op == NVP_OP_IPAO || op == NVP_OP_IPAS;
}

/* "A program will fail to load if it contains an IPAC instruction whose
 * single operand is not a fragment program attribute variable or
 * matches the "fragment.facing" or "primitive.id" binding" (and the
 * same of IPAO's and IPAS's first operand).  An attribute binding used
 * directly is an attribute variable too (ARB_fragment_program: such a
 * binding stands for an implicit one). */
bool
arb_gp5_check_interp_operand(struct arb_parser *p, const struct nvp_instr *in,
                             const struct arb_token *t)
{
   const struct nvp_src *s = &in->src[0];
   const char *name = nvp_opcode_info(in->op)->name;

   /* a member of an ATTRIB array read relatively: each member */
   if (s->relative && s->file == NVP_FILE_FRAG_ATTRIB) {
      for (int m = 0; m < s->array_size; m++) {
         const struct nvp_src *b =
            &p->prog->array_attribs[s->array_base + m];
         if (b->file != NVP_FILE_FRAG_ATTRIB || b->index == NVP_FRAG_FACE)
            return arb_fail_at(p, t, "%s interpolates a fragment "
                               "attribute variable, not "
                               "fragment.facing", name);
      }
      return true;
   }

   if (s->file == NVP_FILE_FRAG_ATTRIB && s->index == NVP_FRAG_FACE)
      return arb_fail_at(p, t, "%s cannot interpolate fragment.facing",
                         name);
   if (s->file == NVP_FILE_SYSVAL)
      return arb_fail_at(p, t, "%s cannot interpolate primitive.id",
                         name);
   if (s->file != NVP_FILE_FRAG_ATTRIB)
      return arb_fail_at(p, t, "%s interpolates a fragment attribute "
                         "variable", name);
   return true;
}
