/*
 * nvp-check: parse an NV assembly program file with the nvprog front end
 * and print its IR, or the load error as GL would report it.
 *
 *   nvp-check [--target vp|vsp|arbvp|fp] FILE
 *
 * Without --target, a file starting with "!!VSP" is loaded as a vertex
 * state program, one starting with "!!ARBvp" as an ARB vertex program
 * with an NV option (default limits), one starting with "!!FP" as a
 * fragment program ("!!FP1.0") and anything else as a vertex program
 * ("!!VP1.0", "!!VP1.1" or "!!VP2.0").  Exit status: 0 loaded, 1 load
 * error, 2 usage or I/O error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp.h"

static void
usage(FILE *f)
{
   fprintf(f, "usage: nvp-check [--target vp|vsp|arbvp|fp] FILE\n");
}

/* The whole file, any bytes; '*len' is its size. */
static char *
read_file(const char *path, size_t *len)
{
   FILE *f = fopen(path, "rb");
   char *data = NULL;
   size_t cap = 0, n = 0;

   if (!f)
      return NULL;
   for (;;) {
      if (n == cap) {
         size_t new_cap = cap ? cap * 2 : 65536;
         char *p = realloc(data, new_cap);
         if (!p) {
            free(data);
            fclose(f);
            return NULL;
         }
         data = p;
         cap = new_cap;
      }
      size_t got = fread(data + n, 1, cap - n, f);
      n += got;
      if (got == 0)
         break;
   }
   if (ferror(f)) {
      free(data);
      fclose(f);
      return NULL;
   }
   fclose(f);
   *len = n;
   return data;
}

int
main(int argc, char **argv)
{
   const char *path = NULL;
   const char *target_name = NULL;

   for (int i = 1; i < argc; i++) {
      if (strcmp(argv[i], "--target") == 0 && i + 1 < argc) {
         target_name = argv[++i];
      } else if (strncmp(argv[i], "--target=", 9) == 0) {
         target_name = argv[i] + 9;
      } else if (strcmp(argv[i], "--help") == 0 ||
                 strcmp(argv[i], "-h") == 0) {
         usage(stdout);
         return 0;
      } else if (!path && (argv[i][0] != '-' || argv[i][1] == '\0')) {
         path = argv[i];
      } else {
         usage(stderr);
         return 2;
      }
   }
   if (!path) {
      usage(stderr);
      return 2;
   }

   size_t len = 0;
   char *text = read_file(path, &len);
   if (!text) {
      fprintf(stderr, "nvp-check: cannot read %s\n", path);
      return 2;
   }

   enum nvp_target target;
   if (!target_name) {
      target = len >= 5 && memcmp(text, "!!VSP", 5) == 0 ?
               NVP_TARGET_VERTEX_STATE :
               len >= 4 && memcmp(text, "!!FP", 4) == 0 ?
               NVP_TARGET_FRAGMENT :
               len >= 7 && memcmp(text, "!!ARBvp", 7) == 0 ?
               NVP_TARGET_ARB_VERTEX : NVP_TARGET_VERTEX;
   } else if (strcmp(target_name, "vp") == 0) {
      target = NVP_TARGET_VERTEX;
   } else if (strcmp(target_name, "vsp") == 0) {
      target = NVP_TARGET_VERTEX_STATE;
   } else if (strcmp(target_name, "arbvp") == 0) {
      target = NVP_TARGET_ARB_VERTEX;
   } else if (strcmp(target_name, "fp") == 0) {
      target = NVP_TARGET_FRAGMENT;
   } else {
      fprintf(stderr, "nvp-check: unknown target '%s'\n", target_name);
      free(text);
      return 2;
   }

   struct nvp_error err;
   struct nvp_program *prog = nvp_parse(target, text, len, &err);
   free(text);
   if (!prog) {
      printf("error at byte %d (line %u, column %u): %s\n", err.position,
             err.line, err.column, err.message);
      return 1;
   }

   char *dump = nvp_program_dump(prog);
   nvp_program_free(prog);
   if (!dump) {
      fprintf(stderr, "nvp-check: out of memory\n");
      return 2;
   }
   fputs(dump, stdout);
   free(dump);
   return 0;
}
