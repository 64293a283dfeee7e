/*
 * The NV_gpu_program4 emitter (src/tgsi_emit/nvtgsi_gp4*.c) on softpipe's
 * interpreter (tgsi_exec), without GL: each "!!NVvp4.0" program below
 * runs once on the emitted tokens and once after tgsi_to_nir +
 * nir_to_tgsi on a softpipe screen (the route softpipe's GL path takes),
 * and result.texcoord[0] must hold the expected 32 bits exactly: integer
 * results are compared as integers, float ones as their bits.
 *
 * Values enter through vertex.attrib[1] = (7, -3, 2.5, -2.5) and
 * vertex.attrib[2] = (NaN, +INF, -INF, 3e9) and literals.  Where the
 * spec leaves a result undefined the expected values are the emitter's
 * documented choices (nvtgsi_gp4_ops.c).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compiler/glsl_types.h"
#include "nvtgsi_round_trip.h"
#include "pipe/p_screen.h"
#include "softpipe/sp_public.h"
#include "sw/null/null_sw_winsys.h"
#include "tgsi/tgsi_dump.h"
#include "tgsi/tgsi_exec.h"
#include "tgsi/tgsi_parse.h"
#include "tgsi/tgsi_scan.h"
#include "util/u_math.h"

#include "nvp.h"
#include "nvtgsi.h"

/* Expected values: F() float results (compared as their fp32 bits),
 * anything else the integer's 32 bits. */
#define F(x) (x)
#define I(x) (x)

struct gp4_case {
   const char *name;
   const char *body;
   double expect[4];
   bool fl;             /* float results */
   bool v5;             /* a "!!NVvp5.0" program (NV_gpu_program5) */
};

