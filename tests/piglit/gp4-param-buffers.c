/*
 * NV_parameter_buffer_object: BUFFER and BUFFER4 variables of
 * NV_gpu_program4 programs read from the buffer objects bound to the
 * PARAMETER_BUFFER binding points of their target.
 *
 * Drawn: BUFFER4 members absolute and relative (an integer TEMP
 * component plus an offset), BUFFER words broadcast, words written as
 * integers by ProgramBufferParametersIuivNV and read by I2F.U, floats
 * by ProgramBufferParametersfvNV, BufferSubData through the target's
 * own binding (BindBuffer), a binding replaced, BindBufferRangeNV's
 * bound portion, a vertex and a geometry program's buffers, and a
 * relative member outside its array, which reads (0,0,0,0) on this
 * implementation (the spec leaves it undefined).  Queried: the two
 * limits, GetIntegerv of the targets, GetIntegerIndexedvEXT of the
 * binding points, a deleted buffer's binding.  Errors: every
 * INVALID_VALUE, INVALID_OPERATION and INVALID_ENUM of the extension,
 * and the load rules of section 2.X.3.6 at their token with the
 * previous program still drawing.
 */
#include "harness.h"

#include <stdio.h>
#include <string.h>

typedef void (GLAPIENTRYP range_fn)(GLenum, GLuint, GLuint, GLintptr,
                                    GLsizeiptr);
typedef void (GLAPIENTRYP offset_fn)(GLenum, GLuint, GLuint, GLintptr);
typedef void (GLAPIENTRYP base_fn)(GLenum, GLuint, GLuint);
typedef void (GLAPIENTRYP params_fn)(GLenum, GLuint, GLuint, GLsizei,
                                     const void *);
typedef void (GLAPIENTRYP indexed_fn)(GLenum, GLuint, GLint *);
typedef void (GLAPIENTRYP local4i_fn)(GLenum, GLuint, GLint, GLint, GLint,
                                      GLint);

static struct {
   range_fn range;
   offset_fn offset;
   base_fn base;
   params_fn fv, iiv, iuiv;
   indexed_fn indexed;
   local4i_fn local4i;
   PFNGLGETPROGRAMIVARBPROC get_program_iv;
   PFNGLGENBUFFERSPROC gen_buffers;
   PFNGLBINDBUFFERPROC bind_buffer;
   PFNGLBUFFERDATAPROC buffer_data;
   PFNGLBUFFERSUBDATAPROC buffer_sub_data;
   PFNGLDELETEBUFFERSPROC delete_buffers;
} f;

static bool
draw_and_probe(const char *what, const float want[4])
{
   nvpt_clear_sentinel();
   nvpt_draw_window_quad();
   return nvpt_probe_float(what, 1, 1, want, 0);
}

/* A buffer of n floats 'base' + k. */
static GLuint
make_buffer(GLenum target, unsigned n, float base)
{
   float data[64];
   GLuint b;

   for (unsigned k = 0; k < n; k++)
      data[k] = base + (float)k;
   f.gen_buffers(1, &b);
   f.bind_buffer(target, b);
   f.buffer_data(target, n * 4, data, GL_STATIC_DRAW);
   return b;
}

/* The byte offset of the n-th (0-based) occurrence of needle. */
static GLint
pos_of(const char *text, const char *needle, unsigned n)
{
   const char *at = text;

   for (;;) {
      at = strstr(at, needle);
      if (!at || n-- == 0)
         break;
      at++;
   }
   return at ? (GLint)(at - text) : -2;
}

static bool
check_int(const char *what, GLint got, GLint want)
{
   if (got == want)
      return true;
   printf("%s: got %d, want %d\n", what, got, want);
   return false;
}

static const char fp_rel4[] =
   "!!NVfp4.0\n"
   "BUFFER4 b4[] = { program.buffer[2][1..3] };\n"
   "PARAM sel = program.local[0];\n"
   "INT TEMP i;\n"
   "MOV.S i, sel;\n"
   "MOV result.color, b4[i.x + 0];\n"
   "END\n";

