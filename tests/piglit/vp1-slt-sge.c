/*
 * NV_vertex_program SLT and SGE.
 *
 *     destination.x = (t.x < u.x) ? 1.0 : 0.0;    (SLT)
 *     destination.x = (t.x >= u.x) ? 1.0 : 0.0;   (SGE)
 * "For the purpose of comparisons performed by the SGE and SLT
 *  instructions, -0.0 is less than +0.0, -NaN is less than -Inf, and
 *  +NaN is greater than +Inf.  (This is inconsistent with IEEE
 *  floating-point requirements)."
 * Results are exact.
 */
#include "harness.h"

#include <math.h>

#define C0 { 1.0f, 2.0f, 3.0f, 4.0f }
#define C1 { 2.0f, 2.0f, 2.0f, 2.0f }
#define C2 { -INFINITY, INFINITY, -INFINITY, 5.0f }
#define C3 { -0.0f, 0.0f, 0.0f, -0.0f }
#define P { C0, C1, C2, C3 }
#define PN { C0, C1, { NAN, -NAN, INFINITY, -INFINITY } }

static const struct nvpt_vp_case cases[] = {
   { "SLT", "MOV R0, c[0];\nSLT o[COL0], R0, c[1];\n", P, { 1, 0, 0, 0 } },
   { "SGE", "MOV R0, c[0];\nSGE o[COL0], R0, c[1];\n", P, { 0, 1, 1, 1 } },
   { "SLT negated", "MOV R0, c[0];\nSLT o[COL0], -R0, c[1];\n",
     P, { 1, 1, 1, 1 } },
   { "SGE negated scalar", "MOV R0, c[0];\nSGE o[COL0], -R0, c[1].x;\n",
     P, { 0, 0, 0, 0 } },
   { "SLT swizzled", "MOV R0, c[0];\nSLT o[COL0], R0.wzyx, c[1];\n",
     P, { 0, 0, 0, 1 } },
   { "SGE swizzled, negated second",
     "MOV R0, c[0];\nSGE o[COL0], R0, -c[1].wzyx;\n", P, { 1, 1, 1, 1 } },
   { "SLT with infinities", "MOV R0, c[2];\nSLT o[COL0], R0, c[0];\n",
     P, { 1, 0, 1, 0 } },
   { "SGE with infinities", "MOV R0, c[2];\nSGE o[COL0], R0, c[0];\n",
     P, { 0, 1, 0, 1 } },
   { "SLT mask .yw", "MOV R0, c[0];\nSLT o[COL0].yw, R0.x, c[1];\n",
     P, { 0, 1, 0, 1 } },
   { "SGE same c[] twice (equal)", "SGE o[COL0], c[0], c[0];\n",
     P, { 1, 1, 1, 1 } },
   { "SLT: -0.0 is less than +0.0",
     "MOV R0, c[3];\nSLT o[COL0], R0, R0.yxwz;\n", P, { 1, 0, 0, 1 } },
   { "SGE: -0.0 is not >= +0.0",
     "MOV R0, c[3];\nSGE o[COL0], R0, R0.yxwz;\n", P, { 0, 1, 1, 0 } },
   { "SLT: -NaN < -Inf, +NaN > +Inf",
     "MOV R0, c[2];\nSLT o[COL0], R0, R0.zwxy;\n", PN, { 0, 1, 1, 0 } },
   { "SGE: -NaN < -Inf, +NaN > +Inf",
     "MOV R0, c[2];\nSGE o[COL0], R0, R0.zwxy;\n", PN, { 1, 0, 0, 1 } },
};

enum nvpt_result
nvpt_test(void)
{
   return nvpt_vp_cases_test(cases, NVPT_ARRAY_SIZE(cases));
}
