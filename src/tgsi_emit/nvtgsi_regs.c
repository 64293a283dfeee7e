/*
 * Register and constant layout of an NV_vertex_program in TGSI.
 *
 *   v[n]      INPUT[n] (only the attributes read are declared)
 *   o[...]    OUT[k] with TGSI semantics, in Table X.1 order
 *   Rn        TEMP, declared in ascending n for the registers named
 *   A0.x      a TEMP holding floor(operand) as a float, plus ADDR[0]
 *             loaded with a bounds-checked index right before each
 *             relative read
 *   c[n]      CONST[k]: k == n for all 96 registers when the program
 *             reads relatively, else only the registers read, packed in
 *             ascending n; bindings[k] says which c[n] CONST[k] holds
 *   MVP       position-invariant programs only: four more CONST after
 *             the c[] ones, the MVP columns (or rows), see nvtgsi.h;
 *             INPUT[0] is declared for the position
 *   +0.0      programs with a product (MUL, MAD, DP3, DP4, DPH, DST) or
 *             a relative read: one more CONST, last, holding (0,0,0,0)
 *             (NVTGSI_BIND_ZERO), also what an out-of-range relative
 *             read reads
 *
 * "!!VP2.0" (NV_vertex_program2) differs in:
 *   c[n]      256 registers; relative reads c[Ai.c + n] of A0 or A1 and
 *             any component; all 256 CONST when some read is relative
 *   Rn        R0..R15, each set to (0,0,0,0) at the start (with
 *             branches, the text order is not the execution order)
 *   A0, A1    two 4-component float TEMPs holding the clamped integers
 *   CC        one TEMP, see nvtgsi_cc.c
 *   o[...]    a TEMP each, copied to the OUT registers at the end
 *             (nvtgsi_emit_epilogue()); o[CLP0..5].x go to CLIPDIST[0]
 *             .xyzw and CLIPDIST[1].xy, with the property
 *             NUM_CLIPDIST_ENABLED the highest CLPn written + 1
 *   +0.0      no +0.0 (VP2 products are IEEE); the (0,0,0,0) CONST only
 *             for relative reads
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvtgsi_priv.h"

/* Relative offsets beyond this cannot reach c[0..95] from any A0.x that
 * floats represent exactly; they are refused as malformed IR. */
#define NVTGSI_MAX_REL_OFFSET (1 << 20)

struct nvtgsi_scan {
   uint32_t attribs;                  /* v[n] read */
   uint64_t params[NVTGSI_MAX_PARAMS / 64]; /* c[n] read absolutely */
   uint8_t out_mask[NVP_OUT_COUNT];   /* union of the write masks */
   uint8_t temp_init[NVTGSI_MAX_TEMPS]; /* read before written */
   uint64_t temps;                    /* Rn named */
   bool relative;
   /* NV_vertex_program3 texture[n]: bit n used, with target tex[n] */
   uint32_t tex_units;
   enum nvp_tex_target tex[NVP_ARB_MAX_TEX_UNITS];
};

static const struct {
   enum tgsi_semantic name;
   unsigned index;
} nvtgsi_out_semantic[NVP_OUT_COUNT] = {
   [NVP_OUT_HPOS] = { TGSI_SEMANTIC_POSITION, 0 },
   [NVP_OUT_COL0] = { TGSI_SEMANTIC_COLOR, 0 },
   [NVP_OUT_COL1] = { TGSI_SEMANTIC_COLOR, 1 },
   [NVP_OUT_BFC0] = { TGSI_SEMANTIC_BCOLOR, 0 },
   [NVP_OUT_BFC1] = { TGSI_SEMANTIC_BCOLOR, 1 },
   [NVP_OUT_FOGC] = { TGSI_SEMANTIC_FOG, 0 },
   [NVP_OUT_PSIZ] = { TGSI_SEMANTIC_PSIZE, 0 },
   [NVP_OUT_TEX0 + 0] = { TGSI_SEMANTIC_TEXCOORD, 0 },
   [NVP_OUT_TEX0 + 1] = { TGSI_SEMANTIC_TEXCOORD, 1 },
   [NVP_OUT_TEX0 + 2] = { TGSI_SEMANTIC_TEXCOORD, 2 },
   [NVP_OUT_TEX0 + 3] = { TGSI_SEMANTIC_TEXCOORD, 3 },
   [NVP_OUT_TEX0 + 4] = { TGSI_SEMANTIC_TEXCOORD, 4 },
   [NVP_OUT_TEX0 + 5] = { TGSI_SEMANTIC_TEXCOORD, 5 },
   [NVP_OUT_TEX0 + 6] = { TGSI_SEMANTIC_TEXCOORD, 6 },
   [NVP_OUT_TEX0 + 7] = { TGSI_SEMANTIC_TEXCOORD, 7 },
   /* o[CLPn].x is component n % 4 of CLIPDIST[n / 4] */
   [NVP_OUT_CLP0 + 0] = { TGSI_SEMANTIC_CLIPDIST, 0 },
   [NVP_OUT_CLP0 + 1] = { TGSI_SEMANTIC_CLIPDIST, 0 },
   [NVP_OUT_CLP0 + 2] = { TGSI_SEMANTIC_CLIPDIST, 0 },
   [NVP_OUT_CLP0 + 3] = { TGSI_SEMANTIC_CLIPDIST, 0 },
   [NVP_OUT_CLP0 + 4] = { TGSI_SEMANTIC_CLIPDIST, 1 },
   [NVP_OUT_CLP0 + 5] = { TGSI_SEMANTIC_CLIPDIST, 1 },
   [NVP_OUT_CLP0 + 6] = { TGSI_SEMANTIC_CLIPDIST, 1 },
   [NVP_OUT_CLP0 + 7] = { TGSI_SEMANTIC_CLIPDIST, 1 },
};

