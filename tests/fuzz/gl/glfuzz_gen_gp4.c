/*
 * Valid NV_gpu_program4 programs: "!!NVvp4.0", "!!NVfp4.0" and
 * "!!NVgp4.0" (a triangle in, a triangle strip out) with .F/.S/.U
 * arithmetic, integer and bit operations, conversions, .SAT/.SSAT,
 * condition codes and their tests, IF/ELSE, REP with and without a
 * count, BRK, CONT, CAL/RET, KIL, relative PARAM reads and the members of
 * BUFFER and BUFFER4 variables (NV_parameter_buffer_object).
 *
 * The same shapes as tests/unit/gp4_random.py, which drives the
 * emitter's differential test; here each program is drawn through the
 * GL.  Every loop ends within a few trips: a REP has a count of at most
 * 3, or no count and a BRK (TR) before its ENDREP, so that a fragment
 * program over the whole window stays cheap.
 */
#include "glfuzz_gen.h"

#define N(a) (sizeof(a) / sizeof((a)[0]))

static const char *const ops_f[] = {
   "ADD", "SUB", "MUL", "MIN", "MAX", "SEQ", "SNE", "SLT", "SGE", "SGT",
   "SLE", "DP3", "DP4", "DPH", "DP2", "XPD", "DST", "RFL",
};
static const char *const ops_f1[] = {
   "MOV", "ABS", "FLR", "CEIL", "ROUND", "TRUNC", "FRC", "SSG", "NRM",
   "LIT",
};
static const char *const ops_sc[] = {
   "RCP", "RSQ", "EX2", "LG2", "COS", "SIN", "RCC", "SCS",
};
static const char *const ops_i[] = {
   "ADD", "SUB", "MUL", "MIN", "MAX", "AND", "OR", "XOR", "SEQ", "SNE",
   "SLT", "SGE", "SGT", "SLE",
};
static const char *const ops_i1[] = { "MOV", "ABS", "NOT" };
static const char *const ops_vs[] = { "DIV", "MOD", "SHL", "SHR" };
static const char *const ops_round[] = { "FLR", "CEIL", "ROUND", "TRUNC" };
/* Table X.16 */
static const char *const tests[] = {
   "EQ", "NE", "GT", "LT", "GE", "LE", "TR", "FL", "NAN", "LEG", "CF",
   "NCF", "OF", "NOF", "AB", "BLE", "SF", "NSF",
};
static const char *const swizzles[] = { "", ".x", ".yzwx", ".xxyy", ".w" };
static const char *const masks[] = { "", ".x", ".xy", ".yzw", ".xyzw" };

#define PICK(a) ((a)[gf_rnd(N(a))])

enum block { B_IF, B_ELSE, B_REP, B_REPN };

struct gp4_gen {
   struct gf_prog *p;
   enum block blocks[4];
   unsigned depth;
   bool fragment;
};

/* A variable of type t ('F', 'S', 'U'). */
static const char *
reg(char t)
{
   static const char *const f[] = { "r", "s" }, *const i[] = { "i", "j" };

   return t == 'F' ? PICK(f) : t == 'S' ? PICK(i) : "u";
}

static void
test(struct gf_prog *p)
{
   static const char *const comps[] = { "x", "y", "xyzw" };

   gf_put(p, "%s%s.%s", PICK(tests), gf_rnd(2) ? "1" : "", PICK(comps));
}

/* An operand of type t: a variable, a parameter, a relative PARAM
 * member, a buffer member, or a literal. */
static void
src(struct gf_prog *p, char t)
{
   unsigned k = gf_rnd(20);

   if (k < 3) {
      if (t == 'F')
         gf_put(p, "{%d, %g, 0.5, %d}", (int)gf_rnd(5) - 2,
                gf_rnd(2) ? 2.5 : -0.0, (int)gf_rnd(3));
      else if (t == 'U')
         gf_put(p, "{%u, 1, 7, 4294967295}", gf_rnd(9));
      else
         gf_put(p, "{%d, -1, 7, 2147483647}", (int)gf_rnd(9) - 4);
      return;
   }
   if (k < 5) {
      gf_put(p, "p%u%s", gf_rnd(2), PICK(swizzles));
      return;
   }
   if (k == 5) {
      /* "pa[i.x + n]": the offset in [0, size - 1] */
      gf_put(p, "pa[j.x + %u]", gf_rnd(4));
      return;
   }
   if (k == 6) {
      if (t == 'F')
         gf_put(p, "b4[%u]%s", gf_rnd(4), PICK(swizzles));
      else if (t == 'U')
         gf_put(p, "bu[i.y + %u]", gf_rnd(8));
      else
         gf_put(p, "b4[j.x]");
      return;
   }
   gf_put(p, "%s%s%s", t != 'U' && gf_rnd(3) == 0 ? "-" : "", reg(t),
          PICK(swizzles));
}

/* " (" <test> ")" one time in 'odds': a condition-code mask, or the
 * condition of BRK, CONT and CAL. */
static void
cc_mask(struct gf_prog *p, unsigned odds)
{
   if (gf_rnd(odds) == 0) {
      gf_put(p, " (");
      test(p);
      gf_put(p, ")");
   }
}

static const char *
cc_update(void)
{
   static const char *const c[] = { "", "", ".CC", ".CC1" };

   return PICK(c);
}

static void
close_block(struct gp4_gen *g, enum block b)
{
   if (b == B_REPN)
      gf_put(g->p, "BRK (TR);\n");
   gf_put(g->p, b == B_IF || b == B_ELSE ? "ENDIF;\n" : "ENDREP;\n");
}

