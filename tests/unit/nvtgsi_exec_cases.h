/*
 * The cases of nvtgsi_exec.c: program text, attributes, parameters and
 * the expected result registers, worked out from the pseudo-code of
 * NV_vertex_program section 2.14.1.10.  Included once, by nvtgsi_exec.c.
 */

#define TOL 1e-5f
#define LIT_BIG 3.3936226e38f    /* 2^(128 - 1/256) */

static const struct exec_case exec_cases[] = {
   {
      "mov-swizzle-negate-mask",
      "!!VP1.0\n" HPOS_V0
      "MOV o[TEX0], -v[1].wzyx;\n"
      "MOV o[TEX1].yw, v[1].x;\n"
      "MOV o[TEX2].xz, -v[1].yzxw;\n"
      "MOV o[TEX3], -v[2];\n"
      "MOV o[TEX4].w, v[1];\n"
      "END",
      .attr = { { 5, 6, 7, 8 }, { 1, 2, 3, 4 }, { 0, -0.0f, 1, -1 } },
      .expect = {
         E(HPOS, 5, 6, 7, 8),
         /* never written: "(0,0,0,1) at the invocation" */
         E(COL0, 0, 0, 0, 1),
         E(TEX0, -4, -3, -2, -1),
         E(TEX1, 0, 1, 0, 1),
         E(TEX2, -2, 0, -1, 1),
         E(TEX3, -0.0f, 0, -1, 1),
         E(TEX4, 0, 0, 0, 4),
      },
   },
   {
      "dst-is-src",
      "!!VP1.0\n" HPOS_V0
      "MOV R0, v[1];\n"
      "MUL R0, R0.yzxw, R0;\n"
      "MOV o[TEX0], R0;\n"
      "MOV R2, v[1];\n"
      "DST R2, R2, R2.wzyx;\n"
      "MOV o[TEX1], R2;\n"
      "MOV R3, v[3];\n"
      "LIT R3, R3;\n"
      "MOV o[TEX2], R3;\n"
      "MOV R4, v[4];\n"
      "EXP R4, R4.x;\n"
      "MOV o[TEX3], R4;\n"
      "MOV R5, v[1];\n"
      "LOG R5, R5.w;\n"
      "MOV o[TEX4], R5;\n"
      "MOV R6, v[1];\n"
      "RCP R6.y, R6.w;\n"
      "MOV o[TEX5], R6;\n"
      "MOV R7, v[1];\n"
      "ADD R7.xz, R7.zwxy, -R7;\n"
      "MOV o[TEX6], R7;\n"
      "END",
      .attr = { [1] = { 1, 2, 3, 4 }, [3] = { 0.5f, 0.25f, 0, 2 },
                [4] = { 2.5f, 0, 0, 0 } },
      .expect = {
         E(TEX0, 2, 6, 3, 16),
         E(TEX1, 1, 6, 3, 1),
         ET(TEX2, 1, 0.5f, 0.0625f, 1, TOL),
         ET(TEX3, 4, 0.5f, 5.6568542f, 1, TOL),
         E(TEX4, 2, 1, 2, 1),
         E(TEX5, 1, 0.25f, 3, 4),
         E(TEX6, 2, 2, -2, 4),
      },
   },
   {
      "rcp",
      "!!VP1.0\n" HPOS_V0
      "RCP o[TEX0], v[1].x;\n"
      "RCP o[TEX1], v[1].y;\n"
      "RCP o[TEX2], v[1].z;\n"
      "RCP o[TEX3], v[1].w;\n"
      "RCP o[TEX4], v[2].x;\n"
      "RCP o[TEX5].yz, -v[2].z;\n"
      "RCP o[TEX6], v[2].w;\n"
      "RCP o[TEX7].x, -v[2].y;\n"
      "END",
      .attr = { [1] = { 1, 0, -0.0f, INF }, [2] = { -INF, 2, -2, 3 } },
      .expect = {
         /* "The reciprocal of exactly 1.0 must be exactly 1.0." */
         E(TEX0, 1, 1, 1, 1),
         E(TEX1, INF, INF, INF, INF),
         E(TEX2, -INF, -INF, -INF, -INF),
         E(TEX3, 0, 0, 0, 0),
         E(TEX4, -0.0f, -0.0f, -0.0f, -0.0f),
         E(TEX5, 0, 0.5f, 0.5f, 1),
         E(TEX6, 1.0f / 3, 1.0f / 3, 1.0f / 3, 1.0f / 3),
         E(TEX7, -0.5f, 0, 0, 1),
      },
   },
   {
      "rsq",
      "!!VP1.0\n" HPOS_V0
      "RSQ o[TEX0], v[1].x;\n"
      "RSQ o[TEX1], v[1].y;\n"
      "RSQ o[TEX2], v[1].z;\n"
      "RSQ o[TEX3], v[1].w;\n"
      "RSQ o[TEX4], v[2].x;\n"
      "RSQ o[TEX5], -v[2].y;\n"
      "RSQ o[TEX6], v[2].z;\n"
      "RSQ o[TEX7].xw, -v[2].w;\n"
      "RSQ o[COL1], -v[1].z;\n"
      "END",
      .attr = { [1] = { 4, -4, 0, INF }, [2] = { -INF, 1, -0.25f, 16 } },
      .expect = {
         E(TEX0, 0.5f, 0.5f, 0.5f, 0.5f),
         E(TEX1, 0.5f, 0.5f, 0.5f, 0.5f),
         E(TEX2, INF, INF, INF, INF),
         E(TEX3, 0, 0, 0, 0),
         E(TEX4, 0, 0, 0, 0),
         E(TEX5, 1, 1, 1, 1),
         E(TEX6, 2, 2, 2, 2),
         E(TEX7, 0.25f, 0, 0, 0.25f),
         E(COL1, INF, INF, INF, INF),
      },
   },
   {
      "exp",
      "!!VP1.0\n" HPOS_V0
      "EXP o[TEX0], v[1].x;\n"
      "EXP o[TEX1], v[1].y;\n"
      "EXP o[TEX2], v[1].z;\n"
      "EXP o[TEX3], v[1].w;\n"
      "EXP o[TEX4], -v[2].x;\n"
      "EXP o[TEX5], v[2].y;\n"
      "EXP o[TEX6].y, v[1].x;\n"
      "EXP o[TEX7].xzw, v[2].z;\n"
      "END",
      .attr = { [1] = { 2.5f, -2.5f, 0, 1 }, [2] = { -3, -0.5f, 10.75f } },
      .expect = {
         ET(TEX0, 4, 0.5f, 5.6568542f, 1, TOL),
         ET(TEX1, 0.125f, 0.5f, 0.1767767f, 1, TOL),
         E(TEX2, 1, 0, 1, 1),
         E(TEX3, 2, 0, 2, 1),
         E(TEX4, 8, 0, 8, 1),
         ET(TEX5, 0.5f, 0.5f, 0.70710678f, 1, TOL),
         E(TEX6, 0, 0.5f, 0, 1),
         ET(TEX7, 1024, 0, 1722.1559f, 1, TOL),
      },
   },
   {
      "exp-range",
      "!!VP1.0\n" HPOS_V0
      "EXP o[TEX0], v[1].x;\n"
      "EXP o[TEX1], v[1].y;\n"
      "EXP o[TEX2], v[1].z;\n"
      "EXP o[TEX3], v[1].w;\n"
      "EXP o[TEX4], v[2].x;\n"
      "EXP o[TEX5], v[2].y;\n"
      "EXP o[TEX6], v[2].z;\n"
      "EXP o[TEX7], v[2].w;\n"
      "END",
      .attr = { [1] = { -126, -127, 127, 127.5f },
                [2] = { 128, -INF, INF, -126.5f } },
      .expect = {
         E(TEX0, FLT_MIN, 0, FLT_MIN, 1),
         /* 2^-127 is a denormal: "if the exponential result underflows
          * gives [0.0, 0.0, 0.0, 1.0]" */
         E(TEX1, 0, 0, 0, 1),
         E(TEX2, 0x1p127f, 0, 0x1p127f, 1),
         ET(TEX3, 0x1p127f, 0.5f, 2.4061597e38f, 1, TOL),
         /* "if the exponential result overflows gives [+Inf, 0.0, +Inf,
          * 1.0]" */
         E(TEX4, INF, 0, INF, 1),
         E(TEX5, 0, 0, 0, 1),
         E(TEX6, INF, 0, INF, 1),
         E(TEX7, 0, 0, 0, 1),
      },
   },
   {
      "log",
      "!!VP1.0\n" HPOS_V0
      "LOG o[TEX0], v[1].x;\n"
      "LOG o[TEX1], v[1].y;\n"
      "LOG o[TEX2], v[1].z;\n"
      "LOG o[TEX3], v[1].w;\n"
      "LOG o[TEX4], v[2].x;\n"
      "LOG o[TEX5], -v[2].y;\n"
      "LOG o[TEX6], v[2].z;\n"
      "LOG o[TEX7], v[2].w;\n"
      "LOG o[COL1], v[3].x;\n"
      "LOG o[BFC0], v[3].y;\n"
      "LOG o[BFC1], v[3].z;\n"
      "LOG o[FOGC], v[3].w;\n"
      "LOG o[PSIZ], v[4].x;\n"
      "LOG o[COL0].yw, v[4].y;\n"
      "END",
      .attr = { [1] = { 0, -0.0f, 1, 2 }, [2] = { 8, 8, 0.75f, INF },
                [3] = { -INF, 1e-40f, 3, FLT_MAX },
                [4] = { FLT_MIN, -0.375f } },
      .expect = {
         /* "LOG(0.0) gives [-Inf, 1.0, -Inf, 1.0]" */
         E(TEX0, -INF, 1, -INF, 1),
         E(TEX1, -INF, 1, -INF, 1),
         E(TEX2, 0, 1, 0, 1),
         E(TEX3, 1, 1, 1, 1),
         E(TEX4, 3, 1, 3, 1),
         E(TEX5, 3, 1, 3, 1),
         ET(TEX6, -1, 1.5f, -0.41503750f, 1, TOL),
         /* "both LOG(+Inf) and LOG(-Inf) give [+Inf, 1.0, +Inf, 1.0]" */
         E(TEX7, INF, 1, INF, 1),
         E(COL1, INF, 1, INF, 1),
         /* "if a denorm is input, it is treated as 0.0" */
         E(BFC0, -INF, 1, -INF, 1),
         ET(BFC1, 1, 1.5f, 1.5849625f, 1, TOL),
         /* FOGC and PSIZ: only x is compared (see same_output) */
         E(FOGC, 127, 0, 0, 0),
         E(PSIZ, -126, 0, 0, 0),
         E(COL0, 0, 1.5f, 0, 1),
      },
   },
   {
      "log-extremes",
      "!!VP1.0\n" HPOS_V0
      "LOG o[TEX0], v[1].x;\n"
      "LOG o[TEX1], v[1].y;\n"
      "LOG o[TEX2], -v[1].z;\n"
      "LOG o[TEX3].xz, v[1].w;\n"
      "END",
      .attr = { [1] = { FLT_MAX, FLT_MIN, 0x1.fffffcp-127f, 0x1p-126f } },
      .expect = {
         ET(TEX0, 127, 0x1.fffffep0f, 128, 1, TOL),
         E(TEX1, -126, 1, -126, 1),
         /* the largest denormal is still "treated as 0.0" */
         E(TEX2, -INF, 1, -INF, 1),
         E(TEX3, -126, 0, -126, 1),
      },
   },
   {
      "lit",
      "!!VP1.0\n" HPOS_V0
      "LIT o[TEX0], v[1];\n"
      "LIT o[TEX1], v[2];\n"
      "LIT o[TEX2], v[3];\n"
      "LIT o[TEX3], v[4];\n"
      "LIT o[TEX4], v[5];\n"
      "LIT o[TEX5], v[6];\n"
      "LIT o[TEX6], v[7];\n"
      "LIT o[TEX7], -v[8];\n"
      "LIT o[COL1], v[9];\n"
      "LIT o[BFC0].yz, v[1];\n"
      "LIT o[BFC1], v[10];\n"
      "LIT o[FOGC], v[11].yxzw;\n"
      "LIT R0, v[11].yxzw;\n"
      "MOV o[PSIZ], R0.zyxw;\n"
      "END",
      .attr = {
         [1] = { 0.5f, 0.25f, 0, 2 },
         [2] = { -0.5f, 0.8f, 0, 3 },
         [3] = { 0.7f, 0, 0, 0 },
         [4] = { 1, 2, 0, 200 },
         [5] = { 1, 0.5f, 0, -200 },
         [6] = { 1, 0, 0, 2 },
         [7] = { 1, 0, 0, -2 },
         [8] = { -0.5f, -0.25f, 0, -2 },
         [9] = { -0.0f, 0.5f, 0, 1 },
         [10] = { 0.5f, 0.5f, 0, 0 },
         [11] = { 4, 2, 0, 0.5f },
      },
      .expect = {
         ET(TEX0, 1, 0.5f, 0.0625f, 1, TOL),
         E(TEX1, 1, 0, 0, 1),
         /* "taking any base to the power of 0.0 will yield 1.0" */
         E(TEX2, 1, 0.7f, 1, 1),
         /* the power is clamped to 128 - 1/256 */
         ET(TEX3, 1, 1, LIT_BIG, 1, 1e-4f),
         ET(TEX4, 1, 1, LIT_BIG, 1, 1e-4f),
         E(TEX5, 1, 1, 0, 1),
         E(TEX6, 1, 1, INF, 1),
         ET(TEX7, 1, 0.5f, 0.0625f, 1, TOL),
         /* "if (t.x < 0.0) t.x = 0.0;" leaves -0.0 alone */
         E(COL1, 1, -0.0f, 0, 1),
         ET(BFC0, 0, 0.5f, 0.0625f, 1, TOL),
         E(BFC1, 1, 0.5f, 1, 1),
         E(FOGC, 1, 0, 0, 0),     /* x only */
         ET(PSIZ, 2, 0, 0, 0, TOL),
      },
   },
   {
      "dst",
      "!!VP1.0\n" HPOS_V0
      "MOV R0, v[2];\n"
      "DST o[TEX0], v[1], R0;\n"
      "DST o[TEX1], -v[1], -R0;\n"
      "DST o[TEX2].xw, v[1], R0;\n"
      "DST o[TEX3].yz, v[1].wzyx, R0;\n"
      "END",
      .attr = { [1] = { 9, 4, 16, 9 }, [2] = { 7, 0.5f, 7, 0.25f } },
      .expect = {
         E(TEX0, 1, 2, 16, 0.25f),
         E(TEX1, 1, 2, -16, -0.25f),
         E(TEX2, 1, 0, 0, 0.25f),
         E(TEX3, 0, 8, 4, 1),
      },
   },
   {
      "alu",
      "!!VP1.0\n" HPOS_V0
      "MOV R0, v[2];\n"
      "SLT o[TEX0], v[1], R0;\n"
      "SGE o[TEX1], v[1], R0.wzyx;\n"
      "MIN o[TEX2], v[1], -R0;\n"
      "MAX o[TEX3], v[1].x, R0;\n"
      "DP3 o[TEX4], v[1], R0;\n"
      "DP4 o[TEX5].xz, v[1], R0.wzyx;\n"
      "MAD o[TEX6], v[1], R0, -v[1];\n"
      "ADD o[TEX7], -v[1], R0.x;\n"
      "SGE o[COL1], v[1].xxzz, R0.yyww;\n"
      "SLT o[BFC0], -v[1], -R0.wzyx;\n"
      "MUL o[BFC1].xy, c[3], -R0.w;\n"
      "END",
      .attr = { [1] = { 1, 2, 3, 4 }, [2] = { 4, 3, 2, 1 } },
      .param = { [3] = { 0.5f, -8, 7, 7 } },
      .expect = {
         E(TEX0, 1, 1, 0, 0),
         E(TEX1, 1, 1, 1, 1),
         E(TEX2, -4, -3, -2, -1),
         E(TEX3, 4, 3, 2, 1),
         E(TEX4, 16, 16, 16, 16),
         E(TEX5, 30, 0, 30, 1),
         E(TEX6, 3, 4, 3, 0),
         E(TEX7, 3, 2, 1, 0),
         E(COL1, 0, 0, 1, 1),
         E(BFC0, 0, 0, 0, 0),
         E(BFC1, -0.5f, 8, 0, 1),
      },
   },
   {
      "temps-start-at-zero",
      "!!VP1.0\n" HPOS_V0
      "ADD R1, R1, v[1];\n"
      "MOV o[TEX0], R1;\n"
      "MOV R2.x, v[1].y;\n"
      "MOV o[TEX1], R2;\n"
      "MUL R3.xy, R3, v[1];\n"
      "MOV o[TEX2], R3;\n"
      "MOV R11.w, R11.x;\n"
      "MOV o[TEX3], R11;\n"
      "END",
      .attr = { [1] = { 1, 2, 3, 4 } },
      .expect = {
         E(TEX0, 1, 2, 3, 4),
         /* temporaries start at (0,0,0,0), not (0,0,0,1) */
         E(TEX1, 2, 0, 0, 0),
         E(TEX2, 0, 0, 0, 0),
         E(TEX3, 0, 0, 0, 0),
      },
   },

   /* NV_vertex_program1_1: DPH, RCC, SUB, ABS (sections 2.14.1.10.18 to
    * 21).  RCC's bounds are 2^64 (0x5F800000) and 2^-64 (0x1F800000). */
   {
      "vp11-dph-sub-abs",
      "!!VP1.1\n" HPOS_V0
      "MOV R1, v[1];\nMOV R2, v[2];\n"
      "DPH o[TEX0], R1, R2;\n"
      "DPH o[TEX1].xw, R1, -R2.wzyx;\n"
      "SUB o[TEX2], R1, R2;\n"
      "SUB o[TEX3], -R1, +R2.x;\n"
      "ABS o[TEX4], v[3];\n"
      "ABS o[TEX5], -v[3].wzyx;\n"
      "SUB R1.yz, R1.zyxw, R1;\nDPH R2, R1, R2;\nABS R2.x, -R2;\n"
      "MOV o[TEX6], R2;\n"
      "END",
      .attr = { [1] = { 1, 2, 3, 100 }, [2] = { 4, 5, 6, 7 },
                [3] = { -3, -0.0f, 0, -INF } },
      .expect = {
         E(TEX0, 39, 39, 39, 39),
         /* -(1*7 + 2*6 + 3*5) - 4 */
         E(TEX1, -38, 0, 0, -38),
         E(TEX2, -3, -3, -3, 93),
         E(TEX3, -5, -6, -7, -104),
         /* "(t.x >= 0) ? t.x : -t.x": ABS(-0.0) is -0.0 */
         E(TEX4, 3, -0.0f, 0, INF),
         /* no "if (negate0)" in ABS */
         E(TEX5, INF, 0, -0.0f, 3),
         /* R1 = (1, 0, -2, 100): 4 + 0 - 12 + 7 = -1, then |-1| in x */
         E(TEX6, 1, -1, -1, -1),
      },
   },
   {
      "vp11-rcc",
      "!!VP1.1\n" HPOS_V0
      "MOV R1, v[1];\nMOV R2, v[2];\n"
      "RCC o[TEX0].x, R1.x;\nRCC o[TEX0].y, R1.y;\n"
      "RCC o[TEX0].z, R1.z;\nRCC o[TEX0].w, R1.w;\n"
      "RCC o[TEX1].x, R2.x;\nRCC o[TEX1].y, R2.y;\n"
      "RCC o[TEX1].z, R2.z;\nRCC o[TEX1].w, -R2.w;\n"
      "RCC o[TEX2], v[3].x;\nRCC o[TEX3].yw, -v[3].y;\n"
      "RCC o[TEX4], v[3].z;\nRCC o[TEX5], v[3].w;\n"
      "END",
      .attr = { [1] = { 1, 2, 0, -0.0f }, [2] = { INF, -INF, 1e30f, 1e-25f },
                [3] = { 1e19f, 4e-20f, 3, -0.25f } },
      .expect = {
         E(TEX0, 1, 0.5f, 0x1p64f, -0x1p64f),
         /* 1/+Inf = +0 is Positive: 2^-64; 1/-Inf = -0 is not */
         E(TEX1, 0x1p-64f, -0x1p-64f, 0x1p-64f, -0x1p64f),
         E(TEX2, 1.0f / 1e19f, 1.0f / 1e19f, 1.0f / 1e19f, 1.0f / 1e19f),
         E(TEX3, 0, -0x1p64f, 0, -0x1p64f),
         E(TEX4, 1.0f / 3.0f, 1.0f / 3.0f, 1.0f / 3.0f, 1.0f / 3.0f),
         E(TEX5, -4, -4, -4, -4),
      },
   },
   {
      /* 2.14.1.11: "(positive or negative) 0.0 times anything is
       * (positive) 0.0"; every product below is an IEEE -0.0 */
      "zero-products",
      "!!VP1.0\n" HPOS_V0
      "MOV R1, v[1];\nMOV R2, v[2];\nMOV R3, v[3];\nMOV R5, v[5];\n"
      "MUL o[TEX0], v[1], R2;\n"
      "MAD o[TEX1], R1, R2, v[3];\n"
      "DP3 o[TEX2], v[4], R5;\n"
      "DP4 o[TEX3], v[4], R5;\n"
      "DST o[TEX4], v[4], R5;\n"
      "MUL R0, v[4], R5;\n"
      "RCP o[TEX5].x, R0.x;\nRCP o[TEX5].y, R0.y;\n"
      "RCP o[TEX5].z, R0.z;\nRCP o[TEX5].w, R0.w;\n"
      "SLT o[TEX6].xy, R0, R3;\nSGE o[TEX6].zw, R0, R3;\n"
      "MAD o[TEX7], v[4], R5, R2;\n"
      "END",
      .attr = { [1] = { -0.0f, 0, -2, 3 }, [2] = { 5, -5, -0.0f, -0.0f },
                [3] = { -0.0f, -0.0f, -0.0f, 1 },
                [4] = { -0.0f, 1, -1, 2 }, [5] = { 1, -0.0f, 0, -0.0f } },
      .expect = {
         E(TEX0, 0, 0, 0, 0),
         /* +0.0 + -0.0 = +0.0 */
         E(TEX1, 0, 0, 0, 1),
         E(TEX2, 0, 0, 0, 0),
         E(TEX3, 0, 0, 0, 0),
         /* (1.0, t.y*u.y, t.z, u.w): t.z and u.w pass through */
         E(TEX4, 1, 0, -1, -0.0f),
         E(TEX5, INF, INF, INF, INF),
         /* +0.0 < -0.0 is false, +0.0 >= -0.0 true */
         E(TEX6, 0, 0, 1, 0),
         E(TEX7, 5, -5, 0, 0),
      },
   },
   {
      "vp11-zero-products",
      "!!VP1.1\n" HPOS_V0
      "MOV R5, v[5];\nMOV R6, v[6];\n"
      "DPH o[TEX0], v[4], R5;\n"
      "DPH o[TEX1], v[4], -R5;\n"
      "DPH o[TEX2], v[4], R6;\n"
      "END",
      .attr = { [4] = { -0.0f, 1, -1, 2 }, [5] = { 1, -0.0f, 0, -0.0f },
                [6] = { 2, 3, 4, -0.5f } },
      .expect = {
         /* DP3 = +0.0, + u.w (-0.0) = +0.0 */
         E(TEX0, 0, 0, 0, 0),
         /* -u: products +0.0 (IEEE too), + (+0.0) */
         E(TEX1, 0, 0, 0, 0),
         /* 0 + 3 - 4 - 0.5 */
         E(TEX2, -1.5f, -1.5f, -1.5f, -1.5f),
      },
   },
   {
      /* "For the purpose of comparisons performed by the SGE and SLT
       * instructions, -0.0 is less than +0.0, -NaN is less than -Inf,
       * and +NaN is greater than +Inf." */
      "slt-sge-order",
      "!!VP1.0\n" HPOS_V0
      "MOV R2, v[2];\nMOV R4, v[4];\n"
      "SLT o[TEX0], v[1], R2;\n"
      "SGE o[TEX1], v[1], R2;\n"
      "SLT o[TEX2], R2, v[1];\n"
      "SGE o[TEX3], v[1], v[1];\n"
      "SLT o[TEX4], -v[1], R2;\n"
      "SLT o[TEX5], -v[1].wzyx, -R2;\n"
      "SLT o[TEX6], v[3], R4;\n"
      "SGE o[TEX7].xzw, v[3], R4.x;\n"
      "END",
      .attr = { [1] = { -0.0f, 0, -NAN, NAN },
                [2] = { 0, -0.0f, -INF, INF },
                [3] = { -1, -2, 1, -1e-30f },
                [4] = { -2, -1, -1, 1e-30f } },
      .expect = {
         E(TEX0, 1, 0, 1, 0),
         E(TEX1, 0, 1, 0, 1),
         E(TEX2, 0, 1, 0, 1),
         E(TEX3, 1, 1, 1, 1),
         /* (+0, -0, +NaN, -NaN) against (+0, -0, -Inf, +Inf) */
         E(TEX4, 0, 0, 0, 1),
         /* (-NaN, +NaN, -0, +0) against (-0, +0, +Inf, -Inf) */
         E(TEX5, 1, 0, 1, 0),
         E(TEX6, 0, 1, 0, 1),
         /* against -2: -1, 1, -1e-30 are greater */
         E(TEX7, 1, 0, 1, 1),
      },
   },
   {
      /* The +0.0 of a product is kept where its sign reaches an output,
       * RCP or SLT/SGE (through ADD, MAX, DST, LIT's t.x) and left out
       * where only RSQ, EXP, LOG, ARL or another product reads it. */
      "zero-sign-flow",
      "!!VP1.0\n" HPOS_V0
      "MOV R1, v[1];\n"
      "MUL R0, R1, v[2];\n"
      "ADD R2, R0, R0;\n"
      "RCP o[TEX0].x, R2.x;\n"
      "DP3 R3.x, R1, v[2];\n"
      "MAX R3.y, R3.x, R3.x;\n"
      "RCP o[TEX1].x, R3.y;\n"
      "DST o[TEX2], R1, R0;\n"
      "DP4 R6.x, R1, v[2];\n"
      "LIT R7, R6;\n"
      "RCP o[TEX3].x, R7.y;\n"
      "DP3 R8.x, R1, v[2];\n"
      "RSQ R8.y, R8.x;\n"
      "MUL R8.z, R8.x, v[2].x;\n"
      "MOV o[TEX4].yz, R8;\n"
      "EXP o[TEX5], R8.x;\n"
      "LOG o[TEX6], R8.x;\n"
      "ARL A0.x, R8.x;\n"
      "MOV o[TEX7], c[A0.x + 1];\n"
      "END",
      .attr = { [1] = { -0.0f, 1, -1, 2 }, [2] = { 1, -0.0f, 0, -0.0f } },
      .param = { [1] = { 7, 8, 9, 10 } },
      .expect = {
         E(TEX0, INF, 0, 0, 1),
         E(TEX1, INF, 0, 0, 1),
         E(TEX2, 1, 0, -1, 0),
         E(TEX3, INF, 0, 0, 1),
         E(TEX4, 0, INF, 0, 1),
         ET(TEX5, 1, 0, 1, 1, TOL),
         E(TEX6, -INF, 1, -INF, 1),
         E(TEX7, 7, 8, 9, 10),
      },
   },
   {
      /* Deferred +0.0 (one ADD per register): flushed before a read of
       * the register, before an overwrite of a pending component, and
       * before results for another register wait. */
      "zero-deferred",
      "!!VP1.0\n" HPOS_V0
      "MOV R1, v[1];\n"
      "DP4 o[TEX0].x, R1, v[2];\n"
      "DP4 o[TEX0].y, R1, v[3];\n"
      "MOV o[TEX0].x, v[3].w;\n"
      "DP3 R0.x, R1, v[2];\n"
      "DP3 R0.y, R1, v[3];\n"
      "ADD R0.z, R0.x, R0.y;\n"
      "MOV R0.w, R0.x;\n"
      "RCP o[TEX1].x, R0.x;\n"
      "RCP o[TEX1].y, R0.w;\n"
      "MOV o[TEX2], R0;\n"
      "MOV R2, -v[4];\n"
      "MAD R2, R1, v[2], R2;\n"
      "MAD R2, R1, v[2], R2;\n"
      "RCP o[TEX3].x, R2.x;\n"
      "DP4 o[TEX5].x, R1, v[2];\n"
      "MOV o[TEX4], R2;\n"
      "DP3 o[TEX5].z, R1, v[2];\n"
      "END",
      .attr = { [1] = { -0.0f, 1, -1, 2 }, [2] = { 1, -0.0f, 0, -0.0f },
                [3] = { 1, 2, 3, 4 } },
      .expect = {
         E(TEX0, 4, 7, 0, 1),
         E(TEX1, INF, INF, 0, 1),
         E(TEX2, 0, -1, -1, 0),
         E(TEX3, INF, 0, 0, 1),
         E(TEX4, 0, 0, 0, 0),
         E(TEX5, 0, 0, 0, 1),
      },
   },
};
