/*
 * NV_vertex_program tracked matrices (section 2.14.5).
 *
 * Every matrix (MODELVIEW, PROJECTION, TEXTURE, TEXTUREi_ARB, COLOR when
 * ARB_imaging is there, MODELVIEW_PROJECTION_NV, MATRIX0_NV..MATRIX7_NV)
 * times every transform (IDENTITY_NV, INVERSE_NV, TRANSPOSE_NV,
 * INVERSE_TRANSPOSE_NV): read back with GetProgramParameterfvNV, queried
 * with GetTrackMatrixivNV and used by a vertex program.
 *
 * "Matrices are tracked row-wise meaning that the top row of the
 *  transformed matrix is loaded into the program parameter address, ..."
 * "Whenever the matrix changes, the transformed version of the matrix is
 *  updated in the specified range of program parameter registers."
 * "C = P M" (MODELVIEW_PROJECTION_NV)
 *
 * Identity and transpose results are exact; inverses are compared with an
 * absolute tolerance of 1e-5 (all entries are below 20 in magnitude and
 * exactly representable, but the GL may invert with any method).
 */
#include "harness.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

typedef double mat4[4][4];   /* row-major: m[row][column] */

static PFNGLACTIVETEXTUREPROC active_texture;

static void
base_matrix(int k, mat4 m)
{
   /* Affine, upper triangular, power-of-two diagonal: an exact inverse. */
   static const double a[4][4] = {
      { 2, 1, 0, 1 },
      { 0, 4, 1, 2 },
      { 0, 0, 0.5, 3 },
      { 0, 0, 0, 1 },
   };

   memcpy(m, a, sizeof(mat4));
   m[0][3] += k;
   m[2][3] -= k;
}

static void
projection_matrix(mat4 m)
{
   static const double p[4][4] = {
      { 1, 0, 0, 0 },
      { 0, 2, 0, 0 },
      { 0, 0, -1, -2 },
      { 0, 0, -1, 0 },
   };

   memcpy(m, p, sizeof(mat4));
}

static void
mat_mul(const mat4 a, const mat4 b, mat4 out)
{
   mat4 r;

   for (int i = 0; i < 4; i++) {
      for (int j = 0; j < 4; j++) {
         r[i][j] = 0;
         for (int k = 0; k < 4; k++)
            r[i][j] += a[i][k] * b[k][j];
      }
   }
   memcpy(out, r, sizeof(mat4));
}

static void
mat_transpose(const mat4 a, mat4 out)
{
   mat4 r;

   for (int i = 0; i < 4; i++) {
      for (int j = 0; j < 4; j++)
         r[i][j] = a[j][i];
   }
   memcpy(out, r, sizeof(mat4));
}

/* Gauss-Jordan elimination with partial pivoting. */
static void
mat_inverse(const mat4 a, mat4 out)
{
   double w[4][8];

   for (int i = 0; i < 4; i++) {
      for (int j = 0; j < 4; j++) {
         w[i][j] = a[i][j];
         w[i][j + 4] = i == j;
      }
   }
   for (int c = 0; c < 4; c++) {
      int p = c;

      for (int r = c + 1; r < 4; r++) {
         if (fabs(w[r][c]) > fabs(w[p][c]))
            p = r;
      }
      for (int j = 0; j < 8; j++) {
         double t = w[c][j];
         w[c][j] = w[p][j];
         w[p][j] = t;
      }
      double d = w[c][c];
      for (int j = 0; j < 8; j++)
         w[c][j] /= d;
      for (int r = 0; r < 4; r++) {
         if (r == c)
            continue;
         double f = w[r][c];
         for (int j = 0; j < 8; j++)
            w[r][j] -= f * w[c][j];
      }
   }
   for (int i = 0; i < 4; i++) {
      for (int j = 0; j < 4; j++)
         out[i][j] = w[i][j + 4];
   }
}

static void
load_matrix(const mat4 m)
{
   GLfloat col[16];

   for (int r = 0; r < 4; r++) {
      for (int c = 0; c < 4; c++)
         col[c * 4 + r] = (GLfloat) m[r][c];
   }
   glLoadMatrixf(col);
}

