/*
 * NV_vertex_program commands in display lists.
 *
 * "Additions to Chapter 5 ... (Special Functions)": "Add to the end of
 *  Section 5.4 ...  AreProgramsResidentNV, IsProgramNV, GenProgramsNV,
 *  DeleteProgramsNV, and VertexAttribPointerNV" are not compiled into
 *  display lists but executed immediately (like every Get command);
 * every other new command is compiled.  GL 1.2.1 section 5.4: in
 * COMPILE mode "commands are not executed as they are placed in the
 * display list"; COMPILE_AND_EXECUTE executes them as well; CallList
 * executes the list's commands in order, and a command that is in error
 * raises its error when it is executed (at CallList), not when it is
 * compiled.  The arguments are captured at compile time.
 */
#include "harness.h"

#include <stdio.h>
#include <string.h>

static PFNGLVERTEXATTRIB4FNVPROC attrib4f;
static PFNGLVERTEXATTRIBS4FVNVPROC attribs4fv;
static PFNGLVERTEXATTRIBPOINTERNVPROC attrib_pointer;
static PFNGLGETVERTEXATTRIBIVNVPROC get_attrib_iv;

static const char prog_a[] = NVPT_VP_HEADER "MOV o[COL0], c[0];\nEND";
static const char prog_b[] = NVPT_VP_HEADER "MOV o[COL0], -c[0];\nEND";
static const char prog_attr[] = NVPT_VP_HEADER "MOV o[COL0], v[3];\nEND";
static const char vsp[] = "!!VSP1.0\nADD c[40], v[0], c[41];\nEND";

static bool
param_is(const char *what, GLuint index, float x, float y, float z,
         float w)
{
   const float e[4] = { x, y, z, w };
   float got[4] = { -99, -99, -99, -99 };
   char name[160];

   nv.GetProgramParameterfvNV(GL_VERTEX_PROGRAM_NV, index,
                              GL_PROGRAM_PARAMETER_NV, got);
   snprintf(name, sizeof(name), "%s: c[%u]", what, index);
   return nvpt_check_vec4(name, got, e, 0);
}

static bool
int_is(const char *what, GLint got, GLint expected)
{
   if (got == expected)
      return true;
   printf("%s: expected %d (0x%x), got %d (0x%x)\n", what, expected,
          expected, got, got);
   return false;
}

static GLint
program_length(GLuint id)
{
   GLint v = -1;

   nv.GetProgramivNV(id, GL_PROGRAM_LENGTH_NV, &v);
   nvpt_clear_errors();
   return v;
}

static GLint
tracked(GLuint address)
{
   GLint v = -1;

   nv.GetTrackMatrixivNV(GL_VERTEX_PROGRAM_NV, address, GL_TRACK_MATRIX_NV,
                         &v);
   return v;
}

static GLint
binding(void)
{
   GLint v = -1;

   glGetIntegerv(GL_VERTEX_PROGRAM_BINDING_NV, &v);
   return v;
}

static GLint
error_position(void)
{
   GLint v = -99;

   glGetIntegerv(GL_PROGRAM_ERROR_POSITION_NV, &v);
   return v;
}

/* ---- compiled commands: COMPILE executes nothing, CallList replays,
 * COMPILE_AND_EXECUTE does both ---- */
