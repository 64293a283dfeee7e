/*
 * Private state of the NV_gpu_program4 ("!!NVvp4.0", "!!NVfp4.0",
 * "!!NVgp4.0") -> TGSI emitter.
 *
 * NV_gpu_program4's variables hold 32-bit values that each instruction
 * reads and writes as floats, signed or unsigned integers (its data type
 * modifier, Table X.13), so its registers are plain TGSI TEMPs holding
 * bits, for both stages; neither VP2's nor FP1.0's register model (fp16
 * H registers, the fp32 CC of NV_fragment_program) applies.  The
 * instructions are the catalogue's (nvtgsi_ops.c has a gp4 column per
 * data type), the flow the structured TGSI of the other emitters.
 *
 * nvtgsi_gp4.c       drives: layout of the stages, operand loads, the
 *                    destination update (_SAT/_SSAT, condition-code
 *                    masks and updates), outputs.
 * nvtgsi_gp4_ops.c   the lowerings of the gp4 column.
 * nvtgsi_gp4_flow.c  IF/ELSE/ENDIF, REP/ENDREP, BRK, CONT, KIL, the
 *                    condition code tests and the loop bound.
 */
#ifndef NVTGSI_GP4_PRIV_H
#define NVTGSI_GP4_PRIV_H

#include "nvtgsi_priv.h"

/* Loop iterations one invocation may run, all loops together: past it
 * every loop is left at its next iteration.  NV_gpu_program4 has no
 * run-time limit ("REP blocks in this extension support fully general
 * looping"), so this is no spec rule but the emitters' guarantee that
 * every loop terminates (DESIGN.md; the older kinds stop at 65536
 * executed instructions).  llvmpipe leaves any loop after 65535
 * iterations by itself (gallivm's LP_MAX_TGSI_LOOP_ITERATIONS), so the
 * bound is that, and both drivers stop at the same iteration. */
#define NVTGSI_GP4_MAX_ITERATIONS 65535
/* The most trips of a REP that ends by its literal count alone
 * (nvtgsi_gp4_flow.c, plain_rep). */
#define NVTGSI_GP4_PLAIN_REP 32

#define NVTGSI_GP4_MAX_DEPTH 64

/* The vectors of a parameter buffer binding the program declares (and
 * the state tracker binds at most): NV_parameter_buffer_object's
 * MAX_PROGRAM_PARAMETER_BUFFER_SIZE_NV words. */
#define NVTGSI_GP4_BUFFER_VEC4S (NVP_GP4_MAX_BUFFER_WORDS / 4)

/* MAX_PROGRAM_CALL_DEPTH_NV: "If the call stack overflows, the results
 * of the CAL instruction are undefined"; such a CAL does nothing. */
#define NVTGSI_GP4_CALL_DEPTH 4

/* TGSI instructions of a gp4 program at most (subroutines are inlined
 * at each call, the bound keeps that finite and the drivers' compile
 * time reasonable, as NVTGSI_FP_MAX_TGSI does for FP1.0). */
#define NVTGSI_GP4_MAX_TGSI 65536

/* enum nvp_output (vertex), enum nvp_frag_output (fragment), or
 * those and NVP_GP_OUT_* (geometry) */
#define NVTGSI_GP4_MAX_OUTPUTS \
   ((int)NVP_FRAG_OUTPUT_COUNT > (int)NVP_TESS_OUT_COUNT ? \
    (int)NVP_FRAG_OUTPUT_COUNT : (int)NVP_TESS_OUT_COUNT)

/* "result.id" travels from the vertex to the geometry program as this
 * GENERIC, past the generic interpolants result.attrib[0..15] */
#define NVTGSI_GP4_VERTEX_ID_GENERIC NVP_VP_OUT_ID_GENERIC

/* MAX_VERTEX_STREAMS of both drivers (PIPE_CAP_MAX_VERTEX_STREAMS: 4 on
 * llvmpipe's NIR path and softpipe's tgsi_exec) */
#define NVTGSI_GP4_MAX_STREAMS 4

/* The flags of a condition code component, in the bit order of the
 * truth tables of nvtgsi_gp4_flow.c. */
enum nvtgsi_gp4_flag {
   NVTGSI_GP4_SF, NVTGSI_GP4_ZF, NVTGSI_GP4_OF, NVTGSI_GP4_CF,
   NVTGSI_GP4_FLAGS
};

