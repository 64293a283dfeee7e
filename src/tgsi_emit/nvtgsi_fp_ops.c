/*
 * NV_fragment_program instructions (section 3.11.5) as TGSI, one table
 * row per opcode.  Products and sums are separate MUL and ADD, never MAD,
 * so that no driver fuses them: the CPU interpreter rounds each one.
 * Comparisons produce all-ones/zero with FSxx and select with UCMP (never
 * arithmetic, which NaN and INF would poison).
 */
#include <math.h>

#include "util/macros.h"

#include "nvtgsi_fp_priv.h"
#include "nvtgsi_math.h"

#define IMMF(v) ureg_imm1f(fp->ureg, (v))
#define IMMU(v) ureg_imm1u(fp->ureg, (v))

static struct ureg_dst
temp(struct nvtgsi_fp *fp)
{
   return ureg_DECL_temporary(fp->ureg);
}

static void
release(struct nvtgsi_fp *fp, struct ureg_dst t)
{
   ureg_release_temporary(fp->ureg, t);
}

static struct ureg_dst
wm(struct ureg_dst d, unsigned mask)
{
   return ureg_writemask(d, mask);
}

/* SUB: "SUB R0,R1,R2" is "ADD R0,R1,-R2". */
static void
lower_sub(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
          struct ureg_dst res, const struct ureg_src *s)
{
   ureg_ADD(fp->ureg, res, s[0], ureg_negate(s[1]));
}

static void
lower_mad(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
          struct ureg_dst res, const struct ureg_src *s)
{
   ureg_MUL(fp->ureg, res, s[0], s[1]);
   ureg_ADD(fp->ureg, res, ureg_src(res), s[2]);
}

/* x*x + y*y + z*z (+ w*w), left to right, replicated. */
static void
dot(struct nvtgsi_fp *fp, struct ureg_dst res, struct ureg_src a,
    struct ureg_src b, unsigned n)
{
   struct ureg_program *u = fp->ureg;
   struct ureg_dst p = temp(fp);

   ureg_MUL(u, p, a, b);
   ureg_MOV(u, res, ureg_scalar(ureg_src(p), 0));
   for (unsigned c = 1; c < n; c++)
      ureg_ADD(u, res, ureg_src(res), ureg_scalar(ureg_src(p), c));
   release(fp, p);
}

static void
lower_dp3(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
          struct ureg_dst res, const struct ureg_src *s)
{
   dot(fp, res, s[0], s[1], 3);
}

static void
lower_dp4(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
          struct ureg_dst res, const struct ureg_src *s)
{
   dot(fp, res, s[0], s[1], 4);
}

/* (1.0, t0.y*t1.y, t0.z, t1.w) */
static void
lower_dst(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
          struct ureg_dst res, const struct ureg_src *s)
{
   struct ureg_program *u = fp->ureg;

   ureg_MOV(u, wm(res, TGSI_WRITEMASK_X), IMMF(1.0f));
   ureg_MUL(u, wm(res, TGSI_WRITEMASK_Y), s[0], s[1]);
   ureg_MOV(u, wm(res, TGSI_WRITEMASK_Z), s[0]);
   ureg_MOV(u, wm(res, TGSI_WRITEMASK_W), s[1]);
}

/* MIN/MAX: a NaN operand gives NaN, whichever side it is on; of two
 * zeros MIN gives -0.0 if either is, MAX +0.0 if either is (the bits
 * ORed or ANDed: equal values otherwise have equal bits).  Two ordered
 * compares pick a side; where neither holds (equal or unordered) MIN
 * takes the ORed bits, which are a NaN when either operand is (all
 * exponent bits and a mantissa bit of the NaN stay set).  The ANDed
 * bits of MAX are not, so MAX tells equal from unordered with a third
 * compare. */
static void
minmax(struct nvtgsi_fp *fp, struct ureg_dst res, struct ureg_src a,
       struct ureg_src b, bool is_min)
{
   struct ureg_program *u = fp->ureg;
   struct ureg_dst wins = temp(fp);    /* a is the result */
   struct ureg_dst loses = temp(fp);   /* b is */
   struct ureg_dst bits = temp(fp);

