/*
 * The opcode catalogue: one table drives parsing, checking and emission.
 * Each row: name, operand signature, kinds that allow it.
 * See nvp_opcodes.c for the rows.
 */
#ifndef NVP_OPCODES_H
#define NVP_OPCODES_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Operand signatures (NV_vertex_program grammar, section 2.14.1.7;
 * NV_vertex_program2 section 2.14.1.8). */
enum nvp_sig {
   NVP_SIG_ARL,    /* ARL A0.x, scalarSrc; VP2: ARL A1.xy, vectorSrc */
   NVP_SIG_VEC1,   /* OP dst, swizzleSrc            (VECTORop) */
   NVP_SIG_SCALAR, /* OP dst, scalarSrc             (SCALARop) */
   NVP_SIG_BIN,    /* OP dst, swizzleSrc, swizzleSrc (BINop) */
   NVP_SIG_TRI,    /* OP dst, src, src, src         (TRIop) */
   NVP_SIG_ARA,    /* ARA A0.xy, A1                 (vp2-ARAop) */
   NVP_SIG_BRANCH, /* BRA label (GT.x)              (vp2-BRANCHop) */
   NVP_SIG_RET,    /* RET (LT)                      (vp2-RET) */
   /* ARB kinds (NV_vertex_program2_option grammar) and
    * NV_fragment_program (section 3.11.3: VECTORop, SCALARop, BINop and
    * TRIop use the signatures above, their sources being <vectorSrc>
    * and <scalarSrc>): */
   NVP_SIG_BINSC,  /* POW dst, scalarSrc, scalarSrc (BINSCop) */
   NVP_SIG_SWZ,    /* SWZ dst, src, x,-y,0,1        (SWZop) */
   NVP_SIG_PUSHA,  /* PUSHA A0                      (ASTACKop, NV3) */
   NVP_SIG_POPA,   /* POPA A0                       (ASTACKop, NV3) */
   /* TEX dst, src, <texture image>: FP "TEX0, 2D" (TEXop), NV3
    * "texture[0], 2D" (TEXop) */
   NVP_SIG_TEX,
   NVP_SIG_KIL,    /* KIL EQ.xyzw                   (FP KILop) */
   NVP_SIG_TXD,    /* TXD dst, v, v, v, TEX0, 2D    (FP TXDop) */
   /* NV_fragment_program2: */
   NVP_SIG_VECSCA, /* DIV dst, vectorSrc, scalarSrc (VECSCAop) */
   NVP_SIG_IF,     /* IF GT.x                       (IFop <ccTest>) */
   NVP_SIG_LOOP,   /* REP program.local[0]          (LOOPop) */
   NVP_SIG_NONE,   /* ELSE, ENDIF, ENDLOOP, ENDREP  (ENDFLOWop) */
   /* NV_gpu_program5: */
   NVP_SIG_SRC_S,  /* EMITS scalarSrc               (EMITS) */
   NVP_SIG_CALI,   /* CALI var[i.x + 1] (GT.x)      (CALI) */
   NVP_SIG_STORE,  /* STORE vectorSrc, scalarSrc    (STOREop) */
   /* NV_compute_program5's <SpecialInstruction>: */
   NVP_SIG_LDS,    /* LDS.U32 dst, shared[i.x]      (LDS) */
   NVP_SIG_STS,    /* STS.U32 src, shared[i.x]      (STS) */
   NVP_SIG_ATOMS,  /* ATOMS.ADD.U32 dst, src, shared[i.x] (ATOMS) */
   /* EXT_shader_image_load_store's NV_gpu_program5 instructions
    * (nvp_arb_gp5_image.c): */
   NVP_SIG_LOADIM,  /* LOADIM.U32 dst, coord, image, 2D */
   NVP_SIG_STOREIM, /* STOREIM.U32 image, data, coord, 2D */
   NVP_SIG_ATOMIM,  /* ATOMIM.ADD.U32 dst, data, coord, image, 2D */
   /* NV_shader_storage_buffer_object's LDB, STB and ATOMB: */
   NVP_SIG_LDB,    /* LDB.U32 dst, sb[i.x + 4] */
   NVP_SIG_STB,    /* STB.U32 src, sb[i.x + 4] */
   NVP_SIG_ATOMB,  /* ATOMB.ADD.U32 dst, src, sb[i.x + 4] */
};

