/*
 * The limits and queries NV_gpu_program4 defines, with the values that
 * nvprog enforces for "!!NVvp4.0" and "!!NVfp4.0" (docs/limits.md,
 * "NV_gpu_program4"), which GL_NV_gpu_program4 advertises:
 *
 * - GetProgramivARB, both targets: MAX_PROGRAM_ATTRIB_COMPONENTS_NV 66 /
 *   117, MAX_PROGRAM_RESULT_COMPONENTS_NV 125 / 33,
 *   MAX_PROGRAM_GENERIC_ATTRIBS_NV 16 / 16, MAX_PROGRAM_GENERIC_RESULTS_NV
 *   16 / 0, MAX_PROGRAM_CALL_DEPTH_NV 4, MAX_PROGRAM_IF_DEPTH_NV 48,
 *   MAX_PROGRAM_LOOP_DEPTH_NV 4; MAX_PROGRAM_LOOP_COUNT_NV stays
 *   NV_fragment_program2's (INVALID_ENUM for the vertex target), and the
 *   ARB limits gp4 programs are held to (4096 instructions, 64
 *   temporaries, 1024 parameters; 16 / 32 attributes, which every
 *   program fits: PROGRAM_ATTRIBS_ARB of the programs reading every
 *   binding is 16 / 32).
 * - GetIntegerv MIN/MAX_PROGRAM_TEXEL_OFFSET_EXT: the driver's (-32/31
 *   on llvmpipe, -8/7 on softpipe); a lookup at each end loads and
 *   samples the texel there, one past fails at the component.
 * - Each limit a text can reach: the program at it loads, one past fails
 *   with INVALID_OPERATION at the offending token (generic attribute 16,
 *   the 49th nested IF, the 5th nested REP, the 4097th instruction, the
 *   65th TEMP, the 1025th parameter).
 * - PROGRAM_ATTRIB_COMPONENTS_NV / PROGRAM_RESULT_COMPONENTS_NV of the
 *   bound program: a program reading every attribute component and
 *   writing every result component gives the maxima (the component
 *   limits are what a program can reach: none is past them); smaller
 *   programs their exact counts; a program of another language 0.
 */
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef GL_MIN_PROGRAM_TEXEL_OFFSET_EXT
#define GL_MIN_PROGRAM_TEXEL_OFFSET_EXT 0x8904
#define GL_MAX_PROGRAM_TEXEL_OFFSET_EXT 0x8905
#endif

static PFNGLGETPROGRAMIVARBPROC GetProgramivARB;

static const struct iv_case {
   GLenum target;
   GLenum pname;
   GLenum error;
   GLint expected;   /* -1: untouched */
} iv_cases[] = {
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_ATTRIB_COMPONENTS_NV,
     GL_NO_ERROR, 66 },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_ATTRIB_COMPONENTS_NV,
     GL_NO_ERROR, 117 },
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_RESULT_COMPONENTS_NV,
     GL_NO_ERROR, 125 },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_RESULT_COMPONENTS_NV,
     GL_NO_ERROR, 33 },
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_GENERIC_ATTRIBS_NV,
     GL_NO_ERROR, 16 },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_GENERIC_ATTRIBS_NV,
     GL_NO_ERROR, 16 },
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_GENERIC_RESULTS_NV,
     GL_NO_ERROR, 16 },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_GENERIC_RESULTS_NV,
     GL_NO_ERROR, 0 },
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_CALL_DEPTH_NV, GL_NO_ERROR, 4 },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_CALL_DEPTH_NV,
     GL_NO_ERROR, 4 },
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_IF_DEPTH_NV, GL_NO_ERROR, 48 },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_IF_DEPTH_NV, GL_NO_ERROR, 48 },
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_LOOP_DEPTH_NV, GL_NO_ERROR, 4 },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_LOOP_DEPTH_NV,
     GL_NO_ERROR, 4 },
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_LOOP_COUNT_NV,
     GL_INVALID_ENUM, -1 },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_LOOP_COUNT_NV,
     GL_NO_ERROR, 255 },
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_INSTRUCTIONS_ARB,
     GL_NO_ERROR, 4096 },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_INSTRUCTIONS_ARB,
     GL_NO_ERROR, 4096 },
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_TEMPORARIES_ARB,
     GL_NO_ERROR, 64 },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_TEMPORARIES_ARB,
     GL_NO_ERROR, 64 },
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_ATTRIBS_ARB, GL_NO_ERROR, 16 },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_ATTRIBS_ARB,
     GL_NO_ERROR, 32 },
   { GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_PARAMETERS_ARB,
     GL_NO_ERROR, 1024 },
   { GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_PARAMETERS_ARB,
     GL_NO_ERROR, 1024 },
};

