/*
 * Several contexts of one share group drawing the same NV programs at
 * once, each on its own thread (src/state_tracker/nvst_share.c).
 *
 * "Program objects are shared between AGL/GLX/WGL rendering contexts if
 * and only if the rendering contexts share display lists" (NV_vertex_
 * program), while program parameters, environment parameters, tracked
 * matrices and texture bindings are each context's own.  The programs
 * are loaded once by the first context; THREADS more contexts sharing
 * with it then draw them from THREADS threads, every iteration with new
 * values of their own state, and check the exact colour of each draw:
 *  - a !!VP1.0 program writing c[0], and one writing a tracked matrix
 *    row: each context must see its own registers, not another's
 *    (the parameter list Mesa uploads from is the program's, shared);
 *  - !!VP2.0 programs whose loop count comes from c[0].x, a different
 *    count per context: the VP2 path trace emits each context's path in
 *    turn while the others draw (nvst_vp2_trace.c);
 *  - !!ARBfp1.0 NV_fragment_program2 programs whose REP count comes from
 *    program.env[0].x, again per context: the executed-instruction
 *    count and path (nvst_fp_count.c);
 *  - a !!FP1.0 TEX on unit 0 from a texture that is complete in some
 *    contexts and incomplete ("the vector (0,0,0,0)") in others, RGBA32F
 *    in the complete ones: emitted again at draw time
 *    (nvst_fragment_validate()) and a completeness constant that differs
 *    per context;
 *  - a program of each thread's own, loaded anew every 8 iterations.
 * A lost update (a draw with another context's values or with code
 * emitted for another context's path), a mixed-up program or a crash
 * fails.  Values are multiples of 1/64, exact in every precision.
 *
 * Before the threads start, one thread alternates two of the contexts
 * on a !!VP2.0 program: A draws it with one path, B with another (the
 * program is emitted again), A draws it with B's path and only a
 * parameter changed -- A must not keep the variant of the code it drew
 * first, which Mesa freed.
 *
 *    nv-threads [--iterations N]   (default 120 per thread)
 */
#include "stress.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define THREADS 4
#define COPIES 4          /* of each trace-following program */
#define MAX_REPORTS 8

enum {
   ID_VP_PARAM = 1,
   ID_VP_TRACK = 2,
   ID_VP2 = 10,           /* .. ID_VP2 + COPIES - 1 */
   ID_FP2 = 20,           /* .. ID_FP2 + COPIES - 1 */
   ID_FP1_TEX = 30,
   ID_OWN = 100,          /* + thread */
};

static const char vp_param[] =
   "!!VP1.0\nMOV o[HPOS], v[OPOS];\nMOV o[COL0], c[0];\n"
   "MOV o[TEX0], v[TEX0];\nEND";
/* c[4..7] track the modelview matrix: c[4] is its first row */
static const char vp_track[] =
   "!!VP1.0\nMOV o[HPOS], v[OPOS];\nMOV o[COL0], c[4];\nEND";
static const char fp2_rep[] =
   "!!ARBfp1.0\nOPTION NV_fragment_program2;\n"
   "TEMP r;\nMOV r, 0;\nREP program.env[0].x;\n"
   "  ADD r, r, program.env[1];\nENDREP;\nMOV result.color, r;\nEND";
static const char fp1_tex[] = "!!FP1.0\nTEX o[COLR], f[TEX0], TEX0, 2D;\nEND";

static struct stress_ctx first, ctx[THREADS];
static pthread_barrier_t start;
static unsigned iterations = 120;

struct result {
   unsigned checks, failures;
   char report[MAX_REPORTS][160];
};
static struct result results[THREADS];

/* A value of this thread and iteration: multiples of 1/64 up to 15/64,
 * so that sums of four stay below 1.0 (vertex colours are clamped). */
static void
value(unsigned t, unsigned i, unsigned salt, float v[4])
{
   for (unsigned c = 0; c < 4; c++)
      v[c] = (float)((t * 5 + i * 3 + salt * 7 + c) % 16) / 64.0f;
}