static const struct gp4_case cases[] = {
   /* float instructions and modifiers */
   { "ADD.F", "ADD o, a, {1, 2, 3, 4};",
     { F(8), F(-1), F(5.5f), F(1.5f) }, true },
   { "MAD.F.SAT", "MAD.SAT o, a, 0.25, 0.5;",
     { F(1), F(0), F(1), F(0) }, true },
   { "MUL.SSAT", "MUL.SSAT o, a, 0.25;",
     { F(1), F(-0.75f), F(0.625f), F(-0.625f) }, true },
   /* NaN through the clamps: 0.0 for .SAT, -1.0 for .SSAT (both
    * drivers' MAX returns the other operand) */
   { "SAT NaN INF", "ADD.SAT o, b, 0;", { F(0), F(1), F(0), F(1) }, true },
   { "SSAT NaN INF", "ADD.SSAT o, b, 0;", { F(-1), F(1), F(-1), F(1) },
     true },
   { "-|a|", "MOV o, -|a.wzyx|;",
     { F(-2.5f), F(-2.5f), F(-3), F(-7) }, true },
   { "DP3 DPH DP2A", "DP3 o.x, a, a; DPH o.y, a, {1, 1, 1, 10};"
     "DP2A o.z, a, a, 1; DP4 o.w, a, {1, 1, 1, 1};",
     { F(64.25f), F(16.5f), F(59), F(4) }, true },
   { "XPD", "XPD o.xyz, {1, 0, 0, 0}, {0, 1, 0, 0}; MOV o.w, 5;",
     { F(0), F(0), F(1), F(5) }, true },
   { "DST", "DST o, a, {9, 2, 9, 4};", { F(1), F(-6), F(2.5f), F(4) }, true },
   { "CMP.F", "CMP o, a, 1, 2;", { F(2), F(1), F(2), F(1) }, true },
   { "SLT.F SNE.F", "SLT o.xy, a, {8, -3, 0, 0};"
     "SNE o.zw, a, {0, 0, 2.5, 1};",
     { F(1), F(0), F(0), F(1) }, true },
   { "SGT.F SLE.F", "SGT o.xy, a, {6, -2, 0, 0};"
     "SLE o.zw, a, {0, 0, 2.5, -3};",
     { F(1), F(0), F(1), F(0) }, true },
   { "SSG", "SSG o, {-2, 0, 3, -0.5};", { F(-1), F(0), F(1), F(-1) }, true },
   /* "0.0 if ... equal to zero": +0.0 for both zeros on every path */
   { "SSG -0", "SSG o, {-0.0, 0, -0.0, 0};", { F(0), F(0), F(0), F(0) },
     true },
   { "FRC", "FRC o, a;", { F(0), F(0), F(0.5f), F(0.5f) }, true },
   { "SFL STR", "SFL o.xy, a, a; STR o.zw, a, a;",
     { F(0), F(0), F(1), F(1) }, true },
   { "LIT", "LIT o.xyz, {2, 4, 0, 1}; MOV o.w, 7;",
     { F(1), F(2), F(4), F(7) }, true },
   { "LIT x<0", "LIT o, {-1, 4, 0, 1};", { F(1), F(0), F(0), F(1) }, true },
   { "RCC", "RCC o.x, 0; RCC o.y, 2; RCC o.z, -1e30; RCC o.w, 1e30;",
     { F(0x1p64), F(0.5), F(-0x1p-64), F(0x1p-64) }, true },
   { "RFL", "RFL o, {0, 1, 0, 0}, {1, 1, 0, 0};",
     { F(-1), F(1), F(0), F(0) }, true },
   { "X2D", "X2D o, {1, 2, 0, 0}, {3, 4, 0, 0}, {1, 2, 3, 4};",
     { F(12), F(27), F(12), F(27) }, true },
   { "SWZ", "SWZ o, a, -x, 0, 1, w;", { F(-7), F(0), F(1), F(-2.5) },
     true },
   { "SWZ signs", "SWZ o, a, -x, y, -1, 0;",
     { F(-7), F(-3), F(-1), F(0) }, true },
   { "PK2H", "PK2H.U o, {1.5, -2, 0, 0};",
     { 0xc0003e00u, 0xc0003e00u, 0xc0003e00u, 0xc0003e00u } },
   { "PK2H UP2H", "PK2H r.x, {1.5, -2, 0, 0}; UP2H o, r.x;",
     { F(1.5), F(-2), F(1.5), F(-2) }, true },
   { "PK4UB", "PK4UB.U o, {0, 1, 0.5, 2};",
     { 0xff80ff00u, 0xff80ff00u, 0xff80ff00u, 0xff80ff00u } },
   { "UP4UB", "MOV.U u, 4278255360; UP4UB.U o, u.x;",
     { F(0), F(1), F(0), F(1) }, true },
   /* conversions (Table X.13: float operand, typed result) */
   { "TRUNC.S", "TRUNC.S o, a;", { 7, I(-3), 2, I(-2) } },
   { "FLR.S", "FLR.S o, a;", { 7, I(-3), 2, I(-3) } },
   { "CEIL.S", "CEIL.S o, a;", { 7, I(-3), 3, I(-2) } },
   /* "If the fractional portion of the operand is 0.5, round() selects
    * the nearest even integer" */
   { "ROUND.S", "ROUND.S o, {2.5, 3.5, -0.5, -1.5};",
     { 2, 4, I(-0.0), I(-2) } },
   { "ROUND.F", "ROUND o, {2.5, 3.5, 0.4, -1.5};",
     { F(2), F(4), F(0), F(-2) }, true },
   { "TRUNC.S NaN INF", "TRUNC.S o, b;",
     { 0, 0x7fffffff, 0x80000000, 0x7fffffff } },
   { "TRUNC.U NaN INF", "TRUNC.U o, b;",
     { 0, 0xffffffff, 0, 3000000000u } },
   { "FLR.U negative", "FLR.U o, a;", { 7, 0, 2, 0 } },
   { "I2F.S", "MOV.S i, {-1, 16777217, 2147483647, 0}; I2F o, i;",
     { F(-1), F(16777216), F(2147483648.0f), F(0) }, true },
   { "I2F.U", "MOV.U u, {4294967295, 1, 0, 5}; I2F.U o, u;",
     { F(4294967296.0f), F(1), F(0), F(5) }, true },
   /* integer arithmetic */
   { "ADD.S wraps", "MOV.S i, 2147483647; ADD.S o, i, {1, 2, -1, 0};",
     { 0x80000000, 0x80000001, 0x7ffffffe, 0x7fffffff } },
   { "SUB.U wraps", "MOV.U u, {0, 5, 1, 0}; SUB.U o, u, {1, 3, 1, 0};",
     { 0xffffffff, 2, 0, 0 } },
   { "MUL.S low bits", "MOV.S i, {65536, -3, 46341, 7};"
     "MUL.S o, i, {65536, 5, 46341, -1};",
     { 0, I(-15), I(2147488281LL - 4294967296LL), I(-7) } },
   { "MUL.S.HI", "MOV.S i, {65536, -1, 2147483647, 3};"
     "MUL.S.HI o, i, {65536, 1, 2, 4};", { 1, 0xffffffff, 0, 0 } },
   { "MUL.U.HI", "MOV.U u, {4294967295, 65536, 3, 0};"
     "MUL.U.HI o, u, {4294967295, 65536, 4, 0};",
     { 0xfffffffe, 1, 0, 0 } },
   { "MAD.S", "MOV.S i, {2, -3, 4, 5}; MAD.S o, i, i, {1, 1, -20, 0};",
     { 5, 10, I(-4), 25 } },
   { "DIV.S", "MOV.S i, {7, -7, -8, -2147483648}; DIV.S o, i, -2;",
     { I(-3), 3, 4, 0x40000000 } },
   { "DIV.S -2^31/-1", "MOV.S i, -2147483648; DIV.S o, i, -1;",
     { 0x80000000, 0x80000000, 0x80000000, 0x80000000 } },
   { "DIV.S by 0", "MOV.S i, {7, -7, 0, 1}; DIV.S o, i, 0;",
     { 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff } },
   { "DIV.U", "MOV.U u, {4294967295, 7, 0, 9}; DIV.U o, u, 2;",
     { 0x7fffffff, 3, 0, 4 } },
   { "DIV.U by 0", "MOV.U u, 7; DIV.U o, u, 0;",
     { 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff } },
   { "MOD.S", "MOV.S i, {7, -7, 8, 9}; MOD.S o, i, 3;",
     { 1, I(-1), 2, 0 } },
   { "MOD.U by 0", "MOV.U u, {7, 0, 1, 2}; MOD.U o, u, 0;",
     { 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff } },
   { "MIN MAX .S .U", "MOV.S i, {-1, 3, 0, 0}; MIN.S o.x, i.x, i.y;"
     "MIN.U.NTC o.y, i.x, i.y; MAX.S o.z, i.x, i.y;"
     "MAX.U.NTC o.w, i.x, i.y;",
     { 0xffffffff, 3, 3, 0xffffffff } },
   { "ABS NEG .S .U", "MOV.S i, {-5, 5, -2147483648, 0};"
     "ABS.S o.xy, i; MOV.S o.z, -i.x; MOV.U.NTC o.w, -i.y;",
     { 5, 5, 5, I(-5) } },
   { "|x| .S", "MOV.S i, {-5, 5, -2147483648, 0}; MOV.S o, -|i|;",
     { I(-5), I(-5), 0x80000000, 0 } },
   { "AND OR XOR NOT", "MOV.S i, {12, 10, 6, 0}; AND.S o.x, i.x, i.y;"
     "OR.U.NTC o.y, i.x, i.y; XOR.S o.z, i.x, i.y; NOT.S o.w, i.w;",
     { 8, 14, 6, 0xffffffff } },
   { "SHL", "MOV.S i, {1, -8, 3, 5}; SHL.S o, i, 4;",
     { 16, I(-128), 48, 80 } },
   { "SHL by 32 33", "MOV.S i, {1, -8, 3, 5}; SHL.S o.xy, i, 32;"
     "SHL.U.NTC o.zw, i, 33;", { 1, I(-8), 6, 10 } },
   { "SHR .S .U", "MOV.S i, {1, -8, -1, 5}; SHR.S o.xy, i, 1;"
     "SHR.U.NTC o.zw, i, 28;", { 0, I(-4), 15, 0 } },
   { "SAD", "MOV.U u, {1, 9, 0, 4294967295}; SAD.U o, u, {5, 2, 0, 0}, 10;",
     { 14, 17, 10, 9 } },
   { "SAD.S", "MOV.S i, {-3, 3, 0, 0}; SAD.S o, i, {3, -3, 0, 1}, 1;",
     { 7, 7, 1, 2 } },
   { "CMP.S", "MOV.S i, {-1, 0, 1, -2147483648}; CMP.S o, i, 10, 20;",
     { 10, 20, 20, 10 } },
   { "SEQ SNE .S", "MOV.S i, {1, 2, 3, 4}; SEQ.S o.xy, i, {1, 0, 0, 0};"
     "SNE.U.NTC o.zw, i, {0, 0, 3, 0};", { 0xffffffff, 0, 0, 0xffffffff } },
   { "SLT SGE .S .U", "MOV.S i, {-1, 2, -1, 2};"
     "SLT.S o.xy, i, 1; SLT.U.NTC o.zw, i, 1;", { 0xffffffff, 0, 0, 0 } },
   { "SGT SLE .S", "MOV.S i, {-1, 2, 5, 2}; SGT.S o.xy, i, 1;"
     "SLE.S o.zw, i, 2;", { 0, 0xffffffff, 0, 0xffffffff } },
   { "STR.S STR.U", "STR.S o.xy, a, a; STR.U o.zw, a, a;",
     { 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff } },
   /* condition codes: Table X.16 over SF ZF OF CF */
   { "CC float", "MOV.CC r, {2, -2, 0, -0.0}; MOV.S o, 0;"
     "MOV.S o (GT), 1; MOV.S o (LT), 2; MOV.S o (EQ), 3;",
     { 1, 2, 3, 3 } },
   /* b = (NaN, +INF, -INF, 3e9): NaN is SF and ZF, neither EQ nor GE
    * nor LE */
   { "CC NaN", "MOV.CC1 r, b; MOV.S o, 0; MOV.S o (EQ1), 1; MOV.S o (NE1), 2;"
     "MOV.S o (GE1), 3; MOV.S o (LE1), 4;", { 2, 3, 4, 3 } },
   { "CC integer SF", "MOV.U.CC u, {2147483648, 1, 0, 0}; MOV.S o, 0;"
     "MOV.S o (LT), 1; MOV.S o (GT), 2; MOV.S o (EQ), 3;", { 1, 2, 3, 3 } },
   /* 2^31-1 + 1 overflows: SF set, OF set: GE ("!(SF ^ OF)") holds */
   { "CC OF add", "MOV.S i, 2147483647; ADD.S.CC i, i, {1, 0, -1, 0};"
     "MOV.S o, 0; MOV.S o (GE), 1; MOV.S o (LT), 2;", { 1, 1, 1, 1 } },
   /* -2^31 - 1 overflows: SF clear, OF set: LT holds */
   { "CC OF sub", "MOV.S i, -2147483648; SUB.S.CC i, i, {1, 0, 0, 0};"
     "MOV.S o, 0; MOV.S o (GE), 1; MOV.S o (LT), 2;", { 2, 2, 2, 2 } },
   { "CC masked", "MOV.S.CC i, {1, -1, 0, 5}; MOV.S.CC i.xy (GT), 0;"
     "MOV.S o, 0; MOV.S o (EQ), 1; MOV.S o (GT), 2;", { 1, 0, 1, 2 } },
   { "CC0 CC1 apart", "MOV.S.CC0 i, 1; MOV.S.CC1 i, -1; MOV.S o, 0;"
     "MOV.S o.xy (GT0), 1; MOV.S o.zw (LT1), 2;", { 1, 1, 2, 2 } },
   { "CC swizzle", "MOV.S.CC i, {0, 1, 0, 0}; MOV.S o, 0;"
     "MOV.S o (NE.yxyx), 7;", { 7, 0, 7, 0 } },
   { "SAT CC", "ADD.SAT.CC r, a, 0; MOV.S o, 0; MOV.S o (EQ), 1;"
     "MOV.S o (GT), 2;", { 2, 1, 2, 1 } },
   /* the tests NV_gpu_program4 adds (Table X.16), each a bit of j:
    * on float results of (NaN, -1, 0, 1) (NaN: SF and ZF; OF and CF
    * stay clear) */
   { "CC NAN LEG SF NSF", "MOV r, {0, -1, 0, 1}; MOV r.x, b.x;"
     "MOV.CC r, r; MOV.S j, 0; OR.S j (NAN), j, 1; OR.S j (LEG0), j, 2;"
     "OR.S j (SF), j, 4; OR.S j (NSF0), j, 8; MOV.S o, j;",
     { 5, 6, 10, 10 } },
   { "CC1 CF OF AB BLE float", "MOV r, {0, -1, 0, 1}; MOV r.x, b.x;"
     "MOV.CC1 r, r; MOV.S j, 0; OR.S j (CF1), j, 1; OR.S j (NCF1), j, 2;"
     "OR.S j (OF1), j, 4; OR.S j (NOF1), j, 8; OR.S j (AB1), j, 16;"
     "OR.S j (BLE1), j, 32; MOV.S o, j;", { 42, 42, 42, 42 } },
   /* integer adds: CF 1, NCF 2, OF 4, NOF 8, AB 16, BLE 32, SF 64,
    * NSF 128.  0xffffffff + 1 = 0 (CF, ZF), 0xffffffff + 2 = 1 (CF),
    * 0 + 0 (ZF), 0x7fffffff + 1 (SF, OF) */
   { "CC ADD.U carry", "MOV.U u, {4294967295, 4294967295, 0, 2147483647};"
     "ADD.U.CC u, u, {1, 2, 0, 1}; MOV.S j, 0; OR.S j (CF), j, 1;"
     "OR.S j (NCF), j, 2; OR.S j (OF), j, 4; OR.S j (NOF), j, 8;"
     "OR.S j (AB), j, 16; OR.S j (BLE), j, 32; OR.S j (SF), j, 64;"
     "OR.S j (NSF), j, 128; MOV.S o, j;", { 169, 153, 170, 102 } },
   /* subtracts: "If the result of a subtract is greater than or equal
    * to zero, the carry flag is set": 5 - 3 (CF), 3 - 5 (SF), -2^31 - 1
    * (OF, CF), 0 - 0 (CF, ZF) */
   { "CC1 SUB.S overflow", "MOV.S i, {5, 3, -2147483648, 0};"
     "SUB.S.CC1 i, i, {3, 5, 1, 0}; MOV.S j, 0; OR.S j (CF1), j, 1;"
     "OR.S j (NCF1), j, 2; OR.S j (OF1), j, 4; OR.S j (NOF1), j, 8;"
     "OR.S j (AB1), j, 16; OR.S j (BLE1), j, 32; OR.S j (SF1), j, 64;"
     "OR.S j (NSF1), j, 128; MOV.S o, j;", { 153, 106, 149, 169 } },
   /* b = (NaN, +INF, -INF, 3e9) */
   { "IF NAN LEG SF NSF", "MOV.CC r, b; MOV.S o, 0; IF NAN.x;"
     "MOV.S o.x, 1; ENDIF; IF LEG.y; MOV.S o.y, 2; ENDIF; IF SF.z;"
     "MOV.S o.z, 3; ENDIF; IF NSF.x; MOV.S o.w, 4; ENDIF;",
     { 1, 2, 3, 0 } },
   { "REP BRK (CF)", "MOV.U u, 4294967290; MOV.S j, 0; REP;"
     "ADD.U.CC u.x, u.x, 1; BRK (CF.x); ADD.S j.x, j.x, 1; ENDREP;"
     "MOV.S o, j;", { 5, 0, 0, 0 } },
   /* flow */
   { "IF ELSE", "MOV.S.CC i, {0, 1, 0, 0}; MOV.S o, 0; IF NE.y; MOV.S o.x, 1;"
     "ELSE; MOV.S o.x, 2; ENDIF; IF NE.x; MOV.S o.y, 3; ELSE; MOV.S o.y, 4;"
     "ENDIF;", { 1, 4, 0, 0 } },
   { "IF nested", "MOV.S.CC i, {1, 1, 0, 0}; MOV.S o, 0; IF NE.x;"
     "IF EQ.z; MOV.S o.x, 5; ENDIF; IF EQ.y; MOV.S o.y, 6; ENDIF; ENDIF;",
     { 5, 0, 0, 0 } },
   { "REP .S count", "MOV.S i, 0; MOV.S j, 4; REP.S j.x; ADD.S i.x, i.x, 3;"
     "ENDREP; MOV.S o, i;", { 12, 0, 0, 0 } },
   { "REP float floor", "MOV.S i, 0; REP a.z; ADD.S i.x, i.x, 1; ENDREP;"
     "REP a.w; ADD.S i.y, i.y, 1; ENDREP; REP b.x; ADD.S i.z, i.z, 1;"
     "ENDREP; MOV.S o, i;", { 2, 0, 0, 0 } },
   /* literal counts of at most 32 (plain_rep): the loop ends by its
    * count and NIR unrolls it; a float count is floored, 0 and
    * negative counts skip the block */
   /* Conversions of SEQ .. STR results skip rounding and clamps
    * (nvtgsi_gp4.c, note_booleans()); r = (1, 0, 0, 1).  A negated 1.0
    * is -1 as .S and 0 as .U. */
   { "TRUNC of SLT", "SLT r, a, {8, -4, 2.5, 0}; TRUNC.S o.x, r.x;"
     "TRUNC.U o.y, r.y; FLR.S o.z, -r.w; TRUNC.U o.w, -r.w;",
     { 1, 0, -1, 0 } },
   /* ... but not once a conditional or another write changed them */
   { "ROUND after writes", "SLT r, a, 8; MOV.S.CC i, {1, 0, 1, 0};"
     "MOV r.xy (NE), {2.75, 3.5, 0, 0}; MOV r.z, 3e9; ADD r.w, r.w, 0.5;"
     "ROUND.S o.x, r.x; ROUND.S o.y, r.y; ROUND.S o.z, r.z;"
     "ROUND.S o.w, r.w;", { 3, 1, 2147483647, 2 } },
   /* ... nor at a loop's top, which the end of the body also reaches */
   { "ROUND at a loop top", "SLT r.x, a.x, 8; REP 2; ROUND.S o.x, r.x;"
     "MOV r.x, 2.75; ENDREP; MOV.S o.yzw, 0;", { 3, 0, 0, 0 } },
   { "REP literal counts", "MOV.S i, 0; REP 2.7; ADD.S i.x, i.x, 1; ENDREP;"
     "REP.S 0; ADD.S i.y, i.y, 1; ENDREP; REP.S -2; ADD.S i.z, i.z, 1;"
     "ENDREP; REP.U 32; ADD.S i.w, i.w, 1; ENDREP; MOV.S o, i;",
     { 2, 0, 0, 32 } },
   /* ... and takes no share of the bound: the 65535 iterations of the
    * loop around it run it four times each */
   { "REP literal in bounded", "MOV.S i, 0; REP; REP 4;"
     "ADD.S i.x, i.x, 1; ENDREP; ADD.S i.y, i.y, 1; BRK (FL); ENDREP;"
     "MOV.S o, i;", { 262140, 65535, 0, 0 } },
   /* NV_gpu_program5's bit instructions (section 2.X.8.Z), u =
    * 0xF0F0F0F0: a field of 0 bits is 0, one of 32 the whole value */
   { "BFE.U", "MOV.U u, 4042322160; BFE.U o.x, {8, 4, 0, 0}, u;"
     "BFE.U o.y, {0, 7, 0, 0}, u; BFE.U o.z, {32, 0, 0, 0}, u;"
     "BFE.U o.w, {4, 28, 0, 0}, u;", { 15, 0, 4042322160.0, 15 }, false,
     true },
   /* .S sign-extends the field's top bit; -16 = 0xFFFFFFF0 */
   { "BFE.S", "MOV.S i, -16; BFE.S o.x, {4, 4, 0, 0}, i;"
     "BFE.S o.y, {4, 0, 0, 0}, i; BFE.S o.z, {32, 0, 0, 0}, i;"
     "BFE o.w, {3, 1, 0, 0}, i;", { -1, 0, -16, 0 }, false, true },
   /* 171 = 0xAB into bits 4..11: 0xF0F0FAB0; 0 bits: u; 32: the
    * inserted value; bit 31 cleared: 0x70F0F0F0 */
   { "BFI", "MOV.U u, 4042322160; BFI.U o.x, {8, 4, 0, 0}, 171, u;"
     "BFI.U o.y, {0, 3, 0, 0}, 171, u; BFI.U o.z, {32, 0, 0, 0}, 171, u;"
     "BFI.U o.w, {1, 31, 0, 0}, 0, u;",
     { 4042324656.0, 4042322160.0, 171, 1894838512.0 }, false, true },
   /* BTFL/BTFM of 0: all bits set (.U) or -1 (.S); BTFM.S of a
    * negative value: its most significant zero bit */
   { "BFR BTC BTFL BTFM", "MOV.U u, 1; BFR.U o.x, u;"
     "BTC.U o.y, 4042322160; BTFL.U o.z, 0; MOV.S i, -16;"
     "BTFM.S o.w, i;", { 2147483648.0, 16, 4294967295.0, 3 }, false,
     true },
   { "BTFL BTFM 40", "MOV.S i, 40; BTFL o.x, i; BTFM.U o.y, 40;"
     "BTFM o.z, 0; BFR o.w, -1;", { 3, 5, -1, -1 }, false, true },
   { "BTC.CC", "BTC.U.CC u.x, 0; MOV.U o, 1; MOV.U o (EQ.x), 9;",
     { 9, 9, 9, 9 }, false, true },
   /* thread groups of one: TGALL and TGANY test the thread's own
    * component (NaN and INF are non-zero, -0.0 is zero), TGEQ is TRUE */
   { "TGALL.F", "MOV r, {0, -0.0, 3, 0}; MOV r.w, b.x; TGALL o, r;",
     { F(0), F(0), F(1), F(1) }, true, true },
   { "TGANY.F", "TGANY o, {0, -2.5, 0, 0}; TGANY o.zw, b.yyzz;",
     { F(0), F(1), F(1), F(1) }, true, true },
   { "TGEQ.F", "MOV o, 5; TGEQ o.xyz, a;", { F(1), F(1), F(1), F(5) },
     true, true },
   { "TGALL.S TGANY.U TGEQ.S", "MOV.S i, {0, 7, 0, 0}; MOV.U u, 0;"
     "TGALL.S o.x, i.y; TGANY.U o.y, u.x; TGEQ.S o.z, i.x; MOV.S o.w, 3;",
     { -1, 0, -1, 3 }, false, true },
   /* with a condition code: TGANY.S.CC sets NE where TRUE */
   { "TGANY.CC", "MOV.S o, 1; TGANY.S.CC i.xy, {4, 0, 0, 0};"
     "MOV.S o.x (NE.x), 8; MOV.S o.y (NE.y), 8;", { 8, 1, 1, 1 }, false,
     true },
   { "REP .U count", "MOV.S i, 0; MOV.U u, 3; REP.U u.x; ADD.S i.x, i.x, 1;"
     "ENDREP; MOV.S o, i;", { 3, 0, 0, 0 } },
   { "REP BRK", "MOV.S i, 0; MOV.S j, 0; REP; ADD.S.CC i.x, i.x, 1;"
     "BRK (GT.x); ADD.S j.x, j.x, 2; ENDREP; MOV.S o.xy, j; MOV.S o.zw, i.x;",
     { 0, 0, 1, 1 } },
   { "REP BRK later", "MOV.S i, -3; MOV.S j, 0; REP; ADD.S.CC i.x, i.x, 1;"
     "BRK (EQ.x); ADD.S j.x, j.x, 2; ENDREP; MOV.S o, j;", { 4, 0, 0, 0 } },
   { "REP CONT", "MOV.S i, 0; MOV.S j, 0; REP 6; ADD.S i.x, i.x, 1;"
     "AND.S.CC i.y, i.x, 1; CONT (NE.y); ADD.S j.x, j.x, 1; ENDREP;"
     "MOV.S o, j;", { 3, 0, 0, 0 } },
   /* plain REPs (a literal count, decremented at ENDREP) left by BRK:
    * early, never, and by an unconditional BRK ending the body */
   { "plain REP BRK", "MOV.S i, 0; REP.S 8; ADD.S i.x, i.x, 1;"
     "SGE.S.CC j.x, i.x, 3; BRK (NE.x); ADD.S i.y, i.y, 1; ENDREP;"
     "MOV.S o, i;", { 3, 2, 0, 0 } },
   { "plain REP BRK unused", "MOV.S i, 0; REP.S 4; ADD.S i.x, i.x, 1;"
     "SGE.S.CC j.x, i.x, 9; BRK (NE.x); ADD.S i.y, i.y, 2; ENDREP;"
     "MOV.S o, i;", { 4, 8, 0, 0 } },
   { "plain REP ending in BRK", "MOV.S i, 0; REP 5; ADD.S i.x, i.x, 1;"
     "BRK; ENDREP; REP 3; ADD.S i.y, i.y, 1; ENDREP; MOV.S o, i;",
     { 1, 3, 0, 0 } },
   { "REP nested", "MOV.S i, 0; REP 3; REP 4; ADD.S i.x, i.x, 1; ENDREP;"
     "ADD.S i.y, i.y, 1; BRK (TR); ENDREP; MOV.S o, i;", { 4, 1, 0, 0 } },
   /* subroutines (inlined) */
   { "CAL", "MOV.S i, 1; CAL f; MOV.S o, i; RET; f: ADD.S i.x, i.x, 10;"
     "RET;", { 11, 1, 1, 1 } },
   { "RET (GT)", "MOV.S i, 0; CAL f; MOV.S o, i; RET; f:"
     "ADD.S.CC i.x, i.x, 1; RET (GT.x); ADD.S i.y, i.y, 5; RET;",
     { 1, 0, 0, 0 } },
   { "RET in REP", "MOV.S i, 0; CAL f; ADD.S i.w, i.w, 1; MOV.S o, i;"
     "RET; f: REP 10; ADD.S i.x, i.x, 1; SGE.S.CC j.x, i.x, 3;"
     "RET (NE.x); ENDREP; MOV.S i.y, 99; RET;", { 3, 0, 0, 1 } },
   { "RET main", "MOV.S o, 1; RET; MOV.S o, 2;", { 1, 1, 1, 1 } },
   { "RET main in REP", "MOV.S i, 0; MOV.S o, 5; REP 5;"
     "ADD.S i.x, i.x, 1; MOV.S o.x, i.x; SGE.S.CC j.x, i.x, 2;"
     "RET (NE.x); ENDREP; MOV.S o, 9;", { 2, 5, 5, 5 } },
   /* "If the call stack overflows, the results of the CAL instruction
    * are undefined": past 4 deep the CAL does nothing */
   { "CAL recursion", "MOV.S i, 0; CAL f; MOV.S o, i; RET; f:"
     "ADD.S i.x, i.x, 1; CAL f; RET;", { 4, 0, 0, 0 } },
   { "CAL ends at a label", "MOV.S i, 0; CAL f; MOV.S o, i; RET; f:"
     "ADD.S i.x, i.x, 1; g: ADD.S i.y, i.y, 1; RET;", { 1, 0, 0, 0 } },
   { "CAL (cond)", "MOV.S.CC i, {0, 1, 0, 0}; CAL f (EQ.y); CAL g (NE.y);"
     "MOV.S o, i; RET; f: MOV.S i.z, 3; RET; g: MOV.S i.w, 4; RET;",
     { 0, 1, 0, 4 } },
   { "main label", "f: ADD.S i.x, i.x, 2; RET; main: MOV.S i, 1; CAL f;"
     "MOV.S o, i;", { 3, 1, 1, 1 } },
   /* attribute and result arrays: a member reads or writes its
    * binding (vertex.attrib[0] is vertex.position, (0, 0, 0, 1)) */
   { "ATTRIB/OUTPUT arrays", "ATTRIB v[] = { vertex.attrib[0..2] };"
     "OUTPUT t[] = { result.texcoord[0..1] };"
     "ADD t[0], -v[1].yxwz, v[0].w; MOV t[1], v[2];",
     { F(4), F(-6), F(3.5f), F(-1.5f) }, true },
   { "array list ALIAS", "ATTRIB w[2] = { vertex.attrib[1], "
     "vertex.attrib[2] }; ALIAS x = w; OUTPUT t[1] = "
     "{ result.texcoord[0] }; MUL t[0].xyw, x[0], 2; MOV t[0].z, x[1].w;",
     { F(14), F(-6), F(3e9f), F(-5) }, true },
   /* 2.X.4.2 relative addressing: "the GL evaluates the specified
    * integer scalar operand ... and adds the constant offset.  The array
    * member loaded is given by this sum."  Outside the array the read
    * gives (0,0,0,0) (the spec: undefined). */
   { "c[i.x + n]", "PARAM c[] = { {1, 2, 3, 4}, {5, 6, 7, 8},"
     "{9, 10, 11, 12} }; MOV.S i, {1, 2, 0, 5}; MOV o, c[i.x + 1];",
     { F(9), F(10), F(11), F(12) }, true },
   { "c[i.x] c[i.y] -c[]", "PARAM c[] = { {1, 2, 3, 4}, {5, 6, 7, 8},"
     "{9, 10, 11, 12} }; MOV.S i, {0, 2, 0, 0};"
     "ADD o, c[i.x], -c[i.y].wzyx;",
     { F(-11), F(-9), F(-7), F(-5) }, true },
   { "c[i.x] outside", "PARAM c[] = { {1, 2, 3, 4}, {5, 6, 7, 8} };"
     "MOV.S i, {2, -1, 1, 2147483647}; MOV o.x, c[i.x].x;"
     "MOV o.y, c[i.y + 1].y; MOV o.z, c[i.z + 1].z; MOV o.w, c[i.w + 1].w;",
     { F(0), F(2), F(0), F(0) }, true },
   { "INT c[i.x]", "INT PARAM k[] = { {5, -6, 7, 8}, {-9, 10, 11, 12} };"
     "MOV.S i.x, 1; ADD.S o, k[i.x], 1;", { I(-8), 11, 12, 13 } },
   { "c[u.w] UINT", "PARAM c[] = { {1, 2, 3, 4}, {5, 6, 7, 8} };"
     "MOV.U u, {0, 0, 0, 1}; DP4 o, c[u.w], {1, 1, 1, 1};",
     { F(26), F(26), F(26), F(26) }, true },
   { "c[i.x] scalar", "PARAM c[] = { {1, 2, 3, 4}, {5, 6, 7, 8} };"
     "TRUNC.S i, a; SUB.S i.x, i.y, -4; MUL o, c[i.x].z, {1, 2, 3, 4};",
     { F(7), F(14), F(21), F(28) }, true },
   /* TEMP arrays (2.X.3.4 "Temporary variables may be declared as
    * arrays"; issue 11: relative addressing of temporaries): members
    * written and read directly and through t[i.x + n].  Outside the
    * array a read gives (0,0,0,0) and a write is dropped (the spec:
    * undefined). */
   /* NV_gpu_program5's 64-bit components (LONG TEMP L, M, N; the
    * results' 32-bit words through UP64, the low word first).  PK64
    * packs (x, y) into x and z, (z, w) into y and w. */
   { "PK64 ADD.U64 carry", "PK64.U L, {4294967295, 1, 0, 2147483648};"
     "ADD.U64 L.x, L.x, L.x; SHR.S64 L.y, L.y, 63; UP64.U o, L;",
     { 4294967294.0, 3, 4294967295.0, 4294967295.0 }, false, true },
   { "LONG swizzle", "PK64.U L, {1, 2, 3, 4}; MOV.U64 M, L.yxwz;"
     "UP64.U o, M;", { 3, 4, 1, 2 }, false, true },
   { "PK64 replicates", "PK64.U L, {1, 2, 3, 4}; UP64.U o, L.zwzw;",
     { 1, 2, 3, 4 }, false, true },
   /* wrap at 2^64: ~0 + 1 = 0, (2^64 - 1)^2 = 1 mod 2^64 */
   { "U64 wrap", "PK64.U L, {4294967295, 4294967295, 1, 0};"
     "ADD.U64 M.x, L.x, L.y; MUL.U64 M.y, L.x, L.x; UP64.U o, M;",
     { 0, 0, 1, 0 }, false, true },
   /* 1 - 2^32 and 2^32 - 1 across the word boundary */
   { "SUB.S64 borrow", "PK64.S L, {0, 1, 1, 0}; SUB.S64 M.x, L.x, L.y;"
     "SUB.S64 M.y, L.y, L.x; UP64.U o, M;",
     { 4294967295.0, 0, 1, 4294967295.0 }, false, true },
   { "SHL SHR 64", "PK64.U L, {1, 0, 0, 2147483648};"
     "SHL.U64 M.x, L.x, 40; SHR.U64 M.y, L.y, 63; UP64.U o, M;",
     { 0, 256, 1, 0 }, false, true },
   /* -256 >> 4 = -16 (arithmetic), logical: 2^60 - 16 */
   { "SHR.S64 SHR.U64", "MOV.S64 L, -256; SHR.S64 M.x, L.x, 4;"
     "SHR.U64 M.y, L.x, 4; UP64.U o, M;",
     { 4294967280.0, 4294967295.0, 4294967280.0, 268435455 }, false,
     true },
   /* x = -2^63 (0x8000000000000000), y = 1: signed x < y, unsigned not;
    * TRUE is -1 and ~0 in 64 bits */
   { "SLT.S64 SLT.U64", "PK64.U L, {0, 2147483648, 1, 0};"
     "SLT.S64 M.x, L.x, L.y; SLT.U64 M.y, L.x, L.y; UP64.U o, M;",
     { 4294967295.0, 4294967295.0, 0, 0 }, false, true },
   { "SGT SLE SEQ SNE 64", "PK64.U L, {0, 2147483648, 1, 0};"
     "SGT.U64 M.x, L.x, L.y; SLE.S64 M.y, L.y, L.x; UP64.U o.xy, M;"
     "SEQ.U64 N.x, L.x, L.x; SNE.S64 N.y, L.x, L.x; UP64.U r, N;"
     "MOV.U o.z, r.x; MOV.U o.w, r.z;",
     { 4294967295.0, 4294967295.0, 4294967295.0, 0 }, false, true },
   { "MIN MAX CMP 64", "PK64.U L, {0, 2147483648, 1, 0};"
     "MIN.S64 M.x, L.x, L.y; MAX.U64 M.y, L.y, L.x; UP64.U o.xy, M;"
     "CMP.S64 N, L.x, 7, 9; UP64.U r, N; MOV.U o.zw, r.xxxz;",
     { 0, 2147483648.0, 7, 7 }, false, true },
   /* 2^40 + 1 / 3 and its remainder; -7 / 2 truncates */
   { "DIV MOD 64", "PK64.U L, {1, 256, 4294967289, 4294967295};"
     "DIV.U64 M.x, L.x, 3; MOD.U64 N.x, L.x, 3; DIV.S64 M.y, L.y, 2;"
     "UP64.U o.xy, M.x; UP64.U r, N; MOV.U o.z, r.x; UP64.U r, M.y;"
     "MOV.U o.w, r.x;", { 1431655765, 85, 2, 4294967293.0 }, false,
     true },
   /* L.x = -2^32: NOT, |x| = 2^32; OR and XOR with y = 5 */
   { "NOT ABS.S64 64", "PK64.U L, {0, 4294967295, 5, 0};"
     "NOT.U64 M.x, L.x; ABS.S64 M.y, L.x; UP64.U o, M;",
     { 4294967295.0, 0, 0, 1 }, false, true },
   { "OR XOR 64", "PK64.U L, {0, 4294967295, 5, 0};"
     "OR.U64 M.x, L.x, L.y; XOR.S64 M.y, L.y, 4; UP64.U o, M;",
     { 5, 4294967295.0, 1, 0 }, false, true },
   /* 2.X.4.1: 32-bit operands sign- or zero-extended; a 64-bit result
    * in a 32-bit variable keeps its low word */
   { "S64 U64 widen", "MOV.S i, -5; MOV.S64 L.x, i.x; MOV.U u, 4294967291;"
     "MOV.U64 L.y, u.x; UP64.U o, L;",
     { 4294967291.0, 4294967295.0, 4294967291.0, 0 }, false, true },
   { "U64 narrow", "PK64.U L, {5, 1, 0, 0}; ADD.U64 o, L.x, 1;",
     { 6, 6, 6, 6 }, false, true },
   { "32-bit into LONG", "MOV.S L.x, -2; MOV.F L.y, 0.5; UP64.U o, L;",
     { 4294967294.0, 4294967295.0, 0, 1071644672 }, false, true },
   /* I2F of 64-bit integers: 2^40 + 1 rounds to 2^40, 2^64 - 1 to 2^64 */
   { "I2F.U64 I2F.S64", "PK64.U L, {1, 256, 4294967295, 4294967295};"
     "I2F.U64 o.x, L.x; I2F.S64 o.y, L.y; I2F.U64 o.zw, L.y;",
     { F(1099511627776.0), F(-1), F(18446744073709551616.0),
       F(18446744073709551616.0) }, true, true },
   /* the condition code of a 64-bit result: SF from the top word, ZF
    * from both */
   { "S64.CC", "PK64.U L, {0, 2147483648, 1, 0}; MOV.S64.CC M.x, L.x;"
     "MOV.U64.CC M.y, L.y; MOV.U o, 1; MOV.U o.x (LT.x), 9;"
     "MOV.U o.y (EQ.y), 9; MOV.U o.z (NE.y), 9;", { 9, 1, 9, 1 }, false,
     true },
   /* OF and CF of 64-bit integer adds: ~0 + 1 carries out of bit 63
    * (and is 0), 1 + 1 does not; -2^63 - 1 overflows and borrows
    * nothing (CF: a >= b unsigned) */
   { "ADD.U64.CC carry", "PK64.U L, {4294967295, 4294967295, 1, 0};"
     "ADD.U64.CC M.x, L.x, L.y; ADD.U64.CC1 M.y, L.y, L.y; MOV.U o, 1;"
     "MOV.U o.x (CF.x), 9; MOV.U o.y (EQ.x), 9; MOV.U o.z (NCF1.y), 9;"
     "MOV.U o.w (CF1.y), 9;", { 9, 9, 9, 1 }, false, true },
   { "SUB.S64.CC overflow", "PK64.U L, {0, 2147483648, 1, 0};"
     "SUB.S64.CC M.x, L.x, L.y; ADD.S64.CC M.y, L.y, L.y; MOV.U o, 1;"
     "MOV.U o.x (OF.x), 9; MOV.U o.y (CF.x), 9; MOV.U o.z (NOF.y), 9;"
     "MOV.U o.w (GT.y), 9;", { 9, 9, 9, 9 }, false, true },
   /* a carry the top words alone do not show: (5 * 2^32 + 1) +
    * (2^64 - 1) is 5 * 2^32 with a carry out, the top word unchanged */
   { "ADD.U64.CC low carry", "PK64.U L, {1, 5, 4294967295, 4294967295};"
     "ADD.U64.CC M.x, L.x, L.y; MOV.U o, 1; MOV.U o.x (CF.x), 9;"
     "MOV.U o.y (EQ.x), 9;", { 9, 1, 1, 1 }, false, true },
   /* SAD: |a - b| + c, c and the result unsigned: |-3 - 4| + 1, and
    * unsigned 4 - (2^64 - 3) taken as (2^64 - 3) - 4, plus 1 */
   { "SAD.S64 SAD.U64", "MOV.S64 L, {-3, 4, 0, 0}; SAD.S64 M.x, L.x, L.y,"
     "1; SAD.U64 M.y, L.y, L.x, 1; UP64.U o, M;",
     { 8, 0, 4294967290.0, 4294967295.0 }, false, true },
   /* LONG TEMP arrays: members read and written directly and through
    * A[i.x + n] (both halves of a member through one address); a read
    * outside the array gives 0 as for the other arrays */
   { "LONG A[i.x]", "LONG TEMP A[3]; MOV.S i.x, 1; PK64.U A[0], {1, 2, 3, 4};"
     "PK64.U A[i.x + 1], {5, 6, 7, 8}; MOV.U64 A[i.x], A[2].yxwz;"
     "UP64.U o, A[1];", { 7, 8, 5, 6 }, false, true },
   { "LONG A[i.x] 32-bit", "LONG TEMP A[2]; MOV.S i.x, 1;"
     "MOV.S A[i.x], {-1, 2, 3, 4}; SHR.S64 A[0], A[i.x], 1;"
     "ADD.S o, A[i.x], A[0];", { I(-2), 3, 4, 6 }, false, true },
   { "LONG A[i.x] outside", "LONG TEMP A[2]; MOV.S i.x, 2;"
     "MOV.U64 A[0], 7; MOV.U64 A[1], 7; MOV.U64 A[i.x], 9;"
     "UP64.U o.xy, A[i.x].x; UP64.U r, A[1].x; MOV.U o.zw, r.xxxy;",
     { 0, 0, 7, 0 }, false, true },
   /* "For 64-bit operations, constants are 64-bit": 2^32 + (2^64 - 1)
    * and 3000000000 read as S64 (not sign-extended from bit 31) */
   { "64-bit literals", "MOV.U64 L.x, 4294967296;"
     "ADD.U64 L.x, L.x, 18446744073709551615; MOV.S64 L.y, 3000000000;"
     "UP64.U o, L;", { 4294967295.0, 0, 3000000000.0, 0 }, false, true },
   /* fp32 operands widened: NaN stays NaN (NaN != NaN), -INF is the
    * double -INF; 3e9 and -2.5 (fp32) to 64-bit integers */
   { "F32 NaN INF to F64", "MOV.F64 L, b; SNE.F64 M.x, L.x, L.x;"
     "UP64.U o.xy, M.x; UP64.U r, L.z; MOV.U o.zw, r.xxxy;",
     { 0, 1072693248, 0, 4293918720.0 }, false, true },
   { "F32 to S64 U64", "TRUNC.U64 M.x, b.w; TRUNC.S64 M.y, a.w;"
     "UP64.U o, M;", { 3000000000.0, 0, 4294967294.0, 4294967295.0 },
     false, true },
   /* as the 32-bit DIV and MOD: by 0 all bits set, -2^63 / -1 is -2^63
    * (no trap), the quotient truncated, the remainder of the dividend's
    * sign */
   { "DIV MOD 64 corners", "PK64.U L, {0, 2147483648, 4294967295, "
     "4294967295}; DIV.S64 M.x, L.x, L.y; DIV.S64 M.y, L.y, 0;"
     "UP64.U o, M;", { 0, 2147483648.0, 4294967295.0, 4294967295.0 },
     false, true },
   { "DIV MOD 64 signs", "MOV.S64 L, {-7, 2, 7, 0}; DIV.S64 M.x, L.x, L.y;"
     "MOD.S64 M.y, L.x, L.y; UP64.U r, M; MOV.U o.xy, r.xzxz;"
     "MOD.U64 N.x, L.z, L.w; MOD.S64 N.y, L.z, -2; UP64.U r, N;"
     "MOV.U o.zw, r.xxxz;",
     { 4294967293.0, 4294967295.0, 4294967295.0, 1 }, false, true },
   /* fp64: 1/3 exact, 0.1 read as a double */
   { "DIV.F64", "MOV.F64 L, {1, 3, 0, 0}; DIV.F64 M.x, L.x, L.y;"
     "MOV.F64 M.y, 0.1; UP64.U o, M;",
     { 1431655765, 1070945621, 2576980378.0, 1069128089 }, false, true },
   /* ROUND half to even on 0.49999999999999994, -1.5, 2.5 and
    * 2^52 - 0.5, narrowed to fp32 */
   { "ROUND.F64", "PK64.U L.xy, {4294967295, 1071644671, 0, 3220701184};"
     "PK64.U L.zw, {0, 1074003968, 4294967295, 1127219199};"
     "ROUND.F64 o, L;", { F(0), F(-2), F(2), F(4503599627370496.0) },
     true, true },
   { "FLR CEIL TRUNC.F64", "MOV.F64 L, {-1.5, -1.7, 2.5, -0.5};"
     "FLR.F64 o.x, L.y; CEIL.F64 o.y, L.y; TRUNC.F64 o.z, L.y;"
     "TRUNC.F64 o.w, L.z;", { F(-2), F(-1), F(-1), F(2) }, true, true },
   { "FLR.S64 ROUND.U64", "MOV.F64 L, {-1.5, 2.5, 0, 0};"
     "FLR.S64 M.x, L.x; ROUND.U64 M.y, L.y; UP64.U o, M;",
     { 4294967294.0, 4294967295.0, 2, 0 }, false, true },
   /* set-ops: 1.0 in 64 bits */
   { "SLT.F64", "MOV.F64 L, {-1.5, 2.5, 0, 0}; SLT.F64 M.x, L.x, L.y;"
     "SLT.F64 M.y, L.y, L.x; UP64.U o, M;", { 0, 1072693248, 0, 0 },
     false, true },
   /* 1/0 = +INF; NaN != NaN */
   { "F64 INF NaN", "MOV.F64 L, {1, 0, -1, 0}; DIV.F64 M.x, L.x, L.y;"
     "DIV.F64 N.x, L.y, L.y; SNE.F64 M.y, N.x, N.x; UP64.U o, M;",
     { 0, 2146435072, 0, 1072693248 }, false, true },
   /* the smallest denormal doubled, and a double past fp32's range
    * narrowed to +INF */
   { "F64 denormal", "MOV.F64 L.x, 4.9406564584124654e-324;"
     "MUL.F64 M.x, L.x, 2; UP64.U o.xy, M.x; MOV.F64 N.x, 1e300;"
     "MOV.U o.zw, 0; MOV.F r.x, N.x; MOV.U o.w, r.x;",
     { 2, 0, 0, 2139095040 }, false, true },
   { "RCP RSQ FRC SSG F64", "MOV.F64 L, {4, -2.25, 0, 0};"
     "RCP.F64 o.x, L.x; RSQ.F64 o.y, L.x; FRC.F64 o.z, L.y;"
     "SSG.F64 o.w, L.y;", { F(0.25), F(0.5), F(0.75), F(-1) }, true,
     true },
   { "MAD ABS SUB F64 SAT", "MOV.F64 L, {1.5, -2, 0.25, 0};"
     "MAD.F64 o.x, L.x, L.y, L.z; ABS.F64 o.y, -L.y;"
     "SUB.F64.SAT o.z, L.x, L.z; ADD.F64.SSAT o.w, L.y, L.z;",
     { F(-2.75), F(2), F(1), F(-1) }, true, true },
   /* NV_gpu_program5's 64-bit LDC from program.buffer[1] (cbuf64[]
    * below: 1/3, -2.5; -5, 2^40 + 7; 2^63 (-0.0), 1e300;
    * 0x0123456789abcdef, -1), "remaining components are filled with
    * zeroes"; an offset rounded down to the fetch size */
   { "LDC.F64", "CBUFFER cb[] = { program.buffer[1] };"
     "LDC.F64 L, cb[8]; UP64.U o, L;",
     { 0, 0xc0040000u, 0, 0 }, false, true },
   { "LDC.F64 narrowed", "CBUFFER cb[] = { program.buffer[1] };"
     "LDC.F64X2 o.xy, cb[0]; LDC.F64X2 o.zw, cb[32].xyxy;",
     { F(1.0f / 3.0f), F(-2.5f), F(-0.0f), F(INFINITY) }, true, true },
   { "LDC.S64X2", "CBUFFER cb[] = { program.buffer[1] };"
     "LDC.S64X2 L, cb[16]; UP64.U o, L;",
     { 0xfffffffbu, 0xffffffffu, 7, 256 }, false, true },
   { "LDC.U64X4 swizzle", "CBUFFER cb[] = { program.buffer[1] };"
     "LDC.U64X4 L, cb[32]; UP64.U o, L.wzwz;",
     { 0xffffffffu, 0xffffffffu, 0x89abcdefu, 0x01234567u }, false, true },
   { "LDC.U64 relative", "CBUFFER cb[] = { program.buffer[1] };"
     "MOV.S i, {3, 0, 0, 0}; LDC.U64 L, cb[i.x + 21]; UP64.U o, L;",
     { 7, 256, 0, 0 }, false, true },
   { "LDC.S64 narrowed CC", "CBUFFER cb[] = { program.buffer[1] };"
     "LDC.S64.CC j.x, cb[16]; MOV.S o, 1; MOV.S o.x (LT.x), j.x;"
     "LDC.U64 o.y, cb[48].x; LDC.S64 o.z, cb[4].x;",
     { I(-5), 0x89abcdefu, 0x55555555u, 1 }, false, true },
   /* NV_gpu_program5's CVT (result type first, operand type second):
    * the rounding modifiers (ROUND to even by default), wrap against
    * SAT, sign- and zero-extension of narrow results, F16 in the low 16
    * bits, float-to-float rounding by the modifier, 64-bit types */
   { "CVT.S8.F32 wrap", "CVT.S8.F32 o, {2.5, -2.5, 3.5, 200.0};",
     { 2, I(-2), 4, I(-56) }, false, true },
   { "CVT.S8.F32.SAT", "CVT.S8.F32.SAT o, {2.5, -2.5, 3.5, 200.0};",
     { 2, I(-2), 4, 127 }, false, true },
   { "CVT ROUND ties", "CVT.S32.F32 o, {0.5, 1.5, -2.5, -3.5};",
     { 0, 2, I(-2), I(-4) }, false, true },
   { "CVT FLR", "CVT.S32.F32.FLR o, {-1.5, 1.5, -0.5, 0.5};",
     { I(-2), 1, I(-1), 0 }, false, true },
   { "CVT CEIL", "CVT.S32.F32.CEIL o, {-1.5, 1.5, -0.5, 0.5};",
     { I(-1), 2, 0, 1 }, false, true },
   { "CVT TRUNC", "CVT.S32.F32.TRUNC o, {-1.5, 1.7, -0.5, 0.5};",
     { I(-1), 1, 0, 0 }, false, true },
   { "CVT negative to U8", "CVT.U8.F32 o, {-1, 256, 255.5, -0.5};",
     { 255, 0, 0, 0 }, false, true },
   { "CVT.U8.F32.SAT", "CVT.U8.F32.SAT o, {-1, 256, 255.5, -0.5};",
     { 0, 255, 255, 0 }, false, true },
   { "CVT.U32.F32", "CVT.U32.F32 o, {-1, 3e9, 4294967296.0, 1.5};",
     { 0xffffffffu, 3000000000u, 0, 2 }, false, true },
   { "CVT.U32.F32.SAT", "CVT.U32.F32.SAT o, {-1, 3e9, 4294967296.0, 1.5};",
     { 0, 3000000000u, 0xffffffffu, 2 }, false, true },
   { "CVT.S8.S32", "CVT.S8.S32 o, {127, 128, -129, 255};",
     { 127, I(-128), 127, I(-1) }, false, true },
   { "CVT.S8.S32.SAT", "CVT.S8.S32.SAT o, {127, 128, -129, 255};",
     { 127, 127, I(-128), 127 }, false, true },
   { "CVT.U16.S32.SAT", "CVT.U16.S32.SAT o, {-5, 70000, 65535, 3};",
     { 0, 65535, 65535, 3 }, false, true },
   { "CVT.S32.U32.SAT", "MOV.U u, {4294967295, 5, 2147483648, 0};"
     "CVT.S32.U32.SAT o, u;", { 2147483647, 5, 2147483647, 0 }, false,
     true },
   { "CVT.U8.S8", "MOV.S i, {-1, 200, 383, -128}; CVT.U8.S8 o, i;",
     { 255, 200, 127, 128 }, false, true },
   { "CVT.F16.F32", "CVT.F16.F32 o, {1.0, -2.0, 65504.0, 0.5};",
     { 0x3c00, 0xc000, 0x7bff, 0x3800 }, false, true },
   { "CVT F16 round trip", "CVT.F16.F32 r, {1.0, -2.0, 65504.0, 0.5};"
     "CVT.F32.F16 o, r;", { F(1), F(-2), F(65504), F(0.5) }, true, true },
   { "CVT.F16 ROUND", "CVT.F16.F32 o, {0.1, -0.1, 70000, 1e-8};",
     { 0x2e66, 0xae66, 0x7c00, 0 }, false, true },
   { "CVT.F16 CEIL", "CVT.F16.F32.CEIL o, {0.1, -0.1, 70000, 1e-8};",
     { 0x2e67, 0xae66, 0x7c00, 1 }, false, true },
   { "CVT.F16 FLR", "CVT.F16.F32.FLR o, {0.1, -0.1, 70000, 1e-8};",
     { 0x2e66, 0xae67, 0x7bff, 0 }, false, true },
   { "CVT.F16 TRUNC", "CVT.F16.F32.TRUNC o, {0.1, -0.1, 70000, -1e-8};",
     { 0x2e66, 0xae66, 0x7bff, 0x8000 }, false, true },
   /* F64 to F16 rounded once: fp32 would round the first two to the
    * fp16 ties 1 + 2^-11 and -(1 + 2^-11), and 65519.99999 to 65520 */
   { "CVT.F16.F64 ROUND", "CVT.F16.F64 o, {1.0004882812509095, "
     "-1.0004882812509095, 65519.99999, 65520};",
     { 0x3c01, 0xbc01, 0x7bff, 0x7c00 }, false, true },
   { "CVT.F16.F64 ROUND ties", "CVT.F16.F64 o, {1.00048828125, "
     "1.00146484375, -0.000000029802322387695312, 1e300};",
     { 0x3c00, 0x3c02, 0x8000, 0x7c00 }, false, true },
   { "CVT.S32.F16", "MOV.U r, {15872, 48640, 31744, 1};"
     "CVT.S32.F16 o.xy, r; CVT.F32.F16 o.zw, r;",
     { 2, I(-2), 0x7f800000u, 0x33800000u }, false, true },
   /* a double (the literal's: 0.1, not fp32's) to fp32: the modifier
    * picks the neighbour, not an integer */
   { "CVT.F32.F64 FLR", "CVT.F32.F64.FLR o, {0.1, -0.1, 1e300, -1e-300};",
     { 0x3dccccccu, 0xbdcccccdu, 0x7f7fffffu, 0x80000001u }, false, true },
   { "CVT.F32.F64 CEIL", "CVT.F32.F64.CEIL o, {0.1, -0.1, 1e300, -1e-300};",
     { 0x3dcccccdu, 0xbdccccccu, 0x7f800000u, 0x80000000u }, false, true },
   { "CVT.F32.F64 TRUNC ROUND", "CVT.F32.F64.TRUNC o.xy, {0.1, -0.1};"
     "CVT.F32.F64 o.zw, {0, 0, 0.1, 1e300};",
     { 0x3dccccccu, 0xbdccccccu, 0x3dcccccdu, 0x7f800000u }, false, true },
   { "CVT.F64.F32", "CVT.F64.F32 L, 0.1; UP64.U o, L;",
     { 0xa0000000u, 0x3fb99999u, 0xa0000000u, 0x3fb99999u }, false, true },
   { "CVT F32 of LONG", "CVT.F64.F32 L.x, 0.1; CVT.F32.F64 o.x, L.x;"
     "CVT.F32.F32 o.y, L.x; CVT.F32.S64 o.z, L.x; CVT.F32.S32 o.w, {-7}.x;",
     { F(0.1f), F(0.1f), F(0x3fb99999a0000000 * 1.0), F(-7) }, true,
     true },
   { "CVT.F32.S64 CEIL", "CVT.F32.S64.CEIL o, {16777217, -16777217, "
     "9223372036854775807, 3};",
     { F(16777218), F(-16777216), F(0x1p63), F(3) }, true, true },
   { "CVT.F32.S64 FLR", "CVT.F32.S64.FLR o, {16777217, -16777217, "
     "9223372036854775807, 3};",
     { F(16777216), F(-16777218), F(0x1p63 - 0x1p39), F(3) }, true, true },
   { "CVT.F32.S64 TRUNC ROUND", "CVT.F32.S64.TRUNC o.xy, {16777217, "
     "-16777217}; CVT.F32.S64 o.zw, {0, 0, 16777217, 16777219};",
     { F(16777216), F(-16777216), F(16777216), F(16777220) }, true, true },
   { "CVT.F64.U64 FLR CEIL", "CVT.F64.U64.FLR L.x, 18446744073709551615;"
     "CVT.F64.U64.CEIL L.y, 18446744073709551615; UP64.U o, L;",
     { 0xffffffffu, 0x43efffffu, 0, 0x43f00000u }, false, true },
   { "CVT.F64.S64 -2^53-1", "CVT.F64.S64.FLR L.x, {-9007199254740993};"
     "CVT.F64.S64.TRUNC L.y, {-9007199254740993}.x; UP64.U o, L;",
     { 1, 0xc3400000u, 0, 0xc3400000u }, false, true },
   { "CVT.S64.F64", "CVT.S64.F64 L.x, {-2.5}; CVT.S64.F64 L.y, 1e19;"
     "UP64.U o, L;", { 0xfffffffeu, 0xffffffffu, 0x89e80000u, 0x8ac72304u },
     false, true },
   { "CVT.S64.F64.SAT", "CVT.S64.F64.SAT L.x, {-1e19};"
     "CVT.S64.F64.SAT L.y, 1e19; UP64.U o, L;",
     { 0, 0x80000000u, 0xffffffffu, 0x7fffffffu }, false, true },
   { "CVT.S64 to 32 bits", "CVT.S8.F32 L.x, {-3}; CVT.U64.S64 o.xy, "
     "{4294967301, -1}; UP64.U o.zw, L.x;",
     { 5, 0xffffffffu, 0xfffffffdu, 0xffffffffu }, false, true },
   { "CVT.F32.S32.SAT", "CVT.F32.S32.SAT o, {-5, 0, 1, 7};",
     { F(0), F(0), F(1), F(1) }, true, true },
   { "CVT.CC", "CVT.S8.F32.CC j, {200, 0, 1, -1}; MOV.S o, 0;"
     "MOV.S o (LT), 1; MOV.S o.w (EQ.y), 7;", { 1, 0, 0, 7 }, false, true },
   { "t[i.x]", "TEMP t[4]; MOV.S i, {2, 0, 3, 1}; MOV t[0], 1;"
     "MOV t[1], 2; MOV t[i.x], a; MOV t[i.w + 2], {5, 6, 7, 8};"
     "ADD o, t[i.x], t[3];", { F(12), F(3), F(9.5f), F(5.5f) }, true },
   { "t[i.x] outside", "TEMP t[2]; MOV t[0], 1; MOV t[1], 2;"
     "MOV.S i, {2, -1, 1, 2147483647}; MOV t[i.x], 9; MOV t[i.y], 9;"
     "MOV t[i.z + 1], 9; MOV t[i.w + 1], 9; MOV o.x, t[i.x].x;"
     "MOV o.y, t[i.y].y; MOV o.z, t[0].z; MOV o.w, t[1].w;",
     { F(0), F(0), F(1), F(2) }, true },
   { "INT t[i.x]", "INT TEMP k[3]; MOV.S i.x, 1;"
     "MOV.S k[i.x + 1], {-4, 5, 6, 7}; ADD.S o, k[2], k[i.x - 0];",
     { I(-4), 5, 6, 7 } },
   { "t[i.x] (GT)", "TEMP t[2]; MOV.S i.x, 1; MOV t[1], 3;"
     "MOV.CC r, {-1, 1, -1, 1}; MOV t[i.x] (GT), 9; MOV o, t[1];",
     { F(3), F(9), F(3), F(9) }, true },
   /* ATTRIB and OUTPUT arrays accessed relatively (2.X.4.2: "Array
    * members can be accessed using either absolute or relative
    * addressing"): a select among the members; outside the array a
    * read gives (0,0,0,0), a write changes nothing */
   { "v[i.x]", "ATTRIB v[] = { vertex.attrib[1..2] };"
     "MOV.S i, {1, 0, 2, -1}; MOV o.xy, v[i.y]; MOV o.z, v[i.z].x;"
     "MOV o.w, v[i.w + 1].x;", { F(7), F(-3), F(0), F(7) }, true },
   { "q[i.x] write", "OUTPUT q[] = { result.texcoord[0..1] };"
     "MOV.S i, {0, 1, 2, -1}; MOV o, 3; MOV q[i.y], 5;"
     "MOV q[i.x + 1].y, 6; MOV q[i.z], 9; MOV q[i.w], 9;"
     "MOV.CC r, {-1, 1, -1, 1}; MOV q[i.x] (GT), a;",
     { F(3), F(-3), F(3), F(-2.5f) }, true },
   /* issue 34's stack: a TEMP array and an integer "pointer" */
   { "t[] stack", "TEMP s[4]; MOV.S i.x, 0; REP 4; I2F r.x, i.x;"
     "MOV s[i.x], r.x; ADD.S i.x, i.x, 1; ENDREP; ADD o, s[3], -s[i.x - 0];"
     "ADD o.w, s[1].x, s[2].x;", { F(3), F(3), F(3), F(3) }, true },
   /* the bound: 65535 iterations of all loops together (a REP without
    * a count needs a BRK: one that never breaks) */
   { "REP bounded", "MOV.S i, 0; REP; ADD.S i.x, i.x, 1; BRK (FL);"
     "ENDREP; MOV.S o, i;", { 65535, 0, 0, 0 } },
   { "REP bounded CC", "MOV.S i, 0; MOV.S.CC j, 1; REP;"
     "ADD.S i.x, i.x, 1; BRK (EQ.x); ENDREP; MOV.S o, i;",
     { 65535, 0, 0, 0 } },
   { "REP bounded nested", "MOV.S i, 0; REP 1000; REP 1000;"
     "ADD.S i.x, i.x, 1; ENDREP; ADD.S i.y, i.y, 1; ENDREP; MOV.S o, i;",
     { 65404, 66, 0, 0 } },
};

