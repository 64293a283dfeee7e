/*
 * NV_gpu_program4 <varMods> before a declaration: the data types
 * "INT", "UINT", "FLOAT" and the storage sizes "SHORT", "LONG"
 * (section 2.X.3.1), and NV_fragment_program4's interpolation modifiers
 * "FLAT", "CENTROID", "NOPERSPECTIVE" on ATTRIB, with their load rules.
 */
#include <string.h>

#include "nvp_arb_gp4.h"

enum mod_kind { KIND_TYPE, KIND_SIZE, KIND_INTERP };

static const struct {
   const char *name;
   enum mod_kind kind;
   uint8_t value;   /* enum nvp_type, var_size, ARB_INTERP_* */
} var_mods[] = {
   { "INT",           KIND_TYPE,   NVP_TYPE_INT },
   { "UINT",          KIND_TYPE,   NVP_TYPE_UINT },
   { "FLOAT",         KIND_TYPE,   NVP_TYPE_FLOAT },
   { "SHORT",         KIND_SIZE,   1 },
   { "LONG",          KIND_SIZE,   2 },
   { "FLAT",          KIND_INTERP, ARB_INTERP_FLAT },
   { "CENTROID",      KIND_INTERP, ARB_INTERP_CENTROID },
   { "NOPERSPECTIVE", KIND_INTERP, ARB_INTERP_NOPERSPECTIVE },
   /* NV_gpu_program5: '<interpModifier> ::= "SAMPLE"' (added to the
    * NV_fragment_program4 grammar of "!!NVfp5.0" programs) */
   { "SAMPLE",        KIND_INTERP, ARB_INTERP_SAMPLE },
};

#define NUM_VAR_MODS (sizeof(var_mods) / sizeof(var_mods[0]))

static int
find_var_mod(const struct arb_parser *p, const struct arb_token *t)
{
   for (unsigned i = 0; t->kind == ARB_TOK_WORD && i < NUM_VAR_MODS; i++) {
      if (var_mods[i].kind == KIND_INTERP && !arb_has(p, ARB_INTERP))
         continue;
      if (var_mods[i].value == ARB_INTERP_SAMPLE &&
          var_mods[i].kind == KIND_INTERP && !p->prog->gp5)
         continue;
      if (arb_is_word(p, t, var_mods[i].name))
         return (int)i;
   }
   return -1;
}

bool
arb_gp4_is_var_modifier(const struct arb_parser *p,
                        const struct arb_token *t)
{
   return find_var_mod(p, t) >= 0;
}

bool
arb_gp4_parse_var_mods(struct arb_parser *p, struct arb_token *kw)
{
   p->decl_type = NVP_TYPE_NONE;
   p->decl_interp = 0;
   p->var_size = 0;
   struct arb_token size_at = *kw;
   for (int i; (i = find_var_mod(p, kw)) >= 0; *kw = arb_next(p)) {
      switch (var_mods[i].kind) {
      case KIND_TYPE:
         /* "A program will fail to load if it specifies multiple data
          * type or multiple storage size modifiers in a single variable
          * declaration." */
         if (p->decl_type)
            return arb_fail_at(p, kw, "more than one data type modifier");
         p->decl_type = (enum nvp_type)var_mods[i].value;
         break;
      case KIND_SIZE:
         if (p->var_size) {
            return arb_fail_at(p, kw, "more than one storage size "
                               "modifier");
         }
         p->var_size = var_mods[i].value;
         size_at = *kw;
         break;
      case KIND_INTERP:
         /* NV_fragment_program4: "if the same interpolation modifier is
          * specified more than once in a single declaration", "if the
          * "FLAT" modifier is used together with either "CENTROID" or
          * "NOPERSPECTIVE" in a single declaration" */
         if (p->decl_interp & var_mods[i].value) {
            return arb_fail_at(p, kw, "%s specified twice",
                               var_mods[i].name);
         }
         p->decl_interp |= var_mods[i].value;
         if ((p->decl_interp & ARB_INTERP_FLAT) &&
             (p->decl_interp & (ARB_INTERP_CENTROID |
                                ARB_INTERP_NOPERSPECTIVE))) {
            return arb_fail_at(p, kw, "FLAT with CENTROID or "
                               "NOPERSPECTIVE");
         }
         break;
      }
   }
   if (arb_is_word(p, kw, "ALIAS") &&
       (p->decl_type || p->var_size || p->decl_interp)) {
      /* "<namingStatement> ::= ... | <ALIAS_statement>": no <varMods>. */
      return arb_fail_at(p, kw, "ALIAS takes no modifiers");
   }
   static const char *const plain[] = {
      "TEXTURE", "SUBROUTINETYPE", "SUBROUTINE", "IMAGE",
   };
   if (p->prog->gp5 && ARB_IN_LIST(p, kw, plain) &&
       (p->decl_type || p->var_size || p->decl_interp)) {
      /* NV_gpu_program5: "<namingStatement> ::= <TEXTURE_statement>",
       * ARB_shader_subroutine: "| <SUBROUTINETYPE_statement> |
       * <SUBROUTINE_statement>", no <varMods> either. */
      return arb_fail_at(p, kw, "%.*s takes no modifiers", (int)kw->length,
                         p->text + kw->offset);
   }
   if (!arb_gp5_check_long_decl(p, &size_at, kw))
      return false;
   /* 2.X.3.3: "If no data type modifier is specified in a declaration,
    * constants are interpreted as floating-point values." */
   p->operand_type = p->decl_type;
   /* "if an interpolation modifier is specified when declaring a
    * non-attribute variable" */
   if (p->decl_interp && !arb_is_word(p, kw, "ATTRIB")) {
      return arb_fail_at(p, kw, "interpolation modifiers are for ATTRIB "
                         "declarations");
   }
   return true;
}

