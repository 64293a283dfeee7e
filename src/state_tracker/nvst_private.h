/*
 * nvprog's GL side: private declarations shared by the nvst_*.c files.
 */
#ifndef NVST_PRIVATE_H
#define NVST_PRIVATE_H

#include "main/glheader.h"
#include "main/mtypes.h"
#include "main/shader_types.h"
#include "util/list.h"
#include "util/simple_mtx.h"

#include "nvp.h"
#include "nvtgsi.h"

/* NV_vertex_program: "ninety-six 4-component ... registers"; with
 * NV_vertex_program2 advertised, the errors follow its VP2 environment:
 * "INVALID_VALUE is generated if any ProgramParameterNV has an index is
 * greater than 255 (was 95 in NV_vertex_program)", and TrackMatrixNV and
 * the queries likewise.  VP1 programs still see c[0..95]: their relative
 * reads outside 0..95 read zeros (the emitter's bounds). */
#define NVST_NUM_PARAMS        NVP_VP2_NUM_PARAMS
#define NVST_NUM_TRACK_SLOTS   (NVST_NUM_PARAMS / 4)
/* "sixteen 4-component vector floating-point registers" (v[0]-v[15]) */
#define NVST_NUM_ATTRIBS       16

/* NVPROG_DEBUG flags. */
enum nvst_debug_flag {
   NVST_DEBUG_IR   = 1 << 0,
   NVST_DEBUG_TGSI = 1 << 1,
   NVST_DEBUG_NIR  = 1 << 2,
   NVST_DEBUG_ERR  = 1 << 3,
};

/* One tracked-matrix slot: program parameters 4*i .. 4*i+3. */
struct nvst_track {
   GLenum matrix;      /* GL_NONE when not tracking */
   GLenum transform;
};

/* The evaluator enables saved by one PushAttrib (nvst_eval.c). */
struct nvst_eval_attrib {
   bool saved;              /* ENABLE_BIT or EVAL_BIT was pushed */
   GLbitfield map1_enabled;
   GLbitfield map2_enabled;
};

/* MAP1/MAP2_VERTEX_ATTRIBn_4_NV (nvst_eval.c) */
struct nvst_eval {
   struct gl_1d_map map1[NVST_NUM_ATTRIBS];
   struct gl_2d_map map2[NVST_NUM_ATTRIBS];
   GLbitfield map1_enabled;  /* bit n: MAP1_VERTEX_ATTRIBn_4_NV */
   GLbitfield map2_enabled;
   struct nvst_eval_attrib stack[MAX_ATTRIB_STACK_DEPTH];
};

#define NVST_SHARE_STAGES 5

/* NV_parameter_buffer_object (nvst_param_buffer.c): the binding points
 * of the vertex, fragment, geometry, tessellation control and
 * evaluation targets (a draw's, in nvst_share.c's order) and of the
 * compute target. */
#define NVST_PARAM_BUFFER_STAGES 6
/* SHADER_STORAGE_BUFFER binding points a STORAGE variable may name */
#define NVST_STORAGE_BINDINGS 16

/* NV_gpu_program5: the targets with program subroutine parameters
 * (vertex, fragment, geometry, tessellation control and evaluation). */
#define NVST_SUBROUTINE_TARGETS 5

/* NV_transform_feedback (nvst_xfb.c): attributes recorded at most
 * (Gallium's PIPE_MAX_SO_OUTPUTS). */
#define NVST_XFB_MAX_ATTRIBS 64

struct nvst_param_binding {
   struct gl_buffer_object *obj;
   GLsizeiptr size;          /* BindBufferRangeNV's size; 0: the whole
                              * buffer (BindBufferOffsetNV, ...BaseNV) */
};

