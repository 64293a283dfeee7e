/*
 * NV_gpu_program4 programs drawing: each case loads a "!!NVfp4.0"
 * program (and for the vertex cases a "!!NVvp4.0" one) through
 * ProgramStringARB, draws a 4x4 quad into a float target and probes one
 * pixel exactly.  Integer results reach the colour through I2F, so the
 * path to the pixel is float only.  The values come from
 * program.local[0..1]: p0 = (7, -3, 2.5, -2.5), p1 = (NaN, +INF, -INF,
 * 3e9).
 *
 * Where the spec leaves a result undefined (integer division by zero,
 * MOD of a negative, shift counts past 31, float-to-integer conversions
 * of NaN or values out of range, array members outside the array, the
 * y, z and w of fragment.facing, a REP without a count whose BRK never
 * breaks) the expected values are nvprog's documented choices
 * (src/tgsi_emit/nvtgsi_gp4_ops.c), the same on both drivers; those
 * cases ("own") run on nvprog only, and on another GL (NVIDIA's) the
 * test says it leaves them out (docs/nvidia/gpu.md has what NVIDIA
 * gives).
 */
#include "harness.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FP_HEAD "!!NVfp4.0\nPARAM p0 = program.local[0];\n" \
                "PARAM p1 = program.local[1];\n" \
                "INT TEMP i, j;\nUINT TEMP u;\nTEMP r, s;\n"

