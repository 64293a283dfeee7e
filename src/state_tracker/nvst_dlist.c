/*
 * Display lists.  NV_vertex_program compiles every new command into
 * display lists except "AreProgramsResidentNV, IsProgramNV, GenProgramsNV,
 * DeleteProgramsNV, VertexAttribPointerNV" (and, as everywhere, the
 * queries).  Those that Mesa does not already record (BindProgramNV and
 * ProgramParameter4*NV are its ARB commands) become OPCODE_NVPROG nodes:
 * a copy of the arguments, replayed through the same entry point, so
 * errors are raised when the list executes, as GL requires.  So do
 * NV_gpu_program4's integer parameter commands (nvst_gp4_params.c) and
 * NV_gpu_program5's ProgramSubroutineParametersuivNV (nvst_subroutine.c).
 */
#include <stdlib.h>
#include <string.h>

#include "main/context.h"
#include "main/dispatch.h"
#include "main/nvprog_hooks.h"

#include "nvst_api.h"
#include "nvst_private.h"

enum nvst_dl_cmd {
   NVST_DL_LOAD_PROGRAM,
   NVST_DL_EXECUTE_PROGRAM,
   NVST_DL_TRACK_MATRIX,
   NVST_DL_PARAMETERS_F,
   NVST_DL_PARAMETERS_D,
   NVST_DL_REQUEST_RESIDENT,
   /* NV_gpu_program4's ProgramLocal/EnvParameter(s)I4*NV: e[1] != 0 for
    * the environment, n parameters of four words */
   NVST_DL_GP4_PARAMS,
   /* NV_geometry_program4's ProgramVertexLimitNV: e[0] target, n limit
    * (not among the commands its spec executes immediately) */
   NVST_DL_VERTEX_LIMIT,
   /* ProgramSubroutineParametersuivNV: e[0] target, n values */
   NVST_DL_SUBROUTINE_PARAMS,
};

struct nvst_dl_node {
   enum nvst_dl_cmd cmd;
   GLenum e[3];
   GLuint u;
   GLsizei n;
   GLfloat f[4];
   void *data;     /* malloc'ed copy of the command's array, or NULL */
};

static void
replay_load_program(struct nvst_dl_node *n)
{
   nvst_LoadProgramNV(n->e[0], n->u, n->n, n->data);
}

static void
replay_execute_program(struct nvst_dl_node *n)
{
   nvst_ExecuteProgramNV(n->e[0], n->u, n->f);
}

static void
replay_track_matrix(struct nvst_dl_node *n)
{
   nvst_TrackMatrixNV(n->e[0], n->u, n->e[1], n->e[2]);
}

static void
replay_parameters_f(struct nvst_dl_node *n)
{
   nvst_ProgramParameters4fvNV(n->e[0], n->u, n->n, n->data);
}

static void
replay_parameters_d(struct nvst_dl_node *n)
{
   nvst_ProgramParameters4dvNV(n->e[0], n->u, n->n, n->data);
}

static void
replay_request_resident(struct nvst_dl_node *n)
{
   nvst_RequestResidentProgramsNV(n->n, n->data);
}

static void
replay_gp4_params(struct nvst_dl_node *n)
{
   nvst_gp4_set_params(n->e[1] != 0, n->e[0], n->u, n->n, n->data,
                       "glProgramParametersI4NV");
}

static void
replay_vertex_limit(struct nvst_dl_node *n)
{
   nvst_ProgramVertexLimitNV(n->e[0], n->n);
}

static void
replay_subroutine_params(struct nvst_dl_node *n)
{
   nvst_ProgramSubroutineParametersuivNV(n->e[0], n->n, n->data);
}

static void (*const replay[])(struct nvst_dl_node *) = {
   [NVST_DL_LOAD_PROGRAM] = replay_load_program,
   [NVST_DL_EXECUTE_PROGRAM] = replay_execute_program,
   [NVST_DL_TRACK_MATRIX] = replay_track_matrix,
   [NVST_DL_PARAMETERS_F] = replay_parameters_f,
   [NVST_DL_PARAMETERS_D] = replay_parameters_d,
   [NVST_DL_REQUEST_RESIDENT] = replay_request_resident,
   [NVST_DL_GP4_PARAMS] = replay_gp4_params,
   [NVST_DL_VERTEX_LIMIT] = replay_vertex_limit,
   [NVST_DL_SUBROUTINE_PARAMS] = replay_subroutine_params,
};

void
nvst_dlist_execute(struct gl_context *ctx, void *payload)
{
   (void)ctx;
   struct nvst_dl_node *n = payload;
   replay[n->cmd](n);
}

