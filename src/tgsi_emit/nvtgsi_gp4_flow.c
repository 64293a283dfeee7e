/*
 * NV_gpu_program4 condition codes and flow in TGSI.
 *
 * Section 2.X.3.7: "Each component of this register is a collection of
 * single-bit flags, including a sign flag (SF), a zero flag (ZF), an
 * overflow flag (OF), and a carry flag (CF)."  CC0 and CC1 are integer
 * TEMPs holding SF | ZF << 1 | OF << 2 | CF << 3 per component, and each
 * test of Table X.16 is its truth table over those 16 values: the test
 * passes where bit 'flags' of the table is set, one shift and one AND.
 *
 * Flow is structured TGSI: IF is UIF on "any of the four swizzled
 * tests passes", REP/ENDREP a BGNLOOP/ENDLOOP whose top leaves the loop
 * when its count is spent ("If the initial value of the loop count is
 * not positive, the entire block is skipped"; ENDREP "decrements the
 * loop counter.  If the decremented loop counter is greater than zero,
 * ENDREP transfers control to the instruction immediately after the
 * corresponding REP"), and also when the invocation has run
 * NVTGSI_GP4_MAX_ITERATIONS iterations of all its loops, so that every
 * loop terminates, a REP without a count included.  The count of that
 * bound is shared: once it is reached every enclosing loop is left at
 * its next iteration.
 */
#include <math.h>

#include "nvtgsi_gp4_priv.h"

#define X TGSI_WRITEMASK_X

enum {
   SF = 1, ZF = 2, OF = 4, CF = 8
};

/* Table X.16, "condition" column, for flags f. */
static bool
test_holds(enum nvp_cond c, unsigned f)
{
   bool sf = f & SF, zf = f & ZF, of = f & OF, cf = f & CF;

   switch (c) {
   case NVP_COND_EQ:  return !sf && zf;
   case NVP_COND_GE:  return !(sf ^ of);
   case NVP_COND_GT:  return (!sf ^ of) && !zf;
   case NVP_COND_LE:  return sf ^ (zf || of);
   case NVP_COND_LT:  return (sf && !zf) ^ of;
   case NVP_COND_NE:  return sf || !zf;
   case NVP_COND_FL:  return false;
   case NVP_COND_NAN: return sf && zf;
   case NVP_COND_LEG: return !sf || !zf;
   case NVP_COND_CF:  return cf;
   case NVP_COND_NCF: return !cf;
   case NVP_COND_OF:  return of;
   case NVP_COND_NOF: return !of;
   case NVP_COND_SF:  return sf;
   case NVP_COND_NSF: return !sf;
   case NVP_COND_AB:  return cf && !zf;
   case NVP_COND_BLE: return !cf || zf;
   default:           return true;   /* TR, none */
   }
}

static uint32_t
truth_table(enum nvp_cond c)
{
   uint32_t t = 0;

   for (unsigned f = 0; f < 16; f++)
      t |= (uint32_t)test_holds(c, f) << f;
   return t;
}

/* Whether flag k changes the outcome of 'table' for some values of the
 * flags in 'present' (the others clear). */
static bool
flag_matters(uint32_t table, unsigned present, unsigned k)
{
   for (unsigned f = 0; f < 16; f++) {
      if ((f & ~present) || (f & (1u << k)))
         continue;
      if (((table >> f) ^ (table >> (f | 1u << k))) & 1)
         return true;
   }
   return false;
}

/*
 * The test 'table' over the flags in 'live' from k on, with the flags
 * below k at 'bits': a decision tree of UCMPs on the flag booleans with
 * constant leaves.  Returns false with *c the constant where the
 * subtree is one, else true with the value in d.  Unlike a shift of the
 * truth table by a packed flag word, NIR folds the tree with the
 * comparisons that set the flags: cgc's "MOV.U.CC RC.x, -R0.z; BRK
 * (GT.x);" ends as one compare.
 */
static bool
test_tree(struct nvtgsi_ctx *ctx, const struct ureg_src *flag,
          uint32_t table, unsigned live, unsigned k, unsigned bits,
          struct ureg_dst d, uint32_t *c)
{
   struct ureg_program *u = ctx->ureg;

