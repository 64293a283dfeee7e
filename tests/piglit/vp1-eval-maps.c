/*
 * NV_vertex_program evaluator maps MAP1_VERTEX_ATTRIBn_4_NV and
 * MAP2_VERTEX_ATTRIBn_4_NV (section 5.1, Table 5.1).
 *
 * "We'll support 32 new maps (16 for MAP1 and 16 for MAP2) that take
 *  priority over the conventional maps that they might alias to (only
 *  when vertex program mode is enabled).  These new maps always evaluate
 *  all four components."
 * "When one of the EvalCoord commands is issued and vertex program mode
 *  is disabled, all currently enabled maps (excluding the maps that
 *  correspond to vertex attributes ...)."
 * "... vertex attribute maps produce (0,0,0,1).  ...  If any evaluation
 *  command is issued when none of MAPn_VERTEX_3, MAPn_VERTEX_4, or
 *  MAPn_VERTEX_ATTRIB0_NV ... are enabled, nothing happens."
 * "Use of evaluators has no effect on the current vertex attributes."
 * "... the generated analytic normal used for vertex attribute 2 is
 *  simply (mx,my,mz,1)."
 * "These evaluator enable bits are also pushed and popped using
 *  GL_EVAL_BIT" (and ENABLE_BIT).
 *
 * Control points and parameters are dyadic, so every evaluated value is
 * exact: all comparisons have tolerance 0.
 */
#include "harness.h"

#include <stdio.h>
#include <string.h>

#define MAP1(n) (GL_MAP1_VERTEX_ATTRIB0_4_NV + (n))
#define MAP2(n) (GL_MAP2_VERTEX_ATTRIB0_4_NV + (n))

static const float zero_tol[32];

static float
ndc(int x)
{
   float nx, ny;

   nvpt_pixel_ndc(x, x, &nx, &ny);
   return nx;
}

/* Binds "MOV o[HPOS], v[0]; MOV o[COL0], v[reg];" as program id. */
static bool
use_program(GLuint id, const char *reg)
{
   char text[128];

   snprintf(text, sizeof(text),
            "!!VP1.0\nMOV o[HPOS], v[OPOS];\nMOV o[COL0], v[%s];\nEND",
            reg);
   return nvpt_use_nv_program(id, text);
}

static bool
use_attrib_program(unsigned n)
{
   char reg[8];

   snprintf(reg, sizeof(reg), "%u", n);
   return use_program(100 + n, reg);
}

/* A Map1 position map of order 1 (a constant) at pixel (x, y). */
static void
map1_position_at(int x, int y)
{
   const float p[4] = { ndc(x), ndc(y), 0, 1 };

   glMap1f(MAP1(0), 0, 1, 4, 1, p);
}

static void
map2_position_at(int x, int y)
{
   const float p[4] = { ndc(x), ndc(y), 0, 1 };

   glMap2f(MAP2(0), 0, 1, 4, 1, 0, 1, 4, 1, p);
}

static bool
probe(const char *what, int x, int y, const float e[4])
{
   return nvpt_probe_float(what, x, y, e, 0);
}

static bool
probe_nothing(const char *what, int x, int y)
{
   float got[4];

   nvpt_read_float(x, y, got);
   if (memcmp(got, nvpt_sentinel, sizeof(got)) != 0) {
      printf("%s: something was drawn at (%d, %d): %g %g %g %g\n", what,
             x, y, got[0], got[1], got[2], got[3]);
      return false;
   }
   return true;
}

static void
eval1_point(float u)
{
   glBegin(GL_POINTS);
   glEvalCoord1f(u);
   glEnd();
}

static void
eval2_point(float u, float v)
{
   glBegin(GL_POINTS);
   glEvalCoord2f(u, v);
   glEnd();
}

static bool
check_enabled(GLenum cap, GLboolean expected, const char *what)
{
   GLboolean b = !expected;
   GLint i = -1;
   bool pass = true;

   if (glIsEnabled(cap) != expected) {
      printf("%s: IsEnabled(%s) is %d\n", what, nvpt_enum_name(cap),
             !expected);
      pass = false;
   }
   glGetBooleanv(cap, &b);
   glGetIntegerv(cap, &i);
   if (b != expected || i != expected) {
      printf("%s: GetBooleanv/GetIntegerv(%s) = %d/%d\n", what,
             nvpt_enum_name(cap), b, i);
      pass = false;
   }
   return nvpt_expect_error(GL_NO_ERROR, "%s", what) && pass;
}

