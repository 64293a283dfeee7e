/*
 * NV_fragment_program's GL side: the enable, the queries, BindProgramNV
 * and the local parameters with target FRAGMENT_PROGRAM_NV, and the
 * named local parameters.
 *
 * ARB_fragment_program, "Interactions with NV_fragment_program": "The
 * following GL state is identical in the two extensions: Fragment
 * program mode enable.  The NV and ARB enumerants have different
 * values, but the same effect.  Program error position.  Program error
 * string.  NV_fragment_program and ARB_fragment_program "program local
 * parameters."  Fragment program names, targets, formats, program
 * string, program string lengths, and residency information."  So an
 * NV fragment program is a Mesa gl_program of target
 * FRAGMENT_PROGRAM_ARB, bound as ctx->FragmentProgram.Current and
 * enabled by ctx->FragmentProgram.Enabled: Mesa's own program selection
 * (state.c: GLSL, then ARB/NV programs, then ATI_fs, then fixed
 * function), draw-time validity checks (Begin, the draws, DrawPixels,
 * Bitmap, CopyPixels) and PushAttrib(ENABLE_BIT) apply unchanged.
 */
#include <float.h>
#include <math.h>
#include <string.h>

#include "compiler/nir/nir.h"
#include "main/context.h"
#include "main/dispatch.h"
#include "main/enable.h"
#include "main/formats.h"
#include "main/mtypes.h"
#include "program/prog_parameter.h"
#include "program/program.h"
#include "state_tracker/st_program.h"
#include "util/bitscan.h"
#include "api_exec_decl.h"

#include "nvst_arb_program.h"
#include "nvst_private.h"

/* MAX_FRAGMENT_PROGRAM_LOCAL_PARAMETERS_NV: p[0] .. p[63], what the
 * parser accepts ("must be at least 64"). */
#define NVST_FP_NUM_LOCALS NVP_FP_NUM_LOCALS

/* The texture target index of an nvprog target; ARB_fragment_program_
 * shadow's SHADOW targets sample the 1D, 2D and RECT textures. */
gl_texture_index
nvst_tex_index(unsigned target)
{
   static const gl_texture_index index[NVP_TEX_GP4_TARGET_COUNT] = {
      [NVP_TEX_1D] = TEXTURE_1D_INDEX,
      [NVP_TEX_2D] = TEXTURE_2D_INDEX,
      [NVP_TEX_3D] = TEXTURE_3D_INDEX,
      [NVP_TEX_CUBE] = TEXTURE_CUBE_INDEX,
      [NVP_TEX_RECT] = TEXTURE_RECT_INDEX,
      [NVP_TEX_SHADOW1D] = TEXTURE_1D_INDEX,
      [NVP_TEX_SHADOW2D] = TEXTURE_2D_INDEX,
      [NVP_TEX_SHADOWRECT] = TEXTURE_RECT_INDEX,
      /* NV_gpu_program4 Table X.17 */
      [NVP_TEX_ARRAY1D] = TEXTURE_1D_ARRAY_INDEX,
      [NVP_TEX_ARRAY2D] = TEXTURE_2D_ARRAY_INDEX,
      [NVP_TEX_SHADOWCUBE] = TEXTURE_CUBE_INDEX,
      [NVP_TEX_SHADOWARRAY1D] = TEXTURE_1D_ARRAY_INDEX,
      [NVP_TEX_SHADOWARRAY2D] = TEXTURE_2D_ARRAY_INDEX,
      [NVP_TEX_BUFFER] = TEXTURE_BUFFER_INDEX,
      /* NV_gpu_program5 */
      [NVP_TEX_ARRAYCUBE] = TEXTURE_CUBE_ARRAY_INDEX,
      [NVP_TEX_SHADOWARRAYCUBE] = TEXTURE_CUBE_ARRAY_INDEX,
      [NVP_TEX_2DMS] = TEXTURE_2D_MULTISAMPLE_INDEX,
      [NVP_TEX_ARRAY2DMS] = TEXTURE_2D_MULTISAMPLE_ARRAY_INDEX,
   };
   return target > NVP_TEX_NONE && target < NVP_TEX_GP4_TARGET_COUNT ?
          index[target] : TEXTURE_2D_INDEX;
}

