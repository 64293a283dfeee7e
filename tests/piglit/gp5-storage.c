/*
 * NV_shader_storage_buffer_object's assembly half (STORAGE, LDB, STB,
 * ATOMB) and NV_shader_atomic_float through the GL, with
 * GL_NV_gpu_program5 enabled (MESA_EXTENSION_OVERRIDE until nvprog
 * advertises it; without it the test skips).  "program.storage[n]" is
 * SHADER_STORAGE_BUFFER binding point n (BindBufferBase,
 * BindBufferRange).
 *
 * - NVIDIA's own answers (docs/languages/gp5-images-storage.md): the
 *   compute programs its driver ran (bench/ref/probes, answers in
 *   bench/ref/nvidia-h200), each from the same buffers (binding 0: 64
 *   words i; binding 1: 64 words 0, the first 256 bytes of a 512-byte
 *   buffer bound with BindBufferRange), give the words NVIDIA's driver
 *   left, exactly, and nothing past the bound range: every storage size
 *   of LDB and STB, misaligned offsets (aligned down), out-of-range ones
 *   (loads 0, stores and atomics nothing), register offsets, U64 with
 *   OPTION NV_shader_atomic_int64, ADD.F32 and EXCH.F32 with OPTION
 *   NV_shader_atomic_float; ATOM.ADD.F32 through a GPU address (four
 *   invocations adding 0.25 leave 1.0);
 * - ATOMB of every operation with its return value, CSWAP that swaps and
 *   one that does not, IWRAP and DWRAP, U64 and S64;
 * - two STORAGE variables on two binding points of one buffer at
 *   BindBufferRange offsets, each access checked against its range;
 * - a yuzu-style program (OPTION NV_internal, REP/BRK, typed MOVs);
 * - a fragment program reading LDB at a per-pixel offset (exact pixels),
 *   again after BufferSubData and after BufferData gave the buffer new
 *   storage; a fragment program counting its fragments with ATOMB and
 *   storing with STB, read back by GetBufferSubData and MapBufferRange
 *   right after the draw; a vertex program reading its position by LDB;
 *   a geometry program reading its colour by LDB and storing its
 *   primitive.id by STB;
 * - ATOMS.ADD.F32 and EXCH.F32 on shared memory; a binding point with no
 *   buffer (loads and atomics 0, stores nowhere);
 * - on llvmpipe (softpipe has no tessellation stage: the case says so
 *   and is left out there), a tessellation control program's levels
 *   read by LDB and the evaluation program's vertices counted by ATOMB;
 * - the refusals NVIDIA's driver gave, at their positions, the bound
 *   program kept.
 *
 * Exact on llvmpipe and softpipe.
 */
#include "harness.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#ifndef GL_COMPUTE_PROGRAM_NV
#define GL_COMPUTE_PROGRAM_NV 0x90FB
#endif
#ifndef GL_SHADER_STORAGE_BUFFER
#define GL_SHADER_STORAGE_BUFFER 0x90D2
#endif
#ifndef GL_GEOMETRY_PROGRAM_NV
#define GL_GEOMETRY_PROGRAM_NV 0x8C26
#endif
#ifndef GL_TESS_CONTROL_PROGRAM_NV
#define GL_TESS_CONTROL_PROGRAM_NV 0x891E
#define GL_TESS_EVALUATION_PROGRAM_NV 0x891F
#endif
#define BUFFER_GPU_ADDRESS_NV 0x8F1D

typedef void (APIENTRY *dispatch_fn)(GLuint, GLuint, GLuint);
typedef void (APIENTRY *bind_base_fn)(GLenum, GLuint, GLuint);
typedef void (APIENTRY *bind_range_fn)(GLenum, GLuint, GLuint, GLintptr,
                                       GLsizeiptr);
typedef void (APIENTRY *resident_fn)(GLenum, GLenum);
typedef void (APIENTRY *get_ui64_fn)(GLenum, GLenum, GLuint64EXT *);
typedef void (APIENTRY *local_ui_fn)(GLenum, GLuint, GLuint, GLuint, GLuint,
                                     GLuint);

static dispatch_fn dispatch;
static bind_base_fn bind_base;
static bind_range_fn bind_range;
static resident_fn make_resident;
static get_ui64_fn get_address;
static local_ui_fn local_ui;
static PFNGLGENBUFFERSPROC gen_buffers;
static PFNGLBINDBUFFERPROC bind_buffer;
static PFNGLBUFFERDATAPROC buffer_data;
static PFNGLBUFFERSUBDATAPROC buffer_sub_data;
static PFNGLGETBUFFERSUBDATAPROC get_buffer_sub_data;
static PFNGLMAPBUFFERRANGEPROC map_buffer_range;
static PFNGLUNMAPBUFFERPROC unmap_buffer;

static GLuint buf[4];

#define OPT "OPTION NV_shader_storage_buffer;\n"
#define TWO "STORAGE sb0[] = { program.storage[0] };\n" \
   "STORAGE sb1[] = { program.storage[1] };\n"

/* Binding 0: 64 words i; binding 1: the first 256 bytes of a 512-byte
 * buffer of zeros. */
static void
reset(void)
{
   uint32_t w[128];

   for (unsigned i = 0; i < 64; i++)
      w[i] = i;
   bind_buffer(GL_SHADER_STORAGE_BUFFER, buf[0]);
   buffer_data(GL_SHADER_STORAGE_BUFFER, 256, w, GL_DYNAMIC_COPY);
   memset(w, 0, sizeof(w));
   bind_buffer(GL_SHADER_STORAGE_BUFFER, buf[1]);
   buffer_data(GL_SHADER_STORAGE_BUFFER, 512, w, GL_DYNAMIC_COPY);
   bind_base(GL_SHADER_STORAGE_BUFFER, 0, buf[0]);
   bind_range(GL_SHADER_STORAGE_BUFFER, 1, buf[1], 0, 256);
}

static void
read_words(GLuint name, unsigned n, uint32_t *out)
{
   bind_buffer(GL_SHADER_STORAGE_BUFFER, name);
   get_buffer_sub_data(GL_SHADER_STORAGE_BUFFER, 0, 4 * n, out);
}

