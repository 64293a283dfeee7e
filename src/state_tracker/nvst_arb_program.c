/*
 * ProgramStringARB of "!!ARBvp1.0" programs that name OPTION
 * NV_vertex_program2 (NV_vertex_program2_option) or NV_vertex_program3,
 * and of "!!ARBfp1.0" programs that name OPTION NV_fragment_program
 * (NV_fragment_program_option).
 *
 * Mesa's ARB parser knows neither option, so patch 0003 asks us first
 * (nvst_program_string in nvst_hooks.c); every other ARB program stays
 * Mesa's.  Ours become gl_programs like LoadProgramNV's (nvst_program.c):
 * our TGSI handed over in nvst_program_to_nir, with a parameter list
 * whose entries are Mesa state references for the program's state
 * bindings, ARB env/local parameters and literals, so that Mesa's st
 * uploads them as for its own ARB programs.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "main/context.h"
#include "main/draw_validate.h"
#include "main/state.h"
#include "program/prog_parameter.h"
#include "program/prog_statevars.h"
#include "program/program.h"

#include "nvst_arb_program.h"

bool
nvst_ir_is_arb(const struct nvp_program *ir)
{
   return ir && (ir->kind == NVP_KIND_ARBVP_NV2 ||
                 ir->kind == NVP_KIND_ARBVP_NV3 ||
                 nvp_kind_is_arbfp(ir->kind) || nvp_kind_is_gp4(ir->kind));
}

/* enum nvp_state_material -> MAT_ATTRIB_FRONT_* (the back one is +1). */
static const gl_state_index16 material_attrib[] = {
   [NVP_MAT_AMBIENT] = MAT_ATTRIB_FRONT_AMBIENT,
   [NVP_MAT_DIFFUSE] = MAT_ATTRIB_FRONT_DIFFUSE,
   [NVP_MAT_SPECULAR] = MAT_ATTRIB_FRONT_SPECULAR,
   [NVP_MAT_EMISSION] = MAT_ATTRIB_FRONT_EMISSION,
   [NVP_MAT_SHININESS] = MAT_ATTRIB_FRONT_SHININESS,
};

/* enum nvp_state_light -> the gl_light member. */
static const gl_state_index16 light_attrib[] = {
   [NVP_LIGHT_AMBIENT] = STATE_AMBIENT,
   [NVP_LIGHT_DIFFUSE] = STATE_DIFFUSE,
   [NVP_LIGHT_SPECULAR] = STATE_SPECULAR,
   [NVP_LIGHT_POSITION] = STATE_POSITION,
   [NVP_LIGHT_ATTENUATION] = STATE_ATTENUATION,
   [NVP_LIGHT_SPOT_DIRECTION] = STATE_SPOT_DIRECTION,
   [NVP_LIGHT_HALF] = STATE_HALF_VECTOR,
};

/* enum nvp_state_matrix -> the unmodified matrix; the inverse,
 * transpose and invtrans follow it in gl_state_index. */
static const gl_state_index16 matrix_state[] = {
   [NVP_MATRIX_MODELVIEW] = STATE_MODELVIEW_MATRIX,
   [NVP_MATRIX_PROJECTION] = STATE_PROJECTION_MATRIX,
   [NVP_MATRIX_MVP] = STATE_MVP_MATRIX,
   [NVP_MATRIX_TEXTURE] = STATE_TEXTURE_MATRIX,
   /* The parser refuses palette matrices (no ARB_matrix_palette). */
   [NVP_MATRIX_PALETTE] = STATE_MODELVIEW_MATRIX,
   [NVP_MATRIX_PROGRAM] = STATE_PROGRAM_MATRIX,
};

/* The Mesa tokens of a state binding, as Mesa's own ARB parser
 * (program_parse.y) builds them for the same text. */
