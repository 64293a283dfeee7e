/*
 * nvprog front end: parse and check NV assembly program text.
 */
#ifndef NVP_H
#define NVP_H

#include "nvp_ir.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What the caller loads the text as; the text's header must agree. */
enum nvp_target {
   NVP_TARGET_VERTEX,        /* LoadProgramNV(VERTEX_PROGRAM_NV) */
   NVP_TARGET_VERTEX_STATE,  /* LoadProgramNV(VERTEX_STATE_PROGRAM_NV) */
   /* ProgramStringARB(VERTEX_PROGRAM_ARB) of "!!ARBvp1.0" with an NV
    * option, checked against nvp_arb_default_limits (the GL passes its
    * own limits to nvp_parse_arbvp()). */
   NVP_TARGET_ARB_VERTEX,
   NVP_TARGET_FRAGMENT,      /* LoadProgramNV(FRAGMENT_PROGRAM_NV):
                              * "!!FP1.0" */
   /* ProgramStringARB(FRAGMENT_PROGRAM_ARB) of "!!ARBfp1.0" with OPTION
    * NV_fragment_program, against nvp_arb_default_limits with 16 image
    * units per program (the GL calls nvp_parse_arbfp() itself). */
   NVP_TARGET_ARB_FRAGMENT,
   /* ProgramStringARB(GEOMETRY_PROGRAM_NV) of "!!NVgp4.0", against
    * nvp_arb_default_limits (the GL calls nvp_parse_gp4gp() itself). */
   NVP_TARGET_ARB_GEOMETRY,
   /* ProgramStringARB(TESS_CONTROL_PROGRAM_NV) of "!!NVtcp5.0" and
    * (TESS_EVALUATION_PROGRAM_NV) of "!!NVtep5.0"
    * (NV_tessellation_program5), against nvp_arb_default_limits. */
   NVP_TARGET_ARB_TESS_CONTROL,
   NVP_TARGET_ARB_TESS_EVAL,
   /* ProgramStringARB(COMPUTE_PROGRAM_NV) of "!!NVcp5.0"
    * (NV_compute_program5), against nvp_arb_default_limits. */
   NVP_TARGET_ARB_COMPUTE,
};

/*
 * Parse 'len' bytes of 'text' (not NUL-terminated; may contain any byte).
 * On success returns a program (free with nvp_program_free) and leaves
 * err untouched; on failure returns NULL and fills err.  Never aborts on
 * any input.
 *
 * The header ("!!VP1.0", "!!VP1.1" or "!!VP2.0" for NVP_TARGET_VERTEX,
 * "!!VSP1.0" for NVP_TARGET_VERTEX_STATE) must start at byte 0.  A
 * "!!VP1.1" or "!!VP2.0" program with "OPTION NV_position_invariant;"
 * has prog->position_invariant set and no o[HPOS] writes: the emitter
 * computes HPOS as fixed function does (nvtgsi.h).  Bytes after the END
 * token are not read.  With NVPROG_DEBUG containing "ir", every loaded
 * program's dump is printed on stderr.
 */
struct nvp_program *nvp_parse(enum nvp_target target, const char *text,
                              size_t len, struct nvp_error *err);

/* The implementation-dependent limits a parse depends on. */
struct nvp_limits {
   /* "!!FP1.0": "If ARB_fragment_program is supported, this limit is the
    * value of MAX_PROGRAM_INSTRUCTIONS_ARB for the FRAGMENT_PROGRAM_ARB
    * target.  Otherwise, the limit is 1024."  0 means 1024
    * (NVP_FP_MAX_INSTRS). */
   unsigned fp_max_instrs;
};

/* nvp_parse() with the GL's limits; limits may be NULL (the defaults). */
struct nvp_program *nvp_parse_limits(enum nvp_target target,
                                     const char *text, size_t len,
                                     const struct nvp_limits *limits,
                                     struct nvp_error *err);

void nvp_program_free(struct nvp_program *prog);

/*
 * "!!ARBvp1.0" programs (ProgramStringARB) with OPTION
 * NV_vertex_program2 (NV_vertex_program2_option) or NV_vertex_program3:
 * the implementation-dependent limits the text is checked against, all
 * from the GL context.
 */