/* A compute program run once (1 x 1 x 1 groups). */
static bool
run(const char *what, const char *text)
{
   if (!nvpt_load_arb_program(GL_COMPUTE_PROGRAM_NV, 1, text)) {
      printf("%s: not loaded\n", what);
      return false;
   }
   glEnable(GL_COMPUTE_PROGRAM_NV);
   dispatch(1, 1, 1);
   glDisable(GL_COMPUTE_PROGRAM_NV);
   return nvpt_expect_error(GL_NO_ERROR, "%s", what);
}

/* The words of binding 1's buffer (all 128) that must differ from 0,
 * and binding 0's that must differ from i: none. */
struct word {
   unsigned index;
   uint32_t value;
};

static bool
check_words(const char *what, const struct word *want, unsigned n)
{
   uint32_t w0[64], w1[128];
   bool pass = true;

   read_words(buf[0], 64, w0);
   read_words(buf[1], 128, w1);
   for (unsigned i = 0; i < 64; i++) {
      if (w0[i] != i) {
         printf("%s: binding 0 word %u is 0x%08x, expected 0x%08x\n", what,
                i, w0[i], i);
         pass = false;
      }
   }
   for (unsigned i = 0; i < 128; i++) {
      uint32_t expect = 0;
      for (unsigned k = 0; k < n; k++) {
         if (want[k].index == i)
            expect = want[k].value;
      }
      if (w1[i] != expect) {
         printf("%s: binding 1 word %u is 0x%08x, expected 0x%08x\n", what,
                i, w1[i], expect);
         pass = false;
      }
   }
   return pass;
}

#define W(...) (const struct word[]) { __VA_ARGS__ }
#define NW(...) (sizeof((const struct word[]) { __VA_ARGS__ }) / \
                 sizeof(struct word))

/* NVIDIA's programs (probes/asm.txt, followup-memory.txt) and the words
 * its driver left in binding 1 (nvidia-h200/probe-asm.txt,
 * followup-memory.txt). */
static const struct probe {
   const char *name;
   const char *text;
   struct word want[16];
   unsigned n;
} probes[] = {
   { "sb-yuzu-style",
     "!!NVcp5.0\n" OPT "GROUP_SIZE 4;\n"
     "STORAGE ssbo0[] = { program.storage[0] };\n"
     "STORAGE ssbo1[] = { program.storage[1] };\n"
     "UINT TEMP i, v;\nMOV.U i.x, invocation.localid.x;\n"
     "SHL.U i.y, i.x, 2;\nLDB.U32 v.x, ssbo0[i.y];\nMUL.U v.x, v.x, 3;\n"
     "ADD.U i.z, i.y, 16;\nSTB.U32 v.x, ssbo1[i.z];\n"
     "ATOMB.ADD.U32 v.y, 1, ssbo1[0];\nEND\n",
     { { 0, 4 }, { 5, 3 }, { 6, 6 }, { 7, 9 } }, 4 },
   { "sb-two-vars",
     "!!NVcp5.0\n" OPT "GROUP_SIZE 1;\n" TWO
     "UINT TEMP v;\nINT TEMP s;\nLDB.U32X4 v, sb0[16];\n"
     "STB.U32X4 v, sb1[32];\nATOMB.MAX.U32 v.x, 77, sb1[4];\n"
     "ATOMB.CSWAP.U32 v.y, {0, 66, 0, 0}, sb1[8];\n"
     "STB.U32 v.x, sb1[12];\nLDB.U8 v.x, sb0[4];\nLDB.S16 s.x, sb0[8];\n"
     "STB.U8 v.x, sb1[1];\nSTB.U16 {0xabcd, 0, 0, 0}, sb1[6];\n"
     "ADD.S s.x, s.x, 1000;\nSTB.S32 s.x, sb1[64];\nEND\n",
     { { 0, 0x100 }, { 1, 0xabcd004d }, { 2, 0x42 }, { 8, 4 }, { 9, 5 },
       { 10, 6 }, { 11, 7 }, { 16, 0x3ea } }, 8 },
   { "sb-u64",
     "!!NVcp5.0\n" OPT "OPTION NV_shader_atomic_int64;\nGROUP_SIZE 1;\n"
     TWO "LONG TEMP l;\nLDB.U64 l.x, sb0[16];\nSTB.U64 l.x, sb1[24];\n"
     "ATOMB.ADD.U64 l.y, l.x, sb1[24];\nEND\n",
     { { 6, 8 }, { 7, 10 } }, 2 },
   { "sb-out-of-range",
     "!!NVcp5.0\n" OPT "GROUP_SIZE 1;\n" TWO
     "UINT TEMP v, i;\nMOV.U v, 5;\nLDB.U32 v.x, sb0[4096];\n"
     "LDB.U32 v.y, sb0[254];\nMOV.U i.x, 252;\nLDB.U32X4 v.zw, sb0[i.x];\n"
     "STB.U32X4 v, sb1[0];\nSTB.U32 {9, 0, 0, 0}, sb1[256];\n"
     "STB.U32 {8, 0, 0, 0}, sb1[254];\nATOMB.ADD.U32 v.x, 1, sb1[1024];\n"
     "STB.U32 v.x, sb1[16];\nEND\n",
     { { 63, 8 } }, 1 },
   { "sb-misaligned",
     "!!NVcp5.0\n" OPT "GROUP_SIZE 1;\n" TWO
     "UINT TEMP v;\nLDB.U32 v.x, sb0[6];\nSTB.U32 v.x, sb1[0];\n"
     "STB.U32 {0x11223344, 0, 0, 0}, sb1[9];\nEND\n",
     { { 0, 1 }, { 2, 0x11223344 } }, 2 },
   { "sb-float-atomic",
     "!!NVcp5.0\n" OPT "OPTION NV_shader_atomic_float;\nGROUP_SIZE 4;\n"
     "STORAGE sb1[] = { program.storage[1] };\nTEMP f;\n"
     "ATOMB.ADD.F32 f.x, 1.5, sb1[0];\nATOMB.EXCH.F32 f.y, 2.5, sb1[4];\n"
     "STB.F32 f.y, sb1[8];\nEND\n",
     { { 0, 0x40c00000 }, { 1, 0x40200000 }, { 2, 0x40200000 } }, 3 },
   { "sb-runtime-offset",
     "!!NVcp5.0\n" OPT "GROUP_SIZE 4;\n" TWO
     "UINT TEMP i, v;\nMOV.U i.x, invocation.localid.x;\n"
     "SHL.U i.y, i.x, 2;\nLDB.U32 v.x, sb0[i.y + 40];\n"
     "STB.U32 v.x, sb1[i.y + 8];\nEND\n",
     { { 2, 10 }, { 3, 11 }, { 4, 12 }, { 5, 13 } }, 4 },
   /* not NVIDIA's: the storage sizes it did not run, into words 20.. */
   { "sb-widths",
     "!!NVcp5.0\n" OPT "GROUP_SIZE 1;\n" TWO
     "UINT TEMP v;\nINT TEMP s;\nTEMP f;\nLONG TEMP l;\n"
     "LDB.U32X2 v, sb0[8];\nSTB.U32X2 v, sb1[80];\n"
     "STB.F32X4 {1.5, -2, 0.25, 8}, sb1[96];\n"
     "LDB.S8 s.x, sb0[252];\nSTB.S32 s.x, sb1[112];\n"
     "MOV.S s, {-1, -2, 0, 0};\nSTB.S16 s.y, sb1[116];\n"
     "STB.S32X2 s, sb1[120];\nLDB.U64X2 l, sb0[16];\n"
     "STB.U64X2 l, sb1[128];\nSTB.F32X2 {0.5, -2, 0, 0}, sb1[148];\n"
     "END\n",
     /* S8 of byte 252 (word 63): 63; the S16 -2 in the low half of word
      * 29; U64X2 words 4..7; F32X2 at 148 (aligned to its components,
      * 4 bytes) */
     { { 20, 2 }, { 21, 3 }, { 24, 0x3fc00000 }, { 25, 0xc0000000 },
       { 26, 0x3e800000 }, { 27, 0x41000000 }, { 28, 63 }, { 29, 0xfffe },
       { 30, 0xffffffff }, { 31, 0xfffffffe }, { 32, 4 }, { 33, 5 },
       { 34, 6 }, { 35, 7 }, { 37, 0x3f000000 }, { 38, 0xc0000000 } },
     16 },
};

