/*
 * Vertex attribute arrays of NV_vertex_program: VertexAttribPointerNV and
 * EnableClientState/IsEnabled(VERTEX_ATTRIB_ARRAYi_NV).
 *
 * NV array i is kept in the array slot of the attribute v[i] reads (the
 * conventional one it aliases, Table X.3), so a vertex program sees it
 * without any draw-time selection.  The spec keeps the two sets apart
 * and lets the NV array take precedence only while vertex program mode
 * is on; sharing the slot means the last array specified wins in both
 * modes (docs/extensions.md lists this).
 *
 * ARB_vertex_program, "Interactions with NV_vertex_program": "Vertex
 * attribute array sizes, types, strides, and pointers" are state
 * "identical in the two extensions and can be set or queried using
 * either NV functions or ARB functions".  So VertexAttribPointerNV(i)
 * also specifies generic array i, and VertexAttribPointerARB(i) NV array
 * i while an NV program (VP1.x, VP2) is the bound vertex program: each
 * copies the array into the other slot.  NVIDIA's Cg runtime relies on
 * it (cgGLSetParameterPointer of a bound vp20/vp30 program calls
 * VertexAttribPointerARB, then enables VERTEX_ATTRIB_ARRAYi_NV).  Since
 * NV array i lives in the conventional slot, an unconditional copy
 * would make generic array 3 the colour array: a GLSL shader reading
 * gl_Color and an attribute the linker put at location 3 would see one
 * array twice (NVIDIA's driver aliases them, Mesa's GLSL does not).  The
 * enables stay apart, as the spec lists them nowhere.
 */
#include "main/context.h"
#include "main/varray.h"
#include "api_exec_decl.h"

#include "nvst_api.h"
#include "nvst_private.h"

/* Array 'dst' of the current VAO becomes what array 'src' is: format,
 * stride, and pointer or buffer and offset. */
static void
copy_array(struct gl_context *ctx, gl_vert_attrib dst, gl_vert_attrib src)
{
   struct gl_vertex_array_object *vao = ctx->Array.VAO;
   const struct gl_array_attributes *a = &vao->VertexAttrib[src];
   const struct gl_vertex_buffer_binding *b =
      &vao->BufferBinding[a->BufferBindingIndex];

   _mesa_update_array_format(ctx, vao, dst, a->Format.Size, a->Format.Type,
                             a->Format.Format, a->Format.Normalized,
                             a->Format.Integer, a->Format.Doubles,
                             a->RelativeOffset);
   _mesa_vertex_attrib_binding(ctx, vao, dst, dst);
   struct gl_array_attributes *d = &vao->VertexAttrib[dst];
   if (d->Stride != a->Stride || d->Ptr != a->Ptr) {
      d->Stride = a->Stride;
      d->Ptr = a->Ptr;
      if (vao->Enabled & VERT_BIT(dst)) {
         vao->NewVertexBuffers = true;
         if (!vao->IsDynamic)
            vao->NewVertexElements = true;
      }
      vao->NonDefaultStateMask |= BITFIELD_BIT(dst);
   }
   _mesa_bind_vertex_buffer(ctx, vao, dst, b->BufferObj, b->Offset,
                            b->Stride, false, false);
}

/* VertexAttribPointerARB (and the core VertexAttribPointer, one entry
 * point in Mesa): Mesa's generic array, then NV array 'index' too. */
void GLAPIENTRY
nvst_VertexAttribPointer(GLuint index, GLint size, GLenum type,
                         GLboolean normalized, GLsizei stride,
                         const GLvoid *pointer)
{
   GET_CURRENT_CONTEXT(ctx);

   _mesa_VertexAttribPointer(index, size, type, normalized, stride,
                             pointer);
   if (index >= NVST_NUM_ATTRIBS)
      return;
   gl_vert_attrib generic = VERT_ATTRIB_GENERIC(index);
   gl_vert_attrib nv = nvst_nv_attrib_to_mesa(index);
   const struct gl_array_attributes *a =
      &ctx->Array.VAO->VertexAttrib[generic];
   /* (not when Mesa refused it: the generic array is not the new one) */
   if (nv == generic || a->Ptr != pointer || a->Stride != stride)
      return;
   const struct gl_program *vp = ctx->VertexProgram.Current;
   const struct nvst_program *bound = vp ? vp->NVProgram : NULL;
   if (!bound || !bound->ir || !nvp_kind_is_nv_vertex(bound->ir->kind))
      return;
   FLUSH_VERTICES(ctx, 0, 0);
   copy_array(ctx, nv, generic);
}

