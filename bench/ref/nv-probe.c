/*
 * nv-probe: asks NVIDIA's driver what the specifications nvprog lacks
 * would say (EXT_shader_image_load_store's and
 * NV_shader_storage_buffer_object's assembly, NV_shader_atomic_float,
 * NV_transform_feedback's GLSL half).  Run on a machine lent with
 * NVIDIA's driver by bench/ref/probe.sh; never part of `make check`.
 *
 *   nv-probe glsl  GLSL-FILE        every shader of the file compiled by
 *                                   NVIDIA's GLSL compiler, the assembly
 *                                   its program binary carries printed,
 *                                   then loaded back as an assembly
 *                                   program (does it take its own text?)
 *   nv-probe asm   ASM-FILE         every program of the file loaded
 *                                   through ProgramStringARB: the error
 *                                   position and string; "run" ones
 *                                   dispatched with known buffers and
 *                                   images, which are printed afterwards
 *   nv-probe xfb                    NV_transform_feedback's GLSL entry
 *                                   points: results and errors
 *   nv-probe xfb2                   the same with a fragment shader,
 *                                   colours, EXT's names, limits
 *   nv-probe limits                 the extension string, every program
 *                                   limit of every NV target
 *
 * Files hold records: a line "### NAME [run]" (asm) or "### NAME STAGE"
 * (glsl: vs, tcs, tes, gs, fs, cs; several records of one NAME make one
 * program) followed by the text.
 */
#include "../../tests/piglit/harness.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define P(type, name) static type name
P(PFNGLGENPROGRAMSARBPROC, gen_programs);
P(PFNGLBINDPROGRAMARBPROC, bind_program);
P(PFNGLDELETEPROGRAMSARBPROC, delete_programs);
P(PFNGLPROGRAMSTRINGARBPROC, program_string);
P(PFNGLPROGRAMLOCALPARAMETERI4UINVPROC, local_i4ui);
P(PFNGLCREATESHADERPROC, create_shader);
P(PFNGLSHADERSOURCEPROC, shader_source);
P(PFNGLCOMPILESHADERPROC, compile_shader);
P(PFNGLGETSHADERIVPROC, get_shader_iv);
P(PFNGLGETSHADERINFOLOGPROC, get_shader_log);
P(PFNGLCREATEPROGRAMPROC, create_program);
P(PFNGLATTACHSHADERPROC, attach_shader);
P(PFNGLLINKPROGRAMPROC, link_program);
P(PFNGLGETPROGRAMIVPROC, get_program_iv);
P(PFNGLGETPROGRAMINFOLOGPROC, get_program_log);
P(PFNGLGETPROGRAMBINARYPROC, get_program_binary);
P(PFNGLPROGRAMPARAMETERIPROC, program_parameter_i);
P(PFNGLUSEPROGRAMPROC, use_program);
P(PFNGLGENBUFFERSPROC, gen_buffers);
P(PFNGLBINDBUFFERPROC, bind_buffer);
P(PFNGLBUFFERDATAPROC, buffer_data);
P(PFNGLGETBUFFERSUBDATAPROC, get_buffer_sub_data);
P(PFNGLBINDBUFFERBASEPROC, bind_buffer_base);
P(PFNGLBINDIMAGETEXTUREPROC, bind_image_texture);
P(PFNGLDISPATCHCOMPUTEPROC, dispatch_compute);
P(PFNGLMEMORYBARRIERPROC, memory_barrier);
P(PFNGLMAKEBUFFERRESIDENTNVPROC, make_resident);
P(PFNGLGETBUFFERPARAMETERUI64VNVPROC, get_buffer_ui64);
P(PFNGLACTIVEVARYINGNVPROC, active_varying);
P(PFNGLGETVARYINGLOCATIONNVPROC, get_varying_location);
P(PFNGLGETACTIVEVARYINGNVPROC, get_active_varying);
P(PFNGLTRANSFORMFEEDBACKVARYINGSNVPROC, xfb_varyings_nv);
P(PFNGLGETTRANSFORMFEEDBACKVARYINGNVPROC, get_xfb_varying_nv);
P(PFNGLTRANSFORMFEEDBACKATTRIBSNVPROC, xfb_attribs_nv);
P(PFNGLBEGINTRANSFORMFEEDBACKNVPROC, begin_xfb_nv);
P(PFNGLENDTRANSFORMFEEDBACKNVPROC, end_xfb_nv);
P(PFNGLBINDBUFFERBASENVPROC, bind_buffer_base_nv);
P(PFNGLBINDBUFFEROFFSETNVPROC, bind_buffer_offset_nv);
P(PFNGLGETINTEGERINDEXEDVEXTPROC, get_integer_indexed);
P(PFNGLTRANSFORMFEEDBACKVARYINGSEXTPROC, xfb_varyings_ext);
P(PFNGLGENQUERIESPROC, gen_queries);
P(PFNGLDELETEQUERIESPROC, delete_queries);
P(PFNGLBEGINQUERYPROC, begin_query);
P(PFNGLENDQUERYPROC, end_query);
P(PFNGLGETQUERYOBJECTUIVPROC, get_query_uiv);
#undef P

