/*
 * nvprog bench: the same work as an NV program, as the equivalent ARB
 * program (Mesa's own parser) and as the equivalent GLSL shader, timed in
 * one process on one Gallium driver (issue #6).  See docs/performance.md.
 *
 * bench-main.c   command line, interleaved rounds, statistics, output
 * bench-gl.c     OSMesa context, entry points, programs, meshes, pixels
 * bench-text.c   program texts: hand-written ones and the generators
 * bench-cases.c  the case table and what each kind of case times
 */
#ifndef NVBENCH_H
#define NVBENCH_H

#include <stdbool.h>
#include <stddef.h>

#define GL_GLEXT_LEGACY
#include <GL/gl.h>
#include <GL/glext.h>

/* The three ways of writing the same work, in the order of a round. */
enum bench_api {
   BENCH_NV,
   BENCH_ARB,
   BENCH_GLSL,
   BENCH_NUM_APIS,
};

extern const char *const bench_api_name[BENCH_NUM_APIS];

/* Entry points beyond OpenGL 1.1, looked up once. */
#define BENCH_PROCS(X) \
   X(PFNGLLOADPROGRAMNVPROC, LoadProgramNV) \
   X(PFNGLBINDPROGRAMNVPROC, BindProgramNV) \
   X(PFNGLTRACKMATRIXNVPROC, TrackMatrixNV) \
   X(PFNGLPROGRAMPARAMETER4FVNVPROC, ProgramParameter4fvNV) \
   X(PFNGLPROGRAMPARAMETER4FNVPROC, ProgramParameter4fNV) \
   X(PFNGLPROGRAMSTRINGARBPROC, ProgramStringARB) \
   X(PFNGLBINDPROGRAMARBPROC, BindProgramARB) \
   X(PFNGLGENPROGRAMSARBPROC, GenProgramsARB) \
   X(PFNGLDELETEPROGRAMSARBPROC, DeleteProgramsARB) \
   X(PFNGLPROGRAMENVPARAMETER4FVARBPROC, ProgramEnvParameter4fvARB) \
   X(PFNGLPROGRAMENVPARAMETER4FARBPROC, ProgramEnvParameter4fARB) \
   X(PFNGLCREATESHADERPROC, CreateShader) \
   X(PFNGLSHADERSOURCEPROC, ShaderSource) \
   X(PFNGLCOMPILESHADERPROC, CompileShader) \
   X(PFNGLGETSHADERIVPROC, GetShaderiv) \
   X(PFNGLGETSHADERINFOLOGPROC, GetShaderInfoLog) \
   X(PFNGLDELETESHADERPROC, DeleteShader) \
   X(PFNGLCREATEPROGRAMPROC, CreateProgram) \
   X(PFNGLATTACHSHADERPROC, AttachShader) \
   X(PFNGLLINKPROGRAMPROC, LinkProgram) \
   X(PFNGLGETPROGRAMIVPROC, GetProgramiv) \
   X(PFNGLGETPROGRAMINFOLOGPROC, GetProgramInfoLog) \
   X(PFNGLDELETEPROGRAMPROC, DeleteProgram) \
   X(PFNGLUSEPROGRAMPROC, UseProgram) \
   X(PFNGLGETUNIFORMLOCATIONPROC, GetUniformLocation) \
   X(PFNGLUNIFORM4FPROC, Uniform4f) \
   X(PFNGLUNIFORM4FVPROC, Uniform4fv) \
   X(PFNGLGENBUFFERSPROC, GenBuffers) \
   X(PFNGLBINDBUFFERPROC, BindBuffer) \
   X(PFNGLBUFFERDATAPROC, BufferData) \
   X(PFNGLGETBUFFERSUBDATAPROC, GetBufferSubData) \
   X(PFNGLDELETEBUFFERSPROC, DeleteBuffers) \
   X(PFNGLPATCHPARAMETERIPROC, PatchParameteri) \
   X(PFNGLBUFFERSUBDATAPROC, BufferSubData) \
   X(PFNGLBINDBUFFERBASEPROC, BindBufferBase) \
   X(PFNGLDISPATCHCOMPUTEPROC, DispatchCompute) \
   X(PFNGLMEMORYBARRIERPROC, MemoryBarrier) \
   X(PFNGLMAKEBUFFERRESIDENTNVPROC, MakeBufferResidentNV) \
   X(PFNGLGETBUFFERPARAMETERUI64VNVPROC, GetBufferParameterui64vNV) \
   X(PFNGLPROGRAMLOCALPARAMETERI4UINVPROC, ProgramLocalParameterI4uiNV)