static bool
in_loop(const struct gp4_gen *g)
{
   for (unsigned d = 0; d < g->depth; d++) {
      if (g->blocks[d] == B_REP || g->blocks[d] == B_REPN)
         return true;
   }
   return false;
}

static void
arith(struct gf_prog *p)
{
   static const char types[] = "FSU";
   static const char *const sats[] = { "", "", ".SAT", ".SSAT" };
   char t = types[gf_rnd(3)];
   unsigned kind = gf_rnd(10);

   if (t == 'F') {
      const char *op = kind < 5 ? PICK(ops_f) : kind < 8 ? PICK(ops_f1)
                                                         : PICK(ops_sc);
      gf_put(p, "%s%s%s %s%s", op, PICK(sats), cc_update(), reg('F'),
             PICK(masks));
      cc_mask(p, 5);
      gf_put(p, ", ");
      if (kind >= 8) {
         gf_put(p, "%s.x", reg('F'));
      } else {
         src(p, 'F');
         if (kind < 5) {
            gf_put(p, ", ");
            src(p, 'F');
         }
      }
      gf_put(p, ";\n");
      return;
   }
   const char *op = kind < 5 ? PICK(ops_i) : kind < 7 ? PICK(ops_i1) :
                    kind < 9 ? PICK(ops_vs) : PICK(ops_round);
   gf_put(p, "%s.%c%s %s%s", op, t, cc_update(), reg(t), PICK(masks));
   cc_mask(p, 5);
   gf_put(p, ", ");
   if (kind == 9) {
      src(p, 'F');
   } else {
      src(p, t);
      if (kind < 5) {
         gf_put(p, ", ");
         src(p, t);
      } else if (kind >= 7) {
         gf_put(p, ", %s.y", reg(t));
      }
   }
   gf_put(p, ";\n");
}

static void
instr(struct gp4_gen *g)
{
   struct gf_prog *p = g->p;
   unsigned k = gf_rnd(100);

   if (k < 8 && g->depth < 4) {
      gf_put(p, "IF ");
      test(p);
      gf_put(p, ";\n");
      g->blocks[g->depth++] = B_IF;
      return;
   }
   if (k < 14 && g->depth < 4) {
      static const char *const counts[] = {
         "", " 3", " 2", " {1}", " p1.y",
      };
      const char *c = PICK(counts);
      gf_put(p, "REP%s;\n", c);
      g->blocks[g->depth++] = c[0] ? B_REP : B_REPN;
      return;
   }
   if (k < 20 && g->depth) {
      enum block b = g->blocks[--g->depth];
      if (b == B_IF && gf_rnd(3) == 0) {
         gf_put(p, "ELSE;\n");
         g->blocks[g->depth++] = B_ELSE;
         return;
      }
      close_block(g, b);
      return;
   }
   if (k < 24 && in_loop(g)) {
      gf_put(p, "%s", gf_rnd(2) ? "BRK" : "CONT");
      cc_mask(p, 2);
      gf_put(p, ";\n");
      return;
   }
   if (k < 27 && g->fragment) {
      gf_put(p, "KIL ");
      test(p);
      gf_put(p, ";\n");
      return;
   }
   if (k < 30) {
      gf_put(p, "CAL f");
      cc_mask(p, 2);
      gf_put(p, ";\n");
      return;
   }
   if (k < 34) {
      bool s = gf_rnd(2);
      gf_put(p, "I2F.%c %s%s, %s;\n", s ? 'S' : 'U', reg('F'),
             PICK(masks), s ? reg('S') : "u");
      return;
   }
   arith(p);
}

void
gf_gen_gp4(struct gf_prog *p)
{
   static const char *const headers[] = { "vp", "fp", "gp" };
   struct gp4_gen g = { .p = p };
   unsigned stage = p->kind == GF_GP4VP ? 0 : p->kind == GF_GP4FP ? 1 : 2;

   g.fragment = stage == 1;
   gf_put(p, "!!NV%s4.0\n", headers[stage]);
   if (stage == 2)
      gf_put(p, "PRIMITIVE_IN TRIANGLES;\nPRIMITIVE_OUT TRIANGLE_STRIP;\n"
             "VERTICES_OUT 3;\n");
   gf_put(p, "PARAM p0 = program.local[0];\nPARAM p1 = program.env[1];\n"
          "PARAM pa[4] = { program.env[2..5] };\n"
          "BUFFER4 b4[4] = { program.buffer[0][0..3] };\n"
          "UINT BUFFER bu[] = { program.buffer[1][0..15] };\n"
          "TEMP r, s;\nINT TEMP i, j;\nUINT TEMP u;\n"
          "main:\nMOV r, p0;\nMOV s, p1.yxwz;\nTRUNC.S i, p1;\n"
          "MOD.S j, i, 4;\nABS.S j, j;\nCEIL.U u, p1.wzyx;\n");
   unsigned n = 3 + gf_rnd(38);
   for (unsigned k = 0; k < n; k++)
      instr(&g);
   while (g.depth)
      close_block(&g, g.blocks[--g.depth]);
   if (stage == 0) {
      gf_put(p, "MOV result.position, vertex.position;\n"
             "MAD result.color, r, 0.125, s;\n"
             "I2F result.texcoord[0], i;\n");
   } else if (stage == 1) {
      gf_put(p, "MAD result.color, r, 0.125, s;\n");
   } else {
      for (unsigned v = 0; v < 3; v++) {
         gf_put(p, "MOV result.position, vertex[%u].position;\n"
                "MAD result.color, r, 0.125, s;\nEMIT;\n", v);
      }
   }
   gf_put(p, "RET;\nf:\nADD r, r, 1;\nRET (GT.x);\nMUL.S i, i, 3;\n"
          "RET;\nEND\n");
}
