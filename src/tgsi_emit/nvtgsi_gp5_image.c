/*
 * LOADIM, STOREIM and ATOMIM (EXT_shader_image_load_store's NV_gpu_program5
 * section; the front end is src/nvprog/nvp_arb_gp5_image.c).
 *
 * NVIDIA's driver treats an image as raw memory (docs/languages/
 * gp5-images-storage.md): no format conversion, the address x times the
 * size of the access plus y times the row pitch (plus the layer or slice
 * pitch), components not read (0, 0, 0, 1), and out of range a load 0 in
 * every component, a store nothing, an atomic nothing and 0.  llvmpipe
 * and softpipe store textures linearly in this process's memory, so an
 * image access here is an access of the global memory of LOAD and STORE
 * (TGSI_FILE_MEMORY, TGSI_MEMORY_TYPE_GLOBAL, nvtgsi_gp5_mem.c) at an
 * address computed from two constants per image unit, which the state
 * tracker writes from the unit's binding (src/state_tracker/
 * nvst_image.c):
 *
 *    CONST[k]     (address low, address high, row pitch, image pitch)
 *    CONST[k + 1] (bytes in a row, rows, layers, extent)
 *
 * (the extent: the bytes of the layers' storage from the address) of the
 * bound level (and layer, unless the binding is layered) of the texture;
 * all zero for a unit without a texture, where every access is out of
 * range.  Every access is checked against those sizes before it is made,
 * so no program reads or writes outside the bound level (a byte or half
 * word: nor does the dword holding it, so the first and last bytes of a
 * level whose address or extent is not a multiple of 4 are out of reach
 * of U8, S8, U16 and S16; softpipe packs small levels so, llvmpipe pads
 * them to its cache line).
 *
 * The coordinate's components: x the byte column in units of the access
 * size; the row y for every target but 1D, BUFFER and ARRAY1D; the layer
 * (or cube face, or 3D slice) y of ARRAY1D and z of 3D, CUBE, ARRAY2D,
 * ARRAYCUBE and ARRAY2DMS; the sample w of 2DMS and ARRAY2DMS, of which
 * only sample 0 is reachable (the layout of the other samples is the
 * driver's own).
 */
#include "tgsi/tgsi_ureg.h"
#include "pipe/p_format.h"

#include "nvtgsi_gp4_priv.h"

/* Which coordinate component is the row and which the layer, per target
 * (4: none). */
static const struct {
   uint8_t row, layer, sample;
} coords[NVP_IMAGE_COUNT] = {
   [NVP_IMAGE_NONE]      = { 4, 4, 4 },
   [NVP_IMAGE_1D]        = { 4, 4, 4 },
   [NVP_IMAGE_BUFFER]    = { 4, 4, 4 },
   [NVP_IMAGE_2D]        = { 1, 4, 4 },
   [NVP_IMAGE_RECT]      = { 1, 4, 4 },
   [NVP_IMAGE_2DMS]      = { 1, 4, 3 },
   [NVP_IMAGE_ARRAY1D]   = { 4, 1, 4 },
   [NVP_IMAGE_3D]        = { 1, 2, 4 },
   [NVP_IMAGE_CUBE]      = { 1, 2, 4 },
   [NVP_IMAGE_ARRAY2D]   = { 1, 2, 4 },
   [NVP_IMAGE_ARRAYCUBE] = { 1, 2, 4 },
   [NVP_IMAGE_ARRAY2DMS] = { 1, 2, 3 },
};

static struct ureg_src
global_memory(struct nvtgsi_ctx *ctx)
{
   return ureg_DECL_memory(ctx->ureg, TGSI_MEMORY_TYPE_GLOBAL);
}