static void
load_procs(void)
{
#define L(var, name) var = nvpt_get_proc(name)
   L(gen_programs, "glGenProgramsARB");
   L(bind_program, "glBindProgramARB");
   L(delete_programs, "glDeleteProgramsARB");
   L(program_string, "glProgramStringARB");
   L(local_i4ui, "glProgramLocalParameterI4uiNV");
   L(create_shader, "glCreateShader");
   L(shader_source, "glShaderSource");
   L(compile_shader, "glCompileShader");
   L(get_shader_iv, "glGetShaderiv");
   L(get_shader_log, "glGetShaderInfoLog");
   L(create_program, "glCreateProgram");
   L(attach_shader, "glAttachShader");
   L(link_program, "glLinkProgram");
   L(get_program_iv, "glGetProgramiv");
   L(get_program_log, "glGetProgramInfoLog");
   L(get_program_binary, "glGetProgramBinary");
   L(program_parameter_i, "glProgramParameteri");
   L(use_program, "glUseProgram");
   L(gen_buffers, "glGenBuffers");
   L(bind_buffer, "glBindBuffer");
   L(buffer_data, "glBufferData");
   L(get_buffer_sub_data, "glGetBufferSubData");
   L(bind_buffer_base, "glBindBufferBase");
   L(bind_image_texture, "glBindImageTexture");
   L(dispatch_compute, "glDispatchCompute");
   L(memory_barrier, "glMemoryBarrier");
   L(make_resident, "glMakeBufferResidentNV");
   L(get_buffer_ui64, "glGetBufferParameterui64vNV");
   L(active_varying, "glActiveVaryingNV");
   L(get_varying_location, "glGetVaryingLocationNV");
   L(get_active_varying, "glGetActiveVaryingNV");
   L(xfb_varyings_nv, "glTransformFeedbackVaryingsNV");
   L(get_xfb_varying_nv, "glGetTransformFeedbackVaryingNV");
   L(xfb_attribs_nv, "glTransformFeedbackAttribsNV");
   L(begin_xfb_nv, "glBeginTransformFeedbackNV");
   L(end_xfb_nv, "glEndTransformFeedbackNV");
   L(bind_buffer_base_nv, "glBindBufferBaseNV");
   L(bind_buffer_offset_nv, "glBindBufferOffsetNV");
   L(get_integer_indexed, "glGetIntegerIndexedvEXT");
   L(xfb_varyings_ext, "glTransformFeedbackVaryingsEXT");
   L(gen_queries, "glGenQueries");
   L(delete_queries, "glDeleteQueries");
   L(begin_query, "glBeginQuery");
   L(end_query, "glEndQuery");
   L(get_query_uiv, "glGetQueryObjectuiv");
#undef L
}

/* ---- records ---------------------------------------------------------- */

struct record {
   char name[64];
   char tag[16];
   char *text;
};

static int
read_records(const char *path, struct record *r, int max)
{
   FILE *f = fopen(path, "rb");
   static char buf[1 << 20];
   size_t len;
   int n = 0;

   if (!f) {
      printf("cannot read %s\n", path);
      exit(1);
   }
   len = fread(buf, 1, sizeof(buf) - 1, f);
   fclose(f);
   buf[len] = '\0';

   for (char *p = strstr(buf, "### "); p && n < max;) {
      char *eol = strchr(p, '\n');
      char *next;

      if (!eol)
         break;
      *eol = '\0';
      memset(&r[n], 0, sizeof(r[n]));
      sscanf(p + 4, "%63s %15s", r[n].name, r[n].tag);
      next = strstr(eol + 1, "\n### ");
      if (next)
         *next = '\0';
      r[n].text = eol + 1;
      n++;
      p = next ? next + 1 : NULL;
   }
   return n;
}

/* The first error since the last call (the others are dropped). */
static void
print_error(const char *what)
{
   GLenum e = glGetError();

   printf("  %s: %s\n", what, nvpt_enum_name(e));
   for (int k = 0; k < 16 && glGetError() != GL_NO_ERROR; k++)
      ;
}

/* ---- assembly programs ------------------------------------------------ */

static const struct {
   const char *header;
   GLenum target;
} headers[] = {
   { "!!NVvp", GL_VERTEX_PROGRAM_ARB },
   { "!!ARBvp", GL_VERTEX_PROGRAM_ARB },
   { "!!NVfp", GL_FRAGMENT_PROGRAM_ARB },
   { "!!ARBfp", GL_FRAGMENT_PROGRAM_ARB },
   { "!!NVgp", GL_GEOMETRY_PROGRAM_NV },
   { "!!NVtcp", GL_TESS_CONTROL_PROGRAM_NV },
   { "!!NVtep", GL_TESS_EVALUATION_PROGRAM_NV },
   { "!!NVcp", GL_COMPUTE_PROGRAM_NV },
};

static GLenum
target_of(const char *text)
{
   while (isspace((unsigned char) *text))
      text++;
   for (unsigned i = 0; i < sizeof(headers) / sizeof(headers[0]); i++) {
      if (strncmp(text, headers[i].header, strlen(headers[i].header)) == 0)
         return headers[i].target;
   }
   return 0;
}

/* Loads TEXT into a new program object; prints the result.  Returns the
 * program (bound) when it loaded, else 0. */
static GLuint
load_asm(const char *name, const char *text)
{
   GLenum target = target_of(text);
   GLint pos = -2;
   GLuint prog;
   GLenum err;

   if (!target) {
      printf("%s: no known header\n", name);
      return 0;
   }
   for (int k = 0; k < 16 && glGetError() != GL_NO_ERROR; k++)
      ;
   gen_programs(1, &prog);
   bind_program(target, prog);
   program_string(target, GL_PROGRAM_FORMAT_ASCII_ARB, strlen(text), text);
   err = glGetError();
   glGetIntegerv(GL_PROGRAM_ERROR_POSITION_ARB, &pos);
   const char *msg = (const char *) glGetString(GL_PROGRAM_ERROR_STRING_ARB);
   printf("%s: %s pos %d", name, err ? nvpt_enum_name(err) : "loaded", pos);
   if (pos >= 0 && (size_t) pos <= strlen(text)) {
      char near[24];
      snprintf(near, sizeof(near), "%s", text + pos);
      for (char *c = near; *c; c++)
         if (*c == '\n')
            *c = ' ';
      printf(" at \"%s\"", near);
   }
   printf("\n");
   if (msg && *msg)
      printf("  message: %s\n", msg);
   if (err) {
      delete_programs(1, &prog);
      return 0;
   }
   return prog;
}

/* The resources "run" records see: SSBO 0 (64 words: i), SSBO 1 (64
 * words: 0, also at the GPU address in program.local[0].xy), image units
 * 0..3 (4x4: RGBA32UI, RGBA32F, RGBA8, R32UI) with known texels. */
static GLuint ssbo[2], tex[4];
static const GLenum image_format[4] = {
   GL_RGBA32UI, GL_RGBA32F, GL_RGBA8, GL_R32UI
};