/* Initial state: disabled, order 1 over [0,1], (0,0,0,1). */
static bool
test_defaults(void)
{
   static const float unit[4] = { 0, 0, 0, 1 };
   bool pass = true;

   for (unsigned n = 0; n < 16; n++) {
      pass = check_enabled(MAP1(n), GL_FALSE, "initial MAP1") && pass;
      pass = check_enabled(MAP2(n), GL_FALSE, "initial MAP2") && pass;
   }
   for (unsigned n = 0; n < 16; n += 5) {
      float coeff[4] = { -9, -9, -9, -9 }, domain[4] = { -9, -9, -9, -9 };
      float order[2] = { -9, -9 };
      static const float d1[2] = { 0, 1 }, d2[4] = { 0, 1, 0, 1 };
      static const float o1[1] = { 1 }, o2[2] = { 1, 1 };

      glGetMapfv(MAP1(n), GL_COEFF, coeff);
      glGetMapfv(MAP1(n), GL_ORDER, order);
      glGetMapfv(MAP1(n), GL_DOMAIN, domain);
      pass = nvpt_expect_error(GL_NO_ERROR, "initial GetMapfv(MAP1)") &&
             pass;
      pass = nvpt_check_floats("initial MAP1 COEFF", coeff, unit,
                               zero_tol, 4) && pass;
      pass = nvpt_check_floats("initial MAP1 ORDER", order, o1, zero_tol,
                               1) && pass;
      pass = nvpt_check_floats("initial MAP1 DOMAIN", domain, d1, zero_tol,
                               2) && pass;
      glGetMapfv(MAP2(n), GL_COEFF, coeff);
      glGetMapfv(MAP2(n), GL_ORDER, order);
      glGetMapfv(MAP2(n), GL_DOMAIN, domain);
      pass = nvpt_expect_error(GL_NO_ERROR, "initial GetMapfv(MAP2)") &&
             pass;
      pass = nvpt_check_floats("initial MAP2 COEFF", coeff, unit,
                               zero_tol, 4) && pass;
      pass = nvpt_check_floats("initial MAP2 ORDER", order, o2, zero_tol,
                               2) && pass;
      pass = nvpt_check_floats("initial MAP2 DOMAIN", domain, d2, zero_tol,
                               4) && pass;
   }

   /* Evaluating the initial maps of v[5] and v[4]: (0,0,0,1). */
   if (!use_attrib_program(5))
      return false;
   map1_position_at(3, 3);
   glEnable(MAP1(0));
   glEnable(MAP1(5));
   nv.VertexAttrib4fNV(5, 7, 7, 7, 7);
   nvpt_clear_sentinel();
   eval1_point(0.5f);
   pass = probe("initial MAP1_VERTEX_ATTRIB5_4_NV", 3, 3, unit) && pass;
   glDisable(MAP1(5));
   glDisable(MAP1(0));

   if (!use_attrib_program(4))
      return false;
   map2_position_at(5, 3);
   glEnable(MAP2(0));
   glEnable(MAP2(4));
   nv.VertexAttrib4fNV(4, 7, 7, 7, 7);
   nvpt_clear_sentinel();
   eval2_point(0.25f, 0.75f);
   pass = probe("initial MAP2_VERTEX_ATTRIB4_4_NV", 5, 3, unit) && pass;
   glDisable(MAP2(4));
   glDisable(MAP2(0));
   glDisable(GL_VERTEX_PROGRAM_NV);
   return nvpt_expect_error(GL_NO_ERROR, "defaults") && pass;
}

/*
 * MAP1: v[0] a line from pixel (4,y) to (20,y) and v[1] an order-3 curve,
 * both over the domain [2,6]; EvalCoord1f at 2, 4, 6.
 */