static void
transformed(const mat4 m, GLenum transform, mat4 out)
{
   switch (transform) {
   case GL_IDENTITY_NV:
      memcpy(out, m, sizeof(mat4));
      break;
   case GL_TRANSPOSE_NV:
      mat_transpose(m, out);
      break;
   case GL_INVERSE_NV:
      mat_inverse(m, out);
      break;
   default:
      mat_inverse(m, out);
      mat_transpose(out, out);
      break;
   }
}

/* Compares c[addr..addr+3] with the rows of m. */
static bool
check_rows(const char *what, GLuint addr, const mat4 m, float tol)
{
   bool pass = true;

   for (int r = 0; r < 4; r++) {
      float got[4] = { NAN, NAN, NAN, NAN }, expected[4];
      char name[200];

      nv.GetProgramParameterfvNV(GL_VERTEX_PROGRAM_NV, addr + r,
                                 GL_PROGRAM_PARAMETER_NV, got);
      for (int c = 0; c < 4; c++)
         expected[c] = (float) m[r][c];
      snprintf(name, sizeof(name), "%s: c[%u] (row %d)", what, addr + r, r);
      pass = nvpt_check_vec4(name, got, expected, tol) && pass;
   }
   return pass;
}

static bool
check_track_state(const char *what, GLuint addr, GLenum matrix,
                  GLenum transform)
{
   GLint m = -1, t = -1;

   nv.GetTrackMatrixivNV(GL_VERTEX_PROGRAM_NV, addr, GL_TRACK_MATRIX_NV, &m);
   nv.GetTrackMatrixivNV(GL_VERTEX_PROGRAM_NV, addr,
                         GL_TRACK_MATRIX_TRANSFORM_NV, &t);
   if (!nvpt_expect_error(GL_NO_ERROR, "%s: GetTrackMatrixivNV", what))
      return false;
   if ((GLenum) m != matrix || (GLenum) t != transform) {
      printf("%s: GetTrackMatrixivNV(%u): expected %s/", what, addr,
             nvpt_enum_name(matrix));
      printf("%s, got ", nvpt_enum_name(transform));
      printf("%s/", nvpt_enum_name(m));
      printf("%s\n", nvpt_enum_name(t));
      return false;
   }
   return true;
}

/* The program transforms c[20] by the matrix tracked at c[8..11]. */
static const char use_prog[] =
   NVPT_VP_HEADER
   "MOV R0, c[20];\n"
   "DP4 o[COL0].x, c[8], R0;\n"
   "DP4 o[COL0].y, c[9], R0;\n"
   "DP4 o[COL0].z, c[10], R0;\n"
   "DP4 o[COL0].w, c[11], R0;\n"
   "END";
static const float use_vec[4] = { 1, -2, 4, 0.5f };

static bool
check_in_program(const char *what, const mat4 m, float tol)
{
   float got[4], expected[4];
   char name[200];

   for (int r = 0; r < 4; r++) {
      double s = 0;
      for (int c = 0; c < 4; c++)
         s += m[r][c] * use_vec[c];
      expected[r] = (float) s;
   }
   if (!nvpt_draw_point_and_read(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, got))
      return false;
   snprintf(name, sizeof(name), "%s: used by a program", what);
   return nvpt_check_vec4(name, got, expected, tol * 20);
}

struct tracked {
   GLenum matrix;       /* passed to TrackMatrixNV */
   GLenum reported;     /* expected from GetTrackMatrixivNV */
   mat4 value;
};

