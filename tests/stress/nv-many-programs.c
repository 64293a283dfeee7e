/*
 * PROGRAMS NV programs alive at once: generated, each different, loaded
 * into names of their own, then every one checked (its PROGRAM_LENGTH_NV
 * and PROGRAM_TARGET_NV), every 97th bound and drawn with its exact
 * colour, then all deleted and none left (IsProgramNV).  The kinds
 * alternate: !!VP1.0 and !!VP2.0 reading c[n] (n from the program's
 * number), !!FP1.0, !!ARBvp1.0 + NV_vertex_program2 and !!ARBfp1.0 +
 * NV_fragment_program writing a literal of their own.  Nothing in the
 * GL bounds the number of program objects; the test checks that none
 * gets mixed up with another and that deleting them all gives back
 * what they took: the bytes malloc has handed out (mallinfo2()) may
 * stay at most HEAP_BOUND_KIB above where they were before the loads
 * (a leak of 1 KiB per program would pass it; the drawn programs'
 * compilations leave 3 MiB or so in the drivers' caches).  The
 * resident sizes are printed: malloc keeps the freed memory.
 *
 *    nv-many-programs [--programs N]   (default 10000)
 */
#include "stress.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define KINDS 5
#define DRAW_EVERY 97
#define HEAP_BOUND_KIB 8192

/* Multiples of 1/64 below 1/4, from n. */
static void
value(unsigned n, float v[4])
{
   for (unsigned k = 0; k < 4; k++)
      v[k] = (float)((n * 7 + k * 3) % 16) / 64.0f;
}

static GLenum
target_of(unsigned kind)
{
   return kind == 2 ? GL_FRAGMENT_PROGRAM_NV :
          kind == 4 ? GL_FRAGMENT_PROGRAM_ARB : GL_VERTEX_PROGRAM_NV;
}

/* The text of program i and the colour it draws. */
static void
generate(unsigned i, char *text, size_t size, float e[4])
{
   const unsigned kind = i % KINDS, reg = i % 96;
   float v[4];

   value(i / KINDS, v);
   switch (kind) {
   case 0:
   case 1:
      /* c[reg] holds value(1000 + reg) */
      value(1000 + reg, e);
      snprintf(text, size, "%s\nMOV o[HPOS], v[OPOS];\nMOV R%u, c[%u];\n"
               "MOV o[COL0], R%u;\nEND", kind ? "!!VP2.0" : "!!VP1.0",
               i % 12, reg, i % 12);
      return;
   case 2:
      snprintf(text, size, "!!FP1.0\nMOVR R%u, {%.9g, %.9g, %.9g, %.9g};\n"
               "MOVR o[COLR], R%u;\nEND", i % 32, v[0], v[1], v[2], v[3],
               i % 32);
      break;
   case 3:
      snprintf(text, size, "!!ARBvp1.0\nOPTION NV_vertex_program2;\n"
               "TEMP t%u;\nMOV result.position, vertex.position;\n"
               "MOV t%u, {%.9g, %.9g, %.9g, %.9g};\n"
               "MOV result.color, t%u;\nEND", i, i, v[0], v[1], v[2], v[3],
               i);
      break;
   case 4:
      snprintf(text, size, "!!ARBfp1.0\nOPTION NV_fragment_program;\n"
               "TEMP t%u;\nMOVR t%u, {%.9g, %.9g, %.9g, %.9g};\n"
               "MOVR result.color, t%u;\nEND", i, i, v[0], v[1], v[2],
               v[3], i);
      break;
   }
   memcpy(e, v, sizeof(v));
}

static bool
load(unsigned i, GLuint id, const char *text)
{
   const unsigned kind = i % KINDS;

   if (kind == 3)
      return stress_load_arb(GL_VERTEX_PROGRAM_ARB, id, text, "ARBvp");
   if (kind == 4)
      return stress_load_arb(GL_FRAGMENT_PROGRAM_ARB, id, text, "ARBfp");
   return stress_load_nv(target_of(kind), id, text, "NV load");
}

static bool
draw(unsigned i, GLuint id, const float e[4])
{
   const GLenum target = target_of(i % KINDS);
   float got[4] = { -1, -1, -1, -1 };

   gl.BindProgramNV(target, id);
   glEnable(target);
   stress_draw_quad();
   stress_read(got);
   glDisable(target);
   if (memcmp(got, e, sizeof(got)) == 0)
      return true;
   printf("program %u (id %u): got (%g, %g, %g, %g), expected "
          "(%g, %g, %g, %g)\n", i, id, got[0], got[1], got[2], got[3],
          e[0], e[1], e[2], e[3]);
   return false;
}

