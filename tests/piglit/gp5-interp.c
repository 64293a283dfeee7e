/*
 * NV_gpu_program5's IPAC, IPAO and IPAS through the GL (issue 16),
 * single-sampled: "If multisample buffers are not available
 * (SAMPLE_BUFFERS is zero), the attribute will be evaluated at the pixel
 * center" (IPAS), and the centroid of the one sample is the centre
 * (IPAC); IPAO moves the position "by adding the (x,y) offsets in the
 * second vector operand to the (x,y) position of the pixel center".
 *
 * An 8x8 viewport is covered by two triangles whose attributes are
 * window coordinates: fragment.attrib[0] = (X, Y, -X, 1) with X and Y
 * 0 at the left and bottom edges and 8 at the right and top, so at the
 * centre of pixel (x, y) it is (x + 0.5, y + 0.5, -x - 0.5, 1);
 * fragment.attrib[1] the same, read NOPERSPECTIVE; fragment.attrib[2]
 * (1, 1, 1, 1) at every vertex but each triangle's last, the provoking
 * one, (9, 9, 9, 9), read FLAT.  Offsets are multiples of 1/8, so every
 * expected value is exact in fp32 and the tolerance is 0.
 *
 * Then the right edge's clip w is 2 (the same window positions): a
 * perspective attribute X is then 8s / (2 - s) at window x = 8s, the
 * NOPERSPECTIVE one still 8s; IPAO must give those at the moved
 * position (tolerance 1e-5: the quotient rounds).
 *
 * On a 4x multisample framebuffer (llvmpipe; softpipe has none, and the
 * test says so), IPAS n gives the attribute at sample n's position as
 * GetMultisamplefv(SAMPLE_POSITION, n) reports it, IPAC and IPAO the
 * single-sampled values in the interior: each pixel's program runs once
 * for its four samples, so the resolved value is exactly the program's.
 *
 * A member of an ATTRIB array read relatively interpolates the member
 * the index names; outside the array it reads (0,0,0,0).
 *
 * The load rules: the first operand an attribute, not fragment.facing
 * or primitive.id, no integer modifier; no IPA* in "!!NVfp4.0".
 * Without GL_NV_gpu_program5 the version 5 header is refused.
 */
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SIZE 8

static PFNGLVERTEXATTRIB4FARBPROC attrib4f;
/* The probes' tolerance: 0 on nvprog, whose interpolation is exact for
 * these values; another GL may round the perspective division (NVIDIA's
 * -0.74999994 for -0.75), which the spec does not fix, so a tolerance
 * far below the offsets' 1/16 grid there. */
static float tol;
static PFNGLPROGRAMLOCALPARAMETER4FARBPROC local4f;

static const char vp[] =
   "!!NVvp4.0\n"
   "MOV result.position, vertex.position;\n"
   "MOV result.attrib[0], vertex.attrib[1];\n"
   "MOV result.attrib[1], vertex.attrib[1];\n"
   "MOV result.attrib[2], vertex.attrib[2];\n"
   "MUL result.attrib[3], vertex.attrib[1], 2;\n"
   "MUL result.attrib[4], vertex.attrib[1], 3;\n"
   "END\n";

#define HEAD "!!NVfp5.0\n" \
             "ATTRIB a = fragment.attrib[0];\n" \
             "NOPERSPECTIVE ATTRIB b = fragment.attrib[1];\n" \
             "FLAT ATTRIB c = fragment.attrib[2];\n" \
             "PARAM p0 = program.local[0];\n" \
             "TEMP r, s;\n"

/* A case's result at pixel (x, y): component c is k[c][0] + k[c][1] *
 * (x + 0.5) + k[c][2] * (y + 0.5). */
struct interp_case {
   const char *name;
   const char *body;       /* ends writing result.color */
   float k[4][3];
};