/* The operands a signature stands for, in order; see nvp_sig_info(). */
enum nvp_operand {
   NVP_OPERAND_ADDR_DST,     /* <addrReg>: A0.x; VP2 <maskedAddrReg> */
   NVP_OPERAND_MASKED_DST,   /* <maskedDstReg> */
   NVP_OPERAND_SCALAR_SRC,   /* <scalarSrcReg>: needs ".c" */
   NVP_OPERAND_SWIZZLE_SRC,  /* <swizzleSrcReg>: "", ".c" or ".cccc" */
   /* ARL's source: <scalarSrc> in VP1 ("ARL" <maskedAddrReg> ","
    * <scalarSrc>), <vectorSrc> in VP2 (<vp2-ARL-instruction>). */
   NVP_OPERAND_ARL_SRC,
   NVP_OPERAND_ADDR_SRC,     /* <addrRegister>: A0 or A1, no suffix */
   NVP_OPERAND_LABEL,        /* <vp2-branchLabel> */
   /* SWZ: <instOperandVNS> "," <extendedSwizzle>, one source. */
   NVP_OPERAND_EXT_SWIZZLE_SRC,
   NVP_OPERAND_CC_MASK,      /* FP: KIL's <ccMask>, without parentheses */
   /* The texture unit and target of a lookup: FP1.0 <texImageId> ::=
    * <texImageUnit> "," <texImageTarget> ("TEX3, 2D"); the ARB grammars
    * (NV_vertex_program3 <texTarget>) spell it "texture[3], 2D". */
   NVP_OPERAND_TEX_TARGET,
   /* NV_fragment_program2 IF's <ccTest>: "GT.x", no parentheses, in
    * nvp_instr::cc. */
   NVP_OPERAND_CC_TEST,
   /* LOOP and REP's <instOperandV>: a program parameter (src[0]). */
   NVP_OPERAND_LOOP_SRC,
   /* CALI's <subroutineVarName> <optArrayMem> (ARB_shader_subroutine's
    * NV_gpu_program5 section): nvp_instr::target and call_member. */
   NVP_OPERAND_SUBROUTINE,
   /* NV_compute_program5's <sharedUseV> ::= <sharedVarName>
    * <optArrayMem>: an NVP_FILE_SHARED source. */
   NVP_OPERAND_SHARED,
   /* Images (nvp_arb_gp5_image.c): the image, "image[n]" or an IMAGE
    * variable (nvp_instr::tex_unit, tex_array_size, tex_index), its
    * target (nvp_instr::image_target), and the coordinate, a signed
    * integer vector source. */
   NVP_OPERAND_IMAGE,
   NVP_OPERAND_IMAGE_TARGET,
   NVP_OPERAND_IMAGE_COORD,
   /* A member of a STORAGE variable, name[offset] (LDB, STB, ATOMB): an
    * NVP_FILE_STORAGE source. */
   NVP_OPERAND_STORAGE,
};

#define NVP_MAX_OPERANDS 5   /* TXD: dst, three sources, texture */

struct nvp_sig_info {
   uint8_t num_operands;
   enum nvp_operand operands[NVP_MAX_OPERANDS];
   /* The operands are followed by <vp2-branchCondition> (BRA, CAL,
    * RET); other instructions carry their test in <maskedDstReg>. */
   bool condition;
};

#define NVP_OPCODES(X) \
   X(ARL) X(MOV) X(MUL) X(ADD) X(MAD) X(RCP) X(RSQ) X(DP3) X(DP4) \
   X(DST) X(MIN) X(MAX) X(SLT) X(SGE) X(EXP) X(LOG) X(LIT) \
   X(DPH) X(RCC) X(SUB) X(ABS) \
   X(ARA) X(ARR) X(BRA) X(CAL) X(RET) X(COS) X(SIN) X(EX2) X(LG2) \
   X(FLR) X(FRC) X(SEQ) X(SFL) X(SGT) X(SLE) X(SNE) X(STR) X(SSG) \
   X(POW) X(XPD) X(SWZ) X(PUSHA) X(POPA) X(TEX) X(TXP) X(TXB) X(TXL) \
   X(DDX) X(DDY) X(KIL) X(LRP) X(PK2H) X(PK2US) X(PK4B) X(PK4UB) \
   X(RFL) X(TXD) X(UP2H) X(UP2US) X(UP4B) X(UP4UB) X(X2D) \
   X(CMP) X(SCS) \
   X(DIV) X(DP2) X(DP2A) X(NRM) X(IF) X(ELSE) X(ENDIF) X(LOOP) \
   X(ENDLOOP) X(REP) X(ENDREP) X(BRK) \
   X(AND) X(CEIL) X(CONT) X(I2F) X(MOD) X(NOT) X(OR) X(ROUND) X(SAD) \
   X(SHL) X(SHR) X(TRUNC) X(TXF) X(TXQ) X(XOR) \
   X(EMIT) X(ENDPRIM) X(LDC) \
   X(BFE) X(BFI) X(BFR) X(BTC) X(BTFL) X(BTFM) \
   X(EMITS) X(TXG) X(LOD) X(TXGO) X(IPAC) X(IPAO) X(IPAS) \
   X(CALI) X(PK64) X(UP64) X(CVT) \
   X(LOAD) X(STORE) X(ATOM) X(MEMBAR) \
   X(LDS) X(STS) X(ATOMS) X(BAR) \
   X(TGALL) X(TGANY) X(TGEQ) X(TXFMS) \
   X(LOADIM) X(STOREIM) X(ATOMIM) \
   X(LDB) X(STB) X(ATOMB)