   ureg_FSLT(u, wins, is_min ? a : b, is_min ? b : a);
   ureg_FSLT(u, loses, is_min ? b : a, is_min ? a : b);
   if (is_min) {
      ureg_OR(u, bits, a, b);
      ureg_UCMP(u, res, ureg_src(loses), b, ureg_src(bits));
   } else {
      struct ureg_dst eq = temp(fp);
      ureg_FSEQ(u, eq, a, b);
      ureg_AND(u, bits, a, b);
      ureg_UCMP(u, res, ureg_src(loses), b, IMMU(0x7fc00000));
      ureg_UCMP(u, res, ureg_src(eq), ureg_src(bits), ureg_src(res));
      release(fp, eq);
   }
   ureg_UCMP(u, res, ureg_src(wins), a, ureg_src(res));
   release(fp, wins);
   release(fp, loses);
   release(fp, bits);
}

/* MIN/MAX of a and a literal k (cgc's "MAXR R0.w, R1.y, c[1].z" with
 * c[1].z = 0): one compare and one select, k where the compare holds,
 * else a, which keeps a NaN a (every ordered compare of a NaN fails).
 * Of two equal numbers the bits are the same but for zeros, and where
 * no lane of k is the zero that the rule above makes lose, the
 * compare may take equality either way:
 *   MIN: k where a > k (no lane -0.0), or where a >= k (no lane +0.0);
 *   MAX: k where k >= a (no lane -0.0), or where a < k (no lane +0.0).
 * false when k has a NaN, a denormal (which the driver's flush changes)
 * or both zeros among the written lanes. */
static bool
minmax_literal(struct nvtgsi_fp *fp, const struct nvp_instr *in,
               struct ureg_dst res, const struct ureg_src *s, bool is_min)
{
   struct ureg_program *u = fp->ureg;
   float v[4];
   unsigned k;
   bool pos0 = false, neg0 = false;

   for (k = 0; k < 2; k++) {
      if (nvtgsi_fp_literal_operand(fp, in, k, false, v))
         break;
   }
   if (k == 2)
      return false;
   for (unsigned c = 0; c < 4; c++) {
      if (!(res.WriteMask & (1u << c)))
         continue;
      if (isnan(v[c]) || (v[c] != 0.0f && fabsf(v[c]) < 0x1p-126f))
         return false;
      if (v[c] == 0.0f) {
         pos0 |= !signbit(v[c]);
         neg0 |= signbit(v[c]);
      }
   }
   if (pos0 && neg0)
      return false;

   struct ureg_src a = s[1 - k], lit = s[k];
   struct ureg_dst take = temp(fp);
   if (is_min && !neg0)
      ureg_FSLT(u, take, lit, a);
   else if (is_min)
      ureg_FSGE(u, take, a, lit);
   else if (!neg0)
      ureg_FSGE(u, take, lit, a);
   else
      ureg_FSLT(u, take, a, lit);
   ureg_UCMP(u, res, ureg_src(take), lit, a);
   release(fp, take);
   return true;
}

/* MIN/MAX of two values known in [+0.0, hi] (nvtgsi_fp_range.c: texels
 * of normalised textures, cgc's "MINR R2.z, R2.y, R2.x" of DP3s of
 * them in a median filter): no NaN and no -0.0, so the spec's rules for
 * them do not arise and equal operands have equal bits: TGSI's MIN and
 * MAX (NIR's fmin/fmax, one instruction each on llvmpipe, as GLSL's
 * min() and max() get) give the spec's result. */
static bool
minmax_ordered(struct nvtgsi_fp *fp, const struct nvp_instr *in,
               struct ureg_dst res, const struct ureg_src *s, bool is_min)
{
   unsigned lanes = nvtgsi_fp_operand_lanes(nvtgsi_fp_op_get(in->op), in);

   if (!nvtgsi_fp_src_within(fp, in, 0, lanes, INFINITY) ||
       !nvtgsi_fp_src_within(fp, in, 1, lanes, INFINITY))
      return false;
   if (is_min)
      ureg_MIN(fp->ureg, res, s[0], s[1]);
   else
      ureg_MAX(fp->ureg, res, s[0], s[1]);
   return true;
}

static void
lower_min(struct nvtgsi_fp *fp, const struct nvp_instr *in,
          struct ureg_dst res, const struct ureg_src *s)
{
   if (!minmax_ordered(fp, in, res, s, true) &&
       !minmax_literal(fp, in, res, s, true))
      minmax(fp, res, s[0], s[1], true);
}