void
nvst_fragment_enable_extension(struct gl_context *ctx)
{
   /* Built on Mesa's ARB_fragment_program state (see above); the RECT
    * target of <texImageTarget> needs rectangle textures (cube maps are
    * always there in Mesa 22.3). */
   if (!ctx->Extensions.ARB_fragment_program ||
       !ctx->Extensions.NV_texture_rectangle ||
       ctx->Const.Program[MESA_SHADER_FRAGMENT].MaxLocalParams <
          NVST_FP_NUM_LOCALS)
      return;
   ctx->Extensions.NV_fragment_program = GL_TRUE;
   /* "!!ARBfp1.0" with OPTION NV_fragment_program goes through the same
    * back end (nvst_arb_program.c). */
   ctx->Extensions.NV_fragment_program_option = GL_TRUE;
   /* ... and with OPTION NV_fragment_program2 (flow, DIV, DP2, DP2A,
    * NRM, TXL, facing): src/tgsi_emit/nvtgsi_fp_flow.c. */
   ctx->Extensions.NV_fragment_program2 = GL_TRUE;
}

/* The object holds a loaded !!FP1.0 program (not since replaced by a
 * ProgramStringARB string). */
static struct nvst_program *
nv_fragment_program(struct gl_program *prog)
{
   struct nvst_program *nvprog = nvst_program_of(prog);

   return nvprog && nvprog->target == GL_FRAGMENT_PROGRAM_NV ? nvprog
                                                              : NULL;
}

bool
nvst_fragment_init_named(struct nvst_program *nvprog)
{
   const struct nvp_program *ir = nvprog->ir;

   if (!ir->num_named)
      return true;
   nvprog->named_values = calloc(ir->num_named, sizeof(float[4]));
   if (!nvprog->named_values)
      return false;
   /* "A DECLARE instruction can optionally specify an initial value";
    * a successful load starts from the text's values again. */
   for (unsigned k = 0; k < ir->num_named; k++)
      memcpy(nvprog->named_values[k], ir->named[k].value, sizeof(float[4]));
   return true;
}

/*
 * What Mesa's ARB parser records about texturing, from the program's
 * texture instructions: unit n is sampled through sampler n with the one
 * target the program uses on it ("fails to load if multiple texture
 * lookup instructions reference different targets for the same texture
 * image unit").  texstate.c picks each unit's current texture object
 * from TexturesUsed, st binds sampler views from SamplersUsed.
 */
/* The temporaries an operand or destination names: bit n of r (Rn, the
 * ARB kinds' TEMPs) or of h (Hn). */
static void
temp_bits(enum nvp_file file, int index, uint64_t *r, uint64_t *h)
{
   if (index < 0 || index >= 64)
      return;
   if (file == NVP_FILE_TEMP)
      *r |= UINT64_C(1) << index;
   else if (file == NVP_FILE_TEMP_H)
      *h |= UINT64_C(1) << index;
}

/*
 * PROGRAM_TEX_INSTRUCTIONS_ARB and PROGRAM_TEX_INDIRECTIONS_ARB of
 * ARB_fragment_program: "Each texture instruction in the program
 * (matches of the <TexInstruction> grammar rule)" -- the lookups and KIL
 * -- and the nodes of issue (24): "When a texture instruction is
 * encountered, an indirection may be added and a new node started if
 * ... 1. the source coordinate of the texture instruction is a temporary
 * that has already been written in the current node, either by a
 * previous texture instruction or ALU instruction; 2. the result of the
 * texture instruction is a temporary that has already been read or
 * written in the current node by an ALU instruction."
 */
static void
count_texture_instructions(struct gl_program *prog,
                           const struct nvp_program *ir)
{
   uint64_t written_r = 0, written_h = 0, alu_r = 0, alu_h = 0;
   unsigned tex = 0, nodes = 1;

   for (unsigned i = 0; i < ir->num_instrs; i++) {
      const struct nvp_instr *in = &ir->instrs[i];
      const struct nvp_opcode_info *info = nvp_opcode_info(in->op);
      uint64_t src_r = 0, src_h = 0, dst_r = 0, dst_h = 0;

      if (!info || (info->fp_flags & NVP_FP_FLOW))
         continue;
      for (unsigned k = 0; k < info->num_src; k++)
         temp_bits(in->src[k].file, in->src[k].index, &src_r, &src_h);
      temp_bits(in->dst.file, in->dst.index, &dst_r, &dst_h);
      if ((info->fp_flags & NVP_FP_TEXTURE) || in->op == NVP_OP_KIL) {
         tex++;
         if ((src_r & written_r) || (src_h & written_h) ||
             (dst_r & alu_r) || (dst_h & alu_h)) {
            nodes++;
            written_r = written_h = alu_r = alu_h = 0;
         }
         written_r |= dst_r;
         written_h |= dst_h;
      } else {
         alu_r |= src_r | dst_r;
         alu_h |= src_h | dst_h;
         written_r |= dst_r;
         written_h |= dst_h;
      }
   }
   prog->arb.NumTexInstructions = tex;
   prog->arb.NumTexIndirections = nodes;
}

