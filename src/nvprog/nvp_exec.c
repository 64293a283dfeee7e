/*
 * A CPU interpreter of the VP1 IR: executes vertex state programs for
 * ExecuteProgramNV and serves the tests as the reference model of the
 * instruction set (NV_vertex_program sections 2.14.1.10 and 2.14.1.11,
 * NV_vertex_program1_1 sections 2.14.1.10.18 to 21).
 *
 * Floating-point model, section 2.14.1.11:
 *  - IEEE single precision with round-to-nearest-even: the spec asks for
 *    "s1e8m23 ... or better and the round-to-zero rounding mode"; an
 *    error of at most half an ulp is better than round-to-zero's one,
 *    and it is what tgsi_exec and llvmpipe compute, so the interpreter
 *    and the emitted TGSI give the same bits.
 *  - "Denorms are not supported; if a denorm is input, it is treated as
 *    0.0": every source component is flushed (keeping its sign) as it is
 *    read, and every computed result as it is written.
 *  - "(positive or negative) 0.0 times anything is (positive) 0.0", with
 *    the recommended inclusion of +-Inf and NaN ("0.0 * x = 0.0 for all
 *    x"): every product of MUL, MAD, DP3, DP4, DPH, DST and LIT.
 *    The emitted TGSI (src/tgsi_emit/nvtgsi_ops.c) does the required
 *    part only, +0.0 for finite operands: there 0.0 * Inf is NaN.
 *  - "Computations involving +NaN or -NaN generate +NaN": arithmetic
 *    results that are NaN are the one +NaN, 0x7fc00000.  MOV, MIN, MAX
 *    and the clamps of LIT and RCC select a value and pass it unchanged,
 *    as their pseudo-code does.
 *  - SLT and SGE order "-0.0 is less than +0.0, -NaN is less than -Inf,
 *    and +NaN is greater than +Inf": the IEEE totalOrder of the bits
 *    (two NaNs of one sign compare by payload, the spec not saying).
 *    MIN and MAX use the plain comparisons of their pseudo-code.
 *  - ARL and EXP take the same floorf() of the same flushed operand: "the
 *    EXP instruction's floor(t.x) intermediate result must exactly match
 *    the integer stored in the address register by the ARL instruction".
 *  - The approximations APPX of EXP.z, LOG.z and the LIT power are
 *    exp2f()/log2f(): well within the spec's 1/2^11.
 *
 * "!!VP2.0" programs (NV_vertex_program2, sections 2.14.2 and 2.14.3)
 * keep the flushing of denormals and the one +NaN, and differ where
 * that spec's pseudo-code and special cases do: IEEE products (signed
 * zeros, 0 * Inf = NaN) in MUL, MAD, DP3, DP4, DPH and DST; "set on"
 * instructions, MIN and MAX give NaN for a NaN operand and compare
 * zeros as equal; RSQ takes no fabs(); ABS gives +0.0 for -0.0; LIT,
 * EXP, LOG, RCP and RCC are as in VP1.  Operands may take |abs|.
 * Address registers A0 and A1 hold four integers clamped to [-512,
 * 511]; the condition code, the call stack and the 65536-instruction
 * bound are in run_vp2().
 *
 * A0.x is kept as floor(t.x) in a float: every integer a float can hold
 * is exact there, and an index outside 0..95 (or NaN, or infinite) reads
 * (0,0,0,0) whatever its size, so no 32-bit conversion can overflow.
 */
#include <math.h>
#include <string.h>

#include "nvp_priv.h"

#define NVP_NAN_BITS 0x7fc00000u

/* "epsilon is 1.0/256.0": the LIT power clamp, +-(128 - epsilon). */
#define NVP_LIT_POWER_MAX (128.0f - 1.0f / 256.0f)

/* RCC's bounds: "the IEEE 32-bit binary value 0x5F800000" and
 * "0x1F800000"; the decimals printed beside them are roundings. */
#define NVP_RCC_MAX_BITS 0x5f800000u
#define NVP_RCC_MIN_BITS 0x1f800000u

/* VP2 condition code values (2.14.1.6). */
enum cc_value { CC_EQ, CC_LT, CC_GT, CC_UN };

struct exec {
   const struct nvp_program *prog;
   const float (*v)[4];
   float (*c)[4];
   float (*o)[4];
   unsigned num_params;       /* rows of c */
   bool vp2;
   float r[NVP_MAX_NUM_TEMPS][4];
   float a0;                  /* VP1 A0.x */

   /* NV_vertex_program2 */
   int a[NVP_VP2_NUM_ADDRS][4];
   enum cc_value cc[4];
   unsigned stack[NVP_VP2_CALL_DEPTH];
   unsigned depth;
   struct nvp_exec_info info;
   struct nvp_trace_step *trace;   /* nvp_execute_path */
   unsigned trace_cap;
};

static uint32_t
bits_of(float f)
{
   uint32_t u;
   memcpy(&u, &f, 4);
   return u;
}

static float
float_of(uint32_t u)
{
   float f;
   memcpy(&f, &u, 4);
   return f;
}

/* Denormals read as zero of the same sign. */
static float
flush(float f)
{
   return fpclassify(f) == FP_SUBNORMAL ? copysignf(0.0f, f) : f;
}

/* A computed result: flushed, NaN made the one +NaN. */
static float
res(float f)
{
   return isnan(f) ? float_of(NVP_NAN_BITS) : flush(f);
}

/* "0.0 * x = 0.0 for all x (including +Inf, -Inf, +NaN, and -NaN)" */
static float
mul(float a, float b)
{
   if (a == 0.0f || b == 0.0f)
      return 0.0f;
   return res(a * b);
}

static float
add(float a, float b)
{
   return res(a + b);
}

/* The IEEE totalOrder of a float as a signed integer key: -NaN < -Inf <
 * ... < -0.0 < +0.0 < ... < +Inf < +NaN. */