struct nvp_arb_limits {
   unsigned max_instructions;   /* MAX_PROGRAM_INSTRUCTIONS_ARB */
   unsigned max_temps;          /* MAX_PROGRAM_TEMPORARIES_ARB */
   unsigned max_params;         /* MAX_PROGRAM_PARAMETERS_ARB */
   unsigned max_attribs;        /* MAX_PROGRAM_ATTRIBS_ARB */
   unsigned max_address_regs;   /* MAX_PROGRAM_ADDRESS_REGISTERS_ARB */
   unsigned max_env_params;     /* MAX_PROGRAM_ENV_PARAMETERS_ARB */
   unsigned max_local_params;   /* MAX_PROGRAM_LOCAL_PARAMETERS_ARB */
   unsigned max_vertex_attribs; /* MAX_VERTEX_ATTRIBS_ARB */
   unsigned max_texture_coords; /* MAX_TEXTURE_COORDS_ARB */
   unsigned max_texture_units;  /* MAX_TEXTURE_IMAGE_UNITS_ARB */
   unsigned max_vertex_texture_units; /* MAX_VERTEX_TEXTURE_IMAGE_UNITS */
   /* MAX_COMBINED_TEXTURE_IMAGE_UNITS: NV_vertex_program3's unit numbers
    * (0: max_texture_units) */
   unsigned max_combined_texture_units;
   unsigned max_lights;         /* MAX_LIGHTS */
   unsigned max_clip_planes;    /* MAX_CLIP_PLANES */
   unsigned max_program_matrices; /* MAX_PROGRAM_MATRICES_ARB */
   unsigned max_vertex_units;   /* MAX_VERTEX_UNITS_ARB (0: no blend) */
   unsigned max_palette_matrices; /* MAX_PALETTE_MATRICES_ARB */
   bool nv3;                    /* GL_NV_vertex_program3 is supported */
   bool fp_shadow;              /* GL_ARB_fragment_program_shadow is
                                 * supported (its OPTION in NV3 and in
                                 * NV fragment option programs) */
   /* GL_ARB_draw_buffers: OPTION ARB_draw_buffers and result.color[n]
    * for n below max_draw_buffers (MAX_DRAW_BUFFERS_ARB) in the NV
    * fragment options. */
   bool draw_buffers;
   unsigned max_draw_buffers;
   /* GL_ARB_fragment_coord_conventions: its two options. */
   bool frag_coord_conventions;
   /* GL_NV_fragment_program2 is supported: "!!ARBfp1.0" text naming
    * OPTION NV_fragment_program2 is NVP_KIND_ARBFP_NV2; without it the
    * option is "not supported by the GL implementation" (fails to
    * load). */
   bool fp2;
   /* NV_gpu_program4: the <texOffset> range, MIN_PROGRAM_TEXEL_OFFSET_EXT
    * and MAX_PROGRAM_TEXEL_OFFSET_EXT of the context (both 0:
    * NVP_GP4_MIN_TEXEL_OFFSET and NVP_GP4_MAX_TEXEL_OFFSET, -8 and 7). */
   int min_texel_offset, max_texel_offset;
   /* NV_geometry_program4: MAX_PROGRAM_OUTPUT_VERTICES_NV and
    * MAX_PROGRAM_TOTAL_OUTPUT_COMPONENTS_NV (Gallium's
    * PIPE_CAP_MAX_GEOMETRY_OUTPUT_VERTICES and
    * PIPE_CAP_MAX_GEOMETRY_TOTAL_OUTPUT_COMPONENTS: 1024 and 1024 on
    * llvmpipe and softpipe; 0: those values). */
   unsigned max_vertices_out;
   unsigned max_total_output_components;
   /* NV_gpu_program5: MAX_GEOMETRY_PROGRAM_INVOCATIONS_NV (Gallium's
    * PIPE_CAP_MAX_GS_INVOCATIONS, 32 on both drivers; 0: 32, the
    * spec's minimum). */
   unsigned max_gs_invocations;
   /* NV_parameter_buffer_object: MAX_PROGRAM_PARAMETER_BUFFER_BINDINGS_NV
    * and MAX_PROGRAM_PARAMETER_BUFFER_SIZE_NV (0: NVP_GP4_MAX_BUFFER_
    * BINDINGS and NVP_GP4_MAX_BUFFER_WORDS). */
   unsigned max_buffer_bindings;
   unsigned max_buffer_words;
   /* GL_NV_shader_buffer_load: OPTION NV_shader_buffer_load (LOAD in a
    * version 4 program) is "supported by the GL implementation". */
   bool shader_buffer_load;
   /* NV_compute_program5 (ARB_compute_shader's limits):
    * MAX_COMPUTE_WORK_GROUP_SIZE per dimension,
    * MAX_COMPUTE_WORK_GROUP_INVOCATIONS and MAX_COMPUTE_SHARED_MEMORY_SIZE
    * (0: NVP_CP_MAX_GROUP_SIZE_X/Y/Z, NVP_CP_MAX_INVOCATIONS and
    * NVP_CP_MAX_SHARED_MEMORY). */
   unsigned max_compute_group_size[3];
   unsigned max_compute_invocations;
   unsigned max_compute_shared_memory;
};

