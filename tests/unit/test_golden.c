/*
 * Golden IR test: parse a .vp file and compare what nvp-check would
 * print (the IR dump, or the error line) with the expected .ir file,
 * byte for byte.
 *
 *   test_golden INPUT.vp EXPECTED.ir
 *
 * Files starting with "!!VSP" load as vertex state programs, "!!ARBvp"
 * as ARB programs (nvp_arb_default_limits), "!!FP" as fragment programs,
 * "!!NVgp4" as geometry programs.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp.h"

static char *
slurp(const char *path, size_t *len)
{
   FILE *f = fopen(path, "rb");
   char *data = NULL;
   size_t n = 0, cap = 0, got;

   if (!f)
      return NULL;
   do {
      if (n == cap) {
         cap = cap ? cap * 2 : 4096;
         data = realloc(data, cap);
      }
      got = fread(data + n, 1, cap - n, f);
      n += got;
   } while (got > 0);
   fclose(f);
   *len = n;
   return data;
}

int
main(int argc, char **argv)
{
   size_t len, expected_len;

   if (argc != 3) {
      fprintf(stderr, "usage: test_golden INPUT.vp EXPECTED.ir\n");
      return 2;
   }
   char *text = slurp(argv[1], &len);
   char *expected = slurp(argv[2], &expected_len);
   if (!text || !expected) {
      fprintf(stderr, "cannot read %s or %s\n", argv[1], argv[2]);
      return 2;
   }

   enum nvp_target target = len >= 5 && memcmp(text, "!!VSP", 5) == 0 ?
                            NVP_TARGET_VERTEX_STATE : NVP_TARGET_VERTEX;
   if (len >= 7 && (memcmp(text, "!!ARBvp", 7) == 0 ||
                    memcmp(text, "!!NVvp", 6) == 0))
      target = NVP_TARGET_ARB_VERTEX;
   else if (len >= 7 && memcmp(text, "!!NVfp", 6) == 0)
      target = NVP_TARGET_ARB_FRAGMENT;
   else if (len >= 7 && memcmp(text, "!!NVgp", 6) == 0)
      target = NVP_TARGET_ARB_GEOMETRY;
   else if (len >= 7 && memcmp(text, "!!NVtcp", 7) == 0)
      target = NVP_TARGET_ARB_TESS_CONTROL;
   else if (len >= 7 && memcmp(text, "!!NVtep", 7) == 0)
      target = NVP_TARGET_ARB_TESS_EVAL;
   else if (len >= 6 && memcmp(text, "!!NVcp", 6) == 0)
      target = NVP_TARGET_ARB_COMPUTE;
   else if (len >= 4 && memcmp(text, "!!FP", 4) == 0)
      target = NVP_TARGET_FRAGMENT;
   struct nvp_error err;
   struct nvp_program *prog = nvp_parse(target, text, len, &err);
   char *actual;
   if (prog) {
      actual = nvp_program_dump(prog);
   } else {
      actual = malloc(512);
      snprintf(actual, 512, "error at byte %d (line %u, column %u): %s\n",
               err.position, err.line, err.column, err.message);
   }
   nvp_program_free(prog);

   int status = 0;
   if (!actual || strlen(actual) != expected_len ||
       memcmp(actual, expected, expected_len) != 0) {
      fprintf(stderr, "%s: IR differs from %s\n--- expected\n%.*s"
              "--- actual\n%s", argv[1], argv[2], (int)expected_len,
              expected, actual ? actual : "(null)\n");
      status = 1;
   }
   free(actual);
   free(text);
   free(expected);
   return status;
}
