/*
 * nvtgsi_fp: NV_fragment_program ("!!FP1.0") IR -> TGSI fragment shader.
 *
 * Layout:
 *   f[WPOS]   INPUT POSITION (lower-left origin, pixel centres at .5;
 *             st's wpos transform flips it for window-system buffers)
 *   f[COL0/1] INPUT COLOR 0/1, colour interpolation (flat shading and
 *             two-sided colour are st's and the rasterizer's)
 *   f[FOGC]   INPUT FOG, rebuilt as (z,0,0,0) (Table X.1)
 *   f[TEXn]   INPUT TEXCOORD n, perspective: the slots fixed-function
 *             vertex processing and our vertex programs write
 *   Rn, Hn    TEMP; FP1.0's H registers hold fp16 values (every write
 *             rounded), the ARB kinds' SHORT variables fp32 ones
 *             (nvp_fp_precision_is_minimum())
 *   CC        one TEMP, see nvtgsi_fp_priv.h
 *   o[...]    TEMPs copied to OUTPUT COLOR 0 (written to every colour
 *             buffer) and POSITION (.z, the depth) at the end
 *   p[n]      CONST (NVTGSI_BIND_LOCAL), named locals CONST
 *             (NVTGSI_BIND_NAMED), embedded and DEFINEd constants IMM
 *   TEXn      SAMP[n] + SVIEW[n] with the program's target for unit n
 *
 * Each instruction: operands loaded (swizzle, negate, abs) and converted
 * to the instruction's precision; the operation at fp32; the result
 * rounded to the instruction's precision, _SAT, converted to the
 * destination's type, then written under the write mask and the
 * condition-code test, and copied to the CC with "C" (3.11.4.4).
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp_precision.h"
#include "nvtgsi_fp_priv.h"

bool
nvtgsi_fp_error(struct nvtgsi_fp *fp, const char *fmt, ...)
{
   va_list ap;

   if (fp->err && fp->err_len) {
      va_start(ap, fmt);
      vsnprintf(fp->err, fp->err_len, fmt, ap);
      va_end(ap);
   }
   return false;
}

static int
add_binding(struct nvtgsi_fp *fp, enum nvtgsi_binding_kind kind, int index)
{
   int k = nvtgsi_append_binding(&fp->bindings, &fp->num_bindings, kind,
                                 index);
   if (k >= 0)
      ureg_DECL_constant(fp->ureg, (unsigned)k);
   return k;
}


static void
zero(struct nvtgsi_fp *fp, struct ureg_dst d)
{
   ureg_MOV(fp->ureg, d, ureg_imm1f(fp->ureg, 0.0f));
}

void
nvtgsi_fp_init_registers(struct nvtgsi_fp *fp)
{
   /* "all temporary registers are initialized to zero, and all
    * condition code components are initialized to EQ" (3.11.7). */
   for (unsigned n = 0; n < NVP_FP_NUM_TEMPS_R; n++) {
      if (!ureg_dst_is_undef(fp->r[n]))
         zero(fp, fp->r[n]);
   }
   for (unsigned n = 0; n < NVP_FP_NUM_TEMPS_H; n++) {
      if (!ureg_dst_is_undef(fp->h[n]))
         zero(fp, fp->h[n]);
   }
   zero(fp, fp->cc);
   /* "The values of all fragment program output registers are
    * initially undefined": 0. */
   for (unsigned o = 0; o < NVP_FRAG_OUTPUT_COUNT; o++) {
      if (!ureg_dst_is_undef(fp->out[o]))
         zero(fp, fp->out[o]);
   }
   nvtgsi_fp_forget_exact(fp);
}

/* Some fragment.texcoord[A0.x+n] operand (NV_fragment_program2). */
static bool
reads_relative_texcoord(const struct nvp_program *p)
{
   for (unsigned i = 0; i < p->num_instrs; i++) {
      const struct nvp_instr *in = &p->instrs[i];
      for (unsigned s = 0; s < 3; s++) {
         if (in->src[s].file == NVP_FILE_FRAG_ATTRIB && in->src[s].relative)
            return true;
      }
   }
   return false;
}

