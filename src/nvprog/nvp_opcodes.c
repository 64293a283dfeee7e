/*
 * The opcode catalogue (NV_vertex_program section 2.14.1.9, Table X.4,
 * as extended by NV_vertex_program1_1 and by NV_vertex_program2, Table
 * X.5).
 */
#include <string.h>

#include "nvp_ir.h"

#define VP1_ALL \
   (NVP_KIND_BIT(NVP_KIND_VP10) | NVP_KIND_BIT(NVP_KIND_VSP10) | \
    NVP_KIND_BIT(NVP_KIND_VP11))

/* "Version 1.1 vertex programs provide support for the DPH, RCC, SUB,
 * and ABS instructions" (NV_vertex_program1_1, section 2.14.A); vertex
 * state programs stay "!!VSP1.0". */
#define VP11 NVP_KIND_BIT(NVP_KIND_VP11)

/* "In the VP2 execution environment, are thirty-nine vertex program
 * instructions.  Vertex program instructions may have an optional
 * suffix of "C" to allow an update of the condition code register"
 * (NV_vertex_program2, Table X.5: every one but BRA, CAL and RET). */
#define VP2_ONLY NVP_KIND_BIT(NVP_KIND_VP20)

/* NV_vertex_program2_option: "There are forty-two vertex program
 * instructions" in "!!ARBvp1.0" programs with the option: the VP2 set
 * and ARB_vertex_program's POW, SWZ and XPD, each with "C".
 * NV_vertex_program3 adds PUSHA, POPA, TEX, TXP, TXB and TXL. */
#define ARB3 NVP_KIND_BIT(NVP_KIND_ARBVP_NV3)
#define ARB (NVP_KIND_BIT(NVP_KIND_ARBVP_NV2) | ARB3)
#define VP2 (VP2_ONLY | ARB)

/* NV_fragment_program, Table X.4: "[RHX][C][_SAT]", "[RH ][C][_SAT]",
 * "[C][_SAT]" or no suffix. */
/* NV_fragment_program_option, Table X.5: the same suffixes on the same
 * opcodes, plus ARB_fragment_program's ABS and DPH ("R H X C S"), CMP,
 * SCS, SWZ and XPD ("_SAT" only) and TXB ("C", "_SAT"). */
/* NV_fragment_program2: "all the features of the "NV_fragment_program"
 * option, plus" the rows marked FP2 below. */
#define FP2 NVP_KIND_BIT(NVP_KIND_ARBFP_NV2)
#define FPO (NVP_KIND_BIT(NVP_KIND_ARBFP_NV) | FP2)
#define FP (NVP_KIND_BIT(NVP_KIND_FP10) | FPO)
#define SAT NVP_FP_SFX_SAT
#define RHX (NVP_FP_SFX_RH | NVP_FP_SFX_X | NVP_FP_SFX_C | NVP_FP_SFX_SAT)
#define RH  (NVP_FP_SFX_RH | NVP_FP_SFX_C | NVP_FP_SFX_SAT)
#define CS  (NVP_FP_SFX_C | NVP_FP_SFX_SAT)

