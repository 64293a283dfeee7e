/*
 * NV_tessellation_program5 through the GL (issue 16), with
 * GL_NV_gpu_program5 enabled (MESA_EXTENSION_OVERRIDE until nvprog
 * advertises it; without it the test skips, gp5-bits checks the
 * refusal of version 5 headers).
 *
 * On a driver that tessellates (ARB_tessellation_shader: llvmpipe),
 * TESS_CONTROL_PROGRAM_NV and TESS_EVALUATION_PROGRAM_NV are targets
 * (Mesa patch 0026).  The evaluation programs draw in TESS_POINT_MODE,
 * one point per generated vertex at pixel (1 + 6u, 1 + 6v) coloured
 * from vertex.tesscoord or per-patch attributes, so the pixels lit are
 * exactly the tessellation's vertices:
 *
 * - QUADS without a control program, at the default levels
 *   (PatchParameterfv PATCH_DEFAULT_OUTER/INNER_LEVEL 2): the 3x3 grid
 *   u, v in {0, 0.5, 1};
 * - TRIANGLES likewise at levels 2: the corners, the edge midpoints and
 *   the centre (1/3, 1/3, 1/3); ISOLINES: u in {0, 0.5, 1} on the lines
 *   v = 0 and v = 0.5;
 * - a control program of four invocations writing levels 3, per-patch
 *   attributes, and one computed from two other invocations' outputs
 *   (vertex.out, after the lock-step synchronisation): the 4x4 grid u,
 *   v in {0, 1/3, 2/3, 1}, coloured (0.25, 0.5, (3 + 2) / 8, 1);
 * - the same drawings by GLSL tessellation shaders compared pixel for
 *   pixel (a reference nobody here wrote);
 * - Begin(TRIANGLES) with an evaluation program enabled and
 *   Begin(PATCHES) without one fail with INVALID_OPERATION; an enabled
 *   target without a loaded program too; GetProgramivARB's
 *   MAX_PROGRAM_PATCH_ATTRIBS_NV is 30; a load error on a target at its
 *   token (a missing VERTICES_OUT);
 * - program.env and program.local of both targets (Mesa patch 0033):
 *   the control program's levels from its local parameter, the
 *   evaluation program's colour from its env and local ones;
 * - parameter buffers (NV_tessellation_program5's TESS_CONTROL_ and
 *   TESS_EVALUATION_PROGRAM_PARAMETER_BUFFER_NV): the control program's
 *   levels by LDC from a CBUFFER on a BindBufferRangeNV binding, the
 *   evaluation program's colour from a BUFFER4 pair on a
 *   BindBufferBaseNV one, then ProgramBufferParametersfvNV's words;
 *   BindBuffer and BufferData on the targets, GetIntegerv and
 *   GetIntegerIndexedvEXT of the bindings, the two limits as on the
 *   vertex target, the INVALID_VALUE / INVALID_OPERATION errors with
 *   the bindings kept, a deleted buffer's binding back to 0.
 *
 * softpipe has no tessellation stage: there the two targets are not
 * targets (ProgramStringARB, BindProgramARB, GetProgramivARB,
 * ProgramEnvParameter4fARB, Enable, IsEnabled answer INVALID_ENUM), and
 * neither are the two parameter buffer targets (BindBuffer,
 * BindBufferBaseNV/RangeNV, ProgramBufferParametersfvNV,
 * GetIntegerIndexedvEXT, GetIntegerv: INVALID_ENUM).
 * On both drivers a tessellation program loaded through another target
 * fails with INVALID_OPERATION at its header (PROGRAM_ERROR_POSITION_ARB
 * 0), an error string naming the target it needs, and the bound program
 * stays (its length, and it still draws).
 */
#include "harness.h"

#include <stdio.h>
#include <string.h>

#ifndef GL_TESS_CONTROL_PROGRAM_NV
#define GL_TESS_CONTROL_PROGRAM_NV 0x891E
#define GL_TESS_EVALUATION_PROGRAM_NV 0x891F
#endif
#ifndef GL_TESS_CONTROL_PROGRAM_PARAMETER_BUFFER_NV
#define GL_TESS_CONTROL_PROGRAM_PARAMETER_BUFFER_NV 0x8C74
#define GL_TESS_EVALUATION_PROGRAM_PARAMETER_BUFFER_NV 0x8C75
#endif
#ifndef GL_MAX_PROGRAM_PATCH_ATTRIBS_NV
#define GL_MAX_PROGRAM_PATCH_ATTRIBS_NV 0x86D8
#endif

static const char pass_vp[] =
   "!!NVvp5.0\nMOV result.position, vertex.position;\n"
   "MOV result.color, {0.25, 0.5, 0.75, 1};\nEND\n";
static const char pass_fp[] =
   "!!NVfp5.0\nMOV result.color, fragment.color;\nEND\n";

static const char tcp[] =
   "!!NVtcp5.0\nVERTICES_OUT 3;\n"
   "MOV result.position, vertex[0].position;\n"
   "MOV result.patch.tessouter[0].x, 1;\nEND\n";
static const char tep[] =
   "!!NVtep5.0\nTESS_MODE TRIANGLES;\n"
   "MOV result.position, vertex[0].position;\nEND\n";

static const GLenum targets[] = {
   GL_TESS_CONTROL_PROGRAM_NV, GL_TESS_EVALUATION_PROGRAM_NV,
};

