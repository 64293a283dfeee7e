/*
 * Table-driven tests of the NV_vertex_program2 front end ("!!VP2.0"):
 * every VP2 construct accepted (with the IR line it must give), every
 * load rule rejected at its exact GL error position, and the VP1 kinds
 * still rejecting VP2-only syntax where it starts.  No GL.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp.h"
#include "unit_common.h"

#define VP NVP_TARGET_VERTEX
#define OK(text, dump)       { VP, text, -1, true, -1, dump }
#define ERR(text, pos, msg)  { VP, text, -1, false, pos, msg }

static const struct unit_parse_case cases[] = {
   OK("!!VP2.0 MOV o[HPOS], v[0]; END",
      "  0: MOV o[HPOS].xyzw, v[0].xyzw"),
   OK("!!VP2.0 OPTION NV_position_invariant; MOV o[COL0], c[A0.x]; "
      "END",
      "# position_invariant: yes"),
   OK("!!VP2.0 OPTION NV_position_invariant; OPTION NV_position_inv"
      "ariant; MOV o[CLP0], v[0]; END",
      "o[CLP0].xyzw"),
   OK("!!VP2.0 MOVC R0, v[0]; MOV o[HPOS], v[0]; END",
      "  0: MOVC R0.xyzw, v[0].xyzw"),
   OK("!!VP2.0 RCCC R0, v[0].x; MOV o[HPOS], v[0]; END",
      "  0: RCCC R0.xyzw, v[0].xxxx"),
   OK("!!VP2.0 RCC R0, v[0].x; MOV o[HPOS], v[0]; END",
      "  0: RCC R0.xyzw, v[0].xxxx"),
   OK("!!VP2.0 MADC R0, v[0], c[1], R2; MOV o[HPOS], v[0]; END",
      "  0: MADC R0.xyzw, v[0].xyzw, c[1].xyzw, R2.xyzw"),
   OK("!!VP2.0 ARLC A0, v[0]; MOV o[HPOS], v[0]; END",
      "  0: ARLC A0.xyzw, v[0].xyzw"),
   OK("!!VP2.0 ARL A0.x, v[0].x; MOV o[HPOS], v[0]; END",
      "  0: ARL A0.x, v[0].xxxx"),
   OK("!!VP2.0 ARR A1.yz, v[0]; MOV o[HPOS], v[0]; END",
      "  0: ARR A1.yz, v[0].xyzw"),
   OK("!!VP2.0 ARAC A1.xw, A0; MOV o[HPOS], v[0]; END",
      "  0: ARAC A1.xw, A0"),
   OK("!!VP2.0 ARL A1 (LT.y), v[0]; MOV o[HPOS], v[0]; END",
      "  0: ARL A1.xyzw (LT.yyyy), v[0].xyzw"),
   OK("!!VP2.0 COS R0, v[0].x; SIN R1.y, -v[0].y; MOV o[HPOS], v[0]"
      "; END",
      "  1: SIN R1.y, -v[0].yyyy"),
   OK("!!VP2.0 EX2 R0, v[0].x; LG2C R1, v[0].w; MOV o[HPOS], v[0]; "
      "END",
      "  1: LG2C R1.xyzw, v[0].wwww"),
   OK("!!VP2.0 FLR R0, v[0]; FRC R1, v[0].yxzw; MOV o[HPOS], v[0]; "
      "END",
      "  1: FRC R1.xyzw, v[0].yxzw"),
   OK("!!VP2.0 SEQ R0, v[0], c[0]; SFL R0, v[0], c[0]; SGT R0, v[0]"
      ", c[0]; SLE R0, v[0], c[0]; SNE R0, v[0], c[0]; STR R0, v[0]"
      ", c[0]; SSG R0, v[0]; MOV o[HPOS], v[0]; END",
      "  6: SSG R0.xyzw, v[0].xyzw"),
   OK("!!VP2.0 DPH R0, v[0], c[0]; SUB R0, v[0], c[0]; ABS R0, v[0]"
      "; MOV o[HPOS], v[0]; END",
      "  2: ABS R0.xyzw, v[0].xyzw"),
   OK("!!VP2.0 MOV R15, c[255]; MOV o[HPOS], v[0]; END",
      "  0: MOV R15.xyzw, c[255].xyzw"),
   OK("!!VP2.0 MOV R12.w, c[A1.w+255]; MOV o[HPOS], v[0]; END",
      "  0: MOV R12.w, c[A1.w+255].xyzw"),
   OK("!!VP2.0 MOV R0, c[A0.z-256]; MOV o[HPOS], v[0]; END",
      "  0: MOV R0.xyzw, c[A0.z-256].xyzw"),
   OK("!!VP2.0 MOV R0, c[ A1 . y ]; MOV o[HPOS], v[0]; END",
      "  0: MOV R0.xyzw, c[A1.y].xyzw"),
   OK("!!VP2.0 MOV o[CLP0].x, v[0]; MOV o[CLP5], v[0]; MOV o[HPOS],"
      " v[0]; END",
      "  1: MOV o[CLP5].xyzw, v[0].xyzw"),
   OK("!!VP2.0 MOVC CC, v[0]; MOV CC.xz, v[0]; MOV o[HPOS], v[0]; E"
      "ND",
      "  1: MOV CC.xz, v[0].xyzw"),
   OK("!!VP2.0 ADD R0, c[A0.x+1], c[A0.x+1]; MOV o[HPOS], v[0]; END",
      "c[A0.x+1].xyzw, c[A0.x+1].xyzw"),
   OK("!!VP2.0 MOV R0, |v[0]|; MOV o[HPOS], v[0]; END",
      "  0: MOV R0.xyzw, |v[0].xyzw|"),
   OK("!!VP2.0 MOV R0, -|-v[0].x|; MOV o[HPOS], v[0]; END",
      "  0: MOV R0.xyzw, -|-v[0].xxxx|"),
   OK("!!VP2.0 MOV R0, +|+v[0].yzwx|; MOV o[HPOS], v[0]; END",
      "  0: MOV R0.xyzw, |v[0].yzwx|"),
   OK("!!VP2.0 RCP R0, | c[A1.x-3] . w |; MOV o[HPOS], v[0]; END",
      "  0: RCP R0.xyzw, |c[A1.x-3].wwww|"),
   OK("!!VP2.0 MOV R0, +v[0]; MOV o[HPOS], v[0]; END",
      "  0: MOV R0.xyzw, v[0].xyzw"),
   OK("!!VP2.0 MOV R0 (GT.x), R1; MOV o[HPOS], v[0]; END",
      "  0: MOV R0.xyzw (GT.xxxx), R1.xyzw"),
   OK("!!VP2.0 MOV R0.xy (NE.zyxw), R1; MOV o[HPOS], v[0]; END",
      "  0: MOV R0.xy (NE.zyxw), R1.xyzw"),
   OK("!!VP2.0 MOV R0 ( EQ ) , R1; MOV o[HPOS], v[0]; END",
      "  0: MOV R0.xyzw (EQ.xyzw), R1.xyzw"),
   OK("!!VP2.0 MOV R0 (GE), R1; MOV R0 (LE), R1; MOV R0 (LT), R1; M"
      "OV R0 (TR), R1; MOV R0 (FL), R1; MOV o[HPOS], v[0]; END",
      "  4: MOV R0.xyzw (FL.xyzw), R1.xyzw"),
   OK("!!VP2.0 BRA l (EQ.xyzw); l: MOV o[HPOS], v[0]; END",
      "  0: BRA l (EQ.xyzw) -> 1"),
   OK("!!VP2.0 l: BRA l; MOV o[HPOS], v[0]; END",
      "  0: BRA l -> 0"),
   OK("!!VP2.0 MOV o[HPOS], v[0]; CAL sub; RET; sub: RET (LT.w); EN"
      "D",
      "  1: CAL sub -> 3"),
   OK("!!VP2.0 MOV o[HPOS], v[0]; BRA _a_1; _a_1: END",
      "   _a_1:\nEND"),
   OK("!!VP2.0 MOV o[HPOS], v[0]; BRA Main; main: Main: MOV R0, v[0"
      "]; END",
      "# entry: 2"),
   OK("!!VP2.0 MOV: END: MOV o[HPOS], v[0]; BRA MOV; BRA END; END",
      "  1: BRA MOV -> 0"),
   OK("!!VP2.0 a:b:c: MOV o[HPOS], v[0]; END",
      "   c:\n  0: MOV"),
   OK("!!VP2.0 main : MOV o[HPOS], v[0]; RET; END",
      "# entry: 0"),
   OK("!!VP2.0 x: # comment\n y\n : MOV o[HPOS], v[0]; END",
      "   y:\n  0:"),
   OK("!!VP2.0 MOV o[HPOS], v[0]; END garbage ( | :",
      "END\n"),
   ERR("!!VP1.0 MOVC R0, v[0]; MOV o[HPOS], v[0]; END", 8,
      "expected an instruction but found 'MOVC'"),
   ERR("!!VP1.1 SEQ R0, v[0], v[1]; MOV o[HPOS], v[0]; END", 8,
      "expected an instruction but found 'SEQ'"),
   ERR("!!VP1.1 BRA l; MOV o[HPOS], v[0]; END", 8,
      "found 'BRA'"),
   ERR("!!VP1.0 MOV o[HPOS], v[0]; l: END", 27,
      "expected an instruction or 'END' but found 'l'"),
   ERR("!!VP1.0 MOV R0 (GT.x), v[0]; MOV o[HPOS], v[0]; END", 15,
      "expected ',' but found invalid character '('"),
   ERR("!!VP1.1 MOV R0, |v[0]|; MOV o[HPOS], v[0]; END", 16,
      "invalid character '|'"),
   ERR("!!VP1.0 MOV R12, v[0]; MOV o[HPOS], v[0]; END", 12,
      "expected a destination register (R0 to R11 or o[])"),
   ERR("!!VP1.0 MOV R0, R15; MOV o[HPOS], v[0]; END", 16,
      "expected a source register (v[], c[] or R0 to R11)"),
   ERR("!!VP1.0 MOV o[CLP0], v[0]; MOV o[HPOS], v[0]; END", 14,
      "expected a vertex result register name"),
   ERR("!!VP1.0 MOV R0, c[96]; MOV o[HPOS], v[0]; END", 18,
      "out of range (0 to 95)"),
   ERR("!!VP1.0 MOV R0, c[A1.x]; MOV o[HPOS], v[0]; END", 18,
      "expected a program parameter number or 'A0'"),
   ERR("!!VP1.0 MOV R0, c[A0.y]; MOV o[HPOS], v[0]; END", 21,
      "expected 'x'"),
   ERR("!!VP1.0 MOV R0, c[A0.x+64]; MOV o[HPOS], v[0]; END", 23,
      "address offset +64 out of range"),
   ERR("!!VP1.0 ARL A0.x, v[0]; MOV o[HPOS], v[0]; END", 22,
      "expected '.'"),
   ERR("!!VP1.0 ARL A1.x, v[0].x; MOV o[HPOS], v[0]; END", 12,
      "expected 'A0'"),
   ERR("!!VP1.0 ARL A0; MOV o[HPOS], v[0]; END", 14,
      "expected '.'"),
   ERR("!!VP1.0 MOV CC, v[0]; MOV o[HPOS], v[0]; END", 12,
      "expected a destination register"),
   ERR("!!VP1.1 OPTION NV_position_invariant; MOV R0, c[A0.x]; MOV o"
      "[COL0], R0; END", 48,
      "relative to A0.x"),
   ERR("!!VP2.1 MOV o[HPOS], v[0]; END", 0,
      "expected '!!VP1.0', '!!VP1.1' or '!!VP2.0'"),
   ERR("!!VP2.0 MOV R0, v[0] (GT.x); MOV o[HPOS], v[0]; END", 21,
      "expected ';' but found '('"),
   ERR("!!VP2.0 MOV R0 (GX.x), v[0]; MOV o[HPOS], v[0]; END", 16,
      "expected a condition (EQ, GE, GT, LE, LT, NE, TR or FL)"),
   ERR("!!VP2.0 MOV R0 (gt), v[0]; MOV o[HPOS], v[0]; END", 16,
      "expected a condition"),
   ERR("!!VP2.0 MOV R0 (GT.xy), v[0]; MOV o[HPOS], v[0]; END", 21,
      "expected a swizzle component"),
   ERR("!!VP2.0 MOV R0 (GT.x, v[0]; MOV o[HPOS], v[0]; END", 20,
      "expected ')' but found ','"),
   ERR("!!VP2.0 MOV R0 (GT.), v[0]; MOV o[HPOS], v[0]; END", 19,
      "expected a swizzle component (x, y, z or w) but found ')'"),
   ERR("!!VP2.0 MOV R0.yxx (GT), v[0]; MOV o[HPOS], v[0]; END", 16,
      "write mask component 'x' repeated or out of xyzw order"),
   ERR("!!VP2.0 MOV R16, v[0]; MOV o[HPOS], v[0]; END", 12,
      "expected a destination register (R0 to R15 or o[] or CC)"),
   ERR("!!VP2.0 MOV R0, R16; MOV o[HPOS], v[0]; END", 16,
      "expected a source register (v[], c[] or R0 to R15)"),
   ERR("!!VP2.0 MOV R0, c[256]; MOV o[HPOS], v[0]; END", 18,
      "program parameter register 256 out of range (0 to 255)"),
   ERR("!!VP2.0 MOV R0, c[A1.x+256]; MOV o[HPOS], v[0]; END", 23,
      "address offset +256 out of range (+0 to +255)"),
   ERR("!!VP2.0 MOV R0, c[A1.x-257]; MOV o[HPOS], v[0]; END", 23,
      "address offset -257 out of range (-0 to -256)"),
   ERR("!!VP2.0 MOV R0, c[A2.x]; MOV o[HPOS], v[0]; END", 18,
      "expected a program parameter number, 'A0' or 'A1'"),
   ERR("!!VP2.0 MOV R0, c[A1]; MOV o[HPOS], v[0]; END", 20,
      "expected '.'"),
   ERR("!!VP2.0 MOV R0, c[A1.q]; MOV o[HPOS], v[0]; END", 21,
      "expected an address register component"),
   ERR("!!VP2.0 MOV o[CLP6], v[0]; MOV o[HPOS], v[0]; END", 14,
      "expected a vertex result register name"),
   ERR("!!VP2.0 MOV R0, CC; MOV o[HPOS], v[0]; END", 16,
      "expected a source register"),
   ERR("!!VP2.0 MOV R0, |v[0]; MOV o[HPOS], v[0]; END", 21,
      "expected '|' but found ';'"),
   ERR("!!VP2.0 MOV R0, |v[0].xy|; MOV o[HPOS], v[0]; END", 24,
      "expected a swizzle component"),
   ERR("!!VP2.0 MOV R0, --v[0]; MOV o[HPOS], v[0]; END", 17,
      "expected a source register"),
   ERR("!!VP2.0 MOV R0, ||v[0]||; MOV o[HPOS], v[0]; END", 17,
      "expected a source register"),
   ERR("!!VP2.0 RCP R0, |v[0]|; MOV o[HPOS], v[0]; END", 21,
      "expected '.' but found '|'"),
   ERR("!!VP2.0 RCP R0, |v[0].x|.x; MOV o[HPOS], v[0]; END", 24,
      "expected ';' but found '.'"),
   ERR("!!VP2.0 ADD R0, c[1], |c[2]|; MOV o[HPOS], v[0]; END", 23,
      "more than one unique program parameter register (c[1] and c[2])"),
   ERR("!!VP2.0 ADD R0, c[A0.x], c[A1.x]; MOV o[HPOS], v[0]; END", 25,
      "(c[A0.x] and c[A1.x])"),
   ERR("!!VP2.0 ADD R0, c[A0.x+1], c[A0.y+1]; MOV o[HPOS], v[0]; END", 27,
      "(c[A0.x+1] and c[A0.y+1])"),
   ERR("!!VP2.0 ADD R0, v[1], -|v[2]|; MOV o[HPOS], v[0]; END", 24,
      "more than one unique vertex attribute register"),
   ERR("!!VP2.0 ARL R0, v[0]; MOV o[HPOS], v[0]; END", 12,
      "expected 'A0' or 'A1'"),
   ERR("!!VP2.0 ARL A0.q, v[0]; MOV o[HPOS], v[0]; END", 15,
      "expected a write mask component"),
   ERR("!!VP2.0 ARL A0.yx, v[0]; MOV o[HPOS], v[0]; END", 16,
      "repeated or out of xyzw order"),
   ERR("!!VP2.0 ARA A0, R0; MOV o[HPOS], v[0]; END", 16,
      "expected 'A0' or 'A1'"),
   ERR("!!VP2.0 ARA A0, A1.x; MOV o[HPOS], v[0]; END", 18,
      "expected ';' but found '.'"),
   ERR("!!VP2.0 ARA A0, c[0]; MOV o[HPOS], v[0]; END", 16,
      "expected 'A0' or 'A1'"),
   ERR("!!VP2.0 BRAC l; MOV o[HPOS], v[0]; l: END", 8,
      "expected an instruction but found 'BRAC'"),
   ERR("!!VP2.0 RETC; MOV o[HPOS], v[0]; END", 8,
      "found 'RETC'"),
   ERR("!!VP2.0 MOVCC R0, v[0]; MOV o[HPOS], v[0]; END", 8,
      "found 'MOVCC'"),
   ERR("!!VP2.0 BRA ; MOV o[HPOS], v[0]; END", 12,
      "expected a label but found ';'"),
   ERR("!!VP2.0 BRA 1a; MOV o[HPOS], v[0]; END", 12,
      "expected a label but found '1'"),
   ERR("!!VP2.0 BRA l, (GT); MOV o[HPOS], v[0]; l: END", 13,
      "expected ';' but found ','"),
   ERR("!!VP2.0 BRA l (GT) MOV o[HPOS], v[0]; l: END", 19,
      "expected ';' but found 'MOV'"),
   ERR("!!VP2.0 RET R0; MOV o[HPOS], v[0]; END", 12,
      "expected ';' but found 'R0'"),
   ERR("!!VP2.0 RET (x); MOV o[HPOS], v[0]; END", 13,
      "expected a condition"),
   ERR("!!VP2.0 CAL l (LT.x); MOV o[HPOS], v[0]; END", 44,
      "label 'l' (line 1, column 13) is not defined"),
   ERR("!!VP2.0 BRA a; BRA b; a: MOV o[HPOS], v[0]; END", 47,
      "label 'b' (line 1, column 20) is not defined"),
   ERR("!!VP2.0 BRA Main; MOV o[HPOS], v[0]; main: END", 46,
      "label 'Main'"),
   ERR("!!VP2.0 l: MOV o[HPOS], v[0]; l: END", 30,
      "label 'l' already defined at line 1, column 9"),
   ERR("!!VP2.0 main: main : MOV R0, v[0]; END", 14,
      "label 'main' already defined at line 1, column 9"),
   ERR("!!VP2.0 l; MOV o[HPOS], v[0]; END", 8,
      "expected an instruction but found 'l'"),
   ERR("!!VP2.0 : MOV o[HPOS], v[0]; END", 8,
      "expected an instruction but found ':'"),
   ERR("!!VP2.0 l: END", 11,
      "expected an instruction but found 'END'"),
   ERR("!!VP2.0 MOV R0, v[0]; END", 25,
      "does not write o[HPOS]"),
   ERR("!!VP2.0 l: MOV R0, v[0]; BRA l; END", 35,
      "does not write o[HPOS]"),
   ERR("!!VP2.0 OPTION NV_position_invariant; MOV o[HPOS], v[0]; END", 44,
      "position-invariant programs cannot write o[HPOS]"),
   ERR("!!VP2.0 OPTION NV_vertex_program2; MOV o[HPOS], v[0]; END", 15,
      "expected an option name"),
   ERR("!!VP2.0 MOV R0, v[0] : MOV o[HPOS], v[0]; END", 21,
      "expected ';' but found ':'"),
   ERR("!!VP2.0 MOV R0{, v[0]; MOV o[HPOS], v[0]; END", 14,
      "invalid character '{'"),
};

/* The line and column of the expected position, and the message's
 * "line L, column C: " prefix. */
