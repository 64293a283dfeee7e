/*
 * "!!VP2.0" cases of nvtgsi_exec.c: expected values worked out from
 * NV_vertex_program2's pseudo-code (sections 2.14.2 and 2.14.3).  Every
 * case is also compared with the interpreter (differential()).
 * Included once, by nvtgsi_exec.c.
 */

#define NAN_F NAN
#define NVP_OUT_CLP1 (NVP_OUT_CLP0 + 1)
#define NVP_OUT_CLP2 (NVP_OUT_CLP0 + 2)
#define NVP_OUT_CLP3 (NVP_OUT_CLP0 + 3)
#define NVP_OUT_CLP4 (NVP_OUT_CLP0 + 4)
#define NVP_OUT_CLP5 (NVP_OUT_CLP0 + 5)
#define VP2_HPOS "!!VP2.0\nMOV o[HPOS], v[0];\n"
/* cgc's "while" shape (nvtgsi_flow_struct.c): an entry test, a forward
 * BRA past a counted loop; with c[2].x trips, the loop writing o[TEX2]
 * or (QUIET) no o[] */
#define VP2_WHILE_LOOP(body) \
   VP2_HPOS "MOVC R0.x, c[2].x;\nBRA done (LE.x);\n" \
   "l: ADD R1, R1, c[1];\n" body "SUBC R0.x, R0.x, c[1].x;\n" \
   "BRA l (GT.x);\ndone: MOV o[TEX0], R1;\n"
#define VP2_WHILE \
   VP2_WHILE_LOOP("MOV o[TEX2], R1;\n") "MOV o[TEX1], R0;\nEND"
#define VP2_WHILE_QUIET VP2_WHILE_LOOP("") "END"

