/*
 * Every GL error of every NV_vertex_program (and 1_1) entry point.
 *
 * The cases come from the spec's Errors section and the command
 * descriptions (sections 2.14.1.1 to 2.14.5 and 6.1.13), plus the general
 * rule of the GL 1.2.1 specification, section 2.6.3: "Executing any other
 * GL command between the execution of Begin and the corresponding
 * execution of End results in the error INVALID_OPERATION."  The
 * VertexAttrib*NV commands are the exception: "The VertexAttribNV
 * commands used to update the vertex attribute registers can be issued
 * both outside and inside of Begin/End pairs."
 *
 * Each check is one row of a table (entry point, condition, expected
 * error, error got); the table and its counts are printed at the end.
 * A GL that crashes in a call (NVIDIA's driver did, in EGL mode, somewhere
 * after the LoadProgramNV rows) gets the call named, the table so far
 * printed and a "fail" reported instead of a crash.
 */
#include "harness.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ROWS 512

struct row {
   const char *entry;
   char cond[80];
   GLenum expected;
   GLenum got;
};

static struct row rows[MAX_ROWS];
static unsigned num_rows;
/* The call under way, for crash_handler(). */
static const char *volatile current_entry = "(setup)";
static const char *volatile current_cond = "";

static PFNGLGETPROGRAMPARAMETERDVNVPROC get_param_dv;
static PFNGLGETVERTEXATTRIBDVNVPROC get_attrib_dv;
static PFNGLGETVERTEXATTRIBIVNVPROC get_attrib_iv;
static PFNGLGETVERTEXATTRIBPOINTERVNVPROC get_attrib_pointer;
static PFNGLVERTEXATTRIBPOINTERNVPROC attrib_pointer;

/* Reads the error of the call just made into a new row. */
static void
record(const char *entry, const char *cond, GLenum expected)
{
   struct row *r;

   if (num_rows == MAX_ROWS) {
      printf("too many rows\n");
      nvpt_report(NVPT_FAIL);
   }
   r = &rows[num_rows++];
   r->entry = entry;
   snprintf(r->cond, sizeof(r->cond), "%s", cond);
   r->expected = expected;
   r->got = glGetError();
   /* A second error would be a stray one from the same call. */
   nvpt_clear_errors();
}

#define CHECK(entry, cond, err, call)                                   \
   do {                                                                 \
      nvpt_clear_errors();                                              \
      current_entry = (entry);                                          \
      current_cond = (cond);                                            \
      call;                                                             \
      record(entry, cond, err);                                         \
   } while (0)

/* The call between Begin and End; the error is read after End. */
#define CHECK_BEGIN_END(entry, err, call)                               \
   do {                                                                 \
      nvpt_clear_errors();                                              \
      current_entry = (entry);                                          \
      current_cond = "inside Begin/End";                                \
      glBegin(GL_POINTS);                                               \
      call;                                                             \
      glEnd();                                                          \
      record(entry, "inside Begin/End", err);                           \
   } while (0)

/* ---- the VertexAttrib*NV and VertexAttribs*NV families ---- */

static const char *const attrib_names[] = {
   "VertexAttrib1sNV", "VertexAttrib1fNV", "VertexAttrib1dNV",
   "VertexAttrib2sNV", "VertexAttrib2fNV", "VertexAttrib2dNV",
   "VertexAttrib3sNV", "VertexAttrib3fNV", "VertexAttrib3dNV",
   "VertexAttrib4sNV", "VertexAttrib4fNV", "VertexAttrib4dNV",
   "VertexAttrib4ubNV",
   "VertexAttrib1svNV", "VertexAttrib1fvNV", "VertexAttrib1dvNV",
   "VertexAttrib2svNV", "VertexAttrib2fvNV", "VertexAttrib2dvNV",
   "VertexAttrib3svNV", "VertexAttrib3fvNV", "VertexAttrib3dvNV",
   "VertexAttrib4svNV", "VertexAttrib4fvNV", "VertexAttrib4dvNV",
   "VertexAttrib4ubvNV",
};
#define NUM_ATTRIB NVPT_ARRAY_SIZE(attrib_names)

static const char *const attribs_names[] = {
   "VertexAttribs1svNV", "VertexAttribs1fvNV", "VertexAttribs1dvNV",
   "VertexAttribs2svNV", "VertexAttribs2fvNV", "VertexAttribs2dvNV",
   "VertexAttribs3svNV", "VertexAttribs3fvNV", "VertexAttribs3dvNV",
   "VertexAttribs4svNV", "VertexAttribs4fvNV", "VertexAttribs4dvNV",
   "VertexAttribs4ubvNV",
};
#define NUM_ATTRIBS NVPT_ARRAY_SIZE(attribs_names)

static void *attrib_procs[NUM_ATTRIB];
static void *attribs_procs[NUM_ATTRIBS];

static const GLshort sv[64] = { 1, 2, 3, 4 };
static const GLfloat fv[64] = { 1, 2, 3, 4 };
static const GLdouble dv[64] = { 1, 2, 3, 4 };
static const GLubyte ubv[64] = { 1, 2, 3, 4 };

static void
call_attrib(unsigned i, GLuint index)
{
   void *p = attrib_procs[i];

   switch (i) {
   case 0: ((PFNGLVERTEXATTRIB1SNVPROC) p)(index, 1); break;
   case 1: ((PFNGLVERTEXATTRIB1FNVPROC) p)(index, 1); break;
   case 2: ((PFNGLVERTEXATTRIB1DNVPROC) p)(index, 1); break;
   case 3: ((PFNGLVERTEXATTRIB2SNVPROC) p)(index, 1, 2); break;
   case 4: ((PFNGLVERTEXATTRIB2FNVPROC) p)(index, 1, 2); break;
   case 5: ((PFNGLVERTEXATTRIB2DNVPROC) p)(index, 1, 2); break;
   case 6: ((PFNGLVERTEXATTRIB3SNVPROC) p)(index, 1, 2, 3); break;
   case 7: ((PFNGLVERTEXATTRIB3FNVPROC) p)(index, 1, 2, 3); break;
   case 8: ((PFNGLVERTEXATTRIB3DNVPROC) p)(index, 1, 2, 3); break;
   case 9: ((PFNGLVERTEXATTRIB4SNVPROC) p)(index, 1, 2, 3, 4); break;
   case 10: ((PFNGLVERTEXATTRIB4FNVPROC) p)(index, 1, 2, 3, 4); break;
   case 11: ((PFNGLVERTEXATTRIB4DNVPROC) p)(index, 1, 2, 3, 4); break;
   case 12: ((PFNGLVERTEXATTRIB4UBNVPROC) p)(index, 1, 2, 3, 4); break;
   case 13: ((PFNGLVERTEXATTRIB1SVNVPROC) p)(index, sv); break;
   case 14: ((PFNGLVERTEXATTRIB1FVNVPROC) p)(index, fv); break;
   case 15: ((PFNGLVERTEXATTRIB1DVNVPROC) p)(index, dv); break;
   case 16: ((PFNGLVERTEXATTRIB2SVNVPROC) p)(index, sv); break;
   case 17: ((PFNGLVERTEXATTRIB2FVNVPROC) p)(index, fv); break;
   case 18: ((PFNGLVERTEXATTRIB2DVNVPROC) p)(index, dv); break;
   case 19: ((PFNGLVERTEXATTRIB3SVNVPROC) p)(index, sv); break;
   case 20: ((PFNGLVERTEXATTRIB3FVNVPROC) p)(index, fv); break;
   case 21: ((PFNGLVERTEXATTRIB3DVNVPROC) p)(index, dv); break;
   case 22: ((PFNGLVERTEXATTRIB4SVNVPROC) p)(index, sv); break;
   case 23: ((PFNGLVERTEXATTRIB4FVNVPROC) p)(index, fv); break;
   case 24: ((PFNGLVERTEXATTRIB4DVNVPROC) p)(index, dv); break;
   case 25: ((PFNGLVERTEXATTRIB4UBVNVPROC) p)(index, ubv); break;
   }
}