void
nvst_fragment_install(struct gl_program *prog, struct nvst_program *nvprog)
{
   const struct nvtgsi_shader *sh = &nvprog->tgsi;

   prog->SamplersUsed = 0;
   prog->ShadowSamplers = 0;
   memset(prog->TexturesUsed, 0, sizeof(prog->TexturesUsed));
   BITSET_ZERO(prog->info.textures_used);
   for (unsigned n = 0; n < NVP_FP_NUM_TEX_UNITS; n++) {
      prog->SamplerUnits[n] = n;
      if (!(sh->samplers & (1u << n)))
         continue;
      prog->SamplersUsed |= 1u << n;
      prog->TexturesUsed[n] = 1u << nvst_tex_index(sh->tex_targets[n]);
      /* (the state tracker then keeps the unit's depth comparison) */
      if (nvp_tex_compares(sh->tex_targets[n]))
         prog->ShadowSamplers |= 1u << n;
      BITSET_SET(prog->info.textures_used, n);
   }
   count_texture_instructions(prog, nvprog->ir);
}

/* Whether a component of v is an fp32 denormal. */
static bool
has_denormal(const float v[4])
{
   for (unsigned c = 0; c < 4; c++) {
      if (v[c] != 0.0f && fabsf(v[c]) < FLT_MIN)
         return true;
   }
   return false;
}

/* Whether a texel that unit 'unit' samples for 'target' may be an fp32
 * denormal (nvtgsi_options::texel_flush_units): a format with an fp32
 * channel, or a border colour with a denormal component.  Normalised
 * and fp16 channels are multiples of at least 2^-24 and filtering
 * weights them by at least 2^-16, far from 2^-126. */
static bool
texels_may_be_denormal(const struct gl_context *ctx, unsigned unit,
                       unsigned target)
{
   const struct gl_texture_unit *tu = &ctx->Texture.Unit[unit];
   const struct gl_texture_object *tex =
      tu->CurrentTex[nvst_tex_index(target)];

   if (!tex)
      return false;
   const struct gl_sampler_object *samp = tu->Sampler ? tu->Sampler :
                                                        &tex->Sampler;
   if (has_denormal(samp->Attrib.state.border_color.f))
      return true;
   int base = tex->Attrib.BaseLevel;
   if (base < 0 || base >= MAX_TEXTURE_LEVELS)
      return true;
   for (unsigned face = 0; face < MAX_FACES; face++) {
      const struct gl_texture_image *img = tex->Image[face][base];
      if (img && _mesa_get_format_datatype(img->TexFormat) == GL_FLOAT &&
          _mesa_get_format_max_bits(img->TexFormat) >= 32)
         return true;
   }
   return false;
}

/* Whether every texel that unit 'unit' samples for 'target' lies in
 * [+0.0, 1.0] (nvtgsi_options::texels_01_units): no texture (the
 * incomplete texture's (0,0,0,0)), or a texture whose base images have
 * unsigned normalised channels (depth ones included, whose comparison
 * gives 0.0 to 1.0 too) and whose border colour is in [+0.0, 1.0]. */
static bool
texels_in_01(const struct gl_context *ctx, unsigned unit, unsigned target)
{
   const struct gl_texture_unit *tu = &ctx->Texture.Unit[unit];
   const struct gl_texture_object *tex =
      tu->CurrentTex[nvst_tex_index(target)];

   if (!tex)
      return true;
   const struct gl_sampler_object *samp = tu->Sampler ? tu->Sampler :
                                                        &tex->Sampler;
   for (unsigned c = 0; c < 4; c++) {
      float v = samp->Attrib.state.border_color.f[c];
      if (!(v >= 0.0f && v <= 1.0f) || signbit(v))
         return false;
   }
   /* (the levels of a complete texture share the base level's format;
    * an incomplete one samples as no texture) */
   int base = tex->Attrib.BaseLevel;
   if (base < 0 || base >= MAX_TEXTURE_LEVELS)
      return false;
   for (unsigned face = 0; face < MAX_FACES; face++) {
      const struct gl_texture_image *img = tex->Image[face][base];
      if (img && img->TexFormat != MESA_FORMAT_NONE &&
          _mesa_get_format_datatype(img->TexFormat) !=
          GL_UNSIGNED_NORMALIZED)
         return false;
   }
   return true;
}

