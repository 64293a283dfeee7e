/*
 * NV_shader_buffer_load and NV_shader_buffer_store: buffer residency and
 * GPU addresses (Mesa patch 0032 gives the commands dispatch slots).
 *
 * "This extension provides a mechanism to read from a flat, 64-bit GPU
 * address space from programs/shaders, to query GPU addresses of buffer
 * objects at the API level".  llvmpipe and softpipe keep a buffer's
 * storage in this process's memory and never move it while the buffer
 * keeps its data store, so the GPU address of a buffer is the host
 * address of its storage: programs dereference it directly (LOAD, STORE
 * and ATOM, src/tgsi_emit/nvtgsi_gp5_mem.c; Mesa patch 0031).  The
 * address is never zero ("The address "zero" is reserved").
 *
 * Residency is per context ("if the buffer bound to <target> is already
 * resident in the current GL context").  A resident buffer holds a
 * reference to the object and to the storage it had when it was made
 * resident, so the memory a program may still address stays this
 * process's until the buffer stops being resident: explicitly, or
 * implicitly when "respecified via BufferData or being deleted", which
 * this file notices when it next looks (a new pipe resource, or
 * DeletePending).
 */
#include <stdint.h>
#include <stdlib.h>

#include "main/bufferobj.h"
#include "main/context.h"
#include "main/dispatch.h"
#include "api_exec_decl.h"
#include "main/uniforms.h"
#include "pipe/p_context.h"
#include "pipe/p_defines.h"
#include "util/u_inlines.h"

#include "nvst_private.h"

/* NV_shader_buffer_load / NV_shader_buffer_store tokens */
#define BUFFER_GPU_ADDRESS_NV                 0x8F1D
#define MAX_SHADER_BUFFER_ADDRESS_NV          0x8F35
#define SHADER_GLOBAL_ACCESS_BARRIER_BIT_NV   0x00000010

struct nvst_resident {
   struct gl_buffer_object *obj;
   struct pipe_resource *res;   /* the storage when made resident */
   GLenum access;
};

static bool
enabled(struct gl_context *ctx)
{
   return ctx->NV && ctx->Extensions.NV_gpu_program5;
}

/* "<target> may be any of the buffer targets accepted by BindBuffer":
 * the binding of each (Mesa's get_buffer_target() is not exported), and
 * NV_parameter_buffer_object's. */
static struct gl_buffer_object **
target_binding(struct gl_context *ctx, GLenum target)
{
   switch (target) {
   case GL_ARRAY_BUFFER:
      return &ctx->Array.ArrayBufferObj;
   case GL_ELEMENT_ARRAY_BUFFER:
      return &ctx->Array.VAO->IndexBufferObj;
   case GL_PIXEL_PACK_BUFFER:
      return &ctx->Pack.BufferObj;
   case GL_PIXEL_UNPACK_BUFFER:
      return &ctx->Unpack.BufferObj;
   case GL_COPY_READ_BUFFER:
      return &ctx->CopyReadBuffer;
   case GL_COPY_WRITE_BUFFER:
      return &ctx->CopyWriteBuffer;
   case GL_QUERY_BUFFER:
      return &ctx->QueryBuffer;
   case GL_DRAW_INDIRECT_BUFFER:
      return &ctx->DrawIndirectBuffer;
   case GL_PARAMETER_BUFFER_ARB:
      return &ctx->ParameterBuffer;
   case GL_DISPATCH_INDIRECT_BUFFER:
      return &ctx->DispatchIndirectBuffer;
   case GL_TRANSFORM_FEEDBACK_BUFFER:
      return &ctx->TransformFeedback.CurrentBuffer;
   case GL_TEXTURE_BUFFER:
      return &ctx->Texture.BufferObject;
   case GL_UNIFORM_BUFFER:
      return &ctx->UniformBuffer;
   case GL_SHADER_STORAGE_BUFFER:
      return &ctx->ShaderStorageBuffer;
   case GL_ATOMIC_COUNTER_BUFFER:
      return &ctx->AtomicBuffer;
   default:
      return nvst_param_buffer_target(ctx, target);
   }
}

