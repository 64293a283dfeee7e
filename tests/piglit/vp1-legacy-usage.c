/*
 * NV_vertex_program as engines of 2001-2003 used it, each with the
 * expected pixels computed here in C:
 *
 *  1. tracked MODELVIEW_PROJECTION_NV in c[0]-c[3], four DP4s;
 *  2. normals through the tracked INVERSE_TRANSPOSE_NV modelview,
 *     normalised (DP3/RSQ/MUL), directional light with LIT;
 *  3. matrix-palette skinning: bone matrices addressed by c[A0.x+n], two
 *     bones blended by v[1] weights, all attributes from
 *     VertexAttribPointerNV arrays enabled with
 *     EnableClientState(VERTEX_ATTRIB_ARRAYi_NV);
 *  4. o[FOGC] with linear GL_FOG;
 *  5. o[PSIZ] with VERTEX_PROGRAM_POINT_SIZE_NV;
 *  6. texture coordinates generated into o[TEX0] and sampled by fixed
 *     function texturing;
 *  7. two-sided colour with VERTEX_PROGRAM_TWO_SIDE_NV.
 *
 * Tolerances: results of single-precision transforms 2^-18 relative to
 * the magnitudes involved; LIT's power "RoughApproxPower" 2^-10; fog
 * (computed per fragment by the fixed-function fog stage) 2^-16; texels
 * and pass-through colours exact.
 */
#include "harness.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define W NVPT_WIDTH
#define H NVPT_HEIGHT

static PFNGLVERTEXATTRIBPOINTERNVPROC attrib_pointer;
static PFNGLVERTEXATTRIB4FNVPROC attrib4f;

/* Column-major, as OpenGL stores matrices: m[col * 4 + row]. */
static void
mat_mul(float out[16], const float a[16], const float b[16])
{
   float r[16];

   for (int c = 0; c < 4; c++) {
      for (int row = 0; row < 4; row++) {
         double s = 0;

         for (int k = 0; k < 4; k++)
            s += (double) a[k * 4 + row] * b[c * 4 + k];
         r[c * 4 + row] = (float) s;
      }
   }
   memcpy(out, r, sizeof(r));
}

static void
mat_vec(float out[4], const float m[16], const float v[4])
{
   for (int row = 0; row < 4; row++) {
      double s = 0;

      for (int k = 0; k < 4; k++)
         s += (double) m[k * 4 + row] * v[k];
      out[row] = (float) s;
   }
}

static void
rotation(float m[16], float deg, float x, float y, float z)
{
   double a = deg * M_PI / 180.0, c = cos(a), s = sin(a);
   double len = sqrt(x * x + y * y + z * z);
   double u[3] = { x / len, y / len, z / len };

   memset(m, 0, 16 * sizeof(float));
   for (int i = 0; i < 3; i++) {
      for (int j = 0; j < 3; j++) {
         double v = u[i] * u[j] * (1 - c);

         if (i == j)
            v += c;
         else {
            int k = 3 - i - j;
            double sign = ((j - i + 3) % 3 == 1) ? -1 : 1;

            v += sign * u[k] * s;
         }
         m[j * 4 + i] = (float) v;
      }
   }
   m[15] = 1;
}

static void
identity(float m[16])
{
   memset(m, 0, 16 * sizeof(float));
   m[0] = m[5] = m[10] = m[15] = 1;
}

static int
count_drawn(void)
{
   static float px[H][W][4];
   int n = 0;

   glReadPixels(0, 0, W, H, GL_RGBA, GL_FLOAT, px);
   for (int y = 0; y < H; y++) {
      for (int x = 0; x < W; x++) {
         if (memcmp(px[y][x], nvpt_sentinel, sizeof(nvpt_sentinel)) != 0)
            n++;
      }
   }
   return n;
}

static void
reset_matrices(void)
{
   glMatrixMode(GL_PROJECTION);
   glLoadIdentity();
   glMatrixMode(GL_MODELVIEW);
   glLoadIdentity();
}

