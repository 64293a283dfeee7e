/*
 * CPU reference interpreter of NV_fragment_program ("!!FP1.0"), see
 * nvp_fp.h.  The model, step by step for one instruction (3.11.4):
 *
 *  1. Operands: swizzle, negateBase, absolute, negateAbs, then
 *     TypeConvert to the instruction's precision (exec_precision): fp32
 *     as is, fp16 rounded to nearest even, fx12 clamped and quantised
 *     (nvp_precision.h).  UP* read the 32 raw bits of their scalar
 *     (negate and absolute act on bit 31 only, AMB-45).
 *  2. The operation in host fp32 arithmetic (IEEE: 0 * INF = NaN, the
 *     spec's MUL and ADD rules), with the special cases of section 3.11.5
 *     made explicit where libm differs (MIN/MAX propagate NaN, LG2 and
 *     RSQ take no absolute value, POW = EX2(y * LG2(x)) with 0^0 = NaN).
 *     Intermediate values of DP3, DP4, MAD, LRP, X2D, RFL and POW stay
 *     fp32; only the result is rounded:
 *  3. to the instruction precision (fp32 results have denormals flushed,
 *     keeping the sign; MOV copies bits),
 *  4. _SAT: "if (result.x < 0) result.x = 0; else if (result.x > 1)
 *     result.x = 1;" (a NaN passes, AMB-15); a MOV's clamped copy is
 *     then flushed as step 3 would have,
 *  5. to the destination type (fp16 for H, o[COLH], HC),
 *  6. written where the write mask and the condition test (on the
 *     condition code before this instruction) allow; "C" records the
 *     converted value written (AMB-1).
 *
 * PK* store raw bits in 32-bit registers, unconverted.  The condition
 * code is kept as the value recorded per component: NaN is UN, the sign
 * LT/GT, zeros EQ, so each test is one IEEE comparison.
 */
#include <math.h>
#include <string.h>

#include "nvp_exec_fp_priv.h"
#include "nvp_precision.h"
#include "nvp_priv.h"

/* ---- Validation ---------------------------------------------------- */

static bool
valid_src(const struct nvp_program *prog, const struct nvp_src *s,
          bool ext_swizzle)
{
   for (unsigned c = 0; c < 4; c++) {
      if (s->swizzle[c] > (ext_swizzle ? NVP_SWIZZLE_ONE : 3))
         return false;
   }
   if (s->index < 0)
      return false;
   /* NV_fragment_program2: only "fragment.texcoord[A0.x+n]", with
    * "<addrRegPosOffset> ::= <integer> from 0 to 9". */
   if (s->relative) {
      return prog->kind == NVP_KIND_ARBFP_NV2 &&
             s->file == NVP_FILE_FRAG_ATTRIB &&
             s->index >= NVP_FRAG_TEX0 && s->index <= NVP_FRAG_TEX0 + 9;
   }
   switch (s->file) {
   case NVP_FILE_TEMP:        return s->index < NVP_FP_NUM_TEMPS_R;
   case NVP_FILE_TEMP_H:      return s->index < NVP_FP_NUM_TEMPS_H;
   case NVP_FILE_FRAG_ATTRIB: return s->index < NVP_FRAG_ATTRIB_COUNT;
   case NVP_FILE_LOCAL:       return s->index < NVP_FP_NUM_LOCALS;
   case NVP_FILE_NAMED:
      return (unsigned)s->index < prog->num_named &&
             prog->named[s->index].local;
   case NVP_FILE_CONST:       return (unsigned)s->index < prog->num_consts;
   case NVP_FILE_PARAM:
      return nvp_kind_is_arbfp(prog->kind) &&
             (unsigned)s->index < prog->num_params;
   default:                   return false;
   }
}

static bool
valid_dst(const struct nvp_dst *d)
{
   if (d->index < 0 || d->write_mask > 0xf)
      return false;
   switch (d->file) {
   case NVP_FILE_TEMP:        return d->index < NVP_FP_NUM_TEMPS_R;
   case NVP_FILE_TEMP_H:      return d->index < NVP_FP_NUM_TEMPS_H;
   case NVP_FILE_FRAG_OUTPUT: return d->index < NVP_FRAG_OUTPUT_COUNT;
   case NVP_FILE_CC:          return d->index < 2;
   default:                   return false;
   }
}

