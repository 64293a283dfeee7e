/*
 * The interpreter on NV_fragment_program2 programs ("!!ARBfp1.0" with
 * OPTION NV_fragment_program2), exact values: every flow form and its
 * nesting, LOOP's A0.x and fragment.texcoord[A0.x+n], CAL/RET and the
 * run-time limits (call stack, IF and loop depth through calls, loop
 * count, the 65536 executed instructions, counted as the nvp_ir.h
 * contract counts), DIV/DP2/DP2A/NRM/TXL/_SSAT/fragment.facing, a quad
 * whose fragments diverge, and malformed IR refused.
 *
 * The IR is built by hand (build_*() below, targets filled the way the
 * contract lists them) so that these tests hold independently of the
 * parser.
 */
#include <math.h>
#include <string.h>

#include "nvp_fp.h"
#include "unit_common.h"

#define MAX_INSTRS 256
#define MAX_PARAMS 32
#define MAX_LABELS 8

struct builder {
   struct nvp_program prog;
   struct nvp_instr instrs[MAX_INSTRS];
   struct nvp_param params[MAX_PARAMS];
   int label_at[MAX_LABELS];   /* instruction after label n, -1 unset */
};

static struct builder B;

static void
begin(void)
{
   memset(&B, 0, sizeof(B));
   B.prog.kind = NVP_KIND_ARBFP_NV2;
   B.prog.instrs = B.instrs;
   B.prog.params = B.params;
   for (unsigned i = 0; i < MAX_LABELS; i++)
      B.label_at[i] = -1;
}

/* ---- Operands ------------------------------------------------------- */

static struct nvp_src
src(enum nvp_file file, int index)
{
   struct nvp_src s = { .file = file, .index = index,
                        .swizzle = { 0, 1, 2, 3 } };
   return s;
}

static struct nvp_src
R(int n)
{
   return src(NVP_FILE_TEMP, n);
}

/* A literal program parameter (a new slot each time). */
static struct nvp_src
K(float x, float y, float z, float w)
{
   struct nvp_param *p = &B.params[B.prog.num_params];
   p->kind = NVP_PARAM_CONSTANT;
   p->value[0] = x;
   p->value[1] = y;
   p->value[2] = z;
   p->value[3] = w;
   return src(NVP_FILE_PARAM, (int)B.prog.num_params++);
}

static struct nvp_src
KS(float x)
{
   return K(x, x, x, x);
}

static struct nvp_src
F(int attrib)
{
   return src(NVP_FILE_FRAG_ATTRIB, attrib);
}

/* fragment.texcoord[A0.x+n] */
static struct nvp_src
TREL(int n)
{
   struct nvp_src s = src(NVP_FILE_FRAG_ATTRIB, NVP_FRAG_TEX0 + n);
   s.relative = true;
   return s;
}

static struct nvp_src
swz(struct nvp_src s, unsigned c)
{
   s.swizzle[0] = s.swizzle[1] = s.swizzle[2] = s.swizzle[3] = (uint8_t)c;
   return s;
}

static struct nvp_dst
DR(int n, unsigned mask)
{
   struct nvp_dst d = { .file = NVP_FILE_TEMP, .index = n,
                        .write_mask = (uint8_t)mask };
   return d;
}

static struct nvp_dst
DCOLR(void)
{
   struct nvp_dst d = { .file = NVP_FILE_FRAG_OUTPUT,
                        .index = NVP_FRAG_COLR, .write_mask = 0xf };
   return d;
}

/* ---- Instructions --------------------------------------------------- */

static struct nvp_instr *
emit(enum nvp_opcode op)
{
   struct nvp_instr *in = &B.instrs[B.prog.num_instrs++];
   in->op = op;
   in->exec_precision = NVP_PREC_R;
   in->target = -1;
   in->label = -1;
   in->line = B.prog.num_instrs;
   in->column = 1;
   return in;
}

static struct nvp_instr *
alu(enum nvp_opcode op, struct nvp_dst d, struct nvp_src a,
    struct nvp_src b, struct nvp_src c)
{
   struct nvp_instr *in = emit(op);
   in->dst = d;
   in->src[0] = a;
   in->src[1] = b;
   in->src[2] = c;
   return in;
}

#define NONE src(NVP_FILE_NONE, 0)
#define MOV(d, a)    alu(NVP_OP_MOV, d, a, NONE, NONE)
#define ADD(d, a, b) alu(NVP_OP_ADD, d, a, b, NONE)

/* A flow instruction with condition 'cond' on swizzle 'sw' ("xyzw" as
 * 0x..). */
static struct nvp_instr *
flow(enum nvp_opcode op, enum nvp_cond cond, unsigned x)
{
   struct nvp_instr *in = emit(op);
   in->cc.cond = cond;
   for (unsigned c = 0; c < 4; c++)
      in->cc.swizzle[c] = (uint8_t)x;
   return in;
}

#define IF(cond)  flow(NVP_OP_IF, cond, 0)
#define ELSE()    flow(NVP_OP_ELSE, NVP_COND_NONE, 0)
#define ENDIF()   flow(NVP_OP_ENDIF, NVP_COND_NONE, 0)
#define BRK(cond) flow(NVP_OP_BRK, cond, 0)
#define RET(cond) flow(NVP_OP_RET, cond, 0)
#define ENDREP()  flow(NVP_OP_ENDREP, NVP_COND_NONE, 0)
#define ENDLOOP() flow(NVP_OP_ENDLOOP, NVP_COND_NONE, 0)

