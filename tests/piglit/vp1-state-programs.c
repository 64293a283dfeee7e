/*
 * NV_vertex_program vertex state programs (section 2.14.4).
 *
 * "The purpose of a vertex state program is to update program parameter
 *  registers by means of an application-defined program."
 * "params points to an array of four floating-point values that are
 *  loaded into vertex attribute register zero (the only vertex attribute
 *  readable from a vertex state program)."
 * "Writes to the program parameter registers during vertex state program
 *  execution can be maskable on a per-component basis."
 * Checked: results of ExecuteProgramNV (exact, read back with
 * GetProgramParameterfvNV and through a vertex program), write masks,
 * v[0] = params, reads of tracked registers, relative addressing, fresh
 * temporaries on every execution, every ExecuteProgramNV error (and that
 * a failed execution changes nothing), GetProgramivNV/GetProgramStringNV
 * of a state program, BindProgramNV of a state program, the VSP load
 * errors with their positions, deletion.
 */
#include "harness.h"

#include <stdio.h>
#include <string.h>

#define VSP_A 10
#define VSP_B 11
#define VP_DRAW 12
#define UNUSED_ID 77

static bool
check_param(const char *what, GLuint index, const float expected[4])
{
   float got[4] = { -99, -99, -99, -99 };
   char name[160];

   nv.GetProgramParameterfvNV(GL_VERTEX_PROGRAM_NV, index,
                              GL_PROGRAM_PARAMETER_NV, got);
   if (!nvpt_expect_error(GL_NO_ERROR, "%s: GetProgramParameterfvNV(%u)",
                          what, index))
      return false;
   snprintf(name, sizeof(name), "%s: c[%u]", what, index);
   return nvpt_check_vec4(name, got, expected, 0);
}

static void
set_param(GLuint index, float x, float y, float z, float w)
{
   nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, index, x, y, z, w);
}

/* Loads 'text' as VSP 'id' and executes it with 'params'. */
static bool
load_and_execute(GLuint id, const char *text, const float params[4])
{
   if (!nvpt_load_nv_program(GL_VERTEX_STATE_PROGRAM_NV, id, text))
      return false;
   nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, id, params);
   return nvpt_expect_error(GL_NO_ERROR, "ExecuteProgramNV(%u)", id);
}

static bool
check_load_error(const char *what, const char *text, const char *needle,
                 bool at_len)
{
   GLint pos = at_len ? (GLint) strlen(text) :
                        (GLint) (strstr(text, needle) - text);

   return nvpt_load_nv_program_bad(GL_VERTEX_STATE_PROGRAM_NV, UNUSED_ID,
                                   (const GLubyte *) text,
                                   (GLsizei) strlen(text), pos, what);
}

