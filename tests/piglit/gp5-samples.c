/*
 * NV_gpu_program5's per-sample fragment bindings through the GL (issue
 * 16): the SAMPLE attribute modifier, fragment.sampleid,
 * fragment.samplemask and result.samplemask, and OPTION
 * NV_early_fragment_tests.
 *
 * Single-sampled, both drivers: fragment.sampleid is 0 and
 * fragment.samplemask 1 ("If multisample buffers are not available
 * (SAMPLE_BUFFERS is zero), bit zero indicates if the center of the
 * pixel corresponding to the fragment is covered"); a SAMPLE attribute
 * is the centre's value.
 *
 * Early tests (a depth buffer cleared to 0.5, LESS, a quad at window
 * depth 0.25): the program's result.depth 0.9 would fail the late test,
 * but "the depth and stencil tests will be performed prior to fragment
 * program invocation" and "The depth value produced by the fragment
 * program has no effect" (issue 12), so the quad is drawn; a program
 * that kills every fragment still leaves 0.25 in the depth buffer, so a
 * quad at 0.375 behind it fails.  Without the option both come out the
 * other way.
 *
 * On a 4x multisample framebuffer (llvmpipe; softpipe has none, and the
 * test says so), resolved into the float target: fragment.samplemask
 * 15 in the interior; result.samplemask 5 keeps two of four samples (a
 * resolved 0.5, 15 resolving to 7.5); with a SAMPLE attribute (or
 * fragment.sampleid read, ARB_sample_shading's rule, which Mesa
 * applies) the program runs per sample:
 * fragment.sampleid averages 1.5, fragment.samplemask (only the
 * sample's own bit) 3.75, and the square of a SAMPLE attribute X the
 * mean of (x + p_n)^2 over the sample positions GetMultisamplefv
 * reports, which the centre's value does not match.
 */
#include "harness.h"

#include <stdio.h>
#include <string.h>

#define SIZE 8

static PFNGLVERTEXATTRIB4FARBPROC attrib4f;

static const char vp[] =
   "!!NVvp4.0\n"
   "MOV result.position, vertex.position;\n"
   "MOV result.attrib[0], vertex.attrib[1];\n"
   "END\n";

/* The viewport covered at clip z, fragment.attrib[0] = (X, Y, 0, 1)
 * with X, Y 0 .. 8 over it (window coordinates). */
static void
draw(float z)
{
   static const int corner[4][2] = { { 0, 0 }, { 1, 0 }, { 1, 1 },
                                     { 0, 1 } };

   glBegin(GL_QUADS);
   for (unsigned v = 0; v < 4; v++) {
      attrib4f(1, corner[v][0] * SIZE, corner[v][1] * SIZE, 0, 1);
      glVertex4f(corner[v][0] * 2 - 1, corner[v][1] * 2 - 1, z, 1);
   }
   glEnd();
}

static bool
run(GLuint id, const char *name, const char *text, float z)
{
   if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, id, text)) {
      printf("  %s: did not load\n", name);
      return false;
   }
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   glEnable(GL_VERTEX_PROGRAM_ARB);
   draw(z);
   glDisable(GL_VERTEX_PROGRAM_ARB);
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   return nvpt_expect_error(GL_NO_ERROR, "%s", name);
}

/* Pixels on the quad's diagonal are shared by its two triangles: with
 * multisampling each runs the program for the samples it covers ("a
 * pair of adjacent triangles may cause a fragment program to be
 * executed more than once at a given (x,y) with different sets of
 * samples covered", issue 11), so their masks are no interior one. */
static bool skip_diagonal;

/* every third row of the 8x8 square: want(x, y) */
static bool
probe(const char *name, void (*want)(int x, int y, float v[4]))
{
   bool pass = true;

   for (int y = 0; y < SIZE; y += 3) {
      for (int x = 0; x < SIZE; x++) {
         float v[4];
         char what[96];
         if (skip_diagonal && x == y)
            continue;
         want(x, y, v);
         snprintf(what, sizeof(what), "%s at (%d, %d)", name, x, y);
         pass = nvpt_probe_float(what, x, y, v, 0) && pass;
      }
   }
   return pass;
}

static void
want_single(int x, int y, float v[4])
{
   v[0] = 0;          /* fragment.sampleid */
   v[1] = 1;          /* fragment.samplemask */
   v[2] = x + 0.5f;   /* SAMPLE a.x: the centre */
   v[3] = y + 0.5f;
}