enum nvp_opcode {
#define NVP_OP_ENUM(name) NVP_OP_##name,
   NVP_OPCODES(NVP_OP_ENUM)
#undef NVP_OP_ENUM
   NVP_OP_COUNT
};

/* NV_fragment_program suffixes an opcode allows (Table X.4), in the
 * order they are written: "ADDXC_SAT". */
#define NVP_FP_SFX_RH   (1u << 0)   /* "R", "H" precision */
#define NVP_FP_SFX_X    (1u << 1)   /* "X" precision */
#define NVP_FP_SFX_C    (1u << 2)   /* condition code update */
#define NVP_FP_SFX_SAT  (1u << 3)   /* "_SAT" */

/* NV_fragment_program rules tied to an opcode. */
#define NVP_FP_PACK     (1u << 0)   /* PK*: result is raw bits; "the
                                     * destination must be a 32-bit
                                     * register" */
#define NVP_FP_UNPACK   (1u << 1)   /* UP*: operand is raw bits, not
                                     * from an H register */
#define NVP_FP_NO_W     (1u << 2)   /* RFL: the write mask may not
                                     * include w */
#define NVP_FP_TEXTURE  (1u << 3)   /* TEX, TXP, TXD: unit and target
                                     * (gp4 and gp5: every texture
                                     * instruction) */
#define NVP_FP_FLOW     (1u << 4)   /* NV_fragment_program2 flow: IF ..
                                     * BRK, CAL, RET (no destination) */

/* What "_SAT" / "_SSAT" ask for (nvp_opcode_lookup_fp()). */
#define NVP_SAT_NONE     0
#define NVP_SAT_UNSIGNED 1          /* "_SAT": [0, 1] */
#define NVP_SAT_SIGNED   2          /* "_SSAT" (NV_fragment_program2):
                                     * [-1, 1] */

struct nvp_opcode_info {
   const char *name;
   enum nvp_sig sig;
   uint8_t num_src;
   uint32_t kinds;      /* NVP_KIND_BIT() of the languages allowing it */
   uint32_t cc_kinds;   /* ... and those where "<name>C" updates the
                         * condition code (NV_vertex_program2) */
   uint8_t fp_suffixes; /* NVP_FP_SFX_* allowed in "!!FP1.0" */
   uint8_t fp_flags;    /* NVP_FP_* rules of "!!FP1.0" */
   /* NV_fragment_program2's Table X.5 where it differs from
    * fp_suffixes (CMP, SCS, SWZ, XPD gain suffixes); 0: fp_suffixes.
    * Where "_SAT" is allowed, the option also allows "_SSAT". */
   uint8_t fp2_suffixes;
};

const struct nvp_opcode_info *nvp_opcode_info(enum nvp_opcode op);
/* Result component c reads only component c (after the swizzle) of each
 * operand: the emitter's operand lanes, the uniform-flow analysis. */
bool nvp_opcode_componentwise(enum nvp_opcode op);

/* NV_gpu_program4 Table X.13's modifier columns (nvp_gp4_info::mods). */
#define NVP_GP4_MOD_F   (1u << 0)   /* "F": floating-point data type */
#define NVP_GP4_MOD_I   (1u << 1)   /* "I": ".S", ".U" */
#define NVP_GP4_MOD_C   (1u << 2)   /* "C": ".CC", ".CC0", ".CC1" */
#define NVP_GP4_MOD_S   (1u << 3)   /* "S": ".SAT", ".SSAT" */
#define NVP_GP4_MOD_H   (1u << 4)   /* "H": the "H" suffix */
/* Which gp4 programs take it: NV_gpu_program4's common set, or
 * NV_fragment_program4's <SpecialInstruction> (KIL, DDX, DDY), or
 * NV_geometry_program4's (EMIT, ENDPRIM). */
#define NVP_GP4_VP      (1u << 5)
#define NVP_GP4_FP      (1u << 6)
#define NVP_GP4_GP      (1u << 7)
/* NV_parameter_buffer_object2's storage modifiers ("F32" ... "U32X4"),
 * which LDC requires and nothing else takes; with OPTION
 * NV_parameter_buffer_object2 only. */
#define NVP_GP4_MOD_STORAGE (1u << 8)
/* NV_gpu_program5's instructions (Table X.13's "V" column 50): only in
 * programs with a "!!NV*5.0" header. */