static int64_t
order_key(float f)
{
   uint32_t u = bits_of(f);
   return (u & 0x80000000u) ? -(int64_t)(u & 0x7fffffffu) - 1
                            : (int64_t)u;
}

typedef void (*exec_fn)(const float s[3][4], float d[4]);

static void
op_mov(const float s[3][4], float d[4])
{
   memcpy(d, s[0], sizeof(float) * 4);
}

static void
op_mul(const float s[3][4], float d[4])
{
   for (unsigned i = 0; i < 4; i++)
      d[i] = mul(s[0][i], s[1][i]);
}

static void
op_add(const float s[3][4], float d[4])
{
   for (unsigned i = 0; i < 4; i++)
      d[i] = add(s[0][i], s[1][i]);
}

static void
op_mad(const float s[3][4], float d[4])
{
   for (unsigned i = 0; i < 4; i++)
      d[i] = add(mul(s[0][i], s[1][i]), s[2][i]);
}

static void
replicate(float d[4], float x)
{
   d[0] = d[1] = d[2] = d[3] = x;
}

/* "if (t.x == 1.0f) u.x = 1.0f; else u.x = 1.0f / t.x;" */
static float
reciprocal(float t)
{
   return t == 1.0f ? 1.0f : res(1.0f / t);
}

static void
op_rcp(const float s[3][4], float d[4])
{
   replicate(d, reciprocal(s[0][0]));
}

/* "u.x = 1.0f / sqrt(fabs(t.x));" */
static void
op_rsq(const float s[3][4], float d[4])
{
   replicate(d, res(1.0f / sqrtf(fabsf(s[0][0]))));
}

/* "v.x = t.x * u.x + t.y * u.y + t.z * u.z;", summed left to right. */
static float
dot(const float a[4], const float b[4], unsigned n)
{
   float sum = mul(a[0], b[0]);
   for (unsigned i = 1; i < n; i++)
      sum = add(sum, mul(a[i], b[i]));
   return sum;
}

static void
op_dp3(const float s[3][4], float d[4])
{
   replicate(d, dot(s[0], s[1], 3));
}

static void
op_dp4(const float s[3][4], float d[4])
{
   replicate(d, dot(s[0], s[1], 4));
}

/* "v.x = t.x * u.x + t.y * u.y + t.z * u.z + u.w;" */
static void
op_dph(const float s[3][4], float d[4])
{
   replicate(d, add(dot(s[0], s[1], 3), s[1][3]));
}

/* "destination = (1.0, t.y*u.y, t.z, u.w)" */
static void
op_dst(const float s[3][4], float d[4])
{
   d[0] = 1.0f;
   d[1] = mul(s[0][1], s[1][1]);
   d[2] = s[0][2];
   d[3] = s[1][3];
}

/* "(t.x < u.x) ? t.x : u.x" */
static void
op_min(const float s[3][4], float d[4])
{
   for (unsigned i = 0; i < 4; i++)
      d[i] = s[0][i] < s[1][i] ? s[0][i] : s[1][i];
}

/* "(t.x >= u.x) ? t.x : u.x" */
static void
op_max(const float s[3][4], float d[4])
{
   for (unsigned i = 0; i < 4; i++)
      d[i] = s[0][i] >= s[1][i] ? s[0][i] : s[1][i];
}

static void
op_slt(const float s[3][4], float d[4])
{
   for (unsigned i = 0; i < 4; i++)
      d[i] = order_key(s[0][i]) < order_key(s[1][i]) ? 1.0f : 0.0f;
}

static void
op_sge(const float s[3][4], float d[4])
{
   for (unsigned i = 0; i < 4; i++)
      d[i] = order_key(s[0][i]) >= order_key(s[1][i]) ? 1.0f : 0.0f;
}

/*
 * EXP: q.x = 2^floor(t.x); q.y = t.x - floor(t.x); q.z = q.x *
 * APPX(q.y); q.w = 1.  "EXP(-Inf) or if the exponential result
 * underflows gives [0.0, 0.0, 0.0, 1.0]; and EXP(+Inf) or if the
 * exponential result overflows gives [+Inf, 0.0, +Inf, 1.0]."  2^f is a
 * normal float for f in -126..127; below, it is a denormal (flushed) or
 * smaller: underflow.
 */
static void
exp_parts(float t, float q[4])
{
   float f = floorf(t);

   q[3] = 1.0f;
   if (isnan(t)) {
      q[0] = q[1] = q[2] = float_of(NVP_NAN_BITS);
   } else if (f > 127.0f) {
      q[0] = q[2] = INFINITY;
      q[1] = 0.0f;
   } else if (f < -126.0f) {
      q[0] = q[1] = q[2] = 0.0f;
   } else {
      q[0] = ldexpf(1.0f, (int)f);
      q[1] = res(t - f);
      q[2] = res(q[0] * exp2f(q[1]));
   }
}

static void
op_exp(const float s[3][4], float d[4])
{
   exp_parts(s[0][0], d);
}

/*
 * LOG of |t.x|: q.x = Exponent, q.y = Mantissa in [1, 2), q.z = q.x +
 * APPX(q.y), q.w = 1.  "LOG(0.0) gives [-Inf, 1.0, -Inf, 1.0]; and both
 * LOG(+Inf) and LOG(-Inf) give [+Inf, 1.0, +Inf, 1.0]."  The operand is
 * flushed, so the exponent field of a nonzero finite one is 1..254.
 */
static void
log_parts(float t, float q[4])
{
   float a = fabsf(t);
   uint32_t u = bits_of(a);

   q[3] = 1.0f;
   if (isnan(a)) {
      q[0] = q[1] = q[2] = float_of(NVP_NAN_BITS);
   } else if (a == 0.0f) {
      q[0] = q[2] = -INFINITY;
      q[1] = 1.0f;
   } else if (isinf(a)) {
      q[0] = q[2] = INFINITY;
      q[1] = 1.0f;
   } else {
      q[0] = (float)((int)(u >> 23) - 127);
      q[1] = float_of((u & 0x007fffffu) | 0x3f800000u);
      q[2] = res(q[0] + log2f(q[1]));
   }
}

