/*
 * NV_gpu_program5's CVT (section 2.X.8.Z, "CVT: Data Type Conversion"):
 * "tmp0 = VectorLoad(op0); result = DataTypeConvert(tmp0);", the result
 * type the first storage modifier, the operand type the second.
 *
 * "Data type conversion is performed by first converting the source
 * components to an infinite-precision value of the destination data
 * type, and then converting to the result data type."  Here the operand
 * is first read exactly: a float type (F16, F32, F64) as a double, an
 * integer type as a 64-bit integer of its signedness.  "If the component
 * size of the source register doesn't match the size of the specified
 * operand data type, the source register components are first
 * interpreted as a value with the same base data type as the operand and
 * converted to the operand data type": a 32-bit register read as F64 is
 * widened (F2D), a LONG one read as F32 rounded to fp32 first, an integer
 * keeps its low bits, sign- or zero-extended by the operand type.
 *
 * Then to the result type:
 *  - float to integer: the double rounded to an integer by the rounding
 *    modifier ("If "CEIL" or "FLR" is specified, the larger or smaller
 *    value, respectively is chosen.  If "TRUNC" is specified, the value
 *    nearest to zero is chosen.  If "ROUND" is specified, if one integer
 *    is nearer in value to the original floating-point value, it is
 *    chosen; otherwise, the even integer is chosen"), then "Integer
 *    values are clamped to the closest value representable in the result
 *    data type if the "SAT" (saturation) modifier is specified" or
 *    "drop the most significant bits if the "SAT" modifier is not
 *    specified";
 *  - integer to integer: the same clamp or wrap;
 *  - to a float type: "Floating-point values not exactly representable
 *    in the destination data are rounded to one of the two nearest
 *    values in the destination type according to the rounding modifier.
 *    Note that the results of float-to-float conversion are not
 *    automatically rounded to integer values": the nearest value (D2F,
 *    the fp16 quantisation of nvtgsi_fp_prec.c, or an integer's double
 *    as U2D(high) * 2^32 + U2D(low), one rounding), then one step of
 *    the result's bits towards the operand where CEIL, FLR or TRUNC
 *    chose the other neighbour (compared exactly in doubles, or as
 *    64-bit integers for a 64-bit operand);
 *  - "SAT" on a float result clamps to [0, 1], "SSAT" to [-1, 1], as
 *    on the other instructions.
 *
 * Last, "if the component size of the destination register doesn't
 * match the specified result data type, the result components are
 * converted to values of the same base data type with a size matching
 * the result register's component size": an S8 result is sign-extended,
 * U8 zero-extended, an S64 result keeps its low word in a 32-bit
 * register, an F64 result is rounded to fp32 (to nearest), an F32 one
 * widened in a LONG variable.  "A storage modifier of "F16" indicates a
 * source or destination that is treated as having a floating-point
 * type, but whose sixteen least significant bits describe a 16-bit
 * floating-point value": an F16 result is its 16 bits, zero above, in
 * either size of register; an F16 operand is the 16 low bits of the
 * register's component (of a LONG one, of its 64 bits).
 *
 * The condition code is set from the result's value in its type.
 */
#include <math.h>
#include <string.h>

#include "tgsi/tgsi_ureg.h"

#include "nvtgsi_fp_priv.h"
#include "nvtgsi_gp4_priv.h"

typedef struct nvtgsi_wide wide64;

#define XY TGSI_WRITEMASK_XY
#define ZW TGSI_WRITEMASK_ZW

static uint64_t
dbits(double d)
{
   uint64_t v;

   memcpy(&v, &d, sizeof(v));
   return v;
}

static wide64
imm(struct nvtgsi_ctx *ctx, uint64_t v)
{
   return nvtgsi_gp5_imm64(ctx, v);
}

static wide64
dimm(struct nvtgsi_ctx *ctx, double d)
{
   return nvtgsi_gp5_imm64(ctx, dbits(d));
}

