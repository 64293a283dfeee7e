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
 * The same run records the path, the instructions every fragment
 * executes: up to MAX_PATH of them (and no fragment.texcoord[A0.x+n],
 * whose loop index straight code lacks), the program is emitted as that
 * straight code (nvtgsi_options::fp_path): no loop and no branch left,
 * as the VP2 path of nvst_vp2_trace.c.  The run happens only when a
 * parameter the program reads changed; a program whose emitted form
 * changed 16 times stays general (each change compiles it anew).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "main/mtypes.h"

#include "nvp_fp.h"
#include "nvst_arb_program.h"
#include "nvst_private.h"

#define MAX_CHANGES 16
#define MAX_PATH 1024

struct nvst_fp_count {
   float (*params)[4];        /* the values of the last run */
   float (*now)[4];           /* this draw's values (scratch) */
   bool valid;                /* a run happened */
   /* its answer: straight code of path[0..path_len) if 'straight',
    * else uncounted or not */
   bool straight, uncounted;
   uint32_t path[MAX_PATH];
   unsigned path_len;
   /* what the program was emitted with last */
   bool emitted_straight;
   uint32_t *emitted_path;
   unsigned emitted_len;
   unsigned changes;          /* how often that changed */
};

void
nvst_fp_count_free(struct nvst_program *nvprog)
{
   if (nvprog->count) {
      free(nvprog->count->params);
      free(nvprog->count->now);
      free(nvprog->count->emitted_path);
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

/* Reads fragment.texcoord[A0.x+n] (no loop index in straight code). */
static bool
reads_relative(const struct nvp_program *ir)
{
   for (unsigned i = 0; i < ir->num_instrs; i++) {
      for (unsigned k = 0; k < 3; k++) {
         if (ir->instrs[i].src[k].file == NVP_FILE_FRAG_ATTRIB &&
             ir->instrs[i].src[k].relative)
            return true;
      }
   }
   return false;
}

/* A new run with the parameters v: its answer in c. */
static void
run(struct gl_program *prog, const struct nvp_program *ir,
    struct nvst_fp_count *c, float (*v)[4])
{
   struct nvp_fp_env env;
   struct nvp_fp_result res[NVP_FP_QUAD];
   struct nvp_error err;

   memset(&env, 0, sizeof(env));
   env.params = (const float (*)[4])v;
   env.path = c->path;
   env.path_cap = MAX_PATH;
   bool ok = nvp_execute_fp_quad(ir, &env, res, &err);
   c->valid = true;
   c->uncounted = ok && res[0].executed < NVP_FP2_MAX_EXECUTED;
   c->straight = c->uncounted && res[0].path_len <= MAX_PATH &&
                 !res[0].killed;
   c->path_len = c->straight ? res[0].path_len : 0;
   if (nvst_debug & NVST_DEBUG_TGSI)
      fprintf(stderr, "nvprog: program %u executes %u instructions with "
              "these parameters: %s\n", prog->Id, res[0].executed,
              c->straight ? "straight code" :
              c->uncounted ? "not counted" : "counted");
}

/*
 * The count and path options of the bound fragment program for this
 * draw's parameters (nvtgsi_options::uncounted, ::fp_path); true when
 * they differ from what it was emitted with, so that it must be emitted
 * again (then nvst_fp_count_emitted()).
 */
bool
nvst_fp_count_options(struct gl_context *ctx, struct gl_program *prog,
                      struct nvst_program *nvprog,
                      struct nvtgsi_options *opts)
{
   const struct nvp_program *ir = nvprog->ir;
   struct nvst_fp_count *c = nvprog->count;

   opts->uncounted = false;
   opts->fp_path = NULL;
   opts->fp_path_len = 0;
   if (ir->kind != NVP_KIND_ARBFP_NV2 || !ir->uses_flow)
      return false;
   if (!c) {
      c = calloc(1, sizeof(*c));
      if (!c)
         return false;
      nvprog->count = c;
      c->params = calloc(ir->num_params ? ir->num_params : 1,
                         sizeof(*c->params));
      c->now = calloc(ir->num_params ? ir->num_params : 1,
                      sizeof(*c->now));
      /* not uniform: the general code for good */
      if (!c->params || !c->now || reads_relative(ir) ||
          !nvp_fp_uniform_flow(ir))
         c->changes = MAX_CHANGES;
   }
   if (c->changes < MAX_CHANGES) {
      size_t size = (ir->num_params ? ir->num_params : 1) *
                    sizeof(float[4]);
      slot_values(ctx, prog, ir, c->now);
      if (!c->valid || memcmp(c->now, c->params, size)) {
         run(prog, ir, c, c->now);
         memcpy(c->params, c->now, size);
      }
      if (c->straight) {
         opts->fp_path = c->path;
         opts->fp_path_len = c->path_len;
      } else {
         opts->uncounted = c->uncounted && nvprog->tgsi.counted;
      }
   }
   bool straight = opts->fp_path != NULL;
   if (straight != c->emitted_straight)
      return true;
   if (straight)
      return c->path_len != c->emitted_len ||
             memcmp(c->path, c->emitted_path,
                    c->path_len * sizeof(uint32_t));
   return opts->uncounted != nvprog->tgsi.uncounted;
}

/* The program was emitted again with 'opts' (of
 * nvst_fp_count_options()). */
void
nvst_fp_count_emitted(struct nvst_program *nvprog,
                      const struct nvtgsi_options *opts)
{
   struct nvst_fp_count *c = nvprog->count;

   if (!c)
      return;
   c->changes++;
   c->emitted_straight = opts->fp_path != NULL;
   c->emitted_len = 0;
   free(c->emitted_path);
   c->emitted_path = NULL;
   if (opts->fp_path && opts->fp_path_len) {
      c->emitted_path = malloc(opts->fp_path_len * sizeof(uint32_t));
      if (!c->emitted_path) {
         /* (compared as a different path next time: emitted again) */
         c->emitted_straight = false;
         return;
      }
      memcpy(c->emitted_path, opts->fp_path,
             opts->fp_path_len * sizeof(uint32_t));
      c->emitted_len = opts->fp_path_len;
   }
}
