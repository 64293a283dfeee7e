/*
 * The 26 immediate VertexAttrib*NV commands of NV_vertex_program section
 * 2.14.1.1, by value: VertexAttrib{1234}{sfd}NV, VertexAttrib{1234}{sfd}vNV,
 * VertexAttrib4ubNV and VertexAttrib4ubvNV.
 *
 * "The VertexAttrib1NV family of commands sets the x coordinate to the
 *  provided single argument while setting y and z to 0 and w to 1.
 *  Similarly, VertexAttrib2NV sets x and y to the specified values, z to 0
 *  and w to 1; VertexAttrib3NV sets x, y, and z, with w set to 1, and
 *  VertexAttrib4NV sets all four coordinates."
 * "No conversions are applied to the vertex attributes specified as type
 *  short, float, or double.  However, vertex attributes specified as type
 *  ubyte are converted as described by Table 2.6." (c / (2^8 - 1))
 * "The VertexAttribNV commands ... can be issued both outside and inside
 *  of Begin/End pairs.  Vertex program execution is provoked by updating
 *  vertex attribute zero.  Updating vertex attribute zero outside of a
 *  Begin/End pair is ignored without generating any error".
 *
 * For every command and attribute 1, 6 and 15 the value is checked three
 * ways: GetVertexAttribfvNV(CURRENT_ATTRIB_NV) after a call outside
 * Begin/End, a point drawn with a program that copies v[i] to o[COL0],
 * and a point whose attribute is given inside Begin/End just before
 * VertexAttrib*NV(0, ...) provokes it.  Short, float and double values
 * are exact; ubyte conversion may be one float ulp off (c / 255 need not
 * be correctly rounded).
 */
#include "harness.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

enum type { T_S, T_F, T_D, T_UB };

struct command {
   const char *name;
   unsigned size;
   enum type type;
   bool vector;   /* the ...v form */
};

static const struct command commands[] = {
   { "glVertexAttrib1sNV", 1, T_S, false },
   { "glVertexAttrib1fNV", 1, T_F, false },
   { "glVertexAttrib1dNV", 1, T_D, false },
   { "glVertexAttrib2sNV", 2, T_S, false },
   { "glVertexAttrib2fNV", 2, T_F, false },
   { "glVertexAttrib2dNV", 2, T_D, false },
   { "glVertexAttrib3sNV", 3, T_S, false },
   { "glVertexAttrib3fNV", 3, T_F, false },
   { "glVertexAttrib3dNV", 3, T_D, false },
   { "glVertexAttrib4sNV", 4, T_S, false },
   { "glVertexAttrib4fNV", 4, T_F, false },
   { "glVertexAttrib4dNV", 4, T_D, false },
   { "glVertexAttrib4ubNV", 4, T_UB, false },
   { "glVertexAttrib1svNV", 1, T_S, true },
   { "glVertexAttrib1fvNV", 1, T_F, true },
   { "glVertexAttrib1dvNV", 1, T_D, true },
   { "glVertexAttrib2svNV", 2, T_S, true },
   { "glVertexAttrib2fvNV", 2, T_F, true },
   { "glVertexAttrib2dvNV", 2, T_D, true },
   { "glVertexAttrib3svNV", 3, T_S, true },
   { "glVertexAttrib3fvNV", 3, T_F, true },
   { "glVertexAttrib3dvNV", 3, T_D, true },
   { "glVertexAttrib4svNV", 4, T_S, true },
   { "glVertexAttrib4fvNV", 4, T_F, true },
   { "glVertexAttrib4dvNV", 4, T_D, true },
   { "glVertexAttrib4ubvNV", 4, T_UB, true },
};

/* Per type, the four values passed (as doubles; each is exactly
 * representable in the type) and what each becomes. */
static const double inputs[4][4] = {
   [T_S] = { -32768.0, 32767.0, -3.0, 300.0 },
   [T_F] = { 0.15625, -1.5e-3, 6.5e7, -0.0 },
   /* 0.1 is not a float: the double is rounded to the nearest float. */
   [T_D] = { 0.1, -1.0e20, 1.0 / 3.0, 4096.25 },
   [T_UB] = { 0.0, 51.0, 128.0, 255.0 },
};

