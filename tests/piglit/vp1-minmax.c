/*
 * NV_vertex_program MIN and MAX.
 *
 *     destination.x = (t.x < u.x) ? t.x : u.x;    (MIN)
 *     destination.x = (t.x >= u.x) ? t.x : u.x;   (MAX)
 * Results are exact.
 */
#include "harness.h"

#include <math.h>

#define C0 { 1.0f, -2.0f, 3.0f, -4.0f }
#define C1 { 0.5f, -1.0f, 3.0f, -8.0f }
#define C2 { INFINITY, -INFINITY, 1e38f, -1e38f }
#define P { C0, C1, C2 }

static const struct nvpt_vp_case cases[] = {
   { "MIN", "MOV R0, c[0];\nMIN o[COL0], R0, c[1];\n",
     P, { 0.5f, -2, 3, -8 } },
   { "MAX", "MOV R0, c[0];\nMAX o[COL0], R0, c[1];\n",
     P, { 1, -1, 3, -4 } },
   { "MIN negated", "MOV R0, c[0];\nMIN o[COL0], -R0, c[1];\n",
     P, { -1, -1, -3, -8 } },
   { "MAX negated", "MOV R0, c[0];\nMAX o[COL0], -R0, -c[1];\n",
     P, { -0.5f, 2, -3, 8 } },
   { "MAX swizzle and scalar",
     "MOV R0, c[0];\nMAX o[COL0], R0.wzyx, c[1].x;\n",
     P, { 0.5f, 3, 0.5f, 1 } },
   { "MIN with infinities", "MOV R0, c[0];\nMIN o[COL0], R0, c[2];\n",
     P, { 1, -INFINITY, 3, -1e38f } },
   { "MAX with infinities", "MOV R0, c[0];\nMAX o[COL0], R0, c[2];\n",
     P, { INFINITY, -2, 1e38f, -4 } },
   { "MIN mask .zw", "MOV R0, c[0];\nMIN o[COL0].zw, R0, c[1];\n",
     P, { 0, 0, 3, -8 } },
   { "MAX same c[] twice", "MAX o[COL0], c[0], c[0].wzyx;\n",
     P, { 1, 3, 3, 1 } },
};

enum nvpt_result
nvpt_test(void)
{
   return nvpt_vp_cases_test(cases, NVPT_ARRAY_SIZE(cases));
}
