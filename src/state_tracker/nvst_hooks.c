/*
 * The table through which the patched Mesa calls nvprog (see
 * subprojects/packagefiles/mesa/0003-nvprog-hooks.patch), and the
 * per-context set-up.
 */
#include <stdlib.h>

#include "main/context.h"
#include "main/nvprog_hooks.h"
#include "main/state.h"
#include "program/program.h"
#include "state_tracker/st_context.h"

#include "nvst_arb_program.h"
#include "nvst_private.h"

/* What GetProgramivARB reports for VERTEX_PROGRAM_ARB and
 * FRAGMENT_PROGRAM_ARB is what a program of either parser may use:
 * producers size their programs from these queries (wined3d passes
 * MAX_PROGRAM_INSTRUCTIONS_ARB on as the D3D instruction slots and
 * declares MAX_PROGRAM_PARAMETERS_ARB constants).  Mesa's own values
 * (a million instructions, 2048 parameters, llvmpipe's 4096
 * temporaries) are larger than nvprog's, so both parsers, nvprog's for
 * the NV options and Mesa's for plain programs, get nvprog's limits:
 * native and not (every program runs natively).  docs/limits.md. */
static void
arb_program_limits(struct gl_program_constants *pc)
{
   pc->MaxInstructions = pc->MaxNativeInstructions =
      MIN2(pc->MaxInstructions, NVP_ARB_MAX_INSTRS);
   pc->MaxAluInstructions = pc->MaxNativeAluInstructions =
      MIN2(pc->MaxAluInstructions, NVP_ARB_MAX_INSTRS);
   pc->MaxTexInstructions = pc->MaxNativeTexInstructions =
      MIN2(pc->MaxTexInstructions, NVP_ARB_MAX_INSTRS);
   pc->MaxTexIndirections = pc->MaxNativeTexIndirections =
      MIN2(pc->MaxTexIndirections, NVP_ARB_MAX_INSTRS);
   pc->MaxTemps = pc->MaxNativeTemps = MIN2(pc->MaxTemps, NVP_ARB_NUM_TEMPS);
   pc->MaxParameters = pc->MaxNativeParameters =
      MIN2(pc->MaxParameters, NVP_ARB_NUM_PARAMS);
}