static void
op_log(const float s[3][4], float d[4])
{
   log_parts(s[0][0], d);
}

/*
 * LIT: "if (t.w < -(128.0-epsilon)) t.w = -(128.0-epsilon); else if (t.w
 * > 128-epsilon) t.w = 128-epsilon; if (t.x < 0.0) t.x = 0.0; if (t.y <
 * 0.0) t.y = 0.0;" then (1.0, t.x, (t.x > 0.0) ? EXP(t.w*LOG(t.y)) :
 * 0.0, 1.0), where EXP and LOG have "the identical accuracy and special
 * case requirements of the EXP and LOG instructions": LOG(0) = -Inf,
 * 2^-Inf = 0, 2^+Inf = +Inf, underflow 0.  "because 0.0 times anything
 * must be 0.0, taking any base to the power of 0.0 will yield 1.0".
 */
static float
lit_power(float base, float power)
{
   float q[4], p;

   log_parts(base, q);
   p = mul(power, q[2]);
   if (isnan(p))
      return p;
   if (isinf(p))
      return p > 0.0f ? INFINITY : 0.0f;
   return res(exp2f(p));
}

static void
op_lit(const float s[3][4], float d[4])
{
   float x = s[0][0], y = s[0][1], w = s[0][3];

   if (w < -NVP_LIT_POWER_MAX)
      w = -NVP_LIT_POWER_MAX;
   else if (w > NVP_LIT_POWER_MAX)
      w = NVP_LIT_POWER_MAX;
   if (x < 0.0f)
      x = 0.0f;
   if (y < 0.0f)
      y = 0.0f;
   d[0] = 1.0f;
   d[1] = x;
   d[2] = x > 0.0f ? lit_power(y, w) : 0.0f;
   d[3] = 1.0f;
}

/*
 * RCC: the reciprocal, then "if (Positive(u.x)) { if (u.x > 2^64) u.x =
 * 2^64; else if (u.x < 2^-64) u.x = 2^-64; } else { if (u.x < -2^64)
 * u.x = -2^64; else if (u.x > -2^-64) u.x = -2^-64; }", "Positive(x) is
 * true for +0 and other positive values and false for -0": the sign
 * bit.  A NaN fails every comparison and stays NaN.
 */
static void
op_rcc(const float s[3][4], float d[4])
{
   float u = reciprocal(s[0][0]);
   float hi = float_of(NVP_RCC_MAX_BITS), lo = float_of(NVP_RCC_MIN_BITS);

   if (!signbit(u)) {
      if (u > hi)
         u = hi;
      else if (u < lo)
         u = lo;
   } else {
      if (u < -hi)
         u = -hi;
      else if (u > -lo)
         u = -lo;
   }
   replicate(d, u);
}

/* SUB: "destination.x = t.x - u.x" */
static void
op_sub(const float s[3][4], float d[4])
{
   for (unsigned i = 0; i < 4; i++)
      d[i] = res(s[0][i] - s[1][i]);
}

/* ABS: "destination.x = (t.x >= 0) ? t.x : -t.x;", on the source without
 * its sign (the pseudo-code has no "if (negate0)"), IEEE comparison:
 * ABS(-0.0) is -0.0. */
static void
op_abs(const float s[3][4], float d[4])
{
   for (unsigned i = 0; i < 4; i++)
      d[i] = s[0][i] >= 0.0f ? s[0][i] : res(-s[0][i]);
}

/*
 * NV_vertex_program2 (section 2.14.3): where its pseudo-code and
 * special-case rules differ from NV_vertex_program's, the "!!VP2.0"
 * column of exec_ops[] below has an op_vp2_* of its own.
 */

/* MUL: "+/-0.0 * +/-INF = NaN", "+/-0.0 * <x> = +/-0.0 ... The sign of
 * the result is positive if the signs of the two operands match and
 * negative otherwise": plain IEEE, not VP1's "0.0 times anything is
 * (positive) 0.0". */
static float
mul_ieee(float a, float b)
{
   return res(a * b);
}

static float
dot_ieee(const float a[4], const float b[4], unsigned n)
{
   float sum = mul_ieee(a[0], b[0]);
   for (unsigned i = 1; i < n; i++)
      sum = add(sum, mul_ieee(a[i], b[i]));
   return sum;
}

static void
op_vp2_mul(const float s[3][4], float d[4])
{
   for (unsigned i = 0; i < 4; i++)
      d[i] = mul_ieee(s[0][i], s[1][i]);
}

static void
op_vp2_mad(const float s[3][4], float d[4])
{
   for (unsigned i = 0; i < 4; i++)
      d[i] = add(mul_ieee(s[0][i], s[1][i]), s[2][i]);
}

static void
op_vp2_dp3(const float s[3][4], float d[4])
{
   replicate(d, dot_ieee(s[0], s[1], 3));
}

static void
op_vp2_dp4(const float s[3][4], float d[4])
{
   replicate(d, dot_ieee(s[0], s[1], 4));
}

static void
op_vp2_dph(const float s[3][4], float d[4])
{
   replicate(d, add(dot_ieee(s[0], s[1], 3), s[1][3]));
}

static void
op_vp2_dst(const float s[3][4], float d[4])
{
   d[0] = 1.0f;
   d[1] = mul_ieee(s[0][1], s[1][1]);
   d[2] = s[0][2];
   d[3] = s[1][3];
}

/* MIN, MAX: "max(NaN, <x>) == NaN, for all <x>" and "max(A,B) is always
 * equivalent to max(B,A)": so of -0.0 and +0.0, MIN gives -0.0 and MAX
 * +0.0 in either order. */
static float
min_max(float a, float b, bool max)
{
   if (isnan(a) || isnan(b))
      return float_of(NVP_NAN_BITS);
   if (a == b)
      return (signbit(a) != 0) == max ? b : a;
   return (a < b) != max ? a : b;
}

