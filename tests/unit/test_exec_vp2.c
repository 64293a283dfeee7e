/*
 * The CPU interpreter (src/nvprog/nvp_exec.c) on "!!VP2.0" programs:
 * each NV_vertex_program2 instruction with values worked out from the
 * pseudo-code and special cases of section 2.14.3, the condition code
 * rules of 2.14.1.6 and 2.14.2.2 (the spec's own examples), branches,
 * CAL/RET nesting and overflow, "main", and the termination of
 * adversarial programs (2.14.2.3).  Bit-exact unless a case gives a
 * tolerance; a NaN result must be the one +NaN, 0x7fc00000.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp.h"

#define INF INFINITY
#define QNAN NAN
#define MAX_EXPECT 8
#define ANY_END (-1)

struct expect {
   bool set;
   int out;              /* enum nvp_output */
   float v[4];
   float tol;
};

struct xcase {
   const char *name;
   const char *text;
   float v[NVP_VP1_NUM_ATTRIBS][4];
   float c[NVP_VP2_NUM_PARAMS][4];
   struct expect expect[MAX_EXPECT];
   int end;              /* enum nvp_exec_end, or ANY_END */
   unsigned executed;    /* 0: not checked */
};

#define NVP_OUT_TEX1 (NVP_OUT_TEX0 + 1)
#define NVP_OUT_TEX2 (NVP_OUT_TEX0 + 2)
#define NVP_OUT_TEX3 (NVP_OUT_TEX0 + 3)
#define NVP_OUT_TEX4 (NVP_OUT_TEX0 + 4)
#define NVP_OUT_TEX5 (NVP_OUT_TEX0 + 5)
#define NVP_OUT_TEX6 (NVP_OUT_TEX0 + 6)
#define NVP_OUT_CLP1 (NVP_OUT_CLP0 + 1)
#define O(o, x, y, z, w) { true, NVP_OUT_##o, { x, y, z, w }, 0.0f }
#define OT(o, x, y, z, w, t) { true, NVP_OUT_##o, { x, y, z, w }, t }
#define HP "MOV o[HPOS], v[0];\n"