static void
call_attribs(unsigned i, GLuint index, GLsizei n)
{
   void *p = attribs_procs[i];

   switch (i) {
   case 0: ((PFNGLVERTEXATTRIBS1SVNVPROC) p)(index, n, sv); break;
   case 1: ((PFNGLVERTEXATTRIBS1FVNVPROC) p)(index, n, fv); break;
   case 2: ((PFNGLVERTEXATTRIBS1DVNVPROC) p)(index, n, dv); break;
   case 3: ((PFNGLVERTEXATTRIBS2SVNVPROC) p)(index, n, sv); break;
   case 4: ((PFNGLVERTEXATTRIBS2FVNVPROC) p)(index, n, fv); break;
   case 5: ((PFNGLVERTEXATTRIBS2DVNVPROC) p)(index, n, dv); break;
   case 6: ((PFNGLVERTEXATTRIBS3SVNVPROC) p)(index, n, sv); break;
   case 7: ((PFNGLVERTEXATTRIBS3FVNVPROC) p)(index, n, fv); break;
   case 8: ((PFNGLVERTEXATTRIBS3DVNVPROC) p)(index, n, dv); break;
   case 9: ((PFNGLVERTEXATTRIBS4SVNVPROC) p)(index, n, sv); break;
   case 10: ((PFNGLVERTEXATTRIBS4FVNVPROC) p)(index, n, fv); break;
   case 11: ((PFNGLVERTEXATTRIBS4DVNVPROC) p)(index, n, dv); break;
   case 12: ((PFNGLVERTEXATTRIBS4UBVNVPROC) p)(index, n, ubv); break;
   }
}

static void
attrib_family_checks(void)
{
   for (unsigned i = 0; i < NUM_ATTRIB; i++) {
      /* "The error INVALID_VALUE is generated if VertexAttribNV is called
       *  where index is greater than 15."
       */
      CHECK(attrib_names[i], "index 16", GL_INVALID_VALUE,
            call_attrib(i, 16));
      CHECK(attrib_names[i], "index 0x7fffffff", GL_INVALID_VALUE,
            call_attrib(i, 0x7fffffff));
      /* "...can be issued both outside and inside of Begin/End pairs."
       *  (index 1: attribute zero would provoke a vertex)
       */
      CHECK(attrib_names[i], "index 15 outside Begin/End", GL_NO_ERROR,
            call_attrib(i, 15));
      CHECK_BEGIN_END(attrib_names[i], GL_NO_ERROR, call_attrib(i, 1));
   }
   for (unsigned i = 0; i < NUM_ATTRIBS; i++) {
      /* "The error INVALID_VALUE is generated if
       *  VertexAttribs{1,2,3,4}{d,f,s}vNV is called where <n> is
       *  negative."
       */
      CHECK(attribs_names[i], "n -1", GL_INVALID_VALUE,
            call_attribs(i, 1, -1));
      /* "is the same (assuming no errors) as the command sequence ...
       *  VertexAttrib{NUM}{sfd}vNV(i+index, ...)": attribute 16 is
       *  "greater than 15".
       */
      CHECK(attribs_names[i], "index 15, n 2 (reaches 16)",
            GL_INVALID_VALUE, call_attribs(i, 15, 2));
      CHECK(attribs_names[i], "index 16, n 1", GL_INVALID_VALUE,
            call_attribs(i, 16, 1));
      CHECK(attribs_names[i], "index 14, n 2 outside Begin/End",
            GL_NO_ERROR, call_attribs(i, 14, 2));
      CHECK(attribs_names[i], "n 0", GL_NO_ERROR, call_attribs(i, 1, 0));
      CHECK_BEGIN_END(attribs_names[i], GL_NO_ERROR,
                      call_attribs(i, 1, 3));
   }
}

/* ---- program text ---- */

static const char vp_text[] = "!!VP1.0 MOV o[HPOS], v[0]; END";
static const char vsp_text[] = "!!VSP1.0 MOV c[20], v[0]; END";
static const char vsp_tracked_text[] = "!!VSP1.0 MOV c[1].y, v[0]; END";

/* A program of 'n' instructions after 'first' (which is one). */
static char *
long_program(const char *header, const char *first, const char *each,
             unsigned n)
{
   size_t size = strlen(header) + strlen(first) + n * strlen(each) + 8;
   char *s = malloc(size);

   strcpy(s, header);
   strcat(s, first);
   for (unsigned i = 1; i < n; i++)
      strcat(s, each);
   strcat(s, " END");
   return s;
}

#define LOAD(target, id, text) \
   nv.LoadProgramNV(target, id, (GLsizei) strlen(text), \
                    (const GLubyte *) (text))

