/*
 * The name table of the ARB-style languages: every name a program
 * declares (and the ones its language pre-defines), what it stands for,
 * and the rules of <establishName>.
 *
 * ARB_vertex_program 2.14.3: "A vertex program will fail to load if it
 * declares the same variable name more than once or if it refers to a
 * variable name that has not been previously declared in the program
 * string."
 */
#include <string.h>

#include "nvp_arb.h"

bool
arb_is_reserved(const struct arb_parser *p, const struct arb_token *t)
{
   return p->stage->is_reserved(p, t);
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
   struct arb_symbol *s = nvp_grow(p->syms, &p->syms_cap, p->names.num,
                                   sizeof(*s), 32);
   if (!s)
      return false;
   p->syms = s;
   int k = nvp_labels_add(&p->names, name, len, 0, nt);
   if (k < 0)
      return false;
   p->syms[k] = *sym;
   return true;
}

bool
arb_establish(struct arb_parser *p, const struct arb_token *t,
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
   /* NV_gpu_program4: the declaration's <varMods> go with the name. */
   struct arb_symbol typed = *sym;
   if (p->decl_type != NVP_TYPE_NONE)
      typed.type = p->decl_type;
   if (p->decl_interp)
      typed.interp = p->decl_interp;
   return add_symbol(p, p->text + t->offset, t->length, &nt, &typed) ||
          arb_fail_at(p, t, "out of memory");
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
