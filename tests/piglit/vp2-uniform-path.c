/*
 * "!!VP2.0" programs whose branches depend on program parameters only
 * run as the straight code of their path (src/state_tracker/
 * nvst_vp2_trace.c), with the relative reads of a loop counter fixed;
 * the code must follow every change of the parameters that decide the
 * path, however they change, and the results must stay those of the
 * spec's execution (NV_vertex_program2 2.14.2.3, relative reads
 * 2.14.1.10).
 *
 * The program sums rows c[A0.x + 10] of a table over a loop whose trip
 * count, first row and stride are c[0].x, c[0].z and c[0].y.  Each check
 * draws one point and compares o[COL0] exactly with the sum computed
 * here.  Changes through ProgramParameter4fNV, ProgramEnvParameter4fARB
 * (Mesa's entry point, the same registers), a tracked matrix and a
 * display list; rows out of range read (0,0,0,0); a path that changes
 * at every draw (the code stops following it after a bound and runs the
 * general loop); a loop counted by an attribute (never straight).
 */
#include "harness.h"

#include <stdio.h>
#include <string.h>

#define SUM_PROGRAM(COUNT) \
   "!!VP2.0\n" \
   "MOV o[HPOS], v[OPOS];\n" \
   "MOV R0, c[1].y;\n" \
   "MOV R10.x, c[0].z;\n" \
   "MOVC R15.x, " COUNT ";\n" \
   "loop:\n" \
   "ARL A0.x, R10.x;\n" \
   "ADD R0, R0, c[A0.x+10];\n" \
   "ADD R10.x, R10.x, c[0].y;\n" \
   "SUBC R15.x, R15.x, c[1].x;\n" \
   "BRA loop (GT.x);\n" \
   "MOV o[COL0], R0;\n" \
   "END\n"

static const char sum_params[] = SUM_PROGRAM("c[0].x");
/* the trip count from the tracked modelview: c[4].x is its m[0][0] */
static const char sum_tracked[] = SUM_PROGRAM("c[4].x");
/* the trip count from the vertex colour: the branches see an attribute */
static const char sum_attrib[] = SUM_PROGRAM("v[COL0].x");

static PFNGLPROGRAMENVPARAMETER4FARBPROC ProgramEnvParameter4fARB;

/* Row n of the table (c[10..255]): values that sum exactly in fp32. */
static void
row(int n, float out[4])
{
   out[0] = (float)n;
   out[1] = (float)(2 * n + 1);
   out[2] = -(float)n;
   out[3] = 0.25f * (float)n;
}

/* The spec's result: the loop body runs count times (at least once: the
 * BRA comes after it), reading c[base + k * stride + 10]; a row outside
 * 0..255 reads (0,0,0,0). */
static void
expected_sum(int count, int base, int stride, float out[4])
{
   out[0] = out[1] = out[2] = out[3] = 0.0f;
   for (int k = 0; k < (count < 1 ? 1 : count); k++) {
      int n = base + k * stride + 10;
      float r[4];

      if (n < 0 || n > 255)
         continue;
      row(n, r);
      for (int c = 0; c < 4; c++)
         out[c] += r[c];
   }
}

static bool
check(const char *what, int count, int base, int stride)
{
   float got[4], want[4];

   expected_sum(count, base, stride, want);
   if (!nvpt_draw_point_and_read(5, 5, got))
      return false;
   return nvpt_check_vec4(what, got, want, 0.0f);
}

static void
set_loop(int count, int base, int stride)
{
   nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 0, (float)count,
                           (float)stride, (float)base, 0.0f);
}