static void
state_tokens(const struct nvp_param *q, gl_state_index16 t[STATE_LENGTH])
{
   const uint16_t *s = q->state;

   memset(t, 0, STATE_LENGTH * sizeof(t[0]));
   switch ((enum nvp_state_item)s[0]) {
   case NVP_STATE_MATERIAL:
      t[0] = STATE_MATERIAL;
      t[1] = material_attrib[s[2]] + s[1];
      break;
   case NVP_STATE_LIGHT:
      t[0] = STATE_LIGHT;
      t[1] = s[1];
      t[2] = light_attrib[s[2]];
      break;
   case NVP_STATE_LIGHTMODEL_AMBIENT:
      t[0] = STATE_LIGHTMODEL_AMBIENT;
      break;
   case NVP_STATE_LIGHTMODEL_SCENECOLOR:
      t[0] = STATE_LIGHTMODEL_SCENECOLOR;
      t[1] = s[1];
      break;
   case NVP_STATE_LIGHTPROD:
      t[0] = STATE_LIGHTPROD;
      t[1] = s[1];
      t[2] = material_attrib[s[3]] + s[2];
      break;
   case NVP_STATE_TEXGEN:
      t[0] = STATE_TEXGEN;
      t[1] = s[1];
      t[2] = (s[2] ? STATE_TEXGEN_OBJECT_S : STATE_TEXGEN_EYE_S) + s[3];
      break;
   case NVP_STATE_FOG_COLOR:
      t[0] = STATE_FOG_COLOR;
      break;
   case NVP_STATE_FOG_PARAMS:
      t[0] = STATE_FOG_PARAMS;
      break;
   case NVP_STATE_CLIPPLANE:
      t[0] = STATE_CLIPPLANE;
      t[1] = s[1];
      break;
   case NVP_STATE_POINT_SIZE:
      t[0] = STATE_POINT_SIZE;
      break;
   case NVP_STATE_POINT_ATTENUATION:
      t[0] = STATE_POINT_ATTENUATION;
      break;
   case NVP_STATE_MATRIX_ROW:
      t[0] = matrix_state[s[1]] + s[3];
      t[1] = s[2];
      t[2] = t[3] = s[4];
      break;
   case NVP_STATE_TEXENV_COLOR:
      t[0] = STATE_TEXENV_COLOR;
      t[1] = s[1];
      break;
   case NVP_STATE_DEPTH_RANGE:
      t[0] = STATE_DEPTH_RANGE;
      break;
   }
}

/* A state reference of its own: _mesa_add_state_reference would return
 * an earlier equal entry, but list index k must be CONST[k]. */
static int
add_state(struct gl_program_parameter_list *params,
          const gl_state_index16 tokens[STATE_LENGTH])
{
   char *name = _mesa_program_state_string(tokens);
   int index = _mesa_add_parameter(params, PROGRAM_STATE_VAR, name, 4,
                                   GL_NONE, NULL, tokens, true);
   params->StateFlags |= _mesa_program_state_flags(tokens);
   free(name);
   return index;
}

int
nvst_arb_add_param(struct gl_program_parameter_list *params,
                   const struct nvp_program *ir, unsigned k)
{
   gl_state_index16 tokens[STATE_LENGTH];
   gl_constant_value value[4];
   bool fragment = nvp_kind_is_arbfp(ir->kind) ||
                   ir->kind == NVP_KIND_GP4_FP;
   bool geometry = ir->kind == NVP_KIND_GP4_GP;
   bool compute = ir->kind == NVP_KIND_GP5_CP;
   bool tcs = ir->kind == NVP_KIND_GP5_TCP;
   bool tes = ir->kind == NVP_KIND_GP5_TEP;

   memset(tokens, 0, sizeof(tokens));
   memset(value, 0, sizeof(value));
   if (k < ir->num_params) {
      const struct nvp_param *q = &ir->params[k];
      switch (q->kind) {
      case NVP_PARAM_ENV:
         /* Mesa patch 0033: the tessellation targets' parameters */
         tokens[0] = geometry ? STATE_GEOMETRY_PROGRAM_ENV :
                     compute ? STATE_COMPUTE_PROGRAM_ENV :
                     tcs ? STATE_TESS_CTRL_PROGRAM_ENV :
                     tes ? STATE_TESS_EVAL_PROGRAM_ENV :
                     fragment ? STATE_FRAGMENT_PROGRAM_ENV :
                                STATE_VERTEX_PROGRAM_ENV;
         tokens[1] = (gl_state_index16)q->index;
         return add_state(params, tokens);
      case NVP_PARAM_LOCAL:
         tokens[0] = geometry ? STATE_GEOMETRY_PROGRAM_LOCAL :
                     compute ? STATE_COMPUTE_PROGRAM_LOCAL :
                     tcs ? STATE_TESS_CTRL_PROGRAM_LOCAL :
                     tes ? STATE_TESS_EVAL_PROGRAM_LOCAL :
                     fragment ? STATE_FRAGMENT_PROGRAM_LOCAL :
                                STATE_VERTEX_PROGRAM_LOCAL;
         tokens[1] = (gl_state_index16)q->index;
         return add_state(params, tokens);
      case NVP_PARAM_STATE:
         state_tokens(q, tokens);
         return add_state(params, tokens);
      case NVP_PARAM_CONSTANT:
         /* NV_gpu_program4 (the literals of an array read
          * relatively): the 32 bits of an <intConstant> of an INT or
          * UINT PARAM, as nvp_param::ivalue keeps them */
         for (unsigned c = 0; c < 4; c++) {
            if (q->int_mask & (1u << c))
               value[c].u = q->ivalue[c];
            else
               value[c].f = q->value[c];
         }
         break;
      }
   }
   /* A literal, or a slot past the program's ("undefined" relative
    * reads outside an array): an unnamed constant, never merged with
    * another (no swizzle out). */
   return _mesa_add_unnamed_constant(params, value, 4, NULL);
}

