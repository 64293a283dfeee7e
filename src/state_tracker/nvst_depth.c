/*
 * o[DEPR] and the fragment pipeline (NV_fragment_program).
 *
 * Section 2.11: "Clipping to the near and far clip planes is ignored if
 * fragment program mode ... [is] enabled, if the current fragment
 * program ... computes per-fragment depth values."  Section 3.11.6: "If
 * depth clamping is enabled, the depth value is clamped to the range
 * [min(n,f), max(n,f)] ...  If depth clamping is disabled, the fragment
 * is discarded if its depth value is outside the range [min(n,f),
 * max(n,f)]."
 *
 * The emitter ends such a program with a discard against the bounds in
 * its NVTGSI_BIND_DEPTH_BOUNDS constant; here the rasterizer state drops
 * near/far clipping, and the bounds follow the depth range and the
 * depth clamp: [min(n,f), max(n,f)] without clamping, (-Inf, +Inf) with
 * it (the drivers then clamp the depth: llvmpipe with depth_clamp,
 * softpipe whenever depth_clip_near is off).
 */
#include <math.h>
#include <string.h>

#include "main/context.h"
#include "pipe/p_state.h"
#include "program/prog_parameter.h"
#include "state_tracker/st_atom_constbuf.h"
#include "state_tracker/st_context.h"

#include "nvst_private.h"

/* The parameter slot of prog's depth bounds, or -1 when prog is not an
 * NV fragment program that replaces the depth. */
static int
bounds_slot(const struct gl_program *prog)
{
   const struct nvst_program *nvprog = prog ? prog->NVProgram : NULL;

   /* A ProgramStringARB string loaded since replaced the NV program. */
   if (!nvprog || nvprog->mesa_ir != prog->arb.Instructions)
      return -1;
   for (unsigned k = 0; k < nvprog->tgsi.num_bindings; k++) {
      if (nvprog->tgsi.bindings[k].kind == NVTGSI_BIND_DEPTH_BOUNDS)
         return (int)k;
   }
   return -1;
}

void
nvst_depth_bounds(const struct gl_context *ctx, float bounds[4])
{
   const float n = ctx->ViewportArray[0].Near;
   const float f = ctx->ViewportArray[0].Far;

   /* st's rasterizer takes "depth clamping" from the far flag
    * (depth_clamp = !depth_clip_far); DEPTH_CLAMP sets both. */
   if (ctx->Transform.DepthClampFar) {
      bounds[0] = -INFINITY;
      bounds[1] = INFINITY;
   } else {
      bounds[0] = MIN2(n, f);
      bounds[1] = MAX2(n, f);
   }
   bounds[2] = bounds[3] = 0.0f;
}

/* Rewrite prog's bounds for ctx's state; true if they changed. */
static bool
update_bounds(struct gl_context *ctx, struct gl_program *prog)
{
   int slot = bounds_slot(prog);
   float want[4];

   if (slot < 0)
      return false;
   nvst_depth_bounds(ctx, want);
   gl_constant_value *dst = prog->Parameters->ParameterValues +
      prog->Parameters->Parameters[slot].ValueOffset;
   if (memcmp(dst, want, sizeof(want)) == 0)
      return false;
   memcpy(dst, want, sizeof(want));
   return true;
}

void
nvst_depth_update_state(struct gl_context *ctx, GLbitfield new_state)
{
   /* DepthRange flags _NEW_VIEWPORT; binding or loading a program
    * _NEW_PROGRAM.  The program that will run is not chosen yet (Mesa
    * picks FragmentProgram._Current after this hook), so the bound one
    * is kept current whether or not it is enabled. */
   if (!(new_state & (_NEW_VIEWPORT | _NEW_PROGRAM)))
      return;
   if (update_bounds(ctx, ctx->FragmentProgram.Current))
      ctx->NewDriverState |=
         ctx->DriverFlags.NewShaderConstants[MESA_SHADER_FRAGMENT];
}

void
nvst_depth_rasterizer_state(struct gl_context *ctx,
                            struct pipe_rasterizer_state *raster)
{
   struct gl_program *fp = ctx->FragmentProgram._Current;

   if (bounds_slot(fp) < 0)
      return;
   raster->depth_clip_near = false;
   raster->depth_clip_far = false;
   /* Enable(DEPTH_CLAMP) reaches Mesa's state validation only as a new
    * rasterizer state, after the constants of this draw were chosen;
    * the fragment program's constants are current (st_update_fp ran
    * before us), so upload them again now. */
   if (update_bounds(ctx, fp))
      st_upload_constants(st_context(ctx), fp, MESA_SHADER_FRAGMENT);
}
