/*
 * The opcode catalogue (NV_vertex_program section 2.14.1.9, Table X.4,
 * as extended by NV_vertex_program1_1).
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

static const struct nvp_opcode_info opcode_table[NVP_OP_COUNT] = {
   [NVP_OP_ARL] = { "ARL", NVP_SIG_ARL,    1, VP1_ALL },
   [NVP_OP_MOV] = { "MOV", NVP_SIG_VEC1,   1, VP1_ALL },
   [NVP_OP_MUL] = { "MUL", NVP_SIG_BIN,    2, VP1_ALL },
   [NVP_OP_ADD] = { "ADD", NVP_SIG_BIN,    2, VP1_ALL },
   [NVP_OP_MAD] = { "MAD", NVP_SIG_TRI,    3, VP1_ALL },
   [NVP_OP_RCP] = { "RCP", NVP_SIG_SCALAR, 1, VP1_ALL },
   [NVP_OP_RSQ] = { "RSQ", NVP_SIG_SCALAR, 1, VP1_ALL },
   [NVP_OP_DP3] = { "DP3", NVP_SIG_BIN,    2, VP1_ALL },
   [NVP_OP_DP4] = { "DP4", NVP_SIG_BIN,    2, VP1_ALL },
   [NVP_OP_DST] = { "DST", NVP_SIG_BIN,    2, VP1_ALL },
   [NVP_OP_MIN] = { "MIN", NVP_SIG_BIN,    2, VP1_ALL },
   [NVP_OP_MAX] = { "MAX", NVP_SIG_BIN,    2, VP1_ALL },
   [NVP_OP_SLT] = { "SLT", NVP_SIG_BIN,    2, VP1_ALL },
   [NVP_OP_SGE] = { "SGE", NVP_SIG_BIN,    2, VP1_ALL },
   [NVP_OP_EXP] = { "EXP", NVP_SIG_SCALAR, 1, VP1_ALL },
   [NVP_OP_LOG] = { "LOG", NVP_SIG_SCALAR, 1, VP1_ALL },
   [NVP_OP_LIT] = { "LIT", NVP_SIG_VEC1,   1, VP1_ALL },
   [NVP_OP_DPH] = { "DPH", NVP_SIG_BIN,    2, VP11 },
   [NVP_OP_RCC] = { "RCC", NVP_SIG_SCALAR, 1, VP11 },
   [NVP_OP_SUB] = { "SUB", NVP_SIG_BIN,    2, VP11 },
   [NVP_OP_ABS] = { "ABS", NVP_SIG_VEC1,   1, VP11 },
};

/* The instruction rules of the grammar, section 2.14.1.7, e.g.
 * "<BINop-instruction> ::= <BINop> <maskedDstReg> "," <swizzleSrcReg>
 * "," <swizzleSrcReg>". */
static const struct nvp_sig_info sig_table[] = {
   [NVP_SIG_ARL]    = { 2, { NVP_OPERAND_ADDR_DST,
                             NVP_OPERAND_SCALAR_SRC } },
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
};

const struct nvp_sig_info *
nvp_sig_info(enum nvp_sig sig)
{
   return (unsigned)sig < sizeof(sig_table) / sizeof(sig_table[0]) ?
          &sig_table[sig] : NULL;
}

const struct nvp_opcode_info *
nvp_opcode_info(enum nvp_opcode op)
{
   return op < NVP_OP_COUNT ? &opcode_table[op] : NULL;
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
