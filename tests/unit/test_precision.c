/*
 * The number formats of NV_fragment_program (src/nvprog/nvp_precision.c),
 * bit for bit:
 *
 *  - fp16: all 65536 encodings decode as 3.11.4.1 says and encode back
 *    to themselves (NaN stays NaN); every rounding boundary between two
 *    neighbouring fp16 values (the midpoint and the floats just beside
 *    it) rounds to nearest, ties to even; overflow to INF from 65520
 *    (and "values greater than or equal to +2^16"); with the compiler's
 *    _Float16, every 1021st float agrees with the hardware conversion;
 *  - fp32: denormals flushed with their sign, nothing else changed;
 *  - fx12: the clamp, NaN to 0 and the 1/1024 grid;
 *  - pack and unpack: the spec's formulas, and the round trips
 *    UP4UB(PK4UB), UP4B(PK4B), UP2US(PK2US), UP2H(PK2H) over every
 *    code.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "nvp_precision.h"
#include "unit_common.h"

/* The value 3.11.4.1 gives fp16 bits, from the formula, in double. */
static double
half_value(uint16_t h)
{
   int s = h >> 15, e = (h >> 10) & 31, m = h & 1023;
   double sign = s ? -1.0 : 1.0;

   if (e == 0)
      return sign * ldexp((double)m, -24);   /* 2^-14 * M/2^10 */
   if (e == 31)
      return m ? NAN : sign * INFINITY;
   return sign * ldexp(1.0 + m / 1024.0, e - 15);
}

static void
test_half_decode_encode(void)
{
   unsigned bad_decode = 0, bad_encode = 0;

   for (uint32_t h = 0; h < 65536; h++) {
      float f = nvp_half_to_float((uint16_t)h);
      double want = half_value((uint16_t)h);
      bool nan = isnan(want);

      if (nan ? !isnan(f) : ((double)f != want ||
                             !signbit(f) != !signbit(want)))
         bad_decode++;
      uint16_t back = nvp_float_to_half(f);
      /* NaN: still a NaN with the sign (quieted). */
      if (nan ? ((back & 0x7c00u) != 0x7c00u || !(back & 0x3ffu) ||
                 (back & 0x8000u) != (h & 0x8000u))
              : back != h)
         bad_encode++;
   }
   UNIT_CHECK(bad_decode == 0, "%u fp16 encodings decode wrongly",
              bad_decode);
   UNIT_CHECK(bad_encode == 0, "%u fp16 encodings do not round trip",
              bad_encode);
}

static float
next_float(float f, int dir)
{
   return nextafterf(f, dir > 0 ? INFINITY : -INFINITY);
}

/* Between each two neighbouring finite positive fp16 values a < b: the
 * midpoint ties to the even one, the floats beside it go to the nearer
 * one; negative values mirror. */
static void
test_half_rounding(void)
{
   unsigned bad = 0;

   for (uint16_t a = 0; a < 0x7bff; a++) {
      uint16_t b = (uint16_t)(a + 1);
      double va = half_value(a), vb = half_value(b);
      float mid = (float)((va + vb) / 2);   /* exact in fp32 */
      uint16_t even = (a & 1) ? b : a;

      for (int neg = 0; neg < 2; neg++) {
         uint16_t s = neg ? 0x8000u : 0;
         float m = neg ? -mid : mid;
         if (nvp_float_to_half(m) != (even | s))
            bad++;
         if (nvp_float_to_half(next_float(mid, -1) * (neg ? -1 : 1)) !=
             (a | s))
            bad++;
         if (nvp_float_to_half(next_float(mid, 1) * (neg ? -1 : 1)) !=
             (b | s))
            bad++;
      }
   }
   UNIT_CHECK(bad == 0, "%u fp16 rounding boundaries wrong", bad);

   /* Overflow: 65504 is the largest; its midpoint with 65536 (65520)
    * ties to even, which is INF; "values greater than or equal to
    * +2^16 are converted to +INF". */
   UNIT_CHECK(nvp_float_to_half(65519.996f) == 0x7bff, "65519.996");
   UNIT_CHECK(nvp_float_to_half(65520.0f) == 0x7c00, "65520");
   UNIT_CHECK(nvp_float_to_half(65536.0f) == 0x7c00, "65536");
   UNIT_CHECK(nvp_float_to_half(-1e30f) == 0xfc00, "-1e30");
   UNIT_CHECK(nvp_float_to_half(INFINITY) == 0x7c00, "INF");
   UNIT_CHECK(nvp_float_to_half(-0.0f) == 0x8000, "-0");
   /* Below half the smallest denormal: zero, with the sign. */
   UNIT_CHECK(nvp_float_to_half(ldexpf(1.0f, -25)) == 0x0000, "2^-25");
   UNIT_CHECK(nvp_float_to_half(next_float(ldexpf(1.0f, -25), 1)) ==
              0x0001, "just above 2^-25");
   UNIT_CHECK(nvp_float_to_half(-ldexpf(1.0f, -30)) == 0x8000, "-2^-30");
   UNIT_CHECK(nvp_float_to_half(ldexpf(1.0f, -140)) == 0x0000, "fp32 "
              "denormal");
   /* Denormal to normal carry. */
   UNIT_CHECK(nvp_float_to_half(next_float(ldexpf(1.0f, -14), -1)) ==
              0x0400, "carry into the smallest normal");
}

