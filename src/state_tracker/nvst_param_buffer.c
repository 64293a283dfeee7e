/*
 * NV_parameter_buffer_object: the program parameter buffer binding
 * points of the vertex, fragment, geometry, tessellation control and
 * evaluation (NV_tessellation_program5) and compute
 * (NV_compute_program5) program targets, their commands, and the
 * constant buffers a draw or a dispatch reads them from.
 *
 * "Each program target has a set of parameter buffer binding points to
 * which buffer objects can be attached" (the extension has no name
 * string: NV_gpu_program4 implies it).  Mesa knows none of it: patch
 * 0019 gives these entry points dispatch slots (BindBuffer{Range,Offset,
 * Base}NV share EXT_transform_feedback's, which this file wraps for the
 * three *_PROGRAM_PARAMETER_BUFFER_NV targets) and asks nvprog for the
 * binding of a buffer target it does not know (BindBuffer, BufferData
 * and the other buffer commands on those targets) and to forget a
 * deleted buffer.  The bindings live in nvst_context.
 *
 * A draw binds binding point a of a stage whose NV_gpu_program4 program
 * declares a BUFFER or BUFFER4 variable on it as Gallium constant buffer
 * 1 + a of that shader stage (the emitter reads it there,
 * nvtgsi_gp4.c); Mesa binds constant buffer 0 only for ARB programs.
 */
#include <string.h>

#include "main/bufferobj.h"
#include "main/context.h"
#include "main/dispatch.h"
#include "api_exec_decl.h"
#include "pipe/p_context.h"
#include "state_tracker/st_context.h"

#include "nvst_api.h"
#include "nvst_private.h"

static const struct {
   GLenum buffer_target;      /* *_PROGRAM_PARAMETER_BUFFER_NV */
   GLenum program_target;     /* what GetProgramivARB names it by */
   enum pipe_shader_type shader;
} stages[NVST_PARAM_BUFFER_STAGES] = {
   { GL_VERTEX_PROGRAM_PARAMETER_BUFFER_NV, GL_VERTEX_PROGRAM_ARB,
     PIPE_SHADER_VERTEX },
   { GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, GL_FRAGMENT_PROGRAM_ARB,
     PIPE_SHADER_FRAGMENT },
   { GL_GEOMETRY_PROGRAM_PARAMETER_BUFFER_NV, GL_GEOMETRY_PROGRAM_NV,
     PIPE_SHADER_GEOMETRY },
   /* NV_tessellation_program5: "The NV_parameter_buffer_object should
    * be modified to accept the enums TESS_CONTROL_PROGRAM_PARAMETER_
    * BUFFER_NV and TESS_EVALUATION_PROGRAM_PARAMETER_BUFFER_NV where the
    * three previously defined enums (for vertex, geometry, and fragment
    * programs) are accepted."  In the order of nvst_share.c's stages,
    * which hands nvst_param_buffer_validate() its programs. */
   { GL_TESS_CONTROL_PROGRAM_PARAMETER_BUFFER_NV,
     GL_TESS_CONTROL_PROGRAM_NV, PIPE_SHADER_TESS_CTRL },
   { GL_TESS_EVALUATION_PROGRAM_PARAMETER_BUFFER_NV,
     GL_TESS_EVALUATION_PROGRAM_NV, PIPE_SHADER_TESS_EVAL },
   /* NV_compute_program5: "Accepted by the <target> parameter of
    * ProgramBufferParametersfvNV, ..., BindBufferRangeNV,
    * BindBufferOffsetNV, BindBufferBaseNV, and BindBuffer and the <value>
    * parameter of GetIntegerIndexedvEXT: COMPUTE_PROGRAM_PARAMETER_
    * BUFFER_NV" (where COMPUTE_PROGRAM_NV is a target) */
   { GL_COMPUTE_PROGRAM_PARAMETER_BUFFER_NV, GL_COMPUTE_PROGRAM_NV,
     PIPE_SHADER_COMPUTE },
};

/* The stages a draw binds, the first NVST_SHARE_STAGES (the compute
 * one at DispatchCompute). */
#define DRAW_STAGES NVST_SHARE_STAGES
#define COMPUTE_STAGE DRAW_STAGES

