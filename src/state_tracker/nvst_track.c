/*
 * Program parameter registers and tracked matrices (NV_vertex_program
 * sections 2.14.1.2 and 2.14.5).
 *
 * The program parameters (96, and 256 with NV_vertex_program2) are
 * Mesa's vertex program environment parameters
 * (ctx->VertexProgram.Parameters): ARB_vertex_program makes
 * "NV_vertex_program 'program parameters' and ARB_vertex_program 'program
 * environment parameters'" the same state, and ProgramParameter4*NV are
 * dispatch aliases of ProgramEnvParameter4*ARB.  Tracking writes the
 * transformed matrices there whenever validation sees matrix state
 * change, and when queried.
 */
#include <string.h>

#include "main/context.h"
#include "math/m_matrix.h"

#include "nvst_api.h"
#include "nvst_private.h"

bool
nvst_param_is_tracked(struct gl_context *ctx, GLuint index)
{
   struct nvst_context *nv = nvst_context(ctx);
   return nv && index < NVST_NUM_PARAMS &&
          nv->track[index / 4].matrix != GL_NONE;
}

/* The matrix a TrackMatrixNV <matrix> names, or NULL if unsupported.
 * MODELVIEW_PROJECTION_NV is computed into *scratch. */
static const GLmatrix *
tracked_source(struct gl_context *ctx, GLenum matrix, GLmatrix *scratch)
{
   switch (matrix) {
   case GL_MODELVIEW:
      return ctx->ModelviewMatrixStack.Top;
   case GL_PROJECTION:
      return ctx->ProjectionMatrixStack.Top;
   case GL_MODELVIEW_PROJECTION_NV:
      /* "C = P M" */
      _math_matrix_mul_matrix(scratch, ctx->ProjectionMatrixStack.Top,
                              ctx->ModelviewMatrixStack.Top);
      return scratch;
   default:
      if (matrix >= GL_TEXTURE0 &&
          matrix < GL_TEXTURE0 + ctx->Const.MaxTextureCoordUnits)
         return ctx->TextureMatrixStack[matrix - GL_TEXTURE0].Top;
      if (matrix >= GL_MATRIX0_NV &&
          matrix < GL_MATRIX0_NV + ctx->Const.MaxProgramMatrices)
         return ctx->ProgramMatrixStack[matrix - GL_MATRIX0_NV].Top;
      return NULL;
   }
}

static bool
valid_transform(GLenum transform)
{
   return transform == GL_IDENTITY_NV || transform == GL_INVERSE_NV ||
          transform == GL_TRANSPOSE_NV ||
          transform == GL_INVERSE_TRANSPOSE_NV;
}

/* Rows of the transformed matrix into out[4][4]: "the top row of the
 * transformed matrix is loaded into the program parameter address". */
static void
transformed_rows(struct gl_context *ctx, const struct nvst_track *t,
                 GLfloat out[4][4])
{
   GLmatrix scratch;
   _math_matrix_ctr(&scratch);
   const GLmatrix *src = tracked_source(ctx, t->matrix, &scratch);
   GLmatrix copy;
   _math_matrix_ctr(&copy);
   _math_matrix_copy(&copy, src);

   const GLfloat *m = copy.m;
   if (t->transform == GL_INVERSE_NV ||
       t->transform == GL_INVERSE_TRANSPOSE_NV) {
      _math_matrix_analyse(&copy);
      m = copy.inv;
   }
   bool transpose = t->transform == GL_TRANSPOSE_NV ||
                    t->transform == GL_INVERSE_TRANSPOSE_NV;
   /* GLmatrix is column-major: element (row r, column c) is m[c*4+r]. */
   for (unsigned r = 0; r < 4; r++) {
      for (unsigned c = 0; c < 4; c++)
         out[r][c] = transpose ? m[r * 4 + c] : m[c * 4 + r];
   }
}

