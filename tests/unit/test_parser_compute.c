/*
 * Table-driven tests of NV_compute_program5's front end ("!!NVcp5.0",
 * nvp_arb_gp5_compute.c): GROUP_SIZE and SHARED_MEMORY, SHARED
 * variables over program.sharedmem, the invocation bindings of Table
 * X.1, LDS, STS, ATOMS, BAR and MEMBAR.CTA with the IR they give, and
 * each load rule of the spec rejected at its exact GL error position
 * with its message.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp.h"
#include "nvp_ir.h"
#include "unit_common.h"

#define P NVP_TARGET_ARB_COMPUTE
#define V NVP_TARGET_ARB_VERTEX
#define OK(t, text, dump)       { t, text, -1, true, -1, dump }
#define ERR(t, text, pos, msg)  { t, text, -1, false, pos, msg }

/* the header (N bytes); with GROUP_SIZE (G bytes); with 64 bytes of
 * shared memory, a TEMP and a SHARED array over all of it (S bytes) */
#define CP "!!NVcp5.0\n"
#define N 10
#define CP_FLOAT CP "OPTION NV_shader_atomic_float;\n"
#define CPG CP "GROUP_SIZE 8;\n"
#define G ((int)sizeof(CPG) - 1)
#define CPS CP "GROUP_SIZE 8;\nSHARED_MEMORY 64;\nTEMP R0, R1;\n" \
            "SHARED sh[64] = { program.sharedmem };\n"
#define S ((int)sizeof(CPS) - 1)
/* CPS with OPTION NV_shader_atomic_float */
#define CPF CP_FLOAT "GROUP_SIZE 8;\nSHARED_MEMORY 64;\nTEMP R0, R1;\n" \
   "SHARED sh[64] = { program.sharedmem };\n"
#define SF ((int)sizeof(CPF) - 1)