#ifdef __FLT16_MAX__
/* The compiler's conversion (IEEE round to nearest even) as a second
 * opinion over a sample of all floats. */
static void
test_half_vs_float16(void)
{
   unsigned bad = 0, n = 0;

   for (uint64_t u = 0; u < 0x100000000ull; u += 1021) {
      float f = nvp_bits_float((uint32_t)u);
      volatile _Float16 h = (_Float16)f;
      uint16_t want;
      memcpy(&want, (const void *)&h, sizeof(want));
      uint16_t got = nvp_float_to_half(f);
      n++;
      if (isnan(f) ? (got & 0x7fffu) <= 0x7c00u : got != want)
         bad++;
   }
   UNIT_CHECK(bad == 0, "%u of %u floats convert unlike _Float16", bad,
              n);
}
#endif

static void
test_fp32(void)
{
   static const uint32_t keep[] = {
      0x00800000u, 0x80800000u, 0x3f800000u, 0x7f7fffffu, 0x7f800000u,
      0xff800000u, 0x7fc00000u, 0x7f800001u, 0x00000000u, 0x80000000u,
   };
   for (unsigned i = 0; i < sizeof(keep) / sizeof(keep[0]); i++) {
      UNIT_CHECK(nvp_float_bits(nvp_to_fp32(nvp_bits_float(keep[i]))) ==
                 keep[i], "fp32 0x%08x changed", keep[i]);
   }
   /* "no special representation is provided for denorms [...] flushed
    * to zero." */
   UNIT_CHECK(nvp_float_bits(nvp_to_fp32(nvp_bits_float(0x007fffffu))) ==
              0, "denormal");
   UNIT_CHECK(nvp_float_bits(nvp_to_fp32(nvp_bits_float(0x80000001u))) ==
              0x80000000u, "negative denormal");
}

static void
test_fx12(void)
{
   unsigned bad = 0;

   /* "-INF and any values less than -2048/1024 become -2048/1024.
    * +INF, and any values greater than +2047/1024 become +2047/1024.
    * NaN becomes 0." */
   UNIT_CHECK(nvp_to_fx12(-INFINITY) == -2.0f, "-INF");
   UNIT_CHECK(nvp_to_fx12(-2.5f) == -2.0f, "-2.5");
   UNIT_CHECK(nvp_to_fx12(INFINITY) == 2047.0f / 1024, "INF");
   UNIT_CHECK(nvp_to_fx12(2.0f) == 2047.0f / 1024, "2");
   UNIT_CHECK(nvp_to_fx12(NAN) == 0.0f && !signbit(nvp_to_fx12(NAN)),
              "NaN");
   UNIT_CHECK(nvp_to_fx12(-0.0f) == 0.0f && !signbit(nvp_to_fx12(-0.0f)),
              "-0");
   /* Rounding to the 1/1024 grid, ties away from zero. */
   UNIT_CHECK(nvp_to_fx12(0.5f / 1024) == 1.0f / 1024, "half step");
   UNIT_CHECK(nvp_to_fx12(-0.5f / 1024) == -1.0f / 1024, "-half step");
   UNIT_CHECK(nvp_to_fx12(0.49f / 1024) == 0.0f, "below half step");
   UNIT_CHECK(nvp_to_fx12(0.1f) == 102.0f / 1024, "0.1");
   /* Every float in [-3, 3] lands on the grid, in range, within half a
    * step. */
   for (float f = -3.0f; f <= 3.0f; f += 0.000123f) {
      float q = nvp_to_fx12(f);
      float c = f < -2.0f ? -2.0f : f > 2047.0f / 1024 ? 2047.0f / 1024 : f;
      if (q * 1024 != floorf(q * 1024) || q < -2.0f ||
          q > 2047.0f / 1024 || fabsf(q - c) > 0.5f / 1024)
         bad++;
   }
   UNIT_CHECK(bad == 0, "%u fx12 conversions off the grid", bad);
}

