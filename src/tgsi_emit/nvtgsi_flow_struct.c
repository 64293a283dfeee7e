/*
 * VP2 control flow, the common shapes (NV_vertex_program2 2.14.2.3,
 * 2.14.3.6) without the program-counter machine of nvtgsi_flow.c.
 *
 * On llvmpipe every instruction of a shader runs for every vertex, IF
 * and ELSE sides alike under an execution mask, so the cost of the
 * generic machine (every block under "IF pc == id", each twice: whole
 * and instruction by instruction under the budget) is paid on each of
 * its loop iterations.  Programs of this shape, followed from "main",
 * are emitted as they read instead:
 *
 *    prefix    straight code, maybe ending in a conditional forward
 *              "BRA past (cc)" to the suffix (the entry test of a
 *              "while" loop: cgc's shape of a loop whose trip count is
 *              a parameter, which may be 0)
 *    loop      straight code ending in a backward "BRA target (cc)"
 *              (at most one loop; the body at least one instruction)
 *    suffix    straight code up to an unconditional RET (an empty call
 *              stack: "terminate vertex program") or the last
 *              instruction
 *
 * where straight code may hold CAL of a leaf subroutine: straight code
 * ending in an unconditional RET.  Such a CAL, made from main with an
 * empty call stack, never overflows the stack ("if (callStackDepth >=
 * 4)" cannot hold), so it is the subroutine's instructions inlined
 * under the CAL's condition.  Anything else (another forward BRA, a
 * second or nested loop, conditional RET in main, PUSHA/POPA, a subroutine that
 * branches) goes to the generic machine.
 *
 * The 65536-instruction bound ("will terminate abnormally after
 * executing 65536 instructions") is kept exactly, counting as
 * nvp_exec.c does (CAL, RET and branches not taken count): without a
 * loop at most 'max' instructions run, checked against 65536 when the
 * program is read, so no count is emitted.  With a loop, a count is
 * kept, and each iteration first checks that a whole iteration and the
 * whole suffix still fit; if not, the loop is left for a second copy
 * that runs every instruction under "IF count < 65536" (the slow copy,
 * then the suffix the same way).  The fast loop thus never needs the
 * per-instruction guards, and the slow copy runs once, not in every
 * iteration.  Each fast iteration runs at least two instructions, so
 * the fast loop ends within 32768 iterations (llvmpipe's 65535 cap is
 * never reached) and every loop ends: the fast one by its budget test,
 * the slow one when its branch is not taken or the count is spent.  A
 * loop that writes no o[] register needs neither the slow copy nor the
 * "whole iteration fits" test: emit_quiet_loop().
 */
#include <string.h>

#include "nvtgsi_priv.h"

#define X TGSI_WRITEMASK_X
#define LIMIT ((float)NVP_VP2_MAX_EXECUTED)

struct shape {
   unsigned prefix, loop, bra, suffix, end;  /* instruction indices */
   unsigned skip;    /* the entry test's BRA, when has_skip */
   bool has_loop, has_skip;
   bool quiet;       /* the loop (inlined leaves too) writes no o[] */
   /* the most instructions executed by the prefix, one iteration (its
    * BRA included) and the suffix; the fewest by one iteration */
   unsigned max_prefix, max_iter, max_suffix, min_iter;
};

struct sflow {
   struct nvtgsi_ctx *ctx;
   const struct nvp_program *prog;
   struct shape s;
   bool counting;          /* ctx->count is kept (a loop exists) */
   bool guard_outputs;     /* guarded code: only o[] writes guarded */
   struct ureg_dst t;      /* scratch: t.x tests, t.y the slow flag */
};

/* Instructions of the leaf subroutine at 'target' before its RET, or
 * -1 when the subroutine is not a leaf. */
static int
leaf_length(const struct nvp_program *prog, int target)
{
   for (unsigned i = (unsigned)target; i < prog->num_instrs; i++) {
      const struct nvp_instr *in = &prog->instrs[i];

      if (!nvtgsi_vp2_ends_block(in))
         continue;
      if (in->op == NVP_OP_RET && nvtgsi_cond_always(in))
         return (int)(i - (unsigned)target);
      return -1;
   }
   /* runs off the end: "terminate after executing the last
    * instruction", not a return */
   return -1;
}

/* The cost of the straight code [lo, hi): false when it holds anything
 * but plain instructions and CAL of leaves. */