struct nvtgsi_gp4 {
   bool fragment;
   /* "!!NVgp4.0": a GEOMETRY shader (nvtgsi_gp4.c, geometry_layout()):
    * gin[i] the 2-D INPUT of NVP_FILE_GEOM_ATTRIB index i; results are
    * copied to the outputs at each EMIT instead of at the end. */
   bool geometry;
   /* "!!NVtcp5.0", "!!NVtep5.0": a TESS_CTRL or TESS_EVAL shader
    * (nvtgsi_gp5_tess.c) */
   bool tess;
   /* "!!NVcp5.0": a COMPUTE shader (nvtgsi_gp5_compute.c); its shared
    * memory (TGSI_FILE_MEMORY of type SHARED) where used */
   bool compute;
   struct ureg_src shared;
   struct ureg_src gin[NVP_GEOM_ATTRIB_COUNT];
   /* R (TEMP variables), H (SHORT TEMPs of fragment programs, stored
    * at full precision: "at least" 16 bits) */
   struct ureg_dst r[NVP_ARB_NUM_TEMPS];
   /* NV_gpu_program5 LONG TEMPs: r[n] holds x and y, r_hi[n] z and w
    * (nvtgsi_gp5_64.c) */
   struct ureg_dst r_hi[NVP_ARB_NUM_TEMPS];
   /* NV_gpu_program5 LONG ATTRIBs: in[n] holds x and y, in_hi[n] z and
    * w, the input dual_hi[n] */
   struct ureg_src in_hi[NVP_ARB_NUM_ATTRIBS];
   uint8_t dual_hi[NVP_ARB_NUM_ATTRIBS];
   /* the halves of the pairs the 64-bit instruction being translated
    * needs: bit 0 x and y, bit 1 z and w */
   uint8_t halves;
   /* a 64-bit integer add (ADD, SUB, MAD) for its OF and CF: the
    * addends' pairs, lo then hi, a then b */
   bool carry64;
   struct ureg_src carry64_ab[4];
   struct ureg_dst h[NVP_FP_NUM_TEMPS_H];
   /* vertex: INPUT[n] = v[n]; fragment: enum nvp_frag_attrib, then
    * NVP_FRAG_GENERIC0 + n, NVP_FRAG_CLIP0 + n */
   struct ureg_src in[NVP_FRAG_CLIP0 + NVP_GP4_NUM_FRAG_CLIPS];
   struct ureg_src sysval[NVP_SYSVAL_COUNT];
   /* results, TEMPs copied to the outputs at the end */
   struct ureg_dst out[NVTGSI_GP4_MAX_OUTPUTS];
   struct ureg_dst out_reg[NVTGSI_GP4_MAX_OUTPUTS];
   int *param_slot;           /* CONST index of params[k], -1: literal */
   /* CONST index of program.subroutine[n] (NVTGSI_BIND_SUBROUTINE), -1
    * until a CALI reads it; nvp_program::num_subroutine_params */
   int *sub_slot;
   /* The first of the two CONST indices of image unit n plus 1
    * (NVTGSI_BIND_IMAGE, nvtgsi_gp5_image.c), 0 until an image
    * instruction names it. */
   int image_slot[NVP_MAX_IMAGE_UNITS];
   /* CONST index + 1 of SHADER_STORAGE_BUFFER binding point n's
    * NVTGSI_BIND_STORAGE, 0 until an LDB, STB or ATOMB reads it */
   int storage_slot[16];
   /* ADDR[0], of relative parameter, buffer, TEMP and ATTRIB reads */
   struct ureg_src addr;
   /* CC0, CC1: per flag (enum nvtgsi_gp4_flag) a TEMP holding, per
    * component, ~0 where the value that last updated it set the flag,
    * else 0 (Section 2.X.3.7).  OF and CF are undef where no integer
    * add updates that CC: they are always clear there.  Separate
    * booleans rather than one packed word, so that tgsi_to_nir and
    * NIR fold a test right after the update (nvtgsi_gp4_flow.c). */
   struct ureg_dst cc[2][NVTGSI_GP4_FLAGS];
   /* The integer add an ADD, SUB or MAD just did, for OF and CF: the
    * two addends as the add saw them (a + b, or a - b with sub). */
   bool carry;
   bool carry_sub;
   struct ureg_src carry_a, carry_b;
   /* TEMPs of the operand loads (a relative read and a sign per
    * operand; a relative member of a geometry program's per-vertex
    * array read under a relative vertex index takes one per member),
    * released after the instruction. */
   struct ureg_dst scratch[3 * (NVP_ARB_NUM_ATTRIBS + 2)];
   unsigned num_scratch;
   /* Loop iterations run so far (NVTGSI_GP4_MAX_ITERATIONS). */
   struct ureg_dst iterations;
   /* CAL/RET: x ~0 while returning from the innermost subroutine (or,
    * at depth 0, ending the program); the subroutines being inlined. */
   struct ureg_dst returning;
   unsigned call_depth;
   /* After an unconditional BRK, CONT or RET nothing runs until the end
    * of its block: the instructions are left out (tgsi_to_nir mishandles
    * code after a jump in the same block), dead_depth counting the
    * blocks opened and closed in between. */
   bool dead;
   unsigned dead_depth;
   /* The ENDIF, ELSE or ENDREP being emitted closes dead code. */
   bool closes_dead;
   /* Per open REP with a count, its counter; per open block its kind
    * (IF, REP, or CAL for the loop around an inlined subroutine or the
    * main program). */
   struct ureg_dst loop_count[NVTGSI_GP4_MAX_DEPTH];
   /* The REP's counter is decremented at its ENDREP (a plain REP,
    * nvtgsi_gp4_flow.c), not at its top. */
   bool count_at_end[NVTGSI_GP4_MAX_DEPTH];
   enum nvp_opcode block[NVTGSI_GP4_MAX_DEPTH];
   unsigned depth;
   uint32_t samplers;
   uint8_t tex_targets[NVP_ARB_MAX_TEX_UNITS];
   /* per sampler slot, the data type of its texels (enum nvp_type):
    * float, or integer texels read by .S/.U lookups */
   uint8_t tex_types[NVP_ARB_MAX_TEX_UNITS];
   /* Per TEMP variable R, the components known to hold 0.0 or 1.0:
    * written by a floating-point SEQ .. STR since the last flow
    * instruction (nvtgsi_gp4.c, note_booleans()), so that converting
    * them to an integer needs no rounding and no clamp. */
   uint8_t booleans[NVP_ARB_NUM_TEMPS];
   /* the storage modifier (enum nvp_storage) of the instruction whose
    * operands are being loaded: LDC's fetch from a CBUFFER */
   uint8_t storage;
   /* NV_gpu_program5's IPAO (nvtgsi_gp5_interp.c): per fragment
    * attribute it reads, the plane at the centre (A, or A * q) and its
    * DDX and DDY; ipa_q = (DDX(q), DDY(q), q), q = fragment.position.w.
    * Undefined where not needed. */
   struct ureg_dst ipa[NVP_FRAG_CLIP0 + NVP_GP4_NUM_FRAG_CLIPS][3];
   struct ureg_dst ipa_q;
   /* IPAS: the first of its NVTGSI_BIND_SAMPLE_POS CONSTs, -1: none */
   int sample_pos;
   /* NV_tessellation_program5 (nvtgsi_gp5_tess.c): the ADDR of a
    * vertex index computed at run time, and the control program's ADDR
    * holding its invocation id (the vertex its results go to).  gin[]
    * holds the input patch's per-vertex INPUTs, out_reg[NVP_TESS_OUT0 +
    * i] per-patch value i (an OUTPUT of the control program, an INPUT
    * of the evaluation program). */
   struct ureg_dst tess_vertex_addr, tess_invocation_addr;
   /* the control program wrote a result, read the output patch, since
    * its last synchronisation point */
   bool tess_written, tess_read;
};

