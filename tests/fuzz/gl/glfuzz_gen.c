/*
 * The random stream, the text buffer and the arithmetic instructions
 * shared by the program generators (glfuzz_gen.h).
 */
#include "glfuzz_gen.h"

#include <stdarg.h>
#include <stdio.h>

#include "gen_text.h"

const char *const gf_kind_names[GF_KIND_COUNT] = {
   "VP1.0", "VP1.1", "VP2.0", "VSP1.0", "FP1.0",
   "ARBvp+NV2", "ARBvp+NV3", "ARBfp+NV", "ARBfp+NV2", "NVvp4.0",
   "NVfp4.0", "NVgp4.0",
};

static uint64_t gf_state;

/* splitmix64: every (seed, index) starts a stream of its own */
static uint64_t
gf_next(void)
{
   uint64_t z = (gf_state += 0x9e3779b97f4a7c15ull);

   z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
   z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
   return z ^ (z >> 31);
}

void
gf_seed(uint64_t seed, uint64_t index)
{
   gf_state = seed * 0xd1342543de82ef95ull + index;
   gf_next();
}

unsigned
gf_rnd(unsigned n)
{
   return n ? (unsigned)(gf_next() % n) : 0;
}

void
gf_put(struct gf_prog *p, const char *fmt, ...)
{
   va_list ap;

   va_start(ap, fmt);
   gen_vappend(p->text, sizeof(p->text), &p->len, fmt, ap);
   va_end(ap);
}

enum gf_sig {
   SIG_V1,     /* one vector operand */
   SIG_V2,     /* two */
   SIG_V3,     /* three */
   SIG_S1,     /* one scalar operand */
   SIG_S2,     /* two scalar operands (POW) */
};

/* The precision suffixes an instruction takes in the fragment
 * languages (nvp_opcodes.c): none, "R"/"H", or "R"/"H"/"X". */
enum { P_NONE, P_RH, P_RHX };

struct gf_op {
   const char *name;
   enum gf_sig sig;
   unsigned langs;
   unsigned prec;
};

#define VP1_UP (GF_L_VP1 | GF_L_VP11 | GF_L_VP2)
#define VP11_UP (GF_L_VP11 | GF_L_VP2)
#define FP_ALL (GF_L_FP | GF_L_FPO)

static const struct gf_op gf_ops[] = {
   { "MOV", SIG_V1, VP1_UP | FP_ALL, P_RHX },
   { "MUL", SIG_V2, VP1_UP | FP_ALL, P_RHX },
   { "ADD", SIG_V2, VP1_UP | FP_ALL, P_RHX },
   { "MAD", SIG_V3, VP1_UP | FP_ALL, P_RHX },
   { "DP3", SIG_V2, VP1_UP | FP_ALL, P_RHX },
   { "DP4", SIG_V2, VP1_UP | FP_ALL, P_RHX },
   { "DST", SIG_V2, VP1_UP | FP_ALL, P_RH },
   { "MIN", SIG_V2, VP1_UP | FP_ALL, P_RHX },
   { "MAX", SIG_V2, VP1_UP | FP_ALL, P_RHX },
   { "SLT", SIG_V2, VP1_UP | FP_ALL, P_RHX },
   { "SGE", SIG_V2, VP1_UP | FP_ALL, P_RHX },
   { "RCP", SIG_S1, VP1_UP | FP_ALL, P_RH },
   { "RSQ", SIG_S1, VP1_UP | FP_ALL, P_RH },
   { "LIT", SIG_V1, VP1_UP | FP_ALL, P_RH },
   { "EXP", SIG_S1, VP1_UP, P_NONE },
   { "LOG", SIG_S1, VP1_UP, P_NONE },
   { "DPH", SIG_V2, VP11_UP | GF_L_FPO, P_RHX },
   { "RCC", SIG_S1, VP11_UP, P_NONE },
   { "SUB", SIG_V2, VP11_UP | FP_ALL, P_RHX },
   { "ABS", SIG_V1, VP11_UP | GF_L_FPO, P_RHX },
   { "COS", SIG_S1, GF_L_VP2 | FP_ALL, P_RH },
   { "SIN", SIG_S1, GF_L_VP2 | FP_ALL, P_RH },
   { "EX2", SIG_S1, GF_L_VP2 | FP_ALL, P_RH },
   { "LG2", SIG_S1, GF_L_VP2 | FP_ALL, P_RH },
   { "FLR", SIG_V1, GF_L_VP2 | FP_ALL, P_RHX },
   { "FRC", SIG_V1, GF_L_VP2 | FP_ALL, P_RHX },
   { "SEQ", SIG_V2, GF_L_VP2 | FP_ALL, P_RHX },
   { "SFL", SIG_V2, GF_L_VP2 | FP_ALL, P_RHX },
   { "SGT", SIG_V2, GF_L_VP2 | FP_ALL, P_RHX },
   { "SLE", SIG_V2, GF_L_VP2 | FP_ALL, P_RHX },
   { "SNE", SIG_V2, GF_L_VP2 | FP_ALL, P_RHX },
   { "STR", SIG_V2, GF_L_VP2 | FP_ALL, P_RHX },
   { "SSG", SIG_V1, GF_L_VP2, P_NONE },
   { "POW", SIG_S2, GF_L_ARBVP | FP_ALL, P_RH },
   { "LRP", SIG_V3, FP_ALL, P_RHX },
   { "DDX", SIG_V1, FP_ALL, P_RH },
   { "DDY", SIG_V1, FP_ALL, P_RH },
   { "X2D", SIG_V3, FP_ALL, P_RH },
};

