/*
 * Table-driven tests of the "!!ARBvp1.0" front end with OPTION
 * NV_vertex_program2 / NV_vertex_program3 (the nvp_arb*.c core with its
 * vertex stage): the ARB grammar (declarations, bindings, arrays, names)
 * and what each option adds, every construct accepted with the IR line it must give, every
 * load rule rejected at its exact GL error position.  No GL; the limits
 * are nvp_arb_default_limits.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp.h"
#include "unit_common.h"

#define ARB NVP_TARGET_ARB_VERTEX
#define OK(text, dump)       { ARB, text, -1, true, -1, dump }
#define ERR(text, pos, msg)  { ARB, text, -1, false, pos, msg }

#define NV2 "!!ARBvp1.0 OPTION NV_vertex_program2; "
#define NV3 "!!ARBvp1.0 OPTION NV_vertex_program3; "
#define SHADOW "OPTION ARB_fragment_program_shadow; "

static const struct unit_parse_case cases[] = {
   /* Declarations and bindings. */
   OK(NV2 "MOV result.position, vertex.position; END",
      "  0: MOV o[HPOS].xyzw, v[0].xyzw"),
   OK(NV2 "TEMP a, b; ADDRESS A0; MOV b, a; END",
      "  0: MOV R1.xyzw, R0.xyzw"),
   OK(NV2 "ATTRIB c = vertex.color.secondary; OUTPUT o = result.color."
      "back.secondary; MOV o, c; END",
      "  0: MOV o[BFC1].xyzw, v[4].xyzw"),
   OK(NV2 "MOV result.color.back, vertex.color.primary; END",
      "  0: MOV o[BFC0].xyzw, v[3].xyzw"),
   OK(NV2 "MOV result.color.secondary.xz, vertex.color.x; END",
      "  0: MOV o[COL1].xz, v[3].xxxx"),
   OK(NV2 "MOV result.texcoord[7], vertex.texcoord[7]; MOV result.tex"
      "coord, vertex.texcoord; END",
      "  1: MOV o[TEX0].xyzw, v[8].xyzw"),
   OK(NV2 "MOV result.fogcoord.x, vertex.fogcoord; MOV result.pointsi"
      "ze, vertex.normal; END",
      "  1: MOV o[PSIZ].xyzw, v[2].xyzw"),
   OK(NV2 "MOV result.position, vertex.attrib[0]; MOV result.color, ve"
      "rtex.attrib[15]; END",
      "  1: MOV o[COL0].xyzw, v[31].xyzw"),
   OK(NV2 "PARAM p = program.env[3]; PARAM q = program.local[255]; ADD"
      " result.position, p, q; END",
      "# c[1] = program.local[255]"),
   OK(NV2 "PARAM m[] = { state.matrix.mvp }; DP4 result.position.x, m["
      "3], vertex.position; END",
      "# c[3] = state.matrix.row 2 0 0 3"),
   OK(NV2 "PARAM m[2] = { state.matrix.texture[1].invtrans.row[1..2] }"
      "; MOV result.position, m[1]; END",
      "# c[1] = state.matrix.row 3 1 3 2"),
   OK(NV2 "PARAM m = state.matrix.program[7].transpose.row[3]; MOV res"
      "ult.position, m; END",
      "# c[0] = state.matrix.row 5 7 2 3"),
   OK(NV2 "MOV result.position, state.matrix.modelview[0].inverse.row["
      "0]; END",
      "# c[0] = state.matrix.row 0 0 1 0"),
   OK(NV2 "PARAM a[] = { state.light[7].spot.direction, state.light[0]."
      "half, state.material.back.shininess, state.lightprod[1].back.sp"
      "ecular, state.lightmodel.front.scenecolor, state.lightmodel.amb"
      "ient }; MOV result.position, a[0]; END",
      "# c[3] = state.lightprod 1 1 2 0"),
   OK(NV2 "PARAM a[] = { state.texgen[7].object.q, state.texgen.eye.s, "
      "state.fog.params, state.fog.color, state.clip[5].plane, state.p"
      "oint.size, state.point.attenuation, state.material.emission }; "
      "MOV result.position, a[0]; END",
      "# c[0] = state.texgen 7 1 3 0"),
   OK(NV2 "PARAM a[] = { {1, -2.5, .5e1}, -3, 1e-2 }; MOV result.posit"
      "ion, a[0]; END",
      "# c[0] = {1, -2.5, 5, 1}"),
   OK(NV2 "PARAM a[] = { {1, -2.5, .5e1}, -3, 1e-2 }; MOV result.posit"
      "ion, a[1]; END",
      "# c[1] = {-3, -3, -3, -3}"),
   OK(NV2 "PARAM a[4] = { program.env[0..1], program.local[2..3] }; MO"
      "V result.position, a[3]; END",
      "  0: MOV o[HPOS].xyzw, c[3].xyzw"),
   OK(NV2 "TEMP t; ALIAS u = t; ALIAS w = u; MOV w, vertex.position; E"
      "ND",
      "  0: MOV R0.xyzw, v[0].xyzw"),
   OK(NV2 "TEMP $a_1; MOV $a_1, 2; MUL result.position, $a_1, {0.5}.x;"
      " END",
      "  1: MUL o[HPOS].xyzw, R0.xyzw, c[1].xxxx"),
   OK(NV2 "ADD result.position, 0.5, -1.5; END",
      "  0: ADD o[HPOS].xyzw, c[0].xxxx, -c[1].xxxx"),
   OK(NV2 "ADD result.position, 0.5, 0.5; END",
      "addresses: 0, params: 1"),
   OK(NV2 "OPTION ARB_position_invariant; MOV result.color, 1; END",
      "# position_invariant: yes"),
   /* Instructions of the option. */
   OK(NV2 "TEMP R0; ADD R0, 0.5, vertex.color; MOV result.color, -|-R0"
      ".y|; END",
      "  1: MOV o[COL0].xyzw, -|-R0.yyyy|"),
   OK(NV2 "ADDRESS A0; ARA A0.xy, A0; END", "  0: ARA A0.xy, A0"),
   OK(NV2 "ADDRESS a, b; ARL a, vertex.position; ARR b.zw (GT.x), vert"
      "ex.normal; END", "  1: ARR A1.zw (GT.xxxx), v[2].xyzw"),
   OK(NV2 "PARAM a[2] = { program.env[0..1] }; ADDRESS A0; ARL A0, ver"
      "tex.position; MOV result.position, a[A0.y+1]; END",
      "  1: MOV o[HPOS].xyzw, c[A0.y+1].xyzw"),
   OK(NV2 "PARAM a[200] = { program.env[0..199] }; ADDRESS A0, A1; ARL"
      " A1.w, vertex.position; MOV result.position, a[A1.w-64]; END",
      "  1: MOV o[HPOS].xyzw, c[A1.w-64].xyzw"),
   OK(NV2 "label1: MOVC result.position, vertex.position; label2: BRA "
      "label1 (EQ.xyzw); END",
      "  1: BRA label1 (EQ.xyzw) -> 0"),
   OK(NV2 "TEMP label1; MOV label1, vertex.color; label1: MOVC result."
      "position, label1; CAL main (NE.w); RET; main: END",
      "# entry: 4"),
   OK(NV2 "MOV result.clip[5].x, vertex.texcoord[0]; END",
      "  0: MOV o[CLP5].x, v[8].xyzw"),
   OK(NV2 "COS result.position, vertex.position.x; SIN result.color, "
      "vertex.position.w; SSG result.texcoord, vertex.normal; END",
      "  2: SSG o[TEX0].xyzw, v[2].xyzw"),
   OK(NV2 "TEMP R0; SEQC R0, vertex.attrib[1], vertex.attrib[2]; STR R"
      "0 (LT), R0, R0; RCC R0, R0.x; END",
      "  0: SEQC R0.xyzw, v[17].xyzw, v[18].xyzw"),
   OK(NV2 "TEMP R0; POW R0, R0.x, 2; XPD R0.xyz, R0, -R0; END",
      "  0: POW R0.xyzw, R0.xxxx, c[0].xxxx"),
   OK(NV2 "TEMP R0; SWZ R0, vertex.position, -x, 0, +1, -w; END",
      "  0: SWZ R0.xyzw, v[0],-x,0,1,-w"),
   /* NV_vertex_program3 */
   OK(NV3 "ADDRESS a0; TEMP r0; ARL a0, vertex.color; PUSHA a0; MOVC r"
      "0, vertex.normal; POPA a0 (TR); END",
      "  3: POPA A0.xyzw (TR.xyzw)"),
   OK(NV3 "TEMP r; ADDC1_SAT r, r, r; MOV_SAT r (GT1.x), r; ADDC0 r, r"
      ", r; END",
      "  0: ADDC1_SAT R0.xyzw, R0.xyzw, R0.xyzw"),
   OK(NV3 "TEMP r; MOV_SAT r (GT1.x), r; END",
      "  0: MOV_SAT R0.xyzw (GT1.xxxx), R0.xyzw"),
   OK(NV3 "TEMP r; TEX r, r, texture[15], 2D; TXL r, r, texture, CUBE;"
      " TXP r.x, r, texture[3], 1D; TXB r, r, texture[14], RECT; END",
      "  2: TXP R0.x, R0.xyzw, texture[3], 1D"),
   OK(NV3 "ADDRESS A0; MOV result.texcoord[A0.x+1], vertex.attrib[A0.z"
      "+2]; END",
      "  0: MOV o[TEX1].xyzw, v[A0.z+18].xyzw"),
   /* Plain programs with two ADDRESS variables: ARB_vertex_program's
    * grammar (vp-address-02). */
   OK("!!ARBvp1.0 PARAM c[] = { program.env[0..3] }; ADDRESS A0, A1; A"
      "RL A0.x, vertex.attrib[1].x; ARL A1.x, vertex.attrib[1].y; ADD r"
      "esult.color, c[A0.x + 1], c[A1.x - 1]; END",
      "  2: ADD o[COL0].xyzw, c[A0.x+1].xyzw, c[A1.x-1].xyzw"),
   OK("!!ARBvp1.0 ADDRESS a, b; TEMP SIN, COS; MOV SIN, 1.0; RCP COS, 2"
      ".0.x; END",
      "  1: RCP R1.xyzw, c[1].xxxx"),
   ERR("!!ARBvp1.0 ADDRESS a, b; ARL a, vertex.position.x; END", 30,
       "expected '.x'"),
   ERR("!!ARBvp1.0 ADDRESS a, b; ARL a.y, vertex.position.x; END", 30,
       "write mask is .x"),
   ERR("!!ARBvp1.0 ADDRESS a, b; ARL a.x, vertex.position; END", 49,
       "a scalar operand"),
   ERR("!!ARBvp1.0 ADDRESS a, b; TEMP t; MOV t, |t|; END", 40,
       "expected an operand"),
   ERR("!!ARBvp1.0 ADDRESS a, b; TEMP t; MOVC t, t; END", 33,
       "expected an instruction"),
   ERR("!!ARBvp1.0 ADDRESS a, b; TEMP t; SIN t, t.x; END", 33,
       "expected an instruction"),
   ERR("!!ARBvp1.0 ADDRESS a, b; TEMP t; MOV t (GT), t; END", 39,
       "expected ','"),
   ERR("!!ARBvp1.0 ADDRESS a, b; l: END", 25, "expected an instruction"),
   ERR("!!ARBvp1.0 ADDRESS a, b; MOV result.clip[0], 1.0; END", 36,
       "expected a result binding"),
   ERR("!!ARBvp1.0 ADDRESS a, b; TEMP t; RCP t, 2.0; END", 43,
       "a scalar operand"),
   ERR("!!ARBvp1.0 PARAM p[2] = { program.env[0..1] }; ADDRESS a, b; MO"
       "V result.color, p[a.y]; END", 83, "an address component (x)"),
   /* Options, names, structure. */
   ERR("!!ARBvp1.0 OPTION NV_vertex_program2; OPTION NV_foo; END", 45,
       "unsupported program option"),
   ERR("!!ARBvp1.1 OPTION NV_vertex_program2; END", 0,
       "expected '!!ARBvp1.0'"),
   ERR(NV2 "MOV result.position, vertex.position;", 75, "expected 'END'"),
   ERR(NV2 "TEMP a, a; END", 46, "'a' is already declared"),
   ERR(NV2 "TEMP MOV; END", 43, "'MOV' is a reserved word"),
   ERR(NV2 "TEMP SIN; END", 43, "'SIN' is a reserved word"),
   ERR(NV2 "TEMP state; END", 43, "reserved word"),
   ERR(NV2 "MOV result.position, foo; END", 59, "'foo' is not declared"),
   ERR(NV2 "ALIAS p = q; END", 48, "expected a declared name"),
   ERR(NV2 "TEMP t; MOV t, result.position; END", 53,
       "result variables cannot be read"),
   ERR(NV2 "OUTPUT o = result.color; MOV o, o; END", 70,
       "result variables cannot be read"),
   ERR(NV2 "ATTRIB a = vertex.color; MOV a, a; END", 67,
       "expected a TEMP or result variable"),
   /* 64 TEMPs (MAX_PROGRAM_TEMPORARIES_ARB): test_temp_limit. */
   ERR(NV2 "ADDRESS a, b, c; END", 52, "more than 2 ADDRESS variables"),
   ERR(NV2 "MOV result.position, vertex.attrib[16]; END", 73,
       "vertex attribute 16 out of range"),
   ERR(NV2 "MOV result.position, vertex.texcoord[8]; END", 75,
       "texture coordinate set 8 out of range"),
   /* vertex.weight is attribute 1, as cgc's vp40 BLENDWEIGHT reads it;
    * one vertex unit: weight[0] only, never beside vertex.attrib[1]. */
   OK(NV3 "MOV result.position, vertex.weight.wzyx; END",
      "  0: MOV o[HPOS].xyzw, v[1].wzyx"),
   OK(NV2 "ATTRIB w = vertex.weight[0]; MOV result.position, w; END",
      "  0: MOV o[HPOS].xyzw, v[1].xyzw"),
   ERR(NV2 "MOV result.position, vertex.weight[4]; END", 73,
       "vertex weight 4 out of range (0 to 0)"),
   ERR(NV2 "ADD result.position, vertex.weight, vertex.attrib[1]; END",
       74, "vertex.attrib[1] and the conventional attribute"),
   ERR(NV2 "MOV result.position, vertex.matrixindex[0]; END", 66,
       "vertex.matrixindex"),
   ERR(NV2 "ADD result.position, vertex.normal, vertex.attrib[2]; END",
       74, "vertex.attrib[2] and the conventional attribute"),
   ERR(NV2 "ATTRIB t = vertex.attrib[8]; MOV result.color, vertex.texc"
       "oord; END", 85, "vertex.attrib[8] and the conventional"),
   ERR(NV2 "MOV result.clip[6], vertex.position; END", 54,
       "clip plane 6 out of range (0 to 5)"),
   ERR(NV2 "MOV result.clip[99].x, vertex.texcoord[0]; END", 54,
       "clip plane 99 out of range"),
   ERR(NV2 "MOV result.position, program.env[256]; END", 71,
       "environment parameter 256 out of range"),
   ERR(NV2 "PARAM a[] = { program.env[3..2] }; END", 67,
       "range 3..2 invalid"),
   ERR(NV2 "PARAM a[3] = { program.env[0..3] }; END", 71,
       "array of 3 elements initialized with 4"),
   ERR(NV2 "PARAM a[0] = { 1 }; END", 46, "array size 0 out of range"),
   ERR(NV2 "PARAM a = state.matrix.mvp; END", 64, "'.row[n]'"),
   ERR(NV2 "PARAM a = program.env[0..1]; END", 61, "expected ']'"),
   ERR(NV2 "PARAM a[] = { state.matrix.mvp.row[3..1] }; END", 76,
       "matrix rows 3..1 are not ascending"),
   ERR(NV2 "PARAM a[] = { state.matrix.palette[0] }; END", 73,
       "no palette matrix is supported"),
   ERR(NV2 "PARAM a[] = { state.light[8].ambient }; END", 64,
       "light 8 out of range (0 to 7)"),
   ERR(NV2 "PARAM a[] = { state.light[0].spot.cutoff }; END", 72,
       "expected 'direction'"),
   ERR(NV2 "PARAM a[2] = { program.env[0..1] }; MOV result.position, a["
       "2]; END", 97, "array index 2 out of range (0 to 1)"),
   ERR(NV2 "PARAM a[2] = { program.env[0], program.env[0] }; ADDRESS A"
       "0; MOV result.position, a[A0.x]; END", 122,
       "binds a parameter twice"),
   /* the NV options' <arrayMemRelOffset> is any <integer> (up to
    * NVP_ARB_NV_MAX_REL_OFFSET) */
   ERR(NV2 "PARAM a[100] = { program.env[0..99] }; ADDRESS A0; MOV res"
       "ult.position, a[A0.x+65536]; END", 117,
       "an address offset 65536 out of range (0 to 65535)"),
   ERR(NV2 "PARAM a = program.env[0]; ADDRESS A0; MOV result.position,"
       " a[A0.x]; END", 98, "expected ';'"),
   /* Instructions and their operands. */
   ERR(NV2 "FOO result.position, vertex.position; END", 38,
       "expected an instruction"),
   ERR(NV2 "COS result.position, vertex.position; END", 74,
       "a scalar operand"),
   ERR(NV2 "RCP result.position, vertex.position.xy; END", 76,
       "a scalar operand takes one component"),
   ERR(NV2 "MOV result.position, vertex.position.xyz; END", 78,
       "a swizzle has one or four components"),
   ERR(NV2 "MOV result.position, vertex.position.xyzq; END", 78,
       "invalid swizzle component 'q'"),
   ERR(NV2 "MOV result.position.yx, vertex.position; END", 59,
       "invalid write mask component 'x'"),
   ERR(NV2 "MOV result.position, 0.5.x; END", 62, "expected ';'"),
   ERR(NV2 "ADDRESS A0; ARA A0, A0.xyzw; END", 60, "expected ';'"),
   ERR(NV2 "ADDRESS A0; ARL A0, vertex.position (EQ); END", 74,
       "expected ';'"),
   ERR(NV2 "ADDRESS A0; MOV result.position, A0; END", 71,
       "an ADDRESS variable is no operand"),
   ERR(NV2 "MOV result.position (XX.x), vertex.position; END", 59,
       "expected a condition"),
   ERR(NV2 "MOV result.position (EQ1), vertex.position; END", 59,
       "expected a condition"),
   ERR(NV2 "l: MOV result.position, vertex.position; l: END", 79,
       "label 'l' already defined"),
   ERR(NV2 "BRA nowhere; END", 54, "label 'nowhere'"),
   ERR(NV2 "MOV: END", 38, "'MOV' is a reserved word"),
   ERR(NV2 "TEMP r; PUSHA r; END", 46, "expected an instruction"),
   ERR(NV2 "TEMP r; MOV_SAT r, r; END", 46, "expected an instruction"),
   ERR(NV2 "TEMP r; ADDC1 r, r, r; END", 46, "expected an instruction"),
   ERR(NV2 "TEMP r; TEX r, r, texture[0], 2D; END", 46,
       "expected an instruction"),
   ERR(NV2 "OPTION ARB_position_invariant; MOV result.position, vertex."
       "position; END", 73, "cannot write result.position"),
   ERR(NV3 "ADDRESS a0; ARL a0, vertex.color; PUSHA a0.wzyx; END", 80,
       "expected ';'"),
   ERR(NV3 "ADDRESS a0; PUSHA a0 (EQ.xxxx); END", 59, "expected ';'"),
   ERR(NV3 "ADDRESS a0; POPA a0.xyz; END", 57,
       "POPA writes all four components"),
   /* NV_vertex_program3 2.14.5.43: "... or a condition code write mask
    * test other than "TR"" (upstream asmparsertest astack-08/09 load
    * it; NVIDIA's driver does not). */
   ERR(NV3 "ADDRESS a0; POPA a0 (EQ.wzyx); END", 58,
       "POPA takes no condition test other than TR"),
   ERR(NV3 "ADDRESS a0; POPA a0.xyzw (GT1); END", 63,
       "POPA takes no condition test other than TR"),
   /* NV_vertex_program3's relative attribute and result offsets: NVIDIA's
    * driver refuses n outside [0, size-1] at the "]" (the spec gives no
    * range; docs/nvidia/vertex.md). */
   ERR(NV3 "ADDRESS a0; MOV result.color, vertex.attrib[a0.x + 16]; END", 91,
       "relative offset 16 out of range (0 to 15)"),
   ERR(NV3 "ADDRESS a0; MOV result.color, vertex.texcoord[a0.x - 1]; END", 92,
       "relative offset -1 out of range (0 to 7)"),
   ERR(NV3 "ADDRESS a0; MOV result.texcoord[a0.x + 8], vertex.color; END", 78,
       "relative offset 8 out of range (0 to 7)"),
   OK(NV3 "ADDRESS a0; MOV result.texcoord[a0.x + 7], vertex.attrib[a0.y"
      " + 15]; END",
      "  0: MOV o[TEX7].xyzw, v[A0.y+31].xyzw"),
   ERR(NV3 "TEMP r; ARL_SAT r, r; END", 46, "expected an instruction"),
   ERR(NV3 "TEMP r; TEX r, r, texture[16], 2D; END", 64,
       "texture image unit 16 out of range (0 to 15)"),
   ERR(NV3 "TEMP r; TEX r, r, texture[0], 4D; END", 68,
       "expected a texture target"),
   ERR(NV3 "TEMP r; TEX r, r, texture[0], 2D; TEX r, r, texture[1], 2D"
       "; TEX r, r, texture[2], 2D; TEX r, r, texture[3], 2D; TEX r, r,"
       " texture[9], 2D; END", 160,
       "more than 4 texture image units"),
   ERR(NV3 "TEMP r; TEX r, r, texture[0], 2D, 1; END", 70,
       "expected ';'"),
   ERR(NV3 "TEMP TEX; END", 43, "'TEX' is a reserved word"),
   /* OPTION ARB_fragment_program_shadow in NV3 programs: SHADOW1D,
    * SHADOW2D and SHADOWRECT with every texture instruction, the option
    * before or after NV_vertex_program3. */
   OK(NV3 SHADOW "TEMP r; TEX r, r, texture[0], SHADOW1D; TXP r, r, "
      "texture[1], SHADOW2D; TXB r, r, texture[2], SHADOWRECT; TXL r.x,"
      " r, texture[1], SHADOW2D; END",
      "  0: TEX R0.xyzw, R0.xyzw, texture[0], SHADOW1D\n"
      "  1: TXP R0.xyzw, R0.xyzw, texture[1], SHADOW2D\n"
      "  2: TXB R0.xyzw, R0.xyzw, texture[2], SHADOWRECT\n"
      "  3: TXL R0.x, R0.xyzw, texture[1], SHADOW2D"),
   OK("!!ARBvp1.0 " SHADOW "OPTION NV_vertex_program3; TEMP r; TEX r, "
      "r, texture[3], SHADOW2D; TEX r, r, texture[1], 2D; END",
      "  0: TEX R0.xyzw, R0.xyzw, texture[3], SHADOW2D"),
   ERR(NV3 "TEMP r; TEX r, r, texture[0], SHADOW2D; END", 68,
       "expected a texture target (1D, 2D, 3D, CUBE or RECT)"),
   ERR(NV2 SHADOW "END", 45, "unsupported program option"),
   ERR(NV3 SHADOW "TEMP r; TEX r, r, texture[0], SHADOW3D; END", 104,
       "SHADOW1D, SHADOW2D or SHADOWRECT"),
   ERR(NV3 SHADOW "TEMP r; TEX r, r, texture[0], SHADOWCUBE; END", 104,
       "expected a texture target"),
   /* one target per texture image unit, shadow or not */
   ERR(NV3 SHADOW "TEMP r; TEX r, r, texture[0], 2D; TXP r, r, texture"
       "[0], SHADOW2D; END", 130,
       "texture image unit 0 used with targets 2D and SHADOW2D"),
   ERR(NV3 SHADOW "TEMP r; TXL r, r, texture[1], SHADOW1D; TEX r, r, "
       "texture[1], 1D; END", 136,
       "texture image unit 1 used with targets SHADOW1D and 1D"),
   ERR(NV3 SHADOW "TEMP r; TEX r, r, texture[2], SHADOWRECT; TXB r, r, "
       "texture[2], SHADOW2D; END", 138,
       "used with targets SHADOWRECT and SHADOW2D"),
   ERR(NV3 "TEMP r; TEX r, r, texture[3], 2D; TEX r, r, texture[3], 3D;"
       " END", 94, "texture image unit 3 used with targets 2D and 3D"),
   ERR(NV2 "MOV result.position, vertex.position; # no END", 84,
       "expected 'END'"),
   ERR(NV2 "MOV result.position, vertex.position\x01; END", 74,
       "invalid character 0x01"),
};