/* The IR may come from anywhere: check all of it before running. */
static bool
validate(const struct nvp_program *prog, struct nvp_error *err)
{
   for (unsigned i = 0; i < prog->num_instrs; i++) {
      const struct nvp_instr *in = &prog->instrs[i];
      const struct nvp_opcode_info *info = nvp_opcode_info(in->op);

      if (!info || !(info->kinds & NVP_KIND_BIT(prog->kind)))
         return nvp_fail_instr(err, in, "opcode %d is no !!FP1.0 "
                           "instruction", (int)in->op);
      if ((unsigned)in->cc.cond >= NVP_COND_NV_COUNT)
         return nvp_fail_instr(err, in, "bad condition %d", (int)in->cc.cond);
      for (unsigned c = 0; c < 4; c++) {
         if (in->cc.swizzle[c] > 3)
            return nvp_fail_instr(err, in, "bad condition swizzle");
      }
      /* IF .. RET: a condition, LOOP/REP a parameter, nothing else
       * (nvp_fp_validate_flow() checks the blocks). */
      if (info->fp_flags & NVP_FP_FLOW) {
         if (info->num_src && (in->src[0].file != NVP_FILE_PARAM ||
                               !valid_src(prog, &in->src[0], false)))
            return nvp_fail_instr(err, in, "bad loop count operand");
         continue;
      }
      if (in->saturate && in->saturate_signed)
         return nvp_fail_instr(err, in, "both _SAT and _SSAT");
      if (in->exec_precision < NVP_PREC_R ||
          in->exec_precision > NVP_PREC_X)
         return nvp_fail_instr(err, in, "bad precision %d",
                           (int)in->exec_precision);
      for (unsigned s = 0; s < info->num_src; s++) {
         if (!valid_src(prog, &in->src[s], in->op == NVP_OP_SWZ))
            return nvp_fail_instr(err, in, "bad source %u", s);
      }
      /* ARB kind: "KIL" <instOperandV> keeps its source in src[0]. */
      if (info->sig == NVP_SIG_KIL && in->cc.cond == NVP_COND_NONE &&
          !valid_src(prog, &in->src[0], false))
         return nvp_fail_instr(err, in, "bad KIL source");
      if (info->sig == NVP_SIG_KIL)
         continue;
      if (!valid_dst(&in->dst))
         return nvp_fail_instr(err, in, "bad destination");
      if ((info->fp_flags & NVP_FP_TEXTURE) &&
          (in->tex_unit >= NVP_FP_NUM_TEX_UNITS ||
           in->tex_target <= NVP_TEX_NONE ||
           in->tex_target >= NVP_TEX_TARGET_COUNT))
         return nvp_fail_instr(err, in, "bad texture unit or target");
   }
   return prog->kind != NVP_KIND_ARBFP_NV2 ||
          nvp_fp_validate_flow(prog, err);
}

/* ---- Operands ------------------------------------------------------ */

/* The register a source names, for fragment f. */
static const float *
src_reg(const struct fp_exec *e, unsigned f, const struct nvp_src *s)
{
   const struct nvp_program *prog = e->prog;
   const struct fp_frag *fr = &e->frag[f];

   static const float none[4];

   if (s->relative) {
      /* "a texture coordinate number <c> is computed by adding the
       * current value of the "A0.x" address register [...] and <n>";
       * "If <c> is negative or greater than or equal to
       * MAX_TEXTURE_COORDS_ARB, the fragment attribute variable is
       * undefined": (0,0,0,0) here (the contract). */
      float c = nvp_fp_loop_index(e) + (float)(s->index - NVP_FRAG_TEX0);
      if (!(c >= 0.0f && c < (float)NVP_FP_NUM_TEXCOORDS))
         return none;
      return e->env->attribs[f][NVP_FRAG_TEX0 + (int)c];
   }
   switch (s->file) {
   case NVP_FILE_TEMP:        return fr->r[s->index];
   case NVP_FILE_TEMP_H:      return fr->h[s->index];
   case NVP_FILE_FRAG_ATTRIB: return e->env->attribs[f][s->index];
   case NVP_FILE_LOCAL:       return e->env->locals[s->index];
   case NVP_FILE_NAMED:
      return e->env->named ? e->env->named[s->index] :
                             prog->named[s->index].value;
   case NVP_FILE_PARAM: {
      if (e->env->params)
         return e->env->params[s->index];
      return prog->params[s->index].kind == NVP_PARAM_CONSTANT ?
             prog->params[s->index].value : none;
   }
   default: /* NVP_FILE_CONST, checked by validate() */
      return prog->consts[s->index].value;
   }
}

