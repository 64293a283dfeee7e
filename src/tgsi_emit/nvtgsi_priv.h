/*
 * Private state of the NV_vertex_program -> TGSI emitter.
 *
 * nvtgsi_emit.c  drives: checks the IR, sets the layout up, walks the
 *                instructions and hands the tokens over.
 * nvtgsi_regs.c  owns the register and constant layout: which TGSI
 *                register stands for v[], c[], R, o[] and A0, and how a
 *                relative c[A0.x + n] read is bounds-checked.
 * nvtgsi_ops.c   owns the per-opcode table and the lowerings.
 * nvtgsi_ops_vp2.c  the "!!VP2.0" column of the table and its lowerings.
 * nvtgsi_cc.c    VP2 instructions: condition tests, masked writes and
 *                condition code updates.
 * nvtgsi_flow.c  VP2 control flow: blocks, the program-counter loop,
 *                the call stack and the 65536-instruction bound.
 */
#ifndef NVTGSI_PRIV_H
#define NVTGSI_PRIV_H

#include <stdbool.h>
#include <stddef.h>

#include "tgsi/tgsi_ureg.h"

#include "nvtgsi.h"
#include "nvtgsi_math.h"

/* The most registers of any kind the emitter translates (array sizes):
 * ARB kinds number their TEMP and ATTRIB variables up to these. */
#define NVTGSI_MAX_TEMPS   NVP_ARB_NUM_TEMPS
/* c[] of VP1/VP2, or the parameter slots of the ARB kinds */
#define NVTGSI_MAX_PARAMS  NVP_ARB_NUM_PARAMS
#define NVTGSI_MAX_ATTRIBS NVP_ARB_NUM_ATTRIBS

struct nvtgsi_ctx {
   struct ureg_program *ureg;
   const struct nvp_program *prog;

   /* "!!VP2.0" and the ARB kinds with NV_vertex_program2/3's options:
    * NV_vertex_program2's registers and rules (nvtgsi_kind_vp2()). */
   bool vp2;
   unsigned num_params;        /* 96, 256 for VP2, the program's
                                * parameter slots for the ARB kinds */
   unsigned num_temps;         /* 12, 16 (VP2), 64 (ARB kinds) */
   unsigned num_attribs;       /* 16, 32 (ARB kinds) */

   /* Rn -> TEMP; File == TGSI_FILE_NULL when Rn is never named. */
   struct ureg_dst temps[NVTGSI_MAX_TEMPS];
   /* Components of Rn read before any write: set to 0 first. */
   uint8_t temp_init[NVTGSI_MAX_TEMPS];
   /* o[] -> OUT (VP2: a TEMP copied to out_regs[] at the end, so that
    * masked writes can read the old value and every termination path
    * emits the final values); File == TGSI_FILE_NULL when not
    * declared. */
   struct ureg_dst outputs[NVP_OUT_COUNT];
   struct ureg_dst out_regs[NVP_OUT_COUNT];
   /* VP2 o[CLP0..5]: OUT CLIPDIST[0] (distances 0-3) and [1] (4-5). */
   struct ureg_dst clipdist[2];
   unsigned num_clipdist;      /* 0, or highest CLPn written + 1 */
   /* CONST of clipdist[r]'s NVTGSI_BIND_CLIP_ENABLE flags. */
   struct ureg_src clip_enable[2];
   /* Components of o[] the program never writes: set to (0,0,0,1). */
   uint8_t out_init[NVP_OUT_COUNT];
   /* v[n] -> INPUT[n]. */
   struct ureg_src inputs[NVTGSI_MAX_ATTRIBS];

   /* c[n] -> CONST[param_slot[n]], -1 when c[n] has no slot. */
   int param_slot[NVTGSI_MAX_PARAMS];
   bool relative;              /* some source reads c[A0.x + n] */

   /* A0 (VP1: only .x) and VP2's A1 kept as floats (VP1: floor of the
    * ARL operand; VP2: integers clamped to [-512, 511]): the bounds
    * check of relative reads needs them, and TGSI ADDR cannot be
    * compared.  areg[0] is the VP1 A0.x of the comments below. */
   struct ureg_dst areg[NVP_VP2_NUM_ADDRS];
   struct ureg_src addr;       /* ADDR[0], loaded right before a read */

