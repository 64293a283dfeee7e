/*
 * NV_tessellation_program5's GL state: Enable(TESS_CONTROL_PROGRAM_NV)
 * and Enable(TESS_EVALUATION_PROGRAM_NV), their IsEnabled and
 * GetIntegerv answers, and GetProgramivARB's
 * MAX_PROGRAM_PATCH_ATTRIBS_NV.
 *
 * Mesa patch 0026 makes the two targets targets of the ARB program
 * commands where GL_NV_gpu_program5 is on and the driver tessellates
 * (ARB_tessellation_shader: llvmpipe; softpipe has no tessellation
 * stage, and there the targets stay INVALID_ENUM), keeps their enables,
 * bindings and environment parameters in ctx->TessCtrlProgram and
 * ctx->TessEvalProgram, and draws the bound programs as the
 * tessellation shaders when they are enabled; their texts are parsed
 * and emitted like "!!NVgp4.0" (nvst_arb_program.c).
 */
#include "main/context.h"
#include "main/draw_validate.h"
#include "main/state.h"

#include "nvst_private.h"

/* The enable of cap, a tessellation target this context has; NULL
 * otherwise. */
static GLboolean *
tess_enable(struct gl_context *ctx, GLenum cap)
{
   if (!ctx->Extensions.NV_gpu_program5 ||
       !_mesa_has_ARB_tessellation_shader(ctx))
      return NULL;
   return cap == GL_TESS_CONTROL_PROGRAM_NV ? &ctx->TessCtrlProgram.Enabled :
          cap == GL_TESS_EVALUATION_PROGRAM_NV ?
          &ctx->TessEvalProgram.Enabled : NULL;
}

bool
nvst_tess_has_target(struct gl_context *ctx, GLenum target)
{
   return tess_enable(ctx, target) != NULL;
}

bool
nvst_tess_set_enable(struct gl_context *ctx, GLenum cap, GLboolean state)
{
   GLboolean *enabled = tess_enable(ctx, cap);

   if (!enabled)
      return false;
   if (*enabled == state)
      return true;
   FLUSH_VERTICES(ctx, _NEW_PROGRAM, GL_ENABLE_BIT);
   *enabled = state;
   _mesa_update_valid_to_render_state(ctx);
   return true;
}

bool
nvst_tess_is_enabled(struct gl_context *ctx, GLenum cap, GLboolean *value)
{
   GLboolean *enabled = tess_enable(ctx, cap);

   if (!enabled)
      return false;
   *value = *enabled;
   return true;
}

bool
nvst_tess_get_integer(struct gl_context *ctx, GLenum pname, GLint *value)
{
   GLboolean *enabled = tess_enable(ctx, pname);

   if (!enabled)
      return false;
   *value = *enabled;
   return true;
}

/* "MAX_PROGRAM_PATCH_ATTRIBS_NV ... number of generic patch attribute
 * vectors supported" (minimum 30): what the parser takes,
 * NVP_TESS_NUM_PATCH. */
bool
nvst_tess_program_iv(struct gl_context *ctx, GLenum target, GLenum pname,
                     GLint *params)
{
   if (pname != GL_MAX_PROGRAM_PATCH_ATTRIBS_NV ||
       !tess_enable(ctx, target))
      return false;
   *params = NVP_TESS_NUM_PATCH;
   return true;
}