/* ---- 1. tracked MVP ---- */
static bool
tracked_mvp(void)
{
   static const char text[] =
      "!!VP1.0\n"
      "# c[0]..c[3] = MODELVIEW_PROJECTION_NV\n"
      "DP4 R0.x, c[0], v[OPOS];\n"
      "DP4 R0.y, c[1], v[OPOS];\n"
      "DP4 R0.z, c[2], v[OPOS];\n"
      "DP4 R0.w, c[3], v[OPOS];\n"
      "MOV o[HPOS], R0;\n"
      "MOV o[COL0], R0;\n"
      "END";
   static const float obj[3][4] = {
      { 0.3f, -0.2f, 0.1f, 1.0f },
      { -0.45f, 0.35f, -0.25f, 1.0f },
      { 0.1f, 0.4f, 0.3f, 1.0f },
   };
   float proj[16], mv[16], rot[16], mvp[16];
   bool pass = true;

   /* A perspective projection and a rotated, translated, scaled
    * modelview, loaded as the same floats used for the expectations. */
   memset(proj, 0, sizeof(proj));
   proj[0] = 2.2f;
   proj[5] = 1.9f;
   proj[8] = 0.1f;
   proj[9] = -0.05f;
   proj[10] = -1.25f;
   proj[11] = -1.0f;
   proj[14] = -2.25f;
   rotation(rot, 30.0f, 0.2f, 1.0f, 0.4f);
   identity(mv);
   mv[0] = 0.9f;
   mv[5] = 1.1f;
   mv[10] = 0.8f;
   mv[12] = 0.05f;
   mv[13] = -0.1f;
   mv[14] = -3.0f;
   mat_mul(mv, mv, rot);
   mat_mul(mvp, proj, mv);

   glMatrixMode(GL_PROJECTION);
   glLoadMatrixf(proj);
   glMatrixMode(GL_MODELVIEW);
   glLoadMatrixf(mv);
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 0, GL_MODELVIEW_PROJECTION_NV,
                    GL_IDENTITY_NV);
   pass = nvpt_use_nv_program(1, text) && pass;

   for (int i = 0; i < 3; i++) {
      float clip[4], got[4], tol[4];
      char what[64];
      int x, y;

      mat_vec(clip, mvp, obj[i]);
      x = (int) floorf((clip[0] / clip[3] + 1) * 0.5f * W);
      y = (int) floorf((clip[1] / clip[3] + 1) * 0.5f * H);
      nvpt_clear_sentinel();
      glBegin(GL_POINTS);
      glVertex4fv(obj[i]);
      glEnd();
      nvpt_read_float(x, y, got);
      for (int c = 0; c < 4; c++)
         tol[c] = 0x1p-18f * 4.0f;
      snprintf(what, sizeof(what), "tracked MVP: vertex %d at (%d, %d)", i,
               x, y);
      pass = nvpt_check_floats(what, got, clip, tol, 4) && pass;
      if (count_drawn() != 1) {
         printf("%s: %d pixels drawn\n", what, count_drawn());
         pass = false;
      }
   }
   glDisable(GL_VERTEX_PROGRAM_NV);
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 0, GL_NONE, GL_IDENTITY_NV);
   reset_matrices();
   return pass;
}