/* "the number of instructions exceeds MAX_PROGRAM_INSTRUCTIONS_ARB":
 * 4096 load (NVIDIA's compiler writes up to 2048 for vp40), the 4097th
 * is refused at its opcode. */
static void
test_instruction_limit(void)
{
   const unsigned max = NVP_ARB_MAX_INSTRS;

   for (unsigned n = max; n <= max + 1; n++) {
      struct unit_buf b = { NULL, 0, 0 };
      struct nvp_error err;
      size_t last = 0;

      unit_buf_str(&b, NV2 "TEMP t;\n");
      for (unsigned i = 0; i < n; i++) {
         last = b.len;
         unit_buf_str(&b, "MOV t, vertex.position;\n");
      }
      unit_buf_str(&b, "END");
      struct nvp_program *prog = nvp_parse(ARB, b.data, b.len, &err);
      char want[48];
      snprintf(want, sizeof(want), "more than %u instructions", max);
      if (n == max) {
         UNIT_CHECK(prog && prog->num_instrs == max, "%u instructions: %s",
                    n, prog ? "wrong count" : err.message);
      } else {
         UNIT_CHECK(!prog && err.position == (int)last &&
                    strstr(err.message, want),
                    "%u instructions: %d %s", n, prog ? -1 : err.position,
                    prog ? "loaded" : err.message);
      }
      nvp_program_free(prog);
      free(b.data);
   }
}

