/*
 * nvtgsi_gp4: NV_gpu_program4 vertex, fragment and geometry programs
 * ("!!NVvp4.0", "!!NVfp4.0", "!!NVgp4.0") -> TGSI tokens.
 *
 * Layout, every stage:
 *   TEMP variables (R), SHORT TEMPs (H)   a TEMP each, holding the bits
 *                  of whatever type last wrote them, (0,0,0,0) at the
 *                  start ("undefined" in the spec)
 *   PARAM slots    CONST[k] for env, local and state bindings
 *                  (NVTGSI_BIND_PARAM slot), in slot order; literals
 *                  are immediates of the bits the reading instruction's
 *                  data type asks for (2.X.3.3: an <intConstant> read
 *                  as an integer keeps its 32 bits); the members of an
 *                  array read relatively, literals too, consecutive
 *                  CONSTs, then a CONST of (0,0,0,0) and ADDR[0]
 *                  (load_relative())
 *   CC0, CC1       a TEMP each, the flags of nvtgsi_gp4_flow.c
 *   results        a TEMP each, copied to OUT at the end (geometry: at
 *                  each EMIT), (0,0,0,1) where never written
 * Vertex: INPUT[n] is v[n] (the ARB kinds' numbering, which the state
 * tracker relocates), vertex.id and vertex.instance the VERTEXID and
 * INSTANCEID system values.  Fragment: the FP1.0 semantics
 * (nvtgsi_fp.c), fragment.attrib[n] GENERIC n, with the declared
 * interpolation (FLAT: constant, NOPERSPECTIVE: linear, CENTROID).
 * Geometry: nvtgsi_gp4_geom.c.
 */
#include <stdlib.h>
#include <string.h>

#include "tgsi/tgsi_dump.h"
#include "tgsi/tgsi_ureg.h"
#include "util/u_math.h"

#include "nvtgsi_gp4_priv.h"
#include "nvtgsi_fp_priv.h"

#define XYZW TGSI_WRITEMASK_XYZW

struct ureg_src
nvtgsi_gp4_imm_u(struct nvtgsi_ctx *ctx, uint32_t u)
{
   return ureg_imm1u(ctx->ureg, u);
}

struct ureg_src
nvtgsi_gp4_imm_f(struct nvtgsi_ctx *ctx, float f)
{
   return ureg_imm1f(ctx->ureg, f);
}

void
nvtgsi_gp4_select(struct nvtgsi_ctx *ctx, struct ureg_dst dst,
                  struct ureg_src cond, struct ureg_src a,
                  struct ureg_src b)
{
   ureg_UCMP(ctx->ureg, dst, cond, a, b);
}

enum nvp_type
nvtgsi_gp4_src_type(const struct nvp_instr *in, unsigned i)
{
   unsigned fixed = (nvp_opcode_gp4(in->op)->src_types >> (2 * i)) & 3;

   /* NV_gpu_program5's second texture operand is a float (a reference,
    * a bias, a LOD), a register texel offset a signed integer vector */
   unsigned n = nvp_opcode_info(in->op)->num_src;
   if (in->tex_extra && i == n)
      return NVP_TYPE_FLOAT;
   if (in->tex_offset_reg && i == n + (in->tex_extra ? 1 : 0))
      return NVP_TYPE_INT;
   /* CVT: the second storage modifier's; F16's bits raw */
   if (in->op == NVP_OP_CVT && in->storage_src) {
      const struct nvp_storage_info *st =
         nvp_storage_info((enum nvp_storage)in->storage_src);
      return st->bytes == 2 && st->type == NVP_TYPE_FLOAT ?
             NVP_TYPE_UINT : (enum nvp_type)st->type;
   }
   if (fixed)
      return (enum nvp_type)fixed;
   return in->type ? in->type : NVP_TYPE_FLOAT;
}

enum nvp_type
nvtgsi_gp4_dst_type(const struct nvp_instr *in)
{
   unsigned fixed = nvp_opcode_gp4(in->op)->dst_type;

   if (fixed)
      return (enum nvp_type)fixed;
   return in->type ? in->type : NVP_TYPE_FLOAT;
}

static int
add_binding(struct nvtgsi_ctx *ctx, enum nvtgsi_binding_kind kind,
            int index)
{
   return nvtgsi_append_binding(&ctx->bindings, &ctx->num_bindings, kind,
                                index);
}

/* NV_fragment_program4: "fragment.attrib[n]" and the conventional
 * attributes, with their interpolation modifiers. */
static struct ureg_src
frag_input(struct nvtgsi_ctx *ctx, unsigned a)
{
   const struct nvp_program *p = ctx->prog;
   struct ureg_program *u = ctx->ureg;
   unsigned bit = 1u << a;
   enum tgsi_semantic name = TGSI_SEMANTIC_GENERIC;
   unsigned index = a >= NVP_FRAG_GENERIC0 ? a - NVP_FRAG_GENERIC0 : 0;
   enum tgsi_interpolate_mode interp = TGSI_INTERPOLATE_PERSPECTIVE;
   enum tgsi_interpolate_loc loc = TGSI_INTERPOLATE_LOC_CENTER;

   if (a == NVP_FRAG_WPOS)
      return ureg_DECL_fs_input(u, TGSI_SEMANTIC_POSITION, 0,
                                TGSI_INTERPOLATE_LINEAR);
   if (a == NVP_FRAG_FACE) {
      /* "fragment.facing (f,-,-,-)": +1.0 front, -1.0 back (FACE is
       * ~0 for front, tgsi_to_nir's convention, as in nvtgsi_fp.c).
       * "The "y", "z", and "w" coordinates are undefined": the facing
       * in all four, as NVIDIA's driver gives (docs/nvidia/gpu.md) */
      struct ureg_src face =
         ureg_DECL_system_value(u, TGSI_SEMANTIC_FACE, 0);
      struct ureg_dst t = ureg_DECL_temporary(u);
      ureg_UCMP(u, t, ureg_scalar(face, 0), ureg_imm1f(u, 1.0f),
                ureg_imm1f(u, -1.0f));
      return ureg_src(t);
   }
   if (a == NVP_FRAG_COL0 || a == NVP_FRAG_COL1) {
      name = TGSI_SEMANTIC_COLOR;
      index = a - NVP_FRAG_COL0;
      interp = TGSI_INTERPOLATE_COLOR;
   } else if (a == NVP_FRAG_FOGC) {
      name = TGSI_SEMANTIC_FOG;
   } else if (a >= NVP_FRAG_TEX0 && a <= NVP_FRAG_TEX7) {
      name = TGSI_SEMANTIC_TEXCOORD;
      index = a - NVP_FRAG_TEX0;
   }
   if (p->attribs_noperspective & bit)
      interp = TGSI_INTERPOLATE_LINEAR;
   /* "FLAT": the value of the provoking vertex; integer attributes are
    * FLAT (the front end requires it) and so pass their bits. */
   if (p->attribs_flat & bit)
      interp = TGSI_INTERPOLATE_CONSTANT;
   if (p->attribs_centroid & bit)
      loc = TGSI_INTERPOLATE_LOC_CENTROID;
   /* NV_gpu_program5's SAMPLE: at the sample's position, the program
    * run per sample (NV_gpu_program4_1's modifier, issue 8: "directed
    * that fragment programs be run once per sample, and that the
    * specified attributes be interpolated at the sample location") */
   if (p->attribs_sample & bit)
      loc = TGSI_INTERPOLATE_LOC_SAMPLE;
   struct ureg_src in = ureg_DECL_fs_input_centroid(u, name, index, interp,
                                                    loc, 0, 1);
   if (a != NVP_FRAG_FOGC)
      return in;
   /* "fragment.fogcoord (f,0,0,1)" */
   struct ureg_dst t = ureg_DECL_temporary(u);
   ureg_MOV(u, ureg_writemask(t, TGSI_WRITEMASK_X), in);
   ureg_MOV(u, ureg_writemask(t, TGSI_WRITEMASK_YZW),
            ureg_imm4f(u, 0.0f, 0.0f, 0.0f, 1.0f));
   return ureg_src(t);
}

/* The frag outputs: result.color[n] (o[COLR], SHORT ones o[COLH]: the
 * same buffer) and result.depth (o[DEPR].z). */
