/*
 * NV_gpu_program4 attribute and result arrays: "ATTRIB" and "OUTPUT"
 * declarations with an <optArraySize> and a list of bindings, each a
 * binding with an index or an <attribMulti>/<resultMulti> range
 * "[" <int> ".." <int> "]", and the use of a member, name[n].
 *
 * Section 2.X.3.1: "Explicitly declared variables of all types may be
 * declared as arrays. ... For variable classes with bindings, a declared
 * size is optional, and is taken from the number of bindings assigned in
 * the declaration if omitted."  A member stands for its binding: a read
 * of name[n] is the operand the binding itself gives, so the emitter
 * sees nothing new.  A member named relatively, name[i.x + n], is the
 * first member's operand marked relative, with the members' bindings in
 * nvp_program::array_attribs or array_results (the emitter selects
 * among them).  A range is read by the stage's own binding parser
 * once per member (p->range.pick), so each member goes through the same
 * limits and aliasing rules as a binding written out.
 */
#include <string.h>

#include "nvp_arb_gp4.h"

/* "The set of bindings allowed for attribute array variables is limited
 * to attribute state grouped in arrays (e.g., texture coordinates,
 * generic vertex attributes)", and for results "texture coordinates,
 * clip distances": the indices (arb_range::what) these bindings read.
 * NV_vertex_program4: "Only the "vertex.texcoord" and "vertex.attrib"
 * bindings are available in arrays." */
static const char *const array_indices[] = {
   "texture coordinate set", "vertex attribute", "generic attribute",
   "clip plane",
   /* NV_tessellation_program5: "tessouter[n..o]", "tessinner[n..o]",
    * "patch.attrib[n..o]" */
   "outer tessellation level", "inner tessellation level",
   "patch attribute",
};

static bool
in_array_indices(const char *what)
{
   const unsigned n = sizeof(array_indices) / sizeof(array_indices[0]);

   for (unsigned i = 0; what && i < n; i++) {
      if (strcmp(what, array_indices[i]) == 0)
         return true;
   }
   return false;
}

static struct arb_element *
add_element(struct arb_parser *p)
{
   struct arb_element *e = nvp_grow(p->elems, &p->elems_cap, p->num_elems,
                                    sizeof(*e), 16);
   if (!e)
      return NULL;
   p->elems = e;
   e = &p->elems[p->num_elems++];
   memset(e, 0, sizeof(*e));
   return e;
}

/* One member: the binding at the lexer (p->range.pick chooses the member
 * of a range), with the ATTRIB rules of the declaration named at
 * 'name'. */
static bool
parse_member_binding(struct arb_parser *p, const struct arb_token *name,
                     bool attrib)
{
   struct arb_element *e = add_element(p);
   struct arb_symbol one = { .kind = attrib ? ARB_SYM_ATTRIB
                                            : ARB_SYM_OUTPUT };

   if (!e)
      return arb_fail_at(p, name, "out of memory");
   if (attrib) {
      if (!p->stage->parse_attrib(p, &one.attrib) ||
          !arb_gp4_declare_attrib(p, name, &one))
         return false;
      e->attrib = one.attrib;
      return true;
   }
   if (!p->stage->parse_result(p, &one.output))
      return false;
   if (p->stage->declare_output)
      p->stage->declare_output(p, &one);
   e->output = one.output;
   return true;
}

bool
arb_gp4_parse_array(struct arb_parser *p, const struct arb_token *name,
                    struct arb_symbol *sym)
{
   bool attrib = sym->kind == ARB_SYM_ATTRIB;
   const char *word = attrib ? p->stage->attrib_word : "result";
   const char *what = NULL;
   uint32_t size, next = 0;

