/*
 * nvtgsi_emit: NV_vertex_program 1.x and 2.0 IR -> TGSI tokens.
 *
 * The driver loop: lay the registers out (nvtgsi_regs.c), emit the
 * initialisation the spec asks of every invocation, then one table row
 * per instruction (nvtgsi_ops.c): either a single TGSI instruction or a
 * lowering.  NVPROG_DEBUG=tgsi prints the result.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tgsi/tgsi_dump.h"
#include "tgsi/tgsi_ureg.h"
#include "util/u_debug.h"

#include "nvtgsi_priv.h"
#include "nvtgsi_fp_priv.h"
#include "nvtgsi_gp4_priv.h"

static bool
debug_tgsi(void)
{
   const char *env = getenv("NVPROG_DEBUG");

   return env && strstr(env, "tgsi");
}

static bool
same_reg(const struct nvp_dst *d, enum nvp_file file, int index)
{
   return d->file == file && d->index == index;
}

/* The pending +0.0 results (nvtgsi_flush_zero()) must be in their
 * register before 'in' reads it or overwrites one of them, and there is
 * one pending register at a time. */
static bool
must_flush(const struct nvtgsi_ctx *ctx, const struct nvp_instr *in)
{
   const struct nvp_dst *p = &ctx->pending_reg;
   unsigned num_src = nvp_opcode_info(in->op)->num_src;

   if (!ctx->pending_mask)
      return false;
   for (unsigned i = 0; i < num_src; i++) {
      if (same_reg(p, in->src[i].file, in->src[i].index))
         return true;
   }
   if (same_reg(p, in->dst.file, in->dst.index))
      return (in->dst.write_mask & ctx->pending_mask) != 0;
   return ctx->plus_zero && nvtgsi_op_get(in->op)->defer_zero;
}

static void
emit_instr(struct nvtgsi_ctx *ctx, const struct nvp_instr *in)
{
   const struct nvtgsi_op *op = nvtgsi_op_get(in->op);
   unsigned num_src = nvp_opcode_info(in->op)->num_src;
   struct ureg_src src[3];
   struct ureg_dst rel[3];
   struct ureg_dst dst = ureg_dst_undef();

   ctx->plus_zero = op->plus_zero & in->dst.write_mask &
                    ctx->sign_needed[in - ctx->prog->instrs];
   if (must_flush(ctx, in))
      nvtgsi_flush_zero(ctx);
   if (in->op != NVP_OP_ARL) {
      dst = nvtgsi_dst(ctx, &in->dst);
      /* Nothing is written, so nothing can be observed. */
      if (!dst.WriteMask)
         return;
   }

   for (unsigned i = 0; i < num_src; i++) {
      src[i] = nvtgsi_src(ctx, &in->src[i], op->scalar_src, &rel[i]);
      if (op->abs_src) {
         src[i].Negate = 0;
         src[i] = ureg_abs(src[i]);
      }
   }

   if (op->lower)
      op->lower(ctx, in, dst, src);
   else
      ureg_insn(ctx->ureg, op->tgsi, &dst, 1, src, num_src, 0);

   for (unsigned i = 0; i < num_src; i++) {
      if (!ureg_dst_is_undef(rel[i]))
         ureg_release_temporary(ctx->ureg, rel[i]);
   }
}

/* One instruction of a VP2 path (nvtgsi_options::trace): a relative
 * read through a uniform address register reads the c[] register the
 * run read, a fixed index every vertex shares (on llvmpipe one load per
 * batch instead of a gather per vertex); one that read (0,0,0,0) stays
 * relative and reads it again. */
static bool
emit_step(struct nvtgsi_ctx *ctx, const struct nvp_trace_step *step)
{
   const struct nvp_program *prog = ctx->prog;
   struct nvp_instr in;

   if (step->instr >= prog->num_instrs ||
       nvtgsi_vp2_ends_block(&prog->instrs[step->instr]))
      return nvtgsi_error(ctx, "not a trace of this program");
   in = prog->instrs[step->instr];
   for (unsigned k = 0; k < nvp_opcode_info(in.op)->num_src; k++) {
      struct nvp_src *s = &in.src[k];

      if (s->file == NVP_FILE_PARAM && s->relative &&
          (ctx->options.uniform_addrs & (1u << s->addr_index)) &&
          step->param[k] >= 0 && step->param[k] < (int)ctx->num_params) {
         s->relative = false;
         s->index = step->param[k];
      }
   }
   nvtgsi_emit_vp2_instr(ctx, &in);
   return true;
}

bool
nvtgsi_kind_vp2(enum nvp_kind kind)
{
   return kind == NVP_KIND_VP20 || kind == NVP_KIND_ARBVP_NV2 ||
          kind == NVP_KIND_ARBVP_NV3;
}

struct nvtgsi_options
nvtgsi_default_options(void)
{
   struct nvtgsi_options o;

   memset(&o, 0, sizeof(o));
   /* st_context.c: DEBUG_GET_ONCE_BOOL_OPTION(mesa_mvp_dp4,
    * "MESA_MVP_DP4", FALSE) */
   o.mvp_with_dp4 = debug_get_bool_option("MESA_MVP_DP4", false);
   o.texel_flush_units = ~0u;
   o.flush_params = true;
   return o;
}

bool
nvtgsi_emit(const struct nvp_program *prog, struct nvtgsi_shader *out,
            char *err, size_t err_len)
{
   struct nvtgsi_options o = nvtgsi_default_options();

   return nvtgsi_emit_options(prog, &o, out, err, err_len);
}