static unsigned checks, failures;
static struct pipe_screen *sp_screen;

static const float attr[3][4] = {
   { 0, 0, 0, 1 },
   { 7, -3, 2.5f, -2.5f },
   { NAN, INFINITY, -INFINITY, 3e9f },
};

/* Runs tokens on the attributes above; out[] gets every output's four
 * words of lane 0 (by semantic: name * 64 + index, up to 32 outputs). */
struct run_out {
   unsigned n;
   unsigned sem[32];
   uint32_t v[32][4];
};

static struct tgsi_exec_machine *
run_machine(const struct nvtgsi_shader *sh, const struct tgsi_token *tokens,
            struct tgsi_shader_info *info)
{
   struct tgsi_exec_machine *mach;
   static float consts[4][4] = {
      { 1.5f, -2, 3, 0.25f }, { -1, 0, 7, 100 },
   };

   tgsi_scan_shader(tokens, info);
   mach = tgsi_exec_machine_create(PIPE_SHADER_VERTEX);
   tgsi_exec_machine_bind_shader(mach, tokens, NULL, NULL, NULL);
   {
      const void *bufs[1] = { consts };
      unsigned sizes[1] = { sizeof(consts) };
      tgsi_exec_set_constant_buffers(mach, 1, bufs, sizes);
   }
   for (unsigned n = 0; n < NVP_ARB_NUM_ATTRIBS; n++) {
      if (!(sh->inputs & (1u << n)))
         continue;
      for (unsigned c = 0; c < 4; c++) {
         for (unsigned l = 0; l < TGSI_QUAD_SIZE; l++)
            mach->Inputs[n].xyzw[c].f[l] =
               n == 0 ? attr[0][c] :
               n >= NVP_ATTRIB_GENERIC0 && n < NVP_ATTRIB_GENERIC0 + 3 ?
               attr[n - NVP_ATTRIB_GENERIC0][c] : 0.0f;
      }
   }
   mach->NonHelperMask = 0xf;
   tgsi_exec_machine_run(mach, 0);
   return mach;
}

