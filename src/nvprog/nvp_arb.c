/*
 * The ARB-style grammar core's program level: the option sequence, the
 * statements (labels, declarations, instructions), the instruction line
 * (its opcode through the stage, the instruction limit, its operands),
 * branch labels resolved after END, and arb_parse(), which chooses the
 * language row and runs the rest.
 *
 * Every error is reported at the first byte that cannot continue a
 * valid program; rules that need the whole text (undefined labels) at
 * its length.
 */
#include <stdlib.h>
#include <string.h>

#include "nvp_arb.h"
#include "nvp_arb_gp4.h"

/* <branchLabel> ":" */
static bool
parse_label_def(struct arb_parser *p)
{
   struct arb_token t = arb_next(p);
   const char *name = p->text + t.offset;

   if (arb_is_reserved(p, &t)) {
      return arb_fail_at(p, &t, "'%.*s' is a reserved word", (int)t.length,
                         name);
   }
   int old = nvp_labels_find(&p->labels, name, t.length);
   if (old >= 0) {
      const struct nvp_label *l = &p->labels.labels[old];
      return arb_fail_at(p, &t, "label '%.*s' already defined at line "
                         "%u, column %u", t.length > 32 ? 32 : (int)t.length,
                         name, l->line, l->column);
   }
   if (p->stage->check_label && !p->stage->check_label(p, &t))
      return false;
   struct nvp_token nt = { .kind = NVP_TOK_WORD, .offset = t.offset,
                           .length = t.length, .line = t.line,
                           .column = t.column };
   /* NV_gpu_program5: "<instLabel> ::= <identifier> "SUBROUTINENUM" "("
    * <int> ")"" */
   int num;
   if (!arb_gp5_parse_label_num(p, &num))
      return false;
   int k = nvp_labels_add(&p->labels, name, t.length, p->prog->num_instrs,
                          &nt);
   if (k < 0)
      return arb_fail_at(p, &t, "out of memory");
   p->labels.labels[k].subroutine_num = num;
   /* "Vertex programs begin by executing the instruction following the
    * label "main"." */
   if (t.length == 4 && memcmp(name, "main", 4) == 0)
      p->prog->entry = p->prog->num_instrs;
   return arb_expect_punct(p, ':');
}

static bool
grow_instrs(struct arb_parser *p)
{
   struct nvp_program *prog = p->prog;

   if (prog->num_instrs < p->instrs_cap)
      return true;
   unsigned cap = p->instrs_cap ? p->instrs_cap * 2 : 64;
   struct nvp_instr *in = realloc(prog->instrs, cap * sizeof(*in));
   if (!in)
      return false;
   prog->instrs = in;
   void *refs = realloc(p->refs, cap * sizeof(*p->refs));
   if (!refs)
      return false;
   p->refs = refs;
   p->instrs_cap = cap;
   return true;
}

static bool
parse_instruction(struct arb_parser *p)
{
   struct nvp_program *prog = p->prog;
   const struct arb_token t = *arb_peek(p);
   struct nvp_instr in;

   memset(&in, 0, sizeof(in));
   in.target = -1;
   in.label = -1;
   in.op = t.kind == ARB_TOK_WORD ? p->stage->lookup_opcode(p, &t, &in)
                                  : NVP_OP_COUNT;
   if (in.op == NVP_OP_COUNT) {
      return arb_fail_expected(p, "an instruction, a declaration, a label "
                               "or 'END'");
   }
   /* "A vertex program will fail to load if ... the number of
    * instructions exceeds MAX_PROGRAM_INSTRUCTIONS_ARB"; with a fog
    * option "if the number of instructions or ALU instructions it
    * contains exceeds the implementation-dependent limit minus 3"
    * (ARB_fog_exp), "minus 4" (exp2), "minus 2" (linear). */
   static const unsigned fog_instrs[] = { 0, 3, 4, 2 };
   unsigned max_instrs = p->limits->max_instructions;
   if (prog->fog_option < 4)
      max_instrs -= fog_instrs[prog->fog_option];
   if (prog->num_instrs >= max_instrs)
      return arb_fail_at(p, &t, "more than %u instructions", max_instrs);
   if (!grow_instrs(p))
      return arb_fail_at(p, &t, "out of memory");
   in.offset = (uint32_t)t.offset;
   in.line = t.line;
   in.column = t.column;
   if (p->stage->begin_instr && !p->stage->begin_instr(p, &in, &t))
      return false;
   arb_next(p);
   if (p->stage->parse_modifiers && !p->stage->parse_modifiers(p, &in, &t))
      return false;
   if (!arb_parse_operands(p, &in))
      return false;
   prog->instrs[prog->num_instrs++] = in;
   return true;
}

/* <option> ::= "OPTION" <optionName> ";" */
static bool
parse_options(struct arb_parser *p)
{
   while (arb_accept_word(p, "OPTION")) {
      const struct arb_token t = *arb_peek(p);
      if (!p->stage->parse_option(p, &t))
         return false;
      arb_next(p);
      if (!arb_expect_punct(p, ';'))
         return false;
   }
   return true;
}

