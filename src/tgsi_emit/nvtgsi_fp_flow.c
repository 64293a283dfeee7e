/*
 * NV_fragment_program2 flow as structured TGSI (the IR contract is
 * nvp_ir.h's "NV_fragment_program2 flow"; the reference is the
 * interpreter, nvp_exec_fp.c).
 *
 * IF/ELSE/ENDIF become UIF/ELSE/ENDIF on "any of the four swizzled
 * components passes".  REP and LOOP become BGNLOOP .. ENDLOOP with an
 * integer counter of at most MAX_PROGRAM_LOOP_COUNT_NV (255) tested at
 * the top, so every loop ends; BRK is BRK.
 *
 * CAL is inlined.  "A fragment program will terminate if a CAL
 * instruction is executed with MAX_PROGRAM_CALL_DEPTH_NV entries already
 * in the call stack": with four entries at most, inlining four levels
 * deep reproduces the stack exactly, and a CAL at the fifth level is a
 * termination.  Likewise the run-time IF and loop depths ("any active
 * IF/ENDIF blocks in the calling code count against this limit") are
 * known at each inlined copy.
 *
 * Leaving code early: each inlined body, and the whole program, runs in
 * a one-trip loop.  RET inside blocks sets 'ret' and BRKs; a termination
 * sets 'done' and BRKs; after every loop a fragment with either flag
 * set BRKs again, out of the next loop, until it reaches its
 * subroutine's end (ret, cleared there) or the program's (done).
 *
 * The executed-instruction bound: when the worst case (loops at their
 * literal trip counts or 255, both sides of every IF) stays within
 * MAX_PROGRAM_EXEC_INSTRUCTIONS_NV, nothing is counted.  Otherwise an
 * integer 'n' counts as the contract says, per straight-line segment:
 * if the whole segment fits, it runs as is; if not, each instruction runs
 * only while n + (instructions before it) < 65536; then n grows by the
 * segment's count and a fragment at the bound terminates.  Flow
 * instructions are counted in the segments next to them, which is exact
 * because they write no register.
 *
 * That exact form costs every segment a second, guarded copy, and
 * llvmpipe runs both sides of every IF (masked).  So the program first
 * runs optimistically: segments as they are, n only added up, a loop
 * left once n has passed the bound, a KIL guarded as in the exact form.
 * A fragment that ends with n <= 65536 never reached the bound, and its
 * results are the exact ones.  One that passed it ('over') runs again
 * from the initial registers in the exact form, with the guarded copy
 * of each segment only.  Where the two copies do not fit the
 * translation bound, the exact form alone is emitted.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "nvtgsi_fp_priv.h"

/* Instructions per counted segment before it is flushed. */
#define SEG_MAX 32
/* Open blocks in one body: 48 IFs and 4 loops. */
#define MAX_BLOCKS (NVP_FP2_IF_DEPTH + NVP_FP2_LOOP_DEPTH)
/* Open TGSI IFs: the program's, five inlined levels deep, and ours. */
#define MAX_TGSI_IFS 1024

struct flow {
   struct nvtgsi_fp *fp;
   struct ureg_program *u;
   const struct nvp_program *prog;
   struct ureg_dst done, ret, n;   /* integers: ~0 / 0, the count */
   struct ureg_dst over;           /* optimistic run: n passed 65536 */
   bool fast;                      /* emitting the optimistic run */
   bool rerun;                     /* emitting the exact run after it */
   struct ureg_dst cnt[NVP_FP2_LOOP_DEPTH];   /* integer trips left */
   /* the loop open at that level holds another loop (its own or an
    * inlined subroutine's) */
   bool outer[NVP_FP2_LOOP_DEPTH];
   struct ureg_dst idx[NVP_FP2_LOOP_DEPTH];   /* LOOP index, fp32 */
   struct ureg_dst incr[NVP_FP2_LOOP_DEPTH];  /* LOOP increment, fp32 */
   bool counting;
   /* the pending segment, when counting */
   const struct nvp_instr *seg[SEG_MAX];
   unsigned seg_before[SEG_MAX];
   unsigned seg_n, seg_count;
   /* UIF/ELSE labels of the open TGSI IFs (ureg_fixup_label()) */
   unsigned if_label[MAX_TGSI_IFS];
   unsigned if_depth;
   bool overflow;
};

