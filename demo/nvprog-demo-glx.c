/*
 * nvprog demo through GLX: the frame of nvprog-demo (nvprog-demo-scene.c)
 * drawn in an X window with nvprog's libGL.so.1, read back with
 * glReadPixels and written as a PNG equal to nvprog-demo's.  apitrace
 * traces GL by wrapping libGL's GLX entry points, which the OSMesa demo
 * never calls; this one is what tests/apitrace traces and replays.  One
 * glXSwapBuffers ends the frame: apitrace's frame boundary.
 *
 * usage: nvprog-demo-glx [OUT.png] [frame]
 */
#include <stdio.h>
#include <stdlib.h>

#include <GL/gl.h>
#include <GL/glx.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>

#include "nvprog-demo-scene.h"

static nvprog_demo_proc
get_proc(const char *name)
{
   return (nvprog_demo_proc)glXGetProcAddressARB((const GLubyte *)name);
}

int
main(int argc, char **argv)
{
   const char *out = argc > 1 ? argv[1] : "demo.png";
   float frame = argc > 2 ? (float)atof(argv[2]) : NVPROG_DEMO_FRAME;
   const int w = NVPROG_DEMO_WIDTH, h = NVPROG_DEMO_HEIGHT;

   Display *dpy = XOpenDisplay(NULL);
   if (!dpy) {
      fprintf(stderr, "nvprog-demo-glx: cannot open the X display\n");
      return 1;
   }
   /* The OSMesa demo's buffer: RGBA with a 24-bit depth buffer.  Double
    * buffered, so that the frame ends with a swap. */
   int attribs[] = {
      GLX_RGBA, GLX_RED_SIZE, 8, GLX_GREEN_SIZE, 8, GLX_BLUE_SIZE, 8,
      GLX_DEPTH_SIZE, 24, GLX_DOUBLEBUFFER, None
   };
   XVisualInfo *vi = glXChooseVisual(dpy, DefaultScreen(dpy), attribs);
   if (!vi) {
      fprintf(stderr, "nvprog-demo-glx: no RGBA visual with a 24-bit "
              "depth buffer\n");
      return 1;
   }
   Window root = RootWindow(dpy, vi->screen);
   /* A border pixel of the visual's own: the root's may not match it
    * (BadMatch). */
   XSetWindowAttributes wa = {
      .colormap = XCreateColormap(dpy, root, vi->visual, AllocNone),
      .border_pixel = 0,
      .event_mask = StructureNotifyMask,
   };
   Window win = XCreateWindow(dpy, root, 0, 0, w, h, 0, vi->depth,
                              InputOutput, vi->visual,
                              CWBorderPixel | CWColormap | CWEventMask, &wa);
   XStoreName(dpy, win, "nvprog demo");
   GLXContext ctx = glXCreateContext(dpy, vi, NULL, True);
   XFree(vi);
   if (!ctx) {
      fprintf(stderr, "nvprog-demo-glx: glXCreateContext failed\n");
      return 1;
   }
   XMapWindow(dpy, win);
   for (XEvent ev;;) {
      XNextEvent(dpy, &ev);
      if (ev.type == MapNotify)
         break;
   }
   if (!glXMakeCurrent(dpy, win, ctx)) {
      fprintf(stderr, "nvprog-demo-glx: glXMakeCurrent failed\n");
      return 1;
   }

   if (nvprog_demo_draw(get_proc, frame) != 0)
      return 1;

   /* The back buffer holds the frame until the swap. */
   GLubyte *pixels = malloc((size_t)w * h * 4);
   if (!pixels) {
      fprintf(stderr, "nvprog-demo-glx: out of memory\n");
      return 1;
   }
   glPixelStorei(GL_PACK_ALIGNMENT, 1);
   glReadBuffer(GL_BACK);
   glReadPixels(0, 0, w, h, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
   glXSwapBuffers(dpy, win);
   if (glGetError() != GL_NO_ERROR) {
      fprintf(stderr, "nvprog-demo-glx: GL error while reading back\n");
      return 1;
   }
   if (nvprog_demo_write_png(out, pixels, w, h) != 0) {
      fprintf(stderr, "nvprog-demo-glx: cannot write %s\n", out);
      return 1;
   }
   printf("%s\n", out);
   free(pixels);
   glXMakeCurrent(dpy, None, NULL);
   glXDestroyContext(dpy, ctx);
   XDestroyWindow(dpy, win);
   XCloseDisplay(dpy);
   return 0;
}
