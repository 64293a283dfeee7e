/*
 * The harness's second way to get a context: with NVPT_EGL=1 in the
 * environment, an EGL pbuffer context with desktop GL instead of a GLX
 * window, so that the same test binaries run on a machine with a vendor's
 * EGL driver and no X server (bench/ref/gl-tests.sh runs them on NVIDIA's
 * driver, the reference implementation of the NV assembly languages).
 * The tests then draw into the -fbo framebuffer, which EGL mode implies.
 *
 * libEGL.so.1 is opened at run time: the tests link only libGL.so.1 (on
 * such a machine glvnd's, which dispatches to the current context's
 * vendor whichever window-system API made it current).
 */
#include "harness.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

#include <EGL/egl.h>
#include <EGL/eglext.h>

static void *(*egl_proc)(const char *);

bool
nvpt_egl_requested(void)
{
   const char *env = getenv("NVPT_EGL");

   return env && *env && *env != '0';
}

/* A display: the default one, else the first device's (headless). */
static EGLDisplay
open_display(void *lib)
{
   PFNEGLGETDISPLAYPROC get_display = dlsym(lib, "eglGetDisplay");
   PFNEGLINITIALIZEPROC initialize = dlsym(lib, "eglInitialize");
   EGLint major, minor, n = 0;
   EGLDeviceEXT dev[4];
   EGLDisplay dpy = get_display(EGL_DEFAULT_DISPLAY);

   if (dpy != EGL_NO_DISPLAY && initialize(dpy, &major, &minor))
      return dpy;

   PFNEGLQUERYDEVICESEXTPROC query = (PFNEGLQUERYDEVICESEXTPROC)
      egl_proc("eglQueryDevicesEXT");
   PFNEGLGETPLATFORMDISPLAYEXTPROC get = (PFNEGLGETPLATFORMDISPLAYEXTPROC)
      egl_proc("eglGetPlatformDisplayEXT");
   if (!query || !get || !query(4, dev, &n) || n < 1)
      return EGL_NO_DISPLAY;
   dpy = get(EGL_PLATFORM_DEVICE_EXT, dev[0], NULL);
   if (dpy == EGL_NO_DISPLAY || !initialize(dpy, &major, &minor))
      return EGL_NO_DISPLAY;
   return dpy;
}

bool
nvpt_egl_create_context(void)
{
   static const EGLint config_attribs[] = {
      EGL_SURFACE_TYPE, EGL_PBUFFER_BIT,
      EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT,
      EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8,
      EGL_ALPHA_SIZE, 8, EGL_DEPTH_SIZE, 24, EGL_STENCIL_SIZE, 8,
      EGL_NONE
   };
   static const EGLint pbuffer_attribs[] = {
      EGL_WIDTH, NVPT_WIDTH, EGL_HEIGHT, NVPT_HEIGHT, EGL_NONE
   };
   void *lib = dlopen("libEGL.so.1", RTLD_NOW | RTLD_GLOBAL);
   EGLConfig config;
   EGLint n = 0;

   if (!lib) {
      printf("NVPT_EGL: %s\n", dlerror());
      return false;
   }
   egl_proc = (void *(*)(const char *)) dlsym(lib, "eglGetProcAddress");
   PFNEGLBINDAPIPROC bind_api = dlsym(lib, "eglBindAPI");
   PFNEGLCHOOSECONFIGPROC choose = dlsym(lib, "eglChooseConfig");
   PFNEGLCREATEPBUFFERSURFACEPROC create_surface =
      dlsym(lib, "eglCreatePbufferSurface");
   PFNEGLCREATECONTEXTPROC create_context = dlsym(lib, "eglCreateContext");
   PFNEGLMAKECURRENTPROC make_current = dlsym(lib, "eglMakeCurrent");
   EGLDisplay dpy = open_display(lib);

   if (dpy == EGL_NO_DISPLAY || !bind_api(EGL_OPENGL_API) ||
       !choose(dpy, config_attribs, &config, 1, &n) || n < 1) {
      printf("NVPT_EGL: no EGL display or config with desktop GL\n");
      return false;
   }
   /* No version asked: a compatibility context, as the NV assembly
    * languages need. */
   EGLSurface surf = create_surface(dpy, config, pbuffer_attribs);
   EGLContext ctx = create_context(dpy, config, EGL_NO_CONTEXT, NULL);
   if (surf == EGL_NO_SURFACE || ctx == EGL_NO_CONTEXT ||
       !make_current(dpy, surf, surf, ctx)) {
      printf("NVPT_EGL: cannot create or bind the context\n");
      return false;
   }
   return true;
}

void *
nvpt_egl_get_proc(const char *name)
{
   return egl_proc ? egl_proc(name) : NULL;
}
