/*
 * NV_gpu_program5's 64-bit components: "LONG" TEMP variables, the
 * F64/S64/U64 instructions, PK64 and UP64 (src/nvprog/nvp_arb_gp5_64.c
 * reads them).
 *
 * Layout: a LONG TEMP Rn is two TGSI TEMPs, TGSI's register pair
 * layout (tgsi.rst: a 64-bit value in .xy or .zw, low word first):
 *   g->r[n]     x in .xy, y in .zw
 *   g->r_hi[n]  z in .xy, w in .zw
 * A 64-bit vector in flight is such a pair too (wide64).
 *
 * Sizes meet as section 2.X.4.1 says: "Operands represented with fewer
 * bits than used to perform the instruction will be promoted to a larger
 * data type.  Signed integer operands will be sign-extended ...
 * Unsigned integer operands will be zero-extended ...  Operands
 * represented with more bits than used to perform the instruction will
 * be converted to lower precision.  Floating-point overflows result in
 * IEEE infinity encodings; integer overflows result in the truncation of
 * the most significant bits."  So a 64-bit instruction widens a 32-bit
 * operand (F2D, I2I64, U2I64) and narrows its result into a 32-bit
 * variable (D2F, the low word); a 32-bit instruction narrows a LONG
 * operand and widens its result into a LONG variable.
 *
 * TGSI's 64-bit opcodes run on tgsi_exec; Mesa patch 0025 teaches Mesa
 * 22.3's tgsi_to_nir those used here.  DCEIL, DTRUNC, DROUND and DSSG,
 * which tgsi_exec lacks, are built from DFLR and compares.
 */
#include <math.h>
#include <string.h>

#include "tgsi/tgsi_ureg.h"

#include "nvtgsi_gp4_priv.h"

#define XY TGSI_WRITEMASK_XY
#define ZW TGSI_WRITEMASK_ZW
#define XZ (TGSI_WRITEMASK_X | TGSI_WRITEMASK_Z)
#define YW (TGSI_WRITEMASK_Y | TGSI_WRITEMASK_W)

/* Four 64-bit components: lo holds x and y, hi z and w
 * (nvtgsi_gp4_priv.h's struct nvtgsi_wide). */
typedef struct nvtgsi_wide wide64;

struct wide_dst {
   struct ureg_dst lo, hi;
};

static struct ureg_dst
tmp(struct nvtgsi_ctx *ctx)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   struct ureg_dst d = ureg_DECL_temporary(ctx->ureg);

   if (g->num_scratch < ARRAY_SIZE(g->scratch))
      g->scratch[g->num_scratch++] = d;
   return d;
}

static struct wide_dst
tmp_pair(struct nvtgsi_ctx *ctx)
{
   return (struct wide_dst) { tmp(ctx), tmp(ctx) };
}

static wide64
src_pair(struct wide_dst d)
{
   return (wide64) { ureg_src(d.lo), ureg_src(d.hi) };
}

bool
nvtgsi_gp5_is_long(const struct nvtgsi_ctx *ctx, enum nvp_file file,
                   int index)
{
   if (file == NVP_FILE_ATTRIB)
      return index >= 0 && index < 32 &&
             (ctx->prog->attribs_long & (1u << index));
   return file == NVP_FILE_TEMP && index >= 0 && index < 64 &&
          (ctx->prog->temps_long & (UINT64_C(1) << index));
}

/*
 * LONG ATTRIB: "Variables declared as "LONG" will be represented with
 * at least 64 bits per component", a vertex attribute VertexAttribL*
 * sets.  Its four doubles (or 64-bit integers) are two input slots, as
 * a GLSL dvec4 input's: INPUT[n] holds x and y in TGSI's register pair
 * layout, a second input the program leaves free z and w; the state
 * tracker places that one right after attribute n (nvst_nir.c).  An
 * attribute array read relatively is not translated with LONG members.
 */
bool
nvtgsi_gp5_long_attribs(struct nvtgsi_ctx *ctx)
{
   const struct nvp_program *p = ctx->prog;
   struct nvtgsi_gp4 *g = ctx->gp4;
   uint32_t used = p->attribs_read;
   uint32_t longs = p->attribs_long & p->attribs_read;

   for (unsigned i = 0; longs && i < p->num_instrs; i++) {
      const struct nvp_instr *in = &p->instrs[i];
      for (unsigned s = 0; s < nvp_instr_num_src(in); s++) {
         if (in->src[s].file == NVP_FILE_ATTRIB && in->src[s].relative) {
            return nvtgsi_error(ctx, "line %u: an attribute array read "
                                "relatively in a program with LONG "
                                "ATTRIBs is not translated", in->line);
         }
      }
   }
   while (longs) {
      unsigned n = (unsigned)__builtin_ctz(longs), h = 0;
      longs &= longs - 1;
      while (h < NVP_ARB_NUM_ATTRIBS && (used & (1u << h)))
         h++;
      if (h == NVP_ARB_NUM_ATTRIBS) {
         return nvtgsi_error(ctx, "no input is left for the second half "
                             "of LONG ATTRIB vertex.attrib[%u]",
                             n - NVP_ATTRIB_GENERIC0);
      }
      used |= 1u << h;
      g->dual_hi[n] = (uint8_t)h;
      g->in_hi[n] = ureg_DECL_vs_input(ctx->ureg, h);
   }
   return true;
}

/* The two 32-bit words of a constant: the double of a float, the
 * integer sign- or zero-extended. */
static void
words(uint64_t v, uint32_t *w)
{
   w[0] = (uint32_t)v;
   w[1] = (uint32_t)(v >> 32);
}

static uint64_t
bits_of(double d)
{
   uint64_t v;

   memcpy(&v, &d, sizeof(v));
   return v;
}

/* A pair holding the 64-bit constants v[0..3]. */
static wide64
imm64(struct nvtgsi_ctx *ctx, const uint64_t v[4])
{
   uint32_t lo[4], hi[4];

   words(v[0], lo);
   words(v[1], lo + 2);
   words(v[2], hi);
   words(v[3], hi + 2);
   return (wide64) { ureg_DECL_immediate_uint(ctx->ureg, lo, 4),
                     ureg_DECL_immediate_uint(ctx->ureg, hi, 4) };
}

static wide64
imm64_1(struct nvtgsi_ctx *ctx, uint64_t v)
{
   const uint64_t all[4] = { v, v, v, v };

   return imm64(ctx, all);
}

