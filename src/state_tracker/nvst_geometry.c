/*
 * NV_geometry_program4's GL state: Enable(GEOMETRY_PROGRAM_NV), the
 * GetProgramivARB values of the GEOMETRY_PROGRAM_NV target and
 * ProgramVertexLimitNV.
 *
 * Mesa patch 0018 makes GEOMETRY_PROGRAM_NV a target of the ARB program
 * commands (BindProgramARB, ProgramStringARB, the env/local parameter
 * commands, GetProgramivARB, GetProgramStringARB), keeps its enable,
 * binding and environment parameters in ctx->GeometryProgram, and draws
 * the bound program as the geometry shader when it is enabled; its text
 * is parsed and emitted like "!!NVvp4.0" (nvst_arb_program.c), and
 * tgsi_to_nir (also patch 0018) carries the geometry TGSI into NIR.
 */
#include <string.h>

#include "main/context.h"
#include "main/dispatch.h"
#include "main/draw_validate.h"
#include "main/state.h"
#include "main/texobj.h"
#include "api_exec_decl.h"
#include "state_tracker/st_program.h"

#include "nvst_api.h"
#include "nvst_arb_program.h"
#include "nvst_private.h"

bool
nvst_geometry_set_enable(struct gl_context *ctx, GLenum cap,
                         GLboolean state)
{
   if (cap != GL_GEOMETRY_PROGRAM_NV ||
       !ctx->Extensions.NV_geometry_program4)
      return false;
   if (ctx->GeometryProgram.Enabled == state)
      return true;
   FLUSH_VERTICES(ctx, _NEW_PROGRAM, GL_ENABLE_BIT);
   ctx->GeometryProgram.Enabled = state;
   _mesa_update_valid_to_render_state(ctx);
   return true;
}

bool
nvst_geometry_is_enabled(struct gl_context *ctx, GLenum cap,
                         GLboolean *value)
{
   if (cap != GL_GEOMETRY_PROGRAM_NV ||
       !ctx->Extensions.NV_geometry_program4)
      return false;
   *value = ctx->GeometryProgram.Enabled;
   return true;
}

bool
nvst_geometry_get_integer(struct gl_context *ctx, GLenum pname,
                          GLint *value)
{
   if (pname != GL_GEOMETRY_PROGRAM_NV ||
       !ctx->Extensions.NV_geometry_program4)
      return false;
   *value = ctx->GeometryProgram.Enabled;
   return true;
}

/* The loaded "!!NVgp4.0" program bound to GEOMETRY_PROGRAM_NV, or NULL. */
static struct nvst_program *
bound_geometry_program(struct gl_context *ctx)
{
   struct nvst_program *nvprog =
      nvst_program_of(ctx->GeometryProgram.Current);

   return nvprog && nvprog->ir->kind == NVP_KIND_GP4_GP ? nvprog : NULL;
}

/* "the product of the vertex limit and the number of result variable
 * components written by the program (PROGRAM_RESULT_COMPONENTS_NV ...)
 * may not exceed the value of MAX_PROGRAM_TOTAL_OUTPUT_COMPONENTS_NV"
 * (2.14.6.4). */
static bool
vertex_limit_ok(const struct gl_context *ctx, const struct nvp_program *ir,
                GLint limit)
{
   const struct gl_constants *c = &ctx->Const;

   return limit > 0 && (GLuint)limit <= c->MaxGeometryOutputVertices &&
          (uint64_t)limit * ir->result_components <=
             c->MaxGeometryTotalOutputComponents;
}

/* "After a geometry program is compiled, the vertex limit may be changed
 * using the command ProgramVertexLimitNV ... <limit> is the new vertex
 * limit, which must satisfy the two rules described above.  The error
 * INVALID_VALUE is generated if <limit> is less than or equal to zero,
 * <limit> is greater than or equal to MAX_PROGRAM_OUTPUT_VERTICES_NV, or
 * if the total number of components emitted would exceed
 * MAX_PROGRAM_TOTAL_OUTPUT_COMPONENTS_NV.  The error INVALID_OPERATION
 * is generated if the current geometry program has not been
 * successfully loaded."  The first rule ("the vertex limit may not
 * exceed the value of MAX_PROGRAM_OUTPUT_VERTICES_NV") and VERTICES_OUT
 * allow the maximum itself, so ProgramVertexLimitNV does too
 * (docs/conformance.md).  The program is emitted again with the new
 * limit as its geometry shader's maximum output vertex count. */
