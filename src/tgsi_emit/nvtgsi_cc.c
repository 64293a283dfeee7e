/*
 * VP2 instructions with condition codes (NV_vertex_program2 sections
 * 2.14.1.6, 2.14.2.2 and 2.14.2.3).
 *
 * The condition code register is one TEMP, ctx->cc.  "GenerateCC(float
 * value)" classifies a value as LT, EQ, GT or UN ("Values of -0.0 and
 * +0.0 both evaluate to "EQ"", NaN is unordered); instead of the class,
 * each component keeps the value itself, and a test is the IEEE
 * comparison of that value with 0.0, which gives each class exactly:
 *
 *    EQ  v == 0   (FSEQ)          NE  v != 0   (FSNE, true for NaN:
 *    LT  v < 0    (FSLT)              "UN ... evaluate to true for NE
 *    GE  v >= 0   (FSGE)              and false otherwise")
 *    LE  0 >= v   (FSGE)          GT  0 < v    (FSLT)
 *    TR  always                   FL  never
 *
 * The initial "vector of EQ values" is (0,0,0,0).  Address-register
 * instructions update it from the integer written, as a float.
 *
 * "UpdateDestination()": a component is written when the write mask has
 * it and the condition test of its swizzled condition code passes; with
 * "C" the same components of the condition code take the value.  The
 * test reads the condition code from before the instruction.  Both
 * writes are UCMP selects between the new value and the register's old
 * one (results are TEMPs in VP2, see nvtgsi_regs.c), on the integer
 * masks of the test.
 */
#include "nvtgsi_priv.h"

bool
nvtgsi_cond_always(const struct nvp_instr *in)
{
   return in->cc.cond == NVP_COND_NONE || in->cc.cond == NVP_COND_TR;
}

void
nvtgsi_cc_test(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          struct ureg_dst d)
{
   struct ureg_program *ureg = ctx->ureg;
   const uint8_t *sw = in->cc.swizzle;
   struct ureg_src v = ureg_swizzle(ureg_src(ctx->cc[in->cc.cc_index]),
                                    sw[0], sw[1], sw[2], sw[3]);
   struct ureg_src zero = ureg_imm1f(ureg, 0.0f);

   switch (in->cc.cond) {
   case NVP_COND_EQ: ureg_FSEQ(ureg, d, v, zero); break;
   case NVP_COND_NE: ureg_FSNE(ureg, d, v, zero); break;
   case NVP_COND_LT: ureg_FSLT(ureg, d, v, zero); break;
   case NVP_COND_GE: ureg_FSGE(ureg, d, v, zero); break;
   case NVP_COND_LE: ureg_FSGE(ureg, d, zero, v); break;
   default:          ureg_FSLT(ureg, d, zero, v); break; /* GT */
   }
}

void
nvtgsi_branch_taken(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                    struct ureg_dst d)
{
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(ureg);

   /* "if (TestCC(cc.c***) || TestCC(cc.*c**) || TestCC(cc.**c*) ||
    * TestCC(cc.***c))" */
   nvtgsi_cc_test(ctx, in, t);
   ureg_OR(ureg, ureg_writemask(t, TGSI_WRITEMASK_XY), ureg_src(t),
           ureg_swizzle(ureg_src(t), TGSI_SWIZZLE_Z, TGSI_SWIZZLE_W,
                        TGSI_SWIZZLE_Z, TGSI_SWIZZLE_W));
   ureg_OR(ureg, ureg_writemask(d, TGSI_WRITEMASK_X),
           ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X),
           ureg_scalar(ureg_src(t), TGSI_SWIZZLE_Y));
   ureg_release_temporary(ureg, t);
}

/* The register an instruction writes: Rn, o[] (a TEMP in VP2), A0/A1;
 * File NULL for the write-only "CC". */
static struct ureg_dst
vp2_dst(struct nvtgsi_ctx *ctx, const struct nvp_dst *d)
{
   switch (d->file) {
   case NVP_FILE_TEMP:
      return ctx->temps[d->index];
   case NVP_FILE_OUTPUT:
      return ctx->outputs[d->index];
   case NVP_FILE_ADDRESS:
      return ctx->areg[d->index];
   default:
      return ureg_dst_undef();
   }
}

void
nvtgsi_emit_vp2_instr(struct nvtgsi_ctx *ctx, const struct nvp_instr *in)
{
   struct ureg_program *ureg = ctx->ureg;
   const struct nvtgsi_op *op = nvtgsi_op_get_vp2(in->op);
   unsigned num_src = nvp_opcode_info(in->op)->num_src;
   unsigned mask = in->dst.write_mask;
   /* result.texcoord[A+n]: nvtgsi_store_texcoord_array() */
   struct ureg_dst reg = in->dst.relative ? ureg_dst_undef()
                                          : vp2_dst(ctx, &in->dst);
   struct ureg_dst cc = ctx->cc[in->cc_update_index];
   bool direct = nvtgsi_cond_always(in) && !in->update_cc &&
                 !in->saturate && !ureg_dst_is_undef(reg);
   struct ureg_src src[3];
   struct ureg_dst rel[3], res;

   /* "FL" passes for no component: nothing is written. */
   if (!mask || in->cc.cond == NVP_COND_FL)
      return;

   for (unsigned i = 0; i < num_src; i++) {
      src[i] = nvtgsi_src(ctx, &in->src[i], op->scalar_src, &rel[i]);
      if (op->abs_src) {
         src[i].Negate = 0;
         src[i] = ureg_abs(src[i]);
      }
   }

   /* Lowerings read all of their sources before writing 'res', so the
    * result may go straight to a destination that is also a source. */
   res = direct ? ureg_writemask(reg, mask)
                : ureg_writemask(ureg_DECL_temporary(ureg), mask);
   if (op->lower)
      op->lower(ctx, in, res, src);
   else
      ureg_insn(ureg, op->tgsi, &res, 1, src, num_src, 0);

   for (unsigned i = 0; i < num_src; i++) {
      if (!ureg_dst_is_undef(rel[i]))
         ureg_release_temporary(ureg, rel[i]);
   }
   if (direct)
      return;

   /* "_SAT" (NV_vertex_program3): "clamp the result vector components
    * to the range [0,1]" before the write and the condition code. */
   if (in->saturate)
      ureg_MOV(ureg, ureg_saturate(res), ureg_src(res));
   struct ureg_src value = ureg_src(res);
   if (nvtgsi_cond_always(in)) {
      if (!ureg_dst_is_undef(reg))
         ureg_MOV(ureg, ureg_writemask(reg, mask), value);
      if (in->dst.relative)
         nvtgsi_store_texcoord_array(ctx, in, value, NULL);
      if (in->update_cc)
         ureg_MOV(ureg, ureg_writemask(cc, mask), value);
   } else {
      struct ureg_dst t = ureg_DECL_temporary(ureg);

      /* The test reads the condition code before the update. */
      nvtgsi_cc_test(ctx, in, ureg_writemask(t, mask));
      if (!ureg_dst_is_undef(reg))
         ureg_UCMP(ureg, ureg_writemask(reg, mask), ureg_src(t), value,
                   ureg_src(reg));
      if (in->dst.relative) {
         struct ureg_src pass = ureg_src(t);

         nvtgsi_store_texcoord_array(ctx, in, value, &pass);
      }
      if (in->update_cc)
         ureg_UCMP(ureg, ureg_writemask(cc, mask), ureg_src(t), value,
                   ureg_src(cc));
      ureg_release_temporary(ureg, t);
   }
   ureg_release_temporary(ureg, ureg_writemask(res, TGSI_WRITEMASK_XYZW));
}
