/*
 * The ARB-style grammar core: its parser state and its helpers, which
 * the stage files (nvp_arb_vertex*.c, nvp_arb_fragment*.c) call too.
 * The core itself is split by job:
 *
 *   nvp_arb_lex.c      tokens, errors, the header and option scans
 *   nvp_arb_operand.c  operands: masks, swizzles, signs, |abs|,
 *                      condition codes, texture targets, labels
 *   nvp_arb_names.c    the name table: <establishName>, lookup
 *   nvp_arb_decl.c     declarations: TEMP, ADDRESS, ATTRIB, PARAM,
 *                      OUTPUT, ALIAS, and the registers names stand for
 *   nvp_arb_param.c    program parameter bindings: state.*, program.*,
 *                      literal constants, array indices
 *   nvp_arb.c          the program: options, statements, the
 *                      instruction line, labels, the entry arb_parse()
 *
 * What differs between stages and languages comes through
 * nvp_arb_stage.h only.
 */
#ifndef NVP_ARB_H
#define NVP_ARB_H

#include "nvp_arb_stage.h"

/* Tokens of the ARB language ("<identifier>", "<integer>", "<float>",
 * punctuation), scanned on demand like nvp_lexer. */
enum arb_tok {
   ARB_TOK_EOF,
   ARB_TOK_WORD,    /* [A-Za-z_$][A-Za-z0-9_$]* */
   ARB_TOK_INT,     /* [0-9]+ not followed by a fraction or exponent */
   ARB_TOK_FLOAT,   /* with "." or an exponent */
   ARB_TOK_PUNCT,   /* ; , . [ ] { } = + - | ( ) : */
   ARB_TOK_BAD,
};

struct arb_token {
   enum arb_tok kind;
   size_t offset, length;
   uint32_t line, column;
   uint32_t value;          /* INT, saturated */
   uint64_t value64;        /* INT, saturated at 2^64 - 1 */
   double fvalue;           /* INT and FLOAT */
};

/* What a name stands for (<establishName>). */
enum arb_sym_kind {
   ARB_SYM_TEMP,
   ARB_SYM_ADDRESS,
   ARB_SYM_ATTRIB,
   ARB_SYM_PARAM,           /* single or array: size */
   ARB_SYM_OUTPUT,
   /* NV_parameter_buffer_object BUFFER / BUFFER4: 'attrib' the member
    * 0 operand (file NVP_FILE_BUFFER), size as for PARAM. */
   ARB_SYM_BUFFER,
   /* NV_gpu_program5 TEXTURE: 'index' the (first) image unit, 'size' an
    * array's unit count (0: a single unit). */
   ARB_SYM_TEXTURE,
   /* NV_gpu_program5 SUBROUTINETYPE and SUBROUTINE (ARB_shader_subroutine):
    * 'index' into nvp_program::subroutine_types or subroutine_vars. */
   ARB_SYM_SUBROUTINE_TYPE,
   ARB_SYM_SUBROUTINE,
   /* NV_compute_program5 SHARED: 'attrib' the operand (file
    * NVP_FILE_SHARED), 'index' its first byte, 'size' an array's
    * bytes (0: a single one). */
   ARB_SYM_SHARED,
   /* NV_gpu_program5 IMAGE (EXT_shader_image_load_store): 'index' the
    * (first) image unit, 'size' an array's unit count (0: single). */
   ARB_SYM_IMAGE,
   /* NV_shader_storage_buffer_object STORAGE: 'attrib' the operand
    * (file NVP_FILE_STORAGE, 'buffer' its binding point). */
   ARB_SYM_STORAGE,
};

struct arb_symbol {
   enum arb_sym_kind kind;
   int index;               /* TEMP, ADDRESS: register; PARAM: first
                             * slot */
   int size;                /* PARAM arrays: element count; 0 single;
                             * NV_gpu_program4 ATTRIB and OUTPUT arrays
                             * too, 'index' then their first element in
                             * arb_parser::elems */
   struct nvp_src attrib;   /* ATTRIB: the binding (maybe relative) */
   struct nvp_dst output;   /* OUTPUT: the binding (maybe relative) */
   /* "!!ARBfp1.0": declared "SHORT" (a TEMP is then an H register, an
    * OUTPUT result.color o[COLH]). */
   bool fp16;
   /* NV_gpu_program4: the <varModifier> data type, and the
    * NV_fragment_program4 interpolation modifiers (ARB_INTERP_* bits). */
   enum nvp_type type;
   uint8_t interp;
};

/* One member of an NV_gpu_program4 ATTRIB or OUTPUT array: the binding
 * a read or write of name[n] stands for. */
struct arb_element {
   struct nvp_src attrib;
   struct nvp_dst output;
};

