/*
 * nvprog GL tests in piglit's form: a small harness.
 *
 * Each test is one executable that defines nvpt_test().  main() (in
 * harness.c) parses -auto and -fbo, creates a GLX window on $DISPLAY (and
 * with -fbo an RGBA8 framebuffer object that stands in for it), makes the
 * context current, calls nvpt_test() and prints exactly one line
 *
 *    PIGLIT: {"result": "pass"}      (or "fail", "skip")
 *
 * The exit status is 0 for pass, 1 for fail and, for skip, 77 (meson's
 * "skipped") unless NVPROG_SKIP_STATUS says otherwise: Debian's piglit
 * turns any non-zero status into "fail", so the generated piglit profile
 * sets NVPROG_SKIP_STATUS=0.
 *
 * With NVPT_SNAPSHOT=FILE in the environment, main() also writes the
 * framebuffer the test read last to FILE as a PPM once nvpt_test()
 * returns (tests/apitrace compares a replay of the test with it).
 */
#ifndef NVPT_HARNESS_H
#define NVPT_HARNESS_H

#include <stdbool.h>
#include <stddef.h>

#define GL_GLEXT_LEGACY
#include <GL/gl.h>
#include <GL/glext.h>

#define NVPT_WIDTH  32
#define NVPT_HEIGHT 32

enum nvpt_result {
   NVPT_PASS,
   NVPT_FAIL,
   NVPT_SKIP,
};

/* Defined by each test; runs with the context current. */
enum nvpt_result nvpt_test(void);

extern bool nvpt_automatic;
extern bool nvpt_use_fbo;

/* Prints the PIGLIT: line and exits with the matching status. */
void nvpt_report(enum nvpt_result result) __attribute__((noreturn));

/* Ends the test as a skip, with the reason on stdout. */
void nvpt_skip(const char *fmt, ...)
   __attribute__((noreturn, format(printf, 1, 2)));

bool nvpt_has_extension(const char *name);
/* Skips the test when the extension string lacks the extension. */
void nvpt_require_extension(const char *name);
/* NV_geometry_program4 has no name string ("Name Strings (none)"): "This
 * extension is supported if "GL_NV_gpu_program4" is found in the
 * extension string".  nvprog's Mesa lists GL_NV_geometry_program4 as
 * well; NVIDIA's driver does not. */
bool nvpt_has_geometry_program4(void);
void nvpt_require_geometry_program4(void);

/* Whether the GL is nvprog's (Mesa's llvmpipe or softpipe).  Where the
 * spec leaves a value undefined, a test checks nvprog's choice there
 * only and says so elsewhere (docs/nvidia/gpu.md). */
bool nvpt_is_nvprog(void);

/* harness-egl.c: NVPT_EGL=1 asks for an EGL pbuffer context (a vendor's
 * driver without X) instead of the GLX window. */
bool nvpt_egl_requested(void);
bool nvpt_egl_create_context(void);
void *nvpt_egl_get_proc(const char *name);

/* glXGetProcAddressARB (eglGetProcAddress in EGL mode); a NULL result
 * ends the test as a failure. */
void *nvpt_get_proc(const char *name);

const char *nvpt_enum_name(GLenum e);

/*
 * Reads glGetError() once and compares it with the expected value; prints
 * what was expected and what happened, with 'what' naming the call.
 */
bool nvpt_expect_error(GLenum expected, const char *what, ...)
   __attribute__((format(printf, 2, 3)));
/* Discards any pending GL errors. */
void nvpt_clear_errors(void);

/*
 * Float comparison with an explicit tolerance: +-Inf must match exactly
 * (same sign), NaN must be NaN, otherwise |got - expected| <= tol.
 */
bool nvpt_float_matches(float got, float expected, float tol);
/* Compares n floats and prints a line naming 'what' on mismatch. */
bool nvpt_check_floats(const char *what, const float *got,
                       const float *expected, const float *tol, int n);
bool nvpt_check_vec4(const char *what, const float got[4],
                     const float expected[4], float tol);

/*
 * A GL_RGBA32F framebuffer object of NVPT_WIDTH x NVPT_HEIGHT with vertex,
 * fragment and read colour clamping turned off (ARB_color_buffer_float), so
 * that o[COL0] reaches glReadPixels unclamped.  Skips when the GL lacks
 * ARB_framebuffer_object, ARB_texture_float or ARB_color_buffer_float.
 * Also sets flat shading and disables dithering.
 */