void
nvtgsi_output_semantic(enum nvp_output o, unsigned *name, unsigned *index)
{
   *name = nvtgsi_out_semantic[o].name;
   *index = nvtgsi_out_semantic[o].index;
}

bool
nvtgsi_error(struct nvtgsi_ctx *ctx, const char *fmt, ...)
{
   va_list ap;

   if (ctx->err && ctx->err_len) {
      va_start(ap, fmt);
      vsnprintf(ctx->err, ctx->err_len, fmt, ap);
      va_end(ap);
   }
   return false;
}

static bool
check_src(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          const struct nvp_src *s)
{
   /* SWZ's "0" and "1" selectors (nvtgsi_lower_swz) */
   unsigned max_sel = in->op == NVP_OP_SWZ ? NVP_SWIZZLE_ONE : 3;
   for (unsigned c = 0; c < 4; c++) {
      if (s->swizzle[c] > max_sel)
         return nvtgsi_error(ctx, "line %u: bad swizzle", in->line);
   }
   if (s->relative && s->file != NVP_FILE_PARAM &&
       !(s->file == NVP_FILE_ATTRIB && ctx->vp2))
      return nvtgsi_error(ctx, "line %u: relative read of a register "
                          "other than c[]", in->line);
   if (s->relative && (s->addr_index >= (ctx->vp2 ? NVP_VP2_NUM_ADDRS : 1)
                       || s->addr_comp >= (ctx->vp2 ? 4 : 1)))
      return nvtgsi_error(ctx, "line %u: bad address register component",
                          in->line);
   if (!ctx->vp2 && (s->absolute || s->negate_abs))
      return nvtgsi_error(ctx, "line %u: |absolute| operand outside "
                          "!!VP2.0", in->line);
   if ((s->file == NVP_FILE_ADDRESS) !=
       (in->op == NVP_OP_ARA || in->op == NVP_OP_PUSHA))
      return nvtgsi_error(ctx, "line %u: only ARA and PUSHA read A0 or "
                          "A1", in->line);

   switch (s->file) {
   case NVP_FILE_TEMP:
      if (s->index >= 0 &&
          s->index < (int)ctx->num_temps)
         return true;
      break;
   case NVP_FILE_ATTRIB:
      if (s->index >= 0 && s->index < (int)ctx->num_attribs && !s->relative)
         return true;
      /* NV_vertex_program3 vertex.attrib[A+n] / vertex.texcoord[A+n] */
      if (s->relative && s->array_size > 0 && s->array_base >= 0 &&
          s->array_base + s->array_size <= (int)ctx->num_attribs &&
          s->index - s->array_base > -NVTGSI_MAX_REL_OFFSET &&
          s->index - s->array_base < NVTGSI_MAX_REL_OFFSET)
         return true;
      break;
   case NVP_FILE_PARAM:
      if (s->relative ? (s->index > -NVTGSI_MAX_REL_OFFSET &&
                         s->index < NVTGSI_MAX_REL_OFFSET)
                      : (s->index >= 0 &&
                         s->index < (int)ctx->num_params))
         return true;
      break;
   case NVP_FILE_ADDRESS:
      if (ctx->vp2 && !s->relative && s->index >= 0 &&
          s->index < NVP_VP2_NUM_ADDRS)
         return true;
      break;
   default:
      return nvtgsi_error(ctx, "line %u: source file %d cannot be read",
                          in->line, (int)s->file);
   }
   return nvtgsi_error(ctx, "line %u: source register %d out of range",
                       in->line, s->index);
}

