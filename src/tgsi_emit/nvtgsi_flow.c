/*
 * VP2 control flow in structured TGSI (NV_vertex_program2 sections
 * 2.14.2.3 and 2.14.3.6): BRA, CAL and RET become IF/ELSE/ENDIF,
 * BGNLOOP/ENDLOOP and BRK on a program counter; no TGSI CAL, RET,
 * SWITCH or BRA is emitted.
 *
 * The program is cut into blocks: one starts at instruction 0, at the
 * entry ("main"), at every branch target and after every branch.  A
 * block is straight-line code ending in at most one branch.  Block ids
 * follow the text order; id num_blocks ("end") stands for termination.
 *
 *  - No branch at all: the instructions from the entry on, straight.
 *  - Only forward BRA (no CAL, no RET): one pass over the blocks, each
 *    under "IF pc == id"; a block sets pc to its successor, which comes
 *    later in the same pass.
 *  - Otherwise the same pass inside BGNLOOP/ENDLOOP: a backward
 *    transfer is taken by the next iteration, and the loop ends (BRK)
 *    when pc is "end".  CAL pushes the id of the block after it onto a
 *    four-entry stack (one TEMP, depth in another) and RET pops it.
 *
 * "A vertex program will terminate if a CAL instruction is executed
 * with four entries already in the call stack or if a RET instruction is
 * executed with an empty call stack", "will also terminate after
 * executing the last instruction in the program, unless that
 * instruction was a taken branch", and "will terminate abnormally after
 * executing 65536 instructions": pc = "end".
 *
 * NV_vertex_program3's PUSHA and POPA share that stack ("pushes the
 * address register operand onto the call stack, which is also used for
 * subroutine calls") and, like CAL and RET, may terminate the program,
 * so each ends its block (the block's terminal, see emit_astack()).  An
 * address entry holds -1.0 in ctx->stack (block ids are >= 0) and its
 * four integers in ctx->astack[k]: RET finding -1.0 and POPA finding a
 * block id terminate, as "the entry at the top of the call stack is not
 * an address register pushed by PUSHA" (and the converse for RET) say.  Every executed
 * instruction counts, branches not taken included, as in nvp_exec.c: a
 * block runs only if all of its instructions fit in what is left of the
 * 65536; when they do not, the instructions that still fit run one by
 * one under their own IF (the last one, a branch or not, never fits
 * then) and the program ends.  So the emitted program stops exactly
 * where the interpreter does.  Each loop iteration runs at least one
 * instruction or ends the loop, so a loop makes at most 65537
 * iterations.  (llvmpipe also stops any loop after 65535 iterations;
 * so many iterations of the at most 65536 instructions can only be a
 * cycle of lone branch instructions, which changes no register, so the
 * outputs are the same.)
 */
#include <stdlib.h>
#include <string.h>

#include "nvtgsi_priv.h"

#define X TGSI_WRITEMASK_X

struct flow {
   struct nvtgsi_ctx *ctx;
   const struct nvp_program *prog;
   int *block_of;        /* instruction -> block id, or -1 (not a start) */
   unsigned *start;      /* block id -> first instruction */
   unsigned num_blocks;
   bool loop;            /* a backward transfer, CAL or RET exists */
   struct ureg_dst t;    /* scratch: t.x test, t.y new count, t.w room */
};

static struct ureg_dst
wm_x(struct ureg_dst d)
{
   return ureg_writemask(d, X);
}

/* UIF/ELSE/ENDIF with their labels (see nvtgsi_ctx::if_label); nesting
 * is at most five deep (loop, block, budget, branch, call stack). */
void
nvtgsi_uif(struct nvtgsi_ctx *ctx, struct ureg_src cond)
{
   ureg_UIF(ctx->ureg, cond, &ctx->if_label[ctx->if_depth++]);
}