static void
lower_max(struct nvtgsi_fp *fp, const struct nvp_instr *in,
          struct ureg_dst res, const struct ureg_src *s)
{
   if (!minmax_ordered(fp, in, res, s, false) &&
       !minmax_literal(fp, in, res, s, false))
      minmax(fp, res, s[0], s[1], false);
}

/* t0*t1 + (1-t0)*t2, as the spec writes it.  -t0 is taken by flipping
 * the sign bit: NIR would otherwise recognise the expression and make it
 * an flrp, t2 + t0*(t1-t2), which rounds differently. */
static void
lower_lrp(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
          struct ureg_dst res, const struct ureg_src *s)
{
   struct ureg_program *u = fp->ureg;
   struct ureg_dst t = temp(fp);

   ureg_XOR(u, t, s[0], IMMU(0x80000000));
   ureg_ADD(u, t, IMMF(1.0f), ureg_src(t));
   ureg_MUL(u, t, ureg_src(t), s[2]);
   ureg_MUL(u, res, s[0], s[1]);
   ureg_ADD(u, res, ureg_src(res), ureg_src(t));
   release(fp, t);
}

/* x = t0.x + t1.x*t2.x + t1.y*t2.y; y = t0.y + t1.x*t2.z + t1.y*t2.w;
 * z = x; w = y. */
static void
lower_x2d(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
          struct ureg_dst res, const struct ureg_src *s)
{
   struct ureg_program *u = fp->ureg;
   struct ureg_dst t = temp(fp);
   struct ureg_dst r = temp(fp);
   struct ureg_src t1x = ureg_scalar(s[1], TGSI_SWIZZLE_X);
   struct ureg_src t1y = ureg_scalar(s[1], TGSI_SWIZZLE_Y);

   /* r.xy = t0.xy + t1.x * t2.xz, then + t1.y * t2.yw */
   ureg_MUL(u, wm(t, TGSI_WRITEMASK_XY), t1x,
            ureg_swizzle(s[2], TGSI_SWIZZLE_X, TGSI_SWIZZLE_Z,
                         TGSI_SWIZZLE_X, TGSI_SWIZZLE_Z));
   ureg_ADD(u, wm(r, TGSI_WRITEMASK_XY), s[0], ureg_src(t));
   ureg_MUL(u, wm(t, TGSI_WRITEMASK_XY), t1y,
            ureg_swizzle(s[2], TGSI_SWIZZLE_Y, TGSI_SWIZZLE_W,
                         TGSI_SWIZZLE_Y, TGSI_SWIZZLE_W));
   ureg_ADD(u, wm(r, TGSI_WRITEMASK_XY), ureg_src(r), ureg_src(t));
   ureg_MOV(u, res, ureg_swizzle(ureg_src(r), TGSI_SWIZZLE_X,
                                 TGSI_SWIZZLE_Y, TGSI_SWIZZLE_X,
                                 TGSI_SWIZZLE_Y));
   release(fp, t);
   release(fp, r);
}

/* axis = t0, direction = t1: tmp.w = axis.axis (3 components), tmp.x =
 * axis.direction, tmp.x = 2 * tmp.x / tmp.w, result.xyz = tmp.x * axis -
 * direction. */
static void
lower_rfl(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
          struct ureg_dst res, const struct ureg_src *s)
{
   struct ureg_program *u = fp->ureg;
   struct ureg_dst w = temp(fp);
   struct ureg_dst k = temp(fp);

   dot(fp, w, s[0], s[0], 3);
   dot(fp, k, s[0], s[1], 3);
   ureg_MUL(u, k, ureg_src(k), IMMF(2.0f));
   ureg_DIV(u, k, ureg_src(k), ureg_src(w));
   ureg_MUL(u, wm(res, TGSI_WRITEMASK_XYZ), ureg_src(k), s[0]);
   ureg_ADD(u, wm(res, TGSI_WRITEMASK_XYZ), ureg_src(res),
            ureg_negate(s[1]));
   ureg_MOV(u, wm(res, TGSI_WRITEMASK_W), IMMF(0.0f));
   release(fp, w);
   release(fp, k);
}

/* ApproxLog2(x.x) into l.x: the driver's LG2 where it is within the
 * spec's bound (nvtgsi_options::lg2_exact), else nvtgsi_lg2(). */
static void
lg2_of(struct nvtgsi_fp *fp, struct ureg_dst l, struct ureg_src x,
       struct ureg_dst t)
{
   if (fp->lg2_exact)
      ureg_LG2(fp->ureg, ureg_writemask(l, TGSI_WRITEMASK_X), x);
   else
      nvtgsi_lg2(fp->ureg, l, x, t, fp->ftz);
}

