/*
 * NV_gpu_program4 in the ARB-style grammar core: what its rows
 * (ARB_GP4) add, shared by its vertex and fragment stages
 * (nvp_arb_gp4_stages.c) and called by the core where the grammar
 * switch is set.
 *
 *   nvp_arb_gp4.c       mnemonics with Table X.15 suffixes, <opModifiers>
 *                       (Table X.14) and their rules, data types of
 *                       instructions and operands, texture targets
 *                       (Table X.17) and <texOffset>
 *   nvp_arb_gp4_decl.c  <varMods>: INT/UINT/FLOAT, SHORT/LONG and
 *                       NV_fragment_program4's FLAT/CENTROID/
 *                       NOPERSPECTIVE, with their rules
 *   nvp_arb_gp4_array.c ATTRIB and OUTPUT arrays, binding ranges
 *                       "[n..o]", members name[n]
 *   nvp_arb_gp4_temp.c  TEMP arrays, members t[n] and t[i.x + n]
 */
#ifndef NVP_ARB_GP4_H
#define NVP_ARB_GP4_H

#include "nvp_arb.h"

/* nvp_arb_gp4.c */
/* The stage hook: the mnemonic t with its suffixes recorded in 'in'. */
enum nvp_opcode arb_gp4_lookup_opcode(const struct arb_parser *p,
                                      const struct arb_token *t,
                                      struct nvp_instr *in);
/* The stage hook: <opModifiers> after opcode t, then the data type. */
bool arb_gp4_parse_modifiers(struct arb_parser *p, struct nvp_instr *in,
                             const struct arb_token *t);
/* Is t a gp4 reserved word (mnemonics, <varModifier>s)? */
bool arb_gp4_is_reserved(const struct arb_parser *p,
                         const struct arb_token *t);
/* The data type source s of 'in' is read as (with .NTC too: its
 * constants keep their interpretation). */
enum nvp_type arb_gp4_operand_type(const struct nvp_instr *in, unsigned s);
/* The data type the result of 'in' is written as. */
enum nvp_type arb_gp4_result_type(const struct nvp_instr *in);
/* The declared data type rule for the variable named by t, read or
 * written as 'type' (NONE or p->no_type_check: no check). */
bool arb_gp4_check_var_type(struct arb_parser *p, const struct arb_token *t,
                            enum nvp_type type, bool write);
/* After the texture target (token t) of 'in': the target rules of the
 * instruction and an optional "," <texOffset>. */
bool arb_gp4_tex_rules(struct arb_parser *p, struct nvp_instr *in,
                       const struct arb_token *t);

/* nvp_arb_gp5_64.c: LONG variables and PK64/UP64's rules.  A size
 * modifier at 'size' before declaration keyword kw; TEMPs [first, first
 * + n) declared; PK64's destination (at t); UP64's operand (at t). */
bool arb_gp5_check_long_decl(struct arb_parser *p,
                             const struct arb_token *size,
                             const struct arb_token *kw);
void arb_gp5_note_long(struct arb_parser *p, unsigned first, unsigned n);
bool arb_gp5_note_long_attrib(struct arb_parser *p,
                              const struct arb_token *name,
                              const struct nvp_src *a);
bool arb_gp5_check_long_dst(struct arb_parser *p, const struct arb_token *t,
                            const struct nvp_instr *in);
bool arb_gp5_check_long_src(struct arb_parser *p, const struct arb_token *t,
                            const struct nvp_src *src);
/* CVT's operand: no negation (at sign), a scalar literal's "-" too, no
 * absolute value (at bar). */
bool arb_gp5_check_cvt_operand(struct arb_parser *p,
                               const struct nvp_src *src,
                               const struct arb_token *sign,
                               const struct arb_token *bar);

/* nvp_arb_gp5_mem.c: the rules of ATOM's modifiers the catalogue's
 * columns cannot say; OPTION NV_shader_buffer_load (and
 * NV_shader_buffer_store in version 5 programs). */
bool arb_gp5_check_memory_modifiers(struct arb_parser *p,
                                    struct nvp_instr *in,
                                    const struct arb_token *t);
bool arb_gp5_parse_memory_option(struct arb_parser *p,
                                 const struct arb_token *t);