   /* NV_fragment_program4 issue (5): "Why can't fragment program results
    * be declared as arrays?  RESOLVED:  This is a limitation of the
    * programming model." */
   if (!attrib && p->kind == NVP_KIND_GP4_FP) {
      return arb_fail_at(p, arb_peek(p), "fragment program results "
                         "cannot be declared as arrays");
   }
   arb_next(p);
   if (!arb_parse_array_size(p, NVP_ARB_NUM_ATTRIBS, &size) ||
       !arb_expect_punct(p, '=') || !arb_expect_punct(p, '{'))
      return false;
   sym->index = (int)p->num_elems;
   do {
      const struct arb_token start = *arb_peek(p);
      const struct arb_mark mark = arb_mark(p);
      /* (NV_tessellation_program5's per-patch bindings start with
       * the stage's second word, "primitive") */
      if (!arb_is_word(p, &start, word) &&
          !(attrib && p->stage->attrib_word2 &&
            arb_is_word(p, &start, p->stage->attrib_word2))) {
         return arb_fail_expected(p, attrib ? p->stage->attrib_expected :
                                  "a result binding");
      }
      p->range.allowed = true;
      p->range.pick = 0;
      p->range.what = NULL;
      bool ok = parse_member_binding(p, name, attrib);
      p->range.allowed = false;
      if (!ok)
         return false;
      if (!in_array_indices(p->range.what)) {
         return arb_fail_at(p, &start, "only texcoord, attrib and clip "
                            "bindings with an index can be array "
                            "members");
      }
      /* NV_geometry_program4: the members are of one vertex, or all
       * without "[m]" (an array per vertex) */
      if (attrib && (p->elems[p->num_elems - 1].attrib.vertex !=
                     p->elems[sym->index].attrib.vertex ||
                     p->elems[p->num_elems - 1].attrib.file !=
                     p->elems[sym->index].attrib.file)) {
         return arb_fail_at(p, &start, "the bindings of an array must be "
                            "of one vertex");
      }
      /* "all bindings assigned to the array must be of the same binding
       * type and must increase consecutively" */
      if (what && (strcmp(what, p->range.what) != 0 ||
                   p->range.lo != next)) {
         return arb_fail_at(p, &start, "the bindings of an array must be "
                            "of one type and consecutive");
      }
      what = p->range.what;
      const uint32_t lo = p->range.lo, hi = p->range.hi;
      /* "a sequence of 1+<o>-<n> texture coordinate bindings are
       * created ... as though the sequence "vertex.texcoord[n],
       * vertex.texcoord[n+1], ... vertex.texcoord[o]" were specfied" */
      for (uint32_t k = lo + 1; k <= hi; k++) {
         arb_reset(p, &mark);
         p->range.allowed = true;
         p->range.pick = k;
         ok = parse_member_binding(p, name, attrib);
         p->range.allowed = false;
         p->range.pick = 0;
         if (!ok)
            return false;
      }
      next = hi + 1;
   } while (arb_accept_punct(p, ','));
   uint32_t total = p->num_elems - (uint32_t)sym->index;
   if (!arb_check_array_size(p, size, total) || !arb_expect_punct(p, '}'))
      return false;
   sym->size = (int)total;
   /* the first member, for what looks at the binding of a name */
   if (attrib)
      sym->attrib = p->elems[sym->index].attrib;
   else
      sym->output = p->elems[sym->index].output;
   return true;
}

bool
arb_gp4_open_member(struct arb_parser *p, const struct arb_token *name,
                    const struct arb_symbol *sym, bool *member)
{
   const struct arb_token *t = arb_peek(p);
   int len = name->length > 32 ? 32 : (int)name->length;
   const char *text = p->text + name->offset;

   /* 2.X.4.2: "A program will fail to load if it contains an instruction
    * that accesses an array variable without specifying an array member
    * or an instruction that specifies an array member for a non-array
    * variable." */
   *member = sym->size != 0;
   if (!*member) {
      if (arb_is_punct(p, t, '[')) {
         return arb_fail_at(p, t, "an array member of '%.*s', which is "
                            "not an array", len, text);
      }
      return true;
   }
   if (!arb_is_punct(p, t, '[')) {
      return arb_fail_at(p, name, "'%.*s' is an array: name a member",
                         len, text);
   }
   arb_next(p);
   return true;
}