static const struct fp_case {
   const char *name;
   const char *body;
   float expect[4];
   bool killed;
   bool own;       /* nvprog's choice where the spec leaves it open */
} fp_cases[] = {
   /* floats */
   { "ADD", "ADD result.color, p0, {1, 2, 3, 4};", { 8, -1, 5.5f, 1.5f } },
   { "MAD.SAT", "MAD.SAT result.color, p0, 0.25, 0.5;",
     { 1, 0, 1, 0 } },
   { "SSAT", "MUL.SSAT result.color, p0, 0.25;", { 1, -0.75f, 0.625f,
                                                   -0.625f } },
   { "SAT NaN", "ADD.SAT result.color, p1, 0;", { 0, 1, 0, 1 } },
   { "SSAT NaN", "ADD.SSAT result.color, p1, 0;", { -1, 1, -1, 1 } },
   /* 2.X.4.2 relative addressing: "The array member loaded is given
    * by this sum"; outside the array nvprog reads (0,0,0,0) */
   { "c[i.x + n]", "PARAM c[] = { {1, 2, 3, 4}, program.local[0..1] };"
     "MOV.S i, {0, 3, 4, -1};"
     "ADD result.color, c[i.x + 1], c[i.x];", { 8, -1, 5.5f, 1.5f } },
   { "c[i.x] outside", "PARAM c[] = { {1, 2, 3, 4}, {5, 6, 7, 8} };"
     "MOV.S i, {2, -1, 1, 0}; MOV result.color.x, c[i.x].x;"
     "MOV result.color.y, c[i.y + 1].y; MOV result.color.z, c[i.z + 1].z;"
     "MOV result.color.w, c[i.w + 1].w;", { 0, 2, 0, 8 }, false, true },
   { "INT c[i.x]", "INT PARAM k[] = { {5, -6, 7, 8}, {-9, 10, 11, 12} };"
     "MOV.S i, 1; I2F result.color, k[i.x];", { -9, 10, 11, 12 } },
   /* TEMP arrays, members read and written through t[i.x + n];
    * outside the array a read gives (0,0,0,0), a write is dropped */
   { "t[i.x + n]", "TEMP t[3]; MOV.S i, {1, 2, 3, -1}; MOV t[0], p0;"
     "MOV t[i.x + 1], {1, 2, 3, 4}; MOV t[i.z], 9; MOV t[i.w], 9;"
     "ADD r, t[i.y], t[i.x - 0]; ADD result.color, r, t[i.z].xxyy;",
     { 1, 2, 3, 4 }, false, true },
   /* window coordinates to integers (pixel (1, 1) is at 1.5, 1.5):
    * converted without the clamps (lower_round's window_position) */
   { "TRUNC.U FLR.S wpos", "TRUNC.U u.xy, fragment.position;"
     "FLR.S i.xy, -fragment.position; ROUND.S i.zw, fragment.position.xxxy;"
     "I2F.U result.color.xy, u; I2F result.color.zw, i.xyxy;",
     { 1, 1, -2, -2 } },
   { "SEQ.F", "SEQ result.color, p0, {7, 0, 2.5, 0};", { 1, 0, 1, 0 } },
   { "SSG", "SSG result.color, {-2, 0, 3, -0.5};", { -1, 0, 1, -1 } },
   /* float to integer, rounding of Table X.13's conversions */
   { "TRUNC.S", "TRUNC.S i, p0; I2F result.color, i;", { 7, -3, 2, -2 } },
   { "FLR.S", "FLR.S i, p0; I2F result.color, i;", { 7, -3, 2, -3 } },
   { "CEIL.S", "CEIL.S i, p0; I2F result.color, i;", { 7, -3, 3, -2 } },
   { "ROUND.S", "ROUND.S i, p0; I2F result.color, i;", { 7, -3, 2, -2 } },
   { "TRUNC.S NaN/INF", "TRUNC.S i, p1; I2F result.color, i;",
     { 0, 2147483648.0f, -2147483648.0f, 2147483648.0f }, false, true },
   { "TRUNC.U NaN/INF", "TRUNC.U u, p1; I2F.U result.color, u;",
     { 0, 4294967296.0f, 0, 3e9f }, false, true },
   /* integer arithmetic */
   { "MUL.S ADD.S", "TRUNC.S i, p0; MUL.S j, i, i; ADD.S j, j, -5;"
     "I2F result.color, j;", { 44, 4, -1, -1 } },
   { "ADD.S wraps", "MOV.S i, 2147483647; ADD.S i, i, 1;"
     "I2F result.color, i;", { -2147483648.0f, -2147483648.0f,
                               -2147483648.0f, -2147483648.0f } },
   { "DIV.S", "TRUNC.S i, p0; DIV.S j, i, 2; I2F result.color, j;",
     { 3, -1, 1, -1 } },
   /* "A result component is undefined if the corresponding component of
    * the first operand is negative" (NVIDIA: -3 % 2 = 1) */
   { "MOD.S", "MOV.S i, {7, 3, 2, 5}; MOD.S j, i, 2; I2F result.color, j;",
     { 1, 1, 0, 1 } },
   { "MOD.S negative", "TRUNC.S i, p0; MOD.S j, i, 2;"
     "I2F result.color, j;", { 1, -1, 0, 0 }, false, true },
   /* "The results of an signed or unsigned integer division by zero are
    * undefined." (NVIDIA: 7 / 0 = 7 unsigned) */
   { "DIV.S by 0", "TRUNC.S i, p0; DIV.S j, i, 0; I2F result.color, j;",
     { -1, -1, -1, -1 }, false, true },
   { "DIV.U by 0", "MOV.U u, 7; DIV.U u, u, 0; I2F.U result.color, u;",
     { 4294967296.0f, 4294967296.0f, 4294967296.0f, 4294967296.0f },
     false, true },
   { "SHL.S by 33", "MOV.S i, {1, -8, 3, 5}; SHL.S j, i, 33;"
     "I2F result.color, j;", { 2, -16, 6, 10 }, false, true },
   { "SHR.S", "MOV.S i, {1, -8, 3, 5}; SHR.S j, i, 1;"
     "I2F result.color, j;", { 0, -4, 1, 2 } },
   { "SHR.U", "MOV.S i, {1, -8, 3, 5}; SHR.U.NTC u, i, 28;"
     "I2F.U result.color, u;", { 0, 15, 0, 0 } },
   { "AND OR XOR NOT", "MOV.S i, {12, 10, 6, 0}; AND.S j.x, i.x, i.y;"
     "OR.S j.y, i.x, i.y; XOR.S j.z, i.x, i.y; NOT.S j.w, i.w;"
     "I2F result.color, j;", { 8, 14, 6, -1 } },
   { "MIN MAX ABS .S", "TRUNC.S i, p0; MIN.S j.xy, i.xyxx, i.yzxx;"
     "MAX.S j.z, i.y, i.w; ABS.S j.w, i.y; I2F result.color, j;",
     { -3, -3, -2, 3 } },
   { "MIN.U", "MOV.S i, {-1, 2, 0, 0}; MIN.U.NTC u, i.xxxx, i.y;"
     "I2F.U result.color, u;", { 2, 2, 2, 2 } },
   { "SLT.S SGT.U", "SLT.S i, {1, 2, 3, -4}, 2;"
     "SGT.U u, {1, 2, 3, 4294967292}, 2;"
     "I2F.S result.color.xy, i.xwxx; I2F.U result.color.zw, u.xxzw;",
     { -1, -1, 4294967296.0f, 4294967296.0f } },
   { "I2F.U", "MOV.U u, 4294967295; I2F.U result.color, u;",
     { 4294967296.0f, 4294967296.0f, 4294967296.0f, 4294967296.0f } },
   /* condition codes */
   { "CC float", "MOV.CC r, p0; MOV s, 0; MOV s (GT), 1; MOV s (LT), -1;"
     "MOV result.color, s;", { 1, -1, 1, -1 } },
   { "CC NaN", "MOV.CC1 r, p1; MOV s, 0; MOV s (EQ1), 1; MOV s (NE1), 2;"
     "MOV result.color, s;", { 2, 2, 2, 2 } },
   { "CC OF", "MOV.S i, 2147483647; ADD.S.CC i, i, 1; MOV s, 0;"
     "MOV s (GE), 1; MOV s (LT), -1; MOV result.color, s;",
     { 1, 1, 1, 1 } },
   { "CC CF", "MOV.U u, 4294967295; ADD.U.CC u, u, 1; MOV s, 0;"
     "MOV s (EQ), 1; MOV result.color, s;", { 1, 1, 1, 1 } },
   /* NV_gpu_program4's tests (Table X.16): p1 = (NaN, +INF, -INF, 3e9);
    * 0xffffffff + 1 = 0 (CF, ZF), 0xffffffff + 2 = 1 (CF), 0 + 0 (ZF),
    * 5 + 1 (no flag) */
   { "CC NAN LEG NSF", "MOV.CC r, p1; MOV s, 0; MOV s (LEG), 1;"
     "MOV s (NAN), 2; MOV s.w (NSF0), 3; MOV result.color, s;",
     { 2, 1, 1, 3 } },
   { "CC1 AB BLE NCF", "MOV.U u, {4294967295, 4294967295, 0, 5};"
     "ADD.U.CC1 u, u, {1, 2, 0, 1}; MOV s, 0; MOV s (AB1), 1;"
     "MOV s (BLE1), 2; MOV s.w (NCF1), -1; MOV result.color, s;",
     { 2, 1, 2, -1 } },
   /* "The components of the selected condition code register are
    * updated if and only if the corresponding component of the
    * destination variable are enabled by both write masks": y's test
    * fails, so CC.y keeps LT (NVIDIA updates it: 1 1 1 0) */
   { "CC masked update", "MOV.S.CC i, {1, -1, 0, 5}; MOV.S.CC i.xy (GT), 0;"
     "MOV s, 0; MOV s (EQ), 1; MOV result.color, s;", { 1, 0, 1, 0 } },
   /* flow */
   { "REP count", "MOV r, 0; REP 5; ADD r.x, r.x, 1; ENDREP;"
     "MOV result.color, r;", { 5, 0, 0, 0 } },
   { "REP float count", "MOV r, 0; REP p0.z; ADD r.x, r.x, 1; ENDREP;"
     "REP p0.w; ADD r.y, r.y, 1; ENDREP; MOV result.color, r;",
     { 2, 0, 0, 0 } },
   { "REP BRK", "MOV.S i, -3; MOV r, 0; REP; ADD.S.CC i.x, i.x, 1;"
     "BRK (EQ.x); ADD r.x, r.x, 2; ENDREP; MOV result.color, r;",
     { 4, 0, 0, 0 } },
   { "REP CONT", "MOV.S i, 0; MOV r, 0; REP 6; ADD.S i.x, i.x, 1;"
     "AND.S.CC j.x, i.x, 1; CONT (NE.x); ADD r.x, r.x, 1; ENDREP;"
     "MOV result.color, r;", { 3, 0, 0, 0 } },
   { "REP nested", "MOV r, 0; REP 3; REP 4; ADD r.x, r.x, 1; ENDREP;"
     "ADD r.y, r.y, 1; ENDREP; MOV result.color, r;", { 12, 3, 0, 0 } },
   /* the loop bound: a REP without a count whose BRK never breaks
    * ends after 65535 iterations; by the spec "The only way to exit
    * such a loop is with the BRK instruction", so it never ends
    * (NVIDIA's draw leaves the pixel unwritten): nvprog only */
   { "REP bounded", "MOV r, 0; REP; ADD r.x, r.x, 1; BRK (FL); ENDREP;"
     "MOV result.color, r;", { 65535, 0, 0, 0 }, false, true },
   { "IF ELSE", "MOV.S.CC i, {0, 1, 0, 0}; IF NE.y; MOV r, 1; ELSE;"
     "MOV r, 2; ENDIF; IF NE.x; MOV r.y, 3; ELSE; MOV r.y, 4; ENDIF;"
     "MOV result.color, r;", { 1, 4, 1, 1 } },
   /* subroutines */
   { "CAL RET", "MOV r, 0; CAL f; CAL g (GT.x); MOV result.color, r; RET;"
     "f: ADD.CC r.x, r.x, 2; REP 4; ADD.CC1 r.y, r.y, 1; RET (GT1.y);"
     "ENDREP; RET; g: MOV r.z, 5; RET;", { 2, 1, 5, 0 } },
   { "RET ends", "MOV result.color, 3; RET; MOV result.color, 4;",
     { 3, 3, 3, 3 } },
   /* packing, lighting */
   { "PK2H UP2H", "PK2H r.x, {1.5, -2, 0, 0}; UP2H result.color, r.x;",
     { 1.5f, -2, 1.5f, -2 } },
   { "PK4UB UP4UB", "PK4UB r.x, {0, 1, 0.2, 2}; UP4UB s, r.x;"
     "MUL result.color, s, 255;", { 0, 255, 51, 255 } },
   { "LIT", "LIT result.color, {2, 4, 0, 1};", { 1, 2, 4, 1 } },
   { "X2D", "X2D result.color, {1, 2, 0, 0}, {3, 4, 0, 0}, {1, 2, 3, 4};",
     { 12, 27, 12, 27 } },
   /* fragment bindings */
   /* "The "y", "z", and "w" coordinates are undefined" (nvprog gives
    * the facing in all four, as NVIDIA's driver does) */
   { "facing", "MOV result.color, 0; MOV result.color.x, fragment.facing;",
     { 1, 0, 0, 0 } },
   { "facing yzw", "MOV result.color, fragment.facing;", { 1, 1, 1, 1 },
     false, true },
   { "position", "MOV result.color, fragment.position.xyxy;",
     { 1.5f, 1.5f, 1.5f, 1.5f } },
   { "KIL.S", "MOV result.color, 1; KIL.S {0, 3, -1, 0};", { 0 }, true },
   { "KIL CC", "MOV result.color, 1; MOV.S.CC i, {1, 0, 2, 3};"
     "KIL EQ.xyzw;", { 0 }, true },
   { "KIL OF", "MOV result.color, 1; MOV.S i, 2147483647;"
     "ADD.S.CC i, i, {0, 1, 0, 0}; KIL OF;", { 0 }, true },
   { "KIL not taken", "MOV result.color, 1; MOV.S.CC i, {1, 5, 2, 3};"
     "KIL EQ.xyzw; KIL.U {0, 3, 4294967295, 0};", { 1, 1, 1, 1 } },
};

