/*
 * The "!!VP2.0" column of the emitter's opcode table (NV_vertex_program2
 * section 2.14.3) and the lowerings of the instructions VP2 adds or
 * defines differently from NV_vertex_program.
 *
 * Where VP2 keeps VP1's rules and NV_vertex_program's pseudo-code (RCP,
 * EXP, LOG, LIT, RCC, SUB, DST, DPH), the VP1 lowerings serve.  What VP2
 * changes (nvp_exec.c's op_vp2_* are the reference):
 *
 *  - Products are IEEE: "+/-0.0 * <x> = +/-0.0 ... The sign of the
 *    result is positive if the signs of the two operands match and
 *    negative otherwise", "+/-0.0 * +/-INF = NaN": VP1's "0.0 times
 *    anything is (positive) 0.0" (2.14.1.11) is gone, so MUL, MAD, DP3,
 *    DP4, DPH and DST are the plain TGSI instructions (no +0.0 is added:
 *    ctx->plus_zero stays false for VP2 programs); the dot products are
 *    MUL/ADD chains (lower_dot()).
 *  - MIN, MAX: "max(NaN, <x>) == NaN, for all <x>" and "max(A,B) is
 *    always equivalent to max(B,A)": lower_min_max().
 *  - The "set on" instructions give NaN for a NaN operand and compare
 *    zeros as equal: lower_set().
 *  - RSQ has no fabs(): "ApproxRSQRT(x) = NaN, if -INF < x < -0.0".
 *  - ABS: "abs(-0.0) = abs(+0.0) = +0.0".
 *  - Operands may carry |abs|, applied after the base negation
 *    (VectorLoad()): nvtgsi_src() gives TGSI's abs-then-negate, which
 *    is the same thing.
 *
 * Integer operations read their operands' bits; a TGSI source modifier
 * on an integer instruction would be an integer negation, so lowerings
 * that look at bits first copy the operand with a float MOV
 * (materialize()).
 */
#include <math.h>

#include "nvtgsi_priv.h"

#define X TGSI_WRITEMASK_X
#define XYZW TGSI_WRITEMASK_XYZW

static struct ureg_dst
wm(struct ureg_dst d, unsigned mask)
{
   return ureg_writemask(d, mask);
}

/* The components 'mask' of the source value, modifiers applied, in a
 * new TEMP (released by the caller). */
static struct ureg_dst
materialize(struct nvtgsi_ctx *ctx, struct ureg_src s, unsigned mask)
{
   struct ureg_dst t = ureg_DECL_temporary(ctx->ureg);

   ureg_MOV(ctx->ureg, wm(t, mask), s);
   return t;
}

/*
 * ARL, ARR: "iresult.x = floor(tmp.x)" / "round(tmp.x)" per component,
 * "clamped to [-512, +511], the range of representable address register
 * components".  The address registers are float TEMPs holding those
 * integers.  round() is "the nearest even integer" at .5: TGSI ROUND
 * (round-half-even on tgsi_exec, gallivm and NIR's fround_even).  A NaN
 * has no integer; nvp_exec.c makes it -512 ("integer indefinite"
 * clamped), and so does the MAX with -512 here: TGSI MAX is NIR's fmax,
 * which returns the number of a NaN/number pair (C fmaxf in tgsi_exec
 * and NIR's constant folding, gallivm's NaN-returns-other max, on
 * every driver since NIR defines it so), then MIN clamps the top; both
 * are exact for every non-NaN float (unit case vp2-address-nan).
 */
static void
lower_arl(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(ureg);
   unsigned mask = dst.WriteMask;

   if (in->op == NVP_OP_ARR)
      ureg_ROUND(ureg, wm(t, mask), src[0]);
   else
      ureg_FLR(ureg, wm(t, mask), src[0]);
   ureg_MAX(ureg, wm(t, mask), ureg_src(t),
            ureg_imm1f(ureg, (float)NVP_VP2_ADDR_MIN));
   ureg_MIN(ureg, dst, ureg_src(t),
            ureg_imm1f(ureg, (float)NVP_VP2_ADDR_MAX));
   ureg_release_temporary(ureg, t);
}

/* ARA: "iresult.x = itmp.x + itmp.z; iresult.y = itmp.y + itmp.w;" and
 * the same for .z and .w, clamped like ARL.  The source is the address
 * register itself (nvtgsi_src() of NVP_FILE_ADDRESS). */