/* The low (hi = false) or high words of the values w, a 32-bit vector;
 * of a compare's masks, ~0 or 0 per component. */
static struct ureg_src
words(struct nvtgsi_ctx *ctx, wide64 w, bool hi)
{
   struct ureg_dst d = nvtgsi_gp5_tmp(ctx);
   unsigned k = hi ? 1 : 0;

   ureg_MOV(ctx->ureg, ureg_writemask(d, XY),
            ureg_swizzle(w.lo, k, k + 2, k, k + 2));
   ureg_MOV(ctx->ureg, ureg_writemask(d, ZW),
            ureg_swizzle(w.hi, k, k + 2, k, k + 2));
   return ureg_src(d);
}

/* The low n bits of x, sign- or zero-extended to 64. */
static wide64
extend(struct nvtgsi_ctx *ctx, wide64 x, unsigned n, bool sign)
{
   if (n >= 64)
      return x;
   struct ureg_src k = ureg_imm1u(ctx->ureg, 64 - n);
   wide64 cnt = { k, k };
   x = nvtgsi_gp5_op2(ctx, TGSI_OPCODE_U64SHL, x, cnt);
   return nvtgsi_gp5_op2(ctx, sign ? TGSI_OPCODE_I64SHR
                                   : TGSI_OPCODE_U64SHR, x, cnt);
}

/* The doubles of the 32-bit unsigned values v (U2D, exact). */
static wide64
u2d(struct nvtgsi_ctx *ctx, struct ureg_src v)
{
   struct ureg_dst d[2] = { nvtgsi_gp5_tmp(ctx), nvtgsi_gp5_tmp(ctx) };

   for (unsigned h = 0; h < 2; h++) {
      if (ctx->gp4->halves & (1u << h))
         ureg_U2D(ctx->ureg, d[h], ureg_swizzle(v, 2 * h, 2 * h + 1,
                                                2 * h, 2 * h + 1));
   }
   return (wide64) { ureg_src(d[0]), ureg_src(d[1]) };
}

/* The 64-bit integers x as doubles, rounded to nearest even: the
 * magnitude's high word times 2^32 (exact) plus its low word, one
 * rounding, then the sign. */
static wide64
int_to_double(struct nvtgsi_ctx *ctx, wide64 x, bool sign)
{
   wide64 neg = { 0 }, m = x;

   if (sign) {
      neg = nvtgsi_gp5_compare(ctx, TGSI_OPCODE_I64SLT, x, imm(ctx, 0));
      m = nvtgsi_gp5_select(ctx, neg,
                            nvtgsi_gp5_op1(ctx, TGSI_OPCODE_I64NEG, x), x);
   }
   wide64 d = nvtgsi_gp5_op2(ctx, TGSI_OPCODE_DMUL,
                             u2d(ctx, words(ctx, m, true)),
                             dimm(ctx, 0x1p32));
   d = nvtgsi_gp5_op2(ctx, TGSI_OPCODE_DADD, d,
                      u2d(ctx, words(ctx, m, false)));
   if (sign)
      d = nvtgsi_gp5_select(ctx, neg,
                            nvtgsi_gp5_op1(ctx, TGSI_OPCODE_DNEG, d), d);
   return d;
}


/* The fp32 values of the fp16 bits in the low 16 bits of h. */
static struct ureg_src
half_value(struct nvtgsi_ctx *ctx, struct ureg_src h)
{
   struct nvtgsi_fp fp = nvtgsi_fp_for(ctx);
   struct ureg_dst d = nvtgsi_gp5_tmp(ctx);

   nvtgsi_fp_f16_value(&fp, d, h);
   return ureg_src(d);
}

