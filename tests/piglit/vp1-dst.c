/*
 * NV_vertex_program DST.
 *
 *     if (xmask) destination.x = 1.0;
 *     if (ymask) destination.y = t.y*u.y;
 *     if (zmask) destination.z = t.z;
 *     if (wmask) destination.w = u.w;
 * "...where the value of a component labeled NA is undefined." -- the
 *  components DST does not read hold NaN in one case and must not leak.
 * Results are exact.
 */
#include "harness.h"

#include <math.h>

#define C0 { 3.0f, 5.0f, 7.0f, 11.0f }
#define C1 { 13.0f, 17.0f, 19.0f, 23.0f }
#define C2 { NAN, 4.0f, 4.0f, NAN }
#define C3 { NAN, 0.5f, NAN, 0.5f }
#define P { C0, C1, C2, C3 }

static const struct nvpt_vp_case cases[] = {
   { "DST", "MOV R0, c[0];\nDST o[COL0], R0, c[1];\n",
     P, { 1, 85, 7, 23 } },
   { "DST d=2 with NaN in the unread components",
     "MOV R0, c[2];\nDST o[COL0], R0, c[3];\n",
     P, { 1, 2, 4, 0.5f } },
   { "DST negated first source",
     "MOV R0, c[0];\nDST o[COL0], -R0, c[1];\n",
     P, { 1, -85, -7, 23 } },
   { "DST negated second source",
     "MOV R0, c[0];\nDST o[COL0], R0, -c[1];\n",
     P, { 1, -85, 7, -23 } },
   { "DST swizzled sources",
     "MOV R0, c[0];\nDST o[COL0], R0.wzyx, c[1].wzyx;\n",
     P, { 1, 133, 5, 13 } },
   { "DST mask .xw", "MOV R0, c[0];\nDST o[COL0].xw, R0, c[1];\n",
     P, { 1, 0, 0, 23 } },
   { "DST mask .yz into a temporary",
     "MOV R0, c[0];\nMOV R1, c[0];\nDST R1.yz, R0, c[1];\n"
     "MOV o[COL0], R1;\n",
     P, { 3, 85, 7, 11 } },
};

enum nvpt_result
nvpt_test(void)
{
   return nvpt_vp_cases_test(cases, NVPT_ARRAY_SIZE(cases));
}
