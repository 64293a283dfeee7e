/*
 * "!!VP2.0" programs whose branches every vertex takes alike
 * (nvp_vp2_uniform_flow()) run as the straight code of their path.
 *
 * Such a program's path -- how often a loop runs, which subroutines are
 * called -- is decided by the program parameters alone.  Right before
 * each draw (the validate_render hook, start of st_validate_state) the
 * parameters are compared with those the current code was made for;
 * when they differ, the program runs once here on the interpreter
 * (zero attributes: no branch can see them) and records its path, and
 * if the path changed the emitter makes that path's straight code
 * (nvtgsi_options::trace), handed to Mesa like a newly loaded program.
 *
 * Why: on llvmpipe an IF runs both sides and a loop body at least once,
 * and a constant read whose index is not a compile-time constant is a
 * gather of every lane inside any loop or IF (gallivm's emit_load_ubo()
 * loads once only outside control flow, from an index built of
 * constants and uniform loads).  A loop over a bone palette indexed by
 * its counter thus paid a gather per row per vertex; as straight code
 * the same reads load once per batch (docs/performance.md, vp2-skin).
 *
 * The path is the one the spec's execution takes ("the 65536 executed
 * instructions", the call stack): a run that ends abnormally or whose
 * path is longer than MAX_PATH keeps the general code.  Parameters that
 * keep changing the path would recompile the shader at each change:
 * after MAX_SWITCHES changes the program keeps its general code.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "main/context.h"
#include "program/prog_parameter.h"
#include "state_tracker/st_program.h"

#include "nvst_private.h"

/* Straight code longer than this stays a loop. */
#define MAX_PATH 1024
#define MAX_SWITCHES 16

struct nvst_vp2_trace {
   /* The program parameters the current code was chosen for. */
   float key[NVP_VP2_NUM_PARAMS][4];
   bool have_key;
   bool given_up;
   unsigned switches;
   /* nvst_program::tgsi is the straight code of 'path' (the general code
    * waits in 'general'), or the general code itself. */
   bool straight;
   struct nvtgsi_shader general;
   /* address registers no attribute reaches */
   unsigned uniform_addrs;
   struct nvp_trace_step path[MAX_PATH], scratch[MAX_PATH];
   unsigned path_len;
};

/* A BRA or CAL: without one the code is straight already. */
static bool
branches(const struct nvp_program *ir)
{
   for (unsigned i = 0; i < ir->num_instrs; i++) {
      if (ir->instrs[i].op == NVP_OP_BRA || ir->instrs[i].op == NVP_OP_CAL)
         return true;
   }
   return false;
}

/* A relative c[] read through an address register of 'addrs'. */
static bool
reads_through(const struct nvp_program *ir, unsigned addrs)
{
   for (unsigned i = 0; i < ir->num_instrs; i++) {
      const struct nvp_instr *in = &ir->instrs[i];

      for (unsigned k = 0; k < nvp_opcode_info(in->op)->num_src; k++) {
         if (in->src[k].file == NVP_FILE_PARAM && in->src[k].relative &&
             (addrs & (1u << in->src[k].addr_index)))
            return true;
      }
   }
   return false;
}

void
nvst_vp2_trace_install(struct nvst_program *nvprog)
{
   unsigned varying_addrs;

   if (nvprog->trace || !branches(nvprog->ir) ||
       !nvp_vp2_uniform_flow(nvprog->ir, &varying_addrs))
      return;
   /* What the straight code wins is the relative reads that become
    * fixed; without them llvmpipe runs the loop as fast or faster
    * (vp2-skin-palette in docs/performance.md). */
   if (!reads_through(nvprog->ir, ~varying_addrs))
      return;
   nvprog->trace = calloc(1, sizeof(*nvprog->trace));
   if (nvprog->trace)
      nvprog->trace->uniform_addrs = ~varying_addrs;
}

void
nvst_vp2_trace_free(struct nvst_program *nvprog)
{
   if (!nvprog->trace)
      return;
   nvtgsi_shader_free(&nvprog->trace->general);
   free(nvprog->trace);
   nvprog->trace = NULL;
}

