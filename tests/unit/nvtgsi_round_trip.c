/*
 * See nvtgsi_round_trip.h.  tgsi_to_nir() with a screen would optimize
 * before the exact marking, folding what the GL path keeps (0.0 + -0.0
 * to -0.0, x * 0.0 of an infinity to 0.0); so the screenless hand-over.
 */
#include "compiler/nir/nir.h"
#include "nir/nir_to_tgsi.h"
#include "pipe/p_screen.h"

#include "nvtgsi.h"
#include "nvtgsi_round_trip.h"

const struct tgsi_token *
nvtgsi_round_trip(struct pipe_screen *screen, enum pipe_shader_type stage,
                  const struct tgsi_token *tokens, bool exact)
{
   struct nir_shader *nir = nvtgsi_to_nir(
      tokens, screen->get_compiler_options(screen, PIPE_SHADER_IR_NIR,
                                           stage), exact);

   NIR_PASS_V(nir, nir_lower_vars_to_ssa);
   NIR_PASS_V(nir, nir_lower_regs_to_ssa);
   /* as nvst_program_to_nir() does: whatever it moves must give the
    * same results */
   if (stage == PIPE_SHADER_FRAGMENT)
      NIR_PASS_V(nir, nvtgsi_nir_sink_alu);
   NIR_PASS_V(nir, nir_lower_global_vars_to_local);
   NIR_PASS_V(nir, nir_lower_var_copies);
   NIR_PASS_V(nir, nir_lower_system_values);
   if (nir->options->lower_uniforms_to_ubo)
      NIR_PASS_V(nir, nir_lower_uniforms_to_ubo, false, false);
   nir_shader_gather_info(nir, nir_shader_get_entrypoint(nir));
   return nir_to_tgsi(nir, screen);
}