/* What is active where a body is inlined. */
struct ctx {
   unsigned calls;   /* call stack entries */
   unsigned ifs;     /* active IF blocks, callers' included */
   unsigned loops;   /* active loops, callers' included */
};

static struct ureg_src
imm_u(struct flow *f, uint32_t v)
{
   return ureg_imm1u(f->u, v);
}

static struct ureg_src
scalar(struct ureg_dst d)
{
   return ureg_scalar(ureg_src(d), TGSI_SWIZZLE_X);
}

static struct ureg_dst
temp_x(struct flow *f)
{
   return ureg_writemask(ureg_DECL_temporary(f->u), TGSI_WRITEMASK_X);
}

/* UIF, ELSE and ENDIF with their labels; past the stack the labels
 * are shared and the emission fails at the end. */
static void
uif(struct flow *f, struct ureg_src cond)
{
   if (f->if_depth == MAX_TGSI_IFS) {
      f->overflow = true;
      f->if_depth--;
   }
   ureg_UIF(f->u, cond, &f->if_label[f->if_depth++]);
}

static void
fixup(struct flow *f)
{
   ureg_fixup_label(f->u, f->if_label[f->if_depth - 1],
                    ureg_get_instruction_number(f->u));
}

static void
uelse(struct flow *f)
{
   fixup(f);
   ureg_ELSE(f->u, &f->if_label[f->if_depth - 1]);
}

static void
endif(struct flow *f)
{
   fixup(f);
   f->if_depth--;
   ureg_ENDIF(f->u);
}

/* BRK where more code may follow in the same block: tgsi_to_nir wants a
 * jump to end its block, so it goes under an always-true UIF. */
static void
brk_always(struct flow *f)
{
   uif(f, imm_u(f, ~0u));
   ureg_BRK(f->u);
   endif(f);
}

/* done = ~0 and out of the innermost loop. */
static void
terminate(struct flow *f)
{
   ureg_MOV(f->u, f->done, imm_u(f, ~0u));
   brk_always(f);
}

/* After a loop: a fragment that returns or terminates leaves the next
 * loop out too. */
static void
leave_if_flagged(struct flow *f)
{
   struct ureg_dst t = temp_x(f);

   ureg_OR(f->u, t, scalar(f->done), scalar(f->ret));
   uif(f, scalar(t));
   ureg_BRK(f->u);
   endif(f);
   ureg_release_temporary(f->u, t);
}

/* Checked before each instruction: false past the size bound. */
static bool
count_emitted(struct flow *f)
{
   return nvtgsi_fp_within_bound(f->fp);
}

/* ---- the executed-instruction count ---- */

static void
mark(struct flow *f)
{
   if (f->counting)
      f->seg_count++;
}

/* UIF on "segment instruction j runs": n + (instructions before it) <
 * 65536; c is scratch.  Close it with endif(). */
static void
open_runs(struct flow *f, unsigned j, struct ureg_dst c)
{
   ureg_UADD(f->u, c, scalar(f->n), imm_u(f, f->seg_before[j]));
   ureg_USLT(f->u, c, scalar(c), imm_u(f, NVP_FP2_MAX_EXECUTED));
   uif(f, scalar(c));
}

/* The optimistic form of flush(): the segment as it is, but a KIL only
 * where it runs, as the exact form has it (a fragment it discards cannot
 * run again). */
static bool
flush_fast(struct flow *f)
{
   struct ureg_program *u = f->u;
   struct ureg_dst c = temp_x(f);

   for (unsigned j = 0; j < f->seg_n; j++) {
      bool kil = f->seg[j]->op == NVP_OP_KIL;
      if (kil)
         open_runs(f, j, c);
      if (!nvtgsi_fp_emit_instr(f->fp, f->seg[j]))
         return false;
      if (kil)
         endif(f);
   }
   ureg_UADD(u, f->n, scalar(f->n), imm_u(f, f->seg_count));
   ureg_release_temporary(u, c);
   f->seg_n = 0;
   f->seg_count = 0;
   return true;
}

