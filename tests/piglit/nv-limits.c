/*
 * Every limit of docs/limits.md that a program text can reach, at the
 * limit and one past it, for each NV language: NV_vertex_program 1.0,
 * vertex state programs, NV_vertex_program2, "!!ARBvp1.0" with OPTION
 * NV_vertex_program2 or NV_vertex_program3, "!!ARBfp1.0" with OPTION
 * NV_fragment_program or NV_fragment_program2, and "!!FP1.0".
 *
 * Each case of the table is one program text (or a head, a line repeated
 * n times and a tail) and what must happen:
 *
 *  - it loads: no GL error and an error position of -1;
 *  - it fails: INVALID_OPERATION and the error position at the offending
 *    token (the first occurrence of a needle in the text, or in the
 *    repeated line of a given number, plus an offset), or at the length
 *    of the text for the rules known only at its end.  LoadProgramNV:
 *    "Querying the value of PROGRAM_ERROR_POSITION_NV returns a ubyte
 *    offset into the last loaded program string indicating where the
 *    first error in the program.  If the program fails to load because
 *    of a semantic restriction that cannot be determined until the
 *    program is fully scanned, the error position will be len".
 *
 * A failing program is loaded into the program bound before (for a
 * state program, the one executed before); that program must be left
 * as it was: still bound, the same string, and still drawing (or, for a
 * state program, writing) the same values.  A good one is loaded into a
 * name of its own.
 *
 * Where the GL reports a limit, the reported value must be the one the
 * parsers enforce: MAX_FRAGMENT_PROGRAM_LOCAL_PARAMETERS_NV (64),
 * MAX_TEXTURE_COORDS_NV (8), MAX_DRAW_BUFFERS (8), MAX_VERTEX_TEXTURE_
 * IMAGE_UNITS_ARB (32 distinct units per vertex program), the vertex
 * target's MAX_PROGRAM_ENV_PARAMETERS_ARB (256) and the fragment target's
 * MAX_PROGRAM_INSTRUCTIONS_ARB (4096, the !!FP1.0 instruction limit).
 * The vertex target's MAX_PROGRAM_LOCAL_PARAMETERS_ARB (Mesa's 2048) and
 * MAX_COMBINED_TEXTURE_IMAGE_UNITS (192 on llvmpipe, 128 on softpipe)
 * are read and written into the cases that reach them.
 * MAX_TEXTURE_IMAGE_UNITS_ARB (32) bounds the fragment options'
 * texture[n]; !!FP1.0's grammar names TEX0..TEX15 only (the same enum's
 * value reported for it is the ARB one: docs/limits.md).  So are
 * MAX_LIGHTS, MAX_CLIP_PLANES, MAX_PROGRAM_MATRICES_ARB and both targets'
 * MAX_PROGRAM_PARAMETERS_ARB (the PARAM arrays at and past the limit,
 * with and without a fog option, repeat a line that many times).
 *
 * Beside the programs: NV_vertex_program's tracking matrices
 * (MAX_TRACK_MATRICES_NV, the MATRIXi_NV stack depth) and the addresses
 * TrackMatrixNV takes.
 */
#include "fp1-common.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static PFNGLGETPROGRAMIVARBPROC GetProgramivARB;
static PFNGLGETPROGRAMSTRINGARBPROC GetProgramStringARB;
static PFNGLDELETEPROGRAMSARBPROC DeleteProgramsARB;

/* ---- the cases ---- */

/* How a program is loaded: VERTEX_PROGRAM_NV and VERTEX_PROGRAM_ARB are
 * one enum, so the target alone does not say which entry point. */
enum api {
   VPNV,    /* LoadProgramNV(VERTEX_PROGRAM_NV) */
   VSP,     /* LoadProgramNV(VERTEX_STATE_PROGRAM_NV) */
   FPNV,    /* LoadProgramNV(FRAGMENT_PROGRAM_NV) */
   VPARB,   /* ProgramStringARB(VERTEX_PROGRAM_ARB) */
   FPARB,   /* ProgramStringARB(FRAGMENT_PROGRAM_ARB) */
};

static const GLenum targets[] = {
   [VPNV] = GL_VERTEX_PROGRAM_NV,
   [VSP] = GL_VERTEX_STATE_PROGRAM_NV,
   [FPNV] = GL_FRAGMENT_PROGRAM_NV,
   [VPARB] = GL_VERTEX_PROGRAM_ARB,
   [FPARB] = GL_FRAGMENT_PROGRAM_ARB,
};

#define V1 "!!VP1.0\nMOV o[HPOS], v[OPOS];\n"
#define V2 "!!VP2.0\nMOV o[HPOS], v[OPOS];\n"
#define N2 "!!ARBvp1.0\nOPTION NV_vertex_program2;\n" \
           "MOV result.position, vertex.position;\n"
#define N3 "!!ARBvp1.0\nOPTION NV_vertex_program3;\n" \
           "MOV result.position, vertex.position;\n"
#define F "!!ARBfp1.0\nOPTION NV_fragment_program;\n"
#define F2 "!!ARBfp1.0\nOPTION NV_fragment_program2;\n"
#define FP "!!FP1.0\n"

enum expect {
   LOADS,
   FAILS,          /* at the needle */
   FAILS_AT_LEN,   /* at the length of the text */
};

/* Limits that differ between drivers or from the spec's minimum: read
 * from the GL and written into the text of the cases that name them. */
enum reported {
   NOT_REPORTED,
   /* GetProgramivARB(VERTEX_PROGRAM_ARB, MAX_PROGRAM_ENV_PARAMETERS_ARB) */
   VP_ENV,
   /* GetProgramivARB(VERTEX_PROGRAM_ARB, MAX_PROGRAM_LOCAL_PARAMETERS_ARB) */
   VP_LOCAL,
   /* MAX_COMBINED_TEXTURE_IMAGE_UNITS (192 on llvmpipe, 128 on softpipe) */
   COMBINED_UNITS,
   /* GetIntegerv(MAX_LIGHTS), (MAX_CLIP_PLANES),
    * (MAX_PROGRAM_MATRICES_ARB) */
   LIGHTS,
   CLIP_PLANES,
   PROGRAM_MATRICES,
   /* GetProgramivARB(VERTEX_PROGRAM_ARB / FRAGMENT_PROGRAM_ARB,
    * MAX_PROGRAM_PARAMETERS_ARB) */
   VP_PARAMS,
   FP_PARAMS,
   NUM_REPORTED,
};

static GLint reported[NUM_REPORTED];

struct limit_case {
   const char *name;
   enum api api;
   /* The text: head, then 'rep' (a printf format whose %1$u is the line's
    * number, 0 first) 'count' times, then tail.  With 'value', head is a
    * format whose %1$u is that reported limit plus 'delta'. */
   const char *head;
   const char *rep;
   unsigned count;
   const char *tail;
   enum expect expect;
   /* FAILS: the first occurrence of 'needle' in the text, or with
    * at_rep > 0 in the at_rep-th repeated line (1 first), plus offset. */
   const char *needle;
   int offset;
   unsigned at_rep;
   enum reported value;
   int delta;
   /* With count_value, 'rep' is repeated reported[value] + count_delta
    * times instead of 'count' (and delta applies to head only). */
   bool count_value;
   int count_delta;
};

/* at_rep: the last repeated line, however many there are. */
#define LAST_REP UINT_MAX

#define OK(n, t, text) { n, t, text, .expect = LOADS }
#define BAD(n, t, text, at) { n, t, text, .expect = FAILS, .needle = at }
#define BAD_LEN(n, t, text) { n, t, text, .expect = FAILS_AT_LEN }
/* The same body after both ARB vertex headers. */
#define NV23_OK(n, body) OK(n " (NV2)", VPARB, N2 body "END"), \
                         OK(n " (NV3)", VPARB, N3 body "END")
#define NV23_BAD(n, body, at) BAD(n " (NV2)", VPARB, N2 body "END", at), \
                              BAD(n " (NV3)", VPARB, N3 body "END", at)
