/*
 * The CPU reference interpreter of NV_fragment_program ("!!FP1.0")
 * programs and of "!!ARBfp1.0" with OPTION NV_fragment_program or
 * NV_fragment_program2 (nvp_exec_fp.c, nvp_exec_fp_flow.c): the model
 * the TGSI emitter's differential tests compare against.
 *
 * Precision is emulated exactly (nvp_precision.h): operands are
 * converted to the instruction's precision (nvp_instr::exec_precision),
 * results computed in fp32 and rounded to that precision, clamped by
 * _SAT (NaN passes), converted to the destination's type (fp32 with
 * denormals flushed, fp16 round-to-nearest-even), then written under the
 * write mask and condition test; "C" records the converted value's
 * condition.  The instructions' special cases are those of section
 * 3.11.5 (see the head of nvp_exec_fp.c).
 *
 * Fragments run as a 2x2 quad, in lockstep, so DDX and DDY, and the
 * implicit derivatives of TEX and TXP, are differences within the quad:
 * fragment 0 is (x, y), 1 is (x+1, y), 2 is (x, y+1), 3 is (x+1, y+1)
 * in window coordinates (lower left origin).  DDX is right minus left
 * of the fragment's row, DDY top minus bottom of its column.  A killed
 * fragment keeps running for its neighbours' derivatives.
 *
 * NV_fragment_program2 flow (the contract in nvp_ir.h) runs the quad as
 * one SIMD machine, as structured TGSI runs on softpipe and llvmpipe:
 * one program counter and one stack of open IF/LOOP/REP blocks and of
 * calls for the quad, and per fragment masks -- in the taken part of
 * each open IF, not broken out of the innermost loop, in the current
 * subroutine, not terminated.  Each fragment executes exactly the
 * instructions it would execute alone (its own executed-instruction
 * count, its own terminations); a block no fragment enters is skipped
 * whole, so the quad never loops without a fragment counting.  A
 * fragment that does not run a DDX, DDY, TEX, TXP or TXB its neighbours
 * run (it skipped the block, broke, returned or terminated) lends them
 * the current values of the operand's registers.
 */
#ifndef NVP_FP_H
#define NVP_FP_H

#include "nvp.h"

#ifdef __cplusplus
extern "C" {
#endif

#define NVP_FP_QUAD 4

/*
 * A texture lookup: unit 0..15 with the program's target for it, at
 * 'coord' (TXP: already divided by q, except for CUBE, as 3.11.5.40
 * says), with the derivatives of the coordinates in window x and y
 * (TEX and TXP: from the quad; TXD: its second and third operands).
 * 'lod' is NULL but for TXL (NV_fragment_program2), whose level of
 * detail is given, *lod = coord.w ("rho(x,y) is given by 2^w"); ddx and
 * ddy are zero then.  Writes the filtered texel as Table X.5 maps it,
 * (0,0,0,0) for an incomplete texture.
 */
typedef void (*nvp_fp_texel_fn)(void *data, unsigned unit,
                                enum nvp_tex_target target,
                                const float coord[4], const float ddx[4],
                                const float ddy[4], const float *lod,
                                float texel[4]);

struct nvp_fp_env {
   /* f[WPOS] .. f[TEX7] per fragment of the quad, and fragment.facing
    * (NVP_FRAG_FACE: (+1 or -1, 0, 0, 1), as the caller fills it). */
   float attribs[NVP_FP_QUAD][NVP_FRAG_ATTRIB_COUNT][4];
   /* p[0..63]. */
   float locals[NVP_FP_NUM_LOCALS][4];
   /* Current values of the program's named parameters, one row per
    * nvp_program::named entry (DEFINE rows are not read: constants are
    * in nvp_program::consts); NULL: every DECLARE's initial value. */
   const float (*named)[4];
   /* NVP_KIND_ARBFP_NV: the value of each nvp_program::params slot (env,
    * local and state bindings as the GL holds them); NULL: literals
    * their value, every other slot (0,0,0,0). */
   const float (*params)[4];
   /* Texture lookups; NULL: every lookup gives (0,0,0,0).  TXB (ARB
    * kind) passes the derivatives scaled by 2^bias, which adds bias to
    * the level of detail. */
   nvp_fp_texel_fn texel;
   void *texel_data;
   /* When not NULL: the index of each non-flow instruction that the
    * first fragment of the quad executes, in order, up to path_cap of
    * them (nvp_fp_result::path_len of result[0] counts them all). */
   uint32_t *path;
   unsigned path_cap;
};

struct nvp_fp_result {
   /* The output registers: o[COLR] / o[COLH] / o[DEPR] as the program
    * left them (not clamped; o[COLH] holds fp16 values).  "The values
    * of all fragment program output registers are initially undefined":
    * here (0,0,0,0). */
   float outputs[NVP_FRAG_OUTPUT_COUNT][4];
   bool killed;
   /* The final registers, for tests. */
   float r[NVP_FP_NUM_TEMPS_R][4];
   float h[NVP_FP_NUM_TEMPS_H][4];
   /* The final condition code, as the value last recorded per component
    * (0.0 initially: EQ; NaN: UN; the sign: LT/GT). */
   float cc[4];
   /* Instructions executed, as the NV_fragment_program2 contract counts
    * them (every kind: one per instruction without flow), at most
    * NVP_FP2_MAX_EXECUTED. */
   unsigned executed;
   /* nvp_fp_env::path: the instructions recorded (result[0] only). */
   unsigned path_len;
};

/*
 * Run 'prog' (a fragment kind, nvp_kind_is_fp()) on the four fragments
 * of a quad.  Returns false, results untouched, if prog is no fragment
 * program or its IR is malformed (err says why); never aborts, never
 * hangs.
 */
bool nvp_execute_fp_quad(const struct nvp_program *prog,
                         const struct nvp_fp_env *env,
                         struct nvp_fp_result result[NVP_FP_QUAD],
                         struct nvp_error *err);

/*
 * One fragment: a quad of four copies of attribs, so every derivative
 * is zero.
 */
bool nvp_execute_fp(const struct nvp_program *prog,
                    const float attribs[NVP_FRAG_ATTRIB_COUNT][4],
                    const float locals[NVP_FP_NUM_LOCALS][4],
                    const float (*named)[4], nvp_fp_texel_fn texel,
                    void *texel_data, struct nvp_fp_result *result,
                    struct nvp_error *err);

#ifdef __cplusplus
}
#endif

#endif
