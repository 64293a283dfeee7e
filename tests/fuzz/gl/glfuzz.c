/*
 * Whole-path fuzzing through the GL (issue 17): generated valid programs
 * of every NV kind and one mutant of each are loaded, bound and drawn
 * on a real context (glfuzz_gl.c has the checks), in child processes of
 * BATCH programs each under a time limit per program, so that a crash
 * or a hang is caught, reported with the seed and the program's index,
 * and the run goes on after it.
 *
 *   glfuzz [--seed S] [--programs N] [--batch B] [--limit SECONDS]
 *   glfuzz --replay SEED INDEX   prints program INDEX and its mutant
 *   glfuzz --run SEED INDEX      checks that one in this process
 *
 * N counts indices: each is a valid program and its mutant, so a run
 * loads 2 N programs.  The driver is GALLIUM_DRIVER's.  Exit status 0
 * with no finding, 1 with one, 77 (NVPROG_SKIP_STATUS) when the context
 * lacks the extensions.
 */
#include "glfuzz_gl.h"

#include "../../stress/stress.h"

#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* Written by the child, read by the parent once it is gone. */
struct gf_shared {
   uint64_t current;   /* the index being checked */
   uint64_t done;      /* indices below are checked */
   struct gf_counts counts;
   unsigned long by_kind[GF_KIND_COUNT];
   int skip;
   int ready;          /* the child has its context */
};

static void
program_pair(uint64_t seed, uint64_t index, struct gf_prog *base,
             struct gf_prog *mut, const char **what)
{
   gf_generate(base, seed, index);
   *mut = *base;
   *what = gf_mutate(mut);
}

static void
replay(uint64_t seed, uint64_t index)
{
   static struct gf_prog base, mut;
   const char *what;

   program_pair(seed, index, &base, &mut, &what);
   printf("# seed %" PRIu64 " index %" PRIu64 ": %s\n", seed, index,
          gf_kind_names[base.kind]);
   fwrite(base.text, 1, base.len, stdout);
   printf("# the mutant (%s, %zu bytes):\n", what, mut.len);
   fwrite(mut.text, 1, mut.len, stdout);
   printf("\n");
}

/* Checks indices [first, end) in this process. */
static void
check_range(uint64_t seed, uint64_t first, uint64_t end, unsigned limit,
            volatile struct gf_shared *sh)
{
   static struct gf_prog base, mut;
   char why[512];
   const char *what;

   for (uint64_t i = first; i < end; i++) {
      sh->current = i;
      program_pair(seed, i, &base, &mut, &what);
      alarm(limit);
      if (!gf_gl_check(&base, &mut, (struct gf_counts *)&sh->counts, why,
                       sizeof(why))) {
         printf("FINDING: seed %" PRIu64 " index %" PRIu64 " (%s, mutant: "
                "%s): %s\n", seed, i, gf_kind_names[base.kind], what, why);
         fflush(stdout);
         sh->counts.findings++;
      }
      alarm(0);
      sh->by_kind[base.kind]++;
      sh->done = i + 1;
   }
}

static void
summary(volatile struct gf_shared *sh, double t, unsigned long crashes)
{
   unsigned long total = sh->counts.valid + sh->counts.mut_loaded +
                         sh->counts.mut_refused;

   printf("glfuzz: %lu programs loaded in %.1f s (%.0f/s): %lu valid, "
          "%lu mutants loaded, %lu refused; findings: %lu checks, %lu "
          "crashes or hangs\n", total, t, total / (t > 0 ? t : 1),
          sh->counts.valid, sh->counts.mut_loaded, sh->counts.mut_refused,
          sh->counts.findings, crashes);
   fflush(stdout);
}

static void
usage(void)
{
   fprintf(stderr, "usage: glfuzz [--seed S] [--programs N] [--batch B] "
           "[--limit SECONDS]\n       glfuzz --replay|--run SEED INDEX\n");
   exit(2);
}