static void
expected_value(const struct command *c, float out[4])
{
   static const float defaults[4] = { 0.0f, 0.0f, 0.0f, 1.0f };

   for (unsigned k = 0; k < 4; k++) {
      if (k >= c->size)
         out[k] = defaults[k];
      else if (c->type == T_UB)
         out[k] = (float) inputs[T_UB][k] / 255.0f;
      else
         out[k] = (float) inputs[c->type][k];
   }
}

typedef void (*fn1s)(GLuint, GLshort);
typedef void (*fn2s)(GLuint, GLshort, GLshort);
typedef void (*fn3s)(GLuint, GLshort, GLshort, GLshort);
typedef void (*fn4s)(GLuint, GLshort, GLshort, GLshort, GLshort);
typedef void (*fn1f)(GLuint, GLfloat);
typedef void (*fn2f)(GLuint, GLfloat, GLfloat);
typedef void (*fn3f)(GLuint, GLfloat, GLfloat, GLfloat);
typedef void (*fn4f)(GLuint, GLfloat, GLfloat, GLfloat, GLfloat);
typedef void (*fn1d)(GLuint, GLdouble);
typedef void (*fn2d)(GLuint, GLdouble, GLdouble);
typedef void (*fn3d)(GLuint, GLdouble, GLdouble, GLdouble);
typedef void (*fn4d)(GLuint, GLdouble, GLdouble, GLdouble, GLdouble);
typedef void (*fn4ub)(GLuint, GLubyte, GLubyte, GLubyte, GLubyte);
typedef void (*fnvs)(GLuint, const GLshort *);
typedef void (*fnvf)(GLuint, const GLfloat *);
typedef void (*fnvd)(GLuint, const GLdouble *);
typedef void (*fnvub)(GLuint, const GLubyte *);

/* Calls command c on attribute 'index' with the values of its type. */
static void
call(const struct command *c, GLuint index)
{
   void *p = nvpt_get_proc(c->name);
   const double *v = inputs[c->type];
   GLshort s[4];
   GLfloat f[4];
   GLdouble d[4];
   GLubyte ub[4];

   for (unsigned k = 0; k < 4; k++) {
      s[k] = (GLshort) v[k];
      f[k] = (GLfloat) v[k];
      d[k] = v[k];
      ub[k] = (GLubyte) v[k];
   }
   if (c->vector) {
      switch (c->type) {
      case T_S: ((fnvs) p)(index, s); break;
      case T_F: ((fnvf) p)(index, f); break;
      case T_D: ((fnvd) p)(index, d); break;
      case T_UB: ((fnvub) p)(index, ub); break;
      }
      return;
   }
   switch (c->type * 4 + (c->size - 1)) {
   case T_S * 4 + 0: ((fn1s) p)(index, s[0]); break;
   case T_S * 4 + 1: ((fn2s) p)(index, s[0], s[1]); break;
   case T_S * 4 + 2: ((fn3s) p)(index, s[0], s[1], s[2]); break;
   case T_S * 4 + 3: ((fn4s) p)(index, s[0], s[1], s[2], s[3]); break;
   case T_F * 4 + 0: ((fn1f) p)(index, f[0]); break;
   case T_F * 4 + 1: ((fn2f) p)(index, f[0], f[1]); break;
   case T_F * 4 + 2: ((fn3f) p)(index, f[0], f[1], f[2]); break;
   case T_F * 4 + 3: ((fn4f) p)(index, f[0], f[1], f[2], f[3]); break;
   case T_D * 4 + 0: ((fn1d) p)(index, d[0]); break;
   case T_D * 4 + 1: ((fn2d) p)(index, d[0], d[1]); break;
   case T_D * 4 + 2: ((fn3d) p)(index, d[0], d[1], d[2]); break;
   case T_D * 4 + 3: ((fn4d) p)(index, d[0], d[1], d[2], d[3]); break;
   case T_UB * 4 + 3: ((fn4ub) p)(index, ub[0], ub[1], ub[2], ub[3]);
      break;
   }
}

/* Exact, except one ulp for ubyte conversion. */
static bool
check(const struct command *c, const char *how, GLuint index,
      const float got[4])
{
   float want[4];
   float tol[4];
   char what[128];

   expected_value(c, want);
   for (unsigned k = 0; k < 4; k++) {
      tol[k] = c->type == T_UB && k < c->size ?
               nextafterf(want[k], 2.0f) - want[k] : 0.0f;
   }
   snprintf(what, sizeof(what), "%s(%u, ...) %s", c->name, index, how);
   return nvpt_check_floats(what, got, want, tol, 4);
}

