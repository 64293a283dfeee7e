/* Helpers shared by the unit tests; see unit_common.h. */
#include "unit_common.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

unsigned unit_checks, unit_failures;

bool
unit_same_float(float got, float want, float tol)
{
   uint32_t g, w;

   if (isnan(want))
      return isnan(got);
   if (tol == 0.0f || isinf(want)) {
      memcpy(&g, &got, 4);
      memcpy(&w, &want, 4);
      return g == w;
   }
   return fabsf(got - want) <= tol * fmaxf(1.0f, fabsf(want));
}

void
unit_line_column(const char *s, size_t offset, unsigned *line,
                 unsigned *col)
{
   unsigned l = 1;
   size_t start = 0;

   for (size_t i = 0; i < offset; i++) {
      if (s[i] == '\r' && i + 1 < offset && s[i + 1] == '\n')
         i++;
      if (s[i] == '\n' || s[i] == '\r') {
         l++;
         start = i + 1;
      }
   }
   *line = l;
   *col = (unsigned)(offset - start + 1);
}

void
unit_buf_add(struct unit_buf *b, const char *s, size_t n)
{
   if (b->len + n > b->cap) {
      b->cap = (b->len + n) * 2;
      b->data = realloc(b->data, b->cap);
   }
   memcpy(b->data + b->len, s, n);
   b->len += n;
}

void
unit_buf_str(struct unit_buf *b, const char *s)
{
   unit_buf_add(b, s, strlen(s));
}

void
unit_run_parse_cases(const struct unit_parse_case *cases, unsigned n,
                     unit_check_rejection_fn check_rejection)
{
   for (unsigned i = 0; i < n; i++) {
      const struct unit_parse_case *c = &cases[i];
      size_t len = c->len < 0 ? strlen(c->text) : (size_t)c->len;
      struct nvp_error err;
      memset(&err, 0x5a, sizeof(err));

      char *text = malloc(len ? len : 1);
      memcpy(text, c->text, len);
      struct nvp_program *prog = nvp_parse(c->target, text, len, &err);

      if (c->ok) {
         if (!prog) {
            UNIT_CHECK(false, "case %u '%s': rejected at %d: %s", i,
                       c->text, err.position, err.message);
         } else {
            char *dump = nvp_program_dump(prog);
            UNIT_CHECK(dump && strstr(dump, c->expect),
                       "case %u '%s': dump lacks '%s':\n%s", i, c->text,
                       c->expect, dump ? dump : "(null)");
            free(dump);
         }
      } else if (prog) {
         UNIT_CHECK(false, "case %u '%s': accepted, expected error at %d",
                    i, c->text, c->position);
      } else {
         UNIT_CHECK(err.position == c->position,
                    "case %u '%s': error at %d, expected %d (%s)", i,
                    c->text, err.position, c->position, err.message);
         UNIT_CHECK(strstr(err.message, c->expect) != NULL,
                    "case %u '%s': message '%s' lacks '%s'", i, c->text,
                    err.message, c->expect);
         check_rejection(i, text, len, c, &err);
      }
      nvp_program_free(prog);
      free(text);
   }
}

void
unit_check_case_line_column(unsigned i, const char *text, size_t len,
                            const struct unit_parse_case *c,
                            const struct nvp_error *err)
{
   unsigned line, col;
   char prefix[64];

   (void)len;
   unit_line_column(text, (size_t)c->position, &line, &col);
   snprintf(prefix, sizeof(prefix), "line %u, column %u: ", line, col);
   UNIT_CHECK(err->line == line && err->column == col &&
              strncmp(err->message, prefix, strlen(prefix)) == 0,
              "case %u: line/column %u/%u, message '%s', expected '%s'", i,
              err->line, err->column, err->message, prefix);
}
