/*
 * The checks of the whole-path fuzzer on a real GL context (OSMesa, the
 * same Mesa and nvprog code as libGL.so.1, no X server):
 *
 * - a valid program loads with no GL error and PROGRAM_ERROR_POSITION
 *   -1, and a draw with it (ExecuteProgramNV for a state program) ends
 *   with no GL error;
 * - a mutant either loads (and is run as a valid one) or fails with
 *   exactly one INVALID_OPERATION, an error position within the text
 *   and a non-empty error string, and then the program that was there
 *   draws exactly the pixels it drew before (a state program writes the
 *   same parameters).
 */
#include "glfuzz_gl.h"

#include "../../stress/stress.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define PROC(name) \
   ((name = (void *)OSMesaGetProcAddress("gl" #name)) != NULL)

static PFNGLEXECUTEPROGRAMNVPROC ExecuteProgramNV;
static PFNGLPROGRAMPARAMETERS4FVNVPROC ProgramParameters4fvNV;
static PFNGLGETPROGRAMPARAMETERFVNVPROC GetProgramParameterfvNV;

/* c[] / program.env[]: c[n].w (1 to 4) counts the generated loops down
 * by c[m].y (1); the rest differs per register. */
static float params[256][4];

struct kind_gl {
   GLenum target;
   bool nv;          /* LoadProgramNV, else ProgramStringARB */
};

static const struct kind_gl kinds[GF_KIND_COUNT] = {
   [GF_VP10] = { GL_VERTEX_PROGRAM_NV, true },
   [GF_VP11] = { GL_VERTEX_PROGRAM_NV, true },
   [GF_VP20] = { GL_VERTEX_PROGRAM_NV, true },
   [GF_VSP10] = { GL_VERTEX_STATE_PROGRAM_NV, true },
   [GF_FP10] = { GL_FRAGMENT_PROGRAM_NV, true },
   [GF_ARBVP_NV2] = { GL_VERTEX_PROGRAM_ARB, false },
   [GF_ARBVP_NV3] = { GL_VERTEX_PROGRAM_ARB, false },
   [GF_ARBFP_NV] = { GL_FRAGMENT_PROGRAM_ARB, false },
   [GF_ARBFP_NV2] = { GL_FRAGMENT_PROGRAM_ARB, false },
   [GF_GP4VP] = { GL_VERTEX_PROGRAM_ARB, false },
   [GF_GP4FP] = { GL_FRAGMENT_PROGRAM_ARB, false },
   [GF_GP4GP] = { GL_GEOMETRY_PROGRAM_NV, false },
};

/* What a program produced: the whole buffer, or the 96 parameters a
 * state program may write. */
union outcome {
   float pixels[STRESS_SIZE * STRESS_SIZE * 4];
   float regs[96 * 4];
};

static void
set_params(void)
{
   ProgramParameters4fvNV(GL_VERTEX_PROGRAM_NV, 0, 256, &params[0][0]);
   for (unsigned i = 0; i < 32; i++) {
      gl.ProgramEnvParameter4fARB(GL_FRAGMENT_PROGRAM_ARB, i,
                                  params[i][0], params[i][1],
                                  params[i][2], params[i][3]);
      gl.ProgramEnvParameter4fARB(GL_GEOMETRY_PROGRAM_NV, i,
                                  params[i][0], params[i][1],
                                  params[i][2], params[i][3]);
   }
}

/* The gp4 kinds' parameter buffers: binding 0 four vectors, binding 1
 * sixteen words, for each of the three targets. */
static bool
bind_param_buffers(void)
{
   static const GLenum targets[] = {
      GL_VERTEX_PROGRAM_PARAMETER_BUFFER_NV,
      GL_FRAGMENT_PROGRAM_PARAMETER_BUFFER_NV,
      GL_GEOMETRY_PROGRAM_PARAMETER_BUFFER_NV,
   };
   PFNGLGENBUFFERSPROC GenBuffers;
   PFNGLBINDBUFFERPROC BindBuffer;
   PFNGLBUFFERDATAPROC BufferData;
   PFNGLBINDBUFFERBASENVPROC BindBufferBaseNV;
   float data[16];
   GLuint b;

   if (!PROC(GenBuffers) || !PROC(BindBuffer) || !PROC(BufferData) ||
       !PROC(BindBufferBaseNV))
      return false;
   for (unsigned i = 0; i < 16; i++)
      data[i] = (float)i * 0.25f - 1.0f;
   GenBuffers(1, &b);
   BindBuffer(GL_ARRAY_BUFFER, b);
   BufferData(GL_ARRAY_BUFFER, sizeof(data), data, GL_STATIC_DRAW);
   BindBuffer(GL_ARRAY_BUFFER, 0);
   for (unsigned t = 0; t < 3; t++) {
      BindBufferBaseNV(targets[t], 0, b);
      BindBufferBaseNV(targets[t], 1, b);
   }
   return glGetError() == GL_NO_ERROR;
}


bool
gf_gl_init(void)
{
   static struct stress_ctx ctx;

   if (!stress_create(&ctx, NULL) || !stress_make_current(&ctx)) {
      printf("no OSMesa context\n");
      return false;
   }
   if (!stress_get_procs() || !PROC(ExecuteProgramNV) ||
       !PROC(ProgramParameters4fvNV) || !PROC(GetProgramParameterfvNV)) {
      printf("NV_vertex_program2 or NV_fragment_program2 missing\n");
      return false;
   }
   for (unsigned i = 0; i < 256; i++) {
      params[i][0] = (float)(int)(i % 7) - 3.0f;
      params[i][1] = 1.0f;
      params[i][2] = (float)i * 0.125f;
      params[i][3] = (float)(1 + i % 4);
   }
   set_params();
   if (!bind_param_buffers()) {
      printf("NV_parameter_buffer_object missing\n");
      return false;
   }
   glClearColor(0.125f, 0.25f, 0.5f, 0.75f);
   return glGetError() == GL_NO_ERROR;
}

static bool
fail(char *why, size_t size, const char *fmt, ...)
{
   va_list ap;

   va_start(ap, fmt);
   vsnprintf(why, size, fmt, ap);
   va_end(ap);
   return false;
}

/* Loads into the kind's own program name (bound), so that a failed
 * load leaves the program there before. */
static GLenum
load(const struct gf_prog *p, GLint *pos)
{
   const struct kind_gl *k = &kinds[p->kind];
   GLuint id = 1 + p->kind;

   if (k->nv) {
      gl.LoadProgramNV(k->target, id, (GLsizei)p->len,
                       (const GLubyte *)p->text);
   } else {
      gl.BindProgramARB(k->target, id);
      gl.ProgramStringARB(k->target, GL_PROGRAM_FORMAT_ASCII_ARB,
                          (GLsizei)p->len, p->text);
   }
   GLenum e = glGetError();
   glGetIntegerv(GL_PROGRAM_ERROR_POSITION_NV, pos);
   return e;
}

/* Runs the kind's program: a quad with it alone enabled, or
 * ExecuteProgramNV from the parameter table. */
static GLenum
run(enum gf_kind kind, union outcome *out)
{
   const struct kind_gl *k = &kinds[kind];
   GLuint id = 1 + kind;

   memset(out, 0, sizeof(*out));
   if (kind == GF_VSP10) {
      static const float v0[4] = { 0.5f, -2.0f, 3.0f, 1.0f };
      ExecuteProgramNV(k->target, id, v0);
      for (unsigned i = 0; i < 96; i++)
         GetProgramParameterfvNV(GL_VERTEX_PROGRAM_NV, i,
                                 GL_PROGRAM_PARAMETER_NV, &out->regs[4 * i]);
      GLenum e = glGetError();
      set_params();
      return e;
   }
   if (k->nv)
      gl.BindProgramNV(k->target, id);
   else
      gl.BindProgramARB(k->target, id);
   glEnable(k->target);
   glClear(GL_COLOR_BUFFER_BIT);
   stress_draw_quad();
   glReadPixels(0, 0, STRESS_SIZE, STRESS_SIZE, GL_RGBA, GL_FLOAT,
                out->pixels);
   glDisable(k->target);
   return glGetError();
}

static const char *
error_string(void)
{
   const char *s = (const char *)glGetString(GL_PROGRAM_ERROR_STRING_NV);

   return s ? s : "";
}

bool
gf_gl_check(const struct gf_prog *base, const struct gf_prog *mut,
            struct gf_counts *counts, char *why, size_t size)
{
   static union outcome before, after;
   GLint pos;
   GLenum e;

   e = load(base, &pos);
   if (e != GL_NO_ERROR || pos != -1)
      return fail(why, size, "valid program: error 0x%x, position %d: %s",
                  e, pos, error_string());
   e = run(base->kind, &before);
   if (e != GL_NO_ERROR)
      return fail(why, size, "valid program: error 0x%x running it", e);
   counts->valid++;

   e = load(mut, &pos);
   if (e == GL_NO_ERROR) {
      if (pos != -1)
         return fail(why, size, "mutant loaded, error position %d", pos);
      e = run(mut->kind, &after);
      if (e != GL_NO_ERROR)
         return fail(why, size, "mutant loaded: error 0x%x running it", e);
      counts->mut_loaded++;
      return true;
   }
   if (e != GL_INVALID_OPERATION)
      return fail(why, size, "mutant: error 0x%x, not INVALID_OPERATION",
                  e);
   if (pos < 0 || (size_t)pos > mut->len)
      return fail(why, size, "mutant: error position %d outside 0..%zu",
                  pos, mut->len);
   if (!error_string()[0])
      return fail(why, size, "mutant: empty error string");
   e = glGetError();
   if (e != GL_NO_ERROR)
      return fail(why, size, "mutant: a second error 0x%x", e);
   e = run(base->kind, &after);
   if (e != GL_NO_ERROR)
      return fail(why, size, "after the failed load: error 0x%x running "
                  "the previous program", e);
   if (memcmp(&before, &after, sizeof(before)))
      return fail(why, size, "after the failed load the previous program "
                  "gives other %s", base->kind == GF_VSP10 ?
                  "parameters" : "pixels");
   counts->mut_refused++;
   return true;
}