static const char fp_words[] =
   "!!NVfp4.0\n"
   "BUFFER w[] = { program.buffer[0][4..7] };\n"
   "BUFFER one = program.buffer[0][1];\n"
   "PARAM sel = program.local[0];\n"
   "INT TEMP i;\n"
   "TEMP r;\n"
   "MOV.S i, sel;\n"
   "MOV r.x, w[i.x];\n"
   "MOV r.y, w[i.y + 2];\n"
   "MOV r.z, one;\n"
   "MOV r.w, w[3];\n"
   "MOV result.color, r;\n"
   "END\n";

static bool
fragment_reads(void)
{
   bool pass = true;
   GLint v;

   /* binding 2: vectors 0..3 = (0,1,2,3), (4,5,6,7), ... */
   GLuint a = make_buffer(GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, 16, 0);
   f.base(GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, 2, a);
   if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, fp_rel4))
      return false;
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   /* members outside the array or the bound range: "If no buffer object
    * is bound to binding point <a>, or the bound buffer object is not
    * large enough to hold an element <b>, the values used are undefined";
    * nvprog reads (0,0,0,0), checked there only (NVIDIA reads on into
    * the buffer) */
   const bool nvprog = nvpt_is_nvprog();
   for (int i = 0; i < (nvprog ? 4 : 3); i++) {
      char what[64];
      float want[4] = { 0, 0, 0, 0 };
      if (i < 3) {
         for (unsigned c = 0; c < 4; c++)
            want[c] = (float)(4 * (i + 1) + c);
      }
      f.local4i(GL_FRAGMENT_PROGRAM_ARB, 0, i, 0, 0, 0);
      snprintf(what, sizeof(what), "BUFFER4 b4[R.x] with R.x = %d%s", i,
               i == 3 ? " (outside the array)" : "");
      pass = draw_and_probe(what, want) && pass;
   }
   f.local4i(GL_FRAGMENT_PROGRAM_ARB, 0, -1, 0, 0, 0);
   if (nvprog) {
      static const float zero[4] = { 0, 0, 0, 0 };
      pass = draw_and_probe("BUFFER4 b4[R.x] with R.x = -1", zero) && pass;
   }

   /* ProgramBufferParametersfvNV: words 8..11 (vector 2, b4[1]) */
   static const float new_vec[4] = { 0.5f, -1.5f, 1e30f, -0.0f };
   f.local4i(GL_FRAGMENT_PROGRAM_ARB, 0, 1, 0, 0, 0);
   f.fv(GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, 2, 8, 4, new_vec);
   pass = draw_and_probe("after ProgramBufferParametersfvNV", new_vec) &&
          pass;
   /* BufferSubData through the target's own binding, which BindBuffer*NV
    * set ("perform the equivalent of BindBuffer(target, buffer)") */
   glGetIntegerv(GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, &v);
   pass = check_int("GetIntegerv(FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV)", v,
                    (GLint)a) && pass;
   static const float sub[4] = { 9, 8, 7, 6 };
   f.buffer_sub_data(GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, 32, 16, sub);
   pass = draw_and_probe("after BufferSubData", sub) && pass;

   /* BindBufferRangeNV: 32 bytes, vectors 0 and 1 only; b4[0] is vector
    * 1, b4[1] vector 2, outside the range: (0,0,0,0) here */
   f.range(GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, 2, a, 0, 32);
   f.local4i(GL_FRAGMENT_PROGRAM_ARB, 0, 0, 0, 0, 0);
   {
      static const float want[4] = { 4, 5, 6, 7 };
      pass = draw_and_probe("BindBufferRangeNV, inside", want) && pass;
   }
   f.local4i(GL_FRAGMENT_PROGRAM_ARB, 0, 1, 0, 0, 0);
   if (nvprog) {
      static const float zero[4] = { 0, 0, 0, 0 };
      pass = draw_and_probe("BindBufferRangeNV, past the range", zero) &&
             pass;
   }
   f.indexed(GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, 2, &v);
   pass = check_int("GetIntegerIndexedvEXT(2)", v, (GLint)a) && pass;
   f.indexed(GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, 3, &v);
   pass = check_int("GetIntegerIndexedvEXT(3)", v, 0) && pass;

   /* BUFFER words at binding 0: words k = 100 + k */
   GLuint b = make_buffer(GL_ARRAY_BUFFER, 16, 100);
   f.offset(GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, 0, b, 0);
   if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, fp_words))
      return false;
   f.local4i(GL_FRAGMENT_PROGRAM_ARB, 0, 0, 1, 0, 0);
   {
      /* w[0] word 4, w[1 + 2] word 7, one word 1, w[3] word 7 */
      static const float want[4] = { 104, 107, 101, 107 };
      pass = draw_and_probe("BUFFER words", want) && pass;
   }
   f.local4i(GL_FRAGMENT_PROGRAM_ARB, 0, 2, -2, 0, 0);
   {
      static const float want[4] = { 106, 104, 101, 107 };
      pass = draw_and_probe("BUFFER words, other indices", want) && pass;
   }
   f.local4i(GL_FRAGMENT_PROGRAM_ARB, 0, 4, 2, 0, 0);
   if (nvprog) {
      static const float want[4] = { 0, 0, 101, 107 };
      pass = draw_and_probe("BUFFER words outside the array", want) && pass;
   }
   /* a binding replaced: the draw reads the new buffer */
   GLuint c = make_buffer(GL_ARRAY_BUFFER, 8, 200);
   f.base(GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, 0, c);
   f.local4i(GL_FRAGMENT_PROGRAM_ARB, 0, 0, 1, 0, 0);
   {
      static const float want[4] = { 204, 207, 201, 207 };
      pass = draw_and_probe("binding 0 replaced", want) && pass;
   }

   /* integers: UINT BUFFER words written by ProgramBufferParametersIuivNV
    * and IivNV, converted by I2F */
   static const char fp_int[] =
      "!!NVfp4.0\n"
      "UINT BUFFER u[] = { program.buffer[0][0..1] };\n"
      "INT BUFFER s = program.buffer[0][2];\n"
      "UINT TEMP t;\n"
      "INT TEMP n;\n"
      "MOV.U t.x, u[0];\n"
      "MOV.U t.y, u[1];\n"
      "MOV.S n, s;\n"
      "I2F.U result.color.xy, t;\n"
      "I2F.S result.color.zw, n;\n"
      "END\n";
   static const GLuint uw[2] = { 4000000000u, 16777216u };
   static const GLint sw[1] = { -123456 };
   f.iuiv(GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, 0, 0, 2, uw);
   f.iiv(GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, 0, 2, 1, sw);
   if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 1, fp_int))
      return false;
   {
      static const float want[4] = { 4e9f, 16777216.0f, -123456.0f,
                                     -123456.0f };
      pass = draw_and_probe("integer words", want) && pass;
   }

   /* deleting a bound buffer unbinds it */
   f.delete_buffers(1, &a);
   f.indexed(GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, 2, &v);
   pass = check_int("binding 2 after DeleteBuffers", v, 0) && pass;
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   f.delete_buffers(1, &b);
   f.delete_buffers(1, &c);
   return nvpt_expect_error(GL_NO_ERROR, "the fragment reads") && pass;
}

