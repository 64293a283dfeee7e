/*
 * The NV_fragment_program interpreter (src/nvprog/nvp_exec_fp.c):
 *
 *  - the value cases of the checklist
 *    (the project's NV_fragment_program checklist, cases T11-T77),
 *    run with its BASE setup (f[COL0] = (0.25, 0.5, 0.75, 1), f[WPOS] of
 *    pixel (8, 8), window z 0.5, w 1) and compared as the GL would read
 *    the pixel back: o[COLR] (or o[COLH]) clamped to [0, 1], times 255,
 *    rounded, within the case's tolerance (the checklist's +-1 unless it
 *    says more);
 *  - exact values (bits) for the precision model: fp16 and fx12
 *    operands and results, _SAT with NaN, the condition code, pack and
 *    unpack bits, DDX/DDY in a quad, texture lookups through the
 *    callback.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp_fp.h"
#include "nvp_precision.h"
#include "unit_common.h"


#define NAN_IDIOM "RCP R9.x, 0; MUL R9.x, R9.x, 0; "

struct pixel_case {
   const char *name;
   const char *body;          /* "!!FP1.0\n" body "\nEND" */
   int rgba[4];               /* expected bytes; -1: killed */
   int tol;                   /* 0 means 1 */
   float col0[4];             /* all zero: the BASE color */
   float tex0[4], tex1[4];
   float locals[4][4];        /* p[0..3] */
};

#define WHITE { 255, 255, 255, 255 }