static void
op_vp2_min(const float s[3][4], float d[4])
{
   for (unsigned i = 0; i < 4; i++)
      d[i] = min_max(s[0][i], s[1][i], false);
}

static void
op_vp2_max(const float s[3][4], float d[4])
{
   for (unsigned i = 0; i < 4; i++)
      d[i] = min_max(s[0][i], s[1][i], true);
}

/* The "set on" instructions: "result.x = (tmp0.x <op> tmp1.x) ? 1.0 :
 * 0.0; ... if (tmp0.x is NaN or tmp1.x is NaN) result.x = NaN;", IEEE
 * comparisons ("(-0.0 < +0.0) and (+0.0 < -0.0) are FALSE"). */
enum set_on { SET_EQ, SET_GE, SET_GT, SET_LE, SET_LT, SET_NE };

static void
set_on(const float s[3][4], float d[4], enum set_on how)
{
   for (unsigned i = 0; i < 4; i++) {
      float a = s[0][i], b = s[1][i];
      bool r = false;

      switch (how) {
      case SET_EQ: r = a == b; break;
      case SET_GE: r = a >= b; break;
      case SET_GT: r = a > b; break;
      case SET_LE: r = a <= b; break;
      case SET_LT: r = a < b; break;
      case SET_NE: r = a != b; break;
      }
      d[i] = isnan(a) || isnan(b) ? float_of(NVP_NAN_BITS) :
             r ? 1.0f : 0.0f;
   }
}

static void
op_vp2_seq(const float s[3][4], float d[4]) { set_on(s, d, SET_EQ); }
static void
op_vp2_sge(const float s[3][4], float d[4]) { set_on(s, d, SET_GE); }
static void
op_vp2_sgt(const float s[3][4], float d[4]) { set_on(s, d, SET_GT); }
static void
op_vp2_sle(const float s[3][4], float d[4]) { set_on(s, d, SET_LE); }
static void
op_vp2_slt(const float s[3][4], float d[4]) { set_on(s, d, SET_LT); }
static void
op_vp2_sne(const float s[3][4], float d[4]) { set_on(s, d, SET_NE); }

/* SFL, STR: "sets all components of the result vector to 0.0" / "1.0",
 * whatever the operands. */
static void
op_vp2_sfl(const float s[3][4], float d[4])
{
   (void)s;
   replicate(d, 0.0f);
}

static void
op_vp2_str(const float s[3][4], float d[4])
{
   (void)s;
   replicate(d, 1.0f);
}

/* RSQ: "result.x = ApproxRSQRT(tmp)", without VP1's fabs():
 * "ApproxRSQRT(-0.0) = -INF", "ApproxRSQRT(x) = NaN, if -INF < x <
 * -0.0". */
static void
op_vp2_rsq(const float s[3][4], float d[4])
{
   replicate(d, res(1.0f / sqrtf(s[0][0])));
}

/* ABS: "abs(-0.0) = abs(+0.0) = +0.0", of VectorLoad(op0) (its sign
 * applied first, which abs then drops). */
static void
op_vp2_abs(const float s[3][4], float d[4])
{
   for (unsigned i = 0; i < 4; i++)
      d[i] = fabsf(s[0][i]);
}

/* FLR: "floor(<x>) = <x>, for -0.0, +0.0, -INF, and +INF". */
static void
op_vp2_flr(const float s[3][4], float d[4])
{
   for (unsigned i = 0; i < 4; i++)
      d[i] = res(floorf(s[0][i]));
}

/* FRC: "result.x = tmp.x - floor(tmp.x)": "fraction(+/-INF) = NaN",
 * "fraction(+/-0.0) = +0.0".  The pseudo-code is followed where the
 * prose's "always in the range [0.00, 1.00)" cannot hold: -2^-30 - -1.0
 * rounds to 1.0. */
static void
op_vp2_frc(const float s[3][4], float d[4])
{
   for (unsigned i = 0; i < 4; i++)
      d[i] = res(s[0][i] - floorf(s[0][i]));
}

/* EX2, LG2: exp2f() and log2f(), within the spec's 2^-22 (glibc's are
 * correctly rounded); "Approx2ToX(-INF) = +0.0", "ApproxLog2(+/-0.0) =
 * -INF", "ApproxLog2(x) = NaN, -INF < x < -0.0" (no fabs: revision 23
 * "Removed stray and erroneous abs() from the documentation of the LG2
 * instruction"). */
static void
op_vp2_ex2(const float s[3][4], float d[4])
{
   replicate(d, res(exp2f(s[0][0])));
}

static void
op_vp2_lg2(const float s[3][4], float d[4])
{
   replicate(d, res(log2f(s[0][0])));
}

/* COS, SIN: in double, rounded once: well within "1.0 / 2^22" on [0,
 * 2*PI] and defined for any angle; "ApproxCosine(+/-INF) = NaN",
 * "ApproxSine(+/-0.0) = +/-0.0". */
static void
op_vp2_cos(const float s[3][4], float d[4])
{
   replicate(d, res((float)cos((double)s[0][0])));
}

static void
op_vp2_sin(const float s[3][4], float d[4])
{
   replicate(d, res((float)sin((double)s[0][0])));
}

/* SSG: "SetSign(NaN) = NaN", "SetSign(-0.0) = SetSign(+0.0) = 0.0". */
static void
op_vp2_ssg(const float s[3][4], float d[4])
{
   for (unsigned i = 0; i < 4; i++) {
      float x = s[0][i];
      d[i] = isnan(x) ? float_of(NVP_NAN_BITS) :
             x > 0.0f ? 1.0f : x < 0.0f ? -1.0f : 0.0f;
   }
}

/* Per-opcode execution: the VP1 function and, where NV_vertex_program2
 * defines the instruction differently, the "!!VP2.0" one.  ARL, ARR,
 * ARA (they write address registers) and BRA, CAL, RET are done by the
 * callers. */