static bool
vertex_and_geometry_reads(void)
{
   static const char vp[] =
      "!!NVvp4.0\n"
      "BUFFER4 v[] = { program.buffer[1] };\n"
      "MOV result.position, vertex.position;\n"
      "MOV result.color, v[3];\n"
      "END\n";
   static const char gp[] =
      "!!NVgp4.0\n"
      "PRIMITIVE_IN TRIANGLES;\n"
      "PRIMITIVE_OUT TRIANGLE_STRIP;\n"
      "VERTICES_OUT 3;\n"
      "BUFFER g = program.buffer[5][6];\n"
      "MOV result.position, vertex[0].position;\n"
      "MOV result.color, g;\n"
      "EMIT;\n"
      "MOV result.position, vertex[1].position;\n"
      "MOV result.color, g;\n"
      "EMIT;\n"
      "MOV result.position, vertex[2].position;\n"
      "MOV result.color, g;\n"
      "EMIT;\n"
      "END\n";
   bool pass = true;

   /* whole-buffer form: v[3] is vector 3 = words 12..15 */
   float data[16];
   for (unsigned k = 0; k < 16; k++)
      data[k] = (float)k / 16.0f;
   GLuint a;
   f.gen_buffers(1, &a);
   f.bind_buffer(GL_VERTEX_PROGRAM_PARAMETER_BUFFER_NV, a);
   f.buffer_data(GL_VERTEX_PROGRAM_PARAMETER_BUFFER_NV, sizeof(data), data,
                 GL_STATIC_DRAW);
   f.base(GL_VERTEX_PROGRAM_PARAMETER_BUFFER_NV, 1, a);
   if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 2, vp))
      return false;
   glEnable(GL_VERTEX_PROGRAM_ARB);
   {
      static const float want[4] = { 0.75f, 0.8125f, 0.875f, 0.9375f };
      pass = draw_and_probe("vertex program BUFFER4", want) && pass;
   }

   if (nvpt_has_geometry_program4()) {
      /* the geometry target's binding 5, word 6 broadcast */
      f.base(GL_GEOMETRY_PROGRAM_PARAMETER_BUFFER_NV, 5, a);
      if (!nvpt_load_arb_program(GL_GEOMETRY_PROGRAM_NV, 3, gp))
         return false;
      glEnable(GL_GEOMETRY_PROGRAM_NV);
      static const float want[4] = { 0.375f, 0.375f, 0.375f, 0.375f };
      /* "the input primitive type of the current geometry program is
       * TRIANGLES and <mode> is not TRIANGLES, TRIANGLE_STRIP,
       * TRIANGLE_FAN, QUADS, QUAD_STRIP, or POLYGON": the window in
       * each of them, every pixel drawn */
      static const struct { GLenum mode; int n; float v[6][2]; } draws[] = {
         { GL_TRIANGLES, 6, { { -1, -1 }, { 1, -1 }, { 1, 1 },
                              { -1, -1 }, { 1, 1 }, { -1, 1 } } },
         { GL_TRIANGLE_STRIP, 4, { { -1, -1 }, { 1, -1 }, { -1, 1 },
                                   { 1, 1 } } },
         { GL_TRIANGLE_FAN, 4, { { -1, -1 }, { 1, -1 }, { 1, 1 },
                                 { -1, 1 } } },
         { GL_QUADS, 4, { { -1, -1 }, { 1, -1 }, { 1, 1 }, { -1, 1 } } },
         { GL_QUAD_STRIP, 4, { { -1, -1 }, { 1, -1 }, { -1, 1 },
                               { 1, 1 } } },
         { GL_POLYGON, 5, { { -1, -1 }, { 1, -1 }, { 1, 1 }, { 0, 1.5f },
                            { -1, 1 } } },
      };
      for (unsigned d = 0; d < sizeof(draws) / sizeof(draws[0]); d++) {
         char what[64];
         nvpt_clear_sentinel();
         glBegin(draws[d].mode);
         for (int k = 0; k < draws[d].n; k++)
            glVertex2f(draws[d].v[k][0], draws[d].v[k][1]);
         glEnd();
         snprintf(what, sizeof(what), "geometry program BUFFER, %s",
                  nvpt_enum_name(draws[d].mode));
         pass = nvpt_expect_error(GL_NO_ERROR, "%s", what) && pass;
         for (int y = 0; y < 4; y += 3) {
            for (int x = 0; x < 4; x += 3)
               pass = nvpt_probe_float(what, x, y, want, 0) && pass;
         }
      }
      glBegin(GL_LINES);
      glEnd();
      pass = nvpt_expect_error(GL_INVALID_OPERATION, "LINES into a "
                               "TRIANGLES program") && pass;
      glDisable(GL_GEOMETRY_PROGRAM_NV);
      GLint v;
      f.indexed(GL_GEOMETRY_PROGRAM_PARAMETER_BUFFER_NV, 5, &v);
      pass = check_int("geometry binding 5", v, (GLint)a) && pass;
   }
   glDisable(GL_VERTEX_PROGRAM_ARB);
   f.delete_buffers(1, &a);
   return nvpt_expect_error(GL_NO_ERROR, "the vertex and geometry reads") &&
          pass;
}