/* The data type an instruction reads operand i in, and writes. */
enum nvp_type nvtgsi_gp4_src_type(const struct nvp_instr *in, unsigned i);
enum nvp_type nvtgsi_gp4_dst_type(const struct nvp_instr *in);

struct ureg_src nvtgsi_gp4_imm_u(struct nvtgsi_ctx *ctx, uint32_t u);
struct ureg_src nvtgsi_gp4_imm_f(struct nvtgsi_ctx *ctx, float f);

/* dst = (cond != 0) ? a : b, bits unchanged. */
void nvtgsi_gp4_select(struct nvtgsi_ctx *ctx, struct ureg_dst dst,
                       struct ureg_src cond, struct ureg_src a,
                       struct ureg_src b);
/* dst = x converted to the integer type t (INT, UINT): NaN 0, out of
 * range the nearest end of the type's range. */
/* nvtgsi_gp5_tess.c: NV_tessellation_program5's control and
 * evaluation programs: the layout, the reads of patch vertices and
 * per-patch values (files NVP_FILE_GEOM_ATTRIB, _TESS_OUT_VERTEX,
 * _TESS_PATCH), the control program's synchronisation before an
 * instruction and per-patch result after it, and its per-vertex
 * results' copy to its vertex. */
bool nvtgsi_gp5_tess_layout(struct nvtgsi_ctx *ctx);
struct ureg_src nvtgsi_gp5_tess_input(struct nvtgsi_ctx *ctx,
                                      const struct nvp_src *s,
                                      struct ureg_dst tmp);