static const struct pixel_case pixel_cases[] = {
   { .name = "T01",
     .body = "MOV o[COLR], f[COL0];",
     .rgba = { 64, 128, 191, 255 } },
   { .name = "T11a",
     .body = "MOV o[COLR], {.5, 5e-1, 0.5E+0, 1};",
     .rgba = { 128, 128, 128, 255 } },
   { .name = "T11b",
     .body = "MOV o[COLR], {5., 0, 0, 1};",
     .rgba = { 255, 0, 0, 255 } },
   { .name = "T12b",
     .body = "RCP R0, f[COL0].w; MUL o[COLR], R0, 0.5;",
     .rgba = { 128, 128, 128, 128 } },
   { .name = "T12c",
     .body = "RCP R0, 2; MOV o[COLR], R0;",
     .rgba = { 128, 128, 128, 128 } },
   { .name = "T13a",
     .body = "MOV o[COLR], f[COL0].wzyx;",
     .rgba = { 255, 191, 128, 64 } },
   { .name = "T13b",
     .body = "MOV o[COLR].xz, f[COL0]; MOV o[COLR].yw, {0,0,0,1};",
     .rgba = { 64, 0, 191, 255 } },
   { .name = "T17a",
     .body = "DEFINE R32 = 0.5; MOV o[COLR], R32;",
     .rgba = { 128, 128, 128, 128 } },
   { .name = "T17b",
     .body = "DEFINE $x_1 = 0.25; MOV o[COLR], $x_1;",
     .rgba = { 64, 64, 64, 64 } },
   { .name = "T17c",
     .body = "DECLARE TEX16 = {1,0,0,1}; MOV o[COLR], TEX16;",
     .rgba = { 255, 0, 0, 255 } },
   { .name = "T17d",
     .body = "DEFINE Ms = 1; DEFINE ms = 0; MOV o[COLR], ms;",
     .rgba = { 0, 0, 0, 0 } },
   { .name = "T18",
     .body = "MUL o[COLR], f[COL0], f[COL0].w;",
     .rgba = { 64, 64, 64, 64 },
     .col0 = { 0.5f, 0.5f, 0.5f, 0.5f } },
   { .name = "T19a",
     .body = "MAD o[COLR], f[COL0], 2, -1;",
     .rgba = { 128, 0, 0, 255 },
     .col0 = { 0.75f, 0.5f, 0.25f, 1 } },
   { .name = "T19b",
     .body = "ADD o[COLR], {0.25,0.5,0,1}, -{0,0.25,0,0};",
     .rgba = { 64, 64, 0, 255 } },
   { .name = "T19c",
     .body = "MUL o[COLR], p[2], p[2].w;",
     .rgba = { 128, 64, 32, 64 },
     .locals = { [2] = { 1, 0.5f, 0.25f, 0.5f } } },
   { .name = "T24a",
     .body = "PK4UB R0.x, f[COL0]; UP4UB o[COLR], R0.x;",
     .rgba = { 64, 128, 191, 255 } },
   { .name = "T24b",
     .body = "UP4UB o[COLR], 0.5;",
     .rgba = { 0, 0, 0, 63 } },
   { .name = "T26a",
     .body = "DEFINE s = 0.5; MOV o[COLR], s;",
     .rgba = { 128, 128, 128, 128 } },
   { .name = "T26b",
     .body = "DEFINE v = {0.5}; MOV o[COLR], v;",
     .rgba = { 128, 0, 0, 255 } },
   { .name = "T26c",
     .body = "DEFINE h = 0.5; DEFINE v = {h, 0, h}; MOV o[COLR], v;",
     .rgba = { 128, 0, 128, 255 } },
   { .name = "T26e",
     .body = "DEFINE h = 0.5; DECLARE d = h; MOV o[COLR], d;",
     .rgba = { 128, 128, 128, 128 } },
   { .name = "T27a",
     .body = "DECLARE b = 0.25; MOV o[COLR], b;",
     .rgba = { 64, 64, 64, 64 } },
   { .name = "T38a",
     .body = "MOV R0, {-0.5, 0.5, -0.25, 1}; MOV o[COLR], |R0|;",
     .rgba = { 128, 128, 64, 255 } },
   { .name = "T38b",
     .body = "MOV R0, {-0.5, 0.5, -0.25, 1}; ADD o[COLR], -|R0|, 1;",
     .rgba = { 128, 128, 191, 0 } },
   { .name = "T38c",
     .body = "MOV R0, {-0.5, 0.5, -0.25, 1}; ADD o[COLR], -|-R0|, 1;",
     .rgba = { 128, 128, 191, 0 } },
   { .name = "T38d",
     .body = "MOV R0, {-0.5, 0.5, -0.25, 1}; MOV o[COLR], -R0;",
     .rgba = { 128, 0, 64, 0 } },
   { .name = "T38e",
     .body = "MOV R0, {0.1,0.2,0.3,0.4}; MOV o[COLR], R0.wzyx;",
     .rgba = { 102, 77, 51, 26 } },
   { .name = "T38f",
     .body = "MOV R0, {0.1,0.2,0.3,0.4}; MOV o[COLR], R0.y;",
     .rgba = { 51, 51, 51, 51 } },
   { .name = "T39a",
     .body = "MOV R1, R5; ADD o[COLR], R1, {0,0,0,1};",
     .rgba = { 0, 0, 0, 255 } },
   { .name = "T39b",
     .body = "ADD o[COLR], H7, {0,0,0,1};",
     .rgba = { 0, 0, 0, 255 } },
   { .name = "T39c",
     .body = "MOV o[COLR], {0,0,0,1}; MOV o[COLR].x (EQ), 1; "
     "MOV o[COLR].y (NE), 1; MOV o[COLR].z (GE.x), 1;",
     .rgba = { 255, 0, 255, 255 } },
   { .name = "T40",
     .body = "MOV R0, 0.5; MOV H0, 1; MOV H1, 1; MOV o[COLR], R0;",
     .rgba = { 128, 128, 128, 128 } },
   { .name = "T41",
     .body = "MOV R1, {-2, 0, 2, 0}; RCP R9.x, 0; MUL R1.w, R9.x, 0;\n"
     "MOVC R0, R1; MOVC R0.xyz, R1.yzwx; MOVC R0 (NE), R1.zywx;\n"
     "SEQ R2.x, R0.x, 0; SEQ R2.y, R0.y, 0; SNE R2.z, R0.z, R0.z; "
     "SEQ R2.w, R0.w, -2;\nMOV o[COLR], R2;",
     .rgba = WHITE },
   { .name = "T42",
     .body = "MOV R1, {-2, 0, 2, 0}; RCP R9.x, 0; MUL R1.w, R9.x, 0;\n"
     "MOVC R0, R1; MOVC R0.xyz, R1.yzwx; MOVC R0 (NE), R1.zywx;\n"
     "MOV o[COLR], 0; MOV o[COLR].x (EQ.y), 1; MOV o[COLR].y (NE.z), 1;\n"
     "MOV o[COLR].z (LT.w), 1; MOV o[COLR].w (GE.z), 1;",
     .rgba = { 255, 255, 255, 0 } },
   { .name = "T43",
     .body = NAN_IDIOM "MOVC RC, R9.x; MOV R0, 0; MOV R1, 0;\n"
     "MOV R0.x (EQ), 1; MOV R0.y (NE), 1; MOV R0.z (LT), 1; "
     "MOV R0.w (GE), 1;\nMOV R1.x (LE), 1; MOV R1.y (GT), 1; "
     "MOV R1.z (TR), 1; MOV R1.w (FL), 1;\nMUL R1, R1, 0.5; "
     "ADD o[COLR], R0, R1;",
     .rgba = { 0, 255, 128, 0 } },
   { .name = "T44",
     .body = "MOVC_SAT R0.x, -5; MOV o[COLR], {0,0,0,1}; "
     "MOV o[COLR].x (EQ.x), 1; MOV o[COLR].y (LT.x), 1;",
     .rgba = { 255, 0, 0, 255 } },
   { .name = "T45",
     .body = NAN_IDIOM "MOVC_SAT RC.x, R9.x; MOV o[COLR], {0,0,0,1}; "
     "MOV o[COLR].x (NE.x), 1; MOV o[COLR].y (EQ.x), 1;",
     .rgba = { 255, 0, 0, 255 } },
   { .name = "T46",
     .body = "MOV R1.x, -0.0; MOVC RC.x, R1.x; SEQ R0.x, R1.x, 0; "
     "MOV R0.y, 0; MOV R0.y (EQ.x), 1;\nSLT R0.z, R1.x, 0; "
     "RCP R2.x, R1.x; SLT R0.w, R2.x, 0; MOV o[COLR], R0;",
     .rgba = { 255, 255, 0, 255 } },
   { .name = "T47",
     .body = "MOVC RC, {-1, 1, 0, 1}; MOV R0, 0; MOV R0.xy (GT.yxzw), 1;\n"
     "MOV R1, 0; MOV R1.zw (GT.y), 0.5; ADD o[COLR], R0, R1;",
     .rgba = { 255, 0, 128, 128 } },
   { .name = "T48",
     .body = "MOV H0.x, 2049; MOV H1.x, 2048; SNE R0.x, H0.x, 2049; "
     "SEQ R0.y, H1.x, 2048; MOV o[COLR], {0,0,0,1}; MOV o[COLR].xy, R0;",
     .rgba = { 255, 255, 0, 255 } },
   { .name = "T49a",
     .body = "ADDHC RC.x, 70000, -69999; MOV o[COLR], {0,0,0,1}; "
     "MOV o[COLR].x (NE.x), 1; MOV o[COLR].y (EQ.x), 1; "
     "MOV o[COLR].z (GT.x), 1;",
     .rgba = { 255, 0, 0, 255 } },
   { .name = "T49b",
     .body = "ADDRC RC.x, 70000, -69999; MOV o[COLR], {0,0,0,1}; "
     "MOV o[COLR].x (NE.x), 1; MOV o[COLR].y (EQ.x), 1; "
     "MOV o[COLR].z (GT.x), 1;",
     .rgba = { 255, 0, 255, 255 } },
   { .name = "T50",
     .body = "ADD H0.x, 70000, -69999; ADDR H1.x, 70000, -69999; "
     "SNE R0.x, H0.x, H0.x; SEQ R0.y, H1.x, 1; MOV o[COLR], {0,0,0,1}; "
     "MOV o[COLR].xy, R0;",
     .rgba = { 255, 255, 0, 255 } },
   { .name = "T51",
     .body = "MOV o[COLR], {0,0,0,1}; MULX R0.x, f[COL0].x, 4; "
     "MUL o[COLR].x, R0.x, 0.5;",
     .rgba = { 191, 0, 0, 255 },
     .col0 = { 0.75f, 0.5f, 0.75f, 1 } },
   { .name = "T52",
     .body = "MOV o[COLR], {0,0,0,1}; MULX R0.x, f[TEX0].x, 4; "
     "MUL o[COLR].x, R0.x, 0.25;",
     .rgba = { 191, 0, 0, 255 },
     .tex0 = { 0.75f, 0, 0, 1 } },
   { .name = "T53",
     .body = NAN_IDIOM "ADDX R0.x, R9.x, 0.5; ADDX R0.y, 3, -1.5; "
     "MOV o[COLR], {0,0,0,1}; MOV o[COLR].xy, R0;",
     .rgba = { 128, 127, 0, 255 } },
   { .name = "T54a",
     .body = "MOV o[COLH], {0.5, 70000, -3, 1};",
     .rgba = { 128, 255, 0, 255 } },
   { .name = "T54b",
     .body = "MOV o[COLR], {2, -1, 0.5, 1};",
     .rgba = { 255, 0, 128, 255 } },
   { .name = "T55",
     .body = "FRC R1.x, -1.7; FLR R1.y, 2.3; MUL R1.y, R1.y, 0.25; "
     "FLR R1.z, -0.5; ADD R1.z, R1.z, 1.25; MOV o[COLR], {0,0,0,1}; "
     "MOV o[COLR].xyz, R1;",
     .rgba = { 77, 128, 64, 255 } },
   { .name = "T56",
     .body = "POW R0.x, 0, 0; POW R0.y, -2, 2; POW R0.z, 1, 1e30; "
     "POW R0.w, 2, 3;\nSNE R1.x, R0.x, R0.x; SNE R1.y, R0.y, R0.y; "
     "SEQ R1.z, R0.z, 1;\nADD R2.w, R0.w, -8; SLT R1.w, |R2.w|, 0.001; "
     "MOV o[COLR], R1;",
     .rgba = WHITE },
   { .name = "T57",
     .body = "LG2 R0.x, -4; RSQ R0.y, -4; RSQ R0.z, -0.0; LG2 R0.w, 0;\n"
     "SNE R1.x, R0.x, R0.x; SNE R1.y, R0.y, R0.y; SLT R1.z, R0.z, -1e38; "
     "SLT R1.w, R0.w, -1e38;\nMOV o[COLR], R1;",
     .rgba = WHITE },
   { .name = "T58",
     .body = "RCP R0.x, 0; RCP R0.y, -0.0; RCP R0.z, R0.x; RCP R0.w, R0.y; "
     "RCP R2.z, R0.z; RCP R2.w, R0.w;\nSGT R1.x, R0.x, 3e38; "
     "SLT R1.y, R0.y, -3e38; SGT R1.z, R2.z, 3e38; SLT R1.w, R2.w, -3e38;"
     "\nMOV o[COLR], R1;",
     .rgba = WHITE },
   { .name = "T59",
     .body = NAN_IDIOM "MAX R0.x, R9.x, 1; MAX R0.y, 1, R9.x; "
     "MIN R0.z, R9.x, 1; MIN R0.w, 1, R9.x; SNE o[COLR], R0, R0;",
     .rgba = WHITE },
   { .name = "T60",
     .body = "RCP R9.x, 0; MUL R0.x, R9.x, 0; ADD R0.y, R9.x, -R9.x;\n"
     "MOV R1.x, -0.0; ADD R3.x, R1.x, R1.x; RCP R0.z, R3.x; "
     "MUL R3.y, -0.0, 5; RCP R0.w, R3.y;\nSNE R2.x, R0.x, R0.x; "
     "SNE R2.y, R0.y, R0.y; SLT R2.z, R0.z, -3e38; SLT R2.w, R0.w, -3e38;"
     "\nMOV o[COLR], R2;",
     .rgba = WHITE },
   { .name = "T61a",
     .body = NAN_IDIOM "SEQ R0.x, R9.x, R9.x; SNE R0.y, R9.x, R9.x; "
     "SGE R0.z, R9.x, 0; SLE R0.w, 0, R9.x; MOV o[COLR], R0;",
     .rgba = { 0, 255, 0, 0 } },
   { .name = "T61b",
     .body = NAN_IDIOM "SGT R0.x, R9.x, 0; SLT R0.y, 0, R9.x; "
     "MOV R1.x, -0.0; SNE R0.z, R1.x, 0; MOV R0.w, 1; MOV o[COLR], R0;",
     .rgba = { 0, 0, 0, 255 } },
   { .name = "T62a",
     .body = "LITC RC, {1, 0, 0, 0}; MOV o[COLR], {0,0,0,1}; "
     "MOV o[COLR].x (NE.z), 1; MOV o[COLR].y (EQ.z), 1;",
     .rgba = { 255, 0, 0, 255 } },
   { .name = "T62b",
     .body = "LIT o[COLR], {0.5, 0.5, 0, 2};",
     .rgba = { 255, 128, 64, 255 } },
   { .name = "T62c",
     .body = "LIT R0, {1, 0.99, 0, 200}; MOV o[COLR], R0.z;",
     .rgba = { 34, 34, 34, 34 },
     .tol = 2 },
   { .name = "T62d",
     .body = "LIT o[COLR], {-1, 0.5, 0, 2};",
     .rgba = { 255, 0, 0, 255 } },
   { .name = "T63",
     .body = "MOV R1, {0, 0.25, 0.5, 0}; MOV R2, {0, 2, 0, 0.75}; "
     "DST o[COLR], R1, R2;",
     .rgba = { 255, 128, 128, 191 } },
   { .name = "T64",
     .body = "MOV R1, {0.25,0.5,0,0}; MOV R2, {0.5,0.25,0,0}; "
     "MOV R3, {0.5,0,0,0.5}; X2D o[COLR], R1, R2, R3;",
     .rgba = { 128, 159, 128, 159 } },
   { .name = "T65a",
     .body = "MOV R1, {0,1,0,0}; MOV R2, {0.5,0.5,0,0}; RFL R0.xyz, R1, R2; "
     "MOV o[COLR], {0,0,0,1}; ADD o[COLR].xyz, R0, {1,0,0,0};",
     .rgba = { 128, 128, 0, 255 } },
   { .name = "T65b",
     .body = "MOV R1, {0,2,0,0}; MOV R2, {0.5,0.5,0,0}; RFL R0.xyz, R1, R2; "
     "MOV o[COLR], {0,0,0,1}; ADD o[COLR].xyz, R0, {1,0,0,0};",
     .rgba = { 128, 128, 0, 255 } },
   { .name = "T66",
     .body = "LRP o[COLR], 0.25, {1,1,1,1}, {0,0,0,1};",
     .rgba = { 64, 64, 64, 255 } },
   { .name = "T67a",
     .body = "STR o[COLR], R0, R0;",
     .rgba = WHITE },
   { .name = "T67b",
     .body = "SFL o[COLR], R0, R0;",
     .rgba = { 0, 0, 0, 0 } },
   { .name = "T68a",
     .body = "PK4UB R0.x, {0.2,0.4,0.6,0.8}; UP4UB o[COLR], R0.x;",
     .rgba = { 51, 102, 153, 204 } },
   { .name = "T68b",
     .body = "PK4B R0.x, {-1,0,0.5,1}; UP4B R1, R0.x; "
     "MAD o[COLR], R1, 0.5, 0.5;",
     .rgba = { 0, 128, 192, 255 } },
   { .name = "T68c",
     .body = "PK2US R0.x, {0.5, 1}; UP2US o[COLR], R0.x;",
     .rgba = { 128, 255, 128, 255 } },
   { .name = "T68d",
     .body = "PK2H R0.x, {0.333333, -2.5}; UP2H R1, R0.x; "
     "ADD R3.x, R1.x, -0.333333; SLT R2.x, |R3.x|, 0.001; "
     "SEQ R2.y, R1.y, -2.5; SNE R2.z, R1.x, 0.333333; MOV R2.w, 1; "
     "MOV o[COLR], R2;",
     .rgba = WHITE },
   { .name = "T70a",
     .body = "PK4UB R0.x, {1,0,0,0}; UP4UB o[COLR], R0.x;",
     .rgba = { 255, 0, 0, 0 } },
   { .name = "T70b",
     .body = "PK4UB R0.x, {1,0,0,0}; MOV R1.x, R0.x; UP4UB o[COLR], R1.x;",
     .rgba = { 255, 0, 0, 0 } },
   { .name = "T71",
     .body = "SIN R0.x, 1.5707963; COS R0.y, 0; SIN R1.z, -0.0; "
     "RCP R0.z, R1.z; COS R0.w, 3.14159265;\nADD R3, R0, {-1,-1,0,1}; "
     "SLT R2.x, |R3.x|, 0.00001; SEQ R2.y, R3.y, 0;\n"
     "SLT R2.z, R3.z, -3e38; SLT R2.w, |R3.w|, 0.00001; MOV o[COLR], R2;",
     .rgba = WHITE },
   { .name = "T72",
     .body = "RCP R9.x, 0; EX2 R0.x, -R9.x; RCP R0.x, R0.x; EX2 R0.y, R9.x; "
     "EX2 R0.z, 0; LG2 R0.w, 1;\nSGT R1.x, R0.x, 3e38; "
     "SGT R1.y, R0.y, 3e38; SEQ R1.z, R0.z, 1; SEQ R1.w, R0.w, 0; "
     "MOV o[COLR], R1;",
     .rgba = WHITE },
   { .name = "T74",
     .body = "MUL o[COLR], f[WPOS], {0.0625, 0.0625, 1, 1};",
     .rgba = { 56, 88, 128, 255 } },
   { .name = "T75a",
     .body = "MOV o[COLR], f[FOGC];",
     .rgba = { 128, 0, 0, 0 } },
   { .name = "T77",
     .body = "MUL o[COLR], f[TEX1], {0.25, -0.5, 0.125, 0.5};",
     .rgba = { 128, 128, 191, 255 },
     .tex1 = { 2, -1, 6, 2 } },
   { .name = "T86a",
     .body = "KIL EQ.x; MOV o[COLR], 1;",
     .rgba = { -1, -1, -1, -1 } },
   { .name = "T86b",
     .body = "KIL FL; MOV o[COLR], 1;",
     .rgba = WHITE },
   { .name = "T97a",
     .body = "MOV o[COLR], 1; MOV o[COLR] (FL), 0;",
     .rgba = WHITE },
   { .name = "T97b",
     .body = "MOV o[COLR], 1; MOV o[COLR] (TR), 0;",
     .rgba = { 0, 0, 0, 0 } },
};