static const struct unit_parse_case cases[] = {
   /* 2.X.7.Y: "A program will fail to load unless it contains exactly
    * one GROUP_SIZE declaration." */
   OK(P, CPG "END", "# group_size: 8 1 1, shared_memory: 0 (none)"),
   OK(P, CP "GROUP_SIZE 4 2; END", "# group_size: 4 2 1"),
   OK(P, CP "GROUP_SIZE 1 16 64; SHARED_MEMORY 32768; END",
      "# group_size: 1 16 64, shared_memory: 32768\n"),
   OK(P, CP "SHARED_MEMORY 0; GROUP_SIZE 1024; END",
      "# group_size: 1024 1 1, shared_memory: 0\n"),
   ERR(P, CP "END", N, "missing GROUP_SIZE declaration"),
   ERR(P, CP "TEMP R0; END", N, "missing GROUP_SIZE declaration"),
   ERR(P, CP "SHARED_MEMORY 4; END", N + 17,
       "missing GROUP_SIZE declaration"),
   ERR(P, CPG "GROUP_SIZE 8; END", G, "more than one GROUP_SIZE"),
   ERR(P, CPG "TEMP R0; GROUP_SIZE 8; END", G + 9,
       "GROUP_SIZE must come before the program's statements"),
   ERR(P, CP "GROUP_SIZE; END", N + 10, "expected a work group size"),
   ERR(P, CP "GROUP_SIZE 0; END", N + 11,
       "a GROUP_SIZE dimension must be positive"),
   ERR(P, CP "GROUP_SIZE 4 0; END", N + 13,
       "a GROUP_SIZE dimension must be positive"),
   ERR(P, CP "GROUP_SIZE 1 2 3 4; END", N + 17, "expected ';'"),
   /* "Each argument must be less than or equal to the value of the
    * implementation-dependent limit MAX_COMPUTE_LOCAL_WORK_SIZE for its
    * corresponding dimension (X, Y, or Z)." */
   ERR(P, CP "GROUP_SIZE 1025; END", N + 11,
       "GROUP_SIZE X dimension 1025 exceeds MAX_COMPUTE_WORK_GROUP_SIZE "
       "(1024)"),
   ERR(P, CP "GROUP_SIZE 1 1025; END", N + 13,
       "GROUP_SIZE Y dimension 1025 exceeds"),
   ERR(P, CP "GROUP_SIZE 1 1 65; END", N + 15,
       "GROUP_SIZE Z dimension 65 exceeds MAX_COMPUTE_WORK_GROUP_SIZE "
       "(64)"),
   ERR(P, CP "GROUP_SIZE 32 33; END", N + 11,
       "GROUP_SIZE 32 x 33 x 1 is more than "
       "MAX_COMPUTE_WORK_GROUP_INVOCATIONS (1024)"),
   /* "a program will fail to load if it includes multiple SHARED_MEMORY
    * declarations ... or if the declared shared memory size is greater
    * than the implementation-dependent limit
    * MAX_COMPUTE_SHARED_VARIABLE_SIZE" */
   ERR(P, CPG "SHARED_MEMORY 4; SHARED_MEMORY 4; END", G + 17,
       "more than one SHARED_MEMORY declaration"),
   ERR(P, CPG "SHARED_MEMORY 32769; END", G + 14,
       "SHARED_MEMORY 32769 exceeds MAX_COMPUTE_SHARED_MEMORY_SIZE "
       "(32768)"),
   ERR(P, CPG "TEMP GROUP_SIZE; END", G + 5,
       "'GROUP_SIZE' is a reserved word"),
   ERR(P, CPG "TEMP SHARED; END", G + 5, "'SHARED' is a reserved word"),
   ERR(P, CPG "TEMP invocation; END", G + 5,
       "'invocation' is a reserved word"),
   /* only the gp4 options */
   ERR(P, CP "OPTION NV_position_invariant; GROUP_SIZE 1; END", N + 7,
       "unsupported program option"),
   OK(P, CP "OPTION NV_parameter_buffer_object2; GROUP_SIZE 1; END",
      "!!NVcp5.0"),

   /* Table X.1, "four-component unsigned integer vectors" */
   OK(P, CPG "TEMP R0; MOV.U R0, invocation.localid; END",
      "MOV.U R0.xyzw, invocation.localid.xyzw"),
   OK(P, CPG "TEMP R0; MOV.U R0, invocation.globalid; END",
      "MOV.U R0.xyzw, invocation.globalid.xyzw"),
   OK(P, CPG "TEMP R0; MOV.U R0, invocation.groupid.zyxw; END",
      "MOV.U R0.xyzw, invocation.groupid.zyxw"),
   OK(P, CPG "TEMP R0; MOV.U R0, invocation.groupcount; END",
      "MOV.U R0.xyzw, invocation.groupcount.xyzw"),
   OK(P, CPG "TEMP R0; MOV.U R0, invocation.groupsize; END",
      "MOV.U R0.xyzw, invocation.groupsize.xyzw"),
   OK(P, CPG "TEMP R0; MOV.U R0.x, invocation.localindex; END",
      "MOV.U R0.x, invocation.localindex.xyzw"),
   OK(P, CPG "ATTRIB id = invocation.globalid; TEMP R0; ADD.U R0, id, "
      "id; END", "ADD.U R0.xyzw, invocation.globalid.xyzw, "
      "invocation.globalid.xyzw"),
   OK(P, CPG "TEMP R0; MOV.U R0, invocation.localid; END",
      "# sysvals_read: 8\n"),
   ERR(P, CPG "TEMP R0; MOV.U R0, invocation.id; END", G + 30,
       "expected an invocation binding"),
   ERR(P, CPG "TEMP R0; MOV.U R0, vertex.position; END", G + 19,
       "expected an operand"),
   ERR(P, CPG "TEMP R0; MOV.U R0, fragment.color; END", G + 19,
       "'fragment' is not declared"),
   /* "Compute programs have no result variables" */
   ERR(P, CPG "TEMP R0; MOV result.position, R0; END", G + 13,
       "compute programs have no result variables"),
   ERR(P, CPG "OUTPUT o = result.color; END", G + 11,
       "compute programs have no result variables"),

   /* 2.X.3.Y, Table X.3: shared memory bindings */
   OK(P, CPS "END", "# group_size: 8 1 1, shared_memory: 64\n"),
   OK(P, CPS "SHARED one = program.sharedmem[63]; "
      "LDS.U8 R0.x, one; END", "LDS.U8 R0.x, shared[63].xyzw"),
   OK(P, CPS "SHARED a[8] = { program.sharedmem[8..15] }; "
      "LDS.U32X2 R0.xy, a[4]; END", "LDS.U32X2 R0.xy, shared[12].xyzw"),
   OK(P, CPS "SHARED a[] = { program.sharedmem[8..11], "
      "program.sharedmem[12], program.sharedmem[13..15] }; "
      "LDS.S16 R0, a[6]; END", "LDS.S16 R0.xyzw, shared[14].xyzw"),
   ERR(P, CPS "SHARED a[8] = { program.sharedmem[8..11] }; END", S + 41,
       "array of 8 elements initialized with 4"),
   ERR(P, CPS "SHARED a[] = { program.sharedmem[8..11], "
       "program.sharedmem[13] }; END", S + 41,
       "the bindings of a shared memory array must be consecutive"),
   ERR(P, CPS "SHARED one = program.sharedmem[64]; END", S + 31,
       "shared memory element 64 out of range (SHARED_MEMORY is 64)"),
   ERR(P, CPS "SHARED a[] = { program.sharedmem[60..64] }; END", S + 37,
       "shared memory range 60..64 invalid"),
   ERR(P, CPS "SHARED one = program.sharedmem; END", S + 30,
       "expected '[' and an element number"),
   ERR(P, CPS "SHARED one = program.buffer[0][1]; END", S + 21,
       "expected 'sharedmem'"),
   ERR(P, CPS "SHARED sh = program.sharedmem[0]; END", S + 7,
       "'sh' is already declared"),
   /* "Shared memory variables may only be used as operands in the
    * ATOMS, LDS, and STS instructions; they may not be used by used as
    * results or operands in general instructions." */
   ERR(P, CPS "MOV.U R0, sh[0]; END", S + 10,
       "a SHARED variable is an operand of LDS, STS and ATOMS only"),
   ERR(P, CPS "MOV.U sh[0], R0; END", S + 6,
       "a SHARED variable is no result"),
   ERR(P, CPS "LDS.U32 sh[0], sh[4]; END", S + 8,
       "a SHARED variable is no result"),

   /* LDS: "The single operand for the LDS instruction must correspond
    * to a shader shared memory variable declared using the "SHARED"
    * statement" */
   OK(P, CPS "LDS.U32 R0.x, sh[4]; END", "LDS.U32 R0.x, shared[4].xyzw"),
   OK(P, CPS "LDS.F32X4 R0, sh[48]; END",
      "LDS.F32X4 R0.xyzw, shared[48].xyzw"),
   OK(P, CPS "MOV.U R1.x, 4; LDS.S32.CC R0.x, sh[R1.x + 8]; END",
      "LDS.S32.CC0 R0.x, shared[R1.x+8](64).xyzw"),
   OK(P, CPS "LDS.F32.SAT R0, sh[0]; END", "LDS.F32.SAT R0.xyzw"),
   ERR(P, CPS "LDS.U32 R0, R1; END", S + 12,
       "LDS's memory operand must be a SHARED variable"),
   ERR(P, CPS "LDS.U32 R0, program.local[0]; END", S + 12,
       "LDS's memory operand must be a SHARED variable"),
   ERR(P, CPS "LDS.U32 R0, sh; END", S + 14, "expected '['"),
   ERR(P, CPS "LDS.U32 R0, sh[64]; END", S + 15, "out of range"),
   /* "LDS supports no base data type modifiers, but requires exactly
    * one storage modifier" */
   ERR(P, CPS "LDS R0, sh[0]; END", S, "LDS needs a storage modifier"),
   ERR(P, CPS "LDS.U R0, sh[0]; END", S + 4,
       "LDS does not take the 'U' modifier"),
   ERR(P, CPS "LDS.U32.S32 R0, sh[0]; END", S + 8,
       "more than one storage modifier"),
   /* (not yet on shared memory: 64-bit components) */
   ERR(P, CPS "LDS.U64 R0, sh[0]; END", S + 4,
       "LDS.U64: this shared memory access is not supported yet"),
   ERR(P, CPS "ATOMS.ADD.U64 R0, R1, sh[0]; END", S + 10,
       "ATOMS.U64: this shared memory access is not supported yet"),
   ERR(P, CPS "LDS.ADD.U32 R0, sh[0]; END", S + 4,
       "LDS does not take the 'ADD' modifier"),
   /* "if uses these instructions with an offset that would access
    * memory beyond the declared shared memory size" */
   OK(P, CPS "LDS.U32X4 R0, sh[48]; END", "shared[48]"),
   ERR(P, CPS "LDS.U32X4 R0, sh[49]; END", S + 14,
       "LDS of 16 bytes at shared memory offset 49 is beyond "
       "SHARED_MEMORY (64)"),
   ERR(P, CPS "LDS.U16 R0, sh[63]; END", S + 12,
       "LDS of 2 bytes at shared memory offset 63"),
   /* "if it uses the the ATOMS, LDS, or STS instructions in a program
    * without a SHARED_MEMORY declaration" */
   ERR(P, CPG "TEMP R0; SHARED s = program.sharedmem[0]; "
       "LDS.U8 R0, s; END", G + 42,
       "LDS needs a SHARED_MEMORY declaration"),
   ERR(P, CP "GROUP_SIZE 8; SHARED_MEMORY 0; TEMP R0; SHARED s[] = "
       "{ program.sharedmem }; END", N + 55,
       "program.sharedmem has no elements"),

   /* STS */
   OK(P, CPS "STS.U32 R0.y, sh[8]; END", "STS.U32 R0.yyyy, shared[8].xyzw"),
   OK(P, CPS "STS.F32X2 {1.5, 2, 0, 0}, sh[R0.x + 4]; END",
      "STS.F32X2 c[0].xyzw, shared[R0.x+4](64).xyzw"),
   OK(P, CPS "STS.S8 -R0, sh[3]; END", "STS.S8 -R0.xyzw, shared[3]"),
   ERR(P, CPS "STS R0, sh[0]; END", S, "STS needs a storage modifier"),
   ERR(P, CPS "STS.U32.CC R0, sh[0]; END", S + 8,
       "STS does not take the 'CC' modifier"),
   ERR(P, CPS "STS.U32 R0, R1; END", S + 12,
       "STS's memory operand must be a SHARED variable"),
   ERR(P, CPS "STS.U32X2 R0, sh[60]; END", S + 14,
       "STS of 8 bytes at shared memory offset 60"),

   /* ATOMS: Table X.Y */
   OK(P, CPS "ATOMS.ADD.U32 R0.x, R1.x, sh[0]; END",
      "ATOMS.ADD.U32 R0.x, R1.xxxx, shared[0].xyzw"),
   OK(P, CPS "ATOMS.MIN.S32 R0.x, R1.x, sh[R1.y]; END",
      "ATOMS.MIN.S32 R0.x, R1.xxxx, shared[R1.y+0](64).xyzw"),
   OK(P, CPS "ATOMS.IWRAP.U32 R0.x, 7, sh[4]; END", "ATOMS.IWRAP.U32"),
   OK(P, CPS "ATOMS.DWRAP.U32 R0.x, 7, sh[4]; END", "ATOMS.DWRAP.U32"),
   OK(P, CPS "ATOMS.CSWAP.U32 R0.x, R1, sh[4]; END",
      "ATOMS.CSWAP.U32 R0.x, R1.xyzw"),
   OK(P, CPS "ATOMS.EXCH.S32.CC R0.x, R1, sh[4]; END",
      "ATOMS.EXCH.S32.CC0 R0.x"),
   OK(P, CPS "ATOMS.XOR.S32 R0.x, R1, sh[4]; END", "ATOMS.XOR.S32"),
   ERR(P, CPS "ATOMS.U32 R0.x, R1, sh[4]; END", S,
       "ATOMS needs an atomic modifier"),
   ERR(P, CPS "ATOMS.ADD R0.x, R1, sh[4]; END", S,
       "ATOMS needs a storage modifier"),
   ERR(P, CPS "ATOMS.IWRAP.S32 R0.x, R1, sh[4]; END", S + 12,
       "ATOMS.IWRAP does not take the S32 storage modifier"),
   ERR(P, CPS "ATOMS.DWRAP.S32 R0.x, R1, sh[4]; END", S + 12,
       "ATOMS.DWRAP does not take the S32 storage modifier"),
   ERR(P, CPS "ATOMS.ADD.U32X2 R0.x, R1, sh[4]; END", S + 10,
       "ATOMS.ADD does not take the U32X2 storage modifier"),
   /* F32 needs OPTION NV_shader_atomic_float, NVIDIA's driver's message
    * ("If NV_shader_atomic_float is not supported, the ADD and EXCH
    * atomic operations in the ATOMS instruction do not support the "F32"
    * storage modifier"); with it, ADD and EXCH only */
   ERR(P, CPS "ATOMS.MIN.F32 R0.x, R1, sh[4]; END", S + 10,
       "atomics with F32 modifier require 'OPTION "
       "NV_shader_atomic_float'"),
   ERR(P, CPS "ATOMS.ADD.F32 R0.x, R1, sh[4]; END", S + 10,
       "atomics with F32 modifier require 'OPTION "
       "NV_shader_atomic_float'"),
   OK(P, CPF "ATOMS.ADD.F32 R0.x, R1, sh[4]; END",
      "ATOMS.ADD.F32 R0.x, R1.xyzw, shared[4].xyzw"),
   OK(P, CPF "ATOMS.EXCH.F32 R0.y, 0.5, sh[8]; END",
      "ATOMS.EXCH.F32 R0.y"),
   ERR(P, CPF "ATOMS.MIN.F32 R0.x, R1, sh[4]; END", SF + 10,
       "combination of atomic and storage modifiers not supported"),
   ERR(P, CPS "ATOMS.ADD.MIN.U32 R0.x, R1, sh[4]; END", S + 10,
       "more than one atomic modifier"),
   ERR(P, CPS "ATOMS.ADD.U32.SAT R0.x, R1, sh[4]; END", S + 14,
       "ATOMS does not take the 'SAT' modifier"),
   ERR(P, CPS "ATOMS.ADD.U32 R0.x, R1, R0; END", S + 24,
       "ATOMS's memory operand must be a SHARED variable"),
   ERR(P, CPS "ATOMS.ADD.U32 R0.x, R1, sh[62]; END", S + 24,
       "ATOMS of 4 bytes at shared memory offset 62"),
   ERR(P, CPS "ATOMS.ADD.U32 R0.x, sh[0], sh[4]; END", S + 20,
       "a SHARED variable is an operand of LDS, STS and ATOMS only"),

   /* BAR and MEMBAR */
   OK(P, CPG "BAR; END", "  0: BAR\n"),
   OK(P, CPG "MEMBAR; MEMBAR.CTA; END", "  1: MEMBAR.CTA\n"),
   ERR(P, CPG "BAR.CTA; END", G + 4, "BAR does not take the 'CTA'"),
   ERR(P, CPG "MEMBAR.U32; END", G + 7,
       "MEMBAR does not take the 'U32' modifier"),
   OK(V, "!!NVvp5.0\nMEMBAR; END", "  0: MEMBAR\n"),
   ERR(V, "!!NVvp5.0\nMEMBAR.CTA; END", 17,
       "MEMBAR.CTA is a compute program instruction"),
   ERR(V, "!!NVvp4.0\nMEMBAR; END", 10, "expected an instruction"),
   /* the compute instructions are the compute program's */
   ERR(V, "!!NVvp5.0\nBAR; END", 10, "expected an instruction"),
   ERR(V, "!!NVvp5.0\nTEMP R0; LDS.U32 R0, R0; END", 19,
       "expected an instruction"),
   ERR(P, CPG "TEMP R0; KIL R0; END", G + 9, "expected an instruction"),
   ERR(P, CPG "EMIT; END", G, "expected an instruction"),
   /* the header on another target */
   ERR(V, CPG "END", 0, ""),
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