/* ARB_compute_shader's minimum maximums, the limits of tests and tools
 * (llvmpipe and softpipe report the same). */
#define NVP_CP_MAX_GROUP_SIZE_X 1024
#define NVP_CP_MAX_GROUP_SIZE_Y 1024
#define NVP_CP_MAX_GROUP_SIZE_Z 64
#define NVP_CP_MAX_INVOCATIONS 1024
#define NVP_CP_MAX_SHARED_MEMORY 32768

/* Limits for tests and tools: MAX_PROGRAM_INSTRUCTIONS_ARB 256, 32
 * temporaries, 256 parameters, 16 attributes, 2 address registers, 256
 * env and local parameters, 8 texture coordinate sets, 16 texture image
 * units of which 4 in one vertex program, 8 lights, 6 clip planes, 8
 * program matrices, no vertex blending, NV_vertex_program3,
 * NV_fragment_program2. */
extern const struct nvp_arb_limits nvp_arb_default_limits;

/* Does the "!!ARBvp1.0" text name OPTION NV_vertex_program2 or
 * NV_vertex_program3 in its option sequence?  Only such programs are
 * ours; every other one stays with Mesa's parser. */
bool nvp_arbvp_has_nv_option(const char *text, size_t len);

/* Does the "!!ARBfp1.0" text name OPTION NV_fragment_program or
 * NV_fragment_program2 in its option sequence?  The routing test for
 * GL_FRAGMENT_PROGRAM_ARB text: only such programs are ours
 * (nvp_parse_arbfp). */
bool nvp_arbfp_has_nv_option(const char *text, size_t len);

/* Is the "!!ARBvp1.0" text nvprog's: it names an NV option, or it
 * declares more than one ADDRESS variable (Mesa's parser gives them all
 * one register; MAX_PROGRAM_ADDRESS_REGISTERS_ARB is 2 with
 * NV_vertex_program2_option).  The latter load with the plain
 * ARB_vertex_program grammar. */
bool nvp_arbvp_is_ours(const char *text, size_t len);

/* "!!ARBfp1.0" with OPTION NV_fragment_program
 * (NV_fragment_program_option): the kind NVP_KIND_ARBFP_NV, or with
 * OPTION NV_fragment_program2 where limits->fp2 allows it
 * NVP_KIND_ARBFP_NV2 (NV_fragment_program2, its flow instructions
 * checked and their targets filled as nvp_ir.h says), parsed and
 * checked against 'limits' (the fragment program limits of the GL;
 * max_texture_units the image units, max_texture_coords the sets,
 * max_vertex_texture_units the units one program may use). */
struct nvp_program *nvp_parse_arbfp(const char *text, size_t len,
                                    const struct nvp_arb_limits *limits,
                                    struct nvp_error *err);

/* Parse such a program (like nvp_parse: never aborts, err on failure,
 * error positions at the offending byte, len for whole-program rules).
 * The kind is NVP_KIND_ARBVP_NV2 (also for plain programs) or
 * NVP_KIND_ARBVP_NV3. */
struct nvp_program *nvp_parse_arbvp(const char *text, size_t len,
                                    const struct nvp_arb_limits *limits,
                                    struct nvp_error *err);

/* NV_gpu_program4: the header of the text, if it is "!!NVvp4.0"
 * (NVP_GP4_HEADER_VP) or "!!NVfp4.0" (NVP_GP4_HEADER_FP); 0 otherwise.
 * The routing test of ProgramStringARB. */