static void
fixup_if(struct nvtgsi_ctx *ctx)
{
   ureg_fixup_label(ctx->ureg, ctx->if_label[ctx->if_depth - 1],
                    ureg_get_instruction_number(ctx->ureg));
}

void
nvtgsi_else(struct nvtgsi_ctx *ctx)
{
   fixup_if(ctx);
   ureg_ELSE(ctx->ureg, &ctx->if_label[ctx->if_depth - 1]);
}

void
nvtgsi_endif(struct nvtgsi_ctx *ctx)
{
   fixup_if(ctx);
   ctx->if_depth--;
   ureg_ENDIF(ctx->ureg);
}

static bool
is_branch(const struct nvp_instr *in)
{
   enum nvp_sig sig = nvp_opcode_info(in->op)->sig;

   return sig == NVP_SIG_BRANCH || sig == NVP_SIG_RET;
}

/* PUSHA, POPA: not branches, but they end a block (see the top). */
static bool
is_astack(const struct nvp_instr *in)
{
   return in->op == NVP_OP_PUSHA || in->op == NVP_OP_POPA;
}

bool
nvtgsi_vp2_ends_block(const struct nvp_instr *in)
{
   return is_branch(in) || is_astack(in);
}

static float
block_id(const struct flow *f, unsigned instr)
{
   if (instr >= f->prog->num_instrs)
      return (float)f->num_blocks;
   return (float)f->block_of[instr];
}

static bool
cut_blocks(struct flow *f)
{
   const struct nvp_program *prog = f->prog;
   unsigned n = prog->num_instrs;

   f->block_of = malloc(sizeof(int) * (n + 1));
   f->start = malloc(sizeof(unsigned) * (n + 1));
   if (!f->block_of || !f->start)
      return false;
   for (unsigned i = 0; i <= n; i++)
      f->block_of[i] = 0;
   f->block_of[0] = 1;
   f->block_of[prog->entry] = 1;
   for (unsigned i = 0; i < n; i++) {
      const struct nvp_instr *in = &prog->instrs[i];

      if (!nvtgsi_vp2_ends_block(in))
         continue;
      f->block_of[i + 1] = 1;
      if (is_branch(in) && in->op != NVP_OP_RET)
         f->block_of[in->target] = 1;
   }
   f->num_blocks = 0;
   for (unsigned i = 0; i < n; i++) {
      if (f->block_of[i]) {
         f->start[f->num_blocks] = i;
         f->block_of[i] = (int)f->num_blocks++;
      } else {
         f->block_of[i] = -1;
      }
   }
   f->start[f->num_blocks] = n;

   f->loop = false;
   for (unsigned i = 0; i < n; i++) {
      const struct nvp_instr *in = &prog->instrs[i];

      if (in->op == NVP_OP_CAL || in->op == NVP_OP_RET ||
          (in->op == NVP_OP_BRA && (unsigned)in->target <= i))
         f->loop = true;
   }
   return true;
}

static void
set_pc(struct flow *f, float id)
{
   ureg_MOV(f->ctx->ureg, f->ctx->pc, ureg_imm1f(f->ctx->ureg, id));
}

/* CAL: "if (callStackDepth >= 4) { // terminate vertex program } else {
 * callStack[callStackDepth] = nextInstruction; callStackDepth++; }" */
static void
emit_call(struct flow *f, const struct nvp_instr *in, float ret)
{
   struct nvtgsi_ctx *ctx = f->ctx;
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_src depth = ureg_scalar(ureg_src(ctx->depth),
                                       TGSI_SWIZZLE_X);
   struct ureg_dst m = ureg_DECL_temporary(ureg);

   ureg_FSGE(ureg, wm_x(m), depth,
             ureg_imm1f(ureg, (float)NVP_VP2_CALL_DEPTH));
   nvtgsi_uif(ctx, ureg_scalar(ureg_src(m), TGSI_SWIZZLE_X));
   set_pc(f, (float)f->num_blocks);
   nvtgsi_else(ctx);
   ureg_FSEQ(ureg, m, depth, ureg_imm4f(ureg, 0.0f, 1.0f, 2.0f, 3.0f));
   ureg_UCMP(ureg, ctx->stack, ureg_src(m), ureg_imm1f(ureg, ret),
             ureg_src(ctx->stack));
   ureg_ADD(ureg, ctx->depth, depth, ureg_imm1f(ureg, 1.0f));
   set_pc(f, block_id(f, (unsigned)in->target));
   nvtgsi_endif(ctx);
   ureg_release_temporary(ureg, m);
}