static bool
api_errors(void)
{
   bool pass = true;
   GLuint b = make_buffer(GL_ARRAY_BUFFER, 8, 0);
   const GLenum t = GL_VERTEX_PROGRAM_PARAMETER_BUFFER_NV;
   static const float four[4] = { 1, 2, 3, 4 };
   GLint v;

   f.range(t, 15, b, 0, 16);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "BindBufferRangeNV(index "
                            "15)") && pass;
   f.range(t, 0, b, 16, 16);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "BindBufferRangeNV(offset "
                            "16)") && pass;
   f.range(t, 0, b, 0, 0);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "BindBufferRangeNV(size "
                            "0)") && pass;
   f.range(t, 0, b, 0, 6);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "BindBufferRangeNV(size "
                            "6)") && pass;
   f.offset(t, 0, b, 4);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "BindBufferOffsetNV(offset "
                            "4)") && pass;
   f.base(t, 15, b);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "BindBufferBaseNV(index 15)") &&
          pass;
   f.indexed(t, 15, &v);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "GetIntegerIndexedvEXT(index "
                            "15)") && pass;

   /* nothing bound at binding 4 */
   f.fv(t, 4, 0, 4, four);
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "ProgramBufferParameters"
                            "fvNV(nothing bound)") && pass;
   f.base(t, 4, b);
   f.fv(t, 4, 5, 4, four);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "ProgramBufferParametersfvNV("
                            "words 5..8 of 8)") && pass;
   f.fv(t, 4, 4, 4, four);
   pass = nvpt_expect_error(GL_NO_ERROR, "ProgramBufferParametersfvNV("
                            "words 4..7 of 8)") && pass;
   f.fv(t, 4, 0, -1, four);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "ProgramBufferParametersfvNV("
                            "count -1)") && pass;
   f.fv(GL_VERTEX_PROGRAM_ARB, 4, 0, 1, four);
   pass = nvpt_expect_error(GL_INVALID_ENUM, "ProgramBufferParametersfvNV("
                            "VERTEX_PROGRAM_ARB)") && pass;
   f.iuiv(t, 15, 0, 1, four);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "ProgramBufferParameters"
                            "IuivNV(binding 15)") && pass;
   /* the core commands still refuse the targets they never had */
   f.range(GL_ARRAY_BUFFER, 0, b, 0, 16);
   pass = nvpt_expect_error(GL_INVALID_ENUM, "BindBufferRange("
                            "ARRAY_BUFFER)") && pass;
   f.base(t, 4, 0);
   f.indexed(t, 4, &v);
   pass = check_int("binding 4 after BindBufferBaseNV(0)", v, 0) && pass;
   f.delete_buffers(1, &b);
   return nvpt_expect_error(GL_NO_ERROR, "the API errors") && pass;
}