static bool
layout(struct nvtgsi_fp *fp)
{
   const struct nvp_program *p = fp->prog;
   struct ureg_program *u = fp->ureg;

   /* Lower-left origin, centres at half integers: f[WPOS] is "relative
    * to the lower left corner of the window". */
   ureg_property(u, TGSI_PROPERTY_FS_COORD_ORIGIN,
                 p->frag_coord_upper_left ? TGSI_FS_COORD_ORIGIN_UPPER_LEFT :
                 TGSI_FS_COORD_ORIGIN_LOWER_LEFT);
   ureg_property(u, TGSI_PROPERTY_FS_COORD_PIXEL_CENTER,
                 p->frag_coord_integer ?
                 TGSI_FS_COORD_PIXEL_CENTER_INTEGER :
                 TGSI_FS_COORD_PIXEL_CENTER_HALF_INTEGER);
   /* result.color goes to every draw buffer, unless OPTION
    * ARB_draw_buffers gives each its own (then "result.color" is
    * result.color[0], draw buffer 0 only). */
   if (!p->draw_buffers)
      ureg_property(u, TGSI_PROPERTY_FS_COLOR0_WRITES_ALL_CBUFS, 1);

   fp->inputs = p->attribs_read;
   if (reads_relative_texcoord(p)) {
      fp->inputs |= ((1u << NVP_FP_NUM_TEXCOORDS) - 1) << NVP_FRAG_TEX0;
      for (unsigned i = 0; i < 3; i++)
         fp->rel[i] = ureg_DECL_temporary(u);
   }
   for (unsigned a = 0; a < NVP_FRAG_ATTRIB_COUNT; a++) {
      if (!(fp->inputs & (1u << a)))
         continue;
      if (a == NVP_FRAG_WPOS) {
         fp->f[a] = ureg_DECL_fs_input(u, TGSI_SEMANTIC_POSITION, 0,
                                       TGSI_INTERPOLATE_LINEAR);
      } else if (a == NVP_FRAG_COL0 || a == NVP_FRAG_COL1) {
         fp->f[a] = ureg_DECL_fs_input(u, TGSI_SEMANTIC_COLOR,
                                       a - NVP_FRAG_COL0,
                                       TGSI_INTERPOLATE_COLOR);
      } else if (a == NVP_FRAG_FOGC) {
         /* "f[FOGC] ... (z,0,0,0)": only x comes from the vertex. */
         struct ureg_src fog = ureg_DECL_fs_input(u, TGSI_SEMANTIC_FOG, 0,
                                           TGSI_INTERPOLATE_PERSPECTIVE);
         struct ureg_dst t = ureg_DECL_temporary(u);
         zero(fp, ureg_writemask(t, TGSI_WRITEMASK_YZW));
         ureg_MOV(u, ureg_writemask(t, TGSI_WRITEMASK_X), fog);
         /* ARB_fragment_program Table X.2: fragment.fogcoord is
          * "(f,0,0,1)". */
         if (nvp_kind_is_arbfp(p->kind))
            ureg_MOV(u, ureg_writemask(t, TGSI_WRITEMASK_W),
                     ureg_imm1f(u, 1.0f));
         fp->f[a] = ureg_src(t);
      } else if (a == NVP_FRAG_FACE) {
         /* NV_fragment_program2 "fragment.facing": "(f,0,0,1)", f
          * +1.0 front, -1.0 back.  FACE is a system value, integer
          * ~0 for front (tgsi_to_nir's convention without a screen,
          * which the state tracker's hand-over uses). */
         struct ureg_src face =
            ureg_DECL_system_value(u, TGSI_SEMANTIC_FACE, 0);
         struct ureg_dst t = ureg_DECL_temporary(u);
         ureg_UCMP(u, ureg_writemask(t, TGSI_WRITEMASK_X),
                   ureg_scalar(face, 0), ureg_imm1f(u, 1.0f),
                   ureg_imm1f(u, -1.0f));
         ureg_MOV(u, ureg_writemask(t, TGSI_WRITEMASK_YZW),
                  ureg_imm4f(u, 0.0f, 0.0f, 0.0f, 1.0f));
         fp->f[a] = ureg_src(t);
      } else {
         fp->f[a] = ureg_DECL_fs_input(u, TGSI_SEMANTIC_TEXCOORD,
                                       a - NVP_FRAG_TEX0,
                                       TGSI_INTERPOLATE_PERSPECTIVE);
      }
   }

   for (unsigned n = 0; n < NVP_FP_NUM_TEMPS_R; n++) {
      if (p->temps_used & (UINT64_C(1) << n))
         fp->r[n] = ureg_DECL_temporary(u);
   }
   for (unsigned n = 0; n < NVP_FP_NUM_TEMPS_H; n++) {
      if (p->temps_h_used & (1ull << n))
         fp->h[n] = ureg_DECL_temporary(u);
   }
   fp->cc = ureg_DECL_temporary(u);
   /* The draw-buffer colours of ARB_draw_buffers exist when written. */
   for (unsigned o = 0; o < NVP_FRAG_OUTPUT_COUNT; o++) {
      fp->out[o] = ureg_dst_undef();
      if (o >= NVP_FP1_NUM_OUTPUTS && !(p->outputs_written & (1u << o)))
         continue;
      fp->out[o] = ureg_DECL_temporary(u);
   }
   nvtgsi_fp_init_registers(fp);

   for (unsigned n = 0; n < NVP_FP_NUM_LOCALS; n++) {
      fp->local_slot[n] = -1;
      if ((p->locals_read & (1ull << n)) &&
          (fp->local_slot[n] = add_binding(fp, NVTGSI_BIND_LOCAL, n)) < 0)
         return nvtgsi_fp_error(fp, "out of memory");
   }
   if (p->num_named) {
      fp->named_slot = calloc(p->num_named, sizeof(int));
      if (!fp->named_slot)
         return nvtgsi_fp_error(fp, "out of memory");
   }
   for (unsigned k = 0; k < p->num_named; k++) {
      fp->named_slot[k] = -1;
      if (p->named[k].local &&
          (fp->named_slot[k] = add_binding(fp, NVTGSI_BIND_NAMED, k)) < 0)
         return nvtgsi_fp_error(fp, "out of memory");
   }

   /* ARB kind: every parameter slot (env, local, state, literal) is
    * CONST, in slot order (NVTGSI_BIND_PARAM k is params[k]). */
   if (nvp_kind_is_arbfp(p->kind) && p->num_params) {
      fp->param_slot = calloc(p->num_params, sizeof(int));
      if (!fp->param_slot)
         return nvtgsi_fp_error(fp, "out of memory");
      for (unsigned k = 0; k < p->num_params; k++) {
         if ((fp->param_slot[k] = add_binding(fp, NVTGSI_BIND_PARAM, k)) <
             0)
            return nvtgsi_fp_error(fp, "out of memory");
      }
   }

   for (unsigned n = 0; n < NVP_FP_NUM_TEX_UNITS; n++) {
      enum nvp_tex_target t = p->tex_targets[n];
      fp->complete_slot[n] = -1;
      if (t == NVP_TEX_NONE)
         continue;
      /* ARB programs keep ARB_fragment_program's (0,0,0,1) for an
       * incomplete texture (its issue 23); !!FP1.0 gives (0,0,0,0). */
      if (p->kind == NVP_KIND_FP10 &&
          (fp->complete_slot[n] =
              add_binding(fp, NVTGSI_BIND_TEX_COMPLETE, n)) < 0)
         return nvtgsi_fp_error(fp, "out of memory");
      if (t >= NVP_TEX_TARGET_COUNT)
         return nvtgsi_fp_error(fp, "bad texture target on unit %u", n);
      ureg_DECL_sampler(u, n);
      ureg_DECL_sampler_view(u, n, nvtgsi_tex_target(t),
                             TGSI_RETURN_TYPE_FLOAT,
                             TGSI_RETURN_TYPE_FLOAT, TGSI_RETURN_TYPE_FLOAT,
                             TGSI_RETURN_TYPE_FLOAT);
      fp->samplers |= 1u << n;
      fp->tex_targets[n] = t;
   }
   return true;
}

/* The register an operand names, before swizzle and modifiers. */
/* The value of an operand fixed when the program loads: an FP1.0
 * embedded constant or an ARB literal parameter ("PARAM c[2] = { {1,
 * 2, 3, 4}, ... }" and literals in instructions, which no call can
 * change), read directly; NULL for anything else.  Literals become
 * immediates, as the FP1.0 constants always were, so NIR and LLVM fold
 * them and maybe_denormal() sees their values. */
const float *
nvtgsi_fp_literal(const struct nvp_program *p, const struct nvp_src *s)
{
   int i = s->index;

   if (s->relative || i < 0)
      return NULL;
   if (s->file == NVP_FILE_CONST && (unsigned)i < p->num_consts)
      return p->consts[i].value;
   if (s->file == NVP_FILE_PARAM && (unsigned)i < p->num_params &&
       p->params[i].kind == NVP_PARAM_CONSTANT)
      return p->params[i].value;
   return NULL;
}

static const float *
literal_value(const struct nvtgsi_fp *fp, const struct nvp_src *s)
{
   return nvtgsi_fp_literal(fp->prog, s);
}

static bool
src_register(struct nvtgsi_fp *fp, const struct nvp_src *s,
             struct ureg_src *out)
{
   const struct nvp_program *p = fp->prog;
   int i = s->index;

   switch (s->file) {
   case NVP_FILE_TEMP:
      if (i < 0 || i >= NVP_FP_NUM_TEMPS_R || ureg_dst_is_undef(fp->r[i]))
         return false;
      *out = ureg_src(fp->r[i]);
      return true;
   case NVP_FILE_TEMP_H:
      if (i < 0 || i >= NVP_FP_NUM_TEMPS_H || ureg_dst_is_undef(fp->h[i]))
         return false;
      *out = ureg_src(fp->h[i]);
      return true;
   case NVP_FILE_FRAG_ATTRIB:
      if (i < 0 || i >= NVP_FRAG_ATTRIB_COUNT ||
          !(fp->inputs & (1u << i)))
         return false;
      *out = fp->f[i];
      return true;
   case NVP_FILE_LOCAL:
      if (i < 0 || i >= NVP_FP_NUM_LOCALS || fp->local_slot[i] < 0)
         return false;
      *out = ureg_src_register(TGSI_FILE_CONSTANT, fp->local_slot[i]);
      return true;
   case NVP_FILE_NAMED:
      if (i < 0 || (unsigned)i >= p->num_named || fp->named_slot[i] < 0)
         return false;
      *out = ureg_src_register(TGSI_FILE_CONSTANT, fp->named_slot[i]);
      return true;
   case NVP_FILE_PARAM:
      if (i < 0 || (unsigned)i >= p->num_params || !fp->param_slot)
         return false;
      if (literal_value(fp, s)) {
         const float *v = literal_value(fp, s);
         *out = ureg_imm4f(fp->ureg, v[0], v[1], v[2], v[3]);
         return true;
      }
      *out = ureg_src_register(TGSI_FILE_CONSTANT, fp->param_slot[i]);
      return true;
   case NVP_FILE_CONST:
      if (i < 0 || (unsigned)i >= p->num_consts)
         return false;
      *out = ureg_imm4f(fp->ureg, p->consts[i].value[0],
                        p->consts[i].value[1], p->consts[i].value[2],
                        p->consts[i].value[3]);
      return true;
   default:
      return false;
   }
}

/*
 * fragment.texcoord[A0.x+n] into fp->rel[i]: "a texture coordinate number
 * <c> is computed by adding the current value of the "A0.x" address
 * register ... and <n>"; A0.x is the LOOP index "clamped to be greater
 * than or equal to 0"; a <c> outside 0..7 ("undefined") reads
 * (0,0,0,0), as the interpreter does.
 */
