/*
 * NV_vertex_program LOG.
 *
 * "The LOG instruction generates an approximation of the logarithm base 2
 *  for the absolute value of a source scalar."
 *     q.x = Exponent(t.x);  q.y = Mantissa(t.x);  q.z = q.x + APPX(q.y);
 *     destination.w = 1.0;
 * "Additionally, LOG(0.0) gives [-Inf, 1.0, -Inf, 1.0]; and both
 *  LOG(+Inf) and LOG(-Inf) give [+Inf, 1.0, +Inf, 1.0]."
 * "| log(q.y)/log(2.0) - APPX(q.y) | < 1/(2^11)" -- z is checked with a
 *  tolerance of 2^-11; x (the unbiased exponent) and y (the mantissa in
 *  [1.0, 2.0)) are exact.  -0.0 takes the fabs(t.x) == 0 branch.
 */
#include "harness.h"

#include <math.h>

#define C0 { 8.0f, -8.0f, 0.375f, 1.0f }
#define C1 { 0.0f, -0.0f, INFINITY, -INFINITY }
#define C2 { 3.0f, 0.009765625f, 0x1.cp+100f, 0.75f }
#define P { C0, C1, C2 }
#define R11 (1.0f / 2048.0f)
#define TZ { 0, 0, R11, 0 }

static const struct nvpt_vp_case cases[] = {
   { "LOG(8)", "LOG o[COL0], c[0].x;\n", P, { 3, 1, 3, 1 }, TZ },
   { "LOG(-8) uses the absolute value", "LOG o[COL0], c[0].y;\n", P,
     { 3, 1, 3, 1 }, TZ },
   { "LOG(-(8)) uses the absolute value", "LOG o[COL0], -c[0].x;\n", P,
     { 3, 1, 3, 1 }, TZ },
   { "LOG(0.375)", "LOG o[COL0], c[0].z;\n", P,
     { -2, 1.5f, -1.4150375f, 1 }, TZ },
   { "LOG(1)", "LOG o[COL0], c[0].w;\n", P, { 0, 1, 0, 1 }, TZ },
   { "LOG(3)", "LOG o[COL0], c[2].x;\n", P,
     { 1, 1.5f, 1.5849625f, 1 }, TZ },
   { "LOG(0.75)", "LOG o[COL0], c[2].w;\n", P,
     { -1, 1.5f, -0.4150375f, 1 }, TZ },
   { "LOG(1.25 * 2^-7)", "LOG o[COL0], c[2].y;\n", P,
     { -7, 1.25f, -6.67807191f, 1 }, TZ },
   { "LOG(1.75 * 2^100)", "LOG o[COL0], c[2].z;\n", P,
     { 100, 1.75f, 100.807355f, 1 }, TZ },
   { "LOG(+0)", "LOG o[COL0], c[1].x;\n", P,
     { -INFINITY, 1, -INFINITY, 1 } },
   { "LOG(-0)", "LOG o[COL0], c[1].y;\n", P,
     { -INFINITY, 1, -INFINITY, 1 } },
   { "LOG(+Inf)", "LOG o[COL0], c[1].z;\n", P,
     { INFINITY, 1, INFINITY, 1 } },
   { "LOG(-Inf)", "LOG o[COL0], c[1].w;\n", P,
     { INFINITY, 1, INFINITY, 1 } },
   { "LOG mask .y", "LOG o[COL0].y, c[0].z;\n", P, { 0, 1.5f, 0, 1 } },
   { "LOG mask .xz", "LOG o[COL0].xz, c[0].z;\n", P,
     { -2, 0, -1.4150375f, 1 }, TZ },
   { "LOG writes w = 1 into a temporary",
     "MOV R9, c[0];\nLOG R9.w, c[2].x;\nMOV o[COL0], R9;\n", P,
     { 8, -8, 0.375f, 1 } },
};

enum nvpt_result
nvpt_test(void)
{
   return nvpt_vp_cases_test(cases, NVPT_ARRAY_SIZE(cases));
}
