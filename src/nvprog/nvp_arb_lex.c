/*
 * Tokens of the ARB-style languages ("<identifier>", "<integer>",
 * "<float>", punctuation), scanned on demand; errors at a token; the
 * small accept/expect steps every part of the grammar takes; and the
 * scans of the header and the option sequence that choose a language row
 * before the program is read.
 */
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp_arb.h"

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

/* ARB_vertex_program: "<identifier> ... sequence of one or more letters,
 * digits, underscores ("_") or dollar signs ("$"); the first character
 * must not be a number." */
static bool
is_ident(unsigned char c, bool first)
{
   return is_alpha(c) || c == '_' || c == '$' || (!first && is_digit(c));
}

/* A <float> in the "C" locale whatever the application's is. */
static double
parse_double(const char *s, size_t n)
{
   static locale_t c_locale;
   char buf[128];

   if (!c_locale)
      c_locale = newlocale(LC_NUMERIC_MASK, "C", (locale_t)0);
   if (n >= sizeof(buf)) {
      /* Long digit strings: the value is what the leading digits and
       * the exponent say; keep the exponent when there is one. */
      n = sizeof(buf) - 1;
   }
   memcpy(buf, s, n);
   buf[n] = '\0';
   return c_locale ? strtod_l(buf, NULL, c_locale) : strtod(buf, NULL);
}

/* "Spaces, tabs, newlines, carriage returns, and comments are considered
 * whitespace"; comments run from "#" to the end of the line. */
static size_t
skip_space(const struct arb_parser *p, uint32_t *line, size_t *line_start)
{
   const unsigned char *s = (const unsigned char *)p->text;
   size_t i = p->pos;

   while (i < p->len) {
      unsigned char c = s[i];
      if (c == ' ' || c == '\t' || c == '\f' || c == '\v') {
         i++;
      } else if (c == '\n' || c == '\r') {
         i++;
         if (c == '\r' && i < p->len && s[i] == '\n')
            i++;
         (*line)++;
         *line_start = i;
      } else if (c == '#') {
         while (i < p->len && s[i] != '\n' && s[i] != '\r')
            i++;
      } else {
         break;
      }
   }
   return i;
}