static void
nvst_init_context(struct gl_context *ctx)
{
   /* NV_vertex_program builds on the vertex program machinery Mesa keeps
    * for ARB_vertex_program. */
   if (!ctx->Extensions.ARB_vertex_program)
      return;

   struct nvst_context *nv = calloc(1, sizeof(*nv));
   if (!nv)
      return;
   for (unsigned i = 0; i < NVST_NUM_TRACK_SLOTS; i++) {
      nv->track[i].matrix = GL_NONE;
      nv->track[i].transform = GL_IDENTITY_NV;
   }
   nvst_eval_init(nv);
   nvst_xfb_init(nv);
   ctx->NV = nv;
   /* Constants go to the driver as a copy in a buffer, not as a pointer
    * to the program's parameter list: that list is shared with the other
    * contexts of the share group, whose draws write their own state into
    * it (nvst_share.c).  Mesa's st does the same for drivers that prefer
    * it (PIPE_CAP_PREFER_REAL_BUFFER_IN_CONSTBUF0); softpipe otherwise
    * reads the list itself during the draw. */
   st_context(ctx)->prefer_real_buffer_in_constbuf0 = true;
   /* ProgramParameter4*NV and ProgramEnvParameter4*ARB are one dispatch
    * slot over one register file, so the NV limit ("INVALID_VALUE is
    * generated if any ProgramParameterNV has an index is greater than
    * 255", NV_vertex_program2) is the vertex environment limit;
    * ARB_vertex_program requires at least 96. */
   ctx->Const.Program[MESA_SHADER_VERTEX].MaxEnvParams = NVST_NUM_PARAMS;
   ctx->Extensions.NV_vertex_program = GL_TRUE;
   ctx->Extensions.NV_vertex_program1_1 = GL_TRUE;
   /* "!!VP2.0": src/tgsi_emit translates its branches, condition codes
    * and clip distances (o[CLP0..5] -> CLIPDIST). */
   ctx->Extensions.NV_vertex_program2 = GL_TRUE;
   /* "!!ARBvp1.0" programs with OPTION NV_vertex_program2 are parsed
    * by nvprog (nvst_arb_program.c) and run in the VP2 environment; the
    * option "requires at least two address registers" (its A0 and A1).
    * Mesa's own parser, which keeps every other ARB program, would give
    * all ADDRESS variables one register, so plain programs declaring
    * two are routed to nvprog too (nvp_arbvp_is_ours). */
   ctx->Extensions.NV_vertex_program2_option = GL_TRUE;
   /* OPTION NV_vertex_program3: PUSHA/POPA, vertex texture fetch
    * (TEX/TXP/TXB/TXL; mesa patch 0010 lets the texture state see the
    * ARB vertex program), relative vertex.attrib/texcoord and
    * result.texcoord, CC1 and "_SAT" are all emitted. */
   ctx->Extensions.NV_vertex_program3 = GL_TRUE;
   /* "!!NVvp4.0" and "!!NVfp4.0": parsed and translated with relative
    * addressing of parameter arrays, which cgc's gp4vp and gp4fp builds
    * use (docs/languages/gp4.md); mesa patch 0017 adds the flags.
    * libCgGL offers its gp4vp and gp4fp profiles with these. */
   ctx->Extensions.NV_gpu_program4 = GL_TRUE;
   ctx->Extensions.NV_vertex_program4 = GL_TRUE;
   ctx->Extensions.NV_fragment_program4 = GL_TRUE;
   /* "!!NVgp4.0" on GEOMETRY_PROGRAM_NV, a target of the ARB program
    * commands with Mesa patch 0018 (nvst_geometry.c); the program is
    * the geometry shader (tgsi_to_nir carries it, also 0018). */
   ctx->Extensions.NV_geometry_program4 = GL_TRUE;
   /* NV_transform_feedback: the assembly half (nvst_xfb.c, patch 0020)
    * and the GLSL half (nvst_xfb_glsl.c); mesa patch 0035 adds the flag.
    * Recording needs Mesa's own transform feedback (EXT's), which every
    * driver nvprog runs on has. */
   ctx->Extensions.NV_transform_feedback =
      ctx->Extensions.EXT_transform_feedback;
   ctx->Const.Program[MESA_SHADER_VERTEX].MaxAddressRegs = NVP_ARB_NUM_ADDRS;
   ctx->Const.Program[MESA_SHADER_VERTEX].MaxNativeAddressRegs =
      NVP_ARB_NUM_ADDRS;
   arb_program_limits(&ctx->Const.Program[MESA_SHADER_VERTEX]);
   arb_program_limits(&ctx->Const.Program[MESA_SHADER_FRAGMENT]);
   arb_program_limits(&ctx->Const.Program[MESA_SHADER_GEOMETRY]);
   /* NV_tessellation_program5's targets (Mesa patch 0026, nvst_tess.c) */
   arb_program_limits(&ctx->Const.Program[MESA_SHADER_TESS_CTRL]);
   arb_program_limits(&ctx->Const.Program[MESA_SHADER_TESS_EVAL]);
   nvst_fragment_enable_extension(ctx);
   nvst_install_dispatch(ctx);
}

static void
nvst_free_context(struct gl_context *ctx)
{
   nvst_release_context_variants(ctx);
   if (ctx->NV) {
      nvst_eval_free(ctx->NV);
      nvst_param_buffer_free(ctx);
      nvst_memory_free(ctx);
      nvst_storage_free(ctx);
   }
   free(ctx->NV);
   ctx->NV = NULL;
}

static void
nvst_delete_program(struct gl_context *ctx, struct gl_program *prog)
{
   (void)ctx;
   nvst_program_free(prog->NVProgram);
   prog->NVProgram = NULL;
}