static void
lower_ara(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(ureg);
   unsigned mask = dst.WriteMask;
   struct ureg_src a = src[0];

   (void)in;
   ureg_ADD(ureg, wm(t, mask),
            ureg_swizzle(a, TGSI_SWIZZLE_X, TGSI_SWIZZLE_Y, TGSI_SWIZZLE_X,
                         TGSI_SWIZZLE_Y),
            ureg_swizzle(a, TGSI_SWIZZLE_Z, TGSI_SWIZZLE_W, TGSI_SWIZZLE_Z,
                         TGSI_SWIZZLE_W));
   ureg_MAX(ureg, wm(t, mask), ureg_src(t),
            ureg_imm1f(ureg, (float)NVP_VP2_ADDR_MIN));
   ureg_MIN(ureg, dst, ureg_src(t),
            ureg_imm1f(ureg, (float)NVP_VP2_ADDR_MAX));
   ureg_release_temporary(ureg, t);
}

/*
 * MIN, MAX with a NaN operand give NaN; of two unequal values the
 * smaller (larger); of equal values the bits ORed (MIN: -0.0 when one
 * zero is negative) or ANDed (MAX: +0.0 when one is positive), which is
 * the value itself for every other equal pair.  Selects on integer masks
 * (UCMP), so neither NIR nor a driver substitutes its own fmin/fmax.
 */
static void
lower_min_max(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
              struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *ureg = ctx->ureg;
   unsigned mask = dst.WriteMask;
   bool max = in->op == NVP_OP_MAX;
   struct ureg_dst a = materialize(ctx, src[0], mask);
   struct ureg_dst b = materialize(ctx, src[1], mask);
   struct ureg_dst r = ureg_DECL_temporary(ureg);
   struct ureg_dst m = ureg_DECL_temporary(ureg);
   struct ureg_dst n = ureg_DECL_temporary(ureg);
   struct ureg_src sa = ureg_src(a), sb = ureg_src(b);

   if (max)
      ureg_AND(ureg, wm(r, mask), sa, sb);
   else
      ureg_OR(ureg, wm(r, mask), sa, sb);
   /* b < a: MIN takes b, MAX a */
   ureg_FSLT(ureg, wm(m, mask), sb, sa);
   ureg_UCMP(ureg, wm(r, mask), ureg_src(m), max ? sa : sb, ureg_src(r));
   /* a < b: MIN takes a, MAX b */
   ureg_FSLT(ureg, wm(m, mask), sa, sb);
   ureg_UCMP(ureg, wm(r, mask), ureg_src(m), max ? sb : sa, ureg_src(r));
   nvtgsi_is_nan(ureg, wm(m, mask), sa);
   nvtgsi_is_nan(ureg, wm(n, mask), sb);
   ureg_OR(ureg, wm(m, mask), ureg_src(m), ureg_src(n));
   ureg_UCMP(ureg, dst, ureg_src(m), ureg_imm1u(ureg, NVTGSI_NAN_BITS),
             ureg_src(r));
   ureg_release_temporary(ureg, n);
   ureg_release_temporary(ureg, m);
   ureg_release_temporary(ureg, r);
   ureg_release_temporary(ureg, b);
   ureg_release_temporary(ureg, a);
}

/*
 * SEQ SGE SGT SLE SLT SNE: "result.x = (tmp0.x <op> tmp1.x) ? 1.0 :
 * 0.0; ... if (tmp0.x is NaN or tmp1.x is NaN) result.x = NaN;" with
 * IEEE comparisons, so -0.0 equals +0.0.  The compares give integer
 * masks (~0 / 0); AND with the bits of 1.0 makes the 1.0 or 0.0.
 * SFL and STR: "sets all components of the result vector to 0.0" /
 * "1.0", NaN operands or not.
 */
static void
lower_set(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *ureg = ctx->ureg;
   unsigned mask = dst.WriteMask;

   if (in->op == NVP_OP_SFL || in->op == NVP_OP_STR) {
      ureg_MOV(ureg, dst,
               ureg_imm1f(ureg, in->op == NVP_OP_STR ? 1.0f : 0.0f));
      return;
   }

   struct ureg_dst a = materialize(ctx, src[0], mask);
   struct ureg_dst b = materialize(ctx, src[1], mask);
   struct ureg_dst r = ureg_DECL_temporary(ureg);
   struct ureg_dst n = ureg_DECL_temporary(ureg);
   struct ureg_src sa = ureg_src(a), sb = ureg_src(b);

   switch (in->op) {
   case NVP_OP_SEQ: ureg_FSEQ(ureg, wm(r, mask), sa, sb); break;
   case NVP_OP_SNE: ureg_FSNE(ureg, wm(r, mask), sa, sb); break;
   case NVP_OP_SLT: ureg_FSLT(ureg, wm(r, mask), sa, sb); break;
   case NVP_OP_SGT: ureg_FSLT(ureg, wm(r, mask), sb, sa); break;
   case NVP_OP_SGE: ureg_FSGE(ureg, wm(r, mask), sa, sb); break;
   default:         ureg_FSGE(ureg, wm(r, mask), sb, sa); break; /* SLE */
   }
   ureg_AND(ureg, wm(r, mask), ureg_src(r), ureg_imm1f(ureg, 1.0f));
   nvtgsi_is_nan(ureg, wm(n, mask), sa);
   nvtgsi_is_nan(ureg, wm(a, mask), sb);
   ureg_OR(ureg, wm(n, mask), ureg_src(n), ureg_src(a));
   ureg_UCMP(ureg, dst, ureg_src(n), ureg_imm1u(ureg, NVTGSI_NAN_BITS),
             ureg_src(r));
   ureg_release_temporary(ureg, n);
   ureg_release_temporary(ureg, r);
   ureg_release_temporary(ureg, b);
   ureg_release_temporary(ureg, a);
}

