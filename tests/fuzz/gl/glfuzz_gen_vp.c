/*
 * Valid vertex programs: !!VP1.0, !!VP1.1, !!VP2.0 and !!VSP1.0 in
 * NV_vertex_program's syntax, and !!ARBvp1.0 with OPTION
 * NV_vertex_program2 or 3 in ARB's.  VP2 and the ARB options get
 * counted loops, forward branches, loops that only the spec's 65536
 * executed instructions end, CAL/RET (recursion past the call stack
 * included) and condition codes; NV3 also texture fetches and
 * PUSHA/POPA.
 */
#include "glfuzz_gen.h"

/* R12 to R15 count loops; the random instructions keep off them. */
#define VP_TEMPS 12

static const char *const nv_attrs[] = {
   "v[OPOS]", "v[COL0]", "v[TEX0]", "v[NRML]", "v[3]",
};
static const char *const nv_outs[] = {
   "o[COL0]", "o[COL1]", "o[TEX0]", "o[TEX1]", "o[BFC0]", "o[FOGC]",
   "o[PSIZ]",
};
static const char *const vsp_attrs[] = { "v[0]" };
static const char *const vsp_outs[] = { "c[20]", "c[21]", "c[90]" };
static const char *const arb_attrs[] = {
   "vertex.position", "vertex.color", "vertex.texcoord[0]",
   "vertex.normal",
};
static const char *const arb_outs[] = {
   "result.color", "result.color.secondary", "result.texcoord[0]",
   "result.texcoord[1]",
};

#define N(a) (sizeof(a) / sizeof((a)[0]))

struct vp_gen {
   struct gf_prog *p;
   struct gf_lang lang;
   bool flow;          /* branches, labels and CC (VP2, the options) */
   bool nv3;
   unsigned labels;
   unsigned instrs;
};

static void vp_block(struct vp_gen *g, unsigned depth);

/* A counted loop on R<12 + depth>.x: c[n].w is 1 to 4 (glfuzz_gl.c's
 * parameters); now and then one that only the 65536 bound ends. */
static void
vp_loop(struct vp_gen *g, unsigned depth)
{
   unsigned l = g->labels++;

   gf_put(g->p, "MOV R%u.x, c[%u].w;\nL%u:\n", 12 + depth, gf_rnd(64), l);
   vp_block(g, depth + 1);
   gf_put(g->p, "SUBC R%u.x, R%u.x, c[%u].y;\n", 12 + depth, 12 + depth,
          gf_rnd(64));
   gf_put(g->p, "BRA L%u (%s);\n", l, gf_rnd(16) ? "GT.x" : "TR");
}

static void
vp_block(struct vp_gen *g, unsigned depth)
{
   unsigned n = 1 + gf_rnd(6);

   for (unsigned i = 0; i < n && g->instrs < 60; i++) {
      unsigned k = g->flow ? gf_rnd(12) : 0;

      g->instrs++;
      if (k == 1 && depth < 2) {
         vp_loop(g, depth);
      } else if (k == 2) {
         unsigned l = g->labels++;
         gf_put(g->p, "BRA L%u (", l);
         gf_cond(g->p);
         gf_put(g->p, ");\n");
         vp_block(g, depth + 1);
         gf_put(g->p, "L%u:\n", l);
      } else if (k == 3) {
         gf_put(g->p, "CAL S%u", gf_rnd(2));
         if (gf_rnd(2)) {
            gf_put(g->p, " (");
            gf_cond(g->p);
            gf_put(g->p, ")");
         }
         gf_put(g->p, ";\n");
      } else if (k == 4) {
         gf_put(g->p, "ARL A0.x, R%u.%c;\n", gf_rnd(VP_TEMPS),
                "xyzw"[gf_rnd(4)]);
      } else if (k == 5 && g->nv3) {
         gf_put(g->p, "%s R%u, vertex.texcoord[0], texture[%u], 2D;\n",
                gf_rnd(2) ? "TEX" : "TXL", gf_rnd(VP_TEMPS), gf_rnd(2));
      } else if (k == 6 && g->nv3) {
         gf_put(g->p, "PUSHA A0;\n");
         vp_block(g, depth + 1);
         gf_put(g->p, "POPA A0;\n");
      } else {
         gf_alu(g->p, &g->lang);
      }
   }
}

/* S0 and S1 after main's RET; S1 calls S0, and S0 sometimes itself (the
 * call stack of four ends it). */
