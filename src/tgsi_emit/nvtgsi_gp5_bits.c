/*
 * NV_gpu_program5's bitfield extract and insert in TGSI, written as the
 * spec's pseudo-code (section 2.X.8.Z) from shifts and masks rather
 * than TGSI's IBFE/UBFE/BFI, whose NIR opcodes (and llvmpipe's code for
 * them) leave a field of all 32 bits to each driver.  The width is the
 * x component of the first operand, the offset its y component.
 * Shift counts are taken modulo 32 by TGSI and NIR alike, so what the
 * spec leaves undefined (a negative width or offset, width + offset past
 * 32) gives the same bits on both drivers.
 */
#include "nvtgsi_gp4_priv.h"

static struct ureg_dst
like(struct nvtgsi_ctx *ctx, struct ureg_dst d)
{
   return ureg_writemask(ureg_DECL_temporary(ctx->ureg), d.WriteMask);
}

/*
 * BFE: "If the number of bits to extract is zero, zero is returned";
 * else "(value << (TotalBits(Type) - (bits+offset))) >>
 * (TotalBits(type) - bits)", the right shift arithmetic for .S ("the
 * extracted value is sign-extended") and logical for .U.
 */
void
nvtgsi_gp5_lower_bfe(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                     struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_src bits = ureg_scalar(src[0], TGSI_SWIZZLE_X);
   struct ureg_src offset = ureg_scalar(src[0], TGSI_SWIZZLE_Y);
   struct ureg_dst t = like(ctx, dst), v = like(ctx, dst);

   ureg_UADD(u, t, bits, offset);
   ureg_INEG(u, t, ureg_src(t));
   ureg_UADD(u, t, ureg_src(t), ureg_imm1u(u, 32));
   ureg_SHL(u, v, src[1], ureg_src(t));
   ureg_INEG(u, t, bits);
   ureg_UADD(u, t, ureg_src(t), ureg_imm1u(u, 32));
   if (in->type == NVP_TYPE_UINT)
      ureg_USHR(u, v, ureg_src(v), ureg_src(t));
   else
      ureg_ISHR(u, v, ureg_src(v), ureg_src(t));
   ureg_USEQ(u, t, bits, ureg_imm1u(u, 0));
   ureg_UCMP(u, dst, ureg_src(t), ureg_imm1u(u, 0), ureg_src(v));
   ureg_release_temporary(u, t);
   ureg_release_temporary(u, v);
}

/*
 * BFI: "if (bits == TotalBits(Type)) return src; else { Type mask =
 * ((1 << bits) - 1) << offset; return ((src << offset) & mask) | (dst &
 * (~mask)); }", src the second operand and dst the third.
 */
void
nvtgsi_gp5_lower_bfi(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                     struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_src bits = ureg_scalar(src[0], TGSI_SWIZZLE_X);
   struct ureg_src offset = ureg_scalar(src[0], TGSI_SWIZZLE_Y);
   struct ureg_dst m = like(ctx, dst), a = like(ctx, dst);

   (void)in;
   ureg_SHL(u, m, ureg_imm1u(u, 1), bits);
   ureg_UADD(u, m, ureg_src(m), ureg_imm1i(u, -1));
   ureg_SHL(u, m, ureg_src(m), offset);
   ureg_SHL(u, a, src[1], offset);
   ureg_AND(u, a, ureg_src(a), ureg_src(m));
   ureg_NOT(u, m, ureg_src(m));
   ureg_AND(u, m, src[2], ureg_src(m));
   ureg_OR(u, a, ureg_src(a), ureg_src(m));
   ureg_USEQ(u, m, bits, ureg_imm1u(u, 32));
   ureg_UCMP(u, dst, ureg_src(m), src[1], ureg_src(a));
   ureg_release_temporary(u, m);
   ureg_release_temporary(u, a);
}
