/*
 * NV_vertex_program MOV: swizzles, negation and write masks.
 *
 * "If the <swizzleSuffix> rule matches "", this is treated the same as
 *  ".xyzw".  If the <swizzleSuffix> rule matches (ignoring whitespace)
 *  ".x", ".y", ".z", or ".w", these are treated the same as ".xxxx",
 *  ".yyyy", ".zzzz", and ".wwww" respectively."
 * "Each register value is initialized to (0,0,0,1) at the invocation of
 *  each vertex program." (vertex result registers)
 * "...initialized to (0,0,0,0) at every vertex program invocation."
 *  (temporary registers)
 *
 * All results are exact.
 */
#include "harness.h"

#define C0 { 1.0f, 2.0f, 3.0f, 4.0f }
#define C1 { -5.0f, 6.5f, -7.25f, 8.0f }

static const struct nvpt_vp_case cases[] = {
   { "no swizzle", "MOV o[COL0], c[0];\n",
     { C0, C1 }, { 1, 2, 3, 4 } },
   { "swizzle .wzyx", "MOV o[COL0], c[0].wzyx;\n",
     { C0, C1 }, { 4, 3, 2, 1 } },
   { "swizzle .yzwx", "MOV o[COL0], c[0].yzwx;\n",
     { C0, C1 }, { 2, 3, 4, 1 } },
   { "swizzle .xxyy", "MOV o[COL0], c[0].xxyy;\n",
     { C0, C1 }, { 1, 1, 2, 2 } },
   { "single component .z replicates", "MOV o[COL0], c[0].z;\n",
     { C0, C1 }, { 3, 3, 3, 3 } },
   { "negate", "MOV o[COL0], -c[1];\n",
     { C0, C1 }, { 5, -6.5f, 7.25f, -8 } },
   { "negate and swizzle", "MOV o[COL0], -c[0].wwzx;\n",
     { C0, C1 }, { -4, -4, -3, -1 } },
   { "result register initial value, mask .y", "MOV o[COL0].y, c[0];\n",
     { C0, C1 }, { 0, 2, 0, 1 } },
   { "result register mask .xw", "MOV o[COL0].xw, c[0];\n",
     { C0, C1 }, { 1, 0, 0, 4 } },
   { "result register mask .xyz", "MOV o[COL0].xyz, c[1];\n",
     { C0, C1 }, { -5, 6.5f, -7.25f, 1 } },
   { "temporary initial value", "MOV o[COL0], R5;\n",
     { C0, C1 }, { 0, 0, 0, 0 } },
   { "temporary mask .xz",
     "MOV R0, c[1];\nMOV R0.xz, c[0];\nMOV o[COL0], R0;\n",
     { C0, C1 }, { 1, 6.5f, 3, 8 } },
   { "R11 mask .yzw, negated swizzle",
     "MOV R11.yzw, -c[0].wzyx;\nMOV o[COL0], R11;\n",
     { C0, C1 }, { 0, -3, -2, -1 } },
   { "chained swizzles",
     "MOV R0, c[0].wxyz;\nMOV R1, R0.wxyz;\nMOV o[COL0], R1.yzwx;\n",
     { C0, C1 }, { 4, 1, 2, 3 } },
   { "v[OPOS] is the vertex position", "MOV o[COL0], v[OPOS];\n",
     { C0, C1 }, { 0.03125f, 0.03125f, 0, 1 } },
   { "v[0] is the vertex position", "MOV o[COL0], v[0].yxwz;\n",
     { C0, C1 }, { 0.03125f, 0.03125f, 1, 0 } },
   { "whitespace between tokens",
     "MOV  o [ COL0 ] ,\t- c [ 0 ] . wzyx ;\n",
     { C0, C1 }, { -4, -3, -2, -1 } },
   { "comment up to the end of the line",
     "MOV o[COL0], c[1]; # MOV o[COL0], c[0];\n",
     { C0, C1 }, { -5, 6.5f, -7.25f, 8 } },
   { "last write wins",
     "MOV o[COL0], c[0];\nMOV o[COL0].z, c[1];\n",
     { C0, C1 }, { 1, 2, -7.25f, 4 } },
};

enum nvpt_result
nvpt_test(void)
{
   return nvpt_vp_cases_test(cases, NVPT_ARRAY_SIZE(cases));
}
