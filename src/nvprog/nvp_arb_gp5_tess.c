/*
 * The tessellation stages of NV_tessellation_program5's "!!NVtcp5.0"
 * (control) and "!!NVtep5.0" (evaluation) rows: their declarations
 * (VERTICES_OUT; TESS_MODE, TESS_SPACING, TESS_VERTEX_ORDER,
 * TESS_POINT_MODE, section 2.X.7.Y), the attribute bindings of Tables
 * X.2 to X.4 (input patch vertices "vertex[m]." / "vertex.in[m].", the
 * control program's output patch "vertex.out[m].", per-patch
 * "primitive[.in|.out]." values, "vertex.tesscoord") and the results of
 * Tables X.5 and X.6 ("result.patch.tessouter[n]" ...).  Instructions,
 * modifiers, blocks and arrays are the vertex gp4 stage's; per-vertex
 * variables and their vertex index are the geometry stage's
 * (nvp_arb_gp4_geometry.c).
 */
#include <string.h>

#include "nvp_arb_fragment.h"
#include "nvp_arb_gp4.h"
#include "nvp_arb_vertex.h"

static bool
is_control(const struct arb_parser *p)
{
   return p->kind == NVP_KIND_GP5_TCP;
}

/* The declarations of each stage, in a bit order; bit 0 is required
 * ("A program will fail to load unless it contains exactly one
 * VERTICES_OUT declaration"; "A tessellation evaluation program will
 * fail to load if it has no primitive generation mode declaration"),
 * and each may be given once ("Each of these may be included at most
 * [once] in a tessellation evaluation program"). */
static const char *const tcp_decls[] = { "VERTICES_OUT" };
static const char *const tep_decls[] = {
   "TESS_MODE", "TESS_SPACING", "TESS_VERTEX_ORDER", "TESS_POINT_MODE",
};

static const char *const *
decls(const struct arb_parser *p, unsigned *n)
{
   *n = is_control(p) ? 1 : 4;
   return is_control(p) ? tcp_decls : tep_decls;
}

static int
find_decl(const struct arb_parser *p, const struct arb_token *t)
{
   unsigned n;
   const char *const *names = decls(p, &n);

   for (unsigned k = 0; k < n; k++) {
      if (arb_is_word(p, t, names[k]))
         return (int)k;
   }
   return -1;
}

static bool
tess_is_reserved(const struct arb_parser *p, const struct arb_token *t)
{
   return arb_vp4_is_reserved(p, t) || arb_is_word(p, t, "primitive") ||
          find_decl(p, t) >= 0;
}

/* 2.X.6.Y: "No options are supported at present for tessellation
 * control programs" (and evaluation programs); NV_parameter_buffer_
 * object2's applies to every program kind. */
static bool
tess_parse_option(struct arb_parser *p, const struct arb_token *t)
{
   if (arb_gp4_parse_option(p, t))
      return true;
   return arb_fail_at(p, t, "unsupported program option (tessellation "
                      "programs have only NV_parameter_buffer_object2)");
}

/* <declTessMode>, <declTessSpacing>, <declTessVtxOrder> with their GL
 * enums. */
static const char *const modes[] = { "TRIANGLES", "QUADS", "ISOLINES" };
static const unsigned modes_gl[] = {
   NVP_GL_TRIANGLES, NVP_GL_QUADS, NVP_GL_ISOLINES,
};
static const char *const spacings[] = {
   "EQUAL", "FRACTIONAL_ODD", "FRACTIONAL_EVEN",
};
static const unsigned spacings_gl[] = {
   NVP_GL_EQUAL, NVP_GL_FRACTIONAL_ODD, NVP_GL_FRACTIONAL_EVEN,
};
static const char *const orders[] = { "CW", "CCW" };