static bool
frag_output(struct nvtgsi_ctx *ctx, unsigned o, struct ureg_dst *reg)
{
   struct ureg_program *u = ctx->ureg;

   if (o == NVP_FRAG_DEPR) {
      *reg = ureg_DECL_output(u, TGSI_SEMANTIC_POSITION, 0);
      return true;
   }
   if (o == NVP_FRAG_SAMPLEMASK) {
      *reg = ureg_DECL_output(u, TGSI_SEMANTIC_SAMPLEMASK, 0);
      return true;
   }
   for (unsigned n = 0; n < NVP_FP_MAX_DRAW_BUFFERS; n++) {
      if (o == nvp_frag_color_output(n, false) ||
          o == nvp_frag_color_output(n, true)) {
         *reg = ureg_DECL_output(u, TGSI_SEMANTIC_COLOR, n);
         return true;
      }
   }
   return false;
}

/* The results of the stage (enum nvp_frag_output, or enum nvp_output
 * and NVP_GP_OUT_*; a vertex program writes result.attrib[n] too, and
 * result.id). */
static unsigned
result_count(const struct nvtgsi_gp4 *g)
{
   /* (a control program's per-patch results past them:
    * nvtgsi_gp5_tess.c) */
   return g->fragment ? NVP_FRAG_OUTPUT_COUNT :
          g->geometry ? NVP_GP_OUT_COUNT : NVP_GP4_OUT_COUNT;
}