static const struct xcase cases[] = {
   /* ---- instructions ---- */
   { "flr-frc", "!!VP2.0\n" HP
     "FLR o[TEX0], v[1];\nFRC o[TEX1], v[1];\nFLR o[TEX2], v[2];\n"
     "FRC o[TEX3], v[2];\nEND",
     .v = { [1] = { 2.3f, -3.5f, -0.0f, 7.0f },
            [2] = { INF, -INF, QNAN, -1e-30f } },
     /* "The floor of 2.3 is 2.0; the floor of -3.6 is -4.0";
      * "fraction(+/-INF) = NaN", "fraction(+/-0.0) = +0.0"; -1e-30
      * - -1 rounds to 1.0 (the pseudo-code, not "[0.00, 1.00)"). */
     .expect = { O(TEX0, 2, -4, -0.0f, 7),
                 OT(TEX1, 0.3f, 0.5f, 0, 0, 1e-6f),
                 O(TEX2, INF, -INF, QNAN, -1),
                 O(TEX3, QNAN, QNAN, QNAN, 1) }, .end = ANY_END },
   { "ssg-set-on", "!!VP2.0\n" HP
     "SSG o[TEX0], v[1];\nSEQ o[TEX1], v[2], c[3];\n"
     "SNE o[TEX2], v[2], c[3];\nSGT o[TEX3], v[2], c[3];\n"
     "SLE o[TEX4], v[2], c[3];\nSFL o[TEX5], v[2], c[3];\n"
     "STR o[TEX6], v[2], c[3];\nEND",
     .v = { [1] = { -0.0f, -INF, QNAN, 1e-30f },
            [2] = { -0.0f, 1, QNAN, 2 } },
     .c = { [3] = { 0.0f, 1, 1, 1 } },
     /* "SetSign(-0.0) = SetSign(+0.0) = 0.0"; NaN operands give NaN in
      * every "set on" instruction; -0.0 == +0.0. */
     .expect = { O(TEX0, 0, -1, QNAN, 1), O(TEX1, 1, 1, QNAN, 0),
                 O(TEX2, 0, 0, QNAN, 1), O(TEX3, 0, 0, QNAN, 1),
                 O(TEX4, 1, 1, QNAN, 0), O(TEX5, 0, 0, 0, 0),
                 O(TEX6, 1, 1, 1, 1) }, .end = ANY_END },
   { "slt-sge-min-max", "!!VP2.0\n" HP
     "SLT o[TEX0], v[1], c[2];\nSGE o[TEX1], v[1], c[2];\n"
     "MIN o[TEX2], v[1], c[2];\nMAX o[TEX3], v[1], c[2];\n"
     "MIN o[TEX4], c[2], v[1];\nMAX o[TEX5], c[2], v[1];\nEND",
     .v = { [1] = { -0.0f, QNAN, 1, -INF } },
     .c = { [2] = { 0.0f, 1, QNAN, 3 } },
     /* VP1's totalOrder has -0.0 < +0.0; VP2 compares them equal.
      * "min(NaN, <x>) == NaN"; "min(A,B) is always equivalent to
      * min(B,A)", zeros included. */
     .expect = { O(TEX0, 0, QNAN, QNAN, 1), O(TEX1, 1, QNAN, QNAN, 0),
                 O(TEX2, -0.0f, QNAN, QNAN, -INF),
                 O(TEX3, 0, QNAN, QNAN, 3),
                 O(TEX4, -0.0f, QNAN, QNAN, -INF),
                 O(TEX5, 0, QNAN, QNAN, 3) }, .end = ANY_END },
   { "ex2-lg2-cos-sin", "!!VP2.0\n" HP
     "EX2 R0, v[1].x;\nEX2 R1, v[1].y;\nEX2 R2, v[1].z;\n"
     "MOV o[TEX0], R0.x;\nMOV o[TEX0].y, R1;\nMOV o[TEX0].z, R2;\n"
     "LG2 R0, v[2].x;\nLG2 R1, v[2].y;\nLG2 R2, v[2].z;\nLG2 R3, v[2].w;\n"
     "MOV o[TEX1].x, R0;\nMOV o[TEX1].y, R1;\nMOV o[TEX1].z, R2;\n"
     "MOV o[TEX1].w, R3;\n"
     "COS R0, v[3].x;\nSIN R1, v[3].y;\nCOS R2, v[3].z;\nSIN R3, v[3].w;\n"
     "MOV o[TEX2].x, R0;\nMOV o[TEX2].y, R1;\nMOV o[TEX2].z, R2;\n"
     "MOV o[TEX2].w, R3;\nEX2 o[TEX3], v[4].x;\nLG2 o[TEX4], v[4].y;\n"
     "SIN o[TEX5], v[4].z;\nEND",
     .v = { [1] = { 3, -INF, -1 }, [2] = { 8, -0.0f, -1, INF },
            [3] = { -0.0f, -0.0f, 1.0471975511965976f, INF },
            [4] = { 0.5f, 10, 1 } },
     /* "Approx2ToX(-INF) = +0.0", "ApproxLog2(+/-0.0) = -INF",
      * "ApproxLog2(x) = NaN, -INF < x < -0.0", "ApproxCosine(+/-0.0) =
      * +1.0", "ApproxSine(+/-0.0) = +/-0.0", "ApproxSine(+/-INF) =
      * NaN"; the rest within 2^-22. */
     .expect = { O(TEX0, 8, 0, 0.5f, 8), O(TEX1, 3, -INF, QNAN, INF),
                 OT(TEX2, 1, -0.0f, 0.5f, QNAN, 2.4e-7f),
                 OT(TEX3, 1.41421356f, 1.41421356f, 1.41421356f,
                    1.41421356f, 2.4e-7f),
                 OT(TEX4, 3.32192809f, 3.32192809f, 3.32192809f,
                    3.32192809f, 2.4e-7f),
                 OT(TEX5, 0.84147098f, 0.84147098f, 0.84147098f,
                    0.84147098f, 2.4e-7f) }, .end = ANY_END },
   { "ieee-products-rsq-abs", "!!VP2.0\n" HP
     "MUL o[TEX0], v[1], c[2];\nDP3 o[TEX1], v[1], c[2].yyyy;\n"
     "RSQ o[TEX2].x, v[3].x;\nRSQ o[TEX2].y, v[3].y;\n"
     "RSQ o[TEX2].z, v[3].z;\nABS o[TEX3], v[4];\n"
     "DST o[TEX4], v[1], c[2];\nMAD o[TEX5], v[1], c[2], v[1];\nEND",
     .v = { [1] = { -0.0f, 0.0f, 2, 0 },
            [3] = { -0.0f, -4, 4 }, [4] = { -0.0f, -3, QNAN, -INF } },
     .c = { [2] = { 2, INF, -0.0f, 1 } },
     /* "+/-0.0 * +/-INF = NaN", signed zero products; RSQ without fabs:
      * "ApproxRSQRT(-0.0) = -INF", NaN for negatives; "abs(-0.0) =
      * +0.0". */
     .expect = { O(TEX0, -0.0f, QNAN, -0.0f, 0),
                 O(TEX1, QNAN, QNAN, QNAN, QNAN),
                 O(TEX2, -INF, QNAN, 0.5f, 1),
                 O(TEX3, 0, 3, QNAN, INF),
                 O(TEX4, 1, QNAN, 2, 1),
                 O(TEX5, -0.0f, QNAN, 2, 0) }, .end = ANY_END },
   { "abs-operand", "!!VP2.0\n" HP
     "MOV o[TEX0], |v[1]|;\nMOV o[TEX1], -|v[1]|;\n"
     "MOV o[TEX2], -|-v[1].wzyx|;\nADD o[TEX3], v[1], |v[1]|;\n"
     "SUB o[TEX4], v[1], -|v[1]|;\nRCP o[TEX5], -|v[1].y|;\nEND",
     .v = { [1] = { -2, 4, -0.0f, -INF } },
     /* VectorLoad(): negateBase, abs, negateAbs; "SUB R0, R1, -|R2|"
      * is "ADD R0, R1, |R2|". */
     .expect = { O(TEX0, 2, 4, 0, INF), O(TEX1, -2, -4, -0.0f, -INF),
                 O(TEX2, -INF, -0.0f, -4, -2), O(TEX3, 0, 8, 0, QNAN),
                 O(TEX4, 0, 8, 0, QNAN),
                 O(TEX5, -0.25f, -0.25f, -0.25f, -0.25f) },
     .end = ANY_END },
   { "vp1-rules-kept", "!!VP2.0\n" HP
     "EXP o[TEX0], v[1].x;\nLOG o[TEX1], v[1].y;\nRCC o[TEX2], v[1].z;\n"
     "LIT o[TEX3], v[2];\nRCP o[TEX4], v[1].w;\nEND",
     .v = { [1] = { 2.5f, -8, 0.0f, -INF }, [2] = { 1, 0, 0, 5 } },
     .expect = { OT(TEX0, 4, 0.5f, 5.65685425f, 1, 1e-3f),
                 OT(TEX1, 3, 1, 3, 1, 1e-3f),
                 O(TEX2, 18446744073709551616.0f, 18446744073709551616.0f,
                   18446744073709551616.0f, 18446744073709551616.0f),
                 /* "any base to the power of 0.0 will yield 1.0" */
                 O(TEX3, 1, 1, 0, 1),
                 O(TEX4, -0.0f, -0.0f, -0.0f, -0.0f) }, .end = ANY_END },
   { "params-256-clip", "!!VP2.0\n" HP
     "MOV o[CLP0], c[200];\nDP4 o[CLP5].x, c[255], v[0];\nEND",
     .v = { { 1, 2, 3, 4 } },
     .c = { [200] = { 5, 6, 7, 8 }, [255] = { 1, 1, 1, 1 } },
     .expect = { O(CLP0, 5, 6, 7, 8), O(CLP5, 10, 0, 0, 1),
                 O(CLP1, 0, 0, 0, 1) }, .end = NVP_EXEC_END_LAST,
     .executed = 3 },

   /* ---- address registers ---- */
   { "arl-arr-ara", "!!VP2.0\n" HP
     "ARL A0, v[1];\nARR A1, v[2];\n"
     "MOV o[TEX0], c[A0.x+10];\nMOV o[TEX1], c[A0.y+10];\n"
     "MOV o[TEX2], c[A1.z];\nMOV o[TEX3], c[A1.w];\n"
     "ARA A0, A1;\nMOV o[TEX4], c[A0.z+4];\nARL A1, v[3];\n"
     "MOV o[TEX5], c[A1.x-256];\nMOV o[TEX6], c[A1.y+255];\n"
     "MOV o[TEX7], c[A1.w+10];\nEND",
     /* floor(-0.5) = -1 -> c[9]; floor(2.999) = 2 -> c[12]; round():
      * 2.5 -> 2 (even), 3.5 -> 4; A1 = (?, ?, 2, 4) -> c[2], c[4];
      * ARA: A0.z = A1.x + A1.z = 0 + 2 (A1.x = round(-0.4) = 0);
      * ARL clamps to [-512, 511]: 1000 -> 511, -1e9 -> -512; NaN ->
      * -512. */
     .v = { [1] = { -0.5f, 2.999f, 0, 0 }, [2] = { -0.4f, 0, 2.5f, 3.5f },
            [3] = { 300, -1e9f, 0, QNAN } },
     .c = { [2] = { 2, 2, 2, 2 }, [4] = { 4, 4, 4, 4 },
            [6] = { 6, 6, 6, 6 }, [9] = { 9, 9, 9, 9 },
            [12] = { 12, 12, 12, 12 }, [44] = { 44, 44, 44, 44 } },
     .expect = { O(TEX0, 9, 9, 9, 9), O(TEX1, 12, 12, 12, 12),
                 O(TEX2, 2, 2, 2, 2), O(TEX3, 4, 4, 4, 4),
                 O(TEX4, 6, 6, 6, 6), O(TEX5, 44, 44, 44, 44),
                 /* -512 + 255 < 0: (0,0,0,0); NaN: -512 + 10 too */
                 O(TEX6, 0, 0, 0, 0), O(TEX7, 0, 0, 0, 0) },
     .end = ANY_END },
   { "ara-clamp-masks", "!!VP2.0\n" HP
     "ARL A1, v[1];\nARAC A0.xw, A1;\nARA A1.y (GT.w), A1;\n"
     "MOV o[TEX0], c[A0.x];\nMOV o[TEX1], c[A0.w];\n"
     "MOV o[TEX2], c[A0.y+1];\nMOV o[TEX3], c[A1.y-1];\n"
     "MOV o[TEX4] (LT), v[2];\nMOV o[TEX5] (EQ), v[2];\nEND",
     /* A1 = (400, 3, 300, 2): A0.x = 511 (clamped), A0.w = 3 + 2 = 5;
      * CC = (GT, EQ, EQ, GT); A1.y = A1.y + A1.w = 5 as CC.w is GT. */
     .v = { [1] = { 400, 3, 300, 2 }, [2] = { 1, 2, 3, 4 } },
     .c = { [1] = { 1, 1, 1, 1 }, [4] = { 4, 4, 4, 4 },
            [5] = { 5, 5, 5, 5 } },
     .expect = { O(TEX0, 0, 0, 0, 0), O(TEX1, 5, 5, 5, 5),
                 O(TEX2, 1, 1, 1, 1), O(TEX3, 4, 4, 4, 4),
                 O(TEX4, 0, 0, 0, 1), O(TEX5, 0, 2, 3, 1) },
     .end = ANY_END },

   /* ---- condition codes ---- */
   { "cc-spec-example", "!!VP2.0\n" HP
     "MOVC R0, v[1];\nMOV o[TEX0], R0;\n"
     "MOVC R0.xyz, v[1].yzwx;\nMOV o[TEX1], R0;\n"
     "MOVC R0 (NE), v[1].zywx;\nMOV o[TEX2], R0;\n"
     "MOV o[TEX3] (EQ), v[2];\nMOV o[TEX4] (NE), v[2];\n"
     "MOV o[TEX5] (LT), v[2];\nMOV o[TEX6] (GE.wzyx), v[2];\n"
     "MOV o[TEX7] (FL), v[2];\nEND",
     /* "R1=(-2, 0, 2, NaN)": R0 (-2,0,2,NaN) CC (LT,EQ,GT,UN); R0
      * (0,2,NaN,NaN) CC (EQ,GT,UN,UN); R0 (0,0,NaN,-2) CC
      * (EQ,EQ,UN,LT).  UN is true only for NE (and TR). */
     .v = { [1] = { -2, 0, 2, QNAN }, [2] = { 1, 2, 3, 4 } },
     .expect = { O(TEX0, -2, 0, 2, QNAN), O(TEX1, 0, 2, QNAN, QNAN),
                 O(TEX2, 0, 0, QNAN, -2), O(TEX3, 1, 2, 0, 1),
                 O(TEX4, 0, 0, 3, 4), O(TEX5, 0, 0, 0, 4),
                 /* swizzled (LT,UN,EQ,EQ): GE on z, w */
                 O(TEX6, 0, 0, 3, 4), O(TEX7, 0, 0, 0, 1) },
     .end = ANY_END },
   { "cc-null-register-zero-sign", "!!VP2.0\n" HP
     "MOVC CC, v[1];\nMOV o[TEX0] (EQ), v[2];\nMOV CC, v[2];\n"
     "MOV o[TEX1] (EQ), v[2];\nSUBC CC.y, v[2], v[2];\n"
     "MOV o[TEX2] (GT), v[2];\nMOV o[TEX3] (LE.y), v[2];\nEND",
     /* "Values of -0.0 and +0.0 both evaluate to "EQ""; "MOV CC"
      * without C changes nothing; a component not written keeps its
      * condition code. */
     .v = { [1] = { -0.0f, 0.0f, 1, -1 }, [2] = { 1, 2, 3, 4 } },
     .expect = { O(TEX0, 1, 2, 0, 1), O(TEX1, 1, 2, 0, 1),
                 O(TEX2, 0, 0, 3, 1), O(TEX3, 1, 2, 3, 4) },
     .end = ANY_END },

   /* ---- branches ---- */
   { "bra-spec-example", "!!VP2.0\n" HP
     "MOVC CC, c[0];\nBRA label1 (LT.xyzw);\nMOV o[TEX0], c[1];\n"
     "label1:\nBRA label2 (LT.wyzw);\nMOV o[TEX1], c[1];\nlabel2:\n"
     "BRA label3 (GE.w);\nMOV o[TEX2], c[1];\nlabel3:\nEND",
     .c = { { -2, 0, 2, QNAN }, { 7, 7, 7, 7 } },
     .expect = { O(TEX0, 0, 0, 0, 1), O(TEX1, 7, 7, 7, 7),
                 O(TEX2, 7, 7, 7, 7) }, .end = NVP_EXEC_END_LAST,
     .executed = 7 },
   { "subroutine-loop", "!!VP2.0\n"
     "accumulate:\nADD R0, R0, R1;\nRET;\n"
     "main:\n" HP
     "MOV R0, c[0].z;\nMOV R1, c[0].y;\nFLRC R2.x, c[0].x;\n"
     "BRA done (LE.x);\ntop:\nCAL accumulate;\n"
     "ADDC R2.x, R2.x, -c[0].w;\nBRA top (GT.x);\n"
     "done:\nMOV o[TEX0], R0;\nEND",
     /* The issues' "floor(A)*B by repeated addition": 3 * 2.5. */
     .v = { { 1, 2, 3, 4 } }, .c = { { 3.7f, 2.5f, 0, 1 } },
     .expect = { O(HPOS, 1, 2, 3, 4), O(TEX0, 7.5f, 7.5f, 7.5f, 7.5f) },
     .end = NVP_EXEC_END_LAST, .executed = 5 + 3 * 5 + 1 },
   { "main-entry-ret-ends", "!!VP2.0\n"
     "MOV o[TEX0], c[0];\nmain:\n" HP "RET;\nMOV o[TEX1], c[0];\nEND",
     /* "program execution begins with the instruction immediately
      * following" "main"; "A vertex program will terminate after
      * executing a RET instruction with an empty call stack." */
     .c = { { 5, 5, 5, 5 } },
     .expect = { O(TEX0, 0, 0, 0, 1), O(TEX1, 0, 0, 0, 1) },
     .end = NVP_EXEC_END_RET, .executed = 2 },
   { "conditional-cal-ret", "!!VP2.0\n" HP
     "MOVC CC, c[0];\nCAL f (LT);\nCAL g (GT.y);\nRET (EQ.y);\n"
     "MOV o[TEX2], c[1];\nRET (LT);\nf: MOV o[TEX0], c[1];\n"
     "RET (NE.x);\nMOV o[TEX3], c[1];\ng: MOV o[TEX1], c[1];\nRET;\nEND",
     /* CC = (EQ,GT,EQ,EQ): CAL f not taken; CAL g taken, g returns;
      * RET (EQ.y) not taken, o[TEX2] written, RET (LT) not taken, then
      * f is reached by falling through: RET (NE.x) not taken, o[TEX3]
      * and g; the last RET has an empty stack. */
     .c = { { 0, 1, 0, 0 }, { 9, 9, 9, 9 } },
     .expect = { O(TEX0, 9, 9, 9, 9), O(TEX1, 9, 9, 9, 9),
                 O(TEX2, 9, 9, 9, 9), O(TEX3, 9, 9, 9, 9) },
     .end = NVP_EXEC_END_RET, .executed = 14 },
   { "cal-nesting-four", "!!VP2.0\n" HP
     "CAL f1;\nMOV o[TEX0], R0;\nRET;\n"
     "f1: ADD R0, R0, c[0];\nCAL f2;\nRET;\n"
     "f2: ADD R0, R0, c[0];\nCAL f3;\nRET;\n"
     "f3: ADD R0, R0, c[0];\nCAL f4;\nRET;\n"
     "f4: ADD R0, R0, c[0];\nRET;\nEND",
     /* "up to four levels of subroutine calls" */
     .c = { { 1, 1, 1, 1 } },
     .expect = { O(TEX0, 4, 4, 4, 4) }, .end = NVP_EXEC_END_RET,
     .executed = 15 },

   /* ---- termination ---- */
   { "cal-overflow", "!!VP2.0\n" HP
     "f: ADD R0, R0, c[0];\nMOV o[TEX0], R0;\nCAL f;\n"
     "MOV o[TEX1], R0;\nEND",
     /* "A vertex program will terminate abnormally if a subroutine call
      * instruction produces a call stack overflow": the fifth CAL; the
      * vertex has "the final values of the vertex result registers". */
     .v = { { 1, 2, 3, 4 } }, .c = { { 1, 1, 1, 1 } },
     .expect = { O(HPOS, 1, 2, 3, 4), O(TEX0, 5, 5, 5, 5),
                 O(TEX1, 0, 0, 0, 1) },
     .end = NVP_EXEC_END_CALL_OVERFLOW, .executed = 1 + 5 * 3 },
   { "infinite-bra", "!!VP2.0\n" HP
     "top: ADD R0, R0, c[0];\nMOV o[TEX0], R0;\nBRA top;\nEND",
     /* "terminate abnormally after executing 65536 instructions": 1 +
      * 21845 iterations of 3. */
     .v = { { 1, 2, 3, 4 } }, .c = { { 1, 1, 1, 1 } },
     .expect = { O(HPOS, 1, 2, 3, 4),
                 O(TEX0, 21845, 21845, 21845, 21845) },
     .end = NVP_EXEC_END_LIMIT, .executed = 65536 },
   { "infinite-self-branch", "!!VP2.0\n" HP "l: BRA l (TR);\nEND",
     .v = { { 1, 2, 3, 4 } }, .expect = { O(HPOS, 1, 2, 3, 4) },
     .end = NVP_EXEC_END_LIMIT, .executed = 65536 },
   { "infinite-cal-ret-loop", "!!VP2.0\n" HP
     "main: CAL f;\nBRA main;\nf: ADD R0, R0, c[0];\nMOV o[TEX0], R0;\n"
     "RET;\nEND",
     /* main is instruction 1: 5 per iteration, 65535 = 13107 * 5. */
     .v = { { 1, 2, 3, 4 } }, .c = { { 1, 1, 1, 1 } },
     .expect = { O(HPOS, 0, 0, 0, 1),
                 O(TEX0, 13107, 13107, 13107, 13107) },
     .end = NVP_EXEC_END_LIMIT, .executed = 65536 },
   { "loop-counted", "!!VP2.0\n" HP
     "MOVC R15.x, c[0].x;\nstartLoop:\nCAL function (GT.x);\n"
     "SUBC R15.x, R15.x, c[1].x;\nBRA startLoop (GT.x);\n"
     "MOV o[TEX0], R0;\nRET;\nfunction: ADD R0, R0, c[1];\nRET;\nEND",
     /* The issues' loop calling "function" c[0].x times. */
     .c = { { 6, 0, 0, 0 }, { 1, 1, 1, 1 } },
     .expect = { O(TEX0, 6, 6, 6, 6) }, .end = NVP_EXEC_END_RET,
     .executed = 2 + 6 * 5 + 2 },
};