/* The vertex cases: a "!!NVvp4.0" program writing result.color, which a
 * "!!NVfp4.0" program passes on. */
#define VP_HEAD "!!NVvp4.0\nINT TEMP i, j;\nUINT TEMP u;\nTEMP r;\n" \
                "MOV result.position, vertex.position;\n"

static const struct vp_case {
   const char *name;
   const char *body;
   float expect[4];
   bool own;       /* nvprog's choice where the spec leaves it open */
} vp_cases[] = {
   { "vp MUL.S", "MOV.S i, {3, -4, 5, 6}; MUL.S i, i, i;"
     "I2F result.color, i;", { 9, 16, 25, 36 } },
   { "vp vertex.id", "SLT.S i, vertex.id, 4; SGE.S j, vertex.instance, 0;"
     "I2F result.color.xy, i; I2F result.color.zw, j;",
     { -1, -1, -1, -1 } },
   { "vp REP CC", "MOV r, 0; MOV.S i, 10; REP.S i.x; SUB.S.CC i.x, i.x, 3;"
     "BRK (LT.x); ADD r.x, r.x, 1; ENDREP; MOV result.color, r;",
     { 3, 0, 0, 0 } },
   { "vp DIV.S MOD.U", "MOV.S i, {-7, 7, 8, 9}; DIV.S j, i, -2;"
     "MOD.U.NTC u, i, 4; I2F result.color.xy, j; I2F.U result.color.zw, u;",
     { 3, -3, 0, 1 } },
   /* vertex texture fetch (the texture of the texture cases) */
   { "vp TEX", "TEX result.color, {0.375, 0.625, 0, 0}, texture[0], 2D;",
     { 1, 2, 21, 1 } },
   { "vp TXF offset", "TXF result.color, {1, 2, 0, 0}, texture[0], 2D,"
     "(2, 1);", { 3, 3, 33, 1 } },
   /* the buffer texture of the texture cases (unit 3) */
   { "vp TXF BUFFER", "TXF result.color, {4, 0, 0, 0}, texture[3], BUFFER;",
     { 4, 40, 400, 1 } },
   { "vp CAL", "MOV r, 1; CAL f; MOV result.color, r; RET; f:"
     "MUL r, r, {2, 3, 4, 5}; RET;", { 2, 3, 4, 5 } },
   /* cgc's skinning: a palette indexed by an integer TEMP component */
   { "vp c[i.x + n]", "PARAM c[] = { {1, 2, 3, 4}, {5, 6, 7, 8},"
     "{9, 10, 11, 12} }; TRUNC.S i, {2.5, 0, 3, -1};"
     "ADD result.color, c[i.x], -c[i.y + 1];", { 4, 4, 4, 4 } },
   { "vp t[i.x]", "TEMP t[4]; MOV.S i, {3, 0, 0, 0}; MOV r, 0;"
     "REP 4; I2F t[i.x], i.x; SUB.S i.x, i.x, 1; ENDREP;"
     "ADD result.color, t[3], -t[1].xxyy; MOV result.color.w, t[i.x + 2];",
     { 2, 2, 2, 1 } },
   { "vp c[i.x] outside", "PARAM c[] = { {1, 2, 3, 4}, {5, 6, 7, 8},"
     "{9, 10, 11, 12} }; MOV.S i, {3, -1, 0, 0}; MOV result.color, 1;"
     "MOV result.color.xy, c[i.x]; MOV result.color.z, c[i.y].z;",
     { 0, 0, 0, 1 }, true },
};