/* The literal q, each component as the 64-bit value type t reads: the
 * double, or the <intConstant> in 64 bits (ADD.U64 d, d, 4294967296
 * adds 2^32), as the text gives them. */
static wide64
literal64(struct nvtgsi_ctx *ctx, const struct nvp_param *q, enum nvp_type t)
{
   uint64_t v[4];

   for (unsigned c = 0; c < 4; c++) {
      if (t == NVP_TYPE_FLOAT)
         v[c] = bits_of(q->dvalue[c]);
      else
         v[c] = q->ivalue64[c];
   }
   return imm64(ctx, v);
}

/* 32-bit values v (all four) widened to 64 bits in type t: F2D, or the
 * integer words with a high word of the sign (ISHR by 31) or 0. */
static wide64
widen(struct nvtgsi_ctx *ctx, struct ureg_src v, enum nvp_type t)
{
   struct wide_dst d = tmp_pair(ctx);
   struct ureg_src s[2] = {
      ureg_swizzle(v, 0, 1, 0, 1), ureg_swizzle(v, 2, 3, 2, 3),
   };
   struct ureg_dst r[2] = { d.lo, d.hi };

   for (unsigned h = 0; h < 2; h++) {
      if (!(ctx->gp4->halves & (1u << h)))
         continue;
      if (t == NVP_TYPE_FLOAT || t == NVP_TYPE_NONE) {
         ureg_F2D(ctx->ureg, r[h], s[h]);
         continue;
      }
      /* not I2I64: Mesa 22.3's NIR folds ilt(i2i64(x), 0) of a run-time
       * x to false */
      struct ureg_src w = ureg_swizzle(s[h], 0, 0, 1, 1);
      ureg_MOV(ctx->ureg, ureg_writemask(r[h], XZ), w);
      if (t == NVP_TYPE_INT)
         ureg_ISHR(ctx->ureg, ureg_writemask(r[h], YW), w,
                   ureg_imm1u(ctx->ureg, 31));
      else
         ureg_MOV(ctx->ureg, ureg_writemask(r[h], YW),
                  ureg_imm1u(ctx->ureg, 0));
   }
   return src_pair(d);
}

/* The 64-bit values w narrowed to 32 bits in type t, into d. */
static void
narrow(struct nvtgsi_ctx *ctx, struct ureg_dst d, wide64 w,
       enum nvp_type t)
{
   struct ureg_program *u = ctx->ureg;

   unsigned halves = ctx->gp4->halves;

   if (t != NVP_TYPE_FLOAT) {
      if (halves & 1)
         ureg_MOV(u, ureg_writemask(d, XY), ureg_swizzle(w.lo, 0, 2, 0, 2));
      if (halves & 2)
         ureg_MOV(u, ureg_writemask(d, ZW), ureg_swizzle(w.hi, 0, 2, 0, 2));
      return;
   }
   /* D2F writes its two results to the first two components of its
    * mask (tgsi_exec; tgsi_to_nir to x and y): z and w through x, y */
   if (halves & 1)
      ureg_D2F(u, ureg_writemask(d, XY), w.lo);
   if (halves & 2) {
      struct ureg_dst h = ureg_DECL_temporary(u);
      ureg_D2F(u, ureg_writemask(h, XY), w.hi);
      ureg_MOV(u, ureg_writemask(d, ZW), ureg_swizzle(ureg_src(h), 0, 1, 0,
                                                       1));
      ureg_release_temporary(u, h);
   }
}

/* The pair of the LONG operand s: its TEMPs, or the array member a
 * relative read reaches, copied. */
static wide64
long_regs(struct nvtgsi_ctx *ctx, const struct nvp_src *s)
{
   struct nvtgsi_gp4 *g = ctx->gp4;

   if (s->file == NVP_FILE_ATTRIB)
      return (wide64) { g->in[s->index], g->in_hi[s->index] };
   if (!s->relative)
      return (wide64) { ureg_src(g->r[s->index]),
                        ureg_src(g->r_hi[s->index]) };
   struct ureg_dst m[2];
   struct wide_dst d = tmp_pair(ctx);
   nvtgsi_gp4_temp_pair(ctx, s, NULL, m);
   ureg_MOV(ctx->ureg, d.lo, ureg_src(m[0]));
   ureg_MOV(ctx->ureg, d.hi, ureg_src(m[1]));
   return src_pair(d);
}

/* The raw pair w of a LONG variable read with swizzle sw (64-bit
 * components): component c of the result is component sw[c] of w. */
static wide64
swizzle_long(struct nvtgsi_ctx *ctx, wide64 w, const unsigned sw[4])
{
   struct ureg_src reg[2] = { w.lo, w.hi };

   if (sw[0] == 0 && sw[1] == 1 && sw[2] == 2 && sw[3] == 3)
      return (wide64) { reg[0], reg[1] };

   struct wide_dst d = tmp_pair(ctx);
   for (unsigned h = 0; h < 2; h++) {
      struct ureg_dst out = h ? d.hi : d.lo;
      unsigned a = sw[2 * h], b = sw[2 * h + 1];
      if (!(ctx->gp4->halves & (1u << h)))
         continue;
      if (a / 2 == b / 2) {
         ureg_MOV(ctx->ureg, out,
                  ureg_swizzle(reg[a / 2], 2 * (a & 1), 2 * (a & 1) + 1,
                               2 * (b & 1), 2 * (b & 1) + 1));
      } else {
         ureg_MOV(ctx->ureg, ureg_writemask(out, XY),
                  ureg_swizzle(reg[a / 2], 2 * (a & 1), 2 * (a & 1) + 1,
                               2 * (a & 1), 2 * (a & 1) + 1));
         ureg_MOV(ctx->ureg, ureg_writemask(out, ZW),
                  ureg_swizzle(reg[b / 2], 2 * (b & 1), 2 * (b & 1) + 1,
                               2 * (b & 1), 2 * (b & 1) + 1));
      }
   }
   return src_pair(d);
}

static bool
scalar_operand(const struct nvp_instr *in, unsigned i)
{
   enum nvp_sig sig = nvp_opcode_info(in->op)->sig;

   return sig == NVP_SIG_SCALAR || (sig == NVP_SIG_VECSCA && i == 1);
}

