/*
 * The opcode catalogue: one table drives parsing, checking and emission.
 * Each row: name, operand signature, kinds that allow it.
 * See nvp_opcodes.c for the rows.
 */
#ifndef NVP_OPCODES_H
#define NVP_OPCODES_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Operand signatures (NV_vertex_program grammar, section 2.14.1.7). */
enum nvp_sig {
   NVP_SIG_ARL,    /* ARL A0.x, scalarSrc */
   NVP_SIG_VEC1,   /* OP dst, swizzleSrc            (VECTORop) */
   NVP_SIG_SCALAR, /* OP dst, scalarSrc             (SCALARop) */
   NVP_SIG_BIN,    /* OP dst, swizzleSrc, swizzleSrc (BINop) */
   NVP_SIG_TRI,    /* OP dst, src, src, src         (TRIop) */
};

/* The operands a signature stands for, in order; see nvp_sig_info(). */
enum nvp_operand {
   NVP_OPERAND_ADDR_DST,     /* <addrReg>: A0.x */
   NVP_OPERAND_MASKED_DST,   /* <maskedDstReg> */
   NVP_OPERAND_SCALAR_SRC,   /* <scalarSrcReg>: needs ".c" */
   NVP_OPERAND_SWIZZLE_SRC,  /* <swizzleSrcReg>: "", ".c" or ".cccc" */
};

#define NVP_MAX_OPERANDS 4

struct nvp_sig_info {
   uint8_t num_operands;
   enum nvp_operand operands[NVP_MAX_OPERANDS];
};

#define NVP_OPCODES(X) \
   X(ARL) X(MOV) X(MUL) X(ADD) X(MAD) X(RCP) X(RSQ) X(DP3) X(DP4) \
   X(DST) X(MIN) X(MAX) X(SLT) X(SGE) X(EXP) X(LOG) X(LIT) \
   X(DPH) X(RCC) X(SUB) X(ABS)

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
};

const struct nvp_opcode_info *nvp_opcode_info(enum nvp_opcode op);

/* The operand grammar of a signature (operand 0 is the destination). */
const struct nvp_sig_info *nvp_sig_info(enum nvp_sig sig);

/* Lookup by mnemonic (exact, case-sensitive); returns NVP_OP_COUNT when
 * unknown. */
enum nvp_opcode nvp_opcode_lookup(const char *name, unsigned len);

#ifdef __cplusplus
}
#endif

#endif