/* The optimistic run: 'over' where n has passed the bound. */
static void
note_over(struct flow *f)
{
   struct ureg_dst c = temp_x(f);

   ureg_USLT(f->u, c, imm_u(f, NVP_FP2_MAX_EXECUTED), scalar(f->n));
   ureg_OR(f->u, f->over, scalar(f->over), scalar(c));
   ureg_release_temporary(f->u, c);
}

static bool
flush(struct flow *f)
{
   struct ureg_program *u = f->u;

   if (!f->counting || !f->seg_count)
      return true;
   if (f->fast)
      return flush_fast(f);
   struct ureg_dst c = temp_x(f);
   /* Run again after the optimistic run, the form's speed matters
    * less than its size (llvmpipe runs it, masked, for every fragment):
    * the guarded copy alone. */
   bool fits_copy = !f->rerun;
   if (f->seg_n) {
      if (fits_copy) {
         /* all of it fits: n + count <= 65536 */
         ureg_UADD(u, c, scalar(f->n), imm_u(f, f->seg_count));
         ureg_USGE(u, c, imm_u(f, NVP_FP2_MAX_EXECUTED), scalar(c));
         uif(f, scalar(c));
         nvtgsi_fp_forget_exact(f->fp);
         for (unsigned j = 0; j < f->seg_n; j++) {
            if (!nvtgsi_fp_emit_instr(f->fp, f->seg[j]))
               return false;
         }
         uelse(f);
      }
      /* instruction j runs while n + before(j) < 65536 (each may not
       * run: nothing is known on the grids) */
      for (unsigned j = 0; j < f->seg_n; j++) {
         open_runs(f, j, c);
         nvtgsi_fp_forget_exact(f->fp);
         if (!nvtgsi_fp_emit_instr(f->fp, f->seg[j]))
            return false;
         endif(f);
      }
      if (fits_copy)
         endif(f);
      nvtgsi_fp_forget_exact(f->fp);
   }
   ureg_UADD(u, f->n, scalar(f->n), imm_u(f, f->seg_count));
   ureg_USGE(u, c, scalar(f->n), imm_u(f, NVP_FP2_MAX_EXECUTED));
   uif(f, scalar(c));
   terminate(f);
   endif(f);
   ureg_release_temporary(u, c);
   f->seg_n = 0;
   f->seg_count = 0;
   return true;
}

static bool
data(struct flow *f, const struct nvp_instr *in)
{
   if (!count_emitted(f))
      return false;
   if (!f->counting)
      return nvtgsi_fp_emit_instr(f->fp, in);
   f->seg[f->seg_n] = in;
   f->seg_before[f->seg_n] = f->seg_count;
   f->seg_n++;
   f->seg_count++;
   return f->seg_n < SEG_MAX || flush(f);
}

/* ---- conditions and loops ---- */

/* t.x = all-ones if any of the four swizzled components passes. */
static void
any_cc(struct flow *f, const struct nvp_cond_test *cc, struct ureg_dst t)
{
   struct ureg_program *u = f->u;
   struct ureg_dst c = ureg_DECL_temporary(u);
   struct ureg_src s = ureg_src(c);

   nvtgsi_fp_cc_test(f->fp, cc, c);
   ureg_OR(u, t, ureg_scalar(s, 0), ureg_scalar(s, 1));
   ureg_OR(u, t, scalar(t), ureg_scalar(s, 2));
   ureg_OR(u, t, scalar(t), ureg_scalar(s, 3));
   ureg_release_temporary(u, c);
}

/* UIF on in->cc unless it is unconditional; returns whether it opened
 * one (close it with ENDIF). */
static bool
open_cond(struct flow *f, const struct nvp_instr *in)
{
   if (in->cc.cond == NVP_COND_NONE || in->cc.cond == NVP_COND_TR)
      return false;
   struct ureg_dst t = temp_x(f);
   any_cc(f, &in->cc, t);
   uif(f, scalar(t));
   ureg_release_temporary(f->u, t);
   return true;
}

