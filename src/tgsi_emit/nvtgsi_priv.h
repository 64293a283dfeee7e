/*
 * Private state of the NV_vertex_program -> TGSI emitter.
 *
 * nvtgsi_emit.c  drives: checks the IR, sets the layout up, walks the
 *                instructions and hands the tokens over.
 * nvtgsi_regs.c  owns the register and constant layout: which TGSI
 *                register stands for v[], c[], R, o[] and A0, and how a
 *                relative c[A0.x + n] read is bounds-checked.
 * nvtgsi_ops.c   owns the per-opcode table and the lowerings.
 */
#ifndef NVTGSI_PRIV_H
#define NVTGSI_PRIV_H

#include <stdbool.h>
#include <stddef.h>

#include "tgsi/tgsi_ureg.h"

#include "nvtgsi.h"

struct nvtgsi_ctx {
   struct ureg_program *ureg;
   const struct nvp_program *prog;

   /* Rn -> TEMP; File == TGSI_FILE_NULL when Rn is never named. */
   struct ureg_dst temps[NVP_VP1_NUM_TEMPS];
   /* Components of Rn read before any write: set to 0 first. */
   uint8_t temp_init[NVP_VP1_NUM_TEMPS];
   /* o[] -> OUT; File == TGSI_FILE_NULL when not declared. */
   struct ureg_dst outputs[NVP_OUT_COUNT];
   /* Components of o[] the program never writes: set to (0,0,0,1). */
   uint8_t out_init[NVP_OUT_COUNT];
   /* v[n] -> INPUT[n]. */
   struct ureg_src inputs[NVP_VP1_NUM_ATTRIBS];

   /* c[n] -> CONST[param_slot[n]], -1 when c[n] has no slot. */
   int param_slot[NVP_VP1_NUM_PARAMS];
   bool relative;              /* some source reads c[A0.x + n] */

   /* A0.x kept as a float (floor of the ARL operand): the bounds check
    * of relative reads needs it, and TGSI ADDR cannot be compared. */
   struct ureg_dst a0;
   struct ureg_src addr;       /* ADDR[0], loaded right before a read */

   struct nvtgsi_binding *bindings;
   unsigned num_bindings;

   /* Position-invariant programs: CONST slots of the MVP columns (or
    * rows with mvp_with_dp4), see nvtgsi.h. */
   struct nvtgsi_options options;
   int mvp_slot[4];

   /* CONST[] slot holding (+0.0, +0.0, +0.0, +0.0) (NVTGSI_BIND_ZERO),
    * declared when some product needs it; see nvtgsi_ops.c. */
   struct ureg_src zero;
   /* Per instruction: the written components whose zero sign some later
    * instruction or the outputs can observe (nvtgsi_zero_signs()). */
   uint8_t *sign_needed;
   /* The instruction being emitted needs the +0.0 of its products. */
   bool plus_zero;
   /* Results still waiting for their +0.0 (nvtgsi_defer_zero()): the
    * components pending_mask of register pending_reg (an Rn or o[]) are
    * in the same components of pending_tmp, and one ADD writes them all
    * (nvtgsi_flush_zero()). */
   struct ureg_dst pending_tmp;
   struct nvp_dst pending_reg;
   unsigned pending_mask;

   char *err;
   size_t err_len;
};

/* Per-opcode description; see nvtgsi_ops.c for the rows. */
typedef void (*nvtgsi_lower_fn)(struct nvtgsi_ctx *ctx,
                                const struct nvp_instr *in,
                                struct ureg_dst dst,
                                const struct ureg_src *src);

struct nvtgsi_op {
   /* Direct translation: one TGSI instruction with this opcode
    * (used when lower is NULL). */
   enum tgsi_opcode tgsi;
   nvtgsi_lower_fn lower;
   /* With plus_zero: the +0.0 is added to the finished result, so the
    * lowering may leave it to nvtgsi_flush_zero() (MAD, DP3, DP4, DPH). */
   bool defer_zero;
   /* Scalar operand: the source is replicated from its one component. */
   bool scalar_src;
   /* The source is read as |source| (its negation does not matter). */
   bool abs_src;
   /* Destination components whose lowering adds +0.0 from CONST[zero]
    * (ctx->zero) to products, for 2.14.1.11's "0.0 times anything is
    * (positive) 0.0". */
   uint8_t plus_zero;
   /* For each source and each of its swizzle slots: the components of
    * the result that the sign of a zero in that slot can change -- the
    * zero's sign (MOV, ADD, MIN, ...) or, with sign_value, the value
    * (RCP: +-Inf, SLT/SGE: 0 or 1). */
   uint8_t sign_to[3][4];
   bool sign_value;
   /* Which swizzle slots of each source the operation reads; 0 means
    * "the slots of the written components" (component-wise ops). */
   uint8_t reads[3];
};

const struct nvtgsi_op *nvtgsi_op_get(enum nvp_opcode op);

/* nvtgsi_regs.c */
bool nvtgsi_layout(struct nvtgsi_ctx *ctx);
void nvtgsi_emit_prologue(struct nvtgsi_ctx *ctx);
struct ureg_dst nvtgsi_dst(struct nvtgsi_ctx *ctx, const struct nvp_dst *d);
struct ureg_src nvtgsi_src(struct nvtgsi_ctx *ctx, const struct nvp_src *s,
                           bool scalar, struct ureg_dst *rel_tmp);

/* The components of source 'i' of 'in' that the operation reads. */
unsigned nvtgsi_src_reads(const struct nvp_instr *in, unsigned i);

/* Fills ctx->sign_needed; false when out of memory. */
bool nvtgsi_zero_signs(struct nvtgsi_ctx *ctx);
/* Writes the pending +0.0 results, before anything reads or overwrites
 * them (and before END). */
void nvtgsi_flush_zero(struct nvtgsi_ctx *ctx);

bool nvtgsi_error(struct nvtgsi_ctx *ctx, const char *fmt, ...);

#endif
