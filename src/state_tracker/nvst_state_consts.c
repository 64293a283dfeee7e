/*
 * Constants of our programs that follow GL state, and the rasterizer
 * state our programs change.
 *
 * o[DEPR] (NV_fragment_program).  Section 2.11: "Clipping to the near and
 * far clip planes is ignored if fragment program mode ... [is] enabled,
 * if the current fragment program ... computes per-fragment depth
 * values."  Section 3.11.6: "If depth clamping is enabled, the depth
 * value is clamped to the range [min(n,f), max(n,f)] ...  If depth
 * clamping is disabled, the fragment is discarded if its depth value is
 * outside the range [min(n,f), max(n,f)]."  The emitter ends such a
 * program with a discard against its NVTGSI_BIND_DEPTH_BOUNDS constant;
 * here the rasterizer state drops near/far clipping, and the bounds
 * follow the depth range and the clamp: [min(n,f), max(n,f)] without
 * clamping, (-Inf, +Inf) with it (the drivers clamp then: llvmpipe with
 * depth_clamp, softpipe whenever depth_clip_near is off).
 *
 * Incomplete textures (NV_fragment_program 3.11.5.20): without "a
 * consistent set of images" the result of TEX/TXP/TXD "is the vector
 * (0,0,0,0)"; Mesa samples its fallback texture, (0,0,0,1), and the
 * emitter clears w by the unit's NVTGSI_BIND_TEX_COMPLETE flag.
 *
 * Clip distances (NV_vertex_program2, the NV options): only where the
 * user clip plane is enabled, by NVTGSI_BIND_CLIP_ENABLE.
 *
 * Sample positions (NV_gpu_program5's IPAS, NVTGSI_BIND_SAMPLE_POS): the
 * offsets from the pixel centre of the draw framebuffer's samples, in
 * GetMultisamplefv(SAMPLE_POSITION)'s window orientation, or the centre
 * without multisample buffers; whether there are such buffers
 * (fragment.samplemask, NVTGSI_BIND_SAMPLE_BUFFERS).
 *
 * Program subroutine parameters (NV_gpu_program5's CALI,
 * NVTGSI_BIND_SUBROUTINE): the context's value for the program's
 * target (nvst_subroutine.c), "context state rather than program
 * state".
 *
 * Enable(DEPTH_CLAMP) and Enable(CLIP_PLANEi) reach Mesa's validation only
 * as a new rasterizer state (no ctx->NewState bit), so both hooks below
 * keep the constants: update_state for what flags NewState, the
 * rasterizer hook for the rest.
 */
#include <math.h>
#include <string.h>

#include "main/context.h"
#include "main/framebuffer.h"
#include "main/samplerobj.h"
#include "main/texobj.h"
#include "pipe/p_context.h"
#include "pipe/p_state.h"
#include "program/prog_parameter.h"
#include "state_tracker/st_atom_constbuf.h"
#include "state_tracker/st_context.h"