static void
collect(const struct tgsi_shader_info *info,
        const struct tgsi_exec_machine *mach, struct run_out *o)
{
   o->n = 0;
   for (unsigned k = 0; k < info->num_outputs && o->n < 32; k++) {
      unsigned name = info->output_semantic_name[k];
      /* nir_to_tgsi may declare TEXCOORD as GENERIC */
      if (name == TGSI_SEMANTIC_TEXCOORD)
         name = TGSI_SEMANTIC_GENERIC;
      o->sem[o->n] = name * 64 + info->output_semantic_index[k];
      for (unsigned c = 0; c < 4; c++)
         o->v[o->n][c] = mach->Outputs[k].xyzw[c].u[0];
      o->n++;
   }
}

static bool
same_word(uint32_t a, uint32_t b)
{
   bool nan_a = (a & 0x7f800000u) == 0x7f800000u && (a & 0x7fffffu);
   bool nan_b = (b & 0x7f800000u) == 0x7f800000u && (b & 0x7fffffu);
   /* the sign of a zero from MIN, MAX, .SAT, .SSAT is not the spec's
    * business and differs between tgsi_exec and NIR's folding */
   bool zeros = !(a & 0x7fffffffu) && !(b & 0x7fffffffu);
   return a == b || (nan_a && nan_b) || zeros;
}

