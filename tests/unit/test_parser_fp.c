/*
 * The NV_fragment_program ("!!FP1.0") front end: an accept/reject table
 * with the IR line each accepted program must give and the exact error
 * position of each rejected one (the checklist's parse cases T02-T25 and
 * more), the opcode/suffix matrix spelled out in full, the instruction
 * and register limits, and hostile input.  No GL.
 *
 * In the table a backquote marks the expected error position; it is
 * removed before parsing.  A mark at the very end means len.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp.h"
#include "nvp_fp.h"
#include "unit_common.h"

struct fp_case {
   const char *text;        /* with one '`' when rejected */
   const char *expect;      /* dump line (ok) or message piece (error) */
};

#define H "!!FP1.0\n"
#define OUT " MOV o[COLR], R0;"

static const struct fp_case accept[] = {
   /* T01, T10: the minimal program, whitespace, comments, CR LF. */
   { H "MOV o[COLR], f[COL0];\nEND",
     "  0: MOV o[COLR].xyzw, f[COL0].xyzw [R]" },
   { "!!FP1.0\r\nMOV o[COLR], # c\r\n f [ COL0 ] ;\r\nEND # no newline",
     "  0: MOV o[COLR].xyzw, f[COL0].xyzw [R]" },
   { H "MOV o[COLR], f[COL0];\nEND\n# trailing comment\n  \n", "END" },
   /* T11: float forms; integers too (AMB-8). */
   { H "MOV o[COLR], {.5, 5e-1, 0.5E+0, 1};\nEND",
     "{0.5, 0.5, 0.5, 1}.xyzw" },
   { H "MOV o[COLR], {5., 0, 0, 1};\nEND", "{5, 0, 0, 1}.xyzw" },
   { H "MOV o[COLR], {1.5e+2, -2E-1, +3, 1e40};\nEND",
     "{150, -0.200000003, 3, inf}.xyzw" },
   { H "MOV o[COLR], -0.0;\nEND", "{-0, -0, -0, -0}.xyzw" },
   /* Vector constants are filled with 0, 0, 1. */
   { H "MOV o[COLR], {2};\nEND", "{2, 0, 0, 1}.xyzw" },
   { H "MOV o[COLR], {3, 4};\nEND", "{3, 4, 0, 1}.xyzw" },
   { H "MOV o[COLR], {5, 6, 7};\nEND", "{5, 6, 7, 1}.xyzw" },
   /* T12: scalar operands. */
   { H "RCP R0, f[COL0].w; MUL o[COLR], R0, 0.5;\nEND",
     "  0: RCP R0.xyzw, f[COL0].wwww [R]" },
   { H "RCP R0, 2;" OUT "\nEND", "  0: RCP R0.xyzw, {2, 2, 2, 2}.xxxx" },
   { H "RCP R0, -{1, 2, 3, 4}.z;" OUT "\nEND",
     "  0: RCP R0.xyzw, -{1, 2, 3, 4}.zzzz" },
   /* T13: swizzles and masks. */
   { H "MOV o[COLR], f[COL0].wzyx;\nEND", "f[COL0].wzyx" },
   { H "MOV o[COLR].xz, f[COL0].y;\nEND",
     "  0: MOV o[COLR].xz, f[COL0].yyyy" },
   { H "MOV o[COLR].xyw, R0 . x;\nEND", "o[COLR].xyw, R0.xxxx" },
   /* T14: the suffix matrix (more in test_suffix_matrix). */
   { H "ADDXC_SAT R0, f[COL0], 0;" OUT "\nEND",
     "  0: ADDXC_SAT R0.xyzw, f[COL0].xyzw, {0, 0, 0, 0}.xyzw [X]" },
   { H "SGEX R0, f[COL0], 0.5;" OUT "\nEND", "  0: SGEX R0.xyzw" },
   { H "SFLXC_SAT R0, R1, R1;" OUT "\nEND", "  0: SFLXC_SAT R0.xyzw" },
   { H "X2DHC_SAT R0, R1, R2, R3;" OUT "\nEND",
     "  0: X2DHC_SAT R0.xyzw, R1.xyzw, R2.xyzw, R3.xyzw [H]" },
   { H "UP4UBC_SAT R0, R1.x;" OUT "\nEND",
     "  0: UP4UBC_SAT R0.xyzw, R1.xxxx [R]" },
   { H "TXDC_SAT R0, f[TEX0], R1, R2, TEX0, 2D;" OUT "\nEND",
     "  0: TXDC_SAT R0.xyzw, f[TEX0].xyzw, R1.xyzw, R2.xyzw, TEX0, 2D [R]" },
   { H "FRCXC R0, f[COL0];" OUT "\nEND", "  0: FRCXC R0.xyzw" },
   { H "PK2H R0, f[COL0];" OUT "\nEND", "  0: PK2H R0.xyzw, f[COL0].xyzw" },
   { H "PK2US R0.x, R1; PK4B R0.y, R1; PK4UB R0.z, R1; UP2H R2, R0.x; "
     "UP2US R3, R0.y; UP4B R4, R0.z; UP4UB R5, R0.w; MOV o[COLR], R5;\nEND",
     "  6: UP4UB R5.xyzw, R0.wwww [R]" },
   { H "POWHC H0, R1.x, 2;" OUT "\nEND",
     "  0: POWHC H0.xyzw, R1.xxxx, {2, 2, 2, 2}.xxxx [H]" },
   /* T15: KIL. */
   { H "KIL EQ.x; MOV o[COLR], 1;\nEND", "  0: KIL EQ.xxxx [R]" },
   { H "KIL NE.xxzz; MOV o[COLR], 1;\nEND", "  0: KIL NE.xxzz [R]" },
   { H "KIL FL; MOV o[COLR], 1;\nEND", "  0: KIL FL.xyzw [R]" },
   { H "KIL GT; MOV o[COLR], 1;\nEND", "# uses_kil: yes" },
   /* Condition masks, RC and HC. */
   { H "MOVC RC, {-1, 1, 0, 1}; MOV R0.xy (GT.yxzw), 1;" OUT "\nEND",
     "  1: MOV R0.xy (GT.yxzw), {1, 1, 1, 1}.xyzw [R]" },
   { H "MOVC HC.x, R1; MOV o[COLR] (LE.w), 1;\nEND",
     "  0: MOVC HC.x, R1.xyzw [H]" },
   { H "MOV R0 (EQ), 1;" OUT "\nEND", "MOV R0.xyzw (EQ.xyzw)" },
   /* Sources: negate, absolute, "+". */
   { H "ADD o[COLR], -|-R0|, +R1;\nEND",
     "  0: ADD o[COLR].xyzw, -|-R0.xyzw|, R1.xyzw [R]" },
   { H "ADD o[COLR], |R0.x|, -|-4|;\nEND",
     "  0: ADD o[COLR].xyzw, |R0.xxxx|, -|{-4, -4, -4, -4}.xyzw| [R]" },
   /* T17: names. */
   { H "DEFINE R32 = 0.5; MOV o[COLR], R32;\nEND",
     "# DEFINE R32 = {0.5, 0.5, 0.5, 0.5} (scalar)" },
   { H "DEFINE $x_1 = 0.25; MOV o[COLR], $x_1;\nEND",
     "  0: MOV o[COLR].xyzw, {0.25, 0.25, 0.25, 0.25}.xyzw [R]" },
   { H "DECLARE TEX16 = {1,0,0,1}; MOV o[COLR], TEX16;\nEND",
     "  0: MOV o[COLR].xyzw, TEX16.xyzw [R]" },
   { H "DEFINE Ms = 1; DEFINE ms = 0; MOV o[COLR], ms;\nEND",
     "{0, 0, 0, 0}.xyzw" },
   { H "DEFINE R01 = 1; DEFINE H64 = 2; DEFINE _ = 3; MOV o[COLR], R01;\n"
     "END", "# DEFINE _ = {3, 3, 3, 3} (scalar)" },
   /* T26: DEFINE expansion. */
   { H "DEFINE v = {0.5}; MOV o[COLR], v;\nEND", "{0.5, 0, 0, 1}.xyzw" },
   { H "DEFINE h = 0.5; DEFINE v = {h, 0, h}; MOV o[COLR], v.zyxw;\nEND",
     "{0.5, 0, 0.5, 1}.zyxw" },
   { H "DEFINE h = 0.5; DECLARE d = h; MOV o[COLR], d;\nEND",
     "# DECLARE d = {0.5, 0.5, 0.5, 0.5} (scalar)" },
   { H "DEFINE v = {1, 2}; DECLARE d = v; DECLARE e; MOV o[COLR], -e.y;\n"
     "END", "# DECLARE e = {0, 0, 0, 0}" },
   { H "DEFINE s = 2; MOV o[COLR], -s;\nEND",
     "  0: MOV o[COLR].xyzw, -{2, 2, 2, 2}.xyzw [R]" },
   { H "DEFINE v = {1, 2, 3}; DEFINE u = v; MOV o[COLR], u.z;\nEND",
     "{1, 2, 3, 1}.zzzz" },
   /* T18, T19: unique attribute and parameter, constant merging. */
   { H "MUL o[COLR], f[COL0], f[COL0].w;\nEND", "f[COL0].wwww" },
   { H "MAD o[COLR], f[COL0], 2, -1;\nEND",
     "{2, 2, 2, 2}.xyzw, {-1, -1, -1, -1}.xyzw" },
   { H "ADD o[COLR], {0.25,0.5,0,1}, -{0,0.25,0,0};\nEND",
     "  0: ADD o[COLR]" },
   { H "ADD R0, {1,2,3,4}, 4;" OUT "\nEND", "  0: ADD R0" },
   { H "MUL o[COLR], p[2], p[2].w;\nEND", "# locals_read: p[2]" },
   { H "DECLARE k; MAD o[COLR], k, R0, k.x;\nEND", "k.xyzw, R0.xyzw" },
   { H "ADD R0, {1, -0.0}, {0, 1};" OUT "\nEND", "  0: ADD R0" },
   /* T20: the 64-slot budget (more in test_register_budget). */
   { H "MOVC RC, R0; MOVC HC, H0; MOV o[COLH], 1;\nEND",
     "# reg_count: 4" },
   /* T22: one target per unit. */
   { H "TEX R0, f[TEX0], TEX0, 2D; TEX R1, f[TEX0], TEX1, 3D;"
     " ADD o[COLR], R0, R1;\nEND", "# textures: TEX0=2D TEX1=3D" },
   { H "TEX R0, f[TEX0], TEX0, 2D; TXP R1, f[TEX0], TEX0, 2D;"
     " ADD o[COLR], R0, R1;\nEND", "# textures: TEX0=2D" },
   { H "TEX H0, f[TEX2], TEX5, 1D; TEX H1, R0, TEX15, CUBE; "
     "TXP H2, R0, TEX14, RECT; MOV o[COLH], H0;\nEND",
     "# textures: TEX5=1D TEX14=RECT TEX15=CUBE" },
   /* T23, T24. */
   { H "RFL R0.xyz, R1, R2;" OUT "\nEND", "  0: RFL R0.xyz" },
   { H "PK4UB R0.x, f[COL0]; UP4UB o[COLR], R0.x;\nEND", "PK4UB R0.x" },
   { H "UP4UB o[COLR], 0.5;\nEND", "{0.5, 0.5, 0.5, 0.5}.xxxx" },
   { H "PK2H RC, f[COL0]; PK4B o[DEPR], R0; UP2H o[COLR], f[TEX0].x;\n"
     "END", "  0: PK2H RC.xyzw" },
   { H "UP2US o[COLR], p[3].y;\nEND", "p[3].yyyy" },
   /* T25. */
   { H "MOV o[COLR], p[63];\nEND", "p[63].xyzw" },
   /* Precision of the instruction (3.11.4.2). */
   { H "MOV H0, f[COL0]; MOV o[COLH], H0;\nEND",
     "  0: MOV H0.xyzw, f[COL0].xyzw [H]" },
   { H "MULX H0, f[TEX3], 2; MOV o[COLH], H0;\nEND",
     "  0: MULX H0.xyzw, f[TEX3].xyzw, {2, 2, 2, 2}.xyzw [R]" },
   { H "MULX H0, f[FOGC], 2; MOV o[COLH], H0;\nEND", "[R]" },
   { H "MULX H0, f[WPOS], 2; MOV o[COLH], H0;\nEND", "[X]" },
   { H "ADDR H0, R1, R2; MOV o[COLH], H0;\nEND", "R2.xyzw [R]" },
   { H "ADDH R0, R1, R2; MOV o[COLR], R0;\nEND", "R2.xyzw [H]" },
   { H "MOV o[DEPR].z, 0.25;\nEND", "# outputs_written: o[DEPR]" },
   /* Attributes. */
   { H "MOV R0, f[WPOS]; ADD R0, R0, f[COL1]; ADD R0, R0, f[FOGC]; "
     "ADD R0, R0, f[TEX7];" OUT "\nEND",
     "# attribs_read: f[WPOS] f[COL1] f[FOGC] f[TEX7]" },
};