bool nvtgsi_gp5_tess_before(struct nvtgsi_ctx *ctx,
                            const struct nvp_instr *in);
void nvtgsi_gp5_tess_after(struct nvtgsi_ctx *ctx,
                           const struct nvp_instr *in);
void nvtgsi_gp5_tess_flush(struct nvtgsi_ctx *ctx);

/* nvtgsi_gp5_bits.c: NV_gpu_program5's BFE and BFI. */
void nvtgsi_gp5_lower_bfe(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                          struct ureg_dst dst, const struct ureg_src *src);
void nvtgsi_gp5_lower_bfi(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                          struct ureg_dst dst, const struct ureg_src *src);
/* nvtgsi_gp4.c: the destination update of a 32-bit result res (the
 * clamps, the CC masks and updates), and the store alone of the
 * components 'mask' of v where cond (if defined) is ~0. */
void nvtgsi_gp4_write_result32(struct nvtgsi_ctx *ctx,
                               const struct nvp_instr *in,
                               struct ureg_dst res);
void nvtgsi_gp4_store(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                      unsigned mask, struct ureg_src v, struct ureg_dst cond);
/* nvtgsi_gp5_64.c: NV_gpu_program5's 64-bit components.  Whether Rn
 * (file, index) is a LONG TEMP; the LONG operand s (before its
 * swizzle) narrowed to 32 bits of type t; a 32-bit result v of type t
 * written to LONG TEMP d (both maybe array members read or written
 * relatively); whether 'in'
 * is a 64-bit operation (F64, S64, U64, PK64, UP64), which
 * nvtgsi_gp5_emit_64() translates. */
bool nvtgsi_gp5_is_long(const struct nvtgsi_ctx *ctx, enum nvp_file file,
                        int index);
struct ureg_src nvtgsi_gp5_read_long(struct nvtgsi_ctx *ctx,
                                     const struct nvp_src *s,
                                     enum nvp_type t);
void nvtgsi_gp5_store_long32(struct nvtgsi_ctx *ctx, const struct nvp_dst *d,
                             unsigned mask, struct ureg_src v,
                             enum nvp_type t, struct ureg_dst cond);
/* Four 64-bit values in TGSI's register pair layout: lo holds x and y,
 * hi z and w. */
struct nvtgsi_wide {
   struct ureg_src lo, hi;
};
/* nvtgsi_gp5_64.c's helpers for CVT (halves: ctx->gp4->halves): four
 * times the constant v; a 64-bit op on each value; a compare's mask
 * (all ones or zero per value); cond ? a : b; FLR, CEIL, TRUNC, ROUND
 * of doubles; 32-bit values widened by type t, 64-bit ones narrowed;
 * operand i of in read in 64 bits of type t; a scratch TEMP; the
 * destination update of in (the CC from 'value' of type t, the write of
 * bits, or of bits32 where defined and the variable is not LONG). */
struct nvtgsi_wide nvtgsi_gp5_imm64(struct nvtgsi_ctx *ctx, uint64_t v);
struct nvtgsi_wide nvtgsi_gp5_op1(struct nvtgsi_ctx *ctx,
                                  enum tgsi_opcode op, struct nvtgsi_wide a);