/* POW: EX2(s1 * LG2(s0)) ("the error characteristics ... of EX2, LG2"). */
static void
pow_of(struct nvtgsi_fp *fp, struct ureg_dst res, struct ureg_src base,
       struct ureg_src exp)
{
   struct ureg_program *u = fp->ureg;
   struct ureg_dst l = temp(fp);
   struct ureg_dst t = temp(fp);

   lg2_of(fp, l, ureg_scalar(base, TGSI_SWIZZLE_X), t);
   ureg_MUL(u, res, ureg_scalar(ureg_src(l), TGSI_SWIZZLE_X), exp);
   ureg_EX2(u, res, ureg_src(res));
   release(fp, t);
   release(fp, l);
}

/* LG2 within the spec's 2^-22 on every driver (nvtgsi_lg2()); the
 * interpreter keeps denormal operands, and so does this (with
 * fp32_ftz no operand is one, and the cheaper test for 0 does). */
static void
lower_lg2(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
          struct ureg_dst res, const struct ureg_src *s)
{
   struct ureg_dst l = temp(fp);
   struct ureg_dst t = temp(fp);

   lg2_of(fp, l, ureg_scalar(s[0], TGSI_SWIZZLE_X), t);
   ureg_MOV(fp->ureg, res, ureg_scalar(ureg_src(l), TGSI_SWIZZLE_X));
   release(fp, t);
   release(fp, l);
}

static void
lower_pow(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
          struct ureg_dst res, const struct ureg_src *s)
{
   pow_of(fp, res, s[0], s[1]);
}

/* (1, x', x' > 0 ? POW(y', w) : 0, 1) with "if (t.x < 0) t.x = 0; if
 * (t.y < 0) t.y = 0;": a compare and a select each (-0.0 and NaN
 * pass); no exponent clamp. */
static void
lower_lit(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
          struct ureg_dst res, const struct ureg_src *s)
{
   struct ureg_program *u = fp->ureg;
   struct ureg_dst t = temp(fp);
   struct ureg_dst c = temp(fp);

   ureg_FSLT(u, wm(c, TGSI_WRITEMASK_XY), s[0], IMMF(0.0f));
   ureg_UCMP(u, wm(t, TGSI_WRITEMASK_XY), ureg_src(c), IMMF(0.0f), s[0]);
   pow_of(fp, wm(c, TGSI_WRITEMASK_X), ureg_scalar(ureg_src(t), 1),
          ureg_scalar(s[0], TGSI_SWIZZLE_W));
   ureg_FSLT(u, wm(t, TGSI_WRITEMASK_Z), IMMF(0.0f),
             ureg_scalar(ureg_src(t), 0));
   ureg_UCMP(u, wm(res, TGSI_WRITEMASK_Z), ureg_scalar(ureg_src(t), 2),
             ureg_scalar(ureg_src(c), 0), IMMF(0.0f));
   ureg_MOV(u, wm(res, TGSI_WRITEMASK_XW), IMMF(1.0f));
   ureg_MOV(u, wm(res, TGSI_WRITEMASK_Y), ureg_scalar(ureg_src(t), 0));
   release(fp, t);
   release(fp, c);
}

/* SEQ .. SNE: 1.0 or 0.0; NaN compares false except for SNE. */
static void
set_on(struct nvtgsi_fp *fp, struct ureg_dst res, enum tgsi_opcode cmp,
       struct ureg_src a, struct ureg_src b)
{
   ureg_insn(fp->ureg, cmp, &res, 1, (struct ureg_src[]){ a, b }, 2, 0);
   ureg_UCMP(fp->ureg, res, ureg_src(res), IMMF(1.0f), IMMF(0.0f));
}

#define SET_ON(name, cmp, i, j)                                          \
static void                                                             \
lower_##name(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,   \
             struct ureg_dst res, const struct ureg_src *s)             \
{                                                                       \
   set_on(fp, res, cmp, s[i], s[j]);                                    \
}
SET_ON(seq, TGSI_OPCODE_FSEQ, 0, 1)
SET_ON(sne, TGSI_OPCODE_FSNE, 0, 1)
SET_ON(slt, TGSI_OPCODE_FSLT, 0, 1)
SET_ON(sge, TGSI_OPCODE_FSGE, 0, 1)
SET_ON(sgt, TGSI_OPCODE_FSLT, 1, 0)
SET_ON(sle, TGSI_OPCODE_FSGE, 1, 0)

