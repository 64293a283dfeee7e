/*
 * NV_vertex_program2 ("!!VP2.0") through GL: instruction edge cases,
 * condition codes (every test rule, NaN, swizzled tests, masked
 * updates), A0/A1 with all components and the 10-bit clamp, relative
 * reads of c[0..255] in and out of range, and every branch form: BRA
 * (conditional, backward), CAL/RET, RET from main, call-stack overflow
 * and the 65536-instruction bound (sections 2.14.1.x, 2.14.2, 2.14.3).
 *
 * Each case is a whole program; c[0..3] come from the case, c[200] and
 * c[255] are fixed, one point is drawn and o[COL0] is read back exactly
 * through the RGBA32F target.  Also: GL_NV_vertex_program2 is
 * advertised (vp1-program-parameters checks the 256-parameter errors).
 */
#include "harness.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define H "!!VP2.0\nMOV o[HPOS], v[OPOS];\n"

/* .body is the whole program text here */
static const struct nvpt_vp_case cases[] = {
   /* "set on": "if (tmp0.x is NaN or tmp1.x is NaN) result.x = NaN",
    * -0.0 == +0.0 */
   { "SEQ -0 +0 NaN", H "MOV R1, c[1];\nSEQ o[COL0], c[0], R1;\nEND",
     { { 0, -0.0f, NAN, 1 }, { -0.0f, 0, 1, 2 } }, { 1, 1, NAN, 0 } },
   { "SNE", H "MOV R1, c[1];\nSNE o[COL0], c[0], R1;\nEND",
     { { 0, -0.0f, NAN, 1 }, { -0.0f, 0, 1, 2 } }, { 0, 0, NAN, 1 } },
   { "SLT SGE", H "MOV R1, c[1];\nSLT o[COL0].xy, c[0], R1;\n"
     "SGE o[COL0].zw, c[0], R1;\nEND",
     { { -0.0f, 1, 3, NAN }, { 0, 2, 3, 0 } }, { 0, 1, 1, NAN } },
   { "SGT SLE", H "MOV R1, c[1];\nSGT o[COL0].xy, c[0], R1;\n"
     "SLE o[COL0].zw, c[0], R1;\nEND",
     { { -0.0f, 3, 3, 4 }, { 0, 2, 3, 2 } }, { 0, 1, 1, 0 } },
   { "SFL STR", H "SFL o[COL0].xy, c[0], c[0];\nSTR o[COL0].zw, c[0], "
     "c[0];\nEND", { { NAN, 1, 2, 3 } }, { 0, 0, 1, 1 } },
   /* "max(NaN, <x>) == NaN", MIN(-0, +0) = -0 either order */
   { "MIN", H "MOV R1, c[1];\nMIN o[COL0], c[0], R1;\nEND",
     { { -0.0f, 0, NAN, 3 }, { 0, -0.0f, 1, -2 } },
     { -0.0f, -0.0f, NAN, -2 } },
   { "MAX", H "MOV R1, c[1];\nMAX o[COL0], c[0], R1;\nEND",
     { { -0.0f, 0, NAN, 3 }, { 0, -0.0f, 1, -2 } }, { 0, 0, NAN, 3 } },
   /* IEEE products: "+/-0.0 * +/-INF = NaN", signed zeros */
   { "MUL IEEE", H "MOV R1, c[1];\nMUL o[COL0], c[0], R1;\nEND",
     { { -0.0f, 0, 0, 2 }, { 2, -2, INFINITY, 3 } },
     { -0.0f, -0.0f, NAN, 6 } },
   { "DP4 0*Inf", H "MOV R1, c[1];\nDP4 o[COL0], c[0], R1;\nEND",
     { { 0, 1, 1, 1 }, { INFINITY, 1, 1, 1 } }, { NAN, NAN, NAN, NAN } },
   { "ABS -0, |x| -|x|", H "ABS o[COL0].xy, -c[0];\n"
     "MOV o[COL0].z, -|c[0].y|;\nMOV o[COL0].w, |-c[0].y|;\nEND",
     { { -0.0f, -3, 0, 0 } }, { 0, 3, -3, 3 } },
   { "FLR FRC", H "FLR o[COL0].xy, c[0];\nFRC o[COL0].zw, c[0].xyxy;\n"
     "END", { { -1.5f, 2.25f, 0, 0 } }, { -2, 2, 0.5f, 0.25f } },
   { "SSG", H "SSG o[COL0], c[0];\nEND", { { -3, -0.0f, 7, NAN } },
     { -1, 0, 1, NAN } },
   /* RCC of registers still holding their initial 0.0 (nothing for the
    * compiler to fold but a constant): 1/+0 = +Inf and 1/-0 = -Inf,
    * clamped to +-2^64 */
   { "RCC of initial R0", H "RCC o[COL0].x, R0.x;\n"
     "RCC o[COL0].y, -R0.y;\nRCC o[COL0].z, -|R0.z|;\n"
     "RCC o[COL0].w, |R0.w|;\nEND", { { 0 } },
     { 0x1p64f, -0x1p64f, -0x1p64f, 0x1p64f } },
   { "RSQ no fabs", H "RSQ o[COL0].x, c[0].x;\nRSQ o[COL0].y, c[0].y;\n"
     "RSQ o[COL0].zw, c[0].z;\nEND", { { -4, -0.0f, 4, 0 } },
     { NAN, -INFINITY, 0.5f, 0.5f } },
   { "EX2 LG2", H "EX2 o[COL0].x, c[0].x;\nEX2 o[COL0].y, c[0].y;\n"
     "LG2 o[COL0].z, c[0].z;\nLG2 o[COL0].w, c[0].w;\nEND",
     { { 3, -INFINITY, 0, -1 } }, { 8, 0, -INFINITY, NAN },
     { 1e-5f, 0, 0, 0 } },
   { "COS SIN", H "COS o[COL0].x, c[0].x;\nCOS o[COL0].y, c[0].y;\n"
     "SIN o[COL0].z, c[0].z;\nSIN o[COL0].w, c[0].x;\nEND",
     { { 0, 3.14159265f, 1.57079633f, 0 } }, { 1, -1, 1, 0 },
     { 1e-5f, 1e-5f, 1e-5f, 1e-5f } },

   /* Condition codes from (-1, -0, 2, NaN): LT EQ GT UN */
   { "EQ", H "MOVC CC, c[0];\nMOV o[COL0], c[2];\n"
     "MOV o[COL0] (EQ), c[1];\nEND",
     { { -1, -0.0f, 2, NAN }, { 1, 2, 3, 4 }, { 9, 9, 9, 9 } },
     { 9, 2, 9, 9 } },
   { "NE (true for UN)", H "MOVC CC, c[0];\nMOV o[COL0], c[2];\n"
     "MOV o[COL0] (NE), c[1];\nEND",
     { { -1, -0.0f, 2, NAN }, { 1, 2, 3, 4 }, { 9, 9, 9, 9 } },
     { 1, 9, 3, 4 } },
   { "LT GT", H "MOVC CC, c[0];\nMOV o[COL0], c[2];\n"
     "MOV o[COL0] (LT), c[1];\nMOV o[COL0] (GT), -c[1];\nEND",
     { { -1, -0.0f, 2, NAN }, { 1, 2, 3, 4 }, { 9, 9, 9, 9 } },
     { 1, 9, -3, 9 } },
   { "GE LE", H "MOVC CC, c[0];\nMOV R0, c[2];\n"
     "MOV R0.xy (GE), c[1];\nMOV R0.zw (LE), -c[1];\n"
     "MOV o[COL0], R0;\nEND",
     { { -1, -0.0f, 2, NAN }, { 1, 2, 3, 4 }, { 9, 9, 9, 9 } },
     { 9, 2, 9, 9 } },
   { "TR FL", H "MOVC CC, c[0];\nMOV o[COL0], c[2];\n"
     "MOV o[COL0].xy (TR), c[1];\nMOV o[COL0] (FL), c[1];\nEND",
     { { -1, -0.0f, 2, NAN }, { 1, 2, 3, 4 }, { 9, 9, 9, 9 } },
     { 1, 2, 9, 9 } },
   { "swizzled test", H "MOVC CC, c[0];\nMOV o[COL0], c[2];\n"
     "MOV o[COL0] (EQ.yxwz), c[1];\nEND",
     { { -1, -0.0f, 2, NAN }, { 1, 2, 3, 4 }, { 9, 9, 9, 9 } },
     { 1, 9, 9, 9 } },
   { "masked update", H "ADDC R0.xy, c[0], -c[0].yxzw;\n"
     "MOV o[COL0], c[2];\nMOV o[COL0] (GT), c[1];\nEND",
     { { 5, 1, 0, 0 }, { 1, 2, 3, 4 }, { 9, 9, 9, 9 } },
     { 1, 9, 9, 9 } },
   { "ARLC updates CC", H "ARLC A0, c[0];\nMOV o[COL0], c[2];\n"
     "MOV o[COL0] (LE), c[1];\nEND",
     { { -0.5f, 0.5f, 3, -1e9f }, { 1, 2, 3, 4 }, { 9, 9, 9, 9 } },
     { 1, 2, 9, 4 } },

   /* A0/A1, all components, clamp, ARA; c[k] = (k, ...) written by the
    * test for k = 0..3 and 200; c[256] and c[-1] read zeros */
   { "ARL A0.y relative", H "ARL A0, c[1];\n"
     "MOV o[COL0], c[A0.y + 198];\nEND",
     { { 0 }, { 0.5f, 2.9f, 0, 0 } }, { 200, 201, 202, 203 } },
   { "ARR A1.w relative", H "ARR A1, c[1];\n"
     "MOV o[COL0], c[A1.w - 2];\nEND",
     { { 0, 1, 2, 3 }, { 0, 0, 0, 2.5f } }, { 0, 1, 2, 3 } },
   /* c[256] and c[-1]: NV_vertex_program's "Relative addressing reads
    * outside of the 0 to 95 inclusive range always read the value
    * (0,0,0,0)" has no VP2 counterpart for 0..255; the spec leaves the
    * value open: nvprog reads (0,0,0,0), NVIDIA's driver gave (0, 0, 0,
    * 5.6e-45).  Any finite value passes. */
   { "relative out of range", H "ARL A0, c[1];\n"
     "MOV o[COL0].xy, c[A0.z + 1].x;\nMOV o[COL0].zw, c[A0.x - 1].x;\n"
     "END", { { 0 }, { 0, 0, 255, 0 } }, { 0, 0, 0, 0 },
     { INFINITY, INFINITY, INFINITY, INFINITY } },
   { "ARL clamp, ARA", H "ARL A1, c[1];\nARA A0, A1;\n"
     "MOV o[COL0], c[A0.x + 0];\nMOV o[COL0].w, c[A0.y + 255].x;\nEND",
     { { 0 }, { 600, -1e9f, -311, 0 } }, { 200, 201, 202, 0 } },

   /* "floor(NaN) = NaN" and the clamp to [-512, +511] compares false:
    * the spec gives NaN no address.  nvprog takes -512 ("integer
    * indefinite", clamped), so that -512 + 511 = -1 and c[-1 + 201] is
    * c[200]; NVIDIA's driver read (0,0,0,0).  The value is open: any
    * finite value passes. */
   { "ARL NaN, ARA", H "ARL A0, c[1];\nARA A1, A0;\n"
     "MOV o[COL0], c[A1.x + 201];\nEND",
     { { 0 }, { NAN, 0, 600, 0 } }, { 200, 201, 202, 203 },
     { INFINITY, INFINITY, INFINITY, INFINITY } },

   { "c[255] absolute", H "MOV o[COL0], c[255];\nEND", { { 0 } },
     { 255, 256, 257, 258 } },

   /* Branches */
   { "BRA forward taken", H "MOVC CC, c[0];\nMOV o[COL0], c[1];\n"
     "BRA skip (GT.x);\nMOV o[COL0], c[2];\nskip:\nEND",
     { { 1, 0, 0, 0 }, { 1, 2, 3, 4 }, { 9, 9, 9, 9 } }, { 1, 2, 3, 4 } },
   { "BRA forward not taken", H "MOVC CC, c[0];\nMOV o[COL0], c[1];\n"
     "BRA skip (LT.xyzw);\nMOV o[COL0], c[2];\nskip:\nEND",
     { { 1, 0, 0, 0 }, { 1, 2, 3, 4 }, { 9, 9, 9, 9 } }, { 9, 9, 9, 9 } },
   { "backward BRA loop", H "MOV R0, c[1];\n"
     "top: ADD R1, R1, c[0];\nADDC R0, R0, -c[0];\nBRA top (GT.x);\n"
     "MOV o[COL0], R1;\nEND",
     { { 1, 1, 1, 1 }, { 5, 5, 5, 5 } }, { 5, 5, 5, 5 } },
   { "CAL/RET, RET from main", "!!VP2.0\nsub: ADD R1, R1, c[0];\nRET;\n"
     "main: MOV o[HPOS], v[OPOS];\nMOV R0, c[1];\n"
     "loop: CAL sub;\nADDC R0, R0, -c[0];\nBRA loop (GT.x);\n"
     "MOV o[COL0], R1;\nRET;\nMOV o[COL0], c[2];\nEND",
     { { 1, 1, 1, 1 }, { 3, 3, 3, 3 }, { 9, 9, 9, 9 } }, { 3, 3, 3, 3 } },
   { "conditional RET", "!!VP2.0\nsub: MOVC CC, c[1];\nRET (GT.x);\n"
     "MOV R1, c[2];\nRET;\nmain: MOV o[HPOS], v[OPOS];\nCAL sub;\n"
     "MOV o[COL0], R1;\nEND",
     { { 0 }, { 1, 0, 0, 0 }, { 9, 9, 9, 9 } }, { 0, 0, 0, 0 } },
   /* "terminate if a CAL instruction is executed with four entries
    * already in the call stack" */
   { "call stack overflow", "!!VP2.0\nmain: MOV o[HPOS], v[OPOS];\n"
     "f: ADD R0, R0, c[0];\nMOV o[COL0], R0;\nCAL f;\n"
     "MOV o[COL0], c[2];\nEND",
     { { 1, 1, 1, 1 }, { 0 }, { 9, 9, 9, 9 } }, { 5, 5, 5, 5 } },
   /* "terminate abnormally after executing 65536 instructions": 2 +
    * 3 * 21844 = 65534, then ADD and MOV run once more and the BRA
    * would be the 65537th */
   { "65536 instructions", H "MOV o[COL0].w, c[0].x;\n"
     "l: ADD R0, R0, c[0];\nMOV o[COL0].xyz, R0;\nBRA l;\nEND",
     { { 1, 1, 1, 1 } }, { 21845, 21845, 21845, 1 } },
};