/* The operand of a float type, exactly, as doubles. */
static wide64
load_float(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
           unsigned bits)
{
   if (bits == 16) {
      /* the 16 low bits (nvtgsi_gp4_src_type() reads them raw) */
      struct ureg_src h;
      nvtgsi_gp4_load_src(ctx, in, 0, &h);
      return nvtgsi_gp5_widen(ctx, half_value(ctx, h), NVP_TYPE_FLOAT);
   }
   wide64 d = nvtgsi_gp5_load(ctx, in, 0, NVP_TYPE_FLOAT);
   /* F32 from a LONG variable or a literal's double: its fp32 first */
   if (bits == 32)
      d = nvtgsi_gp5_widen(ctx, nvtgsi_gp5_narrow(ctx, d, NVP_TYPE_FLOAT),
                           NVP_TYPE_FLOAT);
   return d;
}

/* The rounding modifier as the opcode whose rounding it is. */
static enum nvp_opcode
rounding(const struct nvp_instr *in)
{
   static const enum nvp_opcode ops[] = {
      [NVP_CVT_ROUND_NONE] = NVP_OP_ROUND, [NVP_CVT_ROUND] = NVP_OP_ROUND,
      [NVP_CVT_CEIL] = NVP_OP_CEIL, [NVP_CVT_FLR] = NVP_OP_FLR,
      [NVP_CVT_TRUNC] = NVP_OP_TRUNC,
   };

   return in->cvt_round <= NVP_CVT_TRUNC ? ops[in->cvt_round]
                                         : NVP_OP_ROUND;
}

/*
 * The step of the float bits r (sign bit 'sign_bit') towards the value
 * they were rounded from, where r is the nearest value but the rounding
 * modifier asks for the other neighbour: lt (r below the value) and gt
 * (r above it) are ~0/0 per component.  +1 on the bits moves away from
 * zero, -1 towards it: s = the sign as 0 or -1, s | 1 is the step up.
 * CEIL: up where lt; FLR: down where gt; TRUNC: towards zero where the
 * magnitude is too large (gt for positive r, lt for negative).  The
 * 32-bit step per component.
 */
static struct ureg_src
step(struct nvtgsi_ctx *ctx, enum nvp_opcode rnd, struct ureg_src r,
     unsigned sign_bit, struct ureg_src lt, struct ureg_src gt)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst s = nvtgsi_gp5_tmp(ctx), d = nvtgsi_gp5_tmp(ctx);

   ureg_SHL(u, s, r, ureg_imm1u(u, 31 - sign_bit));
   ureg_ISHR(u, s, ureg_src(s), ureg_imm1u(u, 31));
   if (rnd == NVP_OP_TRUNC) {
      ureg_UCMP(u, d, ureg_src(s), lt, gt);
      return ureg_src(d);
   }
   ureg_OR(u, d, ureg_src(s), ureg_imm1u(u, 1));
   if (rnd == NVP_OP_CEIL) {
      ureg_AND(u, d, ureg_src(d), lt);
   } else {
      ureg_INEG(u, d, ureg_src(d));
      ureg_AND(u, d, ureg_src(d), gt);
   }
   return ureg_src(d);
}

/* 32-bit float bits r (fp32, or fp16 in the low 16 bits) stepped to the
 * neighbour the rounding modifier asks for, given the exact value d. */
static struct ureg_src
directed32(struct nvtgsi_ctx *ctx, enum nvp_opcode rnd, struct ureg_src r,
           struct ureg_src value, unsigned sign_bit, wide64 d)
{
   if (rnd == NVP_OP_ROUND)
      return r;
   wide64 back = nvtgsi_gp5_widen(ctx, value, NVP_TYPE_FLOAT);
   struct ureg_src lt =
      words(ctx, nvtgsi_gp5_compare(ctx, TGSI_OPCODE_DSLT, back, d), false);
   struct ureg_src gt =
      words(ctx, nvtgsi_gp5_compare(ctx, TGSI_OPCODE_DSLT, d, back), false);
   struct ureg_dst o = nvtgsi_gp5_tmp(ctx);
   ureg_UADD(ctx->ureg, o, r, step(ctx, rnd, r, sign_bit, lt, gt));
   return ureg_src(o);
}

