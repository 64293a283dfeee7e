/*
 * The NV_gpu_program4 rows of the emitter's opcode table (as
 * nvtgsi_ops_vp2.c holds the "!!VP2.0" rows): the gp4 column gives the
 * TGSI opcode per data type (Table X.13's ".F", ".S", ".U"; 0 where the
 * type takes a lowering or does not exist), and the lowerings below
 * handle what no single TGSI opcode does.  A row with neither fails to
 * load as "not yet translated".
 *
 * Every lowering writes 'dst', a scratch TEMP that nvtgsi_gp4.c then
 * clamps, masks and copies, so a destination that is also an operand is
 * read before it is written.
 *
 * Where the spec leaves a result undefined, the lowerings give one that
 * llvmpipe and softpipe agree on (docs/languages: gp4):
 *  - integer DIV and MOD by zero: all bits set (quotient and remainder);
 *    signed ones take the magnitudes, so -2^31 / -1 is -2^31;
 *  - SHL, SHR by a count outside [0, 31]: by the count's low five bits;
 *  - float to integer (FLR, CEIL, ROUND, TRUNC with .S or .U, a float
 *    REP count): NaN 0, past the type's range its nearest end.
 */
#include <string.h>

#include "util/u_math.h"

#include "nvtgsi_fp_priv.h"
#include "nvtgsi_gp4_priv.h"

#define X TGSI_WRITEMASK_X
#define Y TGSI_WRITEMASK_Y
#define Z TGSI_WRITEMASK_Z
#define W TGSI_WRITEMASK_W
#define XYZ (X | Y | Z)

static struct ureg_dst
wm(struct ureg_dst d, unsigned mask)
{
   return ureg_writemask(d, mask);
}

static struct ureg_dst
temp(struct nvtgsi_ctx *ctx, struct ureg_dst like)
{
   return wm(ureg_DECL_temporary(ctx->ureg), like.WriteMask);
}

static enum nvp_type
type_of(const struct nvp_instr *in)
{
   return in->type ? in->type : NVP_TYPE_FLOAT;
}

void
nvtgsi_gp4_f2i(struct nvtgsi_ctx *ctx, struct ureg_dst dst,
               struct ureg_src x, enum nvp_type t)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst v = temp(ctx, dst), big = temp(ctx, dst);
   bool s = t == NVP_TYPE_INT;

   ureg_FSNE(u, big, x, x);
   ureg_UCMP(u, v, ureg_src(big), ureg_imm1f(u, 0.0f), x);
   ureg_FSGE(u, big, ureg_src(v), ureg_imm1f(u, s ? 2147483648.0f :
                                                   4294967296.0f));
   /* the largest floats below 2^31 and 2^32 */
   ureg_MAX(u, v, ureg_src(v), ureg_imm1f(u, s ? -2147483648.0f : 0.0f));
   ureg_MIN(u, v, ureg_src(v), ureg_imm1f(u, s ? 2147483520.0f :
                                                4294967040.0f));
   if (s)
      ureg_F2I(u, v, ureg_src(v));
   else
      ureg_F2U(u, v, ureg_src(v));
   ureg_UCMP(u, dst, ureg_src(big),
             ureg_imm1u(u, s ? 0x7fffffffu : 0xffffffffu), ureg_src(v));
   ureg_release_temporary(u, v);
   ureg_release_temporary(u, big);
}

/* Integer adds remember their addends for OF and CF (nvtgsi_gp4_flow.c).
 * "For the purposes of condition code setting, negation modifiers turn
 * add operations into subtracts and vice versa": an add of a negated
 * operand b is taken as the add of -b, which gives the subtract's flags
 * except for b = 0 (CF) and b = -2^31 (OF). */
static void
note_add(struct nvtgsi_ctx *ctx, struct ureg_src a, struct ureg_src b,
         bool sub)
{
   ctx->gp4->carry = true;
   ctx->gp4->carry_a = a;
   ctx->gp4->carry_b = b;
   ctx->gp4->carry_sub = sub;
}

/* ADD, SUB */
static void
lower_add(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   bool sub = in->op == NVP_OP_SUB;

   if (type_of(in) == NVP_TYPE_FLOAT) {
      ureg_ADD(u, dst, src[0], sub ? ureg_negate(src[1]) : src[1]);
      return;
   }
   if (sub) {
      /* src[1] stays unchanged for the flags: the scratch of the
       * negation is the destination's own TEMP */
      struct ureg_dst n = temp(ctx, dst);
      ureg_INEG(u, n, src[1]);
      ureg_UADD(u, dst, src[0], ureg_src(n));
      ureg_release_temporary(u, n);
   } else {
      ureg_UADD(u, dst, src[0], src[1]);
   }
   note_add(ctx, src[0], src[1], sub);
}

/* MUL: "Integer multiplies without the "HI" modifier normally return the
 * least significant bits of the product"; S24/U24 products of operands
 * in range are exact in those bits. */
static void
lower_mul(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   enum nvp_type t = type_of(in);

   if (t == NVP_TYPE_FLOAT)
      ureg_MUL(u, dst, src[0], src[1]);
   else if (in->mul_mode == NVP_MUL_HI && t == NVP_TYPE_INT)
      ureg_IMUL_HI(u, dst, src[0], src[1]);
   else if (in->mul_mode == NVP_MUL_HI)
      ureg_UMUL_HI(u, dst, src[0], src[1]);
   else
      ureg_UMUL(u, dst, src[0], src[1]);
}