/* RET: "if (callStackDepth <= 0) { // terminate vertex program } else {
 * callStackDepth--; nextInstruction = callStack[callStackDepth]; }" */
static void
emit_return(struct flow *f)
{
   struct nvtgsi_ctx *ctx = f->ctx;
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_src depth = ureg_scalar(ureg_src(ctx->depth),
                                       TGSI_SWIZZLE_X);
   struct ureg_dst m = ureg_DECL_temporary(ureg);

   ureg_FSGE(ureg, wm_x(m), ureg_imm1f(ureg, 0.0f), depth);
   nvtgsi_uif(ctx, ureg_scalar(ureg_src(m), TGSI_SWIZZLE_X));
   set_pc(f, (float)f->num_blocks);
   nvtgsi_else(ctx);
   ureg_ADD(ureg, ctx->depth, depth, ureg_imm1f(ureg, -1.0f));
   ureg_FSEQ(ureg, m, depth, ureg_imm4f(ureg, 0.0f, 1.0f, 2.0f, 3.0f));
   /* the one entry at depth (the others masked to 0 bits) */
   ureg_AND(ureg, m, ureg_src(m), ureg_src(ctx->stack));
   ureg_OR(ureg, ureg_writemask(m, TGSI_WRITEMASK_XY), ureg_src(m),
           ureg_swizzle(ureg_src(m), TGSI_SWIZZLE_Z, TGSI_SWIZZLE_W,
                        TGSI_SWIZZLE_Z, TGSI_SWIZZLE_W));
   ureg_OR(ureg, ureg_writemask(ctx->pc, X),
           ureg_scalar(ureg_src(m), TGSI_SWIZZLE_X),
           ureg_scalar(ureg_src(m), TGSI_SWIZZLE_Y));
   /* NV_vertex_program3: "terminates abnormally ... when the entry at
    * the top of the call stack is not an instruction reference pushed
    * by CAL": an address entry (-1.0) ends the program. */
   if (ctx->has_astack) {
      ureg_FSLT(ureg, wm_x(m), ureg_src(ctx->pc), ureg_imm1f(ureg, 0.0f));
      ureg_UCMP(ureg, ctx->pc, ureg_scalar(ureg_src(m), TGSI_SWIZZLE_X),
                ureg_imm1f(ureg, (float)f->num_blocks), ureg_src(ctx->pc));
   }
   nvtgsi_endif(ctx);
   ureg_release_temporary(ureg, m);
}

/* m = ~0 in the component k of ctx->stack that depth.x selects. */
static void
select_entry(struct nvtgsi_ctx *ctx, struct ureg_dst m)
{
   ureg_FSEQ(ctx->ureg, m, ureg_scalar(ureg_src(ctx->depth),
                                       TGSI_SWIZZLE_X),
             ureg_imm4f(ctx->ureg, 0.0f, 1.0f, 2.0f, 3.0f));
}

/* PUSHA: "tmp = AddrVectorLoad(op0); if (callStackDepth >=
 * MAX_PROGRAM_CALL_DEPTH_NV) { terminate vertex program; } else {
 * callStack[callStackDepth] = tmp; callStackDepth++; }" */
