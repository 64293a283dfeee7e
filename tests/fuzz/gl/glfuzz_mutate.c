/*
 * One mutation of a valid program (glfuzz_gen.h): what a typo, a bad
 * edit or an off-by-one in a producer makes of a program.  Most results
 * fail to load, at a position the harness checks; some still load.
 */
#include "glfuzz_gen.h"

#include <ctype.h>
#include <string.h>

/* Replaces text[at, at + n) with 'with' (w bytes). */
static void
splice(struct gf_prog *p, size_t at, size_t n, const char *with, size_t w)
{
   if (p->len - n + w > sizeof(p->text) - 1)
      return;
   memmove(p->text + at + w, p->text + at + n, p->len - at - n + 1);
   memcpy(p->text + at, with, w);
   p->len = p->len - n + w;
}

static bool
word_char(char c)
{
   return isalnum((unsigned char)c) || c == '_' || c == '.';
}

/* The tokens: runs of word characters, or one other non-space byte.
 * Finds the k-th (k < count) and returns the number of tokens; *at and
 * *n say where the k-th one is. */
static unsigned
token(const struct gf_prog *p, unsigned k, size_t *at, size_t *n)
{
   unsigned count = 0;
   size_t i = 0;

   while (i < p->len) {
      if (isspace((unsigned char)p->text[i])) {
         i++;
         continue;
      }
      size_t start = i++;
      if (word_char(p->text[start]))
         while (i < p->len && word_char(p->text[i]))
            i++;
      if (count++ == k) {
         *at = start;
         *n = i - start;
      }
   }
   return count;
}

/* The k-th run of digits (one number, or the parts of one); as
 * token(). */
static unsigned
number(const struct gf_prog *p, unsigned k, size_t *at, size_t *n)
{
   unsigned count = 0;

   for (size_t i = 0; i < p->len;) {
      if (!isdigit((unsigned char)p->text[i])) {
         i++;
         continue;
      }
      size_t start = i;
      while (i < p->len && isdigit((unsigned char)p->text[i]))
         i++;
      if (count++ == k) {
         *at = start;
         *n = i - start;
      }
   }
   return count;
}

/* Limits of the languages and the values either side of them, and
 * numbers no integer or float parser should take quietly. */
static const char *const limits[] = {
   "63", "64", "65", "95", "96", "97", "127", "128", "129", "255", "256",
   "257", "511", "512", "1023", "1024", "4095", "4096", "65535", "65536",
   "65537", "2147483647", "2147483648", "4294967295", "4294967296",
   "18446744073709551616", "99999999999999999999999999", "1e39", "1e-50",
   "0x10", "-1", "-65", "-513", "00000000000000000000000000000001",
};

static const char odd_bytes[] = ";,[]{}().|-+!#:=\n0123456789xyzwRHXC";

const char *
gf_mutate(struct gf_prog *p)
{
   size_t at = 0, n = 0;
   unsigned count;

   switch (gf_rnd(5)) {
   case 0: {
      char c;
      unsigned k = gf_rnd(8);
      if (k == 0)
         c = (char)gf_rnd(256);
      else if (k < 4)
         c = odd_bytes[gf_rnd(sizeof(odd_bytes) - 1)];
      else
         c = (char)(32 + gf_rnd(95));
      p->text[gf_rnd((unsigned)p->len)] = c;
      return "byte changed";
   }
   case 1:
      count = token(p, 0, &at, &n);
      token(p, gf_rnd(count), &at, &n);
      splice(p, at, n, "", 0);
      return "token dropped";
   case 2: {
      char copy[GF_TEXT_MAX];
      count = token(p, 0, &at, &n);
      token(p, gf_rnd(count), &at, &n);
      copy[0] = ' ';
      memcpy(copy + 1, p->text + at, n);
      splice(p, at + n, 0, copy, n + 1);
      return "token doubled";
   }
   case 3: {
      const char *l = limits[gf_rnd(sizeof(limits) / sizeof(limits[0]))];
      count = number(p, 0, &at, &n);
      if (!count)
         return "no number";
      number(p, gf_rnd(count), &at, &n);
      splice(p, at, n, l, strlen(l));
      return "number past a limit";
   }
   default:
      p->len = gf_rnd((unsigned)p->len);
      p->text[p->len] = '\0';
      return "cut short";
   }
}