struct nvtgsi_wide nvtgsi_gp5_op2(struct nvtgsi_ctx *ctx,
                                  enum tgsi_opcode op, struct nvtgsi_wide a,
                                  struct nvtgsi_wide b);
struct nvtgsi_wide nvtgsi_gp5_compare(struct nvtgsi_ctx *ctx,
                                      enum tgsi_opcode op,
                                      struct nvtgsi_wide a,
                                      struct nvtgsi_wide b);
struct nvtgsi_wide nvtgsi_gp5_select(struct nvtgsi_ctx *ctx,
                                     struct nvtgsi_wide cond,
                                     struct nvtgsi_wide a,
                                     struct nvtgsi_wide b);
struct nvtgsi_wide nvtgsi_gp5_round(struct nvtgsi_ctx *ctx,
                                    enum nvp_opcode op,
                                    struct nvtgsi_wide x);
struct nvtgsi_wide nvtgsi_gp5_widen(struct nvtgsi_ctx *ctx,
                                    struct ureg_src v, enum nvp_type t);
struct ureg_src nvtgsi_gp5_narrow(struct nvtgsi_ctx *ctx,
                                  struct nvtgsi_wide w, enum nvp_type t);
struct nvtgsi_wide nvtgsi_gp5_load(struct nvtgsi_ctx *ctx,
                                   const struct nvp_instr *in, unsigned i,
                                   enum nvp_type t);
struct ureg_dst nvtgsi_gp5_tmp(struct nvtgsi_ctx *ctx);
void nvtgsi_gp5_write_as(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                         struct nvtgsi_wide value, enum nvp_type t,
                         struct nvtgsi_wide bits, struct ureg_src bits32);
/* Vertex programs: the second input of each LONG ATTRIB read. */
bool nvtgsi_gp5_long_attribs(struct nvtgsi_ctx *ctx);
/* nvtgsi_gp5_cvt.c: CVT, through nvtgsi_gp5_emit_64(). */
void nvtgsi_gp5_lower_cvt(struct nvtgsi_ctx *ctx, const struct nvp_instr *in);
bool nvtgsi_gp5_uses_64(const struct nvtgsi_ctx *ctx,
                        const struct nvp_instr *in);
bool nvtgsi_gp5_emit_64(struct nvtgsi_ctx *ctx, const struct nvp_instr *in);
/* nvtgsi_gp5_interp.c: NV_gpu_program5's IPAC, IPAO and IPAS; the
 * slopes they read, taken before the first instruction. */
bool nvtgsi_gp5_interp_layout(struct nvtgsi_ctx *ctx);
/* fragment.samplemask into g->sysval[NVP_SYSVAL_SAMPLE_MASK]. */
bool nvtgsi_gp5_sample_mask_in(struct nvtgsi_ctx *ctx);
void nvtgsi_gp5_lower_interp(struct nvtgsi_ctx *ctx,
                             const struct nvp_instr *in,
                             struct ureg_dst dst, const struct ureg_src *src);
void nvtgsi_gp4_f2i(struct nvtgsi_ctx *ctx, struct ureg_dst dst,
                    struct ureg_src x, enum nvp_type t);

/* nvtgsi_gp4_flow.c */
/* Operand 0's x when it is a literal (no relative read, no |abs|), as
 * the instruction's data type reads it, negated where the operand is:
 * REP's literal count, EMITS's literal stream. */
bool nvtgsi_gp4_literal_x(const struct nvtgsi_ctx *ctx,
                          const struct nvp_instr *in, double *v);
/* d = ~0 per component where the test of t passes, else 0 (NONE, TR:
 * all pass). */
void nvtgsi_gp4_cc_test(struct nvtgsi_ctx *ctx,
                        const struct nvp_cond_test *t, struct ureg_dst d);
/* Updates CC<index> with the flags of result 'res' of type 'type' in
 * the components of 'mask'. */
void nvtgsi_gp4_cc_update(struct nvtgsi_ctx *ctx, unsigned index,
                          struct ureg_src res, enum nvp_type type,
                          unsigned mask);
/* The same, only where 'cond' is ~0 (a conditional write). */
void nvtgsi_gp4_cc_update_if(struct nvtgsi_ctx *ctx, unsigned index,
                             struct ureg_src res, enum nvp_type type,
                             unsigned mask, struct ureg_src cond);
/* Declares the flags of CC0 and CC1 as the program uses them, with
 * their initial values. */
