/*
 * The vertex stage's bindings: vertex attributes (ARB_vertex_program
 * Table X.2, with the Table X.2.1 aliasing rule), results (Table X.3,
 * with NV_vertex_program2_option's result.clip[n]), and
 * NV_vertex_program3's relative vertex.attrib[A+n], vertex.texcoord[A+n]
 * and result.texcoord[A+n].
 */
#include <string.h>

#include "nvp_arb_vertex.h"

/* Table X.2.1: a program "will fail to load if it binds both a
 * conventional vertex attribute and a generic vertex attribute listed
 * in the same row"; conventional n and generic n are that pair (n >= 1;
 * vertex.attrib[0] and vertex.position "are equivalent"). */
static bool
bind_attrib(struct arb_parser *p, const struct arb_token *at, int n,
            bool generic)
{
   uint32_t bit = 1u << n;

   if (n == 0)
      return true;
   if ((generic ? p->conventional_bound : p->generic_bound) & bit) {
      return arb_fail_at(p, at, "vertex.attrib[%d] and the conventional "
                         "attribute it aliases are both bound", n);
   }
   if (generic)
      p->generic_bound |= bit;
   else
      p->conventional_bound |= bit;
   return true;
}

/* The <n> of NV_vertex_program3's vertex.attrib[A+n],
 * vertex.texcoord[A+n] and result.texcoord[A+n]: the spec gives
 * <arrayMemRelOffset> no range and leaves an index out of range
 * "undefined" at run time; NVIDIA's driver refuses any n outside
 * [0, size-1] ("offset for relative array access outside supported
 * range", at the "]"), and so does nvprog, as it does for
 * NV_gpu_program4's arrays (docs/nvidia/vertex.md). */
static bool
check_rel_offset(struct arb_parser *p, int n, int size)
{
   if (n >= 0 && n < size)
      return true;
   return arb_fail_at(p, arb_peek(p), "relative offset %d out of range "
                      "(0 to %d)", n, size - 1);
}

bool
arb_vp_parse_attrib(struct arb_parser *p, struct nvp_src *src)
{
   static const char *const names[] = {
      "position", "weight", "normal", "color", "fogcoord", "texcoord",
      "matrixindex", "attrib",
   };
   /* enum nvp_output-like NV numbering of the conventional ones. */
   static const int nv_index[] = { 0, 1, 2, 3, 5, 8, -1, 16 };
   static const char *const color_types[] = { "primary", "secondary" };
   const struct arb_token at = *arb_peek(p);
   uint32_t n = 0;

   memset(src, 0, sizeof(*src));
   for (unsigned i = 0; i < 4; i++)
      src->swizzle[i] = (uint8_t)i;
   src->file = NVP_FILE_ATTRIB;
   if (!arb_expect_word(p, "vertex") || !arb_expect_punct(p, '.'))
      return false;
   const struct arb_token t = *arb_peek(p);
   int k = ARB_ONE_OF(p, names);
   if (k < 0)
      return arb_fail_expected(p, "a vertex attribute name");

   switch (k) {
   case 1:   /* weight */
      /* The NV options' grammar keeps "weight" <vtxOptWeightNum>
       * (NV_vertex_program2_option, <vtxAttribItem>), and the NV
       * programs' attribute 1 is "vertex weight" (NV_vertex_program
       * Table X.2, EXT_vertex_weighting's one weight).  NVIDIA's
       * compiler binds Cg's BLENDWEIGHT this way (vp40 skinning) and
       * reads all four components, which NVIDIA's driver takes from
       * generic attribute 1 (ARB_vertex_program Table X.1 aliasing).
       * nvprog does the same: one vertex unit, so only weight 0 to 3,
       * as "vertex.weight" or "vertex.weight[0]" ("fail to load if
       * ... <n> ... is greater than or equal to MAX_VERTEX_UNITS_ARB
       * or is not divisible by four"). docs/conformance.md. */
      if (arb_is_punct(p, arb_peek(p), '[') &&
          !arb_parse_index(p, 1, "vertex weight", &n))
         return false;
      src->index = nv_index[k];
      return bind_attrib(p, &at, src->index, false);
   case 6:   /* matrixindex */
      /* ARB_matrix_palette is not supported: no matrix indices. */
      return arb_fail_at(p, &t, "vertex.matrixindex needs "
                         "ARB_matrix_palette, which is not supported");
   case 3:   /* color */
      src->index = ARB_DOT_ONE_OF(p, color_types) == 1 ? 4 : 3;
      return bind_attrib(p, &at, src->index, false);
   case 5:   /* texcoord */
   case 7: { /* attrib */
      bool generic = k == 7;
      unsigned limit = generic ? p->limits->max_vertex_attribs
                               : p->limits->max_texture_coords;
      if (!generic && !arb_is_punct(p, arb_peek(p), '[')) {
         src->index = 8;
         return bind_attrib(p, &at, 8, false);
      }
      /* NV_vertex_program3: "<attribVtxBasic> ::= "texcoord" "["
       * <arrayMemRel> "]" | "attrib" "[" <arrayMemRel> "]"". */
      if (arb_vp_nv3(p) && arb_is_punct(p, arb_peek(p), '[')) {
         struct arb_mark save = arb_mark(p);
         arb_next(p);
         const struct arb_token *r = arb_peek(p);
         const struct arb_symbol *sym = arb_lookup(p, r);
         if (sym && sym->kind == ARB_SYM_ADDRESS) {
            if (!arb_parse_array_rel(p, -1, src) ||
                !check_rel_offset(p, src->index, generic ? 16 : 8) ||
                !arb_expect_punct(p, ']'))
               return false;
            src->array_base = generic ? NVP_ATTRIB_GENERIC0 : 8;
            src->array_size = generic ? 16 : 8;
            src->index += src->array_base;
            return true;
         }
         arb_reset(p, &save);
      }
      if (!arb_parse_index(p, limit, generic ? "vertex attribute" :
                       "texture coordinate set", &n))
         return false;
      if (generic)
         src->index = n == 0 ? 0 : NVP_ATTRIB_GENERIC0 + (int)n;
      else
         src->index = 8 + (int)n;
      return bind_attrib(p, &at, generic ? (int)n : 8 + (int)n, generic);
   }
   default:
      src->index = nv_index[k];
      return bind_attrib(p, &at, src->index, false);
   }
}

