/*
 * NV program objects: LoadProgramNV and the NV program queries.
 *
 * An NV vertex program is an ordinary Mesa gl_program (target
 * VERTEX_PROGRAM_ARB, which NV_vertex_program shares: "VERTEX_PROGRAM_NV"
 * and "VERTEX_PROGRAM_ARB" are the same enumerant), living in the program
 * namespace shared with ARB programs, with gl_program::NVProgram pointing
 * at our parse result and TGSI.  Binding, deletion, enables, the env/NV
 * program parameters and the draw-time validity check are Mesa's.
 */
#include <stdio.h>
#include <string.h>

#include "main/context.h"
#include "main/draw_validate.h"
#include "main/hash.h"
#include "main/state.h"
#include "program/prog_instruction.h"
#include "program/prog_parameter.h"
#include "program/program.h"
#include "state_tracker/st_context.h"
#include "state_tracker/st_program.h"
#include "tgsi/tgsi_dump.h"
#include "pipe/p_config.h"
#include "pipe/p_screen.h"
#include "util/bitscan.h"
#include "util/u_cpu_detect.h"
#include "util/ralloc.h"
#include "util/simple_mtx.h"

#include "nvst_api.h"
#include "nvst_arb_program.h"
#include "nvst_private.h"

/* Every drawable NV program of the process, for context teardown. */
static struct list_head live_programs = {
   &live_programs, &live_programs
};
static simple_mtx_t live_programs_mutex = SIMPLE_MTX_INITIALIZER;

void
nvst_program_register(struct nvst_program *nvprog, struct gl_program *prog,
                      const void *shared)
{
   nvprog->prog = prog;
   nvprog->shared = shared;
   simple_mtx_lock(&live_programs_mutex);
   list_addtail(&nvprog->link, &live_programs);
   simple_mtx_unlock(&live_programs_mutex);
}

/*
 * Called as a context is destroyed.  Mesa's teardown frees a context's
 * variants only of the programs still in the shared table; a program
 * deleted while another context of the share group keeps it bound still
 * holds this context's variant, which would then be released through
 * this context after it is gone.  Release them while it exists.
 */
void
nvst_release_context_variants(struct gl_context *ctx)
{
   simple_mtx_lock(&live_programs_mutex);
   list_for_each_entry(struct nvst_program, nvprog, &live_programs, link) {
      if (nvprog->shared != ctx->Shared)
         continue;
      if (nvprog->prog->variants)
         st_release_variants(st_context(ctx), nvprog->prog);
      nvst_share_forget_context(ctx, nvprog);
   }
   simple_mtx_unlock(&live_programs_mutex);
}

struct nvst_program *
nvst_program_new(void)
{
   struct nvst_program *nvprog = calloc(1, sizeof(*nvprog));

   if (nvprog)
      simple_mtx_init(&nvprog->lock, mtx_plain);
   return nvprog;
}

void
nvst_program_free(struct nvst_program *nvprog)
{
   if (!nvprog)
      return;
   if (nvprog->prog) {
      simple_mtx_lock(&live_programs_mutex);
      list_del(&nvprog->link);
      simple_mtx_unlock(&live_programs_mutex);
   }
   nvp_program_free(nvprog->ir);
   nvtgsi_shader_free(&nvprog->tgsi);
   nvst_vp2_trace_free(nvprog);
   nvst_fp_count_free(nvprog);
   free(nvprog->named_values);
   simple_mtx_destroy(&nvprog->lock);
   free(nvprog);
}

/* The Mesa state behind CONST[k] of our TGSI; false for a binding that
 * is no GL state (NVTGSI_BIND_ZERO, a constant). */
