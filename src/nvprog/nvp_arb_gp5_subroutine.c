/*
 * NV_gpu_program5's subroutines, defined by ARB_shader_subroutine's
 * "Dependencies on NV_gpu_program5" (no OPTION: "the following
 * capability is implied by NV_gpu_program5 program headers"):
 *
 *   SUBROUTINETYPE Hero { batman, robin };
 *   SUBROUTINE Hero anyHero = program.subroutine[0];
 *   SUBROUTINE Hero some[2] = { program.subroutine[1..2] };
 *   batman SUBROUTINENUM(0):
 *   CALI anyHero;  CALI some[i.x + 1] (GT.x);
 *
 * The statements, the numbered labels and CALI's operand are read here;
 * after END the labels the types name are resolved and the load rules
 * that need the whole program are checked (numbered, no recursion
 * through CALI).  The emitter inlines every label a call may reach
 * (nvtgsi_gp5_subroutine.c); the state tracker keeps the parameters
 * (nvst_subroutine.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp_arb_gp4.h"
#include "nvp_priv.h"

static bool
out_of_memory(struct arb_parser *p, const struct arb_token *t)
{
   return arb_fail_at(p, t, "out of memory");
}

/* The symbol of the next token, which must be a name of 'kind' ('what'
 * in messages); NULL after the error. */
static const struct arb_symbol *
expect_symbol(struct arb_parser *p, enum arb_sym_kind kind,
              const char *what)
{
   const struct arb_token *t = arb_peek(p);
   const struct arb_symbol *sym = arb_lookup(p, t);

   if (sym && sym->kind == kind)
      return sym;
   if (t->kind != ARB_TOK_WORD) {
      char expected[48];
      snprintf(expected, sizeof(expected), "a %s", what);
      arb_fail_expected(p, expected);
   } else {
      arb_fail_at(p, t, "'%.*s' is no %s",
                  t->length > 32 ? 32 : (int)t->length,
                  p->text + t->offset, what);
   }
   return NULL;
}

/* "<SUBROUTINETYPE_statement> ::= "SUBROUTINETYPE" <establishName> "{"
 * <labelInitList> "}"": "creates a SUBROUTINETYPE named "Hero" (if it
 * does not already exist) and adds the subroutines whose labels are
 * "batman" and "robin" to the SUBROUTINETYPE" -- a second statement of
 * the same name adds to the type. */
bool
arb_gp5_parse_subroutine_type(struct arb_parser *p)
{
   struct nvp_program *prog = p->prog;
   const struct arb_token name = *arb_peek(p);
   const struct arb_symbol *old = arb_lookup(p, &name);
   unsigned type;

   if (old && old->kind == ARB_SYM_SUBROUTINE_TYPE) {
      type = (unsigned)old->index;
      arb_next(p);
   } else {
      struct nvp_subroutine_type *grown =
         nvp_grow(prog->subroutine_types, &p->sub_types_cap,
                  prog->num_subroutine_types, sizeof(*grown), 4);
      if (!grown)
         return out_of_memory(p, &name);
      prog->subroutine_types = grown;
      type = prog->num_subroutine_types;
      struct arb_symbol sym = { .kind = ARB_SYM_SUBROUTINE_TYPE,
                                .index = (int)type };
      if (!arb_establish(p, &name, &sym))
         return false;
      struct nvp_subroutine_type *t = &grown[type];
      memset(t, 0, sizeof(*t));
      t->name = strndup(p->text + name.offset, name.length);
      prog->num_subroutine_types++;
      if (!t->name)
         return out_of_memory(p, &name);
      arb_next(p);
   }
   if (!arb_expect_punct(p, '{'))
      return false;
   /* <labelInitList> ::= (empty) | <labelList> */
   if (arb_accept_punct(p, '}'))
      return true;
   do {
      const struct arb_token *t = arb_peek(p);
      if (t->kind != ARB_TOK_WORD)
         return arb_fail_expected(p, "a label");
      struct arb_sub_ref *grown =
         nvp_grow(p->sub_refs, &p->sub_refs_cap, p->num_sub_refs,
                  sizeof(*grown), 8);
      if (!grown)
         return out_of_memory(p, t);
      p->sub_refs = grown;
      grown[p->num_sub_refs].type = type;
      grown[p->num_sub_refs].name = *t;
      p->num_sub_refs++;
      arb_next(p);
   } while (arb_accept_punct(p, ','));
   return arb_expect_punct(p, '}');
}

