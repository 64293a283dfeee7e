/*
 * The demo's frame (nvprog-demo-scene.h): a lit, vertex-coloured torus.
 * All vertex processing is one NV_vertex_program 1.0 program: position
 * through the tracked MODELVIEW_PROJECTION_NV matrix, normals through the
 * tracked inverse-transpose modelview, two coloured lights with LIT-based
 * diffuse and specular terms.  When GL_NV_fragment_program is there, an
 * FP1.0 program adds a per-pixel effect: a checker of the torus
 * parameters in half precision, the lit colour quantised to 8 bits with
 * PK4UB/UP4UB, and a named parameter (DECLARE) for the tint.
 */
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define GL_GLEXT_PROTOTYPES 1
#include <GL/gl.h>
#include <GL/glext.h>
#include <png.h>

#include "nvprog-demo-scene.h"
#include "nvprog-lighting.h"

static const char vertex_program[] =
   "!!VP1.0\n"
   "# c[0..3]  MODELVIEW_PROJECTION_NV, tracked\n"
   "# c[4..7]  MODELVIEW inverse transpose, tracked\n"
   "# c[8..15] lights (nvprog-lighting.h)\n"
   "DP4 o[HPOS].x, c[0], v[OPOS];\n"
   "DP4 o[HPOS].y, c[1], v[OPOS];\n"
   "DP4 o[HPOS].z, c[2], v[OPOS];\n"
   "DP4 o[HPOS].w, c[3], v[OPOS];\n"
   "DP3 R0.x, c[4], v[NRML];\n"
   "DP3 R0.y, c[5], v[NRML];\n"
   "DP3 R0.z, c[6], v[NRML];\n"
   NVPROG_LIGHTING_VP1
   "MOV o[TEX0], v[TEX0];\n"
   "END\n";

/* f[TEX0].xy: the torus parameters (u, v) / 2pi. */
static const char fragment_program[] =
   "!!FP1.0\n"
   "DECLARE tint = {0.55, 0.6, 0.9, 1};\n"
   "DEFINE cells = {12, 6, 0, 0};\n"
   "MUL R0.xy, f[TEX0], cells;\n"
   "FRCH H0.xy, R0;\n"
   "SGEH H0.xy, H0, 0.5;\n"
   "SUBH H1.x, H0.x, H0.y;\n"
   "MULH H1.x, H1.x, H1.x;\n"           /* 1 on alternate cells */
   "PK4UB R1.x, f[COL0];\n"             /* the lit colour as 8 bits */
   "UP4UB R2, R1.x;\n"
   "MULH H2, R2, tint;\n"
   "LRPH o[COLH], H1.x, R2, H2;\n"
   "END\n";

static void
hsv_to_rgb(float h, float rgb[3])
{
   float k[3] = { 5.0f, 3.0f, 1.0f };
   for (int i = 0; i < 3; i++) {
      float t = fmodf(k[i] + h * 6.0f, 6.0f);
      float v = fminf(fminf(t, 4.0f - t), 1.0f);
      rgb[i] = 1.0f - 0.8f * fmaxf(v, 0.0f);
   }
}

static void
torus_vertex(float u, float v, float R, float r)
{
   float cu = cosf(u), su = sinf(u), cv = cosf(v), sv = sinf(v);
   float rgb[3];
   hsv_to_rgb(u / (2.0f * (float)M_PI), rgb);
   glColor4f(rgb[0], rgb[1], rgb[2], 1.0f);
   glTexCoord2f(u / (2.0f * (float)M_PI), v / (2.0f * (float)M_PI));
   glNormal3f(cu * cv, su * cv, sv);
   glVertex3f((R + r * cv) * cu, (R + r * cv) * su, r * sv);
}

static void
draw_torus(int nu, int nv)
{
   const float two_pi = 2.0f * (float)M_PI;
   for (int i = 0; i < nu; i++) {
      float u0 = two_pi * i / nu, u1 = two_pi * (i + 1) / nu;
      glBegin(GL_TRIANGLE_STRIP);
      for (int j = 0; j <= nv; j++) {
         float v = two_pi * j / nv;
         torus_vertex(u0, v, 1.0f, 0.42f);
         torus_vertex(u1, v, 1.0f, 0.42f);
      }
      glEnd();
   }
}

int
nvprog_demo_write_png(const char *path, const GLubyte *rgba, int w, int h)
{
   FILE *f = fopen(path, "wb");
   if (!f)
      return -1;
   png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL,
                                             NULL, NULL);
   png_infop info = png_create_info_struct(png);
   if (setjmp(png_jmpbuf(png))) {
      fclose(f);
      return -1;
   }
   png_init_io(png, f);
   png_set_IHDR(png, info, w, h, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
                PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
   png_write_info(png, info);
   /* GL's rows go bottom-up; PNG rows go top-down. */
   for (int y = h - 1; y >= 0; y--)
      png_write_row(png, (png_const_bytep)(rgba + (size_t)y * w * 4));
   png_write_end(png, NULL);
   png_destroy_write_struct(&png, &info);
   fclose(f);
   return 0;
}

