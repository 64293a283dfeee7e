/*
 * NV_fragment_program instructions at fp32 (section 3.11.5, checklist
 * T38-T60): each case loads R0..R3 from p[0..3], runs one instruction
 * into o[COLR] and reads the pixel back from a float target, bit for bit
 * (-0.0 is not +0.0; NaN must be NaN).  Only the spec's approximations
 * (EX2, LG2, POW, SIN, COS, LIT.z) have tolerances.
 */
#include "fp1-common.h"

#include <math.h>

#define INF INFINITY
#define T6 { 1e-6f, 1e-6f, 1e-6f, 1e-6f }

static const struct nvpt_fp_case cases[] = {
   /* operand modifiers: swizzle, then -, then |.|, then - */
   { "swizzle neg abs", "MOV o[COLR], -|R0.wzyx|;\n",
     { { 1, -2, 3, -4 } }, { -4, -3, -2, -1 } },
   { "abs of negation", "MOV o[COLR], |-R0|;\n",
     { { 1, -2, 3, -4 } }, { 1, 2, 3, 4 } },
   { "negate zero", "MOV o[COLR], -R0;\n",
     { { 0, -0.0f, 1, -INF } }, { -0.0f, 0, -1, INF } },
   { "scalar swizzle", "MOV o[COLR], R0.y;\n",
     { { 1, 2, 3, 4 } }, { 2, 2, 2, 2 } },
   { "write mask", "MOV o[COLR], R1;\nMOV o[COLR].yw, R0;\n",
     { { 1, 2, 3, 4 }, { 5, 6, 7, 8 } }, { 5, 2, 7, 4 } },
   { "ADD", "ADD o[COLR], R0, R1;\n",
     { { 1, 2, 3, 4 }, { 0.5f, -2, -0.0f, INF } }, { 1.5f, 0, 3, INF } },
   { "ADD -0 + -0", "ADD o[COLR], R0, R1;\n",
     { { -0.0f, -0.0f, INF, 1 }, { -0.0f, 0, -INF, 0 } },
     { -0.0f, 0, NAN, 1 } },
   { "ADD -x + x of a register never written", "ADD o[COLR], -R5, R5;\n",
     { { 0 } }, { 0, 0, 0, 0 } },
   { "MIN/MAX of negated zeros", "MIN o[COLR].xy, -R0, R0;\n"
     "MAX o[COLR].zw, -R0, R0;\n",
     { { 0, -0.0f, 0, -0.0f } }, { -0.0f, -0.0f, 0, 0 } },
   { "SUB", "SUB o[COLR], R0, R1;\n",
     { { 1, 2, 3, 4 }, { 0.5f, -2, -0.0f, -INF } }, { 0.5f, 4, 3, INF } },
   { "SUB of -|x|", "SUB o[COLR], R0, -|R1|;\n",
     { { 1, 2, 3, 4 }, { -1, 2, -3, 4 } }, { 2, 4, 6, 8 } },
   { "MUL", "MUL o[COLR], R0, R1;\n",
     { { 1, 2, 3, 0 }, { 0.5f, -2, -0.0f, INF } },
     { 0.5f, -4, -0.0f, NAN } },
   { "MAD", "MAD o[COLR], R0, R1, R2;\n",
     { { 1, 2, 3, 4 }, { 2, 2, 2, 2 }, { 0.5f, 0.5f, -6, 0.5f } },
     { 2.5f, 4.5f, 0, 8.5f } },
   { "DP3", "DP3 o[COLR], R0, R1;\n",
     { { 1, 2, 3, 4 }, { 5, 6, 7, 8 } }, { 38, 38, 38, 38 } },
   { "DP4", "DP4 o[COLR], R0, R1;\n",
     { { 1, 2, 3, 4 }, { 5, 6, 7, 8 } }, { 70, 70, 70, 70 } },
   { "DST", "DST o[COLR], R0, R1;\n",
     { { 9, 2, 3, 9 }, { 9, 4, 9, 5 } }, { 1, 8, 3, 5 } },
   { "MIN NaN", "MIN o[COLR], R0, R1;\n",
     { { 1, -2, NAN, 5 }, { 2, -3, 1, NAN } }, { 1, -3, NAN, NAN } },
   { "MAX NaN", "MAX o[COLR], R0, R1;\n",
     { { 1, -2, NAN, 5 }, { 2, -3, 1, NAN } }, { 2, -2, NAN, NAN } },
   { "FLR", "FLR o[COLR], R0;\n",
     { { 2.3f, -3.6f, -0.5f, -0.0f } }, { 2, -4, -1, -0.0f } },
   { "FRC", "FRC o[COLR], R0;\n",
     { { 1.75f, -1.75f, -0.0f, 3 } }, { 0.75f, 0.25f, 0, 0 } },
   { "RCP", "RCP o[COLR], R0.y;\n", { { 0, 4 } },
     { 0.25f, 0.25f, 0.25f, 0.25f } },
   { "RCP -0", "RCP o[COLR], R0.x;\n", { { -0.0f } },
     { -INF, -INF, -INF, -INF } },
   { "RCP INF", "RCP o[COLR], R0.x;\n", { { INF } }, { 0, 0, 0, 0 } },
   { "RSQ", "RSQ o[COLR], R0.z;\n", { { 0, 0, 4 } },
     { 0.5f, 0.5f, 0.5f, 0.5f } },
   { "RSQ negative is NaN", "RSQ o[COLR], R0.x;\n", { { -4 } },
     { NAN, NAN, NAN, NAN } },
   { "EX2", "EX2 o[COLR], R0.x;\n", { { 3 } }, { 8, 8, 8, 8 },
     { 1e-5f, 1e-5f, 1e-5f, 1e-5f } },
   { "LG2", "LG2 o[COLR], R0.x;\n", { { 8 } }, { 3, 3, 3, 3 },
     { 1e-6f, 1e-6f, 1e-6f, 1e-6f } },
   { "POW", "POW o[COLR], R0.x, R0.y;\n", { { 2, 3 } }, { 8, 8, 8, 8 },
     { 1e-5f, 1e-5f, 1e-5f, 1e-5f } },
   { "SIN", "SIN o[COLR], R0.x;\n", { { 1.5707963267948966f } },
     { 1, 1, 1, 1 }, T6 },
   { "COS", "COS o[COLR], R0.x;\n", { { 0 } }, { 1, 1, 1, 1 }, T6 },
   { "SEQ", "SEQ o[COLR], R0, R1;\n",
     { { 1, -0.0f, NAN, 2 }, { 1, 0, NAN, 3 } }, { 1, 1, 0, 0 } },
   { "SNE", "SNE o[COLR], R0, R1;\n",
     { { 1, -0.0f, NAN, 2 }, { 1, 0, NAN, 3 } }, { 0, 0, 1, 1 } },
   { "SLT", "SLT o[COLR], R0, R1;\n",
     { { 1, -0.0f, NAN, 2 }, { 1, 0, NAN, 3 } }, { 0, 0, 0, 1 } },
   { "SGE", "SGE o[COLR], R0, R1;\n",
     { { 1, -0.0f, NAN, 2 }, { 1, 0, NAN, 3 } }, { 1, 1, 0, 0 } },
   { "SGT", "SGT o[COLR], R0, R1;\n",
     { { 1, -0.0f, NAN, 4 }, { 1, 0, NAN, 3 } }, { 0, 0, 0, 1 } },
   { "SLE", "SLE o[COLR], R0, R1;\n",
     { { 1, -0.0f, NAN, 2 }, { 1, 0, NAN, 3 } }, { 1, 1, 0, 1 } },
   { "SFL", "SFL o[COLR], R0, R1;\n", { { 1, 2, 3, 4 } }, { 0, 0, 0, 0 } },
   { "STR", "STR o[COLR], R0, R1;\n", { { 1, 2, 3, 4 } }, { 1, 1, 1, 1 } },
   { "LRP", "LRP o[COLR], R0, R1, R2;\n",
     { { 0.5f, 0.25f, 0, 1 }, { 4, 4, 4, 4 }, { 2, 0, 8, 8 } },
     { 3, 1, 8, 4 } },
   { "X2D", "X2D o[COLR], R0, R1, R2;\n",
     { { 1, 2 }, { 3, 4 }, { 5, 6, 7, 8 } }, { 40, 55, 40, 55 } },
   { "LIT", "LIT o[COLR], R0;\n", { { 2, 3, 0, 2 } }, { 1, 2, 9, 1 },
     { 0, 0, 1e-5f, 0 } },
   { "LIT x <= 0", "LIT o[COLR], R0;\n", { { -1, 3, 0, 2 } },
     { 1, 0, 0, 1 } },
   { "RFL", "MOV o[COLR], {0, 0, 0, 7};\nRFL o[COLR].xyz, R0, R1;\n",
     { { 0, 0, 2 }, { 1, 0, 1 } }, { -1, 0, 1, 7 } },
   /* embedded constants with the merge rule: "MAD R0, R1, 2, -1" */
   { "scalar constants", "MAD o[COLR], R0, 2, -1;\n",
     { { 1, 2, 3, 0.5f } }, { 1, 3, 5, 0 } },
   { "vector constant", "ADD o[COLR], R0, {1, 2, 3, 4}.wzyx;\n",
     { { 1, 1, 1, 1 } }, { 5, 4, 3, 2 } },
   { "temporaries start at 0", "MOV o[COLR], R5;\n", { { 0 } },
     { 0, 0, 0, 0 } },
   /* fragment attributes of the point drawn at pixel (16, 16), z = 0 */
   { "f[WPOS]", "MOV o[COLR], f[WPOS];\n", { { 0 } },
     { 16.5f, 16.5f, 0.5f, 1 } },
   { "DDX f[WPOS]", "DDX o[COLR], f[WPOS];\n", { { 0 } }, { 1, 0, 0, 0 } },
   { "DDY f[WPOS]", "DDY o[COLR], f[WPOS];\n", { { 0 } }, { 0, 1, 0, 0 } },
   { "f[COL0]", "MOV o[COLR], f[COL0];\n", { { 0 } }, { 1, 1, 1, 1 } },
   { "f[TEX0]", "MOV o[COLR], f[TEX0];\n", { { 0 } }, { 0, 0, 0, 1 } },
};

enum nvpt_result
nvpt_test(void)
{
   return nvpt_fp_cases_test(cases, NVPT_ARRAY_SIZE(cases));
}