static const struct nvp_opcode_info opcode_table[NVP_OP_COUNT] = {
   [NVP_OP_ARL] = { "ARL", NVP_SIG_ARL,    1, VP1_ALL | VP2, VP2 },
   [NVP_OP_MOV] = { "MOV", NVP_SIG_VEC1,   1, VP1_ALL | VP2 | FP,
                    VP2, RHX, 0 },
   [NVP_OP_MUL] = { "MUL", NVP_SIG_BIN,    2, VP1_ALL | VP2 | FP,
                    VP2, RHX, 0 },
   [NVP_OP_ADD] = { "ADD", NVP_SIG_BIN,    2, VP1_ALL | VP2 | FP,
                    VP2, RHX, 0 },
   [NVP_OP_MAD] = { "MAD", NVP_SIG_TRI,    3, VP1_ALL | VP2 | FP,
                    VP2, RHX, 0 },
   [NVP_OP_RCP] = { "RCP", NVP_SIG_SCALAR, 1, VP1_ALL | VP2 | FP,
                    VP2, RH, 0 },
   [NVP_OP_RSQ] = { "RSQ", NVP_SIG_SCALAR, 1, VP1_ALL | VP2 | FP,
                    VP2, RH, 0 },
   [NVP_OP_DP3] = { "DP3", NVP_SIG_BIN,    2, VP1_ALL | VP2 | FP,
                    VP2, RHX, 0 },
   [NVP_OP_DP4] = { "DP4", NVP_SIG_BIN,    2, VP1_ALL | VP2 | FP,
                    VP2, RHX, 0 },
   [NVP_OP_DST] = { "DST", NVP_SIG_BIN,    2, VP1_ALL | VP2 | FP,
                    VP2, RH, 0 },
   [NVP_OP_MIN] = { "MIN", NVP_SIG_BIN,    2, VP1_ALL | VP2 | FP,
                    VP2, RHX, 0 },
   [NVP_OP_MAX] = { "MAX", NVP_SIG_BIN,    2, VP1_ALL | VP2 | FP,
                    VP2, RHX, 0 },
   [NVP_OP_SLT] = { "SLT", NVP_SIG_BIN,    2, VP1_ALL | VP2 | FP,
                    VP2, RHX, 0 },
   [NVP_OP_SGE] = { "SGE", NVP_SIG_BIN,    2, VP1_ALL | VP2 | FP,
                    VP2, RHX, 0 },
   [NVP_OP_EXP] = { "EXP", NVP_SIG_SCALAR, 1, VP1_ALL | VP2, VP2 },
   [NVP_OP_LOG] = { "LOG", NVP_SIG_SCALAR, 1, VP1_ALL | VP2, VP2 },
   [NVP_OP_LIT] = { "LIT", NVP_SIG_VEC1,   1, VP1_ALL | VP2 | FP,
                    VP2, RH, 0 },
   [NVP_OP_DPH] = { "DPH", NVP_SIG_BIN,    2, VP11 | VP2 | FPO,
                    VP2, RHX, 0 },
   [NVP_OP_RCC] = { "RCC", NVP_SIG_SCALAR, 1, VP11 | VP2, VP2 },
   [NVP_OP_SUB] = { "SUB", NVP_SIG_BIN,    2, VP11 | VP2 | FP,
                    VP2, RHX, 0 },
   [NVP_OP_ABS] = { "ABS", NVP_SIG_VEC1,   1, VP11 | VP2 | FPO,
                    VP2, RHX, 0 },
   [NVP_OP_ARA] = { "ARA", NVP_SIG_ARA,    1, VP2, VP2 },
   [NVP_OP_ARR] = { "ARR", NVP_SIG_ARL,    1, VP2, VP2 },
   [NVP_OP_BRA] = { "BRA", NVP_SIG_BRANCH, 0, VP2, 0 },
   [NVP_OP_CAL] = { "CAL", NVP_SIG_BRANCH, 0, VP2 | FP2, 0, 0,
                    NVP_FP_FLOW },
   [NVP_OP_RET] = { "RET", NVP_SIG_RET,    0, VP2 | FP2, 0, 0,
                    NVP_FP_FLOW },
   [NVP_OP_COS] = { "COS", NVP_SIG_SCALAR, 1, VP2 | FP,
                    VP2, RH, 0 },
   [NVP_OP_SIN] = { "SIN", NVP_SIG_SCALAR, 1, VP2 | FP,
                    VP2, RH, 0 },
   [NVP_OP_EX2] = { "EX2", NVP_SIG_SCALAR, 1, VP2 | FP,
                    VP2, RH, 0 },
   [NVP_OP_LG2] = { "LG2", NVP_SIG_SCALAR, 1, VP2 | FP,
                    VP2, RH, 0 },
   [NVP_OP_FLR] = { "FLR", NVP_SIG_VEC1,   1, VP2 | FP,
                    VP2, RHX, 0 },
   [NVP_OP_FRC] = { "FRC", NVP_SIG_VEC1,   1, VP2 | FP,
                    VP2, RHX, 0 },
   [NVP_OP_SEQ] = { "SEQ", NVP_SIG_BIN,    2, VP2 | FP,
                    VP2, RHX, 0 },
   [NVP_OP_SFL] = { "SFL", NVP_SIG_BIN,    2, VP2 | FP,
                    VP2, RHX, 0 },
   [NVP_OP_SGT] = { "SGT", NVP_SIG_BIN,    2, VP2 | FP,
                    VP2, RHX, 0 },
   [NVP_OP_SLE] = { "SLE", NVP_SIG_BIN,    2, VP2 | FP,
                    VP2, RHX, 0 },
   [NVP_OP_SNE] = { "SNE", NVP_SIG_BIN,    2, VP2 | FP,
                    VP2, RHX, 0 },
   [NVP_OP_STR] = { "STR", NVP_SIG_BIN,    2, VP2 | FP,
                    VP2, RHX, 0 },
   [NVP_OP_SSG] = { "SSG", NVP_SIG_VEC1,   1, VP2, VP2 },
   [NVP_OP_POW] = { "POW", NVP_SIG_BINSC,  2, ARB | FP, ARB, RH, 0 },
   [NVP_OP_XPD] = { "XPD", NVP_SIG_BIN,    2, ARB | FPO, ARB, SAT, 0,
                    RH },
   [NVP_OP_SWZ] = { "SWZ", NVP_SIG_SWZ,    1, ARB | FPO, ARB, SAT, 0,
                    RH },
   /* NV_vertex_program3 Table X.5: PUSHA and POPA have no "C"; TEX,
    * TXP, TXB and TXL do. */
   [NVP_OP_PUSHA] = { "PUSHA", NVP_SIG_PUSHA, 1, ARB3, 0 },
   [NVP_OP_POPA]  = { "POPA",  NVP_SIG_POPA,  0, ARB3, 0 },
   [NVP_OP_TEX]   = { "TEX",   NVP_SIG_TEX,   1, ARB3 | FP, ARB3, CS,
                      NVP_FP_TEXTURE },
   [NVP_OP_TXP]   = { "TXP",   NVP_SIG_TEX,   1, ARB3 | FP, ARB3, CS,
                      NVP_FP_TEXTURE },
   [NVP_OP_TXB]   = { "TXB",   NVP_SIG_TEX,   1, ARB3 | FPO, ARB3, CS,
                      NVP_FP_TEXTURE },
   /* NV_fragment_program2: "TXL - - - X X" */
   [NVP_OP_TXL]   = { "TXL",   NVP_SIG_TEX,   1, ARB3 | FP2, ARB3, CS,
                      NVP_FP_TEXTURE },
   /* NV_fragment_program only. */
   [NVP_OP_DDX]   = { "DDX",   NVP_SIG_VEC1,   1, FP, 0, RH, 0 },
   [NVP_OP_DDY]   = { "DDY",   NVP_SIG_VEC1,   1, FP, 0, RH, 0 },
   [NVP_OP_KIL]   = { "KIL",   NVP_SIG_KIL,    0, FP, 0, 0, 0 },
   [NVP_OP_LRP]   = { "LRP",   NVP_SIG_TRI,    3, FP, 0, RHX, 0 },
   [NVP_OP_PK2H]  = { "PK2H",  NVP_SIG_VEC1,   1, FP, 0, 0, NVP_FP_PACK },
   [NVP_OP_PK2US] = { "PK2US", NVP_SIG_VEC1,   1, FP, 0, 0, NVP_FP_PACK },
   [NVP_OP_PK4B]  = { "PK4B",  NVP_SIG_VEC1,   1, FP, 0, 0, NVP_FP_PACK },
   [NVP_OP_PK4UB] = { "PK4UB", NVP_SIG_VEC1,   1, FP, 0, 0, NVP_FP_PACK },
   [NVP_OP_RFL]   = { "RFL",   NVP_SIG_BIN,    2, FP, 0, RH, NVP_FP_NO_W },
   [NVP_OP_TXD]   = { "TXD",   NVP_SIG_TXD,    3, FP, 0, CS,
                      NVP_FP_TEXTURE },
   [NVP_OP_UP2H]  = { "UP2H",  NVP_SIG_SCALAR, 1, FP, 0, CS,
                      NVP_FP_UNPACK },
   [NVP_OP_UP2US] = { "UP2US", NVP_SIG_SCALAR, 1, FP, 0, CS,
                      NVP_FP_UNPACK },
   [NVP_OP_UP4B]  = { "UP4B",  NVP_SIG_SCALAR, 1, FP, 0, CS,
                      NVP_FP_UNPACK },
   [NVP_OP_UP4UB] = { "UP4UB", NVP_SIG_SCALAR, 1, FP, 0, CS,
                      NVP_FP_UNPACK },
   [NVP_OP_X2D]   = { "X2D",   NVP_SIG_TRI,    3, FP, 0, RH, 0 },
   /* ARB_fragment_program only (with NV_fragment_program_option). */
   [NVP_OP_CMP]   = { "CMP",   NVP_SIG_TRI,    3, FPO, 0, SAT, 0, CS },
   [NVP_OP_SCS]   = { "SCS",   NVP_SIG_SCALAR, 1, FPO, 0, SAT, 0, RH },
   /* NV_fragment_program2, Table X.5. */
   [NVP_OP_DIV]   = { "DIV",   NVP_SIG_VECSCA, 2, FP2, 0, RH, 0 },
   [NVP_OP_DP2]   = { "DP2",   NVP_SIG_BIN,    2, FP2, 0, RHX, 0 },
   [NVP_OP_DP2A]  = { "DP2A",  NVP_SIG_TRI,    3, FP2, 0, RHX, 0 },
   [NVP_OP_NRM]   = { "NRM",   NVP_SIG_VEC1,   1, FP2, 0, RH, 0 },
   [NVP_OP_IF]    = { "IF",    NVP_SIG_IF,     0, FP2, 0, 0, NVP_FP_FLOW },
   [NVP_OP_ELSE]  = { "ELSE",  NVP_SIG_NONE,   0, FP2, 0, 0, NVP_FP_FLOW },
   [NVP_OP_ENDIF] = { "ENDIF", NVP_SIG_NONE,   0, FP2, 0, 0, NVP_FP_FLOW },
   [NVP_OP_LOOP]  = { "LOOP",  NVP_SIG_LOOP,   1, FP2, 0, 0, NVP_FP_FLOW },
   [NVP_OP_ENDLOOP] = { "ENDLOOP", NVP_SIG_NONE, 0, FP2, 0, 0,
                        NVP_FP_FLOW },
   [NVP_OP_REP]   = { "REP",   NVP_SIG_LOOP,   1, FP2, 0, 0, NVP_FP_FLOW },
   [NVP_OP_ENDREP] = { "ENDREP", NVP_SIG_NONE, 0, FP2, 0, 0,
                       NVP_FP_FLOW },
   [NVP_OP_BRK]   = { "BRK",   NVP_SIG_RET,    0, FP2, 0, 0, NVP_FP_FLOW },
   /* NV_gpu_program4 only (their languages: gp4_table below). */
   [NVP_OP_AND]   = { "AND",   NVP_SIG_BIN,    2, 0, 0 },
   [NVP_OP_CEIL]  = { "CEIL",  NVP_SIG_VEC1,   1, 0, 0 },
   [NVP_OP_CONT]  = { "CONT",  NVP_SIG_RET,    0, 0, 0, 0, NVP_FP_FLOW },
   [NVP_OP_I2F]   = { "I2F",   NVP_SIG_VEC1,   1, 0, 0 },
   [NVP_OP_MOD]   = { "MOD",   NVP_SIG_VECSCA, 2, 0, 0 },
   [NVP_OP_NOT]   = { "NOT",   NVP_SIG_VEC1,   1, 0, 0 },
   [NVP_OP_OR]    = { "OR",    NVP_SIG_BIN,    2, 0, 0 },
   [NVP_OP_ROUND] = { "ROUND", NVP_SIG_VEC1,   1, 0, 0 },
   [NVP_OP_SAD]   = { "SAD",   NVP_SIG_TRI,    3, 0, 0 },
   [NVP_OP_SHL]   = { "SHL",   NVP_SIG_VECSCA, 2, 0, 0 },
   [NVP_OP_SHR]   = { "SHR",   NVP_SIG_VECSCA, 2, 0, 0 },
   [NVP_OP_TRUNC] = { "TRUNC", NVP_SIG_VEC1,   1, 0, 0 },
   [NVP_OP_TXF]   = { "TXF",   NVP_SIG_TEX,    1, 0, 0, 0,
                      NVP_FP_TEXTURE },
   [NVP_OP_TXQ]   = { "TXQ",   NVP_SIG_TEX,    1, 0, 0, 0,
                      NVP_FP_TEXTURE },
   [NVP_OP_XOR]   = { "XOR",   NVP_SIG_BIN,    2, 0, 0 },
   /* NV_gpu_program5: "<TEXop> ::= "TXG" | "LOD"", "<TXDop> ::=
    * "TXGO"" (TXGO dst, coord, x offsets, y offsets, texture). */
   [NVP_OP_TXG]   = { "TXG",   NVP_SIG_TEX,    1, 0, 0, 0,
                      NVP_FP_TEXTURE },
   [NVP_OP_LOD]   = { "LOD",   NVP_SIG_TEX,    1, 0, 0, 0,
                      NVP_FP_TEXTURE },
   [NVP_OP_TXGO]  = { "TXGO",  NVP_SIG_TXD,    3, 0, 0, 0,
                      NVP_FP_TEXTURE },
   /* NV_geometry_program4 <SpecialInstruction>: no operand. */
   [NVP_OP_EMIT]  = { "EMIT",  NVP_SIG_NONE,   0, 0, 0 },
   [NVP_OP_ENDPRIM] = { "ENDPRIM", NVP_SIG_NONE, 0, 0, 0 },
   /* NV_parameter_buffer_object2: "LDC" <instResult> "," <instOperand>,
    * a member of a CBUFFER variable. */
   [NVP_OP_LDC]   = { "LDC",   NVP_SIG_VEC1,   1, 0, 0 },
   /* NV_gpu_program5's bit instructions (section 2.X.8.Z): BFE's first
    * operand holds the width and the offset, BFI's too. */
   [NVP_OP_BFE]   = { "BFE",   NVP_SIG_BIN,    2, 0, 0 },
   [NVP_OP_BFI]   = { "BFI",   NVP_SIG_TRI,    3, 0, 0 },
   [NVP_OP_BFR]   = { "BFR",   NVP_SIG_VEC1,   1, 0, 0 },
   [NVP_OP_BTC]   = { "BTC",   NVP_SIG_VEC1,   1, 0, 0 },
   [NVP_OP_BTFL]  = { "BTFL",  NVP_SIG_VEC1,   1, 0, 0 },
   [NVP_OP_BTFM]  = { "BTFM",  NVP_SIG_VEC1,   1, 0, 0 },
   [NVP_OP_EMITS] = { "EMITS", NVP_SIG_SRC_S,  1, 0, 0 },
   /* NV_gpu_program5's interpolation (fragment programs only):
    * "IPAC" <instResult> "," <instOperandV>, "IPAO" ... <instOperandV>
    * "," <instOperandV>, "IPAS" ... <instOperandV> "," <instOperandS>;
    * the first operand names the attribute (nvp_arb_gp5_interp.c). */
   [NVP_OP_IPAC]  = { "IPAC",  NVP_SIG_VEC1,   1, 0, 0 },
   [NVP_OP_IPAO]  = { "IPAO",  NVP_SIG_BIN,    2, 0, 0 },
   [NVP_OP_IPAS]  = { "IPAS",  NVP_SIG_VECSCA, 2, 0, 0 },
   /* ARB_shader_subroutine's NV_gpu_program5 section: "<CALI_instruction>
    * ::= <CALIop> <opModifiers> <subroutineVarName> <optArrayMem>
    * <optBranchCond>" */
   [NVP_OP_CALI]  = { "CALI",  NVP_SIG_CALI,   0, 0, 0 },
   /* NV_compute_program5: '"ATOMS" <opModifiers> <instResult> ","
    * <instOperandV> "," <sharedUseV>', '"LDS" <opModifiers> <instResult>
    * "," <sharedUseV>', '"STS" <opModifiers> <instOperandV> ","
    * <sharedUseV>', '"BAR"'.  The shared operand is a source. */
   [NVP_OP_LDS]   = { "LDS",   NVP_SIG_LDS,    1, 0, 0 },
   [NVP_OP_STS]   = { "STS",   NVP_SIG_STS,    2, 0, 0 },
   [NVP_OP_ATOMS] = { "ATOMS", NVP_SIG_ATOMS,  2, 0, 0 },
   [NVP_OP_BAR]   = { "BAR",   NVP_SIG_NONE,   0, 0, 0 },
   /* NV_shader_storage_buffer_object (nvp_arb_gp5_storage.c): LDB, STB
    * and ATOMB, LOAD, STORE and ATOM on a STORAGE variable's member */
   [NVP_OP_LDB]   = { "LDB",   NVP_SIG_LDB,    1, 0, 0 },
   [NVP_OP_STB]   = { "STB",   NVP_SIG_STB,    2, 0, 0 },
   [NVP_OP_ATOMB] = { "ATOMB", NVP_SIG_ATOMB,  2, 0, 0 },
   /* NV_gpu_program5's "PK64" and "UP64" (<VECTORop>): 32-bit words to
    * 64-bit components and back. */
   /* NV_gpu_program5's thread group tests: "<VECTORop> ::= ...
    * "TGALL" | "TGANY" | "TGEQ"" */
   /* "TXFMS ... vs,t multisample texel fetch" (Table X.13) */
   [NVP_OP_TXFMS] = { "TXFMS", NVP_SIG_TEX,    1, 0, 0, 0,
                      NVP_FP_TEXTURE },
   [NVP_OP_TGALL] = { "TGALL", NVP_SIG_VEC1,   1, 0, 0 },
   [NVP_OP_TGANY] = { "TGANY", NVP_SIG_VEC1,   1, 0, 0 },
   [NVP_OP_TGEQ]  = { "TGEQ",  NVP_SIG_VEC1,   1, 0, 0 },
   [NVP_OP_PK64]  = { "PK64",  NVP_SIG_VEC1,   1, 0, 0 },
   [NVP_OP_UP64]  = { "UP64",  NVP_SIG_VEC1,   1, 0, 0 },
   /* NV_shader_buffer_load's "<SCALARop> ::= "LOAD"" and NV_gpu_program5's
    * "<ATOMop> <opModifiers> <instResult> "," <instOperandV> ","
    * <instOperandS>", "<STOREop> <opModifiers> <instOperandV> ","
    * <instOperandS>" and "<MEMBARop> <opModifiers>" */
   [NVP_OP_LOAD]  = { "LOAD",  NVP_SIG_SCALAR, 1, 0, 0 },
   [NVP_OP_STORE] = { "STORE", NVP_SIG_STORE,  2, 0, 0 },
   [NVP_OP_ATOM]  = { "ATOM",  NVP_SIG_VECSCA, 2, 0, 0 },
   [NVP_OP_MEMBAR] = { "MEMBAR", NVP_SIG_NONE, 0, 0, 0 },
   /* NV_gpu_program5's CVT (<VECTORop>): "tmp0 = VectorLoad(op0);
    * result = DataTypeConvert(tmp0);" */
   [NVP_OP_CVT]   = { "CVT",   NVP_SIG_VEC1,   1, 0, 0 },
   /* EXT_shader_image_load_store's NV_gpu_program5 section (its text is
    * not among the specifications the project works from; the operand
    * order is what NVIDIA's driver takes, docs/languages/
    * gp5-images-storage.md) */
   [NVP_OP_LOADIM]  = { "LOADIM",  NVP_SIG_LOADIM,  1, 0, 0 },
   [NVP_OP_STOREIM] = { "STOREIM", NVP_SIG_STOREIM, 2, 0, 0 },
   [NVP_OP_ATOMIM]  = { "ATOMIM",  NVP_SIG_ATOMIM,  2, 0, 0 },
};