static bool
relative_texcoord(struct nvtgsi_fp *fp, const struct nvp_src *s, unsigned i,
                  struct ureg_src *out)
{
   struct ureg_program *u = fp->ureg;
   int n = s->index - NVP_FRAG_TEX0;

   if (ureg_dst_is_undef(fp->loop_index) || i >= 3 || n < 0)
      return false;
   struct ureg_dst c = ureg_DECL_temporary(u);
   struct ureg_dst cx = ureg_writemask(c, TGSI_WRITEMASK_X);
   struct ureg_dst cy = ureg_writemask(c, TGSI_WRITEMASK_Y);
   struct ureg_src index = ureg_scalar(ureg_src(fp->loop_index), 0);

   ureg_MAX(u, cx, index, ureg_imm1f(u, 0.0f));
   ureg_ADD(u, cx, ureg_scalar(ureg_src(c), 0), ureg_imm1f(u, (float)n));
   ureg_MOV(u, fp->rel[i], ureg_imm1f(u, 0.0f));
   for (unsigned k = 0; k < NVP_FP_NUM_TEXCOORDS; k++) {
      ureg_FSEQ(u, cy, ureg_scalar(ureg_src(c), 0),
                ureg_imm1f(u, (float)k));
      ureg_UCMP(u, fp->rel[i], ureg_scalar(ureg_src(c), 1),
                fp->f[NVP_FRAG_TEX0 + k], ureg_src(fp->rel[i]));
   }
   ureg_release_temporary(u, c);
   *out = ureg_src(fp->rel[i]);
   return true;
}

/* Literal operand k of in, VectorLoad/ScalarLoad done on the CPU:
 * swizzle, signs, then nvp_to_fp16()/nvp_to_fx12() at H and X, the
 * conversions of the reference interpreter, which nvtgsi_fp_q16()/_q12()
 * reproduce bit for bit.  v[c] is what result component c reads. */
bool
nvtgsi_fp_literal_operand(const struct nvtgsi_fp *fp,
                          const struct nvp_instr *in, unsigned k,
                          bool scalar, float v[4])
{
   const struct nvp_src *s = &in->src[k];
   const float *value = literal_value(fp, s);
   enum nvp_precision p = in->exec_precision;

   if (!value)
      return false;
   for (unsigned c = 0; c < 4; c++) {
      float x = value[s->swizzle[scalar ? 0 : c] & 3];
      if (s->absolute) {
         x = fabsf(x);
         if (s->negate_abs)
            x = -x;
      } else if (s->negate) {
         x = -x;
      }
      if (p == NVP_PREC_H)
         x = nvp_to_fp16(x);
      else if (p == NVP_PREC_X)
         x = nvp_to_fx12(x);
      v[c] = x;
   }
   return true;
}

static struct ureg_src
converted_const(struct nvtgsi_fp *fp, const struct nvp_instr *in,
                unsigned k, bool scalar)
{
   float v[4];
   uint32_t bits[4];

   nvtgsi_fp_literal_operand(fp, in, k, scalar, v);
   memcpy(bits, v, sizeof(bits));
   return ureg_imm4u(fp->ureg, bits[0], bits[1], bits[2], bits[3]);
}

/*
 * nvtgsi_options::fp32_ftz.  The driver flushes every denormal result of
 * fp32 arithmetic, but a denormal can still become a result without
 * arithmetic: copied by a select (MIN, MAX, CMP, LIT's y, ...), or
 * through an instruction that NIR removes (x * 1.0 becomes x when only
 * arithmetic reads it, x * -1.0 a sign flip).  So the emitter keeps the
 * operands free of denormals instead of the results: an operand that
 * may hold one is flushed as it is loaded, and then no result can be one
 * but a texel (texture results keep their flush) or a MOV's copy (MOV
 * copies, as the reference interpreter does).  What may hold one:
 * program parameters (p[n], named locals, ARB parameters), literals with
 * a denormal component, f[COL0] and f[COL1] (flat shading copies the
 * vertex's colour; every other attribute is interpolated with
 * arithmetic, and FP1.0's H registers hold fp16 values, normal in
 * fp32), and the R (and fp32 H) registers of find_denormal_copies().
 */
static bool
maybe_denormal(const struct nvtgsi_fp *fp, const struct nvp_src *s)
{
   int i = s->index;

   switch (s->file) {
   case NVP_FILE_TEMP:
      return i >= 0 && i < NVP_FP_NUM_TEMPS_R &&
             (fp->maybe_denormal & (UINT64_C(1) << i));
   case NVP_FILE_TEMP_H:
      return !fp->h_fp16 && i >= 0 && i < NVP_FP_NUM_TEMPS_H &&
             (fp->maybe_denormal_h & (UINT64_C(1) << i));
   case NVP_FILE_FRAG_ATTRIB:
      return !s->relative && (i == NVP_FRAG_COL0 || i == NVP_FRAG_COL1) &&
             (!fp->ftz || fp->flat_colours);
   case NVP_FILE_LOCAL:
   case NVP_FILE_NAMED:
      return fp->flush_params;
   case NVP_FILE_CONST:
   case NVP_FILE_PARAM: {
      const float *v = literal_value(fp, s);
      if (!v) {
         /* state.* values are Mesa's, which no draw checks */
         const struct nvp_program *p = fp->prog;
         return fp->flush_params || s->file != NVP_FILE_PARAM ||
                i < 0 || (unsigned)i >= p->num_params ||
                p->params[i].kind == NVP_PARAM_STATE;
      }
      for (unsigned c = 0; c < 4; c++) {
         if (v[c] != 0.0f && fabsf(v[c]) < 0x1p-126f)
            return true;
      }
      return false;
   }
   default:
      return true;
   }
}

/* The R registers that may hold a denormal, written by a MOV (at fp32)
 * of an operand that may hold one, or by PK* (bits), for fp32_ftz's
 * operand flush and for the _SAT of a MOV; the program order does not
 * matter (NV_fragment_program2 loops), so until nothing changes. */
static void
find_denormal_copies(struct nvtgsi_fp *fp)
{
   const struct nvp_program *p = fp->prog;
   bool changed = true;

   while (changed) {
      changed = false;
      for (unsigned i = 0; i < p->num_instrs; i++) {
         const struct nvp_instr *in = &p->instrs[i];
         const struct nvp_opcode_info *info = nvp_opcode_info(in->op);
         int r = in->dst.index;

         uint64_t *mask = in->dst.file == NVP_FILE_TEMP ?
                          &fp->maybe_denormal :
                          in->dst.file == NVP_FILE_TEMP_H && !fp->h_fp16 ?
                          &fp->maybe_denormal_h : NULL;
         unsigned num = in->dst.file == NVP_FILE_TEMP ?
                        NVP_FP_NUM_TEMPS_R : NVP_FP_NUM_TEMPS_H;

         if (!info || !mask || r < 0 || (unsigned)r >= num ||
             (*mask & (UINT64_C(1) << r)))
            continue;
         if ((info->fp_flags & NVP_FP_PACK) ||
             (in->op == NVP_OP_MOV && in->exec_precision == NVP_PREC_R &&
              maybe_denormal(fp, &in->src[0]))) {
            *mask |= UINT64_C(1) << r;
            changed = true;
         }
      }
   }
}

/* fp32_ftz: r, an operand of 'in', without denormals (see
 * maybe_denormal()). */
static struct ureg_src
flush_operand(struct nvtgsi_fp *fp, const struct nvp_instr *in,
              const struct nvp_src *s, struct ureg_src r,
              struct ureg_dst *tmp)
{
   if (!fp->ftz || in->exec_precision != NVP_PREC_R ||
       in->op == NVP_OP_MOV || !maybe_denormal(fp, s))
      return r;
   *tmp = ureg_DECL_temporary(fp->ureg);
   ureg_MOV(fp->ureg, *tmp, r);
   nvtgsi_fp_flush(fp, *tmp);
   return ureg_src(*tmp);
}

