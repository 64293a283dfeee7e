/*
 * nvprog bench: the case table and the four kinds of case.
 *
 *   vertex   one big glDrawArrays of a torus mesh per sample
 *   state    many one-triangle draws, c[] or the modelview changed
 *            between them (the legacy ProgramParameter4fNV loop)
 *   compile  load a program, draw, read one pixel, delete
 *   text     the program text alone: the parser, or the whole load
 *   compute  DispatchComputes of a whole buffer (bench-compute.c)
 *
 * Every kind draws the same equivalence frame for the three apis
 * (check), which main compares before anything is timed.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "nvp.h"

bool
bench_case_has(const struct bench_case *c, enum bench_api api)
{
   return !bench_work_texts(c->work)->missing[api];
}

/* ---- parameters of the works ---------------------------------------- */

/* c[8..15] of the 128-instruction program: factors below one so that the
 * colour stays in range through the whole chain. */
static void
long_params(const struct bench_prog *p)
{
   for (unsigned j = 0; j < 8; j++) {
      bench_prog_param4(p, 8 + j, 0.62f + 0.04f * j, 0.83f - 0.03f * j,
                        0.71f + 0.02f * j, 0.9f);
   }
}

/* Bone b: a rotation about z by 12b degrees, scaled by 1 - 0.04b and
 * moved by 0.05b along x; light and ambient of the lighting program. */
static void
skin_params(const struct bench_prog *p)
{
   bench_lighting_params(p);
   for (unsigned b = 0; b < 4; b++) {
      float a = (float)(b * 12.0 * M_PI / 180.0), s = 1.0f - 0.04f * b;
      bench_prog_param4(p, 16 + 3 * b, s * cosf(a), -s * sinf(a), 0,
                        0.05f * b);
      bench_prog_param4(p, 17 + 3 * b, s * sinf(a), s * cosf(a), 0, 0);
      bench_prog_param4(p, 18 + 3 * b, 0, 0, s, 0);
   }
   bench_prog_param4(p, 28, 1, 3, 4, 0);
}

/* ---- shared steps ---------------------------------------------------- */

static bool
load_all(struct bench_case *c, char *why, size_t n)
{
   const struct bench_texts *t = bench_work_texts(c->work);
   for (int api = 0; api < BENCH_NUM_APIS; api++) {
      char msg[400];
      if (t->missing[api])
         continue;
      if (!bench_prog_load(&c->prog[api], api, t, msg, sizeof(msg))) {
         snprintf(why, n, "%s: %s", bench_api_name[api], msg);
         return false;
      }
      const char *text = t->fp[api] ? t->fp[api] : t->vp[api];
      c->text_bytes[api] = strlen(text);
   }
   return true;
}

/* Binds api's program alone, with its parameters. */
static void
use_only(struct bench_case *c, const struct bench_prog *p)
{
   for (int api = 0; api < BENCH_NUM_APIS; api++)
      bench_prog_unuse(&c->prog[api]);
   bench_prog_use(p);
   if (c->params)
      c->params(p);
}

static void
teardown_all(struct bench_case *c)
{
   for (int api = 0; api < BENCH_NUM_APIS; api++) {
      bench_prog_unuse(&c->prog[api]);
      bench_prog_delete(&c->prog[api]);
   }
   bench_mesh_delete(&c->mesh);
}

/* Loads the three programs and builds the case's mesh: a torus of
 * 'vertices' vertices, or with 0 one small triangle. */
static bool
setup_mesh(struct bench_case *c, char *why, size_t n, unsigned vertices)
{
   if (!load_all(c, why, n))
      return false;
   if (vertices)
      bench_mesh_torus(&c->mesh, vertices);
   else
      bench_mesh_triangle(&c->mesh);
   return true;
}

static void
draw_mesh(const struct bench_case *c)
{
   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
   glDrawArrays(c->mode == BENCH_MODE_PATCHES ? GL_PATCHES : GL_TRIANGLES,
                0, c->mesh.count);
}

/* ---- vertex: one draw of the whole mesh ------------------------------- */

static bool
vertex_setup(struct bench_case *c, char *why, size_t n)
{
   if (!setup_mesh(c, why, n, c->size))
      return false;
   if (c->mode == BENCH_MODE_PALETTE)
      bench_mesh_palette(&c->mesh);
   /* Each triangle of the mesh is a patch (no case draws another kind
    * of patch). */
   if (c->mode == BENCH_MODE_PATCHES)
      bgl.PatchParameteri(GL_PATCH_VERTICES, 3);
   return true;
}

