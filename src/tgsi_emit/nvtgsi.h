/*
 * nvprog IR -> Gallium TGSI tokens (tgsi_ureg).
 *
 * The emitter owns the constant layout: CONST[k] holds the GL state named
 * by bindings[k].  Vertex inputs keep the NV attribute number: INPUT[n]
 * is v[n].  Outputs carry TGSI semantics (POSITION, COLOR 0/1, BCOLOR 0/1,
 * FOG, PSIZE, TEXCOORD n).  Literals the lowering needs are immediates.
 * "!!NVgp4.0" becomes a GEOMETRY shader whose 2-D inputs carry the
 * semantics of the vertex outputs they read (nvtgsi_gp4_geom.c).
 */
#ifndef NVTGSI_H
#define NVTGSI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "nvp_ir.h"

#ifdef __cplusplus
extern "C" {
#endif

struct tgsi_token;

enum nvtgsi_binding_kind {
   NVTGSI_BIND_PARAM,     /* NV program parameter register c[index] */
   /*
    * Position-invariant programs (VP1.1 OPTION NV_position_invariant):
    * the emitter computes o[HPOS] from v[0] (INPUT[0]) with the same
    * instructions as Mesa 22.3.6's fixed-function vertex program
    * (src/mesa/main/ffvertex_prog.c, build_hpos()), reading the same
    * state.  MVP below is the conventional GL modelview-projection
    * matrix, ctx->_ModelProjectMatrix = PROJECTION * MODELVIEW (not a
    * tracked NV matrix), as a 4x4 matrix acting on column vectors.
    *
    * NVTGSI_BIND_MVP_COL, index c in 0..3: column c of MVP, i.e. row c
    *    of its transpose: (m[4c+0], m[4c+1], m[4c+2], m[4c+3]) of the
    *    column-major GLmatrix.  Mesa: { STATE_MVP_MATRIX_TRANSPOSE, 0,
    *    c, c }.  Used when mvp_with_dp4 is false (Mesa's default):
    *    HPOS = v0.x*col0 + v0.y*col1 + v0.z*col2 + v0.w*col3, as
    *    MUL, then MUL + ADD three times (prog_to_nir's MAD is
    *    fadd(fmul)).
    * NVTGSI_BIND_MVP_ROW, index r in 0..3: row r of MVP.  Mesa:
    *    { STATE_MVP_MATRIX, 0, r, r }.  Used when mvp_with_dp4 is true
    *    (MESA_MVP_DP4=1): HPOS.r = DP4(v0, row r).
    */
   NVTGSI_BIND_MVP_COL,
   NVTGSI_BIND_MVP_ROW,
   /*
    * NVTGSI_BIND_ZERO (index 0): the constant (0.0, 0.0, 0.0, 0.0), all
    * four +0.0, never GL state (Mesa: an unnamed PROGRAM_CONSTANT).
    * Section 2.14.1.11: "(positive or negative) 0.0 times anything is
    * (positive) 0.0"; IEEE gives -0.0 for (-0.0) * 2.0, and adding
    * +0.0 turns -0.0 into +0.0 and leaves every other value as it is.
    * The +0.0 is read from a constant buffer because an immediate would
    * be folded away: NIR's opt_algebraic rewrites fadd(a, 0.0) to a,
    * and gallivm's lp_build_add() drops an addend that is its constant
    * zero vector.  At most one per program, after every other slot.
    */
   NVTGSI_BIND_ZERO,
   /*
    * NV_fragment_program (nvtgsi_fp.c):
    * NVTGSI_BIND_LOCAL, index n: numbered local parameter p[n], Mesa's
    *    { STATE_FRAGMENT_PROGRAM_LOCAL, n } ("NV_fragment_program and
    *    ARB_fragment_program program local parameters" are identical
    *    state, ARB_fragment_program's interactions).
    * NVTGSI_BIND_NAMED, index k: the DECLAREd named local parameter
    *    nvp_program::named[k]; its value lives in the program object and
    *    ProgramNamedParameter4*NV rewrites it.
    */
   NVTGSI_BIND_LOCAL,
   NVTGSI_BIND_NAMED,
   /*
    * NVTGSI_BIND_DEPTH_BOUNDS (index 0), programs that write o[DEPR]:
    *    (lo, hi, 0, 0), the fragment is discarded when the replaced depth
    *    is below lo or above hi.  NV_fragment_program 3.11.6: "If depth
    *    clamping is disabled, the fragment is discarded if its depth
    *    value is outside the range [min(n,f), max(n,f)]"; the state
    *    tracker writes that range, or (-Inf, +Inf) while depth clamping
    *    is enabled (the driver clamps then).
    */
   NVTGSI_BIND_DEPTH_BOUNDS,
   /*
    * NVTGSI_BIND_TEX_COMPLETE, index u (!!FP1.0 programs that sample unit
    *    u): all four components nonzero bits when the unit's texture of
    *    the program's target is complete, 0 when not.  NV_fragment_program
    *    3.11.5.20: "If the specified texture target has a consistent set
    *    of images, a lookup is performed.  Otherwise, the result of the
    *    instruction is the vector (0,0,0,0)"; Mesa samples its fallback
    *    texture, (0,0,0,1), so the emitter selects w = 0 by this flag.
    */
   NVTGSI_BIND_TEX_COMPLETE,
   /*
    * NVTGSI_BIND_CLIP_ENABLE, index r in 0..1 (VP2 and ARB programs with
    *    NV options that write clip distances): component c has nonzero
    *    bits when user clip plane 4r + c is enabled, else 0.
    *    NV_vertex_program2 2.11: "If clip plane i is enabled, ... clipped
    *    ... to the half-space where clip distance i is non-negative";
    *    Gallium's draw module clips against every written distance when
    *    no plane is enabled, so the emitter writes 0.0 (inside) for the
    *    distances of disabled planes.  Before NVTGSI_BIND_ZERO.
    */
   NVTGSI_BIND_CLIP_ENABLE,
   /*
    * NVTGSI_BIND_SAMPLE_POS, index n in 0..NVTGSI_SAMPLE_POSITIONS-1
    *    ("!!NVfp5.0" programs with IPAS): (x - 0.5, y - 0.5, 0, 0) for
    *    the position (x, y) of sample n of the draw framebuffer as
    *    GetMultisamplefv(SAMPLE_POSITION, n) gives it, the offset from
    *    the pixel centre; (0, 0, 0, 0) past its samples and without
    *    multisample buffers ("If multisample buffers are not available
    *    (SAMPLE_BUFFERS is zero), the attribute will be evaluated at the
    *    pixel center").
    */
   NVTGSI_BIND_SAMPLE_POS,
   /*
    * NVTGSI_BIND_SAMPLE_BUFFERS (index 0, "!!NVfp5.0" programs reading
    *    fragment.samplemask): all four components nonzero bits when the
    *    draw framebuffer has multisample buffers (SAMPLE_BUFFERS 1), 0
    *    when not: "If multisample buffers are not available
    *    (SAMPLE_BUFFERS is zero), bit zero indicates if the center of
    *    the pixel corresponding to the fragment is covered", which it is
    *    for every fragment then, so the mask is 1.
    */
   NVTGSI_BIND_SAMPLE_BUFFERS,
   /*
    * NVTGSI_BIND_SUBROUTINE, index n (NV_gpu_program5 programs with a
    *    variable bound to program.subroutine[n]): the parameter, a
    *    SUBROUTINENUM, in the bits of all four components.  "Unlike
    *    program local parameters, program subroutine parameters are
    *    context state rather than program state" (ARB_shader_subroutine),
    *    so the state tracker writes the context's value.
    */
   NVTGSI_BIND_SUBROUTINE,
   /*
    * NVTGSI_BIND_IMAGE, index 2u + h (NV_gpu_program5 programs with
    *    LOADIM, STOREIM or ATOMIM on image unit u, nvtgsi_gp5_image.c):
    *    h 0: (address low word, high word, row pitch, image pitch), h 1:
    *    (bytes in a row, rows, layers, extent: the bytes of the layers'
    *    storage from the address), unsigned
    *    integers, of the level (and layer) bound to the unit; zero
    *    without a texture.
    */
   NVTGSI_BIND_IMAGE,
   /*
    * NVTGSI_BIND_STORAGE, index n (NV_shader_storage_buffer_object
    *    programs with a STORAGE variable on program.storage[n], read by
    *    LDB, STB or ATOMB): the bits of x and y the host address of the
    *    first byte of what SHADER_STORAGE_BUFFER binding point n binds
    *    (low word, high word), z its size in bytes (at most 2^32 - 1),
    *    w 0; all 0 with no buffer bound.  The state tracker writes them
    *    before every draw and dispatch (nvst_storage.c).
    */
   NVTGSI_BIND_STORAGE,
};

/* The samples NVTGSI_BIND_SAMPLE_POS covers (llvmpipe has 4, softpipe
 * 1); IPAS of a higher sample number reads the last ("If the sample
 * number given by the second operand does not exist, the position used
 * to interpolate the attribute is undefined"). */
#define NVTGSI_SAMPLE_POSITIONS 8

struct nvtgsi_binding {
   enum nvtgsi_binding_kind kind;
   int index;
};

struct nvtgsi_shader {
   const struct tgsi_token *tokens;   /* free with nvtgsi_shader_free */
   unsigned num_tokens;
   struct nvtgsi_binding *bindings;   /* CONST[k] <- bindings[k] */
   unsigned num_bindings;
   /* NV_gpu_program5 vertex programs: bit n, attribute n is a LONG
    * ATTRIB, INPUT[n] its x and y (64-bit, the register pair layout)
    * and INPUT[dual_hi[n]] its z and w: the second slot of a dual-slot
    * input (gl_program::DualSlotInputs). */
   uint32_t dual_inputs;
   uint8_t dual_hi[32];
   uint32_t inputs;                   /* bit n: INPUT[n] (v[n]) declared;
                                       * geometry: bit i, input
                                       * NVP_FILE_GEOM_ATTRIB i read
                                       * (nvp_program::attribs_read) */
   /* Fragment programs: bit n: texture image unit n is sampled, through
    * SAMP[n]/SVIEW[n] with target tex_targets[n] (enum nvp_tex_target). */
   uint32_t samplers;
   uint8_t tex_targets[32];
   /* Emitted with nvtgsi_options::fp32_ftz: the shader leaves flushing
    * fp32 denormal results to the driver, and NIR must fold constants
    * the same way (FLOAT_CONTROLS_DENORM_FLUSH_TO_ZERO_FP32). */
   bool fp32_ftz;
   /* Fragment programs with fp32_ftz: the texture units whose texels are
    * flushed of fp32 denormals (nvtgsi_options::texel_flush_units). */
   uint32_t texel_flush_units;
   /* Fragment programs: the units whose texels were taken to lie in
    * [+0.0, 1.0] (nvtgsi_options::texels_01_units). */
   uint32_t texels_01_units;
   /* !!FP1.0: the units whose textures were taken to be complete
    * (nvtgsi_options::tex_complete_units). */
   uint32_t tex_complete_units;
   /* Fragment programs with fp32_ftz: local and environment parameters
    * are flushed of fp32 denormals where fp32 arithmetic reads them
    * (nvtgsi_options::flush_params). */
   bool flush_params;
   /* Fragment programs with fp32_ftz: nvtgsi_options::flat_colours. */
   bool flat_colours;
   /* Fragment programs: the worst case of the flow passes
    * MAX_PROGRAM_EXEC_INSTRUCTIONS_NV, so the executed instructions are
    * counted unless nvtgsi_options::uncounted left the count out. */
   bool counted;
   bool uncounted;    /* nvtgsi_options::uncounted, as emitted */
};

struct nvtgsi_options {
   /* How fixed function transforms the position, for position-invariant
    * programs: Mesa passes ctx->Const.ShaderCompilerOptions
    * [MESA_SHADER_VERTEX].OptimizeForAOS to ffvertex_prog.c as
    * mvp_with_dp4; st_context.c sets it only when MESA_MVP_DP4 is set,
    * on every Gallium driver (llvmpipe and softpipe included). */
   bool mvp_with_dp4;
   /* Fragment programs: the driver runs fragment shaders with fp32
    * denormal results of floating-point arithmetic flushed to zero
    * (keeping the sign), as llvmpipe's rasteriser threads do on x86
    * (lp_rast.c: util_fpstate_set_denorms_to_zero()).  The emitter then
    * leaves the spec's flush ("Computational results that would
    * otherwise produce denorms are flushed to zero") to the driver and
    * flushes only what no arithmetic produces: operands that may hold a
    * denormal and texture results (nvtgsi_fp.c).  false: every fp32
    * result is flushed by the shader (softpipe, tgsi_exec). */
   bool fp32_ftz;
   /* Fragment programs with fp32_ftz: the units whose texels may be fp32
    * denormals, which the shader flushes ("Computational results that
    * would otherwise produce denorms are flushed to zero"); no arithmetic
    * produces a texel, so the driver's flush does not reach it.  A
    * texture whose format has no fp32 channel and whose border colour
    * has no denormal cannot give one, so the state tracker leaves out the
    * units bound to such textures and emits the program again when that
    * changes (nvst_fragment_validate()).  Default: all units. */
   uint32_t texel_flush_units;
   /* Fragment programs: the units whose texels lie in [+0.0, 1.0] (no
    * NaN, no -0.0): textures of unsigned normalised or depth formats with
    * such a border colour, and no texture at all.  MIN, MAX and _SAT of
    * values known to be such (those texels, and MOV, MIN, MAX, CMP of
    * them) need neither the spec's NaN nor its signed-zero rules, and
    * take one compare and one select (nvtgsi_fp_in_01()).  The state
    * tracker starts with all units and emits the program again when a
    * texture of another kind is bound (nvst_fragment_validate()).
    * Default: none. */
   uint32_t texels_01_units;
   /* !!FP1.0: the units whose textures are complete.  TEX, TXP and TXD
    * of an incomplete texture give "the vector (0,0,0,0)" (3.11.5.20)
    * where Mesa samples (0,0,0,1), so the shader clears w by the unit's
    * NVTGSI_BIND_TEX_COMPLETE flag: a select per lookup (28 in cgc's
    * fp30 build of regs_fp30_31temps), left out for these units.  The
    * state tracker starts with all units and emits the program again
    * before a draw with an incomplete texture on one of them
    * (nvst_fragment_validate()); the binding stays either way.
    * Default: none. */
   uint32_t tex_complete_units;
   /* Fragment programs with fp32_ftz: the program's local, environment
    * and named parameters (p[n], program.local[n], program.env[n], the
    * DECLAREd ones; not state.* bindings) may hold an fp32 denormal, and
    * the shader flushes them where fp32 arithmetic reads them.  false:
    * they hold none, and no flush is emitted for them (a dozen
    * instructions per fragment for cgc's fp40 lighting programs).  The
    * state tracker starts with false and emits the program again before
    * a draw whose parameters hold a denormal (nvst_fragment_validate()).
    * Default: true. */
   bool flush_params;
   /* Fragment programs with fp32_ftz: f[COL0] and f[COL1] may be a
    * vertex's colour copied by flat shading, and so an fp32 denormal
    * that no arithmetic flushed; the shader flushes them once where
    * fp32 arithmetic reads them.  false: they are interpolated (the
    * driver's arithmetic, under its flush), and no flush is emitted.
    * The state tracker starts with false and emits the program again
    * before a draw with flat shading (nvst_fragment_validate()).
    * Default: true. */
   bool flat_colours;
   /* Fragment programs: every fragment executes fewer than
    * MAX_PROGRAM_EXEC_INSTRUCTIONS_NV instructions with the parameters of
    * the draws to come, as the state tracker found for a program whose
    * flow no fragment value reaches (nvp_fp_uniform_flow(), one run of
    * the interpreter; nvst_fragment_validate() emits the program again
    * when the parameters change that): the count is left out, and with
    * it the exact re-run that llvmpipe executes, masked, on every
    * fragment.  Default: false. */
   bool uncounted;
   /* Fragment programs with the flow of NV_fragment_program2 that no
    * fragment value reaches: the instructions every fragment executes
    * with the parameters of the draws to come, as one run of the
    * interpreter recorded them (nvp_fp_env::path; flow instructions
    * left out, none reading fragment.texcoord[A0.x+n]).  The program is
    * emitted as that straight code: no loop, no branch, no count.  The
    * state tracker emits it again when the parameters change the path
    * (nvst_fp_count.c).  NULL: the whole program. */
   const uint32_t *fp_path;
   unsigned fp_path_len;
   /* Fragment programs: the driver's LG2 meets "| ApproxLog2(x) -
    * log_2(x) | < 1.0 / 2^22" and the spec's special values (NaN for x
    * < 0, -INF for +-0.0, +INF for +INF) by itself, as llvmpipe's does
    * (gallivm: the exponent taken exactly, a polynomial for the
    * mantissa; test nv-approx-accuracy).  false: nvtgsi_lg2(). */
   bool lg2_exact;
   /* "!!VP2.0" with nvp_vp2_uniform_flow(): the path every vertex takes,
    * as nvp_execute_path records it (the instructions executed,
    * BRA/CAL/RET left out), for a run that ended at a RET with an empty
    * call stack or past the last instruction.  The program is emitted
    * as that straight code (nvst_vp2_trace.c), and a relative read
    * through an address register of 'uniform_addrs' (bit a: Aa) reads
    * the c[] register the trace recorded, as a fixed index.  NULL: the
    * whole program, branches and all. */
   const struct nvp_trace_step *trace;
   unsigned trace_len;
   unsigned uniform_addrs;
};

/* The options nvtgsi_emit() uses: mvp_with_dp4 from MESA_MVP_DP4 (default
 * false), read the way st_context.c reads it. */
struct nvtgsi_options nvtgsi_default_options(void);

/* Translate a program: vertex programs (VP1.x, VP2.0 and the ARB kinds
 * with NV options) or, for NVP_KIND_FP10, a fragment program
 * (nvtgsi_fp.c).  Returns false and fills err on an internal limit or
 * what is not translated; never aborts. */
bool nvtgsi_emit(const struct nvp_program *prog, struct nvtgsi_shader *out,
                 char *err, size_t err_len);

/* The same with explicit options (the state tracker should pass
 * mvp_with_dp4 = OptimizeForAOS of its context). */
bool nvtgsi_emit_options(const struct nvp_program *prog,
                         const struct nvtgsi_options *options,
                         struct nvtgsi_shader *out, char *err,
                         size_t err_len);

void nvtgsi_shader_free(struct nvtgsi_shader *shader);

struct nir_shader;

/* Kinds with NV_vertex_program2's execution environment: "!!VP2.0" and
 * "!!ARBvp1.0" with OPTION NV_vertex_program2 or NV_vertex_program3. */
bool nvtgsi_kind_vp2(enum nvp_kind kind);

/* Marks every ALU instruction of a tgsi_to_nir result exact, so that
 * NIR's inexact algebra keeps the IEEE results "!!VP2.0" and "!!FP1.0"
 * ask for (see nvtgsi_nir.c).  To be called before any optimization. */
void nvtgsi_nir_make_exact(struct nir_shader *nir);

/* Kinds whose NIR must be marked exact (nvtgsi_nir_make_exact): the
 * VP2 kinds' IEEE arithmetic and every fragment program's step-by-step
 * fp32 arithmetic. */
bool nvtgsi_kind_exact(enum nvp_kind kind);

/* The state tracker's first passes over a tgsi_to_nir result, after
 * its fix-ups (nvst_nir.c): registers to SSA, then the copies, dead
 * code and repeated expressions tgsi_to_nir leaves.  Exact stays
 * exact. */
void nvtgsi_nir_clean_up(struct nir_shader *nir);

/* Moves ALU instructions down to their first user in the same block
 * where no other value lives longer for it (nvtgsi_nir_sink.c): undoes
 * a schedule made for NV hardware before llvmpipe's texture calls. */
bool nvtgsi_nir_sink_alu(struct nir_shader *nir);

struct nir_shader_compiler_options;
struct tgsi_token;

/* What tgsi_to_nir does not carry (nvtgsi_ttn.c): OPTION
 * NV_early_fragment_tests' property, fragment.samplemask's system
 * value, the SAMPLE location of the inputs in sample_inputs (bit i:
 * INPUT[i]).  nvtgsi_ttn_prepare() returns a copy of the tokens for
 * tgsi_to_nir (free() it; NULL: out of memory) and records them;
 * nvtgsi_ttn_finish() puts them into its result. */
struct nvtgsi_ttn_fixup {
   bool early_fragment_tests;
   bool sample_mask_in;
   uint64_t sample_inputs;
   bool grid_size;
};
struct tgsi_token *nvtgsi_ttn_prepare(const struct tgsi_token *tokens,
                                      struct nvtgsi_ttn_fixup *f);
void nvtgsi_ttn_finish(struct nir_shader *nir,
                       const struct nvtgsi_ttn_fixup *f);

/* tgsi_to_nir of emitted tokens as the state tracker hands them over:
 * without a screen (tgsi_to_nir with one would optimize before the
 * exact marking), with a driver's compiler options, marked exact when
 * 'exact'.  For the tools and tests that build NIR without GL.  NULL
 * for a GEOMETRY shader ("!!NVgp4.0"), which Mesa 22.3.6's tgsi_to_nir
 * cannot translate (nvtgsi_nir.c): drivers take its TGSI. */
struct nir_shader *
nvtgsi_to_nir(const struct tgsi_token *tokens,
              const struct nir_shader_compiler_options *options,
              bool exact);

/* The TGSI semantic (an enum tgsi_semantic) and semantic index that
 * output register o is declared with: the table behind "Outputs carry
 * TGSI semantics" above. */
void nvtgsi_output_semantic(enum nvp_output o, unsigned *name,
                            unsigned *index);

#ifdef __cplusplus
}
#endif

#endif