bool
nvtgsi_fp_within_bound(struct nvtgsi_fp *fp)
{
   if (ureg_get_instruction_number(fp->ureg) <= NVTGSI_FP_MAX_TGSI)
      return true;
   fp->past_bound = true;
   /* (a CAL's body is emitted once per call site) */
   return nvtgsi_fp_error(fp, "the program translates to more than %u "
                          "TGSI instructions%s", NVTGSI_FP_MAX_TGSI,
                          fp->prog->uses_branches ?
                          " (subroutine calls are inlined)" : "");
}

void
nvtgsi_fp_forget_exact(struct nvtgsi_fp *fp)
{
   memset(fp->exact16, 0, sizeof(fp->exact16));
   memset(fp->exact12, 0, sizeof(fp->exact12));
   memset(fp->exact12_h, 0, sizeof(fp->exact12_h));
   memset(fp->bool01, 0, sizeof(fp->bool01));
   memset(fp->bool01_h, 0, sizeof(fp->bool01_h));
   nvtgsi_fp_range_forget(fp);
}

unsigned
nvtgsi_fp_operand_lanes(const struct nvtgsi_fp_op *op,
                        const struct nvp_instr *in)
{
   if (op->scalar)
      return TGSI_WRITEMASK_X;
   if (nvp_opcode_componentwise(in->op))
      return in->dst.write_mask & TGSI_WRITEMASK_XYZW;
   return TGSI_WRITEMASK_XYZW;
}

/* Whether the components 'lanes' of operand s (an R or H register) are
 * all set in the per-register masks r[] / h[] (nvtgsi_fp::exact16 and
 * its kind); h NULL: every H component is. */
static bool
reg_lanes_in(const struct nvp_src *s, unsigned lanes, const uint8_t *r,
             const uint8_t *h)
{
   bool is_h = s->file == NVP_FILE_TEMP_H;

   if ((s->file != NVP_FILE_TEMP && !is_h) || s->index < 0 ||
       s->index >= (is_h ? NVP_FP_NUM_TEMPS_H : NVP_FP_NUM_TEMPS_R) ||
       s->relative)
      return false;
   uint8_t mask = !is_h ? r[s->index] : h ? h[s->index] : 0xf;
   for (unsigned c = 0; c < 4; c++) {
      if ((lanes & (1u << c)) &&
          (s->swizzle[c] > 3 || !(mask & (1u << s->swizzle[c]))))
         return false;
   }
   return true;
}

/* Whether the components 'lanes' of operand s of an R or H register are
 * on the grid of precision p already (see nvtgsi_fp::exact16). */
static bool
holds_grid(const struct nvtgsi_fp *fp, const struct nvp_src *s,
           unsigned lanes, enum nvp_precision p)
{
   /* H registers hold fp16 values whatever wrote them */
   if (p == NVP_PREC_H)
      return reg_lanes_in(s, lanes, fp->exact16, NULL);
   if (p == NVP_PREC_X && !s->negate && !s->absolute)
      return reg_lanes_in(s, lanes, fp->exact12, fp->exact12_h);
   return false;
}

/* Whether the components 'lanes' of operand s are 0.0 or 1.0 (see
 * nvtgsi_fp::bool01): such registers, or literals. */
static bool
holds_bool(const struct nvtgsi_fp *fp, const struct nvp_src *s,
           unsigned lanes)
{
   if (s->negate || s->absolute)
      return false;
   const float *v = literal_value(fp, s);
   if (!v)
      return reg_lanes_in(s, lanes, fp->bool01, fp->bool01_h);
   for (unsigned c = 0; c < 4; c++) {
      uint32_t bits;
      if (!(lanes & (1u << c)))
         continue;
      if (s->swizzle[c] > 3)
         return false;
      memcpy(&bits, &v[s->swizzle[c]], sizeof(bits));
      if (bits != 0 && bits != 0x3f800000u)
         return false;
   }
   return true;
}

/* The written components of 'in' that hold 0.0 or 1.0 whatever the
 * precision (nvtgsi_fp_op::boolean, ::bool_srcs). */
static unsigned
bool_result(const struct nvtgsi_fp *fp, const struct nvp_instr *in,
            const struct nvtgsi_fp_op *op)
{
   unsigned wm = in->dst.write_mask & TGSI_WRITEMASK_XYZW;

   if (op->boolean)
      return wm;
   if (!op->bool_srcs || op->raw_dst)
      return 0;
   for (unsigned i = 0; i < 3; i++) {
      if ((op->bool_srcs & (1u << i)) &&
          !holds_bool(fp, &in->src[i], nvtgsi_fp_operand_lanes(op, in)))
         return 0;
   }
   return wm;
}

/* After an instruction wrote components wm of R register n: those are
 * on its precision's grid when the result was converted to it; a write
 * under a condition mask keeps a component on a grid only if the old
 * and the new value both are. */
static void
note_written(struct nvtgsi_fp *fp, const struct nvp_instr *in,
             const struct nvtgsi_fp_op *op, unsigned wm, unsigned bool_wm,
             bool conditional)
{
   const struct nvp_dst *d = &in->dst;
   enum nvp_precision p = in->exec_precision;
   uint8_t on16 = !op->raw_dst && (p == NVP_PREC_H || p == NVP_PREC_X) ?
                  wm : 0;
   uint8_t on12 = !op->raw_dst && p == NVP_PREC_X ? wm : 0;
   uint8_t onb = (uint8_t)bool_wm;
   uint8_t all16 = 0xf;
   uint8_t *e16, *e12, *b;

   on16 |= onb;
   on12 |= onb;
   if (d->index < 0)
      return;
   if (d->file == NVP_FILE_TEMP && d->index < NVP_FP_NUM_TEMPS_R) {
      e16 = &fp->exact16[d->index];
      e12 = &fp->exact12[d->index];
      b = &fp->bool01[d->index];
   } else if (d->file == NVP_FILE_TEMP_H &&
              d->index < NVP_FP_NUM_TEMPS_H) {
      /* an H register holds fp16 values whatever wrote it (where
       * it holds fp32 ones, no instruction runs at H or X) */
      e16 = &all16;
      e12 = &fp->exact12_h[d->index];
      b = &fp->bool01_h[d->index];
   } else {
      return;
   }
   if (conditional) {
      on16 &= *e16;
      on12 &= *e12;
      onb &= *b;
   }
   *e16 = (uint8_t)((*e16 & ~wm) | on16);
   *e12 = (uint8_t)((*e12 & ~wm) | on12);
   *b = (uint8_t)((*b & ~wm) | onb);
}

/* The form in which instruction in reads parameter operand s once it is
 * made at the start: fp16 or fx12 (H, X), or flushed of denormals (R,
 * where the driver flushes results and flush_operand() would flush the
 * parameter at every read), or NVP_PREC_NONE (read as it is).  f[COL0]
 * and f[COL1] too: like a parameter they are the same for the whole
 * program, and unlike f[TEX0..7] and f[FOGC] they are converted at H
 * and X and may hold a denormal (maybe_denormal()); made once at the
 * start, a loop body does not convert or flush them on every trip.  fx12's
 * grid is not symmetric (-2048/1024 has no opposite), so a negated or
 * absolute X operand is converted where it is read; a MOV copies bits. */
static enum nvp_precision
param_form(const struct nvtgsi_fp *fp, const struct nvp_instr *in,
           const struct nvp_src *s)
{
   enum nvp_precision p = in->exec_precision;

   bool colour = s->file == NVP_FILE_FRAG_ATTRIB &&
                 (s->index == NVP_FRAG_COL0 || s->index == NVP_FRAG_COL1);

   if ((s->file != NVP_FILE_LOCAL && s->file != NVP_FILE_NAMED &&
        s->file != NVP_FILE_PARAM && !colour) ||
       s->relative || literal_value(fp, s))
      return NVP_PREC_NONE;
   if (p == NVP_PREC_H || (p == NVP_PREC_X && !s->negate && !s->absolute))
      return p;
   if (p == NVP_PREC_R && fp->ftz && in->op != NVP_OP_MOV &&
       maybe_denormal(fp, s))
      return NVP_PREC_R;
   return NVP_PREC_NONE;
}