static int
to_byte(float v)
{
   /* The color clamp of 3.11.6, then the UNSIGNED_BYTE conversion. */
   if (isnan(v) || v < 0.0f)
      v = 0.0f;
   if (v > 1.0f)
      v = 1.0f;
   return (int)lroundf(v * 255.0f);
}

static struct nvp_program *
load(const char *body, struct nvp_error *err)
{
   struct unit_buf b = { NULL, 0, 0 };
   unit_buf_str(&b, "!!FP1.0\n");
   unit_buf_str(&b, body);
   unit_buf_str(&b, "\nEND");
   struct nvp_program *prog = nvp_parse(NVP_TARGET_FRAGMENT, b.data,
                                        b.len, err);
   free(b.data);
   return prog;
}

/* The BASE attributes of the checklist at pixel (px, py). */
static void
base_attribs(float a[NVP_FRAG_ATTRIB_COUNT][4], float px, float py)
{
   static const float col0[4] = { 0.25f, 0.5f, 0.75f, 1.0f };

   memset(a, 0, sizeof(float) * 4 * NVP_FRAG_ATTRIB_COUNT);
   a[NVP_FRAG_WPOS][0] = px + 0.5f;
   a[NVP_FRAG_WPOS][1] = py + 0.5f;
   a[NVP_FRAG_WPOS][2] = 0.5f;
   a[NVP_FRAG_WPOS][3] = 1.0f;
   memcpy(a[NVP_FRAG_COL0], col0, sizeof(col0));
   /* T75: glFogCoordfEXT(0.5): f[FOGC] = (f, 0, 0, 0). */
   a[NVP_FRAG_FOGC][0] = 0.5f;
}

