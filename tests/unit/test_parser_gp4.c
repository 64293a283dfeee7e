/*
 * Table-driven tests of the NV_gpu_program4 front end ("!!NVvp4.0",
 * "!!NVfp4.0", "!!NVgp4.0" on the nvp_arb*.c core with the gp4
 * stages): constructs
 * accepted with the IR line they must give, each implemented load rule
 * rejected at its exact GL error position with its message, and a check
 * that the golden programs vp/gp4_every_opcode.vp,
 * fp/gp4_every_opcode.fp and gp/gp4gp_every_opcode.gp use every
 * instruction of the catalogue's gp4 columns (Table X.13,
 * NV_fragment_program4's KIL, DDX, DDY, NV_geometry_program4's EMIT,
 * ENDPRIM).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp.h"
#include "nvp_ir.h"
#include "unit_common.h"

#define V NVP_TARGET_ARB_VERTEX
#define F NVP_TARGET_ARB_FRAGMENT
#define G NVP_TARGET_ARB_GEOMETRY
#define OK(t, text, dump)       { t, text, -1, true, -1, dump }
#define ERR(t, text, pos, msg)  { t, text, -1, false, pos, msg }

#define VP "!!NVvp4.0\n"
#define FP "!!NVfp4.0\n"
/* strlen(VP), strlen(FP) */
#define N 10
/* NV_geometry_program4: the header, and it with its three declarations
 * (M bytes) */
#define GP "!!NVgp4.0\n"
/* NV_gpu_program5's headers (the same length) */
#define V5 "!!NVvp5.0\n"
#define F5 "!!NVfp5.0\n"
#define G5 "!!NVgp5.0\n"
/* NV_gpu_program5's 64-bit floating point, and strlen() of it */
#define X64 "OPTION NV_gpu_program_fp64;\n"
#define O 28
#define GPD GP "PRIMITIVE_IN TRIANGLES; PRIMITIVE_OUT TRIANGLE_STRIP; " \
        "VERTICES_OUT 3;\n"
#define M ((int)sizeof(GPD) - 1)
/* NV_gpu_program5 subroutines: a type of two labels (l, m), a variable
 * on program.subroutine[3] and an array on [5..6] and [9] */
#define SUBS "SUBROUTINETYPE T { l }; SUBROUTINETYPE T { m, l };\n" \
             "SUBROUTINE T s = program.subroutine[3];\n" \
             "SUBROUTINE T a[3] = { program.subroutine[5..6], " \
             "program.subroutine[9] };\n"
#define SUBS_LEN ((int)sizeof(SUBS) - 1)