/* Whether a local, environment or named parameter that 'prog' reads
 * (nvtgsi_options::flush_params) now holds an fp32 denormal. */
static bool
params_have_denormal(const struct gl_context *ctx,
                     const struct gl_program *prog,
                     const struct nvst_program *nvprog)
{
   const struct nvp_program *ir = nvprog->ir;

   for (unsigned k = 0; k < nvprog->tgsi.num_bindings; k++) {
      const struct nvtgsi_binding *b = &nvprog->tgsi.bindings[k];
      int kind = -1, n = b->index;

      if (b->kind == NVTGSI_BIND_LOCAL) {
         kind = NVP_PARAM_LOCAL;
      } else if (b->kind == NVTGSI_BIND_NAMED) {
         if (has_denormal(nvprog->named_values[n]))
            return true;
      } else if (b->kind == NVTGSI_BIND_PARAM && nvst_ir_is_arb(ir) &&
                 n >= 0 && (unsigned)n < ir->num_params) {
         kind = ir->params[n].kind;
         n = ir->params[n].index;
      }
      if (kind == NVP_PARAM_LOCAL && prog->arb.LocalParams &&
          n >= 0 && (unsigned)n < prog->arb.MaxLocalParams &&
          has_denormal(prog->arb.LocalParams[n]))
         return true;
      if (kind == NVP_PARAM_ENV && n >= 0 && n < MAX_PROGRAM_ENV_PARAMS &&
          has_denormal(ctx->FragmentProgram.Parameters[n]))
         return true;
   }
   return false;
}

/*
 * Before each draw (the validate_render hook), the assumptions the bound
 * fragment program was emitted with are checked against the textures
 * and parameters of the draw:
 *  - on a driver that leaves fp32 flushing to the CPU (fp32_ftz), it
 *    flushes the texels of the units whose textures may hold an fp32
 *    denormal; it was emitted assuming none does;
 *  - the texels of every unit lie in [+0.0, 1.0] (texels_01_units);
 *  - with fp32_ftz, no local, environment or named parameter holds an
 *    fp32 denormal (flush_params);
 *  - !!FP1.0: the texture of every unit is complete
 *    (tex_complete_units);
 *  - with fp32_ftz, f[COL0] and f[COL1] are interpolated, not copied by
 *    flat shading (flat_colours).
 * A unit or parameter that breaks one is moved out of it and the program
 * emitted again, handed to Mesa like a newly loaded program.  Each
 * assumption is only ever dropped, so a program is emitted again at
 * most three times per unit, once for its parameters and once for flat
 * shading.
 */