/* NV_gpu_program4 Table X.13: the modifier columns F I C S H and the
 * default type D of each instruction; "vf"/"vs"/"vu" operands and
 * results have a fixed type.  Programs of every gp4 stage take these;
 * NV_fragment_program4 adds "KIL", "DDX" and "DDY"
 * (<SpecialInstruction>), NV_geometry_program4 "EMIT" and "ENDPRIM".
 * CAL, RET, BRK, CONT, IF, ELSE, ENDIF, ENDREP, EMIT, ENDPRIM take no
 * modifier; REP and KIL only a data type. */
#define G_F   NVP_GP4_MOD_F
#define G_I   NVP_GP4_MOD_I
#define G_C   NVP_GP4_MOD_C
#define G_S   NVP_GP4_MOD_S
#define G_H   NVP_GP4_MOD_H
#define G_ALL (NVP_GP4_VP | NVP_GP4_FP | NVP_GP4_GP)
#define G_FICSH (G_ALL | G_F | G_I | G_C | G_S | G_H)
#define G_FCSH  (G_ALL | G_F | G_C | G_S | G_H)
#define G_IC    (G_ALL | G_I | G_C)
#define G_FICS  (G_ALL | G_F | G_I | G_C | G_S)
#define G_FLOW  G_ALL
#define G_F6    NVP_GP4_MOD_F64
#define G_I6    NVP_GP4_MOD_I64
#define G_FI6   (G_F6 | G_I6)
#define TF NVP_TYPE_FLOAT
#define TS NVP_TYPE_INT
#define TU NVP_TYPE_UINT
#define VF0 NVP_GP4_SRC(0, TF)