/* LOOP/REP at loop level 'level': "LoopCount = floor(op0.x)" (at most
 * 255, a NaN or count below 1 skips), "LoopIndex = floor(op0.y);
 * LoopIncr = floor(op0.z)". */
static bool
begin_loop(struct flow *f, const struct nvp_instr *in, unsigned level)
{
   struct ureg_program *u = f->u;
   struct ureg_src v;
   struct ureg_dst vt;
   struct ureg_dst t = temp_x(f), ok = temp_x(f);
   struct ureg_dst cnt = f->cnt[level];

   f->outer[level] = false;
   if (level > 0)
      f->outer[level - 1] = true;
   if (!nvtgsi_fp_load_operand(f->fp, in, 0, &v, &vt))
      return false;
   /* "the number of loop iterations is limited to the value
    * MAX_PROGRAM_LOOP_COUNT_NV" */
   ureg_FLR(u, t, ureg_scalar(v, 0));
   ureg_FSGE(u, ok, scalar(t), ureg_imm1f(u, 1.0f));
   ureg_MIN(u, t, scalar(t), ureg_imm1f(u, (float)NVP_FP2_LOOP_COUNT));
   ureg_F2I(u, t, scalar(t));
   ureg_AND(u, cnt, scalar(t), scalar(ok));
   if (in->op == NVP_OP_LOOP) {
      ureg_FLR(u, f->idx[level], ureg_scalar(v, 1));
      ureg_FLR(u, f->incr[level], ureg_scalar(v, 2));
   }
   if (!ureg_dst_is_undef(vt))
      ureg_release_temporary(u, vt);
   ureg_release_temporary(u, t);
   ureg_release_temporary(u, ok);

   ureg_BGNLOOP(u, NULL);
   /* "if (LoopCount <= 0) continue execution at" the END */
   struct ureg_dst c = temp_x(f);
   ureg_ISGE(u, c, ureg_imm1i(u, 0), scalar(cnt));
   uif(f, scalar(c));
   ureg_BRK(u);
   endif(f);
   ureg_release_temporary(u, c);
   return true;
}

/* ENDLOOP/ENDREP: "LoopCount--; LoopIndex += LoopIncr". */
static void
end_loop(struct flow *f, const struct nvp_instr *in, unsigned level)
{
   struct ureg_program *u = f->u;

   ureg_UADD(u, f->cnt[level], scalar(f->cnt[level]), imm_u(f, ~0u));
   if (in->op == NVP_OP_ENDLOOP)
      ureg_ADD(u, f->idx[level], scalar(f->idx[level]),
               scalar(f->incr[level]));
   if (f->fast && f->outer[level]) {
      /* past the bound: out of every loop, to run again exactly.  An
       * innermost loop goes on to its end (at most 255 trips, its
       * count stops it) and the loop around it leaves; a trip of it
       * costs no test then, and the time it may waste past the bound
       * is bounded by 255 trips. */
      note_over(f);
      uif(f, scalar(f->over));
      terminate(f);
      endif(f);
   }
   ureg_ENDLOOP(u, NULL);
   leave_if_flagged(f);
}

/* ---- bodies ---- */

static bool emit_body(struct flow *f, unsigned start, struct ctx c);

/* A CAL that is taken, at call depth c.calls < 4: the body from the
 * label in a one-trip loop. */
static bool
inline_call(struct flow *f, const struct nvp_instr *in, struct ctx c)
{
   struct ureg_program *u = f->u;
   struct ureg_dst saved = f->fp->loop_index;

   if (in->target < 0 || (unsigned)in->target > f->prog->num_instrs)
      return nvtgsi_fp_error(f->fp, "line %u: bad CAL target", in->line);
   /* A0 is the current LOOP's only: not visible in the subroutine. */
   f->fp->loop_index = ureg_dst_undef();
   ureg_BGNLOOP(u, NULL);
   if (!emit_body(f, (unsigned)in->target, c) || !flush(f))
      return false;
   ureg_BRK(u);
   ureg_ENDLOOP(u, NULL);
   /* RETs from inside its blocks meet here */
   nvtgsi_fp_forget_exact(f->fp);
   f->fp->loop_index = saved;
   /* returned: the caller goes on */
   ureg_MOV(u, f->ret, imm_u(f, 0));
   uif(f, scalar(f->done));
   ureg_BRK(u);
   endif(f);
   return true;
}