static void
reset_resources(void)
{
   uint32_t words[64];
   uint32_t ui[16][4], r32[16];
   float f[16][4];
   uint8_t b[16][4];

   if (!ssbo[0]) {
      gen_buffers(2, ssbo);
      glGenTextures(4, tex);
   }
   for (int i = 0; i < 64; i++)
      words[i] = i;
   bind_buffer(GL_SHADER_STORAGE_BUFFER, ssbo[0]);
   buffer_data(GL_SHADER_STORAGE_BUFFER, sizeof(words), words,
               GL_DYNAMIC_COPY);
   memset(words, 0, sizeof(words));
   bind_buffer(GL_SHADER_STORAGE_BUFFER, ssbo[1]);
   buffer_data(GL_SHADER_STORAGE_BUFFER, sizeof(words), words,
               GL_DYNAMIC_COPY);
   bind_buffer_base(GL_SHADER_STORAGE_BUFFER, 0, ssbo[0]);
   bind_buffer_base(GL_SHADER_STORAGE_BUFFER, 1, ssbo[1]);

   for (int i = 0; i < 16; i++) {
      int x = i % 4, y = i / 4;
      ui[i][0] = x;
      ui[i][1] = y;
      ui[i][2] = i;
      ui[i][3] = 100;
      f[i][0] = x * 0.5f;
      f[i][1] = y * 0.25f;
      f[i][2] = 1.0f;
      f[i][3] = 2.0f;
      b[i][0] = x * 16;
      b[i][1] = y * 16;
      b[i][2] = 128;
      b[i][3] = 255;
      r32[i] = i;
   }
   const void *data[4] = { ui, f, b, r32 };
   const GLenum fmt[4] = {
      GL_RGBA_INTEGER, GL_RGBA, GL_RGBA, GL_RED_INTEGER
   };
   const GLenum type[4] = {
      GL_UNSIGNED_INT, GL_FLOAT, GL_UNSIGNED_BYTE, GL_UNSIGNED_INT
   };
   for (int u = 0; u < 4; u++) {
      glBindTexture(GL_TEXTURE_2D, tex[u]);
      glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
      glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
      glTexImage2D(GL_TEXTURE_2D, 0, image_format[u], 4, 4, 0, fmt[u],
                   type[u], data[u]);
      bind_image_texture(u, tex[u], 0, GL_FALSE, 0, GL_READ_WRITE,
                         image_format[u]);
   }
   print_error("resources");
}

static void
dump_resources(void)
{
   uint32_t words[64];
   uint32_t ui[16][4], r32[16];
   float f[16][4];
   uint8_t b[16][4];

   memory_barrier(GL_ALL_BARRIER_BITS);
   for (int s = 0; s < 2; s++) {
      bind_buffer(GL_SHADER_STORAGE_BUFFER, ssbo[s]);
      get_buffer_sub_data(GL_SHADER_STORAGE_BUFFER, 0, sizeof(words),
                          words);
      printf("  ssbo%d:", s);
      for (int i = 0; i < 64; i++) {
         if (words[i] != (s ? 0u : (uint32_t) i))
            printf(" [%d]=0x%08x", i, words[i]);
      }
      printf("\n");
   }
   glBindTexture(GL_TEXTURE_2D, tex[0]);
   glGetTexImage(GL_TEXTURE_2D, 0, GL_RGBA_INTEGER, GL_UNSIGNED_INT, ui);
   glBindTexture(GL_TEXTURE_2D, tex[1]);
   glGetTexImage(GL_TEXTURE_2D, 0, GL_RGBA, GL_FLOAT, f);
   glBindTexture(GL_TEXTURE_2D, tex[2]);
   glGetTexImage(GL_TEXTURE_2D, 0, GL_RGBA, GL_UNSIGNED_BYTE, b);
   glBindTexture(GL_TEXTURE_2D, tex[3]);
   glGetTexImage(GL_TEXTURE_2D, 0, GL_RED_INTEGER, GL_UNSIGNED_INT, r32);
   for (int i = 0; i < 16; i++) {
      int x = i % 4, y = i / 4;
      if (ui[i][0] != (uint32_t) x || ui[i][1] != (uint32_t) y ||
          ui[i][2] != (uint32_t) i || ui[i][3] != 100)
         printf("  image0 (%d,%d) = %u %u %u %u\n", x, y, ui[i][0],
                ui[i][1], ui[i][2], ui[i][3]);
      if (f[i][0] != x * 0.5f || f[i][1] != y * 0.25f || f[i][2] != 1.0f ||
          f[i][3] != 2.0f)
         printf("  image1 (%d,%d) = %g %g %g %g\n", x, y, f[i][0], f[i][1],
                f[i][2], f[i][3]);
      if (b[i][0] != x * 16 || b[i][1] != y * 16 || b[i][2] != 128 ||
          b[i][3] != 255)
         printf("  image2 (%d,%d) = %u %u %u %u\n", x, y, b[i][0], b[i][1],
                b[i][2], b[i][3]);
      if (r32[i] != (uint32_t) i)
         printf("  image3 (%d,%d) = %u\n", x, y, r32[i]);
   }
   print_error("dump");
}

static int
probe_asm(const char *path)
{
   static struct record r[512];
   int n = read_records(path, r, 512);

   for (int i = 0; i < n; i++) {
      GLuint prog = load_asm(r[i].name, r[i].text);

      if (prog && strcmp(r[i].tag, "run") == 0) {
         GLuint64EXT addr = 0;

         reset_resources();
         bind_buffer(GL_ARRAY_BUFFER, ssbo[1]);
         make_resident(GL_ARRAY_BUFFER, GL_READ_WRITE);
         get_buffer_ui64(GL_ARRAY_BUFFER, GL_BUFFER_GPU_ADDRESS_NV, &addr);
         bind_buffer(GL_ARRAY_BUFFER, 0);
         local_i4ui(GL_COMPUTE_PROGRAM_NV, 0, (GLuint) addr,
                    (GLuint) (addr >> 32), 0, 0);
         glEnable(GL_COMPUTE_PROGRAM_NV);
         dispatch_compute(1, 1, 1);
         print_error("dispatch");
         glDisable(GL_COMPUTE_PROGRAM_NV);
         dump_resources();
      }
      if (prog)
         delete_programs(1, &prog);
   }
   return 0;
}

/* ---- GLSL through NVIDIA's compiler ----------------------------------- */

static const struct {
   const char *tag;
   GLenum type;
} stages[] = {
   { "vs", GL_VERTEX_SHADER }, { "tcs", GL_TESS_CONTROL_SHADER },
   { "tes", GL_TESS_EVALUATION_SHADER }, { "gs", GL_GEOMETRY_SHADER },
   { "fs", GL_FRAGMENT_SHADER }, { "cs", GL_COMPUTE_SHADER },
};