   while (k < NVTGSI_GP4_FLAGS && !(live & (1u << k)))
      k++;
   if (k == NVTGSI_GP4_FLAGS) {
      *c = (table >> bits) & 1 ? ~0u : 0u;
      return false;
   }
   /* the subtrees in the components d takes */
   struct ureg_dst t[2] = {
      ureg_writemask(ureg_DECL_temporary(u), d.WriteMask),
      ureg_writemask(ureg_DECL_temporary(u), d.WriteMask),
   };
   uint32_t v[2];
   bool emitted[2];
   for (unsigned b = 0; b < 2; b++)
      emitted[b] = test_tree(ctx, flag, table, live, k + 1,
                             bits | b << k, t[b], &v[b]);

   bool tree = true;
   if (!emitted[0] && !emitted[1] && v[0] == v[1]) {
      *c = v[0];
      tree = false;
   } else if (!emitted[0] && !emitted[1] && v[1]) {
      ureg_MOV(u, d, flag[k]);
   } else if (!emitted[0] && !emitted[1]) {
      /* not NOT: NIR folds a compare of a compare */
      ureg_USEQ(u, d, flag[k], ureg_imm1u(u, 0));
   } else if (!emitted[1] && v[1]) {
      /* flag ? ~0 : t0 and flag ? t1 : 0 of booleans (every flag and
       * subtree is 0 or ~0): an OR and an AND, which NIR folds with the
       * compares that set the flags where it keeps a select ("NE" of
       * an integer CC, sf || !zf, ends as the compare that wrote it) */
      ureg_OR(u, d, flag[k], ureg_src(t[0]));
   } else if (!emitted[0] && !v[0]) {
      ureg_AND(u, d, flag[k], ureg_src(t[1]));
   } else {
      ureg_UCMP(u, d, flag[k],
                emitted[1] ? ureg_src(t[1]) : ureg_imm1u(u, v[1]),
                emitted[0] ? ureg_src(t[0]) : ureg_imm1u(u, v[0]));
   }
   ureg_release_temporary(u, t[0]);
   ureg_release_temporary(u, t[1]);
   return tree;
}

void
nvtgsi_gp4_cc_test(struct nvtgsi_ctx *ctx, const struct nvp_cond_test *t,
                   struct ureg_dst d)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst *cc = ctx->gp4->cc[t->cc_index & 1];
   struct ureg_src flag[NVTGSI_GP4_FLAGS];
   uint32_t table = truth_table(t->cond);
   unsigned present = 0, live = 0;

   for (unsigned k = 0; k < NVTGSI_GP4_FLAGS; k++) {
      if (ureg_dst_is_undef(cc[k]))
         continue;
      present |= 1u << k;
      flag[k] = ureg_swizzle(ureg_src(cc[k]), t->swizzle[0],
                             t->swizzle[1], t->swizzle[2], t->swizzle[3]);
   }
   for (unsigned k = 0; k < NVTGSI_GP4_FLAGS; k++) {
      if ((present & (1u << k)) && flag_matters(table, present, k))
         live |= 1u << k;
   }
   uint32_t c;
   if (!test_tree(ctx, flag, table, live, 0, 0, d, &c))
      ureg_MOV(u, d, ureg_imm1u(u, c));
}

/*
 * 2.X.4.3: "For floating-point results, the sign flag (SF) is set if the
 * result is less than zero or is a NaN (not a number) value.  The zero
 * flag (ZF) is set if the result is equal to zero or is a NaN."  "For
 * signed and unsigned integer results, the sign flag (SF) is set if the
 * most significant bit of the value written to the result variable is
 * set and the zero flag (ZF) is set if the result written is zero.  For
 * instructions other than those performing an integer add or subtract
 * (ADD, MAD, SAD, SUB), the overflow and carry flags (OF and CF) are
 * cleared."  For the adds: "The overflow flag (OF) is set by
 * interpreting the two operands as signed integers and performing a
 * signed add or subtract.  If the result is representable as a signed
 * integer ..., the overflow flag is cleared; otherwise, it is set."
 * "If the result of an add is representable as an unsigned integer
 * ..., the carry flag is cleared; otherwise, it is set.  If the result
 * of a subtract is greater than or equal to zero, the carry flag is
 * set; otherwise, it is cleared."
 */
