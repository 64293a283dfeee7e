/*
 * The compute stage of NV_compute_program5's "!!NVcp5.0" row: its
 * declarations (GROUP_SIZE, SHARED_MEMORY, section 2.X.7.Y), the
 * "invocation.*" attribute bindings of Table X.1, no results, the
 * "SHARED" variables over "program.sharedmem" (section 2.X.3.Y) and the
 * rules of LDS, STS, ATOMS and MEMBAR's "CTA".  Instructions, blocks and
 * arrays are the vertex gp4 stage's.
 */
#include <string.h>

#include "nvp_arb_fragment.h"
#include "nvp_arb_gp4.h"
#include "nvp_arb_vertex.h"

/* <declaration> ::= "GROUP_SIZE" ... | "SHARED_MEMORY" <int>, in a bit
 * order. */
static const char *const decls[] = { "GROUP_SIZE", "SHARED_MEMORY" };

static int
find_decl(const struct arb_parser *p, const struct arb_token *t)
{
   for (unsigned k = 0; k < 2; k++) {
      if (arb_is_word(p, t, decls[k]))
         return (int)k;
   }
   return -1;
}

static bool
cp_is_reserved(const struct arb_parser *p, const struct arb_token *t)
{
   return arb_vp4_is_reserved(p, t) || arb_is_word(p, t, "invocation") ||
          arb_is_word(p, t, "SHARED") || find_decl(p, t) >= 0;
}

/* Only NV_gpu_program4's options (NV_parameter_buffer_object2 and
 * NV_gpu_program_fp64) apply to compute programs. */
static bool
cp_parse_option(struct arb_parser *p, const struct arb_token *t)
{
   if (arb_gp4_parse_option(p, t))
      return true;
   return arb_fail_at(p, t, "unsupported program option (compute "
                      "programs have NV_parameter_buffer_object2 and "
                      "NV_gpu_program_fp64)");
}

static unsigned
limit_or(unsigned v, unsigned dflt)
{
   return v ? v : dflt;
}

/* "GROUP_SIZE" <int> [<int> [<int>]]: "Each argument must be less than
 * or equal to the value of the implementation-dependent limit
 * MAX_COMPUTE_LOCAL_WORK_SIZE for its corresponding dimension (X, Y, or
 * Z)." */
static bool
parse_group_size(struct arb_parser *p)
{
   static const unsigned dflt[3] = {
      NVP_CP_MAX_GROUP_SIZE_X, NVP_CP_MAX_GROUP_SIZE_Y,
      NVP_CP_MAX_GROUP_SIZE_Z,
   };
   static const char *const dims[3] = { "X", "Y", "Z" };
   unsigned *size = p->prog->compute.group_size;
   const struct arb_token first = *arb_peek(p);
   uint64_t total = 1;

   size[0] = size[1] = size[2] = 1;
   for (unsigned d = 0; d < 3; d++) {
      const struct arb_token v = *arb_peek(p);
      unsigned max = limit_or(p->limits->max_compute_group_size[d],
                              dflt[d]);
      if (d > 0 && v.kind != ARB_TOK_INT)
         break;
      if (v.kind == ARB_TOK_INT && v.value == 0)
         return arb_fail_at(p, &v, "a GROUP_SIZE dimension must be "
                            "positive");
      if (v.kind == ARB_TOK_INT && v.value > max) {
         return arb_fail_at(p, &v, "GROUP_SIZE %s dimension %u exceeds "
                            "MAX_COMPUTE_WORK_GROUP_SIZE (%u)", dims[d],
                            v.value, max);
      }
      uint32_t n;
      if (!arb_expect_int(p, UINT32_MAX, "a work group size", &n))
         return false;
      size[d] = n;
      total *= n;
   }
   /* ARB_compute_shader, on which the extension builds: the product
    * may not exceed MAX_COMPUTE_WORK_GROUP_INVOCATIONS (the spec has no
    * sentence for it; a group that large could not be dispatched) */
   unsigned max = limit_or(p->limits->max_compute_invocations,
                           NVP_CP_MAX_INVOCATIONS);
   if (total > max) {
      return arb_fail_at(p, &first, "GROUP_SIZE %u x %u x %u is more "
                         "than MAX_COMPUTE_WORK_GROUP_INVOCATIONS (%u)",
                         size[0], size[1], size[2], max);
   }
   return true;
}