/* ...with a reported limit + d as %1$u; a failing one fails at the
 * needle + off. */
#define NV23_OK_AT(n, body, v, d) \
   { n " (NV2)", VPARB, N2 body "END", .expect = LOADS, .value = v, \
     .delta = d }, \
   { n " (NV3)", VPARB, N3 body "END", .expect = LOADS, .value = v, \
     .delta = d }
#define NV23_BAD_AT(n, body, v, d, at, off) \
   { n " (NV2)", VPARB, N2 body "END", .expect = FAILS, .needle = at, \
     .offset = off, .value = v, .delta = d }, \
   { n " (NV3)", VPARB, N3 body "END", .expect = FAILS, .needle = at, \
     .offset = off, .value = v, .delta = d }
/* The same body after both ARB fragment headers. */
#define F12_OK(n, body) OK(n " (NV)", FPARB, F body "END"), \
                        OK(n " (NV2)", FPARB, F2 body "END")
#define F12_BAD(n, body, at) BAD(n " (NV)", FPARB, F body "END", at), \
                             BAD(n " (NV2)", FPARB, F2 body "END", at)
/* Head, 'rep' repeated reported[v] + cd times, tail (head a format of
 * reported[v] + d), after both ARB vertex headers; a failing one fails
 * at the needle + off, in the at-th repeated line if 'at' is set. */
#define NV23_REP(n, head, rep, tail, v, d, cd, e, at, off, line) \
   { n " (NV2)", VPARB, N2 head, rep, 0, tail, .expect = e, \
     .needle = at, .offset = off, .at_rep = line, .value = v, \
     .delta = d, .count_value = true, .count_delta = cd }, \
   { n " (NV3)", VPARB, N3 head, rep, 0, tail, .expect = e, \
     .needle = at, .offset = off, .at_rep = line, .value = v, \
     .delta = d, .count_value = true, .count_delta = cd }
/* ...after both ARB fragment headers. */
#define F12_REP(n, head, rep, tail, v, cd, e, off, line) \
   { n " (NV)", FPARB, F head, rep, 0, tail, .expect = e, .offset = off, \
     .at_rep = line, .value = v, .count_value = true, .count_delta = cd }, \
   { n " (NV2)", FPARB, F2 head, rep, 0, tail, .expect = e, \
     .offset = off, .at_rep = line, .value = v, .count_value = true, \
     .count_delta = cd }

/* A PARAM array of one literal and 'rep' literals: each binding one
 * parameter slot (docs/limits.md), the program still short. */
#define ARRAY_HEAD "PARAM a[] = { -1"
#define ARRAY_REP ", %1$u"
#define ARRAY_TAIL " };\nMOV result.color, a[0];\nEND"

/* The !!FP1.0 instruction limit: "If ARB_fragment_program is supported,
 * this limit is the value of MAX_PROGRAM_INSTRUCTIONS_ARB for the
 * FRAGMENT_PROGRAM_ARB target." (checked below to be 4096) */
#define FP_MAX_INSTRS 4096

