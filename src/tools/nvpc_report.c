/*
 * nvprog-compile's output of a file's outcome: diagnostics in the form
 * editors and CI parse ("file:line:column: error: message", as GCC),
 * and the same as JSON for tools.
 */
#include <stdio.h>
#include <string.h>

#include "nvpc.h"

void
nvpc_add_diag(struct nvpc_result *r, const char *severity, int position,
              unsigned line, unsigned column, const char *message)
{
   char prefix[64];

   if (r->num_diags >= NVPC_MAX_DIAGS)
      return;
   /* The parsers start every message with its position
    * (nvp_error_set()), which the "file:line:column:" form already
    * gives; keep their own words only. */
   snprintf(prefix, sizeof(prefix), "line %u, column %u: ", line, column);
   if (strncmp(message, prefix, strlen(prefix)) == 0)
      message += strlen(prefix);

   struct nvpc_diag *d = &r->diags[r->num_diags++];
   d->severity = severity;
   d->position = position;
   d->line = line;
   d->column = column;
   snprintf(d->message, sizeof(d->message), "%s", message);
}

/* Source line 'line' (1-based) of the text and its length, without its
 * '\r\n' or '\n'; NULL when the text has no such line. */
static const char *
source_line(const char *text, size_t len, unsigned line, size_t *n)
{
   size_t start = 0;

   for (unsigned l = 1; l < line; l++) {
      const char *nl = memchr(text + start, '\n', len - start);
      if (!nl)
         return NULL;
      start = (size_t)(nl - text) + 1;
   }
   const char *nl = memchr(text + start, '\n', len - start);
   *n = (nl ? (size_t)(nl - text) : len) - start;
   if (*n && text[start + *n - 1] == '\r')
      (*n)--;
   return text + start;
}

/* The offending line and a caret under the column; tabs before the
 * column are kept so that the caret lines up however the terminal
 * expands them. */
static void
print_caret(FILE *f, const struct nvpc_result *r, const struct nvpc_diag *d)
{
   size_t n;
   const char *s = d->line && r->text ?
                   source_line(r->text, r->len, d->line, &n) : NULL;

   if (!s)
      return;
   fprintf(f, " %.*s\n ", (int)n, s);
   for (size_t c = 1; c < d->column && c - 1 < n; c++)
      fputc(s[c - 1] == '\t' ? '\t' : ' ', f);
   fputs("^\n", f);
}

void
nvpc_print_diags(FILE *f, const struct nvpc_result *r, bool caret)
{
   for (unsigned i = 0; i < r->num_diags; i++) {
      const struct nvpc_diag *d = &r->diags[i];
      if (d->line)
         fprintf(f, "%s:%u:%u: ", r->file, d->line, d->column);
      else
         fprintf(f, "%s: ", r->file);
      fprintf(f, "%s: %s\n", d->severity, d->message);
      if (caret)
         print_caret(f, r, d);
   }
}

/* s as a JSON string; NULL as null. */
static void
json_string(FILE *f, const char *s)
{
   if (!s) {
      fputs("null", f);
      return;
   }
   fputc('"', f);
   for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
      switch (*p) {
      case '"':  fputs("\\\"", f); break;
      case '\\': fputs("\\\\", f); break;
      case '\n': fputs("\\n", f); break;
      case '\t': fputs("\\t", f); break;
      default:
         /* Control bytes escaped; others as they are (the messages
          * quote program text, which may hold any byte: a byte that is
          * no UTF-8 becomes U+FFFD rather than invalid JSON). */
         if (*p < 0x20)
            fprintf(f, "\\u%04x", *p);
         else if (*p >= 0x80)
            fputs("\\ufffd", f);
         else
            fputc(*p, f);
      }
   }
   fputc('"', f);
}

static const char *const status_names[] = {
   [NVPC_OK] = "ok",
   [NVPC_ERROR] = "error",
   [NVPC_UNREADABLE] = "unreadable",
};

static void
json_result(FILE *f, const struct nvpc_result *r)
{
   fputs("  {\"file\": ", f);
   json_string(f, r->file);
   fputs(", \"language\": ", f);
   json_string(f, r->language);
   fputs(", \"target\": ", f);
   json_string(f, r->have_target ? nvpc_target_name(r->target) : NULL);
   fputs(", \"kind\": ", f);
   json_string(f, r->kind);
   fprintf(f, ", \"status\": \"%s\",\n   \"diagnostics\": [",
           status_names[r->status]);
   for (unsigned i = 0; i < r->num_diags; i++) {
      const struct nvpc_diag *d = &r->diags[i];
      fprintf(f, "%s{\"severity\": \"%s\", ", i ? ", " : "", d->severity);
      if (d->line) {
         fprintf(f, "\"position\": %d, \"line\": %u, \"column\": %u, ",
                 d->position, d->line, d->column);
      }
      fputs("\"message\": ", f);
      json_string(f, d->message);
      fputc('}', f);
   }
   fputc(']', f);
   for (unsigned i = 0; i < NVPC_DUMP_COUNT; i++) {
      if (!r->dumps[i])
         continue;
      fprintf(f, ",\n   \"%s\": ", nvpc_dump_name(i));
      json_string(f, r->dumps[i]);
   }
   fputc('}', f);
}

void
nvpc_print_json(FILE *f, const struct nvpc_result *results, unsigned count)
{
   fputs("[\n", f);
   for (unsigned i = 0; i < count; i++) {
      json_result(f, &results[i]);
      fputs(i + 1 < count ? ",\n" : "\n", f);
   }
   fputs("]\n", f);
}