static void
lower_sfl(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
          struct ureg_dst res, UNUSED const struct ureg_src *s)
{
   ureg_MOV(fp->ureg, res, IMMF(0.0f));
}

static void
lower_str(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
          struct ureg_dst res, UNUSED const struct ureg_src *s)
{
   ureg_MOV(fp->ureg, res, IMMF(1.0f));
}

/* TEX, TXP, TXD on the unit's sampler; TXP on CUBE does not divide
 * ("except for CUBE"). */
static void
lower_tex(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
          struct ureg_dst res, const struct ureg_src *s)
{
   struct ureg_src srcs[4];
   unsigned n = 0;
   enum tgsi_opcode op = TGSI_OPCODE_TEX;

   if (in->op == NVP_OP_TXP && in->tex_target != NVP_TEX_CUBE)
      op = TGSI_OPCODE_TXP;
   /* NV_fragment_program2 TXL: "rho(x,y) is given by 2^w": the level
    * of detail is the w component, TGSI TXL's. */
   else if (in->op == NVP_OP_TXL)
      op = TGSI_OPCODE_TXL;
   else if (in->op == NVP_OP_TXB)
      op = TGSI_OPCODE_TXB;
   else if (in->op == NVP_OP_TXD)
      op = TGSI_OPCODE_TXD;
   srcs[n++] = s[0];
   if (in->op == NVP_OP_TXD) {
      srcs[n++] = s[1];
      srcs[n++] = s[2];
   }
   srcs[n++] = ureg_DECL_sampler(fp->ureg, in->tex_unit);
   ureg_tex_insn(fp->ureg, op, &res, 1,
                 nvtgsi_tex_target(in->tex_target), TGSI_RETURN_TYPE_FLOAT,
                 NULL, 0, srcs, n);
   /* An incomplete texture: Mesa's fallback gave (0,0,0,1), the spec
    * wants (0,0,0,0) (NVTGSI_BIND_TEX_COMPLETE); not for a unit taken
    * to be complete (nvtgsi_options::tex_complete_units). */
   int slot = fp->complete_slot[in->tex_unit];
   if (slot >= 0 && !(fp->tex_complete_units & (1u << in->tex_unit))) {
      struct ureg_src flag = ureg_src_register(TGSI_FILE_CONSTANT, slot);
      ureg_UCMP(fp->ureg, ureg_writemask(res, TGSI_WRITEMASK_W),
                ureg_scalar(flag, TGSI_SWIZZLE_W),
                ureg_scalar(ureg_src(res), TGSI_SWIZZLE_W), IMMF(0.0f));
   }
}

/* x | y << 16 (| z << 16 | w << 24 for bytes), replicated. */
static void
pack(struct nvtgsi_fp *fp, struct ureg_dst res, struct ureg_dst v,
     unsigned n)
{
   struct ureg_program *u = fp->ureg;
   struct ureg_dst t = temp(fp);
   unsigned shift = n == 2 ? 16 : 8;

   ureg_MOV(u, wm(t, TGSI_WRITEMASK_X), ureg_scalar(ureg_src(v), 0));
   for (unsigned c = 1; c < n; c++) {
      struct ureg_dst y = wm(temp(fp), TGSI_WRITEMASK_X);
      ureg_SHL(u, y, ureg_scalar(ureg_src(v), c), IMMU(shift * c));
      ureg_OR(u, wm(t, TGSI_WRITEMASK_X), ureg_src(t), ureg_src(y));
      release(fp, y);
   }
   ureg_MOV(u, res, ureg_scalar(ureg_src(t), 0));
   release(fp, t);
}

/* PK2H: "converted to fp16 ... packed": x in bits 0-15, y in 16-31. */
static void
lower_pk2h(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
           struct ureg_dst res, const struct ureg_src *s)
{
   struct ureg_dst v = wm(temp(fp), TGSI_WRITEMASK_XY);

   nvtgsi_fp_q16(fp, v, s[0]);
   nvtgsi_fp_f16_bits(fp, v, ureg_src(v));
   pack(fp, res, v, 2);
   release(fp, v);
}

