/*
 * NV_fragment_program number formats in TGSI (section 3.11.4.1/2), built
 * from integer ops on the float bits: Mesa 22.3's portable TGSI has no
 * PK2H/UP2H, and float tricks would meet llvmpipe's flush-to-zero.
 *
 *  fp16: "any values less than or equal to -2^16 are converted to -INF.
 *        Any values greater than or equal to +2^16 are converted to
 *        +INF.  -INF, +INF, NaN, -0.0, and +0.0 are unchanged.  Any other
 *        values that are not exactly representable in fp16 format are
 *        converted to one of the two nearest representable values":
 *        round to nearest even, so 65520 and up round to 2^16, INF;
 *        fp16 keeps denormals ("unlike fp32, supports denorms").
 *  fx12: "-INF and any values less than -2048/1024 become -2048/1024.
 *        +INF, and any values greater than +2047/1024 become
 *        +2047/1024.  NaN becomes 0."  In between: the nearest multiple
 *        of 1/1024, ties away from zero (as the reference interpreter,
 *        nvp_to_fx12()); fx12 has no -0.
 */
#include "nvtgsi_fp_priv.h"

struct ureg_src
nvtgsi_fp_imm_u(struct nvtgsi_fp *fp, uint32_t u)
{
   return ureg_imm1u(fp->ureg, u);
}

struct ureg_src
nvtgsi_fp_imm_f(struct nvtgsi_fp *fp, float f)
{
   return ureg_imm1f(fp->ureg, f);
}

#define IMMU(v) nvtgsi_fp_imm_u(fp, (v))
#define IMMF(v) nvtgsi_fp_imm_f(fp, (v))

void
nvtgsi_fp_select(struct nvtgsi_fp *fp, struct ureg_dst dst,
                 struct ureg_src cond, struct ureg_src a, struct ureg_src b)
{
   ureg_UCMP(fp->ureg, dst, cond, a, b);
}

void
nvtgsi_fp_is_nan(struct nvtgsi_fp *fp, struct ureg_dst dst,
                 struct ureg_src x)
{
   /* FSNE is unordered: true only for NaN when comparing x with x. */
   ureg_FSNE(fp->ureg, dst, x, x);
}

void
nvtgsi_fp_q16(struct nvtgsi_fp *fp, struct ureg_dst dst, struct ureg_src x)
{
   struct ureg_program *u = fp->ureg;
   unsigned wm = dst.WriteMask;
   struct ureg_dst m = ureg_writemask(ureg_DECL_temporary(u), wm);
   struct ureg_dst q = ureg_writemask(ureg_DECL_temporary(u), wm);

   /* The fp16 grid around x is 2^(e-10) for |x| in [2^e, 2^(e+1)),
    * e >= -14, and 2^-24 below 2^-14 (fp16 denormals).  m = 2^max(e,
    * -14) from the exponent bits of x (fp32 denormals, which the driver
    * may read as 0, land in the 2^-24 grid either way).  x scaled by
    * 2^(10-e), a power of two, exactly, then ROUND (to nearest even, as
    * the spec's "one of the two nearest representable values" is taken
    * by the interpreter and NVIDIA's driver), then scaled back: the
    * nearest fp16 value, its sign kept (-0.0 included).  INF and NaN
    * pass (m = 2^128 scales by finite powers). */
   ureg_AND(u, m, x, IMMU(0x7f800000));
   ureg_UMAX(u, m, ureg_src(m), IMMU(0x38800000));
   /* 2^(10-e): exponent 137 - e, that is (264 << 23) - bits(2^e) */
   ureg_UADD(u, q, IMMU(264u << 23), ureg_negate(ureg_src(m)));
   ureg_MUL(u, q, x, ureg_src(q));
   ureg_ROUND(u, q, ureg_src(q));
   /* Back by 2^(e-10), and 65520 and up, rounded to 2^16 or more, to
    * INF: the rounded integer (at most 2^11) times 2^e is exact (it is
    * 2^10 times the result; 2^e >= 2^-14), times 2^102 it reaches 2^128,
    * which is INF, where the result is 2^16 or more, and anything less
    * stays finite and comes back exactly times 2^-112 (NIR and LLVM keep
    * the three products: every fragment instruction is exact,
    * nvtgsi_nir_make_exact()). */
   ureg_MUL(u, q, ureg_src(q), ureg_src(m));
   ureg_MUL(u, q, ureg_src(q), IMMF(0x1p102f));
   ureg_MUL(u, dst, ureg_src(q), IMMF(0x1p-112f));
   ureg_release_temporary(u, m);
   ureg_release_temporary(u, q);
}

