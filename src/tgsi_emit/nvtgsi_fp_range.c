/*
 * Upper bounds of non-negative values (nvtgsi_fp::bound): which
 * components of the R and H registers hold a number in [+0.0, hi] --
 * never NaN, INF or -0.0 -- within straight code.
 *
 * Such values need neither MIN/MAX's NaN rule nor its signed-zero rule
 * (equal values have equal bits: TGSI's MIN and MAX, one instruction
 * each, give the spec's result), and the
 * spec's _SAT ("NaN unchanged", -0.0 kept) of them is nothing where
 * hi <= 1.0 and a plain minimum with 1.0 otherwise.  cgc's filters and
 * sorts are made of them: MINR/MAXR of DP3s of texels (array_local's
 * median), MADR chains of texels and weights under a final _SAT
 * (tex_2d_variants).
 *
 * Where bounds come from: texels of normalised textures
 * (texels_01_units, which the state tracker keeps true), 0.0/1.0
 * results, non-negative literals.  Sums, products, dot products and
 * interpolations of bounded values are bounded by the same arithmetic
 * on the bounds, done in double and rounded up to the precision of the
 * result: every rounding the spec allows ("converted to one of the two
 * nearest representable values", fp16's, fx12's "Round") is monotonic,
 * so it cannot carry a result above a representable bound of the exact
 * value; the driver's flush of denormals takes a positive one to +0.0.
 * The sum of two non-negative numbers and the product of two are never
 * -0.0, and with every bound far below fp32's overflow no INF appears,
 * so no INF*0 or INF-INF makes a NaN.
 */
#include <math.h>
#include <string.h>

#include "nvtgsi_fp_priv.h"
#include "nvp_opcodes.h"
#include "nvp_precision.h"

/* Bounds above this are forgotten: with them a product of two bounded
 * values stays finite in fp32 (2^120 < 2^128). */
#define MAX_BOUND 0x1p60

static inline bool
known(float hi)
{
   return hi >= 0.0f;
}

void
nvtgsi_fp_range_forget(struct nvtgsi_fp *fp)
{
   /* all-ones bits are a NaN: "unknown" */
   memset(fp->bound, 0xff, sizeof(fp->bound));
   memset(fp->bound_h, 0xff, sizeof(fp->bound_h));
}

static float *
reg_bounds(struct nvtgsi_fp *fp, enum nvp_file file, int index)
{
   if (file == NVP_FILE_TEMP && index >= 0 &&
       index < NVP_FP_NUM_TEMPS_R)
      return fp->bound[index];
   if (file == NVP_FILE_TEMP_H && index >= 0 &&
       index < NVP_FP_NUM_TEMPS_H)
      return fp->bound_h[index];
   return NULL;
}

/* The smallest float >= x. */
static float
ceil32(double x)
{
   float f = (float)x;
   return (double)f < x ? nextafterf(f, INFINITY) : f;
}

/* The smallest fp16 value >= x (x >= 0); NaN past fp16's largest
 * finite value, where the conversion may give INF. */
static float
ceil16(double x)
{
   float f = ceil32(x);
   uint16_t h = nvp_float_to_half(f);
   if (nvp_half_to_float(h) < f)
      h++;
   return h < 0x7c00 ? nvp_half_to_float(h) : NAN;
}

/* The smallest value of precision p >= x (x >= 0, a bound computed in
 * double): fp32 (the driver's flush only lowers a positive number),
 * fp16, or fx12 (multiples of 1/1024 up to its clamp at 2047/1024). */
static float
ceil_prec(double x, enum nvp_precision p)
{
   if (!(x >= 0.0) || x > MAX_BOUND)
      return NAN;
   if (p == NVP_PREC_H)
      return ceil16(x);
   if (p == NVP_PREC_X)
      return (float)fmin(ceil(x * 1024.0) / 1024.0, 2047.0 / 1024.0);
   return ceil32(x);
}

/* The bound of component i (before the swizzle) of operand k of 'in'
 * as the instruction reads it (converted to its precision); NaN when
 * not known.  A negation could make -0.0 and a negative number; an
 * absolute value of a non-negative number is that number. */
float
nvtgsi_fp_src_bound(const struct nvtgsi_fp *fp, const struct nvp_instr *in,
                    unsigned k, unsigned i)
{
   const struct nvp_src *s = &in->src[k];

   if (s->negate || s->negate_comps || (s->absolute && s->negate_abs) ||
       s->swizzle[i] > 3)
      return NAN;
   const float *v = nvtgsi_fp_literal(fp->prog, s);
   if (v) {
      float x = v[s->swizzle[i]];
      /* (a denormal literal may be flushed, to -0.0 if negative) */
      if (x == 0.0f && !signbit(x))
         return 0.0f;
      return x >= 0x1p-126f ? ceil_prec(x, in->exec_precision) : NAN;
   }
   if (s->relative)
      return NAN;
   float *b = reg_bounds((struct nvtgsi_fp *)fp, s->file, s->index);
   return b ? ceil_prec(b[s->swizzle[i]], in->exec_precision) : NAN;
}

