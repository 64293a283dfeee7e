/*
 * Declarations of the ARB-style languages: the naming statements (TEMP,
 * ADDRESS, ATTRIB, PARAM, OUTPUT, ALIAS; SHORT/LONG with ARB_VAR_SIZE),
 * and the registers that names used as instruction operands stand for.
 * The bindings an ATTRIB or OUTPUT names, the reserved words and a
 * stage's own TEMP rules come from the stage (nvp_arb_stage.h); the name
 * table is nvp_arb_names.c.
 */
#include <string.h>

#include "nvp_arb.h"
#include "nvp_arb_gp4.h"

/* TEMP and ADDRESS: <varNameList>, each name a new register; "A vertex
 * program will fail to load if ... exceeds" the register limit. */
static bool
parse_var_list(struct arb_parser *p, enum arb_sym_kind kind)
{
   struct nvp_program *prog = p->prog;

   do {
      const struct arb_token t = *arb_peek(p);
      unsigned *count = kind == ARB_SYM_TEMP ? &prog->num_temps
                                             : &prog->num_addrs;
      unsigned max = kind == ARB_SYM_TEMP ? p->limits->max_temps
                                          : p->limits->max_address_regs;
      unsigned cap = kind == ARB_SYM_TEMP ? NVP_ARB_NUM_TEMPS
                                          : NVP_ARB_NUM_ADDRS;
      if (max > cap)
         max = cap;
      struct arb_symbol sym = { .kind = kind, .index = (int)*count };
      /* A name that is not new fails in arb_establish(); a new one past
       * the limit fails here, after it was bound, which a failed load
       * throws away with the rest. */
      if (!arb_establish(p, &t, &sym))
         return false;
      if (*count >= max) {
         return arb_fail_at(p, &t, "more than %u %s variables", max,
                            kind == ARB_SYM_TEMP ? "TEMP" : "ADDRESS");
      }
      arb_next(p);
      unsigned size = 1;
      if (kind == ARB_SYM_TEMP && arb_has(p, ARB_GP4) &&
          !arb_gp4_parse_temp_array(p, &t, *count, max, false, &size))
         return false;
      if (kind == ARB_SYM_TEMP)
         arb_gp5_note_long(p, *count, size);
      *count += size;
   } while (arb_accept_punct(p, ','));
   return true;
}

/* "PARAM" <establishName> ( <paramSingleInit> | "[" <optArraySize> "]"
 * <paramMultipleInit> ) */
static bool
parse_param(struct arb_parser *p)
{
   const struct arb_token name = *arb_peek(p);
   struct arb_symbol sym = { .kind = ARB_SYM_PARAM };

   if (name.kind != ARB_TOK_WORD)
      return arb_fail_expected(p, "a name");
   /* Name errors first, at the name; it is bound after the init. */
   if (arb_is_reserved(p, &name) || arb_lookup(p, &name))
      return arb_establish(p, &name, &sym);
   arb_next(p);

   sym.index = (int)p->prog->num_params;
   if (!arb_accept_punct(p, '[')) {
      unsigned n;
      if (!arb_expect_punct(p, '=') ||
          !arb_parse_param_binding(p, false, &n))
         return false;
      return arb_establish(p, &name, &sym);
   }

   /* <optArraySize>: empty, or an <integer> in
    * [1,MAX_PROGRAM_PARAMETERS_ARB]. */
   uint32_t size;
   if (!arb_parse_array_size(p, p->limits->max_params, &size) ||
       !arb_expect_punct(p, '=') || !arb_expect_punct(p, '{'))
      return false;
   unsigned total = 0;
   do {
      unsigned n;
      if (!arb_parse_param_binding(p, true, &n))
         return false;
      total += n;
   } while (arb_accept_punct(p, ','));
   if (!arb_check_array_size(p, size, total) || !arb_expect_punct(p, '}'))
      return false;
   sym.size = (int)total;
   return arb_establish(p, &name, &sym);
}

bool
arb_parse_array_size(struct arb_parser *p, uint32_t max, uint32_t *size)
{
   const struct arb_token *t = arb_peek(p);

   *size = 0;
   if (t->kind == ARB_TOK_INT) {
      if (t->value < 1 || t->value > max) {
         return arb_fail_at(p, t, "array size %u out of range (1 to %u)",
                            t->value, max);
      }
      *size = t->value;
      arb_next(p);
   }
   return arb_expect_punct(p, ']');
}