static void
program_checks(GLuint vp, GLuint vsp, GLuint vsp_tracked, GLuint unused)
{
   GLint iv[4];
   GLfloat fparams[4] = { 0 };
   GLdouble dparams[4] = { 0 };
   GLubyte str[256];
   GLboolean res[4];
   GLuint ids[2];
   char *s;

   /* ---- LoadProgramNV ---- */
   /* "The error INVALID_ENUM is generated if LoadProgramNV or
    *  ExecuteProgramNV are called where <target> is not either
    *  VERTEX_PROGRAM_NV or VERTEX_STATE_PROGRAM_NV."
    */
   CHECK("LoadProgramNV", "target TEXTURE_2D", GL_INVALID_ENUM,
         LOAD(GL_TEXTURE_2D, unused, vp_text));
   /* "The error INVALID_VALUE is generated if LoadProgramNV is used to
    *  load a program with an id of zero."
    */
   CHECK("LoadProgramNV", "id 0, VERTEX_PROGRAM_NV", GL_INVALID_VALUE,
         LOAD(GL_VERTEX_PROGRAM_NV, 0, vp_text));
   CHECK("LoadProgramNV", "id 0, VERTEX_STATE_PROGRAM_NV", GL_INVALID_VALUE,
         LOAD(GL_VERTEX_STATE_PROGRAM_NV, 0, vsp_text));
   /* "...if LoadProgramNV is called where <len> is negative." */
   CHECK("LoadProgramNV", "len -1", GL_INVALID_VALUE,
         nv.LoadProgramNV(GL_VERTEX_PROGRAM_NV, unused, -1,
                          (const GLubyte *) vp_text));
   /* "...used to load an id that is currently loaded with a program of
    *  a different program target."
    */
   CHECK("LoadProgramNV", "VP text into a VSP id", GL_INVALID_OPERATION,
         LOAD(GL_VERTEX_PROGRAM_NV, vsp, vp_text));
   CHECK("LoadProgramNV", "VSP text into a VP id", GL_INVALID_OPERATION,
         LOAD(GL_VERTEX_STATE_PROGRAM_NV, vp, vsp_text));
   /* "...fails to load because it is not syntactically correct based on
    *  the specified target."
    */
   CHECK("LoadProgramNV", "syntax error", GL_INVALID_OPERATION,
         LOAD(GL_VERTEX_PROGRAM_NV, unused, "!!VP1.0 MOV o[HPOS] v[0]; END"));
   CHECK("LoadProgramNV", "VSP text, VERTEX_PROGRAM_NV target",
         GL_INVALID_OPERATION, LOAD(GL_VERTEX_PROGRAM_NV, unused, vsp_text));
   CHECK("LoadProgramNV", "VP text, VERTEX_STATE_PROGRAM_NV target",
         GL_INVALID_OPERATION,
         LOAD(GL_VERTEX_STATE_PROGRAM_NV, unused, vp_text));
   CHECK("LoadProgramNV", "VP1.1 text, VERTEX_STATE_PROGRAM_NV target",
         GL_INVALID_OPERATION,
         LOAD(GL_VERTEX_STATE_PROGRAM_NV, unused,
              "!!VP1.1 MOV o[HPOS], v[0]; END"));
   /* "...does not write the HPOS register at least once." */
   CHECK("LoadProgramNV", "VP without an HPOS write", GL_INVALID_OPERATION,
         LOAD(GL_VERTEX_PROGRAM_NV, unused,
              "!!VP1.0 MOV o[COL0], v[0]; END"));
   /* "...does not write at least one program parameter register." */
   CHECK("LoadProgramNV", "VSP without a c[] write", GL_INVALID_OPERATION,
         LOAD(GL_VERTEX_STATE_PROGRAM_NV, unused,
              "!!VSP1.0 MOV R0, v[0]; END"));
   /* "...because it contains more than 128 instructions." */
   s = long_program("!!VP1.0 ", "MOV o[HPOS], v[0];", " MOV R0, v[0];", 129);
   CHECK("LoadProgramNV", "VP of 129 instructions", GL_INVALID_OPERATION,
         LOAD(GL_VERTEX_PROGRAM_NV, unused, s));
   free(s);
   s = long_program("!!VSP1.0 ", "MOV c[0], v[0];", " MOV R0, v[0];", 129);
   CHECK("LoadProgramNV", "VSP of 129 instructions", GL_INVALID_OPERATION,
         LOAD(GL_VERTEX_STATE_PROGRAM_NV, unused, s));
   free(s);
   /* NV_vertex_program1_1: "A position-invariant vertex program fails to
    *  load if it contains more than 124 instructions."
    */
   s = long_program("!!VP1.1 OPTION NV_position_invariant; ",
                    "MOV o[COL0], v[3];", " MOV R0, v[0];", 125);
   CHECK("LoadProgramNV", "position-invariant VP1.1 of 125 instructions",
         GL_INVALID_OPERATION, LOAD(GL_VERTEX_PROGRAM_NV, unused, s));
   free(s);
   CHECK_BEGIN_END("LoadProgramNV", GL_INVALID_OPERATION,
                   LOAD(GL_VERTEX_PROGRAM_NV, unused, vp_text));
   if (nv.IsProgramNV(unused)) {
      printf("a failed LoadProgramNV created program %u\n", unused);
      CHECK("LoadProgramNV", "failed loads create no program",
            GL_INVALID_VALUE, (void) 0);
   }

   /* ---- BindProgramNV ---- */
   /* "The error INVALID_ENUM is generated if BindProgramNV, ... are called
    *  where <target> is not VERTEX_PROGRAM_NV."
    */
   CHECK("BindProgramNV", "target TEXTURE_2D", GL_INVALID_ENUM,
         nv.BindProgramNV(GL_TEXTURE_2D, vp));
   CHECK("BindProgramNV", "target VERTEX_STATE_PROGRAM_NV", GL_INVALID_ENUM,
         nv.BindProgramNV(GL_VERTEX_STATE_PROGRAM_NV, vsp));
   /* "...if BindProgramNV attempts to bind to a program name that is not a
    *  vertex program (for example, if the program is a vertex state
    *  program)."
    */
   CHECK("BindProgramNV", "id of a vertex state program",
         GL_INVALID_OPERATION, nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, vsp));
   /* "Binding to a nonexistent program id does not generate an error." */
   CHECK("BindProgramNV", "nonexistent id", GL_NO_ERROR,
         nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, unused));
   CHECK("BindProgramNV", "id 0", GL_NO_ERROR,
         nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, 0));
   CHECK_BEGIN_END("BindProgramNV", GL_INVALID_OPERATION,
                   nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, vp));

   /* ---- DeleteProgramsNV ---- */
   /* "The error INVALID_VALUE is generated if AreProgramsResidentNV,
    *  DeleteProgramsNV, GenProgramsNV, or RequestResidentProgramsNV are
    *  called where <n> is negative."
    */
   CHECK("DeleteProgramsNV", "n -1", GL_INVALID_VALUE,
         nv.DeleteProgramsNV(-1, &unused));
   /* "Unused names in ids are silently ignored, as is the value zero." */
   ids[0] = 0;
   ids[1] = unused + 1000;
   CHECK("DeleteProgramsNV", "unused names and zero", GL_NO_ERROR,
         nv.DeleteProgramsNV(2, ids));
   CHECK_BEGIN_END("DeleteProgramsNV", GL_INVALID_OPERATION,
                   nv.DeleteProgramsNV(1, &vp));
   if (!nv.IsProgramNV(vp)) {
      printf("DeleteProgramsNV inside Begin/End deleted program %u\n", vp);
      CHECK("DeleteProgramsNV", "inside Begin/End deletes nothing",
            GL_INVALID_VALUE, (void) 0);
   }

   /* ---- GenProgramsNV ---- */
   /* "The error INVALID_VALUE is generated if GenProgramsNV is called
    *  where n is negative."
    */
   CHECK("GenProgramsNV", "n -1", GL_INVALID_VALUE,
         nv.GenProgramsNV(-1, ids));
   CHECK_BEGIN_END("GenProgramsNV", GL_INVALID_OPERATION,
                   nv.GenProgramsNV(1, ids));

   /* ---- IsProgramNV ---- */
   /* "If program is zero or is a non-zero value that is not the name of
    *  a program object, or if an error condition occurs, IsProgramNV
    *  returns FALSE."
    */
   CHECK("IsProgramNV", "id 0", GL_NO_ERROR, (void) nv.IsProgramNV(0));
   CHECK_BEGIN_END("IsProgramNV", GL_INVALID_OPERATION,
                   (void) nv.IsProgramNV(vp));

   /* ---- AreProgramsResidentNV ---- */
   CHECK("AreProgramsResidentNV", "n -1", GL_INVALID_VALUE,
         (void) nv.AreProgramsResidentNV(-1, &vp, res));
   /* "If any of the names in ids are nonexistent or zero, FALSE is
    *  returned, the error INVALID_VALUE is generated"
    */
   {
      GLuint zero[2] = { vp, 0 };
      GLuint none[2] = { vp, unused };
      GLboolean r;

      nvpt_clear_errors();
      r = nv.AreProgramsResidentNV(2, zero, res);
      record("AreProgramsResidentNV", "an id of zero", GL_INVALID_VALUE);
      if (r != GL_FALSE) {
         printf("AreProgramsResidentNV with id 0 returned TRUE\n");
         CHECK("AreProgramsResidentNV", "returns FALSE for id 0",
               GL_INVALID_VALUE, (void) 0);
      }
      nvpt_clear_errors();
      r = nv.AreProgramsResidentNV(2, none, res);
      record("AreProgramsResidentNV", "a nonexistent id", GL_INVALID_VALUE);
      if (r != GL_FALSE) {
         printf("AreProgramsResidentNV with a nonexistent id returned "
                "TRUE\n");
         CHECK("AreProgramsResidentNV", "returns FALSE for a nonexistent "
               "id", GL_INVALID_VALUE, (void) 0);
      }
   }
   /* "A name returned by GenProgramsNV but not yet loaded with a program
    *  is not the name of a program object."
    */
   nv.GenProgramsNV(1, ids);
   CHECK("AreProgramsResidentNV", "a generated, unloaded id",
         GL_INVALID_VALUE, (void) nv.AreProgramsResidentNV(1, ids, res));
   CHECK_BEGIN_END("AreProgramsResidentNV", GL_INVALID_OPERATION,
                   (void) nv.AreProgramsResidentNV(1, &vp, res));

   /* ---- RequestResidentProgramsNV ---- */
   CHECK("RequestResidentProgramsNV", "n -1", GL_INVALID_VALUE,
         nv.RequestResidentProgramsNV(-1, &vp));
   CHECK_BEGIN_END("RequestResidentProgramsNV", GL_INVALID_OPERATION,
                   nv.RequestResidentProgramsNV(1, &vp));

   /* ---- ExecuteProgramNV ---- */
   CHECK("ExecuteProgramNV", "target TEXTURE_2D", GL_INVALID_ENUM,
         nv.ExecuteProgramNV(GL_TEXTURE_2D, vsp, fparams));
   /* "...if ExecuteProgramNV executes a program that does not exist." */
   CHECK("ExecuteProgramNV", "nonexistent id", GL_INVALID_OPERATION,
         nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, unused, fparams));
   CHECK("ExecuteProgramNV", "id 0", GL_INVALID_OPERATION,
         nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, 0, fparams));
   CHECK("ExecuteProgramNV", "generated, unloaded id", GL_INVALID_OPERATION,
         nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, ids[0], fparams));
   /* "...if ExecuteProgramNV executes a program that is not a vertex
    *  state program."
    */
   CHECK("ExecuteProgramNV", "id of a vertex program", GL_INVALID_OPERATION,
         nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, vp, fparams));
   CHECK("ExecuteProgramNV", "target VERTEX_PROGRAM_NV, vertex program",
         GL_INVALID_OPERATION,
         nv.ExecuteProgramNV(GL_VERTEX_PROGRAM_NV, vp, fparams));
   /* "...the vertex state program to execute writes program parameters
    *  that are currently being tracked."  (c[0..3] track MODELVIEW.)
    */
   CHECK("ExecuteProgramNV", "writes a tracked register",
         GL_INVALID_OPERATION,
         nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, vsp_tracked,
                             fparams));
   CHECK("ExecuteProgramNV", "valid state program", GL_NO_ERROR,
         nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, vsp, fparams));
   /* "Executing vertex state programs is legal only outside a Begin/End
    *  pair."
    */
   CHECK_BEGIN_END("ExecuteProgramNV", GL_INVALID_OPERATION,
                   nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, vsp,
                                       fparams));

   /* ---- GetProgramParameter{f,d}vNV ---- */
   CHECK("GetProgramParameterfvNV", "target TEXTURE_2D", GL_INVALID_ENUM,
         nv.GetProgramParameterfvNV(GL_TEXTURE_2D, 0,
                                    GL_PROGRAM_PARAMETER_NV, fparams));
   CHECK("GetProgramParameterfvNV", "target VERTEX_STATE_PROGRAM_NV",
         GL_INVALID_ENUM,
         nv.GetProgramParameterfvNV(GL_VERTEX_STATE_PROGRAM_NV, 0,
                                    GL_PROGRAM_PARAMETER_NV, fparams));
   /* "The error INVALID_VALUE is generated if GetProgramParameterNV is
    *  called to query an index greater than 95." (255 with
    *  NV_vertex_program2)
    */
   CHECK("GetProgramParameterfvNV", "index 256", GL_INVALID_VALUE,
         nv.GetProgramParameterfvNV(GL_VERTEX_PROGRAM_NV, 256,
                                    GL_PROGRAM_PARAMETER_NV, fparams));
   /* "pname must be PROGRAM_PARAMETER_NV." */
   CHECK("GetProgramParameterfvNV", "pname TRACK_MATRIX_NV",
         GL_INVALID_ENUM,
         nv.GetProgramParameterfvNV(GL_VERTEX_PROGRAM_NV, 0,
                                    GL_TRACK_MATRIX_NV, fparams));
   CHECK_BEGIN_END("GetProgramParameterfvNV", GL_INVALID_OPERATION,
                   nv.GetProgramParameterfvNV(GL_VERTEX_PROGRAM_NV, 0,
                                              GL_PROGRAM_PARAMETER_NV,
                                              fparams));
   CHECK("GetProgramParameterdvNV", "target TEXTURE_2D", GL_INVALID_ENUM,
         get_param_dv(GL_TEXTURE_2D, 0, GL_PROGRAM_PARAMETER_NV, dparams));
   CHECK("GetProgramParameterdvNV", "target VERTEX_STATE_PROGRAM_NV",
         GL_INVALID_ENUM,
         get_param_dv(GL_VERTEX_STATE_PROGRAM_NV, 0,
                      GL_PROGRAM_PARAMETER_NV, dparams));
   CHECK("GetProgramParameterdvNV", "index 256", GL_INVALID_VALUE,
         get_param_dv(GL_VERTEX_PROGRAM_NV, 256, GL_PROGRAM_PARAMETER_NV,
                      dparams));
   CHECK("GetProgramParameterdvNV", "pname TRACK_MATRIX_NV",
         GL_INVALID_ENUM,
         get_param_dv(GL_VERTEX_PROGRAM_NV, 0, GL_TRACK_MATRIX_NV,
                      dparams));
   CHECK_BEGIN_END("GetProgramParameterdvNV", GL_INVALID_OPERATION,
                   get_param_dv(GL_VERTEX_PROGRAM_NV, 0,
                                GL_PROGRAM_PARAMETER_NV, dparams));

   /* ---- GetProgramivNV ---- */
   /* "The INVALID_OPERATION error is generated if the program named id
    *  does not exist."
    */
   CHECK("GetProgramivNV", "nonexistent id", GL_INVALID_OPERATION,
         nv.GetProgramivNV(unused, GL_PROGRAM_TARGET_NV, iv));
   CHECK("GetProgramivNV", "id 0", GL_INVALID_OPERATION,
         nv.GetProgramivNV(0, GL_PROGRAM_LENGTH_NV, iv));
   CHECK("GetProgramivNV", "generated, unloaded id", GL_INVALID_OPERATION,
         nv.GetProgramivNV(ids[0], GL_PROGRAM_RESIDENT_NV, iv));
   /* "pname must be one of PROGRAM_TARGET_NV, PROGRAM_LENGTH_NV, or
    *  PROGRAM_RESIDENT_NV."
    */
   CHECK("GetProgramivNV", "pname PROGRAM_STRING_NV", GL_INVALID_ENUM,
         nv.GetProgramivNV(vp, GL_PROGRAM_STRING_NV, iv));
   CHECK("GetProgramivNV", "pname PROGRAM_ERROR_POSITION_NV",
         GL_INVALID_ENUM,
         nv.GetProgramivNV(vp, GL_PROGRAM_ERROR_POSITION_NV, iv));
   CHECK_BEGIN_END("GetProgramivNV", GL_INVALID_OPERATION,
                   nv.GetProgramivNV(vp, GL_PROGRAM_TARGET_NV, iv));

   /* ---- GetProgramStringNV ---- */
   CHECK("GetProgramStringNV", "nonexistent id", GL_INVALID_OPERATION,
         nv.GetProgramStringNV(unused, GL_PROGRAM_STRING_NV, str));
   CHECK("GetProgramStringNV", "id 0", GL_INVALID_OPERATION,
         nv.GetProgramStringNV(0, GL_PROGRAM_STRING_NV, str));
   /* "pname must be PROGRAM_STRING_NV." */
   CHECK("GetProgramStringNV", "pname PROGRAM_LENGTH_NV", GL_INVALID_ENUM,
         nv.GetProgramStringNV(vp, GL_PROGRAM_LENGTH_NV, str));
   CHECK_BEGIN_END("GetProgramStringNV", GL_INVALID_OPERATION,
                   nv.GetProgramStringNV(vp, GL_PROGRAM_STRING_NV, str));
}