static struct nvp_arb_limits
context_limits(const struct gl_context *ctx)
{
   const struct gl_program_constants *vp =
      &ctx->Const.Program[MESA_SHADER_VERTEX];
   struct nvp_arb_limits l = {
      .max_instructions = MIN2(vp->MaxInstructions, NVP_ARB_MAX_INSTRS),
      .max_temps = MIN2(vp->MaxTemps, NVP_ARB_NUM_TEMPS),
      .max_params = MIN2(vp->MaxParameters, NVP_ARB_NUM_PARAMS),
      .max_attribs = vp->MaxAttribs,
      .max_address_regs = MIN2(vp->MaxAddressRegs, NVP_ARB_NUM_ADDRS),
      .max_env_params = vp->MaxEnvParams,
      .max_local_params = vp->MaxLocalParams,
      .max_vertex_attribs = MIN2(vp->MaxAttribs, 16),
      .max_texture_coords = ctx->Const.MaxTextureCoordUnits,
      .max_texture_units =
         ctx->Const.Program[MESA_SHADER_FRAGMENT].MaxTextureImageUnits,
      .max_vertex_texture_units = vp->MaxTextureImageUnits,
      .max_combined_texture_units = ctx->Const.MaxCombinedTextureImageUnits,
      .max_lights = ctx->Const.MaxLights,
      .max_clip_planes = ctx->Const.MaxClipPlanes,
      .max_program_matrices = ctx->Const.MaxProgramMatrices,
      /* No ARB_vertex_blend or ARB_matrix_palette. */
      .max_vertex_units = 0,
      .max_palette_matrices = 0,
      .nv3 = ctx->Extensions.NV_vertex_program3,
      .fp_shadow = ctx->Extensions.ARB_fragment_program_shadow,
      .fp2 = ctx->Extensions.NV_fragment_program2,
      /* NV_shader_buffer_load goes with NV_gpu_program5 (nvst_memory.c) */
      .shader_buffer_load = ctx->Extensions.NV_gpu_program5,
      .draw_buffers = true,      /* core since OpenGL 2.0 */
      .max_draw_buffers = ctx->Const.MaxDrawBuffers,
      .frag_coord_conventions =
         ctx->Extensions.ARB_fragment_coord_conventions,
      /* What GetIntegerv answers for MIN/MAX_PROGRAM_TEXEL_OFFSET_EXT
       * (the driver's: -32/31 on llvmpipe, -8/7 on softpipe); the TGSI
       * offsets are immediates, which both take whole. */
      .min_texel_offset = ctx->Const.MinProgramTexelOffset,
      .max_texel_offset = ctx->Const.MaxProgramTexelOffset,
   };
   return l;
}

/* The fragment program limits, for "!!ARBfp1.0" texts. */
static struct nvp_arb_limits
fragment_limits(const struct gl_context *ctx)
{
   const struct gl_program_constants *fp =
      &ctx->Const.Program[MESA_SHADER_FRAGMENT];
   struct nvp_arb_limits l = context_limits(ctx);

   l.max_instructions = MIN2(fp->MaxInstructions, NVP_ARB_MAX_INSTRS);
   l.max_temps = MIN2(fp->MaxTemps, NVP_FP_NUM_TEMPS_R);
   l.max_params = MIN2(fp->MaxParameters, NVP_ARB_NUM_PARAMS);
   l.max_attribs = fp->MaxAttribs;
   l.max_env_params = fp->MaxEnvParams;
   l.max_local_params = fp->MaxLocalParams;
   l.max_texture_units = MIN2(fp->MaxTextureImageUnits,
                              NVP_FP_NUM_TEX_UNITS);
   /* every image unit may be used by one fragment program */
   l.max_vertex_texture_units = l.max_texture_units;
   l.max_combined_texture_units = 0;
   l.max_texture_coords = MIN2(ctx->Const.MaxTextureCoordUnits,
                               NVP_FP_NUM_TEXCOORDS);
   return l;
}

