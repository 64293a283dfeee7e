/*
 * NV_fragment_program precision (sections 3.11.4.1, 3.11.4.2; checklist
 * T61-T70) and the pack/unpack instructions (3.11.5.20-23, 41-44), bit
 * for bit through a float target.
 *
 * fp16: "any values ... greater than or equal to +2^16 are converted to
 * +INF" and others go to "one of the two nearest representable values":
 * nvprog rounds to nearest even, so 65520 becomes INF and 65519 65504;
 * fp16 keeps denormals.  fx12: "+INF, and any values greater than
 * +2047/1024 become +2047/1024.  NaN becomes 0", others round to the
 * nearest 1/1024, ties away from zero (the reference interpreter's
 * choice, nvp_to_fx12()).  "Fragment program instructions using
 * the fragment attribute registers f[FOGC] or f[TEX0] through f[TEX7]
 * will be carried out at full fp32 precision".
 *
 * NVIDIA's driver keeps H registers, o[COLH], "X" instructions and _SAT
 * of NaN in fp32 (none of the conversions above happens there):
 * docs/nvidia/fragment.md lists each value; the spec's sentences decide.
 */
#include "fp1-common.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define INF INFINITY
#define P2(e) ((float)ldexp(1.0, (e)))

static const struct nvpt_fp_case cases[] = {
   /* storage in H registers */
   { "H rounds to nearest even", "MOVH H0, R0;\nMOV o[COLR], H0;\n",
     { { 1 + P2(-11), 1 + 3 * P2(-11), 65519, 65520 } },
     { 1, 1 + P2(-9), 65504, INF } },
   { "H negative overflow", "MOV H1, R0;\nMOV o[COLR], H1;\n",
     { { -65520, -65504, -INF, -0.0f } }, { -INF, -65504, -INF, -0.0f } },
   { "H denormals", "MOV H2, R0;\nMOV o[COLR], H2;\n",
     { { P2(-24), P2(-25), 3 * P2(-25), -P2(-26) } },
     { P2(-24), 0, 2 * P2(-24), -0.0f } },
   { "H keeps NaN", "MOV H3, R0;\nMOV o[COLR], H3;\n",
     { { NAN, 1.0f / 3.0f, P2(-14), 0.1f } },
     { NAN, 0.333251953125f, P2(-14), 0.0999755859375f } },
   /* operands are converted to the instruction's precision first */
   { "MULH rounds operands", "MULH o[COLR], R0, R1;\n",
     { { 1 + P2(-11) + P2(-12) }, { 3 } },
     { 3 + P2(-8), 0, 0, 0 } },
   { "MULR does not", "MULR o[COLR], R0, R1;\n",
     { { 1 + P2(-11) + P2(-12) }, { 3 } },
     { 3 + 3 * P2(-11) + 3 * P2(-12), 0, 0, 0 } },
   { "ADDH result", "ADDH o[COLR], R0, R1;\n",
     { { 2048, 2048, 1, 60000 }, { 1, 3, P2(-11), 6000 } },
     { 2048, 2052, 1, INF } },
   { "o[COLH] is fp16", "MOV o[COLH], R0;\n",
     { { 70000, 1 + P2(-12), -0.0f, 0.1f } },
     { INF, 1, -0.0f, 0.0999755859375f } },
   /* fx12 */
   { "MOVX clamps", "MOVX o[COLR], R0;\n",
     { { 3, -3, INF, -INF } }, { 2047.0f / 1024, -2, 2047.0f / 1024, -2 } },
   { "MOVX rounds", "MOVX o[COLR], R0;\n",
     { { P2(-11), 1.5f / 1024, 0.1f, NAN } },
     { 1.0f / 1024, 2.0f / 1024, 102.0f / 1024, 0 } },
   { "ADDX", "ADDX o[COLR], R0, R1;\n",
     { { 1.5f, 0.3f, -1.5f, 1 }, { 1.5f, 0.3f, -1.5f, -1 } },
     { 2047.0f / 1024, 614.0f / 1024, -2, 0 } },
   /* the f[TEX0] override: glTexCoord is (0, 0, 0, 1) */
   { "MULX of f[TEX0] is fp32", "MULX o[COLR], f[TEX0].w, R0;\n",
     { { 3, 0.1f, -5, 1e10f } }, { 3, 0.1f, -5, 1e10f } },
   /* _SAT: [0, 1], NaN unchanged */
   { "_SAT", "MOV_SAT o[COLR], R0;\n", { { -1, 0.5f, 2, NAN } },
     { 0, 0.5f, 1, NAN } },
   { "_SAT then fp16", "MOVR_SAT H0, R0;\nMOV o[COLR], H0;\n",
     { { 1 - P2(-13), -0.0f, 0.1f, 1 } }, { 1, -0.0f, 0.0999755859375f, 1 } },
   /* pack and unpack, raw bits */
   { "PK2H", "PK2H o[COLR], R0;\n", { { 1, -2 } },
     { 0, 0, 0, 0 } },   /* filled in below */
   { "UP2H", "PK2H R1, R0;\nUP2H o[COLR], R1.x;\n",
     { { 1.5f, -65504 } }, { 1.5f, -65504, 1.5f, -65504 } },
   { "UP2H fp16 rounding", "PK2H R1, R0;\nUP2H o[COLR], R1.y;\n",
     { { 1 + P2(-11), 1e6f } }, { 1, INF, 1, INF } },
   { "PK2US UP2US", "PK2US R1, R0;\nUP2US o[COLR], R1.z;\n",
     { { 0.5f, 2 } }, { 0, 1, 0, 1 } },   /* x filled in below */
   { "PK4UB", "PK4UB o[COLR], R0;\n", { { 1, 0.5f, 0, 0.25f } },
     { 0, 0, 0, 0 } },   /* filled in below */
   /* "/ 255.0" with no stated accuracy: 51/255 within 1 ulp (nvprog
    * rounds correctly, NVIDIA's driver is 1 ulp above) */
   { "UP4UB", "PK4UB R1, R0;\nUP4UB o[COLR], R1.w;\n",
     { { 1, -1, 0, 0.2f } }, { 1, 0, 0, 0 },   /* w filled in below */
     { 0, 0, 0, 0x1p-26f } },
   { "PK4B UP4B", "PK4B R1, R0;\nUP4B o[COLR], R1.x;\n",
     { { -1, 0, 0.5f, 1 } }, { -1, 0, 0, 1 } },   /* z filled in below */
   { "UP4B of a negated operand", "PK4B R1, R0;\nUP4B o[COLR], -R1.x;\n",
     { { -1, 0, 0.5f, -1 } }, { -1, 0, 0, 0 } },   /* filled in below */
};