/* The IR fields the emitter and the state tracker read. */
static void
test_ir_fields(void)
{
   static const char text[] =
      NV3 "PARAM a[] = { program.env[4..5], state.fog.color }; "
      "ADDRESS A0, A1; TEMP r; ARL A1, vertex.position; "
      "MOV r, a[A1.z+1]; ADDC1_SAT r, a[2], vertex.attrib[3]; "
      "TXB r, r, texture[2], 3D; SWZ r, a[0], 0,-1,y,x; END";
   struct nvp_error err;
   struct nvp_program *prog = nvp_parse(ARB, text, strlen(text), &err);

   UNIT_CHECK(prog != NULL, "ir fields: %s", prog ? "" : err.message);
   if (!prog)
      return;
   UNIT_CHECK(prog->kind == NVP_KIND_ARBVP_NV3 && prog->num_params == 3 &&
              prog->num_temps == 1 && prog->num_addrs == 2,
              "kind/counts %d %u %u %u", prog->kind, prog->num_params,
              prog->num_temps, prog->num_addrs);
   UNIT_CHECK(prog->params[0].kind == NVP_PARAM_ENV &&
              prog->params[1].index == 5 &&
              prog->params[2].kind == NVP_PARAM_STATE &&
              prog->params[2].state[0] == NVP_STATE_FOG_COLOR,
              "param slots");
   const struct nvp_src *rel = &prog->instrs[1].src[0];
   UNIT_CHECK(rel->relative && rel->addr_index == 1 && rel->addr_comp == 2 &&
              rel->index == 1 && rel->array_base == 0 &&
              rel->array_size == 3, "relative read");
   const struct nvp_instr *add = &prog->instrs[2];
   UNIT_CHECK(add->update_cc && add->cc_update_index == 1 && add->saturate &&
              add->src[1].index == NVP_ATTRIB_GENERIC0 + 3 &&
              prog->uses_cc1, "ADDC1_SAT");
   const struct nvp_instr *txb = &prog->instrs[3];
   UNIT_CHECK(txb->op == NVP_OP_TXB && txb->tex_unit == 2 &&
              txb->tex_target == NVP_TEX_3D &&
              prog->tex_units_used[0] == 0x4, "TXB");
   const struct nvp_src *swz = &prog->instrs[4].src[0];
   UNIT_CHECK(swz->swizzle[0] == NVP_SWIZZLE_ZERO &&
              swz->swizzle[1] == NVP_SWIZZLE_ONE && swz->swizzle[2] == 1 &&
              swz->swizzle[3] == 0 && swz->negate_comps == 0x2, "SWZ");
   UNIT_CHECK(prog->attribs_read == (1u | 1u << (NVP_ATTRIB_GENERIC0 + 3)),
              "attribs_read %#x", prog->attribs_read);
   nvp_program_free(prog);
}

