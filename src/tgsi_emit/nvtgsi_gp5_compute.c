/*
 * nvtgsi_gp5_compute: NV_compute_program5 ("!!NVcp5.0",
 * src/nvprog/nvp_arb_gp5_compute.c) as a COMPUTE shader.
 *
 *   layout         GROUP_SIZE as the CS_FIXED_BLOCK_* properties; the
 *                  work group's shared memory as MEMORY[1] of type
 *                  SHARED (tgsi_to_nir gives nir->info.shared_size from
 *                  nothing of ours: the state tracker sets it from
 *                  SHARED_MEMORY, nvst_nir.c); the invocation.* bindings
 *                  from the THREAD_ID, BLOCK_ID and GRID_SIZE system
 *                  values, groupsize a literal, globalid and localindex
 *                  computed once at the start
 *   addresses      a shared operand's byte address: its byte, plus the
 *                  index register for an array member read relatively,
 *                  aligned down to the component size and clamped so
 *                  that the access stays inside SHARED_MEMORY (the spec
 *                  rejects constant offsets beyond it; a register one
 *                  is the program's to keep in range)
 *   LDS, STS       LOAD and STORE of 32-bit words; 8- and 16-bit ones
 *                  through the word holding them (a bit field extract
 *                  to load; to store, an ATOMAND clearing the field and
 *                  an ATOMOR setting it, so that invocations storing
 *                  neighbouring bytes of one word do not lose each
 *                  other's)
 *   ATOMS          the ATOM* opcode of its atomic modifier; IWRAP and
 *                  DWRAP, which NIR's shared atomics lack, ATOM's
 *                  bounded compare-and-swap loop (nvtgsi_gp5_mem.c)
 *   BAR            BARRIER (MEMBAR and its CTA: nvtgsi_gp5_mem.c)
 */
#include "nvtgsi_gp4_priv.h"

#define X TGSI_WRITEMASK_X
#define XYZ TGSI_WRITEMASK_XYZ

static struct ureg_dst
wm(struct ureg_dst d, unsigned mask)
{
   return ureg_writemask(d, mask);
}

static bool
uses_shared(const struct nvp_program *p)
{
   for (unsigned i = 0; i < p->num_instrs; i++) {
      enum nvp_opcode op = p->instrs[i].op;
      if (op == NVP_OP_LDS || op == NVP_OP_STS || op == NVP_OP_ATOMS)
         return true;
   }
   return false;
}

