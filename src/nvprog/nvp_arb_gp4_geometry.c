/*
 * The geometry stage of NV_gpu_program4's "!!NVgp4.0" row
 * (NV_geometry_program4): the declarations PRIMITIVE_IN, PRIMITIVE_OUT
 * and VERTICES_OUT (section 2.X.7.Y), the attribute bindings of Table
 * X.2 ("vertex[m].position", ..., "primitive.id") with the vertex index
 * of per-vertex variables, the results of Table X.3, EMIT and ENDPRIM,
 * and the output limits of section 2.14.6.4.  Instructions, modifiers,
 * blocks and arrays are the other gp4 stages' (nvp_arb_gp4*.c,
 * nvp_arb_fragment_flow.c).
 */
#include <string.h>

#include "nvp_arb_fragment.h"
#include "nvp_arb_gp4.h"
#include "nvp_arb_vertex.h"

/* The declarations, the first three "exactly once" (2.X.7.Y), in a bit
 * order; NV_gpu_program5 adds "one optional declaration statement",
 * INVOCATIONS. */
static const char *const gp_decls[] = {
   "PRIMITIVE_IN", "PRIMITIVE_OUT", "VERTICES_OUT", "INVOCATIONS",
};
enum { GP_REQUIRED_DECLS = 3 };

static unsigned
num_gp_decls(const struct arb_parser *p)
{
   return p->prog->gp5 ? 4 : GP_REQUIRED_DECLS;
}

/* <declPrimInType> and <declPrimOutType> with their GL enums. */
static const char *const prims_in[] = {
   "POINTS", "LINES", "LINES_ADJACENCY", "TRIANGLES",
   "TRIANGLES_ADJACENCY",
};
static const unsigned prims_in_gl[] = {
   NVP_GL_POINTS, NVP_GL_LINES, NVP_GL_LINES_ADJACENCY_EXT,
   NVP_GL_TRIANGLES, NVP_GL_TRIANGLES_ADJACENCY_EXT,
};
static const char *const prims_out[] = {
   "POINTS", "LINE_STRIP", "TRIANGLE_STRIP",
};
static const unsigned prims_out_gl[] = {
   NVP_GL_POINTS, NVP_GL_LINE_STRIP, NVP_GL_TRIANGLE_STRIP,
};

static const char *const gp_reserved[] = {
   "primitive", "PRIMITIVE_IN", "PRIMITIVE_OUT", "VERTICES_OUT",
};

static bool
gp_is_reserved(const struct arb_parser *p, const struct arb_token *t)
{
   return arb_vertex_stage.is_reserved(p, t) ||
          arb_gp4_is_reserved(p, t) || ARB_IN_LIST(p, t, gp_reserved) ||
          (p->prog->gp5 && arb_is_word(p, t, "INVOCATIONS"));
}

/* 2.X.6.Y: "No options are supported at present for geometry
 * programs."  NV_parameter_buffer_object2, written against
 * NV_gpu_program4's option section as a whole, adds its option to every
 * program kind. */
static bool
gp_parse_option(struct arb_parser *p, const struct arb_token *t)
{
   if (arb_gp4_parse_option(p, t))
      return true;
   return arb_fail_at(p, t, "unsupported program option (geometry "
                      "programs have only NV_parameter_buffer_object2)");
}

static unsigned
max_vertices_out(const struct nvp_arb_limits *l)
{
   return l->max_vertices_out ? l->max_vertices_out : 1024;
}

static unsigned
max_invocations(const struct nvp_arb_limits *l)
{
   return l->max_gs_invocations ? l->max_gs_invocations : 32;
}

static unsigned
max_total_components(const struct nvp_arb_limits *l)
{
   return l->max_total_output_components ?
          l->max_total_output_components : 1024;
}

/* One declaration from its keyword t (consumed), k its gp_decls
 * index. */