/* Integers from the vertex program to the fragment program: the bits of
 * result.texcoord[1] through a FLAT INT fragment attribute. */
static const char int_fp[] =
   "!!NVfp4.0\nFLAT INT ATTRIB t = fragment.texcoord[1];\n"
   "I2F result.color, t;\nEND\n";
static const char int_vp[] =
   "!!NVvp4.0\nINT TEMP i;\nMOV result.position, vertex.position;\n"
   "MOV.S i, {-7, 123456789, -2147483648, 5};\n"
   "MOV.S result.texcoord[1], i;\nEND\n";

/* Texture lookups on unit 0: a 4x4 GL_RGBA32F 2D texture whose texel
 * (i, j) is (i, j, i + 10 j, 1), nearest filtering, one level.  The
 * coordinate (0.375, 0.625) is texel (1, 2). */
static const struct fp_case tex_cases[] = {
   { "TEX", "TEX result.color, {0.375, 0.625, 0, 0}, texture[0], 2D;",
     { 1, 2, 21, 1 } },
   { "TEX offset", "TEX result.color, {0.375, 0.625, 0, 0}, texture[0], 2D,"
     "(1, 1);", { 2, 3, 32, 1 } },
   { "TXP", "TXP result.color, {0.75, 1.25, 0, 2}, texture[0], 2D;",
     { 1, 2, 21, 1 } },
   { "TXB", "TXB result.color, {0.375, 0.625, 0, 1}, texture[0], 2D,"
     "(-1, 0);", { 0, 2, 20, 1 } },
   { "TXL", "TXL result.color, {0.375, 0.625, 0, 0}, texture[0], 2D,"
     "(0, -2);", { 1, 0, 1, 1 } },
   { "TXD", "TXD result.color, {0.375, 0.625, 0, 0}, 0, 0, texture[0], 2D;",
     { 1, 2, 21, 1 } },
   { "TXF", "TXF result.color, {3, 1, 0, 0}, texture[0], 2D;",
     { 3, 1, 13, 1 } },
   { "TXF offset", "TXF result.color, {1, 2, 0, 0}, texture[0], 2D,"
     "(1, -1);", { 2, 1, 12, 1 } },
   { "TXQ", "TXQ i, 0, texture[0], 2D; I2F result.color.xy, i;"
     "MOV result.color.zw, 0;", { 4, 4, 0, 0 } },
   /* integer texels: unit 1 GL_RGBA32I, texel (i, j) = (i - 2,
    * -100003 (j + 1), i j, 7); unit 2 GL_RGBA32UI, (i, j, 4e9, 1) */
   { "TXF.S", "TXF.S i, {1, 2, 0, 0}, texture[1], 2D; I2F result.color, i;",
     { -1, -300009, 2, 7 } },
   { "TEX.S offset", "TEX.S i, {0.375, 0.625, 0, 0}, texture[1], 2D, (1, 0);"
     "I2F result.color, i;", { 0, -300009, 4, 7 } },
   { "TXF.U", "TXF.U u, {3, 0, 0, 0}, texture[2], 2D;"
     "I2F.U result.color, u;", { 3, 0, 4e9f, 1 } },
   /* Table X.17's BUFFER, "supported by TXF and TXQ": unit 3 a buffer
    * texture of 5 GL_RGBA32F texels, texel k (k, 10k, 100k, 1); unit 4
    * one of 6 GL_R32I texels -7k, (-7k, 0, 0, 1).  TXF reads x only
    * (Table X.18: no LOD, y, z or w); TXQ's x is the size in texels */
   { "TXF BUFFER", "TXF result.color, {3, 5, 9, 2}, texture[3], BUFFER;",
     { 3, 30, 300, 1 } },
   { "TXQ BUFFER", "TXQ i, 0, texture[3], BUFFER; I2F result.color.x, i;"
     "MOV result.color.yzw, 0;", { 5, 0, 0, 0 } },
   { "TXF.S BUFFER", "TXF.S i, {2, 1, 1, 1}, texture[4], BUFFER;"
     "I2F result.color, i;", { -14, 0, 0, 1 } },
   { "TXQ BUFFER R32I", "TXQ i, 0, texture[4], BUFFER;"
     "I2F result.color.x, i; MOV result.color.yzw, 1;", { 6, 1, 1, 1 } },
};

