/*
 * Helpers of the NV_fragment_program GL tests; see fp1-common.h.
 */
#include "fp1-common.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

struct nvpt_nv_fp nvfp;

void
nvpt_require_nv_fragment_program(void)
{
   nvpt_require_extension("GL_NV_fragment_program");

#define GET(name) nvfp.name = nvpt_get_proc("gl" #name)
   GET(BindProgramNV);
   GET(DeleteProgramsNV);
   GET(GenProgramsNV);
   GET(IsProgramNV);
   GET(LoadProgramNV);
   GET(GetProgramivNV);
   GET(GetProgramStringNV);
   GET(AreProgramsResidentNV);
   GET(ProgramNamedParameter4fNV);
   GET(ProgramNamedParameter4dNV);
   GET(ProgramNamedParameter4fvNV);
   GET(ProgramNamedParameter4dvNV);
   GET(GetProgramNamedParameterfvNV);
   GET(GetProgramNamedParameterdvNV);
   GET(ProgramLocalParameter4fvARB);
   GET(ProgramLocalParameter4dARB);
   GET(GetProgramLocalParameterfvARB);
   GET(GetProgramLocalParameterdvARB);
   GET(ProgramStringARB);
   GET(BindProgramARB);
#undef GET
}

bool
nvpt_use_nv_fp(GLuint id, const char *text)
{
   GLint pos = -2;

   nvfp.LoadProgramNV(GL_FRAGMENT_PROGRAM_NV, id, (GLsizei)strlen(text),
                      (const GLubyte *)text);
   glGetIntegerv(GL_PROGRAM_ERROR_POSITION_NV, &pos);
   if (!nvpt_expect_error(GL_NO_ERROR, "LoadProgramNV(%u)", id) ||
       pos != -1) {
      printf("  error position %d: %s\n  program:\n%s\n", pos,
             (const char *)glGetString(GL_PROGRAM_ERROR_STRING_NV), text);
      return false;
   }
   nvfp.BindProgramNV(GL_FRAGMENT_PROGRAM_NV, id);
   glEnable(GL_FRAGMENT_PROGRAM_NV);
   return nvpt_expect_error(GL_NO_ERROR, "binding fragment program %u", id);
}

bool
nvpt_fp_eval(GLuint id, const char *body, const float p[4][4],
             float out[4])
{
   static char text[16384];

   /* "each fragment program instruction can use at most one unique
    * program parameter": the cases read R0..R3, loaded from p[0..3]. */
   snprintf(text, sizeof(text),
            "!!FP1.0\n"
            "MOVR R0, p[0];\nMOVR R1, p[1];\nMOVR R2, p[2];\n"
            "MOVR R3, p[3];\n%sEND", body);
   if (!nvpt_use_nv_fp(id, text))
      return false;
   for (unsigned k = 0; k < 4; k++)
      nvfp.ProgramLocalParameter4fvARB(GL_FRAGMENT_PROGRAM_NV, k, p[k]);
   if (!nvpt_expect_error(GL_NO_ERROR, "ProgramLocalParameter4fvARB"))
      return false;
   if (!nvpt_draw_point_and_read(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, out)) {
      printf("  program:\n%s\n", text);
      return false;
   }
   return true;
}

float
nvpt_bits_f(unsigned u)
{
   float f;
   memcpy(&f, &u, 4);
   return f;
}

unsigned
nvpt_f_bits(float f)
{
   unsigned u;
   memcpy(&u, &f, 4);
   return u;
}

static bool
same(float got, float want, float tol)
{
   if (isnan(want))
      return isnan(got);
   if (tol == 0.0f)
      return nvpt_f_bits(got) == nvpt_f_bits(want);
   return nvpt_float_matches(got, want, tol);
}

bool
nvpt_run_fp_cases(const struct nvpt_fp_case *cases, unsigned n,
                  GLuint first_id)
{
   bool pass = true;

   for (unsigned i = 0; i < n; i++) {
      const struct nvpt_fp_case *t = &cases[i];
      float got[4];
      bool ok = true;

      if (!nvpt_fp_eval(first_id + i, t->body, t->p, got)) {
         printf("FAIL %s\n", t->name);
         pass = false;
         continue;
      }
      for (unsigned c = 0; c < 4; c++)
         ok = same(got[c], t->expected[c], t->tol[c]) && ok;
      if (!ok) {
         char label[512];
         nvpt_case_label(label, sizeof(label), t->name, t->body);
         printf("FAIL %s:\n  got      %.9g %.9g %.9g %.9g "
                "(0x%08x 0x%08x 0x%08x 0x%08x)\n"
                "  expected %.9g %.9g %.9g %.9g "
                "(0x%08x 0x%08x 0x%08x 0x%08x)\n", label,
                got[0], got[1], got[2], got[3], nvpt_f_bits(got[0]),
                nvpt_f_bits(got[1]), nvpt_f_bits(got[2]),
                nvpt_f_bits(got[3]), t->expected[0], t->expected[1],
                t->expected[2], t->expected[3],
                nvpt_f_bits(t->expected[0]), nvpt_f_bits(t->expected[1]),
                nvpt_f_bits(t->expected[2]), nvpt_f_bits(t->expected[3]));
         pass = false;
      }
   }
   return pass;
}

enum nvpt_result
nvpt_fp_cases_test(const struct nvpt_fp_case *cases, unsigned n)
{
   nvpt_require_nv_fragment_program();
   nvpt_float_target_begin();
   return nvpt_end_test(nvpt_run_fp_cases(cases, n, 1));
}

void
nvpt_float_depth_target_begin(void)
{
   PFNGLGENRENDERBUFFERSPROC gen_rb;
   PFNGLBINDRENDERBUFFERPROC bind_rb;
   PFNGLRENDERBUFFERSTORAGEPROC storage;
   PFNGLFRAMEBUFFERRENDERBUFFERPROC attach;
   PFNGLCHECKFRAMEBUFFERSTATUSPROC status;
   GLuint rb;

   nvpt_require_extension("GL_ARB_depth_buffer_float");
   nvpt_float_target_begin();
   gen_rb = nvpt_get_proc("glGenRenderbuffers");
   bind_rb = nvpt_get_proc("glBindRenderbuffer");
   storage = nvpt_get_proc("glRenderbufferStorage");
   attach = nvpt_get_proc("glFramebufferRenderbuffer");
   status = nvpt_get_proc("glCheckFramebufferStatus");
   gen_rb(1, &rb);
   bind_rb(GL_RENDERBUFFER, rb);
   storage(GL_RENDERBUFFER, GL_DEPTH_COMPONENT32F, NVPT_WIDTH, NVPT_HEIGHT);
   attach(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, rb);
   if (status(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE)
      nvpt_skip("float colour + DEPTH_COMPONENT32F incomplete");
}