#define NVP_GP4_HEADER_VP 1
#define NVP_GP4_HEADER_FP 2
#define NVP_GP4_HEADER_GP 3   /* "!!NVgp4.0" */
/* or'ed in: the NV_gpu_program5 header of the stage ("!!NVvp5.0") */
#define NVP_GP4_HEADER_V5 4
/* NV_tessellation_program5's "!!NVtcp5.0" and "!!NVtep5.0" (version 5
 * only: nvp_gp4_header() gives them with NVP_GP4_HEADER_V5) */
#define NVP_GP4_HEADER_TCP 8
#define NVP_GP4_HEADER_TEP 9
/* NV_compute_program5's "!!NVcp5.0" (with NVP_GP4_HEADER_V5) */
#define NVP_GP4_HEADER_CP 10
unsigned nvp_gp4_header(const char *text, size_t len);
/* The stage of either version's header: NVP_GP4_HEADER_VP, _FP, _GP or
 * 0. */
static inline unsigned
nvp_gp4_stage_header(const char *text, size_t len)
{
   return nvp_gp4_header(text, len) & ~NVP_GP4_HEADER_V5;
}

/* "!!NVvp4.0" / "!!NVfp4.0" (NV_vertex_program4, NV_fragment_program4):
 * the kinds NVP_KIND_GP4_VP and NVP_KIND_GP4_FP, parsed and checked as
 * nvp_parse_arbvp() and nvp_parse_arbfp() do (same limits).  Not yet
 * translated: nvtgsi refuses these kinds. */
struct nvp_program *nvp_parse_gp4vp(const char *text, size_t len,
                                    const struct nvp_arb_limits *limits,
                                    struct nvp_error *err);
struct nvp_program *nvp_parse_gp4fp(const char *text, size_t len,
                                    const struct nvp_arb_limits *limits,
                                    struct nvp_error *err);
/* "!!NVgp4.0" (NV_geometry_program4): the kind NVP_KIND_GP4_GP, its
 * declarations in nvp_program::geometry, checked against the vertex
 * limits of 'limits' and max_vertices_out /
 * max_total_output_components. */
struct nvp_program *nvp_parse_gp4gp(const char *text, size_t len,
                                    const struct nvp_arb_limits *limits,
                                    struct nvp_error *err);
/* "!!NVtcp5.0" / "!!NVtep5.0" (NV_tessellation_program5): the kinds
 * NVP_KIND_GP5_TCP and NVP_KIND_GP5_TEP, their declarations in
 * nvp_program::tess. */
struct nvp_program *nvp_parse_gp5tcp(const char *text, size_t len,
                                     const struct nvp_arb_limits *limits,
                                     struct nvp_error *err);
struct nvp_program *nvp_parse_gp5tep(const char *text, size_t len,
                                     const struct nvp_arb_limits *limits,
                                     struct nvp_error *err);
/* "!!NVcp5.0" (NV_compute_program5): the kind NVP_KIND_GP5_CP, its
 * declarations in nvp_program::compute. */
struct nvp_program *nvp_parse_gp5cp(const char *text, size_t len,
                                    const struct nvp_arb_limits *limits,
                                    struct nvp_error *err);

/*
 * The CPU interpreter (nvp_exec.c): the VP1 instruction set exactly as
 * NV_vertex_program sections 2.14.1.10 and 2.14.1.11 and
 * NV_vertex_program1_1 define it (denormals flushed, 0 * anything = +0,
 * the SLT/SGE order of -0.0 and NaN, ARL and EXP on one floor); see the
 * head of nvp_exec.c for the floating-point model.  Neither aborts on any
 * IR: malformed IR is refused (false, err at the instruction) before any
 * register changes.
 *
 * nvp_execute_state_program: ExecuteProgramNV(VERTEX_STATE_PROGRAM_NV,
 * id, v0) on a "!!VSP1.0" program: v[0] = v0, temporaries and A0.x
 * (0,0,0,0), and every c[] write lands in params (with its write mask)
 * as it executes, so later instructions read it.  Returns false, params
 * untouched, if prog is not a state program or is malformed.
 *
 * nvp_execute: one invocation of a vertex program ("!!VP1.0",
 * "!!VP1.1" or "!!VP2.0") on attributes v and parameters c (read only);
 * o receives all NVP_OUT_COUNT result registers, each first (0,0,0,1).
 * c holds NVP_VP1_NUM_PARAMS (96) registers for VP1 programs and
 * NVP_VP2_NUM_PARAMS (256) for "!!VP2.0" ones.  For a position-invariant
 * program o[HPOS] stays (0,0,0,1): fixed function computes it
 * (nvtgsi.h).
 *
 * "!!VP2.0" programs run per NV_vertex_program2 section 2.14.2: the
 * condition code, conditional writes, BRA, CAL and RET with the
 * four-entry call stack, execution from the label "main" if any, and
 * the termination rules.  Every program terminates: after at most
 * NVP_VP2_MAX_EXECUTED (65536) executed instructions, the spec's own
 * bound; a vertex is emitted (o is filled) however the program ends.
 *
 * nvp_execute_info: nvp_execute with the row count of c given (at least
 * the program's environment's) and how the run ended reported.
 */
