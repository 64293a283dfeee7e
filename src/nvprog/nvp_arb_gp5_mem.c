/*
 * Memory through GPU addresses: NV_shader_buffer_load's LOAD (with its
 * program option in a version 4 program) and NV_gpu_program5's STORE,
 * ATOM and MEMBAR (section 2.X.4.5 and the instructions of 2.X.8.Z).
 * The catalogue rows (nvp_opcodes.c) give the operands and the modifier
 * columns; this file has the rules of the modifiers that the columns
 * cannot say.  The emitter is src/tgsi_emit/nvtgsi_gp5_mem.c.
 */
#include <string.h>

#include "nvp_arb_gp4.h"

/* Table X.Y, "Supported atomic and storage modifiers for the ATOM
 * instruction", by the storage modifiers' names. */
static const char *const atomic_storage[NVP_ATOM_COUNT] = {
   [NVP_ATOM_ADD] = "U32 S32 U64",
   [NVP_ATOM_MIN] = "U32 S32",
   [NVP_ATOM_MAX] = "U32 S32",
   [NVP_ATOM_IWRAP] = "U32",
   [NVP_ATOM_DWRAP] = "U32",
   [NVP_ATOM_AND] = "U32 S32",
   [NVP_ATOM_OR] = "U32 S32",
   [NVP_ATOM_XOR] = "U32 S32",
   [NVP_ATOM_EXCH] = "U32 S32 U64",
   [NVP_ATOM_CSWAP] = "U32 S32 U64",
};

/* NV_shader_atomic_int64: "If a program specifies the
 * "NV_shader_atomic_uint64" option, it may use the "S64" storage modifier
 * with the atomic operations "MIN', "MAX", "AND", "OR", "XOR", "ADD",
 * "EXCH", and "CSWAP", and the "U64" storage modifier with the atomic
 * operations "MIN", "MAX", "AND", "OR", and "XOR".  "No new support is
 * provided for the IWRAP and DWRAP atomic operations." */
static const char *const atomic_storage_int64[NVP_ATOM_COUNT] = {
   [NVP_ATOM_ADD] = "U32 S32 U64 S64",
   [NVP_ATOM_MIN] = "U32 S32 U64 S64",
   [NVP_ATOM_MAX] = "U32 S32 U64 S64",
   [NVP_ATOM_IWRAP] = "U32",
   [NVP_ATOM_DWRAP] = "U32",
   [NVP_ATOM_AND] = "U32 S32 U64 S64",
   [NVP_ATOM_OR] = "U32 S32 U64 S64",
   [NVP_ATOM_XOR] = "U32 S32 U64 S64",
   [NVP_ATOM_EXCH] = "U32 S32 U64 S64",
   [NVP_ATOM_CSWAP] = "U32 S32 U64 S64",
};

static const char *const atomic_names[NVP_ATOM_COUNT] = {
   [NVP_ATOM_ADD] = "ADD", [NVP_ATOM_MIN] = "MIN", [NVP_ATOM_MAX] = "MAX",
   [NVP_ATOM_IWRAP] = "IWRAP", [NVP_ATOM_DWRAP] = "DWRAP",
   [NVP_ATOM_AND] = "AND", [NVP_ATOM_OR] = "OR", [NVP_ATOM_XOR] = "XOR",
   [NVP_ATOM_EXCH] = "EXCH", [NVP_ATOM_CSWAP] = "CSWAP",
};

static bool
in_word_list(const char *list, const char *word)
{
   size_t n = strlen(word);

   for (const char *s = list; (s = strstr(s, word)) != NULL; s += n) {
      if ((s == list || s[-1] == ' ') && (s[n] == ' ' || s[n] == '\0'))
         return true;
   }
   return false;
}

/* NV_shader_atomic_float: ADD and EXCH take F32 (NVIDIA's driver: on
 * ATOM through a GPU address, ATOMB and ATOMS; nothing else, "MIN.F32"
 * is "combination of atomic and storage modifiers not supported"). */
