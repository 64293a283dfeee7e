/*
 * The flow of the fragment program interpreter: NV_fragment_program2's
 * IF/ELSE/ENDIF, LOOP/ENDLOOP, REP/ENDREP, BRK, CAL and RET, its
 * terminations and the executed-instruction count, as the contract in
 * nvp_ir.h ("NV_fragment_program2 flow") defines them, on the quad as
 * one SIMD machine (nvp_fp.h).  Programs without flow run each
 * instruction once, for all four fragments, in order.
 *
 * Masks (struct fp_exec): a fragment runs an instruction when it is in
 * cond, loop, func and alive.  IF narrows cond to the fragments whose
 * test passes (saved in its block), ELSE flips it within the saved
 * mask, ENDIF restores it; BRK takes fragments out of loop until their
 * loop's END restores the mask saved by its LOOP/REP; CAL narrows func
 * to the callers, RET takes them out, and the call returns -- blocks
 * opened since the CAL closed, masks restored -- once none of its
 * fragments is left in it; a termination takes a fragment out of alive
 * for good.  Run-time limits (IF and loop depth, call stack, the
 * executed-instruction bound) are per fragment in the spec; the stacks
 * are the same for every fragment running an instruction, so those
 * fragments terminate together.
 */
#include <math.h>
#include <stdlib.h>

#include "nvp_exec_fp_priv.h"
#include "nvp_priv.h"

/* ---- Validation ---------------------------------------------------- */

static bool
is_loop(enum nvp_opcode op)
{
   return op == NVP_OP_LOOP || op == NVP_OP_REP;
}

/* The END a block start's target must name. */
static enum nvp_opcode
block_end(enum nvp_opcode op)
{
   return op == NVP_OP_LOOP ? NVP_OP_ENDLOOP :
          op == NVP_OP_REP ? NVP_OP_ENDREP : NVP_OP_ENDIF;
}

static bool
uses_relative(const struct nvp_instr *in)
{
   const struct nvp_opcode_info *info = nvp_opcode_info(in->op);

   for (unsigned s = 0; s < info->num_src; s++) {
      if (in->src[s].relative)
         return true;
   }
   return false;
}

/* One instruction of the block walk: 'open' holds the indexes of the
 * open blocks (*top of them, *loops of them LOOPs).  false: malformed. */
static bool
walk_instr(const struct nvp_program *prog, unsigned i, unsigned *open,
           unsigned *top, unsigned *loops)
{
   const struct nvp_instr *in = &prog->instrs[i];
   const struct nvp_instr *start = *top ? &prog->instrs[open[*top - 1]] :
                                          NULL;
   unsigned n = prog->num_instrs;
   int t = in->target;

   switch (in->op) {
   case NVP_OP_IF:
   case NVP_OP_LOOP:
   case NVP_OP_REP:
      if (t <= (int)i || t >= (int)n ||
          (prog->instrs[t].op != block_end(in->op) &&
           !(in->op == NVP_OP_IF && prog->instrs[t].op == NVP_OP_ELSE)))
         return false;
      *loops += in->op == NVP_OP_LOOP;
      open[(*top)++] = i;
      return true;
   case NVP_OP_ELSE:
      /* its IF names it; it names an ENDIF (checked there) */
      return start && start->op == NVP_OP_IF && start->target == (int)i &&
             t > (int)i && t < (int)n;
   case NVP_OP_ENDIF:
   case NVP_OP_ENDLOOP:
   case NVP_OP_ENDREP:
      if (!start || block_end(start->op) != in->op ||
          t != (int)open[*top - 1])
         return false;
      /* the start names this END, or its ELSE names it */
      if (start->target != (int)i &&
          prog->instrs[start->target].target != (int)i)
         return false;
      *loops -= start->op == NVP_OP_LOOP;
      (*top)--;
      return true;
   case NVP_OP_BRK:
      /* "the instruction immediately following the next ENDLOOP or
       * ENDREP": the innermost loop's END */
      for (unsigned k = *top; k-- > 0;) {
         const struct nvp_instr *b = &prog->instrs[open[k]];
         if (is_loop(b->op))
            return t == b->target;
      }
      return false;
   case NVP_OP_CAL:
      return t >= 0 && t <= (int)n;
   default:
      /* "A fragment program that accesses A0.x outside a LOOP/ENDLOOP
       * block will fail to load." */
      return *loops > 0 || !uses_relative(in);
   }
}

bool
nvp_fp_validate_flow(const struct nvp_program *prog,
                     struct nvp_error *err)
{
   unsigned n = prog->num_instrs;
   unsigned *open = malloc((n + 1) * sizeof(*open));
   /* depth[i]: blocks open before instruction i */
   unsigned *depth = malloc((n + 1) * sizeof(*depth));
   unsigned top = 0, loops = 0;
   bool ok = open && depth;

