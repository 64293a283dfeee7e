/*
 * GPU addresses through the GL (issue 16): NV_shader_buffer_load's
 * residency commands and BUFFER_GPU_ADDRESS_NV, and programs that LOAD,
 * STORE and ATOM through those addresses (NV_gpu_program5 section
 * 2.X.4.5), with MemoryBarrier(SHADER_GLOBAL_ACCESS_BARRIER_BIT_NV)
 * before the buffers are read back ("Use of MemoryBarrierEXT() is
 * required").  With GL_NV_gpu_program5 enabled (meson registers the test
 * with the override); without it the commands fail with
 * INVALID_OPERATION and a version 5 program is refused.
 *
 * A program gets an address as two words of program.local[0] set with
 * ProgramLocalParameterI4uiNV and packed into a LONG component with
 * PK64.  Every fragment of the 4x4 viewport runs the program once; its
 * index i = 4 * y + x is where it stores, so the buffers read back are
 * exact, atomics included (16 invocations on one word).
 */
#include "harness.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BUFFER_GPU_ADDRESS_NV 0x8F1D
#define MAX_SHADER_BUFFER_ADDRESS_NV 0x8F35
#define SHADER_GLOBAL_ACCESS_BARRIER_BIT_NV 0x10

typedef void (APIENTRY *resident_fn)(GLenum, GLenum);
typedef void (APIENTRY *non_resident_fn)(GLenum);
typedef GLboolean (APIENTRY *is_resident_fn)(GLenum);
typedef void (APIENTRY *named_resident_fn)(GLuint, GLenum);
typedef GLboolean (APIENTRY *is_named_resident_fn)(GLuint);
typedef void (APIENTRY *get_ui64_fn)(GLenum, GLenum, GLuint64EXT *);
typedef void (APIENTRY *get_named_ui64_fn)(GLuint, GLenum, GLuint64EXT *);
typedef void (APIENTRY *get_integer_ui64_fn)(GLenum, GLuint64EXT *);
typedef void (APIENTRY *local_ui_fn)(GLenum, GLuint, GLuint, GLuint, GLuint,
                                     GLuint);
typedef void (APIENTRY *barrier_fn)(GLbitfield);

static resident_fn make_resident;
static non_resident_fn make_non_resident;
static is_resident_fn is_resident;
static named_resident_fn make_named_resident;
static is_named_resident_fn is_named_resident;
static get_ui64_fn get_address;
static get_named_ui64_fn get_named_address;
static get_integer_ui64_fn get_integer_ui64;
static local_ui_fn local_ui;
static barrier_fn memory_barrier;
static PFNGLGENBUFFERSPROC gen_buffers;
static PFNGLBINDBUFFERPROC bind_buffer;
static PFNGLBUFFERDATAPROC buffer_data;
static PFNGLGETBUFFERSUBDATAPROC get_buffer_sub_data;
static PFNGLDELETEBUFFERSPROC delete_buffers;

static const float green[4] = { 0, 1, 0, 1 };

/* Buffer 'name' on ARRAY_BUFFER with 'size' bytes of 'data', resident
 * READ_WRITE; its address. */
static uint64_t
resident_buffer(GLuint name, GLsizeiptr size, const void *data)
{
   GLuint64EXT addr = 0;

   bind_buffer(GL_ARRAY_BUFFER, name);
   buffer_data(GL_ARRAY_BUFFER, size, data, GL_DYNAMIC_COPY);
   make_resident(GL_ARRAY_BUFFER, GL_READ_WRITE);
   get_address(GL_ARRAY_BUFFER, BUFFER_GPU_ADDRESS_NV, &addr);
   bind_buffer(GL_ARRAY_BUFFER, 0);
   return addr;
}

static void
set_address(GLenum target, unsigned index, uint64_t addr)
{
   local_ui(target, index, (GLuint)addr, (GLuint)(addr >> 32), 0, 0);
}

static void
read_back(GLuint name, GLsizeiptr size, void *out)
{
   memory_barrier(SHADER_GLOBAL_ACCESS_BARRIER_BIT_NV);
   bind_buffer(GL_ARRAY_BUFFER, name);
   get_buffer_sub_data(GL_ARRAY_BUFFER, 0, size, out);
   bind_buffer(GL_ARRAY_BUFFER, 0);
}

/* The fragment program head: L.x the address in program.local[0], i the
 * fragment's index, L.y the address plus 4 * i; o, typeless, holds
 * integers of either sign. */
#define FP_HEAD "!!NVfp5.0\nLONG TEMP L;\nUINT TEMP i, p;\n" \
   "TEMP r, o;\nPK64.U L, program.local[0];\n" \
   "TRUNC.U p.xy, fragment.position;\nMAD.U i.x, p.y, 4, p.x;\n" \
   "MUL.U o.x, i.x, 4;\nMOV.U64 L.y, o.x;\nADD.U64 L.y, L.x, L.y;\n"
#define FP_TAIL "MOV result.color, {0, 1, 0, 1};\nEND\n"

/* LOAD with every storage size: one draw, the value in the pixel. */
static const struct load_case {
   const char *name;
   const char *load;       /* into r from L.x (+ offset) */
   float expect[4];
} loads[] = {
   { "LOAD.F32X4", "LOAD.F32X4 r, L.x;", { 0.25f, 0.5f, 0.75f, 1.0f } },
   /* "remaining components are filled with zeroes" */
   { "LOAD.F32X2", "LOAD.F32X2 r, L.x;", { 0.25f, 0.5f, 0, 0 } },
   { "LOAD.F32", "LOAD.F32 r, L.x;", { 0.25f, 0, 0, 0 } },
   /* word 4 holds the bytes 01 7f ff 80 */
   { "LOAD.U8", "ADD.U64 L.z, L.x, 18; LOAD.U8 o, L.z; I2F.U r, o;",
     { 255, 0, 0, 0 } },
   { "LOAD.S8", "ADD.U64 L.z, L.x, 19; LOAD.S8 o, L.z; I2F.S r, o;",
     { -128, 0, 0, 0 } },
   { "LOAD.U16", "ADD.U64 L.z, L.x, 16; LOAD.U16 o, L.z; I2F.U r, o;",
     { 32513, 0, 0, 0 } },
   { "LOAD.S16", "ADD.U64 L.z, L.x, 18; LOAD.S16 o, L.z; I2F.S r, o;",
     { -32513, 0, 0, 0 } },
   { "LOAD.S32X4", "ADD.U64 L.z, L.x, 32; LOAD.S32X4 o, L.z; I2F.S r, o;",
     { -1, 2, -3, 4 } },
   { "LOAD.U32X2", "ADD.U64 L.z, L.x, 32; LOAD.U32X2 o, L.z;"
     "SHR.U o, o, 16; I2F.U r, o;", { 65535, 0, 0, 0 } },
};