/* ---- 2. lighting ---- */
static bool
lighting(void)
{
   static const char text[] =
      "!!VP1.0\n"
      "# c[4]..c[7] = MODELVIEW, INVERSE_TRANSPOSE_NV\n"
      "MOV o[HPOS], v[OPOS];\n"
      "DP3 R0.x, c[4], v[NRML];\n"
      "DP3 R0.y, c[5], v[NRML];\n"
      "DP3 R0.z, c[6], v[NRML];\n"
      "DP3 R0.w, R0, R0;\n"
      "RSQ R0.w, R0.w;\n"
      "MUL R0.xyz, R0, R0.w;\n"
      "DP3 R1.x, R0, c[20];      # N.L\n"
      "DP3 R1.y, R0, c[21];      # N.H\n"
      "MOV R1.w, c[22].w;        # shininess\n"
      "LIT R2, R1;\n"
      "MOV R4, c[24];            # ambient\n"
      "MAD R3, c[23], R2.y, R4;\n"
      "MAD o[COL0].xyz, c[25], R2.z, R3;\n"
      "MOV o[COL0].w, c[23].w;\n"
      "END";
   static const float normals[3][3] = {
      { 0.2f, 0.3f, 1.0f },
      { -0.7f, 0.4f, 0.5f },
      { 0.0f, -1.0f, 0.1f },      /* faces away: no diffuse, no specular */
   };
   static const float light[4] = { 0.26726124f, 0.53452248f, 0.80178373f, 0 };
   static const float halfv[4] = { 0.0f, 0.6f, 0.8f, 0 };
   static const float diffuse[4] = { 0.5f, 0.25f, 0.75f, 0.5f };
   static const float ambient[4] = { 0.125f, 0.0625f, 0.03125f, 0 };
   static const float specular[4] = { 0.25f, 0.25f, 0.125f, 0 };
   const float shininess = 8.0f;
   float mv[16], rot[16], scale[16];
   bool pass = true;

   rotation(rot, 40.0f, 1.0f, 0.5f, -0.3f);
   identity(scale);
   scale[0] = 2.0f;
   scale[5] = 0.5f;
   scale[10] = 1.5f;
   mat_mul(mv, rot, scale);
   mv[12] = 1.0f;
   mv[13] = 2.0f;
   glMatrixMode(GL_MODELVIEW);
   glLoadMatrixf(mv);
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 4, GL_MODELVIEW,
                    GL_INVERSE_TRANSPOSE_NV);
   nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 20, light);
   nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 21, halfv);
   nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 22, 0, 0, 0, shininess);
   nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 23, diffuse);
   nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 24, ambient);
   nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 25, specular);
   pass = nvpt_use_nv_program(2, text) && pass;

   for (int i = 0; i < 3; i++) {
      /* (M^-1)^T of M = R S (upper 3x3) is R S^-1. */
      double n[3] = { normals[i][0] / scale[0], normals[i][1] / scale[5],
                      normals[i][2] / scale[10] };
      double e[3], len, ndotl = 0, ndoth = 0, diff, spec;
      float expected[4], got[4];
      const float tol[4] = { 0x1p-10f, 0x1p-10f, 0x1p-10f, 0 };
      char what[64];

      for (int r = 0; r < 3; r++)
         e[r] = rot[0 * 4 + r] * n[0] + rot[1 * 4 + r] * n[1] +
                rot[2 * 4 + r] * n[2];
      len = sqrt(e[0] * e[0] + e[1] * e[1] + e[2] * e[2]);
      for (int r = 0; r < 3; r++) {
         ndotl += e[r] / len * light[r];
         ndoth += e[r] / len * halfv[r];
      }
      /* LIT: diffuse max(N.L, 0); specular N.H^s only if N.L > 0. */
      diff = ndotl > 0 ? ndotl : 0;
      spec = ndotl > 0 && ndoth > 0 ? pow(ndoth, shininess) : 0;
      for (int c = 0; c < 3; c++)
         expected[c] = (float) (diffuse[c] * diff + ambient[c] +
                                specular[c] * spec);
      expected[3] = diffuse[3];

      glNormal3fv(normals[i]);
      if (!nvpt_draw_point_and_read(W / 2, H / 2, got)) {
         pass = false;
         continue;
      }
      snprintf(what, sizeof(what), "lighting: normal %d (N.L %.3f)", i,
               ndotl);
      pass = nvpt_check_floats(what, got, expected, tol, 4) && pass;
   }
   glDisable(GL_VERTEX_PROGRAM_NV);
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 4, GL_NONE, GL_IDENTITY_NV);
   reset_matrices();
   return pass;
}