static void
vertex_check(struct bench_case *c, enum bench_api api)
{
   use_only(c, &c->prog[api]);
   bench_set_view();
   bench_mesh_bind(&c->mesh);
   draw_mesh(c);
   glFinish();
}

static double
vertex_sample(struct bench_case *c, enum bench_api api)
{
   (void)api;
   if (c->mode == BENCH_MODE_DISCARD)
      glEnable(GL_RASTERIZER_DISCARD);
   unsigned reps = c->repeat ? c->repeat : 1;
   for (unsigned i = 0; i < reps; i++)
      draw_mesh(c);
   glFinish();
   if (c->mode == BENCH_MODE_DISCARD)
      glDisable(GL_RASTERIZER_DISCARD);
   /* Fragment cases (repeat set) count frames, vertex cases vertices. */
   return c->repeat ? (double)reps : reps * c->mesh.count / 1e6;
}

static const struct bench_kind vertex_kind = {
   .setup = vertex_setup,
   .prepare = vertex_check,
   .sample = vertex_sample,
   .check = vertex_check,
   .teardown = teardown_all,
};

/* ---- state: many small draws with state changes between them --------- */

#define STATE_GRID 32

static bool
state_setup(struct bench_case *c, char *why, size_t n)
{
   return setup_mesh(c, why, n, 0);
}

static double
state_sample(struct bench_case *c, enum bench_api api)
{
   const struct bench_prog *p = &c->prog[api];
   const float step = 1.9f / STATE_GRID;

   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
   for (unsigned i = 0; i < c->size; i++) {
      unsigned gx = i % STATE_GRID, gy = i / STATE_GRID % STATE_GRID;
      float x = -0.95f + step * gx, y = -0.95f + step * gy;
      if (c->mode == BENCH_MODE_PARAM) {
         bench_prog_param4(p, 8, x, y, 0, 0);
         bench_prog_param4(p, 9, (gx + 1) / (float)STATE_GRID,
                           (gy + 1) / (float)STATE_GRID,
                           (i % 7) / 6.0f, 1);
      } else {
         glLoadIdentity();
         glTranslatef(x, y, 0);
      }
      glDrawArrays(GL_TRIANGLES, 0, 3);
   }
   glFinish();
   return c->size / 1e3;
}

static void
state_prepare(struct bench_case *c, enum bench_api api)
{
   const struct bench_prog *p = &c->prog[api];
   use_only(c, p);
   glMatrixMode(GL_PROJECTION);
   glLoadIdentity();
   glMatrixMode(GL_MODELVIEW);
   glLoadIdentity();
   bench_mesh_bind(&c->mesh);
   bench_prog_param4(p, 8, 0, 0, 0, 0);
   bench_prog_param4(p, 9, 0.9f, 0.6f, 0.3f, 1);
}

static void
state_check(struct bench_case *c, enum bench_api api)
{
   state_prepare(c, api);
   state_sample(c, api);
}

static const struct bench_kind state_kind = {
   .setup = state_setup,
   .prepare = state_prepare,
   .sample = state_sample,
   .check = state_check,
   .teardown = teardown_all,
};

/* ---- compile: load to first finished pixel ---------------------------- */

#define CHECK_MESH_VERTICES 6000

static bool
compile_setup(struct bench_case *c, char *why, size_t n)
{
   return setup_mesh(c, why, n, CHECK_MESH_VERTICES);
}

static void
compile_prepare(struct bench_case *c, enum bench_api api)
{
   (void)api;
   for (int i = 0; i < BENCH_NUM_APIS; i++)
      bench_prog_unuse(&c->prog[i]);
   bench_set_view();
   bench_mesh_bind(&c->mesh);
}

static double
compile_sample(struct bench_case *c, enum bench_api api)
{
   const struct bench_texts *t = bench_work_texts(c->work);
   unsigned char px[4];
   char why[400];

   for (unsigned i = 0; i < c->size; i++) {
      struct bench_prog p;
      if (!bench_prog_load(&p, api, t, why, sizeof(why))) {
         fprintf(stderr, "nvprog-bench: %s\n", why);
         return 0;
      }
      bench_prog_use(&p);
      if (c->params)
         c->params(&p);
      draw_mesh(c);
      glReadPixels(BENCH_W / 2, BENCH_H / 2, 1, 1, GL_RGBA,
                   GL_UNSIGNED_BYTE, px);
      bench_prog_unuse(&p);
      bench_prog_delete(&p);
   }
   return c->size;
}

