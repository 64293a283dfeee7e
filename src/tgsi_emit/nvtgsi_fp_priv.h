/*
 * Private state of the NV_fragment_program ("!!FP1.0") -> TGSI emitter.
 *
 * nvtgsi_fp.c       drives: layout, operand loads, the destination
 *                   update (conversion, _SAT, condition-code masks and
 *                   updates), outputs.
 * nvtgsi_fp_prec.c  the number formats: fp16 and fx12 quantisation,
 *                   fp32 <-> fp16 bits, NaN-aware selects, in TGSI
 *                   integer ops (no PK* or UP* opcodes).
 * nvtgsi_fp_ops.c   the per-opcode table and the lowerings.
 * nvtgsi_fp_range.c upper bounds of non-negative register values.
 */
#ifndef NVTGSI_FP_PRIV_H
#define NVTGSI_FP_PRIV_H

#include <stdbool.h>
#include <stddef.h>

#include "tgsi/tgsi_ureg.h"

#include "nvtgsi.h"
#include "nvtgsi_priv.h"   /* nvtgsi_tex_target() */

/* TGSI instructions of a fragment program, at most; one whose
 * translation is longer fails to load (docs/limits.md).  The bound keeps
 * the shader within what the drivers take: softpipe's nir_to_tgsi
 * numbers its virtual registers in 16 bits and crashes past 32767 of
 * them (a 4090-instruction fp16 program of about 80000 TGSI
 * instructions did), and compile time grows with the size (llvmpipe
 * took 30 s for that one).  The fp16/fx12 conversions make an H or X
 * instruction 10 to 40 TGSI instructions, an fp32 one 1 to 10. */
#define NVTGSI_FP_MAX_TGSI 32768

struct nvtgsi_fp {
   struct ureg_program *ureg;
   const struct nvp_program *prog;

   struct ureg_dst r[NVP_FP_NUM_TEMPS_R];     /* R0..R31 */
   struct ureg_dst h[NVP_FP_NUM_TEMPS_H];     /* H0..H63, fp16 values */
   struct ureg_dst out[NVP_FRAG_OUTPUT_COUNT]; /* written at the end */
   uint32_t inputs;    /* bit per enum nvp_frag_attrib declared: those
                        * read, all of f[TEX0..7] for relative reads */
   struct ureg_src f[NVP_FRAG_ATTRIB_COUNT];   /* f[...] as the spec
                                                * defines the components */
   /* The condition code as the converted value last written with "C"
    * per component: LT, EQ, GT, UN are v < 0, v == 0, v > 0, NaN, and
    * every test is one IEEE comparison (initially 0.0: "EQ"). */
   struct ureg_dst cc;

   int local_slot[NVP_FP_NUM_LOCALS];        /* CONST index of p[n] */
   int *named_slot;                          /* CONST index of named[k] */
   /* CONST index of unit u's NVTGSI_BIND_TEX_COMPLETE, -1 if none */
   int complete_slot[NVP_FP_NUM_TEX_UNITS];
   int *param_slot;                          /* ARB kind: CONST index of
                                              * params[k] */

   struct nvtgsi_binding *bindings;
   unsigned num_bindings;
   uint32_t samplers;
   uint8_t tex_targets[NVP_FP_NUM_TEX_UNITS];

   /* NV_fragment_program2: the innermost LOOP's index (fp32, before
    * the clamp at 0) while its body is emitted, for
    * fragment.texcoord[A0.x+n]; undef outside LOOP blocks. */
   struct ureg_dst loop_index;
   /* A temporary per source operand for relative texcoord reads. */
   struct ureg_dst rel[3];
   /* nvp_instr::sqrt_slot: the square roots RSQs keep for their RCPs
    * (x), declared at the first RSQ of a slot. */
   struct ureg_dst sqrt[NVP_FP_SQRT_SLOTS + 1];

