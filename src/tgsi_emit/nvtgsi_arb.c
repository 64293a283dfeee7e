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

/* t.x = the element number "the current value of the address register
 * component and <n>" (an integer as a float: A0/A1 hold integers). */
static struct ureg_dst
element_number(struct nvtgsi_ctx *ctx, unsigned addr_index,
               unsigned addr_comp, int n)
{
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(ureg);

   ureg_ADD(ureg, ureg_writemask(t, TGSI_WRITEMASK_X),
            ureg_scalar(ureg_src(ctx->areg[addr_index]), addr_comp),
            ureg_imm1f(ureg, (float)n));
   return t;
}

/* The attribute register of element e of the array at 'base'. */
static struct ureg_src
array_input(struct nvtgsi_ctx *ctx, int base, unsigned e)
{
   return ctx->inputs[nvtgsi_array_attrib(base, e)];
}

unsigned
nvtgsi_array_attrib(int base, unsigned e)
{
   /* vertex.attrib[0] is the position: "generic vertex attribute 0"
    * and the conventional position are the same attribute in
    * ARB_vertex_program ("Setting generic vertex attribute zero
    * specifies a vertex"), and the parser numbers attrib[0] 0. */
   return base == NVP_ATTRIB_GENERIC0 && e == 0 ? 0 : (unsigned)base + e;
}

/*
 * NV_vertex_program3 vertex.attrib[A+n] and vertex.texcoord[A+n]: "If
 * <a> is negative or greater than or equal to MAX_VERTEX_ATTRIBS_ARB,
 * the vertex attribute variable is undefined" (likewise <c> and
 * MAX_TEXTURE_COORDS_ARB): (0,0,0,0) here.  Inputs cannot be indexed
 * portably (tgsi_to_nir and the drivers' input lowering), so the
 * element is chosen by a UCMP per element of the array.
 */
struct ureg_dst
nvtgsi_load_attrib_array(struct nvtgsi_ctx *ctx, const struct nvp_src *s)
{
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_dst r = ureg_DECL_temporary(ureg);
   struct ureg_dst t = element_number(ctx, s->addr_index, s->addr_comp,
                                      s->index - s->array_base);

   ureg_MOV(ureg, r, ureg_imm1f(ureg, 0.0f));
   for (unsigned e = 0; e < (unsigned)s->array_size; e++) {
      ureg_FSEQ(ureg, ureg_writemask(t, TGSI_WRITEMASK_Y),
                ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X),
                ureg_imm1f(ureg, (float)e));
      ureg_UCMP(ureg, r, ureg_scalar(ureg_src(t), TGSI_SWIZZLE_Y),
                array_input(ctx, s->array_base, e), ureg_src(r));
   }
   ureg_release_temporary(ureg, t);
   return r;
}

/*
 * result.texcoord[A+n] = value (its write mask), where 'pass' (or
 * everywhere, when NULL) has ~0: "If <c> is negative or greater than or
 * equal to MAX_TEXTURE_COORDS_ARB, the effects of updates ... are
 * undefined": nothing is written then.
 */
void
nvtgsi_store_texcoord_array(struct nvtgsi_ctx *ctx,
                            const struct nvp_instr *in,
                            struct ureg_src value,
                            const struct ureg_src *pass)
{
   struct ureg_program *ureg = ctx->ureg;
   const struct nvp_dst *d = &in->dst;
   struct ureg_dst t = element_number(ctx, d->addr_index, d->addr_comp,
                                      d->index - NVP_OUT_TEX0);
   struct ureg_dst m = ureg_DECL_temporary(ureg);

   for (unsigned e = 0; e < NVTGSI_NUM_TEXCOORDS; e++) {
      struct ureg_dst o = ureg_writemask(ctx->outputs[NVP_OUT_TEX0 + e],
                                         d->write_mask);

      ureg_FSEQ(ureg, m, ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X),
                ureg_imm1f(ureg, (float)e));
      if (pass)
         ureg_AND(ureg, m, ureg_src(m), *pass);
      ureg_UCMP(ureg, o, ureg_src(m), value, ureg_src(o));
   }
   ureg_release_temporary(ureg, m);
   ureg_release_temporary(ureg, t);
}

/* TGSI texture target of each NV texture target: NV_vertex_program3's
 * and NV_fragment_program's <texTargetType>s, then the rest of
 * NV_gpu_program4's Table X.17.  The ARB_fragment_program_shadow ones
 * compare against the r coordinate ("the reference value is the r (z)
 * coordinate"), which is where TGSI's SHADOW1D, SHADOW2D and SHADOWRECT
 * take it too: src0.z, with TXL's LOD in src0.w, so the coordinate needs
 * no rearranging.  One table for the three emitters. */
