/*
 * NV_parameter_buffer_object in NV_gpu_program4 (section 2.X.3.6,
 * "Program Parameter Buffers"): the "BUFFER" and "BUFFER4"
 * declarations bound to "program.buffer[a]", and the reads of their
 * members.
 *
 * A BUFFER variable is an array of single words ("When a
 * single-component binding is evaluated, the selected word is broadcast
 * to all four components"), a BUFFER4 one of four-word vectors.  Its
 * operand is file NVP_FILE_BUFFER: the binding point and the element of
 * the buffer bound there; the emitter reads it from a constant buffer.
 *
 * NV_parameter_buffer_object2 adds "CBUFFER" (with its program option):
 * an array of bytes, read only by LDC, whose storage modifier says what a
 * fetch at a byte offset gives.
 *
 * The grammar writes the single form with two "=" (<BUFFER_statement>
 * ::= <bufferDeclType> <establishName> "=" <bufferSingleInit>, and
 * <bufferSingleInit> ::= "=" <bufferUseDB>) where PARAM has one; one
 * "=" is read, as for PARAM and as cgc writes it.
 */
#include <string.h>

#include "nvp_arb_gp4.h"

static unsigned
max_bindings(const struct arb_parser *p)
{
   unsigned n = p->limits->max_buffer_bindings;

   return n && n < NVP_GP4_MAX_BUFFER_BINDINGS ? n
                                               : NVP_GP4_MAX_BUFFER_BINDINGS;
}

/* What a variable's elements are. */
enum buffer_kind { KIND_WORD, KIND_VEC4, KIND_BYTE };

/* The elements of one binding point that a variable can name: words,
 * vectors of four for BUFFER4, bytes for CBUFFER ("There is a limit on
 * the maximum number of words of a buffer object that can be accessed
 * using any single parameter buffer binding point"). */
static unsigned
max_elements(const struct arb_parser *p, enum buffer_kind kind)
{
   unsigned n = p->limits->max_buffer_words;

   if (!n || n > NVP_GP4_MAX_BUFFER_WORDS)
      n = NVP_GP4_MAX_BUFFER_WORDS;
   return kind == KIND_VEC4 ? n / 4 : kind == KIND_BYTE ? n * 4 : n;
}

bool
arb_gp4_is_buffer_decl(const struct arb_parser *p, const struct arb_token *t)
{
   return arb_is_word(p, t, "BUFFER") || arb_is_word(p, t, "BUFFER4") ||
          arb_is_word(p, t, "CBUFFER");
}

bool
arb_gp4_parse_option(struct arb_parser *p, const struct arb_token *t)
{
   /* NV_gpu_program5's 64-bit floating point is "supported if and only
    * if "NV_gpu_program_fp64" is found in the extension string": an
    * extension, no program option.  cgc's programs name it all the same
    * ("OPTION NV_gpu_program_fp64;"), and NVIDIA's driver takes it, and
    * F64 without it: a version 5 program may name it, to no effect. */
   if (p->prog->gp5 && arb_is_word(p, t, "NV_gpu_program_fp64"))
      return true;
   /* Two options no specification of the project defines, which yuzu's
    * GLASM back end writes at the top of every program, and NVIDIA's
    * driver takes (bench/ref/nvidia-h200/probe-asm.txt,
    * internal-option and bindless-texture-option), its own GLSL
    * compiler writes them too (probe-glsl.txt): NV_internal, to no
    * effect seen here; NV_bindless_texture, whose "handle(...)" texture
    * operands nvprog refuses where they appear (parse_tex_target()). */
   if (p->prog->gp5 && (arb_is_word(p, t, "NV_internal") ||
                        arb_is_word(p, t, "NV_bindless_texture")))
      return true;
   if (arb_gp5_parse_memory_option(p, t) ||
       arb_gp5_parse_storage_option(p, t))
      return true;
   if (!arb_is_word(p, t, "NV_parameter_buffer_object2"))
      return false;
   p->prog->pabo2 = true;
   return true;
}

/* <bufferBinding> ::= "program" "." "buffer" <arrayMemAbs>, then with
 * 'multi' an optional <arrayMemAbs> or <arrayRange>, else a required
 * <arrayMemAbs>: the binding point *a and the elements [*lo, *hi]
 * (*whole: none given, "the entire buffer"). */