/* The end of the block that instruction i opens (its ENDIF for an IF,
 * its END for a loop), from the parser's targets. */
static int
block_end(const struct nvp_program *p, unsigned i)
{
   const struct nvp_instr *in = &p->instrs[i];
   int t = in->target;

   if (t < 0 || (unsigned)t >= p->num_instrs)
      return -1;
   if (in->op == NVP_OP_IF && p->instrs[t].op == NVP_OP_ELSE) {
      t = p->instrs[t].target;
      if (t < 0 || (unsigned)t >= p->num_instrs)
         return -1;
   }
   return t;
}

struct block {
   enum nvp_opcode op;     /* IF, LOOP or REP */
   unsigned level;         /* loops: the loop level */
   struct ureg_dst index;  /* loops: the loop_index to restore */
};

/*
 * Emit from instruction 'start' until the end of the program or an
 * unconditional RET outside blocks.  Falling off the end inside a
 * subroutine terminates ("A fragment program will also terminate after
 * executing the last instruction in the program").
 */
static bool
emit_body(struct flow *f, unsigned start, struct ctx c)
{
   const struct nvp_program *p = f->prog;
   struct ureg_program *u = f->u;
   struct block blocks[MAX_BLOCKS];
   unsigned depth = 0, ifs = 0, loops = 0;

   for (unsigned i = start; i < p->num_instrs; i++) {
      const struct nvp_instr *in = &p->instrs[i];
      const struct nvp_opcode_info *info = nvp_opcode_info(in->op);

      if (!info)
         return nvtgsi_fp_error(f->fp, "bad opcode");
      if (!(info->fp_flags & NVP_FP_FLOW)) {
         if (!data(f, in))
            return false;
         continue;
      }
      if (!count_emitted(f))
         return false;
      /* What the straight code before it left on the fp16/fx12 grids
       * does not hold on every path through it. */
      nvtgsi_fp_forget_exact(f->fp);
      /* Each flow instruction counts once where it executes: ENDIF
       * after the join (both paths), the others before their effect. */
      if (in->op != NVP_OP_ENDIF)
         mark(f);
      switch (in->op) {
      case NVP_OP_IF:
      case NVP_OP_LOOP:
      case NVP_OP_REP: {
         int end = block_end(p, i);
         if (end < 0 || depth == MAX_BLOCKS)
            return nvtgsi_fp_error(f->fp, "line %u: bad block", in->line);
         if (!flush(f))
            return false;
         /* "If the number of IF/ENDIF blocks that are currently active
          * is MAX_PROGRAM_IF_DEPTH_NV, an IF instruction will cause the
          * fragment program to terminate"; the same for loops with
          * MAX_PROGRAM_LOOP_DEPTH_NV. */
         bool is_if = in->op == NVP_OP_IF;
         if (is_if ? c.ifs + ifs >= NVP_FP2_IF_DEPTH :
                     c.loops + loops >= NVP_FP2_LOOP_DEPTH) {
            terminate(f);
            i = (unsigned)end;
            continue;
         }
         struct block *b = &blocks[depth++];
         b->op = in->op;
         b->index = f->fp->loop_index;
         if (is_if) {
            struct ureg_dst t = temp_x(f);
            ifs++;
            any_cc(f, &in->cc, t);
            uif(f, scalar(t));
            ureg_release_temporary(u, t);
            break;
         }
         b->level = c.loops + loops++;
         if (!begin_loop(f, in, b->level))
            return false;
         if (in->op == NVP_OP_LOOP)
            f->fp->loop_index = f->idx[b->level];
         break;
      }
      case NVP_OP_ELSE:
         if (!depth || blocks[depth - 1].op != NVP_OP_IF)
            return nvtgsi_fp_error(f->fp, "line %u: bad ELSE", in->line);
         if (!flush(f))
            return false;
         uelse(f);
         break;
      case NVP_OP_ENDIF:
         if (!depth || blocks[depth - 1].op != NVP_OP_IF)
            return nvtgsi_fp_error(f->fp, "line %u: bad ENDIF", in->line);
         if (!flush(f))
            return false;
         endif(f);
         mark(f);
         depth--;
         ifs--;
         break;
      case NVP_OP_ENDLOOP:
      case NVP_OP_ENDREP: {
         enum nvp_opcode open = in->op == NVP_OP_ENDLOOP ? NVP_OP_LOOP :
                                                          NVP_OP_REP;
         if (!depth || blocks[depth - 1].op != open)
            return nvtgsi_fp_error(f->fp, "line %u: bad loop end",
                                   in->line);
         if (!flush(f))
            return false;
         struct block *b = &blocks[--depth];
         end_loop(f, in, b->level);
         f->fp->loop_index = b->index;
         loops--;
         break;
      }
      case NVP_OP_BRK: {
         if (!loops)
            return nvtgsi_fp_error(f->fp, "line %u: BRK outside a loop",
                                   in->line);
         if (!flush(f))
            return false;
         bool cond = open_cond(f, in);
         if (cond)
            ureg_BRK(u);
         else
            brk_always(f);
         if (cond)
            endif(f);
         break;
      }
      case NVP_OP_CAL: {
         if (!flush(f))
            return false;
         bool cond = open_cond(f, in);
         if (c.calls >= NVP_FP2_CALL_DEPTH) {
            /* "if (callStackDepth >= MAX_PROGRAM_CALL_DEPTH_NV)
             * terminate fragment program" */
            terminate(f);
         } else {
            struct ctx inner = { c.calls + 1, c.ifs + ifs,
                                 c.loops + loops };
            if (!inline_call(f, in, inner))
               return false;
         }
         if (cond)
            endif(f);
         break;
      }
      case NVP_OP_RET: {
         if (!flush(f))
            return false;
         bool cond = open_cond(f, in);
         if (!cond && !depth)
            return true;   /* the rest is not reached from here */
         if (c.calls) {
            ureg_MOV(u, f->ret, imm_u(f, ~0u));
            brk_always(f);
         } else {
            /* "A fragment program will terminate after executing a RET
             * instruction with an empty call stack." */
            terminate(f);
         }
         if (cond)
            endif(f);
         break;
      }
      default:
         return nvtgsi_fp_error(f->fp, "line %u: %s is not translated",
                                in->line, info->name);
      }
   }
   if (depth)
      return nvtgsi_fp_error(f->fp, "unterminated block");
   if (!flush(f))
      return false;
   if (c.calls)
      terminate(f);
   return true;
}