void
nvst_dlist_free(struct gl_context *ctx, void *payload)
{
   (void)ctx;
   struct nvst_dl_node *n = payload;
   free(n->data);
   free(n);
}

/* A node with a copy of 'bytes' bytes of 'src' (none when the
 * arguments are invalid: the replay then raises the error). */
static struct nvst_dl_node *
new_node(enum nvst_dl_cmd cmd, const void *src, long bytes)
{
   struct nvst_dl_node *n = calloc(1, sizeof(*n));
   if (!n)
      return NULL;
   n->cmd = cmd;
   if (src && bytes > 0) {
      n->data = malloc(bytes);
      if (!n->data) {
         free(n);
         return NULL;
      }
      memcpy(n->data, src, bytes);
   }
   return n;
}

static void
record(struct gl_context *ctx, struct nvst_dl_node *n, const char *caller)
{
   if (!n) {
      _mesa_error(ctx, GL_OUT_OF_MEMORY, "%s while compiling", caller);
      return;
   }
   if (!_mesa_dlist_save_nvprog(ctx, n))
      nvst_dlist_free(ctx, n);
}

static void GLAPIENTRY
save_ProgramSubroutineParametersuivNV(GLenum target, GLsizei count,
                                      const GLuint *params)
{
   GET_CURRENT_CONTEXT(ctx);
   struct nvst_dl_node *n =
      new_node(NVST_DL_SUBROUTINE_PARAMS, params,
               (long)count * (long)sizeof(GLuint));
   if (n) {
      n->e[0] = target;
      n->n = count;
   }
   record(ctx, n, "glProgramSubroutineParametersuivNV");
   if (ctx->ExecuteFlag)
      nvst_ProgramSubroutineParametersuivNV(target, count, params);
}

static void GLAPIENTRY
save_LoadProgramNV(GLenum target, GLuint id, GLsizei len,
                   const GLubyte *program)
{
   GET_CURRENT_CONTEXT(ctx);
   struct nvst_dl_node *n = new_node(NVST_DL_LOAD_PROGRAM, program, len);
   if (n) {
      n->e[0] = target;
      n->u = id;
      n->n = len;
      /* A list keeps a copy: an invalid pointer with a valid length is
       * the caller's error at compile time already. */
      if (len > 0 && !n->data)
         n->n = -1;
   }
   record(ctx, n, "glLoadProgramNV");
   if (ctx->ExecuteFlag)
      nvst_LoadProgramNV(target, id, len, program);
}

static void GLAPIENTRY
save_ExecuteProgramNV(GLenum target, GLuint id, const GLfloat *params)
{
   GET_CURRENT_CONTEXT(ctx);
   struct nvst_dl_node *n = new_node(NVST_DL_EXECUTE_PROGRAM, NULL, 0);
   if (n) {
      n->e[0] = target;
      n->u = id;
      memcpy(n->f, params, sizeof(n->f));
   }
   record(ctx, n, "glExecuteProgramNV");
   if (ctx->ExecuteFlag)
      nvst_ExecuteProgramNV(target, id, params);
}

static void GLAPIENTRY
save_TrackMatrixNV(GLenum target, GLuint address, GLenum matrix,
                   GLenum transform)
{
   GET_CURRENT_CONTEXT(ctx);
   struct nvst_dl_node *n = new_node(NVST_DL_TRACK_MATRIX, NULL, 0);
   if (n) {
      n->e[0] = target;
      n->u = address;
      n->e[1] = matrix;
      n->e[2] = transform;
   }
   record(ctx, n, "glTrackMatrixNV");
   if (ctx->ExecuteFlag)
      nvst_TrackMatrixNV(target, address, matrix, transform);
}

static void GLAPIENTRY
save_ProgramParameters4fvNV(GLenum target, GLuint index, GLsizei num,
                            const GLfloat *params)
{
   GET_CURRENT_CONTEXT(ctx);
   struct nvst_dl_node *n = new_node(NVST_DL_PARAMETERS_F, params,
                                     (long)num * 4 * sizeof(GLfloat));
   if (n) {
      n->e[0] = target;
      n->u = index;
      n->n = num;
   }
   record(ctx, n, "glProgramParameters4fvNV");
   if (ctx->ExecuteFlag)
      nvst_ProgramParameters4fvNV(target, index, num, params);
}

