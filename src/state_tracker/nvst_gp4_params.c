/*
 * NV_gpu_program4's integer program parameters: ProgramLocalParameterI4*NV,
 * ProgramLocalParametersI4*NV, ProgramEnvParameterI4*NV,
 * ProgramEnvParametersI4*NV and GetProgram{Local,Env}ParameterI{i,ui}vNV
 * (dispatch slots from patch 0015).
 *
 * "Program environment parameters are four-component vectors whose
 * components can hold floating-point, signed integer, or unsigned integer
 * values.  The data type of each environment parameter is established
 * when the parameter's values are assigned."  Mesa keeps every local and
 * environment parameter as four 32-bit words, which gp4 programs read as
 * the data type of the reading instruction (nvtgsi_gp4.c: CONST bits), so
 * an integer parameter is its 32 bits stored in those words: the ARB
 * float entry points' checks (target, index, program bound) and storage
 * (memcpy) with the integers' bits.  The getters return the words'
 * bits; reading a parameter "using a data type other than the one used
 * when the parameter is set" gives those bits ("undefined").
 *
 * The setters are compiled into display lists (nvst_dlist.c replays
 * them through nvst_gp4_set_params()); the getters run at once, as
 * Mesa's queries do.
 */
#include <string.h>

#include "main/context.h"
#include "main/dispatch.h"
#include "api_exec_decl.h"

#include "nvst_private.h"

/* The plural commands: "The error INVALID_VALUE is generated if the sum
 * of <index> and <count> is greater than the number of program local
 * parameters supported by <target>" (Mesa's checks); a negative count is
 * INVALID_VALUE, a zero count does nothing. */
static bool
count_ok(GLsizei count, const char *caller)
{
   GET_CURRENT_CONTEXT(ctx);

   if (count < 0) {
      _mesa_error(ctx, GL_INVALID_VALUE, "%s(count)", caller);
      return false;
   }
   return count > 0;
}

static void
local_words(GLenum target, GLuint index, GLsizei count, const void *v,
            const char *caller)
{
   if (count_ok(count, caller))
      _mesa_ProgramLocalParameters4fvEXT(target, index, count,
                                         (const GLfloat *)v);
}

static void
env_words(GLenum target, GLuint index, GLsizei count, const void *v,
          const char *caller)
{
   if (!count_ok(count, caller))
      return;
   /* the tracked registers of NV_vertex_program stay read-only */
   for (GLsizei k = 0; k < count; k++) {
      if (!nvst_env_write_allowed(target, index + (GLuint)k))
         return;
   }
   _mesa_ProgramEnvParameters4fvEXT(target, index, count,
                                    (const GLfloat *)v);
}

void
nvst_gp4_set_params(bool env, GLenum target, GLuint index, GLsizei count,
                    const void *words, const char *caller)
{
   if (env)
      env_words(target, index, count, words, caller);
   else
      local_words(target, index, count, words, caller);
}

static void GLAPIENTRY
nvst_ProgramLocalParameterI4iNV(GLenum target, GLuint index, GLint x,
                                GLint y, GLint z, GLint w)
{
   const GLint v[4] = { x, y, z, w };
   local_words(target, index, 1, v, "glProgramLocalParameterI4iNV");
}

static void GLAPIENTRY
nvst_ProgramLocalParameterI4ivNV(GLenum target, GLuint index,
                                 const GLint *params)
{
   local_words(target, index, 1, params, "glProgramLocalParameterI4ivNV");
}

static void GLAPIENTRY
nvst_ProgramLocalParametersI4ivNV(GLenum target, GLuint index,
                                  GLsizei count, const GLint *params)
{
   local_words(target, index, count, params,
               "glProgramLocalParametersI4ivNV");
}

static void GLAPIENTRY
nvst_ProgramLocalParameterI4uiNV(GLenum target, GLuint index, GLuint x,
                                 GLuint y, GLuint z, GLuint w)
{
   const GLuint v[4] = { x, y, z, w };
   local_words(target, index, 1, v, "glProgramLocalParameterI4uiNV");
}

static void GLAPIENTRY
nvst_ProgramLocalParameterI4uivNV(GLenum target, GLuint index,
                                  const GLuint *params)
{
   local_words(target, index, 1, params, "glProgramLocalParameterI4uivNV");
}

static void GLAPIENTRY
nvst_ProgramLocalParametersI4uivNV(GLenum target, GLuint index,
                                   GLsizei count, const GLuint *params)
{
   local_words(target, index, count, params,
               "glProgramLocalParametersI4uivNV");
}

