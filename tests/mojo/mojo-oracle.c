/*
 * MojoShader as a second producer of NV programs (README.md here).
 *
 * Each shaders/NAME.asm holds a Direct3D vertex shader and pixel shader
 * in D3D assembly.  MOJOSHADER_assemble makes their bytecode; for every
 * profile MojoShader's GL layer finds on the current GL (nv2, nv3, nv4:
 * NV-option and NV_gpu_program4 programs for nvprog; arb1: Mesa's own ARB
 * parser; glsl, glsl120: Mesa's GLSL compiler, the reference) the harness
 * compiles, links and binds the pair through MojoShader's GL calls, sets
 * the constants and vertex streams through them as an FNA-style game
 * does, draws a fixed mesh into a fixed-size framebuffer object and reads
 * the pixels back.  Every profile's pixels are compared with the glsl
 * profile's, and the NV profiles' also with arb1's.
 *
 *   mojo-oracle [--expect FILE] [--table FILE] [--only NAME]
 *               [--dump DIR] [--float-int-constants] [-v]
 *               SHADER_DIR|FILE.asm...
 *
 * --expect FILE: cells known not to be "same" (SHADER PROFILE STATUS
 * [CONDITION]  # reason); the run fails on any cell that differs from it.
 * --dump DIR: every profile's program text of every shader, as
 * MOJOSHADER_parse writes it (DIR/NAME.PROFILE.vs.txt, .ps.txt).
 */

#define GL_GLEXT_PROTOTYPES 1
#include <GL/gl.h>
#include <GL/glext.h>
#include <GL/glx.h>
#include <X11/Xlib.h>

#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <mojoshader.h>

#include "oracle-glx.h"

#define W 64
#define H 64
#define GRID 8
#define MAX_RT 4
#define MAX_SHADERS 512
#define MAX_SYMBOLS 8
#define MAX_SETS 64
#define N_VS_F 256
#define N_PS_F 224
#define N_I 16
#define N_B 16

/* The profiles, the reference first.  glsl120 is drawn as a check of the
 * reference (Mesa compiles both). */
static const char *const profile_names[] = {
   "glsl", "glsl120", "arb1", "nv2", "nv3", "nv4",
};
#define N_PROFILES (sizeof(profile_names) / sizeof(profile_names[0]))
#define REF 0
#define ARB1 2

static bool
is_nv_profile(unsigned p)
{
   return p >= 3;
}

enum status {
   ST_SAME,
   ST_WITHIN,
   ST_DIFFER,
   ST_LOAD,      /* fail to load: counted */
   ST_NOCOMPILE, /* not compilable by the profile: listed, not counted */
   ST_NOPROFILE, /* the GL does not offer the profile */
   ST_NOREF,     /* the reference did not draw */
};

static const char *const status_word[] = {
   "same", "within", "differ", "load", "nocompile", "noprofile", "noref",
};

struct set {
   char stage;       /* 'v' or 'p' */
   char file;        /* 'c', 'i' or 'b' */
   unsigned reg;
   float f[4];
   int i[4];
};

struct shader {
   char name[64];
   char path[512];
   char *vs_src, *ps_src;
   int tolerance;
   int rts;
   MOJOSHADER_symbol vs_syms[MAX_SYMBOLS], ps_syms[MAX_SYMBOLS];
   unsigned n_vs_syms, n_ps_syms;
   char sym_names[2 * MAX_SYMBOLS][48];
   struct set sets[MAX_SETS];
   unsigned n_sets;
   const MOJOSHADER_parseData *vs_bc, *ps_bc;
   char asm_error[512];

   /* per profile */
   bool drawn[N_PROFILES];
   unsigned char *pixels[N_PROFILES];
   char why[N_PROFILES][512];
   enum status st[N_PROFILES];      /* against glsl */
   enum status st_arb[N_PROFILES];  /* against arb1 */
   int maxdiff[N_PROFILES], ndiff[N_PROFILES];
   int maxdiff_arb[N_PROFILES], ndiff_arb[N_PROFILES];
};

static struct shader shaders[MAX_SHADERS];
static unsigned n_shaders;
static unsigned n_left_out; /* shaders past MAX_SHADERS: a failure */
static bool verbose;
static const char *dump_dir;
static bool profile_offered[N_PROFILES];

/* ---------------------------------------------------------------------
 * Shader files
 */
static char *
read_whole(const char *path)
{
   FILE *f = fopen(path, "rb");
   if (!f)
      return NULL;
   fseek(f, 0, SEEK_END);
   long n = ftell(f);
   fseek(f, 0, SEEK_SET);
   char *s = malloc(n + 1);
   if (fread(s, 1, n, f) != (size_t)n) {
      fclose(f);
      free(s);
      return NULL;
   }
   s[n] = 0;
   fclose(f);
   return s;
}

/* A shader file: header lines, then "--- vs" and "--- ps" sections of D3D
 * assembly.  Header lines (README.md here): "tolerance N", "rts N",
 * "array vs|ps cN|iN|bN COUNT" (a CTAB symbol, which MojoShader needs
 * for relative addressing of constants), "set vs|ps cN x y z w",
 * "set vs|ps iN a b c d", "set vs|ps bN v"; "#" starts a comment. */
