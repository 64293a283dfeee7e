/*
 * Images in NV_gpu_program5 programs: the IMAGE statement and LOADIM,
 * STOREIM and ATOMIM.  NV_gpu_program5 leaves them to another text: "the
 * assembly program languages supported by this extension include support
 * for reading, writing, and performing atomic memory operations on
 * texture image data using the opcodes and mechanisms documented in the
 * "Dependencies on NV_gpu_program5" section of the
 * EXT_shader_image_load_store extension", which "are automatically
 * supported for all NV_gpu_program5 assembly programs without requiring
 * any additional "OPTION" line".  That section is not among the
 * specifications the project works from; the forms and the load errors
 * here are those NVIDIA's driver showed (docs/languages/
 * gp5-images-storage.md, "Images"):
 *
 *    IMAGE name = image[n];  IMAGE name[] = { image[a..b], image[c] };
 *    LOADIM.<storage> dst, coord, image, target;
 *    STOREIM.<storage> image, data, coord, target;
 *    ATOMIM.<op>.<storage> dst, data, coord, image, target;
 *
 * The emitter is src/tgsi_emit/nvtgsi_gp5_image.c.
 */
#include <string.h>

#include "nvp_arb_gp4.h"

/* The image target names, enum nvp_image_target order. */
static const char *const target_names[NVP_IMAGE_COUNT] = {
   [NVP_IMAGE_1D] = "1D", [NVP_IMAGE_2D] = "2D", [NVP_IMAGE_3D] = "3D",
   [NVP_IMAGE_CUBE] = "CUBE", [NVP_IMAGE_RECT] = "RECT",
   [NVP_IMAGE_ARRAY1D] = "ARRAY1D", [NVP_IMAGE_ARRAY2D] = "ARRAY2D",
   [NVP_IMAGE_ARRAYCUBE] = "ARRAYCUBE", [NVP_IMAGE_BUFFER] = "BUFFER",
   [NVP_IMAGE_2DMS] = "2DMS", [NVP_IMAGE_ARRAY2DMS] = "ARRAY2DMS",
};

const char *
nvp_image_target_name(unsigned target)
{
   return target > NVP_IMAGE_NONE && target < NVP_IMAGE_COUNT ?
          target_names[target] : "?";
}

bool
arb_gp5_is_image_op(enum nvp_opcode op)
{
   return op == NVP_OP_LOADIM || op == NVP_OP_STOREIM ||
          op == NVP_OP_ATOMIM;
}

/* An image unit number, below NVP_MAX_IMAGE_UNITS. */
static bool
parse_unit(struct arb_parser *p, uint32_t *unit)
{
   const struct arb_token *t = arb_peek(p);

   if (t->kind == ARB_TOK_INT && t->value >= NVP_MAX_IMAGE_UNITS) {
      return arb_fail_at(p, t, "invalid image unit number: %u (image "
                         "units 0 to %u)", t->value,
                         NVP_MAX_IMAGE_UNITS - 1);
   }
   return arb_expect_int(p, NVP_MAX_IMAGE_UNITS - 1, "an image unit",
                         unit);
}

static unsigned
max_units(const struct arb_parser *p)
{
   (void)p;
   return NVP_MAX_IMAGE_UNITS;
}

/* NVIDIA's driver's words: "invalid image unit specifier" for a
 * texture unit, "bindings in non-PARAM arrays must be contiguous". */
static const struct arb_unit_decl image_decl = {
   .kind = ARB_SYM_IMAGE, .word = "image", .parse_unit = parse_unit,
   .max_units = max_units,
   .not_word = "invalid image unit specifier (expected image[n])",
   .backwards = "image[%u..%u]: the range runs backwards",
   .gap = "bindings in non-PARAM arrays must be contiguous (image[%u] "
          "next)",
};

/* After "IMAGE": "name = image[n]" or "name[<size>] = { image[a..b],
 * ... }", the bindings of an array consecutive units. */
bool
arb_gp5_parse_image_decl(struct arb_parser *p)
{
   return arb_gp5_parse_unit_decl(p, &image_decl);
}