/* The fragment attributes no interpolation modifier may name: "a
 * fragment's position, face direction, fog coordinate", and Table
 * X.X's: "Interpolation modifiers are not supported on variables that
 * use bindings labeled with "*"" (fragment.clip[n], primitive.id). */
static bool
not_interpolated(const struct nvp_src *a)
{
   return a->file != NVP_FILE_FRAG_ATTRIB || a->index == NVP_FRAG_WPOS ||
          a->index == NVP_FRAG_FACE || a->index == NVP_FRAG_FOGC ||
          a->index >= NVP_FRAG_CLIP0;
}

bool
arb_gp4_declare_attrib(struct arb_parser *p, const struct arb_token *name,
                       const struct arb_symbol *sym)
{
   struct nvp_program *prog = p->prog;
   const struct nvp_src *a = &sym->attrib;
   bool fragment = p->kind == NVP_KIND_GP4_FP;

   if (fragment && p->decl_interp && not_interpolated(a)) {
      return arb_fail_at(p, name, "no interpolation modifier may be "
                         "given to fragment.position, fragment.facing, "
                         "fragment.fogcoord, fragment.clip or "
                         "primitive.id");
   }
   if (!arb_gp5_note_long_attrib(p, name, a))
      return false;
   if (a->file != NVP_FILE_ATTRIB && a->file != NVP_FILE_FRAG_ATTRIB)
      return true;
   uint32_t bit = a->index < 32 ? 1u << a->index : 0;
   /* "Integer fragment program attribute variables must be flat-shaded;
    * a program will fail to load if it declares a variable with the
    * "INT" or "UINT" data type modifiers without the "FLAT"
    * interpolation modifier." */
   if (fragment && (p->decl_type == NVP_TYPE_INT ||
                    p->decl_type == NVP_TYPE_UINT) &&
       !(p->decl_interp & ARB_INTERP_FLAT)) {
      return arb_fail_at(p, name, "an integer fragment attribute must be "
                         "declared FLAT");
   }
   if (fragment && !not_interpolated(a)) {
      /* "if multiple attribute variables with different interpolation
       * modifiers are bound to the same fragment attribute, or * if one
       * variable is bound to the fragment's primary color and a second
       * variable with different interpolation modifiers is bound the the
       * fragment's secondary color." */
      uint32_t group = bit;
      if (a->index == NVP_FRAG_COL0 || a->index == NVP_FRAG_COL1)
         group = (1u << NVP_FRAG_COL0) | (1u << NVP_FRAG_COL1);
      uint32_t have = ((prog->attribs_flat & group) ? ARB_INTERP_FLAT : 0) |
                      ((prog->attribs_centroid & group) ?
                       ARB_INTERP_CENTROID : 0) |
                      ((prog->attribs_noperspective & group) ?
                       ARB_INTERP_NOPERSPECTIVE : 0) |
                      ((prog->attribs_sample & group) ?
                       ARB_INTERP_SAMPLE : 0);
      bool declared = (p->gp4_attribs_declared & group) != 0;
      if (declared && have != p->decl_interp) {
         return arb_fail_at(p, name, "the attribute is already declared "
                            "with other interpolation modifiers");
      }
      p->gp4_attribs_declared |= bit;
      if (p->decl_interp & ARB_INTERP_FLAT)
         prog->attribs_flat |= bit;
      if (p->decl_interp & ARB_INTERP_CENTROID)
         prog->attribs_centroid |= bit;
      if (p->decl_interp & ARB_INTERP_NOPERSPECTIVE)
         prog->attribs_noperspective |= bit;
      if (p->decl_interp & ARB_INTERP_SAMPLE)
         prog->attribs_sample |= bit;
   }
   if (p->decl_type == NVP_TYPE_INT)
      prog->attribs_int |= bit;
   else if (p->decl_type == NVP_TYPE_UINT)
      prog->attribs_uint |= bit;
   return true;
}