/* scaled = round(scale * clamp(x, lo, hi) + bias), as unsigned */
static void
quantise(struct nvtgsi_fp *fp, struct ureg_dst v, struct ureg_src x,
         float lo, float hi, float scale, float bias)
{
   struct ureg_program *u = fp->ureg;

   nvtgsi_fp_clamp_nan(fp, v, x, lo, hi);
   ureg_MUL(u, v, ureg_src(v), IMMF(scale));
   if (bias != 0.0f)
      ureg_ADD(u, v, ureg_src(v), IMMF(bias));
   nvtgsi_fp_round_away(fp, v, ureg_src(v));
   ureg_F2U(u, v, ureg_src(v));
}

/* PK2US: clamp to [0,1], "round(65535.0 * ...)". */
static void
lower_pk2us(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
            struct ureg_dst res, const struct ureg_src *s)
{
   struct ureg_dst v = wm(temp(fp), TGSI_WRITEMASK_XY);

   quantise(fp, v, s[0], 0.0f, 1.0f, 65535.0f, 0.0f);
   pack(fp, res, v, 2);
   release(fp, v);
}

/* PK4B: clamp to [-128/127, 127/127], "round(127.0 * ... + 128.0)". */
static void
lower_pk4b(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
           struct ureg_dst res, const struct ureg_src *s)
{
   struct ureg_dst v = temp(fp);

   quantise(fp, v, s[0], -128.0f / 127.0f, 127.0f / 127.0f, 127.0f,
            128.0f);
   pack(fp, res, v, 4);
   release(fp, v);
}

/* PK4UB: clamp to [0,1], "round(255.0 * ...)". */
static void
lower_pk4ub(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
            struct ureg_dst res, const struct ureg_src *s)
{
   struct ureg_dst v = temp(fp);

   quantise(fp, v, s[0], 0.0f, 1.0f, 255.0f, 0.0f);
   pack(fp, res, v, 4);
   release(fp, v);
}

/* The fields of the scalar bits: 16-bit halves (x, y, x, y) or bytes
 * (x, y, z, w) from the least significant. */
static void
fields(struct nvtgsi_fp *fp, struct ureg_dst f, struct ureg_src bits,
       unsigned n)
{
   struct ureg_program *u = fp->ureg;

   if (n == 2) {
      ureg_USHR(u, f, bits, ureg_imm4u(u, 0, 16, 0, 16));
      ureg_AND(u, f, ureg_src(f), IMMU(0xffff));
   } else {
      ureg_USHR(u, f, bits, ureg_imm4u(u, 0, 8, 16, 24));
      ureg_AND(u, f, ureg_src(f), IMMU(0xff));
   }
}

static void
lower_up2h(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
           struct ureg_dst res, const struct ureg_src *s)
{
   struct ureg_dst f = temp(fp);

   fields(fp, f, s[0], 2);
   nvtgsi_fp_f16_value(fp, res, ureg_src(f));
   release(fp, f);
}

/* value = (field + bias) / div */
static void
unpack(struct nvtgsi_fp *fp, struct ureg_dst res, struct ureg_src bits,
       unsigned n, float bias, float div)
{
   struct ureg_program *u = fp->ureg;
   struct ureg_dst f = temp(fp);

   fields(fp, f, bits, n);
   ureg_U2F(u, f, ureg_src(f));
   if (bias != 0.0f)
      ureg_ADD(u, f, ureg_src(f), IMMF(bias));
   ureg_DIV(u, res, ureg_src(f), IMMF(div));
   release(fp, f);
}

static void
lower_up2us(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
            struct ureg_dst res, const struct ureg_src *s)
{
   unpack(fp, res, s[0], 2, 0.0f, 65535.0f);
}

static void
lower_up4b(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
           struct ureg_dst res, const struct ureg_src *s)
{
   unpack(fp, res, s[0], 4, -128.0f, 127.0f);
}

static void
lower_up4ub(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
            struct ureg_dst res, const struct ureg_src *s)
{
   unpack(fp, res, s[0], 4, 0.0f, 255.0f);
}

/* ARB_fragment_program's instructions (NV_fragment_program_option). */

/* ABS: |t0|, the sign bit cleared (NaN stays NaN). */
static void
lower_abs(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
          struct ureg_dst res, const struct ureg_src *s)
{
   ureg_AND(fp->ureg, res, s[0], IMMU(0x7fffffff));
}