void
nvst_fragment_validate(struct gl_context *ctx)
{
   struct gl_program *prog = ctx->FragmentProgram._Current;
   struct nvst_program *nvprog = nvst_program_of(prog);

   if (!nvprog)
      return;
   uint32_t need = 0, lose = 0;
   bool flush_params = nvprog->tgsi.flush_params;
   if (nvprog->tgsi.fp32_ftz && !flush_params)
      flush_params = params_have_denormal(ctx, prog, nvprog);
   bool flat_colours = nvprog->tgsi.flat_colours ||
      (ctx->Light.ShadeModel == GL_FLAT &&
       (nvprog->ir->attribs_read & ((1u << NVP_FRAG_COL0) |
                                    (1u << NVP_FRAG_COL1))));
   if (nvprog->tgsi.fp32_ftz) {
      u_foreach_bit(u, nvprog->tgsi.samplers &
                       ~nvprog->tgsi.texel_flush_units) {
         if (texels_may_be_denormal(ctx, u, nvprog->tgsi.tex_targets[u]))
            need |= 1u << u;
      }
   }
   u_foreach_bit(u, nvprog->tgsi.samplers & nvprog->tgsi.texels_01_units) {
      if (!texels_in_01(ctx, u, nvprog->tgsi.tex_targets[u]))
         lose |= 1u << u;
   }
   uint32_t incomplete = 0;
   if (nvprog->ir->kind == NVP_KIND_FP10) {
      u_foreach_bit(u, nvprog->tgsi.samplers &
                       nvprog->tgsi.tex_complete_units) {
         if (!nvst_texture_complete(ctx, prog, u))
            incomplete |= 1u << u;
      }
   }
   struct nvtgsi_options count;
   bool recount = nvst_fp_count_options(ctx, prog, nvprog, &count);
   if (!need && !lose && !incomplete &&
       flush_params == nvprog->tgsi.flush_params &&
       flat_colours == nvprog->tgsi.flat_colours && !recount)
      return;

   struct nvtgsi_options opts = nvst_emit_options(ctx);
   struct nvtgsi_shader code;
   char err[256];
   if (nvprog->tgsi.fp32_ftz)
      opts.texel_flush_units = nvprog->tgsi.texel_flush_units | need;
   opts.texels_01_units = nvprog->tgsi.texels_01_units & ~lose;
   opts.tex_complete_units = nvprog->tgsi.tex_complete_units & ~incomplete;
   opts.flush_params = flush_params;
   opts.flat_colours = flat_colours;
   opts.uncounted = count.uncounted;
   opts.fp_path = count.fp_path;
   opts.fp_path_len = count.fp_path_len;
   if (!nvtgsi_emit_options(nvprog->ir, &opts, &code, err, sizeof(err))) {
      /* a path past the translation bound: the general code */
      if (!opts.fp_path && !opts.uncounted)
         goto keep;
      opts.fp_path = NULL;
      opts.fp_path_len = 0;
      opts.uncounted = false;
      if (!nvtgsi_emit_options(nvprog->ir, &opts, &code, err, sizeof(err)))
         goto keep;
   }
   /* the same layout: prog->Parameters and the bindings stay valid */
   if (code.num_bindings != nvprog->tgsi.num_bindings ||
       memcmp(code.bindings, nvprog->tgsi.bindings,
              sizeof(*code.bindings) * code.num_bindings) != 0 ||
       code.inputs != nvprog->tgsi.inputs ||
       code.samplers != nvprog->tgsi.samplers) {
      nvtgsi_shader_free(&code);
      goto keep;
   }
   struct gl_program_parameter_list *params;
   struct nvtgsi_shader old = nvprog->tgsi;
   nvprog->tgsi = code;
   params = nvst_program_parameters(nvprog);
   if (!params) {
      nvprog->tgsi = old;
      nvtgsi_shader_free(&code);
      goto keep;
   }
   nvtgsi_shader_free(&old);
   if (nvst_debug & NVST_DEBUG_TGSI)
      fprintf(stderr, "nvprog: program %u flushes the texels of units "
              "0x%x, takes those of units 0x%x in [0, 1]\n", prog->Id,
              nvprog->tgsi.texel_flush_units,
              nvprog->tgsi.texels_01_units);
   _mesa_free_parameter_list(prog->Parameters);
   prog->Parameters = params;
   nvst_fragment_install(prog, nvprog);
   nvst_state_consts_install(ctx, prog);
   st_program_string_notify(ctx, GL_FRAGMENT_PROGRAM_ARB, prog);
   nvst_share_emitted(nvprog);
   nvst_fp_count_emitted(nvprog, &opts);
   return;
keep:
   /* Not emitted again (past the translation bound with the flushes,
    * out of memory): the program keeps its code, and the units are
    * marked so as not to try at every draw.  A unit that left [0, 1]
    * keeps the short MIN, MAX and _SAT, which then differ from the
    * spec for NaN and -0.0 texels only, a unit whose texture became
    * incomplete samples Mesa's (0,0,0,1) instead of (0,0,0,0), and a
    * denormal parameter or flat-shaded colour is read unflushed
    * (docs/limits.md). */
   nvprog->tgsi.texel_flush_units |= need;
   nvprog->tgsi.texels_01_units &= ~lose;
   nvprog->tgsi.tex_complete_units &= ~incomplete;
   nvprog->tgsi.flush_params = flush_params;
   nvprog->tgsi.flat_colours = flat_colours;
   /* (the counted code was emitted once, so it is emitted again; an
    * uncounted one that failed to become counted again stays, which
    * the translation bound cannot cause: see docs/limits.md) */
}

/* Mesa's ARB parser fills prog->info for fragment programs; st reads the
 * inputs and outputs from it (bitmap and drawpixels variants, point
 * sprites, colour clamping). */