static const struct unit_parse_case cases[] = {
   /* suffixes (Table X.15) and stand-alone modifiers (Table X.14) */
   OK(V, VP "TEMP r; ADDRC1_SSAT r, r, r; END",
      "  0: ADDR.F.CC1.SSAT R0.xyzw"),
   OK(V, VP "TEMP r; ADDH.CC0.SAT r, r, r; END",
      "  0: ADDH.F.CC0.SAT R0.xyzw"),
   /* "If "S24" or "U24" is specified, the data type is implied and
    * normal data type modifiers may not be provided" */
   OK(V, VP "UINT TEMP r; MUL.U24 r, r, r; END", "  0: MUL.U.U24 R0"),
   OK(V, VP "INT TEMP r; MUL.S24.CC r, r, r; END", "  0: MUL.S.CC0.S24"),
   ERR(V, VP "INT TEMP r; MUL.S.U24 r, r, r; END", N + 18,
       "S24 and U24 imply the data type"),
   ERR(V, VP "INT TEMP r; MUL.S24.S r, r, r; END", N + 20,
       "S24 and U24 imply the data type"),
   OK(V, VP "INT TEMP r; MUL.S.HI r, r, r; END", "  0: MUL.S.HI R0"),
   OK(V, VP "TEMP r; MOV.U.NTC r, r; END", "  0: MOV.U.NTC R0"),
   /* default data types (D column): F, or S for the bit operations */
   OK(V, VP "TEMP r; AND r, r, 1; END", "  0: AND.S R0"),
   OK(V, VP "TEMP r; TXQ r, r, texture, 2D; END",
      "  0: TXQ.S R0.xyzw, R0.xyzw, texture[0], 2D"),
   /* integer literals */
   OK(V, VP "TEMP r; ADD.U r, r, {4294967295, 0}; END",
      "# c[0] = {-1i, 0i, 0i, 1i}"),
   OK(V, VP "TEMP r; ADD.S r, r, {-7, 2}; END",
      "# c[0] = {-7i, 2i, 0i, 1i}"),
   OK(V, VP "TEMP r; MOV r, {3, 2}; END", "# c[0] = {3, 2, 0, 1}"),
   OK(V, VP "UINT PARAM p = {1, 2, 3, 4}; TEMP r; MOV.U r, p; END",
      "# c[0] = {1i, 2i, 3i, 4i}"),
   OK(V, VP "PARAM p = {1.5, 2}; TEMP r; MOV r, p; END",
      "# c[0] = {1.5, 2, 0, 1}"),
   /* bindings */
   OK(V, VP "TEMP r; MOV.S r, vertex.instance.x; END",
      "  0: MOV.S R0.xyzw, vertex.instance.xxxx"),
   OK(V, VP "INT ATTRIB a = vertex.attrib[3]; TEMP r; MOV.S r, a; END",
      "# attribs_int: 19"),
   OK(F, FP "MOV result.color, fragment.attrib[15]; END",
      "  0: MOV.F o[COLR].xyzw, f[ATTR15].xyzw"),
   OK(F, FP "OPTION ARB_draw_buffers; MOV result.color[7], "
      "fragment.facing; END", "  0: MOV.F o[COLR7].xyzw, f[FACE].xyzw"),
   /* 2.X.3.1 arrays of attributes and results: ranges, lists, ALIAS;
    * a member reads or writes its binding */
   OK(V, VP "ATTRIB a[] = { vertex.attrib[1..2] }; TEMP r; MOV r, -a[1].x;"
      " END", "  0: MOV.F R0.xyzw, -v[18].xxxx"),
   OK(V, VP "ATTRIB a[2] = { vertex.texcoord[0], vertex.texcoord[1] }; "
      "OUTPUT o[] = { result.texcoord[0..2] }; MOV o[2].xy, a[1]; END",
      "  0: MOV.F o[TEX2].xy, v[9].xyzw"),
   OK(V, VP "ATTRIB a[] = { vertex.attrib[0..1] }; MOV result.position, "
      "a[0]; END", "  0: MOV.F o[HPOS].xyzw, v[0].xyzw"),
   OK(V, VP "OUTPUT d[] = { result.clip[1..2] }; MOV d[1].x, 1; END",
      "  0: MOV.F o[CLP2].x"),
   OK(V, VP "ATTRIB a[3] = { vertex.attrib[1..2], vertex.attrib[3] }; "
      "ALIAS b = a; TEMP r; MOV r, b[2]; END",
      "  0: MOV.F R0.xyzw, v[19].xyzw"),
   OK(F, FP "ATTRIB t[] = { fragment.texcoord[0..1] }; MOV result.color, "
      "t[1]; END", "  0: MOV.F o[COLR].xyzw, f[TEX1].xyzw"),
   OK(F, FP "FLAT ATTRIB a[] = { fragment.attrib[2..3] }; MOV "
      "result.color, a[1]; END", "# attribs_flat: 15 16"),
   /* flow */
   OK(V, VP "REP; BRK; ENDREP; END", "  0: REP.F (no count) -> 2"),
   OK(V, VP "REP 3; CONT; ENDREP; END", "  1: CONT -> 2"),
   /* 2.X.8: a REP without a count needs "either a BRK instruction at
    * the current nesting level or a RET instruction at any nesting
    * level"; a BRK in an IF of the block leaves it */
   OK(V, VP "REP; IF NE.x; BRK; ENDIF; ENDREP; END", "  2: BRK -> 4"),
   OK(V, VP "REP; BRK (FL); ENDREP; END", "  1: BRK (FL0.xyzw) -> 2"),
   OK(V, VP "REP; REP 2; IF EQ.x; RET; ENDIF; ENDREP; ENDREP; END",
      "  0: REP.F (no count) -> 6"),
   OK(V, VP "REP; REP; BRK; ENDREP; BRK; ENDREP; END",
      "  2: BRK -> 3"),
   OK(V, VP "REP 2; ENDREP; END", "  1: ENDREP -> 0"),
   OK(V, VP "CAL f; RET; f: RET (GT.x); END", "  0: CAL f -> 2"),
   /* Table X.16's tests of NV_gpu_program4, in masks and in the
    * conditions of IF, BRK, CONT, CAL, RET and KIL; "LEG" is not "LE"
    * and "G" */
   OK(V, VP "TEMP r; MOV r (NAN1.xyzw), r; END",
      "  0: MOV.F R0.xyzw (NAN1.xyzw), R0.xyzw"),
   OK(V, VP "TEMP r; MOV r (LEG), r; END", "(LEG0.xyzw)"),
   OK(V, VP "TEMP r; MOV r (CF0.x), r; END", "(CF0.xxxx)"),
   OK(V, VP "TEMP r; MOV r (NCF.yxwz), r; END", "(NCF0.yxwz)"),
   OK(V, VP "TEMP r; MOV r (OF1), r; END", "(OF1.xyzw)"),
   OK(V, VP "TEMP r; MOV r (NOF), r; END", "(NOF0.xyzw)"),
   OK(V, VP "TEMP r; MOV r (AB.w), r; END", "(AB0.wwww)"),
   OK(V, VP "TEMP r; MOV r (BLE1.z), r; END", "(BLE1.zzzz)"),
   OK(V, VP "TEMP r; MOV r (SF), r; END", "(SF0.xyzw)"),
   OK(V, VP "TEMP r; MOV r (NSF0), r; END", "(NSF0.xyzw)"),
   OK(V, VP "TEMP r; MOV r (LE), r; END", "(LE0.xyzw)"),
   OK(V, VP "TEMP r; MOV r (NE1), r; END", "(NE1.xyzw)"),
   OK(V, VP "IF LEG1.x; ENDIF; END", "  0: IF (LEG1.xxxx)"),
   OK(V, VP "REP; BRK (AB1.y); ENDREP; END", "  1: BRK (AB1.yyyy)"),
   OK(V, VP "REP 2; CONT (NCF); ENDREP; END", "  1: CONT (NCF0.xyzw)"),
   OK(V, VP "CAL f (NOF1.w); RET (SF); f: RET; END",
      "  0: CAL f (NOF1.wwww)"),
   OK(F, FP "KIL NAN.x; END", "  0: KIL.F (NAN0.xxxx)"),
   OK(F, FP "KIL BLE1; END", "  0: KIL.F (BLE1.xyzw)"),
   /* a declared name is KIL's operand */
   OK(F, FP "TEMP CF; KIL CF; END", "  0: KIL.F R0.xyzw"),
   /* 2.X.3.1 declared data types: the operand and result types of
    * Table X.13 (fixed "vf"/"vs"/"vu" ones included) match; typeless
    * variables and bindings take any; .NTC turns the check off (its
    * constants stay integers) */
   OK(V, VP "INT TEMP i; ADD.S i, i, 1; END", "  0: ADD.S R0.xyzw"),
   OK(V, VP "FLOAT TEMP f; INT TEMP i; TRUNC.S i, f; I2F f, i; END",
      "  1: I2F.S R0.xyzw, R1.xyzw"),
   OK(V, VP "UINT TEMP u; TEMP r; I2F.U r, u; END", "  0: I2F.U R1.xyzw"),
   OK(V, VP "INT TEMP i; UINT TEMP u; SAD.S u, i, i, u; END",
      "  0: SAD.S R1.xyzw, R0.xyzw, R0.xyzw, R1.xyzw"),
   OK(V, VP "FLOAT TEMP f; UINT TEMP u; TEX.U u, f, texture[0], 2D; END",
      "  0: TEX.U R1.xyzw, R0.xyzw"),
   OK(V, VP "INT TEMP i; FLOAT TEMP f; TXF f, i, texture[0], 2D; END",
      "  0: TXF.F R1.xyzw, R0.xyzw"),
   OK(V, VP "INT TEMP i, j; TXQ i, j, texture, 2D; END", "  0: TXQ.S"),
   OK(V, VP "FLOAT TEMP f; UINT TEMP u; PK2H.U u.x, f; UP2H.U f, u.x; END",
      "  1: UP2H.U R0.xyzw, R1.xxxx"),
   OK(V, VP "UINT TEMP u; SHL.U u, u, u.x; END", "  0: SHL.U R0.xyzw"),
   OK(V, VP "INT TEMP i; UINT TEMP u; MOV.U.NTC u, -i; END",
      "  0: MOV.U.NTC R1.xyzw, -R0.xyzw"),
   OK(V, VP "INT TEMP i; FLOAT TEMP f; ADD.S.NTC f, i, 7; END",
      "# c[0] = {7i, 7i, 7i, 7i}"),
   OK(V, VP "INT TEMP i; MOV.S i, vertex.attrib[1]; MOV.S.CC i, i;"
      "IF GT.x; ENDIF; END", "  0: MOV.S R0.xyzw, v[17].xyzw"),
   OK(V, VP "PARAM c[] = { {1, 2, 3, 4} }; UINT TEMP u; TEMP r;"
      "MOV r, c[u.x]; END", "  0: MOV.F R1.xyzw, c[R0.x+0].xyzw"),
   OK(V, VP "INT TEMP i; REP.S i.x; BRK; ENDREP; END",
      "  0: REP.S R0.xxxx -> 2"),
   OK(F, FP "INT TEMP i; KIL.S i; END", "  0: KIL.S R0.xyzw"),
   OK(F, FP "FLOAT OUTPUT o = result.color; INT TEMP i; I2F o, i; END",
      "  0: I2F.S o[COLR].xyzw, R0.xyzw"),
   /* texture targets and offsets */
   OK(V, VP "TEMP r; TEX r, r, texture[1], SHADOWARRAY2D, (1,2); END",
      "texture[1], SHADOWARRAY2D, (1,2,0)"),
   OK(V, VP "TEMP r; TXL r, r, texture[1], 3D, (-8,7,-1); END",
      "texture[1], 3D, (-8,7,-1)"),

   /* 2.X.4.1 modifier rules */
   ERR(V, VP "TEMP r; ADD.F.S r, r, r; END", N + 14,
       "more than one data type modifier"),
   ERR(V, VP "TEMP r; ADDR.F r, r, r; END", N + 13,
       "more than one data type modifier"),
   ERR(V, VP "TEMP r; ADDC.CC1 r, r, r; END", N + 13,
       "more than one condition code update modifier"),
   ERR(V, VP "TEMP r; ADD_SAT.SSAT r, r, r; END", N + 16,
       "more than one clamping modifier"),
   ERR(V, VP "TEMP r; AND.F r, r, r; END", N + 12,
       "AND does not take the 'F' modifier"),
   ERR(V, VP "TEMP r; DP3.S r, r, r; END", N + 12,
       "DP3 does not take the 'S' modifier"),
   ERR(V, VP "TEMP r; TXQ.S r, r, texture, 2D; END", N + 12,
       "TXQ does not take the 'S' modifier"),
   ERR(V, VP "TEMP r; ADD.S24 r, r, r; END", N + 12,
       "ADD does not take the 'S24' modifier"),
   ERR(V, VP "TEMP r; MUL.HI r, r, r; END", N + 12,
       "HI is a 32-bit integer multiply: MUL.HI needs .S or .U"),
   ERR(V, VP "TEMP r; ADD.S.SAT r, r, r; END", N + 14,
       "a clamping modifier needs floating-point results"),
   ERR(V, VP "TEMP r; ADD.U_SAT r, r, r; END", N + 12,
       "expected an instruction modifier"),
   ERR(V, VP "TEMP r; ADD.X r, r, r; END", N + 12,
       "expected an instruction modifier"),
   ERR(V, VP "TEMP r; ANDH r, r, r; END", N + 8,
       "expected an instruction"),
   ERR(V, VP "TEMP r; KIL r; END", N + 8, "expected an instruction"),
   /* 2.X.3.3 constants */
   ERR(V, VP "TEMP r; ADD.S r, r, 1.5; END", N + 20,
       "a floating-point constant where a signed integer is expected"),
   ERR(V, VP "TEMP r; ADD.S r, r, {-7, 2.5}; END", N + 25,
       "a floating-point constant where a signed integer is expected"),
   ERR(V, VP "TEMP r; ADD.U r, r, {1, -2}; END", N + 24,
       "a negative constant where an unsigned integer is expected"),
   ERR(V, VP "INT PARAM p = {1.0}; END", N + 15,
       "a floating-point constant where a signed integer is expected"),
   /* 2.X.3.1 declarations */
   ERR(V, VP "INT UINT TEMP r; END", N + 4,
       "more than one data type modifier"),
   ERR(V, VP "SHORT LONG TEMP r; END", N + 6,
       "more than one storage size modifier"),
   ERR(V, VP "TEMP r; INT ALIAS a = r; END", N + 12,
       "ALIAS takes no modifiers"),
   ERR(V, VP "FLAT ATTRIB a = vertex.position; END", N,
       "expected an instruction"),
   ERR(F, FP "FLAT TEMP r; END", N + 5,
       "interpolation modifiers are for ATTRIB declarations"),
   ERR(F, FP "CENTROID CENTROID ATTRIB a = fragment.color; END", N + 9,
       "CENTROID specified twice"),
   ERR(F, FP "FLAT CENTROID ATTRIB a = fragment.color; END", N + 5,
       "FLAT with CENTROID or NOPERSPECTIVE"),
   ERR(F, FP "INT ATTRIB a = fragment.attrib[0]; END", N + 11,
       "an integer fragment attribute must be declared FLAT"),
   ERR(F, FP "FLAT ATTRIB p = fragment.position; END", N + 12,
       "no interpolation modifier may be given to fragment.position"),
   ERR(F, FP "FLAT ATTRIB a = fragment.texcoord[1]; ATTRIB b = "
       "fragment.texcoord[1]; END", N + 45,
       "already declared with other interpolation modifiers"),
   ERR(F, FP "FLAT ATTRIB a = fragment.color; ATTRIB b = "
       "fragment.color.secondary; END", N + 39,
       "already declared with other interpolation modifiers"),
   /* 2.X.3.1, 2.X.3.2, 2.X.3.5 attribute and result arrays */
   ERR(V, VP "ATTRIB a[3] = { vertex.attrib[1..2] }; END", N + 36,
       "array of 3 elements initialized with 2"),
   ERR(V, VP "ATTRIB a[0] = { vertex.attrib[1] }; END", N + 9,
       "array size 0 out of range (1 to 32)"),
   ERR(V, VP "ATTRIB a[] = { vertex.attrib[2..1] }; END", N + 32,
       "vertex attribute range 2..1 is not ascending"),
   ERR(V, VP "ATTRIB a[] = { vertex.attrib[1..16] }; END", N + 32,
       "vertex attribute 16 out of range (0 to 15)"),
   ERR(V, VP "ATTRIB a = vertex.attrib[1..2]; END", N + 26,
       "a range [n..o] of bindings is allowed only in an ATTRIB or OUTPUT "
       "array declaration"),
   ERR(F, FP "MOV result.color, fragment.texcoord[0..1]; END", N + 37,
       "a range [n..o] of bindings is allowed only"),
   ERR(V, VP "ATTRIB a[] = { vertex.attrib[1], vertex.attrib[3] }; END",
       N + 33, "the bindings of an array must be of one type and "
       "consecutive"),
   ERR(V, VP "ATTRIB a[] = { vertex.attrib[2], vertex.attrib[1] }; END",
       N + 33, "of one type and consecutive"),
   ERR(V, VP "ATTRIB a[] = { vertex.attrib[1], vertex.texcoord[2] }; END",
       N + 33, "of one type and consecutive"),
   ERR(V, VP "ATTRIB a[] = { vertex.position }; END", N + 15,
       "only texcoord, attrib and clip bindings with an index can be "
       "array members"),
   ERR(V, VP "ATTRIB a[] = { vertex.attrib[1..2] }; TEMP r; MOV r, a; END",
       N + 53, "'a' is an array: name a member"),
   ERR(V, VP "OUTPUT o[] = { result.texcoord[0..1] }; MOV o, 1; END",
       N + 44, "'o' is an array: name a member"),
   ERR(V, VP "ATTRIB a = vertex.attrib[1]; TEMP r; MOV r, a[0]; END",
       N + 45, "an array member of 'a', which is not an array"),
   ERR(V, VP "ATTRIB a[] = { vertex.attrib[1..2] }; OUTPUT o = "
       "result.texcoord[1]; MOV o[0], a[0]; END", N + 74,
       "an array member of 'o', which is not an array"),
   ERR(V, VP "ATTRIB a[] = { vertex.attrib[1..2] }; TEMP r; MOV r, a[2]; "
       "END", N + 55, "array index 2 out of range (0 to 1)"),
   /* relative members (2.X.4.2: "Array members can be accessed using
    * either absolute or relative addressing"): the dump names the first
    * member, the index, the offset and the size */
   OK(V, VP "ATTRIB a[] = { vertex.attrib[1..2] }; INT TEMP i; TEMP r; "
      "MOV r, a[i.x + 1].zwyx; END",
      "  0: MOV.F R1.xyzw, v[17][R0.x+1](2).zwyx"),
   OK(V, VP "OUTPUT o[] = { result.texcoord[1..3] }; INT TEMP i; "
      "MOV o[i.y].x, 1; END", "  0: MOV.F o[TEX1][R0.y+0](3).x"),
   OK(F, FP "ATTRIB c[] = { fragment.clip[0..1] }; INT TEMP i; "
      "MOV result.color, c[i.x]; END", "# clips_read: 0 1"),
   ERR(V, VP "ATTRIB a[] = { vertex.attrib[1..2] }; INT TEMP i; TEMP r; "
       "MOV r, a[i.x + 2]; END", N + 73,
       "relative offset 2 out of range (0 to 1)"),
   ERR(V, VP "OUTPUT o[] = { result.texcoord[1..3] }; FLOAT TEMP f; "
       "MOV o[f.x], 1; END", N + 60,
       "'f' is declared FLOAT and read as an integer array index"),
   /* 2.X.4.2 relative addressing: "a scalar integer operand and an
    * optional constant offset"; the dump names the slot of the array's
    * first member plus the offset */
   OK(V, VP "PARAM c[4] = { program.local[0..3] }; INT TEMP i; TEMP r; "
      "MOV r, c[i.w + 3]; END", "  0: MOV.F R1.xyzw, c[R0.w+3].xyzw"),
   OK(V, VP "PARAM p = program.local[9]; PARAM c[] = { {1, 2, 3, 4}, "
      "program.env[2] }; TEMP r; MOV r, c[r.x - 0]; ADD r, p, c[r.y + 1];"
      " END", "  1: ADD.F R0.xyzw, c[0].xyzw, c[R0.y+2].xyzw"),
   OK(F, FP "PARAM c[2] = { program.local[0..1] }; SHORT TEMP h; "
      "MOV result.color, c[h.g + 1]; END",
      "  0: MOV.F o[COLR].xyzw, c[H0.y+1].xyzw"),
   /* "A program will fail to load if it specifies an offset outside
    * that range." */
   ERR(V, VP "PARAM c[4] = { program.local[0..3] }; INT TEMP i; TEMP r; "
       "MOV r, c[i.x + 4]; END", N + 73,
       "relative offset 4 out of range (0 to 3)"),
   ERR(V, VP "PARAM c[4] = { program.local[0..3] }; INT TEMP i; TEMP r; "
       "MOV r, c[i.x - 1]; END", N + 73,
       "relative offset -1 out of range (0 to 3)"),
   ERR(V, VP "PARAM c[4] = { program.local[0..3] }; ATTRIB a = "
       "vertex.attrib[1]; TEMP r; MOV r, c[a.x]; END", N + 84,
       "expected an array index or an integer TEMP component"),
   ERR(V, VP "PARAM c[4] = { program.local[0..3] }; INT TEMP i; TEMP r; "
       "MOV r, c[i.xy]; END", N + 69,
       "expected one component (a scalar operand)"),
   ERR(V, VP "PARAM c[4] = { program.local[0..3] }; INT TEMP i; TEMP r; "
       "MOV r, c[i]; END", N + 68, "expected '.'"),
   /* "A program will fail to load if any program parameter binding is
    * used more than once in a single array accessed using relative
    * addressing" */
   ERR(V, VP "PARAM c[] = { program.local[0], program.local[0] }; "
       "INT TEMP i; TEMP r; MOV r, c[i.x]; END", N + 81,
       "relative addressing of an array that binds a parameter twice "
       "(elements 0 and 1)"),
   /* TEMP arrays (2.X.3.4: "Temporary variables may be declared as
    * arrays"; issue 11: "Is relative addressing of temporaries allowed?
    * RESOLVED:  Yes."): consecutive registers, members read and written
    * as parameter array members are read; the dump names the array's
    * first register, the index, the offset and the size */
   OK(V, VP "TEMP t[4]; INT TEMP i; MOV t[i.x + 2], t[1]; END",
      "  0: MOV.F R0[R4.x+2](4).xyzw, R1.xyzw"),
   OK(V, VP "TEMP a, t[3], b; MOV b, t[2]; END", "# temp arrays: R1..R3"),
   OK(V, VP "TEMP a, t[3], b; MOV b, t[2]; END",
      "  0: MOV.F R4.xyzw, R3.xyzw"),
   OK(F, FP "SHORT TEMP h[2]; INT TEMP i; MOV result.color, h[i.x + 1]; "
      "END", "  0: MOV.F o[COLR].xyzw, H0[R0.x+1](2).xyzw"),
   OK(G, GPD "TEMP t[2]; INT TEMP i; MOV t[i.x], vertex[0].position; "
      "MOV result.position, t[1]; EMIT; END",
      "  0: MOV.F R0[R2.x+0](2).xyzw, vertex[0][HPOS].xyzw"),
   ERR(V, VP "TEMP t[]; END", N + 7, "a TEMP array needs a size"),
   ERR(V, VP "TEMP t[0]; END", N + 7,
       "array size 0 out of range (1 to 64)"),
   ERR(V, VP "TEMP a[60], b[5]; END", N + 14,
       "more than 64 TEMP variables"),
   /* 2.X.4.2: "A program will fail to load if it contains an
    * instruction that accesses an array variable without specifying an
    * array member or an instruction that specifies an array member for a
    * non-array variable." */
   ERR(V, VP "TEMP t[4]; MOV t, t[0]; END", N + 15,
       "'t' is an array: name a member"),
   ERR(V, VP "TEMP t[4]; MOV t[0], t; END", N + 21,
       "'t' is an array: name a member"),
   ERR(V, VP "TEMP r; MOV r, r[0]; END", N + 16,
       "an array member of 'r', which is not an array"),
   ERR(V, VP "TEMP t[4]; MOV t[4], 0; END", N + 17,
       "array index 4 out of range (0 to 3)"),
   ERR(V, VP "TEMP t[4]; INT TEMP i; MOV t[i.x + 4], 0; END", N + 35,
       "relative offset 4 out of range (0 to 3)"),
   ERR(V, VP "TEMP t[4]; INT TEMP u[2]; MOV t[u.x], 0; END", N + 32,
       "'u' is an array: an array index is a TEMP that is not an array"),
   ERR(V, VP "TEMP t[4]; FLOAT TEMP f; MOV t[f.x], 0; END", N + 31,
       "'f' is declared FLOAT and read as an integer array index"),
   ERR(V, VP "INT TEMP k[2]; MOV.F k[1], 1.5; END", N + 21,
       "'k' is declared INT"),
   /* NV_vertex_program4 Table X.4 "result.attrib[n] generic interpolant
    * n", alone and in arrays; NV_fragment_program4 "fragment.clip[n]"
    * and "primitive.id", and "Interpolation modifiers are not supported
    * on variables that use bindings labeled with "*"" */
   OK(V, VP "MOV result.attrib[3], 1; END", "  0: MOV.F o[ATTR3].xyzw"),
   OK(V, VP "OUTPUT g[] = { result.attrib[1..2] }; MOV g[1], 1; END",
      "  0: MOV.F o[ATTR2].xyzw"),
   OK(V, VP "MOV.S result.id.x, vertex.id; END",
      "  0: MOV.S o[ID].x, vertex.id.xyzw"),
   ERR(V, VP "MOV result.attrib[16], 1; END", N + 18,
       "generic attribute 16 out of range (0 to 15)"),
   OK(F, FP "MOV result.color, fragment.clip[5]; END",
      "  0: MOV.F o[COLR].xyzw, f[CLIP5].xyzw"),
   OK(F, FP "ATTRIB c[] = { fragment.clip[0..1] }; MOV result.color, c[1];"
      " END", "# clips_read: 1"),
   OK(F, FP "MOV.S result.color, primitive.id; END",
      "  0: MOV.S o[COLR].xyzw, primitive.id.xyzw"),
   ERR(F, FP "MOV result.color, fragment.clip[6]; END", N + 32,
       "clip plane 6 out of range (0 to 5)"),
   ERR(F, FP "MOV result.color, primitive.x; END", N + 28,
       "expected 'id'"),
   ERR(F, FP "TEMP primitive; END", N + 5,
       "'primitive' is a reserved word"),
   ERR(F, FP "FLAT ATTRIB p = primitive.id; END", N + 12,
       "no interpolation modifier may be given to"),
   ERR(F, FP "CENTROID ATTRIB c = fragment.clip[0]; END", N + 16,
       "no interpolation modifier may be given to"),
   /* 2.X.3.2: a parameter binding "used at least once in two or more
    * arrays accessed using relative addressing" fails (at the second
    * array's relative index), and so do attribute and result bindings
    * ("may be used in no more than one array variable accessed with
    * relative addressing"); literals, one array read under two names
    * (ALIAS) and an array read with constant indices are fine */
   ERR(V, VP "PARAM c[] = { program.local[0..1] }; PARAM d[] = "
       "{ {1, 2, 3, 4}, program.local[1] }; INT TEMP i; TEMP r; "
       "MOV r, c[i.x]; ADD r, r, d[i.x]; END", N + 132,
       "member 1 of 'd' and member 1 of 'c' are one binding, in two "
       "arrays accessed relatively"),
   ERR(V, VP "ATTRIB a[] = { vertex.attrib[1..2] }; ATTRIB b[] = "
       "{ vertex.attrib[2..3] }; INT TEMP i; TEMP r; MOV r, a[i.x]; "
       "ADD r, r, b[i.x]; END", N + 123,
       "member 0 of 'b' and member 1 of 'a' are one binding"),
   ERR(V, VP "OUTPUT o[] = { result.texcoord[1..2] }; OUTPUT q[] = "
       "{ result.texcoord[0..1] }; INT TEMP i; MOV o[i.x], 1; "
       "MOV q[i.x], 2; END", N + 113,
       "member 1 of 'q' and member 0 of 'o' are one binding"),
   OK(V, VP "PARAM c[] = { program.local[0..1] }; PARAM d[] = "
      "{ program.local[1] }; INT TEMP i; TEMP r; MOV r, c[i.x]; "
      "ADD r, r, d[0]; END", "  1: ADD.F R1.xyzw, R1.xyzw, c[2].xyzw"),
   OK(V, VP "PARAM c[] = { {1, 2, 3, 4}, program.local[0] }; PARAM d[] = "
      "{ {1, 2, 3, 4} }; INT TEMP i; TEMP r; MOV r, c[i.x]; "
      "ADD r, r, d[i.x]; END", "c[R0.x+2]"),
   OK(V, VP "PARAM c[] = { program.local[0..1] }; ALIAS d = c; INT TEMP i; "
      "TEMP r; MOV r, c[i.x]; ADD r, r, d[i.y]; END", "c[R0.y+0]"),
   /* issue 10: declared arrays "are the only way to get relative
    * addressing" */
   ERR(V, VP "ADDRESS a; END", N,
       "NV_gpu_program4 has no ADDRESS variables"),
   ERR(F, FP "OUTPUT o[] = { result.color }; END", N + 8,
       "fragment program results cannot be declared as arrays"),
   ERR(V, VP "ATTRIB a[] = { vertex.attrib[8..9] }; TEMP r; MOV r, "
       "vertex.texcoord[1]; END", N + 53,
       "vertex.attrib[9] and the conventional attribute it aliases are "
       "both bound"),
   ERR(F, FP "FLAT ATTRIB a[] = { fragment.texcoord[0..2] }; ATTRIB b = "
       "fragment.texcoord[2]; END", N + 54,
       "already declared with other interpolation modifiers"),
   ERR(F, FP "INT ATTRIB a[] = { fragment.attrib[0..1] }; END", N + 11,
       "an integer fragment attribute must be declared FLAT"),
   /* bindings */
   ERR(F, FP "MOV result.color, fragment.attrib[16]; END", N + 34,
       "generic attribute"),
   ERR(F, FP "MOV result.color[1], 1; END", N + 16, ""),
   ERR(V, VP "OPTION NV_vertex_program3; END", N + 7,
       "unsupported program option"),
   ERR(F, FP "OPTION NV_fragment_program2; END", N + 7,
       "unsupported program option"),
   /* condition tests: the names whole, 0 or 1 only; the older NV
    * options know the eight tests only */
   ERR(V, VP "TEMP r; MOV r (NANA), r; END", N + 15,
       "expected a condition (EQ, GE, GT, LE, LT, NE, TR, FL, NAN, LEG"),
   ERR(V, VP "TEMP r; MOV r (LEG2), r; END", N + 15,
       "expected a condition"),
   ERR(V, VP "TEMP r; MOV r (NC), r; END", N + 15, "expected a condition"),
   ERR(V, VP "IF LEGS.x; ENDIF; END", N + 3, "expected a condition"),
   ERR(F, FP "KIL NAN2.x; END", N + 4, "'NAN2' is not declared"),
   ERR(V, "!!ARBvp1.0\nOPTION NV_vertex_program3;\nTEMP r;\n"
       "MOV r (NAN), r;\nEND", 53,
       "expected a condition (EQ, GE, GT, LE, LT, NE, TR, FL, optionally "
       "with 0 or 1)"),
   ERR(F, "!!ARBfp1.0\nOPTION NV_fragment_program2;\nTEMP r;\n"
       "IF SF.x;\nENDIF;\nEND", 51,
       "expected a condition (EQ, GE, GT, LE, LT, NE, TR or FL)"),
   ERR(F, "!!ARBfp1.0\nOPTION NV_fragment_program;\nTEMP r;\n"
       "MOV r (CF), r;\nEND", 54,
       "expected a condition (EQ, GE, GT, LE, LT, NE, TR or FL)"),
   /* 2.X.3.1: "A program will fail to load if it attempts to read or
    * write a variable using a data type other than the one indicated
    * by the data type modifier", at the variable */
   ERR(V, VP "INT TEMP i; ADD i, i, 1; END", N + 16,
       "'i' is declared INT and written as FLOAT"),
   ERR(V, VP "INT TEMP i; TEMP r; ADD r, i, 1; END", N + 27,
       "'i' is declared INT and read as FLOAT"),
   ERR(V, VP "UINT TEMP u; TEMP r; MOV.S r, -|u|; END", N + 32,
       "'u' is declared UINT and read as INT"),
   ERR(V, VP "FLOAT TEMP f; TEMP r; TXF r, f, texture[0], 2D; END", N + 29,
       "'f' is declared FLOAT and read as INT"),
   ERR(V, VP "INT TEMP i; TEMP r; TEX r, i, texture[0], 2D; END", N + 27,
       "'i' is declared INT and read as FLOAT"),
   ERR(V, VP "INT TEMP i; I2F i, i; END", N + 16,
       "'i' is declared INT and written as FLOAT"),
   ERR(V, VP "INT TEMP i; SAD.S i, i, i, 1; END", N + 18,
       "'i' is declared INT and written as UINT"),
   ERR(V, VP "INT TEMP i; UINT TEMP u; SAD.S u, i, i, i; END", N + 40,
       "'i' is declared INT and read as UINT"),
   ERR(V, VP "UINT TEMP u; INT TEMP i; SHL.U u, u, i.x; END", N + 37,
       "'i' is declared INT and read as UINT"),
   ERR(V, VP "UINT TEMP u; TXQ u, u, texture, 2D; END", N + 17,
       "'u' is declared UINT and written as INT"),
   ERR(V, VP "UINT TEMP u; TEMP r; UP4UB r, u.x; END", N + 30,
       "'u' is declared UINT and read as FLOAT"),
   ERR(V, VP "INT TEMP i; ALIAS j = i; MOV.U j, 1; END", N + 31,
       "'j' is declared INT and written as UINT"),
   ERR(V, VP "INT ATTRIB a = vertex.attrib[1]; TEMP r; MOV r, a; END",
       N + 48, "'a' is declared INT and read as FLOAT"),
   ERR(V, VP "INT PARAM k = {1, 2, 3, 4}; TEMP r; MOV r, k.x; END",
       N + 43, "'k' is declared INT and read as FLOAT"),
   ERR(V, VP "FLOAT OUTPUT o = result.texcoord[0]; MOV.S o, 1; END",
       N + 43, "'o' is declared FLOAT and written as INT"),
   ERR(V, VP "INT TEMP i; TEMP r; SWZ r, i, x, y, 0, 1; END", N + 27,
       "'i' is declared INT and read as FLOAT"),
   ERR(V, VP "INT TEMP i; REP i.x; BRK; ENDREP; END", N + 16,
       "'i' is declared INT and read as FLOAT"),
   ERR(V, VP "PARAM c[] = { {1, 2, 3, 4} }; FLOAT TEMP f; TEMP r; "
       "MOV r, c[f.x]; END", N + 61,
       "'f' is declared FLOAT and read as an integer array index"),
   ERR(F, FP "INT TEMP i; KIL i; END", N + 16,
       "'i' is declared INT and read as FLOAT"),
   /* .NTC is no exception to 2.X.3.3's constant rules */
   ERR(V, VP "TEMP r; ADD.S.NTC r, r, 1.5; END", N + 24,
       "a floating-point constant where a signed integer is expected"),
   /* 2.X.4.5 flow */
   ERR(V, VP "CONT; END", N, "CONT outside a REP block"),
   ERR(V, VP "BRK; END", N, "BRK outside a LOOP or REP block"),
   ERR(V, VP "IF EQ.x; ENDREP; END", N + 9, "ENDREP cannot terminate"),
   ERR(V, VP "REP; l: ENDREP; END", N + 5, "label inside"),
   ERR(V, VP "REP; END", N + 5, ""),
   /* the REP-without-a-count rule fails at the block's ENDREP */
   ERR(V, VP "REP; ENDREP; END", N + 5,
       "the REP without a loop count of line 2, column 1 has no BRK at "
       "its level and no RET"),
   ERR(V, VP "REP; REP; BRK; ENDREP; ENDREP; END", N + 23,
       "the REP without a loop count of line 2, column 1"),
   ERR(V, VP "REP; CONT; ENDREP; END", N + 11,
       "the REP without a loop count of line 2, column 1"),
   ERR(V, VP "CAL f; RET; f: REP; CAL f; ENDREP; RET; END", N + 27,
       "the REP without a loop count of line 2, column 16"),
   ERR(V, VP "REP 2; REP; ENDREP; BRK; ENDREP; END", N + 12,
       "the REP without a loop count of line 2, column 8"),
   ERR(V, VP "CAL nowhere; END", N + 16, "label 'nowhere'"),
   ERR(V, VP "LOOP program.local[0]; ENDLOOP; END", N,
       "expected an instruction"),
   /* 2.X.4.4 textures */
   ERR(V, VP "TEMP r; TXF r, r, texture, CUBE; END", N + 27,
       "TXF cannot fetch from a CUBE target"),
   ERR(V, VP "TEMP r; TXF r, r, texture, SHADOW2D; END", N + 27,
       "TXF cannot fetch from a SHADOW2D target"),
   ERR(V, VP "TEMP r; TXB r, r, texture, SHADOWCUBE; END", N + 27,
       "TXB cannot sample a SHADOWCUBE target"),
   /* Table X.17: "Buffer textures are not supported by normal texture
    * lookup functions, but are supported by TXF and TXQ"; "non-zero
    * offset components are also not supported for BUFFER targets" */
   OK(V, VP "INT TEMP i; TXF.S i, i, texture[2], BUFFER; END",
      "texture[2], BUFFER"),
   OK(F, FP "INT TEMP i; TXQ i, 0, texture[1], BUFFER; END",
      "texture[1], BUFFER"),
   ERR(F, FP "TEMP r; TEX r, r, texture, BUFFER; END", N + 27,
       "TEX cannot sample a BUFFER target (only TXF and TXQ take it)"),
   ERR(V, VP "TEMP r; TXL r, r, texture, BUFFER; END", N + 27,
       "TXL cannot sample a BUFFER target"),
   ERR(V, VP "INT TEMP i; TXF.S i, i, texture, BUFFER, (1); END", N + 42,
       "a BUFFER texture takes no texel offset"),
   OK(V, VP "INT TEMP i; TXF.S i, i, texture, BUFFER, (0); END", "BUFFER"),
   ERR(V, VP "TEMP r; TXP r, r, texture, SHADOWARRAY2D; END", N + 27,
       "TXP cannot sample a SHADOWARRAY2D target"),
   ERR(V, VP "TEMP r; TEX r, r, texture, 1D, (0, 1); END", N + 35,
       "a 1D texture takes a one-component texel offset"),
   ERR(V, VP "TEMP r; TEX r, r, texture, RECT, (0, 0, 2); END", N + 40,
       "a RECT texture takes a two-component texel offset"),
   ERR(V, VP "TEMP r; TEX r, r, texture, CUBE, (1); END", N + 34,
       "a CUBE texture takes no texel offset"),
   ERR(V, VP "TEMP r; TEX r, r, texture, 2D, (8); END", N + 32,
       "texel offset outside [-8, 7]"),
   ERR(V, VP "TEMP r; TEX r, r, texture, 2D, (-9); END", N + 32,
       "texel offset outside [-8, 7]"),
   ERR(V, VP "TEMP r; TEX r, r, texture, 2D, (1.5); END", N + 32,
       "expected an integer texel offset"),
   ERR(V, VP "TEMP r; TEX r, r, texture, ARRAY3D; END", N + 27,
       "expected a texture target"),
   ERR(V, VP "TEMP r; TEX r, r, texture, 2D; TEX r, r, texture, 3D; END",
       N + 50, "texture image unit 0 used with targets 2D and 3D"),
   /* reserved words */
   ERR(V, VP "TEMP CEIL; END", N + 5, "'CEIL' is a reserved word"),
   ERR(V, VP "TEMP UINT; END", N + 5, "'UINT' is a reserved word"),

   /* NV_geometry_program4 ("!!NVgp4.0"): the declarations, each once,
    * before the statements, as GL enums */
   OK(G, GPD "END",
      "# primitive_in: 0x4, primitive_out: 0x5, vertices_out: 3"),
   OK(G, GP "VERTICES_OUT 1; PRIMITIVE_OUT POINTS; PRIMITIVE_IN "
      "LINES_ADJACENCY; END",
      "# primitive_in: 0xa, primitive_out: 0x0, vertices_out: 1"),
   OK(G, GP "PRIMITIVE_IN LINES; PRIMITIVE_OUT LINE_STRIP; VERTICES_OUT "
      "1024; END", "# primitive_in: 0x1, primitive_out: 0x3"),
   OK(G, GP "PRIMITIVE_IN POINTS; PRIMITIVE_OUT POINTS; VERTICES_OUT 2; "
      "END", "# primitive_in: 0x0, primitive_out: 0x0, vertices_out: 2"),
   /* Table X.2 bindings: vertex[m] of the input primitive */
   OK(G, GPD "MOV result.position, vertex[2].position; EMIT; END",
      "  0: MOV.F o[HPOS].xyzw, vertex[2][HPOS].xyzw"),
   OK(G, GPD "MOV result.color, vertex[0].color.back.secondary; END",
      "  0: MOV.F o[COL0].xyzw, vertex[0][BFC1].xyzw"),
   OK(G, GPD "MOV result.color.back, vertex[1].color.secondary; END",
      "  0: MOV.F o[BFC0].xyzw, vertex[1][COL1].xyzw"),
   OK(G, GPD "MOV result.texcoord[7], vertex[1].texcoord; END",
      "  0: MOV.F o[TEX7].xyzw, vertex[1][TEX0].xyzw"),
   OK(G, GPD "MOV result.clip[5].x, vertex[2].clip[4]; END",
      "  0: MOV.F o[CLP5].x, vertex[2][CLP4].xyzw"),
   OK(G, GPD "MOV result.attrib[15], vertex[0].attrib[15]; END",
      "  0: MOV.F o[ATTR15].xyzw, vertex[0][ATTR15].xyzw"),
   OK(G, GPD "MOV result.fogcoord.x, vertex[0].fogcoord; "
      "MOV result.pointsize.x, vertex[0].pointsize.x; END",
      "  1: MOV.F o[PSIZ].x, vertex[0][PSIZ].xxxx"),
   OK(G, GPD "MOV.S result.primid.x, primitive.id; "
      "MOV.S result.layer.x, vertex[1].id; END",
      "  1: MOV.S o[LAYER].x, vertex[1][ID].xyzw"),
   OK(G, GPD "MOV.S result.primid.x, primitive.id; END",
      "# sysvals_read: 2"),
   OK(G, GP "PRIMITIVE_IN TRIANGLES_ADJACENCY; PRIMITIVE_OUT POINTS; "
      "VERTICES_OUT 1; MOV result.position, vertex[5].position; END",
      "vertex[5][HPOS]"),
   /* "If "[m]" is not specified, the declared variable is accessed as
    * an array, with the first array index specifying the vertex
    * number"; a declared array takes the member second */
   OK(G, GPD "ATTRIB p = vertex.position; MOV result.position, p[1]; END",
      "  0: MOV.F o[HPOS].xyzw, vertex[1][HPOS].xyzw"),
   OK(G, GPD "ATTRIB p = vertex.position; INT TEMP i; "
      "MOV result.position, p[i.y + 2]; END",
      "  0: MOV.F o[HPOS].xyzw, vertex[R0.y+2][HPOS].xyzw"),
   OK(G, GPD "ATTRIB t[] = { vertex.texcoord[1..2] }; INT TEMP i; "
      "MOV result.texcoord, t[i.x][1]; END",
      "  0: MOV.F o[TEX0].xyzw, vertex[R0.x+0][TEX2].xyzw"),
   OK(G, GPD "ATTRIB t[2] = { vertex[1].texcoord[1..2] }; "
      "MOV result.texcoord, t[0].x; END",
      "  0: MOV.F o[TEX0].xyzw, vertex[1][TEX1].xxxx"),
   OK(G, GPD "ATTRIB c = vertex[2].color; ATTRIB i = primitive.id; "
      "MOV result.color, c; MOV.S result.primid.x, i; END",
      "  0: MOV.F o[COL0].xyzw, vertex[2][COL0].xyzw"),
   OK(G, GPD "OUTPUT o[] = { result.attrib[2..3] }; "
      "MOV o[1], vertex[0].attrib[0]; END",
      "  0: MOV.F o[ATTR3].xyzw, vertex[0][ATTR0].xyzw"),
   OK(G, GPD "MOV result.attrib[3], vertex[0].position; END",
      "# generics_written: 3"),
   OK(G, GPD "EMIT; ENDPRIM; EMIT; END", "  1: ENDPRIM"),
   OK(G, GPD "TEMP r; IF TR.x; EMIT; ENDIF; REP; EMIT; BRK; ENDREP; END",
      "  2: ENDIF -> 0"),
   /* 2.14.6.4: VERTICES_OUT times the result components written */
   OK(G, GP "PRIMITIVE_IN POINTS; PRIMITIVE_OUT POINTS; VERTICES_OUT "
      "128; MOV result.position, vertex[0].position; MOV result.color, "
      "vertex[0].color; END", "# result_components: 8"),

   /* "A geometry program will fail to load unless it contains exactly
    * one such declaration" */
   ERR(G, GP "END", N, "missing PRIMITIVE_IN declaration"),
   ERR(G, GP "PRIMITIVE_IN POINTS; VERTICES_OUT 1; EMIT; END", N + 37,
       "missing PRIMITIVE_OUT declaration"),
   ERR(G, GP "PRIMITIVE_IN POINTS; PRIMITIVE_OUT POINTS; TEMP r; END",
       N + 43, "missing VERTICES_OUT declaration"),
   ERR(G, GP "PRIMITIVE_IN POINTS; PRIMITIVE_IN LINES; END", N + 21,
       "more than one PRIMITIVE_IN declaration"),
   ERR(G, GPD "VERTICES_OUT 3; END", M,
       "more than one VERTICES_OUT declaration"),
   ERR(G, GPD "TEMP r; VERTICES_OUT 3; END", M + 8,
       "VERTICES_OUT must come before the program's statements"),
   ERR(G, GPD "TEMP r; PRIMITIVE_OUT POINTS; END", M + 8,
       "PRIMITIVE_OUT must come before"),
   ERR(G, GP "PRIMITIVE_IN QUADS; END", N + 13,
       "expected an input primitive type"),
   ERR(G, GP "PRIMITIVE_IN POINTS; PRIMITIVE_OUT LINES; END", N + 35,
       "expected an output primitive type"),
   ERR(G, GP "PRIMITIVE_IN POINTS; PRIMITIVE_OUT POINTS; VERTICES_OUT 0;"
       " END", N + 56, "VERTICES_OUT must be positive"),
   ERR(G, GP "PRIMITIVE_IN POINTS; PRIMITIVE_OUT POINTS; VERTICES_OUT "
       "1025; END", N + 56, "VERTICES_OUT 1025 exceeds "
       "MAX_PROGRAM_OUTPUT_VERTICES_NV (1024)"),
   ERR(G, GP "PRIMITIVE_IN POINTS; PRIMITIVE_OUT POINTS; VERTICES_OUT "
       "129; MOV result.position, vertex[0].position; MOV result.color, "
       "vertex[0].color; END", N + 56, "VERTICES_OUT 129 times 8 result "
       "components exceeds MAX_PROGRAM_TOTAL_OUTPUT_COMPONENTS_NV (1024)"),
   /* vertex numbers: "[m]" required in instructions, constant, "in the
    * valid range of vertices supported for the input primitive type" */
   ERR(G, GPD "MOV result.position, vertex.position; END", M + 21,
       "a vertex binding used in an instruction needs its vertex number"),
   ERR(G, GPD "MOV result.position, vertex[3].position; END", M + 28,
       "vertex 3 out of range (the input primitive has 3)"),
   ERR(G, GPD "INT TEMP i; MOV result.position, vertex[i.x].position; "
       "END", M + 40, "the vertex number of a vertex[m] binding must be "
       "an integer constant"),
   ERR(G, GPD "ATTRIB p = vertex[3].position; END", M + 18,
       "vertex 3 out of range"),
   ERR(G, GPD "ATTRIB p = vertex.position; MOV result.position, p; END",
       M + 49, "'p' is bound to every vertex: name one, p[m]"),
   ERR(G, GPD "ATTRIB p = vertex.position; MOV result.position, p[3]; "
       "END", M + 51, "vertex 3 out of range"),
   ERR(G, GPD "ATTRIB p = vertex.position; INT TEMP i; "
       "MOV result.position, p[i.x + 3]; END", M + 69,
       "relative offset 3 out of range (0 to 2)"),
   ERR(G, GPD "ATTRIB t[] = { vertex.texcoord[0..1] }; INT TEMP i; "
       "MOV result.position, t[i.x]; END", M + 73,
       "'t' is an array: name a member"),
   /* a geometry program's OUTPUT array written relatively: every
    * member counts (4 + 2 * 4 result components) */
   OK(G, GPD "OUTPUT o[] = { result.texcoord[0..1] }; INT TEMP i; "
      "MOV result.position, vertex[0].position; MOV o[i.x], 1; EMIT; END",
      "# result_components: 12"),
   OK(G, GPD "ATTRIB t[] = { vertex.texcoord[0..1] }; INT TEMP i; "
      "MOV result.position, t[0][i.x]; END",
      "  0: MOV.F o[HPOS].xyzw, vertex[0][TEX0][R0.x+0](2).xyzw"),
   ERR(G, GPD "ATTRIB t[] = { vertex.texcoord[0..1] }; INT TEMP i; "
       "MOV result.position, t[0][i.x + 2]; END", M + 84,
       "relative offset 2 out of range (0 to 1)"),
   ERR(G, GPD "ATTRIB t[] = { vertex[0].texcoord[0], "
       "vertex[1].texcoord[1] }; END", M + 38,
       "the bindings of an array must be of one vertex"),
   ERR(G, GPD "MOV result.position, vertex[0].instance; END", M + 31,
       "expected a vertex attribute"),
   ERR(G, GPD "MOV.S result.primid, primitive.vertexcount; END", M + 31,
       "expected 'id'"),
   ERR(G, GPD "MOV result.position, vertex[0].clip; END", M + 35,
       "expected '['"),
   ERR(G, GPD "MOV result.position, vertex[0].attrib[16]; END", M + 38,
       "generic attribute"),
   /* no options; EMIT/ENDPRIM only here, KIL only in fragment programs;
    * the reserved words */
   ERR(G, GP "OPTION ARB_position_invariant; END", N + 7,
       "unsupported program option"),
   ERR(G, GPD "KIL TR; END", M, "expected an instruction"),
   ERR(V, VP "EMIT; END", N, "expected an instruction"),
   ERR(F, FP "ENDPRIM; END", N, "expected an instruction"),
   ERR(G, GPD "TEMP primitive; END", M + 5,
       "'primitive' is a reserved word"),
   ERR(G, GPD "TEMP EMIT; END", M + 5, "'EMIT' is a reserved word"),
   /* NV_gpu_program5: "When loading a program with an older header
    * (e.g., "!!NVvp4.0"), the instruction set features described in
    * this extension are not available" -- nor are its names reserved
    * there; BFE takes no F modifier ("BFE 50 - X X - - S") */
   /* NV_gpu_program5's 64-bit components: the precision-specific
    * modifiers where Table X.13 has "6" (F64 only with OPTION
    * NV_gpu_program_fp64), "an instruction may not specify both base
    * and precision-specific data type modifiers", LONG TEMPs, PK64's
    * LONG result and UP64's LONG operand; none of it in version 4 */
   OK(V, V5 "LONG TEMP L; PK64.U L, {1, 2, 3, 4}; "
      "UP64.U result.texcoord, L; END", "# temps_long: 0"),
   OK(V, V5 "LONG TEMP L; PK64.U L.xy, {1, 2, 3, 4}; "
      "UP64.S result.texcoord, -L.zwzw; END",
      "  1: UP64.S o[TEX0].xyzw, -R0.zwzw"),
   OK(V, V5 X64 "LONG TEMP L; ADD.F64.SAT L.x, L.y, 0.5; END",
      "  0: ADD.F64.SAT R0.x, R0.yyyy"),
   OK(V, V5 "LONG TEMP L; SHL.U64.CC1 L, L, 3; END",
      "  0: SHL.U64.CC1 R0.xyzw, R0.xyzw"),
   /* literals as 64-bit instructions read them, where that differs */
   OK(V, V5 "LONG TEMP L; ADD.S64 L, L, {4294967296, 3000000000, -1}; "
      "END", "# c[0] = {4294967296i64, 3000000000i64, -1i, 1i}"),
   OK(V, V5 X64 "LONG TEMP L; MOV.F64 L, {0.1, 1e300, 0.5}; END",
      "# c[0] = {0.1d, 1e+300d, 0.5, 1}"),
   OK(V, V5 "TEMP r; ADD.U32 r, r, 1; MOV.F32 r, r; END",
      "  1: MOV.F R0.xyzw"),
   OK(V, VP "LONG TEMP r; MOV r, 1; END", "  0: MOV.F R0.xyzw"),
   ERR(V, VP "TEMP r; MOV.U64 r, r; END", N + 12,
       "expected an instruction modifier"),
   ERR(V, VP "TEMP r; PK64 r, r; END", N + 8, "expected an instruction"),
   ERR(V, VP "OPTION NV_gpu_program_fp64; END", N + 7,
       "unsupported program option"),
   /* TXFMS, the "multisample texel fetch", on 2DMS and ARRAY2DMS, which
    * only it and TXQ take; a version 5 instruction and targets here */
   OK(F, F5 "INT TEMP i; TXFMS.S i, i, texture[3], 2DMS; END",
      "texture[3], 2DMS"),
   OK(V, V5 "INT TEMP i; TXQ i, 0, texture, ARRAY2DMS; END", "ARRAY2DMS"),
   ERR(F, F5 "INT TEMP i; TXFMS.S i, i, texture, 2D; END", N + 35,
       "TXFMS fetches from a 2DMS or ARRAY2DMS target only"),
   ERR(F, F5 "TEMP r; TEX r, r, texture, 2DMS; END", N + 27,
       "TEX cannot sample a 2DMS target (only TXFMS and TXQ take it)"),
   ERR(F, F5 "INT TEMP i; TXF.S i, i, texture, ARRAY2DMS; END", N + 33,
       "TXF cannot sample a ARRAY2DMS target"),
   ERR(F, FP "INT TEMP i; TXFMS.S i, i, texture, 2D; END", N + 12,
       "expected an instruction"),
   ERR(F, FP "INT TEMP i; TXQ i, 0, texture, 2DMS; END", N + 31,
       "expected a texture target"),
   /* NV_gpu_program5's thread group tests: F, I, C and S modifiers, no H;
    * not in version 4 */
   OK(F, F5 "TEMP r; TGALL.S.CC r, r; END", "TGALL.S.CC"),
   OK(F, F5 "TEMP r; TGANY.SAT r, r; END", "TGANY.F.SAT"),
   OK(V, V5 "TEMP r; TGEQ.U32 r.x, r; END", "TGEQ.U"),
   ERR(V, V5 "TEMP r; TGALLH r, r; END", N + 8, "expected an instruction"),
   ERR(F, FP "TEMP r; TGALL r, r; END", N + 8, "expected an instruction"),
   /* yuzu's GLASM header (NVIDIA's driver takes both options) */
   OK(F, F5 "OPTION NV_internal;OPTION NV_gpu_program_fp64;"
      "OPTION NV_bindless_texture;TEMP R0,RC;LONG TEMP D0,DC;"
      "MOV.F result.color,R0;END", "MOV.F"),
   OK(V, V5 "OPTION NV_internal; END", "END"),
   ERR(F, FP "OPTION NV_internal; END", N + 7,
       "unsupported program option"),
   ERR(F, F5 "OPTION NV_bindless_texture; LONG TEMP h;\n"
       "TEX result.color, fragment.texcoord[0], handle(h.x), 2D; END",
       N + 41 + 40, "bindless texture handles are not supported"),
   /* F64 needs no option: "If GL_NV_gpu_program_fp64 is not found in
    * the extension string, the "F64" instruction modifier described
    * below is not supported" is about the extension */
   OK(V, V5 "LONG TEMP L; MOV.F64 L, L; END", "MOV.F64"),
   ERR(V, V5 X64 "TEMP r; DP3.F64 r, r, r; END", N + O + 12,
       "DP3 does not take the 'F64' modifier"),
   ERR(V, V5 "TEMP r; FRC.S64 r, r; END", N + 12,
       "FRC does not take the 'S64' modifier"),
   ERR(V, V5 "TEMP r; BFE.U64 r, r, r; END", N + 12,
       "BFE does not take the 'U64' modifier"),
   ERR(V, V5 X64 "TEMP r; AND.F64 r, r, r; END", N + O + 12,
       "AND does not take the 'F64' modifier"),
   ERR(V, V5 "TEMP r; PK64.U64 r, r; END", N + 13,
       "PK64 does not take the 'U64' modifier"),
   ERR(V, V5 "TEMP r; ADD.U.U64 r, r, r; END", N + 14,
       "more than one data type modifier"),
   ERR(V, V5 "TEMP r; MOV.S32.F r, r; END", N + 16,
       "more than one data type modifier"),
   ERR(V, V5 "TEMP r; PK64 r, r; END", N + 13,
       "PK64 writes a LONG TEMP variable"),
   ERR(V, V5 "TEMP r; PK64 result.texcoord, r; END", N + 13,
       "PK64 writes a LONG TEMP variable"),
   ERR(V, V5 "LONG TEMP L; TEMP r; UP64 r, -r; END", N + 30,
       "UP64 reads a LONG TEMP variable"),
   ERR(V, V5 "LONG TEMP L; UP64 L, vertex.position; END", N + 21,
       "UP64 reads a LONG TEMP variable"),
   ERR(V, V5 "LONG TEMP L; UINT TEMP u; SHR.S64 L, L, u.x; END", N + 40,
       "'u' is declared UINT and read as INT"),
   ERR(V, V5 "LONG OUTPUT o = result.position; END", N,
       "LONG declares TEMP variables"),
   ERR(V, V5 "LONG PARAM p = {1, 2, 3, 4}; END", N,
       "LONG declares TEMP variables"),
   /* LONG ATTRIB in vertex programs: generic attributes only */
   OK(V, V5 "LONG ATTRIB a = vertex.attrib[1]; LONG TEMP L;"
      "ADD.S64 L, a, a.wzyx; END", "# attribs_long: 17"),
   OK(V, V5 "LONG ATTRIB a[] = { vertex.attrib[1..2] }; TEMP r;"
      "MOV r, a[1]; END", "# attribs_long: 17 18"),
   ERR(V, V5 "LONG ATTRIB a = vertex.position; END", N + 12,
       "a LONG ATTRIB binds a generic attribute"),
   ERR(V, V5 "LONG ATTRIB a = vertex.texcoord[1]; END", N + 12,
       "a LONG ATTRIB binds a generic attribute"),
   OK(V, VP "LONG ATTRIB a = vertex.attrib[1]; END", "!!NVvp4.0"),
   ERR(F, F5 "LONG ATTRIB a = fragment.attrib[1]; END", N,
       "LONG declares TEMP variables"),
   ERR(G, G5 "PRIMITIVE_IN POINTS; PRIMITIVE_OUT POINTS; VERTICES_OUT 1;\n"
       "FLOAT LONG OUTPUT o = result.attrib[0]; END", N + 65,
       "LONG declares TEMP variables"),
   ERR(V, VP "INT TEMP i; BFE i, {8, 4}, i; END", N + 12,
       "expected an instruction"),
   OK(V, VP "TEMP BTC; MOV BTC, 1; END", "  0: MOV.F R0.xyzw"),
   ERR(V, V5 "TEMP BTC; END", N + 5, "'BTC' is a reserved word"),
   ERR(V, V5 "TEMP r; BFE.F r, r, r; END", N + 12, "modifier"),
   ERR(F, F5 "TEMP r; BFR_SAT r, r; END", N + 8, "expected an instruction"),
   OK(G, G5 "PRIMITIVE_IN POINTS; PRIMITIVE_OUT POINTS; VERTICES_OUT 1;"
      "INT TEMP i; BTFM i, i; END", "  0: BTFM.S R0.xyzw, R0.xyzw"),
   /* NV_gpu_program5's geometry additions: INVOCATIONS ("one optional
    * declaration statement", 1 to MAX_GEOMETRY_PROGRAM_INVOCATIONS_NV),
    * primitive.invocation, EMITS (output points only) */
   OK(G, G5 "PRIMITIVE_IN POINTS; PRIMITIVE_OUT POINTS; VERTICES_OUT 1;"
      "INVOCATIONS 32; END", "# invocations: 32"),
   OK(G, G5 "PRIMITIVE_IN POINTS; PRIMITIVE_OUT POINTS; VERTICES_OUT 1;"
      "END", "# invocations: 1"),
   OK(G, G5 "INVOCATIONS 2; PRIMITIVE_IN POINTS; PRIMITIVE_OUT POINTS; "
      "VERTICES_OUT 1; MOV.S result.layer.x, primitive.invocation; END",
      "  0: MOV.S o[LAYER].x, primitive.invocation.xyzw"),
   OK(G, G5 "PRIMITIVE_IN POINTS; PRIMITIVE_OUT POINTS; VERTICES_OUT 1;"
      "ATTRIB i = primitive.invocation; MOV.S result.layer.x, i; EMITS 1;"
      "END", "  1: EMITS.S c[0].xxxx"),
   ERR(G, G5 "PRIMITIVE_IN POINTS; PRIMITIVE_OUT POINTS; VERTICES_OUT 1;"
       "INVOCATIONS 33; END", N + 70, "INVOCATIONS 33 exceeds "
       "MAX_GEOMETRY_PROGRAM_INVOCATIONS_NV (32)"),
   ERR(G, G5 "PRIMITIVE_IN POINTS; PRIMITIVE_OUT POINTS; VERTICES_OUT 1;"
       "INVOCATIONS 0; END", N + 70, "INVOCATIONS must be positive"),
   ERR(G, G5 "INVOCATIONS 2; INVOCATIONS 2; PRIMITIVE_IN POINTS; END",
       N + 15, "more than one INVOCATIONS declaration"),
   ERR(G, G5 "PRIMITIVE_IN POINTS; PRIMITIVE_OUT LINE_STRIP; "
       "VERTICES_OUT 1; EMITS 0; END", N + 63,
       "EMITS needs PRIMITIVE_OUT POINTS"),
   ERR(G, G5 "PRIMITIVE_IN POINTS; PRIMITIVE_OUT POINTS; VERTICES_OUT 1;"
       "EMITS.F 0; END", N + 64, "modifier"),
   ERR(G, G5 "PRIMITIVE_IN POINTS; PRIMITIVE_OUT POINTS; VERTICES_OUT 1;"
       "TEMP INVOCATIONS; END", N + 63, "'INVOCATIONS' is a reserved word"),
   /* ... none of which a version 4 program has */
   ERR(G, GP "PRIMITIVE_IN POINTS; PRIMITIVE_OUT POINTS; VERTICES_OUT 1;"
       "INVOCATIONS 2; END", N + 58, "expected an instruction"),
   ERR(G, GP "PRIMITIVE_IN POINTS; PRIMITIVE_OUT POINTS; VERTICES_OUT 1;"
       "MOV.S result.layer.x, primitive.invocation; END", N + 90,
       "expected 'id'"),
   ERR(G, GP "PRIMITIVE_IN POINTS; PRIMITIVE_OUT POINTS; VERTICES_OUT 1;"
       "EMITS 0; END", N + 58, "expected an instruction"),
   OK(G, GP "PRIMITIVE_IN POINTS; PRIMITIVE_OUT POINTS; VERTICES_OUT 1;"
      "TEMP INVOCATIONS; END", "# temps: 1"),
   ERR(V, V5 "EMITS 0; END", N, "expected an instruction"),
   /* "<namingStatement> ::= <TEXTURE_statement>": no <varMods> */
   ERR(F, F5 "INT TEXTURE t = texture[0]; END", N + 4,
       "TEXTURE takes no modifiers"),
   ERR(F, F5 "FLAT TEXTURE t = texture[0]; END", N + 5,
       "TEXTURE takes no modifiers"),
   /* LDC without the option in a version 5 program, not in version 4 */
   OK(F, F5 "CBUFFER b[] = { program.buffer[1] }; TEMP r;"
      "LDC.F32 r, b[0]; END", "LDC.F32 R0.xyzw, cbuf[1][0].xyzw"),
   ERR(F, FP "CBUFFER b[] = { program.buffer[1] }; END", N, "CBUFFER"),
   /* NV_gpu_program5's 64-bit storage modifiers: version 5 only, F64*
    * with OPTION NV_gpu_program_fp64 */
   OK(F, F5 "CBUFFER b[] = { program.buffer[1] }; LONG TEMP L;"
      "LDC.S64X4 L, b[32]; END", "LDC.S64X4 R0.xyzw, cbuf[1][32].xyzw"),
   OK(F, F5 X64 "CBUFFER b[] = { program.buffer[1] }; TEMP r;"
      "LDC.F64X2.SAT r.xy, b[16]; END",
      "LDC.F64X2.SAT R0.xy, cbuf[1][16].xyzw"),
   OK(F, F5 "CBUFFER b[] = { program.buffer[1] }; LONG TEMP L;"
      "LDC.U64.CC L.x, b[8]; END", "LDC.U64.CC0 R0.x, cbuf[1][8].xyzw"),
   OK(F, F5 "CBUFFER b[] = { program.buffer[1] }; TEMP r;"
      "LDC.F64 r, b[0]; END", "LDC.F64"),
   OK(F, F5 "CBUFFER b[] = { program.buffer[1] }; TEMP r;"
      "LDC.F64X4 r, b[0]; END", "LDC.F64X4"),
   ERR(F, F5 "CBUFFER b[] = { program.buffer[1] }; TEMP r;"
       "LDC.S64.U64 r, b[0]; END", N + 52, "more than one storage"),
   ERR(F, F5 "CBUFFER b[] = { program.buffer[1] }; TEMP r;"
       "LDC.U64X3 r, b[0]; END", N + 48, "U64X2 or U64X4"),
   ERR(F, FP "OPTION NV_parameter_buffer_object2; CBUFFER b[] = "
       "{ program.buffer[1] }; TEMP r; LDC.U64 r, b[0]; END", N + 85,
       "a storage modifier (F32, F32X2, F32X4, S8"),
   /* NV_gpu_program5's CVT: "two storage modifiers ... the data type of
    * the result and the operand, respectively", the rounding modifiers,
    * SAT on integer results ("with one exception"), no data type
    * modifiers, no negation or absolute value on the operand */
   OK(V, V5 "TEMP r; CVT.S8.F32.SAT.FLR r, r; END",
      "  0: CVT.S8.F32.FLR.SAT R0.xyzw, R0.xyzw"),
   OK(V, V5 "TEMP r; CVT.F16.U64.CC1.CEIL r.xy, r; END",
      "  0: CVT.F16.U64.CEIL.CC1 R0.xy, R0.xyzw"),
   OK(V, V5 X64 "LONG TEMP L; CVT.F64.F16.ROUND L, {15360}; END",
      "  0: CVT.F64.F16.ROUND R0.xyzw"),
   /* a scalar literal is <constantScalar>, unsigned: its "-" is the
    * operand's negation; a signed constant is a vector's */
   ERR(V, V5 "INT TEMP i; CVT.S32.F32.TRUNC i, -2.5; END", N + 33,
       "CVT takes no negation on its operand"),
   OK(V, V5 "INT TEMP i; CVT.S32.F32.TRUNC i, {-2.5}.x; END",
      "  0: CVT.S32.F32.TRUNC R0.xyzw, c[0].xxxx"),
   OK(V, V5 "TEMP r; CVT.F32.S16.SSAT r, r; END",
      "  0: CVT.F32.S16.SSAT R0.xyzw"),
   ERR(V, V5 "TEMP r; CVT r, r; END", N + 8,
       "CVT needs two storage modifiers"),
   ERR(V, V5 "TEMP r; CVT.F32 r, r; END", N + 8,
       "CVT needs two storage modifiers"),
   ERR(V, V5 "TEMP r; CVT.F32.S32.U8 r, r; END", N + 20,
       "CVT takes two storage modifiers"),
   ERR(V, V5 "TEMP r; CVT.F32.S32X2 r, r; END", N + 16,
       "CVT does not take the 'S32X2' modifier"),
   ERR(V, V5 "TEMP r; CVT.F.S32.F32 r, r; END", N + 12,
       "CVT does not take the 'F' modifier"),
   OK(V, V5 "TEMP r; CVT.F32.F64 r, r; END", "CVT.F32.F64"),
   ERR(V, V5 "TEMP r; CVT.S32.F32.ROUND.FLR r, r; END", N + 26,
       "more than one rounding modifier"),
   ERR(V, V5 "TEMP r; CVT.S32.F32.SSAT r, r; END", N + 20,
       "a clamping modifier needs floating-point results"),
   ERR(V, V5 "TEMP r; CVT.S32.F32.X r, r; END", N + 20,
       "a storage modifier (F16, F32, F64, S8"),
   ERR(V, V5 "TEMP r; CVT.S32.F32 r, -r; END", N + 23,
       "CVT takes no negation on its operand"),
   ERR(V, V5 "TEMP r; CVT.S32.F32 r, |r|; END", N + 23,
       "CVT takes no absolute value on its operand"),
   ERR(V, V5 "TEMP r; CVT.S32.F32 r, -|r|; END", N + 24,
       "CVT takes no absolute value on its operand"),
   ERR(V, V5 "TEMP r; CVT.S32.F32 r, -{1, 2}; END", N + 23,
       "CVT takes no negation on its operand"),
   ERR(V, V5 "UINT TEMP u; CVT.S32.U32 u, u; END", N + 25,
       "'u' is declared UINT and written as INT"),
   ERR(V, V5 "INT TEMP i; TEMP r; CVT.F32.F16 r, i; END", N + 35,
       "'i' is declared INT and read as FLOAT"),
   ERR(V, V5 "TEMP r; ADD.ROUND r, r, r; END", N + 12,
       "ADD does not take the 'ROUND' modifier"),
   /* NV_gpu_program5_mem_extended: "it may use the "F16", ... storage
    * modifiers on instructions loading values from memory" with its
    * option only */
   ERR(V, V5 "TEMP r; LDC.F16 r, r; END", N + 12,
       "F16 needs OPTION NV_gpu_program5_mem_extended"),
   ERR(F, F5 "TEMP r; LONG TEMP a; LOAD.S8X4 r, a.x; END", N + 26,
       "S8X4 needs OPTION NV_gpu_program5_mem_extended"),
   ERR(F, F5 "OPTION NV_gpu_program5_mem_extended; TEMP r; LONG TEMP a; "
       "ATOM.ADD.U16X2 r, r, a.x; END", N + 58,
       "ATOM.ADD takes the storage modifiers U32 S32 U64, not U16X2"),
   ERR(F, "!!NVfp4.0\nOPTION NV_shader_buffer_load; TEMP r; "
       "LOAD.U8X2 r, r.x; END", 53,
       "expected a storage modifier"),
   ERR(V, VP "TEMP r; CVT.S32.F32 r, r; END", N + 8,
       "expected an instruction"),
   /* Images (EXT_shader_image_load_store's NV_gpu_program5 forms, as
    * NVIDIA's driver takes them: docs/languages/gp5-images-storage.md) */
   OK(F, F5 "IMAGE ims[] = { image[2..3] }; INT TEMP c; UINT TEMP u; "
      "LOADIM.U32 u, c, ims[1], 2D; END",
      "  0: LOADIM.U32 R1.xyzw, R0.xyzw, image[3], 2D"),
   OK(F, F5 "IMAGE ims[2] = { image[2], image[3] }; INT TEMP c; TEMP f; "
      "LOADIM.F32X4.COH.CC f, {1, 2, 0, 0}, ims[c.y + 1], ARRAYCUBE; END",
      "  0: LOADIM.COH.F32X4.CC0 R1.xyzw, c[0].xyzw, "
      "image[2][R0.y+1](2), ARRAYCUBE"),
   OK(F, F5 "IMAGE ims[2] = { image[2], image[3] }; INT TEMP c; TEMP f; "
      "LOADIM.F32X4 f, c, ims[c.y], 2D; END", "# images_used: 2 3"),
   /* an untyped TEMP is a signed integer operand too (im-coords-float) */
   OK(F, F5 "TEMP c; UINT TEMP u; LOADIM.U32 u, c, image[3], 2DMS; END",
      "LOADIM.U32 R1.xyzw, R0.xyzw, image[3], 2DMS"),
   OK(V, V5 "IMAGE im = image[1]; TEMP f; "
      "STOREIM.F32X2.VOL im, f, {0, 0, 0, 0}, BUFFER; END",
      "  0: STOREIM.VOL.F32X2 image[1], R0.xyzw, c[0].xyzw, BUFFER"),
   OK(F, F5 "OPTION NV_shader_atomic_float; TEMP r; "
      "ATOMIM.EXCH.F32.CC r, 0.5, {0, 0, 0, 0}, image[1], 3D; END",
      "  0: ATOMIM.EXCH.F32.CC0 R0.xyzw, c[0].xxxx, c[1].xyzw, image[1], "
      "3D"),
   ERR(F, F5 "IMAGE im = image[1]; TEMP f; "
       "LOADIM.F32X4 f, {0, 0, 0, 0}, texture[1], 2D; END", N + 59,
       "invalid image unit specifier"),
   ERR(F, F5 "IMAGE im = image[8]; END", N + 17,
       "invalid image unit number: 8"),
   ERR(F, F5 "IMAGE ims[] = { image[0..15] }; END", N + 25,
       "invalid image unit number: 15"),
   ERR(F, F5 "IMAGE ims[] = { image[1], image[5] }; END", N + 26,
       "bindings in non-PARAM arrays must be contiguous"),
   ERR(F, F5 "TEMP f; LOADIM.F32X4 f, {0, 0, 0, 0}, image[8], 2D; END",
       N + 44, "invalid image unit number: 8"),
   ERR(F, F5 "TEMP f; LOADIM.F32X4 f, {0, 0, 0, 0}, image[1], SHADOW2D; "
       "END", N + 48, "invalid image target type"),
   ERR(F, F5 "TEMP f; LOADIM.F32X4 f, {0, 0, 0, 0}, image[1], 2DARRAY; "
       "END", N + 48, "invalid image target type"),
   ERR(F, F5 "TEMP f; LOADIM.F16X4 f, {0, 0, 0, 0}, image[1], 2D; END",
       N + 15, "unknown opcode modifier: LOADIM takes no 'F16X4'"),
   ERR(F, F5 "OPTION NV_gpu_program5_mem_extended; TEMP f; "
       "LOADIM.F16X4 f, {0, 0, 0, 0}, image[1], 2D; END", N + 52,
       "unknown opcode modifier"),
   ERR(F, F5 "TEMP f; LOADIM.U64 f, {0, 0, 0, 0}, image[1], 2D; END",
       N + 15, "unknown opcode modifier"),
   ERR(F, F5 "TEMP f; LOADIM.RGBA8 f, {0, 0, 0, 0}, image[1], 2D; END",
       N + 15, "unknown opcode modifier (LOADIM takes a storage modifier"),
   ERR(F, F5 "TEMP f; STOREIM.U32.SAT image[1], f, {0, 0, 0, 0}, 2D; END",
       N + 20, "STOREIM does not take the 'SAT' modifier"),
   ERR(F, F5 "TEMP f; LOADIM f, {0, 0, 0, 0}, image[1], 2D; END", N + 8,
       "missing storage opcode modifier"),
   ERR(F, F5 "UINT TEMP c, u; LOADIM.U32 u, c, image[3], 2D; END", N + 30,
       "data type mismatch: expected signed integer operand ('c' is "
       "declared UINT)"),
   ERR(F, F5 "FLOAT TEMP c; UINT TEMP u; STOREIM.U32 image[3], u, -c, 2D; "
       "END", N + 53,
       "data type mismatch: expected signed integer operand ('c' is "
       "declared FLOAT)"),
   ERR(F, F5 "UINT TEMP c; INT TEMP r; "
       "ATOMIM.ADD.U32 r.x, 1, {0, 0, 0, 0}, image[3], 2D; END", N + 40,
       "'r' is declared INT and written as UINT"),
   /* LOADIM's result is written in the storage modifier's type */
   ERR(F, F5 "FLOAT TEMP f; LOADIM.U32 f, {0, 0, 0, 0}, image[1], 2D; END",
       N + 25, "'f' is declared FLOAT and written as UINT"),
   ERR(F, F5 "TEMP r; ATOMIM.ADD.F32 r.x, 0.5, {0, 0, 0, 0}, image[1], 2D; "
       "END", N + 19,
       "atomics with F32 modifier require 'OPTION NV_shader_atomic_float'"),
   ERR(F, F5 "OPTION NV_shader_atomic_float; TEMP r; "
       "ATOMIM.MIN.F32 r.x, 0.5, {0, 0, 0, 0}, image[1], 2D; END", N + 50,
       "combination of atomic and storage modifiers not supported"),
   ERR(F, F5 "INT TEMP r; "
       "ATOMIM.IWRAP.S32 r.x, 5, {0, 0, 0, 0}, image[1], 2D; END", N + 25,
       "combination of atomic and storage modifiers not supported"),
   ERR(F, F5 "TEMP r; ATOMIM.U32 r.x, 5, {0, 0, 0, 0}, image[1], 2D; END",
       N + 8, "ATOMIM needs an atomic modifier"),
   ERR(F, F5 "TEMP r; ATOMIM.ADD.U8 r.x, 5, {0, 0, 0, 0}, image[1], 2D; "
       "END", N + 19, "combination of atomic and storage modifiers"),
   ERR(F, F5 "IMAGE im = image[1]; TEMP r; MOV r, im; END", N + 36,
       "an image variable is an operand of LOADIM, STOREIM and ATOMIM "
       "only"),
   ERR(F, F5 "IMAGE ims[] = { image[1..2] }; UINT TEMP r; "
       "LOADIM.U32 r, {0, 0, 0, 0}, ims, 2D; END", N + 72,
       "'ims' is an image array: name a member"),
   ERR(F, F5 "IMAGE ims[] = { image[1..2] }; UINT TEMP r; "
       "LOADIM.U32 r, {0, 0, 0, 0}, ims[2], 2D; END", N + 76,
       "image array index 2 out of range"),
   /* no texel offset (im-offset), no TXQ of an image (im-loadim-size) */
   ERR(F, F5 "UINT TEMP u; LOADIM.U32 u, {0, 0, 0, 0}, image[3], 2D, "
       "(1, 1); END", N + 53, "expected ';'"),
   ERR(F, F5 "INT TEMP u; TXQ u, 0, image[3], 2D; END", N + 22,
       "'image' is not declared"),
   ERR(F, F5 "IMAGE texture = image[1]; END", N + 6, ""),
   ERR(F, F5 "IMAGE ims[3] = { image[0..1] }; END", N + 29,
       "array of 3 elements initialized with 2"),
   /* "!!NVfp4.0" knows no IMAGE (im-in-gp4) nor LOADIM */
   ERR(F, FP "IMAGE im = image[1]; END", N + 0, ""),
   ERR(F, FP "UINT TEMP u; LOADIM.U32 u, {0, 0, 0, 0}, image[3], 2D; END",
       N + 13, ""),
   ERR(F, F5 "TEMP r; ADD.F64X2 r, r, r; END", N + 12,
       "ADD does not take the 'F64X2' modifier"),
   /* NV_gpu_program5's TXG, TXGO and LOD: the component selector
    * ("Component selection is not supported for any other
    * instruction"), the targets each takes, TXGO's constant offset,
    * the modifiers of Table X.13's rows */
   OK(F, F5 "TEMP r; TXG r, r, texture[1].y, 2D; END",
      "  0: TXG.F R0.xyzw, R0.xyzw, texture[1].y, 2D"),
   OK(F, F5 "TEMP r; TXG r, r, texture[1].x, SHADOWRECT, (1, -2); END",
      "texture[1], SHADOWRECT, (1,-2,0)"),
   OK(V, V5 "TEMP r; INT TEMP i; TXGO.S i, r, i, i, texture.w, ARRAY2D, "
      "(0, 0); END", "  0: TXGO.S R1.xyzw, R0.xyzw, R1.xyzw, R1.xyzw, "
      "texture[0].w, ARRAY2D, (0,0,0)"),
   OK(F, F5 "TEMP r; LOD.CC r.xy, r, texture, CUBE; END",
      "  0: LOD.F.CC0 R0.xy"),
   ERR(F, F5 "TEMP r; TEX r, r, texture[1].y, 2D; END", N + 28,
       "only TXG and TXGO select a texture component"),
   ERR(F, F5 "TEMP r; TXQ r, r, texture.x, 2D; END", N + 25,
       "only TXG and TXGO select a texture component"),
   ERR(F, F5 "TEMP r; TXG r, r, texture.q, 2D; END", N + 26,
       "expected a component (x, y, z or w)"),
   ERR(F, F5 "TEMP r; TXG r, r, texture, 3D; END", N + 27,
       "TXG takes a 2D, SHADOW2D, CUBE, SHADOWCUBE, ARRAY2D, "
       "SHADOWARRAY2D, ARRAYCUBE, SHADOWARRAYCUBE, RECT or SHADOWRECT "
       "target, not 3D"),
   ERR(F, F5 "TEMP r; INT TEMP i; TXGO r, r, i, i, texture, CUBE; END",
       N + 46, "TXGO takes a 2D, SHADOW2D, ARRAY2D, SHADOWARRAY2D, RECT "
       "or SHADOWRECT target, not CUBE"),
   ERR(F, F5 "TEMP r; INT TEMP i; TXGO r, r, i, i, texture, 2D, (0, 1); "
       "END", N + 54, "TXGO takes its offsets from its operands"),
   ERR(F, F5 "TEMP r; LOD.S r, r, texture, 2D; END", N + 12,
       "LOD does not take the 'S' modifier"),
   ERR(F, FP "TEMP r; TXG r, r, texture, 2D; END", N + 8,
       "expected an instruction"),
   ERR(F, FP "TEMP r; TEX r, r, texture.x, 2D; END", N + 25,
       "expected ','"),
   /* register texel offsets: "offset" "(" <instOperandV> ")" after the
    * target (the grammar) or after a comma (yuzu); a signed integer
    * operand; "if a TXD or TXGO instruction specifies a non-constant
    * texel offset", on the CUBE targets, and on TXQ and LOD, which issue
    * 2 does not list ("TEX, TXB, TXF, TXG, TXL, TXP") */
   OK(F, F5 "TEMP r; INT TEMP i; TEX r, r, texture, 2D offset(i); END",
      "texture[0], 2D, offset(R1.xyzw)"),
   OK(F, F5 "TEMP r; INT TEMP i; TXF r, i, texture, ARRAY1D, "
      "offset(-i.y); END", "ARRAY1D, offset(-R1.yyyy)"),
   OK(V, V5 "TEMP r; TXG r, r, texture.z, 2D,offset({1, -1}); END",
      "texture[0].z, 2D, offset(c[0].xyzw)"),
   ERR(F, F5 "TEMP r; INT TEMP i; TXD r, r, r, r, texture, 2D, "
       "offset(i); END", N + 49, "TXD takes no offset() operand"),
   ERR(F, F5 "TEMP r; INT TEMP i; TXGO r, r, i, i, texture, 2D, "
       "offset(i); END", N + 50, "TXGO takes no offset() operand"),
   ERR(F, F5 "TEMP r; INT TEMP i; TXQ i, i, texture, 2D, offset(i); END",
       N + 43, "TXQ takes no offset() operand"),
   ERR(F, F5 "TEMP r; INT TEMP i; LOD r, r, texture, 2D, offset(i); END",
       N + 43, "LOD takes no offset() operand"),
   ERR(F, F5 "TEMP r; INT TEMP i; TEX r, r, texture, CUBE offset(i); END",
       N + 44, "a CUBE texture takes no texel offset"),
   ERR(F, F5 "TEMP r; FLOAT TEMP f; TEX r, r, texture, 2D, offset(f); "
       "END", N + 52, "'f' is declared FLOAT and read as INT"),
   ERR(F, F5 "TEMP r; INT TEMP i; TEX r, r, texture, 2D offset i; END",
       N + 49, "expected '('"),
   ERR(F, FP "TEMP r; INT TEMP i; TEX r, r, texture, 2D, offset(i); END",
       N + 43, "expected '('"),
   /* "<texTarget> ::= "ARRAYCUBE" | "SHADOWARRAYCUBE"" and the second
    * operand of "<TEXop> <opModifiers> <instResult> "," <instOperandV>
    * "," <instOperandV> "," <texAccess>": where it is needed, where it
    * is not, the instructions these targets refuse, no offsets */
   OK(F, F5 "TEMP r; TXL r, r, 2, texture, ARRAYCUBE; END",
      "  0: TXL.F R0.xyzw, R0.xyzw, c[0].xxxx, texture[0], ARRAYCUBE"),
   OK(V, V5 "TEMP r; TXB r, r, {0.5, 1}, texture[2], SHADOWARRAYCUBE; "
      "END", "c[0].xyzw, texture[2], SHADOWARRAYCUBE"),
   OK(F, F5 "TEMP r; TXG r, r, r.w, texture.y, SHADOWARRAYCUBE; END",
      "R0.wwww, texture[0].y, SHADOWARRAYCUBE"),
   OK(F, F5 "TEMP r; INT TEMP i; TXQ i, i, texture, ARRAYCUBE; END",
      "texture[0], ARRAYCUBE"),
   ERR(F, F5 "TEMP r; TXB r, r, texture, ARRAYCUBE; END", N + 27,
       "TXB on a ARRAYCUBE target needs a second operand (the bias in "
       "x)"),
   ERR(F, F5 "TEMP r; TEX r, r, texture, SHADOWARRAYCUBE; END", N + 27,
       "needs a second operand (the reference value in x)"),
   ERR(F, F5 "TEMP r; TEX r, r, r.w, texture, ARRAYCUBE; END", N + 18,
       "TEX on a ARRAYCUBE target takes no second operand"),
   ERR(F, F5 "TEMP r; TEX r, r, r.w, texture, 2D; END", N + 18,
       "TEX on a 2D target takes no second operand"),
   ERR(F, F5 "TEMP r; TXP r, r, texture, ARRAYCUBE; END", N + 27,
       "TXP cannot use a ARRAYCUBE target"),
   ERR(F, F5 "TEMP r; INT TEMP i; TXF r, i, texture, ARRAYCUBE; END",
       N + 39, "TXF cannot fetch from a ARRAYCUBE target"),
   ERR(F, F5 "TEMP r; INT TEMP i; TXGO r, r, i, i, texture, "
       "SHADOWARRAYCUBE; END", N + 46, "TXGO takes a 2D"),
   ERR(F, F5 "TEMP r; INT TEMP i; TEX r, r, texture, ARRAYCUBE, "
       "offset(i); END", N + 50, "a ARRAYCUBE texture takes no texel "
       "offset"),
   ERR(F, F5 "TEMP r; TEX r, r, texture, ARRAYCUBE, (1, 0); END", N + 39,
       "a ARRAYCUBE texture takes no texel offset"),
   ERR(F, FP "TEMP r; TEX r, r, texture, ARRAYCUBE; END", N + 27,
       "expected a texture target"),
   /* TEXTURE variables (2.X.3.8): single, arrays of ranges and lists
    * ("must increase consectively"), used by name, constant member or
    * integer TEMP component; "a texture variable declared as an array
    * is treated as though all texture image units bound to the variable
    * were accessed" (the spec's own example); no operand of other
    * instructions */
   OK(F, F5 "TEXTURE t = texture[3]; TEMP r; TEX r, r, t, 2D; END",
      "  0: TEX.F R0.xyzw, R0.xyzw, texture[3], 2D"),
   OK(F, F5 "TEXTURE a[] = { texture[1..2], texture[3] }; TEMP r; "
      "TXG r, r, a[2].w, 2D; END", "texture[3].w, 2D"),
   OK(V, V5 "TEXTURE a[2] = { texture[4..5] }; TEMP r; "
      "TXL r, r, 1, a[1], ARRAYCUBE; END", "texture[5], ARRAYCUBE"),
   ERR(F, F5 "TEXTURE a[] = { texture[1], texture[3] }; END", N + 28,
       "the units of a texture array must increase consecutively"),
   ERR(F, F5 "TEXTURE a[] = { texture[3..1] }; END", N + 27,
       "texture[3..1]: <a> is greater than <b>"),
   ERR(F, F5 "TEXTURE a[3] = { texture[1..2] }; END", N + 31,
       "array of 3 elements initialized with 2"),
   ERR(F, F5 "TEXTURE t = texture[99]; END", N + 20,
       "texture image unit 99 out of range"),
   ERR(F, F5 "TEXTURE a[] = { texture[0..1] }; TEMP r; TEX r, r, a, 2D; "
       "END", N + 51, "'a' is a texture array: name a member"),
   OK(F, F5 "TEXTURE a[] = { texture[2..4] }; INT TEMP i; TEMP r; "
      "TEX r, r, a[i.y + 1], 2D; END",
      "  0: TEX.F R1.xyzw, R1.xyzw, texture[2][R0.y+1](3), 2D"),
   ERR(F, F5 "TEXTURE a[] = { texture[0..1] }; FLOAT TEMP f; TEMP r; "
       "TEX r, r, a[f.x], 2D; END", N + 67, "'f' is declared FLOAT and "
       "read as an integer array index"),
   ERR(F, F5 "TEXTURE a[] = { texture[0..1] }; TEMP r; TEX r, r, a[2], "
       "2D; END", N + 53, "texture array index 2 out of range (0 to 1)"),
   ERR(F, F5 "TEXTURE textures[] = { texture[0..3] }; TEMP r; "
       "TEX r, r, textures[2], 2D; TEX r, r, texture[1], 3D; END", N + 97,
       "texture image unit 1 used with targets 2D and 3D"),
   ERR(F, F5 "TEXTURE t = texture[0]; TEMP r; MOV r, t; END", N + 39,
       "a texture variable is no operand"),
   ERR(F, F5 "TEMP TEXTURE; END", N + 5, "'TEXTURE' is a reserved word"),
   ERR(F, FP "TEXTURE t = texture[0]; END", N, "found 'TEXTURE'"),
   OK(F, FP "TEMP TEXTURE; MOV TEXTURE, 1; END", "  0: MOV.F R0.xyzw"),
   OK(F, FP "TEMP LOD; MOV LOD, 1; END", "  0: MOV.F R0.xyzw"),
   ERR(F, F5 "TEMP LOD; END", N + 5, "'LOD' is a reserved word"),
   /* IPAC, IPAO, IPAS (section 2.X.8.Z): fragment programs of version
    * 5 only; "fail to load if ... [the first] operand is not a fragment
    * program attribute variable or matches the "fragment.facing" or
    * "primitive.id" binding"; "only floating-point data type
    * modifiers"; IPAS's sample number an unsigned scalar ("v,su") */
   OK(F, F5 "TEMP r; IPAO r, -fragment.attrib[0].y, {0.25, 0}; END",
      "  0: IPAO.F R0.xyzw, -f[ATTR0].yyyy, c[0].xyzw"),
   OK(F, F5 "ATTRIB a = fragment.texcoord[2]; TEMP r; IPAS.SAT r.x, "
      "|a|, 1; IPAC r.y, fragment.color.secondary; END",
      "  0: IPAS.F.SAT R0.x, |f[TEX2].xyzw|, c[0].xxxx"),
   OK(F, F5 "CENTROID ATTRIB a = fragment.attrib[1]; TEMP r; "
      "IPAO.CC r, a, {0.5, -0.5}; END",
      "  0: IPAO.F.CC0 R0.xyzw, f[ATTR1].xyzw, c[0].xyzw"),
   OK(F, F5 "ATTRIB a[] = { fragment.attrib[1..2] }; INT TEMP i; TEMP r; "
      "IPAO r, a[i.x + 1], {0, 0}; END",
      "  0: IPAO.F R1.xyzw, f[ATTR1][R0.x+1](2).xyzw, c[0].xyzw"),
   ERR(F, F5 "TEMP r; IPAC r, fragment.facing; END", N + 16,
       "IPAC cannot interpolate fragment.facing"),
   ERR(F, F5 "ATTRIB f = fragment.facing; TEMP r; IPAC r, -|f|; END",
       N + 46, "IPAC cannot interpolate fragment.facing"),
   ERR(F, F5 "TEMP r; IPAO r, primitive.id, {0, 0}; END", N + 16,
       "IPAO cannot interpolate primitive.id"),
   ERR(F, F5 "TEMP r, t; IPAC r, t; END", N + 19,
       "IPAC interpolates a fragment attribute variable"),
   ERR(F, F5 "TEMP r; IPAS r, program.local[0], 0; END", N + 16,
       "IPAS interpolates a fragment attribute variable"),
   ERR(F, F5 "TEMP r; IPAO r, {1, 2}, {0, 0}; END", N + 16,
       "IPAO interpolates a fragment attribute variable"),
   ERR(F, F5 "TEMP r; IPAS.S r, fragment.attrib[0], 1; END", N + 13,
       "IPAS does not take the 'S' modifier"),
   ERR(F, F5 "TEMP r; IPAS r, fragment.attrib[0], 1.5; END", N + 36,
       "unsigned integer"),
   ERR(F, FP "TEMP r; IPAC r, fragment.attrib[0]; END", N + 8,
       "expected an instruction"),
   ERR(V, V5 "TEMP r; IPAC r, vertex.attrib[0]; END", N + 8,
       "expected an instruction"),
   OK(F, FP "TEMP IPAO; MOV IPAO, 1; END", "  0: MOV.F R0.xyzw"),
   ERR(F, F5 "TEMP IPAO; END", N + 5, "'IPAO' is a reserved word"),
   /* NV_gpu_program5's fragment grammar: '<interpModifier> ::=
    * "SAMPLE"', '<attribBasic> ::= <fragPrefix> "sampleid" |
    * <fragPrefix> "samplemask"', '<resultBasic> ::= ... | <resPrefix>
    * "samplemask"' -- none of them in "!!NVfp4.0" */
   OK(F, F5 "SAMPLE ATTRIB a = fragment.attrib[0]; MOV result.color, a;"
      " END", "# attribs_sample: 13"),
   OK(F, F5 "NOPERSPECTIVE SAMPLE ATTRIB a = fragment.texcoord[1]; "
      "MOV result.color, a; END", "# attribs_sample: 5"),
   ERR(F, F5 "SAMPLE SAMPLE ATTRIB a = fragment.attrib[0]; END", N + 7,
       "SAMPLE specified twice"),
   ERR(F, F5 "SAMPLE ATTRIB p = fragment.position; END", N + 14,
       "no interpolation modifier"),
   ERR(F, F5 "SAMPLE TEMP t; END", N + 7,
       "interpolation modifiers are for ATTRIB"),
   ERR(F, F5 "SAMPLE ATTRIB a = fragment.attrib[0]; ATTRIB b = "
       "fragment.attrib[0]; END", N + 45, "other interpolation modifiers"),
   ERR(F, FP "SAMPLE ATTRIB a = fragment.attrib[0]; END", N,
       "expected an instruction"),
   OK(F, FP "TEMP SAMPLE; MOV SAMPLE, 1; END", "  0: MOV.F R0.xyzw"),
   ERR(F, F5 "TEMP SAMPLE; END", N + 5, "'SAMPLE' is a reserved word"),
   OK(F, F5 "MOV.S result.samplemask.x, fragment.sampleid.x; END",
      "  0: MOV.S o[SAMPLEMASK].x, fragment.sampleid.xxxx"),
   OK(F, F5 "TEMP r; MOV.U r, fragment.samplemask; END",
      "  0: MOV.U R0.xyzw, fragment.samplemask.xyzw"),
   ERR(F, FP "TEMP r; MOV.S r, fragment.sampleid; END", N + 26,
       "expected a fragment attribute"),
   ERR(F, FP "MOV.S result.samplemask, 1; END", N + 13,
       "expected a result binding"),
   /* NV_gpu_program5 section 2.X.6.Y, "Early Per-Fragment Tests":
    * "OPTION NV_early_fragment_tests" in version 5 fragment programs */
   OK(F, F5 "OPTION NV_early_fragment_tests; MOV result.color, 1; END",
      "# early_fragment_tests"),
   ERR(F, FP "OPTION NV_early_fragment_tests; END", N + 7,
       "unsupported program option"),
   ERR(V, V5 "OPTION NV_early_fragment_tests; END", N + 7,
       "unsupported program option"),
   /* "<int>": "a sequence in hexadecimal form beginning with "0x"
    * followed by a sequence of one or more hexadecimal digits", as cgc
    * writes ("{0xf0f0f0f0}"); read as a float where a float is */
   OK(F, FP "UINT TEMP u; XOR.U u, u, {0xf0f0F0F0, 0x1}.x; END",
      "# c[0] = {-252645136i, 1i, 0i, 1i}"),
   OK(F, FP "TEMP r; MOV r, 0x10; END", "# c[0] = {16, 16, 16, 16}"),
   OK(V, V5 "INT TEMP i; MOV.S i, -0x7fffffff; END",
      "# c[0] = {2147483647i, 2147483647i, 2147483647i, 2147483647i}\n"
      "  0: MOV.S R0.xyzw, -c[0].xxxx"),
   /* (a 64-bit instruction reads all 64 bits of it) */
   OK(F, F5 "LONG TEMP l; MOV.U64 l, 0x100000000; END",
      "# c[0] = {4294967296i64"),
   ERR(F, FP "TEMP r; MOV r, 0x; END", N + 16, "expected ';'"),
   ERR(F, FP "TEMP r; MOV r, 0xg; END", N + 16, "expected ';'"),
   /* ARB_shader_subroutine's NV_gpu_program5 section: SUBROUTINETYPE
    * (a second statement of a type adds to it), SUBROUTINE variables and
    * arrays of program.subroutine[], labels with SUBROUTINENUM, CALI
    * with a member and a condition; in every version 5 kind, in no
    * version 4 one */
   OK(V, V5 SUBS "CALI s; CALI a[1] (GT.x); RET; l SUBROUTINENUM(4): "
      "RET; m SUBROUTINENUM(0): RET; END",
      "# subroutine type 0 T: l m\n# sub0: type 0, program.subroutine[3]"
      "\n# sub1: type 0, program.subroutine {5, 6, 9}"),
   OK(F, F5 SUBS "INT TEMP i; CALI a[i.y + 1]; l SUBROUTINENUM(4): RET; "
      "m SUBROUTINENUM(0): RET; END", "  0: CALI sub1[R0.y+1]\n"),
   OK(G, G5 "PRIMITIVE_IN POINTS; PRIMITIVE_OUT POINTS; VERTICES_OUT 1;"
      SUBS "CALI s; l SUBROUTINENUM(255): RET; m SUBROUTINENUM(0): RET; "
      "END", "   l SUBROUTINENUM(255):\n"),
   /* an empty type; a label in no type keeps its number */
   OK(F, F5 "SUBROUTINETYPE E { }; SUBROUTINE E e = "
      "program.subroutine[1023]; CALI e; x SUBROUTINENUM(7): RET; END",
      "# subroutine type 0 E:\n"),
   ERR(F, FP "SUBROUTINETYPE T { l };", N, "found 'SUBROUTINETYPE'"),
   ERR(F, FP "l SUBROUTINENUM(0): RET; END", N, "found 'l'"),
   ERR(F, F5 "TEMP SUBROUTINE; END", N + 5, "reserved word"),
   ERR(F, F5 "TEMP r; l: RET; SUBROUTINETYPE r { l }; END", N + 31,
       "'r' is already declared"),
   ERR(F, F5 "SUBROUTINE T s = program.subroutine[0]; END", N + 11,
       "'T' is no SUBROUTINETYPE"),
   ERR(F, F5 "INT SUBROUTINE T s = program.subroutine[0]; END", N + 4,
       "SUBROUTINE takes no modifiers"),
   ERR(F, F5 SUBS "SUBROUTINE T s2 = program.subroutine; END",
       N + SUBS_LEN + 36, "expected '['"),
   ERR(F, F5 SUBS "SUBROUTINE T b[2] = { program.subroutine[2..1] }; END",
       N + SUBS_LEN + 44, "<a> is greater than <b>"),
   ERR(F, F5 SUBS "CALI a[3]; END", N + SUBS_LEN + 7,
       "index 3 out of range (0 to 2)"),
   ERR(F, F5 SUBS "CALI s[0]; END", N + SUBS_LEN + 6, "'s' is not an "
       "array"),
   ERR(F, F5 SUBS "TEMP r; CALI a[r]; END", N + SUBS_LEN + 16,
       "expected '.'"),
   ERR(F, F5 SUBS "CALI.CC s; END", N + SUBS_LEN + 5, "does not take"),
   ERR(F, F5 SUBS "TEMP r; MOV r, a; END", N + SUBS_LEN + 15,
       "no operand"),
   /* resolved after END: the labels of a type, each numbered */
   ERR(F, F5 SUBS "RET; l SUBROUTINENUM(4): RET; END", N + 43,
       "label 'm' is not defined"),
   ERR(F, F5 SUBS "RET; l SUBROUTINENUM(4): RET; m: RET; END", N + 43,
       "label 'm' (line 5) has no SUBROUTINENUM"),
   ERR(F, F5 "x SUBROUTINENUM(1): RET; y SUBROUTINENUM(1): RET; END",
       N + 41, "SUBROUTINENUM(1) is already the number of 'x'"),
   ERR(F, F5 "x SUBROUTINENUM 1: RET; END", N + 16, "expected '('"),
   ERR(F, F5 "x SUBROUTINENUM(1) RET; END", N + 19, "expected ':'"),
   /* "Programs that may potentially cause infinite recursion through
    * indirect calls will fail to compile", at the CALI; CAL cycles stay
    * NV_gpu_program4's */
   ERR(F, F5 SUBS "CALI s; RET; l SUBROUTINENUM(4): CAL n; RET; "
       "m SUBROUTINENUM(0): RET; n: CALI a[0]; RET; END",
       N + SUBS_LEN + 73, "CALI in 'n' may call 'l'"),
   OK(F, F5 SUBS "CALI s; RET; l SUBROUTINENUM(4): CAL n; RET; "
      "m SUBROUTINENUM(0): RET; n: CAL l; RET; END", "CALI sub0"),
};