static bool
layout(struct nvtgsi_ctx *ctx)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   const struct nvp_program *p = ctx->prog;
   struct ureg_program *u = ctx->ureg;

   if (g->fragment) {
      ureg_property(u, TGSI_PROPERTY_FS_COORD_ORIGIN,
                    p->frag_coord_upper_left ?
                    TGSI_FS_COORD_ORIGIN_UPPER_LEFT :
                    TGSI_FS_COORD_ORIGIN_LOWER_LEFT);
      ureg_property(u, TGSI_PROPERTY_FS_COORD_PIXEL_CENTER,
                    p->frag_coord_integer ?
                    TGSI_FS_COORD_PIXEL_CENTER_INTEGER :
                    TGSI_FS_COORD_PIXEL_CENTER_HALF_INTEGER);
      if (!p->draw_buffers)
         ureg_property(u, TGSI_PROPERTY_FS_COLOR0_WRITES_ALL_CBUFS, 1);
      for (unsigned a = 0; a < NVP_FRAG_ATTRIB_COUNT; a++) {
         if (p->attribs_read & (1u << a))
            g->in[a] = frag_input(ctx, a);
      }
      for (unsigned n = 0; n < NVP_GP4_NUM_GENERICS; n++) {
         if (p->generics_read & (1u << n))
            g->in[NVP_FRAG_GENERIC0 + n] =
               frag_input(ctx, NVP_FRAG_GENERIC0 + n);
      }
      /* "fragment.clip[n] (c,-,-,-) interpolated clip distance n":
       * component n % 4 of CLIPDIST n / 4, what the vertex and geometry
       * programs' result.clip[n] write */
      struct ureg_src clipdist[2];
      for (unsigned n = 0; n < NVP_GP4_NUM_FRAG_CLIPS; n++) {
         if (!(p->clips_read & (1u << n)))
            continue;
         if (!(p->clips_read & ((1u << n) - 1) & (0xfu << (n & ~3u))))
            clipdist[n / 4] =
               ureg_DECL_fs_input(u, TGSI_SEMANTIC_CLIPDIST, n / 4,
                                  TGSI_INTERPOLATE_PERSPECTIVE);
         g->in[NVP_FRAG_CLIP0 + n] = ureg_scalar(clipdist[n / 4], n % 4);
      }
      /* "primitive.id (id,-,-,-) primitive number": the PRIMID input
       * (as GLSL's gl_PrimitiveID in a fragment shader), which the
       * drivers' draw module provides without a geometry shader */
      if (p->sysvals_read & (1u << NVP_SYSVAL_PRIMITIVE_ID))
         g->sysval[NVP_SYSVAL_PRIMITIVE_ID] =
            ureg_DECL_fs_input(u, TGSI_SEMANTIC_PRIMID, 0,
                               TGSI_INTERPOLATE_CONSTANT);
      /* NV_gpu_program5's fragment.sampleid, fragment.samplemask */
      if (p->sysvals_read & (1u << NVP_SYSVAL_SAMPLE_ID))
         g->sysval[NVP_SYSVAL_SAMPLE_ID] =
            ureg_DECL_system_value(u, TGSI_SEMANTIC_SAMPLEID, 0);
      if ((p->sysvals_read & (1u << NVP_SYSVAL_SAMPLE_MASK)) &&
          !nvtgsi_gp5_sample_mask_in(ctx))
         return false;
      /* OPTION NV_early_fragment_tests (the state tracker hands it to
       * NIR, whose tgsi_to_nir knows no such property) */
      if (p->early_fragment_tests)
         ureg_property(u, TGSI_PROPERTY_FS_EARLY_DEPTH_STENCIL, 1);
   } else if (g->geometry) {
      if (!nvtgsi_gp4_geom_layout(ctx))
         return false;
   } else if (g->tess) {
      if (!nvtgsi_gp5_tess_layout(ctx))
         return false;
   } else if (g->compute) {
      if (!nvtgsi_gp5_compute_layout(ctx))
         return false;
   } else {
      for (unsigned n = 0; n < NVP_ARB_NUM_ATTRIBS; n++) {
         if (p->attribs_read & (1u << n)) {
            ctx->inputs[n] = ureg_DECL_vs_input(u, n);
            g->in[n] = ctx->inputs[n];
         }
      }
      if (!nvtgsi_gp5_long_attribs(ctx))
         return false;
      /* NV_vertex_program4: "vertex.id", "vertex.instance" (integer) */
      static const enum tgsi_semantic sv[NVP_SYSVAL_COUNT] = {
         [NVP_SYSVAL_VERTEX_ID] = TGSI_SEMANTIC_VERTEXID,
         [NVP_SYSVAL_INSTANCE_ID] = TGSI_SEMANTIC_INSTANCEID,
      };
      for (unsigned s = 0; s < NVP_SYSVAL_COUNT; s++) {
         if (p->sysvals_read & (1u << s))
            g->sysval[s] = ureg_DECL_system_value(u, sv[s], 0);
      }
   }

   uint64_t r_arrays, h_arrays;
   nvtgsi_gp4_temp_arrays(ctx, &r_arrays, &h_arrays);
   for (unsigned n = 0; n < NVP_ARB_NUM_TEMPS; n++) {
      if (p->temps_used & ~r_arrays & (UINT64_C(1) << n)) {
         g->r[n] = ureg_DECL_temporary(u);
         ureg_MOV(u, g->r[n], ureg_imm1u(u, 0));
      }
      /* NV_gpu_program5's LONG: z and w (nvtgsi_gp5_64.c) */
      if (p->temps_used & p->temps_long & ~r_arrays &
          (UINT64_C(1) << n)) {
         g->r_hi[n] = ureg_DECL_temporary(u);
         ureg_MOV(u, g->r_hi[n], ureg_imm1u(u, 0));
      }
   }
   for (unsigned n = 0; n < NVP_FP_NUM_TEMPS_H; n++) {
      if (p->temps_h_used & ~h_arrays & (UINT64_C(1) << n)) {
         g->h[n] = ureg_DECL_temporary(u);
         ureg_MOV(u, g->h[n], ureg_imm1u(u, 0));
      }
   }
   /* CC0, CC1 where updated or tested: "undefined at the beginning of
    * program execution"; "EQ" (a zero result's flags) as the older
    * kinds start */
   bool loops = false;
   for (unsigned i = 0; i < p->num_instrs; i++)
      loops |= p->instrs[i].op == NVP_OP_REP;
   nvtgsi_gp4_cc_declare(ctx);

   unsigned num_out = result_count(g);
   for (unsigned o = 0; o < num_out; o++) {
      g->out[o] = ureg_dst_undef();
      bool written = !g->fragment && o == NVP_VP_OUT_ID ?
                     p->vertex_id_written :
                     o >= NVP_GP_OUT_GENERIC0 && !g->fragment ?
                     (p->geometry.generics_written >>
                      (o - NVP_GP_OUT_GENERIC0)) & 1 :
                     (p->outputs_written >> o) & 1;
      /* NV_gpu_program5 issue 12: "The depth value produced by the
       * fragment program has no effect if early fragment tests are
       * enabled": result.depth is then no output */
      if (!written || (g->fragment && o == NVP_FRAG_DEPR &&
                       p->early_fragment_tests))
         continue;
      if (g->fragment) {
         if (!frag_output(ctx, o, &g->out_reg[o]))
            return nvtgsi_error(ctx, "fragment result %u is not yet "
                                "translated", o);
      } else if (o >= NVP_OUT_CLP0 && o <= NVP_OUT_CLP5) {
         /* "result.clip[n] (d,*,*,*) clip plane distance", as VP2's
          * o[CLPn] (nvtgsi_emit_clipdist()) */
         ctx->num_clipdist = o - NVP_OUT_CLP0 + 1;
      } else if (!g->tess || g->out_reg[o].File == TGSI_FILE_NULL) {
         /* (a control program's vertex.out reads may have declared
          * it) */
         unsigned name, index;
         nvtgsi_gp4_result_semantic(o, &name, &index);
         g->out_reg[o] = ureg_DECL_output(u, (enum tgsi_semantic)name,
                                          index);
      }
      g->out[o] = ureg_DECL_temporary(u);
      /* result.samplemask keeps every sample until written */
      if (g->fragment && o == NVP_FRAG_SAMPLEMASK)
         ureg_MOV(u, g->out[o], ureg_imm1u(u, ~0u));
      else
         ureg_MOV(u, g->out[o], ureg_imm4f(u, 0.0f, 0.0f, 0.0f, 1.0f));
      if (!g->fragment && o < NVP_OUT_COUNT)
         ctx->outputs[o] = g->out[o];
   }
   if (!g->fragment)
      nvtgsi_decl_clipdist(ctx);

   /* 2.X.4.4: ".S" and ".U" lookups return the texels of signed and
    * unsigned integer textures: their unit's sampler view has SINT or
    * UINT texels (TXQ and NV_gpu_program5's LOD read no texel) */
   for (unsigned i = 0; i < p->num_instrs; i++) {
      const struct nvp_instr *in = &p->instrs[i];
      if (!(nvp_opcode_info(in->op)->fp_flags & NVP_FP_TEXTURE) ||
          in->op == NVP_OP_TXQ || in->op == NVP_OP_LOD)
         continue;
      /* (every unit of a TEXTURE array member picked at run time) */
      unsigned n = in->tex_array_size ? in->tex_array_size : 1;
      for (unsigned k = 0; k < n; k++) {
         unsigned unit = in->tex_unit + k;
         unsigned slot = g->fragment ? unit : nvp_vp_sampler_slot(p, unit);
         enum nvp_type t = in->type ? in->type : NVP_TYPE_FLOAT;
         if (slot >= NVP_ARB_MAX_TEX_UNITS)
            return nvtgsi_error(ctx, "line %u: bad texture unit", in->line);
         if (g->tex_types[slot] && g->tex_types[slot] != t)
            return nvtgsi_error(ctx, "line %u: texture[%u] is read as %s "
                                "and as %s texels", in->line, unit,
                                g->tex_types[slot] == NVP_TYPE_FLOAT ?
                                "float" : "integer",
                                t == NVP_TYPE_FLOAT ? "float" : "integer");
         g->tex_types[slot] = t;
      }
   }

   /* every non-literal slot a CONST, in slot order; the literals too of
    * an array read relatively, whose members are then consecutive
    * CONSTs */
   if (p->num_params) {
      g->param_slot = calloc(p->num_params, sizeof(int));
      if (!g->param_slot)
         return nvtgsi_error(ctx, "out of memory");
   }
   bool relative = false, buffer_relative = false;
   for (unsigned i = 0; i < p->num_instrs; i++) {
      for (unsigned s = 0; s < 3; s++) {
         const struct nvp_src *src = &p->instrs[i].src[s];
         /* an LDC fetch indexes its vector through ADDR[0] */
         if (src->file == NVP_FILE_BUFFER && src->cbuffer)
            buffer_relative = true;
         /* TEMP arrays: nvtgsi_gp4_temp.c; ATTRIB arrays:
          * nvtgsi_gp4_array.c */
         /* (a shared operand's index: nvtgsi_gp5_compute.c) */
         if (!src->relative || src->file == NVP_FILE_TEMP ||
             src->file == NVP_FILE_TEMP_H || src->file == NVP_FILE_SHARED ||
             src->file == NVP_FILE_STORAGE ||
             ((src->file == NVP_FILE_ATTRIB ||
               src->file == NVP_FILE_FRAG_ATTRIB ||
               src->file == NVP_FILE_GEOM_ATTRIB ||
               src->file == NVP_FILE_TESS_OUT_VERTEX ||
               src->file == NVP_FILE_TESS_PATCH) &&
              src->addr_file != NVP_FILE_NONE))
            continue;
         uint64_t vars = src->addr_file == NVP_FILE_TEMP ? p->temps_used :
                         src->addr_file == NVP_FILE_TEMP_H ?
                         p->temps_h_used : 0;
         bool buffer = src->file == NVP_FILE_BUFFER;
         int limit = !buffer ? (int)p->num_params :
                     src->buffer4 ? NVP_GP4_MAX_BUFFER_WORDS / 4 :
                     src->cbuffer ? NVP_GP4_MAX_BUFFER_WORDS * 4 :
                     NVP_GP4_MAX_BUFFER_WORDS;
         if ((src->file != NVP_FILE_PARAM && !buffer) ||
             src->array_base < 0 || src->array_size <= 0 ||
             src->array_base + src->array_size > limit ||
             src->addr_index >= 64 || !(vars >> src->addr_index & 1))
            return nvtgsi_error(ctx, "line %u: bad relative operand",
                                p->instrs[i].line);
         if (buffer) {
            buffer_relative = true;
            continue;
         }
         relative = true;
         for (int k = 0; k < src->array_size; k++)
            g->param_slot[src->array_base + k] |= 1;
         /* the array's last member: a (0,0,0,0) follows it */
         g->param_slot[src->array_base + src->array_size - 1] |= 2;
      }
   }
   for (unsigned k = 0; k < p->num_params; k++) {
      int mark = g->param_slot[k];
      bool bind = mark || p->params[k].kind != NVP_PARAM_CONSTANT;
      g->param_slot[k] = -1;
      if (bind &&
          (g->param_slot[k] = add_binding(ctx, NVTGSI_BIND_PARAM, k)) < 0)
         return nvtgsi_error(ctx, "out of memory");
      /* load_relative() reads the slot after a relatively read array
       * for every member number outside it */
      if ((mark & 2) && add_binding(ctx, NVTGSI_BIND_ZERO, 0) < 0)
         return nvtgsi_error(ctx, "out of memory");
   }
   if (relative) {
      g->addr = ureg_src(ureg_DECL_address(u));
   } else if (buffer_relative ||
              (g->geometry && nvtgsi_gp4_geom_relative(p)) ||
              nvtgsi_gp4_temp_relative(p)) {
      g->addr = ureg_src(ureg_DECL_address(u));
   }
   /* the enables of the user clip planes of the distances written */
   for (unsigned r = 0; r < 2; r++) {
      if (ctx->num_clipdist > 4 * r) {
         int k = add_binding(ctx, NVTGSI_BIND_CLIP_ENABLE, r);
         if (k < 0)
            return nvtgsi_error(ctx, "out of memory");
         ctx->clip_enable[r] = ureg_src_register(TGSI_FILE_CONSTANT, k);
      }
   }
   for (unsigned k = 0; k < ctx->num_bindings; k++)
      ureg_DECL_constant(u, k);
   /* NV_parameter_buffer_object: binding point a is constant buffer
    * 1 + a, all of what one binding can reach declared, and one vector
    * more: tgsi_to_nir gives a relative load the range Last * 16 bytes,
    * which would leave the last vector out */
   for (unsigned a = 0; a < NVP_GP4_MAX_BUFFER_BINDINGS; a++) {
      if (p->buffers_bound & (1u << a))
         ureg_DECL_constant2D(u, 0, NVTGSI_GP4_BUFFER_VEC4S, 1 + a);
   }

   if (loops) {
      g->iterations = ureg_DECL_temporary(u);
      ureg_MOV(u, ureg_writemask(g->iterations, TGSI_WRITEMASK_X),
               ureg_imm1u(u, 0));
   }
   return !g->fragment || nvtgsi_gp5_interp_layout(ctx);
}

/* The literal operand s as read in type t: the <intConstant> bits where
 * an integer reads one, the float's bits for a float, a float constant
 * read as an integer converted (the front end refuses it in
 * instructions). */
static struct ureg_src
literal(struct nvtgsi_ctx *ctx, const struct nvp_param *q, enum nvp_type t)
{
   uint32_t v[4];

   for (unsigned c = 0; c < 4; c++) {
      if (t == NVP_TYPE_FLOAT)
         v[c] = fui(q->value[c]);
      else if (q->int_mask & (1u << c))
         v[c] = q->ivalue[c];
      else
         v[c] = t == NVP_TYPE_INT ? (uint32_t)(int32_t)q->value[c] :
                (uint32_t)q->value[c];
   }
   return ureg_DECL_immediate_uint(ctx->ureg, v, 4);
}