static const char *const header[2] = { "!!NVvp4.0\n", "!!NVfp4.0\n" };
static const char *const minimal[2] = {
   "MOV result.position, vertex.position;\n",
   "MOV result.color, fragment.color;\n",
};

static bool
query_cases(void)
{
   bool pass = true;

   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(iv_cases); i++) {
      const struct iv_case *c = &iv_cases[i];
      GLint v = -1;
      GetProgramivARB(c->target, c->pname, &v);
      pass = nvpt_expect_error(c->error, "GetProgramivARB(%s, %s)",
                               nvpt_enum_name(c->target),
                               nvpt_enum_name(c->pname)) && pass;
      if (v != c->expected) {
         printf("GetProgramivARB(%s, %s) = %d, expected %d\n",
                nvpt_enum_name(c->target), nvpt_enum_name(c->pname), v,
                c->expected);
         pass = false;
      }
   }
   return pass;
}

/* Loads t (at the limit) and expects it to load, or (past) to fail at
 * byte 'bad'. */
static bool
load(GLenum target, const struct nvpt_text *t, bool past, size_t bad,
     const char *what)
{
   static GLuint id = 100;
   bool ok = past ?
      nvpt_load_arb_program_bad(target, ++id, t->data, (GLint)bad) :
      nvpt_load_arb_program(target, ++id, t->data);
   if (!ok)
      printf("  (%s, %s)\n", what, past ? "one past" : "at the limit");
   return ok;
}

/* The generated texts: at the limit (n == max) and one past. */
static bool
generated_limits(unsigned stage)
{
   const GLenum target = stage ? GL_FRAGMENT_PROGRAM_ARB
                               : GL_VERTEX_PROGRAM_ARB;
   struct nvpt_text t = { 0 };
   bool pass = true;

   for (unsigned past = 0; past < 2; past++) {
      size_t bad = 0;

      /* generic attribute 15 / 16 */
      t.len = 0;
      nvpt_text_put(&t, "%s%s", header[stage], minimal[stage]);
      nvpt_text_put(&t, stage ? "FLAT ATTRIB a = fragment.attrib["
                              : "ATTRIB a = vertex.attrib[");
      bad = t.len;
      nvpt_text_put(&t, "%u];\nTEMP r;\nMOV r, a;\nEND\n", 15 + past);
      pass = load(target, &t, past, bad, "generic attributes") && pass;

      /* IF nested 48 / 49 deep */
      t.len = 0;
      nvpt_text_put(&t, "%sINT TEMP i;\nMOV.S.CC i, 1;\n", header[stage]);
      for (unsigned d = 0; d < 48 + past; d++) {
         if (d == 48)
            bad = t.len;
         nvpt_text_put(&t, "IF NE.x;\n");
      }
      nvpt_text_put(&t, "%s", minimal[stage]);
      for (unsigned d = 0; d < 48 + past; d++)
         nvpt_text_put(&t, "ENDIF;\n");
      nvpt_text_put(&t, "END\n");
      pass = load(target, &t, past, bad, "IF depth") && pass;

      /* REP nested 4 / 5 deep */
      t.len = 0;
      nvpt_text_put(&t, "%s", header[stage]);
      for (unsigned d = 0; d < 4 + past; d++) {
         if (d == 4)
            bad = t.len;
         nvpt_text_put(&t, "REP 2;\n");
      }
      nvpt_text_put(&t, "%s", minimal[stage]);
      for (unsigned d = 0; d < 4 + past; d++)
         nvpt_text_put(&t, "ENDREP;\n");
      nvpt_text_put(&t, "END\n");
      pass = load(target, &t, past, bad, "loop depth") && pass;

      /* 4096 / 4097 instructions: MOV, 4094 (4095) ADDs, MOV */
      const char *last = stage ? "MOV result.color, r;\nEND\n"
                               : "MOV result.position, r;\nEND\n";
      t.len = 0;
      nvpt_text_put(&t, "%sTEMP r;\nMOV r, 0;\n", header[stage]);
      for (unsigned n = 0; n < 4094 + past; n++)
         nvpt_text_put(&t, "ADD r, r, 1;\n");
      bad = t.len;
      nvpt_text_put(&t, "%s", last);
      pass = load(target, &t, past, bad, "instructions") && pass;

      /* 64 / 65 TEMPs */
      t.len = 0;
      nvpt_text_put(&t, "%sTEMP t0", header[stage]);
      for (unsigned n = 1; n < 64 + past; n++) {
         nvpt_text_put(&t, ", ");
         if (n == 64)
            bad = t.len;
         nvpt_text_put(&t, "t%u", n);
      }
      nvpt_text_put(&t, ";\nMOV t0, 1;\n");
      for (unsigned n = 1; n < 64 + past; n++)
         nvpt_text_put(&t, "ADD t%u, t%u, 1;\n", n, n - 1);
      nvpt_text_put(&t, "%s, t%u;\nEND\n",
                    stage ? "MOV result.color" : "MOV result.position",
                    63 + past);
      pass = load(target, &t, past, bad, "temporaries") && pass;

      /* 1024 / 1025 parameter slots */
      t.len = 0;
      nvpt_text_put(&t, "%sPARAM p[%u] = { program.local[0..%u] };\n",
                    header[stage], 1024 + past, 1023 + past);
      if (past)
         bad = strlen(header[stage]) + strlen("PARAM p[");
      nvpt_text_put(&t, "%sTEMP r;\nMOV r, p[%u];\nEND\n", minimal[stage],
                    1023 + past);
      pass = load(target, &t, past, bad, "parameters") && pass;
   }
   free(t.data);
   return pass;
}