static bool
nvidia_probes(void)
{
   bool pass = true;

   for (unsigned k = 0; k < NVPT_ARRAY_SIZE(probes); k++) {
      reset();
      if (!run(probes[k].name, probes[k].text)) {
         pass = false;
         continue;
      }
      pass = check_words(probes[k].name, probes[k].want, probes[k].n) &&
             pass;
   }
   return pass;
}

/* Every ATOMB operation with its return value, into words 32.. */
static bool
atomics(void)
{
   static const char text[] =
      "!!NVcp5.0\n" OPT "OPTION NV_shader_atomic_int64;\n"
      "OPTION NV_shader_atomic_float;\nGROUP_SIZE 1;\n" TWO
      "UINT TEMP r, t;\nINT TEMP s;\nTEMP f;\nLONG TEMP l;\n"
      /* words 0..: 10, -3, 0xf0, 0x0f, 6, 5, 7, 2, 0, 0.5 */
      "STB.U32X4 {10, 0xfffffffd, 0xf0, 0x0f}, sb1[0];\n"
      "STB.U32X4 {6, 5, 7, 2}, sb1[16];\n"
      "STB.F32 0.5, sb1[36];\n"
      "ATOMB.ADD.U32 r.x, 5, sb1[0];\n"        /* 10 -> 15 */
      "ATOMB.MIN.S32 s.x, -7, sb1[4];\n"       /* -3 -> -7 */
      "ATOMB.MAX.U32 r.y, 0x80, sb1[8];\n"     /* 0xf0 stays */
      "ATOMB.AND.U32 r.z, 0x3c, sb1[12];\n"    /* 0x0f -> 0x0c */
      "ATOMB.OR.U32 r.w, 9, sb1[16];\n"        /* 6 -> 15 */
      "STB.U32X4 r, sb1[64];\nSTB.S32 s.x, sb1[80];\n"
      "ATOMB.XOR.U32 r.x, 3, sb1[20];\n"       /* 5 -> 6 */
      "ATOMB.EXCH.U32 r.y, 99, sb1[24];\n"     /* 7 -> 99 */
      "ATOMB.CSWAP.U32 r.z, {2, 40, 0, 0}, sb1[28];\n" /* 2 -> 40 */
      "ATOMB.CSWAP.U32 r.w, {2, 50, 0, 0}, sb1[28];\n" /* 40 stays */
      "STB.U32X4 r, sb1[84];\n"
      "ATOMB.IWRAP.U32 r.x, 3, sb1[32];\n"     /* 0 -> 1 */
      "ATOMB.IWRAP.U32 r.y, 1, sb1[32];\n"     /* 1 -> 0 */
      "ATOMB.DWRAP.U32 r.z, 4, sb1[32];\n"     /* 0 -> 4 */
      "ATOMB.DWRAP.U32 r.w, 9, sb1[32];\n"     /* 4 -> 3 */
      "STB.U32X4 r, sb1[100];\n"
      "ATOMB.ADD.F32 f.x, 0.25, sb1[36];\n"    /* 0.5 -> 0.75 */
      "ATOMB.EXCH.F32 f.y, -1, sb1[40];\n"     /* 0 -> -1 */
      "STB.F32X2 f, sb1[120];\n"
      /* 64-bit: words 32..33 = 2^32 + 1 after ADD, then MAX.S64 */
      "MOV.U64 l.x, 4294967297;\n"
      "ATOMB.ADD.U64 l.y, l.x, sb1[128];\n"    /* 0 -> 2^32 + 1 */
      "ATOMB.MAX.S64 l.z, -1, sb1[128];\n"     /* stays */
      "ATOMB.EXCH.U64 l.w, l.x, sb1[136];\n"   /* 0 -> 2^32 + 1 */
      "ATOMB.ADD.U64 l.w, l.x, sb1[136];\n"    /* -> 2^33 + 2 */
      "STB.U64X2 l.zwzw, sb1[144];\n"
      "END\n";
   static const struct word want[] = {
      { 0, 15 }, { 1, 0xfffffff9 }, { 2, 0xf0 }, { 3, 0x0c },
      { 4, 15 }, { 5, 6 }, { 6, 99 }, { 7, 40 }, { 8, 3 },
      { 9, 0x3f400000 }, { 10, 0xbf800000 },
      /* ADD, MAX, AND, OR return 10, 0xf0, 0x0f, 6; MIN -3 */
      { 16, 10 }, { 17, 0xf0 }, { 18, 0x0f }, { 19, 6 },
      { 20, 0xfffffffd },
      /* XOR 5, EXCH 7, CSWAP 2 (swapped), CSWAP 40 (not) */
      { 21, 5 }, { 22, 7 }, { 23, 2 }, { 24, 40 },
      /* IWRAP 0, 1; DWRAP 0, 4 */
      { 25, 0 }, { 26, 1 }, { 27, 0 }, { 28, 4 },
      /* ADD.F32 0.5, EXCH.F32 0 */
      { 30, 0x3f000000 }, { 31, 0 },
      { 32, 1 }, { 33, 1 }, { 34, 2 }, { 35, 2 },
      /* MAX.S64's old value 2^32 + 1, EXCH.U64's old 0 then ADD's old
       * 2^32 + 1: l.z, l.w */
      { 36, 1 }, { 37, 1 }, { 38, 1 }, { 39, 1 },
   };

   reset();
   if (!run("ATOMB", text))
      return false;
   return check_words("ATOMB", want, NVPT_ARRAY_SIZE(want));
}