static bool
binding_state(const struct nvtgsi_binding *b,
              gl_state_index16 tokens[STATE_LENGTH])
{
   memset(tokens, 0, STATE_LENGTH * sizeof(tokens[0]));
   switch (b->kind) {
   case NVTGSI_BIND_PARAM:
      /* ARB_vertex_program: NV "program parameters" and ARB "program
       * environment parameters" are the same state. */
      tokens[0] = STATE_VERTEX_PROGRAM_ENV;
      tokens[1] = b->index;
      break;
   case NVTGSI_BIND_MVP_COL:
      /* Fixed function's own position transform (ffvertex_prog.c), so
       * that NV_position_invariant programs match it bit for bit. */
      tokens[0] = STATE_MVP_MATRIX_TRANSPOSE;
      tokens[2] = tokens[3] = b->index;
      break;
   case NVTGSI_BIND_MVP_ROW:
      tokens[0] = STATE_MVP_MATRIX;
      tokens[2] = tokens[3] = b->index;
      break;
   case NVTGSI_BIND_LOCAL:
      /* NV_fragment_program's numbered locals are ARB_fragment_program's
       * program local parameters ("identical state"). */
      tokens[0] = STATE_FRAGMENT_PROGRAM_LOCAL;
      tokens[1] = b->index;
      break;
   case NVTGSI_BIND_ZERO:
   case NVTGSI_BIND_NAMED:
   case NVTGSI_BIND_DEPTH_BOUNDS:
   case NVTGSI_BIND_TEX_COMPLETE:
   case NVTGSI_BIND_CLIP_ENABLE:
   case NVTGSI_BIND_SAMPLE_POS:
   case NVTGSI_BIND_SAMPLE_BUFFERS:
   case NVTGSI_BIND_SUBROUTINE:
   case NVTGSI_BIND_IMAGE:
   case NVTGSI_BIND_STORAGE:
      return false;
   }
   return true;
}

/* The text as GetProgramStringNV returns it: all len bytes, NUL-terminated
 * for Mesa's own ARB string queries. */
static GLubyte *
copy_text(struct gl_program *prog, const GLubyte *text, GLsizei len)
{
   GLubyte *string = ralloc_size(prog, len + 1);
   if (string) {
      memcpy(string, text, len);
      string[len] = 0;
   }
   return string;
}

/* The object's new contents; the previous ones are freed. */
static void
replace_contents(struct gl_program *prog, struct nvst_program *nvprog,
                 GLubyte *string)
{
   if (prog->NVProgram)
      nvst_program_free(prog->NVProgram);
   prog->NVProgram = nvprog;
   ralloc_free(prog->String);
   prog->String = string;
}

/*
 * Give a freshly translated program to Mesa: parameter list from the
 * binding table, program string, and the state tracker's translation
 * (which calls back into nvst_program_to_nir).
 */
/*
 * NV_vertex_program3 texture[n]: sampler slot nvp_vp_sampler_slot(n)
 * reads texture unit n (SAMP and SVIEW of that slot, see
 * nvtgsi_decl_texture()).  Mesa's texture state
 * (update_program_texture_state) finds the units' targets in
 * TexturesUsed, and the state tracker binds vertex sampler views and
 * states for SamplersUsed through SamplerUnits.
 */
static void
set_vertex_samplers(struct gl_program *prog, const struct nvp_program *ir)
{
   prog->SamplersUsed = 0;
   prog->ShadowSamplers = 0;
   memset(prog->TexturesUsed, 0, sizeof(prog->TexturesUsed));
   for (unsigned i = 0; i < ir->num_instrs; i++) {
      const struct nvp_instr *in = &ir->instrs[i];
      unsigned u = in->tex_unit;
      unsigned s;

      /* (every unit of a TEXTURE array member picked at run time) */
      unsigned n = in->tex_array_size ? in->tex_array_size : 1;

      for (unsigned k = 0; k < n; k++, u++) {
         if (!(nvp_opcode_info(in->op)->fp_flags & NVP_FP_TEXTURE) ||
             u >= MAX_COMBINED_TEXTURE_IMAGE_UNITS ||
             (s = nvp_vp_sampler_slot(ir, u)) >= MAX_SAMPLERS)
            break;
         prog->SamplersUsed |= 1u << s;
         prog->SamplerUnits[s] = (GLubyte)u;
         prog->sh.SamplerTargets[s] =
            (GLubyte)nvst_tex_index(in->tex_target);
         prog->TexturesUsed[u] |= 1u << nvst_tex_index(in->tex_target);
         if (nvp_tex_compares(in->tex_target))
            prog->ShadowSamplers |= 1u << s;
      }
   }
}

/* The parameter list behind CONST[k] of nvprog's code, or NULL.  Mesa's
 * state tracker rearranges a list it finalises
 * (_mesa_optimize_state_parameters), so each hand-over gets a new one. */
