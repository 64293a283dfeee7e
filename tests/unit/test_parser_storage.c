/*
 * Table-driven tests of NV_shader_storage_buffer_object's front end
 * (nvp_arb_gp5_storage.c) and of NV_shader_atomic_float's rules: the
 * option, STORAGE declarations, LDB, STB and ATOMB with the IR they give
 * in every version 5 program kind, and each refusal NVIDIA's driver
 * gave (docs/languages/gp5-images-storage.md) at its exact GL error
 * position with its message.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp.h"
#include "nvp_ir.h"
#include "unit_common.h"

#define P NVP_TARGET_ARB_COMPUTE
#define V NVP_TARGET_ARB_VERTEX
#define F NVP_TARGET_ARB_FRAGMENT
#define G NVP_TARGET_ARB_GEOMETRY
#define TC NVP_TARGET_ARB_TESS_CONTROL
#define TE NVP_TARGET_ARB_TESS_EVAL
#define OK(t, text, dump)       { t, text, -1, true, -1, dump }
#define ERR(t, text, pos, msg)  { t, text, -1, false, pos, msg }

#define OPT "OPTION NV_shader_storage_buffer;\n"
/* a compute program with the option and GROUP_SIZE (B bytes) */
#define SB "!!NVcp5.0\n" OPT "GROUP_SIZE 1;\n"
#define B ((int)sizeof(SB) - 1)
/* with two STORAGE variables and TEMPs (S bytes) */
#define SBV SB "STORAGE sb0[] = { program.storage[0] };\n" \
   "STORAGE sb1[] = { program.storage[1] };\n" \
   "UINT TEMP v, i;\nTEMP f;\nLONG TEMP l;\n"
#define S ((int)sizeof(SBV) - 1)
/* ... with NV_shader_atomic_float (SF bytes) */
#define SBF "!!NVcp5.0\n" OPT "OPTION NV_shader_atomic_float;\n" \
   "GROUP_SIZE 1;\nSTORAGE sb1[] = { program.storage[1] };\n" \
   "TEMP f;\n"
#define SF ((int)sizeof(SBF) - 1)
#define STORE_DECL "STORAGE s[] = { program.storage[2] };\n"