bool
arb_check_array_size(struct arb_parser *p, uint32_t size, uint32_t total)
{
   /* "A vertex program that specifies an array size that does not match
    * the number of parameter bindings in the initialization list will
    * fail to load"; NV_gpu_program4: "A program will fail to load if the
    * declared size of an array variable does not match the number of
    * assigned bindings." */
   if (size && total != size) {
      return arb_fail_at(p, arb_peek(p), "array of %u elements initialized "
                         "with %u", size, total);
   }
   return true;
}

/* "ALIAS" <establishName> "=" <establishedName> */
static bool
parse_alias(struct arb_parser *p)
{
   const struct arb_token name = *arb_peek(p);
   struct arb_symbol dummy = { .kind = ARB_SYM_TEMP };

   if (name.kind != ARB_TOK_WORD || arb_is_reserved(p, &name) ||
       arb_lookup(p, &name))
      return arb_establish(p, &name, &dummy);
   arb_next(p);
   if (!arb_expect_punct(p, '='))
      return false;
   const struct arb_token t = *arb_peek(p);
   const struct arb_symbol *sym = arb_lookup(p, &t);
   if (!sym)
      return arb_fail_expected(p, "a declared name");
   struct arb_symbol copy = *sym;
   arb_next(p);
   return arb_establish(p, &name, &copy);
}

static const char *const declarations[] = {
   "TEMP", "ADDRESS", "ATTRIB", "PARAM", "OUTPUT", "ALIAS",
};

/* NV_fragment_program_option: "<varSize> ::= "SHORT" | "LONG"", in
 * p->var_size order. */
static const char *const var_sizes[] = { "SHORT", "LONG" };

bool
arb_is_declaration(const struct arb_parser *p, const struct arb_token *t)
{
   /* NV_fragment_program_option: "<TEMP_statement> ::= <varSize> "TEMP"
    * <varNameList>", "<varSize> ::= "SHORT" | "LONG"". */
   if (arb_has(p, ARB_VAR_SIZE) && ARB_IN_LIST(p, t, var_sizes))
      return true;
   /* NV_gpu_program4: "<namingStatement> ::= <varMods> ..." */
   if (arb_has(p, ARB_GP4) && arb_gp4_is_var_modifier(p, t))
      return true;
   if (p->stage->is_declaration && p->stage->is_declaration(p, t))
      return true;
   /* NV_parameter_buffer_object: "<namingStatement> ::= ... | <varMods>
    * <BUFFER_statement>" */
   if (arb_has(p, ARB_GP4) && arb_gp4_is_buffer_decl(p, t))
      return true;
   /* NV_gpu_program5: "<namingStatement> ::= <TEXTURE_statement>",
    * and ARB_shader_subroutine's "| <SUBROUTINETYPE_statement> |
    * <SUBROUTINE_statement>" */
   if (arb_has(p, ARB_GP4) && p->prog->gp5 &&
       (arb_is_word(p, t, "TEXTURE") || arb_is_word(p, t, "SUBROUTINE") ||
        arb_is_word(p, t, "SUBROUTINETYPE") || arb_is_word(p, t, "IMAGE")))
      return true;
   /* NV_shader_storage_buffer_object's STORAGE statement */
   if (arb_has(p, ARB_GP4) && arb_gp5_is_storage_decl(p, t))
      return true;
   return ARB_IN_LIST(p, t, declarations);
}

