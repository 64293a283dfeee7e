/*
 * Table-driven tests of NV_tessellation_program5's front end
 * ("!!NVtcp5.0", "!!NVtep5.0", nvp_arb_gp5_tess.c): the declarations,
 * the bindings of Tables X.2 to X.6 with the IR they give, and each load
 * rule of the spec rejected at its exact GL error position with its
 * message.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp.h"
#include "nvp_ir.h"
#include "unit_common.h"

#define C NVP_TARGET_ARB_TESS_CONTROL
#define E NVP_TARGET_ARB_TESS_EVAL
#define OK(t, text, dump)       { t, text, -1, true, -1, dump }
#define ERR(t, text, pos, msg)  { t, text, -1, false, pos, msg }

/* the headers (N bytes), and each with its required declaration (M
 * bytes) */
#define TCP "!!NVtcp5.0\n"
#define TEP "!!NVtep5.0\n"
#define N 11
#define TCPD TCP "VERTICES_OUT 3;\n"
#define TEPD TEP "TESS_MODE TRIANGLES;\n"
#define MC ((int)sizeof(TCPD) - 1)
#define ME ((int)sizeof(TEPD) - 1)

static const struct unit_parse_case cases[] = {
   /* 2.X.7.Y declarations */
   OK(C, TCPD "END", "# vertices_out: 3"),
   OK(C, TCP "VERTICES_OUT 32; END", "# vertices_out: 32"),
   ERR(C, TCP "END", N, "missing VERTICES_OUT declaration"),
   ERR(C, TCP "VERTICES_OUT 0; END", N + 13,
       "VERTICES_OUT must be positive"),
   ERR(C, TCP "VERTICES_OUT 33; END", N + 13,
       "VERTICES_OUT 33 exceeds MAX_PATCH_VERTICES (32)"),
   ERR(C, TCP "VERTICES_OUT 3; VERTICES_OUT 3; END", N + 16,
       "more than one VERTICES_OUT declaration"),
   ERR(C, TCPD "TEMP r; VERTICES_OUT 3; END", MC + 8,
       "VERTICES_OUT must come before the program's statements"),
   ERR(C, TCPD "TEMP VERTICES_OUT; END", MC + 5,
       "'VERTICES_OUT' is a reserved word"),
   ERR(C, TCP "TESS_MODE QUADS; VERTICES_OUT 3; END", N,
       "missing VERTICES_OUT declaration"),
   OK(E, TEPD "END", "# mode: 0x4, spacing: 0x202, order: ccw"),
   OK(E, TEP "TESS_POINT_MODE; TESS_VERTEX_ORDER CW; TESS_SPACING "
      "FRACTIONAL_ODD; TESS_MODE QUADS; END",
      "# mode: 0x7, spacing: 0x8e7b, order: cw, point_mode"),
   OK(E, TEP "TESS_MODE ISOLINES; TESS_SPACING FRACTIONAL_EVEN; END",
      "# mode: 0x8e7a, spacing: 0x8e7c, order: ccw"),
   ERR(E, TEP "END", N, "missing TESS_MODE declaration"),
   ERR(E, TEP "TESS_SPACING EQUAL; END", N + 20,
       "missing TESS_MODE declaration"),
   ERR(E, TEP "TESS_MODE LINES; END", N + 10,
       "expected a primitive generation mode"),
   ERR(E, TEPD "TEMP r; TESS_SPACING EQUAL; END", ME + 8,
       "TESS_SPACING must come before the program's statements"),
   ERR(E, TEP "TESS_MODE QUADS; TESS_MODE QUADS; END", N + 17,
       "more than one TESS_MODE declaration"),
   ERR(E, TEP "TESS_MODE QUADS; TESS_SPACING ODD; END", N + 30,
       "expected a spacing"),
   ERR(E, TEP "TESS_MODE QUADS; TESS_VERTEX_ORDER CCW; "
       "TESS_VERTEX_ORDER CW; END", N + 40,
       "more than one TESS_VERTEX_ORDER declaration"),
   ERR(E, TEP "TESS_MODE QUADS; TESS_VERTEX_ORDER LEFT; END", N + 35,
       "expected a vertex order"),
   ERR(E, TEP "TESS_MODE QUADS; TESS_POINT_MODE 1; END", N + 33,
       "expected ';'"),
   ERR(E, TEPD "TEMP TESS_SPACING; END", ME + 5,
       "'TESS_SPACING' is a reserved word"),
   /* ... which the other stage does not have */
   ERR(C, TCPD "TESS_MODE QUADS; END", MC, "expected an instruction"),
   ERR(E, TEPD "VERTICES_OUT 3; END", ME, "expected an instruction"),
   /* 2.X.6.Y: no options */
   ERR(C, TCP "OPTION NV_position_invariant; VERTICES_OUT 3; END", N + 7,
       "unsupported program option"),
   ERR(E, TEP "OPTION ARB_position_invariant; TESS_MODE QUADS; END",
       N + 7, "unsupported program option"),
   /* Table X.2 prefixes and Table X.3 vertex attributes */
   OK(C, TCPD "MOV result.position, vertex[2].position; END",
      "  0: MOV.F o[HPOS].xyzw, vertex[2][HPOS].xyzw"),
   OK(C, TCPD "MOV result.attrib[1], vertex.in[31].attrib[5]; END",
      "  0: MOV.F o[ATTR1].xyzw, vertex[31][ATTR5].xyzw"),
   OK(C, TCPD "MOV result.color.back, vertex.out[2].color.back; END",
      "  0: MOV.F o[BFC0].xyzw, vertex.out[2][BFC0].xyzw"),
   OK(E, TEPD "MOV result.texcoord[1], vertex[0].texcoord[1]; END",
      "  0: MOV.F o[TEX1].xyzw, vertex[0][TEX1].xyzw"),
   OK(E, TEPD "MOV result.position, vertex.tesscoord; END",
      "  0: MOV.F o[HPOS].xyzw, vertex.tesscoord.xyzw"),
   OK(E, TEPD "ATTRIB p = vertex.position; INT TEMP i; "
      "MOV result.position, p[i.x]; END",
      "  0: MOV.F o[HPOS].xyzw, vertex[R0.x+0][HPOS].xyzw"),
   OK(C, TCPD "ATTRIB t[] = { vertex.texcoord[0..3] }; INT TEMP a; "
      "MOV result.texcoord, t[a.x][a.y]; END", "# attribs_read: 7 8 9 10"),
   OK(C, TCPD "ATTRIB o[2] = { vertex.out.attrib[0..1] }; INT TEMP a; "
      "MOV result.attrib[1], o[a.x][1]; END",
      "  0: MOV.F o[ATTR1].xyzw, vertex.out[R0.x+0][ATTR1].xyzw"),
   OK(C, TCPD "ATTRIB q = vertex.out[1].position; MOV result.position, "
      "q; END", "# output patch read"),
   /* "vertex.out[m]": "A program will fail to load if the vertex number
    * <m> is greater than or equal to the number of vertices in the
    * output patch." */
   ERR(C, TCPD "MOV result.position, vertex.out[3].position; END",
       MC + 32, "vertex 3 out of range (the output patch has 3)"),
   ERR(C, TCPD "MOV result.position, vertex[32].position; END",
       MC + 28, "vertex 32 out of range"),
   /* "MOV R0, outpos; # ILLEGAL - needs a vertex number" */
   ERR(C, TCPD "ATTRIB outpos = vertex.out.position; TEMP r; "
       "MOV r, outpos; END", MC + 52, "is bound to every vertex"),
   ERR(C, TCPD "TEMP r; MOV r, vertex.position; END", MC + 15,
       "needs its vertex number"),
   /* "MOV R0, vertex[A0.x].texcoord[1]; # ILLEGAL -- vertex number must
    * be constant" */
   ERR(C, TCPD "INT TEMP a; TEMP r; MOV r, vertex[a.x].texcoord[1]; END",
       MC + 34, "must be an integer constant"),
   /* "Tessellation evaluation programs do not have an output patch" */
   ERR(E, TEPD "TEMP r; MOV r, vertex.out[0].position; END", ME + 22,
       "vertex.out: evaluation programs have no output patch"),
   ERR(E, TEPD "TEMP r; MOV r, primitive.out.tessouter[0]; END", ME + 25,
       "primitive.out: evaluation programs have no output patch"),
   /* vertex.tesscoord: "not available to tessellation control shaders
    * and may only be used with the prefix "vertex"" */
   ERR(C, TCPD "TEMP r; MOV r, vertex.tesscoord; END", MC + 22,
       "vertex.tesscoord is an evaluation program binding"),
   ERR(E, TEPD "TEMP r; MOV r, vertex.in.tesscoord; END", ME + 25,
       "expected a vertex attribute"),
   /* Table X.4 */
   OK(C, TCPD "INT TEMP r; MOV.S r, primitive.invocation; END",
      "  0: MOV.S R0.xyzw, primitive.invocation.xyzw"),
   OK(C, TCPD "INT TEMP r; MOV.S r, primitive.out.invocation; END",
      "# sysvals_read: 3"),
   OK(C, TCPD "INT TEMP r; MOV.S r, primitive.in.vertexcount; END",
      "  0: MOV.S R0.xyzw, primitive.vertexcount.xyzw"),
   OK(E, TEPD "INT TEMP r; MOV.S r, primitive.id; END",
      "# sysvals_read: 2"),
   OK(C, TCPD "TEMP r; MOV r, primitive.out.tessouter[3]; END",
      "  0: MOV.F R0.xyzw, patch[OUTER3].xyzw"),
   OK(C, TCPD "TEMP r; MOV r, primitive.out.patch.attrib[29]; END",
      "# patch_read_hi: 3"),
   OK(E, TEPD "TEMP r; MOV r, primitive.in.tessinner[1]; END",
      "  0: MOV.F R0.xyzw, patch[INNER1].xyzw"),
   OK(E, TEPD "TEMP r; MOV r, primitive.patch.attrib[2]; END",
      "  0: MOV.F R0.xyzw, patch[ATTR2].xyzw"),
   /* <attribTessOuter> <optArrayMemAbs> in evaluation programs */
   OK(E, TEPD "TEMP r; MOV r, primitive.tessouter; END",
      "  0: MOV.F R0.xyzw, patch[OUTER0].xyzw"),
   OK(E, TEPD "ATTRIB l[] = { primitive.tessouter[0..3] }; INT TEMP i;"
      " TEMP r; MOV r, l[i.x]; END", "# patch_read: 0 1 2 3"),
   OK(C, TCPD "ATTRIB l[] = { primitive.out.patch.attrib[0..1] }; TEMP r;"
      " MOV r, l[1]; END", "  0: MOV.F R0.xyzw, patch[ATTR1].xyzw"),
   /* "<n> must be less than four" / "two"; MAX_PROGRAM_PATCH_ATTRIBS_NV
    * 30 */
   ERR(E, TEPD "TEMP r; MOV r, primitive.tessouter[4]; END", ME + 35,
       "out of range"),
   ERR(E, TEPD "TEMP r; MOV r, primitive.tessinner[2]; END", ME + 35,
       "out of range"),
   ERR(C, TCPD "TEMP r; MOV r, primitive.out.patch.attrib[30]; END",
       MC + 42, "out of range"),
   ERR(E, TEPD "ATTRIB l[] = { primitive.tessouter[2..1] }; END",
       ME + 38, "not ascending"),
   /* "For tessellation control programs, this suffix is available only
    * with "primitive.out"." */
   ERR(C, TCPD "TEMP r; MOV r, primitive.tessouter[0]; END", MC + 25,
       "primitive.out.tessouter"),
   ERR(C, TCPD "TEMP r; MOV r, primitive.in.patch.attrib[0]; END",
       MC + 28, "primitive.out.patch"),
   /* invocation: "not available to tessellation evaluation programs";
    * vertexcount: "only with the prefixes "primitive" and
    * "primitive.in"" */
   ERR(E, TEPD "INT TEMP r; MOV.S r, primitive.invocation; END", ME + 31,
       "primitive.invocation is a control program binding"),
   ERR(C, TCPD "INT TEMP r; MOV.S r, primitive.out.vertexcount; END",
       MC + 35, "vertexcount is a binding of the input patch"),
   ERR(C, TCPD "TEMP r; MOV r, primitive.layer; END", MC + 25,
       "expected a primitive binding"),
   /* Table X.6 */
   OK(C, TCPD "MOV result.patch.tessouter[2].x, 1; END",
      "  0: MOV.F o[PATCH.OUTER2].x"),
   OK(C, TCPD "MOV result.patch.tessinner[1].x, 1; END",
      "# patch_written: 5"),
   OK(C, TCPD "OUTPUT o[] = { result.patch.attrib[28..29] }; "
      "MOV o[1], 1; END", "# patch_written_hi: 3"),
   ERR(C, TCPD "MOV result.patch.tessinner[2].x, 1; END", MC + 27,
       "out of range"),
   ERR(C, TCPD "MOV result.patch.color, 1; END", MC + 17,
       "expected a per-patch result"),
   ERR(E, TEPD "MOV result.patch.attrib[0], 1; END", ME + 11,
       "result.patch: evaluation programs have no per-patch results"),
   /* Table X.5: no geometry results; result.id */
   ERR(E, TEPD "MOV result.layer, 1; END", ME + 11, "result"),
   OK(E, TEPD "MOV.S result.id.x, 1; END", "  0: MOV.S o[ID].x"),
   /* no EMIT, no fragment instructions; the gp5 ones */
   ERR(C, TCPD "EMIT; END", MC, "expected an instruction"),
   ERR(E, TEPD "TEMP r; DDX r, r; END", ME + 8, "expected an instruction"),
   OK(E, TEPD "INT TEMP r; BFR r, r; END", "  0: BFR.S R0.xyzw"),
   OK(C, TCPD "TEMP r; TEX r, r, texture[0], 2D; END", "  0: TEX.F R0"),
};

int
main(int argc, char **argv)
{
   (void)argc;
   (void)argv;
   unit_run_parse_cases(cases, sizeof(cases) / sizeof(cases[0]),
                        unit_check_case_line_column);
   printf("%u checks, %u failures\n", unit_checks, unit_failures);
   return unit_failures ? 1 : 0;
}
