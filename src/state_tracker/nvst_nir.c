/*
 * Hand-over of our TGSI to Mesa's state tracker.
 *
 * Mesa's st translates an assembly program with prog_to_nir and then runs
 * its usual passes and shader variants (clamping, two-sided colour, point
 * size, glBitmap/glDrawPixels).  For an NV program the patched
 * st_translate_prog_to_nir asks us instead: we run tgsi_to_nir on our
 * tokens and shape the result like prog_to_nir's output, so everything
 * after it is Mesa's unchanged path:
 *  - vertex inputs: ttn names INPUT[n] VERT_ATTRIB_GENERIC0+n; v[n] reads
 *    the conventional attribute NV_vertex_program aliases with it;
 *  - constants: ttn emits load_uniform with vec4 offsets; prog_to_nir
 *    reads one "parameters" array variable that st lays out from
 *    gl_program::Parameters, so we rewrite to that.
 */
#include <stdio.h>
#include <stdlib.h>

#include "compiler/nir/nir.h"
#include "compiler/nir/nir_builder.h"
#include "main/context.h"
#include "nir/tgsi_to_nir.h"
#include "program/prog_to_nir.h"
#include "util/ralloc.h"

#include "nvst_private.h"

/* NV_vertex_program Table X.3: vertex attribute register n and the
 * conventional attribute it aliases.  1 (weight), 6 and 7 have no
 * conventional attribute in Mesa; they read the generic attribute of the
 * same number, which is what VertexAttrib*NV and the ARB generic
 * attribute commands of that number set. */
static const gl_vert_attrib nv_attrib_to_mesa[NVP_VP1_NUM_ATTRIBS] = {
   VERT_ATTRIB_POS,      VERT_ATTRIB_GENERIC1, VERT_ATTRIB_NORMAL,
   VERT_ATTRIB_COLOR0,   VERT_ATTRIB_COLOR1,   VERT_ATTRIB_FOG,
   VERT_ATTRIB_GENERIC6, VERT_ATTRIB_GENERIC7,
   VERT_ATTRIB_TEX0, VERT_ATTRIB_TEX1, VERT_ATTRIB_TEX2, VERT_ATTRIB_TEX3,
   VERT_ATTRIB_TEX4, VERT_ATTRIB_TEX5, VERT_ATTRIB_TEX6, VERT_ATTRIB_TEX7,
};

gl_vert_attrib
nvst_nv_attrib_to_mesa(unsigned n)
{
   /* ARB programs: NVP_ATTRIB_GENERIC0 + n is vertex.attrib[n], Mesa's
    * generic attribute n, apart from the conventional ones. */
   if (n >= NVP_ATTRIB_GENERIC0 && n < NVP_ARB_NUM_ATTRIBS)
      return VERT_ATTRIB_GENERIC(n - NVP_ATTRIB_GENERIC0);
   return n < NVP_VP1_NUM_ATTRIBS ? nv_attrib_to_mesa[n] : VERT_ATTRIB_MAX;
}

/* NV_gpu_program5's LONG ATTRIBs are dual-slot inputs, as GLSL's dvec4
 * after nir_remap_dual_slot_attributes(): attribute n's second half (the
 * input sh->dual_hi[n]) takes the location after its first, and every
 * later attribute moves up one; the program's DualSlotInputs names them
 * (Mesa patch 0029 counts its inputs_read one slot per attribute). */
static void
relocate_vertex_inputs(nir_shader *nir, struct gl_program *prog,
                       const struct nvtgsi_shader *sh)
{
   uint64_t dual = 0;

   for (unsigned n = 0; n < 32; n++) {
      if (sh->dual_inputs & (1u << n))
         dual |= BITFIELD64_BIT(nvst_nv_attrib_to_mesa(n));
   }
   nir->info.inputs_read = 0;
   nir_foreach_shader_in_variable(var, nir) {
      unsigned n = var->data.driver_location;
      unsigned second = 0;
      for (unsigned m = 0; m < 32; m++) {
         if ((sh->dual_inputs & (1u << m)) && sh->dual_hi[m] == n) {
            n = m;
            second = 1;
            break;
         }
      }
      unsigned loc = nvst_nv_attrib_to_mesa(n);
      var->data.location = loc + second +
                           util_bitcount64(dual & BITFIELD64_MASK(loc));
      nir->info.inputs_read |= BITFIELD64_BIT(var->data.location);
   }
   prog->DualSlotInputs = dual;
}

