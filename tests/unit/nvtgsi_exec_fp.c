/*
 * The NV_fragment_program emitter (src/tgsi_emit/nvtgsi_fp*.c) against
 * the reference interpreter (nvp_execute_fp), without GL: every program
 * below runs for every value set on softpipe's interpreter (tgsi_exec),
 * once on the emitted tokens and once after tgsi_to_nir + nir_to_tgsi on
 * a softpipe screen (the route softpipe's GL path takes), and o[COLR] /
 * o[COLH], o[DEPR].z and the kill flag must equal the interpreter's bit
 * for bit (any NaN matches any NaN).  Only the spec's approximations
 * (EX2, LG2, POW, SIN, COS) are compared with a tolerance.
 *
 * Values enter through p[0..3] (constants: no interpolation touches
 * their bits) and f[TEX0] / f[COL0] (constant interpolation).
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compiler/glsl_types.h"
#include "compiler/nir/nir.h"
#include "nir/nir_to_tgsi.h"
#include "nir/tgsi_to_nir.h"
#include "nvtgsi_round_trip.h"
#include "pipe/p_screen.h"
#include "softpipe/sp_public.h"
#include "sw/null/null_sw_winsys.h"
#include "tgsi/tgsi_dump.h"
#include "tgsi/tgsi_exec.h"
#include "tgsi/tgsi_parse.h"
#include "tgsi/tgsi_scan.h"

#include "nvp.h"
#include "nvp_fp.h"
#include "nvtgsi.h"
#include "unit_common.h"

#define INF INFINITY
#define P2(e) ((float)ldexp(1.0, (e)))
#define NSETS 8

/* p[0..3] per value set: zeros of both signs, NaN, INF, fp16 and fx12
 * rounding ties and overflows, pack clamps. */
static const float sets[NSETS][4][4] = {
   { { 1, -2, 3, -4 }, { 0.5f, 0.25f, -0.125f, 2 },
     { 3, 1, 0, 1 }, { 0.5f, -0.5f, 1, 0 } },
   { { -0.0f, 0, INF, -INF }, { 0, -0.0f, -INF, NAN },
     { NAN, 1, -1, 0 }, { 2, 0.5f, -0.0f, 8 } },
   { { 1 + P2(-11), 1 + 3 * P2(-11), 65519, 65520 },
     { P2(-24), P2(-25), 3 * P2(-25), -P2(-26) },
     { 2048, 2049, 2051, -65520 }, { 1, 3, P2(-11), 6000 } },
   { { P2(-11), 1.5f / 1024, 0.1f, -3 }, { 2.5f, -2.5f, 1.9995f, 0.3f },
     { -1.5f, 1.5f, 0.7f, -0.7f }, { 0.2f, 0.5f, 1, -1 } },
   { { 0.5f, 1, 0, 0.25f }, { -1, 0, 0.5f, 1 },
     { 1.5f, -65504, 1e6f, NAN }, { 0.75f, 0.3f, 0.6f, 0.9f } },
   { { 1e-8f, 1e-4f, -1e-8f, 1e30f }, { 1e30f, -1e30f, 1e-30f, 7 },
     { 0.1f, 0.2f, 0.3f, 0.4f }, { -0.6f, 0.7f, 100, -100 } },
   { { 2.3f, -3.6f, -0.5f, 1.75f }, { -1.75f, 4, 16, 0.0625f },
     { 0, 2, 0, 2 }, { 1, 0, 1, 0 } },
   { { 3, 5, 7, 11 }, { -13, 17, -19, 23 }, { 0.001f, 1000, -0.001f, 0.5f },
     { 65504, -65504, 2047.0f / 1024, -2 } },
};

struct prog_case {
   const char *body;
   float tol;            /* 0: exact */
};

#define LOAD "MOVR R0, p[0];\nMOVR R1, p[1];\nMOVR R2, p[2];\n" \
             "MOVR R3, p[3];\n"

