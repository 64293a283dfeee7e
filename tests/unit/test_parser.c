/*
 * Table-driven tests of the NV_vertex_program 1.0 / vertex state program
 * front end: acceptance (with the IR line each program must give),
 * rejection (exact GL error position and a piece of the message) and
 * robustness against hostile input.  No GL.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "nvp.h"
#include "unit_common.h"

#define VP   NVP_TARGET_VERTEX
#define VSP  NVP_TARGET_VERTEX_STATE

/* A vertex program must write o[HPOS]; most cases add this line. */
#define HPOS " MOV o[HPOS], v[0];"

#define OK(text, dump)           { VP, text, -1, true, -1, dump }
#define OK_VSP(text, dump)       { VSP, text, -1, true, -1, dump }
#define ERR(text, pos, msg)      { VP, text, -1, false, pos, msg }
#define ERR_VSP(text, pos, msg)  { VSP, text, -1, false, pos, msg }
/* Text with a NUL inside, or a len shorter than the text. */
#define ERR_LEN(text, len, pos, msg) { VP, text, len, false, pos, msg }
#define OK_LEN(text, len, dump)  { VP, text, len, true, -1, dump }

static const struct unit_parse_case cases[] = {
   /* Every instruction, with its operand grammar. */
   OK("!!VP1.0 ARL A0.x, c[5].w;" HPOS " END", "  0: ARL A0.x, c[5].wwww"),
   OK("!!VP1.0 MOV R1, v[3];" HPOS " END", "  0: MOV R1.xyzw, v[3].xyzw"),
   OK("!!VP1.0 MUL R2.x, R1, c[0];" HPOS " END",
      "  0: MUL R2.x, R1.xyzw, c[0].xyzw"),
   OK("!!VP1.0 ADD R2.xy, -R1, c[0].yxwz;" HPOS " END",
      "  0: ADD R2.xy, -R1.xyzw, c[0].yxwz"),
   OK("!!VP1.0 MAD R0.xyz, -v[2], c[A0.x+4].x, R1.wzyx;" HPOS " END",
      "  0: MAD R0.xyz, -v[2].xyzw, c[A0.x+4].xxxx, R1.wzyx"),
   OK("!!VP1.0 RCP R0.y, v[1].z;" HPOS " END",
      "  0: RCP R0.y, v[1].zzzz"),
   OK("!!VP1.0 RSQ R0, -R3.w;" HPOS " END", "  0: RSQ R0.xyzw, -R3.wwww"),
   OK("!!VP1.0 DP3 R0.w, R1, R2;" HPOS " END",
      "  0: DP3 R0.w, R1.xyzw, R2.xyzw"),
   OK("!!VP1.0 DP4 o[HPOS].x, c[0], v[OPOS]; END",
      "  0: DP4 o[HPOS].x, c[0].xyzw, v[0].xyzw"),
   OK("!!VP1.0 DST R0, R1, R2;" HPOS " END",
      "  0: DST R0.xyzw, R1.xyzw, R2.xyzw"),
   OK("!!VP1.0 MIN R0, R1, c[95];" HPOS " END",
      "  0: MIN R0.xyzw, R1.xyzw, c[95].xyzw"),
   OK("!!VP1.0 MAX R0, R1.y, R2;" HPOS " END",
      "  0: MAX R0.xyzw, R1.yyyy, R2.xyzw"),
   OK("!!VP1.0 SLT R0, R1, R2;" HPOS " END",
      "  0: SLT R0.xyzw, R1.xyzw, R2.xyzw"),
   OK("!!VP1.0 SGE R0, R1, R2;" HPOS " END",
      "  0: SGE R0.xyzw, R1.xyzw, R2.xyzw"),
   OK("!!VP1.0 EXP R0, R1.x;" HPOS " END", "  0: EXP R0.xyzw, R1.xxxx"),
   OK("!!VP1.0 LOG R0.xzw, R1.w;" HPOS " END",
      "  0: LOG R0.xzw, R1.wwww"),
   OK("!!VP1.0 LIT R0, R1;" HPOS " END", "  0: LIT R0.xyzw, R1.xyzw"),

   /* Vertex attributes by number and by Table X.3 mnemonic. */
   OK("!!VP1.0 MOV R0, v[0];" HPOS " END", "  0: MOV R0.xyzw, v[0].xyzw"),
   OK("!!VP1.0 MOV R0, v[15];" HPOS " END",
      "  0: MOV R0.xyzw, v[15].xyzw"),
   OK("!!VP1.0 MOV R0, v[7];" HPOS " END", "  0: MOV R0.xyzw, v[7].xyzw"),
   OK("!!VP1.0 MOV R0, v[007];" HPOS " END",
      "  0: MOV R0.xyzw, v[7].xyzw"),
   OK("!!VP1.0 MOV R0, v[OPOS];" HPOS " END", "v[0].xyzw"),
   OK("!!VP1.0 MOV R0, v[WGHT];" HPOS " END", "v[1].xyzw"),
   OK("!!VP1.0 MOV R0, v[NRML];" HPOS " END", "v[2].xyzw"),
   OK("!!VP1.0 MOV R0, v[COL0];" HPOS " END", "v[3].xyzw"),
   OK("!!VP1.0 MOV R0, v[COL1];" HPOS " END", "v[4].xyzw"),
   OK("!!VP1.0 MOV R0, v[FOGC];" HPOS " END", "v[5].xyzw"),
   OK("!!VP1.0 MOV R0, v[TEX0];" HPOS " END", "v[8].xyzw"),
   OK("!!VP1.0 MOV R0, v[TEX1];" HPOS " END", "v[9].xyzw"),
   OK("!!VP1.0 MOV R0, v[TEX2];" HPOS " END", "v[10].xyzw"),
   OK("!!VP1.0 MOV R0, v[TEX3];" HPOS " END", "v[11].xyzw"),
   OK("!!VP1.0 MOV R0, v[TEX4];" HPOS " END", "v[12].xyzw"),
   OK("!!VP1.0 MOV R0, v[TEX5];" HPOS " END", "v[13].xyzw"),
   OK("!!VP1.0 MOV R0, v[TEX6];" HPOS " END", "v[14].xyzw"),
   OK("!!VP1.0 MOV R0, v[TEX7];" HPOS " END", "v[15].xyzw"),

   /* Program parameters, absolute and relative. */
   OK("!!VP1.0 MOV R0, c[0];" HPOS " END", "  0: MOV R0.xyzw, c[0].xyzw"),
   OK("!!VP1.0 MOV R0, c[95];" HPOS " END", "c[95].xyzw"),
   OK("!!VP1.0 MOV R0, c[A0.x];" HPOS " END", "c[A0.x].xyzw"),
   OK("!!VP1.0 MOV R0, c[A0.x+0];" HPOS " END", "R0.xyzw, c[A0.x].xyzw"),
   OK("!!VP1.0 MOV R0, c[A0.x-0];" HPOS " END", "R0.xyzw, c[A0.x].xyzw"),
   OK("!!VP1.0 MOV R0, c[A0.x+63];" HPOS " END", "c[A0.x+63].xyzw"),
   OK("!!VP1.0 MOV R0, c[A0.x-64];" HPOS " END", "c[A0.x-64].xyzw"),
   OK("!!VP1.0 MOV R0, c[ A0 . x - 1 ];" HPOS " END", "c[A0.x-1].xyzw"),

   /* Temporaries. */
   OK("!!VP1.0 MOV R10, R11;" HPOS " END", "  0: MOV R10.xyzw, R11.xyzw"),
   OK("!!VP1.0 MOV R9.w, R5.z;" HPOS " END", "  0: MOV R9.w, R5.zzzz"),

   /* Every vertex result register. */
   OK("!!VP1.0 MOV o[HPOS], v[0]; END", "  0: MOV o[HPOS].xyzw, v[0]"),
   OK("!!VP1.0 MOV o[COL0], v[3];" HPOS " END", "MOV o[COL0].xyzw"),
   OK("!!VP1.0 MOV o[COL1], v[3];" HPOS " END", "MOV o[COL1].xyzw"),
   OK("!!VP1.0 MOV o[BFC0], v[3];" HPOS " END", "MOV o[BFC0].xyzw"),
   OK("!!VP1.0 MOV o[BFC1], v[3];" HPOS " END", "MOV o[BFC1].xyzw"),
   OK("!!VP1.0 MOV o[FOGC].x, v[3];" HPOS " END", "MOV o[FOGC].x,"),
   OK("!!VP1.0 MOV o[PSIZ].x, v[3];" HPOS " END", "MOV o[PSIZ].x,"),
   OK("!!VP1.0 MOV o[TEX0], v[8];" HPOS " END", "MOV o[TEX0].xyzw"),
   OK("!!VP1.0 MOV o[TEX1], v[8];" HPOS " END", "MOV o[TEX1].xyzw"),
   OK("!!VP1.0 MOV o[TEX2], v[8];" HPOS " END", "MOV o[TEX2].xyzw"),
   OK("!!VP1.0 MOV o[TEX3], v[8];" HPOS " END", "MOV o[TEX3].xyzw"),
   OK("!!VP1.0 MOV o[TEX4], v[8];" HPOS " END", "MOV o[TEX4].xyzw"),
   OK("!!VP1.0 MOV o[TEX5], v[8];" HPOS " END", "MOV o[TEX5].xyzw"),
   OK("!!VP1.0 MOV o[TEX6], v[8];" HPOS " END", "MOV o[TEX6].xyzw"),
   OK("!!VP1.0 MOV o[TEX7], v[8];" HPOS " END", "MOV o[TEX7].xyzw"),
   OK("!!VP1.0 MOV o[HPOS].w, v[0]; END", "MOV o[HPOS].w, v[0].xyzw"),

   /* Swizzles and masks: separate tokens, so whitespace and comments
    * may sit between components ("matches (ignoring whitespace)"). */
   OK("!!VP1.0 MOV R0.xw, R1 . w z y x;" HPOS " END",
      "  0: MOV R0.xw, R1.wzyx"),
   OK("!!VP1.0 MOV R0 . x y z, R1.#c\nz;" HPOS " END",
      "  0: MOV R0.xyz, R1.zzzz"),
   OK("!!VP1.0 MOV R0.yzw, -R1.xxxx;" HPOS " END",
      "  0: MOV R0.yzw, -R1.xxxx"),
   OK("!!VP1.0 MOV R0.xyw, - R1.wwzz;" HPOS " END",
      "  0: MOV R0.xyw, -R1.wwzz"),

   /* Whitespace and comments. */
   OK("!!VP1.0\tMOV\to[HPOS]\t,\tv[0]\t;\tEND", "MOV o[HPOS].xyzw"),
   OK("!!VP1.0\r\nMOV o[HPOS],v[0];\r\nEND\r\n", "MOV o[HPOS].xyzw"),
   OK("!!VP1.0\rMOV o[HPOS],v[0];\rEND", "MOV o[HPOS].xyzw"),
   OK("!!VP1.0#comment\nMOV o[HPOS],v[0];#c2\rEND#c3", "MOV o[HPOS]"),
   OK("!!VP1.0 # MOV R0, R13; junk \x01\xff\n MOV o[HPOS], v[0]; END",
      "  0: MOV o[HPOS].xyzw, v[0].xyzw"),
   OK("!!VP1.0MOV o[HPOS],v[0];END", "  0: MOV o[HPOS].xyzw, v[0].xyzw"),
   OK("!!VP1.0 MOV o [ HPOS ] , v [ COL0 ] ; END", "v[3].xyzw"),
   /* Nothing after END is read. */
   OK("!!VP1.0 MOV o[HPOS], v[0]; END;", "MOV o[HPOS]"),
   OK("!!VP1.0 MOV o[HPOS], v[0]; END \x01\x80 R99 !!VP1.0",
      "MOV o[HPOS]"),
   OK_LEN("!!VP1.0 MOV o[HPOS], v[0]; END\0\0", 33, "MOV o[HPOS]"),

   /* One unique c[] and one unique v[] per instruction. */
   OK("!!VP1.0 ADD R0, c[1], c[1];" HPOS " END",
      "  0: ADD R0.xyzw, c[1].xyzw, c[1].xyzw"),
   OK("!!VP1.0 ADD R0, c[A0.x+1], -c[A0.x+1].y;" HPOS " END",
      "c[A0.x+1].xyzw, -c[A0.x+1].yyyy"),
   OK("!!VP1.0 ADD R0, c[A0.x], c[A0.x+0];" HPOS " END",
      "c[A0.x].xyzw, c[A0.x].xyzw"),
   OK("!!VP1.0 ADD R0, v[3], v[COL0];" HPOS " END",
      "v[3].xyzw, v[3].xyzw"),
   OK("!!VP1.0 MAD R0, c[7], v[2], R1;" HPOS " END",
      "  0: MAD R0.xyzw, c[7].xyzw, v[2].xyzw, R1.xyzw"),
   OK("!!VP1.0 MAD R0, c[7], -c[7].x, v[2];" HPOS " END",
      "c[7].xyzw, -c[7].xxxx, v[2].xyzw"),

   /* Vertex state programs. */
   OK_VSP("!!VSP1.0 MOV c[4], v[0]; END", "  0: MOV c[4].xyzw, v[0].xyzw"),
   OK_VSP("!!VSP1.0 DP4 c[3].xw, c[A0.x-2], v[0]; END",
          "  0: DP4 c[3].xw, c[A0.x-2].xyzw, v[0].xyzw"),
   OK_VSP("!!VSP1.0 ARL A0.x, v[0].x; MOV R1, c[A0.x]; MOV c[95].y, R1;"
          " END", "  2: MOV c[95].y, R1.xyzw"),
   OK_VSP("!!VSP1.0 MOV c[0], v[00]; END", "v[0].xyzw"),

   /* The header: at byte 0, exact, and agreeing with the target. */
   ERR_LEN("", 0, 0, "expected '!!VP1.0'"),
   OK("!!VP1.1 MOV o[HPOS], v[0]; END", "  0: MOV o[HPOS].xyzw, v[0]"),
   ERR_VSP("!!VP1.1 MOV o[HPOS], v[0]; END", 0, "expected '!!VSP1.0'"),
   ERR(" !!VP1.0 MOV o[HPOS], v[0]; END", 0, "expected '!!VP1.0'"),
   ERR("\n!!VP1.0 MOV o[HPOS], v[0]; END", 0, "line 1, column 1"),
   ERR("!!vp1.0 MOV o[HPOS], v[0]; END", 0, "expected '!!VP1.0'"),
   ERR("!!VP1", 0, "expected '!!VP1.0'"),
   ERR("!!VSP1.0 MOV c[0], v[0]; END", 0, "expected '!!VP1.0'"),
   ERR_VSP("!!VP1.0 MOV o[HPOS], v[0]; END", 0, "expected '!!VSP1.0'"),
   ERR("!!VP1.0", 7, "expected an instruction but found end of program"),
   ERR("!!VP1.00 MOV o[HPOS], v[0]; END", 7, "found '0'"),

   /* Program structure. */
   ERR("!!VP1.0 END", 8, "expected an instruction but found 'END'"),
   ERR("!!VP1.0 MOV o[HPOS], v[0];", 26,
       "expected an instruction or 'END' but found end of program"),
   ERR("!!VP1.0 MOV o[HPOS], v[0]; # END", 32, "found end of program"),
   ERR("!!VP1.0 MOV o[HPOS], v[0]; ENDX", 27, "found 'ENDX'"),
   ERR("!!VP1.0 MOV o[HPOS], v[0]; end", 27, "found 'end'"),
   ERR("!!VP1.0 mov o[HPOS], v[0]; END", 8, "found 'mov'"),
   ERR("!!VP1.0 FOO R0, R1; END", 8, "found 'FOO'"),
   ERR("!!VP1.0 MOVR0, R1; END", 8, "found 'MOVR0'"),
   ERR("!!VP1.0 ; END", 8, "found ';'"),
   ERR("!!VP1.0 MOV o[HPOS], v[0] END", 26, "expected ';' but found 'END'"),
   ERR("!!VP1.0 MOV o[HPOS], v[0];; END", 26, "found ';'"),

   /* Operand syntax. */
   ERR("!!VP1.0 MOV R0 R1; END", 15, "expected ',' but found 'R1'"),
   ERR("!!VP1.0 MOV R0, R1", 18, "expected ';' but found end of program"),
   ERR("!!VP1.0 MOV R0, R1, R2; END", 18, "expected ';' but found ','"),
   ERR("!!VP1.0 ADD R0, R1; END", 18, "expected ',' but found ';'"),
   ERR("!!VP1.0 MAD R0, R1, R2; END", 22, "expected ','"),
   ERR("!!VP1.0 MOV R12, R1; END", 12, "found 'R12'"),
   ERR("!!VP1.0 MOV R0, R12; END", 16, "found 'R12'"),
   ERR("!!VP1.0 MOV R01, R1; END", 12, "found 'R01'"),
   ERR("!!VP1.0 MOV r0, R1; END", 12, "found 'r0'"),
   ERR("!!VP1.0 MOV R 0, R1; END", 12, "found 'R'"),
   ERR("!!VP1.0 MOV R0, v[16]; END", 18, "out of range"),
   ERR("!!VP1.0 MOV R0, v[99999999999999999999]; END", 18,
       "register 4294967295 out of range"),
   ERR("!!VP1.0 MOV R0, v[TEX8]; END", 18, "found 'TEX8'"),
   ERR("!!VP1.0 MOV R0, v[opos]; END", 18, "found 'opos'"),
   ERR("!!VP1.0 MOV R0, v[HPOS]; END", 18, "found 'HPOS'"),
   ERR("!!VP1.0 MOV R0, v[1x]; END", 19, "expected ']' but found 'x'"),
   ERR("!!VP1.0 MOV R0, v 0]; END", 18, "expected '[' but found '0'"),
   ERR("!!VP1.0 MOV R0, c[96]; END", 18, "out of range"),
   ERR("!!VP1.0 MOV R0, c[-1]; END", 18, "found '-'"),
   ERR("!!VP1.0 MOV R0, c[A0.x+64]; END", 23, "out of range"),
   ERR("!!VP1.0 MOV R0, c[A0.x-65]; END", 23, "out of range"),
   ERR("!!VP1.0 MOV R0, c[A0.x+]; END", 23, "found ']'"),
   ERR("!!VP1.0 MOV R0, c[A0.x+-1]; END", 23, "found '-'"),
   ERR("!!VP1.0 MOV R0, c[A0.y]; END", 21, "expected 'x' but found 'y'"),
   ERR("!!VP1.0 MOV R0, c[A0.xy]; END", 22, "expected ']' but found 'y'"),
   ERR("!!VP1.0 MOV R0, c[A1.x]; END", 18, "found 'A1'"),
   ERR("!!VP1.0 MOV R0, c[1+A0.x]; END", 19, "expected ']' but found '+'"),
   ERR("!!VP1.0 MOV R0, A0.x; END", 16, "expected a source register"),
   ERR("!!VP1.0 MOV R0, o[HPOS]; END", 16, "expected a source register"),
   ERR("!!VP1.0 MOV A0.x, R0; END", 12, "expected a destination"),
   ERR("!!VP1.0 MOV c[0], v[0]; END", 12, "found 'c'"),
   ERR("!!VP1.0 MOV v[0], v[0]; END", 12, "found 'v'"),
   ERR("!!VP1.0 MOV o[POS], v[0]; END", 14, "found 'POS'"),
   ERR("!!VP1.0 MOV o[hpos], v[0]; END", 14, "found 'hpos'"),
   ERR("!!VP1.0 MOV o[OPOS], v[0]; END", 14, "found 'OPOS'"),
   ERR("!!VP1.0 MOV o[HPOS], --v[0]; END", 22, "found '-'"),
   ERR("!!VP1.0 MOV o[HPOS], +v[0]; END", 21, "found '+'"),

   /* ARL: A0.x destination and a scalar source. */
   ERR("!!VP1.0 ARL R0.x, c[0].x;" HPOS " END", 12, "expected 'A0'"),
   ERR("!!VP1.0 ARL A0.x, c[0];" HPOS " END", 22,
       "expected '.' but found ';'"),
   ERR("!!VP1.0 ARL A0.y, c[0].x;" HPOS " END", 15, "expected 'x'"),
   ERR("!!VP1.0 ARL A0, c[0].x;" HPOS " END", 14, "expected '.'"),
   ERR("!!VP1.0 ARL A0.xy, c[0].x;" HPOS " END", 16,
       "expected ',' but found 'y'"),

   /* Scalar and swizzle suffixes. */
   ERR("!!VP1.0 RCP R0, R1;" HPOS " END", 18, "expected '.'"),
   ERR("!!VP1.0 RCP R0, R1.xy;" HPOS " END", 20,
       "expected ';' but found 'y'"),
   ERR("!!VP1.0 EXP R0, R1.;" HPOS " END", 19, "found ';'"),
   ERR("!!VP1.0 MOV R0, R1.xy;" HPOS " END", 21,
       "expected a swizzle component"),
   ERR("!!VP1.0 MOV R0, R1.xyz;" HPOS " END", 22, "found ';'"),
   ERR("!!VP1.0 MOV R0, R1.xyzwx;" HPOS " END", 23,
       "expected ';' but found 'x'"),
   ERR("!!VP1.0 MOV R0, R1.q;" HPOS " END", 19, "found 'q'"),
   ERR("!!VP1.0 MOV R0, R1.r;" HPOS " END", 19, "found 'r'"),
   ERR("!!VP1.0 MOV R0, R1.X;" HPOS " END", 19, "found 'X'"),
   ERR("!!VP1.0 MOV R0, R1.xyq;" HPOS " END", 21, "found 'q'"),
   ERR("!!VP1.0 MOV R0, R1.;" HPOS " END", 19, "found ';'"),

   /* Write masks: ordered subsets of xyzw. */
   ERR("!!VP1.0 MOV R0.yx, R1;" HPOS " END", 16, "out of xyzw order"),
   ERR("!!VP1.0 MOV R0.xx, R1;" HPOS " END", 16, "repeated"),
   ERR("!!VP1.0 MOV R0.wzyx, R1;" HPOS " END", 16, "'z' repeated"),
   ERR("!!VP1.0 MOV R0.xyzww, R1;" HPOS " END", 19, "'w'"),
   ERR("!!VP1.0 MOV R0., R1;" HPOS " END", 15,
       "expected a write mask component (x, y, z or w) but found ','"),
   ERR("!!VP1.0 MOV R0.xyq, R1;" HPOS " END", 17,
       "expected ',' but found 'q'"),

   /* Unique registers per instruction: at the second register. */
   ERR("!!VP1.0 ADD R0, c[1], c[2];" HPOS " END", 22,
       "more than one unique program parameter register (c[1] and c[2])"),
   ERR("!!VP1.0 ADD R0, c[A0.x+1], c[1];" HPOS " END", 27,
       "(c[A0.x+1] and c[1])"),
   ERR("!!VP1.0 ADD R0, c[1], c[A0.x+1];" HPOS " END", 22,
       "program parameter"),
   ERR("!!VP1.0 ADD R0, c[A0.x+1], c[A0.x+2];" HPOS " END", 27,
       "program parameter"),
   ERR("!!VP1.0 ADD R0, c[A0.x-1], c[A0.x+1];" HPOS " END", 27,
       "(c[A0.x-1] and c[A0.x+1])"),
   ERR("!!VP1.0 ADD R0, v[1], v[2];" HPOS " END", 22,
       "more than one unique vertex attribute register (v[1] and v[2])"),
   ERR("!!VP1.0 ADD R0, v[OPOS], v[NRML];" HPOS " END", 25,
       "(v[0] and v[2])"),
   ERR("!!VP1.0 MAD R0, c[0], v[0], c[1];" HPOS " END", 28,
       "program parameter"),
   ERR("!!VP1.0 MAD R0, c[0], R1, -c[1];" HPOS " END", 27,
       "program parameter"),
   ERR("!!VP1.0 MAD R0, v[0], c[0], v[1].x;" HPOS " END", 28,
       "vertex attribute"),
   ERR("!!VP1.0 MAD R0, c[0], c[0], c[1];" HPOS " END", 28,
       "program parameter"),
   /* The uniqueness error comes before a later syntax error. */
   ERR("!!VP1.0 ADD R0, c[1], c[2].q;" HPOS " END", 22, "unique"),

   /* Whole-program rules: at len. */
   ERR("!!VP1.0 MOV R0, v[0];\nEND\n", 26, "does not write o[HPOS]"),
   ERR("!!VP1.0 MOV o[COL0], v[0]; END junk\x01", 36,
       "line 1, column 37: vertex program does not write o[HPOS]"),
   ERR("!!VP1.0 MOV R0, v[0];\nEND\n\n", 27,
       "line 4, column 1: vertex program does not write o[HPOS]"),

   /* Undefined characters. */
   ERR("!!VP1.0 MOV R0, v[0];@ END", 21, "invalid character '@'"),
   ERR("!!VP1.0 \xc3\xa9MOV o[HPOS], v[0]; END", 8,
       "invalid character 0xc3"),
   ERR("!!VP1.0 MOV R0, _R1;" HPOS " END", 16, "invalid character '_'"),
   ERR("!!VP1.0 MOV o[HPOS], v[0]; !!VP1.0 END", 27,
       "invalid character '!'"),
   ERR("!!VP1.0 MOV o[HPOS], v[0]; $ END", 27, "invalid character '$'"),
   ERR("!!VP1.0 MOV o[HPOS], v[0];\x0b END", 26, "invalid character 0x0b"),
   ERR("!!VP1.0 MOV o[HPOS], v[0];\x0c END", 26, "invalid character 0x0c"),
   ERR("!!VP1.0 MOV o[HPOS], v[0]; \"END\"", 27, "invalid character '\"'"),
   ERR_LEN("!!VP1.0 MOV o[HPOS], v[0];\0 END", 31, 26,
           "invalid character 0x00"),
   ERR_LEN("!!VP1.0\0MOV o[HPOS], v[0]; END", 30, 7,
           "invalid character 0x00"),
   ERR_LEN("!!VP\0.0 MOV o[HPOS], v[0]; END", 30, 0, "expected '!!VP1.0'"),

   /* len shorter than the text: nothing past len is read. */
   ERR_LEN("!!VP1.0 MOV o[HPOS], v[0]; END", 29, 27, "found 'EN'"),
   ERR_LEN("!!VP1.0 MOV o[HPOS], v[0]; END", 26, 26,
           "found end of program"),
   ERR_LEN("!!VP1.0 MOV o[HPOS], v[0]; END", 16, 14, "found 'HP'"),
   ERR_LEN("!!VP1.0 MOV o[HPOS], v[0]; END", 24, 24,
           "expected ']' but found end of program"),
   ERR_LEN("!!VP1.0 MOV o[HPOS], v[0]; END", 12, 12,
           "expected a destination register"),
   ERR_LEN("!!VP1.0 MOV o[HPOS], v[0]; END", 6, 0, "expected '!!VP1.0'"),
   ERR_LEN("!!VP1.0 MOV o[HPOS], v[0]; END", 0, 0, "expected '!!VP1.0'"),
   ERR_LEN("!!VP1.0 MOV R0, R1.xyzw; END", 22, 22,
           "expected a swizzle component"),
   ERR_LEN("!!VP1.0 MOV R0, c[A0.x+12]; END", 24, 24,
           "expected ']' but found end of program"),

   /* Line and column in messages (CR LF is one line break, a lone CR
    * one too). */
   ERR("!!VP1.0\n#\nMUL R10 c[1], R1;\nEND", 18,
       "line 3, column 9: expected ',' but found 'c'"),
   ERR("!!VP1.0\r\n\r\nMOV R0 c;", 18, "line 3, column 8:"),
   ERR("!!VP1.0\r\rMOV R0 c;", 16, "line 3, column 8:"),
   ERR("!!VP1.0\n\tMOV R0 c;", 16, "line 2, column 9:"),
   ERR("!!VP1.0 # comment\r  MOV R0 c;", 27, "line 2, column 10:"),

   /* Vertex state programs: c[] destinations, only v[0], no o[]. */
   ERR_VSP("!!VSP1.0 MOV o[HPOS], v[0]; END", 13,
           "expected a destination register (R0 to R11 or c[])"),
   ERR_VSP("!!VSP1.0 MOV c[0], v[1]; END", 21, "may read only v[0]"),
   ERR_VSP("!!VSP1.0 MOV c[0], v[OPOS]; END", 21,
           "expected '0' but found 'OPOS'"),
   ERR_VSP("!!VSP1.0 MOV c[A0.x], v[0]; END", 15,
           "expected a program parameter number"),
   ERR_VSP("!!VSP1.0 MOV c[96], v[0]; END", 15, "out of range"),
   ERR_VSP("!!VSP1.0 MOV c[1].yx, v[0]; END", 19, "out of xyzw order"),
   ERR_VSP("!!VSP1.0 MOV R0, v[0]; END", 26,
           "does not write any program parameter register"),
   ERR_VSP("!!VSP1.0 ADD c[1], c[1], c[2]; END", 25, "program parameter"),
   ERR_VSP("!!VSP1.0 ADD c[1], c[A0.x], c[A0.x+1]; END", 28,
           "program parameter"),
   ERR_VSP("!!VSP1.0 MOV c[0], v[0];", 24, "found end of program"),
   ERR_VSP("!!VSP1.0 END", 9, "expected an instruction but found 'END'"),
   /* NV_vertex_program1_1: !!VP1.1, DPH RCC SUB ABS, "+" signs, the
    * option sequence, and position-invariant programs (no o[HPOS], no
    * relative c[], at most 124 instructions).  More state programs. */
   OK("!!VP1.1 DPH R0, v[1], c[2]; MOV o[HPOS], v[0]; END",
      "  0: DPH R0.xyzw, v[1].xyzw, c[2].xyzw"),
   OK("!!VP1.1 RCC R0.y, -c[3].w; MOV o[HPOS], v[0]; END",
      "  0: RCC R0.y, -c[3].wwww"),
   OK("!!VP1.1 SUB R0.xz, R1.yxwz, -c[A0.x-64]; MOV o[HPOS], v[0]; END",
      "  0: SUB R0.xz, R1.yxwz, -c[A0.x-64].xyzw"),
   OK("!!VP1.1 ABS o[TEX7], -R11.w; MOV o[HPOS], v[0]; END",
      "  0: ABS o[TEX7].xyzw, -R11.wwww"),
   OK("!!VP1.1 ADD R0, +v[1], + c[0].x; MOV o[HPOS], v[0]; END",
      "  0: ADD R0.xyzw, v[1].xyzw, c[0].xxxx"),
   OK("!!VP1.1 RCP R0, +R1.x; MOV o[HPOS], v[0]; END",
      "  0: RCP R0.xyzw, R1.xxxx"),
   OK("!!VP1.1 ARL A0.x, +c[0].x; MOV o[HPOS], v[0]; END",
      "  0: ARL A0.x, c[0].xxxx"),
   OK("!!VP1.1 OPTION NV_position_invariant; MOV o[COL0], v[3]; END",
      "# position_invariant: yes"),
   OK("!!VP1.1 OPTION NV_position_invariant; MOV R0, v[0]; END",
      "  0: MOV R0.xyzw, v[0].xyzw"),
   OK("!!VP1.1\nOPTION\n  NV_position_invariant # c\n ;\nOPTION NV_position_i"
      "nvariant;\nDPH o[TEX0], v[0], c[4];\nEND",
      "  0: DPH o[TEX0].xyzw"),
   OK("!!VP1.1 OPTION NV_position_invariant; ARL A0.x, v[1].x; MOV o[COL0], c"
      "[1]; END",
      "  0: ARL A0.x, v[1].xxxx"),
   OK("!!VP1.1 MOV o[HPOS], v[0]; END",
      "# uses_address: no\n  0: MOV"),
   ERR("!!VP1.0 DPH R0, v[1], c[2]; MOV o[HPOS], v[0]; END", 8,
      "expected an instruction but found 'DPH'"),
   ERR("!!VP1.0 MOV o[HPOS], v[0]; RCC R0, c[2].x; END", 27,
      "expected an instruction or 'END' but found 'RCC'"),
   ERR("!!VP1.0 MOV o[HPOS], v[0]; SUB R0, R1, R2; END", 27,
      "found 'SUB'"),
   ERR("!!VP1.0 MOV o[HPOS], v[0]; ABS R0, R1; END", 27,
      "found 'ABS'"),
   ERR("!!VP1.0 OPTION NV_position_invariant; MOV o[HPOS], v[0]; END", 8,
      "expected an instruction but found 'OPTION'"),
   ERR("!!VP1.0 MOV o[HPOS], +v[0]; END", 21,
      "found '+'"),
   ERR("!!VP1.1 MOV o[HPOS], +-v[0]; END", 22,
      "expected a source register"),
   ERR("!!VP1.1 MOV o[HPOS], -+v[0]; END", 22,
      "found '+'"),
   ERR("!!VP1.1 MOV o[HPOS], ++v[0]; END", 22,
      "found '+'"),
   ERR("!!VP1.1 RCC R0, R1; MOV o[HPOS], v[0]; END", 18,
      "expected '.'"),
   ERR("!!VP1.1 ABS R0, R1, R2; MOV o[HPOS], v[0]; END", 18,
      "expected ';' but found ','"),
   ERR("!!VP1.1 DPH R0, c[1], c[2]; MOV o[HPOS], v[0]; END", 22,
      "more than one unique program parameter register (c[1] and c[2])"),
   ERR("!!VP1.1 SUB R0, v[1], -v[2]; MOV o[HPOS], v[0]; END", 23,
      "more than one unique vertex attribute"),
   ERR("!!VP1.1 MOV R0, v[0]; END", 25,
      "vertex program does not write o[HPOS]"),
   ERR("!!VP1.1 OPTION; MOV o[HPOS], v[0]; END", 14,
      "expected an option name ('NV_position_invariant') but found ';'"),
   ERR("!!VP1.1 OPTION NV_position_invariant MOV o[HPOS], v[0]; END", 37,
      "expected ';' but found 'MOV'"),
   ERR("!!VP1.1 OPTION nv_position_invariant; MOV o[HPOS], v[0]; END", 15,
      "found 'nv_position_invariant'"),
   ERR("!!VP1.1 OPTION NV_position_invariantX; MOV o[HPOS], v[0]; END", 15,
      "found 'NV_position_invariantX'"),
   ERR("!!VP1.1 OPTION NV_vertex_program2; MOV o[HPOS], v[0]; END", 15,
      "found 'NV_vertex_program2'"),
   ERR("!!VP1.1 OPTION NV_position_invariant; END", 38,
      "expected an instruction but found 'END'"),
   ERR("!!VP1.1 OPTION NV_position_invariant;", 37,
      "found end of program"),
   ERR("!!VP1.1 MOV o[HPOS], v[0]; OPTION NV_position_invariant; END", 27,
      "expected an instruction or 'END' but found 'OPTION'"),
   ERR("!!VP1.1 MOV o[COL0], NV_position_invariant; MOV o[HPOS], v[0]; E"
      "ND", 21,
      "found 'NV'"),
   ERR("!!VP1.1 OPTION NV_position_invariant; MOV o[HPOS], v[0]; END", 44,
      "position-invariant programs cannot write o[HPOS]"),
   ERR("!!VP1.1 OPTION NV_position_invariant; DP4 o[HPOS].x, c[0], v[0];"
      " END", 44,
      "cannot write o[HPOS]"),
   ERR("!!VP1.1 OPTION NV_position_invariant; MOV R0, c[A0.x]; MOV o[COL"
      "0], R0; END", 48,
      "position-invariant programs cannot read c[] relative to A0.x"),
   ERR("!!VP1.1 OPTION NV_position_invariant; ARL A0.x, v[1].x; MOV o[CO"
      "L0], c[A0.x+1]; END", 71,
      "relative to A0.x"),
   ERR("!!VP1.1 OPTION NV_position_invariant; MOV o[COL0], c[ A0 . x - 3"
      " ]; END", 54,
      "relative to A0.x"),
   ERR("!!VP1.1 OPTION NV_position_invariant; MOV o[COL0], c[96]; END", 53,
      "out of range"),
   ERR("!!VP1.1 OPTION NV_position_invariant; MOV R0, o[HPOS]; END", 46,
      "expected a source register"),
   ERR_VSP("!!VSP1.0 DPH c[0], v[0], c[1]; END", 9,
      "expected an instruction but found 'DPH'"),
   ERR_VSP("!!VSP1.0 OPTION NV_position_invariant; MOV c[0], v[0]; END", 9,
      "found 'OPTION'"),
   ERR_VSP("!!VSP1.0 MOV c[0], +v[0]; END", 19,
      "found '+'"),
   ERR_VSP("!!VSP1.0 MOV c[0], v[0]; MOV c[1], v[ 1 ]; END", 38,
      "may read only v[0], not v[1]"),
   ERR_VSP("!!VSP1.0 MOV c[0], c[A0.x+64]; END", 26,
      "out of range"),
   ERR_VSP("!!VSP1.0 MOV c[0].xyzw, v[0].xyz; END", 32,
      "found ';'"),
   ERR_VSP("!!VSP1.0 ARL A0.x, v[0].x; MOV c[A0.x+1], v[0]; END", 33,
      "expected a program parameter number (0 to 95)"),
   ERR_VSP("!!VSP1.0 MOV R0, v[0]; MOV R1, c[1]; END", 40,
      "does not write any program parameter register"),
   OK_VSP("!!VSP1.0 MOV c[0], -v[0].wzyx; ADD c[95].w, c[0], c[0]; END",
      "  1: ADD c[95].w, c[0].xyzw, c[0].xyzw"),
   OK_VSP("!!VSP1.0 ARL A0.x, v[0].x; MOV c[0], c[A0.x-64]; END",
      "# params_written: 0\n"),
   OK_VSP("!!VSP1.0 MOV R0, v[0]; DP4 c[1].x, R0, c[1]; END",
      "# params_read: 1\n"),
};