static bool
parse_gp_decl(struct arb_parser *p, unsigned k)
{
   struct nvp_program *prog = p->prog;
   const struct arb_token v = *arb_peek(p);
   int i;

   switch (k) {
   case 0:
      if ((i = ARB_ONE_OF(p, prims_in)) < 0) {
         return arb_fail_expected(p, "an input primitive type (POINTS, "
                                  "LINES, LINES_ADJACENCY, TRIANGLES or "
                                  "TRIANGLES_ADJACENCY)");
      }
      prog->geometry.prim_in = prims_in_gl[i];
      p->gp_vertices_in = nvp_geom_vertices_in(prims_in_gl[i]);
      return true;
   case 1:
      if ((i = ARB_ONE_OF(p, prims_out)) < 0) {
         return arb_fail_expected(p, "an output primitive type (POINTS, "
                                  "LINE_STRIP or TRIANGLE_STRIP)");
      }
      prog->geometry.prim_out = prims_out_gl[i];
      return true;
   case 3:
      /* "The single argument must be a positive integer less than or
       * equal to the value of the implementation-dependent limit
       * MAX_GEOMETRY_PROGRAM_INVOCATIONS_NV." */
      if (v.kind == ARB_TOK_INT && v.value == 0)
         return arb_fail_at(p, &v, "INVOCATIONS must be positive");
      if (v.kind == ARB_TOK_INT && v.value > max_invocations(p->limits)) {
         return arb_fail_at(p, &v, "INVOCATIONS %u exceeds "
                            "MAX_GEOMETRY_PROGRAM_INVOCATIONS_NV (%u)",
                            v.value, max_invocations(p->limits));
      }
      return arb_expect_int(p, UINT32_MAX, "an invocation count",
                            &prog->geometry.invocations);
   default:
      /* "The single argument must be a positive integer."  2.14.6.4:
       * "the vertex limit may not exceed the value of
       * MAX_PROGRAM_OUTPUT_VERTICES_NV". */
      if (v.kind == ARB_TOK_INT && v.value == 0)
         return arb_fail_at(p, &v, "VERTICES_OUT must be positive");
      if (v.kind == ARB_TOK_INT && v.value > max_vertices_out(p->limits)) {
         return arb_fail_at(p, &v, "VERTICES_OUT %u exceeds "
                            "MAX_PROGRAM_OUTPUT_VERTICES_NV (%u)", v.value,
                            max_vertices_out(p->limits));
      }
      if (!arb_expect_int(p, UINT32_MAX, "a vertex count",
                          &prog->geometry.vertices_out))
         return false;
      p->gp_vertices_out = v;
      return true;
   }
}

static int
find_gp_decl(const struct arb_parser *p, const struct arb_token *t)
{
   for (unsigned k = 0; k < num_gp_decls(p); k++) {
      if (arb_is_word(p, t, gp_decls[k]))
         return (int)k;
   }
   return -1;
}

/*
 * <program> ::= <optionSequence> <declSequence> <statementSequence>
 * "END", <declSequence> ::= <declaration> <declSequence>: the
 * declarations come before every statement.  2.14.6.1, 2.14.6.2,
 * 2.14.6.4: "A geometry program will fail to load unless it contains
 * exactly one such declaration" (a missing one is reported at the
 * first token after the declarations).
 */
static bool
gp_begin(struct arb_parser *p)
{
   unsigned seen = 0;
   int k;

   p->prog->geometry.prim_in = NVP_GL_POINTS;
   p->prog->geometry.prim_out = NVP_GL_POINTS;
   p->prog->geometry.invocations = 1;
   while ((k = find_gp_decl(p, arb_peek(p))) >= 0) {
      const struct arb_token t = arb_next(p);
      if (seen & (1u << k)) {
         return arb_fail_at(p, &t, "more than one %s declaration (%s)",
                            gp_decls[k], k < GP_REQUIRED_DECLS ?
                            "each must be included exactly once" :
                            "it may be given once");
      }
      seen |= 1u << k;
      if (!parse_gp_decl(p, (unsigned)k) || !arb_expect_punct(p, ';'))
         return false;
   }
   for (k = 0; k < GP_REQUIRED_DECLS; k++) {
      if (!(seen & (1u << k))) {
         return arb_fail_at(p, arb_peek(p), "missing %s declaration (a "
                            "geometry program needs exactly one, before "
                            "its statements)", gp_decls[k]);
      }
   }
   return true;
}

static bool
gp_is_declaration(const struct arb_parser *p, const struct arb_token *t)
{
   return find_gp_decl(p, t) >= 0;
}

/* Reached only after the <declSequence> that gp_begin() read. */
static bool
gp_parse_declaration(struct arb_parser *p)
{
   const struct arb_token t = *arb_peek(p);

   return arb_fail_at(p, &t, "%s must come before the program's "
                      "statements (and only once)",
                      gp_decls[find_gp_decl(p, &t)]);
}