static bool
load_tests(void)
{
   uint32_t data[12] = { 0 };
   float f[4] = { 0.25f, 0.5f, 0.75f, 1.0f };
   int32_t s[4] = { -1, 2, -3, 4 };
   struct nvpt_text t = { 0 };
   bool pass = true;

   memcpy(data, f, sizeof(f));
   data[4] = 0x80ff7f01u;
   memcpy(&data[8], s, sizeof(s));
   uint64_t addr = resident_buffer(1, sizeof(data), data);
   for (unsigned k = 0; k < NVPT_ARRAY_SIZE(loads); k++) {
      t.len = 0;
      nvpt_text_put(&t, "%s%s\nMOV result.color, r;\nEND\n", FP_HEAD,
                    loads[k].load);
      if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, t.data)) {
         pass = false;
         continue;
      }
      set_address(GL_FRAGMENT_PROGRAM_ARB, 0, addr);
      pass = nvpt_draw_arb_programs(loads[k].name, loads[k].expect,
                                    false) && pass;
   }
   free(t.data);
   return pass;
}

/* STORE: each fragment writes its index + 1 at word i; then bytes (16
 * neighbours in four words, written at once) and a vector. */
static bool
store_tests(void)
{
   uint32_t zero[64] = { 0 }, got[64];
   uint8_t bytes[64];
   bool pass = true;
   uint64_t addr = resident_buffer(2, sizeof(zero), zero);

   static const char words[] = FP_HEAD
      "ADD.U o.y, i.x, 1;\nSTORE.U32 o.y, L.y;\n" FP_TAIL;
   static const char narrow[] = FP_HEAD
      "ADD.U64 L.z, L.x, i.x;\nADD.U o.y, i.x, 1;\nSTORE.U8 o.y, L.z;\n"
      "ADD.U64 L.w, L.x, 32;\nADD.U64 L.w, L.w, o.x;\n"
      "MOV.U o.z, 65535;\nSTORE.S16 o.z, L.w;\n" FP_TAIL;
   static const char vector[] = FP_HEAD
      "MUL.U o.x, i.x, 16;\nMOV.U64 L.y, o.x;\nADD.U64 L.y, L.x, L.y;\n"
      "I2F.U r.x, i.x;\nMOV r.yzw, {0, 0.5, -2, 8};\n"
      "STORE.F32X4 r, L.y;\n" FP_TAIL;

   if (nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, words)) {
      set_address(GL_FRAGMENT_PROGRAM_ARB, 0, addr);
      pass = nvpt_draw_arb_programs("STORE.U32", green, false) && pass;
      read_back(2, sizeof(got), got);
      for (unsigned i = 0; i < 64; i++) {
         uint32_t want = i < 16 ? i + 1 : 0;
         if (got[i] != want) {
            printf("STORE.U32: word %u is %u, expected %u\n", i, got[i],
                   want);
            pass = false;
            break;
         }
      }
   } else {
      pass = false;
   }

   addr = resident_buffer(3, sizeof(zero), zero);
   if (nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, narrow)) {
      set_address(GL_FRAGMENT_PROGRAM_ARB, 0, addr);
      pass = nvpt_draw_arb_programs("STORE.U8", green, false) && pass;
      read_back(3, sizeof(bytes), bytes);
      for (unsigned b = 0; b < 64; b++) {
         /* bytes 0..15: i + 1; 32..35 + 4i, the low half word of each
          * word from 32 on: 0xffff */
         unsigned want = b < 16 ? b + 1 :
                         b >= 32 && b < 96 && (b % 4) < 2 ? 0xff : 0;
         if (bytes[b] != want) {
            printf("STORE.U8/S16: byte %u is 0x%02x, expected 0x%02x\n", b,
                   bytes[b], want);
            pass = false;
            break;
         }
      }
   } else {
      pass = false;
   }

   addr = resident_buffer(4, 256, NULL);
   if (nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, vector)) {
      float v[64];
      set_address(GL_FRAGMENT_PROGRAM_ARB, 0, addr);
      pass = nvpt_draw_arb_programs("STORE.F32X4", green, false) && pass;
      read_back(4, sizeof(v), v);
      for (unsigned i = 0; i < 16; i++) {
         float want[4] = { (float)i, 0.5f, -2, 8 };
         char what[40];
         snprintf(what, sizeof(what), "STORE.F32X4 vector %u", i);
         pass = nvpt_check_vec4(what, &v[4 * i], want, 0) && pass;
      }
   } else {
      pass = false;
   }
   return pass;
}

/*
 * ATOM on one word by all 16 fragments: the final word, and the value
 * each saw (stored at word 1 + i), whose multiset the operation fixes.
 */
