/*
 * The per-opcode table of the emitter and the lowerings of the
 * NV_vertex_program instructions that have no exact TGSI counterpart.
 *
 * Every lowering computes into a scratch TEMP and writes the destination
 * with one final masked MOV, so that an instruction whose destination is
 * also a source ("MUL R0, R0.yzxw, R0;") reads its sources before any of
 * them is overwritten.  The opcodes used are the plain ALU ones that
 * tgsi_exec, gallivm and tgsi_to_nir agree on; TGSI's own EXP, LOG, LIT
 * and DST are avoided because their meaning (and ttn's) differs from the
 * NV pseudo-code at 0, infinity and the LIT power clamp.
 */
#include <math.h>

#include "nvtgsi_priv.h"

#define X TGSI_WRITEMASK_X
#define Y TGSI_WRITEMASK_Y
#define Z TGSI_WRITEMASK_Z
#define W TGSI_WRITEMASK_W

/* "[The specular power is] clamped to (-128,128) exclusive ... epsilon is
 * 1.0/256.0" */
#define NVTGSI_LIT_POWER_MAX (128.0f - 1.0f / 256.0f)

static struct ureg_dst
wm(struct ureg_dst d, unsigned mask)
{
   return ureg_writemask(d, mask);
}

static struct ureg_src
chan(struct ureg_dst d, unsigned c)
{
   return ureg_scalar(ureg_src(d), c);
}

/*
 * ARL: "A0.x = floor(t.x);".  A0.x only ever serves as the base of a
 * relative c[] read, which nvtgsi_regs.c bounds-checks in float, so A0.x
 * is kept as floor(t.x) in a float TEMP.  Without relative reads it is
 * dead and nothing is emitted.
 */
static void
lower_arl(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   (void)in; (void)dst;
   if (ctx->relative)
      ureg_FLR(ctx->ureg, wm(ctx->a0, X), src[0]);
}

/* DST: destination = (1.0, t.y*u.y, t.z, u.w); only the written
 * components are computed. */
static void
lower_dst(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(ureg);
   unsigned mask = dst.WriteMask;

   (void)in;
   if (mask & X)
      ureg_MOV(ureg, wm(t, X), ureg_imm1f(ureg, 1.0f));
   if (mask & Y)
      ureg_MUL(ureg, wm(t, Y), src[0], src[1]);
   if (mask & Z)
      ureg_MOV(ureg, wm(t, Z), src[0]);
   if (mask & W)
      ureg_MOV(ureg, wm(t, W), src[1]);
   ureg_MOV(ureg, dst, ureg_src(t));
   ureg_release_temporary(ureg, t);
}

/*
 * EXP:  q.x = 2^floor(t.x);  q.y = t.x - floor(t.x);
 *       q.z = q.x * APPX(q.y);  q.w = 1.0
 * "EXP(-Inf) or if the exponential result underflows gives [0.0, 0.0,
 * 0.0, 1.0]; and EXP(+Inf) or if the exponential result overflows gives
 * [+Inf, 0.0, +Inf, 1.0]."
 *
 * 2^floor(t.x) is built exactly in the exponent field: floor + 127,
 * clamped to [0, 255], shifted left by 23.  0 is the (flushed) underflow
 * and 255 is +Inf, so no driver's EX2 approximation or denormal handling
 * is involved.  q.y is forced to 0 when floor(t.x) is outside
 * [-126, 127], the range of normal powers of two.
 */
static void
lower_exp(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(ureg);
   struct ureg_src zero = ureg_imm1f(ureg, 0.0f);
   unsigned mask = dst.WriteMask;
   bool need_x = mask & (X | Z), need_y = mask & (Y | Z);

   (void)in;
   if (need_x || need_y)
      ureg_FLR(ureg, wm(t, X), src[0]);
   if (need_y) {
      ureg_ADD(ureg, wm(t, Y), src[0], ureg_negate(chan(t, 0)));
      ureg_ADD(ureg, wm(t, Z), chan(t, 0), ureg_imm1f(ureg, 126.0f));
      ureg_CMP(ureg, wm(t, Y), chan(t, 2), zero, chan(t, 1));
      ureg_ADD(ureg, wm(t, Z), ureg_imm1f(ureg, 127.0f),
               ureg_negate(chan(t, 0)));
      ureg_CMP(ureg, wm(t, Y), chan(t, 2), zero, chan(t, 1));
   }
   if (need_x) {
      ureg_ADD(ureg, wm(t, X), chan(t, 0), ureg_imm1f(ureg, 127.0f));
      ureg_MAX(ureg, wm(t, X), chan(t, 0), zero);
      ureg_MIN(ureg, wm(t, X), chan(t, 0), ureg_imm1f(ureg, 255.0f));
      ureg_F2I(ureg, wm(t, X), chan(t, 0));
      ureg_SHL(ureg, wm(t, X), chan(t, 0), ureg_imm1u(ureg, 23));
   }
   if (mask & Z) {
      ureg_EX2(ureg, wm(t, Z), chan(t, 1));
      ureg_MUL(ureg, wm(t, Z), chan(t, 0), chan(t, 2));
   }
   if (mask & W)
      ureg_MOV(ureg, wm(t, W), ureg_imm1f(ureg, 1.0f));
   ureg_MOV(ureg, dst, ureg_src(t));
   ureg_release_temporary(ureg, t);
}

