/*
 * TGSI golden dumps: each tests/unit/tgsi/NAME.vp (or DIR/NAME.gp, a
 * "!!NVgp4.0" geometry program) is parsed, emitted and
 * printed with tgsi_dump_str; the text must equal NAME.tgsi byte for
 * byte.  NVTGSI_UPDATE_GOLDEN=1 rewrites the .tgsi files instead (review
 * the diff before committing it).
 *
 * Every program must also pass tgsi_sanity_check.
 *
 * usage: nvtgsi_golden [--emit-only] DIR NAME...
 *   --emit-only: DIR/NAME.vp must emit and pass the sanity check; there
 *                is no .tgsi to compare with (the parser's corpus).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tgsi/tgsi_dump.h"
#include "tgsi/tgsi_sanity.h"

#include "nvp.h"
#include "nvtgsi.h"

#define DUMP_SIZE (1 << 16)

static char *
read_file(const char *path, size_t *len)
{
   FILE *f = fopen(path, "rb");
   char *buf = NULL;
   long n;

   if (!f)
      return NULL;
   if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 &&
       fseek(f, 0, SEEK_SET) == 0 && (buf = malloc((size_t)n + 1))) {
      *len = fread(buf, 1, (size_t)n, f);
      buf[*len] = '\0';
   }
   fclose(f);
   return buf;
}

static bool
check_one(const char *dir, const char *name, bool update, bool emit_only)
{
   char path[1024], err[256] = "";
   struct nvp_error perr;
   struct nvp_program *prog;
   struct nvtgsi_shader sh;
   char *text, *want, *dump;
   size_t len, want_len;
   bool ok = false;

   snprintf(path, sizeof(path), "%s/%s.vp", dir, name);
   text = read_file(path, &len);
   if (!text) {
      /* geometry programs: NAME.gp */
      snprintf(path, sizeof(path), "%s/%s.gp", dir, name);
      text = read_file(path, &len);
   }
   if (!text) {
      /* "!!NVfp4.0" programs: NAME.fp */
      snprintf(path, sizeof(path), "%s/%s.fp", dir, name);
      text = read_file(path, &len);
   }
   /* NV_tessellation_program5's: NAME.tcp, NAME.tep;
    * NV_compute_program5's NAME.cp */
   for (unsigned k = 0; !text && k < 3; k++) {
      snprintf(path, sizeof(path), "%s/%s.%s", dir, name,
               k == 2 ? "cp" : k ? "tep" : "tcp");
      text = read_file(path, &len);
   }
   if (!text) {
      printf("FAIL %s: cannot read %s\n", name, path);
      return false;
   }
   /* "!!NVgp4.0" and "!!NVgp5.0" geometry programs load as
    * GEOMETRY_PROGRAM_NV, "!!NVfp4.0" and "!!NVfp5.0" as
    * FRAGMENT_PROGRAM_ARB */
   enum nvp_target target = NVP_TARGET_VERTEX;
   if (len >= 6 && memcmp(text, "!!NVgp", 6) == 0)
      target = NVP_TARGET_ARB_GEOMETRY;
   else if (len >= 6 && memcmp(text, "!!NVfp", 6) == 0)
      target = NVP_TARGET_ARB_FRAGMENT;
   else if (len >= 7 && memcmp(text, "!!NVtcp", 7) == 0)
      target = NVP_TARGET_ARB_TESS_CONTROL;
   else if (len >= 7 && memcmp(text, "!!NVtep", 7) == 0)
      target = NVP_TARGET_ARB_TESS_EVAL;
   else if (len >= 6 && memcmp(text, "!!NVvp", 6) == 0)
      target = NVP_TARGET_ARB_VERTEX;
   else if (len >= 6 && memcmp(text, "!!NVcp", 6) == 0)
      target = NVP_TARGET_ARB_COMPUTE;
   prog = nvp_parse(target, text, len, &perr);
   free(text);
   if (!prog) {
      printf("FAIL %s: parse error at %u:%u: %s\n", name, perr.line,
             perr.column, perr.message);
      return false;
   }
   if (!nvtgsi_emit(prog, &sh, err, sizeof(err))) {
      printf("FAIL %s: emit error: %s\n", name, err);
      nvp_program_free(prog);
      return false;
   }
   nvp_program_free(prog);

   if (!tgsi_sanity_check(sh.tokens)) {
      printf("FAIL %s: tgsi_sanity_check\n", name);
      nvtgsi_shader_free(&sh);
      return false;
   }
   if (emit_only) {
      printf("PASS %s (emit only)\n", name);
      nvtgsi_shader_free(&sh);
      return true;
   }

   dump = calloc(1, DUMP_SIZE);
   if (!dump || !tgsi_dump_str(sh.tokens, 0, dump, DUMP_SIZE)) {
      printf("FAIL %s: tgsi_dump_str failed\n", name);
      goto out;
   }

   snprintf(path, sizeof(path), "%s/%s.tgsi", dir, name);
   if (update) {
      FILE *f = fopen(path, "wb");

      ok = f && fputs(dump, f) >= 0;
      if (f)
         fclose(f);
      printf("%s %s: wrote %s\n", ok ? "UPDATE" : "FAIL", name, path);
      goto out;
   }

   want = read_file(path, &want_len);
   if (!want) {
      printf("FAIL %s: cannot read %s\n", name, path);
   } else if (strcmp(want, dump) != 0) {
      printf("FAIL %s: TGSI differs from %s; got:\n%s", name, path, dump);
   } else {
      printf("PASS %s\n", name);
      ok = true;
   }
   free(want);
out:
   free(dump);
   nvtgsi_shader_free(&sh);
   return ok;
}

int
main(int argc, char **argv)
{
   const char *upd = getenv("NVTGSI_UPDATE_GOLDEN");
   bool update = upd && *upd && strcmp(upd, "0") != 0;
   bool emit_only = argc > 1 && strcmp(argv[1], "--emit-only") == 0;
   int first = emit_only ? 2 : 1;
   int failures = 0;

   if (argc < first + 2) {
      fprintf(stderr, "usage: %s [--emit-only] DIR NAME...\n", argv[0]);
      return 2;
   }
   for (int i = first + 1; i < argc; i++)
      failures += !check_one(argv[first], argv[i], update, emit_only);
   return failures ? 1 : 0;
}