/* Which texts are ours: an NV option in the option sequence. */
static void
test_option_scan(void)
{
   static const struct {
      const char *text;
      bool ours;
   } scans[] = {
      { "!!ARBvp1.0 OPTION NV_vertex_program2; END", true },
      { "!!ARBvp1.0\n# c\nOPTION ARB_position_invariant;\r\nOPTION "
        "NV_vertex_program3; END", true },
      { "!!ARBvp1.0 MOV result.color, 1; OPTION NV_vertex_program2;",
        false },
      { "!!ARBvp1.0 OPTION NV_vertex_program2", true },
      { "!!ARBvp1.0 OPTION NV_vertex_program; END", false },
      { "!!ARBfp1.0 OPTION NV_vertex_program2; END", false },
      { "!!ARBvp1.0 OPTION ARB_position_invariant; END", false },
      { "", false },
      /* Two ADDRESS variables */
      { "!!ARBvp1.0 ADDRESS a, b; END", true },
      { "!!ARBvp1.0 ADDRESS a; TEMP t; ADDRESS b; END", true },
      { "!!ARBvp1.0 ADDRESS a; # ADDRESS b;\n END", false },
      { "!!ARBvp1.0 ADDRESS a; END ADDRESS b;", false },
      { "!!ARBvp1.0 TEMP ADDRESS, b; END", false },
      /* Whitespace and comments before the header, as Mesa's lexer
       * (and upstream asmparsertest files) have them. */
      { "\n\n  # c\n!!ARBvp1.0 OPTION NV_vertex_program3; END", true },
      { "\r\n!!ARBvp1.0 ADDRESS a, b; END", true },
      { "x!!ARBvp1.0 OPTION NV_vertex_program2; END", false },
   };
   for (unsigned i = 0; i < sizeof(scans) / sizeof(scans[0]); i++) {
      size_t n = strlen(scans[i].text);
      bool nv = strstr(scans[i].text, "NV_") != NULL;
      UNIT_CHECK(nvp_arbvp_is_ours(scans[i].text, n) == scans[i].ours,
                 "ours scan %u", i);
      UNIT_CHECK(nvp_arbvp_has_nv_option(scans[i].text, n) ==
                 (scans[i].ours && nv), "option scan %u", i);
   }

   /* After leading lines, positions stay byte offsets of the whole
    * text and lines count from its first byte. */
   static const char text[] =
      "\n\n!!ARBvp1.0\nOPTION NV_vertex_program2;\nFOO;\nEND";
   struct nvp_error err;
   struct nvp_program *prog = nvp_parse(NVP_TARGET_ARB_VERTEX, text,
                                        strlen(text), &err);
   UNIT_CHECK(!prog && err.position == (int)(strstr(text, "FOO") - text) &&
              err.line == 5 && err.column == 1,
              "error after leading lines at %d (%u:%u)", err.position,
              err.line, err.column);
   nvp_program_free(prog);
}

