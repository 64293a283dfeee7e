/*
 * NV_gpu_program5's indirect subroutine calls (ARB_shader_subroutine's
 * NV_gpu_program5 section): "The CALI instruction conditionally
 * transfers control to the instruction following some label, as
 * described in CAL.  The determination of which label is used is
 * described in Section 2.X.5".  The label is the one whose SUBROUTINENUM
 * the program subroutine parameter behind the called variable holds,
 * among the labels of the variable's SUBROUTINETYPE.
 *
 * Subroutines are inlined here (as CAL's are), so CALI is a test of the
 * parameter against each label of the type, with that label's body
 * inlined under it.  The parameter is a constant (NVTGSI_BIND_SUBROUTINE)
 * that is the same for every invocation of a draw, so each test is a
 * uniform branch.  The front end has refused any possible recursion
 * through CALI, and the call depth bounds the inlining as for CAL.
 */
#include <stdlib.h>

#include "tgsi/tgsi_ureg.h"

#include "nvtgsi_gp4_priv.h"

/* The CONST of program.subroutine[n], declared on first use. */
static bool
param_const(struct nvtgsi_ctx *ctx, unsigned n, struct ureg_src *out)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   const struct nvp_program *p = ctx->prog;

   if (!g->sub_slot) {
      g->sub_slot = malloc(p->num_subroutine_params * sizeof(int));
      if (!g->sub_slot)
         return nvtgsi_error(ctx, "out of memory");
      for (unsigned k = 0; k < p->num_subroutine_params; k++)
         g->sub_slot[k] = -1;
   }
   if (g->sub_slot[n] < 0) {
      int k = nvtgsi_append_binding(&ctx->bindings, &ctx->num_bindings,
                                    NVTGSI_BIND_SUBROUTINE, (int)n);
      if (k < 0)
         return nvtgsi_error(ctx, "out of memory");
      ureg_DECL_constant(ctx->ureg, k);
      g->sub_slot[n] = k;
   }
   *out = ureg_scalar(ureg_src_register(TGSI_FILE_CONSTANT, g->sub_slot[n]),
                      TGSI_SWIZZLE_X);
   return true;
}

/* sel.x = the SUBROUTINENUM the called member's parameter holds.  A
 * member index outside the array (undefined in the spec) selects no
 * label: ~0 is no SUBROUTINENUM (they are below
 * MAX_PROGRAM_SUBROUTINE_NUM_NV). */
static bool
load_selector(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
              struct ureg_dst sel)
{
   struct ureg_program *u = ctx->ureg;
   const struct nvp_subroutine_var *v =
      &ctx->prog->subroutine_vars[in->target];
   const struct nvp_src *m = &in->call_member;
   struct ureg_src c;

   if (!m->relative) {
      unsigned k = v->array ? (unsigned)m->index : 0;
      if (!param_const(ctx, v->params[k], &c))
         return false;
      ureg_MOV(u, sel, c);
      return true;
   }
   struct ureg_dst idx = ureg_writemask(ureg_DECL_temporary(u),
                                        TGSI_WRITEMASK_X);
   struct ureg_dst t = ureg_writemask(ureg_DECL_temporary(u),
                                      TGSI_WRITEMASK_X);
   ureg_UADD(u, idx, nvtgsi_gp4_relative_index(ctx, m),
             ureg_imm1i(u, m->index));
   ureg_MOV(u, sel, ureg_imm1u(u, ~0u));
   for (unsigned k = 0; k < v->size; k++) {
      if (!param_const(ctx, v->params[k], &c))
         return false;
      ureg_USEQ(u, t, ureg_src(idx), ureg_imm1u(u, k));
      ureg_UCMP(u, sel, ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X), c,
                ureg_src(sel));
   }
   ureg_release_temporary(u, t);
   ureg_release_temporary(u, idx);
   return true;
}

bool
nvtgsi_gp5_emit_cali(struct nvtgsi_ctx *ctx, const struct nvp_instr *in)
{
   struct ureg_program *u = ctx->ureg;
   struct nvtgsi_gp4 *g = ctx->gp4;
   const struct nvp_program *p = ctx->prog;

   if (in->target < 0 || (unsigned)in->target >= p->num_subroutine_vars)
      return nvtgsi_error(ctx, "line %u: CALI without a variable",
                          in->line);
   const struct nvp_subroutine_type *type =
      &p->subroutine_types[p->subroutine_vars[in->target].type];
   if (in->cc.cond == NVP_COND_FL || !type->num_labels ||
       g->call_depth >= NVTGSI_GP4_CALL_DEPTH)
      return true;
   if (g->depth + 2 >= NVTGSI_GP4_MAX_DEPTH ||
       ctx->if_depth + 2 >= ARRAY_SIZE(ctx->if_label))
      return nvtgsi_error(ctx, "line %u: blocks nested too deeply",
                          in->line);

   bool test = nvtgsi_gp4_begin_call_test(ctx, in);
   /* the selector outlives the inlined bodies, which take temporaries
    * of their own */
   struct ureg_dst sel = ureg_writemask(ureg_DECL_temporary(u),
                                        TGSI_WRITEMASK_X);
   struct ureg_dst hit = ureg_writemask(ureg_DECL_temporary(u),
                                        TGSI_WRITEMASK_X);
   bool ok = load_selector(ctx, in, sel);
   for (unsigned l = 0; ok && l < type->num_labels; l++) {
      const struct nvp_label *label = &p->labels[type->labels[l]];
      ureg_USEQ(u, hit, ureg_src(sel),
                ureg_imm1u(u, (unsigned)label->subroutine_num));
      nvtgsi_uif(ctx, ureg_scalar(ureg_src(hit), TGSI_SWIZZLE_X));
      ok = nvtgsi_gp4_inline_call(ctx, label->instr);
      nvtgsi_endif(ctx);
   }
   ureg_release_temporary(u, hit);
   ureg_release_temporary(u, sel);
   if (test)
      nvtgsi_endif(ctx);
   return ok;
}