/* The F32 atomic 'in' (ATOM, ATOMS or ATOMB 'name'): with OPTION
 * NV_shader_atomic_float, ADD and EXCH; anything else fails at t. */
bool arb_gp5_check_float_atomic(struct arb_parser *p,
                                const struct nvp_instr *in,
                                const struct arb_token *t,
                                const char *name);

/* nvp_arb_gp5_storage.c: OPTION NV_shader_storage_buffer and
 * NV_shader_atomic_float, the STORAGE statement (after its keyword) and
 * the storage operand of LDB, STB and ATOMB into src. */
bool arb_gp5_parse_storage_option(struct arb_parser *p,
                                  const struct arb_token *t);
bool arb_gp5_is_storage_decl(const struct arb_parser *p,
                             const struct arb_token *t);
bool arb_gp5_parse_storage_decl(struct arb_parser *p);
bool arb_gp5_parse_storage_operand(struct arb_parser *p,
                                   struct nvp_instr *in,
                                   struct nvp_src *src);

/* nvp_arb_gp5_image.c: the IMAGE statement after its keyword, and the
 * operands and modifier rules of LOADIM, STOREIM and ATOMIM. */
bool arb_gp5_is_image_op(enum nvp_opcode op);
bool arb_gp5_parse_image_decl(struct arb_parser *p);
bool arb_gp5_parse_image_operand(struct arb_parser *p, struct nvp_instr *in);
bool arb_gp5_parse_image_target(struct arb_parser *p, struct nvp_instr *in);
bool arb_gp5_parse_image_coord(struct arb_parser *p, struct nvp_instr *in,
                               struct nvp_src *src);
bool arb_gp5_check_image_modifiers(struct arb_parser *p,
                                   struct nvp_instr *in,
                                   const struct arb_token *t,
                                   const struct arb_token *storage_at);

/* nvp_arb_gp5_texvar.c */
/* After "TEXTURE": the rest of a <TEXTURE_statement>. */
bool arb_gp5_parse_texture_decl(struct arb_parser *p);
/* A declaration of units of one kind, TEXTURE or IMAGE: "name =
 * word[n]" or "name[<size>] = { word[a..b], word[c] }", the units of
 * an array consecutive (nvp_arb_gp5_texvar.c). */
struct arb_unit_decl {
   enum arb_sym_kind kind;
   const char *word;                         /* "texture", "image" */
   /* a unit number at the token, with the kind's range error */
   bool (*parse_unit)(struct arb_parser *p, uint32_t *unit);
   unsigned (*max_units)(const struct arb_parser *p);
   const char *not_word;    /* where no 'word' starts a binding; NULL:
                             * "expected 'word'" */
   const char *backwards;   /* "word[%u..%u]: ..." */
   const char *gap;         /* "... (word[%u] next)" */
};
bool arb_gp5_parse_unit_decl(struct arb_parser *p,
                             const struct arb_unit_decl *d);
/* "word[n]", or with 'range' also "word[a..b]": units [*a, *b]. */
bool arb_gp5_parse_unit_binding(struct arb_parser *p,
                                const struct arb_unit_decl *d, bool range,
                                uint32_t *a, uint32_t *b);
/* After the TEXTURE variable 'name' ('sym') of a texture operand: an
 * array's "[" <int> "]" (*unit the image unit named) or "[" <arrayMemRel>
 * "]" (in->tex_array_size and in->tex_index; *unit the first unit). */
bool arb_gp5_parse_texture_use(struct arb_parser *p,
                               const struct arb_token *name,
                               const struct arb_symbol *sym,
                               uint32_t *unit, struct nvp_instr *in);

/* nvp_arb_gp5_subroutine.c: ARB_shader_subroutine's NV_gpu_program5
 * statements after their keyword, the "SUBROUTINENUM" "(" <int> ")" of
 * a label (num -1 without one), CALI's operand, and the checks at END
 * (labels before they go to the program, the rest after). */
bool arb_gp5_parse_subroutine_type(struct arb_parser *p);
bool arb_gp5_parse_subroutine(struct arb_parser *p);
bool arb_gp5_is_numbered_label(struct arb_parser *p);
bool arb_gp5_parse_label_num(struct arb_parser *p, int *num);
bool arb_gp5_parse_cali_operand(struct arb_parser *p, struct nvp_instr *in);
bool arb_gp5_resolve_subroutine_labels(struct arb_parser *p);
bool arb_gp5_finish_subroutines(struct arb_parser *p);