/* "SHARED_MEMORY" <int>: "a program will fail to load ... if the
 * declared shared memory size is greater than the
 * implementation-dependent limit MAX_COMPUTE_SHARED_VARIABLE_SIZE". */
static bool
parse_shared_memory(struct arb_parser *p)
{
   const struct arb_token v = *arb_peek(p);
   unsigned max = limit_or(p->limits->max_compute_shared_memory,
                           NVP_CP_MAX_SHARED_MEMORY);

   if (v.kind == ARB_TOK_INT && v.value > max) {
      return arb_fail_at(p, &v, "SHARED_MEMORY %u exceeds "
                         "MAX_COMPUTE_SHARED_MEMORY_SIZE (%u)", v.value,
                         max);
   }
   if (!arb_expect_int(p, UINT32_MAX, "a shared memory size",
                       &p->prog->compute.shared_memory))
      return false;
   p->prog->compute.has_shared = true;
   return true;
}

/* <program> ::= <optionSequence> <declSequence> <statementSequence>
 * "END": "A program will fail to load unless it contains exactly one
 * GROUP_SIZE declaration"; "a program will fail to load if it includes
 * multiple SHARED_MEMORY declarations". */
static bool
cp_begin(struct arb_parser *p)
{
   unsigned seen = 0;
   int k;

   while ((k = find_decl(p, arb_peek(p))) >= 0) {
      const struct arb_token t = arb_next(p);
      if (seen & (1u << k)) {
         return arb_fail_at(p, &t, "more than one %s declaration",
                            decls[k]);
      }
      seen |= 1u << k;
      if (!(k == 0 ? parse_group_size(p) : parse_shared_memory(p)) ||
          !arb_expect_punct(p, ';'))
         return false;
   }
   if (!(seen & 1)) {
      return arb_fail_at(p, arb_peek(p), "missing GROUP_SIZE declaration "
                         "(a compute program needs exactly one, before "
                         "its statements)");
   }
   return true;
}

static bool
cp_is_declaration(const struct arb_parser *p, const struct arb_token *t)
{
   return find_decl(p, t) >= 0 || arb_is_word(p, t, "SHARED");
}

/* The bytes of shared memory a binding may name: SHARED_MEMORY's, or
 * the limit where no SHARED_MEMORY was given (an instruction using the
 * variable then fails to load). */
static unsigned
shared_bytes(const struct arb_parser *p)
{
   return p->prog->compute.has_shared ?
          p->prog->compute.shared_memory :
          limit_or(p->limits->max_compute_shared_memory,
                   NVP_CP_MAX_SHARED_MEMORY);
}

/* <sharedBaseBinding> ::= "program" "." "sharedmem", then with 'multi'
 * an optional <arrayMemAbs> or <arrayRange>, else a required
 * <arrayMemAbs>: bytes [*lo, *hi] (*whole: none given). */
static bool
parse_sharedmem(struct arb_parser *p, bool multi, uint32_t *lo,
                uint32_t *hi, bool *whole)
{
   const unsigned n = shared_bytes(p);

   if (!arb_is_word(p, arb_peek(p), "program"))
      return arb_fail_expected(p, "a program.sharedmem binding");
   arb_next(p);
   if (!arb_expect_punct(p, '.') || !arb_expect_word(p, "sharedmem"))
      return false;
   *whole = !arb_is_punct(p, arb_peek(p), '[');
   if (*whole) {
      if (!multi)
         return arb_fail_expected(p, "'[' and an element number");
      return true;
   }
   arb_next(p);
   /* a byte beyond the declared size: every access through it would be
    * "an offset that would access memory beyond the declared shared
    * memory size" */
   return arb_gp4_parse_element_range(p, n, "SHARED_MEMORY", multi,
                                      "shared memory", lo, hi);
}

/* <SHARED_statement> ::= "SHARED" <establishName> <sharedSingleInit> |
 * "SHARED" <establishName> <optArraySize> <sharedMultipleInit>.  "all
 * bindings assigned to the array must use the same binding point(s) and
 * must increase consecutively" (written for shader storage buffers in
 * the shared memory section). */
