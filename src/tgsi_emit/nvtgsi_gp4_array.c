/*
 * NV_gpu_program4 ATTRIB and OUTPUT arrays accessed relatively
 * ("a[i.x + 1]"): each member is its own binding (an input, or a result
 * TEMP copied to its output), so a relative access selects among them:
 *
 *    t.x = R.c + offset                     integer, wrapping
 *    r = (0,0,0,0)
 *    per member m: t.y = t.x == m;  r = t.y ? member m : r
 *
 * and a write updates the member whose number matches (under the
 * condition-code mask, if any).  No indirect input or output register:
 * Mesa 22.3's llvmpipe drew nothing for relative geometry inputs (see
 * nvtgsi_gp4_geom.c), and a select touches only the array's members.
 *
 * 2.X.4.2: "If the sum is negative or exceeds the size of the array,
 * the results of the access are undefined, but may not lead to program
 * or GL termination": outside the array a read gives (0,0,0,0) and a
 * write changes nothing.
 */
#include "nvtgsi_gp4_priv.h"

/* t.x = the member number R.c + offset (as unsigned bits) */
static void
member_number(struct nvtgsi_ctx *ctx, struct ureg_dst t,
              enum nvp_file addr_file, unsigned addr_index,
              unsigned addr_comp, int offset)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   struct ureg_src index =
      ureg_scalar(ureg_src(addr_file == NVP_FILE_TEMP_H ? g->h[addr_index]
                                                        : g->r[addr_index]),
                  addr_comp & 3);

   ureg_UADD(ctx->ureg, ureg_writemask(t, TGSI_WRITEMASK_X), index,
             ureg_imm1u(ctx->ureg, (uint32_t)offset));
}

struct ureg_src
nvtgsi_gp4_array_read(struct nvtgsi_ctx *ctx, const struct nvp_src *s,
                      enum nvp_type type, struct ureg_dst r)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(u);
   struct ureg_dst ty = ureg_writemask(t, TGSI_WRITEMASK_Y);
   struct ureg_src sx = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X);
   struct ureg_src sy = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_Y);

   member_number(ctx, t, s->addr_file, s->addr_index, s->addr_comp,
                 s->array_offset);
   ureg_MOV(u, r, ureg_imm1u(u, 0));
   for (int m = 0; m < s->array_size; m++) {
      const struct nvp_src *b = &ctx->prog->array_attribs[s->array_base + m];
      ureg_USEQ(u, ty, sx, ureg_imm1u(u, (uint32_t)m));
      ureg_UCMP(u, r, sy, nvtgsi_gp4_src_register(ctx, b, type),
                ureg_src(r));
   }
   ureg_release_temporary(u, t);
   return ureg_src(r);
}

void
nvtgsi_gp4_array_write(struct nvtgsi_ctx *ctx, const struct nvp_dst *d,
                       unsigned mask, struct ureg_src v,
                       struct ureg_dst cond)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(u);
   struct ureg_dst sel = ureg_DECL_temporary(u);
   struct ureg_src sx = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X);

   member_number(ctx, t, d->addr_file, d->addr_index, d->addr_comp,
                 d->array_offset);
   for (int m = 0; m < d->array_size; m++) {
      const struct nvp_dst *b =
         &ctx->prog->array_results[d->array_base + m];
      struct ureg_dst out = g->out[b->index];
      if (ureg_dst_is_undef(out))
         continue;
      ureg_USEQ(u, ureg_writemask(sel, mask), sx,
                ureg_imm1u(u, (uint32_t)m));
      if (!ureg_dst_is_undef(cond))
         ureg_AND(u, ureg_writemask(sel, mask), ureg_src(sel),
                  ureg_src(cond));
      ureg_UCMP(u, ureg_writemask(out, mask), ureg_src(sel), v,
                ureg_src(out));
   }
   ureg_release_temporary(u, sel);
   ureg_release_temporary(u, t);
}
