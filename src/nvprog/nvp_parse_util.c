/*
 * The small steps every nvprog parser takes: errors at a token,
 * "expected X but found Y", punctuation, name tables, swizzle components.
 */
#include <stdlib.h>

#include "nvp_priv.h"

void *
nvp_grow(void *data, unsigned *cap, unsigned num, size_t size,
         unsigned first)
{
   if (num < *cap)
      return data;
   unsigned n = *cap ? *cap * 2 : first;
   void *d = realloc(data, (size_t)n * size);
   if (d)
      *cap = n;
   return d;
}

bool
nvp_fail_at(struct nvp_error *err, const struct nvp_token *t,
            const char *fmt, ...)
{
   va_list ap;
   va_start(ap, fmt);
   nvp_error_setv(err, t->offset, t->line, t->column, fmt, ap);
   va_end(ap);
   return false;
}

bool
nvp_fail_expected(struct nvp_lexer *lx, struct nvp_error *err,
                  const char *what)
{
   const struct nvp_token *t = nvp_lexer_peek(lx);
   char found[64];

   nvp_tok_describe(lx, t, found, sizeof(found));
   return nvp_fail_at(err, t, "expected %s but found %s", what, found);
}

bool
nvp_accept_punct(struct nvp_lexer *lx, char c)
{
   if (!nvp_tok_is_punct(lx, nvp_lexer_peek(lx), c))
      return false;
   nvp_lexer_next(lx);
   return true;
}

bool
nvp_expect_punct(struct nvp_lexer *lx, struct nvp_error *err, char c)
{
   char what[4] = { '\'', c, '\'', '\0' };
   return nvp_accept_punct(lx, c) || nvp_fail_expected(lx, err, what);
}

int
nvp_tok_index(const struct nvp_lexer *lx, const struct nvp_token *t,
              const char *const *names, unsigned count)
{
   for (unsigned i = 0; i < count; i++) {
      if (names[i] && nvp_tok_is_word(lx, t, names[i]))
         return (int)i;
   }
   return -1;
}

int
nvp_peek_component(struct nvp_lexer *lx)
{
   const struct nvp_token *t = nvp_lexer_peek(lx);

   if (t->kind != NVP_TOK_WORD)
      return -1;
   switch (lx->text[t->offset]) {
   case 'x': return 0;
   case 'y': return 1;
   case 'z': return 2;
   case 'w': return 3;
   default: return -1;
   }
}

/* <scalarSuffix> (scalar) or <swizzleSuffix>: may be empty, which "is
 * treated the same as .xyzw" (NV_vertex_program; NV_fragment_program the
 * same).  A <swizzleSuffix> has exactly four components, ".xy" is
 * invalid; ".x" "is treated the same as .xxxx", scalar sources keep the
 * replicated component too. */
bool
nvp_parse_swizzle(struct nvp_lexer *lx, struct nvp_error *err, bool scalar,
                  uint8_t swizzle[4])
{
   if (!scalar && !nvp_accept_punct(lx, '.')) {
      for (unsigned i = 0; i < 4; i++)
         swizzle[i] = (uint8_t)i;
      return true;
   }
   if (scalar && !nvp_expect_punct(lx, err, '.'))
      return false;

   unsigned n = 0;
   int c;
   while (n < (scalar ? 1u : 4u) && (c = nvp_peek_component(lx)) >= 0) {
      swizzle[n++] = (uint8_t)c;
      nvp_lexer_take_char(lx);
   }
   if (n == 0 || (n > 1 && n < 4)) {
      return nvp_fail_expected(lx, err, "a swizzle component (x, y, z or "
                               "w)");
   }
   for (unsigned i = n; i < 4; i++)
      swizzle[i] = swizzle[0];
   return true;
}

bool
nvp_fail_at_end(const char *text, size_t len, struct nvp_error *err,
                const char *fmt, ...)
{
   uint32_t line, column;
   va_list ap;

   nvp_line_column(text, len, len, &line, &column);
   va_start(ap, fmt);
   nvp_error_setv(err, len, line, column, fmt, ap);
   va_end(ap);
   return false;
}

bool
nvp_fail_instr(struct nvp_error *err, const struct nvp_instr *in,
               const char *fmt, ...)
{
   va_list ap;
   va_start(ap, fmt);
   nvp_error_setv(err, in->offset, in->line, in->column, fmt, ap);
   va_end(ap);
   return false;
}