/* The first of the two constants of image unit 'unit'. */
static bool
unit_slot(struct nvtgsi_ctx *ctx, unsigned unit, int *slot)
{
   struct nvtgsi_gp4 *g = ctx->gp4;

   if (!g->image_slot[unit]) {
      int k = -1;
      for (unsigned half = 0; half < 2; half++) {
         int s = nvtgsi_append_binding(&ctx->bindings, &ctx->num_bindings,
                                       NVTGSI_BIND_IMAGE,
                                       (int)(2 * unit + half));
         if (s < 0)
            return nvtgsi_error(ctx, "out of memory");
         ureg_DECL_constant(ctx->ureg, s);
         if (!half)
            k = s;
      }
      g->image_slot[unit] = k + 1;
   }
   *slot = g->image_slot[unit] - 1;
   return true;
}

/* c[0], c[1]: the two constants of the instruction's image; of an IMAGE
 * array member chosen at run time each member's selected by the index
 * (zero for an index outside the array: out of range). */
static bool
image_constants(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                struct ureg_dst *tmp, struct ureg_src c[2])
{
   struct ureg_program *u = ctx->ureg;
   int slot;

   if (!in->tex_array_size) {
      if (!unit_slot(ctx, in->tex_unit, &slot))
         return false;
      c[0] = ureg_src_register(TGSI_FILE_CONSTANT, slot);
      c[1] = ureg_src_register(TGSI_FILE_CONSTANT, slot + 1);
      return true;
   }
   struct ureg_dst idx = ureg_writemask(ureg_DECL_temporary(u),
                                        TGSI_WRITEMASK_X);
   ureg_UADD(u, idx, nvtgsi_gp4_relative_index(ctx, &in->tex_index),
             ureg_imm1i(u, in->tex_index.index));
   for (unsigned h = 0; h < 2; h++) {
      tmp[h] = ureg_DECL_temporary(u);
      ureg_MOV(u, tmp[h], ureg_imm1u(u, 0));
   }
   struct ureg_dst sel = ureg_writemask(ureg_DECL_temporary(u),
                                        TGSI_WRITEMASK_X);
   for (unsigned k = 0; k < in->tex_array_size; k++) {
      if (!unit_slot(ctx, in->tex_unit + k, &slot))
         return false;
      ureg_USEQ(u, sel, ureg_src(idx), ureg_imm1u(u, k));
      for (unsigned h = 0; h < 2; h++) {
         ureg_UCMP(u, tmp[h], ureg_scalar(ureg_src(sel), TGSI_SWIZZLE_X),
                   ureg_src_register(TGSI_FILE_CONSTANT, slot + (int)h),
                   ureg_src(tmp[h]));
      }
   }
   ureg_release_temporary(u, sel);
   ureg_release_temporary(u, idx);
   c[0] = ureg_src(tmp[0]);
   c[1] = ureg_src(tmp[1]);
   return true;
}

/*
 * The address of the access in a.xy and whether it lies in the image in
 * a.z (~0 or 0), for the coordinate 'coord' and an access of 'size'
 * bytes:
 *
 *    in = x < bytes_per_row / size && row < rows && layer < layers
 *         (&& sample == 0), unsigned (a negative one is a large one)
 *    a.xy = address + x * size + row * row_pitch + layer * image_pitch
 */