/* A 64-bit unary operation on both halves of a. */
static wide64
op1(struct nvtgsi_ctx *ctx, enum tgsi_opcode op, wide64 a)
{
   struct wide_dst d = tmp_pair(ctx);

   if (ctx->gp4->halves & 1)
      ureg_insn(ctx->ureg, op, &d.lo, 1, &a.lo, 1, 0);
   if (ctx->gp4->halves & 2)
      ureg_insn(ctx->ureg, op, &d.hi, 1, &a.hi, 1, 0);
   return src_pair(d);
}

static wide64
op2(struct nvtgsi_ctx *ctx, enum tgsi_opcode op, wide64 a,
    wide64 b)
{
   struct wide_dst d = tmp_pair(ctx);
   struct ureg_src lo[2] = { a.lo, b.lo }, hi[2] = { a.hi, b.hi };

   if (ctx->gp4->halves & 1)
      ureg_insn(ctx->ureg, op, &d.lo, 1, lo, 2, 0);
   if (ctx->gp4->halves & 2)
      ureg_insn(ctx->ureg, op, &d.hi, 1, hi, 2, 0);
   return src_pair(d);
}

/* Operand i of in as 64-bit values of type t, with its modifiers: "For
 * unsigned integer operands, the negate operand performs a two's
 * complement operation" and "the absolute value operation has no
 * effect". */
static wide64
load64(struct nvtgsi_ctx *ctx, const struct nvp_instr *in, unsigned i,
       enum nvp_type t)
{
   const struct nvp_src *s = &in->src[i];
   const struct nvp_program *p = ctx->prog;
   unsigned sw[4];
   wide64 w;

   for (unsigned c = 0; c < 4; c++)
      sw[c] = (scalar_operand(in, i) ? s->swizzle[0] : s->swizzle[c]) & 3;
   if (nvtgsi_gp5_is_long(ctx, s->file, s->index)) {
      w = swizzle_long(ctx, long_regs(ctx, s), sw);
   } else if (s->file == NVP_FILE_BUFFER && s->cbuffer) {
      /* LDC.F64 ... LDC.U64X4 */
      struct wide_dst d = tmp_pair(ctx);
      nvtgsi_gp4_load_cbuffer64(ctx, s, (enum nvp_storage)in->storage,
                                d.lo, d.hi);
      w = swizzle_long(ctx, src_pair(d), sw);
   } else if (s->file == NVP_FILE_PARAM && !s->relative &&
              p->params[s->index].kind == NVP_PARAM_CONSTANT) {
      struct nvp_param q = p->params[s->index];
      struct nvp_param r = q;
      for (unsigned c = 0; c < 4; c++) {
         r.dvalue[c] = q.dvalue[sw[c]];
         r.ivalue64[c] = (q.int_mask & (1u << sw[c])) ?
                         q.ivalue64[sw[c]] :
                         (uint64_t)(int64_t)q.dvalue[sw[c]];
      }
      w = literal64(ctx, &r, t);
   } else {
      struct ureg_src r = nvtgsi_gp4_src_register(ctx, s, t);
      w = widen(ctx, ureg_swizzle(r, sw[0], sw[1], sw[2], sw[3]), t);
   }
   bool neg = s->negate, abs = s->absolute && t != NVP_TYPE_UINT;
   enum tgsi_opcode op_neg = t == NVP_TYPE_FLOAT ? TGSI_OPCODE_DNEG
                                                 : TGSI_OPCODE_I64NEG;
   if (neg)
      w = op1(ctx, op_neg, w);
   if (abs)
      w = op1(ctx, t == NVP_TYPE_FLOAT ? TGSI_OPCODE_DABS
                                       : TGSI_OPCODE_I64ABS, w);
   if (s->absolute && s->negate_abs)
      w = op1(ctx, op_neg, w);
   return w;
}

/* The 32-bit mask m (~0 in x for the lo half's value, in z for the
 * hi's: TGSI's 64-bit compares) as four 64-bit values: ~0 where set */
static wide64
spread_mask(struct nvtgsi_ctx *ctx, struct ureg_src mlo, struct ureg_src mhi)
{
   struct wide_dst d = tmp_pair(ctx);

   if (ctx->gp4->halves & 1)
      ureg_MOV(ctx->ureg, d.lo, ureg_swizzle(mlo, 0, 0, 2, 2));
   if (ctx->gp4->halves & 2)
      ureg_MOV(ctx->ureg, d.hi, ureg_swizzle(mhi, 0, 0, 2, 2));
   return src_pair(d);
}

/* a < b (or the compare op) per 64-bit component: a mask pair. */
static wide64
compare(struct nvtgsi_ctx *ctx, enum tgsi_opcode op, wide64 a,
        wide64 b)
{
   struct ureg_dst m[2] = { tmp(ctx), tmp(ctx) };
   struct ureg_src lo[2] = { a.lo, b.lo }, hi[2] = { a.hi, b.hi };
   struct ureg_dst mlo = ureg_writemask(m[0], XZ);
   struct ureg_dst mhi = ureg_writemask(m[1], XZ);

   /* the results land in x and z (tgsi_exec: the first component of
    * each half's mask; tgsi_to_nir: x, and z as the last of two) */
   if (ctx->gp4->halves & 1)
      ureg_insn(ctx->ureg, op, &mlo, 1, lo, 2, 0);
   if (ctx->gp4->halves & 2)
      ureg_insn(ctx->ureg, op, &mhi, 1, hi, 2, 0);
   return spread_mask(ctx, ureg_src(m[0]), ureg_src(m[1]));
}

/* cond ? a : b per 64-bit component (cond a mask pair). */
static wide64
select64(struct nvtgsi_ctx *ctx, wide64 cond, wide64 a,
         wide64 b)
{
   struct wide_dst d = tmp_pair(ctx);

   if (ctx->gp4->halves & 1)
      ureg_UCMP(ctx->ureg, d.lo, cond.lo, a.lo, b.lo);
   if (ctx->gp4->halves & 2)
      ureg_UCMP(ctx->ureg, d.hi, cond.hi, a.hi, b.hi);
   return src_pair(d);
}

/* The compare opcodes per type: "SEQ", "SNE", "SLT", "SGE". */
enum cmp { CMP_EQ, CMP_NE, CMP_LT, CMP_GE };