static const struct atom_case {
   const char *name;
   const char *op;         /* o.y = the operand; ATOM into o.z */
   uint32_t initial, final;
   /* the values seen, sorted: 0 = "each of initial + k * step" */
   int32_t step;
} atoms[] = {
   { "ATOM.ADD.U32", "MOV.U o.y, 1; ATOM.ADD.U32 o.z, o.y, L.x;", 5, 21,
     1 },
   { "ATOM.OR.U32", "SHL.U o.y, 1, i.x; ATOM.OR.U32 o.z, o.y, L.x;", 0,
     0xffff, 0 },
   { "ATOM.XOR.U32", "SHL.U o.y, 1, i.x; ATOM.XOR.U32 o.z, o.y, L.x;",
     0xf0000, 0xfffff, 0 },
   { "ATOM.AND.U32", "SHL.U o.y, 1, i.x; NOT.U o.y, o.y;"
     "ATOM.AND.U32 o.z, o.y, L.x;", 0xffffffffu, 0xffff0000u, 0 },
   { "ATOM.MAX.S32", "MOV.U o.w, i.x; SUB.S o.y, o.w, 8; ATOM.MAX.S32 o.z, o.y, L.x;",
     (uint32_t)-100, 7, 0 },
   { "ATOM.MIN.S32", "MOV.U o.w, i.x; SUB.S o.y, o.w, 8; ATOM.MIN.S32 o.z, o.y, L.x;",
     100, (uint32_t)-8, 0 },
   { "ATOM.MIN.U32", "MOV.U o.w, i.x; SUB.S o.y, o.w, 8; ATOM.MIN.U32 o.z, o.y, L.x;",
     100, 0, 0 },
   /* "writeval = (result >= tmp0.x) ? 0 : result+1": 0..5 and round */
   { "ATOM.IWRAP.U32", "MOV.U o.y, 5; ATOM.IWRAP.U32 o.z, o.y, L.x;", 0,
     16 % 6, 0 },
   /* "writeval = (result == 0 || result > tmp0.x) ? tmp0.x : result-1" */
   { "ATOM.DWRAP.U32", "MOV.U o.y, 5; ATOM.DWRAP.U32 o.z, o.y, L.x;", 0,
     2, 0 },
};

static uint32_t
apply(const struct atom_case *c, uint32_t old, unsigned i)
{
   if (strstr(c->name, "ADD"))
      return old + 1;
   if (strstr(c->name, "OR"))
      return strstr(c->name, "XOR") ? old ^ (1u << i) : old | (1u << i);
   if (strstr(c->name, "AND"))
      return old & ~(1u << i);
   if (strstr(c->name, "MAX.S"))
      return (int32_t)old > (int32_t)i - 8 ? old : (uint32_t)(i - 8);
   if (strstr(c->name, "MIN.S"))
      return (int32_t)old < (int32_t)i - 8 ? old : (uint32_t)(i - 8);
   if (strstr(c->name, "MIN.U"))
      return old < (uint32_t)(i - 8) ? old : (uint32_t)(i - 8);
   if (strstr(c->name, "IWRAP"))
      return old >= 5 ? 0 : old + 1;
   return old == 0 || old > 5 ? 5 : old - 1;
}

/* Replays the 16 operations in the order the values seen say (each
 * seen value must be the word before one of the operations not yet
 * replayed): the seen values are a possible history of one word. */
static bool
history_ok(const struct atom_case *c, const uint32_t *seen)
{
   bool used[16] = { false };
   uint32_t word = c->initial;

   for (unsigned n = 0; n < 16; n++) {
      int pick = -1;
      /* one that leaves the word as it is first (MAX of a smaller value):
       * whatever else saw this word may still come after it */
      for (unsigned i = 0; i < 16; i++) {
         if (!used[i] && seen[i] == word &&
             (pick < 0 || apply(c, word, i) == word))
            pick = (int)i;
      }
      if (pick < 0)
         return false;
      used[pick] = true;
      word = apply(c, word, (unsigned)pick);
   }
   return word == c->final;
}

static bool
atom_tests(void)
{
   struct nvpt_text t = { 0 };
   bool pass = true;

   for (unsigned k = 0; k < NVPT_ARRAY_SIZE(atoms); k++) {
      const struct atom_case *c = &atoms[k];
      uint32_t words[17] = { c->initial }, got[17];
      uint64_t addr = resident_buffer(10 + k, sizeof(words), words);

      t.len = 0;
      nvpt_text_put(&t, "%s%s\nADD.U64 L.y, L.y, 4;\n"
                    "STORE.U32 o.z, L.y;\n%s", FP_HEAD, c->op, FP_TAIL);
      if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, t.data)) {
         pass = false;
         continue;
      }
      set_address(GL_FRAGMENT_PROGRAM_ARB, 0, addr);
      pass = nvpt_draw_arb_programs(c->name, green, false) && pass;
      read_back(10 + k, sizeof(got), got);
      if (got[0] != c->final) {
         printf("%s: the word is 0x%x, expected 0x%x\n", c->name, got[0],
                c->final);
         pass = false;
      } else if (!history_ok(c, &got[1])) {
         printf("%s: the values seen are no history of the word:", c->name);
         for (unsigned i = 1; i < 17; i++)
            printf(" 0x%x", got[i]);
         printf("\n");
         pass = false;
      }
   }

   /* CSWAP {7, 100 + i}: "if (result == tmp0.x) { writeval = tmp0.y; }
    * else { return result; // no memory store }": one fragment wins */
   static const char cswap[] = FP_HEAD
      "MOV.U o.y, 7;\nADD.U o.w, i.x, 100;\nMOV.U o.z, o.w;\n"
      "ATOM.CSWAP.U32 o.z, o.yzww, L.x;\nADD.U64 L.y, L.y, 4;\n"
      "STORE.U32 o.z, L.y;\n" FP_TAIL;
   uint32_t words[17] = { 7 }, got[17];
   uint64_t addr = resident_buffer(30, sizeof(words), words);
   if (nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, cswap)) {
      set_address(GL_FRAGMENT_PROGRAM_ARB, 0, addr);
      pass = nvpt_draw_arb_programs("ATOM.CSWAP.U32", green, false) && pass;
      read_back(30, sizeof(got), got);
      unsigned winners = 0, others = 0;
      for (unsigned i = 0; i < 16; i++) {
         if (got[1 + i] == 7 && got[0] == 100 + i)
            winners++;
         else if (got[1 + i] == got[0])
            others++;
      }
      if (winners != 1 || others != 15) {
         printf("ATOM.CSWAP.U32: word 0x%x, %u winners, %u saw it\n",
                got[0], winners, others);
         pass = false;
      }
   } else {
      pass = false;
   }
   free(t.data);
   return pass;
}