/* One buffer on two binding points at BindBufferRange offsets: binding
 * 2 its bytes 256..383, binding 5 its bytes 128..191; an access past
 * either range does nothing though the buffer goes on. */
static bool
ranges(void)
{
   static const char text[] =
      "!!NVcp5.0\n" OPT "GROUP_SIZE 1;\n"
      "STORAGE a[] = { program.storage[2] };\n"
      "STORAGE b[] = { program.storage[5] };\n"
      "UINT TEMP v, w;\n"
      "LDB.U32X4 v, a[0];\n"            /* words 64..67 */
      "STB.U32X4 v, b[0];\n"            /* into words 32..35 */
      "LDB.U32 w.x, a[124];\n"          /* word 95 */
      "LDB.U32 w.y, a[128];\n"          /* past a: 0 */
      "MOV.U w.z, 7;\n"
      "STB.U32 w.z, b[64];\n"           /* past b: word 48 stays */
      "STB.U32X2 w, b[56];\n"           /* words 46, 47 */
      "ATOMB.ADD.U32 w.w, 1, b[60];\n"  /* word 47 + 1 */
      "ATOMB.ADD.U32 w.z, 1, b[64];\n"  /* past b: 0 */
      "STB.U32X2 w.zwzw, a[64];\n"      /* words 80, 81 */
      "END\n";
   uint32_t w[128], got[128];
   bool pass = true;

   for (unsigned i = 0; i < 128; i++)
      w[i] = 1000 + i;
   bind_buffer(GL_SHADER_STORAGE_BUFFER, buf[2]);
   buffer_data(GL_SHADER_STORAGE_BUFFER, sizeof(w), w, GL_DYNAMIC_COPY);
   bind_range(GL_SHADER_STORAGE_BUFFER, 2, buf[2], 256, 128);
   bind_range(GL_SHADER_STORAGE_BUFFER, 5, buf[2], 128, 64);
   if (!run("two ranges", text))
      return false;
   for (unsigned i = 0; i < 4; i++)
      w[32 + i] = 1064 + i;
   w[46] = 1095;
   w[47] = 0 + 1;
   w[80] = 0;
   w[81] = 0;
   read_words(buf[2], 128, got);
   for (unsigned i = 0; i < 128; i++) {
      if (got[i] != w[i]) {
         printf("two ranges: word %u is %u, expected %u\n", i, got[i],
                w[i]);
         pass = false;
      }
   }
   return pass;
}

/* yuzu's GLASM style: the options, typed MOVs into TEMPs declared
 * without a type, a REP loop left by BRK on a condition code: word i of
 * binding 1 = 2 * word i of binding 0 for i < 16, and word 16 the sum
 * 0 + 1 + ... + 15. */
static bool
yuzu_style(void)
{
   static const char text[] =
      "!!NVcp5.0\n"
      "OPTION NV_internal;\n"
      "OPTION NV_shader_storage_buffer;\n"
      "OPTION NV_gpu_program_fp64;\n"
      "GROUP_SIZE 1 1 1;\n"
      "STORAGE ssbo0[] = { program.storage[0] };\n"
      "STORAGE ssbo1[] = { program.storage[1] };\n"
      "TEMP R0,R1,R2,R3;\n"
      "TEMP RC;\n"
      "MOV.U R1.x,{0,0,0,0}.x;\n"
      "MOV.U R2.x,{0,0,0,0}.x;\n"
      "REP.S ;\n"
      "SGE.U.CC RC.x,R1.x,{64,0,0,0}.x;\n"
      "BRK (NE.x);\n"
      "LDB.U32 R0.x,ssbo0[R1.x];\n"
      "ADD.U R2.x,R2.x,R0.x;\n"
      "MUL.U R3.x,R0.x,{2,0,0,0}.x;\n"
      "STB.U32 R3.x,ssbo1[R1.x];\n"
      "ADD.U R1.x,R1.x,{4,0,0,0}.x;\n"
      "ENDREP;\n"
      "STB.U32 R2.x,ssbo1[R1.x];\n"
      "END\n";
   struct word want[17];

   for (unsigned i = 0; i < 16; i++)
      want[i] = (struct word) { i, 2 * i };
   want[16] = (struct word) { 16, 120 };
   reset();
   bind_range(GL_SHADER_STORAGE_BUFFER, 0, buf[0], 0, 64);
   bind_range(GL_SHADER_STORAGE_BUFFER, 1, buf[1], 0, 68);
   if (!run("yuzu-style", text))
      return false;
   bool pass = check_words("yuzu-style", want, 17);
   /* the same program dispatched again, binding 1 now bytes 256..323 of
    * the buffer and binding 0 words 16..31: the constants follow */
   reset();
   bind_range(GL_SHADER_STORAGE_BUFFER, 0, buf[0], 64, 64);
   bind_range(GL_SHADER_STORAGE_BUFFER, 1, buf[1], 256, 68);
   glEnable(GL_COMPUTE_PROGRAM_NV);
   dispatch(1, 1, 1);
   glDisable(GL_COMPUTE_PROGRAM_NV);
   for (unsigned i = 0; i < 16; i++)
      want[i] = (struct word) { 64 + i, 2 * (16 + i) };
   want[16] = (struct word) { 80, 376 };
   return check_words("yuzu-style again", want, 17) && pass;
}