static void
nvst_update_state(struct gl_context *ctx, GLbitfield new_state)
{
   /* "Whenever the matrix changes, the transformed version of the matrix
    * is updated in the specified range of program parameter registers."
    * Matrix commands flag these bits. */
   const GLbitfield matrix_state = _NEW_MODELVIEW | _NEW_PROJECTION |
      _NEW_TEXTURE_MATRIX | _NEW_TRACK_MATRIX;
   if (new_state & matrix_state)
      nvst_update_tracking(ctx);
   nvst_state_consts_update(ctx, new_state);
}

static bool
nvst_get_integer(struct gl_context *ctx, GLenum pname, GLint *value)
{
   switch (pname) {
   case GL_VERTEX_PROGRAM_BINDING_NV:
      *value = ctx->VertexProgram.Current ? ctx->VertexProgram.Current->Id
                                          : 0;
      return true;
   default:
      return nvst_fragment_get_integer(ctx, pname, value) ||
             nvst_geometry_get_integer(ctx, pname, value) ||
             nvst_tess_get_integer(ctx, pname, value) ||
             nvst_compute_get_integer(ctx, pname, value) ||
             nvst_param_buffer_get_integer(ctx, pname, value) ||
             nvst_xfb_get_integer(ctx, pname, value) ||
             nvst_eval_get_integer(ctx, pname, value);
   }
}

static bool
nvst_set_enable(struct gl_context *ctx, GLenum cap, GLboolean state)
{
   return nvst_fragment_set_enable(ctx, cap, state) ||
          nvst_geometry_set_enable(ctx, cap, state) ||
          nvst_tess_set_enable(ctx, cap, state) ||
          nvst_compute_set_enable(ctx, cap, state) ||
          nvst_eval_set_enable(ctx, cap, state);
}

static bool
nvst_is_enabled(struct gl_context *ctx, GLenum cap, GLboolean *value)
{
   return nvst_array_is_enabled(ctx, cap, value) ||
          nvst_fragment_is_enabled(ctx, cap, value) ||
          nvst_geometry_is_enabled(ctx, cap, value) ||
          nvst_tess_is_enabled(ctx, cap, value) ||
          nvst_compute_is_enabled(ctx, cap, value) ||
          nvst_eval_is_enabled(ctx, cap, value);
}

static bool
nvst_program_string(struct gl_context *ctx, struct gl_program *prog,
                    GLenum target, GLsizei len, const void *string)
{
   /* "!!ARBvp1.0" with OPTION NV_vertex_program2 or NV_vertex_program3
    * (or two ADDRESS variables) is ours; every other program stays with
    * Mesa's parser. */
   return nvst_arb_program_string(ctx, prog, target, len, string);
}

/* "The INVALID_OPERATION error is generated when both vertex program
 * mode is enabled and Begin is called (or when a command that performs
 * an implicit Begin is called) if the current vertex program is
 * nonexistent or not valid"; the spec's issues name glRasterPos.  Mesa
 * checks Begin and the draws; RasterPos asks here. */
static bool
nvst_raster_pos(struct gl_context *ctx)
{
   if (!ctx->_Shader->CurrentProgram[MESA_SHADER_VERTEX] &&
       ctx->VertexProgram.Enabled && !_mesa_arb_vertex_program_enabled(ctx)) {
      _mesa_error(ctx, GL_INVALID_OPERATION,
                  "glRasterPos(vertex program enabled but not valid)");
      return false;
   }
   return true;
}

/* When a row of program_limits[] is answered. */
enum limit_when {
   /* while the target's NV option is advertised
    * (NV_vertex_program2_option, NV_fragment_program2) */
   WHEN_OPTION,
   /* always: "!!NVvp4.0" and "!!NVfp4.0" load whether or not
    * NV_gpu_program4 is advertised (it is not yet), so the limits they
    * are held to answer */
   WHEN_GP4,
   /* while NV_gpu_program5 is on (MESA_EXTENSION_OVERRIDE until it is
    * advertised): the program kinds it loads */
   WHEN_GP5,
};