static void
run_pixel_cases(void)
{
   for (unsigned i = 0; i < sizeof(pixel_cases) / sizeof(pixel_cases[0]);
        i++) {
      const struct pixel_case *c = &pixel_cases[i];
      float attribs[NVP_FRAG_ATTRIB_COUNT][4];
      float locals[NVP_FP_NUM_LOCALS][4];
      struct nvp_error err;
      struct nvp_fp_result res;
      static const float zero[4];

      base_attribs(attribs, c->name[1] == '7' && c->name[2] == '4' ?
                   3.0f : 8.0f, c->name[1] == '7' && c->name[2] == '4' ?
                   5.0f : 8.0f);
      if (memcmp(c->col0, zero, sizeof(zero)) != 0)
         memcpy(attribs[NVP_FRAG_COL0], c->col0, sizeof(c->col0));
      memcpy(attribs[NVP_FRAG_TEX0], c->tex0, sizeof(c->tex0));
      memcpy(attribs[NVP_FRAG_TEX0 + 1], c->tex1, sizeof(c->tex1));
      memset(locals, 0, sizeof(locals));
      memcpy(locals, c->locals, sizeof(c->locals));

      struct nvp_program *prog = load(c->body, &err);
      UNIT_CHECK(prog, "%s: load failed: %s", c->name, err.message);
      if (!prog)
         continue;
      bool ok = nvp_execute_fp(prog, (const float (*)[4])attribs,
                               (const float (*)[4])locals, NULL, NULL,
                               NULL, &res, &err);
      UNIT_CHECK(ok, "%s: run failed: %s", c->name, err.message);
      if (ok && c->rgba[0] < 0) {
         UNIT_CHECK(res.killed, "%s: not killed", c->name);
      } else if (ok) {
         unsigned color = (prog->outputs_written &
                           (1u << NVP_FRAG_COLH)) ? NVP_FRAG_COLH :
                          NVP_FRAG_COLR;
         int tol = c->tol ? c->tol : 1;
         int got[4];
         for (unsigned k = 0; k < 4; k++)
            got[k] = to_byte(res.outputs[color][k]);
         bool same = !res.killed;
         for (unsigned k = 0; k < 4; k++)
            same = same && abs(got[k] - c->rgba[k]) <= tol;
         UNIT_CHECK(same, "%s: got (%d,%d,%d,%d)%s, want (%d,%d,%d,%d)",
                    c->name, got[0], got[1], got[2], got[3],
                    res.killed ? " killed" : "", c->rgba[0], c->rgba[1],
                    c->rgba[2], c->rgba[3]);
      }
      nvp_program_free(prog);
   }
}