static const struct nvp_gp4_info gp4_table[NVP_OP_COUNT] = {
   [NVP_OP_ABS]   = { G_FICSH | G_FI6, TF },
   [NVP_OP_ADD]   = { G_FICSH | G_FI6, TF },
   [NVP_OP_AND]   = { G_IC | G_I6, TS },
   [NVP_OP_BRK]   = { G_FLOW },
   [NVP_OP_CAL]   = { G_FLOW },
   [NVP_OP_CEIL]  = { G_FICSH | G_FI6, TF, VF0 },
   [NVP_OP_CMP]   = { G_FICSH | G_FI6, TF },
   [NVP_OP_CONT]  = { G_FLOW },
   [NVP_OP_COS]   = { G_FCSH, TF },
   [NVP_OP_DIV]   = { G_FICSH | G_FI6, TF },
   [NVP_OP_DP2]   = { G_FCSH, TF },
   [NVP_OP_DP2A]  = { G_FCSH, TF },
   [NVP_OP_DP3]   = { G_FCSH, TF },
   [NVP_OP_DP4]   = { G_FCSH, TF },
   [NVP_OP_DPH]   = { G_FCSH, TF },
   [NVP_OP_DST]   = { G_FCSH, TF },
   [NVP_OP_ELSE]  = { G_FLOW },
   /* NV_geometry_program4: "EMIT - - - - - - - - emit vertex",
    * "ENDPRIM - - - - - - - - end of primitive". */
   [NVP_OP_EMIT]  = { NVP_GP4_GP },
   [NVP_OP_ENDPRIM] = { NVP_GP4_GP },
   [NVP_OP_ENDIF] = { G_FLOW },
   [NVP_OP_ENDREP] = { G_FLOW },
   [NVP_OP_EX2]   = { G_FCSH, TF },
   [NVP_OP_FLR]   = { G_FICSH | G_FI6, TF, VF0 },
   [NVP_OP_FRC]   = { G_FCSH | G_F6, TF },
   /* "I2F - I X - - S vf v": integer operand, floating-point result. */
   [NVP_OP_I2F]   = { G_IC | G_I6, TS, 0, TF },
   [NVP_OP_IF]    = { G_FLOW },
   [NVP_OP_KIL]   = { NVP_GP4_FP | G_F | G_I | G_H, TF },
   [NVP_OP_DDX]   = { NVP_GP4_FP | G_F | G_C | G_S | G_H, TF },
   [NVP_OP_DDY]   = { NVP_GP4_FP | G_F | G_C | G_S | G_H, TF },
   [NVP_OP_LG2]   = { G_FCSH, TF },
   [NVP_OP_LIT]   = { G_FCSH, TF },
   [NVP_OP_LRP]   = { G_FCSH, TF },
   [NVP_OP_MAD]   = { G_FICSH | G_FI6, TF },
   [NVP_OP_MAX]   = { G_FICSH | G_FI6, TF },
   [NVP_OP_MIN]   = { G_FICSH | G_FI6, TF },
   [NVP_OP_MOD]   = { G_IC | G_I6, TS },
   [NVP_OP_MOV]   = { G_FICSH | G_FI6, TF },
   [NVP_OP_MUL]   = { G_FICSH | G_FI6, TF },
   [NVP_OP_NOT]   = { G_IC | G_I6, TS },
   [NVP_OP_NRM]   = { G_FCSH, TF },
   [NVP_OP_OR]    = { G_IC | G_I6, TS },
   [NVP_OP_PK2H]  = { G_ALL | G_F | G_I, TF, VF0 },
   [NVP_OP_PK2US] = { G_ALL | G_F | G_I, TF, VF0 },
   [NVP_OP_PK4B]  = { G_ALL | G_F | G_I, TF, VF0 },
   [NVP_OP_PK4UB] = { G_ALL | G_F | G_I, TF, VF0 },
   [NVP_OP_POW]   = { G_FCSH, TF },
   [NVP_OP_RCC]   = { G_FCSH, TF },
   [NVP_OP_RCP]   = { G_FCSH | G_F6, TF },
   [NVP_OP_REP]   = { G_ALL | G_FI6 | G_F | G_I | G_H, TF },
   [NVP_OP_RET]   = { G_FLOW },
   [NVP_OP_RFL]   = { G_FCSH, TF },
   [NVP_OP_ROUND] = { G_FICSH | G_FI6, TF, VF0 },
   [NVP_OP_RSQ]   = { G_FCSH | G_F6, TF },
   /* "SAD - X X - - S vu v,v,vu" */
   [NVP_OP_SAD]   = { G_IC | G_I6, TS, NVP_GP4_SRC(2, TU), TU },
   [NVP_OP_SCS]   = { G_FCSH, TF },
   [NVP_OP_SEQ]   = { G_FICSH | G_FI6, TF },
   [NVP_OP_SFL]   = { G_FICSH | G_FI6, TF },
   [NVP_OP_SGE]   = { G_FICSH | G_FI6, TF },
   [NVP_OP_SGT]   = { G_FICSH | G_FI6, TF },
   [NVP_OP_SHL]   = { G_IC | G_I6, TS },
   [NVP_OP_SHR]   = { G_IC | G_I6, TS },
   [NVP_OP_SIN]   = { G_FCSH, TF },
   [NVP_OP_SLE]   = { G_FICSH | G_FI6, TF },
   [NVP_OP_SLT]   = { G_FICSH | G_FI6, TF },
   [NVP_OP_SNE]   = { G_FICSH | G_FI6, TF },
   [NVP_OP_SSG]   = { G_FCSH | G_F6, TF },
   [NVP_OP_STR]   = { G_FICSH | G_FI6, TF },
   [NVP_OP_SUB]   = { G_FICSH | G_FI6, TF },
   [NVP_OP_SWZ]   = { G_FCSH, TF },
   [NVP_OP_TEX]   = { G_FICS, TF, VF0 },
   [NVP_OP_TRUNC] = { G_FICSH | G_FI6, TF, VF0 },
   [NVP_OP_TXB]   = { G_FICS, TF, VF0 },
   [NVP_OP_TXD]   = { G_FICS, TF, VF0 | NVP_GP4_SRC(1, TF) |
                      NVP_GP4_SRC(2, TF) },
   /* "TXF X X X X - F v vs" */
   [NVP_OP_TXF]   = { G_FICS, TF, NVP_GP4_SRC(0, TS) },
   [NVP_OP_TXL]   = { G_FICS, TF, VF0 },
   [NVP_OP_TXP]   = { G_FICS, TF, VF0 },
   /* "TXQ - - - - - S vs vs" */
   [NVP_OP_TXQ]   = { G_ALL, TS, NVP_GP4_SRC(0, TS), TS },
   [NVP_OP_UP2H]  = { G_FICS, TF, 0, TF },
   [NVP_OP_UP2US] = { G_FICS, TF, 0, TF },
   [NVP_OP_UP4B]  = { G_FICS, TF, 0, TF },
   [NVP_OP_UP4UB] = { G_FICS, TF, 0, TF },
   [NVP_OP_X2D]   = { G_FCSH, TF },
   [NVP_OP_XOR]   = { G_IC | G_I6, TS },
   [NVP_OP_XPD]   = { G_FCSH, TF },
   /* NV_parameter_buffer_object2: "LDC X X X X - F v v", but "LDC
    * supports no base data type modifiers, but requires exactly one
    * storage modifier.  The base data types of the operand and result
    * vectors are derived from the storage modifier." */
   [NVP_OP_LDC]   = { G_ALL | G_C | G_S | NVP_GP4_MOD_STORAGE, TF },
   /* NV_gpu_program5: "BFE 50 - X X - - S v v,v", "BFI ... v,v,v",
    * "BFR", "BTC", "BTFL", "BTFM ... v v" */
   [NVP_OP_BFE]   = { G_IC | NVP_GP4_V5, TS },
   [NVP_OP_BFI]   = { G_IC | NVP_GP4_V5, TS },
   [NVP_OP_BFR]   = { G_IC | NVP_GP4_V5, TS },
   [NVP_OP_BTC]   = { G_IC | NVP_GP4_V5, TS },
   [NVP_OP_BTFL]  = { G_IC | NVP_GP4_V5, TS },
   [NVP_OP_BTFM]  = { G_IC | NVP_GP4_V5, TS },
   /* "TXFMS 40 X X X X - F v vs,t": its multisample targets are
    * version 5's here, so it needs a version 5 header */
   [NVP_OP_TXFMS] = { G_FICS | NVP_GP4_V5, TF, NVP_GP4_SRC(0, TS) },
   /* "TGALL 50 X X X X - F v v", "TGANY ...", "TGEQ ..." */
   [NVP_OP_TGALL] = { G_FICS | NVP_GP4_V5, TF },
   [NVP_OP_TGANY] = { G_FICS | NVP_GP4_V5, TF },
   [NVP_OP_TGEQ]  = { G_FICS | NVP_GP4_V5, TF },
   /* "EMITS 50 - X - - - S - s emit vertex to stream (gp-only)" */
   [NVP_OP_EMITS] = { NVP_GP4_GP | G_I | NVP_GP4_V5, TS },
   /* "TXG 41 X X X X - F v vf,t", "LOD 41 X - X X - F v vf,t", "TXGO
    * 50 X X X X - F v vf,vs,vs,t": version 4.1 is NV_gpu_program4_1,
    * whose headers nvprog does not read, so all three need a version 5
    * header here. */
   [NVP_OP_TXG]   = { G_FICS | NVP_GP4_V5, TF, VF0 },
   [NVP_OP_LOD]   = { G_ALL | G_F | G_C | G_S | NVP_GP4_V5, TF, VF0 },
   [NVP_OP_TXGO]  = { G_FICS | NVP_GP4_V5, TF, VF0 | NVP_GP4_SRC(1, TS) |
                      NVP_GP4_SRC(2, TS) },
   /* "IPAC 50 X - X X - F v v", "IPAO ... v v,v", "IPAS ... v v,su"
    * (fp-only; "su" the unsigned sample number) */
   [NVP_OP_IPAC]  = { NVP_GP4_FP | G_F | G_C | G_S | NVP_GP4_V5, TF },
   [NVP_OP_IPAO]  = { NVP_GP4_FP | G_F | G_C | G_S | NVP_GP4_V5, TF },
   [NVP_OP_IPAS]  = { NVP_GP4_FP | G_F | G_C | G_S | NVP_GP4_V5, TF,
                      NVP_GP4_SRC(1, TU) },
   /* "CALI 50 - - - - - - - c indirect subroutine call" */
   [NVP_OP_CALI]  = { G_FLOW | NVP_GP4_V5 },
   /* "PK64 50 X X - - - F v v", "UP64 50 X X X X - F v v": the type
    * modifier names the 32-bit words' type (PK64's operand, UP64's
    * result), the 64-bit side is LONG */
   [NVP_OP_PK64]  = { G_ALL | G_F | G_I | NVP_GP4_V5, TF },
   [NVP_OP_UP64]  = { G_FICS | NVP_GP4_V5, TF },
   /* "LOAD 40 - - X X - F v su", "STORE 50 - - - - - - - v,su", "ATOM
    * 50 - - X - - - s v,su": the storage
    * modifier gives the data type; LOAD, a version 4 instruction of
    * NV_shader_buffer_load, needs its option in a "!!NV*4.0" program */
   [NVP_OP_LOAD]  = { G_ALL | G_C | G_S | NVP_GP4_MOD_STORAGE |
                      NVP_GP4_MOD_MEM, TF, NVP_GP4_SRC(0, TU) },
   [NVP_OP_STORE] = { G_ALL | NVP_GP4_MOD_STORAGE | NVP_GP4_MOD_MEM |
                      NVP_GP4_V5, TF, NVP_GP4_SRC(1, TU) },
   [NVP_OP_ATOM]  = { G_ALL | G_C | NVP_GP4_MOD_STORAGE | NVP_GP4_MOD_ATOM |
                      NVP_GP4_V5, TU, NVP_GP4_SRC(1, TU) },
   /* "MEMBAR 50 - - - - - - - -", in every version 5 program; "CTA"
    * (NV_compute_program5) in compute programs only. */
   [NVP_OP_MEMBAR] = { G_ALL | NVP_GP4_CP | NVP_GP4_MOD_CTA |
                       NVP_GP4_V5 },
   /* "CVT 50 - - X X - F v v general data type conversion"; "CVT
    * supports no data type modifiers; the type of the operand and
    * result vectors is fully specified by the required storage
    * modifiers" */
   [NVP_OP_CVT]   = { G_ALL | G_C | G_S | NVP_GP4_MOD_CVT | NVP_GP4_V5, TF },
   /* NV_compute_program5, Table X.13: "ATOMS - - X - - - s v,su",
    * "BAR - - - - - - - -", "LDS - - X X - F v su", "STS - - - - - - -
    * v,su"; each of LDS, STS and ATOMS "supports no base data type
    * modifiers, but requires exactly one storage modifier" (ATOMS also
    * its atomic modifier).  The sources' types follow the storage
    * modifier; the shared operand's index is an integer register. */
   [NVP_OP_LDS]   = { NVP_GP4_CP | G_C | G_S | NVP_GP4_MOD_STORAGE |
                      NVP_GP4_V5, TF },
   [NVP_OP_STS]   = { NVP_GP4_CP | NVP_GP4_MOD_STORAGE | NVP_GP4_V5, TF },
   [NVP_OP_ATOMS] = { NVP_GP4_CP | G_C | NVP_GP4_MOD_STORAGE |
                      NVP_GP4_MOD_ATOM | NVP_GP4_V5, TU },
   [NVP_OP_BAR]   = { NVP_GP4_CP | NVP_GP4_V5 },
   /* LOADIM, STOREIM and ATOMIM as LOAD, STORE and ATOM: the storage
    * modifier gives the data type (NVIDIA's driver takes CC on LOADIM
    * and ATOMIM, COH and VOL on LOADIM and STOREIM); the coordinate's
    * signed integer coordinate is read as one (its variable's type is
    * checked by its operand, nvp_arb_gp5_image.c) */
   [NVP_OP_LOADIM]  = { G_ALL | G_C | G_S | NVP_GP4_MOD_STORAGE |
                        NVP_GP4_MOD_MEM | NVP_GP4_V5, TF,
                        NVP_GP4_SRC(0, TS) },
   [NVP_OP_STOREIM] = { G_ALL | NVP_GP4_MOD_STORAGE | NVP_GP4_MOD_MEM |
                        NVP_GP4_V5, TF, NVP_GP4_SRC(1, TS) },
   [NVP_OP_ATOMIM]  = { G_ALL | G_C | NVP_GP4_MOD_STORAGE |
                        NVP_GP4_MOD_ATOM | NVP_GP4_V5, TU,
                        NVP_GP4_SRC(1, TS) },
   /* LDB, STB and ATOMB take what LOAD, STORE and ATOM take (NVIDIA's
    * driver: the storage modifiers, CC, COH and VOL), in every version 5
    * program with OPTION NV_shader_storage_buffer */
   [NVP_OP_LDB]   = { G_ALL | G_C | G_S | NVP_GP4_MOD_STORAGE |
                      NVP_GP4_MOD_MEM | NVP_GP4_V5, TF },
   [NVP_OP_STB]   = { G_ALL | NVP_GP4_MOD_STORAGE | NVP_GP4_MOD_MEM |
                      NVP_GP4_V5, TF },
   [NVP_OP_ATOMB] = { G_ALL | G_C | NVP_GP4_MOD_STORAGE | NVP_GP4_MOD_ATOM |
                      NVP_GP4_V5, TU },
};