static bool
test_map1_curve(void)
{
   const float pos[2][4] = {
      { ndc(4), ndc(6), 0, 1 },
      { ndc(20), ndc(6), 0, 1 },
   };
   /* stride 5: one padding float per point */
   static const float col[3][5] = {
      { 1, 2, -4, 0.5f, 99 },
      { 3, -2, 8, 0.25f, 99 },
      { -1, 6, 0, 2, 99 },
   };
   /* B(0.5) = 0.25 C0 + 0.5 C1 + 0.25 C2 */
   static const float mid[4] = { 1.5f, 1, 3, 0.75f };
   bool pass = true;

   if (!use_attrib_program(1))
      return false;
   glMap1f(MAP1(0), 2, 6, 4, 2, &pos[0][0]);
   glMap1f(MAP1(1), 2, 6, 5, 3, &col[0][0]);
   glEnable(MAP1(0));
   glEnable(MAP1(1));
   pass = nvpt_expect_error(GL_NO_ERROR, "Map1f") && pass;
   nvpt_clear_sentinel();
   glBegin(GL_POINTS);
   glEvalCoord1f(2);
   glEvalCoord1f(4);
   glEvalCoord1f(6);
   glEnd();
   pass = nvpt_expect_error(GL_NO_ERROR, "EvalCoord1f") && pass;
   pass = probe("MAP1 v[1] at u=2", 4, 6, col[0]) && pass;
   pass = probe("MAP1 v[1] at u=4", 12, 6, mid) && pass;
   pass = probe("MAP1 v[1] at u=6", 20, 6, col[2]) && pass;

   /* EvalMesh1 over MapGrid1f(4, 2, 6): u = 2, 3, 4, 5, 6 at pixels 4, 8,
    * 12, 16, 20; check the ends and the middle, and EvalPoint1. */
   glMapGrid1f(4, 2, 6);
   nvpt_clear_sentinel();
   glEvalMesh1(GL_POINT, 0, 4);
   pass = nvpt_expect_error(GL_NO_ERROR, "EvalMesh1") && pass;
   pass = probe("EvalMesh1 v[1] at i=0", 4, 6, col[0]) && pass;
   pass = probe("EvalMesh1 v[1] at i=2", 12, 6, mid) && pass;
   pass = probe("EvalMesh1 v[1] at i=4", 20, 6, col[2]) && pass;
   nvpt_clear_sentinel();
   glBegin(GL_POINTS);
   glEvalPoint1(2);
   glEnd();
   pass = probe("EvalPoint1 v[1] at i=2", 12, 6, mid) && pass;
   pass = probe_nothing("EvalPoint1 drew one point", 4, 6) && pass;

   /* The double-precision entry point. */
   {
      static const double cold[2][4] = {
         { 0.125, -0.5, 16, 3 }, { 0.375, 0.5, -16, 1 },
      };
      static const float e[4] = { 0.25f, 0, 0, 2 };

      glMap1d(MAP1(1), 2, 6, 4, 2, &cold[0][0]);
      nvpt_clear_sentinel();
      eval1_point(4);
      pass = probe("Map1d v[1] at u=4", 12, 6, e) && pass;
   }
   glDisable(MAP1(0));
   glDisable(MAP1(1));
   glDisable(GL_VERTEX_PROGRAM_NV);
   return nvpt_expect_error(GL_NO_ERROR, "map1 curve") && pass;
}

/*
 * MAP2: v[0] bilinear over pixels (8..24, 10..26) and v[6] bilinear;
 * EvalMesh2(GL_POINT) on a 3x3 grid.
 */
static bool
test_map2_surface(void)
{
   /* Points in u-major order, ustride 8 (two points of v), vstride 4. */
   const float pos[2][2][4] = {
      { { ndc(8), ndc(10), 0, 1 }, { ndc(8), ndc(26), 0, 1 } },
      { { ndc(24), ndc(10), 0, 1 }, { ndc(24), ndc(26), 0, 1 } },
   };
   static const float col[2][2][4] = {
      { { 0, 0, 1, 2 }, { 0, 4, 1, -2 } },
      { { 8, 0, 1, 6 }, { 8, 4, 1, 2 } },
   };
   bool pass = true;

   if (!use_attrib_program(6))
      return false;
   glMap2f(MAP2(0), 0, 1, 8, 2, 0, 1, 4, 2, &pos[0][0][0]);
   glMap2f(MAP2(6), 0, 1, 8, 2, 0, 1, 4, 2, &col[0][0][0]);
   glEnable(MAP2(0));
   glEnable(MAP2(6));
   glMapGrid2f(2, 0, 1, 2, 0, 1);
   pass = nvpt_expect_error(GL_NO_ERROR, "Map2f") && pass;
   nvpt_clear_sentinel();
   glEvalMesh2(GL_POINT, 0, 2, 0, 2);
   pass = nvpt_expect_error(GL_NO_ERROR, "EvalMesh2") && pass;
   for (int j = 0; j <= 2; j++) {
      for (int i = 0; i <= 2; i++) {
         const float u = 0.5f * i, v = 0.5f * j;
         const float e[4] = { 8 * u, 4 * v, 1, 2 + 4 * u - 4 * v };
         char what[64];

         snprintf(what, sizeof(what), "EvalMesh2 v[6] at (%d,%d)", i, j);
         pass = probe(what, 8 + 8 * i, 10 + 8 * j, e) && pass;
      }
   }
   nvpt_clear_sentinel();
   glBegin(GL_POINTS);
   glEvalPoint2(1, 2);
   glEnd();
   {
      static const float e[4] = { 4, 4, 1, 0 };
      pass = probe("EvalPoint2(1,2) v[6]", 16, 26, e) && pass;
   }
   glDisable(MAP2(0));
   glDisable(MAP2(6));
   glDisable(GL_VERTEX_PROGRAM_NV);
   return nvpt_expect_error(GL_NO_ERROR, "map2 surface") && pass;
}