static const enum tgsi_opcode cmp_ops[NVP_TYPE_COUNT][4] = {
   [NVP_TYPE_FLOAT] = { TGSI_OPCODE_DSEQ, TGSI_OPCODE_DSNE,
                        TGSI_OPCODE_DSLT, TGSI_OPCODE_DSGE },
   [NVP_TYPE_INT] = { TGSI_OPCODE_U64SEQ, TGSI_OPCODE_U64SNE,
                      TGSI_OPCODE_I64SLT, TGSI_OPCODE_I64SGE },
   [NVP_TYPE_UINT] = { TGSI_OPCODE_U64SEQ, TGSI_OPCODE_U64SNE,
                       TGSI_OPCODE_U64SLT, TGSI_OPCODE_U64SGE },
};

/* "For floating-point data types, the TRUE value is 1.0 and the FALSE
 * value is 0.0.  For signed integer data types, the TRUE value is -1 and
 * the FALSE value is 0.  For unsigned integer data types, the TRUE value
 * is the maximum integer value (all bits are ones)" (NV_gpu_program4,
 * SEQ), in 64 bits. */
static uint64_t
true64(enum nvp_type t)
{
   return t == NVP_TYPE_FLOAT ? bits_of(1.0) : ~UINT64_C(0);
}

static wide64
set_on(struct nvtgsi_ctx *ctx, enum nvp_type t, wide64 mask)
{
   struct wide_dst d = tmp_pair(ctx);
   wide64 v = imm64_1(ctx, true64(t));

   if (ctx->gp4->halves & 1)
      ureg_AND(ctx->ureg, d.lo, mask.lo, v.lo);
   if (ctx->gp4->halves & 2)
      ureg_AND(ctx->ureg, d.hi, mask.hi, v.hi);
   return src_pair(d);
}

/* floor, ceil, trunc, round of doubles: tgsi_exec has DFLR only.
 * ceil(x) is -floor(-x); trunc(x) is ceil(x) below zero, else floor(x);
 * ROUND: "If the fractional portion of the operand is 0.5, round()
 * selects the nearest even integer" (NV_gpu_program4): floor(x) plus 1
 * where x - floor(x) is above 0.5, or is 0.5 and floor(x) is odd. */
static wide64
round64(struct nvtgsi_ctx *ctx, enum nvp_opcode op, wide64 x)
{
   wide64 zero = imm64_1(ctx, 0);
   wide64 fl = op1(ctx, TGSI_OPCODE_DFLR, x);

   if (op == NVP_OP_FLR)
      return fl;
   wide64 ceil = op1(ctx, TGSI_OPCODE_DNEG,
                          op1(ctx, TGSI_OPCODE_DFLR,
                              op1(ctx, TGSI_OPCODE_DNEG, x)));
   if (op == NVP_OP_CEIL)
      return ceil;
   if (op == NVP_OP_TRUNC)
      return select64(ctx, compare(ctx, TGSI_OPCODE_DSLT, x, zero), ceil,
                      fl);
   wide64 half = imm64_1(ctx, bits_of(0.5));
   wide64 one = imm64_1(ctx, bits_of(1.0));
   wide64 frac = op2(ctx, TGSI_OPCODE_DADD, x,
                          op1(ctx, TGSI_OPCODE_DNEG, fl));
   /* floor(x) odd: floor(x / 2) * 2 != floor(x) */
   wide64 h = op1(ctx, TGSI_OPCODE_DFLR,
                       op2(ctx, TGSI_OPCODE_DMUL, fl, half));
   wide64 odd = compare(ctx, TGSI_OPCODE_DSNE,
                             op2(ctx, TGSI_OPCODE_DADD, h, h), fl);
   wide64 above = compare(ctx, TGSI_OPCODE_DSLT, half, frac);
   wide64 tie = compare(ctx, TGSI_OPCODE_DSEQ, frac, half);
   wide64 up = op2(ctx, TGSI_OPCODE_OR,
                        op2(ctx, TGSI_OPCODE_AND, tie, odd), above);
   return op2(ctx, TGSI_OPCODE_DADD, fl, select64(ctx, up, one, zero));
}

/* SSG: "1.0 if the corresponding component of the operand is greater
 * than zero, 0.0 if ... equal to zero, and -1.0 if ... less than zero"
 * (NV_gpu_program4); NaN, none of them, gives 0.0 as the 32-bit SSG
 * does on both drivers. */
static wide64
sign64(struct nvtgsi_ctx *ctx, wide64 x)
{
   wide64 zero = imm64_1(ctx, 0);
   wide64 lt = compare(ctx, TGSI_OPCODE_DSLT, x, zero);
   wide64 gt = compare(ctx, TGSI_OPCODE_DSLT, zero, x);

   return select64(ctx, lt, imm64_1(ctx, bits_of(-1.0)),
                   select64(ctx, gt, imm64_1(ctx, bits_of(1.0)), zero));
}

/* The direct 64-bit opcodes per type (F, S, U); 0: none. */
static const enum tgsi_opcode direct[NVP_OP_COUNT][NVP_TYPE_COUNT] = {
#define OPS(f, s, u) { [NVP_TYPE_FLOAT] = f, [NVP_TYPE_INT] = s, \
                       [NVP_TYPE_UINT] = u }
   [NVP_OP_ADD] = OPS(TGSI_OPCODE_DADD, TGSI_OPCODE_U64ADD,
                      TGSI_OPCODE_U64ADD),
   [NVP_OP_MUL] = OPS(TGSI_OPCODE_DMUL, TGSI_OPCODE_U64MUL,
                      TGSI_OPCODE_U64MUL),
   [NVP_OP_DIV] = OPS(TGSI_OPCODE_DDIV, 0, 0),
   [NVP_OP_MIN] = OPS(TGSI_OPCODE_DMIN, TGSI_OPCODE_I64MIN,
                      TGSI_OPCODE_U64MIN),
   [NVP_OP_MAX] = OPS(TGSI_OPCODE_DMAX, TGSI_OPCODE_I64MAX,
                      TGSI_OPCODE_U64MAX),
   [NVP_OP_AND] = OPS(0, TGSI_OPCODE_AND, TGSI_OPCODE_AND),
   [NVP_OP_OR] = OPS(0, TGSI_OPCODE_OR, TGSI_OPCODE_OR),
   [NVP_OP_XOR] = OPS(0, TGSI_OPCODE_XOR, TGSI_OPCODE_XOR),
   [NVP_OP_SHL] = OPS(0, TGSI_OPCODE_U64SHL, TGSI_OPCODE_U64SHL),
   [NVP_OP_SHR] = OPS(0, TGSI_OPCODE_I64SHR, TGSI_OPCODE_U64SHR),