/* Every instruction of the catalogue's gp4 columns is in one of the
 * golden programs. */
static void
check_coverage(const char *dir)
{
   static const char *const files[] = {
      "vp/gp4_every_opcode.vp", "fp/gp4_every_opcode.fp",
      "gp/gp4gp_every_opcode.gp", "fp/gp4_buffers.fp",
      "vp/gp5_bits.vp", "gp/gp5_geometry.gp", "fp/gp5_texture.fp",
      "gp/gp5_interp.fp", "fp/gp5_subroutine.fp", "gp/gp5_64.fp",
      "gp/gp5_memory.fp", "gp/gp5_cvt.fp", "gp/gp5_compute.cp",
      "gp/gp5_image.cp",
      "gp/gp5_storage.cp",
   };
   static const enum nvp_target targets[] = { V, F, G, F, V, G, F, F, F,
                                               F, F, F,
                                               NVP_TARGET_ARB_COMPUTE,
                                               NVP_TARGET_ARB_COMPUTE,
                                               NVP_TARGET_ARB_COMPUTE };
   bool seen[NVP_OP_COUNT] = { false };

   for (unsigned f = 0; f < sizeof(files) / sizeof(files[0]); f++) {
      char path[512];
      snprintf(path, sizeof(path), "%s/%s", dir, files[f]);
      FILE *fp = fopen(path, "rb");
      UNIT_CHECK(fp, "cannot open %s", path);
      if (!fp)
         return;
      static char text[16384];
      size_t len = fread(text, 1, sizeof(text), fp);
      fclose(fp);
      struct nvp_error err;
      struct nvp_program *prog =
         nvp_parse(targets[f], text, len, &err);
      UNIT_CHECK(prog, "%s: %s", path, prog ? "" : err.message);
      for (unsigned i = 0; prog && i < prog->num_instrs; i++)
         seen[prog->instrs[i].op] = true;
      nvp_program_free(prog);
   }
   unsigned n = 0;
   for (unsigned op = 0; op < NVP_OP_COUNT; op++) {
      if (!nvp_opcode_gp4((enum nvp_opcode)op)->mods)
         continue;
      n++;
      UNIT_CHECK(seen[op], "%s is in no gp4 golden program",
                 nvp_opcode_info((enum nvp_opcode)op)->name);
   }
   /* Table X.13's 80 rows, NV_fragment_program4's DDX and DDY,
    * NV_geometry_program4's EMIT and ENDPRIM, NV_parameter_buffer_
    * object2's LDC, NV_gpu_program5's BFE, BFI, BFR, BTC, BTFL,
    * BTFM, EMITS, TXG, LOD, TXGO, IPAC, IPAO, IPAS, PK64, UP64, CVT,
    * STORE, ATOM and MEMBAR, NV_shader_buffer_load's LOAD,
    * ARB_shader_subroutine's CALI, NV_compute_program5's LDS, STS,
    * ATOMS and BAR, NV_gpu_program5's TGALL, TGANY, TGEQ and TXFMS,
    * EXT_shader_image_load_store's LOADIM, STOREIM and ATOMIM, and
    * NV_shader_storage_buffer_object's LDB, STB and ATOMB. */
   UNIT_CHECK(n == 120, "%u gp4 instructions in the catalogue", n);
}