static bool
check_dst(struct nvtgsi_ctx *ctx, const struct nvp_instr *in)
{
   const struct nvp_dst *d = &in->dst;
   enum nvp_sig sig = nvp_opcode_info(in->op)->sig;
   bool addr = in->op == NVP_OP_ARL || in->op == NVP_OP_ARR ||
               in->op == NVP_OP_ARA || in->op == NVP_OP_POPA;

   if (!(nvp_opcode_info(in->op)->kinds & NVP_KIND_BIT(ctx->prog->kind)))
      return nvtgsi_error(ctx, "line %u: %s is not an instruction of this "
                          "program kind", in->line,
                          nvp_opcode_info(in->op)->name);
   if ((unsigned)in->cc.cond >= NVP_COND_NV_COUNT)
      return nvtgsi_error(ctx, "line %u: bad condition", in->line);
   for (unsigned c = 0; c < 4; c++) {
      if (in->cc.swizzle[c] > 3)
         return nvtgsi_error(ctx, "line %u: bad condition swizzle",
                             in->line);
   }
   if (!ctx->vp2 && (in->update_cc || in->cc.cond != NVP_COND_NONE))
      return nvtgsi_error(ctx, "line %u: condition codes need !!VP2.0",
                          in->line);
   if (in->cc.cc_index > 1 || in->cc_update_index > 1 ||
       ((in->cc.cc_index || in->cc_update_index) && !ctx->prog->uses_cc1))
      return nvtgsi_error(ctx, "line %u: bad condition code register",
                          in->line);
   /* Parsed (NV_vertex_program3, ARB_vertex_program) but not translated
    * yet: the load fails with a message rather than running wrong. */
   if (ctx->vp2 && sig != NVP_SIG_BRANCH && sig != NVP_SIG_RET &&
       sig != NVP_SIG_PUSHA && sig != NVP_SIG_POPA &&
       !nvtgsi_op_get_vp2(in->op)->lower &&
       !nvtgsi_op_get_vp2(in->op)->tgsi)
      return nvtgsi_error(ctx, "line %u: %s is not translated to TGSI yet",
                          in->line, nvp_opcode_info(in->op)->name);
   /* NV_vertex_program3 result.texcoord[A+n] */
   if (d->relative &&
       (!ctx->vp2 || d->file != NVP_FILE_OUTPUT ||
        d->index - NVP_OUT_TEX0 <= -NVTGSI_MAX_REL_OFFSET ||
        d->index - NVP_OUT_TEX0 >= NVTGSI_MAX_REL_OFFSET ||
        d->addr_index >= NVP_VP2_NUM_ADDRS || d->addr_comp > 3))
      return nvtgsi_error(ctx, "line %u: bad relative result register",
                          in->line);
   if (sig == NVP_SIG_BRANCH) {
      if (in->target < 0 || (unsigned)in->target > ctx->prog->num_instrs)
         return nvtgsi_error(ctx, "line %u: branch target %d out of "
                             "range", in->line, in->target);
      return true;
   }
   if (sig == NVP_SIG_RET || sig == NVP_SIG_PUSHA)
      return true;
   /* POPA: "a program will fail to load if it includes a component
    * write mask other than ".xyzw"" */
   if (sig == NVP_SIG_POPA && d->write_mask != TGSI_WRITEMASK_XYZW)
      return nvtgsi_error(ctx, "line %u: POPA writes all of A0 or A1",
                          in->line);
   if (addr) {
      if (d->file != NVP_FILE_ADDRESS || d->index < 0 ||
          d->index >= (ctx->vp2 ? NVP_VP2_NUM_ADDRS : 1) ||
          d->write_mask > 0xf)
         return nvtgsi_error(ctx, "line %u: ARL writes A0.x", in->line);
      return true;
   }
   if (d->write_mask > 0xf)
      return nvtgsi_error(ctx, "line %u: bad write mask", in->line);

   switch (d->file) {
   case NVP_FILE_TEMP:
      if (d->index >= 0 &&
          d->index < (int)ctx->num_temps)
         return true;
      break;
   case NVP_FILE_CC:
      if (ctx->vp2)
         return true;
      break;
   case NVP_FILE_OUTPUT:
      /* 2.14.B: "the homogeneous position (HPOS) is not output by the
       * program" */
      if (d->index == NVP_OUT_HPOS && ctx->prog->position_invariant)
         return nvtgsi_error(ctx, "line %u: a position-invariant "
                             "program writes o[HPOS]", in->line);
      if (d->index >= 0 && d->index < (ctx->vp2 ? NVP_OUT_COUNT :
                                       NVP_VP1_NUM_OUTPUTS))
         return true;
      break;
   case NVP_FILE_PARAM:
      /* Vertex state programs write c[]; they run on the CPU side of the
       * state tracker, not through a vertex shader. */
      return nvtgsi_error(ctx, "line %u: writes to c[] (vertex state "
                          "programs) are not translated to TGSI",
                          in->line);
   default:
      break;
   }
   return nvtgsi_error(ctx, "line %u: bad destination register", in->line);
}

/* One pass over the program: check every operand (the IR may come from a
 * fuzzer) and collect what the layout needs. */