/* The stage of a buffer (by_program false) or program target, -1 for
 * another target or where the GL has no such programs. */
static int
stage_of(struct gl_context *ctx, GLenum target, bool by_program)
{
   if (!ctx->Extensions.NV_gpu_program4)
      return -1;
   for (int s = 0; s < NVST_PARAM_BUFFER_STAGES; s++) {
      GLenum t = by_program ? stages[s].program_target
                            : stages[s].buffer_target;
      if (t == target) {
         if (stages[s].shader == PIPE_SHADER_GEOMETRY &&
             !ctx->Extensions.NV_geometry_program4)
            return -1;
         if (stages[s].shader == PIPE_SHADER_COMPUTE &&
             !nvst_compute_has_target(ctx, GL_COMPUTE_PROGRAM_NV))
            return -1;
         /* "If NV_parameter_buffer_object is not supported, references
          * to the two new buffer object binding points should be
          * removed": nor where the tessellation targets are not (a
          * driver that does not tessellate, softpipe) */
         if ((stages[s].shader == PIPE_SHADER_TESS_CTRL ||
              stages[s].shader == PIPE_SHADER_TESS_EVAL) &&
             !nvst_tess_has_target(ctx, stages[s].program_target))
            return -1;
         return s;
      }
   }
   return -1;
}

struct gl_buffer_object **
nvst_param_buffer_target(struct gl_context *ctx, GLenum target)
{
   int s = stage_of(ctx, target, false);

   return s < 0 ? NULL : &nvst_context(ctx)->param_buffer[s];
}

/* "If a buffer object that is currently bound is deleted, the binding
 * reverts to zero" (the buffer objects' rule), here for the binding
 * points of this context as Mesa does for its indexed bindings. */
void
nvst_param_buffer_deleted(struct gl_context *ctx,
                          struct gl_buffer_object *obj)
{
   struct nvst_context *nv = nvst_context(ctx);

   for (unsigned s = 0; s < NVST_PARAM_BUFFER_STAGES; s++) {
      if (nv->param_buffer[s] == obj)
         _mesa_reference_buffer_object(ctx, &nv->param_buffer[s], NULL);
      for (unsigned i = 0; i < NVP_GP4_MAX_BUFFER_BINDINGS; i++) {
         struct nvst_param_binding *b = &nv->param_bindings[s][i];
         if (b->obj == obj)
            _mesa_reference_buffer_object(ctx, &b->obj, NULL);
      }
   }
}

void
nvst_param_buffer_free(struct gl_context *ctx)
{
   struct nvst_context *nv = nvst_context(ctx);

   for (unsigned s = 0; s < NVST_PARAM_BUFFER_STAGES; s++) {
      _mesa_reference_buffer_object(ctx, &nv->param_buffer[s], NULL);
      for (unsigned i = 0; i < NVP_GP4_MAX_BUFFER_BINDINGS; i++)
         _mesa_reference_buffer_object(ctx, &nv->param_bindings[s][i].obj,
                                       NULL);
   }
}

/* GetIntegerv(*_PROGRAM_PARAMETER_BUFFER_NV): "Active ... program buffer
 * object binding". */
bool
nvst_param_buffer_get_integer(struct gl_context *ctx, GLenum pname,
                              GLint *value)
{
   int s = stage_of(ctx, pname, false);

   if (s < 0)
      return false;
   const struct gl_buffer_object *obj = nvst_context(ctx)->param_buffer[s];
   *value = obj ? (GLint)obj->Name : 0;
   return true;
}

/* GetProgramivARB: MAX_PROGRAM_PARAMETER_BUFFER_BINDINGS_NV and
 * MAX_PROGRAM_PARAMETER_BUFFER_SIZE_NV, the limits the front end
 * enforces (nvp_arb_gp4_buffer.c). */
bool
nvst_param_buffer_program_iv(struct gl_context *ctx, GLenum target,
                             GLenum pname, GLint *params)
{
   if (stage_of(ctx, target, true) < 0)
      return false;
   switch (pname) {
   case GL_MAX_PROGRAM_PARAMETER_BUFFER_BINDINGS_NV:
      *params = NVP_GP4_MAX_BUFFER_BINDINGS;
      return true;
   case GL_MAX_PROGRAM_PARAMETER_BUFFER_SIZE_NV:
      *params = NVP_GP4_MAX_BUFFER_WORDS;
      return true;
   default:
      return false;
   }
}