int
main(int argc, char **argv)
{
   uint64_t seed = (uint64_t)time(NULL), n = 1000;
   unsigned batch = 500, limit = 30;
   volatile struct gf_shared *sh;

   sh = mmap(NULL, sizeof(*sh), PROT_READ | PROT_WRITE,
             MAP_SHARED | MAP_ANONYMOUS, -1, 0);
   if (sh == MAP_FAILED)
      return 1;
   for (int i = 1; i < argc; i++) {
      bool more = i + 1 < argc;
      if (!strcmp(argv[i], "--seed") && more)
         seed = strtoull(argv[++i], NULL, 0);
      else if (!strcmp(argv[i], "--programs") && more)
         n = strtoull(argv[++i], NULL, 0);
      else if (!strcmp(argv[i], "--batch") && more)
         batch = (unsigned)atoi(argv[++i]);
      else if (!strcmp(argv[i], "--limit") && more)
         limit = (unsigned)atoi(argv[++i]);
      else if ((!strcmp(argv[i], "--replay") || !strcmp(argv[i], "--run"))
               && i + 2 < argc) {
         uint64_t s = strtoull(argv[i + 1], NULL, 0);
         uint64_t k = strtoull(argv[i + 2], NULL, 0);
         if (!strcmp(argv[i], "--replay")) {
            replay(s, k);
            return 0;
         }
         if (!gf_gl_init())
            stress_skip("glfuzz: no context with the NV extensions");
         check_range(s, k, k + 1, 0, sh);
         stress_report(sh->counts.findings == 0);
      } else
         usage();
   }
   if (!batch)
      usage();

   printf("glfuzz: seed %" PRIu64 ", %" PRIu64 " programs and a mutant "
          "of each, batches of %u, %u s a program\n", seed, n, batch, limit);
   fflush(stdout);
   double t0 = stress_now();
   unsigned long crashes = 0;
   for (uint64_t next = 0; next < n;) {
      uint64_t end = next + batch < n ? next + batch : n;
      sh->current = sh->done = next;
      sh->ready = 0;
      pid_t pid = fork();
      if (pid < 0)
         return 1;
      if (pid == 0) {
         if (!gf_gl_init()) {
            sh->skip = 1;
            _exit(0);
         }
         sh->ready = 1;
         check_range(seed, next, end, limit, sh);
         _exit(0);
      }
      int status;
      if (waitpid(pid, &status, 0) < 0)
         return 1;
      if (sh->skip)
         stress_skip("glfuzz: no context with the NV extensions");
      if ((WIFSIGNALED(status) || WEXITSTATUS(status)) && !sh->ready) {
         printf("FINDING: the child died creating its context\n");
         return 1;
      }
      if (WIFSIGNALED(status) || WEXITSTATUS(status)) {
         static struct gf_prog p;
         int sig = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
         gf_generate(&p, seed, sh->current);
         printf("FINDING: seed %" PRIu64 " index %" PRIu64 " (%s): %s %d"
                "%s; replay: glfuzz --replay %" PRIu64 " %" PRIu64 "\n",
                seed, sh->current, gf_kind_names[p.kind],
                sig ? "killed by signal" : "exit status",
                sig ? sig : WEXITSTATUS(status),
                sig == SIGALRM ? " (past the time limit)" : "", seed,
                sh->current);
         fflush(stdout);
         crashes++;
         next = sh->current + 1;
      } else {
         next = sh->done;
      }
      /* a long run says where it is after each batch */
      if (next < n)
         summary(sh, stress_now() - t0, crashes);
   }
   summary(sh, stress_now() - t0, crashes);
   printf("glfuzz: by kind:");
   for (unsigned k = 0; k < GF_KIND_COUNT; k++)
      printf(" %s %lu", gf_kind_names[k], sh->by_kind[k]);
   printf("\n");
   stress_report(sh->counts.findings == 0 && crashes == 0);
}
