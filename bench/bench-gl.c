/*
 * nvprog bench: the GL side shared by every case.  An OSMesa context
 * (headless, the driver chosen by GALLIUM_DRIVER), the entry points,
 * loading and binding one program in each of the three apis, the torus
 * mesh in a VBO, and the pixel comparison of the equivalence check.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench.h"
#include "nvprog-lighting.h"

#include <GL/osmesa.h>

#ifndef GL_TESS_CONTROL_PROGRAM_NV
#define GL_TESS_CONTROL_PROGRAM_NV 0x891E
#define GL_TESS_EVALUATION_PROGRAM_NV 0x891F
#endif
#ifndef GL_COMPUTE_PROGRAM_NV
#define GL_COMPUTE_PROGRAM_NV 0x90FB
#endif

const char *const bench_api_name[BENCH_NUM_APIS] = { "NV", "ARB", "GLSL" };

struct bench_procs bgl;

static OSMesaContext bench_ctx;
static unsigned char *bench_buffer;

bool
bench_gl_init(char *why, size_t n)
{
   bench_ctx = OSMesaCreateContextExt(OSMESA_RGBA, 24, 0, 0, NULL);
   bench_buffer = calloc((size_t)BENCH_W * BENCH_H, 4);
   if (!bench_ctx || !bench_buffer ||
       !OSMesaMakeCurrent(bench_ctx, bench_buffer, GL_UNSIGNED_BYTE,
                          BENCH_W, BENCH_H)) {
      snprintf(why, n, "cannot create an OSMesa context");
      return false;
   }
#define BENCH_PROC_GET(type, name) \
   bgl.name = (type)(void *)OSMesaGetProcAddress("gl" #name); \
   if (!bgl.name) { \
      snprintf(why, n, "gl%s missing", #name); \
      return false; \
   }
   BENCH_PROCS(BENCH_PROC_GET)
#undef BENCH_PROC_GET
   glViewport(0, 0, BENCH_W, BENCH_H);
   glClearColor(0.0f, 0.0f, 0.0f, 1.0f);
   glEnable(GL_DEPTH_TEST);
   return true;
}

void
bench_gl_fini(void)
{
   OSMesaDestroyContext(bench_ctx);
   free(bench_buffer);
}

bool
bench_has_extension(const char *name)
{
   const char *ext = (const char *)glGetString(GL_EXTENSIONS);
   size_t len = strlen(name);
   for (const char *p = ext; p && (p = strstr(p, name)); p += len) {
      if ((p == ext || p[-1] == ' ') && (p[len] == ' ' || p[len] == '\0'))
         return true;
   }
   return false;
}

const unsigned char *
bench_pixels(void)
{
   return bench_buffer;
}

bool bench_cpu_clock = true;

double
bench_now(void)
{
   struct timespec ts;
   /* The process's CPU time counts llvmpipe's threads too, and not the
    * time other processes of a busy machine take from it. */
   clock_gettime(bench_cpu_clock ? CLOCK_PROCESS_CPUTIME_ID
                                 : CLOCK_MONOTONIC, &ts);
   return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* ---- programs ---------------------------------------------------------- */

/* The program targets of one stage: ARB (ProgramStringARB, for "!!ARB"
 * and "!!NV" text) and NV (LoadProgramNV, for "!!VP"/"!!VSP"/"!!FP"). */
static const GLenum stage_target[6][2] = {
   { GL_VERTEX_PROGRAM_ARB, GL_VERTEX_PROGRAM_NV },
   { GL_FRAGMENT_PROGRAM_ARB, GL_FRAGMENT_PROGRAM_NV },
   { GL_GEOMETRY_PROGRAM_NV, GL_GEOMETRY_PROGRAM_NV },
   { GL_TESS_CONTROL_PROGRAM_NV, GL_TESS_CONTROL_PROGRAM_NV },
   { GL_TESS_EVALUATION_PROGRAM_NV, GL_TESS_EVALUATION_PROGRAM_NV },
   { GL_COMPUTE_PROGRAM_NV, GL_COMPUTE_PROGRAM_NV },
};

enum {
   STAGE_VERTEX, STAGE_FRAGMENT, STAGE_GEOMETRY, STAGE_TESS_CTRL,
   STAGE_TESS_EVAL, STAGE_COMPUTE,
};