/*
 * BindBufferRangeNV, BindBufferOffsetNV and BindBufferBaseNV on a
 * parameter buffer target ('whole': no size, the buffer's own).
 *
 * "The error INVALID_VALUE is generated if the value of <index> is
 * greater than or equal to MAX_PROGRAM_PARAMETER_BUFFER_BINDINGS", "if
 * the value of <size> is less than or equal to zero", "if <offset> or
 * <size> are not word-aligned.  For program parameter buffers, the error
 * INVALID_VALUE is generated if <offset> is non-zero."  "Any of the
 * three BindBuffer* commands perform the equivalent of
 * BindBuffer(target, buffer)."
 */
static void
bind_param_buffer(struct gl_context *ctx, int s, GLuint index,
                  GLuint buffer, GLintptr offset, GLsizeiptr size,
                  bool whole, const char *caller)
{
   struct nvst_context *nv = nvst_context(ctx);
   struct gl_buffer_object *obj = NULL;

   if (index >= NVP_GP4_MAX_BUFFER_BINDINGS) {
      _mesa_error(ctx, GL_INVALID_VALUE, "%s(index=%u)", caller, index);
      return;
   }
   if (!whole && (size <= 0 || size % 4)) {
      _mesa_error(ctx, GL_INVALID_VALUE, "%s(size=%ld)", caller,
                  (long)size);
      return;
   }
   if (offset) {
      _mesa_error(ctx, GL_INVALID_VALUE, "%s(offset=%ld: not zero)",
                  caller, (long)offset);
      return;
   }
   if (buffer) {
      obj = _mesa_lookup_bufferobj(ctx, buffer);
      if (!_mesa_handle_bind_buffer_gen(ctx, buffer, &obj, caller, false))
         return;
   }
   FLUSH_VERTICES(ctx, 0, 0);
   _mesa_reference_buffer_object(ctx, &nv->param_buffer[s], obj);
   _mesa_reference_buffer_object(ctx, &nv->param_bindings[s][index].obj,
                                 obj);
   nv->param_bindings[s][index].size = whole ? 0 : size;
}

static void GLAPIENTRY
nvst_BindBufferRange(GLenum target, GLuint index, GLuint buffer,
                     GLintptr offset, GLsizeiptr size)
{
   GET_CURRENT_CONTEXT(ctx);
   int s = stage_of(ctx, target, false);

   if (s < 0) {
      _mesa_BindBufferRange(target, index, buffer, offset, size);
      return;
   }
   bind_param_buffer(ctx, s, index, buffer, offset, size, false,
                     "glBindBufferRangeNV");
}

static void GLAPIENTRY
nvst_BindBufferOffsetEXT(GLenum target, GLuint index, GLuint buffer,
                         GLintptr offset)
{
   GET_CURRENT_CONTEXT(ctx);
   int s = stage_of(ctx, target, false);

   if (s < 0) {
      _mesa_BindBufferOffsetEXT(target, index, buffer, offset);
      return;
   }
   bind_param_buffer(ctx, s, index, buffer, offset, 0, true,
                     "glBindBufferOffsetNV");
}

static void GLAPIENTRY
nvst_BindBufferBase(GLenum target, GLuint index, GLuint buffer)
{
   GET_CURRENT_CONTEXT(ctx);
   int s = stage_of(ctx, target, false);

   if (s < 0) {
      _mesa_BindBufferBase(target, index, buffer);
      return;
   }
   bind_param_buffer(ctx, s, index, buffer, 0, 0, true,
                     "glBindBufferBaseNV");
}

/*
 * ProgramBufferParameters{fv,Iiv,Iuiv}NV: "update words <wordIndex>
 * through <wordIndex>+<count>-1 in the buffer object bound to the
 * binding point numbered <bindingIndex> for the program target
 * <target> ... The error INVALID_OPERATION is generated if no buffer
 * object is bound to the binding point numbered <bindingIndex>.  The
 * error INVALID_VALUE is generated if <wordIndex>+<count> is greater
 * than either the number of words in the buffer object or the maximum
 * parameter buffer size MAX_PROGRAM_PARAMETER_BUFFER_SIZE_NV.  These
 * functions perform an operation functionally equivalent to calling
 * BufferSubData": so BufferSubData's errors of a mapped or immutable
 * buffer too.  The words are copied as they are (issue 11: "likely just
 * a raw bit cast").
 */