static bool
load_shader(struct shader *s, const char *path)
{
   char *text = read_whole(path);
   if (!text) {
      printf("cannot read %s: %s\n", path, strerror(errno));
      return false;
   }
   const char *base = strrchr(path, '/');
   base = base ? base + 1 : path;
   snprintf(s->name, sizeof(s->name), "%.*s",
            (int)(strcspn(base, ".")), base);
   snprintf(s->path, sizeof(s->path), "%s", path);
   s->rts = 1;

   /* The sections start at a line "--- vs" (the file's first line too)
    * and a line "--- ps"; the header is what comes before. */
   char *vs = strncmp(text, "--- vs\n", 7) ? strstr(text, "\n--- vs\n")
                                            : text;
   char *ps = strstr(text, "\n--- ps\n");
   if (!vs || !ps || ps < vs) {
      printf("%s: needs a \"--- vs\" and then a \"--- ps\" section\n",
             path);
      return false;
   }
   if (vs != text)
      vs++;
   *vs = 0;
   *ps = 0;
   s->vs_src = vs + 7;
   s->ps_src = ps + 8;

   char *save = NULL;
   for (char *line = strtok_r(text, "\n", &save); line;
        line = strtok_r(NULL, "\n", &save)) {
      char *hash = strchr(line, '#');
      if (hash)
         *hash = 0;
      char a[16], b[16], c[16];
      float f[4];
      int n, first, count;
      if (sscanf(line, " %15s", a) != 1)
         continue;
      if (!strcmp(a, "tolerance") &&
          sscanf(line, " tolerance %d", &s->tolerance) == 1)
         continue;
      if (!strcmp(a, "rts") && sscanf(line, " rts %d", &s->rts) == 1 &&
          s->rts >= 1 && s->rts <= MAX_RT)
         continue;
      if (!strcmp(a, "array") &&
          sscanf(line, " array %15s %15s %d", b, c, &count) == 3 &&
          (!strcmp(b, "vs") || !strcmp(b, "ps"))) {
         first = atoi(c + 1);
         bool v = b[0] == 'v';
         unsigned *np = v ? &s->n_vs_syms : &s->n_ps_syms;
         MOJOSHADER_symbol *sym = (v ? s->vs_syms : s->ps_syms) + *np;
         if (*np >= MAX_SYMBOLS)
            goto bad;
         char *nm = s->sym_names[(v ? 0 : MAX_SYMBOLS) + *np];
         snprintf(nm, 48, "%s_%s", b, c);
         memset(sym, 0, sizeof(*sym));
         sym->name = nm;
         sym->register_index = first;
         sym->register_count = count;
         sym->info.rows = 1;
         sym->info.columns = 4;
         sym->info.elements = count;
         sym->info.parameter_class = MOJOSHADER_SYMCLASS_VECTOR;
         if (c[0] == 'c') {
            sym->register_set = MOJOSHADER_SYMREGSET_FLOAT4;
            sym->info.parameter_type = MOJOSHADER_SYMTYPE_FLOAT;
         } else if (c[0] == 'i') {
            sym->register_set = MOJOSHADER_SYMREGSET_INT4;
            sym->info.parameter_type = MOJOSHADER_SYMTYPE_INT;
         } else if (c[0] == 'b') {
            sym->register_set = MOJOSHADER_SYMREGSET_BOOL;
            sym->info.parameter_type = MOJOSHADER_SYMTYPE_BOOL;
            sym->info.parameter_class = MOJOSHADER_SYMCLASS_SCALAR;
            sym->info.columns = 1;
         } else {
            goto bad;
         }
         (*np)++;
         continue;
      }
      if (!strcmp(a, "set") &&
          sscanf(line, " set %15s %15s %n", b, c, &n) == 2 &&
          (!strcmp(b, "vs") || !strcmp(b, "ps")) &&
          strchr("cib", c[0]) && s->n_sets < MAX_SETS) {
         struct set *st = &s->sets[s->n_sets];
         st->stage = b[0];
         st->file = c[0];
         st->reg = atoi(c + 1);
         int k = sscanf(line + n, "%f %f %f %f", &f[0], &f[1], &f[2],
                        &f[3]);
         if ((c[0] == 'b' && k != 1) || (c[0] != 'b' && k != 4))
            goto bad;
         for (int j = 0; j < 4; j++) {
            st->f[j] = f[j];
            st->i[j] = (int)f[j];
         }
         s->n_sets++;
         continue;
      }
   bad:
      printf("%s: bad header line \"%s\"\n", path, line);
      return false;
   }
   return true;
}

static int
by_name(const void *a, const void *b)
{
   return strcmp(*(char *const *)a, *(char *const *)b);
}

static void
add_path(const char *path, const char *only)
{
   struct stat sb;
   if (stat(path, &sb) == 0 && S_ISDIR(sb.st_mode)) {
      DIR *d = opendir(path);
      char *names[MAX_SHADERS];
      unsigned n = 0;
      struct dirent *e;
      while (d && (e = readdir(d))) {
         size_t l = strlen(e->d_name);
         if (l > 4 && !strcmp(e->d_name + l - 4, ".asm") &&
             n < MAX_SHADERS)
            names[n++] = strdup(e->d_name);
         else if (l > 4 && !strcmp(e->d_name + l - 4, ".asm")) {
            printf("FAIL %s/%s: more than %d shaders, left out\n", path,
                   e->d_name, MAX_SHADERS);
            n_left_out++;
         }
      }
      if (d)
         closedir(d);
      qsort(names, n, sizeof(names[0]), by_name);
      for (unsigned i = 0; i < n; i++) {
         char full[1024];
         snprintf(full, sizeof(full), "%s/%s", path, names[i]);
         add_path(full, only);
         free(names[i]);
      }
      return;
   }
   if (n_shaders >= MAX_SHADERS) {
      printf("FAIL %s: more than %d shaders, left out\n", path,
             MAX_SHADERS);
      n_left_out++;
      return;
   }
   struct shader *s = &shaders[n_shaders];
   memset(s, 0, sizeof(*s));
   if (!load_shader(s, path)) {
      /* a broken file is a failure of the run */
      snprintf(s->name, sizeof(s->name), "%s", path);
      snprintf(s->asm_error, sizeof(s->asm_error), "bad shader file");
      n_shaders++;
      return;
   }
   if (only && strcmp(only, s->name))
      return;
   n_shaders++;
}

/* MojoShader's assembler (hg 1314) writes every ps_3_0 input declaration
 * with usage POSITION, index 0 ("dcl_texcoord1 v1" becomes "dcl_position
 * v1"), so that no two inputs could be told apart.  Put the usage and
 * index of the source text into the bytecode's DCL tokens, as Microsoft's
 * assembler writes them. */
static const char *const usage_names[] = {
   "position", "blendweight", "blendindices", "normal", "psize",
   "texcoord", "tangent", "binormal", "tessfactor", "positiont", "color",
   "fog", "depth", "sample",
};

