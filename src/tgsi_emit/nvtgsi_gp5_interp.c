/*
 * NV_gpu_program5's IPAC, IPAO and IPAS (section 2.X.8.Z) in TGSI, and
 * fragment.samplemask.
 *
 * TGSI has INTERP_CENTROID, INTERP_OFFSET and INTERP_SAMPLE, and
 * tgsi_exec runs them, but the state tracker hands every program to the
 * drivers through tgsi_to_nir, which in Mesa 22.3 translates none of
 * the three (its op_trans rows are "XXX"), softpipe's included (NIR back
 * to TGSI).  So the position is moved with derivatives instead: within
 * a primitive an attribute divided by the clip w, A * q with q =
 * fragment.position.w (1 / w), is a plane in window coordinates, and so
 * is q, so the quad differences DDX and DDY are their exact slopes and
 *
 *    IPAO(A, o) = (Aq + o.x DDX(Aq) + o.y DDY(Aq))
 *                 / (q + o.x DDX(q) + o.y DDY(q))
 *
 * is A perspective-correct at the pixel centre plus o.  A NOPERSPECTIVE
 * attribute is itself such a plane: A + o.x DDX(A) + o.y DDY(A); a FLAT
 * one is A everywhere.  "The FLAT and NOPERSPECTIVE variable modifiers
 * operate normally"; "the CENTROID and SAMPLE attribute variable
 * modifiers are ignored" (the state tracker interpolates every input at
 * the pixel centre, tgsi_to_nir dropping the location).
 *
 * The slopes are taken once, before the first instruction, where every
 * invocation of the quad runs (a derivative inside divergent flow would
 * read neighbours that did not compute the value).
 *
 * IPAS is IPAO by the offset of its sample from the pixel centre, a
 * constant the state tracker keeps from the framebuffer's sample
 * positions (NVTGSI_BIND_SAMPLE_POS: the centre without multisample
 * buffers), read through ADDR[0] by the sample number.
 *
 * IPAC interpolates at the pixel centre.  "The result vector would be
 * identical to the value obtained by a MOV instruction if the attribute
 * variable were declared using the CENTROID modifier", and CENTROID
 * attributes are read at the centre too (tgsi_to_nir keeps no
 * interpolation location): without multisampling, and for pixels the
 * primitive covers wholly, that is the centroid.
 */
#include "nvtgsi_gp4_priv.h"

#define X TGSI_WRITEMASK_X
#define Y TGSI_WRITEMASK_Y
#define Z TGSI_WRITEMASK_Z

enum interp { INTERP_FLAT, INTERP_LINEAR, INTERP_PERSPECTIVE };

/* How attribute a is interpolated: as nvtgsi_gp4.c declares it. */
static enum interp
interp_of(const struct nvp_program *p, unsigned a)
{
   uint32_t bit = a < 32 ? 1u << a : 0;

   if (p->attribs_flat & bit)
      return INTERP_FLAT;
   if (a == NVP_FRAG_WPOS || (p->attribs_noperspective & bit))
      return INTERP_LINEAR;
   return INTERP_PERSPECTIVE;
}

/* The attributes operand s may name: itself, or every member of the
 * ATTRIB array it reads relatively; 0 for what no IPA* reads. */
static unsigned
members(const struct nvtgsi_ctx *ctx, const struct nvp_src *s,
        unsigned out[NVP_FRAG_CLIP0 + NVP_GP4_NUM_FRAG_CLIPS])
{
   const struct nvp_program *p = ctx->prog;
   const unsigned max = ARRAY_SIZE(ctx->gp4->ipa);
   unsigned n = 0;

   if (!s->relative) {
      if (s->file == NVP_FILE_FRAG_ATTRIB && s->index >= 0 &&
          (unsigned)s->index < max)
         out[n++] = (unsigned)s->index;
      return n;
   }
   if (s->array_base < 0 || s->array_size <= 0 ||
       (unsigned)(s->array_base + s->array_size) > p->num_array_attribs ||
       (unsigned)s->array_size > max)
      return 0;
   for (int m = 0; m < s->array_size; m++) {
      const struct nvp_src *b = &p->array_attribs[s->array_base + m];
      if (b->file != NVP_FILE_FRAG_ATTRIB || b->index < 0 ||
          (unsigned)b->index >= max)
         return 0;
      out[n++] = (unsigned)b->index;
   }
   return n;
}