void
nvtgsi_gp4_cc_update(struct nvtgsi_ctx *ctx, unsigned index,
                     struct ureg_src res, enum nvp_type type,
                     unsigned mask)
{
   struct ureg_program *u = ctx->ureg;
   struct nvtgsi_gp4 *g = ctx->gp4;
   struct ureg_dst *cc = g->cc[index & 1];
   struct ureg_dst sf = ureg_writemask(cc[NVTGSI_GP4_SF], mask);
   struct ureg_dst zf = ureg_writemask(cc[NVTGSI_GP4_ZF], mask);

   if (type == NVP_TYPE_FLOAT) {
      struct ureg_dst n = ureg_writemask(ureg_DECL_temporary(u), mask);
      ureg_FSNE(u, n, res, res);
      ureg_FSLT(u, sf, res, ureg_imm1f(u, 0.0f));
      ureg_OR(u, sf, ureg_src(sf), ureg_src(n));
      ureg_FSEQ(u, zf, res, ureg_imm1f(u, 0.0f));
      ureg_OR(u, zf, ureg_src(zf), ureg_src(n));
      ureg_release_temporary(u, n);
   } else {
      ureg_ISLT(u, sf, res, ureg_imm1i(u, 0));
      ureg_USEQ(u, zf, res, ureg_imm1u(u, 0));
   }
   if (ureg_dst_is_undef(cc[NVTGSI_GP4_OF]))
      return;

   struct ureg_dst of = ureg_writemask(cc[NVTGSI_GP4_OF], mask);
   struct ureg_dst cf = ureg_writemask(cc[NVTGSI_GP4_CF], mask);
   if (type == NVP_TYPE_FLOAT || !g->carry) {
      ureg_MOV(u, of, ureg_imm1u(u, 0));
      ureg_MOV(u, cf, ureg_imm1u(u, 0));
      return;
   }
   struct ureg_src a = g->carry_a, b = g->carry_b;
   struct ureg_dst s = ureg_writemask(ureg_DECL_temporary(u), mask);
   /* OF: add: a, b of one sign and r of the other, (a ^ r) & (b ^ r)
    * negative; subtract a - b: a, b of different signs and r of b's,
    * (a ^ b) & (a ^ r) negative */
   ureg_XOR(u, s, a, res);
   ureg_XOR(u, of, g->carry_sub ? a : b, g->carry_sub ? b : res);
   ureg_AND(u, s, ureg_src(s), ureg_src(of));
   ureg_ISLT(u, of, ureg_src(s), ureg_imm1i(u, 0));
   ureg_release_temporary(u, s);
   /* CF: add: r < a (unsigned wrap); subtract: a >= b */
   if (g->carry_sub)
      ureg_USGE(u, cf, a, b);
   else
      ureg_USLT(u, cf, res, a);
}

void
nvtgsi_gp4_cc_update_if(struct nvtgsi_ctx *ctx, unsigned index,
                        struct ureg_src res, enum nvp_type type,
                        unsigned mask, struct ureg_src cond)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst *cc = ctx->gp4->cc[index & 1];
   struct ureg_dst old[NVTGSI_GP4_FLAGS];

   for (unsigned k = 0; k < NVTGSI_GP4_FLAGS; k++) {
      if (ureg_dst_is_undef(cc[k]))
         continue;
      old[k] = ureg_DECL_temporary(u);
      ureg_MOV(u, old[k], ureg_src(cc[k]));
   }
   nvtgsi_gp4_cc_update(ctx, index, res, type, mask);
   for (unsigned k = 0; k < NVTGSI_GP4_FLAGS; k++) {
      if (ureg_dst_is_undef(cc[k]))
         continue;
      ureg_UCMP(u, ureg_writemask(cc[k], mask), cond, ureg_src(cc[k]),
                ureg_src(old[k]));
      ureg_release_temporary(u, old[k]);
   }
}

/* Whether 'in' may set OF or CF: "those performing an integer add or
 * subtract (ADD, MAD, SAD, SUB)". */
static bool
may_carry(const struct nvp_instr *in)
{
   return in->update_cc && in->type != NVP_TYPE_FLOAT &&
          in->type != NVP_TYPE_NONE &&
          (in->op == NVP_OP_ADD || in->op == NVP_OP_SUB ||
           in->op == NVP_OP_MAD || in->op == NVP_OP_SAD);
}