static void
fix_ps3_dcl(const char *src, unsigned *tok, unsigned n_tok)
{
   unsigned usage[16], index[16];
   bool have[16] = { false };
   for (const char *l = src; l; l = strchr(l, '\n') ? strchr(l, '\n') + 1
                                                   : NULL) {
      char u[32];
      int reg;
      if (sscanf(l, " dcl_%31[a-z]", u) != 1)
         continue;
      const char *v = l + strspn(l, " \t") + 4 + strlen(u);
      unsigned idx = 0;
      if (*v >= '0' && *v <= '9')
         idx = strtoul(v, (char **)&v, 10);
      if (sscanf(v, " v%d", &reg) != 1 || reg < 0 || reg >= 16)
         continue;
      for (unsigned k = 0; k < sizeof(usage_names) / sizeof(usage_names[0]);
           k++) {
         if (!strcmp(u, usage_names[k])) {
            usage[reg] = k;
            index[reg] = idx;
            have[reg] = true;
         }
      }
   }
   /* tok[0] is the version token; then instructions, whose length is in
    * bits 24..27 of SM2+ tokens, and comments (0xfffe, length in bits
    * 16..30). */
   for (unsigned i = 1; i < n_tok;) {
      unsigned t = tok[i];
      if ((t & 0xffff) == 0xfffe) {
         i += 1 + ((t >> 16) & 0x7fff);
         continue;
      }
      if (t == 0x0000ffff)
         break;
      unsigned len = (t >> 24) & 0xf;
      if ((t & 0xffff) == 31 && i + 2 < n_tok) {
         unsigned d = tok[i + 2];
         unsigned type = ((d >> 28) & 7) | ((d >> 8) & 0x18);
         unsigned reg = d & 0x7ff;
         if (type == 1 && reg < 16 && have[reg])
            tok[i + 1] = 0x80000000u | usage[reg] | (index[reg] << 16);
      }
      i += 1 + len;
   }
}

static const MOJOSHADER_parseData *
assemble(const char *name, const char *src, const MOJOSHADER_symbol *syms,
         unsigned n_syms, char *err, size_t err_size)
{
   const MOJOSHADER_parseData *pd =
      MOJOSHADER_assemble(name, src, strlen(src), NULL, 0, syms, n_syms,
                          NULL, 0, NULL, NULL, NULL, NULL, NULL);
   if (pd->error_count > 0) {
      snprintf(err, err_size, "%s line %d: %s", name,
               pd->errors[0].error_position, pd->errors[0].error);
      MOJOSHADER_freeParseData(pd);
      return NULL;
   }
   return pd;
}

/* ---------------------------------------------------------------------
 * The constants and vertex streams every shader gets
 */
static float vs_f[N_VS_F][4], ps_f[N_PS_F][4];
static int vs_i[N_I][4], ps_i[N_I][4];
static int vs_b[N_B], ps_b[N_B];

/* Values on a 1/16 grid, exact in every precision the profiles use, so
 * that a difference is the program's and not the constant's. */
static void
default_constants(void)
{
   for (unsigned r = 0; r < N_VS_F; r++)
      for (unsigned k = 0; k < 4; k++)
         vs_f[r][k] = (float)((r * 5 + k * 3) % 17) / 16.0f;
   for (unsigned r = 0; r < N_PS_F; r++)
      for (unsigned k = 0; k < 4; k++)
         ps_f[r][k] = (float)((r * 7 + k * 5 + 3) % 17) / 16.0f;
   /* c0..c3: a transform for "m4x4 oPos, v0, c0" (rows of a rotation by
    * about 8 degrees, scaled by 0.875, shifted a little) */
   static const float m[4][4] = {
      { 0.875f, -0.125f, 0.0f, 0.0625f },
      { 0.125f, 0.875f, 0.0f, -0.0625f },
      { 0.0f, 0.0f, 0.5f, 0.0f },
      { 0.0f, 0.0f, 0.0f, 1.0f },
   };
   memcpy(vs_f, m, sizeof(m));
   for (unsigned r = 0; r < N_I; r++) {
      /* loop count, start, step */
      int v[4] = { 2 + (int)r % 3, (int)r % 2, 1 + (int)r % 2, 0 };
      memcpy(vs_i[r], v, sizeof(v));
      memcpy(ps_i[r], v, sizeof(v));
   }
   for (unsigned r = 0; r < N_B; r++) {
      vs_b[r] = r % 2 == 0;
      ps_b[r] = r % 3 != 1;
   }
}

#define NV (GRID * GRID * 6)
static float a_pos[NV][4], a_nrm[NV][4], a_col[2][NV][4], a_tc[4][NV][4];

/* An 8x8-cell mesh over the viewport, each vertex a quarter and an eighth
 * of a pixel off the grid, so that no pixel centre is on an edge. */
static void
make_mesh(void)
{
   unsigned v = 0;
   for (int j = 0; j < GRID; j++) {
      for (int i = 0; i < GRID; i++) {
         static const int corner[6][2] = {
            { 0, 0 }, { 1, 0 }, { 1, 1 }, { 0, 0 }, { 1, 1 }, { 0, 1 },
         };
         for (int c = 0; c < 6; c++, v++) {
            float u = (float)(i + corner[c][0]) / GRID;
            float t = (float)(j + corner[c][1]) / GRID;
            float x = -1.0f + 2.0f * u + 0.5f / W;
            float y = -1.0f + 2.0f * t + 0.25f / H;
            float z = 0.25f * (u - t);
            float *p = a_pos[v];
            p[0] = x, p[1] = y, p[2] = z, p[3] = 1.0f;
            float nx = u - 0.5f, ny = t - 0.5f, nz = 0.75f;
            float l = sqrtf(nx * nx + ny * ny + nz * nz);
            float *n = a_nrm[v];
            n[0] = nx / l, n[1] = ny / l, n[2] = nz / l, n[3] = 0.0f;
            float *c0 = a_col[0][v], *c1 = a_col[1][v];
            c0[0] = u, c0[1] = t, c0[2] = 1.0f - u, c0[3] = 1.0f;
            c1[0] = t, c1[1] = 0.5f, c1[2] = u, c1[3] = 0.25f;
            float *t0 = a_tc[0][v], *t1 = a_tc[1][v];
            float *t2 = a_tc[2][v], *t3 = a_tc[3][v];
            t0[0] = 2.0f * u, t0[1] = 2.0f * t, t0[2] = 0.5f, t0[3] = 1.0f;
            t1[0] = u * t, t1[1] = u, t1[2] = t, t1[3] = 0.5f + 0.5f * u;
            t2[0] = 2.0f * u - 1.0f, t2[1] = 1.0f - 2.0f * t;
            t2[2] = 0.5f, t2[3] = 0.75f;
            t3[0] = 0.25f + 0.5f * t, t3[1] = u, t3[2] = 4.0f * u * t;
            t3[3] = 3.0f * u;
         }
      }
   }
}

