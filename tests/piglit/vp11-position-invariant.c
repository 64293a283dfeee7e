/*
 * NV_vertex_program1_1 position-invariant programs (section 2.14.B).
 *
 * "the OpenGL implementation is expected to compute the HPOS for
 *  position-invariant vertex programs in a manner exactly identical to
 *  how the homogenous position and window position are computed for a
 *  vertex by conventional OpenGL transformation ...  In this way
 *  position-invariant vertex programs guarantee correct multi-pass
 *  rendering semantics in cases where multiple passes are rendered with
 *  conventional OpenGL transformation and position-invariant vertex
 *  programs and the second and subsequent passes use a EQUAL depth test."
 *
 * A mesh under a rotation, non-uniform scale, translation and a
 * perspective projection is drawn with fixed function and with a
 * position-invariant program (immediate mode and vertex arrays); the
 * depth buffers (read as GL_UNSIGNED_INT) must be bit-identical and the
 * coverage the same.  Then EQUAL-depth multipass in both orders must
 * leave no pixel of the first pass uncovered by the second.
 */
#include "harness.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define N 6                        /* grid of N x N vertices */
#define NPIX (NVPT_WIDTH * NVPT_HEIGHT)

static const char pi_program[] =
   "!!VP1.1\n"
   "OPTION NV_position_invariant;\n"
   "MOV o[COL0], v[3];\n"
   "MOV o[TEX0], v[OPOS];\n"
   "END";

static GLfloat verts[(N - 1) * N * 2][3];
static unsigned num_verts_per_strip = 2 * N;

static void
build_mesh(void)
{
   unsigned k = 0;

   for (unsigned j = 0; j < N - 1; j++) {
      for (unsigned i = 0; i < N; i++) {
         for (unsigned r = 0; r < 2; r++) {
            float x = -1.3f + 2.6f * i / (N - 1);
            float y = -1.3f + 2.6f * (j + r) / (N - 1);

            verts[k][0] = x;
            verts[k][1] = y;
            /* A bumpy surface, so depth varies non-linearly. */
            verts[k][2] = 0.37f * sinf(1.7f * x + 0.3f) *
                          cosf(2.1f * y - 0.4f);
            k++;
         }
      }
   }
}

static void
set_matrices(void)
{
   glMatrixMode(GL_PROJECTION);
   glLoadIdentity();
   glFrustum(-0.6, 0.55, -0.5, 0.65, 1.3, 9.0);
   glMatrixMode(GL_MODELVIEW);
   glLoadIdentity();
   glTranslatef(0.11f, -0.07f, -3.3f);
   glRotatef(37.0f, 0.3f, 0.9f, 0.2f);
   glRotatef(-21.0f, 1.0f, 0.0f, 0.0f);
   glScalef(1.1f, 0.9f, 1.3f);
}

static void
draw_immediate(void)
{
   for (unsigned j = 0; j < N - 1; j++) {
      glBegin(GL_TRIANGLE_STRIP);
      for (unsigned i = 0; i < num_verts_per_strip; i++)
         glVertex3fv(verts[j * num_verts_per_strip + i]);
      glEnd();
   }
}

static void
draw_arrays(void)
{
   glVertexPointer(3, GL_FLOAT, 0, verts);
   glEnableClientState(GL_VERTEX_ARRAY);
   for (unsigned j = 0; j < N - 1; j++)
      glDrawArrays(GL_TRIANGLE_STRIP, j * num_verts_per_strip,
                   num_verts_per_strip);
   glDisableClientState(GL_VERTEX_ARRAY);
}

static void
use_program(bool on)
{
   if (on) {
      nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, 1);
      glEnable(GL_VERTEX_PROGRAM_NV);
   } else {
      glDisable(GL_VERTEX_PROGRAM_NV);
   }
}

/* One pass from a cleared buffer: depth (uint) and coverage. */
static bool
render(bool program, bool arrays, GLuint depth[NPIX], GLubyte rgba[NPIX][4])
{
   glClearColor(0, 0, 0, 0);
   glClearDepth(1.0);
   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
   glEnable(GL_DEPTH_TEST);
   glDepthFunc(GL_LESS);
   glDepthMask(GL_TRUE);
   glColor4f(1, 1, 1, 1);
   use_program(program);
   if (arrays)
      draw_arrays();
   else
      draw_immediate();
   use_program(false);
   glReadPixels(0, 0, NVPT_WIDTH, NVPT_HEIGHT, GL_DEPTH_COMPONENT,
                GL_UNSIGNED_INT, depth);
   glReadPixels(0, 0, NVPT_WIDTH, NVPT_HEIGHT, GL_RGBA, GL_UNSIGNED_BYTE,
                rgba);
   return nvpt_expect_error(GL_NO_ERROR, "rendering (%s, %s)",
                            program ? "program" : "fixed function",
                            arrays ? "arrays" : "immediate");
}