static GLenum
stage_type(const char *tag)
{
   for (unsigned i = 0; i < sizeof(stages) / sizeof(stages[0]); i++) {
      if (strcmp(tag, stages[i].tag) == 0)
         return stages[i].type;
   }
   return 0;
}

/* Prints each assembly program in a program binary ("!!NV" up to its
 * "END") and loads it back. */
static void
print_binary_asm(const char *name, const char *bin, size_t len)
{
   int count = 0;

   for (size_t i = 0; i + 4 < len; i++) {
      if (memcmp(bin + i, "!!NV", 4) != 0 && memcmp(bin + i, "!!AR", 4) != 0)
         continue;
      size_t end = i;
      while (end < len && bin[end] &&
             (isprint((unsigned char) bin[end]) || isspace(
                 (unsigned char) bin[end])))
         end++;
      char *text = strndup(bin + i, end - i);
      char *stop = strstr(text, "\nEND");
      if (stop)
         stop[4] = '\0';
      printf("---- %s asm %d\n%s\n----\n", name, count, text);
      char what[96];
      snprintf(what, sizeof(what), "%s reload %d", name, count);
      GLuint prog = load_asm(what, text);
      if (prog)
         delete_programs(1, &prog);
      free(text);
      count++;
      i = end;
   }
   if (!count)
      printf("%s: no assembly text in its %zu-byte binary\n", name, len);
}

/* NVPROBE_BINARIES=FILE: every binary appended to FILE after a line
 * "### NAME FORMAT LENGTH", in case the text is not where it is looked
 * for. */
static void
save_binary(const char *name, GLenum format, const char *bin, size_t len)
{
   const char *path = getenv("NVPROBE_BINARIES");
   FILE *f = path ? fopen(path, "ab") : NULL;

   if (!f)
      return;
   fprintf(f, "### %s 0x%x %zu\n", name, format, len);
   fwrite(bin, 1, len, f);
   fprintf(f, "\n");
   fclose(f);
}

static int
probe_glsl(const char *path)
{
   static struct record r[256];
   int n = read_records(path, r, 256);

   for (int i = 0; i < n;) {
      GLuint prog = create_program();
      int j = i;
      bool ok = true;

      for (; j < n && strcmp(r[j].name, r[i].name) == 0; j++) {
         GLuint sh = create_shader(stage_type(r[j].tag));
         const char *src = r[j].text;
         GLint status = 0;
         char log[4096] = "";

         shader_source(sh, 1, &src, NULL);
         compile_shader(sh);
         get_shader_iv(sh, GL_COMPILE_STATUS, &status);
         get_shader_log(sh, sizeof(log), NULL, log);
         if (!status) {
            printf("%s %s: compile failed\n%s\n", r[j].name, r[j].tag, log);
            ok = false;
         }
         attach_shader(prog, sh);
      }
      if (ok) {
         GLint status = 0, len = 0;
         char log[4096] = "";

         program_parameter_i(prog, GL_PROGRAM_BINARY_RETRIEVABLE_HINT,
                             GL_TRUE);
         link_program(prog);
         get_program_iv(prog, GL_LINK_STATUS, &status);
         get_program_log(prog, sizeof(log), NULL, log);
         if (!status) {
            printf("%s: link failed\n%s\n", r[i].name, log);
         } else {
            get_program_iv(prog, GL_PROGRAM_BINARY_LENGTH, &len);
            char *bin = malloc(len + 1);
            GLenum format;
            get_program_binary(prog, len, NULL, &format, bin);
            print_binary_asm(r[i].name, bin, len);
            save_binary(r[i].name, format, bin, len);
            free(bin);
         }
      }
      print_error(r[i].name);
      i = j;
   }
   return 0;
}

/* ---- NV_transform_feedback's GLSL half -------------------------------- */

static GLuint
xfb_program(const char *vs)
{
   GLuint prog = create_program(), sh = create_shader(GL_VERTEX_SHADER);
   GLint status = 0;
   char log[2048] = "";

   shader_source(sh, 1, &vs, NULL);
   compile_shader(sh);
   get_shader_iv(sh, GL_COMPILE_STATUS, &status);
   if (!status) {
      get_shader_log(sh, sizeof(log), NULL, log);
      printf("xfb vs: %s\n", log);
   }
   attach_shader(prog, sh);
   return prog;
}

static void
xfb_list(GLuint prog)
{
   GLint n = -1, maxlen = -1, nxfb = -1, mode = -1;

   get_program_iv(prog, GL_ACTIVE_VARYINGS_NV, &n);
   get_program_iv(prog, GL_ACTIVE_VARYING_MAX_LENGTH_NV, &maxlen);
   get_program_iv(prog, GL_TRANSFORM_FEEDBACK_VARYINGS_NV, &nxfb);
   get_program_iv(prog, GL_TRANSFORM_FEEDBACK_BUFFER_MODE_NV, &mode);
   print_error("program iv");
   printf("  ACTIVE_VARYINGS_NV %d, ACTIVE_VARYING_MAX_LENGTH_NV %d, "
          "TRANSFORM_FEEDBACK_VARYINGS_NV %d, BUFFER_MODE 0x%x\n", n,
          maxlen, nxfb, mode);
   for (GLint i = 0; i < n && i < 32; i++) {
      char name[64] = "";
      GLsizei len = -1, size = -1;
      GLenum type = 0;

      get_active_varying(prog, i, sizeof(name), &len, &size, &type, name);
      printf("  active %d: \"%s\" len %d size %d type 0x%x location %d\n",
             i, name, len, size, type, get_varying_location(prog, name));
   }
   for (GLint i = 0; i < nxfb && i < 32; i++) {
      GLint loc = -7;
      get_xfb_varying_nv(prog, i, &loc);
      printf("  recorded %d: location %d\n", i, loc);
   }
   print_error("list");
}