void nvtgsi_gp4_cc_declare(struct nvtgsi_ctx *ctx);
/* One flow instruction (IF .. CONT, KIL, CAL/RET refused). */
bool nvtgsi_gp4_emit_flow(struct nvtgsi_ctx *ctx,
                          const struct nvp_instr *in);
/* Whether 'in' ends its block unconditionally (BRK, CONT, RET). */
bool nvtgsi_gp4_jumps(const struct nvp_instr *in);
/* Whether op is one nvtgsi_gp4_emit_flow() takes. */
bool nvtgsi_gp4_is_flow(enum nvp_opcode op);

/* nvtgsi_gp4.c: the instructions [from, to), flow included. */
bool nvtgsi_gp4_emit_range(struct nvtgsi_ctx *ctx, unsigned from,
                           unsigned to);
/* nvtgsi_gp4_flow.c: a loop around code that RET leaves (CAL,
 * the main program), and its end. */
void nvtgsi_gp4_begin_function(struct nvtgsi_ctx *ctx);
void nvtgsi_gp4_end_function(struct nvtgsi_ctx *ctx, bool main);
/* The subroutine at instruction 'target' inlined in its loop, nothing
 * past the call depth; a call's <optBranchCond> as an open UIF (true)
 * or nothing when it always passes (false). */
bool nvtgsi_gp4_inline_call(struct nvtgsi_ctx *ctx, unsigned target);
bool nvtgsi_gp4_begin_call_test(struct nvtgsi_ctx *ctx,
                                const struct nvp_instr *in);
/* nvtgsi_gp4.c: the integer TEMP component a relative operand's index
 * reads (0 when the program never writes that TEMP). */
struct ureg_src nvtgsi_gp4_relative_index(struct nvtgsi_ctx *ctx,
                                          const struct nvp_src *s);
/* nvtgsi_gp5_mem.c: LOAD, STORE, ATOM, MEMBAR through GPU addresses. */
void nvtgsi_gp5_lower_load(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                           struct ureg_dst dst, const struct ureg_src *src);
void nvtgsi_gp5_lower_atom(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                           struct ureg_dst dst, const struct ureg_src *src);
bool nvtgsi_gp5_emit_store(struct nvtgsi_ctx *ctx,
                           const struct nvp_instr *in);
bool nvtgsi_gp5_emit_membar(struct nvtgsi_ctx *ctx,
                            const struct nvp_instr *in);
struct nvtgsi_wide;
bool nvtgsi_gp5_mem64(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                      struct nvtgsi_wide *res);
/* The atomic operations TGSI has, [NVP_ATOM_*][signed]. */
extern const unsigned nvtgsi_gp5_atomic_opcodes[NVP_ATOM_COUNT][2];
/* nvtgsi_gp5_image.c: LOADIM, STOREIM and ATOMIM */
void nvtgsi_gp5_lower_loadim(struct nvtgsi_ctx *ctx,
                             const struct nvp_instr *in,
                             struct ureg_dst dst, const struct ureg_src *src);
void nvtgsi_gp5_lower_atomim(struct nvtgsi_ctx *ctx,
                             const struct nvp_instr *in,
                             struct ureg_dst dst, const struct ureg_src *src);
bool nvtgsi_gp5_emit_storeim(struct nvtgsi_ctx *ctx,
                             const struct nvp_instr *in);
/* IWRAP and DWRAP as a bounded compare-and-swap loop on MEMORY 'mem' at
 * address 'a' (ATOM's and ATOMS's). */
void nvtgsi_gp5_atomic_wrap(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                            struct ureg_dst dst, struct ureg_src op,
                            struct ureg_src mem, struct ureg_src a);
/* nvtgsi_gp5_compute.c: NV_compute_program5.  The properties, shared
 * memory and invocation values of a COMPUTE shader; an invocation
 * binding's operand; a shared operand's byte address ('tmp' a scratch
 * TEMP for a relative one; the access's storage modifier in
 * gp4->storage); LDS and ATOMS (their ops rows); STS and BAR. */
bool nvtgsi_gp5_compute_layout(struct nvtgsi_ctx *ctx);
struct ureg_src nvtgsi_gp5_compute_sysval(struct nvtgsi_ctx *ctx,
                                          const struct nvp_src *s);