/* Sign operations on the bits: -(+0) is -0, |NaN| keeps the NaN. */
static float
sign_ops(float v, const struct nvp_src *s)
{
   uint32_t u = nvp_float_bits(v);

   if (s->negate)
      u ^= 0x80000000u;
   if (s->absolute)
      u &= 0x7fffffffu;
   if (s->negate_abs)
      u ^= 0x80000000u;
   return nvp_bits_float(u);
}

/* TypeConvert to the instruction precision.  fp32 sources are fp32
 * already and fp16 and fx12 values are exact in it. */
static float
to_precision(float v, enum nvp_precision p)
{
   switch (p) {
   case NVP_PREC_H: return nvp_to_fp16(v);
   case NVP_PREC_X: return nvp_to_fx12(v);
   default:         return v;
   }
}

/* VectorLoad() of 3.11.4.3. */
void
nvp_fp_load(const struct fp_exec *e, unsigned f, const struct nvp_instr *in,
            unsigned n, float t[4])
{
   const struct nvp_src *s = &in->src[n];
   const float *reg = src_reg(e, f, s);

   for (unsigned c = 0; c < 4; c++) {
      /* SWZ: 0 and 1 select constants, each component has its own
       * sign as well */
      float v = s->swizzle[c] == NVP_SWIZZLE_ZERO ? 0.0f :
                s->swizzle[c] == NVP_SWIZZLE_ONE ? 1.0f :
                reg[s->swizzle[c]];
      if (s->negate_comps & (1u << c))
         v = -v;
      v = sign_ops(v, s);
      t[c] = to_precision(v, in->exec_precision);
   }
}

/* ---- Arithmetic ---------------------------------------------------- */

static float
nv_min(float a, float b)
{
   /* "min(A,B) is always equivalent to min(B,A)", "min(NaN, <x>) ==
    * NaN": the NaN, and -0 below +0 so the order does not matter. */
   if (isnan(a) || isnan(b))
      return isnan(a) ? a : b;
   if (a == b)
      return signbit(a) ? a : b;
   return a < b ? a : b;
}

static float
nv_max(float a, float b)
{
   if (isnan(a) || isnan(b))
      return isnan(a) ? a : b;
   if (a == b)
      return signbit(a) ? b : a;
   return a > b ? a : b;
}

/* Approx2ToX: NaN, -INF -> +0, +INF, +-0 -> 1 are libm's; a result
 * below 2^-126 flushes to +0. */
static float
nv_ex2(float x)
{
   return nvp_to_fp32(exp2f(x));
}

/* ApproxLog2: "ApproxLog2(x) = NaN, -INF < x < -0.0", "(+/-0.0) =
 * -INF"; log2f(1) is exactly 0, which POW's rule 8 needs. */
static float
nv_lg2(float x)
{
   if (x == 0.0f)
      return -INFINITY;
   if (x < 0.0f)
      return NAN;
   return log2f(x);
}

/* "ApproxPower(a,b) = ApproxExp2(b * ApproxLog2(a))": 0^0 = NaN,
 * negative bases NaN, 1^y = 1, INF^(y<0) = +0 (AMB-4). */
static float
nv_pow(float a, float b)
{
   return nv_ex2(nvp_to_fp32(b * nv_lg2(a)));
}

static float
ftz(float v)
{
   return nvp_to_fp32(v);
}

static float
dot(const float a[4], const float b[4], unsigned n)
{
   float sum = ftz(a[0] * b[0]);
   for (unsigned c = 1; c < n; c++)
      sum = ftz(sum + ftz(a[c] * b[c]));
   return sum;
}

static float
set_on(enum nvp_opcode op, float a, float b)
{
   bool r;

   switch (op) {
   case NVP_OP_SEQ: r = a == b; break;
   /* "(NaN != <x>) is TRUE"; -0 != +0 is FALSE (AMB-41). */
   case NVP_OP_SNE: r = !(a == b); break;
   case NVP_OP_SGE: r = a >= b; break;
   case NVP_OP_SGT: r = a > b; break;
   case NVP_OP_SLE: r = a <= b; break;
   case NVP_OP_SLT: r = a < b; break;
   case NVP_OP_STR: r = true; break;
   default:         r = false; break;   /* SFL */
   }
   return r ? 1.0f : 0.0f;
}