static void
check(struct result *r, unsigned t, unsigned i, const char *what,
      const float e[4])
{
   float got[4] = { -1, -1, -1, -1 };

   stress_read(got);
   r->checks++;
   if (memcmp(got, e, sizeof(got)) == 0 && glGetError() == GL_NO_ERROR)
      return;
   if (r->failures < MAX_REPORTS)
      snprintf(r->report[r->failures], sizeof(r->report[0]),
               "thread %u, iteration %u, %s: got (%g, %g, %g, %g), "
               "expected (%g, %g, %g, %g)", t, i, what, got[0], got[1],
               got[2], got[3], e[0], e[1], e[2], e[3]);
   r->failures++;
}

static void
vertex_program(GLuint id)
{
   gl.BindProgramNV(GL_VERTEX_PROGRAM_NV, id);
   glEnable(GL_VERTEX_PROGRAM_NV);
}

static void
case_param(unsigned t, unsigned i, struct result *r)
{
   float v[4];

   value(t, i, 0, v);
   vertex_program(ID_VP_PARAM);
   gl.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 0, v[0], v[1], v[2], v[3]);
   stress_draw_quad();
   check(r, t, i, "VP1 c[0]", v);
}

static void
case_track(unsigned t, unsigned i, struct result *r)
{
   float v[4], m[16] = { 0 };

   value(t, i, 1, v);
   /* column-major: the first row is m[0], m[4], m[8], m[12] */
   for (unsigned c = 0; c < 4; c++)
      m[4 * c] = v[c];
   m[5] = m[10] = m[15] = 1.0f;
   glMatrixMode(GL_MODELVIEW);
   glLoadMatrixf(m);
   vertex_program(ID_VP_TRACK);
   stress_draw_quad();
   check(r, t, i, "VP1 tracked modelview row", v);
}

static void
case_vp2(unsigned t, unsigned i, struct result *r)
{
   const unsigned count = t + 1;
   float e[4] = { 0, 0, 0, 0 };

   vertex_program(ID_VP2 + i % COPIES);
   /* count, stride 1, first row 0; decrement 1, start (0,0,0,0) */
   gl.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 0, (float)count, 1, 0, 0);
   gl.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 1, 1, 0, 0, 0);
   for (unsigned k = 0; k < 4; k++) {
      float v[4];

      value(t, i, 2 + k, v);
      gl.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 10 + k, v[0], v[1],
                              v[2], v[3]);
      for (unsigned c = 0; k < count && c < 4; c++)
         e[c] += v[c];
   }
   stress_draw_quad();
   check(r, t, i, "VP2 path of c[0].x rows", e);
}

static void
case_fp2(unsigned t, unsigned i, struct result *r)
{
   const unsigned count = t + 1;
   float v[4], e[4];

   value(t, i, 6, v);
   for (unsigned c = 0; c < 4; c++)
      e[c] = v[c] * (float)count;
   vertex_program(ID_VP_PARAM);
   gl.BindProgramARB(GL_FRAGMENT_PROGRAM_ARB, ID_FP2 + i % COPIES);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   gl.ProgramEnvParameter4fARB(GL_FRAGMENT_PROGRAM_ARB, 0, (float)count,
                               0, 0, 0);
   gl.ProgramEnvParameter4fARB(GL_FRAGMENT_PROGRAM_ARB, 1, v[0], v[1], v[2],
                               v[3]);
   stress_draw_quad();
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   check(r, t, i, "NV2 REP program.env[0].x", e);
}