/* Rejected programs; '`' marks the error position. */
static const struct fp_case reject[] = {
   /* T02-T09: header, case, opcode, ';', END, outputs. */
   { "`!!FP2.0\nMOV o[COLR], f[COL0];\nEND", "expected '!!FP1.0'" },
   { "` !!FP1.0\nMOV o[COLR], f[COL0];\nEND", "expected '!!FP1.0'" },
   { "`!!VP1.0\nMOV o[HPOS], v[0];\nEND", "expected '!!FP1.0'" },
   { H "`mov o[COLR], f[COL0];\nEND", "expected an instruction" },
   { H "`FOO o[COLR], f[COL0];\nEND", "expected an instruction" },
   { H "MOV o[COLR], f[COL0]\n`END", "expected ';'" },
   { H "MOV o[COLR], f[COL0];\n`", "found end of program" },
   { H "MOV R0, f[COL0];\nEND`", "does not write any output" },
   { H "MOV o[COLR], f[COL0];\nMOV o[COLH], f[COL0];\nEND`",
     "both o[COLR] and o[COLH]" },
   { H "MOV o[COLR], f[COL0];\nEND `GARBAGE", "after 'END'" },
   { H "`END", "expected an instruction" },
   { H "MOV o[COLR], f[COL0];\nEND `;", "after 'END'" },
   /* Undefined characters. */
   { H "MOV o[COLR], f[COL0]`@;\nEND", "invalid character '@'" },
   { H "MOV o[COLR], f[COL0]`:;\nEND", "invalid character ':'" },
   /* T11: bad numbers. */
   { H "MOV o[COLR], `.e1;\nEND", "expected an operand" },
   { H "MOV o[COLR], 1`e;\nEND", "exponent without digits" },
   { H "MOV o[COLR], 1`e+;\nEND", "exponent without digits" },
   { H "MOV o[COLR], {1, 2, 3, 4`, 5};\nEND", "expected '}'" },
   { H "MOV o[COLR], {`};\nEND", "expected a number" },
   { H "MOV o[COLR], 2.`x;\nEND", "expected ';'" },
   /* T12: a scalar operand needs ".c". */
   { H "RCP R0.x, f[COL0]`;" OUT "\nEND", "expected '.'" },
   { H "RCP R0.x, p[0]`;" OUT "\nEND", "expected '.'" },
   { H "RCP R0.x, f[COL0].x`y;" OUT "\nEND", "expected ';'" },
   { H "POW R0.x, R1.x, R2`;" OUT "\nEND", "expected '.'" },
   /* T13: swizzles and masks. */
   { H "MOV o[COLR].y`x, f[COL0];\nEND", "out of xyzw order" },
   { H "MOV o[COLR].x`x, f[COL0];\nEND", "repeated" },
   { H "MOV o[COLR], f[COL0].xy`;\nEND", "expected a swizzle component" },
   { H "MOV o[COLR], f[COL0].xyz`;\nEND", "expected a swizzle component" },
   { H "MOV o[COLR], f[COL0].xyzw`x;\nEND", "expected ';'" },
   { H "MOV o[COLR].`q, f[COL0];\nEND", "expected a write mask" },
   { H "MOV o[COLR], f[COL0].`;\nEND", "expected a swizzle component" },
   /* T14: suffixes not in Table X.4. */
   { H "`MOVCR R0, f[COL0];" OUT "\nEND", "expected an instruction" },
   { H "`ADD_SATC R0, f[COL0], 1;" OUT "\nEND", "expected an instruction" },
   { H "`TEXH R0, f[TEX0], TEX0, 2D;" OUT "\nEND",
     "expected an instruction" },
   { H "`COSX R0, f[COL0].x;" OUT "\nEND", "expected an instruction" },
   { H "`DSTX R0, R1, R2;" OUT "\nEND", "expected an instruction" },
   { H "`X2DX R0, R1, R2, R3;" OUT "\nEND", "expected an instruction" },
   { H "`LITX R0, R1;" OUT "\nEND", "expected an instruction" },
   { H "`DDXX R0, R1;" OUT "\nEND", "expected an instruction" },
   { H "`RFLX R0.xyz, R1, R2;" OUT "\nEND", "expected an instruction" },
   { H "`UP2HH R0, R1.x;" OUT "\nEND", "expected an instruction" },
   { H "`PK2H_SAT R0, R1;" OUT "\nEND", "expected an instruction" },
   { H "`PK4UBC R0, R1;" OUT "\nEND", "expected an instruction" },
   { H "`KILC EQ; MOV o[COLR], 1;\nEND", "expected an instruction" },
   { H "`ARL A0.x, R0.x;" OUT "\nEND", "expected an instruction" },
   { H "`ABS R0, R1;" OUT "\nEND", "expected an instruction" },
   { H "`MOV_SAT_SAT R0, R1;" OUT "\nEND", "expected an instruction" },
   /* T15: KIL. */
   { H "KIL `(EQ.x); MOV o[COLR], 1;\nEND", "expected a condition" },
   { H "KIL `R0; MOV o[COLR], 1;\nEND", "expected a condition" },
   { H "KIL EQ.xy`; MOV o[COLR], 1;\nEND", "expected a swizzle component" },
   { H "KIL `; MOV o[COLR], 1;\nEND", "expected a condition" },
   { H "MOV R0 (`XX), 1;" OUT "\nEND", "expected a condition" },
   { H "MOV R0 (EQ.x`;" OUT "\nEND", "expected ')'" },
   /* T16: register directions. */
   { H "MOV R0, `o[COLR]; MOV o[COLR], R0;\nEND", "cannot be read" },
   { H "MOV `f[COL0], R0; MOV o[COLR], R0;\nEND",
     "attribute registers cannot be written" },
   { H "MOV R0, `RC.x; MOV o[COLR], R0;\nEND", "cannot be read" },
   { H "MOV R0, `HC; MOV o[COLR], R0;\nEND", "cannot be read" },
   { H "MOV o[`TEX0], R0;\nEND", "expected an output register" },
   { H "MOV o[`HPOS], R0;\nEND", "expected an output register" },
   { H "MOV `R32, R0; MOV o[COLR], R0;\nEND", "expected a destination" },
   { H "MOV `H64, R0; MOV o[COLR], R0;\nEND", "expected a destination" },
   { H "MOV o[COLR], f[`TEX8];\nEND", "expected a fragment attribute" },
   { H "MOV o[COLR], `R32;\nEND", "not a register or a previously" },
   { H "MOV o[COLR], `fCOL0;\nEND", "'fCOL0' is not a register" },
   { H "MOV o[COLR], f `COL0;\nEND", "expected '['" },
   { H "MOV o[COLR], `v[0];\nEND", "not a register" },
   { H "MOV `c[0], R0;" OUT "\nEND", "expected a destination" },
   /* T17: names. */
   { H "DEFINE `R0 = 1; MOV o[COLR], f[COL0];\nEND", "reserved" },
   { H "DEFINE `TEX3 = 1; MOV o[COLR], f[COL0];\nEND", "reserved" },
   { H "DEFINE `MOV = 1; MOV o[COLR], f[COL0];\nEND", "reserved" },
   { H "DEFINE `ADDXC_SAT = 1; MOV o[COLR], f[COL0];\nEND", "reserved" },
   { H "DEFINE `END = 1; MOV o[COLR], f[COL0];\nEND", "reserved" },
   { H "DEFINE `COLR = 1; MOV o[COLR], f[COL0];\nEND", "reserved" },
   { H "DECLARE `H63; MOV o[COLR], f[COL0];\nEND", "reserved" },
   { H "DECLARE `x; MOV o[COLR], f[COL0];\nEND", "reserved" },
   { H "DECLARE `EQ; MOV o[COLR], f[COL0];\nEND", "reserved" },
   { H "DECLARE `CUBE; MOV o[COLR], f[COL0];\nEND", "reserved" },
   { H "DECLARE `KIL; MOV o[COLR], f[COL0];\nEND", "reserved" },
   { H "DECLARE `TXDC_SAT; MOV o[COLR], f[COL0];\nEND", "reserved" },
   { H "DECLARE a; DECLARE `a; MOV o[COLR], f[COL0];\nEND",
     "already defined at line 2, column 9" },
   { H "DEFINE a = 1; DECLARE `a; MOV o[COLR], f[COL0];\nEND",
     "already defined" },
   { H "MOV o[COLR], `b;\nEND", "'b' is not a register or a previously "
     "defined name" },
   { H "MOV o[COLR], `c; DEFINE c = 1;\nEND", "not a register" },
   { H "DEFINE `1a = 1; MOV o[COLR], f[COL0];\nEND",
     "expected a constant name" },
   { H "DEFINE a `1; MOV o[COLR], f[COL0];\nEND", "expected '='" },
   { H "DEFINE a = 1\n`MOV o[COLR], f[COL0];\nEND", "expected ';'" },
   { H "DECLARE a = `p[0]; MOV o[COLR], f[COL0];\nEND",
     "not a register or a previously" },
   /* T26: no sign before a name in a constant list. */
   { H "DEFINE h = 0.5; DEFINE v = {-`h, 0}; MOV o[COLR], v;\nEND",
     "expected a number" },
   /* A DECLAREd name is no constant. */
   { H "DECLARE d; DEFINE e = `d; MOV o[COLR], e;\nEND",
     "expected a number or the name of a scalar constant" },
   { H "DECLARE d; DEFINE e = {`d}; MOV o[COLR], e;\nEND",
     "expected a number or the name of a scalar constant" },
   /* A named scalar constant takes no suffix (AMB-25). */
   { H "DEFINE pi = 3.14; MOV o[COLR], pi`.x;\nEND", "expected ';'" },
   { H "MOV o[COLR], -`-R0;\nEND", "expected an operand" },
   { H "MOV o[COLR], -`-4;\nEND", "expected an operand" },
   { H "MOV o[COLR], |R0`;\nEND", "expected '|'" },
   /* T18: one unique attribute per instruction. */
   { H "`ADD o[COLR], f[COL0], f[COL1];\nEND",
     "more than one fragment attribute" },
   { H "`TXD R0, f[TEX0], f[TEX1], f[TEX1], TEX0, 2D;" OUT "\nEND",
     "more than one fragment attribute" },
   /* T19: one unique parameter; constant merging. */
   { H "`ADD R0, {1,2,3,4}, -4;" OUT "\nEND", "more than four unique" },
   { H "`ADD R0, {1,2,3,4}, |-4|;" OUT "\nEND", "more than four unique" },
   { H "`ADD R0, {1,2,3,4}, -{-1,-2,-3,-4};" OUT "\nEND",
     "more than four unique" },
   { H "`ADD R0, {1,2,3,4}, {4,5,6,7}.x;" OUT "\nEND",
     "more than four unique" },
   { H "`ADD R0, p[0], 1;" OUT "\nEND", "more than one unique program" },
   { H "`ADD R0, p[0], p[1];" OUT "\nEND", "more than one unique program" },
   { H "DECLARE k = 1; `ADD R0, k, p[0];" OUT "\nEND",
     "more than one unique program" },
   { H "DECLARE k; DECLARE j; `ADD R0, k, j;" OUT "\nEND",
     "more than one unique program" },
   /* AMB-16: the filled 0, 0, 1 count. */
   { H "`ADD R0, {2}, {3,4};" OUT "\nEND", "more than four unique" },
   { H "`MAD R0, 1, 2, {3, 4, 5, 6};" OUT "\nEND", "more than four" },
   /* T20: see test_register_budget.  T22: targets per unit. */
   { H "TEX R0, f[TEX0], TEX0, 2D; `TEX R1, f[TEX0], TEX0, 3D; "
     "ADD o[COLR], R0, R1;\nEND", "texture unit TEX0 used with targets "
     "2D and 3D" },
   { H "TXP R0, f[TEX0], TEX2, CUBE; `TXD R1, f[TEX0], R3, R3, TEX2, 2D; "
     "ADD o[COLR], R0, R1;\nEND", "TEX2 used with targets CUBE and 2D" },
   { H "TEX R0, f[TEX0], `TEX16, 2D;" OUT "\nEND",
     "expected a texture image unit" },
   { H "TEX R0, f[TEX0], TEX1, `4D;" OUT "\nEND",
     "expected a texture target" },
   { H "TEX R0, f[TEX0], TEX1, `2DD;" OUT "\nEND",
     "expected a texture target" },
   { H "TEX R0, f[TEX0], TEX1, `2 D;" OUT "\nEND",
     "expected a texture target" },
   { H "TEX R0, f[TEX0], TEX1, `cube;" OUT "\nEND",
     "expected a texture target" },
   { H "TEX R0, f[TEX0]`;" OUT "\nEND", "expected ','" },
   /* T23: RFL cannot write w. */
   { H "`RFL R0, R1, R2;" OUT "\nEND", "cannot write the w component" },
   { H "`RFL R0.w, R1, R2;" OUT "\nEND", "cannot write the w" },
   /* T24: PK* need 32-bit destinations, UP* 32-bit sources. */
   { H "`PK2H H0, f[COL0]; MOV o[COLR], H0;\nEND",
     "must write a register with 32-bit components" },
   { H "`PK4UB o[COLH], f[COL0];\nEND", "32-bit components" },
   { H "`PK2US HC, f[COL0]; MOV o[COLR], 0;\nEND", "32-bit components" },
   { H "MOV H1, 1; `UP4UB R0, H1.x; MOV o[COLR], R0;\nEND",
     "cannot unpack an fp16 (H) register" },
   /* T25. */
   { H "MOV o[COLR], p[`64];\nEND", "p[64] out of range (0 to 63)" },
   { H "MOV o[COLR], p[`4294967296];\nEND", "out of range" },
   { H "MOV o[COLR], p[`A0];\nEND", "expected a local parameter number" },
};