/* The 64-bit storage modifiers: LOAD, arithmetic, STORE back; a LOAD.U64
 * into a 32-bit variable keeps the low word ("converted to lower
 * precision"); ATOM's U64 forms by 16 fragments on one word. */
static bool
wide_tests(void)
{
   uint64_t in[8] = {
      UINT64_C(0x0123456789abcdef), UINT64_C(0xfedcba9876543210),
      UINT64_C(0x8000000000000001), 42,
   };
   double d[2] = { 1.5, -2.25 };
   uint64_t got[16];
   bool pass = true;

   memcpy(&in[4], d, sizeof(d));
   uint8_t buf[256] = { 0 };
   memcpy(buf, in, sizeof(in));
   uint64_t addr = resident_buffer(60, sizeof(buf), buf);
   static const char roundtrip[] =
      "!!NVfp5.0\nOPTION NV_gpu_program_fp64;\n"
      "LONG TEMP L, q, f, s;\nUINT TEMP w;\n"
      "PK64.U L, program.local[0];\nADD.U64 L.y, L.x, 64;\n"
      "LOAD.U64X4 q, L.x;\nSTORE.U64X4 q, L.y;\n"
      "ADD.U64 L.z, L.x, 32;\nLOAD.F64X2 f, L.z;\n"
      "ADD.F64 f, f, 1.0;\nADD.U64 L.w, L.y, 32;\nSTORE.F64X2 f, L.w;\n"
      "ADD.U64 L.z, L.x, 16;\nLOAD.S64 s, L.z;\nSHR.S64 s, s, 4;\n"
      "ADD.U64 L.w, L.y, 48;\nSTORE.S64 s, L.w;\n"
      "LOAD.U64 w, L.x;\nADD.U64 L.w, L.y, 56;\nSTORE.U32 w, L.w;\n"
      "MOV result.color, {0, 1, 0, 1};\nEND\n";
   if (nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, roundtrip)) {
      set_address(GL_FRAGMENT_PROGRAM_ARB, 0, addr);
      pass = nvpt_draw_arb_programs("LOAD/STORE 64", green, false) && pass;
      read_back(60, sizeof(got), got);
      double e[2] = { 2.5, -1.25 };
      uint64_t want[8] = {
         in[0], in[1], in[2], in[3], 0, 0,
         UINT64_C(0xf800000000000000), 0x89abcdefu,
      };
      memcpy(&want[4], e, sizeof(e));
      for (unsigned k = 0; k < 8; k++) {
         if (got[8 + k] != want[k]) {
            printf("LOAD/STORE 64: word %u is 0x%llx, expected 0x%llx\n",
                   k, (unsigned long long)got[8 + k],
                   (unsigned long long)want[k]);
            pass = false;
         }
      }
   } else {
      pass = false;
   }

   /* ATOM.ADD.U64 of 2^32 + 1 from 0xffffffff: the carry out of the low
    * word, 16 times; each old value at 8 * (1 + i) */
   static const char add64[] =
      "!!NVfp5.0\nLONG TEMP L, v;\nUINT TEMP i, p, o;\n"
      "PK64.U L, program.local[0];\nTRUNC.U p.xy, fragment.position;\n"
      "MAD.U i.x, p.y, 4, p.x;\nMAD.U o.x, i.x, 8, 8;\n"
      "ADD.U64 L.y, L.x, o.x;\nPK64.U v, {1, 1, 0, 0};\n"
      "ATOM.ADD.U64 v.y, v, L.x;\nSTORE.U64 v.y, L.y;\n"
      "MOV result.color, {0, 1, 0, 1};\nEND\n";
   uint64_t words[17] = { 0xffffffffu };
   addr = resident_buffer(61, sizeof(words), words);
   if (nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, add64)) {
      uint64_t w[17];
      bool seen[16] = { false };
      set_address(GL_FRAGMENT_PROGRAM_ARB, 0, addr);
      pass = nvpt_draw_arb_programs("ATOM.ADD.U64", green, false) && pass;
      read_back(61, sizeof(w), w);
      const uint64_t inc = UINT64_C(0x100000001);
      bool ok = w[0] == 0xffffffffu + 16 * inc;
      for (unsigned i = 0; i < 16 && ok; i++) {
         uint64_t k = (w[1 + i] - 0xffffffffu) / inc;
         ok = (w[1 + i] - 0xffffffffu) % inc == 0 && k < 16 && !seen[k];
         if (ok)
            seen[k] = true;
      }
      if (!ok) {
         printf("ATOM.ADD.U64: word 0x%llx, or the values seen are no "
                "history of it\n", (unsigned long long)w[0]);
         pass = false;
      }
   } else {
      pass = false;
   }

   /* ATOM.CSWAP.U64 {2^32 + 7, 2^33 + i}: one winner */
   static const char cswap64[] =
      "!!NVfp5.0\nLONG TEMP L, v;\nUINT TEMP i, p, o;\n"
      "PK64.U L, program.local[0];\nTRUNC.U p.xy, fragment.position;\n"
      "MAD.U i.x, p.y, 4, p.x;\nMAD.U o.x, i.x, 8, 8;\n"
      "ADD.U64 L.y, L.x, o.x;\nMOV.U o, {7, 1, 0, 2};\n"
      "MOV.U o.z, i.x;\nPK64.U v, o;\n"
      "ATOM.CSWAP.U64 v.z, v, L.x;\nSTORE.U64 v.z, L.y;\n"
      "MOV result.color, {0, 1, 0, 1};\nEND\n";
   uint64_t cw[17] = { UINT64_C(0x100000007) };
   addr = resident_buffer(62, sizeof(cw), cw);
   if (nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, cswap64)) {
      uint64_t w[17];
      unsigned winners = 0, others = 0;
      set_address(GL_FRAGMENT_PROGRAM_ARB, 0, addr);
      pass = nvpt_draw_arb_programs("ATOM.CSWAP.U64", green, false) &&
             pass;
      read_back(62, sizeof(w), w);
      for (unsigned i = 0; i < 16; i++) {
         if (w[1 + i] == UINT64_C(0x100000007) &&
             w[0] == (UINT64_C(2) << 32) + i)
            winners++;
         else if (w[1 + i] == w[0])
            others++;
      }
      if (winners != 1 || others != 15) {
         printf("ATOM.CSWAP.U64: word 0x%llx, %u winners, %u saw it\n",
                (unsigned long long)w[0], winners, others);
         pass = false;
      }
   } else {
      pass = false;
   }

   /* NV_shader_atomic_int64 (OPTION NV_shader_atomic_uint64, the spec's
    * name, or _int64; NVIDIA's driver takes only _int64, which another GL
    * is given): MIN, MAX, AND, OR, XOR on U64 and S64, S64 ADD;
    * v = (i - 8) * 2^40 + i per fragment, 16 fragments on one word each */
   static const struct {
      const char *name, *op, *option;
      uint64_t initial, final;
   } int64_atoms[] = {
      { "ATOM.MAX.S64", "ATOM.MAX.S64 v.y, v, L.x;", "uint64",
        UINT64_C(0x8000000000000000), (UINT64_C(7) << 40) + 15 },
      { "ATOM.MIN.S64", "ATOM.MIN.S64 v.y, v, L.x;", "int64",
        UINT64_C(0x7fffffffffffffff), (uint64_t)(-(INT64_C(8) << 40)) },
      { "ATOM.MIN.U64", "ATOM.MIN.U64 v.y, v, L.x;", "uint64",
        UINT64_C(0xffffffffffffffff), 8 },
      { "ATOM.OR.U64", "ATOM.OR.U64 v.y, b, L.x;", "uint64", 1,
        UINT64_C(0xffff000000000001) },
      { "ATOM.XOR.S64", "ATOM.XOR.S64 v.y, b, L.x;", "uint64",
        UINT64_C(0x00ff000000000000), UINT64_C(0xff00000000000000) },
      { "ATOM.AND.U64", "NOT.U64 b, b; ATOM.AND.U64 v.y, b, L.x;",
        "uint64", ~UINT64_C(0), UINT64_C(0x0000ffffffffffff) },
      { "ATOM.ADD.S64", "ATOM.ADD.S64 v.y, v, L.x;", "int64", 0,
        (uint64_t)(-(INT64_C(8) << 40)) + 120 },
   };
   const bool nvprog = nvpt_is_nvprog();
   for (unsigned k = 0; k < NVPT_ARRAY_SIZE(int64_atoms); k++) {
      struct nvpt_text t = { 0 };
      uint64_t w[2] = { int64_atoms[k].initial, 0 };
      t.len = 0;
      nvpt_text_put(&t, "!!NVfp5.0\nOPTION NV_shader_atomic_%s;\n"
                    "LONG TEMP L, v, b;\nINT TEMP i, p;\n"
                    "PK64.U L, program.local[0];\n"
                    "TRUNC.S p.xy, fragment.position;\n"
                    "MAD.S i.x, p.y, 4, p.x;\nSUB.S i.y, i.x, 8;\n"
                    "MOV.S64 v.x, i.y;\nSHL.S64 v.x, v.x, 40;\n"
                    "ADD.S64 v.x, v.x, i.x;\nADD.S i.z, i.x, 48;\n"
                    "MOV.S64 b.x, 1;\nSHL.S64 b.x, b.x, i.z;\n%s\n"
                    "MOV result.color, {0, 1, 0, 1};\nEND\n",
                    nvprog ? int64_atoms[k].option : "int64",
                    int64_atoms[k].op);
      uint64_t addr = resident_buffer(80 + k, sizeof(w), w);
      const bool loaded =
         nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, t.data);
      free(t.data);
      if (!loaded) {
         pass = false;
         continue;
      }
      set_address(GL_FRAGMENT_PROGRAM_ARB, 0, addr);
      pass = nvpt_draw_arb_programs(int64_atoms[k].name, green, false) &&
             pass;
      read_back(80 + k, sizeof(w), w);
      if (w[0] != int64_atoms[k].final) {
         printf("%s: the word is 0x%llx, expected 0x%llx\n",
                int64_atoms[k].name, (unsigned long long)w[0],
                (unsigned long long)int64_atoms[k].final);
         pass = false;
      }
   }
   return pass;
}

