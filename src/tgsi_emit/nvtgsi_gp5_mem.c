/*
 * Memory through GPU addresses (NV_shader_buffer_load's LOAD,
 * NV_gpu_program5's STORE, ATOM and MEMBAR; the front end is
 * src/nvprog/nvp_arb_gp5_mem.c).
 *
 * A GPU address is the host address of a resident buffer's storage
 * (src/state_tracker/nvst_memory.c), so the program's memory is
 * TGSI_FILE_MEMORY register TGSI_MEMORY_TYPE_GLOBAL, addressed by the
 * 64-bit pointer in an operand's x (low word) and y (high word); Mesa
 * patch 0031 teaches tgsi_to_nir (llvmpipe), nir_to_tgsi and tgsi_exec
 * (softpipe) that register.  Memory.Format carries the size of a
 * narrow access: R8/R16 _UINT/_SINT for "S8", "U8", "S16", "U16"
 * (the containing dword is read, or written by two atomics, by the
 * translators), none for 32-bit components.
 *
 * The address operand: "The single scalar operand is always interpreted
 * as an unsigned integer".  A component of a LONG variable is the whole
 * 64-bit address (the way a program holds a pointer, PK64 of two words
 * or a LONG parameter); a 32-bit component is zero-extended, so such a
 * program reaches the buffers below 4 GiB only (NV_shader_buffer_load
 * issue 15: "the usable address space is therefore limited to 4GB").
 */
#include "tgsi/tgsi_ureg.h"
#include "pipe/p_format.h"

#include "nvtgsi_gp4_priv.h"
#include "nvtgsi_fp_priv.h"

/* The rounds of an IWRAP/DWRAP compare-and-swap loop (each round some
 * invocation's swap succeeds, so only that many invocations racing for
 * one word could use them all). */
#define NVTGSI_GP5_CAS_ROUNDS 65536

static struct ureg_src
global_memory(struct nvtgsi_ctx *ctx)
{
   return ureg_DECL_memory(ctx->ureg, TGSI_MEMORY_TYPE_GLOBAL);
}

/* The address of operand i: x the low word, y the high word. */
static struct ureg_src
address(struct nvtgsi_ctx *ctx, const struct nvp_instr *in, unsigned i,
        struct ureg_dst t)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   struct ureg_program *u = ctx->ureg;
   const struct nvp_src *s = &in->src[i];

   /* a storage buffer's member (LDB, STB, ATOMB) */
   if (s->file == NVP_FILE_STORAGE)
      return nvtgsi_gp5_storage_address(ctx, in, i, t);
   if (nvtgsi_gp5_is_long(ctx, s->file, s->index) && !s->relative) {
      /* component c of a LONG Rn: r[n].xy, r[n].zw, r_hi[n].xy,
       * r_hi[n].zw (nvtgsi_gp5_64.c) */
      unsigned c = s->swizzle[0] & 3;
      struct ureg_dst r = c < 2 ? g->r[s->index] : g->r_hi[s->index];
      unsigned lo = c & 1 ? TGSI_SWIZZLE_Z : TGSI_SWIZZLE_X;
      unsigned hi = lo + 1;

      return ureg_swizzle(ureg_src(r), lo, hi, lo, hi);
   }

   struct ureg_src v;
   nvtgsi_gp4_load_src(ctx, in, i, &v);
   ureg_MOV(u, ureg_writemask(t, TGSI_WRITEMASK_X),
            ureg_scalar(v, TGSI_SWIZZLE_X));
   ureg_MOV(u, ureg_writemask(t, TGSI_WRITEMASK_Y), ureg_imm1u(u, 0));
   return ureg_src(t);
}

/* Memory.Format of an access of storage modifier st (see above). */
static enum pipe_format
access_format(const struct nvp_storage_info *st)
{
   bool sint = st->type == NVP_TYPE_INT;

   switch (st->bytes) {
   case 1:
      return sint ? PIPE_FORMAT_R8_SINT : PIPE_FORMAT_R8_UINT;
   case 2:
      return sint ? PIPE_FORMAT_R16_SINT : PIPE_FORMAT_R16_UINT;
   default:
      return PIPE_FORMAT_NONE;
   }
}

static unsigned
qualifier(const struct nvp_instr *in)
{
   return (in->mem_coherent ? TGSI_MEMORY_COHERENT : 0) |
          (in->mem_volatile ? TGSI_MEMORY_VOLATILE : 0);
}