/*
 * LOG of |t.x|:  q.x = Exponent, q.y = Mantissa in [1.0, 2.0),
 *                q.z = q.x + APPX(q.y), q.w = 1.0
 * "LOG(0.0) gives [-Inf, 1.0, -Inf, 1.0]; and both LOG(+Inf) and
 * LOG(-Inf) give [+Inf, 1.0, +Inf, 1.0]."  "Denorms are not supported;
 * if a denorm is input, it is treated as 0.0."
 *
 * The exponent and mantissa are taken from the bits of |t.x|, which is
 * exact; a biased exponent of 0 (zero, denormal) or 255 (infinity) picks
 * the special rows.  q.z = q.x + LG2(q.y) then also gives -Inf / +Inf.
 */
static void
lower_log(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(ureg);
   struct ureg_dst e = ureg_DECL_temporary(ureg);
   struct ureg_src a = src[0];
   unsigned mask = dst.WriteMask;

   (void)in;
   /* "the logarithm base 2 for the absolute value of a source scalar" */
   a.Negate = 0;
   if (mask & (X | Y | Z)) {
      ureg_MOV(ureg, wm(t, X), ureg_abs(a));
      ureg_USHR(ureg, wm(e, X), chan(t, 0), ureg_imm1u(ureg, 23));
      ureg_USEQ(ureg, wm(e, Y), chan(e, 0), ureg_imm1u(ureg, 0));
      ureg_USEQ(ureg, wm(e, Z), chan(e, 0), ureg_imm1u(ureg, 255));
   }
   if (mask & (Y | Z)) {
      ureg_AND(ureg, wm(t, Y), chan(t, 0), ureg_imm1u(ureg, 0x007fffff));
      ureg_OR(ureg, wm(t, Y), chan(t, 1), ureg_imm1u(ureg, 0x3f800000));
      ureg_OR(ureg, wm(e, W), chan(e, 1), chan(e, 2));
      ureg_UCMP(ureg, wm(t, Y), chan(e, 3), ureg_imm1f(ureg, 1.0f),
                chan(t, 1));
   }
   if (mask & (X | Z)) {
      ureg_UADD(ureg, wm(e, X), chan(e, 0), ureg_imm1i(ureg, -127));
      ureg_I2F(ureg, wm(t, X), chan(e, 0));
      ureg_UCMP(ureg, wm(t, X), chan(e, 1), ureg_imm1f(ureg, -INFINITY),
                chan(t, 0));
      ureg_UCMP(ureg, wm(t, X), chan(e, 2), ureg_imm1f(ureg, INFINITY),
                chan(t, 0));
   }
   if (mask & Z) {
      ureg_LG2(ureg, wm(t, Z), chan(t, 1));
      ureg_ADD(ureg, wm(t, Z), chan(t, 0), chan(t, 2));
   }
   if (mask & W)
      ureg_MOV(ureg, wm(t, W), ureg_imm1f(ureg, 1.0f));
   ureg_MOV(ureg, dst, ureg_src(t));
   ureg_release_temporary(ureg, e);
   ureg_release_temporary(ureg, t);
}

/*
 * LIT:  t.x = max(t.x, 0) and t.y = max(t.y, 0) as "if (t.x < 0.0) t.x =
 * 0.0;" (CMP, so -0.0 and NaN pass through as in the pseudo-code);
 * t.w clamped to +-(128 - 1/256);
 * destination = (1.0, t.x, (t.x > 0.0) ? EXP(t.w*LOG(t.y)) : 0.0, 1.0).
 * "taking any base to the power of 0.0 will yield 1.0": t.w*LOG(t.y) is
 * forced to 0 when t.w == 0, where IEEE would give 0*-Inf = NaN.
 *
 * Scratch layout: s.x = clamped t.y, s.y = clamped t.x (already in the
 * destination's y slot), s.w = power, s.z = result.
 */