static void
parameter_checks(void)
{
   static const GLfloat f4[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
   static const GLdouble d4[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
   const GLenum bad_targets[2] = {
      GL_TEXTURE_2D, GL_VERTEX_STATE_PROGRAM_NV
   };
   const char *const bad_names[2] = {
      "target TEXTURE_2D", "target VERTEX_STATE_PROGRAM_NV"
   };

   for (unsigned t = 0; t < 2; t++) {
      GLenum bt = bad_targets[t];
      const char *n = bad_names[t];

      /* "The error INVALID_ENUM is generated if ... ProgramParameter4fNV,
       *  ProgramParameter4dNV, ProgramParameter4fvNV,
       *  ProgramParameter4dvNV, ProgramParameters4fvNV,
       *  ProgramParameters4dvNV, or TrackMatrixNV are called where
       *  <target> is not VERTEX_PROGRAM_NV."
       */
      CHECK("ProgramParameter4fNV", n, GL_INVALID_ENUM,
            nv.ProgramParameter4fNV(bt, 20, 1, 2, 3, 4));
      CHECK("ProgramParameter4dNV", n, GL_INVALID_ENUM,
            nv.ProgramParameter4dNV(bt, 20, 1, 2, 3, 4));
      CHECK("ProgramParameter4fvNV", n, GL_INVALID_ENUM,
            nv.ProgramParameter4fvNV(bt, 20, f4));
      CHECK("ProgramParameter4dvNV", n, GL_INVALID_ENUM,
            nv.ProgramParameter4dvNV(bt, 20, d4));
      CHECK("ProgramParameters4fvNV", n, GL_INVALID_ENUM,
            nv.ProgramParameters4fvNV(bt, 20, 2, f4));
      CHECK("ProgramParameters4dvNV", n, GL_INVALID_ENUM,
            nv.ProgramParameters4dvNV(bt, 20, 2, d4));
      CHECK("TrackMatrixNV", n, GL_INVALID_ENUM,
            nv.TrackMatrixNV(bt, 20, GL_MODELVIEW, GL_IDENTITY_NV));
   }

   /* "The error INVALID_VALUE is generated if any ProgramParameterNV has
    *  an index is greater than 95."  NV_vertex_program2: "greater than
    *  255 (was 95 in NV_vertex_program)".
    */
   CHECK("ProgramParameter4fNV", "index 256", GL_INVALID_VALUE,
         nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 256, 1, 2, 3, 4));
   CHECK("ProgramParameter4dNV", "index 256", GL_INVALID_VALUE,
         nv.ProgramParameter4dNV(GL_VERTEX_PROGRAM_NV, 256, 1, 2, 3, 4));
   CHECK("ProgramParameter4fvNV", "index 256", GL_INVALID_VALUE,
         nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 256, f4));
   CHECK("ProgramParameter4dvNV", "index 256", GL_INVALID_VALUE,
         nv.ProgramParameter4dvNV(GL_VERTEX_PROGRAM_NV, 256, d4));
   CHECK("ProgramParameter4fNV", "index 1000", GL_INVALID_VALUE,
         nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 1000, 1, 2, 3, 4));
   CHECK("ProgramParameters4fvNV", "index 256, num 1", GL_INVALID_VALUE,
         nv.ProgramParameters4fvNV(GL_VERTEX_PROGRAM_NV, 256, 1, f4));
   CHECK("ProgramParameters4dvNV", "index 256, num 1", GL_INVALID_VALUE,
         nv.ProgramParameters4dvNV(GL_VERTEX_PROGRAM_NV, 256, 1, d4));
   /* "The effect is the same (assuming no errors) as
    *  for (i=index; i<index+num; i++) ProgramParameter4{fd}vNV(...)"
    */
   CHECK("ProgramParameters4fvNV", "index 255, num 2 (reaches 256)",
         GL_INVALID_VALUE,
         nv.ProgramParameters4fvNV(GL_VERTEX_PROGRAM_NV, 255, 2, f4));
   CHECK("ProgramParameters4dvNV", "index 255, num 2 (reaches 256)",
         GL_INVALID_VALUE,
         nv.ProgramParameters4dvNV(GL_VERTEX_PROGRAM_NV, 255, 2, d4));
   /* "...ProgramParameters4dvNV or ProgramParameters4fvNV are called
    *  where <num> is negative."
    */
   CHECK("ProgramParameters4fvNV", "num -1", GL_INVALID_VALUE,
         nv.ProgramParameters4fvNV(GL_VERTEX_PROGRAM_NV, 20, -1, f4));
   CHECK("ProgramParameters4dvNV", "num -1", GL_INVALID_VALUE,
         nv.ProgramParameters4dvNV(GL_VERTEX_PROGRAM_NV, 20, -1, d4));
   CHECK("ProgramParameters4fvNV", "index 94, num 2", GL_NO_ERROR,
         nv.ProgramParameters4fvNV(GL_VERTEX_PROGRAM_NV, 94, 2, f4));

   /* "The INVALID_OPERATION error is generated if a ProgramParameterNV
    *  command is used to update a program parameter register currently
    *  tracking a matrix."  (c[0..3] track MODELVIEW.)
    */
   CHECK("ProgramParameter4fNV", "tracked register c[2]",
         GL_INVALID_OPERATION,
         nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 2, 1, 2, 3, 4));
   CHECK("ProgramParameter4dNV", "tracked register c[2]",
         GL_INVALID_OPERATION,
         nv.ProgramParameter4dNV(GL_VERTEX_PROGRAM_NV, 2, 1, 2, 3, 4));
   CHECK("ProgramParameter4fvNV", "tracked register c[0]",
         GL_INVALID_OPERATION,
         nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 0, f4));
   CHECK("ProgramParameter4dvNV", "tracked register c[3]",
         GL_INVALID_OPERATION,
         nv.ProgramParameter4dvNV(GL_VERTEX_PROGRAM_NV, 3, d4));
   CHECK("ProgramParameters4fvNV", "c[3..4], c[3] tracked",
         GL_INVALID_OPERATION,
         nv.ProgramParameters4fvNV(GL_VERTEX_PROGRAM_NV, 3, 2, f4));
   CHECK("ProgramParameters4dvNV", "c[3..4], c[3] tracked",
         GL_INVALID_OPERATION,
         nv.ProgramParameters4dvNV(GL_VERTEX_PROGRAM_NV, 3, 2, d4));

   /* "Vertex program parameter registers can be updated ... by the
    *  ProgramParameterNV commands outside of a Begin/End pair"
    */
   CHECK_BEGIN_END("ProgramParameter4fNV", GL_INVALID_OPERATION,
                   nv.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 20,
                                           1, 2, 3, 4));
   CHECK_BEGIN_END("ProgramParameter4dNV", GL_INVALID_OPERATION,
                   nv.ProgramParameter4dNV(GL_VERTEX_PROGRAM_NV, 20,
                                           1, 2, 3, 4));
   CHECK_BEGIN_END("ProgramParameter4fvNV", GL_INVALID_OPERATION,
                   nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 20, f4));
   CHECK_BEGIN_END("ProgramParameter4dvNV", GL_INVALID_OPERATION,
                   nv.ProgramParameter4dvNV(GL_VERTEX_PROGRAM_NV, 20, d4));
   CHECK_BEGIN_END("ProgramParameters4fvNV", GL_INVALID_OPERATION,
                   nv.ProgramParameters4fvNV(GL_VERTEX_PROGRAM_NV, 20, 2,
                                             f4));
   CHECK_BEGIN_END("ProgramParameters4dvNV", GL_INVALID_OPERATION,
                   nv.ProgramParameters4dvNV(GL_VERTEX_PROGRAM_NV, 20, 2,
                                             d4));
}