/* ---------------------------------------------------------------------
 * GLX and the framebuffer
 */
static Display *dpy;
static GLuint fbo, color_rb[MAX_RT];
static GLuint tex_2d[4], tex_cube[4], tex_3d[4];

static bool float_int_constants;

/* MojoShader decides that the GL has NV_gpu_program4 from the entry
 * point glProgramLocalParameterI4ivNV alone (it never looks at the
 * extension string), and then gives i# and b# constants to every ARB
 * family profile with it, as integers, where arb1, nv2 and nv3 read them
 * as floats.  --float-int-constants hides the entry point from the
 * contexts of those three profiles (DATA is the profile's name), so that
 * MojoShader gives them glProgramLocalParameter4fvARB instead. */
static void *
lookup(const char *name, void *data)
{
   const char *profile = data;
   if (float_int_constants && profile && strcmp(profile, "nv4") &&
       !strcmp(name, "glProgramLocalParameterI4ivNV"))
      return NULL;
   return (void *)glXGetProcAddressARB((const GLubyte *)name);
}

static PFNGLGENFRAMEBUFFERSEXTPROC gen_framebuffers;
static PFNGLBINDFRAMEBUFFEREXTPROC bind_framebuffer;
static PFNGLFRAMEBUFFERRENDERBUFFEREXTPROC framebuffer_renderbuffer;
static PFNGLGENRENDERBUFFERSEXTPROC gen_renderbuffers;
static PFNGLBINDRENDERBUFFEREXTPROC bind_renderbuffer;
static PFNGLRENDERBUFFERSTORAGEEXTPROC renderbuffer_storage;
static PFNGLCHECKFRAMEBUFFERSTATUSEXTPROC check_framebuffer_status;
static PFNGLDRAWBUFFERSARBPROC draw_buffers;
static PFNGLTEXIMAGE3DPROC tex_image_3d;
static PFNGLACTIVETEXTUREARBPROC active_texture;

static void
make_textures(void)
{
   static unsigned char img[16 * 16 * 16 * 4];
   glGenTextures(4, tex_2d);
   glGenTextures(4, tex_cube);
   glGenTextures(4, tex_3d);
   for (int u = 0; u < 4; u++) {
      active_texture(GL_TEXTURE0 + u);
      /* 2D: 16x16 with every mip level its own pattern, so texldb and
       * texldl show which level they read */
      glBindTexture(GL_TEXTURE_2D, tex_2d[u]);
      for (int lv = 0, sz = 16; sz >= 1; lv++, sz /= 2) {
         for (int y = 0; y < sz; y++) {
            for (int x = 0; x < sz; x++) {
               unsigned char *p = img + (y * sz + x) * 4;
               p[0] = (unsigned char)(x * 255 / 15 + 37 * u);
               p[1] = (unsigned char)(y * 255 / 15 + 64 * lv);
               p[2] = (unsigned char)(((x ^ y) & 1) * 128 + 40 * lv);
               p[3] = (unsigned char)(255 - 17 * (x + y) - 9 * u);
            }
         }
         glTexImage2D(GL_TEXTURE_2D, lv, GL_RGBA8, sz, sz, 0, GL_RGBA,
                      GL_UNSIGNED_BYTE, img);
      }
      glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER,
                      GL_NEAREST_MIPMAP_NEAREST);
      glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
      glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_REPEAT);
      glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_REPEAT);

      glBindTexture(GL_TEXTURE_CUBE_MAP, tex_cube[u]);
      for (int f = 0; f < 6; f++) {
         for (int y = 0; y < 8; y++) {
            for (int x = 0; x < 8; x++) {
               unsigned char *p = img + (y * 8 + x) * 4;
               p[0] = (unsigned char)(40 * f + 8 * x);
               p[1] = (unsigned char)(255 - 40 * f - 8 * y);
               p[2] = (unsigned char)(((x + y + f) & 1) * 200 + 13 * u);
               p[3] = 255;
            }
         }
         glTexImage2D(GL_TEXTURE_CUBE_MAP_POSITIVE_X + f, 0, GL_RGBA8, 8,
                      8, 0, GL_RGBA, GL_UNSIGNED_BYTE, img);
      }
      glTexParameteri(GL_TEXTURE_CUBE_MAP, GL_TEXTURE_MIN_FILTER,
                      GL_NEAREST);
      glTexParameteri(GL_TEXTURE_CUBE_MAP, GL_TEXTURE_MAG_FILTER,
                      GL_NEAREST);

      glBindTexture(GL_TEXTURE_3D, tex_3d[u]);
      for (int z = 0; z < 8; z++) {
         for (int y = 0; y < 8; y++) {
            for (int x = 0; x < 8; x++) {
               unsigned char *p = img + ((z * 8 + y) * 8 + x) * 4;
               p[0] = (unsigned char)(32 * x + 5 * u);
               p[1] = (unsigned char)(32 * y);
               p[2] = (unsigned char)(32 * z);
               p[3] = (unsigned char)(((x + y + z) & 1) ? 255 : 96);
            }
         }
      }
      tex_image_3d(GL_TEXTURE_3D, 0, GL_RGBA8, 8, 8, 8, 0, GL_RGBA,
                   GL_UNSIGNED_BYTE, img);
      glTexParameteri(GL_TEXTURE_3D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
      glTexParameteri(GL_TEXTURE_3D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
      glTexParameteri(GL_TEXTURE_3D, GL_TEXTURE_WRAP_R, GL_REPEAT);
   }
   active_texture(GL_TEXTURE0);
}