/* MAD: the integer add of the product and the third operand sets OF
 * and CF. */
static void
lower_mad(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;

   if (type_of(in) == NVP_TYPE_FLOAT) {
      ureg_MAD(u, dst, src[0], src[1], src[2]);
      return;
   }
   /* the product lives until the flags are set: not released */
   struct ureg_dst p = temp(ctx, dst);
   ureg_UMUL(u, p, src[0], src[1]);
   ureg_UADD(u, dst, ureg_src(p), src[2]);
   note_add(ctx, ureg_src(p), src[2], false);
}

/* SAD: "result = abs(tmp0 - tmp1) + tmp2" with an unsigned tmp2. */
static void
lower_sad(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst d = temp(ctx, dst), n = temp(ctx, dst);
   bool s = type_of(in) == NVP_TYPE_INT;

   ureg_INEG(u, n, src[1]);
   ureg_UADD(u, d, src[0], ureg_src(n));
   if (s)
      ureg_ISLT(u, n, src[0], src[1]);
   else
      ureg_USLT(u, n, src[0], src[1]);
   ureg_INEG(u, dst, ureg_src(d));
   ureg_UCMP(u, d, ureg_src(n), ureg_src(dst), ureg_src(d));
   ureg_UADD(u, dst, ureg_src(d), src[2]);
   ureg_release_temporary(u, n);
   note_add(ctx, ureg_src(d), src[2], false);
}

/* DIV (.S, .U) and MOD: on the magnitudes, unsigned, the divisor 0
 * replaced by 1 and its result by all bits set; the quotient negative
 * where the operands' signs differ, the remainder of the dividend's sign
 * (C's %, which "A result component is undefined if the corresponding
 * component of the first operand is negative" leaves open). */
static void
lower_idiv(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
           struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   enum nvp_type t = type_of(in);
   bool mod = in->op == NVP_OP_MOD;

   if (t == NVP_TYPE_FLOAT) {
      ureg_DIV(u, dst, src[0], src[1]);
      return;
   }
   struct ureg_dst a = temp(ctx, dst), b = temp(ctx, dst);
   struct ureg_dst zero = temp(ctx, dst);
   ureg_USEQ(u, zero, src[1], ureg_imm1u(u, 0));
   if (t == NVP_TYPE_INT) {
      ureg_IABS(u, a, src[0]);
      ureg_IABS(u, b, src[1]);
   } else {
      ureg_MOV(u, a, src[0]);
      ureg_MOV(u, b, src[1]);
   }
   ureg_UMAX(u, b, ureg_src(b), ureg_imm1u(u, 1));
   if (mod)
      ureg_UMOD(u, a, ureg_src(a), ureg_src(b));
   else
      ureg_UDIV(u, a, ureg_src(a), ureg_src(b));
   if (t == NVP_TYPE_INT) {
      if (mod)
         ureg_ISLT(u, b, src[0], ureg_imm1i(u, 0));
      else {
         ureg_XOR(u, b, src[0], src[1]);
         ureg_ISLT(u, b, ureg_src(b), ureg_imm1i(u, 0));
      }
      ureg_INEG(u, dst, ureg_src(a));
      ureg_UCMP(u, a, ureg_src(b), ureg_src(dst), ureg_src(a));
   }
   ureg_UCMP(u, dst, ureg_src(zero), ureg_imm1u(u, 0xffffffffu),
             ureg_src(a));
   ureg_release_temporary(u, a);
   ureg_release_temporary(u, b);
   ureg_release_temporary(u, zero);
}

/* ABS: "Taking the absolute value of an unsigned integer is not a
 * useful operation, but is not illegal." */
static void
lower_abs(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   enum nvp_type t = type_of(in);

   if (t == NVP_TYPE_FLOAT)
      ureg_MOV(ctx->ureg, dst, ureg_abs(src[0]));
   else if (t == NVP_TYPE_INT)
      ureg_IABS(ctx->ureg, dst, src[0]);
   else
      ureg_MOV(ctx->ureg, dst, src[0]);
}

/* CMP: "result.x = (tmp0.x < 0) ? tmp1.x : tmp2.x" */
static void
lower_cmp(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   enum nvp_type t = type_of(in);
   struct ureg_dst c = temp(ctx, dst);

   if (t == NVP_TYPE_FLOAT)
      ureg_FSLT(u, c, src[0], ureg_imm1f(u, 0.0f));
   else if (t == NVP_TYPE_INT)
      ureg_ISLT(u, c, src[0], ureg_imm1i(u, 0));
   else
      ureg_MOV(u, c, ureg_imm1u(u, 0));
   ureg_UCMP(u, dst, ureg_src(c), src[1], src[2]);
   ureg_release_temporary(u, c);
}

/*
 * SEQ, SNE, SLT, SGE, SGT, SLE, SFL, STR: "For floating-point data
 * types, the TRUE value is 1.0 and the FALSE value is 0.0.  For signed
 * integer data types, the TRUE value is -1 and the FALSE value is 0.
 * For unsigned integer data types, the TRUE value is the maximum integer
 * value (all bits are ones) and the FALSE value is zero."  The gp4
 * column holds the compare per type; gp4_swap_src rows compare the
 * operands the other way round (a > b is b < a).
 */