/* ---- 3. skinning ---- */
static bool
skinning(void)
{
   static const char text[] =
      "!!VP1.0\n"
      "# c[0]..c[3] MVP; bones at c[16+4k] (3 rows each);\n"
      "# v[7].xy bone addresses, v[1].xy weights\n"
      "ARL A0.x, v[7].x;\n"
      "DP4 R0.x, c[A0.x + 0], v[OPOS];\n"
      "DP4 R0.y, c[A0.x + 1], v[OPOS];\n"
      "DP4 R0.z, c[A0.x + 2], v[OPOS];\n"
      "ARL A0.x, v[7].y;\n"
      "DP4 R1.x, c[A0.x + 0], v[OPOS];\n"
      "DP4 R1.y, c[A0.x + 1], v[OPOS];\n"
      "DP4 R1.z, c[A0.x + 2], v[OPOS];\n"
      "MUL R1.xyz, R1, v[1].y;\n"
      "MAD R0.xyz, R0, v[1].x, R1;\n"
      "MOV R0.w, v[OPOS].w;\n"
      "DP4 o[HPOS].x, c[0], R0;\n"
      "DP4 o[HPOS].y, c[1], R0;\n"
      "DP4 o[HPOS].z, c[2], R0;\n"
      "DP4 o[HPOS].w, c[3], R0;\n"
      "MOV o[COL0], v[3];\n"
      "END";
   /* Bones: rows of 3x4 matrices (translation in .w). */
   static const float bones[3][3][4] = {
      { { 1, 0, 0, 4 }, { 0, 1, 0, 8 }, { 0, 0, 1, 0 } },
      { { 0, -1, 0, 24 }, { 1, 0, 0, 0 }, { 0, 0, 1, 0 } },   /* rot 90 */
      { { 1, 0, 0, -8 }, { 0, 1, 0, 12 }, { 0, 0, 1, 0 } },
   };
   /* Positions (object space = pixels before skinning). */
   static const float pos[4][3] = {
      { 2.5f, 3.5f, 0 }, { 10.5f, 6.5f, 0 }, { 20.5f, 4.5f, 0 },
      { 12.5f, 12.5f, 0 },
   };
   static const float weights[4][2] = {
      { 1.0f, 0.0f }, { 0.5f, 0.5f }, { 0.25f, 0.75f }, { 0.75f, 0.25f },
   };
   static const GLshort bone_addr[4][2] = {
      { 16, 20 }, { 16, 20 }, { 20, 24 }, { 24, 16 },
   };
   static const GLubyte colors[4][4] = {
      { 255, 0, 0, 255 }, { 0, 255, 128, 255 }, { 17, 34, 51, 68 },
      { 200, 100, 50, 25 },
   };
   bool pass = true;

   glMatrixMode(GL_PROJECTION);
   glLoadIdentity();
   glOrtho(0, W, 0, H, -1, 1);
   glMatrixMode(GL_MODELVIEW);
   glLoadIdentity();
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 0, GL_MODELVIEW_PROJECTION_NV,
                    GL_IDENTITY_NV);
   for (int b = 0; b < 3; b++)
      nv.ProgramParameters4fvNV(GL_VERTEX_PROGRAM_NV, 16 + 4 * b, 3,
                                &bones[b][0][0]);
   pass = nvpt_use_nv_program(3, text) && pass;

   /* "vertex attribute arrays ... VertexAttribPointerNV ... enabled with
    *  the EnableClientState command ... VERTEX_ATTRIB_ARRAYi_NV" */
   attrib_pointer(0, 3, GL_FLOAT, 0, pos);
   attrib_pointer(1, 2, GL_FLOAT, 0, weights);
   attrib_pointer(7, 2, GL_SHORT, 0, bone_addr);
   attrib_pointer(3, 4, GL_UNSIGNED_BYTE, 0, colors);
   glEnableClientState(GL_VERTEX_ATTRIB_ARRAY0_NV);
   glEnableClientState(GL_VERTEX_ATTRIB_ARRAY1_NV);
   glEnableClientState(GL_VERTEX_ATTRIB_ARRAY7_NV);
   glEnableClientState(GL_VERTEX_ATTRIB_ARRAY3_NV);
   nvpt_clear_sentinel();
   glDrawArrays(GL_POINTS, 0, 4);
   pass = nvpt_expect_error(GL_NO_ERROR, "skinning: DrawArrays") && pass;

   for (int i = 0; i < 4; i++) {
      float p[2] = { 0, 0 }, expected[4], got[4];
      const float tol[4] = { 1e-7f, 1e-7f, 1e-7f, 1e-7f };
      char what[80];

      for (int k = 0; k < 2; k++) {
         const float (*m)[4] = bones[(bone_addr[i][k] - 16) / 4];

         for (int r = 0; r < 2; r++)
            p[r] += weights[i][k] * (m[r][0] * pos[i][0] +
                                     m[r][1] * pos[i][1] +
                                     m[r][2] * pos[i][2] + m[r][3]);
      }
      for (int c = 0; c < 4; c++)
         expected[c] = colors[i][c] / 255.0f;
      nvpt_read_float((int) floorf(p[0]), (int) floorf(p[1]), got);
      snprintf(what, sizeof(what), "skinning: vertex %d at (%.1f, %.1f)",
               i, p[0], p[1]);
      pass = nvpt_check_floats(what, got, expected, tol, 4) && pass;
   }
   if (count_drawn() != 4) {
      printf("skinning: %d pixels drawn, expected 4\n", count_drawn());
      pass = false;
   }
   glDisableClientState(GL_VERTEX_ATTRIB_ARRAY0_NV);
   glDisableClientState(GL_VERTEX_ATTRIB_ARRAY1_NV);
   glDisableClientState(GL_VERTEX_ATTRIB_ARRAY7_NV);
   glDisableClientState(GL_VERTEX_ATTRIB_ARRAY3_NV);
   glDisable(GL_VERTEX_PROGRAM_NV);
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 0, GL_NONE, GL_IDENTITY_NV);
   reset_matrices();
   return pass;
}