/*
 * A sweep of fp32 values through MOVH, against the compiler's own
 * conversion to _Float16 (IEEE round to nearest even, INF on overflow,
 * fp16 denormals kept): each pixel k of the target (k = x + W * y)
 * converts base + k * step, exact in fp32, and writes it in .x and the
 * fp16 value in .y.  The bands cross fp16's ties, its largest finite
 * value and overflow, its denormals and the smallest normal.
 */
static bool
fp16_sweep(GLuint id)
{
#ifdef __FLT16_MAX__
   static const struct { float base, step; } bands[] = {
      { 1.0f, 0x1p-19f }, { -1.0f, -0x1p-19f }, { 65400.0f, 0x1p-2f },
      { -65400.0f, -0x1p-2f }, { 0.0f, 0x1p-30f }, { -0x1p-24f, 0x1p-30f },
      { 0x1p-14f - 0x1p-17f, 0x1p-26f }, { 1234.5678f, 0x1p-11f },
      { 0.1f, 0x1p-27f },
   };
   static const char text[] =
      "!!FP1.0\n"
      "ADDR R0.xy, f[WPOS], p[2].x;\n"    /* pixel x, y from 0 */
      "MADR R0.x, R0.y, p[1].x, R0.x;\n"  /* k */
      "MADR R1.x, R0.x, p[0].y, p[0].x;\n"
      "MOVH H0.x, R1.x;\n"
      "MOVR o[COLR].x, R1.x;\n"
      "MOVR o[COLR].y, H0.x;\n"
      "MOVR o[COLR].zw, p[2].y;\n"
      "END";
   static float px[NVPT_WIDTH * NVPT_HEIGHT][4];
   bool pass = true;

   if (!nvpt_use_nv_fp(id, text))
      return false;
   for (unsigned b = 0; b < NVPT_ARRAY_SIZE(bands); b++) {
      const float p0[4] = { bands[b].base, bands[b].step, 0, 0 };
      const float p1[4] = { NVPT_WIDTH, 0, 0, 0 };
      const float p2[4] = { -0.5f, 0, 0, 0 };
      unsigned bad = 0;

      nvfp.ProgramLocalParameter4fvARB(GL_FRAGMENT_PROGRAM_NV, 0, p0);
      nvfp.ProgramLocalParameter4fvARB(GL_FRAGMENT_PROGRAM_NV, 1, p1);
      nvfp.ProgramLocalParameter4fvARB(GL_FRAGMENT_PROGRAM_NV, 2, p2);
      glClear(GL_COLOR_BUFFER_BIT);
      nvpt_draw_window_quad();
      glReadPixels(0, 0, NVPT_WIDTH, NVPT_HEIGHT, GL_RGBA, GL_FLOAT, px);
      if (!nvpt_expect_error(GL_NO_ERROR, "fp16 sweep %u", b))
         return false;
      for (unsigned k = 0; k < NVPT_WIDTH * NVPT_HEIGHT; k++) {
         float v = bands[b].base + (float)k * bands[b].step;
         float want = (float)(_Float16)v;
         if (px[k][0] == v && nvpt_f_bits(px[k][1]) == nvpt_f_bits(want))
            continue;
         if (bad++ < 4)
            printf("FAIL fp16 sweep: pixel %u: input %.9g (0x%08x, "
                   "expected %.9g), MOVH %.9g (0x%08x), expected %.9g "
                   "(0x%08x)\n", k, px[k][0], nvpt_f_bits(px[k][0]), v,
                   px[k][1], nvpt_f_bits(px[k][1]), want,
                   nvpt_f_bits(want));
      }
      if (bad) {
         printf("FAIL fp16 sweep from %.9g by %.9g: %u of %u values\n",
                bands[b].base, bands[b].step, bad,
                NVPT_WIDTH * NVPT_HEIGHT);
         pass = false;
      }
   }
   if (pass)
      printf("fp16 sweep: %u values as _Float16 rounds them\n",
             (unsigned)NVPT_ARRAY_SIZE(bands) * NVPT_WIDTH * NVPT_HEIGHT);
   return pass;
#else
   (void)id;
   printf("fp16 sweep: no _Float16 in this compiler, not run\n");
   return true;
#endif
}