static bool
scan(struct nvtgsi_ctx *ctx, struct nvtgsi_scan *sc)
{
   const struct nvp_program *prog = ctx->prog;
   uint8_t written[NVTGSI_MAX_TEMPS] = { 0 };

   memset(sc, 0, sizeof(*sc));
   if (ctx->vp2 && prog->entry > prog->num_instrs)
      return nvtgsi_error(ctx, "entry point %u out of range", prog->entry);
   for (unsigned i = 0; i < prog->num_instrs; i++) {
      const struct nvp_instr *in = &prog->instrs[i];
      const struct nvp_opcode_info *info = nvp_opcode_info(in->op);

      if (!info || !nvtgsi_op_get(in->op))
         return nvtgsi_error(ctx, "line %u: unknown opcode %d", in->line,
                             (int)in->op);
      if (!check_dst(ctx, in))
         return false;
      if (info->sig == NVP_SIG_TEX) {
         unsigned u = nvp_vp_sampler_slot(prog, in->tex_unit);

         if (u >= NVP_ARB_MAX_TEX_UNITS ||
             !nvtgsi_tex_target_ok(in->tex_target) ||
             ((sc->tex_units & (1u << u)) && sc->tex[u] != in->tex_target))
            return nvtgsi_error(ctx, "line %u: bad texture unit or target",
                                in->line);
         sc->tex_units |= 1u << u;
         sc->tex[u] = in->tex_target;
      }

      for (unsigned s = 0; s < info->num_src; s++) {
         const struct nvp_src *src = &in->src[s];
         unsigned reads = nvtgsi_src_reads(in, s);

         if (!check_src(ctx, in, src))
            return false;
         if (src->file == NVP_FILE_ATTRIB && src->relative) {
            for (int e = 0; e < src->array_size; e++)
               sc->attribs |= 1u << nvtgsi_array_attrib(src->array_base,
                                                        (unsigned)e);
         } else if (src->file == NVP_FILE_ATTRIB) {
            sc->attribs |= 1u << src->index;
         } else if (src->file == NVP_FILE_PARAM) {
            if (src->relative)
               sc->relative = true;
            else
               sc->params[src->index / 64] |= 1ull << (src->index % 64);
         } else if (src->file == NVP_FILE_TEMP) {
            unsigned comps = 0;

            for (unsigned c = 0; c < 4; c++) {
               /* (SWZ's 0 and 1 selectors, 4 and 5, read nothing) */
               if ((reads & (1u << c)) && src->swizzle[c] < 4)
                  comps |= 1u << src->swizzle[c];
            }
            sc->temps |= UINT64_C(1) << src->index;
            sc->temp_init[src->index] |= comps & ~written[src->index];
         }
      }

      if (info->sig == NVP_SIG_BRANCH || info->sig == NVP_SIG_RET ||
          info->sig == NVP_SIG_PUSHA)
         continue;
      if (in->dst.file == NVP_FILE_TEMP) {
         sc->temps |= UINT64_C(1) << in->dst.index;
         written[in->dst.index] |= in->dst.write_mask;
      } else if (in->dst.file == NVP_FILE_OUTPUT && in->dst.relative) {
         for (unsigned e = 0; e < NVTGSI_NUM_TEXCOORDS; e++)
            sc->out_mask[NVP_OUT_TEX0 + e] |= in->dst.write_mask;
      } else if (in->dst.file == NVP_FILE_OUTPUT) {
         sc->out_mask[in->dst.index] |= in->dst.write_mask;
      }
   }
   return true;
}

static int
add_binding(struct nvtgsi_ctx *ctx, enum nvtgsi_binding_kind kind,
            int index)
{
   struct nvtgsi_binding *b = &ctx->bindings[ctx->num_bindings];

   b->kind = kind;
   b->index = index;
   ureg_DECL_constant(ctx->ureg, ctx->num_bindings);
   return (int)ctx->num_bindings++;
}

/* "Primitives are clipped to the area where the interpolated clip
 * distances are greater than or equal to zero": CLIPDIST[0..1] for
 * ctx->num_clipdist distances, with tgsi_to_nir's
 * clip_distance_array_size from the property. */
void
nvtgsi_decl_clipdist(struct nvtgsi_ctx *ctx)
{
   struct ureg_program *ureg = ctx->ureg;

   for (unsigned k = 0; ctx->num_clipdist && k < 2; k++) {
      unsigned first = 4 * k;

      ctx->clipdist[k] = ureg_dst_undef();
      if (ctx->num_clipdist > first) {
         unsigned n = ctx->num_clipdist - first;

         ctx->clipdist[k] = ureg_DECL_output_masked(
            ureg, TGSI_SEMANTIC_CLIPDIST, k, (1u << (n > 4 ? 4 : n)) - 1,
            0, 1);
      }
   }
   if (ctx->num_clipdist)
      ureg_property(ureg, TGSI_PROPERTY_NUM_CLIPDIST_ENABLED,
                    ctx->num_clipdist);
}