static void
track_checks(void)
{
   GLint max_matrices = 0, units = 0, iv[4];

   glGetIntegerv(GL_MAX_TRACK_MATRICES_NV, &max_matrices);
   glGetIntegerv(GL_MAX_TEXTURE_COORDS_ARB, &units);
   if (units <= 0)
      glGetIntegerv(GL_MAX_TEXTURE_UNITS_ARB, &units);

   /* "The INVALID_VALUE error is generated if address is not a multiple
    *  of four."
    */
   CHECK("TrackMatrixNV", "address 2", GL_INVALID_VALUE,
         nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 2, GL_PROJECTION,
                          GL_IDENTITY_NV));
   CHECK("TrackMatrixNV", "address 93", GL_INVALID_VALUE,
         nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 93, GL_PROJECTION,
                          GL_IDENTITY_NV));
   /* "matrix must be one of NONE, MODELVIEW, PROJECTION, TEXTURE,
    *  TEXTUREi_ARB ..., COLOR (if the ARB_imaging subset is supported),
    *  MODELVIEW_PROJECTION_NV, or MATRIXi_NV."
    */
   CHECK("TrackMatrixNV", "matrix TEXTURE_2D", GL_INVALID_ENUM,
         nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 8, GL_TEXTURE_2D,
                          GL_IDENTITY_NV));
   CHECK("TrackMatrixNV", "matrix MATRIX<MAX_TRACK_MATRICES_NV>_NV",
         GL_INVALID_ENUM,
         nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 8,
                          GL_MATRIX0_NV + max_matrices, GL_IDENTITY_NV));
   CHECK("TrackMatrixNV", "matrix TEXTURE<units>", GL_INVALID_ENUM,
         nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 8, GL_TEXTURE0 + units,
                          GL_IDENTITY_NV));
   /* "transform must be one of IDENTITY_NV, INVERSE_NV, TRANSPOSE_NV, or
    *  INVERSE_TRANSPOSE_NV."
    */
   CHECK("TrackMatrixNV", "transform MODELVIEW", GL_INVALID_ENUM,
         nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 8, GL_PROJECTION,
                          GL_MODELVIEW));
   CHECK("TrackMatrixNV", "matrix NONE, transform TEXTURE_2D",
         GL_INVALID_ENUM,
         nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 8, GL_NONE, GL_TEXTURE_2D));
   CHECK_BEGIN_END("TrackMatrixNV", GL_INVALID_OPERATION,
                   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 8, GL_PROJECTION,
                                    GL_IDENTITY_NV));
   {
      GLint m = -1;

      nv.GetTrackMatrixivNV(GL_VERTEX_PROGRAM_NV, 8, GL_TRACK_MATRIX_NV, &m);
      if (m != GL_NONE) {
         printf("a failed TrackMatrixNV changed c[8]'s tracking to %s\n",
                nvpt_enum_name(m));
         CHECK("TrackMatrixNV", "failed calls change nothing",
               GL_INVALID_VALUE, (void) 0);
      }
   }

   CHECK("GetTrackMatrixivNV", "target TEXTURE_2D", GL_INVALID_ENUM,
         nv.GetTrackMatrixivNV(GL_TEXTURE_2D, 0, GL_TRACK_MATRIX_NV, iv));
   CHECK("GetTrackMatrixivNV", "target VERTEX_STATE_PROGRAM_NV",
         GL_INVALID_ENUM,
         nv.GetTrackMatrixivNV(GL_VERTEX_STATE_PROGRAM_NV, 0,
                               GL_TRACK_MATRIX_NV, iv));
   /* "The INVALID_VALUE error is generated if address is not divisible by
    *  four and is not less than 96."
    */
   CHECK("GetTrackMatrixivNV", "address 2", GL_INVALID_VALUE,
         nv.GetTrackMatrixivNV(GL_VERTEX_PROGRAM_NV, 2, GL_TRACK_MATRIX_NV,
                               iv));
   CHECK("GetTrackMatrixivNV", "address 96", GL_INVALID_VALUE,
         nv.GetTrackMatrixivNV(GL_VERTEX_PROGRAM_NV, 256, GL_TRACK_MATRIX_NV,
                               iv));
   /* "pname must be either TRACK_MATRIX_NV or TRACK_MATRIX_TRANSFORM_NV." */
   CHECK("GetTrackMatrixivNV", "pname PROGRAM_PARAMETER_NV",
         GL_INVALID_ENUM,
         nv.GetTrackMatrixivNV(GL_VERTEX_PROGRAM_NV, 0,
                               GL_PROGRAM_PARAMETER_NV, iv));
   CHECK_BEGIN_END("GetTrackMatrixivNV", GL_INVALID_OPERATION,
                   nv.GetTrackMatrixivNV(GL_VERTEX_PROGRAM_NV, 0,
                                         GL_TRACK_MATRIX_NV, iv));
}