/* Whether the components 'lanes' (before the swizzle) of operand k of
 * 'in' are all known bounded, and by at most 'limit'. */
bool
nvtgsi_fp_src_within(const struct nvtgsi_fp *fp, const struct nvp_instr *in,
                     unsigned k, unsigned lanes, float limit)
{
   for (unsigned i = 0; i < 4; i++) {
      if (!(lanes & (1u << i)))
         continue;
      float b = nvtgsi_fp_src_bound(fp, in, k, i);
      if (!known(b) || b > limit)
         return false;
   }
   return true;
}

/* The bound of result component c of an arithmetic instruction, in
 * double before its rounding; NaN when an operand is not known. */
static double
arith_bound(const struct nvtgsi_fp *fp, const struct nvp_instr *in,
            const struct nvtgsi_fp_op *op, unsigned c)
{
   double b[3], sum = 0.0;
   unsigned n = nvp_opcode_info(in->op)->num_src;

   if (op->bound == NVTGSI_BOUND_DOT || op->bound == NVTGSI_BOUND_DPH) {
      for (unsigned i = 0; i < op->dot_lanes; i++) {
         double x = nvtgsi_fp_src_bound(fp, in, 0, i);
         double y = nvtgsi_fp_src_bound(fp, in, 1, i);
         sum += x * y;
      }
      /* DPH: "t0.x*t1.x + t0.y*t1.y + t0.z*t1.z + t1.w" */
      if (op->bound == NVTGSI_BOUND_DPH)
         sum += nvtgsi_fp_src_bound(fp, in, 1, 3);
      return sum;
   }
   for (unsigned k = 0; k < n && k < 3; k++)
      b[k] = nvtgsi_fp_src_bound(fp, in, k, c);
   switch (op->bound) {
   case NVTGSI_BOUND_SUM:
      return b[0] + b[1];
   case NVTGSI_BOUND_PRODUCT:
      return b[0] * b[1];
   case NVTGSI_BOUND_MAD:
      return b[0] * b[1] + b[2];
   case NVTGSI_BOUND_LRP:
      /* t0*t1 + (1-t0)*t2 with t0 in [0,1]: at most the larger of t1,
       * t2, but for the roundings of 1-t0, the products and the sum */
      return b[0] <= 1.0 ? fmax(b[1], b[2]) * (1.0 + 0x1p-20) : NAN;
   default:
      return NAN;
   }
}

void
nvtgsi_fp_result_bounds(const struct nvtgsi_fp *fp,
                        const struct nvp_instr *in,
                        const struct nvtgsi_fp_op *op, unsigned bool_wm,
                        float hi[4])
{
   const struct nvp_opcode_info *info = nvp_opcode_info(in->op);
   unsigned wm = in->dst.write_mask & TGSI_WRITEMASK_XYZW;
   bool texels01 = (info->fp_flags & NVP_FP_TEXTURE) &&
                   in->tex_unit < 32 &&
                   (fp->texels_01_units & (1u << in->tex_unit));

   for (unsigned c = 0; c < 4; c++) {
      hi[c] = NAN;
      if (!(wm & (1u << c)))
         continue;
      if ((bool_wm & (1u << c)) || texels01) {
         hi[c] = 1.0f;
      } else if (op->bound == NVTGSI_BOUND_SELECT) {
         /* the result is one of the operands bool_srcs names */
         float m = 0.0f;
         for (unsigned k = 0; k < 3 && known(m); k++) {
            if (op->bool_srcs & (1u << k)) {
               float b = nvtgsi_fp_src_bound(fp, in, k, c);
               m = known(b) ? fmaxf(m, b) : NAN;
            }
         }
         hi[c] = m;
      } else if (op->bound != NVTGSI_BOUND_NONE) {
         /* (the margin covers double's roundings of the sum) */
         hi[c] = ceil_prec(arith_bound(fp, in, op, c) * (1.0 + 0x1p-45),
                           in->exec_precision);
      }
   }
}

void
nvtgsi_fp_range_note(struct nvtgsi_fp *fp, const struct nvp_instr *in,
                     unsigned wm, const float hi[4], bool dst_fp16,
                     bool conditional)
{
   float *b = reg_bounds(fp, in->dst.file, in->dst.index);

   if (!b)
      return;
   for (unsigned c = 0; c < 4; c++) {
      if (!(wm & (1u << c)))
         continue;
      float v = hi[c];
      /* _SAT, _SSAT: a known value is at most 1.0 after them */
      if ((in->saturate || in->saturate_signed) && known(v))
         v = fminf(v, 1.0f);
      if (dst_fp16 && known(v))
         v = ceil16(v);
      /* under a condition mask: either value */
      if (conditional)
         v = known(v) && known(b[c]) ? fmaxf(v, b[c]) : NAN;
      b[c] = v;
   }
}
