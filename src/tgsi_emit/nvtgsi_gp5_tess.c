/*
 * nvtgsi_gp5_tess: NV_tessellation_program5 ("!!NVtcp5.0",
 * "!!NVtep5.0") in the gp4 emitter: TESS_CTRL and TESS_EVAL shaders
 * whose instructions, registers, parameters and flow are the vertex
 * kind's (nvtgsi_gp4*.c).
 *
 *   properties      TCS_VERTICES_OUT (VERTICES_OUT); TES_PRIM_MODE
 *                   (TESS_MODE: PIPE_PRIM_TRIANGLES, _QUADS, _LINES for
 *                   ISOLINES), TES_SPACING, TES_VERTEX_ORDER_CW,
 *                   TES_POINT_MODE
 *   vertex[m].X     INPUT[m][k], 2-D, with the semantic the vertex
 *                   emitter gives result X (as geometry programs read
 *                   it, nvtgsi_gp4_geom.c); a vertex index computed at
 *                   run time through ADDR (INPUT[ADDR[v].x][k])
 *   vertex.out[m].X the control program's OUTPUT[m][k] (its result X)
 *   primitive.*     TESSOUTER (component n of level n), TESSINNER,
 *                   PATCH n: the control program's OUTPUTs; the
 *                   evaluation program's TESSOUTER and TESSINNER system
 *                   values and PATCH n INPUTs
 *   system values   PRIMID, INVOCATIONID, VERTICESIN, TESSCOORD
 *   results         TEMPs as the vertex kind's: an evaluation program
 *                   copies them at the end; a control program to
 *                   OUTPUT[ADDR[i].x][k], ADDR[i].x = its invocation id,
 *                   at the end and at each synchronisation point below.
 *                   Per-patch results are written to their OUTPUT by
 *                   the instruction writing them.
 *
 * The control program's lock-step model (section 2.X.5, "Tessellation
 * Control Program Flow Control"): "When executing any block of
 * instructions, all active threads will complete the excecution of one
 * instruction before starting the execution of the subsequent
 * instruction", and the overview: "The GL automatically synchronizes
 * threads to ensure that when executing a given instruction, all
 * previous instructions have completed for all program invocations in
 * the group."  Only instructions that read the output patch
 * (vertex.out, primitive.out) or write a per-patch result can see
 * another invocation's work; before each of them, in a program that
 * reads the output patch, the invocations synchronise:
 *
 *    BARRIER               every earlier read of the patch is done
 *    OUT[ADDR[i].x][k] = results
 *    BARRIER               every earlier write is visible
 *
 * A synchronisation point inside IF or REP is a BARRIER in control flow
 * that may diverge between invocations, which TGSI and NIR leave
 * undefined (docs/languages/gp5.md, "Tessellation").
 */
#include "tgsi/tgsi_ureg.h"

#include "nvtgsi_gp4_priv.h"

static bool
is_tcs(const struct nvtgsi_ctx *ctx)
{
   return ctx->prog->kind == NVP_KIND_GP5_TCP;
}

/* TESS_MODE and TESS_SPACING's GL enums as Gallium's. */
static const struct {
   unsigned gl, pipe;
} tess_enums[] = {
   { NVP_GL_TRIANGLES, PIPE_PRIM_TRIANGLES },
   { NVP_GL_QUADS, PIPE_PRIM_QUADS },
   { NVP_GL_ISOLINES, PIPE_PRIM_LINES },
   { NVP_GL_EQUAL, PIPE_TESS_SPACING_EQUAL },
   { NVP_GL_FRACTIONAL_ODD, PIPE_TESS_SPACING_FRACTIONAL_ODD },
   { NVP_GL_FRACTIONAL_EVEN, PIPE_TESS_SPACING_FRACTIONAL_EVEN },
};

static bool
pipe_enum(unsigned gl, unsigned *pipe)
{
   for (unsigned i = 0; i < ARRAY_SIZE(tess_enums); i++) {
      if (tess_enums[i].gl == gl) {
         *pipe = tess_enums[i].pipe;
         return true;
      }
   }
   return false;
}

/* The result a vertex attribute binding names (NVP_FILE_GEOM_ATTRIB
 * indices: NVP_GEOM_VERTEX_ID, NVP_GEOM_GENERIC0 + n past the vertex
 * results) as an NVP_FILE_OUTPUT index. */
static unsigned
result_of(int k)
{
   return k == NVP_GEOM_VERTEX_ID ? NVP_VP_OUT_ID :
          k >= NVP_GEOM_GENERIC0 ? NVP_GP_OUT_GENERIC0 +
                                   (unsigned)(k - NVP_GEOM_GENERIC0) :
          (unsigned)k;
}