/* ---- 4. fog ---- */
static bool
fog(void)
{
   static const char text[] =
      "!!VP1.0\n"
      "MOV o[HPOS], v[OPOS];\n"
      "MOV o[COL0], c[30];\n"
      "MOV o[FOGC].x, v[5].x;\n"
      "END";
   static const char no_fogc[] =
      "!!VP1.0\n"
      "MOV o[HPOS], v[OPOS];\n"
      "MOV o[COL0], c[30];\n"
      "END";
   static const float color[4] = { 0.2f, 0.4f, 0.6f, 1.0f };
   static const float fog_color[4] = { 1.0f, 0.0f, 0.5f, 0.0f };
   /* f = (e - c) / (e - s), clamped to [0, 1]; s = 1, e = 5 */
   static const float coords[] = { 2.0f, 4.5f, 0.0f, 7.0f, 1.0f };
   const float tol[4] = { 0x1p-16f, 0x1p-16f, 0x1p-16f, 0x1p-16f };
   bool pass = true;

   nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 30, color);
   glFogi(GL_FOG_MODE, GL_LINEAR);
   glFogf(GL_FOG_START, 1.0f);
   glFogf(GL_FOG_END, 5.0f);
   glFogfv(GL_FOG_COLOR, fog_color);
   glEnable(GL_FOG);
   pass = nvpt_use_nv_program(4, text) && pass;

   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(coords); i++) {
      float f = (5.0f - coords[i]) / 4.0f, expected[4], got[4];
      char what[64];

      f = f < 0 ? 0 : f > 1 ? 1 : f;
      for (int c = 0; c < 3; c++)
         expected[c] = f * color[c] + (1 - f) * fog_color[c];
      expected[3] = color[3];   /* fog does not change alpha */
      /* v[5] is the fog coordinate attribute. */
      attrib4f(5, coords[i], 0, 0, 1);
      if (!nvpt_draw_point_and_read(W / 2, H / 2, got)) {
         pass = false;
         continue;
      }
      snprintf(what, sizeof(what), "linear fog, o[FOGC].x = %g (f = %g)",
               coords[i], f);
      pass = nvpt_check_floats(what, got, expected, tol, 4) && pass;
   }
   /* "if both fog and vertex program mode are enabled, but the FOGC
    *  vertex result register is not written, the fog factor is
    *  overridden to 1.0." */
   pass = nvpt_use_nv_program(5, no_fogc) && pass;
   attrib4f(5, 4.5f, 0, 0, 1);
   {
      float got[4];

      if (nvpt_draw_point_and_read(W / 2, H / 2, got))
         pass = nvpt_check_floats("fog without an o[FOGC] write", got,
                                  color, tol, 4) && pass;
      else
         pass = false;
   }
   glDisable(GL_FOG);
   glDisable(GL_VERTEX_PROGRAM_NV);
   return pass;
}