/* The walk both rewrites of the hand-over share: every intrinsic 'op'
 * is replaced by the value 'build' makes in its place. */
typedef nir_ssa_def *(*rewrite_fn)(nir_builder *b,
                                   nir_intrinsic_instr *intr, void *data);

struct rewrite {
   nir_intrinsic_op op;
   rewrite_fn build;
   void *data;
};

static bool
rewrite_instr(nir_builder *b, nir_instr *instr, void *data)
{
   const struct rewrite *r = data;

   if (instr->type != nir_instr_type_intrinsic)
      return false;
   nir_intrinsic_instr *intr = nir_instr_as_intrinsic(instr);
   if (intr->intrinsic != r->op)
      return false;
   b->cursor = nir_before_instr(instr);
   nir_ssa_def_rewrite_uses(&intr->dest.ssa, r->build(b, intr, r->data));
   nir_instr_remove(instr);
   return true;
}

static void
rewrite_intrinsics(nir_shader *nir, nir_intrinsic_op op, rewrite_fn build,
                   void *data)
{
   struct rewrite r = { op, build, data };

   nir_shader_instructions_pass(nir, rewrite_instr,
                                nir_metadata_block_index |
                                nir_metadata_dominance, &r);
}

/* load_uniform(base, offset) -> load_deref(parameters[base + offset]) */
static nir_ssa_def *
parameter_load(nir_builder *b, nir_intrinsic_instr *load, void *data)
{
   nir_deref_instr *array = nir_build_deref_var(b, data);
   nir_deref_instr *deref;

   if (nir_src_is_const(load->src[0])) {
      /* A direct read, as prog_to_nir emits it: an immediate index, no
       * iadd for the passes after us to fold. */
      deref = nir_build_deref_array_imm(b, array,
         nir_intrinsic_base(load) + nir_src_as_int(load->src[0]));
   } else {
      /* The offset of a relative read is ttn's address register. */
      nir_ssa_def *offset = nir_ssa_for_src(b, load->src[0], 1);
      deref = nir_build_deref_array(b, array,
         nir_iadd_imm(b, offset, nir_intrinsic_base(load)));
   }
   return nir_load_deref(b, deref);
}

static void
uniforms_to_parameter_array(nir_shader *nir, struct gl_program *prog)
{
   nir_foreach_variable_with_modes_safe(var, nir, nir_var_uniform) {
      if (!glsl_type_is_sampler(glsl_without_array(var->type)))
         exec_node_remove(&var->node);
   }

   if (prog->Parameters->NumParameters == 0)
      return;

   const struct glsl_type *type =
      glsl_array_type(glsl_vec4_type(), prog->Parameters->NumParameters, 0);
   nir_variable *params =
      nir_variable_create(nir, nir_var_uniform, type,
                          prog->Parameters->Parameters[0].Name);
   rewrite_intrinsics(nir, nir_intrinsic_load_uniform, parameter_load,
                      params);
}

/*
 * fragment.facing (NV_fragment_program2): tgsi_to_nir without a screen
 * reads FACE as the front-face system value.  A driver that has no such
 * system value (softpipe: GLSLFrontFacingIsSysVal false) takes facing as
 * the FACE input, which is how st hands it GLSL's gl_FrontFacing: the
 * same boolean from a shader input at VARYING_SLOT_FACE, one variable
 * made at the first read.
 */