static bool
init_gl(void)
{
   dpy = nvt_glx_window(W, H, false);
   if (!dpy)
      return false;
   gen_framebuffers = lookup("glGenFramebuffersEXT", NULL);
   bind_framebuffer = lookup("glBindFramebufferEXT", NULL);
   framebuffer_renderbuffer = lookup("glFramebufferRenderbufferEXT", NULL);
   gen_renderbuffers = lookup("glGenRenderbuffersEXT", NULL);
   bind_renderbuffer = lookup("glBindRenderbufferEXT", NULL);
   renderbuffer_storage = lookup("glRenderbufferStorageEXT", NULL);
   check_framebuffer_status = lookup("glCheckFramebufferStatusEXT", NULL);
   draw_buffers = lookup("glDrawBuffersARB", NULL);
   tex_image_3d = lookup("glTexImage3D", NULL);
   active_texture = lookup("glActiveTextureARB", NULL);

   /* Render targets are renderbuffers, not textures: no texture unit is
    * touched by the framebuffer. */
   gen_framebuffers(1, &fbo);
   bind_framebuffer(GL_FRAMEBUFFER_EXT, fbo);
   gen_renderbuffers(MAX_RT, color_rb);
   for (int r = 0; r < MAX_RT; r++) {
      bind_renderbuffer(GL_RENDERBUFFER_EXT, color_rb[r]);
      renderbuffer_storage(GL_RENDERBUFFER_EXT, GL_RGBA8, W, H);
      framebuffer_renderbuffer(GL_FRAMEBUFFER_EXT,
                               GL_COLOR_ATTACHMENT0_EXT + r,
                               GL_RENDERBUFFER_EXT, color_rb[r]);
   }
   GLenum st = check_framebuffer_status(GL_FRAMEBUFFER_EXT);
   if (st != GL_FRAMEBUFFER_COMPLETE_EXT) {
      printf("the framebuffer object is not complete (0x%x)\n", st);
      return false;
   }
   glViewport(0, 0, W, H);
   make_textures();
   return glGetError() == GL_NO_ERROR;
}

/* ---------------------------------------------------------------------
 * Drawing one shader with one profile
 */
static void
set_uniforms(const struct shader *s)
{
   float vf[N_VS_F][4], pf[N_PS_F][4];
   int vi[N_I][4], pi[N_I][4], vb[N_B], pb[N_B];
   memcpy(vf, vs_f, sizeof(vf));
   memcpy(pf, ps_f, sizeof(pf));
   memcpy(vi, vs_i, sizeof(vi));
   memcpy(pi, ps_i, sizeof(pi));
   memcpy(vb, vs_b, sizeof(vb));
   memcpy(pb, ps_b, sizeof(pb));
   for (unsigned k = 0; k < s->n_sets; k++) {
      const struct set *st = &s->sets[k];
      bool v = st->stage == 'v';
      if (st->file == 'c' && st->reg < (v ? N_VS_F : N_PS_F))
         memcpy(v ? vf[st->reg] : pf[st->reg], st->f, sizeof(st->f));
      else if (st->file == 'i' && st->reg < N_I)
         memcpy(v ? vi[st->reg] : pi[st->reg], st->i, sizeof(st->i));
      else if (st->file == 'b' && st->reg < N_B)
         (v ? vb : pb)[st->reg] = st->i[0] != 0;
   }
   MOJOSHADER_glSetVertexShaderUniformF(0, &vf[0][0], N_VS_F);
   MOJOSHADER_glSetPixelShaderUniformF(0, &pf[0][0], N_PS_F);
   MOJOSHADER_glSetVertexShaderUniformI(0, &vi[0][0], N_I);
   MOJOSHADER_glSetPixelShaderUniformI(0, &pi[0][0], N_I);
   MOJOSHADER_glSetVertexShaderUniformB(0, vb, N_B);
   MOJOSHADER_glSetPixelShaderUniformB(0, pb, N_B);
}

static void
set_streams(void)
{
   MOJOSHADER_glSetVertexAttribute(MOJOSHADER_USAGE_POSITION, 0, 4,
                                   MOJOSHADER_ATTRIBUTE_FLOAT, 0, 0, a_pos);
   MOJOSHADER_glSetVertexAttribute(MOJOSHADER_USAGE_NORMAL, 0, 4,
                                   MOJOSHADER_ATTRIBUTE_FLOAT, 0, 0, a_nrm);
   for (int c = 0; c < 2; c++)
      MOJOSHADER_glSetVertexAttribute(MOJOSHADER_USAGE_COLOR, c, 4,
                                      MOJOSHADER_ATTRIBUTE_FLOAT, 0, 0,
                                      a_col[c]);
   for (int t = 0; t < 4; t++)
      MOJOSHADER_glSetVertexAttribute(MOJOSHADER_USAGE_TEXCOORD, t, 4,
                                      MOJOSHADER_ATTRIBUTE_FLOAT, 0, 0,
                                      a_tc[t]);
}

static void
gl_errors(char *why, size_t size, const char *where)
{
   GLenum e;
   while ((e = glGetError()) != GL_NO_ERROR) {
      size_t l = strlen(why);
      if (l + 40 < size)
         snprintf(why + l, size - l, "%sGL error 0x%x after %s",
                  l ? "; " : "", e, where);
   }
}

/* MOJOSHADER_parse of one stage with one profile, in a child process:
 * some of MojoShader's profiles assert on bytecode they do not handle
 * (arb1 on a loop-relative constant, c[aL]).  Returns whether it
 * translated; the text goes to OUT_PATH when given, the reason to WHY. */
static bool
parse_in_child(const MOJOSHADER_parseData *bc, const char *profile,
               const char *out_path, char *why, size_t size)
{
   int fds[2];
   if (pipe(fds) != 0) {
      snprintf(why, size, "pipe: %s", strerror(errno));
      return false;
   }
   fflush(stdout);
   pid_t pid = fork();
   if (pid == 0) {
      close(fds[0]);
      const MOJOSHADER_parseData *pd =
         MOJOSHADER_parse(profile, "main",
                          (const unsigned char *)bc->output,
                          bc->output_len, NULL, 0, NULL, 0, NULL, NULL,
                          NULL);
      FILE *f = out_path ? fopen(out_path, "w") : NULL;
      if (pd->error_count > 0) {
         const char *e = pd->errors[0].error;
         if (write(fds[1], e, strlen(e)) < 0)
            _exit(3);
         if (f)
            fprintf(f, "error: %s\n", e);
      } else if (f) {
         fwrite(pd->output, 1, pd->output_len, f);
      }
      if (f)
         fclose(f);
      _exit(pd->error_count > 0 ? 1 : 0);
   }
   close(fds[1]);
   char buf[400];
   ssize_t n = read(fds[0], buf, sizeof(buf) - 1);
   close(fds[0]);
   buf[n > 0 ? n : 0] = 0;
   int wst = 0;
   waitpid(pid, &wst, 0);
   if (WIFEXITED(wst) && WEXITSTATUS(wst) == 0)
      return true;
   if (WIFSIGNALED(wst))
      snprintf(why, size, "MojoShader's %s profile crashed (signal %d)",
               profile, WTERMSIG(wst));
   else
      snprintf(why, size, "%s", buf);
   why[strcspn(why, "\n")] = 0;
   return false;
}