/* The GetProgramivARB limits of the NV options, one row per target and
 * token:
 * - NV_vertex_program2_option, New Tokens: "Accepted by the <pname>
 *   parameter of GetProgramivARB: MAX_PROGRAM_EXEC_INSTRUCTIONS_NV,
 *   MAX_PROGRAM_CALL_DEPTH_NV"; Table X.11: "Values queried by
 *   GetProgramivARB require a <pname> of VERTEX_PROGRAM_ARB" [sic, the
 *   target], 65536 and 4 -- the bound and the stack our VP2 programs
 *   run with.
 * - NV_fragment_program2, New Implementation Dependent State: "Values
 *   queried by GetProgramivARB require a <pname> of
 *   FRAGMENT_PROGRAM_ARB", the five limits our fragment programs run
 *   with, each the spec's minimum (nvp_ir.h).
 * - NV_gpu_program4, Table X.21: "There are separate limits for each
 *   program type": MAX_PROGRAM_CALL_DEPTH_NV, MAX_PROGRAM_IF_DEPTH_NV and
 *   MAX_PROGRAM_LOOP_DEPTH_NV of both targets (the block checker of
 *   NV_fragment_program2 loads "!!NVvp4.0" and "!!NVfp4.0" with 48 and
 *   4; the emitter's CAL four deep does nothing), the generic attribute
 *   and result vectors the grammar takes (vertex.attrib[0..15],
 *   fragment.attrib[0..15]; result.attrib[n] is not parsed yet and
 *   fragment programs have no generic results: 0), and the component
 *   counts a program can reach (nvp_ir.h, NVP_GP4_*_COMPONENTS). */
static const struct {
   GLenum target, pname;
   GLint value;
   enum limit_when when;
} program_limits[] = {
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_EXEC_INSTRUCTIONS_NV,
     (GLint)NVP_VP2_MAX_EXECUTED, WHEN_OPTION },
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_CALL_DEPTH_NV,
     NVP_VP2_CALL_DEPTH, WHEN_OPTION },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_EXEC_INSTRUCTIONS_NV,
     (GLint)NVP_FP2_MAX_EXECUTED, WHEN_OPTION },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_CALL_DEPTH_NV,
     NVP_FP2_CALL_DEPTH, WHEN_OPTION },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_IF_DEPTH_NV,
     NVP_FP2_IF_DEPTH, WHEN_OPTION },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_LOOP_DEPTH_NV,
     NVP_FP2_LOOP_DEPTH, WHEN_OPTION },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_LOOP_COUNT_NV,
     NVP_FP2_LOOP_COUNT, WHEN_OPTION },
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_IF_DEPTH_NV,
     NVP_FP2_IF_DEPTH, WHEN_GP4 },
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_LOOP_DEPTH_NV,
     NVP_FP2_LOOP_DEPTH, WHEN_GP4 },
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_ATTRIB_COMPONENTS_NV,
     NVP_GP4_VP_ATTRIB_COMPONENTS, WHEN_GP4 },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_ATTRIB_COMPONENTS_NV,
     NVP_GP4_FP_ATTRIB_COMPONENTS, WHEN_GP4 },
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_RESULT_COMPONENTS_NV,
     NVP_GP4_VP_RESULT_COMPONENTS, WHEN_GP4 },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_RESULT_COMPONENTS_NV,
     NVP_GP4_FP_RESULT_COMPONENTS, WHEN_GP4 },
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_GENERIC_ATTRIBS_NV,
     NVP_GP4_NUM_GENERICS, WHEN_GP4 },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_GENERIC_ATTRIBS_NV,
     NVP_GP4_NUM_GENERICS, WHEN_GP4 },
   /* result.attrib[0..15] of NV_vertex_program4 */
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_GENERIC_RESULTS_NV,
     NVP_GP4_NUM_GENERICS, WHEN_GP4 },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_GENERIC_RESULTS_NV, 0,
     WHEN_GP4 },
   /* ARB_shader_subroutine's NV_gpu_program5 limits, "Get Value ...
    * GetProgramivARB", the minimums 1024 and 256, which nvprog enforces
    * (nvp_ir.h) */