static const struct interp_case cases[] = {
   /* at the centre; IPAO by (0.25, 0) and (-0.5, 0.375) */
   { "IPAO IPAS IPAC",
     "IPAO r.x, a.x, {0.25, 0};"
     "IPAO r.y, a.y, {-0.5, 0.375};"
     "IPAS r.z, a.x, 3;"
     "IPAC r.w, a.y;"
     "MOV result.color, r;",
     { { 0.25f, 1, 0 }, { 0.375f, 0, 1 }, { 0, 1, 0 }, { 0, 0, 1 } } },
   /* "Swizzles, negation, and absolute value modifiers ... are applied
    * after the attribute values are interpolated": z is -X.  The y
    * offset 0.5 is MAX_FRAGMENT_INTERPOLATION_OFFSET_NV, not past it
    * (NVIDIA's driver, which reports 0.5 too, moves by 0.4375) */
   { "IPAO -|a.zxyw|",
     "IPAO r, -|a.zxyw|, {0.25, 0.5};"
     "MOV result.color, r;",
     { { -0.25f, -1, 0 }, { -0.25f, -1, 0 }, { -0.5f, 0, -1 },
       { -1, 0, 0 } } },
   /* "The FLAT and NOPERSPECTIVE variable modifiers operate normally":
    * FLAT gives the provoking vertex's value anywhere */
   { "IPAO NOPERSPECTIVE FLAT",
     "IPAO r, b, {0.5, -0.25};"
     "IPAO s, c, {0.5, 0.5};"
     "MOV r.z, s.x; IPAS r.w, c.y, 0;"
     "MOV result.color, r;",
     { { 0.5f, 1, 0 }, { -0.25f, 0, 1 }, { 9, 0, 0 }, { 9, 0, 0 } } },
   /* the offset from a parameter, p0 = (-0.375, 0.125, 7, 7) (z, w
    * ignored), and from a temporary; clamping and CC after */
   { "IPAO p0, IPAO.CC r",
     "IPAO r.xy, a, p0;"
     "MOV s, {0.125, -0.125, 0, 0};"
     "IPAO.CC r.zw, a.xxxy, s;"
     "MOV result.color, r;",
     { { -0.375f, 1, 0 }, { 0.125f, 0, 1 }, { 0.125f, 1, 0 },
       { -0.125f, 0, 1 } } },
   /* in divergent flow: the slopes are taken before the first
    * instruction; IPAO.SAT clamps */
   { "IPAO in IF",
     "SGT.CC r.x, a.x, 4;"
     "IF NE.x;"
     "  IPAO r, a, {0.25, 0.25};"
     "ELSE;"
     "  IPAO r, a, {-0.25, -0.25};"
     "  IPAO.SAT r.w, a.x, {0.125, 0};"
     "ENDIF;"
     "MOV result.color, r;",
     /* x = 0..3 take the ELSE; checked separately below */
     { { 0, 0, 0 } } },
   /* fragment.position: x and y move by the offset, z (0.5) and w (1)
    * stay */
   { "IPAO fragment.position",
     "IPAO result.color, fragment.position, {0.25, -0.25};",
     { { 0.25f, 1, 0 }, { -0.25f, 0, 1 }, { 0.5f, 0, 0 }, { 1, 0, 0 } } },
};

/* Two triangles over the viewport; the right edge has clip w = wr. */
static void
draw(float wr)
{
   static const int corner[6][2] = {
      { 0, 0 }, { 1, 0 }, { 1, 1 }, { 0, 0 }, { 1, 1 }, { 0, 1 },
   };

   glBegin(GL_TRIANGLES);
   for (unsigned v = 0; v < 6; v++) {
      float X = corner[v][0] * SIZE, Y = corner[v][1] * SIZE;
      float w = corner[v][0] ? wr : 1.0f;
      float f = v % 3 == 2 ? 9.0f : 1.0f;
      attrib4f(1, X, Y, -X, 1);
      attrib4f(2, f, f, f, f);
      glVertex4f((corner[v][0] * 2 - 1) * w, (corner[v][1] * 2 - 1) * w,
                 0, w);
   }
   glEnd();
}

static bool
run(GLuint id, const char *name, const char *body, float wr)
{
   struct nvpt_text t = { 0 };

   /* a whole program, or a body after HEAD */
   if (strncmp(body, "!!", 2) == 0)
      nvpt_text_put(&t, "%s", body);
   else
      nvpt_text_put(&t, "%s%s\nEND\n", HEAD, body);
   const bool loaded =
      nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, id, t.data);
   free(t.data);
   if (!loaded) {
      printf("  %s: did not load\n", name);
      return false;
   }
   local4f(GL_FRAGMENT_PROGRAM_ARB, 0, -0.375f, 0.125f, 7, 7);
   nvpt_clear_sentinel();
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   glEnable(GL_VERTEX_PROGRAM_ARB);
   draw(wr);
   glDisable(GL_VERTEX_PROGRAM_ARB);
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   return nvpt_expect_error(GL_NO_ERROR, "%s", name);
}

static bool
probe_all(const char *name, const struct interp_case *c)
{
   bool pass = true;

   for (int y = 0; y < SIZE; y += 3) {
      for (int x = 0; x < SIZE; x++) {
         float want[4];
         char what[96];
         for (unsigned n = 0; n < 4; n++)
            want[n] = c->k[n][0] + c->k[n][1] * (x + 0.5f) +
                      c->k[n][2] * (y + 0.5f);
         snprintf(what, sizeof(what), "%s at (%d, %d)", name, x, y);
         pass = nvpt_probe_float(what, x, y, want, tol) && pass;
      }
   }
   return pass;
}

/* "IPAO in IF": x > 4 (window x + 0.5 > 4) moves by (0.25, 0.25), the
 * rest by (-0.25, -0.25) with w = clamp(x + 0.625). */