/* ---- results ---------------------------------------------------------- */

bool
arb_vp_parse_result(struct arb_parser *p, struct nvp_dst *dst)
{
   static const char *const names[] = {
      "position", "fogcoord", "pointsize", "texcoord", "color", "clip",
   };
   static const char *const faces[] = { "front", "back" };
   static const char *const color_types[] = { "primary", "secondary" };
   static const int outputs[] = {
      NVP_OUT_HPOS, NVP_OUT_FOGC, NVP_OUT_PSIZ,
   };
   uint32_t n = 0;

   memset(dst, 0, sizeof(*dst));
   dst->file = NVP_FILE_OUTPUT;
   dst->write_mask = 0xf;
   if (!arb_expect_word(p, "result") || !arb_expect_punct(p, '.'))
      return false;
   /* "clip" is NV_vertex_program2_option's <resultVtxBasic>. */
   int k = arb_accept_one_of(p, names, arb_has(p, ARB_NV) ? 6 : 5);
   switch (k) {
   case 0: case 1: case 2:
      dst->index = outputs[k];
      return true;
   case 3:   /* texcoord */
      if (!arb_is_punct(p, arb_peek(p), '[')) {
         dst->index = NVP_OUT_TEX0;
         return true;
      }
      if (arb_vp_nv3(p)) {
         struct arb_mark save = arb_mark(p);
         arb_next(p);
         const struct arb_symbol *sym = arb_lookup(p, arb_peek(p));
         if (sym && sym->kind == ARB_SYM_ADDRESS) {
            struct nvp_src rel;
            memset(&rel, 0, sizeof(rel));
            if (!arb_parse_array_rel(p, -1, &rel) ||
                !check_rel_offset(p, rel.index, 8) ||
                !arb_expect_punct(p, ']'))
               return false;
            dst->relative = true;
            dst->addr_index = rel.addr_index;
            dst->addr_comp = rel.addr_comp;
            dst->index = NVP_OUT_TEX0 + rel.index;
            return true;
         }
         arb_reset(p, &save);
      }
      if (!arb_parse_index(p, p->limits->max_texture_coords < 8 ?
                       p->limits->max_texture_coords : 8,
                       "texture coordinate set", &n))
         return false;
      dst->index = NVP_OUT_TEX0 + (int)n;
      return true;
   case 4: { /* color[.front|.back][.primary|.secondary] */
      int face = ARB_DOT_ONE_OF(p, faces);
      int type = ARB_DOT_ONE_OF(p, color_types);
      dst->index = face == 1 ? (type == 1 ? NVP_OUT_BFC1 : NVP_OUT_BFC0)
                             : (type == 1 ? NVP_OUT_COL1 : NVP_OUT_COL0);
      return true;
   }
   case 5:   /* "clip" "[" <clipPlaneNum> "]" */
      /* NV_vertex_program2_option: "<clipPlaneNum> ::= <integer>
       * [0,MAX_CLIP_PLANES-1]" (NVIDIA's driver, with 8 planes, loads
       * clip[6]); the results stop at CLP7. */
      if (!arb_parse_index(p, p->limits->max_clip_planes < NVP_NUM_CLIPS ?
                       p->limits->max_clip_planes : NVP_NUM_CLIPS,
                       "clip plane", &n))
         return false;
      dst->index = NVP_OUT_CLP0 + (int)n;
      return true;
   default:
      break;
   }
   return arb_fail_expected(p, "a result binding (position, fogcoord, "
                            "pointsize, texcoord, color or clip)");
}