static unsigned checks, failures;

static bool
same(float got, float want, float tol)
{
   uint32_t g, w;

   if (isnan(want)) {
      memcpy(&g, &got, 4);
      return g == 0x7fc00000u;
   }
   if (tol == 0.0f || isinf(want)) {
      memcpy(&g, &got, 4);
      memcpy(&w, &want, 4);
      return g == w;
   }
   return fabsf(got - want) <= tol;
}

static void
run_case(const struct xcase *tc)
{
   static float c[NVP_VP2_NUM_PARAMS][4];
   float o[NVP_OUT_COUNT][4];
   struct nvp_exec_info info;
   struct nvp_error err;
   unsigned before = failures;

   checks++;
   struct nvp_program *prog =
      nvp_parse(NVP_TARGET_VERTEX, tc->text, strlen(tc->text), &err);
   if (!prog) {
      failures++;
      printf("FAIL %s: parse: %s\n", tc->name, err.message);
      return;
   }
   memcpy(c, tc->c, sizeof(c));
   if (!nvp_execute_info(prog, tc->v, c, NVP_VP2_NUM_PARAMS, o, &info,
                         &err)) {
      failures++;
      printf("FAIL %s: execute: %s\n", tc->name, err.message);
      nvp_program_free(prog);
      return;
   }
   for (unsigned i = 0; i < MAX_EXPECT && tc->expect[i].set; i++) {
      const struct expect *ex = &tc->expect[i];
      checks++;
      for (unsigned k = 0; k < 4; k++) {
         if (!same(o[ex->out][k], ex->v[k], ex->tol)) {
            uint32_t bits;
            memcpy(&bits, &o[ex->out][k], 4);
            failures++;
            printf("FAIL %s: o[%d].%c = %.9g (0x%08x), want %.9g\n",
                   tc->name, ex->out, "xyzw"[k], o[ex->out][k], bits,
                   ex->v[k]);
         }
      }
   }
   if (tc->end != ANY_END) {
      checks++;
      if ((int)info.end != tc->end) {
         failures++;
         printf("FAIL %s: ended %d, want %d\n", tc->name, (int)info.end,
                tc->end);
      }
   }
   if (tc->executed) {
      checks++;
      if (info.executed != tc->executed) {
         failures++;
         printf("FAIL %s: %u instructions executed, want %u\n", tc->name,
                info.executed, tc->executed);
      }
   }
   /* Same outputs through nvp_execute(), which takes c as 256 rows. */
   float o2[NVP_OUT_COUNT][4];
   checks++;
   if (!nvp_execute(prog, tc->v, c, o2, &err) ||
       memcmp(o, o2, sizeof(o)) != 0) {
      failures++;
      printf("FAIL %s: nvp_execute differs\n", tc->name);
   }
   if (failures == before)
      printf("PASS %s\n", tc->name);
   nvp_program_free(prog);
}

