/*
 * Internal interface of the "!!ARBvp1.0" parser (NV_vertex_program2_option
 * and NV_vertex_program3), split by job:
 *
 *   nvp_parse_arbvp.c       tokens, program structure, instructions
 *   nvp_parse_arbvp_decl.c  names: declarations, ALIAS, operand lookup
 *   nvp_parse_arbvp_bind.c  bindings: vertex.*, result.*, state.*,
 *                           program.*, literal constants
 */
#ifndef NVP_PARSE_ARBVP_H
#define NVP_PARSE_ARBVP_H

#include "nvp_priv.h"

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
   double fvalue;           /* INT and FLOAT */
};

/* What a name stands for (<establishName>). */
enum arb_sym_kind {
   ARB_SYM_TEMP,
   ARB_SYM_ADDRESS,
   ARB_SYM_ATTRIB,
   ARB_SYM_PARAM,           /* single or array: size */
   ARB_SYM_OUTPUT,
};

struct arb_symbol {
   enum arb_sym_kind kind;
   int index;               /* TEMP, ADDRESS: register; PARAM: first
                             * slot */
   int size;                /* PARAM arrays: element count; 0 single */
   struct nvp_src attrib;   /* ATTRIB: the binding (maybe relative) */
   struct nvp_dst output;   /* OUTPUT: the binding (maybe relative) */
   /* "!!ARBfp1.0": declared "SHORT" (a TEMP is then an H register, an
    * OUTPUT result.color o[COLH]). */
   bool fp16;
};

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
   enum nvp_kind kind;
   /* The program names OPTION NV_vertex_program2 or 3; false for a
    * plain ARB_vertex_program routed here for its two ADDRESS
    * variables (nvp_arbvp_is_ours), which gets the plain grammar. */
   bool nv;
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
   /* Conventional (bit n) and generic (bit n) attributes bound, for the
    * Table X.2.1 rule. */
   uint32_t conventional_bound, generic_bound;

   /* "!!ARBfp1.0" with OPTION NV_fragment_program (nvp_parse_arbfp.c):
    * the fragment grammar; the <varSize> of the declaration being read
    * (0 none, 1 "SHORT", 2 "LONG"); H registers declared. */
   bool fragment;
   int var_size;
   unsigned num_temps_h;
   /* Options named: bit 0 a fog option, bit 1 precision_hint_fastest,
    * bit 2 precision_hint_nicest. */
   unsigned fp_options;
   /* OPTION ARB_draw_buffers: "result.color[n]". */
   bool draw_buffers;

   /* NV_fragment_program2 (nvp_parse_arbfp_flow.c): the blocks open at
    * the instruction being read, outermost first, each the index of the
    * IF, LOOP or REP opening it ('open') and of its ELSE once read
    * ('last'; 'open' until then).  At most 48 IFs and 4 loops nest. */
   struct { unsigned open, last; } blocks[NVP_FP2_IF_DEPTH +
                                          NVP_FP2_LOOP_DEPTH];
   unsigned num_blocks;
   /* The address register token of the last "fragment.texcoord[A0.x+n]"
    * read, where an A0.x outside LOOP/ENDLOOP is reported. */
   struct arb_token a0_tok;
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

/* nvp_parse_arbvp.c: tokens and errors. */
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
/* An <integer> at most 'max' (inclusive); 'what' names it in errors. */
bool arb_expect_int(struct arb_parser *p, uint32_t max, const char *what,
                    uint32_t *value);
bool arb_nv3(const struct arb_parser *p);

/* nvp_parse_arbvp_decl.c */
bool arb_parse_declaration(struct arb_parser *p);
bool arb_is_declaration(const struct arb_parser *p,
                        const struct arb_token *t);
const struct arb_symbol *arb_lookup(const struct arb_parser *p,
                                    const struct arb_token *t);
bool arb_is_reserved(const struct arb_parser *p, const struct arb_token *t);
/* <instResult>'s register part: temp, result binding or OUTPUT name. */
bool arb_parse_result_reg(struct arb_parser *p, struct nvp_dst *dst);
/* A source register: temp, attribute or parameter, without its suffix;
 * '*is_scalar_const' for an inline <constantScalar> (no suffix). */
bool arb_parse_src_reg(struct arb_parser *p, struct nvp_src *src,
                       bool *is_scalar_const);