bool
arb_parse_declaration(struct arb_parser *p)
{
   if (p->stage->is_declaration &&
       p->stage->is_declaration(p, arb_peek(p)))
      return p->stage->parse_declaration(p);

   struct arb_token kw = arb_next(p);

   p->var_size = 0;
   if (arb_has(p, ARB_GP4)) {
      if (!arb_gp4_parse_var_mods(p, &kw))
         return false;
      if (arb_gp4_is_buffer_decl(p, &kw))
         return arb_gp4_parse_buffer(p, &kw);
      if (p->prog->gp5 && arb_is_word(p, &kw, "TEXTURE"))
         return arb_gp5_parse_texture_decl(p);
      if (p->prog->gp5 && arb_is_word(p, &kw, "IMAGE"))
         return arb_gp5_parse_image_decl(p);
      if (p->prog->gp5 && arb_is_word(p, &kw, "SUBROUTINETYPE"))
         return arb_gp5_parse_subroutine_type(p);
      if (p->prog->gp5 && arb_is_word(p, &kw, "SUBROUTINE"))
         return arb_gp5_parse_subroutine(p);
      if (arb_gp5_is_storage_decl(p, &kw))
         return arb_gp5_parse_storage_decl(p);
      if (!ARB_IN_LIST(p, &kw, declarations))
         return arb_fail_at(p, &kw, "expected a declaration after its "
                            "modifiers");
   } else if (arb_has(p, ARB_VAR_SIZE) && ARB_IN_LIST(p, &kw, var_sizes)) {
      p->var_size = arb_is_word(p, &kw, "SHORT") ? 1 : 2;
      kw = arb_next(p);
      if (!arb_is_word(p, &kw, "TEMP") && !arb_is_word(p, &kw, "OUTPUT"))
         return arb_fail_at(p, &kw, "expected 'TEMP' or 'OUTPUT' after "
                            "a variable size");
   }
   if (arb_is_word(p, &kw, "ADDRESS") && p->stage->no_address)
      return arb_fail_at(p, &kw, "%s", p->stage->no_address);
   if (arb_is_word(p, &kw, "TEMP") && p->stage->parse_temps)
      return p->stage->parse_temps(p);
   if (arb_is_word(p, &kw, "TEMP"))
      return parse_var_list(p, ARB_SYM_TEMP);
   if (arb_is_word(p, &kw, "ADDRESS"))
      return parse_var_list(p, ARB_SYM_ADDRESS);
   if (arb_is_word(p, &kw, "PARAM"))
      return parse_param(p);
   if (arb_is_word(p, &kw, "ALIAS"))
      return parse_alias(p);

   /* ATTRIB and OUTPUT: "=" and a binding. */
   const struct arb_token name = *arb_peek(p);
   struct arb_symbol sym = { .kind = ARB_SYM_ATTRIB };
   bool attrib = arb_is_word(p, &kw, "ATTRIB");
   if (!attrib)
      sym.kind = ARB_SYM_OUTPUT;
   if (name.kind != ARB_TOK_WORD || arb_is_reserved(p, &name) ||
       arb_lookup(p, &name))
      return arb_establish(p, &name, &sym);
   arb_next(p);
   /* NV_gpu_program4: "Explicitly declared variables of all types may
    * be declared as arrays." */
   if (arb_has(p, ARB_GP4) && arb_is_punct(p, arb_peek(p), '[')) {
      return arb_gp4_parse_array(p, &name, &sym) &&
             arb_establish(p, &name, &sym);
   }
   if (!arb_expect_punct(p, '='))
      return false;
   if (attrib) {
      if (!arb_is_word(p, arb_peek(p), p->stage->attrib_word) &&
          !(p->stage->attrib_word2 &&
            arb_is_word(p, arb_peek(p), p->stage->attrib_word2)))
         return arb_fail_expected(p, p->stage->attrib_expected);
      if (!p->stage->parse_attrib(p, &sym.attrib))
         return false;
      if (arb_has(p, ARB_GP4) && !arb_gp4_declare_attrib(p, &name, &sym))
         return false;
   } else {
      if (!arb_is_word(p, arb_peek(p), "result"))
         return arb_fail_expected(p, "a result binding");
      if (!p->stage->parse_result(p, &sym.output))
         return false;
      if (p->stage->declare_output)
         p->stage->declare_output(p, &sym);
   }
   return arb_establish(p, &name, &sym);
}

bool
arb_parse_addr_name(struct arb_parser *p, int *index)
{
   const struct arb_token *t = arb_peek(p);
   const struct arb_symbol *sym = arb_lookup(p, t);

   if (!sym || sym->kind != ARB_SYM_ADDRESS)
      return arb_fail_expected(p, "an ADDRESS variable");
   *index = sym->index;
   arb_next(p);
   return true;
}

bool
arb_parse_result_reg(struct arb_parser *p, struct nvp_dst *dst)
{
   const struct arb_token *t = arb_peek(p);
   const struct arb_symbol *sym = arb_lookup(p, t);

   memset(dst, 0, sizeof(*dst));
   if (arb_is_word(p, t, "result"))
      return p->stage->parse_result(p, dst);
   if (sym && sym->kind == ARB_SYM_TEMP) {
      dst->file = sym->fp16 ? NVP_FILE_TEMP_H : NVP_FILE_TEMP;
      dst->index = sym->index;
      const struct arb_token name = arb_next(p);
      if (!arb_has(p, ARB_GP4))
         return true;
      /* 2.X.4.3: "The destination variable may be a single member of
       * an array." */
      struct nvp_src m = { 0 };
      if (!arb_gp4_parse_temp_member(p, &name, sym, &m))
         return false;
      dst->index = m.index;
      dst->relative = m.relative;
      dst->addr_file = m.addr_file;
      dst->addr_index = m.addr_index;
      dst->addr_comp = m.addr_comp;
      dst->array_base = m.array_base;
      dst->array_size = m.array_size;
      return true;
   }
   if (sym && sym->kind == ARB_SYM_OUTPUT) {
      const struct arb_element *e = NULL;
      const struct arb_token name = arb_next(p);
      struct nvp_src rel = { 0 };
      if (arb_has(p, ARB_GP4) &&
          !arb_gp4_parse_member(p, &name, sym, &e, &rel))
         return false;
      if (rel.relative)
         return arb_gp4_relative_result(p, &name, sym, &rel, dst);
      *dst = e ? e->output : sym->output;
      return true;
   }
   /* NVIDIA's driver: "storage buffer variables only allowed with
    * ATOMB/LDB/STB" */
   if (sym && sym->kind == ARB_SYM_STORAGE)
      return arb_fail_at(p, t, "storage buffer variables only allowed "
                         "with ATOMB/LDB/STB");
   /* NV_compute_program5: "they may not be used by used as results" */
   if (sym && sym->kind == ARB_SYM_SHARED)
      return arb_fail_at(p, t, "a SHARED variable is no result (STS "
                         "writes shared memory)");
   return arb_fail_expected(p, "a TEMP or result variable");
}

