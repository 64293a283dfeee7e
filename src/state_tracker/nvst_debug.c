/*
 * NVPROG_DEBUG=ir,tgsi,nir,err: what nvprog prints to stderr, in the
 * spirit of ST_DEBUG and GALLIUM_PRINT_OPTIONS.
 */
#include <stdlib.h>
#include <string.h>

#include "nvst_private.h"

unsigned nvst_debug;

static const struct {
   const char *name;
   unsigned flag;
} debug_names[] = {
   { "ir",   NVST_DEBUG_IR },
   { "tgsi", NVST_DEBUG_TGSI },
   { "nir",  NVST_DEBUG_NIR },
   { "err",  NVST_DEBUG_ERR },
   { "all",  ~0u },
};

void
nvst_debug_init(void)
{
   const char *env = getenv("NVPROG_DEBUG");
   nvst_debug = 0;
   if (!env)
      return;
   for (const char *p = env; *p;) {
      size_t n = strcspn(p, ",: ");
      for (unsigned i = 0; i < sizeof(debug_names) / sizeof(debug_names[0]);
           i++) {
         if (strlen(debug_names[i].name) == n &&
             strncmp(p, debug_names[i].name, n) == 0)
            nvst_debug |= debug_names[i].flag;
      }
      p += n;
      if (*p)
         p++;
   }
}
