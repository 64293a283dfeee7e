/*
 * NV_gpu_program5's images (IMAGE, LOADIM, STOREIM, ATOMIM) through the
 * GL, with GL_NV_gpu_program5 enabled (MESA_EXTENSION_OVERRIDE until
 * nvprog advertises it; without it the test skips, gp5-bits checks the
 * refusal of version 5 headers).
 *
 * Textures are bound to image units with EXT_shader_image_load_store's
 * BindImageTextureEXT; compute programs (COMPUTE_PROGRAM_NV, one
 * invocation unless said) and a fragment program access them, and the
 * textures are read back with GetTexImage after MemoryBarrierEXT.  What
 * is expected is what NVIDIA's driver did with the same programs
 * (docs/languages/gp5-images-storage.md): an image is raw memory, the
 * address x times the size of the access plus y times the row pitch
 * (plus the layer pitch), components not read (0, 0, 0, 1), out of range
 * a load 0, a store nothing, an atomic nothing and 0.
 *
 * - LOADIM.U32 of an RGBA8 texel (0x20, 0x10, 0x80, 0xff) is
 *   0xff801020; LOADIM.U8 at (2, 1) reads byte 2 of texel (0, 1):
 *   (0x80, 0, 0, 1); LOADIM.U32X2 at (3, 2) of an RGBA32UI image reads
 *   the z and w words of texel (1, 2): (9, 100, 0, 1); LOADIM.F32X4 of an
 *   RGBA32F texel its four floats;
 * - STOREIM.U32 0x04030201 into an RGBA8 texel writes the bytes 1, 2, 3,
 *   4; STOREIM.U32X2 (7, 8) at (0, 3) of RGBA32UI the x and y words;
 *   STOREIM.U8 0x1ff at (3, 3) of R32UI byte 3 of texel (0, 3);
 * - LOADIM.U8, .U16 and .S8, STOREIM.U8, .U16 and .S8 on an R8UI
 *   image, byte for byte; sixteen invocations storing neighbouring bytes
 *   and adding to one word at once;
 * - out of range (x = -1, x = width, y = height): LOADIM 0 in every
 *   component, ATOMIM 0 and nothing changed, STOREIM nothing (every
 *   texel compared);
 * - ATOMIM ADD, MIN, MAX, AND, OR, XOR, EXCH, CSWAP, IWRAP, DWRAP on
 *   U32 and S32: the value before and the value after;
 * - ATOMIM.ADD.F32 with OPTION NV_shader_atomic_float by four
 *   invocations (the sum, and the four values seen) and EXCH.F32;
 * - a layer of a 2D array texture bound layered (ARRAY2D, z the layer)
 *   and one layer of it bound alone (2D), a slice of a 3D texture; a
 *   cube map's face (CUBE, z) and one face alone, a 1D array's layer
 *   (ARRAY1D, y);
 * - a texture buffer object bound as an image (BUFFER);
 * - an IMAGE array indexed at run time; image[n] named directly;
 * - a fragment program: each fragment of a 4 x 4 quad stores its
 *   position and adds to a counter (16), and draws the RGBA8 texel it
 *   loads;
 * - a later draw fetching the texture (TXF) sees a dispatch's store
 *   after MemoryBarrierEXT;
 * - a vertex program colouring a point with the texel it loads;
 * - load errors at their token with the program kept.
 *
 * Exact, on llvmpipe and softpipe.
 */
#include "harness.h"

#include <stdio.h>
#include <string.h>

#ifndef GL_COMPUTE_PROGRAM_NV
#define GL_COMPUTE_PROGRAM_NV 0x90FB
#endif
#ifndef GL_TEXTURE_BUFFER
#define GL_TEXTURE_BUFFER 0x8C2A
#endif
#ifndef GL_ALL_BARRIER_BITS
#define GL_ALL_BARRIER_BITS 0xFFFFFFFF
#endif

typedef void (*dispatch_fn)(GLuint, GLuint, GLuint);
typedef void (*bind_image_fn)(GLuint, GLuint, GLint, GLboolean, GLint,
                              GLenum, GLint);
typedef void (*barrier_fn)(GLbitfield);
typedef void (*tex_image_3d_fn)(GLenum, GLint, GLint, GLsizei, GLsizei,
                                GLsizei, GLint, GLenum, GLenum,
                                const void *);
typedef void (*tex_buffer_fn)(GLenum, GLenum, GLuint);

static dispatch_fn dispatch;
static bind_image_fn bind_image;
static barrier_fn barrier;
static tex_image_3d_fn tex_image_3d;

/* The images of unit 0..3 (asm.txt's resources): 4 x 4 RGBA32UI (x, y,
 * x + 4y, 100), RGBA32F (x / 2, y / 4, 1, 2), RGBA8 (16x, 16y, 128, 255),
 * R32UI x + 4y; unit 7 a 16 x 1 R32UI of results, 0xcdcdcdcd. */
static GLuint tex[8];
static uint32_t rgba32ui[16][4], r32ui[16], results[16];
static float rgba32f[16][4];
static uint8_t rgba8[16][4];

static void
reset_images(void)
{
   for (unsigned y = 0; y < 4; y++) {
      for (unsigned x = 0; x < 4; x++) {
         unsigned i = x + 4 * y;
         rgba32ui[i][0] = x;
         rgba32ui[i][1] = y;
         rgba32ui[i][2] = i;
         rgba32ui[i][3] = 100;
         rgba32f[i][0] = x / 2.0f;
         rgba32f[i][1] = y / 4.0f;
         rgba32f[i][2] = 1.0f;
         rgba32f[i][3] = 2.0f;
         rgba8[i][0] = (uint8_t)(16 * x);
         rgba8[i][1] = (uint8_t)(16 * y);
         rgba8[i][2] = 128;
         rgba8[i][3] = 255;
         r32ui[i] = i;
      }
   }
   for (unsigned i = 0; i < 16; i++)
      results[i] = 0xcdcdcdcd;
   static const struct {
      GLenum internal, format, type;
      const void *data;
      GLsizei w;
   } images[8] = {
      { GL_RGBA32UI, GL_RGBA_INTEGER, GL_UNSIGNED_INT, rgba32ui, 4 },
      { GL_RGBA32F, GL_RGBA, GL_FLOAT, rgba32f, 4 },
      { GL_RGBA8, GL_RGBA, GL_UNSIGNED_BYTE, rgba8, 4 },
      { GL_R32UI, GL_RED_INTEGER, GL_UNSIGNED_INT, r32ui, 4 },
      [7] = { GL_R32UI, GL_RED_INTEGER, GL_UNSIGNED_INT, results, 16 },
   };
   for (unsigned u = 0; u < 8; u++) {
      if (!images[u].internal)
         continue;
      if (!tex[u])
         glGenTextures(1, &tex[u]);
      glBindTexture(GL_TEXTURE_2D, tex[u]);
      glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
      glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
      glTexImage2D(GL_TEXTURE_2D, 0, (GLint)images[u].internal,
                   images[u].w, images[u].w == 16 ? 1 : 4, 0,
                   images[u].format, images[u].type, images[u].data);
      bind_image(u, tex[u], 0, GL_FALSE, 0, GL_READ_WRITE,
                 (GLint)images[u].internal);
   }
   glBindTexture(GL_TEXTURE_2D, 0);
}

