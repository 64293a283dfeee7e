/*
 * Internal interfaces between the files of src/nvprog.
 */
#ifndef NVP_PRIV_H
#define NVP_PRIV_H

#include <stdarg.h>

#include "nvp.h"
#include "nvp_lexer.h"

#if defined(__GNUC__)
#define NVP_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define NVP_PRINTF(f, a)
#endif

/* Fill 'err': position 'offset' and "line L, column C: <fmt>". */
void nvp_error_set(struct nvp_error *err, size_t offset, uint32_t line,
                   uint32_t column, const char *fmt, ...) NVP_PRINTF(5, 6);
void nvp_error_setv(struct nvp_error *err, size_t offset, uint32_t line,
                    uint32_t column, const char *fmt, va_list ap);

/* The VP1 family parser (nvp_parse_vp.c), which also reads "!!VP2.0"
 * (NV_vertex_program2).  'start' is the byte after the header. */
struct nvp_program *nvp_parse_vp1(enum nvp_kind kind, const char *text,
                                  size_t len, size_t start,
                                  struct nvp_error *err);

/* The NV_fragment_program parser (nvp_parse_fp.c): "!!FP1.0" programs,
 * 'start' the byte after the header; at most 'max_instrs' instructions
 * (0: NVP_FP_MAX_INSTRS). */
struct nvp_program *nvp_parse_fp(const char *text, size_t len,
                                 size_t start, unsigned max_instrs,
                                 struct nvp_error *err);

/* Per-instruction uniqueness of program parameter and vertex attribute
 * sources (nvp_check.c). */
struct nvp_unique_regs {
   const struct nvp_src *param;
   const struct nvp_src *attrib;
};

enum nvp_unique_result {
   NVP_UNIQUE_OK,
   NVP_UNIQUE_PARAM,    /* a second distinct c[] */
   NVP_UNIQUE_ATTRIB,   /* a second distinct v[] */
};

/* Record 'src' (which must stay alive) for the current instruction; on
 * a violation '*first' is the register read before. */
enum nvp_unique_result nvp_unique_add(struct nvp_unique_regs *u,
                                      const struct nvp_src *src,
                                      const struct nvp_src **first);

/* The rules that need the whole program; errors at 'len'. */
bool nvp_check_vp1_program(const struct nvp_program *prog,
                           const char *text, size_t len,
                           struct nvp_error *err);

/* Fill the summaries of 'prog' from its instructions (nvp_program.c). */
void nvp_program_summarize(struct nvp_program *prog);

/* "v[3]", "c[A0.x-2]", "R4", "o[HPOS]", "A0.x" (nvp_dump.c). */
void nvp_format_register(enum nvp_file file, int index, bool relative,
                         char *buf, size_t size);

/* The register of a source: as above, with VP2's "c[A1.z+3]" and "A1"
 * (nvp_dump.c). */
void nvp_format_src_reg(const struct nvp_src *src, char *buf, size_t size);

/* The growing text of a dump (nvp_dump.c); 'oom' once an allocation
 * failed. */
struct nvp_strbuf {
   char *data;
   size_t len, cap;
   bool oom;
};

void nvp_sb_printf(struct nvp_strbuf *sb, const char *fmt, ...)
   NVP_PRINTF(2, 3);

/* nvp_program_dump() of a "!!FP1.0" program (nvp_dump_fp.c). */
char *nvp_program_dump_fp(const struct nvp_program *prog);

/* Label definitions of a VP2 program being parsed (nvp_labels.c). */
struct nvp_labels {
   struct nvp_label *labels;   /* in text order */
   unsigned num, cap;
   unsigned *slots;            /* open addressing: label index + 1 */
   unsigned num_slots;
};

/* The index of label 'name' (not NUL-terminated), or -1. */
int nvp_labels_find(const struct nvp_labels *t, const char *name,
                    size_t len);

/* Define a label before instruction 'instr', at token 'tok'; the index,
 * or -1 when out of memory.  The caller checks for duplicates. */
int nvp_labels_add(struct nvp_labels *t, const char *name, size_t len,
                   unsigned instr, const struct nvp_token *tok);

void nvp_labels_fini(struct nvp_labels *t);

#endif