/* The atomic operations TGSI has, [op][signed] (signed MIN and MAX
 * compare as signed integers): ATOM's and ATOMS's. */
const unsigned nvtgsi_gp5_atomic_opcodes[NVP_ATOM_COUNT][2] = {
   [NVP_ATOM_ADD]   = { TGSI_OPCODE_ATOMUADD, TGSI_OPCODE_ATOMUADD },
   [NVP_ATOM_MIN]   = { TGSI_OPCODE_ATOMUMIN, TGSI_OPCODE_ATOMIMIN },
   [NVP_ATOM_MAX]   = { TGSI_OPCODE_ATOMUMAX, TGSI_OPCODE_ATOMIMAX },
   [NVP_ATOM_AND]   = { TGSI_OPCODE_ATOMAND, TGSI_OPCODE_ATOMAND },
   [NVP_ATOM_OR]    = { TGSI_OPCODE_ATOMOR, TGSI_OPCODE_ATOMOR },
   [NVP_ATOM_XOR]   = { TGSI_OPCODE_ATOMXOR, TGSI_OPCODE_ATOMXOR },
   [NVP_ATOM_EXCH]  = { TGSI_OPCODE_ATOMXCHG, TGSI_OPCODE_ATOMXCHG },
   [NVP_ATOM_CSWAP] = { TGSI_OPCODE_ATOMCAS, TGSI_OPCODE_ATOMCAS },
};

unsigned
nvtgsi_gp5_atomic_opcode(const struct nvp_instr *in)
{
   const struct nvp_storage_info *st =
      nvp_storage_info((enum nvp_storage)in->storage);

   /* NV_shader_atomic_float's ADD.F32 (EXCH.F32 exchanges the bits) */
   if (st->type == NVP_TYPE_FLOAT && in->atomic_op == NVP_ATOM_ADD)
      return TGSI_OPCODE_ATOMFADD;
   return nvtgsi_gp5_atomic_opcodes[in->atomic_op][st->type ==
                                                   NVP_TYPE_INT];
}

/* The address 'bytes' past a (x, y), in t.xy. */
static struct ureg_src
offset_address(struct nvtgsi_ctx *ctx, struct ureg_src a, unsigned bytes,
               struct ureg_dst t)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst txy = ureg_writemask(t, TGSI_WRITEMASK_XY);
   struct ureg_src ops[2] = { a, ureg_imm4u(u, bytes, 0, bytes, 0) };

   if (!bytes)
      return a;
   ureg_insn(u, TGSI_OPCODE_U64ADD, &txy, 1, ops, 2, 0);
   return ureg_swizzle(ureg_src(t), TGSI_SWIZZLE_X, TGSI_SWIZZLE_Y,
                       TGSI_SWIZZLE_X, TGSI_SWIZZLE_Y);
}


/*
 * NV_gpu_program5_mem_extended's vectors of bytes and half words ("S8X4
 * Access four 8-bit signed integer values", ...) and F16, F16X2, F16X4
 * ("Convert to or from one 16-bit floating-point value"): one access per
 * component, component k at 'bytes' * k, an F16 value converted to or
 * from fp32 (the nearest fp16 value, nvtgsi_fp_prec.c).  A narrow
 * component on its own (S8, U16) is the same with one access.
 */
static void
load_narrow(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
            const struct nvp_storage_info *st, struct ureg_src a,
            struct ureg_dst dst)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(u);
   bool half = st->type == NVP_TYPE_FLOAT;
   enum pipe_format f = half ? PIPE_FORMAT_R16_UINT : access_format(st);

   for (unsigned k = 0; k < st->count; k++) {
      struct ureg_dst d = ureg_writemask(dst, 1u << k);
      if (!d.WriteMask)
         continue;
      struct ureg_src ops[2] = {
         global_memory(ctx), offset_address(ctx, a, k * st->bytes, t),
      };
      ureg_memory_insn(u, TGSI_OPCODE_LOAD, &d, 1, ops, 2, qualifier(in),
                       TGSI_TEXTURE_BUFFER, f);
   }
   if (half) {
      struct nvtgsi_fp fp = nvtgsi_fp_for(ctx);
      nvtgsi_fp_f16_value(&fp, ureg_writemask(dst, (1u << st->count) - 1),
                          ureg_src(dst));
   }
   ureg_release_temporary(u, t);
}