/* The CCs start with ZF set alone, as the packed value 2 did. */
void
nvtgsi_gp4_cc_declare(struct nvtgsi_ctx *ctx)
{
   struct ureg_program *u = ctx->ureg;
   const struct nvp_program *p = ctx->prog;
   struct nvtgsi_gp4 *g = ctx->gp4;
   unsigned used = 0, carry = 0;

   for (unsigned i = 0; i < p->num_instrs; i++) {
      const struct nvp_instr *in = &p->instrs[i];
      if (in->update_cc)
         used |= 1u << (in->cc_update_index & 1);
      if (in->cc.cond != NVP_COND_NONE)
         used |= 1u << (in->cc.cc_index & 1);
      if (may_carry(in))
         carry |= 1u << (in->cc_update_index & 1);
   }
   for (unsigned c = 0; c < 2; c++) {
      for (unsigned k = 0; k < NVTGSI_GP4_FLAGS; k++) {
         g->cc[c][k] = ureg_dst_undef();
         if (!(used & (1u << c)) ||
             (k >= NVTGSI_GP4_OF && !(carry & (1u << c))))
            continue;
         g->cc[c][k] = ureg_DECL_temporary(u);
         ureg_MOV(u, g->cc[c][k],
                  ureg_imm1u(u, k == NVTGSI_GP4_ZF ? ~0u : 0u));
      }
   }
}

bool
nvtgsi_gp4_jumps(const struct nvp_instr *in)
{
   return (in->op == NVP_OP_BRK || in->op == NVP_OP_CONT ||
           in->op == NVP_OP_RET) &&
          (in->cc.cond == NVP_COND_NONE || in->cc.cond == NVP_COND_TR);
}

bool
nvtgsi_gp4_is_flow(enum nvp_opcode op)
{
   return nvp_opcode_info(op)->fp_flags & NVP_FP_FLOW ||
          op == NVP_OP_IF || op == NVP_OP_ELSE || op == NVP_OP_ENDIF ||
          op == NVP_OP_REP || op == NVP_OP_ENDREP || op == NVP_OP_BRK ||
          op == NVP_OP_CONT || op == NVP_OP_CAL || op == NVP_OP_RET ||
          op == NVP_OP_KIL || op == NVP_OP_EMIT || op == NVP_OP_ENDPRIM ||
          op == NVP_OP_EMITS || op == NVP_OP_CALI || op == NVP_OP_STORE ||
          op == NVP_OP_MEMBAR || op == NVP_OP_STOREIM ||
          op == NVP_OP_STB;
}

/* x of d = the OR of its four components. */
static void
any_of(struct ureg_program *u, struct ureg_dst d)
{
   struct ureg_src v = ureg_src(d);

   ureg_OR(u, ureg_writemask(d, TGSI_WRITEMASK_XY), v,
           ureg_swizzle(v, TGSI_SWIZZLE_Z, TGSI_SWIZZLE_W, TGSI_SWIZZLE_Z,
                        TGSI_SWIZZLE_W));
   ureg_OR(u, ureg_writemask(d, X), v, ureg_scalar(v, TGSI_SWIZZLE_Y));
}

/* x of d = ~0 when one of the four swizzled tests passes, else 0.  A
 * swizzle of one component ("BRK (GT.x)", "IF NE.x", the common case)
 * makes the four tests one: that test alone, in x, with no OR of the
 * copies (a scalar test where the vector one cost softpipe, which runs
 * every component of a TGSI instruction, the three other components
 * and two ORs at each branch: gp5-reduce in docs/performance.md). */
static void
any_test(struct nvtgsi_ctx *ctx, const struct nvp_cond_test *t,
         struct ureg_dst d)
{
   const uint8_t *sw = t->swizzle;

   if (sw[0] == sw[1] && sw[0] == sw[2] && sw[0] == sw[3]) {
      nvtgsi_gp4_cc_test(ctx, t, ureg_writemask(d, X));
      return;
   }
   nvtgsi_gp4_cc_test(ctx, t, d);
   any_of(ctx->ureg, d);
}

/* BRK and CONT "if (TestCC(cc.c***) || ...)": with no test, always. */
static void
conditional(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
            enum tgsi_opcode op)
{
   struct ureg_program *u = ctx->ureg;

   if (in->cc.cond == NVP_COND_FL)
      return;
   if (in->cc.cond == NVP_COND_NONE || in->cc.cond == NVP_COND_TR) {
      ureg_insn(u, op, NULL, 0, NULL, 0, 0);
      return;
   }
   struct ureg_dst c = ureg_DECL_temporary(u);
   any_test(ctx, &in->cc, c);
   nvtgsi_uif(ctx, ureg_scalar(ureg_src(c), TGSI_SWIZZLE_X));
   ureg_insn(u, op, NULL, 0, NULL, 0, 0);
   nvtgsi_endif(ctx);
   ureg_release_temporary(u, c);
}

