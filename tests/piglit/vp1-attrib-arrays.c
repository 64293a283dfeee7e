/*
 * NV_vertex_program vertex attribute arrays (section 2.14.3), the
 * VertexAttribsNV commands (2.14.1.1) and the GetVertexAttrib*NV queries
 * (6.1.13).
 *
 * "type must be one of SHORT, FLOAT, DOUBLE, or UNSIGNED_BYTE"; "No
 *  conversions are applied to the vertex attributes specified as type
 *  short, float, or double.  However, vertex attributes specified as type
 *  ubyte are converted as described by Table 2.6."
 * "For each enabled vertex attribute array, it is as though the
 *  corresponding command from section 2.14.1.1 were called with a pointer
 *  to element i" -- VertexAttrib[size][type]v, so missing components are
 *  "y and z to 0 and w to 1".
 * "If the stride is specified as zero, then array elements are stored
 *  sequentially ...  Otherwise points to the ith and (i+1)st elements of
 *  an array differ by stride basic machine units".
 * "VertexAttribs{1234}{sfd}vNV(index, n, coords) is the same ... as
 *  for (i=n-1; i>=0; i--) VertexAttrib{NUM}{sfd}vNV(i+index, ...)"
 *  "so that vertex program execution is provoked when index is zero only
 *  after all the other vertex attributes have first been specified."
 * Values are exact, except that ubyte conversion (Table 2.6, c / 255) may
 * be off by one float ulp at 1.0 (it need not be correctly rounded).
 *
 * ARB_vertex_program, "Interactions with NV_vertex_program": "Vertex
 * attribute array sizes, types, strides, and pointers" are "identical in
 * the two extensions and can be set ... using either NV functions or ARB
 * functions": an array given with VertexAttribPointerARB(i) and enabled
 * as VERTEX_ATTRIB_ARRAYi_NV feeds an NV program's v[i] (what NVIDIA's
 * Cg runtime does for vp20/vp30 programs), and one given with
 * VertexAttribPointerNV(i) is what an ARB program's vertex.attrib[i]
 * reads from the enabled generic array i.
 */
#include "harness.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

static PFNGLVERTEXATTRIBPOINTERNVPROC attrib_pointer;
static PFNGLGETVERTEXATTRIBDVNVPROC get_dv;
static PFNGLGETVERTEXATTRIBIVNVPROC get_iv;
static PFNGLGETVERTEXATTRIBPOINTERVNVPROC get_pointer;
static PFNGLVERTEXATTRIB4FNVPROC attrib4f;
static PFNGLBINDBUFFERPROC bind_buffer;
static PFNGLGENBUFFERSPROC gen_buffers;
static PFNGLBUFFERDATAPROC buffer_data;
static PFNGLDELETEBUFFERSPROC delete_buffers;
static PFNGLVERTEXATTRIBPOINTERARBPROC arb_pointer;
static PFNGLENABLEVERTEXATTRIBARRAYARBPROC arb_enable;
static PFNGLDISABLEVERTEXATTRIBARRAYARBPROC arb_disable;

#define NPTS 3
static float positions[NPTS][4];
static int px[NPTS], py[NPTS];

static bool
load_reader(unsigned attr)
{
   char text[96];
   GLuint id = 100 + attr;

   snprintf(text, sizeof(text),
            "!!VP1.0\nMOV o[HPOS], v[0];\nMOV o[COL0], v[%u];\nEND", attr);
   if (!nvpt_load_nv_program(GL_VERTEX_PROGRAM_NV, id, text))
      return false;
   nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, id);
   glEnable(GL_VERTEX_PROGRAM_NV);
   return true;
}

/* Draws NPTS points from the arrays (position in NV array 0) and
 * compares each with expected[i]. */