static nir_ssa_def *
face_input_load(nir_builder *b, UNUSED nir_intrinsic_instr *intr,
                void *data)
{
   nir_variable **face = data;

   if (!*face) {
      *face = nir_variable_create(b->shader, nir_var_shader_in,
                                  glsl_bool_type(), "nv_facing");
      (*face)->data.location = VARYING_SLOT_FACE;
      (*face)->data.interpolation = INTERP_MODE_FLAT;
      (*face)->data.driver_location = b->shader->num_inputs++;
   }
   return nir_load_var(b, *face);
}

static void
front_face_to_input(nir_shader *nir)
{
   nir_variable *face = NULL;

   rewrite_intrinsics(nir, nir_intrinsic_load_front_face, face_input_load,
                      &face);
}

struct nir_shader *
nvst_program_to_nir(struct gl_context *ctx, struct gl_program *prog,
                    const struct nir_shader_compiler_options *options)
{
   struct nvst_program *nvprog = prog->NVProgram;

   /* ProgramStringARB replaced the object's contents with an ARB
    * program after ours: translate that one the usual way. */
   if (nvprog->mesa_ir != prog->arb.Instructions) {
      nvst_program_free(nvprog);
      prog->NVProgram = NULL;
      return prog_to_nir(ctx, prog, options);
   }

   struct nvtgsi_ttn_fixup fixup;
   struct tgsi_token *tokens = nvtgsi_ttn_prepare(nvprog->tgsi.tokens,
                                                  &fixup);
   if (!tokens)
      return NULL;
   nir_shader *nir = tgsi_to_nir_noscreen(tokens, options);
   free(tokens);
   if (!nir)
      return NULL;
   nvtgsi_ttn_finish(nir, &fixup);
   /* The shader leaves the fp32 denormal flush to the driver: constants
    * NIR folds must come out as the driver's arithmetic would. */
   if (nvprog->tgsi.fp32_ftz)
      nir->info.float_controls_execution_mode |=
         FLOAT_CONTROLS_DENORM_FLUSH_TO_ZERO_FP32;

   /* VP2's IEEE arithmetic must survive NIR's inexact algebra, and so
    * must NV_fragment_program's step-by-step fp32 arithmetic (the emitter
    * rounds every fp16/fx12 result itself): inexact rules would fuse
    * a*b + (1-a)*c into a lerp, fold x * 0.0 to 0.0 (POW(0, 0) is NaN)
    * or turn the NaN-preserving _SAT selects into fsat. */
   if (nvtgsi_kind_exact(nvprog->ir->kind))
      nvtgsi_nir_make_exact(nir);
   if (nir->info.stage == MESA_SHADER_VERTEX)
      relocate_vertex_inputs(nir, prog, &nvprog->tgsi);
   /* NV_compute_program5: "The GL allocates a single block of shared
    * memory for each local work group, whose size in basic machine
    * units is specified by the "SHARED_MEMORY" statement" (the work
    * group size came with the TGSI's CS_FIXED_BLOCK properties) */
   if (nir->info.stage == MESA_SHADER_COMPUTE)
      nir->info.shared_size = nvprog->ir->compute.shared_memory;
   uniforms_to_parameter_array(nir, prog);
   if (nir->info.stage == MESA_SHADER_FRAGMENT &&
       !ctx->Const.GLSLFrontFacingIsSysVal)
      front_face_to_input(nir);
   if (nir->info.stage == MESA_SHADER_FRAGMENT)
      nvst_fragment_shape_nir(prog, nir);

   nvtgsi_nir_clean_up(nir);
   if (nir->info.stage == MESA_SHADER_FRAGMENT)
      NIR_PASS_V(nir, nvtgsi_nir_sink_alu);
   nir_validate_shader(nir, "nvprog: after hand-over fix-ups");

   if (nvst_debug & NVST_DEBUG_NIR) {
      fprintf(stderr, "nvprog: NIR of program %u:\n", prog->Id);
      nir_print_shader(nir, stderr);
   }
   return nir;
}