static const struct prog_case progs[] = {
   { "MOV o[COLR], -|R0.wzyx|;" },
   { "ADD o[COLR], R0, R1;" }, { "ADDH o[COLR], R0, R1;" },
   { "ADDX o[COLR], R0, R2;" }, { "SUB o[COLR], R1, -|R2|;" },
   { "MUL o[COLR], R0, R1;" }, { "MULH o[COLR], R0, R3;" },
   { "MULX o[COLR], R2, R3;" }, { "MAD o[COLR], R0, R1, R2;" },
   { "MADH H0, R0, R1, R2;\nMOV o[COLR], H0;" },
   { "DP3 o[COLR], R0, R1;" }, { "DP4H o[COLR], R2, R3;" },
   { "DST o[COLR], R0, R1;" }, { "MIN o[COLR], R0, R1;" },
   { "MAX o[COLR], R1, R2;" }, { "MINX o[COLR], R2, R3;" },
   { "FLR o[COLR], R0;" }, { "FRC o[COLR], R1;" }, { "FRCH o[COLR], R2;" },
   { "RCP o[COLR], R0.x;" }, { "RCP o[COLR], R1.y;" },
   { "RSQ o[COLR], R3.z;" }, { "RSQ o[COLR], R1.x;" },
   { "EX2 o[COLR], R3.w;", 1e-5f }, { "LG2 o[COLR], R3.y;", 1e-5f },
   { "POW o[COLR], R2.y, R3.x;", 1e-5f },
   { "SIN o[COLR], R2.z;", 1e-5f }, { "COS o[COLR], R0.x;", 1e-5f },
   { "SEQ o[COLR], R0, R1;" }, { "SNE o[COLR], R0, R1;" },
   { "SLT o[COLR], R2, R3;" }, { "SGE o[COLR], R1, R0;" },
   { "SGT o[COLR], R0, R3;" }, { "SLE o[COLR], R1, R2;" },
   { "SFL o[COLR], R0, R1;" }, { "STR o[COLR], R0, R1;" },
   { "LRP o[COLR], R3, R0, R1;" }, { "LRPH o[COLR], R3, R1, R2;" },
   { "X2D o[COLR], R0, R1, R2;" },
   { "MOV o[COLR], {0, 0, 0, 3};\nRFL o[COLR].xyz, R1, R2;" },
   { "LIT o[COLR], R0;", 1e-5f }, { "LIT o[COLR], R3;", 1e-5f },
   { "MOVH H1, R0;\nMOVH H2, R1;\nMOV o[COLR], H1;\nMOV o[COLR].zw, H2;" },
   { "MOV H3, R2;\nMOVR o[COLR], H3;" },
   { "MOVX o[COLR], R0;" }, { "MOVX o[COLR], R2;" },
   { "MOV_SAT o[COLR], R1;" }, { "MOVR_SAT H0, R3;\nMOV o[COLR], H0;" },
   { "MOV o[COLH], R0;" }, { "ADDH_SAT o[COLH], R2, R3;" },
   { "MULX o[COLR], f[TEX0], R0;" }, { "ADDH o[COLR], f[COL0], R1;" },
   { "PK2H o[COLR], R0;" }, { "PK2H R4, R2;\nUP2H o[COLR], R4.x;" },
   { "PK2US R4, R0;\nUP2US o[COLR], R4.z;" },
   { "PK4B R4, R1;\nUP4B o[COLR], R4.y;" },
   { "PK4B R4, R3;\nUP4B o[COLR], -R4.x;" },
   { "PK4UB R4, R0;\nUP4UB o[COLR], |R4.w|;" }, { "PK4UB o[COLR], R3;" },
   { "PK2US o[COLR], R1;" },
   { "MOVC RC, R1;\nMOV o[COLR], {0, 0, 0, 0};\n"
     "MOV o[COLR] (NE.wzyx), R0;" },
   { "MOVC RC, R1;\nMOV o[COLR], R2;\nMOV o[COLR] (LE), R0;" },
   { "MOVC HC, R1;\nMOV o[COLR], R2;\nMOV o[COLR] (EQ), R3;" },
   { "ADDXC R4, R0, R2;\nMOV o[COLR], R4;\nMOV o[COLR] (GT.x), R1;" },
   { "MOVC R4, R1;\nMOVC R4.xyz, R1.yzwx;\nMOVC R4 (NE), R1.zywx;\n"
     "MOV o[COLR], R4;\nMOV o[COLR] (GE), {9, 9, 9, 9};" },
   { "MOVC RC, R0;\nKIL LT.x;\nMOV o[COLR], R1;" },
   { "MOVC RC, R1;\nKIL NE.w;\nMOV o[COLR], R1;" },
   { "MOV o[COLR], R0;\nMOV o[DEPR].z, R3.y;" },
   /* negated and absolute operands of lowered instructions (their
    * sign must reach the integer selects: MIN(-0, +0) is -0) */
   { "MIN o[COLR], -R0, R1;" }, { "MAX o[COLR], -|R1|, R2;" },
   { "MINH o[COLR], -R2, -R3;" }, { "LRP o[COLR], -R3, R0, R1;" },
   { "SGEX o[COLR], -R0, R2;" }, { "MULH o[COLR], -|R1|, R3;" },
   { "MOV R4, -R0;\nMIN o[COLR], -R4, R0;" },
   /* RCP of an RSQ as one square root (nvp_fp_sqrt.c), with the RCP's
    * sign operations; not so after a rewrite, a _SAT, in H */
   { "RSQR R4.x, R0.x;\nRCPR R5.x, R4.x;\nRCPR R5.y, -R4.x;\n"
     "RSQR R4.y, |R1.w|;\nRCPR R5.z, -|R4.y|;\nRCPR R5.w, R4.y;\n"
     "MOV o[COLR], R5;" },
   { "RSQR R4.x, R2.y;\nMOVR R4.x, R4.x;\nRCPR R5.x, R4.x;\n"
     "RSQR_SAT R4.y, R3.x;\nRCPR R5.y, R4.y;\nRSQH H0.x, R0.z;\n"
     "RCPH R5.zw, H0.x;\nMOV o[COLR], R5;" },
   /* MIN/MAX of a literal (one compare, one select): zeros of one
    * sign, of the other, of both (the general form), INF from an H
    * conversion, X */
   { "MAX o[COLR], R1, {0, 0, 0, 0};" },
   { "MAX o[COLR], -{0, 0, 0, 0}, R1;" },
   { "MIN o[COLR], R1, {0, 1, -1, 0};" },
   { "MIN o[COLR], -{0, 0, 0, 0}.x, R0;" },
   { "MAX o[COLR], R0, {0, -1, 1, 2};\nMIN o[COLR].y, R1, -{0, 0, 0, 0};" },
   { "MAXH o[COLR], R2, {0.1, 65520, -1, 0};" },
   { "MINH o[COLR], {-65520, 3, 0, -0.5}, R2;" },
   { "MINX o[COLR], R3, {0.3, -3, 2, 0};" },
   /* values known in [+0.0, hi] (nvtgsi_fp_range.c): set-on results and
    * non-negative literals through MAD, DP3, ADD, LRP; their MIN/MAX is
    * TGSI's MIN/MAX, their _SAT nothing up to 1.0 and a minimum above it;
    * a negation, a product past the bounds kept, a conditional write of
    * another value make them unknown again */
   { "SGE R4, R0, R1;\nSLT R5, R2, R3;\n"
     "MAD R6, R4, {0.75, 0.5, 1.5, 0.25}, R5;\n"
     "MIN o[COLR], R6, R6.wzyx;" },
   { "SGE R4, R0, R1;\nSLT R5, R2, R3;\n"
     "MAD R6, R4, {0.75, 0.5, 1.5, 0.25}, R5;\n"
     "MAX o[COLR], R6.yxwz, R6;" },
   { "SGE R4, R0, R1;\nSLT R5, R2, R3;\n"
     "MAD_SAT o[COLR], R4, {0.75, 0.5, 1.5, 3}, R5;" },
   { "SGEH H4, R0, R1;\nSLT R5, R2, R3;\n"
     "DP3H H6.x, H4, {0.3, 0.59, 0.11, 0};\n"
     "ADDH_SAT o[COLR], H6.x, R5;" },
   { "SNE R4, R0, R1;\nSLE R5, R2, R3;\n"
     "LRP R6, R4, {0.1, 2, 0.5, 0}, R5;\nMAXX_SAT o[COLR], R6, R4.wzyx;" },
   { "SEQ R4, R0, R0;\nMUL R5, R4, {1e30, 1e30, 0, 1};\n"
     "MUL R6, R5, R5;\nMIN o[COLR], R6, R5.yxwz;" },
   { "SEQ R4, R0, R0;\nMUL R5, R4, {1e30, 1e30, 0, 1};\n"
     "MUL R6, R5, R5;\nMUL R7, R6, {0, 0, 0, 0};\n"
     "MAX o[COLR], R7, R4;\nMIN o[COLR].w, R4, R7;" },
   { "SGE R4, R0, R1;\nMOV R5, -R4;\nMIN o[COLR], R4.wzyx, R5;" },
   { "SGE R4, R0, R1;\nMOV R5, -R4;\nMAX o[COLR], R5, R4.wzyx;" },
   { "SGE R4, R0, R1;\nMOVC RC, R2;\nMOV R4 (LT), R0;\n"
     "MAX o[COLR], R4, R4.yzwx;" },
   { "SGE R4, R0, R1;\nMULX R5, R4, {1.5, 0.001, 3, 0.5};\n"
     "MULH R6, R5, R5;\nMAD_SAT o[COLR], R6, R5, R4;" },
};

