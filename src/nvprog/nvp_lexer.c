/*
 * Token scanner for the NV assembly program languages.
 */
#include <stdio.h>
#include <string.h>

#include "nvp_lexer.h"

static bool
is_alpha(unsigned char c)
{
   return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static bool
is_digit(unsigned char c)
{
   return c >= '0' && c <= '9';
}

/* The punctuation the VP1 grammars use; every other non-word byte is
 * undefined: "A program is invalid if it contains any undefined tokens
 * or characters." */
static bool
is_punct(const struct nvp_lexer *lx, unsigned char c)
{
   const char *set = lx->fp ? ";,.[]+-|(){}=" :
                     lx->vp2_punct ? ";,.[]+-:|()" : ";,.[]+-";
   return c != '\0' && strchr(set, c) != NULL;
}

void
nvp_lexer_init(struct nvp_lexer *lx, const char *text, size_t len,
               size_t start)
{
   memset(lx, 0, sizeof(*lx));
   lx->text = text;
   lx->len = len;
   lx->line = 1;
   lx->line_start = 0;
   /* 'start' is past the header, which holds no line break. */
   lx->pos = start <= len ? start : len;
}

/* Skip whitespace and comments from lx->pos without consuming: "Spaces,
 * tabs, newlines, carriage returns, and comments are considered
 * whitespace.  Comments begin with the character "#" and are terminated
 * by a newline, a carriage return, or the end of the program array."
 * A CR LF pair counts as one line break. */
static size_t
skip_space(const struct nvp_lexer *lx, uint32_t *line, size_t *line_start)
{
   const unsigned char *s = (const unsigned char *)lx->text;
   size_t i = lx->pos;

   while (i < lx->len) {
      unsigned char c = s[i];
      if (c == ' ' || c == '\t') {
         i++;
      } else if (c == '\n') {
         i++;
         (*line)++;
         *line_start = i;
      } else if (c == '\r') {
         i++;
         if (i < lx->len && s[i] == '\n')
            i++;
         (*line)++;
         *line_start = i;
      } else if (c == '#') {
         while (i < lx->len && s[i] != '\n' && s[i] != '\r')
            i++;
      } else {
         break;
      }
   }
   return i;
}

const struct nvp_token *
nvp_lexer_peek(struct nvp_lexer *lx)
{
   if (lx->have_peek)
      return &lx->peek;

   const unsigned char *s = (const unsigned char *)lx->text;
   uint32_t line = lx->line;
   size_t line_start = lx->line_start;
   size_t i = skip_space(lx, &line, &line_start);
   struct nvp_token *t = &lx->peek;

   memset(t, 0, sizeof(*t));
   t->offset = i;
   t->line = line;
   t->column = (uint32_t)(i - line_start + 1);

   if (i >= lx->len) {
      t->kind = NVP_TOK_EOF;
   } else if (is_alpha(s[i]) || (lx->word_underscore && s[i] == '_') ||
              (lx->fp && (s[i] == '_' || s[i] == '$'))) {
      size_t j = i + 1;
      while (j < lx->len && (is_alpha(s[j]) || is_digit(s[j]) ||
                             (lx->word_underscore && s[j] == '_') ||
                             (lx->fp && (s[j] == '_' || s[j] == '$'))))
         j++;
      t->kind = NVP_TOK_WORD;
      t->length = j - i;
   } else if (is_digit(s[i])) {
      size_t j = i;
      uint32_t v = 0;
      while (j < lx->len && is_digit(s[j])) {
         unsigned d = s[j] - '0';
         v = v > (UINT32_MAX - d) / 10 ? UINT32_MAX : v * 10 + d;
         j++;
      }
      t->kind = NVP_TOK_INT;
      t->length = j - i;
      t->value = v;
   } else if (is_punct(lx, s[i])) {
      t->kind = NVP_TOK_PUNCT;
      t->length = 1;
   } else {
      t->kind = NVP_TOK_BAD;
      t->length = 1;
   }

   lx->peek_line_start = line_start;
   lx->have_peek = true;
   return t;
}

struct nvp_token
nvp_lexer_next(struct nvp_lexer *lx)
{
   struct nvp_token t = *nvp_lexer_peek(lx);

   lx->pos = t.offset + t.length;
   lx->line = t.line;
   lx->line_start = lx->peek_line_start;
   lx->have_peek = false;
   return t;
}

void
nvp_lexer_take_char(struct nvp_lexer *lx)
{
   const struct nvp_token *t = nvp_lexer_peek(lx);

   if (t->kind == NVP_TOK_EOF)
      return;
   /* Words hold no line break, so the line stays the same. */
   lx->pos = t->offset + 1;
   lx->line = t->line;
   lx->line_start = lx->peek_line_start;
   lx->have_peek = false;
}

void
nvp_lexer_consume_to(struct nvp_lexer *lx, size_t end)
{
   const struct nvp_token *t = nvp_lexer_peek(lx);

   if (end < t->offset)
      end = t->offset;
   if (end > lx->len)
      end = lx->len;
   lx->pos = end;
   lx->line = t->line;
   lx->line_start = lx->peek_line_start;
   lx->have_peek = false;
}

bool
nvp_tok_is_punct(const struct nvp_lexer *lx, const struct nvp_token *t,
                 char c)
{
   return t->kind == NVP_TOK_PUNCT && lx->text[t->offset] == c;
}

bool
nvp_tok_is_word(const struct nvp_lexer *lx, const struct nvp_token *t,
                const char *w)
{
   size_t n = strlen(w);
   return t->kind == NVP_TOK_WORD && t->length == n &&
          memcmp(lx->text + t->offset, w, n) == 0;
}

void
nvp_tok_describe(const struct nvp_lexer *lx, const struct nvp_token *t,
                 char *buf, size_t size)
{
   /* Long words (a megabyte of letters is valid input) are cut. */
   const size_t max_shown = 32;
   unsigned char c;

   switch (t->kind) {
   case NVP_TOK_EOF:
      snprintf(buf, size, "end of program");
      break;
   case NVP_TOK_BAD:
      c = (unsigned char)lx->text[t->offset];
      if (c > 0x20 && c < 0x7f)
         snprintf(buf, size, "invalid character '%c'", c);
      else
         snprintf(buf, size, "invalid character 0x%02x", c);
      break;
   default:
      if (t->length > max_shown) {
         snprintf(buf, size, "'%.*s...'", (int)max_shown,
                  lx->text + t->offset);
      } else {
         snprintf(buf, size, "'%.*s'", (int)t->length,
                  lx->text + t->offset);
      }
      break;
   }
}

void
nvp_line_column(const char *text, size_t len, size_t offset,
                uint32_t *line, uint32_t *column)
{
   uint32_t l = 1;
   size_t start = 0;

   if (offset > len)
      offset = len;
   for (size_t i = 0; i < offset; i++) {
      if (text[i] == '\n') {
         l++;
         start = i + 1;
      } else if (text[i] == '\r') {
         if (i + 1 < offset && text[i + 1] == '\n')
            i++;
         l++;
         start = i + 1;
      }
   }
   *line = l;
   *column = (uint32_t)(offset - start + 1);
}