static void
address(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
        struct ureg_src coord, unsigned size, const struct ureg_src c[2],
        struct ureg_dst a)
{
   struct ureg_program *u = ctx->ureg;
   const unsigned target = in->image_target < NVP_IMAGE_COUNT ?
                           in->image_target : NVP_IMAGE_NONE;
   struct ureg_dst t = ureg_DECL_temporary(u);
   struct ureg_dst tx = ureg_writemask(t, TGSI_WRITEMASK_X);
   struct ureg_dst ty = ureg_writemask(t, TGSI_WRITEMASK_Y);
   struct ureg_src sx = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X);
   struct ureg_src sy = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_Y);
   struct ureg_dst ax = ureg_writemask(a, TGSI_WRITEMASK_X);
   struct ureg_dst az = ureg_writemask(a, TGSI_WRITEMASK_Z);
   struct ureg_src x = ureg_scalar(coord, TGSI_SWIZZLE_X);
   struct ureg_src in_range = ureg_scalar(ureg_src(a), TGSI_SWIZZLE_Z);
   struct ureg_src offset = ureg_scalar(ureg_src(a), TGSI_SWIZZLE_X);

   /* x below the row's bytes / size, the offset x * size */
   ureg_UDIV(u, tx, ureg_scalar(c[1], TGSI_SWIZZLE_X), ureg_imm1u(u, size));
   ureg_USLT(u, az, x, sx);
   ureg_UMUL(u, ax, x, ureg_imm1u(u, size));
   if (coords[target].row < 4) {
      struct ureg_src row = ureg_scalar(coord, coords[target].row);
      ureg_USLT(u, ty, row, ureg_scalar(c[1], TGSI_SWIZZLE_Y));
      ureg_AND(u, az, in_range, sy);
      ureg_UMAD(u, ax, row, ureg_scalar(c[0], TGSI_SWIZZLE_Z), offset);
   }
   if (coords[target].layer < 4) {
      struct ureg_src layer = ureg_scalar(coord, coords[target].layer);
      ureg_USLT(u, ty, layer, ureg_scalar(c[1], TGSI_SWIZZLE_Z));
      ureg_AND(u, az, in_range, sy);
      ureg_UMAD(u, ax, layer, ureg_scalar(c[0], TGSI_SWIZZLE_W), offset);
   } else {
      /* one layer: the layer count is 1, or 0 without an image */
      ureg_USLT(u, ty, ureg_imm1u(u, 0), ureg_scalar(c[1], TGSI_SWIZZLE_Z));
      ureg_AND(u, az, in_range, sy);
   }
   if (coords[target].sample < 4) {
      ureg_USEQ(u, ty, ureg_scalar(coord, coords[target].sample),
                ureg_imm1u(u, 0));
      ureg_AND(u, az, in_range, sy);
   }
   if (size < 4) {
      /* A byte or half word is read, or written by two atomics, as the
       * aligned dword that holds it (nvtgsi_gp5_mem.c): that dword too
       * must lie in the level, [address, address + extent).  With a =
       * address & 3 and s = (a + offset) & ~3 (the dword's start from
       * address - a): s >= a and s + 4 <= a + extent. */
      struct ureg_dst tz = ureg_writemask(t, TGSI_WRITEMASK_Z);
      struct ureg_dst tw = ureg_writemask(t, TGSI_WRITEMASK_W);
      struct ureg_src sz = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_Z);
      struct ureg_src sw = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_W);
      ureg_AND(u, tz, ureg_scalar(c[0], TGSI_SWIZZLE_X), ureg_imm1u(u, 3));
      ureg_UADD(u, tw, sz, offset);
      ureg_AND(u, tw, sw, ureg_imm1u(u, ~3u));
      ureg_USGE(u, ty, sw, sz);
      ureg_AND(u, az, in_range, sy);
      ureg_UADD(u, tw, sw, ureg_imm1u(u, 4));
      ureg_UADD(u, tz, sz, ureg_scalar(c[1], TGSI_SWIZZLE_W));
      ureg_USGE(u, ty, sz, sw);
      ureg_AND(u, az, in_range, sy);
   }
   /* a.xy = address + offset (64 bits) */
   ureg_MOV(u, ty, ureg_imm1u(u, 0));
   ureg_MOV(u, tx, offset);
   struct ureg_dst axy = ureg_writemask(a, TGSI_WRITEMASK_XY);
   struct ureg_src ops[2] = {
      ureg_swizzle(c[0], TGSI_SWIZZLE_X, TGSI_SWIZZLE_Y, TGSI_SWIZZLE_X,
                   TGSI_SWIZZLE_Y),
      ureg_swizzle(ureg_src(t), TGSI_SWIZZLE_X, TGSI_SWIZZLE_Y,
                   TGSI_SWIZZLE_X, TGSI_SWIZZLE_Y),
   };
   ureg_insn(u, TGSI_OPCODE_U64ADD, &axy, 1, ops, 2, 0);
   ureg_release_temporary(u, t);
}