static void
unmark(const char *marked, char **text, size_t *len, int *pos)
{
   const char *m = strchr(marked, '`');
   size_t n = strlen(marked);

   *text = malloc(n + 1);
   if (!m) {
      memcpy(*text, marked, n + 1);
      *len = n;
      *pos = -1;
      return;
   }
   size_t k = (size_t)(m - marked);
   memcpy(*text, marked, k);
   memcpy(*text + k, m + 1, n - k);
   *len = n - 1;
   *pos = (int)k;
}

static void
check_error(const char *text, const struct nvp_error *err, int pos)
{
   unsigned line, col;
   char prefix[64];

   unit_line_column(text, (size_t)pos, &line, &col);
   snprintf(prefix, sizeof(prefix), "line %u, column %u: ", line, col);
   UNIT_CHECK(err->line == line && err->column == col &&
              strncmp(err->message, prefix, strlen(prefix)) == 0,
              "'%s': line/column %u/%u, message '%s', expected '%s'", text,
              err->line, err->column, err->message, prefix);
}

static void
run_table(const struct fp_case *cases, unsigned n, bool ok)
{
   for (unsigned i = 0; i < n; i++) {
      char *text;
      size_t len;
      int pos;
      struct nvp_error err;

      unmark(cases[i].text, &text, &len, &pos);
      /* An exact-length copy: reading past len is caught by sanitizers. */
      char *copy = malloc(len ? len : 1);
      memcpy(copy, text, len);
      struct nvp_program *prog = nvp_parse(NVP_TARGET_FRAGMENT, copy, len,
                                           &err);
      if (ok) {
         char *dump = prog ? nvp_program_dump(prog) : NULL;
         UNIT_CHECK(prog, "'%s': rejected: %s", text, err.message);
         UNIT_CHECK(!prog || (dump && strstr(dump, cases[i].expect)),
                    "'%s': dump lacks '%s':\n%s", text, cases[i].expect,
                    dump ? dump : "");
         free(dump);
      } else if (prog) {
         UNIT_CHECK(false, "'%s': accepted, expected an error at %d",
                    text, pos);
      } else {
         UNIT_CHECK(pos >= 0, "case '%s' has no mark", cases[i].text);
         UNIT_CHECK(err.position == pos, "'%s': error at %d, expected %d "
                    "(%s)", text, err.position, pos, err.message);
         UNIT_CHECK(strstr(err.message, cases[i].expect) != NULL,
                    "'%s': message '%s' lacks '%s'", text, err.message,
                    cases[i].expect);
         check_error(text, &err, pos);
      }
      nvp_program_free(prog);
      free(copy);
      free(text);
   }
}