/* A TEMP of the operand loads, released after the instruction. */
static struct ureg_dst
scratch(struct nvtgsi_ctx *ctx)
{
   struct ureg_dst d = ureg_DECL_temporary(ctx->ureg);

   if (ctx->gp4->num_scratch < ARRAY_SIZE(ctx->gp4->scratch))
      ctx->gp4->scratch[ctx->gp4->num_scratch++] = d;
   return d;
}

void
nvtgsi_gp4_release_scratch(struct nvtgsi_ctx *ctx)
{
   for (unsigned k = 0; k < ctx->gp4->num_scratch; k++)
      ureg_release_temporary(ctx->ureg, ctx->gp4->scratch[k]);
   ctx->gp4->num_scratch = 0;
}

static struct ureg_src
relative_index(struct nvtgsi_ctx *ctx, const struct nvp_src *s)
{
   struct nvtgsi_gp4 *g = ctx->gp4;

   return ureg_scalar(ureg_src(s->addr_file == NVP_FILE_TEMP_H ?
                               g->h[s->addr_index] : g->r[s->addr_index]),
                      s->addr_comp & 3);
}

struct ureg_src
nvtgsi_gp4_relative_index(struct nvtgsi_ctx *ctx, const struct nvp_src *s)
{
   bool known = (s->addr_file == NVP_FILE_TEMP ?
                 ctx->prog->temps_used : ctx->prog->temps_h_used) >>
                (s->addr_index & 63) & 1;

   return known ? relative_index(ctx, s) : ureg_imm1u(ctx->ureg, 0);
}

/*
 * NV_gpu_program5: a texture instruction on the member of a TEXTURE
 * array that R.c + offset picks when the program runs, which may differ
 * from pixel to pixel.  Each unit of the array is looked up and the
 * member's result selected (UCMP), so every pixel gets its own unit's
 * texel on both drivers without flow control around the lookups'
 * derivatives; an index outside the array gives (0, 0, 0, 0) (the spec
 * leaves it undefined).
 */
static void
lower_tex_array(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                const struct nvtgsi_op *op, struct ureg_dst res,
                const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   const struct nvp_src *s = &in->tex_index;
   struct ureg_dst idx = ureg_writemask(ureg_DECL_temporary(u),
                                        TGSI_WRITEMASK_X);
   struct ureg_dst sel = ureg_writemask(ureg_DECL_temporary(u),
                                        TGSI_WRITEMASK_X);
   struct ureg_dst acc = ureg_DECL_temporary(u);
   struct ureg_dst t = ureg_DECL_temporary(u);
   struct nvp_instr one = *in;

   ureg_UADD(u, idx, nvtgsi_gp4_relative_index(ctx, s),
             ureg_imm1i(u, s->index));
   ureg_MOV(u, acc, ureg_imm1u(u, 0));
   one.tex_array_size = 0;
   for (unsigned k = 0; k < in->tex_array_size; k++) {
      one.tex_unit = (uint8_t)(in->tex_unit + k);
      op->lower(ctx, &one, ureg_writemask(t, res.WriteMask), src);
      ureg_USEQ(u, sel, ureg_src(idx), ureg_imm1u(u, k));
      ureg_UCMP(u, ureg_writemask(acc, res.WriteMask),
                ureg_scalar(ureg_src(sel), TGSI_SWIZZLE_X), ureg_src(t),
                ureg_src(acc));
   }
   ureg_MOV(u, res, ureg_src(acc));
   ureg_release_temporary(u, t);
   ureg_release_temporary(u, acc);
   ureg_release_temporary(u, sel);
   ureg_release_temporary(u, idx);
}

/* t.x = first + R.c + the offset for a relative operand s inside its
 * array, 'outside' past it (a negative sum is a large unsigned one);
 * t.y is clobbered. */
static void
relative_element(struct nvtgsi_ctx *ctx, const struct nvp_src *s,
                 struct ureg_dst t, uint32_t first, uint32_t outside)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst tx = ureg_writemask(t, TGSI_WRITEMASK_X);
   struct ureg_src sx = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X);
   struct ureg_src sy = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_Y);

   ureg_UADD(u, tx, relative_index(ctx, s),
             ureg_imm1u(u, (uint32_t)(s->index - s->array_base)));
   ureg_USLT(u, ureg_writemask(t, TGSI_WRITEMASK_Y), sx,
             ureg_imm1u(u, (uint32_t)s->array_size));
   ureg_UADD(u, tx, sx, ureg_imm1u(u, first));
   ureg_UCMP(u, tx, sy, sx, ureg_imm1u(u, outside));
}

/* r = CONST[dim][index] through ADDR[0] (dim 0: the parameters). */
static void
load_indirect(struct nvtgsi_ctx *ctx, unsigned dim, struct ureg_src index,
              struct ureg_dst r)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_src addr = ctx->gp4->addr;
   struct ureg_src c;

   ureg_UARL(u, ureg_writemask(ureg_dst(addr), TGSI_WRITEMASK_X), index);
   c = ureg_src_indirect(ureg_src_register(TGSI_FILE_CONSTANT, 0),
                         ureg_scalar(addr, TGSI_SWIZZLE_X));
   ureg_MOV(u, r, dim ? ureg_src_dimension(c, dim) : c);
}

/* d = component 'which' (0 .. 3) of v; t.y is clobbered. */
static void
pick_word(struct nvtgsi_ctx *ctx, struct ureg_dst d, struct ureg_src which,
          struct ureg_src v, struct ureg_dst t)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_src sy = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_Y);

   ureg_MOV(u, d, ureg_scalar(v, TGSI_SWIZZLE_X));
   for (unsigned c = 1; c < 4; c++) {
      ureg_USEQ(u, ureg_writemask(t, TGSI_WRITEMASK_Y), which,
                ureg_imm1u(u, c));
      ureg_UCMP(u, d, sy, ureg_scalar(v, c), ureg_src(d));
   }
}

/*
 * 2.X.4.2: "the GL evaluates the specified integer scalar operand ...
 * and adds the constant offset.  The array member loaded is given by
 * this sum.  ...  If the sum is negative or exceeds the size of the
 * array, the results of the access are undefined, but may not lead to
 * program or GL termination."  Outside the array the read gives
 * (0,0,0,0), as VP1's "Relative addressing reads outside of the 0 to 95
 * inclusive range always read the value (0,0,0,0)": the members of an
 * array read relatively are consecutive CONSTs followed by a
 * NVTGSI_BIND_ZERO one (layout()), and the member number is clamped
 * to the array's size, so ADDR[0] only ever holds a member's CONST or
 * that one (both drivers then read the same, and nothing past the
 * buffer):
 *
 *    t.x = R.c + offset                  integer, wrapping
 *    t.x = min(t.x, size)                unsigned: a negative sum is a
 *                                        large unsigned one
 *    ADDR[0].x = t.x + first
 *    r = CONST[ADDR[0].x]
 *
 * (one unsigned minimum where a compare and a select would do the
 * same, per relative operand: gp4-skin's twelve reads a vertex.)
 */
static struct ureg_src
load_relative(struct nvtgsi_ctx *ctx, const struct nvp_src *s)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(u);
   struct ureg_dst tx = ureg_writemask(t, TGSI_WRITEMASK_X);
   struct ureg_src sx = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X);
   struct ureg_dst r = scratch(ctx);

   ureg_UADD(u, tx, relative_index(ctx, s),
             ureg_imm1u(u, (uint32_t)(s->index - s->array_base)));
   ureg_UMIN(u, tx, sx, ureg_imm1u(u, (uint32_t)s->array_size));
   ureg_UADD(u, tx, sx,
             ureg_imm1u(u, (uint32_t)g->param_slot[s->array_base]));
   load_indirect(ctx, 0, sx, r);
   ureg_release_temporary(u, t);
   return ureg_src(r);
}

/*
 * A member of a BUFFER or BUFFER4 variable (NV_parameter_buffer_object):
 * element e of binding point a is, in constant buffer 1 + a, the vector
 * e of a BUFFER4 and component e % 4 of vector e / 4 of a BUFFER ("the
 * selected word is broadcast to all four components").  A relative
 * member outside its array (2.X.4.2: "the results of the access are
 * undefined, but may not lead to program or GL termination") reads
 * vector NVTGSI_GP4_BUFFER_VEC4S, past what the state tracker binds, so
 * (0,0,0,0) on both drivers:
 *
 *    t.x = R.c + offset                  integer, wrapping
 *    t.y = t.x <u size
 *    t.x = t.x + first                   the element
 *    t.z = t.x & 3, t.x = t.x >> 2       BUFFER: word of vector
 *    t.x = t.y ? t.x : past the end
 *    r = CONST[1 + a][ADDR[0].x]
 *    r = r.<t.z> broadcast               BUFFER
 */