static void
buffer_parameters(GLenum target, GLuint binding, GLuint word, GLsizei count,
                  const void *params, const char *caller)
{
   GET_CURRENT_CONTEXT(ctx);
   int s = stage_of(ctx, target, false);

   if (s < 0) {
      _mesa_error(ctx, GL_INVALID_ENUM, "%s(target)", caller);
      return;
   }
   if (binding >= NVP_GP4_MAX_BUFFER_BINDINGS || count < 0) {
      _mesa_error(ctx, GL_INVALID_VALUE, "%s(bindingIndex=%u, count=%d)",
                  caller, binding, count);
      return;
   }
   struct gl_buffer_object *obj =
      nvst_context(ctx)->param_bindings[s][binding].obj;
   if (!obj) {
      _mesa_error(ctx, GL_INVALID_OPERATION, "%s(no buffer bound)",
                  caller);
      return;
   }
   uint64_t end = (uint64_t)word + (uint64_t)count;
   if (end > (uint64_t)obj->Size / 4 || end > NVP_GP4_MAX_BUFFER_WORDS) {
      _mesa_error(ctx, GL_INVALID_VALUE, "%s(words %u..%llu past the "
                  "buffer)", caller, word, (unsigned long long)end);
      return;
   }
   if (_mesa_check_disallowed_mapping(obj) ||
       (obj->Immutable && !(obj->StorageFlags & GL_DYNAMIC_STORAGE_BIT))) {
      _mesa_error(ctx, GL_INVALID_OPERATION, "%s(buffer mapped or "
                  "immutable)", caller);
      return;
   }
   FLUSH_VERTICES(ctx, 0, 0);
   _mesa_buffer_sub_data(ctx, obj, (GLintptr)word * 4,
                         (GLsizeiptr)count * 4, params);
}

static void GLAPIENTRY
nvst_ProgramBufferParametersfvNV(GLenum target, GLuint binding, GLuint word,
                                 GLsizei count, const GLfloat *params)
{
   buffer_parameters(target, binding, word, count, params,
                     "glProgramBufferParametersfvNV");
}

static void GLAPIENTRY
nvst_ProgramBufferParametersIivNV(GLenum target, GLuint binding,
                                  GLuint word, GLsizei count,
                                  const GLint *params)
{
   buffer_parameters(target, binding, word, count, params,
                     "glProgramBufferParametersIivNV");
}

static void GLAPIENTRY
nvst_ProgramBufferParametersIuivNV(GLenum target, GLuint binding,
                                   GLuint word, GLsizei count,
                                   const GLuint *params)
{
   buffer_parameters(target, binding, word, count, params,
                     "glProgramBufferParametersIuivNV");
}

/* GetIntegerIndexedvEXT (an alias of GetIntegeri_v) and its boolean and
 * 64-bit forms: "When <target> is one of VERTEX_PROGRAM_PARAMETER_BUFFER_
 * NV, ... the <index> is a buffer binding index; the error INVALID_VALUE
 * is generated if <index> is greater or equal to ... MAX_PROGRAM_
 * PARAMETER_BUFFER_BINDINGS." */
static bool
indexed_binding(struct gl_context *ctx, GLenum pname, GLuint index,
                GLint *name)
{
   int s = stage_of(ctx, pname, false);

   if (s < 0)
      return false;
   if (index >= NVP_GP4_MAX_BUFFER_BINDINGS) {
      _mesa_error(ctx, GL_INVALID_VALUE, "glGetIntegerIndexedvEXT(index="
                  "%u)", index);
      return true;
   }
   const struct gl_buffer_object *obj =
      nvst_context(ctx)->param_bindings[s][index].obj;
   *name = obj ? (GLint)obj->Name : 0;
   return true;
}