/* Malformed IR is refused before any register changes: branch targets,
 * VP2 fields in VP1 programs, too few parameters. */
static void
test_malformed(void)
{
   static float c[NVP_VP2_NUM_PARAMS][4];
   float v[NVP_VP1_NUM_ATTRIBS][4] = { { 0 } }, o[NVP_OUT_COUNT][4];
   struct nvp_error err;
   const char *text = "!!VP2.0\nl: MOV o[HPOS], v[0];\nBRA l;\nEND";
   struct nvp_program *prog =
      nvp_parse(NVP_TARGET_VERTEX, text, strlen(text), &err);

   checks++;
   if (!prog) {
      failures++;
      printf("FAIL malformed: parse: %s\n", err.message);
      return;
   }
   prog->instrs[1].target = 3;
   o[0][0] = 42.0f;
   checks++;
   if (nvp_execute(prog, (const float (*)[4])v, c, o, &err) ||
       o[0][0] != 42.0f || !strstr(err.message, "branch target")) {
      failures++;
      printf("FAIL malformed: bad target accepted\n");
   }
   prog->instrs[1].target = 0;
   checks++;
   if (nvp_execute_info(prog, (const float (*)[4])v, c, 96, o, NULL,
                        &err)) {
      failures++;
      printf("FAIL malformed: 96 parameters accepted for VP2\n");
   }
   prog->kind = NVP_KIND_VP10;
   checks++;
   if (nvp_execute(prog, (const float (*)[4])v, c, o, &err)) {
      failures++;
      printf("FAIL malformed: BRA accepted in a VP1 program\n");
   }
   prog->instrs[1] = prog->instrs[0];
   prog->instrs[1].update_cc = true;
   checks++;
   if (nvp_execute(prog, (const float (*)[4])v, c, o, &err)) {
      failures++;
      printf("FAIL malformed: MOVC accepted in a VP1 program\n");
   }
   nvp_program_free(prog);
}