/* MAX_PROGRAM_TEMPORARIES_ARB: NVIDIA's compiler declares up to 32 R
 * registers and "TEMP RC, HC;" beside them (vp40, fp40), so the limit
 * is 64 for both options; the 65th name fails at its position, and a
 * context reporting fewer gets its own number. */
static void
temp_limit_case(bool fragment, unsigned n, unsigned max, bool ok)
{
   struct unit_buf b = { NULL, 0, 0 };
   struct nvp_arb_limits limits = nvp_arb_default_limits;
   struct nvp_error err;
   char name[16];
   size_t last = 0;

   limits.max_temps = max;
   unit_buf_str(&b, fragment ? "!!ARBfp1.0 OPTION NV_fragment_program;\n"
                             : "!!ARBvp1.0 OPTION NV_vertex_program3;\n");
   unit_buf_str(&b, "TEMP RC, HC");
   for (unsigned i = 2; i < n; i++) {
      snprintf(name, sizeof(name), ", R%u", i - 2);
      unit_buf_str(&b, name);
      last = b.len - strlen(name) + 2;
   }
   unit_buf_str(&b, fragment ? ";\nMOV result.color, R0;\nEND"
                             : ";\nMOV result.position, R0;\nEND");
   struct nvp_program *prog =
      fragment ? nvp_parse_arbfp(b.data, b.len, &limits, &err)
               : nvp_parse_arbvp(b.data, b.len, &limits, &err);
   if (ok) {
      UNIT_CHECK(prog && prog->num_temps == n, "%s %u TEMPs (limit %u): "
                 "%s", fragment ? "fp" : "vp", n, max,
                 prog ? "wrong count" : err.message);
   } else {
      char want[48];
      snprintf(want, sizeof(want), "more than %u ", max);
      UNIT_CHECK(!prog && err.position == (int)last &&
                 strstr(err.message, want) &&
                 strstr(err.message, "TEMP variables"),
                 "%s %u TEMPs (limit %u): %d %s", fragment ? "fp" : "vp",
                 n, max, prog ? -1 : err.position,
                 prog ? "loaded" : err.message);
   }
   nvp_program_free(prog);
   free(b.data);
}