static void
attrib_query_checks(void)
{
   static const GLfloat data[16];
   GLdouble d[4];
   GLfloat f[4];
   GLint i[4];
   void *ptr;
   const char *vap = "VertexAttribPointerNV";

   /* "The INVALID_VALUE error is generated if index is greater than
    *  15."  "size must be one of 1, 2, 3, or 4."  "The INVALID_VALUE
    *  error is generated if stride is negative."  "The INVALID_OPERATION
    *  error is generated if type is UNSIGNED_BYTE and size is not 4."
    *  "type must be one of SHORT, FLOAT, DOUBLE, or UNSIGNED_BYTE"
    */
   CHECK(vap, "index 16", GL_INVALID_VALUE,
         attrib_pointer(16, 4, GL_FLOAT, 0, data));
   CHECK(vap, "size 0", GL_INVALID_VALUE,
         attrib_pointer(1, 0, GL_FLOAT, 0, data));
   CHECK(vap, "size 5", GL_INVALID_VALUE,
         attrib_pointer(1, 5, GL_FLOAT, 0, data));
   CHECK(vap, "stride -1", GL_INVALID_VALUE,
         attrib_pointer(1, 4, GL_FLOAT, -1, data));
   for (int size = 1; size <= 3; size++) {
      char cond[48];

      snprintf(cond, sizeof(cond), "UNSIGNED_BYTE, size %d", size);
      CHECK(vap, cond, GL_INVALID_OPERATION,
            attrib_pointer(1, size, GL_UNSIGNED_BYTE, 0, data));
   }
   CHECK(vap, "type INT", GL_INVALID_ENUM,
         attrib_pointer(1, 4, GL_INT, 0, data));
   CHECK(vap, "type BYTE", GL_INVALID_ENUM,
         attrib_pointer(1, 4, GL_BYTE, 0, data));
   CHECK(vap, "type UNSIGNED_SHORT", GL_INVALID_ENUM,
         attrib_pointer(1, 4, GL_UNSIGNED_SHORT, 0, data));
   CHECK_BEGIN_END(vap, GL_INVALID_OPERATION,
                   attrib_pointer(1, 4, GL_FLOAT, 0, data));

   /* "The INVALID_VALUE error is generated if index is greater than 15,
    *  or if index is zero and pname is CURRENT_ATTRIB_NV."
    *  "pname must be one of ATTRIB_ARRAY_SIZE_NV, ATTRIB_ARRAY_STRIDE_NV,
    *  ATTRIB_ARRAY_TYPE_NV, or CURRENT_ATTRIB_NV."
    */
   CHECK("GetVertexAttribdvNV", "index 16", GL_INVALID_VALUE,
         get_attrib_dv(16, GL_ATTRIB_ARRAY_SIZE_NV, d));
   CHECK("GetVertexAttribdvNV", "index 0, CURRENT_ATTRIB_NV",
         GL_INVALID_VALUE, get_attrib_dv(0, GL_CURRENT_ATTRIB_NV, d));
   CHECK("GetVertexAttribdvNV", "pname ATTRIB_ARRAY_POINTER_NV",
         GL_INVALID_ENUM, get_attrib_dv(1, GL_ATTRIB_ARRAY_POINTER_NV, d));
   CHECK("GetVertexAttribdvNV", "index 0, ATTRIB_ARRAY_SIZE_NV",
         GL_NO_ERROR, get_attrib_dv(0, GL_ATTRIB_ARRAY_SIZE_NV, d));
   CHECK_BEGIN_END("GetVertexAttribdvNV", GL_INVALID_OPERATION,
                   get_attrib_dv(1, GL_CURRENT_ATTRIB_NV, d));
   CHECK("GetVertexAttribfvNV", "index 16", GL_INVALID_VALUE,
         nv.GetVertexAttribfvNV(16, GL_ATTRIB_ARRAY_SIZE_NV, f));
   CHECK("GetVertexAttribfvNV", "index 0, CURRENT_ATTRIB_NV",
         GL_INVALID_VALUE,
         nv.GetVertexAttribfvNV(0, GL_CURRENT_ATTRIB_NV, f));
   CHECK("GetVertexAttribfvNV", "pname ATTRIB_ARRAY_POINTER_NV",
         GL_INVALID_ENUM,
         nv.GetVertexAttribfvNV(1, GL_ATTRIB_ARRAY_POINTER_NV, f));
   CHECK("GetVertexAttribfvNV", "index 0, ATTRIB_ARRAY_TYPE_NV",
         GL_NO_ERROR, nv.GetVertexAttribfvNV(0, GL_ATTRIB_ARRAY_TYPE_NV, f));
   CHECK_BEGIN_END("GetVertexAttribfvNV", GL_INVALID_OPERATION,
                   nv.GetVertexAttribfvNV(1, GL_CURRENT_ATTRIB_NV, f));
   CHECK("GetVertexAttribivNV", "index 16", GL_INVALID_VALUE,
         get_attrib_iv(16, GL_ATTRIB_ARRAY_SIZE_NV, i));
   CHECK("GetVertexAttribivNV", "index 0, CURRENT_ATTRIB_NV",
         GL_INVALID_VALUE, get_attrib_iv(0, GL_CURRENT_ATTRIB_NV, i));
   CHECK("GetVertexAttribivNV", "pname ATTRIB_ARRAY_POINTER_NV",
         GL_INVALID_ENUM, get_attrib_iv(1, GL_ATTRIB_ARRAY_POINTER_NV, i));
   CHECK("GetVertexAttribivNV", "index 0, ATTRIB_ARRAY_STRIDE_NV",
         GL_NO_ERROR, get_attrib_iv(0, GL_ATTRIB_ARRAY_STRIDE_NV, i));
   CHECK_BEGIN_END("GetVertexAttribivNV", GL_INVALID_OPERATION,
                   get_attrib_iv(1, GL_CURRENT_ATTRIB_NV, i));

   /* "The INVALID_VALUE error is generated if index greater than 15."
    *  "pname must be ATTRIB_ARRAY_POINTER_NV."
    */
   CHECK("GetVertexAttribPointervNV", "index 16", GL_INVALID_VALUE,
         get_attrib_pointer(16, GL_ATTRIB_ARRAY_POINTER_NV, &ptr));
   CHECK("GetVertexAttribPointervNV", "pname ATTRIB_ARRAY_SIZE_NV",
         GL_INVALID_ENUM,
         get_attrib_pointer(1, GL_ATTRIB_ARRAY_SIZE_NV, &ptr));
   CHECK("GetVertexAttribPointervNV", "index 15", GL_NO_ERROR,
         get_attrib_pointer(15, GL_ATTRIB_ARRAY_POINTER_NV, &ptr));
   CHECK_BEGIN_END("GetVertexAttribPointervNV", GL_INVALID_OPERATION,
                   get_attrib_pointer(1, GL_ATTRIB_ARRAY_POINTER_NV, &ptr));
}