static void
xfb_draw(GLuint prog, GLuint buf, const char *what)
{
   float out[64];
   GLuint q[2];
   GLuint prims = 0, written = 0;

   for (int i = 0; i < 64; i++)
      out[i] = -1.0f;
   bind_buffer(GL_ARRAY_BUFFER, buf);
   buffer_data(GL_ARRAY_BUFFER, sizeof(out), out, GL_DYNAMIC_COPY);
   bind_buffer(GL_ARRAY_BUFFER, 0);
   bind_buffer_base_nv(GL_TRANSFORM_FEEDBACK_BUFFER_NV, 0, buf);
   gen_queries(2, q);
   use_program(prog);
   begin_query(GL_PRIMITIVES_GENERATED_NV, q[0]);
   begin_query(GL_TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN_NV, q[1]);
   glEnable(GL_RASTERIZER_DISCARD_NV);
   begin_xfb_nv(GL_POINTS);
   GLenum e = glGetError();
   glBegin(GL_POINTS);
   glVertex4f(1, 2, 3, 4);
   glVertex4f(5, 6, 7, 8);
   glEnd();
   end_xfb_nv();
   glDisable(GL_RASTERIZER_DISCARD_NV);
   end_query(GL_PRIMITIVES_GENERATED_NV);
   end_query(GL_TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN_NV);
   use_program(0);
   get_query_uiv(q[0], GL_QUERY_RESULT, &prims);
   get_query_uiv(q[1], GL_QUERY_RESULT, &written);
   delete_queries(2, q);
   bind_buffer(GL_ARRAY_BUFFER, buf);
   get_buffer_sub_data(GL_ARRAY_BUFFER, 0, sizeof(out), out);
   bind_buffer(GL_ARRAY_BUFFER, 0);
   printf("  %s: begin %s, generated %u written %u:", what,
          nvpt_enum_name(e), prims, written);
   int last = 63;
   while (last > 0 && out[last] == -1.0f)
      last--;
   for (int i = 0; i <= last; i++)
      printf(" %g", out[i]);
   printf("\n");
   print_error(what);
}

/* Varyings a (vec4), b (float, unread by any stage), c (vec2[2]), d
 * (ivec2); gl_Position, gl_FrontColor, gl_TexCoord[1] built in. */
static const char xfb_vs[] =
   "#version 120\n"
   "#extension GL_EXT_gpu_shader4 : require\n"
   "varying vec4 a;\n"
   "varying float b;\n"
   "varying vec2 c[2];\n"
   "flat varying ivec2 d;\n"
   "void main() {\n"
   "   gl_Position = gl_Vertex;\n"
   "   gl_FrontColor = gl_Vertex * 0.5;\n"
   "   gl_TexCoord[1] = gl_Vertex + 10.0;\n"
   "   a = gl_Vertex * 2.0;\n"
   "   b = gl_Vertex.x + 100.0;\n"
   "   c[0] = gl_Vertex.xy + 20.0;\n"
   "   c[1] = gl_Vertex.zw + 30.0;\n"
   "   d = ivec2(gl_Vertex.xy) + 40;\n"
   "}\n";

static int
probe_xfb(void)
{
   GLuint buf, prog;
   GLint locs[8];
   static const char *names[] = {
      "a", "b", "c", "c[0]", "c[1]", "d", "gl_Position", "gl_FrontColor",
      "gl_TexCoord[1]", "gl_TexCoord", "gl_PointSize", "nothere",
   };

   gen_buffers(1, &buf);
   for (int k = 0; k < 16 && glGetError() != GL_NO_ERROR; k++)
      ;

   printf("xfb: before link\n");
   prog = xfb_program(xfb_vs);
   printf("  location of a before link: %d\n",
          get_varying_location(prog, "a"));
   print_error("GetVaryingLocationNV unlinked");
   get_xfb_varying_nv(prog, 0, locs);
   print_error("GetTransformFeedbackVaryingNV unlinked");
   locs[0] = 0;
   xfb_varyings_nv(prog, 1, locs, GL_INTERLEAVED_ATTRIBS_NV);
   print_error("TransformFeedbackVaryingsNV unlinked");
   active_varying(prog, "b");
   print_error("ActiveVaryingNV(b)");
   active_varying(prog, "gl_TexCoord[1]");
   print_error("ActiveVaryingNV(gl_TexCoord[1])");
   active_varying(prog, "nothere");
   print_error("ActiveVaryingNV(nothere)");
   active_varying(0xdead, "a");
   print_error("ActiveVaryingNV(no program)");
   link_program(prog);
   GLint status = 0;
   get_program_iv(prog, GL_LINK_STATUS, &status);
   printf("  linked %d\n", status);
   xfb_list(prog);
   for (unsigned i = 0; i < sizeof(names) / sizeof(names[0]); i++)
      printf("  GetVaryingLocationNV(%s) = %d\n", names[i],
             get_varying_location(prog, names[i]));
   print_error("locations");

   /* Record b, c[1]... by location, without a relink, then after one. */
   int nloc = 0;
   const char *rec[] = { "b", "a", "c", "d", "gl_Position" };
   for (unsigned i = 0; i < 5; i++) {
      GLint l = get_varying_location(prog, rec[i]);
      if (l >= 0)
         locs[nloc++] = l;
      printf("  record %s at location %d\n", rec[i], l);
   }
   xfb_varyings_nv(prog, nloc, locs, GL_INTERLEAVED_ATTRIBS_NV);
   print_error("TransformFeedbackVaryingsNV(interleaved)");
   xfb_list(prog);
   xfb_draw(prog, buf, "draw without relink");
   link_program(prog);
   xfb_list(prog);
   xfb_draw(prog, buf, "draw after relink");

   /* Errors. */
   locs[0] = 999;
   xfb_varyings_nv(prog, 1, locs, GL_INTERLEAVED_ATTRIBS_NV);
   print_error("location 999");
   locs[0] = -1;
   xfb_varyings_nv(prog, 1, locs, GL_INTERLEAVED_ATTRIBS_NV);
   print_error("location -1");
   locs[0] = locs[1] = get_varying_location(prog, "a");
   xfb_varyings_nv(prog, 2, locs, GL_INTERLEAVED_ATTRIBS_NV);
   print_error("location twice");
   xfb_varyings_nv(prog, 1, locs, GL_RGBA);
   print_error("mode RGBA");
   xfb_varyings_nv(prog, -1, locs, GL_INTERLEAVED_ATTRIBS_NV);
   print_error("count -1");
   xfb_varyings_nv(0xdead, 1, locs, GL_INTERLEAVED_ATTRIBS_NV);
   print_error("no program");
   GLint max_sep = 0, max_comp = 0, max_int = 0;
   glGetIntegerv(GL_MAX_TRANSFORM_FEEDBACK_SEPARATE_ATTRIBS_NV, &max_sep);
   glGetIntegerv(GL_MAX_TRANSFORM_FEEDBACK_SEPARATE_COMPONENTS_NV,
                 &max_comp);
   glGetIntegerv(GL_MAX_TRANSFORM_FEEDBACK_INTERLEAVED_COMPONENTS_NV,
                 &max_int);
   printf("  max separate attribs %d, separate components %d, interleaved"
          " components %d\n", max_sep, max_comp, max_int);
   GLint many[64];
   for (int i = 0; i < 64; i++)
      many[i] = get_varying_location(prog, "a");
   xfb_varyings_nv(prog, max_sep + 1, many, GL_SEPARATE_ATTRIBS_NV);
   print_error("separate, max + 1 (all a)");
   GLint out = -7;
   get_xfb_varying_nv(prog, 99, &out);
   print_error("GetTransformFeedbackVaryingNV(99)");
   printf("  -> %d\n", out);
   char name[16];
   GLsizei len, size;
   GLenum type;
   get_active_varying(prog, 99, sizeof(name), &len, &size, &type, name);
   print_error("GetActiveVaryingNV(99)");
   get_active_varying(prog, 0, -1, &len, &size, &type, name);
   print_error("GetActiveVaryingNV(bufSize -1)");

   /* Separate mode: a then c into buffers 0 and 1. */
   locs[0] = get_varying_location(prog, "a");
   locs[1] = get_varying_location(prog, "c");
   xfb_varyings_nv(prog, 2, locs, GL_SEPARATE_ATTRIBS_NV);
   print_error("TransformFeedbackVaryingsNV(separate)");
   xfb_list(prog);
   GLuint buf2;
   gen_buffers(1, &buf2);
   bind_buffer(GL_ARRAY_BUFFER, buf2);
   buffer_data(GL_ARRAY_BUFFER, 256, NULL, GL_DYNAMIC_COPY);
   bind_buffer(GL_ARRAY_BUFFER, 0);
   bind_buffer_base_nv(GL_TRANSFORM_FEEDBACK_BUFFER_NV, 1, buf2);
   xfb_draw(prog, buf, "separate, buffer 0");
   float second[16];
   bind_buffer(GL_ARRAY_BUFFER, buf2);
   get_buffer_sub_data(GL_ARRAY_BUFFER, 0, sizeof(second), second);
   bind_buffer(GL_ARRAY_BUFFER, 0);
   printf("  separate, buffer 1:");
   for (int i = 0; i < 16; i++)
      printf(" %g", second[i]);
   printf("\n");

   /* While active. */
   use_program(prog);
   begin_xfb_nv(GL_POINTS);
   xfb_varyings_nv(prog, 1, locs, GL_INTERLEAVED_ATTRIBS_NV);
   print_error("TransformFeedbackVaryingsNV while active");
   link_program(prog);
   print_error("LinkProgram while active");
   end_xfb_nv();
   use_program(0);
   print_error("end");

   /* EXT's names on a program whose NV varyings were set, and the other
    * way round. */
   const char *ext_names[] = { "a" };
   xfb_varyings_ext(prog, 1, ext_names, GL_INTERLEAVED_ATTRIBS_EXT);
   print_error("TransformFeedbackVaryingsEXT");
   xfb_list(prog);
   link_program(prog);
   xfb_list(prog);
   xfb_draw(prog, buf, "after EXT's varyings and a relink");

   /* A program without ActiveVaryingNV: is b (read by no fragment
    * shader; no fragment shader at all) active? */
   GLuint p2 = xfb_program(xfb_vs);
   link_program(p2);
   printf("xfb: no ActiveVaryingNV\n");
   xfb_list(p2);
   return 0;
}