/* Invariants of any error: position within [0, len], and line and
 * column of that position both in the fields and the message. */
static void
check_error(const char *what, const char *text, size_t len,
            const struct nvp_error *err)
{
   unsigned line, col;
   char prefix[64];

   UNIT_CHECK(err->position >= 0 && (size_t)err->position <= len,
              "%s: position %d outside [0, %zu]", what, err->position, len);
   if (err->position < 0 || (size_t)err->position > len)
      return;
   unit_line_column(text, (size_t)err->position, &line, &col);
   UNIT_CHECK(err->line == line && err->column == col,
              "%s: line/column %u/%u, expected %u/%u", what, err->line,
              err->column, line, col);
   snprintf(prefix, sizeof(prefix), "line %u, column %u: ", line, col);
   UNIT_CHECK(strncmp(err->message, prefix, strlen(prefix)) == 0,
              "%s: message '%s' does not start with '%s'", what, err->message,
              prefix);
}

static void
check_case_error(unsigned i, const char *text, size_t len,
                 const struct unit_parse_case *c,
                 const struct nvp_error *err)
{
   char what[32];

   (void)c;
   snprintf(what, sizeof(what), "case %u", i);
   check_error(what, text, len, err);
}

static struct nvp_program *
parse_buf(enum nvp_target t, const struct unit_buf *b,
          struct nvp_error *err)
{
   return nvp_parse(t, b->data, b->len, err);
}