/* Every spelling Table X.4 allows loads, and no other one: each opcode
 * with every combination of [R|H|X], [C] and [_SAT]. */
static void
test_suffix_matrix(void)
{
   static const struct {
      const char *op, *operands;
      const char *prec;   /* precision letters allowed */
      bool cc_sat;
   } ops[] = {
      { "ADD", "R0, R1, R2", "RHX", true },
      { "COS", "R0, R1.x", "RH", true },
      { "DDX", "R0, R1", "RH", true },
      { "DDY", "R0, R1", "RH", true },
      { "DP3", "R0, R1, R2", "RHX", true },
      { "DP4", "R0, R1, R2", "RHX", true },
      { "DST", "R0, R1, R2", "RH", true },
      { "EX2", "R0, R1.x", "RH", true },
      { "FLR", "R0, R1", "RHX", true },
      { "FRC", "R0, R1", "RHX", true },
      { "LG2", "R0, R1.x", "RH", true },
      { "LIT", "R0, R1", "RH", true },
      { "LRP", "R0, R1, R2, R3", "RHX", true },
      { "MAD", "R0, R1, R2, R3", "RHX", true },
      { "MAX", "R0, R1, R2", "RHX", true },
      { "MIN", "R0, R1, R2", "RHX", true },
      { "MOV", "R0, R1", "RHX", true },
      { "MUL", "R0, R1, R2", "RHX", true },
      { "PK2H", "R0, R1", "", false },
      { "PK2US", "R0, R1", "", false },
      { "PK4B", "R0, R1", "", false },
      { "PK4UB", "R0, R1", "", false },
      { "POW", "R0, R1.x, R2.y", "RH", true },
      { "RCP", "R0, R1.x", "RH", true },
      { "RFL", "R0.xyz, R1, R2", "RH", true },
      { "RSQ", "R0, R1.x", "RH", true },
      { "SEQ", "R0, R1, R2", "RHX", true },
      { "SFL", "R0, R1, R2", "RHX", true },
      { "SGE", "R0, R1, R2", "RHX", true },
      { "SGT", "R0, R1, R2", "RHX", true },
      { "SIN", "R0, R1.x", "RH", true },
      { "SLE", "R0, R1, R2", "RHX", true },
      { "SLT", "R0, R1, R2", "RHX", true },
      { "SNE", "R0, R1, R2", "RHX", true },
      { "STR", "R0, R1, R2", "RHX", true },
      { "SUB", "R0, R1, R2", "RHX", true },
      { "TEX", "R0, R1, TEX0, 2D", "", true },
      { "TXD", "R0, R1, R2, R3, TEX0, 2D", "", true },
      { "TXP", "R0, R1, TEX0, 2D", "", true },
      { "UP2H", "R0, R1.x", "", true },
      { "UP2US", "R0, R1.x", "", true },
      { "UP4B", "R0, R1.x", "", true },
      { "UP4UB", "R0, R1.x", "", true },
      { "X2D", "R0, R1, R2, R3", "RH", true },
   };
   static const char *const precs[] = { "", "R", "H", "X" };
   unsigned loaded = 0;

   for (unsigned i = 0; i < sizeof(ops) / sizeof(ops[0]); i++) {
      for (unsigned p = 0; p < 4; p++) {
         for (unsigned cs = 0; cs < 4; cs++) {
            char text[160], name[32];
            struct nvp_error err;
            bool allowed = (p == 0 || strchr(ops[i].prec, precs[p][0])) &&
                           (cs == 0 || ops[i].cc_sat);
            snprintf(name, sizeof(name), "%s%s%s%s", ops[i].op, precs[p],
                     (cs & 1) ? "C" : "", (cs & 2) ? "_SAT" : "");
            snprintf(text, sizeof(text), "!!FP1.0\n%s %s;\nMOV o[COLR], "
                     "R0;\nEND", name, ops[i].operands);
            struct nvp_program *prog = nvp_parse(NVP_TARGET_FRAGMENT, text,
                                                 strlen(text), &err);
            UNIT_CHECK(!prog == !allowed, "%s: %s", name,
                       prog ? "accepted" : err.message);
            if (prog) {
               const struct nvp_instr *in = &prog->instrs[0];
               UNIT_CHECK(in->precision == (enum nvp_precision)p &&
                          in->update_cc == (bool)(cs & 1) &&
                          in->saturate == (bool)(cs & 2),
                          "%s: suffixes read wrong", name);
               loaded++;
            } else if (!allowed) {
               UNIT_CHECK(err.position == 8, "%s: error at %d", name,
                          err.position);
            }
            nvp_program_free(prog);
         }
      }
   }
   /* 20 opcodes x 16 + 13 x 12 + 7 x 4 + 4 PK* (KIL apart). */
   UNIT_CHECK(loaded == 20 * 16 + 13 * 12 + 7 * 4 + 4, "%u spellings "
              "loaded", loaded);
}