/* The texel offsets GetIntegerv reports: TXF of texel 32 of a 64x1
 * texture whose texel i holds red 4 i, offset by each end; one past
 * each end fails at the component. */
static bool
texel_offsets(void)
{
   const char *renderer = (const char *)glGetString(GL_RENDERER);
   bool llvmpipe = renderer && strstr(renderer, "llvmpipe");
   GLint lo = 0, hi = 0;
   bool pass = true;

   glGetIntegerv(GL_MIN_PROGRAM_TEXEL_OFFSET_EXT, &lo);
   glGetIntegerv(GL_MAX_PROGRAM_TEXEL_OFFSET_EXT, &hi);
   pass = nvpt_expect_error(GL_NO_ERROR, "GetIntegerv texel offsets");
   if (lo != (llvmpipe ? -32 : -8) || hi != (llvmpipe ? 31 : 7)) {
      printf("texel offsets [%d, %d] on %s\n", lo, hi,
             renderer ? renderer : "?");
      pass = false;
   }

   GLubyte texels[64][4];
   for (unsigned i = 0; i < 64; i++) {
      texels[i][0] = (GLubyte)(4 * i);
      texels[i][1] = texels[i][2] = 0;
      texels[i][3] = 255;
   }
   GLuint tex;
   glGenTextures(1, &tex);
   glBindTexture(GL_TEXTURE_2D, tex);
   glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, 64, 1, 0, GL_RGBA,
                GL_UNSIGNED_BYTE, texels);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
   glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAX_LEVEL, 0);

   char text[256];
   const GLint ends[2] = { lo, hi };
   for (unsigned e = 0; e < 2; e++) {
      for (int past = 0; past < 2; past++) {
         int off = ends[e] + (past ? (e ? 1 : -1) : 0);
         int n = snprintf(text, sizeof(text),
                          "!!NVfp4.0\nTXF result.color, {32, 0, 0, 0}, "
                          "texture[0], 2D, (");
         size_t bad = (size_t)n;
         snprintf(text + n, sizeof(text) - (size_t)n, "%d, 0);\nEND\n",
                  off);
         if (past) {
            if (!nvpt_load_arb_program_bad(GL_FRAGMENT_PROGRAM_ARB, 200,
                                           text, (GLint)bad)) {
               printf("  (texel offset %d)\n", off);
               pass = false;
            }
            continue;
         }
         if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 200, text)) {
            printf("  (texel offset %d)\n", off);
            pass = false;
            continue;
         }
         glEnable(GL_FRAGMENT_PROGRAM_ARB);
         glClearColor(0, 0, 1, 1);
         glClear(GL_COLOR_BUFFER_BIT);
         nvpt_draw_window_quad();
         glDisable(GL_FRAGMENT_PROGRAM_ARB);
         GLubyte px[4];
         glReadPixels(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, 1, 1, GL_RGBA,
                      GL_UNSIGNED_BYTE, px);
         if (px[0] != 4 * (32 + off) || px[1] != 0 || px[2] != 0 ||
             px[3] != 255) {
            printf("TXF offset %d: (%u, %u, %u, %u), expected red %d\n",
                   off, px[0], px[1], px[2], px[3], 4 * (32 + off));
            pass = false;
         }
      }
   }
   glDeleteTextures(1, &tex);
   return nvpt_expect_error(GL_NO_ERROR, "texel offset draws") && pass;
}