bool
arb_gp5_check_float_atomic(struct arb_parser *p, const struct nvp_instr *in,
                           const struct arb_token *t, const char *name)
{
   if (!p->prog->atomic_float)
      return arb_fail_at(p, t, "atomics with F32 modifier require "
                         "'OPTION NV_shader_atomic_float'");
   if (in->atomic_op != NVP_ATOM_ADD && in->atomic_op != NVP_ATOM_EXCH)
      return arb_fail_at(p, t, "combination of atomic and storage "
                         "modifiers not supported: %s.%s takes F32 with "
                         "ADD and EXCH only", name,
                         atomic_names[in->atomic_op]);
   return true;
}

/* ATOM, and ATOMB (NV_shader_storage_buffer_object), which takes what
 * ATOM takes. */
bool
arb_gp5_check_memory_modifiers(struct arb_parser *p, struct nvp_instr *in,
                               const struct arb_token *t)
{
   const char *name = nvp_opcode_info(in->op)->name;

   if (in->op != NVP_OP_ATOM && in->op != NVP_OP_ATOMB)
      return true;
   /* "The ATOM instruction has two required instruction modifiers.  The
    * atomic modifier specifies the type of operation to be performed." */
   if (in->atomic_op == NVP_ATOM_NONE) {
      return arb_fail_at(p, t, "%s needs an atomic modifier (ADD, MIN, "
                         "MAX, IWRAP, DWRAP, AND, OR, XOR, EXCH or "
                         "CSWAP)", name);
   }
   if (in->storage == NVP_STORAGE_F32)
      return arb_gp5_check_float_atomic(p, in, t, name);
   /* "Not all storage modifiers are supported by ATOM, and the set of
    * modifiers allowed for any given instruction depends on the atomic
    * modifier specified." */
   const char *st = nvp_storage_info((enum nvp_storage)in->storage)->name;
   const char *allowed = p->prog->atomic_int64 ?
                         atomic_storage_int64[in->atomic_op] :
                         atomic_storage[in->atomic_op];
   if (!in_word_list(allowed, st)) {
      return arb_fail_at(p, t, "%s.%s takes the storage modifiers %s, "
                         "not %s", name, atomic_names[in->atomic_op],
                         allowed, st);
   }
   return true;
}

/* "If a program specifies the "NV_shader_buffer_load" option, it may use
 * the LOAD instruction"; NV_shader_buffer_store: "No "OPTION" line is
 * required for these features, which are implied by NV_gpu_program5
 * program headers", so a version 5 program may name it or not. */
bool
arb_gp5_parse_memory_option(struct arb_parser *p, const struct arb_token *t)
{
   if (p->limits->shader_buffer_load &&
       arb_is_word(p, t, "NV_shader_buffer_load")) {
      p->prog->buffer_load = true;
      return true;
   }
   /* NV_gpu_program5_mem_extended: "If a program specifies the
    * "NV_gpu_program5_mem_extended" option, it may use the "F16",
    * "F16X2", "F16X4", "S8X2", "S8X4", "S16X2", "S16X4", "U8X2", "U8X4",
    * "U16X2", and "U16X4" storage modifiers" (version 5 grammar) */
   if (p->prog->gp5 && arb_is_word(p, t, "NV_gpu_program5_mem_extended")) {
      p->prog->mem_extended = true;
      return true;
   }
   /* NV_shader_atomic_int64's section names the option
    * "NV_shader_atomic_uint64"; programs (yuzu's GLASM) name it after the
    * extension, "NV_shader_atomic_int64": either */
   if (p->prog->gp5 && (arb_is_word(p, t, "NV_shader_atomic_uint64") ||
                        arb_is_word(p, t, "NV_shader_atomic_int64"))) {
      p->prog->atomic_int64 = true;
      return true;
   }
   return p->prog->gp5 && arb_is_word(p, t, "NV_shader_buffer_store");
}