bool
nvtgsi_gp5_compute_layout(struct nvtgsi_ctx *ctx)
{
   struct nvtgsi_gp4 *g = ctx->gp4;
   const struct nvp_program *p = ctx->prog;
   struct ureg_program *u = ctx->ureg;
   const unsigned *size = p->compute.group_size;
   uint32_t read = p->sysvals_read;

   ureg_property(u, TGSI_PROPERTY_CS_FIXED_BLOCK_WIDTH, size[0]);
   ureg_property(u, TGSI_PROPERTY_CS_FIXED_BLOCK_HEIGHT, size[1]);
   ureg_property(u, TGSI_PROPERTY_CS_FIXED_BLOCK_DEPTH, size[2]);
   if (uses_shared(p)) {
      if (!p->compute.has_shared || !p->compute.shared_memory)
         return nvtgsi_error(ctx, "shared memory instructions without "
                             "SHARED_MEMORY");
      g->shared = ureg_DECL_memory(u, TGSI_MEMORY_TYPE_SHARED);
   }

   struct ureg_src tid = ureg_src_undef(), bid = ureg_src_undef();
   if (read & ((1u << NVP_SYSVAL_LOCAL_ID) | (1u << NVP_SYSVAL_GLOBAL_ID) |
               (1u << NVP_SYSVAL_LOCAL_INDEX)))
      tid = ureg_DECL_system_value(u, TGSI_SEMANTIC_THREAD_ID, 0);
   if (read & ((1u << NVP_SYSVAL_GROUP_ID) | (1u << NVP_SYSVAL_GLOBAL_ID)))
      bid = ureg_DECL_system_value(u, TGSI_SEMANTIC_BLOCK_ID, 0);
   g->sysval[NVP_SYSVAL_LOCAL_ID] = tid;
   g->sysval[NVP_SYSVAL_GROUP_ID] = bid;
   /* "invocation.groupcount ... total local work group count" */
   if (read & (1u << NVP_SYSVAL_GROUP_COUNT))
      g->sysval[NVP_SYSVAL_GROUP_COUNT] =
         ureg_DECL_system_value(u, TGSI_SEMANTIC_GRID_SIZE, 0);
   /* "the "x", "y", and "z" dimensions, respectively, of the local work
    * group, as specified by the GROUP_SIZE declaration" */
   g->sysval[NVP_SYSVAL_GROUP_SIZE] =
      ureg_imm4u(u, size[0], size[1], size[2], 0);
   struct ureg_src gsize = g->sysval[NVP_SYSVAL_GROUP_SIZE];
   /* the offset "relative to the full compute dispatch": the group's
    * offset in invocations plus the local one (w 0) */
   if (read & (1u << NVP_SYSVAL_GLOBAL_ID)) {
      struct ureg_dst t = ureg_DECL_temporary(u);
      ureg_UMAD(u, wm(t, XYZ), bid, gsize, tid);
      ureg_MOV(u, wm(t, TGSI_WRITEMASK_W), ureg_imm1u(u, 0));
      g->sysval[NVP_SYSVAL_GLOBAL_ID] = ureg_src(t);
   }
   /* "invocation.localid.z * invocation.groupsize.x *
    * invocation.groupsize.y + invocation.localid.y *
    * invocation.groupsize.x + invocation.localid.x" */
   if (read & (1u << NVP_SYSVAL_LOCAL_INDEX)) {
      struct ureg_dst t = ureg_DECL_temporary(u);
      ureg_UMAD(u, wm(t, X), ureg_scalar(tid, TGSI_SWIZZLE_Y),
                ureg_imm1u(u, size[0]), ureg_scalar(tid, TGSI_SWIZZLE_X));
      ureg_UMAD(u, wm(t, X), ureg_scalar(tid, TGSI_SWIZZLE_Z),
                ureg_imm1u(u, size[0] * size[1]), ureg_src(t));
      ureg_MOV(u, wm(t, TGSI_WRITEMASK_YZW), ureg_imm1u(u, 0));
      g->sysval[NVP_SYSVAL_LOCAL_INDEX] = ureg_src(t);
   }
   return true;
}

struct ureg_src
nvtgsi_gp5_compute_sysval(struct nvtgsi_ctx *ctx, const struct nvp_src *s)
{
   struct ureg_src v = ctx->gp4->sysval[s->index];

   /* "invocation.localindex (x,-,-,-)" */
   return s->index == NVP_SYSVAL_LOCAL_INDEX ?
          ureg_scalar(v, TGSI_SWIZZLE_X) : v;
}

struct ureg_src
nvtgsi_gp5_shared_address(struct nvtgsi_ctx *ctx, const struct nvp_src *s,
                          struct ureg_dst tmp)
{
   struct ureg_program *u = ctx->ureg;
   const struct nvp_storage_info *st =
      nvp_storage_info((enum nvp_storage)ctx->gp4->storage);
   unsigned bytes = st->bytes ? st->bytes : 4;
   unsigned size = ctx->prog->compute.shared_memory;
   unsigned total = bytes * (st->count ? st->count : 1);
   /* the last address the access fits at, aligned down */
   unsigned last = size >= total ? (size - total) & ~(bytes - 1) : 0;

   if (!s->relative) {
      unsigned a = (unsigned)s->index & ~(bytes - 1);
      return ureg_imm1u(u, a < last ? a : last);
   }
   struct ureg_src index = nvtgsi_gp4_relative_index(ctx, s);
   tmp = wm(tmp, X);
   ureg_UADD(u, tmp, index, ureg_imm1u(u, (unsigned)s->index));
   /* a negative index is a large unsigned one: clamped too */
   ureg_UMIN(u, tmp, ureg_src(tmp), ureg_imm1u(u, last));
   if (bytes > 1)
      ureg_AND(u, tmp, ureg_src(tmp), ureg_imm1u(u, ~(bytes - 1)));
   return ureg_scalar(ureg_src(tmp), TGSI_SWIZZLE_X);
}

