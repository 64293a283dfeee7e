/*
 * NV_gpu_program5's texture additions in TGSI: TXG is one TG4, TXGO
 * four; register texel offsets; TEX, TXB and TXL on cube map arrays.
 *
 * TG4 is "TG4 dst, coord, src1, sampler".  The component gathered goes
 * both in src1.x (where tgsi_exec reads it) and in the sampler's swizzle
 * x (PIPE_CAP_TGSI_TG4_COMPONENT_IN_SWIZZLE's encoding, which Mesa patch
 * 0024 has tgsi_to_nir read); from NIR, nir_to_tgsi writes each
 * driver's own encoding again (softpipe: src1.x; llvmpipe takes NIR).
 */
#include "nvtgsi_gp4_priv.h"

struct ureg_src
nvtgsi_gp5_tg4_component(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                         const struct ureg_src *src, struct ureg_src *sampler)
{
   /* "When using a "SHADOW" texture target, component selection is
    * ignored." */
   unsigned c = nvp_tex_compares(in->tex_target) ? 0 : in->tex_component;

   *sampler = ureg_scalar(*sampler, c);
   /* SHADOWCUBE_ARRAY: the reference value, the second operand's x */
   if (in->tex_target == NVP_TEX_SHADOWARRAYCUBE)
      return ureg_scalar(src[1], TGSI_SWIZZLE_X);
   return ureg_imm1u(ctx->ureg, c);
}

/*
 * TXGO: "itmp = (op1.x, op2.x); result.x = TextureSample_i0j0(tmp,
 * lambda, ddx, ddy, itmp).<comp>;" and so on for y, z and w: texel
 * i0j0 of the footprint at the coordinate moved by the k-th offsets,
 * which is component w of a TG4 with those offsets (TG4's w is its
 * (-, -) texel).  Each TG4 takes its offset from a TEMP.
 */
void
nvtgsi_gp5_lower_txgo(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                      struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   unsigned slot;
   enum tgsi_return_type ret = nvtgsi_gp4_tex_sampler(ctx, in, &slot);
   enum tgsi_texture_type target = nvtgsi_tex_target(in->tex_target);
   struct ureg_src sampler = ureg_src_register(TGSI_FILE_SAMPLER, slot);
   struct ureg_src args[3];
   struct ureg_dst o = ureg_DECL_temporary(u);
   struct ureg_dst g = ureg_DECL_temporary(u);
   struct tgsi_texture_offset off;

   args[0] = src[0];
   args[1] = nvtgsi_gp5_tg4_component(ctx, in, src, &sampler);
   args[2] = sampler;
   memset(&off, 0, sizeof(off));
   off.File = TGSI_FILE_TEMPORARY;
   off.Index = o.Index;
   off.SwizzleX = TGSI_SWIZZLE_X;
   off.SwizzleY = TGSI_SWIZZLE_Y;
   off.SwizzleZ = TGSI_SWIZZLE_Z;
   ureg_MOV(u, ureg_writemask(o, TGSI_WRITEMASK_Z), ureg_imm1i(u, 0));
   for (unsigned k = 0; k < 4; k++) {
      if (!(dst.WriteMask & (1u << k)))
         continue;
      ureg_MOV(u, ureg_writemask(o, TGSI_WRITEMASK_X),
               ureg_scalar(src[1], k));
      ureg_MOV(u, ureg_writemask(o, TGSI_WRITEMASK_Y),
               ureg_scalar(src[2], k));
      ureg_tex_insn(u, TGSI_OPCODE_TG4, &g, 1, target, ret, &off, 1,
                    args, 3);
      ureg_MOV(u, ureg_writemask(dst, 1u << k),
               ureg_scalar(ureg_src(g), TGSI_SWIZZLE_W));
   }
   ureg_release_temporary(u, g);
   ureg_release_temporary(u, o);
}

/* The components of a texel offset each target uses: "The W component
 * of the offset vector is always ignored; the Z component of the offset
 * vector is ignored unless the target is 3D; the Y component is ignored
 * if the target is 1D, ARRAY1D, SHADOW1D, or SHADOWARRAY1D." */
static const uint8_t offset_mask[NVP_TEX_GP4_TARGET_COUNT] = {
   [NVP_TEX_1D] = TGSI_WRITEMASK_X, [NVP_TEX_2D] = TGSI_WRITEMASK_XY,
   [NVP_TEX_3D] = TGSI_WRITEMASK_XYZ, [NVP_TEX_RECT] = TGSI_WRITEMASK_XY,
   [NVP_TEX_SHADOW1D] = TGSI_WRITEMASK_X,
   [NVP_TEX_SHADOW2D] = TGSI_WRITEMASK_XY,
   [NVP_TEX_SHADOWRECT] = TGSI_WRITEMASK_XY,
   [NVP_TEX_ARRAY1D] = TGSI_WRITEMASK_X,
   [NVP_TEX_ARRAY2D] = TGSI_WRITEMASK_XY,
   [NVP_TEX_SHADOWARRAY1D] = TGSI_WRITEMASK_X,
   [NVP_TEX_SHADOWARRAY2D] = TGSI_WRITEMASK_XY,
};