/* Loads and runs a compute program (groups of it), waits. */
static bool
run(const char *what, const char *text, unsigned groups)
{
   if (!nvpt_load_arb_program(GL_COMPUTE_PROGRAM_NV, 1, text)) {
      printf("%s: not loaded\n", what);
      return false;
   }
   glEnable(GL_COMPUTE_PROGRAM_NV);
   dispatch(groups, 1, 1);
   glDisable(GL_COMPUTE_PROGRAM_NV);
   barrier(GL_ALL_BARRIER_BITS);
   return nvpt_expect_error(GL_NO_ERROR, "%s", what);
}

static void
read_tex(unsigned u, GLenum format, GLenum type, void *out)
{
   glBindTexture(GL_TEXTURE_2D, tex[u]);
   glGetTexImage(GL_TEXTURE_2D, 0, format, type, out);
   glBindTexture(GL_TEXTURE_2D, 0);
}

/* count words of got against want. */
static bool
check_words(const char *what, const uint32_t *got, const uint32_t *want,
            unsigned count)
{
   bool pass = true;

   for (unsigned k = 0; k < count; k++) {
      if (got[k] != want[k]) {
         printf("%s: word %u is 0x%08x, expected 0x%08x\n", what, k,
                got[k], want[k]);
         pass = false;
      }
   }
   return pass;
}

static bool
check_results(const char *what, const uint32_t want[16])
{
   uint32_t got[16];

   read_tex(7, GL_RED_INTEGER, GL_UNSIGNED_INT, got);
   return check_words(what, got, want, 16);
}

/* The raw loads and the store widths (im-raw-rgba8, im-f32-on-rgba32ui,
 * im-store-widths). */
static const char raw[] =
   "!!NVcp5.0\n"
   "GROUP_SIZE 1;\n"
   "IMAGE images[] = { image[0..3] };\n"
   "IMAGE res = image[7];\n"
   "INT TEMP c;\n"
   "UINT TEMP u;\n"
   "TEMP f;\n"
   "MOV.S c, {2, 1, 0, 0};\n"
   "LOADIM.U32 u, c, images[2], 2D;\n"
   "STOREIM.U32 res, u, {0, 0, 0, 0}, 2D;\n"
   "LOADIM.U8 u, c, images[2], 2D;\n"
   "STOREIM.U32X4 res, u, {1, 0, 0, 0}, 2D;\n"
   "MOV.S c, {3, 2, 0, 0};\n"
   "LOADIM.U32X2 u, c, images[0], 2D;\n"
   "STOREIM.U32X4 res, u, {2, 0, 0, 0}, 2D;\n"
   "LOADIM.F32X4 f, {1, 3, 0, 0}, image[1], 2D;\n"
   "STOREIM.F32X4 res, f, {3, 0, 0, 0}, 2D;\n"
   "STOREIM.U32 images[2], {67305985, 0, 0, 0}, {3, 3, 0, 0}, 2D;\n"
   "STOREIM.U32X2 images[0], {7, 8, 9, 10}, {0, 3, 0, 0}, 2D;\n"
   "STOREIM.U8 images[3], {511, 0, 0, 0}, {3, 3, 0, 0}, 2D;\n"
   "END\n";

static uint32_t
float_bits(float f)
{
   union { float f; uint32_t u; } v = { .f = f };
   return v.u;
}

static bool
raw_accesses(void)
{
   uint32_t want[16] = {
      0xff801020, 0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd,
      0x80, 0, 0, 1,
      9, 100, 0, 1,
      float_bits(0.5f), float_bits(0.75f), float_bits(1.0f),
      float_bits(2.0f),
   };
   uint8_t got8[16][4];
   uint32_t got_ui[16][4], got_r[16];
   bool pass = true;

   reset_images();
   if (!run("raw accesses", raw, 1))
      return false;
   pass = check_results("LOADIM.U32, .U8, .U32X2, .F32X4", want) && pass;
   /* the RGBA8 texel (3, 3) holds the bytes 1, 2, 3, 4 */
   rgba8[15][0] = 1;
   rgba8[15][1] = 2;
   rgba8[15][2] = 3;
   rgba8[15][3] = 4;
   read_tex(2, GL_RGBA, GL_UNSIGNED_BYTE, got8);
   pass = check_words("STOREIM.U32 into RGBA8", (uint32_t *)got8,
                      (uint32_t *)rgba8, 16) && pass;
   rgba32ui[12][0] = 7;
   rgba32ui[12][1] = 8;
   read_tex(0, GL_RGBA_INTEGER, GL_UNSIGNED_INT, got_ui);
   pass = check_words("STOREIM.U32X2 into RGBA32UI", got_ui[0],
                      rgba32ui[0], 64) && pass;
   r32ui[12] = 0xff00000c;
   read_tex(3, GL_RED_INTEGER, GL_UNSIGNED_INT, got_r);
   pass = check_words("STOREIM.U8 into R32UI", got_r, r32ui, 16) && pass;
   return pass;
}

/* Out of range (im-out-of-range): x = width, x = -1, y = height. */
static const char outside[] =
   "!!NVcp5.0\n"
   "GROUP_SIZE 1;\n"
   "IMAGE images[] = { image[0..3] };\n"
   "IMAGE res = image[7];\n"
   "INT TEMP c;\n"
   "UINT TEMP u, v;\n"
   "MOV.U u, 7;\n"
   "MOV.S c, {4, 1, 0, 0};\n"
   "LOADIM.U32X4 u, c, images[0], 2D;\n"
   "STOREIM.U32X4 res, u, {0, 0, 0, 0}, 2D;\n"
   "MOV.U u, 7;\n"
   "LOADIM.U32 u, {0, 4, 0, 0}, images[3], 2D;\n"
   "STOREIM.U32X4 res, u, {1, 0, 0, 0}, 2D;\n"
   "MOV.U v, 7;\n"
   "ATOMIM.ADD.U32 v.x, 1, {-1, 0, 0, 0}, images[3], 2D;\n"
   "ATOMIM.EXCH.U32 v.y, 1, {4, 3, 0, 0}, images[3], 2D;\n"
   "ATOMIM.ADD.U32 v.z, 1, {3, -1, 0, 0}, images[3], 2D;\n"
   "STOREIM.U32X4 res, v, {2, 0, 0, 0}, 2D;\n"
   "STOREIM.U32 images[3], {77, 0, 0, 0}, {4, 0, 0, 0}, 2D;\n"
   "STOREIM.U32 images[3], {77, 0, 0, 0}, {-1, 1, 0, 0}, 2D;\n"
   "STOREIM.U32X4 images[0], {77, 0, 0, 0}, {0, 4, 0, 0}, 2D;\n"
   "STOREIM.U8 images[2], {77, 0, 0, 0}, {16, 0, 0, 0}, 2D;\n"
   "END\n";