/* A program file: the emitted tokens and their NIR round trip must
 * give the same outputs (any NaN matches any NaN, zeros of either sign
 * match). */
static void
run_file(const char *path)
{
   FILE *fp = fopen(path, "rb");
   static char text[65536];
   size_t len = fp ? fread(text, 1, sizeof(text) - 1, fp) : 0;
   struct nvp_error perr;
   struct nvtgsi_shader sh;
   char err[256] = "";

   if (fp)
      fclose(fp);
   text[len] = 0;
   checks++;
   struct nvp_program *prog =
      nvp_parse(NVP_TARGET_ARB_VERTEX, text, len, &perr);
   if (!prog || !nvtgsi_emit(prog, &sh, err, sizeof(err))) {
      failures++;
      printf("FAIL %s: %s\n", path, prog ? err : perr.message);
      nvp_program_free(prog);
      return;
   }
   struct tgsi_shader_info info;
   struct run_out a, b;
   struct tgsi_exec_machine *m = run_machine(&sh, sh.tokens, &info);
   collect(&info, m, &a);
   tgsi_exec_machine_destroy(m);
   const struct tgsi_token *rt =
      nvtgsi_round_trip(sp_screen, PIPE_SHADER_VERTEX, sh.tokens, true);
   if (!rt) {
      failures++;
      printf("FAIL %s: tgsi_to_nir + nir_to_tgsi failed\n", path);
   } else {
      if (getenv("NVTGSI_GP4_DUMP")) {
         tgsi_dump(sh.tokens, 0);
         tgsi_dump(rt, 0);
      }
      m = run_machine(&sh, rt, &info);
      collect(&info, m, &b);
      tgsi_exec_machine_destroy(m);
      tgsi_free_tokens(rt);
      for (unsigned i = 0; i < a.n; i++) {
         for (unsigned j = 0; j < b.n; j++) {
            if (a.sem[i] != b.sem[j])
               continue;
            for (unsigned c = 0; c < 4; c++) {
               if (!same_word(a.v[i][c], b.v[j][c])) {
                  failures++;
                  printf("FAIL %s: output %u.%c: 0x%08x direct, 0x%08x "
                         "through NIR\n", path, a.sem[i], "xyzw"[c],
                         a.v[i][c], b.v[j][c]);
               }
            }
         }
      }
   }
   nvtgsi_shader_free(&sh);
   nvp_program_free(prog);
}

