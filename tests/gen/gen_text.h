/*
 * The text buffer of the program generators (fp2_gen.h, tests/fuzz/gl):
 * printf-style appends that stop, without overflowing, at the end.
 */
#ifndef GEN_TEXT_H
#define GEN_TEXT_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

/* Appends to text[0, size), *len bytes long; cut at size - 1. */
static inline void
gen_vappend(char *text, size_t size, size_t *len, const char *fmt,
            va_list ap)
{
   if (*len >= size - 1)
      return;
   int n = vsnprintf(text + *len, size - *len, fmt, ap);
   if (n > 0)
      *len += (size_t)n;
   if (*len > size - 1)
      *len = size - 1;
}

#endif