/* The semantic of per-patch value i (NVP_TESS_OUTER0 ...). */
static void
patch_semantic(unsigned i, enum tgsi_semantic *name, unsigned *index)
{
   *name = i < NVP_TESS_INNER0 ? TGSI_SEMANTIC_TESSOUTER :
           i < NVP_TESS_PATCH0 ? TGSI_SEMANTIC_TESSINNER :
           TGSI_SEMANTIC_PATCH;
   *index = i < NVP_TESS_PATCH0 ? 0 : i - NVP_TESS_PATCH0;
}

/* Each operand's binding, members of an array read relatively
 * included: f(ctx, binding). */
static bool
for_each_binding(struct nvtgsi_ctx *ctx,
                 bool (*f)(struct nvtgsi_ctx *, const struct nvp_src *,
                           unsigned line))
{
   const struct nvp_program *p = ctx->prog;

   for (unsigned i = 0; i < p->num_instrs; i++) {
      for (unsigned s = 0; s < 3; s++) {
         const struct nvp_src *src = &p->instrs[i].src[s];
         bool rel = src->relative && src->array_size > 0 &&
                    (src->file == NVP_FILE_GEOM_ATTRIB ||
                     src->file == NVP_FILE_TESS_OUT_VERTEX ||
                     src->file == NVP_FILE_TESS_PATCH);
         for (int m = 0; m < (rel ? src->array_size : 1); m++) {
            if (!f(ctx, rel ? &p->array_attribs[src->array_base + m] : src,
                   p->instrs[i].line))
               return false;
         }
      }
   }
   return true;
}

/* The INPUT or OUTPUT a binding reads, declared at its first read. */
static bool
declare_binding(struct nvtgsi_ctx *ctx, const struct nvp_src *s,
                unsigned line)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   struct ureg_program *u = ctx->ureg;
   unsigned name, index;

   switch (s->file) {
   case NVP_FILE_GEOM_ATTRIB:
      if (s->index < 0 || s->index >= NVP_GEOM_ATTRIB_COUNT ||
          (!s->vertex_relative &&
           (s->vertex < 0 || s->vertex >= NVP_TESS_MAX_PATCH_VERTICES)))
         return nvtgsi_error(ctx, "line %u: bad vertex attribute", line);
      if (g->gin[s->index].File != TGSI_FILE_NULL)
         return true;
      /* "vertex[m].id": the vertex program's result.id */
      nvtgsi_gp4_result_semantic(result_of(s->index), &name, &index);
      g->gin[s->index] = ureg_DECL_input(u, (enum tgsi_semantic)name,
                                         index, 0, 1);
      return true;
   case NVP_FILE_TESS_OUT_VERTEX: {
      unsigned o = s->index >= 0 && s->index < NVP_GEOM_ATTRIB_COUNT ?
                   result_of(s->index) : NVP_GP4_OUT_COUNT;
      if (o >= NVP_GP4_OUT_COUNT || (o >= NVP_OUT_CLP0 &&
                                     o <= NVP_OUT_CLP5))
         return nvtgsi_error(ctx, "line %u: vertex.out of this result is "
                             "not translated", line);
      if (g->out_reg[o].File != TGSI_FILE_NULL)
         return true;
      nvtgsi_gp4_result_semantic(o, &name, &index);
      g->out_reg[o] = ureg_DECL_output(u, (enum tgsi_semantic)name, index);
      return true;
   }
   case NVP_FILE_TESS_PATCH: {
      if (s->index < 0 || s->index >= NVP_TESS_PATCH_COUNT)
         return nvtgsi_error(ctx, "line %u: bad patch attribute", line);
      unsigned k = NVP_TESS_OUT0 + (unsigned)s->index;
      enum tgsi_semantic sem;
      patch_semantic((unsigned)s->index, &sem, &index);
      if (is_tcs(ctx)) {
         /* declared with the per-patch results, tess_patch_results() */
         return true;
      }
      if (g->out_reg[k].File != TGSI_FILE_NULL)
         return true;
      /* (an INPUT kept in out_reg: the evaluation program has no
       * per-patch result); one TESSOUTER and one TESSINNER for all the
       * levels */
      unsigned first = sem == TGSI_SEMANTIC_TESSOUTER ? NVP_TESS_OUTER0 :
                       sem == TGSI_SEMANTIC_TESSINNER ? NVP_TESS_INNER0 :
                       (unsigned)s->index;
      unsigned last = sem == TGSI_SEMANTIC_TESSOUTER ? NVP_TESS_INNER0 :
                      sem == TGSI_SEMANTIC_TESSINNER ? NVP_TESS_PATCH0 :
                      (unsigned)s->index + 1;
      for (unsigned j = first; j < last; j++) {
         if (g->out_reg[NVP_TESS_OUT0 + j].File != TGSI_FILE_NULL) {
            g->out_reg[k] = g->out_reg[NVP_TESS_OUT0 + j];
            return true;
         }
      }
      /* the levels are system values (as Mesa's GLSL gives
       * gl_TessLevelOuter in an evaluation shader), PATCH n an INPUT */
      g->out_reg[k] = sem == TGSI_SEMANTIC_PATCH ?
                      ureg_dst(ureg_DECL_input(u, sem, index, 0, 1)) :
                      ureg_dst(ureg_DECL_system_value(u, sem, 0));
      return true;
   }
   default:
      return true;
   }
}

