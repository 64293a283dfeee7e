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
 *
 * Section 2.14.1.11, "Vertex Program Floating Point Requirements":
 *
 *  - "Note that (positive or negative) 0.0 times anything is (positive)
 *    0.0."  "This affects the MUL, MAD, DP3, DP4, DST, and LIT
 *    instructions" (and DPH of 1.1).  IEEE gives -0.0 for a zero times
 *    an operand of the other sign, which RCP/RCC (+-Inf) and SLT/SGE
 *    can tell apart.  x + (+0.0) is -0.0 -> +0.0 and leaves every other
 *    x unchanged, so products get +0.0 added, read from CONST[zero]
 *    (NVTGSI_BIND_ZERO; an immediate would be folded, see nvtgsi.h):
 *    MUL adds it after its product; MAD, DP3, DP4 and DPH add it
 *    to their result (a*b + c is -0.0 only when both IEEE a*b and c
 *    are -0.0; with the spec's a*b = +0.0 it is +0.0 + -0.0 = +0.0);
 *    DST's t.y*u.y is a product too.  Only where the sign can be seen: a
 *    backward pass over the (straight-line) program, nvtgsi_zero_signs(),
 *    follows each zero's sign through the table's sign_to columns to
 *    the outputs, RCP/RCC and SLT/SGE; a product that only feeds other
 *    products, RSQ, LOG, EXP, ARL or LIT's power stays a plain MUL,
 *    MAD, DP3 or DP4.  The products inside EXP (2^floor(t.x)
 *    times a positive power of two) and LIT (the power t.w*LOG(t.y),
 *    whose EX2 maps both zeros to 1.0) cannot show a zero's sign.
 *    Only the finite part is done: "Including +Inf, -Inf, +NaN, and
 *    -NaN when applying the above three rules is recommended but not
 *    required", and 0.0 * Inf stays the IEEE NaN (selecting on zero
 *    operands would cost three more instructions per product).
 *    nvp_exec.c, the reference interpreter, does the recommended part.
 *  - "For the purpose of comparisons performed by the SGE and SLT
 *    instructions, -0.0 is less than +0.0, -NaN is less than -Inf, and
 *    +NaN is greater than +Inf": integer compares of order keys, see
 *    lower_compare().
 */
#include <math.h>
#include <stdlib.h>

#include "nvtgsi_priv.h"

#define X TGSI_WRITEMASK_X
#define Y TGSI_WRITEMASK_Y
#define Z TGSI_WRITEMASK_Z
#define W TGSI_WRITEMASK_W
#define XYZW TGSI_WRITEMASK_XYZW

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
      ureg_FLR(ctx->ureg, wm(ctx->areg[0], X), src[0]);
}

/* The +0.0 that 2.14.1.11 adds to products (see the head comment). */
static struct ureg_src
plus_zero(const struct nvtgsi_ctx *ctx)
{
   return ctx->zero;
}

/*
 * Where a result goes that still needs + (+0.0): the same components of
 * ctx->pending_tmp.  Consecutive results for one register then share one
 * ADD, as in the usual "DP4 o[HPOS].x, c[0], v[OPOS]; ... DP4
 * o[HPOS].w, c[3], v[OPOS];" (four DP4 and one ADD).  nvtgsi_emit.c
 * flushes before an instruction that reads the register, writes a
 * pending component or defers for another register, and before END.
 */
static struct ureg_dst
defer_zero(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
           struct ureg_dst dst)
{
   ctx->pending_reg = in->dst;
   ctx->pending_mask |= dst.WriteMask;
   return wm(ctx->pending_tmp, dst.WriteMask);
}

void
nvtgsi_flush_zero(struct nvtgsi_ctx *ctx)
{
   struct nvp_dst d = ctx->pending_reg;

   if (!ctx->pending_mask)
      return;
   d.write_mask = ctx->pending_mask;
   ureg_ADD(ctx->ureg, nvtgsi_dst(ctx, &d), ureg_src(ctx->pending_tmp),
            plus_zero(ctx));
   ctx->pending_mask = 0;
}

/*
 * a*b + c as a MUL and an ADD, never TGSI's MAD: tgsi_to_nir makes MAD
 * an ffma, which llvmpipe (lower_ffma32) has nir_opt_algebraic split
 * into fmul + fadd again, one rewrite per component, each of which
 * empties the pass's range-analysis cache; on a long dependent chain
 * that made the algebraic passes of a load 1.9x as costly as for the
 * same program through prog_to_nir, which emits fadd(fmul()) itself.
 * The arithmetic is the same on every driver: llvmpipe never fuses,
 * and a driver that fuses (softpipe) fuses fmul + fadd as it fuses
 * ARB's, while exact (VP2) products stay two roundings there as its
 * tgsi_exec MAD computes them.
 */