static void
dump_output(const struct shader *s, const char *profile)
{
   char path[1024], why[512];
   for (int stage = 0; stage < 2; stage++) {
      snprintf(path, sizeof(path), "%s/%s.%s.%s.txt", dump_dir, s->name,
               profile, stage ? "ps" : "vs");
      if (!parse_in_child(stage ? s->ps_bc : s->vs_bc, profile, path, why,
                          sizeof(why))) {
         FILE *f = fopen(path, "w");
         if (f) {
            fprintf(f, "error: %s\n", why);
            fclose(f);
         }
      }
   }
}

/* Whether MojoShader's profile can translate the bytecode at all (the
 * profile's own limits: arb1 without the NV options has no branches). */
static bool
profile_compiles(const struct shader *s, const char *profile, char *why,
                 size_t size)
{
   for (int stage = 0; stage < 2; stage++) {
      char buf[480];
      if (!parse_in_child(stage ? s->ps_bc : s->vs_bc, profile, NULL, buf,
                          sizeof(buf))) {
         snprintf(why, size, "%s: %s", stage ? "ps" : "vs", buf);
         return false;
      }
   }
   return true;
}

static void
draw_one(struct shader *s, unsigned p)
{
   const char *profile = profile_names[p];
   char *why = s->why[p];
   const size_t wsz = sizeof(s->why[p]);

   if (!profile_compiles(s, profile, why, wsz)) {
      s->st[p] = ST_NOCOMPILE;
      return;
   }
   while (glGetError() != GL_NO_ERROR)
      ;
   MOJOSHADER_glShader *vs =
      MOJOSHADER_glCompileShader((const unsigned char *)s->vs_bc->output,
                                 s->vs_bc->output_len, NULL, 0, NULL, 0);
   if (!vs) {
      snprintf(why, wsz, "vs: %s", MOJOSHADER_glGetError());
      s->st[p] = ST_LOAD;
      return;
   }
   MOJOSHADER_glShader *ps =
      MOJOSHADER_glCompileShader((const unsigned char *)s->ps_bc->output,
                                 s->ps_bc->output_len, NULL, 0, NULL, 0);
   if (!ps) {
      snprintf(why, wsz, "ps: %s", MOJOSHADER_glGetError());
      MOJOSHADER_glDeleteShader(vs);
      s->st[p] = ST_LOAD;
      return;
   }
   MOJOSHADER_glProgram *prog = MOJOSHADER_glLinkProgram(vs, ps);
   if (!prog) {
      snprintf(why, wsz, "link: %s", MOJOSHADER_glGetError());
      MOJOSHADER_glDeleteShader(vs);
      MOJOSHADER_glDeleteShader(ps);
      s->st[p] = ST_LOAD;
      return;
   }
   gl_errors(why, wsz, "compile and link");

   static const GLenum bufs[MAX_RT] = {
      GL_COLOR_ATTACHMENT0_EXT, GL_COLOR_ATTACHMENT1_EXT,
      GL_COLOR_ATTACHMENT2_EXT, GL_COLOR_ATTACHMENT3_EXT,
   };
   draw_buffers(MAX_RT, bufs);
   glClearColor(0.25f, 0.125f, 0.5f, 0.75f);
   glClear(GL_COLOR_BUFFER_BIT);
   draw_buffers(s->rts, bufs);

   MOJOSHADER_glBindProgram(prog);
   gl_errors(why, wsz, "MOJOSHADER_glBindProgram");
   set_uniforms(s);
   gl_errors(why, wsz, "setting the constants");
   set_streams();
   gl_errors(why, wsz, "MOJOSHADER_glSetVertexAttribute");
   MOJOSHADER_glProgramReady();
   gl_errors(why, wsz, "MOJOSHADER_glProgramReady");
   /* This MojoShader (hg 1314) sets its vpos/position fix-up uniforms with
    * glUniform* in every profile, so with an ARB or NV program bound the
    * call raises GL_INVALID_OPERATION (Mesa, with or without nvprog); the
    * fix-ups only matter for the GLSL profiles, and with a render target
    * bound there is nothing to flip. */
   if (p == REF || p == REF + 1) {
      MOJOSHADER_glProgramViewportInfo(W, H, W, H, 1);
      gl_errors(why, wsz, "MOJOSHADER_glProgramViewportInfo");
   }
   glDrawArrays(GL_TRIANGLES, 0, NV);
   gl_errors(why, wsz, "glDrawArrays");

   unsigned char *px = calloc(MAX_RT * W * H * 4, 1);
   for (int r = 0; r < s->rts; r++) {
      glReadBuffer(GL_COLOR_ATTACHMENT0_EXT + r);
      glReadPixels(0, 0, W, H, GL_RGBA, GL_UNSIGNED_BYTE,
                   px + r * W * H * 4);
   }
   gl_errors(why, wsz, "glReadPixels");
   MOJOSHADER_glBindProgram(NULL);
   MOJOSHADER_glDeleteProgram(prog);
   MOJOSHADER_glDeleteShader(vs);
   MOJOSHADER_glDeleteShader(ps);

   if (why[0]) {
      s->st[p] = ST_LOAD;
      free(px);
      return;
   }
   s->pixels[p] = px;
   s->drawn[p] = true;
   if (verbose)
      printf("  %s %s drawn\n", s->name, profile);
}