/* The image of an image instruction: "image[n]", an IMAGE variable, or a
 * member of an IMAGE array, "name[n]" or "name[i.x + n]". */
bool
arb_gp5_parse_image_operand(struct arb_parser *p, struct nvp_instr *in)
{
   const struct arb_token name = *arb_peek(p);
   const struct arb_symbol *sym =
      name.kind == ARB_TOK_WORD ? arb_lookup(p, &name) : NULL;
   uint32_t unit, last;

   if (!sym || sym->kind != ARB_SYM_IMAGE) {
      if (!arb_gp5_parse_unit_binding(p, &image_decl, false, &unit,
                                         &last))
         return false;
   } else {
      arb_next(p);
      unit = (uint32_t)sym->index;
      if (sym->size) {
         if (!arb_accept_punct(p, '[')) {
            return arb_fail_at(p, &name, "'%.*s' is an image array: name "
                               "a member", (int)name.length,
                               p->text + name.offset);
         }
         const struct arb_token *t = arb_peek(p);
         if (t->kind != ARB_TOK_INT) {
            /* a member chosen at run time: every unit may be used */
            memset(&in->tex_index, 0, sizeof(in->tex_index));
            if (!arb_parse_array_rel(p, sym->size, &in->tex_index))
               return false;
            in->tex_array_size = (uint8_t)sym->size;
         } else if (t->value >= (uint32_t)sym->size) {
            return arb_fail_at(p, t, "image array index %u out of range "
                               "(0 to %d)", t->value, sym->size - 1);
         } else {
            unit += t->value;
            arb_next(p);
         }
         if (!arb_expect_punct(p, ']'))
            return false;
      }
   }
   in->tex_unit = (uint8_t)unit;
   for (uint32_t u = unit;
        u < unit + (in->tex_array_size ? in->tex_array_size : 1); u++)
      p->prog->images_used |= (uint8_t)(1u << u);
   return true;
}

/* The target: "1D", "2D", "3D" and "2DMS" scan as a digit and a word. */
bool
arb_gp5_parse_image_target(struct arb_parser *p, struct nvp_instr *in)
{
   const struct arb_token t = *arb_peek(p);
   char name[16];
   size_t n = 0;

   if (t.kind == ARB_TOK_INT && t.length == 1) {
      arb_next(p);
      const struct arb_token *d = arb_peek(p);
      if (d->kind != ARB_TOK_WORD || d->offset != t.offset + 1 ||
          d->length >= sizeof(name) - 1)
         return arb_fail_at(p, &t, "invalid image target type");
      n = 1 + d->length;
   } else if (t.kind == ARB_TOK_WORD && t.length < sizeof(name)) {
      n = t.length;
   } else {
      return arb_fail_at(p, &t, "invalid image target type");
   }
   memcpy(name, p->text + t.offset, n);
   name[n] = '\0';
   for (unsigned i = NVP_IMAGE_1D; i < NVP_IMAGE_COUNT; i++) {
      if (strcmp(name, target_names[i]) == 0) {
         in->image_target = (uint8_t)i;
         arb_next(p);
         return true;
      }
   }
   /* SHADOW2D and the rest: "invalid image target type" */
   return arb_fail_at(p, &t, "invalid image target type (1D, 2D, 3D, "
                      "CUBE, RECT, ARRAY1D, ARRAY2D, ARRAYCUBE, BUFFER, "
                      "2DMS or ARRAY2DMS)");
}

/* The coordinate, a signed integer operand: an INT variable, an untyped
 * one or a literal (NVIDIA's driver refuses UINT and FLOAT variables:
 * "data type mismatch: expected signed integer operand"). */