static void
case_fp1(unsigned t, unsigned i, struct result *r, GLuint tex)
{
   /* odd threads: complete on odd iterations only */
   const bool complete = t % 2 == 0 || i % 2 == 1;
   float v[4], texels[4][4];

   value(t, i, 7, v);
   for (unsigned k = 0; k < 4; k++)
      memcpy(texels[k], v, sizeof(v));
   glBindTexture(GL_TEXTURE_2D, tex);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER,
                   complete ? GL_NEAREST : GL_NEAREST_MIPMAP_NEAREST);
   /* (2x2: a mipmapped filter then needs level 1, which never exists) */
   glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, 2, 2, GL_RGBA, GL_FLOAT, texels);
   vertex_program(ID_VP_PARAM);
   gl.BindProgramNV(GL_FRAGMENT_PROGRAM_NV, ID_FP1_TEX);
   glEnable(GL_FRAGMENT_PROGRAM_NV);
   stress_draw_quad();
   glDisable(GL_FRAGMENT_PROGRAM_NV);
   if (!complete)
      memset(v, 0, sizeof(v));
   check(r, t, i, complete ? "FP1 TEX, complete RGBA32F" :
                             "FP1 TEX, incomplete", v);
}

/* This thread's own program, c[40 + k], loaded anew now and then. */
static void
case_own(unsigned t, unsigned i, struct result *r)
{
   const unsigned k = (i / 8) % 4;
   float e[4];
   char text[128];

   if (i % 8 == 0) {
      snprintf(text, sizeof(text), "!!VP1.0\nMOV o[HPOS], v[OPOS];\n"
               "MOV o[COL0], c[%u];\nEND", 40 + k);
      if (!stress_load_nv(GL_VERTEX_PROGRAM_NV, ID_OWN + t, text,
                          "own program")) {
         r->failures++;
         return;
      }
   }
   for (unsigned n = 0; n < 4; n++) {
      float v[4];

      value(t, i, 8 + n, v);
      gl.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 40 + n, v[0], v[1],
                              v[2], v[3]);
      if (n == k)
         memcpy(e, v, sizeof(e));
   }
   vertex_program(ID_OWN + t);
   stress_draw_quad();
   check(r, t, i, "own program c[40 + k]", e);
}

static void *
run(void *arg)
{
   const unsigned t = (unsigned)(size_t)arg;
   struct result *r = &results[t];
   GLuint tex;

   if (!stress_make_current(&ctx[t])) {
      r->failures++;
      pthread_barrier_wait(&start);
      return NULL;
   }
   gl.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 4, GL_MODELVIEW, GL_IDENTITY_NV);
   glGenTextures(1, &tex);
   glBindTexture(GL_TEXTURE_2D, tex);
   glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA32F_ARB, 2, 2, 0, GL_RGBA,
                GL_FLOAT, NULL);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
   pthread_barrier_wait(&start);

   for (unsigned i = 0; i < iterations; i++) {
      switch ((i + t) % 5) {
      case 0: case_param(t, i, r); break;
      case 1: case_track(t, i, r); break;
      case 2: case_vp2(t, i, r); break;
      case 3: case_fp2(t, i, r); break;
      case 4: case_fp1(t, i, r, tex); break;
      }
      glDisable(GL_VERTEX_PROGRAM_NV);
      case_own(t, i, r);
      glDisable(GL_VERTEX_PROGRAM_NV);
   }
   glDeleteTextures(1, &tex);
   glFinish();
   OSMesaMakeCurrent(NULL, NULL, 0, 0, 0);
   return NULL;
}

/* A context that drew a program before another emitted it again (the
 * VP2 trace) draws it next with no state change that rebinds it. */