static void
lower_set(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   const struct nvtgsi_op *op = nvtgsi_op_get_gp4(in->op);
   enum nvp_type t = type_of(in);

   if (in->op == NVP_OP_SFL || in->op == NVP_OP_STR) {
      ureg_MOV(u, dst, ureg_imm1u(u, in->op == NVP_OP_SFL ? 0 :
                                  t == NVP_TYPE_FLOAT ? fui(1.0f) :
                                  0xffffffffu));
      return;
   }
   struct ureg_src args[2] = { src[0], src[1] };
   if (op->gp4_swap_src) {
      args[0] = src[1];
      args[1] = src[0];
   }
   ureg_insn(u, op->gp4[t], &dst, 1, args, 2, 0);
   if (t == NVP_TYPE_FLOAT)
      ureg_AND(u, dst, ureg_src(dst), ureg_imm1u(u, fui(1.0f)));
}

/* SSG: "1.0 if ... greater than zero, 0.0 if ... equal to zero, and
 * -1.0 if ... less than zero": (x > 0) - (x < 0) from two compares, so
 * that both zeros give +0.0 on every path (tgsi_exec's SSG gives +0.0,
 * NIR's fsign -0.0 for -0.0). */
static void
lower_ssg(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst n = temp(ctx, dst);

   (void)in;
   ureg_FSLT(u, dst, ureg_imm1f(u, 0.0f), src[0]);
   ureg_AND(u, dst, ureg_src(dst), ureg_imm1u(u, fui(1.0f)));
   ureg_FSLT(u, n, src[0], ureg_imm1f(u, 0.0f));
   ureg_AND(u, n, ureg_src(n), ureg_imm1u(u, fui(1.0f)));
   ureg_ADD(u, dst, ureg_src(dst), ureg_negate(ureg_src(n)));
   ureg_release_temporary(u, n);
}

/* TGALL, TGANY, TGEQ (NV_gpu_program5): each tests a component across
 * "each active thread in the current thread group", and "The method
 * used to arrange threads into groups is undefined": nvprog makes every
 * thread a group of its own (neither driver's TGSI has a vote), so
 * TGALL and TGANY are "non-zero" of the thread's own component and
 * TGEQ, all values of a group of one being equal, is TRUE, with the
 * TRUE and FALSE of lower_set()'s sentence.  A NaN is non-zero. */
static void
lower_vote(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
           struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   enum nvp_type t = type_of(in);

   if (in->op == NVP_OP_TGEQ) {
      ureg_MOV(u, dst, ureg_imm1u(u, t == NVP_TYPE_FLOAT ? fui(1.0f)
                                                         : 0xffffffffu));
      return;
   }
   if (t == NVP_TYPE_FLOAT) {
      /* unordered: NaN != 0 */
      ureg_FSNE(u, dst, src[0], ureg_imm1f(u, 0.0f));
      ureg_AND(u, dst, ureg_src(dst), ureg_imm1u(u, fui(1.0f)));
   } else {
      ureg_USNE(u, dst, src[0], ureg_imm1u(u, 0));
   }
}

/* FLR, CEIL, ROUND, TRUNC: "The single operand is always treated as a
 * floating-point value, but the result is written as a floating-point
 * value, a signed integer, or an unsigned integer". */
/* Whether operand 0 of in reads only fragment.position's x, y or z,
 * unnegated: window coordinates and depth, finite and in [0, 2^14]
 * (the largest viewport), which no conversion clamps. */
static bool
window_position(const struct nvp_instr *in)
{
   const struct nvp_src *s = &in->src[0];

   if (s->file != NVP_FILE_FRAG_ATTRIB || s->index != NVP_FRAG_WPOS ||
       s->negate || s->absolute)
      return false;
   for (unsigned c = 0; c < 4; c++) {
      if ((in->dst.write_mask & (1u << c)) &&
          s->swizzle[c] > TGSI_SWIZZLE_Z)
         return false;
   }
   return true;
}

/* Whether every component 'in' writes reads 0.0 or 1.0 of a TEMP
 * (nvtgsi_gp4.c, note_booleans()): rounding leaves it as it is and it
 * converts without a clamp, negated as -1 too, except to unsigned. */
static bool
boolean_operand(const struct nvtgsi_ctx *ctx, const struct nvp_instr *in)
{
   const struct nvp_src *s = &in->src[0];

   if (s->file != NVP_FILE_TEMP || s->relative ||
       s->index >= NVP_ARB_NUM_TEMPS ||
       (s->negate && type_of(in) == NVP_TYPE_UINT))
      return false;
   for (unsigned c = 0; c < 4; c++) {
      if ((in->dst.write_mask & (1u << c)) &&
          !(ctx->gp4->booleans[s->index] & (1u << (s->swizzle[c] & 3))))
         return false;
   }
   return true;
}

static void
lower_round(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
            struct ureg_dst dst, const struct ureg_src *src)
{
   const struct nvtgsi_op *op = nvtgsi_op_get_gp4(in->op);
   enum nvp_type t = type_of(in);
   unsigned f2i = t == NVP_TYPE_INT ? TGSI_OPCODE_F2I : TGSI_OPCODE_F2U;