/* "The INVALID_OPERATION error is generated when both vertex program mode
 *  is enabled and Begin is called (or when a command that performs an
 *  implicit Begin is called) if the current vertex program is nonexistent
 *  or not valid."
 */
static void
begin_checks(GLuint unused)
{
   static const GLfloat pos[4] = { 0, 0, 0, 1 };

   nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, unused);
   glEnable(GL_VERTEX_PROGRAM_NV);
   CHECK("Begin", "VERTEX_PROGRAM_NV on, program nonexistent",
         GL_INVALID_OPERATION, glBegin(GL_POINTS); glEnd());
   glVertexPointer(4, GL_FLOAT, 0, pos);
   glEnableClientState(GL_VERTEX_ARRAY);
   CHECK("DrawArrays", "VERTEX_PROGRAM_NV on, program nonexistent",
         GL_INVALID_OPERATION, glDrawArrays(GL_POINTS, 0, 1));
   glDisableClientState(GL_VERTEX_ARRAY);
   CHECK("RasterPos", "VERTEX_PROGRAM_NV on, program nonexistent",
         GL_INVALID_OPERATION, glRasterPos2f(0, 0));
   glDisable(GL_VERTEX_PROGRAM_NV);
   nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, 0);
}

/* Prints the table and its counts; returns the number of failed rows. */
static unsigned
print_table(void)
{
   unsigned failed = 0, entries = 0;

   printf("%-26s %-46s %-20s %s\n", "entry point", "condition", "expected",
          "got");
   for (unsigned r = 0; r < num_rows; r++) {
      bool ok = rows[r].got == rows[r].expected;
      char exp_name[32];
      bool first = true;

      for (unsigned k = 0; k < r; k++) {
         if (strcmp(rows[k].entry, rows[r].entry) == 0) {
            first = false;
            break;
         }
      }
      entries += first;
      if (!ok)
         failed++;
      snprintf(exp_name, sizeof(exp_name), "%s",
               nvpt_enum_name(rows[r].expected));
      printf("%-26s %-46s %-20s %s%s\n", rows[r].entry, rows[r].cond,
             exp_name, nvpt_enum_name(rows[r].got), ok ? "" : "  <- FAIL");
   }
   {
      unsigned errors = 0;

      for (unsigned r = 0; r < num_rows; r++)
         errors += rows[r].expected != GL_NO_ERROR;
      printf("%u entry points, %u checks (%u expecting an error, %u "
             "expecting none), %u failed\n", entries, num_rows, errors,
             num_rows - errors, failed);
   }
   return failed;
}