static void
REP(struct nvp_src count)
{
   flow(NVP_OP_REP, NVP_COND_NONE, 0)->src[0] = count;
}

static void
LOOP(float count, float start, float incr)
{
   flow(NVP_OP_LOOP, NVP_COND_NONE, 0)->src[0] = K(count, start, incr, 0);
}

static void
CAL(int label, enum nvp_cond cond)
{
   flow(NVP_OP_CAL, cond, 0)->label = label;
}

static void
LABEL(int n)
{
   B.label_at[n] = (int)B.prog.num_instrs;
}

/* Fills the targets as the contract lists them, the entry at label 0
 * ("main") when set. */
static const struct nvp_program *
finish(void)
{
   int open[64], brk[MAX_INSTRS];
   unsigned top = 0, nbrk = 0;

   for (unsigned i = 0; i < B.prog.num_instrs; i++) {
      struct nvp_instr *in = &B.instrs[i];
      switch (in->op) {
      case NVP_OP_IF: case NVP_OP_LOOP: case NVP_OP_REP:
         open[top++] = (int)i;
         break;
      case NVP_OP_ELSE:
         B.instrs[open[top - 1]].target = (int)i;
         break;
      case NVP_OP_ENDIF: {
         struct nvp_instr *s = &B.instrs[open[--top]];
         if (s->target >= 0)
            B.instrs[s->target].target = (int)i;   /* the ELSE */
         else
            s->target = (int)i;
         in->target = open[top];
         break;
      }
      case NVP_OP_ENDLOOP: case NVP_OP_ENDREP:
         B.instrs[open[--top]].target = (int)i;
         in->target = open[top];
         /* the BRKs of this loop, not of an inner one */
         while (nbrk && brk[nbrk - 1] > open[top])
            B.instrs[brk[--nbrk]].target = (int)i;
         break;
      case NVP_OP_BRK:
         brk[nbrk++] = (int)i;
         break;
      case NVP_OP_CAL:
         in->target = B.label_at[in->label];
         break;
      default:
         break;
      }
   }
   B.prog.entry = B.label_at[0] >= 0 ? (unsigned)B.label_at[0] : 0;
   return &B.prog;
}

/* ---- Running -------------------------------------------------------- */

static struct nvp_fp_env env;
static struct nvp_fp_result res[NVP_FP_QUAD];

/* Per fragment f: f[TEX0] = (x_f, ...) with x = (1, 2, -1, -2),
 * fragment.facing front for 0 and 1, back for 2 and 3; texcoord set n
 * is (10 n + f, n, 0, 1). */
static void
reset_env(void)
{
   static const float x[NVP_FP_QUAD] = { 1, 2, -1, -2 };

   memset(&env, 0, sizeof(env));
   for (unsigned f = 0; f < NVP_FP_QUAD; f++) {
      for (unsigned n = 0; n < NVP_FP_NUM_TEXCOORDS; n++) {
         float *t = env.attribs[f][NVP_FRAG_TEX0 + n];
         t[0] = 10.0f * (float)n + (float)f;
         t[1] = (float)n;
         t[3] = 1.0f;
      }
      env.attribs[f][NVP_FRAG_COL0][0] = x[f];
      env.attribs[f][NVP_FRAG_FACE][0] = f < 2 ? 1.0f : -1.0f;
      env.attribs[f][NVP_FRAG_FACE][3] = 1.0f;
   }
}

static bool
run(const char *name)
{
   struct nvp_error err;
   bool ok = nvp_execute_fp_quad(finish(), &env, res, &err);
   UNIT_CHECK(ok, "%s: refused: %s", name, err.message);
   return ok;
}

/* R<reg>.x of fragments 0..3 and their executed counts. */
static void
expect_x(const char *name, int reg, const float want[4],
         const unsigned executed[4])
{
   if (!run(name))
      return;
   for (unsigned f = 0; f < NVP_FP_QUAD; f++) {
      UNIT_CHECK(unit_same_float(res[f].r[reg][0], want[f], 0.0f),
                 "%s: fragment %u R%d.x = %g, want %g", name, f, reg,
                 res[f].r[reg][0], want[f]);
      UNIT_CHECK(!executed || res[f].executed == executed[f],
                 "%s: fragment %u executed %u, want %u", name, f,
                 res[f].executed, executed ? executed[f] : 0);
   }
}

#define EXPECT(name, reg, a, b, c, d, ea, eb, ec, ed)                   \
   do {                                                                 \
      const float w_[4] = { a, b, c, d };                               \
      const unsigned e_[4] = { ea, eb, ec, ed };                        \
      expect_x(name, reg, w_, e_);                                      \
   } while (0)

/* MOVC R9, f[COL0]: CC.x > 0 for fragments 0 and 1, < 0 for 2 and 3. */
static void
set_cc(void)
{
   MOV(DR(9, 0xf), F(NVP_FRAG_COL0))->update_cc = true;
}

/* ---- Cases ---------------------------------------------------------- */

