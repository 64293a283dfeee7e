/*
 * NV_gpu_program5's program subroutine parameters (ARB_shader_subroutine,
 * "Dependencies on NV_gpu_program5"): ProgramSubroutineParametersuivNV and
 * GetProgramSubroutineParameteruivNV (dispatch slots from Mesa patch
 * 0028).
 *
 * "Each program target has an associated array of program subroutine
 * parameters.  Unlike program local parameters, program subroutine
 * parameters are context state rather than program state."  They live in
 * nvst_context, one array per target; the programs read them through
 * NVTGSI_BIND_SUBROUTINE constants, which nvst_state_consts.c fills with
 * this context's values (a program shared with another context gets its
 * values written again when it draws here, nvst_share.c).
 *
 * "Program subroutine parameters for a given target are reset to
 * arbitrary defaults when the program string is respecified, and when
 * BindProgram is called to bind a program to that target, even if the
 * specified program is already bound": each parameter a variable binds
 * gets the lowest SUBROUTINENUM of the variable's type, so that CALI
 * calls a label of its type until the application chooses; the others
 * 0.
 *
 * The setter is compiled into display lists, as the other program
 * parameter commands are (nvst_dlist.c); the query runs at once.
 */
#include <string.h>

#include "main/context.h"
#include "main/dispatch.h"

#include "nvst_private.h"

/* The targets with subroutine parameters, NVST_SUBROUTINE_TARGETS of
 * them: their index, -1 for any other enum. */
static int
target_index(struct gl_context *ctx, GLenum target)
{
   switch (target) {
   case GL_VERTEX_PROGRAM_ARB:
      return 0;
   case GL_FRAGMENT_PROGRAM_ARB:
      return 1;
   case GL_GEOMETRY_PROGRAM_NV:
      return ctx->Extensions.NV_geometry_program4 ? 2 : -1;
   case GL_TESS_CONTROL_PROGRAM_NV:
      return nvst_tess_has_target(ctx, target) ? 3 : -1;
   case GL_TESS_EVALUATION_PROGRAM_NV:
      return nvst_tess_has_target(ctx, target) ? 4 : -1;
   default:
      return -1;
   }
}

static struct gl_program *
bound_program(struct gl_context *ctx, GLenum target)
{
   switch (target) {
   case GL_VERTEX_PROGRAM_ARB:
      return ctx->VertexProgram.Current;
   case GL_FRAGMENT_PROGRAM_ARB:
      return ctx->FragmentProgram.Current;
   case GL_GEOMETRY_PROGRAM_NV:
      return ctx->GeometryProgram.Current;
   case GL_TESS_CONTROL_PROGRAM_NV:
      return ctx->TessCtrlProgram.Current;
   case GL_TESS_EVALUATION_PROGRAM_NV:
      return ctx->TessEvalProgram.Current;
   default:
      return NULL;
   }
}

/* The NV_gpu_program5 program bound to target, or NULL. */
static const struct nvp_program *
bound_gp5(struct gl_context *ctx, GLenum target)
{
   const struct nvst_program *nvprog =
      nvst_program_of(bound_program(ctx, target));

   return nvprog && nvprog->ir && nvprog->ir->gp5 ? nvprog->ir : NULL;
}

static unsigned
stage_of(GLenum target)
{
   switch (target) {
   case GL_VERTEX_PROGRAM_ARB:
      return MESA_SHADER_VERTEX;
   case GL_FRAGMENT_PROGRAM_ARB:
      return MESA_SHADER_FRAGMENT;
   case GL_TESS_CONTROL_PROGRAM_NV:
      return MESA_SHADER_TESS_CTRL;
   case GL_TESS_EVALUATION_PROGRAM_NV:
      return MESA_SHADER_TESS_EVAL;
   default:
      return MESA_SHADER_GEOMETRY;
   }
}

/* Whether label number 'num' is of SUBROUTINETYPE 'type'. */
static bool
type_has(const struct nvp_program *ir, unsigned type, GLuint num)
{
   const struct nvp_subroutine_type *t = &ir->subroutine_types[type];

   for (unsigned l = 0; l < t->num_labels; l++) {
      if ((GLuint)ir->labels[t->labels[l]].subroutine_num == num)
         return true;
   }
   return false;
}

uint32_t
nvst_subroutine_value(struct gl_context *ctx, GLenum target, unsigned n)
{
   struct nvst_context *nv = nvst_context(ctx);
   int t = target_index(ctx, target);

   return nv && t >= 0 && n < NVP_GP5_SUBROUTINE_PARAMS ?
          nv->subroutine_params[t][n] : 0;
}

/* The new values of target's parameters reach the bound program's
 * constants. */
static void
update_constants(struct gl_context *ctx, GLenum target)
{
   if (nvst_state_consts_subroutines(ctx, bound_program(ctx, target)))
      ctx->NewDriverState |=
         ctx->DriverFlags.NewShaderConstants[stage_of(target)];
}