/* ---- 5. point size ---- */
static bool
point_size(void)
{
   static const char text[] =
      "!!VP1.0\n"
      "MOV o[HPOS], v[OPOS];\n"
      "MOV o[COL0], c[31];\n"
      "MOV o[PSIZ].x, v[1].x;\n"
      "END";
   static const struct {
      bool mode;
      float psiz;
      float gl_size;
      bool corner;   /* centre on a pixel corner (even sizes) */
      int pixels;
   } cases[] = {
      { true, 4.0f, 1.0f, true, 16 },
      { true, 3.0f, 1.0f, false, 9 },
      { true, 6.0f, 2.0f, true, 36 },
      { false, 4.0f, 1.0f, false, 1 },     /* mode off: PointSize */
      { false, 5.0f, 2.0f, true, 4 },
   };
   bool pass = true;

   nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 31, 0.5f, 0.25f, 1, 1);
   pass = nvpt_use_nv_program(6, text) && pass;
   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(cases); i++) {
      float nx, ny;
      int n;

      if (cases[i].mode)
         glEnable(GL_VERTEX_PROGRAM_POINT_SIZE_NV);
      else
         glDisable(GL_VERTEX_PROGRAM_POINT_SIZE_NV);
      glPointSize(cases[i].gl_size);
      nvpt_pixel_ndc(W / 2, H / 2, &nx, &ny);
      if (cases[i].corner) {
         nx -= 1.0f / W;
         ny -= 1.0f / H;
      }
      attrib4f(1, cases[i].psiz, 0, 0, 1);
      nvpt_clear_sentinel();
      glBegin(GL_POINTS);
      attrib4f(0, nx, ny, 0, 1);
      glEnd();
      n = count_drawn();
      if (n != cases[i].pixels) {
         printf("point size: o[PSIZ].x = %g, PointSize %g, "
                "VERTEX_PROGRAM_POINT_SIZE_NV %s: %d pixels, expected %d\n",
                cases[i].psiz, cases[i].gl_size,
                cases[i].mode ? "on" : "off", n, cases[i].pixels);
         pass = false;
      }
   }
   glDisable(GL_VERTEX_PROGRAM_POINT_SIZE_NV);
   glPointSize(1.0f);
   glDisable(GL_VERTEX_PROGRAM_NV);
   return pass && nvpt_expect_error(GL_NO_ERROR, "point size");
}

/* ---- 6. texture coordinates into o[TEX0] ---- */
static bool
texgen(void)
{
   static const char text[] =
      "!!VP1.0\n"
      "MOV o[HPOS], v[OPOS];\n"
      "MOV R0, c[33];\n"
      "MAD o[TEX0].xy, v[OPOS], c[32], R0;\n"
      "MOV o[COL0], c[31];\n"
      "END";
   GLubyte texels[4][4][4];
   GLuint tex;
   bool pass = true;

   for (int t = 0; t < 4; t++) {
      for (int s = 0; s < 4; s++) {
         texels[t][s][0] = (GLubyte) (16 * s + 3);
         texels[t][s][1] = (GLubyte) (40 * t + 7);
         texels[t][s][2] = (GLubyte) (255 - 20 * (s + t));
         texels[t][s][3] = (GLubyte) (128 + s + 4 * t);
      }
   }
   glGenTextures(1, &tex);
   glBindTexture(GL_TEXTURE_2D, tex);
   glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, 4, 4, 0, GL_RGBA,
                GL_UNSIGNED_BYTE, texels);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
   glTexEnvi(GL_TEXTURE_ENV, GL_TEXTURE_ENV_MODE, GL_REPLACE);
   glEnable(GL_TEXTURE_2D);
   /* Clip [-1, 1] to texture [0, 1]: s = x * 0.5 + 0.5. */
   nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 32, 0.5f, 0.5f, 0, 0);
   nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 33, 0.5f, 0.5f, 0, 0);
   pass = nvpt_use_nv_program(7, text) && pass;

   for (int t = 0; t < 4; t++) {
      for (int s = 0; s < 4; s++) {
         /* Pixel whose centre maps to the centre of texel (s, t). */
         int x = s * (W / 4) + W / 8, y = t * (H / 4) + H / 8;
         float got[4], expected[4];
         char what[64];

         for (int c = 0; c < 4; c++)
            expected[c] = texels[t][s][c] / 255.0f;
         if (!nvpt_draw_point_and_read(x, y, got)) {
            pass = false;
            continue;
         }
         snprintf(what, sizeof(what), "o[TEX0] texel (%d, %d)", s, t);
         pass = nvpt_check_floats(what, got, expected,
                                  (const float[4]) { 1e-7f, 1e-7f, 1e-7f,
                                                     1e-7f }, 4) && pass;
      }
   }
   glDisable(GL_TEXTURE_2D);
   glDisable(GL_VERTEX_PROGRAM_NV);
   glDeleteTextures(1, &tex);
   return pass;
}

