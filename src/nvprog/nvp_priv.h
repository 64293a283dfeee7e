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

/* Spellings (nvp_names.c): <fragAttribRegId>, <fragOutputRegName> and
 * <texImageTarget> by enum; <ccMaskRule> by enum nvp_cond ("" for
 * NONE). */
extern const char *const nvp_frag_attrib_names[NVP_FRAG_ATTRIB_COUNT];
extern const char *const nvp_frag_output_names[NVP_FRAG_OUTPUT_COUNT];
extern const char *const nvp_tex_target_names[NVP_TEX_GP4_TARGET_COUNT];
extern const char *const nvp_cond_names[NVP_COND_COUNT];

/* Parser steps shared by the parsers (nvp_parse_util.c).  The failing
 * ones fill 'err' and return false. */
/* A growing array 'data' of 'num' elements of 'size' bytes in room for
 * *cap: 'data' itself while there is room for one more, else the array
 * reallocated with room for twice as many ('first' when empty) and *cap
 * raised; NULL (data kept, *cap unchanged) when out of memory. */
void *nvp_grow(void *data, unsigned *cap, unsigned num, size_t size,
               unsigned first);
bool nvp_fail_at(struct nvp_error *err, const struct nvp_token *t,
                 const char *fmt, ...) NVP_PRINTF(3, 4);
/* "expected <what> but found <next token>" at the next token. */
bool nvp_fail_expected(struct nvp_lexer *lx, struct nvp_error *err,
                       const char *what);
bool nvp_accept_punct(struct nvp_lexer *lx, char c);
bool nvp_expect_punct(struct nvp_lexer *lx, struct nvp_error *err, char c);
/* The index of the word t in names[0..count) (NULL entries skipped), or
 * -1. */
int nvp_tok_index(const struct nvp_lexer *lx, const struct nvp_token *t,
                  const char *const *names, unsigned count);
/* The component (0..3 for x, y, z, w) the next token starts with, or -1:
 * every <component> is a token of its own, but "xyzw" scans as one
 * word. */
int nvp_peek_component(struct nvp_lexer *lx);
/* <scalarSuffix> or <swizzleSuffix> (may be empty: .xyzw) into
 * swizzle[4], one component replicated. */
bool nvp_parse_swizzle(struct nvp_lexer *lx, struct nvp_error *err,
                       bool scalar, uint8_t swizzle[4]);

/* The same, in the NV parsers (nvp_parse_vp.c, nvp_parse_fp.c), whose
 * state 'p' has members 'lx' and 'err'; they define
 * NVP_PARSER_SHORTHANDS first.  The ARB parser has its own lexer and
 * helpers of these names. */
#ifdef NVP_PARSER_SHORTHANDS
#define fail_at(p, ...)        nvp_fail_at((p)->err, __VA_ARGS__)
#define fail_expected(p, what) nvp_fail_expected(&(p)->lx, (p)->err, what)
#define expect_punct(p, c)     nvp_expect_punct(&(p)->lx, (p)->err, c)
#define accept_punct(p, c)     nvp_accept_punct(&(p)->lx, c)
#define peek_component(p)      nvp_peek_component(&(p)->lx)
#define name_index             nvp_tok_index
#define parse_swizzle(p, scalar, swz) \
   nvp_parse_swizzle(&(p)->lx, (p)->err, scalar, swz)
#endif

/* An error at position len (whole-program rules). */
bool nvp_fail_at_end(const char *text, size_t len, struct nvp_error *err,
                     const char *fmt, ...) NVP_PRINTF(4, 5);
/* An error at instruction 'in' (interpreters refusing malformed IR). */
bool nvp_fail_instr(struct nvp_error *err, const struct nvp_instr *in,
                    const char *fmt, ...) NVP_PRINTF(3, 4);

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

/* NV_fragment_program rules (nvp_check_fp.c).  nvp_check_fp_instr: the
 * rules about one instruction just read (unique attribute and parameter,
 * PK and UP register types, RFL's mask, one target per texture unit,
 * recorded in prog->tex_targets), errors at its opcode 't'.
 * nvp_fp_exec_precision: nvp_instr::exec_precision.  nvp_fp_summarize:
 * the FP summaries.  nvp_check_fp_program: the whole-program rules
 * (outputs, the 64-slot budget), errors at len. */
bool nvp_check_fp_instr(struct nvp_program *prog, const struct nvp_instr *in,
                        const struct nvp_token *t, struct nvp_error *err);
enum nvp_precision nvp_fp_exec_precision(const struct nvp_instr *in);
void nvp_fp_summarize(struct nvp_program *prog);
/* nvp_fp_sqrt.c: RCP of an RSQ as one square root (sqrt_slot). */
void nvp_fp_mark_sqrt(struct nvp_program *prog);
bool nvp_check_fp_program(const struct nvp_program *prog, const char *text,
                          size_t len, struct nvp_error *err);

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
/* nvp_dump_gp4.c: the NV_gpu_program4 kinds. */
char *nvp_program_dump_gp4(const struct nvp_program *prog);

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

/* Hand the labels over to 'prog', which owns (and frees) them now. */
void nvp_labels_give(struct nvp_labels *t, struct nvp_program *prog);

#endif