/* Binds program.subroutine[n] to a variable of 'type'. */
static bool
bind_param(struct arb_parser *p, const struct arb_token *t, uint32_t n,
           unsigned type)
{
   struct nvp_program *prog = p->prog;

   if (n >= prog->num_subroutine_params) {
      if (n >= p->sub_params_cap) {
         unsigned cap = p->sub_params_cap ? p->sub_params_cap : 16;
         while (cap <= n)
            cap *= 2;
         int16_t *grown = realloc(prog->subroutine_param_type,
                                  cap * sizeof(*grown));
         if (!grown)
            return out_of_memory(p, t);
         prog->subroutine_param_type = grown;
         p->sub_params_cap = cap;
      }
      for (unsigned k = prog->num_subroutine_params; k <= n; k++)
         prog->subroutine_param_type[k] = -1;
      prog->num_subroutine_params = n + 1;
   }
   int16_t *bound = &prog->subroutine_param_type[n];
   /* "A program subroutine parameter may only be assigned to subroutine
    * variables of a single SUBROUTINETYPE." */
   if (*bound >= 0 && (unsigned)*bound != type) {
      return arb_fail_at(p, t, "program.subroutine[%u] is already bound "
                         "to a variable of SUBROUTINETYPE '%s'", n,
                         prog->subroutine_types[*bound].name);
   }
   *bound = (int16_t)type;
   return true;
}

/* <progSubroutineParam> ::= "program" "." "subroutine" <arrayMemAbs>,
 * or with 'range' also "program" "." "subroutine" <arrayRange>: the
 * parameters [*a, *b], each below MAX_PROGRAM_SUBROUTINE_PARAMETERS_NV
 * ("The number of scalars is given by the implementation-dependent
 * value"). */
static bool
parse_param(struct arb_parser *p, bool range, struct arb_token *at,
            uint32_t *a, uint32_t *b)
{
   const uint32_t max = NVP_GP5_SUBROUTINE_PARAMS - 1;

   *at = *arb_peek(p);
   if (!arb_expect_word(p, "program") || !arb_expect_punct(p, '.') ||
       !arb_expect_word(p, "subroutine") || !arb_expect_punct(p, '[') ||
       !arb_expect_int(p, max, "a program subroutine parameter", a))
      return false;
   *b = *a;
   if (range && arb_is_punct(p, arb_peek(p), '.')) {
      arb_next(p);
      if (!arb_expect_punct(p, '.'))
         return false;
      const struct arb_token t = *arb_peek(p);
      if (!arb_expect_int(p, max, "a program subroutine parameter", b))
         return false;
      if (*b < *a) {
         return arb_fail_at(p, &t, "program.subroutine[%u..%u]: <a> is "
                            "greater than <b>", *a, *b);
      }
   }
   return arb_expect_punct(p, ']');
}

static bool
add_member(struct arb_parser *p, struct nvp_subroutine_var *v,
           unsigned *cap, const struct arb_token *at, uint32_t n)
{
   uint16_t *grown = nvp_grow(v->params, cap, v->size, sizeof(*grown), 4);

   if (!grown)
      return out_of_memory(p, at);
   v->params = grown;
   v->params[v->size++] = (uint16_t)n;
   return bind_param(p, at, n, v->type);
}

/* "<SUBROUTINE_statement> ::= "SUBROUTINE" <establishedName>
 * <establishName> "=" <progSubroutineParam> | "SUBROUTINE"
 * <establishedName> <establishName> <optArraySize> "=" "{"
 * <progSubroutineInitList> "}"" */