static const struct limit_case cases[] = {
   /* ---- NV_vertex_program 1.0 ---- */
   /* "A vertex program fails to load if it contains more than 128
    *  instructions." -- at the opcode of the 129th */
   { "VP1.0 128 instructions", VPNV, V1, "ADD R0, R0, c[1];\n", 127,
     "END", LOADS },
   { "VP1.0 129 instructions", VPNV, V1, "ADD R0, R0, c[1];\n", 128,
     "END", FAILS, .at_rep = 128 },
   /* VP1.0 has one address register, A0 (only its x) */
   OK("VP1.0 A0", VPNV, V1 "ARL A0.x, c[0].x;\nEND"),
   BAD("VP1.0 A1", VPNV, V1 "ARL A1.x, c[0].x;\nEND", "A1"),
   /* "A vertex program fails to load if any instruction sources more
    *  than one unique vertex attribute register." */
   OK("VP1.0 the same v[] twice", VPNV,
      V1 "ADD R0, v[1], v[1];\nMOV o[COL0], R0;\nEND"),
   BAD("VP1.0 two distinct v[]", VPNV,
       V1 "ADD R0, v[1], v[2];\nMOV o[COL0], R0;\nEND", "v[2]"),
   OK("VP1.0 o[COL0]", VPNV, V1 "MOV o[COL0], c[0];\nEND"),
   /* clip distances are NV_vertex_program2's */
   BAD("VP1.0 o[CLP0]", VPNV, V1 "MOV o[CLP0], c[0];\nEND", "CLP0"),

   /* ---- NV_vertex_program 1.0 state programs ---- */
   /* "A vertex state program fails to load if it contains more than 128
    *  instructions." */
   { "VSP1.0 128 instructions", VSP, "!!VSP1.0\n", "MOV c[0], v[0];\n",
     128, "END", LOADS },
   { "VSP1.0 129 instructions", VSP, "!!VSP1.0\n", "MOV c[0], v[0];\n",
     129, "END", FAILS, .at_rep = 129 },
   OK("VSP1.0 c[95]", VSP, "!!VSP1.0\nMOV c[95], v[0];\nEND"),
   BAD("VSP1.0 c[96]", VSP, "!!VSP1.0\nMOV c[96], v[0];\nEND", "96"),
   OK("VSP1.0 R11", VSP, "!!VSP1.0\nMOV R11, v[0];\nMOV c[0], R11;\nEND"),
   BAD("VSP1.0 R12", VSP, "!!VSP1.0\nMOV R12, v[0];\nMOV c[0], R12;\nEND",
       "R12"),

   /* ---- NV_vertex_program2 ---- */
   /* "A vertex program fails to load in the VP2 execution environment if
    *  it contains more than 256 instructions." */
   { "VP2.0 256 instructions", VPNV, V2, "ADD R0, R0, c[1];\n", 255,
     "END", LOADS },
   { "VP2.0 257 instructions", VPNV, V2, "ADD R0, R0, c[1];\n", 256,
     "END", FAILS, .at_rep = 256 },
   /* "For position-invariant programs, the limit on the number of
    *  instructions allowed in a program is reduced by four" */
   { "VP2.0 position invariant, 252 instructions", VPNV,
     "!!VP2.0\nOPTION NV_position_invariant;\n", "MOV o[COL0], c[0];\n",
     252, "END", LOADS },
   { "VP2.0 position invariant, 253 instructions", VPNV,
     "!!VP2.0\nOPTION NV_position_invariant;\n", "MOV o[COL0], c[0];\n",
     253, "END", FAILS, .at_rep = 253 },
   OK("VP2.0 c[255]", VPNV, V2 "MOV o[COL0], c[255];\nEND"),
   BAD("VP2.0 c[256]", VPNV, V2 "MOV o[COL0], c[256];\nEND", "256"),
   OK("VP2.0 c[A0.x+255]", VPNV,
      V2 "ARL A0.x, c[0].x;\nMOV o[COL0], c[A0.x+255];\nEND"),
   OK("VP2.0 c[A0.x-256]", VPNV,
      V2 "ARL A0.x, c[0].x;\nMOV o[COL0], c[A0.x-256];\nEND"),
   BAD("VP2.0 c[A0.x+256]", VPNV,
       V2 "ARL A0.x, c[0].x;\nMOV o[COL0], c[A0.x+256];\nEND", "256"),
   BAD("VP2.0 c[A0.x-257]", VPNV,
       V2 "ARL A0.x, c[0].x;\nMOV o[COL0], c[A0.x-257];\nEND", "257"),
   OK("VP2.0 R15", VPNV, V2 "MOV R15, c[0];\nMOV o[COL0], R15;\nEND"),
   BAD("VP2.0 R16", VPNV, V2 "MOV R16, c[0];\nMOV o[COL0], R16;\nEND",
       "R16"),
   OK("VP2.0 A1", VPNV,
      V2 "ARL A1.x, c[0].x;\nMOV o[COL0], c[A1.x];\nEND"),
   BAD("VP2.0 A2", VPNV,
       V2 "ARL A2.x, c[0].x;\nMOV o[COL0], c[0];\nEND", "A2"),
   OK("VP2.0 o[CLP5]", VPNV, V2 "MOV o[CLP5], c[0];\nEND"),
   BAD("VP2.0 o[CLP6]", VPNV, V2 "MOV o[CLP6], c[0];\nEND", "CLP6"),
   BAD("VP2.0 a label defined twice", VPNV,
       V2 "l: MOV o[COL0], c[0];\nl: MOV o[COL1], c[1];\nEND",
       "l: MOV o[COL1]"),
   /* "A vertex program will fail to load if an instruction refers to a
    *  label that is not defined in the program string." -- known only at
    *  the end of the text, so at its length */
   OK("VP2.0 BRA to a label", VPNV,
      V2 "BRA done;\nMOV o[COL0], c[0];\ndone:\nEND"),
   BAD_LEN("VP2.0 BRA to an undefined label", VPNV,
           V2 "BRA nowhere;\nMOV o[COL0], c[0];\nEND"),

   /* ---- !!ARBvp1.0 with NV_vertex_program2 / NV_vertex_program3 ---- */
   /* "<progParamSingle> ::= "program" "." "env" "[" <progEnvParamNum> "]"
    *  ... <progEnvParamNum> ::= <integer> from 0 to
    *  MAX_PROGRAM_ENV_PARAMETERS_ARB - 1" (256 for the vertex target,
    *  checked below); the same for local with its own maximum */
   NV23_OK_AT("program.env[MAX - 1]",
              "MOV result.color, program.env[%1$u];\n", VP_ENV, -1),
   NV23_BAD_AT("program.env[MAX]",
               "MOV result.color, program.env[%1$u];\n", VP_ENV, 0,
               "env[", 4),
   NV23_OK_AT("program.local[MAX - 1]",
              "MOV result.color, program.local[%1$u];\n", VP_LOCAL, -1),
   NV23_BAD_AT("program.local[MAX]",
               "MOV result.color, program.local[%1$u];\n", VP_LOCAL, 0,
               "local[", 6),
   NV23_OK("vertex.attrib[15]", "MOV result.color, vertex.attrib[15];\n"),
   NV23_BAD("vertex.attrib[16]", "MOV result.color, vertex.attrib[16];\n",
            "16"),
   NV23_OK("vertex.texcoord[7]", "MOV result.color, vertex.texcoord[7];\n"),
   NV23_BAD("vertex.texcoord[8]",
            "MOV result.color, vertex.texcoord[8];\n", "8]"),
   NV23_OK("result.texcoord[7]",
           "MOV result.texcoord[7], vertex.position;\n"),
   NV23_BAD("result.texcoord[8]",
            "MOV result.texcoord[8], vertex.position;\n", "8]"),
   NV23_OK("state.matrix.texture[7]",
           "DP4 result.color.x, state.matrix.texture[7].row[0], "
           "vertex.position;\n"),
   NV23_BAD("state.matrix.texture[8]",
            "DP4 result.color.x, state.matrix.texture[8].row[0], "
            "vertex.position;\n", "8]"),
   /* NV_vertex_program2_option: "<clipPlaneNum> ::= <integer>"
    * "[0,MAX_CLIP_PLANES-1]" (read from the GL: 8 on Mesa and on
    * NVIDIA's driver) */
   NV23_OK_AT("result.clip[MAX_CLIP_PLANES - 1]",
              "MOV result.clip[%1$u].x, vertex.position.x;\n", CLIP_PLANES,
              -1),
   NV23_BAD_AT("result.clip[MAX_CLIP_PLANES]",
               "MOV result.clip[%1$u].x, vertex.position.x;\n", CLIP_PLANES,
               0, "clip[", 5),
   /* "<stateLightNumber> ::= <integer> from 0 to MAX_LIGHTS-1",
    * "<stateClipPlaneNum> ::= <integer> from 0 to MAX_CLIP_PLANES-1",
    * "<stateProgramMatNum> ::= <integer> from 0 to
    *  MAX_PROGRAM_MATRICES_ARB-1" (each maximum read from the GL) */
   NV23_OK_AT("state.light[MAX_LIGHTS - 1]",
              "MOV result.color, state.light[%1$u].diffuse;\n", LIGHTS, -1),
   NV23_BAD_AT("state.light[MAX_LIGHTS]",
               "MOV result.color, state.light[%1$u].diffuse;\n", LIGHTS, 0,
               "light[", 6),
   NV23_OK_AT("state.clip[MAX_CLIP_PLANES - 1].plane",
              "MOV result.color, state.clip[%1$u].plane;\n", CLIP_PLANES,
              -1),
   NV23_BAD_AT("state.clip[MAX_CLIP_PLANES].plane",
               "MOV result.color, state.clip[%1$u].plane;\n", CLIP_PLANES,
               0, "clip[", 5),
   NV23_OK_AT("state.matrix.program[MAX_PROGRAM_MATRICES_ARB - 1]",
              "DP4 result.color.x, state.matrix.program[%1$u].row[0], "
              "vertex.position;\n", PROGRAM_MATRICES, -1),
   NV23_BAD_AT("state.matrix.program[MAX_PROGRAM_MATRICES_ARB]",
               "DP4 result.color.x, state.matrix.program[%1$u].row[0], "
               "vertex.position;\n", PROGRAM_MATRICES, 0, "program[", 8),
   /* "<optMatrixRows> ::= "" | "." "row" "[" <stateMatrixRowNum> ".."
    *  <stateMatrixRowNum> "]"", "<stateMatrixRowNum> ::= <integer> from 0
    *  to 3"; "A program will fail to load if <a> is greater than <b>." --
    * the parser stops at <b>, the first token that cannot continue */
   NV23_OK("row[0..3]",
           "PARAM m[] = { state.matrix.modelview.row[0..3] };\n"
           "DP4 result.color.x, m[3], vertex.position;\n"),
   NV23_BAD("row[3..4]",
            "PARAM m[] = { state.matrix.modelview.row[3..4] };\n"
            "DP4 result.color.x, m[0], vertex.position;\n", "4]"),
   NV23_BAD("row[2..1]",
            "PARAM m[] = { state.matrix.modelview.row[2..1] };\n"
            "DP4 result.color.x, m[0], vertex.position;\n", "1]"),
   /* "<optArraySize> ::= "" | <integer> from 1 to
    *  MAX_PROGRAM_PARAMETERS_ARB (maximum number of allowed program
    *  parameter bindings)": an array of exactly that many bindings loads;
    * one binding more fails at it (docs/limits.md: "at the binding past
    * the limit"), a size one more at the size */
   NV23_REP("PARAM a[] of MAX_PROGRAM_PARAMETERS_ARB", ARRAY_HEAD,
            ARRAY_REP, ARRAY_TAIL, VP_PARAMS, 0, -1, LOADS, NULL, 0, 0),
   NV23_REP("PARAM a[] of MAX_PROGRAM_PARAMETERS_ARB + 1", ARRAY_HEAD,
            ARRAY_REP, ARRAY_TAIL, VP_PARAMS, 0, 0, FAILS, NULL, 2,
            LAST_REP),
   NV23_REP("PARAM a[MAX_PROGRAM_PARAMETERS_ARB]", "PARAM a[%1$u] = { -1",
            ARRAY_REP, ARRAY_TAIL, VP_PARAMS, 0, -1, LOADS, NULL, 0, 0),
   NV23_REP("PARAM a[MAX_PROGRAM_PARAMETERS_ARB + 1]",
            "PARAM a[%1$u] = { -1", ARRAY_REP, ARRAY_TAIL, VP_PARAMS, 1, 0,
            FAILS, "PARAM a[", 8, 0),
   NV23_BAD("PARAM a[0]",
            "PARAM a[0] = { program.env[0] };\nMOV result.color, a[0];\n",
            "0] ="),
   /* "A vertex program that specifies an array size ... that does not
    *  match the number of parameter bindings in the initialization list
    *  will fail to load." -- at the "}" where the list ends */
   NV23_BAD("PARAM a[3] of two bindings",
            "PARAM a[3] = { program.env[0..1] };\n"
            "MOV result.color, a[1];\n", "}"),
   /* "If any vertex program instruction accesses a program parameter
    *  array using absolute addressing with an out-of-range index (greater
    *  than or equal to the size of the array), the vertex program will
    *  fail to load." */
   NV23_OK("a[1] of PARAM a[2]",
           "PARAM a[2] = { program.env[0..1] };\n"
           "MOV result.color, a[1];\n"),
   NV23_BAD("a[2] of PARAM a[2]",
            "PARAM a[2] = { program.env[0..1] };\n"
            "MOV result.color, a[2];\n", "2];"),
   /* NV_vertex_program2_option's "<arrayMemRelOffset> ::= ... | "+"
    *  <integer> | "-" <integer>" (ARB_vertex_program's [0,63] and
    *  [0,64] dropped): wined3d's C[A0.x + 254] loads; nvprog takes up to
    *  NVP_ARB_NV_MAX_REL_OFFSET (65535), every index past it outside any
    *  array */
   NV23_OK("a[A0.x + 254]",
           "ADDRESS A0;\nPARAM a[] = { program.env[0..255] };\n"
           "ARL A0.x, vertex.attrib[1].x;\n"
           "MOV result.color, a[A0.x + 254];\n"),
   NV23_OK("a[A0.x - 65535]",
           "ADDRESS A0;\nPARAM a[] = { program.env[0..127] };\n"
           "ARL A0.x, vertex.attrib[1].x;\n"
           "MOV result.color, a[A0.x - 65535];\n"),
   NV23_BAD("a[A0.x + 65536]",
            "ADDRESS A0;\nPARAM a[] = { program.env[0..127] };\n"
            "ARL A0.x, vertex.attrib[1].x;\n"
            "MOV result.color, a[A0.x + 65536];\n", "65536]"),
   /* NV_vertex_program3's texture[n]: 0 to MAX_COMBINED_TEXTURE_IMAGE_
    * UNITS - 1 (docs/limits.md: wined3d binds vertex samplers past the
    * fragment units), at most MAX_VERTEX_TEXTURE_IMAGE_UNITS_ARB (32)
    * distinct ones, the unit past them failing at its "texture", and one
    * target per unit, a second failing at the target */
   { "NV3 texture[MAX_COMBINED - 1]", VPARB,
     N3 "TEMP r;\nTEX r, vertex.position, texture[%1$u], 2D;\nEND",
     .expect = LOADS, .value = COMBINED_UNITS, .delta = -1 },
   { "NV3 texture[MAX_COMBINED]", VPARB,
     N3 "TEMP r;\nTEX r, vertex.position, texture[%1$u], 2D;\nEND",
     .expect = FAILS, .needle = "texture[", .offset = 8,
     .value = COMBINED_UNITS },
   { "NV3 32 distinct texture units", VPARB, N3 "TEMP r;\n",
     "TEX r, vertex.position, texture[%1$u], 2D;\n", 32, "END", LOADS },
   { "NV3 33 distinct texture units", VPARB, N3 "TEMP r;\n",
     "TEX r, vertex.position, texture[%1$u], 2D;\n", 33, "END", FAILS,
     .needle = "texture", .at_rep = 33 },
   OK("NV3 one target on a unit twice", VPARB,
      N3 "TEMP r;\nTEX r, vertex.position, texture[3], 2D;\n"
      "TXL r, vertex.position, texture[3], 2D;\nEND"),
   BAD("NV3 two targets on one unit", VPARB,
       N3 "TEMP r;\nTEX r, vertex.position, texture[3], 2D;\n"
       "TEX r, vertex.position, texture[3], 3D;\nEND", "3D"),

   /* ---- !!ARBfp1.0 with NV_fragment_program / NV_fragment_program2 ---- */
   /* 64 SHORT temporaries beside the 64 LONG ones (docs/limits.md), each
    * declared and written; the 65th fails at its name */
   { "64 SHORT TEMP (NV)", FPARB, F,
     "SHORT TEMP h%1$u;\nMOV h%1$u, fragment.color;\n", 64,
     "MOV result.color, h0;\nEND", LOADS },
   { "65 SHORT TEMP (NV)", FPARB, F,
     "SHORT TEMP h%1$u;\nMOV h%1$u, fragment.color;\n", 65,
     "MOV result.color, h0;\nEND", FAILS, .needle = "h64",
     .at_rep = 65 },
   { "64 SHORT TEMP (NV2)", FPARB, F2,
     "SHORT TEMP h%1$u;\nMOV h%1$u, fragment.color;\n", 64,
     "MOV result.color, h0;\nEND", LOADS },
   { "65 SHORT TEMP (NV2)", FPARB, F2,
     "SHORT TEMP h%1$u;\nMOV h%1$u, fragment.color;\n", 65,
     "MOV result.color, h0;\nEND", FAILS, .needle = "h64",
     .at_rep = 65 },
   F12_OK("result.color[7]",
          "OPTION ARB_draw_buffers;\nMOV result.color[7], fragment.color;\n"),
   F12_BAD("result.color[8]",
           "OPTION ARB_draw_buffers;\nMOV result.color[8], fragment.color;\n",
           "8]"),
   /* NV_fragment_program_option's <texImageUnitNum>: 0 to
    * MAX_TEXTURE_IMAGE_UNITS_ARB - 1 (32 units reported, checked below) */
   F12_OK("texture[31]",
          "TEX result.color, fragment.texcoord[0], texture[31], 2D;\n"),
   F12_BAD("texture[32]",
           "TEX result.color, fragment.texcoord[0], texture[32], 2D;\n",
           "32"),
   /* the fragment target's MAX_PROGRAM_PARAMETERS_ARB, each binding a
    * slot, as for the vertex options */
   F12_REP("PARAM a[] of MAX_PROGRAM_PARAMETERS_ARB", ARRAY_HEAD,
           ARRAY_REP, ARRAY_TAIL, FP_PARAMS, -1, LOADS, 0, 0),
   F12_REP("PARAM a[] of MAX_PROGRAM_PARAMETERS_ARB + 1", ARRAY_HEAD,
           ARRAY_REP, ARRAY_TAIL, FP_PARAMS, 0, FAILS, 2, LAST_REP),
   /* ARB_fragment_program 3.11.4.5.1: with a fog option "a fragment
    *  program will fail to load ... if the number of parameters it
    *  contains exceeds the implementation-dependent limit minus 2"; nvprog
    * gives the option its two slots (state.fog.color, state.fog.params)
    * once the whole text is read, so a failure is at the length */
   F12_REP("ARB_fog_linear, MAX_PROGRAM_PARAMETERS_ARB - 2",
           "OPTION ARB_fog_linear;\n" ARRAY_HEAD, ARRAY_REP, ARRAY_TAIL,
           FP_PARAMS, -3, LOADS, 0, 0),
   F12_REP("ARB_fog_linear, MAX_PROGRAM_PARAMETERS_ARB - 1",
           "OPTION ARB_fog_linear;\n" ARRAY_HEAD, ARRAY_REP, ARRAY_TAIL,
           FP_PARAMS, -2, FAILS_AT_LEN, 0, 0),
   /* ... and "if the number of instructions or ALU instructions it
    *  contains exceeds the implementation-dependent limit minus 3"
    *  (ARB_fog_exp), "minus 4" (exp2), "minus 2" (linear); "if the
    *  number of temporaries it contains exceeds the
    *  implementation-dependent limit minus 1" */
   { "ARB_fog_linear, MAX_PROGRAM_INSTRUCTIONS_ARB - 2", FPARB,
     F "OPTION ARB_fog_linear;\nTEMP r;\n", "MOV r, fragment.color;\n",
     FP_MAX_INSTRS - 2, "END", LOADS },
   { "ARB_fog_linear, MAX_PROGRAM_INSTRUCTIONS_ARB - 1", FPARB,
     F "OPTION ARB_fog_linear;\nTEMP r;\n", "MOV r, fragment.color;\n",
     FP_MAX_INSTRS - 1, "END", FAILS, .at_rep = LAST_REP },
   { "ARB_fog_exp, MAX_PROGRAM_INSTRUCTIONS_ARB - 3", FPARB,
     F "OPTION ARB_fog_exp;\nTEMP r;\n", "MOV r, fragment.color;\n",
     FP_MAX_INSTRS - 3, "END", LOADS },
   { "ARB_fog_exp, MAX_PROGRAM_INSTRUCTIONS_ARB - 2", FPARB,
     F "OPTION ARB_fog_exp;\nTEMP r;\n", "MOV r, fragment.color;\n",
     FP_MAX_INSTRS - 2, "END", FAILS, .at_rep = LAST_REP },
   { "ARB_fog_exp2, MAX_PROGRAM_INSTRUCTIONS_ARB - 4", FPARB,
     F2 "OPTION ARB_fog_exp2;\nTEMP r;\n", "MOV r, fragment.color;\n",
     FP_MAX_INSTRS - 4, "END", LOADS },
   { "ARB_fog_exp2, MAX_PROGRAM_INSTRUCTIONS_ARB - 3", FPARB,
     F2 "OPTION ARB_fog_exp2;\nTEMP r;\n", "MOV r, fragment.color;\n",
     FP_MAX_INSTRS - 3, "END", FAILS, .at_rep = LAST_REP },
   { "ARB_fog_linear, 63 LONG TEMP", FPARB,
     F "OPTION ARB_fog_linear;\n",
     "TEMP t%1$u;\nMOV t%1$u, fragment.color;\n", 63, "END", LOADS },
   { "ARB_fog_linear, 64 LONG TEMP", FPARB,
     F "OPTION ARB_fog_linear;\n",
     "TEMP t%1$u;\nMOV t%1$u, fragment.color;\n", 64, "END", FAILS,
     .offset = 5, .at_rep = LAST_REP },
   F12_OK("fragment.texcoord[7]",
          "MOV result.color, fragment.texcoord[7];\n"),
   F12_BAD("fragment.texcoord[8]",
           "MOV result.color, fragment.texcoord[8];\n", "8]"),
   /* "a fragment program will fail to load if a LOOP or REP instruction
    *  is nested inside MAX_PROGRAM_LOOP_DEPTH_NV or more LOOP/ENDLOOP or
    *  REP/ENDREP blocks" (4) */
   OK("NV2 REP nested 4 deep", FPARB,
      F2 "TEMP r;\nMOV r, 0;\n"
      "REP program.env[0];\nREP program.env[1];\n"
      "REP program.env[2];\nREP program.env[3];\n"
      "ADD r, r, 1;\nENDREP;\nENDREP;\nENDREP;\nENDREP;\n"
      "MOV result.color, r;\nEND"),
   BAD("NV2 REP nested 5 deep", FPARB,
       F2 "TEMP r;\nMOV r, 0;\n"
       "REP program.env[0];\nREP program.env[1];\n"
       "REP program.env[2];\nREP program.env[3];\nREP program.env[4];\n"
       "ADD r, r, 1;\nENDREP;\nENDREP;\nENDREP;\nENDREP;\nENDREP;\n"
       "MOV result.color, r;\nEND", "REP program.env[4]"),
   /* "<addrRegPosOffset> ::= <integer> from 0 to 9" */
   OK("NV2 texcoord[A0.x+9]", FPARB,
      F2 "TEMP r;\nMOV r, 0;\nLOOP {2, 0, 1, 0};\n"
      "ADD r, r, fragment.texcoord[A0.x+9];\nENDLOOP;\n"
      "MOV result.color, r;\nEND"),
   BAD("NV2 texcoord[A0.x+10]", FPARB,
       F2 "TEMP r;\nMOV r, 0;\nLOOP {2, 0, 1, 0};\n"
       "ADD r, r, fragment.texcoord[A0.x+10];\nENDLOOP;\n"
       "MOV result.color, r;\nEND", "10"),
   BAD("NV2 a label defined twice", FPARB,
       F2 "l1:\nMOV result.color, 0;\nl1:\nMOV result.color, 1;\nEND",
       "l1:\nMOV result.color, 1"),

   /* ---- NV_fragment_program (!!FP1.0) ---- */
   { "FP1.0 4096 instructions", FPNV, FP "MOVR o[COLR], p[0];\n",
     "ADDR R1, R1, p[1];\n", FP_MAX_INSTRS - 1, "END", LOADS },
   { "FP1.0 4097 instructions", FPNV, FP "MOVR o[COLR], p[0];\n",
     "ADDR R1, R1, p[1];\n", FP_MAX_INSTRS, "END", FAILS,
     .at_rep = FP_MAX_INSTRS },
   /* "R0"-"R31", "H0"-"H63": R32 and H64 are names, undefined ones */
   OK("FP1.0 R31", FPNV, FP "MOVR R31, f[COL0];\nMOVR o[COLR], R31;\nEND"),
   BAD("FP1.0 R32", FPNV, FP "MOVR R32, f[COL0];\nMOVR o[COLR], R0;\nEND",
       "R32"),
   OK("FP1.0 H63", FPNV, FP "MOVH H63, f[COL0];\nMOVR o[COLR], H63;\nEND"),
   BAD("FP1.0 H64", FPNV, FP "MOVH H64, f[COL0];\nMOVR o[COLR], R0;\nEND",
       "H64"),
   /* "<localNumber> ::= <integer> from 0 to
    *  MAX_FRAGMENT_PROGRAM_LOCAL_PARAMETERS_NV - 1" */
   OK("FP1.0 p[63]", FPNV, FP "MOVR o[COLR], p[63];\nEND"),
   BAD("FP1.0 p[64]", FPNV, FP "MOVR o[COLR], p[64];\nEND", "64"),
   /* "<texImageUnit> ::= "TEX0" | ... | "TEX15"" */
   OK("FP1.0 TEX15", FPNV, FP "TEX o[COLR], f[TEX0], TEX15, 2D;\nEND"),
   BAD("FP1.0 TEX16", FPNV, FP "TEX o[COLR], f[TEX0], TEX16, 2D;\nEND",
       "TEX16"),
   OK("FP1.0 f[TEX7]", FPNV, FP "MOVR o[COLR], f[TEX7];\nEND"),
   BAD("FP1.0 f[TEX8]", FPNV, FP "MOVR o[COLR], f[TEX8];\nEND", "TEX8"),
   /* "A fragment program fails to load if any instruction sources more
    *  than one unique fragment attribute register.  Instructions sourcing
    *  the same attribute register multiple times are acceptable." -- at
    *  the opcode */
   OK("FP1.0 the same f[] twice", FPNV,
      FP "ADDR o[COLR], f[TEX0], f[TEX0];\nEND"),
   BAD("FP1.0 two distinct f[]", FPNV,
       FP "ADDR o[COLR], f[TEX0], f[TEX1];\nEND", "ADDR"),
   /* "each fragment program instruction can normally use at most one
    *  unique program parameter.  The only exception to this rule is if
    *  all program parameter references specify named or embedded
    *  constants that taken together contain no more than four unique
    *  scalar values." -- at the opcode, like the attribute rule */
   OK("FP1.0 the same p[] twice", FPNV,
      FP "ADDR o[COLR], p[0], p[0];\nEND"),
   BAD("FP1.0 two distinct p[]", FPNV,
       FP "ADDR o[COLR], p[0], p[1];\nEND", "ADDR"),
   /* a local and a constant are two parameters (AMB-17) */
   BAD("FP1.0 p[] and a constant", FPNV,
       FP "ADDR o[COLR], p[0], 1;\nEND", "ADDR"),
   /* the spec's examples: "MAD R0, R1, 2, -1;" and "ADD R0, {1,2,3,4},
    * 4;" load; "ADD R0, {1,2,3,4}, -4;" and "ADD R0, {1,2,3,4},
    * {4,5,6,7}.x;" "are invalid, as they contain more than four unique
    * scalar values" */
   OK("FP1.0 constants 2 and -1", FPNV,
      FP "MADR o[COLR], f[COL0], 2, -1;\nEND"),
   OK("FP1.0 constants of 4 values", FPNV,
      FP "ADDR o[COLR], {1, 2, 3, 4}, 4;\nEND"),
   BAD("FP1.0 constants of 5 values (-4)", FPNV,
       FP "ADDR o[COLR], {1, 2, 3, 4}, -4;\nEND", "ADDR"),
   BAD("FP1.0 constants of 5 values ({4, 5, 6, 7}.x)", FPNV,
       FP "ADDR o[COLR], {1, 2, 3, 4}, {4, 5, 6, 7}.x;\nEND", "ADDR"),
   /* "Before counting the number of unique values, any named constants
    *  are first converted to the equivalent embedded constants." */
   OK("FP1.0 a DEFINE and a constant, 4 values", FPNV,
      FP "DEFINE k = {1, 2, 3, 4};\nADDR o[COLR], k, 3;\nEND"),
   BAD("FP1.0 a DEFINE and a constant, 5 values", FPNV,
       FP "DEFINE k = {1, 2, 3, 4};\nADDR o[COLR], k, 5;\nEND", "ADDR"),
   /* the 0, 0, 1 filled in count (AMB-16): {2} and {3, 4} are 2, 0, 1,
    * 3, 4 */
   OK("FP1.0 {2} and {0, 1}", FPNV, FP "ADDR o[COLR], {2}, {0, 1};\nEND"),
   BAD("FP1.0 {2} and {3, 4}", FPNV,
       FP "ADDR o[COLR], {2}, {3, 4};\nEND", "ADDR"),
   OK("FP1.0 DEFINE", FPNV,
      FP "DEFINE k = {1, 2, 3, 4};\nMOVR o[COLR], k;\nEND"),
   BAD("FP1.0 DEFINE of R0", FPNV,
       FP "DEFINE R0 = {1, 2, 3, 4};\nMOVR o[COLR], p[0];\nEND", "R0 ="),
   BAD("FP1.0 DEFINE of TEX3", FPNV,
       FP "DEFINE TEX3 = {1, 2, 3, 4};\nMOVR o[COLR], p[0];\nEND", "TEX3"),
   BAD("FP1.0 DEFINE of an opcode", FPNV,
       FP "DEFINE MOVR = {1, 2, 3, 4};\nMOVR o[COLR], p[0];\nEND",
       "MOVR ="),
   BAD("FP1.0 DEFINE of x", FPNV,
       FP "DEFINE x = {1, 2, 3, 4};\nMOVR o[COLR], p[0];\nEND", "x ="),
};