/* The context's texel offset range (nvp_arb_limits), and the component
 * counts of PROGRAM_ATTRIB/RESULT_COMPONENTS_NV (nvp_ir.h). */
static void
check_limits(void)
{
   struct nvp_arb_limits l = nvp_arb_default_limits;
   struct nvp_error err;
   l.min_texel_offset = -32;
   l.max_texel_offset = 31;

   static const char *const at[2] = {
      VP "TEMP r; TEX r, r, texture, 2D, (-32, 31); END",
      VP "TEMP r; TEX r, r, texture, 2D, (-33, 31); END",
   };
   struct nvp_program *prog =
      nvp_parse_gp4vp(at[0], strlen(at[0]), &l, &err);
   UNIT_CHECK(prog, "offsets -32, 31: %s", prog ? "" : err.message);
   nvp_program_free(prog);
   prog = nvp_parse_gp4vp(at[1], strlen(at[1]), &l, &err);
   UNIT_CHECK(!prog && err.position == N + 32 &&
              strstr(err.message, "outside [-32, 31]"),
              "offset -33: position %d, '%s'", err.position, err.message);
   nvp_program_free(prog);

   static const struct {
      bool fragment;
      const char *text;
      unsigned attribs, results;
   } counts[] = {
      { false, VP "TEMP r; MOV r, vertex.attrib[3].xyxy;"
               "MOV r.z, vertex.fogcoord; ADD r, r, vertex.id.y;"
               "MOV result.clip[2], r; MOV result.color.xz, r; END",
        3, 3 },   /* vertex.id.y reads no component vertex.id defines */
      { true, FP "MOV result.depth, fragment.facing;"
              "MOV result.color.w, fragment.position.wzyx; END", 5, 2 },
   };
   for (unsigned i = 0; i < 2; i++) {
      const char *t = counts[i].text;
      prog = counts[i].fragment ?
             nvp_parse_gp4fp(t, strlen(t), &nvp_arb_default_limits, &err) :
             nvp_parse_gp4vp(t, strlen(t), &nvp_arb_default_limits, &err);
      UNIT_CHECK(prog, "count case %u: %s", i, prog ? "" : err.message);
      if (!prog)
         continue;
      UNIT_CHECK(prog->attrib_components == counts[i].attribs &&
                 prog->result_components == counts[i].results,
                 "count case %u: %u attribute, %u result components", i,
                 prog->attrib_components, prog->result_components);
      nvp_program_free(prog);
   }
}