bool
arb_parse_member_abs(struct arb_parser *p, const struct arb_symbol *sym,
                     struct nvp_src *src)
{
   const struct arb_token *t = arb_peek(p);

   /* ARB_vertex_program: "A vertex program will fail to load if ... an
    * absolute array index is greater than or equal to the size of the
    * array"; NV_gpu_program4: "If the specified member number is greater
    * than or equal to the size of the array, the program will fail to
    * load." */
   if (t->value >= (uint32_t)sym->size) {
      return arb_fail_at(p, t, "array index %u out of range (0 to %d)",
                         t->value, sym->size - 1);
   }
   src->index = sym->index + (int)t->value;
   arb_next(p);
   return arb_expect_punct(p, ']');
}

/* "[" <arrayMem> "]" of a parameter array; the slot or relative read. */
static bool
parse_array_member(struct arb_parser *p, const struct arb_token *name,
                   const struct arb_symbol *sym, struct nvp_src *src)
{
   const struct arb_token *t = arb_peek(p);

   src->file = NVP_FILE_PARAM;
   src->array_base = sym->index;
   src->array_size = sym->size;
   /* ARB_fragment_program: "<arrayMem> ::= <arrayMemAbs>"; the one
    * relative form of NV_fragment_program2 is fragment.texcoord[]. */
   if (!arb_has(p, ARB_REL_PARAMS) && t->kind != ARB_TOK_INT)
      return arb_fail_expected(p, "an array index");
   if (t->kind == ARB_TOK_INT)
      return arb_parse_member_abs(p, sym, src);
   /* ARB_vertex_program 2.14.3.2: "A vertex program will fail to load if
    * any program parameter is bound more than once in an array accessed
    * using relative addressing" (literal constants are no GL state). */
   const struct nvp_param *a = &p->prog->params[sym->index];
   for (int i = 0; i < sym->size; i++) {
      for (int j = 0; j < i && a[i].kind != NVP_PARAM_CONSTANT; j++) {
         if (memcmp(&a[i], &a[j], sizeof(a[i])) == 0) {
            return arb_fail_at(p, t, "relative addressing of an array "
                               "that binds a parameter twice (elements "
                               "%d and %d)", j, i);
         }
      }
   }
   if (arb_has(p, ARB_GP4) &&
       !arb_gp4_check_relative_array(p, name, t, sym))
      return false;
   if (!arb_parse_array_rel(p, sym->size, src))
      return false;
   src->index += sym->index;
   return arb_expect_punct(p, ']');
}