static bool
stale_code_check(void)
{
   struct result r = { 0 };
   float e1[4], e2[4], row0[4], row1[4];
   unsigned count[3] = { 1, 2, 2 };
   struct stress_ctx *order[3] = { &ctx[0], &ctx[1], &ctx[0] };

   value(9, 9, 0, row0);
   value(9, 9, 1, row1);
   for (unsigned c = 0; c < 4; c++) {
      e1[c] = row0[c];
      e2[c] = row0[c] + row1[c];
   }
   for (unsigned k = 0; k < 3; k++) {
      if (!stress_make_current(order[k]))
         return false;
      if (k < 2) {
         vertex_program(ID_VP2);
         gl.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 1, 1, 0, 0, 0);
         gl.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 10, row0[0], row0[1],
                                 row0[2], row0[3]);
         gl.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 11, row1[0], row1[1],
                                 row1[2], row1[3]);
      }
      /* (c[0].w differs from B's, so that A's path is run again) */
      gl.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 0, (float)count[k], 1,
                              0, (float)k);
      stress_draw_quad();
      check(&r, k, 0, k == 0 ? "VP2 path 1 in A" :
                      k == 1 ? "VP2 path 2 in B" :
                               "VP2 path 2 in A after B's", count[k] == 1 ?
            e1 : e2);
      glFinish();
   }
   glDisable(GL_VERTEX_PROGRAM_NV);
   stress_make_current(&ctx[1]);
   glDisable(GL_VERTEX_PROGRAM_NV);
   OSMesaMakeCurrent(NULL, NULL, 0, 0, 0);
   for (unsigned k = 0; k < r.failures && k < MAX_REPORTS; k++)
      printf("%s\n", r.report[k]);
   return r.failures == 0 && r.checks == 3;
}

static bool
load_shared(void)
{
   bool ok = true;

   ok &= stress_load_nv(GL_VERTEX_PROGRAM_NV, ID_VP_PARAM, vp_param,
                        "VP1 c[0]");
   ok &= stress_load_nv(GL_VERTEX_PROGRAM_NV, ID_VP_TRACK, vp_track,
                        "VP1 tracked");
   for (unsigned k = 0; k < COPIES; k++) {
      ok &= stress_load_nv(GL_VERTEX_PROGRAM_NV, ID_VP2 + k, stress_vp2_sum,
                           "VP2 sum");
      ok &= stress_load_arb(GL_FRAGMENT_PROGRAM_ARB, ID_FP2 + k, fp2_rep,
                            "NV2 REP");
   }
   ok &= stress_load_nv(GL_FRAGMENT_PROGRAM_NV, ID_FP1_TEX, fp1_tex,
                        "FP1 TEX");
   gl.BindProgramARB(GL_FRAGMENT_PROGRAM_ARB, 0);
   return ok;
}

int
main(int argc, char **argv)
{
   pthread_t th[THREADS];
   bool pass = true;
   unsigned checks = 0, failures = 0;

   for (int a = 1; a < argc; a++) {
      if (strcmp(argv[a], "--iterations") == 0 && a + 1 < argc)
         iterations = (unsigned)strtoul(argv[++a], NULL, 10);
   }
   if (!stress_create(&first, NULL) || !stress_make_current(&first))
      stress_skip("no OSMesa context");
   if (!stress_get_procs())
      stress_skip("NV_vertex_program2 or NV_fragment_program(2) missing");
   for (unsigned t = 0; t < THREADS; t++) {
      if (!stress_create(&ctx[t], &first)) {
         printf("OSMesaCreateContextExt with a share context failed\n");
         stress_report(false);
      }
   }
   if (!load_shared())
      stress_report(false);
   glFinish();
   OSMesaMakeCurrent(NULL, NULL, 0, 0, 0);
   pass = stale_code_check();

   pthread_barrier_init(&start, NULL, THREADS);
   for (unsigned t = 0; t < THREADS; t++)
      pthread_create(&th[t], NULL, run, (void *)(size_t)t);
   for (unsigned t = 0; t < THREADS; t++)
      pthread_join(th[t], NULL);

   for (unsigned t = 0; t < THREADS; t++) {
      checks += results[t].checks;
      failures += results[t].failures;
      for (unsigned k = 0; k < results[t].failures && k < MAX_REPORTS; k++)
         printf("%s\n", results[t].report[k]);
   }
   printf("%u threads x %u iterations: %u draws checked, %u wrong\n",
          THREADS, iterations, checks, failures);
   pass = pass && failures == 0 && checks == THREADS * iterations * 2;

   for (unsigned t = 0; t < THREADS; t++)
      OSMesaDestroyContext(ctx[t].ctx);
   OSMesaDestroyContext(first.ctx);
   stress_report(pass);
}