static bool
out_of_range(void)
{
   uint32_t want[16] = {
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7,
      0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd,
   };
   uint32_t got_ui[16][4], got_r[16];
   uint8_t got8[16][4];
   bool pass = true;

   reset_images();
   if (!run("out of range", outside, 1))
      return false;
   pass = check_results("out of range: loads and atomics give 0", want) &&
          pass;
   read_tex(3, GL_RED_INTEGER, GL_UNSIGNED_INT, got_r);
   pass = check_words("out of range: R32UI unchanged", got_r, r32ui, 16) &&
          pass;
   read_tex(0, GL_RGBA_INTEGER, GL_UNSIGNED_INT, got_ui);
   pass = check_words("out of range: RGBA32UI unchanged", got_ui[0],
                      rgba32ui[0], 64) && pass;
   read_tex(2, GL_RGBA, GL_UNSIGNED_BYTE, got8);
   pass = check_words("out of range: RGBA8 unchanged", (uint32_t *)got8,
                      (uint32_t *)rgba8, 16) && pass;
   return pass;
}

/* Every atomic operation on R32UI x + 4y (im-atom-returns): the value
 * before in the results, the value after in the image. */
static const char atomics[] =
   "!!NVcp5.0\n"
   "GROUP_SIZE 1;\n"
   "IMAGE im = image[3];\n"
   "IMAGE res = image[7];\n"
   "UINT TEMP r, q;\n"
   "INT TEMP s;\n"
   "ATOMIM.ADD.U32 r.x, 10, {1, 0, 0, 0}, im, 2D;\n"
   "ATOMIM.MIN.U32 r.y, 0, {2, 0, 0, 0}, im, 2D;\n"
   "ATOMIM.MAX.U32 r.zw, 99, {3, 0, 0, 0}, im, 2D;\n"
   "STOREIM.U32X4 res, r, {0, 0, 0, 0}, 2D;\n"
   "ATOMIM.CSWAP.U32 r.x, {5, 55, 0, 0}, {1, 1, 0, 0}, im, 2D;\n"
   "ATOMIM.IWRAP.U32 r.y, 5, {2, 1, 0, 0}, im, 2D;\n"
   "ATOMIM.DWRAP.U32 r.z, 5, {3, 1, 0, 0}, im, 2D;\n"
   "ATOMIM.XOR.U32 r.w, 255, {0, 2, 0, 0}, im, 2D;\n"
   "STOREIM.U32X4 res, r, {1, 0, 0, 0}, 2D;\n"
   "ATOMIM.EXCH.U32 r.x, 42, {1, 2, 0, 0}, im, 2D;\n"
   "ATOMIM.AND.U32 r.y, 6, {3, 2, 0, 0}, im, 2D;\n"
   "ATOMIM.OR.U32 r.z, 6, {0, 3, 0, 0}, im, 2D;\n"
   "ATOMIM.CSWAP.U32 r.w, {3, 44, 0, 0}, {0, 1, 0, 0}, im, 2D;\n"
   "STOREIM.U32X4 res, r, {2, 0, 0, 0}, 2D;\n"
   "ATOMIM.ADD.S32 s.x, -3, {2, 2, 0, 0}, im, 2D;\n"
   "ATOMIM.MIN.S32 s.y, -1, {1, 3, 0, 0}, im, 2D;\n"
   "ATOMIM.MAX.S32 s.z, -5, {2, 3, 0, 0}, im, 2D;\n"
   "ATOMIM.IWRAP.U32 q.x, 100, {3, 3, 0, 0}, im, 2D;\n"
   "STOREIM.S32X4 res, s, {3, 0, 0, 0}, 2D;\n"
   "STOREIM.U32 res, q, {15, 0, 0, 0}, 2D;\n"
   "ATOMIM.DWRAP.U32 q.x, 5, {0, 0, 0, 0}, im, 2D;\n"
   "END\n";

static bool
atomic_ops(void)
{
   const uint32_t want[16] = {
      1, 2, 3, 3,          /* ADD, MIN, MAX (zw) */
      5, 6, 7, 8,          /* CSWAP, IWRAP, DWRAP, XOR */
      9, 11, 12, 4,        /* EXCH, AND, OR, CSWAP that does not swap */
      10, 13, 14, 15,      /* ADD.S32, MIN.S32, MAX.S32, IWRAP */
   };
   uint32_t after[16] = {
      5,                   /* DWRAP of 0: the operand */
      11, 0, 99,
      4,                   /* not swapped */
      55, 0, 5,
      8 ^ 255, 42, 7, 11 & 6,
      12 | 6, 0xffffffff, 14, 16,
   };
   uint32_t got_r[16];
   bool pass = true;

   reset_images();
   if (!run("atomics", atomics, 1))
      return false;
   pass = check_results("ATOMIM return values", want) && pass;
   read_tex(3, GL_RED_INTEGER, GL_UNSIGNED_INT, got_r);
   pass = check_words("ATOMIM results in the image", got_r, after, 16) &&
          pass;
   return pass;
}

/* Float atomics: four invocations add 0.5 to the y of texel (0, 1) of
 * the RGBA32F image, 0.25 (im-atom-float), each storing what it saw;
 * EXCH.F32 on texel (0, 2).x. */
static const char float_atomics[] =
   "!!NVcp5.0\n"
   "OPTION NV_shader_atomic_float;\n"
   "GROUP_SIZE 4;\n"
   "IMAGE images[] = { image[0..3] };\n"
   "INT TEMP c;\n"
   "TEMP r;\n"
   "ATOMIM.ADD.F32 r.x, 0.5, {1, 1, 0, 0}, images[1], 2D;\n"
   "MOV.S c, invocation.localid;\n"
   "STOREIM.F32 image[7], r, c, 2D;\n"
   "ATOMIM.EXCH.F32 r.y, 8.5, {0, 2, 0, 0}, images[1], 2D;\n"
   "ADD.S c.x, c.x, 4;\n"
   "STOREIM.F32 image[7], r.y, c, 2D;\n"
   "END\n";

