/*
 * NV_vertex_program program objects (sections 2.14.1.8, 2.14.4, 6.1.13).
 *
 * GenProgramsNV, DeleteProgramsNV, IsProgramNV, BindProgramNV,
 * GetProgramivNV (PROGRAM_TARGET_NV, PROGRAM_LENGTH_NV,
 * PROGRAM_RESIDENT_NV), GetProgramStringNV, AreProgramsResidentNV,
 * RequestResidentProgramsNV, ExecuteProgramNV, Enable/IsEnabled of
 * VERTEX_PROGRAM_NV, VERTEX_PROGRAM_POINT_SIZE_NV and
 * VERTEX_PROGRAM_TWO_SIDE_NV, and the draw-time error:
 * "The INVALID_OPERATION error is generated when both vertex program mode
 *  is enabled and Begin is called (or when a command that performs an
 *  implicit Begin is called) if the current vertex program is nonexistent
 *  or not valid."
 * Program names are shared with ARB programs in Mesa: an
 * ARB_fragment_program object is "a program of a different program
 * target" for LoadProgramNV and "not a vertex program" for BindProgramNV.
 */
#include "harness.h"

#include <stdio.h>
#include <string.h>

static const char vp_a[] = NVPT_VP_HEADER "MOV o[COL0], c[0];\nEND";
static const char vp_b[] = NVPT_VP_HEADER "MOV o[COL0], -c[0].wzyx;\nEND";
static const char vsp[] =
   "!!VSP1.0\n"
   "MOV R0, v[0];\n"
   "ADD c[10], R0, c[11];\n"
   "END";
static const float c0[4] = { 1, 2, 3, 4 };

static bool
check_drawn(const char *what, const float expected[4])
{
   float got[4];

   if (!nvpt_draw_point_and_read(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, got))
      return false;
   return nvpt_check_vec4(what, got, expected, 0);
}

/* Begin with an unusable program: INVALID_OPERATION and nothing drawn. */
static bool
check_draw_rejected(const char *what)
{
   float nx, ny, got[4];
   bool pass = true;

   nvpt_pixel_ndc(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, &nx, &ny);
   nvpt_clear_sentinel();
   glBegin(GL_POINTS);
   glVertex4f(nx, ny, 0, 1);
   glEnd();
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "%s: glBegin", what) &&
          pass;
   {
      const GLfloat pos[4] = { nx, ny, 0, 1 };

      glVertexPointer(4, GL_FLOAT, 0, pos);
      glEnableClientState(GL_VERTEX_ARRAY);
      glDrawArrays(GL_POINTS, 0, 1);
      glDisableClientState(GL_VERTEX_ARRAY);
      pass = nvpt_expect_error(GL_INVALID_OPERATION, "%s: glDrawArrays",
                               what) && pass;
   }
   nvpt_read_float(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, got);
   pass = nvpt_check_vec4(what, got, nvpt_sentinel, 0) && pass;
   return pass;
}

static bool
check_binding(const char *what, GLint expected)
{
   GLint b = -1;

   glGetIntegerv(GL_VERTEX_PROGRAM_BINDING_NV, &b);
   if (b != expected) {
      printf("%s: VERTEX_PROGRAM_BINDING_NV: expected %d, got %d\n", what,
             expected, b);
      return false;
   }
   return true;
}

static bool
check_enable(GLenum cap, const char *name)
{
   bool pass = true;

   if (glIsEnabled(cap)) {
      printf("%s is initially enabled\n", name);
      pass = false;
   }
   glEnable(cap);
   if (!glIsEnabled(cap)) {
      printf("glEnable(%s) did not enable it\n", name);
      pass = false;
   }
   glDisable(cap);
   if (glIsEnabled(cap)) {
      printf("glDisable(%s) did not disable it\n", name);
      pass = false;
   }
   return nvpt_expect_error(GL_NO_ERROR, "Enable/IsEnabled(%s)", name) &&
          pass;
}