void GLAPIENTRY
nvst_VertexAttribPointerNV(GLuint index, GLint size, GLenum type,
                           GLsizei stride, const GLvoid *pointer)
{
   GET_CURRENT_CONTEXT(ctx);
   static const char *caller = "glVertexAttribPointerNV";

   if (index >= NVST_NUM_ATTRIBS) {
      _mesa_error(ctx, GL_INVALID_VALUE, "%s(index)", caller);
      return;
   }
   if (size < 1 || size > 4) {
      _mesa_error(ctx, GL_INVALID_VALUE, "%s(size)", caller);
      return;
   }
   if (stride < 0) {
      _mesa_error(ctx, GL_INVALID_VALUE, "%s(stride)", caller);
      return;
   }
   if (type != GL_SHORT && type != GL_FLOAT && type != GL_DOUBLE &&
       type != GL_UNSIGNED_BYTE) {
      _mesa_error(ctx, GL_INVALID_ENUM, "%s(type)", caller);
      return;
   }
   /* "INVALID_OPERATION is generated if VertexAttribPointerNV is called
    * where type is UNSIGNED_BYTE and size is not 4." */
   if (type == GL_UNSIGNED_BYTE && size != 4) {
      _mesa_error(ctx, GL_INVALID_OPERATION, "%s(ubyte size)", caller);
      return;
   }

   struct gl_vertex_array_object *vao = ctx->Array.VAO;
   gl_vert_attrib attr = nvst_nv_attrib_to_mesa(index);
   /* Only ubyte attributes are converted (Table 2.6, [0,1]); "no
    * conversions are applied to the vertex attributes specified as type
    * short, float, or double". */
   GLboolean normalized = type == GL_UNSIGNED_BYTE;

   FLUSH_VERTICES(ctx, 0, 0);
   _mesa_update_array_format(ctx, vao, attr, size, type, GL_RGBA, normalized,
                             GL_FALSE, GL_FALSE, 0);
   _mesa_vertex_attrib_binding(ctx, vao, attr, attr);

   struct gl_array_attributes *array = &vao->VertexAttrib[attr];
   if (array->Stride != stride || array->Ptr != pointer) {
      array->Stride = stride;
      array->Ptr = pointer;
      if (vao->Enabled & VERT_BIT(attr)) {
         vao->NewVertexBuffers = true;
         if (!vao->IsDynamic)
            vao->NewVertexElements = true;
      }
      vao->NonDefaultStateMask |= BITFIELD_BIT(attr);
   }
   GLsizei effective = stride ? stride : array->Format._ElementSize;
   _mesa_bind_vertex_buffer(ctx, vao, attr, ctx->Array.ArrayBufferObj,
                            (GLintptr)pointer, effective, false, false);
   nvst_context(ctx)->nv_arrays |= 1u << index;
   if (attr != VERT_ATTRIB_GENERIC(index))
      copy_array(ctx, VERT_ATTRIB_GENERIC(index), attr);
}

/*
 * GetVertexAttribPointervNV is the core GetVertexAttribPointerv, which
 * reads generic array i.  For an attribute whose array was given with
 * VertexAttribPointerNV, answer from the slot it lives in: the spec's
 * "obtains the pointer named pname ... for vertex attribute numbered
 * index".  Applications that never call VertexAttribPointerNV see core
 * behaviour.
 */
void GLAPIENTRY
nvst_GetVertexAttribPointerv(GLuint index, GLenum pname, GLvoid **pointer)
{
   GET_CURRENT_CONTEXT(ctx);
   const struct nvst_context *nv = nvst_context(ctx);

   if (index < NVST_NUM_ATTRIBS && (nv->nv_arrays >> index) & 1 &&
       pname == GL_ATTRIB_ARRAY_POINTER_NV) {
      gl_vert_attrib attr = nvst_nv_attrib_to_mesa(index);
      *pointer = (GLvoid *)ctx->Array.VAO->VertexAttrib[attr].Ptr;
      return;
   }
   _mesa_GetVertexAttribPointerv(index, pname, pointer);
}

static bool
array_cap(GLenum cap, unsigned *index)
{
   if (cap < GL_VERTEX_ATTRIB_ARRAY0_NV ||
       cap >= GL_VERTEX_ATTRIB_ARRAY0_NV + NVST_NUM_ATTRIBS)
      return false;
   *index = cap - GL_VERTEX_ATTRIB_ARRAY0_NV;
   return true;
}

bool
nvst_set_client_state(struct gl_context *ctx,
                      struct gl_vertex_array_object *vao, GLenum cap,
                      GLboolean state)
{
   unsigned index;
   if (!array_cap(cap, &index))
      return false;
   gl_vert_attrib attr = nvst_nv_attrib_to_mesa(index);
   if (state)
      _mesa_enable_vertex_array_attrib(ctx, vao, attr);
   else
      _mesa_disable_vertex_array_attrib(ctx, vao, attr);
   return true;
}

bool
nvst_array_is_enabled(struct gl_context *ctx, GLenum cap, GLboolean *value)
{
   unsigned index;
   if (!array_cap(cap, &index))
      return false;
   *value = (ctx->Array.VAO->Enabled &
             VERT_BIT(nvst_nv_attrib_to_mesa(index))) != 0;
   return true;
}