/* ctx->NV */
struct nvst_context {
   struct nvst_track track[NVST_NUM_TRACK_SLOTS];
   unsigned num_tracking;   /* slots whose matrix is not GL_NONE */
   uint16_t nv_arrays;      /* bit i: VertexAttribPointerNV(i) was used */
   struct nvst_eval eval;
   /* nvst_share.c, [0] the vertex, [1] the fragment, [2] the geometry
    * program: whose mutex this st_validate_state holds, and which
    * program (and nvst_program::generation of it) the last draw ran. */
   struct nvst_program *locked[NVST_SHARE_STAGES];
   const struct nvst_program *seen[NVST_SHARE_STAGES];
   unsigned seen_generation[NVST_SHARE_STAGES];
   /* NV_parameter_buffer_object, per nvst_param_buffer.c stage: the
    * buffer bound to the target itself (BindBuffer) and to each
    * binding point. */
   struct gl_buffer_object *param_buffer[NVST_PARAM_BUFFER_STAGES];
   struct nvst_param_binding
      param_bindings[NVST_PARAM_BUFFER_STAGES][NVP_GP4_MAX_BUFFER_BINDINGS];
   /* NV_transform_feedback: TransformFeedbackAttribsNV's triples and
    * mode; the info and outputs made of them at the last
    * BeginTransformFeedback without a GLSL program, for xfb_prog. */
   GLint xfb_attribs[NVST_XFB_MAX_ATTRIBS][3];
   unsigned xfb_num_attribs;
   GLenum xfb_mode;
   /* TransformFeedbackStreamAttribsNV: each binding point's stream */
   GLint xfb_streams[MAX_FEEDBACK_BUFFERS];
   struct gl_transform_feedback_info xfb_info;
   struct gl_transform_feedback_output xfb_outputs[NVST_XFB_MAX_ATTRIBS];
   const struct gl_program *xfb_prog;
   bool xfb_beginning;       /* in nvst_xfb_source()'s state update */
   /* NV_gpu_program5's program subroutine parameters (nvst_subroutine.c)
    * of each program target */
   GLuint subroutine_params[NVST_SUBROUTINE_TARGETS]
                           [NVP_GP5_SUBROUTINE_PARAMS];
   /* NV_shader_buffer_load: the buffers resident in this context
    * (nvst_memory.c) */
   struct nvst_resident *resident;
   unsigned num_resident, max_resident;
   /* NV_shader_storage_buffer_object: per SHADER_STORAGE_BUFFER binding
    * point the storage last bound there and its host address
    * (nvst_storage.c) */
   struct nvst_storage_cache {
      struct pipe_resource *res;
      uint64_t address;
   } storage[NVST_STORAGE_BINDINGS];
};

struct nvst_fp_count;

/* gl_program::NVProgram */
struct nvst_program {
   GLenum target;              /* GL_VERTEX_PROGRAM_NV, ... */
   GLsizei length;             /* bytes of the loaded text */
   struct nvp_program *ir;
   struct nvtgsi_shader tgsi;  /* the code handed to Mesa */
   /* "!!VP2.0" with one path for all vertices: its straight code
    * (nvst_vp2_trace.c); NULL for other programs. */
   struct nvst_vp2_trace *trace;
   /* Counted fragment programs: the last count of their executed
    * instructions (nvst_fp_count.c); NULL until a draw needs it. */
   struct nvst_fp_count *count;
   const void *mesa_ir;        /* prog->arb.Instructions when installed */
   /* Fragment programs: the value of each nvp_program::named[k] (DEFINEs
    * keep their constant; DECLAREs start at their initial value). */
   float (*named_values)[4];
   /* Drawable programs, listed so a dying context can drop its compiled
    * variants of them (nvst_release_context_variants). */
   struct gl_program *prog;
   const void *shared;         /* ctx->Shared of the loading context */
   struct list_head link;
   /* Contexts of a share group drawing the program (nvst_share.c): held
    * over st_validate_state for a draw, and by whatever changes the
    * fields above after the load (re-emission, named parameters, the
    * state-following constants). */
   simple_mtx_t lock;
   unsigned generation;        /* times handed to Mesa again */
   const struct gl_context *last_ctx; /* wrote the constants last */
};

/* The NV program that is prog's contents, or NULL: none, or an ARB
 * program string loaded since replaced it (ProgramStringARB installs a
 * new instruction array, nvst_nir.c). */
static inline struct nvst_program *
nvst_program_of(const struct gl_program *prog)
{
   struct nvst_program *nvprog = prog ? prog->NVProgram : NULL;

   if (!nvprog || nvprog->mesa_ir != prog->arb.Instructions)
      return NULL;
   return nvprog;
}

static inline struct nvst_context *
nvst_context(struct gl_context *ctx)
{
   return (struct nvst_context *)ctx->NV;
}