/* "[" <int> "]" of a vertex number: "<m> must be an integer constant
 * and must be in the valid range of vertices supported for the input
 * primitive type". */
static bool
parse_vertex_number(struct arb_parser *p, int *vertex)
{
   if (!arb_expect_punct(p, '['))
      return false;
   const struct arb_token *t = arb_peek(p);
   if (t->kind != ARB_TOK_INT) {
      return arb_fail_at(p, t, "the vertex number of a vertex[m] binding "
                         "must be an integer constant");
   }
   if (t->value >= p->gp_vertices_in) {
      return arb_fail_at(p, t, "vertex %u out of range (the input "
                         "primitive has %u)", t->value, p->gp_vertices_in);
   }
   *vertex = (int)t->value;
   arb_next(p);
   return arb_expect_punct(p, ']');
}

/* Table X.2's attribute after "vertex[m].": position, fogcoord,
 * pointsize, id, texcoord[n], clip[n], attrib[n],
 * color[.front|.back][.primary|.secondary] (NV_tessellation_program5's
 * Table X.3 is the same list) into src->index. */
bool
arb_geom_parse_vertex_suffix(struct arb_parser *p, struct nvp_src *src)
{
   static const char *const names[] = {
      "position", "fogcoord", "pointsize", "id", "texcoord", "clip",
      "attrib", "color",
   };
   static const int index[] = {
      NVP_OUT_HPOS, NVP_OUT_FOGC, NVP_OUT_PSIZ, NVP_GEOM_VERTEX_ID,
   };
   static const char *const faces[] = { "front", "back" };
   static const char *const color_types[] = { "primary", "secondary" };
   uint32_t n = 0;

   int k = ARB_ONE_OF(p, names);
   switch (k) {
   case 0: case 1: case 2: case 3:
      src->index = index[k];
      return true;
   case 4:   /* texcoord <optArrayMemAbs> */
      if (!arb_is_punct(p, arb_peek(p), '[')) {
         src->index = NVP_OUT_TEX0;
         return true;
      }
      if (!arb_parse_index(p, p->limits->max_texture_coords < 8 ?
                           p->limits->max_texture_coords : 8,
                           "texture coordinate set", &n))
         return false;
      src->index = NVP_OUT_TEX0 + (int)n;
      return true;
   case 5:   /* clip <arrayMemAbs> */
      if (!arb_parse_index(p, p->limits->max_clip_planes < 6 ?
                           p->limits->max_clip_planes : 6, "clip plane",
                           &n))
         return false;
      src->index = NVP_OUT_CLP0 + (int)n;
      return true;
   case 6:   /* attrib <arrayMemAbs> */
      if (!arb_parse_index(p, NVP_GP4_NUM_GENERICS, "generic attribute",
                           &n))
         return false;
      src->index = NVP_GEOM_GENERIC0 + (int)n;
      return true;
   case 7: { /* color */
      int face = ARB_DOT_ONE_OF(p, faces);
      int type = ARB_DOT_ONE_OF(p, color_types);
      src->index = face == 1 ? (type == 1 ? NVP_OUT_BFC1 : NVP_OUT_BFC0)
                             : (type == 1 ? NVP_OUT_COL1 : NVP_OUT_COL0);
      return true;
   }
   default:
      return arb_fail_expected(p, "a vertex attribute (position, "
                               "fogcoord, pointsize, id, texcoord, clip, "
                               "attrib or color)");
   }
}

/* Table X.2: <vtxPrefix> ::= "vertex" <optArrayMemAbs>, then the
 * attribute (arb_geom_parse_vertex_suffix()); "primitive" "." "id".  A
 * binding without "[m]" has vertex -1 (only declarations take it). */
static bool
gp_parse_attrib(struct arb_parser *p, struct nvp_src *src)
{
   memset(src, 0, sizeof(*src));
   for (unsigned c = 0; c < 4; c++)
      src->swizzle[c] = (uint8_t)c;
   if (arb_accept_word(p, "primitive")) {
      if (!arb_expect_punct(p, '.'))
         return false;
      src->file = NVP_FILE_SYSVAL;
      src->index = NVP_SYSVAL_PRIMITIVE_ID;
      /* NV_gpu_program5: "primitive.invocation (id,-,-,-) geometry
       * program invocation" */
      if (p->prog->gp5 && arb_accept_word(p, "invocation")) {
         src->index = NVP_SYSVAL_INVOCATION;
         return true;
      }
      return arb_expect_word(p, "id");
   }
   if (!arb_expect_word(p, "vertex"))
      return false;
   src->file = NVP_FILE_GEOM_ATTRIB;
   src->vertex = -1;
   if (arb_is_punct(p, arb_peek(p), '[') &&
       !parse_vertex_number(p, &src->vertex))
      return false;
   if (!arb_expect_punct(p, '.'))
      return false;
   return arb_geom_parse_vertex_suffix(p, src);
}