/* 128 instructions load; the 129th is an error at its opcode. */
static void
test_instruction_limit(void)
{
   struct unit_buf b = { 0 };
   struct nvp_error err;
   struct nvp_program *prog;

   unit_buf_str(&b, "!!VP1.0\n");
   for (unsigned i = 0; i < 128; i++)
      unit_buf_str(&b, "MOV o[HPOS], v[0];\n");
   size_t body = b.len;
   unit_buf_str(&b, "END\n");
   prog = parse_buf(VP, &b, &err);
   UNIT_CHECK(prog && prog->num_instrs == 128, "128 instructions rejected");
   nvp_program_free(prog);

   b.len = body;
   unit_buf_str(&b, "MOV o[HPOS], v[0];\nEND\n");
   prog = parse_buf(VP, &b, &err);
   UNIT_CHECK(!prog && err.position == 8 + 128 * 19 && err.line == 130 &&
              err.column == 1 && strstr(err.message, "more than 128"),
              "129 instructions: %d %s", err.position, err.message);
   nvp_program_free(prog);

   /* Even when the 129th is malformed, the count is reported first. */
   b.len = body;
   unit_buf_str(&b, "MOV garbage\n");
   prog = parse_buf(VP, &b, &err);
   UNIT_CHECK(!prog && err.position == 8 + 128 * 19,
              "129th malformed: %d %s", err.position, err.message);
   free(b.data);
}