static void GLAPIENTRY
nvst_ProgramEnvParameterI4iNV(GLenum target, GLuint index, GLint x,
                              GLint y, GLint z, GLint w)
{
   const GLint v[4] = { x, y, z, w };
   env_words(target, index, 1, v, "glProgramEnvParameterI4iNV");
}

static void GLAPIENTRY
nvst_ProgramEnvParameterI4ivNV(GLenum target, GLuint index,
                               const GLint *params)
{
   env_words(target, index, 1, params, "glProgramEnvParameterI4ivNV");
}

static void GLAPIENTRY
nvst_ProgramEnvParametersI4ivNV(GLenum target, GLuint index, GLsizei count,
                                const GLint *params)
{
   env_words(target, index, count, params, "glProgramEnvParametersI4ivNV");
}

static void GLAPIENTRY
nvst_ProgramEnvParameterI4uiNV(GLenum target, GLuint index, GLuint x,
                               GLuint y, GLuint z, GLuint w)
{
   const GLuint v[4] = { x, y, z, w };
   env_words(target, index, 1, v, "glProgramEnvParameterI4uiNV");
}

static void GLAPIENTRY
nvst_ProgramEnvParameterI4uivNV(GLenum target, GLuint index,
                                const GLuint *params)
{
   env_words(target, index, 1, params, "glProgramEnvParameterI4uivNV");
}

static void GLAPIENTRY
nvst_ProgramEnvParametersI4uivNV(GLenum target, GLuint index,
                                 GLsizei count, const GLuint *params)
{
   env_words(target, index, count, params,
             "glProgramEnvParametersI4uivNV");
}

/* The getters: Mesa's float ones copy the four words unchanged (x86-64
 * moves floats without converting them, NaN payloads included). */
static void GLAPIENTRY
nvst_GetProgramLocalParameterIivNV(GLenum target, GLuint index,
                                   GLint *params)
{
   _mesa_GetProgramLocalParameterfvARB(target, index, (GLfloat *)params);
}

static void GLAPIENTRY
nvst_GetProgramLocalParameterIuivNV(GLenum target, GLuint index,
                                    GLuint *params)
{
   _mesa_GetProgramLocalParameterfvARB(target, index, (GLfloat *)params);
}

static void GLAPIENTRY
nvst_GetProgramEnvParameterIivNV(GLenum target, GLuint index,
                                 GLint *params)
{
   _mesa_GetProgramEnvParameterfvARB(target, index, (GLfloat *)params);
}

static void GLAPIENTRY
nvst_GetProgramEnvParameterIuivNV(GLenum target, GLuint index,
                                  GLuint *params)
{
   _mesa_GetProgramEnvParameterfvARB(target, index, (GLfloat *)params);
}

/* Display lists: the command with a copy of its words (none for a
 * negative count, whose error the replay raises). */
static void
save(bool env, GLenum target, GLuint index, GLsizei count,
     const void *words, const char *caller)
{
   GET_CURRENT_CONTEXT(ctx);

   nvst_dlist_save_gp4_params(ctx, env, target, index, count, words,
                              caller);
   if (ctx->ExecuteFlag)
      nvst_gp4_set_params(env, target, index, count, words, caller);
}

