/*
 * NV_gpu_program5 against a reference nobody here wrote: NVIDIA's own
 * compiler and Mesa's GLSL.  Each GLSL fragment shader below (with
 * ARB_shader_subroutine's subroutines, ARB_gpu_shader5's gathers, bit
 * operations and interpolation functions; ARB_gpu_shader_fp64's doubles,
 * which cgc converts with CVT) is compiled twice:
 *
 *  - by libCg with "-oglsl" (the Cg Toolkit's GLSL front end) to the
 *    gp5fp profile, whose "!!NVfp5.0" text declares SUBROUTINETYPE and
 *    SUBROUTINE, numbers its functions' labels and calls them with CALI,
 *    and uses TXG, TXGO, LOD, BFE, BFI, BTC, BTFL, BTFM, BFR, IPAO and
 *    IPAC; it is loaded through ProgramStringARB on nvprog and its parameters
 *    set with ProgramSubroutineParametersuivNV, mapped by the compiler's
 *    own comments ("#function N name(SUBROUTINENUM)", "#subroutine P
 *    uniform type": the uniform behind program.subroutine[P]);
 *  - by Mesa's GLSL compiler, its subroutine uniforms set with
 *    UniformSubroutinesuiv.
 *
 * For every choice of functions for the subroutine uniforms (all of
 * them, up to MAX_CHOICES spread over the whole set) both draw an 8x8
 * quad with the same texture coordinates, and every pixel of the float
 * target must be the same, bit for bit.
 */
#define GL_GLEXT_PROTOTYPES
#include "harness.h"

#include <Cg/cg.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define W 8
#define H 8
#define MAX_LOCATIONS 8
#define MAX_FUNCTIONS 16
#define MAX_CHOICES 64

static const char head[] =
   "#version 330 compatibility\n"
   "#extension GL_ARB_shader_subroutine : require\n";