#define GF_N_OPS (sizeof(gf_ops) / sizeof(gf_ops[0]))

static const char *const gf_masks[] = {
   "", ".x", ".y", ".z", ".w", ".xy", ".xz", ".yw", ".xyz", ".xyzw",
};

void
gf_cond(struct gf_prog *p)
{
   static const char *const conds[] = {
      "EQ", "GE", "GT", "LE", "LT", "NE", "TR", "FL",
   };

   gf_put(p, "%s", conds[gf_rnd(8)]);
   switch (gf_rnd(3)) {
   case 0:
      break;
   case 1:
      gf_put(p, ".%c", "xyzw"[gf_rnd(4)]);
      break;
   default:
      gf_put(p, ".%c%c%c%c", "xyzw"[gf_rnd(4)], "xyzw"[gf_rnd(4)],
             "xyzw"[gf_rnd(4)], "xyzw"[gf_rnd(4)]);
   }
}

/* One source: a temp, the instruction's one constant (direct or
 * relative, fixed per instruction) or its one input, negated, |abs|,
 * swizzled; 'scalar' gives it one component. */
static void
gf_src(struct gf_prog *p, const struct gf_lang *l, const char *konst,
       const char *attr, bool scalar)
{
   unsigned k = gf_rnd(4);
   bool abs = l->abs && gf_rnd(6) == 0;

   gf_put(p, "%s%s", gf_rnd(4) == 0 ? "-" : "", abs ? "|" : "");
   if (k == 0)
      gf_put(p, "%s", konst);
   else if (k == 1)
      gf_put(p, "%s", attr);
   else
      gf_put(p, "R%u", gf_rnd(l->temps));
   if (scalar)
      gf_put(p, ".%c", "xyzw"[gf_rnd(4)]);
   else if (gf_rnd(3) == 0)
      gf_put(p, ".%c%c%c%c", "xyzw"[gf_rnd(4)], "xyzw"[gf_rnd(4)],
             "xyzw"[gf_rnd(4)], "xyzw"[gf_rnd(4)]);
   gf_put(p, "%s", abs ? "|" : "");
}

void
gf_alu(struct gf_prog *p, const struct gf_lang *l)
{
   const struct gf_op *op;
   char konst[64], attr[64];

   do
      op = &gf_ops[gf_rnd(GF_N_OPS)];
   while (!(op->langs & l->ops));

   gf_put(p, "%s", op->name);
   if (l->prec && op->prec != P_NONE && gf_rnd(2))
      gf_put(p, "%c", "RHX"[gf_rnd(op->prec == P_RHX ? 3 : 2)]);
   if (l->cc && gf_rnd(4) == 0)
      gf_put(p, "C");
   if (l->sat && op->prec != P_NONE && gf_rnd(5) == 0)
      gf_put(p, "_SAT");

   if (l->n_outs && gf_rnd(5) == 0)
      gf_put(p, " %s", l->outs[gf_rnd(l->n_outs)]);
   else
      gf_put(p, " R%u", gf_rnd(l->temps));
   gf_put(p, "%s", gf_masks[gf_rnd(10)]);
   if (l->cc && gf_rnd(6) == 0) {
      gf_put(p, " (");
      gf_cond(p);
      gf_put(p, ")");
   }

   if (l->rel && gf_rnd(4) == 0)
      snprintf(konst, sizeof(konst), l->rel, gf_rnd(24));
   else
      snprintf(konst, sizeof(konst), l->param, gf_rnd(l->params));
   snprintf(attr, sizeof(attr), "%s", l->attrs[gf_rnd(l->n_attrs)]);

   unsigned n = op->sig == SIG_V3 ? 3 : op->sig == SIG_V2 ||
                op->sig == SIG_S2 ? 2 : 1;
   for (unsigned i = 0; i < n; i++) {
      gf_put(p, ", ");
      gf_src(p, l, konst, attr, op->sig == SIG_S1 || op->sig == SIG_S2);
   }
   gf_put(p, ";\n");
}

void
gf_generate(struct gf_prog *p, uint64_t seed, uint64_t index)
{
   gf_seed(seed, index);
   p->kind = (enum gf_kind)gf_rnd(GF_KIND_COUNT);
   p->len = 0;
   p->text[0] = '\0';
   if (p->kind == GF_GP4VP || p->kind == GF_GP4FP || p->kind == GF_GP4GP)
      gf_gen_gp4(p);
   else if (p->kind == GF_FP10 || p->kind == GF_ARBFP_NV ||
            p->kind == GF_ARBFP_NV2)
      gf_gen_fragment(p);
   else
      gf_gen_vertex(p);
}