/* NV_gpu_program5_mem_extended's storage modifiers: vectors of bytes and
 * half words, and fp16 values. */
static const struct load_case narrow_loads[] = {
   { "LOAD.S8X4", "LOAD.S8X4 o, L.x; I2F.S r, o;", { 1, -128, -1, 127 } },
   /* "For F16, S8X2, S16, U8X2, and U16, the offset must be a multiple
    * of two basic machine units" (else undefined): bytes 2 and 3 */
   { "LOAD.U8X2", "ADD.U64 L.z, L.x, 2; LOAD.U8X2 o, L.z; I2F.U r, o;",
     { 255, 127, 0, 0 } },
   { "LOAD.S16X2", "ADD.U64 L.z, L.x, 4; LOAD.S16X2 o, L.z; I2F.S r, o;",
     { -32768, 32767, 0, 0 } },
   { "LOAD.U16X4", "ADD.U64 L.z, L.x, 8; LOAD.U16X4 o, L.z; I2F.U r, o;",
     { 1, 2, 65535, 256 } },
   { "LOAD.F16X4", "ADD.U64 L.z, L.x, 16; LOAD.F16X4 r, L.z;",
     { 1.5f, -2.0f, 65504.0f, 5.9604645e-08f } },
   { "LOAD.F16", "ADD.U64 L.z, L.x, 18; LOAD.F16 r, L.z;",
     { -2.0f, 0, 0, 0 } },
};