/* DPH: t0.x*t1.x + t0.y*t1.y + t0.z*t1.z + t1.w. */
static void
lower_dph(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
          struct ureg_dst res, const struct ureg_src *s)
{
   dot(fp, res, s[0], s[1], 3);
   ureg_ADD(fp->ureg, res, ureg_src(res), ureg_scalar(s[1], 3));
}

/* CMP: "result.x = (tmp0.x < 0.0) ? tmp1.x : tmp2.x". */
static void
lower_cmp(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
          struct ureg_dst res, const struct ureg_src *s)
{
   struct ureg_dst c = temp(fp);

   ureg_FSLT(fp->ureg, c, s[0], IMMF(0.0f));
   ureg_UCMP(fp->ureg, res, ureg_src(c), s[1], s[2]);
   release(fp, c);
}

/* SCS: (cos, sin, undefined, undefined); z and w are 0 here. */
static void
lower_scs(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
          struct ureg_dst res, const struct ureg_src *s)
{
   ureg_COS(fp->ureg, wm(res, TGSI_WRITEMASK_X), s[0]);
   ureg_SIN(fp->ureg, wm(res, TGSI_WRITEMASK_Y), s[0]);
   ureg_MOV(fp->ureg, wm(res, TGSI_WRITEMASK_ZW), IMMF(0.0f));
}

/* XPD: t0.yzx*t1.zxy - t0.zxy*t1.yzx; w undefined, 0 here. */
static void
lower_xpd(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
          struct ureg_dst res, const struct ureg_src *s)
{
   struct ureg_program *u = fp->ureg;
   struct ureg_dst t = temp(fp);

   ureg_MUL(u, t, ureg_swizzle(s[0], 1, 2, 0, 3),
            ureg_swizzle(s[1], 2, 0, 1, 3));
   ureg_MUL(u, res, ureg_swizzle(s[0], 2, 0, 1, 3),
            ureg_swizzle(s[1], 1, 2, 0, 3));
   ureg_ADD(u, wm(res, TGSI_WRITEMASK_XYZ), ureg_src(t),
            ureg_negate(ureg_src(res)));
   ureg_MOV(u, wm(res, TGSI_WRITEMASK_W), IMMF(0.0f));
   release(fp, t);
}

/* NV_fragment_program2 (3.11.5.48-51). */

/* DIV: "result.x = tmp0.x / tmp1" per component, a true division. */
static void
lower_div(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
          struct ureg_dst res, const struct ureg_src *s)
{
   ureg_DIV(fp->ureg, res, s[0], ureg_scalar(s[1], 0));
}

/* DP2: "(tmp0.x * tmp1.x) + (tmp0.y * tmp1.y)", replicated. */
static void
lower_dp2(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
          struct ureg_dst res, const struct ureg_src *s)
{
   dot(fp, res, s[0], s[1], 2);
}

/* DP2A: the same plus "tmp2.x". */
static void
lower_dp2a(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
           struct ureg_dst res, const struct ureg_src *s)
{
   dot(fp, res, s[0], s[1], 2);
   ureg_ADD(fp->ureg, res, ureg_src(res), ureg_scalar(s[2], 0));
}

/* NRM: "scale = ApproxRSQ(tmp.x * tmp.x + tmp.y * tmp.y + tmp.z *
 * tmp.z)", x, y, z times scale; the undefined w is tmp.w * scale too
 * (the interpreter's choice). */
static void
lower_nrm(struct nvtgsi_fp *fp, UNUSED const struct nvp_instr *in,
          struct ureg_dst res, const struct ureg_src *s)
{
   struct ureg_dst d = temp(fp);

   dot(fp, d, s[0], s[0], 3);
   ureg_RSQ(fp->ureg, d, ureg_scalar(ureg_src(d), 0));
   ureg_MUL(fp->ureg, res, s[0], ureg_scalar(ureg_src(d), 0));
   release(fp, d);
}

/* Rows: D a TGSI opcode, L a lowering; K keeps the operands' format in
 * every component, B gives 0.0/1.0 only; extra initialisers after the
 * name: BOOL_OF(mask) (the result is 0.0/1.0 where the operands in mask
 * are), SEL, BD(kind), DOT(n) (how operand bounds bound the result,
 * nvtgsi_fp_range.c: SEL, one of the BOOL_OF operands).  Which opcodes are componentwise the catalogue says
 * (nvp_opcode_componentwise()). */