static bool
straight_cost(const struct nvp_program *prog, unsigned lo, unsigned hi,
              unsigned *max, unsigned *min)
{
   *max = *min = 0;
   for (unsigned i = lo; i < hi; i++) {
      const struct nvp_instr *in = &prog->instrs[i];
      int n;

      if (!nvtgsi_vp2_ends_block(in)) {
         ++*max;
         ++*min;
         continue;
      }
      if (in->op != NVP_OP_CAL || in->cc.cond == NVP_COND_FL)
         return false;
      n = leaf_length(prog, in->target);
      if (n < 0)
         return false;
      /* CAL, the body and its RET; a CAL not taken counts one */
      *max += (unsigned)n + 2;
      *min += nvtgsi_cond_always(in) ? (unsigned)n + 2 : 1;
      if (*max > NVP_VP2_MAX_EXECUTED)
         return false;
   }
   return true;
}

static bool
writes_output(const struct nvp_instr *in)
{
   return in->dst.file == NVP_FILE_OUTPUT;
}

/* The straight code [lo, hi) and the leaves it calls write no o[]. */
static bool
quiet_code(const struct nvp_program *prog, unsigned lo, unsigned hi)
{
   for (unsigned i = lo; i < hi; i++) {
      const struct nvp_instr *in = &prog->instrs[i];

      if (in->op == NVP_OP_CAL) {
         int n = leaf_length(prog, in->target);

         if (!quiet_code(prog, (unsigned)in->target,
                         (unsigned)(in->target + n)))
            return false;
      } else if (writes_output(in)) {
         return false;
      }
   }
   return true;
}

static bool
find_shape(const struct nvp_program *prog, struct shape *s)
{
   unsigned n = prog->num_instrs, unused;
   unsigned i;

   memset(s, 0, sizeof(*s));
   s->prefix = s->loop = s->bra = s->suffix = prog->entry;
   s->end = n;
   unsigned past = 0;

   for (i = prog->entry; i < n; i++) {
      const struct nvp_instr *in = &prog->instrs[i];

      if (!nvtgsi_vp2_ends_block(in) || in->op == NVP_OP_CAL)
         continue;
      if (in->op == NVP_OP_RET && nvtgsi_cond_always(in)) {
         s->end = i;
         break;
      }
      if (in->op != NVP_OP_BRA || in->cc.cond == NVP_COND_FL ||
          s->has_loop || (unsigned)in->target < prog->entry)
         return false;
      if ((unsigned)in->target > i) {
         if (s->has_skip || nvtgsi_cond_always(in))
            return false;
         s->has_skip = true;
         s->skip = i;
         past = (unsigned)in->target;
         continue;
      }
      s->has_loop = true;
      s->loop = (unsigned)in->target;
      s->bra = i;
      s->suffix = i + 1;
   }
   /* the entry test must skip exactly the loop: the BRA right before
    * the loop's first instruction, to the one after its last */
   if (s->has_skip && (!s->has_loop || s->loop != s->skip + 1 ||
                       past != s->suffix || s->suffix > s->end))
      return false;
   if (!s->has_loop)
      s->loop = s->bra = s->suffix = s->end;
   if (!straight_cost(prog, s->prefix, s->has_skip ? s->skip : s->loop,
                      &s->max_prefix, &unused) ||
       !straight_cost(prog, s->loop, s->bra, &s->max_iter, &s->min_iter) ||
       !straight_cost(prog, s->suffix, s->end, &s->max_suffix, &unused))
      return false;
   if (s->has_loop) {
      /* the BRA; a lone BRA loop would need 65536 iterations */
      s->max_iter++;
      s->min_iter++;
      if (s->min_iter < 2)
         return false;
      s->quiet = quiet_code(prog, s->loop, s->bra);
      if (s->has_skip) {
         /* the entry test counts; taken, the suffix follows it */
         s->max_prefix++;
         return s->max_prefix + s->max_suffix <= NVP_VP2_MAX_EXECUTED;
      }
      return s->max_prefix <= NVP_VP2_MAX_EXECUTED;
   }
   return s->max_prefix + s->max_suffix <= NVP_VP2_MAX_EXECUTED;
}

static void
count_add(struct sflow *f, unsigned n)
{
   struct ureg_program *ureg = f->ctx->ureg;

   if (f->counting && n)
      ureg_ADD(ureg, f->ctx->count, ureg_src(f->ctx->count),
               ureg_imm1f(ureg, (float)n));
}

/* t.x = ~0 when the count has room for one more instruction. */
static void
test_room(struct sflow *f)
{
   struct ureg_program *ureg = f->ctx->ureg;

   ureg_FSLT(ureg, ureg_writemask(f->t, X), ureg_src(f->ctx->count),
             ureg_imm1f(ureg, LIMIT));
}

static struct ureg_src
tx(const struct sflow *f)
{
   return ureg_scalar(ureg_src(f->t), TGSI_SWIZZLE_X);
}

