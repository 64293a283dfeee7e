/*
 * "!!ARBvp1.0" names: the naming statements (TEMP, ADDRESS, ATTRIB,
 * PARAM, OUTPUT, ALIAS), the reserved words, and the lookup of names
 * used as instruction operands.
 *
 * ARB_vertex_program 2.14.3: "A vertex program will fail to load if it
 * declares the same variable name more than once or if it refers to a
 * variable name that has not been previously declared in the program
 * string."
 */
#include <stdlib.h>
#include <string.h>

#include "nvp_parse_arbvp.h"

/* "The following strings are reserved keywords and may not be used as
 * identifiers": ARB_vertex_program's list, then what
 * NV_vertex_program2_option and NV_vertex_program3 add to it. */
static const char *const reserved[] = {
   "ABS", "ADD", "ADDRESS", "ALIAS", "ARL", "ATTRIB", "DP3", "DP4", "DPH",
   "DST", "END", "EX2", "EXP", "FLR", "FRC", "LG2", "LIT", "LOG", "MAD",
   "MAX", "MIN", "MOV", "MUL", "OPTION", "OUTPUT", "PARAM", "POW", "RCP",
   "RSQ", "SGE", "SLT", "SUB", "SWZ", "TEMP", "XPD", "program", "result",
   "state", "vertex",
};
static const char *const reserved_nv2[] = {
   "ARA", "ARR", "BRA", "CAL", "COS", "RCC", "RET", "SEQ", "SFL", "SGT",
   "SIN", "SLE", "SNE", "SSG", "STR",
};
static const char *const reserved_nv3[] = {
   "POPA", "PUSHA", "TEX", "TXB", "TXL", "TXP",
};

static bool
in_list(const struct arb_parser *p, const struct arb_token *t,
        const char *const *list, unsigned n)
{
   /* Every name of a program is checked against the reserved words:
    * compare first letters before anything else. */
   if (t->kind != ARB_TOK_WORD)
      return false;
   const char *s = p->text + t->offset;
   for (unsigned i = 0; i < n; i++) {
      const char *w = list[i];
      if (w[0] == s[0] && strncmp(w, s, t->length) == 0 &&
          w[t->length] == '\0')
         return true;
   }
   return false;
}

#define IN_LIST(p, t, list) \
   in_list(p, t, list, sizeof(list) / sizeof(list[0]))

bool
arb_is_reserved(const struct arb_parser *p, const struct arb_token *t)
{
   if (p->fragment)
      return arb_fp_is_reserved(p, t);
   return IN_LIST(p, t, reserved) ||
          (p->nv && IN_LIST(p, t, reserved_nv2)) ||
          (arb_nv3(p) && IN_LIST(p, t, reserved_nv3));
}

const struct arb_symbol *
arb_lookup(const struct arb_parser *p, const struct arb_token *t)
{
   if (t->kind != ARB_TOK_WORD)
      return NULL;
   int k = nvp_labels_find(&p->names, p->text + t->offset, t->length);
   return k < 0 ? NULL : &p->syms[k];
}

/* Binds 'name' to 'sym' in the name table; false when out of memory. */
static bool
add_symbol(struct arb_parser *p, const char *name, size_t len,
           const struct nvp_token *nt, const struct arb_symbol *sym)
{
   if (p->names.num == p->syms_cap) {
      unsigned cap = p->syms_cap ? p->syms_cap * 2 : 32;
      struct arb_symbol *s = realloc(p->syms, cap * sizeof(*s));
      if (!s)
         return false;
      p->syms = s;
      p->syms_cap = cap;
   }
   int k = nvp_labels_add(&p->names, name, len, 0, nt);
   if (k < 0)
      return false;
   p->syms[k] = *sym;
   return true;
}