/* The trips of a LOOP or REP whose count operand is fixed at load time
 * ("LoopCount = floor(op0.x)", at most MAX_PROGRAM_LOOP_COUNT_NV, none
 * below 1 or for NaN), else that maximum. */
static double
worst_trips(const struct nvp_program *p, const struct nvp_instr *in)
{
   const struct nvp_src *s = &in->src[0];
   const float *v = nvtgsi_fp_literal(p, s);

   if (!v || s->swizzle[0] > 3)
      return NVP_FP2_LOOP_COUNT;
   double x = v[s->swizzle[0]];
   if (s->absolute)
      x = s->negate_abs ? -fabs(x) : fabs(x);
   else if (s->negate)
      x = -x;
   if (!(x >= 1.0))
      return 0.0;
   return fmin(floor(x), NVP_FP2_LOOP_COUNT);
}

/* The most instructions a run from 'start' at call depth 'calls' may
 * count: loops at their trips (worst_trips()), both sides of every IF,
 * calls followed.  memo[(calls * (num_instrs + 1)) + start] caches each
 * answer (< 0: not known yet), so fan-out of calls costs no time. */
static double
worst_count(const struct nvp_program *p, unsigned start, unsigned calls,
            double *memo)
{
   double *m = &memo[calls * (p->num_instrs + 1) + start];
   double total = 0.0, weight = 1.0;
   /* the weight outside each open loop (deeper nests: counted) */
   double outer[MAX_BLOCKS];
   unsigned depth = 0, loops = 0;

   if (*m >= 0.0)
      return *m;
   for (unsigned i = start; i < p->num_instrs && total < 1e12; i++) {
      const struct nvp_instr *in = &p->instrs[i];

      total += weight;
      switch (in->op) {
      case NVP_OP_IF:
         depth++;
         break;
      case NVP_OP_ENDIF:
         depth--;
         break;
      case NVP_OP_LOOP:
      case NVP_OP_REP:
         depth++;
         if (loops == MAX_BLOCKS)
            return 1e12;
         outer[loops++] = weight;
         weight *= worst_trips(p, in);
         break;
      case NVP_OP_ENDLOOP:
      case NVP_OP_ENDREP:
         depth--;
         if (loops)
            weight = outer[--loops];
         break;
      case NVP_OP_CAL:
         if (calls < NVP_FP2_CALL_DEPTH && in->target >= 0 &&
             (unsigned)in->target <= p->num_instrs)
            total += weight * worst_count(p, (unsigned)in->target,
                                          calls + 1, memo);
         break;
      case NVP_OP_RET:
         if (!depth && in->cc.cond == NVP_COND_NONE)
            i = p->num_instrs;   /* the run ends here */
         break;
      default:
         break;
      }
   }
   *m = total;
   return total;
}

