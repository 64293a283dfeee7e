/*
 * "!!ARBvp1.0" + OPTION NV_vertex_program3 cases of nvtgsi_exec.c:
 * PUSHA/POPA (NV_vertex_program3 sections 2.14.5.43 and 2.14.5.44).
 * The interpreter has no ARB kinds, so these have no differential
 * check; the address registers are observed through relative reads of
 * the ramp c[k] = (k, k + 0.5, -k, 1) (param_ramp).  Included once, by
 * nvtgsi_exec.c.
 */

#define NV3_HEAD "!!ARBvp1.0\nOPTION NV_vertex_program3;\n" \
                 "ADDRESS a0, a1;\nTEMP r0;\n" \
                 "PARAM c[] = { program.env[0..15] };\n" \
                 "MOV result.position, vertex.position;\n"
/* result.texcoord[o] = (c[a.x].x, c[a.y].x, c[a.z].x, c[a.w].x) */
#define NV3_SHOW(a, o) \
   "MOV result.texcoord[" o "].x, c[" a ".x].x;\n" \
   "MOV result.texcoord[" o "].y, c[" a ".y].x;\n" \
   "MOV result.texcoord[" o "].z, c[" a ".z].x;\n" \
   "MOV result.texcoord[" o "].w, c[" a ".w].x;\n"
#define NV3_ATTR .attr = { [3] = { 1, 2, 3, 4 }, [2] = { 5, 6, 7, 8 }, \
                           [8] = { 9, 10, 11, 12 } }