static bool
mem_extended_tests(void)
{
   static const uint8_t data[32] = {
      0x01, 0x80, 0xff, 0x7f, 0x00, 0x80, 0xff, 0x7f,
      0x01, 0x00, 0x02, 0x00, 0xff, 0xff, 0x00, 0x01,
      0x00, 0x3e, 0x00, 0xc0, 0xff, 0x7b, 0x01, 0x00,
   };
   struct nvpt_text t = { 0 };
   bool pass = true;
   uint64_t addr = resident_buffer(70, sizeof(data), data);

   for (unsigned k = 0; k < NVPT_ARRAY_SIZE(narrow_loads); k++) {
      t.len = 0;
      nvpt_text_put(&t, "!!NVfp5.0\nOPTION NV_gpu_program5_mem_extended;\n"
                    "%s%s\nMOV result.color, r;\nEND\n",
                    FP_HEAD + strlen("!!NVfp5.0\n"), narrow_loads[k].load);
      if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, t.data)) {
         pass = false;
         continue;
      }
      set_address(GL_FRAGMENT_PROGRAM_ARB, 0, addr);
      pass = nvpt_draw_arb_programs(narrow_loads[k].name,
                                    narrow_loads[k].expect, false) && pass;
   }

   /* LDC with them, from the same bytes in program.buffer[1]: a
    * constant and a relative offset (relative: i.x + 16 with i.x = 0) */
   static const struct load_case ldcs[] = {
      { "LDC.S8X4", "LDC.S8X4 o, cb[0]; I2F.S r, o;", { 1, -128, -1, 127 } },
      { "LDC.U16X4", "LDC.U16X4 o, cb[8]; I2F.U r, o;",
        { 1, 2, 65535, 256 } },
      { "LDC.F16X4 relative", "MOV.U i.x, 0; LDC.F16X4 r, cb[i.x + 16];",
        { 1.5f, -2.0f, 65504.0f, 5.9604645e-08f } },
      { "LDC.S16X2", "LDC.S16X2 o, cb[4]; I2F.S r, o;",
        { -32768, 32767, 0, 0 } },
   };
   GLuint pbuf = 72;
   void (GLAPIENTRYP bind_base)(GLenum, GLuint, GLuint) =
      nvpt_get_proc("glBindBufferBaseNV");
   bind_buffer(GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, pbuf);
   buffer_data(GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, sizeof(data), data,
               GL_STATIC_DRAW);
   bind_base(GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, 1, pbuf);
   for (unsigned k = 0; k < NVPT_ARRAY_SIZE(ldcs); k++) {
      t.len = 0;
      nvpt_text_put(&t, "!!NVfp5.0\nOPTION NV_gpu_program5_mem_extended;\n"
                    "CBUFFER cb[] = { program.buffer[1] };\n"
                    "UINT TEMP i;\nTEMP r, o;\n%s\nMOV result.color, r;\n"
                    "END\n", ldcs[k].load);
      if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, t.data)) {
         pass = false;
         continue;
      }
      pass = nvpt_draw_arb_programs(ldcs[k].name, ldcs[k].expect, false) &&
             pass;
   }

   /* stores: the low bits of each component; fp16 rounded to nearest
    * (0.1 is 0x2e66) */
   static const char stores[] =
      "!!NVfp5.0\nOPTION NV_gpu_program5_mem_extended;\n"
      "LONG TEMP L;\nTEMP o, r;\nPK64.U L, program.local[0];\n"
      "MOV.U o, {1, 2, 3, 511};\nSTORE.U8X4 o, L.x;\n"
      "MOV.S o, {-1, 74565, 0, 0};\nADD.U64 L.y, L.x, 4;\n"
      "STORE.S16X2 o, L.y;\nMOV r, {1.5, -2, 65504, 0.1};\n"
      "ADD.U64 L.y, L.x, 8;\nSTORE.F16X4 r, L.y;\n"
      "MOV result.color, {0, 1, 0, 1};\nEND\n";
   static const uint8_t want[16] = {
      0x01, 0x02, 0x03, 0xff, 0xff, 0xff, 0x45, 0x23,
      0x00, 0x3e, 0x00, 0xc0, 0xff, 0x7b, 0x66, 0x2e,
   };
   uint8_t zero[16] = { 0 }, got[16];
   addr = resident_buffer(71, sizeof(zero), zero);
   if (nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, stores)) {
      set_address(GL_FRAGMENT_PROGRAM_ARB, 0, addr);
      pass = nvpt_draw_arb_programs("narrow stores", green, false) && pass;
      read_back(71, sizeof(got), got);
      for (unsigned b = 0; b < 16; b++) {
         if (got[b] != want[b]) {
            printf("STORE.U8X4/S16X2/F16X4: byte %u is 0x%02x, expected "
                   "0x%02x\n", b, got[b], want[b]);
            pass = false;
         }
      }
   } else {
      pass = false;
   }
   free(t.data);
   return pass;
}

/* A vertex program stores too: each vertex of the quad its position. */
static bool
vertex_store(void)
{
   static const char vp[] =
      "!!NVvp5.0\nLONG TEMP L;\nUINT TEMP o;\n"
      "PK64.U L, program.local[0];\nMUL.U o.x, vertex.id, 8;\n"
      "MOV.U64 L.y, o.x;\nADD.U64 L.y, L.x, L.y;\n"
      "STORE.F32X2 vertex.position, L.y;\n"
      "MOV result.position, vertex.position;\nEND\n";
   static const char fp[] =
      "!!NVfp4.0\nMOV result.color, {0, 1, 0, 1};\nEND\n";
   float zero[8] = { 0 }, got[8];
   static const float want[8] = { -1, -1, 1, -1, 1, 1, -1, 1 };
   bool pass;
   uint64_t addr = resident_buffer(40, sizeof(zero), zero);

   pass = nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 2, vp) &&
          nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 3, fp);
   if (!pass)
      return false;
   set_address(GL_VERTEX_PROGRAM_ARB, 0, addr);
   pass = nvpt_draw_arb_programs("vertex STORE", green, true);
   read_back(40, sizeof(got), got);
   return nvpt_check_floats("vertex STORE.F32X2", got, want, 8, 0) && pass;
}