static void
run_if_cases(void)
{
   /* both sides in one quad: 1 MOVC, IF, MOV, ELSE|-, MOV|-, ENDIF */
   begin();
   set_cc();
   IF(NVP_COND_GT);
   MOV(DR(0, 1), KS(1));
   ELSE();
   MOV(DR(0, 1), KS(2));
   ENDIF();
   EXPECT("if/else", 0, 1, 1, 2, 2, 5, 5, 4, 4);

   /* no ELSE: a false IF still counts its ENDIF */
   begin();
   set_cc();
   IF(NVP_COND_LT);
   MOV(DR(0, 1), KS(7));
   ENDIF();
   EXPECT("if no else", 0, 0, 0, 7, 7, 3, 3, 4, 4);

   /* nested: GT then inside it LT (never), ELSE part of the inner */
   begin();
   set_cc();
   IF(NVP_COND_GT);
   IF(NVP_COND_LT);
   MOV(DR(0, 1), KS(1));
   ELSE();
   MOV(DR(0, 1), KS(3));
   ENDIF();
   ELSE();
   IF(NVP_COND_TR);
   MOV(DR(0, 1), KS(4));
   ENDIF();
   ENDIF();
   /* true: MOVC IF IF MOV(3) ENDIF ELSE ENDIF = 7; false: MOVC IF IF
    * MOV ENDIF ENDIF = 6 */
   EXPECT("nested if", 0, 3, 3, 4, 4, 7, 7, 6, 6);
}

static void
run_loop_cases(void)
{
   /* One loop around ADD R0.x, R0, (1 or texcoord[A0.x+n]): R0.x of
    * fragment f is base + per_frag * f after 'executed' instructions
    * (REP/LOOP + iterations * (ADD + END)). */
   static const struct {
      const char *name;
      enum nvp_opcode op;      /* REP or LOOP */
      float count, start, incr;
      int n;                   /* texcoord[A0.x+n]; -1: the constant 1 */
      float base, per_frag;
      unsigned executed;
   } loops[] = {
      { "rep 3", NVP_OP_REP, 3, 0, 0, -1, 3, 0, 7 },
      /* floor(2.9) = 2 */
      { "rep 2.9", NVP_OP_REP, 2.9f, 0, 0, -1, 2, 0, 5 },
      /* "limited to MAX_PROGRAM_LOOP_COUNT_NV": 1000 and +INF run 255 */
      { "rep 1000", NVP_OP_REP, 1000, 0, 0, -1, 255, 0, 511 },
      { "loop inf", NVP_OP_LOOP, INFINITY, 0, 1, -1, 255, 0, 511 },
      /* A0.x = 1, 3, 5; texcoord[A0.x].x = 10 n + f */
      { "loop a0", NVP_OP_LOOP, 3, 1, 2, 0, 90, 3, 7 },
      /* floor(-2.5) = -3: -3, -2, -1, 0 all read A0.x = 0: texcoord[1]
       * four times */
      { "loop negative start", NVP_OP_LOOP, 4, -2.5f, 1, 1, 40, 4, 9 },
      /* texcoord[A0.x+2] with A0.x = 4, 5, 6: sets 6, 7 and "8", which
       * reads (0,0,0,0) */
      { "texcoord out of range", NVP_OP_LOOP, 3, 4, 1, 2, 130, 2, 7 },
   };
   for (unsigned i = 0; i < sizeof(loops) / sizeof(loops[0]); i++) {
      begin();
      flow(loops[i].op, NVP_COND_NONE, 0)->src[0] =
         K(loops[i].count, loops[i].start, loops[i].incr, 0);
      ADD(DR(0, 1), R(0), loops[i].n < 0 ? KS(1) : TREL(loops[i].n));
      if (loops[i].op == NVP_OP_REP)
         ENDREP();
      else
         ENDLOOP();
      float w[4];
      unsigned ex[4];
      for (unsigned f = 0; f < NVP_FP_QUAD; f++) {
         w[f] = loops[i].base + loops[i].per_frag * (float)f;
         ex[f] = loops[i].executed;
      }
      expect_x(loops[i].name, 0, w, ex);
   }

   /* count <= 0 and NaN: the block is skipped, only REP counts */
   static const float skip[] = { 0.0f, -1.0f, 0.99f, NAN, -INFINITY };
   for (unsigned i = 0; i < sizeof(skip) / sizeof(skip[0]); i++) {
      begin();
      REP(KS(skip[i]));
      ADD(DR(0, 1), R(0), KS(1));
      ENDREP();
      MOV(DR(1, 1), KS(5));
      EXPECT("rep skipped", 0, 0, 0, 0, 0, 2, 2, 2, 2);
      UNIT_CHECK(res[0].r[1][0] == 5.0f, "rep %g: not on after ENDREP",
                 skip[i]);
   }

   /* nested LOOPs: the inner A0.x only; REP inside a LOOP keeps the
    * LOOP's */
   begin();
   LOOP(2, 1, 1);
   LOOP(2, 5, 2);
   ADD(DR(0, 1), R(0), TREL(0));   /* sets 5, 7 twice */
   ENDLOOP();
   REP(KS(1));
   ADD(DR(1, 1), R(1), TREL(0));   /* sets 1, 2 */
   ENDREP();
   ENDLOOP();
   /* LOOP + 2 * (LOOP + 2 * (ADD ENDLOOP) + REP ADD ENDREP ENDLOOP) */
   EXPECT("nested loops", 0, 240, 244, 248, 252, 19, 19, 19, 19);
   for (unsigned f = 0; f < NVP_FP_QUAD; f++)
      UNIT_CHECK(res[f].r[1][0] == 30.0f + 2.0f * (float)f,
                 "rep in loop: fragment %u R1.x %g", f, res[f].r[1][0]);
}

