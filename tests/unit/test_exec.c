/*
 * The CPU interpreter (src/nvprog/nvp_exec.c): every VP1.0 and VP1.1
 * instruction and vertex state programs, with values worked out by hand
 * from the pseudo-code of NV_vertex_program 2.14.1.10 and the rules of
 * 2.14.1.11.  Comparisons are bit for bit (-0.0 != +0.0; a NaN result
 * must be the one +NaN, 0x7fc00000, unless a case passes a NaN through
 * a selection) except where a case gives a tolerance (EXP.z, LOG.z,
 * LIT.z).  No GL, no Mesa.
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp.h"
#include "unit_common.h"

#define INF INFINITY
#define QNAN NAN
#define MAX_EXPECT 12
#define TOL 1e-5f
#define DENORM 1e-40f
#define P64 18446744073709551616.0f          /* 2^64, 0x5F800000 */
#define M64 5.42101086242752217e-20f         /* 2^-64, 0x1F800000 */
#define LIT_BIG 3.3936226e38f                /* 2^(128 - 1/256) */

enum where { NONE, OUT, PARAM };

struct expect {
   enum where where;
   int index;
   float v[4];
   float tol;
};

struct xcase {
   const char *name;
   enum nvp_target target;
   const char *text;
   float v[NVP_VP1_NUM_ATTRIBS][4];
   float c[NVP_VP1_NUM_PARAMS][4];
   struct expect expect[MAX_EXPECT];
};

#define NVP_OUT_TEX(n) (NVP_OUT_TEX0 + (n))
#define O(o, x, y, z, w) { OUT, o, { x, y, z, w }, 0.0f }
#define OT(o, x, y, z, w, t) { OUT, o, { x, y, z, w }, t }
#define T(n, x, y, z, w) O(NVP_OUT_TEX(n), x, y, z, w)
#define TT(n, x, y, z, w, t) OT(NVP_OUT_TEX(n), x, y, z, w, t)
#define C(n, x, y, z, w) { PARAM, n, { x, y, z, w }, 0.0f }
#define VP NVP_TARGET_VERTEX
#define VSP NVP_TARGET_VERTEX_STATE
#define HP "MOV o[HPOS], v[0];\n"