/* Memory.Format of one component: R8/R16 for the narrow ones, as the
 * global memory's loads and stores (nvtgsi_gp5_mem.c). */
static enum pipe_format
component_format(const struct nvp_storage_info *st)
{
   bool sint = st->type == NVP_TYPE_INT;

   if (st->bytes == 1)
      return sint ? PIPE_FORMAT_R8_SINT : PIPE_FORMAT_R8_UINT;
   if (st->bytes == 2)
      return sint ? PIPE_FORMAT_R16_SINT : PIPE_FORMAT_R16_UINT;
   return PIPE_FORMAT_NONE;
}

static unsigned
qualifier(const struct nvp_instr *in)
{
   return (in->mem_coherent ? TGSI_MEMORY_COHERENT : 0) |
          (in->mem_volatile ? TGSI_MEMORY_VOLATILE : 0);
}

/* The address operand of a global access. */
static struct ureg_src
at(struct ureg_dst a)
{
   return ureg_swizzle(ureg_src(a), TGSI_SWIZZLE_X, TGSI_SWIZZLE_Y,
                       TGSI_SWIZZLE_X, TGSI_SWIZZLE_Y);
}

struct image_access {
   const struct nvp_storage_info *st;
   struct ureg_dst a;           /* address .xy, in range .z */
   struct ureg_dst cons[2];     /* an array member's constants */
};

static bool
begin(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
      struct ureg_src coord, struct image_access *x)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_src c[2];

   x->st = nvp_storage_info((enum nvp_storage)in->storage);
   x->cons[0] = x->cons[1] = ureg_dst_undef();
   if (!image_constants(ctx, in, x->cons, c))
      return false;
   x->a = ureg_DECL_temporary(u);
   address(ctx, in, coord, x->st->bytes * x->st->count, c, x->a);
   return true;
}

static void
end(struct nvtgsi_ctx *ctx, struct image_access *x)
{
   struct ureg_program *u = ctx->ureg;

   ureg_release_temporary(u, x->a);
   for (unsigned h = 0; h < 2; h++) {
      if (!ureg_dst_is_undef(x->cons[h]))
         ureg_release_temporary(u, x->cons[h]);
   }
}

/* UIF in range ... [ELSE ...] ENDIF, the labels fixed up */
static void
if_in_range(struct nvtgsi_ctx *ctx, const struct image_access *x,
            unsigned *label)
{
   ureg_UIF(ctx->ureg, ureg_scalar(ureg_src(x->a), TGSI_SWIZZLE_Z),
            label);
}

static void
fixup(struct nvtgsi_ctx *ctx, unsigned label)
{
   ureg_fixup_label(ctx->ureg, label,
                    ureg_get_instruction_number(ctx->ureg));
}

/*
 * LOADIM: the storage modifier's components from the address, the rest
 * (0, 0, 0, 1) (1.0 for F32 modifiers, integer 1 else); out of range
 * (0, 0, 0, 0).  A narrow component is one access of its size.
 */