/* ---- Exact values ---- */

static bool
same_bits(float a, float b)
{
   return nvp_float_bits(a) == nvp_float_bits(b) || (isnan(a) && isnan(b));
}

/* Run 'body' on one BASE fragment and compare register 'reg' ("R"/"H"/
 * "O" with index) bit for bit. */
static void
check_exact(const char *name, const char *body, char file, unsigned index,
            const float want[4])
{
   float attribs[NVP_FRAG_ATTRIB_COUNT][4];
   struct nvp_error err;
   struct nvp_fp_result res;
   struct nvp_program *prog = load(body, &err);

   UNIT_CHECK(prog, "%s: load failed: %s", name, err.message);
   if (!prog)
      return;
   base_attribs(attribs, 8, 8);
   bool ok = nvp_execute_fp(prog, (const float (*)[4])attribs, NULL, NULL,
                            NULL, NULL, &res, &err);
   UNIT_CHECK(ok, "%s: run failed: %s", name, err.message);
   if (ok) {
      const float *got = file == 'R' ? res.r[index] :
                         file == 'H' ? res.h[index] :
                         file == 'C' ? res.cc : res.outputs[index];
      for (unsigned c = 0; c < 4; c++) {
         UNIT_CHECK(same_bits(got[c], want[c]), "%s: component %u is %.9g "
                    "(0x%08x), want %.9g (0x%08x)", name, c, got[c],
                    nvp_float_bits(got[c]), want[c],
                    nvp_float_bits(want[c]));
      }
   }
   nvp_program_free(prog);
}

#define EXACT(name, body, file, index, x, y, z, w) \
   do { \
      const float want_[4] = { x, y, z, w }; \
      check_exact(name, body, file, index, want_); \
   } while (0)

