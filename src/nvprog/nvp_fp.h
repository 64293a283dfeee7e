/*
 * The CPU reference interpreter of NV_fragment_program ("!!FP1.0")
 * programs (nvp_exec_fp.c): the model the TGSI emitter's differential
 * tests compare against.
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
 * Writes the filtered texel as Table X.5 maps it, (0,0,0,0) for an
 * incomplete texture.
 */
typedef void (*nvp_fp_texel_fn)(void *data, unsigned unit,
                                enum nvp_tex_target target,
                                const float coord[4], const float ddx[4],
                                const float ddy[4], float texel[4]);

struct nvp_fp_env {
   /* f[WPOS] .. f[TEX7] per fragment of the quad. */
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
};

/*
 * Run 'prog' ("!!FP1.0") on the four fragments of a quad.  Returns
 * false, results untouched, if prog is no FP1.0 program or its IR is
 * malformed (err says why); never aborts.
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