/*
 * A register offset.  TXF's texel is the coordinate plus the offset
 * (texelFetchOffset's rule), so it is added to the coordinate: exact on
 * both drivers for any offsets.  The sampled instructions take a TGSI
 * texel offset from a TEMP: llvmpipe applies each pixel's own; softpipe
 * (tgsi_exec's fetch_texel_offsets()) applies the quad's first pixel's
 * to all four, so offsets that differ within a 2x2 quad are exact on
 * llvmpipe only.
 */
struct ureg_dst
nvtgsi_gp5_offset_reg(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                      const struct ureg_src *src, struct ureg_src *args,
                      struct tgsi_texture_offset *off)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(u);
   unsigned mask = in->tex_target < NVP_TEX_GP4_TARGET_COUNT ?
                   offset_mask[in->tex_target] : 0;

   if (in->op == NVP_OP_TXF) {
      ureg_MOV(u, t, args[0]);
      if (mask)
         ureg_UADD(u, ureg_writemask(t, mask), ureg_src(t), src[1]);
      args[0] = ureg_src(t);
      return t;
   }
   ureg_MOV(u, t, src[1]);
   off->File = TGSI_FILE_TEMPORARY;
   off->Index = t.Index;
   off->SwizzleX = TGSI_SWIZZLE_X;
   off->SwizzleY = TGSI_SWIZZLE_Y;
   off->SwizzleZ = TGSI_SWIZZLE_Z;
   return t;
}

/*
 * TEX, TXB and TXL on a cube map array take TGSI's TEX2, TXB2 and TXL2,
 * whose src1 holds what the coordinate (x, y, z, layer) has no room
 * for: TEX2's reference value in x; TXB2's bias and TXL2's LOD in x, a
 * reference value in y (tgsi.rst; Mesa patch 0024 has tgsi_to_nir read
 * it there).  nvprog's second operand has the reference in x and the
 * bias or LOD after it (nvp_arb_gp5_tex.c), so src1 swaps them.  A
 * vertex or geometry program samples level 0 with TEX and TXB (its
 * lambda is -infinity, lower_tex()), as its other lookups do: TXL2
 * with LOD 0 there.
 */
void
nvtgsi_gp5_lower_cube_array(struct nvtgsi_ctx *ctx,
                            const struct nvp_instr *in, struct ureg_dst dst,
                            const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   unsigned slot;
   enum tgsi_return_type ret = nvtgsi_gp4_tex_sampler(ctx, in, &slot);
   enum tgsi_texture_type target = nvtgsi_tex_target(in->tex_target);
   bool shadow = in->tex_target == NVP_TEX_SHADOWARRAYCUBE;
   bool lod = in->op == NVP_OP_TXL ||
              (!ctx->gp4->fragment && in->op == NVP_OP_TXB);
   enum tgsi_opcode opc = in->op == NVP_OP_TXB && !lod ? TGSI_OPCODE_TXB2 :
                          in->op == NVP_OP_TEX && ctx->gp4->fragment ?
                          TGSI_OPCODE_TEX2 : TGSI_OPCODE_TXL2;
   struct ureg_dst t = ureg_DECL_temporary(u);
   struct ureg_src extra = in->tex_extra ? src[1] : ureg_imm1f(u, 0.0f);
   struct ureg_src args[3];
   struct tgsi_texture_offset off;

   /* src1: (bias or LOD, reference) or (reference) */
   if (opc == TGSI_OPCODE_TEX2) {
      ureg_MOV(u, t, ureg_scalar(extra, TGSI_SWIZZLE_X));
   } else if (in->op == NVP_OP_TEX || (in->op == NVP_OP_TXB && lod)) {
      ureg_MOV(u, ureg_writemask(t, TGSI_WRITEMASK_X), ureg_imm1f(u, 0.0f));
      ureg_MOV(u, ureg_writemask(t, TGSI_WRITEMASK_Y),
               ureg_scalar(extra, TGSI_SWIZZLE_X));
   } else if (shadow) {
      ureg_MOV(u, ureg_writemask(t, TGSI_WRITEMASK_X),
               ureg_scalar(extra, TGSI_SWIZZLE_Y));
      ureg_MOV(u, ureg_writemask(t, TGSI_WRITEMASK_Y),
               ureg_scalar(extra, TGSI_SWIZZLE_X));
   } else {
      ureg_MOV(u, t, ureg_scalar(extra, TGSI_SWIZZLE_X));
   }
   args[0] = src[0];
   args[1] = ureg_src(t);
   args[2] = ureg_src_register(TGSI_FILE_SAMPLER, slot);
   memset(&off, 0, sizeof(off));
   ureg_tex_insn(u, opc, &dst, 1, target, ret, &off, 0, args, 3);
   ureg_release_temporary(u, t);
}
