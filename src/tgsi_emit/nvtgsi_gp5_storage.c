/*
 * NV_shader_storage_buffer_object's LDB, STB and ATOMB (the front end is
 * src/nvprog/nvp_arb_gp5_storage.c) on the GPU address path of LOAD,
 * STORE and ATOM (nvtgsi_gp5_mem.c).
 *
 * A STORAGE variable names SHADER_STORAGE_BUFFER binding point n.  The
 * state tracker writes, before each draw or dispatch, a constant per
 * binding point the program uses (NVTGSI_BIND_STORAGE, n): x and y the
 * host address of the bound range's first byte (llvmpipe and softpipe
 * keep a buffer's storage in this process's memory, as for
 * NV_shader_buffer_load: src/state_tracker/nvst_memory.c), z its size in
 * bytes, 0 with no buffer bound.  An access of s bytes (the storage
 * modifier's size times its count) at byte offset o is then
 *
 *    a = o & ~(c - 1)          (c: the size of one component)
 *    UIF a + s <= size: the access at base + a (LOAD, STORE, ATOM*)
 *    ELSE: a load or an atomic gives 0, a store writes nothing
 *
 * with what NVIDIA's driver did (docs/languages/gp5-images-storage.md):
 * a misaligned address is aligned down (LDB.U32 at 6 reads the word at
 * 4, STB.U32 at 9 writes the word at 8) and the aligned bytes are what
 * must lie in the bound range (STB.U32 at 254 of a 256-byte buffer wrote
 * the word at 252; at 256 it wrote nothing; LDB.U32 at 4096 read 0, and
 * LDB.U32X4 at 252 read 0 in z and w: aligned to its components, not to
 * its 16 bytes, which would have read words 62 and 63).
 */
#include "tgsi/tgsi_ureg.h"

#include "nvtgsi_gp4_priv.h"
#include "nvtgsi_priv.h"

#define X TGSI_WRITEMASK_X

static struct ureg_dst
wm(struct ureg_dst d, unsigned mask)
{
   return ureg_writemask(d, mask);
}

static struct ureg_src
comp(struct ureg_dst d, unsigned c)
{
   return ureg_scalar(ureg_src(d), c);
}

/* The bytes an access of the instruction's storage modifier spans. */
static unsigned
access_bytes(const struct nvp_instr *in)
{
   const struct nvp_storage_info *st =
      nvp_storage_info((enum nvp_storage)in->storage);

   return st->bytes * st->count;
}

/* CONST[k] of binding point n (NVTGSI_BIND_STORAGE), declared once. */
static struct ureg_src
descriptor(struct nvtgsi_ctx *ctx, unsigned n)
{
   struct nvtgsi_gp4 *g = ctx->gp4;

   if (!g->storage_slot[n]) {
      int k = nvtgsi_append_binding(&ctx->bindings, &ctx->num_bindings,
                                    NVTGSI_BIND_STORAGE, (int)n);
      if (k < 0) {
         nvtgsi_error(ctx, "out of memory");
         return ureg_imm1u(ctx->ureg, 0);
      }
      ureg_DECL_constant(ctx->ureg, k);
      g->storage_slot[n] = k + 1;
   }
   return ureg_src_register(TGSI_FILE_CONSTANT, g->storage_slot[n] - 1);
}

struct ureg_src
nvtgsi_gp5_storage_offset(struct nvtgsi_ctx *ctx, const struct nvp_src *s,
                          struct ureg_dst tmp)
{
   struct ureg_program *u = ctx->ureg;

   if (!s->relative)
      return ureg_imm1u(u, (unsigned)s->index);
   ureg_UADD(u, wm(tmp, X), nvtgsi_gp4_relative_index(ctx, s),
             ureg_imm1u(u, (unsigned)s->index));
   return comp(tmp, TGSI_SWIZZLE_X);
}

/* t.x: the offset of operand i aligned down to the component size. */
static void
aligned_offset(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
               unsigned i, struct ureg_dst t)
{
   struct ureg_program *u = ctx->ureg;
   unsigned bytes =
      nvp_storage_info((enum nvp_storage)in->storage)->bytes;
   struct ureg_src off = nvtgsi_gp5_storage_offset(ctx, &in->src[i], t);

   ureg_AND(u, wm(t, X), off, ureg_imm1u(u, ~(bytes - 1)));
}