void
nvst_fragment_shape_nir(struct gl_program *prog, nir_shader *nir)
{
   nir_shader_gather_info(nir, nir_shader_get_entrypoint(nir));
   prog->info.inputs_read = nir->info.inputs_read;
   prog->info.outputs_written = nir->info.outputs_written;
   prog->info.system_values_read[0] = nir->info.system_values_read[0];
   prog->info.system_values_read[1] = nir->info.system_values_read[1];
   prog->info.fs.uses_discard = nir->info.fs.uses_discard;
   prog->info.fs.origin_upper_left = nir->info.fs.origin_upper_left;
   prog->info.fs.pixel_center_integer = nir->info.fs.pixel_center_integer;
   /* NV_gpu_program5: the SAMPLE modifier runs the program per sample
    * (_mesa_get_min_invocations_per_fragment), as fragment.sampleid
    * does (system_values_read); OPTION NV_early_fragment_tests */
   prog->info.fs.uses_sample_qualifier = nir->info.fs.uses_sample_qualifier;
   prog->info.fs.early_fragment_tests = nir->info.fs.early_fragment_tests;
}

bool
nvst_fragment_set_enable(struct gl_context *ctx, GLenum cap,
                         GLboolean state)
{
   if (cap != GL_FRAGMENT_PROGRAM_NV || !ctx->Extensions.NV_fragment_program)
      return false;
   /* "The NV and ARB enumerants have different values, but the same
    * effect." */
   _mesa_set_enable(ctx, GL_FRAGMENT_PROGRAM_ARB, state);
   return true;
}

bool
nvst_fragment_is_enabled(struct gl_context *ctx, GLenum cap,
                         GLboolean *value)
{
   if (cap != GL_FRAGMENT_PROGRAM_NV || !ctx->Extensions.NV_fragment_program)
      return false;
   *value = ctx->FragmentProgram.Enabled;
   return true;
}

bool
nvst_fragment_get_integer(struct gl_context *ctx, GLenum pname,
                          GLint *value)
{
   if (!ctx->Extensions.NV_fragment_program)
      return false;
   switch (pname) {
   case GL_FRAGMENT_PROGRAM_NV:
      *value = ctx->FragmentProgram.Enabled;
      return true;
   case GL_FRAGMENT_PROGRAM_BINDING_NV:
      *value = ctx->FragmentProgram.Current ?
               (GLint)ctx->FragmentProgram.Current->Id : 0;
      return true;
   case GL_MAX_FRAGMENT_PROGRAM_LOCAL_PARAMETERS_NV:
      *value = NVST_FP_NUM_LOCALS;
      return true;
   default:
      /* MAX_TEXTURE_COORDS_NV, MAX_TEXTURE_IMAGE_UNITS_NV and
       * PROGRAM_ERROR_STRING_NV have the values of the ARB enumerants
       * Mesa answers already. */
      return false;
   }
}

/* BindProgramNV is BindProgramARB (one dispatch slot). */
static void GLAPIENTRY
nvst_BindProgramARB(GLenum target, GLuint id)
{
   GET_CURRENT_CONTEXT(ctx);

   if (target == GL_FRAGMENT_PROGRAM_NV &&
       ctx->Extensions.NV_fragment_program)
      target = GL_FRAGMENT_PROGRAM_ARB;
   _mesa_BindProgramARB(target, id);
   nvst_subroutine_bound(ctx, target, id);
}

/*
 * ProgramLocalParameter4*ARB and GetProgramLocalParameter*ARB with
 * FRAGMENT_PROGRAM_NV: the ARB fragment locals of the bound program.
 * "The error INVALID_VALUE is generated if <index> is greater than or
 * equal to the number of numbered program local parameters supported
 * by <target>."  Returns the target Mesa's function is called with, or
 * GL_NONE after an error.
 */
static GLenum
local_target(GLenum target, GLuint index, const char *caller)
{
   GET_CURRENT_CONTEXT(ctx);

   if (target != GL_FRAGMENT_PROGRAM_NV)
      return target;
   if (!ctx->Extensions.NV_fragment_program) {
      _mesa_error(ctx, GL_INVALID_ENUM, "%s(target)", caller);
      return GL_NONE;
   }
   if (index >= NVST_FP_NUM_LOCALS) {
      _mesa_error(ctx, GL_INVALID_VALUE, "%s(index)", caller);
      return GL_NONE;
   }
   return GL_FRAGMENT_PROGRAM_ARB;
}

static void GLAPIENTRY
nvst_ProgramLocalParameter4fARB(GLenum target, GLuint index, GLfloat x,
                                GLfloat y, GLfloat z, GLfloat w)
{
   target = local_target(target, index, "glProgramLocalParameter4fARB");
   if (target != GL_NONE)
      _mesa_ProgramLocalParameter4fARB(target, index, x, y, z, w);
}