static bool
draw_and_check(const char *what, const float expected[NPTS][4], float tol)
{
   bool pass = true;

   attrib_pointer(0, 4, GL_FLOAT, 0, positions);
   glEnableClientState(GL_VERTEX_ATTRIB_ARRAY0_NV);
   nvpt_clear_sentinel();
   glDrawArrays(GL_POINTS, 0, NPTS);
   glDisableClientState(GL_VERTEX_ATTRIB_ARRAY0_NV);
   if (!nvpt_expect_error(GL_NO_ERROR, "%s: DrawArrays", what))
      return false;
   for (int i = 0; i < NPTS; i++) {
      float got[4];
      char name[160];

      nvpt_read_float(px[i], py[i], got);
      snprintf(name, sizeof(name), "%s, element %d", what, i);
      pass = nvpt_check_vec4(name, got, expected[i], tol) && pass;
   }
   return pass;
}

static const char *
type_name(GLenum type)
{
   switch (type) {
   case GL_SHORT: return "SHORT";
   case GL_FLOAT: return "FLOAT";
   case GL_DOUBLE: return "DOUBLE";
   case GL_UNSIGNED_BYTE: return "UNSIGNED_BYTE";
   default: return "?";
   }
}

static size_t
type_size(GLenum type)
{
   switch (type) {
   case GL_SHORT: return 2;
   case GL_FLOAT: return 4;
   case GL_DOUBLE: return 8;
   default: return 1;
   }
}

static void
store(uint8_t *p, GLenum type, double v)
{
   switch (type) {
   case GL_SHORT: { GLshort s = (GLshort) v; memcpy(p, &s, 2); break; }
   case GL_FLOAT: { GLfloat f = (GLfloat) v; memcpy(p, &f, 4); break; }
   case GL_DOUBLE: memcpy(p, &v, 8); break;
   default: *p = (GLubyte) v; break;
   }
}

/* Whether the pointer query returns 'expected' for NV array 'attr'. */
static bool
check_array_state(const char *what, unsigned attr, GLint size, GLenum type,
                  GLint stride, const void *pointer)
{
   GLint iv = -1;
   GLfloat fv = -1;
   GLdouble dv = -1;
   void *ptr = (void *) 1;
   bool pass = true;
   const GLenum pnames[3] = {
      GL_ATTRIB_ARRAY_SIZE_NV, GL_ATTRIB_ARRAY_TYPE_NV,
      GL_ATTRIB_ARRAY_STRIDE_NV
   };
   const GLint values[3] = { size, (GLint) type, stride };
   const char *const names[3] = { "SIZE", "TYPE", "STRIDE" };

   for (int k = 0; k < 3; k++) {
      get_iv(attr, pnames[k], &iv);
      nv.GetVertexAttribfvNV(attr, pnames[k], &fv);
      get_dv(attr, pnames[k], &dv);
      if (iv != values[k] || fv != (GLfloat) values[k] ||
          dv != (GLdouble) values[k]) {
         printf("%s: ATTRIB_ARRAY_%s_NV of %u: expected %d, got iv %d, "
                "fv %g, dv %g\n", what, names[k], attr, values[k], iv,
                fv, dv);
         pass = false;
      }
   }
   /* "obtains the pointer named pname ... pname must be
    *  ATTRIB_ARRAY_POINTER_NV." */
   get_pointer(attr, GL_ATTRIB_ARRAY_POINTER_NV, &ptr);
   if (ptr != pointer) {
      printf("%s: ATTRIB_ARRAY_POINTER_NV of %u: expected %p, got %p\n",
             what, attr, pointer, ptr);
      pass = false;
   }
   return nvpt_expect_error(GL_NO_ERROR, "%s: queries", what) && pass;
}

