/*
 * NV programs drawn by several contexts of one share group.
 *
 * A program object is shared state ("Fragment program names, targets,
 * formats, program string ... residency information" are shared alike,
 * ARB_fragment_program), and nvprog changes it at draw time: the VP2
 * path (nvst_vp2_trace.c), the count and path of a fragment program
 * (nvst_fp_count.c), the textures and parameters a fragment program was
 * emitted for (nvst_fragment_validate()) each emit the program again,
 * replace nvst_program::tgsi and gl_program::Parameters and hand the new
 * code to Mesa, which frees every context's variants of the program and
 * its NIR.  The constants that follow context state (depth bounds,
 * texture completeness, clip enables: nvst_state_consts.c) are written
 * into the program's one parameter list.  Two contexts drawing the same
 * program at once would race on all of this, and a context that drew it
 * before another emitted it again would keep a variant Mesa freed.
 *
 * So each NV program has a mutex, held from the start of
 * st_validate_state for a draw (hook 0013) to its end (hook 0016): the
 * re-emission, Mesa's choice or compilation of a variant and the upload
 * of the constants read the program under it.  The vertex program's is
 * taken first, then the fragment program's (a global order: no two
 * contexts wait on each other).  The draw after st_validate_state reads
 * only this context's variant and its own copy of the constants (Mesa
 * uploads them to a buffer rather than pointing the driver at the shared
 * list: st_context::prefer_real_buffer_in_constbuf0, set at context
 * creation).  Under the mutex a context that finds the program emitted
 * again since it last drew it (nvst_program::generation), or last drawn
 * by another context, has Mesa choose its variant and upload its
 * constants again, after writing its own state-following constants.
 * Uncontended, a draw pays one lock and unlock per NV program and three
 * compares.
 */
#include "state_tracker/st_context.h"

#include "nvst_private.h"

/* The NV program behind prog, if any (a ProgramStringARB string that
 * replaced it still leaves the object NV: locking it is harmless). */
static struct nvst_program *
nv_of(struct gl_program *prog)
{
   return prog ? prog->NVProgram : NULL;
}

/* The stages whose NV programs a draw locks, in locking order (the
 * index of nvst_context's locked[] and seen[]). */
static const gl_shader_stage share_stages[NVST_SHARE_STAGES] = {
   MESA_SHADER_VERTEX, MESA_SHADER_FRAGMENT, MESA_SHADER_GEOMETRY,
   /* NV_tessellation_program5 */
   MESA_SHADER_TESS_CTRL, MESA_SHADER_TESS_EVAL,
};

static struct gl_program *
current_program(struct gl_context *ctx, unsigned stage)
{
   switch (share_stages[stage]) {
   case MESA_SHADER_VERTEX:
      return ctx->VertexProgram._Current;
   case MESA_SHADER_FRAGMENT:
      return ctx->FragmentProgram._Current;
   case MESA_SHADER_TESS_CTRL:
      return ctx->TessCtrlProgram._Current;
   case MESA_SHADER_TESS_EVAL:
      return ctx->TessEvalProgram._Current;
   default:
      return ctx->GeometryProgram._Current;
   }
}

/* Under the program's mutex: make the shared program fit this context. */
static void
adopt(struct gl_context *ctx, struct gl_program *prog,
      struct nvst_program *nvprog, unsigned stage)
{
   struct nvst_context *nv = nvst_context(ctx);
   const gl_shader_stage mesa_stage = share_stages[stage];

   if (nv->seen[stage] == nvprog &&
       nv->seen_generation[stage] == nvprog->generation &&
       nvprog->last_ctx == ctx)
      return;
   /* Another context wrote its state-following constants into the list
    * this context's upload copies; and this context's last upload may
    * predate them all. */
   if (nvprog->last_ctx != ctx) {
      nvst_state_consts_install(ctx, prog);
      ctx->NewDriverState |= ctx->DriverFlags.NewShaderConstants[mesa_stage];
      nvprog->last_ctx = ctx;
   }
   /* Emitted again, by this context or another, since this context drew
    * it last (or a program it has not drawn yet: harmless): Mesa freed
    * the variant this context may still have bound.  What Mesa flags
    * when another program is bound (update_program() in state.c): the
    * variant is chosen again, the constants uploaded. */
   if (nv->seen[stage] != nvprog ||
       nv->seen_generation[stage] != nvprog->generation)
      ctx->NewDriverState |= prog->affected_states;
   nv->seen[stage] = nvprog;
   nv->seen_generation[stage] = nvprog->generation;
}

void
nvst_share_begin(struct gl_context *ctx)
{
   struct nvst_context *nv = nvst_context(ctx);
   struct gl_program *prog[NVST_SHARE_STAGES];

   /* before the locks: it may make a program's variants again */
   nvst_xfb_validate(ctx);
   for (unsigned s = 0; s < NVST_SHARE_STAGES; s++) {
      prog[s] = current_program(ctx, s);
      nv->locked[s] = nv_of(prog[s]);
      if (nv->locked[s])
         simple_mtx_lock(&nv->locked[s]->lock);
   }

   nvst_vp2_trace_validate(ctx);
   nvst_fragment_validate(ctx);

   for (unsigned s = 0; s < NVST_SHARE_STAGES; s++) {
      if (nv->locked[s])
         adopt(ctx, prog[s], nv->locked[s], s);
   }
   nvst_param_buffer_validate(ctx, prog);
   for (unsigned s = 0; s < NVST_SHARE_STAGES; s++)
      nvst_image_validate(ctx, prog[s], share_stages[s]);
   nvst_storage_validate(ctx, prog);
}

void
nvst_share_end(struct gl_context *ctx)
{
   struct nvst_context *nv = nvst_context(ctx);

   for (unsigned s = NVST_SHARE_STAGES; s-- > 0;) {
      if (nv->locked[s])
         simple_mtx_unlock(&nv->locked[s]->lock);
      nv->locked[s] = NULL;
   }
}

/* The update_state hook refreshes the state-following constants of the
 * bound programs outside any draw: under the mutex too.  True if another
 * context wrote them last (then all of them are refreshed, and
 * uploaded). */
bool
nvst_share_lock(struct gl_context *ctx, struct gl_program *prog)
{
   struct nvst_program *nvprog = nv_of(prog);
   bool other;

   if (!nvprog)
      return false;
   simple_mtx_lock(&nvprog->lock);
   other = nvprog->last_ctx != ctx;
   nvprog->last_ctx = ctx;
   return other;
}

void
nvst_share_unlock(struct gl_program *prog)
{
   struct nvst_program *nvprog = nv_of(prog);

   if (nvprog)
      simple_mtx_unlock(&nvprog->lock);
}

/* A context is destroyed: no program may take a later context at its
 * address for the one that wrote its constants. */
void
nvst_share_forget_context(struct gl_context *ctx,
                          struct nvst_program *nvprog)
{
   simple_mtx_lock(&nvprog->lock);
   if (nvprog->last_ctx == ctx)
      nvprog->last_ctx = NULL;
   simple_mtx_unlock(&nvprog->lock);
}

/* A new program string was handed to Mesa under the mutex: the other
 * contexts' variants are gone. */
void
nvst_share_emitted(struct nvst_program *nvprog)
{
   nvprog->generation++;
}