enum nvpt_result
nvpt_test(void)
{
   static const float expected_a[4] = { 1, 2, 3, 4 };
   static const float expected_b[4] = { -4, -3, -2, -1 };
   bool pass = true;
   GLuint ids[3], vsp_id = 0;
   GLint v;

   nvpt_require_nv_vertex_program();
   nvpt_float_target_begin();
   nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 0, c0);

   /* "Program mode, two-sided color mode, and program-specified point
    *  size mode are all initially disabled."  "The initial currently bound
    *  program is zero."
    */
   pass = check_enable(GL_VERTEX_PROGRAM_NV, "GL_VERTEX_PROGRAM_NV") && pass;
   pass = check_enable(GL_VERTEX_PROGRAM_POINT_SIZE_NV,
                       "GL_VERTEX_PROGRAM_POINT_SIZE_NV") && pass;
   pass = check_enable(GL_VERTEX_PROGRAM_TWO_SIDE_NV,
                       "GL_VERTEX_PROGRAM_TWO_SIDE_NV") && pass;
   pass = check_binding("initial", 0) && pass;

   /* "returns n previously unused program names in ids.  ...  they become
    *  existent programs only when the are first loaded"
    */
   ids[0] = ids[1] = ids[2] = 0;
   nv.GenProgramsNV(3, ids);
   pass = nvpt_expect_error(GL_NO_ERROR, "GenProgramsNV(3)") && pass;
   if (ids[0] == 0 || ids[1] == 0 || ids[2] == 0 || ids[0] == ids[1] ||
       ids[1] == ids[2] || ids[0] == ids[2]) {
      printf("GenProgramsNV: bad names %u %u %u\n", ids[0], ids[1], ids[2]);
      return NVPT_FAIL;
   }
   for (int i = 0; i < 3; i++) {
      if (nv.IsProgramNV(ids[i])) {
         printf("IsProgramNV(%u) is TRUE before any load\n", ids[i]);
         pass = false;
      }
   }
   if (nv.IsProgramNV(0)) {
      printf("IsProgramNV(0) is TRUE\n");
      pass = false;
   }
   nv.GenProgramsNV(-1, ids);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "GenProgramsNV(-1)") && pass;

   /* Queries of a name without a program. */
   nv.GetProgramivNV(ids[0], GL_PROGRAM_TARGET_NV, &v);
   pass = nvpt_expect_error(GL_INVALID_OPERATION,
                            "GetProgramivNV(not loaded)") && pass;
   {
      GLubyte buf[8];
      nv.GetProgramStringNV(ids[0], GL_PROGRAM_STRING_NV, buf);
      pass = nvpt_expect_error(GL_INVALID_OPERATION,
                               "GetProgramStringNV(not loaded)") && pass;
   }

   /* Load, query. */
   pass = nvpt_load_nv_program(GL_VERTEX_PROGRAM_NV, ids[0], vp_a) && pass;
   if (!nv.IsProgramNV(ids[0])) {
      printf("IsProgramNV(%u) is FALSE after LoadProgramNV\n", ids[0]);
      pass = false;
   }
   v = 0;
   nv.GetProgramivNV(ids[0], GL_PROGRAM_TARGET_NV, &v);
   if (v != GL_VERTEX_PROGRAM_NV) {
      printf("PROGRAM_TARGET_NV: expected GL_VERTEX_PROGRAM_NV, got %s\n",
             nvpt_enum_name(v));
      pass = false;
   }
   v = 0;
   nv.GetProgramivNV(ids[0], GL_PROGRAM_LENGTH_NV, &v);
   if (v != (GLint) strlen(vp_a)) {
      printf("PROGRAM_LENGTH_NV: expected %d, got %d\n",
             (int) strlen(vp_a), v);
      pass = false;
   }
   v = 12345;
   nv.GetProgramivNV(ids[0], GL_PROGRAM_RESIDENT_NV, &v);
   if (v != GL_TRUE && v != GL_FALSE) {
      printf("PROGRAM_RESIDENT_NV: expected a boolean, got %d\n", v);
      pass = false;
   }
   nv.GetProgramivNV(ids[0], GL_PROGRAM_STRING_NV, &v);
   pass = nvpt_expect_error(GL_INVALID_ENUM,
                            "GetProgramivNV(PROGRAM_STRING_NV)") && pass;
   {
      GLubyte buf[sizeof(vp_a) + 16];

      memset(buf, 0xa5, sizeof(buf));
      nv.GetProgramStringNV(ids[0], GL_PROGRAM_STRING_NV, buf);
      pass = nvpt_expect_error(GL_NO_ERROR, "GetProgramStringNV") && pass;
      /* "n ubytes are returned into the array program where n is the
       *  length of the program in ubytes."
       */
      if (memcmp(buf, vp_a, strlen(vp_a)) != 0) {
         printf("GetProgramStringNV returned other bytes\n");
         pass = false;
      }
      if (buf[strlen(vp_a) + 1] != 0xa5) {
         printf("GetProgramStringNV wrote more than len + 1 bytes\n");
         pass = false;
      }
      nv.GetProgramStringNV(ids[0], GL_PROGRAM_LENGTH_NV, buf);
      pass = nvpt_expect_error(GL_INVALID_ENUM,
                               "GetProgramStringNV(PROGRAM_LENGTH_NV)") &&
             pass;
   }

   /* Residency. */
   {
      GLboolean res[2] = { 7, 7 };
      GLuint two[2] = { ids[0], ids[2] };   /* ids[2] does not exist */

      nv.RequestResidentProgramsNV(2, two);
      pass = nvpt_expect_error(GL_NO_ERROR,
                               "RequestResidentProgramsNV with a "
                               "nonexistent name") && pass;
      /* "If any of the names in ids are nonexistent or zero, FALSE is
       *  returned, the error INVALID_VALUE is generated"
       */
      if (nv.AreProgramsResidentNV(2, two, res)) {
         printf("AreProgramsResidentNV with a nonexistent name: TRUE\n");
         pass = false;
      }
      pass = nvpt_expect_error(GL_INVALID_VALUE,
                               "AreProgramsResidentNV(nonexistent)") && pass;
      nv.AreProgramsResidentNV(1, ids, res);
      pass = nvpt_expect_error(GL_NO_ERROR, "AreProgramsResidentNV") && pass;
      nv.AreProgramsResidentNV(-1, ids, res);
      pass = nvpt_expect_error(GL_INVALID_VALUE,
                               "AreProgramsResidentNV(-1)") && pass;
      nv.RequestResidentProgramsNV(-1, ids);
      pass = nvpt_expect_error(GL_INVALID_VALUE,
                               "RequestResidentProgramsNV(-1)") && pass;
   }

   /* Binding and drawing. */
   glEnable(GL_VERTEX_PROGRAM_NV);
   pass = check_draw_rejected("program 0 bound") && pass;
   nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, ids[1]);
   pass = nvpt_expect_error(GL_NO_ERROR, "BindProgramNV(nonexistent)") &&
          pass;
   pass = check_binding("bound to a nonexistent name", ids[1]) && pass;
   pass = check_draw_rejected("nonexistent program bound") && pass;
   /* Binding does not load: the name is still no NV program.  (IsProgramNV
    * is not checked here: it and BindProgramNV are one dispatch slot with
    * IsProgramARB and BindProgramARB, and under ARB_vertex_program the
    * bind did create a program object -- see docs/extensions.md.  The
    * NV-only query below must still see no program.) */
   nv.GetProgramivNV(ids[1], GL_PROGRAM_TARGET_NV, &v);
   pass = nvpt_expect_error(GL_INVALID_OPERATION,
                            "GetProgramivNV(bound, never loaded)") && pass;

   nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, ids[0]);
   pass = nvpt_expect_error(GL_NO_ERROR, "BindProgramNV") && pass;
   pass = check_binding("bound", ids[0]) && pass;
   pass = check_drawn("program A", expected_a) && pass;

   /* "If a program id is successfully loaded with a new vertex program and
    *  id is also the currently bound vertex program, the new program is
    *  considered the currently bound vertex program."
    */
   pass = nvpt_load_nv_program(GL_VERTEX_PROGRAM_NV, ids[0], vp_b) && pass;
   pass = check_drawn("program reloaded while bound", expected_b) && pass;

   /* Disabled: conventional transform, no error. */
   glDisable(GL_VERTEX_PROGRAM_NV);
   nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, 0);
   {
      float nx, ny;
      nvpt_pixel_ndc(3, 3, &nx, &ny);
      glBegin(GL_POINTS);
      glVertex4f(nx, ny, 0, 1);
      glEnd();
      pass = nvpt_expect_error(GL_NO_ERROR, "drawing with "
                               "VERTEX_PROGRAM_NV disabled and program 0") &&
             pass;
   }
   glEnable(GL_VERTEX_PROGRAM_NV);

   /* "If a program that is currently bound is deleted, it is as though
    *  BindProgramNV has been executed with the same target as the deleted
    *  program and program zero."
    */
   nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, ids[0]);
   {
      GLuint del[3] = { ids[0], 0, 4000 };   /* 0 and unused: ignored */
      nv.DeleteProgramsNV(3, del);
   }
   pass = nvpt_expect_error(GL_NO_ERROR, "DeleteProgramsNV") && pass;
   pass = check_binding("bound program deleted", 0) && pass;
   if (nv.IsProgramNV(ids[0])) {
      printf("IsProgramNV is TRUE after DeleteProgramsNV\n");
      pass = false;
   }
   pass = check_draw_rejected("bound program deleted") && pass;
   nv.DeleteProgramsNV(-1, ids);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "DeleteProgramsNV(-1)") &&
          pass;

   /* Vertex state programs, under a fresh name. */
   nv.GenProgramsNV(1, &vsp_id);
   pass = nvpt_load_nv_program(GL_VERTEX_STATE_PROGRAM_NV, vsp_id, vsp) &&
          pass;
   v = 0;
   nv.GetProgramivNV(vsp_id, GL_PROGRAM_TARGET_NV, &v);
   if (v != GL_VERTEX_STATE_PROGRAM_NV) {
      printf("PROGRAM_TARGET_NV of a state program: got %s\n",
             nvpt_enum_name(v));
      pass = false;
   }
   /* "The error INVALID_OPERATION is generated if id names a program that
    *  is not a vertex program"
    */
   nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, vsp_id);
   pass = nvpt_expect_error(GL_INVALID_OPERATION,
                            "BindProgramNV(a vertex state program)") && pass;
   pass = check_binding("after binding a state program failed", 0) && pass;
   /* "...if a program is loaded for an id that is currently loaded with a
    *  program of a different program target."
    */
   nv.LoadProgramNV(GL_VERTEX_PROGRAM_NV, vsp_id, (GLsizei) strlen(vp_a),
                    (const GLubyte *) vp_a);
   pass = nvpt_expect_error(GL_INVALID_OPERATION,
                            "LoadProgramNV(VERTEX_PROGRAM_NV) over a state "
                            "program") && pass;
   {
      static const GLfloat params[4] = { 1, 2, 3, 4 };
      static const float expected[4] = { 11, 22, 33, 44 };
      float got[4];

      nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 11, 10, 20, 30, 40);
      nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, vsp_id, params);
      pass = nvpt_expect_error(GL_NO_ERROR, "ExecuteProgramNV") && pass;
      nv.GetProgramParameterfvNV(GL_VERTEX_PROGRAM_NV, 10,
                                 GL_PROGRAM_PARAMETER_NV, got);
      pass = nvpt_check_vec4("ExecuteProgramNV result c[10]", got,
                             expected, 0) && pass;

      /* "The INVALID_OPERATION error is generated if the named program is
       *  nonexistent, is invalid, or the program is not a vertex state
       *  program."
       */
      nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, ids[2], params);
      pass = nvpt_expect_error(GL_INVALID_OPERATION,
                               "ExecuteProgramNV(nonexistent)") && pass;
      pass = nvpt_load_nv_program(GL_VERTEX_PROGRAM_NV, ids[2], vp_a) &&
             pass;
      nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, ids[2], params);
      pass = nvpt_expect_error(GL_INVALID_OPERATION,
                               "ExecuteProgramNV(a vertex program)") && pass;
      /* "The error INVALID_ENUM is generated if LoadProgramNV or
       *  ExecuteProgramNV are called where <target> is not either
       *  VERTEX_PROGRAM_NV or VERTEX_STATE_PROGRAM_NV."
       */
      nv.ExecuteProgramNV(GL_FRAGMENT_PROGRAM_ARB, vsp_id, params);
      pass = nvpt_expect_error(GL_INVALID_ENUM,
                               "ExecuteProgramNV(FRAGMENT_PROGRAM_ARB)") &&
             pass;
      /* "...if ExecuteProgramNV is called and the vertex state program to
       *  execute writes program parameters that are currently being
       *  tracked."
       */
      nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 8, GL_MODELVIEW, GL_IDENTITY_NV);
      nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, vsp_id, params);
      pass = nvpt_expect_error(GL_INVALID_OPERATION,
                               "ExecuteProgramNV writing a tracked c[10]") &&
             pass;
      nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 8, GL_NONE, GL_IDENTITY_NV);
   }

   /* Shared names with ARB programs. */
   if (nvpt_has_extension("GL_ARB_fragment_program")) {
      static const char fp[] =
         "!!ARBfp1.0\nMOV result.color, fragment.color;\nEND";
      PFNGLBINDPROGRAMARBPROC bind_arb = nvpt_get_proc("glBindProgramARB");
      PFNGLPROGRAMSTRINGARBPROC string_arb =
         nvpt_get_proc("glProgramStringARB");
      GLuint fid = 77;

      bind_arb(GL_FRAGMENT_PROGRAM_ARB, fid);
      string_arb(GL_FRAGMENT_PROGRAM_ARB, GL_PROGRAM_FORMAT_ASCII_ARB,
                 (GLsizei) strlen(fp), fp);
      bind_arb(GL_FRAGMENT_PROGRAM_ARB, 0);
      pass = nvpt_expect_error(GL_NO_ERROR, "ARB fragment program %u", fid)
             && pass;
      nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, fid);
      pass = nvpt_expect_error(GL_INVALID_OPERATION,
                               "BindProgramNV(an ARB fragment program)") &&
             pass;
      nv.LoadProgramNV(GL_VERTEX_PROGRAM_NV, fid, (GLsizei) strlen(vp_a),
                       (const GLubyte *) vp_a);
      pass = nvpt_expect_error(GL_INVALID_OPERATION,
                               "LoadProgramNV over an ARB fragment program")
             && pass;
   }

   /* "The error INVALID_ENUM is generated if BindProgramNV ... <target> is
    *  not VERTEX_PROGRAM_NV."
    */
   nv.BindProgramNV(GL_VERTEX_STATE_PROGRAM_NV, vsp_id);
   pass = nvpt_expect_error(GL_INVALID_ENUM,
                            "BindProgramNV(VERTEX_STATE_PROGRAM_NV)") && pass;

   glDisable(GL_VERTEX_PROGRAM_NV);
   return pass ? NVPT_PASS : NVPT_FAIL;
}