/*
 * A REP whose count is a literal of at most NVTGSI_GP4_PLAIN_REP trips
 * and whose body holds no REP and no CAL (so no loop of its own, nor an
 * inlined subroutine's) ends by its count: it needs no share of the
 * iteration bound, and without that test NIR's loop analysis sees a
 * plain counted loop and unrolls it (tgsi_to_nir's nir_opt_loop_unroll,
 * up to the drivers' 32 iterations).  An enclosing loop still counts
 * its own iterations, so the invocation ends at most 32 inner trips per
 * outer one later than the bound alone would.
 *
 * Its counter is decremented at the ENDREP, where the spec puts it
 * ("ENDREP ... decrements the loop counter"), so that it is one phi of
 * the loop header with its step at the loop's end: decremented at the
 * top, beside the test, it became a phi of a phi (nir_opt_if splits an
 * ALU of a phi across the phi's sources), which NIR's induction
 * analysis does not follow, and a loop with a BRK stayed a loop.  A
 * body with a CONT, which would skip that decrement, keeps the bound.
 */
bool
nvtgsi_gp4_literal_x(const struct nvtgsi_ctx *ctx,
                     const struct nvp_instr *in, double *v)
{
   const struct nvp_src *s = &in->src[0];
   enum nvp_type t = in->type ? in->type : NVP_TYPE_FLOAT;

   if (s->file != NVP_FILE_PARAM || s->relative || s->absolute ||
       ctx->prog->params[s->index].kind != NVP_PARAM_CONSTANT)
      return false;
   const struct nvp_param *q = &ctx->prog->params[s->index];
   unsigned c = s->swizzle[0] & 3;
   if (t == NVP_TYPE_FLOAT)
      *v = q->value[c];
   else if (q->int_mask & (1u << c))
      *v = t == NVP_TYPE_INT ? (double)(int32_t)q->ivalue[c]
                             : (double)q->ivalue[c];
   else
      return false;
   if (s->negate)
      *v = -*v;
   return true;
}

static bool
plain_rep(const struct nvtgsi_ctx *ctx, const struct nvp_instr *in)
{
   const struct nvp_program *p = ctx->prog;
   double n;

   if (!nvtgsi_gp4_literal_x(ctx, in, &n))
      return false;
   n = floor(n);   /* NaN fails both tests below */
   if (!(n >= 0 && n <= NVTGSI_GP4_PLAIN_REP))
      return false;

   unsigned depth = 0;
   for (const struct nvp_instr *i = in + 1; i < p->instrs + p->num_instrs;
        i++) {
      if (i->op == NVP_OP_REP || i->op == NVP_OP_CAL ||
          i->op == NVP_OP_CALI || i->op == NVP_OP_CONT)
         return false;
      if (i->op == NVP_OP_ENDREP && depth-- == 0)
         return true;
   }
   return false;
}

/* REP: the count as an integer: "If the loop count is specified as a
 * floating-point value, it is converted to the largest integer less
 * than or equal to the specified value (i.e., taking its floor)"; an
 * unsigned count past 2^31-1 runs into the iteration bound anyway. */