static bool
run_cases(void)
{
   static const float c200[4] = { 200, 201, 202, 203 };
   static const float c255[4] = { 255, 256, 257, 258 };
   bool pass = true;

   for (unsigned i = 0; i < NVPT_ARRAY_SIZE(cases); i++) {
      const struct nvpt_vp_case *t = &cases[i];
      float got[4];

      for (unsigned k = 0; k < 4; k++)
         nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, k, t->c[k]);
      nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 200, c200);
      nv.ProgramParameter4fvNV(GL_VERTEX_PROGRAM_NV, 255, c255);
      if (!nvpt_vp_eval_text(100 + i, t->body, got)) {
         printf("  case: %s\n", t->name);
         pass = false;
         continue;
      }
      pass = nvpt_check_floats(t->name, got, t->expected, t->tol, 4) &&
             pass;
   }
   glDisable(GL_VERTEX_PROGRAM_NV);
   return pass;
}

enum nvpt_result
nvpt_test(void)
{
   bool pass = true;

   nvpt_require_nv_vertex_program();
   if (!nvpt_has_extension("GL_NV_vertex_program2")) {
      printf("GL_NV_vertex_program2 is not advertised\n");
      return NVPT_FAIL;
   }
   nvpt_float_target_begin();
   pass = run_cases() && pass;
   return nvpt_end_test(pass);
}
