/*
 * NV_vertex_program RSQ.
 *
 * "The RSQ instruction assigns the inverse square root of the absolute
 *  value of the source scalar into the destination register."
 * "Additionally, RSQ(0.0) gives [+Inf, +Inf, +Inf, +Inf]; and both
 *  RSQ(+Inf) and RSQ(-Inf) give [0.0, 0.0, 0.0, 0.0];"
 *     u.x = 1.0f / sqrt(fabs(t.x));   -- so RSQ(-0.0) is +Inf too.
 * "| u.x - IEEE(1.0f/sqrt(fabs(t.x))) | < 1.0f/(2^22)" with the same
 *  relative intent as RCP: tolerances are |expected| * 2^-22.
 */
#include "harness.h"

#include <math.h>

#define C0 { 4.0f, -4.0f, 1.0f, 2.0f }
#define C1 { 0.0f, -0.0f, INFINITY, -INFINITY }
#define C2 { 16.0f, 0.25f, 1e-4f, 100.0f }
#define P { C0, C1, C2 }
#define R22 (1.0f / 4194304.0f)
#define T(x) { (x) * R22, (x) * R22, (x) * R22, (x) * R22 }
#define V(x) { (x), (x), (x), (x) }

static const struct nvpt_vp_case cases[] = {
   { "RSQ(4)", "RSQ o[COL0], c[0].x;\n", P, V(0.5f), T(0.5f) },
   { "RSQ(-4) uses the absolute value", "RSQ o[COL0], c[0].y;\n", P,
     V(0.5f), T(0.5f) },
   { "RSQ(-(4)) uses the absolute value", "RSQ o[COL0], -c[0].x;\n", P,
     V(0.5f), T(0.5f) },
   { "RSQ(1)", "RSQ o[COL0], c[0].z;\n", P, V(1), T(1) },
   { "RSQ(2)", "RSQ o[COL0], c[0].w;\n", P, V(0.70710678f),
     T(0.70710678f) },
   { "RSQ(16)", "RSQ o[COL0], c[2].x;\n", P, V(0.25f), T(0.25f) },
   { "RSQ(0.25)", "RSQ o[COL0], c[2].y;\n", P, V(2), T(2) },
   { "RSQ(1e-4)", "RSQ o[COL0], c[2].z;\n", P, V(100), T(100) },
   { "RSQ(100)", "RSQ o[COL0], c[2].w;\n", P, V(0.1f), T(0.1f) },
   { "RSQ(+0) is +Inf", "RSQ o[COL0], c[1].x;\n", P, V(INFINITY) },
   { "RSQ(-0) is +Inf", "RSQ o[COL0], c[1].y;\n", P, V(INFINITY) },
   { "RSQ(+Inf) is 0", "RSQ o[COL0], c[1].z;\n", P, V(0) },
   { "RSQ(-Inf) is 0", "RSQ o[COL0], c[1].w;\n", P, V(0) },
   { "RSQ scalar replicated under mask .xz", "RSQ o[COL0].xz, c[2].x;\n",
     P, { 0.25f, 0, 0.25f, 1 }, T(0.25f) },
   { "RSQ of a temporary's .w",
     "MOV R7, c[2];\nRSQ R6, R7.w;\nMOV o[COL0], R6;\n",
     P, V(0.1f), T(0.1f) },
};

enum nvpt_result
nvpt_test(void)
{
   return nvpt_vp_cases_test(cases, NVPT_ARRAY_SIZE(cases));
}