/* ---- the text of a case ---- */


/* Builds the text of c into t; returns the expected error position
 * (-1 for a program that loads). */
static GLint
build(const struct limit_case *c, struct nvpt_text *t)
{
   const unsigned count = c->count_value ?
      (unsigned)(reported[c->value] + c->count_delta) : c->count;
   const unsigned at_rep = c->at_rep == LAST_REP ? count : c->at_rep;
   size_t rep_at = 0;
   const char *from, *at;

   t->len = 0;
   if (c->value)
      nvpt_text_put(t, c->head, (unsigned)(reported[c->value] + c->delta));
   else
      nvpt_text_put(t, "%s", c->head);
   for (unsigned i = 0; i < count; i++) {
      if (i + 1 == at_rep)
         rep_at = t->len;
      nvpt_text_put(t, c->rep, i);
   }
   if (c->tail)
      nvpt_text_put(t, "%s", c->tail);

   switch (c->expect) {
   case LOADS:
      return -1;
   case FAILS_AT_LEN:
      return (GLint)t->len;
   case FAILS:
      break;
   }
   from = at_rep ? t->data + rep_at : t->data;
   at = c->needle ? strstr(from, c->needle) : from;
   if (!at) {
      printf("test bug: \"%s\" not in case \"%s\"\n", c->needle, c->name);
      nvpt_report(NVPT_FAIL);
   }
   return (GLint)(at - t->data) + c->offset;
}