static void
run_brk_cases(void)
{
   /* BRK in nested loops leaves the inner one only */
   begin();
   REP(KS(3));
   REP(KS(5));
   ADD(DR(0, 1), R(0), KS(1));
   BRK(NVP_COND_NONE);
   ENDREP();
   ADD(DR(1, 1), R(1), KS(1));
   ENDREP();
   MOV(DR(2, 1), R(0));
   /* REP + 3 * (REP ADD BRK ADD ENDREP) + MOV */
   EXPECT("brk nested", 0, 3, 3, 3, 3, 17, 17, 17, 17);
   UNIT_CHECK(res[0].r[1][0] == 3.0f && res[3].r[2][0] == 3.0f,
              "brk nested: R1 %g R2 %g", res[0].r[1][0], res[3].r[2][0]);

   /* conditional BRK per fragment: fragments 0, 1 (CC.x > 0) leave
    * after one iteration, inside an IF whose ELSE the others run */
   begin();
   set_cc();
   REP(KS(4));
   ADD(DR(0, 1), R(0), KS(1));
   IF(NVP_COND_GT);
   BRK(NVP_COND_GT);
   ADD(DR(1, 1), R(1), KS(100));   /* skipped after the BRK */
   ELSE();
   ADD(DR(1, 1), R(1), KS(1));
   ENDIF();
   ENDREP();
   /* 0, 1: MOVC REP ADD IF BRK = 5; 2, 3: MOVC REP + 4 * (ADD IF ADD
    * ENDIF ENDREP) = 22 */
   EXPECT("brk per fragment", 0, 1, 1, 4, 4, 5, 5, 22, 22);
   UNIT_CHECK(res[0].r[1][0] == 0.0f && res[2].r[1][0] == 4.0f,
              "brk per fragment: R1 %g %g", res[0].r[1][0],
              res[2].r[1][0]);

   /* a BRK not taken counts */
   begin();
   REP(KS(2));
   BRK(NVP_COND_FL);
   ENDREP();
   EXPECT("brk not taken", 0, 0, 0, 0, 0, 5, 5, 5, 5);
}

static void
run_call_cases(void)
{
   /* sub: ADD; RET.  main: CAL sub twice */
   begin();
   LABEL(1);
   ADD(DR(0, 1), R(0), KS(1));
   RET(NVP_COND_NONE);
   LABEL(0);
   CAL(1, NVP_COND_NONE);
   CAL(1, NVP_COND_NONE);
   MOV(DR(1, 1), KS(9));
   /* CAL ADD RET CAL ADD RET MOV */
   EXPECT("cal ret", 0, 2, 2, 2, 2, 7, 7, 7, 7);

   /* conditional CAL (GT.x) and a not-taken CAL counted */
   begin();
   LABEL(1);
   ADD(DR(0, 1), R(0), KS(1));
   RET(NVP_COND_NONE);
   LABEL(0);
   set_cc();
   CAL(1, NVP_COND_GT);
   MOV(DR(1, 1), KS(9));
   EXPECT("cal conditional", 0, 1, 1, 0, 0, 5, 5, 3, 3);

   /* conditional RET inside the subroutine */
   begin();
   LABEL(1);
   RET(NVP_COND_LT);
   ADD(DR(0, 1), R(0), KS(1));
   RET(NVP_COND_NONE);
   LABEL(0);
   set_cc();
   CAL(1, NVP_COND_NONE);
   CAL(1, NVP_COND_NONE);
   EXPECT("ret conditional", 0, 2, 2, 0, 0, 9, 9, 5, 5);

   /* recursion: the fifth CAL overflows the stack of 4, the program
    * terminates with the outputs as they were */
   begin();
   LABEL(1);
   ADD(DR(0, 1), R(0), KS(1));
   CAL(1, NVP_COND_NONE);
   RET(NVP_COND_NONE);
   LABEL(0);
   MOV(DCOLR(), KS(0.5f));
   CAL(1, NVP_COND_NONE);
   MOV(DCOLR(), KS(1));
   /* MOV CAL + 4 * (ADD CAL) */
   EXPECT("recursion", 0, 4, 4, 4, 4, 10, 10, 10, 10);
   UNIT_CHECK(res[0].outputs[NVP_FRAG_COLR][0] == 0.5f,
              "recursion: output %g", res[0].outputs[NVP_FRAG_COLR][0]);

   /* RET from main terminates; per fragment when conditional */
   begin();
   set_cc();
   MOV(DR(0, 1), KS(1));
   RET(NVP_COND_LT);
   MOV(DR(0, 1), KS(2));
   RET(NVP_COND_NONE);
   MOV(DR(0, 1), KS(3));
   EXPECT("ret from main", 0, 2, 2, 1, 1, 5, 5, 3, 3);

   /* off the end inside a subroutine: terminates there */
   begin();
   CAL(1, NVP_COND_NONE);
   MOV(DR(1, 1), KS(5));
   LABEL(1);
   ADD(DR(0, 1), R(0), KS(1));
   EXPECT("end in subroutine", 0, 1, 1, 1, 1, 2, 2, 2, 2);
   UNIT_CHECK(res[0].r[1][0] == 0.0f, "end in subroutine: went on");

   /* a loop and an IF left open by RET are closed: the caller's REP
    * runs its three iterations */
   begin();
   LABEL(1);
   REP(KS(5));
   IF(NVP_COND_TR);
   ADD(DR(0, 1), R(0), KS(1));
   RET(NVP_COND_NONE);
   ENDIF();
   ENDREP();
   RET(NVP_COND_NONE);
   LABEL(0);
   REP(KS(3));
   CAL(1, NVP_COND_NONE);
   ENDREP();
   /* REP + 3 * (CAL REP IF ADD RET ENDREP) */
   EXPECT("ret closes blocks", 0, 3, 3, 3, 3, 19, 19, 19, 19);
}