/* The evaluation programs' position: pixel (1 + 6u, 1 + 6v)'s centre,
 * NDC (3 + 12u) / W - 1.  "%s" is the colour's source. */
#define TEP_POINTS(mode, colour)                                         \
   "!!NVtep5.0\nTESS_MODE " mode ";\nTESS_POINT_MODE;\n"                 \
   "TEMP p;\n"                                                           \
   "MAD p.xy, vertex.tesscoord, 0.375, -0.90625;\n"                      \
   "MOV p.zw, {0, 0, 0, 1};\n"                                           \
   "MOV result.position, p;\n" colour "END\n"

static const char tep_quads[] =
   TEP_POINTS("QUADS", "MOV result.color.xy, vertex.tesscoord;\n"
              "MOV result.color.zw, {0, 0, 0, 1};\n");
static const char tep_triangles[] =
   TEP_POINTS("TRIANGLES", "MOV result.color.xyz, vertex.tesscoord;\n"
              "MOV result.color.w, 1;\n");
static const char tep_isolines[] =
   TEP_POINTS("ISOLINES", "MOV result.color.xy, vertex.tesscoord;\n"
              "MOV result.color.zw, {0, 0, 0, 1};\n");
static const char tep_patch[] =
   TEP_POINTS("QUADS", "MOV result.color.xy, primitive.patch.attrib[0];\n"
              "MOV result.color.z, primitive.patch.attrib[1].x;\n"
              "MOV result.color.w, 1;\n");

/* Four invocations; levels 3; patch.attrib[1].x from the attrib[0].x
 * (the invocation number) of vertices 3 and 2 of the output patch. */
static const char tcp_levels[] =
   "!!NVtcp5.0\nVERTICES_OUT 4;\n"
   "ATTRIB p = vertex.position;\n"
   "INT TEMP i;\nTEMP t;\n"
   "MOV.S i.x, primitive.invocation;\n"
   "MOV result.position, p[i.x];\n"
   "I2F result.attrib[0].x, i.x;\n"
   "ADD t.x, vertex.out[3].attrib[0].x, vertex.out[2].attrib[0].x;\n"
   "MUL result.patch.attrib[1].x, t.x, 0.125;\n"
   "MOV result.patch.attrib[0], {0.25, 0.5, 0, 1};\n"
   "MOV result.patch.tessouter[0].x, 3;\n"
   "MOV result.patch.tessouter[1].x, 3;\n"
   "MOV result.patch.tessouter[2].x, 3;\n"
   "MOV result.patch.tessouter[3].x, 3;\n"
   "MOV result.patch.tessinner[0].x, 3;\n"
   "MOV result.patch.tessinner[1].x, 3;\n"
   "END\n";

/* GLSL's versions of the three drawings. */
static const char glsl_vs[] =
   "#version 400\nin vec4 pos;\nvoid main() { gl_Position = pos; }\n";
static const char glsl_fs[] =
   "#version 400\nin vec4 c;\nout vec4 o;\nvoid main() { o = c; }\n";
static const char glsl_tcs[] =
   "#version 400\nlayout(vertices = 4) out;\n"
   "out float a[];\npatch out vec4 pa0;\npatch out float pa1;\n"
   "void main() {\n"
   "   gl_out[gl_InvocationID].gl_Position ="
   " gl_in[gl_InvocationID].gl_Position;\n"
   "   a[gl_InvocationID] = float(gl_InvocationID);\n"
   "   barrier();\n"
   "   pa1 = (a[3] + a[2]) * 0.125;\n"
   "   pa0 = vec4(0.25, 0.5, 0, 1);\n"
   "   gl_TessLevelOuter = float[4](3, 3, 3, 3);\n"
   "   gl_TessLevelInner = float[2](3, 3);\n"
   "}\n";
#define GLSL_TES(mode, decls, colour)                                    \
   "#version 400\nlayout(" mode ", equal_spacing, ccw, point_mode) in;\n" \
   decls "out vec4 c;\n"                                                 \
   "void main() {\n"                                                     \
   "   gl_Position = vec4(gl_TessCoord.xy * 0.375 - 0.90625, 0, 1);\n"   \
   "   c = " colour ";\n}\n"
static const char glsl_tes_quads[] =
   GLSL_TES("quads", "", "vec4(gl_TessCoord.xy, 0, 1)");
static const char glsl_tes_triangles[] =
   GLSL_TES("triangles", "", "vec4(gl_TessCoord, 1)");
static const char glsl_tes_isolines[] =
   GLSL_TES("isolines", "", "vec4(gl_TessCoord.xy, 0, 1)");
static const char glsl_tes_patch[] =
   GLSL_TES("quads", "patch in vec4 pa0;\npatch in float pa1;\n",
            "vec4(pa0.xy, pa1, 1)");

/* One patch of four vertices (any positions: the programs place the
 * points), through the enabled stages. */
static void
draw_patch(bool tcs)
{
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   glEnable(GL_TESS_EVALUATION_PROGRAM_NV);
   if (tcs)
      glEnable(GL_TESS_CONTROL_PROGRAM_NV);
   glBegin(GL_PATCHES);
   glVertex2f(-1, -1);
   glVertex2f(1, -1);
   glVertex2f(1, 1);
   glVertex2f(-1, 1);
   glEnd();
   glDisable(GL_TESS_CONTROL_PROGRAM_NV);
   glDisable(GL_TESS_EVALUATION_PROGRAM_NV);
   glDisable(GL_VERTEX_PROGRAM_ARB);
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
}

