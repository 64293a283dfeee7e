/*
 * Random "!!ARBfp1.0" + OPTION NV_fragment_program2 programs for
 * nvtgsi_exec_fp.c (the generator: tests/gen/fp2_gen.h): the emitted
 * TGSI (directly and through tgsi_to_nir + nir_to_tgsi) against the
 * interpreter, bit for bit.  A fixed seed keeps a failure reproducible:
 * the failing program is printed.  Included once, by nvtgsi_exec_fp.c.
 */

#define FP2_RANDOM_PROGRAMS 400

static uint32_t fp2_rng = 0x2468ace1u;

static unsigned
fp2_rnd(unsigned n)
{
   /* xorshift32 */
   fp2_rng ^= fp2_rng << 13;
   fp2_rng ^= fp2_rng >> 17;
   fp2_rng ^= fp2_rng << 5;
   return fp2_rng % n;
}

#include "../gen/fp2_gen.h"

static void
check_fp2_random(void)
{
   static struct fp2_gen g;
   unsigned runs = 0, divergent = 0;

   test_lanes = NVP_FP_QUAD;
   for (unsigned i = 0; i < FP2_RANDOM_PROGRAMS; i++) {
      fp2_program(&g);
      for (unsigned si = i % 4; si < NSETS; si += 4) {
         char name[64];
         unsigned before = failures;
         snprintf(name, sizeof(name), "fp2-random-%u set %u", i, si);
         run_text(name, g.text, si, 2, 0.0f, -1);
         if (failures != before)
            printf("%s", g.text);
         /* lanes whose executed-instruction counts differ took
          * different paths through the flow */
         runs++;
         for (unsigned l = 1; l < NVP_FP_QUAD; l++) {
            if (lane_want[l].executed != lane_want[0].executed) {
               divergent++;
               break;
            }
         }
      }
   }
   test_lanes = 1;
   printf("fp2-random: %u runs, %u with lanes on different paths\n", runs,
          divergent);
   /* the generator must keep producing divergent quads */
   checks++;
   if (divergent * 8 < runs) {
      printf("FAIL fp2-random: too few divergent quads\n");
      failures++;
   }
}