/* The buffer bound to target: NULL with INVALID_ENUM (no such target)
 * or INVALID_OPERATION ("if no buffer is bound to <target>"). */
static struct gl_buffer_object *
bound_buffer(struct gl_context *ctx, GLenum target, const char *caller)
{
   struct gl_buffer_object **b = target_binding(ctx, target);

   if (!b) {
      _mesa_error(ctx, GL_INVALID_ENUM, "%s(target 0x%x)", caller, target);
      return NULL;
   }
   if (!*b) {
      _mesa_error(ctx, GL_INVALID_OPERATION, "%s(no buffer is bound)",
                  caller);
      return NULL;
   }
   return *b;
}

/* The "Named" commands: "If the buffer object named by the buffer
 * parameter has not been previously bound or has been deleted since the
 * last binding, the GL first creates a new state vector ...  There is no
 * buffer corresponding to the name zero, these commands generate the
 * INVALID_OPERATION error if the buffer parameter is zero." */
static struct gl_buffer_object *
named_buffer(struct gl_context *ctx, GLuint buffer, const char *caller)
{
   struct gl_buffer_object *obj = NULL;

   if (!buffer) {
      _mesa_error(ctx, GL_INVALID_OPERATION, "%s(buffer 0)", caller);
      return NULL;
   }
   obj = _mesa_lookup_bufferobj(ctx, buffer);
   if (!_mesa_handle_bind_buffer_gen(ctx, buffer, &obj, caller, false))
      return NULL;
   return obj;
}

static void
drop(struct gl_context *ctx, struct nvst_context *nv, unsigned i)
{
   _mesa_reference_buffer_object(ctx, &nv->resident[i].obj, NULL);
   pipe_resource_reference(&nv->resident[i].res, NULL);
   nv->resident[i] = nv->resident[--nv->num_resident];
}

/* Forgets the buffers no longer resident: "A buffer is also made
 * non-resident implicitly as a result of being respecified via
 * BufferData or being deleted." */
static void
prune(struct gl_context *ctx, struct nvst_context *nv)
{
   for (unsigned i = nv->num_resident; i-- > 0;) {
      const struct nvst_resident *r = &nv->resident[i];
      if (r->obj->DeletePending || r->obj->buffer != r->res)
         drop(ctx, nv, i);
   }
}

static int
find_resident(struct gl_context *ctx, struct gl_buffer_object *obj)
{
   struct nvst_context *nv = nvst_context(ctx);

   prune(ctx, nv);
   for (unsigned i = 0; i < nv->num_resident; i++) {
      if (nv->resident[i].obj == obj)
         return (int)i;
   }
   return -1;
}

/* The host address of obj's storage: a mapping that waits for nothing
 * and is let go at once (the storage does not move while mapped or
 * not). */
static uint64_t
gpu_address(struct gl_context *ctx, struct gl_buffer_object *obj)
{
   struct pipe_transfer *xfer = NULL;
   void *p = pipe_buffer_map_range(ctx->pipe, obj->buffer, 0, 1,
                                   PIPE_MAP_READ | PIPE_MAP_UNSYNCHRONIZED,
                                   &xfer);
   if (!p)
      return 0;
   pipe_buffer_unmap(ctx->pipe, xfer);
   return (uint64_t)(uintptr_t)p;
}

static bool
has_store(const struct gl_buffer_object *obj)
{
   return obj->buffer && obj->Size > 0;
}