static bool
compiled_commands(void)
{
   GLuint list = glGenLists(3);
   char text[sizeof(prog_b)];
   GLfloat params[4] = { 1, 2, 3, 4 };
   GLfloat many[8] = { 5, 6, 7, 8, 9, 10, 11, 12 };
   GLdouble manyd[8] = { -5, -6, -7, -8, -9, -10, -11, -12 };
   bool pass = true;

   pass = nvpt_load_nv_program(GL_VERTEX_PROGRAM_NV, 1, prog_a) && pass;
   nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 41, 0.5f, 0.5f, 0.5f,
                           0.5f);
   nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, 1);

   memcpy(text, prog_b, sizeof(prog_b));
   glNewList(list, GL_COMPILE);
   nv.LoadProgramNV(GL_VERTEX_PROGRAM_NV, 2, (GLsizei) strlen(text),
                    (const GLubyte *) text);
   nv.LoadProgramNV(GL_VERTEX_STATE_PROGRAM_NV, 3, (GLsizei) strlen(vsp),
                    (const GLubyte *) vsp);
   nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, 3, params);
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 8, GL_PROJECTION,
                    GL_TRANSPOSE_NV);
   nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 20, 1, 2, 3, 4);
   nv.ProgramParameter4dNV(GL_VERTEX_PROGRAM_NV, 21, 5, 6, 7, 8);
   nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 22, params);
   nv.ProgramParameter4dvNV(GL_VERTEX_PROGRAM_NV, 23, manyd);
   nv.ProgramParameters4fvNV(GL_VERTEX_PROGRAM_NV, 24, 2, many);
   nv.ProgramParameters4dvNV(GL_VERTEX_PROGRAM_NV, 26, 2, manyd);
   nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, 2);
   nv.RequestResidentProgramsNV(1, (const GLuint[]) { 2 });
   glMatrixMode(GL_MATRIX2_NV);
   glLoadIdentity();
   glTranslatef(4, 5, 6);
   glMatrixMode(GL_MODELVIEW);
   attrib4f(3, 0.25f, 0.5f, 0.75f, 1.0f);
   glEndList();
   pass = nvpt_expect_error(GL_NO_ERROR, "compiling the list") && pass;

   /* Arguments are captured when compiled. */
   memset(text, ' ', sizeof(text) - 1);
   params[0] = params[1] = params[2] = params[3] = -1;
   many[0] = many[4] = -1;
   manyd[0] = manyd[4] = 1;

   /* GL_COMPILE: nothing happened. */
   pass = int_is("COMPILE: LoadProgramNV(2) not executed",
                 nv.IsProgramNV(2), GL_FALSE) && pass;
   pass = int_is("COMPILE: LoadProgramNV(3) not executed",
                 nv.IsProgramNV(3), GL_FALSE) && pass;
   pass = param_is("COMPILE: ExecuteProgramNV not executed", 40,
                   0, 0, 0, 0) && pass;
   pass = int_is("COMPILE: TrackMatrixNV not executed", tracked(8),
                 GL_NONE) && pass;
   pass = param_is("COMPILE: ProgramParameter4fNV", 20, 0, 0, 0, 0) && pass;
   pass = param_is("COMPILE: ProgramParameter4dNV", 21, 0, 0, 0, 0) && pass;
   pass = param_is("COMPILE: ProgramParameter4fvNV", 22, 0, 0, 0, 0) &&
          pass;
   pass = param_is("COMPILE: ProgramParameter4dvNV", 23, 0, 0, 0, 0) &&
          pass;
   pass = param_is("COMPILE: ProgramParameters4fvNV", 25, 0, 0, 0, 0) &&
          pass;
   pass = param_is("COMPILE: ProgramParameters4dvNV", 27, 0, 0, 0, 0) &&
          pass;
   pass = int_is("COMPILE: BindProgramNV not executed", binding(), 1) &&
          pass;
   {
      float cur[4];

      nv.GetVertexAttribfvNV(3, GL_CURRENT_ATTRIB_NV, cur);
      pass = !(cur[0] == 0.25f && cur[1] == 0.5f) && pass;
      if (cur[0] == 0.25f && cur[1] == 0.5f)
         printf("COMPILE: VertexAttrib4fNV(3) was executed\n");
   }
   pass = nvpt_expect_error(GL_NO_ERROR, "COMPILE checks") && pass;

   /* CallList replays all of it, with the captured arguments. */
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 12, GL_MATRIX2_NV, GL_IDENTITY_NV);
   glCallList(list);
   pass = nvpt_expect_error(GL_NO_ERROR, "CallList") && pass;
   pass = int_is("CallList: program 2 loaded", program_length(2),
                 (GLint) strlen(prog_b)) && pass;
   {
      GLubyte buf[sizeof(prog_b)];

      memset(buf, 0, sizeof(buf));
      nv.GetProgramStringNV(2, GL_PROGRAM_STRING_NV, buf);
      if (memcmp(buf, prog_b, strlen(prog_b)) != 0) {
         printf("CallList: program 2 is not the string compiled\n");
         pass = false;
      }
   }
   pass = param_is("CallList: ExecuteProgramNV params captured", 40,
                   1.5f, 2.5f, 3.5f, 4.5f) && pass;
   pass = int_is("CallList: TrackMatrixNV", tracked(8), GL_PROJECTION) &&
          pass;
   pass = param_is("CallList: ProgramParameter4fNV", 20, 1, 2, 3, 4) && pass;
   pass = param_is("CallList: ProgramParameter4dNV", 21, 5, 6, 7, 8) && pass;
   pass = param_is("CallList: ProgramParameter4fvNV", 22, 1, 2, 3, 4) &&
          pass;
   pass = param_is("CallList: ProgramParameter4dvNV", 23, -5, -6, -7, -8) &&
          pass;
   pass = param_is("CallList: ProgramParameters4fvNV[0]", 24, 5, 6, 7, 8) &&
          pass;
   pass = param_is("CallList: ProgramParameters4fvNV[1]", 25, 9, 10, 11,
                   12) && pass;
   pass = param_is("CallList: ProgramParameters4dvNV[0]", 26, -5, -6, -7,
                   -8) && pass;
   pass = param_is("CallList: ProgramParameters4dvNV[1]", 27, -9, -10, -11,
                   -12) && pass;
   pass = int_is("CallList: BindProgramNV", binding(), 2) && pass;
   /* MatrixMode(MATRIX2_NV) replayed: c[12..15] track it. */
   pass = param_is("CallList: MATRIX2_NV row 0", 12, 1, 0, 0, 4) && pass;
   pass = param_is("CallList: MATRIX2_NV row 2", 14, 0, 0, 1, 6) && pass;
   {
      static const float e[4] = { 0.25f, 0.5f, 0.75f, 1.0f };
      float cur[4];

      nv.GetVertexAttribfvNV(3, GL_CURRENT_ATTRIB_NV, cur);
      pass = nvpt_check_vec4("CallList: VertexAttrib4fNV(3) with NV "
                             "numbering (CURRENT_ATTRIB_NV 3)", cur, e, 0) &&
             pass;
      glGetFloatv(GL_CURRENT_COLOR, cur);
      pass = nvpt_check_vec4("CallList: VertexAttrib4fNV(3) is the "
                             "current colour", cur, e, 0) && pass;
   }
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 8, GL_NONE, GL_IDENTITY_NV);
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 12, GL_NONE, GL_IDENTITY_NV);

   /* GL_COMPILE_AND_EXECUTE: executed while compiled, and again on
    * CallList. */
   nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 41, 1, 1, 1, 1);
   nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 40, 0, 0, 0, 0);
   params[0] = 1;
   params[1] = 2;
   params[2] = 3;
   params[3] = 4;
   nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, 1);
   glNewList(list + 1, GL_COMPILE_AND_EXECUTE);
   nv.LoadProgramNV(GL_VERTEX_PROGRAM_NV, 4, (GLsizei) strlen(prog_a),
                    (const GLubyte *) prog_a);
   nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, 3, params);
   nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 41, 2, 2, 2, 2);
   nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, 3, params);
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 16, GL_MODELVIEW,
                    GL_INVERSE_NV);
   nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, 2);
   glEndList();
   pass = nvpt_expect_error(GL_NO_ERROR, "COMPILE_AND_EXECUTE") && pass;
   pass = int_is("COMPILE_AND_EXECUTE: LoadProgramNV(4)",
                 nv.IsProgramNV(4), GL_TRUE) && pass;
   pass = param_is("COMPILE_AND_EXECUTE: two ExecuteProgramNV in order", 40,
                   3, 4, 5, 6) && pass;
   pass = int_is("COMPILE_AND_EXECUTE: TrackMatrixNV", tracked(16),
                 GL_MODELVIEW) && pass;
   pass = int_is("COMPILE_AND_EXECUTE: BindProgramNV", binding(), 2) &&
          pass;
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 16, GL_NONE, GL_IDENTITY_NV);
   nv.DeleteProgramsNV(1, (const GLuint[]) { 4 });
   nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, 1);
   nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 41, 7, 7, 7, 7);
   glCallList(list + 1);
   pass = nvpt_expect_error(GL_NO_ERROR, "CallList(COMPILE_AND_EXECUTE "
                            "list)") && pass;
   pass = int_is("replay: LoadProgramNV(4)", nv.IsProgramNV(4), GL_TRUE) &&
          pass;
   pass = param_is("replay: ExecuteProgramNV after ProgramParameter4fNV",
                   40, 3, 4, 5, 6) && pass;
   pass = int_is("replay: TrackMatrixNV", tracked(16), GL_MODELVIEW) &&
          pass;
   pass = int_is("replay: BindProgramNV", binding(), 2) && pass;
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 16, GL_NONE, GL_IDENTITY_NV);
   glDeleteLists(list, 3);
   return pass;
}