bool
nvtgsi_emit_options(const struct nvp_program *prog,
                    const struct nvtgsi_options *options,
                    struct nvtgsi_shader *out, char *err, size_t err_len)
{
   struct nvtgsi_ctx ctx;
   const struct tgsi_token *tokens;
   unsigned num_tokens = 0;

   memset(&ctx, 0, sizeof(ctx));
   ctx.prog = prog;
   ctx.err = err;
   ctx.err_len = err_len;
   if (options)
      ctx.options = *options;
   else
      ctx.options = nvtgsi_default_options();
   if (out)
      memset(out, 0, sizeof(*out));
   if (!prog || !out)
      return nvtgsi_error(&ctx, "no program");
   if (prog->num_instrs && !prog->instrs)
      return nvtgsi_error(&ctx, "program without instructions");
   /* NV_gpu_program4's kinds: typeless registers, their own driver
    * (nvtgsi_gp4.c) on the same opcode table. */
   if (nvp_kind_is_gp4(prog->kind))
      return nvtgsi_gp4_emit(prog, out, err, err_len);
   /* "!!FP1.0" has its own emitter (nvtgsi_fp.c). */
   if (nvp_kind_is_fp(prog->kind))
      return nvtgsi_fp_emit(prog, &ctx.options, out, err, err_len);
   /* Only the languages whose semantics the lowerings implement (vertex
    * state programs run on the CPU). */
   if (prog->kind != NVP_KIND_VP10 && prog->kind != NVP_KIND_VP11 &&
       !nvtgsi_kind_vp2(prog->kind))
      return nvtgsi_error(&ctx, "this program kind is not translated");
   ctx.vp2 = nvtgsi_kind_vp2(prog->kind);
   /* ARB kinds: the program's parameter slots; a relative read past
    * them (outside every array: "undefined") reads (0,0,0,0) */
   ctx.num_params = prog->kind == NVP_KIND_VP20 ? NVP_VP2_NUM_PARAMS :
                    ctx.vp2 ? MAX2(prog->num_params, 1) :
                    NVP_VP1_NUM_PARAMS;
   /* ARB kinds: TEMP and ATTRIB variables as the parser numbered them */
   ctx.num_temps = prog->kind == NVP_KIND_VP20 ? NVP_VP2_NUM_TEMPS :
                   ctx.vp2 ? NVP_ARB_NUM_TEMPS : NVP_VP1_NUM_TEMPS;
   ctx.num_attribs = ctx.vp2 && prog->kind != NVP_KIND_VP20 ?
                     NVP_ARB_NUM_ATTRIBS : NVP_VP1_NUM_ATTRIBS;

   ctx.ureg = ureg_create(PIPE_SHADER_VERTEX);
   if (!ctx.ureg)
      return nvtgsi_error(&ctx, "out of memory");

   if (!nvtgsi_layout(&ctx))
      goto fail;
   nvtgsi_emit_prologue(&ctx);
   if (ctx.vp2 && ctx.options.trace) {
      /* One path for all vertices: its instructions in the order they
       * run.  The branches that chose it are decided; the instructions
       * between them are the same code as on the general path. */
      if (prog->kind != NVP_KIND_VP20) {
         nvtgsi_error(&ctx, "a path is a \"!!VP2.0\" program's");
         goto fail;
      }
      for (unsigned k = 0; k < ctx.options.trace_len; k++) {
         if (!emit_step(&ctx, &ctx.options.trace[k]))
            goto fail;
      }
   } else if (ctx.vp2) {
      if (!nvtgsi_emit_vp2_body(&ctx))
         goto fail;
   } else {
      for (unsigned i = 0; i < prog->num_instrs; i++)
         emit_instr(&ctx, &prog->instrs[i]);
   }
   nvtgsi_flush_zero(&ctx);
   nvtgsi_emit_epilogue(&ctx);
   ureg_END(ctx.ureg);

   tokens = ureg_get_tokens(ctx.ureg, &num_tokens);
   if (!tokens) {
      nvtgsi_error(&ctx, "TGSI token allocation failed");
      goto fail;
   }
   ureg_destroy(ctx.ureg);
   free(ctx.sign_needed);

   out->tokens = tokens;
   out->num_tokens = num_tokens;
   out->bindings = ctx.bindings;
   out->num_bindings = ctx.num_bindings;
   for (unsigned n = 0; n < NVTGSI_MAX_ATTRIBS; n++) {
      if (ctx.inputs[n].File == TGSI_FILE_INPUT)
         out->inputs |= 1u << n;
   }

   if (debug_tgsi()) {
      fprintf(stderr, "nvprog: TGSI\n");
      tgsi_dump_to_file(tokens, 0, stderr);
   }
   return true;

fail:
   ureg_destroy(ctx.ureg);
   free(ctx.bindings);
   free(ctx.sign_needed);
   return false;
}

void
nvtgsi_shader_free(struct nvtgsi_shader *shader)
{
   if (!shader)
      return;
   if (shader->tokens)
      ureg_free_tokens(shader->tokens);
   free(shader->bindings);
   memset(shader, 0, sizeof(*shader));
}

int
nvtgsi_append_binding(struct nvtgsi_binding **bindings, unsigned *num,
                      enum nvtgsi_binding_kind kind, int index)
{
   struct nvtgsi_binding *b = realloc(*bindings, (*num + 1) * sizeof(*b));

   if (!b)
      return -1;
   *bindings = b;
   b[*num].kind = kind;
   b[*num].index = index;
   return (int)(*num)++;
}