/* The second round: a fragment shader that reads only a, with and
 * without ActiveVaryingNV(b); whether a recorded gl_FrontColor is
 * clamped; the link status after TransformFeedbackVaryingsEXT. */
static int
probe_xfb2(void)
{
   static const char fs[] =
      "#version 120\n"
      "varying vec4 a;\n"
      "void main() { gl_FragColor = a; }\n";
   GLuint buf;

   gen_buffers(1, &buf);
   for (int with_active = 0; with_active < 2; with_active++) {
      GLuint prog = xfb_program(xfb_vs);
      GLuint sh = create_shader(GL_FRAGMENT_SHADER);
      const char *src = fs;
      GLint status = 0;

      shader_source(sh, 1, &src, NULL);
      compile_shader(sh);
      attach_shader(prog, sh);
      if (with_active)
         active_varying(prog, "b");
      link_program(prog);
      get_program_iv(prog, GL_LINK_STATUS, &status);
      printf("xfb2: fragment shader reads a; ActiveVaryingNV(b) %d; "
             "linked %d\n", with_active, status);
      xfb_list(prog);
      GLint locs[2] = { get_varying_location(prog, "b"),
                        get_varying_location(prog, "gl_FrontColor") };
      printf("  b at %d, gl_FrontColor at %d\n", locs[0], locs[1]);
      if (locs[0] >= 0 && locs[1] >= 0) {
         xfb_varyings_nv(prog, 2, locs, GL_INTERLEAVED_ATTRIBS_NV);
         print_error("TransformFeedbackVaryingsNV(b, gl_FrontColor)");
         xfb_draw(prog, buf, "b, gl_FrontColor (colour 0.5 x vertex)");
      }
      /* EXT's names, then a relink */
      const char *names[] = { "a" };
      xfb_varyings_ext(prog, 1, names, GL_INTERLEAVED_ATTRIBS_EXT);
      link_program(prog);
      get_program_iv(prog, GL_LINK_STATUS, &status);
      char log[1024] = "";
      get_program_log(prog, sizeof(log), NULL, log);
      printf("  after TransformFeedbackVaryingsEXT(a) and a link: linked %d"
             " %s\n", status, log);
      xfb_list(prog);
      xfb_draw(prog, buf, "EXT's a");
   }
   /* the component limit, interleaved: c (4) and a (4) 17 times */
   GLuint prog = xfb_program(xfb_vs);
   link_program(prog);
   GLint many[40];
   for (int i = 0; i < 40; i++)
      many[i] = get_varying_location(prog, i % 2 ? "a" : "gl_Position");
   xfb_varyings_nv(prog, 2, many, GL_INTERLEAVED_ATTRIBS_NV);
   print_error("a and gl_Position");
   xfb_varyings_nv(prog, 0, many, GL_INTERLEAVED_ATTRIBS_NV);
   print_error("count 0");
   xfb_list(prog);
   GLint one = get_varying_location(prog, "a");
   xfb_varyings_nv(prog, -1, &one, GL_INTERLEAVED_ATTRIBS_NV);
   print_error("count -1");
   xfb_list(prog);

   /* The assembly half's errors (ARB_transform_feedback3 rewrote them to
    * INVALID_OPERATION) and its separators. */
   PFNGLTRANSFORMFEEDBACKSTREAMATTRIBSNVPROC stream_attribs =
      nvpt_get_proc("glTransformFeedbackStreamAttribsNV");
   GLint attribs[3 * 40];
   for (int i = 0; i < 40; i++) {
      attribs[3 * i] = GL_GENERIC_ATTRIB_NV;
      attribs[3 * i + 1] = 4;
      attribs[3 * i + 2] = i % 8;
   }
   printf("xfb2: TransformFeedbackAttribsNV\n");
   xfb_attribs_nv(5, attribs, GL_SEPARATE_ATTRIBS_NV);
   print_error("separate, 5 attributes");
   xfb_attribs_nv(33, attribs, GL_INTERLEAVED_ATTRIBS_NV);
   print_error("interleaved, 33 x 4 components");
   xfb_attribs_nv(32, attribs, GL_INTERLEAVED_ATTRIBS_NV);
   print_error("interleaved, 32 x 4 components");
   GLint sep[] = { GL_POSITION, 4, 0, GL_NEXT_BUFFER_NV, 0, 0,
                   GL_SKIP_COMPONENTS2_NV, 0, 0, GL_PRIMARY_COLOR, 4, 0 };
   xfb_attribs_nv(4, sep, GL_SEPARATE_ATTRIBS_NV);
   print_error("NEXT_BUFFER_NV in separate mode");
   xfb_attribs_nv(4, sep, GL_INTERLEAVED_ATTRIBS_NV);
   print_error("POSITION, NEXT_BUFFER_NV, SKIP2, PRIMARY_COLOR");
   GLint n = -1, rec[3] = { 7, 7, 7 };
   glGetIntegerv(GL_TRANSFORM_FEEDBACK_ATTRIBS_NV, &n);
   get_integer_indexed(GL_TRANSFORM_FEEDBACK_RECORD_NV, 1, rec);
   printf("  TRANSFORM_FEEDBACK_ATTRIBS_NV %d, record 1: 0x%x %d %d\n", n,
          rec[0], rec[1], rec[2]);
   get_integer_indexed(GL_TRANSFORM_FEEDBACK_RECORD_NV, 2, rec);
   printf("  record 2: %d %d %d\n", rec[0], rec[1], rec[2]);
   print_error("records");
   GLint many_sep[3 * 6];
   for (int i = 0; i < 6; i++) {
      many_sep[3 * i] = i % 2 ? GL_NEXT_BUFFER_NV : GL_POSITION;
      many_sep[3 * i + 1] = 4;
      many_sep[3 * i + 2] = 0;
   }
   GLint max_buffers = 0, max_streams = 0;
   glGetIntegerv(GL_MAX_TRANSFORM_FEEDBACK_BUFFERS, &max_buffers);
   glGetIntegerv(GL_MAX_VERTEX_STREAMS, &max_streams);
   printf("  MAX_TRANSFORM_FEEDBACK_BUFFERS %d, MAX_VERTEX_STREAMS %d\n",
          max_buffers, max_streams);
   xfb_attribs_nv(2 * max_buffers + 1 <= 6 ? 2 * max_buffers + 1 : 6,
                  many_sep, GL_INTERLEAVED_ATTRIBS_NV);
   print_error("MAX_TRANSFORM_FEEDBACK_BUFFERS + 1 binding points");
   GLint vid[] = { GL_VERTEX_ID_NV, 1, 0 };
   xfb_attribs_nv(1, vid, GL_INTERLEAVED_ATTRIBS_NV);
   print_error("VERTEX_ID_NV");
   GLint pos[] = { GL_POSITION, 4, 0, GL_NEXT_BUFFER_NV, 0, 0,
                   GL_PRIMARY_COLOR, 4, 0 };
   GLint streams[] = { 0, 1, 2 };
   stream_attribs(3, pos, 2, streams, GL_INTERLEAVED_ATTRIBS_NV);
   print_error("StreamAttribs, 2 buffers, streams 0 1");
   glGetIntegerv(GL_TRANSFORM_FEEDBACK_ATTRIBS_NV, &n);
   printf("  TRANSFORM_FEEDBACK_ATTRIBS_NV %d\n", n);
   stream_attribs(3, pos, 3, streams, GL_INTERLEAVED_ATTRIBS_NV);
   print_error("StreamAttribs, nbuffers 3 for 2 binding points");
   streams[1] = max_streams;
   stream_attribs(3, pos, 2, streams, GL_INTERLEAVED_ATTRIBS_NV);
   print_error("StreamAttribs, stream MAX_VERTEX_STREAMS");
   streams[1] = 1;
   stream_attribs(2, sep, 2, streams, GL_SEPARATE_ATTRIBS_NV);
   print_error("StreamAttribs, separate, POSITION and NEXT_BUFFER_NV");
   GLint two[] = { GL_POSITION, 4, 0, GL_PRIMARY_COLOR, 4, 0 };
   stream_attribs(2, two, 2, streams, GL_SEPARATE_ATTRIBS_NV);
   print_error("StreamAttribs, separate, 2 attributes, streams 0 1");
   stream_attribs(2, two, -1, streams, GL_SEPARATE_ATTRIBS_NV);
   print_error("StreamAttribs, nbuffers -1");
   return 0;
}