/* ---- errors are raised when the list executes ---- */
static bool
execution_time_errors(void)
{
   static const char bad[] = "!!VP1.0\nMOV o[HPOS], v[0]\nEND";
   static const struct {
      const char *what;
      GLenum error;
   } cases[] = {
      { "LoadProgramNV(syntax error)", GL_INVALID_OPERATION },
      { "LoadProgramNV(id 0)", GL_INVALID_VALUE },
      { "ExecuteProgramNV(nonexistent)", GL_INVALID_OPERATION },
      { "ExecuteProgramNV(TEXTURE_2D)", GL_INVALID_ENUM },
      { "TrackMatrixNV(address 2)", GL_INVALID_VALUE },
      { "TrackMatrixNV(matrix TEXTURE_2D)", GL_INVALID_ENUM },
      { "ProgramParameter4fNV(index 256)", GL_INVALID_VALUE },
      { "ProgramParameter4fvNV(tracked)", GL_INVALID_OPERATION },
      { "ProgramParameters4fvNV(num -1)", GL_INVALID_VALUE },
      { "ProgramParameters4dvNV(255, 2)", GL_INVALID_VALUE },
      { "BindProgramNV(state program)", GL_INVALID_OPERATION },
      { "RequestResidentProgramsNV(n -1)", GL_INVALID_VALUE },
      { "VertexAttrib4fNV(16)", GL_INVALID_VALUE },
   };
   static const GLfloat f[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
   static const GLdouble d[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
   GLuint base = glGenLists(NVPT_ARRAY_SIZE(cases));
   bool pass = true;

   pass = nvpt_load_nv_program(GL_VERTEX_STATE_PROGRAM_NV, 3, vsp) && pass;
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 32, GL_MODELVIEW, GL_IDENTITY_NV);
   pass = nvpt_load_nv_program(GL_VERTEX_PROGRAM_NV, 1, prog_a) && pass;
   nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, 1);

   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(cases); i++) {
      glNewList(base + i, GL_COMPILE);
      switch (i) {
      case 0:
         nv.LoadProgramNV(GL_VERTEX_PROGRAM_NV, 9, (GLsizei) strlen(bad),
                          (const GLubyte *) bad);
         break;
      case 1:
         nv.LoadProgramNV(GL_VERTEX_PROGRAM_NV, 0, (GLsizei) strlen(prog_a),
                          (const GLubyte *) prog_a);
         break;
      case 2:
         nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, 99, f);
         break;
      case 3:
         nv.ExecuteProgramNV(GL_TEXTURE_2D, 3, f);
         break;
      case 4:
         nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 2, GL_MODELVIEW,
                          GL_IDENTITY_NV);
         break;
      case 5:
         nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 4, GL_TEXTURE_2D,
                          GL_IDENTITY_NV);
         break;
      case 6:
         nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 256, 1, 2, 3, 4);
         break;
      case 7:
         nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 33, f);
         break;
      case 8:
         nv.ProgramParameters4fvNV(GL_VERTEX_PROGRAM_NV, 10, -1, f);
         break;
      case 9:
         nv.ProgramParameters4dvNV(GL_VERTEX_PROGRAM_NV, 255, 2, d);
         break;
      case 10:
         nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, 3);
         break;
      case 11:
         nv.RequestResidentProgramsNV(-1, NULL);
         break;
      case 12:
         attrib4f(16, 1, 2, 3, 4);
         break;
      }
      glEndList();
      pass = nvpt_expect_error(GL_NO_ERROR, "compiling %s", cases[i].what)
             && pass;
   }
   /* The failed load in COMPILE mode did not touch the error position
    * ("If the program loads successfully, the value of
    * PROGRAM_ERROR_POSITION_NV is assigned the value negative one"). */
   pass = int_is("PROGRAM_ERROR_POSITION_NV after compiling a bad "
                 "LoadProgramNV", error_position(), -1) && pass;

   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(cases); i++) {
      glCallList(base + i);
      pass = nvpt_expect_error(cases[i].error, "CallList: %s",
                               cases[i].what) && pass;
      if (i == 0) {
         /* "The value of PROGRAM_ERROR_POSITION_NV is still updated when
          *  this error is generated." */
         pass = int_is("PROGRAM_ERROR_POSITION_NV after CallList",
                       error_position(),
                       (GLint) (strstr(bad, "\nEND") - bad) + 1) && pass;
         pass = int_is("failed replayed load", nv.IsProgramNV(9),
                       GL_FALSE) && pass;
      }
   }
   pass = param_is("tracked c[33] kept", 33, 0, 1, 0, 0) && pass;
   pass = int_is("binding after the failed replayed bind", binding(), 1) &&
          pass;
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 32, GL_NONE, GL_IDENTITY_NV);
   glDeleteLists(base, NVPT_ARRAY_SIZE(cases));
   return pass;
}