static bool
parse_program(struct arb_parser *p)
{
   if (!parse_options(p))
      return false;
   if (p->stage->begin && !p->stage->begin(p))
      return false;

   for (;;) {
      const struct arb_token *t = arb_peek(p);

      if (arb_is_word(p, t, "END")) {
         if (p->stage->check_end && !p->stage->check_end(p, t))
            return false;
         arb_next(p);
         return true;
      }
      if (t->kind == ARB_TOK_WORD) {
         /* A word and ":" is a label. */
         struct arb_mark save = arb_mark(p);
         arb_next(p);
         bool colon = arb_is_punct(p, arb_peek(p), ':') ||
                      arb_gp5_is_numbered_label(p);
         arb_reset(p, &save);
         /* <statement> ::= <branchLabel> ":" (NV_vertex_program2_option,
          * NV_fragment_program2) */
         if (colon && arb_has(p, ARB_LABELS)) {
            if (!parse_label_def(p))
               return false;
            continue;
         }
         if (arb_is_declaration(p, t)) {
            if (!arb_parse_declaration(p) || !arb_expect_punct(p, ';'))
               return false;
            continue;
         }
      }
      if (t->kind == ARB_TOK_EOF)
         return arb_fail_expected(p, "'END'");
      if (!parse_instruction(p))
         return false;
   }
}

/* "A vertex program will fail to load if an instruction refers to a
 * label that is not defined": known at the end, reported at len. */
static bool
resolve_labels(struct arb_parser *p)
{
   struct nvp_program *prog = p->prog;

   for (unsigned i = 0; i < prog->num_instrs; i++) {
      struct nvp_instr *in = &prog->instrs[i];
      if (nvp_opcode_info(in->op)->sig != NVP_SIG_BRANCH)
         continue;
      int k = nvp_labels_find(&p->labels, p->text + p->refs[i].offset,
                              p->refs[i].length);
      if (k < 0) {
         return arb_fail_at_end(p, "label '%.*s' (line %u, column %u) is "
                                "not defined", p->refs[i].length > 32 ? 32 :
                                (int)p->refs[i].length,
                                p->text + p->refs[i].offset,
                                p->refs[i].line, p->refs[i].column);
      }
      in->label = k;
      in->target = (int)p->labels.labels[k].instr;
   }
   if (p->num_sub_refs && !arb_gp5_resolve_subroutine_labels(p))
      return false;
   nvp_labels_give(&p->labels, prog);
   return true;
}

/* Does the option sequence at text[start..len) name one of the row's
 * options? */
static bool
names_row_option(const struct arb_language *row, const char *text,
                 size_t len, size_t start)
{
   unsigned n = 0;

   while (row->options[n])
      n++;
   return arb_scan_options(text, len, start, row->options, n) != 0;
}

/* The row of 'header' that text[start..len) asks for, or NULL. */
static const struct arb_language *
choose_row(const struct arb_language *rows, unsigned n, const char *header,
           const char *text, size_t len, size_t start,
           const struct nvp_arb_limits *limits)
{
   for (unsigned i = 0; i < n; i++) {
      const struct arb_language *row = &rows[i];

      if (strcmp(row->header, header) != 0 ||
          (row->options && !names_row_option(row, text, len, start)))
         continue;
      if (!row->supported || row->supported(limits))
         return row;
   }
   return NULL;
}

bool
arb_names_option(const struct arb_language *rows, unsigned n,
                 const char *header, const char *text, size_t len)
{
   size_t start, line_start;
   uint32_t line;

   if (!arb_find_header(text, len, header, &start, &line, &line_start))
      return false;
   for (unsigned i = 0; i < n; i++) {
      if (strcmp(rows[i].header, header) == 0 && rows[i].options &&
          names_row_option(&rows[i], text, len, start))
         return true;
   }
   return false;
}

/* The program after the header, the stage's finish() run after END and
 * the labels; NULL with err filled on any error. */
static struct nvp_program *
run_parser(struct arb_parser *p, struct nvp_error *err)
{
   struct nvp_error local;

   memset(&local, 0, sizeof(local));
   p->err = &local;
   p->prog = calloc(1, sizeof(*p->prog));
   if (!p->prog) {
      nvp_error_set(err, 0, 1, 1, "out of memory");
      return NULL;
   }
   p->prog->kind = p->kind;
   p->prog->gp5 = (p->lang->grammar & ARB_GP5) != 0;
   p->prog->pabo2 = p->prog->gp5;

   bool ok = parse_program(p) && resolve_labels(p) && p->stage->finish(p);
   nvp_labels_fini(&p->labels);
   nvp_labels_fini(&p->names);
   free(p->syms);
   free(p->elems);
   free(p->refs);
   free(p->rel_arrays);
   free(p->sub_refs);
   if (!ok) {
      if (err)
         *err = local;
      nvp_program_free(p->prog);
      return NULL;
   }
   return p->prog;
}

struct nvp_program *
arb_parse(const struct arb_language *rows, unsigned n, const char *header,
          const char *text, size_t len, const struct nvp_arb_limits *limits,
          struct nvp_error *err)
{
   struct arb_parser p;
   size_t start = 0, line_start = 0;
   uint32_t line = 1;

   if (!text)
      len = 0;
   if (!arb_find_header(text, len, header, &start, &line, &line_start)) {
      nvp_error_set(err, 0, 1, 1, "expected '%s' at the start of the "
                    "program", header);
      return NULL;
   }
   const struct arb_language *row =
      choose_row(rows, n, header, text, len, start, limits);
   if (!row) {
      /* Only a header without a row for plain programs gets here; its
       * rows share a stage, whose message says why. */
      unsigned i = 0;
      while (strcmp(rows[i].header, header) != 0)
         i++;
      uint32_t l, c;
      nvp_line_column(text, len, start, &l, &c);
      nvp_error_set(err, start, l, c, "%s", rows[i].stage->unclaimed);
      return NULL;
   }
   arb_init_scan(&p, text, len, start, line, line_start);
   p.limits = limits;
   p.lang = row;
   p.stage = row->stage;
   p.kind = row->kind;
   return run_parser(&p, err);
}
