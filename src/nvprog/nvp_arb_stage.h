/*
 * The one interface between the ARB-style grammar core and the stages
 * it reads programs for.
 *
 * The core (nvp_arb.c and the nvp_arb_*.c files without a stage in their
 * name) knows tokens, operands, modifiers, declarations, program
 * parameter bindings and the instruction line; a language row (struct
 * arb_language, the table in nvp_arb_languages.c) names a header, the
 * options that select it, the IR kind and the grammar switches of one
 * language on one stage; a stage (struct arb_stage: nvp_arb_vertex.c,
 * nvp_arb_fragment.c) supplies what only that stage knows.  The core
 * calls a stage only through the members below; stage files call the
 * core's helpers (nvp_arb.h), never the other way round.
 */
#ifndef NVP_ARB_STAGE_H
#define NVP_ARB_STAGE_H

#include "nvp_priv.h"

struct arb_parser;
struct arb_token;
struct arb_symbol;

/* Grammar switches of a language row (arb_language::grammar). */
enum arb_grammar {
   /* The NV options' grammar (NV_vertex_program2_option and after):
    * "|abs|", condition-code masks, suffix-less scalar constants, any
    * address component and unbounded relative offsets, a vector ARL
    * operand, address write masks other than ".x". */
   ARB_NV = 1u << 0,
   /* Two condition codes: "EQ0" .. "FL1" tests (NV_vertex_program3). */
   ARB_CC1 = 1u << 1,
   /* "<branchLabel> ":"" statements. */
   ARB_LABELS = 1u << 2,
   /* "rgba" masks and swizzles besides "xyzw", one set per suffix
    * (ARB_fragment_program). */
   ARB_RGBA = 1u << 3,
   /* Parameter arrays read through an address register. */
   ARB_REL_PARAMS = 1u << 4,
   /* "SHORT" / "LONG" before TEMP and OUTPUT (NV_fragment_program
    * option's <varSize>). */
   ARB_VAR_SIZE = 1u << 5,
   /* NV_gpu_program4: <opModifiers>, <varModifier> "INT" | "UINT" |
    * "FLOAT" before any declaration, <intConstant>, the Table X.17
    * targets and <texOffset>, REP without a count, CONT. */
   ARB_GP4 = 1u << 6,
   /* NV_fragment_program4 <interpModifier>: "FLAT", "CENTROID",
    * "NOPERSPECTIVE" before ATTRIB. */
   ARB_INTERP = 1u << 7,
   /* NV_gpu_program5 ("!!NVvp5.0" ...): its instructions (the
    * catalogue's NVP_GP4_V5), and NV_parameter_buffer_object2's LDC and
    * CBUFFER without the option ("Any assembly program using a program
    * header corresponding to this or any subsequent extension (e.g.,
    * "!!NVfp5.0") may use the LDC opcode without needing to declare
    * "OPTION NV_parameter_buffer_object2""). */
   ARB_GP5 = 1u << 8,
};

/* What a stage adds to the core.  Hooks marked "may be NULL" are
 * skipped when absent. */
struct arb_stage {
   /* The keyword that starts an attribute binding ("vertex",
    * "fragment") and what an ATTRIB statement expects otherwise. */
   const char *attrib_word;
   const char *attrib_expected;
   /* A second keyword starting attribute bindings (NV_geometry_program4's
    * "primitive" of "primitive.id"); NULL: none. */
   const char *attrib_word2;
   /* Why an ADDRESS statement fails to load; NULL where it is
    * allowed. */
   const char *no_address;
   /* Bit i: item i of <stateSingleItem> (the core's table in
    * nvp_arb_param.c: material, light, lightmodel, lightprod, fog,
    * matrix, texgen, clip, point, texenv, depth) exists here. */
   uint16_t state_items;
   /* Text with the header but none of the rows' options: the message
    * (at the byte after the header). */
   const char *unclaimed;