extern unsigned nvst_debug;
void nvst_debug_init(void);

/* nvst_param_buffer.c */
struct gl_buffer_object **
nvst_param_buffer_target(struct gl_context *ctx, GLenum target);
void nvst_param_buffer_deleted(struct gl_context *ctx,
                               struct gl_buffer_object *obj);
void nvst_param_buffer_free(struct gl_context *ctx);
bool nvst_param_buffer_get_integer(struct gl_context *ctx, GLenum pname,
                                   GLint *value);
bool nvst_param_buffer_program_iv(struct gl_context *ctx, GLenum target,
                                  GLenum pname, GLint *params);
void nvst_param_buffer_dispatch(struct gl_context *ctx,
                                struct gl_program *prog);
void nvst_param_buffer_validate(struct gl_context *ctx,
                                struct gl_program *const
                                   prog[NVST_SHARE_STAGES]);
void nvst_param_buffer_install_dispatch(struct _glapi_table *t);

/* nvst_image.c: the image units of LOADIM, STOREIM and ATOMIM, before a
 * draw (prog the program of stage) and a dispatch */
void nvst_image_validate(struct gl_context *ctx, struct gl_program *prog,
                         gl_shader_stage stage);
void nvst_image_dispatch(struct gl_context *ctx, struct gl_program *prog);

/* nvst_xfb.c */
struct gl_program *nvst_xfb_source(struct gl_context *ctx);
void nvst_xfb_validate(struct gl_context *ctx);
GLbitfield nvst_xfb_ff_outputs(struct gl_context *ctx);
struct gl_transform_feedback_info *
nvst_xfb_info(struct gl_context *ctx, struct gl_program *prog);
bool nvst_xfb_get_integer(struct gl_context *ctx, GLenum pname,
                          GLint *value);
bool nvst_xfb_get_record(struct gl_context *ctx, GLenum pname,
                         GLuint index, GLint *params);
void nvst_xfb_init(struct nvst_context *nv);
/* nvst_storage.c: the STORAGE variables' constants and buffers, before
 * a draw (the programs of nvst_share.c's stages) and a dispatch; the
 * context's references. */
void nvst_storage_validate(struct gl_context *ctx,
                           struct gl_program *const prog[NVST_SHARE_STAGES]);
void nvst_storage_dispatch(struct gl_context *ctx, struct gl_program *prog);
void nvst_storage_free(struct gl_context *ctx);

/* nvst_memory.c: NV_shader_buffer_load's residency and GPU addresses */
void nvst_memory_install_dispatch(struct _glapi_table *t);
void nvst_memory_free(struct gl_context *ctx);
void nvst_xfb_install_dispatch(struct _glapi_table *t);
/* nvst_xfb_glsl.c: NV_transform_feedback's GLSL entry points */
void nvst_xfb_glsl_install_dispatch(struct _glapi_table *t);

/* nvst_program.c */
struct nvst_program *nvst_program_new(void);
void nvst_program_free(struct nvst_program *nvprog);
struct gl_program_parameter_list *
nvst_program_parameters(const struct nvst_program *nvprog);
/* The emitter's options for this context's driver. */
struct nvtgsi_options nvst_emit_options(struct gl_context *ctx);

/* nvst_fp_count.c */
void nvst_fp_count_free(struct nvst_program *nvprog);
bool nvst_fp_count_options(struct gl_context *ctx, struct gl_program *prog,
                           struct nvst_program *nvprog,
                           struct nvtgsi_options *opts);
void nvst_fp_count_emitted(struct nvst_program *nvprog,
                           const struct nvtgsi_options *opts);

/* nvst_vp2_trace.c */
void nvst_vp2_trace_install(struct nvst_program *nvprog);
void nvst_vp2_trace_free(struct nvst_program *nvprog);
void nvst_vp2_trace_validate(struct gl_context *ctx);
/* nvst_fragment.c: the texel flush of the bound fragment program
 * (nvtgsi_options::texel_flush_units), before each draw. */
void nvst_fragment_validate(struct gl_context *ctx);
struct nir_shader *
nvst_program_to_nir(struct gl_context *ctx, struct gl_program *prog,
                    const struct nir_shader_compiler_options *options);

