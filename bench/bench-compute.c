/*
 * nvprog bench: the compute kind.  One buffer of uints in, one out; a
 * sample is 'size' DispatchComputes of the whole input, each followed by
 * nothing but the glFinish that ends the sample.
 *
 * The NV program reads and writes through the buffers' GPU addresses
 * (NV_shader_buffer_load/store: MakeBufferResidentNV, the addresses in
 * program.local[0]); GLSL through the same two buffers bound as shader
 * storage blocks 0 and 1.  The equivalence frame is the output buffer
 * itself (4096 words: the total, then each work group's sum) after one
 * dispatch on a cleared output, written over the colour buffer; verify
 * then checks the words against the sums computed here.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"

#ifndef GL_BUFFER_GPU_ADDRESS_NV
#define GL_BUFFER_GPU_ADDRESS_NV 0x8F1D
#endif
#ifndef GL_COMPUTE_PROGRAM_NV
#define GL_COMPUTE_PROGRAM_NV 0x90FB
#endif
#ifndef GL_SHADER_GLOBAL_ACCESS_BARRIER_BIT_NV
#define GL_SHADER_GLOBAL_ACCESS_BARRIER_BIT_NV 0x00000010
#endif

#define WORDS_IN (BENCH_REDUCE_GROUPS * BENCH_REDUCE_GROUP_WORDS)
#define WORDS_OUT (BENCH_W * BENCH_H)

/* The two buffers, their GPU addresses and the answer, shared by the
 * apis (one case at a time runs). */
static struct {
   GLuint buf[2];
   GLuint64EXT addr[2];
   GLuint *expect;
} red;

/* xorshift32: every bit of the words varies, so the sums wrap. */
static GLuint
next_word(GLuint *x)
{
   *x ^= *x << 13;
   *x ^= *x >> 17;
   *x ^= *x << 5;
   return *x;
}

static bool
compute_setup(struct bench_case *c, char *why, size_t n)
{
   const struct bench_texts *t = bench_work_texts(c->work);
   GLuint *in = malloc(sizeof(GLuint) * WORDS_IN);
   GLuint seed = 0x2545f491u;

   red.expect = calloc(WORDS_OUT, sizeof(GLuint));
   if (!in || !red.expect) {
      free(in);
      snprintf(why, n, "out of memory");
      return false;
   }
   for (unsigned g = 0; g < BENCH_REDUCE_GROUPS; g++) {
      for (unsigned k = 0; k < BENCH_REDUCE_GROUP_WORDS; k++) {
         GLuint w = next_word(&seed);
         in[g * BENCH_REDUCE_GROUP_WORDS + k] = w;
         red.expect[1 + g] += w;
      }
      red.expect[0] += red.expect[1 + g];
   }
   bgl.GenBuffers(2, red.buf);
   bgl.BindBuffer(GL_ARRAY_BUFFER, red.buf[0]);
   bgl.BufferData(GL_ARRAY_BUFFER, sizeof(GLuint) * WORDS_IN, in,
                  GL_STATIC_DRAW);
   free(in);
   /* (BufferData would make a buffer non-resident again: after it) */
   bgl.MakeBufferResidentNV(GL_ARRAY_BUFFER, GL_READ_ONLY);
   bgl.GetBufferParameterui64vNV(GL_ARRAY_BUFFER, GL_BUFFER_GPU_ADDRESS_NV,
                                 &red.addr[0]);
   bgl.BindBuffer(GL_ARRAY_BUFFER, red.buf[1]);
   bgl.BufferData(GL_ARRAY_BUFFER, sizeof(GLuint) * WORDS_OUT, NULL,
                  GL_DYNAMIC_COPY);
   bgl.MakeBufferResidentNV(GL_ARRAY_BUFFER, GL_READ_WRITE);
   bgl.GetBufferParameterui64vNV(GL_ARRAY_BUFFER, GL_BUFFER_GPU_ADDRESS_NV,
                                 &red.addr[1]);
   bgl.BindBuffer(GL_ARRAY_BUFFER, 0);
   for (int api = 0; api < BENCH_NUM_APIS; api++) {
      char msg[400];
      if (t->missing[api])
         continue;
      if (!bench_prog_load(&c->prog[api], api, t, msg, sizeof(msg))) {
         snprintf(why, n, "%s: %s", bench_api_name[api], msg);
         return false;
      }
      c->text_bytes[api] = strlen(t->cp[api]);
   }
   if (glGetError() != GL_NO_ERROR) {
      snprintf(why, n, "GL error setting up the buffers");
      return false;
   }
   return true;
}