   if (!ok)
      nvp_error_set(err, 0, 1, 1, "out of memory");
   for (unsigned i = 0; ok && i < n; i++) {
      depth[i] = top;
      if (!walk_instr(prog, i, open, &top, &loops))
         ok = nvp_fail_instr(err, &prog->instrs[i], "bad block structure "
                             "or flow target");
   }
   if (ok && top) {
      ok = nvp_fail_instr(err, &prog->instrs[open[top - 1]],
                          "block not closed");
   }
   /* Labels are outside every block: CAL targets and the entry point
    * are at depth 0, so the blocks open at any instruction are those of
    * the calls plus those around it. */
   if (ok) {
      depth[n] = 0;
      if (prog->entry > n || depth[prog->entry]) {
         nvp_error_set(err, 0, 1, 1, "bad entry point %u", prog->entry);
         ok = false;
      }
   }
   for (unsigned i = 0; ok && i < n; i++) {
      const struct nvp_instr *in = &prog->instrs[i];
      if (in->op == NVP_OP_CAL && depth[in->target])
         ok = nvp_fail_instr(err, in, "CAL target inside a block");
   }
   free(open);
   free(depth);
   return ok;
}

/* ---- Masks, counting, stacks ----------------------------------------- */

/* "Executed-instruction count": one for each fragment of 'lanes'; the
 * one reaching the bound terminates after this instruction ("terminate
 * abnormally after executing MAX_PROGRAM_EXEC_INSTRUCTIONS
 * instructions"). */
static void
count(struct fp_exec *e, uint8_t lanes)
{
   FOR_LANES(f, lanes) {
      if (++e->frag[f].executed >= NVP_FP2_MAX_EXECUTED)
         e->alive &= (uint8_t)~(1u << f);
   }
}

/* The fragments of 'lanes' for which "any of the four components of the
 * condition code write mask are enabled" (no test: "(TR)"). */
static uint8_t
passing(const struct fp_exec *e, const struct nvp_instr *in, uint8_t lanes)
{
   uint8_t pass = 0;

   FOR_LANES(f, lanes) {
      for (unsigned c = 0; c < 4; c++) {
         if (nvp_fp_test_cc(in->cc.cond, e->frag[f].cc[in->cc.swizzle[c]]))
            pass |= (uint8_t)(1u << f);
      }
   }
   return pass;
}

static struct fp_block *
push_block(struct fp_exec *e, const struct nvp_instr *in, unsigned start)
{
   static const struct fp_block zero;
   struct fp_block *b = &e->blocks[e->num_blocks++];

   *b = zero;
   b->op = in->op;
   b->start = start;
   e->num_ifs += in->op == NVP_OP_IF;
   e->num_loops += in->op != NVP_OP_IF;
   return b;
}

static void
pop_block(struct fp_exec *e)
{
   const struct fp_block *b = &e->blocks[--e->num_blocks];

   e->num_ifs -= b->op == NVP_OP_IF;
   e->num_loops -= b->op != NVP_OP_IF;
}

/* The open block an ELSE/ENDIF/ENDLOOP/ENDREP closes, NULL when the
 * stack disagrees (validated IR never does: then the quad stops). */
static struct fp_block *
closing(struct fp_exec *e, const struct nvp_instr *in)
{
   unsigned floor_ = e->num_calls ? e->calls[e->num_calls - 1].num_blocks
                                  : 0;
   struct fp_block *b;

   b = &e->blocks[e->num_blocks - 1];
   if (e->num_blocks <= floor_ || b->start != (unsigned)in->target) {
      e->alive = 0;
      return NULL;
   }
   return b;
}

float
nvp_fp_loop_index(const struct fp_exec *e)
{
   for (unsigned k = e->num_blocks; k-- > 0;) {
      if (e->blocks[k].op == NVP_OP_LOOP) {
         float v = e->blocks[k].index;
         /* "The value of A0.x is clamped to be greater than or equal to
          * 0" (NaN: 0) */
         return v > 0.0f ? v : 0.0f;
      }
   }
   return 0.0f;
}

/* Back to the caller once no fragment is left in the call: the blocks
 * opened since the CAL close, the masks are the CAL's again. */
static unsigned
leave_call(struct fp_exec *e)
{
   const struct fp_call *c = &e->calls[--e->num_calls];

   while (e->num_blocks > c->num_blocks)
      pop_block(e);
   e->cond = c->cond;
   e->loop = c->loop;
   e->func = c->func;
   return c->ret;
}