bool
arb_gp5_parse_subroutine(struct arb_parser *p)
{
   struct nvp_program *prog = p->prog;
   const struct arb_symbol *ts =
      expect_symbol(p, ARB_SYM_SUBROUTINE_TYPE, "SUBROUTINETYPE");

   if (!ts)
      return false;
   arb_next(p);
   const struct arb_token name = *arb_peek(p);
   struct nvp_subroutine_var *grown =
      nvp_grow(prog->subroutine_vars, &p->sub_vars_cap,
               prog->num_subroutine_vars, sizeof(*grown), 4);
   if (!grown)
      return out_of_memory(p, &name);
   prog->subroutine_vars = grown;
   struct arb_symbol sym = { .kind = ARB_SYM_SUBROUTINE,
                             .index = (int)prog->num_subroutine_vars };
   if (!arb_establish(p, &name, &sym))
      return false;
   struct nvp_subroutine_var *v = &grown[prog->num_subroutine_vars++];
   memset(v, 0, sizeof(*v));
   v->type = (unsigned)ts->index;
   arb_next(p);

   unsigned cap = 0;
   struct arb_token at;
   uint32_t a, b;
   if (!arb_accept_punct(p, '[')) {
      return arb_expect_punct(p, '=') &&
             parse_param(p, false, &at, &a, &b) &&
             add_member(p, v, &cap, &at, a);
   }
   uint32_t size;
   v->array = true;
   if (!arb_parse_array_size(p, NVP_GP5_SUBROUTINE_PARAMS, &size) ||
       !arb_expect_punct(p, '=') || !arb_expect_punct(p, '{'))
      return false;
   do {
      if (!parse_param(p, true, &at, &a, &b))
         return false;
      for (uint32_t n = a; n <= b; n++) {
         if (v->size >= NVP_GP5_SUBROUTINE_PARAMS) {
            return arb_fail_at(p, &at, "more than %u members",
                               NVP_GP5_SUBROUTINE_PARAMS);
         }
         if (!add_member(p, v, &cap, &at, n))
            return false;
      }
   } while (arb_accept_punct(p, ','));
   return arb_check_array_size(p, size, v->size) &&
          arb_expect_punct(p, '}');
}

/* After a label's name: "<instLabel> ::= <identifier> | <identifier>
 * "SUBROUTINENUM" "(" <int> ")"".  "All SUBROUTINENUMs must be greater
 * than or equal to zero, and less than the value of
 * MAX_PROGRAM_SUBROUTINE_NUM_NV"; the functions "must all be assigned a
 * unique unsigned integer SUBROUTINENUM". */
bool
arb_gp5_parse_label_num(struct arb_parser *p, int *num)
{
   *num = -1;
   if (!p->prog->gp5 || !arb_accept_word(p, "SUBROUTINENUM"))
      return true;
   uint32_t n;
   if (!arb_expect_punct(p, '('))
      return false;
   const struct arb_token t = *arb_peek(p);
   if (!arb_expect_int(p, NVP_GP5_SUBROUTINE_NUM - 1, "a SUBROUTINENUM",
                       &n))
      return false;
   for (unsigned k = 0; k < p->labels.num; k++) {
      const struct nvp_label *l = &p->labels.labels[k];
      if (l->subroutine_num == (int)n) {
         return arb_fail_at(p, &t, "SUBROUTINENUM(%u) is already the "
                            "number of '%s' (line %u)", n, l->name,
                            l->line);
      }
   }
   *num = (int)n;
   return arb_expect_punct(p, ')');
}

/* Whether the word after the name at the parser's place makes a label
 * with a number ("name SUBROUTINENUM ("). */
bool
arb_gp5_is_numbered_label(struct arb_parser *p)
{
   return p->prog->gp5 && arb_is_word(p, arb_peek(p), "SUBROUTINENUM");
}