static void
emit_pusha(struct flow *f, const struct nvp_instr *in, float next)
{
   struct nvtgsi_ctx *ctx = f->ctx;
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_dst m = ureg_DECL_temporary(ureg);
   struct ureg_src a = ureg_src(ctx->areg[in->src[0].index]);

   ureg_FSGE(ureg, wm_x(m), ureg_src(ctx->depth),
             ureg_imm1f(ureg, (float)NVP_VP2_CALL_DEPTH));
   nvtgsi_uif(ctx, ureg_scalar(ureg_src(m), TGSI_SWIZZLE_X));
   set_pc(f, (float)f->num_blocks);
   nvtgsi_else(ctx);
   select_entry(ctx, m);
   ureg_UCMP(ureg, ctx->stack, ureg_src(m), ureg_imm1f(ureg, -1.0f),
             ureg_src(ctx->stack));
   for (unsigned k = 0; k < NVP_VP2_CALL_DEPTH; k++)
      ureg_UCMP(ureg, ctx->astack[k], ureg_scalar(ureg_src(m), k), a,
                ureg_src(ctx->astack[k]));
   ureg_ADD(ureg, ctx->depth, ureg_src(ctx->depth),
            ureg_imm1f(ureg, 1.0f));
   set_pc(f, next);
   nvtgsi_endif(ctx);
   ureg_release_temporary(ureg, m);
}

/* POPA: "if (callStackDepth <= 0) { terminate vertex program; } else {
 * callStackDepth--; if (callStack[callStackDepth] is an address
 * register) { iresult = callStack[callStackDepth]; } else { terminate
 * vertex program; } }"; iresult is written as any result, under the
 * condition test (the upstream parser tests load "POPA a0 (EQ.xxxx)"). */
static void
emit_popa(struct flow *f, const struct nvp_instr *in, float next)
{
   struct nvtgsi_ctx *ctx = f->ctx;
   struct ureg_program *ureg = ctx->ureg;
   struct ureg_dst m = ureg_DECL_temporary(ureg);
   struct ureg_dst v = ureg_DECL_temporary(ureg);
   struct ureg_dst a = ctx->areg[in->dst.index];

   ureg_FSGE(ureg, wm_x(m), ureg_imm1f(ureg, 0.0f), ureg_src(ctx->depth));
   nvtgsi_uif(ctx, ureg_scalar(ureg_src(m), TGSI_SWIZZLE_X));
   set_pc(f, (float)f->num_blocks);
   nvtgsi_else(ctx);
   ureg_ADD(ureg, ctx->depth, ureg_src(ctx->depth),
            ureg_imm1f(ureg, -1.0f));
   select_entry(ctx, m);
   /* v.x = the entry's tag: the one selected component, others 0 bits */
   ureg_AND(ureg, v, ureg_src(m), ureg_src(ctx->stack));
   ureg_OR(ureg, ureg_writemask(v, TGSI_WRITEMASK_XY), ureg_src(v),
           ureg_swizzle(ureg_src(v), TGSI_SWIZZLE_Z, TGSI_SWIZZLE_W,
                        TGSI_SWIZZLE_Z, TGSI_SWIZZLE_W));
   ureg_OR(ureg, wm_x(v), ureg_scalar(ureg_src(v), TGSI_SWIZZLE_X),
           ureg_scalar(ureg_src(v), TGSI_SWIZZLE_Y));
   ureg_FSGE(ureg, wm_x(v), ureg_src(v), ureg_imm1f(ureg, 0.0f));
   nvtgsi_uif(ctx, ureg_scalar(ureg_src(v), TGSI_SWIZZLE_X));
   set_pc(f, (float)f->num_blocks);
   nvtgsi_else(ctx);
   for (unsigned k = 0; k < NVP_VP2_CALL_DEPTH; k++)
      ureg_UCMP(ureg, v, ureg_scalar(ureg_src(m), k),
                ureg_src(ctx->astack[k]), k ? ureg_src(v) :
                ureg_src(ctx->astack[0]));
   if (nvtgsi_cond_always(in)) {
      ureg_MOV(ureg, a, ureg_src(v));
   } else {
      nvtgsi_cc_test(ctx, in, m);
      ureg_UCMP(ureg, a, ureg_src(m), ureg_src(v), ureg_src(a));
   }
   set_pc(f, next);
   nvtgsi_endif(ctx);
   nvtgsi_endif(ctx);
   ureg_release_temporary(ureg, v);
   ureg_release_temporary(ureg, m);
}