   /* nvtgsi_options::fp32_ftz: the driver flushes denormal results of
    * fp32 arithmetic; maybe_denormal has bit n where Rn may hold a
    * denormal (a MOV copy or PK* bits), see nvtgsi_fp.c. */
   bool ftz;
   uint32_t texel_flush_units;   /* nvtgsi_options::texel_flush_units */
   uint64_t maybe_denormal;
   /* H registers (and o[COLH], HC) hold fp16 values: FP1.0; the ARB
    * kinds' SHORT variables hold fp32 ones (nvp_fp_precision_is_minimum),
    * and maybe_denormal_h is maybe_denormal for them. */
   bool h_fp16;
   uint64_t maybe_denormal_h;
   /* Components of Rn that hold a value of the fp16 grid (exact16[n])
    * or of the fx12 grid (exact12[n], a subset: every fx12 value is an
    * fp16 value), because the instruction that last wrote them converted
    * its result.  Converting such an operand again would give it back
    * unchanged, so the conversion is left out.  Known within straight
    * code only: nvtgsi_fp_forget_exact() at every flow instruction. */
   uint8_t exact16[NVP_FP_NUM_TEMPS_R];
   uint8_t exact12[NVP_FP_NUM_TEMPS_R];
   /* The same for fx12 in Hn (H registers always hold fp16 values). */
   uint8_t exact12_h[NVP_FP_NUM_TEMPS_H];
   /* Components of Rn / Hn that hold 0.0 or 1.0 (set-on results and
    * what nvtgsi_fp_op::bool_srcs keeps so): on every grid, so products
    * and copies of them need no conversion.  Known as exact16 is. */
   uint8_t bool01[NVP_FP_NUM_TEMPS_R];
   uint8_t bool01_h[NVP_FP_NUM_TEMPS_H];
   /* Upper bounds of non-negative values, per component of Rn / Hn
    * (nvtgsi_fp_range.c): bound[n][c] >= 0 where Rn.c holds a number in
    * [+0.0, bound[n][c]], never NaN, INF or -0.0; NaN where not known.
    * Known as exact16 is. */
   float bound[NVP_FP_NUM_TEMPS_R][4];
   float bound_h[NVP_FP_NUM_TEMPS_H][4];
   uint32_t texels_01_units;     /* nvtgsi_options::texels_01_units */
   uint32_t tex_complete_units;  /* nvtgsi_options::tex_complete_units */
   bool flush_params;            /* nvtgsi_options::flush_params */
   bool flat_colours;            /* nvtgsi_options::flat_colours */
   bool uncounted;               /* nvtgsi_options::uncounted */
   /* The worst case passes 65536 executed instructions: the program is
    * counted unless 'uncounted' (nvtgsi_shader::counted). */
   bool counted;
   /* Program parameters (p[n], named ones, the ARB kinds' slots) and
    * f[COL0], f[COL1] that H or X instructions read, converted to that precision once at the
    * start, and those fp32 instructions read where the driver flushes
    * denormals, flushed once (convert_params(), param_form()): a
    * parameter is the same for the whole program, and each conversion is
    * a dozen instructions, each flush three. */
   struct nvtgsi_fp_param_q {
      uint8_t file, prec;
      int index;
      struct ureg_dst reg;
   } *param_q;
   unsigned num_param_q;
   bool lg2_exact;     /* nvtgsi_options::lg2_exact */
   /* Counted flow may run optimistically first (nvtgsi_fp_flow.c). */
   bool two_phase;
   /* nvtgsi_fp_within_bound() failed. */
   bool past_bound;

   char *err;
   size_t err_len;
};

/* Operands after VectorLoad/ScalarLoad and conversion to the
 * instruction's precision; raw[] are the swizzled bits (UP*). */
void nvtgsi_fp_forget_exact(struct nvtgsi_fp *fp);
/* R, H, the condition code and the outputs at their initial values (0,
 * "EQ"), as at the program's start. */
void nvtgsi_fp_init_registers(struct nvtgsi_fp *fp);
/* false, with the error, once the translation passes NVTGSI_FP_MAX_TGSI
 * instructions. */
bool nvtgsi_fp_within_bound(struct nvtgsi_fp *fp);

typedef void (*nvtgsi_fp_lower_fn)(struct nvtgsi_fp *fp,
                                   const struct nvp_instr *in,
                                   struct ureg_dst res,
                                   const struct ureg_src *src);