/*
 * NV_parameter_buffer_object2's LDC from a CBUFFER member: "Load
 * instructions read 8, 16, 32, 64, or 128 bits of data from a source
 * address to produce a four-component vector, according to the storage
 * modifier ... When the storage modifier specifies that fewer than four
 * components should be fetched, remaining components are filled with
 * zeroes."  Byte offset o of constant buffer 1 + a is word (o >> 2) & 3
 * of vector o >> 4; an 8- or 16-bit value is the bits from (o & 3) * 8
 * of that word, sign-extended for S8/S16.  "If an offset is not
 * correctly aligned, the values returned ... will be undefined": the
 * offset is rounded down to the fetch size.  A relative offset outside
 * the variable reads past what is bound: zeros, as load_buffer()'s.
 */
/* t.x: the byte offset of the LDC operand s, rounded down to the fetch
 * size (a power of two). */
static void
cbuffer_offset(struct nvtgsi_ctx *ctx, const struct nvp_src *s,
               struct ureg_dst t, unsigned size)
{
   struct ureg_program *u = ctx->ureg;

   if (!s->relative) {
      ureg_MOV(u, ureg_writemask(t, TGSI_WRITEMASK_X),
               ureg_imm1u(u, (uint32_t)s->index & ~(size - 1)));
      return;
   }
   relative_element(ctx, s, t, (uint32_t)s->array_base,
                    NVTGSI_GP4_BUFFER_VEC4S * 16);
   ureg_AND(u, ureg_writemask(t, TGSI_WRITEMASK_X),
            ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X),
            ureg_imm1u(u, ~(size - 1)));
}

/*
 * NV_gpu_program5's 64-bit LDC (F64, F64X2, F64X4, S64 ... U64X4), as
 * BufferMemoryLoad reads it: "result.x = ((float64_t *)address)[0];
 * result.y = ((float64_t *)address)[1]; ..." with the remaining
 * components zero.  A 64-bit value's words, low first, are two words of
 * one vector of the constant buffer (its offset is a multiple of 8), so
 * the fetch is TGSI's pair layout as it lies: X2 one vector into lo, X4
 * two into lo and hi, one value words 0-1 or 2-3 into lo.xy.  The
 * offset is rounded down to the fetch size as load_cbuffer()'s.
 */
void
nvtgsi_gp4_load_cbuffer64(struct nvtgsi_ctx *ctx, const struct nvp_src *s,
                          enum nvp_storage storage, struct ureg_dst lo,
                          struct ureg_dst hi)
{
   struct ureg_program *u = ctx->ureg;
   const struct nvp_storage_info *st = nvp_storage_info(storage);
   const unsigned dim = 1 + s->buffer;
   struct ureg_dst t = ureg_DECL_temporary(u);
   struct ureg_src tx = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X);
   struct ureg_src ty = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_Y);
   struct ureg_src tz = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_Z);

   const unsigned size = st->bytes * st->count;

   cbuffer_offset(ctx, s, t, size);
   if (!s->relative) {
      /* a constant offset: the vectors themselves */
      unsigned v = ((unsigned)s->index & ~(size - 1)) >> 4;
      ureg_MOV(u, lo, ureg_src_dimension(
                  ureg_src_register(TGSI_FILE_CONSTANT, v), dim));
      if (st->count == 4)
         ureg_MOV(u, hi, ureg_src_dimension(
                     ureg_src_register(TGSI_FILE_CONSTANT, v + 1), dim));
   } else {
      ureg_USHR(u, ureg_writemask(t, TGSI_WRITEMASK_Y), tx,
                ureg_imm1u(u, 4));
      load_indirect(ctx, dim, ty, lo);
      if (st->count == 4) {
         ureg_UADD(u, ureg_writemask(t, TGSI_WRITEMASK_Y), ty,
                   ureg_imm1u(u, 1));
         load_indirect(ctx, dim, ty, hi);
      }
   }
   if (st->count != 4) {
      ureg_MOV(u, hi, ureg_imm1u(u, 0));
   }
   if (st->count == 1) {
      /* (t.x >> 2) & 3 is 0 or 2 */
      ureg_AND(u, ureg_writemask(t, TGSI_WRITEMASK_Z), tx, ureg_imm1u(u, 8));
      ureg_UCMP(u, ureg_writemask(lo, TGSI_WRITEMASK_XY), tz,
                ureg_swizzle(ureg_src(lo), TGSI_SWIZZLE_Z, TGSI_SWIZZLE_W,
                             TGSI_SWIZZLE_Z, TGSI_SWIZZLE_W), ureg_src(lo));
      ureg_MOV(u, ureg_writemask(lo, TGSI_WRITEMASK_ZW), ureg_imm1u(u, 0));
   }
   ureg_release_temporary(u, t);
}

static struct ureg_src
load_cbuffer(struct nvtgsi_ctx *ctx, const struct nvp_src *s)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   struct ureg_program *u = ctx->ureg;
   const struct nvp_storage_info *st =
      nvp_storage_info((enum nvp_storage)g->storage);
   const unsigned dim = 1 + s->buffer;
   const unsigned size = st->bytes * st->count;
   struct ureg_dst t = ureg_DECL_temporary(u);
   struct ureg_src tx = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X);
   struct ureg_src ty = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_Y);
   struct ureg_src tz = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_Z);
   struct ureg_dst r = scratch(ctx);
   struct ureg_src v;

   /* t.x: the byte offset, rounded down to the fetch size */
   cbuffer_offset(ctx, s, t, size);
   /* the vector: CONST[1 + a][t.x >> 4] */
   ureg_USHR(u, ureg_writemask(t, TGSI_WRITEMASK_Y), tx, ureg_imm1u(u, 4));
   load_indirect(ctx, dim, ty, r);
   v = ureg_src(r);
   if (st->count == 4) {
      ureg_release_temporary(u, t);
      return v;
   }
   /* t.z: the first word, (t.x >> 2) & 3 */
   ureg_USHR(u, ureg_writemask(t, TGSI_WRITEMASK_Z), tx, ureg_imm1u(u, 2));
   ureg_AND(u, ureg_writemask(t, TGSI_WRITEMASK_Z), tz, ureg_imm1u(u, 3));
   if (st->count == 2) {
      /* words 0-1 or 2-3 (8-byte aligned: t.z is 0 or 2) */
      ureg_UCMP(u, ureg_writemask(t, TGSI_WRITEMASK_XY), tz,
                ureg_swizzle(v, TGSI_SWIZZLE_Z, TGSI_SWIZZLE_W,
                             TGSI_SWIZZLE_Z, TGSI_SWIZZLE_W), v);
      ureg_MOV(u, ureg_writemask(r, TGSI_WRITEMASK_XY), ureg_src(t));
      ureg_MOV(u, ureg_writemask(r, TGSI_WRITEMASK_ZW), ureg_imm1u(u, 0));
      ureg_release_temporary(u, t);
      return v;
   }
   /* one word, the one t.z names, into t.w */
   struct ureg_dst tw = ureg_writemask(t, TGSI_WRITEMASK_W);
   pick_word(ctx, tw, tz, v, t);
   struct ureg_src w = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_W);
   if (st->bytes < 4) {
      /* t.y = 32 - bits - (t.x & 3) * 8: the value's top bit to bit 31,
       * then down by 32 - bits, arithmetic for S8/S16 */
      const unsigned bits = st->bytes * 8;
      ureg_AND(u, ureg_writemask(t, TGSI_WRITEMASK_Y), tx, ureg_imm1u(u, 3));
      ureg_SHL(u, ureg_writemask(t, TGSI_WRITEMASK_Y), ty, ureg_imm1u(u, 3));
      ureg_INEG(u, ureg_writemask(t, TGSI_WRITEMASK_Y), ty);
      ureg_UADD(u, ureg_writemask(t, TGSI_WRITEMASK_Y), ty,
                ureg_imm1u(u, 32 - bits));
      ureg_SHL(u, tw, w, ty);
      if (st->type == NVP_TYPE_INT)
         ureg_ISHR(u, tw, w, ureg_imm1u(u, 32 - bits));
      else
         ureg_USHR(u, tw, w, ureg_imm1u(u, 32 - bits));
   }
   ureg_MOV(u, ureg_writemask(r, TGSI_WRITEMASK_X), w);
   ureg_MOV(u, ureg_writemask(r, TGSI_WRITEMASK_YZW), ureg_imm1u(u, 0));
   ureg_release_temporary(u, t);
   return v;
}