enum nvp_exec_end {
   NVP_EXEC_END_LAST,           /* ran past the last instruction */
   NVP_EXEC_END_RET,            /* VP2: RET with an empty call stack */
   /* Abnormal terminations of VP2 programs (2.14.2.3): */
   NVP_EXEC_END_CALL_OVERFLOW,  /* CAL with four entries on the stack */
   NVP_EXEC_END_LIMIT,          /* 65536 instructions executed */
};

struct nvp_exec_info {
   enum nvp_exec_end end;
   unsigned executed;           /* instructions executed */
   /* nvp_execute_path: the steps of the path, more than its trace_cap
    * when they did not fit; 0 otherwise. */
   unsigned trace_len;
};

bool nvp_execute_state_program(const struct nvp_program *prog,
                               const float v0[4],
                               float params[NVP_VP1_NUM_PARAMS][4],
                               struct nvp_error *err);

bool nvp_execute(const struct nvp_program *prog,
                 const float v[NVP_VP1_NUM_ATTRIBS][4], float c[][4],
                 float o[NVP_OUT_COUNT][4], struct nvp_error *err);

bool nvp_execute_info(const struct nvp_program *prog,
                      const float v[NVP_VP1_NUM_ATTRIBS][4],
                      float c[][4], unsigned num_params,
                      float o[NVP_OUT_COUNT][4],
                      struct nvp_exec_info *info, struct nvp_error *err);

/* nvp_execute_info that also records a "!!VP2.0" run's path: each
 * executed instruction that is not BRA, CAL or RET, in trace[0 ..
 * trace_cap) (struct nvp_trace_step, nvp_ir.h). */
bool nvp_execute_path(const struct nvp_program *prog,
                      const float v[NVP_VP1_NUM_ATTRIBS][4],
                      float c[][4], unsigned num_params,
                      float o[NVP_OUT_COUNT][4],
                      struct nvp_trace_step *trace, unsigned trace_cap,
                      struct nvp_exec_info *info, struct nvp_error *err);

/*
 * nvp_vp2_uniform_flow: true when every branch of a "!!VP2.0" program
 * (BRA, CAL, RET with a condition) tests condition codes that no vertex
 * attribute can reach, through any chain of instructions: the program
 * then takes the same path for every vertex, a path that the program
 * parameters alone decide (nvp_execute_path).
 * *varying_addrs (may be NULL) gets bit a set when an attribute can
 * reach address register Aa: relative reads through the others read
 * the same c[] register for every vertex.
 */
bool nvp_vp2_uniform_flow(const struct nvp_program *prog,
                          unsigned *varying_addrs);

/*
 * nvp_fp_uniform_flow: true when no fragment attribute, texel,
 * derivative or state.* parameter can reach the conditions and loop
 * counts of a fragment program's flow (IF, BRK, CAL, RET, REP, LOOP) or
 * its KIL: every fragment then executes the same instructions, as many
 * as the local, environment and named parameters decide, and one run of
 * nvp_execute_fp with any attributes counts them for all
 * (nvp_fp_result::executed).
 */
bool nvp_fp_uniform_flow(const struct nvp_program *prog);

/* The header (and option) a kind is written with: "!!VP1.1",
 * "!!ARBvp1.0 OPTION NV_vertex_program3"; "!!?" for no kind. */
const char *nvp_kind_name(enum nvp_kind kind);

/* Human-readable dump of the IR (NVPROG_DEBUG=ir, tests).  Returns a
 * malloc'ed string. */
char *nvp_program_dump(const struct nvp_program *prog);

#ifdef __cplusplus
}
#endif

#endif