/* CALI's "<subroutineVarName> <optArrayMem>" */
bool
arb_gp5_parse_cali_operand(struct arb_parser *p, struct nvp_instr *in)
{
   const struct arb_token name = *arb_peek(p);
   const struct arb_symbol *sym =
      expect_symbol(p, ARB_SYM_SUBROUTINE, "SUBROUTINE variable");

   if (!sym)
      return false;
   const struct nvp_subroutine_var *v =
      &p->prog->subroutine_vars[sym->index];
   in->target = sym->index;
   memset(&in->call_member, 0, sizeof(in->call_member));
   arb_next(p);
   if (!arb_is_punct(p, arb_peek(p), '[')) {
      if (v->array) {
         return arb_fail_at(p, &name, "'%.*s' is an array: name a "
                            "member", (int)name.length,
                            p->text + name.offset);
      }
      return true;
   }
   if (!v->array) {
      return arb_fail_at(p, arb_peek(p), "'%.*s' is not an array",
                         (int)name.length, p->text + name.offset);
   }
   arb_next(p);
   const struct arb_token *t = arb_peek(p);
   if (t->kind != ARB_TOK_INT) {
      /* <arrayMemRel>: the member chosen when the program runs */
      if (!arb_parse_array_rel(p, (int)v->size, &in->call_member))
         return false;
      return arb_expect_punct(p, ']');
   }
   if (t->value >= v->size) {
      return arb_fail_at(p, t, "subroutine array index %u out of range "
                         "(0 to %u)", t->value, v->size - 1);
   }
   in->call_member.index = (int)t->value;
   arb_next(p);
   return arb_expect_punct(p, ']');
}

/* The call graph over labels, for the recursion check: a label's body
 * runs from it to the next label (nvp_label_body_end()), its edges go to
 * the labels its CALs and CALIs may call; Tarjan's indices, low links,
 * stack and the component of each label. */
struct call_graph {
   const struct nvp_program *prog;
   unsigned *index, *low, *stack, *scc;
   bool *on_stack;
   unsigned next_index, depth, num_scc;
};

/* The labels the instruction 'in' may call, their count returned and
 * *list pointing at them: CAL's label (in *single), or each label of
 * CALI's type. */
static unsigned
callees(const struct nvp_program *prog, const struct nvp_instr *in,
        const unsigned **list, unsigned *single)
{
   if (in->op == NVP_OP_CAL && in->label >= 0) {
      *single = (unsigned)in->label;
      *list = single;
      return 1;
   }
   if (in->op == NVP_OP_CALI) {
      const struct nvp_subroutine_type *t =
         &prog->subroutine_types[prog->subroutine_vars[in->target].type];
      *list = t->labels;
      return t->num_labels;
   }
   return 0;
}

/* Tarjan's strongly connected components, iteratively: a frame per
 * label on the DFS path keeps the instruction and callee it is at. */
static bool
find_components(struct call_graph *g)
{
   const struct nvp_program *prog = g->prog;
   unsigned n = prog->num_labels;
   struct frame { unsigned label, instr, end, callee; } *frames =
      malloc(n * sizeof(*frames));

   if (!frames)
      return false;
   for (unsigned root = 0; root < n; root++) {
      if (g->index[root] != ~0u)
         continue;
      unsigned depth = 0;
      frames[depth++] = (struct frame) {
         root, prog->labels[root].instr,
         nvp_label_body_end(prog, prog->labels[root].instr), 0 };
      g->index[root] = g->low[root] = g->next_index++;
      g->stack[g->depth++] = root;
      g->on_stack[root] = true;
      while (depth) {
         struct frame *f = &frames[depth - 1];
         bool pushed = false;
         while (f->instr < f->end && !pushed) {
            const unsigned *list;
            unsigned single;
            unsigned count = callees(prog, &prog->instrs[f->instr], &list,
                                     &single);
            if (f->callee >= count) {
               f->instr++;
               f->callee = 0;
               continue;
            }
            unsigned w = list[f->callee++];
            if (g->index[w] == ~0u) {
               g->index[w] = g->low[w] = g->next_index++;
               g->stack[g->depth++] = w;
               g->on_stack[w] = true;
               frames[depth++] = (struct frame) {
                  w, prog->labels[w].instr,
                  nvp_label_body_end(prog, prog->labels[w].instr), 0 };
               pushed = true;
            } else if (g->on_stack[w] && g->index[w] < g->low[f->label]) {
               g->low[f->label] = g->index[w];
            }
         }
         if (pushed)
            continue;
         unsigned v = f->label;
         if (g->low[v] == g->index[v]) {
            unsigned w;
            do {
               w = g->stack[--g->depth];
               g->on_stack[w] = false;
               g->scc[w] = g->num_scc;
            } while (w != v);
            g->num_scc++;
         }
         depth--;
         if (depth && g->low[v] < g->low[frames[depth - 1].label])
            g->low[frames[depth - 1].label] = g->low[v];
      }
   }
   free(frames);
   return true;
}