static const struct {
   exec_fn fn;
   exec_fn fn_vp2;         /* NULL: as fn */
   bool ignore_negate;     /* VP1.1 ABS */
} exec_ops[NVP_OP_COUNT] = {
   [NVP_OP_ARL] = { NULL, NULL, false },
   [NVP_OP_MOV] = { op_mov, NULL, false },
   [NVP_OP_MUL] = { op_mul, op_vp2_mul, false },
   [NVP_OP_ADD] = { op_add, NULL, false },
   [NVP_OP_MAD] = { op_mad, op_vp2_mad, false },
   [NVP_OP_RCP] = { op_rcp, NULL, false },
   [NVP_OP_RSQ] = { op_rsq, op_vp2_rsq, false },
   [NVP_OP_DP3] = { op_dp3, op_vp2_dp3, false },
   [NVP_OP_DP4] = { op_dp4, op_vp2_dp4, false },
   [NVP_OP_DST] = { op_dst, op_vp2_dst, false },
   [NVP_OP_MIN] = { op_min, op_vp2_min, false },
   [NVP_OP_MAX] = { op_max, op_vp2_max, false },
   [NVP_OP_SLT] = { op_slt, op_vp2_slt, false },
   [NVP_OP_SGE] = { op_sge, op_vp2_sge, false },
   [NVP_OP_EXP] = { op_exp, NULL, false },
   [NVP_OP_LOG] = { op_log, NULL, false },
   [NVP_OP_LIT] = { op_lit, NULL, false },
   [NVP_OP_DPH] = { op_dph, op_vp2_dph, false },
   [NVP_OP_RCC] = { op_rcc, NULL, false },
   [NVP_OP_SUB] = { op_sub, NULL, false },
   [NVP_OP_ABS] = { op_abs, op_vp2_abs, true },
   [NVP_OP_COS] = { NULL, op_vp2_cos, false },
   [NVP_OP_SIN] = { NULL, op_vp2_sin, false },
   [NVP_OP_EX2] = { NULL, op_vp2_ex2, false },
   [NVP_OP_LG2] = { NULL, op_vp2_lg2, false },
   [NVP_OP_FLR] = { NULL, op_vp2_flr, false },
   [NVP_OP_FRC] = { NULL, op_vp2_frc, false },
   [NVP_OP_SEQ] = { NULL, op_vp2_seq, false },
   [NVP_OP_SFL] = { NULL, op_vp2_sfl, false },
   [NVP_OP_SGT] = { NULL, op_vp2_sgt, false },
   [NVP_OP_SLE] = { NULL, op_vp2_sle, false },
   [NVP_OP_SNE] = { NULL, op_vp2_sne, false },
   [NVP_OP_STR] = { NULL, op_vp2_str, false },
   [NVP_OP_SSG] = { NULL, op_vp2_ssg, false },
};

static exec_fn
op_fn(const struct exec *e, enum nvp_opcode op)
{
   return e->vp2 && exec_ops[op].fn_vp2 ? exec_ops[op].fn_vp2 :
                                          exec_ops[op].fn;
}

/* The c[] register a relative read reads, or -1 for (0,0,0,0). */
static int
relative_param(const struct exec *e, const struct nvp_src *s)
{
   /* -0.0 + 0 is +0.0: c[0]. */
   double base = e->vp2 ? (double)e->a[s->addr_index][s->addr_comp]
                        : (double)e->a0;
   double idx = base + (double)s->index;

   return idx >= 0.0 && idx <= (double)e->num_params - 1.0 ? (int)idx : -1;
}

/* A source operand: register, "Relative addressing reads outside of the
 * 0 to 95 inclusive range always read the value (0,0,0,0).", swizzle,
 * negation, then denormals flushed.  VP2: the index is "AddrScalarLoad
 * (addrReg) + paramOffset" of A0 or A1 and any component; outside 0 to
 * 255 it reads (0,0,0,0) as in VP1 (NV_vertex_program2 leaves it
 * undefined); then VectorLoad()'s negateBase, absolute, negateAbs. */
static void
fetch(const struct exec *e, const struct nvp_src *s, bool negate,
      float out[4])
{
   static const float zero[4] = { 0.0f, 0.0f, 0.0f, 0.0f };
   const float *reg;

   switch (s->file) {
   case NVP_FILE_TEMP:
      reg = e->r[s->index];
      break;
   case NVP_FILE_ATTRIB:
      reg = e->v[s->index];
      break;
   default: /* NVP_FILE_PARAM, checked by validate() */
      if (s->relative) {
         int n = relative_param(e, s);
         reg = n >= 0 ? e->c[n] : zero;
      } else {
         reg = e->c[s->index];
      }
      break;
   }
   for (unsigned i = 0; i < 4; i++) {
      float f = reg[s->swizzle[i]];
      if (negate && s->negate)
         f = -f;
      if (e->vp2 && s->absolute)
         f = s->negate_abs ? -fabsf(f) : fabsf(f);
      out[i] = flush(f);
   }
}