/* ---- commands that are executed immediately, not compiled ---- */
static bool
not_compiled(void)
{
   static const GLfloat data[4] = { 1, 2, 3, 4 };
   GLuint list = glGenLists(1);
   GLuint ids[2] = { 0, 0 };
   GLboolean res[2] = { 2, 2 }, is_loaded = GL_FALSE, is_unused = GL_TRUE;
   GLboolean resident = GL_FALSE, bad_resident = GL_TRUE;
   GLenum err_in_list;
   GLint size = -1;
   bool pass = true;

   pass = nvpt_load_nv_program(GL_VERTEX_PROGRAM_NV, 5, prog_a) && pass;
   pass = nvpt_load_nv_program(GL_VERTEX_PROGRAM_NV, 6, prog_a) && pass;

   glNewList(list, GL_COMPILE);
   nv.GenProgramsNV(2, ids);
   is_loaded = nv.IsProgramNV(5);
   is_unused = nv.IsProgramNV(77);
   resident = nv.AreProgramsResidentNV(1, (const GLuint[]) { 5 }, res);
   bad_resident = nv.AreProgramsResidentNV(1, (const GLuint[]) { 0 }, res);
   err_in_list = glGetError();
   nv.DeleteProgramsNV(1, (const GLuint[]) { 6 });
   attrib_pointer(7, 2, GL_FLOAT, 0, data);
   glEndList();
   pass = nvpt_expect_error(GL_NO_ERROR, "compiling the list") && pass;

   /* GenProgramsNV: the names came back while compiling. */
   if (ids[0] == 0 || ids[1] == 0 || ids[0] == ids[1]) {
      printf("GenProgramsNV in COMPILE mode returned %u %u\n", ids[0],
             ids[1]);
      pass = false;
   }
   pass = int_is("IsProgramNV(loaded) in COMPILE mode", is_loaded,
                 GL_TRUE) && pass;
   pass = int_is("IsProgramNV(unused) in COMPILE mode", is_unused,
                 GL_FALSE) && pass;
   /* Whether program 5 is resident is the implementation's choice
    * ("An implementation may choose to make a program resident only on
    * first use"): nvprog says TRUE, NVIDIA's driver FALSE.  Executed
    * at once, the call answered as PROGRAM_RESIDENT_NV does. */
   {
      GLint now = -1;

      nv.GetProgramivNV(5, GL_PROGRAM_RESIDENT_NV, &now);
      pass = int_is("AreProgramsResidentNV in COMPILE mode", resident,
                    now) && pass;
   }
   pass = int_is("AreProgramsResidentNV(0) in COMPILE mode", bad_resident,
                 GL_FALSE) && pass;
   /* "If any of the names in ids are nonexistent or zero, FALSE is
    *  returned, the error INVALID_VALUE is generated" -- immediately. */
   if (err_in_list != GL_INVALID_VALUE) {
      printf("AreProgramsResidentNV(0) in COMPILE mode: expected "
             "GL_INVALID_VALUE at once, got %s\n",
             nvpt_enum_name(err_in_list));
      pass = false;
   }
   pass = int_is("DeleteProgramsNV in COMPILE mode", nv.IsProgramNV(6),
                 GL_FALSE) && pass;
   get_attrib_iv(7, GL_ATTRIB_ARRAY_SIZE_NV, &size);
   pass = int_is("VertexAttribPointerNV in COMPILE mode (size)", size, 2) &&
          pass;

   /* Replaying the list does none of it again. */
   pass = nvpt_load_nv_program(GL_VERTEX_PROGRAM_NV, 6, prog_a) && pass;
   attrib_pointer(7, 4, GL_FLOAT, 0, data);
   glCallList(list);
   pass = nvpt_expect_error(GL_NO_ERROR, "CallList") && pass;
   pass = int_is("CallList did not replay DeleteProgramsNV",
                 nv.IsProgramNV(6), GL_TRUE) && pass;
   get_attrib_iv(7, GL_ATTRIB_ARRAY_SIZE_NV, &size);
   pass = int_is("CallList did not replay VertexAttribPointerNV", size, 4) &&
          pass;
   glDeleteLists(list, 1);
   return pass;
}

