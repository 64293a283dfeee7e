/*
 * NV_vertex_program EXP.
 *
 *     q.x = 2^floor(t.x);
 *     q.y = t.x - floor(t.x);
 *     q.z = q.x * APPX(q.y);
 *     destination.w = 1.0;
 * "| exp(q.y*log(2.0))-APPX(q.y) | < 1/(2^11)" -- so z is checked with
 *  a tolerance of q.x * 2^-11; x and y are exact.
 * "Additionally, EXP(-Inf) or if the exponential result underflows gives
 *  [0.0, 0.0, 0.0, 1.0]; and EXP(+Inf) or if the exponential result
 *  overflows gives [+Inf, 0.0, +Inf, 1.0]."
 * "The expression "2^floor(t.x)" should overflow to +Inf and underflow to
 *  zero."
 */
#include "harness.h"

#include <math.h>

#define C0 { 2.5f, -1.25f, 0.0f, 3.0f }
#define C1 { -0.5f, 200.0f, -200.0f, INFINITY }
#define C2 { -INFINITY, 128.0f, 127.5f, -126.0f }
#define P { C0, C1, C2 }
#define R11 (1.0f / 2048.0f)
#define TZ(x) { 0, 0, (x) * R11, 0 }

static const struct nvpt_vp_case cases[] = {
   { "EXP(2.5)", "EXP o[COL0], c[0].x;\n", P,
     { 4, 0.5f, 5.65685425f, 1 }, TZ(4) },
   { "EXP(-1.25) floors towards -Inf", "EXP o[COL0], c[0].y;\n", P,
     { 0.25f, 0.75f, 0.420448208f, 1 }, TZ(0.25f) },
   { "EXP(0)", "EXP o[COL0], c[0].z;\n", P, { 1, 0, 1, 1 }, TZ(1) },
   { "EXP(3)", "EXP o[COL0], c[0].w;\n", P, { 8, 0, 8, 1 }, TZ(8) },
   { "EXP(-0.5)", "EXP o[COL0], c[1].x;\n", P,
     { 0.5f, 0.5f, 0.707106781f, 1 }, TZ(0.5f) },
   { "EXP(-(2.5))", "EXP o[COL0], -c[0].x;\n", P,
     { 0.125f, 0.5f, 0.176776695f, 1 }, TZ(0.125f) },
   { "EXP(-(-1.25))", "EXP o[COL0], -c[0].y;\n", P,
     { 2, 0.25f, 2.37841423f, 1 }, TZ(2) },
   { "EXP(127.5)", "EXP o[COL0], c[2].z;\n", P,
     { 0x1p127f, 0.5f, 2.40615969e38f, 1 }, TZ(0x1p127f) },
   { "EXP(-126)", "EXP o[COL0], c[2].w;\n", P,
     { 0x1p-126f, 0, 0x1p-126f, 1 }, TZ(0x1p-126f) },
   { "EXP(128) overflows", "EXP o[COL0], c[2].y;\n", P,
     { INFINITY, 0, INFINITY, 1 } },
   { "EXP(200) overflows", "EXP o[COL0], c[1].y;\n", P,
     { INFINITY, 0, INFINITY, 1 } },
   { "EXP(-200) underflows", "EXP o[COL0], c[1].z;\n", P,
     { 0, 0, 0, 1 } },
   { "EXP(+Inf)", "EXP o[COL0], c[1].w;\n", P,
     { INFINITY, 0, INFINITY, 1 } },
   { "EXP(-Inf)", "EXP o[COL0], c[2].x;\n", P, { 0, 0, 0, 1 } },
   { "EXP mask .xy", "EXP o[COL0].xy, c[0].x;\n", P, { 4, 0.5f, 0, 1 } },
   { "EXP mask .z", "EXP o[COL0].z, c[0].x;\n", P,
     { 0, 0, 5.65685425f, 1 }, TZ(4) },
   { "EXP writes w = 1 into a temporary",
     "MOV R2, c[1];\nEXP R2.w, c[0].x;\nMOV o[COL0], R2;\n", P,
     { -0.5f, 200, -200, 1 } },
};

enum nvpt_result
nvpt_test(void)
{
   return nvpt_vp_cases_test(cases, NVPT_ARRAY_SIZE(cases));
}
