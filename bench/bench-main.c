/*
 * nvprog bench: main.  For each case: skip it when an extension its NV
 * variant needs is not advertised; draw the equivalence frame with each of
 * the three apis and compare the pixels (a case whose frames differ is
 * reported and not timed); then one untimed warm-up round and 'rounds'
 * timed rounds, each timing NV, ARB and GLSL in turn (ABCABC...), so that
 * the machine's drift hits all three alike.  Prints one table and writes
 * it as CSV and JSON.
 *
 * usage: nvprog-bench [--rounds N] [--scale F] [--out DIR]
 *                     [--only NAME[,NAME...]] [--check-only]
 *                     [--clock wall|cpu] [--dump FILE]
 *                     [--time-only NV|ARB|GLSL]
 */
#include <errno.h>
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "bench.h"

enum bench_status {
   BENCH_TIMED,
   BENCH_CHECKED,   /* --check-only: equal pixels, not timed */
   BENCH_SKIPPED,
   BENCH_DIFFERS,
   BENCH_ERROR,
   BENCH_UNSELECTED,  /* left out by --only: in no output */
};

static const char *const status_name[] = {
   "timed", "checked", "skipped", "differs", "error", "unselected",
};

struct bench_stats {
   double median, min, max, q1, q3;
};

struct bench_result {
   enum bench_status status;
   char note[512];
   struct bench_diff diff[BENCH_NUM_APIS];   /* against NV */
   unsigned covered;
   unsigned n;
   double *samples[BENCH_NUM_APIS];
   struct bench_stats st[BENCH_NUM_APIS];
   /* NV's throughput over ARB's and GLSL's within each round: the
    * samples of one round ran back to back, so their ratio cancels most
    * of the machine's drift. */
   double *ratios[BENCH_NUM_APIS];
   struct bench_stats ratio[BENCH_NUM_APIS];
};

static int
cmp_double(const void *a, const void *b)
{
   double x = *(const double *)a, y = *(const double *)b;
   return (x > y) - (x < y);
}

/* Linear interpolation between the order statistics. */
static double
quantile(const double *sorted, unsigned n, double q)
{
   double pos = q * (n - 1);
   unsigned i = (unsigned)pos;
   if (i + 1 >= n)
      return sorted[n - 1];
   return sorted[i] + (pos - i) * (sorted[i + 1] - sorted[i]);
}

static struct bench_stats
stats_of(const double *samples, unsigned n)
{
   struct bench_stats s = { 0 };
   double *v = malloc(sizeof(double) * (n ? n : 1));
   if (n == 0) {
      free(v);
      return s;
   }
   memcpy(v, samples, sizeof(double) * n);
   qsort(v, n, sizeof(double), cmp_double);
   s.median = quantile(v, n, 0.5);
   s.q1 = quantile(v, n, 0.25);
   s.q3 = quantile(v, n, 0.75);
   s.min = v[0];
   s.max = v[n - 1];
   free(v);
   return s;
}

/* ---- one case ---------------------------------------------------------- */

/* --dump FILE: every equivalence frame, for bench/ref/compare.py to set
 * against the same frames from another driver (NVIDIA's, bench/ref/). */
static FILE *dump_file;

static void
dump_frame(const struct bench_case *c, int api, const unsigned char *img)
{
   if (!dump_file)
      return;
   fprintf(dump_file, "frame %s %s %d %d\n", c->name, bench_api_name[api],
           BENCH_W, BENCH_H);
   fwrite(img, 4, (size_t)BENCH_W * BENCH_H, dump_file);
}