int
main(int argc, char **argv)
{
   unsigned programs = 10000, failures = 0, drawn = 0;
   struct stress_ctx ctx;
   GLuint *ids;
   char text[512];
   float e[4];

   for (int a = 1; a < argc; a++) {
      if (strcmp(argv[a], "--programs") == 0 && a + 1 < argc)
         programs = (unsigned)strtoul(argv[++a], NULL, 10);
   }
   ids = calloc(programs ? programs : 1, sizeof(*ids));
   if (!ids || !stress_create(&ctx, NULL) || !stress_make_current(&ctx))
      stress_skip("no OSMesa context");
   if (!stress_get_procs())
      stress_skip("NV_vertex_program2 or NV_fragment_program(2) missing");
   for (unsigned n = 0; n < 96; n++) {
      float v[4];

      value(1000 + n, v);
      gl.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, n, v[0], v[1], v[2],
                              v[3]);
   }

   PFNGLGETPROGRAMIVNVPROC get = (PFNGLGETPROGRAMIVNVPROC)(void *)
      OSMesaGetProcAddress("glGetProgramivNV");
   PFNGLISPROGRAMNVPROC is =
      (PFNGLISPROGRAMNVPROC)(void *)OSMesaGetProcAddress("glIsProgramNV");
   if (!get || !is)
      stress_skip("GetProgramivNV or IsProgramNV missing");

   const long rss_start = stress_rss_kib();
   const long heap_start = stress_heap_kib();
   double t0 = stress_now();

   gl.GenProgramsNV(programs, ids);
   for (unsigned i = 0; i < programs && failures < 10; i++) {
      generate(i, text, sizeof(text), e);
      failures += !load(i, ids[i], text);
   }
   gl.BindProgramARB(GL_VERTEX_PROGRAM_ARB, 0);
   gl.BindProgramARB(GL_FRAGMENT_PROGRAM_ARB, 0);
   const double t_load = stress_now() - t0;
   const long rss_loaded = stress_rss_kib();
   const long heap_loaded = stress_heap_kib();

   /* every program is still itself */
   for (unsigned i = 0; i < programs && failures < 10; i++) {
      GLint len = -1, target = -1;

      generate(i, text, sizeof(text), e);
      get(ids[i], GL_PROGRAM_LENGTH_NV, &len);
      get(ids[i], GL_PROGRAM_TARGET_NV, &target);
      if (len != (GLint)strlen(text) ||
          target != (GLint)(i % KINDS == 4 ? GL_FRAGMENT_PROGRAM_ARB :
                            target_of(i % KINDS))) {
         printf("program %u: length %d (expected %zu), target 0x%x\n", i,
                len, strlen(text), target);
         failures++;
      }
      if (i % DRAW_EVERY == 0) {
         failures += !draw(i, ids[i], e);
         drawn++;
      }
   }
   glFinish();
   const long rss_drawn = stress_rss_kib();

   t0 = stress_now();
   gl.DeleteProgramsNV(programs, ids);
   glFinish();
   const double t_delete = stress_now() - t0;
   for (unsigned i = 0; i < programs; i++) {
      if (is(ids[i])) {
         printf("program %u (id %u) still exists\n", i, ids[i]);
         failures++;
         break;
      }
   }
   if (glGetError() != GL_NO_ERROR) {
      printf("GL error\n");
      failures++;
   }
   const long rss_deleted = stress_rss_kib();
   const long heap_deleted = stress_heap_kib();

   printf("%u programs loaded in %.2f s, %u drawn, deleted in %.2f s; "
          "resident %ld KiB before, %ld loaded, %ld drawn, %ld after "
          "deleting; malloc in use %ld KiB before, %ld loaded, %ld after "
          "deleting\n", programs, t_load, drawn, t_delete, rss_start,
          rss_loaded, rss_drawn, rss_deleted, heap_start, heap_loaded,
          heap_deleted);
   if (heap_deleted - heap_start > HEAP_BOUND_KIB) {
      printf("malloc in use grew by %ld KiB (bound %d)\n",
             heap_deleted - heap_start, HEAP_BOUND_KIB);
      failures++;
   }
   free(ids);
   OSMesaDestroyContext(ctx.ctx);
   stress_report(failures == 0);
}