struct point {
   float u, v, w;
};

/* Pixels (1 + 6u, 1 + 6v) of the n points lit with colour(point) (the
 * tessellation coordinate within tol, or 'fixed'), the rest of the 9x9
 * corner the sentinel. */
static bool
check_points(const char *what, const struct point *pts, unsigned n,
             const float *fixed, float tol)
{
   bool pass = true;

   for (int y = 0; y < 9; y++) {
      for (int x = 0; x < 9; x++) {
         float expect[4];
         memcpy(expect, nvpt_sentinel, sizeof(expect));
         for (unsigned k = 0; k < n; k++) {
            int px = (int)(1 + 6 * pts[k].u + 0.5f);
            int py = (int)(1 + 6 * pts[k].v + 0.5f);
            if (px != x || py != y)
               continue;
            if (fixed) {
               memcpy(expect, fixed, sizeof(expect));
            } else {
               expect[0] = pts[k].u;
               expect[1] = pts[k].v;
               expect[2] = pts[k].w;
               expect[3] = 1;
            }
         }
         char name[96];
         snprintf(name, sizeof(name), "%s, pixel (%d, %d)", what, x, y);
         pass = nvpt_probe_float(name, x, y, expect, tol) && pass;
      }
   }
   return pass;
}

/* The pixels of the 9x9 corner, for the GLSL comparison. */
static void
read_corner(float out[9][9][4])
{
   for (int y = 0; y < 9; y++)
      for (int x = 0; x < 9; x++)
         nvpt_read_float(x, y, out[y][x]);
}

/* GLSL's drawing of the same tessellation, pixel for pixel against
 * 'nv'. */
static bool
compare_glsl(const char *what, const char *tcs, const char *tes,
             const float nv[9][9][4])
{
   PFNGLCREATESHADERPROC create_shader = nvpt_get_proc("glCreateShader");
   PFNGLSHADERSOURCEPROC shader_source = nvpt_get_proc("glShaderSource");
   PFNGLCOMPILESHADERPROC compile = nvpt_get_proc("glCompileShader");
   PFNGLCREATEPROGRAMPROC create_program = nvpt_get_proc("glCreateProgram");
   PFNGLATTACHSHADERPROC attach = nvpt_get_proc("glAttachShader");
   PFNGLLINKPROGRAMPROC link = nvpt_get_proc("glLinkProgram");
   PFNGLGETPROGRAMIVPROC get_program_iv = nvpt_get_proc("glGetProgramiv");
   PFNGLUSEPROGRAMPROC use_program = nvpt_get_proc("glUseProgram");
   PFNGLBINDATTRIBLOCATIONPROC bind_attrib =
      nvpt_get_proc("glBindAttribLocation");
   PFNGLVERTEXATTRIB2FPROC attrib2f = nvpt_get_proc("glVertexAttrib2f");
   const char *src[4] = { glsl_vs, tcs, tes, glsl_fs };
   const GLenum types[4] = {
      GL_VERTEX_SHADER, GL_TESS_CONTROL_SHADER, GL_TESS_EVALUATION_SHADER,
      GL_FRAGMENT_SHADER,
   };
   GLuint prog = create_program();
   GLint linked = 0;
   bool pass = true;

   for (unsigned i = 0; i < 4; i++) {
      if (!src[i])
         continue;
      GLuint sh = create_shader(types[i]);
      shader_source(sh, 1, &src[i], NULL);
      compile(sh);
      attach(prog, sh);
   }
   bind_attrib(prog, 0, "pos");
   link(prog);
   get_program_iv(prog, GL_LINK_STATUS, &linked);
   if (!linked) {
      printf("%s: the GLSL program does not link\n", what);
      return false;
   }
   use_program(prog);
   nvpt_clear_sentinel();
   glBegin(GL_PATCHES);
   attrib2f(0, -1, -1);
   attrib2f(0, 1, -1);
   attrib2f(0, 1, 1);
   attrib2f(0, -1, 1);
   glEnd();
   use_program(0);
   pass = nvpt_expect_error(GL_NO_ERROR, "%s: GLSL draw", what) && pass;
   for (int y = 0; y < 9; y++) {
      for (int x = 0; x < 9; x++) {
         char name[96];
         snprintf(name, sizeof(name), "%s against GLSL, pixel (%d, %d)",
                  what, x, y);
         float got[4];
         nvpt_read_float(x, y, got);
         pass = nvpt_check_vec4(name, nv[y][x], got, 0) && pass;
      }
   }
   return pass;
}

