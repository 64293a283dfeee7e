/*
 * NV_fragment_program2's executed-instruction bound for programs whose
 * flow only parameters decide.
 *
 * A fragment program whose loops may pass MAX_PROGRAM_EXEC_INSTRUCTIONS_NV
 * (cgc writes its loops at the literal trip count 255 and leaves them by
 * a BRK on a parameter) is counted: an optimistic run adding up the
 * count and an exact re-run for the fragments past the bound
 * (nvtgsi_fp_flow.c).  llvmpipe runs every instruction of a shader at
 * least once, masked, so the re-run costs its length on every fragment.
 * When no fragment value reaches the program's flow
 * (nvp_fp_uniform_flow()), every fragment executes the same
 * instructions, as many as the parameters decide: one run of the
 * reference interpreter with the draw's parameters counts them, and if
 * fewer than the bound the program is emitted without the count
 * (nvtgsi_options::uncounted), until the parameters change the answer.
 * The run happens only when a parameter the program reads changed; a
 * program whose answer changed 16 times stays counted.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "main/mtypes.h"

#include "nvp_fp.h"
#include "nvst_arb_program.h"
#include "nvst_private.h"

#define MAX_CHANGES 16

struct nvst_fp_count {
   float (*params)[4];        /* the values of the last run */
   bool valid;                /* a run happened */
   bool uncounted;            /* its answer */
   unsigned changes;          /* how often the answer changed */
};

void
nvst_fp_count_free(struct nvst_program *nvprog)
{
   if (nvprog->count) {
      free(nvprog->count->params);
      free(nvprog->count);
      nvprog->count = NULL;
   }
}

/* The value of each parameter slot as the GL holds it: local and
 * environment parameters, literals; state.* slots, which no uniform
 * flow reads, (0,0,0,0). */
static void
slot_values(const struct gl_context *ctx, const struct gl_program *prog,
            const struct nvp_program *ir, float (*v)[4])
{
   for (unsigned k = 0; k < ir->num_params; k++) {
      const struct nvp_param *p = &ir->params[k];
      const float *src = NULL;

      if (p->kind == NVP_PARAM_CONSTANT)
         src = p->value;
      else if (p->kind == NVP_PARAM_ENV && p->index >= 0 &&
               p->index < MAX_PROGRAM_ENV_PARAMS)
         src = ctx->FragmentProgram.Parameters[p->index];
      else if (p->kind == NVP_PARAM_LOCAL && prog->arb.LocalParams &&
               p->index >= 0 &&
               (unsigned)p->index < prog->arb.MaxLocalParams)
         src = prog->arb.LocalParams[p->index];
      if (src)
         memcpy(v[k], src, sizeof(v[k]));
      else
         memset(v[k], 0, sizeof(v[k]));
   }
}

/* Whether the program can run uncounted with the parameters of this
 * draw; 'current' is how it was emitted. */
bool
nvst_fp_count_uncounted(struct gl_context *ctx, struct gl_program *prog,
                        struct nvst_program *nvprog, bool current)
{
   const struct nvp_program *ir = nvprog->ir;
   struct nvst_fp_count *c = nvprog->count;

   if (!nvprog->tgsi.counted || ir->kind != NVP_KIND_ARBFP_NV2)
      return false;
   if (!c) {
      c = calloc(1, sizeof(*c));
      if (!c)
         return current;
      nvprog->count = c;
      c->params = calloc(ir->num_params ? ir->num_params : 1,
                         sizeof(*c->params));
      /* not uniform: counted for good */
      if (!c->params || !nvp_fp_uniform_flow(ir)) {
         c->changes = MAX_CHANGES;
         return false;
      }
   }
   if (c->changes >= MAX_CHANGES)
      return false;

   size_t size = (ir->num_params ? ir->num_params : 1) * sizeof(float[4]);
   float (*v)[4] = malloc(size);
   if (!v)
      return current;
   slot_values(ctx, prog, ir, v);
   if (c->valid && !memcmp(v, c->params, size)) {
      free(v);
      return c->uncounted;
   }

   struct nvp_fp_env env;
   struct nvp_fp_result res[NVP_FP_QUAD];
   struct nvp_error err;
   memset(&env, 0, sizeof(env));
   env.params = (const float (*)[4])v;
   bool small = nvp_execute_fp_quad(ir, &env, res, &err) &&
                res[0].executed < NVP_FP2_MAX_EXECUTED;
   memcpy(c->params, v, size);
   free(v);
   if (c->valid && small != c->uncounted)
      c->changes++;
   c->valid = true;
   c->uncounted = small;
   if (nvst_debug & NVST_DEBUG_TGSI)
      fprintf(stderr, "nvprog: program %u executes %u instructions with "
              "these parameters: %s\n", prog->Id, res[0].executed,
              small ? "not counted" : "counted");
   return c->changes < MAX_CHANGES && small;
}