/* The result of an arithmetic instruction (not KIL, texture, pack or
 * unpack) from its loaded operands. */
static void
compute(enum nvp_opcode op, const float t[3][4], float r[4])
{
   float x;

   switch (op) {
   case NVP_OP_ADD:
      for (unsigned c = 0; c < 4; c++)
         r[c] = t[0][c] + t[1][c];
      return;
   /* ARB_fragment_program's (NV_fragment_program_option). */
   case NVP_OP_ABS:
      for (unsigned c = 0; c < 4; c++)
         r[c] = nvp_bits_float(nvp_float_bits(t[0][c]) & 0x7fffffffu);
      return;
   case NVP_OP_SWZ:
      memcpy(r, t[0], 4 * sizeof(float));
      return;
   case NVP_OP_DPH:
      r[0] = ftz(dot(t[0], t[1], 3) + t[1][3]);
      r[1] = r[2] = r[3] = r[0];
      return;
   case NVP_OP_CMP:
      for (unsigned c = 0; c < 4; c++)
         r[c] = t[0][c] < 0.0f ? t[1][c] : t[2][c];
      return;
   case NVP_OP_SCS:
      /* (cos, sin, undefined, undefined): z and w 0 as emitted */
      r[0] = cosf(t[0][0]);
      r[1] = sinf(t[0][0]);
      r[2] = r[3] = 0.0f;
      return;
   case NVP_OP_XPD:
      r[0] = ftz(t[0][1] * t[1][2]) - ftz(t[0][2] * t[1][1]);
      r[1] = ftz(t[0][2] * t[1][0]) - ftz(t[0][0] * t[1][2]);
      r[2] = ftz(t[0][0] * t[1][1]) - ftz(t[0][1] * t[1][0]);
      r[3] = 0.0f;
      return;
   case NVP_OP_SUB:
      for (unsigned c = 0; c < 4; c++)
         r[c] = t[0][c] - t[1][c];
      return;
   case NVP_OP_MUL:
      for (unsigned c = 0; c < 4; c++)
         r[c] = t[0][c] * t[1][c];
      return;
   case NVP_OP_MAD:
      for (unsigned c = 0; c < 4; c++)
         r[c] = ftz(t[0][c] * t[1][c]) + t[2][c];
      return;
   case NVP_OP_LRP:
      /* "tmp0.x * tmp1.x + (1 - tmp0.x) * tmp2.x", literally. */
      for (unsigned c = 0; c < 4; c++) {
         r[c] = ftz(t[0][c] * t[1][c]) +
                ftz(ftz(1.0f - t[0][c]) * t[2][c]);
      }
      return;
   case NVP_OP_MIN:
      for (unsigned c = 0; c < 4; c++)
         r[c] = nv_min(t[0][c], t[1][c]);
      return;
   case NVP_OP_MAX:
      for (unsigned c = 0; c < 4; c++)
         r[c] = nv_max(t[0][c], t[1][c]);
      return;
   case NVP_OP_FLR:
      for (unsigned c = 0; c < 4; c++)
         r[c] = floorf(t[0][c]);
      return;
   case NVP_OP_FRC:
      /* "tmp.x - floor(tmp.x)": -0 - -0 is +0, INF - INF NaN. */
      for (unsigned c = 0; c < 4; c++)
         r[c] = t[0][c] - floorf(t[0][c]);
      return;
   case NVP_OP_DP3:
      x = dot(t[0], t[1], 3);
      break;
   case NVP_OP_DP4:
      x = dot(t[0], t[1], 4);
      break;
   /* NV_fragment_program2 (3.11.5.48-51). */
   case NVP_OP_DP2:
      x = dot(t[0], t[1], 2);
      break;
   case NVP_OP_DP2A:
      /* "(tmp0.x * tmp1.x) + (tmp0.y * tmp1.y) + tmp2.x" */
      x = dot(t[0], t[1], 2) + t[2][0];
      break;
   case NVP_OP_DIV:
      /* "tmp0.x / tmp1": a true division, not RCP and MUL */
      for (unsigned c = 0; c < 4; c++)
         r[c] = t[0][c] / t[1][0];
      return;
   case NVP_OP_NRM: {
      /* "scale = ApproxRSQ(tmp.x * tmp.x + tmp.y * tmp.y + tmp.z *
       * tmp.z)", kept in fp32 like DP3's sums; "result.w = undefined":
       * tmp.w * scale, as the emitter scales all four (the contract). */
      float scale = ftz(1.0f / sqrtf(dot(t[0], t[0], 3)));
      for (unsigned c = 0; c < 4; c++)
         r[c] = t[0][c] * scale;
      return;
   }
   case NVP_OP_DST:
      r[0] = 1.0f;
      r[1] = t[0][1] * t[1][1];
      r[2] = t[0][2];
      r[3] = t[1][3];
      return;
   case NVP_OP_LIT: {
      float tx = t[0][0] < 0.0f ? 0.0f : t[0][0];
      float ty = t[0][1] < 0.0f ? 0.0f : t[0][1];
      r[0] = 1.0f;
      r[1] = tx;
      r[2] = tx > 0.0f ? nv_pow(ty, t[0][3]) : 0.0f;
      r[3] = 1.0f;
      return;
   }
   case NVP_OP_RFL: {
      float w = dot(t[0], t[0], 3);
      float k = ftz(ftz(2.0f * dot(t[0], t[1], 3)) / w);
      for (unsigned c = 0; c < 3; c++)
         r[c] = ftz(k * t[0][c]) - t[1][c];
      r[3] = 0.0f;   /* never written: the mask may not hold w */
      return;
   }
   case NVP_OP_X2D:
      r[0] = r[2] = ftz(t[0][0] + ftz(t[1][0] * t[2][0])) +
                    ftz(t[1][1] * t[2][1]);
      r[1] = r[3] = ftz(t[0][1] + ftz(t[1][0] * t[2][2])) +
                    ftz(t[1][1] * t[2][3]);
      return;
   case NVP_OP_RCP:
      x = 1.0f / t[0][0];
      break;
   case NVP_OP_RSQ:
      /* No absolute value: x < 0 is NaN, -0 is -INF. */
      x = 1.0f / sqrtf(t[0][0]);
      break;
   case NVP_OP_EX2:
      x = nv_ex2(t[0][0]);
      break;
   case NVP_OP_LG2:
      x = nv_lg2(t[0][0]);
      break;
   case NVP_OP_POW:
      x = nv_pow(t[0][0], t[1][0]);
      break;
   case NVP_OP_SIN:
      x = sinf(t[0][0]);
      break;
   case NVP_OP_COS:
      x = cosf(t[0][0]);
      break;
   case NVP_OP_SEQ: case NVP_OP_SNE: case NVP_OP_SGE: case NVP_OP_SGT:
   case NVP_OP_SLE: case NVP_OP_SLT: case NVP_OP_STR: case NVP_OP_SFL:
      for (unsigned c = 0; c < 4; c++)
         r[c] = set_on(op, t[0][c], t[1][c]);
      return;
   default: /* MOV */
      memcpy(r, t[0], 4 * sizeof(float));
      return;
   }
   r[0] = r[1] = r[2] = r[3] = x;
}