static bool
parse_shared(struct arb_parser *p)
{
   const struct arb_token name = *arb_peek(p);
   struct arb_symbol sym = { .kind = ARB_SYM_SHARED };
   uint32_t lo = 0, hi = 0;
   bool whole;

   if (name.kind != ARB_TOK_WORD)
      return arb_fail_expected(p, "a name");
   if (arb_is_reserved(p, &name) || arb_lookup(p, &name))
      return arb_establish(p, &name, &sym);
   arb_next(p);
   sym.attrib.file = NVP_FILE_SHARED;
   for (unsigned c = 0; c < 4; c++)
      sym.attrib.swizzle[c] = (uint8_t)c;
   if (!arb_accept_punct(p, '[')) {
      /* <sharedSingleInit> ::= "=" <sharedUseDS> */
      if (!arb_expect_punct(p, '=') ||
          !parse_sharedmem(p, false, &lo, &hi, &whole))
         return false;
      sym.index = (int)lo;
      return arb_establish(p, &name, &sym);
   }
   uint32_t size;
   if (!arb_parse_array_size(p, shared_bytes(p) ? shared_bytes(p) : 1,
                             &size) ||
       !arb_expect_punct(p, '=') || !arb_expect_punct(p, '{'))
      return false;
   uint32_t total = 0, next = 0;
   do {
      const struct arb_token at = *arb_peek(p);
      if (!parse_sharedmem(p, true, &lo, &hi, &whole))
         return false;
      if (whole) {
         /* '"program.sharedmem" is equivalent to specifying elements
          * zero through <N>-1 of compute shared memory in order, where
          * <N> is the total shared memory size declared by the
          * "SHARED_MEMORY" statement' */
         if (!shared_bytes(p))
            return arb_fail_at(p, &at, "program.sharedmem has no "
                               "elements (SHARED_MEMORY 0)");
         lo = 0;
         hi = shared_bytes(p) - 1;
      }
      if (total && lo != next) {
         return arb_fail_at(p, &at, "the bindings of a shared memory "
                            "array must be consecutive elements");
      }
      if (!total)
         sym.index = (int)lo;
      total += hi - lo + 1;
      next = hi + 1;
   } while (arb_accept_punct(p, ','));
   if (!arb_check_array_size(p, size, total) || !arb_expect_punct(p, '}'))
      return false;
   sym.size = (int)total;
   return arb_establish(p, &name, &sym);
}

static bool
cp_parse_declaration(struct arb_parser *p)
{
   const struct arb_token t = arb_next(p);

   if (arb_is_word(p, &t, "SHARED"))
      return parse_shared(p);
   return arb_fail_at(p, &t, "%s must come before the program's "
                      "statements (and only once)",
                      decls[find_decl(p, &t)]);
}

/* Table X.1: "invocation" "." ("localid" | "globalid" | "groupid" |
 * "groupcount" | "groupsize" | "localindex"). */
static bool
cp_parse_attrib(struct arb_parser *p, struct nvp_src *src)
{
   static const char *const names[] = {
      "localid", "globalid", "groupid", "groupcount", "groupsize",
      "localindex",
   };

   if (!arb_expect_word(p, "invocation") || !arb_expect_punct(p, '.'))
      return false;
   int k = ARB_ONE_OF(p, names);
   if (k < 0) {
      return arb_fail_expected(p, "an invocation binding (localid, "
                               "globalid, groupid, groupcount, groupsize "
                               "or localindex)");
   }
   memset(src, 0, sizeof(*src));
   src->file = NVP_FILE_SYSVAL;
   src->index = NVP_SYSVAL_LOCAL_ID + k;
   for (unsigned c = 0; c < 4; c++)
      src->swizzle[c] = (uint8_t)c;
   return true;
}

/* "Compute programs have no result variables; all shader results must
 * be written to memory." */
static bool
cp_parse_result(struct arb_parser *p, struct nvp_dst *dst)
{
   (void)dst;
   return arb_fail_at(p, arb_peek(p), "compute programs have no result "
                      "variables (results are written to memory)");
}

static const char *const atomic_names[NVP_ATOM_COUNT] = {
   [NVP_ATOM_ADD] = "ADD", [NVP_ATOM_MIN] = "MIN",
   [NVP_ATOM_MAX] = "MAX", [NVP_ATOM_IWRAP] = "IWRAP",
   [NVP_ATOM_DWRAP] = "DWRAP", [NVP_ATOM_AND] = "AND",
   [NVP_ATOM_OR] = "OR", [NVP_ATOM_XOR] = "XOR",
   [NVP_ATOM_EXCH] = "EXCH", [NVP_ATOM_CSWAP] = "CSWAP",
};