   /* VP2: the condition code, one TEMP: each component holds the value
    * that last updated it (0.0 initially, "a vector of EQ values"), and
    * a test compares it with 0.0 (see nvtgsi_cc.c). */
   struct ureg_dst cc[2];       /* NV_vertex_program3: CC0, CC1 */
   /* VP2 control flow (nvtgsi_flow.c); File NULL for straight-line
    * programs.  pc: the block to run; count: instructions executed;
    * stack: the four return blocks; depth: entries in the stack. */
   struct ureg_dst pc, count, stack, depth;
   /* NV_vertex_program3 PUSHA/POPA: the address vectors of the call
    * stack entries (stack[k] holds -1.0 for them, see nvtgsi_flow.c). */
   struct ureg_dst astack[NVP_VP2_CALL_DEPTH];
   bool has_astack;
   /* Label tokens of the open UIF/ELSE: tgsi_exec jumps to them when no
    * channel takes a branch, so each must hold its ELSE or ENDIF. */
   unsigned if_label[64];   /* NV_gpu_program4: 48 IF levels
                             * (MAX_PROGRAM_IF_DEPTH_NV) and more */
   unsigned if_depth;

   struct nvtgsi_binding *bindings;
   unsigned num_bindings;

   /* Position-invariant programs: CONST slots of the MVP columns (or
    * rows with mvp_with_dp4), see nvtgsi.h. */
   struct nvtgsi_options options;
   int mvp_slot[4];

   /* CONST[] slot holding (+0.0, +0.0, +0.0, +0.0) (NVTGSI_BIND_ZERO),
    * declared when some product needs it (see nvtgsi_ops.c) or some
    * read is relative: zero_slot is its index, where an out-of-range
    * c[A0.x + n] reads its (0,0,0,0) (nvtgsi_regs.c), -1 without. */
   struct ureg_src zero;
   int zero_slot;
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

   /* NV_gpu_program4 programs: their state (nvtgsi_gp4_priv.h). */
   struct nvtgsi_gp4 *gp4;

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
   /* NV_gpu_program4 rows (nvtgsi_gp4_ops.c): the TGSI opcode per data
    * type, enum nvp_type (0, TGSI_OPCODE_ARL: none), and for the
    * set-on compares whether the operands are swapped (SGT, SLE). */
   enum tgsi_opcode gp4[NVP_TYPE_COUNT];
   bool gp4_swap_src;
};

const struct nvtgsi_op *nvtgsi_op_get(enum nvp_opcode op);
/* The row of 'op' in the language of ctx (VP2 rows where they differ). */
const struct nvtgsi_op *nvtgsi_op_for(const struct nvtgsi_ctx *ctx,
                                      enum nvp_opcode op);
const struct nvtgsi_op *nvtgsi_op_get_vp2(enum nvp_opcode op);
/* The NV_gpu_program4 row of 'op', NULL when it has none. */
const struct nvtgsi_op *nvtgsi_op_get_gp4(enum nvp_opcode op);

/* Lowerings of nvtgsi_ops.c that VP2 rows reuse (without the +0.0 of
 * products, which VP2 does not have). */
void nvtgsi_lower_mul(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                      struct ureg_dst dst, const struct ureg_src *src);
void nvtgsi_lower_mad(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                      struct ureg_dst dst, const struct ureg_src *src);
void nvtgsi_lower_dst(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                      struct ureg_dst dst, const struct ureg_src *src);
void nvtgsi_lower_exp(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                      struct ureg_dst dst, const struct ureg_src *src);
void nvtgsi_lower_log(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                      struct ureg_dst dst, const struct ureg_src *src);
void nvtgsi_lower_lit(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                      struct ureg_dst dst, const struct ureg_src *src);
void nvtgsi_lower_rcc(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                      struct ureg_dst dst, const struct ureg_src *src);
/* nvtgsi_arb.c: ARB_vertex_program's SWZ. */
void nvtgsi_lower_swz(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                      struct ureg_dst dst, const struct ureg_src *src);
/* nvtgsi_arb.c: NV_vertex_program3's relative vertex.attrib[A+n],
 * vertex.texcoord[A+n] (a TEMP to release) and result.texcoord[A+n]. */