static bool
validate_src(const struct nvp_instr *in, const struct nvp_src *s,
             bool vp2, unsigned num_params, struct nvp_error *err)
{
   int max;

   for (unsigned c = 0; c < 4; c++) {
      if (s->swizzle[c] > 3)
         return nvp_fail_instr(err, in, "bad swizzle");
   }
   if (in->op == NVP_OP_ARA) {
      if (s->file != NVP_FILE_ADDRESS || s->relative || s->index < 0 ||
          s->index >= NVP_VP2_NUM_ADDRS)
         return nvp_fail_instr(err, in, "ARA reads A0 or A1");
      return true;
   }
   if (!vp2 && (s->absolute || s->negate_abs))
      return nvp_fail_instr(err, in, "|absolute| operand outside !!VP2.0");
   switch (s->file) {
   case NVP_FILE_TEMP:
      max = vp2 ? NVP_VP2_NUM_TEMPS : NVP_VP1_NUM_TEMPS;
      break;
   case NVP_FILE_ATTRIB: max = NVP_VP1_NUM_ATTRIBS; break;
   case NVP_FILE_PARAM:  max = (int)num_params; break;
   default:
      return nvp_fail_instr(err, in, "source file %d cannot be read",
                        (int)s->file);
   }
   if (s->relative) {
      if (s->file != NVP_FILE_PARAM)
         return nvp_fail_instr(err, in, "relative read of a register other "
                           "than c[]");
      if (s->addr_index >= (vp2 ? NVP_VP2_NUM_ADDRS : 1) ||
          s->addr_comp >= (vp2 ? 4 : 1))
         return nvp_fail_instr(err, in, "bad address register component");
      /* Any offset is defined (it reads zeros), but keep the sum of
       * the address and the offset in the exact range of a double. */
      if (s->index < -(1 << 30) || s->index > (1 << 30))
         return nvp_fail_instr(err, in, "relative offset %d out of range",
                           s->index);
      return true;
   }
   if (s->index < 0 || s->index >= max)
      return nvp_fail_instr(err, in, "source register %d out of range",
                        s->index);
   return true;
}

static bool
writes_address(enum nvp_opcode op)
{
   return op == NVP_OP_ARL || op == NVP_OP_ARR || op == NVP_OP_ARA;
}

/* The IR may come from anywhere (a fuzzer): check all of it before any
 * register changes. */
static bool
validate(const struct nvp_program *prog, bool state, unsigned num_params,
         struct nvp_error *err)
{
   bool vp2 = prog->kind == NVP_KIND_VP20;

   if (vp2 && prog->entry > prog->num_instrs) {
      nvp_error_set(err, 0, 1, 1, "entry point %u out of range",
                    prog->entry);
      return false;
   }
   for (unsigned i = 0; i < prog->num_instrs; i++) {
      const struct nvp_instr *in = &prog->instrs[i];
      const struct nvp_opcode_info *info = nvp_opcode_info(in->op);
      const struct nvp_dst *d = &in->dst;
      bool ok;

      if (!info)
         return nvp_fail_instr(err, in, "unknown opcode %d", (int)in->op);
      if (!vp2 && !exec_ops[in->op].fn && in->op != NVP_OP_ARL)
         return nvp_fail_instr(err, in, "%s needs !!VP2.0", info->name);
      if (!vp2 && (in->update_cc || in->cc.cond != NVP_COND_NONE))
         return nvp_fail_instr(err, in, "condition codes need !!VP2.0");
      if ((unsigned)in->cc.cond >= NVP_COND_NV_COUNT)
         return nvp_fail_instr(err, in, "bad condition %d", (int)in->cc.cond);
      for (unsigned c = 0; c < 4; c++) {
         if (in->cc.swizzle[c] > 3)
            return nvp_fail_instr(err, in, "bad condition swizzle");
      }
      for (unsigned s = 0; s < info->num_src; s++) {
         if (!validate_src(in, &in->src[s], vp2, num_params, err))
            return false;
      }
      if (info->sig == NVP_SIG_BRANCH) {
         if (in->target < 0 || (unsigned)in->target > prog->num_instrs)
            return nvp_fail_instr(err, in, "branch target %d out of range",
                              in->target);
         continue;
      }
      if (info->sig == NVP_SIG_RET)
         continue;
      if (writes_address(in->op)) {
         if (d->file != NVP_FILE_ADDRESS || d->index < 0 ||
             d->index >= (vp2 ? NVP_VP2_NUM_ADDRS : 1) ||
             d->write_mask > 0xf)
            return nvp_fail_instr(err, in, "%s writes A0.x", info->name);
         continue;
      }
      switch (d->file) {
      case NVP_FILE_TEMP:
         ok = d->index >= 0 &&
              d->index < (vp2 ? NVP_VP2_NUM_TEMPS : NVP_VP1_NUM_TEMPS);
         break;
      case NVP_FILE_OUTPUT:
         ok = !state && d->index >= 0 &&
              d->index < (vp2 ? NVP_OUT_COUNT : NVP_VP1_NUM_OUTPUTS);
         break;
      case NVP_FILE_PARAM:
         ok = state && d->index >= 0 && d->index < NVP_VP1_NUM_PARAMS;
         break;
      case NVP_FILE_CC:
         ok = vp2;
         break;
      default:
         ok = false;
         break;
      }
      if (!ok || d->write_mask > 0xf)
         return nvp_fail_instr(err, in, "bad destination register");
   }
   return true;
}

static float *
dst_reg(struct exec *e, const struct nvp_dst *d)
{
   switch (d->file) {
   case NVP_FILE_TEMP:
      return e->r[d->index];
   case NVP_FILE_OUTPUT:
      return e->o[d->index];
   default: /* NVP_FILE_PARAM */
      return e->c[d->index];
   }
}

static void
run(struct exec *e)
{
   const struct nvp_program *prog = e->prog;

   /* "[temporaries are] initialized to (0,0,0,0) at every vertex program
    * invocation"; the address register likewise. */
   memset(e->r, 0, sizeof(e->r));
   e->a0 = 0.0f;

   for (unsigned i = 0; i < prog->num_instrs; i++) {
      const struct nvp_instr *in = &prog->instrs[i];
      unsigned num_src = nvp_opcode_info(in->op)->num_src;
      float s[3][4], d[4];

      for (unsigned k = 0; k < num_src; k++)
         fetch(e, &in->src[k], !exec_ops[in->op].ignore_negate, s[k]);

      if (in->op == NVP_OP_ARL) {
         /* "A0.x = floor(t.x);" */
         e->a0 = floorf(s[0][0]);
         continue;
      }
      exec_ops[in->op].fn((const float (*)[4])s, d);

      /* All sources are read before the destination is written. */
      float *reg = dst_reg(e, &in->dst);
      for (unsigned c = 0; c < 4; c++) {
         if (in->dst.write_mask & (1u << c))
            reg[c] = d[c];
      }
   }
   e->info.end = NVP_EXEC_END_LAST;
   e->info.executed = prog->num_instrs;
}