/* A crash inside the GL: name the call, print what was checked. */
static void
crash_handler(int sig)
{
   printf("signal %d in %s (%s); the checks before it:\n", sig,
          current_entry, current_cond);
   print_table();
   nvpt_report(NVPT_FAIL);
}

enum nvpt_result
nvpt_test(void)
{
   GLuint vp = 0x1001, vsp = 0x1002, vsp_tracked = 0x1003;
   GLuint unused = 0x7777;
   unsigned failed;
   bool pass = true;

   nvpt_require_nv_vertex_program();
   signal(SIGSEGV, crash_handler);
   signal(SIGBUS, crash_handler);
   signal(SIGFPE, crash_handler);
   nvpt_require_extension("GL_NV_vertex_program1_1");

   get_param_dv = nvpt_get_proc("glGetProgramParameterdvNV");
   get_attrib_dv = nvpt_get_proc("glGetVertexAttribdvNV");
   get_attrib_iv = nvpt_get_proc("glGetVertexAttribivNV");
   get_attrib_pointer = nvpt_get_proc("glGetVertexAttribPointervNV");
   attrib_pointer = nvpt_get_proc("glVertexAttribPointerNV");
   for (unsigned i = 0; i < NUM_ATTRIB; i++) {
      char name[64];

      snprintf(name, sizeof(name), "gl%s", attrib_names[i]);
      attrib_procs[i] = nvpt_get_proc(name);
   }
   for (unsigned i = 0; i < NUM_ATTRIBS; i++) {
      char name[64];

      snprintf(name, sizeof(name), "gl%s", attribs_names[i]);
      attribs_procs[i] = nvpt_get_proc(name);
   }

   pass = nvpt_load_nv_program(GL_VERTEX_PROGRAM_NV, vp, vp_text) && pass;
   pass = nvpt_load_nv_program(GL_VERTEX_STATE_PROGRAM_NV, vsp, vsp_text) &&
          pass;
   pass = nvpt_load_nv_program(GL_VERTEX_STATE_PROGRAM_NV, vsp_tracked,
                               vsp_tracked_text) && pass;
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 0, GL_MODELVIEW, GL_IDENTITY_NV);
   pass = nvpt_expect_error(GL_NO_ERROR, "TrackMatrixNV(0, MODELVIEW)") &&
          pass;
   if (!pass)
      return NVPT_FAIL;

   program_checks(vp, vsp, vsp_tracked, unused);
   parameter_checks();
   track_checks();
   attrib_query_checks();
   attrib_family_checks();
   begin_checks(unused);

   failed = print_table();
   return failed == 0 ? NVPT_PASS : NVPT_FAIL;
}