static const struct bench_kind compile_kind = {
   .setup = compile_setup,
   .prepare = compile_prepare,
   .sample = compile_sample,
   .check = vertex_check,
   .teardown = teardown_all,
};

/* ---- text: the parser alone, or the load without a draw ------------- */

static bool
text_setup(struct bench_case *c, char *why, size_t n)
{
   const struct bench_texts *t = bench_work_texts(c->work);
   for (int api = 0; api < BENCH_NUM_APIS; api++)
      c->late_error[api] = bench_late_error(t->vp[api], api);
   return compile_setup(c, why, n);
}

static void
text_teardown(struct bench_case *c)
{
   for (int api = 0; api < BENCH_NUM_APIS; api++) {
      free(c->late_error[api]);
      c->late_error[api] = NULL;
   }
   teardown_all(c);
}

/*
 * Parse: the program text read to its end, nothing built from it.
 * NV (BENCH_MODE_PARSE): nvp_parse() of src/nvprog, the front end alone,
 * no GL.  Through GL (ARB and GLSL always, NV in BENCH_MODE_PARSE_GL):
 * the text with an error at its last token, so that the parser reads all
 * of it and nothing is translated or compiled after it -- Mesa's
 * _mesa_parse_arb_vertex_program is not exported, so this is the proxy
 * (it adds one GL call and the error report).  GLSL: the preprocessor,
 * the parser and the AST of glCompileShader.
 * Load: LoadProgramNV / ProgramStringARB / compile and link of valid
 * text, no draw.
 */
static double
text_sample(struct bench_case *c, enum bench_api api)
{
   const struct bench_texts *t = bench_work_texts(c->work);
   struct bench_prog *p = &c->prog[api];
   bool parse = c->mode != BENCH_MODE_LOAD;
   const char *text = parse ? c->late_error[api] : t->vp[api];
   size_t len = strlen(text);

   for (unsigned i = 0; i < c->size; i++) {
      if (api == BENCH_GLSL) {
         bgl.ShaderSource(p->glsl_vs, 1, &text, NULL);
         bgl.CompileShader(p->glsl_vs);
         if (!parse)
            bgl.LinkProgram(p->glsl);
      } else if (api == BENCH_NV && c->mode == BENCH_MODE_PARSE) {
         /* "!!ARBvp1.0" with an NV option: nvprog's ARB grammar */
         enum nvp_target target =
            strncmp(t->vp[api], "!!ARBvp", 7) == 0 ?
            NVP_TARGET_ARB_VERTEX : NVP_TARGET_VERTEX;
         struct nvp_error err;
         struct nvp_program *prog = nvp_parse(target, t->vp[api],
                                              strlen(t->vp[api]), &err);
         nvp_program_free(prog);
      } else if (p->nv_params) {
         bgl.LoadProgramNV(GL_VERTEX_PROGRAM_NV, p->vp, (GLsizei)len,
                           (const GLubyte *)text);
      } else {
         bgl.BindProgramARB(GL_VERTEX_PROGRAM_ARB, p->vp);
         bgl.ProgramStringARB(GL_VERTEX_PROGRAM_ARB,
                              GL_PROGRAM_FORMAT_ASCII_ARB, (GLsizei)len,
                              text);
      }
   }
   glFinish();
   /* The late errors leave GL_INVALID_OPERATION behind. */
   while (glGetError() != GL_NO_ERROR)
      ;
   return c->size * (double)len / 1e6;
}

static const struct bench_kind text_kind = {
   .setup = text_setup,
   .prepare = compile_prepare,
   .sample = text_sample,
   .check = vertex_check,
   .teardown = text_teardown,
};

/* ---- the table -------------------------------------------------------- */

#define NV_VP2 "GL_NV_vertex_program2"
#define NV_FP "GL_NV_fragment_program"
#define NV_VP2_OPTION "GL_NV_vertex_program2_option"
#define NV_GP4 "GL_NV_gpu_program4"
#define NV_GEOMETRY4 "GL_NV_geometry_program4"
#define NV_GP5 "GL_NV_gpu_program5"
#define ARB_TESS "GL_ARB_tessellation_shader"