/* llvmpipe: the drawings. */
static bool
draw_tessellations(void)
{
   PFNGLPATCHPARAMETERIPROC patch_i = nvpt_get_proc("glPatchParameteri");
   PFNGLPATCHPARAMETERFVPROC patch_fv =
      nvpt_get_proc("glPatchParameterfv");
   PFNGLGETPROGRAMIVARBPROC get_program_iv =
      nvpt_get_proc("glGetProgramivARB");
   static const float outer2[4] = { 2, 2, 2, 2 }, inner2[2] = { 2, 2 };
   static const float third = 1.0f / 3.0f;
   struct point grid3[9], grid4[16];
   static const struct point tri[7] = {
      { 1, 0, 0 }, { 0, 1, 0 }, { 0, 0, 1 }, { 0.5f, 0.5f, 0 },
      { 0.5f, 0, 0.5f }, { 0, 0.5f, 0.5f }, { 1 / 3.0f, 1 / 3.0f, 1 / 3.0f },
   };
   static const float patch_colour[4] = { 0.25f, 0.5f, 0.625f, 1 };
   float nv[9][9][4];
   bool pass = true;
   GLint value = 0;

   for (unsigned k = 0; k < 9; k++)
      grid3[k] = (struct point){ (k % 3) * 0.5f, (k / 3) * 0.5f, 0 };
   for (unsigned k = 0; k < 16; k++)
      grid4[k] = (struct point){ (k % 4) * third, (k / 4) * third, 0 };
   patch_i(GL_PATCH_VERTICES, 4);
   patch_fv(GL_PATCH_DEFAULT_OUTER_LEVEL, outer2);
   patch_fv(GL_PATCH_DEFAULT_INNER_LEVEL, inner2);
   glPointSize(1);

   get_program_iv(GL_TESS_EVALUATION_PROGRAM_NV,
                  GL_MAX_PROGRAM_PATCH_ATTRIBS_NV, &value);
   pass = nvpt_expect_error(GL_NO_ERROR, "MAX_PROGRAM_PATCH_ATTRIBS_NV") &&
          pass;
   if (value != 30) {
      printf("MAX_PROGRAM_PATCH_ATTRIBS_NV %d, expected 30\n", value);
      pass = false;
   }

   /* an enabled target without a loaded program */
   glEnable(GL_TESS_EVALUATION_PROGRAM_NV);
   glBegin(GL_PATCHES);
   glVertex2f(0, 0);
   glEnd();
   glDisable(GL_TESS_EVALUATION_PROGRAM_NV);
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "no evaluation program "
                            "loaded") && pass;

   if (!nvpt_load_arb_program(GL_TESS_EVALUATION_PROGRAM_NV, 10,
                              tep_quads))
      return false;
   nvpt_clear_sentinel();
   draw_patch(false);
   pass = nvpt_expect_error(GL_NO_ERROR, "QUADS, default levels") && pass;
   pass = check_points("QUADS, default levels 2", grid3, 9, NULL, 0) &&
          pass;
   read_corner(nv);
   pass = compare_glsl("QUADS", NULL, glsl_tes_quads, nv) && pass;

   /* "INVALID_OPERATION ... if a tessellation evaluation program is
    * active and <mode> is not PATCHES_NV" */
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glEnable(GL_TESS_EVALUATION_PROGRAM_NV);
   glBegin(GL_TRIANGLES);
   glVertex2f(0, 0);
   glVertex2f(1, 0);
   glVertex2f(0, 1);
   glEnd();
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "TRIANGLES with an "
                            "evaluation program") && pass;
   glDisable(GL_TESS_EVALUATION_PROGRAM_NV);
   /* PATCHES without one: Mesa's draw validation refuses it (GL's rule
    * for a missing tessellation evaluation shader); NV_tessellation_
    * program5 names no such error and NVIDIA's driver raises none, so
    * this is nvprog's behaviour, checked on nvprog only
    * (docs/nvidia/gpu.md) */
   glBegin(GL_PATCHES);
   glVertex2f(0, 0);
   glEnd();
   glDisable(GL_VERTEX_PROGRAM_ARB);
   if (nvpt_is_nvprog())
      pass = nvpt_expect_error(GL_INVALID_OPERATION, "PATCHES without an "
                               "evaluation program") && pass;
   else
      nvpt_clear_errors();

   if (!nvpt_load_arb_program(GL_TESS_EVALUATION_PROGRAM_NV, 11,
                              tep_triangles))
      return false;
   nvpt_clear_sentinel();
   draw_patch(false);
   pass = nvpt_expect_error(GL_NO_ERROR, "TRIANGLES") && pass;
   /* The draw module's tessellator (p_tessellator) computes in 16.16
    * fixed point: the centre's (1/3, 1/3, 1/3) comes out
    * (0.3333282, 0.3333282, 0.3333435); the GLSL drawing below gives the
    * same bits. */
   pass = check_points("TRIANGLES, default levels 2", tri, 7, NULL,
                       2e-5f) && pass;
   read_corner(nv);
   pass = compare_glsl("TRIANGLES", NULL, glsl_tes_triangles, nv) && pass;

   /* ISOLINES at the default levels: lines at v = 0 and 0.5 ("the
    * v coordinate ... i/n" for i below the first outer level, so no
    * line at v = 1), each cut into two segments */
   static const struct point iso[6] = {
      { 0, 0, 0 }, { 0.5f, 0, 0 }, { 1, 0, 0 },
      { 0, 0.5f, 0 }, { 0.5f, 0.5f, 0 }, { 1, 0.5f, 0 },
   };
   if (!nvpt_load_arb_program(GL_TESS_EVALUATION_PROGRAM_NV, 14,
                              tep_isolines))
      return false;
   nvpt_clear_sentinel();
   draw_patch(false);
   pass = nvpt_expect_error(GL_NO_ERROR, "ISOLINES") && pass;
   pass = check_points("ISOLINES, default levels 2", iso, 6, NULL, 0) &&
          pass;
   read_corner(nv);
   pass = compare_glsl("ISOLINES", NULL, glsl_tes_isolines, nv) && pass;

   /* a load error at its token on the targets: no VERTICES_OUT (at the
    * first token after the declarations) */
   static const char no_decl[] = "!!NVtcp5.0\nEND\n";
   pass = nvpt_load_arb_program_bad(GL_TESS_CONTROL_PROGRAM_NV, 20, no_decl,
                                    11) && pass;
   nvpt_clear_errors();

   /* program.env and program.local: the levels from the control
    * program's local[0].x (3: the 4x4 grid), the colour the evaluation
    * program's env[0] + local[1] */
   static const char tcp_local[] =
      "!!NVtcp5.0\nVERTICES_OUT 4;\nPARAM n = program.local[0];\n"
      "MOV result.position, vertex[0].position;\n"
      "MOV result.patch.tessouter[0].x, n.x;\n"
      "MOV result.patch.tessouter[1].x, n.x;\n"
      "MOV result.patch.tessouter[2].x, n.x;\n"
      "MOV result.patch.tessouter[3].x, n.x;\n"
      "MOV result.patch.tessinner[0].x, n.x;\n"
      "MOV result.patch.tessinner[1].x, n.x;\nEND\n";
   static const char tep_params[] =
      TEP_POINTS("QUADS", "ADD result.color, program.env[0], "
                 "program.local[1];\n");
   static const float param_colour[4] = { 0.375f, 0.25f, 0.75f, 1 };
   void (APIENTRYP env4f)(GLenum, GLuint, GLfloat, GLfloat, GLfloat,
                          GLfloat) =
      nvpt_get_proc("glProgramEnvParameter4fARB");
   void (APIENTRYP local4f)(GLenum, GLuint, GLfloat, GLfloat, GLfloat,
                            GLfloat) =
      nvpt_get_proc("glProgramLocalParameter4fARB");
   if (!nvpt_load_arb_program(GL_TESS_CONTROL_PROGRAM_NV, 22, tcp_local) ||
       !nvpt_load_arb_program(GL_TESS_EVALUATION_PROGRAM_NV, 23,
                              tep_params))
      return false;
   local4f(GL_TESS_CONTROL_PROGRAM_NV, 0, 3, 0, 0, 0);
   env4f(GL_TESS_EVALUATION_PROGRAM_NV, 0, 0.25f, 0.25f, 0.5f, 0.5f);
   local4f(GL_TESS_EVALUATION_PROGRAM_NV, 1, 0.125f, 0, 0.25f, 0.5f);
   nvpt_clear_sentinel();
   draw_patch(true);
   pass = nvpt_expect_error(GL_NO_ERROR, "program.env/local") && pass;
   pass = check_points("levels and colour from program.env/local", grid4,
                       16, param_colour, 0) && pass;

   if (!nvpt_load_arb_program(GL_TESS_CONTROL_PROGRAM_NV, 12, tcp_levels) ||
       !nvpt_load_arb_program(GL_TESS_EVALUATION_PROGRAM_NV, 13, tep_patch))
      return false;
   nvpt_clear_sentinel();
   draw_patch(true);
   pass = nvpt_expect_error(GL_NO_ERROR, "control program") && pass;
   pass = check_points("levels 3 and patch attributes from the control "
                       "program", grid4, 16, patch_colour, 0) && pass;
   read_corner(nv);
   pass = compare_glsl("control program", glsl_tcs, glsl_tes_patch, nv) &&
          pass;
   return pass;
}