void
nvtgsi_fp_round_away(struct nvtgsi_fp *fp, struct ureg_dst dst,
                     struct ureg_src x)
{
   struct ureg_program *u = fp->ureg;
   struct ureg_dst t = ureg_writemask(ureg_DECL_temporary(u),
                                      dst.WriteMask);
   struct ureg_dst s = ureg_writemask(ureg_DECL_temporary(u),
                                      dst.WriteMask);

   /* floor(|x| + 0.5) with x's sign: exact for the |x| <= 2^22 the
    * callers give (fx12 and the pack scales). */
   ureg_AND(u, s, x, IMMU(0x80000000));
   ureg_ADD(u, t, ureg_abs(x), IMMF(0.5f));
   ureg_FLR(u, t, ureg_src(t));
   ureg_OR(u, dst, ureg_src(t), ureg_src(s));
   ureg_release_temporary(u, t);
   ureg_release_temporary(u, s);
}

void
nvtgsi_fp_flush(struct nvtgsi_fp *fp, struct ureg_dst dst)
{
   struct ureg_program *u = fp->ureg;
   struct ureg_dst c = ureg_writemask(ureg_DECL_temporary(u),
                                      dst.WriteMask);
   struct ureg_dst z = ureg_writemask(ureg_DECL_temporary(u),
                                      dst.WriteMask);

   /* "no special representation is provided for denorms ... All such
    * numbers are flushed to zero" (keeping the sign); llvmpipe does it
    * in hardware, softpipe's C arithmetic does not. */
   ureg_AND(u, c, ureg_src(dst), IMMU(0x7f800000));
   ureg_AND(u, z, ureg_src(dst), IMMU(0x80000000));
   ureg_UCMP(u, dst, ureg_src(c), ureg_src(dst), ureg_src(z));
   ureg_release_temporary(u, c);
   ureg_release_temporary(u, z);
}

void
nvtgsi_fp_q12(struct nvtgsi_fp *fp, struct ureg_dst dst, struct ureg_src x)
{
   struct ureg_program *u = fp->ureg;
   struct ureg_dst t = ureg_writemask(ureg_DECL_temporary(u),
                                      dst.WriteMask);
   struct ureg_dst c = ureg_writemask(ureg_DECL_temporary(u),
                                      dst.WriteMask);

   /* NaN becomes 0, then the clamps (no NaN is left for MIN/MAX). */
   nvtgsi_fp_is_nan(fp, c, x);
   ureg_UCMP(u, t, ureg_src(c), IMMF(0.0f), x);
   ureg_MAX(u, t, ureg_src(t), IMMF(-2048.0f / 1024.0f));
   ureg_MIN(u, t, ureg_src(t), IMMF(2047.0f / 1024.0f));
   ureg_MUL(u, t, ureg_src(t), IMMF(1024.0f));
   nvtgsi_fp_round_away(fp, t, ureg_src(t));
   ureg_MUL(u, t, ureg_src(t), IMMF(1.0f / 1024.0f));
   /* Two's complement has one zero: -0.0 becomes +0.0 (on the bits, so
    * that no optimiser folds it away). */
   ureg_USEQ(u, c, ureg_src(t), IMMU(0x80000000));
   ureg_UCMP(u, dst, ureg_src(c), IMMU(0), ureg_src(t));
   ureg_release_temporary(u, t);
   ureg_release_temporary(u, c);
}

void
nvtgsi_fp_convert(struct nvtgsi_fp *fp, struct ureg_dst dst,
                  enum nvp_precision p)
{
   if (p == NVP_PREC_H)
      nvtgsi_fp_q16(fp, dst, ureg_src(dst));
   else if (p == NVP_PREC_X)
      nvtgsi_fp_q12(fp, dst, ureg_src(dst));
}