/* The geometry program limits, for "!!NVgp4.0" texts: the geometry
 * stage's, and Gallium's output vertex and component maxima
 * (MAX_PROGRAM_OUTPUT_VERTICES_NV, MAX_PROGRAM_TOTAL_OUTPUT_COMPONENTS_NV,
 * nvst_geometry.c). */
static struct nvp_arb_limits
geometry_limits(const struct gl_context *ctx)
{
   const struct gl_program_constants *gp =
      &ctx->Const.Program[MESA_SHADER_GEOMETRY];
   struct nvp_arb_limits l = context_limits(ctx);

   l.max_instructions = MIN2(gp->MaxInstructions, NVP_ARB_MAX_INSTRS);
   l.max_temps = MIN2(gp->MaxTemps, NVP_ARB_NUM_TEMPS);
   l.max_params = MIN2(gp->MaxParameters, NVP_ARB_NUM_PARAMS);
   l.max_env_params = gp->MaxEnvParams;
   l.max_local_params = gp->MaxLocalParams;
   l.max_vertex_texture_units = gp->MaxTextureImageUnits;
   l.max_vertices_out = ctx->Const.MaxGeometryOutputVertices;
   l.max_total_output_components =
      ctx->Const.MaxGeometryTotalOutputComponents;
   l.max_gs_invocations = ctx->Const.MaxGeometryShaderInvocations;
   return l;
}

/* NV_tessellation_program5's targets (Mesa patch 0026): the stage's
 * limits, as geometry_limits(). */
static struct nvp_arb_limits
tess_limits(const struct gl_context *ctx, gl_shader_stage stage)
{
   const struct gl_program_constants *tp = &ctx->Const.Program[stage];
   struct nvp_arb_limits l = context_limits(ctx);

   l.max_instructions = MIN2(tp->MaxInstructions, NVP_ARB_MAX_INSTRS);
   l.max_temps = MIN2(tp->MaxTemps, NVP_ARB_NUM_TEMPS);
   l.max_params = MIN2(tp->MaxParameters, NVP_ARB_NUM_PARAMS);
   l.max_env_params = tp->MaxEnvParams;
   l.max_local_params = tp->MaxLocalParams;
   l.max_vertex_texture_units = tp->MaxTextureImageUnits;
   return l;
}

/* NV_compute_program5's target (Mesa patch 0030): the compute stage's
 * limits, and ARB_compute_shader's work group and shared memory ones
 * for GROUP_SIZE and SHARED_MEMORY. */
static struct nvp_arb_limits
compute_limits(const struct gl_context *ctx)
{
   struct nvp_arb_limits l = tess_limits(ctx, MESA_SHADER_COMPUTE);

   for (unsigned d = 0; d < 3; d++)
      l.max_compute_group_size[d] = ctx->Const.MaxComputeWorkGroupSize[d];
   l.max_compute_invocations = ctx->Const.MaxComputeWorkGroupInvocations;
   l.max_compute_shared_memory = ctx->Const.MaxComputeSharedMemorySize;
   return l;
}

static bool
is_tess_target(GLenum target)
{
   return target == GL_TESS_CONTROL_PROGRAM_NV ||
          target == GL_TESS_EVALUATION_PROGRAM_NV;
}

/* Installs the parsed program ir (NULL: err says why) as prog's
 * contents for target; false (with the GL error raised, the previous
 * program kept) when it cannot be. */