static bool
float_atomic_ops(void)
{
   float got[16][4];
   uint32_t res[16];
   bool pass = true;
   unsigned seen = 0, exch_old = 0, exch_new = 0;

   reset_images();
   if (!run("float atomics", float_atomics, 1))
      return false;
   read_tex(1, GL_RGBA, GL_FLOAT, got);
   if (got[4][1] != 2.25f || got[8][0] != 8.5f) {
      printf("ATOMIM.ADD.F32: %g, expected 2.25; EXCH.F32: %g, expected "
             "8.5\n", got[4][1], got[8][0]);
      pass = false;
   }
   read_tex(7, GL_RED_INTEGER, GL_UNSIGNED_INT, res);
   for (unsigned k = 0; k < 4; k++) {
      for (unsigned v = 0; v < 4; v++) {
         if (res[k] == float_bits(0.25f + 0.5f * v))
            seen |= 1u << v;
      }
      exch_old += res[4 + k] == float_bits(0.0f);
      exch_new += res[4 + k] == float_bits(8.5f);
   }
   if (seen != 15 || exch_old != 1 || exch_new != 3) {
      printf("ATOMIM.ADD.F32 values seen 0x%x (expected 0.25, 0.75, 1.25 "
             "and 1.75), EXCH.F32 0.0 %u times, 8.5 %u times\n", seen,
             exch_old, exch_new);
      pass = false;
   }
   return pass;
}

/* Layers and slices: a 2 x 2 x 3 R32UI 2D array texture (value
 * 100 * layer + x + 2y) bound layered on unit 4 and its layer 1 alone on
 * unit 5, a 2 x 2 x 2 R32UI 3D texture on unit 6 (1000 + the same). */
static const char layers[] =
   "!!NVcp5.0\n"
   "GROUP_SIZE 1;\n"
   "UINT TEMP u, a;\n"
   "LOADIM.U32 a, {1, 1, 2, 0}, image[4], ARRAY2D;\n"
   "MOV.U u.x, a.x;\n"
   "LOADIM.U32 a, {0, 1, 0, 0}, image[5], 2D;\n"
   "MOV.U u.y, a.x;\n"
   "LOADIM.U32 a, {1, 0, 1, 0}, image[6], 3D;\n"
   "MOV.U u.z, a.x;\n"
   "LOADIM.U32 a, {0, 0, 3, 0}, image[4], ARRAY2D;\n"
   "MOV.U u.w, a.x;\n"
   "STOREIM.U32X4 image[7], u, {0, 0, 0, 0}, 2D;\n"
   "STOREIM.U32 image[4], {77, 0, 0, 0}, {0, 1, 1, 0}, ARRAY2D;\n"
   "STOREIM.U32 image[5], {78, 0, 0, 0}, {1, 1, 0, 0}, 2D;\n"
   "STOREIM.U32 image[5], {79, 0, 0, 0}, {1, 1, 1, 0}, ARRAY2D;\n"
   "STOREIM.U32 image[6], {80, 0, 0, 0}, {0, 1, 1, 0}, 3D;\n"
   "STOREIM.U32 image[6], {81, 0, 0, 0}, {0, 1, 2, 0}, 3D;\n"
   "END\n";