/* LDS: "result = SharedMemoryLoad(op0, storageModifier)", "remaining
 * components are filled with zeroes". */
void
nvtgsi_gp5_lower_lds(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                     struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   const struct nvp_storage_info *st =
      nvp_storage_info((enum nvp_storage)in->storage);
   struct ureg_src addr = ureg_scalar(src[0], TGSI_SWIZZLE_X);
   unsigned loaded = (1u << st->count) - 1;
   struct ureg_dst t = ureg_DECL_temporary(u);
   struct ureg_src args[2] = { ctx->gp4->shared, addr };

   if (st->bytes == 4) {
      struct ureg_dst d = wm(t, loaded);
      ureg_memory_insn(u, TGSI_OPCODE_LOAD, &d, 1, args, 2, 0, 0, 0);
   } else {
      /* the word holding the field, then the field at bit (addr & 3) * 8
       * of it, sign-extended for S8 and S16 */
      struct ureg_dst w = ureg_DECL_temporary(u);
      ureg_AND(u, wm(w, X), addr, ureg_imm1u(u, ~3u));
      args[1] = ureg_scalar(ureg_src(w), TGSI_SWIZZLE_X);
      struct ureg_dst d = wm(t, X);
      ureg_memory_insn(u, TGSI_OPCODE_LOAD, &d, 1, args, 2, 0, 0, 0);
      ureg_AND(u, wm(w, X), addr, ureg_imm1u(u, 3));
      ureg_SHL(u, wm(w, X), ureg_src(w), ureg_imm1u(u, 3));
      struct ureg_src b[3] = {
         ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X),
         ureg_scalar(ureg_src(w), TGSI_SWIZZLE_X),
         ureg_imm1u(u, st->bytes * 8),
      };
      struct ureg_dst x = wm(t, X);
      ureg_insn(u, st->type == NVP_TYPE_INT ? TGSI_OPCODE_IBFE :
                TGSI_OPCODE_UBFE, &x, 1, b, 3, 0);
      ureg_release_temporary(u, w);
   }
   if (loaded != TGSI_WRITEMASK_XYZW)
      ureg_MOV(u, wm(t, TGSI_WRITEMASK_XYZW & ~loaded), ureg_imm1u(u, 0));
   ureg_MOV(u, dst, ureg_src(t));
   ureg_release_temporary(u, t);
}

/* ATOMS (Table X.Y): the ATOM* opcode of each atomic modifier, by
 * storage type, as ATOM's (nvtgsi_gp5_atomic_opcodes). */
void
nvtgsi_gp5_lower_atoms(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                       struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_src addr = ureg_scalar(src[1], TGSI_SWIZZLE_X);
   struct ureg_dst t = ureg_DECL_temporary(u);

   if (in->atomic_op == NVP_ATOM_IWRAP || in->atomic_op == NVP_ATOM_DWRAP) {
      /* (nvtgsi_gp5_mem.c's loop, on shared memory) */
      nvtgsi_gp5_atomic_wrap(ctx, in, wm(t, X), src[0], ctx->gp4->shared,
                             addr);
   } else {
      /* CSWAP: "if (result == tmp0.x) { writeval = tmp0.y; }" */
      struct ureg_src args[4] = {
         ctx->gp4->shared, addr, ureg_scalar(src[0], TGSI_SWIZZLE_X),
         ureg_scalar(src[0], TGSI_SWIZZLE_Y),
      };
      struct ureg_dst d = wm(t, X);
      ureg_memory_insn(u, nvtgsi_gp5_atomic_opcode(in), &d, 1, args,
                       in->atomic_op == NVP_ATOM_CSWAP ? 4 : 3, 0, 0, 0);
   }
   /* "The result of the ATOMS instruction is the scalar value read from
    * memory" (y, z and w undefined: the same) */
   ureg_MOV(u, dst, ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X));
   ureg_release_temporary(u, t);
}

