/*
 * The NV_gpu_program4 bindings between stages, drawn: NV_vertex_program4's
 * "result.attrib[n]" (Table X.4, "generic interpolant n") read by a
 * "!!NVfp4.0" program's "fragment.attrib[n]", directly and through
 * OUTPUT/ATTRIB arrays; NV_fragment_program4's "fragment.clip[n]"
 * ("interpolated clip distance n, as written by the vertex or geometry
 * program"; nvprog writes 0.0 for a plane that is not enabled, where the
 * spec says undefined) and "primitive.id" (without a geometry program
 * "the number of primitives processed by the rasterizer since the last
 * time Begin was called", with one "the primitive ID value emitted by the
 * geometry program"); NV_vertex_program4's "result.id" read by a
 * geometry program's "vertex[m].id"; ATTRIB and OUTPUT arrays of the
 * three stages accessed relatively.  Every value is a constant, so each probe
 * is exact.
 */
#include "harness.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#ifndef GL_GEOMETRY_PROGRAM_NV
#define GL_GEOMETRY_PROGRAM_NV 0x8C26
#endif

/* a small triangle (6 pixels across) around the centre of pixel (x, y) */
static void
triangle_at(int x, int y)
{
   float cx, cy;

   nvpt_pixel_ndc(x, y, &cx, &cy);
   glVertex2f(cx - 0.2f, cy - 0.2f);
   glVertex2f(cx + 0.2f, cy - 0.2f);
   glVertex2f(cx, cy + 0.2f);
}

static bool
generic_results(void)
{
   static const char vp[] =
      "!!NVvp4.0\nOUTPUT g[] = { result.attrib[2..3] };\n"
      "MOV result.position, vertex.position;\n"
      "MOV result.attrib[7], {0.25, 0.5, -2, 8};\n"
      "MOV g[1], {1, 2, 3, 4};\nEND\n";
   static const char fp[] =
      "!!NVfp4.0\nATTRIB a[] = { fragment.attrib[3] };\n"
      "MAD result.color, fragment.attrib[7], 4, a[0];\nEND\n";
   static const float want[4] = { 2, 4, -5, 36 };

   if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 1, vp) ||
       !nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 2, fp))
      return false;
   nvpt_clear_sentinel();
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   nvpt_draw_window_quad();
   glDisable(GL_VERTEX_PROGRAM_ARB);
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   return nvpt_probe_float("result.attrib[7], [3]", 5, 9, want, 0);
}

/* result.clip[1] and [4] under enabled user clip planes (positive: the
 * quad is not clipped), result.clip[2] with its plane disabled */
static bool
clip_distances(void)
{
   static const char vp[] =
      "!!NVvp4.0\nMOV result.position, vertex.position;\n"
      "MOV result.clip[1], 0.75;\nMOV result.clip[2], 0.5;\n"
      "MOV result.clip[4], 0.25;\nEND\n";
   static const char fp[] =
      "!!NVfp4.0\nATTRIB c[] = { fragment.clip[1..2] };\n"
      "MOV result.color.x, c[0];\nMOV result.color.y, c[1];\n"
      "MOV result.color.z, fragment.clip[4];\nMOV result.color.w, 1;\n"
      "END\n";
   static const float want[4] = { 0.75f, 0, 0.25f, 1 };
   /* a disabled plane's distance is undefined ("nvprog writes 0.0";
    * NVIDIA passes the 0.5 written): y is nvprog's choice, any finite
    * value elsewhere */
   const float tol[4] = { 0, nvpt_is_nvprog() ? 0 : INFINITY, 0, 0 };
   float got[4];

   if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 3, vp) ||
       !nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 4, fp))
      return false;
   nvpt_clear_sentinel();
   glEnable(GL_CLIP_PLANE1);
   glEnable(GL_CLIP_PLANE4);
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   nvpt_draw_window_quad();
   glDisable(GL_VERTEX_PROGRAM_ARB);
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   glDisable(GL_CLIP_PLANE1);
   glDisable(GL_CLIP_PLANE4);
   nvpt_read_float(20, 3, got);
   return nvpt_check_floats("fragment.clip[1], [2], [4]", got, want, tol,
                            4);
}