bool
arb_gp4_parse_member(struct arb_parser *p, const struct arb_token *name,
                     const struct arb_symbol *sym,
                     const struct arb_element **elem, struct nvp_src *rel)
{
   bool member;

   *elem = NULL;
   if (!arb_gp4_open_member(p, name, sym, &member))
      return false;
   if (!member)
      return true;
   const struct arb_token *t = arb_peek(p);
   /* <arrayMem> ::= <arrayMemAbs> | <arrayMemRel>; 2.X.4.2: "Array
    * members can be accessed using either absolute or relative
    * addressing" */
   if (t->kind != ARB_TOK_INT) {
      if (!rel)
         return arb_fail_expected(p, "an array index");
      if (!arb_gp4_check_relative_array(p, name, t, sym))
         return false;
      memset(rel, 0, sizeof(*rel));
      rel->index = 0;
      if (!arb_parse_array_rel(p, sym->size, rel))
         return false;
      rel->array_offset = rel->index;
      rel->array_size = sym->size;
      return arb_expect_punct(p, ']');
   }
   if (t->value >= (uint32_t)sym->size) {
      return arb_fail_at(p, t, "array index %u out of range (0 to %d)",
                         t->value, sym->size - 1);
   }
   *elem = &p->elems[sym->index + (int)t->value];
   arb_next(p);
   return arb_expect_punct(p, ']');
}


bool
arb_gp4_relative_attrib(struct arb_parser *p, const struct arb_token *name,
                        const struct arb_symbol *sym,
                        const struct nvp_src *rel, struct nvp_src *src)
{
   struct nvp_program *prog = p->prog;
   unsigned need = prog->num_array_attribs + (unsigned)sym->size;

   while (p->array_attribs_cap < need) {
      struct nvp_src *g = nvp_grow(prog->array_attribs,
                                   &p->array_attribs_cap,
                                   p->array_attribs_cap, sizeof(*g), 16);
      if (!g)
         return arb_fail_at(p, name, "out of memory");
      prog->array_attribs = g;
   }
   struct nvp_src *a = prog->array_attribs;
   *src = p->elems[sym->index].attrib;
   src->relative = true;
   src->addr_file = rel->addr_file;
   src->addr_index = rel->addr_index;
   src->addr_comp = rel->addr_comp;
   src->array_base = (int)prog->num_array_attribs;
   src->array_size = sym->size;
   src->array_offset = rel->array_offset;
   for (int k = 0; k < sym->size; k++)
      a[prog->num_array_attribs++] = p->elems[sym->index + k].attrib;
   return true;
}

bool
arb_gp4_relative_result(struct arb_parser *p, const struct arb_token *name,
                        const struct arb_symbol *sym,
                        const struct nvp_src *rel, struct nvp_dst *dst)
{
   struct nvp_program *prog = p->prog;
   unsigned need = prog->num_array_results + (unsigned)sym->size;

   while (p->array_results_cap < need) {
      struct nvp_dst *g = nvp_grow(prog->array_results,
                                   &p->array_results_cap,
                                   p->array_results_cap, sizeof(*g), 16);
      if (!g)
         return arb_fail_at(p, name, "out of memory");
      prog->array_results = g;
   }
   struct nvp_dst *r = prog->array_results;
   *dst = p->elems[sym->index].output;
   dst->relative = true;
   dst->addr_file = rel->addr_file;
   dst->addr_index = rel->addr_index;
   dst->addr_comp = rel->addr_comp;
   dst->array_base = (int)prog->num_array_results;
   dst->array_size = sym->size;
   dst->array_offset = rel->array_offset;
   for (int k = 0; k < sym->size; k++)
      r[prog->num_array_results++] = p->elems[sym->index + k].output;
   return true;
}

