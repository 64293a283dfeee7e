/*
 * NV_vertex_program LIT.
 *
 *     if (t.w < -(128.0-epsilon)) t.w = -(128.0-epsilon);
 *     else if (t.w > 128-epsilon) t.w = 128-epsilon;
 *     if (t.x < 0.0) t.x = 0.0;
 *     if (t.y < 0.0) t.y = 0.0;
 *     destination = (1.0, t.x, (t.x > 0.0) ? EXP(t.w*LOG(t.y)) : 0.0, 1.0)
 * "Note that because 0.0 times anything must be 0.0, taking any base to
 *  the power of 0.0 will yield 1.0."
 * "epsilon is 1.0/256.0"
 * x, y and w are exact.  z: EXP and LOG are each allowed an error of
 * 2^-11 ("The LIT instruction specular output (the z component) is
 * allowed an error equivalent to the combination of the EXP and LOG
 * combination"), so ordinary powers get an absolute 2^-10; for powers
 * near +-128 an error of 2^-11 in LOG is multiplied by 128, i.e. up to
 * 2^(128 * 2^-11) - 1 = 4.4 % relative, and the tolerance is 5 %.  The
 * unclamped results (1.5^200 = 1.65e35, 1.5^-200 = 6.0e-36) are far
 * outside that.
 */
#include "harness.h"

#include <math.h>

#define R10 (1.0f / 1024.0f)
#define TZ { 0, 0, R10, 0 }

static const struct nvpt_vp_case cases[] = {
   { "LIT(0.5, 0.25, -, 2)", "LIT o[COL0], c[0];\n",
     { { 0.5f, 0.25f, 0, 2 } }, { 1, 0.5f, 0.0625f, 1 }, TZ },
   { "LIT(0.3, 0.6, -, 1)", "LIT o[COL0], c[0];\n",
     { { 0.3f, 0.6f, 0, 1 } }, { 1, 0.3f, 0.6f, 1 }, TZ },
   { "LIT ignores source z (NaN)", "LIT o[COL0], c[0];\n",
     { { 0.5f, 0.25f, NAN, 2 } }, { 1, 0.5f, 0.0625f, 1 }, TZ },
   { "LIT negative diffuse: y = 0, z = 0", "LIT o[COL0], c[0];\n",
     { { -0.5f, 0.8f, 0, 10 } }, { 1, 0, 0, 1 } },
   { "LIT zero diffuse: z = 0", "LIT o[COL0], c[0];\n",
     { { 0, 0.5f, 0, 2 } }, { 1, 0, 0, 1 } },
   { "LIT negative specular clamps to 0: 0^4 = 0", "LIT o[COL0], c[0];\n",
     { { 0.5f, -0.3f, 0, 4 } }, { 1, 0.5f, 0, 1 }, TZ },
   { "LIT 0^0 = 1", "LIT o[COL0], c[0];\n",
     { { 0.5f, 0, 0, 0 } }, { 1, 0.5f, 1, 1 }, TZ },
   { "LIT 0.7^0 = 1", "LIT o[COL0], c[0];\n",
     { { 0.5f, 0.7f, 0, 0 } }, { 1, 0.5f, 1, 1 }, TZ },
   { "LIT power 200 clamps to 128 - 1/256", "LIT o[COL0], c[0];\n",
     { { 1, 1.5f, 0, 200 } }, { 1, 1, 3.45934043e22f, 1 },
     { 0, 0, 3.45934043e22f * 0.05f, 0 } },
   { "LIT power -200 clamps to -(128 - 1/256)", "LIT o[COL0], c[0];\n",
     { { 1, 1.5f, 0, -200 } }, { 1, 1, 2.89072446e-23f, 1 },
     { 0, 0, 2.89072446e-23f * 0.05f, 0 } },
   { "LIT negated source", "LIT o[COL0], -c[0];\n",
     { { -0.5f, -0.25f, 0, -2 } }, { 1, 0.5f, 0.0625f, 1 }, TZ },
   { "LIT swizzled source", "LIT o[COL0], c[0].wzyx;\n",
     { { 2, 0, 0.25f, 0.5f } }, { 1, 0.5f, 0.0625f, 1 }, TZ },
   { "LIT mask .yz", "LIT o[COL0].yz, c[0];\n",
     { { 0.5f, 0.25f, 0, 2 } }, { 0, 0.5f, 0.0625f, 1 }, TZ },
   { "LIT mask .xw into a temporary",
     "MOV R4, c[1];\nLIT R4.xw, c[0];\nMOV o[COL0], R4;\n",
     { { 0.5f, 0.25f, 0, 2 }, { 7, 8, 9, 10 } }, { 1, 8, 9, 1 } },
};

enum nvpt_result
nvpt_test(void)
{
   return nvpt_vp_cases_test(cases, NVPT_ARRAY_SIZE(cases));
}