/* One plain instruction; 'guarded': only when it is within the 65536,
 * counting it. */
static void
emit_plain(struct sflow *f, const struct nvp_instr *in, bool guarded)
{
   if (guarded && f->guard_outputs && !writes_output(in)) {
      /* past the 65536 its result is never seen (see emit_quiet_loop) */
      count_add(f, 1);
      guarded = false;
   }
   if (guarded) {
      test_room(f);
      nvtgsi_uif(f->ctx, tx(f));
      count_add(f, 1);
   }
   nvtgsi_emit_vp2_instr(f->ctx, in);
   if (guarded)
      nvtgsi_endif(f->ctx);
}

/* CAL of a leaf at main level: "callStack[callStackDepth] =
 * nextInstruction; callStackDepth++;" and the RET that pops it cancel
 * out, so the body runs in place under the CAL's condition. */
static void
emit_call(struct sflow *f, const struct nvp_instr *in, bool guarded)
{
   struct nvtgsi_ctx *ctx = f->ctx;
   struct ureg_program *ureg = ctx->ureg;
   unsigned n = (unsigned)leaf_length(f->prog, in->target);
   bool cond = !nvtgsi_cond_always(in);

   if (guarded) {
      test_room(f);
      nvtgsi_uif(ctx, tx(f));
      count_add(f, 1);
   }
   if (cond) {
      nvtgsi_branch_taken(ctx, in, f->t);
      nvtgsi_uif(ctx, tx(f));
   }
   if (!guarded && cond)
      count_add(f, n + 1);     /* the CAL itself counted with the code */
   for (unsigned k = 0; k < n; k++)
      emit_plain(f, &f->prog->instrs[in->target + (int)k], guarded);
   if (guarded) {
      /* the RET: count = min(count + 1, 65536) */
      ureg_ADD(ureg, ureg_writemask(f->t, X), ureg_src(ctx->count),
               ureg_imm1f(ureg, 1.0f));
      ureg_MIN(ureg, ctx->count, tx(f), ureg_imm1f(ureg, LIMIT));
   }
   if (cond)
      nvtgsi_endif(ctx);
   if (guarded)
      nvtgsi_endif(ctx);
}

/* The straight code [lo, hi); unguarded, its count is added first
 * ('extra' more for a BRA that follows), with the bodies and RETs of
 * unconditional CALs. */
static void
emit_straight(struct sflow *f, unsigned lo, unsigned hi, bool guarded,
              unsigned extra)
{
   unsigned sure = hi - lo + extra;

   for (unsigned i = lo; i < hi; i++) {
      const struct nvp_instr *in = &f->prog->instrs[i];

      if (in->op == NVP_OP_CAL && nvtgsi_cond_always(in))
         sure += (unsigned)leaf_length(f->prog, in->target) + 1;
   }
   if (!guarded)
      count_add(f, sure);
   for (unsigned i = lo; i < hi; i++) {
      const struct nvp_instr *in = &f->prog->instrs[i];

      if (in->op == NVP_OP_CAL)
         emit_call(f, in, guarded);
      else
         emit_plain(f, in, guarded);
   }
}

/* The loop under its entry test (a taken BRA past it skips it): the
 * fast loop goes in the ELSE of "IF taken", the same way as in
 * emit_exit_unless_taken(). */
static void
begin_entry_test(struct sflow *f)
{
   if (!f->s.has_skip)
      return;
   nvtgsi_branch_taken(f->ctx, &f->prog->instrs[f->s.skip], f->t);
   nvtgsi_uif(f->ctx, tx(f));
   nvtgsi_else(f->ctx);
}

static void
end_entry_test(struct sflow *f)
{
   if (f->s.has_skip)
      nvtgsi_endif(f->ctx);
}

/* BRK unless the loop's BRA is taken (t.x = ~0 when it is): in the ELSE
 * of the taken test rather than under a NOT of it, which tgsi_to_nir's
 * boolean conversions would keep (4 ALU per iteration instead of 0). */
static void
emit_exit_unless_taken(struct sflow *f)
{
   nvtgsi_uif(f->ctx, tx(f));
   nvtgsi_else(f->ctx);
   ureg_BRK(f->ctx->ureg);
   nvtgsi_endif(f->ctx);
}

