/*
 * NV_vertex_program vertex attribute aliasing (Table X.2, X.3).
 *
 * "...the existing per-vertex parameters for the conventional GL vertex
 *  transformation mode (vertices, normals, colors, fog coordinates,
 *  vertex weights, and texture coordinates) are aliased to numbered
 *  vertex attributes."
 *   2 normal        Normal                  x,y,z,1
 *   3 primary color Color                   r,g,b,a
 *   4 secondary     SecondaryColorEXT       r,g,b,1
 *   5 fog coord     FogCoordEXT             fc,0,0,1
 *   8+i texcoord i  MultiTexCoord(TEXTUREi) s,t,r,q
 * VertexAttrib4fNV(n) sets the same state, seen through the conventional
 * queries, GetVertexAttribfvNV(CURRENT_ATTRIB_NV) and programs.
 * "The error INVALID_VALUE is generated if index is greater than 15."
 * "The error INVALID_VALUE is generated if GetVertexAttribNV is called to
 *  query an <index> greater than 15, or if <index> is zero and <pname> is
 *  CURRENT_ATTRIB_NV."
 * "Vertex program execution is provoked by updating vertex attribute
 *  zero."
 * All values are exact.
 */
#include "harness.h"

#include <stdio.h>
#include <string.h>

static PFNGLSECONDARYCOLOR3FEXTPROC secondary_color3f;
static PFNGLFOGCOORDFEXTPROC fog_coordf;
static PFNGLMULTITEXCOORD4FARBPROC multi_tex_coord4f;

static bool
read_attrib(unsigned n, const char *reg, float out[4])
{
   char body[64];

   snprintf(body, sizeof(body), "MOV o[COL0], v[%s];\n", reg);
   return nvpt_vp_eval(100 + n, body, out);
}

static bool
check_attrib(const char *what, unsigned n, const char *reg,
             const float expected[4])
{
   char name[160];
   float got[4];

   if (!read_attrib(n, reg, got))
      return false;
   snprintf(name, sizeof(name), "%s: v[%s]", what, reg);
   return nvpt_check_vec4(name, got, expected, 0);
}

static bool
check_current(const char *what, unsigned n, const float expected[4])
{
   float got[4] = { -99, -99, -99, -99 };
   char name[160];

   nv.GetVertexAttribfvNV(n, GL_CURRENT_ATTRIB_NV, got);
   if (!nvpt_expect_error(GL_NO_ERROR, "GetVertexAttribfvNV(%u)", n))
      return false;
   snprintf(name, sizeof(name), "%s: GetVertexAttribfvNV(%u)", what, n);
   return nvpt_check_vec4(name, got, expected, 0);
}

static bool
check_get(const char *what, GLenum pname, const float *expected, int count)
{
   float got[4] = { -99, -99, -99, -99 };
   float tol[4] = { 0 };

   glGetFloatv(pname, got);
   return nvpt_check_floats(what, got, expected, tol, count);
}