/* <establishName>: a new identifier, bound to 'sym'. */
static bool
establish(struct arb_parser *p, const struct arb_token *t,
          const struct arb_symbol *sym)
{
   if (t->kind != ARB_TOK_WORD)
      return arb_fail_at(p, t, "expected a name");
   if (arb_is_reserved(p, t)) {
      return arb_fail_at(p, t, "'%.*s' is a reserved word", (int)t->length,
                         p->text + t->offset);
   }
   if (arb_lookup(p, t)) {
      return arb_fail_at(p, t, "'%.*s' is already declared",
                         t->length > 32 ? 32 : (int)t->length,
                         p->text + t->offset);
   }
   struct nvp_token nt = { .kind = NVP_TOK_WORD, .offset = t->offset,
                           .length = t->length, .line = t->line,
                           .column = t->column };
   return add_symbol(p, p->text + t->offset, t->length, &nt, sym) ||
          arb_fail_at(p, t, "out of memory");
}

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
      /* A name that is not new fails in establish(); a new one past the
       * limit fails here, after it was bound, which a failed load
       * throws away with the rest. */
      if (!establish(p, &t, &sym))
         return false;
      if (*count >= max) {
         return arb_fail_at(p, &t, "more than %u %s variables", max,
                            kind == ARB_SYM_TEMP ? "TEMP" : "ADDRESS");
      }
      arb_next(p);
      (*count)++;
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
      return establish(p, &name, &sym);
   arb_next(p);

   sym.index = (int)p->prog->num_params;
   if (!arb_accept_punct(p, '[')) {
      unsigned n;
      if (!arb_expect_punct(p, '=') ||
          !arb_parse_param_binding(p, false, &n))
         return false;
      return establish(p, &name, &sym);
   }

   /* <optArraySize>: empty, or an <integer> in
    * [1,MAX_PROGRAM_PARAMETERS_ARB]. */
   uint32_t size = 0;
   const struct arb_token st = *arb_peek(p);
   if (st.kind == ARB_TOK_INT) {
      if (st.value < 1 || st.value > p->limits->max_params) {
         return arb_fail_at(p, &st, "array size %u out of range (1 to %u)",
                            st.value, p->limits->max_params);
      }
      size = st.value;
      arb_next(p);
   }
   if (!arb_expect_punct(p, ']') || !arb_expect_punct(p, '=') ||
       !arb_expect_punct(p, '{'))
      return false;
   unsigned total = 0;
   do {
      unsigned n;
      if (!arb_parse_param_binding(p, true, &n))
         return false;
      total += n;
   } while (arb_accept_punct(p, ','));
   /* "A vertex program that specifies an array size that does not match
    * the number of parameter bindings in the initialization list will
    * fail to load." */
   if (size && total != size) {
      return arb_fail_at(p, arb_peek(p), "array of %u elements initialized "
                         "with %u", size, total);
   }
   if (!arb_expect_punct(p, '}'))
      return false;
   sym.size = (int)total;
   return establish(p, &name, &sym);
}

/* "ALIAS" <establishName> "=" <establishedName> */
static bool
parse_alias(struct arb_parser *p)
{
   const struct arb_token name = *arb_peek(p);
   struct arb_symbol dummy = { .kind = ARB_SYM_TEMP };

   if (name.kind != ARB_TOK_WORD || arb_is_reserved(p, &name) ||
       arb_lookup(p, &name))
      return establish(p, &name, &dummy);
   arb_next(p);
   if (!arb_expect_punct(p, '='))
      return false;
   const struct arb_token t = *arb_peek(p);
   const struct arb_symbol *sym = arb_lookup(p, &t);
   if (!sym)
      return arb_fail_expected(p, "a declared name");
   struct arb_symbol copy = *sym;
   arb_next(p);
   return establish(p, &name, &copy);
}

static const char *const declarations[] = {
   "TEMP", "ADDRESS", "ATTRIB", "PARAM", "OUTPUT", "ALIAS",
};

bool
arb_is_declaration(const struct arb_parser *p, const struct arb_token *t)
{
   /* NV_fragment_program_option: "<TEMP_statement> ::= <varSize> "TEMP"
    * <varNameList>", "<varSize> ::= "SHORT" | "LONG"". */
   if (p->fragment && (arb_is_word(p, t, "SHORT") ||
                       arb_is_word(p, t, "LONG")))
      return true;
   return IN_LIST(p, t, declarations);
}

bool
arb_parse_declaration(struct arb_parser *p)
{
   struct arb_token kw = arb_next(p);

   p->var_size = 0;
   if (p->fragment && (arb_is_word(p, &kw, "SHORT") ||
                       arb_is_word(p, &kw, "LONG"))) {
      p->var_size = arb_is_word(p, &kw, "SHORT") ? 1 : 2;
      kw = arb_next(p);
      if (!arb_is_word(p, &kw, "TEMP") && !arb_is_word(p, &kw, "OUTPUT"))
         return arb_fail_at(p, &kw, "expected 'TEMP' or 'OUTPUT' after "
                            "a variable size");
   }
   /* ARB_fragment_program has no address registers; NV_fragment_program2:
    * "It is not possible to declare additional address register
    * variables" (A0 is pre-defined). */
   if (arb_is_word(p, &kw, "ADDRESS") && p->fragment)
      return arb_fail_at(p, &kw, "fragment programs have no ADDRESS "
                         "variables");
   if (arb_is_word(p, &kw, "TEMP") && p->fragment)
      return arb_fp_parse_temps(p);
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
      return establish(p, &name, &sym);
   arb_next(p);
   if (!arb_expect_punct(p, '='))
      return false;
   if (attrib && p->fragment) {
      if (!arb_is_word(p, arb_peek(p), "fragment"))
         return arb_fail_expected(p, "a fragment attribute binding");
      if (!arb_fp_parse_attrib_binding(p, &sym.attrib))
         return false;
   } else if (!attrib && p->fragment) {
      if (!arb_is_word(p, arb_peek(p), "result"))
         return arb_fail_expected(p, "a result binding");
      if (!arb_fp_parse_result_binding(p, &sym.output))
         return false;
      /* "SHORT" color results are o[COLH] (and its draw-buffer
       * siblings). */
      sym.fp16 = p->var_size == 1;
      if (sym.fp16)
         sym.output.index =
            (int)nvp_frag_output_half_of((unsigned)sym.output.index);
   } else if (attrib) {
      if (!arb_is_word(p, arb_peek(p), "vertex"))
         return arb_fail_expected(p, "a vertex attribute binding");
      if (!arb_parse_attrib_binding(p, &sym.attrib))
         return false;
   } else {
      if (!arb_is_word(p, arb_peek(p), "result"))
         return arb_fail_expected(p, "a result binding");
      if (!arb_parse_result_binding(p, &sym.output))
         return false;
   }
   return establish(p, &name, &sym);
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
   if (arb_is_word(p, t, "result") && p->fragment)
      return arb_fp_parse_result_binding(p, dst);
   if (arb_is_word(p, t, "result"))
      return arb_parse_result_binding(p, dst);
   if (sym && sym->kind == ARB_SYM_TEMP) {
      dst->file = sym->fp16 ? NVP_FILE_TEMP_H : NVP_FILE_TEMP;
      dst->index = sym->index;
      arb_next(p);
      return true;
   }
   if (sym && sym->kind == ARB_SYM_OUTPUT) {
      *dst = sym->output;
      arb_next(p);
      return true;
   }
   return arb_fail_expected(p, "a TEMP or result variable");
}