/* ---- the programs kept bound while a bad one fails to load ---- */

struct keeper {
   enum api api;
   GLuint id;
   const char *text;
   float expected[4];
};

static const float vsp_param[4] = { 1.5f, -2.5f, 8.0f, 0.125f };
static const float c0[4] = { 0.5f, -2.0f, 8.0f, 0.25f };

static const struct keeper keepers[] = {
   /* c[0] is set to c0 */
   { VPNV, 1, "!!VP1.0\nMOV o[HPOS], v[OPOS];\nMOV o[COL0], c[0];\nEND",
     { 0.5f, -2.0f, 8.0f, 0.25f } },
   /* writes v[0], the parameter of ExecuteProgramNV, to c[10] */
   { VSP, 2, "!!VSP1.0\nMOV c[10], v[0];\nEND",
     { 1.5f, -2.5f, 8.0f, 0.125f } },
   { VPARB, 3, "!!ARBvp1.0\nMOV result.position, vertex.position;\n"
     "MOV result.color, {0.75, -4, 2, 0.5};\nEND",
     { 0.75f, -4.0f, 2.0f, 0.5f } },
   { FPARB, 4, "!!ARBfp1.0\nMOV result.color, {0.25, 3, 6, 0.5};\nEND",
     { 0.25f, 3.0f, 6.0f, 0.5f } },
   { FPNV, 5, "!!FP1.0\nMOVR o[COLR], {4, 0.5, 0.125, 2};\nEND",
     { 4.0f, 0.5f, 0.125f, 2.0f } },
};

