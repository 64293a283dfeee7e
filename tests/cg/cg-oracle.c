/*
 * cg-oracle: NVIDIA's Cg Toolkit 3.1 as a differential oracle.
 *
 * For every tests/cg/shaders/NAME.cg (entry points vmain and fmain) and
 * every profile pair, the shader is compiled by libCg, loaded, bound and
 * given its parameters by libCgGL (the runtime Cg applications used),
 * drawn over a fixed mesh into a 64x64 framebuffer object and read back.
 * The NV pairs (vp20+arbfp1, vp30+fp30, vp40+fp40, gp4vp+gp4fp,
 * gp5vp+gp5fp) are compared with the same source compiled to
 * glslv+glslf and to arbvp1+arbfp1, which Mesa runs with its own
 * compilers; arbvp1+arbfp1 is compared with glsl too.  A shader with a
 * geometry entry gmain is drawn only by gp4vp+gp4gp+gp4fp and
 * gp5vp+gp5gp+gp5fp (libCgGL) against glslv+glslg+glslf,
 * which the harness links itself from libCg's texts, the glslg one
 * rewritten to GLSL 1.50 (README.md, "Geometry shaders"); one with a
 * line "// layered: cube" is drawn by them into the six faces of a cube
 * map attached layered, every face compared (README.md, "Layered cube
 * maps").
 * tests/cg/README.md states the conventions (inputs, parameters, samplers,
 * outputs, tolerances, the expectation file).
 *
 * GL_NV_gpu_program5 is not advertised yet, and libCgGL supports the gp5
 * profiles only where the extension string names it: the table is drawn
 * with MESA_EXTENSION_OVERRIDE=+GL_NV_gpu_program5 in the environment
 * (the meson tests set it), without which every gp5 cell is
 * "unsupported", a failure.  The override changes what
 * cgGLGetLatestProfile answers (gp5vp/gp5fp/gp5gp), so the
 * --latest-profiles checks run with and without it.
 *
 *    cg-oracle [--expect FILE] [--table FILE] [--only NAME] [-v]
 *              SHADER_DIR_OR_FILE...
 *    cg-oracle --latest-profiles VP FP [GP]
 *
 * Prints the table, a line "N passed, M failed, ..." and a PIGLIT result
 * line; exits 0 on pass, 1 on fail.  --latest-profiles checks that
 * cgGLGetLatestProfile gives VP and FP (and GP) for the vertex and
 * fragment (and geometry) stages.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dirent.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <X11/Xlib.h>
#define GL_GLEXT_LEGACY
#include <GL/gl.h>
#include <GL/glext.h>
#include <GL/glx.h>

#include <Cg/cg.h>
#include <Cg/cgGL.h>

#include "oracle-glx.h"

#define W 64
#define H 64
#define MAX_RT 4
#define MAX_SHADERS 1024
#define MAX_TEXTURES 32
/* A layered cube-map draw ("// layered: cube"): faces +X, -X, +Y, -Y, +Z,
 * -Z, layers 0..5 of the framebuffer (NV_geometry_program4, 2.X.4.7) */
#define CUBE_FACES 6

/* A pixel centre closer than this (in pixels) to an edge of the drawn
 * mesh is not compared: which triangle owns it may depend on the last
 * bit of a position. */
#define EDGE_EPS (1.0 / 256.0)

/* ---------------------------------------------------------------------
 * GL entry points past GL 1.3, through glXGetProcAddress
 */
static PFNGLGENFRAMEBUFFERSEXTPROC gen_framebuffers;
static PFNGLBINDFRAMEBUFFEREXTPROC bind_framebuffer;
static PFNGLFRAMEBUFFERTEXTURE2DEXTPROC framebuffer_texture_2d;
static PFNGLFRAMEBUFFERRENDERBUFFEREXTPROC framebuffer_renderbuffer;
static PFNGLGENRENDERBUFFERSEXTPROC gen_renderbuffers;
static PFNGLBINDRENDERBUFFEREXTPROC bind_renderbuffer;
static PFNGLRENDERBUFFERSTORAGEEXTPROC renderbuffer_storage;
static PFNGLCHECKFRAMEBUFFERSTATUSEXTPROC check_framebuffer_status;
static PFNGLDRAWBUFFERSARBPROC draw_buffers;
static PFNGLTEXIMAGE3DPROC tex_image_3d;
static PFNGLACTIVETEXTUREARBPROC active_texture;
static PFNGLCLIENTACTIVETEXTUREARBPROC client_active_texture;
static PFNGLGETATTRIBLOCATIONARBPROC get_attrib_location;
static PFNGLVERTEXATTRIBPOINTERARBPROC vertex_attrib_pointer;
static PFNGLENABLEVERTEXATTRIBARRAYARBPROC enable_vertex_attrib_array;
static PFNGLDISABLEVERTEXATTRIBARRAYARBPROC disable_vertex_attrib_array;

static void *
get_proc(const char *name)
{
   void *p = (void *) glXGetProcAddressARB((const GLubyte *) name);
   if (!p) {
      printf("glXGetProcAddressARB(\"%s\") returned NULL\n", name);
      printf("PIGLIT: {\"result\": \"fail\"}\n");
      exit(1);
   }
   return p;
}

/* ---------------------------------------------------------------------
 * Profile pairs
 */
struct pair {
   const char *name;
   const char *vp, *fp;
   const char *gp;   /* the geometry profile (entry gmain), or NULL */
   bool nv;          /* compared with the references, an NV pair */
   bool glsl;        /* combined with cgCombinePrograms */
};

/* (drawn in this order; the gp5 pairs come last so that every other
 * pair draws after the same pairs as before they were added) */
enum {
   PAIR_VP20, PAIR_VP30, PAIR_VP40, PAIR_GP4, PAIR_ARB, PAIR_GLSL,
   PAIR_GP4GS, PAIR_GLSLGS, PAIR_GP5, PAIR_GP5GS,
   NUM_PAIRS
};

static const struct pair pairs[NUM_PAIRS] = {
   [PAIR_VP20] = { "vp20+arbfp1", "vp20", "arbfp1", NULL, true, false },
   [PAIR_VP30] = { "vp30+fp30", "vp30", "fp30", NULL, true, false },
   [PAIR_VP40] = { "vp40+fp40", "vp40", "fp40", NULL, true, false },
   /* NV_gpu_program4: "!!NVvp4.0" + "!!NVfp4.0" */
   [PAIR_GP4] = { "gp4vp+gp4fp", "gp4vp", "gp4fp", NULL, true, false },
   [PAIR_ARB] = { "arbvp1+arbfp1", "arbvp1", "arbfp1", NULL, false, false },
   [PAIR_GLSL] = { "glslv+glslf", "glslv", "glslf", NULL, false, true },
   /* Shaders with a geometry entry (gmain) are drawn with these two only:
    * "!!NVvp4.0" + "!!NVgp4.0" + "!!NVfp4.0" against glslv + glslg +
    * glslf (the glslg text rewritten to GLSL 1.50, README.md). */
   [PAIR_GP4GS] = { "gp4vp+gp4gp+gp4fp", "gp4vp", "gp4fp", "gp4gp", true,
                    false },
   [PAIR_GLSLGS] = { "glslv+glslg+glslf", "glslv", "glslf", "glslg", false,
                     true },
   /* NV_gpu_program5: "!!NVvp5.0" + "!!NVfp5.0", and with "!!NVgp5.0"
    * for the shaders with gmain, against the same references as the gp4
    * pairs.  libCgGL takes the gp5 profiles only where the extension
    * string has GL_NV_gpu_program5, which nvprog advertises only with
    * MESA_EXTENSION_OVERRIDE=+GL_NV_gpu_program5 (the header comment). */
   [PAIR_GP5] = { "gp5vp+gp5fp", "gp5vp", "gp5fp", NULL, true, false },
   [PAIR_GP5GS] = { "gp5vp+gp5gp+gp5fp", "gp5vp", "gp5fp", "gp5gp", true,
                    false },
};

/* The pair whose pixels a pair must equal exactly, colour and depth
 * (compared without tolerance, besides the references), or -1.  cgc's
 * gp5 builds are its gp4 builds under a version 5 header but for the
 * TEXTURE variables and CBUFFER/LDC (README.md), and libCgGL loads and
 * feeds both with the same calls: a gp5 pair draws what its gp4 pair
 * draws, and a pixel that differs is a "differ" of the gp5 pair, shown
 * as "; gp4: DIFFER ..." in its cell. */
static int
exact_twin(int p)
{
   return p == PAIR_GP5 ? PAIR_GP4 : p == PAIR_GP5GS ? PAIR_GP4GS : -1;
}

/* ---------------------------------------------------------------------
 * The result of drawing one shader with one pair
 */
enum draw_status {
   DRAW_OK,
   DRAW_NOT_COMPILED,   /* cgc refused: listed, not counted */
   DRAW_UNSUPPORTED,    /* the GL lacks the profile: listed */
   DRAW_LOAD_FAILED,    /* cgGLLoadProgram or binding failed */
   DRAW_CRASHED,        /* the process died drawing it (--crashed) */
   DRAW_SKIPPED,        /* a geometry pair without gmain, or the reverse */
};

struct image {
   enum draw_status status;
   char reason[512];
   int num_rt;
   uint8_t color[MAX_RT][W * H * 4];
   uint32_t depth[W * H];
   /* 1, or CUBE_FACES for a layered cube-map draw, whose one colour
    * target and depth are then face_color[] and face_depth[] */
   int num_layers;
   uint8_t face_color[CUBE_FACES][W * H * 4];
   uint32_t face_depth[CUBE_FACES][W * H];
   bool near_edge[W * H];
   bool edges_from_feedback;
   double draw_s;      /* --time: seconds per draw, 0 if not timed */
};

/* One comparison of two images. */
enum cmp_result {
   CMP_NONE,        /* not compared: one side not drawn */
   CMP_SAME,
   CMP_TOLERANCE,
   CMP_DIFFER,
   CMP_LOAD,        /* the compared (NV) side failed to load */
   CMP_CRASH,       /* the compared side crashed */
};

struct cmp {
   enum cmp_result result;
   int max_diff;       /* colour, in 1/255 */
   int count;          /* pixels beyond the tolerance */
   int depth_max;      /* depth, in 2^-24 */
   int compared;       /* pixels compared */
   /* per layer (cube face) of a layered draw: the same three */
   int num_layers;
   int layer_max[CUBE_FACES], layer_count[CUBE_FACES];
   int layer_depth_max[CUBE_FACES];
};

/* Colour target r of layer l, and the depth of layer l: a layered draw
 * keeps one colour target per cube face. */
static const uint8_t *
image_color(const struct image *img, int l, int r)
{
   return img->num_layers > 1 ? img->face_color[l] : img->color[r];
}

static const uint32_t *
image_depth(const struct image *img, int l)
{
   return img->num_layers > 1 ? img->face_depth[l] : img->depth;
}

static const char *const face_names[CUBE_FACES] = {
   "+X", "-X", "+Y", "-Y", "+Z", "-Z",
};

/* Tolerances a shader declares, in 1/255 (colour) and 2^-24 (depth). */
struct tolerance {
   char key[32];
   int value;
};

struct shader {
   char name[128];
   char path[1024];
   struct tolerance tol[16];
   int num_tol;
   bool geometry;      /* defines gmain: drawn by the geometry pairs */
   /* "// layered: cube": the geometry pairs draw into the six faces of a
    * cube map attached layered (README.md, "Layered cube maps") */
   bool layered_cube;
};

static bool verbose;
static bool feedback_nv;
static bool use_feedback;
static bool warm_up;
static bool child_mode;
/* --time N: after the comparison draw, rounds of N more draws timed per
 * pair, and a throughput table instead of the pass/fail count (make
 * bench). */
static int time_draws;
/* --time: rounds of time_draws draws; the fastest counts */
#define TIME_ROUNDS 5
/* --time: seconds per draw of each shader (by name) and pair, from the
 * children's TIME lines. */
struct timing {
   char shader[128];
   double s[NUM_PAIRS];
};
static struct timing *timings;
static int num_timings;

static void
record_time(const char *shader, const char *pair, double s)
{
   int t;
   for (t = 0; t < num_timings; t++) {
      if (!strcmp(timings[t].shader, shader))
         break;
   }
   if (t == num_timings) {
      if (num_timings == MAX_SHADERS)
         return;
      num_timings++;
      memset(&timings[t], 0, sizeof(timings[t]));
      snprintf(timings[t].shader, sizeof(timings[t].shader), "%s", shader);
   }
   for (int p = 0; p < NUM_PAIRS; p++) {
      if (!strcmp(pairs[p].name, pair))
         timings[t].s[p] = s;
   }
}
static bool crashed[NUM_PAIRS];
static const char *dump_dir;
static CGcontext cg_ctx;

/* ---------------------------------------------------------------------
 * Small helpers
 */
