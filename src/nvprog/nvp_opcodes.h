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
   /* ARB kinds (NV_vertex_program2_option grammar): */
   NVP_SIG_BINSC,  /* POW dst, scalarSrc, scalarSrc (BINSCop) */
   NVP_SIG_SWZ,    /* SWZ dst, src, x,-y,0,1        (SWZop) */
   NVP_SIG_PUSHA,  /* PUSHA A0                      (ASTACKop, NV3) */
   NVP_SIG_POPA,   /* POPA A0                       (ASTACKop, NV3) */
   NVP_SIG_TEX,    /* TEX dst, src, texture[n], 2D  (TEXop, NV3) */
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
   NVP_OPERAND_TEX_TARGET,   /* <texTarget>: "texture[n]" "," "2D" */
};

#define NVP_MAX_OPERANDS 4

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
   X(POW) X(XPD) X(SWZ) X(PUSHA) X(POPA) X(TEX) X(TXP) X(TXB) X(TXL)

enum nvp_opcode {
#define NVP_OP_ENUM(name) NVP_OP_##name,
   NVP_OPCODES(NVP_OP_ENUM)
#undef NVP_OP_ENUM
   NVP_OP_COUNT
};

struct nvp_opcode_info {
   const char *name;
   enum nvp_sig sig;
   uint8_t num_src;
   uint32_t kinds;      /* NVP_KIND_BIT() of the languages allowing it */
   uint32_t cc_kinds;   /* ... and those where "<name>C" updates the
                         * condition code (NV_vertex_program2) */
};

const struct nvp_opcode_info *nvp_opcode_info(enum nvp_opcode op);

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

#ifdef __cplusplus
}
#endif

#endif