/* A control program's per-patch values: OUTPUTs it writes and reads,
 * one TESSOUTER and one TESSINNER for every level. */
static void
tess_patch_results(struct nvtgsi_ctx *ctx)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   const struct nvp_program *p = ctx->prog;
   uint64_t used = p->tess.patch_read | p->tess.patch_written;
   struct ureg_dst outer = ureg_dst_undef(), inner = ureg_dst_undef();

   for (unsigned i = 0; i < NVP_TESS_PATCH_COUNT; i++) {
      enum tgsi_semantic name;
      unsigned index, k = NVP_TESS_OUT0 + i;
      if (!(used >> i & 1))
         continue;
      patch_semantic(i, &name, &index);
      if (name == TGSI_SEMANTIC_TESSOUTER) {
         if (ureg_dst_is_undef(outer))
            outer = ureg_DECL_output(ctx->ureg, name, 0);
         g->out_reg[k] = outer;
      } else if (name == TGSI_SEMANTIC_TESSINNER) {
         if (ureg_dst_is_undef(inner))
            inner = ureg_DECL_output(ctx->ureg, name, 0);
         g->out_reg[k] = inner;
      } else {
         g->out_reg[k] = ureg_DECL_output(ctx->ureg, name, index);
      }
      if (p->tess.patch_written >> i & 1)
         g->out[k] = ureg_DECL_temporary(ctx->ureg);
   }
}

bool
nvtgsi_gp5_tess_layout(struct nvtgsi_ctx *ctx)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   const struct nvp_program *p = ctx->prog;
   struct ureg_program *u = ctx->ureg;
   unsigned mode, spacing;

   for (unsigned o = 0; o < NVTGSI_GP4_MAX_OUTPUTS; o++)
      g->out_reg[o] = ureg_dst_undef();
   if (is_tcs(ctx)) {
      if (!p->tess.vertices_out ||
          p->tess.vertices_out > NVP_TESS_MAX_PATCH_VERTICES)
         return nvtgsi_error(ctx, "bad VERTICES_OUT");
      ureg_property(u, TGSI_PROPERTY_TCS_VERTICES_OUT,
                    p->tess.vertices_out);
   } else {
      if (!pipe_enum(p->tess.mode, &mode) ||
          !pipe_enum(p->tess.spacing, &spacing))
         return nvtgsi_error(ctx, "bad tessellation declarations");
      ureg_property(u, TGSI_PROPERTY_TES_PRIM_MODE, mode);
      ureg_property(u, TGSI_PROPERTY_TES_SPACING, spacing);
      ureg_property(u, TGSI_PROPERTY_TES_VERTEX_ORDER_CW, p->tess.cw);
      ureg_property(u, TGSI_PROPERTY_TES_POINT_MODE, p->tess.point_mode);
   }
   if (!for_each_binding(ctx, declare_binding))
      return false;
   if (is_tcs(ctx))
      tess_patch_results(ctx);

   static const enum tgsi_semantic sv[NVP_SYSVAL_COUNT] = {
      [NVP_SYSVAL_PRIMITIVE_ID] = TGSI_SEMANTIC_PRIMID,
      [NVP_SYSVAL_INVOCATION] = TGSI_SEMANTIC_INVOCATIONID,
      [NVP_SYSVAL_VERTEX_COUNT] = TGSI_SEMANTIC_VERTICESIN,
      [NVP_SYSVAL_TESS_COORD] = TGSI_SEMANTIC_TESSCOORD,
   };
   for (unsigned s = 0; s < NVP_SYSVAL_COUNT; s++) {
      if (!(p->sysvals_read & (1u << s)))
         continue;
      if (!sv[s])
         return nvtgsi_error(ctx, "bad tessellation system value");
      g->sysval[s] = ureg_DECL_system_value(u, sv[s], 0);
   }
   /* a vertex index computed at run time */
   g->tess_vertex_addr = ureg_DECL_address(u);
   if (is_tcs(ctx)) {
      /* "Each program invocation has a corresponding output patch
       * vertex, and can write per-vertex attributes only for that
       * vertex": ADDR[i].x = the invocation id */
      if (!(p->sysvals_read & (1u << NVP_SYSVAL_INVOCATION)))
         g->sysval[NVP_SYSVAL_INVOCATION] =
            ureg_DECL_system_value(u, TGSI_SEMANTIC_INVOCATIONID, 0);
      g->tess_invocation_addr = ureg_DECL_address(u);
      ureg_UARL(u, ureg_writemask(g->tess_invocation_addr,
                                  TGSI_WRITEMASK_X),
                ureg_scalar(g->sysval[NVP_SYSVAL_INVOCATION],
                            TGSI_SWIZZLE_X));
   }
   return true;
}