static bool
check_case(struct bench_case *c, struct bench_result *r)
{
   static unsigned char img[BENCH_NUM_APIS][BENCH_W * BENCH_H * 4];
   /* A frame must cover this many pixels to prove anything. */
   const unsigned min_covered = BENCH_W * BENCH_H / 50;

   for (int api = 0; api < BENCH_NUM_APIS; api++) {
      if (!bench_case_has(c, api))
         continue;
      c->kind->check(c, api);
      memcpy(img[api], bench_pixels(), sizeof(img[api]));
      dump_frame(c, api, img[api]);
      if (glGetError() != GL_NO_ERROR) {
         r->status = BENCH_ERROR;
         snprintf(r->note, sizeof(r->note), "GL error drawing the %s "
                  "frame", bench_api_name[api]);
         return false;
      }
      /* each api against the answer, where the kind knows it (two
       * apis wrong alike would still agree with each other) */
      if (c->kind->verify &&
          !c->kind->verify(c, api, r->note, sizeof(r->note))) {
         r->status = BENCH_DIFFERS;
         return false;
      }
      unsigned cov = bench_covered(img[api]);
      if (api == BENCH_NV)
         r->covered = cov;
      if (cov < min_covered) {
         r->status = BENCH_ERROR;
         snprintf(r->note, sizeof(r->note), "%s frame nearly blank (%u "
                  "pixels drawn)", bench_api_name[api], cov);
         return false;
      }
   }
   size_t len = 0;
   bool same = true;
   for (int api = BENCH_ARB; api < BENCH_NUM_APIS; api++) {
      if (!bench_case_has(c, api))
         continue;
      r->diff[api] = bench_compare(img[BENCH_NV], img[api], c->tolerance);
      if (r->diff[api].over) {
         same = false;
         len += (size_t)snprintf(r->note + len, sizeof(r->note) - len,
                                 "%sNV/%s: %u pixels off by more than %d "
                                 "(max %d)", len ? "; " : "",
                                 bench_api_name[api], r->diff[api].over,
                                 c->tolerance, r->diff[api].max);
      }
   }
   if (!same) {
      r->status = BENCH_DIFFERS;
      return false;
   }
   if (bench_case_has(c, BENCH_ARB))
      snprintf(r->note, sizeof(r->note), "max diff ARB %d GLSL %d (tol %d)",
               r->diff[BENCH_ARB].max, r->diff[BENCH_GLSL].max,
               c->tolerance);
   else
      snprintf(r->note, sizeof(r->note), "max diff GLSL %d (tol %d; no "
               "ARB program can do it)", r->diff[BENCH_GLSL].max,
               c->tolerance);
   return true;
}

/* --time-only API: the timed rounds draw that api alone (for a profiler
 * such as perf, whose samples of JIT code name no api); the table then
 * has no ratios. */
static int time_only = -1;

static void
time_case(struct bench_case *c, struct bench_result *r, unsigned rounds)
{
   for (int api = 0; api < BENCH_NUM_APIS; api++)
      r->samples[api] = calloc(rounds ? rounds : 1, sizeof(double));
   /* Round 0 is the warm-up: its samples are thrown away.  Round k
    * starts with api k mod 3 (NV ARB GLSL, ARB GLSL NV, GLSL NV ARB,
    * ...): whatever the first sample of a round pays or the last one
    * gains (caches, the allocator, the scene the previous api left to
    * free) falls on every api alike. */
   for (unsigned round = 0; round <= rounds; round++) {
      for (int k = 0; k < BENCH_NUM_APIS; k++) {
         int api = (int)((round + (unsigned)k) % BENCH_NUM_APIS);
         if (!bench_case_has(c, api) ||
             (time_only >= 0 && api != time_only))
            continue;
         c->kind->prepare(c, api);
         glFinish();
         double t0 = bench_now();
         double work = c->kind->sample(c, api);
         double t1 = bench_now();
         if (round > 0)
            r->samples[api][round - 1] = work / (t1 - t0);
      }
      fprintf(stderr, ".");
   }
   r->n = rounds;
   for (int api = 0; api < BENCH_NUM_APIS; api++) {
      r->st[api] = stats_of(r->samples[api], rounds);
      r->ratios[api] = calloc(rounds, sizeof(double));
      for (unsigned k = 0; k < rounds; k++) {
         r->ratios[api][k] = r->samples[api][k] > 0
            ? r->samples[BENCH_NV][k] / r->samples[api][k] : 0;
      }
      r->ratio[api] = stats_of(r->ratios[api], rounds);
   }
   r->status = BENCH_TIMED;
}