/* Every type and size, tightly packed and with a stride. */
static bool
types_and_sizes(void)
{
   static const GLenum types[] = {
      GL_SHORT, GL_FLOAT, GL_DOUBLE, GL_UNSIGNED_BYTE
   };
   static const unsigned attrs[] = { 6, 3, 8, 15, 1 };
   static const double src[NPTS][4] = {
      { 3, -7, 300, -32768 },
      { 1, 2, -3, 4 },
      { 255, 128, 0, 17 },
   };
   static const double ubsrc[NPTS][4] = {
      { 255, 0, 128, 1 },
      { 17, 34, 51, 68 },
      { 254, 253, 2, 3 },
   };
   static uint8_t buf[NPTS * 64];
   bool pass = true;
   unsigned n = 0;

   for (unsigned t = 0; t < NVPT_ARRAY_SIZE(types); t++) {
      GLenum type = types[t];

      for (int size = 1; size <= 4; size++) {
         if (type == GL_UNSIGNED_BYTE && size != 4)
            continue;
         for (int strided = 0; strided < 2; strided++) {
            unsigned attr = attrs[n++ % NVPT_ARRAY_SIZE(attrs)];
            size_t elem = size * type_size(type);
            GLsizei stride = strided ?
               (GLsizei) (elem + 2 * type_size(type)) : 0;
            size_t step = stride ? (size_t) stride : elem;
            const double (*vals)[4] = type == GL_UNSIGNED_BYTE ? ubsrc :
                                                                  src;
            float expected[NPTS][4];
            char what[96];

            memset(buf, 0xcd, sizeof(buf));
            for (int i = 0; i < NPTS; i++) {
               for (int c = 0; c < size; c++)
                  store(buf + i * step + c * type_size(type), type,
                        vals[i][c]);
               /* "sets x ... while setting y and z to 0 and w to 1" */
               for (int c = 0; c < 4; c++) {
                  double v = c < size ? vals[i][c] : c == 3 ? 1 : 0;

                  expected[i][c] = type == GL_UNSIGNED_BYTE ?
                                   (float) v / 255.0f : (float) v;
               }
            }
            snprintf(what, sizeof(what), "v[%u] %s size %d stride %d",
                     attr, type_name(type), size, stride);
            if (!load_reader(attr))
               return false;
            attrib_pointer(attr, size, type, stride, buf);
            pass = check_array_state(what, attr, size, type, stride, buf) &&
                   pass;
            glEnableClientState(GL_VERTEX_ATTRIB_ARRAY0_NV + attr);
            if (!glIsEnabled(GL_VERTEX_ATTRIB_ARRAY0_NV + attr)) {
               printf("%s: IsEnabled(VERTEX_ATTRIB_ARRAY%u_NV) FALSE\n",
                      what, attr);
               pass = false;
            }
            /* Table 2.6, c / (2^8 - 1): not required to be correctly
             * rounded, so one float ulp at 1.0 for ubyte; exact
             * otherwise. */
            pass = draw_and_check(what, (const float (*)[4]) expected,
                                  type == GL_UNSIGNED_BYTE ? 0x1p-23f : 0)
                   && pass;
            glDisableClientState(GL_VERTEX_ATTRIB_ARRAY0_NV + attr);
            if (glIsEnabled(GL_VERTEX_ATTRIB_ARRAY0_NV + attr)) {
               printf("%s: IsEnabled after DisableClientState\n", what);
               pass = false;
            }
         }
      }
   }
   glDisable(GL_VERTEX_PROGRAM_NV);
   return pass;
}

/* Arrays in a buffer object: pointer is an offset into the buffer bound
 * to ARRAY_BUFFER when VertexAttribPointerNV is called. */