/* One declaration from its keyword (consumed), k its index. */
static bool
parse_decl(struct arb_parser *p, unsigned k)
{
   struct nvp_program *prog = p->prog;
   const struct arb_token v = *arb_peek(p);
   int i;

   if (is_control(p)) {
      /* "The single argument must be a positive integer less than or
       * equal to the value of the implementation-dependent limit
       * MAX_PATCH_VERTICES_NV." */
      if (v.kind == ARB_TOK_INT && v.value == 0)
         return arb_fail_at(p, &v, "VERTICES_OUT must be positive");
      if (v.kind == ARB_TOK_INT && v.value > NVP_TESS_MAX_PATCH_VERTICES) {
         return arb_fail_at(p, &v, "VERTICES_OUT %u exceeds "
                            "MAX_PATCH_VERTICES (%u)", v.value,
                            NVP_TESS_MAX_PATCH_VERTICES);
      }
      if (!arb_expect_int(p, UINT32_MAX, "a vertex count",
                          &prog->tess.vertices_out))
         return false;
      p->gp_vertices_out = v;
      return true;
   }
   switch (k) {
   case 0:
      if ((i = ARB_ONE_OF(p, modes)) < 0) {
         return arb_fail_expected(p, "a primitive generation mode "
                                  "(TRIANGLES, QUADS or ISOLINES)");
      }
      prog->tess.mode = modes_gl[i];
      return true;
   case 1:
      if ((i = ARB_ONE_OF(p, spacings)) < 0) {
         return arb_fail_expected(p, "a spacing (EQUAL, FRACTIONAL_ODD "
                                  "or FRACTIONAL_EVEN)");
      }
      prog->tess.spacing = spacings_gl[i];
      return true;
   case 2:
      if ((i = ARB_ONE_OF(p, orders)) < 0)
         return arb_fail_expected(p, "a vertex order (CW or CCW)");
      prog->tess.cw = i == 0;
      return true;
   default:
      /* "The declaration takes no arguments." */
      prog->tess.point_mode = true;
      return true;
   }
}

/* <program> ::= <optionSequence> <declSequence> <statementSequence>
 * "END": the declarations before every statement, as in geometry
 * programs (a missing one reported at the first token after them). */
static bool
tess_begin(struct arb_parser *p)
{
   unsigned seen = 0, n;
   const char *const *names = decls(p, &n);
   int k;

   p->prog->tess.spacing = NVP_GL_EQUAL;
   p->prog->tess.mode = NVP_GL_TRIANGLES;
   /* "If <m> is greater than or equal to the number of vertices in the
    * input patch, the values corresponding to the binding are
    * undefined": a vertex number below MAX_PATCH_VERTICES loads */
   p->gp_vertices_in = NVP_TESS_MAX_PATCH_VERTICES;
   while ((k = find_decl(p, arb_peek(p))) >= 0) {
      const struct arb_token t = arb_next(p);
      if (seen & (1u << k)) {
         return arb_fail_at(p, &t, "more than one %s declaration (%s)",
                            names[k], k == 0 && is_control(p) ?
                            "exactly one is needed" :
                            "it may be given once");
      }
      seen |= 1u << k;
      if (!parse_decl(p, (unsigned)k) || !arb_expect_punct(p, ';'))
         return false;
   }
   if (!(seen & 1)) {
      return arb_fail_at(p, arb_peek(p), "missing %s declaration (a "
                         "tessellation %s program needs one, before its "
                         "statements)", names[0],
                         is_control(p) ? "control" : "evaluation");
   }
   return true;
}

static bool
tess_is_declaration(const struct arb_parser *p, const struct arb_token *t)
{
   return find_decl(p, t) >= 0;
}

static bool
tess_parse_declaration(struct arb_parser *p)
{
   const struct arb_token t = *arb_peek(p);
   unsigned n;
   const char *const *names = decls(p, &n);

   return arb_fail_at(p, &t, "%s must come before the program's "
                      "statements (and only once)",
                      names[find_decl(p, &t)]);
}

/* "[" <int> "]" of a vertex number below 'limit': "vertex[A0.x]..." is
 * "ILLEGAL -- vertex number must be constant". */
static bool
parse_vertex_number(struct arb_parser *p, unsigned limit, const char *patch,
                    int *vertex)
{
   if (!arb_expect_punct(p, '['))
      return false;
   const struct arb_token *t = arb_peek(p);
   if (t->kind != ARB_TOK_INT) {
      return arb_fail_at(p, t, "the vertex number of a vertex[m] binding "
                         "must be an integer constant");
   }
   if (t->value >= limit) {
      return arb_fail_at(p, t, "vertex %u out of range (the %s patch has "
                         "%u)", t->value, patch, limit);
   }
   *vertex = (int)t->value;
   arb_next(p);
   return arb_expect_punct(p, ']');
}