static void
store_narrow(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
             const struct nvp_storage_info *st, struct ureg_src a,
             struct ureg_src value)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(u);
   struct ureg_dst h = ureg_DECL_temporary(u);
   bool half = st->type == NVP_TYPE_FLOAT;
   enum pipe_format f = half ? PIPE_FORMAT_R16_UINT : access_format(st);

   if (half) {
      struct nvtgsi_fp fp = nvtgsi_fp_for(ctx);
      struct ureg_dst q = ureg_DECL_temporary(u);
      nvtgsi_fp_q16(&fp, q, value);
      nvtgsi_fp_f16_bits(&fp, h, ureg_src(q));
      ureg_release_temporary(u, q);
      value = ureg_src(h);
   }
   for (unsigned k = 0; k < st->count; k++) {
      struct ureg_dst mem = ureg_writemask(ureg_dst(global_memory(ctx)),
                                           TGSI_WRITEMASK_X);
      struct ureg_src ops[2] = {
         offset_address(ctx, a, k * st->bytes, t), ureg_scalar(value, k),
      };
      ureg_memory_insn(u, TGSI_OPCODE_STORE, &mem, 1, ops, 2,
                       qualifier(in), TGSI_TEXTURE_BUFFER, f);
   }
   ureg_release_temporary(u, h);
   ureg_release_temporary(u, t);
}

/*
 * LOAD (section 2.X.8.Z): "address = ScalarLoad(op0); result =
 * BufferMemoryLoad(address, storageModifier)": the storage modifier's
 * components, "remaining components are filled with zeroes".
 */
void
nvtgsi_gp5_lower_load(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                      struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   const struct nvp_storage_info *st =
      nvp_storage_info((enum nvp_storage)in->storage);
   struct ureg_dst t = ureg_DECL_temporary(u);
   struct ureg_src ops[2] = { global_memory(ctx), address(ctx, in, 0, t) };
   unsigned mask = (1u << st->count) - 1;
   struct ureg_dst d = ureg_writemask(dst, mask);

   (void)src;
   if (dst.WriteMask & ~mask) {
      ureg_MOV(u, ureg_writemask(dst, TGSI_WRITEMASK_XYZW & ~mask),
               ureg_imm1u(u, 0));
   }
   /* LOAD.U32 R.y: the loaded x is written nowhere */
   if (!(dst.WriteMask & mask)) {
      ureg_release_temporary(u, t);
      return;
   }
   if (st->bytes < 4)
      load_narrow(ctx, in, st, ops[1], dst);
   else
      ureg_memory_insn(u, TGSI_OPCODE_LOAD, &d, 1, ops, 2, qualifier(in),
                       TGSI_TEXTURE_BUFFER, access_format(st));
   ureg_release_temporary(u, t);
}

/* The words of 'count' 64-bit components at address a, or to it: x and y
 * are the first two words (lo.xy), an X2 the four of lo, an X4 also the
 * four of hi from 16 bytes on (TGSI's register pair layout is the
 * memory's little-endian one). */
static void
access64(struct nvtgsi_ctx *ctx, unsigned opcode, unsigned count,
         struct ureg_src a, struct ureg_dst lo, struct ureg_dst hi,
         struct ureg_src value_lo, struct ureg_src value_hi,
         unsigned qual)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_src mem = global_memory(ctx);
   unsigned mask = count == 1 ? TGSI_WRITEMASK_XY : TGSI_WRITEMASK_XYZW;
   struct ureg_dst t = ureg_DECL_temporary(u);

   for (unsigned half = 0; half < (count == 4 ? 2 : 1); half++) {
      struct ureg_src at = offset_address(ctx, a, 16 * half, t);
      if (opcode == TGSI_OPCODE_LOAD) {
         struct ureg_dst d = ureg_writemask(half ? hi : lo, mask);
         struct ureg_src ops[2] = { mem, at };
         ureg_memory_insn(u, opcode, &d, 1, ops, 2, qual,
                          TGSI_TEXTURE_BUFFER, PIPE_FORMAT_NONE);
      } else {
         struct ureg_dst d = ureg_writemask(ureg_dst(mem), mask);
         struct ureg_src ops[2] = { at, half ? value_hi : value_lo };
         ureg_memory_insn(u, opcode, &d, 1, ops, 2, qual,
                          TGSI_TEXTURE_BUFFER, PIPE_FORMAT_NONE);
      }
   }
   ureg_release_temporary(u, t);
}