static void
test_temp_limit(void)
{
   for (unsigned f = 0; f < 2; f++) {
      temp_limit_case(f, 34, NVP_ARB_NUM_TEMPS, true);
      temp_limit_case(f, 64, NVP_ARB_NUM_TEMPS, true);
      temp_limit_case(f, 65, NVP_ARB_NUM_TEMPS, false);
      temp_limit_case(f, 24, 24, true);
      temp_limit_case(f, 25, 24, false);
   }
}

/* NV_vertex_program3 texture units past MAX_TEXTURE_IMAGE_UNITS_ARB, up
 * to MAX_COMBINED_TEXTURE_IMAGE_UNITS-1 (wined3d binds vertex samplers
 * there), each through a free sampler slot; at most
 * MAX_VERTEX_TEXTURE_IMAGE_UNITS_ARB distinct units. */
static void
test_combined_texture_units(void)
{
   struct nvp_arb_limits limits = nvp_arb_default_limits;
   struct nvp_error err;
   char text[4096];

   limits.max_texture_units = 32;
   limits.max_combined_texture_units = 192;
   limits.max_vertex_texture_units = 32;
   snprintf(text, sizeof(text), NV3 "TEMP r;\nTEX r, r, texture[32], 2D;\n"
            "TEX r, r, texture[0], 2D;\nTEX r, r, texture[191], 2D;\n"
            "TEX r, r, texture[1], 2D;\nEND");
   struct nvp_program *prog = nvp_parse_arbvp(text, strlen(text), &limits,
                                              &err);
   UNIT_CHECK(prog && prog->instrs[0].tex_unit == 32 &&
              prog->instrs[2].tex_unit == 191 &&
              prog->tex_units_used[0] == 3 &&
              prog->tex_units_used[1] == 1 &&
              prog->tex_units_used[5] == 1u << 31,
              "units 32 and 191: %s", prog ? "wrong IR" : err.message);
   if (prog) {
      /* slots 0 and 1 are units 0 and 1; 32 and 191 take 2 and 3 */
      UNIT_CHECK(nvp_vp_sampler_slot(prog, 0) == 0 &&
                 nvp_vp_sampler_slot(prog, 1) == 1 &&
                 nvp_vp_sampler_slot(prog, 32) == 2 &&
                 nvp_vp_sampler_slot(prog, 191) == 3, "sampler slots");
   }
   nvp_program_free(prog);

   snprintf(text, sizeof(text),
            NV3 "TEMP r;\nTEX r, r, texture[192], 2D;\nEND");
   prog = nvp_parse_arbvp(text, strlen(text), &limits, &err);
   UNIT_CHECK(!prog && strstr(err.message, "texture image unit 192 out of "
                              "range (0 to 191)"),
              "unit 192: %s", prog ? "loaded" : err.message);
   nvp_program_free(prog);

   /* 32 distinct units load, a 33rd fails at its "texture" */
   size_t len = (size_t)snprintf(text, sizeof(text), NV3 "TEMP r;\n");
   for (unsigned u = 0; u < 33; u++)
      len += (size_t)snprintf(text + len, sizeof(text) - len,
                              "TEX r, r, texture[%u], 2D;\n", 100 + u);
   snprintf(text + len, sizeof(text) - len, "END");
   prog = nvp_parse_arbvp(text, strlen(text), &limits, &err);
   UNIT_CHECK(!prog && strstr(err.message, "more than 32 texture image "
                              "units"), "33 units: %s",
              prog ? "loaded" : err.message);
   nvp_program_free(prog);
}