/* The index of the attribute or result binding being read: the last
 * "[" <int> "]" or NV_gpu_program4 <arrayRange> "[" <int> ".." <int>
 * "]" (arb_parse_range_end). */
struct arb_range {
   bool allowed;            /* a range may be read (array declarations) */
   uint32_t pick;           /* not 0: the index to give instead of the
                             * range's first (its later elements) */
   const char *what;        /* what the index numbers; NULL: none read */
   uint32_t lo, hi;         /* the range; lo == hi for one index */
};

#define ARB_INTERP_FLAT          (1u << 0)
#define ARB_INTERP_CENTROID      (1u << 1)
#define ARB_INTERP_NOPERSPECTIVE (1u << 2)
/* NV_gpu_program5's "SAMPLE" (version 5 fragment programs) */
#define ARB_INTERP_SAMPLE        (1u << 3)

struct arb_parser {
   const char *text;
   size_t len;
   size_t pos;
   uint32_t line;
   size_t line_start;
   bool have_peek;
   struct arb_token peek;
   size_t peek_line_start;

   struct nvp_error *err;
   const struct nvp_arb_limits *limits;
   /* The language row read (its grammar switches) and its stage. */
   const struct arb_language *lang;
   const struct arb_stage *stage;
   enum nvp_kind kind;      /* lang->kind */
   /* OPTION ARB_fragment_program_shadow: SHADOW* targets allowed. */
   bool shadow;
   /* The target each texture[n] was first used with (NVP_TEX_NONE:
    * unused), for the one-target-per-unit rule. */
   enum nvp_tex_target unit_targets[NVP_ARB_MAX_TEX_UNIT_NUM];
   struct nvp_program *prog;

   /* Names: a hash table of nvp_labels (the name part) with the
    * symbol of each name in 'syms', same index. */
   struct nvp_labels names;
   struct arb_symbol *syms;
   unsigned syms_cap;

   /* Branch labels, their own name space (bra-03: a TEMP and a label
    * may share a name), and BRA/CAL references for after END. */
   struct nvp_labels labels;
   struct { size_t offset, length; uint32_t line, column; } *refs;
   unsigned instrs_cap;

   unsigned params_cap;
   /* The <varSize> of the declaration being read (ARB_VAR_SIZE): 0
    * none, 1 "SHORT", 2 "LONG". */
   int var_size;
   /* The address register token of the last relative attribute binding
    * read, for arb_stage::check_relative_read. */
   struct arb_token rel_tok;

   /* Stage state: only the stage files read and write these. */
   /* Vertex: conventional (bit n) and generic (bit n) attributes bound,
    * for the Table X.2.1 rule. */
   uint32_t conventional_bound, generic_bound;
   /* Fragment: H registers declared; options named (bit 0 a fog option,
    * bit 1 precision_hint_fastest, bit 2 precision_hint_nicest); OPTION
    * ARB_draw_buffers ("result.color[n]"). */
   unsigned num_temps_h;
   unsigned fp_options;
   bool draw_buffers;

   /* NV_fragment_program2 (nvp_arb_fragment_flow.c): the blocks open at
    * the instruction being read, outermost first, each the index of the
    * IF, LOOP or REP opening it ('open') and of its ELSE once read
    * ('last'; 'open' until then).  At most 48 IFs and 4 loops nest. */
   struct { unsigned open, last; } blocks[NVP_FP2_IF_DEPTH +
                                          NVP_FP2_LOOP_DEPTH];
   unsigned num_blocks;

   /* NV_gpu_program4: the data type the constant being read is
    * interpreted as (NONE: floating-point, any literal), and the
    * modifiers of the declaration being read. */
   enum nvp_type operand_type;
   /* The instruction being read has .NTC: no declared type check of
    * its variables (nvp_arb_gp4.c). */
   bool no_type_check;
   enum nvp_type decl_type;
   uint8_t decl_interp;
   /* Fragment attributes declared by an ATTRIB (bit: register). */
   uint32_t gp4_attribs_declared;
   /* The members of the ATTRIB and OUTPUT arrays declared
    * (nvp_arb_gp4_array.c), and the index being read. */
   struct arb_element *elems;
   unsigned num_elems, elems_cap;
   /* capacities of nvp_program::array_attribs and array_results */
   unsigned array_attribs_cap, array_results_cap;
   /* NV_gpu_program4: the PARAM, ATTRIB and OUTPUT arrays accessed
    * relatively so far (arb_gp4_check_relative_array()) */
   struct arb_rel_array {
      enum arb_sym_kind kind;
      int index, size;
      uint32_t name_offset, name_length;
   } *rel_arrays;
   unsigned num_rel_arrays, rel_arrays_cap;
   struct arb_range range;
   /* NV_geometry_program4: the vertices of the input primitive and the
    * VERTICES_OUT count's token, for the output component limit checked
    * at the end. */
   unsigned gp_vertices_in;
   struct arb_token gp_vertices_out;
   /* NV_gpu_program4: the instruction whose operands are being read
    * (LDC reads CBUFFER members only, and only LDC reads them). */
   enum nvp_opcode gp4_op;
   /* NV_gpu_program5: the token of a texture instruction's second
    * operand (in->tex_extra), for its load errors. */
   struct arb_token tex_extra_at;
   /* The variable or binding token of the operand last read. */
   struct arb_token operand_name;
   /* NV_gpu_program5's subroutines (nvp_arb_gp5_subroutine.c): the
    * labels SUBROUTINETYPE statements name, resolved after END, and the
    * capacities of the program's subroutine tables. */
   struct arb_sub_ref {
      unsigned type;
      struct arb_token name;
   } *sub_refs;
   unsigned num_sub_refs, sub_refs_cap;
   unsigned sub_types_cap, sub_vars_cap, sub_params_cap;
};