static const struct {
   const char *text;
   const char *at;      /* the token the error is at */
   unsigned nth;        /* its occurrence */
} bad_programs[] = {
   /* "A program will fail to load if a variable declared as "BUFFER"
    * and another variable declared as "BUFFER4" use the same buffer
    * binding point." */
   { "!!NVfp4.0\nBUFFER a = program.buffer[3][0];\n"
     "BUFFER4 b = program.buffer[3][1];\nMOV result.color, a;\nEND\n",
     "program", 1 },
   /* ""program.buffer[...]" cannot appear as an instruction operand" */
   { "!!NVfp4.0\nMOV result.color, program.buffer[0][1];\nEND\n",
     "buffer", 0 },
   { "!!NVfp4.0\nPARAM p = program.buffer[0][1];\nMOV result.color, p;\n"
     "END\n", "buffer", 0 },
   /* the binding point past MAX_PROGRAM_PARAMETER_BUFFER_BINDINGS_NV */
   { "!!NVfp4.0\nBUFFER a = program.buffer[15][0];\nMOV result.color, a;\n"
     "END\n", "15", 0 },
   /* "all bindings assigned to the array must use the same binding point
    * and must increase consecutively" */
   { "!!NVfp4.0\nBUFFER a[] = { program.buffer[0][0], "
     "program.buffer[0][2] };\nMOV result.color, a[0];\nEND\n",
     "program", 1 },
   { "!!NVfp4.0\nBUFFER a[] = { program.buffer[0][0], "
     "program.buffer[1][1] };\nMOV result.color, a[0];\nEND\n",
     "program", 1 },
   /* the declared size and the bindings */
   { "!!NVfp4.0\nBUFFER a[3] = { program.buffer[0][0..1] };\n"
     "MOV result.color, a[0];\nEND\n", "}", 0 },
   /* an element past MAX_PROGRAM_PARAMETER_BUFFER_SIZE_NV words */
   { "!!NVfp4.0\nBUFFER4 a = program.buffer[0][4096];\n"
     "MOV result.color, a;\nEND\n", "4096", 0 },
   { "!!NVfp4.0\nBUFFER a[] = { program.buffer[0][5..4] };\n"
     "MOV result.color, a[0];\nEND\n", "4]", 0 },
   /* an absolute index outside the array, an array without one, an
    * index of a variable that is none */
   { "!!NVfp4.0\nBUFFER a[] = { program.buffer[0][0..1] };\n"
     "MOV result.color, a[2];\nEND\n", "2]", 0 },
   { "!!NVfp4.0\nBUFFER a[] = { program.buffer[0][0..1] };\n"
     "MOV result.color, a;\nEND\n", ";\nEND", 0 },
   { "!!NVfp4.0\nBUFFER a = program.buffer[0][0];\n"
     "MOV result.color, a[0];\nEND\n", "[0];", 1 },
   /* buffer variables are read-only */
   { "!!NVfp4.0\nBUFFER a = program.buffer[0][0];\nMOV a, 1;\nEND\n",
     "a, 1", 0 },
   /* NV_parameter_buffer_object2: CBUFFER and LDC need the option; LDC
    * reads CBUFFER members only, and only LDC reads them; one storage
    * modifier, no data type modifier */
   { "!!NVfp4.0\nCBUFFER c[] = { program.buffer[0] };\nEND\n",
     "CBUFFER", 0 },
   { "!!NVfp4.0\nBUFFER4 k = program.buffer[0][1];\n"
     "LDC.F32 result.color, k;\nEND\n", "LDC", 0 },
   { "!!NVfp4.0\nOPTION NV_parameter_buffer_object2;\n"
     "BUFFER4 k = program.buffer[0][1];\n"
     "LDC.F32 result.color, k;\nEND\n", "k;", 0 },
   { "!!NVfp4.0\nOPTION NV_parameter_buffer_object2;\n"
     "CBUFFER c[] = { program.buffer[0] };\n"
     "MOV result.color, c[4];\nEND\n", "c[4]", 0 },
   /* "a program will fail to load if any other type of operand is used
    * in an LDC instruction" (NVIDIA loads this one) */
   { "!!NVfp4.0\nOPTION NV_parameter_buffer_object2;\nTEMP t;\n"
     "LDC.F32 result.color, t;\nEND\n", "t;", 1 },
   { "!!NVfp4.0\nOPTION NV_parameter_buffer_object2;\n"
     "CBUFFER c[] = { program.buffer[0] };\n"
     "LDC result.color, c[4];\nEND\n", "LDC", 0 },
   { "!!NVfp4.0\nOPTION NV_parameter_buffer_object2;\n"
     "CBUFFER c[] = { program.buffer[0] };\n"
     "LDC.F32.U32 result.color, c[4];\nEND\n", "U32", 0 },
   { "!!NVfp4.0\nOPTION NV_parameter_buffer_object2;\n"
     "CBUFFER c[] = { program.buffer[0] };\n"
     "LDC.F result.color, c[4];\nEND\n", "F ", 0 },
   { "!!NVfp4.0\nOPTION NV_parameter_buffer_object2;\nTEMP t;\n"
     "MOV.F32 t, 1;\nMOV result.color, t;\nEND\n", "F32", 0 },
   /* the declared data type */
   { "!!NVfp4.0\nUINT BUFFER a = program.buffer[0][0];\nINT TEMP i;\n"
     "MOV.S i, a;\nMOV result.color, 0;\nEND\n", "a;\nMOV result", 0 },
};

