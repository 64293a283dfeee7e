/*
 * nvprog IR: what the parsers of src/nvprog produce and src/tgsi_emit
 * consumes.  Pure C11; no GL, no Mesa.
 *
 * One instruction list per program.  Operands name NV register files
 * directly (v[], c[], R, o[], A0); the emitter decides the TGSI layout.
 */
#ifndef NVP_IR_H
#define NVP_IR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "nvp_opcodes.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What a program text declares itself to be (its "!!" header). */
enum nvp_kind {
   NVP_KIND_VP10,     /* !!VP1.0  */
   NVP_KIND_VSP10,    /* !!VSP1.0 vertex state program */
   NVP_KIND_VP11,     /* !!VP1.1  */
   NVP_KIND_COUNT
};

/* Bit per kind, for the opcode catalogue's "allowed in" column. */
#define NVP_KIND_BIT(k) (1u << (k))

enum nvp_file {
   NVP_FILE_NONE = 0,
   NVP_FILE_TEMP,      /* R0..R11 */
   NVP_FILE_ATTRIB,    /* v[0..15] */
   NVP_FILE_PARAM,     /* c[0..95], program parameter registers */
   NVP_FILE_OUTPUT,    /* o[HPOS] .. o[TEX7], see enum nvp_output */
   NVP_FILE_ADDRESS,   /* A0 (only .x exists in VP1) */
};

/* Vertex result registers, in the order of the spec's Table X.1. */
enum nvp_output {
   NVP_OUT_HPOS, NVP_OUT_COL0, NVP_OUT_COL1, NVP_OUT_BFC0, NVP_OUT_BFC1,
   NVP_OUT_FOGC, NVP_OUT_PSIZ,
   NVP_OUT_TEX0, NVP_OUT_TEX7 = NVP_OUT_TEX0 + 7,
   NVP_OUT_COUNT
};

#define NVP_VP1_NUM_ATTRIBS  16
#define NVP_VP1_NUM_PARAMS   96
#define NVP_VP1_NUM_TEMPS    12
#define NVP_VP1_MAX_INSTRS  128
/* "A position-invariant vertex program fails to load if it contains more
 * than 124 instructions." (NV_vertex_program1_1, section 2.14.B) */
#define NVP_VP11_PI_MAX_INSTRS 124

/* Component selectors: 0=x 1=y 2=z 3=w. */
#define NVP_SWIZZLE_IDENTITY { 0, 1, 2, 3 }

struct nvp_src {
   enum nvp_file file;
   int index;            /* register number; for relative PARAM the offset */
   bool relative;        /* c[A0.x + index] */
   uint8_t swizzle[4];
   bool negate;
};

struct nvp_dst {
   enum nvp_file file;
   int index;            /* register number, or enum nvp_output */
   uint8_t write_mask;   /* bit 0 = x ... bit 3 = w */
};

struct nvp_instr {
   enum nvp_opcode op;
   struct nvp_dst dst;
   struct nvp_src src[3];   /* nvp_opcode_info(op)->num_src are used */
   uint32_t offset;         /* byte offset of the opcode in the text */
   uint32_t line, column;   /* 1-based, for messages and debug dumps */
};

struct nvp_program {
   enum nvp_kind kind;
   struct nvp_instr *instrs;
   unsigned num_instrs;

   /* Summaries the state tracker and emitter need. */
   uint32_t attribs_read;     /* bit n: v[n] is read */
   uint32_t outputs_written;  /* bit n: enum nvp_output n is written */
   uint32_t temps_used;       /* bit n: Rn is read or written */
   uint64_t params_read[2];   /* bit n: c[n] read by absolute address */
   uint64_t params_written[2]; /* bit n: c[n] written (state programs) */
   bool uses_relative;        /* some c[A0.x + n] read: all of c[] live */
   bool uses_address;         /* ARL present */
   bool position_invariant;   /* OPTION NV_position_invariant (VP1.1) */
};

/* A load failure: the GL error position is 'position', a byte offset
 * into the text (the text's length for whole-program rules). */
struct nvp_error {
   int32_t position;
   uint32_t line, column;
   char message[256];
};

#ifdef __cplusplus
}
#endif

#endif
