/*
 * nvprog-compile: the offline validator and compiler.  The pieces it is
 * made of, one job per file:
 *   nvpc_main.c   - options, files and stdin, the exit status
 *   nvpc_lang.c   - languages by header, --target names, limit options
 *   nvpc_report.c - diagnostics as text (GCC style) and as JSON
 *   nvpc_dump.c   - what a loaded program becomes: IR, TGSI, NIR
 */
#ifndef NVPC_H
#define NVPC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "nvp.h"

/* One language nvprog reads, found by the header at byte 0. */
struct nvpc_language {
   const char *header;          /* "!!VP1.1" */
   enum nvp_target target;      /* what the GL loads it as */
};

/* The language whose header 'text' starts with; NULL if none. */
const struct nvpc_language *nvpc_detect(const char *text, size_t len);

/* The load target of a --target name (vp, vsp, fp, arbvp, arbfp). */
bool nvpc_target_from_name(const char *name, enum nvp_target *target);
const char *nvpc_target_name(enum nvp_target target);

/* The header list for messages: "!!VP1.0, ..., !!ARBfp1.0". */
const char *nvpc_header_list(void);

/* The limits a file is checked against: nvp_arb_default_limits unless
 * options change them.  "!!FP1.0" takes max_instructions as its limit,
 * as the GL takes MAX_PROGRAM_INSTRUCTIONS_ARB; the VP1 and VP2
 * languages have only the fixed limits of their specs. */
struct nvpc_limits {
   struct nvp_arb_limits arb;
};

void nvpc_limits_init(struct nvpc_limits *limits);

/* argv[*i] as a limit option ("--max-temps N", "--max-temps=N",
 * "--no-nv3"): 1 taken (*i moved past its value), 0 not a limit option,
 * -1 a bad value (message printed). */
int nvpc_limits_option(struct nvpc_limits *limits, int argc, char **argv,
                       int *i);

/* The --help lines of the limit options. */
void nvpc_limits_help(FILE *f);

/* Parse 'text' as 'target' against 'limits'. */
struct nvp_program *nvpc_parse(enum nvp_target target, const char *text,
                               size_t len, const struct nvpc_limits *limits,
                               struct nvp_error *err);

/* What --dump asks for; bits. */
enum nvpc_dump {
   NVPC_DUMP_IR = 1 << 0,
   NVPC_DUMP_TGSI = 1 << 1,
   NVPC_DUMP_NIR = 1 << 2,
};
#define NVPC_DUMP_COUNT 3

/* The --dump name of bit index i ("ir", "tgsi", "nir"). */
const char *nvpc_dump_name(unsigned i);

/* The text of dump 'which' (one NVPC_DUMP_* bit) of a loaded program,
 * malloc'ed; NULL with *note set when there is none (a vertex state
 * program has no TGSI) or *error set when translation failed. */
char *nvpc_dump(const struct nvp_program *prog, enum nvpc_dump which,
                const char **note, char *error, size_t error_len);

/* Releases what nvpc_dump() kept (the NIR screen). */
void nvpc_dump_finish(void);

/* One file's outcome, what both report formats print. */
enum nvpc_status {
   NVPC_OK,
   NVPC_ERROR,                  /* a load (or translation) error */
   NVPC_UNREADABLE,
};

struct nvpc_diag {
   const char *severity;        /* "error", "note" */
   int position;                /* byte offset; -1: none */
   unsigned line, column;       /* 0: none */
   char message[320];
};

#define NVPC_MAX_DIAGS 4

struct nvpc_result {
   const char *file;            /* as named; "<stdin>" for stdin */
   const char *text;            /* the source, for the caret line */
   size_t len;
   const char *language;        /* detected header; NULL: none */
   enum nvp_target target;
   bool have_target;
   const char *kind;            /* the loaded kind; NULL: none */
   enum nvpc_status status;
   struct nvpc_diag diags[NVPC_MAX_DIAGS];
   unsigned num_diags;
   char *dumps[NVPC_DUMP_COUNT]; /* malloc'ed; NULL: not asked/none */
};

/* Adds a diagnostic; a parser message loses the "line L, column C: "
 * prefix that repeats the position. */
void nvpc_add_diag(struct nvpc_result *r, const char *severity,
                   int position, unsigned line, unsigned column,
                   const char *message);

/* GCC style on 'f': "file:line:column: severity: message", with the
 * source line and a caret under the column when 'caret'. */
void nvpc_print_diags(FILE *f, const struct nvpc_result *r, bool caret);

/* JSON: an array of one object per file. */
void nvpc_print_json(FILE *f, const struct nvpc_result *results,
                     unsigned count);

/* The tool's main; 'name' for messages, 'default_dumps' the dumps
 * printed without --dump (nvp-check: the IR). */
int nvpc_main(int argc, char **argv, const char *name,
              unsigned default_dumps);

#endif