void
nvtgsi_gp5_lower_loadim(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                        struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   struct image_access x;
   unsigned label;

   if (!begin(ctx, in, src[0], &x))
      return;
   const struct nvp_storage_info *st = x.st;
   unsigned mask = (1u << st->count) - 1;
   struct ureg_src one = st->type == NVP_TYPE_FLOAT ? ureg_imm1f(u, 1.0f)
                                                    : ureg_imm1u(u, 1);

   if_in_range(ctx, &x, &label);
   ureg_MOV(u, dst, ureg_imm1u(u, 0));
   if (!(mask & TGSI_WRITEMASK_W))
      ureg_MOV(u, ureg_writemask(dst, TGSI_WRITEMASK_W), one);
   if (st->bytes < 4) {
      struct ureg_dst d = ureg_writemask(dst, TGSI_WRITEMASK_X);
      struct ureg_src ops[2] = { global_memory(ctx), at(x.a) };
      ureg_memory_insn(u, TGSI_OPCODE_LOAD, &d, 1, ops, 2, qualifier(in),
                       TGSI_TEXTURE_BUFFER, component_format(st));
   } else {
      struct ureg_dst d = ureg_writemask(dst, mask);
      struct ureg_src ops[2] = { global_memory(ctx), at(x.a) };
      ureg_memory_insn(u, TGSI_OPCODE_LOAD, &d, 1, ops, 2, qualifier(in),
                       TGSI_TEXTURE_BUFFER, PIPE_FORMAT_NONE);
   }
   fixup(ctx, label);
   ureg_ELSE(u, &label);
   ureg_MOV(u, dst, ureg_imm1u(u, 0));
   fixup(ctx, label);
   ureg_ENDIF(u);
   end(ctx, &x);
}

/* STOREIM: the operand's first components, as many as the storage
 * modifier says, where the access lies in the image; nothing else.  A
 * narrow one is stored by the global memory's narrow store (two atomics
 * on its dword, so neighbouring bytes stored at once survive). */
bool
nvtgsi_gp5_emit_storeim(struct nvtgsi_ctx *ctx, const struct nvp_instr *in)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_src value, coord;
   struct image_access x;
   unsigned label;

   nvtgsi_gp4_load_src(ctx, in, 0, &value);
   nvtgsi_gp4_load_src(ctx, in, 1, &coord);
   if (!begin(ctx, in, coord, &x))
      return false;
   const struct nvp_storage_info *st = x.st;
   struct ureg_dst mem = ureg_writemask(ureg_dst(global_memory(ctx)),
                                        st->bytes < 4 ? TGSI_WRITEMASK_X :
                                        (1u << st->count) - 1);
   struct ureg_src ops[2] = { at(x.a), value };

   if_in_range(ctx, &x, &label);
   ureg_memory_insn(u, TGSI_OPCODE_STORE, &mem, 1, ops, 2, qualifier(in),
                    TGSI_TEXTURE_BUFFER, component_format(st));
   fixup(ctx, label);
   ureg_ENDIF(u);
   end(ctx, &x);
   nvtgsi_gp4_release_scratch(ctx);
   return true;
}

/* ATOMIM.ADD.F32: a compare-and-swap loop (TGSI's ATOMFADD has no global
 * memory form on these drivers), left when the lane's own swap found the
 * value it added to, at most NVTGSI_GP5_IMAGE_CAS_ROUNDS rounds; the
 * result is the value before the add. */
#define NVTGSI_GP5_IMAGE_CAS_ROUNDS 65536