/* STORE.F64, .S64, .U64 and their X2, X4: the operand read in 64 bits. */
static bool
store64(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
        const struct nvp_storage_info *st)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(u);

   g->halves = st->count == 4 ? 3 : 1;
   struct nvtgsi_wide v = nvtgsi_gp5_load(ctx, in, 0, (enum nvp_type)st->type);
   access64(ctx, TGSI_OPCODE_STORE, st->count, address(ctx, in, 1, t),
            ureg_dst_undef(), ureg_dst_undef(), v.lo, v.hi, qualifier(in));
   ureg_release_temporary(u, t);
   nvtgsi_gp4_release_scratch(ctx);
   return true;
}

/*
 * LOAD and ATOM with a 64-bit storage modifier, through
 * nvtgsi_gp5_emit_64(): the result as 64-bit values in *res, which it
 * writes as it writes every 64-bit result.  LOAD fills "remaining
 * components ... with zeroes"; ATOM's 64-bit forms are ADD, EXCH and
 * CSWAP on U64 (Table X.Y), one 64-bit atomic (Memory.Format
 * R64_UINT), whose old value is every component of the result.
 */
bool
nvtgsi_gp5_mem64(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                 struct nvtgsi_wide *res)
{
   struct ureg_program *u = ctx->ureg;
   const struct nvp_storage_info *st =
      nvp_storage_info((enum nvp_storage)in->storage);
   struct ureg_dst t = nvtgsi_gp5_tmp(ctx);

   if (in->op == NVP_OP_LOAD || in->op == NVP_OP_LDB) {
      struct ureg_dst lo = nvtgsi_gp5_tmp(ctx), hi = nvtgsi_gp5_tmp(ctx);
      ureg_MOV(u, lo, ureg_imm1u(u, 0));
      ureg_MOV(u, hi, ureg_imm1u(u, 0));
      access64(ctx, TGSI_OPCODE_LOAD, st->count, address(ctx, in, 0, t),
               lo, hi, ureg_src_undef(), ureg_src_undef(), qualifier(in));
      *res = (struct nvtgsi_wide) { ureg_src(lo), ureg_src(hi) };
      return true;
   }
   /* ATOM.ADD.U64, ATOM.EXCH.U64, ATOM.CSWAP.U64; with
    * NV_shader_atomic_int64 every operation but IWRAP and DWRAP on U64
    * and S64 */
   unsigned opcode =
      nvtgsi_gp5_atomic_opcodes[in->atomic_op][st->type == NVP_TYPE_INT];
   struct nvtgsi_wide v = nvtgsi_gp5_load(ctx, in, 0,
                                          (enum nvp_type)st->type);
   struct ureg_dst r = nvtgsi_gp5_tmp(ctx);
   struct ureg_dst rxy = ureg_writemask(r, TGSI_WRITEMASK_XY);
   struct ureg_src ops[4] = {
      global_memory(ctx), address(ctx, in, 1, t),
      ureg_swizzle(v.lo, TGSI_SWIZZLE_X, TGSI_SWIZZLE_Y, TGSI_SWIZZLE_X,
                   TGSI_SWIZZLE_Y),
      ureg_swizzle(v.lo, TGSI_SWIZZLE_Z, TGSI_SWIZZLE_W, TGSI_SWIZZLE_Z,
                   TGSI_SWIZZLE_W),
   };

   if (!opcode || st->bytes != 8)
      return false;
   ureg_memory_insn(u, opcode, &rxy, 1, ops,
                    opcode == TGSI_OPCODE_ATOMCAS ? 4 : 3, 0,
                    TGSI_TEXTURE_BUFFER, PIPE_FORMAT_R64_UINT);
   struct ureg_src old = ureg_swizzle(ureg_src(r), TGSI_SWIZZLE_X,
                                      TGSI_SWIZZLE_Y, TGSI_SWIZZLE_X,
                                      TGSI_SWIZZLE_Y);
   *res = (struct nvtgsi_wide) { old, old };
   return true;
}

/*
 * STORE: "tmp0 = VectorLoad(op0); address = ScalarLoad(op1);
 * BufferMemoryStore(address, tmp0, storageModifier)": the first
 * components of the operand, as many as the modifier says.
 */