struct gl_program_parameter_list *
nvst_program_parameters(const struct nvst_program *nvprog)
{
   struct gl_program_parameter_list *params = _mesa_new_parameter_list();
   if (!params)
      return NULL;

   for (unsigned k = 0; k < nvprog->tgsi.num_bindings; k++) {
      /* NVTGSI_BIND_ZERO: the +0.0 of 2.14.1.11's products, a constant
       * (0,0,0,0) that st uploads with the state and nothing folds. */
      static const gl_constant_value zero[4];
      const struct nvtgsi_binding *b = &nvprog->tgsi.bindings[k];
      gl_state_index16 tokens[STATE_LENGTH];
      int idx;
      /* An ARB program's c[n] is its parameter slot n (state, env,
       * local or literal), not program environment parameter n. */
      if (b->kind == NVTGSI_BIND_PARAM && nvst_ir_is_arb(nvprog->ir))
         idx = nvst_arb_add_param(params, nvprog->ir, b->index);
      else if (binding_state(b, tokens))
         idx = _mesa_add_state_reference(params, tokens);
      else if (b->kind == NVTGSI_BIND_NAMED)
         /* Not deduplicated like an unnamed constant: its value changes
          * with ProgramNamedParameter4*NV (nvst_fragment.c). */
         idx = _mesa_add_parameter(params, PROGRAM_CONSTANT,
                                   nvprog->ir->named[b->index].name, 4,
                                   GL_FLOAT_VEC4,
                                   (const gl_constant_value *)
                                      nvprog->named_values[b->index],
                                   NULL, true);
      else if (b->kind == NVTGSI_BIND_DEPTH_BOUNDS ||
               b->kind == NVTGSI_BIND_TEX_COMPLETE ||
               b->kind == NVTGSI_BIND_CLIP_ENABLE ||
               b->kind == NVTGSI_BIND_SAMPLE_POS ||
               b->kind == NVTGSI_BIND_SAMPLE_BUFFERS ||
               b->kind == NVTGSI_BIND_SUBROUTINE ||
               b->kind == NVTGSI_BIND_IMAGE ||
               b->kind == NVTGSI_BIND_STORAGE)
         /* Written by nvst_state_consts.c from the GL state, once the
          * program is installed and whenever that state changes. */
         idx = _mesa_add_parameter(params, PROGRAM_CONSTANT,
                                   "nvprog.state", 4, GL_FLOAT_VEC4, zero,
                                   NULL, true);
      else
         idx = _mesa_add_unnamed_constant(params, zero, 4, NULL);
      if (idx != (int)k) {
         /* Each binding names a distinct parameter, so the list index
          * must match CONST[k]; anything else is an emitter bug. */
         _mesa_free_parameter_list(params);
         return NULL;
      }
   }
   return params;
}