static const struct xcase cases[] = {
   { "mov-init", VP, "!!VP1.0\n" HP
     "MOV o[TEX0], -v[1].wzyx;\nMOV o[TEX1].yw, v[1].x;\n"
     "MOV o[TEX2], R3;\nMOV o[TEX3], v[2];\nEND",
     .v = { { 5, 6, 7, 8 }, { 1, 2, 3, 4 }, { DENORM, -DENORM, 0, -0.0f } },
     .expect = {
        O(NVP_OUT_HPOS, 5, 6, 7, 8),
        /* "(0,0,0,1) at the invocation" */
        O(NVP_OUT_COL0, 0, 0, 0, 1),
        T(0, -4, -3, -2, -1), T(1, 0, 1, 0, 1),
        /* temporaries start at (0,0,0,0) */
        T(2, 0, 0, 0, 0),
        /* "if a denorm is input, it is treated as 0.0" */
        T(3, 0, -0.0f, 0, -0.0f) } },
   { "mul-zero", VP, "!!VP1.0\n" HP
     "MOV R1, v[1];\nMOV R2, v[2];\nMOV R3, v[3];\nMOV R4, v[4];\n"
     "MUL o[TEX0], R1, R2;\nMUL o[TEX1], -R1, R2.yxzw;\n"
     "MUL o[TEX2], R3, R4;\nEND",
     .v = { [1] = { 0, -0.0f, 0, DENORM }, [2] = { INF, 5, QNAN, 1e30f },
            [3] = { 2, -3, 1e30f, 1e-30f },
            [4] = { 3, 0.5f, 1e30f, 1e-30f } },
     /* "0.0 * x = 0.0 for all x (including +Inf, -Inf, +NaN, and -NaN)"
      * and "(positive or negative) 0.0 times anything is (positive)
      * 0.0" */
     .expect = { T(0, 0, 0, 0, 0), T(1, 0, 0, 0, 0),
                 /* overflow to +Inf; underflow (denormal) flushed */
                 T(2, 6, -1.5f, INF, 0) } },
   { "add-mad", VP, "!!VP1.0\n" HP
     "MOV R1, v[1];\nMOV R2, v[2];\nMOV R3, v[3];\nMOV R4, v[4];\n"
     "ADD o[TEX0], R1, -R2;\nMAD o[TEX1], R1, R2, R3;\n"
     "ADD o[TEX2], R3, -R3;\nMAD o[TEX3], R4.x, R4.y, R4.z;\n"
     "END",
     .v = { [1] = { 1.2e-38f, 1, -INF, -QNAN },
            [2] = { 1.18e-38f, 0, -INF, 1 },
            [3] = { -0.0f, 3, 1, 2 }, [4] = { 0, INF, -0.0f, 0 } },
     .expect = {
        /* denormal difference flushed; Inf-Inf and NaN give +NaN */
        T(0, 0, 1, QNAN, QNAN),
        T(1, 0, 3, INF, QNAN),
        T(2, 0, 0, 0, 0),
        /* 0*Inf = +0, then +0 + -0 = +0 */
        T(3, 0, 0, 0, 0) } },
   { "rcp-rsq", VP, "!!VP1.0\n" HP
     "RCP o[TEX0].x, v[1].x;\nRCP o[TEX0].y, v[1].y;\n"
     "RCP o[TEX0].z, v[1].z;\nRCP o[TEX0].w, v[1].w;\n"
     "RCP o[TEX1].x, v[2].x;\nRCP o[TEX1].y, -v[2].y;\n"
     "RCP o[TEX1].z, v[2].z;\nRCP o[TEX1].w, v[2].w;\n"
     "RSQ o[TEX2].x, v[3].x;\nRSQ o[TEX2].y, v[3].y;\n"
     "RSQ o[TEX2].z, v[3].z;\nRSQ o[TEX2].w, -v[3].w;\n"
     "RSQ o[TEX3], v[2].z;\nEND",
     .v = { [1] = { 1, -0.0f, 0, INF }, [2] = { -INF, 2, DENORM, 0x1p127f },
            [3] = { 4, -4, 0, INF } },
     .expect = {
        T(0, 1, -INF, INF, 0),
        /* 1/2^127 is a denormal: flushed */
        T(1, -0.0f, -0.5f, INF, 0),
        T(2, 0.5f, 0.5f, INF, 0),
        T(3, INF, INF, INF, INF) } },
   { "dots-dst", VP, "!!VP1.0\n" HP
     "MOV R1, v[1];\nMOV R2, v[2];\nMOV R3, v[3];\nMOV R4, v[4];\n"
     "DP3 o[TEX0], R1, R2;\nDP4 o[TEX1], R1, R2;\n"
     "DP4 o[TEX2].yw, -R1.wzyx, R2;\nDST o[TEX3], R1, R2;\n"
     "DST o[TEX4], R2, R1;\nEND",
     .v = { [1] = { 0, 1, 2, 3 }, [2] = { INF, 0.5f, 0.25f, 2 } },
     .expect = {
        T(0, 1, 1, 1, 1), T(1, 7, 7, 7, 7),
        /* -(3*inf) + ... = -Inf */
        T(2, 0, -INF, 0, -INF),
        T(3, 1, 0.5f, 2, 2),
        T(4, 1, 0.5f, 0.25f, 3) } },
   { "min-max", VP, "!!VP1.0\n" HP
     "MOV R1, v[1];\nMOV R2, v[2];\nMOV R3, v[3];\nMOV R4, v[4];\n"
     "MIN o[TEX0], R1, R2;\nMAX o[TEX1], R1, R2;\n"
     "MIN o[TEX2], R2, R1;\nMAX o[TEX3], R2, R1;\nEND",
     .v = { [1] = { -0.0f, QNAN, 1, -INF }, [2] = { 0, 1, QNAN, 5 } },
     /* the pseudo-code's selections: "(t.x < u.x) ? t.x : u.x" and
      * "(t.x >= u.x) ? t.x : u.x" */
     .expect = {
        T(0, 0, 1, QNAN, -INF), T(1, -0.0f, 1, QNAN, 5),
        T(2, -0.0f, QNAN, 1, -INF), T(3, 0, QNAN, 1, 5) } },
   { "slt-sge-order", VP, "!!VP1.0\n" HP
     "MOV R1, v[1];\nMOV R2, v[2];\nMOV R3, v[3];\nMOV R4, v[4];\n"
     "SLT o[TEX0], R1, R2;\nSGE o[TEX1], R1, R2;\n"
     "SLT o[TEX2], R2, R1;\nSGE o[TEX3], R2, R1;\n"
     "SLT o[TEX4], R3, R4;\nSGE o[TEX5], R3, R4;\n"
     "SLT o[TEX6], R4, R3;\nEND",
     /* "-0.0 is less than +0.0, -NaN is less than -Inf, and +NaN is
      * greater than +Inf" */
     .v = { [1] = { -0.0f, -QNAN, INF, 0 },
            [2] = { 0, -INF, QNAN, 0 },
            [3] = { 1, -QNAN, QNAN, -0.0f },
            [4] = { QNAN, 1, 1, -0.0f } },
     .expect = {
        T(0, 1, 1, 1, 0), T(1, 0, 0, 0, 1),
        T(2, 0, 0, 0, 0), T(3, 1, 1, 1, 1),
        T(4, 1, 1, 0, 0), T(5, 0, 0, 1, 1),
        T(6, 0, 0, 1, 0) } },
   { "exp", VP, "!!VP1.0\n" HP
     "EXP o[TEX0], v[1].x;\nEXP o[TEX1], v[1].y;\n"
     "EXP o[TEX2], v[1].z;\nEXP o[TEX3], v[1].w;\n"
     "EXP o[TEX4], v[2].x;\nEXP o[TEX5], -v[2].y;\n"
     "EXP o[TEX6], v[2].z;\nEXP o[TEX7].xyw, -v[2].w;\nEND",
     .v = { [1] = { 2.5f, -0.5f, 127.5f, 128 },
            [2] = { -126, -INF, -126.5f, DENORM } },
     .expect = {
        TT(0, 4, 0.5f, 5.6568542f, 1, TOL),
        TT(1, 0.5f, 0.5f, 0.70710678f, 1, TOL),
        TT(2, 0x1p127f, 0.5f, 2.4061596e38f, 1, TOL),
        /* "if the exponential result overflows gives [+Inf, 0.0, +Inf,
         * 1.0]" */
        T(3, INF, 0, INF, 1),
        T(4, 0x1p-126f, 0, 0x1p-126f, 1),
        /* -(-Inf) */
        T(5, INF, 0, INF, 1),
        /* 2^-127 underflows: "[0.0, 0.0, 0.0, 1.0]" */
        T(6, 0, 0, 0, 1),
        /* -denorm is -0.0: floor is -0.0, 2^0 = 1 */
        T(7, 1, 0, 0, 1) } },
   { "log", VP, "!!VP1.0\n" HP
     "LOG o[TEX0], v[1].x;\nLOG o[TEX1], v[1].y;\n"
     "LOG o[TEX2], v[1].z;\nLOG o[TEX3], v[1].w;\n"
     "LOG o[TEX4], -v[2].x;\nLOG o[TEX5], v[2].y;\n"
     "LOG o[TEX6].xyw, v[2].z;\nEND",
     .v = { [1] = { 8, -0.75f, 0, -INF },
            [2] = { DENORM, FLT_MAX, 0x1p-126f } },
     .expect = {
        T(0, 3, 1, 3, 1),
        TT(1, -1, 1.5f, -0.41503750f, 1, TOL),
        T(2, -INF, 1, -INF, 1),
        T(3, INF, 1, INF, 1),
        T(4, -INF, 1, -INF, 1),
        TT(5, 127, 1.99999988f, 128, 1, TOL),
        T(6, -126, 1, 0, 1) } },
   { "lit", VP, "!!VP1.0\n" HP
     "LIT o[TEX0], v[1];\nLIT o[TEX1], v[2];\nLIT o[TEX2], v[3];\n"
     "LIT o[TEX3], v[4];\nLIT o[TEX4], v[5];\nLIT o[TEX5], v[6];\n"
     "LIT o[TEX6], -v[6];\nEND",
     .v = { [1] = { 0.5f, 0.25f, 9, 2 },
            /* 0^0: "taking any base to the power of 0.0 will yield
             * 1.0" */
            [2] = { 1, 0, 0, 0 },
            /* t.x = -0.0 stays (-0.0 < 0.0 is false), but is not > 0 */
            [3] = { -0.0f, 0.5f, 0, 1 },
            /* power clamped to 128 - 1/256 */
            [4] = { 1, 2, 0, 200 },
            [5] = { 1, 0.5f, 0, -200 },
            [6] = { 1, 0, 0, -1 } },
     .expect = {
        TT(0, 1, 0.5f, 0.0625f, 1, TOL),
        T(1, 1, 1, 1, 1),
        T(2, 1, -0.0f, 0, 1),
        TT(3, 1, 1, LIT_BIG, 1, TOL),
        TT(4, 1, 1, LIT_BIG, 1, TOL),
        /* 0^-1: 2^(-1 * -Inf) = +Inf */
        T(5, 1, 1, INF, 1),
        /* x = -1 is clamped to 0: z = 0 */
        T(6, 1, 0, 0, 1) } },
   { "arl-relative", VP, "!!VP1.0\n" HP
     "MOV o[TEX0], c[A0.x + 5];\n"
     "ARL A0.x, v[1].x;\nMOV o[TEX1], c[A0.x + 1];\n"
     "MOV o[TEX2], c[A0.x - 1];\n"
     "ARL A0.x, v[1].y;\nMOV o[TEX3], c[A0.x];\n"
     "MOV o[TEX4], c[A0.x + 1];\n"
     "ARL A0.x, v[1].z;\nMOV o[TEX5], c[A0.x + 63];\n"
     "ARL A0.x, -v[1].w;\nMOV o[TEX6], c[A0.x];\n"
     "ARL A0.x, v[2].x;\nMOV o[TEX7], c[A0.x - 64];\n"
     "ARL A0.x, v[2].y;\nMOV o[COL1], c[A0.x];\n"
     "ARL A0.x, v[2].z;\nMOV o[BFC0], c[A0.x];\n"
     "END",
     .v = { [1] = { -0.5f, 95.9f, QNAN, DENORM },
            [2] = { 1e10f, -INF, 159.5f } },
     .c = { [0] = { 10, 11, 12, 13 }, [5] = { 50, 51, 52, 53 },
            [95] = { 950, 951, 952, 953 }, [94] = { 940, 941, 942, 943 } },
     .expect = {
        /* A0.x is 0 before any ARL */
        T(0, 50, 51, 52, 53),
        /* floor(-0.5) = -1 */
        T(1, 10, 11, 12, 13),
        /* c[-2]: "outside of the 0 to 95 inclusive range always read
         * the value (0,0,0,0)" */
        T(2, 0, 0, 0, 0),
        T(3, 950, 951, 952, 953), T(4, 0, 0, 0, 0),
        /* a NaN index reads zeros */
        T(5, 0, 0, 0, 0),
        /* -denorm is -0.0: floor 0 */
        T(6, 10, 11, 12, 13),
        T(7, 0, 0, 0, 0),
        O(NVP_OUT_COL1, 0, 0, 0, 0),
        /* 159 - 64 = 95 is not read: the offset is +0 here */
        O(NVP_OUT_BFC0, 0, 0, 0, 0) } },
   { "masks-aliasing", VP, "!!VP1.0\n" HP
     "MOV R0, v[1];\nMUL R0.xz, R0.yzxw, R0;\nMOV o[TEX0], R0;\n"
     "MOV R1, v[1];\nDST R1, R1, R1.wzyx;\nMOV o[TEX1], R1;\n"
     "MOV R2, v[1];\nEXP R2.yw, R2.w;\nMOV o[TEX2], R2;\nEND",
     .v = { [1] = { 1, 2, 3, 4 } },
     .expect = { T(0, 2, 2, 3, 4), T(1, 1, 6, 3, 1),
                 T(2, 1, 0, 3, 1) } },

   /* NV_vertex_program1_1 */
   { "dph", VP, "!!VP1.1\n" HP
     "MOV R1, v[1];\nMOV R2, v[2];\nMOV R3, v[3];\nMOV R4, v[4];\n"
     "DPH o[TEX0], R1, R2;\nDPH o[TEX1], R1, -R2;\n"
     "DPH o[TEX2].xz, -R1.wzyx, +R2.x;\nDPH o[TEX3], R3, R4;\n"
     "END",
     .v = { [1] = { 1, 2, 3, 100 }, [2] = { 4, 5, 6, 7 },
            [3] = { 0, 1, 1, 1 }, [4] = { INF, 2, 3, -0.0f } },
     .expect = {
        /* 4 + 10 + 18 + 7; t.w is never read */
        T(0, 39, 39, 39, 39),
        /* "if (negate1) { ... u.w = -u.w; }" */
        T(1, -39, -39, -39, -39),
        /* -(100*4 + 3*4 + 2*4) + 4 */
        T(2, -416, 0, -416, 1),
        /* 0*Inf = 0; 2 + 3 + -0.0 = 5 */
        T(3, 5, 5, 5, 5) } },
   { "rcc", VP, "!!VP1.1\n" HP
     "RCC o[TEX0].x, v[1].x;\nRCC o[TEX0].y, v[1].y;\n"
     "RCC o[TEX0].z, v[1].z;\nRCC o[TEX0].w, v[1].w;\n"
     "RCC o[TEX1].x, v[2].x;\nRCC o[TEX1].y, v[2].y;\n"
     "RCC o[TEX1].z, v[2].z;\nRCC o[TEX1].w, -v[2].w;\n"
     "RCC o[TEX2].x, v[3].x;\nRCC o[TEX2].y, v[3].y;\n"
     "RCC o[TEX2].z, v[3].z;\nRCC o[TEX2].w, v[3].w;\n"
     "RCC o[TEX3], v[4].x;\nEND",
     .v = { [1] = { 1, 2, 0, -0.0f }, [2] = { INF, -INF, 1e30f, 1e-25f },
            [3] = { 1e19f, 4e-20f, DENORM, -DENORM },
            [4] = { QNAN } },
     .expect = {
        /* "The reciprocal of exactly 1.0 must be exactly 1.0."; 1/+0 =
         * +Inf clamped to 2^64 (0x5F800000), 1/-0 to -2^64 */
        T(0, 1, 0.5f, P64, -P64),
        /* 1/+Inf = +0 is Positive: 2^-64; 1/-Inf = -0 is not: -2^-64;
         * 1e-30 < 2^-64; -1e25 < -2^64 */
        T(1, M64, -M64, M64, -P64),
        /* 1e-19 is within the bounds; 2.5e19 > 2^64; denormals are 0 */
        T(2, 1.0f / 1e19f, P64, P64, -P64),
        T(3, QNAN, QNAN, QNAN, QNAN) } },
   { "sub-abs", VP, "!!VP1.1\n" HP
     "MOV R1, v[1];\nMOV R2, v[2];\nMOV R3, v[3];\nMOV R4, v[4];\n"
     "SUB o[TEX0], R1, R2;\nSUB o[TEX1], R1, -R2.wzyx;\n"
     "ABS o[TEX2], R3;\nABS o[TEX3], -R3;\n"
     "ABS o[TEX4].yw, R4.yxwz;\nSUB o[TEX5], +R4, R4;\n"
     "MOV R0, R1;\nSUB R0.yzw, R0.yxzw, R0;\nMOV o[TEX6], R0;\nEND",
     .v = { [1] = { 5, 1, 0, -0.0f }, [2] = { 3, 1, -0.0f, 0 },
            [3] = { -3, -0.0f, 0, -INF }, [4] = { INF, 2, DENORM, -7 } },
     .expect = {
        /* 0 - -0 = +0, -0 - 0 = -0 */
        T(0, 2, 0, 0, -0.0f),
        T(1, 5, 1, 1, 3),
        /* "(t.x >= 0) ? t.x : -t.x": -0.0 >= 0, so ABS(-0.0) = -0.0 */
        T(2, 3, -0.0f, 0, INF),
        /* no "if (negate0)" in ABS: the sign does not matter */
        T(3, 3, -0.0f, 0, INF),
        T(4, 0, INF, 0, 0),
        /* Inf - Inf = +NaN; denormals are 0 */
        T(5, QNAN, 0, 0, 0),
        T(6, 5, 4, 0, 0) } },

   /* Vertex state programs: c[] writes under their masks, visible to
    * the next instruction; v[0] is ExecuteProgramNV's params. */
   { "vsp-basic", VSP, "!!VSP1.0\n"
     "MOV c[1].xw, v[0];\nADD c[2], c[1], c[1].w;\n"
     "DP3 R0.w, c[3], c[3];\nRSQ R0.w, R0.w;\nMUL c[3].xyz, c[3], R0.w;\n"
     "END",
     .v = { { 1, 2, 3, 4 } },
     .c = { [1] = { 9, 9, 9, 9 }, [2] = { 7, 7, 7, 7 },
            [3] = { 3, 0, 4, 5 }, [4] = { 6, 6, 6, 6 } },
     .expect = { C(1, 1, 9, 9, 4), C(2, 5, 13, 13, 8),
                 C(3, 0.6f, 0, 0.8f, 5), C(4, 6, 6, 6, 6),
                 C(0, 0, 0, 0, 0) } },
   { "vsp-relative-read", VSP, "!!VSP1.0\n"
     "ARL A0.x, v[0].x;\nMOV c[0], c[A0.x + 1];\n"
     "MOV c[1], c[A0.x - 64];\nMOV c[2].y, -v[0].x;\nEND",
     .v = { { 9.75f } },
     .c = { [10] = { 1, 2, 3, 4 }, [1] = { 5, 5, 5, 5 } },
     .expect = { C(0, 1, 2, 3, 4), C(1, 0, 0, 0, 0),
                 C(2, 0, -9.75f, 0, 0) } },
};