/* three triangles in one Begin/End, then one in a second: IDs 0, 1, 2
 * and 0 again.  Mesa's vbo module draws consecutive Begin/End pairs of
 * one mode as one draw, whose count goes on: a glFlush() between them
 * makes two.  softpipe does not carry it (its draw module gives the
 * fragment shader no primitive ID unless a geometry shader writes one,
 * sp_state_derived.c): skipped there, documented in docs/languages/
 * gp4.md. */
static bool
primitive_ids(void)
{
   static const char fp[] =
      "!!NVfp4.0\nINT TEMP i;\nMOV.S i, primitive.id.x;\n"
      "I2F result.color.xy, i;\nMOV result.color.zw, {0, 0, 5, 1};\n"
      "END\n";
   static const int at[4][2] = { { 4, 4 }, { 16, 4 }, { 10, 16 },
                                 { 24, 24 } };
   static const float ids[4] = { 0, 1, 2, 0 };
   bool pass = true;

   const char *renderer = (const char *)glGetString(GL_RENDERER);
   if (renderer && strstr(renderer, "softpipe")) {
      printf("primitive.id without a geometry program: not on softpipe\n");
      return true;
   }
   if (!nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 5, fp))
      return false;
   nvpt_clear_sentinel();
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   glBegin(GL_TRIANGLES);
   for (unsigned k = 0; k < 3; k++)
      triangle_at(at[k][0], at[k][1]);
   glEnd();
   glFlush();
   glBegin(GL_TRIANGLES);
   triangle_at(at[3][0], at[3][1]);
   glEnd();
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   for (unsigned k = 0; k < 4; k++) {
      const float want[4] = { ids[k], ids[k], 5, 1 };
      char what[32];
      snprintf(what, sizeof(what), "primitive.id, triangle %u", k);
      pass = nvpt_probe_float(what, at[k][0], at[k][1], want, 0) && pass;
   }
   return pass;
}

/* a geometry program's result.primid reaches primitive.id.  The
 * geometry programs write every result before each EMIT: "After an EMIT
 * instruction is completed, the current values of all vertex result
 * variables become undefined" (nvprog keeps them; NVIDIA's driver does
 * not) */
static bool
geometry_primitive_id(void)
{
   static const char gp[] =
      "!!NVgp4.0\nPRIMITIVE_IN TRIANGLES;\nPRIMITIVE_OUT TRIANGLE_STRIP;\n"
      "VERTICES_OUT 3;\n"
      "MOV.S result.primid, 7;\n"
      "MOV result.position, vertex[0].position;\nEMIT;\n"
      "MOV.S result.primid, 7;\n"
      "MOV result.position, vertex[1].position;\nEMIT;\n"
      "MOV.S result.primid, 7;\n"
      "MOV result.position, vertex[2].position;\nEMIT;\nEND\n";
   static const char fp[] =
      "!!NVfp4.0\nI2F result.color, primitive.id.x;\nEND\n";
   static const float want[4] = { 7, 7, 7, 7 };

   if (!nvpt_has_geometry_program4()) {
      printf("NV_geometry_program4 is not supported\n");
      return false;
   }
   if (!nvpt_load_arb_program(GL_GEOMETRY_PROGRAM_NV, 6, gp) ||
       !nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 7, fp))
      return false;
   nvpt_clear_sentinel();
   glEnable(GL_GEOMETRY_PROGRAM_NV);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   glBegin(GL_TRIANGLES);
   triangle_at(8, 8);
   glEnd();
   glDisable(GL_GEOMETRY_PROGRAM_NV);
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   return nvpt_probe_float("result.primid to primitive.id", 8, 8, want, 0);
}

/* result.id of the vertex program, read by the geometry program as
 * vertex[m].id ("the vertex ID must have been copied by the vertex
 * program using an instruction such as: MOV result.id.x,
 * vertex.id.x;"): glDrawArrays of vertices 0, 1, 2, IDs + 100 */
