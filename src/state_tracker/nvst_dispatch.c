/*
 * Installs nvprog's entry points in a context's dispatch tables.
 *
 * Mesa's gl_API.xml still lists every NV_vertex_program function (with
 * exec="skip"), so the dispatch slots and libGL's exported symbols exist;
 * we fill the slots Mesa leaves empty and wrap the few shared ones whose
 * NV behaviour differs.  Inside Begin/End the tables keep Mesa's
 * INVALID_OPERATION stubs.
 */
#include "main/context.h"
#include "main/dispatch.h"
#include "api_exec_decl.h"

#include "nvst_api.h"
#include "nvst_private.h"

/* MatrixMode(MATRIXi_NV): NV "tracking matrices" and ARB "program
 * matrices" are the same state; "the NV and ARB enumerants passed to
 * MatrixMode are different, however" (ARB_vertex_program). */
static void GLAPIENTRY
nvst_MatrixMode(GLenum mode)
{
   GET_CURRENT_CONTEXT(ctx);
   if (mode >= GL_MATRIX0_NV &&
       mode < GL_MATRIX0_NV + ctx->Const.MaxProgramMatrices)
      mode = GL_MATRIX0_ARB + (mode - GL_MATRIX0_NV);
   _mesa_MatrixMode(mode);
}

/* ProgramParameter4*NV are aliases of ProgramEnvParameter4*ARB: the same
 * slot.  "The INVALID_OPERATION error is generated if a
 * ProgramParameterNV command is used to update a program parameter
 * register currently tracking a matrix." */
bool
nvst_env_write_allowed(GLenum target, GLuint index)
{
   GET_CURRENT_CONTEXT(ctx);
   if (target == GL_VERTEX_PROGRAM_ARB && nvst_param_is_tracked(ctx, index)) {
      _mesa_error(ctx, GL_INVALID_OPERATION,
                  "glProgramParameterNV(tracked register %u)", index);
      return false;
   }
   return true;
}

static void GLAPIENTRY
nvst_ProgramEnvParameter4fARB(GLenum target, GLuint index, GLfloat x,
                              GLfloat y, GLfloat z, GLfloat w)
{
   if (nvst_env_write_allowed(target, index))
      _mesa_ProgramEnvParameter4fARB(target, index, x, y, z, w);
}

static void GLAPIENTRY
nvst_ProgramEnvParameter4fvARB(GLenum target, GLuint index,
                               const GLfloat *v)
{
   if (nvst_env_write_allowed(target, index))
      _mesa_ProgramEnvParameter4fvARB(target, index, v);
}

static void GLAPIENTRY
nvst_ProgramEnvParameter4dARB(GLenum target, GLuint index, GLdouble x,
                              GLdouble y, GLdouble z, GLdouble w)
{
   if (nvst_env_write_allowed(target, index))
      _mesa_ProgramEnvParameter4dARB(target, index, x, y, z, w);
}

static void GLAPIENTRY
nvst_ProgramEnvParameter4dvARB(GLenum target, GLuint index,
                               const GLdouble *v)
{
   if (nvst_env_write_allowed(target, index))
      _mesa_ProgramEnvParameter4dvARB(target, index, v);
}

static void
install(struct _glapi_table *t)
{
   SET_LoadProgramNV(t, nvst_LoadProgramNV);
   SET_ExecuteProgramNV(t, nvst_ExecuteProgramNV);
   SET_DeleteProgramsARB(t, nvst_DeleteProgramsARB);
   SET_GetProgramivNV(t, nvst_GetProgramivNV);
   SET_GetProgramStringNV(t, nvst_GetProgramStringNV);
   SET_AreProgramsResidentNV(t, nvst_AreProgramsResidentNV);
   SET_RequestResidentProgramsNV(t, nvst_RequestResidentProgramsNV);
   SET_TrackMatrixNV(t, nvst_TrackMatrixNV);
   SET_GetTrackMatrixivNV(t, nvst_GetTrackMatrixivNV);
   SET_ProgramParameters4fvNV(t, nvst_ProgramParameters4fvNV);
   SET_ProgramParameters4dvNV(t, nvst_ProgramParameters4dvNV);
   SET_GetProgramParameterfvNV(t, nvst_GetProgramParameterfvNV);
   SET_GetProgramParameterdvNV(t, nvst_GetProgramParameterdvNV);
   SET_VertexAttribPointerNV(t, nvst_VertexAttribPointerNV);
   SET_VertexAttribPointer(t, nvst_VertexAttribPointer);
   SET_GetVertexAttribPointerv(t, nvst_GetVertexAttribPointerv);
   SET_GetVertexAttribdvNV(t, nvst_GetVertexAttribdvNV);
   SET_GetVertexAttribfvNV(t, nvst_GetVertexAttribfvNV);
   SET_GetVertexAttribivNV(t, nvst_GetVertexAttribivNV);
   SET_MatrixMode(t, nvst_MatrixMode);
   SET_ProgramEnvParameter4fARB(t, nvst_ProgramEnvParameter4fARB);
   SET_ProgramEnvParameter4fvARB(t, nvst_ProgramEnvParameter4fvARB);
   SET_ProgramEnvParameter4dARB(t, nvst_ProgramEnvParameter4dARB);
   SET_ProgramEnvParameter4dvARB(t, nvst_ProgramEnvParameter4dvARB);
   nvst_fragment_install_dispatch(t);
   nvst_gp4_install_dispatch(t);
   nvst_subroutine_install_dispatch(t);
   nvst_memory_install_dispatch(t);
   nvst_geometry_install_dispatch(t);
   nvst_param_buffer_install_dispatch(t);
   nvst_xfb_install_dispatch(t);
}

void
nvst_install_dispatch(struct gl_context *ctx)
{
   install(ctx->OutsideBeginEnd);
   if (ctx->Save)
      nvst_install_save_dispatch(ctx);
}