void nvpt_float_target_begin(void);
void nvpt_read_float(int x, int y, float out[4]);
/* Clears the float target to a sentinel no test expects. */
void nvpt_clear_sentinel(void);
extern const float nvpt_sentinel[4];
bool nvpt_probe_float(const char *what, int x, int y,
                      const float expected[4], float tol);

/*
 * A 4x multisample GL_RGBA32F renderbuffer of w x h drawn into instead of
 * the float target (after nvpt_float_target_begin()), with the sample
 * positions GetMultisamplefv reports.  nvpt_ms_begin() returns false,
 * saying why, when the GL has no such framebuffer (softpipe: MAX_SAMPLES
 * 1); the test then checks the single-sampled cases only.
 * nvpt_ms_bind() draws into it again; nvpt_ms_resolve() blits it into
 * the float target and binds that for the probes.
 */
struct nvpt_ms {
   GLuint fbo, rb, target;
   int w, h;
   float pos[4][2];
};
bool nvpt_ms_begin(struct nvpt_ms *ms, int w, int h);
void nvpt_ms_bind(const struct nvpt_ms *ms);
void nvpt_ms_resolve(const struct nvpt_ms *ms);

/* Window coordinates of the probe pixel's centre as NDC. */
void nvpt_pixel_ndc(int x, int y, float *nx, float *ny);
/* A growing program text for the generated tests; nvpt_text_put()
 * appends printf-style (a failed allocation ends the test). */
struct nvpt_text {
   char *data;
   size_t len, cap;
};
void nvpt_text_put(struct nvpt_text *t, const char *fmt, ...)
   __attribute__((format(printf, 2, 3)));

/* One GL_QUADS quad over the whole viewport, (-1,-1) to (1,1) with
 * glVertex2f (identity matrices assumed). */
void nvpt_draw_window_quad(void);
/* The float target cleared to the sentinel, that quad drawn with the
 * bound FRAGMENT_PROGRAM_ARB program enabled (and the VERTEX_PROGRAM_ARB
 * one with 'vertex'), both disabled again, and pixel (1, 1) probed
 * against 'expect' exactly. */
bool nvpt_draw_arb_programs(const char *what, const float expect[4],
                            bool vertex);

/* ---- NV_vertex_program ---- */

struct nvpt_nv_vp {
   PFNGLAREPROGRAMSRESIDENTNVPROC AreProgramsResidentNV;
   PFNGLBINDPROGRAMNVPROC BindProgramNV;
   PFNGLDELETEPROGRAMSNVPROC DeleteProgramsNV;
   PFNGLEXECUTEPROGRAMNVPROC ExecuteProgramNV;
   PFNGLGENPROGRAMSNVPROC GenProgramsNV;
   PFNGLGETPROGRAMPARAMETERDVNVPROC GetProgramParameterdvNV;
   PFNGLGETPROGRAMPARAMETERFVNVPROC GetProgramParameterfvNV;
   PFNGLGETPROGRAMIVNVPROC GetProgramivNV;
   PFNGLGETPROGRAMSTRINGNVPROC GetProgramStringNV;
   PFNGLGETTRACKMATRIXIVNVPROC GetTrackMatrixivNV;
   PFNGLGETVERTEXATTRIBFVNVPROC GetVertexAttribfvNV;
   PFNGLISPROGRAMNVPROC IsProgramNV;
   PFNGLLOADPROGRAMNVPROC LoadProgramNV;
   PFNGLPROGRAMPARAMETER4DNVPROC ProgramParameter4dNV;
   PFNGLPROGRAMPARAMETER4DVNVPROC ProgramParameter4dvNV;
   PFNGLPROGRAMPARAMETER4FNVPROC ProgramParameter4fNV;
   PFNGLPROGRAMPARAMETER4FVNVPROC ProgramParameter4fvNV;
   PFNGLPROGRAMPARAMETERS4DVNVPROC ProgramParameters4dvNV;
   PFNGLPROGRAMPARAMETERS4FVNVPROC ProgramParameters4fvNV;
   PFNGLREQUESTRESIDENTPROGRAMSNVPROC RequestResidentProgramsNV;
   PFNGLTRACKMATRIXNVPROC TrackMatrixNV;
   PFNGLVERTEXATTRIB4FNVPROC VertexAttrib4fNV;
   PFNGLVERTEXATTRIB4FVNVPROC VertexAttrib4fvNV;
};

extern struct nvpt_nv_vp nv;

/* Skips without GL_NV_vertex_program; fills 'nv'. */
void nvpt_require_nv_vertex_program(void);