static bool
compare(const char *what, const GLuint ref_depth[NPIX],
        GLubyte ref_rgba[NPIX][4], const GLuint depth[NPIX],
        GLubyte rgba[NPIX][4], unsigned *covered)
{
   unsigned depth_diff = 0, cover_diff = 0;
   int first = -1;

   *covered = 0;
   for (int p = 0; p < NPIX; p++) {
      bool ref_cov = ref_rgba[p][0] != 0;
      bool cov = rgba[p][0] != 0;

      *covered += ref_cov;
      if (ref_cov != cov)
         cover_diff++;
      if (ref_depth[p] != depth[p]) {
         depth_diff++;
         if (first < 0)
            first = p;
      }
   }
   if (depth_diff || cover_diff) {
      printf("%s: %u pixels with a different depth, %u with different "
             "coverage (of %u covered)\n", what, depth_diff, cover_diff,
             *covered);
      if (first >= 0)
         printf("  first at (%d, %d): fixed function 0x%08x, program "
                "0x%08x\n", first % NVPT_WIDTH, first / NVPT_WIDTH,
                ref_depth[first], depth[first]);
      return false;
   }
   return true;
}

/*
 * First pass red with LESS, second pass green with EQUAL and no depth
 * writes: every pixel the first pass covered must turn green.
 */
static bool
multipass(const char *what, bool first_program, bool arrays)
{
   static GLubyte rgba[NPIX][4];
   unsigned covered = 0, missing = 0;

   glClearColor(0, 0, 0, 0);
   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
   glEnable(GL_DEPTH_TEST);
   glDepthFunc(GL_LESS);
   glDepthMask(GL_TRUE);
   glColor4f(1, 0, 0, 1);
   use_program(first_program);
   arrays ? draw_arrays() : draw_immediate();
   use_program(false);

   glDepthFunc(GL_EQUAL);
   glDepthMask(GL_FALSE);
   glColor4f(0, 1, 0, 1);
   use_program(!first_program);
   arrays ? draw_arrays() : draw_immediate();
   use_program(false);
   glDepthMask(GL_TRUE);
   glDepthFunc(GL_LESS);

   glReadPixels(0, 0, NVPT_WIDTH, NVPT_HEIGHT, GL_RGBA, GL_UNSIGNED_BYTE,
                rgba);
   for (int p = 0; p < NPIX; p++) {
      if (rgba[p][0] || rgba[p][1])
         covered++;
      if (rgba[p][0] == 255 && rgba[p][1] == 0)
         missing++;
   }
   if (!nvpt_expect_error(GL_NO_ERROR, "%s", what))
      return false;
   if (covered < NPIX / 4) {
      printf("%s: only %u pixels covered; the scene is wrong\n", what,
             covered);
      return false;
   }
   if (missing) {
      printf("%s: %u of %u pixels failed the EQUAL depth test\n", what,
             missing, covered);
      return false;
   }
   return true;
}

enum nvpt_result
nvpt_test(void)
{
   static GLuint ref_depth[NPIX], depth[NPIX];
   static GLubyte ref_rgba[NPIX][4], rgba[NPIX][4];
   GLint depth_bits = 0;
   unsigned covered;
   bool pass = true;

   nvpt_require_nv_vertex_program();
   nvpt_require_extension("GL_NV_vertex_program1_1");
   glGetIntegerv(GL_DEPTH_BITS, &depth_bits);
   if (depth_bits < 16)
      nvpt_skip("needs a depth buffer (%d bits)", depth_bits);

   build_mesh();
   glViewport(0, 0, NVPT_WIDTH, NVPT_HEIGHT);
   glDisable(GL_DITHER);
   glShadeModel(GL_FLAT);
   if (!nvpt_load_nv_program(GL_VERTEX_PROGRAM_NV, 1, pi_program))
      return NVPT_FAIL;
   set_matrices();

   for (int arrays = 0; arrays < 2; arrays++) {
      char what[96];

      pass = render(false, arrays, ref_depth, ref_rgba) && pass;
      pass = render(true, arrays, depth, rgba) && pass;
      snprintf(what, sizeof(what), "position-invariant vs fixed "
               "function (%s)", arrays ? "DrawArrays" : "Begin/End");
      pass = compare(what, ref_depth, ref_rgba, depth, rgba, &covered) &&
             pass;
      if (covered < NPIX / 4) {
         printf("%s: only %u pixels covered; the scene is wrong\n", what,
                covered);
         pass = false;
      }
      snprintf(what, sizeof(what), "EQUAL multipass, fixed function "
               "first (%s)", arrays ? "DrawArrays" : "Begin/End");
      pass = multipass(what, false, arrays) && pass;
      snprintf(what, sizeof(what), "EQUAL multipass, program first (%s)",
               arrays ? "DrawArrays" : "Begin/End");
      pass = multipass(what, true, arrays) && pass;
   }

   /* The matrices are bound at draw time, not at load time: change them
    * after the load and compare again. */
   glMatrixMode(GL_MODELVIEW);
   glRotatef(71.0f, -0.2f, 0.1f, 1.0f);
   glMatrixMode(GL_PROJECTION);
   glLoadIdentity();
   glFrustum(-0.7, 0.5, -0.6, 0.6, 1.1, 7.0);
   glMatrixMode(GL_MODELVIEW);
   pass = render(false, false, ref_depth, ref_rgba) && pass;
   pass = render(true, false, depth, rgba) && pass;
   pass = compare("after changing MODELVIEW and PROJECTION", ref_depth,
                  ref_rgba, depth, rgba, &covered) && pass;
   pass = multipass("EQUAL multipass after changing the matrices", false,
                    false) && pass;
   return pass ? NVPT_PASS : NVPT_FAIL;
}