static bool
layered(void)
{
   uint32_t arr[12], vol[8], got[12];
   uint32_t want[16] = {
      203, 102, 1101, 0,
      0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd,
      0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd,
      0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd,
   };
   GLuint t[2];
   bool pass = true;

   reset_images();
   for (unsigned i = 0; i < 12; i++)
      arr[i] = 100 * (i / 4) + i % 4;
   for (unsigned i = 0; i < 8; i++)
      vol[i] = 1000 + 100 * (i / 4) + i % 4;
   glGenTextures(2, t);
   glBindTexture(GL_TEXTURE_2D_ARRAY, t[0]);
   tex_image_3d(GL_TEXTURE_2D_ARRAY, 0, GL_R32UI, 2, 2, 3, 0,
                GL_RED_INTEGER, GL_UNSIGNED_INT, arr);
   glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
   glBindTexture(GL_TEXTURE_3D, t[1]);
   tex_image_3d(GL_TEXTURE_3D, 0, GL_R32UI, 2, 2, 2, 0, GL_RED_INTEGER,
                GL_UNSIGNED_INT, vol);
   glTexParameteri(GL_TEXTURE_3D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
   bind_image(4, t[0], 0, GL_TRUE, 0, GL_READ_WRITE, GL_R32UI);
   bind_image(5, t[0], 0, GL_FALSE, 1, GL_READ_WRITE, GL_R32UI);
   bind_image(6, t[1], 0, GL_TRUE, 0, GL_READ_WRITE, GL_R32UI);
   pass = nvpt_expect_error(GL_NO_ERROR, "BindImageTextureEXT of the "
                            "array and 3D textures") && pass;
   if (!run("layers", layers, 1))
      return false;
   pass = check_results("ARRAY2D layer 2, 2D layer 1, 3D slice 1, "
                        "layer 3 (out of range)", want) && pass;
   /* layer 1 (x, y) = (0, 1): 77; layer 1 (1, 1) alone: 78; z = 1 of the
    * single layer is out of range */
   arr[4 + 2] = 77;
   arr[4 + 3] = 78;
   glBindTexture(GL_TEXTURE_2D_ARRAY, t[0]);
   glGetTexImage(GL_TEXTURE_2D_ARRAY, 0, GL_RED_INTEGER, GL_UNSIGNED_INT,
                 got);
   pass = check_words("STOREIM into the 2D array", got, arr, 12) && pass;
   vol[4 + 2] = 80;
   glBindTexture(GL_TEXTURE_3D, t[1]);
   glGetTexImage(GL_TEXTURE_3D, 0, GL_RED_INTEGER, GL_UNSIGNED_INT, got);
   pass = check_words("STOREIM into the 3D texture", got, vol, 8) && pass;
   glBindTexture(GL_TEXTURE_3D, 0);
   glBindTexture(GL_TEXTURE_2D_ARRAY, 0);
   for (unsigned u = 4; u < 7; u++)
      bind_image(u, 0, 0, GL_FALSE, 0, GL_READ_WRITE, GL_R32UI);
   glDeleteTextures(2, t);
   return pass;
}

/* Bytes and half words of a 4 x 2 R8UI image (byte i is 10i) on unit 4:
 * LOADIM.U8 at (3, 1), .S8 of a byte stored as -3, .U16 at (1, 1)
 * (bytes 6 and 7), STOREIM.U8 at (1, 1) and .U16 at (0, 0) (bytes 0 and
 * 1); x = 4 of U8 and x = 2 of U16 are out of range. */
static const char narrow[] =
   "!!NVcp5.0\n"
   "GROUP_SIZE 1;\n"
   "IMAGE b = image[4];\n"
   "UINT TEMP u, a;\n"
   "INT TEMP s;\n"
   "LOADIM.U8 a, {3, 1, 0, 0}, b, 2D;\n"
   "MOV.U u.x, a.x;\n"
   "LOADIM.U16 a, {1, 1, 0, 0}, b, 2D;\n"
   "MOV.U u.y, a.x;\n"
   "LOADIM.U8 a, {4, 0, 0, 0}, b, 2D;\n"
   "MOV.U u.z, a.x;\n"
   "LOADIM.U16 a, {2, 0, 0, 0}, b, 2D;\n"
   "MOV.U u.w, a.x;\n"
   "STOREIM.U32X4 image[7], u, {0, 0, 0, 0}, 2D;\n"
   "STOREIM.U8 b, {200, 0, 0, 0}, {1, 1, 0, 0}, 2D;\n"
   "STOREIM.U16 b, {4660, 0, 0, 0}, {0, 0, 0, 0}, 2D;\n"
   "STOREIM.S8 b, {-3, 0, 0, 0}, {2, 0, 0, 0}, 2D;\n"
   "STOREIM.U8 b, {9, 0, 0, 0}, {4, 1, 0, 0}, 2D;\n"
   "LOADIM.S8 s, {2, 0, 0, 0}, b, 2D;\n"
   "STOREIM.S32 image[7], s, {4, 0, 0, 0}, 2D;\n"
   "END\n";

static bool
bytes(void)
{
   uint8_t data[8], got[8];
   uint32_t want[16] = {
      70, 60 + 70 * 256, 0, 0,
      0xfffffffd, 0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd,
      0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd,
      0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd,
   };
   GLuint t;
   bool pass = true;

   reset_images();
   for (unsigned i = 0; i < 8; i++)
      data[i] = (uint8_t)(10 * i);
   glGenTextures(1, &t);
   glBindTexture(GL_TEXTURE_2D, t);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
   glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
   glPixelStorei(GL_PACK_ALIGNMENT, 1);
   glTexImage2D(GL_TEXTURE_2D, 0, GL_R8UI, 4, 2, 0, GL_RED_INTEGER,
                GL_UNSIGNED_BYTE, data);
   bind_image(4, t, 0, GL_FALSE, 0, GL_READ_WRITE, GL_R8UI);
   pass = nvpt_expect_error(GL_NO_ERROR, "an R8UI image") && pass;
   if (!run("bytes and half words", narrow, 1))
      return false;
   pass = check_results("LOADIM.U8, .U16, .S8", want) && pass;
   data[5] = 200;
   data[0] = 0x34;
   data[1] = 0x12;
   data[2] = 0xfd;
   glBindTexture(GL_TEXTURE_2D, t);
   glGetTexImage(GL_TEXTURE_2D, 0, GL_RED_INTEGER, GL_UNSIGNED_BYTE, got);
   for (unsigned i = 0; i < 8; i++) {
      if (got[i] != data[i]) {
         printf("STOREIM.U8, .U16, .S8: byte %u is %u, expected %u\n", i,
                got[i], data[i]);
         pass = false;
      }
   }
   glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
   glPixelStorei(GL_PACK_ALIGNMENT, 4);
   glBindTexture(GL_TEXTURE_2D, 0);
   bind_image(4, 0, 0, GL_FALSE, 0, GL_READ_WRITE, GL_R8UI);
   glDeleteTextures(1, &t);
   return pass;
}

/* Sixteen invocations store neighbouring bytes of a 4 x 4 R8UI image at
 * once (each its localindex times 3 at its localid) and add their
 * localindex to texel (0, 0) of the R32UI image: every byte, and 120. */
static const char together[] =
   "!!NVcp5.0\n"
   "GROUP_SIZE 4 4;\n"
   "INT TEMP c;\n"
   "UINT TEMP v, r;\n"
   "MOV.S c, invocation.localid;\n"
   "MUL.U v.x, invocation.localindex.x, 3;\n"
   "STOREIM.U8 image[4], v, c, 2D;\n"
   "ATOMIM.ADD.U32 r, invocation.localindex.x, {0, 0, 0, 0}, image[3], "
   "2D;\n"
   "END\n";

static bool
bytes_together(void)
{
   uint8_t zero[16] = { 0 }, got[16];
   uint32_t got_r[16];
   GLuint t;
   bool pass = true;

   reset_images();
   glGenTextures(1, &t);
   glBindTexture(GL_TEXTURE_2D, t);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
   glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
   glPixelStorei(GL_PACK_ALIGNMENT, 1);
   glTexImage2D(GL_TEXTURE_2D, 0, GL_R8UI, 4, 4, 0, GL_RED_INTEGER,
                GL_UNSIGNED_BYTE, zero);
   bind_image(4, t, 0, GL_FALSE, 0, GL_READ_WRITE, GL_R8UI);
   if (!run("sixteen invocations", together, 1))
      return false;
   glBindTexture(GL_TEXTURE_2D, t);
   glGetTexImage(GL_TEXTURE_2D, 0, GL_RED_INTEGER, GL_UNSIGNED_BYTE, got);
   for (unsigned i = 0; i < 16; i++) {
      if (got[i] != 3 * i) {
         printf("STOREIM.U8 by sixteen invocations: byte %u is %u, "
                "expected %u\n", i, got[i], 3 * i);
         pass = false;
      }
   }
   read_tex(3, GL_RED_INTEGER, GL_UNSIGNED_INT, got_r);
   if (got_r[0] != 120) {
      printf("ATOMIM.ADD by sixteen invocations: %u, expected 120\n",
             got_r[0]);
      pass = false;
   }
   glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
   glPixelStorei(GL_PACK_ALIGNMENT, 4);
   glBindTexture(GL_TEXTURE_2D, 0);
   bind_image(4, 0, 0, GL_FALSE, 0, GL_READ_WRITE, GL_R8UI);
   glDeleteTextures(1, &t);
   return pass;
}

/* A 2 x 2 R32UI cube map (face f: 10f + x + 2y) bound layered on unit 4
 * (CUBE, z the face) and its face 3 alone on unit 5 (2D), a 4-wide R32UI
 * 1D array of 3 layers (100 * layer + x) on unit 6 (ARRAY1D, y the
 * layer). */
static const char cube[] =
   "!!NVcp5.0\n"
   "GROUP_SIZE 1;\n"
   "UINT TEMP u, a;\n"
   "LOADIM.U32 a, {1, 1, 4, 0}, image[4], CUBE;\n"
   "MOV.U u.x, a.x;\n"
   "LOADIM.U32 a, {0, 1, 0, 0}, image[5], 2D;\n"
   "MOV.U u.y, a.x;\n"
   "LOADIM.U32 a, {2, 1, 0, 0}, image[6], ARRAY1D;\n"
   "MOV.U u.z, a.x;\n"
   "LOADIM.U32 a, {0, 0, 6, 0}, image[4], ARRAYCUBE;\n"
   "MOV.U u.w, a.w;\n"
   "STOREIM.U32X4 image[7], u, {0, 0, 0, 0}, 2D;\n"
   "STOREIM.U32 image[4], {77, 0, 0, 0}, {0, 0, 5, 0}, CUBE;\n"
   "STOREIM.U32 image[6], {78, 0, 0, 0}, {3, 2, 0, 0}, ARRAY1D;\n"
   "END\n";

static bool
cube_and_1d_array(void)
{
   uint32_t faces[6][4], arr[12], got[12];
   uint32_t want[16] = {
      43, 32, 102, 0,
      0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd,
      0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd,
      0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd,
   };
   GLuint t[2];
   bool pass = true;

   reset_images();
   glGenTextures(2, t);
   glBindTexture(GL_TEXTURE_CUBE_MAP, t[0]);
   glTexParameteri(GL_TEXTURE_CUBE_MAP, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
   for (unsigned f = 0; f < 6; f++) {
      for (unsigned i = 0; i < 4; i++)
         faces[f][i] = 10 * f + i;
      glTexImage2D(GL_TEXTURE_CUBE_MAP_POSITIVE_X + f, 0, GL_R32UI, 2, 2,
                   0, GL_RED_INTEGER, GL_UNSIGNED_INT, faces[f]);
   }
   for (unsigned i = 0; i < 12; i++)
      arr[i] = 100 * (i / 4) + i % 4;
   glBindTexture(GL_TEXTURE_1D_ARRAY, t[1]);
   glTexParameteri(GL_TEXTURE_1D_ARRAY, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
   glTexImage2D(GL_TEXTURE_1D_ARRAY, 0, GL_R32UI, 4, 3, 0, GL_RED_INTEGER,
                GL_UNSIGNED_INT, arr);
   bind_image(4, t[0], 0, GL_TRUE, 0, GL_READ_WRITE, GL_R32UI);
   bind_image(5, t[0], 0, GL_FALSE, 3, GL_READ_WRITE, GL_R32UI);
   bind_image(6, t[1], 0, GL_TRUE, 0, GL_READ_WRITE, GL_R32UI);
   pass = nvpt_expect_error(GL_NO_ERROR, "BindImageTextureEXT of the "
                            "cube map and 1D array textures") && pass;
   if (!run("cube map and 1D array", cube, 1))
      return false;
   pass = check_results("CUBE face 4, face 3 alone, ARRAY1D layer 1, "
                        "face 6 (out of range)", want) && pass;
   faces[5][0] = 77;
   glBindTexture(GL_TEXTURE_CUBE_MAP, t[0]);
   glGetTexImage(GL_TEXTURE_CUBE_MAP_NEGATIVE_Z, 0, GL_RED_INTEGER,
                 GL_UNSIGNED_INT, got);
   pass = check_words("STOREIM into cube face 5", got, faces[5], 4) && pass;
   arr[8 + 3] = 78;
   glBindTexture(GL_TEXTURE_1D_ARRAY, t[1]);
   glGetTexImage(GL_TEXTURE_1D_ARRAY, 0, GL_RED_INTEGER, GL_UNSIGNED_INT,
                 got);
   pass = check_words("STOREIM into the 1D array", got, arr, 12) && pass;
   glBindTexture(GL_TEXTURE_1D_ARRAY, 0);
   glBindTexture(GL_TEXTURE_CUBE_MAP, 0);
   for (unsigned u = 4; u < 7; u++)
      bind_image(u, 0, 0, GL_FALSE, 0, GL_READ_WRITE, GL_R32UI);
   glDeleteTextures(2, t);
   return pass;
}

/* A texture buffer object of eight R32UI words (10 + k) on unit 4. */
static const char buffer[] =
   "!!NVcp5.0\n"
   "GROUP_SIZE 1;\n"
   "IMAGE b = image[4];\n"
   "UINT TEMP u, a;\n"
   "LOADIM.U32 a, {5, 0, 0, 0}, b, BUFFER;\n"
   "MOV.U u.x, a.x;\n"
   "LOADIM.U32 a, {8, 0, 0, 0}, b, BUFFER;\n"
   "MOV.U u.y, a.x;\n"
   "STOREIM.U32X2 image[7], u, {0, 0, 0, 0}, 2D;\n"
   "LOADIM.U32X2 u, {3, 0, 0, 0}, b, BUFFER;\n"
   "STOREIM.U32X4 image[7], u, {1, 0, 0, 0}, 2D;\n"
   "STOREIM.U32 b, {99, 0, 0, 0}, {6, 0, 0, 0}, BUFFER;\n"
   "STOREIM.U32 b, {98, 0, 0, 0}, {8, 0, 0, 0}, BUFFER;\n"
   "ATOMIM.ADD.U32 u.x, 5, {0, 0, 0, 0}, b, BUFFER;\n"
   "END\n";

static bool
buffer_image(void)
{
   PFNGLGENBUFFERSPROC gen_buffers = nvpt_get_proc("glGenBuffers");
   PFNGLBINDBUFFERPROC bind_buffer = nvpt_get_proc("glBindBuffer");
   PFNGLBUFFERDATAPROC buffer_data = nvpt_get_proc("glBufferData");
   PFNGLGETBUFFERSUBDATAPROC get_sub_data =
      nvpt_get_proc("glGetBufferSubData");
   tex_buffer_fn tex_buffer = (tex_buffer_fn)nvpt_get_proc("glTexBuffer");
   uint32_t words[10], got[10];
   uint32_t want[16] = {
      15, 0, 0xcdcdcdcd, 0xcdcdcdcd,
      16, 17, 0, 1,
      0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd,
      0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd,
   };
   GLuint buf, t;
   bool pass = true;

   if (!tex_buffer)
      tex_buffer = (tex_buffer_fn)nvpt_get_proc("glTexBufferARB");
   reset_images();
   /* eight words of the buffer's ten are the texture's */
   for (unsigned k = 0; k < 10; k++)
      words[k] = 10 + k;
   gen_buffers(1, &buf);
   bind_buffer(GL_TEXTURE_BUFFER, buf);
   buffer_data(GL_TEXTURE_BUFFER, 32, words, GL_STATIC_DRAW);
   glGenTextures(1, &t);
   glBindTexture(GL_TEXTURE_BUFFER, t);
   tex_buffer(GL_TEXTURE_BUFFER, GL_R32UI, buf);
   bind_image(4, t, 0, GL_FALSE, 0, GL_READ_WRITE, GL_R32UI);
   pass = nvpt_expect_error(GL_NO_ERROR, "a buffer texture as an image") &&
          pass;
   if (!run("BUFFER", buffer, 1))
      return false;
   pass = check_results("LOADIM of a buffer texture", want) && pass;
   words[0] = 15;
   words[6] = 99;
   get_sub_data(GL_TEXTURE_BUFFER, 0, 32, got);
   pass = check_words("STOREIM and ATOMIM into a buffer texture", got,
                      words, 8) && pass;
   bind_image(4, 0, 0, GL_FALSE, 0, GL_READ_WRITE, GL_R32UI);
   glBindTexture(GL_TEXTURE_BUFFER, 0);
   glDeleteTextures(1, &t);
   return pass;
}

/* An IMAGE array indexed at run time (im-runtime-index): k = 3 adds 60
 * to texel (2, 3) of R32UI; k = 0 reads RGBA32UI's word at byte 8 of
 * row 3 (texel (0, 3).z, 12); k = 5 (outside the array) gives (0, 0, 0,
 * 0) and stores nothing. */
static const char indexed[] =
   "!!NVcp5.0\n"
   "GROUP_SIZE 1;\n"
   "IMAGE images[] = { image[0..3] };\n"
   "INT TEMP c, k;\n"
   "UINT TEMP u, a;\n"
   "MOV.S c, {2, 3, 0, 0};\n"
   "MOV.S k.x, 3;\n"
   "LOADIM.U32 u, c, images[k.x], 2D;\n"
   "ADD.U u.x, u.x, 60;\n"
   "STOREIM.U32 images[k.x], u, c, 2D;\n"
   "MOV.S k.y, -3;\n"
   "LOADIM.U32 a, c, images[k.y + 3], 2D;\n"
   "MOV.U u.y, a.x;\n"
   "LOADIM.U32 a, c, images[k.x + 2], 2D;\n"
   "MOV.U u.zw, a.xxxw;\n"
   "STOREIM.U32 images[k.x + 2], {1, 0, 0, 0}, c, 2D;\n"
   "STOREIM.U32X4 image[7], u, {0, 0, 0, 0}, 2D;\n"
   "END\n";

static bool
runtime_index(void)
{
   uint32_t want[16] = {
      74, 12, 0, 0,
      0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd,
      0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd,
      0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd, 0xcdcdcdcd,
   };
   uint32_t got_r[16];
   bool pass = true;

   reset_images();
   if (!run("run-time index", indexed, 1))
      return false;
   pass = check_results("images[k.x]", want) && pass;
   r32ui[14] = 74;
   read_tex(3, GL_RED_INTEGER, GL_UNSIGNED_INT, got_r);
   pass = check_words("images[k.x] stored", got_r, r32ui, 16) && pass;
   return pass;
}

/* A fragment program on a 4 x 4 viewport: each fragment stores its
 * position into R32UI (unit 3), counts itself into the results' word 15
 * and draws the RGBA8 texel at its position (unit 2) as a colour. */
static const char fragment[] =
   "!!NVfp5.0\n"
   "IMAGE images[] = { image[0..3] };\n"
   "INT TEMP p, v;\n"
   "UINT TEMP u, n;\n"
   "TEMP f;\n"
   "FLR.S p, fragment.position;\n"
   "MAD.S v.x, p.y, 100, p.x;\n"
   "STOREIM.S32 images[3], v, p, 2D;\n"
   "ATOMIM.ADD.U32 n.x, 1, {15, 0, 0, 0}, image[7], 2D;\n"
   "LOADIM.U32 u, p, images[2], 2D;\n"
   "UP4UB.U f, u.x;\n"
   "MAD f, f, 255, 0.5;\n"
   "FLR result.color, f;\n"
   "END\n";

static bool
fragment_program(void)
{
   uint32_t got_r[16], res[16];
   bool pass = true;

   reset_images();
   /* the counter starts at 0 */
   results[15] = 0;
   glBindTexture(GL_TEXTURE_2D, tex[7]);
   glTexSubImage2D(GL_TEXTURE_2D, 0, 15, 0, 1, 1, GL_RED_INTEGER,
                   GL_UNSIGNED_INT, &results[15]);
   glBindTexture(GL_TEXTURE_2D, 0);
   if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 3, fragment))
      return false;
   nvpt_float_target_begin();
   glViewport(0, 0, 4, 4);
   nvpt_clear_sentinel();
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   nvpt_draw_window_quad();
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   barrier(GL_ALL_BARRIER_BITS);
   pass = nvpt_expect_error(GL_NO_ERROR, "the fragment program") && pass;
   read_tex(3, GL_RED_INTEGER, GL_UNSIGNED_INT, got_r);
   for (unsigned i = 0; i < 16; i++)
      r32ui[i] = 100 * (i / 4) + i % 4;
   pass = check_words("STOREIM from fragments", got_r, r32ui, 16) && pass;
   read_tex(7, GL_RED_INTEGER, GL_UNSIGNED_INT, res);
   if (res[15] != 16) {
      printf("ATOMIM.ADD from fragments: %u, expected 16\n", res[15]);
      pass = false;
   }
   /* the texel's bytes as the colour (UP4UB times 255, rounded) */
   for (unsigned y = 0; y < 4; y++) {
      for (unsigned x = 0; x < 4; x++) {
         float want[4];
         for (unsigned c = 0; c < 4; c++)
            want[c] = rgba8[x + 4 * y][c];
         pass = nvpt_probe_float("LOADIM in a fragment program",
                                 (int)x, (int)y, want, 0.0f) && pass;
      }
   }
   return pass;
}

/* A later draw sees what a dispatch stored (after MemoryBarrierEXT): a
 * fragment program fetches the RGBA8 texture (TXF, times 255) before
 * and after a compute program stores the bytes 1, 2, 3, 4 into its
 * texel (1, 2) through the image unit (softpipe caches texture tiles;
 * the barrier must drop them). */
static const char fetch[] =
   "!!NVfp5.0\n"
   "INT TEMP p;\n"
   "TEMP f;\n"
   "FLR.S p, fragment.position;\n"
   "MOV.S p.zw, 0;\n"
   "TXF f, p, texture[0], 2D;\n"
   "MAD f, f, 255, 0.5;\n"
   "FLR result.color, f;\n"
   "END\n";

static const char store_texel[] =
   "!!NVcp5.0\n"
   "GROUP_SIZE 1;\n"
   "STOREIM.U32 image[2], {67305985, 0, 0, 0}, {1, 2, 0, 0}, 2D;\n"
   "END\n";

static bool
draw_texels(const char *what)
{
   bool pass = true;

   nvpt_clear_sentinel();
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   nvpt_draw_window_quad();
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   for (unsigned y = 0; y < 4; y++) {
      for (unsigned x = 0; x < 4; x++) {
         float want[4];
         for (unsigned c = 0; c < 4; c++)
            want[c] = rgba8[x + 4 * y][c];
         pass = nvpt_probe_float(what, (int)x, (int)y, want, 0.0f) &&
                pass;
      }
   }
   return pass;
}

static bool
later_draw(void)
{
   bool pass = true;

   reset_images();
   if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 4, fetch))
      return false;
   nvpt_float_target_begin();
   glViewport(0, 0, 4, 4);
   glBindTexture(GL_TEXTURE_2D, tex[2]);
   pass = draw_texels("TXF before the dispatch") && pass;
   if (!run("a store into a sampled texture", store_texel, 1))
      return false;
   rgba8[9][0] = 1;
   rgba8[9][1] = 2;
   rgba8[9][2] = 3;
   rgba8[9][3] = 4;
   glBindTexture(GL_TEXTURE_2D, tex[2]);
   pass = draw_texels("TXF after the dispatch and MemoryBarrierEXT") &&
          pass;
   glBindTexture(GL_TEXTURE_2D, 0);
   return pass;
}