/* nvst_share.c: contexts of a share group drawing one program */
void nvst_share_begin(struct gl_context *ctx);
void nvst_share_end(struct gl_context *ctx);
bool nvst_share_lock(struct gl_context *ctx, struct gl_program *prog);
void nvst_share_unlock(struct gl_program *prog);
void nvst_share_emitted(struct nvst_program *nvprog);
void nvst_share_forget_context(struct gl_context *ctx,
                               struct nvst_program *nvprog);

/* nvst_nir.c: the conventional attribute v[n] aliases. */
gl_vert_attrib nvst_nv_attrib_to_mesa(unsigned n);

void nvst_program_register(struct nvst_program *nvprog,
                           struct gl_program *prog, const void *shared);
void nvst_release_context_variants(struct gl_context *ctx);

/* nvst_fragment.c */
bool nvst_fragment_init_named(struct nvst_program *nvprog);
/* TEXTURE_*_INDEX of an nvprog texture target (enum nvp_tex_target). */
gl_texture_index nvst_tex_index(unsigned target);
void nvst_fragment_install(struct gl_program *prog,
                           struct nvst_program *nvprog);
void nvst_fragment_enable_extension(struct gl_context *ctx);
bool nvst_fragment_set_enable(struct gl_context *ctx, GLenum cap,
                              GLboolean state);
bool nvst_fragment_is_enabled(struct gl_context *ctx, GLenum cap,
                              GLboolean *value);
bool nvst_fragment_get_integer(struct gl_context *ctx, GLenum pname,
                               GLint *value);
void nvst_fragment_install_dispatch(struct _glapi_table *t);
void nvst_fragment_shape_nir(struct gl_program *prog,
                             struct nir_shader *nir);

/* nvst_compute.c: NV_compute_program5's enable and queries. */
bool nvst_compute_has_target(struct gl_context *ctx, GLenum target);
bool nvst_compute_set_enable(struct gl_context *ctx, GLenum cap,
                             GLboolean state);
bool nvst_compute_is_enabled(struct gl_context *ctx, GLenum cap,
                             GLboolean *value);
bool nvst_compute_get_integer(struct gl_context *ctx, GLenum pname,
                              GLint *value);
/* nvst_tess.c: NV_tessellation_program5's enables and queries. */
/* Whether target is a tessellation program target ctx has. */
bool nvst_tess_has_target(struct gl_context *ctx, GLenum target);
bool nvst_tess_set_enable(struct gl_context *ctx, GLenum cap,
                          GLboolean state);
bool nvst_tess_is_enabled(struct gl_context *ctx, GLenum cap,
                          GLboolean *value);
bool nvst_tess_get_integer(struct gl_context *ctx, GLenum pname,
                           GLint *value);
bool nvst_tess_program_iv(struct gl_context *ctx, GLenum target,
                          GLenum pname, GLint *params);

/* nvst_geometry.c: NV_geometry_program4's enable, queries and vertex
 * limit. */
bool nvst_geometry_set_enable(struct gl_context *ctx, GLenum cap,
                              GLboolean state);
bool nvst_geometry_is_enabled(struct gl_context *ctx, GLenum cap,
                              GLboolean *value);
bool nvst_geometry_get_integer(struct gl_context *ctx, GLenum pname,
                               GLint *value);
bool nvst_geometry_program_iv(struct gl_context *ctx, GLenum target,
                              GLenum pname, GLint *params);
void nvst_geometry_install_dispatch(struct _glapi_table *t);

/* nvst_track.c */
/* nvst_state_consts.c: constants that follow GL state, and the
 * rasterizer state our programs change. */
struct pipe_rasterizer_state;
void nvst_state_consts_install(struct gl_context *ctx,
                               struct gl_program *prog);
void nvst_state_consts_update(struct gl_context *ctx, GLbitfield new_state);
/* The subroutine parameter constants of prog rewritten for ctx (outside
 * a draw); true if they changed. */
bool nvst_state_consts_subroutines(struct gl_context *ctx,
                                   struct gl_program *prog);
void nvst_state_consts_rasterizer(struct gl_context *ctx,
                                  struct pipe_rasterizer_state *raster);
/* Whether the texture of unit u that prog samples is complete. */
bool nvst_texture_complete(struct gl_context *ctx,
                           const struct gl_program *prog, unsigned u);