struct bench_procs {
#define BENCH_PROC_FIELD(type, name) type name;
   BENCH_PROCS(BENCH_PROC_FIELD)
#undef BENCH_PROC_FIELD
};

extern struct bench_procs bgl;

/* ---- bench-gl.c ------------------------------------------------------ */

/* The framebuffer every case draws into: small, so that vertex and state
 * work dominate (see docs/performance.md). */
#define BENCH_W 64
#define BENCH_H 64

bool bench_gl_init(char *why, size_t n);
void bench_gl_fini(void);
bool bench_has_extension(const char *name);
/* The RGBA8 colour buffer, bottom-up, valid after glFinish. */
const unsigned char *bench_pixels(void);

/*
 * The texts of one piece of work.  vp/fp[BENCH_NV] start with "!!VP",
 * "!!FP" (LoadProgramNV), "!!ARB" (ProgramStringARB with an NV option)
 * or "!!NV" (ProgramStringARB: NV_gpu_program4);
 * vp/fp[BENCH_ARB] are plain ARB programs; vp/fp[BENCH_GLSL] GLSL.  A NULL
 * vp/fp leaves that stage to fixed function (GLSL: a NULL fp gets the
 * colour pass-through shader).
 */
struct bench_texts {
   const char *vp[BENCH_NUM_APIS];
   const char *fp[BENCH_NUM_APIS];
   /* A geometry stage: "!!NVgp4.0" (ProgramStringARB on
    * GEOMETRY_PROGRAM_NV) or a GLSL geometry shader; NULL: none. */
   const char *gp[BENCH_NUM_APIS];
   /* Tessellation stages: "!!NVtcp5.0" / "!!NVtep5.0" (ProgramStringARB
    * on TESS_CONTROL_PROGRAM_NV / TESS_EVALUATION_PROGRAM_NV) or GLSL
    * control and evaluation shaders; NULL: none.  With them a case
    * draws GL_PATCHES (BENCH_MODE_PATCHES). */
   const char *tcp[BENCH_NUM_APIS];
   const char *tep[BENCH_NUM_APIS];
   /* A compute stage alone: "!!NVcp5.0" (ProgramStringARB on
    * COMPUTE_PROGRAM_NV) or a GLSL compute shader; with it the other
    * stages are NULL and the case dispatches instead of drawing. */
   const char *cp[BENCH_NUM_APIS];
   /* The api cannot express the work at all (plain ARB programs have
    * no integers, no loops in fragment programs and no geometry stage):
    * it is neither checked nor timed, and its ratio is left out. */
   bool missing[BENCH_NUM_APIS];
};

/* A loaded program of one api; GLSL uniforms "c[i]" are looked up once. */
#define BENCH_MAX_PARAMS 96
struct bench_prog {
   enum bench_api api;
   GLuint vp, fp, gp, tcp, tep, cp;
   GLuint glsl_vs, glsl_fs, glsl_gs, glsl_tcs, glsl_tes, glsl_cs, glsl;
   GLenum vp_target, fp_target, gp_target, tcp_target, tep_target,
          cp_target;
   bool nv_params;     /* "!!VP" text: c[] are NV program parameters */
   GLint loc[BENCH_MAX_PARAMS];
};

bool bench_prog_load(struct bench_prog *p, enum bench_api api,
                     const struct bench_texts *t, char *why, size_t n);
/* GLSL only: link again with a fresh vertex shader (the compile case). */
void bench_prog_use(const struct bench_prog *p);
void bench_prog_unuse(const struct bench_prog *p);
void bench_prog_delete(struct bench_prog *p);
/* c[i] of the vertex stage: NV program parameter i, ARB env parameter i,
 * GLSL uniform vec4 c[i]. */