/*
 * fp16 bits r, the nearest fp16 value (rv, as fp32) of the fp32 rounding
 * of the doubles d, made the nearest fp16 value of d itself: rounding
 * twice may land on an fp16 tie that d is not on (or leave one that it
 * is on), so the neighbour towards d replaces r where it is nearer, or
 * as near and even.  Beyond 65504 the neighbour is 2^16 (INF: what
 * rounds there overflows), so the distances are taken with the values
 * clamped to +-2^16.  INF and NaN operands keep r.
 */
static struct ureg_src
nearest_half(struct nvtgsi_ctx *ctx, struct ureg_src r, struct ureg_src rv,
             wide64 d)
{
   struct ureg_program *u = ctx->ureg;
   wide64 lim = dimm(ctx, 65536.0), nlim = dimm(ctx, -65536.0);
   wide64 back = nvtgsi_gp5_widen(ctx, rv, NVP_TYPE_FLOAT);
   back = nvtgsi_gp5_op2(ctx, TGSI_OPCODE_DMIN,
                         nvtgsi_gp5_op2(ctx, TGSI_OPCODE_DMAX, back, nlim),
                         lim);
   struct ureg_src lt =
      words(ctx, nvtgsi_gp5_compare(ctx, TGSI_OPCODE_DSLT, back, d), false);
   struct ureg_src gt =
      words(ctx, nvtgsi_gp5_compare(ctx, TGSI_OPCODE_DSLT, d, back), false);
   struct ureg_dst s = nvtgsi_gp5_tmp(ctx), n = nvtgsi_gp5_tmp(ctx);
   struct ureg_dst t = nvtgsi_gp5_tmp(ctx);

   /* n: r stepped towards d, +1 on the bits away from zero */
   ureg_SHL(u, s, r, ureg_imm1u(u, 16));
   ureg_ISHR(u, s, ureg_src(s), ureg_imm1u(u, 31));
   ureg_OR(u, s, ureg_src(s), ureg_imm1u(u, 1));
   ureg_INEG(u, t, ureg_src(s));
   ureg_AND(u, t, ureg_src(t), gt);
   ureg_AND(u, n, ureg_src(s), lt);
   ureg_OR(u, n, ureg_src(n), ureg_src(t));
   ureg_UADD(u, n, r, ureg_src(n));

   wide64 nd = nvtgsi_gp5_widen(ctx, half_value(ctx, ureg_src(n)),
                                NVP_TYPE_FLOAT);
   nd = nvtgsi_gp5_op2(ctx, TGSI_OPCODE_DMIN,
                       nvtgsi_gp5_op2(ctx, TGSI_OPCODE_DMAX, nd, nlim), lim);
   wide64 dr = nvtgsi_gp5_op1(ctx, TGSI_OPCODE_DABS,
                              nvtgsi_gp5_op2(ctx, TGSI_OPCODE_DADD, d,
                                             nvtgsi_gp5_op1(ctx,
                                                            TGSI_OPCODE_DNEG,
                                                            back)));
   wide64 dn = nvtgsi_gp5_op1(ctx, TGSI_OPCODE_DABS,
                              nvtgsi_gp5_op2(ctx, TGSI_OPCODE_DADD, nd,
                                             nvtgsi_gp5_op1(ctx,
                                                            TGSI_OPCODE_DNEG,
                                                            d)));
   struct ureg_src closer =
      words(ctx, nvtgsi_gp5_compare(ctx, TGSI_OPCODE_DSLT, dn, dr), false);
   struct ureg_src tie =
      words(ctx, nvtgsi_gp5_compare(ctx, TGSI_OPCODE_DSEQ, dn, dr), false);
   struct ureg_src finite =
      words(ctx, nvtgsi_gp5_compare(ctx, TGSI_OPCODE_DSLT,
                                    nvtgsi_gp5_op1(ctx, TGSI_OPCODE_DABS, d),
                                    dimm(ctx, INFINITY)), false);
   /* take n where it is nearer, or as near and even */
   ureg_AND(u, t, ureg_src(n), ureg_imm1u(u, 1));
   ureg_USEQ(u, t, ureg_src(t), ureg_imm1u(u, 0));
   ureg_AND(u, t, ureg_src(t), tie);
   ureg_OR(u, t, ureg_src(t), closer);
   ureg_AND(u, t, ureg_src(t), finite);
   ureg_UCMP(u, s, ureg_src(t), ureg_src(n), r);
   return ureg_src(s);
}