bool
nvtgsi_layout(struct nvtgsi_ctx *ctx)
{
   struct nvtgsi_scan scanned;
   struct ureg_program *ureg = ctx->ureg;
   bool zero = false;

   if (!scan(ctx, &scanned))
      return false;
   /* VP2 products are IEEE: no +0.0, no sign analysis (all zero). */
   if (ctx->vp2)
      ctx->sign_needed = calloc(ctx->prog->num_instrs + 1, 1);
   if (ctx->vp2 ? !ctx->sign_needed : !nvtgsi_zero_signs(ctx))
      return nvtgsi_error(ctx, "out of memory");
   for (unsigned i = 0; i < ctx->prog->num_instrs; i++) {
      const struct nvp_instr *in = &ctx->prog->instrs[i];

      if (nvtgsi_op_for(ctx, in->op)->plus_zero & in->dst.write_mask &
          ctx->sign_needed[i])
         zero = true;
   }

   for (unsigned u = 0; u < NVP_ARB_MAX_TEX_UNITS; u++) {
      if (scanned.tex_units & (1u << u))
         nvtgsi_decl_texture(ctx, u, scanned.tex[u]);
   }
   /* Fixed function reads the position from attribute 0 (OPOS). */
   if (ctx->prog->position_invariant)
      scanned.attribs |= 1u << 0;
   for (unsigned n = 0; n < ctx->num_attribs; n++) {
      if (scanned.attribs & (1u << n))
         ctx->inputs[n] = ureg_DECL_vs_input(ureg, n);
   }

   /* "Each register value is initialized to (0,0,0,1) at the invocation
    * of each vertex program."  HPOS and COL0 are always declared so that
    * the rest of the pipeline always finds a position and a colour. */
   for (unsigned o = 0; o < NVP_OUT_COUNT; o++) {
      ctx->outputs[o] = ureg_dst_undef();
      ctx->out_regs[o] = ureg_dst_undef();
      if (o >= NVP_OUT_CLP0 && scanned.out_mask[o])
         ctx->num_clipdist = o - NVP_OUT_CLP0 + 1;
      if (o < NVP_OUT_CLP0 &&
          (scanned.out_mask[o] || o == NVP_OUT_HPOS || o == NVP_OUT_COL0)) {
         ctx->out_regs[o] = ureg_DECL_output(ureg,
                                             nvtgsi_out_semantic[o].name,
                                             nvtgsi_out_semantic[o].index);
      }
      ctx->outputs[o] = ctx->out_regs[o];
      /* VP2: every result goes through a TEMP, see the head comment. */
      if (ctx->vp2 && (scanned.out_mask[o] ||
                       !ureg_dst_is_undef(ctx->out_regs[o])))
         ctx->outputs[o] = ureg_DECL_temporary(ureg);
      ctx->out_init[o] = ctx->vp2 ? 0xf : ~scanned.out_mask[o] & 0xf;
   }
   nvtgsi_decl_clipdist(ctx);
   /* HPOS of a position-invariant program is all computed. */
   if (ctx->prog->position_invariant)
      ctx->out_init[NVP_OUT_HPOS] = 0;

   ctx->relative = scanned.relative;
   /* parameters, MVP rows/columns, clip enables, the +0.0 */
   ctx->bindings = calloc(NVTGSI_MAX_PARAMS + 4 + 2 + 1,
                          sizeof(*ctx->bindings));
   if (!ctx->bindings)
      return nvtgsi_error(ctx, "out of memory");
   for (int n = 0; n < (int)ctx->num_params; n++) {
      ctx->param_slot[n] = -1;
      /* A relative read may land on any of c[0..95]: keep them all, at
       * their own index, so that A0.x + offset indexes CONST directly. */
      if (ctx->relative || (scanned.params[n / 64] & (1ull << (n % 64))))
         ctx->param_slot[n] = add_binding(ctx, NVTGSI_BIND_PARAM, n);
   }
   for (int i = 0; i < 4; i++) {
      ctx->mvp_slot[i] = -1;
      if (ctx->prog->position_invariant) {
         ctx->mvp_slot[i] =
            add_binding(ctx, ctx->options.mvp_with_dp4 ?
                        NVTGSI_BIND_MVP_ROW : NVTGSI_BIND_MVP_COL, i);
      }
   }
   for (unsigned r = 0; r < 2; r++) {
      if (ctx->num_clipdist > 4 * r) {
         int k = add_binding(ctx, NVTGSI_BIND_CLIP_ENABLE, r);
         ctx->clip_enable[r] = ureg_src_register(TGSI_FILE_CONSTANT, k);
      }
   }
   ctx->zero = ureg_src_undef();
   ctx->zero_slot = -1;
   if (zero || ctx->relative)
      ctx->zero_slot = add_binding(ctx, NVTGSI_BIND_ZERO, 0);
   if (zero) {
      ctx->zero = ureg_scalar(ureg_src_register(TGSI_FILE_CONSTANT,
                                                ctx->zero_slot),
                              TGSI_SWIZZLE_X);
      ctx->pending_tmp = ureg_DECL_temporary(ureg);
   }

   for (unsigned n = 0; n < ctx->num_temps; n++) {
      ctx->temps[n] = ureg_dst_undef();
      if (scanned.temps & (UINT64_C(1) << n))
         ctx->temps[n] = ureg_DECL_temporary(ureg);
      ctx->temp_init[n] = scanned.temp_init[n];
      /* With branches the text order is not the execution order. */
      if (ctx->vp2 && (scanned.temps & (UINT64_C(1) << n)))
         ctx->temp_init[n] = TGSI_WRITEMASK_XYZW;
   }

   if (ctx->vp2) {
      /* A0, A1 and CC are written by the prologue, whatever the program
       * uses: few instructions, and no liveness to get wrong. */
      for (unsigned a = 0; a < NVP_VP2_NUM_ADDRS; a++)
         ctx->areg[a] = ureg_DECL_temporary(ureg);
      for (unsigned c = 0; c < 2; c++)
         ctx->cc[c] = ureg_dst_undef();
      ctx->cc[0] = ureg_DECL_temporary(ureg);
      if (ctx->prog->uses_cc1)
         ctx->cc[1] = ureg_DECL_temporary(ureg);
   } else if (ctx->relative) {
      ctx->areg[0] = ureg_DECL_temporary(ureg);
   }
   if (ctx->relative)
      ctx->addr = ureg_src(ureg_DECL_address(ureg));
   return true;
}