static void GLAPIENTRY
nvst_GetIntegeri_v(GLenum pname, GLuint index, GLint *params)
{
   GET_CURRENT_CONTEXT(ctx);

   if (!indexed_binding(ctx, pname, index, params) &&
       !nvst_xfb_get_record(ctx, pname, index, params))
      _mesa_GetIntegeri_v(pname, index, params);
}

static void GLAPIENTRY
nvst_GetBooleani_v(GLenum pname, GLuint index, GLboolean *params)
{
   GET_CURRENT_CONTEXT(ctx);
   GLint name = 0;

   if (!indexed_binding(ctx, pname, index, &name))
      _mesa_GetBooleani_v(pname, index, params);
   else
      *params = name != 0;
}

static void GLAPIENTRY
nvst_GetInteger64i_v(GLenum pname, GLuint index, GLint64 *params)
{
   GET_CURRENT_CONTEXT(ctx);
   GLint name = 0;

   if (!indexed_binding(ctx, pname, index, &name))
      _mesa_GetInteger64i_v(pname, index, params);
   else
      *params = name;
}

/* Binding point a of stage s's program (each declaring a BUFFER on it)
 * as constant buffer 1 + a of the stage, at most the words one binding
 * can reach. */
static void
bind_stage(struct gl_context *ctx, unsigned s, struct gl_program *prog)
{
   struct nvst_context *nv = nvst_context(ctx);
   struct pipe_context *pipe = st_context(ctx)->pipe;
   const struct nvst_program *nvprog = nvst_program_of(prog);
   uint32_t used = nvprog ? nvprog->ir->buffers_bound : 0;

   while (used) {
      unsigned a = (unsigned)__builtin_ctz(used);
      const struct nvst_param_binding *b = &nv->param_bindings[s][a];
      struct pipe_constant_buffer cb = { 0 };

      used &= used - 1;
      if (b->obj && b->obj->buffer) {
         GLsizeiptr size = b->obj->Size;
         if (b->size && b->size < size)
            size = b->size;
         if (size > NVP_GP4_MAX_BUFFER_WORDS * 4)
            size = NVP_GP4_MAX_BUFFER_WORDS * 4;
         cb.buffer = b->obj->buffer;
         cb.buffer_size = (unsigned)size;
      }
      /* "If no buffer object is bound to binding point <a>, or the
       * bound buffer object is not large enough to hold an element
       * <b>, the values used are undefined": an empty buffer, whose
       * reads both drivers answer with zeros. */
      pipe->set_constant_buffer(pipe, stages[s].shader, 1 + a, false,
                                cb.buffer ? &cb : NULL);
   }
}

/* Before a draw (nvst_share_begin, the programs locked): the vertex,
 * fragment, geometry and tessellation programs' bindings.  Every draw
 * binds again: BufferData may have given the buffer new storage, and
 * another program may have used the slot. */
void
nvst_param_buffer_validate(struct gl_context *ctx,
                           struct gl_program *const prog[NVST_SHARE_STAGES])
{
   for (unsigned s = 0; s < DRAW_STAGES; s++)
      bind_stage(ctx, s, prog[s]);
}

/* Before DispatchCompute launches an NV_compute_program5 program (Mesa
 * patch 0030): the compute stage's, as at a draw. */
void
nvst_param_buffer_dispatch(struct gl_context *ctx, struct gl_program *prog)
{
   bind_stage(ctx, COMPUTE_STAGE, prog);
}

void
nvst_param_buffer_install_dispatch(struct _glapi_table *t)
{
   SET_BindBufferRange(t, nvst_BindBufferRange);
   SET_BindBufferOffsetEXT(t, nvst_BindBufferOffsetEXT);
   SET_BindBufferBase(t, nvst_BindBufferBase);
   SET_ProgramBufferParametersfvNV(t, nvst_ProgramBufferParametersfvNV);
   SET_ProgramBufferParametersIivNV(t, nvst_ProgramBufferParametersIivNV);
   SET_ProgramBufferParametersIuivNV(t,
                                     nvst_ProgramBufferParametersIuivNV);
   SET_GetIntegeri_v(t, nvst_GetIntegeri_v);
   SET_GetBooleani_v(t, nvst_GetBooleani_v);
   SET_GetInteger64i_v(t, nvst_GetInteger64i_v);
}
