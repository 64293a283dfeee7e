/*
 * Undo the NV30-era schedule of a fragment program before llvmpipe
 * compiles it.
 *
 * cgc's fp30/fp40 output computes values early, for a pipelined GPU:
 * all 27 texture coordinates of a 28-tap filter at the top, then the 28
 * lookups.  llvmpipe calls a function per texture lookup, and every SIMD
 * register is caller-saved, so each of those coordinates lives on the
 * stack across the lookups before it (a store and a reload each); GLSL,
 * whose NIR computes each coordinate just before its lookup, does not
 * pay that (regs_fp30_31temps: 23% more instructions in the shader body,
 * docs/performance.md).
 *
 * This pass moves each ALU instruction down to just before its first
 * user in the same block, as nir_opt_move does for comparisons and
 * copies, but only where that keeps no more values alive in between
 * than before (sinks_freely()).  Pure ALU instructions only, in
 * SSA form, within one block: no result changes (the instructions stay
 * exact, and derivatives in one block see the same values).
 */
#include "compiler/nir/nir.h"
#include "util/bitscan.h"

#include "nvtgsi.h"

/* Positions count backwards from the end of the block (nir_opt_move's
 * scheme): a smaller index is later.  Instructions not yet visited keep
 * UINT32_MAX, before everything visited. */
static bool
used_at_or_after(nir_ssa_def *def, nir_instr *self, uint32_t pos)
{
   if (!list_is_empty(&def->if_uses))
      return true;
   nir_foreach_use(use, def) {
      nir_instr *user = use->parent_instr;

      if (user->type == nir_instr_type_phi ||
          user->block != self->block)
         return true;
      if (user != self && user->index <= pos)
         return true;
   }
   return false;
}

/* Moving 'alu' down to 'pos' keeps its result out of the registers in
 * between, but keeps alive there each operand it was the last user of.
 * Worth it, or even, when those operands have no more components than
 * the result: a chain like m = max(m, t[i]) interleaved with lookups
 * then moves one step at a time, each even, to after the lookups, where
 * GLSL's NIR has it and m crosses no call. */
static bool
sinks_freely(nir_alu_instr *alu, uint32_t pos)
{
   unsigned kept = 0;

   for (unsigned i = 0; i < nir_op_infos[alu->op].num_inputs; i++) {
      nir_src *src = &alu->src[i].src;

      if (!src->is_ssa)
         return false;
      nir_instr *def = src->ssa->parent_instr;
      if (def->type == nir_instr_type_load_const ||
          def->type == nir_instr_type_ssa_undef)
         continue;
      /* the same value twice (x * x) counts once */
      bool seen = false;
      for (unsigned j = 0; j < i; j++)
         seen |= alu->src[j].src.is_ssa && alu->src[j].src.ssa == src->ssa;
      if (!seen && !used_at_or_after(src->ssa, &alu->instr, pos))
         kept += util_bitcount(nir_ssa_def_components_read(src->ssa));
   }
   /* components, not vectors: the emitter's scalar results are often
    * vec4s of which one component is read (x * y.xxxx) */
   return kept <= util_bitcount(
      nir_ssa_def_components_read(&alu->dest.dest.ssa));
}

static bool
sink_block(nir_block *block)
{
   bool progress = false;
   uint32_t index = 1;

   nir_foreach_instr(instr, block)
      instr->index = UINT32_MAX;

   nir_foreach_instr_reverse_safe(instr, block) {
      instr->index = index++;
      if (instr->type != nir_instr_type_alu)
         continue;
      nir_alu_instr *alu = nir_instr_as_alu(instr);
      if (!alu->dest.dest.is_ssa)
         continue;

      /* The first user in this block; none: leave it where it is. */
      nir_instr *first = NULL;
      nir_foreach_use(use, &alu->dest.dest.ssa) {
         nir_instr *user = use->parent_instr;
         if (user->type == nir_instr_type_phi || user->block != block)
            continue;
         if (!first || user->index > first->index)
            first = user;
      }
      if (!first)
         continue;
      /* Instructions moved before 'first' earlier share its index; go
       * before all of them (they were later in the program). */
      while (nir_instr_prev(first)->index == first->index)
         first = nir_instr_prev(first);
      if (nir_instr_prev(first) == instr ||
          !sinks_freely(alu, first->index))
         continue;

      exec_node_remove(&instr->node);
      instr->index = first->index;
      exec_node_insert_node_before(&first->node, &instr->node);
      progress = true;
   }
   return progress;
}

bool
nvtgsi_nir_sink_alu(struct nir_shader *nir)
{
   bool progress = false;

   nir_foreach_function(func, nir) {
      if (!func->impl)
         continue;
      bool moved = false;
      nir_foreach_block(block, func->impl)
         moved |= sink_block(block);
      if (moved)
         nir_metadata_preserve(func->impl, nir_metadata_block_index |
                                           nir_metadata_dominance);
      progress |= moved;
   }
   return progress;
}