/* A vertex program (im-vp5) colours a point with the RGBA32F texel
 * (1, 3) it loads, (0.5, 0.75, 1, 2). */
static const char vertex[] =
   "!!NVvp5.0\n"
   "IMAGE im = image[1];\n"
   "TEMP f;\n"
   "LOADIM.F32X4 f, {1, 3, 0, 0}, im, 2D;\n"
   "MOV result.position, vertex.position;\n"
   "MOV result.color, f;\n"
   "END\n";

static bool
vertex_program(void)
{
   static const float want[4] = { 0.5f, 0.75f, 1.0f, 2.0f };
   float nx, ny;
   bool pass;

   reset_images();
   if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 6, vertex))
      return false;
   nvpt_float_target_begin();
   glViewport(0, 0, NVPT_WIDTH, NVPT_HEIGHT);
   nvpt_clear_sentinel();
   nvpt_pixel_ndc(2, 3, &nx, &ny);
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glBegin(GL_POINTS);
   glVertex2f(nx, ny);
   glEnd();
   glDisable(GL_VERTEX_PROGRAM_ARB);
   pass = nvpt_expect_error(GL_NO_ERROR, "the vertex program");
   return nvpt_probe_float("LOADIM in a vertex program", 2, 3, want,
                           0.0f) && pass;
}