struct nvtgsi_fp_op {
   nvtgsi_fp_lower_fn lower;
   enum tgsi_opcode tgsi;     /* direct translation when lower is NULL */
   bool scalar;               /* operands are <scalarSrc>: replicated */
   bool raw_src;              /* UP*: the operand is bits, not a number */
   bool raw_dst;              /* PK*: the result is bits, not converted */
   /* The result components (a write mask) that are in the format
    * (fp16, fx12) of the operands when these are (one of them, 0.0/1.0,
    * or an integer the format holds), whose conversion is skipped: all
    * of MOV, MIN, MAX, FLR, CMP, the set-on instructions; x, y, w of LIT
    * (1.0, the clamped x, 1.0) and x, z, w of DST (1.0, t0.z, t1.w). */
   uint8_t keeps_format;
   /* The set-on instructions: every result component is 0.0 or 1.0
    * ("1.0 if ... otherwise 0.0"), on the fp16 and fx12 grids at any
    * precision. */
   bool boolean;
   /* Bit i: the result is 0.0/1.0 where operand i is (MOV, MUL, MIN,
    * MAX of such values; CMP choosing between two), with no sign
    * change on the operands. */
   uint8_t bool_srcs;
   /* How a bound of the operands bounds the result (nvtgsi_fp_range.c);
    * DOT reads dot_lanes components of two operands (DPH: 3 and t1.w). */
   enum nvtgsi_fp_bound {
      NVTGSI_BOUND_NONE,
      NVTGSI_BOUND_SELECT,    /* one of the operands bool_srcs names */
      NVTGSI_BOUND_SUM,
      NVTGSI_BOUND_PRODUCT,
      NVTGSI_BOUND_MAD,
      NVTGSI_BOUND_DOT,
      NVTGSI_BOUND_DPH,
      NVTGSI_BOUND_LRP,
   } bound;
   uint8_t dot_lanes;
};

const struct nvtgsi_fp_op *nvtgsi_fp_op_get(enum nvp_opcode op);
/* Operand k of in when it is a literal (an FP1.0 constant, an ARB
 * literal parameter): in v[c], what result component c reads of it,
 * converted to the instruction's precision; false for anything else. */
bool nvtgsi_fp_literal_operand(const struct nvtgsi_fp *fp,
                               const struct nvp_instr *in, unsigned k,
                               bool scalar, float v[4]);

/* nvtgsi_fp_range.c */
void nvtgsi_fp_range_forget(struct nvtgsi_fp *fp);
/* The bound of component i (before the swizzle) of operand k of in, as
 * the instruction reads it; NaN when not known. */
float nvtgsi_fp_src_bound(const struct nvtgsi_fp *fp,
                          const struct nvp_instr *in, unsigned k,
                          unsigned i);
/* Whether components 'lanes' of operand k are known and at most limit. */
bool nvtgsi_fp_src_within(const struct nvtgsi_fp *fp,
                          const struct nvp_instr *in, unsigned k,
                          unsigned lanes, float limit);
/* hi[c]: the bound of result component c of in at its precision, before
 * _SAT; NaN when not known (read before the write: an operand may be
 * the destination).  bool_wm: the components that are 0.0 or 1.0. */
void nvtgsi_fp_result_bounds(const struct nvtgsi_fp *fp,
                             const struct nvp_instr *in,
                             const struct nvtgsi_fp_op *op,
                             unsigned bool_wm, float hi[4]);
/* After in wrote components wm of its destination: hi[] through its
 * _SAT and, dst_fp16, the conversion to an H register; conditional: a
 * condition mask may have kept the old value. */
void nvtgsi_fp_range_note(struct nvtgsi_fp *fp, const struct nvp_instr *in,
                          unsigned wm, const float hi[4], bool dst_fp16,
                          bool conditional);
/* The components of each operand (before its swizzle) that the written
 * components of in depend on. */
unsigned nvtgsi_fp_operand_lanes(const struct nvtgsi_fp_op *op,
                                 const struct nvp_instr *in);

/* nvtgsi_fp.c */
bool nvtgsi_fp_emit(const struct nvp_program *prog,
                    const struct nvtgsi_options *options,
                    struct nvtgsi_shader *out, char *err, size_t err_len);
/* Fill fp->err; returns false. */
bool nvtgsi_fp_error(struct nvtgsi_fp *fp, const char *fmt, ...);
/* One ALU, texture or KIL instruction (no flow). */
bool nvtgsi_fp_emit_instr(struct nvtgsi_fp *fp, const struct nvp_instr *in);
/* The value of operand s if it is fixed at load time (a literal or
 * DEFINE, an ARB literal parameter), NULL otherwise. */
