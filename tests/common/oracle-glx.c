/*
 * The oracles' GLX context and table output (oracle-glx.h).
 */
#include "oracle-glx.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include <GL/glx.h>

FILE *nvt_table_out;

Display *
nvt_glx_window(int w, int h, bool depth)
{
   int attribs[] = { GLX_RGBA, GLX_RED_SIZE, 8, GLX_GREEN_SIZE, 8,
                     GLX_BLUE_SIZE, 8, GLX_DEPTH_SIZE, depth ? 24 : 0,
                     None };
   Display *dpy = XOpenDisplay(NULL);
   if (!dpy) {
      printf("cannot open display %s\n", getenv("DISPLAY"));
      return NULL;
   }
   Window root = RootWindow(dpy, DefaultScreen(dpy));
   XVisualInfo *vi = glXChooseVisual(dpy, DefaultScreen(dpy), attribs);
   if (!vi) {
      printf("glXChooseVisual found no RGBA visual\n");
      return NULL;
   }
   XSetWindowAttributes wa;
   memset(&wa, 0, sizeof(wa));
   wa.colormap = XCreateColormap(dpy, root, vi->visual, AllocNone);
   /* A visual other than the root's needs a border pixel of its own. */
   Window win = XCreateWindow(dpy, root, 0, 0, (unsigned)w, (unsigned)h,
                              0, vi->depth, InputOutput, vi->visual,
                              CWBackPixel | CWBorderPixel | CWColormap,
                              &wa);
   GLXContext ctx = glXCreateContext(dpy, vi, NULL, True);
   XFree(vi);
   if (!ctx || !glXMakeCurrent(dpy, win, ctx)) {
      printf("cannot make a GLX context current\n");
      return NULL;
   }
   return dpy;
}

void
nvt_out(const char *fmt, ...)
{
   va_list ap;
   va_start(ap, fmt);
   vprintf(fmt, ap);
   va_end(ap);
   if (nvt_table_out) {
      va_start(ap, fmt);
      vfprintf(nvt_table_out, fmt, ap);
      va_end(ap);
   }
}