   /* cgc's "SLT.F R0.z, ...; TRUNC.U R0.z, R0;" */
   if (t != NVP_TYPE_FLOAT && boolean_operand(ctx, in)) {
      ureg_insn(ctx->ureg, f2i, &dst, 1, src, 1, 0);
      return;
   }
   ureg_insn(ctx->ureg, op->gp4[NVP_TYPE_FLOAT], &dst, 1, src, 1, 0);
   if (t == NVP_TYPE_FLOAT)
      return;
   /* cgc's "(int2)IN.wpos.xy": nothing to clamp, no NaN */
   if (window_position(in))
      ureg_insn(ctx->ureg, f2i, &dst, 1, (struct ureg_src[]){
                ureg_src(dst) }, 1, 0);
   else
      nvtgsi_gp4_f2i(ctx, dst, ureg_src(dst), t);
}

/* DPH: "tmp0.x*tmp1.x + tmp0.y*tmp1.y + tmp0.z*tmp1.z + tmp1.w" */
static void
lower_dph(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst d = wm(ureg_DECL_temporary(u), X);

   (void)in;
   ureg_DP3(u, d, src[0], src[1]);
   ureg_ADD(u, dst, ureg_scalar(ureg_src(d), TGSI_SWIZZLE_X),
            ureg_scalar(src[1], TGSI_SWIZZLE_W));
   ureg_release_temporary(u, d);
}

/* DP2A: "tmp0.x*tmp1.x + tmp0.y*tmp1.y + tmp2.x" */
static void
lower_dp2a(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
           struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst d = wm(ureg_DECL_temporary(u), X);

   (void)in;
   ureg_DP2(u, d, src[0], src[1]);
   ureg_ADD(u, dst, ureg_scalar(ureg_src(d), TGSI_SWIZZLE_X),
            ureg_scalar(src[2], TGSI_SWIZZLE_X));
   ureg_release_temporary(u, d);
}

/* XPD: the cross product of the xyz components; "result.w = undefined"
 * (0.0 here). */
static void
lower_xpd(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(u);
   const unsigned YZX[4] = { 1, 2, 0, 3 }, ZXY[4] = { 2, 0, 1, 3 };
#define SW(s, p) ureg_swizzle(s, p[0], p[1], p[2], p[3])

   (void)in;
   ureg_MUL(u, wm(t, XYZ), SW(src[0], ZXY), SW(src[1], YZX));
   ureg_MAD(u, wm(dst, dst.WriteMask & XYZ), SW(src[0], YZX),
            SW(src[1], ZXY), ureg_negate(ureg_src(t)));
   ureg_MOV(u, wm(dst, dst.WriteMask & W), ureg_imm1f(u, 0.0f));
#undef SW
   ureg_release_temporary(u, t);
}

/* NRM: "result = tmp * ApproxRSQ(tmp.x^2 + tmp.y^2 + tmp.z^2)" on x, y,
 * z; "result.w = undefined" (0.0 here). */
static void
lower_nrm(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst t = wm(ureg_DECL_temporary(u), X);

   (void)in;
   ureg_DP3(u, t, src[0], src[0]);
   ureg_RSQ(u, t, ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X));
   ureg_MUL(u, wm(dst, dst.WriteMask & XYZ), src[0],
            ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X));
   ureg_MOV(u, wm(dst, dst.WriteMask & W), ureg_imm1f(u, 0.0f));
   ureg_release_temporary(u, t);
}

/* DST: "(1.0, tmp0.y*tmp1.y, tmp0.z, tmp1.w)" */
static void
lower_dst(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;

   (void)in;
   ureg_MOV(u, wm(dst, dst.WriteMask & X), ureg_imm1f(u, 1.0f));
   ureg_MUL(u, wm(dst, dst.WriteMask & Y), src[0], src[1]);
   ureg_MOV(u, wm(dst, dst.WriteMask & Z), src[0]);
   ureg_MOV(u, wm(dst, dst.WriteMask & W), src[1]);
}

/* SCS: "(ApproxCos(tmp), ApproxSin(tmp), undefined, undefined)" (0.0
 * here). */
static void
lower_scs(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;

   (void)in;
   ureg_COS(u, wm(dst, dst.WriteMask & X), src[0]);
   ureg_SIN(u, wm(dst, dst.WriteMask & Y), src[0]);
   ureg_MOV(u, wm(dst, dst.WriteMask & (Z | W)), ureg_imm1f(u, 0.0f));
}

/* RFL: "tmp.x = 2.0 * (axis . direction) / (axis . axis); result.xyz =
 * tmp.x * axis - direction; result.w = undefined" (0.0 here). */
static void
lower_rfl(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(u);

   (void)in;
   ureg_DP3(u, wm(t, W), src[0], src[0]);
   ureg_DP3(u, wm(t, X), src[0], src[1]);
   ureg_MUL(u, wm(t, X), ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X),
            ureg_imm1f(u, 2.0f));
   ureg_DIV(u, wm(t, X), ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X),
            ureg_scalar(ureg_src(t), TGSI_SWIZZLE_W));
   ureg_MAD(u, wm(dst, dst.WriteMask & XYZ),
            ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X), src[0],
            ureg_negate(src[1]));
   ureg_MOV(u, wm(dst, dst.WriteMask & W), ureg_imm1f(u, 0.0f));
   ureg_release_temporary(u, t);
}