/* An address variable name: its register number. */
bool arb_parse_addr_name(struct arb_parser *p, int *index);

/* nvp_parse_arbvp_bind.c */
/* "vertex" ... and "result" ...: the register (next token is the
 * keyword). */
bool arb_parse_attrib_binding(struct arb_parser *p, struct nvp_src *src);
bool arb_parse_result_binding(struct arb_parser *p, struct nvp_dst *dst);
/* <arrayMemRel> after "[": address component and offset, up to "]"
 * excluded; src->index gets the offset. */
bool arb_parse_array_rel(struct arb_parser *p, struct nvp_src *src);
/* "[" <integer> "]" below 'limit', what the number names in a message. */
bool arb_parse_index(struct arb_parser *p, unsigned limit, const char *what,
                     uint32_t *n);
/* <paramUseDB> (multiple == false) or one <paramUseDM> (true): appends
 * its slots to prog->params; '*count' slots. */
bool arb_parse_param_binding(struct arb_parser *p, bool multiple,
                             unsigned *count);
/* A binding used inline in an instruction (<stateSingleItem>,
 * <programSingleItem>, <constantVector>, <constantScalar>): its slot. */
bool arb_parse_inline_param(struct arb_parser *p, int *slot,
                            bool *is_scalar_const);
int arb_add_param(struct arb_parser *p, const struct nvp_param *param);

/* nvp_parse_arbvp_decl.c: <establishName> for the fragment grammar's
 * own statements. */
bool arb_establish(struct arb_parser *p, const struct arb_token *t,
                   const struct arb_symbol *sym);
/* A name the language itself defines (not in the text). */
bool arb_predefine(struct arb_parser *p, const char *name,
                   const struct arb_symbol *sym);

/* nvp_parse_arbfp.c: the fragment grammar of "!!ARBfp1.0" with OPTION
 * NV_fragment_program, hooked into the parser above where the grammars
 * differ. */
/* 0..3 for the component character at k of a mask or swizzle token t
 * ("xyzw", and "rgba" in fragment programs, one set per token), or -1. */
int arb_component(const struct arb_parser *p, const struct arb_token *t,
                  size_t k);
bool arb_fp_is_reserved(const struct arb_parser *p,
                        const struct arb_token *t);
bool arb_fp_parse_option(struct arb_parser *p, const struct arb_token *t);
enum nvp_opcode arb_fp_lookup_opcode(const struct arb_parser *p,
                                     const struct arb_token *t,
                                     struct nvp_instr *in);
/* "fragment" ... and "result" ...: the register. */
bool arb_fp_parse_attrib_binding(struct arb_parser *p, struct nvp_src *src);
bool arb_fp_parse_result_binding(struct arb_parser *p, struct nvp_dst *dst);
/* TEMP <varNameList> of the fragment grammar (R or H by p->var_size). */
bool arb_fp_parse_temps(struct arb_parser *p);
/* The option's rules on the whole program, the precisions and
 * summaries, after END. */
bool arb_fp_finish(struct arb_parser *p);

/* nvp_parse_arbfp_flow.c: NV_fragment_program2's blocks, labels and
 * loop index, checked as the text is read (each error at its token). */
/* The pre-defined address register "A0" (a name of the program). */
bool arb_fp2_define_a0(struct arb_parser *p);
/* Instruction 'in' (opcode token t, not yet appended, operands not yet
 * read): opens, continues or closes a block, fills the targets. */
bool arb_fp2_flow(struct arb_parser *p, struct nvp_instr *in,
                  const struct arb_token *t);
/* A label definition at t: not inside a block. */
bool arb_fp2_check_label(struct arb_parser *p, const struct arb_token *t);
/* "END" at t: every block terminated. */
bool arb_fp2_check_end(struct arb_parser *p, const struct arb_token *t);
/* A read of A0.x at t: only inside LOOP/ENDLOOP. */
bool arb_fp2_check_a0(struct arb_parser *p, const struct arb_token *t);
/* After "fragment.texcoord[": <arrayMemRel>, "A0.x" [ "+" 0..9 ]. */
bool arb_fp2_parse_texcoord_rel(struct arb_parser *p, struct nvp_src *src);
/* prog->uses_flow, uses_branches and the relative reads' attributes. */
void arb_fp2_summarize(struct nvp_program *prog);

#endif