static void
make_resident(struct gl_context *ctx, struct gl_buffer_object *obj,
              GLenum access, const char *caller)
{
   struct nvst_context *nv = nvst_context(ctx);

   /* NV_shader_buffer_store: "<access> may be READ_ONLY, READ_WRITE, and
    * WRITE_ONLY" */
   if (access != GL_READ_ONLY && access != GL_READ_WRITE &&
       access != GL_WRITE_ONLY) {
      _mesa_error(ctx, GL_INVALID_ENUM, "%s(access 0x%x)", caller, access);
      return;
   }
   /* "if the buffer bound to <target> is already resident in the current
    * GL context, or if the buffer bound to <target> has no data store" */
   if (!has_store(obj)) {
      _mesa_error(ctx, GL_INVALID_OPERATION, "%s(the buffer has no data "
                  "store)", caller);
      return;
   }
   if (find_resident(ctx, obj) >= 0) {
      _mesa_error(ctx, GL_INVALID_OPERATION, "%s(the buffer is already "
                  "resident)", caller);
      return;
   }
   if (nv->num_resident == nv->max_resident) {
      unsigned n = nv->max_resident ? 2 * nv->max_resident : 16;
      struct nvst_resident *r = realloc(nv->resident, n * sizeof(*r));
      if (!r) {
         _mesa_error(ctx, GL_OUT_OF_MEMORY, "%s", caller);
         return;
      }
      nv->resident = r;
      nv->max_resident = n;
   }
   struct nvst_resident *r = &nv->resident[nv->num_resident++];
   r->obj = NULL;
   r->res = NULL;
   _mesa_reference_buffer_object(ctx, &r->obj, obj);
   pipe_resource_reference(&r->res, obj->buffer);
   r->access = access;
}

static void
make_non_resident(struct gl_context *ctx, struct gl_buffer_object *obj,
                  const char *caller)
{
   /* "or if the buffer bound to <target> is not resident in the current
    * GL context" */
   int i = find_resident(ctx, obj);

   if (i < 0) {
      _mesa_error(ctx, GL_INVALID_OPERATION, "%s(the buffer is not "
                  "resident)", caller);
      return;
   }
   drop(ctx, nvst_context(ctx), (unsigned)i);
}

/* "GetBufferParameterui64vNV ... The error INVALID_OPERATION will be
 * generated if no buffer is bound to <target>, or if the buffer bound to
 * <target> has no data store." */
static void
get_address(struct gl_context *ctx, struct gl_buffer_object *obj,
            GLenum pname, GLuint64EXT *params, const char *caller)
{
   if (pname != BUFFER_GPU_ADDRESS_NV) {
      _mesa_error(ctx, GL_INVALID_ENUM, "%s(pname 0x%x)", caller, pname);
      return;
   }
   if (!has_store(obj)) {
      _mesa_error(ctx, GL_INVALID_OPERATION, "%s(the buffer has no data "
                  "store)", caller);
      return;
   }
   if (params)
      *params = gpu_address(ctx, obj);
}

#define ENTRY(caller)                                               \
   GET_CURRENT_CONTEXT(ctx);                                        \
   if (!enabled(ctx)) {                                             \
      _mesa_error(ctx, GL_INVALID_OPERATION, "%s(GL_NV_shader_"     \
                  "buffer_load is not enabled)", caller);           \
      return;                                                       \
   }

static void GLAPIENTRY
nvst_MakeBufferResidentNV(GLenum target, GLenum access)
{
   const char *caller = "glMakeBufferResidentNV";
   ENTRY(caller);
   struct gl_buffer_object *obj = bound_buffer(ctx, target, caller);
   if (obj)
      make_resident(ctx, obj, access, caller);
}

static void GLAPIENTRY
nvst_MakeBufferNonResidentNV(GLenum target)
{
   const char *caller = "glMakeBufferNonResidentNV";
   ENTRY(caller);
   struct gl_buffer_object *obj = bound_buffer(ctx, target, caller);
   if (obj)
      make_non_resident(ctx, obj, caller);
}

static GLboolean GLAPIENTRY
nvst_IsBufferResidentNV(GLenum target)
{
   GET_CURRENT_CONTEXT(ctx);
   const char *caller = "glIsBufferResidentNV";

   if (!enabled(ctx)) {
      _mesa_error(ctx, GL_INVALID_OPERATION, "%s", caller);
      return GL_FALSE;
   }
   /* "The error INVALID_OPERATION will be generated by IsBufferResidentNV
    * if no buffer is bound to <target>." */
   struct gl_buffer_object *obj = bound_buffer(ctx, target, caller);
   return obj && find_resident(ctx, obj) >= 0;
}

static void GLAPIENTRY
nvst_MakeNamedBufferResidentNV(GLuint buffer, GLenum access)
{
   const char *caller = "glMakeNamedBufferResidentNV";
   ENTRY(caller);
   struct gl_buffer_object *obj = named_buffer(ctx, buffer, caller);
   if (obj)
      make_resident(ctx, obj, access, caller);
}