#include "nvst_private.h"

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
bool
nvst_texture_complete(struct gl_context *ctx, const struct gl_program *prog,
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

/* sample n's offset from the pixel centre: multisample.c's
 * get_sample_position() and its flip of upside-down framebuffers */
static void
sample_offset(struct gl_context *ctx, unsigned n, float v[4])
{
   struct gl_framebuffer *fb = ctx->DrawBuffer;
   unsigned samples = fb ? _mesa_geometric_samples(fb) : 0;
   float pos[2] = { 0.5f, 0.5f };

   if (samples > 1 && n < samples && ctx->pipe->get_sample_position) {
      ctx->pipe->get_sample_position(ctx->pipe, samples, n, pos);
      if (fb->FlipY)
         pos[1] = 1.0f - pos[1];
   }
   v[0] = pos[0] - 0.5f;
   v[1] = pos[1] - 0.5f;
   v[2] = v[3] = 0.0f;
}

/* What of a program's state-backed constants to rewrite. */
enum {
   DEPTH = 1 << 0,
   TEXTURES = 1 << 1,
   CLIP = 1 << 2,
   SAMPLES = 1 << 3,
   SUBROUTINES = 1 << 4,
   ALL = DEPTH | TEXTURES | CLIP | SAMPLES | SUBROUTINES,
};

/* Rewrite the constants of prog named by what for ctx; true if one
 * changed. */
static bool
refresh(struct gl_context *ctx, struct gl_program *prog, unsigned what)
{
   const struct nvst_program *nvprog = nvst_program_of(prog);
   bool changed = false;

   if (!nvprog)
      return false;
   for (unsigned k = 0; k < nvprog->tgsi.num_bindings; k++) {
      const struct nvtgsi_binding *b = &nvprog->tgsi.bindings[k];
      float v[4];

      if (b->kind == NVTGSI_BIND_DEPTH_BOUNDS && (what & DEPTH)) {
         depth_bounds(ctx, v);
      } else if (b->kind == NVTGSI_BIND_TEX_COMPLETE && (what & TEXTURES)) {
         /* 1.0f: nonzero bits for the emitter's UCMP */
         float flag = nvst_texture_complete(ctx, prog, b->index) ? 1.0f : 0.0f;
         v[0] = v[1] = v[2] = v[3] = flag;
      } else if (b->kind == NVTGSI_BIND_SAMPLE_POS && (what & SAMPLES)) {
         sample_offset(ctx, (unsigned)b->index, v);
      } else if (b->kind == NVTGSI_BIND_SAMPLE_BUFFERS &&
                 (what & SAMPLES)) {
         /* SAMPLE_BUFFERS: 1.0f, nonzero bits for the emitter's UCMP */
         float flag = ctx->DrawBuffer &&
                      _mesa_geometric_samples(ctx->DrawBuffer) > 1 ?
                      1.0f : 0.0f;
         v[0] = v[1] = v[2] = v[3] = flag;
      } else if (b->kind == NVTGSI_BIND_SUBROUTINE &&
                 (what & SUBROUTINES)) {
         union { float f; uint32_t u; } bits = {
            .u = nvst_subroutine_value(ctx, nvprog->target, b->index) };
         v[0] = v[1] = v[2] = v[3] = bits.f;
      } else if (b->kind == NVTGSI_BIND_CLIP_ENABLE && (what & CLIP)) {
         for (unsigned c = 0; c < 4; c++) {
            unsigned plane = 4 * b->index + c;
            v[c] = ctx->Transform.ClipPlanesEnabled & (1u << plane) ?
                   1.0f : 0.0f;
         }
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

/* refresh() outside a draw, under the program's mutex (nvst_share.c):
 * the list holds another context's values if that context wrote them
 * last, so then all are written and uploaded. */
static bool
refresh_shared(struct gl_context *ctx, struct gl_program *prog,
               unsigned what)
{
   bool other = nvst_share_lock(ctx, prog);
   bool changed = refresh(ctx, prog, other ? ALL : what);
   nvst_share_unlock(prog);
   return changed || other;
}

void
nvst_state_consts_install(struct gl_context *ctx, struct gl_program *prog)
{
   refresh(ctx, prog, ALL);
}

bool
nvst_state_consts_subroutines(struct gl_context *ctx,
                              struct gl_program *prog)
{
   return prog && refresh_shared(ctx, prog, SUBROUTINES);
}

void
nvst_state_consts_update(struct gl_context *ctx, GLbitfield new_state)
{
   /* DepthRange flags _NEW_VIEWPORT; binding or loading a program
    * _NEW_PROGRAM; texture images, parameters, bindings and sampler
    * objects _NEW_TEXTURE_OBJECT / _NEW_TEXTURE_STATE.  The programs that
    * will run are not chosen yet (Mesa sets the _Current ones after this
    * hook), so the bound ones are kept current whether or not they are
    * enabled. */
   const GLbitfield tex_state = _NEW_TEXTURE_OBJECT | _NEW_TEXTURE_STATE;
   unsigned what = 0;

   if (new_state & (_NEW_VIEWPORT | _NEW_PROGRAM))
      what |= DEPTH;
   if (new_state & (tex_state | _NEW_PROGRAM))
      what |= TEXTURES;
   /* a new draw framebuffer: _NEW_BUFFERS */
   if (new_state & (_NEW_BUFFERS | _NEW_PROGRAM))
      what |= SAMPLES;
   /* binding a program: this context's subroutine parameters */
   if (new_state & _NEW_PROGRAM)
      what |= SUBROUTINES;
   if (!what)
      return;
   if (refresh_shared(ctx, ctx->FragmentProgram.Current, what))
      ctx->NewDriverState |=
         ctx->DriverFlags.NewShaderConstants[MESA_SHADER_FRAGMENT];
   if ((new_state & _NEW_PROGRAM) &&
       refresh_shared(ctx, ctx->VertexProgram.Current, CLIP | SUBROUTINES))
      ctx->NewDriverState |=
         ctx->DriverFlags.NewShaderConstants[MESA_SHADER_VERTEX];
   /* NV_gpu_program5 tessellation programs: their subroutine
    * parameters */
   if ((new_state & _NEW_PROGRAM) && ctx->TessCtrlProgram.Current &&
       refresh_shared(ctx, ctx->TessCtrlProgram.Current, SUBROUTINES))
      ctx->NewDriverState |=
         ctx->DriverFlags.NewShaderConstants[MESA_SHADER_TESS_CTRL];
   if ((new_state & _NEW_PROGRAM) && ctx->TessEvalProgram.Current &&
       refresh_shared(ctx, ctx->TessEvalProgram.Current, SUBROUTINES))
      ctx->NewDriverState |=
         ctx->DriverFlags.NewShaderConstants[MESA_SHADER_TESS_EVAL];
   /* a "!!NVgp4.0" program writes result.clip[n] as a vertex program
    * does */
   if ((new_state & _NEW_PROGRAM) && ctx->GeometryProgram.Current &&
       refresh_shared(ctx, ctx->GeometryProgram.Current, CLIP | what))
      ctx->NewDriverState |=
         ctx->DriverFlags.NewShaderConstants[MESA_SHADER_GEOMETRY];
}

void
nvst_state_consts_rasterizer(struct gl_context *ctx,
                             struct pipe_rasterizer_state *raster)
{
   struct gl_program *fp = ctx->FragmentProgram._Current;
   struct gl_program *vp = ctx->VertexProgram._Current;
   struct gl_program *gp = ctx->GeometryProgram._Current;
   const struct nvst_program *nvprog = nvst_program_of(fp);
   bool replaces_depth = false;

   /* The shaders of this draw were chosen before us (st_update_fp and
    * st_update_vp come first), their constants are uploaded after us
    * only if something else changed them: upload what we change now. */
   if (refresh(ctx, vp, CLIP))
      st_upload_constants(st_context(ctx), vp, MESA_SHADER_VERTEX);
   if (gp && refresh(ctx, gp, CLIP))
      st_upload_constants(st_context(ctx), gp, MESA_SHADER_GEOMETRY);

   for (unsigned k = 0; nvprog && k < nvprog->tgsi.num_bindings; k++)
      replaces_depth |=
         nvprog->tgsi.bindings[k].kind == NVTGSI_BIND_DEPTH_BOUNDS;
   if (!replaces_depth)
      return;
   raster->depth_clip_near = false;
   raster->depth_clip_far = false;
   if (refresh(ctx, fp, DEPTH))
      st_upload_constants(st_context(ctx), fp, MESA_SHADER_FRAGMENT);
}