static unsigned checks, failures;

/* A computed NaN must be +NaN, 0x7fc00000 ("Computations involving +NaN
 * or -NaN generate +NaN"); selections pass NaNs through. */
static bool
nan_ok(const char *name, float got)
{
   uint32_t g;

   memcpy(&g, &got, 4);
   if (!isnan(got) || g == 0x7fc00000u || strcmp(name, "min-max") == 0)
      return true;
   return false;
}

static void
run_case(const struct xcase *tc)
{
   struct nvp_error err;
   struct nvp_program *prog;
   float c[NVP_VP1_NUM_PARAMS][4];
   float o[NVP_OUT_COUNT][4];
   unsigned before = failures;

   checks++;
   prog = nvp_parse(tc->target, tc->text, strlen(tc->text), &err);
   if (!prog) {
      failures++;
      printf("FAIL %s: parse: %s\n", tc->name, err.message);
      return;
   }
   memcpy(c, tc->c, sizeof(c));
   bool ok = tc->target == VSP ?
             nvp_execute_state_program(prog, tc->v[0], c, &err) :
             nvp_execute(prog, tc->v, c, o, &err);
   if (!ok) {
      failures++;
      printf("FAIL %s: execute: %s\n", tc->name, err.message);
      nvp_program_free(prog);
      return;
   }
   for (unsigned i = 0; i < MAX_EXPECT && tc->expect[i].where; i++) {
      const struct expect *ex = &tc->expect[i];
      const float *got = ex->where == OUT ? o[ex->index] : c[ex->index];

      checks++;
      for (unsigned k = 0; k < 4; k++) {
         uint32_t bits;
         memcpy(&bits, &got[k], 4);
         if (!unit_same_float(got[k], ex->v[k], ex->tol) ||
             !nan_ok(tc->name, got[k])) {
            failures++;
            printf("FAIL %s: %s[%d].%c = %.9g (0x%08x), want %.9g\n",
                   tc->name, ex->where == OUT ? "o" : "c", ex->index,
                   "xyzw"[k], got[k], bits, ex->v[k]);
         }
      }
   }
   /* A vertex program leaves c[] alone. */
   if (tc->target == VP) {
      checks++;
      if (memcmp(c, tc->c, sizeof(c)) != 0) {
         failures++;
         printf("FAIL %s: c[] changed\n", tc->name);
      }
   }
   if (failures == before)
      printf("PASS %s\n", tc->name);
   nvp_program_free(prog);
}