#undef OPS
};

/* An integer add's addends (a - b for SUB), for OF and CF: "negation
 * modifiers turn add operations into subtracts and vice versa" is taken
 * as in nvtgsi_gp4_ops.c, an add of -b. */
static void
note_add(struct nvtgsi_ctx *ctx, wide64 a, wide64 b)
{
   struct nvtgsi_gp4 *g = ctx->gp4;

   g->carry64 = true;
   g->carry64_ab[0] = a.lo;
   g->carry64_ab[1] = a.hi;
   g->carry64_ab[2] = b.lo;
   g->carry64_ab[3] = b.hi;
}

/* Integer DIV and MOD as the 32-bit ones (nvtgsi_gp4_ops.c,
 * lower_idiv()): on the magnitudes, unsigned, the divisor 0 replaced by
 * 1 and its result by all bits set, the quotient negative where the
 * signs differ, the remainder of the dividend's sign; so -2^63 / -1 is
 * -2^63 and no division traps (tgsi_exec's I64DIV would, on x86). */
static wide64
div64(struct nvtgsi_ctx *ctx, enum nvp_type t, bool mod, wide64 a,
      wide64 b)
{
   wide64 zero = imm64_1(ctx, 0);
   wide64 by_zero = compare(ctx, TGSI_OPCODE_U64SEQ, b, zero);
   wide64 ma = a, mb = b;

   if (t == NVP_TYPE_INT) {
      ma = op1(ctx, TGSI_OPCODE_I64ABS, a);
      mb = op1(ctx, TGSI_OPCODE_I64ABS, b);
   }
   mb = op2(ctx, TGSI_OPCODE_U64MAX, mb, imm64_1(ctx, 1));
   wide64 q = op2(ctx, mod ? TGSI_OPCODE_U64MOD : TGSI_OPCODE_U64DIV,
                       ma, mb);
   if (t == NVP_TYPE_INT) {
      wide64 neg = compare(ctx, TGSI_OPCODE_I64SLT,
                                mod ? a : op2(ctx, TGSI_OPCODE_XOR, a, b),
                                zero);
      q = select64(ctx, neg, op1(ctx, TGSI_OPCODE_I64NEG, q), q);
   }
   return select64(ctx, by_zero, imm64_1(ctx, ~UINT64_C(0)), q);
}

/* The 64-bit result of in (64-bit operations), or false with *res
 * untouched where it is not translated. */
static bool
compute64(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
          wide64 *res)
{
   enum nvp_type t = in->type;
   wide64 a, b, c;
   enum tgsi_opcode op = direct[in->op][t];
   unsigned n = nvp_opcode_info(in->op)->num_src;

   /* each operand in its type: FLR, CEIL, TRUNC, ROUND's "vf" (a double
    * here), SAD's "vu" */
   if (n > 0)
      a = load64(ctx, in, 0, nvtgsi_gp4_src_type(in, 0));
   if (n > 1)
      b = load64(ctx, in, 1, nvtgsi_gp4_src_type(in, 1));
   if (n > 2)
      c = load64(ctx, in, 2, nvtgsi_gp4_src_type(in, 2));

   if (op && (in->op == NVP_OP_SHL || in->op == NVP_OP_SHR)) {
      /* "s": the count is the scalar operand's low word, which TGSI
       * reads from src1.x (xy) and src1.z (zw) */
      wide64 cnt = { ureg_scalar(b.lo, TGSI_SWIZZLE_X),
                          ureg_scalar(b.lo, TGSI_SWIZZLE_X) };
      *res = op2(ctx, op, a, cnt);
      return true;
   }
   if (op) {
      *res = op2(ctx, op, a, b);
      if (in->op == NVP_OP_ADD)
         note_add(ctx, a, b);
      return true;
   }
   switch (in->op) {
   case NVP_OP_MOV:
   case NVP_OP_LDC:
      *res = a;
      return true;
   case NVP_OP_DIV:
   case NVP_OP_MOD:
      *res = div64(ctx, t, in->op == NVP_OP_MOD, a, b);
      return true;
   case NVP_OP_ABS:
      *res = t == NVP_TYPE_UINT ? a :
             op1(ctx, t == NVP_TYPE_FLOAT ? TGSI_OPCODE_DABS
                                          : TGSI_OPCODE_I64ABS, a);
      return true;
   case NVP_OP_NOT: {
      wide64 ones = imm64_1(ctx, ~UINT64_C(0));
      *res = op2(ctx, TGSI_OPCODE_XOR, a, ones);
      return true;
   }
   case NVP_OP_SUB:
      *res = op2(ctx, direct[NVP_OP_ADD][t], a,
                 op1(ctx, t == NVP_TYPE_FLOAT ? TGSI_OPCODE_DNEG
                                              : TGSI_OPCODE_I64NEG, b));
      note_add(ctx, a, b);
      return true;
   case NVP_OP_MAD:
      a = op2(ctx, direct[NVP_OP_MUL][t], a, b);
      *res = op2(ctx, direct[NVP_OP_ADD][t], a, c);
      note_add(ctx, a, c);
      return true;
   case NVP_OP_SAD: {
      /* "result.x = abs(tmp0.x - tmp1.x) + tmp2.x" */
      wide64 d = op2(ctx, TGSI_OPCODE_U64ADD, a,
                          op1(ctx, TGSI_OPCODE_I64NEG, b));
      if (t == NVP_TYPE_INT) {
         d = op1(ctx, TGSI_OPCODE_I64ABS, d);
      } else {
         wide64 e = op2(ctx, TGSI_OPCODE_U64ADD, b,
                             op1(ctx, TGSI_OPCODE_I64NEG, a));
         d = select64(ctx, compare(ctx, TGSI_OPCODE_U64SGE, a, b), d, e);
      }
      *res = op2(ctx, TGSI_OPCODE_U64ADD, d, c);
      note_add(ctx, d, c);
      return true;
   }
   case NVP_OP_SEQ:
      *res = set_on(ctx, t, compare(ctx, cmp_ops[t][CMP_EQ], a, b));
      return true;
   case NVP_OP_SNE:
      *res = set_on(ctx, t, compare(ctx, cmp_ops[t][CMP_NE], a, b));
      return true;
   case NVP_OP_SLT:
      *res = set_on(ctx, t, compare(ctx, cmp_ops[t][CMP_LT], a, b));
      return true;
   case NVP_OP_SGE:
      *res = set_on(ctx, t, compare(ctx, cmp_ops[t][CMP_GE], a, b));
      return true;
   case NVP_OP_SGT:
      *res = set_on(ctx, t, compare(ctx, cmp_ops[t][CMP_LT], b, a));
      return true;
   case NVP_OP_SLE:
      *res = set_on(ctx, t, compare(ctx, cmp_ops[t][CMP_GE], b, a));
      return true;
   case NVP_OP_SFL:
      *res = imm64_1(ctx, 0);
      return true;
   case NVP_OP_STR:
      *res = imm64_1(ctx, true64(t));
      return true;
   case NVP_OP_CMP:
      /* "result.x = (tmp0.x < 0) ? tmp1.x : tmp2.x"; never for .U */
      if (t == NVP_TYPE_UINT) {
         *res = c;
         return true;
      }
      *res = select64(ctx, compare(ctx, cmp_ops[t][CMP_LT], a,
                                   imm64_1(ctx, 0)), b, c);
      return true;
   case NVP_OP_FRC:
      *res = op1(ctx, TGSI_OPCODE_DFRAC, a);
      return true;
   case NVP_OP_RCP:
      *res = op1(ctx, TGSI_OPCODE_DRCP, a);
      return true;
   case NVP_OP_RSQ:
      *res = op1(ctx, TGSI_OPCODE_DRSQ, a);
      return true;
   case NVP_OP_SSG:
      *res = sign64(ctx, a);
      return true;
   case NVP_OP_FLR:
   case NVP_OP_CEIL:
   case NVP_OP_TRUNC:
   case NVP_OP_ROUND: {
      wide64 r = round64(ctx, in->op, a);
      /* .S64, .U64: the rounded double as an integer */
      *res = t == NVP_TYPE_FLOAT ? r :
             op1(ctx, t == NVP_TYPE_INT ? TGSI_OPCODE_D2I64
                                        : TGSI_OPCODE_D2U64, r);
      return true;
   }
   default:
      return false;
   }
}