/* X2D: "result.x = tmp0.x + tmp1.x * tmp2.x + tmp1.y * tmp2.y;
 * result.y = tmp0.y + tmp1.x * tmp2.z + tmp1.y * tmp2.w;" and z, w the
 * same as x, y. */
static void
lower_x2d(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(u);
   struct ureg_src xyxy = ureg_swizzle(src[1], 0, 1, 0, 1);
   struct ureg_src m = ureg_swizzle(src[2], 0, 2, 0, 2);
   struct ureg_src n = ureg_swizzle(src[2], 1, 3, 1, 3);

   (void)in;
   ureg_MAD(u, t, ureg_scalar(xyxy, TGSI_SWIZZLE_X), m,
            ureg_swizzle(src[0], 0, 1, 0, 1));
   ureg_MAD(u, dst, ureg_scalar(xyxy, TGSI_SWIZZLE_Y), n, ureg_src(t));
   ureg_release_temporary(u, t);
}

/* SWZ: the extended swizzle; nvtgsi_gp4_load_src() read the "0" and "1"
 * selectors as x and left the signs to here: component c is 0.0, 1.0 or
 * the selected one, negated when its own sign and the operand's
 * differ. */
static void
lower_swz(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   const struct nvp_src *s = &in->src[0];

   for (unsigned c = 0; c < 4; c++) {
      unsigned sel = s->swizzle[c];
      bool neg = s->negate ^ ((s->negate_comps >> c) & 1);
      struct ureg_src v = ureg_scalar(src[0], c);

      if (!(dst.WriteMask & (1u << c)))
         continue;
      if (sel == NVP_SWIZZLE_ZERO || sel == NVP_SWIZZLE_ONE)
         v = ureg_imm1f(u, sel == NVP_SWIZZLE_ONE ? 1.0f : 0.0f);
      ureg_MOV(u, wm(dst, 1u << c), neg ? ureg_negate(v) : v);
   }
}

struct nvtgsi_fp
nvtgsi_fp_for(struct nvtgsi_ctx *ctx)
{
   struct nvtgsi_fp fp;

   memset(&fp, 0, sizeof(fp));
   fp.ureg = ctx->ureg;
   fp.prog = ctx->prog;
   return fp;
}

/* PK2H, PK2US, PK4B, PK4UB, UP2H, UP2US, UP4B, UP4UB: NV_fragment_program's
 * packing (the same formulas in NV_gpu_program4), its rows of
 * nvtgsi_fp_ops.c, which use nothing of the fragment emitter but its
 * ureg. */
static void
lower_pack(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
           struct ureg_dst dst, const struct ureg_src *src)
{
   struct nvtgsi_fp fp = nvtgsi_fp_for(ctx);

   nvtgsi_fp_op_get(in->op)->lower(&fp, in, dst, src);
}

/* Table X.17's targets, all of which TGSI has (nvtgsi_tex_target()). */
bool
nvtgsi_gp4_tex_target_ok(enum nvp_tex_target t)
{
   return t > NVP_TEX_NONE && t < NVP_TEX_GP4_TARGET_COUNT;
}

/* The sampler and sampler view of in's unit, declared at its first
 * use; *slot its index, *ret the texel type (layout() gave each unit
 * one type). */
enum tgsi_return_type
nvtgsi_gp4_tex_sampler(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                       unsigned *slot)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   unsigned s = g->fragment ? in->tex_unit :
                nvp_vp_sampler_slot(ctx->prog, in->tex_unit);
   enum tgsi_return_type ret =
      g->tex_types[s] == NVP_TYPE_INT ? TGSI_RETURN_TYPE_SINT :
      g->tex_types[s] == NVP_TYPE_UINT ? TGSI_RETURN_TYPE_UINT :
                                         TGSI_RETURN_TYPE_FLOAT;

   if (!(g->samplers & (1u << s))) {
      ureg_DECL_sampler(ctx->ureg, s);
      ureg_DECL_sampler_view(ctx->ureg, s,
                             nvtgsi_tex_target(in->tex_target),
                             ret, ret, ret, ret);
      g->samplers |= 1u << s;
      g->tex_targets[s] = in->tex_target;
   }
   *slot = s;
   return ret;
}

/*
 * TEX, TXB, TXL, TXP, TXD, TXF, TXQ (2.X.4.4) on the gp4 column's
 * opcode, with the constant texel offset "(x,y,z)"; .S and .U lookups
 * on a sampler view of SINT or UINT texels.  A vertex or geometry
 * program has no derivatives: "For vertex and geometry programs, these
 * functions [ComputePartialsX/Y] always return (0,0,0,0)", so
 * ComputeLOD's lambda is log2(0), -infinity, and "TextureSample(tmp,
 * lambda + tmp.w, ...)" is at the base level whatever TXB's bias: TEX,
 * TXP and TXB sample level 0 (TXL with LOD 0), as NVIDIA's driver does.
 * (NV_vertex_program3's TXB, whose "base LOD value for vertex texture
 * lookups is defined to be zero", takes the bias as the LOD:
 * nvtgsi_arb.c.)  Sampler slot: the unit (fragment),
 * nvp_vp_sampler_slot() (vertex).
 * NV_gpu_program5's TXG is TG4 and LOD is LODQ (nvtgsi_gp5_tex.c).
 */