/* nvp_fp_sqrt.c: an RSQ with a slot keeps the square root of its
 * operand there; the RCP of it takes that value through its own sign
 * operations (1/-y is -(1/y), 1/|y| is |1/y|) instead of 1/x. */
static void
sqrt_pair(struct fp_exec *e, unsigned f, const struct nvp_instr *in,
          const float t0[4], float r[4])
{
   float *slot = &e->frag[f].sqrt[in->sqrt_slot];

   if (in->op == NVP_OP_RSQ) {
      *slot = sqrtf(t0[0]);
      return;
   }
   r[0] = r[1] = r[2] = r[3] = sign_ops(*slot, &in->src[0]);
}

/* ---- Quad operations ------------------------------------------------ */

/* Right minus left of fragment f's row (dir 0), top minus bottom of its
 * column (dir 1). */
static void
derivative(const float v[NVP_FP_QUAD][4], unsigned f, unsigned dir,
           float d[4])
{
   unsigned a, b;

   if (dir == 0) {
      a = f & 2u;
      b = a + 1;
   } else {
      a = f & 1u;
      b = a + 2;
   }
   for (unsigned c = 0; c < 4; c++)
      d[c] = ftz(v[b][c] - v[a][c]);
}

static void
texture(const struct fp_exec *e, const struct nvp_instr *in, uint8_t mask,
        const float t[NVP_FP_QUAD][3][4], float r[NVP_FP_QUAD][4])
{
   float coord[NVP_FP_QUAD][4];

   for (unsigned f = 0; f < NVP_FP_QUAD; f++) {
      memcpy(coord[f], t[f][0], sizeof(coord[f]));
      /* TXP: "For cube map textures, the (s,t,r) texture coordinates
       * used for the lookup are given by x, y, and z [...].  For all
       * other textures, [...] x/w, y/w, and z/w". */
      if (in->op == NVP_OP_TXP && in->tex_target != NVP_TEX_CUBE) {
         for (unsigned c = 0; c < 3; c++)
            coord[f][c] = ftz(coord[f][c] / t[f][0][3]);
      }
   }
   for (unsigned f = 0; f < NVP_FP_QUAD; f++) {
      float ddx[4], ddy[4];
      if (!(mask & (1u << f)))
         continue;
      if (in->op == NVP_OP_TXD) {
         memcpy(ddx, t[f][1], sizeof(ddx));
         memcpy(ddy, t[f][2], sizeof(ddy));
      } else if (in->op == NVP_OP_TXL) {
         memset(ddx, 0, sizeof(ddx));
         memset(ddy, 0, sizeof(ddy));
      } else {
         derivative((const float (*)[4])coord, f, 0, ddx);
         derivative((const float (*)[4])coord, f, 1, ddy);
      }
      if (in->op == NVP_OP_TXB) {
         float k = exp2f(t[f][0][3]);
         for (unsigned c = 0; c < 4; c++) {
            ddx[c] *= k;
            ddy[c] *= k;
         }
      }
      /* "If the specified texture target has a consistent set of
       * images, a lookup is performed.  Otherwise, the result of the
       * instruction is the vector (0,0,0,0)." */
      memset(r[f], 0, 4 * sizeof(float));
      if (e->env->texel) {
         /* TXL: "rho(x,y) is given by 2^w", the level of detail w */
         e->env->texel(e->env->texel_data, in->tex_unit, in->tex_target,
                       coord[f], ddx, ddy,
                       in->op == NVP_OP_TXL ? &coord[f][3] : NULL, r[f]);
      }
   }
}