/* Every attribute v[1..15] through a MAP1 and a MAP2 map of order 2. */
static bool
test_every_attrib(void)
{
   bool pass = true;

   for (unsigned n = 1; n < 16; n++) {
      const float c1[2][4] = {
         { n, -1, 0.5f, 3 }, { 2 * n, 1, -0.5f, 5 },
      };
      const float c2[2][2][4] = {
         { { n, 0, 0, 0 }, { n, 2, 0, 0 } },
         { { n, 0, 4, 8 }, { n, 2, 4, 8 } },
      };
      const float e1[4] = { 1.5f * n, 0, 0, 4 };
      const float e2[4] = { n, 1.5f, 1, 2 };
      char what[64];
      int x = 2 * n, y = 20;

      if (!use_attrib_program(n))
         return false;
      nv.VertexAttrib4fNV(n, -7, -7, -7, -7);
      map1_position_at(x, y);
      glMap1f(MAP1(n), 0, 1, 4, 2, &c1[0][0]);
      glEnable(MAP1(0));
      glEnable(MAP1(n));
      nvpt_clear_sentinel();
      eval1_point(0.5f);
      snprintf(what, sizeof(what), "MAP1_VERTEX_ATTRIB%u_4_NV", n);
      pass = probe(what, x, y, e1) && pass;
      glDisable(MAP1(n));
      glDisable(MAP1(0));

      map2_position_at(x, y + 2);
      glMap2f(MAP2(n), 0, 1, 8, 2, 0, 1, 4, 2, &c2[0][0][0]);
      glEnable(MAP2(0));
      glEnable(MAP2(n));
      nvpt_clear_sentinel();
      eval2_point(0.25f, 0.75f);
      snprintf(what, sizeof(what), "MAP2_VERTEX_ATTRIB%u_4_NV", n);
      pass = probe(what, x, y + 2, e2) && pass;
      glDisable(MAP2(n));
      glDisable(MAP2(0));
      pass = nvpt_expect_error(GL_NO_ERROR, "%s", what) && pass;
   }
   glDisable(GL_VERTEX_PROGRAM_NV);
   return pass;
}

/*
 * Precedence over the conventional maps, only in vertex program mode, and
 * "nothing happens" without a vertex map.
 */
static bool
test_precedence(void)
{
   static const float conv[4] = { 0.5f, 0.25f, 2, 4 };
   static const float attr[4] = { -3, 6, 0.125f, 1 };
   static const float current[4] = { 0.75f, 0.5f, 0.25f, 0.125f };
   const float vtx4[4] = { ndc(28), ndc(28), 0, 1 };
   bool pass = true;

   glMap1f(GL_MAP1_COLOR_4, 0, 1, 4, 1, conv);
   glMap1f(MAP1(3), 0, 1, 4, 1, attr);
   glMap1f(GL_MAP1_VERTEX_4, 0, 1, 4, 1, vtx4);
   map1_position_at(26, 2);
   glEnable(GL_MAP1_COLOR_4);
   glEnable(MAP1(3));
   glEnable(GL_MAP1_VERTEX_4);
   glEnable(MAP1(0));
   glColor4fv(current);

   /* Program mode: the attribute maps win, v[0] included. */
   if (!use_program(200, "COL0"))
      return false;
   nvpt_clear_sentinel();
   eval1_point(0.5f);
   pass = probe("program mode: MAP1_VERTEX_ATTRIB3 over MAP1_COLOR_4",
                26, 2, attr) && pass;
   pass = probe_nothing("program mode: MAP1_VERTEX_4 ignored", 28, 28) &&
          pass;

   /* A disabled attribute map leaves the conventional one in effect. */
   glDisable(MAP1(3));
   nvpt_clear_sentinel();
   eval1_point(0.5f);
   pass = probe("program mode: MAP1_COLOR_4 without its attribute map",
                26, 2, conv) && pass;
   glDisable(MAP1(0));
   nvpt_clear_sentinel();
   eval1_point(0.5f);
   pass = probe("program mode: MAP1_VERTEX_4 without MAP1 attrib 0",
                28, 28, conv) && pass;
   glEnable(MAP1(0));
   glEnable(MAP1(3));

   /* Conventional mode: attribute maps are excluded. */
   glDisable(GL_VERTEX_PROGRAM_NV);
   nvpt_clear_sentinel();
   eval1_point(0.5f);
   pass = probe("conventional mode: MAP1_COLOR_4, MAP1_VERTEX_4", 28, 28,
                conv) && pass;
   pass = probe_nothing("conventional mode: attrib 0 map ignored", 26, 2) &&
          pass;
   glDisable(GL_MAP1_VERTEX_4);
   nvpt_clear_sentinel();
   eval1_point(0.5f);
   glMapGrid1f(2, 0, 1);
   glEvalMesh1(GL_POINT, 0, 2);
   pass = nvpt_expect_error(GL_NO_ERROR, "conventional mode eval") && pass;
   pass = probe_nothing("conventional mode: only the attrib 0 map", 26, 2) &&
          pass;

   /* Program mode, no vertex map at all: nothing happens. */
   glEnable(GL_VERTEX_PROGRAM_NV);
   glDisable(MAP1(0));
   nvpt_clear_sentinel();
   eval1_point(0.5f);
   glEvalMesh1(GL_POINT, 0, 2);
   pass = nvpt_expect_error(GL_NO_ERROR, "eval without vertex map") && pass;
   pass = probe_nothing("program mode: no vertex map", 26, 2) && pass;
   pass = probe_nothing("program mode: no vertex map", 28, 28) && pass;

   /* EvalMesh1 with only MAP1_VERTEX_ATTRIB0_4_NV as vertex map. */
   glEnable(MAP1(0));
   nvpt_clear_sentinel();
   glEvalMesh1(GL_POINT, 0, 2);
   pass = probe("EvalMesh1 with MAP1 attrib 0 only", 26, 2, attr) && pass;

   /* "Use of evaluators has no effect on the current vertex attributes" */
   {
      float got[4] = { -9, -9, -9, -9 };

      glGetFloatv(GL_CURRENT_COLOR, got);
      pass = nvpt_check_vec4("CURRENT_COLOR after evaluation", got,
                             current, 0) && pass;
      nv.GetVertexAttribfvNV(3, GL_CURRENT_ATTRIB_NV, got);
      pass = nvpt_check_vec4("CURRENT_ATTRIB_NV 3 after evaluation", got,
                             current, 0) && pass;
   }

   glDisable(MAP1(0));
   glDisable(MAP1(3));
   glDisable(GL_MAP1_COLOR_4);
   glDisable(GL_VERTEX_PROGRAM_NV);
   return nvpt_expect_error(GL_NO_ERROR, "precedence") && pass;
}