static const struct unit_parse_case cases[] = {
   /* declarations: one binding, an unsized array, binding points
    * 0..15 */
   OK(P, SBV "LDB.U32 v.x, sb0[4]; END",
      "  0: LDB.U32 R0.x, storage[0][4].xyzw\n"),
   OK(P, SB "STORAGE last[] = { program.storage[15] }; UINT TEMP v;\n"
      "LDB.U32 v, last[0]; END", "LDB.U32 R0.xyzw, storage[15][0]"),
   ERR(P, SB "STORAGE sb[] = { program.storage[16] }; END", B + 33,
       "invalid storage buffer binding number"),
   ERR(P, SB "STORAGE sb[] = { program.storage[0..1] }; END", B + 34,
       "multiple storage bindings not allowed for this variable"),
   ERR(P, SB "STORAGE sb[] = { program.storage[0], program.storage[1] };"
       " END", B + 35,
       "multiple storage bindings not allowed for this variable"),
   ERR(P, SB "STORAGE sb0 = program.storage[0]; END", B + 32,
       "full storage buffer binding supported only for unsized array "
       "variables"),
   ERR(P, SB "STORAGE sb0[4] = { program.storage[0] }; END", B + 12,
       "full storage buffer binding supported only for unsized array "
       "variables"),
   ERR(P, SB "STORAGE sb0[] = { program.buffer[0] }; END", B + 26,
       "expected 'storage'"),
   ERR(P, SBV "STORAGE sb0[] = { program.storage[2] }; END", S + 8,
       "sb0"),
   /* without the option STORAGE is no statement, LDB no instruction */
   ERR(P, "!!NVcp5.0\nGROUP_SIZE 1;\n"
       "STORAGE sb[] = { program.storage[0] }; END", 24, ""),
   ERR(P, "!!NVcp5.0\nGROUP_SIZE 1;\nUINT TEMP v; LDB.U32 v, v; END", 37,
       "expected an instruction"),
   /* offsets: a constant, an integer TEMP component, one plus a
    * constant */
   OK(P, SBV "LDB.U32 v.x, sb0[i.y]; END", "storage[0][R1.y+0]"),
   OK(P, SBV "STB.U32 v.x, sb1[i.y + 40]; END",
      "  0: STB.U32 R0.xxxx, storage[1][R1.y+40].xyzw\n"),
   OK(P, SBV "LDB.U32 v.x, sb0[4096]; END", "storage[0][4096]"),
   ERR(P, SBV "LDB.U32 v.x, sb0[i]; END", S + 18, "expected '.'"),
   ERR(P, SBV "LDB.U32 v.x, sb0[i.x - 4]; END", S + 23,
       "relative offset -4 out of range"),
   ERR(P, SBV "LDB.U32 v.x, sb0; END", S + 16, "expected '['"),
   /* a storage variable is an operand of LDB, STB and ATOMB only */
   ERR(P, SBV "LOAD.U32 v.x, sb0[0]; END", S + 14,
       "storage buffer variables only allowed with ATOMB/LDB/STB"),
   ERR(P, SBV "MOV.U v, sb0; END", S + 9,
       "storage buffer variables only allowed with ATOMB/LDB/STB"),
   ERR(P, SBV "MOV.U sb0, v; END", S + 6,
       "storage buffer variables only allowed with ATOMB/LDB/STB"),
   ERR(P, SBV "LDB.U32 v.x, v.x; END", S + 13,
       "LDB's memory operand must be a STORAGE variable"),
   ERR(P, SBV "STB.U32 v.x, i.y; END", S + 13,
       "STB's memory operand must be a STORAGE variable"),
   /* the storage modifiers as LOAD's */
   OK(P, SBV "LDB.U8 v.x, sb0[1]; LDB.U16 v.y, sb0[2]; "
      "LDB.U32X4 v, sb0[16]; LDB.F32X2 f, sb0[8]; END",
      "  3: LDB.F32X2 R2.xyzw, storage[0][8].xyzw\n"),
   OK(P, SBV "LDB.U64 l.x, sb0[16]; STB.U64 l.x, sb1[24]; END",
      "  1: STB.U64 R3.xxxx, storage[1][24].xyzw\n"),
   OK(P, SBV "LDB.U32.CC v.x, sb0[0]; END", "LDB.U32.CC0 R0.x"),
   OK(P, SBV "LDB.U32.COH v.x, sb0[0]; STB.U32.VOL v.x, sb0[4]; END",
      "  1: STB.VOL.U32 R0.xxxx, storage[0][4].xyzw\n"),
   ERR(P, SBV "LDB v.x, sb0[0]; END", S,
       "LDB needs a storage modifier"),
   ERR(P, SBV "STB.U32.CC v.x, sb0[0]; END", S + 8,
       "STB does not take the 'CC' modifier"),
   ERR(P, SBV "LDB.S8X4 v, sb0[0]; END", S + 4,
       "S8X4 needs OPTION NV_gpu_program5_mem_extended"),
   /* ATOMB: ATOM's atomic and storage modifiers */
   OK(P, SBV "ATOMB.ADD.U32 v.y, 1, sb1[0]; END",
      "  0: ATOMB.ADD.U32 R0.y, c[0].xxxx, storage[1][0].xyzw\n"),
   OK(P, SBV "ATOMB.CSWAP.U32 v.y, {0, 66, 0, 0}, sb1[8]; END",
      "ATOMB.CSWAP.U32 R0.y, c[0].xyzw, storage[1][8]"),
   OK(P, SBV "ATOMB.IWRAP.U32 v.y, 3, sb1[i.x + 8]; END",
      "ATOMB.IWRAP.U32 R0.y"),
   ERR(P, SBV "ATOMB.U32 v.y, 1, sb1[0]; END", S,
       "ATOMB needs an atomic modifier"),
   ERR(P, SBV "ATOMB.IWRAP.S32 v.y, 1, sb1[0]; END", S,
       "ATOMB.IWRAP takes the storage modifiers U32, not S32"),
   ERR(P, SBV "ATOMB.MIN.U64 l.y, l.x, sb1[0]; END", S,
       "ATOMB.MIN takes the storage modifiers U32 S32, not U64"),
   OK(P, SBV "ATOMB.ADD.U64 l.y, l.x, sb1[24]; END",
      "ATOMB.ADD.U64 R3.y, R3.xxxx, storage[1][24]"),
   /* with NV_shader_atomic_int64, the 64-bit ones */
   OK(P, "!!NVcp5.0\n" OPT "OPTION NV_shader_atomic_int64;\n"
      "GROUP_SIZE 1;\nSTORAGE s[] = { program.storage[0] };\n"
      "LONG TEMP l; ATOMB.MAX.S64 l.y, l.x, s[8]; END",
      "ATOMB.MAX.S64 R0.y"),
   /* NV_shader_atomic_float: ADD.F32 and EXCH.F32 with its option */
   ERR(P, SBV "ATOMB.ADD.F32 f.x, 0.25, sb1[0]; END", S,
       "atomics with F32 modifier require 'OPTION "
       "NV_shader_atomic_float'"),
   OK(P, SBF "ATOMB.ADD.F32 f.x, 0.25, sb1[0]; "
      "ATOMB.EXCH.F32 f.y, 2.5, sb1[4]; END",
      "  1: ATOMB.EXCH.F32 R0.y, c[1].xxxx, storage[1][4].xyzw\n"),
   ERR(P, SBF "ATOMB.MIN.F32 f.x, 1.5, sb1[0]; END", SF,
       "combination of atomic and storage modifiers not supported"),
   ERR(P, SBF "ATOMB.CSWAP.F32 f.x, 1.5, sb1[0]; END", SF,
       "combination of atomic and storage modifiers not supported"),
   /* ... and on ATOM through a GPU address */
   ERR(P, "!!NVcp5.0\nGROUP_SIZE 1;\nLONG TEMP L;\nTEMP f;\n"
       "ATOM.ADD.F32 f.x, 0.25, L.x; END", 45,
       "atomics with F32 modifier require 'OPTION "
       "NV_shader_atomic_float'"),
   OK(P, "!!NVcp5.0\nOPTION NV_shader_atomic_float;\nGROUP_SIZE 1;\n"
      "LONG TEMP L;\nTEMP f;\nATOM.ADD.F32 f.x, 0.25, L.x;\n"
      "ATOM.EXCH.F32 f.y, 8.5, L.y; END",
      "  1: ATOM.EXCH.F32 R1.y, c[1].xxxx, R0.yyyy\n"),
   ERR(P, "!!NVcp5.0\nOPTION NV_shader_atomic_float;\nGROUP_SIZE 1;\n"
       "LONG TEMP L;\nTEMP f;\nATOM.MAX.F32 f.x, 0.25, L.x; END", 76,
       "combination of atomic and storage modifiers not supported"),
   ERR(V, "!!NVvp4.0\nOPTION NV_shader_atomic_float;\nEND", 17,
       "unsupported"),
   /* every version 5 program kind; the option in a version 4 one */
   OK(V, "!!NVvp5.0\n" OPT STORE_DECL "TEMP v; LDB.F32X4 v, s[0];\n"
      "MOV result.position, v; END", "  0: LDB.F32X4 R0.xyzw"),
   OK(F, "!!NVfp5.0\n" OPT STORE_DECL "UINT TEMP v;\n"
      "ATOMB.ADD.U32 v.x, 1, s[0]; MOV result.color, 0; END",
      "  0: ATOMB.ADD.U32 R0.x"),
   OK(G, "!!NVgp5.0\n" OPT "PRIMITIVE_IN POINTS;\n"
      "PRIMITIVE_OUT POINTS;\nVERTICES_OUT 1;\n" STORE_DECL
      "TEMP v; LDB.F32X4 v, s[16]; MOV result.position, v; EMIT; END",
      "  0: LDB.F32X4 R0.xyzw, storage[2][16]"),
   OK(TC, "!!NVtcp5.0\n" OPT "VERTICES_OUT 1;\n" STORE_DECL
      "TEMP v; LDB.F32 v.x, s[4]; MOV result.patch.tessouter[0], v.x;"
      " END", "  0: LDB.F32 R0.x, storage[2][4]"),
   OK(TE, "!!NVtep5.0\n" OPT "TESS_MODE TRIANGLES;\n" STORE_DECL
      "TEMP v; STB.F32X4 vertex.tesscoord, s[0]; MOV result.position,"
      " 0; END", "  0: STB.F32X4 vertex.tesscoord.xyzw, storage[2][0]"),
   OK(F, "!!NVfp4.0\n" OPT "MOV result.color, 0; END", "  0: MOV"),
   ERR(F, "!!NVfp4.0\n" OPT STORE_DECL "END", 43, ""),
   /* yuzu's GLASM options */
   OK(P, "!!NVcp5.0\nOPTION NV_internal;\n" OPT
      "OPTION NV_gpu_program_fp64;\nGROUP_SIZE 1;\n"
      "STORAGE ssbo0[] = { program.storage[0] };\nTEMP R0, R1;\n"
      "MOV.U R1.x, 8;\nLDB.U32 R0.x, ssbo0[R1.x];\nEND",
      "  1: LDB.U32 R0.x, storage[0][R1.x+0].xyzw\n"),
};

int
main(int argc, char **argv)
{
   (void)argc;
   (void)argv;
   unit_run_parse_cases(cases, sizeof(cases) / sizeof(cases[0]),
                        unit_check_case_line_column);
   printf("%u checks, %u failures\n", unit_checks, unit_failures);
   return unit_failures ? 1 : 0;
}