static const struct keeper *
keeper_of(enum api api)
{
   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(keepers); i++) {
      if (keepers[i].api == api)
         return &keepers[i];
   }
   printf("test bug: no keeper for %s\n", nvpt_enum_name(targets[api]));
   nvpt_report(NVPT_FAIL);
}

static bool
is_arb(enum api api)
{
   return api == VPARB || api == FPARB;
}

static void
bind(const struct keeper *k)
{
   if (k->api == VSP)
      return;   /* state programs are executed, not bound */
   if (is_arb(k->api))
      nvfp.BindProgramARB(targets[k->api], k->id);
   else
      nv.BindProgramNV(targets[k->api], k->id);
}

/* Draws one point with the keeper (or executes it) and compares. */
static bool
run_keeper(const char *what, const struct keeper *k)
{
   static const float zero[4] = { 0, 0, 0, 0 };
   float got[4];
   bool ok;

   if (k->api == VSP) {
      nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 10, zero);
      nv.ExecuteProgramNV(GL_VERTEX_STATE_PROGRAM_NV, k->id, vsp_param);
      nv.GetProgramParameterfvNV(GL_VERTEX_PROGRAM_NV, 10,
                                 GL_PROGRAM_PARAMETER_NV, got);
      if (!nvpt_expect_error(GL_NO_ERROR, "%s: ExecuteProgramNV", what))
         return false;
      return nvpt_check_vec4(what, got, k->expected, 0.0f);
   }
   glEnable(targets[k->api]);
   ok = nvpt_draw_point_and_read(NVPT_WIDTH / 2, NVPT_HEIGHT / 2, got);
   glDisable(targets[k->api]);
   return ok && nvpt_check_vec4(what, got, k->expected, 0.0f);
}