/* VP1.1: 128 instructions without options; "A position-invariant vertex
 * program fails to load if it contains more than 124 instructions",
 * reported at the 125th. */
static void
test_vp11_instruction_limits(void)
{
   static const char pi[] = "!!VP1.1\nOPTION NV_position_invariant;\n";
   static const char line[] = "MOV o[COL0], v[3];\n";   /* 19 bytes */
   struct unit_buf b = { 0 };
   struct nvp_error err;
   struct nvp_program *prog;

   unit_buf_str(&b, "!!VP1.1\n");
   for (unsigned i = 0; i < 127; i++)
      unit_buf_str(&b, line);
   unit_buf_str(&b, "MOV o[HPOS], v[0];\nEND\n");
   prog = parse_buf(VP, &b, &err);
   UNIT_CHECK(prog && prog->num_instrs == 128 && !prog->position_invariant,
              "VP1.1: 128 instructions rejected");
   nvp_program_free(prog);

   b.len = 0;
   unit_buf_str(&b, pi);
   for (unsigned i = 0; i < 124; i++)
      unit_buf_str(&b, line);
   size_t body = b.len;
   unit_buf_str(&b, "END\n");
   prog = parse_buf(VP, &b, &err);
   UNIT_CHECK(prog && prog->num_instrs == 124 && prog->position_invariant,
              "position-invariant: 124 instructions rejected");
   nvp_program_free(prog);

   b.len = body;
   unit_buf_str(&b, line);
   unit_buf_str(&b, "END\n");
   prog = parse_buf(VP, &b, &err);
   UNIT_CHECK(!prog && err.position == (int)(strlen(pi) + 124 * 19) &&
              err.line == 127 && err.column == 1 &&
              strstr(err.message, "more than 124 instructions in a "
                     "position-invariant program"),
              "125 position-invariant instructions: %d %s", err.position,
              err.message);
   nvp_program_free(prog);
   free(b.data);
}