static GLuint
load_asm(const char *text, unsigned stage, GLenum *target, char *why,
         size_t n)
{
   GLuint id;
   GLint pos = -1;
   GLsizei len = (GLsizei)strlen(text);
   bool arb = strncmp(text, "!!ARB", 5) == 0 ||
              strncmp(text, "!!NV", 4) == 0;

   while (glGetError() != GL_NO_ERROR)
      ;
   bgl.GenProgramsARB(1, &id);
   *target = stage_target[stage][!arb];
   if (arb) {
      bgl.BindProgramARB(*target, id);
      bgl.ProgramStringARB(*target, GL_PROGRAM_FORMAT_ASCII_ARB, len, text);
   } else {
      bgl.LoadProgramNV(*target, id, len, (const GLubyte *)text);
      bgl.BindProgramNV(*target, id);
   }
   glGetIntegerv(GL_PROGRAM_ERROR_POSITION_ARB, &pos);
   if (glGetError() != GL_NO_ERROR || pos != -1) {
      snprintf(why, n, "%.4s program rejected at byte %d: %s", text + 2,
               pos, (const char *)glGetString(GL_PROGRAM_ERROR_STRING_ARB));
      bgl.DeleteProgramsARB(1, &id);
      return 0;
   }
   return id;
}

static const char glsl_default_fs[] =
   "#version 110\n"
   "void main() { gl_FragColor = gl_Color; }\n";

static GLuint
compile_glsl(GLenum stage, const char *text, char *why, size_t n)
{
   GLuint sh = bgl.CreateShader(stage);
   GLint ok = 0;
   bgl.ShaderSource(sh, 1, &text, NULL);
   bgl.CompileShader(sh);
   bgl.GetShaderiv(sh, GL_COMPILE_STATUS, &ok);
   if (!ok) {
      char log[512] = "";
      bgl.GetShaderInfoLog(sh, sizeof(log), NULL, log);
      snprintf(why, n, "GLSL compile failed: %s", log);
      bgl.DeleteShader(sh);
      return 0;
   }
   return sh;
}

/* Links p->glsl from its attached shaders. */
static bool
link_glsl(struct bench_prog *p, char *why, size_t n)
{
   GLint ok = 0;
   bgl.LinkProgram(p->glsl);
   bgl.GetProgramiv(p->glsl, GL_LINK_STATUS, &ok);
   if (!ok) {
      char log[512] = "";
      bgl.GetProgramInfoLog(p->glsl, sizeof(log), NULL, log);
      snprintf(why, n, "GLSL link failed: %s", log);
      return false;
   }
   return true;
}

static bool
load_glsl(struct bench_prog *p, const struct bench_texts *t, char *why,
          size_t n)
{
   if (t->cp[BENCH_GLSL]) {
      p->glsl_cs = compile_glsl(GL_COMPUTE_SHADER, t->cp[BENCH_GLSL], why,
                                n);
      if (!p->glsl_cs)
         return false;
      p->glsl = bgl.CreateProgram();
      bgl.AttachShader(p->glsl, p->glsl_cs);
      return link_glsl(p, why, n);
   }
   p->glsl_vs = compile_glsl(GL_VERTEX_SHADER, t->vp[BENCH_GLSL], why, n);
   p->glsl_fs = compile_glsl(GL_FRAGMENT_SHADER,
                             t->fp[BENCH_GLSL] ? t->fp[BENCH_GLSL]
                                               : glsl_default_fs, why, n);
   if (!p->glsl_vs || !p->glsl_fs)
      return false;
   if (t->gp[BENCH_GLSL] &&
       !(p->glsl_gs = compile_glsl(GL_GEOMETRY_SHADER, t->gp[BENCH_GLSL],
                                   why, n)))
      return false;
   if (t->tcp[BENCH_GLSL] &&
       !(p->glsl_tcs = compile_glsl(GL_TESS_CONTROL_SHADER,
                                    t->tcp[BENCH_GLSL], why, n)))
      return false;
   if (t->tep[BENCH_GLSL] &&
       !(p->glsl_tes = compile_glsl(GL_TESS_EVALUATION_SHADER,
                                    t->tep[BENCH_GLSL], why, n)))
      return false;
   p->glsl = bgl.CreateProgram();
   bgl.AttachShader(p->glsl, p->glsl_vs);
   bgl.AttachShader(p->glsl, p->glsl_fs);
   if (p->glsl_gs)
      bgl.AttachShader(p->glsl, p->glsl_gs);
   if (p->glsl_tcs)
      bgl.AttachShader(p->glsl, p->glsl_tcs);
   if (p->glsl_tes)
      bgl.AttachShader(p->glsl, p->glsl_tes);
   if (!link_glsl(p, why, n))
      return false;
   for (unsigned i = 0; i < BENCH_MAX_PARAMS; i++) {
      char name[16];
      snprintf(name, sizeof(name), "c[%u]", i);
      p->loc[i] = bgl.GetUniformLocation(p->glsl, name);
   }
   return true;
}

