/*
 * The back half of the load path for the fuzz targets built with
 * FUZZ_EMIT (scripts/fuzz.sh, targets emit*): a program that loaded is
 * translated to TGSI (src/tgsi_emit, instrumented like the front end),
 * then to NIR by Mesa's tgsi_to_nir, and run through the passes the
 * state tracker's hand-over runs on it (nvtgsi_nir_clean_up(), and for
 * fragment programs nvtgsi_nir_sink_alu()), as ProgramStringARB and the
 * first draw would.  Mesa's own libraries are linked as built (not
 * instrumented): a fault in them still stops the run, and ASan checks
 * every access nvprog's code makes to what they return.
 */
#include <stdio.h>

#include "compiler/glsl_types.h"
#include "compiler/nir/nir.h"
#include "pipe/p_screen.h"
#include "softpipe/sp_public.h"
#include "sw/null/null_sw_winsys.h"
#include "util/ralloc.h"

#include "nvp.h"
#include "nvp_ir.h"
#include "nvtgsi.h"

void fuzz_emit(const struct nvp_program *prog);

void
fuzz_emit(const struct nvp_program *prog)
{
   /* one screen for the whole run: its compiler options are what
    * tgsi_to_nir needs (softpipe's; llvmpipe's differ only in what its
    * own later passes lower) */
   static struct pipe_screen *screen;
   struct nvtgsi_shader sh;
   char msg[256];

   if (!screen) {
      glsl_type_singleton_init_or_ref();
      screen = softpipe_create_screen(null_sw_create());
      if (!screen) {
         fprintf(stderr, "fuzz_emit: no softpipe screen\n");
         return;
      }
   }
   /* an emitter limit (the inlined size bound, what gp4 does not
    * translate) is a load error with a message, never a fault */
   if (!nvtgsi_emit(prog, &sh, msg, sizeof(msg)))
      return;
   bool fragment = nvp_kind_is_fp(prog->kind) ||
                   prog->kind == NVP_KIND_GP4_FP;
   nir_shader *nir = nvtgsi_to_nir(
      sh.tokens, screen->get_compiler_options(screen, PIPE_SHADER_IR_NIR,
         fragment ? PIPE_SHADER_FRAGMENT :
         prog->kind == NVP_KIND_GP4_GP ? PIPE_SHADER_GEOMETRY :
         prog->kind == NVP_KIND_GP5_TCP ? PIPE_SHADER_TESS_CTRL :
         prog->kind == NVP_KIND_GP5_TEP ? PIPE_SHADER_TESS_EVAL :
         prog->kind == NVP_KIND_GP5_CP ? PIPE_SHADER_COMPUTE :
         PIPE_SHADER_VERTEX),
      nvtgsi_kind_exact(prog->kind));
   if (nir) {
      nvtgsi_nir_clean_up(nir);
      if (fragment)
         nvtgsi_nir_sink_alu(nir);
      ralloc_free(nir);
   }
   nvtgsi_shader_free(&sh);
}