/* A proxy of the 64-bit results w for the condition code: a 32-bit
 * value of the same sign and zeroness (INT), or -1.0, 0.0, 1.0, NaN
 * (FLOAT), which nvtgsi_gp4_cc_update() turns into SF and ZF. */
static struct ureg_src
cc_proxy(struct nvtgsi_ctx *ctx, wide64 w, enum nvp_type t)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst d = tmp(ctx);

   if (t != NVP_TYPE_FLOAT) {
      /* high word | (low word != 0) */
      struct ureg_dst nz = tmp(ctx);
      struct ureg_src half[2] = { w.lo, w.hi };
      for (unsigned h = 0; h < 2; h++) {
         if (!(ctx->gp4->halves & (1u << h)))
            continue;
         unsigned m = h ? ZW : XY;
         ureg_USNE(u, ureg_writemask(nz, m),
                   ureg_swizzle(half[h], 0, 2, 0, 2), ureg_imm1u(u, 0));
         ureg_AND(u, ureg_writemask(nz, m), ureg_src(nz), ureg_imm1u(u, 1));
         ureg_MOV(u, ureg_writemask(d, m), ureg_swizzle(half[h], 1, 3, 1, 3));
         ureg_OR(u, ureg_writemask(d, m), ureg_src(d), ureg_src(nz));
      }
      return ureg_src(d);
   }
   wide64 zero = imm64_1(ctx, 0);
   wide64 lt = compare(ctx, TGSI_OPCODE_DSLT, w, zero);
   wide64 gt = compare(ctx, TGSI_OPCODE_DSLT, zero, w);
   wide64 eq = compare(ctx, TGSI_OPCODE_DSEQ, w, zero);
   wide64 v = select64(ctx, lt, imm64_1(ctx, bits_of(-1.0)),
                   select64(ctx, gt, imm64_1(ctx, bits_of(1.0)),
                   select64(ctx, eq, zero, imm64_1(ctx, bits_of(NAN)))));
   narrow(ctx, d, v, NVP_TYPE_FLOAT);
   return ureg_src(d);
}

/* The high words of the pair (lo, hi), a 32-bit vector. */
static struct ureg_src
high_words(struct nvtgsi_ctx *ctx, struct ureg_src lo, struct ureg_src hi)
{
   struct ureg_dst d = tmp(ctx);

   ureg_MOV(ctx->ureg, ureg_writemask(d, XY), ureg_swizzle(lo, 1, 3, 1, 3));
   ureg_MOV(ctx->ureg, ureg_writemask(d, ZW), ureg_swizzle(hi, 1, 3, 1, 3));
   return ureg_src(d);
}

/* CF of a 64-bit integer add r = a + b: "If the result of an add is
 * representable as an unsigned integer (i.e., doesn't overflow), the
 * carry flag is cleared", so it is r < a; of a subtract a - b: "If the
 * result of a subtract is greater than or equal to zero, the carry flag
 * is set", a >= b (unsigned, 64 bits; NV_gpu_program4), over what
 * nvtgsi_gp4_cc_update() made of the top words (where cond, if defined,
 * is ~0). */
static void
carry_flag(struct nvtgsi_ctx *ctx, const struct nvp_instr *in, wide64 r,
           unsigned mask, struct ureg_dst cond)
{
   struct ureg_program *u = ctx->ureg;
   struct nvtgsi_gp4 *g = ctx->gp4;
   struct ureg_dst cf = g->cc[in->cc_update_index & 1][NVTGSI_GP4_CF];
   wide64 a = { g->carry64_ab[0], g->carry64_ab[1] };
   wide64 b = { g->carry64_ab[2], g->carry64_ab[3] };

   if (ureg_dst_is_undef(cf))
      return;
   wide64 m = in->op == NVP_OP_SUB ?
                   compare(ctx, TGSI_OPCODE_U64SGE, a, b) :
                   compare(ctx, TGSI_OPCODE_U64SLT, r, a);
   struct ureg_dst c = tmp(ctx);
   ureg_MOV(u, ureg_writemask(c, XY), ureg_swizzle(m.lo, 0, 2, 0, 2));
   ureg_MOV(u, ureg_writemask(c, ZW), ureg_swizzle(m.hi, 0, 2, 0, 2));
   if (ureg_dst_is_undef(cond))
      ureg_MOV(u, ureg_writemask(cf, mask), ureg_src(c));
   else
      ureg_UCMP(u, ureg_writemask(cf, mask), ureg_src(cond), ureg_src(c),
                ureg_src(cf));
}