static int
hex_digit(unsigned char c)
{
   return is_digit(c) ? c - '0' :
          c >= 'a' && c <= 'f' ? c - 'a' + 10 :
          c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* NV_gpu_program4: "The integer consists of a sequence of one or more
 * digits ("0" through "9"), or a sequence in hexadecimal form beginning
 * with "0x" followed by a sequence of one or more hexadecimal digits"
 * (issue 8: "Should hexadecimal constants (e.g., 0x87A3 or 0xFFFFFFFF) be
 * supported?  RESOLVED:  Yes."); cgc writes them ("{0xf0f0f0f0}").  At
 * i, "0x" and a digit: the integer, saturated at 2^32-1 as a decimal
 * one is. */
static bool
scan_hex(const struct arb_parser *p, size_t i, struct arb_token *t)
{
   const unsigned char *s = (const unsigned char *)p->text;

   /* (the option scan before a language is chosen has no lang) */
   if (!p->lang || !arb_has(p, ARB_GP4) || i + 2 >= p->len ||
       s[i] != '0' || s[i + 1] != 'x' || hex_digit(s[i + 2]) < 0)
      return false;
   size_t j = i + 2;
   uint64_t v = 0;
   for (; j < p->len && hex_digit(s[j]) >= 0; j++)
      v = v > UINT64_MAX >> 4 ? UINT64_MAX : v << 4 | hex_digit(s[j]);
   t->kind = ARB_TOK_INT;
   t->length = j - i;
   /* 32 bits for the 32-bit instructions, 64 for the 64-bit ones
    * (value64), each saturated as a decimal integer is */
   t->value = v > UINT32_MAX ? UINT32_MAX : (uint32_t)v;
   t->value64 = v;
   t->fvalue = (double)v;
   return true;
}

/* A number at i: digits [ "." digits ] [ e [+-] digits ], or "." digits.
 * "0..3" is the integer 0 and "..": a "." followed by "." ends it. */
static void
scan_number(const struct arb_parser *p, size_t i, struct arb_token *t)
{
   const unsigned char *s = (const unsigned char *)p->text;
   size_t j = i;
   uint32_t v = 0;
   uint64_t v64 = 0;
   bool is_float = false;

   if (scan_hex(p, i, t))
      return;

   while (j < p->len && is_digit(s[j])) {
      unsigned d = s[j] - '0';
      v = v > (UINT32_MAX - d) / 10 ? UINT32_MAX : v * 10 + d;
      v64 = v64 > (UINT64_MAX - d) / 10 ? UINT64_MAX : v64 * 10 + d;
      j++;
   }
   if (j < p->len && s[j] == '.' && !(j + 1 < p->len && s[j + 1] == '.')) {
      is_float = true;
      j++;
      while (j < p->len && is_digit(s[j]))
         j++;
   }
   if (j < p->len && (s[j] == 'e' || s[j] == 'E')) {
      size_t k = j + 1;
      if (k < p->len && (s[k] == '+' || s[k] == '-'))
         k++;
      if (k < p->len && is_digit(s[k])) {
         is_float = true;
         j = k;
         while (j < p->len && is_digit(s[j]))
            j++;
      }
   }
   t->kind = is_float ? ARB_TOK_FLOAT : ARB_TOK_INT;
   t->length = j - i;
   t->value = v;
   t->value64 = v64;
   /* An <integer> below 2^32 is its own double: strtod only for the
    * rest (a quarter of a VP2 parse went to strtod of indices). */
   t->fvalue = !is_float && v < UINT32_MAX ? (double)v
                                           : parse_double(p->text + i, j - i);
}

const struct arb_token *
arb_lex(struct arb_parser *p)
{
   const unsigned char *s = (const unsigned char *)p->text;
   uint32_t line = p->line;
   size_t line_start = p->line_start;
   size_t i = skip_space(p, &line, &line_start);
   struct arb_token *t = &p->peek;

   memset(t, 0, sizeof(*t));
   t->offset = i;
   t->line = line;
   t->column = (uint32_t)(i - line_start + 1);

   if (i >= p->len) {
      t->kind = ARB_TOK_EOF;
   } else if (is_ident(s[i], true)) {
      size_t j = i + 1;
      while (j < p->len && is_ident(s[j], false))
         j++;
      t->kind = ARB_TOK_WORD;
      t->length = j - i;
   } else if (is_digit(s[i]) ||
              (s[i] == '.' && i + 1 < p->len && is_digit(s[i + 1]) &&
               !(i > 0 && s[i - 1] == '.'))) {
      /* ".5" is a number, but not the "1" of "0..1". */
      scan_number(p, i, t);
   } else if (strchr(";,.[]{}=+-|():", s[i]) && s[i] != '\0') {
      t->kind = ARB_TOK_PUNCT;
      t->length = 1;
   } else {
      t->kind = ARB_TOK_BAD;
      t->length = 1;
   }
   p->peek_line_start = line_start;
   p->have_peek = true;
   return t;
}

struct arb_token
arb_next(struct arb_parser *p)
{
   struct arb_token t = *arb_peek(p);

   p->pos = t.offset + t.length;
   p->line = t.line;
   p->line_start = p->peek_line_start;
   p->have_peek = false;
   return t;
}

bool
arb_is_punct(const struct arb_parser *p, const struct arb_token *t, char c)
{
   return t->kind == ARB_TOK_PUNCT && p->text[t->offset] == c;
}

bool
arb_is_word(const struct arb_parser *p, const struct arb_token *t,
            const char *w)
{
   /* The keyword and reserved-word lists are scanned with this: most
    * candidates differ in their first letter, so test that first. */
   if (t->kind != ARB_TOK_WORD || p->text[t->offset] != w[0])
      return false;
   size_t n = strlen(w);
   return t->length == n && memcmp(p->text + t->offset, w, n) == 0;
}

static void
describe(const struct arb_parser *p, const struct arb_token *t, char *buf,
         size_t size)
{
   unsigned char c;

   switch (t->kind) {
   case ARB_TOK_EOF:
      snprintf(buf, size, "end of program");
      break;
   case ARB_TOK_BAD:
      c = (unsigned char)p->text[t->offset];
      if (c > 0x20 && c < 0x7f)
         snprintf(buf, size, "invalid character '%c'", c);
      else
         snprintf(buf, size, "invalid character 0x%02x", c);
      break;
   default:
      snprintf(buf, size, "'%.*s%s'", t->length > 32 ? 32 : (int)t->length,
               p->text + t->offset, t->length > 32 ? "..." : "");
      break;
   }
}

bool
arb_fail_at(struct arb_parser *p, const struct arb_token *t,
            const char *fmt, ...)
{
   va_list ap;
   va_start(ap, fmt);
   nvp_error_setv(p->err, t->offset, t->line, t->column, fmt, ap);
   va_end(ap);
   return false;
}

bool
arb_fail_expected(struct arb_parser *p, const char *what)
{
   const struct arb_token *t = arb_peek(p);
   char found[64];

   describe(p, t, found, sizeof(found));
   return arb_fail_at(p, t, "expected %s but found %s", what, found);
}

bool
arb_accept_punct(struct arb_parser *p, char c)
{
   if (!arb_is_punct(p, arb_peek(p), c))
      return false;
   arb_next(p);
   return true;
}

bool
arb_expect_punct(struct arb_parser *p, char c)
{
   char what[4] = { '\'', c, '\'', '\0' };

   return arb_accept_punct(p, c) || arb_fail_expected(p, what);
}

bool
arb_accept_word(struct arb_parser *p, const char *w)
{
   if (!arb_is_word(p, arb_peek(p), w))
      return false;
   arb_next(p);
   return true;
}

bool
arb_expect_word(struct arb_parser *p, const char *w)
{
   char what[48];

   if (arb_accept_word(p, w))
      return true;
   /* Only a failure formats: this runs for every expected keyword. */
   snprintf(what, sizeof(what), "'%s'", w);
   return arb_fail_expected(p, what);
}

bool
arb_expect_int(struct arb_parser *p, uint32_t max, const char *what,
               uint32_t *value)
{
   const struct arb_token *t = arb_peek(p);

   if (t->kind != ARB_TOK_INT)
      return arb_fail_expected(p, what);
   if (t->value > max) {
      return arb_fail_at(p, t, "%s %u out of range (0 to %u)", what,
                         t->value, max);
   }
   *value = t->value;
   arb_next(p);
   return true;
}

bool
arb_fail_at_end(struct arb_parser *p, const char *fmt, ...)
{
   uint32_t line, column;
   va_list ap;

   nvp_line_column(p->text, p->len, p->len, &line, &column);
   va_start(ap, fmt);
   nvp_error_setv(p->err, p->len, line, column, fmt, ap);
   va_end(ap);
   return false;
}

/* A word of a table; its index, or -1 (nothing consumed). */
int
arb_accept_one_of(struct arb_parser *p, const char *const *words, unsigned n)
{
   const struct arb_token *t = arb_peek(p);

   for (unsigned i = 0; i < n; i++) {
      if (words[i] && arb_is_word(p, t, words[i])) {
         arb_next(p);
         return (int)i;
      }
   }
   return -1;
}

/* "." and one of 'words', when the token after the "." is one of them
 * (else nothing is consumed: the "." may start a swizzle or mask). */
int
arb_accept_dot_one_of(struct arb_parser *p, const char *const *words,
                  unsigned n)
{
   if (!arb_is_punct(p, arb_peek(p), '.'))
      return -1;
   struct arb_mark save = arb_mark(p);
   arb_next(p);
   int i = arb_accept_one_of(p, words, n);
   if (i < 0)
      arb_reset(p, &save);
   return i;
}

bool
arb_in_list(const struct arb_parser *p, const struct arb_token *t,
        const char *const *list, unsigned n)
{
   /* Every name of a program is checked against the reserved words:
    * compare first letters before anything else. */
   if (t->kind != ARB_TOK_WORD)
      return false;
   const char *s = p->text + t->offset;
   for (unsigned i = 0; i < n; i++) {
      const char *w = list[i];
      if (w[0] == s[0] && strncmp(w, s, t->length) == 0 &&
          w[t->length] == '\0')
         return true;
   }
   return false;
}

void
arb_init_scan(struct arb_parser *p, const char *text, size_t len,
              size_t start, uint32_t line, size_t line_start)
{
   memset(p, 0, sizeof(*p));
   p->text = text;
   p->len = len;
   p->pos = start;
   p->line = line;
   p->line_start = line_start;
}

/* "<option> ::= "OPTION" <optionName> ";"": the scan stops at the first
 * statement that is not an option. */
unsigned
arb_scan_options(const char *text, size_t len, size_t start,
                 const char *const *names, unsigned n)
{
   struct arb_parser p;
   unsigned seen = 0;

   arb_init_scan(&p, text, len, start, 1, 0);
   while (arb_accept_word(&p, "OPTION")) {
      const struct arb_token t = arb_next(&p);
      for (unsigned i = 0; i < n; i++) {
         if (arb_is_word(&p, &t, names[i]))
            seen |= 1u << i;
      }
      if (!arb_accept_punct(&p, ';'))
         break;
   }
   return seen;
}

/* Mesa's whitespace rules (and so ours) apply before the header too, and
 * upstream piglit's asmparsertest files start with blank lines.  Fills
 * the line of the header for the parser's positions. */
bool
arb_find_header(const char *text, size_t len, const char *header,
                size_t *end, uint32_t *line, size_t *line_start)
{
   const size_t n = strlen(header);
   struct arb_parser p;

   if (!text)
      return false;
   arb_init_scan(&p, text, len, 0, 1, 0);
   *line = 1;
   *line_start = 0;
   size_t i = skip_space(&p, line, line_start);
   if (len - i < n || memcmp(text + i, header, n) != 0)
      return false;
   *end = i + n;
   return true;
}

