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