static void
compare(const struct shader *s, unsigned a, unsigned b, enum status *st,
        int *maxdiff, int *ndiff)
{
   int m = 0, n = 0;
   for (int i = 0; i < s->rts * W * H; i++) {
      int d = 0;
      for (int k = 0; k < 4; k++) {
         int x = abs(s->pixels[a][i * 4 + k] - s->pixels[b][i * 4 + k]);
         d = x > d ? x : d;
      }
      if (d > s->tolerance)
         n++;
      m = d > m ? d : m;
   }
   *maxdiff = m;
   *ndiff = n;
   *st = m == 0 ? ST_SAME : n == 0 ? ST_WITHIN : ST_DIFFER;
}

/* ---------------------------------------------------------------------
 * The table and the expectation list
 */

static void
cell_text(const struct shader *s, unsigned p, char *buf, size_t size)
{
   switch (s->st[p]) {
   case ST_SAME:
      snprintf(buf, size, "same");
      break;
   case ST_WITHIN:
      snprintf(buf, size, "within %d", s->tolerance);
      break;
   case ST_DIFFER:
      snprintf(buf, size, "**DIFFER** max %d, %d px", s->maxdiff[p],
               s->ndiff[p]);
      break;
   case ST_LOAD:
      snprintf(buf, size, "**FAIL TO LOAD**");
      break;
   case ST_NOCOMPILE:
      snprintf(buf, size, "not compilable");
      break;
   case ST_NOPROFILE:
      snprintf(buf, size, "**NO PROFILE**");
      break;
   case ST_NOREF:
      snprintf(buf, size, "no reference");
      break;
   }
   /* the NV profiles against Mesa's ARB parser too, where it says
    * something else */
   if (is_nv_profile(p) && s->drawn[p] && s->drawn[ARB1] &&
       s->st_arb[p] != s->st[p]) {
      size_t l = strlen(buf);
      snprintf(buf + l, size - l, "; arb1: %s",
               s->st_arb[p] == ST_SAME     ? "same"
               : s->st_arb[p] == ST_WITHIN ? "within"
                                           : "differ");
   }
}

struct expect {
   char shader[64], profile[16], status[16], driver[32];
   bool seen;
};
static struct expect expects[512];
static unsigned n_expects;

static bool
read_expect(const char *path)
{
   FILE *f = fopen(path, "r");
   if (!f) {
      printf("cannot read %s\n", path);
      return false;
   }
   char line[1024];
   while (fgets(line, sizeof(line), f)) {
      char *hash = strchr(line, '#');
      if (hash)
         *hash = 0;
      struct expect e;
      memset(&e, 0, sizeof(e));
      int n = sscanf(line, "%63s %15s %15s %31s", e.shader, e.profile,
                     e.status, e.driver);
      if (n <= 0)
         continue;
      if (n < 3) {
         printf("%s: bad line \"%s\"\n", path, line);
         fclose(f);
         return false;
      }
      if (n_expects < sizeof(expects) / sizeof(expects[0]))
         expects[n_expects++] = e;
   }
   fclose(f);
   return true;
}

/* An expectation's fourth field: a driver, or "float-int-constants" for
 * a run with that option. */
static bool
condition_holds(const char *cond, const char *drv)
{
   if (!strcmp(cond, "float-int-constants"))
      return float_int_constants;
   return !strcmp(cond, drv);
}

/* The status a cell is expected to have: the first line that matches,
 * "same" where no line names it (a "within" cell inside the shader's
 * stated tolerance also passes). */
static const char *
expected_status(const char *shader, const char *profile, const char *drv)
{
   const char *status = NULL;
   for (unsigned i = 0; i < n_expects; i++) {
      struct expect *e = &expects[i];
      if (strcmp(e->shader, shader) || strcmp(e->profile, profile))
         continue;
      if (e->driver[0] && !condition_holds(e->driver, drv))
         continue;
      /* a later line that a conditional one overrides is still used */
      e->seen = true;
      if (!status)
         status = e->status;
   }
   return status ? status : "same";
}

