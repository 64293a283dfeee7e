/*
 * TGSI sequences shared by the vertex and fragment emitters (see
 * nvtgsi_math.h).
 */
#include <math.h>

#include "nvtgsi_math.h"

/* NaN: exponent all ones and a mantissa that is not zero, that is
 * (bits & 0x7fffffff) > 0x7f800000 as unsigned integers.  Float
 * comparisons of a value with itself would do, but NIR may fold them. */
void
nvtgsi_is_nan(struct ureg_program *ureg, struct ureg_dst d,
              struct ureg_src s)
{
   ureg_AND(ureg, d, s, ureg_imm1u(ureg, 0x7fffffffu));
   ureg_USLT(ureg, d, ureg_imm1u(ureg, 0x7f800000u), ureg_src(d));
}

/*
 * "| ApproxLog2(x) - log_2(x) | < 1.0 / 2^22" (NV_vertex_program2,
 * NV_fragment_program): softpipe's LG2 (logf(x) * 1.442695f) misses it by
 * an ulp for results of 2 and more, so the exponent is split off
 * exactly, x = 2^e * m with m in [1, 2), and only log2(m), below 1.0,
 * is approximated (test nv-approx-accuracy).  Then the special values:
 * "ApproxLog2(x) = NaN, -INF < x < -0.0", "ApproxLog2(+/-0.0) = -INF",
 * "ApproxLog2(+INF) = +INF", NaN gives NaN.  Denormals (exponent bits 0)
 * are 0.0 where the caller's arithmetic flushes them (VP2: llvmpipe
 * does, softpipe does not), else the driver's LG2 of them.
 */
void
nvtgsi_lg2(struct ureg_program *ureg, struct ureg_dst r, struct ureg_src x,
           struct ureg_dst t, bool flush_denormals)
{
   struct ureg_dst rw = ureg_writemask(r, TGSI_WRITEMASK_X);
   struct ureg_dst tw = ureg_writemask(t, TGSI_WRITEMASK_X);
   struct ureg_src rx = ureg_scalar(ureg_src(r), TGSI_SWIZZLE_X);
   struct ureg_src tx = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X);
   struct ureg_src min_normal = ureg_imm1f(ureg, 0x1p-126f);

   ureg_AND(ureg, tw, x, ureg_imm1u(ureg, 0x007fffff));
   ureg_OR(ureg, tw, tx, ureg_imm1u(ureg, 0x3f800000));
   ureg_LG2(ureg, rw, tx);
   /* the exponent bits of x < 0 are garbage, overwritten below */
   ureg_USHR(ureg, tw, x, ureg_imm1u(ureg, 23));
   ureg_UADD(ureg, tw, tx, ureg_imm1i(ureg, -127));
   ureg_I2F(ureg, tw, tx);
   ureg_ADD(ureg, rw, rx, tx);
   if (!flush_denormals) {
      struct ureg_dst d = ureg_DECL_temporary(ureg);
      struct ureg_dst dw = ureg_writemask(d, TGSI_WRITEMASK_X);
      ureg_LG2(ureg, dw, x);
      ureg_FSLT(ureg, tw, ureg_abs(x), min_normal);
      ureg_UCMP(ureg, rw, tx, ureg_scalar(ureg_src(d), TGSI_SWIZZLE_X),
                rx);
      ureg_release_temporary(ureg, d);
   }
   ureg_FSLT(ureg, tw, x, ureg_imm1f(ureg, 0.0f));
   ureg_UCMP(ureg, rw, tx, ureg_imm1u(ureg, NVTGSI_NAN_BITS), rx);
   if (flush_denormals)
      ureg_FSLT(ureg, tw, ureg_abs(x), min_normal);
   else
      ureg_FSEQ(ureg, tw, x, ureg_imm1f(ureg, 0.0f));
   ureg_UCMP(ureg, rw, tx, ureg_imm1f(ureg, -INFINITY), rx);
   ureg_FSEQ(ureg, tw, x, ureg_imm1f(ureg, INFINITY));
   ureg_UCMP(ureg, rw, tx, ureg_imm1f(ureg, INFINITY), rx);
   nvtgsi_is_nan(ureg, tw, x);
   ureg_UCMP(ureg, rw, tx, ureg_imm1u(ureg, NVTGSI_NAN_BITS), rx);
}