/* "Programs that may potentially cause infinite recursion through
 * indirect calls will fail to compile": a CALI whose caller and a label
 * it may call are in one cycle of the call graph (CAL edges count for
 * the cycle; a cycle of CALs alone is NV_gpu_program4's, bounded by the
 * call stack). */
static bool
check_recursion(struct arb_parser *p)
{
   const struct nvp_program *prog = p->prog;
   unsigned n = prog->num_labels;
   struct call_graph g = { .prog = prog };
   bool ok = true;

   if (!n)
      return true;
   g.index = malloc(n * sizeof(*g.index));
   g.low = malloc(n * sizeof(*g.low));
   g.stack = malloc(n * sizeof(*g.stack));
   g.scc = malloc(n * sizeof(*g.scc));
   g.on_stack = calloc(n, sizeof(*g.on_stack));
   if (!g.index || !g.low || !g.stack || !g.scc || !g.on_stack) {
      ok = arb_fail_at_end(p, "out of memory");
      goto done;
   }
   memset(g.index, 0xff, n * sizeof(*g.index));
   if (!find_components(&g)) {
      ok = arb_fail_at_end(p, "out of memory");
      goto done;
   }
   for (unsigned k = 0; k < n && ok; k++) {
      unsigned start = prog->labels[k].instr;
      unsigned end = nvp_label_body_end(prog, start);
      for (unsigned i = start; i < end && ok; i++) {
         const struct nvp_instr *in = &prog->instrs[i];
         if (in->op != NVP_OP_CALI)
            continue;
         const struct nvp_subroutine_type *t =
            &prog->subroutine_types[prog->subroutine_vars[in->target].type];
         for (unsigned c = 0; c < t->num_labels; c++) {
            if (g.scc[t->labels[c]] != g.scc[k])
               continue;
            struct arb_token at = { .kind = ARB_TOK_WORD,
                                    .offset = in->offset,
                                    .line = in->line,
                                    .column = in->column };
            ok = arb_fail_at(p, &at, "CALI in '%s' may call '%s', from "
                             "which '%s' may be called again: a possible "
                             "recursion through an indirect call",
                             prog->labels[k].name,
                             prog->labels[t->labels[c]].name,
                             prog->labels[k].name);
            break;
         }
      }
   }
done:
   free(g.index);
   free(g.low);
   free(g.stack);
   free(g.scc);
   free(g.on_stack);
   return ok;
}

/* At END, before the branch labels go to the program: the labels of
 * each SUBROUTINETYPE, each defined and numbered. */
bool
arb_gp5_resolve_subroutine_labels(struct arb_parser *p)
{
   struct nvp_program *prog = p->prog;

   for (unsigned r = 0; r < p->num_sub_refs; r++) {
      const struct arb_sub_ref *ref = &p->sub_refs[r];
      const char *name = p->text + ref->name.offset;
      int k = nvp_labels_find(&p->labels, name, ref->name.length);
      if (k < 0) {
         return arb_fail_at(p, &ref->name, "label '%.*s' is not defined",
                            ref->name.length > 32 ? 32 :
                            (int)ref->name.length, name);
      }
      const struct nvp_label *l = &p->labels.labels[k];
      /* "Functions that will be used for indirect subroutine calls must
       * all be assigned a unique unsigned integer SUBROUTINENUM" */
      if (l->subroutine_num < 0) {
         return arb_fail_at(p, &ref->name, "label '%s' (line %u) has no "
                            "SUBROUTINENUM", l->name, l->line);
      }
      struct nvp_subroutine_type *t = &prog->subroutine_types[ref->type];
      bool listed = false;
      for (unsigned i = 0; i < t->num_labels && !listed; i++)
         listed = t->labels[i] == (unsigned)k;
      if (listed)
         continue;
      unsigned *grown = realloc(t->labels,
                                (t->num_labels + 1) * sizeof(*grown));
      if (!grown)
         return out_of_memory(p, &ref->name);
      t->labels = grown;
      t->labels[t->num_labels++] = (unsigned)k;
   }
   return true;
}

/* After END: the recursion rule. */
bool
arb_gp5_finish_subroutines(struct arb_parser *p)
{
   return check_recursion(p);
}