static void GLAPIENTRY
nvst_MakeNamedBufferNonResidentNV(GLuint buffer)
{
   const char *caller = "glMakeNamedBufferNonResidentNV";
   ENTRY(caller);
   struct gl_buffer_object *obj = named_buffer(ctx, buffer, caller);
   if (obj)
      make_non_resident(ctx, obj, caller);
}

static GLboolean GLAPIENTRY
nvst_IsNamedBufferResidentNV(GLuint buffer)
{
   GET_CURRENT_CONTEXT(ctx);
   const char *caller = "glIsNamedBufferResidentNV";

   if (!enabled(ctx)) {
      _mesa_error(ctx, GL_INVALID_OPERATION, "%s", caller);
      return GL_FALSE;
   }
   struct gl_buffer_object *obj = named_buffer(ctx, buffer, caller);
   return obj && find_resident(ctx, obj) >= 0;
}

static void GLAPIENTRY
nvst_GetBufferParameterui64vNV(GLenum target, GLenum pname,
                               GLuint64EXT *params)
{
   const char *caller = "glGetBufferParameterui64vNV";
   ENTRY(caller);
   struct gl_buffer_object *obj = bound_buffer(ctx, target, caller);
   if (obj)
      get_address(ctx, obj, pname, params, caller);
}

static void GLAPIENTRY
nvst_GetNamedBufferParameterui64vNV(GLuint buffer, GLenum pname,
                                    GLuint64EXT *params)
{
   const char *caller = "glGetNamedBufferParameterui64vNV";
   ENTRY(caller);
   struct gl_buffer_object *obj = named_buffer(ctx, buffer, caller);
   if (obj)
      get_address(ctx, obj, pname, params, caller);
}

/* "Legal values of <value> are only those that specify
 * GetIntegerui64vNV in the state tables": MAX_SHADER_BUFFER_ADDRESS_NV,
 * the highest address a pointer of this process can hold. */
static void GLAPIENTRY
nvst_GetIntegerui64vNV(GLenum value, GLuint64EXT *result)
{
   const char *caller = "glGetIntegerui64vNV";
   ENTRY(caller);
   if (value != MAX_SHADER_BUFFER_ADDRESS_NV) {
      _mesa_error(ctx, GL_INVALID_ENUM, "%s(value 0x%x)", caller, value);
      return;
   }
   if (result)
      *result = (GLuint64EXT)UINTPTR_MAX;
}

/* Uniformui64NV and the rest load 64-bit unsigned uniforms, which
 * GLSL's uint64_t (ARB_gpu_shader_int64) is: nvprog has no GLSL
 * pointers, so these set such uniforms as the ARB commands do
 * (GetUniformui64vNV is already AMD_gpu_shader_int64's alias of
 * GetUniformui64vARB in Mesa). */
static void GLAPIENTRY
nvst_Uniformui64vNV(GLint location, GLsizei count, const GLuint64EXT *value)
{
   CALL_Uniform1ui64vARB(GET_DISPATCH(), (location, count, value));
}

static void GLAPIENTRY
nvst_Uniformui64NV(GLint location, GLuint64EXT value)
{
   CALL_Uniform1ui64ARB(GET_DISPATCH(), (location, value));
}

static void GLAPIENTRY
nvst_ProgramUniformui64vNV(GLuint program, GLint location, GLsizei count,
                           const GLuint64EXT *value)
{
   CALL_ProgramUniform1ui64vARB(GET_DISPATCH(),
                                (program, location, count, value));
}

static void GLAPIENTRY
nvst_ProgramUniformui64NV(GLuint program, GLint location, GLuint64EXT value)
{
   CALL_ProgramUniform1ui64ARB(GET_DISPATCH(), (program, location, value));
}

/* NV_shader_buffer_store: "SHADER_GLOBAL_ACCESS_BARRIER_BIT_NV: Memory
 * accesses using pointers and assembly program global loads, stores,
 * and atomics issued after the barrier will reflect data written by
 * shaders prior to the barrier."  Mesa's MemoryBarrier knows no such
 * bit; the driver's barrier waits for the draws before it. */