static bool
install_parsed(struct gl_context *ctx, struct gl_program *prog,
               GLenum target, struct nvp_program *ir,
               const struct nvp_error *err, GLsizei len, const void *string)
{
   static const char *caller = "glProgramStringARB";

   if (!ir) {
      /* The previous program, its string and binding stay. */
      nvst_report_program_error(ctx, err, caller);
      return false;
   }
   struct nvst_program *nvprog = nvst_program_new();
   if (!nvprog) {
      nvp_program_free(ir);
      _mesa_error(ctx, GL_OUT_OF_MEMORY, "%s", caller);
      return false;
   }
   nvprog->target = target;
   nvprog->length = len;
   nvprog->ir = ir;
   if (!nvst_emit_program(ctx, nvprog, prog->Id, caller)) {
      nvst_program_free(nvprog);
      return false;
   }

   FLUSH_VERTICES(ctx, _NEW_PROGRAM, 0);
   if (!nvst_install_program(ctx, prog, nvprog, string, len)) {
      if (prog->NVProgram != nvprog)
         nvst_program_free(nvprog);
      struct nvp_error e = { .position = len };
      snprintf(e.message, sizeof(e.message),
               "the program could not be translated");
      nvst_report_program_error(ctx, &e, caller);
      return false;
   }
   return true;
}

/* "!!ARBfp1.0" with OPTION NV_fragment_program: parsed here, emitted by
 * the NV fragment program back end; Mesa's st binds it as any ARB
 * fragment program. */
static bool
fragment_program_string(struct gl_context *ctx, struct gl_program *prog,
                        GLsizei len, const void *string)
{
   struct nvp_arb_limits limits = fragment_limits(ctx);
   struct nvp_error err;

   memset(&err, 0, sizeof(err));
   struct nvp_program *ir =
      nvp_parse_arbfp(string, (size_t)len, &limits, &err);
   if (!install_parsed(ctx, prog, GL_FRAGMENT_PROGRAM_ARB, ir, &err, len,
                       string))
      return true;
   prog->arb.NumInstructions = ir->num_instrs;
   prog->arb.NumTemporaries = ir->num_temps + util_bitcount64(
                                 ir->temps_h_used);
   prog->arb.NumNativeInstructions = ir->num_instrs;
   prog->arb.NumNativeTemporaries = prog->arb.NumTemporaries;
   prog->arb.NumNativeParameters = ir->num_params;
   prog->arb.NumNativeAttributes = prog->arb.NumAttributes;
   prog->arb.NumAluInstructions = ir->num_instrs -
                                  prog->arb.NumTexInstructions;
   prog->arb.NumNativeAluInstructions = prog->arb.NumAluInstructions;
   prog->arb.NumNativeTexInstructions = prog->arb.NumTexInstructions;
   prog->arb.NumNativeTexIndirections = prog->arb.NumTexIndirections;
   _mesa_set_program_error(ctx, -1, "");

   if (prog == ctx->FragmentProgram.Current)
      ctx->NewState |= _NEW_PROGRAM;
   _mesa_update_valid_to_render_state(ctx);
   return true;
}

/* "!!NVvp4.0" / "!!NVfp4.0" (NV_gpu_program4): parsed, checked and
 * translated (src/tgsi_emit/nvtgsi_gp4*.c) like the ARB kinds with NV
 * options.  A load error names its token; a program using what the
 * emitter does not yet translate fails with INVALID_OPERATION and the
 * emitter's message naming it.  Either way the previous program, its
 * string and binding stay.  Nothing is advertised. */