enum nvpt_result
nvpt_test(void)
{
   static const char *const numbered[16] = {
      "0", "1", "2", "3", "4", "5", "6", "7",
      "8", "9", "10", "11", "12", "13", "14", "15",
   };
   static const char *const mnemonic[16] = {
      "OPOS", "WGHT", "NRML", "COL0", "COL1", "FOGC", NULL, NULL,
      "TEX0", "TEX1", "TEX2", "TEX3", "TEX4", "TEX5", "TEX6", "TEX7",
   };
   bool pass = true;
   GLint units = 0;

   nvpt_require_nv_vertex_program();
   nvpt_require_extension("GL_EXT_secondary_color");
   nvpt_require_extension("GL_EXT_fog_coord");
   nvpt_float_target_begin();
   secondary_color3f = nvpt_get_proc("glSecondaryColor3fEXT");
   fog_coordf = nvpt_get_proc("glFogCoordfEXT");
   multi_tex_coord4f = nvpt_get_proc("glMultiTexCoord4fARB");
   glGetIntegerv(GL_MAX_TEXTURE_COORDS, &units);
   if (units > 8)
      units = 8;

   /* Conventional commands -> numbered attributes. */
   glNormal3f(1, -2, 3);
   glColor4f(0.25f, 0.5f, 0.75f, 0.125f);
   secondary_color3f(0.5f, 0.25f, 0.0625f);
   fog_coordf(7.5f);
   for (int i = 0; i < units; i++)
      multi_tex_coord4f(GL_TEXTURE0 + i, i, 10 + i, -i, 0.5f * i);
   {
      static const float normal[4] = { 1, -2, 3, 1 };
      static const float color[4] = { 0.25f, 0.5f, 0.75f, 0.125f };
      static const float secondary[4] = { 0.5f, 0.25f, 0.0625f, 1 };
      static const float fog[4] = { 7.5f, 0, 0, 1 };

      for (int m = 0; m < 2; m++) {
         const char *const *names = m ? mnemonic : numbered;

         pass = check_attrib("glNormal3f", 2, names[2], normal) && pass;
         pass = check_attrib("glColor4f", 3, names[3], color) && pass;
         pass = check_attrib("glSecondaryColor3fEXT", 4, names[4],
                             secondary) && pass;
         pass = check_attrib("glFogCoordfEXT", 5, names[5], fog) && pass;
         for (int i = 0; i < units; i++) {
            const float tc[4] = { i, 10 + i, -i, 0.5f * i };
            pass = check_attrib("glMultiTexCoord4f", 8 + i, names[8 + i],
                                tc) && pass;
         }
      }
      pass = check_current("glNormal3f", 2, normal) && pass;
      pass = check_current("glColor4f", 3, color) && pass;
      pass = check_current("glFogCoordfEXT", 5, fog) && pass;
   }

   /* VertexAttrib4fNV -> the same state. */
   for (unsigned n = 1; n < 16; n++) {
      const float v[4] = { n, -0.5f * n, 2.0f * n, 0.25f + n };

      if ((int) n >= 8 + units)
         continue;
      nv.VertexAttrib4fNV(n, v[0], v[1], v[2], v[3]);
      pass = nvpt_expect_error(GL_NO_ERROR, "VertexAttrib4fNV(%u)", n) &&
             pass;
      pass = check_attrib("VertexAttrib4fNV", n, numbered[n], v) && pass;
      if (mnemonic[n])
         pass = check_attrib("VertexAttrib4fNV", n, mnemonic[n], v) && pass;
      pass = check_current("VertexAttrib4fNV", n, v) && pass;

      switch (n) {
      case 2:
         pass = check_get("VertexAttrib4fNV(2) -> CURRENT_NORMAL",
                          GL_CURRENT_NORMAL, v, 3) && pass;
         break;
      case 3:
         pass = check_get("VertexAttrib4fNV(3) -> CURRENT_COLOR",
                          GL_CURRENT_COLOR, v, 4) && pass;
         break;
      case 4:
         pass = check_get("VertexAttrib4fNV(4) -> CURRENT_SECONDARY_COLOR",
                          GL_CURRENT_SECONDARY_COLOR_EXT, v, 3) && pass;
         break;
      case 5:
         pass = check_get("VertexAttrib4fNV(5) -> CURRENT_FOG_COORD",
                          GL_CURRENT_FOG_COORDINATE_EXT, v, 1) && pass;
         break;
      default:
         if (n >= 8) {
            PFNGLACTIVETEXTUREPROC active_texture =
               nvpt_get_proc("glActiveTexture");
            char what[80];

            active_texture(GL_TEXTURE0 + n - 8);
            snprintf(what, sizeof(what),
                     "VertexAttrib4fNV(%u) -> CURRENT_TEXTURE_COORDS", n);
            pass = check_get(what, GL_CURRENT_TEXTURE_COORDS, v, 4) && pass;
            active_texture(GL_TEXTURE0);
         }
         break;
      }
   }

   /* Per-vertex attributes inside Begin/End; VertexAttrib4fNV(0, ...)
    * provokes the vertex like glVertex.
    */
   {
      static const float e[4] = { 0.75f, -1, 4, 2 };
      float nx, ny, got[4];

      if (read_attrib(3, "3", got)) {
         nvpt_pixel_ndc(5, 9, &nx, &ny);
         nvpt_clear_sentinel();
         glBegin(GL_POINTS);
         nv.VertexAttrib4fNV(3, 0.75f, -1, 4, 2);
         nv.VertexAttrib4fNV(0, nx, ny, 0, 1);
         glEnd();
         pass = nvpt_expect_error(GL_NO_ERROR, "VertexAttrib4fNV(0) draw") &&
                pass;
         nvpt_read_float(5, 9, got);
         pass = nvpt_check_vec4("VertexAttrib4fNV(0) inside Begin/End "
                                "provokes a vertex", got, e, 0) && pass;
      } else {
         pass = false;
      }
      glDisable(GL_VERTEX_PROGRAM_NV);
   }

   /* Errors. */
   nvpt_clear_errors();
   nv.VertexAttrib4fNV(16, 1, 2, 3, 4);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "VertexAttrib4fNV(16)") &&
          pass;
   {
      float v[4];

      nv.GetVertexAttribfvNV(16, GL_CURRENT_ATTRIB_NV, v);
      pass = nvpt_expect_error(GL_INVALID_VALUE,
                               "GetVertexAttribfvNV(16)") && pass;
      nv.GetVertexAttribfvNV(0, GL_CURRENT_ATTRIB_NV, v);
      pass = nvpt_expect_error(GL_INVALID_VALUE,
                               "GetVertexAttribfvNV(0, CURRENT_ATTRIB_NV)") &&
             pass;
   }
   return pass ? NVPT_PASS : NVPT_FAIL;
}
