/*
 * Helpers of the OSMesa stress tests (threads, long runs, many
 * programs): contexts, entry points, loads, a full-window quad and its
 * pixels, and the piglit result line.
 *
 * These tests need no X server: each context draws into its own
 * OSMesa GL_FLOAT buffer of STRESS_SIZE x STRESS_SIZE, so that colours
 * come back unrounded.  The driver is GALLIUM_DRIVER's, as for the GL
 * tests in tests/piglit.
 */
#ifndef STRESS_H
#define STRESS_H

#define GL_GLEXT_PROTOTYPES 1
#include <GL/gl.h>
#include <GL/glext.h>
#include <GL/osmesa.h>

#include <stdbool.h>

#define STRESS_SIZE 4

struct stress_gl {
   PFNGLLOADPROGRAMNVPROC LoadProgramNV;
   PFNGLBINDPROGRAMNVPROC BindProgramNV;
   PFNGLDELETEPROGRAMSNVPROC DeleteProgramsNV;
   PFNGLGENPROGRAMSNVPROC GenProgramsNV;
   PFNGLPROGRAMPARAMETER4FNVPROC ProgramParameter4fNV;
   PFNGLTRACKMATRIXNVPROC TrackMatrixNV;
   PFNGLPROGRAMNAMEDPARAMETER4FNVPROC ProgramNamedParameter4fNV;
   PFNGLPROGRAMSTRINGARBPROC ProgramStringARB;
   PFNGLBINDPROGRAMARBPROC BindProgramARB;
   PFNGLDELETEPROGRAMSARBPROC DeleteProgramsARB;
   PFNGLPROGRAMENVPARAMETER4FARBPROC ProgramEnvParameter4fARB;
   PFNGLPROGRAMLOCALPARAMETER4FARBPROC ProgramLocalParameter4fARB;
   PFNGLGETPROGRAMIVARBPROC GetProgramivARB;
};
extern struct stress_gl gl;

/* A context sharing with 'share' (or none), its buffer, made current
 * on the calling thread by stress_make_current(). */
struct stress_ctx {
   OSMesaContext ctx;
   float buf[STRESS_SIZE * STRESS_SIZE * 4];
};
bool stress_create(struct stress_ctx *c, struct stress_ctx *share);
bool stress_make_current(struct stress_ctx *c);
/* The entry points, once a context is current; false if one is
 * missing (the test then skips). */
bool stress_get_procs(void);

/* LoadProgramNV / ProgramStringARB; false (and a line naming 'what')
 * on any GL error. */
bool stress_load_nv(GLenum target, GLuint id, const char *text,
                    const char *what);
bool stress_load_arb(GLenum target, GLuint id, const char *text,
                     const char *what);

/* One quad over the whole buffer with texture coordinate 0 (0.5, 0.5),
 * then the colour of pixel (1, 1). */
void stress_draw_quad(void);
void stress_read(float out[4]);

/* Prints the PIGLIT: line and exits with the matching status (77 for a
 * skip unless NVPROG_SKIP_STATUS says otherwise, as tests/piglit). */
void stress_report(bool pass) __attribute__((noreturn));
void stress_skip(const char *why) __attribute__((noreturn));

/* A "!!VP2.0" program whose path its parameters decide: the rows
 * c[10 + k], k < c[0].x, summed into o[COL0] (tests/piglit/
 * vp2-uniform-path). */
extern const char stress_vp2_sum[];

/* Resident set size in KiB (/proc/self/statm). */
long stress_rss_kib(void);
/* Bytes malloc has handed out and not had back, in KiB (mallinfo2(), all
 * arenas): unlike the resident size, blind to fragmentation and to
 * freed memory malloc keeps. */
long stress_heap_kib(void);
/* Monotonic seconds. */
double stress_now(void);

#endif