/*
 * SSG: "SetSign(NaN) = NaN", "SetSign(-0.0) = SetSign(+0.0) = 0.0",
 * else +-1.0.  On the bits: a = bits & 0x7fffffff; the sign of the
 * operand ORed into 1.0 where a is at least the smallest normal
 * (denormals read as zero: "Denorms are not supported"), 0.0 below, the
 * NaN above +Inf.
 */
static void
lower_ssg(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *ureg = ctx->ureg;
   unsigned mask = dst.WriteMask;
   struct ureg_dst v = materialize(ctx, src[0], mask);
   struct ureg_dst a = ureg_DECL_temporary(ureg);
   struct ureg_dst m = ureg_DECL_temporary(ureg);

   (void)in;
   ureg_AND(ureg, wm(a, mask), ureg_src(v), ureg_imm1u(ureg, 0x7fffffffu));
   ureg_AND(ureg, wm(v, mask), ureg_src(v), ureg_imm1u(ureg, 0x80000000u));
   ureg_OR(ureg, wm(v, mask), ureg_src(v), ureg_imm1f(ureg, 1.0f));
   ureg_USLT(ureg, wm(m, mask), ureg_imm1u(ureg, 0x007fffffu),
             ureg_src(a));
   ureg_UCMP(ureg, wm(v, mask), ureg_src(m), ureg_src(v),
             ureg_imm1u(ureg, 0));
   ureg_USLT(ureg, wm(m, mask), ureg_imm1u(ureg, 0x7f800000u),
             ureg_src(a));
   ureg_UCMP(ureg, dst, ureg_src(m), ureg_imm1u(ureg, NVTGSI_NAN_BITS),
             ureg_src(v));
   ureg_release_temporary(ureg, m);
   ureg_release_temporary(ureg, a);
   ureg_release_temporary(ureg, v);
}

/*
 * DP3, DP4, DPH: "result.x = tmp0.x * tmp1.x + tmp0.y * tmp1.y + ...",
 * each product and sum rounded in turn as nvp_exec.c does, as MUL and
 * ADD: TGSI DP3/DP4 become NIR fdot, which NIR rewrites when an operand
 * has constant zero components (fdot4(vec4(a, 0, 0, 0), b) -> a * b),
 * dropping "+/-0.0 * +/-INF = NaN"; exact MUL/ADD are left alone.
 */
static void
lower_dot(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(ureg);
   struct ureg_dst p = ureg_DECL_temporary(ureg);
   struct ureg_dst tx = wm(t, X), px = wm(p, X);
   unsigned n = in->op == NVP_OP_DP4 ? 4 : 3;

   ureg_MUL(ureg, tx, ureg_scalar(src[0], 0), ureg_scalar(src[1], 0));
   for (unsigned c = 1; c < n; c++) {
      ureg_MUL(ureg, px, ureg_scalar(src[0], c), ureg_scalar(src[1], c));
      ureg_ADD(ureg, tx, ureg_src(t), ureg_src(p));
   }
   /* DPH: "+ tmp1.w" */
   if (in->op == NVP_OP_DPH)
      ureg_ADD(ureg, tx, ureg_src(t), ureg_scalar(src[1], TGSI_SWIZZLE_W));
   ureg_MOV(ureg, dst, ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X));
   ureg_release_temporary(ureg, p);
   ureg_release_temporary(ureg, t);
}

/* FRC: "result.x = tmp.x - floor(tmp.x)", as written (not TGSI FRC,
 * which gallivm may clamp below 1.0): "fraction(+/-INF) = NaN",
 * "fraction(+/-0.0) = +0.0". */