void bench_prog_param(const struct bench_prog *p, unsigned i,
                      const float v[4]);
void bench_prog_param4(const struct bench_prog *p, unsigned i,
                       float x, float y, float z, float w);
/* NV: c[0..3] tracks MODELVIEW_PROJECTION_NV, c[4..7] the inverse
 * transpose of MODELVIEW (ARB and GLSL read the same state by name). */
void bench_track_matrices(void);

/* A torus of about 'vertices' vertices (a multiple of 6) as independent
 * triangles in one VBO: position (xyz), normal, colour (RGBA float). */
struct bench_mesh {
   GLuint vbo;
   GLuint bones;   /* texture coordinate set 0, or 0: none */
   GLsizei count;
};
void bench_mesh_torus(struct bench_mesh *m, unsigned vertices);
/* Each vertex's four bone offsets (3b: c[16 + 3b] is bone b's first
 * row), a rotation of (0, 3, 6, 9) that vertices at one position share,
 * as texture coordinate set 0. */
void bench_mesh_palette(struct bench_mesh *m);
/* One small triangle at the origin (the state-bound draws). */
void bench_mesh_triangle(struct bench_mesh *m);
void bench_mesh_bind(const struct bench_mesh *m);
void bench_mesh_delete(struct bench_mesh *m);
/* The projection and modelview every drawing case uses. */
void bench_set_view(void);
/* c[8..15] of the lighting programs (lights, ambient, exponent). */
void bench_lighting_params(const struct bench_prog *p);

/* Largest per-channel difference and how many pixels exceed tol. */
struct bench_diff {
   int max;
   unsigned over;
};
struct bench_diff bench_compare(const unsigned char *a,
                                const unsigned char *b, int tol);
/* Writes 'words' (BENCH_W * BENCH_H of them) over the colour buffer,
 * after glFinish: a compute case's results stand for its frame. */
void bench_set_pixels(const GLuint *words);
/* Pixels that differ from the clear colour (a blank frame proves
 * nothing). */
unsigned bench_covered(const unsigned char *img);

/* Seconds of wall-clock time, or with bench_cpu_clock of the process's
 * CPU time (all threads). */
extern bool bench_cpu_clock;
double bench_now(void);

/* ---- bench-text.c ---------------------------------------------------- */

/* The pieces of work; the texts are built on first use. */
enum bench_work {
   BENCH_WORK_TNL,         /* VP1 transform and two-light lighting */
   BENCH_WORK_STATE,       /* VP1: c[8] offsets the vertex, c[9] colour */
   BENCH_WORK_LONG,        /* VP1 at its 128-instruction limit */
   BENCH_WORK_SKIN,        /* VP2 four-bone skinning with BRA and CAL */
   BENCH_WORK_SKIN_PALETTE, /* the same, bone offsets per vertex */
   BENCH_WORK_PIXEL32,     /* FP1 per-pixel lighting in R (fp32) */
   BENCH_WORK_PIXEL16,     /* FP1 per-pixel lighting in H (fp16) */
   BENCH_WORK_VP2_OPTION,  /* the lighting as ARBvp + NV_vertex_program2 */
   BENCH_WORK_GP4_SKIN,    /* NVvp4.0 skinning, integer bone indices */
   BENCH_WORK_GP4_HASH,    /* NVfp4.0 loop of integer hashing per pixel */
   BENCH_WORK_GP4_AMPLIFY, /* NVgp4.0: each triangle as four */
   BENCH_WORK_GP5_FP64,    /* NVfp5.0 Mandelbrot in F64 per pixel */
   BENCH_WORK_GP5_TESS,    /* NVtcp5.0 + NVtep5.0 Phong tessellation */
   BENCH_WORK_GP5_REDUCE,  /* NVcp5.0 sum of a buffer: shared + ATOM */
   BENCH_NUM_WORKS,
};