static bool
gp4_program_string(struct gl_context *ctx, struct gl_program *prog,
                   GLenum target, GLsizei len, const void *string)
{
   bool vertex = target == GL_VERTEX_PROGRAM_ARB;
   bool geometry = target == GL_GEOMETRY_PROGRAM_NV;
   bool tcs = target == GL_TESS_CONTROL_PROGRAM_NV;
   bool tes = target == GL_TESS_EVALUATION_PROGRAM_NV;
   bool cp = target == GL_COMPUTE_PROGRAM_NV;
   struct nvp_arb_limits limits =
      vertex ? context_limits(ctx) : geometry ? geometry_limits(ctx) :
      cp ? compute_limits(ctx) :
      tcs ? tess_limits(ctx, MESA_SHADER_TESS_CTRL) :
      tes ? tess_limits(ctx, MESA_SHADER_TESS_EVAL) : fragment_limits(ctx);
   struct nvp_error err;

   memset(&err, 0, sizeof(err));
   struct nvp_program *ir =
      vertex ? nvp_parse_gp4vp(string, (size_t)len, &limits, &err) :
      geometry ? nvp_parse_gp4gp(string, (size_t)len, &limits, &err) :
      tcs ? nvp_parse_gp5tcp(string, (size_t)len, &limits, &err) :
      tes ? nvp_parse_gp5tep(string, (size_t)len, &limits, &err) :
      cp ? nvp_parse_gp5cp(string, (size_t)len, &limits, &err) :
            nvp_parse_gp4fp(string, (size_t)len, &limits, &err);
   if (!install_parsed(ctx, prog, target, ir, &err, len, string))
      return true;
   prog->arb.NumInstructions = ir->num_instrs;
   prog->arb.NumParameters = ir->num_params;
   prog->arb.NumTemporaries = ir->num_temps +
                              util_bitcount64(ir->temps_h_used);
   prog->arb.NumNativeInstructions = ir->num_instrs;
   prog->arb.NumNativeTemporaries = prog->arb.NumTemporaries;
   prog->arb.NumNativeParameters = ir->num_params;
   prog->arb.NumNativeAttributes = prog->arb.NumAttributes;
   _mesa_set_program_error(ctx, -1, "");
   /* "Program subroutine parameters for a given target are reset to
    * arbitrary defaults when the program string is respecified" */
   nvst_subroutine_reset(ctx, target);
   if (vertex) {
      if (prog == ctx->VertexProgram.Current)
         ctx->NewState |= _NEW_PROGRAM;
      _mesa_update_vertex_processing_mode(ctx);
   } else if (prog == ctx->FragmentProgram.Current ||
              prog == ctx->GeometryProgram.Current ||
              prog == ctx->TessCtrlProgram.Current ||
              prog == ctx->TessEvalProgram.Current ||
              prog == ctx->ComputeProgram.Current) {
      ctx->NewState |= _NEW_PROGRAM;
   }
   _mesa_update_valid_to_render_state(ctx);
   return true;
}