/* The run-time depth limits, reached through a CAL. */
static void
run_depth_cases(void)
{
   for (unsigned depth = 47; depth <= 48; depth++) {
      begin();
      LABEL(1);
      IF(NVP_COND_TR);
      MOV(DR(0, 1), KS(1));
      ENDIF();
      RET(NVP_COND_NONE);
      LABEL(0);
      for (unsigned i = 0; i < depth; i++)
         IF(NVP_COND_TR);
      CAL(1, NVP_COND_NONE);
      for (unsigned i = 0; i < depth; i++)
         ENDIF();
      MOV(DR(1, 1), KS(2));
      if (depth == 47) {
         /* 47 IF + CAL IF MOV ENDIF RET + 47 ENDIF + MOV */
         EXPECT("if depth 47 + 1", 0, 1, 1, 1, 1, 100, 100, 100, 100);
      } else {
         /* the 49th IF terminates: 48 IF + CAL + IF */
         EXPECT("if depth 48 + 1", 0, 0, 0, 0, 0, 50, 50, 50, 50);
      }
   }
   for (unsigned depth = 3; depth <= 4; depth++) {
      begin();
      LABEL(1);
      REP(KS(1));
      MOV(DR(0, 1), KS(1));
      ENDREP();
      RET(NVP_COND_NONE);
      LABEL(0);
      for (unsigned i = 0; i < depth; i++)
         REP(KS(1));
      CAL(1, NVP_COND_NONE);
      for (unsigned i = 0; i < depth; i++)
         ENDREP();
      if (depth == 3)
         EXPECT("loop depth 3 + 1", 0, 1, 1, 1, 1, 11, 11, 11, 11);
      else
         EXPECT("loop depth 4 + 1", 0, 0, 0, 0, 0, 6, 6, 6, 6);
   }
}

/* MAX_PROGRAM_EXEC_INSTRUCTIONS_NV: MOV; REP 255 { ADD R1; REP 255 {
 * ADD R0 } }.  MOV, REP + 127 outer iterations of 513 = 65153; the
 * 128th: ADD R1, REP (65155), then ADD/ENDREP pairs: the 191st ADD is
 * the 65536th instruction, R0 = 127 * 255 + 191, and the program ends
 * there (the last MOV never runs). */
static void
run_bound_cases(void)
{
   begin();
   MOV(DCOLR(), KS(0.25f));
   REP(KS(255));
   ADD(DR(1, 1), R(1), KS(1));
   REP(KS(255));
   ADD(DR(0, 1), R(0), KS(1));
   ENDREP();
   ENDREP();
   MOV(DCOLR(), KS(1));
   run("bound");
   UNIT_CHECK(res[0].executed == 65536, "bound: executed %u",
              res[0].executed);
   UNIT_CHECK(res[0].r[0][0] == 127.0f * 255.0f + 191.0f &&
              res[0].r[1][0] == 128.0f, "bound: R0 %g R1 %g",
              res[0].r[0][0], res[0].r[1][0]);
   UNIT_CHECK(res[3].outputs[NVP_FRAG_COLR][0] == 0.25f,
              "bound: output %g", res[3].outputs[NVP_FRAG_COLR][0]);

   /* one instruction fewer in the program: the inner loop ends */
   begin();
   REP(KS(255));
   REP(KS(255));
   ADD(DR(0, 1), R(0), KS(1));
   ENDREP();
   ENDREP();
   MOV(DCOLR(), KS(1));
   /* REP + 255 * 512 = 130561 > 65536: 1 + 127 * 512 = 65025, then REP
    * (65026) and 255 pairs end at 65536 exactly: R0 = 128 * 255 */
   run("bound 2");
   UNIT_CHECK(res[0].executed == 65536 &&
              res[0].r[0][0] == 128.0f * 255.0f &&
              res[0].outputs[NVP_FRAG_COLR][0] == 0.0f,
              "bound 2: executed %u R0 %g", res[0].executed,
              res[0].r[0][0]);
}