/* ATOM.ADD.F32 and EXCH.F32 through a GPU address (glob-float-atomic):
 * four invocations adding 0.25 leave 1.0. */
static bool
global_float(void)
{
   static const char text[] =
      "!!NVcp5.0\nOPTION NV_shader_atomic_float;\nGROUP_SIZE 4;\n"
      "LONG TEMP L;\nTEMP f;\nPK64.U L, program.local[0];\n"
      "ATOM.ADD.F32 f.x, 0.25, L.x;\nADD.U64 L.y, L.x, 4;\n"
      "ATOM.EXCH.F32 f.y, 8.5, L.y;\nEND\n";
   GLuint64EXT addr = 0;
   uint32_t zero[4] = { 0 }, got[4];

   bind_buffer(GL_ARRAY_BUFFER, buf[3]);
   buffer_data(GL_ARRAY_BUFFER, sizeof(zero), zero, GL_DYNAMIC_COPY);
   make_resident(GL_ARRAY_BUFFER, GL_READ_WRITE);
   get_address(GL_ARRAY_BUFFER, BUFFER_GPU_ADDRESS_NV, &addr);
   bind_buffer(GL_ARRAY_BUFFER, 0);
   if (!nvpt_load_arb_program(GL_COMPUTE_PROGRAM_NV, 1, text))
      return false;
   local_ui(GL_COMPUTE_PROGRAM_NV, 0, (GLuint)addr, (GLuint)(addr >> 32),
            0, 0);
   glEnable(GL_COMPUTE_PROGRAM_NV);
   dispatch(1, 1, 1);
   glDisable(GL_COMPUTE_PROGRAM_NV);
   if (!nvpt_expect_error(GL_NO_ERROR, "ATOM.ADD.F32"))
      return false;
   bind_buffer(GL_ARRAY_BUFFER, buf[3]);
   get_buffer_sub_data(GL_ARRAY_BUFFER, 0, sizeof(got), got);
   bind_buffer(GL_ARRAY_BUFFER, 0);
   if (got[0] != 0x3f800000 || got[1] != 0x41080000 || got[2] || got[3]) {
      printf("ATOM.ADD.F32/EXCH.F32: 0x%08x 0x%08x 0x%08x 0x%08x, "
             "expected 0x3f800000 0x41080000 0 0\n", got[0], got[1],
             got[2], got[3]);
      return false;
   }
   return true;
}

/* ATOMS.ADD.F32 and EXCH.F32 on shared memory: four invocations add
 * 0.25 to a word each group cleared, wait at BAR, and invocation 0
 * stores the sum and the exchanged value by STB. */
static bool
shared_float(void)
{
   static const char text[] =
      "!!NVcp5.0\n" OPT "OPTION NV_shader_atomic_float;\nGROUP_SIZE 4;\n"
      "SHARED_MEMORY 16;\nSHARED s[] = { program.sharedmem };\n"
      "STORAGE sb1[] = { program.storage[1] };\n"
      "UINT TEMP i;\nTEMP f, g;\n"
      "MOV.U.CC i.x, invocation.localid.x;\n"
      "IF EQ.x;\nSTS.F32X2 {0, 0.5, 0, 0}, s[0];\nENDIF;\nBAR;\n"
      "ATOMS.ADD.F32 f.x, 0.25, s[0];\nBAR;\n"
      "IF EQ.x;\nATOMS.EXCH.F32 f.y, 3, s[4];\nLDS.F32X2 g, s[0];\n"
      "MOV f.zw, g.xxxy;\n"
      "STB.F32X4 f.yzwx, sb1[0];\nENDIF;\nEND\n";
   /* words: EXCH's old 0.5, the sum 1.0, the new 3.0, and invocation
    * 0's ADD result (one of 0, 0.25, 0.5, 0.75) */
   uint32_t got[4];
   bool pass = true;

   reset();
   if (!run("ATOMS.ADD.F32", text))
      return false;
   read_words(buf[1], 4, got);
   if (got[0] != 0x3f000000 || got[1] != 0x3f800000 ||
       got[2] != 0x40400000 ||
       (got[3] != 0 && got[3] != 0x3e800000 && got[3] != 0x3f000000 &&
        got[3] != 0x3f400000)) {
      printf("ATOMS.ADD.F32/EXCH.F32: 0x%08x 0x%08x 0x%08x 0x%08x, "
             "expected 0x3f000000 0x3f800000 0x40400000 and 0, 0.25, 0.5 "
             "or 0.75\n", got[0], got[1], got[2], got[3]);
      pass = false;
   }
   return pass;
}

/* A binding point with no buffer: loads and atomics give 0, stores go
 * nowhere (binding 6 unbound; binding 1 gets the results). */
static bool
unbound(void)
{
   static const char text[] =
      "!!NVcp5.0\n" OPT "GROUP_SIZE 1;\n"
      "STORAGE none[] = { program.storage[6] };\n"
      "STORAGE sb1[] = { program.storage[1] };\n"
      "UINT TEMP v;\nMOV.U v, 9;\nLDB.U32 v.x, none[0];\n"
      "STB.U32 v.y, none[0];\nATOMB.ADD.U32 v.z, 1, none[0];\n"
      "STB.U32X4 v, sb1[0];\nEND\n";
   static const struct word want[] = { { 1, 9 }, { 3, 9 } };

   reset();
   bind_base(GL_SHADER_STORAGE_BUFFER, 6, 0);
   if (!run("no buffer", text))
      return false;
   return check_words("no buffer", want, NVPT_ARRAY_SIZE(want));
}