static bool
is_interp(enum nvp_opcode op)
{
   return op == NVP_OP_IPAC || op == NVP_OP_IPAO || op == NVP_OP_IPAS;
}

/* The constants of IPAS's sample offsets and ADDR[0] to read them. */
static bool
sample_positions(struct nvtgsi_ctx *ctx)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   struct ureg_program *u = ctx->ureg;

   for (unsigned n = 0; n < NVTGSI_SAMPLE_POSITIONS; n++) {
      int k = nvtgsi_append_binding(&ctx->bindings, &ctx->num_bindings,
                                    NVTGSI_BIND_SAMPLE_POS, n);
      if (k < 0)
         return nvtgsi_error(ctx, "out of memory");
      if (n == 0)
         g->sample_pos = k;
      ureg_DECL_constant(u, k);
   }
   if (g->addr.File == TGSI_FILE_NULL)
      g->addr = ureg_src(ureg_DECL_address(u));
   return true;
}

/* ipa[a][0] = the plane's value at the centre (A or A * q), [1] and [2]
 * its DDX and DDY. */
static void
plane(struct nvtgsi_ctx *ctx, unsigned a)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   struct ureg_program *u = ctx->ureg;
   enum interp m = interp_of(ctx->prog, a);

   if (m == INTERP_FLAT || !ureg_dst_is_undef(g->ipa[a][1]))
      return;
   for (unsigned k = 0; k < 3; k++)
      g->ipa[a][k] = ureg_DECL_temporary(u);
   if (m == INTERP_PERSPECTIVE)
      ureg_MUL(u, g->ipa[a][0], g->in[a],
               ureg_scalar(ureg_src(g->ipa_q), TGSI_SWIZZLE_Z));
   else
      ureg_MOV(u, g->ipa[a][0], g->in[a]);
   ureg_DDX(u, g->ipa[a][1], ureg_src(g->ipa[a][0]));
   ureg_DDY(u, g->ipa[a][2], ureg_src(g->ipa[a][0]));
}

bool
nvtgsi_gp5_interp_layout(struct nvtgsi_ctx *ctx)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   const struct nvp_program *p = ctx->prog;
   struct ureg_program *u = ctx->ureg;
   unsigned attr[ARRAY_SIZE(g->ipa)];
   bool need_q = false;

   g->ipa_q = ureg_dst_undef();
   g->sample_pos = -1;
   for (unsigned a = 0; a < ARRAY_SIZE(g->ipa); a++) {
      for (unsigned k = 0; k < 3; k++)
         g->ipa[a][k] = ureg_dst_undef();
   }
   for (unsigned i = 0; i < p->num_instrs; i++) {
      const struct nvp_instr *in = &p->instrs[i];
      if (!is_interp(in->op))
         continue;
      unsigned n = members(ctx, &in->src[0], attr);
      if (!n)
         return nvtgsi_error(ctx, "line %u: bad %s operand", in->line,
                             nvp_opcode_info(in->op)->name);
      if (in->op == NVP_OP_IPAC)
         continue;
      if (in->op == NVP_OP_IPAS && g->sample_pos < 0 &&
          !sample_positions(ctx))
         return false;
      for (unsigned k = 0; k < n; k++)
         need_q |= interp_of(p, attr[k]) == INTERP_PERSPECTIVE;
   }
   if (need_q) {
      /* q.x = DDX(w), q.y = DDY(w), q.z = w */
      struct ureg_src pos =
         ureg_DECL_fs_input(u, TGSI_SEMANTIC_POSITION, 0,
                            TGSI_INTERPOLATE_LINEAR);
      struct ureg_src w = ureg_scalar(pos, TGSI_SWIZZLE_W);
      g->ipa_q = ureg_DECL_temporary(u);
      ureg_DDX(u, ureg_writemask(g->ipa_q, X), w);
      ureg_DDY(u, ureg_writemask(g->ipa_q, Y), w);
      ureg_MOV(u, ureg_writemask(g->ipa_q, Z), w);
   }
   for (unsigned i = 0; i < p->num_instrs; i++) {
      const struct nvp_instr *in = &p->instrs[i];
      if (!is_interp(in->op) || in->op == NVP_OP_IPAC)
         continue;
      unsigned n = members(ctx, &in->src[0], attr);
      for (unsigned k = 0; k < n; k++)
         plane(ctx, attr[k]);
   }
   return true;
}