bool
bench_prog_load(struct bench_prog *p, enum bench_api api,
                const struct bench_texts *t, char *why, size_t n)
{
   memset(p, 0, sizeof(*p));
   p->api = api;
   if (api == BENCH_GLSL)
      return load_glsl(p, t, why, n);
   /* GL_VERTEX_PROGRAM_NV and GL_VERTEX_PROGRAM_ARB are one enum; the
    * text tells which parameters the program reads ("!!VP": program
    * parameters, "!!ARB" and "!!NV": env parameters). */
   p->nv_params = t->vp[api] && strncmp(t->vp[api], "!!ARB", 5) != 0 &&
                  strncmp(t->vp[api], "!!NV", 4) != 0;
   if (t->vp[api] && !(p->vp = load_asm(t->vp[api], STAGE_VERTEX,
                                        &p->vp_target, why, n)))
      return false;
   if (t->fp[api] && !(p->fp = load_asm(t->fp[api], STAGE_FRAGMENT,
                                        &p->fp_target, why, n)))
      return false;
   if (t->gp[api] && !(p->gp = load_asm(t->gp[api], STAGE_GEOMETRY,
                                        &p->gp_target, why, n)))
      return false;
   if (t->tcp[api] && !(p->tcp = load_asm(t->tcp[api], STAGE_TESS_CTRL,
                                          &p->tcp_target, why, n)))
      return false;
   if (t->tep[api] && !(p->tep = load_asm(t->tep[api], STAGE_TESS_EVAL,
                                          &p->tep_target, why, n)))
      return false;
   if (t->cp[api] && !(p->cp = load_asm(t->cp[api], STAGE_COMPUTE,
                                        &p->cp_target, why, n)))
      return false;
   return true;
}

void
bench_prog_use(const struct bench_prog *p)
{
   if (p->api == BENCH_GLSL) {
      bgl.UseProgram(p->glsl);
      return;
   }
   if (p->vp) {
      bgl.BindProgramARB(p->vp_target, p->vp);
      glEnable(p->vp_target);
   }
   if (p->fp) {
      bgl.BindProgramARB(p->fp_target, p->fp);
      glEnable(p->fp_target);
   }
   if (p->gp) {
      bgl.BindProgramARB(p->gp_target, p->gp);
      glEnable(p->gp_target);
   }
   if (p->tcp) {
      bgl.BindProgramARB(p->tcp_target, p->tcp);
      glEnable(p->tcp_target);
   }
   if (p->tep) {
      bgl.BindProgramARB(p->tep_target, p->tep);
      glEnable(p->tep_target);
   }
   if (p->cp) {
      bgl.BindProgramARB(p->cp_target, p->cp);
      glEnable(p->cp_target);
   }
}

void
bench_prog_unuse(const struct bench_prog *p)
{
   if (p->api == BENCH_GLSL) {
      bgl.UseProgram(0);
      return;
   }
   if (p->vp)
      glDisable(p->vp_target);
   if (p->fp)
      glDisable(p->fp_target);
   if (p->gp)
      glDisable(p->gp_target);
   if (p->tcp)
      glDisable(p->tcp_target);
   if (p->tep)
      glDisable(p->tep_target);
   if (p->cp)
      glDisable(p->cp_target);
}

void
bench_prog_delete(struct bench_prog *p)
{
   if (p->vp)
      bgl.DeleteProgramsARB(1, &p->vp);
   if (p->fp)
      bgl.DeleteProgramsARB(1, &p->fp);
   if (p->gp)
      bgl.DeleteProgramsARB(1, &p->gp);
   if (p->tcp)
      bgl.DeleteProgramsARB(1, &p->tcp);
   if (p->tep)
      bgl.DeleteProgramsARB(1, &p->tep);
   if (p->cp)
      bgl.DeleteProgramsARB(1, &p->cp);
   if (p->glsl)
      bgl.DeleteProgram(p->glsl);
   if (p->glsl_vs)
      bgl.DeleteShader(p->glsl_vs);
   if (p->glsl_fs)
      bgl.DeleteShader(p->glsl_fs);
   if (p->glsl_gs)
      bgl.DeleteShader(p->glsl_gs);
   if (p->glsl_tcs)
      bgl.DeleteShader(p->glsl_tcs);
   if (p->glsl_tes)
      bgl.DeleteShader(p->glsl_tes);
   if (p->glsl_cs)
      bgl.DeleteShader(p->glsl_cs);
   memset(p, 0, sizeof(*p));
}