static const char single_fp[] =
   "!!NVfp5.0\n"
   "SAMPLE ATTRIB a = fragment.attrib[0];\n"
   "TEMP r;\n"
   "I2F.S r.x, fragment.sampleid.x;\n"
   "I2F.U r.y, fragment.samplemask.x;\n"
   "MOV r.zw, a.xxxy;\n"
   "MOV result.color, r;\n"
   "END\n";

static const float green[4] = { 0, 1, 0, 1 };

static void
want_green(int x, int y, float v[4])
{
   (void)x;
   (void)y;
   memcpy(v, green, sizeof(green));
}

static void
want_sentinel(int x, int y, float v[4])
{
   (void)x;
   (void)y;
   memcpy(v, nvpt_sentinel, sizeof(nvpt_sentinel));
}

/* The depth test against 0.5 with and without the option: clip z -0.5
 * is window depth 0.25, -0.25 is 0.375. */
static bool
early_tests(void)
{
   PFNGLGENRENDERBUFFERSPROC gen_rbs = nvpt_get_proc("glGenRenderbuffers");
   PFNGLBINDRENDERBUFFERPROC bind_rb = nvpt_get_proc("glBindRenderbuffer");
   PFNGLRENDERBUFFERSTORAGEPROC storage =
      nvpt_get_proc("glRenderbufferStorage");
   PFNGLFRAMEBUFFERRENDERBUFFERPROC attach =
      nvpt_get_proc("glFramebufferRenderbuffer");
   static const char *const depth_fp[2] = {
      "!!NVfp5.0\nMOV result.color, {0, 1, 0, 1};\n"
      "MOV result.depth.z, 0.9;\nEND\n",
      "!!NVfp5.0\nOPTION NV_early_fragment_tests;\n"
      "MOV result.color, {0, 1, 0, 1};\nMOV result.depth.z, 0.9;\nEND\n",
   };
   static const char *const kill_fp[2] = {
      "!!NVfp5.0\nKIL TR;\nEND\n",
      "!!NVfp5.0\nOPTION NV_early_fragment_tests;\nKIL TR;\nEND\n",
   };
   static const char red_fp[] =
      "!!NVfp5.0\nMOV result.color, {1, 0, 0, 1};\nEND\n";
   GLuint rb;
   bool pass = true;

   gen_rbs(1, &rb);
   bind_rb(GL_RENDERBUFFER, rb);
   storage(GL_RENDERBUFFER, GL_DEPTH_COMPONENT24, NVPT_WIDTH, NVPT_HEIGHT);
   attach(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, rb);
   glEnable(GL_DEPTH_TEST);
   glDepthFunc(GL_LESS);
   for (unsigned early = 0; early < 2; early++) {
      const char *what = early ? "early" : "late";
      char name[64];

      glClearDepth(0.5);
      glClear(GL_DEPTH_BUFFER_BIT);
      nvpt_clear_sentinel();
      snprintf(name, sizeof(name), "%s: result.depth 0.9", what);
      pass = run(50 + early, name, depth_fp[early], -0.5f) && pass;
      pass = probe(name, early ? want_green : want_sentinel) && pass;

      glClear(GL_DEPTH_BUFFER_BIT);
      nvpt_clear_sentinel();
      snprintf(name, sizeof(name), "%s: KIL, then a quad behind", what);
      pass = run(52 + early, name, kill_fp[early], -0.5f) && pass;
      pass = run(54, name, red_fp, -0.25f) && pass;
      if (early) {
         pass = probe(name, want_sentinel) && pass;
      } else {
         static const float red[4] = { 1, 0, 0, 1 };
         pass = nvpt_probe_float(name, 3, 3, red, 0) && pass;
      }
   }
   glDisable(GL_DEPTH_TEST);
   attach(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, 0);
   return nvpt_expect_error(GL_NO_ERROR, "early tests") && pass;
}

static float pos[4][2];

static void
want_ms_mask(int x, int y, float v[4])
{
   (void)x;
   (void)y;
   /* run once for the pixel: all four samples covered, 15; of them
    * result.samplemask 5 keeps two, the others stay 0 */
   v[0] = 0.5f;
   v[1] = 7.5f;
   v[2] = 0.5f;
   v[3] = 0.5f;
}

static void
want_ms_sample(int x, int y, float v[4])
{
   float sq = 0;

   (void)y;
   for (unsigned n = 0; n < 4; n++)
      sq += (x + pos[n][0]) * (x + pos[n][0]);
   v[0] = 1.5f;        /* the mean of the sample numbers */
   v[1] = 3.75f;       /* the mean of 1, 2, 4, 8 */
   v[2] = sq / 4;
   v[3] = 1;
}