void
nvst_subroutine_reset(struct gl_context *ctx, GLenum target)
{
   struct nvst_context *nv = nvst_context(ctx);
   int t = target_index(ctx, target);

   if (!nv || t < 0)
      return;
   GLuint *values = nv->subroutine_params[t];
   memset(values, 0, sizeof(nv->subroutine_params[t]));
   const struct nvp_program *ir = bound_gp5(ctx, target);
   for (unsigned n = 0; ir && n < ir->num_subroutine_params; n++) {
      int type = ir->subroutine_param_type[n];
      if (type < 0)
         continue;
      const struct nvp_subroutine_type *st = &ir->subroutine_types[type];
      GLuint lowest = ~0u;
      for (unsigned l = 0; l < st->num_labels; l++) {
         GLuint num = (GLuint)ir->labels[st->labels[l]].subroutine_num;
         if (num < lowest)
            lowest = num;
      }
      values[n] = st->num_labels ? lowest : 0;
   }
   update_constants(ctx, target);
}

/* After BindProgramARB(target, id): "reset ... when BindProgram is
 * called to bind a program to that target, even if the specified program
 * is already bound" -- when the bind succeeded, program 'id' is bound. */
void
nvst_subroutine_bound(struct gl_context *ctx, GLenum target, GLuint id)
{
   const struct gl_program *bound = bound_program(ctx, target);

   if (bound && bound->Id == id)
      nvst_subroutine_reset(ctx, target);
}

void GLAPIENTRY
nvst_ProgramSubroutineParametersuivNV(GLenum target, GLsizei count,
                                      const GLuint *params)
{
   GET_CURRENT_CONTEXT(ctx);
   struct nvst_context *nv = nvst_context(ctx);
   const char *caller = "glProgramSubroutineParametersuivNV";
   /* "The error INVALID_ENUM is generated by ... if <target> specifies
    * a nonexistent program target" (the tessellation targets exist
    * where the driver tessellates, nvst_tess.c) */
   int t = target_index(ctx, target);

   if (t < 0 || !nv) {
      _mesa_error(ctx, GL_INVALID_ENUM, "%s(target)", caller);
      return;
   }
   /* "The error INVALID_VALUE is generated if <count> is not equal to
    * one plus the maximum program subroutine parameter index used in the
    * currently bound program." */
   const struct nvp_program *ir = bound_gp5(ctx, target);
   unsigned used = ir ? ir->num_subroutine_params : 0;
   if (count < 0 || (unsigned)count != used) {
      _mesa_error(ctx, GL_INVALID_VALUE, "%s(count %d, the program uses "
                  "%u)", caller, (int)count, used);
      return;
   }
   if (!count)
      return;
   if (!params) {
      _mesa_error(ctx, GL_INVALID_VALUE, "%s(params)", caller);
      return;
   }
   /* "The error INVALID_OPERATION is generated ... if, for any number
    * <i> in [0, <count>), program.subroutine[<i>] is a live parameter of
    * a certain SUBROUTINETYPE, and <params>[<i>] is not a SUBROUTINENUM
    * that was associated to that SUBROUTINETYPE" */
   for (unsigned n = 0; n < used; n++) {
      int type = ir->subroutine_param_type[n];
      if (type >= 0 && !type_has(ir, (unsigned)type, params[n])) {
         _mesa_error(ctx, GL_INVALID_OPERATION, "%s(params[%u] = %u is "
                     "no SUBROUTINENUM of SUBROUTINETYPE %s)", caller, n,
                     params[n], ir->subroutine_types[type].name);
         return;
      }
   }
   FLUSH_VERTICES(ctx, 0, 0);
   memcpy(nv->subroutine_params[t], params, used * sizeof(*params));
   update_constants(ctx, target);
}

void GLAPIENTRY
nvst_GetProgramSubroutineParameteruivNV(GLenum target, GLuint index,
                                        GLuint *param)
{
   GET_CURRENT_CONTEXT(ctx);
   struct nvst_context *nv = nvst_context(ctx);
   const char *caller = "glGetProgramSubroutineParameteruivNV";
   int t = target_index(ctx, target);

   if (t < 0 || !nv) {
      _mesa_error(ctx, GL_INVALID_ENUM, "%s(target)", caller);
      return;
   }
   /* "INVALID_VALUE is generated ... if <index> is greater than or equal
    * to the implementation-dependent number of supported program
    * subroutine parameters for the program target." */
   if (index >= NVP_GP5_SUBROUTINE_PARAMS) {
      _mesa_error(ctx, GL_INVALID_VALUE, "%s(index %u)", caller, index);
      return;
   }
   if (param)
      *param = nv->subroutine_params[t][index];
}

void
nvst_subroutine_install_dispatch(struct _glapi_table *t)
{
   SET_ProgramSubroutineParametersuivNV(
      t, nvst_ProgramSubroutineParametersuivNV);
   SET_GetProgramSubroutineParameteruivNV(
      t, nvst_GetProgramSubroutineParameteruivNV);
}