bool
arb_parse_src_reg(struct arb_parser *p, struct nvp_src *src,
                  bool *is_scalar_const)
{
   const struct arb_token t = *arb_peek(p);
   const struct arb_symbol *sym = arb_lookup(p, &t);

   *is_scalar_const = false;
   /* NV_parameter_buffer_object2: "The operand used for the LDC
    * instruction must correspond to a parameter buffer variable declared
    * using the "CBUFFER" statement; a program will fail to load if any
    * other type of operand is used in an LDC instruction." */
   if (arb_has(p, ARB_GP4) && p->gp4_op == NVP_OP_LDC &&
       !(sym && sym->kind == ARB_SYM_BUFFER))
      return arb_fail_at(p, &t, "LDC reads a CBUFFER variable");
   if (arb_is_word(p, &t, p->stage->attrib_word) ||
       (p->stage->attrib_word2 &&
        arb_is_word(p, &t, p->stage->attrib_word2))) {
      /* the binding starts from a cleared operand: keep the signs */
      struct nvp_src signs = *src;

      if (!p->stage->parse_attrib(p, src))
         return false;
      if (p->stage->parse_attrib_use &&
          !p->stage->parse_attrib_use(p, &t, NULL, src))
         return false;
      src->negate = signs.negate;
      src->absolute = signs.absolute;
      src->negate_abs = signs.negate_abs;
      return !src->relative || !p->stage->check_relative_read ||
             p->stage->check_relative_read(p, &p->rel_tok);
   }
   if (arb_is_word(p, &t, "state") || arb_is_word(p, &t, "program") ||
       arb_is_punct(p, &t, '{') || t.kind == ARB_TOK_INT ||
       t.kind == ARB_TOK_FLOAT) {
      int slot;
      if (!arb_parse_inline_param(p, &slot, is_scalar_const))
         return false;
      src->file = NVP_FILE_PARAM;
      src->index = slot;
      return true;
   }
   if (arb_is_word(p, &t, "result")) {
      return arb_fail_at(p, &t, "result variables cannot be read");
   }
   if (!sym) {
      if (t.kind == ARB_TOK_WORD && !arb_is_reserved(p, &t)) {
         return arb_fail_at(p, &t, "'%.*s' is not declared",
                            t.length > 32 ? 32 : (int)t.length,
                            p->text + t.offset);
      }
      return arb_fail_expected(p, "an operand");
   }
   switch (sym->kind) {
   case ARB_SYM_TEMP:
      src->file = sym->fp16 ? NVP_FILE_TEMP_H : NVP_FILE_TEMP;
      src->index = sym->index;
      arb_next(p);
      return !arb_has(p, ARB_GP4) ||
             arb_gp4_parse_temp_member(p, &t, sym, src);
   case ARB_SYM_ATTRIB: {
      bool negate = src->negate, absolute = src->absolute;
      bool negate_abs = src->negate_abs;
      const struct arb_element *e = NULL;
      arb_next(p);
      if (p->stage->parse_attrib_use) {
         if (!p->stage->parse_attrib_use(p, &t, sym, src))
            return false;
      } else {
         struct nvp_src rel = { 0 };
         if (arb_has(p, ARB_GP4) &&
             !arb_gp4_parse_member(p, &t, sym, &e, &rel))
            return false;
         if (rel.relative) {
            if (!arb_gp4_relative_attrib(p, &t, sym, &rel, src))
               return false;
            src->negate = negate;
            src->absolute = absolute;
            src->negate_abs = negate_abs;
            return true;
         }
         *src = e ? e->attrib : sym->attrib;
      }
      src->negate = negate;
      src->absolute = absolute;
      src->negate_abs = negate_abs;
      /* an ATTRIB bound to fragment.texcoord[A0.x+n] reads A0.x here */
      return !src->relative || !p->stage->check_relative_read ||
             p->stage->check_relative_read(p, &t);
   }
   case ARB_SYM_PARAM:
      arb_next(p);
      if (sym->size == 0) {
         src->file = NVP_FILE_PARAM;
         src->index = sym->index;
         return true;
      }
      /* <paramArrayVarName> "[" <arrayMem> "]": arrays are used with an
       * index only. */
      if (!arb_expect_punct(p, '['))
         return false;
      return parse_array_member(p, &t, sym, src);
   case ARB_SYM_BUFFER:
      arb_next(p);
      return arb_gp4_parse_buffer_use(p, &t, sym, src);
   case ARB_SYM_OUTPUT:
      return arb_fail_at(p, &t, "result variables cannot be read");
   case ARB_SYM_TEXTURE:
      /* NV_gpu_program5: "Texture variables may only be used to identify
       * a texture object in texture instructions, and may not be used as
       * operands in any other instruction." */
      return arb_fail_at(p, &t, "a texture variable is no operand");
   case ARB_SYM_IMAGE:
      return arb_fail_at(p, &t, "an image variable is an operand of "
                         "LOADIM, STOREIM and ATOMIM only");
   case ARB_SYM_SUBROUTINE:
   case ARB_SYM_SUBROUTINE_TYPE:
      return arb_fail_at(p, &t, "a subroutine variable or type is no "
                         "operand");
   case ARB_SYM_SHARED:
      /* NV_compute_program5: "Shared memory variables may only be used
       * as operands in the ATOMS, LDS, and STS instructions" */
      return arb_fail_at(p, &t, "a SHARED variable is an operand of "
                         "LDS, STS and ATOMS only");
   case ARB_SYM_STORAGE:
      return arb_fail_at(p, &t, "storage buffer variables only allowed "
                         "with ATOMB/LDB/STB");
   case ARB_SYM_ADDRESS:
   default:
      return arb_fail_at(p, &t, "an ADDRESS variable is no operand");
   }
}