bool
nvst_install_program(struct gl_context *ctx, struct gl_program *prog,
                     struct nvst_program *nvprog, const GLubyte *text,
                     GLsizei len)
{
   struct gl_program_parameter_list *params =
      nvst_program_parameters(nvprog);
   if (!params)
      return false;

   GLubyte *string = copy_text(prog, text, len);
   if (!string) {
      _mesa_free_parameter_list(params);
      return false;
   }
   replace_contents(prog, nvprog, string);
   nvst_program_register(nvprog, prog, ctx->Shared);
   prog->Format = GL_PROGRAM_FORMAT_ASCII_ARB;
   if (prog->Parameters)
      _mesa_free_parameter_list(prog->Parameters);
   prog->Parameters = params;

   /* Mesa treats a vertex program as runnable when it has Mesa IR
    * (_mesa_arb_vertex_program_enabled); a lone END stands for ours,
    * whose real code is the TGSI handed over in nvst_program_to_nir.
    * Mesa's st also reads prog->sh.data->Version for every program with
    * samplers (st_get_sampler_views(), update_shader_samplers(): "prog->
    * sh.data is NULL if it's ARB_fragment_program"), but sh.data shares
    * its storage with arb.Instructions: the array is zero-padded to a
    * whole gl_shader_program_data, so that the read stays inside it and
    * finds Version 0 (with one instruction valgrind saw it read freed
    * memory: nv-leak, an NV fragment program with a texture). */
   const unsigned ir_len =
      DIV_ROUND_UP(sizeof(struct gl_shader_program_data),
                   sizeof(struct prog_instruction));
   struct prog_instruction *ir =
      rzalloc_array(prog, struct prog_instruction, MAX2(ir_len, 1));
   if (!ir)
      return false;
   ralloc_free(prog->arb.Instructions);
   prog->arb.Instructions = ir;
   _mesa_init_instructions(prog->arb.Instructions, 1);
   prog->arb.Instructions[0].Opcode = OPCODE_END;
   /* An ARB program string loaded later into this object replaces the
    * instruction array; that is how nvst_program_to_nir knows the NV
    * program is no longer the object's contents. */
   nvprog->mesa_ir = prog->arb.Instructions;
   prog->arb.NumInstructions = 1;
   prog->arb.IsPositionInvariant = GL_FALSE;
   prog->arb.NumTemporaries = 0;
   prog->arb.NumParameters = params->NumParameters;
   prog->arb.NumAttributes = util_bitcount(nvprog->tgsi.inputs);
   prog->arb.NumAddressRegs = nvprog->ir->uses_address ? 1 : 0;
   set_vertex_samplers(prog, nvprog->ir);

   if (prog->Target == GL_FRAGMENT_PROGRAM_ARB) {
      nvst_fragment_install(prog, nvprog);
      nvst_state_consts_install(ctx, prog);
      return st_program_string_notify(ctx, GL_FRAGMENT_PROGRAM_ARB, prog);
   }
   nvst_state_consts_install(ctx, prog);
   /* "!!NVgp4.0": Mesa patch 0018 hands it to Mesa's st as the geometry
    * shader, with its samplers (st_set_prog_affected_state_flags). */
   if (prog->Target == GL_GEOMETRY_PROGRAM_NV ||
       prog->Target == GL_TESS_CONTROL_PROGRAM_NV ||
       prog->Target == GL_TESS_EVALUATION_PROGRAM_NV ||
       prog->Target == GL_COMPUTE_PROGRAM_NV)
      return st_program_string_notify(ctx, prog->Target, prog);
   if (!st_program_string_notify(ctx, GL_VERTEX_PROGRAM_ARB, prog))
      return false;
   /* st_translate_vertex_program() gives ARB vertex programs no sampler
    * states to validate when they are bound; ours may have some. */
   if (prog->SamplersUsed) {
      prog->affected_states |= ST_NEW_VS_SAMPLER_VIEWS | ST_NEW_VS_SAMPLERS;
      if (ctx->VertexProgram._Current == prog)
         ctx->NewDriverState |= prog->affected_states;
   }
   return true;
}

void
nvst_report_program_error(struct gl_context *ctx,
                          const struct nvp_error *err, const char *caller)
{
   char msg[320];
   snprintf(msg, sizeof(msg), "%s", err->message);
   _mesa_set_program_error(ctx, err->position, msg);
   if (nvst_debug & NVST_DEBUG_ERR)
      fprintf(stderr, "nvprog: %s: error at byte %d: %s\n", caller,
              err->position, err->message);
   _mesa_error(ctx, GL_INVALID_OPERATION, "%s(error at byte %d: %s)",
               caller, err->position, err->message);
}

/* With NVPROG_DEBUG=ir, the IR of a program that loads. */
void
nvst_debug_dump_ir(const struct nvp_program *ir, GLuint id)
{
   if (nvst_debug & NVST_DEBUG_IR) {
      char *dump = nvp_program_dump(ir);
      fprintf(stderr, "nvprog: IR of program %u:\n%s\n", id,
              dump ? dump : "");
      free(dump);
   }
}

/* Gallium has no caps for what the emitter options below describe; they
 * are properties of llvmpipe, each shown by a GL test on both drivers. */
static bool
is_llvmpipe(struct gl_context *ctx)
{
   const char *name = ctx->screen->get_name(ctx->screen);

   return name && strncmp(name, "llvmpipe", 8) == 0;
}

/* nvtgsi_options::fp32_ftz: llvmpipe runs fragment shaders only in its
 * rasteriser threads, which set the x86 flush-to-zero and
 * denormals-are-zero bits (lp_rast.c, util_fpstate_set_denorms_to_zero(),
 * which does nothing without SSE).  Test fp1-denormals. */
static bool
driver_flushes_denormals(struct gl_context *ctx)
{
#if defined(PIPE_ARCH_SSE)
   return util_get_cpu_caps()->has_sse && is_llvmpipe(ctx);
#else
   (void)ctx;
   return false;
#endif
}

