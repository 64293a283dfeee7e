/*
 * Many load / bind / draw / delete cycles of NV programs, with resident
 * memory measured after a warm-up and at the end.
 *
 * Each cycle takes the next of six kinds -- !!VP1.0, !!VP2.0 with a
 * loop its parameters count (the VP2 path trace: nvst_vp2_trace.c),
 * !!FP1.0 with a named and a numbered local parameter, !!ARBvp1.0 with
 * OPTION NV_vertex_program2, !!ARBfp1.0 with OPTION
 * NV_fragment_program and with OPTION NV_fragment_program2 and a REP
 * count from program.env (nvst_fp_count.c) -- generates a new name,
 * loads the program, binds and enables it, sets its parameters to
 * values of this cycle, draws, reads the colour back and compares it
 * exactly, and deletes the program.  Everything a cycle allocates
 * (parse tree, TGSI, NIR, Mesa's parameter list and variants, the trace
 * and count state) must be freed by the delete: from the end of the
 * warm-up to the end of the run, the bytes malloc has handed out and
 * not had back (mallinfo2()) may grow by at most HEAP_BOUND_KIB, and the
 * resident set by at most RSS_BOUND_KIB (it also counts what malloc
 * keeps of freed memory, and the drivers' mappings); wider bounds on
 * llvmpipe, see below.  Fails on a wrong
 * colour, a GL error or growth past a bound; prints the cycles per
 * second and the sizes.
 *
 *    nv-long-run [--cycles N] [--check-every K] [--warm-up W]
 *                [--kind 0..5]
 *
 * (--kind: that kind only, to tell which one grows.)
 *
 * The default, 3000 cycles with every colour checked, is meson's short
 * mode; docs/reliability.md has a run of a million (--cycles 1000000
 * --check-every 64).
 */
#include "stress.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define KINDS 6
/* Growth allowed from the end of the warm-up to the end of the run.  On
 * softpipe a leak of 64 bytes per cycle passes the heap bound after
 * 4096 cycles.  llvmpipe's own allocations (LLVM's) rise and fall by
 * up to 6 MiB with no trend -- 12.7 MiB in use after 6000 cycles and
 * after 30000, 10.8 after 12000 (docs/reliability.md) -- so there the
 * bounds are wider, and a leak shows in long runs only. */
#define HEAP_BOUND_KIB 256
#define RSS_BOUND_KIB 4096
#define LLVMPIPE_HEAP_BOUND_KIB 8192
#define LLVMPIPE_RSS_BOUND_KIB 16384

static const char vp1[] =
   "!!VP1.0\nMOV o[HPOS], v[OPOS];\nMOV R0, c[1];\n"
   "MAD R0, c[0], R0.x, R0.y;\nMOV o[COL0], R0;\nEND";
static const char fp1[] =
   "!!FP1.0\nDECLARE k = {0, 0, 0, 0};\nMOVR R0, p[0];\n"
   "MULR o[COLR], R0, k;\nEND";
static const char arbvp_nv2[] =
   "!!ARBvp1.0\nOPTION NV_vertex_program2;\n"
   "MOV result.position, vertex.position;\n"
   "MOV result.color, program.local[0];\nEND";
static const char arbfp_nv[] =
   "!!ARBfp1.0\nOPTION NV_fragment_program;\n"
   "MOVH result.color, program.local[0];\nEND";
static const char arbfp_nv2[] =
   "!!ARBfp1.0\nOPTION NV_fragment_program2;\n"
   "TEMP r;\nMOV r, 0;\nREP program.env[0].x;\n"
   "  ADD r, r, program.local[0];\nENDREP;\nMOV result.color, r;\nEND";

/* The value of cycle c: multiples of 1/64 below 1/4 (sums of four stay
 * below 1.0, vertex colours are clamped). */
static void
value(unsigned long c, unsigned salt, float v[4])
{
   for (unsigned k = 0; k < 4; k++)
      v[k] = (float)((c * 3 + salt * 5 + k) % 16) / 64.0f;
}

static int only_kind = -1;