/* ---- VertexAttrib*NV replay with NV numbering, drawing ---- */
static bool
attrib_replay(void)
{
   GLuint list = glGenLists(2);
   float nx, ny, got[4];
   bool pass = true;

   pass = nvpt_load_nv_program(GL_VERTEX_PROGRAM_NV, 8, prog_attr) && pass;
   nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, 8);
   glEnable(GL_VERTEX_PROGRAM_NV);
   nvpt_pixel_ndc(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, &nx, &ny);

   glNewList(list, GL_COMPILE);
   glBegin(GL_POINTS);
   attrib4f(3, 0.5f, -2.0f, 4.0f, 0.125f);
   attrib4f(0, nx, ny, 0, 1);
   glEnd();
   glEndList();
   {
      /* "VertexAttribs4fvNV(index, n, coords) is the same as ...
       *  for (i=n-1; i>=0; i--) VertexAttrib4fvNV(i+index, ...)": v[0]
       *  comes last and provokes the vertex with v[3] already set. */
      const GLfloat v[16] = { nx, ny, 0, 1,  9, 9, 9, 9,  9, 9, 9, 9,
                              3.0f, 1.0f, -1.0f, 0.25f };

      glNewList(list + 1, GL_COMPILE);
      glBegin(GL_POINTS);
      attribs4fv(0, 4, v);
      glEnd();
      glEndList();
   }
   pass = nvpt_expect_error(GL_NO_ERROR, "compiling attribute lists") &&
          pass;

   nvpt_clear_sentinel();
   glCallList(list);
   nvpt_read_float(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, got);
   {
      static const float e[4] = { 0.5f, -2.0f, 4.0f, 0.125f };

      pass = nvpt_check_vec4("replayed VertexAttrib4fNV(3) / (0)", got, e,
                             0) && pass;
   }
   nvpt_clear_sentinel();
   glCallList(list + 1);
   nvpt_read_float(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, got);
   {
      static const float e[4] = { 3.0f, 1.0f, -1.0f, 0.25f };

      pass = nvpt_check_vec4("replayed VertexAttribs4fvNV(0, 4)", got, e,
                             0) && pass;
   }
   glDisable(GL_VERTEX_PROGRAM_NV);
   pass = nvpt_expect_error(GL_NO_ERROR, "drawing the lists") && pass;

   /* Outside Begin/End, NV index 8 is texture coordinate set 0. */
   glNewList(list, GL_COMPILE);
   attrib4f(8, 0.75f, 0.5f, 0.25f, 2.0f);
   glEndList();
   glMultiTexCoord4f(GL_TEXTURE0, 0, 0, 0, 1);
   glCallList(list);
   glGetFloatv(GL_CURRENT_TEXTURE_COORDS, got);
   {
      static const float e[4] = { 0.75f, 0.5f, 0.25f, 2.0f };

      pass = nvpt_check_vec4("replayed VertexAttrib4fNV(8) is texture "
                             "coordinate set 0", got, e, 0) && pass;
   }
   glDeleteLists(list, 2);
   return pass;
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   nvpt_require_nv_vertex_program();
   nvpt_float_target_begin();
   attrib4f = nvpt_get_proc("glVertexAttrib4fNV");
   attribs4fv = nvpt_get_proc("glVertexAttribs4fvNV");
   attrib_pointer = nvpt_get_proc("glVertexAttribPointerNV");
   get_attrib_iv = nvpt_get_proc("glGetVertexAttribivNV");

   pass = compiled_commands() && pass;
   pass = execution_time_errors() && pass;
   pass = not_compiled() && pass;
   pass = attrib_replay() && pass;
   return nvpt_end_test(pass);
}
