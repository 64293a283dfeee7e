/*
 * NV_vertex_program RCP.
 *
 * "The reciprocal of exactly 1.0 must be exactly 1.0."
 * "Additionally the reciprocal of negative infinity gives [-0.0, -0.0,
 *  -0.0, -0.0]; the reciprocal of negative zero gives [-Inf, -Inf, -Inf,
 *  -Inf]; the reciprocal of positive zero gives [+Inf, +Inf, +Inf, +Inf];
 *  and the reciprocal of positive infinity gives [0.0, 0.0, 0.0, 0.0]."
 * "| u.x - IEEE(1.0f/t.x) | < 1.0f/(2^22) for 1.0f <= t.x <= 2.0f.  The
 *  intent of this precision requirement is that this amount of relative
 *  precision apply over all values of t.x." -- tolerances below are
 *  |expected| * 2^-22.
 */
#include "harness.h"

#include <math.h>

#define C0 { 1.0f, 2.0f, -4.0f, 3.0f }
#define C1 { 0.0f, -0.0f, INFINITY, -INFINITY }
#define C2 { 1e30f, -1.0f, 0.1f, 1e-30f }
#define P { C0, C1, C2 }
#define R22 (1.0f / 4194304.0f)
#define T(x) { (x) * R22, (x) * R22, (x) * R22, (x) * R22 }
#define V(x) { (x), (x), (x), (x) }

static const struct nvpt_vp_case cases[] = {
   { "RCP(1) is exactly 1", "RCP o[COL0], c[0].x;\n", P, V(1) },
   { "RCP(2)", "RCP o[COL0], c[0].y;\n", P, V(0.5f), T(0.5f) },
   { "RCP(-4)", "RCP o[COL0], c[0].z;\n", P, V(-0.25f), T(0.25f) },
   { "RCP(-(-4))", "RCP o[COL0], -c[0].z;\n", P, V(0.25f), T(0.25f) },
   { "RCP(3)", "RCP o[COL0], c[0].w;\n", P, V(1.0f / 3.0f),
     T(1.0f / 3.0f) },
   { "RCP(-1)", "RCP o[COL0], c[2].y;\n", P, V(-1), T(1) },
   { "RCP(0.1)", "RCP o[COL0], c[2].z;\n", P, V(10), T(10) },
   { "RCP(1e30)", "RCP o[COL0], c[2].x;\n", P, V(1e-30f), T(1e-30f) },
   { "RCP(1e-30)", "RCP o[COL0], c[2].w;\n", P, V(1e30f), T(1e30f) },
   { "RCP(+0) is +Inf", "RCP o[COL0], c[1].x;\n", P, V(INFINITY) },
   { "RCP(-0) is -Inf (parameter -0.0)", "RCP o[COL0], c[1].y;\n", P,
     V(-INFINITY) },
   { "RCP(-0) is -Inf (negated +0)", "RCP o[COL0], -c[1].x;\n", P,
     V(-INFINITY) },
   { "RCP(+Inf) is 0", "RCP o[COL0], c[1].z;\n", P, V(0) },
   { "RCP(-Inf) is 0", "RCP o[COL0], c[1].w;\n", P, V(0) },
   { "RCP(RCP(+Inf)) is +Inf (RCP(+Inf) is +0)",
     "RCP R0, c[1].z;\nRCP o[COL0], R0.x;\n", P, V(INFINITY) },
   { "RCP(RCP(-Inf)) is -Inf (RCP(-Inf) is -0)",
     "RCP R0, c[1].w;\nRCP o[COL0], R0.y;\n", P, V(-INFINITY) },
   { "RCP(-(-Inf)) is 0", "RCP o[COL0], -c[1].w;\n", P, V(0) },
   { "RCP scalar replicated under mask .yw", "RCP o[COL0].yw, c[0].y;\n",
     P, { 0, 0.5f, 0, 0.5f }, T(0.5f) },
   { "RCP into a temporary, mask .x",
     "MOV R3, c[0];\nRCP R3.x, R3.w;\nMOV o[COL0], R3;\n",
     P, { 1.0f / 3.0f, 2, -4, 3 }, T(1.0f / 3.0f) },
};

enum nvpt_result
nvpt_test(void)
{
   return nvpt_vp_cases_test(cases, NVPT_ARRAY_SIZE(cases));
}
