/*
 * NV_gpu_program4 arrays of temporaries: "TEMP t[4];" and the use of a
 * member, t[2] or t[i.x + 1], as an operand or a result.
 *
 * Section 2.X.3.4: "Temporary variables may be declared as arrays."
 * The grammar's <TEMP_statement> and <tempUseV>/<tempUseW> have no array
 * size or member, but 2.X.3.1 ("Explicitly declared variables of all
 * types may be declared as arrays"), 2.X.4.3 ("The destination variable
 * may be a single member of an array ... computed in the exact same
 * manner as done for operand loads"), issue 10 ("TEMP scratch[10];")
 * and issue 11 ("Is relative addressing of temporaries allowed?
 * RESOLVED: Yes.") take them: a size "[" <int> "]" after the name (a
 * TEMP has no bindings to take a size from, so "[]" fails), and a member
 * as <arrayMem>, absolute or relative, as for parameter arrays.  The
 * members are consecutive registers, so each counts against the TEMP
 * limit.
 */
#include <string.h>

#include "nvp_arb_gp4.h"

bool
arb_gp4_parse_temp_array(struct arb_parser *p, const struct arb_token *name,
                         unsigned first, unsigned max, bool half,
                         unsigned *size)
{
   *size = 1;
   if (!arb_is_punct(p, arb_peek(p), '['))
      return true;
   arb_next(p);

   const struct arb_token t = *arb_peek(p);
   uint32_t n;
   if (!arb_parse_array_size(p, NVP_ARB_NUM_TEMPS, &n))
      return false;
   if (n == 0)
      return arb_fail_at(p, &t, "a TEMP array needs a size");
   if (first + n > max) {
      return arb_fail_at(p, &t, "more than %u %sTEMP variables", max,
                         half ? "SHORT " : "");
   }
   /* the name was bound with size 0 at 'name'; it now names the
    * array (p->syms is the parser's own table) */
   struct arb_symbol *sym = (struct arb_symbol *)arb_lookup(p, name);
   struct nvp_program *prog = p->prog;
   sym->size = (int)n;
   prog->temp_arrays[prog->num_temp_arrays++] = (struct nvp_temp_array) {
      .base = (uint8_t)first, .size = (uint8_t)n, .half = half,
   };
   *size = n;
   return true;
}

bool
arb_gp4_parse_temp_member(struct arb_parser *p, const struct arb_token *name,
                          const struct arb_symbol *sym, struct nvp_src *src)
{
   bool member;

   src->file = sym->fp16 ? NVP_FILE_TEMP_H : NVP_FILE_TEMP;
   src->index = sym->index;
   if (!arb_gp4_open_member(p, name, sym, &member))
      return false;
   if (!member)
      return true;
   if (arb_peek(p)->kind == ARB_TOK_INT)
      return arb_parse_member_abs(p, sym, src);
   if (!arb_parse_array_rel(p, sym->size, src))
      return false;
   src->index += sym->index;
   src->array_base = sym->index;
   src->array_size = sym->size;
   return arb_expect_punct(p, ']');
}

void
arb_gp4_summarize_temps(struct nvp_program *prog)
{
   for (unsigned i = 0; i < prog->num_instrs; i++) {
      const struct nvp_dst *d = &prog->instrs[i].dst;
      if (d->relative && d->addr_file == NVP_FILE_TEMP)
         prog->temps_used |= UINT64_C(1) << d->addr_index;
      else if (d->relative && d->addr_file == NVP_FILE_TEMP_H)
         prog->temps_h_used |= UINT64_C(1) << d->addr_index;
   }
   /* a relative access may reach any member: all are used where one is
    * (the emitter declares the array whole) */
   for (unsigned k = 0; k < prog->num_temp_arrays; k++) {
      const struct nvp_temp_array *a = &prog->temp_arrays[k];
      uint64_t *used = a->half ? &prog->temps_h_used : &prog->temps_used;
      uint64_t members = (a->size >= 64 ? ~UINT64_C(0) :
                          (UINT64_C(1) << a->size) - 1) << a->base;
      if (*used & members)
         *used |= members;
   }
}