static struct nvp_program *
parse_buf(struct unit_buf *b, struct nvp_error *err)
{
   return nvp_parse(NVP_TARGET_FRAGMENT, b->data, b->len, err);
}

/* T20: R0-R31, o[COLR] and o[DEPR] count 2, H0-H63 and o[COLH] 1,
 * RC/HC 0. */
static void
budget_case(unsigned num_r, unsigned num_h, const char *tail, bool ok,
            unsigned want)
{
   struct unit_buf b = { NULL, 0, 0 };
   struct nvp_error err;
   char line[64];

   unit_buf_str(&b, "!!FP1.0\n");
   for (unsigned i = 0; i < num_r; i++) {
      snprintf(line, sizeof(line), "MOV R%u, R%u;\n", i, i ? i - 1 : 0);
      unit_buf_str(&b, line);
   }
   for (unsigned i = 0; i < num_h; i++) {
      snprintf(line, sizeof(line), "MOV H%u, H%u;\n", i, i ? i - 1 : 0);
      unit_buf_str(&b, line);
   }
   unit_buf_str(&b, tail);
   struct nvp_program *prog = parse_buf(&b, &err);
   UNIT_CHECK(!prog == !ok, "budget R%u H%u '%s': %s", num_r, num_h, tail,
              prog ? "accepted" : err.message);
   if (prog)
      UNIT_CHECK(prog->reg_count == want, "budget: %u slots, want %u",
                 prog->reg_count, want);
   else if (!ok)
      UNIT_CHECK(err.position == (int)b.len && strstr(err.message,
                 "register slots"), "budget: error at %d: %s",
                 err.position, err.message);
   nvp_program_free(prog);
   free(b.data);
}