/* The CONSTs a program's bindings name: its literals (the members of an
 * array read relatively) with their bits, (0,0,0,0) for the rest. */
static void
fill_consts(const struct nvp_program *prog, const struct nvtgsi_shader *sh,
            uint32_t consts[][4], unsigned n)
{
   memset(consts, 0, n * sizeof(consts[0]));
   for (unsigned k = 0; k < sh->num_bindings && k < n; k++) {
      const struct nvtgsi_binding *b = &sh->bindings[k];
      if (b->kind != NVTGSI_BIND_PARAM || b->index < 0 ||
          (unsigned)b->index >= prog->num_params ||
          prog->params[b->index].kind != NVP_PARAM_CONSTANT)
         continue;
      const struct nvp_param *q = &prog->params[b->index];
      for (unsigned c = 0; c < 4; c++)
         consts[k][c] = (q->int_mask & (1u << c)) ? q->ivalue[c]
                                                  : fui(q->value[c]);
   }
}

/* program.buffer[1] (CONST[2]): the 64-bit values of the LDC cases,
 * low words first */
static const uint32_t cbuf64[4][4] = {
   { 0x55555555u, 0x3fd55555u, 0x00000000u, 0xc0040000u },
   { 0xfffffffbu, 0xffffffffu, 0x00000007u, 0x00000100u },
   { 0x00000000u, 0x80000000u, 0x8800759cu, 0x7e37e43cu },
   { 0x89abcdefu, 0x01234567u, 0xffffffffu, 0xffffffffu },
};