/* The one-value storage modifier reading component k of a
 * NV_gpu_program5_mem_extended one (an F16 value as its U16 bits). */
static enum nvp_storage
narrow_single(const struct nvp_storage_info *st)
{
   if (st->type == NVP_TYPE_INT)
      return st->bytes == 1 ? NVP_STORAGE_S8 : NVP_STORAGE_S16;
   return st->bytes == 1 ? NVP_STORAGE_U8 : NVP_STORAGE_U16;
}

/*
 * LDC with NV_gpu_program5_mem_extended's F16, F16X2, F16X4 and 8- and
 * 16-bit vectors ("S8X4 Access four 8-bit signed integer values"):
 * component k is the single value at the offset plus k times its size,
 * each as load_cbuffer() reads one (an F16 one then converted to fp32),
 * the remaining components zero.
 */
static struct ureg_src
load_cbuffer_narrow(struct nvtgsi_ctx *ctx, const struct nvp_src *s)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   struct ureg_program *u = ctx->ureg;
   const uint8_t storage = g->storage;
   const struct nvp_storage_info *st =
      nvp_storage_info((enum nvp_storage)storage);
   struct ureg_dst r = scratch(ctx);

   ureg_MOV(u, r, ureg_imm1u(u, 0));
   g->storage = narrow_single(st);
   for (unsigned k = 0; k < st->count; k++) {
      struct nvp_src c = *s;
      c.index += (int)(k * st->bytes);
      /* a single value: in x */
      ureg_MOV(u, ureg_writemask(r, 1u << k),
               ureg_scalar(load_cbuffer(ctx, &c), TGSI_SWIZZLE_X));
   }
   g->storage = storage;
   if (st->type == NVP_TYPE_FLOAT) {
      struct nvtgsi_fp fp = nvtgsi_fp_for(ctx);
      nvtgsi_fp_f16_value(&fp, ureg_writemask(r, (1u << st->count) - 1),
                          ureg_src(r));
   }
   return ureg_src(r);
}

static struct ureg_src
load_buffer(struct nvtgsi_ctx *ctx, const struct nvp_src *s)
{
   struct ureg_program *u = ctx->ureg;
   const unsigned dim = 1 + s->buffer;

   if (s->cbuffer && (nvp_storage_info((enum nvp_storage)
                                       ctx->gp4->storage)->gate &
                      NVP_STORAGE_MEMX))
      return load_cbuffer_narrow(ctx, s);
   if (s->cbuffer)
      return load_cbuffer(ctx, s);

   if (!s->relative) {
      unsigned e = (unsigned)s->index;
      struct ureg_src c;
      if (s->buffer4)
         return ureg_src_dimension(ureg_src_register(TGSI_FILE_CONSTANT,
                                                     e), dim);
      c = ureg_src_dimension(ureg_src_register(TGSI_FILE_CONSTANT, e / 4),
                             dim);
      return ureg_scalar(c, e % 4);
   }

   struct ureg_dst t = ureg_DECL_temporary(u);
   struct ureg_dst tx = ureg_writemask(t, TGSI_WRITEMASK_X);
   struct ureg_src sx = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X);
   struct ureg_src sz = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_Z);
   struct ureg_dst r = scratch(ctx);

   /* past the array: the element whose vector is NVTGSI_GP4_BUFFER_VEC4S */
   relative_element(ctx, s, t, (uint32_t)s->array_base,
                    NVTGSI_GP4_BUFFER_VEC4S * (s->buffer4 ? 1 : 4));
   if (!s->buffer4) {
      ureg_AND(u, ureg_writemask(t, TGSI_WRITEMASK_Z), sx,
               ureg_imm1u(u, 3));
      ureg_USHR(u, tx, sx, ureg_imm1u(u, 2));
   }
   load_indirect(ctx, dim, sx, r);
   if (!s->buffer4) {
      /* the word t.z names, broadcast */
      pick_word(ctx, tx, sz, ureg_src(r), t);
      ureg_MOV(u, r, sx);
   }
   ureg_release_temporary(u, t);
   return ureg_src(r);
}

struct ureg_src
nvtgsi_gp4_src_register(struct nvtgsi_ctx *ctx, const struct nvp_src *s,
                        enum nvp_type t)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   const struct nvp_program *p = ctx->prog;

   switch (s->file) {
   case NVP_FILE_TEMP:
   case NVP_FILE_TEMP_H:
      /* a LONG variable read by a 32-bit operation: "converted to lower
       * precision" */
      if (nvtgsi_gp5_is_long(ctx, s->file, s->index))
         return nvtgsi_gp5_read_long(ctx, s, t);
      if (s->relative)
         return nvtgsi_gp4_temp_read(ctx, s, scratch(ctx));
      return ureg_src(s->file == NVP_FILE_TEMP ? g->r[s->index]
                                               : g->h[s->index]);
   case NVP_FILE_ATTRIB:
   case NVP_FILE_FRAG_ATTRIB:
      /* a LONG ATTRIB read by a 32-bit operation */
      if (nvtgsi_gp5_is_long(ctx, s->file, s->index))
         return nvtgsi_gp5_read_long(ctx, s, t);
      if (s->relative)
         return nvtgsi_gp4_array_read(ctx, s, t, scratch(ctx));
      return g->in[s->index];
   case NVP_FILE_SYSVAL:
      if (g->compute)
         return nvtgsi_gp5_compute_sysval(ctx, s);
      /* "vertex.tesscoord (u,v,w,-)": three components */
      if (s->index == NVP_SYSVAL_TESS_COORD)
         return g->sysval[s->index];
      /* "(id,-,-,-)": one component (tgsi_to_nir loads a scalar) */
      return ureg_scalar(g->sysval[s->index], TGSI_SWIZZLE_X);
   case NVP_FILE_GEOM_ATTRIB:
   case NVP_FILE_TESS_OUT_VERTEX:
   case NVP_FILE_TESS_PATCH:
      if (s->relative)
         return nvtgsi_gp4_array_read(ctx, s, t, scratch(ctx));
      if (g->tess)
         return nvtgsi_gp5_tess_input(ctx, s, s->vertex_relative ?
                                      scratch(ctx) : ureg_dst_undef());
      return nvtgsi_gp4_geom_input(ctx, s, s->vertex_relative ?
                                   scratch(ctx) : ureg_dst_undef());
   case NVP_FILE_BUFFER:
      return load_buffer(ctx, s);
   case NVP_FILE_SHARED:
      return nvtgsi_gp5_shared_address(ctx, s, scratch(ctx));
   case NVP_FILE_STORAGE:
      return nvtgsi_gp5_storage_offset(ctx, s, scratch(ctx));
   case NVP_FILE_PARAM:
      if (s->relative)
         return load_relative(ctx, s);
      if (p->params[s->index].kind == NVP_PARAM_CONSTANT)
         return literal(ctx, &p->params[s->index], t);
      return ureg_src_register(TGSI_FILE_CONSTANT,
                               g->param_slot[s->index]);
   default:
      return ureg_imm1u(ctx->ureg, 0);
   }
}

/* Whether operand i is a <scalarSrc> (replicated from one component). */
static bool
scalar_operand(const struct nvp_instr *in, unsigned i)
{
   enum nvp_sig sig = nvp_opcode_info(in->op)->sig;

   return sig == NVP_SIG_SCALAR || sig == NVP_SIG_BINSC ||
          (sig == NVP_SIG_VECSCA && i == 1);
}

/* 2.X.4.2: the swizzle, then "a component-wise negate operation ...  For
 * unsigned integer operands, the negate operand performs a two's
 * complement operation", then "a component-wise absolute value operation
 * ...  optionally negated ...  For unsigned integer operands, the
 * absolute value operation has no effect." */