static void
lower_frc(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(ureg);

   (void)in;
   ureg_FLR(ureg, wm(t, dst.WriteMask), src[0]);
   ureg_ADD(ureg, dst, src[0], ureg_negate(ureg_src(t)));
   ureg_release_temporary(ureg, t);
}

/*
 * EX2, LG2, COS, SIN: the TGSI instruction, then the special cases the
 * spec lists forced, since drivers' approximations differ there:
 * "Approx2ToX(-INF) = +0.0", "Approx2ToX(+INF) = +INF",
 * "ApproxLog2(+/-0.0) = -INF", "ApproxLog2(x) = NaN, -INF < x < -0.0",
 * "ApproxLog2(+INF) = +INF", NaN in gives NaN out; the trigonometric
 * functions of +-Inf and NaN are NaN.
 */
static void
lower_transcendental(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                     struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_dst v = materialize(ctx, src[0], X);
   struct ureg_dst r = ureg_DECL_temporary(ureg);
   struct ureg_dst m = ureg_DECL_temporary(ureg);
   struct ureg_src vx = ureg_scalar(ureg_src(v), TGSI_SWIZZLE_X);
   struct ureg_src rx = ureg_scalar(ureg_src(r), TGSI_SWIZZLE_X);
   struct ureg_src mx = ureg_scalar(ureg_src(m), TGSI_SWIZZLE_X);
   struct ureg_dst rw = wm(r, X), mw = wm(m, X);
   struct ureg_src nan = ureg_imm1u(ureg, NVTGSI_NAN_BITS);
   struct ureg_src inf = ureg_imm1f(ureg, INFINITY);

   switch (in->op) {
   case NVP_OP_EX2:
      ureg_EX2(ureg, rw, vx);
      ureg_FSEQ(ureg, mw, vx, ureg_imm1f(ureg, -INFINITY));
      ureg_UCMP(ureg, rw, mx, ureg_imm1f(ureg, 0.0f), rx);
      ureg_FSEQ(ureg, mw, vx, inf);
      ureg_UCMP(ureg, rw, mx, inf, rx);
      break;
   case NVP_OP_LG2:
      /* VP2 arithmetic flushes denormals (2.14.1.11). */
      nvtgsi_lg2(ureg, r, vx, m, true);
      break;
   default:
      ureg_insn(ureg, in->op == NVP_OP_COS ? TGSI_OPCODE_COS :
                                             TGSI_OPCODE_SIN,
                &rw, 1, &vx, 1, 0);
      ureg_MOV(ureg, mw, ureg_abs(vx));
      ureg_FSEQ(ureg, mw, mx, inf);
      ureg_UCMP(ureg, rw, mx, nan, rx);
      break;
   }
   nvtgsi_is_nan(ureg, mw, vx);
   ureg_UCMP(ureg, dst, mx, nan, rx);
   ureg_release_temporary(ureg, m);
   ureg_release_temporary(ureg, r);
   ureg_release_temporary(ureg, v);
}

/*
 * XPD (ARB_vertex_program, ARB kinds): "result.x = tmp0.y * tmp1.z -
 * tmp0.z * tmp1.y; result.y = tmp0.z * tmp1.x - tmp0.x * tmp1.z;
 * result.z = tmp0.x * tmp1.y - tmp0.y * tmp1.x;" ("result.w is
 * undefined": left as it was).  MUL and ADD, each rounded.
 */
static void
lower_xpd(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(ureg);
   struct ureg_dst u = ureg_DECL_temporary(ureg);
   unsigned mask = dst.WriteMask & TGSI_WRITEMASK_XYZ;

   (void)in;
   if (!mask)
      goto done;
   ureg_MUL(ureg, wm(t, mask),
            ureg_swizzle(src[0], TGSI_SWIZZLE_Y, TGSI_SWIZZLE_Z,
                         TGSI_SWIZZLE_X, TGSI_SWIZZLE_W),
            ureg_swizzle(src[1], TGSI_SWIZZLE_Z, TGSI_SWIZZLE_X,
                         TGSI_SWIZZLE_Y, TGSI_SWIZZLE_W));
   ureg_MUL(ureg, wm(u, mask),
            ureg_swizzle(src[0], TGSI_SWIZZLE_Z, TGSI_SWIZZLE_X,
                         TGSI_SWIZZLE_Y, TGSI_SWIZZLE_W),
            ureg_swizzle(src[1], TGSI_SWIZZLE_Y, TGSI_SWIZZLE_Z,
                         TGSI_SWIZZLE_X, TGSI_SWIZZLE_W));
   ureg_ADD(ureg, wm(dst, mask), ureg_src(t), ureg_negate(ureg_src(u)));
done:
   ureg_release_temporary(ureg, u);
   ureg_release_temporary(ureg, t);
}