/* A geometry program: each of the four points reads its colour by LDB
 * from binding 2 at 16 * primitive.id and stores its id at word id of
 * binding 1. */
static bool
geometry(void)
{
   static const char vp[] =
      "!!NVvp4.0\nMOV result.position, vertex.position;\nEND\n";
   static const char gp[] =
      "!!NVgp5.0\n" OPT "PRIMITIVE_IN POINTS;\nPRIMITIVE_OUT POINTS;\n"
      "VERTICES_OUT 1;\nSTORAGE c[] = { program.storage[2] };\n"
      "STORAGE o[] = { program.storage[1] };\n"
      "INT TEMP id;\nTEMP col;\n"
      "SHL.S id.x, primitive.id.x, 4;\nLDB.F32X4 col, c[id.x];\n"
      "SHL.S id.y, primitive.id.x, 2;\nSTB.S32 primitive.id.x, o[id.y];\n"
      "MOV result.position, vertex[0].position;\n"
      "MOV result.color, col;\nEMIT;\nEND\n";
   static const char fp[] =
      "!!NVfp4.0\nMOV result.color, fragment.color;\nEND\n";
   float colors[4][4];
   uint32_t got[4];
   bool pass = true;

   for (unsigned i = 0; i < 4; i++) {
      colors[i][0] = 0.125f * i;
      colors[i][1] = 1;
      colors[i][2] = -0.5f * i;
      colors[i][3] = 2 + i;
   }
   reset();
   bind_buffer(GL_SHADER_STORAGE_BUFFER, buf[2]);
   buffer_data(GL_SHADER_STORAGE_BUFFER, sizeof(colors), colors,
               GL_STATIC_DRAW);
   bind_base(GL_SHADER_STORAGE_BUFFER, 2, buf[2]);
   if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 14, vp) ||
       !nvpt_load_arb_program(GL_GEOMETRY_PROGRAM_NV, 15, gp) ||
       !nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 16, fp))
      return false;
   nvpt_clear_sentinel();
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glEnable(GL_GEOMETRY_PROGRAM_NV);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   glBegin(GL_POINTS);
   /* pixel (i, 2) of the 4 x 4 viewport */
   for (unsigned i = 0; i < 4; i++)
      glVertex2f((i + 0.5f) / 2 - 1, 2.5f / 2 - 1);
   glEnd();
   glDisable(GL_VERTEX_PROGRAM_ARB);
   glDisable(GL_GEOMETRY_PROGRAM_NV);
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   for (unsigned i = 0; i < 4; i++)
      pass = nvpt_probe_float("geometry LDB", (int)i, 2, colors[i], 0) &&
             pass;
   read_words(buf[1], 4, got);
   for (unsigned i = 0; i < 4; i++) {
      if (got[i] != i) {
         printf("geometry STB: word %u is %u, expected %u\n", i, got[i],
                i);
         pass = false;
      }
   }
   return nvpt_expect_error(GL_NO_ERROR, "geometry LDB") && pass;
}

/* llvmpipe (softpipe has no tessellation stage): a control program
 * reads its levels by LDB from binding 7 and an evaluation program in
 * point mode counts its vertices there with ATOMB: levels 3 of QUADS
 * make 16, levels 1 make 4. */
static bool
tessellation(void)
{
   static const char vp[] =
      "!!NVvp5.0\nMOV result.position, vertex.position;\nEND\n";
   static const char tcp[] =
      "!!NVtcp5.0\n" OPT "VERTICES_OUT 4;\n"
      "STORAGE lv[] = { program.storage[7] };\nTEMP l;\n"
      "LDB.F32X2 l, lv[0];\n"
      "MOV result.position, vertex[0].position;\n"
      "MOV result.patch.tessouter[0].x, l.x;\n"
      "MOV result.patch.tessouter[1].x, l.x;\n"
      "MOV result.patch.tessouter[2].x, l.x;\n"
      "MOV result.patch.tessouter[3].x, l.x;\n"
      "MOV result.patch.tessinner[0].x, l.y;\n"
      "MOV result.patch.tessinner[1].x, l.y;\nEND\n";
   static const char tep[] =
      "!!NVtep5.0\n" OPT "TESS_MODE QUADS;\nTESS_POINT_MODE;\n"
      "STORAGE o[] = { program.storage[7] };\nUINT TEMP n;\n"
      "ATOMB.ADD.U32 n.x, 1, o[8];\n"
      "MOV result.position, vertex[0].position;\nEND\n";
   static const char fp[] =
      "!!NVfp5.0\nMOV result.color, {0, 1, 0, 1};\nEND\n";
   PFNGLPATCHPARAMETERIPROC patch_i = nvpt_get_proc("glPatchParameteri");
   bool pass = true;

   if (!nvpt_has_extension("GL_ARB_tessellation_shader")) {
      printf("no ARB_tessellation_shader: no tessellation case\n");
      return true;
   }
   if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 24, vp) ||
       !nvpt_load_arb_program(GL_TESS_CONTROL_PROGRAM_NV, 25, tcp) ||
       !nvpt_load_arb_program(GL_TESS_EVALUATION_PROGRAM_NV, 26, tep) ||
       !nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 27, fp))
      return false;
   patch_i(GL_PATCH_VERTICES, 4);
   for (unsigned round = 0; round < 2; round++) {
      const float level = round ? 1.0f : 3.0f;
      const uint32_t want = round ? 4 : 16;
      uint32_t data[3], got[3];
      memcpy(&data[0], &level, 4);
      memcpy(&data[1], &level, 4);
      data[2] = 0;
      bind_buffer(GL_SHADER_STORAGE_BUFFER, buf[3]);
      buffer_data(GL_SHADER_STORAGE_BUFFER, sizeof(data), data,
                  GL_DYNAMIC_COPY);
      bind_base(GL_SHADER_STORAGE_BUFFER, 7, buf[3]);
      glEnable(GL_VERTEX_PROGRAM_ARB);
      glEnable(GL_TESS_CONTROL_PROGRAM_NV);
      glEnable(GL_TESS_EVALUATION_PROGRAM_NV);
      glEnable(GL_FRAGMENT_PROGRAM_ARB);
      glBegin(GL_PATCHES);
      glVertex2f(-1, -1);
      glVertex2f(1, -1);
      glVertex2f(1, 1);
      glVertex2f(-1, 1);
      glEnd();
      glDisable(GL_VERTEX_PROGRAM_ARB);
      glDisable(GL_TESS_CONTROL_PROGRAM_NV);
      glDisable(GL_TESS_EVALUATION_PROGRAM_NV);
      glDisable(GL_FRAGMENT_PROGRAM_ARB);
      read_words(buf[3], 3, got);
      if (got[2] != want) {
         printf("tessellation: levels %g evaluated %u vertices, expected "
                "%u\n", level, got[2], want);
         pass = false;
      }
   }
   return nvpt_expect_error(GL_NO_ERROR, "tessellation") && pass;
}