static bool
parse_binding(struct arb_parser *p, bool multi, enum buffer_kind kind,
              uint32_t *a, uint32_t *lo, uint32_t *hi, bool *whole)
{
   const unsigned elems = max_elements(p, kind);

   if (!arb_is_word(p, arb_peek(p), "program"))
      return arb_fail_expected(p, "a program.buffer binding");
   arb_next(p);
   if (!arb_expect_punct(p, '.') || !arb_expect_word(p, "buffer") ||
       !arb_expect_punct(p, '['))
      return false;
   /* "The binding point <a> must be a nonnegative integer constant";
    * "<index> must be less than the value of
    * MAX_PROGRAM_PARAMETER_BUFFER_BINDINGS_NV". */
   const struct arb_token *t = arb_peek(p);
   if (t->kind == ARB_TOK_INT && t->value >= max_bindings(p)) {
      return arb_fail_at(p, t, "parameter buffer binding point %u out of "
                         "range (0 to %u)", t->value, max_bindings(p) - 1);
   }
   if (!arb_expect_int(p, UINT32_MAX, "a buffer binding point", a) ||
       !arb_expect_punct(p, ']'))
      return false;
   *whole = !arb_is_punct(p, arb_peek(p), '[');
   if (*whole) {
      if (!multi)
         return arb_fail_expected(p, "'[' and an element number");
      return true;
   }
   arb_next(p);
   return arb_gp4_parse_element_range(p, elems, NULL, multi,
                                      "parameter buffer", lo, hi);
}

/* After a binding's '[': <arrayMemAbs> "<int> ]" or, with 'multi',
 * <arrayRange> "<int> .. <int> ]"; every element below 'limit' and a
 * range ascending ('what' names the elements in the messages, and
 * 'limit_name', if any, the limit). */
bool
arb_gp4_parse_element_range(struct arb_parser *p, unsigned limit,
                            const char *limit_name, bool multi,
                            const char *what, uint32_t *lo, uint32_t *hi)
{
   const struct arb_token *t = arb_peek(p);

   if (t->kind == ARB_TOK_INT && t->value >= limit && limit_name) {
      return arb_fail_at(p, t, "%s element %u out of range (%s is %u)",
                         what, t->value, limit_name, limit);
   }
   if (t->kind == ARB_TOK_INT && t->value >= limit) {
      return arb_fail_at(p, t, "%s element %u out of range (0 to %u)",
                         what, t->value, limit ? limit - 1 : 0);
   }
   if (!arb_expect_int(p, UINT32_MAX, "an element number", lo))
      return false;
   *hi = *lo;
   if (multi && arb_is_punct(p, arb_peek(p), '.')) {
      arb_next(p);
      if (!arb_expect_punct(p, '.'))
         return false;
      t = arb_peek(p);
      if (t->kind == ARB_TOK_INT && (t->value >= limit || t->value < *lo)) {
         return arb_fail_at(p, t, "%s range %u..%u invalid (0 to %u, "
                            "ascending)", what, *lo, t->value,
                            limit ? limit - 1 : 0);
      }
      if (!arb_expect_int(p, UINT32_MAX, "an element number", hi))
         return false;
   }
   return arb_expect_punct(p, ']');
}

/* "A program will fail to load if a variable declared as "BUFFER" and
 * another variable declared as "BUFFER4" use the same buffer binding
 * point.  There is no limitation on the use of "CBUFFER" variables in
 * conjunction with "BUFFER" or "BUFFER4" variables using the same buffer
 * binding point." */
static bool
claim_binding(struct arb_parser *p, const struct arb_token *at, uint32_t a,
              enum buffer_kind kind)
{
   struct nvp_program *prog = p->prog;
   uint32_t bit = 1u << a;

   if ((kind == KIND_WORD && (prog->buffers4 & bit)) ||
       (kind == KIND_VEC4 && (prog->buffers1 & bit))) {
      return arb_fail_at(p, at, "program.buffer[%u] is used by both a "
                         "BUFFER and a BUFFER4 variable", a);
   }
   prog->buffers_bound |= bit;
   if (kind == KIND_VEC4)
      prog->buffers4 |= bit;
   else if (kind == KIND_WORD)
      prog->buffers1 |= bit;
   return true;
}