/*
 * LoadProgramNV(target, id, strlen(text), text); expects no error and
 * PROGRAM_ERROR_POSITION_NV == -1.
 */
bool nvpt_load_nv_program(GLenum target, GLuint id, const char *text);

/*
 * LoadProgramNV(target, id, len, text); expects INVALID_OPERATION and
 * PROGRAM_ERROR_POSITION_NV == expected_pos.
 */
bool nvpt_load_nv_program_bad(GLenum target, GLuint id, const GLubyte *text,
                              GLsizei len, GLint expected_pos,
                              const char *what);

/* ---- ARB programs (ARB_vertex_program, ARB_fragment_program) ---- */

/*
 * BindProgramARB(target, id), then ProgramStringARB(target, ASCII,
 * strlen(text), text); expects no error and PROGRAM_ERROR_POSITION_ARB
 * == -1, else prints the position, the error string and the program.
 */
bool nvpt_load_arb_program(GLenum target, GLuint id, const char *text);

/* BindProgramARB(target, id), then ProgramStringARB of len bytes of
 * text, nothing checked. */
void nvpt_arb_program_string(GLenum target, GLuint id, const char *text,
                             size_t len);

/*
 * The same for a program that must fail to load: INVALID_OPERATION,
 * PROGRAM_ERROR_POSITION_ARB == expected_pos and a non-empty
 * PROGRAM_ERROR_STRING_ARB.
 */
bool nvpt_load_arb_program_bad(GLenum target, GLuint id, const char *text,
                               GLint expected_pos);
/* nvpt_load_arb_program_bad() of each of n texts with its position,
 * naming a failing case by its index; clears the errors after. */
struct nvpt_bad_text {
   const char *text;
   GLint pos;
};
bool nvpt_load_arb_programs_bad(GLenum target, GLuint id,
                                const struct nvpt_bad_text *bad,
                                unsigned n);

/*
 * Loads text as VERTEX_PROGRAM_NV program 'id', binds it and enables
 * VERTEX_PROGRAM_NV; expects no GL error on the way.
 */
bool nvpt_use_nv_program(GLuint id, const char *text);

/*
 * The vertex program header used by the instruction tests: the vertex
 * position comes straight from v[OPOS] so that the point lands on the
 * probe pixel.
 */
#define NVPT_VP_HEADER "!!VP1.0\nMOV o[HPOS], v[OPOS];\n"

/*
 * Loads NVPT_VP_HEADER + body + "END" as program 'id', binds it, enables
 * VERTEX_PROGRAM_NV, clears the float target, draws one point at the probe
 * pixel with glVertex and reads the pixel back.  Returns false (after
 * printing why) when the load fails or a GL error occurs.
 */
bool nvpt_vp_eval(GLuint id, const char *body, float out[4]);

/*
 * The same with the whole program text: nvpt_use_nv_program(id, text),
 * then one point drawn at the probe pixel and read back.
 */
bool nvpt_vp_eval_text(GLuint id, const char *text, float out[4]);

/* Draws one point at pixel (x, y) through glVertex4f and reads it. */
bool nvpt_draw_point_and_read(int x, int y, float out[4]);

/*
 * A table-driven instruction test: for each case, c[0]..c[3] are set with
 * ProgramParameter4fvNV, NVPT_VP_HEADER + body + "END" is loaded as
 * program (first_id + case index), one point is drawn and the pixel is
 * compared with 'expected' within 'tol' (per component; 0 means exact).
 * Every case runs; returns false if any failed.
 */
struct nvpt_vp_case {
   const char *name;
   const char *body;
   float c[4][4];
   float expected[4];
   float tol[4];
};

bool nvpt_run_vp_cases(const struct nvpt_vp_case *cases, unsigned n,
                       GLuint first_id);

/*
 * The whole of a table-driven instruction test's nvpt_test(): requires
 * NV_vertex_program, sets up the float target and runs the cases as
 * programs 1, 2, ...
 */
enum nvpt_result nvpt_vp_cases_test(const struct nvpt_vp_case *cases,
                                    unsigned n);

/* "name (body)" with the body's newlines as spaces, for messages. */
void nvpt_case_label(char *buf, size_t size, const char *name,
                     const char *body);

/*
 * The end of a test that must leave no GL error behind: expects
 * NO_ERROR ("end of test"), then NVPT_PASS if that and 'pass' hold.
 */
enum nvpt_result nvpt_end_test(bool pass);

#define NVPT_ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

#endif