#define SAVE4(name, env, type)                                           \
   static void GLAPIENTRY                                                \
   save_##name(GLenum target, GLuint index, type x, type y, type z,      \
               type w)                                                   \
   {                                                                     \
      const type v[4] = { x, y, z, w };                                  \
      save(env, target, index, 1, v, "gl" #name);                        \
   }
#define SAVEV(name, env, type)                                           \
   static void GLAPIENTRY                                                \
   save_##name(GLenum target, GLuint index, const type *params)          \
   {                                                                     \
      save(env, target, index, 1, params, "gl" #name);                   \
   }
#define SAVES(name, env, type)                                           \
   static void GLAPIENTRY                                                \
   save_##name(GLenum target, GLuint index, GLsizei count,               \
               const type *params)                                       \
   {                                                                     \
      save(env, target, index, count, params, "gl" #name);               \
   }

SAVE4(ProgramLocalParameterI4iNV, false, GLint)
SAVEV(ProgramLocalParameterI4ivNV, false, GLint)
SAVES(ProgramLocalParametersI4ivNV, false, GLint)
SAVE4(ProgramLocalParameterI4uiNV, false, GLuint)
SAVEV(ProgramLocalParameterI4uivNV, false, GLuint)
SAVES(ProgramLocalParametersI4uivNV, false, GLuint)
SAVE4(ProgramEnvParameterI4iNV, true, GLint)
SAVEV(ProgramEnvParameterI4ivNV, true, GLint)
SAVES(ProgramEnvParametersI4ivNV, true, GLint)
SAVE4(ProgramEnvParameterI4uiNV, true, GLuint)
SAVEV(ProgramEnvParameterI4uivNV, true, GLuint)
SAVES(ProgramEnvParametersI4uivNV, true, GLuint)

void
nvst_gp4_install_save_dispatch(struct _glapi_table *t)
{
   SET_ProgramLocalParameterI4iNV(t, save_ProgramLocalParameterI4iNV);
   SET_ProgramLocalParameterI4ivNV(t, save_ProgramLocalParameterI4ivNV);
   SET_ProgramLocalParametersI4ivNV(t, save_ProgramLocalParametersI4ivNV);
   SET_ProgramLocalParameterI4uiNV(t, save_ProgramLocalParameterI4uiNV);
   SET_ProgramLocalParameterI4uivNV(t, save_ProgramLocalParameterI4uivNV);
   SET_ProgramLocalParametersI4uivNV(t,
                                     save_ProgramLocalParametersI4uivNV);
   SET_ProgramEnvParameterI4iNV(t, save_ProgramEnvParameterI4iNV);
   SET_ProgramEnvParameterI4ivNV(t, save_ProgramEnvParameterI4ivNV);
   SET_ProgramEnvParametersI4ivNV(t, save_ProgramEnvParametersI4ivNV);
   SET_ProgramEnvParameterI4uiNV(t, save_ProgramEnvParameterI4uiNV);
   SET_ProgramEnvParameterI4uivNV(t, save_ProgramEnvParameterI4uivNV);
   SET_ProgramEnvParametersI4uivNV(t, save_ProgramEnvParametersI4uivNV);
   /* queries: executed at once */
   SET_GetProgramLocalParameterIivNV(t, nvst_GetProgramLocalParameterIivNV);
   SET_GetProgramLocalParameterIuivNV(t,
                                      nvst_GetProgramLocalParameterIuivNV);
   SET_GetProgramEnvParameterIivNV(t, nvst_GetProgramEnvParameterIivNV);
   SET_GetProgramEnvParameterIuivNV(t, nvst_GetProgramEnvParameterIuivNV);
}

void
nvst_gp4_install_dispatch(struct _glapi_table *t)
{
   SET_ProgramLocalParameterI4iNV(t, nvst_ProgramLocalParameterI4iNV);
   SET_ProgramLocalParameterI4ivNV(t, nvst_ProgramLocalParameterI4ivNV);
   SET_ProgramLocalParametersI4ivNV(t, nvst_ProgramLocalParametersI4ivNV);
   SET_ProgramLocalParameterI4uiNV(t, nvst_ProgramLocalParameterI4uiNV);
   SET_ProgramLocalParameterI4uivNV(t, nvst_ProgramLocalParameterI4uivNV);
   SET_ProgramLocalParametersI4uivNV(t,
                                     nvst_ProgramLocalParametersI4uivNV);
   SET_ProgramEnvParameterI4iNV(t, nvst_ProgramEnvParameterI4iNV);
   SET_ProgramEnvParameterI4ivNV(t, nvst_ProgramEnvParameterI4ivNV);
   SET_ProgramEnvParametersI4ivNV(t, nvst_ProgramEnvParametersI4ivNV);
   SET_ProgramEnvParameterI4uiNV(t, nvst_ProgramEnvParameterI4uiNV);
   SET_ProgramEnvParameterI4uivNV(t, nvst_ProgramEnvParameterI4uivNV);
   SET_ProgramEnvParametersI4uivNV(t, nvst_ProgramEnvParametersI4uivNV);
   SET_GetProgramLocalParameterIivNV(t, nvst_GetProgramLocalParameterIivNV);
   SET_GetProgramLocalParameterIuivNV(t,
                                      nvst_GetProgramLocalParameterIuivNV);
   SET_GetProgramEnvParameterIivNV(t, nvst_GetProgramEnvParameterIivNV);
   SET_GetProgramEnvParameterIuivNV(t, nvst_GetProgramEnvParameterIuivNV);
}