/* The swizzle, negation and absolute value of operand 0, which "are
 * applied after the attribute values are interpolated" (issue 8). */
static struct ureg_src
modifiers(const struct nvp_src *s, struct ureg_src v)
{
   v = ureg_swizzle(v, s->swizzle[0] & 3, s->swizzle[1] & 3,
                    s->swizzle[2] & 3, s->swizzle[3] & 3);
   if (s->absolute)
      v = ureg_abs(v);
   if (s->absolute ? s->negate_abs : s->negate)
      v = ureg_negate(v);
   return v;
}

/* v = attribute a at the centre moved by (ox, oy); the centre itself
 * for IPAC (ox undefined) and FLAT attributes. */
static void
interp_at(struct nvtgsi_ctx *ctx, unsigned a, const struct ureg_src *ox,
          const struct ureg_src *oy, struct ureg_dst v)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   struct ureg_program *u = ctx->ureg;

   if (!ox || ureg_dst_is_undef(g->ipa[a][1])) {
      ureg_MOV(u, v, g->in[a]);
      return;
   }
   ureg_MAD(u, v, *ox, ureg_src(g->ipa[a][1]), ureg_src(g->ipa[a][0]));
   ureg_MAD(u, v, *oy, ureg_src(g->ipa[a][2]), ureg_src(v));
   if (interp_of(ctx->prog, a) != INTERP_PERSPECTIVE)
      return;
   struct ureg_src q = ureg_src(g->ipa_q);
   struct ureg_dst d = ureg_writemask(ureg_DECL_temporary(u), X);
   ureg_MAD(u, d, *ox, ureg_scalar(q, TGSI_SWIZZLE_X),
            ureg_scalar(q, TGSI_SWIZZLE_Z));
   ureg_MAD(u, d, *oy, ureg_scalar(q, TGSI_SWIZZLE_Y),
            ureg_scalar(ureg_src(d), TGSI_SWIZZLE_X));
   ureg_DIV(u, v, ureg_src(v), ureg_scalar(ureg_src(d), TGSI_SWIZZLE_X));
   ureg_release_temporary(u, d);
}

/*
 * IPAO: "tmp1 = VectorLoad(op1); tmp0 = Interpolate(op0, x_pixel +
 * tmp1.x, y_pixel + tmp2.x)" -- tmp1.y meant (the y offset is "the y
 * component of the second vector operand").  Offsets outside
 * [MIN_FRAGMENT_INTERPOLATION_OFFSET_NV, MAX_...] give an undefined
 * position: the plane is extrapolated, unclamped and unsnapped.
 *
 * A member of an ATTRIB array read relatively: each member is
 * interpolated and the one the index names kept, (0,0,0,0) outside the
 * array (2.X.4.2: "undefined, but may not lead to program or GL
 * termination"), as nvtgsi_gp4_array.c reads one.
 */