static void
emit_loops(struct sflow *f)
{
   struct nvtgsi_ctx *ctx = f->ctx;
   struct ureg_program *ureg = ctx->ureg;
   const struct nvp_instr *bra = &f->prog->instrs[f->s.bra];
   bool cond = !nvtgsi_cond_always(bra);
   float room = LIMIT - (float)(f->s.max_iter + f->s.max_suffix);
   struct ureg_dst slow = ureg_writemask(f->t, TGSI_WRITEMASK_Y);

   /* fast: whole iterations while one and the suffix surely fit; a
    * skipped loop leaves slow at 0, and the suffix runs whole */
   ureg_MOV(ureg, slow, ureg_imm1u(ureg, 0));
   begin_entry_test(f);
   ureg_BGNLOOP(ureg, NULL);
   ureg_FSLT(ureg, ureg_writemask(f->t, X), ureg_imm1f(ureg, room),
             ureg_src(ctx->count));
   nvtgsi_uif(ctx, tx(f));
   ureg_MOV(ureg, slow, ureg_imm1u(ureg, ~0u));
   ureg_BRK(ureg);
   nvtgsi_endif(ctx);
   emit_straight(f, f->s.loop, f->s.bra, false, 1);
   if (cond) {
      nvtgsi_branch_taken(ctx, bra, f->t);
      emit_exit_unless_taken(f);
   }
   ureg_ENDLOOP(ureg, NULL);
   end_entry_test(f);

   /* slow: each instruction within the 65536, the rest skipped */
   nvtgsi_uif(ctx, ureg_scalar(ureg_src(f->t), TGSI_SWIZZLE_Y));
   ureg_BGNLOOP(ureg, NULL);
   emit_straight(f, f->s.loop, f->s.bra, true, 0);
   test_room(f);
   nvtgsi_uif(ctx, tx(f));
   count_add(f, 1);
   if (cond)
      nvtgsi_branch_taken(ctx, bra, f->t);
   nvtgsi_endif(ctx);
   emit_exit_unless_taken(f);
   ureg_ENDLOOP(ureg, NULL);
   emit_straight(f, f->s.suffix, f->s.end, true, 0);
   nvtgsi_else(ctx);
   f->counting = false;       /* nothing reads the count any more */
   emit_straight(f, f->s.suffix, f->s.end, false, 0);
   nvtgsi_endif(ctx);
}

/*
 * A loop that writes no o[] register: when the budget ends inside it,
 * nothing it still does can be seen ("emit a vertex whose attributes are
 * taken from the final values of the vertex result registers"), so it
 * runs whole iterations until its BRA is not taken or the count reaches
 * 65536, and no slow copy is needed (on llvmpipe that copy ran once per
 * batch, taken or not).  The suffix guards its o[] writes by the count;
 * its other instructions run, their results only ever reaching o[]
 * through a later, guarded write.  Each iteration adds at least two to
 * the count, so the loop ends within 32768 iterations.
 */
static void
emit_quiet_loop(struct sflow *f)
{
   struct nvtgsi_ctx *ctx = f->ctx;
   struct ureg_program *ureg = ctx->ureg;
   const struct nvp_instr *bra = &f->prog->instrs[f->s.bra];

   begin_entry_test(f);
   ureg_BGNLOOP(ureg, NULL);
   ureg_FSGE(ureg, ureg_writemask(f->t, X), ureg_src(ctx->count),
             ureg_imm1f(ureg, LIMIT));
   nvtgsi_uif(ctx, tx(f));
   ureg_BRK(ureg);
   nvtgsi_endif(ctx);
   emit_straight(f, f->s.loop, f->s.bra, false, 1);
   if (!nvtgsi_cond_always(bra)) {
      nvtgsi_branch_taken(ctx, bra, f->t);
      emit_exit_unless_taken(f);
   }
   ureg_ENDLOOP(ureg, NULL);
   end_entry_test(f);
   f->guard_outputs = true;
   emit_straight(f, f->s.suffix, f->s.end, true, 0);
}

bool
nvtgsi_emit_vp2_structured(struct nvtgsi_ctx *ctx)
{
   struct ureg_program *ureg = ctx->ureg;
   struct sflow f;

   memset(&f, 0, sizeof(f));
   f.ctx = ctx;
   f.prog = ctx->prog;
   if (!find_shape(f.prog, &f.s))
      return false;

   f.t = ureg_DECL_temporary(ureg);
   f.counting = f.s.has_loop;
   if (f.counting) {
      ctx->count = ureg_writemask(ureg_DECL_temporary(ureg), X);
      ureg_MOV(ureg, ctx->count, ureg_imm1f(ureg, 0.0f));
   }
   /* the entry test's BRA counts with the prefix */
   emit_straight(&f, f.s.prefix, f.s.has_skip ? f.s.skip : f.s.loop,
                 false, f.s.has_skip ? 1 : 0);
   if (f.s.has_loop && f.s.quiet)
      emit_quiet_loop(&f);
   else if (f.s.has_loop)
      emit_loops(&f);
   else
      emit_straight(&f, f.s.suffix, f.s.end, false, 0);
   return true;
}