static void
lower_lit(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_dst s = ureg_DECL_temporary(ureg);
   struct ureg_src zero = ureg_imm1f(ureg, 0.0f);
   struct ureg_src yx = ureg_swizzle(src[0], TGSI_SWIZZLE_Y, TGSI_SWIZZLE_X,
                                     TGSI_SWIZZLE_Z, TGSI_SWIZZLE_W);
   unsigned mask = dst.WriteMask;

   (void)in;
   ureg_CMP(ureg, wm(s, X | Y), yx, zero, yx);
   if (mask & Z) {
      ureg_MAX(ureg, wm(s, W), src[0],
               ureg_imm1f(ureg, -NVTGSI_LIT_POWER_MAX));
      ureg_MIN(ureg, wm(s, W), chan(s, 3),
               ureg_imm1f(ureg, NVTGSI_LIT_POWER_MAX));
      ureg_LG2(ureg, wm(s, Z), chan(s, 0));
      ureg_MUL(ureg, wm(s, Z), chan(s, 3), chan(s, 2));
      ureg_CMP(ureg, wm(s, Z), ureg_negate(ureg_abs(chan(s, 3))),
               chan(s, 2), zero);
      ureg_EX2(ureg, wm(s, Z), chan(s, 2));
      ureg_CMP(ureg, wm(s, Z), ureg_negate(chan(s, 1)), chan(s, 2), zero);
   }
   if (mask & (X | W))
      ureg_MOV(ureg, wm(s, X | W), ureg_imm1f(ureg, 1.0f));
   ureg_MOV(ureg, dst, ureg_src(s));
   ureg_release_temporary(ureg, s);
}

/*
 * DPH (NV_vertex_program1_1):
 *   "v.x = t.x * u.x + t.y * u.y + t.z * u.z + u.w;"
 * DP3 sums left to right, as the pseudo-code does, and u.w is added
 * last; u.w carries the source's negation ("if (negate1) ... u.w =
 * -u.w;").
 */
static void
lower_dph(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(ureg);

   (void)in;
   ureg_DP3(ureg, wm(t, X), src[0], src[1]);
   ureg_ADD(ureg, dst, chan(t, 0), ureg_scalar(src[1], TGSI_SWIZZLE_W));
   ureg_release_temporary(ureg, t);
}

/* The bounds of RCC: "the IEEE 32-bit binary value 0x5F800000" (2^64)
 * and "0x1F800000" (2^-64).  The decimal values printed next to them
 * (1.84467e+019, 5.42101e-020) are those numbers rounded for reading,
 * so the comparisons use the exact powers of two as well. */
#define NVTGSI_RCC_MAX 0x5f800000u
#define NVTGSI_RCC_MIN 0x1f800000u

/*
 * RCC (NV_vertex_program1_1): u.x = 1/t.x (exactly 1.0 for 1.0; TGSI RCP
 * is an IEEE division, see the RCP row), then
 *   "if (Positive(u.x)) { if (u.x > 2^64) u.x = 2^64; else if (u.x <
 *    2^-64) u.x = 2^-64; } else { the same on -u.x }"
 * where "Positive(x) is true for +0 and other positive values and false
 * for -0".  So the magnitude |u.x| is clamped to [2^-64, 2^64] and the
 * sign bit of u.x is put back: 1/+Inf = +0 gives +2^-64, 1/-Inf = -0
 * gives -2^-64, 1/+-0 = +-Inf gives +-2^64.  A NaN fails both
 * comparisons and stays NaN.  Integer ops keep it exact on every
 * driver: FSLT is an ordered compare, UCMP a bit select.
 *
 * Scratch: s.x = u.x, s.y = |u.x|, s.z = compare, s.w = sign bit.
 */
static void
lower_rcc(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_dst s = ureg_DECL_temporary(ureg);
   struct ureg_src lo = ureg_imm1u(ureg, NVTGSI_RCC_MIN);
   struct ureg_src hi = ureg_imm1u(ureg, NVTGSI_RCC_MAX);

   (void)in;
   ureg_RCP(ureg, wm(s, X), src[0]);
   ureg_MOV(ureg, wm(s, Y), ureg_abs(chan(s, 0)));
   ureg_FSLT(ureg, wm(s, Z), chan(s, 1), lo);
   ureg_UCMP(ureg, wm(s, Y), chan(s, 2), lo, chan(s, 1));
   ureg_FSLT(ureg, wm(s, Z), hi, chan(s, 1));
   ureg_UCMP(ureg, wm(s, Y), chan(s, 2), hi, chan(s, 1));
   ureg_AND(ureg, wm(s, W), chan(s, 0), ureg_imm1u(ureg, 0x80000000u));
   ureg_OR(ureg, dst, chan(s, 1), chan(s, 3));
   ureg_release_temporary(ureg, s);
}

