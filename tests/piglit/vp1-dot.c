/*
 * NV_vertex_program DP3 and DP4.
 *
 *     v.x = t.x * u.x + t.y * u.y + t.z * u.z;          (DP3)
 *     v.x = t.x * u.x + t.y * u.y + t.z * u.z + t.w * u.w;  (DP4)
 *  and v.x is written to every enabled component ("ssss" in Table X.4).
 * DP3 does not read .w: a NaN there must not reach the result.
 * Results are exact.
 */
#include "harness.h"

#include <math.h>

#define C0 { 1.0f, 2.0f, 3.0f, 4.0f }
#define C1 { 5.0f, -6.0f, 7.0f, 1000.0f }
#define C2 { 0.5f, 0.25f, -1.0f, 2.0f }
#define C3 { 1.0f, 1.0f, 1.0f, NAN }
#define P { C0, C1, C2, C3 }
#define V(x) { (x), (x), (x), (x) }

static const struct nvpt_vp_case cases[] = {
   { "DP3 ignores w", "MOV R0, c[0];\nDP3 o[COL0], R0, c[1];\n",
     P, V(14) },
   { "DP4", "MOV R0, c[0];\nDP4 o[COL0], R0, c[1];\n", P, V(4014) },
   { "DP3 swizzled", "MOV R0, c[0];\nDP3 o[COL0], R0.wzyx, c[1];\n",
     P, V(16) },
   { "DP4 negated", "MOV R0, c[0];\nDP4 o[COL0], -R0, c[2];\n",
     P, V(-6) },
   { "DP4 both negated", "MOV R0, c[0];\nDP4 o[COL0], -R0, -c[2];\n",
     P, V(6) },
   { "DP3 mask .xz", "MOV R0, c[0];\nDP3 o[COL0].xz, R0, R0;\n",
     P, { 14, 0, 14, 1 } },
   { "DP4 same c[] twice", "DP4 o[COL0], c[0], c[0];\n", P, V(30) },
   { "DP4 scalar swizzle", "DP4 o[COL0], c[2], c[2].w;\n", P, V(3.5f) },
   { "DP3 with NaN in w", "MOV R0, c[0];\nDP3 o[COL0], R0, c[3];\n",
     P, V(6) },
   { "DP4 into temporary then mask",
     "MOV R0, c[0];\nMOV R1, c[1];\nDP4 R1.y, R0, c[2];\n"
     "MOV o[COL0], R1;\n",
     P, { 5, 6, 7, 1000 } },
};

enum nvpt_result
nvpt_test(void)
{
   return nvpt_vp_cases_test(cases, NVPT_ARRAY_SIZE(cases));
}