static void
sysval(struct nvp_src *src, enum nvp_sysval s)
{
   src->file = NVP_FILE_SYSVAL;
   src->index = s;
}

/* Table X.4 after "primitive" "." ["in" "." | "out" "."]. */
static bool
parse_primitive(struct arb_parser *p, struct nvp_src *src)
{
   static const char *const names[] = {
      "id", "invocation", "vertexcount", "tessouter", "tessinner", "patch",
   };
   bool control = is_control(p);
   bool in = false, out = false;

   if (!arb_expect_punct(p, '.'))
      return false;
   const struct arb_token pre = *arb_peek(p);
   if (arb_accept_word(p, "in"))
      in = true;
   else if (arb_accept_word(p, "out"))
      out = true;
   if ((in || out) && !arb_expect_punct(p, '.'))
      return false;
   /* "Tessellation evaluation programs do not have an output patch and
    * do not support this attribute binding suffix." */
   if (out && !control) {
      return arb_fail_at(p, &pre, "primitive.out: evaluation programs "
                         "have no output patch");
   }
   const struct arb_token t = *arb_peek(p);
   int k = ARB_ONE_OF(p, names);
   switch (k) {
   case 0:
      sysval(src, NVP_SYSVAL_PRIMITIVE_ID);
      return true;
   case 1:
      /* "This suffix is not available to tessellation evaluation
       * programs" */
      if (!control) {
         return arb_fail_at(p, &t, "primitive.invocation is a control "
                            "program binding");
      }
      sysval(src, NVP_SYSVAL_INVOCATION);
      return true;
   case 2:
      /* "This suffix is available only with the prefixes "primitive"
       * and "primitive.in"." */
      if (out) {
         return arb_fail_at(p, &t, "vertexcount is a binding of the "
                            "input patch (primitive or primitive.in)");
      }
      sysval(src, NVP_SYSVAL_VERTEX_COUNT);
      return true;
   case 3: case 4: case 5: {
      /* "For tessellation control programs, this suffix is available
       * only with "primitive.out"." */
      if (control && !out) {
         return arb_fail_at(p, &t, "a control program reads the "
                            "per-patch values of its output patch: "
                            "primitive.out.%s", names[k]);
      }
      if (k == 5 && (!arb_expect_punct(p, '.') ||
                     !arb_expect_word(p, "attrib")))
         return false;
      static const unsigned first[] = {
         NVP_TESS_OUTER0, NVP_TESS_INNER0, NVP_TESS_PATCH0,
      };
      static const unsigned count[] = { 4, 2, NVP_TESS_NUM_PATCH };
      static const char *const what[] = {
         "outer tessellation level", "inner tessellation level",
         "patch attribute",
      };
      uint32_t n = 0;
      /* "<n> must be less than four" (two for tessinner); an
       * evaluation program's <optArrayMemAbs> may leave [n] out (0) */
      if ((control || arb_is_punct(p, arb_peek(p), '[')) &&
          !arb_parse_index(p, count[k - 3], what[k - 3], &n))
         return false;
      src->file = NVP_FILE_TESS_PATCH;
      src->index = (int)(first[k - 3] + n);
      return true;
   }
   default:
      return arb_fail_expected(p, control ?
                               "a primitive binding (id, invocation, "
                               "vertexcount, tessouter, tessinner or "
                               "patch.attrib)" :
                               "a primitive binding (id, vertexcount, "
                               "tessouter, tessinner or patch.attrib)");
   }
}

/* Tables X.2 to X.4: "vertex" ["[m]" | ".in" ["[m]"] | ".out" ["[m]"]]
 * "." and a vertex attribute, "vertex.tesscoord", or "primitive" ...
 * A per-vertex binding without "[m]" has vertex -1 (only declarations
 * take it). */