/* A megabyte of comments: linear time, and the error at len. */
static void
test_huge_inputs(void)
{
   struct unit_buf b = { 0 };
   struct nvp_error err;
   struct nvp_program *prog;
   clock_t t0 = clock();

   unit_buf_str(&b, "!!VP1.0\n");
   while (b.len < (1u << 20))
      unit_buf_str(&b, "# a comment line of some length ### MOV R0, R1;\n");
   size_t body = b.len;
   unit_buf_str(&b, "MOV o[HPOS], v[0];\nEND");
   prog = parse_buf(VP, &b, &err);
   UNIT_CHECK(prog && prog->num_instrs == 1, "1 MB of comments rejected");
   nvp_program_free(prog);

   b.len = body;
   prog = parse_buf(VP, &b, &err);
   UNIT_CHECK(!prog && (size_t)err.position == body,
              "1 MB of comments, no END: %d", err.position);
   check_error("comments", b.data, b.len, &err);

   /* One megabyte-long word, integer and comment without line end. */
   b.len = 8;
   for (unsigned i = 0; i < (1u << 20); i++)
      unit_buf_add(&b, "A", 1);
   prog = parse_buf(VP, &b, &err);
   UNIT_CHECK(!prog && err.position == 8 && strstr(err.message, "AAA..."),
              "1 MB word: %d %s", err.position, err.message);

   b.len = 0;
   unit_buf_str(&b, "!!VP1.0 MOV o[HPOS], v[");
   for (unsigned i = 0; i < (1u << 20); i++)
      unit_buf_add(&b, "0", 1);
   unit_buf_str(&b, "]; END");
   prog = parse_buf(VP, &b, &err);
   UNIT_CHECK(prog && prog->attribs_read == 1, "1 MB of zeros rejected");
   nvp_program_free(prog);

   b.len = 0;
   unit_buf_str(&b, "!!VP1.0 MOV o[HPOS], v[0]; #");
   for (unsigned i = 0; i < (1u << 20); i++)
      unit_buf_add(&b, "x", 1);
   prog = parse_buf(VP, &b, &err);
   UNIT_CHECK(!prog && (size_t)err.position == b.len, "open comment: %d",
              err.position);

   /* A megabyte of whitespace lines before an error. */
   b.len = 0;
   unit_buf_str(&b, "!!VP1.0");
   for (unsigned i = 0; i < (1u << 20); i++)
      unit_buf_add(&b, "\n", 1);
   unit_buf_str(&b, "MOV R0 R1;");
   prog = parse_buf(VP, &b, &err);
   UNIT_CHECK(!prog && (size_t)err.position == 7 + (1u << 20) + 7 &&
              err.line == (1u << 20) + 1 && err.column == 8,
              "1 MB of newlines: %d line %u col %u", err.position, err.line,
              err.column);

   double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
   UNIT_CHECK(secs < 5.0, "huge inputs took %.2f s", secs);
   free(b.data);
}