/* The result of a float type from the exact doubles d: *value its
 * doubles (for the condition code and a LONG variable), *bits32 what a
 * 32-bit variable holds; *bits what a LONG one holds. */
static void
to_float(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
         unsigned rbits, wide64 d, wide64 *value, wide64 *bits,
         struct ureg_src *bits32)
{
   enum nvp_opcode rnd = rounding(in);

   if (rbits == 64) {
      *value = *bits = d;
      *bits32 = nvtgsi_gp5_narrow(ctx, d, NVP_TYPE_FLOAT);
      return;
   }
   struct ureg_src f = nvtgsi_gp5_narrow(ctx, d, NVP_TYPE_FLOAT);
   if (rbits == 32) {
      f = directed32(ctx, rnd, f, f, 31, d);
      *value = *bits = nvtgsi_gp5_widen(ctx, f, NVP_TYPE_FLOAT);
      *bits32 = f;
      return;
   }
   /* F16: the nearest fp16 value of the fp32 one, its bits */
   struct nvtgsi_fp fp = nvtgsi_fp_for(ctx);
   struct ureg_dst q = nvtgsi_gp5_tmp(ctx), h = nvtgsi_gp5_tmp(ctx);
   nvtgsi_fp_q16(&fp, q, f);
   nvtgsi_fp_f16_bits(&fp, h, ureg_src(q));
   struct ureg_src r = rnd == NVP_OP_ROUND ?
                       nearest_half(ctx, ureg_src(h), ureg_src(q), d) :
                       directed32(ctx, rnd, ureg_src(h), ureg_src(q), 15, d);
   *value = nvtgsi_gp5_widen(ctx, half_value(ctx, r), NVP_TYPE_FLOAT);
   *bits = nvtgsi_gp5_widen(ctx, r, NVP_TYPE_UINT);
   *bits32 = r;
}

/*
 * A 64-bit integer operand x to F32 or F64 without SAT: I642F/U642F or
 * int_to_double() round to nearest; for CEIL, FLR and TRUNC the result
 * is compared with x as an integer (a double of 2^63, or 2^64 unsigned,
 * is above every operand).
 */