static void
want_ms_square(int x, int y, float v[4])
{
   want_ms_sample(x, y, v);
   v[0] = v[1] = 1;
}

static bool
multisample(void)
{
   static const struct {
      const char *name, *text;
      void (*want)(int x, int y, float v[4]);
   } cases[] = {
      { "4x samplemask, result.samplemask",
        "!!NVfp5.0\nTEMP r;\n"
        "I2F.U r.y, fragment.samplemask.x;\n"
        "MOV r.xzw, 1;\nMOV.U result.samplemask.x, 5;\n"
        "MOV result.color, r;\nEND\n", want_ms_mask },
      { "4x SAMPLE",
        "!!NVfp5.0\nSAMPLE ATTRIB a = fragment.attrib[0];\nTEMP r;\n"
        "I2F.S r.x, fragment.sampleid.x;\n"
        "I2F.U r.y, fragment.samplemask.x;\n"
        "MUL r.z, a.x, a.x;\nMOV r.w, 1;\n"
        "MOV result.color, r;\nEND\n", want_ms_sample },
      /* the modifier alone runs the program per sample */
      { "4x SAMPLE alone",
        "!!NVfp5.0\nSAMPLE ATTRIB a = fragment.attrib[0];\nTEMP r;\n"
        "MOV r, 1;\nMUL r.z, a.x, a.x;\n"
        "MOV result.color, r;\nEND\n", want_ms_square },
   };
   struct nvpt_ms ms;
   bool pass = true;

   if (!nvpt_ms_begin(&ms, SIZE, SIZE))
      return nvpt_expect_error(GL_NO_ERROR, "multisample set-up");
   memcpy(pos, ms.pos, sizeof(pos));
   skip_diagonal = true;
   for (unsigned k = 0; k < NVPT_ARRAY_SIZE(cases); k++) {
      nvpt_ms_bind(&ms);
      glClearColor(0, 0, 0, 0);
      glClear(GL_COLOR_BUFFER_BIT);
      pass = run(60 + k, cases[k].name, cases[k].text, 0) && pass;
      nvpt_ms_resolve(&ms);
      pass = probe(cases[k].name, cases[k].want) && pass;
   }
   skip_diagonal = false;
   return nvpt_expect_error(GL_NO_ERROR, "multisample") && pass;
}

/* The spellings are NV_gpu_program5's: none in "!!NVfp4.0" */
static bool
load_errors(void)
{
   static const struct nvpt_bad_text bad[] = {
      { "!!NVfp4.0\nSAMPLE ATTRIB a = fragment.attrib[0];\nEND\n", 10 },
      { "!!NVfp4.0\nTEMP r;\nMOV.S r, fragment.sampleid;\nEND\n", 36 },
      { "!!NVfp4.0\nMOV.S result.samplemask, 1;\nEND\n", 23 },
      /* "if any interpolation modifier is specified when declaring a
       * variable bound to a fragment's position" (NVIDIA loads it) */
      { "!!NVfp5.0\nSAMPLE ATTRIB p = fragment.position;\nEND\n", 24 },
      /* the option in a version 4 program: NV_gpu_program5 adds it to
       * NV_fragment_program4's options and says programs "should begin
       * with" "!!NVfp5.0"; nvprog refuses it there, NVIDIA's driver
       * takes it: nvprog's reading, checked there only */
      { "!!NVfp4.0\nOPTION NV_early_fragment_tests;\nEND\n", 17 },
   };

   return nvpt_load_arb_programs_bad(GL_FRAGMENT_PROGRAM_ARB, 70, bad,
                                     NVPT_ARRAY_SIZE(bad) -
                                     (nvpt_is_nvprog() ? 0 : 1));
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   nvpt_require_extension("GL_NV_gpu_program4");
   nvpt_float_target_begin();
   if (!nvpt_has_extension("GL_NV_gpu_program5")) {
      printf("GL_NV_gpu_program5 not enabled: the header is refused\n");
      return nvpt_end_test(nvpt_load_arb_program_bad(
         GL_FRAGMENT_PROGRAM_ARB, 1, single_fp, 0));
   }
   attrib4f = nvpt_get_proc("glVertexAttrib4fARB");
   glViewport(0, 0, SIZE, SIZE);
   if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 2, vp))
      return nvpt_end_test(false);

   nvpt_clear_sentinel();
   pass = run(10, "single-sampled", single_fp, 0) && pass;
   pass = probe("single-sampled", want_single) && pass;
   pass = early_tests() && pass;
   pass = multisample() && pass;
   pass = load_errors() && pass;
   return nvpt_end_test(pass);
}