/* every program writes o[HPOS] ("fails to load" otherwise) */
#define H "MOV o[HPOS], c[0];\n"

/*
 * nvp_vp2_uniform_flow(): which programs take one path for all vertices,
 * and which address registers no attribute reaches.  An attribute
 * reaches a branch through registers, the condition code, a relative
 * read through a varying address register or a conditional write.
 */
static const struct {
   const char *name;
   const char *text;
   bool uniform;
   unsigned varying_addrs;   /* when uniform */
} flow_cases[] = {
   { "no branch", "!!VP2.0\n" H "MOV o[HPOS], v[OPOS];\nEND", true, 0 },
   { "loop on c[]", "!!VP2.0\n" H "MOVC R1.x, c[0].x;\nl:\n"
     "SUBC R1.x, R1.x, c[1].x;\nBRA l (GT.x);\nEND", true, 0 },
   { "loop on v[]", "!!VP2.0\n" H "MOVC R1.x, v[3].x;\nl:\n"
     "SUBC R1.x, R1.x, c[1].x;\nBRA l (GT.x);\nEND", false, 0 },
   { "v[] through R2 into the CC", "!!VP2.0\n" H "MOV R2, v[0];\n"
     "ADD R3, R2, c[0];\nMOVC R1.x, R3.x;\nBRA e (GT.x);\ne:\nEND",
     false, 0 },
   { "CC of v[] never tested", "!!VP2.0\n" H "MOVC R1.x, v[0].x;\n"
     "BRA e;\ne:\nEND", true, 0 },
   { "relative read through a varying A0", "!!VP2.0\n" H "ARL A0.x, v[3].x;\n"
     "MOVC R1.x, c[A0.x+2].x;\nBRA e (GT.x);\ne:\nEND", false, 0 },
   { "varying A1, uniform A0", "!!VP2.0\n" H "ARL A1.x, v[3].x;\n"
     "ARL A0.x, c[0].x;\nMOV R2, c[A1.x+2];\nMOVC R1.x, c[A0.x+2].x;\n"
     "CAL s (GT.x);\nRET;\ns:\nMOV o[COL0], R2;\nRET;\nEND",
     true, 1u << 1 },
   { "conditional write by a varying CC", "!!VP2.0\n" H ""
     "MOVC R0.x, v[0].x;\nMOV R1.x (GT.x), c[0].x;\nMOVC R2.x, R1.x;\n"
     "BRA e (GT.x);\ne:\nEND", false, 0 },
   { "varying write after the branch's test", "!!VP2.0\n" H ""
     "MOVC R1.x, c[0].x;\nl:\nSUBC R1.x, R1.x, c[1].x;\n"
     "BRA l (GT.x);\nMOV R1.x, v[0].x;\nEND", false, 0 },
};

