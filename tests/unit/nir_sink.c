/*
 * nvtgsi_nir_sink_alu(): where it moves instructions, on fragment
 * programs in cgc's NV30 schedule emitted as for llvmpipe, after the
 * state tracker's hand-over passes (that the results stay the same is tgsi-exec-fp's job: its
 * NIR round trip runs the pass on every program).
 *
 * Each case names the lookups that must come before an instruction:
 * the instructions feeding lookup k (its coordinates) must follow lookup
 * k-1, a max chain over the lookups must follow the last one, and a dot
 * product whose vec4 operand dies with it must not move.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compiler/glsl_types.h"
#include "compiler/nir/nir.h"
#include "pipe/p_screen.h"
#include "llvmpipe/lp_public.h"
#include "sw/null/null_sw_winsys.h"

#include "nvp.h"
#include "nvtgsi.h"

static unsigned checks, failures;

/* The position of each tex in the block, in order; and of each ALU op
 * of kind 'op' (its n-th occurrence is at alu_pos[n]). */
struct layout {
   unsigned tex_pos[8], num_tex;
   unsigned alu_pos[16], num_alu;
};

static void
lay_out(nir_shader *nir, nir_op op, struct layout *l)
{
   unsigned pos = 0;

   memset(l, 0, sizeof(*l));
   nir_foreach_function(func, nir) {
      if (!func->impl)
         continue;
      nir_foreach_block(block, func->impl) {
         nir_foreach_instr(instr, block) {
            pos++;
            if (instr->type == nir_instr_type_tex && l->num_tex < 8)
               l->tex_pos[l->num_tex++] = pos;
            if (instr->type == nir_instr_type_alu &&
                nir_instr_as_alu(instr)->op == op && l->num_alu < 16)
               l->alu_pos[l->num_alu++] = pos;
         }
      }
   }
}

static nir_shader *
hand_over(struct pipe_screen *screen, const char *text)
{
   struct nvp_error err;
   struct nvtgsi_shader sh;
   char msg[256];
   struct nvp_program *prog =
      nvp_parse(NVP_TARGET_FRAGMENT, text, strlen(text), &err);

   if (!prog) {
      printf("FAIL parse: %s\n", err.message);
      return NULL;
   }
   /* llvmpipe's options, as nvst_fragment_validate() sets them for a
    * complete unsigned-normalised texture on unit 0: the driver
    * flushes denormals, and no select or flush follows the lookups */
   struct nvtgsi_options o = nvtgsi_default_options();
   o.fp32_ftz = true;
   o.texel_flush_units = 0;
   o.texels_01_units = 1;
   o.tex_complete_units = 1;
   o.flush_params = false;
   o.flat_colours = false;
   if (!nvtgsi_emit_options(prog, &o, &sh, msg, sizeof(msg))) {
      printf("FAIL emit: %s\n", msg);
      nvp_program_free(prog);
      return NULL;
   }
   nir_shader *nir = nvtgsi_to_nir(
      sh.tokens, screen->get_compiler_options(screen, PIPE_SHADER_IR_NIR,
                                              PIPE_SHADER_FRAGMENT), true);
   /* as nvst_program_to_nir() does before the pass */
   nvtgsi_nir_clean_up(nir);
   nvtgsi_shader_free(&sh);
   nvp_program_free(prog);
   return nir;
}

static void
expect(bool ok, const char *name, const char *what)
{
   checks++;
   if (!ok) {
      printf("FAIL %s: %s\n", name, what);
      failures++;
   }
}

/* Two lookups whose coordinates cgc computed first (f[TEX0] is read at
 * the end too, so moving an add keeps nothing else alive). */
static const char coords[] =
   "!!FP1.0\n"
   "ADDR R0.xy, f[TEX0], {0.5, 0.25};\n"
   "ADDR R1.xy, f[TEX0], {0.25, 0.5};\n"
   "TEX R2, R0, TEX0, 2D;\n"
   "TEX R3, R1, TEX0, 2D;\n"
   "MADR o[COLR], R2, R3, f[TEX0];\n"
   "END\n";