/* "[" <arrayMem> "]" of a parameter array; the slot or relative read. */
static bool
parse_array_member(struct arb_parser *p, const struct arb_symbol *sym,
                   struct nvp_src *src)
{
   const struct arb_token *t = arb_peek(p);

   src->file = NVP_FILE_PARAM;
   src->array_base = sym->index;
   src->array_size = sym->size;
   /* ARB_fragment_program: "<arrayMem> ::= <arrayMemAbs>"; the one
    * relative form of NV_fragment_program2 is fragment.texcoord[]. */
   if (p->fragment && t->kind != ARB_TOK_INT)
      return arb_fail_expected(p, "an array index");
   if (t->kind == ARB_TOK_INT) {
      /* "A vertex program will fail to load if ... an absolute array
       * index is greater than or equal to the size of the array". */
      if (t->value >= (uint32_t)sym->size) {
         return arb_fail_at(p, t, "array index %u out of range (0 to %d)",
                            t->value, sym->size - 1);
      }
      src->index = sym->index + (int)t->value;
      arb_next(p);
      return arb_expect_punct(p, ']');
   }
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
   if (!arb_parse_array_rel(p, src))
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
   if (p->fragment && arb_is_word(p, &t, "fragment")) {
      struct nvp_src signs = *src;

      if (!arb_fp_parse_attrib_binding(p, src))
         return false;
      src->negate = signs.negate;
      src->absolute = signs.absolute;
      src->negate_abs = signs.negate_abs;
      return !src->relative || arb_fp2_check_a0(p, &p->a0_tok);
   }
   if (!p->fragment && arb_is_word(p, &t, "vertex")) {
      /* the binding starts from a cleared operand: keep the signs */
      struct nvp_src signs = *src;

      if (!arb_parse_attrib_binding(p, src))
         return false;
      src->negate = signs.negate;
      src->absolute = signs.absolute;
      src->negate_abs = signs.negate_abs;
      return true;
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
      return true;
   case ARB_SYM_ATTRIB: {
      bool negate = src->negate, absolute = src->absolute;
      bool negate_abs = src->negate_abs;
      *src = sym->attrib;
      src->negate = negate;
      src->absolute = absolute;
      src->negate_abs = negate_abs;
      /* an ATTRIB bound to fragment.texcoord[A0.x+n] reads A0.x here */
      if (p->fragment && src->relative && !arb_fp2_check_a0(p, &t))
         return false;
      arb_next(p);
      return true;
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
      return parse_array_member(p, sym, src);
   case ARB_SYM_OUTPUT:
      return arb_fail_at(p, &t, "result variables cannot be read");
   case ARB_SYM_ADDRESS:
   default:
      return arb_fail_at(p, &t, "an ADDRESS variable is no operand");
   }
}

bool
arb_establish(struct arb_parser *p, const struct arb_token *t,
              const struct arb_symbol *sym)
{
   return establish(p, t, sym);
}

bool
arb_predefine(struct arb_parser *p, const char *name,
              const struct arb_symbol *sym)
{
   /* not in the text: redeclaring it is reported where the text does */
   struct nvp_token nt = { .kind = NVP_TOK_WORD, .line = 1, .column = 1 };

   if (add_symbol(p, name, strlen(name), &nt, sym))
      return true;
   nvp_error_set(p->err, 0, 1, 1, "out of memory");
   return false;
}
