/*
 * How an NV_fragment_program implementation converts to fp16: one
 * !!FP1.0 program whose four output channels tell round-to-nearest-even
 * from truncation and from no conversion, for an H instruction's fp32
 * operand and for its results, and how it breaks a tie.
 * NV_fragment_program 3.11.4.2 leaves the choice open: values not
 * exactly representable "are converted to one of the two nearest
 * representable values", and its Issues add that "the conversion is
 * either to round or truncate to the nearest representable value".
 *
 * Linked like nvprog-bench against a libOSMesa.so.8: nvprog's on
 * llvmpipe/softpipe, or bench/ref/osmesa-egl.c on NVIDIA's driver.
 * Prints the four channels of one pixel, in 1/255, and the mode each
 * matches.
 */
#define GL_GLEXT_LEGACY
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <GL/gl.h>
#include <GL/glext.h>
#include <GL/osmesa.h>

/*
 * u = 2^-10, the fp16 step in [1, 2).  a = (1 + 0.75u, 1.25, 1 + 3u,
 * 1 + 2u): a.x is not an fp16 value, the others are.  FRC and the
 * products keep the compiler from folding the conversions away (an
 * "(x + 1) - 1" probe read x unconverted on NVIDIA's driver).  Each
 * channel ends as the distance to the nearest fp16 value below, times
 * SCALE, into o[COLR]:
 *   x  FRCH of the operand 1 + 0.75u          RNE u, trunc 0, none 0.75u
 *   y  MULH 1.25 * (1 + 3u) = 1.25 + 3.75u   RNE 4u, trunc 3u, none 3.75u
 *   z  the same product negated (floor rounds it as RNE does)
 *   w  MULH 1.25 * (1 + 2u) = 1.25 + 2.5u, a tie: even 2u, away 3u
 */
#define SCALE 240.0f     /* no expected byte lies near a half */

static const char probe[] =
   "!!FP1.0\n"
   "DECLARE a;\n"
   /* "at most one unique program parameter" an instruction (3.11.3):
    * the literals in R0 */
   "MOVR R0, {-0.25, 0.75, 240, 0};\n"
   "FRCH H0.x, a.x;\n"
   "MULH H1.y, a.y, a.z;\n"
   "MULH H1.z, -a.y, a.z;\n"
   "MULH H1.w, a.y, a.w;\n"
   "FRCH H1.yzw, H1;\n"
   "ADDR R1.yw, H1, R0.x;\n"
   "ADDR R1.z, -H1, R0.y;\n"
   "MOVR R1.x, H0.x;\n"
   "MULR o[COLR], R1, R0.z;\n"
   "END\n";

/* The same probe as an NV_fragment_program_option program, whose "H"
 * and SHORT are minimum precisions (section 3.11.4.X): nvprog computes
 * it in fp32 ("none" in every channel); the run on NVIDIA's driver
 * tells what it does. */
static const char probe_arb[] =
   "!!ARBfp1.0\n"
   "OPTION NV_fragment_program;\n"
   "PARAM a = program.local[1];\n"
   "SHORT TEMP h0, h1;\n"
   "TEMP r0, r1;\n"
   "MOV r0, {-0.25, 0.75, 240, 0};\n"
   "FRCH h0.x, a.x;\n"
   "MULH h1.y, a.y, a.z;\n"
   "MULH h1.z, -a.y, a.z;\n"
   "MULH h1.w, a.y, a.w;\n"
   "FRCH h1.yzw, h1;\n"
   "ADD r1.yw, h1, r0.x;\n"
   "ADD r1.z, -h1, r0.y;\n"
   "MOV r1.x, h0.x;\n"
   "MUL result.color, r1, r0.z;\n"
   "END\n";

struct mode {
   const char *name;
   float steps;      /* the channel's value in u */
};

static const struct {
   const char *what;
   struct mode m[3];
} channel[4] = {
   { "operand 1+0.75u", { { "RNE", 1 }, { "trunc", 0 }, { "none", 0.75f } } },
   { "1.25*(1+3u)", { { "RNE", 4 }, { "trunc", 3 }, { "none", 3.75f } } },
   { "-1.25*(1+3u)", { { "RNE", 4 }, { "trunc", 3 }, { "none", 3.75f } } },
   { "1.25*(1+2u) tie", { { "even", 2 }, { "away", 3 }, { "none", 2.5f } } },
};

static unsigned char buffer[16 * 16 * 4];