/* Summaries of struct nvp_program. */
static void
test_summaries(void)
{
   static const char vp[] =
      "!!VP1.0\n"
      "ARL A0.x, v[WGHT].x;\n"
      "DP4 o[HPOS].x, c[0], v[0];\n"
      "MAD R3, c[A0.x+2], v[TEX7], R11;\n"
      "MOV o[TEX7], c[95];\n"
      "MOV o[PSIZ].x, c[64].x;\n"
      "END\n";
   struct nvp_error err;
   struct nvp_program *prog = nvp_parse(VP, vp, strlen(vp), &err);

   UNIT_CHECK(prog, "summary program rejected: %s", err.message);
   if (!prog)
      return;
   UNIT_CHECK(prog->kind == NVP_KIND_VP10, "kind");
   UNIT_CHECK(prog->num_instrs == 5, "num_instrs %u", prog->num_instrs);
   UNIT_CHECK(prog->attribs_read == ((1u << 0) | (1u << 1) | (1u << 15)),
              "attribs_read 0x%x", prog->attribs_read);
   UNIT_CHECK(prog->outputs_written == ((1u << NVP_OUT_HPOS) |
                                        (1u << (NVP_OUT_TEX0 + 7)) |
                                        (1u << NVP_OUT_PSIZ)),
              "outputs_written 0x%x", prog->outputs_written);
   UNIT_CHECK(prog->temps_used == ((1u << 3) | (1u << 11)),
              "temps_used 0x%llx", (unsigned long long)prog->temps_used);
   UNIT_CHECK(prog->params_read[0] == 1 &&
              prog->params_read[1] == ((UINT64_C(1) << 31) | 1),
              "params_read");
   UNIT_CHECK(prog->params_written[0] == 0 && prog->params_written[1] == 0,
              "params_written");
   UNIT_CHECK(prog->uses_relative && prog->uses_address, "relative/address");
   UNIT_CHECK(prog->instrs[2].op == NVP_OP_MAD && prog->instrs[2].line == 4 &&
              prog->instrs[2].column == 1 && prog->instrs[2].offset == 56,
              "instr position %u %u %u", prog->instrs[2].line,
              prog->instrs[2].column, prog->instrs[2].offset);
   const struct nvp_src *rel = &prog->instrs[2].src[0];
   UNIT_CHECK(rel->file == NVP_FILE_PARAM && rel->relative && rel->index == 2,
              "relative source");
   const struct nvp_src *sc = &prog->instrs[0].src[0];
   UNIT_CHECK(sc->swizzle[0] == 0 && sc->swizzle[3] == 0 && !sc->negate,
              "scalar swizzle replicated");
   UNIT_CHECK(prog->instrs[0].dst.file == NVP_FILE_ADDRESS &&
              prog->instrs[0].dst.write_mask == 1, "ARL destination");
   nvp_program_free(prog);

   static const char vsp[] =
      "!!VSP1.0 MOV c[3].y, v[0]; ADD c[70], c[A0.x-1], R0; END";
   prog = nvp_parse(VSP, vsp, strlen(vsp), &err);
   UNIT_CHECK(prog, "vsp summary program rejected: %s", err.message);
   if (!prog)
      return;
   UNIT_CHECK(prog->kind == NVP_KIND_VSP10, "vsp kind");
   UNIT_CHECK(prog->params_written[0] == (UINT64_C(1) << 3) &&
              prog->params_written[1] == (UINT64_C(1) << 6),
              "params_written");
   UNIT_CHECK(prog->outputs_written == 0 && prog->uses_relative &&
              !prog->uses_address && prog->attribs_read == 1, "vsp summary");
   nvp_program_free(prog);
}

