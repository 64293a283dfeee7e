/*
 * libOSMesa.so.8 for a machine with a vendor's EGL driver: the handful of
 * OSMesa calls nvprog-bench makes (bench-gl.c), served by an EGL pbuffer.
 *
 * Built and used only by bench/ref/ (docs/performance.md, "Against
 * NVIDIA's driver"): the bench binary built against nvprog's libOSMesa
 * runs unchanged with this library first on LD_LIBRARY_PATH, so NVIDIA's
 * own NV_vertex_program / NV_fragment_program implementation draws the
 * very frames that the bench's equivalence check draws on llvmpipe and
 * softpipe.  GL entry points come from glvnd's libOpenGL.so.0, which
 * dispatches to the current EGL context's vendor.
 *
 * OSMesa renders into the caller's buffer; EGL into its own surface.  The
 * bench reads its buffer after glFinish ("valid after glFinish",
 * bench.h), so this library's glFinish reads the surface back into the
 * buffer.  Never part of `make check`: CI has no GPU.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GL/gl.h>

struct osmesa_context {
   EGLDisplay dpy;
   EGLContext ctx;
   EGLSurface surf;
   EGLint depth_bits;          /* asked for at creation */
   void *buffer;
   GLsizei w, h;
};

typedef struct osmesa_context *OSMesaContext;

static OSMesaContext current;

/* The default display, or the first device's where the vendor needs the
 * device platform for a headless display. */
static EGLDisplay
open_display(void)
{
   EGLDisplay dpy = eglGetDisplay(EGL_DEFAULT_DISPLAY);
   EGLint major, minor;

   if (dpy != EGL_NO_DISPLAY && eglInitialize(dpy, &major, &minor))
      return dpy;

   PFNEGLQUERYDEVICESEXTPROC query = (PFNEGLQUERYDEVICESEXTPROC)
      eglGetProcAddress("eglQueryDevicesEXT");
   PFNEGLGETPLATFORMDISPLAYEXTPROC get = (PFNEGLGETPLATFORMDISPLAYEXTPROC)
      eglGetProcAddress("eglGetPlatformDisplayEXT");
   EGLDeviceEXT dev[4];
   EGLint n = 0;

   if (!query || !get || !query(4, dev, &n) || n < 1)
      return EGL_NO_DISPLAY;
   dpy = get(EGL_PLATFORM_DEVICE_EXT, dev[0], NULL);
   if (dpy == EGL_NO_DISPLAY || !eglInitialize(dpy, &major, &minor))
      return EGL_NO_DISPLAY;
   return dpy;
}

OSMesaContext
OSMesaCreateContextExt(GLenum format, GLint depth, GLint stencil,
                       GLint accum, OSMesaContext share)
{
   (void)format;
   (void)stencil;
   (void)accum;
   (void)share;

   OSMesaContext c = calloc(1, sizeof(*c));
   if (!c)
      return NULL;
   c->dpy = open_display();
   if (c->dpy == EGL_NO_DISPLAY || !eglBindAPI(EGL_OPENGL_API)) {
      fprintf(stderr, "osmesa-egl: no EGL display with desktop GL\n");
      free(c);
      return NULL;
   }
   c->ctx = EGL_NO_CONTEXT;
   c->surf = EGL_NO_SURFACE;
   c->depth_bits = depth;
   return c;
}

GLboolean
OSMesaMakeCurrent(OSMesaContext c, void *buffer, GLenum type,
                  GLsizei w, GLsizei h)
{
   (void)type;   /* the bench asks for GL_UNSIGNED_BYTE RGBA */

   if (c->surf == EGL_NO_SURFACE) {
      const EGLint cfg_attr[] = {
         EGL_SURFACE_TYPE, EGL_PBUFFER_BIT,
         EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT,
         EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8,
         EGL_ALPHA_SIZE, 8, EGL_DEPTH_SIZE, c->depth_bits,
         EGL_NONE,
      };
      const EGLint surf_attr[] = { EGL_WIDTH, w, EGL_HEIGHT, h, EGL_NONE };
      EGLConfig cfg;
      EGLint n = 0;

      if (!eglChooseConfig(c->dpy, cfg_attr, &cfg, 1, &n) || n < 1)
         return GL_FALSE;
      c->surf = eglCreatePbufferSurface(c->dpy, cfg, surf_attr);
      /* no attributes: a compatibility context, as OSMesa's */
      c->ctx = eglCreateContext(c->dpy, cfg, EGL_NO_CONTEXT, NULL);
      if (c->surf == EGL_NO_SURFACE || c->ctx == EGL_NO_CONTEXT)
         return GL_FALSE;
   }
   c->buffer = buffer;
   c->w = w;
   c->h = h;
   if (!eglMakeCurrent(c->dpy, c->surf, c->surf, c->ctx))
      return GL_FALSE;
   current = c;
   return GL_TRUE;
}

void
OSMesaDestroyContext(OSMesaContext c)
{
   if (!c)
      return;
   eglMakeCurrent(c->dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
   if (c->ctx != EGL_NO_CONTEXT)
      eglDestroyContext(c->dpy, c->ctx);
   if (c->surf != EGL_NO_SURFACE)
      eglDestroySurface(c->dpy, c->surf);
   if (current == c)
      current = NULL;
   free(c);
}

void *
OSMesaGetProcAddress(const char *name)
{
   return (void *)eglGetProcAddress(name);
}

/* Finish, then hand the caller's buffer the frame, as OSMesa's buffer
 * holds it after a finish. */
void
glFinish(void)
{
   static void (*real_finish)(void);

   if (!real_finish)
      real_finish = (void (*)(void))dlsym(RTLD_NEXT, "glFinish");
   if (real_finish)
      real_finish();
   if (current && current->buffer) {
      glPixelStorei(GL_PACK_ALIGNMENT, 1);
      glReadPixels(0, 0, current->w, current->h, GL_RGBA,
                   GL_UNSIGNED_BYTE, current->buffer);
   }
}