static bool
tess_parse_attrib(struct arb_parser *p, struct nvp_src *src)
{
   bool control = is_control(p);

   memset(src, 0, sizeof(*src));
   for (unsigned c = 0; c < 4; c++)
      src->swizzle[c] = (uint8_t)c;
   if (arb_accept_word(p, "primitive"))
      return parse_primitive(p, src);
   if (!arb_expect_word(p, "vertex"))
      return false;
   src->file = NVP_FILE_GEOM_ATTRIB;
   src->vertex = -1;
   if (arb_is_punct(p, arb_peek(p), '[')) {
      if (!parse_vertex_number(p, p->gp_vertices_in, "input",
                               &src->vertex))
         return false;
   } else {
      if (!arb_expect_punct(p, '.'))
         return false;
      const struct arb_token t = *arb_peek(p);
      if (arb_accept_word(p, "tesscoord")) {
         /* "This suffix is not available to tessellation control
          * shaders and may only be used with the prefix "vertex"." */
         if (control) {
            return arb_fail_at(p, &t, "vertex.tesscoord is an evaluation "
                               "program binding");
         }
         sysval(src, NVP_SYSVAL_TESS_COORD);
         return true;
      }
      bool in = arb_accept_word(p, "in");
      bool out = !in && arb_accept_word(p, "out");
      if (!in && !out)
         return arb_geom_parse_vertex_suffix(p, src);
      /* "Tessellation evaluation programs do not have an output patch
       * and do not support this attribute binding prefix." */
      if (out && !control) {
         return arb_fail_at(p, &t, "vertex.out: evaluation programs have "
                            "no output patch");
      }
      if (out)
         src->file = NVP_FILE_TESS_OUT_VERTEX;
      /* "A program will fail to load if the vertex number <m> is
       * greater than or equal to the number of vertices in the output
       * patch." */
      if (arb_is_punct(p, arb_peek(p), '[') &&
          !parse_vertex_number(p, out ? p->prog->tess.vertices_out :
                               p->gp_vertices_in, out ? "output" : "input",
                               &src->vertex))
         return false;
   }
   if (!arb_expect_punct(p, '.'))
      return false;
   return arb_geom_parse_vertex_suffix(p, src);
}

/* Table X.5 (the vertex results of NV_vertex_program4) and, in control
 * programs, Table X.6: "result.patch.tessouter[n]",
 * "result.patch.tessinner[n]", "result.patch.attrib[n]". */
static bool
tess_parse_result(struct arb_parser *p, struct nvp_dst *dst)
{
   static const char *const names[] = { "tessouter", "tessinner", "attrib" };
   static const unsigned first[] = {
      NVP_TESS_OUTER0, NVP_TESS_INNER0, NVP_TESS_PATCH0,
   };
   static const unsigned count[] = { 4, 2, NVP_TESS_NUM_PATCH };
   static const char *const what[] = {
      "outer tessellation level", "inner tessellation level",
      "patch attribute",
   };
   struct arb_mark save = arb_mark(p);

   if (arb_accept_word(p, "result") && arb_accept_punct(p, '.')) {
      const struct arb_token t = *arb_peek(p);
      if (arb_accept_word(p, "patch")) {
         /* "These bindings are not available to tessellation
          * evaluation programs." */
         if (!is_control(p)) {
            return arb_fail_at(p, &t, "result.patch: evaluation programs "
                               "have no per-patch results");
         }
         if (!arb_expect_punct(p, '.'))
            return false;
         int k = ARB_ONE_OF(p, names);
         if (k < 0) {
            return arb_fail_expected(p, "a per-patch result (tessouter, "
                                     "tessinner or attrib)");
         }
         uint32_t n;
         if (!arb_parse_index(p, count[k], what[k], &n))
            return false;
         memset(dst, 0, sizeof(*dst));
         dst->file = NVP_FILE_OUTPUT;
         dst->write_mask = 0xf;
         dst->index = (int)(NVP_TESS_OUT0 + first[k] + n);
         return true;
      }
   }
   arb_reset(p, &save);
   return arb_vp4_parse_result(p, dst);
}

static bool
tess_begin_instr(struct arb_parser *p, struct nvp_instr *in,
                 const struct arb_token *t)
{
   return arb_fp2_flow(p, in, t);
}

/* What the emitter needs beyond the geometry-style summaries: the
 * per-patch values read and written, whether the output patch is
 * read, the generic results written and the system values read. */