/* "!!ARBfp1.0" with OPTION NV_fragment_program (NVP_KIND_ARBFP_NV): the
 * same set values as program.env[0..3], read through parameter slots. */
#define ARBFP "!!ARBfp1.0\nOPTION NV_fragment_program;\n" \
   "TEMP R0, R1, R2, R3;\nSHORT TEMP h;\nMOV R0, program.env[0];\n" \
   "MOV R1, program.env[1];\nMOV R2, program.env[2];\n" \
   "MOV R3, program.env[3];\n"

static const struct prog_case arb_progs[] = {
   { ARBFP "ADDH result.color, R0, R1;\nEND" },
   { ARBFP "MULX result.color, R2, R3;\nEND" },
   { ARBFP "MOV h, R0;\nMAD result.color, h, R1, R2;\nEND" },
   { ARBFP "ABSH result.color, R1;\nEND" },
   { ARBFP "DPH result.color, R0, R1;\nEND" },
   { ARBFP "CMP result.color, R0, R1, R2;\nEND" },
   { ARBFP "PARAM k = {0, 0.5, -0.0, -2};\n"
     "MAX result.color.xyw, R1, k;\nMIN result.color.z, R0, k;\nEND" },
   { ARBFP "XPD result.color, R1, R3;\nEND" },
   { ARBFP "SWZ result.color, R0, -w, 0, y, -1;\nEND" },
   { ARBFP "SCS result.color.xy, R3.x;\nEND", 1e-5f },
   { ARBFP "MOVC R0, R1;\nMOV result.color, R2;\n"
     "MOV result.color (LT.wzyx), {9, 8, 7, 6};\nEND" },
   { ARBFP "KIL R1;\nMOV result.color, R0;\nEND" },
   { ARBFP "KIL -|R2.x|;\nMOV result.color, R0;\nEND" },
   { ARBFP "MOVC R0, R1;\nKIL GE.y;\nMOV result.color, R2;\nEND" },
   { ARBFP "PK2H R0.x, R1;\nUP2H result.color, R0.x;\nEND" },
   { ARBFP "PK4B R0.x, R3;\nUP4B result.color, R0.x;\nEND" },
   { ARBFP "SHORT OUTPUT c = result.color;\nADD c, R0, 0.5;\nEND" },
   { ARBFP "LRPX result.color, R3, R0, R1;\nMOV result.depth.z, R2.y;"
     "\nEND" },
   { ARBFP "MOV result.color, fragment.texcoord[0];\n"
     "RFLH result.color.xyz, R1, R2;\nEND" },
   { ARBFP "ABS result.color, -R1;\nEND" },
   { ARBFP "CMP result.color, -R0, -R1, |R2|;\nEND" },
};

/* "!!ARBfp1.0" with OPTION NV_fragment_program2 (NVP_KIND_ARBFP_NV2):
 * flow on the set's values (env[2].x as a loop count is 3, NaN, 2048,
 * -1.5, 1.5, 0.1, 0, 0.001), the new instructions; f[TEX1..7] hold set
 * values too and fragment.facing is -1 for odd sets. */
#define ARBFP2 "!!ARBfp1.0\nOPTION NV_fragment_program2;\n" \
   "TEMP R0, R1, R2, R3, R4, R5;\nMOV R0, program.env[0];\n" \
   "MOV R1, program.env[1];\nMOV R2, program.env[2];\n" \
   "MOV R3, program.env[3];\nMOV R4, 0;\n"