static bool
vertex_ids(void)
{
   static const char vp[] =
      "!!NVvp4.0\nMOV result.position, vertex.position;\n"
      "ADD.S result.id.x, vertex.id.x, 100;\nEND\n";
   static const char gp[] =
      "!!NVgp4.0\nPRIMITIVE_IN TRIANGLES;\nPRIMITIVE_OUT TRIANGLE_STRIP;\n"
      "VERTICES_OUT 3;\nINT TEMP i;\nTEMP c;\n"
      "MOV.S i, {0, 0, 0, 1};\nMOV.S i.x, vertex[0].id.x;\n"
      "MOV.S i.y, vertex[1].id.x;\nMOV.S i.z, vertex[2].id.x;\n"
      "I2F c, i;\n"
      "MOV result.color, c;\n"
      "MOV result.position, vertex[0].position;\nEMIT;\n"
      "MOV result.color, c;\n"
      "MOV result.position, vertex[1].position;\nEMIT;\n"
      "MOV result.color, c;\n"
      "MOV result.position, vertex[2].position;\nEMIT;\nEND\n";
   static const char fp[] =
      "!!NVfp4.0\nMOV result.color, fragment.color;\nEND\n";
   static const float want[4] = { 100, 101, 102, 1 };
   float pos[3][2];
   float cx, cy;

   nvpt_pixel_ndc(20, 20, &cx, &cy);
   pos[0][0] = cx - 0.2f;
   pos[0][1] = cy - 0.2f;
   pos[1][0] = cx + 0.2f;
   pos[1][1] = cy - 0.2f;
   pos[2][0] = cx;
   pos[2][1] = cy + 0.2f;
   if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 8, vp) ||
       !nvpt_load_arb_program(GL_GEOMETRY_PROGRAM_NV, 9, gp) ||
       !nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 10, fp))
      return false;
   nvpt_clear_sentinel();
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glEnable(GL_GEOMETRY_PROGRAM_NV);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   glEnableClientState(GL_VERTEX_ARRAY);
   glVertexPointer(2, GL_FLOAT, 0, pos);
   glDrawArrays(GL_TRIANGLES, 0, 3);
   glDisableClientState(GL_VERTEX_ARRAY);
   glDisable(GL_VERTEX_PROGRAM_ARB);
   glDisable(GL_GEOMETRY_PROGRAM_NV);
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   return nvpt_probe_float("result.id to vertex[m].id", 20, 20, want, 0);
}

/* ATTRIB and OUTPUT arrays read and written relatively, in both stages
 * (2.X.4.2: "Array members can be accessed using either absolute or
 * relative addressing"): generic attributes 1 and 2 are (0.5, 2, -3, 8)
 * and (1, 0.25, 4, -1); outside an array a read gives (0,0,0,0), a
 * write changes nothing -- nvprog's choice, since "If the sum is
 * negative or exceeds the size of the array, the results of the access
 * are undefined" (NVIDIA reads the binding after the array): elsewhere
 * the programs leave the members outside alone */
static bool
relative_arrays(void)
{
   static const char vp[] =
      "!!NVvp4.0\nATTRIB va[] = { vertex.attrib[1..2] };\n"
      "OUTPUT tc[] = { result.texcoord[1..3] };\nINT TEMP i;\n"
      "MOV.S i, {1, 0, 2, 5};\nMOV result.position, vertex.position;\n"
      "MOV tc[i.y], va[i.x];\nMOV tc[i.x + 0], va[i.y];\n"
      "MOV tc[i.z], 9;\nMOV tc[i.w], 7;\nEND\n";
   static const char vp_inside[] =
      "!!NVvp4.0\nATTRIB va[] = { vertex.attrib[1..2] };\n"
      "OUTPUT tc[] = { result.texcoord[1..3] };\nINT TEMP i;\n"
      "MOV.S i, {1, 0, 2, 5};\nMOV result.position, vertex.position;\n"
      "MOV tc[i.y], va[i.x];\nMOV tc[i.x + 0], va[i.y];\n"
      "MOV tc[i.z], 9;\nEND\n";
   static const char fp[] =
      "!!NVfp4.0\nATTRIB ft[] = { fragment.texcoord[1..3] };\n"
      "INT TEMP i;\nTEMP r;\nMOV.S i, {0, 1, 2, 3};\n"
      "MAD r, ft[i.y], 2, ft[i.x];\nADD r, r, ft[i.z];\n"
      "ADD result.color, r, ft[i.w];\nEND\n";
   static const char fp_inside[] =
      "!!NVfp4.0\nATTRIB ft[] = { fragment.texcoord[1..3] };\n"
      "INT TEMP i;\nTEMP r;\nMOV.S i, {0, 1, 2, 3};\n"
      "MAD r, ft[i.y], 2, ft[i.x];\nADD result.color, r, ft[i.z];\n"
      "END\n";
   const bool nvprog = nvpt_is_nvprog();
   static const float want[4] = { 11, 13.25f, 7, 24 };
   PFNGLVERTEXATTRIB4FARBPROC attr4f = nvpt_get_proc("glVertexAttrib4fARB");

   if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 11,
                              nvprog ? vp : vp_inside) ||
       !nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 12,
                              nvprog ? fp : fp_inside))
      return false;
   attr4f(1, 0.5f, 2, -3, 8);
   attr4f(2, 1, 0.25f, 4, -1);
   nvpt_clear_sentinel();
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   nvpt_draw_window_quad();
   glDisable(GL_VERTEX_PROGRAM_ARB);
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   return nvpt_probe_float("relative ATTRIB/OUTPUT members", 9, 14, want,
                           0);
}

