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

struct exec {
   const struct nvp_program *prog;
   const float (*v)[4];
   float (*c)[4];
   float (*o)[4];
   float r[NVP_VP1_NUM_TEMPS][4];
   float a0;
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

/* Per-opcode execution; ARL is done by the caller (it writes A0.x). */
static const struct {
   exec_fn fn;
   bool ignore_negate;
} exec_ops[NVP_OP_COUNT] = {
   [NVP_OP_ARL] = { NULL, false },
   [NVP_OP_MOV] = { op_mov, false },
   [NVP_OP_MUL] = { op_mul, false },
   [NVP_OP_ADD] = { op_add, false },
   [NVP_OP_MAD] = { op_mad, false },
   [NVP_OP_RCP] = { op_rcp, false },
   [NVP_OP_RSQ] = { op_rsq, false },
   [NVP_OP_DP3] = { op_dp3, false },
   [NVP_OP_DP4] = { op_dp4, false },
   [NVP_OP_DST] = { op_dst, false },
   [NVP_OP_MIN] = { op_min, false },
   [NVP_OP_MAX] = { op_max, false },
   [NVP_OP_SLT] = { op_slt, false },
   [NVP_OP_SGE] = { op_sge, false },
   [NVP_OP_EXP] = { op_exp, false },
   [NVP_OP_LOG] = { op_log, false },
   [NVP_OP_LIT] = { op_lit, false },
   [NVP_OP_DPH] = { op_dph, false },
   [NVP_OP_RCC] = { op_rcc, false },
   [NVP_OP_SUB] = { op_sub, false },
   [NVP_OP_ABS] = { op_abs, true },
};

/* A source operand: register, "Relative addressing reads outside of the
 * 0 to 95 inclusive range always read the value (0,0,0,0).", swizzle,
 * negation, then denormals flushed. */
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
         /* -0.0 + 0 is +0.0: c[0]. */
         double idx = (double)e->a0 + (double)s->index;
         reg = idx >= 0.0 && idx <= NVP_VP1_NUM_PARAMS - 1 ?
               e->c[(int)idx] : zero;
      } else {
         reg = e->c[s->index];
      }
      break;
   }
   for (unsigned i = 0; i < 4; i++) {
      float f = reg[s->swizzle[i]];
      out[i] = flush(negate && s->negate ? -f : f);
   }
}

static bool NVP_PRINTF(3, 4)
fail_instr(struct nvp_error *err, const struct nvp_instr *in,
           const char *fmt, ...)
{
   va_list ap;
   va_start(ap, fmt);
   nvp_error_setv(err, in->offset, in->line, in->column, fmt, ap);
   va_end(ap);
   return false;
}

static bool
validate_src(const struct nvp_instr *in, const struct nvp_src *s,
             struct nvp_error *err)
{
   int max;

   for (unsigned c = 0; c < 4; c++) {
      if (s->swizzle[c] > 3)
         return fail_instr(err, in, "bad swizzle");
   }
   switch (s->file) {
   case NVP_FILE_TEMP:   max = NVP_VP1_NUM_TEMPS; break;
   case NVP_FILE_ATTRIB: max = NVP_VP1_NUM_ATTRIBS; break;
   case NVP_FILE_PARAM:  max = NVP_VP1_NUM_PARAMS; break;
   default:
      return fail_instr(err, in, "source file %d cannot be read",
                        (int)s->file);
   }
   if (s->relative) {
      if (s->file != NVP_FILE_PARAM)
         return fail_instr(err, in, "relative read of a register other "
                           "than c[]");
      /* Any offset is defined (it reads zeros), but keep the sum of
       * A0.x and the offset in the exact range of a double. */
      if (s->index < -(1 << 30) || s->index > (1 << 30))
         return fail_instr(err, in, "relative offset %d out of range",
                           s->index);
      return true;
   }
   if (s->index < 0 || s->index >= max)
      return fail_instr(err, in, "source register %d out of range",
                        s->index);
   return true;
}

/* The IR may come from anywhere (a fuzzer): check all of it before any
 * register changes. */
static bool
validate(const struct nvp_program *prog, bool state,
         struct nvp_error *err)
{
   for (unsigned i = 0; i < prog->num_instrs; i++) {
      const struct nvp_instr *in = &prog->instrs[i];
      const struct nvp_opcode_info *info = nvp_opcode_info(in->op);
      const struct nvp_dst *d = &in->dst;
      bool ok;

      if (!info)
         return fail_instr(err, in, "unknown opcode %d", (int)in->op);
      for (unsigned s = 0; s < info->num_src; s++) {
         if (!validate_src(in, &in->src[s], err))
            return false;
      }
      if (in->op == NVP_OP_ARL) {
         if (d->file != NVP_FILE_ADDRESS)
            return fail_instr(err, in, "ARL writes A0.x");
         continue;
      }
      switch (d->file) {
      case NVP_FILE_TEMP:
         ok = d->index >= 0 && d->index < NVP_VP1_NUM_TEMPS;
         break;
      case NVP_FILE_OUTPUT:
         ok = !state && d->index >= 0 && d->index < NVP_OUT_COUNT;
         break;
      case NVP_FILE_PARAM:
         ok = state && d->index >= 0 && d->index < NVP_VP1_NUM_PARAMS;
         break;
      default:
         ok = false;
         break;
      }
      if (!ok || d->write_mask > 0xf)
         return fail_instr(err, in, "bad destination register");
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
}

bool
nvp_execute(const struct nvp_program *prog,
            const float v[NVP_VP1_NUM_ATTRIBS][4],
            float c[NVP_VP1_NUM_PARAMS][4], float o[NVP_OUT_COUNT][4],
            struct nvp_error *err)
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
   if (prog->kind == NVP_KIND_VP20) {
      nvp_error_set(err, 0, 1, 1, "VP2 programs are not executed yet");
      return false;
   }
   if (!validate(prog, false, err))
      return false;

   memset(&e, 0, sizeof(e));
   e.prog = prog;
   e.v = v;
   e.c = c;
   e.o = o;
   /* "Each register value is initialized to (0,0,0,1) at the invocation
    * of each vertex program." */
   for (unsigned k = 0; k < NVP_OUT_COUNT; k++) {
      o[k][0] = o[k][1] = o[k][2] = 0.0f;
      o[k][3] = 1.0f;
   }
   run(&e);
   return true;
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
   if (!validate(prog, true, err))
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
   run(&e);
   return true;
}
