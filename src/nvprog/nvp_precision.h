/*
 * The number formats of NV_fragment_program (section 3.11.4.1) and the
 * bit layouts of its pack and unpack instructions (3.11.5.20-23,
 * 3.11.5.41-44), exactly: the reference the interpreter (nvp_exec_fp.c)
 * uses and the TGSI emitter mirrors.  Pure C11, no state.
 *
 * Rounding choices where the spec allows two ("converted to one of the
 * two nearest representable values"): round to nearest, ties to even,
 * for fp16 and fp32; fx12 rounds to the nearest multiple of 1/1024, ties
 * away from zero (the checklist's AMB-27: "Round").
 */
#ifndef NVP_PRECISION_H
#define NVP_PRECISION_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The bits of a float and back, without aliasing trouble. */
uint32_t nvp_float_bits(float f);
float nvp_bits_float(uint32_t u);

/*
 * fp32 as the spec stores it: "no special representation is provided for
 * denorms -- numbers in the range (-2^-126, +2^-126).  All such numbers
 * are flushed to zero" (keeping the sign).  NaN, INF and normal values
 * are unchanged, bit for bit.
 */
float nvp_to_fp32(float f);

/*
 * fp16 bits (s.e5.m10, with denormals) of 'f': "any values less than or
 * equal to -2^16 are converted to -INF.  Any values greater than or equal
 * to +2^16 are converted to +INF.  -INF, +INF, NaN, -0.0, and +0.0 are
 * unchanged."  Others round to nearest even, so 65520 and up become INF
 * as IEEE has it.  A NaN gives a quiet fp16 NaN keeping the sign and the
 * top ten payload bits (0x7e00 if those are zero).
 */
uint16_t nvp_float_to_half(float f);

/* The value of fp16 bits: denormals decoded, NaN to a quiet NaN. */
float nvp_half_to_float(uint16_t h);

/* Round 'f' to fp16 and back: what an H register holds. */
float nvp_to_fp16(float f);

/*
 * fx12: "signed 12-bit two's complement integers with 10 fraction bits
 * [...] [-2048/1024, +2047/1024]".  "When converting to fx12 format, -INF
 * and any values less than -2048/1024 become -2048/1024.  +INF, and any
 * values greater than +2047/1024 become +2047/1024.  NaN becomes 0."
 */
float nvp_to_fx12(float f);

/*
 * The pack instructions: the 32 bits they store (in an fp32 register,
 * not converted).  'v' is the loaded operand.
 *   PK2H:  fp16(x) | fp16(y) << 16
 *   PK2US: round(65535 * clamp(c, 0, 1)), x low, y high
 *   PK4B:  round(127 * clamp(c, -128/127, 127/127) + 128), x lowest byte
 *   PK4UB: round(255 * clamp(c, 0, 1)), x lowest byte
 * The spec's clamps ("if (tmp0.x < 0.0) tmp0.x = 0.0;") let a NaN
 * through to round(), which has no value for it: a NaN component packs
 * as 0.0 does (PK2H keeps it: fp16 has NaN).  round() is to nearest,
 * ties away from zero, of the fp32 product ("round(255.0 * tmp0.x)").
 */
uint32_t nvp_pack_2h(const float v[4]);
uint32_t nvp_pack_2us(const float v[4]);
uint32_t nvp_pack_4b(const float v[4]);
uint32_t nvp_pack_4ub(const float v[4]);

/*
 * The unpack instructions, from the 32 bits of their scalar operand:
 *   UP2H:  (h(lo), h(hi), h(lo), h(hi))
 *   UP2US: (lo / 65535, hi / 65535, lo / 65535, hi / 65535)
 *   UP4B:  ((b - 128) / 127) per byte, x from the lowest
 *   UP4UB: (b / 255) per byte, x from the lowest
 * The values are exact fp32 quotients (correctly rounded).
 */
void nvp_unpack_2h(uint32_t bits, float out[4]);
void nvp_unpack_2us(uint32_t bits, float out[4]);
void nvp_unpack_4b(uint32_t bits, float out[4]);
void nvp_unpack_4ub(uint32_t bits, float out[4]);

#ifdef __cplusplus
}
#endif

#endif