/* The instruction rules of the grammar, section 2.14.1.7, e.g.
 * "<BINop-instruction> ::= <BINop> <maskedDstReg> "," <swizzleSrcReg>
 * "," <swizzleSrcReg>". */
static const struct nvp_sig_info sig_table[] = {
   [NVP_SIG_ARL]    = { 2, { NVP_OPERAND_ADDR_DST,
                             NVP_OPERAND_ARL_SRC } },
   [NVP_SIG_VEC1]   = { 2, { NVP_OPERAND_MASKED_DST,
                             NVP_OPERAND_SWIZZLE_SRC } },
   [NVP_SIG_SCALAR] = { 2, { NVP_OPERAND_MASKED_DST,
                             NVP_OPERAND_SCALAR_SRC } },
   [NVP_SIG_BIN]    = { 3, { NVP_OPERAND_MASKED_DST,
                             NVP_OPERAND_SWIZZLE_SRC,
                             NVP_OPERAND_SWIZZLE_SRC } },
   [NVP_SIG_TRI]    = { 4, { NVP_OPERAND_MASKED_DST,
                             NVP_OPERAND_SWIZZLE_SRC,
                             NVP_OPERAND_SWIZZLE_SRC,
                             NVP_OPERAND_SWIZZLE_SRC } },
   /* "<vp2-ARA-instruction> ::= <vp2-ARAop> <maskedAddrReg> ","
    * <addrRegister>" */
   [NVP_SIG_ARA]    = { 2, { NVP_OPERAND_ADDR_DST,
                             NVP_OPERAND_ADDR_SRC } },
   /* "<vp2-BRA-instruction> ::= <vp2-BRANCHop> <vp2-branchLabel>
    * <vp2-branchCondition>" */
   [NVP_SIG_BRANCH] = { 1, { NVP_OPERAND_LABEL }, true },
   /* "<vp2-RET-instruction> ::= "RET" <vp2-branchCondition>" */
   [NVP_SIG_RET]    = { 0, { 0 }, true },
   /* "<BINSCop_instruction> ::= <BINSCop> <instResult> ","
    * <instOperandS> "," <instOperandS>" (ARB); NV_fragment_program:
    * "<BINSCop-instruction> ::= <BINSCop> <maskedDstReg> ","
    * <scalarSrc> "," <scalarSrc>" */
   [NVP_SIG_BINSC]  = { 3, { NVP_OPERAND_MASKED_DST,
                             NVP_OPERAND_SCALAR_SRC,
                             NVP_OPERAND_SCALAR_SRC } },
   /* "<SWZop_instruction> ::= <SWZop> <instResult> ","
    * <instOperandVNS> "," <extendedSwizzle>" */
   [NVP_SIG_SWZ]    = { 2, { NVP_OPERAND_MASKED_DST,
                             NVP_OPERAND_EXT_SWIZZLE_SRC } },
   /* "<ASTACKop_instruction> ::= <PUSHAop> <instOperandAddrVNS>
    *                           | <POPAop> <instResultAddr>" */
   [NVP_SIG_PUSHA]  = { 1, { NVP_OPERAND_ADDR_SRC } },
   [NVP_SIG_POPA]   = { 1, { NVP_OPERAND_ADDR_DST } },
   /* NV3: "<TEXop_instruction> ::= <TEXop> <instResult> ","
    * <instOperandV> "," <texTarget>"; FP: "<TEXop-instruction> ::=
    * <TEXop> <maskedDstReg> "," <vectorSrc> "," <texImageId>" */
   [NVP_SIG_TEX]    = { 3, { NVP_OPERAND_MASKED_DST,
                             NVP_OPERAND_SWIZZLE_SRC,
                             NVP_OPERAND_TEX_TARGET } },
   /* "<KILop-instruction> ::= <KILop> <ccMask>" */
   [NVP_SIG_KIL]    = { 1, { NVP_OPERAND_CC_MASK } },
   /* "<TXDop-instruction> ::= <TXDop> <maskedDstReg> "," <vectorSrc>
    * "," <vectorSrc> "," <vectorSrc> "," <texImageId>" */
   [NVP_SIG_TXD]    = { 5, { NVP_OPERAND_MASKED_DST,
                             NVP_OPERAND_SWIZZLE_SRC,
                             NVP_OPERAND_SWIZZLE_SRC,
                             NVP_OPERAND_SWIZZLE_SRC,
                             NVP_OPERAND_TEX_TARGET } },
   /* NV_fragment_program2: "<VECSCAop_instruction> ::= <VECSCAop>
    * <instResult> "," <instOperandV> "," <instOperandS>" */
   [NVP_SIG_VECSCA] = { 3, { NVP_OPERAND_MASKED_DST,
                             NVP_OPERAND_SWIZZLE_SRC,
                             NVP_OPERAND_SCALAR_SRC } },
   /* "<IFop_instruction> ::= <IFop> <ccTest>" */
   [NVP_SIG_IF]     = { 1, { NVP_OPERAND_CC_TEST } },
   /* "<LOOPop_instruction> ::= <LOOPop> <instOperandV>" */
   [NVP_SIG_LOOP]   = { 1, { NVP_OPERAND_LOOP_SRC } },
   /* "<ENDFLOWop_instruction> ::= <ENDFLOWop>" */
   [NVP_SIG_NONE]   = { 0, { 0 } },
   /* NV_gpu_program5: "<SpecialInstruction> ::= "EMITS" <instOperandS>" */
   [NVP_SIG_SRC_S]  = { 1, { NVP_OPERAND_SCALAR_SRC } },
   /* CALI: the subroutine variable, then <optBranchCond> */
   [NVP_SIG_CALI]   = { 1, { NVP_OPERAND_SUBROUTINE }, true },
   /* NV_gpu_program5: "<STOREop> <opModifiers> <instOperandV> ","
    * <instOperandS>" */
   [NVP_SIG_STORE]  = { 2, { NVP_OPERAND_SWIZZLE_SRC,
                             NVP_OPERAND_SCALAR_SRC } },
   /* NV_compute_program5's LDS, STS and ATOMS */
   [NVP_SIG_LDS]    = { 2, { NVP_OPERAND_MASKED_DST,
                             NVP_OPERAND_SHARED } },
   [NVP_SIG_STS]    = { 2, { NVP_OPERAND_SWIZZLE_SRC,
                             NVP_OPERAND_SHARED } },
   [NVP_SIG_ATOMS]  = { 3, { NVP_OPERAND_MASKED_DST,
                             NVP_OPERAND_SWIZZLE_SRC,
                             NVP_OPERAND_SHARED } },
   /* LOADIM dst, coord, image, target; STOREIM image, data, coord,
    * target; ATOMIM dst, data, coord, image, target */
   [NVP_SIG_LOADIM] = { 4, { NVP_OPERAND_MASKED_DST,
                             NVP_OPERAND_IMAGE_COORD,
                             NVP_OPERAND_IMAGE,
                             NVP_OPERAND_IMAGE_TARGET } },
   [NVP_SIG_STOREIM] = { 4, { NVP_OPERAND_IMAGE,
                              NVP_OPERAND_SWIZZLE_SRC,
                              NVP_OPERAND_IMAGE_COORD,
                              NVP_OPERAND_IMAGE_TARGET } },
   [NVP_SIG_ATOMIM] = { 5, { NVP_OPERAND_MASKED_DST,
                             NVP_OPERAND_SWIZZLE_SRC,
                             NVP_OPERAND_IMAGE_COORD,
                             NVP_OPERAND_IMAGE,
                             NVP_OPERAND_IMAGE_TARGET } },
   /* NV_shader_storage_buffer_object's LDB, STB and ATOMB */
   [NVP_SIG_LDB]    = { 2, { NVP_OPERAND_MASKED_DST,
                             NVP_OPERAND_STORAGE } },
   [NVP_SIG_STB]    = { 2, { NVP_OPERAND_SWIZZLE_SRC,
                             NVP_OPERAND_STORAGE } },
   [NVP_SIG_ATOMB]  = { 3, { NVP_OPERAND_MASKED_DST,
                             NVP_OPERAND_SWIZZLE_SRC,
                             NVP_OPERAND_STORAGE } },
};