void
bench_prog_param(const struct bench_prog *p, unsigned i, const float v[4])
{
   switch (p->api) {
   case BENCH_NV:
      /* An "!!ARBvp1.0" program with an NV option reads env
       * parameters; a "!!VP" program reads program parameters. */
      if (p->nv_params)
         bgl.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, i, v);
      else
         bgl.ProgramEnvParameter4fvARB(GL_VERTEX_PROGRAM_ARB, i, v);
      break;
   case BENCH_ARB:
      bgl.ProgramEnvParameter4fvARB(GL_VERTEX_PROGRAM_ARB, i, v);
      break;
   default:
      if (p->loc[i] >= 0)
         bgl.Uniform4fv(p->loc[i], 1, v);
      break;
   }
}

void
bench_prog_param4(const struct bench_prog *p, unsigned i, float x, float y,
                  float z, float w)
{
   switch (p->api) {
   case BENCH_NV:
      if (p->nv_params)
         bgl.ProgramParameter4fNV(GL_VERTEX_PROGRAM_NV, i, x, y, z, w);
      else
         bgl.ProgramEnvParameter4fARB(GL_VERTEX_PROGRAM_ARB, i, x, y, z, w);
      break;
   case BENCH_ARB:
      bgl.ProgramEnvParameter4fARB(GL_VERTEX_PROGRAM_ARB, i, x, y, z, w);
      break;
   default:
      bgl.Uniform4f(p->loc[i], x, y, z, w);
      break;
   }
}

void
bench_track_matrices(void)
{
   bgl.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 0, GL_MODELVIEW_PROJECTION_NV,
                     GL_IDENTITY_NV);
   bgl.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 4, GL_MODELVIEW,
                     GL_INVERSE_TRANSPOSE_NV);
}

/* ---- the mesh and the view ------------------------------------------- */

struct bench_vertex {
   float pos[3], nrm[3], col[4];
};

static void
torus_vertex(struct bench_vertex *v, float u, float w)
{
   const float R = 1.0f, r = 0.42f;
   float cu = cosf(u), su = sinf(u), cw = cosf(w), sw = sinf(w);
   v->pos[0] = (R + r * cw) * cu;
   v->pos[1] = (R + r * cw) * su;
   v->pos[2] = r * sw;
   v->nrm[0] = cu * cw;
   v->nrm[1] = su * cw;
   v->nrm[2] = sw;
   v->col[0] = 0.6f + 0.4f * cu;
   v->col[1] = 0.6f + 0.4f * su;
   v->col[2] = 0.6f + 0.4f * sw;
   v->col[3] = 1.0f;
}

void
bench_mesh_torus(struct bench_mesh *m, unsigned vertices)
{
   const float two_pi = 2.0f * (float)M_PI;
   unsigned quads = vertices / 6;
   unsigned nu = (unsigned)sqrt(quads * 2.0);
   nu = nu < 4 ? 4 : nu;
   unsigned nw = quads / nu < 2 ? 2 : quads / nu;
   struct bench_vertex *v = malloc(sizeof(*v) * 6 * nu * nw), *p = v;
   static const int corner[6][2] = {
      { 0, 0 }, { 1, 0 }, { 1, 1 }, { 0, 0 }, { 1, 1 }, { 0, 1 },
   };

   for (unsigned i = 0; i < nu; i++) {
      for (unsigned j = 0; j < nw; j++) {
         for (int k = 0; k < 6; k++)
            torus_vertex(p++, two_pi * (i + corner[k][0]) / nu,
                         two_pi * (j + corner[k][1]) / nw);
      }
   }
   m->count = (GLsizei)(6 * nu * nw);
   bgl.GenBuffers(1, &m->vbo);
   bgl.BindBuffer(GL_ARRAY_BUFFER, m->vbo);
   bgl.BufferData(GL_ARRAY_BUFFER, sizeof(*v) * m->count, v,
                  GL_STATIC_DRAW);
   free(v);
}

void
bench_mesh_palette(struct bench_mesh *m)
{
   struct bench_vertex *v = malloc(sizeof(*v) * m->count);
   float (*bones)[4] = malloc(sizeof(*bones) * m->count);

   bgl.BindBuffer(GL_ARRAY_BUFFER, m->vbo);
   bgl.GetBufferSubData(GL_ARRAY_BUFFER, 0, sizeof(*v) * m->count, v);
   for (GLsizei i = 0; i < m->count; i++) {
      /* bands of x: a vertex that several triangles share gets one
       * rotation, so the skinned mesh stays closed */
      int r = (int)floorf((v[i].pos[0] + 2.0f) * 2.0f) & 3;
      for (int k = 0; k < 4; k++)
         bones[i][k] = (float)(3 * ((k + r) % 4));
   }
   bgl.GenBuffers(1, &m->bones);
   bgl.BindBuffer(GL_ARRAY_BUFFER, m->bones);
   bgl.BufferData(GL_ARRAY_BUFFER, sizeof(*bones) * m->count, bones,
                  GL_STATIC_DRAW);
   free(bones);
   free(v);
}