bool
nvst_arb_program_string(struct gl_context *ctx, struct gl_program *prog,
                        GLenum target, GLsizei len, const void *string)
{
   /* An empty string is a program of no language.  Mesa's parser reads
    * it as the newline it appends and puts the error at byte 2, past
    * the text (found by tests/fuzz/gl); the error is at byte 0. */
   /* (and NV_tessellation_program5's targets, which Mesa patch 0026
    * lets only our parser read) */
   bool geometry = target == GL_GEOMETRY_PROGRAM_NV ||
                   is_tess_target(target) ||
                   target == GL_COMPUTE_PROGRAM_NV;
   if (len == 0 && (target == GL_VERTEX_PROGRAM_ARB ||
                    target == GL_FRAGMENT_PROGRAM_ARB || geometry)) {
      struct nvp_error e = { .position = 0, .line = 1, .column = 1 };
      snprintf(e.message, sizeof(e.message), "line 1, column 1: expected "
               "\"%s\" but found an empty string",
               target == GL_VERTEX_PROGRAM_ARB ? "!!ARBvp1.0" :
               target == GL_TESS_CONTROL_PROGRAM_NV ? "!!NVtcp5.0" :
               target == GL_TESS_EVALUATION_PROGRAM_NV ? "!!NVtep5.0" :
               target == GL_COMPUTE_PROGRAM_NV ? "!!NVcp5.0" :
               geometry ? "!!NVgp4.0" : "!!ARBfp1.0");
      nvst_report_program_error(ctx, &e, "glProgramStringARB");
      return true;
   }
   /* GEOMETRY_PROGRAM_NV has no parser but ours (Mesa patch 0018 lets
    * its programs reach this hook only). */
   if (geometry && (len < 0 || !string)) {
      _mesa_error(ctx, GL_INVALID_VALUE, "glProgramStringARB(len)");
      return true;
   }
   unsigned gp4 = len >= 0 && string ?
                  nvp_gp4_header(string, (size_t)len) : 0;
   /* NV_gpu_program5: "These features are available only if the
    * extension is supported and the appropriate program header string
    * is used".  Until all of it works the flag is off unless
    * MESA_EXTENSION_OVERRIDE turns it on (Mesa patch 0023). */
   if ((gp4 & NVP_GP4_HEADER_V5) && !ctx->Extensions.NV_gpu_program5) {
      struct nvp_error e = { .position = 0, .line = 1, .column = 1 };
      snprintf(e.message, sizeof(e.message), "line 1, column 1: "
               "NV_gpu_program5 programs are not supported "
               "(GL_NV_gpu_program5 is not enabled)");
      nvst_report_program_error(ctx, &e, "glProgramStringARB");
      return true;
   }
   gp4 &= ~NVP_GP4_HEADER_V5;
   /* NV_tessellation_program5: "Tessellation control programs are
    * required to begin with the header string "!!NVtcp5.0"" and load
    * through TESS_CONTROL_PROGRAM_NV (TESS_EVALUATION_PROGRAM_NV for
    * "!!NVtep5.0"; Mesa patch 0026 makes them targets where the driver
    * tessellates): through another target the text is refused at its
    * header, the bound program kept. */
   if ((gp4 == NVP_GP4_HEADER_TCP || gp4 == NVP_GP4_HEADER_TEP) &&
       !is_tess_target(target)) {
      bool tcp = gp4 == NVP_GP4_HEADER_TCP;
      struct nvp_error e = { .position = 0, .line = 1, .column = 1 };
      snprintf(e.message, sizeof(e.message), "line 1, column 1: a "
               "tessellation %s program (\"%s\") loads through %s",
               tcp ? "control" : "evaluation",
               tcp ? "!!NVtcp5.0" : "!!NVtep5.0",
               tcp ? "TESS_CONTROL_PROGRAM_NV" :
                     "TESS_EVALUATION_PROGRAM_NV");
      nvst_report_program_error(ctx, &e, "glProgramStringARB");
      return true;
   }
   /* NV_compute_program5: "Compute programs are required to begin with
    * the header string "!!NVcp5.0"", loaded through COMPUTE_PROGRAM_NV
    * (Mesa patch 0030), and that target reads nothing else */
   if ((gp4 == NVP_GP4_HEADER_CP) != (target == GL_COMPUTE_PROGRAM_NV)) {
      struct nvp_error e = { .position = 0, .line = 1, .column = 1 };
      snprintf(e.message, sizeof(e.message), "line 1, column 1: %s",
               gp4 == NVP_GP4_HEADER_CP ?
               "a compute program (\"!!NVcp5.0\") loads through "
               "COMPUTE_PROGRAM_NV" :
               "expected \"!!NVcp5.0\" (COMPUTE_PROGRAM_NV)");
      nvst_report_program_error(ctx, &e, "glProgramStringARB");
      return true;
   }
   if ((target == GL_VERTEX_PROGRAM_ARB && gp4 == NVP_GP4_HEADER_VP) ||
       (target == GL_FRAGMENT_PROGRAM_ARB && gp4 == NVP_GP4_HEADER_FP) ||
       geometry)
      return gp4_program_string(ctx, prog, target, len, string);
   if (target == GL_FRAGMENT_PROGRAM_ARB &&
       ctx->Extensions.NV_fragment_program_option && len >= 0 && string &&
       nvp_arbfp_has_nv_option(string, (size_t)len))
      return fragment_program_string(ctx, prog, len, string);
   if (target != GL_VERTEX_PROGRAM_ARB ||
       !ctx->Extensions.NV_vertex_program2_option || len < 0 || !string ||
       !nvp_arbvp_is_ours(string, (size_t)len))
      return false;

   struct nvp_arb_limits limits = context_limits(ctx);
   struct nvp_error err;
   memset(&err, 0, sizeof(err));
   struct nvp_program *ir =
      nvp_parse_arbvp(string, (size_t)len, &limits, &err);
   if (!install_parsed(ctx, prog, GL_VERTEX_PROGRAM_ARB, ir, &err, len,
                       string))
      return true;
   /* What GetProgramivARB reports of the program: its parameter slots,
    * as for fragment programs (not only those an instruction reads). */
   prog->arb.NumInstructions = ir->num_instrs;
   prog->arb.NumParameters = ir->num_params;
   prog->arb.NumTemporaries = ir->num_temps;
   prog->arb.NumAddressRegs = ir->num_addrs;
   prog->arb.NumNativeInstructions = ir->num_instrs;
   prog->arb.NumNativeTemporaries = ir->num_temps;
   prog->arb.NumNativeParameters = ir->num_params;
   prog->arb.NumNativeAttributes = prog->arb.NumAttributes;
   prog->arb.NumNativeAddressRegs = ir->num_addrs;
   _mesa_set_program_error(ctx, -1, "");

   if (prog == ctx->VertexProgram.Current)
      ctx->NewState |= _NEW_PROGRAM;
   _mesa_update_vertex_processing_mode(ctx);
   _mesa_update_valid_to_render_state(ctx);
   return true;
}