void
nvst_update_tracking(struct gl_context *ctx)
{
   struct nvst_context *nv = nvst_context(ctx);
   bool changed = false;

   if (!nv || !nv->num_tracking)
      return;

   for (unsigned i = 0; i < NVST_NUM_TRACK_SLOTS; i++) {
      if (nv->track[i].matrix == GL_NONE)
         continue;
      GLfloat rows[4][4];
      transformed_rows(ctx, &nv->track[i], rows);
      GLfloat (*dst)[4] = &ctx->VertexProgram.Parameters[i * 4];
      if (memcmp(dst, rows, sizeof(rows)) != 0) {
         memcpy(dst, rows, sizeof(rows));
         changed = true;
      }
   }
   /* The uploaded constants come from these values; only re-upload
    * when a tracked matrix really moved. */
   if (changed)
      ctx->NewDriverState |=
         ctx->DriverFlags.NewShaderConstants[MESA_SHADER_VERTEX];
}

void GLAPIENTRY
nvst_TrackMatrixNV(GLenum target, GLuint address, GLenum matrix,
                   GLenum transform)
{
   GET_CURRENT_CONTEXT(ctx);
   struct nvst_context *nv = nvst_context(ctx);
   GLmatrix scratch;

   if (target != GL_VERTEX_PROGRAM_NV) {
      _mesa_error(ctx, GL_INVALID_ENUM, "glTrackMatrixNV(target)");
      return;
   }
   /* "The INVALID_VALUE error is generated if address is not a multiple
    * of four." */
   if (address % 4 != 0 || address >= NVST_NUM_PARAMS) {
      _mesa_error(ctx, GL_INVALID_VALUE, "glTrackMatrixNV(address)");
      return;
   }
   /* COLOR is only accepted "if the ARB_imaging subset is supported",
    * which Mesa does not offer, so it falls to INVALID_ENUM here. */
   _math_matrix_ctr(&scratch);
   if (matrix != GL_NONE && matrix != GL_TEXTURE &&
       !tracked_source(ctx, matrix, &scratch)) {
      _mesa_error(ctx, GL_INVALID_ENUM, "glTrackMatrixNV(matrix)");
      return;
   }
   if (!valid_transform(transform)) {
      _mesa_error(ctx, GL_INVALID_ENUM, "glTrackMatrixNV(transform)");
      return;
   }

   /* "If TEXTURE is specified for matrix, the texture matrix for the
    * current active texture unit is tracked": the unit active now, not
    * at validation time (revision 1.4 calls the latter a driver bug),
    * and GetTrackMatrixivNV reports "TEXTUREi_ARB ... (never TEXTURE)". */
   if (matrix == GL_TEXTURE)
      matrix = GL_TEXTURE0 + ctx->Texture.CurrentUnit;

   FLUSH_VERTICES(ctx, 0, 0);
   struct nvst_track *t = &nv->track[address / 4];
   if (t->matrix == GL_NONE && matrix != GL_NONE)
      nv->num_tracking++;
   else if (t->matrix != GL_NONE && matrix == GL_NONE)
      nv->num_tracking--;
   t->matrix = matrix;
   t->transform = transform;
   /* "When tracking is disabled the previously tracked program parameter
    * registers retain the state of their last tracked values." */
   nvst_update_tracking(ctx);
}

void GLAPIENTRY
nvst_GetTrackMatrixivNV(GLenum target, GLuint address, GLenum pname,
                        GLint *params)
{
   GET_CURRENT_CONTEXT(ctx);
   struct nvst_context *nv = nvst_context(ctx);

   if (target != GL_VERTEX_PROGRAM_NV) {
      _mesa_error(ctx, GL_INVALID_ENUM, "glGetTrackMatrixivNV(target)");
      return;
   }
   if (address % 4 != 0 || address >= NVST_NUM_PARAMS) {
      _mesa_error(ctx, GL_INVALID_VALUE, "glGetTrackMatrixivNV(address)");
      return;
   }
   const struct nvst_track *t = &nv->track[address / 4];
   switch (pname) {
   case GL_TRACK_MATRIX_NV:
      *params = t->matrix;
      return;
   case GL_TRACK_MATRIX_TRANSFORM_NV:
      *params = t->transform;
      return;
   default:
      _mesa_error(ctx, GL_INVALID_ENUM, "glGetTrackMatrixivNV(pname)");
   }
}