static void
begin_rep(struct nvtgsi_ctx *ctx, const struct nvp_instr *in)
{
   struct ureg_program *u = ctx->ureg;
   struct nvtgsi_gp4 *g = ctx->gp4;
   struct ureg_dst cnt = ureg_dst_undef();

   if (in->src[0].file != NVP_FILE_NONE) {
      struct ureg_src s;
      enum nvp_type t = in->type ? in->type : NVP_TYPE_FLOAT;

      cnt = ureg_writemask(ureg_DECL_temporary(u), X);
      nvtgsi_gp4_load_src(ctx, in, 0, &s);
      s = ureg_scalar(s, TGSI_SWIZZLE_X);
      if (t == NVP_TYPE_FLOAT) {
         ureg_FLR(u, cnt, s);
         nvtgsi_gp4_f2i(ctx, cnt, ureg_src(cnt), NVP_TYPE_INT);
      } else if (t == NVP_TYPE_UINT) {
         ureg_UMIN(u, cnt, s, ureg_imm1u(u, 0x7fffffffu));
      } else {
         ureg_MOV(u, cnt, s);
      }
   }
   bool bounded = !plain_rep(ctx, in);
   g->loop_count[g->depth] = cnt;
   g->count_at_end[g->depth] = !bounded;
   g->block[g->depth++] = NVP_OP_REP;
   ureg_BGNLOOP(u, NULL);

   struct ureg_dst c = ureg_writemask(ureg_DECL_temporary(u), X);
   if (bounded) {
      ureg_UADD(u, ureg_writemask(g->iterations, X),
                ureg_scalar(ureg_src(g->iterations), TGSI_SWIZZLE_X),
                ureg_imm1u(u, 1));
      ureg_USLT(u, c, ureg_imm1u(u, NVTGSI_GP4_MAX_ITERATIONS),
                ureg_scalar(ureg_src(g->iterations), TGSI_SWIZZLE_X));
   }
   if (!ureg_dst_is_undef(cnt)) {
      /* a plain REP leaves by its count alone (c), else by either */
      struct ureg_dst e = bounded ?
         ureg_writemask(ureg_DECL_temporary(u), X) : c;
      ureg_ISGE(u, e, ureg_imm1i(u, 0), ureg_src(cnt));
      if (bounded) {
         ureg_OR(u, c, ureg_src(c), ureg_src(e));
         ureg_release_temporary(u, e);
      }
      if (bounded)
         ureg_UADD(u, cnt, ureg_src(cnt), ureg_imm1i(u, -1));
   }
   nvtgsi_uif(ctx, ureg_scalar(ureg_src(c), TGSI_SWIZZLE_X));
   ureg_BRK(u);
   nvtgsi_endif(ctx);
   ureg_release_temporary(u, c);
}

/* KIL (NV_fragment_program4): with an operand, "the fragment is
 * discarded if any component of the operand is less than zero"
 * (unsigned ones never are); with a condition, if any of the four
 * swizzled tests passes. */
static void
emit_kil(struct nvtgsi_ctx *ctx, const struct nvp_instr *in)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst c = ureg_DECL_temporary(u);
   enum nvp_type t = in->type ? in->type : NVP_TYPE_FLOAT;

   if (in->src[0].file == NVP_FILE_NONE) {
      if (in->cc.cond == NVP_COND_FL)
         goto done;
      if (in->cc.cond == NVP_COND_NONE || in->cc.cond == NVP_COND_TR) {
         ureg_KILL(u);
         goto done;
      }
      any_test(ctx, &in->cc, c);
   } else {
      struct ureg_src s;
      nvtgsi_gp4_load_src(ctx, in, 0, &s);
      if (t == NVP_TYPE_UINT)
         goto done;
      if (t == NVP_TYPE_FLOAT) {
         ureg_KILL_IF(u, s);
         goto done;
      }
      ureg_ISLT(u, c, s, ureg_imm1i(u, 0));
      any_of(u, c);
   }
   nvtgsi_uif(ctx, ureg_scalar(ureg_src(c), TGSI_SWIZZLE_X));
   ureg_KILL(u);
   nvtgsi_endif(ctx);
done:
   ureg_release_temporary(u, c);
}

/* Whether the innermost open block is inside a subroutine loop (or the
 * main program's, with CAL/RET): a RET there is on its way out. */
static bool
in_function(const struct nvtgsi_gp4 *g)
{
   for (unsigned d = 0; d < g->depth; d++) {
      if (g->block[d] == NVP_OP_CAL)
         return true;
   }
   return false;
}

void
nvtgsi_gp4_begin_function(struct nvtgsi_ctx *ctx)
{
   struct nvtgsi_gp4 *g = ctx->gp4;

   g->loop_count[g->depth] = ureg_dst_undef();
   g->count_at_end[g->depth] = false;
   g->block[g->depth++] = NVP_OP_CAL;
   ureg_BGNLOOP(ctx->ureg, NULL);
}

/* The loop runs once: BRK at its end.  Leaving a subroutine ends its
 * RET ("continue execution at <instruction>" after the CAL). */