struct nvtgsi_options
nvst_emit_options(struct gl_context *ctx)
{
   struct nvtgsi_options opts = nvtgsi_default_options();

   /* Position-invariant programs must transform exactly as this
    * context's fixed function does. */
   opts.mvp_with_dp4 = ctx->Const.ShaderCompilerOptions
                          [MESA_SHADER_VERTEX].OptimizeForAOS;
   opts.fp32_ftz = driver_flushes_denormals(ctx);
   /* no unit's texels flushed until a texture that can hold an fp32
    * denormal is bound to it (nvst_fragment_validate()) */
   if (opts.fp32_ftz)
      opts.texel_flush_units = 0;
   /* every unit's texels in [0, 1] until a texture of another kind is
    * bound to it (the same) */
   opts.texels_01_units = ~0u;
   /* every unit's texture complete until an incomplete one is drawn
    * with (the same) */
   opts.tex_complete_units = ~0u;
   /* and no parameter holding an fp32 denormal until one does, and
    * colours interpolated until a draw with flat shading */
   if (opts.fp32_ftz) {
      opts.flush_params = false;
      opts.flat_colours = false;
   }
   opts.lg2_exact = is_llvmpipe(ctx);
   return opts;
}

bool
nvst_emit_program(struct gl_context *ctx, struct nvst_program *nvprog,
                  GLuint id, const char *caller)
{
   struct nvtgsi_options opts = nvst_emit_options(ctx);
   char emit_err[256] = "";

   nvst_debug_dump_ir(nvprog->ir, id);
   if (!nvtgsi_emit_options(nvprog->ir, &opts, &nvprog->tgsi, emit_err,
                            sizeof(emit_err))) {
      struct nvp_error e = { .position = nvprog->length };
      snprintf(e.message, sizeof(e.message), "%s", emit_err);
      nvst_report_program_error(ctx, &e, caller);
      return false;
   }
   if (nvst_debug & NVST_DEBUG_TGSI) {
      fprintf(stderr, "nvprog: TGSI of program %u:\n", id);
      tgsi_dump(nvprog->tgsi.tokens, 0);
   }
   nvst_vp2_trace_install(nvprog);
   return true;
}

/* What each LoadProgramNV target becomes. */
static const struct load_target {
   GLenum target;             /* LoadProgramNV <target> */
   GLenum mesa_target;        /* gl_program::Target of the object */
   gl_shader_stage stage;     /* of a new object */
   enum nvp_target parse_as;
   bool draws;                /* runs in the pipeline, through TGSI */
} load_targets[] = {
   { GL_VERTEX_PROGRAM_NV, GL_VERTEX_PROGRAM_ARB, MESA_SHADER_VERTEX,
     NVP_TARGET_VERTEX, true },
   /* NV and ARB fragment programs share names, targets and strings
    * (ARB_fragment_program, "Interactions with NV_fragment_program"). */
   { GL_FRAGMENT_PROGRAM_NV, GL_FRAGMENT_PROGRAM_ARB, MESA_SHADER_FRAGMENT,
     NVP_TARGET_FRAGMENT, true },
   /* State programs only run through ExecuteProgramNV, on the CPU. */
   { GL_VERTEX_STATE_PROGRAM_NV, GL_VERTEX_STATE_PROGRAM_NV,
     MESA_SHADER_VERTEX, NVP_TARGET_VERTEX_STATE, false },
};

static const struct load_target *
find_load_target(GLenum target)
{
   for (unsigned i = 0; i < ARRAY_SIZE(load_targets); i++) {
      if (load_targets[i].target == target)
         return &load_targets[i];
   }
   return NULL;
}

/* A state program only needs its text and IR. */
static bool
install_state_program(struct gl_program *prog, struct nvst_program *nvprog,
                      const GLubyte *text, GLsizei len)
{
   GLubyte *string = copy_text(prog, text, len);
   if (!string)
      return false;
   replace_contents(prog, nvprog, string);
   return true;
}