int
nvprog_demo_draw(nvprog_demo_get_proc get_proc, float frame)
{
   if (!strstr((const char *)glGetString(GL_EXTENSIONS),
               "GL_NV_vertex_program")) {
      fprintf(stderr, "nvprog-demo: GL_NV_vertex_program missing\n");
      return 1;
   }

   PFNGLLOADPROGRAMNVPROC LoadProgramNV = (PFNGLLOADPROGRAMNVPROC)
      get_proc("glLoadProgramNV");
   PFNGLBINDPROGRAMNVPROC BindProgramNV = (PFNGLBINDPROGRAMNVPROC)
      get_proc("glBindProgramNV");
   PFNGLTRACKMATRIXNVPROC TrackMatrixNV = (PFNGLTRACKMATRIXNVPROC)
      get_proc("glTrackMatrixNV");
   PFNGLPROGRAMPARAMETER4FVNVPROC ProgramParameter4fvNV =
      (PFNGLPROGRAMPARAMETER4FVNVPROC)
      get_proc("glProgramParameter4fvNV");
   if (!LoadProgramNV || !BindProgramNV || !TrackMatrixNV ||
       !ProgramParameter4fvNV) {
      fprintf(stderr, "nvprog-demo: an NV_vertex_program entry point "
              "is missing\n");
      return 1;
   }

   LoadProgramNV(GL_VERTEX_PROGRAM_NV, 1, (GLsizei)strlen(vertex_program),
                 (const GLubyte *)vertex_program);
   GLint pos;
   glGetIntegerv(GL_PROGRAM_ERROR_POSITION_NV, &pos);
   if (glGetError() != GL_NO_ERROR || pos != -1) {
      fprintf(stderr, "nvprog-demo: program rejected at byte %d\n", pos);
      return 1;
   }
   BindProgramNV(GL_VERTEX_PROGRAM_NV, 1);
   TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 0, GL_MODELVIEW_PROJECTION_NV,
                 GL_IDENTITY_NV);
   TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 4, GL_MODELVIEW,
                 GL_INVERSE_TRANSPOSE_NV);

   float lights[NVPROG_LIGHTING_NUM_PARAMS][4];
   nvprog_lighting_params(lights);
   for (int i = 0; i < NVPROG_LIGHTING_NUM_PARAMS; i++) {
      ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV,
                            NVPROG_LIGHTING_FIRST_PARAM + i, lights[i]);
   }

   glViewport(0, 0, NVPROG_DEMO_WIDTH, NVPROG_DEMO_HEIGHT);
   glClearColor(0.05f, 0.05f, 0.08f, 1.0f);
   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
   glEnable(GL_DEPTH_TEST);
   glMatrixMode(GL_PROJECTION);
   glLoadIdentity();
   glFrustum(-0.8, 0.8, -0.6, 0.6, 1.5, 20.0);
   glMatrixMode(GL_MODELVIEW);
   glLoadIdentity();
   glTranslatef(0.0f, 0.0f, -4.2f);
   glRotatef(frame * 4.0f, 1.0f, 0.3f, 0.0f);
   glRotatef(frame * 2.5f, 0.0f, 0.0f, 1.0f);

   bool fp = strstr((const char *)glGetString(GL_EXTENSIONS),
                    "GL_NV_fragment_program") != NULL;
   if (fp) {
      LoadProgramNV(GL_FRAGMENT_PROGRAM_NV, 2,
                    (GLsizei)strlen(fragment_program),
                    (const GLubyte *)fragment_program);
      glGetIntegerv(GL_PROGRAM_ERROR_POSITION_NV, &pos);
      if (glGetError() != GL_NO_ERROR || pos != -1) {
         fprintf(stderr, "nvprog-demo: fragment program rejected at "
                 "byte %d\n", pos);
         return 1;
      }
      BindProgramNV(GL_FRAGMENT_PROGRAM_NV, 2);
      glEnable(GL_FRAGMENT_PROGRAM_NV);
   }
   glEnable(GL_VERTEX_PROGRAM_NV);
   draw_torus(96, 48);
   glDisable(GL_VERTEX_PROGRAM_NV);
   glDisable(GL_FRAGMENT_PROGRAM_NV);
   glFinish();

   if (glGetError() != GL_NO_ERROR) {
      fprintf(stderr, "nvprog-demo: GL error while drawing\n");
      return 1;
   }
   return 0;
}