#define NVTGSI_NUM_TEXCOORDS (NVP_OUT_TEX7 - NVP_OUT_TEX0 + 1)
unsigned nvtgsi_array_attrib(int base, unsigned e);
struct ureg_dst nvtgsi_load_attrib_array(struct nvtgsi_ctx *ctx,
                                         const struct nvp_src *s);
void nvtgsi_store_texcoord_array(struct nvtgsi_ctx *ctx,
                                 const struct nvp_instr *in,
                                 struct ureg_src value,
                                 const struct ureg_src *pass);
/* nvtgsi_arb.c: NV_vertex_program3 vertex texture fetches. */
bool nvtgsi_tex_target_ok(enum nvp_tex_target target);
/* Appends a binding to a growing array: its CONST index, -1 out of
 * memory (the fragment and gp4 emitters; nvtgsi_emit.c). */
int nvtgsi_append_binding(struct nvtgsi_binding **bindings, unsigned *num,
                          enum nvtgsi_binding_kind kind, int index);
/* The TGSI target of an NV one (every target of Table X.17), UNKNOWN
 * for none. */
enum tgsi_texture_type nvtgsi_tex_target(enum nvp_tex_target target);
void nvtgsi_decl_texture(struct nvtgsi_ctx *ctx, unsigned unit,
                         enum nvp_tex_target target);
void nvtgsi_lower_tex(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                      struct ureg_dst dst, const struct ureg_src *src);
void nvtgsi_lower_sub(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                      struct ureg_dst dst, const struct ureg_src *src);


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

/* nvtgsi_regs.c: VP2's epilogue, the result TEMPs to the outputs. */
void nvtgsi_emit_epilogue(struct nvtgsi_ctx *ctx);
/* nvtgsi_regs.c: the CLIPDIST outputs of ctx->num_clipdist distances,
 * and their values from ctx->outputs[NVP_OUT_CLP0 + n] (x) and
 * ctx->clip_enable[] at the end (the gp4 emitter shares them). */
void nvtgsi_decl_clipdist(struct nvtgsi_ctx *ctx);
void nvtgsi_emit_clipdist(struct nvtgsi_ctx *ctx);

/* nvtgsi_cc.c */
/* One non-branch VP2 instruction, with its condition test and update. */
void nvtgsi_emit_vp2_instr(struct nvtgsi_ctx *ctx,
                           const struct nvp_instr *in);
/* d.x = ~0 when some of the four swizzled tests of in->cc passes
 * (BRA, CAL, RET), else 0. */
void nvtgsi_branch_taken(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                         struct ureg_dst d);
/* d (its write mask) = ~0 where the test of in->cc passes, else 0.
 * Not for NONE, TR or FL. */
void nvtgsi_cc_test(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                    struct ureg_dst d);
/* True when in->cc passes whatever the condition code holds. */
bool nvtgsi_cond_always(const struct nvp_instr *in);

/* nvtgsi_flow.c: the instructions of a VP2 program, from its entry. */
bool nvtgsi_emit_vp2_body(struct nvtgsi_ctx *ctx);
/* BRA, CAL, RET, PUSHA, POPA: the instructions that end a block. */
bool nvtgsi_vp2_ends_block(const struct nvp_instr *in);
/* UIF on cond.x, ELSE, ENDIF, with the labels tgsi_exec jumps to. */
void nvtgsi_uif(struct nvtgsi_ctx *ctx, struct ureg_src cond);
void nvtgsi_else(struct nvtgsi_ctx *ctx);
void nvtgsi_endif(struct nvtgsi_ctx *ctx);

/* nvtgsi_flow_struct.c: the common shapes without the program-counter
 * machine; false (nothing emitted) when the program has another shape. */
bool nvtgsi_emit_vp2_structured(struct nvtgsi_ctx *ctx);

#endif
