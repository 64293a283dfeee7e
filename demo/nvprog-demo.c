/*
 * nvprog demo: renders a lit, vertex-coloured torus headless through
 * OSMesa (the frame: nvprog-demo-scene.c) and writes a PNG.
 * nvprog-demo-glx draws the same frame in a GLX window.
 *
 * usage: nvprog-demo [OUT.png] [frame]
 */
#include <stdio.h>
#include <stdlib.h>

#include <GL/gl.h>
#include <GL/osmesa.h>

#include "nvprog-demo-scene.h"

static nvprog_demo_proc
get_proc(const char *name)
{
   return (nvprog_demo_proc)OSMesaGetProcAddress(name);
}

int
main(int argc, char **argv)
{
   const char *out = argc > 1 ? argv[1] : "demo.png";
   float frame = argc > 2 ? (float)atof(argv[2]) : NVPROG_DEMO_FRAME;

   OSMesaContext ctx = OSMesaCreateContextExt(OSMESA_RGBA, 24, 0, 0, NULL);
   GLubyte *buffer = calloc((size_t)NVPROG_DEMO_WIDTH * NVPROG_DEMO_HEIGHT,
                            4);
   if (!ctx || !buffer ||
       !OSMesaMakeCurrent(ctx, buffer, GL_UNSIGNED_BYTE, NVPROG_DEMO_WIDTH,
                          NVPROG_DEMO_HEIGHT)) {
      fprintf(stderr, "nvprog-demo: cannot create an OSMesa context\n");
      return 1;
   }
   if (nvprog_demo_draw(get_proc, frame) != 0)
      return 1;
   /* OSMesa's buffer is bottom-up, as glReadPixels would give it. */
   if (nvprog_demo_write_png(out, buffer, NVPROG_DEMO_WIDTH,
                             NVPROG_DEMO_HEIGHT) != 0) {
      fprintf(stderr, "nvprog-demo: cannot write %s\n", out);
      return 1;
   }
   printf("%s\n", out);
   OSMesaDestroyContext(ctx);
   free(buffer);
   return 0;
}