/* ---- The flow instructions ------------------------------------------ */

/* Each returns the next program counter; 'act' are the fragments that
 * reach the instruction (not yet counted). */

/* IF, LOOP and REP reached by 'act': counted, and the lanes terminated
 * when the block would open one too deep; the lanes that go on. */
static uint8_t
enter(struct fp_exec *e, uint8_t act, bool too_deep)
{
   count(e, act);
   act &= e->alive;
   if (act && too_deep) {
      e->alive &= (uint8_t)~act;
      act = 0;
   }
   return act;
}

static unsigned
endif_of(const struct nvp_program *prog, const struct nvp_instr *in)
{
   const struct nvp_instr *t = &prog->instrs[in->target];
   return t->op == NVP_OP_ELSE ? (unsigned)t->target : (unsigned)in->target;
}

static unsigned
op_if(struct fp_exec *e, unsigned pc, uint8_t act)
{
   const struct nvp_instr *in = &e->prog->instrs[pc];
   unsigned endif = endif_of(e->prog, in);
   struct fp_block *b;
   uint8_t taken;

   /* A block no fragment enters is skipped whole.  "If the number of
    * IF/ENDIF blocks that are currently active is
    * MAX_PROGRAM_IF_DEPTH_NV, an IF instruction will cause the fragment
    * program to terminate" (callers' blocks count). */
   if (act)
      act = enter(e, act, e->num_ifs >= NVP_FP2_IF_DEPTH);
   if (!act)
      return endif + 1;
   taken = passing(e, in, act);
   b = push_block(e, in, pc);
   b->cond_save = e->cond;
   b->taken = taken;
   e->cond &= taken;
   if (taken)
      return pc + 1;
   /* None passes: on after the ELSE (not counted), or at the ENDIF
    * (counted, the contract). */
   if (e->prog->instrs[in->target].op == NVP_OP_ELSE) {
      e->cond = b->cond_save;
      return (unsigned)in->target + 1;
   }
   return (unsigned)in->target;
}

static unsigned
op_else(struct fp_exec *e, unsigned pc, uint8_t act)
{
   const struct nvp_instr *in = &e->prog->instrs[pc];
   struct fp_block *b = closing(e, &e->prog->instrs[in->target]);

   if (!b)
      return pc + 1;
   /* the "true" part's fragments reach it: on at its ENDIF */
   count(e, act);
   e->cond = b->cond_save & (uint8_t)~b->taken;
   return nvp_fp_active(e) ? pc + 1 : (unsigned)in->target;
}

static unsigned
op_endif(struct fp_exec *e, unsigned pc)
{
   struct fp_block *b = closing(e, &e->prog->instrs[pc]);

   if (!b)
      return pc + 1;
   e->cond = b->cond_save;
   pop_block(e);
   /* both paths count it */
   count(e, nvp_fp_active(e));
   return pc + 1;
}

/* "LoopCount = floor(op0.x)", at most MAX_PROGRAM_LOOP_COUNT_NV ("the
 * number of loop iterations is limited to"); NaN: 0. */
static int
loop_count(float x)
{
   float c = floorf(x);

   if (!(c > 0.0f))
      return 0;
   return c > (float)NVP_FP2_LOOP_COUNT ? NVP_FP2_LOOP_COUNT : (int)c;
}

static unsigned
first_lane(uint8_t lanes)
{
   unsigned f = 0;

   while (f + 1 < NVP_FP_QUAD && !(lanes & (1u << f)))
      f++;
   return f;
}

static unsigned
op_loop(struct fp_exec *e, unsigned pc, uint8_t act)
{
   const struct nvp_instr *in = &e->prog->instrs[pc];
   struct nvp_instr fp32 = *in;
   unsigned after = (unsigned)in->target + 1;
   struct fp_block *b;
   float v[4];
   int n;

   /* "If the number of LOOP/ENDLOOP and REP/ENDREP blocks that have not
    * completed is MAX_PROGRAM_LOOP_DEPTH_NV, a LOOP instruction will
    * cause the fragment program to terminate." */
   if (act)
      act = enter(e, act, e->num_loops >= NVP_FP2_LOOP_DEPTH);
   if (!act)
      return after;
   /* a program parameter: the same for every fragment */
   fp32.exec_precision = NVP_PREC_R;
   nvp_fp_load(e, first_lane(act), &fp32, 0, v);
   n = loop_count(v[0]);
   /* "If the initial value of the loop count is not positive, the
    * entire block is skipped" */
   if (n <= 0)
      return after;
   b = push_block(e, in, pc);
   b->loop_save = e->loop;
   b->count = n;
   /* "LoopIndex = floor(op0.y); LoopIncr = floor(op0.z);" */
   b->index = floorf(v[1]);
   b->incr = floorf(v[2]);
   e->loop &= act;
   return pc + 1;
}