void
bench_mesh_triangle(struct bench_mesh *m)
{
   const struct bench_vertex v[3] = {
      { { 0, 0, 0 }, { 0, 0, 1 }, { 1, 1, 1, 1 } },
      { { 0.05f, 0, 0 }, { 0, 0, 1 }, { 1, 1, 1, 1 } },
      { { 0, 0.05f, 0 }, { 0, 0, 1 }, { 1, 1, 1, 1 } },
   };
   m->count = 3;
   bgl.GenBuffers(1, &m->vbo);
   bgl.BindBuffer(GL_ARRAY_BUFFER, m->vbo);
   bgl.BufferData(GL_ARRAY_BUFFER, sizeof(v), v, GL_STATIC_DRAW);
}

void
bench_mesh_bind(const struct bench_mesh *m)
{
   const GLsizei stride = sizeof(struct bench_vertex);
   bgl.BindBuffer(GL_ARRAY_BUFFER, m->vbo);
   glVertexPointer(3, GL_FLOAT, stride,
                   (const void *)offsetof(struct bench_vertex, pos));
   glNormalPointer(GL_FLOAT, stride,
                   (const void *)offsetof(struct bench_vertex, nrm));
   glColorPointer(4, GL_FLOAT, stride,
                  (const void *)offsetof(struct bench_vertex, col));
   glEnableClientState(GL_VERTEX_ARRAY);
   glEnableClientState(GL_NORMAL_ARRAY);
   glEnableClientState(GL_COLOR_ARRAY);
   if (m->bones) {
      bgl.BindBuffer(GL_ARRAY_BUFFER, m->bones);
      glTexCoordPointer(4, GL_FLOAT, 0, NULL);
      glEnableClientState(GL_TEXTURE_COORD_ARRAY);
   } else {
      glDisableClientState(GL_TEXTURE_COORD_ARRAY);
   }
}

void
bench_mesh_delete(struct bench_mesh *m)
{
   if (m->vbo)
      bgl.DeleteBuffers(1, &m->vbo);
   if (m->bones)
      bgl.DeleteBuffers(1, &m->bones);
   m->vbo = m->bones = 0;
}

void
bench_set_view(void)
{
   glMatrixMode(GL_PROJECTION);
   glLoadIdentity();
   glFrustum(-0.7, 0.7, -0.7, 0.7, 1.5, 20.0);
   glMatrixMode(GL_MODELVIEW);
   glLoadIdentity();
   glTranslatef(0.0f, 0.0f, -4.2f);
   glRotatef(48.0f, 1.0f, 0.3f, 0.0f);
   glRotatef(30.0f, 0.0f, 0.0f, 1.0f);
}

void
bench_lighting_params(const struct bench_prog *p)
{
   float lights[NVPROG_LIGHTING_NUM_PARAMS][4];

   nvprog_lighting_params(lights);
   for (int i = 0; i < NVPROG_LIGHTING_NUM_PARAMS; i++)
      bench_prog_param(p, NVPROG_LIGHTING_FIRST_PARAM + i, lights[i]);
}

/* ---- pixels ------------------------------------------------------------ */

struct bench_diff
bench_compare(const unsigned char *a, const unsigned char *b, int tol)
{
   struct bench_diff d = { 0, 0 };
   for (size_t i = 0; i < (size_t)BENCH_W * BENCH_H; i++) {
      int worst = 0;
      for (int ch = 0; ch < 4; ch++) {
         int e = abs(a[4 * i + ch] - b[4 * i + ch]);
         worst = e > worst ? e : worst;
      }
      d.max = worst > d.max ? worst : d.max;
      d.over += worst > tol;
   }
   return d;
}

void
bench_set_pixels(const GLuint *words)
{
   glFinish();
   memcpy(bench_buffer, words, (size_t)BENCH_W * BENCH_H * 4);
}

unsigned
bench_covered(const unsigned char *img)
{
   unsigned n = 0;
   for (size_t i = 0; i < (size_t)BENCH_W * BENCH_H; i++)
      n += img[4 * i] || img[4 * i + 1] || img[4 * i + 2];
   return n;
}