bool
arb_gp5_check_shared_modifiers(struct arb_parser *p, struct nvp_instr *in,
                               const struct arb_token *t,
                               const struct arb_token *storage_at,
                               const struct arb_token *cta_at)
{
   /* ATOMS: "ADD U32, S32, U64, F32", "MIN U32, S32", ... "IWRAP U32",
    * "CSWAP U32, S32, U64" (bit: enum nvp_storage; U64 is refused below
    * until shared memory has 64-bit accesses; F32 with OPTION
    * NV_shader_atomic_float, arb_gp5_check_float_atomic()) */
#define ST(n) (UINT64_C(1) << NVP_STORAGE_##n)
   static const uint64_t allowed[NVP_ATOM_COUNT] = {
      [NVP_ATOM_ADD] = ST(U32) | ST(S32),
      [NVP_ATOM_MIN] = ST(U32) | ST(S32),
      [NVP_ATOM_MAX] = ST(U32) | ST(S32),
      [NVP_ATOM_IWRAP] = ST(U32), [NVP_ATOM_DWRAP] = ST(U32),
      [NVP_ATOM_AND] = ST(U32) | ST(S32),
      [NVP_ATOM_OR] = ST(U32) | ST(S32),
      [NVP_ATOM_XOR] = ST(U32) | ST(S32),
      [NVP_ATOM_EXCH] = ST(U32) | ST(S32),
      [NVP_ATOM_CSWAP] = ST(U32) | ST(S32),
   };
#undef ST
   const char *name = nvp_opcode_info(in->op)->name;

   /* the "CTA" modifier is NV_compute_program5's: "Memory barrier
    * orders only memory transactions relative to invocations within
    * local work group" */
   if (in->op == NVP_OP_MEMBAR) {
      if (in->cta && p->kind != NVP_KIND_GP5_CP)
         return arb_fail_at(p, cta_at, "MEMBAR.CTA is a compute "
                            "program instruction");
      return true;
   }
   if (in->op == NVP_OP_BAR)
      return true;
   /* "LDS supports no base data type modifiers, but requires exactly
    * one storage modifier" (STS and ATOMS likewise) */
   if (!in->storage)
      return arb_fail_at(p, t, "%s needs a storage modifier", name);
   /* "a program will fail to load ... if it uses the the ATOMS, LDS, or
    * STS instructions in a program without a SHARED_MEMORY
    * declaration" */
   if (!p->prog->compute.has_shared)
      return arb_fail_at(p, t, "%s needs a SHARED_MEMORY declaration",
                         name);
   /* the 64-bit storage modifiers of NV_gpu_program5, and F16 and the
    * vectors of 8- and 16-bit values of NV_gpu_program5_mem_extended, are
    * not translated for shared memory yet */
   const struct nvp_storage_info *st =
      nvp_storage_info((enum nvp_storage)in->storage);
   if (st->bytes == 8 || (st->bytes < 4 && st->count > 1) ||
       in->storage == NVP_STORAGE_F16)
      return arb_fail_at(p, storage_at, "%s.%s: this shared memory "
                         "access is not supported yet", name, st->name);
   if (in->op != NVP_OP_ATOMS)
      return true;
   /* "The ATOMS instruction has two required instruction modifiers." */
   if (!in->atomic_op) {
      return arb_fail_at(p, t, "ATOMS needs an atomic modifier (ADD, MIN, "
                         "MAX, IWRAP, DWRAP, AND, OR, XOR, EXCH or "
                         "CSWAP)");
   }
   /* NV_shader_atomic_float: "If NV_shader_atomic_float is not
    * supported, the ADD and EXCH atomic operations in the ATOMS
    * instruction do not support the "F32" storage modifier" */
   if (in->storage == NVP_STORAGE_F32)
      return arb_gp5_check_float_atomic(p, in, storage_at, name);
   if (!(allowed[in->atomic_op] & (UINT64_C(1) << in->storage))) {
      return arb_fail_at(p, storage_at, "ATOMS.%s does not take the "
                         "%s storage modifier (Table X.Y)",
                         atomic_names[in->atomic_op],
                         nvp_storage_info((enum nvp_storage)
                                          in->storage)->name);
   }
   return true;
}

bool
arb_gp5_parse_shared_operand(struct arb_parser *p, struct nvp_instr *in,
                             struct nvp_src *src)
{
   const struct arb_token name = *arb_peek(p);
   const struct arb_symbol *sym = arb_lookup(p, &name);
   const struct nvp_storage_info *st =
      nvp_storage_info((enum nvp_storage)in->storage);
   const char *op = nvp_opcode_info(in->op)->name;