static const struct ureg_dst *
converted_param(const struct nvtgsi_fp *fp, const struct nvp_instr *in,
                const struct nvp_src *s)
{
   enum nvp_precision p = param_form(fp, in, s);
   if (p == NVP_PREC_NONE)
      return NULL;
   for (unsigned k = 0; k < fp->num_param_q; k++) {
      const struct nvtgsi_fp_param_q *q = &fp->param_q[k];
      if (q->file == s->file && q->index == s->index && q->prec == p)
         return &q->reg;
   }
   return NULL;
}

/* Emits, before the program's first instruction, each parameter's
 * conversion that some H or X instruction reads (converted_param()). */
static bool
convert_params(struct nvtgsi_fp *fp)
{
   const struct nvp_program *p = fp->prog;

   for (unsigned i = 0; i < p->num_instrs; i++) {
      const struct nvp_instr *in = &p->instrs[i];
      const struct nvp_opcode_info *info = nvp_opcode_info(in->op);
      const struct nvtgsi_fp_op *op = nvtgsi_fp_op_get(in->op);

      if (!info || !op || op->raw_src || in->op == NVP_OP_SWZ ||
          in->op == NVP_OP_KIL)
         continue;
      for (unsigned k = 0; k < info->num_src; k++) {
         const struct nvp_src *s = &in->src[k];
         enum nvp_precision form = param_form(fp, in, s);
         struct ureg_src r;
         if (form == NVP_PREC_NONE || converted_param(fp, in, s) ||
             !src_register(fp, s, &r))
            continue;
         struct nvtgsi_fp_param_q *q =
            realloc(fp->param_q, (fp->num_param_q + 1) * sizeof(*q));
         if (!q)
            return nvtgsi_fp_error(fp, "out of memory");
         fp->param_q = q;
         q += fp->num_param_q++;
         q->file = (uint8_t)s->file;
         q->prec = (uint8_t)form;
         q->index = s->index;
         q->reg = ureg_DECL_temporary(fp->ureg);
         if (form == NVP_PREC_H) {
            nvtgsi_fp_q16(fp, q->reg, r);
         } else if (form == NVP_PREC_X) {
            nvtgsi_fp_q12(fp, q->reg, r);
         } else {
            ureg_MOV(fp->ureg, q->reg, r);
            nvtgsi_fp_flush(fp, q->reg);
         }
      }
   }
   return true;
}

/* SWZ's <extendedSwizzle> (ARB_fragment_program 3.11.5.27): each
 * component a source component, 0 or 1, then its own negation
 * (negate_comps) and the operand's; fp32, no conversion. */
static bool
load_ext_swizzle(struct nvtgsi_fp *fp, const struct nvp_src *s,
                 struct ureg_src r, struct ureg_src *out,
                 struct ureg_dst *tmp)
{
   struct ureg_program *u = fp->ureg;

   *tmp = ureg_DECL_temporary(u);
   for (unsigned c = 0; c < 4; c++) {
      struct ureg_dst d = ureg_writemask(*tmp, 1u << c);
      struct ureg_src v;
      bool neg = s->negate != !!(s->negate_comps & (1u << c));

      if (s->swizzle[c] == NVP_SWIZZLE_ZERO)
         v = ureg_imm1f(u, 0.0f);
      else if (s->swizzle[c] == NVP_SWIZZLE_ONE)
         v = ureg_imm1f(u, 1.0f);
      else if (s->swizzle[c] < 4)
         v = ureg_scalar(r, s->swizzle[c]);
      else
         return nvtgsi_fp_error(fp, "bad extended swizzle");
      ureg_MOV(u, d, neg ? ureg_negate(v) : v);
   }
   *out = ureg_src(*tmp);
   return true;
}

/* An operand's sign operations on a float source: |x| (then negated
 * for -|x|), or -x. */
static struct ureg_src
sign_ops(struct ureg_src r, const struct nvp_src *s)
{
   if (s->absolute) {
      r = ureg_abs(r);
      if (s->negate_abs)
         r = ureg_negate(r);
   } else if (s->negate) {
      r = ureg_negate(r);
   }
   return r;
}

/*
 * VectorLoad/ScalarLoad: swizzle, "if (negateBase)" negate, "if
 * (absolute)" abs, "if (negateAbs)" negate, then TypeConvert to the
 * instruction's precision.  Operands of UP* are bits: the sign
 * operations act on bit 31 and nothing converts them.
 */
static bool
load_src(struct nvtgsi_fp *fp, const struct nvp_instr *in, unsigned i,
         const struct nvtgsi_fp_op *op, struct ureg_src *out,
         struct ureg_dst *tmp)
{
   struct ureg_program *u = fp->ureg;
   const struct nvp_src *s = &in->src[i];
   struct ureg_src r;

   *tmp = ureg_dst_undef();
   if (s->file == NVP_FILE_FRAG_ATTRIB && s->relative) {
      if (!relative_texcoord(fp, s, i, &r))
         return nvtgsi_fp_error(fp, "line %u: bad relative operand",
                                in->line);
   } else if (!src_register(fp, s, &r)) {
      return nvtgsi_fp_error(fp, "instruction %u: bad operand %u",
                             in->line, i);
   }
   const struct ureg_dst *param = in->op == NVP_OP_SWZ || op->raw_src ?
      NULL : converted_param(fp, in, s);
   if (param)
      r = ureg_src(*param);
   if (in->op == NVP_OP_SWZ) {
      struct ureg_dst flushed = ureg_dst_undef();
      bool ok;
      r = flush_operand(fp, in, s, r, &flushed);
      ok = load_ext_swizzle(fp, s, r, out, tmp);
      if (!ureg_dst_is_undef(flushed))
         ureg_release_temporary(u, flushed);
      return ok;
   }
   for (unsigned c = 0; c < 4; c++) {
      if (s->swizzle[c] > 3)
         return nvtgsi_fp_error(fp, "instruction %u: bad swizzle", in->line);
   }
   if (op->scalar)
      r = ureg_scalar(r, s->swizzle[0]);
   else
      r = ureg_swizzle(r, s->swizzle[0], s->swizzle[1], s->swizzle[2],
                       s->swizzle[3]);

   if (op->raw_src) {
      if (s->negate || s->absolute) {
         *tmp = ureg_DECL_temporary(u);
         if (s->absolute) {
            ureg_AND(u, *tmp, r, ureg_imm1u(u, 0x7fffffff));
            if (s->negate_abs)
               ureg_OR(u, *tmp, ureg_src(*tmp), ureg_imm1u(u, 0x80000000));
         } else {
            ureg_XOR(u, *tmp, r, ureg_imm1u(u, 0x80000000));
         }
         r = ureg_src(*tmp);
      }
      *out = r;
      return true;
   }

   r = sign_ops(r, s);

   if (!param)
      r = flush_operand(fp, in, s, r, tmp);

   enum nvp_precision p = in->exec_precision;
   /* An H register read with sign changes only is an fp16 value; so is
    * an R register whose components were last written converted
    * (signs too: the fp16 grid is symmetric, fx12's is not). */
   bool exact = param || (s->file == NVP_FILE_TEMP_H && p == NVP_PREC_H) ||
                holds_grid(fp, s, nvtgsi_fp_operand_lanes(op, in), p);
   if ((p == NVP_PREC_H || p == NVP_PREC_X) && literal_value(fp, s)) {
      /* A literal, DEFINE or literal PARAM: loaded and converted here,
       * as the interpreter does it, instead of by the shader. */
      r = converted_const(fp, in, i, op->scalar);
      exact = true;
   }
   bool convert = (p == NVP_PREC_H || p == NVP_PREC_X) && !exact;
   /* The lowerings and the fp16/fx12 rounding use integer operations
    * (sign-bit selects, masks), and a source negation on an integer
    * opcode is an integer negation: a negated or absolute operand is
    * made a float value first ("MIN R0, -R1, R2" of two zeros must see
    * -0.0's sign bit; flush_operand() may have made it one already). */
   if ((s->absolute || s->negate) && s->file != NVP_FILE_CONST &&
       (op->lower || convert) && ureg_dst_is_undef(*tmp)) {
      *tmp = ureg_DECL_temporary(u);
      ureg_MOV(u, *tmp, r);
      r = ureg_src(*tmp);
   }
   if (convert) {
      if (ureg_dst_is_undef(*tmp))
         *tmp = ureg_DECL_temporary(u);
      if (p == NVP_PREC_H)
         nvtgsi_fp_q16(fp, *tmp, r);
      else
         nvtgsi_fp_q12(fp, *tmp, r);
      r = ureg_src(*tmp);
   }
   *out = r;
   return true;
}