int
main(int argc, char **argv)
{
   const char *expect_path = NULL, *table_path = NULL, *only = NULL;
   const char *paths[64];
   int n_paths = 0;

   for (int i = 1; i < argc; i++) {
      if (!strcmp(argv[i], "--expect") && i + 1 < argc)
         expect_path = argv[++i];
      else if (!strcmp(argv[i], "--table") && i + 1 < argc)
         table_path = argv[++i];
      else if (!strcmp(argv[i], "--only") && i + 1 < argc)
         only = argv[++i];
      else if (!strcmp(argv[i], "--dump") && i + 1 < argc)
         dump_dir = argv[++i];
      else if (!strcmp(argv[i], "--float-int-constants"))
         float_int_constants = true;
      else if (!strcmp(argv[i], "-v"))
         verbose = true;
      else if (argv[i][0] == '-') {
         printf("usage: %s [--expect FILE] [--table FILE] [--only NAME] "
                "[--dump DIR] [--float-int-constants] [-v] "
                "SHADER_DIR|FILE.asm...\n", argv[0]);
         return 2;
      } else if (n_paths < 64)
         paths[n_paths++] = argv[i];
   }
   if (expect_path && !read_expect(expect_path))
      return 1;
   for (int i = 0; i < n_paths; i++)
      add_path(paths[i], only);
   if (n_shaders == 0) {
      printf("no shaders\n");
      return 1;
   }
   if (dump_dir)
      mkdir(dump_dir, 0777);

   const char *drv = getenv("GALLIUM_DRIVER");
   drv = drv && drv[0] ? drv : "llvmpipe";

   if (!init_gl())
      return 1;
   default_constants();
   make_mesh();

   printf("GL_RENDERER: %s\n", (const char *)glGetString(GL_RENDERER));
   printf("MojoShader %d (changeset %s)\n", MOJOSHADER_version(),
          MOJOSHADER_changeset());
   const char *avail[16];
   int n_avail = MOJOSHADER_glAvailableProfiles(lookup, NULL, avail, 16,
                                                NULL, NULL, NULL);
   printf("profiles the GL offers:");
   for (int i = 0; i < n_avail && i < 16; i++) {
      printf(" %s", avail[i]);
      for (unsigned p = 0; p < N_PROFILES; p++)
         if (!strcmp(avail[i], profile_names[p]))
            profile_offered[p] = true;
   }
   printf("; best: %s\n",
          MOJOSHADER_glBestProfile(lookup, NULL, NULL, NULL, NULL));

   int failures = n_left_out;
   for (unsigned i = 0; i < n_shaders; i++) {
      struct shader *s = &shaders[i];
      if (s->asm_error[0])
         continue;
      char vn[80], pn[80];
      snprintf(vn, sizeof(vn), "%s.vs", s->name);
      snprintf(pn, sizeof(pn), "%s.ps", s->name);
      s->vs_bc = assemble(vn, s->vs_src, s->vs_syms, s->n_vs_syms,
                          s->asm_error, sizeof(s->asm_error));
      if (s->vs_bc)
         s->ps_bc = assemble(pn, s->ps_src, s->ps_syms, s->n_ps_syms,
                             s->asm_error, sizeof(s->asm_error));
      if (s->ps_bc && s->ps_bc->major_ver == 3)
         fix_ps3_dcl(s->ps_src, (unsigned *)s->ps_bc->output,
                     s->ps_bc->output_len / 4);
      if (s->vs_bc && s->ps_bc && dump_dir)
         for (unsigned p = 0; p < N_PROFILES; p++)
            dump_output(s, profile_names[p]);
   }

   /* One MojoShader context at a time on the one GL context (MojoShader
    * allows one per GL context). */
   for (unsigned p = 0; p < N_PROFILES; p++) {
      if (!profile_offered[p]) {
         for (unsigned i = 0; i < n_shaders; i++)
            shaders[i].st[p] = ST_NOPROFILE;
         continue;
      }
      MOJOSHADER_glContext *mctx =
         MOJOSHADER_glCreateContext(profile_names[p], lookup,
                                    (void *)profile_names[p], NULL, NULL,
                                    NULL);
      if (!mctx) {
         printf("MOJOSHADER_glCreateContext(%s): %s\n", profile_names[p],
                MOJOSHADER_glGetError());
         for (unsigned i = 0; i < n_shaders; i++)
            shaders[i].st[p] = ST_NOPROFILE;
         continue;
      }
      MOJOSHADER_glMakeContextCurrent(mctx);
      for (unsigned i = 0; i < n_shaders; i++)
         if (!shaders[i].asm_error[0])
            draw_one(&shaders[i], p);
      MOJOSHADER_glMakeContextCurrent(NULL);
      MOJOSHADER_glDestroyContext(mctx);
   }

   for (unsigned i = 0; i < n_shaders; i++) {
      struct shader *s = &shaders[i];
      for (unsigned p = 1; p < N_PROFILES; p++) {
         if (!s->drawn[p])
            continue;
         if (!s->drawn[REF])
            s->st[p] = ST_NOREF;
         else
            compare(s, p, REF, &s->st[p], &s->maxdiff[p], &s->ndiff[p]);
         if (is_nv_profile(p) && s->drawn[ARB1])
            compare(s, p, ARB1, &s->st_arb[p], &s->maxdiff_arb[p],
                    &s->ndiff_arb[p]);
      }
   }

   if (table_path)
      nvt_table_out = fopen(table_path, "w");
   nvt_out("\nMojoShader's profiles against its glsl profile on %s "
           "(%u shaders)\n\n", drv, n_shaders);
   nvt_out("| shader | tol | glsl | glsl120 | arb1 | nv2 | nv3 | nv4 |\n");
   nvt_out("|---|---|---|---|---|---|---|---|\n");
   unsigned count[N_PROFILES][7];
   memset(count, 0, sizeof(count));
   for (unsigned i = 0; i < n_shaders; i++) {
      struct shader *s = &shaders[i];
      if (s->asm_error[0]) {
         nvt_out("| %s | | **ASSEMBLY FAILED** | | | | | |\n", s->name);
         continue;
      }
      nvt_out("| %s | %d | %s |", s->name, s->tolerance,
              s->drawn[REF] ? "reference"
              : s->st[REF] == ST_NOCOMPILE ? "not compilable"
                                       : "**FAIL TO LOAD**");
      for (unsigned p = 1; p < N_PROFILES; p++) {
         char buf[160];
         cell_text(s, p, buf, sizeof(buf));
         nvt_out(" %s |", buf);
         count[p][s->st[p]]++;
      }
      nvt_out("\n");
   }
   nvt_out("\n| profile | same | within | differ | fail to load | "
           "not compilable (not counted) |\n|---|---|---|---|---|---|\n");
   for (unsigned p = 1; p < N_PROFILES; p++)
      nvt_out("| %s | %u | %u | %u | %u | %u |\n", profile_names[p],
              count[p][ST_SAME], count[p][ST_WITHIN], count[p][ST_DIFFER],
              count[p][ST_LOAD] + count[p][ST_NOPROFILE] + count[p][ST_NOREF],
              count[p][ST_NOCOMPILE]);

   /* The reasons, and the verdict against the expectation list. */
   printf("\n");
   for (unsigned i = 0; i < n_shaders; i++) {
      struct shader *s = &shaders[i];
      if (s->asm_error[0]) {
         printf("FAIL %s: %s\n", s->name, s->asm_error);
         failures++;
         continue;
      }
      for (unsigned p = 0; p < N_PROFILES; p++) {
         const char *want = expected_status(s->name, profile_names[p], drv);
         const char *got = p == REF && s->drawn[REF]
                              ? "same"
                              : status_word[s->st[p]];
         bool ok = !strcmp(want, got) ||
                   (!strcmp(want, "same") && s->st[p] == ST_WITHIN);
         if (s->why[p][0] || !ok)
            printf("%s %s %s: %s%s%s\n", ok ? "    " : "FAIL", s->name,
                   profile_names[p], got, s->why[p][0] ? ": " : "",
                   s->why[p]);
         if (!ok) {
            printf("     expected %s\n", want);
            failures++;
         }
      }
   }
   for (unsigned i = 0; i < n_expects; i++) {
      bool known = false;
      for (unsigned k = 0; k < n_shaders; k++)
         known |= !strcmp(shaders[k].name, expects[i].shader);
      const char *cond = expects[i].driver;
      if (known && !expects[i].seen &&
          (!cond[0] || condition_holds(cond, drv))) {
         printf("FAIL expectation for %s %s never matched\n",
                expects[i].shader, expects[i].profile);
         failures++;
      }
   }
   printf("\n%d failure%s\n", failures, failures == 1 ? "" : "s");
   if (nvt_table_out)
      fclose(nvt_table_out);
   return failures ? 1 : 0;
}