static void
int64_to_float(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
               unsigned rbits, wide64 x, bool sign, wide64 *value,
               wide64 *bits, struct ureg_src *bits32)
{
   struct ureg_program *u = ctx->ureg;
   enum nvp_opcode rnd = rounding(in);
   struct ureg_src f = ureg_src_undef();
   wide64 r;

   if (rbits == 64) {
      r = int_to_double(ctx, x, sign);
   } else {
      struct ureg_dst d = nvtgsi_gp5_tmp(ctx), t = nvtgsi_gp5_tmp(ctx);
      struct ureg_dst dxy = ureg_writemask(d, XY);
      struct ureg_dst txy = ureg_writemask(t, XY);
      enum tgsi_opcode op = sign ? TGSI_OPCODE_I642F : TGSI_OPCODE_U642F;
      ureg_insn(u, op, &dxy, 1, &x.lo, 1, 0);
      ureg_insn(u, op, &txy, 1, &x.hi, 1, 0);
      ureg_MOV(u, ureg_writemask(d, ZW),
               ureg_swizzle(ureg_src(t), 0, 1, 0, 1));
      f = ureg_src(d);
      r = nvtgsi_gp5_widen(ctx, f, NVP_TYPE_FLOAT);
   }
   if (rnd != NVP_OP_ROUND) {
      wide64 over = nvtgsi_gp5_compare(ctx, TGSI_OPCODE_DSGE, r,
                                       dimm(ctx, sign ? 0x1p63 : 0x1p64));
      wide64 back = nvtgsi_gp5_op1(ctx, sign ? TGSI_OPCODE_D2I64
                                            : TGSI_OPCODE_D2U64, r);
      enum tgsi_opcode lt_op = sign ? TGSI_OPCODE_I64SLT
                                    : TGSI_OPCODE_U64SLT;
      wide64 gt = nvtgsi_gp5_select(ctx, over, imm(ctx, ~UINT64_C(0)),
                                    nvtgsi_gp5_compare(ctx, lt_op, x, back));
      wide64 lt = nvtgsi_gp5_select(ctx, over, imm(ctx, 0),
                                    nvtgsi_gp5_compare(ctx, lt_op, back, x));
      struct ureg_src lt32 = words(ctx, lt, false);
      struct ureg_src gt32 = words(ctx, gt, false);
      if (rbits == 64) {
         struct ureg_src s = step(ctx, rnd, words(ctx, r, true), 31, lt32,
                                  gt32);
         r = nvtgsi_gp5_op2(ctx, TGSI_OPCODE_U64ADD, r,
                            nvtgsi_gp5_widen(ctx, s, NVP_TYPE_INT));
      } else {
         struct ureg_dst o = nvtgsi_gp5_tmp(ctx);
         ureg_UADD(u, o, f, step(ctx, rnd, f, 31, lt32, gt32));
         f = ureg_src(o);
         r = nvtgsi_gp5_widen(ctx, f, NVP_TYPE_FLOAT);
      }
   }
   *value = *bits = r;
   *bits32 = rbits == 64 ? nvtgsi_gp5_narrow(ctx, r, NVP_TYPE_FLOAT) : f;
}

/* The bounds of an n-bit integer type: lo, hi, and 2^(n-1) or 2^n. */
static void
bounds(unsigned n, bool sign, int64_t *lo, uint64_t *hi, double *above)
{
   if (sign) {
      *lo = n >= 64 ? INT64_MIN : -(INT64_C(1) << (n - 1));
      *hi = n >= 64 ? (uint64_t)INT64_MAX : (UINT64_C(1) << (n - 1)) - 1;
      *above = n >= 64 ? 0x1p63 : (double)(UINT64_C(1) << (n - 1));
   } else {
      *lo = 0;
      *hi = n >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << n) - 1;
      *above = n >= 64 ? 0x1p64 : (double)(UINT64_C(1) << n);
   }
}

/* Doubles d to an n-bit integer type: rounded, then clamped (SAT) or
 * wrapped.  Beyond the 64-bit range without SAT the result is what
 * D2I64/D2U64 give (the spec: undefined only for INF and NaN). */
static wide64
float_to_int(struct nvtgsi_ctx *ctx, const struct nvp_instr *in, wide64 d,
             unsigned n, bool sign)
{
   wide64 r = nvtgsi_gp5_round(ctx, rounding(in), d);
   wide64 si = nvtgsi_gp5_op1(ctx, TGSI_OPCODE_D2I64, r);
   wide64 ui = nvtgsi_gp5_op1(ctx, TGSI_OPCODE_D2U64, r);

   if (!in->saturate) {
      wide64 neg = nvtgsi_gp5_compare(ctx, TGSI_OPCODE_DSLT, r,
                                      dimm(ctx, 0.0));
      return extend(ctx, nvtgsi_gp5_select(ctx, neg, si, ui), n, sign);
   }
   int64_t lo;
   uint64_t hi;
   double above;
   bounds(n, sign, &lo, &hi, &above);
   wide64 x = sign ? si : ui;
   x = nvtgsi_gp5_select(ctx, nvtgsi_gp5_compare(ctx, TGSI_OPCODE_DSLT, r,
                                                 dimm(ctx, (double)lo)),
                         imm(ctx, (uint64_t)lo), x);
   return nvtgsi_gp5_select(ctx, nvtgsi_gp5_compare(ctx, TGSI_OPCODE_DSGE,
                                                    r, dimm(ctx, above)),
                            imm(ctx, hi), x);
}