static const struct shader {
   const char *name;
   const char *body;
   /* samples "uniform sampler2D tex" (unit 0: make_texture()) and
    * uses ARB_gpu_shader5 / ARB_texture_query_lod */
   bool texture;
   /* the largest difference allowed, 0: bit for bit */
   float tol;
} shaders[] = {
   /* one uniform, three functions */
   { "single",
     "subroutine vec4 Shade(vec2 uv);\n"
     "subroutine(Shade) vec4 red(vec2 uv) { return vec4(uv.x, 0, 0, 1); }\n"
     "subroutine(Shade) vec4 green(vec2 uv) { return vec4(0, uv.y, 0, 1); }\n"
     "subroutine(Shade) vec4 blue(vec2 uv) { return vec4(0, 0, uv.x + uv.y,"
     " 1); }\n"
     "subroutine uniform Shade s;\n"
     "in vec2 uv;\nout vec4 color;\n"
     "void main() { color = s(uv); }\n", false, 0 },
   /* an array called with a member chosen per pixel and with constant
    * members, and a second type */
   { "array",
     "subroutine vec4 Shade(vec2 uv);\n"
     "subroutine float Scale(float x);\n"
     "subroutine(Shade) vec4 red(vec2 uv) { return vec4(uv.x, 0, 0, 1); }\n"
     "subroutine(Shade) vec4 green(vec2 uv) { return vec4(0, uv.y, 0, 1); }\n"
     "subroutine(Shade) vec4 blue(vec2 uv) { return vec4(0, 0, uv.x + uv.y,"
     " 1); }\n"
     "subroutine(Scale) float halve(float x) { return x * 0.5; }\n"
     "subroutine(Scale) float twice(float x) { return x * 2.0; }\n"
     "subroutine uniform Shade s[3];\n"
     "subroutine uniform Scale k;\n"
     "in vec2 uv;\nout vec4 color;\n"
     "void main() {\n"
     "   int pick = int(gl_FragCoord.x) % 3;\n"
     "   vec4 c = s[pick](uv);\n"
     "   c += s[0](uv.yx) * 0.25;\n"
     "   c += s[2](uv * 0.5) * 0.125;\n"
     "   color = c * k(uv.x + 1.0);\n"
     "}\n", false, 0 },
   /* calls in a loop and in a branch, one function calling another
    * subroutine uniform's function */
   { "flow",
     "subroutine float Step(float x);\n"
     "subroutine vec4 Paint(float x);\n"
     "subroutine(Step) float up(float x) { return x + 0.125; }\n"
     "subroutine(Step) float down(float x) { return x - 0.25; }\n"
     "subroutine(Step) float square(float x) { return x * x; }\n"
     "subroutine uniform Step st;\n"
     "subroutine(Paint) vec4 grey(float x) { return vec4(st(x)); }\n"
     "subroutine(Paint) vec4 ramp(float x) { return vec4(x, st(x), 0, 1); }\n"
     "subroutine uniform Paint p;\n"
     "in vec2 uv;\nout vec4 color;\n"
     "void main() {\n"
     "   float x = uv.x;\n"
     "   for (int i = 0; i < int(uv.y * 8.0); i++)\n"
     "      x = st(x);\n"
     "   if (uv.x > 0.5)\n"
     "      color = p(x);\n"
     "   else\n"
     "      color = vec4(x, uv.y, 0, 1);\n"
     "}\n", false, 0 },
   /* NV_gpu_program5's other additions as cgc writes them for GLSL:
    * TXG with a component and with a constant offset, LOD, BFR, on a
    * texture variable */
   { "gather",
     "uniform sampler2D tex;\n"
     "in vec2 uv;\nout vec4 color;\n"
     "void main() {\n"
     "   vec4 g = textureGather(tex, uv, 1);\n"
     "   vec4 o = textureGatherOffset(tex, uv, ivec2(1, -1));\n"
     "   vec2 l = textureQueryLOD(tex, uv * 0.25);\n"
     "   int r = bitfieldReverse(int(uv.x * 8.0));\n"
     "   color = g + o * 0.5 + vec4(l, 0, 0) + vec4(float(r >> 28));\n"
     "}\n", true, 0 },
   /* subroutines that sample */
   { "sampling",
     "subroutine vec4 Fetch(vec2 uv);\n"
     "uniform sampler2D tex;\n"
     "subroutine(Fetch) vec4 plain(vec2 uv) { return texture(tex, uv); }\n"
     "subroutine(Fetch) vec4 level(vec2 uv) { return textureLod(tex, uv, "
     "1.0); }\n"
     "subroutine(Fetch) vec4 alpha(vec2 uv) { return textureGather(tex, uv,"
     " 3); }\n"
     "subroutine uniform Fetch f[2];\n"
     "in vec2 uv;\nout vec4 color;\n"
     "void main() { color = f[0](uv) - f[1](uv.yx); }\n", true, 0 },
   /* BFE, BFI, BTC, BTFL, BTFM from bitfieldExtract/Insert, bitCount,
    * findLSB, findMSB */
   { "bits",
     "in vec2 uv;\nout vec4 color;\n"
     "void main() {\n"
     "   int i = int(uv.x * 256.0) * 77 - int(uv.y * 64.0) * 1234567;\n"
     "   uint u = uint(i) ^ 0xF0F0F0F0u;\n"
     "   int e = bitfieldExtract(i, 3, 9) + bitfieldExtract(int(u), 30, 2);\n"
     "   uint f = bitfieldInsert(u, uint(i), 5, int(uv.y * 16.0));\n"
     "   color = vec4(float(e), float(f >> 8u), float(bitCount(u)),\n"
     "                float(findLSB(i) * 64 + findMSB(i)));\n"
     "}\n", true, 0 },
   /* TXGO from textureGatherOffsets, integer texel offsets */
   { "offsets",
     "uniform sampler2D tex;\n"
     "in vec2 uv;\nout vec4 color;\n"
     "const ivec2 o[4] = ivec2[](ivec2(0, 1), ivec2(-1, 0), ivec2(2, -2),"
     " ivec2(1, 1));\n"
     "void main() {\n"
     "   color = textureGatherOffsets(tex, uv, o, 2) +\n"
     "           textureOffset(tex, uv, ivec2(-1, 1)) * 0.5;\n"
     "}\n", true, 0 },
   /* IPAO and IPAC from interpolateAtOffset and interpolateAtCentroid
    * (single-sampled: the centroid is the centre) */
   { "interpolate",
     "in vec2 uv;\nout vec4 color;\n"
     "void main() {\n"
     "   vec2 a = interpolateAtOffset(uv, vec2(0.25, -0.375));\n"
     "   vec2 b = interpolateAtCentroid(uv);\n"
     "   color = vec4(a, b);\n"
     "}\n", true, 0 },
   /* ARB_gpu_shader_fp64: doubles of the attribute (cgc writes
    * CVT.F64.F32), double arithmetic, int and uint conversions, results
    * narrowed to fp32 */
   { "fp64",
     "#extension GL_ARB_gpu_shader_fp64 : require\n"
     "in vec2 uv;\nout vec4 color;\n"
     "void main() {\n"
     "   dvec2 v = dvec2(uv) * dvec2(3.0, 7.0);\n"
     "   double s = v.x * v.y - v.x;\n"
     "   int i = int(s * 64.0) - 40;\n"
     "   uint u = uint(v.y * 16.0);\n"
     "   double a = double(i) * 0.125;\n"
     "   double b = double(u) + s;\n"
     "   color = vec4(float(s), float(a), float(b), float(v.x - v.y));\n"
     "}\n", false, 0 },
};