#define SUBROUTINE_ROWS(target) \
   { target, GL_MAX_PROGRAM_SUBROUTINE_PARAMETERS_NV, \
     NVP_GP5_SUBROUTINE_PARAMS, WHEN_GP5 }, \
   { target, GL_MAX_PROGRAM_SUBROUTINE_NUM_NV, NVP_GP5_SUBROUTINE_NUM, \
     WHEN_GP5 }
   SUBROUTINE_ROWS(GL_VERTEX_PROGRAM_ARB),
   SUBROUTINE_ROWS(GL_FRAGMENT_PROGRAM_ARB),
   SUBROUTINE_ROWS(GL_GEOMETRY_PROGRAM_NV),
   /* (the tessellation targets where the driver tessellates) */
   SUBROUTINE_ROWS(GL_TESS_CONTROL_PROGRAM_NV),
   SUBROUTINE_ROWS(GL_TESS_EVALUATION_PROGRAM_NV),
   /* (and COMPUTE_PROGRAM_NV where the driver has compute shaders) */
   SUBROUTINE_ROWS(GL_COMPUTE_PROGRAM_NV),
#undef SUBROUTINE_ROWS
   /* NV_gpu_program4 Table X.21's block limits, "separate limits for
    * each program type": a compute program's blocks are checked as the
    * vertex program's */
   { GL_COMPUTE_PROGRAM_NV, GL_MAX_PROGRAM_IF_DEPTH_NV, NVP_FP2_IF_DEPTH,
     WHEN_GP5 },
   { GL_COMPUTE_PROGRAM_NV, GL_MAX_PROGRAM_LOOP_DEPTH_NV,
     NVP_FP2_LOOP_DEPTH, WHEN_GP5 },
};

/* "If <pname> is PROGRAM_ATTRIB_COMPONENTS_NV or
 * PROGRAM_RESULT_COMPONENTS_NV, GetProgramivARB returns a single integer
 * holding the number of active attribute or result variable components,
 * respectively, used by the program object currently bound to <target>"
 * (NV_gpu_program4, 6.1.12): the counts of a "!!NVvp4.0" or "!!NVfp4.0"
 * program (nvp_program::attrib_components), 0 for any other program
 * (those languages define no such count) and for none. */
static bool
program_components(struct gl_context *ctx, GLenum target, GLenum pname,
                   GLint *params)
{
   const struct gl_program *prog =
      target == GL_VERTEX_PROGRAM_ARB ? ctx->VertexProgram.Current :
      target == GL_FRAGMENT_PROGRAM_ARB ? ctx->FragmentProgram.Current :
      target == GL_GEOMETRY_PROGRAM_NV &&
      ctx->Extensions.NV_geometry_program4 ? ctx->GeometryProgram.Current :
      NULL;

   if (!prog ||
       (pname != GL_PROGRAM_ATTRIB_COMPONENTS_NV &&
        pname != GL_PROGRAM_RESULT_COMPONENTS_NV))
      return false;
   const struct nvst_program *nv = prog ? prog->NVProgram : NULL;
   const struct nvp_program *ir = nv ? nv->ir : NULL;
   *params = 0;
   if (ir && nvp_kind_is_gp4(ir->kind)) {
      *params = (GLint)(pname == GL_PROGRAM_ATTRIB_COMPONENTS_NV ?
                        ir->attrib_components : ir->result_components);
   }
   return true;
}

/* Answers the rows above (a WHEN_OPTION row only while the target's
 * option is advertised) and the program counts; anything else is Mesa's
 * (INVALID_ENUM for the tokens it does not know). */
