/*
 * The accuracy NV_vertex_program2 and NV_fragment_program require of EX2,
 * LG2, COS and SIN, measured on the drivers (the two specs state the same
 * bounds):
 *
 *   | Approx2ToX(x) - 2^x | < (1.0 / 2^22) * (2^floor(x))
 *   | ApproxLog2(x) - log_2(x) | < 1.0 / 2^22
 *   | ApproxCosine(x) - cos(x) | < 1.0 / 2^22, if 0.0 <= x < 2.0 * PI
 *   | ApproxSine(x) - sin(x) | < 1.0 / 2^22, if 0.0 <= x < 2.0 * PI
 *
 * One point per pixel of the 32x32 float target, each with its own
 * operand in the texture coordinate; a !!VP2.0 program computes in the
 * vertex stage and writes o[COL0], a !!FP1.0 program (after fixed-function
 * vertex processing) in the fragment stage and writes o[COLR]; unclamped
 * results are read back and compared with the double-precision function
 * of the same float operand.  1024 operands per instruction, spread over
 * the range where the bound is stated (EX2: [-24, 24), LG2: 2^-30 ..
 * 2^30).
 *
 * LG2: "Note that for large values of x, there are not enough bits in
 * the floating-point storage format to represent a result that
 * precisely": where one unit in the last place of the result is more
 * than 2^-22 (|log2 x| >= 16), the bound is that unit.
 */
#include "fp1-common.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define N (NVPT_WIDTH * NVPT_HEIGHT)

struct approx {
   const char *op;
   double (*exact)(double);
   float (*operand)(unsigned i);
   /* the allowed absolute error for operand x */
   double (*bound)(double x);
};

static double exact_ex2(double x) { return exp2(x); }
static double exact_lg2(double x) { return log2(x); }

static float
ex2_operand(unsigned i)
{
   /* [-24, 24): integers, halves and everything between */
   return -24.0f + 48.0f * (float)i / N;
}

static float
lg2_operand(unsigned i)
{
   /* 2^-30 .. 2^30, and the values just around 1.0 */
   if (i < 64)
      return 1.0f + ((float)i - 32.0f) * 0x1p-20f;
   return exp2f(-30.0f + 60.0f * (float)(i - 64) / (N - 64));
}

static float
angle_operand(unsigned i)
{
   return (float)(2.0 * M_PI * i / N);
}

static double
ex2_bound(double x)
{
   return 0x1p-22 * exp2(floor(x));
}

static double
flat_bound(double x)
{
   (void)x;
   return 0x1p-22;
}

static double
lg2_bound(double x)
{
   /* one unit in the last place of the fp32 log2(x), if larger */
   float r = fabsf((float)log2(x));
   double ulp = nextafterf(r, INFINITY) - r;
   return ulp > 0x1p-22 ? ulp : 0x1p-22;
}

static const struct approx approxes[] = {
   { "EX2", exact_ex2, ex2_operand, ex2_bound },
   { "LG2", exact_lg2, lg2_operand, lg2_bound },
   { "COS", cos, angle_operand, flat_bound },
   { "SIN", sin, angle_operand, flat_bound },
};

static bool
measure(const struct approx *a, GLuint id, bool fragment)
{
   static float pixels[N][4];
   const char *stage = fragment ? "FP1.0" : "VP2.0";
   char text[256];
   double worst = 0, worst_x = 0, worst_got = 0;
   unsigned bad = 0;

   if (fragment) {
      snprintf(text, sizeof(text),
               "!!FP1.0\n%sR R0.x, f[TEX0].x;\nMOVR o[COLR], R0.x;\nEND",
               a->op);
      if (!nvpt_use_nv_fp(id, text))
         return false;
   } else {
      snprintf(text, sizeof(text),
               "!!VP2.0\nMOV o[HPOS], v[OPOS];\n%s R0.x, v[TEX0].x;\n"
               "MOV o[COL0], R0.x;\nEND", a->op);
      if (!nvpt_use_nv_program(id, text))
         return false;
   }
   nvpt_clear_sentinel();
   glBegin(GL_POINTS);
   for (unsigned i = 0; i < N; i++) {
      float nx, ny;
      nvpt_pixel_ndc((int)(i % NVPT_WIDTH), (int)(i / NVPT_WIDTH), &nx,
                     &ny);
      glTexCoord1f(a->operand(i));
      glVertex2f(nx, ny);
   }
   glEnd();
   if (!nvpt_expect_error(GL_NO_ERROR, "%s: draw", a->op))
      return false;
   glReadPixels(0, 0, NVPT_WIDTH, NVPT_HEIGHT, GL_RGBA, GL_FLOAT, pixels);

   for (unsigned i = 0; i < N; i++) {
      double x = a->operand(i);
      double got = pixels[i][0];
      double err = fabs(got - a->exact(x));
      /* a NaN result fails the comparison too */
      if (!(err < a->bound(x))) {
         if (bad++ < 5)
            printf("%s %s(%.9g) = %.9g, exact %.9g, error %.3g >= %.3g\n",
                   stage, a->op, x, got, a->exact(x), err, a->bound(x));
      }
      if (err / a->bound(x) > worst) {
         worst = err / a->bound(x);
         worst_x = x;
         worst_got = got;
      }
   }
   printf("%s %s: %u operands, %u outside the bound; worst error %.3f "
          "of the bound at %.9g (got %.9g)\n", stage, a->op, N, bad, worst,
          worst_x, worst_got);
   if (fragment)
      glDisable(GL_FRAGMENT_PROGRAM_NV);
   else
      glDisable(GL_VERTEX_PROGRAM_NV);
   return bad == 0;
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   nvpt_require_nv_vertex_program();
   nvpt_require_extension("GL_NV_vertex_program2");
   nvpt_require_nv_fragment_program();
   nvpt_float_target_begin();
   for (unsigned k = 0; k < NVPT_ARRAY_SIZE(approxes); k++) {
      pass = measure(&approxes[k], 1 + k, false) && pass;
      pass = measure(&approxes[k], 11 + k, true) && pass;
   }
   return nvpt_end_test(pass);
}