/* The buffer textures of the BUFFER cases on units 3 and 4. */
static bool
buffer_textures(void)
{
   PFNGLACTIVETEXTUREPROC active = nvpt_get_proc("glActiveTexture");
   PFNGLGENBUFFERSPROC gen_buffers = nvpt_get_proc("glGenBuffers");
   PFNGLBINDBUFFERPROC bind_buffer = nvpt_get_proc("glBindBuffer");
   PFNGLBUFFERDATAPROC buffer_data = nvpt_get_proc("glBufferData");
   PFNGLTEXBUFFERPROC tex_buffer = nvpt_get_proc("glTexBuffer");
   float texels[5][4];
   int32_t itexels[6];
   GLuint buf[2], tex[2];

   if (!tex_buffer) {
      printf("no glTexBuffer\n");
      return false;
   }
   for (int k = 0; k < 5; k++) {
      texels[k][0] = (float)k;
      texels[k][1] = 10.0f * k;
      texels[k][2] = 100.0f * k;
      texels[k][3] = 1.0f;
   }
   for (int k = 0; k < 6; k++)
      itexels[k] = -7 * k;
   gen_buffers(2, buf);
   glGenTextures(2, tex);
   for (unsigned k = 0; k < 2; k++) {
      bind_buffer(GL_TEXTURE_BUFFER, buf[k]);
      buffer_data(GL_TEXTURE_BUFFER, k ? sizeof(itexels) : sizeof(texels),
                  k ? (const void *)itexels : (const void *)texels,
                  GL_STATIC_DRAW);
      active(GL_TEXTURE3 + k);
      glBindTexture(GL_TEXTURE_BUFFER, tex[k]);
      tex_buffer(GL_TEXTURE_BUFFER, k ? GL_R32I : GL_RGBA32F, buf[k]);
   }
   active(GL_TEXTURE0);
   bind_buffer(GL_TEXTURE_BUFFER, 0);
   return nvpt_expect_error(GL_NO_ERROR, "buffer textures");
}