static void
run_exact_cases(void)
{
   const float inf = INFINITY, nan = NAN;
   const float third16 = nvp_half_to_float(0x3555);   /* fp16(1/3) */

   /* fp16: operands and results of H instructions, H registers. */
   EXACT("H register rounds", "MOV H0, {0.333333, 65519, 65520, 1e-8}; "
         "MOV o[COLR], H0;", 'H', 0, third16, 65504.0f, inf, 0.0f);
   EXACT("fp16 denormal kept", "MOV H0, {5.9604645e-8, -6.1e-5, 0, 0};"
         " MOV o[COLR], H0;", 'H', 0, 5.9604645e-8f,
         nvp_half_to_float(nvp_float_to_half(-6.1e-5f)), 0.0f, 0.0f);
   EXACT("MULH operands and result", "MULH R0, {1.0009765625, 3, 0, 0}, "
         "{1.0009765625, 1.0004883, 0, 0}; MOV o[COLR], R0;", 'R', 0,
         nvp_to_fp16(1.0009765625f * 1.0009765625f),
         nvp_to_fp16(3.0f * 1.0f), 0.0f, 0.0f);
   /* Default precision from the destination: ADD into H rounds the
    * operands (70000 -> INF) too. */
   EXACT("ADD into H", "MOV R1, {70000, 1, 0, 0}; "
         "ADD H1, R1, {-69999, 0.0001, 0, 0}; MOV o[COLR], H1;", 'H', 1,
         nan, nvp_to_fp16(1.0001f), 0, 0);
   EXACT("ADDR into H", "MOV R1, {70000, 1, 0, 0}; "
         "ADDR H1, R1, {-69999, 0.0001, 0, 0}; MOV o[COLR], H1;", 'H', 1,
         1.0f, nvp_to_fp16(1.0001f), 0, 0);
   /* fx12: operands clamped to [-2, 2047/1024], results quantised. */
   EXACT("ADDX", "MOV R1, {3, -5, 0.0004, 0.3}; "
         "ADDX R0, R1, 0; MOV o[COLR], R0;", 'R', 0, 2047.0f / 1024,
         -2.0f, 0.0f,
         307.0f / 1024);
   EXACT("MULX result", "MULX R0, {1.5, -1.5, 0.5, 0.1}, {1.5, 1.5, 0.5, "
         "0.1}; MOV o[COLR], R0;", 'R', 0, 2047.0f / 1024, -2.0f, 0.25f,
         10.0f / 1024);
   /* The f[TEXn] override: fp32 whatever the suffix (and into H, the
    * result is fp16). */
   EXACT("MULX f[TEX0] runs fp32", "MULX R0, f[FOGC], 100; "
         "MOV o[COLR], R0;", 'R', 0, 50.0f, 0.0f, 0.0f, 0.0f);
   /* _SAT keeps NaN, clamps -0? no: -0 is not < 0. */
   EXACT("_SAT", NAN_IDIOM "MOV_SAT R0, {-1, 2, -0.0, 0.5}; "
         "MOV_SAT R0.w, R9.x; MOV o[COLR], R0;", 'R', 0, 0.0f, 1.0f, -0.0f,
         nan);
   /* CC records the converted value: 1e-8 into H is 0 -> EQ. */
   EXACT("CC after conversion", "MOVC H0.x, 1e-8; MOVC H0.y, -1; "
         "MOV o[COLR], 1;", 'C', 0, 0.0f, -1.0f, 0.0f, 0.0f);
   /* The spec's CC example, registers. */
   EXACT("CC example R0", "MOV R1, {-2, 0, 2, 0}; RCP R9.x, 0; "
         "MUL R1.w, R9.x, 0; MOVC R0, R1; MOVC R0.xyz, R1.yzwx; "
         "MOVC R0 (NE), R1.zywx; MOV o[COLR], 1;", 'R', 0, 0.0f, 0.0f, nan,
         -2.0f);
   /* Pack bits, kept raw (a NaN pattern, a denormal pattern). */
   EXACT("PK4B bits", "PK4B R0, {-1, 0, 0.5, 1}; MOV o[COLR], 1;", 'R', 0,
         nvp_bits_float(0xffc08001u), nvp_bits_float(0xffc08001u),
         nvp_bits_float(0xffc08001u), nvp_bits_float(0xffc08001u));
   EXACT("PK4UB denormal bits", "PK4UB R0.x, {1, 0, 0, 0}; "
         "MOV o[COLR], 1;", 'R', 0, nvp_bits_float(0x000000ffu), 0, 0, 0);
   EXACT("PK4UB bits", "PK4UB R0.x, {0.2, 0.4, 0.6, 0.8}; "
         "MOV o[COLR], 1;", 'R', 0, nvp_bits_float(0xcc996633u), 0, 0, 0);
   EXACT("PK2H bits", "PK2H R0.y, {0.333333, -2.5}; MOV o[COLR], 1;", 'R',
         0, 0, nvp_bits_float(0xc1003555u), 0, 0);
   EXACT("PK2US bits", "PK2US R0.z, {0.5, 1}; MOV o[COLR], 1;", 'R', 0,
         0, 0, nvp_bits_float(0xffff8000u), 0);
   /* Unpack with the sign operations on bit 31 (AMB-45). */
   EXACT("UP4UB -|x|", "UP4UB R0, -|0.5|; MOV o[COLR], 1;", 'R', 0,
         0.0f, 0.0f, 0.0f, 191.0f / 255.0f);
   /* Special cases. */
   EXACT("RSQ", "RSQ R0.x, -0.0; RSQ R0.y, 4; RSQ R0.z, -1; "
         "RSQ R0.w, 1e39; MOV o[COLR], 1;", 'R', 0, -inf, 0.5f, nan, 0.0f);
   EXACT("POW rules", "POW R0.x, 1, -3e38; POW R0.y, 0, 2; "
         "POW R0.z, 0, -2; POW R0.w, 1e39, -1; MOV o[COLR], 1;", 'R', 0,
         1.0f, 0.0f, inf, 0.0f);
   EXACT("MIN/MAX signed zero", "MIN R0.x, 0, -0.0; MIN R0.y, -0.0, 0; "
         "MAX R0.z, 0, -0.0; MAX R0.w, -0.0, 0; MOV o[COLR], 1;", 'R', 0,
         -0.0f, -0.0f, 0.0f, 0.0f);
   EXACT("FRC/FLR zeros", "FRC R0.x, -0.0; FLR R0.y, -0.0; "
         "FLR R0.z, -0.5; FRC R0.w, 1e39; MOV o[COLR], 1;", 'R', 0,
         0.0f, -0.0f, -1.0f, nan);
   EXACT("EX2 flush", "EX2 R0.x, -130; EX2 R0.y, 1e39; LG2 R0.z, 1e39; "
         "LG2 R0.w, -1e39; MOV o[COLR], 1;", 'R', 0, 0.0f, inf, inf, nan);
   EXACT("constant 1e40", "MOV R0, {1e40, -1e40, 1e-40, -1e-40}; "
         "MOV o[COLR], 1;", 'R', 0, inf, -inf, 0.0f, -0.0f);
   EXACT("DP3 DP4", "MOV R1, {1, 2, 3, 4}; "
         "DP3 R0.x, R1, {4, 5, 6, 100}; DP4 R0.y, R1, {4, 5, 6, 0.5}; "
         "MOV o[COLR], 1;", 'R', 0,
         32.0f, 34.0f, 0.0f, 0.0f);
   /* The remaining instructions with exact values. */
   EXACT("LRP", "MOV R1, {0.25, 0.5, 2, -1}; MOV R2, {4, 8, 1, 3}; "
         "LRP R0, R1, R2, 2; MOV o[COLR], 1;", 'R', 0, 2.5f, 5.0f, 0.0f,
         1.0f);
   EXACT("X2D", "MOV R1, {1, 2, 0, 0}; MOV R2, {3, 4, 0, 0}; "
         "MOV R3, {1, 2, 3, 4}; X2D R0, R1, R2, R3; MOV o[COLR], 1;", 'R',
         0, 12.0f, 27.0f, 12.0f, 27.0f);
   EXACT("DST", "MOV R1, {9, 4, 16, 9}; MOV R2, {9, 0.5, 9, 0.25}; "
         "DST R0, R1, R2; MOV o[COLR], 1;", 'R', 0, 1.0f, 2.0f, 16.0f,
         0.25f);
   EXACT("RFL", "MOV R1, {0, 0, 2, 0}; MOV R2, {1, 2, 3, 9}; "
         "RFL R0.xyz, R1, R2; MOV o[COLR], 1;", 'R', 0, -1.0f, -2.0f, 3.0f,
         0.0f);
   EXACT("SGE/SLE/SGT/SLT", "MOV R1, {1, -0.0, 2, 3}; "
         "SGE R0.x, R1.x, 1; SLE R0.y, R1.y, 0; SGT R0.z, R1.z, 2; "
         "SLT R0.w, R1.w, 4; MOV o[COLR], 1;", 'R', 0, 1, 1, 0, 1);
   EXACT("SIN/COS", "SIN R0.x, 0; SIN R0.y, -0.0; COS R0.z, -0.0; "
         "MOV R1.x, 1e39; COS R0.w, R1.x; MOV o[COLR], 1;", 'R', 0, 0.0f,
         -0.0f, 1.0f, nan);
   /* H precision of a transcendental: the result rounds to fp16. */
   EXACT("EX2H", "EX2H R0.x, 0.1; EX2 R0.y, 0.1; MOV o[COLR], 1;", 'R', 0,
         nvp_to_fp16(exp2f(nvp_to_fp16(0.1f))), exp2f(0.1f), 0, 0);
   /* The write mask and the condition test, with a swizzled CC. */
   EXACT("CC swizzle", "MOVC RC, {-1, 0, 1, 0}; MOV R0, 5; "
         "MOV R0 (LE.wzyx), 7; MOV o[COLR], 1;", 'R', 0, 7.0f, 5.0f, 7.0f,
         7.0f);
   /* KIL with a swizzle reads only the named components. */
   EXACT("CC after KIL", "MOVC RC.x, -1; KIL LT.yyyy; MOV R0, 1; "
         "MOV o[COLR], 1;", 'C', 0, -1.0f, 0.0f, 0.0f, 0.0f);
   /* _SAT then fp16: 1.0001 clamps to exactly 1. */
   EXACT("_SAT into H", "ADD_SAT H0, 0.5, 0.5001; MOV o[COLH], H0;", 'H',
         0, 1.0f, 1.0f, 1.0f, 1.0f);
   /* UP2H of a constant's bits: 2.0 is 0x40000000, -0.0 0x80000000. */
   EXACT("UP2H bits", "UP2H R0.xy, 2; UP2H R0.zw, -0.0; MOV o[COLR], 1;",
         'R', 0, 0.0f, 2.0f, 0.0f, -0.0f);
   EXACT("o[DEPR]", "MOV o[DEPR].z, 0.25; MOV o[COLR], 1;", 'O',
         NVP_FRAG_DEPR, 0, 0, 0.25f, 0);
   /* An RCP of the RSQ that wrote its operand is the square root
    * (nvp_fp_sqrt.c): sqrtf(3) is 1.73205078, 1/(1/sqrtf(3))
    * 1.7320509; through the RCP's sign operations; -0.0, +INF and a
    * negative number as the pair gives them. */
   volatile float three = 3.0f, rsq3 = 1.0f / sqrtf(three);
   const float pair3 = 1.0f / rsq3;
   UNIT_CHECK(pair3 != sqrtf(3.0f), "1/(1/sqrtf(3)) is sqrtf(3) here");
   EXACT("RCP of RSQ", "MOV R1, {3, -0.0, 1e38, -4}; RSQR R0.x, R1.x; "
         "RCPR R2.x, R0.x; RCPR R2.y, -R0.x; RCPR R2.z, -|R0.x|; "
         "RSQR R0.y, R1.y; RCPR R2.w, R0.y; MOV o[COLR], R2;", 'R', 2,
         sqrtf(3.0f), -sqrtf(3.0f), -sqrtf(3.0f), -0.0f);
   EXACT("RCP of RSQ, INF and NaN", "MOV R1, {1e38, -4, 0, 0}; "
         "MULR R1.x, R1.x, 100; RSQR R0.x, R1.x; RCPR R2.x, R0.x; "
         "RSQR R0.y, R1.y; RCPR R2.y, R0.y; MOV o[COLR], R2;", 'R', 2,
         inf, nan, 0.0f, 0.0f);
   /* Not a pair: the operand rewritten between them, the RSQ saturated
    * or conditional, fp16: the reciprocal of the reciprocal. */
   EXACT("RCP of a rewritten RSQ", "MOV R1, 3; RSQR R0.x, R1.x; "
         "MOVR R0.x, R0.x; RCPR R2.x, R0.x; MOV o[COLR], R2;", 'R', 2,
         pair3, 0.0f, 0.0f, 0.0f);
   EXACT("RCP of RSQ_SAT", "MOV R1, 0.5; RSQR_SAT R0.x, R1.x; "
         "RCPR R2.x, R0.x; MOV o[COLR], R2;", 'R', 2, 1.0f, 0.0f, 0.0f,
         0.0f);
   EXACT("RCP of a conditional RSQ", "MOV R1, 3; MOVC RC, 1; "
         "RSQR R0.x (GT), R1.x; RCPR R2.x, R0.x; MOV o[COLR], R2;", 'R',
         2, pair3, 0.0f, 0.0f, 0.0f);
   EXACT("RCPH of RSQH", "MOV R1, 3; RSQH H0.x, R1.x; RCPH H1.x, H0.x; "
         "MOV o[COLR], H1;", 'H', 1,
         nvp_to_fp16(1.0f / nvp_to_fp16(1.0f / sqrtf(3.0f))), 0.0f,
         0.0f, 0.0f);
}