static void
run_tokens(const struct gp4_case *tc, const struct nvp_program *prog,
           const struct nvtgsi_shader *sh, const struct tgsi_token *tokens,
           const char *path)
{
   struct tgsi_shader_info info;
   struct tgsi_exec_machine *mach;
   static uint32_t consts[16][4];
   int k = -1;

   checks++;
   fill_consts(prog, sh, consts, 16);
   tgsi_scan_shader(tokens, &info);
   mach = tgsi_exec_machine_create(PIPE_SHADER_VERTEX);
   tgsi_exec_machine_bind_shader(mach, tokens, NULL, NULL, NULL);
   {
      static const uint32_t none[4];
      const void *bufs[3] = { consts, none, cbuf64 };
      unsigned sizes[3] = { sizeof(consts), sizeof(none), sizeof(cbuf64) };
      tgsi_exec_set_constant_buffers(mach, 3, bufs, sizes);
   }
   for (unsigned n = 0; n < NVP_ARB_NUM_ATTRIBS; n++) {
      if (!(sh->inputs & (1u << n)))
         continue;
      for (unsigned c = 0; c < 4; c++) {
         for (unsigned l = 0; l < TGSI_QUAD_SIZE; l++)
            mach->Inputs[n].xyzw[c].f[l] =
               n == 0 ? attr[0][c] : attr[n - NVP_ATTRIB_GENERIC0][c];
      }
   }
   mach->NonHelperMask = 0xf;
   tgsi_exec_machine_run(mach, 0);

   for (unsigned o = 0; o < info.num_outputs; o++) {
      if ((info.output_semantic_name[o] == TGSI_SEMANTIC_TEXCOORD ||
           info.output_semantic_name[o] == TGSI_SEMANTIC_GENERIC) &&
          info.output_semantic_index[o] == 0)
         k = (int)o;
   }
   if (k < 0) {
      failures++;
      printf("FAIL %s [%s]: no result.texcoord[0]\n", tc->name, path);
   } else {
      bool ok = true;
      uint32_t want[4];
      for (unsigned c = 0; c < 4; c++) {
         want[c] = tc->fl ? fui((float)tc->expect[c]) :
                   (uint32_t)(int64_t)tc->expect[c];
         ok &= mach->Outputs[k].xyzw[c].u[0] == want[c];
      }
      if (!ok) {
         failures++;
         printf("FAIL %s [%s]: got", tc->name, path);
         for (unsigned c = 0; c < 4; c++)
            printf(" 0x%08x", mach->Outputs[k].xyzw[c].u[0]);
         printf(", want");
         for (unsigned c = 0; c < 4; c++)
            printf(" 0x%08x", want[c]);
         printf("\n");
      } else {
         printf("PASS %s [%s]\n", tc->name, path);
      }
   }
   tgsi_exec_machine_destroy(mach);
}