static const enum tgsi_texture_type tex_targets[NVP_TEX_GP4_TARGET_COUNT] =
{
   [NVP_TEX_1D] = TGSI_TEXTURE_1D,
   [NVP_TEX_2D] = TGSI_TEXTURE_2D,
   [NVP_TEX_3D] = TGSI_TEXTURE_3D,
   [NVP_TEX_CUBE] = TGSI_TEXTURE_CUBE,
   [NVP_TEX_RECT] = TGSI_TEXTURE_RECT,
   [NVP_TEX_SHADOW1D] = TGSI_TEXTURE_SHADOW1D,
   [NVP_TEX_SHADOW2D] = TGSI_TEXTURE_SHADOW2D,
   [NVP_TEX_SHADOWRECT] = TGSI_TEXTURE_SHADOWRECT,
   [NVP_TEX_ARRAY1D] = TGSI_TEXTURE_1D_ARRAY,
   [NVP_TEX_ARRAY2D] = TGSI_TEXTURE_2D_ARRAY,
   [NVP_TEX_SHADOWCUBE] = TGSI_TEXTURE_SHADOWCUBE,
   [NVP_TEX_SHADOWARRAY1D] = TGSI_TEXTURE_SHADOW1D_ARRAY,
   [NVP_TEX_SHADOWARRAY2D] = TGSI_TEXTURE_SHADOW2D_ARRAY,
   [NVP_TEX_BUFFER] = TGSI_TEXTURE_BUFFER,
   [NVP_TEX_ARRAYCUBE] = TGSI_TEXTURE_CUBE_ARRAY,
   [NVP_TEX_SHADOWARRAYCUBE] = TGSI_TEXTURE_SHADOWCUBE_ARRAY,
   [NVP_TEX_2DMS] = TGSI_TEXTURE_2D_MSAA,
   [NVP_TEX_ARRAY2DMS] = TGSI_TEXTURE_2D_ARRAY_MSAA,
};

enum tgsi_texture_type
nvtgsi_tex_target(enum nvp_tex_target target)
{
   return target > NVP_TEX_NONE && target < NVP_TEX_GP4_TARGET_COUNT ?
          tex_targets[target] : TGSI_TEXTURE_UNKNOWN;
}

/* The targets of the ARB and NV kinds (the gp4 ones: below). */
bool
nvtgsi_tex_target_ok(enum nvp_tex_target target)
{
   return target > NVP_TEX_NONE && target < NVP_TEX_TARGET_COUNT;
}

/* SAMP[n] and SVIEW[n] for the unit of sampler slot n
 * (nvp_vp_sampler_slot(); one target per unit). */
void
nvtgsi_decl_texture(struct nvtgsi_ctx *ctx, unsigned unit,
                    enum nvp_tex_target target)
{
   ureg_DECL_sampler(ctx->ureg, unit);
   ureg_DECL_sampler_view(ctx->ureg, unit, tex_targets[target],
                          TGSI_RETURN_TYPE_FLOAT, TGSI_RETURN_TYPE_FLOAT,
                          TGSI_RETURN_TYPE_FLOAT, TGSI_RETURN_TYPE_FLOAT);
}

/*
 * TEX, TXP, TXB, TXL: all as TXL, since "the LOD for all other texture
 * instructions is zero" (issue on vertex texture LOD) and "the base LOD
 * value for vertex texture lookups is defined to be zero", so that TXB
 * "is completely equivalent to the TXL instruction, where the w
 * component contains an explicit base LOD value".  TEX and TXP get w =
 * 0; TXP first divides x, y and z by w.
 */
void
nvtgsi_lower_tex(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                 struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(ureg);
   struct ureg_src args[2];

   ureg_MOV(ureg, t, src[0]);
   if (in->op == NVP_OP_TXP) {
      struct ureg_dst r = ureg_DECL_temporary(ureg);

      ureg_RCP(ureg, ureg_writemask(r, TGSI_WRITEMASK_X),
               ureg_scalar(ureg_src(t), TGSI_SWIZZLE_W));
      ureg_MUL(ureg, ureg_writemask(t, TGSI_WRITEMASK_XYZ), ureg_src(t),
               ureg_scalar(ureg_src(r), TGSI_SWIZZLE_X));
      ureg_release_temporary(ureg, r);
   }
   if (in->op == NVP_OP_TEX || in->op == NVP_OP_TXP)
      ureg_MOV(ureg, ureg_writemask(t, TGSI_WRITEMASK_W),
               ureg_imm1f(ureg, 0.0f));
   args[0] = ureg_src(t);
   args[1] = ureg_src_register(TGSI_FILE_SAMPLER,
                               nvp_vp_sampler_slot(ctx->prog, in->tex_unit));
   ureg_tex_insn(ureg, TGSI_OPCODE_TXL, &dst, 1,
                 tex_targets[in->tex_target], TGSI_RETURN_TYPE_FLOAT,
                 NULL, 0, args, 2);
   ureg_release_temporary(ureg, t);
}