void
nvtgsi_fp_f16_bits(struct nvtgsi_fp *fp, struct ureg_dst dst,
                   struct ureg_src x)
{
   struct ureg_program *u = fp->ureg;
   unsigned wm = dst.WriteMask;
   struct ureg_dst a = ureg_writemask(ureg_DECL_temporary(u), wm);
   struct ureg_dst n = ureg_writemask(ureg_DECL_temporary(u), wm);
   struct ureg_dst t = ureg_writemask(ureg_DECL_temporary(u), wm);
   struct ureg_dst c = ureg_writemask(ureg_DECL_temporary(u), wm);

   ureg_AND(u, a, x, IMMU(0x7fffffff));
   /* normal: exponent rebased from 127 to 15, 10 mantissa bits */
   ureg_USHR(u, n, ureg_src(a), IMMU(13));
   ureg_UADD(u, n, ureg_src(n), IMMU((uint32_t)-(112 << 10)));
   /* denormal (and zero): |x| / 2^-24, an integer below 1024 */
   ureg_MUL(u, t, ureg_src(a), IMMF(16777216.0f));
   ureg_F2U(u, t, ureg_src(t));
   ureg_USLT(u, c, ureg_src(a), IMMU(0x38800000));
   ureg_UCMP(u, n, ureg_src(c), ureg_src(t), ureg_src(n));
   /* INF: 0x7c00; NaN: quiet, the top payload bits kept */
   ureg_USLT(u, c, IMMU(0x7f800000), ureg_src(a));
   ureg_AND(u, t, ureg_src(a), IMMU(0x7fffff));
   ureg_USHR(u, t, ureg_src(t), IMMU(13));
   ureg_OR(u, t, ureg_src(t), IMMU(0x200));
   ureg_AND(u, t, ureg_src(c), ureg_src(t));
   ureg_OR(u, t, ureg_src(t), IMMU(0x7c00));
   ureg_USGE(u, c, ureg_src(a), IMMU(0x7f800000));
   ureg_UCMP(u, n, ureg_src(c), ureg_src(t), ureg_src(n));
   /* sign */
   ureg_USHR(u, t, x, IMMU(16));
   ureg_AND(u, t, ureg_src(t), IMMU(0x8000));
   ureg_OR(u, dst, ureg_src(n), ureg_src(t));
   ureg_release_temporary(u, a);
   ureg_release_temporary(u, n);
   ureg_release_temporary(u, t);
   ureg_release_temporary(u, c);
}

void
nvtgsi_fp_f16_value(struct nvtgsi_fp *fp, struct ureg_dst dst,
                    struct ureg_src h)
{
   struct ureg_program *u = fp->ureg;
   unsigned wm = dst.WriteMask;
   struct ureg_dst n = ureg_writemask(ureg_DECL_temporary(u), wm);
   struct ureg_dst t = ureg_writemask(ureg_DECL_temporary(u), wm);
   struct ureg_dst c = ureg_writemask(ureg_DECL_temporary(u), wm);
   struct ureg_dst e = ureg_writemask(ureg_DECL_temporary(u), wm);

   /* normal: exponent rebased from 15 to 127 */
   ureg_AND(u, n, h, IMMU(0x7fff));
   ureg_SHL(u, n, ureg_src(n), IMMU(13));
   ureg_UADD(u, n, ureg_src(n), IMMU(112u << 23));
   ureg_AND(u, e, h, IMMU(0x7c00));
   /* E == 31: INF, or a quiet NaN with the mantissa kept */
   ureg_AND(u, t, h, IMMU(0x3ff));
   ureg_USNE(u, c, ureg_src(t), IMMU(0));
   ureg_AND(u, c, ureg_src(c), IMMU(0x400000));
   ureg_SHL(u, t, ureg_src(t), IMMU(13));
   ureg_OR(u, t, ureg_src(t), ureg_src(c));
   ureg_OR(u, t, ureg_src(t), IMMU(0x7f800000));
   ureg_USEQ(u, c, ureg_src(e), IMMU(0x7c00));
   ureg_UCMP(u, n, ureg_src(c), ureg_src(t), ureg_src(n));
   /* E == 0: 2^-14 * M / 2^10, exact in fp32 */
   ureg_AND(u, t, h, IMMU(0x3ff));
   ureg_U2F(u, t, ureg_src(t));
   ureg_MUL(u, t, ureg_src(t), IMMF(1.0f / 16777216.0f));
   ureg_USEQ(u, c, ureg_src(e), IMMU(0));
   ureg_UCMP(u, n, ureg_src(c), ureg_src(t), ureg_src(n));
   /* sign */
   ureg_AND(u, t, h, IMMU(0x8000));
   ureg_SHL(u, t, ureg_src(t), IMMU(16));
   ureg_OR(u, dst, ureg_src(n), ureg_src(t));
   ureg_release_temporary(u, n);
   ureg_release_temporary(u, t);
   ureg_release_temporary(u, c);
   ureg_release_temporary(u, e);
}

