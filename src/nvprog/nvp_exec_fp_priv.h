/*
 * What the fragment program interpreter's two halves share: the
 * instructions (nvp_exec_fp.c) and the flow of NV_fragment_program2
 * (nvp_exec_fp_flow.c).  See nvp_fp.h for the model.
 */
#ifndef NVP_EXEC_FP_PRIV_H
#define NVP_EXEC_FP_PRIV_H

#include "nvp_fp.h"

struct fp_frag {
   float r[NVP_FP_NUM_TEMPS_R][4];
   float h[NVP_FP_NUM_TEMPS_H][4];
   float out[NVP_FRAG_OUTPUT_COUNT][4];
   float cc[4];
   /* nvp_instr::sqrt_slot: the square roots RSQs keep for their RCPs */
   float sqrt[NVP_FP_SQRT_SLOTS + 1];
   bool killed;
   unsigned executed;   /* instructions executed, as the contract counts */
};

/* An open IF, LOOP or REP block. */
struct fp_block {
   enum nvp_opcode op;
   unsigned start;        /* the IF/LOOP/REP's index */
   uint8_t cond_save;     /* IF: the condition mask before it */
   uint8_t taken;         /* IF: the lanes whose condition held */
   uint8_t loop_save;     /* LOOP/REP: the loop mask before it */
   int count;             /* LOOP/REP: iterations left */
   float index, incr;     /* LOOP: A0.x before clamping, its increment */
};

/* A CAL taken: where to go on, and the masks and blocks to restore. */
struct fp_call {
   unsigned ret;
   uint8_t cond, loop, func;
   unsigned num_blocks;
};

/* The quad as one SIMD machine (nvp_fp.h): one program counter and one
 * block and call stack; a lane runs an instruction when it is in all
 * four masks. */
struct fp_exec {
   const struct nvp_program *prog;
   const struct nvp_fp_env *env;
   struct fp_frag frag[NVP_FP_QUAD];
   uint8_t cond;    /* not in a skipped IF or ELSE part */
   uint8_t loop;    /* not broken out of the innermost loop */
   uint8_t func;    /* in the current subroutine, not returned */
   uint8_t alive;   /* not terminated */
   /* IFs and loops are opened only below their run-time limits. */
   struct fp_block blocks[NVP_FP2_IF_DEPTH + NVP_FP2_LOOP_DEPTH];
   unsigned num_blocks, num_ifs, num_loops;
   struct fp_call calls[NVP_FP2_CALL_DEPTH];
   unsigned num_calls;
   unsigned path_len;   /* nvp_fp_env::path */
};

/* For each lane f of the quad in 'mask'. */
#define FOR_LANES(f, mask) \
   for (unsigned f = 0; f < NVP_FP_QUAD; f++) if ((mask) & (1u << f))

static inline uint8_t
nvp_fp_active(const struct fp_exec *e)
{
   return e->cond & e->loop & e->func & e->alive;
}

/* Executes the non-flow instruction 'in' for the lanes in 'mask' (the
 * others only lend their operands to derivatives). */
void nvp_fp_step(struct fp_exec *e, const struct nvp_instr *in,
                 uint8_t mask);

/* Operand n of 'in' for lane f, converted to 'in's precision. */
void nvp_fp_load(const struct fp_exec *e, unsigned f,
                 const struct nvp_instr *in, unsigned n, float t[4]);

/* TestCC() of condition 'cond' on a recorded condition code value. */
bool nvp_fp_test_cc(enum nvp_cond cond, float v);

/* Checks the block structure, the targets, the entry point and the
 * relative operands of an NV_fragment_program2 program. */
bool nvp_fp_validate_flow(const struct nvp_program *prog,
                          struct nvp_error *err);

/* Runs the program from its entry point to the end of every lane. */
void nvp_fp_run(struct fp_exec *e);

/* A0.x, the innermost open LOOP's index clamped to >= 0; 0 outside
 * every LOOP. */
float nvp_fp_loop_index(const struct fp_exec *e);

#endif