void
nvtgsi_gp4_load_src(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                    unsigned i, struct ureg_src *out)
{
   const struct nvp_src *s = &in->src[i];
   enum nvp_type t = nvtgsi_gp4_src_type(in, i);
   ctx->gp4->storage = in->storage;
   struct ureg_src r = nvtgsi_gp4_src_register(ctx, s, t);
   unsigned sw[4];

   for (unsigned c = 0; c < 4; c++) {
      sw[c] = scalar_operand(in, i) ? s->swizzle[0] : s->swizzle[c];
      /* SWZ's "0" and "1": lower_swz() */
      if (sw[c] > TGSI_SWIZZLE_W)
         sw[c] = TGSI_SWIZZLE_X;
   }
   r = ureg_swizzle(r, sw[0], sw[1], sw[2], sw[3]);
   if (in->op == NVP_OP_SWZ) {
      *out = r;
      return;
   }

   if (t == NVP_TYPE_FLOAT) {
      if (s->absolute)
         r = ureg_abs(r);
      if (s->absolute ? s->negate_abs : s->negate)
         r = ureg_negate(r);
      *out = r;
      return;
   }
   bool neg = s->negate, abs = s->absolute && t == NVP_TYPE_INT;
   if (!neg && !abs && !(s->absolute && s->negate_abs)) {
      *out = r;
      return;
   }
   struct ureg_dst d = scratch(ctx);
   if (neg) {
      ureg_INEG(ctx->ureg, d, r);
      r = ureg_src(d);
   }
   if (abs) {
      ureg_IABS(ctx->ureg, d, r);
      r = ureg_src(d);
   }
   if (s->absolute && s->negate_abs) {
      ureg_INEG(ctx->ureg, d, r);
      r = ureg_src(d);
   }
   *out = r;
}

static struct ureg_dst
dst_register(struct nvtgsi_ctx *ctx, const struct nvp_dst *d)
{
   struct nvtgsi_gp4 *g = ctx->gp4;

   switch (d->file) {
   case NVP_FILE_TEMP:
   case NVP_FILE_TEMP_H:
      /* LONG: store() writes both halves */
      if (nvtgsi_gp5_is_long(ctx, d->file, d->index))
         return ureg_dst_undef();
      if (d->relative)
         return nvtgsi_gp4_temp_write(ctx, d);
      return d->file == NVP_FILE_TEMP ? g->r[d->index] : g->h[d->index];
   case NVP_FILE_OUTPUT:
   case NVP_FILE_FRAG_OUTPUT:
      return g->out[d->index];
   default:
      return ureg_dst_undef();
   }
}

/* The destination update of the components in 'mask' (where 'cond',
 * if defined, is ~0): d, or the member of an OUTPUT array a relative
 * result names. */
static void
store(struct nvtgsi_ctx *ctx, const struct nvp_instr *in, struct ureg_dst d,
      unsigned mask, struct ureg_src v, struct ureg_dst cond)
{
   struct ureg_program *u = ctx->ureg;

   /* a 32-bit result into a LONG variable: "promoted to a larger data
    * type" */
   if (nvtgsi_gp5_is_long(ctx, in->dst.file, in->dst.index))
      nvtgsi_gp5_store_long32(ctx, &in->dst, mask, v,
                              nvtgsi_gp4_dst_type(in), cond);
   else if (in->dst.relative && in->dst.file == NVP_FILE_OUTPUT)
      nvtgsi_gp4_array_write(ctx, &in->dst, mask, v, cond);
   else if (ureg_dst_is_undef(d))
      return;
   else if (ureg_dst_is_undef(cond))
      ureg_MOV(u, ureg_writemask(d, mask), v);
   else
      ureg_UCMP(u, ureg_writemask(d, mask), ureg_src(cond), v,
                ureg_src(d));
}

/*
 * 2.X.4.1: ".SAT" / ".SSAT": "the result components are clamped to
 * [0,1] or [-1,1], respectively, before updating the condition code and
 * the destination" (floating-point results only, the front end checks).
 * Then 2.X.4.3: the components enabled by the write mask and the
 * condition code test are written, and the same components of the CC
 * updated.
 */
void
nvtgsi_gp4_store(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                 unsigned mask, struct ureg_src v, struct ureg_dst cond)
{
   store(ctx, in, dst_register(ctx, &in->dst), mask, v, cond);
}

void
nvtgsi_gp4_write_result32(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                          struct ureg_dst res)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst d = dst_register(ctx, &in->dst);
   unsigned mask = in->dst.write_mask;
   enum nvp_type t = nvtgsi_gp4_dst_type(in);
   struct ureg_src v = ureg_src(res);

   if (in->saturate) {
      ureg_MOV(u, ureg_saturate(ureg_writemask(res, mask)), v);
   } else if (in->saturate_signed) {
      ureg_MAX(u, ureg_writemask(res, mask), v, ureg_imm1f(u, -1.0f));
      ureg_MIN(u, ureg_writemask(res, mask), v, ureg_imm1f(u, 1.0f));
   }
   if (in->cc.cond == NVP_COND_FL)
      return;
   if (in->cc.cond == NVP_COND_NONE || in->cc.cond == NVP_COND_TR) {
      if (in->update_cc)
         nvtgsi_gp4_cc_update(ctx, in->cc_update_index, v, t, mask);
      store(ctx, in, d, mask, v, ureg_dst_undef());
      return;
   }
   /* the test reads the CC before this instruction updates it */
   struct ureg_dst cond = ureg_DECL_temporary(u);
   nvtgsi_gp4_cc_test(ctx, &in->cc, ureg_writemask(cond, mask));
   if (in->update_cc)
      nvtgsi_gp4_cc_update_if(ctx, in->cc_update_index, v, t, mask,
                              ureg_src(cond));
   store(ctx, in, d, mask, v, ureg_writemask(cond, mask));
   ureg_release_temporary(u, cond);
}

static bool
emit_alu(struct nvtgsi_ctx *ctx, const struct nvp_instr *in)
{
   struct ureg_program *u = ctx->ureg;
   const struct nvtgsi_op *op = nvtgsi_op_get_gp4(in->op);
   unsigned num_src = nvp_instr_num_src(in);
   enum nvp_type t = in->type ? in->type : NVP_TYPE_FLOAT;
   struct ureg_src src[3];

   /* (a tessellation control program's synchronisation points around
    * 64-bit instructions too) */
   if (in->op == NVP_OP_STS || in->op == NVP_OP_BAR)
      return nvtgsi_gp5_emit_compute_special(ctx, in);
   if (nvtgsi_gp5_uses_64(ctx, in)) {
      if (!nvtgsi_gp5_tess_before(ctx, in) || !nvtgsi_gp5_emit_64(ctx, in))
         return false;
      nvtgsi_gp5_tess_after(ctx, in);
      return true;
   }
   if (!op || (!op->lower && !op->gp4[t]))
      return nvtgsi_error(ctx, "line %u: %s%s of NV_gpu_program4 is not "
                          "yet translated", in->line,
                          nvp_opcode_info(in->op)->name,
                          t == NVP_TYPE_INT ? ".S" :
                          t == NVP_TYPE_UINT ? ".U" : "");
   if ((nvp_opcode_info(in->op)->fp_flags & NVP_FP_TEXTURE) &&
       !nvtgsi_gp4_tex_target_ok(in->tex_target))
      return nvtgsi_error(ctx, "line %u: bad texture target", in->line);
   if (in->dst.relative && in->dst.addr_file == NVP_FILE_NONE)
      return nvtgsi_error(ctx, "line %u: relative addressing of "
                          "NV_gpu_program4 is not yet translated",
                          in->line);
   if (!nvtgsi_gp5_tess_before(ctx, in))
      return false;
   for (unsigned i = 0; i < num_src; i++)
      nvtgsi_gp4_load_src(ctx, in, i, &src[i]);

   struct ureg_dst res = ureg_writemask(ureg_DECL_temporary(u),
                                        in->dst.write_mask);
   ctx->gp4->carry = false;
   /* (an image array member is chosen by its own lowering: one access,
    * nvtgsi_gp5_image.c) */
   if (in->tex_array_size && !in->image_target)
      lower_tex_array(ctx, in, op, res, src);
   else if (op->lower)
      op->lower(ctx, in, res, src);
   else
      ureg_insn(u, op->gp4[t], &res, 1, src, num_src, 0);
   nvtgsi_gp4_write_result32(ctx, in, ureg_writemask(res, XYZW));
   nvtgsi_gp5_tess_after(ctx, in);
   ureg_release_temporary(u, res);
   nvtgsi_gp4_release_scratch(ctx);
   return true;
}

void
nvtgsi_gp4_copy_results(struct nvtgsi_ctx *ctx)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   unsigned num_out = result_count(g);

   for (unsigned o = 0; o < num_out; o++) {
      if (ureg_dst_is_undef(g->out[o]) ||
          (!g->fragment && o >= NVP_OUT_CLP0 && o <= NVP_OUT_CLP5))
         continue;
      if (g->fragment && o == NVP_FRAG_DEPR)
         ureg_MOV(ctx->ureg, ureg_writemask(g->out_reg[o],
                                            TGSI_WRITEMASK_Z),
                  ureg_scalar(ureg_src(g->out[o]), TGSI_SWIZZLE_Z));
      else if (g->fragment && o == NVP_FRAG_SAMPLEMASK)
         ureg_MOV(ctx->ureg, ureg_writemask(g->out_reg[o],
                                            TGSI_WRITEMASK_X),
                  ureg_scalar(ureg_src(g->out[o]), TGSI_SWIZZLE_X));
      else
         ureg_MOV(ctx->ureg, g->out_reg[o], ureg_src(g->out[o]));
   }
   if (!g->fragment)
      nvtgsi_emit_clipdist(ctx);
}

