/*
 * Helpers of the NV_fragment_program GL tests (tests/piglit/fp1-*.c), on
 * top of harness.h.
 */
#ifndef NVPT_FP1_COMMON_H
#define NVPT_FP1_COMMON_H

#include "harness.h"

struct nvpt_nv_fp {
   PFNGLBINDPROGRAMNVPROC BindProgramNV;
   PFNGLDELETEPROGRAMSNVPROC DeleteProgramsNV;
   PFNGLGENPROGRAMSNVPROC GenProgramsNV;
   PFNGLISPROGRAMNVPROC IsProgramNV;
   PFNGLLOADPROGRAMNVPROC LoadProgramNV;
   PFNGLGETPROGRAMIVNVPROC GetProgramivNV;
   PFNGLGETPROGRAMSTRINGNVPROC GetProgramStringNV;
   PFNGLAREPROGRAMSRESIDENTNVPROC AreProgramsResidentNV;
   PFNGLPROGRAMNAMEDPARAMETER4FNVPROC ProgramNamedParameter4fNV;
   PFNGLPROGRAMNAMEDPARAMETER4DNVPROC ProgramNamedParameter4dNV;
   PFNGLPROGRAMNAMEDPARAMETER4FVNVPROC ProgramNamedParameter4fvNV;
   PFNGLPROGRAMNAMEDPARAMETER4DVNVPROC ProgramNamedParameter4dvNV;
   PFNGLGETPROGRAMNAMEDPARAMETERFVNVPROC GetProgramNamedParameterfvNV;
   PFNGLGETPROGRAMNAMEDPARAMETERDVNVPROC GetProgramNamedParameterdvNV;
   PFNGLPROGRAMLOCALPARAMETER4FVARBPROC ProgramLocalParameter4fvARB;
   PFNGLPROGRAMLOCALPARAMETER4DARBPROC ProgramLocalParameter4dARB;
   PFNGLGETPROGRAMLOCALPARAMETERFVARBPROC GetProgramLocalParameterfvARB;
   PFNGLGETPROGRAMLOCALPARAMETERDVARBPROC GetProgramLocalParameterdvARB;
   PFNGLPROGRAMSTRINGARBPROC ProgramStringARB;
   PFNGLBINDPROGRAMARBPROC BindProgramARB;
};

extern struct nvpt_nv_fp nvfp;

/* Skips without GL_NV_fragment_program; fills 'nvfp'. */
void nvpt_require_nv_fragment_program(void);

/* Loads text as FRAGMENT_PROGRAM_NV program 'id', binds it and enables
 * FRAGMENT_PROGRAM_NV; expects no error and error position -1. */
bool nvpt_use_nv_fp(GLuint id, const char *text);

/* nvpt_float_target_begin() plus a DEPTH_COMPONENT32F depth buffer, read
 * back exactly (skips without GL_ARB_depth_buffer_float). */
void nvpt_float_depth_target_begin(void);

/*
 * Loads "!!FP1.0\n" + "MOVR Rn, p[n];" for n = 0..3 + body + "END" as
 * program 'id' (nvpt_use_nv_fp) with p[0..3] = p, draws one point at the probe pixel of the float target
 * and reads it back.  false (after printing why) on any error or when
 * the fragment was not drawn.
 */
bool nvpt_fp_eval(GLuint id, const char *body, const float p[4][4],
                  float out[4]);

/*
 * A table-driven instruction test: each case's body runs as a program
 * with p[0..3] set, and the pixel must equal 'expected' bit for bit
 * (-0.0 is not +0.0, NaN must be NaN) or within tol[c] when it is not 0.
 */
struct nvpt_fp_case {
   const char *name;
   const char *body;
   float p[4][4];
   float expected[4];
   float tol[4];
};

bool nvpt_run_fp_cases(const struct nvpt_fp_case *cases, unsigned n,
                       GLuint first_id);

/* nvpt_test() of such a test: requires the extension, float target,
 * cases as programs 1, 2, ... */
enum nvpt_result nvpt_fp_cases_test(const struct nvpt_fp_case *cases,
                                    unsigned n);

/* Bits of a float, and a float from bits, for raw-bit expectations. */
float nvpt_bits_f(unsigned u);
unsigned nvpt_f_bits(float f);

#endif