static bool
execute_results(void)
{
   static const float p[4] = { 1.5f, -2.0f, 0.25f, 8.0f };
   bool pass = true;

   /* v[0] = params; arithmetic with a parameter; masks. */
   set_param(4, 2.0f, 3.0f, -1.0f, 0.5f);
   set_param(6, 10.0f, 20.0f, 30.0f, 40.0f);
   set_param(7, 10.0f, 20.0f, 30.0f, 40.0f);
   pass = load_and_execute(VSP_A,
                           "!!VSP1.0\n"
                           "MOV c[5], v[0];\n"
                           "MUL R0, v[0], c[4];\n"
                           "MOV c[6].xz, R0;\n"
                           "ADD c[7].yw, -v[0].wzyx, c[4];\n"
                           "END", p) && pass;
   {
      static const float e5[4] = { 1.5f, -2.0f, 0.25f, 8.0f };
      static const float e6[4] = { 3.0f, 20.0f, -0.25f, 40.0f };
      static const float e7[4] = { 10.0f, 3.0f - 0.25f, 30.0f,
                                   0.5f - 1.5f };

      pass = check_param("v[0] = params", 5, e5) && pass;
      pass = check_param("MOV c[6].xz", 6, e6) && pass;
      pass = check_param("ADD c[7].yw", 7, e7) && pass;
   }

   /* "The program parameter registers are shared to all vertex program
    *  invocations within a rendering context": a vertex program sees the
    *  values a state program wrote.
    */
   pass = nvpt_load_nv_program(GL_VERTEX_PROGRAM_NV, VP_DRAW,
                               NVPT_VP_HEADER "MOV o[COL0], c[6];\nEND") &&
          pass;
   nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, VP_DRAW);
   glEnable(GL_VERTEX_PROGRAM_NV);
   {
      static const float e6[4] = { 3.0f, 20.0f, -0.25f, 40.0f };
      float got[4];

      if (nvpt_draw_point_and_read(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, got))
         pass = nvpt_check_vec4("vertex program reads c[6]", got, e6, 0) &&
                pass;
      else
         pass = false;
   }
   glDisable(GL_VERTEX_PROGRAM_NV);

   /* Temporaries start at (0,0,0,0) on every execution ("12xR4 ...
    *  (0,0,0,0) temporary registers", Table X.7): executing twice does
    *  not accumulate in R0, but does in c[8].
    */
   set_param(8, 0, 0, 0, 0);
   pass = load_and_execute(VSP_B,
                           "!!VSP1.0\n"
                           "ADD R0, R0, v[0];\n"
                           "MOV c[9], R0;\n"
                           "ADD c[8], c[8], v[0];\n"
                           "END", p) && pass;
   nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, VSP_B, p);
   pass = nvpt_expect_error(GL_NO_ERROR, "second ExecuteProgramNV") && pass;
   {
      static const float e8[4] = { 3.0f, -4.0f, 0.5f, 16.0f };

      pass = check_param("temporaries reset per execution", 9, p) && pass;
      pass = check_param("executions accumulate in c[8]", 8, e8) && pass;
   }

   /* Relative addressing: ARL from v[0].x. */
   set_param(40, 7.0f, 7.5f, 8.0f, 8.5f);
   set_param(41, -1.0f, -2.0f, -3.0f, -4.0f);
   {
      static const float p2[4] = { 38.75f, 0, 0, 0 };
      static const float e[4] = { -1.0f, -2.0f, -3.0f, -4.0f };

      pass = load_and_execute(VSP_B,
                              "!!VSP1.0\n"
                              "ARL A0.x, v[0].x;\n"
                              "MOV c[10], c[A0.x+3];\n"
                              "END", p2) && pass;
      /* floor(38.75) + 3 = 41 */
      pass = check_param("c[A0.x+3] with A0.x = floor(38.75)", 10, e) &&
             pass;
   }
   return pass;
}

static bool
tracked_reads(void)
{
   static const float p[4] = { 0, 0, 0, 0 };
   bool pass = true;

   /* "target must be VERTEX_PROGRAM_NV (though tracked matrices apply to
    *  vertex state programs as well because both vertex state programs
    *  and vertex programs shared the same program parameter registers)."
    */
   glMatrixMode(GL_MODELVIEW);
   glLoadIdentity();
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 20, GL_MODELVIEW, GL_IDENTITY_NV);
   /* Changed after tracking began: "Whenever the matrix changes, the
    * transformed version of the matrix is updated". */
   glTranslatef(3.0f, -5.0f, 7.0f);
   glScalef(2.0f, 4.0f, 0.5f);
   pass = nvpt_expect_error(GL_NO_ERROR, "TrackMatrixNV(20, MODELVIEW)") &&
          pass;
   pass = load_and_execute(VSP_B,
                           "!!VSP1.0\n"
                           "MOV c[30], c[20];\n"
                           "MOV c[31], c[21];\n"
                           "MOV c[32], c[22];\n"
                           "MOV c[33], c[23];\n"
                           "END", p) && pass;
   {
      /* Row-wise: "the top row of the transformed matrix is loaded into
       *  the program parameter address".
       */
      static const float r0[4] = { 2, 0, 0, 3 };
      static const float r1[4] = { 0, 4, 0, -5 };
      static const float r2[4] = { 0, 0, 0.5f, 7 };
      static const float r3[4] = { 0, 0, 0, 1 };

      pass = check_param("tracked MODELVIEW row 0", 30, r0) && pass;
      pass = check_param("tracked MODELVIEW row 1", 31, r1) && pass;
      pass = check_param("tracked MODELVIEW row 2", 32, r2) && pass;
      pass = check_param("tracked MODELVIEW row 3", 33, r3) && pass;
   }

   /* A state program may read a tracked register and write elsewhere. */
   glLoadIdentity();
   glScalef(2.0f, 2.0f, 2.0f);
   pass = load_and_execute(VSP_B,
                           "!!VSP1.0\n"
                           "DP4 c[34].x, c[20], c[20];\n"
                           "END", p) && pass;
   {
      float e[4] = { 4.0f, 0, 0, 0 };
      float got[4];

      nv.GetProgramParameterfvNV(GL_VERTEX_PROGRAM_NV, 34,
                                 GL_PROGRAM_PARAMETER_NV, got);
      /* only x is written: the other three keep their value */
      e[1] = got[1];
      e[2] = got[2];
      e[3] = got[3];
      pass = nvpt_check_vec4("DP4 of the tracked row after a new matrix",
                             got, e, 0) && pass;
   }
   glLoadIdentity();
   return pass;
}