bool
nvtgsi_gp5_emit_store(struct nvtgsi_ctx *ctx, const struct nvp_instr *in)
{
   struct ureg_program *u = ctx->ureg;
   const struct nvp_storage_info *st =
      nvp_storage_info((enum nvp_storage)in->storage);
   if (st->bytes == 8)
      return store64(ctx, in, st);
   struct ureg_dst t = ureg_DECL_temporary(u);
   struct ureg_src value;

   nvtgsi_gp4_load_src(ctx, in, 0, &value);
   struct ureg_src ops[2] = { address(ctx, in, 1, t), value };
   struct ureg_dst mem = ureg_writemask(ureg_dst(global_memory(ctx)),
                                        (1u << st->count) - 1);
   if (st->bytes < 4)
      store_narrow(ctx, in, st, ops[0], value);
   else
      ureg_memory_insn(u, TGSI_OPCODE_STORE, &mem, 1, ops, 2, qualifier(in),
                       TGSI_TEXTURE_BUFFER, access_format(st));
   ureg_release_temporary(u, t);
   nvtgsi_gp4_release_scratch(ctx);
   return true;
}

/* MEMBAR: "memory transactions resulting from any instruction executed
 * by the thread prior to the MEMBAR instruction complete prior to any
 * memory transactions issued after the instruction". */
bool
nvtgsi_gp5_emit_membar(struct nvtgsi_ctx *ctx, const struct nvp_instr *in)
{
   /* NV_compute_program5's MEMBAR.CTA: "memory transactions before and
    * after the barrier will be strongly ordered as observed by other
    * shader invocations in the same local work group" */
   unsigned bits = in->cta ? TGSI_MEMBAR_THREAD_GROUP | TGSI_MEMBAR_SHARED :
                   TGSI_MEMBAR_SHADER_BUFFER | TGSI_MEMBAR_ATOMIC_BUFFER |
                   TGSI_MEMBAR_SHADER_IMAGE | TGSI_MEMBAR_SHARED;

   ureg_MEMBAR(ctx->ureg, ureg_imm1u(ctx->ureg, bits));
   return true;
}


/*
 * IWRAP: "writeval = (result >= tmp0.x) ? 0 : result+1"; DWRAP:
 * "writeval = (result == 0 || result > tmp0.x) ? tmp0.x : result-1"
 * (unsigned).  TGSI's ATOMINC_WRAP/ATOMDEC_WRAP have other formulas and
 * no driver here runs them, so: a compare-and-swap loop, which each lane
 * leaves when its own swap found the value it computed from (some lane's
 * swap succeeds in every round, so the loop ends).
 *
 *    BGNLOOP
 *       old = LOAD [a]
 *       new = f(old, op.x)
 *       seen = ATOMCAS [a], old, new
 *       UIF seen == old: result = old; BRK
 *    ENDLOOP
 *
 * 'mem' the MEMORY register (GLOBAL here, NV_compute_program5's SHARED
 * for ATOMS, nvtgsi_gp5_compute.c).
 */