#define D(op, t, ...)   [NVP_OP_##op] = { .tgsi = TGSI_OPCODE_##t, \
                                          __VA_ARGS__ }
#define DS(op, t)       [NVP_OP_##op] = { .tgsi = TGSI_OPCODE_##t, \
                                          .scalar = true }
#define L(op, f, ...)   [NVP_OP_##op] = { .lower = lower_##f, __VA_ARGS__ }
#define K               .keeps_format = TGSI_WRITEMASK_XYZW
#define BOOL_OF(m)      .bool_srcs = (m)
#define LB(op, f)       L(op, f, K, .boolean = true)
#define BD(kind)        .bound = NVTGSI_BOUND_##kind
#define SEL             BD(SELECT)
#define DOT(n)          BD(DOT), .dot_lanes = (n)

static const struct nvtgsi_fp_op fp_ops[NVP_OP_COUNT] = {
   D(MOV, MOV, K, BOOL_OF(0x1), SEL), D(ADD, ADD, BD(SUM)),
   D(MUL, MUL, BOOL_OF(0x3), BD(PRODUCT)), D(FLR, FLR, K), D(FRC, FRC),
   D(DDX, DDX), D(DDY, DDY),
   DS(RCP, RCP), DS(RSQ, RSQ), DS(EX2, EX2), DS(SIN, SIN),
   DS(COS, COS),
   L(SUB, sub), L(MAD, mad, BD(MAD)), L(DP3, dp3, DOT(3)),
   L(DP4, dp4, DOT(4)),
   [NVP_OP_DST] = { .lower = lower_dst, .keeps_format = TGSI_WRITEMASK_XZW },
   L(MIN, min, K, BOOL_OF(0x3), SEL), L(MAX, max, K, BOOL_OF(0x3), SEL),
   L(LRP, lrp, BD(LRP)), L(X2D, x2d), L(RFL, rfl),
   [NVP_OP_LIT] = { .lower = lower_lit, .keeps_format = TGSI_WRITEMASK_XYW },
   [NVP_OP_POW] = { .lower = lower_pow, .scalar = true },
   [NVP_OP_LG2] = { .lower = lower_lg2, .scalar = true },
   LB(SEQ, seq), LB(SNE, sne), LB(SLT, slt), LB(SGE, sge), LB(SGT, sgt),
   LB(SLE, sle), LB(SFL, sfl), LB(STR, str),
   L(TEX, tex), L(TXP, tex), L(TXD, tex),
   L(TXB, tex), L(TXL, tex),
   L(DIV, div), L(DP2, dp2, DOT(2)), L(DP2A, dp2a), L(NRM, nrm),
   L(ABS, abs), L(DPH, dph, BD(DPH), .dot_lanes = 3),
   L(CMP, cmp, K, BOOL_OF(0x6), SEL),
   L(XPD, xpd), D(SWZ, MOV),
   [NVP_OP_SCS] = { .lower = lower_scs, .scalar = true },
   [NVP_OP_PK2H] = { .lower = lower_pk2h, .raw_dst = true },
   [NVP_OP_PK2US] = { .lower = lower_pk2us, .raw_dst = true },
   [NVP_OP_PK4B] = { .lower = lower_pk4b, .raw_dst = true },
   [NVP_OP_PK4UB] = { .lower = lower_pk4ub, .raw_dst = true },
   [NVP_OP_UP2H] = { .lower = lower_up2h, .scalar = true, .raw_src = true },
   [NVP_OP_UP2US] = { .lower = lower_up2us, .scalar = true,
                      .raw_src = true },
   [NVP_OP_UP4B] = { .lower = lower_up4b, .scalar = true, .raw_src = true },
   [NVP_OP_UP4UB] = { .lower = lower_up4ub, .scalar = true,
                      .raw_src = true },
};

#undef D
#undef DS
#undef L
#undef K
#undef BOOL_OF
#undef LB
#undef BD
#undef SEL
#undef DOT

const struct nvtgsi_fp_op *
nvtgsi_fp_op_get(enum nvp_opcode op)
{
   if ((unsigned)op >= NVP_OP_COUNT)
      return NULL;
   const struct nvtgsi_fp_op *o = &fp_ops[op];
   /* A row without a lowering names its TGSI opcode; ARL (0) is none
    * of them, so an all-zero row is an opcode FP1.0 does not have. */
   return o->lower || o->tgsi != TGSI_OPCODE_ARL ? o : NULL;
}