/* A GLSL 1.50 compatibility vertex shader (no fragment shader) writes
 * generic outputs 2 and 3; a "!!NVfp4.0" program reads them as
 * fragment.attrib[2] (FLAT INT) and fragment.attrib[3] (NOPERSPECTIVE),
 * in the GENERIC slots that the shader's locations name. */
static bool
glsl_generic_case(void)
{
   static const char *vs =
      "#version 150 compatibility\n"
      "#extension GL_ARB_separate_shader_objects : require\n"
      "layout(location = 2) flat out ivec4 i;\n"
      "layout(location = 3) noperspective out vec4 f;\n"
      "void main() {\n"
      "   gl_Position = gl_Vertex;\n"
      "   i = ivec4(-7, 123456789, -2147483647 - 1, 5);\n"
      "   f = vec4(0.25, 2.0, -3.0, 0.5);\n"
      "}\n";
   static const char fp[] =
      "!!NVfp4.0\nFLAT INT ATTRIB i = fragment.attrib[2];\n"
      "NOPERSPECTIVE ATTRIB f = fragment.attrib[3];\nINT TEMP t;\n"
      "ADD.S t, i, {1, 0, 0, 0};\nI2F result.color.xyz, t;\n"
      "MUL result.color.w, f.y, f.w;\nEND\n";
   static const float want[4] = { -6, 123456792.0f, -2147483648.0f, 1 };
   PFNGLCREATESHADERPROC create = nvpt_get_proc("glCreateShader");
   PFNGLSHADERSOURCEPROC source = nvpt_get_proc("glShaderSource");
   PFNGLCOMPILESHADERPROC compile = nvpt_get_proc("glCompileShader");
   PFNGLCREATEPROGRAMPROC program = nvpt_get_proc("glCreateProgram");
   PFNGLATTACHSHADERPROC attach = nvpt_get_proc("glAttachShader");
   PFNGLLINKPROGRAMPROC link = nvpt_get_proc("glLinkProgram");
   PFNGLGETPROGRAMIVPROC get_iv = nvpt_get_proc("glGetProgramiv");
   PFNGLUSEPROGRAMPROC use = nvpt_get_proc("glUseProgram");
   PFNGLDELETEPROGRAMPROC del = nvpt_get_proc("glDeleteProgram");
   GLint linked = 0;
   bool pass;

   if (!nvpt_has_extension("GL_ARB_separate_shader_objects")) {
      printf("fragment.attrib from GLSL: no ARB_separate_shader_objects, "
             "not checked\n");
      return true;
   }
   GLuint sh = create(GL_VERTEX_SHADER), prog = program();
   source(sh, 1, &vs, NULL);
   compile(sh);
   attach(prog, sh);
   link(prog);
   get_iv(prog, GL_LINK_STATUS, &linked);
   if (!linked) {
      printf("fragment.attrib from GLSL: the vertex shader does not "
             "link\n");
      return false;
   }
   if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 6, fp))
      return false;
   use(prog);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   nvpt_clear_sentinel();
   nvpt_draw_window_quad();
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   use(0);
   del(prog);
   pass = nvpt_probe_float("fragment.attrib[2..3] from GLSL", 1, 1, want,
                           0);
   return nvpt_expect_error(GL_NO_ERROR, "GLSL + gp4") && pass;
}

/* Both programs bound: the quad drawn and pixel (1, 1) probed. */
static bool
draw_vp_fp(const char *name, const float expect[4])
{
   nvpt_clear_sentinel();
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   nvpt_draw_window_quad();
   glDisable(GL_VERTEX_PROGRAM_ARB);
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   return nvpt_probe_float(name, 1, 1, expect, 0);
}