/* LDB at a per-pixel offset: pixel (x, y) reads the vec4 at 16 * i, i =
 * 4y + x, of binding 3. */
static bool
fragment_loads(void)
{
   static const char text[] =
      "!!NVfp5.0\n" OPT "STORAGE s[] = { program.storage[3] };\n"
      "UINT TEMP p, i;\nTEMP c;\n"
      "TRUNC.U p.xy, fragment.position;\nMAD.U i.x, p.y, 4, p.x;\n"
      "SHL.U i.x, i.x, 4;\nLDB.F32X4 c, s[i.x];\n"
      "MOV result.color, c;\nEND\n";
   float data[16][4];
   bool pass = true;

   if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 2, text))
      return false;
   for (unsigned round = 0; round < 3; round++) {
      for (unsigned i = 0; i < 16; i++) {
         data[i][0] = i * 0.25f + round;
         data[i][1] = -(float)i;
         data[i][2] = 1.0f / (i + 1);
         data[i][3] = round * 100.0f + i;
      }
      bind_buffer(GL_SHADER_STORAGE_BUFFER, buf[2]);
      /* round 1: new contents in the same storage; round 2: new
       * storage, 16 bytes more */
      if (round == 1)
         buffer_sub_data(GL_SHADER_STORAGE_BUFFER, 0, sizeof(data), data);
      else
         buffer_data(GL_SHADER_STORAGE_BUFFER, sizeof(data) + 16 * round,
                     data, GL_DYNAMIC_COPY);
      bind_base(GL_SHADER_STORAGE_BUFFER, 3, buf[2]);
      nvpt_clear_sentinel();
      glEnable(GL_FRAGMENT_PROGRAM_ARB);
      nvpt_draw_window_quad();
      glDisable(GL_FRAGMENT_PROGRAM_ARB);
      for (unsigned i = 0; i < 16; i++) {
         char what[64];
         snprintf(what, sizeof(what), "LDB.F32X4 round %u pixel %u", round,
                  i);
         pass = nvpt_probe_float(what, i % 4, i / 4, data[i], 0) && pass;
      }
   }
   return nvpt_expect_error(GL_NO_ERROR, "fragment LDB") && pass;
}

/* Each fragment counts itself in word 0 (ATOMB.ADD) and stores the count
 * it saw at word 1 + i and its index at byte 80 + i; read back right
 * after the draw by GetBufferSubData, then (a second draw) through
 * MapBufferRange. */
static bool
fragment_stores(void)
{
   static const char text[] =
      "!!NVfp5.0\n" OPT "STORAGE s[] = { program.storage[1] };\n"
      "UINT TEMP p, i, n;\n"
      "TRUNC.U p.xy, fragment.position;\nMAD.U i.x, p.y, 4, p.x;\n"
      "ATOMB.ADD.U32 n.x, 1, s[0];\n"
      "SHL.U i.y, i.x, 2;\nSTB.U32 n.x, s[i.y + 4];\n"
      "STB.U8 i.x, s[i.x + 80];\n"
      "MOV result.color, {0, 1, 0, 1};\nEND\n";
   bool pass = true;

   if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 2, text))
      return false;
   for (unsigned round = 0; round < 2; round++) {
      uint32_t got[32];
      bool seen[16] = { false };
      reset();
      glEnable(GL_FRAGMENT_PROGRAM_ARB);
      nvpt_draw_window_quad();
      glDisable(GL_FRAGMENT_PROGRAM_ARB);
      if (round == 0) {
         read_words(buf[1], 32, got);
      } else {
         bind_buffer(GL_SHADER_STORAGE_BUFFER, buf[1]);
         const void *p = map_buffer_range(GL_SHADER_STORAGE_BUFFER, 0,
                                          sizeof(got), GL_MAP_READ_BIT);
         if (!p) {
            printf("MapBufferRange failed\n");
            return false;
         }
         memcpy(got, p, sizeof(got));
         unmap_buffer(GL_SHADER_STORAGE_BUFFER);
      }
      const char *how = round ? "MapBufferRange" : "GetBufferSubData";
      if (got[0] != 16) {
         printf("%s: count %u, expected 16\n", how, got[0]);
         pass = false;
      }
      /* the counts seen: 0..15, each once */
      for (unsigned i = 0; i < 16; i++) {
         if (got[1 + i] >= 16 || seen[got[1 + i]]) {
            printf("%s: fragment %u saw count %u\n", how, i, got[1 + i]);
            pass = false;
         } else {
            seen[got[1 + i]] = true;
         }
      }
      for (unsigned i = 0; i < 16; i++) {
         unsigned b = (got[20 + i / 4] >> (8 * (i % 4))) & 0xff;
         if (b != i) {
            printf("%s: byte %u is %u, expected %u\n", how, 80 + i, b, i);
            pass = false;
         }
      }
   }
   return nvpt_expect_error(GL_NO_ERROR, "fragment STB/ATOMB") && pass;
}

/* A vertex program whose position is LDB'd from binding 4: the quad
 * covers the viewport only if it reads the four corners. */