/* Load errors at their token (NVIDIA's messages,
 * gp5-images-storage.md), the bound program kept. */
static bool
load_errors(void)
{
   static const struct nvpt_bad_text bad[] = {
      { "!!NVcp5.0\nGROUP_SIZE 1;\nIMAGE im = image[8];\nEND\n", 41 },
      { "!!NVcp5.0\nGROUP_SIZE 1;\nTEMP f;\n"
        "LOADIM.F32X4 f, {0, 0, 0, 0}, texture[1], 2D;\nEND\n", 62 },
      { "!!NVcp5.0\nGROUP_SIZE 1;\nIMAGE im = image[1];\nTEMP f;\n"
        "LOADIM.F32X4 f, {0, 0, 0, 0}, im, SHADOW2D;\nEND\n", 87 },
      { "!!NVcp5.0\nGROUP_SIZE 1;\nIMAGE im = image[1];\nTEMP f;\n"
        "LOADIM f, {0, 0, 0, 0}, im, 2D;\nEND\n", 53 },
      { "!!NVcp5.0\nGROUP_SIZE 1;\nIMAGE im = image[3];\n"
        "UINT TEMP c, u;\nLOADIM.U32 u, c, im, 2D;\nEND\n", 75 },
      { "!!NVcp5.0\nGROUP_SIZE 1;\nIMAGE im = image[1];\nTEMP r;\n"
        "ATOMIM.ADD.F32 r.x, 0.5, {0, 0, 0, 0}, im, 2D;\nEND\n", 64 },
      { "!!NVcp5.0\nGROUP_SIZE 1;\n"
        "IMAGE two[] = { image[1], image[5] };\nEND\n", 50 },
   };
   bool pass;

   if (!nvpt_load_arb_program(GL_COMPUTE_PROGRAM_NV, 2,
                              "!!NVcp5.0\nGROUP_SIZE 1;\n"
                              "STOREIM.U32 image[7], {5, 0, 0, 0}, "
                              "{0, 0, 0, 0}, 2D;\nEND\n"))
      return false;
   pass = nvpt_load_arb_programs_bad(GL_COMPUTE_PROGRAM_NV, 2, bad,
                                     NVPT_ARRAY_SIZE(bad));
   /* the bound program still runs */
   reset_images();
   glEnable(GL_COMPUTE_PROGRAM_NV);
   dispatch(1, 1, 1);
   glDisable(GL_COMPUTE_PROGRAM_NV);
   barrier(GL_ALL_BARRIER_BITS);
   uint32_t want[16];
   for (unsigned k = 0; k < 16; k++)
      want[k] = k ? 0xcdcdcdcd : 5;
   pass = check_results("the program kept after the load errors", want) &&
          pass;
   return pass;
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   if (!nvpt_has_extension("GL_NV_gpu_program5"))
      nvpt_skip("GL_NV_gpu_program5 is not enabled");
   if (!nvpt_has_extension("GL_ARB_compute_shader"))
      nvpt_skip("no compute shaders");
   dispatch = (dispatch_fn)nvpt_get_proc("glDispatchCompute");
   bind_image = (bind_image_fn)nvpt_get_proc("glBindImageTextureEXT");
   barrier = (barrier_fn)nvpt_get_proc("glMemoryBarrierEXT");
   tex_image_3d = (tex_image_3d_fn)nvpt_get_proc("glTexImage3D");
   pass = raw_accesses() && pass;
   pass = out_of_range() && pass;
   pass = atomic_ops() && pass;
   pass = float_atomic_ops() && pass;
   pass = layered() && pass;
   pass = cube_and_1d_array() && pass;
   pass = bytes() && pass;
   pass = bytes_together() && pass;
   pass = buffer_image() && pass;
   pass = runtime_index() && pass;
   pass = fragment_program() && pass;
   pass = later_draw() && pass;
   pass = vertex_program() && pass;
   pass = load_errors() && pass;
   return nvpt_end_test(pass);
}