static const struct prog_case arb2_progs[] = {
   { ARBFP2 "MOVC R5, R0;\nIF GT.x;\nMOV result.color, R1;\nELSE;\n"
     "MOV result.color, R2;\nENDIF;\nEND" },
   { ARBFP2 "MOVC R5, R1;\nMOV result.color, R3;\nIF LT.wzyx;\n"
     "MOVC R5, R2;\nIF EQ.y;\nMOV result.color, R0;\nENDIF;\n"
     "ADD result.color.x, R2, R1;\nELSE;\nIF NE;\n"
     "MUL result.color, R1, R0;\nENDIF;\nENDIF;\nEND" },
   { ARBFP2 "REP program.env[2];\nADD R4, R4, R0;\nENDREP;\n"
     "MOV result.color, R4;\nEND" },
   { ARBFP2 "LOOP {4, 0, 1};\nADD R4, R4, fragment.texcoord[A0.x];\n"
     "ENDLOOP;\nMOV result.color, R4;\nEND" },
   { ARBFP2 "LOOP {3, -2, 3};\n"
     "MAD R4, R4, 2, fragment.texcoord[A0.x + 5];\nENDLOOP;\n"
     "MOV result.color, R4;\nEND" },
   { ARBFP2 "REP {10};\nADDC R4, R4, R1;\nBRK (GT.x);\nENDREP;\n"
     "MOV result.color, R4;\nEND" },
   { ARBFP2 "REP {3};\nREP {4};\nADD R4, R4, 1;\nMOVC R5, R4.x;\n"
     "IF GE.x;\nBRK (GT.x);\nENDIF;\nENDREP;\nADD R4.y, R4, 10;\n"
     "ENDREP;\nMOV result.color, R4;\nEND" },
   { ARBFP2 "CAL f;\nMOV result.color, R4;\nRET;\n"
     "f:\nMOVC R5, R0;\nADD R4, R1, R2;\nRET (LT.x);\n"
     "MUL R4, R4, R3;\nRET;\nEND" },
   /* recursion: the fifth CAL terminates with four calls' work done */
   { ARBFP2 "CAL f;\nMOV result.color, 9;\nRET;\n"
     "f:\nADD R4, R4, R1;\nMOV result.color, R4;\nCAL f;\nRET;\nEND" },
   /* the end of the program inside a subroutine terminates */
   { ARBFP2 "CAL f;\nMOV result.color, 9;\nRET;\n"
     "f:\nMOV result.color, R0;\nEND" },
   { ARBFP2 "MOV result.color, R1;\nRET;\nmain:\nMOV result.color, R2;"
     "\nCAL g;\nRET;\ng:\nREP {5};\nADD R4, R4, R3;\nMOVC R5, R4;\n"
     "RET (GT.y);\nENDREP;\nMOV result.color, R4;\nRET;\nEND" },
   { ARBFP2 "MOVC R5, R0;\nRET (GT.x);\nMOV result.color, R1;\nEND" },
   /* an RSQ/RCP pair in a block, and one split by an IF */
   { ARBFP2 "RSQ R4.x, R0.x;\nRCP R4.y, R4.x;\nRSQ R4.z, R1.y;\n"
     "MOVC R5, R2;\nIF GT.x;\nRCP R4.w, R4.z;\nENDIF;\n"
     "MOV result.color, R4;\nEND" },
   /* nested loops past 65536 executed instructions: stops exactly */
   { ARBFP2 "REP {255};\nREP {255};\nADD R4, R4, 1;\n"
     "MOV result.color, R4;\nENDREP;\nENDREP;\nMOV result.color, -1;"
     "\nEND" },
   /* a KIL the bound keeps from running does not discard, though the
    * emitted program runs optimistically past the bound first: in
    * trips of 5 instructions, ADD is the 65535th of the trip where R4.x
    * reaches 13086 and KIL the 65538th (13085: the KIL before runs) */
   { ARBFP2 "REP {255};\nREP {255};\nADD R4, R4, 1;\nSGE R5.x, R4.x, "
     "13084;\nSUB R5.y, 0, R5.x;\nKIL R5.y;\nENDREP;\nENDREP;\nEND" },
   { ARBFP2 "REP {255};\nREP {255};\nADD R4, R4, 1;\nSGE R5.x, R4.x, "
     "13085;\nSUB R5.y, 0, R5.x;\nKIL R5.y;\nENDREP;\nENDREP;\nEND" },
   { ARBFP2 "REP {255};\nREP {255};\nADD R4, R4, 1;\nSGE R5.x, R4.x, "
     "13086;\nSUB R5.y, 0, R5.x;\nKIL R5.y;\nENDREP;\nENDREP;\nEND" },
   { ARBFP2 "REP {255};\nREP {255};\nADD R4, R4, 1;\nSGE R5.x, R4.x, "
     "13087;\nSUB R5.y, 0, R5.x;\nKIL R5.y;\nENDREP;\nENDREP;\nEND" },
   { ARBFP2 "REP {255};\nREP {255};\nADD R4, R4, 1;\nSGE R5.x, R4.x, "
     "13088;\nSUB R5.y, 0, R5.x;\nKIL R5.y;\nENDREP;\nENDREP;\nEND" },
   { ARBFP2 "REP {255};\nREP {255};\nADD R4, R4, 1;\n"
     "MOV result.color, R4;\nENDREP;\nENDREP;\nKIL -R4;\nEND" },
   /* counted, within the bound: the optimistic run's result */
   { ARBFP2 "REP {255};\nREP {255};\nADD R4, R4, 1;\nMOVC R5, R4.x;\n"
     "BRK (GT.x);\nENDREP;\nMOV result.color, R4;\nENDREP;\nEND" },
   { ARBFP2 "REP {255};\nREP {200};\nADD R4.x, R4, 1;\n"
     "MOVC R5, R4.x;\nIF GT.x;\nADD R4.y, R4, 1;\nELSE;\n"
     "ADD R4.z, R4, 1;\nENDIF;\nMOV result.color, R4;\nENDREP;\n"
     "ENDREP;\nEND" },
   { ARBFP2 "DIV result.color, R0, R1.y;\nEND" },
   { ARBFP2 "DIVH result.color, R1, R0.x;\nEND" },
   { ARBFP2 "DP2 result.color, R0, R1;\nEND" },
   { ARBFP2 "DP2AX result.color, R2, R3, R1;\nEND" },
   { ARBFP2 "NRM result.color, R0;\nEND" },
   { ARBFP2 "NRMH result.color, R3;\nEND" },
   { ARBFP2 "MUL_SSAT result.color, R0, R1;\nEND" },
   { ARBFP2 "ADDH_SSAT result.color, R2, R3;\nEND" },
   { ARBFP2 "MOV result.color, fragment.facing;\nEND" },
   { ARBFP2 "MOVC R5, fragment.facing.x;\nIF LT.x;\n"
     "MOV result.color, R0;\nELSE;\nKIL GT.x;\nENDIF;\nEND" },
};