const struct nvp_sig_info *
nvp_sig_info(enum nvp_sig sig)
{
   return (unsigned)sig < sizeof(sig_table) / sizeof(sig_table[0]) ?
          &sig_table[sig] : NULL;
}

/* NV_parameter_buffer_object2, Table X.14: "F32 Access one 32-bit
 * floating-point value", ... "U32X4 Access four 32-bit unsigned integer
 * values"; NV_gpu_program5 adds "the ability to load 64-bit integers and
 * floating-point values using the "S64", "S64X2", "S64X4", "U64",
 * "U64X2", "U64X4", "F64", "F64X2", and "F64X4" opcode modifiers" (F64
 * with no program option, as the other F64 forms, nvp_arb_gp4_buffer.c).
 */
#define V5 NVP_STORAGE_GP5
#define MX NVP_STORAGE_MEMX
static const struct nvp_storage_info storage_table[NVP_STORAGE_COUNT] = {
   [NVP_STORAGE_F32]   = { "F32",   NVP_TYPE_FLOAT, 4, 1 },
   [NVP_STORAGE_F32X2] = { "F32X2", NVP_TYPE_FLOAT, 4, 2 },
   [NVP_STORAGE_F32X4] = { "F32X4", NVP_TYPE_FLOAT, 4, 4 },
   [NVP_STORAGE_F64]   = { "F64",   NVP_TYPE_FLOAT, 8, 1, V5 },
   [NVP_STORAGE_F64X2] = { "F64X2", NVP_TYPE_FLOAT, 8, 2, V5 },
   [NVP_STORAGE_F64X4] = { "F64X4", NVP_TYPE_FLOAT, 8, 4, V5 },
   [NVP_STORAGE_S8]    = { "S8",    NVP_TYPE_INT,   1, 1 },
   [NVP_STORAGE_S16]   = { "S16",   NVP_TYPE_INT,   2, 1 },
   [NVP_STORAGE_S32]   = { "S32",   NVP_TYPE_INT,   4, 1 },
   [NVP_STORAGE_S32X2] = { "S32X2", NVP_TYPE_INT,   4, 2 },
   [NVP_STORAGE_S32X4] = { "S32X4", NVP_TYPE_INT,   4, 4 },
   [NVP_STORAGE_S64]   = { "S64",   NVP_TYPE_INT,   8, 1, V5 },
   [NVP_STORAGE_S64X2] = { "S64X2", NVP_TYPE_INT,   8, 2, V5 },
   [NVP_STORAGE_S64X4] = { "S64X4", NVP_TYPE_INT,   8, 4, V5 },
   [NVP_STORAGE_U8]    = { "U8",    NVP_TYPE_UINT,  1, 1 },
   [NVP_STORAGE_U16]   = { "U16",   NVP_TYPE_UINT,  2, 1 },
   [NVP_STORAGE_U32]   = { "U32",   NVP_TYPE_UINT,  4, 1 },
   [NVP_STORAGE_U32X2] = { "U32X2", NVP_TYPE_UINT,  4, 2 },
   [NVP_STORAGE_U32X4] = { "U32X4", NVP_TYPE_UINT,  4, 4 },
   [NVP_STORAGE_U64]   = { "U64",   NVP_TYPE_UINT,  8, 1, V5 },
   [NVP_STORAGE_U64X2] = { "U64X2", NVP_TYPE_UINT,  8, 2, V5 },
   [NVP_STORAGE_U64X4] = { "U64X4", NVP_TYPE_UINT,  8, 4, V5 },
   /* CVT: "A storage modifier of "F16" indicates a source or destination
    * that is treated as having a floating-point type, but whose sixteen
    * least significant bits describe a 16-bit floating-point value" */
   [NVP_STORAGE_F16]   = { "F16",   NVP_TYPE_FLOAT, 2, 1, V5 | MX },
   /* NV_gpu_program5_mem_extended: "F16X2 Access two 16-bit
    * floating-point values", ... "U16X4 Access four 16-bit unsigned
    * integer values" */
   [NVP_STORAGE_F16X2] = { "F16X2", NVP_TYPE_FLOAT, 2, 2, V5 | MX },
   [NVP_STORAGE_F16X4] = { "F16X4", NVP_TYPE_FLOAT, 2, 4, V5 | MX },
   [NVP_STORAGE_S8X2]  = { "S8X2",  NVP_TYPE_INT,   1, 2, V5 | MX },
   [NVP_STORAGE_S8X4]  = { "S8X4",  NVP_TYPE_INT,   1, 4, V5 | MX },
   [NVP_STORAGE_S16X2] = { "S16X2", NVP_TYPE_INT,   2, 2, V5 | MX },
   [NVP_STORAGE_S16X4] = { "S16X4", NVP_TYPE_INT,   2, 4, V5 | MX },
   [NVP_STORAGE_U8X2]  = { "U8X2",  NVP_TYPE_UINT,  1, 2, V5 | MX },
   [NVP_STORAGE_U8X4]  = { "U8X4",  NVP_TYPE_UINT,  1, 4, V5 | MX },
   [NVP_STORAGE_U16X2] = { "U16X2", NVP_TYPE_UINT,  2, 2, V5 | MX },
   [NVP_STORAGE_U16X4] = { "U16X4", NVP_TYPE_UINT,  2, 4, V5 | MX },
};
#undef V5
#undef MX