static bool
load_errors(void)
{
   static const char good[] =
      "!!NVfp4.0\nBUFFER4 k = program.buffer[0][1];\n"
      "MOV result.color, k;\nEND\n";
   static const float data[8] = { 0, 0, 0, 0, 0.25f, 0.5f, 0.75f, 1 };
   bool pass = true;
   GLuint b;

   f.gen_buffers(1, &b);
   f.bind_buffer(GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, b);
   f.buffer_data(GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, sizeof(data),
                 data, GL_STATIC_DRAW);
   f.base(GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, 0, b);
   if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 4, good))
      return false;
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   for (unsigned i = 0; i < sizeof(bad_programs) / sizeof(bad_programs[0]);
        i++) {
      const char *text = bad_programs[i].text;
      GLint at = pos_of(text, bad_programs[i].at, bad_programs[i].nth);
      if (!nvpt_load_arb_program_bad(GL_FRAGMENT_PROGRAM_ARB, 4, text, at)) {
         pass = false;
         /* one that loaded replaced the program: back to it, so the
          * next check is of its own text */
         nvpt_clear_errors();
         if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 4, good))
            return false;
         continue;
      }
      /* "the previous program intact" */
      char what[48];
      snprintf(what, sizeof(what), "after bad program %u", i);
      pass = draw_and_probe(what, data + 4) && pass;
   }
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   f.delete_buffers(1, &b);
   return pass;
}