enum nvpt_result
nvpt_test(void)
{
   static const GLenum transforms[] = {
      GL_IDENTITY_NV, GL_INVERSE_NV, GL_TRANSPOSE_NV,
      GL_INVERSE_TRANSPOSE_NV,
   };
   struct tracked list[16];
   unsigned n = 0;
   bool pass = true, imaging;
   GLint max_matrices = 0, max_depth = 0;
   mat4 mv, proj, tmp;

   nvpt_require_nv_vertex_program();
   nvpt_float_target_begin();
   active_texture = nvpt_get_proc("glActiveTexture");

   /* "The value of MAX_TRACK_MATRICES_NV must be at least eight.  The
    *  maximum stack depth for tracking matrices is defined by the
    *  MAX_TRACK_MATRIX_STACK_DEPTH_NV and must be at least 1."
    */
   glGetIntegerv(GL_MAX_TRACK_MATRICES_NV, &max_matrices);
   glGetIntegerv(GL_MAX_TRACK_MATRIX_STACK_DEPTH_NV, &max_depth);
   if (!nvpt_expect_error(GL_NO_ERROR, "MAX_TRACK_MATRICES_NV queries") ||
       max_matrices < 8 || max_matrices > 32 || max_depth < 1) {
      printf("MAX_TRACK_MATRICES_NV = %d (8..32), "
             "MAX_TRACK_MATRIX_STACK_DEPTH_NV = %d (>= 1)\n",
             max_matrices, max_depth);
      pass = false;
   }

   /* "The initial state of the 24 sets of matrix tracking state is NONE
    *  for the tracked matrix and IDENTITY_NV for the transformation."
    */
   for (GLuint addr = 0; addr < 96; addr += 4)
      pass = check_track_state("initial state", addr, GL_NONE,
                               GL_IDENTITY_NV) && pass;

   /* The spec's own example (issues). */
   {
      static const GLfloat matrix[16] = { 1, 5, 9, 13, 2, 6, 10, 14,
                                          3, 7, 11, 15, 4, 8, 12, 16 };
      static const float row1[4] = { 5, 6, 7, 8 };
      static const float row2[4] = { 2, 6, 10, 14 };
      float got[4];

      glMatrixMode(GL_MATRIX0_NV);
      glLoadMatrixf(matrix);
      nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 4, GL_MATRIX0_NV,
                       GL_IDENTITY_NV);
      nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 8, GL_MATRIX0_NV,
                       GL_TRANSPOSE_NV);
      pass = nvpt_expect_error(GL_NO_ERROR, "spec example") && pass;
      nv.GetProgramParameterfvNV(GL_VERTEX_PROGRAM_NV, 5,
                                 GL_PROGRAM_PARAMETER_NV, got);
      pass = nvpt_check_vec4("spec example row1", got, row1, 0) && pass;
      nv.GetProgramParameterfvNV(GL_VERTEX_PROGRAM_NV, 9,
                                 GL_PROGRAM_PARAMETER_NV, got);
      pass = nvpt_check_vec4("spec example row2", got, row2, 0) && pass;
      nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 4, GL_NONE, GL_IDENTITY_NV);
      nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 8, GL_NONE, GL_IDENTITY_NV);
   }

   /* Load a distinct matrix into every matrix we track. */
   base_matrix(0, mv);
   glMatrixMode(GL_MODELVIEW);
   load_matrix(mv);
   list[n].matrix = GL_MODELVIEW;
   list[n].reported = GL_MODELVIEW;
   memcpy(list[n++].value, mv, sizeof(mat4));

   projection_matrix(proj);
   glMatrixMode(GL_PROJECTION);
   load_matrix(proj);
   list[n].matrix = GL_PROJECTION;
   list[n].reported = GL_PROJECTION;
   memcpy(list[n++].value, proj, sizeof(mat4));

   glMatrixMode(GL_TEXTURE);
   for (int unit = 1; unit >= 0; unit--) {
      active_texture(GL_TEXTURE0 + unit);
      base_matrix(2 + unit, tmp);
      load_matrix(tmp);
   }
   /* "If TEXTURE is specified for matrix, the texture matrix for the
    *  current active texture unit is tracked."  "If the matrix tracked is
    *  a texture matrix, TEXTUREi_ARB is returned (never TEXTURE)".
    */
   list[n].matrix = GL_TEXTURE;         /* active unit is 0 */
   list[n].reported = GL_TEXTURE0;
   base_matrix(2, list[n++].value);
   list[n].matrix = GL_TEXTURE1;
   list[n].reported = GL_TEXTURE1;
   base_matrix(3, list[n++].value);

   imaging = nvpt_has_extension("GL_ARB_imaging");
   if (imaging) {
      glMatrixMode(GL_COLOR);
      base_matrix(4, tmp);
      load_matrix(tmp);
      list[n].matrix = GL_COLOR;
      list[n].reported = GL_COLOR;
      memcpy(list[n++].value, tmp, sizeof(mat4));
   } else {
      /* "COLOR (if the ARB_imaging subset is supported)" */
      nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 0, GL_COLOR, GL_IDENTITY_NV);
      pass = nvpt_expect_error(GL_INVALID_ENUM,
                               "TrackMatrixNV(GL_COLOR) without "
                               "ARB_imaging") && pass;
   }

   list[n].matrix = GL_MODELVIEW_PROJECTION_NV;
   list[n].reported = GL_MODELVIEW_PROJECTION_NV;
   mat_mul(proj, mv, list[n++].value);

   for (int i = 0; i < 8; i++) {
      glMatrixMode(GL_MATRIX0_NV + i);
      base_matrix(5 + i, tmp);
      load_matrix(tmp);
      list[n].matrix = GL_MATRIX0_NV + i;
      list[n].reported = GL_MATRIX0_NV + i;
      memcpy(list[n++].value, tmp, sizeof(mat4));
   }
   glMatrixMode(GL_MODELVIEW);
   pass = nvpt_expect_error(GL_NO_ERROR, "loading the matrices") && pass;

   /* The program that uses c[8..11]. */
   nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 20, use_vec);
   if (!nvpt_load_nv_program(GL_VERTEX_PROGRAM_NV, 1, use_prog))
      return NVPT_FAIL;
   nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, 1);

   for (unsigned i = 0; i < n; i++) {
      for (unsigned j = 0; j < NVPT_ARRAY_SIZE(transforms); j++) {
         GLenum transform = transforms[j];
         /* Spread the pairs over all 24 addresses as well. */
         GLuint addr = 4 * ((i * 4 + j) % 24);
         float tol = (transform == GL_INVERSE_NV ||
                      transform == GL_INVERSE_TRANSPOSE_NV) ? 1e-5f : 0;
         char what[128];
         mat4 expect;

         snprintf(what, sizeof(what), "%s",
                  nvpt_enum_name(list[i].matrix));
         snprintf(what + strlen(what), sizeof(what) - strlen(what),
                  " %s", nvpt_enum_name(transform));
         transformed(list[i].value, transform, expect);

         nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, addr, list[i].matrix,
                          transform);
         if (!nvpt_expect_error(GL_NO_ERROR, "TrackMatrixNV(%u, %s)",
                                addr, what)) {
            pass = false;
            continue;
         }
         pass = check_rows(what, addr, expect, tol) && pass;
         pass = check_track_state(what, addr, list[i].reported,
                                  transform) && pass;
         if (addr != 8) {
            nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, addr, GL_NONE,
                             GL_IDENTITY_NV);
         }
         /* Tracking at 20 overwrote the program's input vector. */
         nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 20, use_vec);

         /* The same in a program, tracked at c[8]. */
         nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 8, list[i].matrix,
                          transform);
         glEnable(GL_VERTEX_PROGRAM_NV);
         pass = check_in_program(what, expect, tol) && pass;
         glDisable(GL_VERTEX_PROGRAM_NV);
         nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 8, GL_NONE, GL_IDENTITY_NV);
      }
   }

   /* Tracking follows later matrix changes. */
   {
      mat4 m2, expect;

      nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 8, GL_MATRIX3_NV,
                       GL_INVERSE_NV);
      nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 12, GL_MODELVIEW_PROJECTION_NV,
                       GL_TRANSPOSE_NV);
      glMatrixMode(GL_MATRIX3_NV);
      base_matrix(17, m2);
      load_matrix(m2);
      mat_inverse(m2, expect);
      pass = check_rows("MATRIX3_NV reloaded after tracking", 8, expect,
                        1e-5f) && pass;
      glEnable(GL_VERTEX_PROGRAM_NV);
      pass = check_in_program("MATRIX3_NV reloaded after tracking",
                              expect, 1e-5f) && pass;
      glDisable(GL_VERTEX_PROGRAM_NV);

      /* glTranslate on the modelview changes the MVP. */
      glMatrixMode(GL_MODELVIEW);
      glPushMatrix();
      glTranslatef(1, 2, 3);
      {
         static const mat4 tr = { { 1, 0, 0, 1 }, { 0, 1, 0, 2 },
                                  { 0, 0, 1, 3 }, { 0, 0, 0, 1 } };
         mat4 mv2;

         mat_mul(mv, tr, mv2);
         mat_mul(proj, mv2, expect);
         mat_transpose(expect, expect);
         pass = check_rows("MVP after glTranslatef", 12, expect, 0) && pass;
      }
      glPopMatrix();
      mat_mul(proj, mv, expect);
      mat_transpose(expect, expect);
      pass = check_rows("MVP after glPopMatrix", 12, expect, 0) && pass;

      /* "When tracking is disabled the previously tracked program
       *  parameter registers retain the state of their last tracked
       *  values."
       */
      nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 12, GL_NONE, GL_IDENTITY_NV);
      glMatrixMode(GL_PROJECTION);
      glLoadIdentity();
      pass = check_rows("MVP rows kept after tracking NONE", 12, expect,
                        0) && pass;
      pass = check_track_state("after NONE", 12, GL_NONE, GL_IDENTITY_NV) &&
             pass;
      load_matrix(proj);

      /* Tracking TEXTURE follows the unit active at TrackMatrixNV time. */
      active_texture(GL_TEXTURE1);
      nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 16, GL_TEXTURE, GL_IDENTITY_NV);
      pass = check_track_state("TEXTURE with unit 1 active", 16,
                               GL_TEXTURE1, GL_IDENTITY_NV) && pass;
      active_texture(GL_TEXTURE0);
      glMatrixMode(GL_TEXTURE);
      glLoadIdentity();             /* unit 0: not tracked */
      base_matrix(3, expect);
      pass = check_rows("TEXTURE1 unchanged by unit 0's matrix", 16,
                        expect, 0) && pass;
      active_texture(GL_TEXTURE1);
      base_matrix(9, expect);
      load_matrix(expect);
      pass = check_rows("TEXTURE1 follows unit 1's matrix", 16, expect,
                        0) && pass;
      active_texture(GL_TEXTURE0);
      glMatrixMode(GL_MODELVIEW);
   }

   /* "Querying CURRENT_MATRIX_NV and CURRENT_MATRIX_STACK_DEPTH_NV is the
    *  only means for querying the matrix and matrix stack depth of the
    *  tracking matrices"
    */
   {
      GLfloat got[16], expected[16];
      GLint depth = 0;
      mat4 m;

      glMatrixMode(GL_MATRIX5_NV);
      glGetFloatv(GL_CURRENT_MATRIX_NV, got);
      glGetIntegerv(GL_CURRENT_MATRIX_STACK_DEPTH_NV, &depth);
      base_matrix(10, m);
      for (int r = 0; r < 4; r++) {
         for (int c = 0; c < 4; c++)
            expected[c * 4 + r] = (float) m[r][c];
      }
      float tol[16] = { 0 };
      pass = nvpt_check_floats("CURRENT_MATRIX_NV for MATRIX5_NV", got,
                               expected, tol, 16) && pass;
      if (depth != 1) {
         printf("CURRENT_MATRIX_STACK_DEPTH_NV: expected 1, got %d\n",
                depth);
         pass = false;
      }
      glMatrixMode(GL_MODELVIEW);
      pass = nvpt_expect_error(GL_NO_ERROR, "CURRENT_MATRIX_NV") && pass;
   }

   /* Errors. */
   nvpt_clear_errors();
   /* "The INVALID_VALUE error is generated if address is not a multiple
    *  of four."
    */
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 2, GL_MODELVIEW, GL_IDENTITY_NV);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "TrackMatrixNV(address 2)") &&
          pass;
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 93, GL_MODELVIEW, GL_IDENTITY_NV);
   pass = nvpt_expect_error(GL_INVALID_VALUE,
                            "TrackMatrixNV(address 93)") && pass;
   /* 64 sets of tracking state with NV_vertex_program2 (0..252). */
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 256, GL_MODELVIEW,
                    GL_IDENTITY_NV);
   pass = nvpt_expect_error(GL_INVALID_VALUE,
                            "TrackMatrixNV(address 256)") && pass;
   /* "The error INVALID_ENUM is generated if ... TrackMatrixNV are called
    *  where <target> is not VERTEX_PROGRAM_NV."
    */
   nv.TrackMatrixNV(GL_VERTEX_STATE_PROGRAM_NV, 0, GL_MODELVIEW,
                    GL_IDENTITY_NV);
   pass = nvpt_expect_error(GL_INVALID_ENUM,
                            "TrackMatrixNV(VERTEX_STATE_PROGRAM_NV)") &&
          pass;
   /* "matrix must be one of ..."  "transform must be one of ..." */
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 0, GL_VERTEX_PROGRAM_NV,
                    GL_IDENTITY_NV);
   pass = nvpt_expect_error(GL_INVALID_ENUM,
                            "TrackMatrixNV(matrix VERTEX_PROGRAM_NV)") &&
          pass;
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 0, GL_MATRIX0_NV + max_matrices,
                    GL_IDENTITY_NV);
   pass = nvpt_expect_error(GL_INVALID_ENUM,
                            "TrackMatrixNV(MATRIX0_NV + max)") && pass;
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 0, GL_MODELVIEW, GL_MODELVIEW);
   pass = nvpt_expect_error(GL_INVALID_ENUM,
                            "TrackMatrixNV(transform MODELVIEW)") && pass;
   pass = check_track_state("after the failed calls", 0, GL_NONE,
                            GL_IDENTITY_NV) && pass;

   /* "The INVALID_OPERATION error is generated if a ProgramParameterNV
    *  command is used to update a program parameter register currently
    *  tracking a matrix."
    */
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 40, GL_MATRIX1_NV, GL_IDENTITY_NV);
   nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 42, 1, 2, 3, 4);
   pass = nvpt_expect_error(GL_INVALID_OPERATION,
                            "ProgramParameter4fNV on a tracked register") &&
          pass;
   {
      static const GLfloat four[16] = { 0 };

      nv.ProgramParameters4fvNV(GL_VERTEX_PROGRAM_NV, 38, 4, four);
      pass = nvpt_expect_error(GL_INVALID_OPERATION,
                               "ProgramParameters4fvNV over a tracked "
                               "register") && pass;
   }
   base_matrix(6, tmp);
   pass = check_rows("tracked rows after rejected writes", 40, tmp, 0) &&
          pass;
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 40, GL_NONE, GL_IDENTITY_NV);
   nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 42, 1, 2, 3, 4);
   pass = nvpt_expect_error(GL_NO_ERROR,
                            "ProgramParameter4fNV after tracking NONE") &&
          pass;

   /* "The INVALID_VALUE error is generated if GetTrackMatrixivNV is called
    *  with an <address> that is not divisible by four and not less than
    *  96."
    */
   {
      GLint v;

      nv.GetTrackMatrixivNV(GL_VERTEX_PROGRAM_NV, 3, GL_TRACK_MATRIX_NV, &v);
      pass = nvpt_expect_error(GL_INVALID_VALUE,
                               "GetTrackMatrixivNV(address 3)") && pass;
      nv.GetTrackMatrixivNV(GL_VERTEX_PROGRAM_NV, 256, GL_TRACK_MATRIX_NV,
                            &v);
      pass = nvpt_expect_error(GL_INVALID_VALUE,
                               "GetTrackMatrixivNV(address 256)") && pass;
      nv.GetTrackMatrixivNV(GL_VERTEX_PROGRAM_NV, 0, GL_PROGRAM_LENGTH_NV,
                            &v);
      pass = nvpt_expect_error(GL_INVALID_ENUM,
                               "GetTrackMatrixivNV(pname "
                               "PROGRAM_LENGTH_NV)") && pass;
      nv.GetTrackMatrixivNV(GL_VERTEX_STATE_PROGRAM_NV, 0,
                            GL_TRACK_MATRIX_NV, &v);
      pass = nvpt_expect_error(GL_INVALID_ENUM,
                               "GetTrackMatrixivNV(VERTEX_STATE_PROGRAM_NV)")
             && pass;
   }

   return pass ? NVPT_PASS : NVPT_FAIL;
}