static const char vs_glsl[] =
   "#version 130\nout vec2 uv;\n"
   "void main() { gl_Position = gl_Vertex; uv = gl_MultiTexCoord0.xy; }\n";
/* the same for the NV fragment program: fragment.attrib[0] ("uv :
 * $vin.ATTR0" in cgc's listing) */
static const char vp_nv[] =
   "!!NVvp5.0\nMOV result.position, vertex.position;\n"
   "MOV result.attrib[0], vertex.texcoord[0];\nEND\n";

static PFNGLPROGRAMSUBROUTINEPARAMETERSUIVNVPROC set_params;
/* ARB_shader_subroutine's commands, which Mesa's libGL does not export */
static struct {
   PFNGLGETPROGRAMSTAGEIVPROC GetProgramStageiv;
   PFNGLGETACTIVESUBROUTINEUNIFORMNAMEPROC GetActiveSubroutineUniformName;
   PFNGLGETACTIVESUBROUTINEUNIFORMIVPROC GetActiveSubroutineUniformiv;
   PFNGLGETSUBROUTINEUNIFORMLOCATIONPROC GetSubroutineUniformLocation;
   PFNGLGETACTIVESUBROUTINENAMEPROC GetActiveSubroutineName;
   PFNGLUNIFORMSUBROUTINESUIVPROC UniformSubroutinesuiv;
} sub_procs;

/* What cgc's listing says: the SUBROUTINENUM of each function and the
 * uniform (element) behind each program.subroutine[P]. */
struct listing {
   char func[MAX_FUNCTIONS][64];
   int num[MAX_FUNCTIONS];
   unsigned num_funcs;
   char param_uniform[MAX_LOCATIONS][64];
   unsigned num_params;
};

static bool
read_listing(const char *text, struct listing *l)
{
   memset(l, 0, sizeof(*l));
   for (const char *line = text; line && *line;
        line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
      char name[64], type[64];
      int n, num;
      if (sscanf(line, "#function %d %63[^(](%d)", &n, name, &num) == 3 &&
          l->num_funcs < MAX_FUNCTIONS) {
         strcpy(l->func[l->num_funcs], name);
         l->num[l->num_funcs++] = num;
      } else if (sscanf(line, "#subroutine %d %63s %63s", &n, name,
                        type) == 3) {
         if (n < 0 || n >= MAX_LOCATIONS)
            return false;
         strcpy(l->param_uniform[n], name);
         if ((unsigned)n + 1 > l->num_params)
            l->num_params = (unsigned)n + 1;
      }
   }
   return true;
}