/* UP*: ScalarLoad() of the raw bits. */
static uint32_t
load_bits(const struct fp_exec *e, unsigned f, const struct nvp_instr *in)
{
   const struct nvp_src *s = &in->src[0];
   return nvp_float_bits(sign_ops(src_reg(e, f, s)[s->swizzle[0]], s));
}

static void
unpack(const struct fp_exec *e, unsigned f, const struct nvp_instr *in,
       float r[4])
{
   uint32_t bits = load_bits(e, f, in);

   switch (in->op) {
   case NVP_OP_UP2H:  nvp_unpack_2h(bits, r); break;
   case NVP_OP_UP2US: nvp_unpack_2us(bits, r); break;
   case NVP_OP_UP4B:  nvp_unpack_4b(bits, r); break;
   default:           nvp_unpack_4ub(bits, r); break;
   }
}

static uint32_t
pack(enum nvp_opcode op, const float t[4])
{
   switch (op) {
   case NVP_OP_PK2H:  return nvp_pack_2h(t);
   case NVP_OP_PK2US: return nvp_pack_2us(t);
   case NVP_OP_PK4B:  return nvp_pack_4b(t);
   default:           return nvp_pack_4ub(t);
   }
}

/* ---- Destination update -------------------------------------------- */

/* TestCC() on a recorded value. */
bool
nvp_fp_test_cc(enum nvp_cond cond, float v)
{
   switch (cond) {
   case NVP_COND_EQ: return v == 0.0f;
   case NVP_COND_NE: return !(v == 0.0f);   /* UN: TRUE */
   case NVP_COND_LT: return v < 0.0f;
   case NVP_COND_GE: return v >= 0.0f;
   case NVP_COND_LE: return v <= 0.0f;
   case NVP_COND_GT: return v > 0.0f;
   case NVP_COND_FL: return false;
   default:          return true;           /* TR, and "" */
   }
}

/* Whether d stores fp16 values: FP1.0's H registers, o[COLH] and HC;
 * the ARB kinds' SHORT variables hold fp32 values
 * (nvp_fp_precision_is_minimum()). */