/*
 * "For bindings used directly in instructions, "[m]" is required and
 * must be an integer constant specifying a vertex number."  "If "[m]"
 * is not specified, the declared variable is accessed as an array,
 * with the first array index specifying the vertex number.  If such a
 * variable is declared an array, it must have a second array index to
 * identify the individual array element."  The vertex index of such a
 * variable is <arrayMemAbs> or <arrayMemRel> (an integer TEMP component
 * plus an offset below the vertex count, nvp_arb_param.c).
 */
bool
arb_geom_parse_attrib_use(struct arb_parser *p, const struct arb_token *name,
                          const struct arb_symbol *sym, struct nvp_src *src)
{
   int len = name->length > 32 ? 32 : (int)name->length;
   const char *text = p->text + name->offset;

   if (!sym) {
      if ((src->file == NVP_FILE_GEOM_ATTRIB ||
           src->file == NVP_FILE_TESS_OUT_VERTEX) && src->vertex < 0) {
         return arb_fail_at(p, name, "a vertex binding used in an "
                            "instruction needs its vertex number, "
                            "vertex[m]");
      }
      return true;
   }
   /* (and NV_tessellation_program5's "vertex.out" bindings of the
    * output patch, which "all the usage rules described above for
    * bindings using the prefix "vertex.in" apply") */
   bool per_vertex = (sym->attrib.file == NVP_FILE_GEOM_ATTRIB ||
                      sym->attrib.file == NVP_FILE_TESS_OUT_VERTEX) &&
                     sym->attrib.vertex < 0;
   struct nvp_src v;
   memset(&v, 0, sizeof(v));
   if (per_vertex) {
      if (!arb_is_punct(p, arb_peek(p), '[')) {
         return arb_fail_at(p, name, "'%.*s' is bound to every vertex: "
                            "name one, %.*s[m]", len, text, len, text);
      }
      arb_next(p);
      const struct arb_token *t = arb_peek(p);
      if (t->kind == ARB_TOK_INT) {
         if (t->value >= p->gp_vertices_in) {
            return arb_fail_at(p, t, "vertex %u out of range (the input "
                               "primitive has %u)", t->value,
                               p->gp_vertices_in);
         }
         v.vertex = (int)t->value;
         arb_next(p);
      } else {
         if (!arb_parse_array_rel(p, (int)p->gp_vertices_in, &v))
            return false;
         v.vertex = v.index;
         v.vertex_relative = true;
      }
      if (!arb_expect_punct(p, ']'))
         return false;
   }
   const struct arb_element *e = NULL;
   struct nvp_src rel = { 0 };
   if (!arb_gp4_parse_member(p, name, sym, &e, &rel))
      return false;
   if (rel.relative) {
      /* a member read relatively: each member in the table is read with
       * the vertex index (relative or not); the operand's own index
       * fields name the member */
      if (!arb_gp4_relative_attrib(p, name, sym, &rel, src))
         return false;
      for (int m = 0; per_vertex && m < src->array_size; m++) {
         struct nvp_src *b = &p->prog->array_attribs[src->array_base + m];
         b->vertex = v.vertex;
         b->vertex_relative = v.vertex_relative;
         b->addr_file = v.addr_file;
         b->addr_index = v.addr_index;
         b->addr_comp = v.addr_comp;
      }
      if (per_vertex)
         src->vertex = v.vertex_relative ? 0 : v.vertex;
      return true;
   }
   *src = e ? e->attrib : sym->attrib;
   if (per_vertex) {
      src->vertex = v.vertex;
      src->vertex_relative = v.vertex_relative;
      src->addr_file = v.addr_file;
      src->addr_index = v.addr_index;
      src->addr_comp = v.addr_comp;
   }
   return true;
}

