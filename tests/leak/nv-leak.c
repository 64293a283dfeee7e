/*
 * No leak from the NV_vertex_program and NV_gpu_program4 paths of the GL:
 * an OSMesa context loads good and malformed programs (every kind of load error leaves
 * allocations behind if an error path forgets one), replaces, draws,
 * executes state programs, deletes programs, and is destroyed.  Run
 * under valgrind by meson (tests/leak/meson.build), which fails on any
 * definite or indirect leak and on any invalid read or write.  Prints
 * "PASS" after checking that the GL did what was asked, so that a run in
 * which nothing happened cannot pass.
 */
#define GL_GLEXT_PROTOTYPES 1
#include <GL/gl.h>
#include <GL/glext.h>
#include <GL/osmesa.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SIZE 8

static const char *const good[] = {
   "!!VP1.0\nARL A0.x, v[TEX0].x;\nMOV o[HPOS], v[OPOS];\n"
   "MOV o[COL0], c[A0.x + 1];\nEND",
   "!!VP1.1\nOPTION NV_position_invariant;\nDPH o[COL0], v[3], c[7];\n"
   "END",
   "!!VP1.0\nDP4 o[HPOS].x, c[0], v[0];\nDP4 o[HPOS].y, c[1], v[0];\n"
   "DP4 o[HPOS].z, c[2], v[0];\nDP4 o[HPOS].w, c[3], v[0];\n"
   "LIT R0, v[2];\nMUL o[COL0], R0.y, c[4];\nEND",
};

/* One per kind of load error the parser and the state tracker report. */
static const char *const bad[] = {
   "", "!!VP1.0", "!!VP1.0\nMOV o[HPOS], c[96];\nEND",
   "!!VP1.0\nADD o[HPOS], c[0], c[1];\nEND",
   "!!VP1.0\nMOV o[COL0], v[0];\nEND",
   "!!VP1.0\nMOV o[HPOS], v[0]\nEND",
   "!!VP1.1\nOPTION NV_position_invariant;\nMOV o[HPOS], v[0];\nEND",
   "!!VSP1.0\nMOV c[0], v[1];\nEND",
   "!!VP2.0\nBRA nowhere;\nMOV o[HPOS], v[0];\nEND",
   "!!VP1.0\n\x80\xff\nEND",
};

/* NV_gpu_program4 through ProgramStringARB: one of each stage that draws
 * (flow, subroutines, integers, a texture), and one each that fails in
 * the parser, in the emitter (a unit read as float and integer texels)
 * and in the state tracker's checks. */
static const char gp4_vp[] =
   "!!NVvp4.0\nINT TEMP i;\nTEMP r;\nPARAM p = program.local[0];\n"
   "MOV result.position, vertex.position;\nMOV.S i, 3;\n"
   "REP.S i.x;\nADD.S.CC i.y, i.y, p.x;\nBRK (GT.y);\nENDREP;\n"
   "CAL f;\nI2F result.color, i;\nRET;\nf:\nMUL.S i, i, 2;\nRET;\nEND";
static const char gp4_fp[] =
   "!!NVfp4.0\nTEMP r;\nTEX r, fragment.texcoord[0], texture[0], 2D;\n"
   "TRUNC.U r, r;\nI2F.U result.color, r;\nEND";
static const char *const gp4_bad[] = {
   "!!NVfp4.0\nTEMP r;\nAND.F r, r, r;\nEND",
   "!!NVfp4.0\nTEMP r;\nTEX r, r, texture[0], 2D;\n"
   "TEX.U r, r, texture[0], 2D;\nMOV result.color, r;\nEND",
};

static const char state_program[] =
   "!!VSP1.0\nMUL c[10], v[0], c[11];\nRCP c[12].x, v[0].y;\nEND";

#define P(name, type) type name = (type) OSMesaGetProcAddress("gl" #name)