/* ---- parameter buffers of the two targets ----------------------------- */

typedef void (GLAPIENTRYP range_fn)(GLenum, GLuint, GLuint, GLintptr,
                                    GLsizeiptr);
typedef void (GLAPIENTRYP base_fn)(GLenum, GLuint, GLuint);
typedef void (GLAPIENTRYP params_fn)(GLenum, GLuint, GLuint, GLsizei,
                                     const GLfloat *);
typedef void (GLAPIENTRYP indexed_fn)(GLenum, GLuint, GLint *);

static const GLenum buffer_targets[] = {
   GL_TESS_CONTROL_PROGRAM_PARAMETER_BUFFER_NV,
   GL_TESS_EVALUATION_PROGRAM_PARAMETER_BUFFER_NV,
};

/* The levels from word 2 of the control target's binding point 1 (LDC
 * of a CBUFFER at byte 8, a version 5 program needing no option); the
 * colour the sum of the two BUFFER4 vectors on the evaluation target's
 * binding point 3. */
static const char tcp_buffer[] =
   "!!NVtcp5.0\nVERTICES_OUT 4;\n"
   "CBUFFER cb[] = { program.buffer[1] };\n"
   "TEMP n;\n"
   "LDC.F32 n.x, cb[8];\n"
   "MOV result.position, vertex[0].position;\n"
   "MOV result.patch.tessouter[0].x, n.x;\n"
   "MOV result.patch.tessouter[1].x, n.x;\n"
   "MOV result.patch.tessouter[2].x, n.x;\n"
   "MOV result.patch.tessouter[3].x, n.x;\n"
   "MOV result.patch.tessinner[0].x, n.x;\n"
   "MOV result.patch.tessinner[1].x, n.x;\nEND\n";
static const char tep_buffer[] =
   TEP_POINTS("QUADS", "BUFFER4 col[] = { program.buffer[3][0..1] };\n"
              "ADD result.color, col[0], col[1];\n");