static void
emit_mul_add(struct nvtgsi_ctx *ctx, struct ureg_dst dst,
             struct ureg_src a, struct ureg_src b, struct ureg_src c)
{
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_dst t = ureg_writemask(ureg_DECL_temporary(ureg),
                                      dst.WriteMask);

   ureg_MUL(ureg, t, a, b);
   ureg_ADD(ureg, dst, ureg_src(t), c);
   ureg_release_temporary(ureg, t);
}

/* MUL: "0.0 times anything is (positive) 0.0": a*b + (+0.0). */
void
nvtgsi_lower_mul(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   (void)in;
   if (ctx->plus_zero)
      emit_mul_add(ctx, dst, src[0], src[1], plus_zero(ctx));
   else
      ureg_MUL(ctx->ureg, dst, src[0], src[1]);
}

/* MAD: "destination.x = t.x * u.x + v.x", then + (+0.0): IEEE -0.0 +
 * -0.0 is -0.0 where the spec's +0.0 + -0.0 is +0.0. */
void
nvtgsi_lower_mad(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   if (ctx->plus_zero)
      dst = defer_zero(ctx, in, dst);
   emit_mul_add(ctx, dst, src[0], src[1], src[2]);
}

/* DP3, DP4: the sum of the products is -0.0 only when every IEEE
 * product is -0.0; + (+0.0) makes it the spec's +0.0. */
static void
nvtgsi_lower_dot(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   if (ctx->plus_zero)
      dst = defer_zero(ctx, in, dst);
   ureg_insn(ctx->ureg, in->op == NVP_OP_DP3 ? TGSI_OPCODE_DP3
                                             : TGSI_OPCODE_DP4,
             &dst, 1, src, 2, 0);
}

/* DST: destination = (1.0, t.y*u.y, t.z, u.w); only the written
 * components are computed; t.y*u.y + (+0.0) as MUL. */