/* The API's errors and queries (NV_shader_buffer_load section 2.9). */
static bool
api_tests(void)
{
   GLuint64EXT a = 0, b = 0, max = 0;
   bool pass = true;
   char data[16] = { 0 };

   bind_buffer(GL_ARRAY_BUFFER, 0);
   /* "The error INVALID_OPERATION will be generated if no buffer is
    * bound to <target>" */
   make_resident(GL_ARRAY_BUFFER, GL_READ_ONLY);
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "no buffer bound") &&
          pass;
   bind_buffer(GL_ARRAY_BUFFER, 50);
   /* "or if the buffer bound to <target> has no data store" */
   make_resident(GL_ARRAY_BUFFER, GL_READ_ONLY);
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "no data store") && pass;
   get_address(GL_ARRAY_BUFFER, BUFFER_GPU_ADDRESS_NV, &a);
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "the address of no "
                            "data store") && pass;
   buffer_data(GL_ARRAY_BUFFER, sizeof(data), data, GL_STATIC_DRAW);
   make_resident(GL_ARRAY_BUFFER, 0x1234);
   pass = nvpt_expect_error(GL_INVALID_ENUM, "bad access") && pass;
   make_resident(GL_ARRAY_BUFFER, GL_READ_ONLY);
   pass = nvpt_expect_error(GL_NO_ERROR, "MakeBufferResidentNV") && pass;
   if (!is_resident(GL_ARRAY_BUFFER)) {
      printf("IsBufferResidentNV: FALSE after MakeBufferResidentNV\n");
      pass = false;
   }
   /* "if the buffer bound to <target> is already resident" */
   make_resident(GL_ARRAY_BUFFER, GL_READ_ONLY);
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "already resident") &&
          pass;
   get_address(GL_ARRAY_BUFFER, BUFFER_GPU_ADDRESS_NV, &a);
   get_named_address(50, BUFFER_GPU_ADDRESS_NV, &b);
   get_integer_ui64(MAX_SHADER_BUFFER_ADDRESS_NV, &max);
   pass = nvpt_expect_error(GL_NO_ERROR, "the addresses") && pass;
   /* "The address "zero" is reserved", the named query agrees, and the
    * buffer is below MAX_SHADER_BUFFER_ADDRESS_NV */
   if (a == 0 || a != b || max < a + sizeof(data) - 1) {
      printf("address 0x%llx, named 0x%llx, max 0x%llx\n",
             (unsigned long long)a, (unsigned long long)b,
             (unsigned long long)max);
      pass = false;
   }
   get_address(GL_ARRAY_BUFFER, GL_BUFFER_SIZE, &a);
   pass = nvpt_expect_error(GL_INVALID_ENUM, "pname") && pass;
   get_integer_ui64(GL_MAX_TEXTURE_SIZE, &a);
   pass = nvpt_expect_error(GL_INVALID_ENUM, "GetIntegerui64vNV") && pass;
   get_address(0x1234, BUFFER_GPU_ADDRESS_NV, &a);
   pass = nvpt_expect_error(GL_INVALID_ENUM, "target") && pass;
   /* "A buffer is also made non-resident implicitly as a result of
    * being respecified via BufferData" */
   buffer_data(GL_ARRAY_BUFFER, sizeof(data), data, GL_STATIC_DRAW);
   if (is_resident(GL_ARRAY_BUFFER)) {
      printf("IsBufferResidentNV: TRUE after BufferData\n");
      pass = false;
   }
   make_named_resident(50, GL_WRITE_ONLY);
   pass = nvpt_expect_error(GL_NO_ERROR, "MakeNamedBufferResidentNV") &&
          pass;
   make_non_resident(GL_ARRAY_BUFFER);
   pass = nvpt_expect_error(GL_NO_ERROR, "MakeBufferNonResidentNV") &&
          pass;
   /* "or if the buffer bound to <target> is not resident" */
   make_non_resident(GL_ARRAY_BUFFER);
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "not resident") && pass;
   /* "or being deleted" */
   make_resident(GL_ARRAY_BUFFER, GL_READ_ONLY);
   GLuint name = 50;
   delete_buffers(1, &name);
   if (is_named_resident(50)) {
      printf("IsNamedBufferResidentNV: TRUE after DeleteBuffers\n");
      pass = false;
   }
   /* "these commands generate the INVALID_OPERATION error if the buffer
    * parameter is zero" */
   make_named_resident(0, GL_READ_ONLY);
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "buffer 0") && pass;
   return pass;
}