static bool
check_name(const char *what, GLint got, GLint expected)
{
   if (got == expected)
      return true;
   printf("%s: %d, expected %d\n", what, got, expected);
   return false;
}

/* llvmpipe: TESS_CONTROL/EVALUATION_PROGRAM_PARAMETER_BUFFER_NV's
 * bindings read by the programs, their queries and errors. */
static bool
draw_param_buffers(void)
{
   range_fn range = nvpt_get_proc("glBindBufferRangeNV");
   base_fn base = nvpt_get_proc("glBindBufferBaseNV");
   params_fn params = nvpt_get_proc("glProgramBufferParametersfvNV");
   indexed_fn indexed = nvpt_get_proc("glGetIntegerIndexedvEXT");
   PFNGLGETPROGRAMIVARBPROC get_program_iv =
      nvpt_get_proc("glGetProgramivARB");
   PFNGLGENBUFFERSPROC gen_buffers = nvpt_get_proc("glGenBuffers");
   PFNGLBINDBUFFERPROC bind_buffer = nvpt_get_proc("glBindBuffer");
   PFNGLBUFFERDATAPROC buffer_data = nvpt_get_proc("glBufferData");
   PFNGLDELETEBUFFERSPROC delete_buffers = nvpt_get_proc("glDeleteBuffers");
   /* words 0..3 a decoy, word 2 the level 3 */
   static const float levels[8] = { 9, 9, 3, 9, 1, 1, 1, 1 };
   static const float colours[8] = {
      0.125f, 0.25f, 0.5f, 0.25f, 0.25f, 0.125f, 0.125f, 0.75f,
   };
   static const float sum[4] = { 0.375f, 0.375f, 0.625f, 1 };
   static const float new_col1[4] = { 0.5f, 0, 0.25f, 0.5f };
   static const float sum2[4] = { 0.625f, 0.25f, 0.75f, 0.75f };
   struct point grid4[16];
   GLuint buf[2];
   GLint value = -1;
   bool pass = true;

   for (unsigned k = 0; k < 16; k++)
      grid4[k] = (struct point){ (k % 4) / 3.0f, (k / 4) / 3.0f, 0 };

   /* the limits, as on the other targets */
   for (unsigned i = 0; i < 2; i++) {
      static const GLenum pnames[2] = {
         GL_MAX_PROGRAM_PARAMETER_BUFFER_BINDINGS_NV,
         GL_MAX_PROGRAM_PARAMETER_BUFFER_SIZE_NV,
      };
      static const char *const pname_names[2] = {
         "MAX_PROGRAM_PARAMETER_BUFFER_BINDINGS_NV",
         "MAX_PROGRAM_PARAMETER_BUFFER_SIZE_NV",
      };
      for (unsigned k = 0; k < 2; k++) {
         char what[96];
         GLint vertex = -1;
         value = -1;
         snprintf(what, sizeof(what), "GetProgramivARB(%s, %s)",
                  i ? "TESS_EVALUATION_PROGRAM_NV" :
                      "TESS_CONTROL_PROGRAM_NV", pname_names[k]);
         get_program_iv(GL_VERTEX_PROGRAM_ARB, pnames[k], &vertex);
         get_program_iv(targets[i], pnames[k], &value);
         pass = nvpt_expect_error(GL_NO_ERROR, "%s", what) && pass;
         pass = check_name(what, value, vertex) && pass;
         if (vertex <= 0) {
            printf("%s %d on VERTEX_PROGRAM_ARB\n", pname_names[k],
                   vertex);
            pass = false;
         }
      }
   }

   /* BufferData through the targets' own bindings ("and BindBuffer") */
   gen_buffers(2, buf);
   bind_buffer(buffer_targets[0], buf[0]);
   buffer_data(buffer_targets[0], sizeof(levels), levels, GL_STATIC_DRAW);
   bind_buffer(buffer_targets[1], buf[1]);
   buffer_data(buffer_targets[1], sizeof(colours), colours,
               GL_STATIC_DRAW);
   glGetIntegerv(buffer_targets[1], &value);
   pass = nvpt_expect_error(GL_NO_ERROR, "BindBuffer/BufferData on the "
                            "targets") && pass;
   pass = check_name("GetIntegerv(TESS_EVALUATION_PROGRAM_PARAMETER_"
                     "BUFFER_NV)", value, (GLint)buf[1]) && pass;

   range(buffer_targets[0], 1, buf[0], 0, 16);
   base(buffer_targets[1], 3, buf[1]);
   pass = nvpt_expect_error(GL_NO_ERROR, "BindBufferRangeNV/BaseNV") &&
          pass;
   indexed(buffer_targets[0], 1, &value);
   pass = check_name("GetIntegerIndexedvEXT(TESS_CONTROL_PROGRAM_"
                     "PARAMETER_BUFFER_NV, 1)", value, (GLint)buf[0]) &&
          pass;
   indexed(buffer_targets[1], 3, &value);
   pass = check_name("GetIntegerIndexedvEXT(TESS_EVALUATION_PROGRAM_"
                     "PARAMETER_BUFFER_NV, 3)", value, (GLint)buf[1]) &&
          pass;
   indexed(buffer_targets[1], 1, &value);
   pass = check_name("GetIntegerIndexedvEXT(TESS_EVALUATION_PROGRAM_"
                     "PARAMETER_BUFFER_NV, 1)", value, 0) && pass;
   glGetIntegerv(buffer_targets[0], &value);
   pass = check_name("GetIntegerv(TESS_CONTROL_PROGRAM_PARAMETER_"
                     "BUFFER_NV)", value, (GLint)buf[0]) && pass;
   pass = nvpt_expect_error(GL_NO_ERROR, "the queries") && pass;

   if (!nvpt_load_arb_program(GL_TESS_CONTROL_PROGRAM_NV, 30, tcp_buffer) ||
       !nvpt_load_arb_program(GL_TESS_EVALUATION_PROGRAM_NV, 31,
                              tep_buffer))
      return false;
   nvpt_clear_sentinel();
   draw_patch(true);
   pass = nvpt_expect_error(GL_NO_ERROR, "parameter buffers") && pass;
   pass = check_points("levels and colour from parameter buffers", grid4,
                       16, sum, 0) && pass;

   /* ProgramBufferParametersfvNV: words 4..7, the second vector */
   params(buffer_targets[1], 3, 4, 4, new_col1);
   pass = nvpt_expect_error(GL_NO_ERROR, "ProgramBufferParametersfvNV") &&
          pass;
   nvpt_clear_sentinel();
   draw_patch(true);
   pass = check_points("after ProgramBufferParametersfvNV", grid4, 16,
                       sum2, 0) && pass;

   /* the errors: "if the value of <index> is greater than or equal to
    * MAX_PROGRAM_PARAMETER_BUFFER_BINDINGS", "if <offset> is non-zero",
    * "if no buffer object is bound to the binding point", "if
    * <wordIndex>+<count> is greater than ... the number of words in the
    * buffer object" */
   GLint max_bindings = 0;
   get_program_iv(GL_TESS_CONTROL_PROGRAM_NV,
                  GL_MAX_PROGRAM_PARAMETER_BUFFER_BINDINGS_NV,
                  &max_bindings);
   base(buffer_targets[0], (GLuint)max_bindings, buf[0]);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "BindBufferBaseNV(index = "
                            "the limit)") && pass;
   range(buffer_targets[1], 3, buf[0], 16, 16);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "BindBufferRangeNV(offset "
                            "16)") && pass;
   params(buffer_targets[0], 2, 0, 1, new_col1);
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "ProgramBufferParameters"
                            "fvNV(no buffer bound)") && pass;
   params(buffer_targets[1], 3, 6, 4, new_col1);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "ProgramBufferParametersfvNV"
                            "(words 6..9 of 8)") && pass;
   indexed(buffer_targets[0], (GLuint)max_bindings, &value);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "GetIntegerIndexedvEXT(index "
                            "= the limit)") && pass;
   /* the bindings as they were: the same drawing */
   nvpt_clear_sentinel();
   draw_patch(true);
   pass = check_points("after the errors", grid4, 16, sum2, 0) && pass;

   /* a deleted buffer's bindings revert to zero */
   delete_buffers(2, buf);
   indexed(buffer_targets[1], 3, &value);
   pass = check_name("binding point 3 after DeleteBuffers", value, 0) &&
          pass;
   pass = nvpt_expect_error(GL_NO_ERROR, "DeleteBuffers") && pass;
   return pass;
}