static bool
execute_errors(void)
{
   static const float p[4] = { 9, 9, 9, 9 };
   static const float keep[4] = { 1, 2, 3, 4 };
   bool pass = true;

   set_param(50, 1, 2, 3, 4);
   pass = nvpt_load_nv_program(GL_VERTEX_STATE_PROGRAM_NV, VSP_A,
                               "!!VSP1.0 MOV c[50], v[0]; END") && pass;

   /* "The error INVALID_ENUM is generated if LoadProgramNV or
    *  ExecuteProgramNV are called where <target> is not either
    *  VERTEX_PROGRAM_NV or VERTEX_STATE_PROGRAM_NV."
    */
   nv.ExecuteProgramNV(GL_FRAGMENT_PROGRAM_NV, VSP_A, p);
   pass = nvpt_expect_error(GL_INVALID_ENUM,
                            "ExecuteProgramNV(FRAGMENT_PROGRAM_NV)") && pass;
   nv.ExecuteProgramNV(GL_TEXTURE_2D, VSP_A, p);
   pass = nvpt_expect_error(GL_INVALID_ENUM,
                            "ExecuteProgramNV(TEXTURE_2D)") && pass;
   /* "The INVALID_OPERATION error is generated if the named program is
    *  nonexistent, is invalid, or the program is not a vertex state
    *  program."
    */
   nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, UNUSED_ID + 1, p);
   pass = nvpt_expect_error(GL_INVALID_OPERATION,
                            "ExecuteProgramNV(nonexistent)") && pass;
   nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, 0, p);
   pass = nvpt_expect_error(GL_INVALID_OPERATION,
                            "ExecuteProgramNV(id 0)") && pass;
   nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, VP_DRAW, p);
   pass = nvpt_expect_error(GL_INVALID_OPERATION,
                            "ExecuteProgramNV(a vertex program)") && pass;
   nv.ExecuteProgramNV(GL_VERTEX_PROGRAM_NV, VP_DRAW, p);
   pass = nvpt_expect_error(GL_INVALID_OPERATION,
                            "ExecuteProgramNV(VERTEX_PROGRAM_NV, a vertex "
                            "program)") && pass;
   /* "The target must be VERTEX_STATE_PROGRAM_NV and the id must be the
    *  name of program loaded with a target type of
    *  VERTEX_STATE_PROGRAM_NV."
    */
   nv.ExecuteProgramNV(GL_VERTEX_PROGRAM_NV, VSP_A, p);
   pass = nvpt_expect_error(GL_INVALID_OPERATION,
                            "ExecuteProgramNV(VERTEX_PROGRAM_NV, a state "
                            "program)") && pass;
   /* "Executing vertex state programs is legal only outside a Begin/End
    *  pair."
    */
   glBegin(GL_POINTS);
   nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, VSP_A, p);
   glEnd();
   pass = nvpt_expect_error(GL_INVALID_OPERATION,
                            "ExecuteProgramNV inside Begin/End") && pass;
   pass = check_param("no failed execution wrote c[50]", 50, keep) && pass;

   /* "The INVALID_OPERATION error is generated by ExecuteProgramNV when
    *  the vertex state program requested for execution writes to a
    *  program parameter register that is currently tracking a matrix
    *  because the program is considered invalid."  Only c[50].w is
    *  written, and c[48..51] track MATRIX1_NV.
    */
   set_param(49, 1, 2, 3, 4);
   pass = nvpt_load_nv_program(GL_VERTEX_STATE_PROGRAM_NV, VSP_B,
                               "!!VSP1.0\n"
                               "MOV c[49], v[0];\n"
                               "MOV c[60], v[0];\n"
                               "MOV c[50].w, v[0];\n"
                               "END") && pass;
   set_param(60, 1, 2, 3, 4);
   glMatrixMode(GL_MATRIX1_NV);
   glLoadIdentity();
   glTranslatef(1.0f, 2.0f, 3.0f);
   glMatrixMode(GL_MODELVIEW);
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 48, GL_MATRIX1_NV, GL_IDENTITY_NV);
   pass = nvpt_expect_error(GL_NO_ERROR, "TrackMatrixNV(48, MATRIX1_NV)") &&
          pass;
   nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, VSP_B, p);
   pass = nvpt_expect_error(GL_INVALID_OPERATION,
                            "ExecuteProgramNV writing c[50].w while "
                            "c[48..51] track MATRIX1_NV") && pass;
   {
      static const float row2[4] = { 0, 0, 1, 3 };

      pass = check_param("tracked c[50] intact", 50, row2) && pass;
      pass = check_param("failed execution wrote nothing", 60, keep) &&
             pass;
   }
   /* "When tracking is disabled the previously tracked program parameter
    *  registers retain the state of their last tracked values"; the
    *  program is no longer invalid.
    */
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 48, GL_NONE, GL_IDENTITY_NV);
   nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, VSP_B, p);
   pass = nvpt_expect_error(GL_NO_ERROR, "ExecuteProgramNV after "
                            "TrackMatrixNV(NONE)") && pass;
   {
      static const float e50[4] = { 0, 0, 1, 9 };

      pass = check_param("c[50].w written after tracking ends", 50, e50) &&
             pass;
      pass = check_param("c[60] written after tracking ends", 60, p) &&
             pass;
   }
   return pass;
}

