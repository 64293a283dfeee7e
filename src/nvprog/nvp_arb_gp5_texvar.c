/*
 * NV_gpu_program5's texture variables (section 2.X.3.8): the TEXTURE
 * statement, "TEXTURE name = texture[a];" or "TEXTURE name[] = {
 * texture[a..b], texture[c] };", and a variable naming the texture of
 * an instruction, "name" or "name[n]".
 */
#include <string.h>

#include "nvp_arb_gp4.h"

static unsigned
unit_limit(const struct arb_parser *p)
{
   unsigned units = p->limits->max_combined_texture_units ?
                    p->limits->max_combined_texture_units :
                    p->limits->max_texture_units;

   return units < NVP_ARB_MAX_TEX_UNIT_NUM ? units :
          NVP_ARB_MAX_TEX_UNIT_NUM;
}

/* An image unit number below the limit: "A program will fail to compile
 * if <a> or <b> is negative or greater than or equal to the number of
 * texture image units supported". */
static bool
parse_unit(struct arb_parser *p, uint32_t *unit)
{
   const struct arb_token *t = arb_peek(p);
   unsigned units = unit_limit(p);

   if (t->kind == ARB_TOK_INT && units && t->value >= units) {
      return arb_fail_at(p, t, "texture image unit %u out of range (0 to "
                         "%u)", t->value, units - 1);
   }
   return arb_expect_int(p, NVP_ARB_MAX_TEX_UNIT_NUM - 1,
                         "a texture image unit", unit);
}

static unsigned
max_units(const struct arb_parser *p)
{
   return unit_limit(p);
}

/* "A program will fail to load if ... the list of texture image units
 * assigned to the array must increase consectively" (the TEXTURE
 * statement, section 2.X.3.8) */
static const struct arb_unit_decl texture_decl = {
   .kind = ARB_SYM_TEXTURE, .word = "texture", .parse_unit = parse_unit,
   .max_units = max_units,
   .backwards = "texture[%u..%u]: <a> is greater than <b>",
   .gap = "the units of a texture array must increase consecutively "
          "(texture[%u] next)",
};

/* <textureUseDS> ::= "texture" <arrayMemAbs>, or with 'range' also
 * <textureUseDM>'s "texture" <arrayRange>; IMAGE's "image" the same. */
bool
arb_gp5_parse_unit_binding(struct arb_parser *p,
                           const struct arb_unit_decl *d, bool range,
                           uint32_t *a, uint32_t *b)
{
   const struct arb_token *t = arb_peek(p);

   if (d->not_word && !arb_is_word(p, t, d->word))
      return arb_fail_at(p, t, "%s", d->not_word);
   if (!arb_expect_word(p, d->word) || !arb_expect_punct(p, '[') ||
       !d->parse_unit(p, a))
      return false;
   *b = *a;
   if (range && arb_is_punct(p, arb_peek(p), '.')) {
      arb_next(p);
      if (!arb_expect_punct(p, '.'))
         return false;
      const struct arb_token last = *arb_peek(p);
      if (!d->parse_unit(p, b))
         return false;
      if (*b < *a)
         return arb_fail_at(p, &last, d->backwards, *a, *b);
   }
   return arb_expect_punct(p, ']');
}

bool
arb_gp5_parse_unit_decl(struct arb_parser *p, const struct arb_unit_decl *d)
{
   const struct arb_token name = *arb_peek(p);
   struct arb_symbol sym = { .kind = d->kind };
   uint32_t a, b;

   if (name.kind != ARB_TOK_WORD || arb_is_reserved(p, &name) ||
       arb_lookup(p, &name))
      return arb_establish(p, &name, &sym);
   arb_next(p);
   /* "<TEXTURE_statement> ::= "TEXTURE" <establishName> <texSingleInit>" */
   if (!arb_accept_punct(p, '[')) {
      if (!arb_expect_punct(p, '=') ||
          !arb_gp5_parse_unit_binding(p, d, false, &a, &b))
         return false;
      sym.index = (int)a;
      return arb_establish(p, &name, &sym);
   }
   /* "| "TEXTURE" <establishName> <optArraySize> <texMultipleInit>" */
   uint32_t size, count = 0;
   if (!arb_parse_array_size(p, d->max_units(p), &size) ||
       !arb_expect_punct(p, '=') || !arb_expect_punct(p, '{'))
      return false;
   do {
      const struct arb_token at = *arb_peek(p);
      if (!arb_gp5_parse_unit_binding(p, d, true, &a, &b))
         return false;
      if (count && a != (uint32_t)sym.index + count)
         return arb_fail_at(p, &at, d->gap, (uint32_t)sym.index + count);
      if (!count)
         sym.index = (int)a;
      count += b - a + 1;
   } while (arb_accept_punct(p, ','));
   if (!arb_check_array_size(p, size, count) ||
       !arb_expect_punct(p, '}'))
      return false;
   sym.size = (int)count;
   return arb_establish(p, &name, &sym);
}

bool
arb_gp5_parse_texture_decl(struct arb_parser *p)
{
   return arb_gp5_parse_unit_decl(p, &texture_decl);
}

bool
arb_gp5_parse_texture_use(struct arb_parser *p, const struct arb_token *name,
                          const struct arb_symbol *sym, uint32_t *unit,
                          struct nvp_instr *in)
{
   *unit = (uint32_t)sym->index;
   if (!sym->size)
      return true;
   /* "<textureUseV> ::= ... | <texVarName> <optArrayMem>" */
   if (!arb_accept_punct(p, '[')) {
      return arb_fail_at(p, name, "'%.*s' is a texture array: name a "
                         "member", (int)name->length,
                         p->text + name->offset);
   }
   const struct arb_token *t = arb_peek(p);
   if (t->kind != ARB_TOK_INT) {
      /* <arrayMemRel>: an integer TEMP component and an offset, which
       * may differ from pixel to pixel (spec issue 1: "it will be
       * necessary to do lookups in more than one texture at once") */
      memset(&in->tex_index, 0, sizeof(in->tex_index));
      if (!arb_parse_array_rel(p, sym->size, &in->tex_index))
         return false;
      in->tex_array_size = (uint8_t)sym->size;
      return arb_expect_punct(p, ']');
   }
   if (t->value >= (uint32_t)sym->size) {
      return arb_fail_at(p, t, "texture array index %u out of range (0 "
                         "to %d)", t->value, sym->size - 1);
   }
   *unit += t->value;
   arb_next(p);
   return arb_expect_punct(p, ']');
}