static bool
buffer_object(void)
{
   struct vtx {
      GLfloat pos[4];
      GLshort attr[3];
      GLshort pad;
   } data[NPTS];
   static const float expected[NPTS][4] = {
      { -5, 6, 7, 1 }, { 100, -200, 0, 1 }, { 1, 1, -1, 1 },
   };
   GLuint vbo;
   bool pass = true;

   for (int i = 0; i < NPTS; i++) {
      memcpy(data[i].pos, positions[i], sizeof(data[i].pos));
      for (int c = 0; c < 3; c++)
         data[i].attr[c] = (GLshort) expected[i][c];
      data[i].pad = 0x7777;
   }
   gen_buffers(1, &vbo);
   bind_buffer(GL_ARRAY_BUFFER, vbo);
   buffer_data(GL_ARRAY_BUFFER, sizeof(data), data, GL_STATIC_DRAW);
   attrib_pointer(0, 4, GL_FLOAT, sizeof(struct vtx), (void *) 0);
   attrib_pointer(10, 3, GL_SHORT, sizeof(struct vtx),
                  (void *) offsetof(struct vtx, attr));
   pass = check_array_state("buffer object", 10, 3, GL_SHORT,
                            sizeof(struct vtx),
                            (void *) offsetof(struct vtx, attr)) && pass;
   /* The buffer stays attached to the arrays after unbinding. */
   bind_buffer(GL_ARRAY_BUFFER, 0);
   if (!load_reader(10))
      return false;
   glEnableClientState(GL_VERTEX_ATTRIB_ARRAY0_NV);
   glEnableClientState(GL_VERTEX_ATTRIB_ARRAY0_NV + 10);
   nvpt_clear_sentinel();
   glDrawArrays(GL_POINTS, 0, NPTS);
   pass = nvpt_expect_error(GL_NO_ERROR, "buffer object: DrawArrays") &&
          pass;
   for (int i = 0; i < NPTS; i++) {
      float got[4];
      char name[64];

      nvpt_read_float(px[i], py[i], got);
      snprintf(name, sizeof(name), "buffer object: v[10], element %d", i);
      pass = nvpt_check_vec4(name, got, expected[i], 0) && pass;
   }
   /* DrawElements through the same arrays, reversed order. */
   {
      static const GLubyte idx[2] = { 2, 0 };

      nvpt_clear_sentinel();
      glDrawElements(GL_POINTS, 2, GL_UNSIGNED_BYTE, idx);
      for (int k = 0; k < 2; k++) {
         float got[4];
         char name[64];

         nvpt_read_float(px[idx[k]], py[idx[k]], got);
         snprintf(name, sizeof(name), "buffer object: DrawElements, "
                  "element %d", idx[k]);
         pass = nvpt_check_vec4(name, got, expected[idx[k]], 0) && pass;
      }
   }
   glDisableClientState(GL_VERTEX_ATTRIB_ARRAY0_NV);
   glDisableClientState(GL_VERTEX_ATTRIB_ARRAY0_NV + 10);
   glDisable(GL_VERTEX_PROGRAM_NV);
   delete_buffers(1, &vbo);
   return pass;
}

/* ---- VertexAttribs*NV ---- */

static const char *const attribs_names[] = {
   "glVertexAttribs1svNV", "glVertexAttribs1fvNV", "glVertexAttribs1dvNV",
   "glVertexAttribs2svNV", "glVertexAttribs2fvNV", "glVertexAttribs2dvNV",
   "glVertexAttribs3svNV", "glVertexAttribs3fvNV", "glVertexAttribs3dvNV",
   "glVertexAttribs4svNV", "glVertexAttribs4fvNV", "glVertexAttribs4dvNV",
   "glVertexAttribs4ubvNV",
};

static void
call_attribs(unsigned k, GLuint index, GLsizei n, const double *vals)
{
   void *p = nvpt_get_proc(attribs_names[k]);
   unsigned size = k < 12 ? k / 3 + 1 : 4;
   GLshort s[64];
   GLfloat f[64];
   GLdouble d[64];
   GLubyte ub[64];

   for (unsigned i = 0; i < n * size; i++) {
      s[i] = (GLshort) vals[i];
      f[i] = (GLfloat) vals[i];
      d[i] = vals[i];
      ub[i] = (GLubyte) vals[i];
   }
   switch (k) {
   case 0: ((PFNGLVERTEXATTRIBS1SVNVPROC) p)(index, n, s); break;
   case 1: ((PFNGLVERTEXATTRIBS1FVNVPROC) p)(index, n, f); break;
   case 2: ((PFNGLVERTEXATTRIBS1DVNVPROC) p)(index, n, d); break;
   case 3: ((PFNGLVERTEXATTRIBS2SVNVPROC) p)(index, n, s); break;
   case 4: ((PFNGLVERTEXATTRIBS2FVNVPROC) p)(index, n, f); break;
   case 5: ((PFNGLVERTEXATTRIBS2DVNVPROC) p)(index, n, d); break;
   case 6: ((PFNGLVERTEXATTRIBS3SVNVPROC) p)(index, n, s); break;
   case 7: ((PFNGLVERTEXATTRIBS3FVNVPROC) p)(index, n, f); break;
   case 8: ((PFNGLVERTEXATTRIBS3DVNVPROC) p)(index, n, d); break;
   case 9: ((PFNGLVERTEXATTRIBS4SVNVPROC) p)(index, n, s); break;
   case 10: ((PFNGLVERTEXATTRIBS4FVNVPROC) p)(index, n, f); break;
   case 11: ((PFNGLVERTEXATTRIBS4DVNVPROC) p)(index, n, d); break;
   case 12: ((PFNGLVERTEXATTRIBS4UBVNVPROC) p)(index, n, ub); break;
   }
}