static bool
vertex_loads(void)
{
   static const char vp[] =
      "!!NVvp5.0\n" OPT "STORAGE s[] = { program.storage[4] };\n"
      "UINT TEMP i;\nTEMP v;\n"
      "MOV.U i.x, vertex.id;\nSHL.U i.x, i.x, 4;\n"
      "LDB.F32X4 v, s[i.x];\nMOV result.position, v;\n"
      "MOV result.color, {0.25, 0.5, 0.75, 1};\nEND\n";
   static const float corners[4][4] = {
      { -1, -1, 0, 1 }, { 1, -1, 0, 1 }, { 1, 1, 0, 1 }, { -1, 1, 0, 1 },
   };
   static const float want[4] = { 0.25f, 0.5f, 0.75f, 1 };
   bool pass = true;

   if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 3, vp))
      return false;
   bind_buffer(GL_SHADER_STORAGE_BUFFER, buf[3]);
   buffer_data(GL_SHADER_STORAGE_BUFFER, sizeof(corners), corners,
               GL_STATIC_DRAW);
   bind_base(GL_SHADER_STORAGE_BUFFER, 4, buf[3]);
   nvpt_clear_sentinel();
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glBegin(GL_QUADS);
   for (unsigned i = 0; i < 4; i++)
      glVertex2f(0, 0);
   glEnd();
   glDisable(GL_VERTEX_PROGRAM_ARB);
   for (unsigned i = 0; i < 16; i++)
      pass = nvpt_probe_float("vertex LDB", i % 4, i / 4, want, 0) && pass;
   return nvpt_expect_error(GL_NO_ERROR, "vertex LDB") && pass;
}

/* NVIDIA's refusals at their token, the bound program kept. */
static bool
load_errors(void)
{
#define CPH "!!NVcp5.0\n" OPT "GROUP_SIZE 1;\n"
   static const struct nvpt_bad_text bad[] = {
      /* sb-array-range: at ".." */
      { CPH "STORAGE sb[] = { program.storage[0..1] }; END", 91 },
      /* sb-binding-limit */
      { CPH "STORAGE sb[] = { program.storage[16] }; END", 90 },
      /* sb-no-brackets: at ";" */
      { CPH "STORAGE sb0 = program.storage[0]; END", 89 },
      /* sb-no-option: STORAGE is no statement */
      { "!!NVcp5.0\nGROUP_SIZE 1;\n"
        "STORAGE sb[] = { program.storage[0] }; END", 24 },
      /* sb-lds-style: at the variable */
      { CPH "STORAGE sb0[] = { program.storage[0] };\nUINT TEMP v;\n"
        "LOAD.U32 v.x, sb0[0]; END", 124 },
      /* sb-float-atomic-min (at ATOMB; NVIDIA's at its first operand),
       * and F32 without the option */
      { "!!NVcp5.0\n" OPT "OPTION NV_shader_atomic_float;\n"
        "GROUP_SIZE 1;\nSTORAGE sb1[] = { program.storage[1] };\n"
        "TEMP f;\nATOMB.MIN.F32 f.x, 1.5, sb1[0]; END", 136 },
      { CPH "STORAGE sb[] = { program.storage[1] };\nTEMP f;\n"
        "ATOMB.ADD.F32 f.x, 1.5, sb[0]; END", 104 },
      /* glob-float-atomic-nooption: at ATOM */
      { "!!NVcp5.0\nGROUP_SIZE 1;\nLONG TEMP L;\nTEMP f;\n"
        "PK64.U L, program.local[0];\nATOM.ADD.F32 f.x, 0.25, L.x; END",
        73 },
   };
   bool pass;

   if (!nvpt_load_arb_program(GL_COMPUTE_PROGRAM_NV, 5, probes[0].text))
      return false;
   pass = nvpt_load_arb_programs_bad(GL_COMPUTE_PROGRAM_NV, 5, bad,
                                     NVPT_ARRAY_SIZE(bad));
   /* the program kept: sb-yuzu-style's words */
   reset();
   glEnable(GL_COMPUTE_PROGRAM_NV);
   dispatch(1, 1, 1);
   glDisable(GL_COMPUTE_PROGRAM_NV);
   pass = check_words("the kept program", probes[0].want, probes[0].n) &&
          pass;
   return pass;
#undef CPH
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   nvpt_require_extension("GL_NV_gpu_program4");
   if (!nvpt_has_extension("GL_NV_gpu_program5"))
      nvpt_skip("GL_NV_gpu_program5 is not enabled");
   if (!nvpt_has_extension("GL_ARB_compute_shader") ||
       !nvpt_has_extension("GL_ARB_shader_storage_buffer_object"))
      nvpt_skip("no compute shaders or storage buffers");
   dispatch = nvpt_get_proc("glDispatchCompute");
   bind_base = nvpt_get_proc("glBindBufferBase");
   bind_range = nvpt_get_proc("glBindBufferRange");
   make_resident = nvpt_get_proc("glMakeBufferResidentNV");
   get_address = nvpt_get_proc("glGetBufferParameterui64vNV");
   local_ui = nvpt_get_proc("glProgramLocalParameterI4uiNV");
   gen_buffers = nvpt_get_proc("glGenBuffers");
   bind_buffer = nvpt_get_proc("glBindBuffer");
   buffer_data = nvpt_get_proc("glBufferData");
   buffer_sub_data = nvpt_get_proc("glBufferSubData");
   get_buffer_sub_data = nvpt_get_proc("glGetBufferSubData");
   map_buffer_range = nvpt_get_proc("glMapBufferRange");
   unmap_buffer = nvpt_get_proc("glUnmapBuffer");
   nvpt_float_target_begin();
   glViewport(0, 0, 4, 4);
   gen_buffers(4, buf);

   pass = nvidia_probes() && pass;
   pass = atomics() && pass;
   pass = ranges() && pass;
   pass = yuzu_style() && pass;
   pass = global_float() && pass;
   pass = shared_float() && pass;
   pass = unbound() && pass;
   pass = fragment_loads() && pass;
   pass = fragment_stores() && pass;
   pass = vertex_loads() && pass;
   pass = geometry() && pass;
   pass = tessellation() && pass;
   pass = load_errors() && pass;
   return nvpt_end_test(pass);
}