/* The lexer's place, for a look-ahead that may be taken back (cheaper
 * than copying the whole parser, which runs once per statement). */
struct arb_mark {
   size_t pos;
   uint32_t line;
   size_t line_start;
   bool have_peek;
   struct arb_token peek;
   size_t peek_line_start;
};

static inline struct arb_mark
arb_mark(const struct arb_parser *p)
{
   struct arb_mark m = { p->pos, p->line, p->line_start, p->have_peek,
                         p->peek, p->peek_line_start };
   return m;
}

static inline void
arb_reset(struct arb_parser *p, const struct arb_mark *m)
{
   p->pos = m->pos;
   p->line = m->line;
   p->line_start = m->line_start;
   p->have_peek = m->have_peek;
   p->peek = m->peek;
   p->peek_line_start = m->peek_line_start;
}

static inline bool
arb_has(const struct arb_parser *p, unsigned grammar)
{
   return (p->lang->grammar & grammar) != 0;
}

/* nvp_arb_decl.c: after an array's "[", the absolute member <int> "]"
 * at the lexer: src->index slot or register sym->index + <int>, which
 * must be below sym->size. */
bool arb_parse_member_abs(struct arb_parser *p, const struct arb_symbol *sym,
                          struct nvp_src *src);

/* nvp_arb_lex.c: tokens and errors. */
const struct arb_token *arb_lex(struct arb_parser *p);

/* The next token, not consumed.  The parser asks for the same token
 * several times (about 2.7 calls per token): the cached answer is
 * inline, only a new token calls the lexer. */
static inline const struct arb_token *
arb_peek(struct arb_parser *p)
{
   return p->have_peek ? &p->peek : arb_lex(p);
}
struct arb_token arb_next(struct arb_parser *p);
bool arb_is_punct(const struct arb_parser *p, const struct arb_token *t,
                  char c);
bool arb_is_word(const struct arb_parser *p, const struct arb_token *t,
                 const char *w);
bool arb_accept_punct(struct arb_parser *p, char c);
bool arb_expect_punct(struct arb_parser *p, char c);
bool arb_accept_word(struct arb_parser *p, const char *w);
bool arb_expect_word(struct arb_parser *p, const char *w);
bool arb_fail_at(struct arb_parser *p, const struct arb_token *t,
                 const char *fmt, ...) NVP_PRINTF(3, 4);
bool arb_fail_expected(struct arb_parser *p, const char *what);
/* An error at the end of the text (whole-program rules). */
bool arb_fail_at_end(struct arb_parser *p, const char *fmt, ...)
   NVP_PRINTF(2, 3);
/* An <integer> at most 'max' (inclusive); 'what' names it in errors. */
bool arb_expect_int(struct arb_parser *p, uint32_t max, const char *what,
                    uint32_t *value);
/* A word of words[0..n) (NULL entries skipped): its index, or -1 with
 * nothing consumed. */
int arb_accept_one_of(struct arb_parser *p, const char *const *words,
                      unsigned n);
#define ARB_ONE_OF(p, words) \
   arb_accept_one_of(p, words, sizeof(words) / sizeof(words[0]))
/* "." and one of words[0..n) when the word after the "." is one of them
 * (else nothing is consumed: the "." may start a swizzle or mask). */
int arb_accept_dot_one_of(struct arb_parser *p, const char *const *words,
                          unsigned n);
#define ARB_DOT_ONE_OF(p, words) \
   arb_accept_dot_one_of(p, words, sizeof(words) / sizeof(words[0]))
/* Is t one of words[0..n)? */
bool arb_in_list(const struct arb_parser *p, const struct arb_token *t,
                 const char *const *words, unsigned n);