static void
vp_subs(struct vp_gen *g)
{
   gf_put(g->p, "RET;\nS0:\n");
   vp_block(g, 2);
   if (gf_rnd(8) == 0)
      gf_put(g->p, "CAL S0;\n");
   gf_put(g->p, "RET;\nS1:\n");
   vp_block(g, 2);
   gf_put(g->p, "CAL S0;\n");
}

static void
vp_nv(struct vp_gen *g)
{
   struct gf_prog *p = g->p;
   enum gf_kind kind = p->kind;
   bool state = kind == GF_VSP10;
   bool invariant = (kind == GF_VP11 || kind == GF_VP20) && gf_rnd(3) == 0;

   g->lang = (struct gf_lang) {
      .ops = kind == GF_VP20 ? GF_L_VP2 | GF_L_VP11 | GF_L_VP1 :
             kind == GF_VP11 ? GF_L_VP11 | GF_L_VP1 : GF_L_VP1,
      .cc = kind == GF_VP20, .abs = kind == GF_VP20,
      .temps = VP_TEMPS,
      .param = "c[%u]", .params = kind == GF_VP20 ? 256 : 96,
      /* VP1.1 keeps relative c[] reads out of position-invariant
       * programs */
      .rel = invariant && kind == GF_VP11 ? NULL : "c[A0.x + %u]",
      .attrs = state ? vsp_attrs : nv_attrs,
      .n_attrs = state ? N(vsp_attrs) : N(nv_attrs),
      .outs = state ? vsp_outs : nv_outs,
      .n_outs = state ? N(vsp_outs) : N(nv_outs),
   };
   g->flow = kind == GF_VP20;
   gf_put(p, "!!%s\n", state ? "VSP1.0" : kind == GF_VP10 ? "VP1.0" :
          kind == GF_VP11 ? "VP1.1" : "VP2.0");
   if (invariant)
      gf_put(p, "OPTION NV_position_invariant;\n");
   gf_put(p, "ARL A0.x, c[%u].x;\n", gf_rnd(96));
   if (!state && !invariant)
      gf_put(p, "MOV o[HPOS], v[OPOS];\n");
   vp_block(g, 0);
   if (state)
      gf_put(p, "MOV c[%u], R%u;\n", gf_rnd(96), gf_rnd(VP_TEMPS));
   else
      gf_put(p, "MOV o[COL0], R%u;\n", gf_rnd(VP_TEMPS));
   if (g->flow)
      vp_subs(g);
   gf_put(p, "END\n");
}

static void
vp_arb(struct vp_gen *g)
{
   struct gf_prog *p = g->p;
   bool invariant = gf_rnd(4) == 0;

   g->nv3 = p->kind == GF_ARBVP_NV3;
   g->flow = true;
   g->lang = (struct gf_lang) {
      .ops = GF_L_VP2 | GF_L_VP11 | GF_L_VP1 | GF_L_ARBVP,
      .cc = true, .abs = true, .sat = g->nv3,
      .temps = VP_TEMPS,
      .param = "c[%u]", .params = 96,
      .rel = "c[A0.x + %u]",
      .attrs = arb_attrs, .n_attrs = N(arb_attrs),
      .outs = arb_outs, .n_outs = N(arb_outs),
   };
   gf_put(p, "!!ARBvp1.0\nOPTION NV_vertex_program%c;\n",
          g->nv3 ? '3' : '2');
   if (invariant)
      gf_put(p, "OPTION ARB_position_invariant;\n");
   gf_put(p, "TEMP R0, R1, R2, R3, R4, R5, R6, R7, R8, R9, R10, R11, "
          "R12, R13, R14, R15;\nADDRESS A0;\n"
          "PARAM c[96] = { program.env[0..95] };\n"
          "ARL A0.x, c[%u].x;\n", gf_rnd(96));
   if (!invariant)
      gf_put(p, "MOV result.position, vertex.position;\n");
   vp_block(g, 0);
   gf_put(p, "MOV result.color, R%u;\n", gf_rnd(VP_TEMPS));
   vp_subs(g);
   gf_put(p, "END\n");
}

void
gf_gen_vertex(struct gf_prog *p)
{
   struct vp_gen g = { .p = p };

   if (p->kind == GF_ARBVP_NV2 || p->kind == GF_ARBVP_NV3)
      vp_arb(&g);
   else
      vp_nv(&g);
}