static void
test_uniform_flow(void)
{
   for (unsigned i = 0; i < sizeof(flow_cases) / sizeof(flow_cases[0]);
        i++) {
      struct nvp_error err;
      struct nvp_program *p = nvp_parse(NVP_TARGET_VERTEX,
                                        flow_cases[i].text,
                                        strlen(flow_cases[i].text), &err);
      unsigned addrs = 0;

      checks++;
      if (!p) {
         failures++;
         printf("FAIL flow %s: %s\n", flow_cases[i].name, err.message);
         continue;
      }
      bool u = nvp_vp2_uniform_flow(p, &addrs);
      if (u != flow_cases[i].uniform ||
          (u && addrs != flow_cases[i].varying_addrs)) {
         failures++;
         printf("FAIL flow %s: uniform %d (want %d), varying address "
                "registers 0x%x (want 0x%x)\n", flow_cases[i].name, u,
                flow_cases[i].uniform, addrs, flow_cases[i].varying_addrs);
      }
      nvp_program_free(p);
   }
}

/* The recorded path: the instructions executed (no BRA/CAL/RET), the
 * c[] register of each relative read (-1 for (0,0,0,0)), and a trace
 * longer than its buffer counted in full. */
static void
test_trace(void)
{
   static const char text[] =
      "!!VP2.0\n"
      "MOV R10.x, c[0].z;\n"        /* 0 */
      "MOVC R15.x, c[0].x;\n"       /* 1 */
      "l:\n"
      "ARL A0.x, R10.x;\n"          /* 2 */
      "ADD R0, R0, c[A0.x+254];\n"  /* 3 */
      "ADD R10.x, R10.x, c[0].y;\n" /* 4 */
      "SUBC R15.x, R15.x, c[1].x;\n" /* 5 */
      "BRA l (GT.x);\n"             /* 6 */
      "MOV o[COL0], R0;\n"          /* 7 */
      "MOV o[HPOS], c[0];\n"        /* 8 */
      "END\n";
   static float c[NVP_VP2_NUM_PARAMS][4];
   static const float v[NVP_VP1_NUM_ATTRIBS][4];
   float o[NVP_OUT_COUNT][4];
   struct nvp_trace_step steps[16];
   struct nvp_exec_info info;
   struct nvp_error err;
   /* 3 passes from A0 = 0, stride 1: c[254], c[255], then (0,0,0,0) */
   static const unsigned want_instr[] = { 0, 1, 2, 3, 4, 5, 2, 3, 4, 5,
                                          2, 3, 4, 5, 7, 8 };
   static const int want_param[] = { -1, -1, -1, 254, -1, -1, -1, 255, -1,
                                     -1, -1, -1, -1, -1, -1, -1 };
   struct nvp_program *p = nvp_parse(NVP_TARGET_VERTEX, text, strlen(text),
                                     &err);

   c[0][0] = 3.0f;
   c[0][1] = 1.0f;
   c[1][0] = 1.0f;
   checks++;
   if (!p || !nvp_execute_path(p, v, c, NVP_VP2_NUM_PARAMS, o, steps, 16,
                               &info, &err) || info.trace_len != 16) {
      failures++;
      printf("FAIL trace: %s, %u steps\n", p ? err.message : "parse",
             info.trace_len);
      nvp_program_free(p);
      return;
   }
   for (unsigned k = 0; k < 16; k++) {
      checks++;
      if (steps[k].instr != want_instr[k] ||
          steps[k].param[1] != want_param[k] || steps[k].param[0] != -1) {
         failures++;
         printf("FAIL trace step %u: instruction %u, c[%d]\n", k,
                steps[k].instr, steps[k].param[1]);
      }
   }
   /* a buffer too short: the first steps, and the full count */
   checks++;
   if (!nvp_execute_path(p, v, c, NVP_VP2_NUM_PARAMS, o, steps, 4, &info,
                         &err) ||
       info.trace_len != 16 || steps[3].instr != 3) {
      failures++;
      printf("FAIL trace overflow: %u steps\n", info.trace_len);
   }
   nvp_program_free(p);
}

int
main(void)
{
   for (unsigned i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
      run_case(&cases[i]);
   test_malformed();
   test_uniform_flow();
   test_trace();
   printf("%u checks, %u failures\n", checks, failures);
   return failures ? 1 : 0;
}