/* 64-bit integers x of the operand's signedness to an n-bit integer
 * type, clamped (SAT) or wrapped. */
static wide64
int_to_int(struct nvtgsi_ctx *ctx, const struct nvp_instr *in, wide64 x,
           bool from_sign, unsigned n, bool sign)
{
   if (!in->saturate)
      return extend(ctx, x, n, sign);
   int64_t lo;
   uint64_t hi;
   double above;
   bounds(n, sign, &lo, &hi, &above);
   wide64 low = imm(ctx, (uint64_t)lo), high = imm(ctx, hi);
   if (from_sign) {
      /* below lo; above hi where hi is a signed 64-bit value */
      wide64 below = nvtgsi_gp5_compare(ctx, TGSI_OPCODE_I64SLT, x, low);
      x = nvtgsi_gp5_select(ctx, below, low, x);
      if (hi > (uint64_t)INT64_MAX)
         return x;
      wide64 over = nvtgsi_gp5_compare(ctx, TGSI_OPCODE_I64SLT, high, x);
      return nvtgsi_gp5_select(ctx, over, high, x);
   }
   if (hi == ~UINT64_C(0))
      return x;
   wide64 over = nvtgsi_gp5_compare(ctx, TGSI_OPCODE_U64SLT, high, x);
   return nvtgsi_gp5_select(ctx, over, high, x);
}

void
nvtgsi_gp5_lower_cvt(struct nvtgsi_ctx *ctx, const struct nvp_instr *in)
{
   const struct nvp_storage_info *rs =
      nvp_storage_info((enum nvp_storage)in->storage);
   const struct nvp_storage_info *os =
      nvp_storage_info((enum nvp_storage)in->storage_src);
   const unsigned rbits = rs->bytes * 8, obits = os->bytes * 8;
   const bool rsign = rs->type == NVP_TYPE_INT;
   const bool osign = os->type == NVP_TYPE_INT;
   wide64 v, value, bits;
   struct ureg_src bits32 = ureg_src_undef();

   ctx->gp4->carry64 = false;
   if (os->type == NVP_TYPE_FLOAT)
      v = load_float(ctx, in, obits);
   else
      v = extend(ctx, nvtgsi_gp5_load(ctx, in, 0, (enum nvp_type)os->type),
                 obits, osign);

   if (rs->type != NVP_TYPE_FLOAT) {
      value = bits = os->type == NVP_TYPE_FLOAT ?
                     float_to_int(ctx, in, v, rbits, rsign) :
                     int_to_int(ctx, in, v, osign, rbits, rsign);
   } else if (os->type != NVP_TYPE_FLOAT && obits == 64 && rbits >= 32 &&
              !in->saturate && !in->saturate_signed) {
      int64_to_float(ctx, in, rbits, v, osign, &value, &bits, &bits32);
   } else {
      wide64 d = os->type == NVP_TYPE_FLOAT ? v :
                 int_to_double(ctx, v, osign);
      /* SAT, SSAT: the clamps of the other instructions, NaN to the
       * lower bound */
      if (in->saturate || in->saturate_signed) {
         d = nvtgsi_gp5_op2(ctx, TGSI_OPCODE_DMAX, d,
                            dimm(ctx, in->saturate ? 0.0 : -1.0));
         d = nvtgsi_gp5_op2(ctx, TGSI_OPCODE_DMIN, d, dimm(ctx, 1.0));
      }
      to_float(ctx, in, rbits, d, &value, &bits, &bits32);
   }
   nvtgsi_gp5_write_as(ctx, in, value, (enum nvp_type)rs->type, bits,
                       bits32);
}