const struct nvp_storage_info *
nvp_storage_info(enum nvp_storage st)
{
   return &storage_table[st < NVP_STORAGE_COUNT ? st : NVP_STORAGE_NONE];
}

const struct nvp_gp4_info *
nvp_opcode_gp4(enum nvp_opcode op)
{
   static const struct nvp_gp4_info none;

   return op < NVP_OP_COUNT ? &gp4_table[op] : &none;
}

const struct nvp_opcode_info *
nvp_opcode_info(enum nvp_opcode op)
{
   return op < NVP_OP_COUNT ? &opcode_table[op] : NULL;
}

/* The NV_fragment_program opcodes whose result component c reads only
 * component c (after the swizzle) of each operand. */
static const bool componentwise[NVP_OP_COUNT] = {
   [NVP_OP_MOV] = true, [NVP_OP_ADD] = true, [NVP_OP_SUB] = true,
   [NVP_OP_MUL] = true, [NVP_OP_MAD] = true, [NVP_OP_MIN] = true,
   [NVP_OP_MAX] = true, [NVP_OP_SLT] = true, [NVP_OP_SGE] = true,
   [NVP_OP_SEQ] = true, [NVP_OP_SNE] = true, [NVP_OP_SGT] = true,
   [NVP_OP_SLE] = true, [NVP_OP_SFL] = true, [NVP_OP_STR] = true,
   [NVP_OP_FLR] = true, [NVP_OP_FRC] = true, [NVP_OP_ABS] = true,
   [NVP_OP_CMP] = true, [NVP_OP_LRP] = true,
};

