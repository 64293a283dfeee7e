/*
 * NV_gpu_program4 TEMP arrays ("TEMP t[4];") in TGSI: each a TEMP array
 * (DCL TEMP[a..b], ARRAY(n)), its members read and written directly or
 * through ADDR[0].
 *
 * 2.X.4.2: "If the sum is negative or exceeds the size of the array,
 * the results of the access are undefined, but may not lead to program
 * or GL termination", and 2.X.4.3 for a result: "the results of the
 * destination variable update are undefined and could result in
 * overwriting other program variables".  Neither tgsi_exec nor the NIR
 * of tgsi_to_nir bounds an indirect TEMP index, so the array has two
 * members past its size: a relative read outside the array reads member
 * <size> (0,0,0,0, never written), a relative write outside it writes
 * member <size> + 1 (never read).  ADDR[0] only ever holds a member of
 * the array, and the result is the same on both drivers.
 */
#include "nvtgsi_gp4_priv.h"

/* The members past the declared size: the one outside reads read, the
 * one outside writes write. */
#define SPARE_MEMBERS 2u

static uint64_t
members(const struct nvp_temp_array *a)
{
   return (a->size >= 64 ? ~UINT64_C(0) :
           (UINT64_C(1) << a->size) - 1) << a->base;
}

void
nvtgsi_gp4_temp_arrays(struct nvtgsi_ctx *ctx, uint64_t *r, uint64_t *h)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   const struct nvp_program *p = ctx->prog;
   struct ureg_program *u = ctx->ureg;

   *r = *h = 0;
   for (unsigned k = 0; k < p->num_temp_arrays; k++) {
      const struct nvp_temp_array *a = &p->temp_arrays[k];
      uint64_t used = a->half ? p->temps_h_used : p->temps_used;
      struct ureg_dst *regs = a->half ? g->h : g->r;

      *(a->half ? h : r) |= members(a);
      if (!(used & members(a)))
         continue;
      /* NV_gpu_program5's LONG arrays: a second array of the z and w
       * halves (nvtgsi_gp5_64.c), indexed alike */
      bool wide = !a->half && (p->temps_long & members(a));
      for (unsigned h = 0; h < (wide ? 2u : 1u); h++) {
         struct ureg_dst arr =
            ureg_DECL_array_temporary(u, a->size + SPARE_MEMBERS, true);
         /* "variables start as 0", as the other TEMPs */
         for (unsigned m = 0; m < a->size + SPARE_MEMBERS; m++)
            ureg_MOV(u, ureg_dst_array_offset(arr, (int)m),
                     ureg_imm1u(u, 0));
         for (unsigned m = 0; m < a->size; m++)
            (h ? g->r_hi : regs)[a->base + m] =
               ureg_dst_array_offset(arr, (int)m);
      }
   }
}

bool
nvtgsi_gp4_temp_relative(const struct nvp_program *p)
{
   for (unsigned i = 0; i < p->num_instrs; i++) {
      const struct nvp_instr *in = &p->instrs[i];
      if (in->dst.relative && (in->dst.file == NVP_FILE_TEMP ||
                               in->dst.file == NVP_FILE_TEMP_H))
         return true;
      for (unsigned s = 0; s < 3; s++) {
         if (in->src[s].relative && (in->src[s].file == NVP_FILE_TEMP ||
                                     in->src[s].file == NVP_FILE_TEMP_H))
            return true;
      }
   }
   return false;
}

/*
 * ADDR[0].x = the member a relative access reaches:
 *
 *    t.x = R.c + offset                  integer, wrapping
 *    t.y = t.x <u size                   ~0 in range (a negative sum is
 *                                        a large unsigned one)
 *    t.x = t.y ? t.x : spare             size (read) or size + 1 (write)
 *    ADDR[0].x = t.x
 *
 * and the array's first member, indexed by it.
 */
static struct ureg_dst
address(struct nvtgsi_ctx *ctx, enum nvp_file file, int base, int size,
        enum nvp_file addr_file, unsigned addr_index, unsigned addr_comp,
        int offset, bool write)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   struct ureg_program *u = ctx->ureg;
   struct ureg_src index =
      ureg_scalar(ureg_src(addr_file == NVP_FILE_TEMP_H ? g->h[addr_index]
                                                        : g->r[addr_index]),
                  addr_comp & 3);
   struct ureg_dst t = ureg_DECL_temporary(u);
   struct ureg_dst tx = ureg_writemask(t, TGSI_WRITEMASK_X);
   struct ureg_src sx = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X);
   struct ureg_src sy = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_Y);

   ureg_UADD(u, tx, index, ureg_imm1u(u, (uint32_t)offset));
   ureg_USLT(u, ureg_writemask(t, TGSI_WRITEMASK_Y), sx,
             ureg_imm1u(u, (uint32_t)size));
   ureg_UCMP(u, tx, sy, sx, ureg_imm1u(u, (uint32_t)size + (write ? 1 : 0)));
   ureg_UARL(u, ureg_writemask(ureg_dst(g->addr), TGSI_WRITEMASK_X), sx);
   ureg_release_temporary(u, t);
   struct ureg_dst first = file == NVP_FILE_TEMP_H ? g->h[base] : g->r[base];
   return ureg_dst_indirect(first, ureg_scalar(g->addr, TGSI_SWIZZLE_X));
}

struct ureg_src
nvtgsi_gp4_temp_read(struct nvtgsi_ctx *ctx, const struct nvp_src *s,
                     struct ureg_dst tmp)
{
   struct ureg_dst m = address(ctx, s->file, s->array_base, s->array_size,
                               s->addr_file, s->addr_index, s->addr_comp,
                               s->index - s->array_base, false);

   ureg_MOV(ctx->ureg, tmp, ureg_src(m));
   return ureg_src(tmp);
}

struct ureg_dst
nvtgsi_gp4_temp_write(struct nvtgsi_ctx *ctx, const struct nvp_dst *d)
{
   return address(ctx, d->file, d->array_base, d->array_size, d->addr_file,
                  d->addr_index, d->addr_comp, d->index - d->array_base,
                  true);
}

/* A LONG array member read or written relatively: both halves, through
 * one ADDR[0]. */
void
nvtgsi_gp4_temp_pair(struct nvtgsi_ctx *ctx, const struct nvp_src *s,
                     const struct nvp_dst *d, struct ureg_dst pair[2])
{
   struct ureg_src addr = ureg_scalar(ctx->gp4->addr, TGSI_SWIZZLE_X);

   if (s)
      pair[0] = address(ctx, s->file, s->array_base, s->array_size,
                        s->addr_file, s->addr_index, s->addr_comp,
                        s->index - s->array_base, false);
   else
      pair[0] = address(ctx, d->file, d->array_base, d->array_size,
                        d->addr_file, d->addr_index, d->addr_comp,
                        d->index - d->array_base, true);
   pair[1] = ureg_dst_indirect(ctx->gp4->r_hi[s ? s->array_base
                                                : d->array_base], addr);
}