/* Draws the bound program over the target and prints the centre
 * pixel's channels with the mode each matches. */
static int
draw_and_print(const char *what)
{
   const float u = 1.0f / 1024.0f;

   printf("%s:\n", what);
   glViewport(0, 0, 16, 16);
   glClearColor(0.5f, 0.5f, 0.5f, 0.5f);
   glClear(GL_COLOR_BUFFER_BIT);
   glBegin(GL_QUADS);
   glVertex2f(-1, -1);
   glVertex2f(1, -1);
   glVertex2f(1, 1);
   glVertex2f(-1, 1);
   glEnd();
   glFinish();
   if (glGetError() != GL_NO_ERROR) {
      fprintf(stderr, "fp16-probe: GL error\n");
      return 0;
   }

   const unsigned char *p = buffer + (8 * 16 + 8) * 4;
   for (int c = 0; c < 4; c++) {
      const char *mode = "other";

      for (int k = 0; k < 3; k++) {
         float want = channel[c].m[k].steps * u * SCALE * 255.0f;
         if (fabsf((float)p[c] - want) < 1.0f)
            mode = channel[c].m[k].name;
      }
      printf("%-17s %3u  %s\n", channel[c].what, p[c], mode);
   }
   return 1;
}

int
main(void)
{
   const float u = 1.0f / 1024.0f;
   OSMesaContext ctx = OSMesaCreateContextExt(OSMESA_RGBA, 0, 0, 0, NULL);

   if (!ctx || !OSMesaMakeCurrent(ctx, buffer, GL_UNSIGNED_BYTE, 16, 16)) {
      fprintf(stderr, "fp16-probe: no context\n");
      return 1;
   }
   PFNGLLOADPROGRAMNVPROC load = (PFNGLLOADPROGRAMNVPROC)
      OSMesaGetProcAddress("glLoadProgramNV");
   PFNGLBINDPROGRAMNVPROC bind = (PFNGLBINDPROGRAMNVPROC)
      OSMesaGetProcAddress("glBindProgramNV");
   PFNGLPROGRAMNAMEDPARAMETER4FNVPROC named =
      (PFNGLPROGRAMNAMEDPARAMETER4FNVPROC)
      OSMesaGetProcAddress("glProgramNamedParameter4fNV");
   if (!load || !bind || !named) {
      fprintf(stderr, "fp16-probe: no NV_fragment_program\n");
      return 1;
   }
   printf("renderer: %s\n", (const char *)glGetString(GL_RENDERER));
   load(GL_FRAGMENT_PROGRAM_NV, 1, (GLsizei)strlen(probe),
        (const GLubyte *)probe);
   bind(GL_FRAGMENT_PROGRAM_NV, 1);
   named(1, 1, (const GLubyte *)"a", 1.0f + 0.75f * u, 1.25f,
         1.0f + 3.0f * u, 1.0f + 2.0f * u);
   glEnable(GL_FRAGMENT_PROGRAM_NV);
   if (!draw_and_print("!!FP1.0"))
      return 1;
   glDisable(GL_FRAGMENT_PROGRAM_NV);

   PFNGLPROGRAMSTRINGARBPROC string = (PFNGLPROGRAMSTRINGARBPROC)
      OSMesaGetProcAddress("glProgramStringARB");
   PFNGLBINDPROGRAMARBPROC bind_arb = (PFNGLBINDPROGRAMARBPROC)
      OSMesaGetProcAddress("glBindProgramARB");
   PFNGLPROGRAMLOCALPARAMETER4FARBPROC local =
      (PFNGLPROGRAMLOCALPARAMETER4FARBPROC)
      OSMesaGetProcAddress("glProgramLocalParameter4fARB");
   if (!string || !bind_arb || !local) {
      fprintf(stderr, "fp16-probe: no ARB_fragment_program\n");
      return 1;
   }
   bind_arb(GL_FRAGMENT_PROGRAM_ARB, 2);
   string(GL_FRAGMENT_PROGRAM_ARB, GL_PROGRAM_FORMAT_ASCII_ARB,
          (GLsizei)strlen(probe_arb), probe_arb);
   local(GL_FRAGMENT_PROGRAM_ARB, 1, 1.0f + 0.75f * u, 1.25f,
         1.0f + 3.0f * u, 1.0f + 2.0f * u);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   if (!draw_and_print("!!ARBfp1.0 OPTION NV_fragment_program"))
      return 1;
   OSMesaDestroyContext(ctx);
   return 0;
}