void
nvtgsi_gp4_end_function(struct nvtgsi_ctx *ctx, bool main)
{
   struct nvtgsi_gp4 *g = ctx->gp4;

   if (!g->dead)
      ureg_BRK(ctx->ureg);
   ureg_ENDLOOP(ctx->ureg, NULL);
   g->depth--;
   /* the code after the CAL runs */
   g->dead = false;
   g->dead_depth = 0;
   if (!main)
      ureg_MOV(ctx->ureg, g->returning, ureg_imm1u(ctx->ureg, 0));
}

/* The subroutine at instruction 'target' inlined in its loop (CAL,
 * each label a CALI may reach); nothing past the call depth. */
bool
nvtgsi_gp4_inline_call(struct nvtgsi_ctx *ctx, unsigned target)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   bool ok;

   if (g->call_depth >= NVTGSI_GP4_CALL_DEPTH)
      return true;
   g->call_depth++;
   nvtgsi_gp4_begin_function(ctx);
   ok = nvtgsi_gp4_emit_range(ctx, target,
                              nvp_label_body_end(ctx->prog, target));
   nvtgsi_gp4_end_function(ctx, false);
   g->call_depth--;
   return ok;
}

/* A call's <optBranchCond>: a UIF on it (true; the caller closes it),
 * or nothing when it always passes (false). */
bool
nvtgsi_gp4_begin_call_test(struct nvtgsi_ctx *ctx, const struct nvp_instr *in)
{
   if (in->cc.cond == NVP_COND_NONE || in->cc.cond == NVP_COND_TR)
      return false;
   struct ureg_dst c = ureg_DECL_temporary(ctx->ureg);
   any_test(ctx, &in->cc, c);
   nvtgsi_uif(ctx, ureg_scalar(ureg_src(c), TGSI_SWIZZLE_X));
   ureg_release_temporary(ctx->ureg, c);
   return true;
}

/* CAL: the subroutine inlined in its loop, under the condition. */
static bool
emit_call(struct nvtgsi_ctx *ctx, const struct nvp_instr *in)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   const struct nvp_program *p = ctx->prog;

   if (in->cc.cond == NVP_COND_FL ||
       g->call_depth >= NVTGSI_GP4_CALL_DEPTH)
      return true;
   if (in->target < 0 || (unsigned)in->target > p->num_instrs)
      return nvtgsi_error(ctx, "line %u: CAL without a target", in->line);
   if (g->depth + 2 >= NVTGSI_GP4_MAX_DEPTH ||
       ctx->if_depth + 1 >= ARRAY_SIZE(ctx->if_label))
      return nvtgsi_error(ctx, "line %u: blocks nested too deeply",
                          in->line);
   bool test = nvtgsi_gp4_begin_call_test(ctx, in);
   bool ok = nvtgsi_gp4_inline_call(ctx, (unsigned)in->target);
   if (test)
      nvtgsi_endif(ctx);
   return ok;
}

/* After a REP inside a subroutine: a RET in it goes on out. */
static void
pass_return(struct nvtgsi_ctx *ctx)
{
   struct nvtgsi_gp4 *g = ctx->gp4;

   if (!in_function(g))
      return;
   nvtgsi_uif(ctx, ureg_scalar(ureg_src(g->returning), TGSI_SWIZZLE_X));
   ureg_BRK(ctx->ureg);
   nvtgsi_endif(ctx);
}

/* RET: leave the subroutine's loop (the main program's: terminate). */
static void
emit_ret(struct nvtgsi_ctx *ctx, const struct nvp_instr *in)
{
   struct ureg_program *u = ctx->ureg;
   struct nvtgsi_gp4 *g = ctx->gp4;
   struct ureg_dst c = ureg_dst_undef();

   if (in->cc.cond == NVP_COND_FL)
      return;
   if (in->cc.cond != NVP_COND_NONE && in->cc.cond != NVP_COND_TR) {
      c = ureg_DECL_temporary(u);
      any_test(ctx, &in->cc, c);
      nvtgsi_uif(ctx, ureg_scalar(ureg_src(c), TGSI_SWIZZLE_X));
   }
   ureg_MOV(u, g->returning, ureg_imm1u(u, ~0u));
   ureg_BRK(u);
   if (!ureg_dst_is_undef(c)) {
      nvtgsi_endif(ctx);
      ureg_release_temporary(u, c);
   }
}

