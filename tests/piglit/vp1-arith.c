/*
 * NV_vertex_program MUL, ADD and MAD.
 *
 * The register transfer descriptions in 2.14.1.10.3-5 (swizzle, then
 * negate, then the operation, then the write mask).
 * "A vertex program fails to load if any instruction sources more than
 *  one unique program parameter register." -- the same c[] twice is fine.
 * "Note that (positive or negative) 0.0 times anything is (positive)
 *  0.0." -- observed through RCP, whose result has the sign of the zero.
 *
 * All inputs are chosen so that the results are exact.
 */
#include "harness.h"

#include <math.h>

#define C0 { 1.5f, -2.0f, 0.25f, 8.0f }
#define C1 { 4.0f, 3.0f, -0.5f, 0.125f }
#define C2 { 10.0f, 20.0f, 30.0f, 40.0f }
#define C3 { 0.0f, -0.0f, 0.0f, 0.0f }
#define P { C0, C1, C2, C3 }

static const struct nvpt_vp_case cases[] = {
   { "MUL", "MOV R0, c[0];\nMUL o[COL0], R0, c[1];\n",
     P, { 6, -6, -0.125f, 1 } },
   { "MUL swizzle and negated scalar",
     "MOV R0, c[0];\nMUL o[COL0], R0.wzyx, -c[1].x;\n",
     P, { -32, -1, 8, -6 } },
   { "MUL same c[] twice", "MUL o[COL0], c[1], c[1].yxwz;\n",
     P, { 12, 12, -0.0625f, -0.0625f } },
   { "MUL mask .yz", "MOV R0, c[0];\nMUL o[COL0].yz, R0, c[1];\n",
     P, { 0, -6, -0.125f, 1 } },
   { "ADD", "MOV R0, c[0];\nADD o[COL0], R0, c[1];\n",
     P, { 5.5f, 1, -0.25f, 8.125f } },
   { "ADD negated first operand",
     "MOV R0, c[0];\nADD o[COL0], -R0, c[1];\n",
     P, { 2.5f, 5, -0.75f, -7.875f } },
   { "ADD both negated, swizzled",
     "MOV R0, c[0];\nADD o[COL0], -R0.yyww, -c[2].wzyx;\n",
     P, { -38, -28, -28, -18 } },
   { "ADD 0 + x = x", "MOV R0, c[3];\nADD o[COL0], R0, c[1];\n",
     P, { 4, 3, -0.5f, 0.125f } },
   { "MAD", "MOV R0, c[0];\nMOV R1, c[2];\nMAD o[COL0], R0, c[1], R1;\n",
     P, { 16, 14, 29.875f, 41 } },
   { "MAD negations and swizzles",
     "MOV R0, c[0];\nMOV R1, c[2];\n"
     "MAD o[COL0], -R0, c[1].y, -R1.wzyx;\n",
     P, { -44.5f, -24, -20.75f, -34 } },
   { "MAD same c[] three times", "MAD o[COL0], c[0], c[0], c[0];\n",
     P, { 3.75f, 2, 0.3125f, 72 } },
   { "MAD mask .xw",
     "MOV R0, c[0];\nMOV R1, c[2];\nMAD o[COL0].xw, R0, c[1], R1;\n",
     P, { 16, 0, 0, 41 } },
   { "MUL by zero is zero", "MOV R0, c[3];\nMUL o[COL0], R0, c[1];\n",
     P, { 0, 0, 0, 0 } },
   { "MUL (+0)*(-4) is +0 (RCP gives +Inf)",
     "MOV R0, c[3];\nMUL R1, R0.x, -c[1].x;\nRCP o[COL0], R1.x;\n",
     P, { INFINITY, INFINITY, INFINITY, INFINITY } },
   { "MUL (-0)*4 is +0 (RCP gives +Inf)",
     "MOV R0, c[3];\nMUL R1, R0.y, c[1].x;\nRCP o[COL0], R1.x;\n",
     P, { INFINITY, INFINITY, INFINITY, INFINITY } },
   { "MAD (+0)*(-4)+0 is +0 (RCP gives +Inf)",
     "MOV R0, c[3];\nMAD R1, R0.x, -c[1].x, R0.x;\nRCP o[COL0], R1.x;\n",
     P, { INFINITY, INFINITY, INFINITY, INFINITY } },
};

enum nvpt_result
nvpt_test(void)
{
   return nvpt_vp_cases_test(cases, NVPT_ARRAY_SIZE(cases));
}