/*
 * The analytic normal of AUTO_NORMAL in program mode: "GL_AUTO_NORMAL
 * should NOT guarantee that the generated analytical normal be
 * normalized" (issues): the length is left open.  nvprog gives the
 * unnormalized e, NVIDIA's driver (for MAP2_VERTEX_3) the unit normal;
 * either passes, any other direction or length does not.
 */
static bool
probe_normal(const char *what, int x, int y, const float e[4])
{
   static const float unit[4] = { 0, 0, 1, 1 };
   float got[4];

   nvpt_read_float(x, y, got);
   for (unsigned i = 0; i < 4; i++) {
      if (!nvpt_float_matches(got[i], e[i], 0))
         return nvpt_probe_float(what, x, y, unit, 1e-5f);
   }
   return true;
}

/*
 * AUTO_NORMAL in program mode: v[2] is (mx,my,mz,1), not normalized
 * here, with q = (x/w, y/w, z/w) for MAP2_VERTEX_ATTRIB0_4_NV.
 */
static bool
test_auto_normal(void)
{
   /* q = (c + (u - 0.5) / 4, c + (v - 0.5) / 4, 0) with c the centre of
    * pixel 16, through w = 2: dq/du = (1/4,0,0), dq/dv = (0,1/4,0). */
   const float c = ndc(16), lo = c - 0.125f, hi = c + 0.125f;
   const float pos4[2][2][4] = {
      { { 2 * lo, 2 * lo, 0, 2 }, { 2 * lo, 2 * hi, 0, 2 } },
      { { 2 * hi, 2 * lo, 0, 2 }, { 2 * hi, 2 * hi, 0, 2 } },
   };
   const float pos3[2][2][3] = {
      { { lo, lo, 0 }, { lo, hi, 0 } },
      { { hi, lo, 0 }, { hi, hi, 0 } },
   };
   static const float e[4] = { 0, 0, 0.0625f, 1 };
   bool pass = true;

   if (!use_program(201, "NRML"))
      return false;
   glEnable(GL_AUTO_NORMAL);
   glMap2f(MAP2(0), 0, 1, 8, 2, 0, 1, 4, 2, &pos4[0][0][0]);
   glEnable(MAP2(0));
   nvpt_clear_sentinel();
   eval2_point(0.5f, 0.5f);
   pass = probe_normal("AUTO_NORMAL, MAP2_VERTEX_ATTRIB0_4_NV with w = 2",
                       16, 16, e) && pass;
   glDisable(MAP2(0));

   glMap2f(GL_MAP2_VERTEX_3, 0, 1, 6, 2, 0, 1, 3, 2, &pos3[0][0][0]);
   glEnable(GL_MAP2_VERTEX_3);
   nvpt_clear_sentinel();
   eval2_point(0.5f, 0.5f);
   pass = probe_normal("AUTO_NORMAL, MAP2_VERTEX_3 in program mode", 16,
                       16, e) && pass;
   glDisable(GL_MAP2_VERTEX_3);
   glDisable(GL_AUTO_NORMAL);
   glDisable(GL_VERTEX_PROGRAM_NV);
   return nvpt_expect_error(GL_NO_ERROR, "auto normal") && pass;
}

