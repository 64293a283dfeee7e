/*
 * NV_compute_program5's GL state: Enable(COMPUTE_PROGRAM_NV), its
 * IsEnabled and GetIntegerv answers.
 *
 * Mesa patch 0030 makes COMPUTE_PROGRAM_NV a target of the ARB program
 * commands where GL_NV_gpu_program5 is on and the driver has compute
 * shaders (ARB_compute_shader), keeps its enable, binding and
 * environment parameters in ctx->ComputeProgram, and has
 * DispatchCompute and DispatchComputeIndirect run the bound program
 * when it is enabled and loaded and no GLSL compute program is in use;
 * its texts are parsed and emitted like the tessellation programs'
 * (nvst_arb_program.c).
 */
#include "main/context.h"
#include "main/state.h"

#include "nvst_private.h"

/* The enable of cap if it is COMPUTE_PROGRAM_NV and this context has
 * it; NULL otherwise. */
static GLboolean *
compute_enable(struct gl_context *ctx, GLenum cap)
{
   if (cap != GL_COMPUTE_PROGRAM_NV || !ctx->Extensions.NV_gpu_program5 ||
       !_mesa_has_compute_shaders(ctx))
      return NULL;
   return &ctx->ComputeProgram.Enabled;
}

bool
nvst_compute_has_target(struct gl_context *ctx, GLenum target)
{
   return compute_enable(ctx, target) != NULL;
}

/* "Accepted by the <cap> parameter of Disable, Enable, and IsEnabled,
 * by the <pname> parameter of GetBooleanv, GetIntegerv, GetFloatv, and
 * GetDoublev ...: COMPUTE_PROGRAM_NV" */
bool
nvst_compute_set_enable(struct gl_context *ctx, GLenum cap, GLboolean state)
{
   GLboolean *enabled = compute_enable(ctx, cap);

   if (!enabled)
      return false;
   if (*enabled == state)
      return true;
   FLUSH_VERTICES(ctx, _NEW_PROGRAM, GL_ENABLE_BIT);
   *enabled = state;
   return true;
}

bool
nvst_compute_is_enabled(struct gl_context *ctx, GLenum cap,
                        GLboolean *value)
{
   GLboolean *enabled = compute_enable(ctx, cap);

   if (!enabled)
      return false;
   *value = *enabled;
   return true;
}

bool
nvst_compute_get_integer(struct gl_context *ctx, GLenum pname,
                         GLint *value)
{
   GLboolean *enabled = compute_enable(ctx, pname);

   if (!enabled)
      return false;
   *value = *enabled;
   return true;
}
