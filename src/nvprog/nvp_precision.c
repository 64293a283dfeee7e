/*
 * fp32, fp16 and fx12 of NV_fragment_program section 3.11.4.1, and the
 * pack and unpack bit layouts (nvp_precision.h).  Integer arithmetic on the
 * bits wherever rounding matters, so the result does not depend on the
 * host's rounding mode or denormal handling.
 */
#include <math.h>
#include <string.h>

#include "nvp_precision.h"

uint32_t
nvp_float_bits(float f)
{
   uint32_t u;
   memcpy(&u, &f, sizeof(u));
   return u;
}

float
nvp_bits_float(uint32_t u)
{
   float f;
   memcpy(&f, &u, sizeof(f));
   return f;
}

float
nvp_to_fp32(float f)
{
   uint32_t u = nvp_float_bits(f);

   /* E == 0 decodes as "(-1)^S * 0.0". */
   if ((u & 0x7f800000u) == 0)
      return nvp_bits_float(u & 0x80000000u);
   return f;
}

uint16_t
nvp_float_to_half(float f)
{
   uint32_t u = nvp_float_bits(f);
   uint16_t sign = (uint16_t)((u >> 16) & 0x8000u);
   uint32_t exp = (u >> 23) & 0xffu;
   uint32_t man = u & 0x7fffffu;

   if (exp == 0xff) {
      if (man == 0)
         return sign | 0x7c00u;                   /* +-INF unchanged */
      /* NaN stays NaN: quiet, top payload bits kept. */
      return (uint16_t)(sign | 0x7e00u | (man >> 13));
   }

   int e = (int)exp - 127 + 15;   /* fp16 biased exponent */
   if (e >= 31)
      return sign | 0x7c00u;      /* >= 2^16: INF */
   if (e <= 0) {
      /* fp16 denormals count units of 2^-24.  Below 2^-25 (e < -10)
       * everything rounds to zero, exactly 2^-25 ties to even (0). */
      if (e < -10)
         return sign;
      uint32_t full = man | 0x800000u;
      unsigned shift = (unsigned)(14 - e);
      uint32_t n = full >> shift;
      uint32_t rem = full & ((1u << shift) - 1);
      uint32_t half = 1u << (shift - 1);
      if (rem > half || (rem == half && (n & 1)))
         n++;                     /* may carry into the smallest normal */
      return (uint16_t)(sign | n);
   }

   uint32_t n = ((uint32_t)e << 10) | (man >> 13);
   uint32_t rem = man & 0x1fffu;
   if (rem > 0x1000u || (rem == 0x1000u && (n & 1)))
      n++;                        /* a carry out of 30 gives INF (65520) */
   return (uint16_t)(sign | n);
}

float
nvp_half_to_float(uint16_t h)
{
   uint32_t sign = (uint32_t)(h & 0x8000u) << 16;
   uint32_t exp = (h >> 10) & 0x1fu;
   uint32_t man = h & 0x3ffu;

   if (exp == 0) {
      /* "(-1)^S * 2^-14 * M/2^10": exact in fp32. */
      float v = ldexpf((float)man, -24);
      return nvp_bits_float(nvp_float_bits(v) | sign);
   }
   if (exp == 31) {
      if (man == 0)
         return nvp_bits_float(sign | 0x7f800000u);
      return nvp_bits_float(sign | 0x7fc00000u | (man << 13));
   }
   return nvp_bits_float(sign | ((exp - 15 + 127) << 23) | (man << 13));
}

float
nvp_to_fp16(float f)
{
   return nvp_half_to_float(nvp_float_to_half(f));
}

float
nvp_to_fx12(float f)
{
   if (isnan(f))
      return 0.0f;
   if (f < -2048.0f / 1024.0f)
      return -2048.0f / 1024.0f;
   if (f > 2047.0f / 1024.0f)
      return 2047.0f / 1024.0f;
   /* Scaling by 1024 is exact here; roundf is ties away from zero. */
   float q = roundf(f * 1024.0f) / 1024.0f;
   /* -0.0 keeps its sign through roundf; fx12 has no -0, give +0. */
   return q == 0.0f ? 0.0f : q;
}

/* clamp(c, lo, hi) with a NaN counting as 0.0 (see the header). */
static float
clamp_pack(float c, float lo, float hi)
{
   if (isnan(c))
      c = 0.0f;
   if (c < lo)
      c = lo;
   if (c > hi)
      c = hi;
   return c;
}

uint32_t
nvp_pack_2h(const float v[4])
{
   return (uint32_t)nvp_float_to_half(v[0]) |
          ((uint32_t)nvp_float_to_half(v[1]) << 16);
}

uint32_t
nvp_pack_2us(const float v[4])
{
   uint32_t us[2];

   for (unsigned i = 0; i < 2; i++)
      us[i] = (uint32_t)roundf(65535.0f * clamp_pack(v[i], 0.0f, 1.0f));
   return us[0] | (us[1] << 16);
}

uint32_t
nvp_pack_4b(const float v[4])
{
   uint32_t bits = 0;

   for (unsigned i = 0; i < 4; i++) {
      float c = clamp_pack(v[i], -128.0f / 127.0f, 127.0f / 127.0f);
      bits |= (uint32_t)roundf(127.0f * c + 128.0f) << (8 * i);
   }
   return bits;
}

uint32_t
nvp_pack_4ub(const float v[4])
{
   uint32_t bits = 0;

   for (unsigned i = 0; i < 4; i++) {
      float c = clamp_pack(v[i], 0.0f, 1.0f);
      bits |= (uint32_t)roundf(255.0f * c) << (8 * i);
   }
   return bits;
}

void
nvp_unpack_2h(uint32_t bits, float out[4])
{
   out[0] = out[2] = nvp_half_to_float((uint16_t)(bits & 0xffffu));
   out[1] = out[3] = nvp_half_to_float((uint16_t)(bits >> 16));
}

void
nvp_unpack_2us(uint32_t bits, float out[4])
{
   out[0] = out[2] = (float)(bits & 0xffffu) / 65535.0f;
   out[1] = out[3] = (float)(bits >> 16) / 65535.0f;
}

void
nvp_unpack_4b(uint32_t bits, float out[4])
{
   for (unsigned i = 0; i < 4; i++)
      out[i] = ((float)((bits >> (8 * i)) & 0xffu) - 128.0f) / 127.0f;
}

void
nvp_unpack_4ub(uint32_t bits, float out[4])
{
   for (unsigned i = 0; i < 4; i++)
      out[i] = (float)((bits >> (8 * i)) & 0xffu) / 255.0f;
}