/* Table X.3: what the vertex results have, and "result.primid",
 * "result.layer", "result.attrib[n]". */
static bool
gp_parse_result(struct arb_parser *p, struct nvp_dst *dst)
{
   static const char *const names[] = { "primid", "layer", "attrib" };
   struct arb_mark save = arb_mark(p);
   uint32_t n = 0;

   if (arb_accept_word(p, "result") && arb_accept_punct(p, '.')) {
      int k = ARB_ONE_OF(p, names);
      if (k >= 0) {
         memset(dst, 0, sizeof(*dst));
         dst->file = NVP_FILE_OUTPUT;
         dst->write_mask = 0xf;
         if (k == 2 && !arb_parse_index(p, NVP_GP4_NUM_GENERICS,
                                        "generic attribute", &n))
            return false;
         dst->index = k == 0 ? NVP_GP_OUT_PRIMID :
                      k == 1 ? NVP_GP_OUT_LAYER :
                      NVP_GP_OUT_GENERIC0 + (int)n;
         return true;
      }
   }
   arb_reset(p, &save);
   return arb_vp_parse_result(p, dst);
}

static bool
gp_begin_instr(struct arb_parser *p, struct nvp_instr *in,
               const struct arb_token *t)
{
   /* NV_gpu_program5, 2.14.6.2: "A program will fail to load if it
    * contains and EMITS instruction and the output primitive type
    * specified by the PRIMITIVE_OUT declaration is not POINTS." */
   if (in->op == NVP_OP_EMITS && p->prog->geometry.prim_out !=
       NVP_GL_POINTS) {
      return arb_fail_at(p, t, "EMITS needs PRIMITIVE_OUT POINTS (only "
                         "points may go to several vertex streams)");
   }
   return arb_fp2_flow(p, in, t);
}

/* The components a result defines: x of fogcoord, pointsize, clip[n]
 * "(d,*,*,*)", primid and layer, xyzw of the rest. */
static unsigned
result_defined(int index)
{
   return index == NVP_OUT_FOGC || index == NVP_OUT_PSIZ ||
          (index >= NVP_OUT_CLP0 && index <= NVP_OUT_CLP5) ||
          index == NVP_GP_OUT_PRIMID || index == NVP_GP_OUT_LAYER ? 0x1
                                                                  : 0xf;
}

static unsigned
attrib_defined(enum nvp_file file, int index)
{
   if (file == NVP_FILE_SYSVAL || index == NVP_GEOM_VERTEX_ID)
      return 0x1;
   return result_defined(index);
}

/* The summaries and PROGRAM_ATTRIB/RESULT_COMPONENTS_NV, counted as
 * nvp_arb_gp4_stages.c counts them, an attribute binding once whatever
 * vertex reads it. */