/* NV_geometry_program4's output limits from nvp_arb_limits
 * (MAX_PROGRAM_OUTPUT_VERTICES_NV, MAX_PROGRAM_TOTAL_OUTPUT_COMPONENTS_NV)
 * and its component counts. */
static void
check_geometry_limits(void)
{
   struct nvp_arb_limits l = nvp_arb_default_limits;
   struct nvp_error err;
   l.max_vertices_out = 16;
   l.max_total_output_components = 32;

   static const struct {
      const char *text;
      int position;     /* -1: loads */
      const char *msg;
   } cases[] = {
      { GP "PRIMITIVE_IN POINTS; PRIMITIVE_OUT POINTS; VERTICES_OUT 16; "
        "MOV result.position.xy, vertex[0].position; END", -1, NULL },
      { GP "PRIMITIVE_IN POINTS; PRIMITIVE_OUT POINTS; VERTICES_OUT 17; "
        "END", N + 56, "VERTICES_OUT 17 exceeds "
        "MAX_PROGRAM_OUTPUT_VERTICES_NV (16)" },
      { GP "PRIMITIVE_IN POINTS; PRIMITIVE_OUT POINTS; VERTICES_OUT 8; "
        "MOV result.position, vertex[0].position; END", -1, NULL },
      { GP "PRIMITIVE_IN POINTS; PRIMITIVE_OUT POINTS; VERTICES_OUT 9; "
        "MOV result.position, vertex[0].position; END", N + 56,
        "VERTICES_OUT 9 times 4 result components exceeds "
        "MAX_PROGRAM_TOTAL_OUTPUT_COMPONENTS_NV (32)" },
   };
   for (unsigned i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
      const char *t = cases[i].text;
      struct nvp_program *prog = nvp_parse_gp4gp(t, strlen(t), &l, &err);
      if (cases[i].position < 0) {
         UNIT_CHECK(prog, "geometry limit case %u: %s", i,
                    prog ? "" : err.message);
      } else {
         UNIT_CHECK(!prog && err.position == cases[i].position &&
                    strstr(err.message, cases[i].msg),
                    "geometry limit case %u: position %d, '%s'", i,
                    prog ? -1 : err.position, prog ? "" : err.message);
      }
      nvp_program_free(prog);
   }

   /* PROGRAM_ATTRIB/RESULT_COMPONENTS_NV: a binding's components once
    * whatever vertex reads them, x of the scalar ones */
   static const char counts[] = GPD "TEMP r; "
      "ADD r, vertex[0].position.xyxy, vertex[1].position.z; "
      "ADD r, r, vertex[2].clip[1]; ADD r, r, primitive.id; "
      "MOV result.position, r; MOV result.layer, r; "
      "MOV result.attrib[2].xy, r; END";
   struct nvp_program *prog =
      nvp_parse_gp4gp(counts, strlen(counts), &nvp_arb_default_limits,
                      &err);
   UNIT_CHECK(prog, "geometry counts: %s", prog ? "" : err.message);
   if (prog) {
      UNIT_CHECK(prog->attrib_components == 5 &&
                 prog->result_components == 7,
                 "geometry counts: %u attribute, %u result components",
                 prog->attrib_components, prog->result_components);
   }
   nvp_program_free(prog);
}

int
main(int argc, char **argv)
{
   unit_run_parse_cases(cases, sizeof(cases) / sizeof(cases[0]),
                        unit_check_case_line_column);
   check_limits();
   check_geometry_limits();
   if (argc > 1)
      check_coverage(argv[1]);
   printf("%zu table cases, %u checks: %u failures\n",
          sizeof(cases) / sizeof(cases[0]), unit_checks, unit_failures);
   return unit_failures ? 1 : 0;
}