/* "A vertex program fails to load in the VP2 execution environment if
 * it contains more than 256 instructions"; 252 when position-invariant,
 * reported at the first instruction past the limit. */
static void
test_instruction_limits(void)
{
   for (int pi = 0; pi < 2; pi++) {
      unsigned max = pi ? 252 : 256;
      for (unsigned n = max; n <= max + 1; n++) {
         struct unit_buf b = { NULL, 0, 0 };
         struct nvp_error err;
         size_t last = 0;

         unit_buf_str(&b, "!!VP2.0\n");
         if (pi)
            unit_buf_str(&b, "OPTION NV_position_invariant;\n");
         for (unsigned i = 0; i < n; i++) {
            last = b.len;
            unit_buf_str(&b, i == 0 && !pi ? "MOV o[HPOS], v[0];\n" :
                                             "BRA l (FL);\n");
         }
         unit_buf_str(&b, "l: END");
         struct nvp_program *prog =
            nvp_parse(NVP_TARGET_VERTEX, b.data, b.len, &err);
         if (n == max) {
            UNIT_CHECK(prog && prog->num_instrs == max,
                       "%u instructions (pi %d) rejected: %s", n, pi,
                       prog ? "" : err.message);
         } else {
            /* At the opcode of the first one past the limit. */
            UNIT_CHECK(!prog && err.position == (int)last &&
                       strstr(err.message, pi ? "more than 252 instructions "
                              "in a position-invariant program" :
                              "more than 256 instructions"),
                       "%u instructions (pi %d): %d %s", n, pi,
                       prog ? -1 : err.position, prog ? "" : err.message);
         }
         nvp_program_free(prog);
         free(b.data);
      }
   }
}