bool
nvp_opcode_componentwise(enum nvp_opcode op)
{
   return op < NVP_OP_COUNT && componentwise[op];
}

enum nvp_opcode
nvp_opcode_lookup(const char *name, unsigned len)
{
   for (unsigned i = 0; i < NVP_OP_COUNT; i++) {
      if (strlen(opcode_table[i].name) == len &&
          memcmp(opcode_table[i].name, name, len) == 0)
         return (enum nvp_opcode)i;
   }
   return NVP_OP_COUNT;
}

enum nvp_opcode
nvp_opcode_lookup_kind(const char *name, unsigned len, unsigned kind,
                       bool *update_cc)
{
   uint32_t bit = NVP_KIND_BIT(kind);
   enum nvp_opcode op = nvp_opcode_lookup(name, len);

   *update_cc = false;
   if (op != NVP_OP_COUNT)
      return (opcode_table[op].kinds & bit) ? op : NVP_OP_COUNT;

   /* "RCCC" is RCC with the suffix: the exact name is tried first. */
   if (len < 2 || name[len - 1] != 'C')
      return NVP_OP_COUNT;
   op = nvp_opcode_lookup(name, len - 1);
   if (op == NVP_OP_COUNT || !(opcode_table[op].cc_kinds & bit))
      return NVP_OP_COUNT;
   *update_cc = true;
   return op;
}

/* Consume 'suffix' from the front of name[*pos..len). */
static bool
eat(const char *name, unsigned len, unsigned *pos, const char *suffix)
{
   unsigned n = (unsigned)strlen(suffix);

   if (len - *pos < n || memcmp(name + *pos, suffix, n) != 0)
      return false;
   *pos += n;
   return true;
}

enum nvp_opcode
nvp_opcode_lookup_fp(const char *name, unsigned len, unsigned kind,
                     uint8_t *precision, bool *update_cc, uint8_t *saturate)
{
   static const char prec_names[] = { 'R', 'H', 'X' };
   uint32_t bit = NVP_KIND_BIT(kind);

   *precision = NVP_PREC_NONE;
   *update_cc = false;
   *saturate = NVP_SAT_NONE;
   /* The whole token is the mnemonic: "the opcode, optional precision,
    * optional C and optional _SAT appear in exactly that order".  No
    * opcode is a prefix of another plus suffix letters it allows, so at
    * most one row matches. */
   for (unsigned i = 0; i < NVP_OP_COUNT; i++) {
      const struct nvp_opcode_info *info = &opcode_table[i];
      unsigned n = (unsigned)strlen(info->name);
      unsigned pos = n;
      uint8_t prec = NVP_PREC_NONE;
      uint8_t sfx = kind == NVP_KIND_ARBFP_NV2 && info->fp2_suffixes ?
                    info->fp2_suffixes : info->fp_suffixes;

      if (!(info->kinds & bit) || len < n ||
          memcmp(name, info->name, n) != 0)
         continue;
      for (unsigned p = 0; p < 3 && pos < len; p++) {
         uint8_t need = p < 2 ? NVP_FP_SFX_RH : NVP_FP_SFX_X;
         if ((sfx & need) && name[pos] == prec_names[p]) {
            prec = (uint8_t)(NVP_PREC_R + p);
            pos++;
            break;
         }
      }
      bool cc = (sfx & NVP_FP_SFX_C) && eat(name, len, &pos, "C");
      uint8_t sat = NVP_SAT_NONE;
      if ((sfx & NVP_FP_SFX_SAT) && eat(name, len, &pos, "_SAT"))
         sat = NVP_SAT_UNSIGNED;
      /* NV_fragment_program2 3.11.4.3: "If the instruction opcode has
       * the "_SSAT" suffix, requesting signed saturation" */
      else if ((sfx & NVP_FP_SFX_SAT) && kind == NVP_KIND_ARBFP_NV2 &&
               eat(name, len, &pos, "_SSAT"))
         sat = NVP_SAT_SIGNED;
      if (pos != len)
         continue;
      *precision = prec;
      *update_cc = cc;
      *saturate = sat;
      return (enum nvp_opcode)i;
   }
   return NVP_OP_COUNT;
}

enum nvp_opcode
nvp_opcode_lookup_gp4(const char *name, unsigned len, unsigned stage,
                      uint8_t *precision, uint8_t *cc, uint8_t *saturate)
{
   /* Table X.15: "they must appear in order, with data type suffixes
    * first, followed by condition code update suffixes, followed by
    * clamping suffixes", each allowed by the opcode's columns. */
   for (unsigned i = 0; i < NVP_OP_COUNT; i++) {
      const struct nvp_gp4_info *g = &gp4_table[i];
      unsigned n = (unsigned)strlen(opcode_table[i].name);
      unsigned pos = n;

      if (!(g->mods & stage) || len < n ||
          memcmp(name, opcode_table[i].name, n) != 0)
         continue;
      *precision = NVP_PREC_NONE;
      *cc = 0;
      *saturate = NVP_SAT_NONE;
      if ((g->mods & NVP_GP4_MOD_F) && eat(name, len, &pos, "R"))
         *precision = NVP_PREC_R;
      else if ((g->mods & NVP_GP4_MOD_H) && eat(name, len, &pos, "H"))
         *precision = NVP_PREC_H;
      if (g->mods & NVP_GP4_MOD_C) {
         if (eat(name, len, &pos, "C0"))
            *cc = 1;
         else if (eat(name, len, &pos, "C1"))
            *cc = 2;
         else if (eat(name, len, &pos, "C"))
            *cc = 1;
      }
      if ((g->mods & NVP_GP4_MOD_S) && eat(name, len, &pos, "_SAT"))
         *saturate = NVP_SAT_UNSIGNED;
      else if ((g->mods & NVP_GP4_MOD_S) && eat(name, len, &pos, "_SSAT"))
         *saturate = NVP_SAT_SIGNED;
      if (pos == len)
         return (enum nvp_opcode)i;
   }
   return NVP_OP_COUNT;
}