/* One cycle of kind c % KINDS; false on a wrong colour or an error. */
static bool
cycle(unsigned long c, bool check)
{
   const unsigned kind = only_kind >= 0 ? (unsigned)only_kind : c % KINDS;
   const bool vertex = kind == 0 || kind == 1 || kind == 3;
   const GLenum target = vertex ? GL_VERTEX_PROGRAM_ARB :
                                  GL_FRAGMENT_PROGRAM_ARB;
   float v[4], e[4];
   GLuint id;
   bool ok = true;

   value(c, 0, v);
   memcpy(e, v, sizeof(e));
   gl.GenProgramsNV(1, &id);
   switch (kind) {
   case 0:
      ok = stress_load_nv(GL_VERTEX_PROGRAM_NV, id, vp1, "VP1.0");
      gl.BindProgramNV(GL_VERTEX_PROGRAM_NV, id);
      gl.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 0, v[0], v[1], v[2],
                              v[3]);
      gl.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 1, 1, 0, 0, 0);
      break;
   case 1: {
      /* rows c[10..13], c[0].x of them */
      const unsigned count = 1 + (c / KINDS) % 4;

      ok = stress_load_nv(GL_VERTEX_PROGRAM_NV, id, stress_vp2_sum, "VP2.0");
      gl.BindProgramNV(GL_VERTEX_PROGRAM_NV, id);
      gl.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 0, (float)count, 1, 0,
                              0);
      gl.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 1, 1, 0, 0, 0);
      memset(e, 0, sizeof(e));
      for (unsigned k = 0; k < 4; k++) {
         value(c, k, v);
         gl.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 10 + k, v[0], v[1],
                                 v[2], v[3]);
         for (unsigned j = 0; k < count && j < 4; j++)
            e[j] += v[j];
      }
      break;
   }
   case 2: {
      static const GLubyte k[] = "k";

      ok = stress_load_nv(GL_FRAGMENT_PROGRAM_NV, id, fp1, "FP1.0");
      gl.BindProgramNV(GL_FRAGMENT_PROGRAM_NV, id);
      gl.ProgramLocalParameter4fARB(GL_FRAGMENT_PROGRAM_NV, 0, v[0], v[1],
                                    v[2], v[3]);
      gl.ProgramNamedParameter4fNV(id, 1, k, 1, 1, 1, 1);
      break;
   }
   case 3:
      ok = stress_load_arb(GL_VERTEX_PROGRAM_ARB, id, arbvp_nv2,
                           "ARBvp1.0 NV_vertex_program2");
      gl.ProgramLocalParameter4fARB(GL_VERTEX_PROGRAM_ARB, 0, v[0], v[1],
                                    v[2], v[3]);
      break;
   case 4:
      ok = stress_load_arb(GL_FRAGMENT_PROGRAM_ARB, id, arbfp_nv,
                           "ARBfp1.0 NV_fragment_program");
      gl.ProgramLocalParameter4fARB(GL_FRAGMENT_PROGRAM_ARB, 0, v[0], v[1],
                                    v[2], v[3]);
      break;
   case 5: {
      const unsigned count = 1 + (c / KINDS) % 4;

      ok = stress_load_arb(GL_FRAGMENT_PROGRAM_ARB, id, arbfp_nv2,
                           "ARBfp1.0 NV_fragment_program2");
      gl.ProgramEnvParameter4fARB(GL_FRAGMENT_PROGRAM_ARB, 0, (float)count,
                                  0, 0, 0);
      gl.ProgramLocalParameter4fARB(GL_FRAGMENT_PROGRAM_ARB, 0, v[0], v[1],
                                    v[2], v[3]);
      for (unsigned j = 0; j < 4; j++)
         e[j] = v[j] * (float)count;
      break;
   }
   }
   glEnable(target);
   stress_draw_quad();
   glDisable(target);
   if (check) {
      float got[4] = { -1, -1, -1, -1 };

      stress_read(got);
      if (memcmp(got, e, sizeof(got)) != 0) {
         printf("cycle %lu (kind %u): got (%g, %g, %g, %g), expected "
                "(%g, %g, %g, %g)\n", c, kind, got[0], got[1], got[2],
                got[3], e[0], e[1], e[2], e[3]);
         ok = false;
      }
   }
   gl.DeleteProgramsNV(1, &id);
   if (glGetError() != GL_NO_ERROR) {
      printf("cycle %lu (kind %u): GL error\n", c, kind);
      ok = false;
   }
   return ok;
}