/* Whether 'in' writes 1.0 or 0.0 to each component: "For
 * floating-point data types, the TRUE value is 1.0 and the FALSE value
 * is 0.0" (SEQ, SFL, SGE, SGT, SLE, SLT, SNE, STR). */
static bool
writes_booleans(const struct nvp_instr *in)
{
   static const bool set[NVP_OP_COUNT] = {
      [NVP_OP_SEQ] = true, [NVP_OP_SFL] = true, [NVP_OP_SGE] = true,
      [NVP_OP_SGT] = true, [NVP_OP_SLE] = true, [NVP_OP_SLT] = true,
      [NVP_OP_SNE] = true, [NVP_OP_STR] = true,
   };
   return set[in->op] && nvtgsi_gp4_dst_type(in) == NVP_TYPE_FLOAT;
}

/* g->booleans after 'in'.  A conditional write keeps a component known
 * only where both the old and the new value are 0.0 or 1.0.  Flow
 * instructions forget everything: what reaches a join, a loop's top or
 * an inlined subroutine may come from elsewhere. */
static void
note_booleans(struct nvtgsi_gp4 *g, const struct nvp_instr *in)
{
   const struct nvp_dst *d = &in->dst;

   if (nvtgsi_gp4_is_flow(in->op) ||
       (d->file == NVP_FILE_TEMP && d->relative)) {
      memset(g->booleans, 0, sizeof(g->booleans));
      return;
   }
   if (d->file != NVP_FILE_TEMP || d->index >= NVP_ARB_NUM_TEMPS)
      return;
   bool always = in->cc.cond == NVP_COND_NONE ||
                 in->cc.cond == NVP_COND_TR;
   if (!writes_booleans(in))
      g->booleans[d->index] &= ~d->write_mask;
   else if (always)
      g->booleans[d->index] |= d->write_mask;
}

bool
nvtgsi_gp4_emit_range(struct nvtgsi_ctx *ctx, unsigned from, unsigned to)
{
   const struct nvp_program *p = ctx->prog;

   struct nvtgsi_gp4 *g = ctx->gp4;

   for (unsigned i = from; i < to && i < p->num_instrs; i++) {
      const struct nvp_instr *in = &p->instrs[i];
      if (g->dead) {
         bool opens = in->op == NVP_OP_IF || in->op == NVP_OP_REP;
         bool closes = in->op == NVP_OP_ENDIF || in->op == NVP_OP_ENDREP;
         if (opens)
            g->dead_depth++;
         if (closes && g->dead_depth) {
            g->dead_depth--;
            continue;
         }
         if (g->dead_depth || !(closes || in->op == NVP_OP_ELSE))
            continue;
         g->dead = false;
         g->closes_dead = true;
      }
      if (nvtgsi_gp4_is_flow(in->op))
         note_booleans(g, in);
      bool ok = nvtgsi_gp4_is_flow(in->op) ? nvtgsi_gp4_emit_flow(ctx, in)
                                           : emit_alu(ctx, in);
      g->closes_dead = false;
      if (!ok)
         return false;
      note_booleans(g, in);
      if (nvtgsi_gp4_jumps(in))
         g->dead = true;
      if (ureg_get_instruction_number(ctx->ureg) > NVTGSI_GP4_MAX_TGSI)
         return nvtgsi_error(ctx, "the program is too large to translate "
                             "(more than %u TGSI instructions with its "
                             "subroutines inlined)", NVTGSI_GP4_MAX_TGSI);
   }
   return true;
}

/* "If a VP2 vertex program has an instruction label "main", program
 * execution begins with the instruction immediately following the
 * instruction label" (the front end's entry); a program with CAL or RET
 * runs in a loop that RET at call depth 0 leaves: "If the call stack is
 * empty when RET executes, the program terminates normally." */
static bool
emit_body(struct nvtgsi_ctx *ctx)
{
   const struct nvp_program *p = ctx->prog;
   struct nvtgsi_gp4 *g = ctx->gp4;
   bool calls = false;

   for (unsigned i = 0; i < p->num_instrs; i++)
      calls |= p->instrs[i].op == NVP_OP_CAL ||
               p->instrs[i].op == NVP_OP_CALI ||
               p->instrs[i].op == NVP_OP_RET;
   if (calls) {
      g->returning = ureg_writemask(ureg_DECL_temporary(ctx->ureg),
                                    TGSI_WRITEMASK_X);
      ureg_MOV(ctx->ureg, g->returning, ureg_imm1u(ctx->ureg, 0));
      nvtgsi_gp4_begin_function(ctx);
   }
   if (!nvtgsi_gp4_emit_range(ctx, p->entry, p->num_instrs))
      return false;
   if (calls)
      nvtgsi_gp4_end_function(ctx, true);
   if (g->depth)
      return nvtgsi_error(ctx, "unclosed block");
   return true;
}

bool
nvtgsi_gp4_emit(const struct nvp_program *prog, struct nvtgsi_shader *out,
                char *err, size_t err_len)
{
   struct nvtgsi_ctx ctx;
   struct nvtgsi_gp4 *g = calloc(1, sizeof(*g));
   const struct tgsi_token *tokens;
   unsigned num_tokens = 0;

   memset(&ctx, 0, sizeof(ctx));
   ctx.prog = prog;
   ctx.err = err;
   ctx.err_len = err_len;
   ctx.gp4 = g;
   if (!g)
      return nvtgsi_error(&ctx, "out of memory");
   g->fragment = prog->kind == NVP_KIND_GP4_FP;
   g->geometry = prog->kind == NVP_KIND_GP4_GP;
   g->tess = nvp_kind_is_tess(prog->kind);
   g->compute = prog->kind == NVP_KIND_GP5_CP;
   ctx.ureg = ureg_create(g->fragment ? PIPE_SHADER_FRAGMENT :
                          g->compute ? PIPE_SHADER_COMPUTE :
                          g->geometry ? PIPE_SHADER_GEOMETRY :
                          prog->kind == NVP_KIND_GP5_TCP ?
                          PIPE_SHADER_TESS_CTRL :
                          prog->kind == NVP_KIND_GP5_TEP ?
                          PIPE_SHADER_TESS_EVAL : PIPE_SHADER_VERTEX);
   if (!ctx.ureg) {
      free(g);
      return nvtgsi_error(&ctx, "out of memory");
   }
   if (!layout(&ctx) || !emit_body(&ctx))
      goto fail;
   /* a geometry program's results reach the outputs at each EMIT, a
    * control program's its own vertex */
   if (prog->kind == NVP_KIND_GP5_TCP)
      nvtgsi_gp5_tess_flush(&ctx);
   else if (!g->geometry)
      nvtgsi_gp4_copy_results(&ctx);
   ureg_END(ctx.ureg);
   tokens = ureg_get_tokens(ctx.ureg, &num_tokens);
   if (!tokens) {
      nvtgsi_error(&ctx, "TGSI token allocation failed");
      goto fail;
   }
   ureg_destroy(ctx.ureg);

   out->tokens = tokens;
   out->num_tokens = num_tokens;
   out->bindings = ctx.bindings;
   out->num_bindings = ctx.num_bindings;
   if (g->geometry || g->tess) {
      out->inputs = prog->attribs_read;
   } else if (!g->fragment) {
      for (unsigned n = 0; n < NVP_ARB_NUM_ATTRIBS; n++) {
         if (prog->attribs_read & (1u << n))
            out->inputs |= 1u << n;
      }
      out->dual_inputs = prog->attribs_long & prog->attribs_read;
      memcpy(out->dual_hi, g->dual_hi, sizeof(out->dual_hi));
   } else {
      out->inputs = prog->attribs_read;
   }
   out->samplers = g->samplers;
   memcpy(out->tex_targets, g->tex_targets, sizeof(out->tex_targets));
   out->flush_params = true;
   free(g->param_slot);
   free(g->sub_slot);
   free(g);
   return true;

fail:
   ureg_destroy(ctx.ureg);
   free(ctx.bindings);
   free(g->param_slot);
   free(g->sub_slot);
   free(g);
   return false;
}