static bool
probe_flow(const char *name)
{
   bool pass = true;

   for (int y = 0; y < SIZE; y += 3) {
      for (int x = 0; x < SIZE; x++) {
         float cx = x + 0.5f, cy = y + 0.5f;
         bool right = cx > 4;
         float o = right ? 0.25f : -0.25f;
         float want[4] = { cx + o, cy + o, -(cx + o),
                           right ? 1.0f : (cx + 0.125f > 1 ? 1.0f :
                                           cx + 0.125f) };
         char what[96];
         snprintf(what, sizeof(what), "%s at (%d, %d)", name, x, y);
         pass = nvpt_probe_float(what, x, y, want, tol) && pass;
      }
   }
   return pass;
}

/* A member of an ATTRIB array read relatively: arr[] is
 * fragment.attrib[3..4], 2 (X, Y, -X, 1) and 3 (X, Y, -X, 1), member 0
 * read at even x and 1 at odd x; member 2 is outside the array,
 * (0,0,0,0) here. */
static bool
relative(void)
{
   bool pass = run(21, "relative member",
                   "!!NVfp5.0\n"
                   "ATTRIB arr[] = { fragment.attrib[3..4] };\n"
                   "INT TEMP i;\nTEMP r;\n"
                   "TRUNC.S i.x, fragment.position.x;\n"
                   "AND.S i.x, i.x, 1;\n"
                   "IPAO r, arr[i.x], {0.25, -0.5};\n"
                   "MOV.S i.y, 1;\nIPAC r.w, arr[i.y + 1].x;\n"
                   "MOV result.color, r;\nEND\n", 1.0f);

   for (int y = 0; y < SIZE; y += 3) {
      for (int x = 0; x < SIZE; x++) {
         float k = x % 2 ? 3.0f : 2.0f;
         float want[4] = { k * (x + 0.75f), k * y, -k * (x + 0.75f), 0 };
         char what[96];
         snprintf(what, sizeof(what), "relative member at (%d, %d)", x, y);
         pass = nvpt_probe_float(what, x, y, want, tol) && pass;
      }
   }
   return pass;
}

/* The right edge at clip w 2: X/w and 1/w are planes in window x, so at
 * window x = 8s the perspective X is 8s / (2 - s). */
static float
persp(float wx)
{
   float s = wx / SIZE;
   return 8.0f * s / (2.0f - s);
}

static bool
perspective(void)
{
   bool pass = run(20, "perspective",
                   "IPAO r.x, a.x, {0.25, 0};"
                   "IPAO r.y, a.x, {-0.5, 0.125};"
                   "IPAO r.z, b.x, {0.375, 0};"
                   "MOV r.w, a.x;"
                   "MOV result.color, r;", 2.0f);

   for (int y = 1; y < SIZE; y += 3) {
      for (int x = 0; x < SIZE; x++) {
         float cx = x + 0.5f;
         float want[4] = { persp(cx + 0.25f), persp(cx - 0.5f),
                           cx + 0.375f, persp(cx) };
         char what[96];
         snprintf(what, sizeof(what), "perspective at (%d, %d)", x, y);
         pass = nvpt_probe_float(what, x, y, want, 1e-5f) && pass;
      }
   }
   return pass;
}

/* IPAS on four samples: two draws of two samples each, resolved into
 * the float target and compared with the positions the GL reports. */
static bool
multisample(void)
{
   struct nvpt_ms ms;
   bool pass = true;

   if (!nvpt_ms_begin(&ms, SIZE, SIZE))
      return nvpt_expect_error(GL_NO_ERROR, "multisample set-up");
   const float (*pos)[2] = ms.pos;

   for (unsigned half = 0; half < 2; half++) {
      unsigned n0 = 2 * half, n1 = n0 + 1;
      struct nvpt_text t = { 0 };
      char name[64];
      snprintf(name, sizeof(name), "4x IPAS %u, %u", n0, n1);
      nvpt_text_put(&t, "IPAS r.xy, a, %u; IPAS r.zw, a.xxxy, %u;"
                    "MOV result.color, r;", n0, n1);
      nvpt_ms_bind(&ms);
      pass = run(40 + half, name, t.data, 1.0f) && pass;
      free(t.data);
      nvpt_ms_resolve(&ms);
      for (int y = 0; y < SIZE; y += 3) {
         for (int x = 0; x < SIZE; x++) {
            float want[4] = { x + pos[n0][0], y + pos[n0][1],
                              x + pos[n1][0], y + pos[n1][1] };
            char what[96];
            snprintf(what, sizeof(what), "%s at (%d, %d)", name, x, y);
            pass = nvpt_probe_float(what, x, y, want, 0) && pass;
         }
      }
   }
   /* IPAC and IPAO in the interior, where the primitive covers every
    * sample: the centre and the moved centre */
   nvpt_ms_bind(&ms);
   pass = run(42, "4x IPAC IPAO", "IPAC r.xy, a; IPAO r.zw, a.xxxy, "
              "{0.25, -0.125}; MOV result.color, r;", 1.0f) && pass;
   nvpt_ms_resolve(&ms);
   for (int y = 1; y < SIZE; y += 3) {
      for (int x = 0; x < SIZE; x++) {
         /* the diagonal's pixels are covered by both triangles */
         if (x == y)
            continue;
         float want[4] = { x + 0.5f, y + 0.5f, x + 0.75f, y + 0.375f };
         char what[96];
         snprintf(what, sizeof(what), "4x IPAC IPAO at (%d, %d)", x, y);
         pass = nvpt_probe_float(what, x, y, want, 0) && pass;
      }
   }
   return nvpt_expect_error(GL_NO_ERROR, "multisample") && pass;
}