static bool
expect_count(GLenum target, GLenum pname, GLint expected, const char *what)
{
   GLint v = -1;
   GetProgramivARB(target, pname, &v);
   bool ok = nvpt_expect_error(GL_NO_ERROR, "%s count", what);
   if (v != expected) {
      printf("%s: %s = %d, expected %d\n", what, nvpt_enum_name(pname), v,
             expected);
      ok = false;
   }
   return ok;
}

/* PROGRAM_ATTRIB_COMPONENTS_NV / PROGRAM_RESULT_COMPONENTS_NV of the
 * bound program. */
static bool
component_counts(void)
{
   static const struct {
      GLenum target;
      const char *what;
      const char *text;
      GLint attribs, results;
      GLint arb_attribs;   /* PROGRAM_ATTRIBS_ARB */
   } cases[] = {
      { GL_VERTEX_PROGRAM_ARB, "every vertex component",
        "!!NVvp4.0\nTEMP r;\nINT TEMP i;\n"
        "MOV r, vertex.attrib[0];\nADD r, r, vertex.attrib[1];\n"
        "ADD r, r, vertex.attrib[2];\nADD r, r, vertex.attrib[3];\n"
        "ADD r, r, vertex.attrib[4];\nADD r, r, vertex.attrib[5];\n"
        "ADD r, r, vertex.attrib[6];\nADD r, r, vertex.attrib[7];\n"
        "ADD r, r, vertex.attrib[8];\nADD r, r, vertex.attrib[9];\n"
        "ADD r, r, vertex.attrib[10];\nADD r, r, vertex.attrib[11];\n"
        "ADD r, r, vertex.attrib[12];\nADD r, r, vertex.attrib[13];\n"
        "ADD r, r, vertex.attrib[14];\nADD r, r, vertex.attrib[15];\n"
        "ADD.S i.x, vertex.id.x, vertex.instance.x;\n"
        "MOV result.position, r;\n"
        "MOV result.color, r;\nMOV result.color.secondary, r;\n"
        "MOV result.color.back, r;\n"
        "MOV result.color.back.secondary, r;\n"
        "MOV result.texcoord[0], r;\nMOV result.texcoord[1], r;\n"
        "MOV result.texcoord[2], r;\nMOV result.texcoord[3], r;\n"
        "MOV result.texcoord[4], r;\nMOV result.texcoord[5], r;\n"
        "MOV result.texcoord[6], r;\nMOV result.texcoord[7], r;\n"
        "MOV result.fogcoord, r;\nMOV result.pointsize, r;\n"
        "MOV result.clip[0], r;\nMOV result.clip[1], r;\n"
        "MOV result.clip[2], r;\nMOV result.clip[3], r;\n"
        "MOV result.clip[4], r;\nMOV result.clip[5], r;\n"
        "OUTPUT g[] = { result.attrib[0..15] };\n"
        "MOV g[0], r;\nMOV g[1], r;\nMOV g[2], r;\nMOV g[3], r;\n"
        "MOV g[4], r;\nMOV g[5], r;\nMOV g[6], r;\nMOV g[7], r;\n"
        "MOV g[8], r;\nMOV g[9], r;\nMOV g[10], r;\nMOV g[11], r;\n"
        "MOV g[12], r;\nMOV g[13], r;\nMOV g[14], r;\n"
        "MOV result.attrib[15], r;\nMOV result.id, r;\nEND\n",
        66, 125, 16 },
      { GL_VERTEX_PROGRAM_ARB, "vertex swizzles and masks",
        "!!NVvp4.0\nTEMP r;\nMOV r, vertex.attrib[3].xyxy;\n"
        "MOV r.z, vertex.fogcoord;\nADD r.w, r, vertex.position.w;\n"
        "MOV result.position.xy, r;\nMOV result.position.w, r;\n"
        "MOV result.texcoord[2].z, r;\nEND\n",
        4, 4, 3 },
      { GL_FRAGMENT_PROGRAM_ARB, "every fragment component",
        "!!NVfp4.0\nOPTION ARB_draw_buffers;\nTEMP r;\n"
        "MOV r, fragment.position;\nADD r, r, fragment.color;\n"
        "ADD r, r, fragment.color.secondary;\n"
        "ADD r, r, fragment.fogcoord;\nADD r, r, fragment.facing;\n"
        "ADD r, r, fragment.texcoord[0];\nADD r, r, fragment.texcoord[1];\n"
        "ADD r, r, fragment.texcoord[2];\nADD r, r, fragment.texcoord[3];\n"
        "ADD r, r, fragment.texcoord[4];\nADD r, r, fragment.texcoord[5];\n"
        "ADD r, r, fragment.texcoord[6];\nADD r, r, fragment.texcoord[7];\n"
        "ADD r, r, fragment.attrib[0];\nADD r, r, fragment.attrib[1];\n"
        "ADD r, r, fragment.attrib[2];\nADD r, r, fragment.attrib[3];\n"
        "ADD r, r, fragment.attrib[4];\nADD r, r, fragment.attrib[5];\n"
        "ADD r, r, fragment.attrib[6];\nADD r, r, fragment.attrib[7];\n"
        "ADD r, r, fragment.attrib[8];\nADD r, r, fragment.attrib[9];\n"
        "ADD r, r, fragment.attrib[10];\nADD r, r, fragment.attrib[11];\n"
        "ADD r, r, fragment.attrib[12];\nADD r, r, fragment.attrib[13];\n"
        "ADD r, r, fragment.attrib[14];\nADD r, r, fragment.attrib[15];\n"
        "ADD r, r, fragment.clip[0];\nADD r, r, fragment.clip[1];\n"
        "ADD r, r, fragment.clip[2];\nADD r, r, fragment.clip[3];\n"
        "ADD r, r, fragment.clip[4];\nADD r, r, fragment.clip[5];\n"
        "ADD.S r, r, primitive.id;\n"
        "MOV result.color[0], r;\nMOV result.color[1], r;\n"
        "MOV result.color[2], r;\nMOV result.color[3], r;\n"
        "MOV result.color[4], r;\nMOV result.color[5], r;\n"
        "MOV result.color[6], r;\nMOV result.color[7], r;\n"
        "MOV result.depth, r;\nEND\n",
        117, 33, 32 },
      { GL_FRAGMENT_PROGRAM_ARB, "fragment swizzles and masks",
        "!!NVfp4.0\nTEMP r;\nMOV r, fragment.texcoord[1].zzzz;\n"
        "ADD r, r, fragment.facing.xyzw;\n"
        "MOV result.color.xw, r;\nMOV result.depth.xyz, r;\nEND\n",
        2, 3, 2 },
   };
   bool pass = true;

   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(cases); i++) {
      if (!nvpt_load_arb_program(cases[i].target, 300 + i,
                                 cases[i].text)) {
         printf("  (%s)\n", cases[i].what);
         pass = false;
         continue;
      }
      pass = expect_count(cases[i].target, GL_PROGRAM_ATTRIB_COMPONENTS_NV,
                          cases[i].attribs, cases[i].what) && pass;
      pass = expect_count(cases[i].target, GL_PROGRAM_RESULT_COMPONENTS_NV,
                          cases[i].results, cases[i].what) && pass;
      /* the ARB count of attribute vectors (Mesa's, from the TGSI
       * inputs: system values are none): every binding a gp4 text can
       * read fits MAX_PROGRAM_ATTRIBS_ARB (16 / 32, in iv_cases) */
      pass = expect_count(cases[i].target, GL_PROGRAM_ATTRIBS_ARB,
                          cases[i].arb_attribs, cases[i].what) && pass;
   }
   /* programs of the other languages count nothing */
   pass = nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 310,
                                "!!ARBvp1.0\nMOV result.position, "
                                "vertex.position;\nEND\n") && pass;
   pass = expect_count(GL_VERTEX_PROGRAM_ARB,
                       GL_PROGRAM_ATTRIB_COMPONENTS_NV, 0, "!!ARBvp1.0") &&
          pass;
   pass = nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 311,
                                "!!ARBfp1.0\nOPTION NV_fragment_program2;\n"
                                "MOV result.color, fragment.color;\n"
                                "END\n") && pass;
   pass = expect_count(GL_FRAGMENT_PROGRAM_ARB,
                       GL_PROGRAM_RESULT_COMPONENTS_NV, 0,
                       "!!ARBfp1.0 + NV_fragment_program2") && pass;
   return pass;
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   nvpt_require_extension("GL_ARB_vertex_program");
   nvpt_require_extension("GL_ARB_fragment_program");
   /* the limits are nvprog's ("Implementations may have a limit"), as
    * is its way of counting components ("The method of counting used
    * attribute binding components is implementation-dependent"):
    * another GL (NVIDIA's) has its own (docs/nvidia/gpu.md) */
   if (!nvpt_is_nvprog())
      nvpt_skip("nvprog's limits and component counts: not nvprog");
   GetProgramivARB = nvpt_get_proc("glGetProgramivARB");

   pass = query_cases() && pass;
   pass = generated_limits(0) && pass;
   pass = generated_limits(1) && pass;
   pass = texel_offsets() && pass;
   pass = component_counts() && pass;
   return pass ? NVPT_PASS : NVPT_FAIL;
}