/* STS: "SharedMemoryStore(op1, tmp0, storageModifier)". */
static void
emit_sts(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
         const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   const struct nvp_storage_info *st =
      nvp_storage_info((enum nvp_storage)in->storage);
   struct ureg_src addr = ureg_scalar(src[1], TGSI_SWIZZLE_X);
   struct ureg_dst mem = ureg_dst(ctx->gp4->shared);

   if (st->bytes == 4) {
      struct ureg_src args[2] = { addr, src[0] };
      mem = wm(mem, (1u << st->count) - 1);
      ureg_memory_insn(u, TGSI_OPCODE_STORE, &mem, 1, args, 2, 0, 0, 0);
      return;
   }
   /* the field's word, shift and mask: clear it, then or the value in
    * (two atomics: a neighbour's field in the same word is kept) */
   struct ureg_dst w = ureg_DECL_temporary(u);
   struct ureg_dst junk = ureg_DECL_temporary(u);
   struct ureg_src wx = ureg_scalar(ureg_src(w), TGSI_SWIZZLE_X);
   struct ureg_src wy = ureg_scalar(ureg_src(w), TGSI_SWIZZLE_Y);
   struct ureg_src wz = ureg_scalar(ureg_src(w), TGSI_SWIZZLE_Z);
   ureg_AND(u, wm(w, X), addr, ureg_imm1u(u, ~3u));
   ureg_AND(u, wm(w, TGSI_WRITEMASK_Y), addr, ureg_imm1u(u, 3));
   ureg_SHL(u, wm(w, TGSI_WRITEMASK_Y), wy, ureg_imm1u(u, 3));
   /* z: the value's field in place; w: ~(the field's mask in place) */
   ureg_AND(u, wm(w, TGSI_WRITEMASK_Z), ureg_scalar(src[0], TGSI_SWIZZLE_X),
            ureg_imm1u(u, st->bytes == 1 ? 0xffu : 0xffffu));
   ureg_SHL(u, wm(w, TGSI_WRITEMASK_Z), wz, wy);
   ureg_SHL(u, wm(w, TGSI_WRITEMASK_W),
            ureg_imm1u(u, st->bytes == 1 ? 0xffu : 0xffffu), wy);
   ureg_NOT(u, wm(w, TGSI_WRITEMASK_W),
            ureg_scalar(ureg_src(w), TGSI_SWIZZLE_W));
   struct ureg_src args[3] = {
      ctx->gp4->shared, wx, ureg_scalar(ureg_src(w), TGSI_SWIZZLE_W),
   };
   struct ureg_dst d = wm(junk, X);
   ureg_memory_insn(u, TGSI_OPCODE_ATOMAND, &d, 1, args, 3, 0, 0, 0);
   args[2] = wz;
   ureg_memory_insn(u, TGSI_OPCODE_ATOMOR, &d, 1, args, 3, 0, 0, 0);
   ureg_release_temporary(u, junk);
   ureg_release_temporary(u, w);
}

bool
nvtgsi_gp5_emit_compute_special(struct nvtgsi_ctx *ctx,
                                const struct nvp_instr *in)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_src src[2];

   switch (in->op) {
   case NVP_OP_STS:
      for (unsigned i = 0; i < 2; i++)
         nvtgsi_gp4_load_src(ctx, in, i, &src[i]);
      emit_sts(ctx, in, src);
      nvtgsi_gp4_release_scratch(ctx);
      return true;
   case NVP_OP_BAR:
      /* "it pauses until the same BAR instruction has been executed by
       * all invocations in the current local work group" */
      if (ctx->prog->kind != NVP_KIND_GP5_CP)
         return nvtgsi_error(ctx, "line %u: BAR outside a compute "
                             "program", in->line);
      ureg_BARRIER(u);
      return true;
   default:
      return nvtgsi_error(ctx, "line %u: not a compute instruction",
                          in->line);
   }
}