#define ARB_IN_LIST(p, t, words) \
   arb_in_list(p, t, words, sizeof(words) / sizeof(words[0]))
/* A cleared parser reading 'text' from byte 'start' (at line 'line'
 * starting at 'line_start'), no row chosen yet. */
void arb_init_scan(struct arb_parser *p, const char *text, size_t len,
                   size_t start, uint32_t line, size_t line_start);
/* Where 'header' ends, skipping what precedes it as Mesa's ARB lexer
 * does; false when the text has no such header. */
bool arb_find_header(const char *text, size_t len, const char *header,
                     size_t *end, uint32_t *line, size_t *line_start);
/* Which of names[0..n) the option sequence starting at 'start' names:
 * bit i for names[i]. */
unsigned arb_scan_options(const char *text, size_t len, size_t start,
                          const char *const *names, unsigned n);

/* nvp_arb_operand.c: the operands of an instruction after its opcode,
 * up to and including the ";". */
bool arb_parse_operands(struct arb_parser *p, struct nvp_instr *in);
/* 0..3 for the component character at k of a mask or swizzle token t
 * ("xyzw", and "rgba" with ARB_RGBA, one set per token), or -1. */
int arb_component(const struct arb_parser *p, const struct arb_token *t,
                  size_t k);

/* nvp_arb_names.c: the name table. */
const struct arb_symbol *arb_lookup(const struct arb_parser *p,
                                    const struct arb_token *t);
bool arb_is_reserved(const struct arb_parser *p, const struct arb_token *t);
/* <establishName>: the new name t bound to 'sym'. */
bool arb_establish(struct arb_parser *p, const struct arb_token *t,
                   const struct arb_symbol *sym);
/* A name the language itself defines (not in the text). */
bool arb_predefine(struct arb_parser *p, const char *name,
                   const struct arb_symbol *sym);

/* nvp_arb_decl.c: declarations and the registers names stand for. */
bool arb_parse_declaration(struct arb_parser *p);
bool arb_is_declaration(const struct arb_parser *p,
                        const struct arb_token *t);
/* <instResult>'s register part: temp, result binding or OUTPUT name. */
bool arb_parse_result_reg(struct arb_parser *p, struct nvp_dst *dst);
/* nvp_arb_operand.c: an <instOperandV> (a swizzled, optionally negated
 * or absolute source) into src, read as p->operand_type. */
bool arb_parse_operand_v(struct arb_parser *p, struct nvp_src *src);
/* A source register: temp, attribute or parameter, without its suffix;
 * '*is_scalar_const' for an inline <constantScalar> (no suffix). */
bool arb_parse_src_reg(struct arb_parser *p, struct nvp_src *src,
                       bool *is_scalar_const);
/* An address variable name: its register number. */
bool arb_parse_addr_name(struct arb_parser *p, int *index);
/* <optArraySize> after its "[": "]" or <int> "]", the int in [1, max]
 * (0 when none is given). */
bool arb_parse_array_size(struct arb_parser *p, uint32_t max,
                          uint32_t *size);
/* An array of 'size' elements (0: not declared) initialized with
 * 'total', checked at the next token. */
bool arb_check_array_size(struct arb_parser *p, uint32_t size,
                          uint32_t total);

/* nvp_arb_param.c: program parameters and array indices. */
/* <arrayMemRel> after "[": address component and offset, up to "]"
 * excluded; src->index gets the offset.  'size': the array's size, for
 * NV_gpu_program4's integer TEMP index and its offset range; -1 where
 * only an ADDRESS variable may index (bindings of the older options). */
bool arb_parse_array_rel(struct arb_parser *p, int size,
                         struct nvp_src *src);
/* "[" <integer> "]" below 'limit', what the number names in a message. */
bool arb_parse_index(struct arb_parser *p, unsigned limit, const char *what,
                     uint32_t *n);
/* After the first <int> 'n' of an index below 'limit': with
 * NV_gpu_program4 the ".." <int> of an <arrayRange>, where
 * p->range.allowed, recorded in p->range with what the index numbers
 * ('what', also in messages); *n becomes p->range.pick when set. */
bool arb_parse_range_end(struct arb_parser *p, unsigned limit,
                         const char *what, uint32_t *n);
/* <paramUseDB> (multiple == false) or one <paramUseDM> (true): appends
 * its slots to prog->params; '*count' slots. */
bool arb_parse_param_binding(struct arb_parser *p, bool multiple,
                             unsigned *count);
/* A binding used inline in an instruction (<stateSingleItem>,
 * <programSingleItem>, <constantVector>, <constantScalar>): its slot. */
bool arb_parse_inline_param(struct arb_parser *p, int *slot,
                            bool *is_scalar_const);
int arb_add_param(struct arb_parser *p, const struct nvp_param *param);

#endif
