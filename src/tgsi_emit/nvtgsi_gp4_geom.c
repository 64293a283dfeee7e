/*
 * nvtgsi_gp4_geom: NV_geometry_program4 ("!!NVgp4.0") in the gp4
 * emitter: a GEOMETRY shader whose instructions, registers, parameters
 * and flow are the vertex kind's (nvtgsi_gp4*.c).
 *
 *   properties     GS_INPUT_PRIM, GS_OUTPUT_PRIM (PRIMITIVE_IN,
 *                  PRIMITIVE_OUT), GS_MAX_OUTPUT_VERTICES (VERTICES_OUT),
 *                  GS_INVOCATIONS 1
 *   vertex[m].X    INPUT[m][k], 2-D, declared with the semantic the
 *                  "!!NVvp4.0" emitter gives result X
 *                  (nvtgsi_output_semantic(): POSITION, COLOR 0/1,
 *                  BCOLOR 0/1, FOG, PSIZE, TEXCOORD n, CLIPDIST n/4
 *                  component n%4), so a vertex program's results link by
 *                  semantic; vertex[m].attrib[n] GENERIC n (what
 *                  fragment.attrib[n] reads)
 *   primitive.id   the PRIMID system value
 *   results        TEMPs as the vertex kind's, copied to OUTPUT (same
 *                  semantics; result.primid PRIMID, result.layer LAYER,
 *                  result.attrib[n] GENERIC n) at each EMIT
 *   EMIT, ENDPRIM  EMIT and ENDPRIM of stream 0
 */
#include "tgsi/tgsi_ureg.h"

#include "nvtgsi_gp4_priv.h"

/* PRIMITIVE_IN / PRIMITIVE_OUT's GL enums and their PIPE_PRIM_*. */
static const struct {
   unsigned gl;
   enum pipe_prim_type pipe;
} prims[] = {
   { NVP_GL_POINTS, PIPE_PRIM_POINTS },
   { NVP_GL_LINES, PIPE_PRIM_LINES },
   { NVP_GL_LINE_STRIP, PIPE_PRIM_LINE_STRIP },
   { NVP_GL_TRIANGLES, PIPE_PRIM_TRIANGLES },
   { NVP_GL_TRIANGLE_STRIP, PIPE_PRIM_TRIANGLE_STRIP },
   { NVP_GL_LINES_ADJACENCY_EXT, PIPE_PRIM_LINES_ADJACENCY },
   { NVP_GL_TRIANGLES_ADJACENCY_EXT, PIPE_PRIM_TRIANGLES_ADJACENCY },
};

static bool
pipe_prim(unsigned gl, enum pipe_prim_type *pipe)
{
   for (unsigned i = 0; i < ARRAY_SIZE(prims); i++) {
      if (prims[i].gl == gl) {
         *pipe = prims[i].pipe;
         return true;
      }
   }
   return false;
}

/* The semantics of results past enum nvp_output. */
static const struct {
   enum tgsi_semantic name;
   unsigned index;
} geom_results[] = {
   [NVP_GP_OUT_PRIMID - NVP_OUT_COUNT] = { TGSI_SEMANTIC_PRIMID, 0 },
   [NVP_GP_OUT_LAYER - NVP_OUT_COUNT] = { TGSI_SEMANTIC_LAYER, 0 },
};

void
nvtgsi_gp4_result_semantic(unsigned o, unsigned *name, unsigned *index)
{
   if (o < NVP_OUT_COUNT) {
      nvtgsi_output_semantic((enum nvp_output)o, name, index);
   } else if (o == NVP_VP_OUT_ID) {
      *name = TGSI_SEMANTIC_GENERIC;
      *index = NVTGSI_GP4_VERTEX_ID_GENERIC;
   } else if (o >= NVP_GP_OUT_GENERIC0) {
      *name = TGSI_SEMANTIC_GENERIC;
      *index = o - NVP_GP_OUT_GENERIC0;
   } else {
      *name = geom_results[o - NVP_OUT_COUNT].name;
      *index = geom_results[o - NVP_OUT_COUNT].index;
   }
}

bool
nvtgsi_gp4_geom_relative(const struct nvp_program *p)
{
   for (unsigned i = 0; i < p->num_instrs; i++) {
      for (unsigned s = 0; s < 3; s++) {
         if (p->instrs[i].src[s].file == NVP_FILE_GEOM_ATTRIB &&
             p->instrs[i].src[s].vertex_relative)
            return true;
      }
   }
   return false;
}