/* Load errors at their token, the bound program kept. */
static bool
load_errors(void)
{
   static const char no_op[] = FP_HEAD "ATOM.U32 o.z, o.y, L.x;\n" FP_TAIL;
   static const char iwrap_s[] = FP_HEAD "ATOM.IWRAP.S32 o.z, o.y, L.x;\n"
                                 FP_TAIL;
   /* "ATOM.ADD.F32" is not in Table X.Y (revision 3: "Remove F32 support
    * from ATOM.ADD"), without OPTION NV_shader_atomic_float */
   static const char add_f[] = FP_HEAD "ATOM.ADD.F32 r, r, L.x;\n" FP_TAIL;
   static const char no_storage[] = FP_HEAD "LOAD r, L.x;\n" FP_TAIL;
   static const char two_atomic[] = FP_HEAD
      "ATOM.ADD.MIN.U32 o.z, o.y, L.x;\n" FP_TAIL;
   static const char load_atomic[] = FP_HEAD "LOAD.ADD.U32 o, L.x;\n"
                                     FP_TAIL;
   /* "ATOM supports no base data type modifiers" */
   static const char base_type[] = FP_HEAD "ATOM.ADD.U.U32 o.z, o.y, L.x;\n"
                                   FP_TAIL;
   /* a vector address: <instOperandS> */
   static const char vec_addr[] = FP_HEAD "LOAD.U32 o, i;\n" FP_TAIL;
   /* version 4: STORE is no instruction, LOAD needs the option */
   static const char v4_store[] = "!!NVfp4.0\nUINT TEMP a;\n"
                                  "STORE.U32 a, a.x;\nEND\n";
   static const char v4_load[] = "!!NVfp4.0\nUINT TEMP a;\n"
                                 "LOAD.U32 a, a.x;\nEND\n";
   /* "If a program specifies the "NV_gpu_program5_mem_extended" option,
    * it may use the "F16", "F16X2", ..." */
   static const char no_memx[] = FP_HEAD "LOAD.S8X4 o, L.x;\n" FP_TAIL;
   static const char no_memx16[] = FP_HEAD "STORE.F16 r, L.x;\n" FP_TAIL;
   /* U64 MIN without NV_shader_atomic_int64's option */
   static const char no_int64[] = FP_HEAD "ATOM.MIN.U64 L.z, L, L.x;\n"
                                  FP_TAIL;
   const struct nvpt_bad_text bad[] = {
      { no_op, (int)(strstr(no_op, "ATOM") - no_op) },
      { iwrap_s, (int)(strstr(iwrap_s, "ATOM") - iwrap_s) },
      { add_f, (int)(strstr(add_f, "ATOM") - add_f) },
      { no_storage, (int)(strstr(no_storage, "LOAD") - no_storage) },
      { two_atomic, (int)(strstr(two_atomic, "MIN") - two_atomic) },
      { load_atomic,
        (int)(strstr(load_atomic, "ADD.U32 o") - load_atomic) },
      { base_type, (int)(strstr(base_type, "U.U32") - base_type) },
      { vec_addr, (int)(strstr(vec_addr, ";\nMOV result") - vec_addr) },
      { v4_store, (int)(strstr(v4_store, "STORE") - v4_store) },
      { v4_load, (int)(strstr(v4_load, "LOAD") - v4_load) },
      { no_memx, (int)(strstr(no_memx, "S8X4") - no_memx) },
      { no_memx16, (int)(strstr(no_memx16, "F16") - no_memx16) },
      { no_int64, (int)(strstr(no_int64, "ATOM") - no_int64) },
   };
   static const char v4_option[] =
      "!!NVfp4.0\nOPTION NV_shader_buffer_load;\nUINT TEMP a;\n"
      "MOV.U a, 0;\nLOAD.U32 a, a.x;\nMOV result.color, {0, 1, 0, 1};\n"
      "END\n";
   bool pass = nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1,
                                     "!!NVfp4.0\nMOV result.color, "
                                     "{0, 1, 0, 1};\nEND\n");

   pass = nvpt_load_arb_programs_bad(GL_FRAGMENT_PROGRAM_ARB, 1, bad,
                                     NVPT_ARRAY_SIZE(bad)) && pass;
   pass = nvpt_draw_arb_programs("the previous program after the load "
                                 "errors", green, false) && pass;
   /* "If a program specifies the "NV_shader_buffer_load" option, it may
    * use the LOAD instruction" (loaded, not run: address 0) */
   pass = nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 4, v4_option) &&
          pass;
   return pass;
}

/* Without the extension: the commands fail, version 5 is refused. */
static bool
refused(void)
{
   GLuint64EXT a = 0;
   bool pass = true;

   get_integer_ui64(MAX_SHADER_BUFFER_ADDRESS_NV, &a);
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "GetIntegerui64vNV "
                            "without the extension") && pass;
   return nvpt_load_arb_program_bad(GL_FRAGMENT_PROGRAM_ARB, 1,
                                    FP_HEAD "LOAD.U32 o, L.x;\n" FP_TAIL,
                                    0) && pass;
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   nvpt_require_extension("GL_NV_gpu_program4");
   make_resident = nvpt_get_proc("glMakeBufferResidentNV");
   make_non_resident = nvpt_get_proc("glMakeBufferNonResidentNV");
   is_resident = nvpt_get_proc("glIsBufferResidentNV");
   make_named_resident = nvpt_get_proc("glMakeNamedBufferResidentNV");
   is_named_resident = nvpt_get_proc("glIsNamedBufferResidentNV");
   get_address = nvpt_get_proc("glGetBufferParameterui64vNV");
   get_named_address = nvpt_get_proc("glGetNamedBufferParameterui64vNV");
   get_integer_ui64 = nvpt_get_proc("glGetIntegerui64vNV");
   local_ui = nvpt_get_proc("glProgramLocalParameterI4uiNV");
   memory_barrier = nvpt_get_proc("glMemoryBarrier");
   gen_buffers = nvpt_get_proc("glGenBuffers");
   bind_buffer = nvpt_get_proc("glBindBuffer");
   buffer_data = nvpt_get_proc("glBufferData");
   get_buffer_sub_data = nvpt_get_proc("glGetBufferSubData");
   delete_buffers = nvpt_get_proc("glDeleteBuffers");
   nvpt_float_target_begin();
   glViewport(0, 0, 4, 4);
   if (!nvpt_has_extension("GL_NV_gpu_program5")) {
      printf("GL_NV_gpu_program5 not enabled: refused\n");
      return nvpt_end_test(refused());
   }
   pass = api_tests() && pass;
   pass = load_tests() && pass;
   pass = store_tests() && pass;
   pass = atom_tests() && pass;
   pass = wide_tests() && pass;
   pass = mem_extended_tests() && pass;
   pass = vertex_store() && pass;
   pass = load_errors() && pass;
   return nvpt_end_test(pass);
}
