/*
 * vertex.weight in "!!ARBvp1.0" with OPTION NV_vertex_program3 and
 * OPTION NV_vertex_program2: generic attribute 1, all four components
 * (docs/limits.md; NVIDIA's compiler reads BLENDWEIGHT so in vp40).
 *
 * For each option: attribute 1 set with glVertexAttrib4fARB, programs
 * "MOV result.color, vertex.weight;", ".wzyx", "vertex.weight[0]" and
 * an ATTRIB of it, one point drawn, the pixel of the float target
 * exact; then attribute 1 as an array (two points, each with its own
 * weight).  The vp30-equivalent "!!VP2.0" program "MOV o[COL0], v[1];"
 * must give the same pixels for the same attribute.
 *
 * Load errors, each at its byte position, with an error string, the
 * program bound before kept: vertex.weight[4] (at the 4: one vertex
 * unit), vertex.weight beside vertex.attrib[1] (aliasing, at the second
 * binding, in either order and through ATTRIB), vertex.matrixindex.
 */
#include "harness.h"

#include <stdio.h>
#include <string.h>

static PFNGLVERTEXATTRIB4FARBPROC VertexAttrib4fARB;
static PFNGLVERTEXATTRIBPOINTERARBPROC VertexAttribPointerARB;
static PFNGLENABLEVERTEXATTRIBARRAYARBPROC EnableVertexAttribArrayARB;
static PFNGLDISABLEVERTEXATTRIBARRAYARBPROC DisableVertexAttribArrayARB;
static PFNGLBINDPROGRAMARBPROC BindProgramARB;

static const char *const options[] = {
   "NV_vertex_program3",
   "NV_vertex_program2",
};

static const float weight[4] = { 0.25f, -1.5f, 3.0f, 1024.5f };

static const struct read_case {
   const char *body;
   int swizzle[4];   /* which component of 'weight' lands where */
} reads[] = {
   { "MOV result.color, vertex.weight;\n", { 0, 1, 2, 3 } },
   { "MOV result.color, vertex.weight.wzyx;\n", { 3, 2, 1, 0 } },
   { "MOV result.color, vertex.weight[0];\n", { 0, 1, 2, 3 } },
   { "ATTRIB w = vertex.weight[0];\nMOV result.color, w.yxwz;\n",
     { 1, 0, 3, 2 } },
};

static const struct error_case {
   const char *body;
   const char *at;   /* the text from the expected position on */
} errors[] = {
   /* one vertex unit: weight[0] only */
   { "MOV result.color, vertex.weight[4];\n", "4]" },
   { "MOV result.color, vertex.weight[1];\n", "1]" },
   /* aliasing: vertex.weight is generic attribute 1 */
   { "ADD result.color, vertex.weight, vertex.attrib[1];\n",
     "vertex.attrib[1]" },
   { "ADD result.color, vertex.attrib[1], vertex.weight;\n",
     "vertex.weight" },
   { "ATTRIB w = vertex.weight;\nATTRIB g = vertex.attrib[1];\n"
     "ADD result.color, w, g;\n", "vertex.attrib[1]" },
   /* no vertex blending: no matrix indices (at the word after
    * "vertex.", as for every unknown vertex binding) */
   { "MOV result.color, vertex.matrixindex[0];\n", "matrixindex" },
   { "MOV result.color, vertex.matrixindex;\n", "matrixindex" },
};

#define VP_TEXT "!!ARBvp1.0\nOPTION %s;\n" \
                "MOV result.position, vertex.position;\n%sEND"

static const char vp20[] =
   "!!VP2.0\nMOV o[HPOS], v[OPOS];\nMOV o[COL0], v[1];\nEND";

/* Draws one point at the probe pixel and checks it against want. */
static bool
probe_point(const char *what, const float want[4])
{
   float got[4];

   if (!nvpt_draw_point_and_read(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, got))
      return false;
   return nvpt_check_vec4(what, got, want, 0.0f);
}