/* NV_parameter_buffer_object2: LDC with each storage modifier from a
 * CBUFFER on binding point 3 of bytes whose values are known; the
 * integers converted by I2F, so every result is an exact float. */
static const struct {
   const char *fetch;   /* LDC.<storage> and its operand */
   bool integer;        /* I2F.S / I2F.U after it */
   bool is_unsigned;
   float want[4];
} ldc_cases[] = {
   { "LDC.F32 r, cb[4]", false, false, { -2.25f, 0, 0, 0 } },
   { "LDC.F32X2 r, cb[8]", false, false, { 3.0f, 4.75f, 0, 0 } },
   { "LDC.F32X4 r, cb[0]", false, false, { 1.5f, -2.25f, 3.0f, 4.75f } },
   { "LDC.S32 n, cb[20]", true, false, { 2147483648.0f, 0, 0, 0 } },
   { "LDC.S32X2 n, cb[16]", true, false, { -7, 2147483648.0f, 0, 0 } },
   { "LDC.S32X4 n, cb[16]", true, false,
     { -7, 2147483648.0f, -2147483648.0f, 12345 } },
   { "LDC.U32 u, cb[48]", true, true, { 4e9f, 0, 0, 0 } },
   { "LDC.U32X2 u, cb[56]", true, true, { 0, 16777216, 0, 0 } },
   { "LDC.U32X4 u, cb[48]", true, true, { 4e9f, 1, 0, 16777216 } },
   { "LDC.S8 n, cb[32]", true, false, { -128, 0, 0, 0 } },
   { "LDC.U8 u, cb[32]", true, true, { 128, 0, 0, 0 } },
   { "LDC.S8 n, cb[33]", true, false, { 127, 0, 0, 0 } },
   { "LDC.S8 n, cb[34]", true, false, { -1, 0, 0, 0 } },
   { "LDC.U8 u, cb[35]", true, true, { 1, 0, 0, 0 } },
   { "LDC.S16 n, cb[36]", true, false, { 4660, 0, 0, 0 } },
   { "LDC.S16 n, cb[38]", true, false, { -2, 0, 0, 0 } },
   { "LDC.U16 u, cb[38]", true, true, { 65534, 0, 0, 0 } },
   { "LDC.S16 n, cb[40]", true, false, { -32768, 0, 0, 0 } },
   { "LDC.U16 u, cb[42]", true, true, { 32767, 0, 0, 0 } },
   /* relative: program.local[0].x is 36 */
   { "LDC.S16 n, cb[i.x + 2]", true, false, { -2, 0, 0, 0 } },
   { "LDC.U8 u, cb[i.x + 1]", true, true, { 0x12, 0, 0, 0 } },
   { "LDC.S32X4 n, cb[i.x + 12]", true, false,
     { -294967296.0f, 1, 0, 16777216 } },
   /* swizzle and negation apply to the fetched vector */
   { "LDC.F32X2 r, -cb[8].yxxy", false, false, { -4.75f, -3, -3, -4.75f } },
};