/* nvp_arb_gp5_tex.c */
/* After a version 5 program's texture unit: NV_gpu_program5's optional
 * component selector (TXG and TXGO only) into in->tex_component. */
bool arb_gp4_tex_component(struct arb_parser *p, struct nvp_instr *in);
/* At "offset": NV_gpu_program5's register texel offset "offset" "("
 * <instOperandV> ")" of 'in' into src[num_src] (a signed integer
 * operand); comps: the offset components the target takes (0: none). */
bool arb_gp5_parse_offset_reg(struct arb_parser *p, struct nvp_instr *in,
                              unsigned comps);
/* The targets TXG and TXGO take (t: the target's token). */
bool arb_gp5_tex_target_rules(struct arb_parser *p,
                              const struct nvp_instr *in,
                              const struct arb_token *t);

/* nvp_arb_gp4_decl.c */
/* Is t a <varModifier> starting a declaration? */
bool arb_gp4_is_var_modifier(const struct arb_parser *p,
                             const struct arb_token *t);
/* The <varMods> from *kw (consumed) on: *kw becomes the statement
 * keyword, p->decl_type, decl_interp and var_size are set. */
bool arb_gp4_parse_var_mods(struct arb_parser *p, struct arb_token *kw);
/* The modifiers' rules for the ATTRIB 'sym' named at 'name' (its
 * binding read), recorded in the program. */
bool arb_gp4_declare_attrib(struct arb_parser *p,
                            const struct arb_token *name,
                            const struct arb_symbol *sym);

/* nvp_arb_gp4_array.c */
/* An ATTRIB or OUTPUT 'sym' named at 'name' declared as an array, from
 * its "[" (the next token): the size, "=" and the "{" ... "}" list of
 * bindings; sym->index and size name its members in p->elems. */
bool arb_gp4_parse_array(struct arb_parser *p, const struct arb_token *name,
                         struct arb_symbol *sym);
/* After the ATTRIB or OUTPUT name 'name' standing for 'sym': an array's
 * "[" <int> "]" (*elem the member; NULL for a name that is no array),
 * with the rules of array use; or, where rel is not NULL, "["
 * <arrayMemRel> "]" (*elem NULL, rel->relative set: the index, offset
 * and size). */
bool arb_gp4_parse_member(struct arb_parser *p, const struct arb_token *name,
                          const struct arb_symbol *sym,
                          const struct arb_element **elem,
                          struct nvp_src *rel);
/* The operand or result of the member of array 'sym' that 'rel' (from
 * arb_gp4_parse_member()) names: its members recorded in
 * nvp_program::array_attribs / array_results. */
bool arb_gp4_relative_attrib(struct arb_parser *p,
                             const struct arb_token *name,
                             const struct arb_symbol *sym,
                             const struct nvp_src *rel, struct nvp_src *src);
bool arb_gp4_relative_result(struct arb_parser *p,
                             const struct arb_token *name,
                             const struct arb_symbol *sym,
                             const struct nvp_src *rel, struct nvp_dst *dst);
/* A relative access at token t of the PARAM, ATTRIB or OUTPUT array
 * 'sym' named at 'name': no binding of it may be in another array
 * accessed relatively. */
bool arb_gp4_check_relative_array(struct arb_parser *p,
                                  const struct arb_token *name,
                                  const struct arb_token *t,
                                  const struct arb_symbol *sym);
/* The summaries of ATTRIB and OUTPUT arrays accessed relatively: every
 * member read or written. */
void arb_gp4_summarize_arrays(struct nvp_program *prog);

/* nvp_arb_gp4_buffer.c: NV_parameter_buffer_object and _object2. */
/* "OPTION NV_parameter_buffer_object2" (or, in version 5 programs,
 * "NV_gpu_program_fp64") at t: taken (true), else nothing done
 * (false). */
bool arb_gp4_parse_option(struct arb_parser *p, const struct arb_token *t);
/* Is t "BUFFER", "BUFFER4" or "CBUFFER" (a <bufferDeclType>)? */
bool arb_gp4_is_buffer_decl(const struct arb_parser *p,
                            const struct arb_token *t);