#define CHECK(cond, what)                                       \
   do {                                                         \
      checks++;                                                 \
      if (!(cond)) {                                            \
         failures++;                                            \
         printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, what);  \
      }                                                         \
   } while (0)

/* Wrong program kinds and malformed IR: refused, registers untouched. */
static void
test_errors(void)
{
   static const char vp[] = "!!VP1.0 MOV o[HPOS], v[0]; END";
   static const char vsp[] = "!!VSP1.0 MOV c[3], v[0]; END";
   static const float v0[4] = { 1, 2, 3, 4 };
   float v[NVP_VP1_NUM_ATTRIBS][4] = { { 0 } };
   float c[NVP_VP1_NUM_PARAMS][4], saved[NVP_VP1_NUM_PARAMS][4];
   float o[NVP_OUT_COUNT][4];
   struct nvp_error err;
   struct nvp_program *p_vp, *p_vsp;

   for (unsigned n = 0; n < NVP_VP1_NUM_PARAMS; n++) {
      for (unsigned k = 0; k < 4; k++)
         c[n][k] = (float)(n * 4 + k);
   }
   memcpy(saved, c, sizeof(c));

   p_vp = nvp_parse(VP, vp, strlen(vp), &err);
   p_vsp = nvp_parse(VSP, vsp, strlen(vsp), &err);
   CHECK(p_vp && p_vsp, "parse");
   if (!p_vp || !p_vsp)
      return;

   CHECK(!nvp_execute_state_program(p_vp, v0, c, &err),
         "a vertex program run as a state program");
   CHECK(!nvp_execute(p_vsp, (const float (*)[4])v, c, o, &err),
         "a state program run as a vertex program");
   CHECK(!nvp_execute_state_program(NULL, v0, c, &err), "NULL program");
   CHECK(!nvp_execute_state_program(p_vsp, NULL, c, &err), "NULL v0");

   /* Malformed IR: an out-of-range destination after a valid write. */
   struct nvp_instr bad[2];
   memcpy(&bad[0], &p_vsp->instrs[0], sizeof(bad[0]));
   memcpy(&bad[1], &p_vsp->instrs[0], sizeof(bad[1]));
   bad[1].dst.index = 96;
   bad[1].offset = 42;
   struct nvp_instr *keep = p_vsp->instrs;
   p_vsp->instrs = bad;
   p_vsp->num_instrs = 2;
   CHECK(!nvp_execute_state_program(p_vsp, v0, c, &err) &&
         err.position == 42, "bad destination refused at its offset");
   bad[1].dst.index = 3;
   bad[1].src[0].swizzle[2] = 7;
   CHECK(!nvp_execute_state_program(p_vsp, v0, c, &err), "bad swizzle");
   bad[1].src[0].swizzle[2] = 2;
   bad[1].op = NVP_OP_COUNT;
   CHECK(!nvp_execute_state_program(p_vsp, v0, c, &err), "bad opcode");
   bad[1].op = NVP_OP_MOV;
   bad[1].dst.file = NVP_FILE_OUTPUT;
   CHECK(!nvp_execute_state_program(p_vsp, v0, c, &err),
         "o[] written by a state program");
   p_vsp->instrs = keep;
   p_vsp->num_instrs = 1;
   CHECK(memcmp(c, saved, sizeof(c)) == 0, "c[] untouched on errors");

   /* And the valid program writes c[3] only. */
   CHECK(nvp_execute_state_program(p_vsp, v0, c, &err), "valid run");
   CHECK(memcmp(c[3], v0, sizeof(v0)) == 0 &&
         memcmp(c, saved, sizeof(c[0]) * 3) == 0 &&
         memcmp(c[4], saved[4], sizeof(c[0]) * 92) == 0,
         "only c[3] written");

   nvp_program_free(p_vp);
   nvp_program_free(p_vsp);
}