   /* "The single operand for the LDS instruction must correspond to a
    * shader shared memory variable declared using the "SHARED"
    * statement; a program will fail to load if any other type of
    * operand is used in an LDS instruction." (STS's and ATOMS's second
    * operand likewise) */
   if (!sym || sym->kind != ARB_SYM_SHARED)
      return arb_fail_at(p, &name, "%s's memory operand must be a SHARED "
                         "variable", op);
   arb_next(p);
   p->operand_name = name;
   *src = sym->attrib;
   src->index = sym->index;
   /* 2.X.4.2: "If the operand variable is an array, a single element
    * of the array is loaded according to the <arrayMem> grammar
    * rule" */
   if (sym->size) {
      if (!arb_expect_punct(p, '['))
         return false;
      const struct arb_token *t = arb_peek(p);
      if (t->kind == ARB_TOK_INT) {
         if (!arb_parse_member_abs(p, sym, src))
            return false;
      } else {
         p->operand_type = NVP_TYPE_INT;
         if (!arb_parse_array_rel(p, sym->size, src))
            return false;
         src->array_base = sym->index;
         src->array_size = sym->size;
         src->index += sym->index;
         if (!arb_expect_punct(p, ']'))
            return false;
      }
   } else if (arb_is_punct(p, arb_peek(p), '[')) {
      return arb_fail_at(p, arb_peek(p), "'%.*s' is no array",
                         name.length > 32 ? 32 : (int)name.length,
                         p->text + name.offset);
   }
   /* "if uses these instructions with an offset that would access
    * memory beyond the declared shared memory size" (a constant offset;
    * one read through a register is clamped when it runs) */
   uint64_t end = (uint64_t)(uint32_t)src->index +
                  (uint64_t)st->bytes * st->count;
   if (!src->relative && end > p->prog->compute.shared_memory) {
      return arb_fail_at(p, &name, "%s of %u bytes at shared memory "
                         "offset %d is beyond SHARED_MEMORY (%u)", op,
                         st->bytes * st->count, src->index,
                         p->prog->compute.shared_memory);
   }
   return true;
}

static bool
cp_begin_instr(struct arb_parser *p, struct nvp_instr *in,
               const struct arb_token *t)
{
   return arb_fp2_flow(p, in, t);
}

/* The system values read and BAR; the attribute and result summaries
 * stay empty ("compute program invocations have no inputs or
 * outputs"). */
static void
summarize_compute(struct nvp_program *prog)
{
   prog->attribs_read = 0;
   prog->outputs_written = 0;
   prog->generics_read = 0;
   for (unsigned i = 0; i < prog->num_instrs; i++) {
      const struct nvp_instr *in = &prog->instrs[i];
      if (in->op == NVP_OP_BAR)
         prog->compute.uses_barrier = true;
      for (unsigned s = 0; s < nvp_instr_num_src(in); s++) {
         const struct nvp_src *src = &in->src[s];
         if (src->relative && src->addr_file == NVP_FILE_TEMP)
            prog->temps_used |= UINT64_C(1) << src->addr_index;
         if (src->file == NVP_FILE_SYSVAL)
            prog->sysvals_read |= 1u << src->index;
      }
   }
}

static bool
cp_finish(struct arb_parser *p)
{
   struct nvp_program *prog = p->prog;

   if (!arb_vertex_stage.finish(p) || !arb_gp5_finish_subroutines(p))
      return false;
   arb_fp2_summarize(prog);
   summarize_compute(prog);
   arb_gp4_summarize_temps(prog);
   arb_gp4_summarize_arrays(prog);
   return true;
}

const struct arb_stage arb_compute5_stage = {
   .attrib_word = "invocation",
   .attrib_expected = "an invocation attribute binding",
   .no_address = "NV_gpu_program4 has no ADDRESS variables: an integer "
                 "TEMP component indexes an array",
   .state_items = 0x1ff,
   .is_reserved = cp_is_reserved,
   .parse_option = cp_parse_option,
   .lookup_opcode = arb_gp4_lookup_opcode,
   .parse_modifiers = arb_gp4_parse_modifiers,
   .parse_attrib = cp_parse_attrib,
   .is_declaration = cp_is_declaration,
   .parse_declaration = cp_parse_declaration,
   .parse_result = cp_parse_result,
   .begin = cp_begin,
   .begin_instr = cp_begin_instr,
   .check_label = arb_fp2_check_label,
   .check_end = arb_fp2_check_end,
   .finish = cp_finish,
};