/* MIN/MAX_FRAGMENT_INTERPOLATION_OFFSET_NV and
 * FRAGMENT_PROGRAM_INTERPOLATION_OFFSET_BITS_NV answer the spec's
 * minimum range and grid (-0.5, +0.5, 4 bits: Mesa's values of the same
 * enums).  IPAO is exact at both ends of the range (the cases above use
 * -0.5 and 0.5) and does not snap: its offsets of 1/8 land where they
 * say, on any grid of 4 bits or finer. */
static bool
offset_limits(void)
{
   GLfloat lo = 0, hi = 0;
   GLint bits = 0;
   bool pass;

   glGetFloatv(0x8E5B, &lo);    /* MIN_FRAGMENT_INTERPOLATION_OFFSET_NV */
   glGetFloatv(0x8E5C, &hi);    /* MAX_FRAGMENT_INTERPOLATION_OFFSET_NV */
   glGetIntegerv(0x8E5D, &bits); /* ..._INTERPOLATION_OFFSET_BITS_NV */
   pass = nvpt_expect_error(GL_NO_ERROR, "the IPAO offset limits");
   if (lo != -0.5f || hi != 0.5f || bits != 4) {
      printf("IPAO offset limits %g, %g, %d bits; expected -0.5, 0.5, "
             "4\n", lo, hi, bits);
      pass = false;
   }
   return pass;
}

/* The load rules, each at its token; the object keeps its program. */
static bool
load_errors(void)
{
   static const struct nvpt_bad_text bad[] = {
      { "!!NVfp5.0\nTEMP r;\nIPAC r, fragment.facing;\nEND\n", 26 },
      { "!!NVfp5.0\nTEMP r;\nIPAO r, primitive.id, {0, 0};\nEND\n", 26 },
      { "!!NVfp5.0\nTEMP r, t;\nIPAS r, t, 0;\nEND\n", 29 },
      { "!!NVfp5.0\nTEMP r;\nIPAO.U r, fragment.attrib[0], 1;\nEND\n",
        23 },
      { "!!NVfp4.0\nTEMP r;\nIPAC r, fragment.attrib[0];\nEND\n", 18 },
   };

   return nvpt_load_arb_programs_bad(GL_FRAGMENT_PROGRAM_ARB, 30, bad,
                                     NVPT_ARRAY_SIZE(bad));
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   nvpt_require_extension("GL_NV_gpu_program4");
   nvpt_float_target_begin();
   if (!nvpt_has_extension("GL_NV_gpu_program5")) {
      printf("GL_NV_gpu_program5 not enabled: the header is refused\n");
      pass = nvpt_load_arb_program_bad(GL_FRAGMENT_PROGRAM_ARB, 1,
                                       HEAD "IPAC r, a;\n"
                                       "MOV result.color, r;\nEND\n", 0);
      return nvpt_end_test(pass);
   }
   attrib4f = nvpt_get_proc("glVertexAttrib4fARB");
   local4f = nvpt_get_proc("glProgramLocalParameter4fARB");
   tol = nvpt_is_nvprog() ? 0 : 1.0f / 4096;
   glViewport(0, 0, SIZE, SIZE);
   if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 2, vp))
      return nvpt_end_test(false);

   for (unsigned k = 0; k < NVPT_ARRAY_SIZE(cases); k++) {
      const struct interp_case *c = &cases[k];
      if (!run(10 + k, c->name, c->body, 1.0f)) {
         pass = false;
         continue;
      }
      if (strcmp(c->name, "IPAO in IF") == 0)
         pass = probe_flow(c->name) && pass;
      else
         pass = probe_all(c->name, c) && pass;
   }
   pass = perspective() && pass;
   pass = relative() && pass;
   pass = multisample() && pass;
   pass = load_errors() && pass;
   pass = offset_limits() && pass;
   return nvpt_end_test(pass);
}