/* The branch ending block b (or none: fall through) sets pc. */
static void
emit_terminal(struct flow *f, unsigned b)
{
   struct nvtgsi_ctx *ctx = f->ctx;
   unsigned last = f->start[b + 1] - 1;
   const struct nvp_instr *in = &f->prog->instrs[last];
   float next = block_id(f, last + 1);
   bool cond;

   if (in->op == NVP_OP_PUSHA) {
      emit_pusha(f, in, next);
      return;
   }
   if (in->op == NVP_OP_POPA) {
      emit_popa(f, in, next);
      return;
   }
   if (!is_branch(in) || in->cc.cond == NVP_COND_FL) {
      set_pc(f, next);
      return;
   }
   cond = !nvtgsi_cond_always(in);
   if (cond) {
      nvtgsi_branch_taken(f->ctx, in, f->t);
      nvtgsi_uif(ctx, ureg_scalar(ureg_src(f->t), TGSI_SWIZZLE_X));
   }
   if (in->op == NVP_OP_CAL)
      emit_call(f, in, next);
   else if (in->op == NVP_OP_RET)
      emit_return(f);
   else
      set_pc(f, block_id(f, (unsigned)in->target));
   if (cond) {
      nvtgsi_else(ctx);
      set_pc(f, next);
      nvtgsi_endif(ctx);
   }
}

/* The non-branch instructions of block b, or of its first 'limit'
 * instructions each under "IF k < room" (t.w) when 'guarded'. */
static void
emit_block_body(struct flow *f, unsigned b, bool guarded)
{
   struct nvtgsi_ctx *ctx = f->ctx;
   struct ureg_program *ureg = ctx->ureg;

   for (unsigned i = f->start[b]; i < f->start[b + 1]; i++) {
      const struct nvp_instr *in = &f->prog->instrs[i];

      if (nvtgsi_vp2_ends_block(in))
         break;
      if (guarded) {
         ureg_FSLT(ureg, wm_x(f->t), ureg_imm1f(ureg, (float)(i -
                   f->start[b])), ureg_scalar(ureg_src(f->t),
                                              TGSI_SWIZZLE_W));
         nvtgsi_uif(ctx, ureg_scalar(ureg_src(f->t), TGSI_SWIZZLE_X));
      }
      nvtgsi_emit_vp2_instr(f->ctx, in);
      if (guarded)
         nvtgsi_endif(ctx);
   }
}

static void
emit_block(struct flow *f, unsigned b)
{
   struct nvtgsi_ctx *ctx = f->ctx;
   struct ureg_program *ureg = ctx->ureg;
   unsigned len = f->start[b + 1] - f->start[b];
   struct ureg_src tx = ureg_scalar(ureg_src(f->t), TGSI_SWIZZLE_X);
   struct ureg_src ty = ureg_scalar(ureg_src(f->t), TGSI_SWIZZLE_Y);
   /* count exists only in loop programs */
   struct ureg_src count = f->loop ? ureg_scalar(ureg_src(ctx->count),
                                                 TGSI_SWIZZLE_X) : tx;
   struct ureg_src limit = ureg_imm1f(ureg, (float)NVP_VP2_MAX_EXECUTED);

   ureg_FSEQ(ureg, wm_x(f->t), ureg_scalar(ureg_src(ctx->pc),
                                           TGSI_SWIZZLE_X),
             ureg_imm1f(ureg, (float)b));
   nvtgsi_uif(ctx, tx);
   if (f->loop) {
      ureg_ADD(ureg, ureg_writemask(f->t, TGSI_WRITEMASK_Y), count,
               ureg_imm1f(ureg, (float)len));
      ureg_FSGE(ureg, wm_x(f->t), limit, ty);
      nvtgsi_uif(ctx, tx);
      ureg_MOV(ureg, ctx->count, ty);
   }
   emit_block_body(f, b, false);
   emit_terminal(f, b);
   if (f->loop) {
      nvtgsi_else(ctx);
      ureg_ADD(ureg, ureg_writemask(f->t, TGSI_WRITEMASK_W), limit,
               ureg_negate(count));
      emit_block_body(f, b, true);
      set_pc(f, (float)f->num_blocks);
      nvtgsi_endif(ctx);
   }
   nvtgsi_endif(ctx);
}