void
arb_gp4_summarize_arrays(struct nvp_program *prog)
{
   for (unsigned i = 0; i < prog->num_instrs; i++) {
      const struct nvp_instr *in = &prog->instrs[i];
      for (unsigned s = 0; s < 3; s++) {
         const struct nvp_src *src = &in->src[s];
         if (!src->relative || (src->file != NVP_FILE_ATTRIB &&
                                src->file != NVP_FILE_FRAG_ATTRIB &&
                                src->file != NVP_FILE_GEOM_ATTRIB))
            continue;
         for (int m = 0; m < src->array_size; m++) {
            const struct nvp_src *b =
               &prog->array_attribs[src->array_base + m];
            /* geometry programs: the members' relative vertex index */
            if (b->vertex_relative && b->addr_file == NVP_FILE_TEMP)
               prog->temps_used |= UINT64_C(1) << b->addr_index;
            else if (b->vertex_relative && b->addr_file == NVP_FILE_TEMP_H)
               prog->temps_h_used |= UINT64_C(1) << b->addr_index;
            if (b->file == NVP_FILE_GEOM_ATTRIB)
               continue;         /* summarize_gp() */
            if (b->file == NVP_FILE_FRAG_ATTRIB &&
                b->index >= NVP_FRAG_CLIP0)
               prog->clips_read |= 1u << (b->index - NVP_FRAG_CLIP0);
            else if (b->file == NVP_FILE_FRAG_ATTRIB &&
                     b->index >= NVP_FRAG_GENERIC0)
               prog->generics_read |= 1u << (b->index - NVP_FRAG_GENERIC0);
            if (b->index >= 0 && b->index < 32)
               prog->attribs_read |= 1u << b->index;
         }
      }
      const struct nvp_dst *d = &in->dst;
      if (!d->relative || d->file != NVP_FILE_OUTPUT)
         continue;
      for (int m = 0; m < d->array_size; m++) {
         const struct nvp_dst *b = &prog->array_results[d->array_base + m];
         if (b->index >= NVP_GP_OUT_GENERIC0 &&
             b->index < NVP_GP_OUT_COUNT)
            prog->geometry.generics_written |=
               1u << (b->index - NVP_GP_OUT_GENERIC0);
         else if (b->index >= 0 && b->index < NVP_OUT_COUNT)
            prog->outputs_written |= 1u << b->index;
      }
   }
}

/* Whether member i of array a and member j of array b are one binding
 * (literal constants are no GL state: "program parameter binding" is
 * of state, as ARB_vertex_program's rule of one array). */
static bool
same_binding(const struct arb_parser *p, const struct arb_rel_array *a,
             int i, const struct arb_rel_array *b, int j)
{
   if (a->kind == ARB_SYM_PARAM) {
      const struct nvp_param *x = &p->prog->params[a->index + i];
      const struct nvp_param *y = &p->prog->params[b->index + j];
      return x->kind != NVP_PARAM_CONSTANT &&
             memcmp(x, y, sizeof(*x)) == 0;
   }
   const struct arb_element *x = &p->elems[a->index + i];
   const struct arb_element *y = &p->elems[b->index + j];
   if (a->kind == ARB_SYM_ATTRIB)
      return x->attrib.file == y->attrib.file &&
             x->attrib.index == y->attrib.index;
   return x->output.file == y->output.file &&
          x->output.index == y->output.index;
}

/*
 * 2.X.3.2: "A program will fail to load if any program parameter
 * binding is used more than once in a single array accessed using
 * relative addressing or used at least once in two or more arrays
 * accessed using relative addressing"; 2.X.3.2 of attributes:
 * "attribute bindings may be used in no more than one array variable
 * accessed with relative addressing", and 2.X.3.5 the same of results.
 * (The first rule, one array, is parse_array_member()'s, as
 * ARB_vertex_program's.)  The load fails at the relative index of the
 * second array's access.
 */
bool
arb_gp4_check_relative_array(struct arb_parser *p,
                             const struct arb_token *name,
                             const struct arb_token *t,
                             const struct arb_symbol *sym)
{
   const struct arb_rel_array a = {
      .kind = sym->kind, .index = sym->index, .size = sym->size,
      .name_offset = name->offset, .name_length = name->length,
   };

   for (unsigned k = 0; k < p->num_rel_arrays; k++) {
      const struct arb_rel_array *b = &p->rel_arrays[k];
      if (b->kind != a.kind)
         continue;
      if (b->index == a.index)
         return true;            /* this array, accessed before */
      for (int i = 0; i < a.size; i++) {
         for (int j = 0; j < b->size; j++) {
            if (!same_binding(p, &a, i, b, j))
               continue;
            return arb_fail_at(p, t, "member %d of '%.*s' and member %d "
                               "of '%.*s' are one binding, in two arrays "
                               "accessed relatively", i,
                               a.name_length > 32 ? 32 :
                               (int)a.name_length, p->text + a.name_offset,
                               j, b->name_length > 32 ? 32 :
                               (int)b->name_length,
                               p->text + b->name_offset);
         }
      }
   }
   struct arb_rel_array *r = nvp_grow(p->rel_arrays, &p->rel_arrays_cap,
                                      p->num_rel_arrays, sizeof(*r), 8);
   if (!r)
      return arb_fail_at(p, t, "out of memory");
   p->rel_arrays = r;
   p->rel_arrays[p->num_rel_arrays++] = a;
   return true;
}