static void
lower_tex(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   struct nvtgsi_gp4 *g = ctx->gp4;
   const struct nvtgsi_op *op = nvtgsi_op_get_gp4(in->op);
   enum tgsi_texture_type target = nvtgsi_tex_target(in->tex_target);
   unsigned slot;
   enum tgsi_opcode opc = op->gp4[NVP_TYPE_FLOAT];
   struct ureg_src args[4];
   unsigned n = 0;
   struct tgsi_texture_offset off;
   struct ureg_dst t = ureg_dst_undef();
   if (nvp_tex_is_cube_array(in->tex_target) &&
       (in->op == NVP_OP_TEX || in->op == NVP_OP_TXB ||
        in->op == NVP_OP_TXL)) {
      nvtgsi_gp5_lower_cube_array(ctx, in, dst, src);
      return;
   }
   enum tgsi_return_type ret = nvtgsi_gp4_tex_sampler(ctx, in, &slot);
   struct ureg_src sampler = ureg_src_register(TGSI_FILE_SAMPLER, slot);

   args[n++] = src[0];
   if (!g->fragment && (in->op == NVP_OP_TEX || in->op == NVP_OP_TXP ||
                        in->op == NVP_OP_TXB)) {
      t = ureg_DECL_temporary(u);
      ureg_MOV(u, t, src[0]);
      if (in->op == NVP_OP_TXP) {
         struct ureg_dst r = wm(ureg_DECL_temporary(u), X);
         ureg_RCP(u, r, ureg_scalar(src[0], TGSI_SWIZZLE_W));
         ureg_MUL(u, wm(t, XYZ), ureg_src(t),
                  ureg_scalar(ureg_src(r), TGSI_SWIZZLE_X));
         ureg_release_temporary(u, r);
      }
      ureg_MOV(u, wm(t, W), ureg_imm1f(u, 0.0f));
      args[0] = ureg_src(t);
      opc = TGSI_OPCODE_TXL;
   }
   if (in->op == NVP_OP_TXD) {
      args[n++] = src[1];
      args[n++] = src[2];
   }
   if (in->op == NVP_OP_TXQ)
      args[0] = ureg_scalar(src[0], TGSI_SWIZZLE_X);
   if (in->op == NVP_OP_TXG)
      args[n++] = nvtgsi_gp5_tg4_component(ctx, in, src, &sampler);
   args[n++] = sampler;

   memset(&off, 0, sizeof(off));
   struct ureg_dst o = ureg_dst_undef();
   if (in->tex_offset_reg)
      o = nvtgsi_gp5_offset_reg(ctx, in, src, args, &off);
   if (in->has_tex_offset) {
      /* the offsets are immediates, read as integers */
      struct ureg_src imm = ureg_imm4i(u, in->tex_offset[0],
                                       in->tex_offset[1],
                                       in->tex_offset[2], 0);
      off.File = imm.File;
      off.Index = imm.Index;
      off.SwizzleX = imm.SwizzleX;
      off.SwizzleY = imm.SwizzleY;
      off.SwizzleZ = imm.SwizzleZ;
   }
   if (in->op == NVP_OP_LOD) {
      /* LODQ gives x and y only; nvprog's LOD answers 0 in z and w.  A
       * vertex or geometry program has no derivatives (its TEX samples
       * level 0, above), and llvmpipe's LODQ leaves garbage there: its
       * LOD answers level 0 and lambda 0. */
      unsigned zero = g->fragment ? Z | W : X | Y | Z | W;
      if (dst.WriteMask & zero)
         ureg_MOV(u, wm(dst, zero), ureg_imm1f(u, 0.0f));
      dst = wm(dst, g->fragment ? X | Y : 0);
   }
   /* the sizes a buffer or multisample texture has (TXQ): "All other
    * components of the result vector is undefined": 0 here, and no
    * level count is asked of such a texture */
   unsigned sizes = in->tex_target == NVP_TEX_BUFFER ? X :
                    in->tex_target == NVP_TEX_2DMS ? X | Y :
                    in->tex_target == NVP_TEX_ARRAY2DMS ? X | Y | Z : 0;
   if (sizes && in->op == NVP_OP_TXQ) {
      if (dst.WriteMask & ~sizes)
         ureg_MOV(u, wm(dst, dst.WriteMask & ~sizes), ureg_imm1u(u, 0));
      dst = wm(dst, dst.WriteMask & sizes);
   } else if (in->tex_target == NVP_TEX_BUFFER) {
      /* TXF: Table X.18 reads x, and no LOD ("-"): level 0 */
      t = ureg_DECL_temporary(u);
      ureg_MOV(u, t, src[0]);
      ureg_MOV(u, wm(t, W), ureg_imm1u(u, 0));
      args[0] = ureg_src(t);
   }
   if (dst.WriteMask) {
      ureg_tex_insn(u, opc, &dst, 1, target, ret, &off,
                    in->has_tex_offset || off.File ? 1 : 0, args, n);
   }
   if (!ureg_dst_is_undef(t))
      ureg_release_temporary(u, t);
   if (!ureg_dst_is_undef(o))
      ureg_release_temporary(u, o);
}