static bool
ldc_reads(void)
{
   typedef void (GLAPIENTRYP local4i_fn)(GLenum, GLuint, GLint, GLint,
                                         GLint, GLint);
   local4i_fn local4i = nvpt_get_proc("glProgramLocalParameterI4iNV");
   unsigned char bytes[64];
   static const float fl[4] = { 1.5f, -2.25f, 3.0f, 4.75f };
   static const int32_t s[4] = { -7, 2147483647, -2147483647 - 1, 12345 };
   static const unsigned char b[16] = {
      0x80, 0x7f, 0xff, 0x01, 0x34, 0x12, 0xfe, 0xff,
      0x00, 0x80, 0xff, 0x7f, 0, 0, 0, 0,
   };
   static const uint32_t u[4] = { 4000000000u, 1, 0, 16777216 };
   bool pass = true;
   GLuint buf;

   memcpy(bytes, fl, 16);
   memcpy(bytes + 16, s, 16);
   memcpy(bytes + 32, b, 16);
   memcpy(bytes + 48, u, 16);
   f.gen_buffers(1, &buf);
   f.bind_buffer(GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, buf);
   f.buffer_data(GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, sizeof(bytes),
                 bytes, GL_STATIC_DRAW);
   f.base(GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV, 3, buf);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   for (unsigned k = 0; k < sizeof(ldc_cases) / sizeof(ldc_cases[0]);
        k++) {
      char text[512];
      snprintf(text, sizeof(text),
               "!!NVfp4.0\nOPTION NV_parameter_buffer_object2;\n"
               "CBUFFER cb[] = { program.buffer[3] };\n"
               "PARAM sel = program.local[0];\n"
               "TEMP r;\nINT TEMP i, n;\nUINT TEMP u;\n"
               "MOV.S i, sel;\n%s;\n%s\nMOV result.color, r;\nEND\n",
               ldc_cases[k].fetch, !ldc_cases[k].integer ? "" :
               ldc_cases[k].is_unsigned ? "I2F.U r, u;" : "I2F.S r, n;");
      if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 5, text)) {
         pass = false;
         continue;
      }
      local4i(GL_FRAGMENT_PROGRAM_ARB, 0, 36, 0, 0, 0);
      pass = draw_and_probe(ldc_cases[k].fetch, ldc_cases[k].want) && pass;
   }
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   f.delete_buffers(1, &buf);
   return nvpt_expect_error(GL_NO_ERROR, "the LDC reads") && pass;
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   nvpt_require_extension("GL_NV_gpu_program4");
   nvpt_float_target_begin();
   glViewport(0, 0, 4, 4);
#define GET(field, name) f.field = nvpt_get_proc("gl" name)
   GET(range, "BindBufferRangeNV");
   GET(offset, "BindBufferOffsetNV");
   GET(base, "BindBufferBaseNV");
   GET(fv, "ProgramBufferParametersfvNV");
   GET(iiv, "ProgramBufferParametersIivNV");
   GET(iuiv, "ProgramBufferParametersIuivNV");
   GET(indexed, "GetIntegerIndexedvEXT");
   GET(local4i, "ProgramLocalParameterI4iNV");
   GET(get_program_iv, "GetProgramivARB");
   GET(gen_buffers, "GenBuffers");
   GET(bind_buffer, "BindBuffer");
   GET(buffer_data, "BufferData");
   GET(buffer_sub_data, "BufferSubData");
   GET(delete_buffers, "DeleteBuffers");
#undef GET

   /* the limits, every target: what the front end enforces */
   static const GLenum targets[] = {
      GL_VERTEX_PROGRAM_ARB, GL_FRAGMENT_PROGRAM_ARB, GL_GEOMETRY_PROGRAM_NV,
   };
   for (unsigned i = 0; i < 3; i++) {
      GLint n = -1, size = -1;
      if (targets[i] == GL_GEOMETRY_PROGRAM_NV &&
          !nvpt_has_geometry_program4())
         continue;
      f.get_program_iv(targets[i],
                       GL_MAX_PROGRAM_PARAMETER_BUFFER_BINDINGS_NV, &n);
      f.get_program_iv(targets[i], GL_MAX_PROGRAM_PARAMETER_BUFFER_SIZE_NV,
                       &size);
      /* nvprog's 15 (NVIDIA's driver: 14); the spec names no minimum */
      if (nvpt_is_nvprog())
         pass = check_int("MAX_PROGRAM_PARAMETER_BUFFER_BINDINGS_NV", n,
                          15) && pass;
      pass = check_int("MAX_PROGRAM_PARAMETER_BUFFER_SIZE_NV", size,
                       16384) && pass;
   }
   pass = nvpt_expect_error(GL_NO_ERROR, "the limits") && pass;

   pass = fragment_reads() && pass;
   pass = vertex_and_geometry_reads() && pass;
   pass = api_errors() && pass;
   pass = load_errors() && pass;
   pass = ldc_reads() && pass;
   return nvpt_end_test(pass);
}