static void
summarize_gp(struct nvp_program *prog)
{
   enum { SYSVAL0 = NVP_GEOM_ATTRIB_COUNT,
          NUM_IN = NVP_GEOM_ATTRIB_COUNT + NVP_SYSVAL_COUNT };
   uint8_t in_mask[NUM_IN] = { 0 }, out_mask[NVP_GP_OUT_COUNT] = { 0 };

   prog->outputs_written &= (1u << NVP_GP_OUT_GENERIC0) - 1;
   prog->geometry.generics_written = 0;
   for (unsigned i = 0; i < prog->num_instrs; i++) {
      const struct nvp_instr *in = &prog->instrs[i];
      for (unsigned s = 0; s < 3; s++) {
         const struct nvp_src *src = &in->src[s];
         int k;
         if (src->relative || src->vertex_relative) {
            if (src->addr_file == NVP_FILE_TEMP)
               prog->temps_used |= UINT64_C(1) << src->addr_index;
            else if (src->addr_file == NVP_FILE_TEMP_H)
               prog->temps_h_used |= UINT64_C(1) << src->addr_index;
         }
         if (src->file == NVP_FILE_SYSVAL) {
            prog->sysvals_read |= 1u << src->index;
            k = SYSVAL0 + src->index;
            unsigned read = 0;
            for (unsigned c = 0; c < 4; c++)
               read |= 1u << (src->swizzle[c] & 3);
            in_mask[k] |= (uint8_t)(read & attrib_defined(src->file,
                                                          src->index));
            continue;
         }
         if (src->file != NVP_FILE_GEOM_ATTRIB)
            continue;
         /* a member of an ATTRIB array read relatively: each member
          * (arb_gp4_summarize_arrays() marks them read) */
         bool rel = src->relative;
         for (int m = 0; m < (rel ? src->array_size : 1); m++) {
            const struct nvp_src *b =
               rel ? &prog->array_attribs[src->array_base + m] : src;
            if (b->index >= NVP_GEOM_GENERIC0)
               prog->generics_read |= 1u << (b->index - NVP_GEOM_GENERIC0);
            else
               prog->attribs_read |= 1u << b->index;
            k = b->index;
            unsigned read = 0;
            for (unsigned c = 0; c < 4; c++)
               read |= 1u << (src->swizzle[c] & 3);
            in_mask[k] |= (uint8_t)(read & attrib_defined(b->file,
                                                          b->index));
         }
      }
      /* a member of an OUTPUT array written relatively: each member */
      const struct nvp_dst *d = &in->dst;
      bool rel = d->relative && d->file == NVP_FILE_OUTPUT;
      for (int m = 0; m < (rel ? d->array_size : 1); m++) {
         const struct nvp_dst *b =
            rel ? &prog->array_results[d->array_base + m] : d;
         if (b->file != NVP_FILE_OUTPUT || b->index < 0 ||
             b->index >= NVP_GP_OUT_COUNT)
            continue;
         if (b->index >= NVP_GP_OUT_GENERIC0)
            prog->geometry.generics_written |=
               1u << (b->index - NVP_GP_OUT_GENERIC0);
         out_mask[b->index] |=
            (uint8_t)(d->write_mask & result_defined(b->index));
      }
   }
   prog->attrib_components = 0;
   prog->result_components = 0;
   for (unsigned k = 0; k < NUM_IN; k++)
      prog->attrib_components += (unsigned)__builtin_popcount(in_mask[k]);
   for (unsigned k = 0; k < NVP_GP_OUT_COUNT; k++)
      prog->result_components += (unsigned)__builtin_popcount(out_mask[k]);
}

static bool
gp_finish(struct arb_parser *p)
{
   struct nvp_program *prog = p->prog;

   if (!arb_vertex_stage.finish(p) || !arb_gp5_finish_subroutines(p))
      return false;
   arb_fp2_summarize(prog);
   summarize_gp(prog);
   arb_gp4_summarize_temps(prog);
   arb_gp4_summarize_arrays(prog);
   /* 2.14.6.4: "product of the vertex limit and the number of result
    * variable components written by the program
    * (PROGRAM_RESULT_COMPONENTS_NV ...) may not exceed the value of
    * MAX_PROGRAM_TOTAL_OUTPUT_COMPONENTS_NV.  A geometry program will
    * fail to load if its maximum vertex count or maximum total
    * component count exceeds the implementation-dependent limit."
    * Reported at the VERTICES_OUT count. */
   uint64_t total = (uint64_t)prog->geometry.vertices_out *
                    prog->result_components;
   if (total > max_total_components(p->limits)) {
      return arb_fail_at(p, &p->gp_vertices_out, "VERTICES_OUT %u times "
                         "%u result components exceeds "
                         "MAX_PROGRAM_TOTAL_OUTPUT_COMPONENTS_NV (%u)",
                         prog->geometry.vertices_out,
                         prog->result_components,
                         max_total_components(p->limits));
   }
   return true;
}

const struct arb_stage arb_geometry4_stage = {
   .attrib_word = "vertex",
   .attrib_word2 = "primitive",
   .attrib_expected = "a vertex or primitive attribute binding",
   .no_address = "NV_gpu_program4 has no ADDRESS variables: an integer "
                 "TEMP component indexes an array",
   .state_items = 0x1ff,
   .is_reserved = gp_is_reserved,
   .parse_option = gp_parse_option,
   .lookup_opcode = arb_gp4_lookup_opcode,
   .parse_modifiers = arb_gp4_parse_modifiers,
   .parse_attrib = gp_parse_attrib,
   .parse_attrib_use = arb_geom_parse_attrib_use,
   .is_declaration = gp_is_declaration,
   .parse_declaration = gp_parse_declaration,
   .parse_result = gp_parse_result,
   .begin = gp_begin,
   .begin_instr = gp_begin_instr,
   .check_label = arb_fp2_check_label,
   .check_end = arb_fp2_check_end,
   .finish = gp_finish,
};
