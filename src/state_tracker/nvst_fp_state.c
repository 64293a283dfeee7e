/*
 * Fragment-pipeline state behind an NV fragment program's constants, and
 * the rasterizer state it changes (NV_fragment_program).
 *
 * o[DEPR].  Section 2.11: "Clipping to the near and far clip planes is
 * ignored if fragment program mode ... [is] enabled, if the current
 * fragment program ... computes per-fragment depth values."  Section
 * 3.11.6: "If depth clamping is enabled, the depth value is clamped to
 * the range [min(n,f), max(n,f)] ...  If depth clamping is disabled, the
 * fragment is discarded if its depth value is outside the range
 * [min(n,f), max(n,f)]."  The emitter ends such a program with a discard
 * against its NVTGSI_BIND_DEPTH_BOUNDS constant; here the rasterizer
 * state drops near/far clipping, and the bounds follow the depth range
 * and the clamp: [min(n,f), max(n,f)] without clamping, (-Inf, +Inf)
 * with it (the drivers clamp then: llvmpipe with depth_clamp, softpipe
 * whenever depth_clip_near is off).
 *
 * Incomplete textures.  Section 3.11.5.20: without "a consistent set of
 * images" the result of TEX/TXP/TXD "is the vector (0,0,0,0)"; Mesa
 * samples its fallback texture, (0,0,0,1), and the emitter clears w by
 * the unit's NVTGSI_BIND_TEX_COMPLETE flag, kept here.
 */
#include <math.h>
#include <string.h>

#include "main/context.h"
#include "main/samplerobj.h"
#include "main/texobj.h"
#include "pipe/p_state.h"
#include "program/prog_parameter.h"
#include "state_tracker/st_atom_constbuf.h"
#include "state_tracker/st_context.h"

#include "nvst_private.h"

/* The NV program that is prog's contents, or NULL (none, or a
 * ProgramStringARB string loaded since replaced it). */
static const struct nvst_program *
current_nv(const struct gl_program *prog)
{
   const struct nvst_program *nvprog = prog ? prog->NVProgram : NULL;

   if (!nvprog || nvprog->mesa_ir != prog->arb.Instructions)
      return NULL;
   return nvprog;
}

static void
depth_bounds(const struct gl_context *ctx, float v[4])
{
   const float n = ctx->ViewportArray[0].Near;
   const float f = ctx->ViewportArray[0].Far;

   /* st's rasterizer takes "depth clamping" from the far flag
    * (depth_clamp = !depth_clip_far); DEPTH_CLAMP sets both. */
   if (ctx->Transform.DepthClampFar) {
      v[0] = -INFINITY;
      v[1] = INFINITY;
   } else {
      v[0] = MIN2(n, f);
      v[1] = MAX2(n, f);
   }
   v[2] = v[3] = 0.0f;
}

/* Whether the texture of unit u that prog samples is complete, as
 * texstate.c's update_single_program_texture() decides before it falls
 * back to (0,0,0,1). */
static bool
texture_complete(struct gl_context *ctx, const struct gl_program *prog,
                 unsigned u)
{
   const struct gl_texture_unit *unit = &ctx->Texture.Unit[u];
   int target = ffs(prog->TexturesUsed[u]) - 1;

   if (target < 0)
      return true;
   struct gl_texture_object *tex = unit->CurrentTex[target];
   if (!tex)
      return false;
   const struct gl_sampler_object *sampler =
      unit->Sampler ? unit->Sampler : &tex->Sampler;
   if (_mesa_is_texture_complete(tex, sampler,
                                 ctx->Const.ForceIntegerTexNearest))
      return true;
   _mesa_test_texobj_completeness(ctx, tex);
   return _mesa_is_texture_complete(tex, sampler,
                                    ctx->Const.ForceIntegerTexNearest);
}

/* Rewrite the state-backed constants of prog for ctx; true if one
 * changed. */
static bool
refresh(struct gl_context *ctx, struct gl_program *prog, bool depth,
        bool textures)
{
   const struct nvst_program *nvprog = current_nv(prog);
   bool changed = false;

   if (!nvprog)
      return false;
   for (unsigned k = 0; k < nvprog->tgsi.num_bindings; k++) {
      const struct nvtgsi_binding *b = &nvprog->tgsi.bindings[k];
      float v[4];

      if (b->kind == NVTGSI_BIND_DEPTH_BOUNDS && depth) {
         depth_bounds(ctx, v);
      } else if (b->kind == NVTGSI_BIND_TEX_COMPLETE && textures) {
         /* 1.0f: nonzero bits for the emitter's UCMP */
         float flag = texture_complete(ctx, prog, b->index) ? 1.0f : 0.0f;
         v[0] = v[1] = v[2] = v[3] = flag;
      } else {
         continue;
      }
      gl_constant_value *dst = prog->Parameters->ParameterValues +
         prog->Parameters->Parameters[k].ValueOffset;
      if (memcmp(dst, v, sizeof(v)) != 0) {
         memcpy(dst, v, sizeof(v));
         changed = true;
      }
   }
   return changed;
}

void
nvst_fp_state_install(struct gl_context *ctx, struct gl_program *prog)
{
   refresh(ctx, prog, true, true);
}

void
nvst_fp_state_update(struct gl_context *ctx, GLbitfield new_state)
{
   /* DepthRange flags _NEW_VIEWPORT; binding or loading a program
    * _NEW_PROGRAM; texture images, parameters, bindings and sampler
    * objects _NEW_TEXTURE_OBJECT / _NEW_TEXTURE_STATE.  The program that
    * will run is not chosen yet (Mesa sets FragmentProgram._Current
    * after this hook), so the bound one is kept current whether or not
    * it is enabled. */
   const GLbitfield tex_state = _NEW_TEXTURE_OBJECT | _NEW_TEXTURE_STATE;
   bool depth = new_state & (_NEW_VIEWPORT | _NEW_PROGRAM);
   bool textures = new_state & (tex_state | _NEW_PROGRAM);

   if ((depth || textures) &&
       refresh(ctx, ctx->FragmentProgram.Current, depth, textures))
      ctx->NewDriverState |=
         ctx->DriverFlags.NewShaderConstants[MESA_SHADER_FRAGMENT];
}

void
nvst_fp_rasterizer_state(struct gl_context *ctx,
                         struct pipe_rasterizer_state *raster)
{
   struct gl_program *fp = ctx->FragmentProgram._Current;
   const struct nvst_program *nvprog = current_nv(fp);
   bool replaces_depth = false;

   for (unsigned k = 0; nvprog && k < nvprog->tgsi.num_bindings; k++)
      replaces_depth |=
         nvprog->tgsi.bindings[k].kind == NVTGSI_BIND_DEPTH_BOUNDS;
   if (!replaces_depth)
      return;
   raster->depth_clip_near = false;
   raster->depth_clip_far = false;
   /* Enable(DEPTH_CLAMP) reaches Mesa's state validation only as a new
    * rasterizer state, after the constants of this draw were chosen;
    * the fragment program's constants are current (st_update_fp ran
    * before us), so upload them again now. */
   if (refresh(ctx, fp, true, false))
      st_upload_constants(st_context(ctx), fp, MESA_SHADER_FRAGMENT);
}