/* Attribute 1 from an array: two points at (8, 8) and (24, 20). */
static bool
probe_array(const char *what)
{
   static const float w[2][4] = {
      { 1.0f, 2.0f, 3.0f, 4.0f },
      { -0.5f, 0.125f, 65536.0f, -7.0f },
   };
   static const int px[2][2] = { { 8, 8 }, { 24, 20 } };
   float pos[2][4], got[4];
   bool ok = true;

   for (unsigned i = 0; i < 2; i++) {
      nvpt_pixel_ndc(px[i][0], px[i][1], &pos[i][0], &pos[i][1]);
      pos[i][2] = 0.0f;
      pos[i][3] = 1.0f;
   }
   nvpt_clear_sentinel();
   glVertexPointer(4, GL_FLOAT, 0, pos);
   glEnableClientState(GL_VERTEX_ARRAY);
   VertexAttribPointerARB(1, 4, GL_FLOAT, GL_FALSE, 0, w);
   EnableVertexAttribArrayARB(1);
   glDrawArrays(GL_POINTS, 0, 2);
   DisableVertexAttribArrayARB(1);
   glDisableClientState(GL_VERTEX_ARRAY);
   ok = nvpt_expect_error(GL_NO_ERROR, "%s: drawing arrays", what);
   for (unsigned i = 0; i < 2; i++) {
      char label[160];

      snprintf(label, sizeof(label), "%s, array point %u", what, i);
      nvpt_read_float(px[i][0], px[i][1], got);
      ok = nvpt_check_vec4(label, got, w[i], 0.0f) && ok;
   }
   return ok;
}

enum nvpt_result
nvpt_test(void)
{
   char text[1024], what[160];
   bool pass = true;

   nvpt_require_nv_vertex_program();
   nvpt_require_extension("GL_NV_vertex_program2");
   nvpt_require_extension("GL_NV_vertex_program2_option");
   nvpt_require_extension("GL_NV_vertex_program3");
   VertexAttrib4fARB = nvpt_get_proc("glVertexAttrib4fARB");
   VertexAttribPointerARB = nvpt_get_proc("glVertexAttribPointerARB");
   EnableVertexAttribArrayARB =
      nvpt_get_proc("glEnableVertexAttribArrayARB");
   DisableVertexAttribArrayARB =
      nvpt_get_proc("glDisableVertexAttribArrayARB");
   BindProgramARB = nvpt_get_proc("glBindProgramARB");
   nvpt_float_target_begin();
   glEnable(GL_VERTEX_PROGRAM_ARB);

   for (unsigned o = 0; o < NVPT_ARRAY_SIZE(options); o++) {
      for (unsigned i = 0; i < NVPT_ARRAY_SIZE(reads); i++) {
         const struct read_case *c = &reads[i];
         float want[4];
         bool ok;

         for (unsigned k = 0; k < 4; k++)
            want[k] = weight[c->swizzle[k]];
         snprintf(text, sizeof(text), VP_TEXT, options[o], c->body);
         nvpt_case_label(what, sizeof(what), options[o], c->body);
         ok = nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB,
                                    10 * o + i + 1, text);
         if (ok) {
            VertexAttrib4fARB(1, weight[0], weight[1], weight[2],
                              weight[3]);
            ok = probe_point(what, want);
            if (i == 0)
               ok = probe_array(what) && ok;
         }
         printf("%s %s\n", ok ? "PASS" : "FAIL", what);
         pass = ok && pass;
      }

      /* errors, loaded into the bound program 10 * o + 1 */
      for (unsigned i = 0; i < NVPT_ARRAY_SIZE(errors); i++) {
         const char *at;
         bool ok;

         snprintf(text, sizeof(text), VP_TEXT, options[o], errors[i].body);
         nvpt_case_label(what, sizeof(what), options[o], errors[i].body);
         at = strstr(text, errors[i].at);
         ok = nvpt_load_arb_program_bad(GL_VERTEX_PROGRAM_ARB, 10 * o + 1,
                                        text, (GLint)(at - text));
         VertexAttrib4fARB(1, weight[0], weight[1], weight[2], weight[3]);
         ok = probe_point("program kept", weight) && ok;
         printf("%s error: %s\n", ok ? "PASS" : "FAIL", what);
         pass = ok && pass;
      }
   }

   /* The same attribute through the vp30-equivalent VP2.0 program. */
   {
      bool ok = nvpt_load_nv_program(GL_VERTEX_PROGRAM_NV, 50, vp20);
      if (ok) {
         nv.BindProgramNV(GL_VERTEX_PROGRAM_NV, 50);
         VertexAttrib4fARB(1, weight[0], weight[1], weight[2], weight[3]);
         ok = probe_point("!!VP2.0 v[1]", weight);
         ok = probe_array("!!VP2.0 v[1]") && ok;
         /* and back to the ARB program: the same pixel again */
         BindProgramARB(GL_VERTEX_PROGRAM_ARB, 1);
         ok = probe_point("NV_vertex_program3 after VP2.0", weight) && ok;
      }
      printf("%s !!VP2.0 MOV o[COL0], v[1] gives the same pixels\n",
             ok ? "PASS" : "FAIL");
      pass = ok && pass;
   }

   glDisable(GL_VERTEX_PROGRAM_ARB);
   return nvpt_end_test(pass);
}