static bool
object_queries(void)
{
   static const char text[] = "!!VSP1.0\nMOV c[70], v[0];\nEND\n";
   GLubyte buf[sizeof(text) + 8];
   GLint v = 0, binding = -1;
   bool pass = true;

   pass = nvpt_load_nv_program(GL_VERTEX_STATE_PROGRAM_NV, VSP_A, text) &&
          pass;
   /* "PROGRAM_TARGET_NV ... program target" */
   nv.GetProgramivNV(VSP_A, GL_PROGRAM_TARGET_NV, &v);
   if (v != GL_VERTEX_STATE_PROGRAM_NV) {
      printf("PROGRAM_TARGET_NV of a state program: expected "
             "GL_VERTEX_STATE_PROGRAM_NV, got %s\n", nvpt_enum_name(v));
      pass = false;
   }
   v = 0;
   nv.GetProgramivNV(VSP_A, GL_PROGRAM_LENGTH_NV, &v);
   if (v != (GLint) strlen(text)) {
      printf("PROGRAM_LENGTH_NV of a state program: expected %d, got %d\n",
             (int) strlen(text), v);
      pass = false;
   }
   memset(buf, 0x55, sizeof(buf));
   nv.GetProgramStringNV(VSP_A, GL_PROGRAM_STRING_NV, buf);
   if (memcmp(buf, text, strlen(text)) != 0) {
      printf("GetProgramStringNV of a state program differs\n");
      pass = false;
   }
   if (!nv.IsProgramNV(VSP_A)) {
      printf("IsProgramNV(state program) is FALSE\n");
      pass = false;
   }
   pass = nvpt_expect_error(GL_NO_ERROR, "state program queries") && pass;

   /* "The error INVALID_OPERATION is generated if BindProgramNV attempts
    *  to bind to a program name that is not a vertex program (for
    *  example, if the program is a vertex state program)."
    */
   nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, VP_DRAW);
   nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, VSP_A);
   pass = nvpt_expect_error(GL_INVALID_OPERATION,
                            "BindProgramNV(state program)") && pass;
   glGetIntegerv(GL_VERTEX_PROGRAM_BINDING_NV, &binding);
   if (binding != VP_DRAW) {
      printf("VERTEX_PROGRAM_BINDING_NV after the failed bind: expected "
             "%d, got %d\n", VP_DRAW, binding);
      pass = false;
   }
   /* "INVALID_OPERATION is generated if a program is loaded for an id
    *  that is currently loaded with a program of a different program
    *  target."
    */
   nv.LoadProgramNV(GL_VERTEX_PROGRAM_NV, VSP_A,
                    (GLsizei) strlen(NVPT_VP_HEADER "END"),
                    (const GLubyte *) NVPT_VP_HEADER "END");
   pass = nvpt_expect_error(GL_INVALID_OPERATION,
                            "LoadProgramNV(VERTEX_PROGRAM_NV, state "
                            "program id)") && pass;
   v = 0;
   nv.GetProgramivNV(VSP_A, GL_PROGRAM_TARGET_NV, &v);
   if (v != GL_VERTEX_STATE_PROGRAM_NV) {
      printf("the failed load changed PROGRAM_TARGET_NV to %s\n",
             nvpt_enum_name(v));
      pass = false;
   }

   /* Deletion: "After a program is deleted, it becomes nonexistent, and
    *  its name is again unused."
    */
   nv.DeleteProgramsNV(1, (const GLuint[]) { VSP_A });
   pass = nvpt_expect_error(GL_NO_ERROR, "DeleteProgramsNV(state program)")
          && pass;
   if (nv.IsProgramNV(VSP_A)) {
      printf("IsProgramNV(deleted state program) is TRUE\n");
      pass = false;
   }
   nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, VSP_A,
                       (const GLfloat[]) { 1, 2, 3, 4 });
   pass = nvpt_expect_error(GL_INVALID_OPERATION,
                            "ExecuteProgramNV(deleted)") && pass;
   nv.GetProgramivNV(VSP_A, GL_PROGRAM_TARGET_NV, &v);
   pass = nvpt_expect_error(GL_INVALID_OPERATION,
                            "GetProgramivNV(deleted)") && pass;
   /* The name is free for a vertex program now. */
   pass = nvpt_load_nv_program(GL_VERTEX_PROGRAM_NV, VSP_A,
                               NVPT_VP_HEADER "END") && pass;
   v = 0;
   nv.GetProgramivNV(VSP_A, GL_PROGRAM_TARGET_NV, &v);
   if (v != GL_VERTEX_PROGRAM_NV) {
      printf("reloaded id: PROGRAM_TARGET_NV expected "
             "GL_VERTEX_PROGRAM_NV, got %s\n", nvpt_enum_name(v));
      pass = false;
   }
   nv.DeleteProgramsNV(1, (const GLuint[]) { VSP_A });
   return pass;
}