/*
 * NV_vertex_program2 execution, section 2.14.2.
 */

/* "GenerateCC(float value)": "Values of -0.0 and +0.0 both evaluate to
 * "EQ"." */
static enum cc_value
generate_cc(float value)
{
   if (isnan(value))
      return CC_UN;
   return value < 0.0f ? CC_LT : value == 0.0f ? CC_EQ : CC_GT;
}

/* "TestCC(CondCode field)": "Comparisons involving condition codes of
 * "UN" (unordered) evaluate to true for "NE" and false otherwise." */
static bool
test_cc(enum nvp_cond cond, enum cc_value field)
{
   switch (cond) {
   case NVP_COND_EQ: return field == CC_EQ;
   case NVP_COND_NE: return field != CC_EQ;
   case NVP_COND_LT: return field == CC_LT;
   case NVP_COND_GE: return field == CC_GT || field == CC_EQ;
   case NVP_COND_LE: return field == CC_LT || field == CC_EQ;
   case NVP_COND_GT: return field == CC_GT;
   case NVP_COND_FL: return false;
   default:          return true;   /* "TR", and "" */
   }
}

/* The components the condition test of 'in' enables, before this
 * instruction changes the condition code. */
static unsigned
cc_enabled(const struct exec *e, const struct nvp_instr *in)
{
   unsigned mask = 0;

   for (unsigned c = 0; c < 4; c++) {
      if (test_cc(in->cc.cond, e->cc[in->cc.swizzle[c]]))
         mask |= 1u << c;
   }
   return mask;
}

/* "The rounding function, round(x), returns the nearest integer to
 * <x>.  If the fractional portion of <x> is 0.5, round(x) selects the
 * nearest even integer"; then "clamped to [-512, +511], the range of
 * representable address register components".  floor(NaN) and
 * round(NaN) are NaN, which no 10-bit integer represents: it becomes
 * -512, what a float-to-integer conversion's "integer indefinite" value
 * (INT_MIN) clamps to. */
static int
addr_clamp(float f)
{
   if (isnan(f) || f <= (float)NVP_VP2_ADDR_MIN)
      return NVP_VP2_ADDR_MIN;
   if (f >= (float)NVP_VP2_ADDR_MAX)
      return NVP_VP2_ADDR_MAX;
   return (int)f;
}

/* ARL, ARR (floor / round of a vector operand) and ARA ("iresult.x =
 * itmp.x + itmp.z; iresult.y = itmp.y + itmp.w;" ...). */
static void
address_result(const struct exec *e, const struct nvp_instr *in,
               const float s[4], int r[4])
{
   if (in->op == NVP_OP_ARA) {
      const int *a = e->a[in->src[0].index];
      for (unsigned c = 0; c < 4; c++) {
         int v = a[c & 1] + a[(c & 1) + 2];
         r[c] = v < NVP_VP2_ADDR_MIN ? NVP_VP2_ADDR_MIN :
                v > NVP_VP2_ADDR_MAX ? NVP_VP2_ADDR_MAX : v;
      }
      return;
   }
   for (unsigned c = 0; c < 4; c++)
      r[c] = addr_clamp(in->op == NVP_OP_ARR ? rintf(s[c]) : floorf(s[c]));
}

/* "UpdateDestination()": the write mask and the condition test select
 * the components written; with "C", the condition code of each written
 * component follows the value written. */
static void
write_vp2(struct exec *e, const struct nvp_instr *in, const float d[4],
          const int id[4])
{
   unsigned mask = in->dst.write_mask & cc_enabled(e, in);
   float *reg = NULL;

   if (in->dst.file == NVP_FILE_TEMP || in->dst.file == NVP_FILE_OUTPUT)
      reg = dst_reg(e, &in->dst);
   for (unsigned c = 0; c < 4; c++) {
      if (!(mask & (1u << c)))
         continue;
      if (id) {
         e->a[in->dst.index][c] = id[c];
         if (in->update_cc)
            e->cc[c] = generate_cc((float)id[c]);
         continue;
      }
      if (reg)
         reg[c] = d[c];
      if (in->update_cc)
         e->cc[c] = generate_cc(d[c]);
   }
}