static void
run_case(struct bench_case *c, struct bench_result *r, unsigned rounds,
         bool check_only)
{
   fprintf(stderr, "nvprog-bench: %-18s", c->name);
   for (int api = 0; api < BENCH_NUM_APIS; api++) {
      if (c->requires[api] && !bench_has_extension(c->requires[api])) {
         r->status = BENCH_SKIPPED;
         snprintf(r->note, sizeof(r->note), "%s not advertised",
                  c->requires[api]);
         fprintf(stderr, " skipped\n");
         return;
      }
   }
   if (!c->kind->setup(c, r->note, sizeof(r->note))) {
      r->status = BENCH_ERROR;
      c->kind->teardown(c);
      fprintf(stderr, " error\n");
      return;
   }
   if (check_case(c, r)) {
      if (check_only)
         r->status = BENCH_CHECKED;
      else
         time_case(c, r, rounds);
   }
   c->kind->teardown(c);
   fprintf(stderr, " %s\n", status_name[r->status]);
}

/* ---- output ------------------------------------------------------------ */

static double
ratio(const struct bench_result *r, enum bench_api api)
{
   return r->ratio[api].median;
}

/* Four significant digits in a fixed width. */
static void
fmt_num(char *buf, size_t n, double v)
{
   if (v >= 1000)
      snprintf(buf, n, "%.0f", v);
   else if (v >= 100)
      snprintf(buf, n, "%.1f", v);
   else if (v >= 10)
      snprintf(buf, n, "%.2f", v);
   else
      snprintf(buf, n, "%.3f", v);
}

/* Which build is timed.  The bench is compiled with the flags Mesa and
 * nvprog are (b_ndebug and the optimisation level are global meson
 * options), so its own NDEBUG and __OPTIMIZE__ say what the libGL under
 * it is: with NDEBUG, Mesa neither asserts nor validates NIR after its
 * passes. */
static const char *
build_kind(void)
{
#if defined(NDEBUG) && defined(__OPTIMIZE__)
   return "release build (NDEBUG, optimised)";
#elif defined(NDEBUG)
   return "NDEBUG build, not optimised";
#else
   return "debug build (assertions, NIR validation)";
#endif
}

static void
print_table(FILE *f, const struct bench_result *res, const char *renderer,
            unsigned rounds)
{
   fprintf(f, "nvprog bench on %s, %s, %u interleaved rounds, %s "
           "time; median [min..max]\nthroughput, higher is better.  "
           "NV/ARB, NV/GLSL: median [quartiles] of the\nper-round "
           "throughput ratios: above 1 the NV program is faster.\n\n",
           renderer, build_kind(), rounds,
           bench_cpu_clock ? "CPU" : "wall-clock");
   fprintf(f, "%-17s %-8s %-24s %-24s %-24s %-17s %-17s\n", "case",
           "unit", "NV", "ARB", "GLSL", "NV/ARB", "NV/GLSL");
   for (unsigned i = 0; i < bench_num_cases; i++) {
      const struct bench_case *c = &bench_cases[i];
      const struct bench_result *r = &res[i];
      if (r->status == BENCH_UNSELECTED)
         continue;
      if (r->status != BENCH_TIMED) {
         fprintf(f, "%-17s %-8s %s: %s\n", c->name, c->unit,
                 status_name[r->status], r->note);
         continue;
      }
      fprintf(f, "%-17s %-8s", c->name, c->unit);
      for (int api = 0; api < BENCH_NUM_APIS; api++) {
         char m[16], lo[16], hi[16], cell[64];
         if (!bench_case_has(c, api)) {
            fprintf(f, " %-24s", "-");
            continue;
         }
         fmt_num(m, sizeof(m), r->st[api].median);
         fmt_num(lo, sizeof(lo), r->st[api].min);
         fmt_num(hi, sizeof(hi), r->st[api].max);
         snprintf(cell, sizeof(cell), "%s [%s..%s]", m, lo, hi);
         fprintf(f, " %-24s", cell);
      }
      for (int api = BENCH_ARB; api < BENCH_NUM_APIS; api++) {
         char cell[64] = "-";
         if (bench_case_has(c, api))
            snprintf(cell, sizeof(cell), "%.2f [%.2f..%.2f]",
                     r->ratio[api].median, r->ratio[api].q1,
                     r->ratio[api].q3);
         fprintf(f, " %-17s", cell);
      }
      fprintf(f, "\n");
   }
   fprintf(f, "\nequivalence (per channel, of 255, NV against each):\n");
   for (unsigned i = 0; i < bench_num_cases; i++) {
      if (res[i].status == BENCH_TIMED || res[i].status == BENCH_CHECKED)
         fprintf(f, "  %-17s %s, %u pixels drawn\n", bench_cases[i].name,
                 res[i].note, res[i].covered);
   }
}