/* a geometry program's per-vertex ATTRIB array read with a relative
 * member, under a relative and a constant vertex index */
static bool
geometry_relative_array(void)
{
   static const char vp[] =
      "!!NVvp4.0\nMOV result.position, vertex.position;\n"
      "MOV result.texcoord[0], {1, 2, 3, 4};\n"
      "MOV result.texcoord[1], {10, 20, 30, 40};\nEND\n";
   static const char gp[] =
      "!!NVgp4.0\nPRIMITIVE_IN TRIANGLES;\nPRIMITIVE_OUT TRIANGLE_STRIP;\n"
      "VERTICES_OUT 3;\nATTRIB t[] = { vertex.texcoord[0..1] };\n"
      "INT TEMP i;\nTEMP c;\nMOV.S i, {1, 2, 0, 5};\n"
      "ADD c, t[i.y][i.x], t[0][i.z];\n"
      "MOV c.w, t[1][i.w].x;\n"
      "MOV result.color, c;\n"
      "MOV result.position, vertex[0].position;\nEMIT;\n"
      "MOV result.color, c;\n"
      "MOV result.position, vertex[1].position;\nEMIT;\n"
      "MOV result.color, c;\n"
      "MOV result.position, vertex[2].position;\nEMIT;\nEND\n";
   /* t[1][5] is outside the array: undefined, nvprog's 0 elsewhere
    * written as a constant */
   static const char gp_inside[] =
      "!!NVgp4.0\nPRIMITIVE_IN TRIANGLES;\nPRIMITIVE_OUT TRIANGLE_STRIP;\n"
      "VERTICES_OUT 3;\nATTRIB t[] = { vertex.texcoord[0..1] };\n"
      "INT TEMP i;\nTEMP c;\nMOV.S i, {1, 2, 0, 5};\n"
      "ADD c, t[i.y][i.x], t[0][i.z];\n"
      "MOV c.w, 0;\n"
      "MOV result.color, c;\n"
      "MOV result.position, vertex[0].position;\nEMIT;\n"
      "MOV result.color, c;\n"
      "MOV result.position, vertex[1].position;\nEMIT;\n"
      "MOV result.color, c;\n"
      "MOV result.position, vertex[2].position;\nEMIT;\nEND\n";
   static const char fp[] =
      "!!NVfp4.0\nMOV result.color, fragment.color;\nEND\n";
   static const float want[4] = { 11, 22, 33, 0 };

   if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 13, vp) ||
       !nvpt_load_arb_program(GL_GEOMETRY_PROGRAM_NV, 14,
                              nvpt_is_nvprog() ? gp : gp_inside) ||
       !nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 15, fp))
      return false;
   nvpt_clear_sentinel();
   glEnable(GL_VERTEX_PROGRAM_ARB);
   glEnable(GL_GEOMETRY_PROGRAM_NV);
   glEnable(GL_FRAGMENT_PROGRAM_ARB);
   glBegin(GL_TRIANGLES);
   triangle_at(12, 24);
   glEnd();
   glDisable(GL_VERTEX_PROGRAM_ARB);
   glDisable(GL_GEOMETRY_PROGRAM_NV);
   glDisable(GL_FRAGMENT_PROGRAM_ARB);
   return nvpt_probe_float("geometry t[i.y][i.x]", 12, 24, want, 0);
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   nvpt_require_extension("GL_ARB_vertex_program");
   nvpt_require_extension("GL_ARB_fragment_program");
   nvpt_float_target_begin();

   pass = generic_results() && pass;
   pass = clip_distances() && pass;
   pass = primitive_ids() && pass;
   pass = geometry_primitive_id() && pass;
   pass = vertex_ids() && pass;
   pass = relative_arrays() && pass;
   pass = geometry_relative_array() && pass;
   return nvpt_end_test(pass);
}