/* ---- 7. two-sided colour ---- */
static bool
two_side(void)
{
   static const char text[] =
      "!!VP1.0\n"
      "MOV o[HPOS], v[OPOS];\n"
      "MOV o[COL0], c[34];\n"
      "MOV o[BFC0], c[35];\n"
      "END";
   static const float front[4] = { 0.25f, 0.5f, 0.75f, 1.0f };
   static const float back[4] = { 0.875f, 0.125f, 0.375f, 0.5f };
   bool pass = true;

   nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 34, front);
   nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 35, back);
   pass = nvpt_use_nv_program(8, text) && pass;

   for (int mode = 0; mode < 2; mode++) {
      float got[4];

      if (mode)
         glEnable(GL_VERTEX_PROGRAM_TWO_SIDE_NV);
      else
         glDisable(GL_VERTEX_PROGRAM_TWO_SIDE_NV);
      nvpt_clear_sentinel();
      /* Left half: counter-clockwise (front); right half: clockwise. */
      glBegin(GL_TRIANGLES);
      glVertex2f(-1, -1);
      glVertex2f(0, -1);
      glVertex2f(-1, 1);
      glVertex2f(0, -1);
      glVertex2f(1, 1);
      glVertex2f(1, -1);
      glEnd();
      /* "If the primitive is a polygon and two-sided color mode is
       *  disabled, the front-facing colors are selected.  If it is a
       *  polygon and two-sided color mode is enabled, then the selection
       *  is based on the sign of the ... polygon's signed area" */
      nvpt_read_float(4, 4, got);
      pass = nvpt_check_vec4(mode ? "TWO_SIDE on: front face gets COL0" :
                             "TWO_SIDE off: front face gets COL0", got,
                             front, 0) && pass;
      nvpt_read_float(W - 3, 4, got);
      pass = nvpt_check_vec4(mode ? "TWO_SIDE on: back face gets BFC0" :
                             "TWO_SIDE off: back face gets COL0", got,
                             mode ? back : front, 0) && pass;
      /* "If the primitive is a point or a line segment, the front-facing
       *  colors are always selected." */
      if (mode) {
         if (nvpt_draw_point_and_read(W / 2, H / 2, got))
            pass = nvpt_check_vec4("TWO_SIDE on: a point gets COL0", got,
                                   front, 0) && pass;
         else
            pass = false;
      }
   }
   glDisable(GL_VERTEX_PROGRAM_TWO_SIDE_NV);
   glDisable(GL_VERTEX_PROGRAM_NV);
   return pass && nvpt_expect_error(GL_NO_ERROR, "two-sided colour");
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   nvpt_require_nv_vertex_program();
   nvpt_float_target_begin();
   attrib_pointer = nvpt_get_proc("glVertexAttribPointerNV");
   attrib4f = nvpt_get_proc("glVertexAttrib4fNV");

   pass = tracked_mvp() && pass;
   pass = lighting() && pass;
   pass = skinning() && pass;
   pass = fog() && pass;
   pass = point_size() && pass;
   pass = texgen() && pass;
   pass = two_side() && pass;
   return nvpt_end_test(pass);
}