void
nvtgsi_lower_dst(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(ureg);
   unsigned mask = dst.WriteMask;

   (void)in;
   if (mask & X)
      ureg_MOV(ureg, wm(t, X), ureg_imm1f(ureg, 1.0f));
   if ((mask & Y) && ctx->plus_zero)
      emit_mul_add(ctx, wm(t, Y), src[0], src[1], plus_zero(ctx));
   else if (mask & Y)
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
void
nvtgsi_lower_exp(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
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
void
nvtgsi_lower_log(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
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
void
nvtgsi_lower_lit(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
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
 * -u.w;").  The +0.0 of the products comes after u.w: (p + u.w) + 0.0
 * is (p + 0.0) + u.w for every p and u.w.
 */
static void
nvtgsi_lower_dph(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(ureg);

   ureg_DP3(ureg, wm(t, X), src[0], src[1]);
   if (ctx->plus_zero)
      dst = defer_zero(ctx, in, dst);
   ureg_ADD(ureg, dst, chan(t, 0), ureg_scalar(src[1], TGSI_SWIZZLE_W));
   ureg_release_temporary(ureg, t);
}

/*
 * SLT, SGE: "destination.x = (t.x < u.x) ? 1.0 : 0.0;" and ">=", where
 * "-0.0 is less than +0.0, -NaN is less than -Inf, and +NaN is greater
 * than +Inf".  That is the order of the keys
 *    key(f) = bits(f) ^ ((bits(f) >> 31) & 0x7fffffff)   (signed)
 * -NaN < -Inf < ... < -0.0 < +0.0 < ... < +Inf < +NaN (NaNs of one sign
 * by payload, as nvp_exec.c's order_key()).  Comparing the raw bits as
 * signed integers already orders every pair except two negative
 * values, whose order it reverses; flipping all 32 bits of both
 * (~x reverses the signed order) restores it, and one mask does:
 *    m = (bits(t) & bits(u)) >> 31        (arithmetic: ~0 when both
 *                                          are negative, else 0)
 *    r = (bits(t) ^ m) < (bits(u) ^ m)    (ISLT / ISGE: ~0 or 0)
 *    destination = r & bits(1.0)
 * Integer ops keep it exact on tgsi_exec, gallivm and through NIR.  A
 * negated source is negated first as the pseudo-code does ("if
 * (negate0) t.x = -t.x"), by its sign bit: integer ops would read the
 * modifier as an integer negation.
 */
static void
lower_compare(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
              struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *ureg = ctx->ureg;
   unsigned mask = dst.WriteMask;
   struct ureg_dst k[2], m = ureg_DECL_temporary(ureg);
   struct ureg_src b[2];

   for (unsigned i = 0; i < 2; i++) {
      k[i] = ureg_DECL_temporary(ureg);
      b[i] = src[i];
      if (b[i].Negate) {
         b[i].Negate = 0;
         ureg_XOR(ureg, wm(k[i], mask), b[i],
                  ureg_imm1u(ureg, 0x80000000u));
         b[i] = ureg_src(k[i]);
      }
   }
   ureg_AND(ureg, wm(m, mask), b[0], b[1]);
   ureg_ISHR(ureg, wm(m, mask), ureg_src(m), ureg_imm1i(ureg, 31));
   ureg_XOR(ureg, wm(k[0], mask), b[0], ureg_src(m));
   ureg_XOR(ureg, wm(k[1], mask), b[1], ureg_src(m));
   if (in->op == NVP_OP_SLT)
      ureg_ISLT(ureg, wm(m, mask), ureg_src(k[0]), ureg_src(k[1]));
   else
      ureg_ISGE(ureg, wm(m, mask), ureg_src(k[0]), ureg_src(k[1]));
   ureg_AND(ureg, dst, ureg_src(m), ureg_imm1f(ureg, 1.0f));
   ureg_release_temporary(ureg, k[1]);
   ureg_release_temporary(ureg, k[0]);
   ureg_release_temporary(ureg, m);
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
void
nvtgsi_lower_rcc(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
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
void
nvtgsi_lower_sub(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
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
/* sign_to: slot c of the source reaches component c of the result (SAME),
 * or slot x reaches all of it (SPLAT: scalar operands). */
#define SAME { X, Y, Z, W }
#define SPLAT { XYZW }
#define SIGN_SAME1 .sign_to = { SAME }
#define SIGN_SAME2 .sign_to = { SAME, SAME }

static const struct nvtgsi_op nvtgsi_ops[NVP_OP_COUNT] = {
   [NVP_OP_ARL] = { .lower = lower_arl, SCALAR },
   [NVP_OP_MOV] = { .tgsi = TGSI_OPCODE_MOV, SIGN_SAME1 },
   [NVP_OP_MUL] = { .lower = nvtgsi_lower_mul, .plus_zero = XYZW },
   [NVP_OP_ADD] = { .tgsi = TGSI_OPCODE_ADD, SIGN_SAME2 },
   [NVP_OP_MAD] = { .lower = nvtgsi_lower_mad, .plus_zero = XYZW,
                    .defer_zero = true },
   /* RCP is an IEEE division on tgsi_exec and gallivm: 1/1.0 is exactly
    * 1.0, 1/+-0 is +-Inf and 1/+-Inf is +-0, as the spec requires. */
   [NVP_OP_RCP] = { .tgsi = TGSI_OPCODE_RCP, SCALAR,
                    .sign_to = { SPLAT }, .sign_value = true },
   /* "the inverse square root of the absolute value of the source" */
   [NVP_OP_RSQ] = { .tgsi = TGSI_OPCODE_RSQ, SCALAR, .abs_src = true },
   [NVP_OP_DP3] = { .lower = nvtgsi_lower_dot, .plus_zero = XYZW,
                    .defer_zero = true,
                    .reads = { X | Y | Z, X | Y | Z } },
   [NVP_OP_DP4] = { .lower = nvtgsi_lower_dot, .plus_zero = XYZW,
                    .defer_zero = true,
                    .reads = { X | Y | Z | W, X | Y | Z | W } },
   /* (1.0, t.y*u.y, t.z, u.w) */
   [NVP_OP_DST] = { .lower = nvtgsi_lower_dst, .plus_zero = Y,
                    .reads = { Y | Z, Y | W },
                    .sign_to = { { 0, 0, Z, 0 }, { 0, 0, 0, W } } },
   [NVP_OP_MIN] = { .tgsi = TGSI_OPCODE_MIN, SIGN_SAME2 },
   [NVP_OP_MAX] = { .tgsi = TGSI_OPCODE_MAX, SIGN_SAME2 },
   [NVP_OP_SLT] = { .lower = lower_compare, SIGN_SAME2,
                    .sign_value = true },
   [NVP_OP_SGE] = { .lower = lower_compare, SIGN_SAME2,
                    .sign_value = true },
   [NVP_OP_EXP] = { .lower = nvtgsi_lower_exp, SCALAR },
   [NVP_OP_LOG] = { .lower = nvtgsi_lower_log, SCALAR },
   /* y = t.x where t.x is not below 0 (-0.0 passes); t.y and t.w only
    * reach z through LOG and the zero-forced power */
   [NVP_OP_LIT] = { .lower = nvtgsi_lower_lit, .reads = { X | Y | W },
                    .sign_to = { { Y } } },
   [NVP_OP_DPH] = { .lower = nvtgsi_lower_dph, .plus_zero = XYZW,
                    .defer_zero = true,
                    .reads = { X | Y | Z, X | Y | Z | W } },
   [NVP_OP_RCC] = { .lower = nvtgsi_lower_rcc, SCALAR,
                    .sign_to = { SPLAT }, .sign_value = true },
   [NVP_OP_SUB] = { .lower = nvtgsi_lower_sub, SIGN_SAME2 },
   /* ABS(-0.0) is -0.0 */
   [NVP_OP_ABS] = { .lower = lower_abs, SIGN_SAME1 },
};

const struct nvtgsi_op *
nvtgsi_op_get(enum nvp_opcode op)
{
   if ((unsigned)op >= NVP_OP_COUNT)
      return NULL;
   return &nvtgsi_ops[op];
}

const struct nvtgsi_op *
nvtgsi_op_for(const struct nvtgsi_ctx *ctx, enum nvp_opcode op)
{
   return ctx->vp2 ? nvtgsi_op_get_vp2(op) : nvtgsi_op_get(op);
}

unsigned
nvtgsi_src_reads(const struct nvp_instr *in, unsigned i)
{
   const struct nvtgsi_op *op = nvtgsi_op_get(in->op);

   if (!op || i >= 3)
      return 0;
   return op->reads[i] ? op->reads[i] : in->dst.write_mask;
}

/*
 * Which written components' zero signs can be observed, for the +0.0 of
 * products: a backward pass over the program (VP1 has no branches).
 * A component of Rn is "live" when a later instruction reads it before
 * it is written again, and "signed" when the sign of a zero in it can
 * change a result that is itself signed (the sign_to columns: MOV, ADD,
 * SUB, MIN, MAX, ABS, DST's t.z and u.w, LIT's t.x) or a result that is
 * live at all (sign_value: RCP, RCC, SLT, SGE).  Products, RSQ and LOG
 * (absolute values), EXP and ARL (floor(-0.0) and floor(+0.0) give the
 * same results) and LIT's t.y and t.w read no sign; neither does MAD's addend or DPH's u.w once the
 * products are +0.0: +0.0 + (+-0.0) is +0.0 either way.  Everything
 * written to o[] is live, and signed except o[HPOS] (below).
 */
bool
nvtgsi_zero_signs(struct nvtgsi_ctx *ctx)
{
   const struct nvp_program *prog = ctx->prog;
   uint8_t live[NVP_VP1_NUM_TEMPS] = { 0 };
   uint8_t sign[NVP_VP1_NUM_TEMPS] = { 0 };

   ctx->sign_needed = calloc(prog->num_instrs + 1, 1);
   if (!ctx->sign_needed)
      return false;

   for (unsigned i = prog->num_instrs; i-- > 0;) {
      const struct nvp_instr *in = &prog->instrs[i];
      const struct nvtgsi_op *op = nvtgsi_op_get(in->op);
      unsigned num_src = nvp_opcode_info(in->op)->num_src;
      unsigned mask = in->dst.write_mask, l = 0, s = 0;

      if (in->dst.file == NVP_FILE_TEMP) {
         l = live[in->dst.index] & mask;
         s = sign[in->dst.index] & mask;
         live[in->dst.index] &= ~mask;
         sign[in->dst.index] &= ~mask;
      } else if (in->dst.file == NVP_FILE_OUTPUT) {
         /* o[HPOS] only feeds the clip tests (-w <= x <= w holds for
          * both zeros alike), the perspective division (x/w with a zero
          * w is either clipped or 0/0) and the viewport transform
          * (-0.0 * s + c == c): its zeros' signs cannot be seen. */
         l = mask;
         s = in->dst.index == NVP_OUT_HPOS ? 0 : mask;
      }
      ctx->sign_needed[i] = s;

      for (unsigned j = 0; j < num_src; j++) {
         const struct nvp_src *src = &in->src[j];
         unsigned reads = nvtgsi_src_reads(in, j);

         if (src->file != NVP_FILE_TEMP)
            continue;
         for (unsigned c = 0; c < 4; c++) {
            unsigned bit = 1u << src->swizzle[c];

            if (!(reads & (1u << c)))
               continue;
            live[src->index] |= bit;
            if (op->sign_to[j][c] & (op->sign_value ? l : s))
               sign[src->index] |= bit;
         }
      }
   }
   return true;
}