void GLAPIENTRY
nvst_LoadProgramNV(GLenum target, GLuint id, GLsizei len,
                   const GLubyte *program)
{
   GET_CURRENT_CONTEXT(ctx);
   static const char *caller = "glLoadProgramNV";
   const struct load_target *lt = find_load_target(target);

   if (!lt || (target == GL_FRAGMENT_PROGRAM_NV &&
               !ctx->Extensions.NV_fragment_program)) {
      _mesa_error(ctx, GL_INVALID_ENUM, "%s(target)", caller);
      return;
   }
   /* "The error INVALID_VALUE occurs if a program is loaded with an id
    * of zero." */
   if (id == 0) {
      _mesa_error(ctx, GL_INVALID_VALUE, "%s(id == 0)", caller);
      return;
   }
   if (len < 0 || (len > 0 && !program)) {
      _mesa_error(ctx, GL_INVALID_VALUE, "%s(len)", caller);
      return;
   }

   struct gl_program *prog = _mesa_lookup_program(ctx, id);
   if (prog == &_mesa_DummyProgram)
      prog = NULL;
   /* "INVALID_OPERATION is generated if a program is loaded for an id
    * that is currently loaded with a program of a different program
    * target." */
   if (prog && prog->Target != lt->mesa_target) {
      _mesa_error(ctx, GL_INVALID_OPERATION, "%s(id of another target)",
                  caller);
      return;
   }

   struct nvp_error err;
   memset(&err, 0, sizeof(err));
   /* "If ARB_fragment_program is supported, the maximum number of
    * executable instructions for an !!FP1.0 is" its
    * MAX_PROGRAM_INSTRUCTIONS_ARB. */
   struct nvp_limits limits = {
      .fp_max_instrs =
         ctx->Const.Program[MESA_SHADER_FRAGMENT].MaxInstructions,
   };
   struct nvp_program *ir =
      nvp_parse_limits(lt->parse_as, (const char *)program, len, &limits,
                       &err);
   if (!ir) {
      /* The previous program, its binding and its string stay. */
      nvst_report_program_error(ctx, &err, caller);
      return;
   }
   /* "!!VP2.0" is a header only GL_NV_vertex_program2 defines. */
   if (ir->kind == NVP_KIND_VP20 && !ctx->Extensions.NV_vertex_program2) {
      struct nvp_error e = { .position = 0, .line = 1, .column = 1 };
      snprintf(e.message, sizeof(e.message),
               "line 1, column 1: !!VP2.0 needs GL_NV_vertex_program2");
      nvp_program_free(ir);
      nvst_report_program_error(ctx, &e, caller);
      return;
   }

   struct nvst_program *nvprog = nvst_program_new();
   if (!nvprog) {
      nvp_program_free(ir);
      _mesa_error(ctx, GL_OUT_OF_MEMORY, "%s", caller);
      return;
   }
   nvprog->target = target;
   nvprog->length = len;
   nvprog->ir = ir;
   if (!nvst_fragment_init_named(nvprog)) {
      nvst_program_free(nvprog);
      _mesa_error(ctx, GL_OUT_OF_MEMORY, "%s", caller);
      return;
   }

   if (lt->draws && !nvst_emit_program(ctx, nvprog, id, caller)) {
      nvst_program_free(nvprog);
      return;
   }
   if (!lt->draws)
      nvst_debug_dump_ir(ir, id);

   FLUSH_VERTICES(ctx, _NEW_PROGRAM, 0);

   bool created = false;
   if (!prog) {
      prog = ctx->Driver.NewProgram(ctx, lt->stage, id, true);
      if (!prog) {
         nvst_program_free(nvprog);
         _mesa_error(ctx, GL_OUT_OF_MEMORY, "%s", caller);
         return;
      }
      prog->Target = lt->mesa_target;
      created = true;
   }

   bool ok = lt->draws ?
             nvst_install_program(ctx, prog, nvprog, program, len) :
             install_state_program(prog, nvprog, program, len);
   if (!ok) {
      if (prog->NVProgram != nvprog)
         nvst_program_free(nvprog);
      if (created)
         _mesa_reference_program(ctx, &prog, NULL);
      struct nvp_error e = { .position = len };
      snprintf(e.message, sizeof(e.message),
               "the program could not be translated");
      nvst_report_program_error(ctx, &e, caller);
      return;
   }
   if (created)
      _mesa_HashInsert(ctx->Shared->Programs, id, prog, true);

   /* "If the program loads successfully, the value of
    * PROGRAM_ERROR_POSITION_NV is assigned the value negative one." */
   _mesa_set_program_error(ctx, -1, "");

   if (prog == ctx->VertexProgram.Current) {
      ctx->NewState |= _NEW_PROGRAM;
      _mesa_update_vertex_processing_mode(ctx);
   }
   /* "If a program id is successfully loaded with a new ... program and
    * id is also the currently bound ... program, the new program is
    * considered the currently bound" one. */
   if (prog == ctx->FragmentProgram.Current)
      ctx->NewState |= _NEW_PROGRAM;
   _mesa_update_valid_to_render_state(ctx);
}