/* Texture lookups: the callback sees unit, target and coordinates. */
struct tex_log {
   unsigned calls, unit;
   enum nvp_tex_target target;
   float coord[4], ddx[4], ddy[4];
   float lod;   /* TXL's, -1000 for the others */
};

static void
texel(void *data, unsigned unit, enum nvp_tex_target target,
      const float coord[4], const float ddx[4], const float ddy[4],
      const float *lod, float out[4])
{
   struct tex_log *log = data;
   log->lod = lod ? *lod : -1000.0f;
   log->calls++;
   log->unit = unit;
   log->target = target;
   memcpy(log->coord, coord, sizeof(log->coord));
   memcpy(log->ddx, ddx, sizeof(log->ddx));
   memcpy(log->ddy, ddy, sizeof(log->ddy));
   out[0] = coord[0];
   out[1] = coord[1];
   out[2] = (float)unit;
   out[3] = 1.0f;
}

static void
run_texture_cases(void)
{
   struct nvp_error err;
   struct nvp_fp_env env;
   struct nvp_fp_result res[NVP_FP_QUAD];
   struct tex_log log;
   struct nvp_program *prog;

   /* TXP divides by w except for CUBE; derivatives from the quad. */
   prog = load("TXP R0, f[TEX0], TEX5, 2D; TXP R1, f[TEX0], TEX6, CUBE; "
               "TEX R2, f[TEX0], TEX7, RECT; MOV o[COLR], R0;", &err);
   UNIT_CHECK(prog, "txp: %s", err.message);
   memset(&env, 0, sizeof(env));
   for (unsigned f = 0; f < NVP_FP_QUAD; f++) {
      env.attribs[f][NVP_FRAG_TEX0][0] = 1.0f + (float)(f & 1);
      env.attribs[f][NVP_FRAG_TEX0][1] = 2.0f + 4.0f * (float)(f >> 1);
      env.attribs[f][NVP_FRAG_TEX0][3] = 2.0f;
   }
   memset(&log, 0, sizeof(log));
   env.texel = texel;
   env.texel_data = &log;
   if (prog && nvp_execute_fp_quad(prog, &env, res, &err)) {
      UNIT_CHECK(log.calls == 12, "txp: %u lookups", log.calls);
      UNIT_CHECK(res[3].r[0][0] == 1.0f && res[3].r[0][1] == 3.0f &&
                 res[3].r[0][2] == 5.0f, "txp: (%g, %g, %g)",
                 res[3].r[0][0], res[3].r[0][1], res[3].r[0][2]);
      UNIT_CHECK(res[3].r[1][0] == 2.0f && res[3].r[1][1] == 6.0f &&
                 res[3].r[1][2] == 6.0f, "txp cube: (%g, %g, %g)",
                 res[3].r[1][0], res[3].r[1][1], res[3].r[1][2]);
      /* The last lookup (TEX, fragment 3): d/dx of s is 1, d/dy of t
       * is 4. */
      UNIT_CHECK(log.unit == 7 && log.target == NVP_TEX_RECT &&
                 log.ddx[0] == 1.0f && log.ddx[1] == 0.0f &&
                 log.ddy[0] == 0.0f && log.ddy[1] == 4.0f,
                 "tex: unit %u target %d ddx (%g, %g) ddy (%g, %g)",
                 log.unit, (int)log.target, log.ddx[0], log.ddx[1],
                 log.ddy[0], log.ddy[1]);
   } else {
      UNIT_CHECK(false, "txp: run failed: %s", err.message);
   }
   nvp_program_free(prog);

   /* No callback: "the result of the instruction is the vector
    * (0,0,0,0)"; TXD passes its operands as derivatives. */
   prog = load("MOV R0, 1; TEX R0, f[TEX0], TEX0, 2D; "
               "MOV R2, {5,6,7,8}; TXD R1, f[TEX0], {1,2,3,4}, R2, TEX1, 3D; "
               "MOV o[COLR], R0;", &err);
   UNIT_CHECK(prog, "txd: %s", err.message);
   env.texel = NULL;
   if (prog && nvp_execute_fp_quad(prog, &env, res, &err)) {
      UNIT_CHECK(res[0].r[0][0] == 0.0f && res[0].r[0][3] == 0.0f,
                 "no texture: not (0,0,0,0)");
   }
   env.texel = texel;
   memset(&log, 0, sizeof(log));
   if (prog && nvp_execute_fp_quad(prog, &env, res, &err)) {
      UNIT_CHECK(log.unit == 1 && log.target == NVP_TEX_3D &&
                 log.ddx[2] == 3.0f && log.ddy[0] == 5.0f,
                 "txd: unit %u ddx.z %g ddy.x %g", log.unit, log.ddx[2],
                 log.ddy[0]);
   }
   nvp_program_free(prog);

   /* DDX/DDY: right minus left, top minus bottom, of the operand. */
   prog = load("DDX R0, f[WPOS]; DDY R1, f[WPOS]; MUL R2, f[TEX0], "
               "f[TEX0]; DDX R3, R2; MOV o[COLR], R0;", &err);
   UNIT_CHECK(prog, "ddx: %s", err.message);
   for (unsigned f = 0; f < NVP_FP_QUAD; f++) {
      env.attribs[f][NVP_FRAG_WPOS][0] = 8.5f + (float)(f & 1);
      env.attribs[f][NVP_FRAG_WPOS][1] = 4.5f + (float)(f >> 1);
   }
   if (prog && nvp_execute_fp_quad(prog, &env, res, &err)) {
      for (unsigned f = 0; f < NVP_FP_QUAD; f++) {
         UNIT_CHECK(res[f].r[0][0] == 1.0f && res[f].r[0][1] == 0.0f &&
                    res[f].r[1][0] == 0.0f && res[f].r[1][1] == 1.0f,
                    "ddx/ddy fragment %u", f);
      }
      /* s^2: (2^2 - 1^2) = 3 in both rows. */
      UNIT_CHECK(res[0].r[3][0] == 3.0f && res[2].r[3][0] == 3.0f,
                 "ddx of s^2: %g", res[0].r[3][0]);
   }
   nvp_program_free(prog);

   /* KIL per fragment: only fragment 0 has a negative s. */
   prog = load("MOVC RC.x, f[TEX0].x; KIL LT.x; MOV o[COLR], 1;", &err);
   for (unsigned f = 0; f < NVP_FP_QUAD; f++)
      env.attribs[f][NVP_FRAG_TEX0][0] = f == 0 ? -1.0f : 1.0f;
   if (prog && nvp_execute_fp_quad(prog, &env, res, &err)) {
      UNIT_CHECK(res[0].killed && !res[1].killed && !res[2].killed &&
                 !res[3].killed, "kil per fragment");
   }
   nvp_program_free(prog);
}