static bool
dst_is_half(const struct nvp_program *prog, const struct nvp_dst *d)
{
   if (nvp_fp_precision_is_minimum(prog->kind))
      return false;
   return d->file == NVP_FILE_TEMP_H ||
          (d->file == NVP_FILE_FRAG_OUTPUT &&
           nvp_frag_output_is_half((unsigned)d->index)) ||
          (d->file == NVP_FILE_CC && d->index == 1);
}

/* Steps 3 to 6 of the model for fragment f; 'raw' for PK* bits. */
static void
update(struct fp_exec *e, unsigned f, const struct nvp_instr *in,
       const float result[4], bool raw)
{
   struct fp_frag *fr = &e->frag[f];
   const struct nvp_dst *d = &in->dst;
   float rd[4];
   float *reg;

   for (unsigned c = 0; c < 4; c++) {
      float v = result[c];
      if (!raw) {
         if (in->exec_precision == NVP_PREC_R) {
            if (in->op != NVP_OP_MOV)
               v = nvp_to_fp32(v);
         } else {
            v = to_precision(v, in->exec_precision);
         }
         if (in->saturate) {
            if (v < 0.0f)
               v = 0.0f;
            else if (v > 1.0f)
               v = 1.0f;
         }
         /* "_SSAT": "clamped to the range [-1,1]"; NaN passes too */
         if (in->saturate_signed) {
            if (v < -1.0f)
               v = -1.0f;
            else if (v > 1.0f)
               v = 1.0f;
         }
         /* MOV copies bits, but a clamped copy is converted to fp32
          * after the clamp (the pseudo-code's order): a denormal left
          * by "_SAT" or "_SSAT" is flushed. */
         if (in->op == NVP_OP_MOV && in->exec_precision == NVP_PREC_R &&
             (in->saturate || in->saturate_signed))
            v = nvp_to_fp32(v);
         if (dst_is_half(e->prog, d))
            v = nvp_to_fp16(v);
      }
      rd[c] = v;
   }

   switch (d->file) {
   case NVP_FILE_TEMP:        reg = fr->r[d->index]; break;
   case NVP_FILE_TEMP_H:      reg = fr->h[d->index]; break;
   case NVP_FILE_FRAG_OUTPUT: reg = fr->out[d->index]; break;
   default:                   reg = NULL; break;   /* RC, HC */
   }

   float cc[4];
   memcpy(cc, fr->cc, sizeof(cc));
   for (unsigned c = 0; c < 4; c++) {
      if (!(d->write_mask & (1u << c)) ||
          !nvp_fp_test_cc(in->cc.cond, fr->cc[in->cc.swizzle[c]]))
         continue;
      if (reg)
         reg[c] = rd[c];
      if (in->update_cc)
         cc[c] = rd[c];
   }
   memcpy(fr->cc, cc, sizeof(cc));
}

void
nvp_fp_step(struct fp_exec *e, const struct nvp_instr *in, uint8_t mask)
{
   const struct nvp_opcode_info *info = nvp_opcode_info(in->op);
   float t[NVP_FP_QUAD][3][4];
   float r[NVP_FP_QUAD][4];

   if (info->sig == NVP_SIG_KIL && in->cc.cond == NVP_COND_NONE) {
      /* ARB_fragment_program: "if any component of the source vector is
       * negative, the fragment is discarded" (fp32). */
      struct nvp_instr fp32 = *in;
      fp32.exec_precision = NVP_PREC_R;
      FOR_LANES(f, mask) {
         float v[4];
         nvp_fp_load(e, f, &fp32, 0, v);
         for (unsigned c = 0; c < 4; c++) {
            if (v[c] < 0.0f)
               e->frag[f].killed = true;
         }
      }
      return;
   }
   if (info->sig == NVP_SIG_KIL) {
      /* "If any condition code component evaluates to TRUE, the
       * fragment is discarded." */
      FOR_LANES(f, mask) {
         for (unsigned c = 0; c < 4; c++) {
            if (nvp_fp_test_cc(in->cc.cond,
                               e->frag[f].cc[in->cc.swizzle[c]]))
               e->frag[f].killed = true;
         }
      }
      return;
   }
   if (info->fp_flags & NVP_FP_UNPACK) {
      FOR_LANES(f, mask) {
         unpack(e, f, in, r[f]);
         update(e, f, in, r[f], false);
      }
      return;
   }

   /* Every lane's operands: a lane not running this instruction lends
    * its current values to its neighbours' derivatives. */
   for (unsigned f = 0; f < NVP_FP_QUAD; f++) {
      for (unsigned s = 0; s < info->num_src; s++)
         nvp_fp_load(e, f, in, s, t[f][s]);
   }
   if (info->fp_flags & NVP_FP_PACK) {
      FOR_LANES(f, mask) {
         float bits = nvp_bits_float(pack(in->op, t[f][0]));
         float v[4] = { bits, bits, bits, bits };
         update(e, f, in, v, true);
      }
      return;
   }
   if (info->fp_flags & NVP_FP_TEXTURE) {
      texture(e, in, mask, (const float (*)[3][4])t, r);
   } else if (in->op == NVP_OP_DDX || in->op == NVP_OP_DDY) {
      float v[NVP_FP_QUAD][4];
      for (unsigned f = 0; f < NVP_FP_QUAD; f++)
         memcpy(v[f], t[f][0], sizeof(v[f]));
      for (unsigned f = 0; f < NVP_FP_QUAD; f++) {
         derivative((const float (*)[4])v, f, in->op == NVP_OP_DDY,
                    r[f]);
      }
   } else {
      FOR_LANES(f, mask) {
         compute(in->op, (const float (*)[4])t[f], r[f]);
         if (in->sqrt_slot)
            sqrt_pair(e, f, in, t[f][0], r[f]);
      }
   }
   /* All operands of the quad are read before any fragment writes:
    * DDX R0, R0 sees the old R0 of its neighbours. */
   FOR_LANES(f, mask)
      update(e, f, in, r[f], false);
}