/* The IR a branching program gives: targets, label indices, condition
 * tests, "C" flags and the entry point. */
static void
test_ir_fields(void)
{
   const char *text =
      "!!VP2.0\n"
      "sub: ADDC R0.x, R0, v[0];\n"     /* 0 */
      "     RET (GT.y);\n"              /* 1 */
      "main:\n"
      "     MOV o[HPOS] (NE.wzyx), v[0];\n" /* 2 */
      "     CAL sub;\n"                 /* 3 */
      "     BRA end (LE);\n"            /* 4 */
      "end:\n"
      "END";
   struct nvp_error err;
   struct nvp_program *prog =
      nvp_parse(NVP_TARGET_VERTEX, text, strlen(text), &err);

   UNIT_CHECK(prog != NULL, "ir-fields: %s", prog ? "" : err.message);
   if (!prog)
      return;
   const struct nvp_instr *in = prog->instrs;
   UNIT_CHECK(prog->kind == NVP_KIND_VP20 && prog->num_instrs == 5 &&
              prog->entry == 2 && prog->num_labels == 3 && prog->uses_cc &&
              prog->uses_branches, "ir-fields: program summary");
   UNIT_CHECK(in[0].update_cc && in[0].cc.cond == NVP_COND_NONE &&
              in[0].target == -1, "ir-fields: ADDC");
   UNIT_CHECK(in[1].op == NVP_OP_RET && in[1].cc.cond == NVP_COND_GT &&
              in[1].cc.swizzle[0] == 1 && in[1].cc.swizzle[3] == 1,
              "ir-fields: RET (GT.y)");
   UNIT_CHECK(in[2].cc.cond == NVP_COND_NE && in[2].cc.swizzle[0] == 3 &&
              in[2].cc.swizzle[3] == 0 && !in[2].update_cc,
              "ir-fields: MOV (NE.wzyx)");
   UNIT_CHECK(in[3].op == NVP_OP_CAL && in[3].target == 0 &&
              in[3].label == 0 && in[3].cc.cond == NVP_COND_NONE,
              "ir-fields: CAL sub");
   UNIT_CHECK(in[4].op == NVP_OP_BRA && in[4].target == 5 &&
              in[4].label == 2 && in[4].cc.cond == NVP_COND_LE &&
              in[4].cc.swizzle[1] == 1,
              "ir-fields: BRA end (LE)");
   UNIT_CHECK(strcmp(prog->labels[1].name, "main") == 0 &&
              prog->labels[1].instr == 2 && prog->labels[1].line == 4 &&
              prog->labels[1].column == 1 && prog->labels[2].instr == 5,
              "ir-fields: labels");
   nvp_program_free(prog);
}