bool
nvtgsi_gp4_emit_flow(struct nvtgsi_ctx *ctx, const struct nvp_instr *in)
{
   struct ureg_program *u = ctx->ureg;
   struct nvtgsi_gp4 *g = ctx->gp4;

   switch (in->op) {
   case NVP_OP_IF: {
      if (g->depth >= NVTGSI_GP4_MAX_DEPTH ||
          ctx->if_depth >= ARRAY_SIZE(ctx->if_label) - 1)
         return nvtgsi_error(ctx, "line %u: blocks nested too deeply",
                             in->line);
      struct ureg_dst c = ureg_DECL_temporary(u);
      any_test(ctx, &in->cc, c);
      nvtgsi_uif(ctx, ureg_scalar(ureg_src(c), TGSI_SWIZZLE_X));
      ureg_release_temporary(u, c);
      g->block[g->depth++] = NVP_OP_IF;
      return true;
   }
   case NVP_OP_ELSE:
      if (!g->depth || g->block[g->depth - 1] != NVP_OP_IF)
         return nvtgsi_error(ctx, "line %u: ELSE outside IF", in->line);
      nvtgsi_else(ctx);
      return true;
   case NVP_OP_ENDIF:
      if (!g->depth || g->block[g->depth - 1] != NVP_OP_IF)
         return nvtgsi_error(ctx, "line %u: ENDIF outside IF", in->line);
      g->depth--;
      nvtgsi_endif(ctx);
      return true;
   case NVP_OP_REP:
      if (g->depth >= NVTGSI_GP4_MAX_DEPTH ||
          ctx->if_depth >= ARRAY_SIZE(ctx->if_label) - 1)
         return nvtgsi_error(ctx, "line %u: blocks nested too deeply",
                             in->line);
      begin_rep(ctx, in);
      return true;
   case NVP_OP_ENDREP: {
      if (!g->depth || g->block[g->depth - 1] != NVP_OP_REP)
         return nvtgsi_error(ctx, "line %u: ENDREP outside REP",
                             in->line);
      struct ureg_dst cnt = g->loop_count[--g->depth];
      /* (not after the body's unconditional jump) */
      if (g->count_at_end[g->depth] && !g->closes_dead &&
          !ureg_dst_is_undef(cnt))
         ureg_UADD(u, cnt, ureg_src(cnt), ureg_imm1i(u, -1));
      ureg_ENDLOOP(u, NULL);
      if (!ureg_dst_is_undef(cnt))
         ureg_release_temporary(u, cnt);
      pass_return(ctx);
      return true;
   }
   case NVP_OP_BRK:
   case NVP_OP_CONT: {
      /* the innermost REP of this subroutine */
      bool in_loop = false;
      for (unsigned d = g->depth; d-- > 0 && g->block[d] != NVP_OP_CAL;)
         in_loop |= g->block[d] == NVP_OP_REP;
      if (!in_loop)
         return nvtgsi_error(ctx, "line %u: %s outside REP", in->line,
                             nvp_opcode_info(in->op)->name);
      conditional(ctx, in, in->op == NVP_OP_BRK ? TGSI_OPCODE_BRK :
                                                  TGSI_OPCODE_CONT);
      return true;
   }
   case NVP_OP_CAL:
      return emit_call(ctx, in);
   case NVP_OP_CALI:
      return nvtgsi_gp5_emit_cali(ctx, in);
   case NVP_OP_RET:
      if (ureg_dst_is_undef(g->returning))
         return nvtgsi_error(ctx, "line %u: RET outside the program's "
                             "subroutine loop", in->line);
      emit_ret(ctx, in);
      return true;
   case NVP_OP_KIL:
      if (!g->fragment)
         return nvtgsi_error(ctx, "line %u: KIL in a vertex program",
                             in->line);
      emit_kil(ctx, in);
      return true;
   case NVP_OP_EMIT:
   case NVP_OP_EMITS:
   case NVP_OP_ENDPRIM:
      return nvtgsi_gp4_geom_special(ctx, in);
   case NVP_OP_STORE:
      return nvtgsi_gp5_emit_store(ctx, in);
   case NVP_OP_MEMBAR:
      return nvtgsi_gp5_emit_membar(ctx, in);
   case NVP_OP_STOREIM:
      return nvtgsi_gp5_emit_storeim(ctx, in);
   case NVP_OP_STB:
      return nvtgsi_gp5_emit_stb(ctx, in);
   default:
      return nvtgsi_error(ctx, "line %u: %s of NV_gpu_program4 is not yet "
                          "translated", in->line,
                          nvp_opcode_info(in->op)->name);
   }
}