/* The per-vertex results a control program writes, to its vertex. */
void
nvtgsi_gp5_tess_flush(struct nvtgsi_ctx *ctx)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   struct ureg_src inv = ureg_scalar(ureg_src(g->tess_invocation_addr),
                                     TGSI_SWIZZLE_X);

   for (unsigned o = 0; o < NVP_TESS_OUT0; o++) {
      if (ureg_dst_is_undef(g->out[o]))
         continue;
      ureg_MOV(ctx->ureg, ureg_dst_dimension_indirect(g->out_reg[o], inv,
                                                      0),
               ureg_src(g->out[o]));
   }
}

static bool
reads_output_patch(const struct nvp_program *p, const struct nvp_src *s)
{
   if (s->file == NVP_FILE_TESS_OUT_VERTEX || s->file == NVP_FILE_TESS_PATCH)
      return true;
   if (!s->relative || s->array_size <= 0)
      return false;
   const struct nvp_src *b = &p->array_attribs[s->array_base];
   return b->file == NVP_FILE_TESS_OUT_VERTEX ||
          b->file == NVP_FILE_TESS_PATCH;
}

static bool
writes_patch(const struct nvp_instr *in)
{
   return in->dst.file == NVP_FILE_OUTPUT && in->dst.index >= NVP_TESS_OUT0;
}

/* Before instruction 'in' of a control program: the synchronisation
 * point of the lock-step model (header comment), where it may see
 * another invocation's results. */
bool
nvtgsi_gp5_tess_before(struct nvtgsi_ctx *ctx, const struct nvp_instr *in)
{
   const struct nvp_program *p = ctx->prog;
   bool sync = false;

   if (!is_tcs(ctx))
      return true;
   if (in->dst.relative && writes_patch(in))
      return nvtgsi_error(ctx, "line %u: a per-patch result array "
                          "written relatively is not translated",
                          in->line);
   if (in->dst.file == NVP_FILE_OUTPUT && in->dst.index >= NVP_OUT_CLP0 &&
       in->dst.index <= NVP_OUT_CLP5)
      return nvtgsi_error(ctx, "line %u: result.clip of a control program "
                          "is not translated", in->line);
   bool reads = false;
   for (unsigned s = 0; s < 3; s++)
      reads |= reads_output_patch(p, &in->src[s]);
   /* Only an access that may depend on another invocation's since the
    * last point: a read after a write, a per-patch write after a read
    * (in straight-line code; with blocks, whose instructions may run
    * again or in another order, at every access). */
   bool flow = false;
   for (unsigned i = 0; i < p->num_instrs; i++)
      flow |= (nvp_opcode_info(p->instrs[i].op)->fp_flags &
               NVP_FP_FLOW) != 0;
   sync = p->tess.out_read &&
          ((reads && (ctx->gp4->tess_written || flow)) ||
           (writes_patch(in) && (ctx->gp4->tess_read || flow)));
   if (sync) {
      ureg_BARRIER(ctx->ureg);
      nvtgsi_gp5_tess_flush(ctx);
      ureg_BARRIER(ctx->ureg);
      ctx->gp4->tess_written = ctx->gp4->tess_read = false;
   }
   ctx->gp4->tess_read |= reads;
   ctx->gp4->tess_written |= in->dst.file == NVP_FILE_OUTPUT;
   /* under a condition code test, the per-patch result's TEMP from its
    * OUTPUT, which other invocations may have written: the components
    * the test leaves alone go back unchanged (nvtgsi_gp5_tess_after()) */
   if (writes_patch(in) && in->dst.index < NVP_TESS_OUT_COUNT &&
       in->cc.cond != NVP_COND_NONE && in->cc.cond != NVP_COND_TR) {
      unsigned i = (unsigned)in->dst.index - NVP_TESS_OUT0;
      struct ureg_src o = ureg_src(ctx->gp4->out_reg[in->dst.index]);
      struct ureg_dst t = ctx->gp4->out[in->dst.index];
      if (i >= NVP_TESS_PATCH0)
         ureg_MOV(ctx->ureg, t, o);
      else
         ureg_MOV(ctx->ureg, ureg_writemask(t, TGSI_WRITEMASK_X),
                  ureg_scalar(o, i < NVP_TESS_INNER0 ?
                                 i : i - NVP_TESS_INNER0));
   }
   return true;
}