enum nvpt_result
nvpt_test(void)
{
   static struct nvpt_fp_case c[NVPT_ARRAY_SIZE(cases)];

   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(cases); i++)
      c[i] = cases[i];
   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(cases); i++) {
      struct nvpt_fp_case *t = &c[i];
      if (!strcmp(t->name, "PK2H")) {
         /* fp16 1.0 = 0x3c00 in bits 0-15, -2.0 = 0xc000 in 16-31 */
         for (unsigned k = 0; k < 4; k++)
            t->expected[k] = nvpt_bits_f(0xc0003c00u);
      } else if (!strcmp(t->name, "PK2US UP2US")) {
         /* round(0.5 * 65535) = 32768, 2 clamps to 1 */
         t->expected[0] = t->expected[2] = 32768.0f / 65535.0f;
      } else if (!strcmp(t->name, "PK4UB")) {
         /* 255, round(127.5) = 128, 0, round(63.75) = 64 */
         for (unsigned k = 0; k < 4; k++)
            t->expected[k] = nvpt_bits_f(0x400080ffu);
      } else if (!strcmp(t->name, "UP4UB")) {
         /* round(0.2 * 255) = 51 */
         t->expected[3] = 51.0f / 255.0f;
      } else if (!strcmp(t->name, "PK4B UP4B")) {
         /* round(0.5 * 127 + 128) = round(191.5) = 192: (192-128)/127 */
         t->expected[2] = 64.0f / 127.0f;
      } else if (!strcmp(t->name, "UP4B of a negated operand")) {
         /* bytes 1, 128, 192, 1; the negation flips bit 31, the top bit
          * of the w byte: 0x81 */
         t->expected[0] = -127.0f / 127.0f;
         t->expected[1] = 0.0f;
         t->expected[2] = 64.0f / 127.0f;
         t->expected[3] = 1.0f / 127.0f;
      }
   }
   nvpt_require_nv_fragment_program();
   nvpt_float_target_begin();
   bool pass = nvpt_run_fp_cases(c, NVPT_ARRAY_SIZE(c), 1);
   pass = fp16_sweep(NVPT_ARRAY_SIZE(c) + 1) && pass;
   return nvpt_end_test(pass);
}