static bool
load_errors(void)
{
   bool pass = true;

   /* "<dstReg> ::= <absProgParamReg> | <temporaryReg>": no o[]. */
   pass = check_load_error("VSP writes o[HPOS]",
                           "!!VSP1.0 MOV c[0], v[0]; MOV o[HPOS], v[0]; END",
                           "o[HPOS]", false) && pass;
   /* "<vertexAttribReg> ::= "v" "[" "0" "]"" */
   pass = check_load_error("VSP reads v[1]",
                           "!!VSP1.0 MOV c[0], v[1]; END", "1]", false) &&
          pass;
   pass = check_load_error("VSP reads v[OPOS]",
                           "!!VSP1.0 MOV c[0], v[OPOS]; END", "OPOS",
                           false) && pass;
   /* <absProgParamReg> only: no relative writes. */
   pass = check_load_error("VSP writes c[A0.x]",
                           "!!VSP1.0 ARL A0.x, v[0].x; MOV c[A0.x], v[0]; "
                           "END", "A0.x]", false) && pass;
   /* "A vertex state program fails to load if it does not write at least
    *  one program parameter register."  Known only at the end: len.
    */
   pass = check_load_error("VSP writes no c[]",
                           "!!VSP1.0 MOV R0, v[0]; END", NULL, true) && pass;
   /* "...sources more than one unique program parameter register." */
   pass = check_load_error("VSP reads two c[]",
                           "!!VSP1.0 ADD c[0], c[1], c[2]; END", "c[2]",
                           false) && pass;
   pass = check_load_error("VP header for a VSP",
                           "!!VP1.0 MOV o[HPOS], v[0]; END", "!!", false) &&
          pass;
   if (nv.IsProgramNV(UNUSED_ID)) {
      printf("a failed VSP load created program %u\n", UNUSED_ID);
      pass = false;
   }
   return pass;
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   nvpt_require_nv_vertex_program();
   nvpt_float_target_begin();

   pass = execute_results() && pass;
   pass = tracked_reads() && pass;
   pass = execute_errors() && pass;
   pass = object_queries() && pass;
   pass = load_errors() && pass;
   return nvpt_end_test(pass);
}