/* A position-invariant program leaves o[HPOS] at (0,0,0,1): fixed
 * function computes it. */
static void
test_position_invariant(void)
{
   static const char text[] = "!!VP1.1 OPTION NV_position_invariant;\n"
                              "ABS o[COL0], -v[3]; END";
   float v[NVP_VP1_NUM_ATTRIBS][4] = { { 5, 6, 7, 8 }, [3] = { -1, 2,
                                                               -3, 4 } };
   float c[NVP_VP1_NUM_PARAMS][4] = { { 0 } };
   float o[NVP_OUT_COUNT][4];
   struct nvp_error err;
   struct nvp_program *prog = nvp_parse(VP, text, strlen(text), &err);

   CHECK(prog && prog->position_invariant, "parse");
   if (!prog)
      return;
   CHECK(nvp_execute(prog, (const float (*)[4])v, c, o, &err), "run");
   CHECK(o[NVP_OUT_HPOS][0] == 0 && o[NVP_OUT_HPOS][3] == 1 &&
         o[NVP_OUT_COL0][0] == 1 && o[NVP_OUT_COL0][2] == 3,
         "HPOS untouched, COL0 = |v[3]|");
   nvp_program_free(prog);
}

int
main(void)
{
   for (unsigned i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
      run_case(&cases[i]);
   test_errors();
   test_position_invariant();
   printf("%u checks, %u failures\n", checks, failures);
   return failures ? 1 : 0;
}