bool
nvtgsi_fp_load_operand(struct nvtgsi_fp *fp, const struct nvp_instr *in,
                       unsigned i, struct ureg_src *out,
                       struct ureg_dst *tmp)
{
   static const struct nvtgsi_fp_op vec = { 0 };
   struct nvp_instr fp32 = *in;

   fp32.exec_precision = NVP_PREC_R;
   return load_src(fp, &fp32, i, &vec, out, tmp);
}

/* The destination register, undef for RC/HC (condition code only). */
static bool
dst_register(struct nvtgsi_fp *fp, const struct nvp_dst *d,
             struct ureg_dst *out, bool *fp16)
{
   int i = d->index;

   *fp16 = false;
   switch (d->file) {
   case NVP_FILE_TEMP:
      if (i < 0 || i >= NVP_FP_NUM_TEMPS_R || ureg_dst_is_undef(fp->r[i]))
         return false;
      *out = fp->r[i];
      return true;
   case NVP_FILE_TEMP_H:
      if (i < 0 || i >= NVP_FP_NUM_TEMPS_H || ureg_dst_is_undef(fp->h[i]))
         return false;
      *out = fp->h[i];
      *fp16 = fp->h_fp16;
      return true;
   case NVP_FILE_FRAG_OUTPUT:
      if (i < 0 || i >= NVP_FRAG_OUTPUT_COUNT ||
          ureg_dst_is_undef(fp->out[i]))
         return false;
      *out = fp->out[i];
      *fp16 = fp->h_fp16 && nvp_frag_output_is_half((unsigned)i);
      return true;
   case NVP_FILE_CC:
      /* RC is fp32, HC fp16 */
      *out = ureg_dst_undef();
      *fp16 = fp->h_fp16 && i == 1;
      return true;
   default:
      return false;
   }
}

/* All-ones where TestCC(cc.swizzle) passes (3.11.4.4): each test is one
 * comparison of the kept value with 0, NaN failing all but NE. */
void
nvtgsi_fp_cc_test(struct nvtgsi_fp *fp, const struct nvp_cond_test *t,
                  struct ureg_dst cond)
{
   struct ureg_program *u = fp->ureg;
   struct ureg_src v = ureg_swizzle(ureg_src(fp->cc), t->swizzle[0],
                                    t->swizzle[1], t->swizzle[2],
                                    t->swizzle[3]);
   struct ureg_src z = ureg_imm1f(u, 0.0f);

   switch (t->cond) {
   case NVP_COND_EQ: ureg_FSEQ(u, cond, v, z); break;
   case NVP_COND_NE: ureg_FSNE(u, cond, v, z); break;
   case NVP_COND_LT: ureg_FSLT(u, cond, v, z); break;
   case NVP_COND_GE: ureg_FSGE(u, cond, v, z); break;
   case NVP_COND_LE: ureg_FSGE(u, cond, z, v); break;
   case NVP_COND_GT: ureg_FSLT(u, cond, z, v); break;
   case NVP_COND_FL: ureg_MOV(u, cond, ureg_imm1u(u, 0)); break;
   default:          ureg_MOV(u, cond, ureg_imm1u(u, ~0u)); break;
   }
}

static bool
cc_masks(const struct nvp_cond_test *t)
{
   return t->cond != NVP_COND_NONE && t->cond != NVP_COND_TR;
}

static bool
emit_kil(struct nvtgsi_fp *fp, const struct nvp_instr *in)
{
   struct ureg_program *u = fp->ureg;
   struct ureg_dst cond = ureg_DECL_temporary(u);

   /* ARB_fragment_program's "KIL" <instOperandV>: "if any component of
    * the operand is less than zero, the fragment is discarded" (fp32;
    * src[0], see the parser). */
   if (in->cc.cond == NVP_COND_NONE && in->src[0].file != NVP_FILE_NONE) {
      static const struct nvtgsi_fp_op vec = { 0 };
      struct nvp_instr fp32 = *in;
      struct ureg_src v;
      struct ureg_dst t;

      fp32.exec_precision = NVP_PREC_R;
      if (!load_src(fp, &fp32, 0, &vec, &v, &t))
         return false;
      ureg_KILL_IF(u, v);
      if (!ureg_dst_is_undef(t))
         ureg_release_temporary(u, t);
      ureg_release_temporary(u, cond);
      return true;
   }
   /* "If any condition code component evaluates to TRUE, the fragment
    * is discarded"; KILL_IF takes negative numbers. */
   nvtgsi_fp_cc_test(fp, &in->cc, cond);
   ureg_UCMP(u, cond, ureg_src(cond), ureg_imm1f(u, -1.0f),
             ureg_imm1f(u, 0.0f));
   ureg_KILL_IF(u, ureg_src(cond));
   ureg_release_temporary(u, cond);
   return true;
}

/* nvp_fp_sqrt.c: an RSQ with a slot also keeps the square root of its
 * operand there; the RCP of it is that value through its own sign
 * operations, as the interpreter computes it.  true: res is written. */
static bool
sqrt_pair(struct nvtgsi_fp *fp, const struct nvp_instr *in,
          struct ureg_dst res, const struct ureg_src *src)
{
   struct ureg_program *u = fp->ureg;
   unsigned k = in->sqrt_slot;

   if (!k || k > NVP_FP_SQRT_SLOTS)
      return false;
   if (in->op == NVP_OP_RSQ) {
      if (ureg_dst_is_undef(fp->sqrt[k]))
         fp->sqrt[k] = ureg_DECL_temporary(u);
      ureg_SQRT(u, ureg_writemask(fp->sqrt[k], TGSI_WRITEMASK_X),
                ureg_scalar(src[0], TGSI_SWIZZLE_X));
      return false;
   }
   if (in->op != NVP_OP_RCP || ureg_dst_is_undef(fp->sqrt[k]))
      return false;
   ureg_MOV(u, res, sign_ops(ureg_scalar(ureg_src(fp->sqrt[k]),
                                         TGSI_SWIZZLE_X), &in->src[0]));
   return true;
}