static int
number_of(const struct listing *l, const char *func)
{
   for (unsigned f = 0; f < l->num_funcs; f++) {
      if (!strcmp(l->func[f], func))
         return l->num[f];
   }
   return -1;
}

static GLuint
glsl_program(const char *fs_text)
{
   const char *srcs[2] = { vs_glsl, fs_text };
   GLenum kinds[2] = { GL_VERTEX_SHADER, GL_FRAGMENT_SHADER };
   GLuint prog = glCreateProgram();
   char log[2048];
   GLint ok;

   for (unsigned s = 0; s < 2; s++) {
      GLuint sh = glCreateShader(kinds[s]);
      glShaderSource(sh, 1, &srcs[s], NULL);
      glCompileShader(sh);
      glGetShaderiv(sh, GL_COMPILE_STATUS, &ok);
      if (!ok) {
         glGetShaderInfoLog(sh, sizeof(log), NULL, log);
         printf("GLSL %s shader: %s\n", s ? "fragment" : "vertex", log);
         return 0;
      }
      glAttachShader(prog, sh);
      glDeleteShader(sh);
   }
   glLinkProgram(prog);
   glGetProgramiv(prog, GL_LINK_STATUS, &ok);
   if (!ok) {
      glGetProgramInfoLog(prog, sizeof(log), NULL, log);
      printf("GLSL link: %s\n", log);
      return 0;
   }
   return prog;
}

static void
draw_and_read(float *out)
{
   nvpt_clear_sentinel();
   glBegin(GL_QUADS);
   glTexCoord2f(0, 0);
   glVertex2f(-1, -1);
   glTexCoord2f(1, 0);
   glVertex2f(1, -1);
   glTexCoord2f(1, 1);
   glVertex2f(1, 1);
   glTexCoord2f(0, 1);
   glVertex2f(-1, 1);
   glEnd();
   glReadPixels(0, 0, W, H, GL_RGBA, GL_FLOAT, out);
}

/* The GLSL program's subroutine uniform locations: the functions each
 * may take (GLSL indices) and the name of the uniform element. */
struct locations {
   unsigned n;
   GLuint compatible[MAX_LOCATIONS][MAX_FUNCTIONS];
   unsigned num_compatible[MAX_LOCATIONS];
   char name[MAX_LOCATIONS][64];
};

static bool
glsl_locations(GLuint prog, struct locations *loc)
{
   GLint uniforms = 0, nloc = 0;

   memset(loc, 0, sizeof(*loc));
   sub_procs.GetProgramStageiv(prog, GL_FRAGMENT_SHADER,
                               GL_ACTIVE_SUBROUTINE_UNIFORMS, &uniforms);
   sub_procs.GetProgramStageiv(prog, GL_FRAGMENT_SHADER,
                       GL_ACTIVE_SUBROUTINE_UNIFORM_LOCATIONS, &nloc);
   if (nloc < 0 || nloc > MAX_LOCATIONS)
      return false;
   loc->n = (unsigned)nloc;
   for (GLint u = 0; u < uniforms; u++) {
      char name[64];
      GLint size = 0, count = 0;
      GLint funcs[MAX_FUNCTIONS];
      sub_procs.GetActiveSubroutineUniformName(prog, GL_FRAGMENT_SHADER, u,
                                       sizeof(name), NULL, name);
      sub_procs.GetActiveSubroutineUniformiv(prog, GL_FRAGMENT_SHADER, u,
                                     GL_UNIFORM_SIZE, &size);
      sub_procs.GetActiveSubroutineUniformiv(prog, GL_FRAGMENT_SHADER, u,
                                     GL_NUM_COMPATIBLE_SUBROUTINES, &count);
      if (count <= 0 || count > MAX_FUNCTIONS)
         return false;
      sub_procs.GetActiveSubroutineUniformiv(prog, GL_FRAGMENT_SHADER, u,
                                     GL_COMPATIBLE_SUBROUTINES, funcs);
      /* "s" or "s[0]": the base name */
      char *bracket = strchr(name, '[');
      if (bracket)
         *bracket = '\0';
      GLint base = sub_procs.GetSubroutineUniformLocation(
         prog, GL_FRAGMENT_SHADER, name);
      for (GLint e = 0; e < size; e++) {
         if (base < 0 || base + e >= nloc)
            return false;
         unsigned l = (unsigned)(base + e);
         if (size > 1 || bracket)
            snprintf(loc->name[l], sizeof(loc->name[l]), "%.48s[%d]", name,
                     e);
         else
            snprintf(loc->name[l], sizeof(loc->name[l]), "%s", name);
         for (GLint f = 0; f < count; f++)
            loc->compatible[l][f] = (GLuint)funcs[f];
         loc->num_compatible[l] = (unsigned)count;
      }
   }
   return true;
}