bool
arb_gp4_parse_buffer(struct arb_parser *p, const struct arb_token *kw)
{
   const enum buffer_kind kind = arb_is_word(p, kw, "BUFFER4") ? KIND_VEC4 :
                                 arb_is_word(p, kw, "CBUFFER") ? KIND_BYTE :
                                 KIND_WORD;
   const bool buffer4 = kind == KIND_VEC4;
   const struct arb_token name = *arb_peek(p);
   struct arb_symbol sym = { .kind = ARB_SYM_BUFFER };
   uint32_t a, lo = 0, hi = 0;
   bool whole;

   /* NV_parameter_buffer_object2: "If a program specifies the
    * NV_parameter_buffer_object2 program option, the following rules are
    * added", <bufferDeclType> ::= "CBUFFER" among them */
   if (kind == KIND_BYTE && !p->prog->pabo2)
      return arb_fail_at(p, kw, "CBUFFER needs OPTION "
                         "NV_parameter_buffer_object2");
   if (name.kind != ARB_TOK_WORD)
      return arb_fail_expected(p, "a name");
   if (arb_is_reserved(p, &name) || arb_lookup(p, &name))
      return arb_establish(p, &name, &sym);
   arb_next(p);
   sym.attrib.file = NVP_FILE_BUFFER;
   sym.attrib.buffer4 = buffer4;
   sym.attrib.cbuffer = kind == KIND_BYTE;
   for (unsigned c = 0; c < 4; c++)
      sym.attrib.swizzle[c] = (uint8_t)c;

   if (!arb_accept_punct(p, '[')) {
      /* <bufferSingleInit>: one element */
      if (!arb_expect_punct(p, '='))
         return false;
      const struct arb_token at = *arb_peek(p);
      if (!parse_binding(p, false, buffer4, &a, &lo, &hi, &whole) ||
          !claim_binding(p, &at, a, buffer4))
         return false;
      sym.attrib.buffer = (uint8_t)a;
      sym.index = (int)lo;
      return arb_establish(p, &name, &sym);
   }

   /* <optArraySize> "=" "{" <bufferMultInitList> "}" */
   uint32_t size;
   if (!arb_parse_array_size(p, max_elements(p, kind), &size) ||
       !arb_expect_punct(p, '=') || !arb_expect_punct(p, '{'))
      return false;
   uint32_t total = 0, first_a = 0, next = 0;
   do {
      const struct arb_token at = *arb_peek(p);
      if (!parse_binding(p, true, kind, &a, &lo, &hi, &whole))
         return false;
      if (whole) {
         /* "elements 0 through <n>-1, where <n> is either the size of
          * the array (if declared) or the implementation-dependent
          * maximum parameter buffer object size limit" */
         lo = 0;
         hi = (size ? size : max_elements(p, kind)) - 1;
      }
      /* "all bindings assigned to the array must use the same binding
       * point and must increase consecutively" */
      if (total && (a != first_a || lo != next)) {
         return arb_fail_at(p, &at, a != first_a ?
                            "the bindings of a buffer array use one "
                            "binding point" :
                            "the bindings of a buffer array must be "
                            "consecutive elements");
      }
      if (!claim_binding(p, &at, a, kind))
         return false;
      if (!total) {
         first_a = a;
         sym.index = (int)lo;
      }
      total += hi - lo + 1;
      next = hi + 1;
   } while (arb_accept_punct(p, ','));
   if (!arb_check_array_size(p, size, total) || !arb_expect_punct(p, '}'))
      return false;
   sym.attrib.buffer = (uint8_t)first_a;
   sym.size = (int)total;
   return arb_establish(p, &name, &sym);
}

bool
arb_gp4_parse_buffer_use(struct arb_parser *p, const struct arb_token *name,
                         const struct arb_symbol *sym, struct nvp_src *src)
{
   const struct nvp_src signs = *src;

   /* "Parameter buffer variables declared using "CBUFFER" may not be
    * used as an operand in any instruction other than LDC, while
    * "BUFFER" and "BUFFER4" variables may not be used with LDC." */
   if (sym->attrib.cbuffer != (p->gp4_op == NVP_OP_LDC)) {
      return arb_fail_at(p, name, sym->attrib.cbuffer ?
                         "a CBUFFER variable is read by LDC only" :
                         "LDC reads a CBUFFER variable, not a BUFFER or "
                         "BUFFER4");
   }
   *src = sym->attrib;
   src->negate = signs.negate;
   src->absolute = signs.absolute;
   src->negate_abs = signs.negate_abs;
   src->index = sym->index;
   if (!sym->size) {
      /* <optArrayMem> is empty for a variable that is no array */
      if (arb_is_punct(p, arb_peek(p), '['))
         return arb_fail_at(p, arb_peek(p), "'%.*s' is no array",
                            name->length > 32 ? 32 : (int)name->length,
                            p->text + name->offset);
      return true;
   }
   /* 2.X.4.2: "If the operand variable is an array, a single element of
    * the array is loaded according to the <arrayMem> grammar rule". */
   if (!arb_expect_punct(p, '['))
      return false;
   const struct arb_token *t = arb_peek(p);
   if (t->kind == ARB_TOK_INT)
      return arb_parse_member_abs(p, sym, src);
   if (!arb_parse_array_rel(p, sym->size, src))
      return false;
   src->array_base = sym->index;
   src->array_size = sym->size;
   src->index += sym->index;
   return arb_expect_punct(p, ']');
}