   /* Reserved words: no name may be one. */
   bool (*is_reserved)(const struct arb_parser *p,
                       const struct arb_token *t);
   /* "OPTION" t ";": accept t or fail at it. */
   bool (*parse_option)(struct arb_parser *p, const struct arb_token *t);
   /* The opcode of mnemonic t with its suffixes recorded in 'in';
    * NVP_OP_COUNT when t is none of this language's. */
   enum nvp_opcode (*lookup_opcode)(const struct arb_parser *p,
                                    const struct arb_token *t,
                                    struct nvp_instr *in);
   /* attrib_word ... and "result" ...: the register. */
   bool (*parse_attrib)(struct arb_parser *p, struct nvp_src *src);
   bool (*parse_result)(struct arb_parser *p, struct nvp_dst *dst);
   /* An attribute operand: the binding read directly (sym NULL, 'name'
    * its first token, src the binding parse_attrib gave) or through the
    * ATTRIB sym named at 'name' (the token after the name next): what
    * follows it (NV_geometry_program4's vertex index of a per-vertex
    * variable, the array member) into src.  NULL: the core's (the gp4
    * array member). */
   bool (*parse_attrib_use)(struct arb_parser *p,
                            const struct arb_token *name,
                            const struct arb_symbol *sym,
                            struct nvp_src *src);
   /* Declarations only this stage has (NV_geometry_program4's
    * PRIMITIVE_IN, PRIMITIVE_OUT, VERTICES_OUT): is t one, and read one
    * from its keyword (the next token) up to the ";" excluded.  NULL:
    * none. */
   bool (*is_declaration)(const struct arb_parser *p,
                          const struct arb_token *t);
   bool (*parse_declaration)(struct arb_parser *p);
   /* TEMP <varNameList>; NULL: the core's (one register file). */
   bool (*parse_temps)(struct arb_parser *p);
   /* An OUTPUT just bound, before its name is established; may be
    * NULL. */
   void (*declare_output)(struct arb_parser *p, struct arb_symbol *sym);
   /* The write of result register 'dst' named at t; may be NULL. */
   bool (*check_write)(struct arb_parser *p, const struct arb_token *t,
                       const struct nvp_dst *dst);
   /* A read of a relative attribute whose address register is at t;
    * may be NULL. */
   bool (*check_relative_read)(struct arb_parser *p,
                               const struct arb_token *t);

   /* Program structure, all may be NULL: after the options; at each
    * instruction (opcode token t, operands not read, 'in' not yet
    * appended); at a label definition t; at "END" t. */
   bool (*begin)(struct arb_parser *p);
   bool (*begin_instr)(struct arb_parser *p, struct nvp_instr *in,
                       const struct arb_token *t);
   /* After the opcode token t: what follows it before the operands
    * (NV_gpu_program4 <opModifiers>); may be NULL. */
   bool (*parse_modifiers)(struct arb_parser *p, struct nvp_instr *in,
                           const struct arb_token *t);
   bool (*check_label)(struct arb_parser *p, const struct arb_token *t);
   bool (*check_end)(struct arb_parser *p, const struct arb_token *t);
   /* After END and the label references: the stage's whole-program
    * rules and summaries. */
   bool (*finish)(struct arb_parser *p);
};

/* One language on one stage: a row of nvp_arb_languages.c. */
struct arb_language {
   const char *header;           /* "!!ARBvp1.0" */
   /* The row is taken when the option sequence names one of these
    * (NULL-terminated; NULL: always) and 'supported' (may be NULL) says
    * the GL has the language.  Rows of a header are tried in order. */
   const char *const *options;
   bool (*supported)(const struct nvp_arb_limits *limits);
   const struct arb_stage *stage;
   enum nvp_kind kind;
   unsigned grammar;             /* enum arb_grammar bits */
};

/* The stages (nvp_arb_vertex.c, nvp_arb_fragment.c). */
extern const struct arb_stage arb_vertex_stage;
extern const struct arb_stage arb_fragment_stage;
/* NV_gpu_program4's vertex and fragment stages (nvp_arb_gp4*.c). */
extern const struct arb_stage arb_vertex4_stage;
extern const struct arb_stage arb_fragment4_stage;
/* NV_geometry_program4's geometry stage (nvp_arb_gp4_geometry.c). */
extern const struct arb_stage arb_geometry4_stage;
/* NV_tessellation_program5's control and evaluation stages
 * (nvp_arb_gp5_tess.c). */
extern const struct arb_stage arb_tess5_stage;
/* NV_compute_program5's compute stage (nvp_arb_gp5_compute.c). */
extern const struct arb_stage arb_compute5_stage;

/* The core's entry (nvp_arb.c): the program of 'text' read with the
 * first of rows[0..n) whose header starts the text and whose options
 * and limits match; NULL with err filled on any error. */
struct nvp_program *arb_parse(const struct arb_language *rows, unsigned n,
                              const char *header, const char *text,
                              size_t len, const struct nvp_arb_limits *limits,
                              struct nvp_error *err);

/* Does the option sequence of 'text' (after 'header') name an option of
 * some row of 'header' that has options (the routing tests)? */
bool arb_names_option(const struct arb_language *rows, unsigned n,
                      const char *header, const char *text, size_t len);

#endif