/* One shader: every choice (or MAX_CHOICES spread over them) drawn both
 * ways; *choices counts those compared. */
static bool
run_shader(CGcontext cg, const struct shader *s, unsigned *choices)
{
   char fs[4096];
   snprintf(fs, sizeof(fs), "%s%s%s", head, s->texture ?
            "#extension GL_ARB_gpu_shader5 : require\n"
            "#extension GL_ARB_texture_query_lod : require\n" : "",
            s->body);

   static const char *args[] = { "-oglsl", NULL };
   CGprogram cgp = cgCreateProgram(cg, CG_SOURCE, fs, cgGetProfile("gp5fp"),
                                   "main", args);
   const char *text = cgp ? cgGetProgramString(cgp, CG_COMPILED_PROGRAM)
                          : NULL;
   if (!text) {
      printf("%s: cgc: %s\n", s->name, cgGetLastListing(cg));
      return false;
   }
   struct listing lst;
   read_listing(text, &lst);
   GLuint glsl = glsl_program(fs);
   struct locations loc;
   if (!glsl || !glsl_locations(glsl, &loc)) {
      printf("%s: the GLSL program's subroutine uniforms\n", s->name);
      return false;
   }
   if (s->texture) {
      /* the sampler on unit 0 (cgc's listing binds texture[0]) */
      glUseProgram(glsl);
      glUniform1i(glGetUniformLocation(glsl, "tex"), 0);
      glUseProgram(0);
   }
   if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 1, vp_nv) ||
       !nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 2, text)) {
      printf("%s: cgc's program:\n%s\n", s->name, text);
      return false;
   }

   /* the choices: a mixed-radix count over the locations */
   unsigned total = 1;
   for (unsigned l = 0; l < loc.n; l++)
      total *= loc.num_compatible[l];
   unsigned stride = total > MAX_CHOICES ? total / MAX_CHOICES : 1;
   bool pass = true;
   for (unsigned c = 0; c < total && pass; c += stride) {
      GLuint indices[MAX_LOCATIONS];
      GLuint params[MAX_LOCATIONS];
      char what[256];
      int len = snprintf(what, sizeof(what), "%s:", s->name);
      unsigned rest = c;
      for (unsigned l = 0; l < loc.n; l++) {
         indices[l] = loc.compatible[l][rest % loc.num_compatible[l]];
         rest /= loc.num_compatible[l];
      }
      for (unsigned p = 0; p < lst.num_params; p++) {
         params[p] = 0;
         for (unsigned l = 0; l < loc.n; l++) {
            if (strcmp(loc.name[l], lst.param_uniform[p]))
               continue;
            char func[64];
            sub_procs.GetActiveSubroutineName(glsl, GL_FRAGMENT_SHADER,
                                              indices[l], sizeof(func), NULL,
                                              func);
            int num = number_of(&lst, func);
            if (num < 0) {
               printf("%s: cgc's listing has no function %s\n", s->name,
                      func);
               return false;
            }
            params[p] = (GLuint)num;
            if (len > 0 && (size_t)len < sizeof(what))
               len += snprintf(what + len, sizeof(what) - len, " %s=%s",
                               loc.name[l], func);
         }
      }

      static float nv[W * H * 4], ref[W * H * 4];
      glUseProgram(glsl);
      /* (Mesa 22.3's UniformSubroutinesuiv crashes on a count of 0 for
       * a program without subroutine uniforms: not called then) */
      if (loc.n)
         sub_procs.UniformSubroutinesuiv(GL_FRAGMENT_SHADER,
                                         (GLsizei)loc.n, indices);
      draw_and_read(ref);
      glUseProgram(0);
      glEnable(GL_VERTEX_PROGRAM_ARB);
      glEnable(GL_FRAGMENT_PROGRAM_ARB);
      if (lst.num_params)
         set_params(GL_FRAGMENT_PROGRAM_ARB, (GLsizei)lst.num_params,
                    params);
      draw_and_read(nv);
      glDisable(GL_VERTEX_PROGRAM_ARB);
      glDisable(GL_FRAGMENT_PROGRAM_ARB);
      pass = nvpt_expect_error(GL_NO_ERROR, "%s", what);
      for (unsigned i = 0; i < W * H * 4 && pass; i++) {
         if (s->tol ? !(fabsf(nv[i] - ref[i]) <= s->tol)
                    : memcmp(&nv[i], &ref[i], sizeof(float)) != 0) {
            printf("%s: pixel (%u, %u) component %u: NV %.9g, GLSL "
                   "%.9g\n", what, i / 4 % W, i / 4 / W, i % 4, nv[i],
                   ref[i]);
            pass = false;
         }
      }
      (*choices)++;
   }
   glDeleteProgram(glsl);
   cgDestroyProgram(cgp);
   return pass;
}