#define T3(f, s, u) .gp4 = { [NVP_TYPE_FLOAT] = TGSI_OPCODE_##f, \
                             [NVP_TYPE_INT] = TGSI_OPCODE_##s, \
                             [NVP_TYPE_UINT] = TGSI_OPCODE_##u }
#define TF(f) .gp4 = { [NVP_TYPE_FLOAT] = TGSI_OPCODE_##f }
#define TI(s, u) .gp4 = { [NVP_TYPE_INT] = TGSI_OPCODE_##s, \
                          [NVP_TYPE_UINT] = TGSI_OPCODE_##u }

static const struct nvtgsi_op gp4_ops[NVP_OP_COUNT] = {
   [NVP_OP_MOV]   = { T3(MOV, MOV, MOV) },
   [NVP_OP_ADD]   = { .lower = lower_add },
   [NVP_OP_SUB]   = { .lower = lower_add },
   [NVP_OP_MUL]   = { .lower = lower_mul },
   [NVP_OP_MAD]   = { .lower = lower_mad },
   [NVP_OP_MIN]   = { T3(MIN, IMIN, UMIN) },
   [NVP_OP_MAX]   = { T3(MAX, IMAX, UMAX) },
   [NVP_OP_ABS]   = { .lower = lower_abs },
   [NVP_OP_CMP]   = { .lower = lower_cmp },
   [NVP_OP_DIV]   = { .lower = lower_idiv },
   [NVP_OP_MOD]   = { .lower = lower_idiv },
   [NVP_OP_SAD]   = { .lower = lower_sad },
   [NVP_OP_AND]   = { TI(AND, AND) },
   [NVP_OP_OR]    = { TI(OR, OR) },
   [NVP_OP_XOR]   = { TI(XOR, XOR) },
   [NVP_OP_NOT]   = { TI(NOT, NOT) },
   /* "The bits vacated during the shift operation are filled with
    * zeroes" (SHL); SHR fills "with zeros if the operand is non-negative
    * and ones otherwise": arithmetic for .S, logical for .U */
   [NVP_OP_SHL]   = { TI(SHL, SHL) },
   [NVP_OP_SHR]   = { TI(ISHR, USHR) },
   [NVP_OP_I2F]   = { TI(I2F, U2F) },
   [NVP_OP_FLR]   = { TF(FLR), .lower = lower_round },
   [NVP_OP_CEIL]  = { TF(CEIL), .lower = lower_round },
   /* "If the fractional portion of the operand is 0.5, round() selects
    * the nearest even integer" (TGSI ROUND: fround_even) */
   [NVP_OP_ROUND] = { TF(ROUND), .lower = lower_round },
   [NVP_OP_TRUNC] = { TF(TRUNC), .lower = lower_round },
   [NVP_OP_SEQ]   = { T3(FSEQ, USEQ, USEQ), .lower = lower_set },
   [NVP_OP_SNE]   = { T3(FSNE, USNE, USNE), .lower = lower_set },
   [NVP_OP_SLT]   = { T3(FSLT, ISLT, USLT), .lower = lower_set },
   [NVP_OP_SGE]   = { T3(FSGE, ISGE, USGE), .lower = lower_set },
   [NVP_OP_SGT]   = { T3(FSLT, ISLT, USLT), .lower = lower_set,
                      .gp4_swap_src = true },
   [NVP_OP_SLE]   = { T3(FSGE, ISGE, USGE), .lower = lower_set,
                      .gp4_swap_src = true },
   [NVP_OP_SFL]   = { .lower = lower_set },
   [NVP_OP_STR]   = { .lower = lower_set },
   [NVP_OP_SSG]   = { .lower = lower_ssg },
   [NVP_OP_TGALL] = { .lower = lower_vote },
   [NVP_OP_TGANY] = { .lower = lower_vote },
   [NVP_OP_TGEQ]  = { .lower = lower_vote },
   [NVP_OP_FRC]   = { TF(FRC) },
   [NVP_OP_RCP]   = { TF(RCP) },
   [NVP_OP_RSQ]   = { TF(RSQ) },
   [NVP_OP_EX2]   = { TF(EX2) },
   [NVP_OP_LG2]   = { TF(LG2) },
   [NVP_OP_COS]   = { TF(COS) },
   [NVP_OP_SIN]   = { TF(SIN) },
   [NVP_OP_POW]   = { TF(POW) },
   [NVP_OP_LRP]   = { TF(LRP) },
   [NVP_OP_DP2]   = { TF(DP2) },
   [NVP_OP_DP3]   = { TF(DP3) },
   [NVP_OP_DP4]   = { TF(DP4) },
   [NVP_OP_DPH]   = { .lower = lower_dph },
   [NVP_OP_DP2A]  = { .lower = lower_dp2a },
   [NVP_OP_XPD]   = { .lower = lower_xpd },
   [NVP_OP_NRM]   = { .lower = lower_nrm },
   [NVP_OP_DST]   = { .lower = lower_dst },
   [NVP_OP_SCS]   = { .lower = lower_scs },
   [NVP_OP_LIT]   = { .lower = nvtgsi_lower_lit },
   /* NV_vertex_program1_1's clamps to [2^-64, 2^64] by magnitude with the
    * reciprocal's sign: +0.0 (1/+INF) gives +2^-64 */
   [NVP_OP_RCC]   = { .lower = nvtgsi_lower_rcc },
   [NVP_OP_RFL]   = { .lower = lower_rfl },
   [NVP_OP_X2D]   = { .lower = lower_x2d },
   [NVP_OP_SWZ]   = { .lower = lower_swz },
   [NVP_OP_PK2H]  = { .lower = lower_pack },
   [NVP_OP_PK2US] = { .lower = lower_pack },
   [NVP_OP_PK4B]  = { .lower = lower_pack },
   [NVP_OP_PK4UB] = { .lower = lower_pack },
   [NVP_OP_UP2H]  = { .lower = lower_pack },
   [NVP_OP_UP2US] = { .lower = lower_pack },
   [NVP_OP_UP4B]  = { .lower = lower_pack },
   [NVP_OP_UP4UB] = { .lower = lower_pack },
   [NVP_OP_DDX]   = { TF(DDX) },
   [NVP_OP_DDY]   = { TF(DDY) },
   [NVP_OP_TEX]   = { TF(TEX), .lower = lower_tex },
   [NVP_OP_TXB]   = { TF(TXB), .lower = lower_tex },
   [NVP_OP_TXL]   = { TF(TXL), .lower = lower_tex },
   [NVP_OP_TXP]   = { TF(TXP), .lower = lower_tex },
   [NVP_OP_TXD]   = { TF(TXD), .lower = lower_tex },
   [NVP_OP_TXF]   = { TF(TXF), .lower = lower_tex },
   /* a multisample TXF: TGSI's TXF on a 2D_MSAA target reads the sample
    * number in w */
   [NVP_OP_TXFMS] = { TF(TXF), .lower = lower_tex },
   [NVP_OP_TXQ]   = { TF(TXQ), .lower = lower_tex },
   /* NV_gpu_program5: TXG gathers (TG4), LOD asks for the level of
    * detail (LODQ); TXGO is four gathers */
   [NVP_OP_TXG]   = { TF(TG4), .lower = lower_tex },
   [NVP_OP_LOD]   = { TF(LODQ), .lower = lower_tex },
   [NVP_OP_TXGO]  = { .lower = nvtgsi_gp5_lower_txgo },
   /* NV_parameter_buffer_object2: the fetch is the operand's load
    * (nvtgsi_gp4.c, load_cbuffer()), the result a move of it */
   [NVP_OP_LDC]   = { T3(MOV, MOV, MOV) },
   /* NV_gpu_program5 (section 2.X.8.Z).  BTFL and BTFM give "the
    * maximum integer (all bits are ones)" (.U) or -1 (.S) for 0, the
    * same bits, as NIR's find_lsb/ufind_msb/ifind_msb; BTFM.S of a
    * negative value finds "the most significant zero bit" as
    * ifind_msb does. */
   [NVP_OP_BFE]   = { .lower = nvtgsi_gp5_lower_bfe },
   [NVP_OP_BFI]   = { .lower = nvtgsi_gp5_lower_bfi },
   [NVP_OP_BFR]   = { TI(BREV, BREV) },
   [NVP_OP_BTC]   = { TI(POPC, POPC) },
   [NVP_OP_BTFL]  = { TI(LSB, LSB) },
   [NVP_OP_BTFM]  = { TI(IMSB, UMSB) },
   [NVP_OP_IPAC]  = { .lower = nvtgsi_gp5_lower_interp },
   [NVP_OP_IPAO]  = { .lower = nvtgsi_gp5_lower_interp },
   [NVP_OP_IPAS]  = { .lower = nvtgsi_gp5_lower_interp },
   /* memory through GPU addresses (nvtgsi_gp5_mem.c); STORE and MEMBAR,
    * which write no register, with the flow instructions */
   [NVP_OP_LOAD]  = { .lower = nvtgsi_gp5_lower_load },
   [NVP_OP_ATOM]  = { .lower = nvtgsi_gp5_lower_atom },
   /* NV_compute_program5 (nvtgsi_gp5_compute.c; STS, BAR and MEMBAR
    * write no result: nvtgsi_gp5_emit_compute_special()) */
   [NVP_OP_LDS]   = { .lower = nvtgsi_gp5_lower_lds },
   [NVP_OP_ATOMS] = { .lower = nvtgsi_gp5_lower_atoms },
   /* images (nvtgsi_gp5_image.c; STOREIM with the flow instructions) */
   [NVP_OP_LOADIM] = { .lower = nvtgsi_gp5_lower_loadim },
   [NVP_OP_ATOMIM] = { .lower = nvtgsi_gp5_lower_atomim },
   /* NV_shader_storage_buffer_object (nvtgsi_gp5_storage.c; STB with
    * the flow instructions) */
   [NVP_OP_LDB]   = { .lower = nvtgsi_gp5_lower_ldb },
   [NVP_OP_ATOMB] = { .lower = nvtgsi_gp5_lower_atomb },
};

const struct nvtgsi_op *
nvtgsi_op_get_gp4(enum nvp_opcode op)
{
   if ((unsigned)op >= NVP_OP_COUNT)
      return NULL;
   const struct nvtgsi_op *row = &gp4_ops[op];
   return row->lower || row->gp4[NVP_TYPE_FLOAT] ||
          row->gp4[NVP_TYPE_INT] || row->gp4[NVP_TYPE_UINT] ? row : NULL;
}