static void GLAPIENTRY
nvst_ProgramLocalParameter4fvARB(GLenum target, GLuint index,
                                 const GLfloat *v)
{
   target = local_target(target, index, "glProgramLocalParameter4fvARB");
   if (target != GL_NONE)
      _mesa_ProgramLocalParameter4fvARB(target, index, v);
}

static void GLAPIENTRY
nvst_ProgramLocalParameter4dARB(GLenum target, GLuint index, GLdouble x,
                                GLdouble y, GLdouble z, GLdouble w)
{
   target = local_target(target, index, "glProgramLocalParameter4dARB");
   if (target != GL_NONE)
      _mesa_ProgramLocalParameter4dARB(target, index, x, y, z, w);
}

static void GLAPIENTRY
nvst_ProgramLocalParameter4dvARB(GLenum target, GLuint index,
                                 const GLdouble *v)
{
   target = local_target(target, index, "glProgramLocalParameter4dvARB");
   if (target != GL_NONE)
      _mesa_ProgramLocalParameter4dvARB(target, index, v);
}

static void GLAPIENTRY
nvst_GetProgramLocalParameterfvARB(GLenum target, GLuint index,
                                   GLfloat *v)
{
   target = local_target(target, index, "glGetProgramLocalParameterfvARB");
   if (target != GL_NONE)
      _mesa_GetProgramLocalParameterfvARB(target, index, v);
}

static void GLAPIENTRY
nvst_GetProgramLocalParameterdvARB(GLenum target, GLuint index,
                                   GLdouble *v)
{
   target = local_target(target, index, "glGetProgramLocalParameterdvARB");
   if (target != GL_NONE)
      _mesa_GetProgramLocalParameterdvARB(target, index, v);
}

/*
 * The named local parameter <name> (<len> bytes, case-sensitive) of
 * program <id>, as an index into nvp_program::named, or -1 after the
 * error: "INVALID_OPERATION is generated if <id> specifies a
 * nonexistent program or a program whose type does not suport named
 * local parameters.  The error INVALID_VALUE error is generated if
 * <name> does not specify the name of a local parameter in the program
 * corresponding to <id>.  The error INVALID_VALUE is also generated if
 * <len> is zero."
 */
static int
find_named(struct gl_context *ctx, GLuint id, GLsizei len,
           const GLubyte *name, const char *caller,
           struct gl_program **prog_out)
{
   struct gl_program *prog = id ? _mesa_lookup_program(ctx, id) : NULL;
   struct nvst_program *nvprog =
      prog && prog != &_mesa_DummyProgram ? nv_fragment_program(prog) : NULL;

   if (!nvprog) {
      _mesa_error(ctx, GL_INVALID_OPERATION, "%s(id)", caller);
      return -1;
   }
   if (len <= 0 || !name) {
      _mesa_error(ctx, GL_INVALID_VALUE, "%s(len)", caller);
      return -1;
   }
   const struct nvp_program *ir = nvprog->ir;
   for (unsigned k = 0; k < ir->num_named; k++) {
      /* A DEFINE names a constant, not a local parameter. */
      if (ir->named[k].local && strlen(ir->named[k].name) == (size_t)len &&
          memcmp(ir->named[k].name, name, len) == 0) {
         *prog_out = prog;
         return (int)k;
      }
   }
   _mesa_error(ctx, GL_INVALID_VALUE, "%s(name)", caller);
   return -1;
}

static void
set_named(GLuint id, GLsizei len, const GLubyte *name, const GLfloat v[4],
          const char *caller)
{
   GET_CURRENT_CONTEXT(ctx);
   struct gl_program *prog;
   int k = find_named(ctx, id, len, name, caller, &prog);

   if (k < 0)
      return;
   struct nvst_program *nvprog = prog->NVProgram;
   /* The program need not be bound; the value reaches the constant
    * buffer with the next draw that uses it. */
   FLUSH_VERTICES(ctx, 0, 0);
   /* (a draw in another context may be replacing prog->Parameters) */
   simple_mtx_lock(&nvprog->lock);
   memcpy(nvprog->named_values[k], v, sizeof(float[4]));
   for (unsigned slot = 0; slot < nvprog->tgsi.num_bindings; slot++) {
      const struct nvtgsi_binding *b = &nvprog->tgsi.bindings[slot];
      if (b->kind != NVTGSI_BIND_NAMED || b->index != k)
         continue;
      gl_constant_value *dst = prog->Parameters->ParameterValues +
         prog->Parameters->Parameters[slot].ValueOffset;
      memcpy(dst, v, sizeof(float[4]));
   }
   simple_mtx_unlock(&nvprog->lock);
   ctx->NewDriverState |=
      ctx->DriverFlags.NewShaderConstants[MESA_SHADER_FRAGMENT];
}