static bool
test_parameters(void)
{
   bool pass = true;

   if (!nvpt_use_nv_program(1, sum_params))
      return false;
   set_loop(3, 0, 1);
   pass &= check("3 rows from c[10]", 3, 0, 1);
   set_loop(5, 0, 1);
   pass &= check("5 rows (trip count changed)", 5, 0, 1);
   set_loop(5, 7, 3);
   pass &= check("5 rows from c[17], stride 3", 5, 7, 3);
   /* the same path, other table values: the code must read them */
   nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 20, 1.5f, -2.0f, 8.0f,
                           0.5f);
   {
      float got[4], want[4], r[4];

      expected_sum(5, 7, 3, want);
      row(20, r);
      for (int c = 0; c < 4; c++)
         want[c] += (float[]){ 1.5f, -2.0f, 8.0f, 0.5f }[c] - r[c];
      if (!nvpt_draw_point_and_read(5, 5, got))
         return false;
      pass &= nvpt_check_vec4("c[20] changed, same path", got, want, 0.0f);
      row(20, r);
      nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 20, r);
   }
   /* Mesa's ARB entry point writes the same registers */
   ProgramEnvParameter4fARB(GL_VERTEX_PROGRAM_ARB, 0, 2.0f, 4.0f, 1.0f,
                            0.0f);
   pass &= check("ProgramEnvParameter4fARB: 2 rows, stride 4", 2, 1, 4);
   /* rows 254, 255, then 256 and 257 out of range: (0,0,0,0) */
   set_loop(4, 244, 1);
   pass &= check("rows past c[255] read zero", 4, 244, 1);
   /* A0 clamps to [-512, 511]: -600 + 10 is out of range */
   set_loop(2, -600, 605);
   pass &= check("A0 clamped below, then c[15]", 2, -512, 517);
   /* a trip count of zero or less still runs the body once */
   set_loop(-2, 0, 1);
   pass &= check("trip count -2: one pass", 1, 0, 1);
   return pass;
}

/* A path that changes at every draw: after a bound the program runs its
 * general loop; every draw must be right either way. */
static bool
test_thrash(void)
{
   bool pass = true;

   if (!nvpt_use_nv_program(2, sum_params))
      return false;
   for (int i = 0; i < 40 && pass; i++) {
      char what[64];
      int count = 1 + i % 3;

      set_loop(count, i % 5, 1);
      snprintf(what, sizeof(what), "draw %d: %d rows from c[%d]", i, count,
               10 + i % 5);
      pass &= check(what, count, i % 5, 1);
   }
   return pass;
}

static bool
test_tracked(void)
{
   bool pass = true;

   if (!nvpt_use_nv_program(3, sum_tracked))
      return false;
   set_loop(0, 2, 2);
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 4, GL_MODELVIEW, GL_IDENTITY_NV);
   glMatrixMode(GL_MODELVIEW);
   glPushMatrix();
   glLoadIdentity();
   glScalef(3.0f, 1.0f, 1.0f);
   pass &= check("trip count 3 from a tracked matrix", 3, 2, 2);
   glLoadIdentity();
   glScalef(4.0f, 1.0f, 1.0f);
   pass &= check("tracked matrix changed: 4", 4, 2, 2);
   glPopMatrix();
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 4, GL_NONE, GL_IDENTITY_NV);
   return pass;
}

static bool
test_display_list(void)
{
   GLuint list = glGenLists(1);
   bool pass = true;

   if (!nvpt_use_nv_program(4, sum_params))
      return false;
   set_loop(2, 0, 1);
   pass &= check("2 rows before the list", 2, 0, 1);
   glNewList(list, GL_COMPILE);
   set_loop(6, 1, 2);
   glEndList();
   pass &= check("list compiled, not run: still 2 rows", 2, 0, 1);
   glCallList(list);
   pass &= check("list run: 6 rows from c[11], stride 2", 6, 1, 2);
   glDeleteLists(list, 1);
   return pass;
}

/* Branches on an attribute: one path per vertex, the general code. */
static bool
test_attribute(void)
{
   bool pass = true;

   if (!nvpt_use_nv_program(5, sum_attrib))
      return false;
   set_loop(0, 3, 1);
   glColor4f(2.0f, 0.0f, 0.0f, 1.0f);
   pass &= check("trip count 2 from v[COL0]", 2, 3, 1);
   glColor4f(4.0f, 0.0f, 0.0f, 1.0f);
   pass &= check("trip count 4 from v[COL0]", 4, 3, 1);
   glColor4f(1.0f, 1.0f, 1.0f, 1.0f);
   return pass;
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   nvpt_require_nv_vertex_program();
   if (!nvpt_has_extension("GL_NV_vertex_program2"))
      nvpt_skip("GL_NV_vertex_program2 is not advertised");
   ProgramEnvParameter4fARB = (PFNGLPROGRAMENVPARAMETER4FARBPROC)
      nvpt_get_proc("glProgramEnvParameter4fARB");
   nvpt_float_target_begin();
   for (int n = 10; n < 256; n++) {
      float r[4];

      row(n, r);
      nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, (GLuint)n, r);
   }
   /* c[1] = (1, 0, ...): the loop step and a zero to start the sum */
   nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 1, 1.0f, 0.0f, 0.0f, 0.0f);

   pass &= test_parameters();
   pass &= test_thrash();
   pass &= test_tracked();
   pass &= test_display_list();
   pass &= test_attribute();
   return nvpt_end_test(pass);
}