static void
summarize_tess(struct nvp_program *prog)
{
   prog->outputs_written &= (1u << NVP_GP_OUT_GENERIC0) - 1;
   prog->geometry.generics_written = 0;
   prog->tess.patch_read = prog->tess.patch_written = 0;
   prog->tess.out_read = false;
   prog->generics_read = 0;
   for (unsigned i = 0; i < prog->num_instrs; i++) {
      const struct nvp_instr *in = &prog->instrs[i];
      for (unsigned s = 0; s < 3; s++) {
         const struct nvp_src *src = &in->src[s];
         if (src->relative || src->vertex_relative) {
            if (src->addr_file == NVP_FILE_TEMP)
               prog->temps_used |= UINT64_C(1) << src->addr_index;
            else if (src->addr_file == NVP_FILE_TEMP_H)
               prog->temps_h_used |= UINT64_C(1) << src->addr_index;
         }
         if (src->file == NVP_FILE_SYSVAL) {
            prog->sysvals_read |= 1u << src->index;
            continue;
         }
         bool rel = src->relative;
         for (int m = 0; m < (rel ? src->array_size : 1); m++) {
            const struct nvp_src *b =
               rel ? &prog->array_attribs[src->array_base + m] : src;
            if (b->file == NVP_FILE_TESS_PATCH) {
               prog->tess.patch_read |= UINT64_C(1) << b->index;
               prog->tess.out_read |= prog->kind == NVP_KIND_GP5_TCP;
            } else if (b->file == NVP_FILE_TESS_OUT_VERTEX) {
               prog->tess.out_read = true;
            } else if (b->file == NVP_FILE_GEOM_ATTRIB) {
               if (b->index >= NVP_GEOM_GENERIC0)
                  prog->generics_read |=
                     1u << (b->index - NVP_GEOM_GENERIC0);
               else
                  prog->attribs_read |= 1u << b->index;
            }
         }
      }
      const struct nvp_dst *d = &in->dst;
      bool rel = d->relative && d->file == NVP_FILE_OUTPUT;
      for (int m = 0; m < (rel ? d->array_size : 1); m++) {
         const struct nvp_dst *b =
            rel ? &prog->array_results[d->array_base + m] : d;
         if (b->file != NVP_FILE_OUTPUT || b->index < 0)
            continue;
         if (b->index >= NVP_TESS_OUT0 && b->index < NVP_TESS_OUT_COUNT)
            prog->tess.patch_written |=
               UINT64_C(1) << (b->index - NVP_TESS_OUT0);
         else if (b->index == NVP_VP_OUT_ID)
            prog->vertex_id_written = true;
         else if (b->index >= NVP_GP_OUT_GENERIC0 &&
                  b->index < NVP_GP_OUT_COUNT)
            prog->geometry.generics_written |=
               1u << (b->index - NVP_GP_OUT_GENERIC0);
      }
   }
}

static bool
tess_finish(struct arb_parser *p)
{
   struct nvp_program *prog = p->prog;

   if (!arb_vertex_stage.finish(p) || !arb_gp5_finish_subroutines(p))
      return false;
   prog->attribs_read = 0;
   arb_fp2_summarize(prog);
   summarize_tess(prog);
   arb_gp4_summarize_temps(prog);
   arb_gp4_summarize_arrays(prog);
   return true;
}

/* Both headers' stage: what differs between control and evaluation
 * programs follows the kind of the language row (NVP_KIND_GP5_TCP,
 * NVP_KIND_GP5_TEP). */
const struct arb_stage arb_tess5_stage = {
   .attrib_word = "vertex",
   .attrib_word2 = "primitive",
   .attrib_expected = "a vertex or primitive attribute binding",
   .no_address = "NV_gpu_program4 has no ADDRESS variables: an integer "
                 "TEMP component indexes an array",
   .state_items = 0x1ff,
   .is_reserved = tess_is_reserved,
   .parse_option = tess_parse_option,
   .lookup_opcode = arb_gp4_lookup_opcode,
   .parse_modifiers = arb_gp4_parse_modifiers,
   .parse_attrib = tess_parse_attrib,
   .parse_attrib_use = arb_geom_parse_attrib_use,
   .is_declaration = tess_is_declaration,
   .parse_declaration = tess_parse_declaration,
   .parse_result = tess_parse_result,
   .begin = tess_begin,
   .begin_instr = tess_begin_instr,
   .check_label = arb_fp2_check_label,
   .check_end = arb_fp2_check_end,
   .finish = tess_finish,
};