static void
run_case(const struct gp4_case *tc)
{
   static const char head[] =
      "!!NVvp%c.0\n%sINT TEMP i, j;\nUINT TEMP u;\nTEMP r;\n"
      "ATTRIB a = vertex.attrib[1];\nATTRIB b = vertex.attrib[2];\n"
      "OUTPUT o = result.texcoord[0];\n"
      "MOV result.position, vertex.position;\n";
   char text[2048];
   struct nvp_error perr;
   struct nvtgsi_shader sh;
   char err[256] = "";

   char h[sizeof(head) + 64];
   /* version 5: 64-bit floating point and LONG variables too */
   snprintf(h, sizeof(h), head, tc->v5 ? '5' : '4', tc->v5 ?
            "OPTION NV_gpu_program_fp64;\nLONG TEMP L, M, N;\n" : "");
   snprintf(text, sizeof(text), "%s%s\nEND\n", h, tc->body);
   struct nvp_program *prog =
      nvp_parse(NVP_TARGET_ARB_VERTEX, text, strlen(text), &perr);
   checks++;
   if (!prog) {
      failures++;
      printf("FAIL %s: parse error at %d: %s\n", tc->name, perr.position,
             perr.message);
      return;
   }
   if (!nvtgsi_emit(prog, &sh, err, sizeof(err))) {
      failures++;
      printf("FAIL %s: emit error: %s\n", tc->name, err);
      nvp_program_free(prog);
      return;
   }
   run_tokens(tc, prog, &sh, sh.tokens, "tgsi");
   if (sp_screen) {
      const struct tgsi_token *rt =
         nvtgsi_round_trip(sp_screen, PIPE_SHADER_VERTEX, sh.tokens, true);
      checks++;
      if (!rt) {
         failures++;
         printf("FAIL %s: tgsi_to_nir + nir_to_tgsi failed\n", tc->name);
      } else {
         run_tokens(tc, prog, &sh, rt, "tgsi+nir");
         tgsi_free_tokens(rt);
      }
   }
   nvtgsi_shader_free(&sh);
   nvp_program_free(prog);
}

/* What is not translated fails with a message naming it. */
static void
check_refused(void)
{
   static const struct {
      const char *text, *message;
   } refused[] = {
      { "!!NVvp4.0\nTEMP r;\nTXF r, {0, 0, 0, 0}, texture[0], 2D;\n"
        "TXF.U r, {0, 0, 0, 0}, texture[0], 2D;\n"
        "MOV result.position, r;\nEND\n",
        "line 4: texture[0] is read as float and as integer texels" },
      { "!!NVfp4.0\nTEMP r;\nTEX.S result.color, fragment.texcoord[0], "
        "texture[0], 2D;\nTXF r, {0, 0, 0, 0}, texture[0], 2D;\nEND\n",
        "line 4: texture[0] is read as integer and as float texels" },
      /* a LONG ATTRIB array member chosen when the program runs */
      { "!!NVvp5.0\nLONG ATTRIB d[] = { vertex.attrib[1..2] };\n"
        "INT TEMP i;\nLONG TEMP L;\nMOV.S i, 1;\nMOV.S64 L, d[i.x];\n"
        "MOV result.position, vertex.position;\nEND\n",
        "line 6: an attribute array read relatively in a program with "
        "LONG ATTRIBs is not translated" },
   };
   for (unsigned i = 0; i < sizeof(refused) / sizeof(refused[0]); i++) {
      struct nvp_error perr;
      struct nvtgsi_shader sh;
      char err[256] = "";
      const char *t = refused[i].text;
      struct nvp_program *prog =
         nvp_parse(t[4] == 'v' ? NVP_TARGET_ARB_VERTEX :
                   NVP_TARGET_ARB_FRAGMENT, t, strlen(t), &perr);

      checks++;
      if (!prog || nvtgsi_emit(prog, &sh, err, sizeof(err)) ||
          strcmp(err, refused[i].message) != 0) {
         failures++;
         printf("FAIL refused %u: '%s'\n", i, err);
      }
      nvp_program_free(prog);
   }
}

/* With arguments: each a "!!NVvp4.0" file run directly and through NIR
 * (the outputs must agree), instead of the cases. */
int
main(int argc, char **argv)
{
   struct sw_winsys *ws = null_sw_create();

   glsl_type_singleton_init_or_ref();
   sp_screen = ws ? softpipe_create_screen(ws) : NULL;
   if (!sp_screen)
      printf("NOTE: no softpipe screen, NIR round trip skipped\n");
   if (argc > 1 && sp_screen) {
      for (int i = 1; i < argc; i++)
         run_file(argv[i]);
   } else {
      for (unsigned i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
         run_case(&cases[i]);
      check_refused();
   }
   printf("%u checks, %u failures\n", checks, failures);
   if (sp_screen)
      sp_screen->destroy(sp_screen);
   glsl_type_singleton_decref();
   return failures ? 1 : 0;
}