/* Writes the 64-bit values w to LONG TEMP d (maybe an array member
 * written relatively), components 'mask', where cond (a 32-bit ~0/0 per
 * component, if defined) is set. */
static void
store_long(struct nvtgsi_ctx *ctx, const struct nvp_dst *d, unsigned mask,
           wide64 w, struct ureg_src cond, bool conditional)
{
   struct ureg_program *u = ctx->ureg;
   struct nvtgsi_gp4 *g = ctx->gp4;
   struct ureg_dst reg[2] = { g->r[d->index], g->r_hi[d->index] };
   struct ureg_src v[2] = { w.lo, w.hi };

   if (d->relative)
      nvtgsi_gp4_temp_pair(ctx, NULL, d, reg);

   for (unsigned h = 0; h < 2; h++) {
      unsigned m = ((mask >> (2 * h)) & 1 ? XY : 0) |
                   ((mask >> (2 * h)) & 2 ? ZW : 0);
      if (!m)
         continue;
      struct ureg_dst r = ureg_writemask(reg[h], m);
      if (!conditional)
         ureg_MOV(u, r, v[h]);
      else
         ureg_UCMP(u, r, ureg_swizzle(cond, 2 * h, 2 * h, 2 * h + 1,
                                      2 * h + 1), v[h], ureg_src(reg[h]));
   }
}

void
nvtgsi_gp5_store_long32(struct nvtgsi_ctx *ctx, const struct nvp_dst *d,
                        unsigned mask, struct ureg_src v, enum nvp_type t,
                        struct ureg_dst cond)
{
   uint8_t halves = ctx->gp4->halves;
   ctx->gp4->halves = (mask & 3 ? 1 : 0) | (mask & 0xc ? 2 : 0);
   store_long(ctx, d, mask, widen(ctx, v, t), ureg_src(cond),
              !ureg_dst_is_undef(cond));
   ctx->gp4->halves = halves;
}

struct ureg_src
nvtgsi_gp5_read_long(struct nvtgsi_ctx *ctx, const struct nvp_src *s,
                     enum nvp_type t)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   struct ureg_dst d = tmp(ctx);

   uint8_t halves = g->halves;
   g->halves = 3;
   narrow(ctx, d, long_regs(ctx, s), t);
   g->halves = halves;
   return ureg_src(d);
}

/* 2.X.4.1's clamps on doubles: [0, 1] or [-1, 1]. */
static wide64
saturate64(struct nvtgsi_ctx *ctx, const struct nvp_instr *in, wide64 w)
{
   if (!in->saturate && !in->saturate_signed)
      return w;
   w = op2(ctx, TGSI_OPCODE_DMAX, w,
           imm64_1(ctx, bits_of(in->saturate ? 0.0 : -1.0)));
   return op2(ctx, TGSI_OPCODE_DMIN, w, imm64_1(ctx, bits_of(1.0)));
}

/* The destination update of a 64-bit result w of type t (2.X.4.3): the
 * condition code from the 64-bit values, then the write, narrowed where
 * the variable is not LONG. */
static void
write64_as(struct nvtgsi_ctx *ctx, const struct nvp_instr *in, wide64 w,
           enum nvp_type t, wide64 bits, struct ureg_src bits32)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   unsigned mask = in->dst.write_mask;
   bool always = in->cc.cond == NVP_COND_NONE ||
                 in->cc.cond == NVP_COND_TR;
   struct ureg_dst cond = ureg_dst_undef();

   if (in->cc.cond == NVP_COND_FL)
      return;
   if (!always) {
      cond = tmp(ctx);
      nvtgsi_gp4_cc_test(ctx, &in->cc, ureg_writemask(cond, mask));
   }
   if (in->update_cc) {
      struct ureg_src proxy = cc_proxy(ctx, w, t);
      enum nvp_type pt = t == NVP_TYPE_FLOAT ? t : NVP_TYPE_INT;
      bool carry = g->carry64 && t != NVP_TYPE_FLOAT;
      if (carry) {
         /* OF from the top words' signs, which the proxy keeps: the
          * 32-bit formula of nvtgsi_gp4_flow.c on them */
         g->carry = true;
         g->carry_sub = in->op == NVP_OP_SUB;
         g->carry_a = high_words(ctx, g->carry64_ab[0], g->carry64_ab[1]);
         g->carry_b = high_words(ctx, g->carry64_ab[2], g->carry64_ab[3]);
      }
      if (always)
         nvtgsi_gp4_cc_update(ctx, in->cc_update_index, proxy, pt, mask);
      else
         nvtgsi_gp4_cc_update_if(ctx, in->cc_update_index, proxy, pt, mask,
                                 ureg_src(cond));
      if (carry)
         carry_flag(ctx, in, w, mask, always ? ureg_dst_undef() : cond);
      g->carry = false;
   }
   if (nvtgsi_gp5_is_long(ctx, in->dst.file, in->dst.index)) {
      store_long(ctx, &in->dst, mask, bits, ureg_src(cond), !always);
      return;
   }
   if (ureg_src_is_undef(bits32)) {
      struct ureg_dst n = tmp(ctx);
      narrow(ctx, n, bits, t);
      bits32 = ureg_src(n);
   }
   nvtgsi_gp4_store(ctx, in, mask, bits32,
                    always ? ureg_dst_undef() : ureg_writemask(cond, mask));
}

static void
write64(struct nvtgsi_ctx *ctx, const struct nvp_instr *in, wide64 w,
        enum nvp_type t)
{
   write64_as(ctx, in, w, t, w, ureg_src_undef());
}

bool
nvtgsi_gp5_uses_64(const struct nvtgsi_ctx *ctx, const struct nvp_instr *in)
{
   (void)ctx;
   return in->wide || in->op == NVP_OP_PK64 || in->op == NVP_OP_UP64 ||
          in->op == NVP_OP_CVT;
}