const struct bench_texts *bench_work_texts(enum bench_work w);
/* bench-text-gp4.c: the NV_gpu_program4 works' texts into t. */
void bench_gp4_texts(enum bench_work w, struct bench_texts *t);
/* bench-text-gp5.c: the NV_gpu_program5 works' texts into t. */
void bench_gp5_texts(enum bench_work w, struct bench_texts *t);
/* A copy of text (malloc'ed) that every parser reads to its end before it
 * finds the error: assembly "END" becomes "ENDX", GLSL gets a stray
 * identifier after main's closing brace. */
char *bench_late_error(const char *text, enum bench_api api);

/* ---- bench-cases.c --------------------------------------------------- */

struct bench_case;

/* Variants of a kind of case. */
enum bench_mode {
   BENCH_MODE_PLAIN = 0,
   BENCH_MODE_DISCARD,   /* vertex: timed with GL_RASTERIZER_DISCARD */
   BENCH_MODE_PALETTE,   /* vertex: the mesh with bone offsets */
   BENCH_MODE_PARAM,     /* state: two c[] updates per draw */
   BENCH_MODE_MATRIX,    /* state: a modelview change per draw */
   BENCH_MODE_PARSE,     /* text: nvp_parse, or GL with a late error */
   BENCH_MODE_PARSE_GL,  /* text: all three through GL, late error */
   BENCH_MODE_LOAD,      /* text: the whole load, nothing drawn */
   BENCH_MODE_PATCHES,   /* vertex: the mesh's triangles as patches */
};

/* What a kind of case does.  setup builds what all three apis share;
 * prepare (untimed) binds one api's program and warms it up; sample does
 * one timed piece of work and returns how much, in the case's unit;
 * check draws the equivalence frame; verify (NULL: none), after check,
 * compares what api computed with the answer known on the CPU. */
struct bench_kind {
   bool (*setup)(struct bench_case *c, char *why, size_t n);
   void (*prepare)(struct bench_case *c, enum bench_api api);
   double (*sample)(struct bench_case *c, enum bench_api api);
   void (*check)(struct bench_case *c, enum bench_api api);
   bool (*verify)(struct bench_case *c, enum bench_api api, char *why,
                  size_t n);
   void (*teardown)(struct bench_case *c);
};

struct bench_case {
   const char *name;
   const char *what;
   const char *unit;
   /* Extensions each api's variant needs (NULL: none beyond the GL). */
   const char *requires[BENCH_NUM_APIS];
   const struct bench_kind *kind;
   enum bench_work work;
   /* c[8..] of the work (NULL: none). */
   void (*params)(const struct bench_prog *p);
   unsigned size;        /* vertices, draws or loads per sample */
   unsigned repeat;      /* vertex: draws of the mesh per sample (0: 1) */
   int tolerance;        /* per channel, in 1/255 */
   unsigned mode;        /* the kind's variant (BENCH_MODE_*) */

   /* Run-time state. */
   struct bench_prog prog[BENCH_NUM_APIS];
   struct bench_mesh mesh;
   size_t text_bytes[BENCH_NUM_APIS];
   /* The vertex text with a syntax error at its last token. */
   char *late_error[BENCH_NUM_APIS];
};

/* Whether api can express the case's work (bench_texts.missing). */
bool bench_case_has(const struct bench_case *c, enum bench_api api);

/* bench-compute.c: the compute kind (one DispatchCompute per unit of
 * 'size' a sample, no drawing). */
extern const struct bench_kind bench_compute_kind;
/* The reduction's input: this many uints, a multiple of its 256-word
 * work groups (bench-text-gp5.c's programs). */
#define BENCH_REDUCE_GROUP_WORDS 256
#define BENCH_REDUCE_GROUPS (BENCH_W * BENCH_H - 1)

/* bench-text-gp4.c: the pass-through vertex programs of the gp4 and gp5
 * cases ("!!NVvp4.0" and GLSL 1.50 compatibility). */
extern const char bench_pass_gp4[];
extern const char bench_pass_glsl150[];

extern struct bench_case bench_cases[];
extern const unsigned bench_num_cases;
/* Multiplies the sizes (softpipe, the smoke test); at least one load and
 * 600 vertices or draws remain. */
void bench_cases_scale(double scale);

#endif