void
nvtgsi_gp5_lower_interp(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                        struct ureg_dst dst, const struct ureg_src *src)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   struct ureg_program *u = ctx->ureg;
   const struct nvp_src *s = &in->src[0];
   unsigned attr[ARRAY_SIZE(g->ipa)];
   unsigned n = members(ctx, s, attr);
   struct ureg_src ox, oy;
   struct ureg_dst o = ureg_dst_undef();

   if (in->op == NVP_OP_IPAS) {
      /* "sample = ScalarLoad(op1); tmp1 = SampleOffset(sample)": the
       * CONST of sample min(n, last) */
      struct ureg_dst ax = ureg_writemask(ureg_dst(g->addr), X);
      o = ureg_DECL_temporary(u);
      ureg_UMIN(u, ureg_writemask(o, X), src[1],
                ureg_imm1u(u, NVTGSI_SAMPLE_POSITIONS - 1));
      ureg_UADD(u, ureg_writemask(o, X), ureg_src(o),
                ureg_imm1u(u, (unsigned)g->sample_pos));
      ureg_UARL(u, ax, ureg_scalar(ureg_src(o), TGSI_SWIZZLE_X));
      ureg_MOV(u, ureg_writemask(o, X | Y),
               ureg_src_indirect(ureg_src_register(TGSI_FILE_CONSTANT, 0),
                                 ureg_scalar(g->addr, TGSI_SWIZZLE_X)));
      ox = ureg_scalar(ureg_src(o), TGSI_SWIZZLE_X);
      oy = ureg_scalar(ureg_src(o), TGSI_SWIZZLE_Y);
   } else if (in->op == NVP_OP_IPAO) {
      ox = ureg_scalar(src[1], TGSI_SWIZZLE_X);
      oy = ureg_scalar(src[1], TGSI_SWIZZLE_Y);
   }
   const bool moved = in->op != NVP_OP_IPAC;
   struct ureg_dst v = ureg_DECL_temporary(u);
   if (!s->relative) {
      interp_at(ctx, attr[0], moved ? &ox : NULL, moved ? &oy : NULL, v);
   } else {
      struct ureg_dst t = ureg_DECL_temporary(u);
      struct ureg_dst r = ureg_DECL_temporary(u);
      struct ureg_src index =
         ureg_scalar(ureg_src(s->addr_file == NVP_FILE_TEMP_H ?
                              g->h[s->addr_index] : g->r[s->addr_index]),
                     s->addr_comp & 3);
      ureg_UADD(u, ureg_writemask(t, X), index,
                ureg_imm1u(u, (uint32_t)s->array_offset));
      ureg_MOV(u, v, ureg_imm1u(u, 0));
      for (unsigned m = 0; m < n; m++) {
         interp_at(ctx, attr[m], moved ? &ox : NULL, moved ? &oy : NULL,
                   r);
         ureg_USEQ(u, ureg_writemask(t, Y),
                   ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X),
                   ureg_imm1u(u, m));
         ureg_UCMP(u, v, ureg_scalar(ureg_src(t), TGSI_SWIZZLE_Y),
                   ureg_src(r), ureg_src(v));
      }
      ureg_release_temporary(u, r);
      ureg_release_temporary(u, t);
   }
   ureg_MOV(u, dst, modifiers(s, ureg_src(v)));
   ureg_release_temporary(u, v);
   if (!ureg_dst_is_undef(o))
      ureg_release_temporary(u, o);
}

/* "fragment.samplemask": "the "x" component is filled with a coverage
 * mask indicating the set of samples covered by this fragment ...  If
 * multisample buffers are not available (SAMPLE_BUFFERS is zero), bit
 * zero indicates if the center of the pixel corresponding to the
 * fragment is covered": the SAMPLEMASK system value with multisample
 * buffers, 1 without (softpipe gives no SAMPLEMASK). */
bool
nvtgsi_gp5_sample_mask_in(struct nvtgsi_ctx *ctx)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   struct ureg_program *u = ctx->ureg;
   int k = nvtgsi_append_binding(&ctx->bindings, &ctx->num_bindings,
                                 NVTGSI_BIND_SAMPLE_BUFFERS, 0);

   if (k < 0)
      return nvtgsi_error(ctx, "out of memory");
   ureg_DECL_constant(u, k);
   struct ureg_src sv = ureg_DECL_system_value(u, TGSI_SEMANTIC_SAMPLEMASK,
                                               0);
   struct ureg_dst m = ureg_writemask(ureg_DECL_temporary(u), X);
   ureg_UCMP(u, m, ureg_scalar(ureg_src_register(TGSI_FILE_CONSTANT, k),
                               TGSI_SWIZZLE_X),
             ureg_scalar(sv, TGSI_SWIZZLE_X), ureg_imm1u(u, 1));
   g->sysval[NVP_SYSVAL_SAMPLE_MASK] = ureg_src(m);
   return true;
}