static void
json_string(FILE *f, const char *s)
{
   fputc('"', f);
   for (; *s; s++) {
      if (*s == '"' || *s == '\\')
         fprintf(f, "\\%c", *s);
      else if ((unsigned char)*s < 0x20)
         fprintf(f, "\\u%04x", *s);
      else
         fputc(*s, f);
   }
   fputc('"', f);
}

static void
write_json(FILE *f, const struct bench_result *res, const char *driver,
           const char *renderer, unsigned rounds)
{
   fprintf(f, "{\n  \"driver\": ");
   json_string(f, driver);
   fprintf(f, ",\n  \"clock\": \"%s\"", bench_cpu_clock ? "cpu" : "wall");
   fprintf(f, ",\n  \"renderer\": ");
   json_string(f, renderer);
   fprintf(f, ",\n  \"build\": ");
   json_string(f, build_kind());
   fprintf(f, ",\n  \"rounds\": %u,\n  \"cases\": [\n", rounds);
   bool first = true;
   for (unsigned i = 0; i < bench_num_cases; i++) {
      const struct bench_case *c = &bench_cases[i];
      const struct bench_result *r = &res[i];
      if (r->status == BENCH_UNSELECTED)
         continue;
      fprintf(f, "%s    {\"case\": ", first ? "" : ",\n");
      first = false;
      json_string(f, c->name);
      fprintf(f, ", \"what\": ");
      json_string(f, c->what);
      fprintf(f, ", \"unit\": ");
      json_string(f, c->unit);
      fprintf(f, ", \"status\": \"%s\", \"note\": ", status_name[r->status]);
      json_string(f, r->note);
      if (r->status == BENCH_TIMED) {
         for (int api = BENCH_ARB; api < BENCH_NUM_APIS; api++) {
            const struct bench_stats *q = &r->ratio[api];
            if (!bench_case_has(c, api))
               continue;
            fprintf(f, ", \"nv_%s\": {\"median\": %.4f, \"q1\": %.4f, "
                    "\"q3\": %.4f, \"min\": %.4f, \"max\": %.4f}",
                    api == BENCH_ARB ? "arb" : "glsl", q->median, q->q1,
                    q->q3, q->min, q->max);
         }
         for (int api = 0; api < BENCH_NUM_APIS; api++) {
            const struct bench_stats *s = &r->st[api];
            if (!bench_case_has(c, api))
               continue;
            fprintf(f, ",\n     \"%s\": {\"median\": %.6g, \"min\": %.6g, "
                    "\"max\": %.6g, \"q1\": %.6g, \"q3\": %.6g, "
                    "\"samples\": [", bench_api_name[api], s->median,
                    s->min, s->max, s->q1, s->q3);
            for (unsigned k = 0; k < r->n; k++)
               fprintf(f, "%s%.6g", k ? ", " : "", r->samples[api][k]);
            fprintf(f, "]}");
         }
      }
      fprintf(f, "}");
   }
   fprintf(f, "\n  ]\n}\n");
}

