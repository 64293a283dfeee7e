/*
 * Helpers of the OSMesa stress tests (stress.h).
 */
#include "stress.h"

#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

struct stress_gl gl;

const char stress_vp2_sum[] =
   "!!VP2.0\n"
   "MOV o[HPOS], v[OPOS];\n"
   "MOV R0, c[1].y;\n"
   "MOV R10.x, c[0].z;\n"
   "MOVC R15.x, c[0].x;\n"
   "loop:\n"
   "ARL A0.x, R10.x;\n"
   "ADD R0, R0, c[A0.x+10];\n"
   "ADD R10.x, R10.x, c[0].y;\n"
   "SUBC R15.x, R15.x, c[1].x;\n"
   "BRA loop (GT.x);\n"
   "MOV o[COL0], R0;\n"
   "END\n";

bool
stress_create(struct stress_ctx *c, struct stress_ctx *share)
{
   c->ctx = OSMesaCreateContextExt(OSMESA_RGBA, 0, 0, 0,
                                   share ? share->ctx : NULL);
   return c->ctx != NULL;
}

bool
stress_make_current(struct stress_ctx *c)
{
   if (!OSMesaMakeCurrent(c->ctx, c->buf, GL_FLOAT, STRESS_SIZE,
                          STRESS_SIZE))
      return false;
   glViewport(0, 0, STRESS_SIZE, STRESS_SIZE);
   /* colours as the programs write them */
   glDisable(GL_DITHER);
   return true;
}

#define PROC(name) \
   (gl.name = (void *)OSMesaGetProcAddress("gl" #name)) != NULL

bool
stress_get_procs(void)
{
   const char *ext = (const char *)glGetString(GL_EXTENSIONS);

   if (!ext || !strstr(ext, "GL_NV_vertex_program2 ") ||
       !strstr(ext, "GL_NV_fragment_program ") ||
       !strstr(ext, "GL_NV_fragment_program2 "))
      return false;
   return PROC(LoadProgramNV) && PROC(BindProgramNV) &&
          PROC(DeleteProgramsNV) && PROC(GenProgramsNV) &&
          PROC(ProgramParameter4fNV) && PROC(TrackMatrixNV) &&
          PROC(ProgramNamedParameter4fNV) && PROC(ProgramStringARB) &&
          PROC(BindProgramARB) && PROC(DeleteProgramsARB) &&
          PROC(ProgramEnvParameter4fARB) &&
          PROC(ProgramLocalParameter4fARB) && PROC(GetProgramivARB);
}

static bool
no_error(const char *what)
{
   GLenum e = glGetError();

   if (e == GL_NO_ERROR)
      return true;
   printf("%s: GL error 0x%x (%s)\n", what, e,
          (const char *)glGetString(GL_PROGRAM_ERROR_STRING_NV));
   return false;
}

bool
stress_load_nv(GLenum target, GLuint id, const char *text,
               const char *what)
{
   gl.LoadProgramNV(target, id, (GLsizei)strlen(text),
                    (const GLubyte *)text);
   return no_error(what);
}

bool
stress_load_arb(GLenum target, GLuint id, const char *text,
                const char *what)
{
   gl.BindProgramARB(target, id);
   gl.ProgramStringARB(target, GL_PROGRAM_FORMAT_ASCII_ARB,
                       (GLsizei)strlen(text), text);
   return no_error(what);
}

void
stress_draw_quad(void)
{
   glBegin(GL_QUADS);
   glTexCoord2f(0.5f, 0.5f);
   glVertex2f(-1, -1);
   glVertex2f(1, -1);
   glVertex2f(1, 1);
   glVertex2f(-1, 1);
   glEnd();
}

void
stress_read(float out[4])
{
   glReadPixels(1, 1, 1, 1, GL_RGBA, GL_FLOAT, out);
}

void
stress_report(bool pass)
{
   printf("PIGLIT: {\"result\": \"%s\"}\n", pass ? "pass" : "fail");
   fflush(stdout);
   exit(pass ? 0 : 1);
}

void
stress_skip(const char *why)
{
   const char *s = getenv("NVPROG_SKIP_STATUS");

   printf("%s\nPIGLIT: {\"result\": \"skip\"}\n", why);
   fflush(stdout);
   exit(s ? atoi(s) : 77);
}

long
stress_rss_kib(void)
{
   FILE *f = fopen("/proc/self/statm", "r");
   long size = 0, resident = 0;

   if (!f)
      return -1;
   if (fscanf(f, "%ld %ld", &size, &resident) != 2)
      resident = -1;
   fclose(f);
   return resident < 0 ? -1 : resident * (sysconf(_SC_PAGESIZE) / 1024);
}

long
stress_heap_kib(void)
{
   struct mallinfo2 mi = mallinfo2();

   return (long)((mi.uordblks + mi.hblkhd) / 1024);
}

double
stress_now(void)
{
   struct timespec ts;

   clock_gettime(CLOCK_MONOTONIC, &ts);
   return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}
