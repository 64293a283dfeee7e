/*
 * NV_shader_storage_buffer_object's STORAGE variables: what a draw or a
 * dispatch gives the programs that read them.
 *
 * "program.storage[n]" is SHADER_STORAGE_BUFFER binding point n, the
 * one BindBufferBase and BindBufferRange set for GLSL's storage blocks
 * (ctx->ShaderStorageBufferBindings).  The emitter reaches a storage
 * buffer as it reaches a GPU address (src/tgsi_emit/nvtgsi_gp5_storage.c):
 * through the host address of the buffer's storage, which llvmpipe and
 * softpipe keep in this process's memory (nvst_memory.c), checked
 * against the bound size.  Before each draw and dispatch this file
 * writes, for every binding point a program uses, its NVTGSI_BIND_STORAGE
 * constant: the address of the bound range's first byte and its size.
 *
 * The buffers are also bound as the stage's Gallium shader buffers, at
 * their binding points, though the code never reads them there: so the
 * driver knows what a draw reads and writes.  llvmpipe defers a draw's
 * fragments; a later GetBufferSubData, MapBufferRange or BufferSubData
 * of a buffer a queued draw uses waits for that draw, as for GLSL's
 * storage blocks, and the queued draw holds the storage it addresses.
 */
#include <string.h>

#include "main/context.h"
#include "main/mtypes.h"
#include "pipe/p_context.h"
#include "pipe/p_state.h"
#include "program/prog_parameter.h"
#include "state_tracker/st_atom_constbuf.h"
#include "state_tracker/st_context.h"
#include "tgsi/tgsi_from_mesa.h"
#include "util/u_inlines.h"

#include "nvst_private.h"

/* The host address of res's storage, kept per binding point until the
 * binding point holds other storage (a reference keeps the address from
 * naming a later buffer meanwhile). */
static uint64_t
host_address(struct gl_context *ctx, unsigned n, struct pipe_resource *res)
{
   struct nvst_storage_cache *c = &nvst_context(ctx)->storage[n];
   struct pipe_transfer *xfer = NULL;

   if (c->res == res)
      return c->address;
   void *p = pipe_buffer_map_range(ctx->pipe, res, 0, 1,
                                   PIPE_MAP_READ | PIPE_MAP_UNSYNCHRONIZED,
                                   &xfer);
   if (p)
      pipe_buffer_unmap(ctx->pipe, xfer);
   pipe_resource_reference(&c->res, res);
   c->address = (uint64_t)(uintptr_t)p;
   return c->address;
}

/* Binding point n: the Gallium buffer, the offset and the size of the
 * range it binds (0 when none or an empty one). */
static struct gl_buffer_object *
bound_range(struct gl_context *ctx, unsigned n, unsigned *offset,
            unsigned *size)
{
   const struct gl_buffer_binding *b = &ctx->ShaderStorageBufferBindings[n];
   struct gl_buffer_object *obj = b->BufferObject;

   *offset = *size = 0;
   if (!obj || !obj->buffer || obj->Size <= 0 || b->Offset < 0 ||
       b->Offset >= obj->Size)
      return NULL;
   GLsizeiptr avail = obj->Size - b->Offset;
   /* "AutomaticSize" is BindBufferBase's; BindBufferRange names one */
   if (!b->AutomaticSize && b->Size < avail)
      avail = b->Size;
   if (avail > UINT32_MAX)
      avail = UINT32_MAX;
   *offset = (unsigned)b->Offset;
   *size = (unsigned)avail;
   return obj;
}

/* The NVTGSI_BIND_STORAGE constants of prog, written for ctx's
 * bindings; true if one changed. */
static bool
refresh(struct gl_context *ctx, struct gl_program *prog)
{
   const struct nvst_program *nvprog = nvst_program_of(prog);
   bool changed = false;

   for (unsigned k = 0; k < nvprog->tgsi.num_bindings; k++) {
      const struct nvtgsi_binding *b = &nvprog->tgsi.bindings[k];
      uint32_t v[4] = { 0, 0, 0, 0 };
      unsigned offset, size;

      if (b->kind != NVTGSI_BIND_STORAGE)
         continue;
      struct gl_buffer_object *obj =
         bound_range(ctx, (unsigned)b->index, &offset, &size);
      uint64_t base = obj ? host_address(ctx, (unsigned)b->index,
                                         obj->buffer) : 0;
      if (base) {
         base += offset;
         v[0] = (uint32_t)base;
         v[1] = (uint32_t)(base >> 32);
         v[2] = size;
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

/* The bound buffers as the stage's Gallium shader buffers n (those the
 * program writes as writable ones). */
static void
bind_buffers(struct gl_context *ctx, const struct nvp_program *ir,
             enum pipe_shader_type shader)
{
   struct pipe_context *pipe = ctx->pipe;
   struct pipe_shader_buffer buffers[NVST_STORAGE_BINDINGS];
   unsigned count = 0;

   if (!pipe->set_shader_buffers)
      return;
   memset(buffers, 0, sizeof(buffers));
   for (unsigned n = 0; n < NVST_STORAGE_BINDINGS; n++) {
      unsigned offset, size;
      if (!(ir->storage_bound & (1u << n)))
         continue;
      struct gl_buffer_object *obj = bound_range(ctx, n, &offset, &size);
      if (obj) {
         buffers[n].buffer = obj->buffer;
         buffers[n].buffer_offset = offset;
         buffers[n].buffer_size = size;
      }
      count = n + 1;
   }
   pipe->set_shader_buffers(pipe, shader, 0, count, buffers,
                            ir->storage_written);
}

static bool
uses_storage(struct gl_program *prog)
{
   const struct nvst_program *nvprog = nvst_program_of(prog);

   return nvprog && nvprog->ir && nvprog->ir->storage_bound;
}

/* Before a draw (nvst_share_begin, the programs locked): the constants
 * of every stage's program, uploaded with this draw's where they
 * changed. */
void
nvst_storage_validate(struct gl_context *ctx,
                      struct gl_program *const prog[NVST_SHARE_STAGES])
{
   for (unsigned s = 0; s < NVST_SHARE_STAGES; s++) {
      if (!uses_storage(prog[s]))
         continue;
      gl_shader_stage stage = prog[s]->info.stage;
      bind_buffers(ctx, nvst_program_of(prog[s])->ir,
                   pipe_shader_type_from_mesa(stage));
      if (refresh(ctx, prog[s]))
         ctx->NewDriverState |= ctx->DriverFlags.NewShaderConstants[stage];
   }
}

/* Before DispatchCompute launches an NV_compute_program5 program (after
 * Mesa's validation): its constants, uploaded now where they changed. */
void
nvst_storage_dispatch(struct gl_context *ctx, struct gl_program *prog)
{
   if (!uses_storage(prog))
      return;
   bind_buffers(ctx, nvst_program_of(prog)->ir, PIPE_SHADER_COMPUTE);
   bool other = nvst_share_lock(ctx, prog);
   bool changed = refresh(ctx, prog);
   if (changed || other)
      st_upload_constants(st_context(ctx), prog, MESA_SHADER_COMPUTE);
   nvst_share_unlock(prog);
}

void
nvst_storage_free(struct gl_context *ctx)
{
   struct nvst_context *nv = nvst_context(ctx);

   for (unsigned n = 0; n < NVST_STORAGE_BINDINGS; n++)
      pipe_resource_reference(&nv->storage[n].res, NULL);
}