void nvst_update_tracking(struct gl_context *ctx);
bool nvst_param_is_tracked(struct gl_context *ctx, GLuint index);

/* nvst_attrib.c */
unsigned nvst_vertex_attrib_nv(struct gl_context *ctx, unsigned index);
bool nvst_vertex_attribs_nv(struct gl_context *ctx, unsigned index,
                            int count);

/* nvst_arrays.c */
bool nvst_set_client_state(struct gl_context *ctx,
                           struct gl_vertex_array_object *vao, GLenum cap,
                           GLboolean state);
bool nvst_array_is_enabled(struct gl_context *ctx, GLenum cap,
                           GLboolean *value);

/* nvst_eval.c */
void nvst_eval_init(struct nvst_context *nv);
void nvst_eval_free(struct nvst_context *nv);
unsigned nvst_eval_components(GLenum target);
struct gl_1d_map *nvst_eval_map1(struct gl_context *ctx, GLenum target);
struct gl_2d_map *nvst_eval_map2(struct gl_context *ctx, GLenum target);
void nvst_eval_attrib_maps(struct gl_context *ctx, unsigned attr,
                           struct gl_1d_map **map1,
                           struct gl_2d_map **map2);
bool nvst_eval_vertex_map(struct gl_context *ctx, unsigned dim);
bool nvst_eval_auto_normal(struct gl_context *ctx, unsigned size,
                           const GLfloat vertex[4], GLfloat normal[3]);
bool nvst_eval_set_enable(struct gl_context *ctx, GLenum cap,
                          GLboolean state);
bool nvst_eval_is_enabled(struct gl_context *ctx, GLenum cap,
                          GLboolean *value);
bool nvst_eval_get_integer(struct gl_context *ctx, GLenum pname,
                           GLint *value);
void nvst_eval_push_attrib(struct gl_context *ctx, GLbitfield mask);
void nvst_eval_pop_attrib(struct gl_context *ctx, GLbitfield mask);

/* nvst_dispatch.c */
void nvst_install_dispatch(struct gl_context *ctx);
/* ProgramParameter4*NV / ProgramEnvParameter*: false (INVALID_OPERATION
 * raised) for a vertex program parameter that tracks a matrix. */
bool nvst_env_write_allowed(GLenum target, GLuint index);
/* nvst_gp4_params.c: NV_gpu_program4's integer parameter commands, in
 * the dispatch table and in the display-list one; the words of 'count'
 * local (or environment) parameters from 'index' set. */
struct _glapi_table;
void nvst_gp4_install_dispatch(struct _glapi_table *t);
/* nvst_subroutine.c: NV_gpu_program5's program subroutine parameters:
 * the value of program.subroutine[n] for target in ctx, the reset to
 * the defaults (ProgramStringARB, BindProgramARB), the commands. */
uint32_t nvst_subroutine_value(struct gl_context *ctx, GLenum target,
                               unsigned n);
void nvst_subroutine_reset(struct gl_context *ctx, GLenum target);
void nvst_subroutine_bound(struct gl_context *ctx, GLenum target,
                           GLuint id);
void GLAPIENTRY nvst_ProgramSubroutineParametersuivNV(GLenum target,
                                                      GLsizei count,
                                                      const GLuint *params);
void GLAPIENTRY nvst_GetProgramSubroutineParameteruivNV(GLenum target,
                                                        GLuint index,
                                                        GLuint *param);
void nvst_subroutine_install_dispatch(struct _glapi_table *t);
void nvst_gp4_install_save_dispatch(struct _glapi_table *t);
void nvst_gp4_set_params(bool env, GLenum target, GLuint index,
                         GLsizei count, const void *words,
                         const char *caller);
/* nvst_dlist.c: such a command compiled into the list being made. */
void nvst_dlist_save_gp4_params(struct gl_context *ctx, bool env,
                                GLenum target, GLuint index, GLsizei count,
                                const void *words, const char *caller);

/* nvst_dlist.c */
void nvst_install_save_dispatch(struct gl_context *ctx);
void nvst_dlist_execute(struct gl_context *ctx, void *payload);
void nvst_dlist_free(struct gl_context *ctx, void *payload);

#endif