static const struct exec_case exec_nv3_cases[] = {
   {
      /* "pushes the address register operand onto the call stack";
       * POPA "iresult = callStack[callStackDepth]": last in, first out,
       * into either address register. */
      "nv3-pusha-popa",
      NV3_HEAD
      "ARL a0, vertex.color;\nPUSHA a0;\n"
      "ARL a0, vertex.normal;\nPUSHA a0;\n"
      "ARL a0, vertex.texcoord[0];\n" NV3_SHOW("a0", "0")
      "POPA a1;\n" NV3_SHOW("a1", "1")
      "POPA a0;\n" NV3_SHOW("a0", "2")
      "END",
      NV3_ATTR, .param_ramp = true,
      .expect = {
         E(HPOS, 0, 0, 0, 0), E(TEX0, 9, 10, 11, 12),
         E(TEX1, 5, 6, 7, 8), E(TEX2, 1, 2, 3, 4),
      },
   },
   {
      /* MAX_PROGRAM_CALL_DEPTH_NV (4) entries fit: "if (callStackDepth
       * >= MAX_PROGRAM_CALL_DEPTH_NV) { terminate" only for a fifth. */
      "nv3-pusha-depth-4",
      NV3_HEAD
      "ARL a0, vertex.color;\nPUSHA a0;\n"
      "ARL a1, vertex.normal;\nPUSHA a1;\nPUSHA a0;\nPUSHA a1;\n"
      "POPA a0;\nPOPA a0;\nPOPA a1;\nPOPA a1;\n"
      NV3_SHOW("a0", "0") NV3_SHOW("a1", "1")
      "END",
      NV3_ATTR, .param_ramp = true,
      .expect = { E(TEX0, 1, 2, 3, 4), E(TEX1, 1, 2, 3, 4) },
   },
   {
      /* "... a program will fail to load if it includes ... a
       * condition code write mask test other than "TR"" (2.14.5.43):
       * "(TR)" is the default, the whole register is popped. */
      "nv3-popa-tr",
      NV3_HEAD
      "ARL a0, vertex.color;\nPUSHA a0;\n"
      "ARL a0, vertex.normal;\n"
      "MOVC r0, vertex.texcoord[1];\n"
      "POPA a0 (TR);\n" NV3_SHOW("a0", "0")
      "END",
      .attr = { [3] = { 1, 2, 3, 4 }, [2] = { 5, 6, 7, 8 },
                [9] = { 0, 1, 0, -1 } },
      .param_ramp = true,
      .expect = { E(TEX0, 1, 2, 3, 4) },
   },
   {
      /* "terminates abnormally if it executes a PUSHA instruction when
       * the call stack is full": results are undefined; ours are those
       * written before (the later instructions do not run). */
      "nv3-pusha-overflow",
      NV3_HEAD
      "ARL a0, vertex.color;\n"
      "MOV result.texcoord[0], vertex.normal;\n"
      "PUSHA a0;\nPUSHA a0;\nPUSHA a0;\nPUSHA a0;\nPUSHA a0;\n"
      "MOV result.texcoord[0], vertex.color;\n"
      "END",
      NV3_ATTR, .param_ramp = true,
      .expect = { E(TEX0, 5, 6, 7, 8) },
   },
   {
      /* "... a POPA instruction when the call stack is empty" */
      "nv3-popa-underflow",
      NV3_HEAD
      "MOV result.texcoord[0], vertex.normal;\n"
      "POPA a0;\n"
      "MOV result.texcoord[0], vertex.color;\n"
      "END",
      NV3_ATTR, .param_ramp = true,
      .expect = { E(TEX0, 5, 6, 7, 8) },
   },
   {
      /* "... or when the entry at the top of the call stack is not an
       * address register pushed by PUSHA": POPA inside a subroutine. */
      "nv3-popa-call-entry",
      NV3_HEAD
      "MOV result.texcoord[0], vertex.normal;\n"
      "CAL sub;\n"
      "MOV result.texcoord[1], vertex.color;\n"
      "RET;\n"
      "sub: MOV result.texcoord[2], vertex.color;\n"
      "POPA a0;\n"
      "MOV result.texcoord[0], vertex.color;\n"
      "RET;\n"
      "END",
      NV3_ATTR, .param_ramp = true,
      .expect = { E(TEX0, 5, 6, 7, 8), E(TEX1, 0, 0, 0, 1),
                  E(TEX2, 1, 2, 3, 4) },
   },
   {
      /* RET: "terminates abnormally ... when the entry at the top of
       * the call stack is not an instruction reference pushed by CAL";
       * a PUSHA/POPA pair inside a subroutine leaves its return. */
      "nv3-ret-address-entry",
      NV3_HEAD
      "ARL a0, vertex.color;\n"
      "CAL sub;\n"
      "MOV result.texcoord[1], vertex.normal;\n"
      "PUSHA a0;\n"
      "RET;\n"
      "MOV result.texcoord[1], vertex.color;\n"
      "RET;\n"
      "sub: PUSHA a0;\nARL a0, vertex.normal;\nPOPA a1;\n"
      NV3_SHOW("a1", "0")
      "RET;\n"
      "END",
      NV3_ATTR, .param_ramp = true,
      .expect = { E(TEX0, 1, 2, 3, 4), E(TEX1, 5, 6, 7, 8) },
   },
   {
      /* vertex.attrib[A+n]: "a vertex attribute number <a> is computed
       * by adding the current value of the address register component
       * and <n>"; outside [0, MAX_VERTEX_ATTRIBS_ARB) "undefined":
       * (0,0,0,0) here.  attrib[0] is the position. */
      "nv3-relative-attrib",
      NV3_HEAD
      "ARL a0, vertex.texcoord[1];\n"
      "MOV result.texcoord[0], vertex.attrib[a0.x + 1];\n"
      "MOV result.texcoord[1], vertex.attrib[a0.y];\n"
      "MOV result.texcoord[2], vertex.attrib[a0.z + 2];\n"
      "MOV result.texcoord[3], vertex.attrib[a0.w];\n"
      "MOV result.texcoord[4], vertex.attrib[a0.x + 15];\n"
      "END",
      /* a0 = (2, 0, -3, 4): generic attribs 3, 0 (the position), -1,
       * 4, 17; NV numbers 16 + n (the conventional colors 3 and 4 are
       * other attributes) */
      .attr = { [0] = { 0.5f, 1.5f, 2.5f, 3.5f }, [3] = { -1, -1, -1, -1 },
                [16 + 3] = { 1, 2, 3, 4 }, [16 + 4] = { 5, 6, 7, 8 },
                [16] = { -2, -2, -2, -2 }, [9] = { 2, 0, -3, 4 } },
      .param_ramp = true,
      .expect = {
         E(TEX0, 1, 2, 3, 4), E(TEX1, 0.5f, 1.5f, 2.5f, 3.5f),
         E(TEX2, 0, 0, 0, 0), E(TEX3, 5, 6, 7, 8), E(TEX4, 0, 0, 0, 0),
      },
   },
   {
      /* vertex.texcoord[A+n]: "the vertex texture coordinates for
       * texture unit <c>"; <c> >= MAX_TEXTURE_COORDS_ARB (8) reads
       * (0,0,0,0) here. */
      "nv3-relative-texcoord",
      NV3_HEAD
      "ARL a1, vertex.color;\n"
      "MOV result.texcoord[0], vertex.texcoord[a1.x];\n"
      "MOV result.texcoord[1], vertex.texcoord[a1.y + 1];\n"
      "MOV result.texcoord[2], vertex.texcoord[a1.w + 4];\n"
      "MOV result.texcoord[3], -vertex.texcoord[a1.z].wzyx;\n"
      "END",
      /* a1 = (1, 5, 0, 4) */
      .attr = { [3] = { 1, 5, 0, 4 }, [8] = { 1, 2, 3, 4 },
                [9] = { 5, 6, 7, 8 }, [14] = { 9, 10, 11, 12 },
                [15] = { 13, 14, 15, 16 } },
      .param_ramp = true,
      .expect = {
         E(TEX0, 5, 6, 7, 8), E(TEX1, 9, 10, 11, 12), E(TEX2, 0, 0, 0, 0),
         E(TEX3, -4, -3, -2, -1),
      },
   },
   {
      /* result.texcoord[A+n]: "Updates to the "x", "y", "z", and "w"
       * components of the result variable set the ... components ... for
       * texture unit <c>"; out of range nothing is written here.  With
       * a write mask and a condition test. */
      "nv3-relative-result",
      NV3_HEAD
      "ARL a0, vertex.color;\n"
      "MOV result.texcoord[a0.x], vertex.normal;\n"
      "MOV result.texcoord[a0.y + 1].yw, vertex.normal;\n"
      "MOV result.texcoord[a0.z], vertex.normal;\n"
      "MOVC r0, vertex.texcoord[1];\n"
      "MOV result.texcoord[a0.w] (NE), vertex.normal;\n"
      "END",
      /* a0 = (2, 4, -3, 7); r0 = (0, 1, 0, -1) */
      .attr = { [3] = { 2, 4, -3, 7 }, [2] = { 5, 6, 7, 8 },
                [9] = { 0, 1, 0, -1 } },
      .param_ramp = true,
      .expect = {
         E(TEX0, 0, 0, 0, 1), E(TEX1, 0, 0, 0, 1), E(TEX2, 5, 6, 7, 8),
         E(TEX3, 0, 0, 0, 1), E(TEX4, 0, 0, 0, 1), E(TEX5, 0, 6, 0, 8),
         E(TEX6, 0, 0, 0, 1), E(TEX7, 0, 6, 0, 8),
      },
   },
};
