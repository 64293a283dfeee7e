/*
 * The image units of NV_gpu_program5's LOADIM, STOREIM and ATOMIM: before
 * each draw and dispatch, the NVTGSI_BIND_IMAGE constants of the
 * programs that use them (src/tgsi_emit/nvtgsi_gp5_image.c) from the
 * units EXT_shader_image_load_store's BindImageTextureEXT binds
 * (ctx->ImageUnits, Mesa's own state).
 *
 * The programs access an image as raw memory, as NVIDIA's driver does
 * (docs/languages/gp5-images-storage.md): llvmpipe and softpipe keep a
 * texture's levels linearly in this process's memory, so the constants
 * are the host address of the bound level (at the bound layer, unless
 * the binding is layered), its row and image pitches and its size in
 * bytes per row, rows and layers, and the bytes of the bound layers'
 * storage (the extent a byte access's dword must stay in).  The storage
 * is found as Mesa finds it for a GLSL image (st_convert_image():
 * texture views, buffer textures and their range, the finalized
 * texture) and mapped without waiting, to learn where it lies; it does
 * not move while the texture keeps it, and the constants are written
 * again at each draw.  A unit Mesa finds not valid
 * (_mesa_is_image_unit_valid(): no texture, an incomplete one, an
 * incompatible format) gets zeros, which make every access out of
 * range: loads give 0, stores and atomics do nothing.
 *
 * Synchronisation: "Global and image memory accesses in assembly
 * programs are weakly ordered" (NV_gpu_program5); the application
 * orders them with MemoryBarrierEXT, whose barrier waits for the draws
 * before it on both drivers (llvmpipe finishes, softpipe flushes its
 * tile caches).
 */
#include <string.h>

#include "main/context.h"
#include "main/shaderimage.h"
#include "pipe/p_context.h"
#include "pipe/p_state.h"
#include "state_tracker/st_atom_constbuf.h"
#include "state_tracker/st_context.h"
#include "state_tracker/st_texture.h"
#include "util/format/u_format.h"
#include "util/u_box.h"
#include "util/u_inlines.h"

#include "nvst_private.h"

/* The two constants of unit u (nvtgsi.h, NVTGSI_BIND_IMAGE). */
static void
unit_constants(struct gl_context *ctx, unsigned u, uint32_t c[2][4])
{
   struct st_context *st = st_context(ctx);
   struct gl_image_unit *iu = &ctx->ImageUnits[u];
   struct pipe_image_view view;
   struct pipe_transfer *xfer = NULL;
   uint8_t *p;

   memset(c, 0, 8 * sizeof(uint32_t));
   if (u >= ctx->Const.MaxImageUnits || !iu->TexObj ||
       !_mesa_is_image_unit_valid(ctx, iu))
      return;
   memset(&view, 0, sizeof(view));
   st_convert_image(st, iu, &view, GL_READ_WRITE);
   struct pipe_resource *res = view.resource;
   if (!res)
      return;
   if (res->target == PIPE_BUFFER) {
      unsigned texel = util_format_get_blocksize(view.format);
      if (!view.u.buf.size || !texel)
         return;
      p = pipe_buffer_map_range(ctx->pipe, res, view.u.buf.offset,
                                view.u.buf.size,
                                PIPE_MAP_READ | PIPE_MAP_UNSYNCHRONIZED,
                                &xfer);
      if (!p)
         return;
      pipe_buffer_unmap(ctx->pipe, xfer);
      c[1][0] = view.u.buf.size / texel * texel;
      c[1][1] = c[1][2] = 1;
      c[1][3] = c[1][0];
   } else {
      unsigned level = view.u.tex.level;
      unsigned w = u_minify(res->width0, level);
      unsigned h = u_minify(res->height0, level);
      unsigned layers = view.u.tex.last_layer - view.u.tex.first_layer + 1;
      struct pipe_box box;
      u_box_3d(0, 0, view.u.tex.first_layer, w, h, layers, &box);
      p = ctx->pipe->texture_map(ctx->pipe, res, level,
                                 PIPE_MAP_READ | PIPE_MAP_UNSYNCHRONIZED,
                                 &box, &xfer);
      if (!p)
         return;
      c[0][2] = xfer->stride;
      c[0][3] = (uint32_t)xfer->layer_stride;
      ctx->pipe->texture_unmap(ctx->pipe, xfer);
      c[1][0] = util_format_get_stride(res->format, w);
      c[1][1] = util_format_get_nblocksy(res->format, h);
      c[1][2] = layers;
      /* the storage of the layers: llvmpipe pads rows and levels (to
       * its cache line), softpipe packs them */
      c[1][3] = layers * c[0][3];
   }
   uint64_t address = (uint64_t)(uintptr_t)p;
   c[0][0] = (uint32_t)address;
   c[0][1] = (uint32_t)(address >> 32);
}

/* Writes prog's image constants; true if one changed. */
static bool
refresh(struct gl_context *ctx, struct gl_program *prog)
{
   const struct nvst_program *nvprog = nvst_program_of(prog);
   uint32_t c[NVP_MAX_IMAGE_UNITS][2][4];
   uint8_t done = 0;
   bool changed = false;

   if (!nvprog)
      return false;
   for (unsigned k = 0; k < nvprog->tgsi.num_bindings; k++) {
      const struct nvtgsi_binding *b = &nvprog->tgsi.bindings[k];
      if (b->kind != NVTGSI_BIND_IMAGE)
         continue;
      unsigned u = (unsigned)b->index / 2, h = (unsigned)b->index % 2;
      if (u >= NVP_MAX_IMAGE_UNITS)
         continue;
      if (!(done & (1u << u))) {
         unit_constants(ctx, u, c[u]);
         done |= (uint8_t)(1u << u);
      }
      gl_constant_value *dst = prog->Parameters->ParameterValues +
         prog->Parameters->Parameters[k].ValueOffset;
      if (memcmp(dst, c[u][h], sizeof(c[u][h])) != 0) {
         memcpy(dst, c[u][h], sizeof(c[u][h]));
         changed = true;
      }
   }
   return changed;
}

void
nvst_image_validate(struct gl_context *ctx, struct gl_program *prog,
                    gl_shader_stage stage)
{
   if (prog && refresh(ctx, prog))
      ctx->NewDriverState |= ctx->DriverFlags.NewShaderConstants[stage];
}

/* A dispatch: the state is validated already, so the constants go up
 * now if they changed. */
void
nvst_image_dispatch(struct gl_context *ctx, struct gl_program *prog)
{
   if (prog && refresh(ctx, prog))
      st_upload_constants(st_context(ctx), prog, MESA_SHADER_COMPUTE);
}