/* The helpers CVT (nvtgsi_gp5_cvt.c) shares. */
wide64
nvtgsi_gp5_imm64(struct nvtgsi_ctx *ctx, uint64_t v)
{
   return imm64_1(ctx, v);
}

wide64
nvtgsi_gp5_op1(struct nvtgsi_ctx *ctx, enum tgsi_opcode op, wide64 a)
{
   return op1(ctx, op, a);
}

wide64
nvtgsi_gp5_op2(struct nvtgsi_ctx *ctx, enum tgsi_opcode op, wide64 a,
               wide64 b)
{
   return op2(ctx, op, a, b);
}

wide64
nvtgsi_gp5_compare(struct nvtgsi_ctx *ctx, enum tgsi_opcode op,
                   wide64 a, wide64 b)
{
   return compare(ctx, op, a, b);
}

wide64
nvtgsi_gp5_select(struct nvtgsi_ctx *ctx, wide64 cond, wide64 a,
                  wide64 b)
{
   return select64(ctx, cond, a, b);
}

wide64
nvtgsi_gp5_round(struct nvtgsi_ctx *ctx, enum nvp_opcode op, wide64 x)
{
   return round64(ctx, op, x);
}

wide64
nvtgsi_gp5_widen(struct nvtgsi_ctx *ctx, struct ureg_src v, enum nvp_type t)
{
   return widen(ctx, v, t);
}

struct ureg_src
nvtgsi_gp5_narrow(struct nvtgsi_ctx *ctx, wide64 w, enum nvp_type t)
{
   struct ureg_dst d = tmp(ctx);

   narrow(ctx, d, w, t);
   return ureg_src(d);
}

wide64
nvtgsi_gp5_load(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                unsigned i, enum nvp_type t)
{
   return load64(ctx, in, i, t);
}

struct ureg_dst
nvtgsi_gp5_tmp(struct nvtgsi_ctx *ctx)
{
   return tmp(ctx);
}

void
nvtgsi_gp5_write_as(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                    wide64 value, enum nvp_type t, wide64 bits,
                    struct ureg_src bits32)
{
   write64_as(ctx, in, value, t, bits, bits32);
}

bool
nvtgsi_gp5_emit_64(struct nvtgsi_ctx *ctx, const struct nvp_instr *in)
{
   struct ureg_program *u = ctx->ureg;
   const char *name = nvp_opcode_info(in->op)->name;
   static const char *const types[NVP_TYPE_COUNT] = {
      [NVP_TYPE_FLOAT] = "F64", [NVP_TYPE_INT] = "S64",
      [NVP_TYPE_UINT] = "U64",
   };

   unsigned m = in->dst.write_mask;
   ctx->gp4->halves = (m & 3 ? 1 : 0) | (m & 0xc ? 2 : 0);
   if (in->op == NVP_OP_UP64)
      ctx->gp4->halves = 1;
   if (in->op == NVP_OP_PK64) {
      /* "result.x = RawBits(tmp.x) | (RawBits(tmp.y) << 32); result.y =
       * RawBits(tmp.z) | (RawBits(tmp.w) << 32); result.z = ...x, y;
       * result.w = ...z, w" (little-endian): the words are the pair
       * layout of (x, y, x, y) */
      struct ureg_src v;
      nvtgsi_gp4_load_src(ctx, in, 0, &v);
      struct ureg_dst d = tmp(ctx);
      ureg_MOV(u, d, v);
      write64(ctx, in, (wide64) { ureg_src(d), ureg_src(d) },
              in->type);
   } else if (in->op == NVP_OP_UP64) {
      /* "result.x = (RawBits(tmp.x) >> 0) & 0xFFFFFFFF; result.y =
       * (RawBits(tmp.x) >> 32) & 0xFFFFFFFF; result.z, w: tmp.y's": the
       * lo half of the operand's pair, its 32-bit words */
      wide64 a = load64(ctx, in, 0, in->type);
      struct ureg_dst d = tmp(ctx);
      ureg_MOV(u, d, a.lo);
      nvtgsi_gp4_write_result32(ctx, in, d);
   } else if (in->op == NVP_OP_I2F) {
      /* "vf": a 32-bit float of the 64-bit integer */
      wide64 a = load64(ctx, in, 0, in->type);
      struct ureg_dst d = tmp(ctx), h = tmp(ctx);
      enum tgsi_opcode op = in->type == NVP_TYPE_INT ? TGSI_OPCODE_I642F
                                                     : TGSI_OPCODE_U642F;
      struct ureg_dst dxy = ureg_writemask(d, XY);
      struct ureg_dst hxy = ureg_writemask(h, XY);
      ureg_insn(u, op, &dxy, 1, &a.lo, 1, 0);
      ureg_insn(u, op, &hxy, 1, &a.hi, 1, 0);
      ureg_MOV(u, ureg_writemask(d, ZW), ureg_swizzle(ureg_src(h), 0, 1, 0,
                                                       1));
      nvtgsi_gp4_write_result32(ctx, in, d);
   } else if (in->op == NVP_OP_CVT) {
      nvtgsi_gp5_lower_cvt(ctx, in);
   } else if (in->op == NVP_OP_LOAD || in->op == NVP_OP_ATOM ||
              in->op == NVP_OP_LDB || in->op == NVP_OP_ATOMB) {
      /* 64-bit storage modifiers (nvtgsi_gp5_mem.c, of a storage buffer
       * nvtgsi_gp5_storage.c) */
      wide64 r;
      bool storage = in->op == NVP_OP_LDB || in->op == NVP_OP_ATOMB;
      if (!(storage ? nvtgsi_gp5_storage_mem64(ctx, in, &r) :
            nvtgsi_gp5_mem64(ctx, in, &r))) {
         return nvtgsi_error(ctx, "line %u: %s of NV_gpu_program5 is not "
                             "yet translated", in->line, name);
      }
      write64(ctx, in, saturate64(ctx, in, r), nvtgsi_gp4_dst_type(in));
   } else {
      wide64 r;
      ctx->gp4->carry64 = false;
      if (!compute64(ctx, in, &r)) {
         return nvtgsi_error(ctx, "line %u: %s.%s of NV_gpu_program5 is "
                             "not yet translated", in->line, name,
                             types[in->type]);
      }
      write64(ctx, in, saturate64(ctx, in, r), nvtgsi_gp4_dst_type(in));
   }
   nvtgsi_gp4_release_scratch(ctx);
   return true;
}