/* Shared checks of the NV parameter setters; false after an error. */
static bool
check_param_range(struct gl_context *ctx, const char *caller,
                  GLenum target, GLuint index, GLsizei num)
{
   if (target != GL_VERTEX_PROGRAM_NV) {
      _mesa_error(ctx, GL_INVALID_ENUM, "%s(target)", caller);
      return false;
   }
   if (num < 0 || index >= NVST_NUM_PARAMS ||
       (GLuint)num > NVST_NUM_PARAMS - index) {
      _mesa_error(ctx, GL_INVALID_VALUE, "%s(index)", caller);
      return false;
   }
   /* "The INVALID_OPERATION error is generated if a ProgramParameterNV
    * command is used to update a program parameter register currently
    * tracking a matrix." */
   for (GLsizei i = 0; i < num; i++) {
      if (nvst_param_is_tracked(ctx, index + i)) {
         _mesa_error(ctx, GL_INVALID_OPERATION, "%s(tracked register)",
                     caller);
         return false;
      }
   }
   return true;
}

static void
set_params(struct gl_context *ctx, GLuint index, GLsizei num,
           const GLfloat *values)
{
   FLUSH_VERTICES(ctx, 0, 0);
   memcpy(ctx->VertexProgram.Parameters[index], values,
          num * 4 * sizeof(GLfloat));
   ctx->NewDriverState |=
      ctx->DriverFlags.NewShaderConstants[MESA_SHADER_VERTEX];
}

void GLAPIENTRY
nvst_ProgramParameters4fvNV(GLenum target, GLuint index, GLsizei num,
                            const GLfloat *params)
{
   GET_CURRENT_CONTEXT(ctx);
   if (!check_param_range(ctx, "glProgramParameters4fvNV", target, index,
                          num))
      return;
   set_params(ctx, index, num, params);
}

void GLAPIENTRY
nvst_ProgramParameters4dvNV(GLenum target, GLuint index, GLsizei num,
                            const GLdouble *params)
{
   GET_CURRENT_CONTEXT(ctx);
   if (!check_param_range(ctx, "glProgramParameters4dvNV", target, index,
                          num))
      return;
   for (GLsizei i = 0; i < num; i++) {
      GLfloat v[4];
      for (unsigned c = 0; c < 4; c++)
         v[c] = (GLfloat)params[i * 4 + c];
      set_params(ctx, index + i, 1, v);
   }
}

static bool
check_get_param(struct gl_context *ctx, const char *caller, GLenum target,
                GLuint index, GLenum pname)
{
   if (target != GL_VERTEX_PROGRAM_NV || pname != GL_PROGRAM_PARAMETER_NV) {
      _mesa_error(ctx, GL_INVALID_ENUM, "%s(%s)", caller,
                  target != GL_VERTEX_PROGRAM_NV ? "target" : "pname");
      return false;
   }
   /* "INVALID_VALUE is generated if GetProgramParameterNV is called to
    * query an index greater than 255 (was 95 in NV_vertex_program)."
    * (NV_vertex_program2) */
   if (index >= NVST_NUM_PARAMS) {
      _mesa_error(ctx, GL_INVALID_VALUE, "%s(index)", caller);
      return false;
   }
   nvst_update_tracking(ctx);
   return true;
}

void GLAPIENTRY
nvst_GetProgramParameterfvNV(GLenum target, GLuint index, GLenum pname,
                             GLfloat *params)
{
   GET_CURRENT_CONTEXT(ctx);
   if (check_get_param(ctx, "glGetProgramParameterfvNV", target, index,
                       pname))
      memcpy(params, ctx->VertexProgram.Parameters[index],
             4 * sizeof(GLfloat));
}

void GLAPIENTRY
nvst_GetProgramParameterdvNV(GLenum target, GLuint index, GLenum pname,
                             GLdouble *params)
{
   GET_CURRENT_CONTEXT(ctx);
   if (check_get_param(ctx, "glGetProgramParameterdvNV", target, index,
                       pname)) {
      for (unsigned c = 0; c < 4; c++)
         params[c] = ctx->VertexProgram.Parameters[index][c];
   }
}