static bool
needs_counting(const struct nvp_program *p, bool *counting)
{
   size_t n = (size_t)(NVP_FP2_CALL_DEPTH + 1) * (p->num_instrs + 1);
   double *memo = malloc(n * sizeof(*memo));

   if (!memo)
      return false;
   for (size_t i = 0; i < n; i++)
      memo[i] = -1.0;
   *counting = worst_count(p, p->entry, 0, memo) >
               (double)NVP_FP2_MAX_EXECUTED;
   free(memo);
   return true;
}

/* The whole program from its initial flags and count, in a one-trip
 * loop for terminations. */
static bool
run(struct flow *f)
{
   struct ureg_program *u = f->u;
   struct ctx main_ctx = { 0, 0, 0 };

   ureg_MOV(u, f->done, imm_u(f, 0));
   ureg_MOV(u, f->ret, imm_u(f, 0));
   if (f->counting)
      ureg_MOV(u, f->n, imm_u(f, 0));
   f->fp->loop_index = ureg_dst_undef();
   ureg_BGNLOOP(u, NULL);
   if (!emit_body(f, f->prog->entry, main_ctx))
      return false;
   ureg_BRK(u);
   ureg_ENDLOOP(u, NULL);
   return true;
}

bool
nvtgsi_fp_emit_flow(struct nvtgsi_fp *fp)
{
   struct flow f;
   struct ureg_program *u = fp->ureg;

   memset(&f, 0, sizeof(f));
   f.fp = fp;
   f.u = u;
   f.prog = fp->prog;
   if (f.prog->entry > f.prog->num_instrs)
      return nvtgsi_fp_error(fp, "bad entry point");
   if (!needs_counting(f.prog, &f.counting))
      return nvtgsi_fp_error(fp, "out of memory");
   /* nvtgsi_options::uncounted: the draw's parameters keep every
    * fragment within the bound */
   fp->counted = f.counting;
   if (fp->uncounted)
      f.counting = false;

   f.done = temp_x(&f);
   f.ret = temp_x(&f);
   if (f.counting)
      f.n = temp_x(&f);
   for (unsigned l = 0; l < NVP_FP2_LOOP_DEPTH; l++) {
      f.cnt[l] = temp_x(&f);
      f.idx[l] = temp_x(&f);
      f.incr[l] = temp_x(&f);
   }
   f.fast = f.counting && fp->two_phase;
   if (f.fast) {
      f.over = temp_x(&f);
      ureg_MOV(u, f.over, imm_u(&f, 0));
   }
   if (!run(&f))
      return false;
   if (f.fast) {
      /* the exact form where the optimistic run passed the bound */
      note_over(&f);
      uif(&f, scalar(f.over));
      f.fast = false;
      f.rerun = true;
      nvtgsi_fp_init_registers(fp);
      if (!run(&f))
         return false;
      endif(&f);
   }
   if (!count_emitted(&f))
      return false;
   if (f.overflow)
      return nvtgsi_fp_error(fp, "blocks nested too deeply");
   return true;
}
