/*
 * Load rules of NV_vertex_program (section 2.14.1.7) and of vertex state
 * programs (section 2.14.4) beyond the grammar.
 */
#include "nvp_priv.h"

/* Two reads name the same register when file, addressing mode and
 * index (the offset, for c[A0.x + n]) agree.  c[A0.x+1] and c[1] are
 * two registers: which one the relative read reaches is unknown at load
 * time, and the rule is about the registers an instruction names.
 * VP2: c[A0.x+1] and c[A1.x+1] (or c[A0.y+1]) are two as well. */
static bool
same_register(const struct nvp_src *a, const struct nvp_src *b)
{
   return a->file == b->file && a->relative == b->relative &&
          a->index == b->index &&
          (!a->relative || (a->addr_index == b->addr_index &&
                            a->addr_comp == b->addr_comp));
}

enum nvp_unique_result
nvp_unique_add(struct nvp_unique_regs *u, const struct nvp_src *src,
               const struct nvp_src **first)
{
   const struct nvp_src **slot;
   enum nvp_unique_result fail;

   switch (src->file) {
   case NVP_FILE_PARAM:
      slot = &u->param;
      fail = NVP_UNIQUE_PARAM;
      break;
   case NVP_FILE_ATTRIB:
      slot = &u->attrib;
      fail = NVP_UNIQUE_ATTRIB;
      break;
   default:
      return NVP_UNIQUE_OK;
   }

   if (*slot == NULL) {
      *slot = src;
      return NVP_UNIQUE_OK;
   }
   if (same_register(*slot, src))
      return NVP_UNIQUE_OK;
   *first = *slot;
   return fail;
}

bool
nvp_check_vp1_program(const struct nvp_program *prog, const char *text,
                      size_t len, struct nvp_error *err)
{
   /* "If the program fails to load because of a semantic restriction
    * that cannot be determined until the program is fully scanned, the
    * error position will be len, the length of the program." */
   if (prog->kind == NVP_KIND_VSP10) {
      /* "A vertex state program fails to load if it does not write at
       * least one program parameter register." */
      if (!prog->params_written[0] && !prog->params_written[1]) {
         return nvp_fail_at_end(text, len, err, "vertex state program does "
                            "not write any program parameter register");
      }
   } else if (!prog->position_invariant) {
      /* "A vertex programs fails to load if it does not write at least
       * one component of the HPOS register."  A position-invariant
       * program cannot write it: "the homogeneous position (HPOS) is not
       * output by the program" (NV_vertex_program1_1, 2.14.B). */
      if (!(prog->outputs_written & (1u << NVP_OUT_HPOS))) {
         return nvp_fail_at_end(text, len, err, "vertex program does not "
                            "write o[HPOS]");
      }
   }
   return true;
}