/* Every write mask of the grammar loads; every other ordering fails. */
static void
test_all_masks(void)
{
   static const char comp[4] = { 'x', 'y', 'z', 'w' };

   for (unsigned m = 1; m < 16; m++) {
      char text[96], mask[5];
      unsigned n = 0;
      for (unsigned c = 0; c < 4; c++) {
         if (m & (1u << c))
            mask[n++] = comp[c];
      }
      mask[n] = '\0';
      snprintf(text, sizeof(text), "!!VP1.0 MOV o[HPOS].%s, v[0]; END",
               mask);
      struct nvp_error err;
      struct nvp_program *prog = nvp_parse(VP, text, strlen(text), &err);
      UNIT_CHECK(prog && prog->instrs[0].dst.write_mask == m, "mask .%s",
                 mask);
      nvp_program_free(prog);
   }

   /* All 256 four-component swizzles. */
   for (unsigned s = 0; s < 256; s++) {
      char text[96];
      snprintf(text, sizeof(text), "!!VP1.0 MOV o[HPOS], v[0].%c%c%c%c; END",
               comp[s & 3], comp[(s >> 2) & 3], comp[(s >> 4) & 3],
               comp[(s >> 6) & 3]);
      struct nvp_error err;
      struct nvp_program *prog = nvp_parse(VP, text, strlen(text), &err);
      UNIT_CHECK(prog && prog->instrs[0].src[0].swizzle[0] == (s & 3) &&
                 prog->instrs[0].src[0].swizzle[3] == (s >> 6),
                 "swizzle %u", s);
      nvp_program_free(prog);
   }
}