static bool
test_get_map(void)
{
   static const float pts1[3][5] = {
      { 1.25f, -2, 3, 4, 99 }, { 5, 6.75f, -7, 8, 99 },
      { 9, 10, 11.5f, -12, 99 },
   };
   /* uorder 2, vorder 3, vstride 4, ustride 14 */
   double pts2[2][14];
   float f[24];
   double d[24];
   GLint iv[24];
   bool pass = true;

   glMap1f(MAP1(9), 2, 6, 5, 3, &pts1[0][0]);
   for (int i = 0; i < 2; i++) {
      for (int k = 0; k < 14; k++)
         pts2[i][k] = k < 12 ? 0.5 * (i * 12 + k) - 3 : 99;
   }
   glMap2d(MAP2(10), -1, 3, 14, 2, 0.5, 2.5, 4, 3, &pts2[0][0]);
   pass = nvpt_expect_error(GL_NO_ERROR, "Map1f/Map2d") && pass;

   /* MAP1 */
   {
      static const float o[1] = { 3 }, dom[2] = { 2, 6 };
      float e[12];

      for (int i = 0; i < 3; i++)
         memcpy(&e[4 * i], pts1[i], 4 * sizeof(float));
      glGetMapfv(MAP1(9), GL_COEFF, f);
      pass = nvpt_check_floats("GetMapfv(MAP1 9, COEFF)", f, e, zero_tol,
                               12) && pass;
      glGetMapdv(MAP1(9), GL_COEFF, d);
      for (int i = 0; i < 12; i++)
         f[i] = d[i];
      pass = nvpt_check_floats("GetMapdv(MAP1 9, COEFF)", f, e, zero_tol,
                               12) && pass;
      glGetMapiv(MAP1(9), GL_COEFF, iv);
      {
         static const GLint ei[12] = { 1, -2, 3, 4, 5, 7, -7, 8,
                                       9, 10, 12, -12 };
         if (memcmp(iv, ei, sizeof(ei)) != 0) {
            printf("GetMapiv(MAP1 9, COEFF) does not round\n");
            pass = false;
         }
      }
      glGetMapfv(MAP1(9), GL_ORDER, f);
      pass = nvpt_check_floats("GetMapfv(MAP1 9, ORDER)", f, o, zero_tol,
                               1) && pass;
      glGetMapiv(MAP1(9), GL_ORDER, iv);
      if (iv[0] != 3) {
         printf("GetMapiv(MAP1 9, ORDER) = %d\n", iv[0]);
         pass = false;
      }
      glGetMapdv(MAP1(9), GL_DOMAIN, d);
      f[0] = d[0];
      f[1] = d[1];
      pass = nvpt_check_floats("GetMapdv(MAP1 9, DOMAIN)", f, dom,
                               zero_tol, 2) && pass;
   }

   /* MAP2 */
   {
      static const float o[2] = { 2, 3 }, dom[4] = { -1, 3, 0.5f, 2.5f };
      float e[24];

      for (int i = 0; i < 24; i++)
         e[i] = 0.5f * i - 3;
      glGetMapfv(MAP2(10), GL_COEFF, f);
      pass = nvpt_check_floats("GetMapfv(MAP2 10, COEFF)", f, e, zero_tol,
                               24) && pass;
      glGetMapdv(MAP2(10), GL_ORDER, d);
      f[0] = d[0];
      f[1] = d[1];
      pass = nvpt_check_floats("GetMapdv(MAP2 10, ORDER)", f, o, zero_tol,
                               2) && pass;
      glGetMapfv(MAP2(10), GL_DOMAIN, f);
      pass = nvpt_check_floats("GetMapfv(MAP2 10, DOMAIN)", f, dom,
                               zero_tol, 4) && pass;
      glGetMapiv(MAP2(10), GL_DOMAIN, iv);
      if (iv[0] != -1 || iv[1] != 3 || iv[2] != 1 || iv[3] != 3) {
         printf("GetMapiv(MAP2 10, DOMAIN) = %d %d %d %d\n", iv[0], iv[1],
                iv[2], iv[3]);
         pass = false;
      }
   }
   pass = nvpt_expect_error(GL_NO_ERROR, "GetMap*") && pass;

   /* Map1f compiled into a display list runs at CallList. */
   {
      static const float p[2][4] = { { 1, 2, 3, 4 }, { 5, 6, 7, 8 } };
      GLuint list = glGenLists(1);

      glMap1f(MAP1(11), 0, 2, 4, 1, &p[1][0]);
      glNewList(list, GL_COMPILE);
      glMap1f(MAP1(11), 0, 2, 4, 2, &p[0][0]);
      glEndList();
      glGetMapiv(MAP1(11), GL_ORDER, iv);
      if (iv[0] != 1) {
         printf("Map1f in GL_COMPILE executed: ORDER %d\n", iv[0]);
         pass = false;
      }
      glCallList(list);
      glGetMapfv(MAP1(11), GL_COEFF, f);
      pass = nvpt_check_floats("Map1f from a display list", f, &p[0][0],
                               zero_tol, 8) && pass;
      glDeleteLists(list, 1);
   }
   return nvpt_expect_error(GL_NO_ERROR, "display list") && pass;
}