/* -v: what the harness is about to do, flushed (a crash names it). */
static void
step(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static void
step(const char *fmt, ...)
{
   va_list ap;
   if (!verbose)
      return;
   printf("      - ");
   va_start(ap, fmt);
   vprintf(fmt, ap);
   va_end(ap);
   printf("\n");
   fflush(stdout);
}

static void
copy_line(char *dst, size_t size, const char *src)
{
   size_t n = 0;
   if (!src)
      src = "";
   while (*src == ' ' || *src == '\n')
      src++;
   while (src[n] && src[n] != '\n' && n + 1 < size)
      n++;
   memcpy(dst, src, n);
   dst[n] = '\0';
}

/* The line of a listing that says what went wrong: the first "error"
 * line, else the first line. */
static void
listing_reason(char *dst, size_t size, const char *listing)
{
   const char *e = listing ? strstr(listing, "error") : NULL;
   if (e) {
      while (e > listing && e[-1] != '\n')
         e--;
      /* Drop the path before "NAME.cg(LINE)". */
      const char *p = e, *slash = NULL;
      while (*p && *p != '\n' && *p != '(') {
         if (*p == '/')
            slash = p;
         p++;
      }
      if (slash)
         e = slash + 1;
      copy_line(dst, size, e);
   } else {
      copy_line(dst, size, listing ? listing : "(no listing)");
   }
}

static uint32_t
hash_str(const char *s, uint32_t h)
{
   if (!h)
      h = 2166136261u;
   for (; *s; s++) {
      h ^= (uint8_t) *s;
      h *= 16777619u;
   }
   return h;
}

static uint32_t
hash_u32(uint32_t x)
{
   x ^= x >> 16;
   x *= 0x7feb352du;
   x ^= x >> 15;
   x *= 0x846ca68bu;
   x ^= x >> 16;
   return x;
}

/* Deterministic values in [0,1) that are multiples of 1/1024, so that
 * fp16 and fx12 hold them exactly. */
static float
unit_value(uint32_t h, int i)
{
   return (float) (hash_u32(h + 0x9e3779b9u * (uint32_t) (i + 1)) & 1023) /
          1024.0f;
}

/* ---------------------------------------------------------------------
 * The mesh
 *
 * A grid of 7 x 8 cells of 8 x 7 pixels (pixel rows and columns 4..60),
 * two triangles per cell, drawn as GL_TRIANGLES.  Vertices lie on pixel
 * corners and the cells' diagonals have slope 7/8, so no pixel centre is
 * on an edge when the vertex program passes the position through the
 * modelview-projection matrix (which the fixed matrices below keep exact
 * in x and y).  Every attribute is a multiple of 1/1024 (weights of 1/8)
 * except the normals, which are normalised.
 */
#define GRID_X 7
#define GRID_Y 8
#define CELL_W 8
#define CELL_H 7
#define NUM_VERTS (GRID_X * GRID_Y * 6)

struct vertex {
   float pos[4];
   float normal[4];
   float color[4];
   float tc[4][4];
   float weight[4];
   float index[4];
};

static struct vertex mesh[NUM_VERTS];

static void
grid_vertex(struct vertex *v, int i, int j)
{
   static const float weights[4][4] = {
      { 0.5f, 0.25f, 0.125f, 0.125f },
      { 1.0f, 0.0f, 0.0f, 0.0f },
      { 0.25f, 0.25f, 0.25f, 0.25f },
      { 0.375f, 0.125f, 0.25f, 0.25f },
   };
   uint32_t h = hash_u32((uint32_t) (i * 31 + j * 977 + 1));
   float px = 4 + CELL_W * i, py = 4 + CELL_H * j;

   memset(v, 0, sizeof(*v));
   v->pos[0] = px / (W / 2) - 1;
   v->pos[1] = py / (H / 2) - 1;
   v->pos[2] = (float) ((i * 3 + j * 5) % 9) / 8.0f - 0.5f;
   v->pos[3] = 1;

   float a = (float) i * 0.7f + (float) j * 0.3f;
   float n[3] = { sinf(a) * 0.6f, cosf(a) * 0.6f, 0.8f };
   float len = sqrtf(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
   for (int c = 0; c < 3; c++)
      v->normal[c] = n[c] / len;

   for (int c = 0; c < 4; c++)
      v->color[c] = unit_value(h, c);
   for (int t = 0; t < 4; t++) {
      v->tc[t][0] = (float) i / GRID_X;
      v->tc[t][1] = (float) j / GRID_Y;
      if (t & 1) {
         v->tc[t][0] = 1.0f - v->tc[t][0];
      }
      if (t & 2) {
         float s = v->tc[t][0];
         v->tc[t][0] = v->tc[t][1];
         v->tc[t][1] = s;
      }
      v->tc[t][2] = unit_value(h, 4 + t * 2);
      v->tc[t][3] = 0.5f + unit_value(h, 5 + t * 2) * 0.5f;
   }
   int wsel = (i + 2 * j) % 4, rot = (i * 3 + j) % 4;
   for (int c = 0; c < 4; c++) {
      v->weight[c] = weights[wsel][(c + rot) % 4];
      v->index[c] = (float) ((i + j * 2 + c * 3) % 4);
   }
}

/* The grid coordinates of cell corner k: two triangles per cell. */
static const int cell_corner[6][2] = {
   { 0, 0 }, { 1, 0 }, { 1, 1 }, { 0, 0 }, { 1, 1 }, { 0, 1 },
};

static void
build_mesh(void)
{
   int n = 0;
   for (int j = 0; j < GRID_Y; j++) {
      for (int i = 0; i < GRID_X; i++) {
         for (int k = 0; k < 6; k++)
            grid_vertex(&mesh[n++], i + cell_corner[k][0],
                        j + cell_corner[k][1]);
      }
   }
}

/*
 * What a geometry shader takes (tests/cg/README.md): the triangles above
 * (GL_TRIANGLES), each cell's first corner as a point (GL_POINTS, 56), or
 * each cell's lower edge as a line (GL_LINES, 56), all from the same
 * arrays.  draw_prim is the primitive of the pair being drawn.
 */
static GLuint point_index[GRID_X * GRID_Y];
static GLuint line_index[GRID_X * GRID_Y * 2];
/* GL_TRIANGLES_ADJACENCY: per triangle its vertices 0, 2, 4 and between
 * them the neighbours across its edges */
static GLuint adjacency_index[NUM_VERTS * 2];
static GLenum draw_prim = GL_TRIANGLES;

/* A vertex of the mesh at grid point (x, y), -1 when there is none. */
static int
grid_index(int x, int y)
{
   for (int k = 0; k < 6; k++) {
      int i = x - cell_corner[k][0], j = y - cell_corner[k][1];
      if (i >= 0 && i < GRID_X && j >= 0 && j < GRID_Y)
         return (j * GRID_X + i) * 6 + k;
   }
   return -1;
}

static void
build_indices(void)
{
   for (int c = 0; c < GRID_X * GRID_Y; c++) {
      point_index[c] = (GLuint) (c * 6);
      line_index[c * 2] = (GLuint) (c * 6);
      line_index[c * 2 + 1] = (GLuint) (c * 6 + 1);
   }
   /* the neighbour across edge (a, b) of a triangle with third vertex c
    * is the grid point a + b - c, the triangle's own c outside the grid */
   for (int t = 0; t < NUM_VERTS / 3; t++) {
      int cell = t / 2, ci = cell % GRID_X, cj = cell / GRID_X;
      for (int e = 0; e < 3; e++) {
         int ka = (t % 2) * 3 + e, kb = (t % 2) * 3 + (e + 1) % 3;
         int kc = (t % 2) * 3 + (e + 2) % 3;
         int x = cell_corner[ka][0] + cell_corner[kb][0] -
                 cell_corner[kc][0] + ci;
         int y = cell_corner[ka][1] + cell_corner[kb][1] -
                 cell_corner[kc][1] + cj;
         int n = grid_index(x, y);
         adjacency_index[t * 6 + e * 2] = (GLuint) (cell * 6 + ka);
         adjacency_index[t * 6 + e * 2 + 1] =
            (GLuint) (n >= 0 ? n : cell * 6 + kc);
      }
   }
}

static void
draw_mesh(void)
{
   if (draw_prim == GL_POINTS)
      glDrawElements(GL_POINTS, GRID_X * GRID_Y, GL_UNSIGNED_INT,
                     point_index);
   else if (draw_prim == GL_LINES)
      glDrawElements(GL_LINES, GRID_X * GRID_Y * 2, GL_UNSIGNED_INT,
                     line_index);
   else if (draw_prim == GL_TRIANGLES_ADJACENCY)
      glDrawElements(GL_TRIANGLES_ADJACENCY, NUM_VERTS * 2,
                     GL_UNSIGNED_INT, adjacency_index);
   else
      glDrawArrays(GL_TRIANGLES, 0, NUM_VERTS);
}

/* The GL primitive a geometry program takes. */
static GLenum
geometry_input_prim(CGprogram g)
{
   switch (cgGetProgramInput(g)) {
   case CG_POINT: return GL_POINTS;
   case CG_LINE: return GL_LINES;
   case CG_TRIANGLE_ADJ: return GL_TRIANGLES_ADJACENCY;
   default: return GL_TRIANGLES;
   }
}

/*
 * The fixed matrices.  Modelview: a quarter turn about z and a
 * translation; projection: the inverse turn and translation in x and y and
 * z' = -0.75 z.  Their product keeps x and y exact: x_clip = x,
 * y_clip = y, z_clip = -0.75 z, w = 1.  (Column-major, as GL takes them.)
 */
static const GLfloat modelview_matrix[16] = {
   0, 1, 0, 0,
   -1, 0, 0, 0,
   0, 0, 1, 0,
   0.25f, -0.5f, -1, 1,
};
static const GLfloat projection_matrix[16] = {
   0, -1, 0, 0,
   1, 0, 0, 0,
   0, 0, -0.75f, 0,
   0.5f, 0.25f, -0.75f, 1,
};

/* ---------------------------------------------------------------------
 * Shader files
 */

/* Reads the "// tolerance KEY: N" lines (tests/cg/README.md). */
static void
read_tolerances(struct shader *s)
{
   FILE *f = fopen(s->path, "r");
   char line[512];
   if (!f)
      return;
   while (fgets(line, sizeof(line), f)) {
      const char *p = line;
      while (*p == ' ' || *p == '\t')
         p++;
      if (strstr(p, "gmain("))
         s->geometry = true;
      if (strncmp(p, "//", 2))
         continue;
      p += 2;
      while (*p == ' ' || *p == '\t')
         p++;
      if (!strncmp(p, "layered: cube", 13)) {
         s->layered_cube = true;
         continue;
      }
      if (strncmp(p, "tolerance", 9))
         continue;
      p += 9;
      char key[32] = "";
      int value;
      if (*p == ':') {
         strcpy(key, "*");
         if (sscanf(p + 1, "%d", &value) != 1)
            continue;
      } else if (sscanf(p, " %31[^: \t] : %d", key, &value) != 2) {
         continue;
      }
      if (s->num_tol < (int) (sizeof(s->tol) / sizeof(s->tol[0]))) {
         snprintf(s->tol[s->num_tol].key, sizeof(s->tol[0].key), "%s",
                  key);
         s->tol[s->num_tol].value = value;
         s->num_tol++;
      }
   }
   fclose(f);
}

/* The colour tolerance of a pair: the largest declared for the pair, for
 * either of its profiles, or for all ("*"). */
static int
tolerance_for(const struct shader *s, const struct pair *p)
{
   int tol = 0;
   for (int i = 0; i < s->num_tol; i++) {
      const char *k = s->tol[i].key;
      if (!strcmp(k, "*") || !strcmp(k, p->name) || !strcmp(k, p->vp) ||
          !strcmp(k, p->fp) || (p->gp && !strcmp(k, p->gp))) {
         if (s->tol[i].value > tol)
            tol = s->tol[i].value;
      }
   }
   return tol;
}

static int
depth_tolerance_for(const struct shader *s)
{
   for (int i = 0; i < s->num_tol; i++) {
      if (!strcmp(s->tol[i].key, "depth"))
         return s->tol[i].value;
   }
   return 0;
}

static int
shader_cmp(const void *a, const void *b)
{
   return strcmp(((const struct shader *) a)->name,
                 ((const struct shader *) b)->name);
}

static int num_shaders;
static struct shader *shaders;

static void
add_shader(const char *path, const char *only)
{
   const char *base = strrchr(path, '/');
   base = base ? base + 1 : path;
   size_t len = strlen(base);
   if (len < 4 || strcmp(base + len - 3, ".cg"))
      return;
   if (num_shaders == MAX_SHADERS)
      return;
   struct shader *s = &shaders[num_shaders];
   memset(s, 0, sizeof(*s));
   snprintf(s->name, sizeof(s->name), "%.*s", (int) (len - 3), base);
   if (only && strcmp(only, s->name))
      return;
   snprintf(s->path, sizeof(s->path), "%s", path);
   read_tolerances(s);
   num_shaders++;
}

static void
add_path(const char *path, const char *only)
{
   DIR *d = opendir(path);
   if (!d) {
      add_shader(path, only);
      return;
   }
   struct dirent *e;
   while ((e = readdir(d))) {
      char full[1024];
      snprintf(full, sizeof(full), "%s/%s", path, e->d_name);
      add_shader(full, only);
   }
   closedir(d);
}

/* ---------------------------------------------------------------------
 * Textures
 */
static GLuint textures[MAX_TEXTURES];
static int num_textures;

static void
fill_rgba(uint8_t *texels, int n, uint32_t seed)
{
   for (int i = 0; i < n * 4; i++)
      texels[i] = (uint8_t) hash_u32(seed * 0x01000193u + (uint32_t) i);
}

/* A 16x16 DEPTH_COMPONENT24 image of the bound texture of 'target'. */
static void
depth_image(GLenum target, uint32_t seed)
{
   static uint32_t depth[16 * 16];

   for (int i = 0; i < 16 * 16; i++)
      depth[i] = hash_u32(seed + (uint32_t) i) & 0xffffff00u;
   glTexImage2D(target, 0, GL_DEPTH_COMPONENT24, 16, 16, 0,
                GL_DEPTH_COMPONENT, GL_UNSIGNED_INT, depth);
}

/* A texture for sampler parameter p: content from its type and name. */
static GLuint
make_texture(CGparameter p)
{
   const char *name = cgGetParameterName(p);
   CGtype type = cgGetParameterType(p);
   uint32_t seed = hash_str(name, (uint32_t) type);
   bool shadow = !strncmp(name, "shadow", 6);
   static uint8_t texels[16 * 16 * 16 * 4];
   GLuint tex;
   GLenum target;

   glGenTextures(1, &tex);
   if (num_textures < MAX_TEXTURES)
      textures[num_textures++] = tex;

   switch (type) {
   case CG_SAMPLER1D:
      target = GL_TEXTURE_1D;
      glBindTexture(target, tex);
      fill_rgba(texels, 16, seed);
      glTexImage1D(target, 0, GL_RGBA8, 16, 0, GL_RGBA, GL_UNSIGNED_BYTE,
                   texels);
      break;
   case CG_SAMPLER3D:
      target = GL_TEXTURE_3D;
      glBindTexture(target, tex);
      fill_rgba(texels, 8 * 8 * 8, seed);
      tex_image_3d(target, 0, GL_RGBA8, 8, 8, 8, 0, GL_RGBA,
                   GL_UNSIGNED_BYTE, texels);
      break;
   case CG_SAMPLERCUBE:
      target = GL_TEXTURE_CUBE_MAP_ARB;
      glBindTexture(target, tex);
      for (int face = 0; face < 6; face++) {
         fill_rgba(texels, 8 * 8, seed + (uint32_t) face * 7919u);
         glTexImage2D(GL_TEXTURE_CUBE_MAP_POSITIVE_X_ARB + face, 0,
                      GL_RGBA8, 8, 8, 0, GL_RGBA, GL_UNSIGNED_BYTE,
                      texels);
      }
      break;
   case CG_SAMPLERRECT:
      target = GL_TEXTURE_RECTANGLE_ARB;
      glBindTexture(target, tex);
      if (shadow) {
         depth_image(target, seed);
      } else {
         fill_rgba(texels, 16 * 16, seed);
         glTexImage2D(target, 0, GL_RGBA8, 16, 16, 0, GL_RGBA,
                      GL_UNSIGNED_BYTE, texels);
      }
      break;
   case CG_SAMPLER2D:
   default:
      target = GL_TEXTURE_2D;
      glBindTexture(target, tex);
      if (shadow) {
         depth_image(target, seed);
      } else {
         /* A full mipmap chain, every level its own content. */
         for (int level = 0, size = 16; size >= 1; level++, size /= 2) {
            fill_rgba(texels, size * size, seed + (uint32_t) level * 131u);
            glTexImage2D(target, level, GL_RGBA8, size, size, 0, GL_RGBA,
                         GL_UNSIGNED_BYTE, texels);
         }
      }
      break;
   }

   bool mipmapped = type == CG_SAMPLER2D && !shadow;
   glTexParameteri(target, GL_TEXTURE_MIN_FILTER,
                   mipmapped ? GL_NEAREST_MIPMAP_NEAREST : GL_NEAREST);
   glTexParameteri(target, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
   /* (REPEAT is an INVALID_ENUM for a rectangle texture) */
   if (target != GL_TEXTURE_RECTANGLE_ARB) {
      glTexParameteri(target, GL_TEXTURE_WRAP_S, GL_REPEAT);
      glTexParameteri(target, GL_TEXTURE_WRAP_T, GL_REPEAT);
   }
   if (target == GL_TEXTURE_RECTANGLE_ARB ||
       target == GL_TEXTURE_CUBE_MAP_ARB) {
      glTexParameteri(target, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
      glTexParameteri(target, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
   }
   if (shadow) {
      glTexParameteri(target, GL_TEXTURE_COMPARE_MODE_ARB,
                      GL_COMPARE_R_TO_TEXTURE_ARB);
      glTexParameteri(target, GL_TEXTURE_COMPARE_FUNC_ARB, GL_LEQUAL);
   }
   glBindTexture(target, 0);
   return tex;
}

static void
free_textures(void)
{
   glDeleteTextures(num_textures, textures);
   num_textures = 0;
}

/* ---------------------------------------------------------------------
 * Parameters
 */

/* The name without the entry function's prefix and array index:
 * "modelViewProj", "bones". */
static void
base_name(char *dst, size_t size, const char *name)
{
   const char *dot = strrchr(name, '.');
   if (dot)
      name = dot + 1;
   size_t n = strcspn(name, "[");
   snprintf(dst, size, "%.*s", (int) n, name);
}

static bool
is_sampler(CGtype t)
{
   return t == CG_SAMPLER1D || t == CG_SAMPLER2D || t == CG_SAMPLER3D ||
          t == CG_SAMPLERCUBE || t == CG_SAMPLERRECT;
}

static const char *
cg_error_now(void)
{
   CGerror err = cgGetError();
   return err == CG_NO_ERROR ? NULL : cgGetErrorString(err);
}

/* Sets one uniform leaf parameter through libCgGL; false with a reason
 * when libCg or GL reports an error. */
/* Whether the compiled program lists an initialiser for the parameter:
 * cgc writes "#default NAME = ..." ("//default" in GLSL) for those, while
 * cgGetParameterDefaultValuefr gives zeros for any parameter without.
 * (A matrix's is listed row by row, "#default NAME[0] = ...", which this
 * does not match: README.md, "Uniform parameters".) */
static bool
has_initialiser(CGprogram prog, const char *name)
{
   const char *text = cgGetProgramString(prog, CG_COMPILED_PROGRAM);
   char key[160];
   if (!text)
      return false;
   snprintf(key, sizeof(key), "default %s =", name);
   for (const char *t = strstr(text, key); t; t = strstr(t + 1, key)) {
      if ((t >= text + 1 && t[-1] == '#') ||
          (t >= text + 2 && t[-1] == '/' && t[-2] == '/'))
         return true;
   }
   return false;
}

/*
 * A `glstate.*` parameter from the GL state it names, as an application
 * must set it for vp20/vp30: NV_vertex_program has no state bindings
 * ("applications must set program parameters themselves"), and libCgGL
 * uploads its own value of the parameter unless the address is a tracked
 * matrix.  The ARB profiles bind the same names to state.* themselves.
 * Values as ARB_vertex_program defines the bindings.  false: not one of
 * the names handled here.
 */
static bool
set_glstate(CGparameter p, const char *name)
{
   static const struct { const char *name; CGGLenum m; } mats[] = {
      { "mvp", CG_GL_MODELVIEW_PROJECTION_MATRIX },
      { "modelview[0]", CG_GL_MODELVIEW_MATRIX },
      { "projection", CG_GL_PROJECTION_MATRIX },
      { "texture[0]", CG_GL_TEXTURE_MATRIX },
   };
   static const struct { const char *name; CGGLenum t; } mods[] = {
      { "inverse.", CG_GL_MATRIX_INVERSE },
      { "transpose.", CG_GL_MATRIX_TRANSPOSE },
      { "invtrans.", CG_GL_MATRIX_INVERSE_TRANSPOSE },
   };
   static const struct { const char *name; GLenum pname; } lights[] = {
      { "ambient", GL_AMBIENT }, { "diffuse", GL_DIFFUSE },
      { "specular", GL_SPECULAR }, { "position", GL_POSITION },
   };
   float v[4] = { 0, 0, 0, 1 };
   int l;
   char rest[64];

   if (!strncmp(name, "matrix.", 7)) {
      const char *m = name + 7;
      CGGLenum t = CG_GL_MATRIX_IDENTITY;
      for (unsigned k = 0; k < 3; k++) {
         if (!strncmp(m, mods[k].name, strlen(mods[k].name))) {
            t = mods[k].t;
            m += strlen(mods[k].name);
         }
      }
      for (unsigned k = 0; k < 4; k++) {
         if (!strcmp(m, mats[k].name)) {
            cgGLSetStateMatrixParameter(p, mats[k].m, t);
            return true;
         }
      }
      return false;
   }
   if (sscanf(name, "light[%d].%63s", &l, rest) == 2 && l >= 0 && l < 8) {
      for (unsigned k = 0; k < 4; k++) {
         if (!strcmp(rest, lights[k].name)) {
            glGetLightfv(GL_LIGHT0 + (GLenum) l, lights[k].pname, v);
            cgGLSetParameter4fv(p, v);
            return true;
         }
      }
      return false;
   }
   if (!strcmp(name, "lightmodel.ambient")) {
      glGetFloatv(GL_LIGHT_MODEL_AMBIENT, v);
   } else if (!strcmp(name, "material.shininess")) {
      glGetMaterialfv(GL_FRONT, GL_SHININESS, v);
      v[1] = v[2] = 0;
      v[3] = 1;
   } else if (!strncmp(name, "material.", 9)) {
      static const struct { const char *name; GLenum pname; } mat[] = {
         { "ambient", GL_AMBIENT }, { "diffuse", GL_DIFFUSE },
         { "specular", GL_SPECULAR }, { "emission", GL_EMISSION },
      };
      unsigned k;
      for (k = 0; k < 4 && strcmp(name + 9, mat[k].name); k++)
         ;
      if (k == 4)
         return false;
      glGetMaterialfv(GL_FRONT, mat[k].pname, v);
   } else if (!strcmp(name, "fog.color")) {
      glGetFloatv(GL_FOG_COLOR, v);
   } else if (!strcmp(name, "fog.params")) {
      float s = 0, e = 1;
      glGetFloatv(GL_FOG_DENSITY, &v[0]);
      glGetFloatv(GL_FOG_START, &s);
      glGetFloatv(GL_FOG_END, &e);
      v[1] = s;
      v[2] = e;
      v[3] = 1.0f / (e - s);
   } else {
      return false;
   }
   cgGLSetParameter4fv(p, v);
   return true;
}

/*
 * Cg's BUFFER semantic (NV_parameter_buffer_object): in the gp4 and gp5
 * profiles (gp5: a CBUFFER read with LDC) such a parameter lives at
 * cgGetParameterBufferOffset() bytes into program buffer
 * cgGetParameterBufferIndex(); the application fills a
 * buffer and attaches it with cgSetProgramBuffer, and libCgGL binds it
 * with BindBufferBaseNV when the program is bound.  In the other
 * profiles it is an ordinary uniform (index -1).  The values staged here
 * are the ones the other profiles get through cgGLSetParameter*.
 */
#define MAX_PROG_BUFFERS 16
#define PROG_BUFFER_BYTES 4096
static struct prog_buffer {
   CGprogram prog;
   int index;
   int size;                       /* bytes written so far */
   unsigned char data[PROG_BUFFER_BYTES];
   CGbuffer buf;
} prog_buffers[MAX_PROG_BUFFERS];
static int num_prog_buffers;

static bool
stage_buffer_value(CGprogram prog, CGparameter p, const void *words, int n,
                   char *reason, size_t size)
{
   int index = cgGetParameterBufferIndex(p);
   int offset = cgGetParameterBufferOffset(p);
   struct prog_buffer *b = NULL;

   cgGetError();
   for (int i = 0; i < num_prog_buffers && !b; i++) {
      if (prog_buffers[i].prog == prog && prog_buffers[i].index == index)
         b = &prog_buffers[i];
   }
   if (!b && num_prog_buffers < MAX_PROG_BUFFERS) {
      b = &prog_buffers[num_prog_buffers++];
      memset(b, 0, sizeof(*b));
      b->prog = prog;
      b->index = index;
   }
   if (!b || offset < 0 || offset + 4 * n > PROG_BUFFER_BYTES) {
      snprintf(reason, size, "buffer parameter %s at %d[%d]: no room",
               cgGetParameterName(p), index, offset);
      return false;
   }
   memcpy(b->data + offset, words, 4 * (size_t)n);
   if (offset + 4 * n > b->size)
      b->size = offset + 4 * n;
   return true;
}

/* The staged buffers made and attached; the programs bound again so
 * that libCgGL binds them.  The application makes the GL buffer and
 * hands it to libCgGL (cgGLCreateBufferFromObject): a buffer of
 * cgGLCreateBuffer gets its data store only at cgGLBindProgram, and
 * cgSetProgramBuffer before that uploads with NamedBufferSubDataEXT
 * into the empty store, which is INVALID_VALUE on any GL (README.md). */
static bool
attach_prog_buffers(char *reason, size_t size)
{
   PFNGLGENBUFFERSPROC gen_buffers = get_proc("glGenBuffers");
   PFNGLBINDBUFFERPROC bind_buffer = get_proc("glBindBuffer");
   PFNGLBUFFERDATAPROC buffer_data = get_proc("glBufferData");

   for (int i = 0; i < num_prog_buffers; i++) {
      struct prog_buffer *b = &prog_buffers[i];
      GLuint obj;
      gen_buffers(1, &obj);
      bind_buffer(GL_ARRAY_BUFFER, obj);
      buffer_data(GL_ARRAY_BUFFER, b->size, b->data, GL_STATIC_DRAW);
      bind_buffer(GL_ARRAY_BUFFER, 0);
      b->buf = cgGLCreateBufferFromObject(cg_ctx, obj, CG_TRUE);
      cgSetProgramBuffer(b->prog, b->index, b->buf);
      cgGLBindProgram(b->prog);
      const char *err = cg_error_now();
      if (err) {
         snprintf(reason, size, "program buffer %d: %s", b->index, err);
         return false;
      }
   }
   return true;
}

static void
destroy_prog_buffers(void)
{
   for (int i = 0; i < num_prog_buffers; i++) {
      if (prog_buffers[i].buf)
         cgDestroyBuffer(prog_buffers[i].buf);
   }
   num_prog_buffers = 0;
}

static bool
set_glsl_uniform_directly(CGparameter p, CGtype base, int n,
                          const float *vals, char *reason, size_t size)
{
   PFNGLGETUNIFORMLOCATIONPROC get_location =
      get_proc("glGetUniformLocation");
   PFNGLUNIFORM1FVPROC uniform1fv = get_proc("glUniform1fv");
   PFNGLUNIFORM4FVPROC uniform4fv = get_proc("glUniform4fv");
   PFNGLUNIFORM1IVPROC uniform1iv = get_proc("glUniform1iv");
   const char *res = cgGetParameterResourceName(p);
   GLint current = 0;

   glGetIntegerv(GL_CURRENT_PROGRAM, &current);
   GLint loc = res && current ? get_location((GLuint) current, res) : -1;
   if (loc < 0 || (n != 1 && n != 4) ||
       ((base == CG_INT || base == CG_BOOL) && n != 1)) {
      snprintf(reason, size, "buffer parameter %s of the GLSL build: "
               "uniform %s not found or not set", cgGetParameterName(p),
               res ? res : "?");
      return false;
   }
   if (base == CG_INT || base == CG_BOOL) {
      GLint i = (GLint) vals[0];
      uniform1iv(loc, 1, &i);
   } else if (n == 1) {
      uniform1fv(loc, 1, vals);
   } else {
      uniform4fv(loc, 1, vals);
   }
   return true;
}

/* A matrix without an initialiser: near the identity, so that skinned
 * vertices stay on screen (row by row). */
static void
near_identity(uint32_t h, int rows, int cols, float *vals)
{
   for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
         float e = (unit_value(h, r * cols + c) - 0.5f) / 8.0f;
         vals[r * cols + c] = (r == c ? 1.0f : 0.0f) + e;
      }
   }
}

/*
 * The view of cube face F that a cube-map renderer's application gives
 * the float4x4 parameter cubeFaceViewProj[F] (README.md, "Layered cube
 * maps"), row by row; false for any other parameter.  Each face sees the
 * grid its own way, and every vertex stays on a pixel corner with an
 * exact depth: quarter turns about the target's centre, a mirror, shifts
 * by whole pixels (1/32), z scaled and shifted by powers of two.
 */
static bool
cube_face_view(const char *name, int rows, int cols, float *vals)
{
   static const float views[CUBE_FACES][16] = {
      { 1, 0, 0, 0,   0, 1, 0, 0,   0, 0, 1, 0,   0, 0, 0, 1 },
      { 0, -1, 0, 0,  1, 0, 0, 0,   0, 0, 1, 0,   0, 0, 0, 1 },
      { -1, 0, 0, 0,  0, -1, 0, 0,  0, 0, -1, 0,  0, 0, 0, 1 },
      { 0, 1, 0, 0,   -1, 0, 0, 0,  0, 0, 0.5f, 0.25f,  0, 0, 0, 1 },
      { -1, 0, 0, 0,  0, 1, 0, 0,   0, 0, 0.5f, -0.25f, 0, 0, 0, 1 },
      { 1, 0, 0, 0.125f,  0, -1, 0, -0.125f,  0, 0, -0.75f, 0,
        0, 0, 0, 1 },
   };
   const char *dot = strrchr(name, '.');
   int f;
   char end;
   if (dot)
      name = dot + 1;
   if (rows != 4 || cols != 4 ||
       sscanf(name, "cubeFaceViewProj[%d%c", &f, &end) != 2 || end != ']' ||
       f < 0 || f >= CUBE_FACES)
      return false;
   memcpy(vals, views[f], sizeof(views[f]));
   return true;
}

static bool
set_uniform(CGprogram prog, CGparameter p, char *reason, size_t size)
{
   const char *name = cgGetParameterName(p);
   CGtype type = cgGetParameterType(p);
   CGtype base = cgGetParameterBaseType(p);
   CGparameterclass cls = cgGetParameterClass(p);
   int rows = cgGetParameterRows(p), cols = cgGetParameterColumns(p);
   int n = rows * cols;
   char bname[128];
   float vals[16], defaults[16];
   uint32_t h = hash_str(name, 0);
   const char *err;

   base_name(bname, sizeof(bname), name);
   if (!strncmp(name, "glstate.", 8) && set_glstate(p, name + 8)) {
      cgGetError();
      return true;
   }
   /* (a sampler has no rows or columns) */
   if (is_sampler(type)) {
      cgGLSetTextureParameter(p, make_texture(p));
      return true;
   }
   if (n < 1 || n > 16)
      return true;

   if (cls == CG_PARAMETERCLASS_MATRIX &&
              !strcmp(bname, "modelViewProj")) {
      cgGLSetStateMatrixParameter(p, CG_GL_MODELVIEW_PROJECTION_MATRIX,
                                  CG_GL_MATRIX_IDENTITY);
   } else if (cls == CG_PARAMETERCLASS_MATRIX &&
              !strcmp(bname, "modelView")) {
      cgGLSetStateMatrixParameter(p, CG_GL_MODELVIEW_MATRIX,
                                  CG_GL_MATRIX_IDENTITY);
   } else if (cls == CG_PARAMETERCLASS_MATRIX &&
              !strcmp(bname, "modelViewIT")) {
      cgGLSetStateMatrixParameter(p, CG_GL_MODELVIEW_MATRIX,
                                  CG_GL_MATRIX_INVERSE_TRANSPOSE);
   } else {
      int nd = has_initialiser(prog, name) ?
               cgGetParameterDefaultValuefr(p, n, defaults) : 0;
      cgGetError();
      if (nd == n) {
         memcpy(vals, defaults, sizeof(float) * (size_t) n);
      } else if (cls == CG_PARAMETERCLASS_MATRIX &&
                 cube_face_view(name, rows, cols, vals)) {
         /* (a cube face's view) */
      } else if (cls == CG_PARAMETERCLASS_MATRIX) {
         near_identity(h, rows, cols, vals);
      } else if (base == CG_INT || base == CG_BOOL) {
         for (int i = 0; i < n; i++)
            vals[i] = floorf(unit_value(h, i) * 4.0f);
      } else {
         for (int i = 0; i < n; i++)
            vals[i] = unit_value(h, i);
      }
      /* only the gp4 and gp5 profiles keep buffers (gp5: CBUFFER and
       * LDC); the others' build of a BUFFER parameter is an ordinary
       * uniform */
      CGprofile prof = cgGetProgramProfile(prog);
      bool buffers = prof == CG_PROFILE_GP4VP || prof == CG_PROFILE_GP4FP ||
                     prof == CG_PROFILE_GP4GP || prof == CG_PROFILE_GP5VP ||
                     prof == CG_PROFILE_GP5FP || prof == CG_PROFILE_GP5GP;
      bool glsl = prof == CG_PROFILE_GLSLV || prof == CG_PROFILE_GLSLF ||
                  prof == CG_PROFILE_GLSLG;
      int buffer_index = buffers || glsl ? cgGetParameterBufferIndex(p)
                                         : -1;
      cgGetError();
      if (glsl && buffer_index >= 0) {
         /* libCgGL leaves a BUFFER parameter of a GLSL build unset (cgc
          * made it a plain uniform there): the reference's value is set
          * through GL, on the program libCgGL linked and bound */
         if (!set_glsl_uniform_directly(p, base, n, vals, reason, size))
            return false;
      } else if (buffer_index >= 0) {
         int iv[16];
         if (cls == CG_PARAMETERCLASS_MATRIX) {
            snprintf(reason, size, "buffer parameter %s: a matrix", name);
            return false;
         }
         for (int i = 0; i < n; i++)
            iv[i] = (int) vals[i];
         if (!stage_buffer_value(prog, p, base == CG_INT || base == CG_BOOL ?
                                 (const void *) iv : (const void *) vals,
                                 n, reason, size))
            return false;
      } else if (base == CG_INT || base == CG_BOOL) {
         int iv[16];
         for (int i = 0; i < n; i++)
            iv[i] = (int) vals[i];
         cgSetParameterValueir(p, n, iv);
      } else if (cls == CG_PARAMETERCLASS_MATRIX) {
         cgGLSetMatrixParameterfr(p, vals);
      } else {
         switch (n) {
         case 1: cgGLSetParameter1fv(p, vals); break;
         case 2: cgGLSetParameter2fv(p, vals); break;
         case 3: cgGLSetParameter3fv(p, vals); break;
         case 4: cgGLSetParameter4fv(p, vals); break;
         default: cgSetParameterValuefr(p, n, vals); break;
         }
      }
   }
   if ((err = cg_error_now())) {
      snprintf(reason, size, "setting %s: %s", name, err);
      return false;
   }
   GLenum gl = glGetError();
   if (gl != GL_NO_ERROR) {
      snprintf(reason, size, "setting %s: GL error 0x%x", name, gl);
      return false;
   }
   if (verbose) {
      printf("      %s %s", cgGetTypeString(type), name);
      if (!is_sampler(type) && n <= 4 && cls != CG_PARAMETERCLASS_MATRIX) {
         float got[4] = { 0 };
         cgGetParameterValuefr(p, n, got);
         cgGetError();
         for (int i = 0; i < n; i++)
            printf(" %g", got[i]);
      }
      printf("\n");
   }
   return true;
}

/* The attribute array a varying vertex input reads, by its semantic. */
static const float *
semantic_array(const char *semantic, int *size)
{
   char sem[64];
   snprintf(sem, sizeof(sem), "%s", semantic ? semantic : "");
   for (char *c = sem; *c; c++) {
      if (*c >= 'a' && *c <= 'z')
         *c = (char) (*c - 'a' + 'A');
   }
   *size = 4;
   if (!strcmp(sem, "POSITION") || !strcmp(sem, "POSITION0"))
      return mesh[0].pos;
   if (!strcmp(sem, "NORMAL") || !strcmp(sem, "NORMAL0")) {
      *size = 3;
      return mesh[0].normal;
   }
   if (!strcmp(sem, "COLOR") || !strcmp(sem, "COLOR0") ||
       !strcmp(sem, "DIFFUSE"))
      return mesh[0].color;
   if (!strcmp(sem, "TEXCOORD"))
      return mesh[0].tc[0];
   if (!strncmp(sem, "TEXCOORD", 8) && sem[8] >= '0' && sem[8] <= '3' &&
       !sem[9])
      return mesh[0].tc[sem[8] - '0'];
   if (!strcmp(sem, "BLENDWEIGHT") || !strcmp(sem, "BLENDWEIGHT0"))
      return mesh[0].weight;
   if (!strcmp(sem, "BLENDINDICES") || !strcmp(sem, "BLENDINDICES0"))
      return mesh[0].index;
   return NULL;
}

/* Conventional arrays and generic attributes the harness enabled itself
 * for the glslv reference. */
static GLenum glsl_client_states[8];
static int num_glsl_client_states;
static int glsl_texcoord_units[4], num_glsl_texcoord_units;
static GLint glsl_attribs[16];
static int num_glsl_attribs;
/* The GL program the harness links itself for glslv+glslg+glslf. */
static GLuint glsl_gs_prog;

static void
set_glsl_array(CGprogram combined, CGparameter p, const char *sem,
               const float *array, int size)
{
   const GLsizei stride = sizeof(struct vertex);
   if (array == mesh[0].pos) {
      glVertexPointer(4, GL_FLOAT, stride, array);
      glEnableClientState(GL_VERTEX_ARRAY);
      glsl_client_states[num_glsl_client_states++] = GL_VERTEX_ARRAY;
   } else if (array == mesh[0].normal) {
      glNormalPointer(GL_FLOAT, stride, array);
      glEnableClientState(GL_NORMAL_ARRAY);
      glsl_client_states[num_glsl_client_states++] = GL_NORMAL_ARRAY;
   } else if (array == mesh[0].color) {
      glColorPointer(4, GL_FLOAT, stride, array);
      glEnableClientState(GL_COLOR_ARRAY);
      glsl_client_states[num_glsl_client_states++] = GL_COLOR_ARRAY;
   } else if (array >= mesh[0].tc[0] && array <= mesh[0].tc[3]) {
      int unit = (int) ((array - mesh[0].tc[0]) / 4);
      client_active_texture(GL_TEXTURE0_ARB + unit);
      glTexCoordPointer(4, GL_FLOAT, stride, array);
      glEnableClientState(GL_TEXTURE_COORD_ARRAY);
      client_active_texture(GL_TEXTURE0_ARB);
      glsl_texcoord_units[num_glsl_texcoord_units++] = unit;
   } else {
      /* The GLSL text names the attribute after its resource. */
      const char *rname = cgGetParameterResourceName(p);
      GLuint id = combined ? cgGLGetProgramID(combined) : glsl_gs_prog;
      GLint loc = get_attrib_location(id, rname ? rname : sem);
      if (loc < 0)
         loc = get_attrib_location(id, sem);
      if (verbose)
         printf("      glsl attribute %s (%s): location %d\n",
                rname ? rname : "?", sem, loc);
      if (loc >= 0 && num_glsl_attribs < 16) {
         vertex_attrib_pointer((GLuint) loc, size, GL_FLOAT, GL_FALSE,
                               stride, array);
         enable_vertex_attrib_array((GLuint) loc);
         glsl_attribs[num_glsl_attribs++] = loc;
      }
   }
   cgGetError();
   glGetError();
}

static void
unset_glsl_arrays(void)
{
   for (int i = 0; i < num_glsl_client_states; i++)
      glDisableClientState(glsl_client_states[i]);
   for (int i = 0; i < num_glsl_texcoord_units; i++) {
      client_active_texture(GL_TEXTURE0_ARB + glsl_texcoord_units[i]);
      glDisableClientState(GL_TEXTURE_COORD_ARRAY);
   }
   client_active_texture(GL_TEXTURE0_ARB);
   for (int i = 0; i < num_glsl_attribs; i++)
      disable_vertex_attrib_array((GLuint) glsl_attribs[i]);
   num_glsl_client_states = 0;
   num_glsl_texcoord_units = 0;
   num_glsl_attribs = 0;
}

/* The programs of one draw: one per stage, or one combined. */
struct programs {
   CGprogram prog[3];
   int num;
   CGparameter enabled_tex[MAX_TEXTURES];
   int num_tex;
   CGparameter enabled_arrays[16];
   int num_arrays;
};

/* Uniforms of every program, varying inputs of the vertex stage. */
static bool
set_parameters(struct programs *ps, char *reason, size_t size)
{
   CGprogram progs[8];
   int num = 0;
   /* A combined program's parameters are its domain programs'. */
   for (int k = 0; k < ps->num; k++) {
      int domains = cgGetNumProgramDomains(ps->prog[k]);
      if (domains > 1) {
         for (int d = 0; d < domains && num < 8; d++)
            progs[num++] = cgGetProgramDomainProgram(ps->prog[k], d);
      } else {
         progs[num++] = ps->prog[k];
      }
   }
   for (int k = 0; k < num; k++) {
      CGprogram prog = progs[k];
      for (int pass = 0; pass < 2; pass++) {
         CGenum ns = pass ? CG_GLOBAL : CG_PROGRAM;
         for (CGparameter p = cgGetFirstLeafParameter(prog, ns); p;
              p = cgGetNextLeafParameter(p)) {
            if (cgGetParameterVariability(p) != CG_UNIFORM ||
                cgGetParameterDirection(p) == CG_OUT ||
                !cgIsParameterReferenced(p))
               continue;
            step("uniform %s", cgGetParameterName(p));
            if (!set_uniform(prog, p, reason, size))
               return false;
            if (is_sampler(cgGetParameterType(p)) &&
                ps->num_tex < MAX_TEXTURES)
               ps->enabled_tex[ps->num_tex++] = p;
         }
      }
   }
   return true;
}

static bool
set_varyings(CGprogram vprog, CGprogram combined, struct programs *ps,
             char *reason, size_t size)
{
   for (CGparameter p = cgGetFirstLeafParameter(vprog, CG_PROGRAM); p;
        p = cgGetNextLeafParameter(p)) {
      if (cgGetParameterVariability(p) != CG_VARYING ||
          cgGetParameterDirection(p) != CG_IN ||
          !cgIsParameterReferenced(p))
         continue;
      int asize;
      const char *sem = cgGetParameterSemantic(p);
      if (combined) {
         CGparameter cp = cgGetNamedParameter(combined,
                                              cgGetParameterName(p));
         if (cp)
            p = cp;
      }
      const float *array = semantic_array(sem, &asize);
      if (!array) {
         snprintf(reason, size, "input %s: semantic %s is not supplied",
                  cgGetParameterName(p), sem);
         return false;
      }
      step("input %s", sem);
      cgGLSetParameterPointer(p, asize, GL_FLOAT, sizeof(struct vertex),
                              array);
      cgGLEnableClientState(p);
      if (ps->num_arrays < 16)
         ps->enabled_arrays[ps->num_arrays++] = p;
      const char *err = cg_error_now();
      if (combined) {
         /* libCgGL binds glslv inputs to generic attribute n of their
          * resource ATTRn, which NVIDIA's driver aliases with the
          * conventional arrays and Mesa does not; inputs of a resource
          * of their own (BLENDWEIGHT) it refuses.  For the reference the
          * harness also sets what the GLSL text reads. */
         err = NULL;
         set_glsl_array(combined, p, sem, array, asize);
      } else if (err && cgGetParameterResource(p) == CG_BLENDWEIGHT0) {
         /* libCgGL has no array for the WEIGHT resource (vp40's
          * vertex.weight).  An application gives it as generic
          * attribute 1, the vertex weight's alias (NV_vertex_program
          * Table X.2, ARB_vertex_program Table X.1), as it would on
          * NVIDIA's driver. */
         cgGetError();
         vertex_attrib_pointer(1, asize, GL_FLOAT, GL_FALSE,
                               sizeof(struct vertex), array);
         enable_vertex_attrib_array(1);
         if (num_glsl_attribs < 16)
            glsl_attribs[num_glsl_attribs++] = 1;
         step("input %s as generic attribute 1", sem);
         err = NULL;
      }
      if (err) {
         snprintf(reason, size, "input %s (%s): %s", cgGetParameterName(p),
                  sem, err);
         return false;
      }
      if (verbose)
         printf("      varying %s : %s\n", cgGetParameterName(p), sem);
   }
   return true;
}

/* How many colour outputs the fragment program writes (COLOR0..3). */
static int
count_color_outputs(CGprogram fprog)
{
   int n = 1;
   for (CGparameter p = cgGetFirstLeafParameter(fprog, CG_PROGRAM); p;
        p = cgGetNextLeafParameter(p)) {
      if (cgGetParameterDirection(p) != CG_OUT)
         continue;
      const char *sem = cgGetParameterSemantic(p);
      if (sem && !strncmp(sem, "COLOR", 5) && sem[5] >= '1' &&
          sem[5] <= '3' && sem[5] - '0' + 1 > n)
         n = sem[5] - '0' + 1;
   }
   return n;
}

/* ---------------------------------------------------------------------
 * Edges of the drawn mesh, from GL feedback
 */
static double
segment_distance(double px, double py, const float *a, const float *b)
{
   double dx = b[0] - a[0], dy = b[1] - a[1];
   double len2 = dx * dx + dy * dy;
   double t = len2 > 0 ? ((px - a[0]) * dx + (py - a[1]) * dy) / len2 : 0;
   if (t < 0)
      t = 0;
   if (t > 1)
      t = 1;
   double ex = a[0] + t * dx - px, ey = a[1] + t * dy - py;
   return sqrt(ex * ex + ey * ey);
}

static void
mark_edge(struct image *img, const float *a, const float *b)
{
   int x0 = (int) floorf(fminf(a[0], b[0]) - 1);
   int x1 = (int) ceilf(fmaxf(a[0], b[0]) + 1);
   int y0 = (int) floorf(fminf(a[1], b[1]) - 1);
   int y1 = (int) ceilf(fmaxf(a[1], b[1]) + 1);
   for (int y = y0 < 0 ? 0 : y0; y <= y1 && y < H; y++) {
      for (int x = x0 < 0 ? 0 : x0; x <= x1 && x < W; x++) {
         if (segment_distance(x + 0.5, y + 0.5, a, b) < EDGE_EPS)
            img->near_edge[y * W + x] = true;
      }
   }
}

static GLfloat feedback[65536];

/* Draws the mesh in feedback mode and marks the pixels whose centres are
 * within EDGE_EPS of an edge of a drawn polygon; false when feedback gave
 * nothing. */
static bool
find_edges(struct image *img)
{
   glFeedbackBuffer((GLsizei) (sizeof(feedback) / sizeof(feedback[0])),
                    GL_3D, feedback);
   glRenderMode(GL_FEEDBACK);
   glDrawArrays(GL_TRIANGLES, 0, NUM_VERTS);
   GLint n = glRenderMode(GL_RENDER);
   int polygons = 0;
   if (n <= 0)
      return false;
   for (int i = 0; i < n;) {
      int token = (int) feedback[i++];
      if (token == GL_POLYGON_TOKEN) {
         int count = (int) feedback[i++];
         if (i + count * 3 > n)
            break;
         for (int v = 0; v < count; v++) {
            const float *a = &feedback[i + v * 3];
            const float *b = &feedback[i + ((v + 1) % count) * 3];
            mark_edge(img, a, b);
         }
         i += count * 3;
         polygons++;
      } else if (token == GL_POINT_TOKEN || token == GL_BITMAP_TOKEN ||
                 token == GL_DRAW_PIXEL_TOKEN ||
                 token == GL_COPY_PIXEL_TOKEN) {
         i += 3;
      } else if (token == GL_LINE_TOKEN || token == GL_LINE_RESET_TOKEN) {
         i += 6;
      } else if (token == GL_PASS_THROUGH_TOKEN) {
         i += 1;
      } else {
         break;
      }
   }
   return polygons > 0;
}

/* ---------------------------------------------------------------------
 * Drawing one shader with one pair
 */
static GLuint fbo, color_tex[MAX_RT], depth_rb;

static void
clear_cg_errors(void)
{
   while (cgGetError() != CG_NO_ERROR)
      ;
   while (glGetError() != GL_NO_ERROR)
      ;
}

/*
 * libCg's compiler crashes on some input where cgc reports an internal
 * error (a glstate binding in glslv, for one).  Each compilation is first
 * tried in a child process, which only touches libCg.
 */
static bool
compiles_safely(const struct shader *s, CGprofile profile,
                const char *entry, struct image *img)
{
   int status;
   fflush(stdout);
   pid_t pid = fork();
   if (pid == 0) {
      /* The crash must end the child with the signal: a sanitizer
       * build's runtime (scripts/sanitize.sh) would catch it, report
       * and exit with a status, and the parent would compile the
       * shader itself. */
      static const int crashes[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL };
      for (unsigned i = 0; i < sizeof(crashes) / sizeof(crashes[0]); i++)
         signal(crashes[i], SIG_DFL);
      CGcontext c = cgCreateContext();
      CGprogram p = cgCreateProgramFromFile(c, CG_SOURCE, s->path, profile,
                                            entry, NULL);
      _exit(p ? 0 : 1);
   }
   if (pid < 0 || waitpid(pid, &status, 0) != pid)
      return true;
   if (WIFSIGNALED(status)) {
      snprintf(img->reason, sizeof(img->reason),
               "%s: libCg crashed compiling %s (signal %d)",
               cgGetProfileString(profile), entry, WTERMSIG(status));
      img->status = DRAW_NOT_COMPILED;
      return false;
   }
   return true;
}

static CGprogram
compile(const struct shader *s, CGprofile profile, const char *entry,
        struct image *img)
{
   if (!compiles_safely(s, profile, entry, img))
      return NULL;

   CGprogram prog = cgCreateProgramFromFile(cg_ctx, CG_SOURCE, s->path,
                                            profile, entry, NULL);
   CGerror err = cgGetError();
   if (!prog || err != CG_NO_ERROR) {
      char why[400];
      listing_reason(why, sizeof(why), cgGetLastListing(cg_ctx));
      snprintf(img->reason, sizeof(img->reason), "%s: %s",
               cgGetProfileString(profile), why);
      img->status = DRAW_NOT_COMPILED;
      if (prog)
         cgDestroyProgram(prog);
      return NULL;
   }
   return prog;
}

static void
load_failed(struct image *img, CGprogram prog, const char *what,
            const char *cg_err, GLenum gl_err)
{
   const char *gl_msg =
      (const char *) glGetString(GL_PROGRAM_ERROR_STRING_ARB);
   GLint pos = -1;
   char msg[300] = "", head[128];

   glGetError();
   glGetIntegerv(GL_PROGRAM_ERROR_POSITION_ARB, &pos);
   glGetError();
   if (gl_msg && *gl_msg)
      copy_line(msg, sizeof(msg), gl_msg);
   else
      listing_reason(msg, sizeof(msg), cgGetLastListing(cg_ctx));
   if (gl_err)
      snprintf(head, sizeof(head), "GL error 0x%x", gl_err);
   else
      snprintf(head, sizeof(head), "%s", cg_err ? cg_err : "error");
   snprintf(img->reason, sizeof(img->reason), "%s%s%s: %s (pos %d)%s%s",
            what, prog ? " " : "",
            prog ? cgGetProfileString(cgGetProgramProfile(prog)) : "",
            head, (int) pos, *msg ? ": " : "", msg);
   img->status = DRAW_LOAD_FAILED;
}

/* Why Mesa refused a glslv/glslf build: its info log, from compiling and
 * linking cgc's GLSL text directly (libCg keeps no listing of it). */
static void
glsl_reason(char *dst, size_t size, CGprogram v, CGprogram f)
{
   PFNGLCREATESHADEROBJECTARBPROC create_shader =
      get_proc("glCreateShaderObjectARB");
   PFNGLSHADERSOURCEARBPROC shader_source = get_proc("glShaderSourceARB");
   PFNGLCOMPILESHADERARBPROC compile_shader =
      get_proc("glCompileShaderARB");
   PFNGLCREATEPROGRAMOBJECTARBPROC create_program =
      get_proc("glCreateProgramObjectARB");
   PFNGLATTACHOBJECTARBPROC attach = get_proc("glAttachObjectARB");
   PFNGLLINKPROGRAMARBPROC link = get_proc("glLinkProgramARB");
   PFNGLGETOBJECTPARAMETERIVARBPROC get_param =
      get_proc("glGetObjectParameterivARB");
   PFNGLGETINFOLOGARBPROC get_log = get_proc("glGetInfoLogARB");
   PFNGLDELETEOBJECTARBPROC delete_object = get_proc("glDeleteObjectARB");
   static char log[4096];
   GLhandleARB prog = create_program(), sh[2];
   GLint ok;

   snprintf(dst, size, "(no log)");
   for (int i = 0; i < 2; i++) {
      const char *text = cgGetProgramString(i ? f : v,
                                            CG_COMPILED_PROGRAM);
      sh[i] = create_shader(i ? GL_FRAGMENT_SHADER_ARB :
                                GL_VERTEX_SHADER_ARB);
      shader_source(sh[i], 1, &text, NULL);
      compile_shader(sh[i]);
      get_param(sh[i], GL_OBJECT_COMPILE_STATUS_ARB, &ok);
      if (!ok) {
         get_log(sh[i], sizeof(log), NULL, log);
         snprintf(dst, size, "%s: ", i ? "glslf" : "glslv");
         listing_reason(dst + strlen(dst), size - strlen(dst), log);
      }
      attach(prog, sh[i]);
   }
   link(prog);
   get_param(prog, GL_OBJECT_LINK_STATUS_ARB, &ok);
   if (!ok && !strcmp(dst, "(no log)")) {
      get_log(prog, sizeof(log), NULL, log);
      snprintf(dst, size, "link: ");
      listing_reason(dst + strlen(dst), size - strlen(dst), log);
   }
   delete_object(sh[0]);
   delete_object(sh[1]);
   delete_object(prog);
   glGetError();
}

/* ---------------------------------------------------------------------
 * glslv+glslg+glslf, linked by the harness
 *
 * cgc's glslg output is GLSL 1.10 with GL_EXT_geometry_shader4
 * (gl_PositionIn[], gl_FrontColorIn[], gl_TexCoordIn[][], and the
 * primitive types given by glProgramParameteriEXT), and libCgGL loads it
 * only where GL_EXT_geometry_shader4 or GL_ARB_geometry_shader4 is
 * advertised (cgGLIsProfileSupported(CG_PROFILE_GLSLG)).  Mesa has
 * neither; it has GLSL 1.50 geometry shaders in the compatibility
 * profile.  As an application on such a GL would, the harness takes
 * libCg's three texts, rewrites the glslg one to "#version 150
 * compatibility" (layout qualifiers from cgGetProgramInput/Output and
 * the gp4gp build's VERTICES_OUT; gl_XIn[i] -> gl_in[i].gl_X), links them
 * and sets the uniforms with glUniform, the same values libCgGL gives the
 * NV programs (uniform_values).
 */
static void
append(char **dst, size_t *len, size_t *cap, const char *src, size_t n)
{
   if (*len + n + 1 > *cap) {
      *cap = (*len + n + 1) * 2;
      *dst = realloc(*dst, *cap);
   }
   memcpy(*dst + *len, src, n);
   *len += n;
   (*dst)[*len] = '\0';
}

static char *
rewrite_glslg(const char *text, GLenum in, CGenum out, int max_vertices)
{
   static const struct { const char *from, *to; } arrays[] = {
      { "gl_PositionIn[", "gl_Position" },
      { "gl_FrontColorIn[", "gl_FrontColor" },
      { "gl_BackColorIn[", "gl_BackColor" },
      { "gl_FrontSecondaryColorIn[", "gl_FrontSecondaryColor" },
      { "gl_BackSecondaryColorIn[", "gl_BackSecondaryColor" },
      { "gl_TexCoordIn[", "gl_TexCoord" },
      { "gl_FogFragCoordIn[", "gl_FogFragCoord" },
      { "gl_PointSizeIn[", "gl_PointSize" },
      { "gl_ClipVertexIn[", "gl_ClipVertex" },
   };
   char *r = NULL, head[256];
   size_t len = 0, cap = 0;
   snprintf(head, sizeof(head),
            "#version 150 compatibility\n"
            "layout(%s) in;\nlayout(%s, max_vertices = %d) out;\n",
            in == GL_POINTS ? "points" : in == GL_LINES ? "lines" :
            in == GL_TRIANGLES_ADJACENCY ? "triangles_adjacency" :
            "triangles",
            out == CG_POINT_OUT ? "points" : out == CG_LINE_OUT ?
            "line_strip" : "triangle_strip", max_vertices);
   append(&r, &len, &cap, head, strlen(head));
   for (const char *t = text; *t;) {
      const char *eol = strchr(t, '\n');
      size_t n = eol ? (size_t) (eol - t + 1) : strlen(t);
      if (!strncmp(t, "#version", 8) || !strncmp(t, "#extension", 10)) {
         t += n;
         continue;
      }
      /* cgc declares a global temporary array of the glslg text
       * "varying" (copies of gl_FrontColorIn[] for a dynamic index),
       * which GLSL 1.50 has no place for in a geometry shader: a plain
       * global there. */
      if (!strncmp(t, "varying ", 8))
         t += 8;
      const char *end = t + n;
      while (t < end) {
         unsigned k;
         for (k = 0; k < sizeof(arrays) / sizeof(arrays[0]); k++) {
            if (!strncmp(t, arrays[k].from, strlen(arrays[k].from)))
               break;
         }
         if (k < sizeof(arrays) / sizeof(arrays[0])) {
            /* gl_XIn[INDEX] -> gl_in[INDEX].gl_X */
            const char *i = t + strlen(arrays[k].from);
            int depth = 1;
            const char *e = i;
            while (e < end && depth) {
               if (*e == '[')
                  depth++;
               else if (*e == ']')
                  depth--;
               e++;
            }
            append(&r, &len, &cap, "gl_in[", 6);
            append(&r, &len, &cap, i, (size_t) (e - i));
            append(&r, &len, &cap, ".", 1);
            append(&r, &len, &cap, arrays[k].to, strlen(arrays[k].to));
            t = e;
         } else if (!strncmp(t, "gl_VerticesIn", 13)) {
            append(&r, &len, &cap, "gl_in.length()", 14);
            t += 13;
         } else {
            append(&r, &len, &cap, t, 1);
            t++;
         }
      }
   }
   return r;
}

/* The values set_uniform gives a float scalar, vector or matrix
 * parameter (a matrix row by row), or 0 (a type the glslg path does not
 * take, the GL state matrices among them). */
static int
uniform_values(CGprogram prog, CGparameter p, float *vals)
{
   const char *name = cgGetParameterName(p);
   CGtype base = cgGetParameterBaseType(p);
   bool matrix = cgGetParameterClass(p) == CG_PARAMETERCLASS_MATRIX;
   int rows = cgGetParameterRows(p), cols = cgGetParameterColumns(p);
   int n = rows * cols;
   float defaults[16];
   uint32_t h = hash_str(name, 0);
   char bname[128];

   base_name(bname, sizeof(bname), name);
   if (is_sampler(cgGetParameterType(p)) ||
       base == CG_INT || base == CG_BOOL || n < 1 || n > (matrix ? 16 : 4) ||
       !strncmp(name, "glstate.", 8) ||
       (matrix && (!strcmp(bname, "modelViewProj") ||
                   !strcmp(bname, "modelView") ||
                   !strcmp(bname, "modelViewIT"))))
      return 0;
   int nd = has_initialiser(prog, name) ?
            cgGetParameterDefaultValuefr(p, n, defaults) : 0;
   cgGetError();
   if (nd == n) {
      memcpy(vals, defaults, sizeof(float) * (size_t) n);
   } else if (matrix && cube_face_view(name, rows, cols, vals)) {
      /* (a cube face's view) */
   } else if (matrix) {
      near_identity(h, rows, cols, vals);
   } else {
      for (int i = 0; i < n; i++)
         vals[i] = unit_value(h, i);
   }
   return n;
}

/* Compiles and links the three texts; 0 with the reason on failure. */
static GLuint
link_glsl_geometry(CGprogram v, CGprogram g, CGprogram f, GLenum in,
                   int max_vertices, char *reason, size_t size)
{
   PFNGLCREATESHADERPROC create_shader = get_proc("glCreateShader");
   PFNGLSHADERSOURCEPROC shader_source = get_proc("glShaderSource");
   PFNGLCOMPILESHADERPROC compile_shader = get_proc("glCompileShader");
   PFNGLGETSHADERIVPROC get_shader_iv = get_proc("glGetShaderiv");
   PFNGLGETSHADERINFOLOGPROC get_shader_log =
      get_proc("glGetShaderInfoLog");
   PFNGLCREATEPROGRAMPROC create_program = get_proc("glCreateProgram");
   PFNGLATTACHSHADERPROC attach = get_proc("glAttachShader");
   PFNGLLINKPROGRAMPROC link = get_proc("glLinkProgram");
   PFNGLGETPROGRAMIVPROC get_program_iv = get_proc("glGetProgramiv");
   PFNGLGETPROGRAMINFOLOGPROC get_program_log =
      get_proc("glGetProgramInfoLog");
   PFNGLDELETESHADERPROC delete_shader = get_proc("glDeleteShader");
   PFNGLDELETEPROGRAMPROC delete_program = get_proc("glDeleteProgram");
   static char log[4096];
   static const GLenum types[3] = {
      GL_VERTEX_SHADER, GL_GEOMETRY_SHADER, GL_FRAGMENT_SHADER,
   };
   static const char *const names[3] = { "glslv", "glslg", "glslf" };
   CGprogram progs[3] = { v, g, f };
   GLuint prog = create_program(), sh[3];
   GLint ok = 1;

   for (int i = 0; i < 3; i++) {
      const char *text = cgGetProgramString(progs[i], CG_COMPILED_PROGRAM);
      char *rewritten = NULL;
      if (i == 1) {
         rewritten = rewrite_glslg(text, in, cgGetProgramOutput(g),
                                   max_vertices);
         text = rewritten;
         if (verbose)
            printf("      glslg rewritten:\n%s\n", text);
      }
      sh[i] = create_shader(types[i]);
      shader_source(sh[i], 1, &text, NULL);
      compile_shader(sh[i]);
      free(rewritten);
      get_shader_iv(sh[i], GL_COMPILE_STATUS, &ok);
      if (!ok) {
         get_shader_log(sh[i], sizeof(log), NULL, log);
         snprintf(reason, size, "%s: ", names[i]);
         listing_reason(reason + strlen(reason), size - strlen(reason),
                        log);
      }
      attach(prog, sh[i]);
      if (!ok)
         break;
   }
   if (ok) {
      link(prog);
      get_program_iv(prog, GL_LINK_STATUS, &ok);
      if (!ok) {
         get_program_log(prog, sizeof(log), NULL, log);
         snprintf(reason, size, "link: ");
         listing_reason(reason + strlen(reason), size - strlen(reason),
                        log);
      }
   }
   for (int i = 0; i < 3; i++)
      delete_shader(sh[i]);   /* (attached: freed with the program) */
   if (!ok) {
      delete_program(prog);
      glGetError();
      return 0;
   }
   return prog;
}

/* The uniforms of the three stages, by their GLSL names (the resource
 * names, "_NAME"). */
static bool
set_glsl_geometry_uniforms(GLuint prog, CGprogram *progs, char *reason,
                           size_t size)
{
   PFNGLGETUNIFORMLOCATIONPROC get_uniform_location =
      get_proc("glGetUniformLocation");
   PFNGLUNIFORM4FVPROC uniform4 = get_proc("glUniform4fv");
   PFNGLUNIFORM3FVPROC uniform3 = get_proc("glUniform3fv");
   PFNGLUNIFORM2FVPROC uniform2 = get_proc("glUniform2fv");
   PFNGLUNIFORM1FVPROC uniform1 = get_proc("glUniform1fv");
   /* cgc's GLSL text keeps a matrix as an array of its rows ("uniform
    * vec4 _cubeFaceViewProj[24]", the parameter cubeFaceViewProj[1] at
    * resource "_cubeFaceViewProj[4]"): one vector per row from there. */
   for (int k = 0; k < 3; k++) {
      for (int pass = 0; pass < 2; pass++) {
         CGenum ns = pass ? CG_GLOBAL : CG_PROGRAM;
         for (CGparameter p = cgGetFirstLeafParameter(progs[k], ns); p;
              p = cgGetNextLeafParameter(p)) {
            if (cgGetParameterVariability(p) != CG_UNIFORM ||
                cgGetParameterDirection(p) == CG_OUT ||
                !cgIsParameterReferenced(p))
               continue;
            float vals[16];
            const char *name = cgGetParameterName(p);
            int n = uniform_values(progs[k], p, vals);
            if (!n) {
               snprintf(reason, size, "uniform %s: only float scalars, "
                        "vectors and matrices are set in the glslg path",
                        name);
               return false;
            }
            int rows = cgGetParameterClass(p) == CG_PARAMETERCLASS_MATRIX ?
                       cgGetParameterRows(p) : 1;
            const char *rname = cgGetParameterResourceName(p);
            char gname[160];
            snprintf(gname, sizeof(gname), "%s",
                     rname && *rname ? rname : name);
            GLint loc = get_uniform_location(prog, gname);
            if (loc < 0) {
               snprintf(gname, sizeof(gname), "_%s", name);
               loc = get_uniform_location(prog, gname);
            }
            if (verbose)
               printf("      glsl uniform %s (%s): location %d, %g %g %g "
                      "%g\n", name, gname, loc, vals[0],
                      n > 1 ? vals[1] : 0, n > 2 ? vals[2] : 0,
                      n > 3 ? vals[3] : 0);
            if (loc < 0)
               continue;   /* optimised away by Mesa */
            switch (n / rows) {
            case 1: uniform1(loc, rows, vals); break;
            case 2: uniform2(loc, rows, vals); break;
            case 3: uniform3(loc, rows, vals); break;
            default: uniform4(loc, rows, vals); break;
            }
         }
      }
   }
   GLenum gl = glGetError();
   if (gl != GL_NO_ERROR) {
      snprintf(reason, size, "glUniform: GL error 0x%x", gl);
      return false;
   }
   return true;
}

/* VERTICES_OUT of the gp4gp build of gmain (the glslg text does not say
 * it; libCgGL would give it with glProgramParameteriEXT). */
static int
geometry_vertices_out(const struct shader *s)
{
   int n = 0;
   CGprogram g = cgCreateProgramFromFile(cg_ctx, CG_SOURCE, s->path,
                                         cgGetProfile("gp4gp"), "gmain",
                                         NULL);
   const char *text = g ? cgGetProgramString(g, CG_COMPILED_PROGRAM) : NULL;
   const char *vo = text ? strstr(text, "VERTICES_OUT") : NULL;
   if (!vo || sscanf(vo, "VERTICES_OUT %d", &n) != 1)
      n = 64;
   if (g)
      cgDestroyProgram(g);
   cgGetError();
   return n;
}

/*
 * The framebuffer of the "// layered: cube" shaders: a cube-map colour
 * texture (RGBA8) and a cube-map depth texture (DEPTH_COMPONENT24), each
 * attached whole with FramebufferTextureEXT (NV_geometry_program4), which
 * makes the framebuffer layered: result.layer (gl_Layer in the reference)
 * selects the face a primitive is drawn into, face i of
 * TEXTURE_CUBE_MAP_POSITIVE_X + i being layer i (section 4.4.7, Table
 * X.4).
 * Made once per process, cleared like the other framebuffer before each
 * draw (Clear clears every layer).
 */
static GLuint cube_fbo, cube_color_tex, cube_depth_tex;

static bool
cube_framebuffer(char *reason, size_t size)
{
   if (cube_fbo)
      return true;
   PFNGLFRAMEBUFFERTEXTUREEXTPROC framebuffer_texture =
      get_proc("glFramebufferTextureEXT");
   GLuint tex[2];
   glGenTextures(2, tex);
   cube_color_tex = tex[0];
   cube_depth_tex = tex[1];
   for (int k = 0; k < 2; k++) {
      glBindTexture(GL_TEXTURE_CUBE_MAP_ARB, tex[k]);
      for (int f = 0; f < CUBE_FACES; f++) {
         glTexImage2D(GL_TEXTURE_CUBE_MAP_POSITIVE_X_ARB + f, 0,
                      k ? GL_DEPTH_COMPONENT24 : GL_RGBA8, W, H, 0,
                      k ? GL_DEPTH_COMPONENT : GL_RGBA,
                      k ? GL_UNSIGNED_INT : GL_UNSIGNED_BYTE, NULL);
      }
      glTexParameteri(GL_TEXTURE_CUBE_MAP_ARB, GL_TEXTURE_MIN_FILTER,
                      GL_NEAREST);
      glTexParameteri(GL_TEXTURE_CUBE_MAP_ARB, GL_TEXTURE_MAG_FILTER,
                      GL_NEAREST);
   }
   glBindTexture(GL_TEXTURE_CUBE_MAP_ARB, 0);
   gen_framebuffers(1, &cube_fbo);
   bind_framebuffer(GL_FRAMEBUFFER_EXT, cube_fbo);
   framebuffer_texture(GL_FRAMEBUFFER_EXT, GL_COLOR_ATTACHMENT0_EXT,
                       cube_color_tex, 0);
   framebuffer_texture(GL_FRAMEBUFFER_EXT, GL_DEPTH_ATTACHMENT_EXT,
                       cube_depth_tex, 0);
   GLenum st = check_framebuffer_status(GL_FRAMEBUFFER_EXT);
   GLenum gl = glGetError();
   bind_framebuffer(GL_FRAMEBUFFER_EXT, fbo);
   if (st != GL_FRAMEBUFFER_COMPLETE_EXT || gl != GL_NO_ERROR) {
      snprintf(reason, size, "layered cube-map framebuffer: status 0x%x, "
               "GL error 0x%x", st, gl);
      glDeleteTextures(2, tex);
      cube_color_tex = cube_depth_tex = 0;
      return false;   /* (cube_fbo stays: the next draw fails the same) */
   }
   return true;
}

/* Every face of the layered framebuffer, through the textures
 * (GetTexImage, independent of how the framebuffer attaches them). */
static void
read_cube_faces(struct image *img)
{
   glBindTexture(GL_TEXTURE_CUBE_MAP_ARB, cube_color_tex);
   for (int f = 0; f < CUBE_FACES; f++) {
      glGetTexImage(GL_TEXTURE_CUBE_MAP_POSITIVE_X_ARB + f, 0, GL_RGBA,
                    GL_UNSIGNED_BYTE, img->face_color[f]);
   }
   glBindTexture(GL_TEXTURE_CUBE_MAP_ARB, cube_depth_tex);
   for (int f = 0; f < CUBE_FACES; f++) {
      glGetTexImage(GL_TEXTURE_CUBE_MAP_POSITIVE_X_ARB + f, 0,
                    GL_DEPTH_COMPONENT, GL_UNSIGNED_INT, img->face_depth[f]);
      for (int i = 0; i < W * H; i++)
         img->face_depth[f][i] >>= 8;
   }
   glBindTexture(GL_TEXTURE_CUBE_MAP_ARB, 0);
}

static void
draw_pair(const struct shader *s, const struct pair *pair, struct image *img)
{
   CGprofile vprof = cgGetProfile(pair->vp), fprof = cgGetProfile(pair->fp);
   CGprofile gprof = pair->gp ? cgGetProfile(pair->gp) : CG_PROFILE_UNKNOWN;
   /* glslv+glslg+glslf: linked by the harness (link_glsl_geometry) */
   bool own_glsl = pair->gp && pair->glsl;
   struct programs ps;
   CGprogram v = NULL, f = NULL, g = NULL;
   const char *err;
   GLenum gl;

   memset(&ps, 0, sizeof(ps));
   img->status = DRAW_OK;
   img->reason[0] = '\0';
   img->num_rt = 1;
   img->num_layers = 1;
   draw_prim = GL_TRIANGLES;
   clear_cg_errors();

   if (s->geometry != (pair->gp != NULL)) {
      img->status = DRAW_SKIPPED;
      return;
   }
   if (!cgGLIsProfileSupported(vprof) || !cgGLIsProfileSupported(fprof) ||
       (pair->gp && !own_glsl && !cgGLIsProfileSupported(gprof))) {
      const char *lacks = !cgGLIsProfileSupported(vprof) ? pair->vp :
                          !cgGLIsProfileSupported(fprof) ? pair->fp :
                          pair->gp;
      snprintf(img->reason, sizeof(img->reason),
               "the GL lacks profile %s%s", lacks,
               !strncmp(lacks, "gp5", 3) ?
               " (GL_NV_gpu_program5 is advertised only with "
               "MESA_EXTENSION_OVERRIDE=+GL_NV_gpu_program5)" : "");
      img->status = DRAW_UNSUPPORTED;
      return;
   }

   v = compile(s, vprof, "vmain", img);
   if (!v)
      return;
   if (pair->gp) {
      g = compile(s, gprof, "gmain", img);
      if (!g) {
         cgDestroyProgram(v);
         return;
      }
      draw_prim = geometry_input_prim(g);
   }
   f = compile(s, fprof, "fmain", img);
   if (!f) {
      cgDestroyProgram(v);
      if (g)
         cgDestroyProgram(g);
      return;
   }
   img->num_rt = count_color_outputs(f);

   if (own_glsl) {
      PFNGLUSEPROGRAMPROC use_program = get_proc("glUseProgram");
      CGprogram progs[3] = { v, g, f };
      step("link glslv+glslg+glslf");
      glsl_gs_prog = link_glsl_geometry(v, g, f, draw_prim,
                                        geometry_vertices_out(s),
                                        img->reason, sizeof(img->reason));
      if (!glsl_gs_prog) {
         img->status = DRAW_LOAD_FAILED;
         goto out;
      }
      use_program(glsl_gs_prog);
      step("parameters");
      if (!set_glsl_geometry_uniforms(glsl_gs_prog, progs, img->reason,
                                      sizeof(img->reason))) {
         img->status = DRAW_LOAD_FAILED;
         goto disable;
      }
      for (CGparameter p = cgGetFirstLeafParameter(v, CG_PROGRAM); p;
           p = cgGetNextLeafParameter(p)) {
         int asize;
         if (cgGetParameterVariability(p) != CG_VARYING ||
             cgGetParameterDirection(p) != CG_IN ||
             !cgIsParameterReferenced(p))
            continue;
         const char *sem = cgGetParameterSemantic(p);
         const float *array = semantic_array(sem, &asize);
         if (!array) {
            snprintf(img->reason, sizeof(img->reason),
                     "input %s: semantic %s is not supplied",
                     cgGetParameterName(p), sem);
            img->status = DRAW_LOAD_FAILED;
            goto disable;
         }
         step("input %s", sem);
         set_glsl_array(NULL, p, sem, array, asize);
      }
      goto draw;
   } else if (pair->glsl) {
      ps.prog[0] = cgCombinePrograms2(v, f);
      ps.num = 1;
      if ((err = cg_error_now()) || !ps.prog[0]) {
         char why[400];
         glsl_reason(why, sizeof(why), v, f);
         snprintf(img->reason, sizeof(img->reason),
                  "cgCombinePrograms2: %s: %s", err ? err : "no program",
                  why);
         img->status = DRAW_LOAD_FAILED;
         goto out;
      }
   } else if (g) {
      ps.prog[0] = v;
      ps.prog[1] = g;
      ps.prog[2] = f;
      ps.num = 3;
   } else {
      ps.prog[0] = v;
      ps.prog[1] = f;
      ps.num = 2;
   }

   for (int k = 0; k < ps.num; k++) {
      step("load %s", cgGetProfileString(cgGetProgramProfile(ps.prog[k])));
      cgGLLoadProgram(ps.prog[k]);
      err = cg_error_now();
      gl = glGetError();
      if (err || gl != GL_NO_ERROR) {
         load_failed(img, ps.prog[k], "load", err, gl);
         goto out;
      }
   }

   /* Bound first: libCgGL sets GLSL uniforms in the program in use. */
   step("bind");
   cgGLEnableProfile(vprof);
   if (g)
      cgGLEnableProfile(gprof);
   cgGLEnableProfile(fprof);
   for (int k = 0; k < ps.num; k++)
      cgGLBindProgram(ps.prog[k]);
   err = cg_error_now();
   gl = glGetError();
   if (g && !err && gl == GL_INVALID_VALUE) {
      /* cgGLBindProgram of a gp4gp (or gp5gp) program calls
       * ProgramVertexLimitNV with libCg's own vertex count: VERTICES_OUT
       * for a fixed count, but MAX_PROGRAM_OUTPUT_VERTICES_NV (1024) for
       * a loop with a parameter trip count, where cgc's listing says
       * VERTICES_OUT 128 (MAX_PROGRAM_TOTAL_OUTPUT_COMPONENTS_NV / 8
       * components).  1024
       * vertices of 8 components break the spec's total-components
       * rule, so the GL refuses the call with INVALID_VALUE and the
       * program keeps its VERTICES_OUT, as on NVIDIA's driver with the
       * same limits.  An application does not see the error (libCgGL
       * reports none); the harness goes on when the bound program still
       * has a vertex limit (README.md). */
      PFNGLGETPROGRAMIVARBPROC get_program_iv =
         get_proc("glGetProgramivARB");
      GLint limit = 0;
      get_program_iv(GL_GEOMETRY_PROGRAM_NV, GL_GEOMETRY_VERTICES_OUT_EXT,
                     &limit);
      if (glGetError() == GL_NO_ERROR && limit > 0) {
         step("bind: INVALID_VALUE from libCgGL's ProgramVertexLimitNV; "
              "vertex limit %d", limit);
         gl = GL_NO_ERROR;
      }
   }
   if (err || gl != GL_NO_ERROR) {
      load_failed(img, NULL, "bind", err, gl);
      goto disable;
   }

   step("parameters");
   if (!set_parameters(&ps, img->reason, sizeof(img->reason)) ||
       !attach_prog_buffers(img->reason, sizeof(img->reason))) {
      img->status = DRAW_LOAD_FAILED;
      goto disable;
   }

   /* The vertex stage's inputs: of the combined program's vertex domain,
    * or of the vertex program. */
   CGprogram vprog = v;
   if (pair->glsl) {
      for (int d = 0; d < cgGetNumProgramDomains(ps.prog[0]); d++) {
         CGprogram dp = cgGetProgramDomainProgram(ps.prog[0], d);
         if (cgGetProgramDomain(dp) == CG_VERTEX_DOMAIN)
            vprog = dp;
      }
   }
   if (!set_varyings(vprog, pair->glsl ? ps.prog[0] : NULL, &ps,
                     img->reason, sizeof(img->reason))) {
      img->status = DRAW_LOAD_FAILED;
      goto disable;
   }

   for (int t = 0; t < ps.num_tex; t++)
      cgGLEnableTextureParameter(ps.enabled_tex[t]);
   err = cg_error_now();
   gl = glGetError();
   if (err || gl != GL_NO_ERROR) {
      load_failed(img, NULL, "texture", err, gl);
      goto disable;
   }

draw:;
   static const GLenum bufs[MAX_RT] = {
      GL_COLOR_ATTACHMENT0_EXT, GL_COLOR_ATTACHMENT1_EXT,
      GL_COLOR_ATTACHMENT2_EXT, GL_COLOR_ATTACHMENT3_EXT,
   };
   bool layered = s->layered_cube && pair->gp;
   if (layered) {
      if (img->num_rt != 1) {
         snprintf(img->reason, sizeof(img->reason), "a layered cube-map "
                  "draw takes one colour target, fmain writes %d",
                  img->num_rt);
         img->status = DRAW_LOAD_FAILED;
         goto disable;
      }
      if (!cube_framebuffer(img->reason, sizeof(img->reason))) {
         img->status = DRAW_LOAD_FAILED;
         goto disable;
      }
      img->num_layers = CUBE_FACES;
      bind_framebuffer(GL_FRAMEBUFFER_EXT, cube_fbo);
   } else {
      bind_framebuffer(GL_FRAMEBUFFER_EXT, fbo);
   }
   draw_buffers(layered ? 1 : MAX_RT, bufs);
   glClearColor(0.25f, 0.5f, 0.75f, 0.125f);
   glClearDepth(1.0);
   glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
   draw_buffers(img->num_rt, bufs);
   if (verbose) {
      GLint cur = 0;
      glGetIntegerv(0x8B8D /* GL_CURRENT_PROGRAM */, &cur);
      printf("      enabled: VP %d FP %d, GLSL %d\n",
             glIsEnabled(0x8620), glIsEnabled(0x8804), cur);
   }
   step("draw");
   draw_mesh();
   gl = glGetError();
   if (gl != GL_NO_ERROR) {
      load_failed(img, NULL, "draw", NULL, gl);
      goto disable;
   }
   if (layered) {
      read_cube_faces(img);
      gl = glGetError();
      if (gl != GL_NO_ERROR) {
         load_failed(img, NULL, "reading the cube faces", NULL, gl);
         goto disable;
      }
      /* A reference that leaves a face untouched (depth still the
       * clear value everywhere) would make the comparison of that face
       * say nothing: no reference then, a failure for a layered shader
       * (an NV build that misses a face differs from it instead). */
      for (int f = 0; f < CUBE_FACES && pair->glsl; f++) {
         int i = 0;
         while (i < W * H && img->face_depth[f][i] == 0xffffffu)
            i++;
         if (i == W * H) {
            snprintf(img->reason, sizeof(img->reason), "layered draw: "
                     "nothing drawn into cube face %s", face_names[f]);
            img->status = DRAW_LOAD_FAILED;
            goto disable;
         }
      }
   } else {
      for (int r = 0; r < MAX_RT; r++) {
         glReadBuffer(bufs[r]);
         glReadPixels(0, 0, W, H, GL_RGBA, GL_UNSIGNED_BYTE,
                      img->color[r]);
      }
      glReadPixels(0, 0, W, H, GL_DEPTH_COMPONENT, GL_UNSIGNED_INT,
                   img->depth);
      for (int i = 0; i < W * H; i++)
         img->depth[i] >>= 8;
   }

   /* Throughput: the same draw again and again, depth test off so that
    * every fragment is shaded each time (an early depth test would skip
    * them after the first).  TIME_ROUNDS rounds of time_draws draws, the
    * fastest round counted: on a shared machine the others measure the
    * neighbours too, and every pair is timed the same way. */
   img->draw_s = 0.0;
   if (time_draws > 0) {
      glDisable(GL_DEPTH_TEST);
      draw_mesh();
      glFinish();
      for (int round = 0; round < TIME_ROUNDS; round++) {
         struct timespec t0, t1;
         clock_gettime(CLOCK_MONOTONIC, &t0);
         for (int i = 0; i < time_draws; i++)
            draw_mesh();
         glFinish();
         clock_gettime(CLOCK_MONOTONIC, &t1);
         double s = ((double)(t1.tv_sec - t0.tv_sec) +
                     (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9) /
                    time_draws;
         if (round == 0 || s < img->draw_s)
            img->draw_s = s;
      }
      glEnable(GL_DEPTH_TEST);
   }

   /* Edges from feedback mode only on request (--feedback): on softpipe
    * the draw module's feedback path asserts in gallivm for some
    * programs, and with an NV vertex program bound it crashes nvprog
    * (--feedback-nv).  Without it the grid keeps pixel centres off the
    * edges of unskinned meshes. */
   bind_framebuffer(GL_FRAMEBUFFER_EXT, fbo);
   memset(img->near_edge, 0, sizeof(img->near_edge));
   img->edges_from_feedback = false;
   if (((use_feedback && !pair->nv) || feedback_nv) && !pair->gp) {
      step("feedback");
      img->edges_from_feedback = find_edges(img);
      glGetError();
   }

disable:
   for (int t = 0; t < ps.num_tex; t++)
      cgGLDisableTextureParameter(ps.enabled_tex[t]);
   for (int a = 0; a < ps.num_arrays; a++)
      cgGLDisableClientState(ps.enabled_arrays[a]);
   unset_glsl_arrays();
   if (own_glsl) {
      PFNGLUSEPROGRAMPROC use_program = get_proc("glUseProgram");
      PFNGLDELETEPROGRAMPROC delete_program = get_proc("glDeleteProgram");
      use_program(0);
      delete_program(glsl_gs_prog);
      glsl_gs_prog = 0;
      glGetError();
   } else {
      cgGLUnbindProgram(vprof);
      cgGLUnbindProgram(fprof);
      cgGLDisableProfile(vprof);
      cgGLDisableProfile(fprof);
      if (g) {
         cgGLUnbindProgram(gprof);
         cgGLDisableProfile(gprof);
      }
   }
out:
   if (pair->glsl && !own_glsl && ps.prog[0])
      cgDestroyProgram(ps.prog[0]);
   cgDestroyProgram(v);
   if (g)
      cgDestroyProgram(g);
   cgDestroyProgram(f);
   destroy_prog_buffers();
   free_textures();
   active_texture(GL_TEXTURE0_ARB);
   clear_cg_errors();
}

/* Writes the colour targets as DIR/SHADER.PAIR.N.ppm (--dump). */
static void
dump_image(const struct shader *s, const struct pair *pair,
           const struct image *img)
{
   if (img->status != DRAW_OK)
      return;
   /* a layered draw: DIR/SHADER.PAIR.0.FACE.ppm, FACE +X ... -Z */
   for (int l = 0; l < img->num_layers; l++) {
      for (int r = 0; r < img->num_rt; r++) {
         char path[1400], face[8] = "";
         if (img->num_layers > 1)
            snprintf(face, sizeof(face), ".%s", face_names[l]);
         snprintf(path, sizeof(path), "%s/%s.%s.%d%s.ppm", dump_dir,
                  s->name, pair->name, r, face);
         FILE *f = fopen(path, "wb");
         if (!f)
            continue;
         const uint8_t *color = image_color(img, l, r);
         fprintf(f, "P6\n%d %d\n255\n", W, H);
         for (int y = H - 1; y >= 0; y--) {
            for (int x = 0; x < W; x++)
               fwrite(&color[(y * W + x) * 4], 1, 3, f);
         }
         fclose(f);
      }
   }
}

/* ---------------------------------------------------------------------
 * Throughput (--time)
 */

static int
heavier(const void *a, const void *b)
{
   double x = ((const struct timing *) a)->s[PAIR_GLSL];
   double y = ((const struct timing *) b)->s[PAIR_GLSL];
   return x < y ? 1 : x > y ? -1 : 0;
}

static int
dbl_cmp(const void *a, const void *b)
{
   double x = *(const double *) a, y = *(const double *) b;
   return x < y ? -1 : x > y ? 1 : 0;
}

/* A table cell: the median of the n ratios r (sorted here) and n. */
static void
out_median(double *r, int n)
{
   if (!n) {
      nvt_out(" - |");
      return;
   }
   qsort(r, (size_t) n, sizeof(double), dbl_cmp);
   nvt_out(" %.2f (%d) |",
           n % 2 ? r[n / 2] : (r[n / 2 - 1] + r[n / 2]) / 2, n);
}

/* The ten shaders slowest through glslv+glslf (where an NV pair drew
 * too), each NV pair's throughput against it (GLSL time / NV time:
 * above 1 the NV profile is faster), and the median per pair. */
static void
print_timings(void)
{
   static const int nv[] = {
      PAIR_VP20, PAIR_VP30, PAIR_VP40, PAIR_GP4, PAIR_GP5,
   };
   enum { NUM_NV = sizeof(nv) / sizeof(nv[0]) };
   int n = 0;

   for (int t = 0; t < num_timings; t++) {
      bool any = false;
      for (int k = 0; k < NUM_NV; k++)
         any |= timings[t].s[nv[k]] > 0.0;
      if (timings[t].s[PAIR_GLSL] > 0.0 && any)
         timings[n++] = timings[t];
   }
   qsort(timings, (size_t) n, sizeof(*timings), heavier);
   /* Each pair's own ten heaviest: issue 13 lists a shader that cgc
    * cannot compile for a profile "not counted", so a pair's median may
    * also be read over the ten slowest shaders it has a build of. */
   double own[NUM_NV][10];
   int num_own[NUM_NV] = { 0 };
   for (int t = 0; t < n; t++) {
      for (int k = 0; k < NUM_NV; k++) {
         double s = timings[t].s[nv[k]];
         if (s > 0.0 && num_own[k] < 10)
            own[k][num_own[k]++] = timings[t].s[PAIR_GLSL] / s;
      }
   }
   if (n > 10)
      n = 10;
   /* (the oracle is compiled with the flags of the libGL it runs on:
    * b_ndebug and the optimisation level are global meson options) */
#if defined(NDEBUG) && defined(__OPTIMIZE__)
   const char *build = "release build (NDEBUG, optimised)";
#else
   const char *build = "debug build (assertions, NIR validation)";
#endif
   nvt_out("\nThroughput, %s, the fastest of %d rounds of %d draws of "
           "%dx%d per pair: the %d shaders slowest in GLSL, NV/GLSL (GLSL "
           "time over NV time; above 1 the NV profile is faster)\n\n| "
           "shader | glsl us/draw |", build, TIME_ROUNDS, time_draws, W, H,
           n);
   for (int k = 0; k < NUM_NV; k++)
      nvt_out(" %s |", pairs[nv[k]].name);
   nvt_out("\n|---|---|");
   for (int k = 0; k < NUM_NV; k++)
      nvt_out("---|");
   nvt_out("\n");
   double ratios[NUM_NV][10];
   int num[NUM_NV] = { 0 };
   for (int t = 0; t < n; t++) {
      nvt_out("| %s | %.1f |", timings[t].shader,
              timings[t].s[PAIR_GLSL] * 1e6);
      for (int k = 0; k < NUM_NV; k++) {
         double s = timings[t].s[nv[k]];
         if (s > 0.0) {
            double r = timings[t].s[PAIR_GLSL] / s;
            ratios[k][num[k]++] = r;
            nvt_out(" %.2f |", r);
         } else {
            nvt_out(" - |");
         }
      }
      nvt_out("\n");
   }
   nvt_out("| median | |");
   for (int k = 0; k < NUM_NV; k++)
      out_median(ratios[k], num[k]);
   nvt_out("\n| median, the pair's own ten heaviest | |");
   for (int k = 0; k < NUM_NV; k++)
      out_median(own[k], num_own[k]);
   nvt_out("\n");
}

/* ---------------------------------------------------------------------
 * Comparison
 */
static void
compare(const struct image *a, const struct image *ref, int tol,
        int depth_tol, struct cmp *c)
{
   memset(c, 0, sizeof(*c));
   if (a->status == DRAW_LOAD_FAILED) {
      c->result = CMP_LOAD;
      return;
   }
   if (a->status == DRAW_CRASHED) {
      c->result = CMP_CRASH;
      return;
   }
   if (a->status != DRAW_OK || ref->status != DRAW_OK) {
      c->result = CMP_NONE;
      return;
   }
   if (a->num_layers != ref->num_layers) {
      c->result = CMP_NONE;
      return;
   }
   int num_rt = a->num_rt > ref->num_rt ? a->num_rt : ref->num_rt;
   c->num_layers = a->num_layers;
   for (int l = 0; l < c->num_layers; l++) {
      for (int i = 0; i < W * H; i++) {
         if (a->near_edge[i] || ref->near_edge[i])
            continue;
         c->compared++;
         int m = 0;
         for (int r = 0; r < num_rt; r++) {
            const uint8_t *x = image_color(a, l, r);
            const uint8_t *y = image_color(ref, l, r);
            for (int ch = 0; ch < 4; ch++) {
               int d = abs((int) x[i * 4 + ch] - (int) y[i * 4 + ch]);
               if (d > m)
                  m = d;
            }
         }
         int dd = abs((int) image_depth(a, l)[i] -
                      (int) image_depth(ref, l)[i]);
         if (m > c->layer_max[l])
            c->layer_max[l] = m;
         if (dd > c->layer_depth_max[l])
            c->layer_depth_max[l] = dd;
         if (m > tol || dd > depth_tol)
            c->layer_count[l]++;
      }
      if (c->layer_max[l] > c->max_diff)
         c->max_diff = c->layer_max[l];
      if (c->layer_depth_max[l] > c->depth_max)
         c->depth_max = c->layer_depth_max[l];
      c->count += c->layer_count[l];
   }
   if (c->count)
      c->result = CMP_DIFFER;
   else if (c->max_diff || c->depth_max)
      c->result = CMP_TOLERANCE;
   else
      c->result = CMP_SAME;
}

/* ---------------------------------------------------------------------
 * Expectations: "SHADER PAIR load|differ [DRIVER]  # why" per line
 */
struct expectation {
   char shader[128];
   char pair[32];
   char what[16];
   bool seen;
};

static struct expectation *expects;
static int num_expects;

static void
read_expectations(const char *path)
{
   FILE *f = fopen(path, "r");
   char line[1024];
   if (!f) {
      printf("cannot read the expectation file %s\n", path);
      printf("PIGLIT: {\"result\": \"fail\"}\n");
      exit(1);
   }
   while (fgets(line, sizeof(line), f)) {
      char *hash = strchr(line, '#');
      if (hash)
         *hash = '\0';
      struct expectation e;
      memset(&e, 0, sizeof(e));
      char driver[32] = "";
      int n = sscanf(line, "%127s %31s %15s %31s", e.shader, e.pair, e.what,
                     driver);
      if (n < 3)
         continue;
      /* A fourth word restricts the line to one driver. */
      const char *gallium = getenv("GALLIUM_DRIVER");
      if (n == 4 && strcmp(driver, gallium ? gallium : "llvmpipe"))
         continue;
      expects = realloc(expects,
                        sizeof(*expects) * (size_t) (num_expects + 1));
      expects[num_expects++] = e;
   }
   fclose(f);
}

static struct expectation *
find_expectation(const char *shader, const char *pair)
{
   for (int i = 0; i < num_expects; i++) {
      if (!strcmp(expects[i].shader, shader) &&
          !strcmp(expects[i].pair, pair))
         return &expects[i];
   }
   return NULL;
}

/* ---------------------------------------------------------------------
 * The table
 */
static void
cell_text(char *dst, size_t size, const struct image *img,
          const struct cmp *c, int tol)
{
   if (img->status == DRAW_NOT_COMPILED) {
      snprintf(dst, size, "not compiled");
      return;
   }
   if (img->status == DRAW_UNSUPPORTED) {
      snprintf(dst, size, "unsupported");
      return;
   }
   if (img->status == DRAW_SKIPPED) {
      snprintf(dst, size, "-");
      return;
   }
   switch (c->result) {
   case CMP_LOAD:
      snprintf(dst, size, "FAIL TO LOAD");
      break;
   case CMP_CRASH:
      snprintf(dst, size, "CRASH");
      break;
   case CMP_NONE:
      snprintf(dst, size, "no reference");
      break;
   case CMP_SAME:
      snprintf(dst, size, "same");
      break;
   case CMP_TOLERANCE:
      snprintf(dst, size, "within %d (max %d%s)", tol, c->max_diff,
               c->depth_max ? ", depth" : "");
      break;
   case CMP_DIFFER:
      if (c->max_diff > tol || !c->depth_max) {
         snprintf(dst, size, "DIFFER max %d, %d px", c->max_diff,
                  c->count);
      } else {
         snprintf(dst, size, "DIFFER depth %d, %d px", c->depth_max,
                  c->count);
      }
      break;
   }
   /* A layered draw: which cube faces differ, each with its pixels
    * beyond the tolerance and its largest colour and depth difference. */
   if (c->num_layers > 1 &&
       (c->result == CMP_DIFFER || c->result == CMP_TOLERANCE)) {
      const char *sep = "; faces ";
      for (int l = 0; l < c->num_layers; l++) {
         if (!c->layer_max[l] && !c->layer_depth_max[l])
            continue;
         size_t len = strlen(dst);
         snprintf(dst + len, size - len, "%s%s %d px max %d depth %d",
                  sep, face_names[l], c->layer_count[l], c->layer_max[l],
                  c->layer_depth_max[l]);
         sep = ", ";
      }
   }
}


/* ---------------------------------------------------------------------
 * GLX set-up
 */
static Display *dpy;

static bool
init_gl(void)
{
   dpy = nvt_glx_window(W, H, true);
   if (!dpy)
      return false;

   gen_framebuffers = get_proc("glGenFramebuffersEXT");
   bind_framebuffer = get_proc("glBindFramebufferEXT");
   framebuffer_texture_2d = get_proc("glFramebufferTexture2DEXT");
   framebuffer_renderbuffer = get_proc("glFramebufferRenderbufferEXT");
   gen_renderbuffers = get_proc("glGenRenderbuffersEXT");
   bind_renderbuffer = get_proc("glBindRenderbufferEXT");
   renderbuffer_storage = get_proc("glRenderbufferStorageEXT");
   check_framebuffer_status = get_proc("glCheckFramebufferStatusEXT");
   draw_buffers = get_proc("glDrawBuffersARB");
   tex_image_3d = get_proc("glTexImage3D");
   active_texture = get_proc("glActiveTextureARB");
   client_active_texture = get_proc("glClientActiveTextureARB");
   get_attrib_location = get_proc("glGetAttribLocationARB");
   vertex_attrib_pointer = get_proc("glVertexAttribPointerARB");
   enable_vertex_attrib_array = get_proc("glEnableVertexAttribArrayARB");
   disable_vertex_attrib_array = get_proc("glDisableVertexAttribArrayARB");

   gen_framebuffers(1, &fbo);
   bind_framebuffer(GL_FRAMEBUFFER_EXT, fbo);
   glGenTextures(MAX_RT, color_tex);
   for (int r = 0; r < MAX_RT; r++) {
      glBindTexture(GL_TEXTURE_2D, color_tex[r]);
      glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, W, H, 0, GL_RGBA,
                   GL_UNSIGNED_BYTE, NULL);
      glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
      framebuffer_texture_2d(GL_FRAMEBUFFER_EXT,
                             GL_COLOR_ATTACHMENT0_EXT + r, GL_TEXTURE_2D,
                             color_tex[r], 0);
   }
   glBindTexture(GL_TEXTURE_2D, 0);
   gen_renderbuffers(1, &depth_rb);
   bind_renderbuffer(GL_RENDERBUFFER_EXT, depth_rb);
   renderbuffer_storage(GL_RENDERBUFFER_EXT, GL_DEPTH_COMPONENT24, W, H);
   framebuffer_renderbuffer(GL_FRAMEBUFFER_EXT, GL_DEPTH_ATTACHMENT_EXT,
                            GL_RENDERBUFFER_EXT, depth_rb);
   GLenum st = check_framebuffer_status(GL_FRAMEBUFFER_EXT);
   if (st != GL_FRAMEBUFFER_COMPLETE_EXT) {
      printf("framebuffer incomplete: 0x%x\n", st);
      return false;
   }

   glViewport(0, 0, W, H);
   glMatrixMode(GL_PROJECTION);
   glLoadMatrixf(projection_matrix);
   glMatrixMode(GL_MODELVIEW);
   glLoadMatrixf(modelview_matrix);
   glEnable(GL_DEPTH_TEST);
   glDepthFunc(GL_ALWAYS);

   /* Fixed lighting state for the glstate bindings (set in eye space
    * with the modelview above, as an application would). */
   static const GLfloat light_pos[2][4] = {
      { 0.5f, 0.75f, 1.0f, 0.0f }, { -0.25f, 0.5f, 0.75f, 1.0f },
   };
   static const GLfloat light_col[2][3][4] = {
      { { 0.125f, 0.0625f, 0.25f, 1 }, { 0.75f, 0.625f, 0.5f, 1 },
        { 0.5f, 0.5f, 0.375f, 1 } },
      { { 0.0625f, 0.125f, 0.125f, 1 }, { 0.25f, 0.375f, 0.625f, 1 },
        { 0.25f, 0.25f, 0.5f, 1 } },
   };
   for (int l = 0; l < 2; l++) {
      glLightfv(GL_LIGHT0 + l, GL_POSITION, light_pos[l]);
      glLightfv(GL_LIGHT0 + l, GL_AMBIENT, light_col[l][0]);
      glLightfv(GL_LIGHT0 + l, GL_DIFFUSE, light_col[l][1]);
      glLightfv(GL_LIGHT0 + l, GL_SPECULAR, light_col[l][2]);
   }
   static const GLfloat lm_ambient[4] = { 0.125f, 0.125f, 0.25f, 1 };
   static const GLfloat mat_diffuse[4] = { 0.875f, 0.75f, 0.5f, 1 };
   static const GLfloat mat_specular[4] = { 0.5f, 0.625f, 0.75f, 1 };
   glLightModelfv(GL_LIGHT_MODEL_AMBIENT, lm_ambient);
   glMaterialfv(GL_FRONT_AND_BACK, GL_DIFFUSE, mat_diffuse);
   glMaterialfv(GL_FRONT_AND_BACK, GL_SPECULAR, mat_specular);
   glMaterialf(GL_FRONT_AND_BACK, GL_SHININESS, 16.0f);
   glPixelStorei(GL_PACK_ALIGNMENT, 1);
   glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
   return glGetError() == GL_NO_ERROR;
}

/* ---------------------------------------------------------------------
 * main
 */
static const char *
latest_profile(CGGLenum stage)
{
   CGprofile p = cgGLGetLatestProfile(stage);
   return p == CG_PROFILE_UNKNOWN ? "unknown" : cgGetProfileString(p);
}

/* --latest-profiles VP FP [GP]: what an unmodified Cg application gets.
 * With MESA_EXTENSION_OVERRIDE=+GL_NV_gpu_program5 libCgGL sees
 * GL_NV_gpu_program5 and answers gp5vp/gp5fp/gp5gp; without it the gp4
 * profiles (the meson tests check both). */
static int
latest_profiles(const char *want_vp, const char *want_fp,
                const char *want_gp)
{
   const char *got_vp = latest_profile(CG_GL_VERTEX);
   const char *got_fp = latest_profile(CG_GL_FRAGMENT);
   const char *got_gp = want_gp ? latest_profile(CG_GL_GEOMETRY) : NULL;
   bool ok = !strcmp(got_vp, want_vp) && !strcmp(got_fp, want_fp) &&
             (!want_gp || !strcmp(got_gp, want_gp));
   const char *ovr = getenv("MESA_EXTENSION_OVERRIDE");
   printf("GL_VENDOR %s, GL_RENDERER %s\n",
          (const char *) glGetString(GL_VENDOR),
          (const char *) glGetString(GL_RENDERER));
   printf("MESA_EXTENSION_OVERRIDE %s\n", ovr ? ovr : "(unset)");
   printf("cgGLGetLatestProfile(CG_GL_VERTEX) = %s (expected %s)\n",
          got_vp, want_vp);
   printf("cgGLGetLatestProfile(CG_GL_FRAGMENT) = %s (expected %s)\n",
          got_fp, want_fp);
   if (want_gp)
      printf("cgGLGetLatestProfile(CG_GL_GEOMETRY) = %s (expected %s)\n",
             got_gp, want_gp);
   printf("PIGLIT: {\"result\": \"%s\"}\n", ok ? "pass" : "fail");
   return ok ? 0 : 1;
}

static struct image images[NUM_PAIRS];

struct child_counts {
   int passed, failed, expected_fail, not_compiled, no_reference;
};

static bool
run_child_once(const char *expect_path, const struct shader *s,
               const bool *crashed_pair, struct child_counts *c,
               char *notes, size_t notes_size, size_t *notes_len,
               int *status_out, int *last_pair);

/* Runs one shader in a child process and takes its rows, notes, counts
 * and the expectations it met; a child that crashes is a failed row
 * unless expected.txt lists "SHADER * crash". */
static void
run_child(const char *self, const char *expect_path, const struct shader *s,
          struct child_counts *c, char *notes, size_t notes_size,
          size_t *notes_len)
{
   bool crashed_pair[NUM_PAIRS] = { false };
   int status = 0;

   /* A pair that crashes is marked and the shader run again without
    * drawing it. */
   for (int attempt = 0; attempt <= NUM_PAIRS; attempt++) {
      int last = -1;
      if (run_child_once(expect_path, s, crashed_pair, c, notes,
                         notes_size, notes_len, &status, &last))
         return;
      if (last < 0 || crashed_pair[last])
         break;
      crashed_pair[last] = true;
   }
   (void) self;
   struct expectation *e = find_expectation(s->name, "*");
   bool expected = e && !strcmp(e->what, "crash");
   char why[64];
   if (WIFSIGNALED(status))
      snprintf(why, sizeof(why), "signal %d", WTERMSIG(status));
   else
      snprintf(why, sizeof(why), "exit %d", WEXITSTATUS(status));
   if (e)
      e->seen = true;
   memset(c, 0, sizeof(*c));
   if (expected) {
      c->passed = 1;
      c->expected_fail = 1;
   } else {
      c->failed = 1;
   }
   nvt_out("| %s | CRASH (%s)%s | | | | | |\n", s->name, why,
           expected ? " (expected)" : " **NEW**");
}

static bool
run_child_once(const char *expect_path, const struct shader *s,
               const bool *crashed_pair, struct child_counts *c,
               char *notes, size_t notes_size, size_t *notes_len,
               int *status_out, int *last_pair)
{
   int fds[2];
   bool counted = false;
   const char *args[32];
   int n = 0;

   memset(c, 0, sizeof(*c));
   args[n++] = "cg-oracle";
   args[n++] = "--child";
   if (expect_path) {
      args[n++] = "--expect";
      args[n++] = expect_path;
   }
   if (feedback_nv)
      args[n++] = "--feedback-nv";
   if (use_feedback)
      args[n++] = "--feedback";
   if (warm_up)
      args[n++] = "--warm-up";
   if (dump_dir) {
      args[n++] = "--dump";
      args[n++] = dump_dir;
   }
   char time_arg[16];
   if (time_draws > 0) {
      snprintf(time_arg, sizeof(time_arg), "%d", time_draws);
      args[n++] = "--time";
      args[n++] = time_arg;
   }
   if (verbose)
      args[n++] = "-v";
   for (int p = 0; p < NUM_PAIRS; p++) {
      if (crashed_pair[p]) {
         args[n++] = "--crashed";
         args[n++] = pairs[p].name;
      }
   }
   args[n++] = s->path;
   args[n] = NULL;

   fflush(stdout);
   if (pipe(fds) != 0)
      return false;
   pid_t pid = fork();
   if (pid == 0) {
      dup2(fds[1], 1);
      close(fds[0]);
      close(fds[1]);
      execv("/proc/self/exe", (char *const *) args);
      _exit(127);
   }
   close(fds[1]);
   FILE *in = fdopen(fds[0], "r");
   static char line[8192];
   while (in && fgets(line, sizeof(line), in)) {
      char a[128], b[32];
      double secs;
      if (!strncmp(line, "PAIR ", 5)) {
         for (int p = 0; p < NUM_PAIRS; p++) {
            if (!strncmp(line + 5, pairs[p].name, strlen(pairs[p].name)) &&
                line[5 + strlen(pairs[p].name)] == '\n')
               *last_pair = p;
         }
      } else if (!strncmp(line, "ROW ", 4)) {
         nvt_out("%s", line + 4);
      } else if (!strncmp(line, "NOTE ", 5)) {
         if (*notes_len + strlen(line) + 1 < notes_size) {
            memcpy(notes + *notes_len, line + 5, strlen(line + 5) + 1);
            *notes_len += strlen(line + 5);
         }
      } else if (sscanf(line, "TIME %127s %31s %lf", a, b, &secs) == 3) {
         record_time(a, b, secs);
      } else if (sscanf(line, "SEEN %127s %31s", a, b) == 2) {
         struct expectation *e = find_expectation(a, b);
         if (e)
            e->seen = true;
      } else if (sscanf(line, "COUNTS %d %d %d %d %d", &c->passed,
                        &c->failed, &c->expected_fail, &c->not_compiled,
                        &c->no_reference) == 5) {
         counted = true;
      } else if (strncmp(line, "PIGLIT:", 7)) {
         fputs(line, stdout);
      }
   }
   if (in)
      fclose(in);
   int status = 0;
   waitpid(pid, &status, 0);
   *status_out = status;
   return counted && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

int
main(int argc, char **argv)
{
   const char *expect_path = NULL, *table_path = NULL, *only = NULL;
   const char *latest_vp = NULL, *latest_fp = NULL, *latest_gp = NULL;
   int first_path = argc;

   shaders = calloc(MAX_SHADERS, sizeof(*shaders));
   timings = calloc(MAX_SHADERS, sizeof(*timings));
   for (int i = 1; i < argc; i++) {
      if (!strcmp(argv[i], "--expect") && i + 1 < argc) {
         expect_path = argv[++i];
      } else if (!strcmp(argv[i], "--table") && i + 1 < argc) {
         table_path = argv[++i];
      } else if (!strcmp(argv[i], "--only") && i + 1 < argc) {
         only = argv[++i];
      } else if (!strcmp(argv[i], "--latest-profiles") && i + 2 < argc) {
         latest_vp = argv[++i];
         latest_fp = argv[++i];
         if (i + 1 < argc && argv[i + 1][0] != '-')
            latest_gp = argv[++i];
      } else if (!strcmp(argv[i], "--dump") && i + 1 < argc) {
         dump_dir = argv[++i];
      } else if (!strcmp(argv[i], "--child")) {
         child_mode = true;
      } else if (!strcmp(argv[i], "--crashed") && i + 1 < argc) {
         i++;
         for (int p = 0; p < NUM_PAIRS; p++)
            crashed[p] |= !strcmp(argv[i], pairs[p].name);
      } else if (!strcmp(argv[i], "--warm-up")) {
         warm_up = true;
      } else if (!strcmp(argv[i], "--time") && i + 1 < argc) {
         time_draws = atoi(argv[++i]);
      } else if (!strcmp(argv[i], "--feedback")) {
         use_feedback = true;
      } else if (!strcmp(argv[i], "--feedback-nv")) {
         feedback_nv = true;
      } else if (!strcmp(argv[i], "-v")) {
         verbose = true;
      } else if (!strcmp(argv[i], "-auto") || !strcmp(argv[i], "-fbo")) {
         /* piglit's flags: always automatic, always an FBO */
      } else if (argv[i][0] == '-') {
         printf("unknown option %s\n", argv[i]);
         return 2;
      } else {
         first_path = i;
         break;
      }
   }

   if (!init_gl()) {
      printf("PIGLIT: {\"result\": \"fail\"}\n");
      return 1;
   }
   cg_ctx = cgCreateContext();
   cgGLSetDebugMode(CG_FALSE);
   cgSetParameterSettingMode(cg_ctx, CG_IMMEDIATE_PARAMETER_SETTING);

   if (latest_vp)
      return latest_profiles(latest_vp, latest_fp, latest_gp);

   for (int i = first_path; i < argc; i++)
      add_path(argv[i], only);
   qsort(shaders, (size_t) num_shaders, sizeof(*shaders), shader_cmp);
   if (num_shaders == 0) {
      printf("no shader files (*.cg) given\n");
      printf("PIGLIT: {\"result\": \"fail\"}\n");
      return 1;
   }
   if (expect_path)
      read_expectations(expect_path);
   if (table_path) {
      nvt_table_out = fopen(table_path, "w");
      if (!nvt_table_out)
         printf("cannot write %s\n", table_path);
   }
   build_mesh();
   build_indices();

   if (!child_mode) {
      const char *ext = (const char *) glGetString(GL_EXTENSIONS);
      bool gp5 = ext && strstr(ext, "GL_NV_gpu_program5 ");
      printf("GL_RENDERER %s; %d shaders\n",
             (const char *) glGetString(GL_RENDERER), num_shaders);
      if (!gp5)
         printf("GL_NV_gpu_program5 is not advertised: the gp5 pairs "
                "need MESA_EXTENSION_OVERRIDE=+GL_NV_gpu_program5\n");
   }

   int passed = 0, failed = 0, expected_fail = 0, not_compiled = 0;
   int no_reference = 0;
   /* the table's columns */
   static const int order[] = {
      PAIR_VP20, PAIR_VP30, PAIR_VP40, PAIR_GP4, PAIR_GP5, PAIR_ARB,
      PAIR_GP4GS, PAIR_GP5GS,
   };
   static char notes[1 << 18];
   size_t notes_len = 0;
   notes[0] = '\0';

   if (!child_mode) {
      nvt_out("\n| shader |");
      for (size_t o = 0; o < sizeof(order) / sizeof(order[0]); o++)
         nvt_out(" %s |", pairs[order[o]].name);
      nvt_out("\n|---|");
      for (size_t o = 0; o < sizeof(order) / sizeof(order[0]); o++)
         nvt_out("---|");
      nvt_out("\n");
   }
   /* Each shader runs in a child process (this program with --child), so
    * that a crash in the GL or in libCgGL costs one row, not the table. */
   for (int si = 0; si < num_shaders && !child_mode; si++) {
      struct child_counts c;
      run_child(argv[0], expect_path, &shaders[si], &c, notes,
                sizeof(notes), &notes_len);
      passed += c.passed;
      failed += c.failed;
      expected_fail += c.expected_fail;
      not_compiled += c.not_compiled;
      no_reference += c.no_reference;
   }
   /* --warm-up: every pair of the first shader drawn once and thrown
    * away.  The first draw with an NV vertex program in a process draws
    * nothing on nvprog today (the cg-first-draw test keeps that in
    * sight); the table compares the draws after it. */
   if (child_mode && warm_up && num_shaders > 0) {
      for (int p = 0; p < NUM_PAIRS; p++) {
         printf("PAIR %s\n", pairs[p].name);
         fflush(stdout);
         if (!crashed[p])
            draw_pair(&shaders[0], &pairs[p], &images[p]);
      }
   }
   for (int si = 0; si < num_shaders && child_mode; si++) {
      const struct shader *s = &shaders[si];
      if (verbose)
         printf("%s\n", s->name);
      for (int p = 0; p < NUM_PAIRS; p++) {
         if (verbose)
            printf("   %s\n", pairs[p].name);
         if (child_mode) {
            printf("PAIR %s\n", pairs[p].name);
            fflush(stdout);
         }
         if (crashed[p]) {
            images[p].status = DRAW_CRASHED;
            snprintf(images[p].reason, sizeof(images[p].reason),
                     "the process crashed drawing this pair");
         } else {
            draw_pair(s, &pairs[p], &images[p]);
         }
         if (verbose && images[p].reason[0])
            printf("      %s\n", images[p].reason);
      }

      if (dump_dir) {
         for (int p = 0; p < NUM_PAIRS; p++)
            dump_image(s, &pairs[p], &images[p]);
      }

      char row[4096];
      int len = snprintf(row, sizeof(row), "| %s |", s->name);
      for (size_t o = 0; o < sizeof(order) / sizeof(order[0]); o++) {
         int p = order[o];
         const struct pair *pair = &pairs[p];
         const struct image *img = &images[p];
         int tol = tolerance_for(s, pair);
         int dtol = depth_tolerance_for(s);
         struct cmp vs_glsl, vs_arb, vs_twin;
         compare(img, &images[pair->gp ? PAIR_GLSLGS : PAIR_GLSL], tol,
                 dtol, &vs_glsl);
         if (pair->nv && !pair->gp)
            compare(img, &images[PAIR_ARB], tol, dtol, &vs_arb);
         else
            vs_arb.result = CMP_NONE;
         int twin = exact_twin(p);
         if (twin >= 0)
            compare(img, &images[twin], 0, 0, &vs_twin);
         else
            vs_twin.result = CMP_NONE;

         /* The outcome: load, differ (from any reference), ok, or not
          * counted. */
         const char *outcome = NULL;
         if (img->status == DRAW_SKIPPED) {
            /* not this shader's kind of pair: not counted */
         } else if (img->status == DRAW_UNSUPPORTED && pair->nv) {
            /* nvprog advertises every NV profile's extensions. */
            outcome = "unsupported";
         } else if (img->status == DRAW_NOT_COMPILED ||
                    img->status == DRAW_UNSUPPORTED) {
            not_compiled++;
         } else if (img->status == DRAW_LOAD_FAILED) {
            outcome = "load";
         } else if (img->status == DRAW_CRASHED) {
            outcome = "crash";
         } else if (vs_twin.result == CMP_DIFFER) {
            /* a gp5 pair that draws another pixel than its gp4 pair,
             * with or without a reference */
            outcome = "differ";
         } else if (vs_glsl.result == CMP_NONE &&
                    vs_arb.result == CMP_NONE && s->layered_cube) {
            /* a layered draw is only checked against a reference that
             * drew every face */
            outcome = "reference";
         } else if (vs_glsl.result == CMP_NONE &&
                    vs_arb.result == CMP_NONE) {
            no_reference++;
         } else if (vs_glsl.result == CMP_DIFFER ||
                    vs_arb.result == CMP_DIFFER) {
            outcome = "differ";
         } else {
            outcome = "ok";
         }

         char cell[512], cell2[256];
         cell_text(cell, sizeof(cell), img, &vs_glsl, tol);
         if (vs_glsl.result == CMP_NONE && vs_arb.result != CMP_NONE)
            cell_text(cell, sizeof(cell), img, &vs_arb, tol);
         else if (pair->nv && vs_arb.result != CMP_NONE &&
                  vs_arb.result != CMP_LOAD &&
                  vs_arb.result != vs_glsl.result) {
            cell_text(cell2, sizeof(cell2), img, &vs_arb, tol);
            size_t l = strlen(cell);
            snprintf(cell + l, sizeof(cell) - l, "; arb: %s", cell2);
         }
         if (vs_glsl.result == CMP_NONE && vs_arb.result != CMP_NONE) {
            size_t l = strlen(cell);
            snprintf(cell + l, sizeof(cell) - l, " (vs arb)");
         }
         if (vs_twin.result == CMP_DIFFER) {
            cell_text(cell2, sizeof(cell2), img, &vs_twin, 0);
            size_t l = strlen(cell);
            snprintf(cell + l, sizeof(cell) - l, "; gp4: %s", cell2);
         }

         char mark[64] = "";
         if (outcome) {
            struct expectation *e = find_expectation(s->name, pair->name);
            bool bad = strcmp(outcome, "ok") != 0;
            if (e)
               e->seen = true;
            if (!bad && !e) {
               passed++;
            } else if (bad && e && !strcmp(e->what, outcome)) {
               passed++;
               expected_fail++;
               snprintf(mark, sizeof(mark), " (expected)");
            } else {
               failed++;
               if (!bad)
                  snprintf(mark, sizeof(mark), " **passes: trim**");
               else if (e)
                  snprintf(mark, sizeof(mark), " **expected %s**", e->what);
               else
                  snprintf(mark, sizeof(mark), " **NEW**");
            }
         }
         len += snprintf(row + len, sizeof(row) - (size_t) len, " %s%s |",
                         cell, mark);
         if (img->reason[0] && notes_len + 600 < sizeof(notes)) {
            notes_len += (size_t) snprintf(notes + notes_len,
                                           sizeof(notes) - notes_len,
                                           "- %s, %s: %s\n", s->name,
                                           pair->name, img->reason);
         }
      }
      for (int p = 0; p < NUM_PAIRS && child_mode; p++) {
         if (images[p].status == DRAW_OK && images[p].draw_s > 0.0)
            printf("TIME %s %s %.9f\n", s->name, pairs[p].name,
                   images[p].draw_s);
      }
      if (child_mode)
         printf("ROW %s\n", row);
      else
         nvt_out("%s\n", row);
      int ref = s->geometry ? PAIR_GLSLGS : PAIR_GLSL;
      if (images[ref].status != DRAW_OK &&
          notes_len + 600 < sizeof(notes)) {
         notes_len += (size_t) snprintf(notes + notes_len,
                                        sizeof(notes) - notes_len,
                                        "- %s, %s: %s\n", s->name,
                                        pairs[ref].name, images[ref].reason);
      }
      fflush(stdout);
   }
   if (child_mode) {
      for (char *n = strtok(notes, "\n"); n; n = strtok(NULL, "\n"))
         printf("NOTE %s\n", n);
      for (int i = 0; i < num_expects; i++) {
         if (expects[i].seen)
            printf("SEEN %s %s\n", expects[i].shader, expects[i].pair);
      }
      printf("COUNTS %d %d %d %d %d\n", passed, failed, expected_fail,
             not_compiled, no_reference);
      return 0;
   }
   if (notes[0])
      nvt_out("\nNot compiled, unsupported or failed to load:\n\n%s", notes);

   for (int i = 0; i < num_expects; i++) {
      bool present = false;
      for (int si = 0; si < num_shaders; si++)
         present |= !strcmp(shaders[si].name, expects[i].shader);
      if (!expects[i].seen && present) {
         printf("expected %s %s %s, but that pair was not counted "
                "(not compiled or no reference): trim the expectation\n",
                expects[i].shader, expects[i].pair, expects[i].what);
         failed++;
      } else if (!present && !only) {
         printf("note: expectation for %s, which is not among the "
                "shaders\n", expects[i].shader);
      }
   }

   nvt_out("\n%d passed (%d expected failures), %d failed; %d not "
           "compiled or unsupported, %d without a reference\n", passed,
           expected_fail, failed, not_compiled, no_reference);
   if (time_draws > 0) {
      print_timings();
      if (nvt_table_out)
         fclose(nvt_table_out);
      return 0;
   }
   if (nvt_table_out)
      fclose(nvt_table_out);
   bool ok = failed == 0 && passed > 0;
   printf("PIGLIT: {\"result\": \"%s\"}\n", ok ? "pass" : "fail");
   return ok ? 0 : 1;
}
