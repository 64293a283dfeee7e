/*
 * Lowerings of ARB_vertex_program instructions that the NV languages do
 * not have, for "!!ARBvp1.0" programs with OPTION NV_vertex_program2
 * (which keeps them: "There are forty-two vertex program instructions").
 */
#include "nvtgsi_priv.h"

/*
 * SWZ (ARB_vertex_program 2.14.5.25): each result component is a source
 * component, 0.0 or 1.0, each optionally negated:
 *   "result.x = ... (negate ? -value : value)".
 * nvtgsi_src() gave the source swizzled with 0 and 1 selectors read as
 * some component (NVP_SWIZZLE_ZERO/ONE & 3); those components are then
 * replaced by the constants, and the negated ones negated, so that
 * -0.0 and NaN keep the spec's values (no multiply by 0 or -1).
 */
void
nvtgsi_lower_swz(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                 struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(ureg);
   const struct nvp_src *s = &in->src[0];
   unsigned neg = 0, consts = 0;
   float value[4] = { 0.0f, 0.0f, 0.0f, 0.0f };

   for (unsigned c = 0; c < 4; c++) {
      bool negated = (s->negate_comps >> c) & 1;
      if (s->swizzle[c] >= NVP_SWIZZLE_ZERO) {
         consts |= 1u << c;
         value[c] = s->swizzle[c] == NVP_SWIZZLE_ONE ? 1.0f : 0.0f;
         if (negated)
            value[c] = -value[c];
      } else if (negated) {
         neg |= 1u << c;
      }
   }
   ureg_MOV(ureg, t, src[0]);
   if (neg)
      ureg_MOV(ureg, ureg_writemask(t, neg), ureg_negate(ureg_src(t)));
   if (consts) {
      ureg_MOV(ureg, ureg_writemask(t, consts),
               ureg_DECL_immediate(ureg, value, 4));
   }
   ureg_MOV(ureg, dst, ureg_src(t));
   ureg_release_temporary(ureg, t);
}