bool
nvtgsi_fp_emit_instr(struct nvtgsi_fp *fp, const struct nvp_instr *in)
{
   struct ureg_program *u = fp->ureg;
   const struct nvtgsi_fp_op *op = nvtgsi_fp_op_get(in->op);
   const struct nvp_opcode_info *info = nvp_opcode_info(in->op);

   if (in->op == NVP_OP_KIL)
      return emit_kil(fp, in);
   if (!op)
      return nvtgsi_fp_error(fp, "line %u: %s is not translated", in->line,
                      info ? info->name : "?");

   unsigned wm = in->dst.write_mask & 0xf;
   struct ureg_dst reg;
   bool dst_fp16;
   if (!dst_register(fp, &in->dst, &reg, &dst_fp16))
      return nvtgsi_fp_error(fp, "line %u: bad destination", in->line);
   /* "FL" or an empty mask: nothing is written, nothing updated. */
   if (!wm || in->cc.cond == NVP_COND_FL)
      return true;

   struct ureg_src src[3];
   struct ureg_dst tmp[3];
   unsigned num_src = info->num_src;
   for (unsigned i = 0; i < num_src; i++) {
      tmp[i] = ureg_dst_undef();
      if (!load_src(fp, in, i, op, &src[i], &tmp[i]))
         return false;
   }

   unsigned bool_wm = bool_result(fp, in, op) & wm;
   /* (before the write: an operand may be the destination) */
   float hi[4];
   nvtgsi_fp_result_bounds(fp, in, op, bool_wm, hi);
   struct ureg_dst res = ureg_DECL_temporary(u);
   if (!sqrt_pair(fp, in, res, src)) {
      if (op->lower)
         op->lower(fp, in, res, src);
      else
         ureg_insn(u, op->tgsi, &res, 1, src, num_src, 0);
   }
   for (unsigned i = 0; i < num_src; i++) {
      if (!ureg_dst_is_undef(tmp[i]))
         ureg_release_temporary(u, tmp[i]);
   }

   res = ureg_writemask(res, wm);
   if (!op->raw_dst) {
      /* the result at the instruction's precision (already there in
       * the keeps_format components: their operands were converted);
       * fp32 has no denormals (MOV copies, as the reference interpreter
       * does) */
      unsigned convert = wm & ~op->keeps_format & ~bool_wm &
                         TGSI_WRITEMASK_XYZW;
      if (convert)
         nvtgsi_fp_convert(fp, ureg_writemask(res, convert),
                           in->exec_precision);
      /* fp32_ftz: the driver's flush, but for texels (maybe_denormal())
       * of the units that may hold a denormal */
      if (in->exec_precision == NVP_PREC_R && in->op != NVP_OP_MOV &&
          (!fp->ftz || ((info->fp_flags & NVP_FP_TEXTURE) &&
                        (fp->texel_flush_units & (1u << in->tex_unit)))))
         nvtgsi_fp_flush(fp, res);
      /* "_SAT": [0,1], NaN unchanged (a compare fails for it); a MOV
       * copy may still be a denormal.  Of a value known in [+0.0, hi]
       * (nvtgsi_fp_range.c): nothing where hi <= 1.0, else a plain
       * minimum with 1.0 (no NaN, no -0.0 to keep). */
      unsigned sat = 0, sat_min = 0;
      for (unsigned c = 0; c < 4 && in->saturate; c++) {
         if (!(wm & (1u << c)) || hi[c] <= 1.0f)
            continue;
         if (hi[c] > 1.0f)
            sat_min |= 1u << c;
         else
            sat |= 1u << c;
      }
      if (sat)
         nvtgsi_fp_saturate(fp, ureg_writemask(res, sat),
                            in->op == NVP_OP_MOV &&
                            in->exec_precision == NVP_PREC_R &&
                            maybe_denormal(fp, &in->src[0]));
      if (sat_min)
         ureg_MIN(u, ureg_writemask(res, sat_min), ureg_src(res),
                  nvtgsi_fp_imm_f(fp, 1.0f));
      if (in->saturate_signed)
         nvtgsi_fp_saturate_signed(fp, res);
      /* A MOV copies, denormal or not, but its clamped copy is a result
       * that "Convert the result to the type of the destination
       * register" makes fp32, which has "no special representation [...]
       * for denorms": flushed after the clamp (-D was clamped to +0.0
       * above, D becomes +0.0 here), as NVIDIA's driver does. */
      if ((in->saturate || in->saturate_signed) && in->op == NVP_OP_MOV &&
          in->exec_precision == NVP_PREC_R &&
          maybe_denormal(fp, &in->src[0]))
         nvtgsi_fp_flush(fp, ureg_writemask(res, wm));
      /* then to the destination's type; an X result is on the fx12
       * grid (keeps_format components too: their operands are), every
       * fx12 value is an fp16 value, and so are 0.0 and 1.0 */
      if (dst_fp16 && in->exec_precision != NVP_PREC_H &&
          (wm & ~bool_wm) &&
          (in->exec_precision != NVP_PREC_X || op->raw_dst))
         nvtgsi_fp_q16(fp, res, ureg_src(res));
   }

   struct ureg_dst cond = ureg_dst_undef();
   if (cc_masks(&in->cc)) {
      cond = ureg_writemask(ureg_DECL_temporary(u), wm);
      nvtgsi_fp_cc_test(fp, &in->cc, cond);
   }
   if (!ureg_dst_is_undef(reg)) {
      struct ureg_dst d = ureg_writemask(reg, wm);
      if (ureg_dst_is_undef(cond))
         ureg_MOV(u, d, ureg_src(res));
      else
         ureg_UCMP(u, d, ureg_src(cond), ureg_src(res), ureg_src(reg));
      note_written(fp, in, op, wm, bool_wm, !ureg_dst_is_undef(cond));
      nvtgsi_fp_range_note(fp, in, wm, hi, dst_fp16,
                           !ureg_dst_is_undef(cond));
   }
   if (in->update_cc) {
      struct ureg_dst d = ureg_writemask(fp->cc, wm);
      if (ureg_dst_is_undef(cond))
         ureg_MOV(u, d, ureg_src(res));
      else
         ureg_UCMP(u, d, ureg_src(cond), ureg_src(res), ureg_src(fp->cc));
   }
   if (!ureg_dst_is_undef(cond))
      ureg_release_temporary(u, cond);
   ureg_release_temporary(u, res);
   return true;
}

/* Discard when the replaced depth z is outside the bounds the state
 * tracker keeps in CONST (NVTGSI_BIND_DEPTH_BOUNDS).  A NaN depth fails
 * both compares and is kept, as no range excludes it. */
static bool
discard_out_of_range(struct nvtgsi_fp *fp, struct ureg_src z)
{
   struct ureg_program *u = fp->ureg;
   int slot = add_binding(fp, NVTGSI_BIND_DEPTH_BOUNDS, 0);

   if (slot < 0)
      return nvtgsi_fp_error(fp, "out of memory");
   struct ureg_src b = ureg_src_register(TGSI_FILE_CONSTANT, slot);
   struct ureg_dst t = ureg_DECL_temporary(u);
   struct ureg_dst tx = ureg_writemask(t, TGSI_WRITEMASK_X);
   struct ureg_dst ty = ureg_writemask(t, TGSI_WRITEMASK_Y);
   ureg_FSLT(u, tx, z, ureg_scalar(b, TGSI_SWIZZLE_X));
   ureg_FSLT(u, ty, ureg_scalar(b, TGSI_SWIZZLE_Y), z);
   ureg_OR(u, tx, ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X),
           ureg_scalar(ureg_src(t), TGSI_SWIZZLE_Y));
   /* KILL_IF discards when a component is below zero. */
   ureg_UCMP(u, tx, ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X),
             ureg_imm1f(u, -1.0f), ureg_imm1f(u, 0.0f));
   ureg_KILL_IF(u, ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X));
   ureg_release_temporary(u, t);
   return true;
}

/*
 * ARB_fragment_program 3.11.4.5.2, the fog options: "the fragment's
 * color is blended with the fog color" using the fog coordinate and
 * state.fog.params (density, start, end, 1/(end-start)):
 * ARB_fog_linear f = (end - z) / (end - start), ARB_fog_exp f =
 * exp(-density * z), ARB_fog_exp2 f = exp(-(density * z)^2), clamped
 * to [0, 1]; rgb = f * color + (1 - f) * fog color, alpha unchanged.
 */