/* ---- the extension string and the program limits --------------------- */

static int
probe_limits(void)
{
   static const struct { GLenum e; const char *name; } pnames[] = {
#define E(x) { x, #x }
      E(GL_MAX_PROGRAM_INSTRUCTIONS_ARB),
      E(GL_MAX_PROGRAM_NATIVE_INSTRUCTIONS_ARB),
      E(GL_MAX_PROGRAM_TEMPORARIES_ARB),
      E(GL_MAX_PROGRAM_PARAMETERS_ARB),
      E(GL_MAX_PROGRAM_ATTRIBS_ARB),
      E(GL_MAX_PROGRAM_ADDRESS_REGISTERS_ARB),
      E(GL_MAX_PROGRAM_LOCAL_PARAMETERS_ARB),
      E(GL_MAX_PROGRAM_ENV_PARAMETERS_ARB),
      E(GL_MAX_PROGRAM_EXEC_INSTRUCTIONS_NV),
      E(GL_MAX_PROGRAM_CALL_DEPTH_NV),
      E(GL_MAX_PROGRAM_IF_DEPTH_NV),
      E(GL_MAX_PROGRAM_LOOP_DEPTH_NV),
      E(GL_MAX_PROGRAM_LOOP_COUNT_NV),
      E(GL_MAX_PROGRAM_GENERIC_ATTRIBS_NV),
      E(GL_MAX_PROGRAM_GENERIC_RESULTS_NV),
      E(GL_MAX_PROGRAM_ATTRIB_COMPONENTS_NV),
      E(GL_MAX_PROGRAM_RESULT_COMPONENTS_NV),
      E(GL_MIN_PROGRAM_TEXEL_OFFSET_NV),
      E(GL_MAX_PROGRAM_TEXEL_OFFSET_NV),
      E(GL_MAX_PROGRAM_PARAMETER_BUFFER_BINDINGS_NV),
      E(GL_MAX_PROGRAM_PARAMETER_BUFFER_SIZE_NV),
      E(GL_MAX_PROGRAM_SUBROUTINE_PARAMETERS_NV),
      E(GL_MAX_PROGRAM_SUBROUTINE_NUM_NV),
      E(GL_MIN_FRAGMENT_INTERPOLATION_OFFSET_NV),
      E(GL_MAX_FRAGMENT_INTERPOLATION_OFFSET_NV),
      E(GL_FRAGMENT_PROGRAM_INTERPOLATION_OFFSET_BITS_NV),
      E(GL_MIN_PROGRAM_TEXTURE_GATHER_OFFSET_NV),
      E(GL_MAX_PROGRAM_TEXTURE_GATHER_OFFSET_NV),
      E(GL_MAX_PROGRAM_OUTPUT_VERTICES_NV),
      E(GL_MAX_PROGRAM_TOTAL_OUTPUT_COMPONENTS_NV),
   };
   static const struct { GLenum e; const char *name; } ints[] = {
      E(GL_MAX_PROGRAM_PATCH_ATTRIBS_NV),
      E(GL_MAX_IMAGE_UNITS),
      E(GL_MAX_COMBINED_IMAGE_UNITS_AND_FRAGMENT_OUTPUTS),
      E(GL_MAX_IMAGE_SAMPLES),
      E(GL_MAX_SHADER_STORAGE_BUFFER_BINDINGS),
      E(GL_MAX_SHADER_STORAGE_BLOCK_SIZE),
      E(GL_SHADER_STORAGE_BUFFER_OFFSET_ALIGNMENT),
      E(GL_MAX_COMPUTE_SHARED_MEMORY_SIZE),
      E(GL_MAX_COMPUTE_WORK_GROUP_INVOCATIONS),
      E(GL_MAX_TRANSFORM_FEEDBACK_BUFFERS),
      E(GL_MAX_VERTEX_STREAMS),
      E(GL_MAX_TRANSFORM_FEEDBACK_SEPARATE_ATTRIBS_NV),
      E(GL_MAX_TRANSFORM_FEEDBACK_INTERLEAVED_COMPONENTS_NV),
      E(GL_MAX_TRANSFORM_FEEDBACK_SEPARATE_COMPONENTS_NV),
      E(GL_MAX_PATCH_VERTICES),
      E(GL_MAX_TESS_GEN_LEVEL),
      E(GL_MAX_GEOMETRY_SHADER_INVOCATIONS),
#undef E
   };
   PFNGLGETPROGRAMIVARBPROC get_iv = nvpt_get_proc("glGetProgramivARB");

   printf("GL_EXTENSIONS %s\n", (const char *) glGetString(GL_EXTENSIONS));
   for (unsigned t = 0; t < sizeof(headers) / sizeof(headers[0]); t++) {
      if (strncmp(headers[t].header, "!!ARB", 5) == 0)
         continue;
      for (unsigned i = 0; i < sizeof(pnames) / sizeof(pnames[0]); i++) {
         GLint v = -12345;
         get_iv(headers[t].target, pnames[i].e, &v);
         GLenum e = glGetError();
         printf("%s %s %d%s\n", headers[t].header, pnames[i].name, v,
                e ? " (error)" : "");
      }
   }
   for (unsigned i = 0; i < sizeof(ints) / sizeof(ints[0]); i++) {
      GLint v = -12345;
      glGetIntegerv(ints[i].e, &v);
      GLenum e = glGetError();
      printf("%s %d%s\n", ints[i].name, v, e ? " (error)" : "");
   }
   return 0;
}