static bool
attribs_commands(void)
{
   bool pass = true;

   for (unsigned k = 0; k < NVPT_ARRAY_SIZE(attribs_names); k++) {
      unsigned size = k < 12 ? k / 3 + 1 : 4;
      bool ub = k == 12;
      double vals[4 * 4];
      float expected[4], got[4];
      char what[96];

      /* Inside Begin/End, from attribute 0: v[0] = (1, 1|0, 0, 1|2) is
       * placed on the probe pixel by the program; v[3] is read back. */
      {
         static const char text[] =
            "!!VP1.0\n"
            "MUL R0, v[0], c[40];\n"
            "ADD o[HPOS], R0, c[41];\n"
            "MOV o[COL0], v[3];\n"
            "END";
         float nx, ny;

         nvpt_pixel_ndc(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, &nx, &ny);
         for (unsigned i = 0; i < 4 * 4; i++)
            vals[i] = 0;
         vals[0] = ub ? 255 : 1;
         if (size >= 2)
            vals[1] = ub ? 255 : 1;
         if (size == 4)
            vals[3] = ub ? 255 : 2;
         for (unsigned c = 0; c < size; c++)
            vals[3 * size + c] = ub ? 17.0 * (c + 1) :
                                 (double) (c + 1) * (k % 3 == 0 ? 3 : 1.5);
         if (!nvpt_load_nv_program(GL_VERTEX_PROGRAM_NV, 50, text))
            return false;
         /* o[HPOS] = (nx, ny, 0, 1) */
         nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 40, nx, ny, 0,
                                 size == 4 && !ub ? 0.5f : 1.0f);
         nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 41, 0,
                                 size == 1 ? ny : 0.0f, 0, 0);
         nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, 50);
         glEnable(GL_VERTEX_PROGRAM_NV);
         /* v[3] stale before: the reverse order must set it first. */
         attrib4f(3, -9, -9, -9, -9);
         nvpt_clear_sentinel();
         glBegin(GL_POINTS);
         call_attribs(k, 0, 4, vals);
         glEnd();
         glDisable(GL_VERTEX_PROGRAM_NV);
         pass = nvpt_expect_error(GL_NO_ERROR, "%s(0, 4) inside Begin/End",
                                  attribs_names[k]) && pass;
         for (unsigned c = 0; c < 4; c++) {
            double v = c < size ? vals[3 * size + c] : c == 3 ? 1 : 0;

            expected[c] = ub ? (float) v / 255.0f : (float) v;
         }
         nvpt_read_float(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, got);
         snprintf(what, sizeof(what), "%s(0, 4): v[3] set before v[0] "
                  "provoked the vertex", attribs_names[k]);
         pass = nvpt_check_vec4(what, got, expected, ub ? 0x1p-23f : 0) &&
                pass;
      }

      /* Outside Begin/End: indices 4..6 as CURRENT_ATTRIB_NV. */
      for (unsigned i = 0; i < 3 * size; i++)
         vals[i] = ub ? 10 + 20 * i : (double) i * (k % 3 == 0 ? 2 : 0.75)
                   - 3;
      call_attribs(k, 4, 3, vals);
      pass = nvpt_expect_error(GL_NO_ERROR, "%s(4, 3)", attribs_names[k]) &&
             pass;
      for (unsigned a = 0; a < 3; a++) {
         for (unsigned c = 0; c < 4; c++) {
            double v = c < size ? vals[a * size + c] : c == 3 ? 1 : 0;

            expected[c] = ub ? (float) v / 255.0f : (float) v;
         }
         nv.GetVertexAttribfvNV(4 + a, GL_CURRENT_ATTRIB_NV, got);
         snprintf(what, sizeof(what), "%s(4, 3): CURRENT_ATTRIB_NV %u",
                  attribs_names[k], 4 + a);
         pass = nvpt_check_vec4(what, got, expected, ub ? 0x1p-23f : 0) &&
                pass;
      }
   }
   return pass;
}