static void
test_register_budget(void)
{
   /* The outputs count on their own ("R0-R31, o[COLR], and o[DEPR]
    * [...] counts as two registers"), as NVIDIA's driver counts them:
    * cgc's fp30 shape R0-R30 + H0 + o[COLR] is 65 and fails there. */
   budget_case(31, 0, "MOV o[COLR], R0;\nEND", true, 64);
   budget_case(31, 1, "MOV o[COLR], R0;\nEND", false, 0);
   budget_case(32, 0, "MOV o[COLR], R0;\nEND", false, 0);
   budget_case(30, 2, "MOV o[COLR], R0;\nEND", true, 64);
   budget_case(30, 3, "MOV o[COLR], R0;\nEND", false, 0);
   budget_case(0, 62, "MOV o[COLR], H0;\nEND", true, 64);
   budget_case(0, 63, "MOV o[COLR], H0;\nEND", false, 0);
   budget_case(0, 63, "MOV o[COLH], H0;\nEND", true, 64);
   budget_case(0, 64, "MOV o[COLH], H0;\nEND", false, 0);
   budget_case(1, 63, "MOV o[COLH], H0;\nEND", false, 0);
   budget_case(16, 30, "MOV o[COLR], R0;\nEND", true, 64);
   budget_case(30, 0, "MOV o[COLR], R0; MOV o[DEPR].z, 0.5;\nEND", true,
               64);
   budget_case(31, 0, "MOV o[COLR], R0; MOV o[DEPR].z, 0.5;\nEND", false,
               0);
   budget_case(1, 58, "MOV o[COLR], R0; MOV o[DEPR].z, 0.5;\nEND", true,
               64);
   budget_case(1, 59, "MOV o[COLR], R0; MOV o[DEPR].z, 0.5;\nEND",
               false, 0);
   budget_case(30, 2, "MOVC RC, R0; MOVC HC, R0; MOV o[COLR], R0;\nEND",
               true, 64);
   /* A read counts (AMB-12). */
   budget_case(30, 2, "ADD o[COLR], R0, H5;\nEND", false, 0);
}