int
main(int argc, char **argv)
{
   setvbuf(stdout, NULL, _IOLBF, 0);
   if (argc < 2 || !nvpt_egl_create_context())
      return 2;
   load_procs();
   printf("GL_RENDERER %s\nGL_VERSION %s\n",
          (const char *) glGetString(GL_RENDERER),
          (const char *) glGetString(GL_VERSION));
   if (strcmp(argv[1], "asm") == 0 && argc > 2)
      return probe_asm(argv[2]);
   if (strcmp(argv[1], "glsl") == 0 && argc > 2)
      return probe_glsl(argv[2]);
   if (strcmp(argv[1], "xfb") == 0)
      return probe_xfb();
   if (strcmp(argv[1], "limits") == 0)
      return probe_limits();
   if (strcmp(argv[1], "xfb2") == 0)
      return probe_xfb2();
   return 2;
}

/* harness.h's helpers that harness-egl.c and this file use. */
void *
nvpt_get_proc(const char *name)
{
   void *p = nvpt_egl_get_proc(name);

   if (!p)
      printf("no %s\n", name);
   return p;
}

const char *
nvpt_enum_name(GLenum e)
{
   static char buf[16];

   switch (e) {
   case GL_NO_ERROR: return "NO_ERROR";
   case GL_INVALID_ENUM: return "INVALID_ENUM";
   case GL_INVALID_VALUE: return "INVALID_VALUE";
   case GL_INVALID_OPERATION: return "INVALID_OPERATION";
   case GL_OUT_OF_MEMORY: return "OUT_OF_MEMORY";
   default:
      snprintf(buf, sizeof(buf), "0x%x", e);
      return buf;
   }
}