/* "If this extension and ARB_fragment_program shadow are both
 * supported, vertex programs may include the option statement": without
 * GL_ARB_fragment_program_shadow the option is unsupported. */
static void
test_shadow_option_limits(void)
{
   static const char text[] =
      NV3 SHADOW "TEMP r; TXP r, r, texture[5], SHADOW2D; END";
   struct nvp_arb_limits limits = nvp_arb_default_limits;
   struct nvp_error err;

   struct nvp_program *prog = nvp_parse_arbvp(text, strlen(text), &limits,
                                              &err);
   UNIT_CHECK(prog && prog->instrs[0].tex_target == NVP_TEX_SHADOW2D &&
              prog->instrs[0].tex_unit == 5 &&
              prog->tex_units_used[0] == 1u << 5, "shadow option: %s",
              prog ? "wrong IR" : err.message);
   nvp_program_free(prog);

   limits.fp_shadow = false;
   prog = nvp_parse_arbvp(text, strlen(text), &limits, &err);
   UNIT_CHECK(!prog && err.position == 45 &&
              strstr(err.message, "unsupported program option"),
              "shadow option unsupported: %d %s", prog ? -1 : err.position,
              prog ? "loaded" : err.message);
   nvp_program_free(prog);
}

/* "!!ARBfp1.0" texts that name OPTION NV_fragment_program or
 * NV_fragment_program2. */