bool
arb_gp5_parse_image_coord(struct arb_parser *p, struct nvp_instr *in,
                          struct nvp_src *src)
{
   /* a literal read as signed integers; a variable's type checked here,
    * for the message */
   bool ntc = p->no_type_check;
   p->operand_type = NVP_TYPE_INT;
   p->no_type_check = true;
   bool ok = arb_parse_operand_v(p, src);
   p->no_type_check = ntc;
   if (!ok)
      return false;
   const struct arb_token name = p->operand_name;
   const struct arb_symbol *sym =
      name.kind == ARB_TOK_WORD ? arb_lookup(p, &name) : NULL;
   if (!in->no_type_check && sym && sym->type != NVP_TYPE_NONE &&
       sym->type != NVP_TYPE_INT) {
      return arb_fail_at(p, &name, "data type mismatch: expected signed "
                         "integer operand ('%.*s' is declared %s)",
                         name.length > 32 ? 32 : (int)name.length,
                         p->text + name.offset,
                         sym->type == NVP_TYPE_UINT ? "UINT" : "FLOAT");
   }
   return true;
}

/* Storage modifiers of image instructions: Table X.14's 32-bit and
 * narrower ones (NVIDIA's driver refuses F16X4 and format names with
 * "unknown opcode modifier"; nvprog also the 64-bit and
 * NV_gpu_program5_mem_extended ones, which no image probe used). */
static bool
image_storage(enum nvp_storage st)
{
   const struct nvp_storage_info *info = nvp_storage_info(st);

   return info->bytes <= 4 && !(info->gate & NVP_STORAGE_MEMX) &&
          st != NVP_STORAGE_F16;
}

/* ATOMIM's operations and their storage modifiers, as ATOM's Table X.Y
 * for 32 bits; F32 with ADD and EXCH under NV_shader_atomic_float. */
static const char *const atomic_storage[NVP_ATOM_COUNT] = {
   [NVP_ATOM_ADD] = "U32 S32 F32", [NVP_ATOM_MIN] = "U32 S32",
   [NVP_ATOM_MAX] = "U32 S32", [NVP_ATOM_IWRAP] = "U32",
   [NVP_ATOM_DWRAP] = "U32", [NVP_ATOM_AND] = "U32 S32",
   [NVP_ATOM_OR] = "U32 S32", [NVP_ATOM_XOR] = "U32 S32",
   [NVP_ATOM_EXCH] = "U32 S32 F32", [NVP_ATOM_CSWAP] = "U32 S32",
};

static bool
in_list(const char *list, const char *word)
{
   size_t n = strlen(word);

   for (const char *s = list; (s = strstr(s, word)) != NULL; s += n) {
      if ((s == list || s[-1] == ' ') && (s[n] == ' ' || s[n] == '\0'))
         return true;
   }
   return false;
}

bool
arb_gp5_check_image_modifiers(struct arb_parser *p, struct nvp_instr *in,
                              const struct arb_token *t,
                              const struct arb_token *storage_at)
{
   const char *name = nvp_opcode_info(in->op)->name;

   if (!in->storage) {
      return arb_fail_at(p, t, "missing storage opcode modifier (%s "
                         "needs one of F32, F32X2, F32X4, S8, S16, S32, "
                         "S32X2, S32X4, U8, U16, U32, U32X2, U32X4)",
                         name);
   }
   const char *st = nvp_storage_info((enum nvp_storage)in->storage)->name;
   if (!image_storage((enum nvp_storage)in->storage)) {
      return arb_fail_at(p, storage_at, "unknown opcode modifier: %s "
                         "takes no '%s'", name, st);
   }
   if (in->op != NVP_OP_ATOMIM)
      return true;
   if (in->atomic_op == NVP_ATOM_NONE) {
      return arb_fail_at(p, t, "ATOMIM needs an atomic modifier (ADD, "
                         "MIN, MAX, IWRAP, DWRAP, AND, OR, XOR, EXCH or "
                         "CSWAP)");
   }
   const char *allowed = atomic_storage[in->atomic_op];
   if (!in_list(allowed, st)) {
      return arb_fail_at(p, storage_at, "combination of atomic and "
                         "storage modifiers not supported (ATOMIM with "
                         "this operation takes %s)", allowed);
   }
   /* NV_shader_atomic_float (not among the specifications the project
    * works from; NVIDIA's driver's message) */
   if (in->storage == NVP_STORAGE_F32 && !p->prog->atomic_float) {
      return arb_fail_at(p, storage_at, "atomics with F32 modifier "
                         "require 'OPTION NV_shader_atomic_float'");
   }
   return true;
}