/*
 * o[HPOS] of a position-invariant program, instruction for instruction
 * what ffvertex_prog.c's build_hpos() gives, so that the result is bit
 * for bit the fixed-function one ("the _exact_ same homogenuous position
 * ... as conventional OpenGL transformation"):
 *
 *  mvp_with_dp4: emit_matrix_transform_vec4(): DP4 hpos.x, pos, row0 ...
 *  otherwise:    emit_transpose_matrix_transform_vec4():
 *                MUL tmp, pos.xxxx, col0;  MAD tmp, pos.yyyy, col1, tmp;
 *                MAD tmp, pos.zzzz, col2, tmp;  MAD hpos, pos.wwww, col3,
 *                tmp
 *
 * prog_to_nir turns that MAD into fadd(fmul(a, b), c), so it is emitted
 * as MUL + ADD here (tgsi_to_nir: fmul, fadd): the same NIR, which every
 * driver then treats alike (softpipe fuses both into ffma, llvmpipe keeps
 * both unfused).
 */
static void
emit_position_invariant(struct nvtgsi_ctx *ctx)
{
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_src pos = ctx->inputs[0];
   struct ureg_dst hpos = ctx->outputs[NVP_OUT_HPOS];
   struct ureg_src m[4];

   for (unsigned i = 0; i < 4; i++)
      m[i] = ureg_src_register(TGSI_FILE_CONSTANT, ctx->mvp_slot[i]);

   if (ctx->options.mvp_with_dp4) {
      for (unsigned r = 0; r < 4; r++)
         ureg_DP4(ureg, ureg_writemask(hpos, 1u << r), pos, m[r]);
      return;
   }

   struct ureg_dst t = ureg_DECL_temporary(ureg);
   struct ureg_dst u = ureg_DECL_temporary(ureg);
   ureg_MUL(ureg, t, ureg_scalar(pos, TGSI_SWIZZLE_X), m[0]);
   for (unsigned c = 1; c < 4; c++) {
      ureg_MUL(ureg, u, ureg_scalar(pos, c), m[c]);
      ureg_ADD(ureg, c == 3 ? hpos : t, ureg_src(u), ureg_src(t));
   }
   ureg_release_temporary(ureg, u);
   ureg_release_temporary(ureg, t);
}

void
nvtgsi_emit_prologue(struct nvtgsi_ctx *ctx)
{
   struct ureg_program *ureg = ctx->ureg;

   if (ctx->prog->position_invariant)
      emit_position_invariant(ctx);

   for (unsigned o = 0; o < NVP_OUT_COUNT; o++) {
      if (ctx->outputs[o].File == TGSI_FILE_NULL || !ctx->out_init[o])
         continue;
      ureg_MOV(ureg, ureg_writemask(ctx->outputs[o], ctx->out_init[o]),
               ureg_imm4f(ureg, 0.0f, 0.0f, 0.0f, 1.0f));
   }

   /* "These registers are ... initialized to (0,0,0,0) at every vertex
    * program invocation."  Only the components some instruction may read
    * before the program has written them need it. */
   for (unsigned n = 0; n < ctx->num_temps; n++) {
      if (!ctx->temp_init[n])
         continue;
      ureg_MOV(ureg, ureg_writemask(ctx->temps[n], ctx->temp_init[n]),
               ureg_imm1f(ureg, 0.0f));
   }

   /* "[The address register] is initialized to (0,0,0,0) at every vertex
    * program invocation." */
   if (ctx->relative && !ctx->vp2)
      ureg_MOV(ureg, ureg_writemask(ctx->areg[0], TGSI_WRITEMASK_X),
               ureg_imm1f(ureg, 0.0f));
   /* VP2: the address registers likewise; "The condition code register
    * is initialized to a vector of EQ values each time a vertex program
    * executes." */
   if (ctx->vp2) {
      for (unsigned a = 0; a < NVP_VP2_NUM_ADDRS; a++)
         ureg_MOV(ureg, ctx->areg[a], ureg_imm1f(ureg, 0.0f));
      for (unsigned c = 0; c < 2; c++) {
         if (!ureg_dst_is_undef(ctx->cc[c]))
            ureg_MOV(ureg, ctx->cc[c], ureg_imm1f(ureg, 0.0f));
      }
   }
}

