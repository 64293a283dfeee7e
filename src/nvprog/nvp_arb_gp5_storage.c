/*
 * NV_shader_storage_buffer_object's assembly half: OPTION
 * NV_shader_storage_buffer, the STORAGE statement over
 * "program.storage[n]" and the storage operand of LDB, STB and ATOMB;
 * and OPTION NV_shader_atomic_float.
 *
 * The specification is not among the ones the project works from.  What
 * is here is what NVIDIA's driver took, refused and computed
 * (docs/languages/gp5-images-storage.md, "Storage buffers"), with its
 * error messages:
 *
 *   - "STORAGE name[] = { program.storage[n] };": one binding per
 *     variable, always an unsized array, n the SHADER_STORAGE_BUFFER
 *     binding point 0..15;
 *   - "name[offset]": a byte offset, a constant, an integer TEMP
 *     component or "R.x + constant";
 *   - a STORAGE variable is an operand of LDB, STB and ATOMB only.
 *
 * The modifier rules are LOAD's, STORE's and ATOM's
 * (nvp_arb_gp5_mem.c); the emitter is src/tgsi_emit/nvtgsi_gp5_storage.c.
 */
#include <limits.h>
#include <string.h>

#include "nvp_arb_gp4.h"

/* GL's MAX_SHADER_STORAGE_BUFFER_BINDINGS on NVIDIA's driver is larger,
 * but "program.storage[16]" is "invalid storage buffer binding number"
 * there; both drivers here have 16 binding points as well. */
#define STORAGE_BINDINGS 16

/* OPTION NV_shader_storage_buffer: taken in every version 5 program
 * and, as NVIDIA's driver does, in version 4 ones (where no STORAGE
 * statement or LDB follows: those are version 5 features); OPTION
 * NV_shader_atomic_float in version 5 programs (ATOM, ATOMS, ATOMB and
 * ATOMIM's ADD.F32 and EXCH.F32). */
bool
arb_gp5_parse_storage_option(struct arb_parser *p, const struct arb_token *t)
{
   if (arb_is_word(p, t, "NV_shader_storage_buffer")) {
      p->prog->storage_buffer = true;
      return true;
   }
   if (p->prog->gp5 && arb_is_word(p, t, "NV_shader_atomic_float")) {
      p->prog->atomic_float = true;
      return true;
   }
   return false;
}

bool
arb_gp5_is_storage_decl(const struct arb_parser *p, const struct arb_token *t)
{
   return p->prog->gp5 && p->prog->storage_buffer &&
          arb_is_word(p, t, "STORAGE");
}

static const char *const multiple =
   "multiple storage bindings not allowed for this variable";
static const char *const unsized =
   "full storage buffer binding supported only for unsized array "
   "variables";

/* After "STORAGE": <establishName> "[" "]" "=" "{" "program" "."
 * "storage" "[" <int> "]" "}". */
bool
arb_gp5_parse_storage_decl(struct arb_parser *p)
{
   const struct arb_token name = *arb_peek(p);
   struct arb_symbol sym = { .kind = ARB_SYM_STORAGE };

   if (name.kind != ARB_TOK_WORD)
      return arb_fail_expected(p, "a name");
   if (arb_is_reserved(p, &name) || arb_lookup(p, &name))
      return arb_establish(p, &name, &sym);
   arb_next(p);
   bool array = arb_accept_punct(p, '[');
   if (array && !arb_is_punct(p, arb_peek(p), ']'))
      return arb_fail_at(p, arb_peek(p), "%s", unsized);
   if ((array && !arb_expect_punct(p, ']')) || !arb_expect_punct(p, '='))
      return false;
   if (array && !arb_expect_punct(p, '{'))
      return false;
   if (!arb_is_word(p, arb_peek(p), "program"))
      return arb_fail_expected(p, "a program.storage binding");
   arb_next(p);
   if (!arb_expect_punct(p, '.') || !arb_expect_word(p, "storage") ||
       !arb_expect_punct(p, '['))
      return false;
   const struct arb_token n = *arb_peek(p);
   if (n.kind == ARB_TOK_INT && n.value >= STORAGE_BINDINGS)
      return arb_fail_at(p, &n, "invalid storage buffer binding number");
   uint32_t binding;
   if (!arb_expect_int(p, STORAGE_BINDINGS - 1, "a storage buffer binding",
                       &binding))
      return false;
   /* "program.storage[0..1]" or a second binding: one buffer per
    * variable */
   if (arb_is_punct(p, arb_peek(p), '.'))
      return arb_fail_at(p, arb_peek(p), "%s", multiple);
   if (!arb_expect_punct(p, ']'))
      return false;
   const struct arb_token *next = arb_peek(p);
   if (arb_is_punct(p, next, ','))
      return arb_fail_at(p, next, "%s", multiple);
   /* "STORAGE sb = program.storage[0];": at the token after it */
   if (!array)
      return arb_fail_at(p, next, "%s", unsized);
   if (!arb_expect_punct(p, '}'))
      return false;
   sym.attrib.file = NVP_FILE_STORAGE;
   sym.attrib.buffer = (uint8_t)binding;
   for (unsigned c = 0; c < 4; c++)
      sym.attrib.swizzle[c] = (uint8_t)c;
   p->prog->storage_bound |= (uint16_t)(1u << binding);
   return arb_establish(p, &name, &sym);
}

/* The storage operand of LDB, STB and ATOMB: name "[" <offset> "]",
 * <offset> an integer constant, an integer TEMP component, or one plus
 * a constant ("sbo_buf0[R0.y + 192]", NVIDIA's GLSL compiler). */
bool
arb_gp5_parse_storage_operand(struct arb_parser *p, struct nvp_instr *in,
                              struct nvp_src *src)
{
   const struct arb_token name = *arb_peek(p);
   const struct arb_symbol *sym = arb_lookup(p, &name);

   if (!sym || sym->kind != ARB_SYM_STORAGE)
      return arb_fail_at(p, &name, "%s's memory operand must be a STORAGE "
                         "variable", nvp_opcode_info(in->op)->name);
   arb_next(p);
   p->operand_name = name;
   *src = sym->attrib;
   if (!arb_expect_punct(p, '['))
      return false;
   const struct arb_token *t = arb_peek(p);
   if (t->kind == ARB_TOK_INT) {
      uint32_t off;
      if (!arb_expect_int(p, UINT32_MAX, "a byte offset", &off))
         return false;
      src->index = (int)off;
   } else {
      p->operand_type = NVP_TYPE_INT;
      if (!arb_parse_array_rel(p, INT_MAX, src))
         return false;
   }
   if (!arb_expect_punct(p, ']'))
      return false;
   if (in->op != NVP_OP_LDB)
      p->prog->storage_written |= (uint16_t)(1u << src->buffer);
   return true;
}