static void
run_alu_cases(void)
{
   /* _SSAT: [-1, 1], NaN passes; _SAT beside it */
   begin();
   MOV(DR(0, 0xf), K(-2.0f, 0.5f, 3.0f, NAN))->saturate_signed = true;
   MOV(DR(1, 0xf), K(-2.0f, 0.5f, 3.0f, NAN))->saturate = true;
   if (run("ssat")) {
      const float *a = res[0].r[0], *b = res[0].r[1];
      UNIT_CHECK(a[0] == -1.0f && a[1] == 0.5f && a[2] == 1.0f &&
                 isnan(a[3]), "_SSAT: (%g, %g, %g, %g)", a[0], a[1], a[2],
                 a[3]);
      UNIT_CHECK(b[0] == 0.0f && b[2] == 1.0f && isnan(b[3]), "_SAT");
   }

   /* DIV: a true division by the scalar */
   begin();
   alu(NVP_OP_DIV, DR(0, 0xf), K(1, 2, 3, -4), swz(K(0, 3, 0, 0), 1),
       NONE);
   alu(NVP_OP_DIV, DR(1, 0xf), K(1, -1, 0, 1), KS(0), NONE);
   if (run("div")) {
      volatile float three = 3.0f;
      const float *a = res[0].r[0], *b = res[0].r[1];
      UNIT_CHECK(a[0] == 1.0f / three && a[1] == 2.0f / three &&
                 a[2] == 1.0f && a[3] == -4.0f / three,
                 "DIV: (%a, %a, %a, %a)", a[0], a[1], a[2], a[3]);
      UNIT_CHECK(b[0] == INFINITY && b[1] == -INFINITY && isnan(b[2]),
                 "DIV by 0: (%g, %g, %g)", b[0], b[1], b[2]);
   }

   /* DP2, DP2A; NRM with w = tmp.w * scale */
   begin();
   alu(NVP_OP_DP2, DR(0, 0xf), K(1, 2, 3, 4), K(5, 6, 7, 8), NONE);
   alu(NVP_OP_DP2A, DR(1, 0xf), K(1, 2, 3, 4), K(5, 6, 7, 8),
       K(100, 1000, 0, 0));
   alu(NVP_OP_NRM, DR(2, 0xf), K(3, 4, 0, 2), NONE, NONE);
   alu(NVP_OP_NRM, DR(3, 0xf), K(1, 1, 1, 1), NONE, NONE);
   if (run("dp2 nrm")) {
      volatile float one = 1.0f, three = 3.0f;
      float s = one / sqrtf(three);
      const float *a = res[1].r[0], *b = res[1].r[1], *c = res[1].r[2],
                  *d = res[1].r[3];
      UNIT_CHECK(a[0] == 17.0f && a[3] == 17.0f, "DP2 %g", a[0]);
      UNIT_CHECK(b[0] == 117.0f && b[2] == 117.0f, "DP2A %g", b[0]);
      UNIT_CHECK(c[0] == 3.0f * 0.2f && c[1] == 4.0f * 0.2f &&
                 c[2] == 0.0f && c[3] == 2.0f * 0.2f,
                 "NRM (%a, %a, %a, %a)", c[0], c[1], c[2], c[3]);
      UNIT_CHECK(d[0] == s && d[3] == s, "NRM (1,1,1,1): %a, want %a",
                 d[0], s);
   }

   /* fragment.facing: (+1 or -1, 0, 0, 1) */
   begin();
   MOV(DR(0, 0xf), F(NVP_FRAG_FACE));
   if (run("facing")) {
      for (unsigned f = 0; f < NVP_FP_QUAD; f++) {
         const float *v = res[f].r[0];
         UNIT_CHECK(v[0] == (f < 2 ? 1.0f : -1.0f) && v[1] == 0.0f &&
                    v[2] == 0.0f && v[3] == 1.0f, "facing %u: %g", f,
                    v[0]);
      }
   }
}

/* TXL hands coord.w to the callback as the level of detail. */
struct lod_log {
   unsigned calls;
   float lod, ddx0;
};

static void
texel(void *data, unsigned unit, enum nvp_tex_target target,
      const float coord[4], const float ddx[4], const float ddy[4],
      const float *lod, float out[4])
{
   struct lod_log *log = data;
   (void)ddy;
   log->calls++;
   log->lod = lod ? *lod : -1000.0f;
   log->ddx0 = ddx[0];
   out[0] = coord[0];
   out[1] = (float)unit;
   out[2] = (float)target;
   out[3] = lod ? *lod : -1.0f;
}