bool
nvtgsi_gp4_geom_layout(struct nvtgsi_ctx *ctx)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   const struct nvp_program *p = ctx->prog;
   struct ureg_program *u = ctx->ureg;
   enum pipe_prim_type in, out;
   unsigned verts = nvp_geom_vertices_in(p->geometry.prim_in);

   if (!pipe_prim(p->geometry.prim_in, &in) ||
       !pipe_prim(p->geometry.prim_out, &out) || !verts ||
       !p->geometry.vertices_out)
      return nvtgsi_error(ctx, "bad geometry program declarations");
   ureg_property(u, TGSI_PROPERTY_GS_INPUT_PRIM, in);
   ureg_property(u, TGSI_PROPERTY_GS_OUTPUT_PRIM, out);
   ureg_property(u, TGSI_PROPERTY_GS_MAX_OUTPUT_VERTICES,
                 p->geometry.vertices_out);
   /* NV_gpu_program5's INVOCATIONS: "the number of times the geometry
    * program is run on each primitive processed" */
   ureg_property(u, TGSI_PROPERTY_GS_INVOCATIONS,
                 MAX2(p->geometry.invocations, 1));

   for (unsigned i = 0; i < p->num_instrs; i++) {
      for (unsigned s = 0; s < 3; s++) {
         const struct nvp_src *src = &p->instrs[i].src[s];
         if (src->file != NVP_FILE_GEOM_ATTRIB)
            continue;
         if (src->index < 0 || src->index >= NVP_GEOM_ATTRIB_COUNT ||
             (!src->vertex_relative &&
              (src->vertex < 0 || src->vertex >= (int)verts)))
            return nvtgsi_error(ctx, "line %u: bad vertex attribute",
                                p->instrs[i].line);
      }
   }
   for (unsigned k = 0; k < NVP_GEOM_ATTRIB_COUNT; k++) {
      bool read = k >= NVP_GEOM_GENERIC0 ?
                  (p->generics_read >> (k - NVP_GEOM_GENERIC0)) & 1 :
                  (p->attribs_read >> k) & 1;
      unsigned name, index;
      if (!read)
         continue;
      /* Table X.2 "vertex[m].id (id,-,-,-) vertex id": "filled with the
       * vertex ID result written by the vertex program" (result.id) */
      if (k == NVP_GEOM_VERTEX_ID) {
         name = TGSI_SEMANTIC_GENERIC;
         index = NVTGSI_GP4_VERTEX_ID_GENERIC;
      } else if (k >= NVP_GEOM_GENERIC0) {
         name = TGSI_SEMANTIC_GENERIC;
         index = k - NVP_GEOM_GENERIC0;
      } else {
         nvtgsi_output_semantic((enum nvp_output)k, &name, &index);
      }
      g->gin[k] = ureg_DECL_input(u, (enum tgsi_semantic)name, index, 0,
                                  1);
   }
   /* "primitive.id (id,-,-,-) primitive number" */
   if (p->sysvals_read & (1u << NVP_SYSVAL_PRIMITIVE_ID))
      g->sysval[NVP_SYSVAL_PRIMITIVE_ID] =
         ureg_DECL_system_value(u, TGSI_SEMANTIC_PRIMID, 0);
   /* "primitive.invocation (id,-,-,-) geometry program invocation" */
   if (p->sysvals_read & (1u << NVP_SYSVAL_INVOCATION))
      g->sysval[NVP_SYSVAL_INVOCATION] =
         ureg_DECL_system_value(u, TGSI_SEMANTIC_INVOCATIONID, 0);
   if (p->sysvals_read & ~(1u << NVP_SYSVAL_PRIMITIVE_ID |
                           1u << NVP_SYSVAL_INVOCATION))
      return nvtgsi_error(ctx, "bad geometry program system value");
   return true;
}

/*
 * vertex[m].X: INPUT[m][k]; vertex[m].clip[n] component n % 4 of
 * CLIPDIST n / 4.  A vertex index read relatively (2.X.4.2: "If the sum
 * is negative or exceeds the size of the array, the results of the
 * access are undefined") is clamped as an unsigned integer to the last
 * vertex, so a negative or too large sum reads the primitive's last
 * vertex and nothing past the inputs.  The vertex is then selected
 * among the primitive's (at most six) inputs rather than read through
 * an address register: llvmpipe 22.3's geometry stage draws nothing for
 * a vertex index that varies at run time (INPUT[ADDR[0].x][k], and the
 * NIR deref tgsi_to_nir makes of it; softpipe drew it; found by the Cg
 * oracle's gs_tri_dynamic_rep):
 *
 *    t.x = R.c + offset          integer, wrapping
 *    t.x = umin(t.x, vertices - 1)
 *    tmp = INPUT[0][k]
 *    t.y = t.x == v ? ~0 : 0; tmp = t.y ? INPUT[v][k] : tmp   (v > 0)
 */