const float *nvtgsi_fp_literal(const struct nvp_program *p,
                               const struct nvp_src *s);
/* Operand i of in, VectorLoad in fp32 (LOOP and REP). */
bool nvtgsi_fp_load_operand(struct nvtgsi_fp *fp, const struct nvp_instr *in,
                            unsigned i, struct ureg_src *out,
                            struct ureg_dst *tmp);
/* cond = all-ones per component where TestCC(t) passes. */
void nvtgsi_fp_cc_test(struct nvtgsi_fp *fp, const struct nvp_cond_test *t,
                       struct ureg_dst cond);

/* nvtgsi_fp_flow.c: the instructions of an NV_fragment_program2
 * program (prog->uses_flow), flow included, as structured TGSI. */
bool nvtgsi_fp_emit_flow(struct nvtgsi_fp *fp);

/* nvtgsi_fp_prec.c */
struct ureg_src nvtgsi_fp_imm_u(struct nvtgsi_fp *fp, uint32_t u);
struct ureg_src nvtgsi_fp_imm_f(struct nvtgsi_fp *fp, float f);
/* dst = x rounded to fp16 (round to nearest even; |x| >= 65520 -> INF;
 * fp16 denormals kept; NaN and INF unchanged). */
/* nvtgsi_gp4_ops.c: the lowering context of this file's helpers for the
 * gp4 emitter (they use its ureg only). */
struct nvtgsi_fp nvtgsi_fp_for(struct nvtgsi_ctx *ctx);
void nvtgsi_fp_q16(struct nvtgsi_fp *fp, struct ureg_dst dst,
                   struct ureg_src x);
/* dst = x as fx12: NaN -> 0, clamped to [-2048/1024, 2047/1024], then
 * rounded to the nearest multiple of 1/1024 (ties away from zero). */
void nvtgsi_fp_q12(struct nvtgsi_fp *fp, struct ureg_dst dst,
                   struct ureg_src x);
/* dst = x rounded to an integer, ties away from zero (roundf()). */
void nvtgsi_fp_round_away(struct nvtgsi_fp *fp, struct ureg_dst dst,
                          struct ureg_src x);
/* dst: fp32 denormals flushed to a zero of their sign, in place. */
void nvtgsi_fp_flush(struct nvtgsi_fp *fp, struct ureg_dst dst);
/* "_SAT" in place: [0, 1], NaN and -0.0 unchanged. */
void nvtgsi_fp_saturate(struct nvtgsi_fp *fp, struct ureg_dst x,
                        bool denormal);
/* "_SSAT" in place: [-1, 1], NaN and -0.0 unchanged. */
void nvtgsi_fp_saturate_signed(struct nvtgsi_fp *fp, struct ureg_dst x);
/* Convert in place to precision p (R: nothing). */
void nvtgsi_fp_convert(struct nvtgsi_fp *fp, struct ureg_dst dst,
                       enum nvp_precision p);
/* dst (integer) = the fp16 bits of x, which q16 has already rounded. */
void nvtgsi_fp_f16_bits(struct nvtgsi_fp *fp, struct ureg_dst dst,
                        struct ureg_src x);
/* dst = the fp32 value of the fp16 bits in the low 16 bits of h. */
void nvtgsi_fp_f16_value(struct nvtgsi_fp *fp, struct ureg_dst dst,
                         struct ureg_src h);
/* dst = clamp(x, lo, hi) with NaN -> 0.0 (lo <= 0 <= hi). */
void nvtgsi_fp_clamp_nan(struct nvtgsi_fp *fp, struct ureg_dst dst,
                         struct ureg_src x, float lo, float hi);
/* dst = (cond != 0) ? a : b, component-wise, bits unchanged. */
void nvtgsi_fp_select(struct nvtgsi_fp *fp, struct ureg_dst dst,
                      struct ureg_src cond, struct ureg_src a,
                      struct ureg_src b);
/* dst = all-ones where x is NaN. */
void nvtgsi_fp_is_nan(struct nvtgsi_fp *fp, struct ureg_dst dst,
                      struct ureg_src x);

#endif