static void
write_csv(FILE *f, const struct bench_result *res)
{
   fprintf(f, "case,unit,status,api,median,min,max,q1,q3,rounds,"
           "nv_arb,nv_glsl,note\n");
   for (unsigned i = 0; i < bench_num_cases; i++) {
      const struct bench_case *c = &bench_cases[i];
      const struct bench_result *r = &res[i];
      char note[sizeof(r->note)];
      /* Notes never hold a double quote; commas are quoted away. */
      snprintf(note, sizeof(note), "%s", r->note);
      if (r->status == BENCH_UNSELECTED)
         continue;
      if (r->status != BENCH_TIMED) {
         fprintf(f, "%s,%s,%s,,,,,,,,,,\"%s\"\n", c->name, c->unit,
                 status_name[r->status], note);
         continue;
      }
      for (int api = 0; api < BENCH_NUM_APIS; api++) {
         const struct bench_stats *s = &r->st[api];
         char arb[16] = "";
         if (!bench_case_has(c, api))
            continue;
         if (bench_case_has(c, BENCH_ARB))
            snprintf(arb, sizeof(arb), "%.4f", ratio(r, BENCH_ARB));
         fprintf(f, "%s,%s,%s,%s,%.6g,%.6g,%.6g,%.6g,%.6g,%u,%s,%.4f,"
                 "\"%s\"\n", c->name, c->unit, status_name[r->status],
                 bench_api_name[api], s->median, s->min, s->max, s->q1,
                 s->q3, r->n, arb, ratio(r, BENCH_GLSL), note);
      }
   }
}

static bool
write_file(const char *dir, const char *driver, const char *ext,
           const struct bench_result *res, const char *renderer,
           unsigned rounds)
{
   char path[4096];
   snprintf(path, sizeof(path), "%s/bench-%s.%s", dir, driver, ext);
   FILE *f = fopen(path, "w");
   if (!f) {
      fprintf(stderr, "nvprog-bench: cannot write %s: %s\n", path,
              strerror(errno));
      return false;
   }
   if (strcmp(ext, "json") == 0)
      write_json(f, res, driver, renderer, rounds);
   else if (strcmp(ext, "csv") == 0)
      write_csv(f, res);
   else
      print_table(f, res, renderer, rounds);
   fclose(f);
   fprintf(stderr, "nvprog-bench: wrote %s\n", path);
   return true;
}

/* ---- main -------------------------------------------------------------- */

static bool
selected(const char *only, const char *name)
{
   if (!only)
      return true;
   size_t len = strlen(name);
   for (const char *p = only; p; p = strchr(p, ',')) {
      if (*p == ',')
         p++;
      if (strncmp(p, name, len) == 0 && (p[len] == ',' || !p[len]))
         return true;
   }
   return false;
}

static void
usage(FILE *f)
{
   fprintf(f, "usage: nvprog-bench [--rounds N] [--scale F] [--out DIR]\n"
              "                    [--only NAME[,NAME...]] [--check-only]"
              " [--list]\n"
              "                    [--clock cpu|wall]  (default: cpu)"
              " [--dump FILE]\n"
              "                    [--time-only NV|ARB|GLSL]\n"
              "GALLIUM_DRIVER picks the driver (llvmpipe by default); "
              "softpipe defaults to\n--rounds 5 --scale 0.05.\n");
}