struct ureg_src nvtgsi_gp5_shared_address(struct nvtgsi_ctx *ctx,
                                          const struct nvp_src *s,
                                          struct ureg_dst tmp);
void nvtgsi_gp5_lower_lds(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                          struct ureg_dst dst, const struct ureg_src *src);
void nvtgsi_gp5_lower_atoms(struct nvtgsi_ctx *ctx,
                            const struct nvp_instr *in,
                            struct ureg_dst dst, const struct ureg_src *src);
bool nvtgsi_gp5_emit_compute_special(struct nvtgsi_ctx *ctx,
                                     const struct nvp_instr *in);
/* nvtgsi_gp5_storage.c: NV_shader_storage_buffer_object.  A storage
 * operand's byte offset as written ('tmp' for a relative one); the host
 * address of operand i's access, aligned down, in t.xy (what LOAD,
 * STORE and ATOM address); LDB and ATOMB (their ops rows), STB, and the
 * 64-bit LDB and ATOMB. */
struct ureg_src nvtgsi_gp5_storage_offset(struct nvtgsi_ctx *ctx,
                                          const struct nvp_src *s,
                                          struct ureg_dst tmp);
struct ureg_src nvtgsi_gp5_storage_address(struct nvtgsi_ctx *ctx,
                                           const struct nvp_instr *in,
                                           unsigned i, struct ureg_dst t);
void nvtgsi_gp5_lower_ldb(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                          struct ureg_dst dst, const struct ureg_src *src);
void nvtgsi_gp5_lower_atomb(struct nvtgsi_ctx *ctx,
                            const struct nvp_instr *in,
                            struct ureg_dst dst, const struct ureg_src *src);
bool nvtgsi_gp5_emit_stb(struct nvtgsi_ctx *ctx, const struct nvp_instr *in);
bool nvtgsi_gp5_storage_mem64(struct nvtgsi_ctx *ctx,
                              const struct nvp_instr *in,
                              struct nvtgsi_wide *res);
/* The TGSI atomic opcode of ATOM, ATOMS or ATOMB 'in' (ATOMFADD for
 * ADD.F32). */
unsigned nvtgsi_gp5_atomic_opcode(const struct nvp_instr *in);
/* nvtgsi_gp5_subroutine.c: CALI. */
bool nvtgsi_gp5_emit_cali(struct nvtgsi_ctx *ctx,
                          const struct nvp_instr *in);
/* nvtgsi_gp4.c: the scratch TEMPs of one instruction given back (after
 * its result is written). */
void nvtgsi_gp4_release_scratch(struct nvtgsi_ctx *ctx);
/* nvtgsi_gp4.c: the operands of 'in' loaded, with their modifiers. */
void nvtgsi_gp4_load_src(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                         unsigned i, struct ureg_src *out);
bool nvtgsi_gp4_emit(const struct nvp_program *prog,
                     struct nvtgsi_shader *out, char *err, size_t err_len);

/* nvtgsi_gp4.c: the result TEMPs to the outputs (the end of a vertex
 * or fragment program, a geometry program's EMIT). */
void nvtgsi_gp4_copy_results(struct nvtgsi_ctx *ctx);

/* nvtgsi_gp4_geom.c: NV_geometry_program4.  The properties and inputs
 * of a GEOMETRY shader; the semantic of result o (enum nvp_output or
 * NVP_GP_OUT_*); whether a vertex index is read relatively (ADDR[0]);
 * the operand of NVP_FILE_GEOM_ATTRIB src s ('tmp' a scratch TEMP for
 * a relative vertex); EMIT and ENDPRIM. */
bool nvtgsi_gp4_geom_layout(struct nvtgsi_ctx *ctx);
void nvtgsi_gp4_result_semantic(unsigned o, unsigned *name,
                                unsigned *index);
bool nvtgsi_gp4_geom_relative(const struct nvp_program *p);
struct ureg_src nvtgsi_gp4_geom_input(struct nvtgsi_ctx *ctx,
                                      const struct nvp_src *s,
                                      struct ureg_dst tmp);
bool nvtgsi_gp4_geom_special(struct nvtgsi_ctx *ctx,
                             const struct nvp_instr *in);

