/*
 * Helpers shared by the unit tests (no GL): a counting check, the float
 * comparison of the interpreter and emitter tests, a string buffer and
 * the runner of the parsers' accept/reject case tables.
 */
#ifndef UNIT_COMMON_H
#define UNIT_COMMON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "nvp.h"

/* Counted by UNIT_CHECK. */
extern unsigned unit_checks, unit_failures;

#define UNIT_CHECK(cond, ...)                                         \
   do {                                                               \
      unit_checks++;                                                  \
      if (!(cond)) {                                                  \
         unit_failures++;                                             \
         fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);         \
         fprintf(stderr, __VA_ARGS__);                                \
         fprintf(stderr, "\n");                                       \
      }                                                               \
   } while (0)

/*
 * got == want: bit for bit when tol is 0 or want is infinite (so that
 * -0.0 != +0.0), any NaN for a NaN, else within tol relative to
 * max(1, |want|).
 */
bool unit_same_float(float got, float want, float tol);

/*
 * Line and column of 'offset' in s, counted independently of the
 * library: LF, CR LF and lone CR each end a line.
 */
void unit_line_column(const char *s, size_t offset, unsigned *line,
                      unsigned *col);

/* A growing string buffer (not NUL-terminated); free data when done. */
struct unit_buf {
   char *data;
   size_t len, cap;
};

void unit_buf_add(struct unit_buf *b, const char *s, size_t n);
void unit_buf_str(struct unit_buf *b, const char *s);

struct unit_parse_case {
   enum nvp_target target;
   const char *text;
   int len;              /* -1: strlen(text) */
   bool ok;
   int position;         /* expected error position */
   const char *expect;   /* dump line (ok) or message piece (error) */
};

/*
 * Checks the line, column and message prefix of case i's error; text is
 * the parsed copy, len bytes long.
 */
typedef void (*unit_check_rejection_fn)(unsigned i, const char *text,
                                        size_t len,
                                        const struct unit_parse_case *c,
                                        const struct nvp_error *err);

/*
 * Parses each case from a copy exactly len bytes long (reading past it
 * is caught by sanitizers).  An accepted case's dump must contain
 * 'expect'; a rejected one must fail at 'position' with 'expect' in the
 * message, and is then handed to check_rejection.
 */
void unit_run_parse_cases(const struct unit_parse_case *cases, unsigned n,
                          unit_check_rejection_fn check_rejection);

/* A unit_check_rejection_fn: the error's line and column are those of
 * the case's position, and the message starts "line L, column C: ". */
void unit_check_case_line_column(unsigned i, const char *text, size_t len,
                                 const struct unit_parse_case *c,
                                 const struct nvp_error *err);

#endif