/* A maximum kept up to date between lookups; every texel is read
 * again at the end. */
static const char chain[] =
   "!!FP1.0\n"
   "TEX R2, f[TEX0], TEX0, 2D;\n"
   "TEX R3, f[TEX1], TEX0, 2D;\n"
   "MAXR R4, R2, R3;\n"
   "TEX R5, f[TEX2], TEX0, 2D;\n"
   "MAXR R4, R4, R5;\n"
   "TEX R6, f[TEX3], TEX0, 2D;\n"
   "MAXR R4, R4, R6;\n"
   "ADDR R7, R2, R3;\n"
   "ADDR R7, R7, R5;\n"
   "ADDR R7, R7, R6;\n"
   "MULR o[COLR], R7, R4;\n"
   "END\n";

/* A dot product of a vec4 that dies with it: moving it past the lookup
 * would keep four values alive there for its one (the emitter's DP4 is
 * a product and three adds, each step's operands dying with it). */
static const char dies[] =
   "!!FP1.0\n"
   "MOVR R3, f[TEX2];\n"
   "MULR R0, f[TEX1], R3;\n"
   "DP4R R1.x, R0, R0;\n"
   "TEX R2, f[TEX0], TEX0, 2D;\n"
   "MULR o[COLR], R2, R1.x;\n"
   "END\n";

int
main(void)
{
   struct sw_winsys *ws = null_sw_create();
   /* llvmpipe's compiler options (scalar NIR from tgsi_to_nir), the
    * driver the pass is for */
   struct pipe_screen *screen = ws ? llvmpipe_create_screen(ws) : NULL;
   struct layout before, after;

   if (!screen) {
      printf("FAIL: no llvmpipe screen\n");
      return 1;
   }
   glsl_type_singleton_init_or_ref();

   nir_shader *nir = hand_over(screen, coords);
   if (nir) {
      lay_out(nir, nir_op_fadd, &before);
      /* adds 0 and 1: the coordinates; 2: the MAD's */
      expect(before.num_tex == 2 && before.num_alu == 3 &&
             before.alu_pos[1] < before.tex_pos[0],
             "coords", "the emitter's NIR already has the adds apart");
      expect(nvtgsi_nir_sink_alu(nir), "coords", "no progress");
      if (getenv("NIR_SINK_PRINT"))
         nir_print_shader(nir, stdout);
      lay_out(nir, nir_op_fadd, &after);
      /* the second lookup's adds follow the first lookup */
      expect(after.num_alu == 3 && after.alu_pos[1] > after.tex_pos[0] &&
             after.alu_pos[1] < after.tex_pos[1],
             "coords", "second coordinates not moved between the lookups");
      ralloc_free(nir);
   } else {
      failures++;
   }

   nir = hand_over(screen, chain);
   if (nir) {
      expect(nvtgsi_nir_sink_alu(nir), "chain", "no progress");
      lay_out(nir, nir_op_fmax, &after);
      expect(after.num_tex == 4 && after.num_alu > 0 &&
             after.alu_pos[0] > after.tex_pos[3],
             "chain", "the maximum is not after the last lookup");
      ralloc_free(nir);
   } else {
      failures++;
   }

   nir = hand_over(screen, dies);
   if (nir) {
      /* the emitter's DP4: a product and three adds, in order */
      nvtgsi_nir_sink_alu(nir);
      lay_out(nir, nir_op_fadd, &after);
      expect(after.num_alu == 3 && after.num_tex == 1 &&
             after.alu_pos[2] < after.tex_pos[0],
             "dies", "the dot product moved past the lookup");
      ralloc_free(nir);
   } else {
      failures++;
   }

   printf("%u checks, %u failures\n", checks, failures);
   screen->destroy(screen);
   glsl_type_singleton_decref();
   return failures ? 1 : 0;
}