/* T21: at most 1024 instructions (DEFINEs not counted), the error at the
 * first one past the limit; nvp_parse_limits() takes the GL's value. */
static void
test_instruction_limit(void)
{
   for (unsigned limit = 0; limit <= 2000; limit += 2000) {
      unsigned max = limit ? limit : 1024;
      for (unsigned n = max - 1; n <= max; n++) {
         struct unit_buf b = { NULL, 0, 0 };
         struct nvp_limits lim = { limit };
         struct nvp_error err;
         size_t last = 0;

         unit_buf_str(&b, "!!FP1.0\n");
         for (unsigned i = 0; i < 10; i++) {
            char line[32];
            snprintf(line, sizeof(line), "DEFINE c%u = 1;\n", i);
            unit_buf_str(&b, line);
         }
         for (unsigned i = 0; i < n; i++)
            unit_buf_str(&b, i == n / 2 ? "KIL FL;\n" : "MOV R0, R0;\n");
         last = b.len;
         unit_buf_str(&b, "MOV o[COLR], R0;\nEND");
         struct nvp_program *prog = nvp_parse_limits(NVP_TARGET_FRAGMENT,
                                                     b.data, b.len, &lim,
                                                     &err);
         bool ok = n + 1 <= max;
         UNIT_CHECK(!prog == !ok, "limit %u, %u instructions: %s", max,
                    n + 1, prog ? "accepted" : err.message);
         if (!prog && !ok)
            UNIT_CHECK(err.position == (int)last, "limit: error at %d, "
                       "expected %zu", err.position, last);
         nvp_program_free(prog);
         free(b.data);
      }
   }
}