void GLAPIENTRY
nvst_ProgramVertexLimitNV(GLenum target, GLint limit)
{
   GET_CURRENT_CONTEXT(ctx);
   const char *caller = "glProgramVertexLimitNV";

   if (target != GL_GEOMETRY_PROGRAM_NV) {
      _mesa_error(ctx, GL_INVALID_ENUM, "%s(target)", caller);
      return;
   }
   struct nvst_program *nvprog = bound_geometry_program(ctx);
   if (!nvprog) {
      _mesa_error(ctx, GL_INVALID_OPERATION, "%s(no geometry program "
                  "loaded)", caller);
      return;
   }
   if (!vertex_limit_ok(ctx, nvprog->ir, limit)) {
      _mesa_error(ctx, GL_INVALID_VALUE, "%s(limit %d)", caller, limit);
      return;
   }
   if ((GLuint)limit == nvprog->ir->geometry.vertices_out)
      return;

   struct gl_program *prog = ctx->GeometryProgram.Current;
   const unsigned old = nvprog->ir->geometry.vertices_out;
   struct nvtgsi_shader old_tgsi = nvprog->tgsi;

   FLUSH_VERTICES(ctx, _NEW_PROGRAM, 0);
   nvprog->ir->geometry.vertices_out = (unsigned)limit;
   memset(&nvprog->tgsi, 0, sizeof(nvprog->tgsi));
   if (!nvst_emit_program(ctx, nvprog, prog->Id, caller)) {
      nvprog->ir->geometry.vertices_out = old;
      nvprog->tgsi = old_tgsi;
      return;
   }
   nvtgsi_shader_free(&old_tgsi);
   nvprog->generation++;
   st_program_string_notify(ctx, GL_GEOMETRY_PROGRAM_NV, prog);
}

/* GetProgramivARB(GEOMETRY_PROGRAM_NV, GEOMETRY_VERTICES_OUT_EXT): "vertex
 * limit of the current program", initially 0 (Table X.22). */
bool
nvst_geometry_program_iv(struct gl_context *ctx, GLenum target,
                         GLenum pname, GLint *params)
{
   if (target != GL_GEOMETRY_PROGRAM_NV)
      return false;
   switch (pname) {
   case GL_MAX_PROGRAM_OUTPUT_VERTICES_NV:
      *params = (GLint)ctx->Const.MaxGeometryOutputVertices;
      return true;
   case GL_MAX_PROGRAM_TOTAL_OUTPUT_COMPONENTS_NV:
      *params = (GLint)ctx->Const.MaxGeometryTotalOutputComponents;
      return true;
   case GL_GEOMETRY_VERTICES_OUT_EXT: {
      const struct nvst_program *nvprog = bound_geometry_program(ctx);
      *params = nvprog ? (GLint)nvprog->ir->geometry.vertices_out : 0;
      return true;
   }
   default:
      return false;
   }
}

/* "FramebufferTextureFaceEXT ... operates like FramebufferTextureEXT,
 * except that only a single face of a cube map texture, given by <face>,
 * is attached to the attachment point.  <face> is one of
 * TEXTURE_CUBE_MAP_POSITIVE_X, ...  If <texture> is non-zero, the error
 * INVALID_VALUE is generated if <texture> is not the name of a texture
 * object.  The error INVALID_OPERATION is generated unless <texture> is
 * zero or the name of a cube map texture."  One face of one level is
 * FramebufferTexture2D's attachment with the face as its target, which
 * also checks the framebuffer target, the attachment and the level. */
static void GLAPIENTRY
nvst_FramebufferTextureFaceEXT(GLenum target, GLenum attachment,
                               GLuint texture, GLint level, GLenum face)
{
   GET_CURRENT_CONTEXT(ctx);
   const char *caller = "glFramebufferTextureFaceEXT";

   if (face < GL_TEXTURE_CUBE_MAP_POSITIVE_X ||
       face > GL_TEXTURE_CUBE_MAP_NEGATIVE_Z) {
      _mesa_error(ctx, GL_INVALID_ENUM, "%s(face=0x%x)", caller, face);
      return;
   }
   if (texture) {
      const struct gl_texture_object *obj =
         _mesa_lookup_texture(ctx, texture);
      if (!obj) {
         _mesa_error(ctx, GL_INVALID_VALUE, "%s(texture %u)", caller,
                     texture);
         return;
      }
      if (obj->Target != GL_TEXTURE_CUBE_MAP) {
         _mesa_error(ctx, GL_INVALID_OPERATION, "%s(texture %u is not a "
                     "cube map)", caller, texture);
         return;
      }
   }
   _mesa_FramebufferTexture2D(target, attachment, face, texture, level);
}

void
nvst_geometry_install_dispatch(struct _glapi_table *t)
{
   SET_ProgramVertexLimitNV(t, nvst_ProgramVertexLimitNV);
   SET_FramebufferTextureFaceEXT(t, nvst_FramebufferTextureFaceEXT);
}