static void GLAPIENTRY
save_ProgramParameters4dvNV(GLenum target, GLuint index, GLsizei num,
                            const GLdouble *params)
{
   GET_CURRENT_CONTEXT(ctx);
   struct nvst_dl_node *n = new_node(NVST_DL_PARAMETERS_D, params,
                                     (long)num * 4 * sizeof(GLdouble));
   if (n) {
      n->e[0] = target;
      n->u = index;
      n->n = num;
   }
   record(ctx, n, "glProgramParameters4dvNV");
   if (ctx->ExecuteFlag)
      nvst_ProgramParameters4dvNV(target, index, num, params);
}

static void GLAPIENTRY
save_RequestResidentProgramsNV(GLsizei num, const GLuint *ids)
{
   GET_CURRENT_CONTEXT(ctx);
   struct nvst_dl_node *n = new_node(NVST_DL_REQUEST_RESIDENT, ids,
                                     (long)num * sizeof(GLuint));
   if (n)
      n->n = num;
   record(ctx, n, "glRequestResidentProgramsNV");
   if (ctx->ExecuteFlag)
      nvst_RequestResidentProgramsNV(num, ids);
}

void
nvst_dlist_save_gp4_params(struct gl_context *ctx, bool env, GLenum target,
                           GLuint index, GLsizei count, const void *words,
                           const char *caller)
{
   struct nvst_dl_node *n =
      new_node(NVST_DL_GP4_PARAMS, words,
               count > 0 ? (long)count * 4 * sizeof(GLuint) : 0);
   if (n) {
      n->e[0] = target;
      n->e[1] = env;
      n->u = index;
      n->n = count;
   }
   record(ctx, n, caller);
}

static void GLAPIENTRY
save_ProgramVertexLimitNV(GLenum target, GLint limit)
{
   GET_CURRENT_CONTEXT(ctx);
   struct nvst_dl_node *n = new_node(NVST_DL_VERTEX_LIMIT, NULL, 0);
   if (n) {
      n->e[0] = target;
      n->n = limit;
   }
   record(ctx, n, "glProgramVertexLimitNV");
   if (ctx->ExecuteFlag)
      nvst_ProgramVertexLimitNV(target, limit);
}

void
nvst_install_save_dispatch(struct gl_context *ctx)
{
   struct _glapi_table *t = ctx->Save;

   SET_LoadProgramNV(t, save_LoadProgramNV);
   SET_ExecuteProgramNV(t, save_ExecuteProgramNV);
   SET_TrackMatrixNV(t, save_TrackMatrixNV);
   SET_ProgramParameters4fvNV(t, save_ProgramParameters4fvNV);
   SET_ProgramParameters4dvNV(t, save_ProgramParameters4dvNV);
   SET_RequestResidentProgramsNV(t, save_RequestResidentProgramsNV);
   /* Not compiled: executed immediately, as Mesa does for queries. */
   SET_AreProgramsResidentNV(t, nvst_AreProgramsResidentNV);
   SET_DeleteProgramsARB(t, nvst_DeleteProgramsARB);
   SET_VertexAttribPointerNV(t, nvst_VertexAttribPointerNV);
   SET_GetVertexAttribPointerv(t, nvst_GetVertexAttribPointerv);
   SET_GetProgramivNV(t, nvst_GetProgramivNV);
   SET_GetProgramStringNV(t, nvst_GetProgramStringNV);
   SET_GetTrackMatrixivNV(t, nvst_GetTrackMatrixivNV);
   SET_GetProgramParameterfvNV(t, nvst_GetProgramParameterfvNV);
   SET_GetProgramParameterdvNV(t, nvst_GetProgramParameterdvNV);
   SET_GetVertexAttribdvNV(t, nvst_GetVertexAttribdvNV);
   SET_GetVertexAttribfvNV(t, nvst_GetVertexAttribfvNV);
   SET_GetVertexAttribivNV(t, nvst_GetVertexAttribivNV);
   nvst_gp4_install_save_dispatch(t);
   /* compiled, as the other program parameter commands; its query runs
    * at once */
   nvst_subroutine_install_dispatch(t);
   SET_ProgramSubroutineParametersuivNV(
      t, save_ProgramSubroutineParametersuivNV);
   /* FramebufferTextureFaceEXT runs at once, as Mesa runs the other
    * framebuffer attachment commands; ProgramVertexLimitNV is compiled */
   nvst_geometry_install_dispatch(t);
   SET_ProgramVertexLimitNV(t, save_ProgramVertexLimitNV);
   /* Buffer object commands are not compiled (ARB_vertex_buffer_object),
    * nor ProgramBufferParameters*NV, "functionally equivalent to calling
    * BufferSubData". */
   nvst_param_buffer_install_dispatch(t);
   /* not compiled either: it selects what the next BeginTransform
    * Feedback records, as TransformFeedbackVaryings does */
   nvst_xfb_install_dispatch(t);
}
