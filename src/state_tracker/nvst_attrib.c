/*
 * Vertex attribute numbering of the VertexAttrib*NV commands.
 *
 * NV_vertex_program numbers attributes 0-15 with the conventional ones
 * aliased (Table X.3: 0 position, 2 normal, 3 primary colour, ...), while
 * Mesa's vbo entry points of the same names take VBO attribute numbers
 * and are also called by Mesa itself (display-list replay, glArrayElement)
 * with those.  The patched vbo entry points ask us for the translation;
 * Mesa's own calls carry NVPROG_VBO_ATTRIB_MARK and keep their meaning.
 */
#include <math.h>

#include "main/context.h"
#include "main/dlist.h"
#include "main/macros.h"
#include "main/nvprog_hooks.h"

#include "nvst_api.h"
#include "nvst_private.h"

/* An error of a VertexAttrib*NV command: while a display list is being
 * compiled it belongs to the list and is raised when the list executes. */
static void
attrib_error(struct gl_context *ctx, const char *what)
{
   if (ctx->CompileFlag)
      _mesa_compile_error(ctx, GL_INVALID_VALUE, what);
   else
      _mesa_error(ctx, GL_INVALID_VALUE, "%s", what);
}

unsigned
nvst_vertex_attrib_nv(struct gl_context *ctx, unsigned index)
{
   /* Mesa's own calls: the mark plus a VBO attribute number, nothing
    * else, so an application's huge index is still an error. */
   unsigned vbo = index & ~NVPROG_VBO_ATTRIB_MARK;
   if ((index & NVPROG_VBO_ATTRIB_MARK) && vbo < VERT_ATTRIB_MAX)
      return vbo;
   /* "The error INVALID_VALUE is generated if index is greater than
    * 15." */
   if (index >= NVST_NUM_ATTRIBS) {
      attrib_error(ctx, "glVertexAttribNV(index > 15)");
      return ~0u;
   }
   return nvst_nv_attrib_to_mesa(index);
}

bool
nvst_vertex_attribs_nv(struct gl_context *ctx, unsigned index, int count)
{
   /* "INVALID_VALUE is generated if VertexAttribs{1,2,3,4}{d,f,s}vNV is
    * called where <n> is negative", and each command it stands for
    * names an attribute up to 15. */
   if (count < 0 || index > NVST_NUM_ATTRIBS ||
       (unsigned)count > NVST_NUM_ATTRIBS - index) {
      attrib_error(ctx, "glVertexAttribsNV(index, n)");
      return false;
   }
   return true;
}

/* The values GetVertexAttrib{d,f,i}vNV return, as doubles, and their
 * count; 0 after an error. */
static unsigned
get_attrib(struct gl_context *ctx, GLuint index, GLenum pname,
           GLdouble out[4], const char *caller)
{
   const struct gl_array_attributes *array;
   unsigned attr;

   /* "INVALID_VALUE is generated if GetVertexAttribNV is called to query
    * an <index> greater than 15, or if <index> is zero and <pname> is
    * CURRENT_ATTRIB_NV." */
   if (index >= NVST_NUM_ATTRIBS ||
       (index == 0 && pname == GL_CURRENT_ATTRIB_NV)) {
      _mesa_error(ctx, GL_INVALID_VALUE, "%s(index)", caller);
      return 0;
   }
   attr = nvst_nv_attrib_to_mesa(index);
   array = &ctx->Array.VAO->VertexAttrib[attr];

   switch (pname) {
   case GL_ATTRIB_ARRAY_SIZE_NV:
      out[0] = array->Format.Size;
      return 1;
   case GL_ATTRIB_ARRAY_STRIDE_NV:
      out[0] = array->Stride;
      return 1;
   case GL_ATTRIB_ARRAY_TYPE_NV:
      out[0] = array->Format.Type;
      return 1;
   case GL_CURRENT_ATTRIB_NV:
      FLUSH_CURRENT(ctx, 0);
      for (unsigned c = 0; c < 4; c++)
         out[c] = ctx->Current.Attrib[attr][c];
      return 4;
   default:
      _mesa_error(ctx, GL_INVALID_ENUM, "%s(pname)", caller);
      return 0;
   }
}

void GLAPIENTRY
nvst_GetVertexAttribdvNV(GLuint index, GLenum pname, GLdouble *params)
{
   GET_CURRENT_CONTEXT(ctx);
   GLdouble v[4];
   unsigned n = get_attrib(ctx, index, pname, v, "glGetVertexAttribdvNV");

   for (unsigned c = 0; c < n; c++)
      params[c] = v[c];
}

void GLAPIENTRY
nvst_GetVertexAttribfvNV(GLuint index, GLenum pname, GLfloat *params)
{
   GET_CURRENT_CONTEXT(ctx);
   GLdouble v[4];
   unsigned n = get_attrib(ctx, index, pname, v, "glGetVertexAttribfvNV");

   for (unsigned c = 0; c < n; c++)
      params[c] = (GLfloat)v[c];
}

void GLAPIENTRY
nvst_GetVertexAttribivNV(GLuint index, GLenum pname, GLint *params)
{
   GET_CURRENT_CONTEXT(ctx);
   GLdouble v[4];
   unsigned n = get_attrib(ctx, index, pname, v, "glGetVertexAttribivNV");

   for (unsigned c = 0; c < n; c++)
      params[c] = (GLint)lround(v[c]);
}