#define NVP_GP4_V5 (1u << 9)
/* NV_gpu_program5 Table X.13's "6" in the F and I columns: "A "6"
 * indicates support for all modifiers, including 64-bit versions (when
 * supported)": F64 (with OPTION NV_gpu_program_fp64), S64 and U64, in
 * version 5 programs. */
#define NVP_GP4_MOD_F64 (1u << 10)
#define NVP_GP4_MOD_I64 (1u << 11)
/* NV_gpu_program5's CVT: "The CVT instruction requires two storage
 * modifiers" (F16, F32, F64, S8, S16, S32, S64, U8, U16, U32, U64: the
 * result's type, then the operand's) and takes the rounding modifiers
 * "ROUND", "CEIL", "FLR" and "TRUNC". */
#define NVP_GP4_MOD_CVT (1u << 12)
/* NV_gpu_program5's memory instructions: the atomic operation modifiers
 * ("ADD" ... "CSWAP") ATOM requires, and "COH" and "VOL" of LOAD and
 * STORE. */
#define NVP_GP4_MOD_ATOM (1u << 13)
#define NVP_GP4_MOD_MEM  (1u << 14)
/* NV_compute_program5: MEMBAR's "CTA" modifier (a modifier column),
 * and its <SpecialInstruction> (LDS, STS, ATOMS, BAR), compute programs
 * only (a stage column, as NVP_GP4_VP ...). */
#define NVP_GP4_MOD_CTA (1u << 15)
#define NVP_GP4_CP      (1u << 16)

/* An operand's fixed data type (Table X.13's "vf", "vs", "vu"), two bits
 * per source in nvp_gp4_info::src_types; 0: the instruction's. */
#define NVP_GP4_SRC(s, t) ((unsigned)(t) << (2 * (s)))

/* An NV_gpu_program4 row of the catalogue (Table X.13). */
struct nvp_gp4_info {
   uint32_t mods;       /* NVP_GP4_MOD_* and NVP_GP4_VP/FP; 0: none */
   uint8_t dflt;        /* "D": the default enum nvp_type; NONE: none */
   uint8_t src_types;   /* NVP_GP4_SRC() of each fixed source type */
   uint8_t dst_type;    /* a fixed result type ("vf", "vs", "vu") */
};

/* The gp4 columns of op (all zero: no gp4 instruction). */
const struct nvp_gp4_info *nvp_opcode_gp4(enum nvp_opcode op);

/* Lookup of an NV_gpu_program4 mnemonic with its Table X.15 suffixes:
 * opcode, then "R" or "H", then "C", "C0" or "C1", then "_SAT" or
 * "_SSAT", as Table X.13's columns allow.  'stage' is NVP_GP4_VP or
 * NVP_GP4_FP.  precision: NVP_PREC_*; cc: 0 none, 1 CC0, 2 CC1;
 * saturate: NVP_SAT_*.  NVP_OP_COUNT when it is no instruction. */
enum nvp_opcode nvp_opcode_lookup_gp4(const char *name, unsigned len,
                                      unsigned stage, uint8_t *precision,
                                      uint8_t *cc, uint8_t *saturate);

/* The operand grammar of a signature (operand 0 is the destination). */
const struct nvp_sig_info *nvp_sig_info(enum nvp_sig sig);

/* Lookup by mnemonic (exact, case-sensitive); returns NVP_OP_COUNT when
 * unknown. */
enum nvp_opcode nvp_opcode_lookup(const char *name, unsigned len);

/* Lookup of a mnemonic of language 'kind' (an enum nvp_kind): "ADD",
 * or "ADDC" where the catalogue's cc_kinds has 'kind' ('*update_cc' set
 * then).  NVP_OP_COUNT when the language has no such instruction. */
enum nvp_opcode nvp_opcode_lookup_kind(const char *name, unsigned len,
                                       unsigned kind, bool *update_cc);

/* Lookup of an NV_fragment_program mnemonic with its suffixes: opcode,
 * then [RHX], then [C], then [_SAT] as the opcode's fp_suffixes allow
 * ("ADDXC_SAT", "PK2H"; not "ADD_SATC", "TEXH", "PK2H_SAT"), and
 * "_SSAT" for NVP_KIND_ARBFP_NV2.  The whole token must match;
 * '*saturate' is an NVP_SAT_* value.  NVP_OP_COUNT when it is no
 * instruction of 'kind'. */
enum nvp_opcode nvp_opcode_lookup_fp(const char *name, unsigned len,
                                     unsigned kind, uint8_t *precision,
                                     bool *update_cc, uint8_t *saturate);

#ifdef __cplusplus
}
#endif

#endif