/* Many labels (no limit in the spec) load in linear time; a reference
 * to the last one resolves. */
static void
test_many_labels(void)
{
   struct unit_buf b = { NULL, 0, 0 };
   struct nvp_error err;
   char name[32];

   unit_buf_str(&b, "!!VP2.0\nBRA L199999;\n");
   for (unsigned i = 0; i < 200000; i++) {
      snprintf(name, sizeof(name), "L%u:", i);
      unit_buf_str(&b, name);
   }
   unit_buf_str(&b, "MOV o[HPOS], v[0];\nEND");
   struct nvp_program *prog =
      nvp_parse(NVP_TARGET_VERTEX, b.data, b.len, &err);
   UNIT_CHECK(prog && prog->num_labels == 200000 &&
              prog->instrs[0].target == 1 &&
              prog->instrs[0].label == 199999, "many labels: %s",
              prog ? "wrong IR" : err.message);
   nvp_program_free(prog);
   free(b.data);
}

int
main(void)
{
   unit_run_parse_cases(cases, sizeof(cases) / sizeof(cases[0]),
                        unit_check_case_line_column);
   test_instruction_limits();
   test_ir_fields();
   test_many_labels();
   printf("%zu table cases + 3 groups, %u checks: %u failures\n",
          sizeof(cases) / sizeof(cases[0]), unit_checks, unit_failures);
   return unit_failures ? 1 : 0;
}