/* VP2: "When a vertex program terminates, normally or abnormally, it
 * will emit a vertex whose attributes are taken from the final values of
 * the vertex result registers": the TEMPs to the outputs. */
void
nvtgsi_emit_epilogue(struct nvtgsi_ctx *ctx)
{
   struct ureg_program *ureg = ctx->ureg;

   if (!ctx->vp2)
      return;
   for (unsigned o = 0; o < NVP_OUT_CLP0; o++) {
      if (!ureg_dst_is_undef(ctx->out_regs[o]))
         ureg_MOV(ureg, ctx->out_regs[o], ureg_src(ctx->outputs[o]));
   }
   nvtgsi_emit_clipdist(ctx);
}

/* "CLP0(*) Clip distance 0 (d,*,*,*)": the x component of the result
 * ctx->outputs[NVP_OUT_CLP0 + n], and 0.0 (never clipped) where the
 * plane is disabled (NVTGSI_BIND_CLIP_ENABLE). */
void
nvtgsi_emit_clipdist(struct nvtgsi_ctx *ctx)
{
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_dst t = ureg_dst_undef();

   for (unsigned n = 0; n < ctx->num_clipdist; n++) {
      struct ureg_src v = ureg_imm1f(ureg, 0.0f);

      if (ureg_dst_is_undef(t))
         t = ureg_DECL_temporary(ureg);
      if (!ureg_dst_is_undef(ctx->outputs[NVP_OUT_CLP0 + n]))
         v = ureg_scalar(ureg_src(ctx->outputs[NVP_OUT_CLP0 + n]),
                         TGSI_SWIZZLE_X);
      ureg_MOV(ureg, ureg_writemask(t, 1u << (n % 4)), v);
      if (n % 4 == 3 || n + 1 == ctx->num_clipdist) {
         unsigned mask = (2u << (n % 4)) - 1;
         ureg_UCMP(ureg, ureg_writemask(ctx->clipdist[n / 4], mask),
                   ctx->clip_enable[n / 4], ureg_src(t),
                   ureg_imm1f(ureg, 0.0f));
      }
   }
   if (!ureg_dst_is_undef(t))
      ureg_release_temporary(ureg, t);
}

struct ureg_dst
nvtgsi_dst(struct nvtgsi_ctx *ctx, const struct nvp_dst *d)
{
   struct ureg_dst dst = d->file == NVP_FILE_TEMP ? ctx->temps[d->index]
                                                  : ctx->outputs[d->index];

   return ureg_writemask(dst, d->write_mask);
}

/*
 * VP2's c[Ai.c + offset]: "AddrScalarLoad(addrReg) + paramOffset", any
 * A0/A1 component; outside 0..255 it reads (0,0,0,0) like VP1 outside
 * 0..95.  Every write of an address register (ARL,
 * ARR, ARA, POPA of a PUSHA'd value) leaves an integer in [-512, 511]
 * ("clamped to [-512, +511], the range of representable address register
 * components"), never a NaN, so F2I is exact and the range test is one
 * unsigned compare (a negative index is a large unsigned one).  An index
 * outside reads the (0,0,0,0) of CONST[zero_slot] instead, so the value
 * needs no masking (llvmpipe gathers each relative read lane by lane;
 * masking its four components cost more than the select of the index):
 *
 *    t.x = F2I(Ai.c) + offset
 *    t.y = t.x <u 256                      ~0 in range, else 0
 *    ADDR[0].x = t.y ? t.x : zero_slot
 *    r = CONST[ADDR[0].x]
 */
static struct ureg_dst
load_relative_vp2(struct nvtgsi_ctx *ctx, const struct nvp_src *s)
{
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_src a0 = ureg_scalar(ureg_src(ctx->areg[s->addr_index]),
                                    s->addr_comp);
   int offset = s->index;
   struct ureg_dst t = ureg_DECL_temporary(ureg);
   struct ureg_dst r = ureg_DECL_temporary(ureg);
   struct ureg_dst tx = ureg_writemask(t, TGSI_WRITEMASK_X);
   struct ureg_src sx = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X);
   struct ureg_src sy = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_Y);

   ureg_F2I(ureg, tx, a0);
   if (offset)
      ureg_UADD(ureg, tx, sx, ureg_imm1i(ureg, offset));
   ureg_USLT(ureg, ureg_writemask(t, TGSI_WRITEMASK_Y), sx,
             ureg_imm1u(ureg, ctx->num_params));
   ureg_UCMP(ureg, tx, sy, sx, ureg_imm1u(ureg, ctx->zero_slot));
   ureg_UARL(ureg, ureg_writemask(ureg_dst(ctx->addr), TGSI_WRITEMASK_X),
             sx);
   ureg_MOV(ureg, r, ureg_src_indirect(ureg_src_register(TGSI_FILE_CONSTANT,
                                                         0),
                                       ureg_scalar(ctx->addr,
                                                   TGSI_SWIZZLE_X)));
   ureg_release_temporary(ureg, t);
   return r;
}