/* Every byte value where a token may start: only the grammar's ones are
 * taken, the others are errors at that byte. */
static void
test_every_byte(void)
{
   for (unsigned c = 0; c < 256; c++) {
      char text[64];
      int n = snprintf(text, sizeof(text), "!!VP1.0 MOV o[HPOS], v[0]; ");
      text[n] = (char)c;
      memcpy(text + n + 1, " END", 4);
      size_t len = (size_t)n + 5;
      struct nvp_error err;
      struct nvp_program *prog = nvp_parse(VP, text, len, &err);
      bool space = c == ' ' || c == '\t' || c == '\n' || c == '\r';
      if (space || c == '#') {
         /* '#' comments out " END": missing END at len. */
         UNIT_CHECK(space ? prog != NULL
                          : !prog && (size_t)err.position == len,
                    "byte 0x%02x", c);
      } else {
         UNIT_CHECK(!prog && err.position == n, "byte 0x%02x: %d", c,
                    prog ? -1 : err.position);
         if (!prog)
            check_error("byte", text, len, &err);
      }
      nvp_program_free(prog);
   }
}

/* Mutations of valid programs: no crash, no read past len, and every
 * error satisfies the position invariants. */
static void
test_mutations(void)
{
   static const char *const seeds[] = {
      "!!VP1.0\nARL A0.x, v[1].w;\nMAD R0.xyz, -v[2], c[A0.x+4].x, "
      "R1.wzyx; # c\nDP4 o[HPOS].x, c[0], v[OPOS];\nRCP o[PSIZ].x, "
      "c[A0.x-64].y;\nEND\n",
      "!!VSP1.0\r\nDP4 c[3].xw, c[A0.x-2], v[0];\r\nEND",
   };
   static const char alphabet[] = "!VPSE1.0[]+-;,.#\n\r \tAOoRcvxyzw9";
   uint32_t rng = 12345;
   unsigned loaded = 0, rejected = 0;

   for (unsigned iter = 0; iter < 40000; iter++) {
      const char *seed = seeds[iter % 2];
      size_t len = strlen(seed);
      char *text = malloc(len + 8);
      memcpy(text, seed, len);
      unsigned edits = 1 + iter % 4;
      for (unsigned e = 0; e < edits; e++) {
         rng = rng * 1103515245u + 12345u;
         size_t at = (rng >> 8) % (len + 1);
         unsigned what = (rng >> 24) % 4;
         char ch = (rng >> 16) & 1 ? alphabet[(rng >> 17) %
                                              (sizeof(alphabet) - 1)]
                                   : (char)(rng >> 18);
         if (what == 0 && at < len) {          /* replace */
            text[at] = ch;
         } else if (what == 1 && len < strlen(seed) + 7) { /* insert */
            memmove(text + at + 1, text + at, len - at);
            text[at] = ch;
            len++;
         } else if (what == 2 && at < len) {   /* delete */
            memmove(text + at, text + at + 1, len - at - 1);
            len--;
         } else {                              /* cut */
            len = at;
         }
      }
      char *exact = malloc(len ? len : 1);
      memcpy(exact, text, len);
      struct nvp_error err;
      enum nvp_target t = iter % 2 ? VSP : VP;
      struct nvp_program *prog = nvp_parse(t, exact, len, &err);
      if (prog) {
         loaded++;
         char *dump = nvp_program_dump(prog);
         UNIT_CHECK(dump != NULL, "dump failed");
         free(dump);
      } else {
         rejected++;
         check_error("mutation", exact, len, &err);
      }
      nvp_program_free(prog);
      free(exact);
      free(text);
   }
   UNIT_CHECK(loaded > 100 && rejected > 100, "mutations: %u loaded, %u "
              "rejected", loaded, rejected);
}

/* A successful parse leaves the error untouched. */
static void
test_error_untouched(void)
{
   static const char text[] = "!!VP1.0 MOV o[HPOS], v[0]; END";
   struct nvp_error err;
   memset(&err, 0x77, sizeof(err));
   struct nvp_program *prog = nvp_parse(VP, text, strlen(text), &err);
   UNIT_CHECK(prog && err.position == 0x77777777, "error touched on success");
   nvp_program_free(prog);

   UNIT_CHECK(nvp_parse(VP, NULL, 0, &err) == NULL && err.position == 0,
              "NULL text");
   nvp_program_free(NULL);
}

int
main(void)
{
   unit_run_parse_cases(cases, sizeof(cases) / sizeof(cases[0]),
                        check_case_error);
   test_instruction_limit();
   test_vp11_instruction_limits();
   test_huge_inputs();
   test_summaries();
   test_all_masks();
   test_every_byte();
   test_mutations();
   test_error_untouched();

   unsigned n = (unsigned)(sizeof(cases) / sizeof(cases[0]));
   printf("%u table cases + 9 groups: %u failures\n", n, unit_failures);
   return unit_failures ? 1 : 0;
}