int
main(int argc, char **argv)
{
   const char *driver = getenv("GALLIUM_DRIVER");
   bool softpipe = driver && strcmp(driver, "softpipe") == 0;
   unsigned rounds = softpipe ? 5 : 11;
   double scale = softpipe ? 0.05 : 1.0;
   const char *out = NULL, *only = NULL;
   bool check_only = false;

   /* glibc serves large blocks (the draw module's per-draw vertex
    * buffers, llvmpipe's scenes) with mmap until a free of one raises
    * its threshold: a case's timing then depended on what ran before it
    * (the first case of a process paid a page fault per page per draw,
    * a fifth of the throughput), and the fixed cost of those faults
    * pulled slow and fast apis' ratios towards 1.  Fixed thresholds give
    * every case the same allocator, in any order. */
   mallopt(M_MMAP_THRESHOLD, 32 << 20);
   mallopt(M_TRIM_THRESHOLD, 64 << 20);

   for (int i = 1; i < argc; i++) {
      const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
      if (strcmp(a, "--rounds") == 0 && v) {
         rounds = (unsigned)atoi(v);
         i++;
      } else if (strcmp(a, "--scale") == 0 && v) {
         scale = atof(v);
         i++;
      } else if (strcmp(a, "--out") == 0 && v) {
         out = v;
         i++;
      } else if (strcmp(a, "--only") == 0 && v) {
         only = v;
         i++;
      } else if (strcmp(a, "--clock") == 0 && v) {
         bench_cpu_clock = strcmp(v, "cpu") == 0;
         if (!bench_cpu_clock && strcmp(v, "wall") != 0) {
            usage(stderr);
            return 2;
         }
         i++;
      } else if (strcmp(a, "--dump") == 0 && v) {
         dump_file = fopen(v, "wb");
         if (!dump_file) {
            fprintf(stderr, "nvprog-bench: cannot write %s\n", v);
            return 1;
         }
         i++;
      } else if (strcmp(a, "--time-only") == 0 && v) {
         for (int api = 0; api < BENCH_NUM_APIS; api++) {
            if (strcmp(v, bench_api_name[api]) == 0)
               time_only = api;
         }
         if (time_only < 0) {
            usage(stderr);
            return 2;
         }
         i++;
      } else if (strcmp(a, "--check-only") == 0) {
         check_only = true;
      } else if (strcmp(a, "--list") == 0) {
         for (unsigned k = 0; k < bench_num_cases; k++)
            printf("%-17s %-8s %s\n", bench_cases[k].name,
                   bench_cases[k].unit, bench_cases[k].what);
         return 0;
      } else {
         usage(a[0] == '-' && a[1] == 'h' ? stdout : stderr);
         return a[0] == '-' && a[1] == 'h' ? 0 : 2;
      }
   }
   if (rounds < 1)
      rounds = 1;
   if (scale != 1.0)
      bench_cases_scale(scale);

   /* The parse cases raise GL errors on purpose; Mesa built without
    * NDEBUG prints every one (to stderr, inside the timed loop) unless
    * told to be silent. */
   setenv("MESA_DEBUG", "silent", 0);
   /* NV_gpu_program5 is not advertised yet (docs/languages/gp5.md): the
    * gp5 cases turn it on as its GL tests do, with Mesa's override,
    * added to one the caller set. */
   const char *over = getenv("MESA_EXTENSION_OVERRIDE");
   if (!over || !strstr(over, "GL_NV_gpu_program5")) {
      char ext[1024];
      snprintf(ext, sizeof(ext), "%s%s+GL_NV_gpu_program5",
               over ? over : "", over && *over ? " " : "");
      setenv("MESA_EXTENSION_OVERRIDE", ext, 1);
   }
   char why[256];
   if (!bench_gl_init(why, sizeof(why))) {
      fprintf(stderr, "nvprog-bench: %s\n", why);
      return 1;
   }
   char renderer[256];
   snprintf(renderer, sizeof(renderer), "%s",
            (const char *)glGetString(GL_RENDERER));
   if (!driver)
      driver = strncmp(renderer, "softpipe", 8) == 0 ? "softpipe"
                                                       : "llvmpipe";
   if (!bench_has_extension("GL_NV_vertex_program")) {
      fprintf(stderr, "nvprog-bench: GL_NV_vertex_program missing: not "
              "nvprog's libOSMesa?\n");
      return 1;
   }
   bench_track_matrices();

   struct bench_result *res = calloc(bench_num_cases, sizeof(*res));
   bool bad = false;
   for (unsigned i = 0; i < bench_num_cases; i++) {
      if (!selected(only, bench_cases[i].name)) {
         res[i].status = BENCH_UNSELECTED;
         continue;
      }
      run_case(&bench_cases[i], &res[i], rounds, check_only);
      bad |= res[i].status == BENCH_DIFFERS || res[i].status == BENCH_ERROR;
   }

   printf("\n");
   print_table(stdout, res, renderer, check_only ? 0 : rounds);
   if (out) {
      if (mkdir(out, 0777) != 0 && errno != EEXIST) {
         fprintf(stderr, "nvprog-bench: cannot create %s\n", out);
         return 1;
      }
      bad |= !write_file(out, driver, "txt", res, renderer, rounds);
      bad |= !write_file(out, driver, "csv", res, renderer, rounds);
      bad |= !write_file(out, driver, "json", res, renderer, rounds);
   }
   for (unsigned i = 0; i < bench_num_cases; i++) {
      for (int api = 0; api < BENCH_NUM_APIS; api++) {
         free(res[i].samples[api]);
         free(res[i].ratios[api]);
      }
   }
   free(res);
   if (dump_file)
      fclose(dump_file);
   bench_gl_fini();
   return bad ? 1 : 0;
}