int
main(void)
{
   OSMesaContext ctx = OSMesaCreateContextExt(OSMESA_RGBA, 0, 0, 0, NULL);
   float *buf = calloc(SIZE * SIZE * 4, sizeof(float));
   unsigned errors_seen = 0, loads = 0;
   float c10[4], pixel[4];
   bool ok = true;

   if (!ctx || !buf ||
       !OSMesaMakeCurrent(ctx, buf, GL_FLOAT, SIZE, SIZE)) {
      printf("FAIL: no OSMesa context\n");
      return 1;
   }
   P(LoadProgramNV, PFNGLLOADPROGRAMNVPROC);
   P(BindProgramNV, PFNGLBINDPROGRAMNVPROC);
   P(DeleteProgramsNV, PFNGLDELETEPROGRAMSNVPROC);
   P(ExecuteProgramNV, PFNGLEXECUTEPROGRAMNVPROC);
   P(ProgramParameter4fNV, PFNGLPROGRAMPARAMETER4FNVPROC);
   P(GetProgramParameterfvNV, PFNGLGETPROGRAMPARAMETERFVNVPROC);
   P(TrackMatrixNV, PFNGLTRACKMATRIXNVPROC);
   P(ProgramStringARB, PFNGLPROGRAMSTRINGARBPROC);
   P(BindProgramARB, PFNGLBINDPROGRAMARBPROC);
   P(ProgramLocalParameterI4iNV, PFNGLPROGRAMLOCALPARAMETERI4INVPROC);

   for (unsigned round = 0; round < 3; round++) {
      for (unsigned i = 0; i < sizeof(good) / sizeof(good[0]); i++) {
         GLuint id = 1 + i;

         LoadProgramNV(GL_VERTEX_PROGRAM_NV, id, strlen(good[i]),
                       (const GLubyte *) good[i]);
         loads += glGetError() == GL_NO_ERROR;
         for (unsigned k = 0; k < sizeof(bad) / sizeof(bad[0]); k++) {
            LoadProgramNV(GL_VERTEX_PROGRAM_NV, id, strlen(bad[k]),
                          (const GLubyte *) bad[k]);
            errors_seen += glGetError() == GL_INVALID_OPERATION;
         }
         BindProgramNV(GL_VERTEX_PROGRAM_NV, id);
         TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 0, GL_MODELVIEW_PROJECTION_NV,
                       GL_IDENTITY_NV);
         ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 4, 0.25f, 0.5f, 0.75f,
                              1.0f);
         glEnable(GL_VERTEX_PROGRAM_NV);
         glBegin(GL_TRIANGLES);
         glNormal3f(1.0f, 1.0f, 0.0f);
         glVertex2f(-1.0f, -1.0f);
         glVertex2f(3.0f, -1.0f);
         glVertex2f(-1.0f, 3.0f);
         glEnd();
         glFinish();
         ok &= glGetError() == GL_NO_ERROR;
         glDisable(GL_VERTEX_PROGRAM_NV);
      }
      memcpy(pixel, buf, sizeof(pixel));
      LoadProgramNV(GL_VERTEX_STATE_PROGRAM_NV, 20, strlen(state_program),
                    (const GLubyte *) state_program);
      ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, 11, 2.0f, 3.0f, 4.0f,
                           5.0f);
      {
         static const GLfloat v0[4] = { 1.0f, 2.0f, 3.0f, 4.0f };

         ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, 20, v0);
      }
      GetProgramParameterfvNV(GL_VERTEX_PROGRAM_NV, 10,
                              GL_PROGRAM_PARAMETER_NV, c10);
      ok &= glGetError() == GL_NO_ERROR;
      ok &= c10[0] == 2.0f && c10[1] == 6.0f && c10[2] == 12.0f &&
            c10[3] == 20.0f;
      {
         static const GLuint ids[] = { 1, 2, 3, 20 };

         DeleteProgramsNV(4, ids);
      }

      /* NV_gpu_program4 */
      BindProgramARB(GL_VERTEX_PROGRAM_ARB, 30);
      ProgramStringARB(GL_VERTEX_PROGRAM_ARB, GL_PROGRAM_FORMAT_ASCII_ARB,
                       strlen(gp4_vp), gp4_vp);
      loads += glGetError() == GL_NO_ERROR;
      BindProgramARB(GL_FRAGMENT_PROGRAM_ARB, 31);
      ProgramStringARB(GL_FRAGMENT_PROGRAM_ARB,
                       GL_PROGRAM_FORMAT_ASCII_ARB, strlen(gp4_fp), gp4_fp);
      loads += glGetError() == GL_NO_ERROR;
      for (unsigned k = 0; k < sizeof(gp4_bad) / sizeof(gp4_bad[0]); k++) {
         ProgramStringARB(GL_FRAGMENT_PROGRAM_ARB,
                          GL_PROGRAM_FORMAT_ASCII_ARB, strlen(gp4_bad[k]),
                          gp4_bad[k]);
         errors_seen += glGetError() == GL_INVALID_OPERATION;
      }
      {
         GLuint list = glGenLists(1);

         glNewList(list, GL_COMPILE);
         ProgramLocalParameterI4iNV(GL_VERTEX_PROGRAM_ARB, 0, -1, 0, 0, 0);
         glEndList();
         glCallList(list);
         glDeleteLists(list, 1);
      }
      glEnable(GL_VERTEX_PROGRAM_ARB);
      glEnable(GL_FRAGMENT_PROGRAM_ARB);
      glBegin(GL_TRIANGLES);
      glVertex2f(-1.0f, -1.0f);
      glVertex2f(3.0f, -1.0f);
      glVertex2f(-1.0f, 3.0f);
      glEnd();
      glFinish();
      ok &= glGetError() == GL_NO_ERROR;
      glDisable(GL_VERTEX_PROGRAM_ARB);
      glDisable(GL_FRAGMENT_PROGRAM_ARB);
      {
         static const GLuint ids[] = { 30, 31 };

         DeleteProgramsNV(2, ids);
      }
   }
   OSMesaDestroyContext(ctx);
   free(buf);

   /* The last drawn program: LIT of the normal (1, 1, 0): y = 1, times
    * c[4]. */
   if (pixel[0] != 0.25f || pixel[1] != 0.5f || pixel[2] != 0.75f ||
       pixel[3] != 1.0f) {
      printf("FAIL: pixel %g %g %g %g, expected 0.25 0.5 0.75 1\n",
             pixel[0], pixel[1], pixel[2], pixel[3]);
      ok = false;
   }
   if (loads != 15 || errors_seen != 96) {
      printf("FAIL: %u of 15 good loads, %u of 96 load errors\n", loads,
             errors_seen);
      ok = false;
   }
   printf("%s\n", ok ? "PASS" : "FAIL");
   return ok ? 0 : 1;
}