/* The value of each parameter slot of an ARB-kind program, set si. */
static float param_vals[256][4];

static unsigned checks, failures;
static struct pipe_screen *sp_screen;
static float locals[NVP_FP_NUM_LOCALS][4];
static float attribs[NVP_FRAG_ATTRIB_COUNT][4];
static float named_vals[16][4];
/* NVTGSI_BIND_DEPTH_BOUNDS: what the state tracker writes while depth
 * clamping is enabled, unless a case sets a range. */
static float depth_bounds[4] = { -INFINITY, INFINITY, 0.0f, 0.0f };

/* Per-lane runs (the random NV_fragment_program2 programs): f[TEX0]
 * differs per fragment of the quad by these steps in x and y, as
 * tgsi_exec interpolates it, so flow diverges inside a quad; every
 * lane is compared, lane l against lane_want[l]. */
static unsigned test_lanes = 1;
static const float lane_dx[4] = { 1.0f, -2.0f, 0.5f, 3.0f };
static const float lane_dy[4] = { -1.0f, 0.25f, 2.0f, -3.0f };
static struct nvp_fp_result lane_want[NVP_FP_QUAD];

static int
find(const struct tgsi_shader_info *info, bool output, unsigned name,
     unsigned index)
{
   unsigned n = output ? info->num_outputs : info->num_inputs;

   for (unsigned k = 0; k < n; k++) {
      unsigned sn = output ? info->output_semantic_name[k]
                           : info->input_semantic_name[k];
      unsigned si = output ? info->output_semantic_index[k]
                           : info->input_semantic_index[k];
      if (sn == name && si == index)
         return (int)k;
   }
   return -1;
}

static bool
same(float got, float want, float tol)
{
   return unit_same_float(got, want, tol);
}