static void
emit_fog(struct nvtgsi_fp *fp, struct ureg_dst color)
{
   static const float log2e = 1.44269504088896340736f;
   struct ureg_program *u = fp->ureg;
   const struct nvp_program *p = fp->prog;
   struct ureg_src fc = ureg_src_register(TGSI_FILE_CONSTANT,
                                          fp->param_slot[p->fog_color_slot]);
   struct ureg_src fpar = ureg_src_register(TGSI_FILE_CONSTANT,
                                     fp->param_slot[p->fog_params_slot]);
   struct ureg_src z = ureg_scalar(ureg_DECL_fs_input(u, TGSI_SEMANTIC_FOG,
                                     0, TGSI_INTERPOLATE_PERSPECTIVE), 0);
   struct ureg_dst f = ureg_writemask(ureg_DECL_temporary(u),
                                      TGSI_WRITEMASK_X);
   struct ureg_dst rgb = ureg_writemask(color, TGSI_WRITEMASK_XYZ);

   if (p->fog_option == 3) {
      ureg_ADD(u, f, ureg_scalar(fpar, 2), ureg_negate(z));
      ureg_MUL(u, f, ureg_src(f), ureg_scalar(fpar, 3));
   } else {
      ureg_MUL(u, f, ureg_scalar(fpar, 0), z);
      if (p->fog_option == 2)
         ureg_MUL(u, f, ureg_src(f), ureg_src(f));
      ureg_MUL(u, f, ureg_negate(ureg_src(f)), ureg_imm1f(u, log2e));
      ureg_EX2(u, f, ureg_src(f));
   }
   ureg_MOV(u, ureg_saturate(f), ureg_src(f));
   ureg_ADD(u, rgb, ureg_src(color), ureg_negate(fc));
   ureg_MUL(u, rgb, ureg_src(rgb), ureg_scalar(ureg_src(f), 0));
   ureg_ADD(u, rgb, ureg_src(rgb), fc);
   ureg_release_temporary(u, f);
}

static bool
emit_outputs(struct nvtgsi_fp *fp)
{
   struct ureg_program *u = fp->ureg;
   const struct nvp_program *p = fp->prog;
   unsigned color = (p->outputs_written & (1u << NVP_FRAG_COLH)) ?
                    NVP_FRAG_COLH : NVP_FRAG_COLR;

   if (nvp_kind_is_arbfp(p->kind) && p->fog_option)
      emit_fog(fp, fp->out[color]);
   ureg_MOV(u, ureg_DECL_output(u, TGSI_SEMANTIC_COLOR, 0),
            ureg_src(fp->out[color]));
   /* ARB_draw_buffers: result.color[n] to draw buffer n, those written
    * (the fog option's blend applies to result.color[0] only). */
   for (unsigned n = 1; n < NVP_FP_MAX_DRAW_BUFFERS; n++) {
      unsigned o = nvp_frag_color_output(n, true);
      if (!(p->outputs_written & (1u << o)))
         o = nvp_frag_color_output(n, false);
      if (!(p->outputs_written & (1u << o)))
         continue;
      ureg_MOV(u, ureg_DECL_output(u, TGSI_SEMANTIC_COLOR, n),
               ureg_src(fp->out[o]));
   }
   /* "If the DEPR output register is written by the fragment program,
    * the depth value of the fragment is taken from the z component". */
   if (p->outputs_written & (1u << NVP_FRAG_DEPR)) {
      struct ureg_src z = ureg_scalar(ureg_src(fp->out[NVP_FRAG_DEPR]),
                                      TGSI_SWIZZLE_Z);
      struct ureg_dst d = ureg_DECL_output(u, TGSI_SEMANTIC_POSITION, 0);
      if (p->kind == NVP_KIND_FP10 && !discard_out_of_range(fp, z))
         return false;
      ureg_MOV(u, ureg_writemask(d, TGSI_WRITEMASK_Z), z);
   }
   return true;
}

/* One translation; with two_phase, counting NV_fragment_program2 flow
 * runs optimistically first (nvtgsi_fp_flow.c). */
static bool
emit(const struct nvp_program *prog, const struct nvtgsi_options *options,
     bool two_phase, struct nvtgsi_shader *out, char *err, size_t err_len,
     bool *past_bound)
{
   struct nvtgsi_fp fp;
   const struct tgsi_token *tokens;
   unsigned num_tokens = 0;

   memset(&fp, 0, sizeof(fp));
   fp.two_phase = two_phase;
   for (unsigned n = 0; n < NVP_FP_NUM_TEMPS_R; n++)
      fp.r[n] = ureg_dst_undef();
   for (unsigned n = 0; n < NVP_FP_NUM_TEMPS_H; n++)
      fp.h[n] = ureg_dst_undef();
   fp.loop_index = ureg_dst_undef();
   for (unsigned k = 0; k <= NVP_FP_SQRT_SLOTS; k++)
      fp.sqrt[k] = ureg_dst_undef();
   fp.prog = prog;
   fp.err = err;
   fp.err_len = err_len;
   fp.ftz = options && options->fp32_ftz;
   fp.texel_flush_units = options ? options->texel_flush_units : ~0u;
   fp.texels_01_units = options ? options->texels_01_units : 0;
   fp.tex_complete_units = options ? options->tex_complete_units : 0;
   fp.flush_params = options ? options->flush_params : true;
   fp.flat_colours = options ? options->flat_colours : true;
   fp.uncounted = options && options->uncounted;
   fp.lg2_exact = options && options->lg2_exact;
   fp.h_fp16 = !nvp_fp_precision_is_minimum(prog->kind);
   find_denormal_copies(&fp);

   fp.ureg = ureg_create(PIPE_SHADER_FRAGMENT);
   if (!fp.ureg)
      return nvtgsi_fp_error(&fp, "out of memory");
   if (!layout(&fp) || !convert_params(&fp))
      goto fail;
   if (options && options->fp_path) {
      /* the straight code of the path (nvtgsi_options::fp_path) */
      for (unsigned k = 0; k < options->fp_path_len; k++) {
         uint32_t i = options->fp_path[k];
         if (i >= prog->num_instrs ||
             !nvtgsi_fp_emit_instr(&fp, &prog->instrs[i]) ||
             !nvtgsi_fp_within_bound(&fp))
            goto fail;
      }
   } else if (prog->uses_flow) {
      if (!nvtgsi_fp_emit_flow(&fp))
         goto fail;
   } else {
      for (unsigned i = 0; i < prog->num_instrs; i++) {
         if (!nvtgsi_fp_emit_instr(&fp, &prog->instrs[i]) ||
             !nvtgsi_fp_within_bound(&fp))
            goto fail;
      }
   }
   if (!emit_outputs(&fp))
      goto fail;
   ureg_END(fp.ureg);

   tokens = ureg_get_tokens(fp.ureg, &num_tokens);
   if (!tokens) {
      nvtgsi_fp_error(&fp, "TGSI token allocation failed");
      goto fail;
   }
   ureg_destroy(fp.ureg);
   free(fp.named_slot);
   free(fp.param_slot);
   free(fp.param_q);

   out->tokens = tokens;
   out->num_tokens = num_tokens;
   out->bindings = fp.bindings;
   out->num_bindings = fp.num_bindings;
   out->inputs = fp.inputs;
   out->samplers = fp.samplers;
   out->fp32_ftz = fp.ftz;
   out->texel_flush_units = fp.ftz ? fp.texel_flush_units : ~0u;
   out->texels_01_units = fp.texels_01_units;
   out->tex_complete_units = fp.tex_complete_units;
   out->flush_params = fp.ftz ? fp.flush_params : true;
   out->flat_colours = fp.ftz ? fp.flat_colours : true;
   out->counted = fp.counted;
   out->uncounted = fp.uncounted && fp.counted;
   memcpy(out->tex_targets, fp.tex_targets, sizeof(fp.tex_targets));
   return true;

fail:
   *past_bound = fp.past_bound;
   ureg_destroy(fp.ureg);
   free(fp.bindings);
   free(fp.named_slot);
   free(fp.param_slot);
   free(fp.param_q);
   return false;
}

bool
nvtgsi_fp_emit(const struct nvp_program *prog,
               const struct nvtgsi_options *options,
               struct nvtgsi_shader *out, char *err, size_t err_len)
{
   bool past_bound = false;

   if (emit(prog, options, true, out, err, err_len, &past_bound))
      return true;
   /* the optimistic run doubles the counted code: without it the
    * program may still fit */
   return past_bound &&
          emit(prog, options, false, out, err, err_len, &past_bound);
}