void
nvtgsi_fp_clamp_nan(struct nvtgsi_fp *fp, struct ureg_dst dst,
                    struct ureg_src x, float lo, float hi)
{
   struct ureg_program *u = fp->ureg;
   struct ureg_dst c = ureg_writemask(ureg_DECL_temporary(u),
                                      dst.WriteMask);
   struct ureg_dst t = ureg_writemask(ureg_DECL_temporary(u),
                                      dst.WriteMask);

   /* a NaN counts as 0.0 (as the reference interpreter's pack
    * clamps), then lo < t and t < hi select */
   nvtgsi_fp_is_nan(fp, c, x);
   ureg_UCMP(u, t, ureg_src(c), IMMF(0.0f), x);
   ureg_FSLT(u, c, IMMF(lo), ureg_src(t));
   ureg_UCMP(u, t, ureg_src(c), ureg_src(t), IMMF(lo));
   ureg_FSLT(u, c, ureg_src(t), IMMF(hi));
   ureg_UCMP(u, dst, ureg_src(c), ureg_src(t), IMMF(hi));
   ureg_release_temporary(u, c);
   ureg_release_temporary(u, t);
}

/* x = lo where x < lo, hi where x > hi, component-wise; a NaN and -0.0
 * pass (-0.0 is not below 0): two compares, two selects.  NIR would
 * recognise compare-and-select as fmax/fmin and make it fsat, which
 * turns NaN and -0.0 into +0.0, but only where the selects are inexact:
 * the state tracker marks every fragment ALU instruction exact
 * (nvtgsi_nir_make_exact()).  'denormal': x may be an fp32 denormal that
 * no arithmetic flushed (a MOV's copy), which a float compare reads as
 * 0.0 where the shader runs with denormals-are-zero (llvmpipe always,
 * softpipe when it shades inside the draw module): both compares are
 * then taken on the bits, x in [-Inf, -2^-149] being
 * 0x80000001..0xff800000 and x in (1, +Inf] 0x3f800001..0x7f800000. */
static void
clamp_pass_nan(struct nvtgsi_fp *fp, struct ureg_dst x, float lo, float hi,
               bool denormal)
{
   struct ureg_program *u = fp->ureg;
   struct ureg_dst c = ureg_writemask(ureg_DECL_temporary(u), x.WriteMask);

   if (denormal && lo == 0.0f) {
      ureg_UADD(u, c, ureg_src(x), IMMU(0x7fffffff));
      ureg_USLT(u, c, ureg_src(c), IMMU(0x7f800000));
   } else {
      ureg_FSLT(u, c, ureg_src(x), IMMF(lo));
   }
   ureg_UCMP(u, x, ureg_src(c), IMMF(lo), ureg_src(x));
   if (denormal && hi == 1.0f) {
      ureg_UADD(u, c, ureg_src(x), IMMU(0xc07fffff));
      ureg_USLT(u, c, ureg_src(c), IMMU(0x40000000));
   } else {
      ureg_FSLT(u, c, IMMF(hi), ureg_src(x));
   }
   ureg_UCMP(u, x, ureg_src(c), IMMF(hi), ureg_src(x));
   ureg_release_temporary(u, c);
}

/* "if (result.x < 0) result.x = 0; else if (result.x > 1) result.x =
 * 1" */
void
nvtgsi_fp_saturate(struct nvtgsi_fp *fp, struct ureg_dst x, bool denormal)
{
   clamp_pass_nan(fp, x, 0.0f, 1.0f, denormal);
}

/* NV_fragment_program2 "_SSAT": "clamped to the range [-1,1]". */
void
nvtgsi_fp_saturate_signed(struct nvtgsi_fp *fp, struct ureg_dst x)
{
   clamp_pass_nan(fp, x, -1.0f, 1.0f, false);
}