static void
run_tokens(const char *name, const struct nvtgsi_shader *sh,
           const struct tgsi_token *tokens,
           const struct nvp_fp_result *want, float tol, bool colh)
{
   static float consts[256 + NVP_FP_NUM_LOCALS + 16][4];
   static struct tgsi_interp_coef coef[PIPE_MAX_SHADER_INPUTS];
   struct tgsi_shader_info info;
   struct tgsi_exec_machine *mach;
   bool ok = true;

   tgsi_scan_shader(tokens, &info);
   for (unsigned k = 0; k < sh->num_bindings; k++) {
      const float *v = sh->bindings[k].kind == NVTGSI_BIND_LOCAL ?
         locals[sh->bindings[k].index] :
         sh->bindings[k].kind == NVTGSI_BIND_DEPTH_BOUNDS ? depth_bounds :
         sh->bindings[k].kind == NVTGSI_BIND_PARAM ?
         param_vals[sh->bindings[k].index] :
         named_vals[sh->bindings[k].index];
      memcpy(consts[k], v, sizeof(consts[k]));
   }
   memset(coef, 0, sizeof(coef));
   for (unsigned k = 0; k < info.num_inputs; k++) {
      unsigned a = NVP_FRAG_ATTRIB_COUNT;
      if (info.input_semantic_name[k] == TGSI_SEMANTIC_COLOR)
         a = NVP_FRAG_COL0 + info.input_semantic_index[k];
      else if (info.input_semantic_name[k] == TGSI_SEMANTIC_TEXCOORD)
         a = NVP_FRAG_TEX0 + info.input_semantic_index[k];
      if (a < NVP_FRAG_ATTRIB_COUNT)
         memcpy(coef[k].a0, attribs[a], sizeof(coef[k].a0));
      if (a == NVP_FRAG_TEX0 && test_lanes > 1) {
         memcpy(coef[k].dadx, lane_dx, sizeof(coef[k].dadx));
         memcpy(coef[k].dady, lane_dy, sizeof(coef[k].dady));
      }
   }

   mach = tgsi_exec_machine_create(PIPE_SHADER_FRAGMENT);
   tgsi_exec_machine_bind_shader(mach, tokens, NULL, NULL, NULL);
   {
      const void *bufs[1] = { consts };
      unsigned sizes[1] = { sh->num_bindings * 16 };
      tgsi_exec_set_constant_buffers(mach, 1, bufs, sizes);
   }
   mach->InterpCoefs = coef;
   mach->flatshade_color = true;
   for (unsigned l = 0; l < TGSI_QUAD_SIZE; l++) {
      mach->QuadPos.xyzw[0].f[l] = 0;
      mach->QuadPos.xyzw[1].f[l] = 0;
      mach->QuadPos.xyzw[3].f[l] = 1;
   }
   mach->NonHelperMask = 0xf;
   /* fragment.facing: the emitted FACE system value is integer ~0 for
    * front (tgsi_to_nir without a screen, as the state tracker runs
    * it); after nir_to_tgsi on softpipe it is a float FACE input. */
   bool front = attribs[NVP_FRAG_FACE][0] >= 0.0f;
   mach->Face = front ? 1.0f : -1.0f;
   for (unsigned k = 0; k < info.num_system_values; k++) {
      if (info.system_value_semantic_name[k] != TGSI_SEMANTIC_FACE)
         continue;
      for (unsigned l = 0; l < TGSI_QUAD_SIZE; l++) {
         mach->SystemValue[mach->SysSemanticToIndex[TGSI_SEMANTIC_FACE]]
            .xyzw[0].u[l] = front ? ~0u : 0u;
      }
   }
   unsigned live = tgsi_exec_machine_run(mach, 0);

   int col = find(&info, true, TGSI_SEMANTIC_COLOR, 0);
   int pos = find(&info, true, TGSI_SEMANTIC_POSITION, 0);
   for (unsigned l = 0; l < test_lanes; l++) {
      const struct nvp_fp_result *wl = l ? &lane_want[l] : want;
      checks++;
      bool killed = !(live & (1u << l));
      /* the interpreter runs the program only; the discard of a
       * replaced depth outside the bounds is the fragment pipeline's
       * (3.11.6) */
      float z = wl->outputs[NVP_FRAG_DEPR][2];
      bool want_killed = wl->killed ||
         (pos >= 0 && (z < depth_bounds[0] || z > depth_bounds[1]));
      if (killed != want_killed) {
         printf("FAIL %s lane %u: killed %d, expected %d\n", name, l,
                killed, want_killed);
         ok = false;
      }
      /* the colour is o[COLH] when the program writes it */
      const float *w = wl->outputs[colh ? NVP_FRAG_COLH : NVP_FRAG_COLR];
      for (unsigned c = 0; !killed && col >= 0 && c < 4; c++) {
         float got = mach->Outputs[col].xyzw[c].f[l];
         if (!same(got, w[c], tol)) {
            printf("FAIL %s lane %u: colour.%c = %.9g (0x%08x), "
                   "interpreter %.9g\n", name, l, "xyzw"[c], got,
                   mach->Outputs[col].xyzw[c].u[l], w[c]);
            ok = false;
         }
      }
      if (!killed && pos >= 0) {
         float got = mach->Outputs[pos].xyzw[2].f[l];
         if (!same(got, wl->outputs[NVP_FRAG_DEPR][2], tol)) {
            printf("FAIL %s lane %u: depth = %.9g, interpreter %.9g\n",
                   name, l, got, wl->outputs[NVP_FRAG_DEPR][2]);
            ok = false;
         }
      }
   }
   if (!ok)
      failures++;
   tgsi_exec_machine_destroy(mach);
}

static void compare(const char *name, const struct nvp_program *prog,
                    const struct nvp_fp_result *want, float tol,
                    int dump_as);

/* kind: 0 "!!FP1.0" (progs), 1 OPTION NV_fragment_program
 * (arb_progs), 2 OPTION NV_fragment_program2 (arb2_progs). */
static void run_text(const char *name, const char *text, unsigned si,
                     unsigned kind, float tol, int dump_as);

static void
run_prog(unsigned pi, unsigned si, unsigned kind)
{
   const bool arb = kind > 0;
   const struct prog_case *pc = kind == 2 ? &arb2_progs[pi] :
                                arb ? &arb_progs[pi] : &progs[pi];
   char text[1024], name[128];

   if (arb)
      snprintf(text, sizeof(text), "%s", pc->body);
   else
      snprintf(text, sizeof(text), "!!FP1.0\n" LOAD "%s\nEND", pc->body);
   snprintf(name, sizeof(name), "%sprog %u set %u",
            kind == 2 ? "arbfp2 " : arb ? "arbfp " : "", pi, si);
   run_text(name, text, si, kind, pc->tol,
            si == 0 && !arb ? (int)pi : -1);
}

/* 'text' of the given kind on value set si: interpreter, then the
 * emitted program against it. */