/* Binds api's program alone, and what it reads the buffers by. */
static void
compute_prepare(struct bench_case *c, enum bench_api api)
{
   const struct bench_prog *p = &c->prog[api];

   for (int i = 0; i < BENCH_NUM_APIS; i++)
      bench_prog_unuse(&c->prog[i]);
   bench_prog_use(p);
   if (api == BENCH_NV) {
      bgl.ProgramLocalParameterI4uiNV(GL_COMPUTE_PROGRAM_NV, 0,
                                      (GLuint)red.addr[0],
                                      (GLuint)(red.addr[0] >> 32),
                                      (GLuint)red.addr[1],
                                      (GLuint)(red.addr[1] >> 32));
   } else {
      bgl.BindBufferBase(GL_SHADER_STORAGE_BUFFER, 0, red.buf[0]);
      bgl.BindBufferBase(GL_SHADER_STORAGE_BUFFER, 1, red.buf[1]);
   }
   /* warm: the program compiled and its variant made */
   bgl.DispatchCompute(BENCH_REDUCE_GROUPS, 1, 1);
   glFinish();
}

static double
compute_sample(struct bench_case *c, enum bench_api api)
{
   (void)api;
   for (unsigned i = 0; i < c->size; i++)
      bgl.DispatchCompute(BENCH_REDUCE_GROUPS, 1, 1);
   glFinish();
   return c->size * (double)WORDS_IN / 1e6;
}

/* One dispatch on a cleared output; its words become the frame. */
static void
compute_check(struct bench_case *c, enum bench_api api)
{
   static GLuint out[WORDS_OUT];

   compute_prepare(c, api);
   memset(out, 0, sizeof(out));
   bgl.BindBuffer(GL_ARRAY_BUFFER, red.buf[1]);
   bgl.BufferSubData(GL_ARRAY_BUFFER, 0, sizeof(out), out);
   bgl.DispatchCompute(BENCH_REDUCE_GROUPS, 1, 1);
   bgl.MemoryBarrier(api == BENCH_NV ?
                     GL_SHADER_GLOBAL_ACCESS_BARRIER_BIT_NV :
                     GL_BUFFER_UPDATE_BARRIER_BIT);
   bgl.GetBufferSubData(GL_ARRAY_BUFFER, 0, sizeof(out), out);
   bgl.BindBuffer(GL_ARRAY_BUFFER, 0);
   bench_set_pixels(out);
}

/* The frame's words against the sums of compute_setup. */
static bool
compute_verify(struct bench_case *c, enum bench_api api, char *why,
               size_t n)
{
   const GLuint *got = (const GLuint *)bench_pixels();
   unsigned bad = 0, first = 0;

   (void)c;
   for (unsigned k = 0; k < WORDS_OUT; k++) {
      if (got[k] != red.expect[k] && bad++ == 0)
         first = k;
   }
   if (bad) {
      snprintf(why, n, "%s: %u of %u words wrong, word %u is %u, "
               "expected %u", bench_api_name[api], bad, WORDS_OUT, first,
               got[first], red.expect[first]);
   }
   return bad == 0;
}

static void
compute_teardown(struct bench_case *c)
{
   for (int api = 0; api < BENCH_NUM_APIS; api++) {
      bench_prog_unuse(&c->prog[api]);
      bench_prog_delete(&c->prog[api]);
   }
   if (red.buf[0])
      bgl.DeleteBuffers(2, red.buf);
   free(red.expect);
   memset(&red, 0, sizeof(red));
}

const struct bench_kind bench_compute_kind = {
   .setup = compute_setup,
   .prepare = compute_prepare,
   .sample = compute_sample,
   .check = compute_check,
   .verify = compute_verify,
   .teardown = compute_teardown,
};