/* GetVertexAttrib{d,f,i}vNV(CURRENT_ATTRIB_NV) and the initial array
 * state. */
static bool
current_queries(void)
{
   GLdouble dv[4];
   GLfloat fv[4];
   GLint iv[4];
   bool pass = true;

   attrib4f(9, 1.25f, -2.0f, 3.75f, 4.0f);
   get_dv(9, GL_CURRENT_ATTRIB_NV, dv);
   nv.GetVertexAttribfvNV(9, GL_CURRENT_ATTRIB_NV, fv);
   get_iv(9, GL_CURRENT_ATTRIB_NV, iv);
   if (dv[0] != 1.25 || dv[1] != -2.0 || dv[2] != 3.75 || dv[3] != 4.0) {
      printf("GetVertexAttribdvNV(9): %g %g %g %g\n", dv[0], dv[1], dv[2],
             dv[3]);
      pass = false;
   }
   if (fv[0] != 1.25f || fv[1] != -2.0f || fv[2] != 3.75f || fv[3] != 4.0f) {
      printf("GetVertexAttribfvNV(9): %g %g %g %g\n", fv[0], fv[1], fv[2],
             fv[3]);
      pass = false;
   }
   /* Floats to integers round to the nearest (GL 1.2.1 section 6.1.2). */
   if (iv[0] != 1 || iv[1] != -2 || iv[2] != 4 || iv[3] != 4) {
      printf("GetVertexAttribivNV(9): expected 1 -2 4 4, got %d %d %d "
             "%d\n", iv[0], iv[1], iv[2], iv[3]);
      pass = false;
   }
   /* Table X.5: size 4, stride 0, type FLOAT initially. */
   pass = check_array_state("initial state of array 12", 12, 4, GL_FLOAT, 0,
                            NULL) && pass;
   return pass;
}

/* The NPTS points drawn: each pixel exactly expected[i]. */
static bool
check_points(const char *what, const float expected[NPTS][4])
{
   bool pass = true;

   for (int i = 0; i < NPTS; i++) {
      float got[4];
      char name[160];
      nvpt_read_float(px[i], py[i], got);
      snprintf(name, sizeof(name), "%s, element %d", what, i);
      pass = nvpt_check_vec4(name, got, expected[i], 0) && pass;
   }
   return pass;
}

/* Both directions of the shared array state, for NV attributes whose
 * array slot in Mesa is a conventional one (0 position, 3 colour, 8
 * texture coordinate 0) and one that is generic in both (6). */