static void GLAPIENTRY
nvst_ProgramNamedParameter4fNV(GLuint id, GLsizei len, const GLubyte *name,
                               GLfloat x, GLfloat y, GLfloat z, GLfloat w)
{
   const GLfloat v[4] = { x, y, z, w };
   set_named(id, len, name, v, "glProgramNamedParameter4fNV");
}

static void GLAPIENTRY
nvst_ProgramNamedParameter4fvNV(GLuint id, GLsizei len, const GLubyte *name,
                                const GLfloat *v)
{
   set_named(id, len, name, v, "glProgramNamedParameter4fvNV");
}

static void GLAPIENTRY
nvst_ProgramNamedParameter4dNV(GLuint id, GLsizei len, const GLubyte *name,
                               GLdouble x, GLdouble y, GLdouble z,
                               GLdouble w)
{
   const GLfloat v[4] = { (GLfloat)x, (GLfloat)y, (GLfloat)z, (GLfloat)w };
   set_named(id, len, name, v, "glProgramNamedParameter4dNV");
}

static void GLAPIENTRY
nvst_ProgramNamedParameter4dvNV(GLuint id, GLsizei len, const GLubyte *name,
                                const GLdouble *d)
{
   const GLfloat v[4] = { (GLfloat)d[0], (GLfloat)d[1], (GLfloat)d[2],
                          (GLfloat)d[3] };
   set_named(id, len, name, v, "glProgramNamedParameter4dvNV");
}

static const float *
get_named(GLuint id, GLsizei len, const GLubyte *name, const char *caller)
{
   GET_CURRENT_CONTEXT(ctx);
   struct gl_program *prog;
   int k = find_named(ctx, id, len, name, caller, &prog);

   if (k < 0)
      return NULL;
   return ((struct nvst_program *)prog->NVProgram)->named_values[k];
}

static void GLAPIENTRY
nvst_GetProgramNamedParameterfvNV(GLuint id, GLsizei len,
                                  const GLubyte *name, GLfloat *params)
{
   const float *v =
      get_named(id, len, name, "glGetProgramNamedParameterfvNV");
   if (v)
      memcpy(params, v, sizeof(float[4]));
}

static void GLAPIENTRY
nvst_GetProgramNamedParameterdvNV(GLuint id, GLsizei len,
                                  const GLubyte *name, GLdouble *params)
{
   const float *v =
      get_named(id, len, name, "glGetProgramNamedParameterdvNV");
   if (v) {
      for (unsigned c = 0; c < 4; c++)
         params[c] = v[c];
   }
}

void
nvst_fragment_install_dispatch(struct _glapi_table *t)
{
   SET_BindProgramARB(t, nvst_BindProgramARB);
   SET_ProgramLocalParameter4fARB(t, nvst_ProgramLocalParameter4fARB);
   SET_ProgramLocalParameter4fvARB(t, nvst_ProgramLocalParameter4fvARB);
   SET_ProgramLocalParameter4dARB(t, nvst_ProgramLocalParameter4dARB);
   SET_ProgramLocalParameter4dvARB(t, nvst_ProgramLocalParameter4dvARB);
   SET_GetProgramLocalParameterfvARB(t, nvst_GetProgramLocalParameterfvARB);
   SET_GetProgramLocalParameterdvARB(t, nvst_GetProgramLocalParameterdvARB);
   SET_ProgramNamedParameter4fNV(t, nvst_ProgramNamedParameter4fNV);
   SET_ProgramNamedParameter4fvNV(t, nvst_ProgramNamedParameter4fvNV);
   SET_ProgramNamedParameter4dNV(t, nvst_ProgramNamedParameter4dNV);
   SET_ProgramNamedParameter4dvNV(t, nvst_ProgramNamedParameter4dvNV);
   SET_GetProgramNamedParameterfvNV(t, nvst_GetProgramNamedParameterfvNV);
   SET_GetProgramNamedParameterdvNV(t, nvst_GetProgramNamedParameterdvNV);
}