#define SCALAR .scalar_src = true

/* VP2 rows: every field but tgsi/lower/scalar_src/abs_src is VP1's +0.0
 * and sign machinery, which VP2 does not use. */
static const struct nvtgsi_op nvtgsi_ops_vp2[NVP_OP_COUNT] = {
   [NVP_OP_ARL] = { .lower = lower_arl },
   [NVP_OP_ARR] = { .lower = lower_arl },
   [NVP_OP_ARA] = { .lower = lower_ara },
   [NVP_OP_MOV] = { .tgsi = TGSI_OPCODE_MOV },
   [NVP_OP_MUL] = { .lower = nvtgsi_lower_mul },
   [NVP_OP_ADD] = { .tgsi = TGSI_OPCODE_ADD },
   [NVP_OP_MAD] = { .lower = nvtgsi_lower_mad },
   /* "if (tmp == 1.0) result = 1.0; else ... 1.0 / tmp": IEEE division
    * on tgsi_exec and gallivm, as for VP1 */
   [NVP_OP_RCP] = { .tgsi = TGSI_OPCODE_RCP, SCALAR },
   [NVP_OP_RSQ] = { .tgsi = TGSI_OPCODE_RSQ, SCALAR },
   [NVP_OP_DP3] = { .lower = lower_dot },
   [NVP_OP_DP4] = { .lower = lower_dot },
   [NVP_OP_DPH] = { .lower = lower_dot },
   [NVP_OP_DST] = { .lower = nvtgsi_lower_dst },
   [NVP_OP_MIN] = { .lower = lower_min_max },
   [NVP_OP_MAX] = { .lower = lower_min_max },
   [NVP_OP_SEQ] = { .lower = lower_set },
   [NVP_OP_SFL] = { .lower = lower_set },
   [NVP_OP_SGE] = { .lower = lower_set },
   [NVP_OP_SGT] = { .lower = lower_set },
   [NVP_OP_SLE] = { .lower = lower_set },
   [NVP_OP_SLT] = { .lower = lower_set },
   [NVP_OP_SNE] = { .lower = lower_set },
   [NVP_OP_STR] = { .lower = lower_set },
   [NVP_OP_EXP] = { .lower = nvtgsi_lower_exp, SCALAR },
   [NVP_OP_LOG] = { .lower = nvtgsi_lower_log, SCALAR },
   [NVP_OP_LIT] = { .lower = nvtgsi_lower_lit },
   [NVP_OP_RCC] = { .lower = nvtgsi_lower_rcc, SCALAR },
   [NVP_OP_SUB] = { .lower = nvtgsi_lower_sub },
   /* "abs(-0.0) = abs(+0.0) = +0.0": |VectorLoad(op0)| */
   [NVP_OP_ABS] = { .tgsi = TGSI_OPCODE_MOV, .abs_src = true },
   [NVP_OP_FLR] = { .tgsi = TGSI_OPCODE_FLR },
   [NVP_OP_FRC] = { .lower = lower_frc },
   [NVP_OP_SSG] = { .lower = lower_ssg },
   [NVP_OP_EX2] = { .lower = lower_transcendental, SCALAR },
   [NVP_OP_LG2] = { .lower = lower_transcendental, SCALAR },
   [NVP_OP_COS] = { .lower = lower_transcendental, SCALAR },
   [NVP_OP_SIN] = { .lower = lower_transcendental, SCALAR },
   /* ARB kinds: "tmp = ApproxPower(tmp0.x, tmp1.x)" replicated */
   [NVP_OP_POW] = { .tgsi = TGSI_OPCODE_POW, SCALAR },
   [NVP_OP_XPD] = { .lower = lower_xpd },
   [NVP_OP_SWZ] = { .lower = nvtgsi_lower_swz },
   [NVP_OP_TEX] = { .lower = nvtgsi_lower_tex },
   [NVP_OP_TXP] = { .lower = nvtgsi_lower_tex },
   [NVP_OP_TXB] = { .lower = nvtgsi_lower_tex },
   [NVP_OP_TXL] = { .lower = nvtgsi_lower_tex },
   /* BRA, CAL, RET, PUSHA, POPA: nvtgsi_flow.c */
};

const struct nvtgsi_op *
nvtgsi_op_get_vp2(enum nvp_opcode op)
{
   if ((unsigned)op >= NVP_OP_COUNT)
      return NULL;
   return &nvtgsi_ops_vp2[op];
}