/* NV_gpu_program4 2.X.3.1 arrays as NVIDIA's compiler declares them: a
 * range of generic attributes (vertex.attrib[0] is the position), a
 * range of texture coordinate results, and a fragment array of a
 * binding and a one-member range, each member its binding. */
static const char array_vp[] =
   "!!NVvp4.0\nATTRIB va[] = { vertex.attrib[0..2] };\n"
   "OUTPUT tc[] = { result.texcoord[0..2] };\n"
   "MOV result.position, va[0];\nMOV tc[1], va[1];\n"
   "MUL tc[2], va[2], 2;\nEND\n";
static const char array_fp[] =
   "!!NVfp4.0\nATTRIB ft[2] = { fragment.texcoord[1], "
   "fragment.texcoord[2..2] };\n"
   "SUB result.color, ft[0], ft[1].wzyx;\nEND\n";

static bool
draw_fp(const float expect[4], bool killed, const char *name)
{
   nvpt_clear_sentinel();
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   nvpt_draw_window_quad();
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   return nvpt_probe_float(name, 1, 1, killed ? nvpt_sentinel : expect, 0);
}

enum nvpt_result
nvpt_test(void)
{
   PFNGLPROGRAMLOCALPARAMETER4FARBPROC local4f;
   struct nvpt_text t = { 0 };
   bool pass = true;

   nvpt_require_extension("GL_ARB_vertex_program");
   nvpt_require_extension("GL_ARB_fragment_program");
   nvpt_require_extension("GL_EXT_texture_integer");
   nvpt_float_target_begin();
   local4f = nvpt_get_proc("glProgramLocalParameter4fARB");
   /* one 4x4 quad: the REP bound runs 65536 iterations per fragment */
   glViewport(0, 0, 4, 4);

   const bool nvprog = nvpt_is_nvprog();
   if (!nvprog)
      printf("not nvprog: the cases of values the spec leaves undefined "
             "are left out\n");
   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(fp_cases); i++) {
      const struct fp_case *c = &fp_cases[i];

      if (c->own && !nvprog)
         continue;
      t.len = 0;
      nvpt_text_put(&t, "%s%s\nEND\n", FP_HEAD, c->body);
      /* locals are per program object: set after the load */
      if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, t.data)) {
         printf("%s: does not load\n", c->name);
         pass = false;
         continue;
      }
      local4f(GL_FRAGMENT_PROGRAM_ARB, 0, 7.0f, -3.0f, 2.5f, -2.5f);
      local4f(GL_FRAGMENT_PROGRAM_ARB, 1, NAN, INFINITY, -INFINITY, 3e9f);
      pass = draw_fp(c->expect, c->killed, c->name) && pass;
      pass = nvpt_expect_error(GL_NO_ERROR, "%s", c->name) && pass;
   }

   /* textures */
   static float texels[4][4][4];
   GLuint tex;
   for (unsigned j = 0; j < 4; j++) {
      for (unsigned i = 0; i < 4; i++) {
         texels[j][i][0] = (float)i;
         texels[j][i][1] = (float)j;
         texels[j][i][2] = (float)(i + 10 * j);
         texels[j][i][3] = 1.0f;
      }
   }
   glGenTextures(1, &tex);
   glBindTexture(GL_TEXTURE_2D, tex);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
   glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA32F_ARB, 4, 4, 0, GL_RGBA,
                GL_FLOAT, texels);
   static int32_t itexels[4][4][4];
   static uint32_t utexels[4][4][4];
   for (int j = 0; j < 4; j++) {
      for (int i = 0; i < 4; i++) {
         int32_t iv[4] = { i - 2, -100003 * (j + 1), i * j, 7 };
         uint32_t uv[4] = { (uint32_t)i, (uint32_t)j, 4000000000u, 1 };
         memcpy(itexels[j][i], iv, sizeof(iv));
         memcpy(utexels[j][i], uv, sizeof(uv));
      }
   }
   GLuint itex[2];
   glGenTextures(2, itex);
   for (unsigned k = 0; k < 2; k++) {
      PFNGLACTIVETEXTUREPROC active = nvpt_get_proc("glActiveTexture");
      active(GL_TEXTURE1 + k);
      glBindTexture(GL_TEXTURE_2D, itex[k]);
      glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
      glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
      glTexImage2D(GL_TEXTURE_2D, 0, k ? GL_RGBA32UI_EXT : GL_RGBA32I_EXT,
                   4, 4, 0, GL_RGBA_INTEGER_EXT, k ? GL_UNSIGNED_INT : GL_INT,
                   k ? (const void *)utexels : (const void *)itexels);
      active(GL_TEXTURE0);
   }
   if (!buffer_textures())
      return NVPT_FAIL;
   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(tex_cases); i++) {
      const struct fp_case *c = &tex_cases[i];

      t.len = 0;
      nvpt_text_put(&t, "%s%s\nEND\n", FP_HEAD, c->body);
      if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, t.data)) {
         printf("%s: does not load\n", c->name);
         pass = false;
         continue;
      }
      pass = draw_fp(c->expect, false, c->name) && pass;
      pass = nvpt_expect_error(GL_NO_ERROR, "%s", c->name) && pass;
   }

   static const char pass_fp[] =
      "!!NVfp4.0\nMOV result.color, fragment.color;\nEND\n";
   if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 2, pass_fp))
      return NVPT_FAIL;
   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(vp_cases); i++) {
      const struct vp_case *c = &vp_cases[i];

      if (c->own && !nvprog)
         continue;
      t.len = 0;
      nvpt_text_put(&t, "%s%s\nEND\n", VP_HEAD, c->body);
      if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 3, t.data)) {
         printf("%s: does not load\n", c->name);
         pass = false;
         continue;
      }
      pass = draw_vp_fp(c->name, c->expect) && pass;
      pass = nvpt_expect_error(GL_NO_ERROR, "%s", c->name) && pass;
   }
   /* result.clip[0] = x: with user clip plane 0 enabled the left half
    * is clipped ("clipped to the area where the interpolated clip
    * distances are greater than or equal to zero"), disabled nothing */
   static const char clip_vp[] =
      "!!NVvp4.0\nMOV result.position, vertex.position;\n"
      "MOV result.color, 1;\nMOV result.clip[0], vertex.position.x;\n"
      "END\n";
   if (nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 5, clip_vp) &&
       nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 2, pass_fp)) {
      static const float one[4] = { 1, 1, 1, 1 };
      for (unsigned enable = 0; enable < 2; enable++) {
         nvpt_clear_sentinel();
         if (enable)
            glEnable(GL_CLIP_PLANE0);
         glEnable(GL_VERTEX_PROGRAM_ARB);
         glEnable(GL_FRAGMENT_PROGRAM_ARB);
         nvpt_draw_window_quad();
         glDisable(GL_VERTEX_PROGRAM_ARB);
         glDisable(GL_FRAGMENT_PROGRAM_ARB);
         glDisable(GL_CLIP_PLANE0);
         pass = nvpt_probe_float(enable ? "clip[0] enabled, x < 0" :
                                 "clip[0] disabled, x < 0", 1, 1,
                                 enable ? nvpt_sentinel : one, 0) && pass;
         pass = nvpt_probe_float("clip[0], x > 0", 3, 1, one, 0) && pass;
      }
   } else {
      pass = false;
   }

   /* fragment.attrib[2]: a GLSL vertex shader's output at location 2
    * (VARYING_SLOT_VAR2, GENERIC 2), flat integers and a smooth float */
   pass = glsl_generic_case() && pass;

   /* attribute and result arrays: generic attributes 1 and 2 are
    * (0.5, 2, -3, 8) and (1, 0.25, 4, -1); tc[2] = (2, 0.5, 8, -2) */
   if (nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 8, array_vp) &&
       nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 7, array_fp)) {
      static const float want[4] = { 2.5f, -6, -3.5f, 6 };
      PFNGLVERTEXATTRIB4FARBPROC attr4f =
         nvpt_get_proc("glVertexAttrib4fARB");
      attr4f(1, 0.5f, 2, -3, 8);
      attr4f(2, 1, 0.25f, 4, -1);
      pass = draw_vp_fp("ATTRIB/OUTPUT arrays", want) && pass;
      pass = nvpt_expect_error(GL_NO_ERROR, "arrays") && pass;
   } else {
      pass = false;
   }

   /* an integer vertex attribute: glVertexAttribI4iEXT's bits */
   static const char int_attr_vp[] =
      "!!NVvp4.0\nINT ATTRIB a = vertex.attrib[1];\n"
      "MOV result.position, vertex.position;\n"
      "I2F result.color, a;\nEND\n";
   if (nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 4, int_attr_vp) &&
       nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 2, pass_fp)) {
      static const float want[4] = { -5, 100000, 7, 1073741824.0f };
      PFNGLVERTEXATTRIBI4IEXTPROC attr_i4i =
         nvpt_get_proc("glVertexAttribI4iEXT");
      attr_i4i(1, -5, 100000, 7, 1 << 30);
      pass = draw_vp_fp("INT vertex.attrib", want) && pass;
   } else {
      pass = false;
   }

   /* integer varyings */
   if (nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 3, int_vp) &&
       nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 2, int_fp)) {
      static const float want[4] = { -7, 123456792.0f, -2147483648.0f, 5 };
      pass = draw_vp_fp("FLAT INT texcoord", want) && pass;
   } else {
      pass = false;
   }
   glDeleteTextures(1, &tex);
   glDeleteTextures(2, itex);
   free(t.data);
   return nvpt_end_test(pass);
}