static void
run_vp2(struct exec *e)
{
   const struct nvp_program *prog = e->prog;
   unsigned pc = prog->entry;

   /* Temporaries and address registers "initialized to (0,0,0,0) at
    * every vertex program invocation"; "The condition code register is
    * initialized to a vector of EQ values each time a vertex program
    * executes." */
   memset(e->r, 0, sizeof(e->r));
   memset(e->a, 0, sizeof(e->a));
   for (unsigned c = 0; c < 4; c++)
      e->cc[c] = CC_EQ;
   e->depth = 0;
   e->info.end = NVP_EXEC_END_LAST;
   e->info.executed = 0;

   /* "A vertex program will also terminate after executing the last
    * instruction in the program, unless that instruction was a taken
    * branch." */
   while (pc < prog->num_instrs) {
      /* "a vertex program will terminate abnormally after executing
       * 65536 instructions to prevent hangs caused by infinite loops":
       * the 65537th does not run.  Every executed instruction counts,
       * branches not taken included. */
      if (e->info.executed == NVP_VP2_MAX_EXECUTED) {
         e->info.end = NVP_EXEC_END_LIMIT;
         return;
      }
      e->info.executed++;

      const struct nvp_instr *in = &prog->instrs[pc];
      const struct nvp_opcode_info *info = nvp_opcode_info(in->op);

      if (info->sig != NVP_SIG_BRANCH && info->sig != NVP_SIG_RET &&
          e->trace) {
         if (e->info.trace_len < e->trace_cap) {
            struct nvp_trace_step *step = &e->trace[e->info.trace_len];

            step->instr = pc;
            for (unsigned k = 0; k < 3; k++) {
               const struct nvp_src *s = &in->src[k];
               step->param[k] = k < info->num_src &&
                                s->file == NVP_FILE_PARAM && s->relative ?
                                relative_param(e, s) : -1;
            }
         }
         e->info.trace_len++;
      }
      if (info->sig == NVP_SIG_BRANCH || info->sig == NVP_SIG_RET) {
         /* "if (TestCC(cc.c***) || TestCC(cc.*c**) || TestCC(cc.**c*)
          * || TestCC(cc.***c))" */
         if (!cc_enabled(e, in)) {
            pc++;
            continue;
         }
         switch (in->op) {
         case NVP_OP_CAL:
            /* "if (callStackDepth >= 4) { // terminate vertex program" */
            if (e->depth >= NVP_VP2_CALL_DEPTH) {
               e->info.end = NVP_EXEC_END_CALL_OVERFLOW;
               return;
            }
            e->stack[e->depth++] = pc + 1;
            pc = (unsigned)in->target;
            break;
         case NVP_OP_RET:
            /* "if (callStackDepth <= 0) { // terminate vertex program" */
            if (e->depth == 0) {
               e->info.end = NVP_EXEC_END_RET;
               return;
            }
            pc = e->stack[--e->depth];
            break;
         default: /* BRA */
            pc = (unsigned)in->target;
            break;
         }
         continue;
      }

      float s[3][4], d[4];
      for (unsigned k = 0; k < info->num_src; k++) {
         if (in->src[k].file != NVP_FILE_ADDRESS)
            fetch(e, &in->src[k], true, s[k]);
      }
      if (writes_address(in->op)) {
         int id[4];
         address_result(e, in, s[0], id);
         write_vp2(e, in, NULL, id);
      } else {
         op_fn(e, in->op)((const float (*)[4])s, d);
         write_vp2(e, in, d, NULL);
      }
      pc++;
   }
}

bool
nvp_execute_info(const struct nvp_program *prog,
                 const float v[NVP_VP1_NUM_ATTRIBS][4],
                 float c[][4], unsigned num_params,
                 float o[NVP_OUT_COUNT][4], struct nvp_exec_info *info,
                 struct nvp_error *err)
{
   return nvp_execute_path(prog, v, c, num_params, o, NULL, 0, info, err);
}

bool
nvp_execute_path(const struct nvp_program *prog,
                 const float v[NVP_VP1_NUM_ATTRIBS][4],
                 float c[][4], unsigned num_params,
                 float o[NVP_OUT_COUNT][4],
                 struct nvp_trace_step *trace, unsigned trace_cap,
                 struct nvp_exec_info *info, struct nvp_error *err)
{
   struct exec e;

   if (!prog || !v || !c || !o || (prog->num_instrs && !prog->instrs)) {
      nvp_error_set(err, 0, 1, 1, "no program or registers");
      return false;
   }
   if (prog->kind == NVP_KIND_VSP10) {
      nvp_error_set(err, 0, 1, 1, "a vertex state program: use "
                    "nvp_execute_state_program");
      return false;
   }
   if (prog->kind == NVP_KIND_FP10) {
      nvp_error_set(err, 0, 1, 1, "a fragment program: use "
                    "nvp_execute_fp (nvp_fp.h)");
      return false;
   }
   unsigned need = prog->kind == NVP_KIND_VP20 ? NVP_VP2_NUM_PARAMS :
                                                 NVP_VP1_NUM_PARAMS;
   if (num_params < need) {
      nvp_error_set(err, 0, 1, 1, "%u program parameters given, the "
                    "program's environment has %u", num_params, need);
      return false;
   }
   if (!validate(prog, false, need, err))
      return false;

   memset(&e, 0, sizeof(e));
   e.prog = prog;
   e.v = v;
   e.c = c;
   e.o = o;
   e.num_params = need;
   e.trace = trace;
   e.trace_cap = trace ? trace_cap : 0;
   e.vp2 = prog->kind == NVP_KIND_VP20;
   /* "Each register value is initialized to (0,0,0,1) at the invocation
    * of each vertex program." */
   for (unsigned k = 0; k < NVP_OUT_COUNT; k++) {
      o[k][0] = o[k][1] = o[k][2] = 0.0f;
      o[k][3] = 1.0f;
   }
   if (e.vp2)
      run_vp2(&e);
   else
      run(&e);
   if (info)
      *info = e.info;
   return true;
}

bool
nvp_execute(const struct nvp_program *prog,
            const float v[NVP_VP1_NUM_ATTRIBS][4], float c[][4],
            float o[NVP_OUT_COUNT][4], struct nvp_error *err)
{
   unsigned n = prog && prog->kind == NVP_KIND_VP20 ? NVP_VP2_NUM_PARAMS :
                                                      NVP_VP1_NUM_PARAMS;
   return nvp_execute_info(prog, v, c, n, o, NULL, err);
}

bool
nvp_execute_state_program(const struct nvp_program *prog,
                          const float v0[4],
                          float params[NVP_VP1_NUM_PARAMS][4],
                          struct nvp_error *err)
{
   float v[NVP_VP1_NUM_ATTRIBS][4];
   struct exec e;

   if (!prog || !v0 || !params || (prog->num_instrs && !prog->instrs)) {
      nvp_error_set(err, 0, 1, 1, "no program or registers");
      return false;
   }
   if (prog->kind != NVP_KIND_VSP10) {
      nvp_error_set(err, 0, 1, 1, "not a vertex state program");
      return false;
   }
   if (!validate(prog, true, NVP_VP1_NUM_PARAMS, err))
      return false;

   /* "params points to an array of four floating-point values that are
    * loaded into vertex attribute register zero (the only vertex
    * attribute readable from a vertex state program)". */
   memset(v, 0, sizeof(v));
   memcpy(v[0], v0, sizeof(v[0]));
   memset(&e, 0, sizeof(e));
   e.prog = prog;
   e.v = (const float (*)[4])v;
   e.c = params;
   e.num_params = NVP_VP1_NUM_PARAMS;
   run(&e);
   return true;
}