static void
atomic_fadd(struct nvtgsi_ctx *ctx, struct ureg_dst dst, struct ureg_src v,
            struct ureg_src a)
{
   struct ureg_program *u = ctx->ureg;
   struct ureg_dst t = ureg_DECL_temporary(u);
   struct ureg_dst keep = ureg_DECL_array_temporary(u, 1, true);
   struct ureg_src x = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_X);
   struct ureg_src y = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_Y);
   struct ureg_src z = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_Z);
   struct ureg_src w = ureg_scalar(ureg_src(t), TGSI_SWIZZLE_W);
   struct ureg_dst tx = ureg_writemask(t, TGSI_WRITEMASK_X);
   struct ureg_dst ty = ureg_writemask(t, TGSI_WRITEMASK_Y);
   struct ureg_dst tz = ureg_writemask(t, TGSI_WRITEMASK_Z);
   struct ureg_dst tw = ureg_writemask(t, TGSI_WRITEMASK_W);
   struct ureg_src mem = global_memory(ctx);
   struct ureg_src load_ops[2] = { mem, a };
   unsigned label;

   ureg_MOV(u, ureg_writemask(keep, TGSI_WRITEMASK_X), ureg_imm1u(u, 0));
   ureg_MOV(u, tw, ureg_imm1u(u, 0));
   ureg_BGNLOOP(u, &label);
   ureg_UADD(u, tw, w, ureg_imm1u(u, 1));
   ureg_USLT(u, tz, ureg_imm1u(u, NVTGSI_GP5_IMAGE_CAS_ROUNDS), w);
   ureg_UIF(u, z, &label);
   ureg_BRK(u);
   ureg_ENDIF(u);
   ureg_memory_insn(u, TGSI_OPCODE_LOAD, &tx, 1, load_ops, 2, 0,
                    TGSI_TEXTURE_BUFFER, PIPE_FORMAT_NONE);
   ureg_ADD(u, ty, x, ureg_scalar(v, TGSI_SWIZZLE_X));
   struct ureg_src cas_ops[4] = { mem, a, x, y };
   ureg_memory_insn(u, TGSI_OPCODE_ATOMCAS, &tz, 1, cas_ops, 4, 0,
                    TGSI_TEXTURE_BUFFER, PIPE_FORMAT_NONE);
   ureg_USEQ(u, tz, z, x);
   ureg_UIF(u, z, &label);
   ureg_MOV(u, ureg_writemask(keep, TGSI_WRITEMASK_X), x);
   ureg_BRK(u);
   ureg_ENDIF(u);
   ureg_ENDLOOP(u, &label);
   ureg_MOV(u, dst, ureg_scalar(ureg_src(keep), TGSI_SWIZZLE_X));
   ureg_release_temporary(u, t);
}

/*
 * ATOMIM: the value before the operation in every component written
 * (ATOM's rule, nvtgsi_gp5_mem.c), 0 out of range, where nothing is
 * changed.  CSWAP compares with the operand's x and stores its y.
 */
void
nvtgsi_gp5_lower_atomim(struct nvtgsi_ctx *ctx, const struct nvp_instr *in,
                        struct ureg_dst dst, const struct ureg_src *src)
{
   struct ureg_program *u = ctx->ureg;
   struct image_access x;
   unsigned label;

   if (!begin(ctx, in, src[1], &x))
      return;
   struct ureg_dst r = ureg_DECL_temporary(u);
   struct ureg_dst rx = ureg_writemask(r, TGSI_WRITEMASK_X);

   ureg_MOV(u, rx, ureg_imm1u(u, 0));
   if_in_range(ctx, &x, &label);
   if (in->atomic_op == NVP_ATOM_IWRAP || in->atomic_op == NVP_ATOM_DWRAP) {
      nvtgsi_gp5_atomic_wrap(ctx, in, rx, src[0], global_memory(ctx),
                             at(x.a));
   } else if (in->atomic_op == NVP_ATOM_ADD &&
              x.st->type == NVP_TYPE_FLOAT) {
      atomic_fadd(ctx, rx, src[0], at(x.a));
   } else {
      unsigned opcode = nvtgsi_gp5_atomic_opcodes[in->atomic_op]
                                                 [x.st->type ==
                                                  NVP_TYPE_INT];
      struct ureg_src ops[4] = {
         global_memory(ctx), at(x.a), ureg_scalar(src[0], TGSI_SWIZZLE_X),
         ureg_scalar(src[0], TGSI_SWIZZLE_Y),
      };
      ureg_memory_insn(u, opcode, &rx, 1, ops,
                       opcode == TGSI_OPCODE_ATOMCAS ? 4 : 3, 0,
                       TGSI_TEXTURE_BUFFER, PIPE_FORMAT_NONE);
   }
   fixup(ctx, label);
   ureg_ENDIF(u);
   ureg_MOV(u, dst, ureg_scalar(ureg_src(r), TGSI_SWIZZLE_X));
   ureg_release_temporary(u, r);
   end(ctx, &x);
}