/*
 * c[A0.x + offset]: "Relative addressing reads outside of the 0 to 95
 * inclusive range always read the value (0,0,0,0)."  Out-of-range
 * constant reads differ between softpipe and llvmpipe, so the index is
 * checked here and ADDR[0] only ever holds 0..95 or zero_slot, the
 * CONST holding (0,0,0,0):
 *
 *    t.x = A0 + offset
 *    t.y = (t.x >= 0) * (95 >= t.x)        1.0 in range, else 0.0
 *    t.x = t.y ? t.x : zero_slot           (a NaN index too)
 *    ADDR[0].x = t.x
 *    r = CONST[ADDR[0].x]
 */
static struct ureg_dst
load_relative(struct nvtgsi_ctx *ctx, const struct nvp_src *s)
{
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(ureg);
   struct ureg_dst r = ureg_DECL_temporary(ureg);
   struct ureg_src a0 = ureg_scalar(ureg_src(ctx->areg[s->addr_index]),
                                    s->addr_comp);
   int offset = s->index;
   struct ureg_src tx = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X);
   struct ureg_src ty = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_Y);
   struct ureg_src tz = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_Z);
   struct ureg_src zero = ureg_imm1f(ureg, 0.0f);

   if (offset)
      ureg_ADD(ureg, ureg_writemask(t, TGSI_WRITEMASK_X), a0,
               ureg_imm1f(ureg, (float)offset));
   else
      ureg_MOV(ureg, ureg_writemask(t, TGSI_WRITEMASK_X), a0);
   ureg_SGE(ureg, ureg_writemask(t, TGSI_WRITEMASK_Y), tx, zero);
   ureg_SGE(ureg, ureg_writemask(t, TGSI_WRITEMASK_Z),
            ureg_imm1f(ureg, (float)(ctx->num_params - 1)), tx);
   ureg_MUL(ureg, ureg_writemask(t, TGSI_WRITEMASK_Y), ty, tz);
   ureg_CMP(ureg, ureg_writemask(t, TGSI_WRITEMASK_X), ureg_negate(ty), tx,
            ureg_imm1f(ureg, (float)ctx->zero_slot));
   ureg_ARL(ureg, ureg_writemask(ureg_dst(ctx->addr), TGSI_WRITEMASK_X),
            tx);
   ureg_MOV(ureg, r, ureg_src_indirect(ureg_src_register(TGSI_FILE_CONSTANT,
                                                         0),
                                       ureg_scalar(ctx->addr,
                                                   TGSI_SWIZZLE_X)));
   ureg_release_temporary(ureg, t);
   return r;
}

struct ureg_src
nvtgsi_src(struct nvtgsi_ctx *ctx, const struct nvp_src *s, bool scalar,
           struct ureg_dst *rel_tmp)
{
   struct ureg_src src;

   *rel_tmp = ureg_dst_undef();
   switch (s->file) {
   case NVP_FILE_TEMP:
      src = ureg_src(ctx->temps[s->index]);
      break;
   case NVP_FILE_ATTRIB:
      if (s->relative) {
         *rel_tmp = nvtgsi_load_attrib_array(ctx, s);
         src = ureg_src(*rel_tmp);
      } else {
         src = ctx->inputs[s->index];
      }
      break;
   case NVP_FILE_ADDRESS:   /* ARA's A0 or A1 */
      src = ureg_src(ctx->areg[s->index]);
      break;
   default: /* NVP_FILE_PARAM, checked by scan() */
      if (s->relative) {
         *rel_tmp = ctx->vp2 ? load_relative_vp2(ctx, s)
                             : load_relative(ctx, s);
         src = ureg_src(*rel_tmp);
      } else {
         src = ureg_src_register(TGSI_FILE_CONSTANT,
                                 ctx->param_slot[s->index]);
      }
      break;
   }

   if (scalar)
      src = ureg_scalar(src, s->swizzle[0]);
   else
      /* & 3: SWZ's 0 and 1 selectors read some component, replaced by
       * nvtgsi_lower_swz(). */
      src = ureg_swizzle(src, s->swizzle[0] & 3, s->swizzle[1] & 3,
                         s->swizzle[2] & 3, s->swizzle[3] & 3);
   /* VP2 VectorLoad(): negateBase, then "if (absolute)" and "if
    * (negateAbs)": |-x| is |x|, so TGSI's abs-then-negate with Negate =
    * negateAbs is the same. */
   if (s->absolute) {
      src = ureg_abs(src);
      return s->negate_abs ? ureg_negate(src) : src;
   }
   return s->negate ? ureg_negate(src) : src;
}