static void
test_pack(void)
{
   float out[4];
   unsigned bad = 0;

   /* PK4UB "ub.x = round(255.0 * tmp0.x)", x in the low byte; the
    * checklist's 0xCC996633 and 0xFFC08001. */
   const float v1[4] = { 0.2f, 0.4f, 0.6f, 0.8f };
   const float v2[4] = { -1.0f, 0.0f, 0.5f, 1.0f };
   const float v3[4] = { 0.5f, 1.0f, 0.0f, 0.0f };
   const float v4[4] = { 0.333333f, -2.5f, 0.0f, 0.0f };
   const float v5[4] = { NAN, -7.0f, 7.0f, -0.0f };
   UNIT_CHECK(nvp_pack_4ub(v1) == 0xcc996633u, "PK4UB 0x%08x",
              nvp_pack_4ub(v1));
   UNIT_CHECK(nvp_pack_4b(v2) == 0xffc08001u, "PK4B 0x%08x",
              nvp_pack_4b(v2));
   UNIT_CHECK(nvp_pack_2us(v3) == 0xffff8000u, "PK2US 0x%08x",
              nvp_pack_2us(v3));
   UNIT_CHECK(nvp_pack_2h(v4) == 0xc1003555u, "PK2H 0x%08x",
              nvp_pack_2h(v4));
   /* Clamps; a NaN packs as 0.0. */
   UNIT_CHECK(nvp_pack_4ub(v5) == 0x00ff0000u, "PK4UB clamp 0x%08x",
              nvp_pack_4ub(v5));
   UNIT_CHECK(nvp_pack_4b(v5) == 0x80ff0080u, "PK4B clamp 0x%08x",
              nvp_pack_4b(v5));
   UNIT_CHECK(nvp_pack_2us(v5) == 0x00000000u, "PK2US clamp 0x%08x",
              nvp_pack_2us(v5));
   UNIT_CHECK((nvp_pack_2h(v5) & 0xffffu) == 0x7e00u, "PK2H NaN 0x%08x",
              nvp_pack_2h(v5));

   /* Unpack: the formulas, x from the low bits. */
   nvp_unpack_4ub(0x3f40c0ffu, out);
   UNIT_CHECK(out[0] == 1.0f && out[1] == 192.0f / 255 &&
              out[2] == 64.0f / 255 && out[3] == 63.0f / 255, "UP4UB");
   nvp_unpack_4b(0xff800001u, out);
   UNIT_CHECK(out[0] == -127.0f / 127 && out[1] == -128.0f / 127 &&
              out[2] == 0.0f && out[3] == 1.0f, "UP4B");
   nvp_unpack_2us(0xffff0000u, out);
   UNIT_CHECK(out[0] == 0.0f && out[1] == 1.0f && out[2] == 0.0f &&
              out[3] == 1.0f, "UP2US");
   nvp_unpack_2h(0x3c003800u, out);
   UNIT_CHECK(out[0] == 0.5f && out[1] == 1.0f && out[2] == 0.5f &&
              out[3] == 1.0f, "UP2H");

   /* Round trips over every code. */
   for (uint32_t b = 0; b < 256; b++) {
      uint32_t bits = b | (b ^ 0x5a) << 8 | (255 - b) << 16 | (b * 7 & 255)
                      << 24;
      nvp_unpack_4ub(bits, out);
      if (nvp_pack_4ub(out) != bits)
         bad++;
      nvp_unpack_4b(bits, out);
      if (nvp_pack_4b(out) != bits)
         bad++;
   }
   for (uint32_t u = 0; u < 65536; u++) {
      uint32_t bits = u | (65535 - u) << 16;
      nvp_unpack_2us(bits, out);
      if (nvp_pack_2us(out) != bits)
         bad++;
      if ((u & 0x7c00u) == 0x7c00u && (u & 0x3ffu))
         continue;   /* NaN: quieted, checked above */
      bits = u | (u ^ 0x8000u) << 16;
      nvp_unpack_2h(bits, out);
      if (nvp_pack_2h(out) != bits)
         bad++;
   }
   UNIT_CHECK(bad == 0, "%u pack/unpack round trips fail", bad);
}

int
main(void)
{
   test_half_decode_encode();
   test_half_rounding();
#ifdef __FLT16_MAX__
   test_half_vs_float16();
#endif
   test_fp32();
   test_fx12();
   test_pack();
   printf("%u checks: %u failures\n", unit_checks, unit_failures);
   return unit_failures ? 1 : 0;
}