bool
nvtgsi_emit_vp2_body(struct nvtgsi_ctx *ctx)
{
   const struct nvp_program *prog = ctx->prog;
   struct ureg_program *ureg = ctx->ureg;
   struct flow f;
   bool branches = false, ok = false;

   for (unsigned i = 0; i < prog->num_instrs; i++) {
      branches |= nvtgsi_vp2_ends_block(&prog->instrs[i]);
      ctx->has_astack |= is_astack(&prog->instrs[i]);
   }
   if (!branches) {
      /* "If a VP2 vertex program has an instruction label "main",
       * program execution begins with the instruction immediately
       * following the instruction label." */
      for (unsigned i = prog->entry; i < prog->num_instrs; i++)
         nvtgsi_emit_vp2_instr(ctx, &prog->instrs[i]);
      return true;
   }
   if (!ctx->has_astack && nvtgsi_emit_vp2_structured(ctx))
      return true;

   memset(&f, 0, sizeof(f));
   f.ctx = ctx;
   f.prog = prog;
   if (!cut_blocks(&f)) {
      nvtgsi_error(ctx, "out of memory");
      goto done;
   }

   ctx->pc = ureg_writemask(ureg_DECL_temporary(ureg), X);
   f.t = ureg_DECL_temporary(ureg);
   set_pc(&f, block_id(&f, prog->entry));
   if (f.loop)
      ctx->count = ureg_writemask(ureg_DECL_temporary(ureg), X);
   if (f.loop || ctx->has_astack) {
      ctx->depth = ureg_writemask(ureg_DECL_temporary(ureg), X);
      ctx->stack = ureg_DECL_temporary(ureg);
   }
   if (f.loop)
      ureg_MOV(ureg, ctx->count, ureg_imm1f(ureg, 0.0f));
   if (f.loop || ctx->has_astack) {
      ureg_MOV(ureg, ctx->depth, ureg_imm1f(ureg, 0.0f));
      ureg_MOV(ureg, ctx->stack, ureg_imm1f(ureg, 0.0f));
   }
   for (unsigned k = 0; ctx->has_astack && k < NVP_VP2_CALL_DEPTH; k++) {
      ctx->astack[k] = ureg_DECL_temporary(ureg);
      ureg_MOV(ureg, ctx->astack[k], ureg_imm1f(ureg, 0.0f));
   }
   if (f.loop)
      ureg_BGNLOOP(ureg, NULL);
   for (unsigned b = 0; b < f.num_blocks; b++)
      emit_block(&f, b);
   if (f.loop) {
      ureg_FSGE(ureg, wm_x(f.t), ureg_scalar(ureg_src(ctx->pc),
                                             TGSI_SWIZZLE_X),
                ureg_imm1f(ureg, (float)f.num_blocks));
      nvtgsi_uif(ctx, ureg_scalar(ureg_src(f.t), TGSI_SWIZZLE_X));
      ureg_BRK(ureg);
      nvtgsi_endif(ctx);
      ureg_ENDLOOP(ureg, NULL);
   }
   ok = true;
done:
   free(f.block_of);
   free(f.start);
   return ok;
}