/* After instruction 'in': a per-patch result it wrote reaches its
 * OUTPUT ("Updates to the "y", "z", and "w" components have no effect"
 * on a level: its x goes to component n of TESSOUTER or TESSINNER). */
void
nvtgsi_gp5_tess_after(struct nvtgsi_ctx *ctx, const struct nvp_instr *in)
{
   struct nvtgsi_gp4 *g = ctx->gp4;

   if (!is_tcs(ctx) || !writes_patch(in) ||
       in->dst.index >= NVP_TESS_OUT_COUNT)
      return;
   unsigned i = (unsigned)in->dst.index - NVP_TESS_OUT0;
   struct ureg_src v = ureg_src(g->out[in->dst.index]);
   struct ureg_dst o = g->out_reg[in->dst.index];
   if (i >= NVP_TESS_PATCH0) {
      ureg_MOV(ctx->ureg, ureg_writemask(o, in->dst.write_mask), v);
   } else if (in->dst.write_mask & TGSI_WRITEMASK_X) {
      unsigned c = i < NVP_TESS_INNER0 ? i : i - NVP_TESS_INNER0;
      ureg_MOV(ctx->ureg, ureg_writemask(o, 1u << c),
               ureg_scalar(v, TGSI_SWIZZLE_X));
   }
}

/* A vertex's register, INPUT[m][k] or OUTPUT[m][k], the vertex computed
 * at run time read into tmp. */
static struct ureg_src
vertex_register(struct nvtgsi_ctx *ctx, const struct nvp_src *s,
                struct ureg_src reg, struct ureg_dst tmp)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   struct ureg_program *u = ctx->ureg;

   if (!s->vertex_relative)
      return ureg_src_dimension(reg, s->vertex);
   struct ureg_src index =
      ureg_scalar(ureg_src(s->addr_file == NVP_FILE_TEMP_H ?
                           g->h[s->addr_index] : g->r[s->addr_index]),
                  s->addr_comp & 3);
   struct ureg_dst t = ureg_writemask(ureg_DECL_temporary(u),
                                      TGSI_WRITEMASK_X);
   ureg_UADD(u, t, index, ureg_imm1u(u, (uint32_t)s->vertex));
   ureg_UARL(u, ureg_writemask(g->tess_vertex_addr, TGSI_WRITEMASK_X),
             ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X));
   ureg_release_temporary(u, t);
   ureg_MOV(u, tmp, ureg_src_dimension_indirect(
                       reg, ureg_scalar(ureg_src(g->tess_vertex_addr),
                                        TGSI_SWIZZLE_X), 0));
   return ureg_src(tmp);
}

struct ureg_src
nvtgsi_gp5_tess_input(struct nvtgsi_ctx *ctx, const struct nvp_src *s,
                      struct ureg_dst tmp)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   struct ureg_src r;

   switch (s->file) {
   case NVP_FILE_GEOM_ATTRIB:
      r = vertex_register(ctx, s, g->gin[s->index], tmp);
      break;
   case NVP_FILE_TESS_OUT_VERTEX:
      r = vertex_register(ctx, s, ureg_src(g->out_reg[result_of(s->index)]),
                          tmp);
      break;
   default: {
      /* "(x,-,-,-)": a level's component n, a patch attribute whole */
      unsigned i = (unsigned)s->index;
      r = ureg_src(g->out_reg[NVP_TESS_OUT0 + i]);
      if (i < NVP_TESS_INNER0)
         return ureg_scalar(r, i);
      if (i < NVP_TESS_PATCH0)
         return ureg_scalar(r, i - NVP_TESS_INNER0);
      return r;
   }
   }
   if (s->index >= NVP_OUT_CLP0 && s->index <= NVP_OUT_CLP5)
      r = ureg_scalar(r, (s->index - NVP_OUT_CLP0) % 4);
   return r;
}