int
main(int argc, char **argv)
{
   unsigned long cycles = 3000, check_every = 1, warm = 0;
   struct stress_ctx ctx;

   for (int a = 1; a < argc; a++) {
      if (strcmp(argv[a], "--cycles") == 0 && a + 1 < argc)
         cycles = strtoul(argv[++a], NULL, 10);
      else if (strcmp(argv[a], "--check-every") == 0 && a + 1 < argc)
         check_every = strtoul(argv[++a], NULL, 10);
      else if (strcmp(argv[a], "--warm-up") == 0 && a + 1 < argc)
         warm = strtoul(argv[++a], NULL, 10);
      else if (strcmp(argv[a], "--kind") == 0 && a + 1 < argc)
         only_kind = atoi(argv[++a]) % KINDS;
   }
   if (check_every < 1)
      check_every = 1;
   if (!stress_create(&ctx, NULL) || !stress_make_current(&ctx))
      stress_skip("no OSMesa context");
   if (!stress_get_procs())
      stress_skip("NV_vertex_program2 or NV_fragment_program(2) missing");
   const char *renderer = (const char *)glGetString(GL_RENDERER);
   const bool llvmpipe = renderer && strstr(renderer, "llvmpipe");
   const long heap_bound = llvmpipe ? LLVMPIPE_HEAP_BOUND_KIB :
                                      HEAP_BOUND_KIB;
   const long rss_bound = llvmpipe ? LLVMPIPE_RSS_BOUND_KIB : RSS_BOUND_KIB;

   /* Warm-up: Mesa's and the drivers' caches, malloc's arenas, the
    * first compilations. */
   if (!warm || warm >= cycles)
      warm = cycles / 10 > 600 ? 600 : cycles / 10;
   unsigned failures = 0;
   long rss_start = stress_rss_kib(), rss_warm = 0;
   long heap_start = stress_heap_kib(), heap_warm = 0;
   double t0 = stress_now(), t_warm = t0;

   for (unsigned long c = 0; c < cycles; c++) {
      const bool check = c < warm || c % check_every == 0 ||
                         c + 1 == cycles;

      if (!cycle(c, check) && ++failures >= 10)
         break;
      if (c + 1 == warm) {
         glFinish();
         rss_warm = stress_rss_kib();
         heap_warm = stress_heap_kib();
         t_warm = stress_now();
      }
   }
   glFinish();
   const double t1 = stress_now();
   const long rss_end = stress_rss_kib();
   const long heap_end = stress_heap_kib();
   const double rate = (double)(cycles - warm) / (t1 - t_warm);

   printf("%lu cycles (%lu of warm-up), %.0f cycles/s after it\n"
          "malloc in use: %ld KiB at start, %ld after the warm-up, %ld at "
          "the end (%+ld, bound %ld)\n"
          "resident: %ld KiB at start, %ld after the warm-up, %ld at the "
          "end (%+ld, bound %ld)\n", cycles, warm, rate, heap_start,
          heap_warm, heap_end, heap_end - heap_warm, heap_bound,
          rss_start, rss_warm, rss_end, rss_end - rss_warm, rss_bound);
   OSMesaDestroyContext(ctx.ctx);
#ifdef __SANITIZE_ADDRESS__
   /* make check-asan: AddressSanitizer keeps freed memory in quarantine
    * (the resident size grows by design) and mallinfo2() sees none of
    * its heap; LeakSanitizer checks the leaks at exit instead. */
   printf("AddressSanitizer build: the bounds are not checked\n");
   stress_report(failures == 0);
#else
   stress_report(failures == 0 && rss_warm > 0 &&
                 heap_end - heap_warm <= heap_bound &&
                 rss_end - rss_warm <= rss_bound);
#endif
}