static void
run_texture_cases(void)
{
   struct lod_log log;
   struct nvp_instr *in;

   begin();
   in = alu(NVP_OP_TXL, DR(0, 0xf), K(0.5f, 0.25f, 0, 2.5f), NONE, NONE);
   in->tex_unit = 3;
   in->tex_target = NVP_TEX_2D;
   memset(&log, 0, sizeof(log));
   env.texel = texel;
   env.texel_data = &log;
   if (run("txl")) {
      UNIT_CHECK(log.calls == 4 && log.lod == 2.5f && log.ddx0 == 0.0f,
                 "TXL: %u calls, lod %g", log.calls, log.lod);
      UNIT_CHECK(res[2].r[0][0] == 0.5f && res[2].r[0][1] == 3.0f &&
                 res[2].r[0][3] == 2.5f, "TXL result");
   }

   /* TEX in divergent flow: only fragments 0 and 1 look up, their
    * d/dx of f[TEX0].x is 1 (fragments 2, 3 lend theirs) */
   begin();
   set_cc();
   IF(NVP_COND_GT);
   in = alu(NVP_OP_TEX, DR(0, 0xf), F(NVP_FRAG_TEX0), NONE, NONE);
   in->tex_unit = 0;
   in->tex_target = NVP_TEX_2D;
   ENDIF();
   memset(&log, 0, sizeof(log));
   if (run("tex in if")) {
      UNIT_CHECK(log.calls == 2 && log.ddx0 == 1.0f && log.lod == -1000.0f,
                 "TEX in IF: %u calls, ddx %g", log.calls, log.ddx0);
      UNIT_CHECK(res[1].r[0][0] == 1.0f && res[2].r[0][3] == 0.0f,
                 "TEX in IF: results");
   }
   env.texel = NULL;

   /* DDX in divergent flow: the IF part (fragments 0, 1, the bottom
    * row) runs first, then the ELSE part (2, 3) changes R0 and takes
    * its own DDX */
   begin();
   set_cc();
   MOV(DR(0, 1), F(NVP_FRAG_TEX0));   /* x = f */
   IF(NVP_COND_GT);
   alu(NVP_OP_DDX, DR(1, 0xf), R(0), NONE, NONE);
   ELSE();
   ADD(DR(0, 1), R(0), KS(10));
   alu(NVP_OP_DDX, DR(1, 0xf), R(0), NONE, NONE);
   ENDIF();
   if (run("ddx in if")) {
      /* IF part (0, 1): row 0 is (0, 1): 1.  ELSE part (2, 3): row 1
       * is (12, 13): 1; their R0 changed after the IF part's DDX */
      UNIT_CHECK(res[0].r[1][0] == 1.0f && res[1].r[1][0] == 1.0f &&
                 res[2].r[1][0] == 1.0f && res[3].r[1][0] == 1.0f,
                 "DDX in IF: %g %g %g %g", res[0].r[1][0],
                 res[1].r[1][0], res[2].r[1][0], res[3].r[1][0]);
   }

   /* a neighbour outside the IF lends its current value: fragments
    * 0, 2 are the left column; DDY of fragment 0 (bottom row) is top
    * (fragment 2, R0 = 2 then, not run) minus bottom */
   begin();
   set_cc();
   MOV(DR(0, 1), F(NVP_FRAG_TEX0));   /* x = f */
   IF(NVP_COND_GT);
   ADD(DR(0, 1), R(0), KS(100));
   alu(NVP_OP_DDY, DR(1, 0xf), R(0), NONE, NONE);
   ENDIF();
   if (run("ddy lent")) {
      UNIT_CHECK(res[0].r[1][0] == 2.0f - 100.0f &&
                 res[1].r[1][0] == 3.0f - 101.0f &&
                 res[2].r[1][0] == 0.0f,
                 "DDY with lent values: %g %g %g", res[0].r[1][0],
                 res[1].r[1][0], res[2].r[1][0]);
   }
}

/* ---- Program text: the parser's IR on the interpreter ---------------- */

#define F2 "!!ARBfp1.0\nOPTION NV_fragment_program2;\n"

/* Parses 'text' and runs it with program.env[0] = env0 (literals their
 * value); false (a failed check) when either refuses. */
static bool
run_text(const char *name, const char *text, const float env0[4])
{
   static float values[NVP_ARB_NUM_PARAMS][4];
   struct nvp_error err;
   struct nvp_program *p = nvp_parse(NVP_TARGET_ARB_FRAGMENT, text,
                                     strlen(text), &err);
   bool ok;

   UNIT_CHECK(p && p->kind == NVP_KIND_ARBFP_NV2, "%s: parse: %s", name,
              p ? "not NV2" : err.message);
   if (!p)
      return false;
   memset(values, 0, sizeof(values));
   for (unsigned k = 0; k < p->num_params && k < NVP_ARB_NUM_PARAMS; k++) {
      const struct nvp_param *q = &p->params[k];
      if (q->kind == NVP_PARAM_CONSTANT)
         memcpy(values[k], q->value, sizeof(values[k]));
      else if (q->kind == NVP_PARAM_ENV && q->index == 0)
         memcpy(values[k], env0, sizeof(values[k]));
   }
   env.params = (const float (*)[4])values;
   ok = nvp_execute_fp_quad(p, &env, res, &err);
   env.params = NULL;
   UNIT_CHECK(ok, "%s: refused: %s", name, err.message);
   nvp_program_free(p);
   return ok;
}

static void
expect_color(const char *name, unsigned f, float x, float y, float z,
             float w)
{
   const float *c = res[f].outputs[NVP_FRAG_COLR];
   UNIT_CHECK(unit_same_float(c[0], x, 0) && unit_same_float(c[1], y, 0) &&
              unit_same_float(c[2], z, 0) && unit_same_float(c[3], w, 0),
              "%s: fragment %u (%g, %g, %g, %g), want (%g, %g, %g, %g)",
              name, f, c[0], c[1], c[2], c[3], x, y, z, w);
}