struct bench_case bench_cases[] = {
   { .name = "vp1-tnl", .unit = "Mvert/s",
     .what = "VP1 transform + 2 lights, 1M-vertex VBO, 64x64",
     .kind = &vertex_kind, .work = BENCH_WORK_TNL,
     .params = bench_lighting_params, .size = 1000000, .tolerance = 1 },
   { .name = "vp1-tnl-discard", .unit = "Mvert/s",
     .what = "the same, timed with RASTERIZER_DISCARD",
     .kind = &vertex_kind, .work = BENCH_WORK_TNL,
     .params = bench_lighting_params, .size = 1000000, .tolerance = 1,
     .mode = BENCH_MODE_DISCARD },
   { .name = "vp1-long128", .unit = "Mvert/s",
     .what = "VP1 128-instruction program, 1M vertices",
     .kind = &vertex_kind, .work = BENCH_WORK_LONG,
     .params = long_params, .size = 1000000, .tolerance = 1 },
   { .name = "state-param", .unit = "kdraw/s",
     .what = "2 ProgramParameter4fNV / EnvParameter / Uniform4f per draw",
     .kind = &state_kind, .work = BENCH_WORK_STATE,
     .size = 32768, .tolerance = 0, .mode = BENCH_MODE_PARAM },
   { .name = "state-matrix", .unit = "kdraw/s",
     .what = "glTranslatef per draw, tracked MVP / state.matrix / built-in",
     .kind = &state_kind, .work = BENCH_WORK_STATE,
     .size = 32768, .tolerance = 0, .mode = BENCH_MODE_MATRIX },
   { .name = "compile-tnl", .unit = "load/s",
     .what = "load (25 instructions) to first finished pixel",
     .kind = &compile_kind, .work = BENCH_WORK_TNL,
     .params = bench_lighting_params, .size = 4, .tolerance = 1 },
   { .name = "compile-long128", .unit = "load/s",
     .what = "load (128 instructions) to first finished pixel",
     .kind = &compile_kind, .work = BENCH_WORK_LONG,
     .params = long_params, .size = 4, .tolerance = 1 },
   { .name = "parse-long128", .unit = "MB/s",
     .what = "nvp_parse vs ProgramStringARB/glCompileShader of text with "
             "an error at END (proxy)",
     .kind = &text_kind, .work = BENCH_WORK_LONG,
     .params = long_params, .size = 1000, .tolerance = 1,
     .mode = BENCH_MODE_PARSE },
   { .name = "parse-gl-long128", .unit = "MB/s",
     .what = "LoadProgramNV/ProgramStringARB/glCompileShader, error at END",
     .kind = &text_kind, .work = BENCH_WORK_LONG,
     .params = long_params, .size = 1000, .tolerance = 1,
     .mode = BENCH_MODE_PARSE_GL },
   { .name = "load-long128", .unit = "MB/s",
     .what = "LoadProgramNV vs ProgramStringARB vs compile+link, no draw",
     .kind = &text_kind, .work = BENCH_WORK_LONG,
     .params = long_params, .size = 20, .tolerance = 1,
     .mode = BENCH_MODE_LOAD },
   /* Cases that wait for the extensions of other branches. */
   { .name = "vp2-skin", .unit = "Mvert/s",
     .what = "VP2 4-bone skinning, BRA loop + CAL, 1M vertices",
     .requires = { NV_VP2 },
     .kind = &vertex_kind, .work = BENCH_WORK_SKIN,
     .params = skin_params, .size = 1000000, .tolerance = 1 },
   { .name = "vp2-skin-palette", .unit = "Mvert/s",
     .what = "the same with per-vertex bone offsets (ARL of v[TEX0])",
     .requires = { NV_VP2 },
     .kind = &vertex_kind, .work = BENCH_WORK_SKIN_PALETTE,
     .params = skin_params, .size = 1000000, .tolerance = 1,
     .mode = BENCH_MODE_PALETTE },
   { .name = "fp1-light-fp32", .unit = "frame/s",
     .what = "FP1 per-pixel Blinn-Phong in R registers, 6k vertices",
     .requires = { NV_FP },
     .kind = &vertex_kind, .work = BENCH_WORK_PIXEL32,
     .size = 6000, .repeat = 50, .tolerance = 1 },
   { .name = "fp1-light-fp16", .unit = "frame/s",
     .what = "the same in H registers (ARB and GLSL stay fp32)",
     .requires = { NV_FP },
     .kind = &vertex_kind, .work = BENCH_WORK_PIXEL16,
     .size = 6000, .repeat = 50, .tolerance = 4 },
   { .name = "parse-vp2-option", .unit = "MB/s",
     .what = "ARBvp + OPTION NV_vertex_program2 vs plain ARBvp (both "
             "ProgramStringARB)",
     .requires = { NV_VP2_OPTION },
     .kind = &text_kind, .work = BENCH_WORK_VP2_OPTION,
     .params = bench_lighting_params, .size = 1000, .tolerance = 1,
     .mode = BENCH_MODE_PARSE },
   /* NV_gpu_program4 (issue 15): plain ARB has no integers, no fragment
    * loops and no geometry stage, so the last two time NV and GLSL. */
   { .name = "gp4-skin", .unit = "Mvert/s",
     .what = "NVvp4.0 4-bone skinning, TRUNC.S bone indices, REP loop, 1M "
             "vertices",
     .requires = { NV_GP4 },
     .kind = &vertex_kind, .work = BENCH_WORK_GP4_SKIN,
     .params = skin_params, .size = 1000000, .tolerance = 1,
     .mode = BENCH_MODE_PALETTE },
   { .name = "gp4-hash", .unit = "frame/s",
     .what = "NVfp4.0 16 xorshift rounds of integers per pixel in a REP "
             "loop, 6k vertices",
     .requires = { NV_GP4 },
     .kind = &vertex_kind, .work = BENCH_WORK_GP4_HASH,
     .size = 6000, .repeat = 50, .tolerance = 0 },
   { .name = "gp4-amplify", .unit = "Mvert/s",
     .what = "NVgp4.0 each triangle out as four (12 vertices), 300k "
             "vertices in",
     .requires = { NV_GEOMETRY4 },
     .kind = &vertex_kind, .work = BENCH_WORK_GP4_AMPLIFY,
     .size = 300000, .tolerance = 1 },
   /* NV_gpu_program5 (issue 16): no ARB program has doubles or
    * tessellation.  The tessellation targets exist where the driver
    * tessellates (llvmpipe; softpipe has no tessellation stage): the
    * GLSL variant's extension decides, for both. */
   { .name = "gp5-fp64-mandel", .unit = "frame/s",
     .what = "NVfp5.0 F64 Mandelbrot, up to 32 iterations per pixel, "
             "6k vertices",
     .requires = { NV_GP5, NULL, "GL_ARB_gpu_shader_fp64" },
     .kind = &vertex_kind, .work = BENCH_WORK_GP5_FP64,
     .size = 6000, .repeat = 50, .tolerance = 0 },
   { .name = "gp5-tess", .unit = "Mvert/s",
     .what = "NVtcp5.0 + NVtep5.0 Phong tessellation at level 4, 60k "
             "patch vertices in",
     .requires = { NV_GP5, NULL, ARB_TESS },
     .kind = &vertex_kind, .work = BENCH_WORK_GP5_TESS,
     .size = 60000, .tolerance = 1, .mode = BENCH_MODE_PATCHES },
   /* The compute one: ARB_compute_shader on both drivers (the NV
    * target exists where it does); its frame is the output buffer. */
   { .name = "gp5-reduce", .unit = "Melem/s",
     .what = "NVcp5.0 sum of 1M uints: LOAD, shared memory, BAR, "
             "ATOM.ADD; 20 dispatches",
     .requires = { NV_GP5, NULL, "GL_ARB_compute_shader" },
     .kind = &bench_compute_kind, .work = BENCH_WORK_GP5_REDUCE,
     .size = 20, .tolerance = 0 },
};

const unsigned bench_num_cases = sizeof(bench_cases) / sizeof(bench_cases[0]);

void
bench_cases_scale(double scale)
{
   for (unsigned i = 0; i < bench_num_cases; i++) {
      struct bench_case *c = &bench_cases[i];
      if (c->kind == &vertex_kind || c->kind == &state_kind) {
         unsigned s = (unsigned)(c->size * scale);
         c->size = s < 600 ? 600 : s;
      } else if (c->size > 1) {
         unsigned s = (unsigned)(c->size * scale);
         c->size = s < 1 ? 1 : s;
      }
   }
}