static bool
nvst_get_program_iv(struct gl_context *ctx, GLenum target, GLenum pname,
                    GLint *params)
{
   bool advertised =
      target == GL_VERTEX_PROGRAM_ARB ?
         ctx->Extensions.NV_vertex_program2_option :
      target == GL_FRAGMENT_PROGRAM_ARB ?
         ctx->Extensions.NV_fragment_program2 : false;

   for (unsigned i = 0; i < ARRAY_SIZE(program_limits); i++) {
      enum limit_when when = program_limits[i].when;
      if (program_limits[i].target == target &&
          program_limits[i].pname == pname &&
          (when == WHEN_GP4 || (when == WHEN_OPTION && advertised) ||
           (when == WHEN_GP5 && ctx->Extensions.NV_gpu_program5 &&
            ((target != GL_TESS_CONTROL_PROGRAM_NV &&
              target != GL_TESS_EVALUATION_PROGRAM_NV &&
              target != GL_COMPUTE_PROGRAM_NV) ||
             nvst_tess_has_target(ctx, target) ||
             nvst_compute_has_target(ctx, target))))) {
         *params = program_limits[i].value;
         return true;
      }
   }
   return program_components(ctx, target, pname, params) ||
          nvst_geometry_program_iv(ctx, target, pname, params) ||
          nvst_tess_program_iv(ctx, target, pname, params) ||
          nvst_param_buffer_program_iv(ctx, target, pname, params);
}

/* Before each draw: the straight code of a "!!VP2.0" path, and the
 * fragment program's texel flush. */
/* Both hold the mutexes of the NV programs of the draw (nvst_share.c). */
static void
validate_render(struct gl_context *ctx)
{
   nvst_share_begin(ctx);
}

static void
validate_render_done(struct gl_context *ctx)
{
   nvst_share_end(ctx);
}

/* After a dispatch's validation: the compute program's parameter
 * buffers, image units and storage buffers. */
static void
dispatch_compute(struct gl_context *ctx, struct gl_program *prog)
{
   nvst_param_buffer_dispatch(ctx, prog);
   nvst_image_dispatch(ctx, prog);
   nvst_storage_dispatch(ctx, prog);
}

static const struct nvprog_mesa_hooks nvst_hooks = {
   .init_context = nvst_init_context,
   .free_context = nvst_free_context,
   .delete_program = nvst_delete_program,
   .program_to_nir = nvst_program_to_nir,
   .update_state = nvst_update_state,
   .get_integer = nvst_get_integer,
   .set_enable = nvst_set_enable,
   .is_enabled = nvst_is_enabled,
   .set_client_state = nvst_set_client_state,
   .program_string = nvst_program_string,
   .raster_pos = nvst_raster_pos,
   .rasterizer_state = nvst_state_consts_rasterizer,
   .get_program_iv = nvst_get_program_iv,
   .dlist_execute = nvst_dlist_execute,
   .dlist_free = nvst_dlist_free,
   .vertex_attrib_nv = nvst_vertex_attrib_nv,
   .vertex_attribs_nv = nvst_vertex_attribs_nv,
   .eval_components = nvst_eval_components,
   .eval_map1 = nvst_eval_map1,
   .eval_map2 = nvst_eval_map2,
   .eval_attrib_maps = nvst_eval_attrib_maps,
   .eval_vertex_map = nvst_eval_vertex_map,
   .eval_auto_normal = nvst_eval_auto_normal,
   .push_attrib = nvst_eval_push_attrib,
   .pop_attrib = nvst_eval_pop_attrib,
   .validate_render = validate_render,
   .validate_render_done = validate_render_done,
   .buffer_target = nvst_param_buffer_target,
   .delete_buffer = nvst_param_buffer_deleted,
   .xfb_source = nvst_xfb_source,
   .xfb_info = nvst_xfb_info,
   .xfb_ff_outputs = nvst_xfb_ff_outputs,
   .dispatch_compute = dispatch_compute,
};

/* Runs when libGL/libOSMesa is loaded, before any context exists. */
__attribute__((constructor)) static void
nvst_install_hooks(void)
{
   nvst_debug_init();
   nvprog_hooks = &nvst_hooks;
}