/* The straight code of the path in t->scratch[0..len), or false. */
static bool
emit_path(struct gl_context *ctx, struct nvst_program *nvprog,
          unsigned len, struct nvtgsi_shader *out)
{
   struct nvst_vp2_trace *t = nvprog->trace;
   const struct nvtgsi_shader *general =
      t->straight ? &t->general : &nvprog->tgsi;
   struct nvtgsi_options opts = nvst_emit_options(ctx);
   char err[256];

   opts.trace = t->scratch;
   opts.trace_len = len;
   opts.uniform_addrs = t->uniform_addrs;
   if (!nvtgsi_emit_options(nvprog->ir, &opts, out, err, sizeof(err)))
      return false;
   /* The same layout (nvtgsi_layout() scans the whole program either
    * way), so prog->Parameters serves both codes. */
   if (out->num_bindings != general->num_bindings ||
       memcmp(out->bindings, general->bindings,
              sizeof(*out->bindings) * out->num_bindings) != 0 ||
       out->inputs != general->inputs) {
      nvtgsi_shader_free(out);
      return false;
   }
   return true;
}

/* The general code in nvprog->tgsi again; true if it was not. */
static bool
use_general(struct nvst_program *nvprog)
{
   struct nvst_vp2_trace *t = nvprog->trace;

   if (!t->straight)
      return false;
   nvtgsi_shader_free(&nvprog->tgsi);
   nvprog->tgsi = t->general;
   memset(&t->general, 0, sizeof(t->general));
   t->straight = false;
   return true;
}

void
nvst_vp2_trace_validate(struct gl_context *ctx)
{
   struct gl_program *prog = ctx->VertexProgram._Current;
   struct nvst_program *nvprog = prog ? prog->NVProgram : NULL;
   struct nvst_vp2_trace *t = nvprog ? nvprog->trace : NULL;

   /* ProgramStringARB may have replaced our program (nvst_nir.c). */
   if (!t || t->given_up || nvprog->mesa_ir != prog->arb.Instructions)
      return;
   if (t->have_key &&
       memcmp(t->key, ctx->VertexProgram.Parameters, sizeof(t->key)) == 0)
      return;
   memcpy(t->key, ctx->VertexProgram.Parameters, sizeof(t->key));
   t->have_key = true;

   static const float attribs[NVP_VP1_NUM_ATTRIBS][4];
   float out[NVP_OUT_COUNT][4];
   struct nvp_exec_info info;
   struct nvp_error err;
   bool path = nvp_execute_path(nvprog->ir, attribs, t->key,
                                NVP_VP2_NUM_PARAMS, out, t->scratch,
                                MAX_PATH, &info, &err) &&
               (info.end == NVP_EXEC_END_RET ||
                info.end == NVP_EXEC_END_LAST) &&
               info.trace_len <= MAX_PATH;

   if (path && t->straight && info.trace_len == t->path_len &&
       memcmp(t->scratch, t->path, sizeof(*t->path) * t->path_len) == 0)
      return;
   if (!path && !t->straight)
      return;

   struct nvtgsi_shader code;
   bool changed;

   if (++t->switches > MAX_SWITCHES) {
      t->given_up = true;
      changed = use_general(nvprog);
   } else if (!path) {
      changed = use_general(nvprog);
   } else if (!emit_path(ctx, nvprog, info.trace_len, &code)) {
      t->given_up = true;
      changed = use_general(nvprog);
   } else {
      if (t->straight)
         nvtgsi_shader_free(&nvprog->tgsi);
      else
         t->general = nvprog->tgsi;
      nvprog->tgsi = code;
      t->straight = true;
      t->path_len = info.trace_len;
      memcpy(t->path, t->scratch, sizeof(*t->path) * t->path_len);
      changed = true;
   }
   if (!changed)
      return;
   if (nvst_debug & NVST_DEBUG_TGSI)
      fprintf(stderr, "nvprog: program %u runs as %s\n", prog->Id,
              t->straight ? "the straight code of its path" :
                            "its general code");
   /* Like a program string loaded anew: a fresh parameter list (the
    * state tracker rearranged the last one), its state-backed values,
    * then the state tracker drops the compiled variants and translates
    * nvprog->tgsi (nvst_nir.c). */
   struct gl_program_parameter_list *params =
      nvst_program_parameters(nvprog);
   if (!params) {
      t->given_up = true;
      if (!use_general(nvprog))
         return;
      params = nvst_program_parameters(nvprog);
      if (!params)
         return;
   }
   _mesa_free_parameter_list(prog->Parameters);
   prog->Parameters = params;
   nvst_state_consts_install(ctx, prog);
   st_program_string_notify(ctx, GL_VERTEX_PROGRAM_ARB, prog);
   nvst_share_emitted(nvprog);
}