/* A mipmapped 8x8 RGBA32F texture on unit 0, every texel its own
 * values (so a gather's order and component show), nearest within and
 * linear between levels. */
static void
make_texture(void)
{
   static float texels[8 * 8 * 4];
   GLuint tex;

   glGenTextures(1, &tex);
   glBindTexture(GL_TEXTURE_2D, tex);
   for (int level = 0, size = 8; size >= 1; level++, size /= 2) {
      for (int i = 0; i < size * size * 4; i++)
         texels[i] = (float)((i * 7 + level * 3) % 17) / 16.0f;
      glTexImage2D(GL_TEXTURE_2D, level, GL_RGBA32F_ARB, size, size, 0,
                   GL_RGBA, GL_FLOAT, texels);
   }
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER,
                   GL_NEAREST_MIPMAP_LINEAR);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_REPEAT);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_REPEAT);
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;
   unsigned choices = 0;

   nvpt_require_extension("GL_NV_gpu_program5");
   nvpt_require_extension("GL_ARB_shader_subroutine");
   set_params = nvpt_get_proc("glProgramSubroutineParametersuivNV");
   sub_procs.GetProgramStageiv = nvpt_get_proc("glGetProgramStageiv");
   sub_procs.GetActiveSubroutineUniformName =
      nvpt_get_proc("glGetActiveSubroutineUniformName");
   sub_procs.GetActiveSubroutineUniformiv =
      nvpt_get_proc("glGetActiveSubroutineUniformiv");
   sub_procs.GetSubroutineUniformLocation =
      nvpt_get_proc("glGetSubroutineUniformLocation");
   sub_procs.GetActiveSubroutineName =
      nvpt_get_proc("glGetActiveSubroutineName");
   sub_procs.UniformSubroutinesuiv =
      nvpt_get_proc("glUniformSubroutinesuiv");
   nvpt_float_target_begin();
   glViewport(0, 0, W, H);
   make_texture();
   CGcontext cg = cgCreateContext();
   for (unsigned s = 0; s < NVPT_ARRAY_SIZE(shaders); s++) {
      unsigned before = choices;
      bool ok = run_shader(cg, &shaders[s], &choices);
      printf("%s: %u choices, %s\n", shaders[s].name, choices - before,
             ok ? "the same pixels" : "FAILED");
      pass = ok && pass;
   }
   cgDestroyContext(cg);
   return nvpt_end_test(pass);
}