/* Named parameters: current values from the caller. */
static void
run_named_cases(void)
{
   struct nvp_error err;
   struct nvp_fp_result res;
   struct nvp_program *prog = load("DEFINE k = {1, 2, 3, 4}; DECLARE a; "
                                   "DECLARE b = 0.5; MOV R1, k; "
                                   "ADD R0, a, R1; MUL o[COLR], b, R0;",
                                   &err);
   UNIT_CHECK(prog && prog->num_named == 3, "named: %s", err.message);
   if (!prog)
      return;
   float named[3][4] = { { 0 }, { 1, 1, 1, 1 }, { 2, 2, 2, 2 } };
   if (nvp_execute_fp(prog, NULL, NULL, (const float (*)[4])named, NULL,
                      NULL, &res, &err)) {
      const float *c = res.outputs[NVP_FRAG_COLR];
      UNIT_CHECK(c[0] == 4 && c[1] == 6 && c[2] == 8 && c[3] == 10,
                 "named: (%g, %g, %g, %g)", c[0], c[1], c[2], c[3]);
   }
   if (nvp_execute_fp(prog, NULL, NULL, NULL, NULL, NULL, &res, &err)) {
      const float *c = res.outputs[NVP_FRAG_COLR];
      UNIT_CHECK(c[0] == 0.5f && c[3] == 2.0f, "named defaults: (%g, %g)",
                 c[0], c[3]);
   }

   /* Malformed IR is refused, not run. */
   prog->instrs[1].src[0].index = 7;
   UNIT_CHECK(!nvp_execute_fp(prog, NULL, NULL, NULL, NULL, NULL, &res,
                              &err), "bad named index accepted");
   prog->instrs[1].src[0].index = 0;   /* the DEFINE row */
   UNIT_CHECK(!nvp_execute_fp(prog, NULL, NULL, NULL, NULL, NULL, &res,
                              &err), "DEFINE row read as a parameter");
   nvp_program_free(prog);
}

int
main(void)
{
   run_pixel_cases();
   run_exact_cases();
   run_texture_cases();
   run_named_cases();
   printf("%u checks, %u failures\n", unit_checks, unit_failures);
   return unit_failures ? 1 : 0;
}