/* A program that exists in NV terms: "program objects are created by
 * calling LoadProgramNV" (ARB_vertex_program's interactions), so an
 * object that BindProgram created without a program string does not. */
static struct gl_program *
lookup_loaded(struct gl_context *ctx, GLuint id)
{
   struct gl_program *prog = id ? _mesa_lookup_program(ctx, id) : NULL;
   if (prog == &_mesa_DummyProgram || (prog && !prog->String))
      return NULL;
   return prog;
}

void GLAPIENTRY
nvst_GetProgramivNV(GLuint id, GLenum pname, GLint *params)
{
   GET_CURRENT_CONTEXT(ctx);
   struct gl_program *prog = lookup_loaded(ctx, id);

   if (!prog) {
      _mesa_error(ctx, GL_INVALID_OPERATION, "glGetProgramivNV(id)");
      return;
   }
   switch (pname) {
   case GL_PROGRAM_TARGET_NV:
      *params = prog->NVProgram ?
         (GLint)((struct nvst_program *)prog->NVProgram)->target :
         (GLint)prog->Target;
      return;
   case GL_PROGRAM_LENGTH_NV:
      *params = prog->NVProgram ?
         ((struct nvst_program *)prog->NVProgram)->length :
         prog->String ? (GLint)strlen((const char *)prog->String) : 0;
      return;
   case GL_PROGRAM_RESIDENT_NV:
      /* Every loaded program is resident: software keeps all of them
       * ready for binding. */
      *params = GL_TRUE;
      return;
   default:
      _mesa_error(ctx, GL_INVALID_ENUM, "glGetProgramivNV(pname)");
      return;
   }
}

void GLAPIENTRY
nvst_GetProgramStringNV(GLuint id, GLenum pname, GLubyte *program)
{
   GET_CURRENT_CONTEXT(ctx);
   struct gl_program *prog = lookup_loaded(ctx, id);

   if (!prog) {
      _mesa_error(ctx, GL_INVALID_OPERATION, "glGetProgramStringNV(id)");
      return;
   }
   if (pname != GL_PROGRAM_STRING_NV) {
      _mesa_error(ctx, GL_INVALID_ENUM, "glGetProgramStringNV(pname)");
      return;
   }
   if (!program || !prog->String)
      return;
   GLsizei len = prog->NVProgram ?
      ((struct nvst_program *)prog->NVProgram)->length :
      (GLsizei)strlen((const char *)prog->String);
   memcpy(program, prog->String, len);
}

GLboolean GLAPIENTRY
nvst_AreProgramsResidentNV(GLsizei n, const GLuint *ids,
                           GLboolean *residences)
{
   GET_CURRENT_CONTEXT(ctx);
   (void)residences;

   if (n < 0) {
      _mesa_error(ctx, GL_INVALID_VALUE, "glAreProgramsResidentNV(n)");
      return GL_FALSE;
   }
   /* "If any of the names in ids are nonexistent or zero, FALSE is
    * returned, the error INVALID_VALUE is generated". */
   for (GLsizei i = 0; i < n; i++) {
      if (!lookup_loaded(ctx, ids[i])) {
         _mesa_error(ctx, GL_INVALID_VALUE, "glAreProgramsResidentNV(id)");
         return GL_FALSE;
      }
   }
   /* All programs are resident: "returns TRUE if all of the n programs
    * named in ids are resident", leaving residences unchanged. */
   return GL_TRUE;
}

void GLAPIENTRY
nvst_RequestResidentProgramsNV(GLsizei n, const GLuint *ids)
{
   GET_CURRENT_CONTEXT(ctx);
   (void)ids;
   if (n < 0)
      _mesa_error(ctx, GL_INVALID_VALUE, "glRequestResidentProgramsNV(n)");
   /* Everything is resident already; nonexistent names are "silently
    * ignored". */
}
