/*
 * Valid fragment programs: !!FP1.0 (precision, condition codes, named
 * and defined constants, pack/unpack, TEX, KIL), !!ARBfp1.0 with OPTION
 * NV_fragment_program in ARB's syntax, and with NV_fragment_program2
 * the flow-heavy programs of tests/gen/fp2_gen.h.
 */
#include "glfuzz_gen.h"

#include <string.h>

static unsigned
fp2_rnd(unsigned n)
{
   return gf_rnd(n);
}

#include "fp2_gen.h"

#define FP_TEMPS 8

static const char *const nv_attrs[] = {
   "f[COL0]", "f[COL1]", "f[TEX0]", "f[WPOS]", "f[FOGC]",
};
static const char *const arb_attrs[] = {
   "fragment.color", "fragment.color.secondary", "fragment.texcoord[0]",
   "fragment.position",
};

#define N(a) (sizeof(a) / sizeof((a)[0]))

/* The instructions of both fragment languages besides gf_alu()'s:
 * texture, kill, pack and unpack, the named constants of !!FP1.0. */
static void
fp_special(struct gf_prog *p, bool nv)
{
   unsigned r = gf_rnd(FP_TEMPS), s = gf_rnd(FP_TEMPS);

   switch (gf_rnd(5)) {
   case 0:
      if (nv)
         gf_put(p, "TEX R%u, f[TEX0], TEX%u, 2D;\n", r, gf_rnd(2));
      else
         gf_put(p, "TEX R%u, fragment.texcoord[0], texture[%u], 2D;\n",
                r, gf_rnd(2));
      break;
   case 1:
      gf_put(p, "KIL ");
      gf_cond(p);
      gf_put(p, ";\n");
      break;
   case 2:
      gf_put(p, "PK2H R%u, R%u;\nUP2H R%u, R%u.x;\n", r, s, s, r);
      break;
   case 3:
      if (nv)
         gf_put(p, "ADDR R%u, R%u, k0;\n", r, s);
      else
         gf_put(p, "KIL R%u;\n", r);
      break;
   default:
      if (nv)
         gf_put(p, "MULH R%u, np0, R%u;\n", r, s);
      else
         gf_put(p, "MOVC R%u, R%u;\n", r, s);
   }
}

static void
fp_body(struct gf_prog *p, const struct gf_lang *l, bool nv)
{
   unsigned n = 1 + gf_rnd(40);

   for (unsigned i = 0; i < n; i++) {
      if (gf_rnd(6) == 0)
         fp_special(p, nv);
      else
         gf_alu(p, l);
   }
}

void
gf_gen_fragment(struct gf_prog *p)
{
   struct gf_lang l = {
      .ops = GF_L_FP, .cc = true, .prec = true, .sat = true,
      .abs = true, .temps = FP_TEMPS,
   };

   if (p->kind == GF_ARBFP_NV2) {
      static struct fp2_gen g;

      fp2_program(&g);
      memcpy(p->text, g.text, g.len + 1);
      p->len = g.len;
   } else if (p->kind == GF_FP10) {
      l.param = "p[%u]";
      l.params = 64;
      l.attrs = nv_attrs;
      l.n_attrs = N(nv_attrs);
      gf_put(p, "!!FP1.0\nDECLARE np0 = {0.5, 1, 2, 4};\n"
             "DEFINE k0 = {0.25, -1, 3, 0};\n");
      fp_body(p, &l, true);
      gf_put(p, "MOV%s o[COLR], R%u;\nEND\n", gf_rnd(2) ? "R" : "",
             gf_rnd(FP_TEMPS));
   } else {
      l.ops |= GF_L_FPO;
      l.param = "c[%u]";
      l.params = 32;
      l.attrs = arb_attrs;
      l.n_attrs = N(arb_attrs);
      gf_put(p, "!!ARBfp1.0\nOPTION NV_fragment_program;\n"
             "TEMP R0, R1, R2, R3, R4, R5, R6, R7;\n"
             "PARAM c[32] = { program.env[0..31] };\n");
      fp_body(p, &l, false);
      gf_put(p, "MOV result.color, R%u;\nEND\n", gf_rnd(FP_TEMPS));
   }
}