/* The keeper is still bound, has its own text, and still runs. */
static bool
check_intact(const char *what, const struct keeper *k)
{
   char text[256];
   GLint binding = -1, length = -1;
   bool ok = true;

   memset(text, 0, sizeof(text));
   if (is_arb(k->api)) {
      GetProgramivARB(targets[k->api], GL_PROGRAM_BINDING_ARB, &binding);
      GetProgramivARB(targets[k->api], GL_PROGRAM_LENGTH_ARB, &length);
      if (length >= 0 && (size_t)length < sizeof(text))
         GetProgramStringARB(targets[k->api], GL_PROGRAM_STRING_ARB, text);
   } else {
      if (k->api == VPNV)
         glGetIntegerv(GL_VERTEX_PROGRAM_BINDING_NV, &binding);
      else if (k->api == FPNV)
         glGetIntegerv(GL_FRAGMENT_PROGRAM_BINDING_NV, &binding);
      else
         binding = (GLint)k->id;
      nv.GetProgramivNV(k->id, GL_PROGRAM_LENGTH_NV, &length);
      if (length >= 0 && (size_t)length < sizeof(text))
         nv.GetProgramStringNV(k->id, GL_PROGRAM_STRING_NV,
                               (GLubyte *)text);
   }
   if (binding != (GLint)k->id) {
      printf("%s: binding %d, expected the program loaded before, %u\n",
             what, binding, k->id);
      ok = false;
   }
   if (length != (GLint)strlen(k->text) || strcmp(text, k->text) != 0) {
      printf("%s: the program loaded before changed (length %d):\n%s\n",
             what, length, text);
      ok = false;
   }
   ok = nvpt_expect_error(GL_NO_ERROR, "%s: queries", what) && ok;
   return run_keeper(what, k) && ok;
}

/* ---- loading ---- */

static GLint
error_position(enum api api)
{
   GLint pos = -2;

   glGetIntegerv(is_arb(api) ? GL_PROGRAM_ERROR_POSITION_ARB
                             : GL_PROGRAM_ERROR_POSITION_NV, &pos);
   return pos;
}

static const char *
error_string(enum api api)
{
   const char *s = (const char *)glGetString(
      is_arb(api) ? GL_PROGRAM_ERROR_STRING_ARB
                  : GL_PROGRAM_ERROR_STRING_NV);
   return s ? s : "(null)";
}

static void
load(enum api api, GLuint id, const struct nvpt_text *t)
{
   if (is_arb(api))
      nvpt_arb_program_string(targets[api], id, t->data, t->len);
   else
      nv.LoadProgramNV(targets[api], id, (GLsizei)t->len,
                       (const GLubyte *)t->data);
}

/* The text around byte 'pos', for messages. */
static void
print_excerpt(const struct nvpt_text *t, GLint pos)
{
   size_t at = pos < 0 ? 0 : (size_t)pos > t->len ? t->len : (size_t)pos;
   size_t from = at > 40 ? at - 40 : 0;

   printf("  text from byte %zu (the position is byte %zu): \"%.80s\"\n",
          from, at, t->data + from);
}

static bool
run_case(const struct limit_case *c, GLuint scratch, struct nvpt_text *t)
{
   const struct keeper *k = keeper_of(c->api);
   GLint want = build(c, t), pos;
   bool ok;

   bind(k);
   if (c->expect == LOADS) {
      load(c->api, scratch, t);
      ok = nvpt_expect_error(GL_NO_ERROR, "%s: load", c->name);
      pos = error_position(c->api);
      if (pos != -1) {
         printf("%s: error position %d, expected -1 (%s)\n", c->name, pos,
                error_string(c->api));
         print_excerpt(t, pos);
         ok = false;
      }
      if (is_arb(c->api)) {
         DeleteProgramsARB(1, &scratch);
         bind(k);
      } else {
         nv.DeleteProgramsNV(1, &scratch);
      }
      return ok;
   }

   /* into the program bound (or executed) before */
   load(c->api, k->id, t);
   ok = nvpt_expect_error(GL_INVALID_OPERATION, "%s: load", c->name);
   pos = error_position(c->api);
   if (pos != want) {
      printf("%s: error position %d, expected %d (%s)\n", c->name, pos,
             want, error_string(c->api));
      print_excerpt(t, want);
      ok = false;
   }
   if (!*error_string(c->api)) {
      printf("%s: no error string\n", c->name);
      ok = false;
   }
   return check_intact(c->name, k) && ok;
}

/* ---- the limits the GL reports ---- */

/* GetIntegerv / GetProgramivARB of one limit; prints a failure. */
static GLint
get_integer(GLenum pname, const char *name, bool *ok)
{
   GLint v = -12345;

   glGetIntegerv(pname, &v);
   *ok = nvpt_expect_error(GL_NO_ERROR, "GetIntegerv(%s)", name) && *ok;
   printf("%s = %d\n", name, v);
   return v;
}

static GLint
get_program_iv(GLenum target, GLenum pname, const char *name, bool *ok)
{
   GLint v = -12345;

   GetProgramivARB(target, pname, &v);
   *ok = nvpt_expect_error(GL_NO_ERROR, "GetProgramivARB(%s)", name) &&
         *ok;
   printf("%s = %d\n", name, v);
   return v;
}

static bool
expect_value(const char *name, GLint v, GLint expected, const char *why)
{
   if (v == expected)
      return true;
   printf("%s is %d, expected %d (%s)\n", name, v, expected, why);
   return false;
}

static bool
at_least(const char *name, GLint v, GLint min)
{
   if (v >= min)
      return true;
   printf("%s is %d, expected at least %d\n", name, v, min);
   return false;
}