struct ureg_src
nvtgsi_gp5_storage_address(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                           unsigned i, struct ureg_dst t)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst txy = wm(t, TGSI_WRITEMASK_XY);
   struct ureg_src desc = descriptor(ctx, in->src[i].buffer);

   aligned_offset(ctx, in, i, t);
   ureg_MOV(u, wm(t, TGSI_WRITEMASK_Y), ureg_imm1u(u, 0));
   struct ureg_src ops[2] = {
      ureg_swizzle(desc, TGSI_SWIZZLE_X, TGSI_SWIZZLE_Y, TGSI_SWIZZLE_X,
                   TGSI_SWIZZLE_Y),
      ureg_swizzle(ureg_src(t), TGSI_SWIZZLE_X, TGSI_SWIZZLE_Y,
                   TGSI_SWIZZLE_X, TGSI_SWIZZLE_Y),
   };
   ureg_insn(u, TGSI_OPCODE_U64ADD, &txy, 1, ops, 2, 0);
   return ops[1];
}

/* Opens UIF on whether the access of operand i is in the bound range:
 * size >= s && size - s >= the aligned offset. */
static void
begin_in_range(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
               unsigned i)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(u);
   unsigned bytes = access_bytes(in);
   struct ureg_src size = ureg_scalar(descriptor(ctx, in->src[i].buffer),
                                      TGSI_SWIZZLE_Z);
   unsigned label;

   aligned_offset(ctx, in, i, t);
   ureg_UADD(u, wm(t, TGSI_WRITEMASK_Y), size, ureg_imm1i(u, -(int)bytes));
   ureg_USGE(u, wm(t, TGSI_WRITEMASK_Y), comp(t, TGSI_SWIZZLE_Y),
             comp(t, TGSI_SWIZZLE_X));
   ureg_USGE(u, wm(t, TGSI_WRITEMASK_Z), size, ureg_imm1u(u, bytes));
   ureg_AND(u, wm(t, X), comp(t, TGSI_SWIZZLE_Y), comp(t, TGSI_SWIZZLE_Z));
   ureg_UIF(u, comp(t, TGSI_SWIZZLE_X), &label);
   ureg_release_temporary(u, t);
}

/* LDB: LOAD's result where in range, else 0 in every component. */
void
nvtgsi_gp5_lower_ldb(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                     struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;

   ureg_MOV(u, dst, ureg_imm1u(u, 0));
   begin_in_range(ctx, in, 0);
   nvtgsi_gp5_lower_load(ctx, in, dst, src);
   ureg_ENDIF(u);
}

/* ATOMB: ATOM's where in range; else the result is 0 and memory is
 * left alone. */
void
nvtgsi_gp5_lower_atomb(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                       struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;

   ureg_MOV(u, dst, ureg_imm1u(u, 0));
   begin_in_range(ctx, in, 1);
   nvtgsi_gp5_lower_atom(ctx, in, dst, src);
   ureg_ENDIF(u);
}

/* STB: STORE's where in range. */
bool
nvtgsi_gp5_emit_stb(struct nvtgsi_ctx *ctx, const struct nvp_instr *in)
{
   begin_in_range(ctx, in, 1);
   bool ok = nvtgsi_gp5_emit_store(ctx, in);
   ureg_ENDIF(ctx->ureg);
   return ok;
}

/* LDB and ATOMB with a 64-bit storage modifier: nvtgsi_gp5_mem64()'s
 * value where in range, else 0. */
bool
nvtgsi_gp5_storage_mem64(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                         struct nvtgsi_wide *res)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst lo = nvtgsi_gp5_tmp(ctx), hi = nvtgsi_gp5_tmp(ctx);
   struct nvtgsi_wide r;
   bool ok;

   ureg_MOV(u, lo, ureg_imm1u(u, 0));
   ureg_MOV(u, hi, ureg_imm1u(u, 0));
   begin_in_range(ctx, in, in->op == NVP_OP_LDB ? 0 : 1);
   ok = nvtgsi_gp5_mem64(ctx, in, &r);
   if (ok) {
      ureg_MOV(u, lo, r.lo);
      ureg_MOV(u, hi, r.hi);
   }
   ureg_ENDIF(u);
   *res = (struct nvtgsi_wide) { ureg_src(lo), ureg_src(hi) };
   return ok;
}