static void
run_text(const char *name, const char *text, unsigned si, unsigned kind,
         float tol, int dump_as)
{
   const bool arb = kind > 0;
   struct nvp_error err;
   struct nvp_fp_result want;

   memset(locals, 0, sizeof(locals));
   memcpy(locals, sets[si], sizeof(sets[si]));
   memset(attribs, 0, sizeof(attribs));
   /* f[TEX0] and f[COL0]: set si's p[3] and p[2] */
   memcpy(attribs[NVP_FRAG_TEX0], sets[si][3], sizeof(attribs[0]));
   memcpy(attribs[NVP_FRAG_COL0], sets[si][2], sizeof(attribs[0]));
   for (unsigned k = 1; kind == 2 && k < NVP_FP_NUM_TEXCOORDS; k++) {
      for (unsigned c = 0; c < 4; c++)
         attribs[NVP_FRAG_TEX0 + k][c] = sets[si][k & 3][c] + (float)k;
   }
   attribs[NVP_FRAG_FACE][0] = si & 1 ? -1.0f : 1.0f;
   attribs[NVP_FRAG_FACE][3] = 1.0f;

   struct nvp_program *prog =
      nvp_parse(arb ? NVP_TARGET_ARB_FRAGMENT : NVP_TARGET_FRAGMENT, text,
                strlen(text), &err);
   checks++;
   if (!prog) {
      printf("FAIL %s: parse: %s\n%s\n", name, err.message, text);
      failures++;
      return;
   }
   /* ARB kind: program.env[n] is set si's p[n], literals their value */
   memset(param_vals, 0, sizeof(param_vals));
   for (unsigned k = 0; arb && k < prog->num_params && k < 256; k++) {
      const struct nvp_param *q = &prog->params[k];
      if (q->kind == NVP_PARAM_CONSTANT)
         memcpy(param_vals[k], q->value, sizeof(param_vals[k]));
      else if (q->kind == NVP_PARAM_ENV && q->index < 4)
         memcpy(param_vals[k], sets[si][q->index], sizeof(param_vals[k]));
   }
   struct nvp_fp_env env;
   struct nvp_fp_result quad[NVP_FP_QUAD];
   memset(&env, 0, sizeof(env));
   for (unsigned f = 0; f < NVP_FP_QUAD; f++) {
      memcpy(env.attribs[f], attribs, sizeof(attribs));
      /* tgsi_exec's interpolation, eval_perspective_coef() with the
       * quad at (0, 0) and w = 1, to the bit */
      for (unsigned c = 0; test_lanes > 1 && c < 4; c++) {
         float *t = &env.attribs[f][NVP_FRAG_TEX0][c];
         float a0 = attribs[NVP_FRAG_TEX0][c] + lane_dx[c] * 0.0f +
                    lane_dy[c] * 0.0f;
         *t = f == 0 ? a0 : f == 1 ? a0 + lane_dx[c] :
              f == 2 ? a0 + lane_dy[c] : a0 + lane_dx[c] + lane_dy[c];
      }
   }
   memcpy(env.locals, locals, sizeof(locals));
   env.params = (const float (*)[4])param_vals;
   checks++;
   bool ran = nvp_execute_fp_quad(prog, &env, quad, &err);
   if (ran) {
      want = quad[0];
      memcpy(lane_want, quad, sizeof(lane_want));
   }
   if (!ran) {
      printf("FAIL %s: interpreter: %s\n", name, err.message);
      failures++;
      nvp_program_free(prog);
      return;
   }
   compare(name, prog, &want, tol, dump_as);
   nvp_program_free(prog);
}

/* Emit prog and run it on tgsi_exec, directly and through NIR, against
 * the interpreter's result want; dump_as: its NVTGSI_EXEC_FP_DUMP number
 * (-1: never dumped). */
static void
compare(const char *name, const struct nvp_program *prog,
        const struct nvp_fp_result *want, float tol, int dump_as)
{
   struct nvtgsi_shader sh;
   char emit_err[256] = "";
   bool colh = prog->outputs_written & (1u << NVP_FRAG_COLH);

   checks++;
   if (!nvtgsi_emit(prog, &sh, emit_err, sizeof(emit_err))) {
      printf("FAIL %s: emit: %s\n", name, emit_err);
      failures++;
      return;
   }
   run_tokens(name, &sh, sh.tokens, want, tol, colh);
   /* fragment.facing is the FACE system value of tgsi_to_nir without a
    * screen (the state tracker's route, which the GL test arbfp-nv2-flow
    * covers on both drivers); softpipe's screen has it as an input. */
   if (sp_screen &&
       !(prog->attribs_read & (1u << NVP_FRAG_FACE))) {
      /* as the state tracker's hand-over does: exact ALU, signed zeros,
       * INF and NaN preserved */
      const struct tgsi_token *rt =
         nvtgsi_round_trip(sp_screen, PIPE_SHADER_FRAGMENT, sh.tokens,
                           true);
      char nname[160];
      snprintf(nname, sizeof(nname), "%s [nir]", name);
      checks++;
      if (!rt) {
         printf("FAIL %s: nir round trip\n", nname);
         failures++;
      } else {
         /* NVTGSI_EXEC_FP_DUMP=n: both token streams of program n */
         const char *dump = getenv("NVTGSI_EXEC_FP_DUMP");
         if (dump && dump_as >= 0 && atoi(dump) == dump_as) {
            tgsi_dump(sh.tokens, 0);
            tgsi_dump(rt, 0);
         }
         run_tokens(nname, &sh, rt, want, tol, colh);
         tgsi_free_tokens(rt);
      }
   }
   nvtgsi_shader_free(&sh);
}

/* prog on the interpreter with the current locals and attribs, then the
 * emitted program against that result. */
static void
check_against_interpreter(const char *name, const struct nvp_program *prog)
{
   struct nvp_fp_result want;
   struct nvp_error err;

   checks++;
   if (!nvp_execute_fp(prog, attribs, locals, NULL, NULL, NULL, &want,
                       &err)) {
      printf("FAIL %s: interpreter: %s\n", name, err.message);
      failures++;
      return;
   }
   compare(name, prog, &want, 0.0f, -1);
}

/* fp16 rounding of a run-time value (p[0] read by an H instruction) at
 * the places where it can go wrong: in every binade from fp32's
 * denormals to the overflow, fp16 grid points, the ties between two of
 * them and the fp32 values one ulp either side of each tie, both signs;
 * the interpreter's nvp_to_fp16() is the reference. */