static void
run_text_cases(void)
{
   static const float spec_cc[4] = { -2.0f, 0.0f, 2.0f, NAN };
   static const float none[4];

   /* the spec's example: CC (LT,EQ,GT,UN); "CAL label1 (LT.xyzw); #
    * call taken", "CAL label2 (LT.wyzw); # call not taken" */
   if (run_text("spec CAL example",
                F2 "TEMP t, r;\nlabel1:\nADD r.x, r.x, 1;\nRET;\n"
                "label2:\nADD r.y, r.y, 1;\nRET;\nmain:\nMOV r, 0;\n"
                "MOVC t, program.env[0];\nCAL label1 (LT.xyzw);\n"
                "CAL label2 (LT.wyzw);\nMOV result.color, r;\nEND",
                spec_cc)) {
      expect_color("spec CAL example", 0, 1, 0, 0, 0);
      /* MOV MOVC CAL ADD RET CAL MOV */
      UNIT_CHECK(res[0].executed == 7, "spec CAL: executed %u",
                 res[0].executed);
   }

   /* the spec's "LOOP {5, 0, 1}; # 5 iterations with loop index at
    * 0,1,2,3,4" over texcoord sets 10 n + f */
   if (run_text("spec LOOP example",
                F2 "TEMP r;\nMOV r, 0;\nLOOP {5, 0, 1};\n"
                "ADD r, r, fragment.texcoord[A0.x];\nENDLOOP;\n"
                "MOV result.color, r;\nEND", none)) {
      for (unsigned f = 0; f < NVP_FP_QUAD; f++)
         expect_color("spec LOOP example", f, 100.0f + 5.0f * (float)f,
                      10, 0, 5);
   }

   /* facing and the colour per fragment: back-facing fragments 2 and 3
    * take the ELSE part */
   if (run_text("facing IF",
                F2 "TEMP t;\nSLTC t.x, fragment.facing.x, 0;\nIF EQ.x;\n"
                "MOV result.color, fragment.color;\nELSE;\n"
                "MOV_SSAT result.color, -fragment.color.x;\nENDIF;\nEND",
                none)) {
      expect_color("facing IF", 0, 1, 0, 0, 0);
      expect_color("facing IF", 1, 2, 0, 0, 0);
      expect_color("facing IF", 2, 1, 1, 1, 1);
      expect_color("facing IF", 3, 1, 1, 1, 1);
   }

   /* DIV, DP2A and NRM as written in text: (6, 8) / 2, dot + 0.5, and
    * (0, 6, 8) normalised with w = 1 * 0.1 */
   if (run_text("text ALU",
                F2 "TEMP r;\nDIV r, {6, 8, 0, 1}, program.env[0].y;\n"
                "DP2A r.z, r, {1, 1, 0, 0}, {0.5, 0, 0, 0};\n"
                "NRM r.xyw, {0, 6, 8, 1};\nMOV result.color, r;\nEND",
                (const float[4]){ 0, 2, 0, 0 })) {
      volatile float one = 1.0f, ten = 10.0f;
      float sc = one / sqrtf(ten * ten);
      expect_color("text ALU", 0, 0, 6 * sc, 7.5f, 1 * sc);
   }
}

/* Malformed IR is refused, never run. */
static void
run_refused_cases(void)
{
   struct nvp_error err;
   struct nvp_program *p;

   /* each case: a valid program, then one field broken */
   for (unsigned c = 0; c < 7; c++) {
      begin();
      LABEL(1);
      RET(NVP_COND_NONE);
      LABEL(0);
      LOOP(2, 0, 1);                           /* 1 */
      IF(NVP_COND_TR);                         /* 2 */
      ADD(DR(0, 1), R(0), TREL(0));            /* 3 */
      BRK(NVP_COND_NONE);                      /* 4 */
      ENDIF();                                 /* 5 */
      ENDLOOP();                               /* 6 */
      CAL(1, NVP_COND_NONE);                   /* 7 */
      ADD(DR(0, 1), R(0), KS(1));              /* 8 */
      p = (struct nvp_program *)finish();
      switch (c) {
      case 0: break;                                  /* valid */
      case 1: p->instrs[5].target = 1; break;         /* ENDIF -> LOOP */
      case 2: p->instrs[4].target = 5; break;         /* BRK -> ENDIF */
      case 3: p->instrs[7].target = 3; break;         /* CAL into a block */
      case 4: p->entry = 2; break;                    /* entry in a block */
      case 5: p->instrs[8].src[1] = TREL(0); break;   /* A0 outside LOOP */
      default: p->num_instrs = 6; break;              /* LOOP not closed */
      }
      bool ok = nvp_execute_fp_quad(p, &env, res, &err);
      UNIT_CHECK(ok == (c == 0), "refused case %u: %s", c,
                 ok ? "ran" : err.message);
   }
}

int
main(void)
{
   reset_env();
   run_if_cases();
   run_loop_cases();
   run_brk_cases();
   run_call_cases();
   run_depth_cases();
   run_bound_cases();
   run_alu_cases();
   run_texture_cases();
   run_refused_cases();
   run_text_cases();
   printf("%u checks, %u failures\n", unit_checks, unit_failures);
   return unit_failures ? 1 : 0;
}