static void
test_fp_option_scan(void)
{
   static const struct {
      const char *text;
      bool nv;
   } scans[] = {
      { "!!ARBfp1.0 OPTION NV_fragment_program; END", true },
      { "!!ARBfp1.0\n# c\nOPTION ARB_precision_hint_fastest;\r\n"
        "OPTION NV_fragment_program; END", true },
      { "!!ARBfp1.0 OPTION NV_fragment_program", true },
      { "!!ARBfp1.0 MOV result.color, 1; OPTION NV_fragment_program;",
        false },
      { "!!ARBfp1.0 # OPTION NV_fragment_program;\nEND", false },
      { "!!ARBfp1.0 OPTION NV_fragment_program2; END", true },
      { "!!ARBfp1.0 OPTION NV_fragment_program3; END", false },
      { "!!ARBfp1.0 OPTION NV_vertex_program2; END", false },
      { "!!ARBvp1.0 OPTION NV_fragment_program; END", false },
      { " !!ARBfp1.0 OPTION NV_fragment_program; END", true },
      { "\n\n# blank lines and comments first, as Mesa's lexer allows\n"
        "!!ARBfp1.0 OPTION NV_fragment_program; END", true },
      { "!!FP1.0 OPTION NV_fragment_program; END", false },
      { "!!ARBfp1.0 OPTION ARB_fog_linear; END", false },
      { "", false },
   };
   for (unsigned i = 0; i < sizeof(scans) / sizeof(scans[0]); i++) {
      size_t n = strlen(scans[i].text);
      UNIT_CHECK(nvp_arbfp_has_nv_option(scans[i].text, n) ==
                 scans[i].nv, "fp option scan %u", i);
      /* a shorter length cuts the option name */
      if (scans[i].nv)
         UNIT_CHECK(!nvp_arbfp_has_nv_option(scans[i].text, 30),
                    "fp option scan %u cut", i);
   }
   UNIT_CHECK(!nvp_arbfp_has_nv_option(NULL, 0), "fp option scan NULL");
}

int
main(void)
{
   unit_run_parse_cases(cases, sizeof(cases) / sizeof(cases[0]),
                        unit_check_case_line_column);
   test_instruction_limit();
   test_ir_fields();
   test_option_scan();
   test_fp_option_scan();
   test_temp_limit();
   test_shadow_option_limits();
   test_combined_texture_units();
   printf("%zu table cases + 6 groups, %u checks: %u failures\n",
          sizeof(cases) / sizeof(cases[0]), unit_checks, unit_failures);
   return unit_failures ? 1 : 0;
}