/* The <BUFFER_statement> after its keyword kw (consumed). */
bool arb_gp4_parse_buffer(struct arb_parser *p, const struct arb_token *kw);
/* After a binding's '[': an element "<int> ]" or, with 'multi', a range
 * "<int> .. <int> ]", below 'limit' ('what' names them in messages,
 * 'limit_name' the limit if not NULL); also program.sharedmem's. */
bool arb_gp4_parse_element_range(struct arb_parser *p, unsigned limit,
                                 const char *limit_name, bool multi,
                                 const char *what, uint32_t *lo,
                                 uint32_t *hi);
/* After the BUFFER name 'name' standing for 'sym' (consumed): its
 * <optArrayMem>, the operand into src. */
bool arb_gp4_parse_buffer_use(struct arb_parser *p,
                              const struct arb_token *name,
                              const struct arb_symbol *sym,
                              struct nvp_src *src);

/* nvp_arb_gp4_array.c: after the name 'name' of 'sym' in an operand or
 * result, an array's "[" (consumed, *member true) or nothing for a
 * variable that is no array (*member false), with 2.X.4.2's rules. */
bool arb_gp4_open_member(struct arb_parser *p, const struct arb_token *name,
                         const struct arb_symbol *sym, bool *member);

/* nvp_arb_gp4_temp.c */
/* After the TEMP name 'name' (bound to register 'first' of at most
 * 'max'): an optional "[" <int> "]" making it an array; *size the
 * registers it takes (1 without). */
bool arb_gp4_parse_temp_array(struct arb_parser *p,
                              const struct arb_token *name,
                              unsigned first, unsigned max, bool half,
                              unsigned *size);
/* After the TEMP name 'name' standing for 'sym': the register read or
 * written, with an array's "[" <arrayMem> "]" (relative: src->relative
 * and the array) and the rules of array use. */
bool arb_gp4_parse_temp_member(struct arb_parser *p,
                               const struct arb_token *name,
                               const struct arb_symbol *sym,
                               struct nvp_src *src);
/* The summaries of TEMP arrays: the index TEMPs of relative results,
 * every member of an array one of whose members is used. */
void arb_gp4_summarize_temps(struct nvp_program *prog);

/* nvp_arb_gp5_compute.c: NV_compute_program5's LDS, STS, ATOMS and
 * MEMBAR.CTA rules after the modifiers of 'in' (opcode token t, the
 * storage and CTA modifiers' tokens, t where none), and
 * the shared memory operand of LDS, STS and ATOMS into src. */
bool arb_gp5_check_shared_modifiers(struct arb_parser *p,
                                    struct nvp_instr *in,
                                    const struct arb_token *t,
                                    const struct arb_token *storage_at,
                                    const struct arb_token *cta_at);
bool arb_gp5_parse_shared_operand(struct arb_parser *p,
                                  struct nvp_instr *in,
                                  struct nvp_src *src);

/* nvp_arb_gp5_interp.c: NV_gpu_program5's IPAC, IPAO and IPAS.  Is op
 * one; the rule on its first operand, in->src[0] just read with its
 * variable or binding at t. */
/* nvp_arb_gp4_geometry.c: the attribute after "vertex[m]." (Table X.2)
 * into src->index, and the geometry stage's parse_attrib_use (the
 * vertex index of per-vertex variables), which the tessellation stages
 * share. */
bool arb_geom_parse_vertex_suffix(struct arb_parser *p, struct nvp_src *src);
bool arb_geom_parse_attrib_use(struct arb_parser *p,
                               const struct arb_token *name,
                               const struct arb_symbol *sym,
                               struct nvp_src *src);
/* nvp_arb_gp4_stages.c: NV_vertex_program4's reserved words and
 * results (result.id, result.attrib[n], the rest as
 * NV_vertex_program3's). */
bool arb_vp4_is_reserved(const struct arb_parser *p,
                         const struct arb_token *t);
bool arb_vp4_parse_result(struct arb_parser *p, struct nvp_dst *dst);

bool arb_gp5_is_interp(enum nvp_opcode op);
bool arb_gp5_check_interp_operand(struct arb_parser *p,
                                  const struct nvp_instr *in,
                                  const struct arb_token *t);

#endif