static unsigned
op_endloop(struct fp_exec *e, unsigned pc, uint8_t act)
{
   struct fp_block *b = closing(e, &e->prog->instrs[pc]);

   if (!b)
      return pc + 1;
   count(e, act);
   act &= e->alive;
   /* "LoopCount--; LoopIndex += LoopIncr; if (LoopCount > 0) continue
    * execution at instruction following corresponding LOOP" */
   b->count--;
   b->index += b->incr;
   if (b->count > 0 && act)
      return b->start + 1;
   e->loop = b->loop_save;
   pop_block(e);
   return pc + 1;
}

static unsigned
op_brk(struct fp_exec *e, unsigned pc, uint8_t act)
{
   count(e, act);
   e->loop &= (uint8_t)~passing(e, &e->prog->instrs[pc], act & e->alive);
   return pc + 1;
}

static unsigned
op_cal(struct fp_exec *e, unsigned pc, uint8_t act)
{
   const struct nvp_instr *in = &e->prog->instrs[pc];
   struct fp_call *c;
   uint8_t taken;

   count(e, act);
   taken = passing(e, in, act & e->alive);
   if (!taken)
      return pc + 1;
   /* "A fragment program will terminate if a CAL instruction is
    * executed with MAX_PROGRAM_CALL_DEPTH_NV entries already in the
    * call stack" */
   if (e->num_calls >= NVP_FP2_CALL_DEPTH) {
      e->alive &= (uint8_t)~taken;
      return pc + 1;
   }
   c = &e->calls[e->num_calls++];
   c->ret = pc + 1;
   c->cond = e->cond;
   c->loop = e->loop;
   c->func = e->func;
   c->num_blocks = e->num_blocks;
   e->func &= taken;
   return (unsigned)in->target;
}

static unsigned
op_ret(struct fp_exec *e, unsigned pc, uint8_t act)
{
   uint8_t taken;

   count(e, act);
   taken = passing(e, &e->prog->instrs[pc], act & e->alive);
   /* "or if a RET instruction is executed with an empty call stack" */
   if (!e->num_calls)
      e->alive &= (uint8_t)~taken;
   else
      e->func &= (uint8_t)~taken;   /* nvp_fp_run() leaves the call */
   return pc + 1;
}

static unsigned
flow(struct fp_exec *e, unsigned pc)
{
   uint8_t act = nvp_fp_active(e);

   switch (e->prog->instrs[pc].op) {
   case NVP_OP_IF:      return op_if(e, pc, act);
   case NVP_OP_ELSE:    return op_else(e, pc, act);
   case NVP_OP_ENDIF:   return op_endif(e, pc);
   case NVP_OP_LOOP:
   case NVP_OP_REP:     return op_loop(e, pc, act);
   case NVP_OP_ENDLOOP:
   case NVP_OP_ENDREP:  return op_endloop(e, pc, act);
   case NVP_OP_BRK:     return op_brk(e, pc, act);
   case NVP_OP_CAL:     return op_cal(e, pc, act);
   default:             return op_ret(e, pc, act);
   }
}

void
nvp_fp_run(struct fp_exec *e)
{
   const struct nvp_program *prog = e->prog;
   /* "If a fragment program has an instruction label "main", program
    * execution begins with the instruction immediately following the
    * instruction label." */
   unsigned pc = prog->kind == NVP_KIND_ARBFP_NV2 ? prog->entry : 0;

   e->cond = e->loop = e->func = e->alive = 0xf;
   while (e->alive) {
      if (e->num_calls && !(e->func & e->alive)) {
         pc = leave_call(e);
         continue;
      }
      if (pc >= prog->num_instrs) {
         /* "terminate after executing the last instruction in the
          * program", inside a subroutine too */
         e->alive &= e->num_calls ? (uint8_t)~e->func : 0;
         continue;
      }
      const struct nvp_instr *in = &prog->instrs[pc];
      if (nvp_opcode_info(in->op)->fp_flags & NVP_FP_FLOW) {
         pc = flow(e, pc);
         continue;
      }
      uint8_t act = nvp_fp_active(e);
      if (act) {
         if ((act & 1u) && e->env->path) {
            if (e->path_len < e->env->path_cap)
               e->env->path[e->path_len] = pc;
            e->path_len++;
         }
         nvp_fp_step(e, in, act);
         count(e, act);
      }
      pc++;
   }
}