static bool
test_errors(void)
{
   static const float p[64] = { 1, 2, 3, 4 };
   static const double pd[4] = { 1, 2, 3, 4 };
   GLint max_order = 0;
   GLint iv[2];
   float f[4];
   bool pass = true;

   glGetIntegerv(GL_MAX_EVAL_ORDER, &max_order);
   glMap1f(MAP1(7), 0, 1, 4, 1, p);
   glMap2f(MAP2(7), 0, 1, 4, 1, 0, 1, 4, 1, p);
   nvpt_clear_errors();

   glMap1f(MAP1(7), 1, 1, 4, 1, p);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "Map1f(u1 == u2)") && pass;
   glMap1f(MAP1(7), 0, 1, 3, 1, p);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "Map1f(stride 3 < 4)") &&
          pass;
   glMap1f(MAP1(7), 0, 1, 4, 0, p);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "Map1f(order 0)") && pass;
   glMap1f(MAP1(7), 0, 1, 4, max_order + 1, p);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "Map1f(order MAX + 1)") &&
          pass;
   glMap1f(MAP2(7), 0, 1, 4, 1, p);
   pass = nvpt_expect_error(GL_INVALID_ENUM, "Map1f(MAP2 target)") && pass;
   glMap1d(MAP1(15) + 1, 0, 1, 4, 1, pd);
   pass = nvpt_expect_error(GL_INVALID_ENUM, "Map1d(MAP2 attrib 0)") &&
          pass;

   glMap2f(MAP2(7), 1, 1, 4, 1, 0, 1, 4, 1, p);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "Map2f(u1 == u2)") && pass;
   glMap2f(MAP2(7), 0, 1, 4, 1, 2, 2, 4, 1, p);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "Map2f(v1 == v2)") && pass;
   glMap2f(MAP2(7), 0, 1, 2, 1, 0, 1, 4, 1, p);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "Map2f(ustride 2)") && pass;
   glMap2f(MAP2(7), 0, 1, 4, 1, 0, 1, 3, 1, p);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "Map2f(vstride 3)") && pass;
   glMap2f(MAP2(7), 0, 1, 4, 0, 0, 1, 4, 1, p);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "Map2f(uorder 0)") && pass;
   glMap2f(MAP2(7), 0, 1, 4, 1, 0, 1, 4, max_order + 1, p);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "Map2f(vorder MAX + 1)") &&
          pass;
   glMap2f(MAP1(7), 0, 1, 4, 1, 0, 1, 4, 1, p);
   pass = nvpt_expect_error(GL_INVALID_ENUM, "Map2f(MAP1 target)") && pass;
   glMap2f(MAP2(15) + 1, 0, 1, 4, 1, 0, 1, 4, 1, p);
   pass = nvpt_expect_error(GL_INVALID_ENUM, "Map2f(0x8680)") && pass;

   /* Failed calls leave the maps as they were. */
   glGetMapiv(MAP1(7), GL_ORDER, iv);
   glGetMapfv(MAP1(7), GL_COEFF, f);
   if (iv[0] != 1 || f[0] != 1 || f[3] != 4) {
      printf("failed Map1f changed the map: order %d\n", iv[0]);
      pass = false;
   }
   glGetMapiv(MAP2(7), GL_ORDER, iv);
   if (iv[0] != 1 || iv[1] != 1) {
      printf("failed Map2f changed the map: order %d %d\n", iv[0], iv[1]);
      pass = false;
   }

   glGetMapfv(MAP1(7), GL_COLOR, f);
   pass = nvpt_expect_error(GL_INVALID_ENUM, "GetMapfv(query)") && pass;
   glGetMapiv(MAP2(15) + 1, GL_ORDER, iv);
   pass = nvpt_expect_error(GL_INVALID_ENUM, "GetMapiv(0x8680)") && pass;
   glEnable(MAP2(15) + 1);
   pass = nvpt_expect_error(GL_INVALID_ENUM, "Enable(0x8680)") && pass;
   return pass;
}