/* softpipe: without tessellation targets the binding points are not
 * there either ("references to the two new buffer object binding points
 * should be removed"): every command answers INVALID_ENUM and writes
 * nothing. */
static bool
unsupported_param_buffers(void)
{
   range_fn range = nvpt_get_proc("glBindBufferRangeNV");
   base_fn base = nvpt_get_proc("glBindBufferBaseNV");
   params_fn params = nvpt_get_proc("glProgramBufferParametersfvNV");
   indexed_fn indexed = nvpt_get_proc("glGetIntegerIndexedvEXT");
   PFNGLGENBUFFERSPROC gen_buffers = nvpt_get_proc("glGenBuffers");
   PFNGLBINDBUFFERPROC bind_buffer = nvpt_get_proc("glBindBuffer");
   PFNGLDELETEBUFFERSPROC delete_buffers = nvpt_get_proc("glDeleteBuffers");
   static const float v[4] = { 1, 2, 3, 4 };
   bool pass = true;
   GLuint buf;

   gen_buffers(1, &buf);
   for (unsigned i = 0; i < 2; i++) {
      const char *name = nvpt_enum_name(buffer_targets[i]);
      GLint value = -7;

      bind_buffer(buffer_targets[i], buf);
      pass = nvpt_expect_error(GL_INVALID_ENUM, "BindBuffer(%s)", name) &&
             pass;
      base(buffer_targets[i], 0, buf);
      pass = nvpt_expect_error(GL_INVALID_ENUM, "BindBufferBaseNV(%s)",
                               name) && pass;
      range(buffer_targets[i], 0, buf, 0, 16);
      pass = nvpt_expect_error(GL_INVALID_ENUM, "BindBufferRangeNV(%s)",
                               name) && pass;
      params(buffer_targets[i], 0, 0, 4, v);
      pass = nvpt_expect_error(GL_INVALID_ENUM, "ProgramBufferParameters"
                               "fvNV(%s)", name) && pass;
      indexed(buffer_targets[i], 0, &value);
      pass = nvpt_expect_error(GL_INVALID_ENUM, "GetIntegerIndexedvEXT"
                               "(%s)", name) && pass;
      glGetIntegerv(buffer_targets[i], &value);
      pass = nvpt_expect_error(GL_INVALID_ENUM, "GetIntegerv(%s)", name) &&
             pass;
      pass = check_name("the value after the refusals", value, -7) && pass;
   }
   delete_buffers(1, &buf);
   return pass;
}