/* SUB (NV_vertex_program1_1): "destination.x = t.x - u.x", with u
 * negated first when the source is: t + (-u) is the same IEEE
 * operation. */
static void
lower_sub(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   (void)in;
   ureg_ADD(ctx->ureg, dst, src[0], ureg_negate(src[1]));
}

/*
 * ABS (NV_vertex_program1_1):
 *   "destination.x = (t.x >= 0) ? t.x : -t.x;"
 * The pseudo-code has no "if (negate0)" step, so a "-" on the source
 * does not change the result, and the comparison is the IEEE one: -0.0
 * >= 0 holds, so ABS(-0.0) is -0.0 (an abs modifier would give +0.0).
 * A float select (CMP) is rewritten by NIR's inexact algebra into fabs
 * on the tgsi_to_nir route, so the sign is flipped with integer ops:
 * sign = (t < 0) ? 0x80000000 : 0; destination = t ^ sign.
 */
static void
lower_abs(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_dst s = ureg_DECL_temporary(ureg);
   struct ureg_src t = src[0];

   (void)in;
   t.Negate = 0;
   ureg_FSLT(ureg, wm(s, dst.WriteMask), t, ureg_imm1f(ureg, 0.0f));
   ureg_AND(ureg, wm(s, dst.WriteMask), ureg_src(s),
            ureg_imm1u(ureg, 0x80000000u));
   ureg_XOR(ureg, dst, t, ureg_src(s));
   ureg_release_temporary(ureg, s);
}

#define SCALAR .scalar_src = true, .reads = { X }

static const struct nvtgsi_op nvtgsi_ops[NVP_OP_COUNT] = {
   [NVP_OP_ARL] = { .lower = lower_arl, SCALAR },
   [NVP_OP_MOV] = { .tgsi = TGSI_OPCODE_MOV },
   [NVP_OP_MUL] = { .tgsi = TGSI_OPCODE_MUL },
   [NVP_OP_ADD] = { .tgsi = TGSI_OPCODE_ADD },
   [NVP_OP_MAD] = { .tgsi = TGSI_OPCODE_MAD },
   /* RCP is an IEEE division on tgsi_exec and gallivm: 1/1.0 is exactly
    * 1.0, 1/+-0 is +-Inf and 1/+-Inf is +-0, as the spec requires. */
   [NVP_OP_RCP] = { .tgsi = TGSI_OPCODE_RCP, SCALAR },
   /* "the inverse square root of the absolute value of the source" */
   [NVP_OP_RSQ] = { .tgsi = TGSI_OPCODE_RSQ, SCALAR, .abs_src = true },
   [NVP_OP_DP3] = { .tgsi = TGSI_OPCODE_DP3,
                    .reads = { X | Y | Z, X | Y | Z } },
   [NVP_OP_DP4] = { .tgsi = TGSI_OPCODE_DP4,
                    .reads = { X | Y | Z | W, X | Y | Z | W } },
   [NVP_OP_DST] = { .lower = lower_dst, .reads = { Y | Z, Y | W } },
   [NVP_OP_MIN] = { .tgsi = TGSI_OPCODE_MIN },
   [NVP_OP_MAX] = { .tgsi = TGSI_OPCODE_MAX },
   [NVP_OP_SLT] = { .tgsi = TGSI_OPCODE_SLT },
   [NVP_OP_SGE] = { .tgsi = TGSI_OPCODE_SGE },
   [NVP_OP_EXP] = { .lower = lower_exp, SCALAR },
   [NVP_OP_LOG] = { .lower = lower_log, SCALAR },
   [NVP_OP_LIT] = { .lower = lower_lit, .reads = { X | Y | W } },
   [NVP_OP_DPH] = { .lower = lower_dph,
                    .reads = { X | Y | Z, X | Y | Z | W } },
   [NVP_OP_RCC] = { .lower = lower_rcc, SCALAR },
   [NVP_OP_SUB] = { .lower = lower_sub },
   [NVP_OP_ABS] = { .lower = lower_abs },
};

const struct nvtgsi_op *
nvtgsi_op_get(enum nvp_opcode op)
{
   if ((unsigned)op >= NVP_OP_COUNT)
      return NULL;
   return &nvtgsi_ops[op];
}

unsigned
nvtgsi_src_reads(const struct nvp_instr *in, unsigned i)
{
   const struct nvtgsi_op *op = nvtgsi_op_get(in->op);

   if (!op || i >= 3)
      return 0;
   return op->reads[i] ? op->reads[i] : in->dst.write_mask;
}