static const struct exec_case exec_vp2_cases[] = {
   {
      /* "result.x = (tmp0.x <op> tmp1.x) ? 1.0 : 0.0; ... if (tmp0.x is
       * NaN or tmp1.x is NaN) result.x = NaN;", -0.0 == +0.0 */
      "vp2-set-on",
      VP2_HPOS "MOV R2, v[2];\n"
      "SEQ o[TEX0], v[1], R2;\n"
      "SNE o[TEX1], v[1], R2;\n"
      "SLT o[TEX2], v[1], R2;\n"
      "SGE o[TEX3], v[1], R2;\n"
      "SGT o[TEX4], v[1], R2;\n"
      "SLE o[TEX5], v[1], R2;\n"
      "SFL o[TEX6], v[1], R2;\n"
      "STR o[TEX7], v[1], R2;\n"
      "END",
      .attr = { [1] = { 0, -0.0f, NAN_F, 1 }, [2] = { -0.0f, 0, 1, 2 } },
      .expect = {
         E(TEX0, 1, 1, NAN_F, 0), E(TEX1, 0, 0, NAN_F, 1),
         E(TEX2, 0, 0, NAN_F, 1), E(TEX3, 1, 1, NAN_F, 0),
         E(TEX4, 0, 0, NAN_F, 0), E(TEX5, 1, 1, NAN_F, 1),
         E(TEX6, 0, 0, 0, 0), E(TEX7, 1, 1, 1, 1),
      },
   },
   {
      /* "max(NaN, <x>) == NaN", "max(A,B) is always equivalent to
       * max(B,A)"; IEEE products: "+/-0.0 * <x> = +/-0.0", "+/-0.0 *
       * +/-INF = NaN" */
      "vp2-min-max-mul",
      VP2_HPOS "MOV R2, v[2];\nMOV R4, v[4];\nMOV R5, v[5];\n"
      "MIN o[TEX0], v[1], R2;\n"
      "MAX o[TEX1], v[1], R2;\n"
      "MIN o[TEX2], R2, v[1];\n"
      "MAX o[TEX3], R2, v[1];\n"
      "MUL o[TEX4], v[3], R4;\n"
      "MAD o[TEX5], v[3], R4, -v[3];\n"
      "DP3 o[TEX6], v[3], -R5;\n"
      "END",
      .attr = { [1] = { -0.0f, 0, NAN_F, 3 }, [2] = { 0, -0.0f, 1, -2 },
                [3] = { -0.0f, 0, 0, 2 }, [4] = { 2, -2, INF, 3 },
                [5] = { 1, 1, 0, 0 } },
      .expect = {
         E(TEX0, -0.0f, -0.0f, NAN_F, -2), E(TEX1, 0, 0, NAN_F, 3),
         E(TEX2, -0.0f, -0.0f, NAN_F, -2), E(TEX3, 0, 0, NAN_F, 3),
         E(TEX4, -0.0f, -0.0f, NAN_F, 6), /* -0*2 + 0 = +0, 0*-2 + -0 = -0 */
         E(TEX5, 0, -0.0f, NAN_F, 4),
         /* (-0*-1) + (0*-1) + (0*-0) = +0 + -0 + -0 = +0 */
         E(TEX6, 0, 0, 0, 0),
      },
   },
   {
      /* ABS: "abs(-0.0) = abs(+0.0) = +0.0"; |x| and -|x| operands;
       * RSQ without fabs(); FLR, FRC, SSG special values */
      "vp2-abs-flr-frc-ssg-rsq",
      VP2_HPOS
      "ABS o[TEX0], -v[1];\n"
      "MOV o[TEX1], -|v[1]|;\n"
      "ADD o[TEX2], |v[1]|, -v[1];\n"
      "FLR o[TEX3], v[2];\n"
      "FRC o[TEX4], v[2];\n"
      "SSG o[TEX5], v[3];\n"
      "RSQ o[TEX6].x, v[3].x;\n"
      "RSQ o[TEX6].y, v[3].z;\n"
      "RSQ o[TEX6].z, v[4].x;\n"
      "MOV o[TEX7], -|-v[2].wzyx|;\n"
      "END",
      .attr = { [1] = { -0.0f, 2, -3, -INF },
                [2] = { -1.5f, 2.25f, -0.0f, INF },
                [3] = { -3, 0, -0.0f, NAN_F }, [4] = { 4, 0, 0, 0 } },
      .expect = {
         E(TEX0, 0, 2, 3, INF), E(TEX1, -0.0f, -2, -3, -INF),
         E(TEX2, 0, 0, 6, INF), E(TEX3, -2, 2, -0.0f, INF),
         E(TEX4, 0.5f, 0.25f, 0, NAN_F), E(TEX5, -1, 0, 0, NAN_F),
         E(TEX6, NAN_F, -INF, 0.5f, 1),
         E(TEX7, -INF, -0.0f, -2.25f, -1.5f),
      },
   },
   {
      /* "Approx2ToX(-INF) = +0.0", "ApproxLog2(+/-0.0) = -INF",
       * "ApproxLog2(x) = NaN, -INF < x < -0.0"; COS, SIN */
      "vp2-transcendental",
      VP2_HPOS
      "EX2 o[TEX0].x, v[1].x;\n"
      "EX2 o[TEX0].y, v[1].y;\n"
      "EX2 o[TEX0].z, v[1].z;\n"
      "EX2 o[TEX0].w, v[1].w;\n"
      "LG2 o[TEX1].x, v[2].x;\n"
      "LG2 o[TEX1].y, v[2].y;\n"
      "LG2 o[TEX1].z, v[2].z;\n"
      "LG2 o[TEX1].w, v[2].w;\n"
      "COS o[TEX2].x, v[3].x;\n"
      "COS o[TEX2].y, v[3].y;\n"
      "SIN o[TEX2].z, v[3].x;\n"
      "SIN o[TEX2].w, v[3].z;\n"
      "LG2 o[TEX3], v[3].w;\n"
      "END",
      .attr = { [1] = { -INF, 3, INF, -1 }, [2] = { 0, 8, -1, INF },
                [3] = { 0, 3.14159265f, 1.57079633f, 0.5f } },
      .expect = {
         ET(TEX0, 0, 8, INF, 0.5f, TOL), ET(TEX1, -INF, 3, NAN_F, INF, TOL),
         ET(TEX2, 1, -1, 0, 1, TOL), ET(TEX3, -1, -1, -1, -1, TOL),
      },
   },
   {
      /* Condition codes: LT EQ GT UN from (-1, 0, 2, NaN); every test
       * rule, swizzled tests; unwritten components keep (0,0,0,1) */
      "vp2-cc-tests",
      VP2_HPOS
      "MOVC CC, v[1];\n"
      "MOV o[TEX0], c[0];\n"
      "MOV o[TEX0] (LT), v[2];\n"
      "MOV o[TEX1] (EQ), v[2];\n"
      "MOV o[TEX2] (GT), v[2];\n"
      "MOV o[TEX3] (NE), v[2];\n"
      "MOV o[TEX4] (GE), v[2];\n"
      "MOV o[TEX5] (LE), v[2];\n"
      "MOV o[TEX6] (FL), v[2];\n"
      "MOV o[TEX7] (TR.wzyx), v[2];\n"
      "MOV o[COL0] (GT.zzzz), v[2];\n"
      "MOV o[COL1] (EQ.yxwz), v[2];\n"
      "MOV o[BFC0] (NE.x), v[2];\n"
      "END",
      .attr = { [1] = { -1, -0.0f, 2, NAN_F }, [2] = { 1, 2, 3, 4 } },
      .param = { { 9, 9, 9, 9 } },
      .expect = {
         E(TEX0, 1, 9, 9, 9), E(TEX1, 0, 2, 0, 1), E(TEX2, 0, 0, 3, 1),
         E(TEX3, 1, 0, 3, 4), E(TEX4, 0, 2, 3, 1), E(TEX5, 1, 2, 0, 1),
         E(TEX6, 0, 0, 0, 1), E(TEX7, 1, 2, 3, 4), E(COL0, 1, 2, 3, 4),
         E(COL1, 1, 0, 0, 1), E(BFC0, 1, 2, 3, 4),
      },
   },
   {
      /* "C" updates only the components written: mask and test;
       * address-register instructions update CC from the integer;
       * the test reads the CC from before the instruction */
      "vp2-cc-updates",
      VP2_HPOS "MOV R2, v[2];\n"
      "ADDC R0.xy, v[1], -R2;\n"     /* CC = (-1, 0, EQ, EQ) */
      "MOV o[TEX0] (LT), c[1];\n"      /* (1, 0, 0, 1) */
      "MOVC R1 (EQ), v[3];\n"          /* yzw updated: (LT, -5, 7, NaN) */
      "MOV o[TEX1] (GT), c[1];\n"      /* (0, 0, 1, 1) */
      "MOV o[TEX2] (NE), c[1];\n"      /* (1, 1, 1, 1) */
      "MOV o[TEX3], R1;\n"             /* (0, -5, 7, NaN) */
      "ARLC A0, v[4];\n"               /* (-512, 0, 3, 511) */
      "MOV o[TEX4] (LT), c[1];\n"      /* (1, 0, 0, 1) */
      "MOV o[TEX4] (GT.zwzw), c[2];\n" /* all GT: (2, 2, 2, 2) */
      "SGEC CC.x (GE.y), v[1], v[1];\n" /* CC.x = 1: GT */
      "MOV o[TEX5] (GT), c[1];\n"      /* (1, 0, 1, 1) */
      "END",
      .attr = { [1] = { 1, 2, 3, 4 }, [2] = { 2, 2, 0, 0 },
                [3] = { 1, -5, 7, NAN_F },
                [4] = { -1000, 0.5f, 3.9f, INF } },
      .param = { [1] = { 1, 1, 1, 1 }, [2] = { 2, 2, 2, 2 } },
      .expect = {
         E(TEX0, 1, 0, 0, 1), E(TEX1, 0, 0, 1, 1), E(TEX2, 1, 1, 1, 1),
         E(TEX3, 0, -5, 7, NAN_F), E(TEX4, 2, 2, 2, 2),
         E(TEX5, 1, 0, 1, 1),
      },
   },
   {
      /* A0/A1, all components: ARL floor, ARR round half even, the
       * 10-bit clamp, ARA sums; relative reads of c[0..255] in and out
       * of range ("c[k] = (k, k + 0.5, -k, 1)") */
      "vp2-address",
      VP2_HPOS
      "ARL A0, v[1];\n"        /* (-2, 2, 255, -512) */
      "ARR A1, v[2];\n"        /* (2, 4, -2, 511) */
      "MOV o[TEX0], c[A0.y + 3];\n"   /* c[5] */
      "MOV o[TEX1], c[A0.z];\n"       /* c[255] */
      "MOV o[TEX2], c[A0.z + 1];\n"   /* c[256]: zeros */
      "MOV o[TEX3], c[A0.x + 1];\n"   /* c[-1]: zeros */
      "MOV o[TEX4], c[A1.w - 256];\n" /* c[255] */
      "ARA A0.xy, A1;\n"              /* (2-2, 4+511) = (0, 511) */
      "MOV o[TEX5], c[A0.x + 7];\n"   /* c[7] */
      "MOV o[TEX6], c[A0.y - 100];\n" /* c[411]: zeros */
      "ARAC A1.zw, A0;\n"             /* (0+255, 511-512): (255, -1) */
      "MOV o[TEX7], c[A1.z - 5];\n"   /* c[250] */
      "MOV o[COL0] (LT.w), c[A1.w + 9];\n" /* CC.w LT: c[8] */
      "END",
      .attr = { [1] = { -1.5f, 2.9f, 255.2f, -1e9f },
                [2] = { 2.5f, 3.5f, -2.5f, 600 } },
      .param_ramp = true,
      .expect = {
         E(TEX0, 5, 5.5f, -5, 1), E(TEX1, 255, 255.5f, -255, 1),
         E(TEX2, 0, 0, 0, 0), E(TEX3, 0, 0, 0, 0),
         E(TEX4, 255, 255.5f, -255, 1), E(TEX5, 7, 7.5f, -7, 1),
         E(TEX6, 0, 0, 0, 0), E(TEX7, 250, 250.5f, -250, 1),
         E(COL0, 8, 8.5f, -8, 1),
      },
   },
   {
      /* ARL/ARR of NaN and INF: NaN has no integer, the interpreter's
       * "integer indefinite" clamps to -512, out of reach of every
       * offset: c[A + 255] and c[A - 256] both read zeros only for an A
       * below -255 (a NaN taken as 0 or 511 would read c[255]); the
       * infinities clamp to the ends ("c[k] = (k, k + 0.5, -k, 1)") */
      "vp2-address-nan",
      VP2_HPOS
      "ARL A0, v[1];\n"               /* (-512, -512, 511, -512) */
      "ARR A1, v[1];\n"               /* the same */
      "MOV o[TEX0], c[A0.x + 255];\n" /* zeros */
      "MOV o[TEX1], c[A0.x - 256];\n" /* zeros */
      "MOV o[TEX2], c[A0.y + 255];\n" /* zeros */
      "MOV o[TEX3], c[A0.y - 256];\n" /* zeros */
      "MOV o[TEX4], c[A0.z - 256];\n" /* c[255] */
      "MOV o[TEX5], c[A1.x + 255];\n" /* zeros */
      "MOV o[TEX6], c[A1.x - 256];\n" /* zeros */
      "MOV o[TEX7], c[A1.w + 255];\n" /* zeros */
      "MOV o[COL0], c[A1.z - 256];\n" /* c[255] */
      "END",
      .attr = { [1] = { NAN_F, -NAN_F, INF, -INF } },
      .param_ramp = true,
      .expect = {
         E(TEX0, 0, 0, 0, 0), E(TEX1, 0, 0, 0, 0), E(TEX2, 0, 0, 0, 0),
         E(TEX3, 0, 0, 0, 0), E(TEX4, 255, 255.5f, -255, 1),
         E(TEX5, 0, 0, 0, 0), E(TEX6, 0, 0, 0, 0), E(TEX7, 0, 0, 0, 0),
         E(COL0, 255, 255.5f, -255, 1),
      },
   },
   {
      /* CAL/RET with a loop, RET from main ends the program */
      "vp2-call-loop",
      "!!VP2.0\n"
      "sub: ADD R1, R1, c[1];\n"
      "RET;\n"
      "main: MOV o[HPOS], v[0];\n"
      "MOV R0, c[2];\n"
      "loop: CAL sub;\n"
      "ADDC R0, R0, -c[1];\n"
      "BRA loop (GT.x);\n"
      "MOV o[TEX0], R1;\n"
      "RET;\n"
      "MOV o[TEX1], c[1];\n"
      "END",
      .param = { [1] = { 1, 1, 1, 1 }, [2] = { 3, 3, 3, 3 } },
      .expect = { E(TEX0, 3, 3, 3, 3), E(TEX1, 0, 0, 0, 1) },
   },
   {
      /* "terminate if a CAL instruction is executed with four entries
       * already in the call stack": the fifth CAL ends the program */
      "vp2-call-overflow",
      "!!VP2.0\n"
      "main: MOV o[HPOS], v[0];\n"
      "f: ADD R0, R0, c[1];\n"
      "MOV o[TEX0], R0;\n"
      "CAL f;\n"
      "MOV o[TEX1], c[1];\n"
      "END",
      .param = { [1] = { 1, 1, 1, 1 } },
      .expect = { E(TEX0, 5, 5, 5, 5), E(TEX1, 0, 0, 0, 1) },
   },
   {
      /* "terminate abnormally after executing 65536 instructions": 2 +
       * 3 * 21844 = 65534 instructions, then the ADD and the MOV of the
       * next pass still run and the BRA would be the 65537th */
      "vp2-65536",
      "!!VP2.0\n"
      "MOV o[HPOS], v[0];\n"
      "MOV o[TEX1], c[1];\n"
      "l: ADD R0, R0, c[1];\n"
      "MOV o[TEX0], R0;\n"
      "BRA l;\n"
      "END",
      .param = { [1] = { 1, 1, 1, 1 } },
      .expect = { E(TEX0, 21845, 21845, 21845, 21845),
                  E(TEX1, 1, 1, 1, 1) },
   },
   {
      /* nvtgsi_flow_struct.c: a conditional CAL of a leaf (inlined) in a
       * counted loop with an ARL-indexed read, as in bench vp2-skin:
       * MOVC sets CC.x to GT (3), the CAL runs for 3, 2, 1 and the BRA
       * leaves after the SUBC that reaches 0 */
      "vp2-struct-counted",
      "!!VP2.0\n"
      "bone: ARL A0.x, R2.x;\n"
      "ADD R1, R1, c[A0.x + 4];\n"
      "ADD R2.x, R2.x, c[1].x;\n"
      "RET;\n"
      "main: MOV o[HPOS], v[0];\n"
      "MOVC R0.x, c[2].x;\n"
      "l: CAL bone (GT.x);\n"
      "SUBC R0.x, R0.x, c[1].x;\n"
      "BRA l (GT.x);\n"
      "MOV o[TEX0], R1;\n"
      "MOV o[TEX1], R0;\n"
      "RET;\n"
      "MOV o[TEX2], c[1];\n"
      "END",
      .param = { [1] = { 1, 1, 1, 1 }, [2] = { 3, 0, 0, 0 },
                 [4] = { 1, 0, 0, 0 }, [5] = { 0, 10, 0, 0 },
                 [6] = { 0, 0, 100, 0 }, [7] = { 5, 5, 5, 5 } },
      .expect = { E(TEX0, 1, 10, 100, 0), E(TEX1, 0, 0, 0, 0),
                  E(TEX2, 0, 0, 0, 1) },
   },
   {
      /* the same with a count of 0: MOVC gives EQ, the CAL is not
       * taken, one pass */
      "vp2-struct-counted-0",
      "!!VP2.0\n"
      "bone: ARL A0.x, R2.x;\n"
      "ADD R1, R1, c[A0.x + 4];\n"
      "ADD R2.x, R2.x, c[1].x;\n"
      "RET;\n"
      "main: MOV o[HPOS], v[0];\n"
      "MOVC R0.x, c[2].x;\n"
      "l: CAL bone (GT.x);\n"
      "SUBC R0.x, R0.x, c[1].x;\n"
      "BRA l (GT.x);\n"
      "MOV o[TEX0], R1;\n"
      "MOV o[TEX1], R0;\n"
      "END",
      .param = { [1] = { 1, 1, 1, 1 }, [4] = { 1, 0, 0, 0 } },
      .expect = { E(TEX0, 0, 0, 0, 0), E(TEX1, -1, 0, 0, 0) },
   },
   {
      /* the budget ends inside an inlined CAL: a 6-instruction prefix,
       * then 7 per pass (ADD, CAL, ADD R1, MOV, RET, MOV, BRA); 6 + 7 *
       * 9361 = 65533, and the next pass runs its ADD R0, the CAL and
       * the ADD R1 (the 65536th) only */
      "vp2-struct-65536-in-call",
      "!!VP2.0\n"
      "s: ADD R1, R1, c[1];\n"
      "MOV o[TEX1], R1;\n"
      "RET;\n"
      "main: MOV o[HPOS], v[0];\n"
      "MOV o[TEX2], c[1];\n"
      "MOV R2, c[1];\nMOV R3, c[1];\nMOV R4, c[1];\nMOV R5, c[1];\n"
      "l: ADD R0, R0, c[1];\n"
      "CAL s;\n"
      "MOV o[TEX0], R0;\n"
      "BRA l;\n"
      "MOV o[TEX3], c[1];\n"
      "END",
      .param = { [1] = { 1, 1, 1, 1 } },
      .expect = { E(TEX0, 9361, 9361, 9361, 9361),
                  E(TEX1, 9361, 9361, 9361, 9361),
                  E(TEX2, 1, 1, 1, 1), E(TEX3, 0, 0, 0, 1) },
   },
   {
      /* the budget ends in the suffix after a loop that left normally:
       * 3 + 3 * 21844 = 65535, the first MOV of the suffix is the
       * 65536th */
      "vp2-struct-65536-in-suffix",
      "!!VP2.0\n"
      "main: MOV o[HPOS], v[0];\n"
      "MOV R5, c[1];\n"
      "MOV R0, c[2];\n"
      "l: ADDC R0, R0, -c[1];\n"
      "ADD R1, R1, c[1];\n"
      "BRA l (GT.x);\n"
      "MOV o[TEX0], R1;\n"
      "MOV o[TEX1], R0;\n"
      "MOV o[TEX2], c[1];\n"
      "END",
      .param = { [1] = { 1, 1, 1, 1 },
                 [2] = { 21844, 21844, 21844, 21844 } },
      .expect = { E(TEX0, 21844, 21844, 21844, 21844),
                  E(TEX1, 0, 0, 0, 1), E(TEX2, 0, 0, 0, 1) },
   },
   {
      /* one pass fewer: the whole suffix fits (65535 - 3 + 3 = 65535) */
      "vp2-struct-65535-suffix-fits",
      "!!VP2.0\n"
      "main: MOV o[HPOS], v[0];\n"
      "MOV R5, c[1];\n"
      "MOV R0, c[2];\n"
      "l: ADDC R0, R0, -c[1];\n"
      "ADD R1, R1, c[1];\n"
      "BRA l (GT.x);\n"
      "MOV o[TEX0], R1;\n"
      "MOV o[TEX1], R0;\n"
      "MOV o[TEX2], c[1];\n"
      "END",
      .param = { [1] = { 1, 1, 1, 1 },
                 [2] = { 21843, 21843, 21843, 21843 } },
      .expect = { E(TEX0, 21843, 21843, 21843, 21843),
                  E(TEX1, 0, 0, 0, 0), E(TEX2, 1, 1, 1, 1) },
   },
   {
      /* nvtgsi_flow_struct.c emit_quiet_loop(): a loop writing no o[]
       * runs on past the budget; 2 + 3 * 21844 = 65534, the next pass's
       * two ADDs are the 65535th and 65536th, and the suffix's o[] write
       * must not happen */
      "vp2-struct-quiet-65536-in-loop",
      "!!VP2.0\n"
      "main: MOV o[HPOS], v[0];\n"
      "MOV o[TEX1], c[1];\n"
      "l: ADD R0, R0, c[1];\n"
      "ADD R1, R1, c[1];\n"
      "BRA l;\n"
      "MOV o[TEX0], R0;\n"
      "END",
      .param = { [1] = { 1, 1, 1, 1 } },
      .expect = { E(TEX0, 0, 0, 0, 1), E(TEX1, 1, 1, 1, 1) },
   },
   {
      /* a quiet loop left normally at 2 + 3 * 21844 = 65534; in the
       * suffix the ADD (65535th) and the o[TEX0] write (65536th) run,
       * the second ADD runs unguarded past the budget but the o[TEX1]
       * write that would show it does not */
      "vp2-struct-quiet-suffix-guard",
      "!!VP2.0\n"
      "main: MOV o[HPOS], v[0];\n"
      "MOV R0, c[2];\n"
      "l: ADDC R0, R0, -c[1];\n"
      "ADD R1, R1, c[1];\n"
      "BRA l (GT.x);\n"
      "ADD R1, R1, c[1];\n"
      "MOV o[TEX0], R1;\n"
      "ADD R1, R1, c[1];\n"
      "MOV o[TEX1], R1;\n"
      "END",
      .param = { [1] = { 1, 1, 1, 1 },
                 [2] = { 21844, 21844, 21844, 21844 } },
      .expect = { E(TEX0, 21845, 21845, 21845, 21845),
                  E(TEX1, 0, 0, 0, 1) },
   },
   {
      /* the same loop left at 2 + 3 * 21843 = 65531, then a conditional
       * CAL of a leaf writing o[TEX2] (CAL 65532, ADD, MOV 65534, RET
       * 65535); the ADD after it is the 65536th, o[TEX0] is not written */
      "vp2-struct-quiet-suffix-call",
      "!!VP2.0\n"
      "s: ADD R1, R1, c[1];\n"
      "MOV o[TEX2], R1;\n"
      "RET;\n"
      "main: MOV o[HPOS], v[0];\n"
      "MOV R0, c[2];\n"
      "l: ADDC R0, R0, -c[1];\n"
      "ADD R1, R1, c[1];\n"
      "BRA l (GT.x);\n"
      "CAL s (EQ.x);\n"
      "ADD R1, R1, c[1];\n"
      "MOV o[TEX0], R1;\n"
      "END",
      .param = { [1] = { 1, 1, 1, 1 },
                 [2] = { 21843, 21843, 21843, 21843 } },
      .expect = { E(TEX0, 0, 0, 0, 1),
                  E(TEX2, 21844, 21844, 21844, 21844) },
   },
   {
      /* nvtgsi_flow_struct.c, cgc's "while" shape: an entry test (a
       * forward BRA past the loop) before a counted loop writing o[];
       * the count 3 runs three passes */
      "vp2-struct-while",
      VP2_WHILE,
      .param = { [1] = { 1, 1, 1, 1 }, [2] = { 3, 0, 0, 0 } },
      .expect = { E(TEX0, 3, 3, 3, 3), E(TEX1, 0, 0, 0, 0),
                  E(TEX2, 3, 3, 3, 3) },
   },
   {
      /* the same with a count of 0: the entry test is taken, the loop
       * never runs and o[TEX2] keeps its initial value */
      "vp2-struct-while-0",
      VP2_WHILE,
      .param = { [1] = { 1, 1, 1, 1 } },
      .expect = { E(TEX0, 0, 0, 0, 0), E(TEX1, 0, 0, 0, 0),
                  E(TEX2, 0, 0, 0, 1) },
   },
   {
      /* the same past the budget: 3 (MOV, MOVC, BRA) + 4 * 16383 =
       * 65535, the next pass's ADD is the 65536th and its o[TEX2] write
       * does not happen, nor does the suffix */
      "vp2-struct-while-65536",
      VP2_WHILE,
      .param = { [1] = { 1, 1, 1, 1 }, [2] = { 20000, 0, 0, 0 } },
      .expect = { E(TEX0, 0, 0, 0, 1), E(TEX1, 0, 0, 0, 1),
                  E(TEX2, 16383, 16383, 16383, 16383) },
   },
   {
      /* a quiet loop (no o[] write) under an entry test that is taken
       * (MOVC of -1 gives LT) */
      "vp2-struct-while-quiet-skip",
      VP2_WHILE_QUIET,
      .param = { [1] = { 1, 1, 1, 1 }, [2] = { -1, 0, 0, 0 } },
      .expect = { E(TEX0, 0, 0, 0, 0) },
   },
   {
      /* and not taken: two passes */
      "vp2-struct-while-quiet",
      VP2_WHILE_QUIET,
      .param = { [1] = { 1, 1, 1, 1 }, [2] = { 2, 0, 0, 0 } },
      .expect = { E(TEX0, 2, 2, 2, 2) },
   },
   {
      /* forward branches only (no loop emitted), "main" not first,
       * conditional and unconditional, a label at the end */
      "vp2-forward",
      "!!VP2.0\n"
      "MOV o[TEX3], c[1];\n"
      "main: MOV o[HPOS], v[0];\n"
      "MOVC CC, v[1];\n"
      "BRA a (LT.x);\n"
      "MOV o[TEX0], c[1];\n"
      "a: BRA b (GT.y);\n"
      "MOV o[TEX1], c[1];\n"
      "b: MOV o[TEX2], c[1];\n"
      "BRA e;\n"
      "MOV o[TEX2], c[0];\n"
      "e:\n"
      "END",
      .attr = { [1] = { 1, -1, 0, 0 } },
      .param = { [1] = { 1, 1, 1, 1 } },
      .expect = { E(TEX0, 1, 1, 1, 1), E(TEX1, 1, 1, 1, 1),
                  E(TEX2, 1, 1, 1, 1), E(TEX3, 0, 0, 0, 1) },
   },
   {
      /* o[CLP0..5]: the x components, CLIPDIST[0].xyzw and [1].xy */
      "vp2-clip-distances",
      VP2_HPOS
      "DP4 o[CLP0].x, v[0], c[0];\n"
      "MOV o[CLP1].x, -v[1].y;\n"
      "MOV o[CLP3].xy, v[1].zwzw;\n"
      "MOV o[CLP5].x, v[1].w;\n"
      "END",
      .attr = { [0] = { 1, 2, 3, 1 }, [1] = { 5, 6, 7, 8 } },
      .param = { { 1, 0, 0, -0.5f } },
      .expect = { E(CLP0, 0.5f, 0, 0, 0), E(CLP1, -6, 0, 0, 0),
                  E(CLP2, 0, 0, 0, 0), E(CLP3, 7, 0, 0, 0),
                  E(CLP4, 0, 0, 0, 0), E(CLP5, 8, 0, 0, 0) },
   },
};