/* softpipe: the targets answer as enums the GL does not know. */
static bool
unsupported_targets(void)
{
   PFNGLPROGRAMSTRINGARBPROC program_string =
      nvpt_get_proc("glProgramStringARB");
   PFNGLBINDPROGRAMARBPROC bind_program = nvpt_get_proc("glBindProgramARB");
   PFNGLGETPROGRAMIVARBPROC get_program_iv =
      nvpt_get_proc("glGetProgramivARB");
   PFNGLPROGRAMENVPARAMETER4FARBPROC env4f =
      nvpt_get_proc("glProgramEnvParameter4fARB");
   bool pass = true;

   printf("no ARB_tessellation_shader: the tessellation targets are not "
          "targets\n");
   for (unsigned i = 0; i < 2; i++) {
      const char *text = i ? tep : tcp;
      const char *name = nvpt_enum_name(targets[i]);
      GLint value = -7;

      program_string(targets[i], GL_PROGRAM_FORMAT_ASCII_ARB,
                     (GLsizei)strlen(text), text);
      pass = nvpt_expect_error(GL_INVALID_ENUM, "ProgramStringARB(%s)",
                               name) && pass;
      bind_program(targets[i], 5);
      pass = nvpt_expect_error(GL_INVALID_ENUM, "BindProgramARB(%s)",
                               name) && pass;
      get_program_iv(targets[i], GL_MAX_PROGRAM_PATCH_ATTRIBS_NV, &value);
      pass = nvpt_expect_error(GL_INVALID_ENUM, "GetProgramivARB(%s, "
                               "MAX_PROGRAM_PATCH_ATTRIBS_NV)", name) &&
             pass;
      if (value != -7) {
         printf("GetProgramivARB(%s) wrote %d\n", name, value);
         pass = false;
      }
      env4f(targets[i], 0, 1, 2, 3, 4);
      pass = nvpt_expect_error(GL_INVALID_ENUM, "ProgramEnvParameter4fARB"
                               "(%s)", name) && pass;
      glEnable(targets[i]);
      pass = nvpt_expect_error(GL_INVALID_ENUM, "Enable(%s)", name) && pass;
      (void)glIsEnabled(targets[i]);
      pass = nvpt_expect_error(GL_INVALID_ENUM, "IsEnabled(%s)", name) &&
             pass;
   }
   return pass;
}

/* "!!NVtcp5.0" / "!!NVtep5.0" through VERTEX_PROGRAM_ARB: refused at
 * the header with the target it needs in the message; the program
 * loaded before stays bound and draws. */
static bool
refused_elsewhere(void)
{
   PFNGLGETPROGRAMIVARBPROC get_program_iv =
      nvpt_get_proc("glGetProgramivARB");
   static const float colour[4] = { 0.25f, 0.5f, 0.75f, 1.0f };
   static const char *const needs[2] = {
      "TESS_CONTROL_PROGRAM_NV", "TESS_EVALUATION_PROGRAM_NV",
   };
   bool pass = true;
   GLint length = 0;

   for (unsigned i = 0; i < 2; i++) {
      if (!nvpt_load_arb_program_bad(GL_VERTEX_PROGRAM_ARB, 1,
                                     i ? tep : tcp, 0))
         pass = false;
      const char *msg =
         (const char *)glGetString(GL_PROGRAM_ERROR_STRING_ARB);
      /* the message is nvprog's own (NVIDIA's driver says "invalid
       * vertex program header") */
      if (nvpt_is_nvprog() && (!msg || !strstr(msg, needs[i]))) {
         printf("error string '%s' does not name %s\n", msg ? msg : "",
                needs[i]);
         pass = false;
      }
      nvpt_clear_errors();
   }
   get_program_iv(GL_VERTEX_PROGRAM_ARB, GL_PROGRAM_LENGTH_ARB, &length);
   if (length != (GLint)strlen(pass_vp)) {
      printf("vertex program length %d after the refusals, expected "
             "%u\n", length, (unsigned)strlen(pass_vp));
      pass = false;
   }
   nvpt_clear_sentinel();
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   nvpt_draw_window_quad();
   glDisable(GL_VERTEX_PROGRAM_ARB);
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   pass = nvpt_expect_error(GL_NO_ERROR, "draw") && pass;
   pass = nvpt_probe_float("the vertex program loaded before", 3, 3,
                           colour, 0) && pass;
   return pass;
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   if (!nvpt_has_extension("GL_NV_gpu_program5"))
      nvpt_skip("GL_NV_gpu_program5 is not enabled");
   nvpt_float_target_begin();
   if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 1, pass_vp) ||
       !nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 2, pass_fp))
      return nvpt_end_test(false);
   if (nvpt_has_extension("GL_ARB_tessellation_shader")) {
      pass = draw_tessellations() && pass;
      pass = draw_param_buffers() && pass;
   } else {
      pass = unsupported_targets() && pass;
      pass = unsupported_param_buffers() && pass;
   }
   pass = refused_elsewhere() && pass;
   return nvpt_end_test(pass);
}
