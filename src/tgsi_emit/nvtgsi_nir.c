/*
 * What NIR must keep of the emitted TGSI's arithmetic.
 *
 * NV_vertex_program2's arithmetic is IEEE ("+/-0.0 * +/-INF = NaN",
 * signed zeros of products, NaN through MIN, MAX and the "set on"
 * instructions), but NIR's algebraic optimizations may rewrite any ALU
 * instruction not marked exact with inexact identities: fmul(a, 0.0) ->
 * 0.0 drops a NaN or a zero's sign once a register is known to hold 0,
 * fmul(b2f(c), a) -> bcsel(c, a, 0.0) drops 0 * NaN.  tgsi_to_nir marks
 * nothing exact (it ignores TGSI's Precise bit), so every ALU
 * instruction of a VP2 program is marked here, right after tgsi_to_nir
 * and before any optimization runs.  Some rewrites that drop signed
 * zeros (fadd(a, 0.0) -> a) are not "inexact" ones but conditioned on
 * the float controls, so the shader also asks to preserve signed zeros,
 * infinities and NaN.
 */
#include "compiler/nir/nir.h"
#include "compiler/nir/nir_builder.h"
#include "nir/tgsi_to_nir.h"
#include "tgsi/tgsi_parse.h"

#include "nvtgsi.h"

void
nvtgsi_nir_make_exact(struct nir_shader *nir)
{
   nir->info.float_controls_execution_mode |=
      FLOAT_CONTROLS_SIGNED_ZERO_INF_NAN_PRESERVE_FP16 |
      FLOAT_CONTROLS_SIGNED_ZERO_INF_NAN_PRESERVE_FP32 |
      FLOAT_CONTROLS_SIGNED_ZERO_INF_NAN_PRESERVE_FP64;
   nir_foreach_function(func, nir) {
      if (!func->impl)
         continue;
      nir_foreach_block(block, func->impl) {
         nir_foreach_instr(instr, block) {
            if (instr->type == nir_instr_type_alu)
               nir_instr_as_alu(instr)->exact = true;
         }
      }
   }
}

/*
 * RCP of an RSQ becomes a square root.  cgc writes length() and
 * distance() as "DP3 R0.x, v, v; RSQ R0.x, R0.x; ... RCP R0.x, R0.x",
 * which costs llvmpipe a square root and two divisions where GLSL's
 * length() costs the root alone (NIR's own rule for this is an inexact
 * one, which exact arithmetic does not take).  Both instructions are
 * approximations ("The RCP and RSQ instructions deliver results
 * accurate to 1.0/(2^22)", NV_vertex_program; "approximates" in every
 * later kind, ARB's "ApproxRSQRT" and "ApproxReciprocal").  The
 * correctly rounded root is what RCP gives, within one such error, for
 * the correctly rounded reciprocal root, so it is a result the pair may
 * produce; the special values agree: 0 (+INF, then 0), +INF (0, then
 * +INF), -0.0 (-INF, then -0.0), negative or NaN (NaN).  The RSQ stays
 * for any other reader.
 */
static bool
rcp_of_rsq(nir_builder *b, nir_instr *instr, void *data)
{
   (void)data;
   if (instr->type != nir_instr_type_alu)
      return false;
   nir_alu_instr *rcp = nir_instr_as_alu(instr);
   if (rcp->op != nir_op_frcp || !rcp->src[0].src.is_ssa ||
       !rcp->dest.dest.is_ssa || rcp->dest.saturate ||
       rcp->src[0].abs || rcp->src[0].negate)
      return false;
   nir_instr *p = rcp->src[0].src.ssa->parent_instr;
   if (p->type != nir_instr_type_alu)
      return false;
   nir_alu_instr *rsq = nir_instr_as_alu(p);
   if (rsq->op != nir_op_frsq || !rsq->src[0].src.is_ssa ||
       rsq->dest.saturate || rsq->src[0].abs || rsq->src[0].negate)
      return false;

   unsigned n = nir_dest_num_components(rcp->dest.dest);
   unsigned swizzle[NIR_MAX_VEC_COMPONENTS];
   for (unsigned i = 0; i < n; i++)
      swizzle[i] = rsq->src[0].swizzle[rcp->src[0].swizzle[i]];
   b->cursor = nir_before_instr(instr);
   nir_ssa_def *root =
      nir_fsqrt(b, nir_swizzle(b, rsq->src[0].src.ssa, swizzle, n));
   nir_instr_as_alu(root->parent_instr)->exact = rcp->exact;
   nir_ssa_def_rewrite_uses(&rcp->dest.dest.ssa, root);
   nir_instr_remove(instr);
   return true;
}

void
nvtgsi_nir_clean_up(struct nir_shader *nir)
{
   /* tgsi_to_nir writes registers, a mov per swizzle and a fresh
    * deref per constant read: about 1.6x the instructions prog_to_nir
    * hands over for the same ARB program.  Mesa's passes after the
    * hand-over (st_prog_to_nir_postprocess: gl_nir_opts until nothing
    * changes) pay for every instruction in every pass; these five cheap
    * ones bring the shader down to the few it needs first (load-long128
    * in docs/performance.md).  All of them keep exact arithmetic
    * exact. */
   NIR_PASS_V(nir, nir_lower_regs_to_ssa);
   NIR_PASS_V(nir, nir_copy_prop);
   NIR_PASS_V(nir, nir_shader_instructions_pass, rcp_of_rsq,
              nir_metadata_block_index | nir_metadata_dominance, NULL);
   NIR_PASS_V(nir, nir_opt_dce);
   NIR_PASS_V(nir, nir_opt_cse);
   NIR_PASS_V(nir, nir_opt_constant_folding);
   NIR_PASS_V(nir, nir_opt_dce);
}

bool
nvtgsi_kind_exact(enum nvp_kind kind)
{
   return nvtgsi_kind_vp2(kind) || nvp_kind_is_fp(kind) ||
          nvp_kind_is_gp4(kind);
}

struct nir_shader *
nvtgsi_to_nir(const struct tgsi_token *tokens,
              const struct nir_shader_compiler_options *options,
              bool exact)
{
   /* Geometry shaders too: Mesa patch 0018 teaches tgsi_to_nir their
    * properties, per-vertex inputs and EMIT/ENDPRIM. */
   struct nir_shader *nir = tgsi_to_nir_noscreen(tokens, options);

   if (nir && exact)
      nvtgsi_nir_make_exact(nir);
   return nir;
}
