/*
 * What a loaded program becomes, for --dump: the IR (nvp_program_dump),
 * the emitter's TGSI (nvtgsi_emit with its default options, through
 * tgsi_dump) and that TGSI's NIR (tgsi_to_nir as the state tracker
 * hands it over, on a softpipe screen's compiler options, before any
 * Mesa pass or the state tracker's GL fix-ups).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compiler/glsl_types.h"
#include "compiler/nir/nir.h"
#include "pipe/p_screen.h"
#include "softpipe/sp_public.h"
#include "sw/null/null_sw_winsys.h"
#include "tgsi/tgsi_dump.h"

#include "nvpc.h"
#include "nvtgsi.h"

static const char *const dump_names[NVPC_DUMP_COUNT] = {
   "ir", "tgsi", "nir",
};

const char *
nvpc_dump_name(unsigned i)
{
   return i < NVPC_DUMP_COUNT ? dump_names[i] : "?";
}

/* A softpipe screen on the null winsys: only its compiler options are
 * used, the ones softpipe's GL path gives tgsi_to_nir. */
static struct pipe_screen *screen;

void
nvpc_dump_finish(void)
{
   if (screen) {
      screen->destroy(screen);
      glsl_type_singleton_decref();
   }
   screen = NULL;
}

/* tgsi_dump into a buffer that grows until the text fits. */
static char *
tgsi_text(const struct tgsi_token *tokens)
{
   for (size_t size = 1 << 16; size <= (1u << 28); size *= 4) {
      char *s = malloc(size);
      if (!s)
         return NULL;
      if (tgsi_dump_str(tokens, 0, s, size))
         return s;
      free(s);
   }
   return NULL;
}

static char *
nir_text(const struct nvp_program *prog, const struct tgsi_token *tokens,
         char *error, size_t error_len)
{
   enum pipe_shader_type stage = nvp_kind_is_fp(prog->kind) ?
                                 PIPE_SHADER_FRAGMENT :
                                 prog->kind == NVP_KIND_GP4_GP ?
                                 PIPE_SHADER_GEOMETRY :
                                 prog->kind == NVP_KIND_GP5_TCP ?
                                 PIPE_SHADER_TESS_CTRL :
                                 prog->kind == NVP_KIND_GP5_TEP ?
                                 PIPE_SHADER_TESS_EVAL :
                                 prog->kind == NVP_KIND_GP5_CP ?
                                 PIPE_SHADER_COMPUTE : PIPE_SHADER_VERTEX;

   if (!screen) {
      struct sw_winsys *ws = null_sw_create();
      screen = ws ? softpipe_create_screen(ws) : NULL;
      /* tgsi_to_nir makes GLSL types (the variables it declares). */
      if (screen)
         glsl_type_singleton_init_or_ref();
   }
   if (!screen) {
      snprintf(error, error_len, "no softpipe screen for tgsi_to_nir");
      return NULL;
   }
   struct nir_shader *nir = nvtgsi_to_nir(
      tokens, screen->get_compiler_options(screen, PIPE_SHADER_IR_NIR,
                                           stage),
      nvtgsi_kind_exact(prog->kind));
   if (!nir) {
      snprintf(error, error_len, "tgsi_to_nir failed");
      return NULL;
   }

   char *s = NULL;
   size_t n = 0;
   FILE *f = open_memstream(&s, &n);
   if (f) {
      nir_print_shader(nir, f);
      fclose(f);
   }
   ralloc_free(nir);
   return s;
}

char *
nvpc_dump(const struct nvp_program *prog, enum nvpc_dump which,
          const char **note, char *error, size_t error_len)
{
   struct nvtgsi_shader sh;
   char *s;

   *note = NULL;
   error[0] = '\0';
   if (which == NVPC_DUMP_IR)
      return nvp_program_dump(prog);
   /* State programs run on the CPU (ExecuteProgramNV): no shader. */
   if (prog->kind == NVP_KIND_VSP10) {
      *note = which == NVPC_DUMP_TGSI ?
              "no TGSI: vertex state programs run on the CPU" :
              "no NIR: vertex state programs run on the CPU";
      return NULL;
   }
   if (!nvtgsi_emit(prog, &sh, error, error_len))
      return NULL;
   s = which == NVPC_DUMP_TGSI ? tgsi_text(sh.tokens) :
       nir_text(prog, sh.tokens, error, error_len);
   nvtgsi_shader_free(&sh);
   return s;
}