static bool
arb_and_nv_arrays(void)
{
   static const unsigned attrs[] = { 3, 8, 6 };
   static float data[NPTS][4];
   float expected[NPTS][4];
   bool pass = true;

   for (int i = 0; i < NPTS; i++) {
      for (int c = 0; c < 4; c++)
         data[i][c] = expected[i][c] = 0.125f * (float)(i + 1) +
                                       0.25f * (float)c;
   }
   for (unsigned k = 0; k < NVPT_ARRAY_SIZE(attrs); k++) {
      unsigned a = attrs[k];
      char what[96];

      /* an ARB pointer, the NV enable, an NV program; the position too
       * from an ARB pointer (attribute 0) */
      if (!load_reader(a))
         return false;
      arb_pointer(0, 4, GL_FLOAT, GL_FALSE, 0, positions);
      arb_pointer(a, 4, GL_FLOAT, GL_FALSE, 0, data);
      glEnableClientState(GL_VERTEX_ATTRIB_ARRAY0_NV);
      glEnableClientState(GL_VERTEX_ATTRIB_ARRAY0_NV + a);
      nvpt_clear_sentinel();
      glDrawArrays(GL_POINTS, 0, NPTS);
      glDisableClientState(GL_VERTEX_ATTRIB_ARRAY0_NV + a);
      glDisableClientState(GL_VERTEX_ATTRIB_ARRAY0_NV);
      glDisable(GL_VERTEX_PROGRAM_NV);
      snprintf(what, sizeof(what), "VertexAttribPointerARB(%u) into v[%u]",
               a, a);
      pass = nvpt_expect_error(GL_NO_ERROR, "%s", what) && pass;
      pass = check_points(what, (const float (*)[4])expected) && pass;

      /* an NV pointer, the generic enable, an ARB program */
      char text[160];
      snprintf(text, sizeof(text), "!!ARBvp1.0\nMOV result.position, "
               "vertex.attrib[0];\nMOV result.color, vertex.attrib[%u];"
               "\nEND", a);
      if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 200 + a, text))
         return false;
      glEnable(GL_VERTEX_PROGRAM_ARB);
      attrib_pointer(0, 4, GL_FLOAT, 0, positions);
      attrib_pointer(a, 4, GL_FLOAT, 0, data);
      arb_enable(0);
      arb_enable(a);
      nvpt_clear_sentinel();
      glDrawArrays(GL_POINTS, 0, NPTS);
      arb_disable(a);
      arb_disable(0);
      glDisable(GL_VERTEX_PROGRAM_ARB);
      snprintf(what, sizeof(what), "VertexAttribPointerNV(%u) into "
               "vertex.attrib[%u]", a, a);
      pass = nvpt_expect_error(GL_NO_ERROR, "%s", what) && pass;
      pass = check_points(what, (const float (*)[4])expected) && pass;
      for (int i = 0; i < NPTS; i++) {
         for (int c = 0; c < 4; c++)
            data[i][c] = expected[i][c] = -expected[i][c] - 1.0f;
      }
   }
   return pass;
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   nvpt_require_nv_vertex_program();
   nvpt_require_extension("GL_ARB_vertex_buffer_object");
   nvpt_float_target_begin();
   attrib_pointer = nvpt_get_proc("glVertexAttribPointerNV");
   get_dv = nvpt_get_proc("glGetVertexAttribdvNV");
   get_iv = nvpt_get_proc("glGetVertexAttribivNV");
   get_pointer = nvpt_get_proc("glGetVertexAttribPointervNV");
   attrib4f = nvpt_get_proc("glVertexAttrib4fNV");
   bind_buffer = nvpt_get_proc("glBindBufferARB");
   gen_buffers = nvpt_get_proc("glGenBuffersARB");
   buffer_data = nvpt_get_proc("glBufferDataARB");
   delete_buffers = nvpt_get_proc("glDeleteBuffersARB");
   arb_pointer = nvpt_get_proc("glVertexAttribPointerARB");
   arb_enable = nvpt_get_proc("glEnableVertexAttribArrayARB");
   arb_disable = nvpt_get_proc("glDisableVertexAttribArrayARB");

   for (int i = 0; i < NPTS; i++) {
      px[i] = 5 + 9 * i;
      py[i] = 7 + 8 * i;
      nvpt_pixel_ndc(px[i], py[i], &positions[i][0], &positions[i][1]);
      positions[i][2] = 0;
      positions[i][3] = 1;
   }

   pass = current_queries() && pass;
   pass = types_and_sizes() && pass;
   pass = buffer_object() && pass;
   pass = attribs_commands() && pass;
   pass = arb_and_nv_arrays() && pass;
   return nvpt_end_test(pass);
}