static void GLAPIENTRY
nvst_MemoryBarrier(GLbitfield barriers)
{
   GET_CURRENT_CONTEXT(ctx);

   if ((barriers & SHADER_GLOBAL_ACCESS_BARRIER_BIT_NV) && ctx->pipe &&
       ctx->pipe->memory_barrier) {
      FLUSH_VERTICES(ctx, 0, 0);
      ctx->pipe->memory_barrier(ctx->pipe, PIPE_BARRIER_GLOBAL_BUFFER);
   }
   _mesa_MemoryBarrier(barriers);
}

/* "A buffer is also made non-resident implicitly as a result of being
 * respecified via BufferData": Mesa keeps the storage of a buffer
 * respecified with its size and usage, so the data commands say it
 * (this context's residency; another context's ends when the storage
 * changes). */
static void
respecified(struct gl_context *ctx, struct gl_buffer_object *obj)
{
   int i = obj && ctx->NV ? find_resident(ctx, obj) : -1;

   if (i >= 0)
      drop(ctx, nvst_context(ctx), (unsigned)i);
}

static void GLAPIENTRY
nvst_BufferData(GLenum target, GLsizeiptr size, const GLvoid *data,
                GLenum usage)
{
   GET_CURRENT_CONTEXT(ctx);
   struct gl_buffer_object **b = ctx->NV ? target_binding(ctx, target)
                                         : NULL;
   struct gl_buffer_object *obj = b ? *b : NULL;

   _mesa_BufferData(target, size, data, usage);
   respecified(ctx, obj);
}

static void GLAPIENTRY
nvst_NamedBufferData(GLuint buffer, GLsizeiptr size, const GLvoid *data,
                     GLenum usage)
{
   GET_CURRENT_CONTEXT(ctx);

   _mesa_NamedBufferData(buffer, size, data, usage);
   respecified(ctx, buffer ? _mesa_lookup_bufferobj(ctx, buffer) : NULL);
}

static void GLAPIENTRY
nvst_NamedBufferDataEXT(GLuint buffer, GLsizeiptr size, const GLvoid *data,
                        GLenum usage)
{
   GET_CURRENT_CONTEXT(ctx);

   _mesa_NamedBufferDataEXT(buffer, size, data, usage);
   respecified(ctx, buffer ? _mesa_lookup_bufferobj(ctx, buffer) : NULL);
}

void
nvst_memory_free(struct gl_context *ctx)
{
   struct nvst_context *nv = nvst_context(ctx);

   while (nv->num_resident)
      drop(ctx, nv, nv->num_resident - 1);
   free(nv->resident);
   nv->resident = NULL;
   nv->max_resident = 0;
}

void
nvst_memory_install_dispatch(struct _glapi_table *t)
{
   SET_MakeBufferResidentNV(t, nvst_MakeBufferResidentNV);
   SET_MakeBufferNonResidentNV(t, nvst_MakeBufferNonResidentNV);
   SET_IsBufferResidentNV(t, nvst_IsBufferResidentNV);
   SET_MakeNamedBufferResidentNV(t, nvst_MakeNamedBufferResidentNV);
   SET_MakeNamedBufferNonResidentNV(t, nvst_MakeNamedBufferNonResidentNV);
   SET_IsNamedBufferResidentNV(t, nvst_IsNamedBufferResidentNV);
   SET_GetBufferParameterui64vNV(t, nvst_GetBufferParameterui64vNV);
   SET_GetNamedBufferParameterui64vNV(t,
                                      nvst_GetNamedBufferParameterui64vNV);
   SET_GetIntegerui64vNV(t, nvst_GetIntegerui64vNV);
   SET_Uniformui64NV(t, nvst_Uniformui64NV);
   SET_Uniformui64vNV(t, nvst_Uniformui64vNV);
   SET_ProgramUniformui64NV(t, nvst_ProgramUniformui64NV);
   SET_ProgramUniformui64vNV(t, nvst_ProgramUniformui64vNV);
   SET_MemoryBarrier(t, nvst_MemoryBarrier);
   SET_BufferData(t, nvst_BufferData);
   SET_NamedBufferData(t, nvst_NamedBufferData);
   SET_NamedBufferDataEXT(t, nvst_NamedBufferDataEXT);
}
