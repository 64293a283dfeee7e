/*
 * The demo's frame, drawn the same way by both of its programs:
 * nvprog-demo (OSMesa, headless, what `make demo` runs) and
 * nvprog-demo-glx (a GLX window, so that apitrace, which wraps libGL's
 * GLX entry points, can trace and replay it; tests/apitrace).  The two
 * are separate executables because libOSMesa and libGL both export the
 * gl* entry points: in one process whichever is found first takes every
 * call.
 */
#ifndef NVPROG_DEMO_SCENE_H
#define NVPROG_DEMO_SCENE_H

#include <GL/gl.h>

#define NVPROG_DEMO_WIDTH  640
#define NVPROG_DEMO_HEIGHT 480
#define NVPROG_DEMO_FRAME  12.0f

/* OSMesaGetProcAddress or glXGetProcAddressARB: the NV entry points are
 * looked up the way applications of their time did, not linked. */
typedef void (*nvprog_demo_proc)(void);
typedef nvprog_demo_proc (*nvprog_demo_get_proc)(const char *name);

/*
 * Loads and binds the NV vertex program (and the FP1.0 fragment program
 * where GL_NV_fragment_program is advertised), sets the tracked matrices
 * and lights, draws frame 'frame' of the torus into the current context's
 * NVPROG_DEMO_WIDTH x NVPROG_DEMO_HEIGHT colour buffer and waits for it
 * (glFinish).  Returns 0, or 1 after printing why on stderr.
 */
int nvprog_demo_draw(nvprog_demo_get_proc get_proc, float frame);

/* Writes w x h RGBA pixels, bottom row first as GL reads them, as an
 * 8-bit RGBA PNG.  Returns 0, or -1 when the file cannot be written. */
int nvprog_demo_write_png(const char *path, const GLubyte *rgba, int w,
                          int h);

#endif