/* Resets attribute 'index' to a value no command above produces. */
static void
reset(GLuint index)
{
   nv.VertexAttrib4fNV(index, 9.0f, 9.0f, 9.0f, 9.0f);
}

static bool
use_reader(GLuint index)
{
   char text[96];

   snprintf(text, sizeof(text),
            "!!VP1.0\nMOV o[HPOS], v[0];\nMOV o[COL0], v[%u];\nEND",
            index);
   return nvpt_use_nv_program(200 + index, text);
}

static bool
test_command(const struct command *c, GLuint index)
{
   float got[4];
   float nx, ny;
   bool pass = true;

   /* Outside Begin/End: the current value, then drawn. */
   reset(index);
   call(c, index);
   if (!nvpt_expect_error(GL_NO_ERROR, "%s(%u) outside Begin/End",
                          c->name, index))
      return false;
   nv.GetVertexAttribfvNV(index, GL_CURRENT_ATTRIB_NV, got);
   pass &= check(c, "then GetVertexAttribfvNV", index, got);
   if (!nvpt_draw_point_and_read(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, got))
      return false;
   pass &= check(c, "then drawn", index, got);

   /* Inside Begin/End, provoked by attribute zero. */
   reset(index);
   nvpt_pixel_ndc(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, &nx, &ny);
   nvpt_clear_sentinel();
   glBegin(GL_POINTS);
   call(c, index);
   nv.VertexAttrib4fNV(0, nx, ny, 0.0f, 1.0f);
   glEnd();
   if (!nvpt_expect_error(GL_NO_ERROR, "%s(%u) inside Begin/End",
                          c->name, index))
      return false;
   nvpt_read_float(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, got);
   pass &= check(c, "inside Begin/End", index, got);
   return pass;
}

/* Each command on attribute zero: outside Begin/End it is ignored without
 * error; inside, it provokes a vertex whose position is its value. */
static bool
test_attrib_zero(const struct command *c)
{
   static const float pos[4] = { 0.0f, 0.0f, 0.0f, 1.0f };
   float got[4];
   bool pass = true;

   /* The position comes from c[0] (the probe pixel) and v[0] is read
    * as a colour, so any value of v[0] can be seen. */
   if (!nvpt_use_nv_program(300, "!!VP1.0\nMOV o[HPOS], c[0];\n"
                                 "MOV o[COL0], v[0];\nEND"))
      return false;
   nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 0, pos);

   /* Outside Begin/End: no error, and nothing is drawn. */
   nvpt_clear_sentinel();
   call(c, 0);
   if (!nvpt_expect_error(GL_NO_ERROR, "%s(0) outside Begin/End",
                          c->name))
      pass = false;
   glFinish();
   nvpt_read_float(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, got);
   if (memcmp(got, nvpt_sentinel, sizeof(got)) != 0) {
      printf("%s(0) outside Begin/End drew something\n", c->name);
      pass = false;
   }

   /* Inside: it provokes a vertex. */
   nvpt_clear_sentinel();
   glBegin(GL_POINTS);
   call(c, 0);
   glEnd();
   if (!nvpt_expect_error(GL_NO_ERROR, "%s(0) inside Begin/End", c->name))
      return false;
   nvpt_read_float(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, got);
   pass &= check(c, "provoking a vertex", 0, got);
   return pass;
}

enum nvpt_result
nvpt_test(void)
{
   static const GLuint indices[] = { 1, 6, 15 };
   bool pass = true;
   unsigned checks = 0;

   nvpt_require_nv_vertex_program();
   nvpt_float_target_begin();

   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(indices); i++) {
      if (!use_reader(indices[i]))
         return NVPT_FAIL;
      for (unsigned k = 0; k < NVPT_ARRAY_SIZE(commands); k++) {
         pass &= test_command(&commands[k], indices[i]);
         checks += 3;
      }
   }
   for (unsigned k = 0; k < NVPT_ARRAY_SIZE(commands); k++) {
      pass &= test_attrib_zero(&commands[k]);
      checks += 2;
   }
   printf("%u commands, %u checks\n",
          (unsigned) NVPT_ARRAY_SIZE(commands), checks);
   return nvpt_end_test(pass);
}