struct ureg_src
nvtgsi_gp4_geom_input(struct nvtgsi_ctx *ctx, const struct nvp_src *s,
                      struct ureg_dst tmp)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   struct ureg_program *u = ctx->ureg;
   struct ureg_src in = g->gin[s->index], r;

   if (!s->vertex_relative) {
      r = ureg_src_dimension(in, s->vertex);
   } else {
      unsigned last = nvp_geom_vertices_in(ctx->prog->geometry.prim_in) - 1;
      struct ureg_src index =
         ureg_scalar(ureg_src(s->addr_file == NVP_FILE_TEMP_H ?
                              g->h[s->addr_index] : g->r[s->addr_index]),
                     s->addr_comp & 3);
      struct ureg_dst t = ureg_DECL_temporary(u);
      struct ureg_dst tx = ureg_writemask(t, TGSI_WRITEMASK_X);
      struct ureg_src sx = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X);

      struct ureg_dst ty = ureg_writemask(t, TGSI_WRITEMASK_Y);
      struct ureg_src sy = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_Y);

      ureg_UADD(u, tx, index, ureg_imm1u(u, (uint32_t)s->vertex));
      ureg_UMIN(u, tx, sx, ureg_imm1u(u, last));
      ureg_MOV(u, tmp, ureg_src_dimension(in, 0));
      for (unsigned v = 1; v <= last; v++) {
         ureg_USEQ(u, ty, sx, ureg_imm1u(u, v));
         ureg_UCMP(u, tmp, sy, ureg_src_dimension(in, v), ureg_src(tmp));
      }
      ureg_release_temporary(u, t);
      r = ureg_src(tmp);
   }
   if (s->index >= NVP_OUT_CLP0 && s->index <= NVP_OUT_CLP5)
      r = ureg_scalar(r, (s->index - NVP_OUT_CLP0) % 4);
   return r;
}

/*
 * EMITS (NV_gpu_program5): EMIT to "the vertex stream specified by the
 * single signed integer scalar operand".  "If the specified stream is
 * negative or greater than or equal to the implementation-dependent
 * number of vertex streams (MAX_VERTEX_STREAMS_NV), the results of the
 * instruction are undefined": such a vertex goes nowhere.  TGSI's EMIT
 * takes its stream as a literal (gallivm has no other), so a stream
 * computed at run time selects among the literal ones.
 */
static void
emit_stream(struct nvtgsi_ctx *ctx, const struct nvp_instr *in)
{
   struct ureg_program *u = ctx->ureg;
   double k;

   nvtgsi_gp4_copy_results(ctx);
   if (nvtgsi_gp4_literal_x(ctx, in, &k)) {
      if (k >= 0 && k < NVTGSI_GP4_MAX_STREAMS)
         ureg_EMIT(u, ureg_imm1u(u, (unsigned)k));
      return;
   }
   struct ureg_src s;
   struct ureg_dst t = ureg_writemask(ureg_DECL_temporary(u),
                                      TGSI_WRITEMASK_X);
   nvtgsi_gp4_load_src(ctx, in, 0, &s);
   s = ureg_scalar(s, TGSI_SWIZZLE_X);
   for (unsigned n = 0; n < NVTGSI_GP4_MAX_STREAMS; n++) {
      ureg_USEQ(u, t, s, ureg_imm1u(u, n));
      nvtgsi_uif(ctx, ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X));
      ureg_EMIT(u, ureg_imm1u(u, n));
      nvtgsi_endif(ctx);
   }
   ureg_release_temporary(u, t);
}

/*
 * 2.X.8.Z EMIT: "The attributes of the emitted vertex are given by the
 * current values of the vertex result variables.  After the EMIT
 * instruction completes, a new vertex is started and all result
 * variables become undefined" (they keep their values here).  ENDPRIM:
 * "the current output primitive should be completed and a new output
 * primitive should be started"; "Any result registers written prior to
 * an ENDPRIM instruction are unchanged".  Both on stream 0.
 */
bool
nvtgsi_gp4_geom_special(struct nvtgsi_ctx *ctx, const struct nvp_instr *in)
{
   struct ureg_program *u = ctx->ureg;

   if (!ctx->gp4->geometry)
      return nvtgsi_error(ctx, "line %u: %s outside a geometry program",
                          in->line, nvp_opcode_info(in->op)->name);
   if (in->op == NVP_OP_EMITS) {
      emit_stream(ctx, in);
   } else if (in->op == NVP_OP_EMIT) {
      nvtgsi_gp4_copy_results(ctx);
      ureg_EMIT(u, ureg_imm1u(u, 0));
   } else {
      ureg_ENDPRIM(u, ureg_imm1u(u, 0));
   }
   return true;
}