static bool
test_enables_and_attrib_stack(void)
{
   static const float attr[4] = { 2, 4, 8, 16 };
   static const float conv[4] = { 0.5f, 0.5f, 0.5f, 0.5f };
   bool pass = true;

   for (unsigned n = 0; n < 16; n++) {
      glEnable(MAP1(n));
      pass = check_enabled(MAP1(n), GL_TRUE, "Enable(MAP1)") && pass;
      pass = check_enabled(MAP2(n), GL_FALSE, "Enable(MAP1) vs MAP2") &&
             pass;
      glDisable(MAP1(n));
      pass = check_enabled(MAP1(n), GL_FALSE, "Disable(MAP1)") && pass;
      glEnable(MAP2(n));
      pass = check_enabled(MAP2(n), GL_TRUE, "Enable(MAP2)") && pass;
      glDisable(MAP2(n));
      pass = check_enabled(MAP2(n), GL_FALSE, "Disable(MAP2)") && pass;
   }

   /* Both EVAL_BIT and ENABLE_BIT save the enables; CURRENT_BIT not. */
   static const GLbitfield masks[] = {
      GL_EVAL_BIT, GL_ENABLE_BIT, GL_EVAL_BIT | GL_ENABLE_BIT,
      GL_ALL_ATTRIB_BITS,
   };
   for (unsigned m = 0; m < NVPT_ARRAY_SIZE(masks); m++) {
      char what[64];

      snprintf(what, sizeof(what), "PopAttrib(0x%x)", masks[m]);
      glEnable(MAP1(2));
      glDisable(MAP2(3));
      glPushAttrib(masks[m]);
      glDisable(MAP1(2));
      glEnable(MAP2(3));
      glPopAttrib();
      pass = check_enabled(MAP1(2), GL_TRUE, what) && pass;
      pass = check_enabled(MAP2(3), GL_FALSE, what) && pass;
   }
   glPushAttrib(GL_CURRENT_BIT | GL_LIGHTING_BIT);
   glEnable(MAP2(3));
   glPopAttrib();
   pass = check_enabled(MAP2(3), GL_TRUE, "PopAttrib(CURRENT_BIT)") && pass;
   glDisable(MAP2(3));
   glDisable(MAP1(2));

   /* Nested pushes. */
   glEnable(MAP1(4));
   glPushAttrib(GL_EVAL_BIT);
   glDisable(MAP1(4));
   glEnable(MAP1(5));
   glPushAttrib(GL_ENABLE_BIT);
   glEnable(MAP1(6));
   glDisable(MAP1(5));
   glPopAttrib();
   pass = check_enabled(MAP1(5), GL_TRUE, "nested pop 1") && pass;
   pass = check_enabled(MAP1(6), GL_FALSE, "nested pop 1") && pass;
   glPopAttrib();
   pass = check_enabled(MAP1(4), GL_TRUE, "nested pop 2") && pass;
   pass = check_enabled(MAP1(5), GL_FALSE, "nested pop 2") && pass;
   glDisable(MAP1(4));

   /* Popped enables, and a popped vertex program mode, take effect in
    * evaluation. */
   if (!use_program(202, "COL0"))
      return false;
   glMap1f(GL_MAP1_COLOR_4, 0, 1, 4, 1, conv);
   glMap1f(MAP1(3), 0, 1, 4, 1, attr);
   map1_position_at(30, 30);
   glEnable(MAP1(0));
   glEnable(MAP1(3));
   glEnable(GL_MAP1_COLOR_4);
   glPushAttrib(GL_EVAL_BIT);
   glDisable(MAP1(3));
   nvpt_clear_sentinel();
   eval1_point(0);
   pass = probe("pushed, MAP1 attrib 3 disabled", 30, 30, conv) && pass;
   glPopAttrib();
   nvpt_clear_sentinel();
   eval1_point(0);
   pass = probe("popped, MAP1 attrib 3 enabled", 30, 30, attr) && pass;

   glPushAttrib(GL_ENABLE_BIT);
   glDisable(GL_VERTEX_PROGRAM_NV);
   glEnable(GL_MAP1_VERTEX_4);
   glPopAttrib();
   pass = check_enabled(GL_MAP1_VERTEX_4, GL_FALSE, "popped MAP1_VERTEX_4") &&
          pass;
   nvpt_clear_sentinel();
   eval1_point(0);
   pass = probe("popped vertex program mode", 30, 30, attr) && pass;

   glDisable(MAP1(0));
   glDisable(MAP1(3));
   glDisable(GL_MAP1_COLOR_4);
   glDisable(GL_VERTEX_PROGRAM_NV);
   return nvpt_expect_error(GL_NO_ERROR, "attrib stack") && pass;
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   nvpt_require_nv_vertex_program();
   nvpt_float_target_begin();

   pass = test_defaults() && pass;
   pass = test_map1_curve() && pass;
   pass = test_map2_surface() && pass;
   pass = test_every_attrib() && pass;
   pass = test_precedence() && pass;
   pass = test_auto_normal() && pass;
   pass = test_get_map() && pass;
   pass = test_errors() && pass;
   pass = test_enables_and_attrib_stack() && pass;
   return pass ? NVPT_PASS : NVPT_FAIL;
}