void
nvtgsi_gp5_atomic_wrap(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                       struct ureg_dst dst, struct ureg_src op,
                       struct ureg_src mem, struct ureg_src a)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(u);
   struct ureg_dst tx = ureg_writemask(t, TGSI_WRITEMASK_X);
   struct ureg_dst ty = ureg_writemask(t, TGSI_WRITEMASK_Y);
   struct ureg_dst tz = ureg_writemask(t, TGSI_WRITEMASK_Z);
   struct ureg_dst tw = ureg_writemask(t, TGSI_WRITEMASK_W);
   struct ureg_src x = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X);
   struct ureg_src y = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_Y);
   struct ureg_src z = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_Z);
   struct ureg_src w = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_W);
   struct ureg_src v = ureg_scalar(op, TGSI_SWIZZLE_X);
   struct ureg_src load_ops[2] = { mem, a };
   struct ureg_dst keep = ureg_DECL_array_temporary(u, 1, true);
   struct ureg_dst f = ureg_DECL_temporary(u);
   struct ureg_src fx = ureg_scalar(ureg_src(f), TGSI_SWIZZLE_X);
   unsigned label;

   /* every loop nvprog emits ends: at most NVTGSI_GP5_CAS_ROUNDS rounds
    * (then the word is left as it is and the result is the last value
    * seen) */
   ureg_MOV(u, tw, ureg_imm1u(u, 0));
   ureg_BGNLOOP(u, &label);
   ureg_UADD(u, tw, w, ureg_imm1u(u, 1));
   ureg_USLT(u, tz, ureg_imm1u(u, NVTGSI_GP5_CAS_ROUNDS), w);
   ureg_UIF(u, z, &label);
   ureg_MOV(u, ureg_writemask(keep, TGSI_WRITEMASK_X), x);
   ureg_BRK(u);
   ureg_ENDIF(u);
   /* t.x = old */
   ureg_memory_insn(u, TGSI_OPCODE_LOAD, &tx, 1, load_ops, 2, 0,
                    TGSI_TEXTURE_BUFFER, PIPE_FORMAT_NONE);
   if (in->atomic_op == NVP_ATOM_IWRAP) {
      /* t.y = old + 1; t.z = old >= op; t.y = t.z ? 0 : t.y */
      ureg_UADD(u, ty, x, ureg_imm1u(u, 1));
      ureg_USGE(u, tz, x, v);
      ureg_UCMP(u, ty, z, ureg_imm1u(u, 0), y);
   } else {
      /* t.y = old - 1; t.z = old == 0 || old > op; t.y = t.z ? op : t.y */
      ureg_UADD(u, ty, x, ureg_imm1i(u, -1));
      ureg_USEQ(u, tz, x, ureg_imm1u(u, 0));
      ureg_USLT(u, ureg_writemask(f, TGSI_WRITEMASK_X), v, x);
      ureg_OR(u, tz, z, fx);
      ureg_UCMP(u, ty, z, v, y);
   }
   /* seen = ATOMCAS [a], old, new; leave when it saw old */
   struct ureg_src cas_ops[4] = { mem, a, x, y };
   struct ureg_dst seen = ureg_writemask(f, TGSI_WRITEMASK_X);
   ureg_memory_insn(u, TGSI_OPCODE_ATOMCAS, &seen, 1, cas_ops, 4, 0,
                    TGSI_TEXTURE_BUFFER, PIPE_FORMAT_NONE);
   ureg_USEQ(u, ureg_writemask(f, TGSI_WRITEMASK_Y), fx, x);
   ureg_UIF(u, ureg_scalar(ureg_src(f), TGSI_SWIZZLE_Y), &label);
   /* the result, kept where the lane leaves in a one-member TEMP array
    * (a variable: llvmpipe lost a register written in the rounds before
    * the last one of the loop) */
   ureg_MOV(u, ureg_writemask(keep, TGSI_WRITEMASK_X), x);
   ureg_BRK(u);
   ureg_ENDIF(u);
   ureg_ENDLOOP(u, &label);
   ureg_MOV(u, dst, ureg_scalar(ureg_src(keep), TGSI_SWIZZLE_X));
   ureg_release_temporary(u, f);
   ureg_release_temporary(u, t);
}

/*
 * ATOM: "The result of the ATOM instruction is the scalar value read
 * from memory" (replicated here; "The <y>, <z>, and <w> components of
 * the result vector are undefined"); CSWAP: "if (result == tmp0.x) {
 * writeval = tmp0.y; } else { return result; // no memory store }",
 * TGSI's ATOMCAS with tmp0.x the value compared and tmp0.y the one
 * stored.
 */
void
nvtgsi_gp5_lower_atom(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                      struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(u);
   struct ureg_src a = address(ctx, in, 1, t);

   if (in->atomic_op == NVP_ATOM_IWRAP || in->atomic_op == NVP_ATOM_DWRAP) {
      nvtgsi_gp5_atomic_wrap(ctx, in, dst, src[0], global_memory(ctx), a);
      ureg_release_temporary(u, t);
      return;
   }

   struct ureg_src ops[4] = {
      global_memory(ctx), a, ureg_scalar(src[0], TGSI_SWIZZLE_X),
      ureg_scalar(src[0], TGSI_SWIZZLE_Y),
   };
   struct ureg_dst r = ureg_DECL_temporary(u);
   struct ureg_dst rx = ureg_writemask(r, TGSI_WRITEMASK_X);
   unsigned opcode = nvtgsi_gp5_atomic_opcode(in);

   ureg_memory_insn(u, opcode, &rx, 1, ops,
                    opcode == TGSI_OPCODE_ATOMCAS ? 4 : 3, 0,
                    TGSI_TEXTURE_BUFFER, PIPE_FORMAT_NONE);
   ureg_MOV(u, dst, ureg_scalar(ureg_src(r), TGSI_SWIZZLE_X));
   ureg_release_temporary(u, r);
   ureg_release_temporary(u, t);
}