static void
run_fp16_rounding(void)
{
   static const char text[] =
      "!!FP1.0\nMOVH H0, p[0];\nMOVR o[COLR], H0;\nEND";
   struct nvp_error err;
   struct nvp_program *prog = nvp_parse(NVP_TARGET_FRAGMENT, text,
                                        strlen(text), &err);
   float v[4096];
   unsigned n = 0;

   checks++;
   if (!prog) {
      printf("FAIL fp16 rounding: parse: %s\n", err.message);
      failures++;
      return;
   }
   for (int e = -26; e <= 16; e++) {
      /* the fp16 grid spacing in [2^e, 2^e+1): 2^(e-10), 2^-24 below
       * the fp16 normals */
      float step = ldexpf(1.0f, e - 10 < -24 ? -24 : e - 10);
      for (unsigned k = 0; k < 8; k++) {
         /* grid points spread over the binade, incl. its last */
         float g = ldexpf(1.0f, e) + step * (float)((k * 131u) % 1024u);
         float tie = g + step / 2;
         const float around[] = { g, tie, nextafterf(tie, 0.0f),
                                  nextafterf(tie, INFINITY) };
         for (unsigned j = 0; j < 4; j++) {
            v[n++] = around[j];
            v[n++] = -around[j];
         }
      }
   }
   /* the overflow edge and the specials */
   const float edge[] = { 65504.0f, 65519.996f, 65520.0f, 65536.0f,
                          INFINITY, NAN, 0.0f, -0.0f, 0x1p-149f,
                          0x1p-126f, 0x1p-25f, 0x1.8p-25f, 0x1p-24f };
   for (unsigned j = 0; j < sizeof(edge) / sizeof(edge[0]); j++) {
      v[n++] = edge[j];
      v[n++] = -edge[j];
   }
   for (unsigned i = 0; i + 4 <= n; i += 4) {
      char name[96];
      memset(locals, 0, sizeof(locals));
      memset(attribs, 0, sizeof(attribs));
      memcpy(locals[0], &v[i], sizeof(float[4]));
      snprintf(name, sizeof(name), "fp16 rounding of %a %a %a %a", v[i],
               v[i + 1], v[i + 2], v[i + 3]);
      check_against_interpreter(name, prog);
   }
   nvp_program_free(prog);
}

/* o[DEPR].z against the bounds of NVTGSI_BIND_DEPTH_BOUNDS: discarded
 * below lo or above hi, kept on them and for NaN. */
static void
run_depth_bounds(void)
{
   static const char text[] =
      "!!FP1.0\nMOV o[COLR], p[0];\nMOV o[DEPR].z, p[1].x;\nEND";
   static const float z[] = { 0.1f, 0.25f, 0.5f, 0.75f, 0.9f, -0.0f,
                              1e30f, -INFINITY, NAN };
   struct nvp_error err;
   struct nvp_program *prog = nvp_parse(NVP_TARGET_FRAGMENT, text,
                                        strlen(text), &err);
   checks++;
   if (!prog) {
      printf("FAIL depth bounds: parse: %s\n", err.message);
      failures++;
      return;
   }
   depth_bounds[0] = 0.25f;
   depth_bounds[1] = 0.75f;
   for (unsigned i = 0; i < sizeof(z) / sizeof(z[0]); i++) {
      char name[64];
      memset(locals, 0, sizeof(locals));
      memset(attribs, 0, sizeof(attribs));
      locals[0][0] = 0.5f;
      locals[1][0] = z[i];
      snprintf(name, sizeof(name), "depth bounds z=%g", z[i]);
      check_against_interpreter(name, prog);
   }
   depth_bounds[0] = -INFINITY;
   depth_bounds[1] = INFINITY;
   nvp_program_free(prog);
}

#include "nvtgsi_random_fp2.h"
#include "nvtgsi_long_fp2.h"

int
main(void)
{
   struct sw_winsys *ws = null_sw_create();

   glsl_type_singleton_init_or_ref();
   sp_screen = ws ? softpipe_create_screen(ws) : NULL;
   if (!sp_screen)
      printf("NOTE: no softpipe screen, NIR round trip skipped\n");
   /* NVTGSI_EXEC_FP_FILE=path: only the NV_fragment_program2 text in
    * that file, on every value set (for reducing a failing program). */
   /* NVTGSI_EXEC_FP_LONG=n:seed[:r]: print the long program of that
    * size and seed (fp32 only with ":r"; nvtgsi_long_fp2.h) and stop. */
   const char *lng = getenv("NVTGSI_EXEC_FP_LONG");
   if (lng) {
      char *end;
      unsigned n = (unsigned)strtoul(lng, &end, 0);
      uint32_t seed = *end == ':' ? (uint32_t)strtoul(end + 1, &end, 0)
                                  : 1u;
      char *text = long_fp2_program(n, seed, *end == ':');
      fputs(text, stdout);
      free(text);
      return 0;
   }
   const char *file = getenv("NVTGSI_EXEC_FP_FILE");
   if (file) {
      static char text[1 << 20];
      FILE *f = fopen(file, "r");
      size_t n = f ? fread(text, 1, sizeof(text) - 1, f) : 0;
      if (f)
         fclose(f);
      text[n] = '\0';
      /* (NVTGSI_EXEC_FP_DUMP=0 dumps its tokens for set 0) */
      for (unsigned si = 0; si < NSETS; si++)
         run_text(file, text, si, 2, 0.0f, si == 0 ? 0 : -1);
      printf("%u checks, %u failures\n", checks, failures);
      return failures ? 1 : 0;
   }
   for (unsigned p = 0; p < sizeof(progs) / sizeof(progs[0]); p++) {
      for (unsigned s = 0; s < NSETS; s++)
         run_prog(p, s, 0);
   }
   for (unsigned p = 0; p < sizeof(arb_progs) / sizeof(arb_progs[0]); p++) {
      for (unsigned s = 0; s < NSETS; s++)
         run_prog(p, s, 1);
   }
   for (unsigned p = 0; p < sizeof(arb2_progs) / sizeof(arb2_progs[0]);
        p++) {
      for (unsigned s = 0; s < NSETS; s++)
         run_prog(p, s, 2);
   }
   check_fp2_random();
   check_long_fp2();
   run_depth_bounds();
   run_fp16_rounding();
   printf("%u checks, %u failures\n", checks, failures);
   if (sp_screen)
      sp_screen->destroy(sp_screen);
   glsl_type_singleton_decref();
   return failures ? 1 : 0;
}