/* nvtgsi_gp4_temp.c: TEMP arrays.  Declares those used as TGSI TEMP
 * arrays (r[] and h[] name their members), *r and *h the registers of
 * all arrays; whether a member is read or written relatively (ADDR[0]);
 * a relative read (into 'tmp') and the destination of a relative
 * write. */
void nvtgsi_gp4_temp_arrays(struct nvtgsi_ctx *ctx, uint64_t *r,
                            uint64_t *h);
bool nvtgsi_gp4_temp_relative(const struct nvp_program *p);
struct ureg_src nvtgsi_gp4_temp_read(struct nvtgsi_ctx *ctx,
                                     const struct nvp_src *s,
                                     struct ureg_dst tmp);
struct ureg_dst nvtgsi_gp4_temp_write(struct nvtgsi_ctx *ctx,
                                      const struct nvp_dst *d);
/* The two halves of the LONG array member operand s (or, with s NULL,
 * destination d) reaches, ADDR[0] loaded for them. */
void nvtgsi_gp4_temp_pair(struct nvtgsi_ctx *ctx, const struct nvp_src *s,
                          const struct nvp_dst *d, struct ureg_dst pair[2]);

/* nvtgsi_gp4.c: the register of operand s read as type t. */
/* NV_gpu_program5's 64-bit LDC from the CBUFFER member s: the words of
 * its fetch in TGSI's register pair layout (lo: x, y; hi: z, w). */
void nvtgsi_gp4_load_cbuffer64(struct nvtgsi_ctx *ctx,
                               const struct nvp_src *s,
                               enum nvp_storage storage,
                               struct ureg_dst lo, struct ureg_dst hi);
struct ureg_src nvtgsi_gp4_src_register(struct nvtgsi_ctx *ctx,
                                        const struct nvp_src *s,
                                        enum nvp_type t);
/* nvtgsi_gp4_array.c: ATTRIB and OUTPUT arrays accessed relatively.  A
 * member read (into r); a member written: the components of 'mask'
 * where 'cond' (if defined) is ~0. */
struct ureg_src nvtgsi_gp4_array_read(struct nvtgsi_ctx *ctx,
                                      const struct nvp_src *s,
                                      enum nvp_type type,
                                      struct ureg_dst r);
void nvtgsi_gp4_array_write(struct nvtgsi_ctx *ctx, const struct nvp_dst *d,
                            unsigned mask, struct ureg_src v,
                            struct ureg_dst cond);

/* nvtgsi_gp4_ops.c: texture instructions. */
bool nvtgsi_gp4_tex_target_ok(enum nvp_tex_target t);
/* The sampler and sampler view of in's texture unit, declared at its
 * first use: the texel type; *slot the SAMP/SVIEW index. */
enum tgsi_return_type nvtgsi_gp4_tex_sampler(struct nvtgsi_ctx *ctx,
                                             const struct nvp_instr *in,
                                             unsigned *slot);

/* nvtgsi_gp5_tex.c */
/* TG4's second operand for TXG 'in' (its component, or a SHADOWCUBE
 * array's reference value, src[1].x), with *sampler swizzled to the
 * component. */
struct ureg_src nvtgsi_gp5_tg4_component(struct nvtgsi_ctx *ctx,
                                         const struct nvp_instr *in,
                                         const struct ureg_src *src,
                                         struct ureg_src *sampler);
/* TEX, TXB, TXL on ARRAYCUBE and SHADOWARRAYCUBE: TEX2, TXB2, TXL2. */
void nvtgsi_gp5_lower_cube_array(struct nvtgsi_ctx *ctx,
                                 const struct nvp_instr *in,
                                 struct ureg_dst dst,
                                 const struct ureg_src *src);
/* A register texel offset (in->tex_offset_reg, its operand
 * src[1]): TXF adds it to the integer coordinate args[0] (exact on every
 * driver); the others get *off, a TEMP texel offset.  The TEMP holding
 * either, for the caller to release. */
struct ureg_dst nvtgsi_gp5_offset_reg(struct nvtgsi_ctx *ctx,
                                      const struct nvp_instr *in,
                                      const struct ureg_src *src,
                                      struct ureg_src *args,
                                      struct tgsi_texture_offset *off);
void nvtgsi_gp5_lower_txgo(struct nvtgsi_ctx *ctx,
                           const struct nvp_instr *in, struct ureg_dst dst,
                           const struct ureg_src *src);

#endif