bool
nvp_execute_fp_quad(const struct nvp_program *prog,
                    const struct nvp_fp_env *env,
                    struct nvp_fp_result result[NVP_FP_QUAD],
                    struct nvp_error *err)
{
   static struct fp_exec zero;
   struct fp_exec e = zero;

   if (!prog || !env || !result || (prog->num_instrs && !prog->instrs)) {
      nvp_error_set(err, 0, 1, 1, "no program, environment or result");
      return false;
   }
   if (!nvp_kind_is_fp(prog->kind)) {
      nvp_error_set(err, 0, 1, 1, "not a fragment program (!!FP1.0 or "
                    "!!ARBfp1.0 with OPTION NV_fragment_program or "
                    "NV_fragment_program2)");
      return false;
   }
   if (!validate(prog, err))
      return false;

   /* "All temporary registers are initialized to (0,0,0,0)"; "The
    * condition code register is initialized to a vector of EQ values";
    * the outputs are "initially undefined": (0,0,0,0) here. */
   e.prog = prog;
   e.env = env;
   nvp_fp_run(&e);

   for (unsigned f = 0; f < NVP_FP_QUAD; f++) {
      struct nvp_fp_result *res = &result[f];
      memcpy(res->outputs, e.frag[f].out, sizeof(res->outputs));
      memcpy(res->r, e.frag[f].r, sizeof(res->r));
      memcpy(res->h, e.frag[f].h, sizeof(res->h));
      memcpy(res->cc, e.frag[f].cc, sizeof(res->cc));
      res->killed = e.frag[f].killed;
      res->executed = e.frag[f].executed;
      res->path_len = f ? 0 : e.path_len;
   }
   return true;
}

bool
nvp_execute_fp(const struct nvp_program *prog,
               const float attribs[NVP_FRAG_ATTRIB_COUNT][4],
               const float locals[NVP_FP_NUM_LOCALS][4],
               const float (*named)[4], nvp_fp_texel_fn texel,
               void *texel_data, struct nvp_fp_result *result,
               struct nvp_error *err)
{
   static struct nvp_fp_env zero_env;
   struct nvp_fp_env env = zero_env;
   struct nvp_fp_result quad[NVP_FP_QUAD];

   for (unsigned f = 0; f < NVP_FP_QUAD && attribs; f++)
      memcpy(env.attribs[f], attribs, sizeof(env.attribs[f]));
   if (locals)
      memcpy(env.locals, locals, sizeof(env.locals));
   env.named = named;
   env.texel = texel;
   env.texel_data = texel_data;
   if (!result) {
      nvp_error_set(err, 0, 1, 1, "no result");
      return false;
   }
   if (!nvp_execute_fp_quad(prog, &env, quad, err))
      return false;
   *result = quad[0];
   return true;
}