#define INTEGER(pname) get_integer(pname, #pname, &ok)
#define PROGRAM_IV(target, pname) \
   get_program_iv(target, pname, #target ", " #pname, &ok)

/* The limits the GL reports are those the cases find enforced. */
static bool
check_reported(void)
{
   bool ok = true;
   GLint v;

   v = INTEGER(GL_MAX_FRAGMENT_PROGRAM_LOCAL_PARAMETERS_NV);
   ok = expect_value("MAX_FRAGMENT_PROGRAM_LOCAL_PARAMETERS_NV", v, 64,
                     "p[63] loads, p[64] does not") && ok;
   v = INTEGER(GL_MAX_TEXTURE_COORDS_NV);
   ok = expect_value("MAX_TEXTURE_COORDS_NV", v, 8,
                     "f[TEX7], fragment.texcoord[7] and vertex.texcoord[7] "
                     "load, [8] does not") && ok;
   /* MAX_TEXTURE_IMAGE_UNITS_NV is MAX_TEXTURE_IMAGE_UNITS_ARB (the
    * same enum): the fragment options' texture[31] loads, [32] does
    * not.  !!FP1.0's grammar has the tokens TEX0..TEX15 only, whatever
    * the GL reports (docs/limits.md). */
   v = INTEGER(GL_MAX_TEXTURE_IMAGE_UNITS_NV);
   ok = expect_value("MAX_TEXTURE_IMAGE_UNITS_NV", v, 32,
                     "texture[31] loads, [32] does not") && ok;
   v = INTEGER(GL_MAX_DRAW_BUFFERS);
   ok = expect_value("MAX_DRAW_BUFFERS", v, 8,
                     "result.color[7] loads, [8] does not") && ok;
   v = INTEGER(GL_MAX_VERTEX_TEXTURE_IMAGE_UNITS_ARB);
   ok = expect_value("MAX_VERTEX_TEXTURE_IMAGE_UNITS_ARB", v, 32,
                     "32 distinct units in an NV3 program load, 33 do "
                     "not") && ok;
   /* NV3's texture[n] reaches every combined unit (192 on llvmpipe, 128
    * on softpipe): the cases use the value, so it must at least hold a
    * vertex program's 32 units. */
   v = INTEGER(GL_MAX_COMBINED_TEXTURE_IMAGE_UNITS);
   if (v < 32) {
      printf("MAX_COMBINED_TEXTURE_IMAGE_UNITS is %d, expected at least "
             "32\n", v);
      ok = false;
   }
   reported[COMBINED_UNITS] = v;
   /* one register file with ProgramParameter4fNV: NV_vertex_program2's
    * 256 */
   v = PROGRAM_IV(GL_VERTEX_PROGRAM_ARB, GL_MAX_PROGRAM_ENV_PARAMETERS_ARB);
   ok = expect_value("vertex MAX_PROGRAM_ENV_PARAMETERS_ARB", v, 256,
                     "program.env[255] loads, [256] does not") && ok;
   reported[VP_ENV] = v;
   /* Mesa's own value (2048 on both drivers); the cases use it */
   v = PROGRAM_IV(GL_VERTEX_PROGRAM_ARB,
                  GL_MAX_PROGRAM_LOCAL_PARAMETERS_ARB);
   if (v < 256) {
      printf("vertex MAX_PROGRAM_LOCAL_PARAMETERS_ARB is %d, expected at "
             "least 256\n", v);
      ok = false;
   }
   reported[VP_LOCAL] = v;
   v = PROGRAM_IV(GL_FRAGMENT_PROGRAM_ARB, GL_MAX_PROGRAM_INSTRUCTIONS_ARB);
   ok = expect_value("fragment MAX_PROGRAM_INSTRUCTIONS_ARB", v,
                     FP_MAX_INSTRS, "the !!FP1.0 instruction limit") && ok;
   /* The maxima the cases write into their texts; each must be at least
    * the specs' minimum (8 lights, 6 clip planes, 8 program matrices,
    * ARB_vertex_program's 96 and ARB_fragment_program's 24 parameters),
    * which also leaves the fog cases their three parameters. */
   reported[LIGHTS] = INTEGER(GL_MAX_LIGHTS);
   ok = at_least("MAX_LIGHTS", reported[LIGHTS], 8) && ok;
   reported[CLIP_PLANES] = INTEGER(GL_MAX_CLIP_PLANES);
   ok = at_least("MAX_CLIP_PLANES", reported[CLIP_PLANES], 6) && ok;
   reported[PROGRAM_MATRICES] = INTEGER(GL_MAX_PROGRAM_MATRICES_ARB);
   ok = at_least("MAX_PROGRAM_MATRICES_ARB", reported[PROGRAM_MATRICES],
                 8) && ok;
   reported[VP_PARAMS] = PROGRAM_IV(GL_VERTEX_PROGRAM_ARB,
                                    GL_MAX_PROGRAM_PARAMETERS_ARB);
   ok = at_least("vertex MAX_PROGRAM_PARAMETERS_ARB", reported[VP_PARAMS],
                 96) && ok;
   reported[FP_PARAMS] = PROGRAM_IV(GL_FRAGMENT_PROGRAM_ARB,
                                    GL_MAX_PROGRAM_PARAMETERS_ARB);
   ok = at_least("fragment MAX_PROGRAM_PARAMETERS_ARB",
                 reported[FP_PARAMS], 24) && ok;
   return ok;
}

/* NV_vertex_program 2.14.5: "These matrices have names of the form
 * MATRIXi_NV where i is between zero and n-1 where n is the value of the
 * MAX_TRACK_MATRICES_NV implementation dependent constant. ... The
 * maximum stack depth for tracking matrices is defined by the
 * MAX_TRACK_MATRIX_STACK_DEPTH_NV and must be at least 1." */
static bool
check_tracking(void)
{
   bool ok = true;
   GLint n, depth, current = -1;

   n = INTEGER(GL_MAX_TRACK_MATRICES_NV);
   ok = expect_value("MAX_TRACK_MATRICES_NV", n, 8,
                     "Mesa's 8 program matrices (docs/limits.md)") && ok;
   glMatrixMode(GL_MATRIX0_NV + n - 1);
   ok = nvpt_expect_error(GL_NO_ERROR, "MatrixMode(MATRIX%d_NV)", n - 1) &&
        ok;
   glMatrixMode(GL_MATRIX0_NV + n);
   ok = nvpt_expect_error(GL_INVALID_ENUM, "MatrixMode(MATRIX%d_NV)", n) &&
        ok;

   /* the first MATRIXi_NV stack: depth - 1 pushes fill it, and a push
    * onto a full stack is core GL's STACK_OVERFLOW */
   depth = INTEGER(GL_MAX_TRACK_MATRIX_STACK_DEPTH_NV);
   ok = at_least("MAX_TRACK_MATRIX_STACK_DEPTH_NV", depth, 1) && ok;
   glMatrixMode(GL_MATRIX0_NV);
   for (GLint i = 0; i + 1 < depth; i++)
      glPushMatrix();
   ok = nvpt_expect_error(GL_NO_ERROR, "%d PushMatrix on MATRIX0_NV",
                          depth - 1) && ok;
   glGetIntegerv(GL_CURRENT_MATRIX_STACK_DEPTH_NV, &current);
   ok = expect_value("CURRENT_MATRIX_STACK_DEPTH_NV", current, depth,
                     "a full stack") && ok;
   glPushMatrix();
   ok = nvpt_expect_error(GL_STACK_OVERFLOW, "PushMatrix on a full "
                          "MATRIX0_NV stack") && ok;
   for (GLint i = 0; i + 1 < depth; i++)
      glPopMatrix();
   ok = nvpt_expect_error(GL_NO_ERROR, "%d PopMatrix", depth - 1) && ok;
   glMatrixMode(GL_MODELVIEW);

   /* "The INVALID_VALUE error is generated if address is not a multiple
    *  of four."; the last four registers of NV_vertex_program2's 256
    *  start at 252, and 256 is past them (docs/limits.md) */
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 252, GL_MODELVIEW,
                    GL_IDENTITY_NV);
   ok = nvpt_expect_error(GL_NO_ERROR, "TrackMatrixNV(252)") && ok;
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 253, GL_MODELVIEW,
                    GL_IDENTITY_NV);
   ok = nvpt_expect_error(GL_INVALID_VALUE, "TrackMatrixNV(253)") && ok;
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 2, GL_MODELVIEW, GL_IDENTITY_NV);
   ok = nvpt_expect_error(GL_INVALID_VALUE, "TrackMatrixNV(2)") && ok;
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 256, GL_MODELVIEW,
                    GL_IDENTITY_NV);
   ok = nvpt_expect_error(GL_INVALID_VALUE, "TrackMatrixNV(256)") && ok;
   nv.TrackMatrixNV(GL_VERTEX_PROGRAM_NV, 252, GL_NONE, GL_IDENTITY_NV);
   ok = nvpt_expect_error(GL_NO_ERROR, "TrackMatrixNV(252, NONE)") && ok;
   return ok;
}

#undef INTEGER
#undef PROGRAM_IV

enum nvpt_result
nvpt_test(void)
{
   struct nvpt_text t = { NULL, 0, 0 };
   unsigned failed = 0;
   bool pass;

   nvpt_require_nv_vertex_program();
   nvpt_require_nv_fragment_program();
   nvpt_require_extension("GL_NV_vertex_program2");
   nvpt_require_extension("GL_NV_vertex_program3");
   nvpt_require_extension("GL_NV_fragment_program_option");
   nvpt_require_extension("GL_NV_fragment_program2");
   nvpt_require_extension("GL_ARB_draw_buffers");
   GetProgramivARB = nvpt_get_proc("glGetProgramivARB");
   GetProgramStringARB = nvpt_get_proc("glGetProgramStringARB");
   DeleteProgramsARB = nvpt_get_proc("glDeleteProgramsARB");
   nvpt_float_target_begin();

   /* before the cases: they read reported[] */
   pass = check_reported();
   if (!pass)
      return nvpt_end_test(false);
   pass = check_tracking();
   printf("%s tracked matrices and TrackMatrixNV addresses\n",
          pass ? "PASS" : "FAIL");

   nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 0, c0);
   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(keepers); i++) {
      const struct keeper *k = &keepers[i];

      if (is_arb(k->api)) {
         nvpt_arb_program_string(targets[k->api], k->id, k->text,
                                 strlen(k->text));
      } else {
         nv.LoadProgramNV(targets[k->api], k->id, (GLsizei)strlen(k->text),
                          (const GLubyte *)k->text);
      }
      if (!nvpt_expect_error(GL_NO_ERROR, "loading %s",
                             nvpt_enum_name(targets[k->api])))
         return NVPT_FAIL;
      bind(k);
      if (!check_intact("before any case", k))
         return NVPT_FAIL;
   }

   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(cases); i++) {
      bool ok = run_case(&cases[i], 100 + i, &t);

      printf("%s %s\n", ok ? "PASS" : "FAIL", cases[i].name);
      failed += !ok;
   }
   printf("%u of %zu cases failed\n", failed, NVPT_ARRAY_SIZE(cases));
   free(t.data);
   return nvpt_end_test(pass && failed == 0);
}