/* Hostile input never crashes, hangs or reads past len. */
static void
test_hostile(void)
{
   static const char *const texts[] = {
      "", "!", "!!FP1.", "!!FP1.0", "!!FP1.0 ", "!!FP1.0 MOV",
      "!!FP1.0 MOV o[", "!!FP1.0 MOV o[COLR], {", "!!FP1.0 DEFINE",
      "!!FP1.0 DEFINE a =", "!!FP1.0 MOV o[COLR], 1e",
      "!!FP1.0 MOV o[COLR], .",
      "!!FP1.0 TEX R0, R0, TEX0, 2", "!!FP1.0 MOV o[COLR], R0 (",
      "!!FP1.0 MOV o[COLR], 1; END", "!!FP1.0 MOV o[COLR], p[",
   };
   for (unsigned i = 0; i < sizeof(texts) / sizeof(texts[0]); i++) {
      size_t len = strlen(texts[i]);
      char *copy = malloc(len ? len : 1);
      struct nvp_error err;
      memcpy(copy, texts[i], len);
      struct nvp_program *prog = nvp_parse(NVP_TARGET_FRAGMENT, copy, len,
                                           &err);
      UNIT_CHECK(!prog == (i != 14), "hostile '%s'", texts[i]);
      if (!prog)
         UNIT_CHECK(err.position >= 0 && (size_t)err.position <= len,
                    "hostile '%s': position %d", texts[i], err.position);
      nvp_program_free(prog);
      free(copy);
   }

   /* A megabyte-long number, a long name and many DEFINEs: linear. */
   struct unit_buf b = { NULL, 0, 0 };
   struct nvp_error err;
   unit_buf_str(&b, "!!FP1.0\nMOV o[COLR], 0.");
   for (unsigned i = 0; i < 1000000; i++)
      unit_buf_str(&b, "5");
   unit_buf_str(&b, ";\n");
   for (unsigned i = 0; i < 50000; i++) {
      char line[48];
      snprintf(line, sizeof(line), "DEFINE n%u = {%u};\n", i, i);
      unit_buf_str(&b, line);
   }
   unit_buf_str(&b, "MOV o[COLR], n49999;\nEND");
   struct nvp_program *prog = parse_buf(&b, &err);
   UNIT_CHECK(prog && prog->num_named == 50000 && prog->num_consts == 2,
              "long program: %s", prog ? "wrong IR" : err.message);
   nvp_program_free(prog);
   free(b.data);

   /* 16000 instructions with distinct constants under a GL limit of
    * 16384: loads, in linear time. */
   struct nvp_limits big = { 16384 };
   b = (struct unit_buf){ NULL, 0, 0 };
   unit_buf_str(&b, "!!FP1.0\n");
   for (unsigned i = 0; i < 16000; i++) {
      char line[48];
      snprintf(line, sizeof(line), "ADD R0, R0, %u.5;\n", i);
      unit_buf_str(&b, line);
   }
   unit_buf_str(&b, "MOV o[COLR], R0;\nEND");
   prog = nvp_parse_limits(NVP_TARGET_FRAGMENT, b.data, b.len, &big, &err);
   UNIT_CHECK(prog && prog->num_instrs == 16001 &&
              prog->num_consts == 16000, "16000 constants: %s",
              prog ? "wrong IR" : err.message);
   nvp_program_free(prog);
   free(b.data);

   /* T09: exactly len bytes are read: "END" at the end of len loads
    * even though the buffer goes on. */
   static const char t09[] = "!!FP1.0\nMOV o[COLR], f[COL0];\nENDGARBAGE";
   prog = nvp_parse(NVP_TARGET_FRAGMENT, t09, 33, &err);
   UNIT_CHECK(prog, "T09: %s", prog ? "" : err.message);
   nvp_program_free(prog);
   prog = nvp_parse(NVP_TARGET_FRAGMENT, t09, 34, &err);
   UNIT_CHECK(!prog && err.position == 30, "T09: 'ENDG' at %d",
              prog ? -1 : err.position);
   nvp_program_free(prog);

   /* Every byte value after a valid prefix. */
   for (unsigned c = 0; c < 256; c++) {
      char text[40];
      int n = snprintf(text, sizeof(text), "!!FP1.0 MOV o[COLR], R0");
      text[n] = (char)c;
      struct nvp_program *p = nvp_parse(NVP_TARGET_FRAGMENT, text,
                                        (size_t)n + 1, &err);
      UNIT_CHECK(!p, "byte 0x%02x accepted", c);
      nvp_program_free(p);
   }
}

/* Random edits of two rich programs (fixed seed): the parser never
 * crashes or reads past len, reports a position within the text, and
 * every program it accepts runs in the interpreter (which would refuse
 * malformed IR). */
static void
test_mutations(void)
{
   static const char *const seeds[] = {
      "!!FP1.0\nDEFINE pi = 3.14;\nDECLARE fog = {0.3, 0.6};\n"
      "MULXC_SAT R0.xyz (GT.x), f[COL0], 2;\nADD R1, pi, pi;\n"
      "SUB R2, R1, fog.x;\nTEX o[COLR], -|R0.wzyx|, TEX3, CUBE;\n"
      "KIL NE.xyzw;\nMAD H3, R1, 2, -1;\nMOV o[DEPR].z, p[3].w;\nEND\n",
      "!!FP1.0\nPK4B R0.x, {-1,0,0.5,1}; UP4B R1, R0.x; DDX R2, R1; "
      "DDY R3, f[WPOS]; TXD R4, f[TEX0], R2, R3, TEX1, 3D; "
      "TXP H0, R4, TEX2, RECT; LRP R5, H0, R4, R3; X2D R6, R5, R4, R3; "
      "RFL R7.xyz, R6, R5; LIT R8, R7; POW R9, R8.x, R7.y; "
      "DST o[COLH], R9, R8;\nEND",
   };
   static const char alphabet[] = "RHfopxyzw[](){}|,.;-+=0123456789"
                                  "ECDSTXKLMOVAUPNG_$# \n";
   unsigned seed = 12345, loaded = 0, bad = 0;

   for (unsigned it = 0; it < 20000; it++) {
      const char *src = seeds[it % 2];
      size_t n = strlen(src);
      char buf[512];
      memcpy(buf, src, n);
      for (unsigned m = 0; m < 1 + it % 4; m++) {
         seed = seed * 1103515245u + 12345u;
         size_t pos = (seed >> 8) % n;
         char c = alphabet[(seed >> 20) % (sizeof(alphabet) - 1)];
         if (m & 1) {
            buf[pos] = c;
         } else if (n + 1 < sizeof(buf)) {
            memmove(buf + pos + 1, buf + pos, n - pos);
            buf[pos] = c;
            n++;
         }
      }
      char *copy = malloc(n);
      memcpy(copy, buf, n);
      struct nvp_error err;
      struct nvp_program *prog = nvp_parse(NVP_TARGET_FRAGMENT, copy, n,
                                           &err);
      if (prog) {
         struct nvp_fp_env env;
         struct nvp_fp_result res[NVP_FP_QUAD];
         memset(&env, 0, sizeof(env));
         loaded++;
         if (!nvp_execute_fp_quad(prog, &env, res, &err))
            bad++;
      } else if (err.position < 0 || (size_t)err.position > n) {
         bad++;
      }
      nvp_program_free(prog);
      free(copy);
   }
   UNIT_CHECK(bad == 0 && loaded > 100, "mutations: %u bad, %u loaded",
              bad, loaded);
}

int
main(void)
{
   run_table(accept, sizeof(accept) / sizeof(accept[0]), true);
   run_table(reject, sizeof(reject) / sizeof(reject[0]), false);
   test_suffix_matrix();
   test_register_budget();
   test_instruction_limit();
   test_hostile();
   test_mutations();
   printf("%zu accepted + %zu rejected table cases, %u checks: %u "
          "failures\n", sizeof(accept) / sizeof(accept[0]),
          sizeof(reject) / sizeof(reject[0]), unit_checks, unit_failures);
   return unit_failures ? 1 : 0;
}
