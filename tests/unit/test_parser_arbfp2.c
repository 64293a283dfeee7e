/*
 * Table-driven tests of "!!ARBfp1.0" with OPTION NV_fragment_program2
 * (the nvp_arb*.c core with its fragment stage, nvp_arb_fragment.c and
 * nvp_arb_fragment_flow.c): each construct accepted with the IR dump line it
 * must give, the flow instructions with their targets ("-> n", nvp_ir.h
 * "NV_fragment_program2 flow") and block indentation; each load rule
 * rejected at its exact GL error position; the nesting limits at their
 * edges; the option refused without nvp_arb_limits::fp2.  No GL; the
 * limits are nvp_arb_default_limits (NVP_ARB_MAX_INSTRS instructions,
 * fp2 set).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp.h"
#include "unit_common.h"

#define ARBF NVP_TARGET_ARB_FRAGMENT
#define OK(text, dump)       { ARBF, text, -1, true, -1, dump }
#define ERR(text, pos, msg)  { ARBF, text, -1, false, pos, msg }

#define F2 "!!ARBfp1.0 OPTION NV_fragment_program2; "
/* strlen(F2) */
#define N 40

static const struct unit_parse_case cases[] = {
   /* IF/ELSE/ENDIF: IF -> its ELSE, ELSE -> its ENDIF, ENDIF -> its IF;
    * the blocks indented */
   OK(F2 "TEMP r; MOVC r, fragment.color; IF GT.x; MOV r, 1; ELSE; "
      "MOV r, 2; ENDIF; MOV result.color, r; END",
      "  1: IF GT.xxxx -> 3\n"
      "  2:   MOV R0.xyzw, c[0].xxxx [R]\n"
      "  3: ELSE -> 5\n"
      "  4:   MOV R0.xyzw, c[1].xxxx [R]\n"
      "  5: ENDIF -> 1\n"
      "  6: MOV o[COLR].xyzw, R0.xyzw [R]\n"),
   /* without ELSE: IF -> its ENDIF; rgba swizzles, "IF NE;" */
   OK(F2 "IF NE.rgba; IF EQ; ENDIF; ENDIF; MOV result.color, 1; END",
      "  0: IF NE.xyzw -> 3\n"
      "  1:   IF EQ.xyzw -> 2\n"
      "  2:   ENDIF -> 1\n"
      "  3: ENDIF -> 0\n"),
   /* LOOP in REP in ..., BRK to the innermost loop's END, also from an
    * IF inside it */
   OK(F2 "TEMP r; MOV r, 0; LOOP {3, 0, 1}; REP program.local[1]; "
      "BRK (GT.x); ADD r, r, 1; ENDREP; MOVC r, r; IF LT.y; BRK; ENDIF; "
      "ENDLOOP; MOV result.color, r; END",
      "  1: LOOP c[1].xyzw -> 10\n"
      "  2:   REP c[2].xyzw -> 5\n"
      "  3:     BRK (GT.xxxx) -> 5\n"
      "  4:     ADD R0.xyzw, R0.xyzw, c[3].xxxx [R]\n"
      "  5:   ENDREP -> 2\n"
      "  6:   MOVC R0.xyzw, R0.xyzw [R]\n"
      "  7:   IF LT.yyyy -> 9\n"
      "  8:     BRK -> 10\n"
      "  9:   ENDIF -> 7\n"
      " 10: ENDLOOP -> 1\n"
      " 11: MOV o[COLR].xyzw, R0.xyzw [R]\n"),
   /* CAL and RET, labels, "main" is the entry; CAL -> the instruction
    * after its label */
   OK(F2 "TEMP r; sub: MOV r, 1; RET (EQ.x); RET; main: CAL sub (NE.x); "
      "CAL sub; CAL end; MOV result.color, r; end: END",
      "# uses_flow: yes\n# entry: 3\nsub:\n"
      "  0: MOV R0.xyzw, c[0].xxxx [R]\n"
      "  1: RET (EQ.xxxx)\n"
      "  2: RET\n"
      "main:\n"
      "  3: CAL sub (NE.xxxx) -> 0\n"
      "  4: CAL sub -> 0\n"
      "  5: CAL end -> 7\n"
      "  6: MOV o[COLR].xyzw, R0.xyzw [R]\n"
      "end:\nEND\n"),
   /* without "main" execution starts at 0; a label may share a name
    * with a variable (their own name space) */
   OK(F2 "TEMP r; MOV r, 1; r: MOV result.color, r; END",
      "# uses_flow: no\n# entry: 0\n"),
   /* the new instructions and suffixes */
   OK(F2 "MOV_SSAT result.color, fragment.color; END",
      "  0: MOV_SSAT o[COLR].xyzw, f[COL0].xyzw [R]"),
   OK(F2 "SHORT TEMP h; ADDHC_SSAT h, h, -1; MOV result.color, h; END",
      "  0: ADDHC_SSAT H0.xyzw, H0.xyzw, -c[0].xxxx [R]"),
   OK(F2 "CMPC_SSAT result.color, fragment.color, 0, 1; END",
      "  0: CMPC_SSAT o[COLR].xyzw"),
   OK(F2 "DIVH_SAT result.color, fragment.color, fragment.texcoord[1].y;"
      " END",
      "  0: DIVH_SAT o[COLR].xyzw, f[COL0].xyzw, f[TEX1].yyyy [R]"),
   OK(F2 "SHORT TEMP h; DP2X h.xy, fragment.color, program.env[0]; "
      "DP2AC h, h, h.zwxy, h.w; NRMH result.color.xyz, h; END",
      "  0: DP2X H0.xy, f[COL0].xyzw, c[0].xyzw [R]\n"
      "  1: DP2AC H0.xyzw, H0.xyzw, H0.zwxy, H0.wwww [R]\n"
      "  2: NRMH o[COLR].xyz, H0.xyzw [R]"),
   OK(F2 "TXLC_SAT result.color, fragment.texcoord[2], texture[2], CUBE; "
      "END", "  0: TXLC_SAT o[COLR].xyzw, f[TEX2].xyzw, TEX2, CUBE [R]"),
   /* fragment.facing, as an operand and an ATTRIB */
   OK(F2 "ATTRIB f = fragment.facing; MUL result.color, f.x, "
      "fragment.facing; END",
      "# attribs_read: f[FACE]\n"),
   OK(F2 "MOV result.color, -fragment.facing.xxxy; END",
      "  0: MOV o[COLR].xyzw, -f[FACE].xxxy [R]"),
   /* fragment.texcoord[A0.x+n] inside LOOP (also in a REP or IF inside
    * it), directly and through an ATTRIB declared anywhere; every set
    * may be read */
   OK(F2 "ATTRIB t = fragment.texcoord[A0.x+9]; TEMP r; MOV r, 0; "
      "LOOP program.env[0]; ADD r, r, fragment.texcoord[A0.x]; REP {2}; "
      "MOVC r, r; IF GT; MAD r, t.zyxw, -|fragment.texcoord[A0.x+3]|, r;"
      " ENDIF; ENDREP; ENDLOOP; MOV result.color, r; END",
      "  2:   ADD R0.xyzw, R0.xyzw, f[TEX0+A0.x+0].xyzw [R]\n"
      "  3:   REP c[2].xyzw -> 8\n"
      "  4:     MOVC R0.xyzw, R0.xyzw [R]\n"
      "  5:     IF GT.xyzw -> 7\n"
      "  6:       MAD R0.xyzw, f[TEX0+A0.x+9].zyxw, "
      "-|f[TEX0+A0.x+3].xyzw|, R0.xyzw [R]\n"),
   OK(F2 "TEMP r; LOOP {1, 0, 0}; MOV r, fragment.texcoord[A0.x+1]; "
      "ENDLOOP; MOV result.color, r; END",
      "# attribs_read: f[TEX0] f[TEX1] f[TEX2] f[TEX3] f[TEX4] f[TEX5] "
      "f[TEX6] f[TEX7]\n"),
   /* LOOP and REP operands: program parameters of every form */
   OK(F2 "PARAM p = program.local[2]; PARAM a[] = { {1,2,3}, "
      "program.env[1] }; LOOP p; ENDLOOP; REP a[1].x; ENDREP; "
      "REP -state.fog.color; ENDREP; LOOP 3; ENDLOOP; "
      "MOV result.color, 1; END",
      "  0: LOOP c[0].xyzw -> 1\n"
      "  1: ENDLOOP -> 0\n"
      "  2: REP c[2].xxxx -> 3\n"
      "  3: ENDREP -> 2\n"
      "  4: REP -c[3].xyzw -> 5\n"
      "  5: ENDREP -> 4\n"
      "  6: LOOP c[4].xxxx -> 7\n"),
   /* NV_fragment_program is implied, and may be named too */
   OK("!!ARBfp1.0 OPTION NV_fragment_program; OPTION "
      "NV_fragment_program2; OPTION ARB_fog_exp; REP {1}; ENDREP; "
      "MOV result.color, 1; END", "  1: ENDREP -> 0\n"),
   /* flow instructions are instructions: at the limit exactly, below */

   /* blocks: the wrong END, at it */
   ERR(F2 "IF GT; ENDLOOP; END", N + 7,
       "ENDLOOP cannot terminate the IF block of line 1, column 41"),
   ERR(F2 "LOOP {1}; IF GT; ENDLOOP; ENDIF; END", N + 17,
       "ENDLOOP cannot terminate the IF block"),
   ERR(F2 "REP {1}; ENDLOOP; END", N + 9,
       "ENDLOOP cannot terminate the REP block"),
   ERR(F2 "LOOP {1}; ENDREP; END", N + 10,
       "ENDREP cannot terminate the LOOP block"),
   ERR(F2 "REP {1}; ENDIF; END", N + 9,
       "ENDIF cannot terminate the REP block"),
   ERR(F2 "ENDIF; END", N, "ENDIF without IF"),
   ERR(F2 "REP {1}; ENDREP; ENDREP; END", N + 17, "ENDREP without REP"),
   ERR(F2 "ENDLOOP; END", N, "ENDLOOP without LOOP"),
   /* ELSE without IF, a second ELSE, an ELSE in an open loop */
   ERR(F2 "ELSE; END", N, "ELSE without IF"),
   ERR(F2 "IF GT; ELSE; ELSE; ENDIF; END", N + 13,
       "second ELSE in the IF block of line 1, column 41"),
   ERR(F2 "IF GT; REP {1}; ELSE; ENDREP; ENDIF; END", N + 16,
       "ELSE inside the REP block"),
   ERR(F2 "IF GT; ENDIF; ELSE; END", N + 14, "ELSE without IF"),
   /* unterminated at END (the innermost open block is named) */
   ERR(F2 "IF GT; LOOP {1};\nMOV result.color, 1; END", N + 38,
       "END before the end of the LOOP block of line 1, column 48"),
   ERR(F2 "IF GT; ELSE; END", N + 13,
       "END before the end of the IF block"),
   /* BRK outside a loop, also in a subroutine called from one */
   ERR(F2 "BRK; END", N, "BRK outside a LOOP or REP block"),
   ERR(F2 "IF GT; BRK (GT); ENDIF; END", N + 7,
       "BRK outside a LOOP or REP block"),
   ERR(F2 "REP {2}; CAL s; ENDREP; RET; s: BRK; END", N + 32,
       "BRK outside a LOOP or REP block"),
   /* A0.x outside LOOP/ENDLOOP: at A0, or at the ATTRIB's name */
   ERR(F2 "MOV result.color, fragment.texcoord[A0.x]; END", N + 36,
       "A0.x read outside a LOOP/ENDLOOP block"),
   ERR(F2 "REP {2}; MOV result.color, fragment.texcoord[A0.x+1]; ENDREP;"
       " END", N + 45, "A0.x read outside a LOOP/ENDLOOP block"),
   ERR(F2 "ATTRIB t = fragment.texcoord[A0.x]; LOOP {1}; ENDLOOP; "
       "MOV result.color, t; END", N + 73,
       "A0.x read outside a LOOP/ENDLOOP block"),
   ERR(F2 "sub: MOV result.color, fragment.texcoord[A0.x+2]; RET; main: "
       "LOOP {1}; CAL sub; ENDLOOP; END", N + 41,
       "A0.x read outside a LOOP/ENDLOOP block"),
   /* <arrayMemRel>: A0 only, ".x" only, "+" 0..9 only */
   ERR(F2 "LOOP {1}; MOV result.color, fragment.texcoord[A0.y]; ENDLOOP;"
       " END", N + 49, "expected 'x'"),
   ERR(F2 "LOOP {1}; MOV result.color, fragment.texcoord[A0.x+10]; "
       "ENDLOOP; END", N + 51, "an address offset 10 out of range"),
   ERR(F2 "LOOP {1}; MOV result.color, fragment.texcoord[A0.x-1]; "
       "ENDLOOP; END", N + 50, "expected ']'"),
   ERR(F2 "TEMP r; LOOP {1}; MOV result.color, fragment.texcoord[r.x]; "
       "ENDLOOP; END", N + 54, "expected a texture coordinate set or A0.x"),
   ERR(F2 "PARAM a[] = { {1}, {2} }; LOOP {1}; MOV result.color, "
       "a[A0.x]; ENDLOOP; END", N + 56, "expected an array index"),
   /* A0 is pre-defined, no ADDRESS may be declared */
   ERR(F2 "ADDRESS a; END", N, "fragment programs have no ADDRESS"),
   ERR(F2 "TEMP A0; END", N + 5, "'A0' is already declared"),
   ERR(F2 "LOOP {1}; MOV result.color, A0.x; ENDLOOP; END", N + 28,
       "an ADDRESS variable is no operand"),
   /* labels: not in a block, defined once, referenced ones defined (at
    * the text's length, as for NV_vertex_program2_option) */
   ERR(F2 "REP {1}; l: ENDREP; END", N + 9,
       "label inside the REP block of line 1, column 41"),
   ERR(F2 "IF GT; ELSE; l: ENDIF; END", N + 13, "label inside the IF"),
   ERR(F2 "l: MOV result.color, 1; l: END", N + 24,
       "label 'l' already defined at line 1, column 41"),
   ERR(F2 "CAL nowhere; END", N + 16,
       "label 'nowhere' (line 1, column 45) is not defined"),
   ERR(F2 "IF: END", N, "'IF' is a reserved word"),
   /* LOOP/REP operands that are no program parameters, at the
    * register */
   ERR(F2 "TEMP r; LOOP r; ENDLOOP; END", N + 13,
       "the operand of LOOP and REP must be a program parameter"),
   ERR(F2 "TEMP r; REP -|r.x|; ENDREP; END", N + 14,
       "the operand of LOOP and REP must be a program parameter"),
   ERR(F2 "REP fragment.texcoord[1]; ENDREP; END", N + 4,
       "the operand of LOOP and REP must be a program parameter"),
   ERR(F2 "ATTRIB c = fragment.color; LOOP c; ENDLOOP; END", N + 32,
       "the operand of LOOP and REP must be a program parameter"),
   /* grammar */
   ERR(F2 "IF; ENDIF; END", N + 2, "expected a condition"),
   ERR(F2 "IF (GT); ENDIF; END", N + 3, "expected a condition"),
   ERR(F2 "IF GT.xy; ENDIF; END", N + 8,
       "a swizzle has one or four components"),
   ERR(F2 "REP; ENDREP; END", N + 3, "expected an operand"),
   ERR(F2 "REP {1}; ENDREP GT; END", N + 16, "expected ';'"),
   ERR(F2 "REP {1}; BRK GT; ENDREP; END", N + 13, "expected ';'"),
   ERR(F2 "CAL; END", N + 3, "expected a label"),
   ERR(F2 "RETC; END", N, "expected an instruction"),
   ERR(F2 "IF_SAT GT; END", N, "expected an instruction"),
   ERR(F2 "TEMP r; DIV r, r, r; END", N + 19, "expected '.'"),
   ERR(F2 "TXLH result.color, fragment.color, texture, 2D; END", N,
       "expected an instruction"),
   ERR(F2 "PK2H_SSAT result.color, 1; END", N, "expected an instruction"),
   ERR(F2 "MOV_SSATC result.color, 1; END", N, "expected an instruction"),
   ERR(F2 "MOV result.color, fragment.backfacing; END", N + 27,
       "expected a fragment attribute (color, texcoord, fogcoord, "
       "position or facing)"),
   /* NV_fragment_program without the 2: none of it */
   ERR("!!ARBfp1.0 OPTION NV_fragment_program; IF GT; ENDIF; END", 39,
       "expected an instruction"),
   ERR("!!ARBfp1.0 OPTION NV_fragment_program; MOV_SSAT result.color, 1;"
       " END", 39, "expected an instruction"),
   ERR("!!ARBfp1.0 OPTION NV_fragment_program; MOV result.color, "
       "fragment.facing; END", 66, "expected a fragment attribute"),
   ERR("!!ARBfp1.0 OPTION NV_fragment_program; MOV result.color, "
       "fragment.texcoord[A0.x]; END", 75, "expected a texture coordinate"),
   ERR("!!ARBfp1.0 OPTION NV_fragment_program; l: END", 39,
       "expected an instruction"),
};

/* One program of 'count' statements 'stmt' (each with its ';'), then
 * 'tail', after F2; the caller frees it. */
static char *
repeat(const char *head, const char *stmt, unsigned count, const char *tail)
{
   size_t n = strlen(F2) + strlen(head) + strlen(stmt) * count +
              strlen(tail) + 1;
   char *s = malloc(n);

   strcpy(s, F2);
   strcat(s, head);
   for (unsigned i = 0; i < count; i++)
      strcat(s, stmt);
   strcat(s, tail);
   return s;
}

/* Parses text; ok or the error at position with message piece msg. */
static void
check(const char *what, const char *text, int position, const char *msg)
{
   struct nvp_error err;
   struct nvp_program *prog =
      nvp_parse(NVP_TARGET_ARB_FRAGMENT, text, strlen(text), &err);

   if (position < 0) {
      UNIT_CHECK(prog != NULL, "%s: rejected at %d: %s", what,
                 prog ? 0 : err.position, prog ? "" : err.message);
   } else {
      UNIT_CHECK(!prog && err.position == position &&
                 strstr(err.message, msg) != NULL,
                 "%s: %s at %d, expected %d (%s)", what,
                 prog ? "accepted" : err.message, prog ? -1 : err.position,
                 position, msg);
   }
   nvp_program_free(prog);
}

/* The nesting limits at their edges: 48 IF blocks open and 4 loops
 * load, one more fails at its IF/LOOP/REP. */
static void
test_nesting_limits(void)
{
   char *ends = repeat("", "ENDIF;", 48, "END");
   char *s = repeat("", "IF GT;", 48, ends + strlen(F2));
   check("48 nested IFs", s, -1, NULL);
   free(s);
   free(ends);

   ends = repeat("", "ENDIF;", 49, "END");
   s = repeat("", "IF GT;", 49, ends + strlen(F2));
   /* "IF GT;" is 6 bytes: the 49th at N + 48 * 6 */
   check("49 nested IFs", s, N + 48 * 6, "IF nested inside 48 IF blocks");
   free(s);
   free(ends);

   /* IFs around loops count against neither limit of the other */
   check("4 loops in 47 IFs", "!!ARBfp1.0 OPTION NV_fragment_program2; "
         "LOOP {1}; REP {1}; LOOP {1}; REP {1}; ENDREP; ENDLOOP; ENDREP; "
         "ENDLOOP; END", -1, NULL);
   check("5 loops", F2 "LOOP {1}; REP {1}; IF GT; LOOP {1}; REP {1}; "
         "REP {1}; ENDREP; ENDREP; ENDLOOP; ENDIF; ENDREP; ENDLOOP; END",
         N + 45, "REP nested inside 4 loop blocks");
   check("5 loops LOOP", F2 "REP {1}; REP {1}; REP {1}; REP {1}; "
         "LOOP {1}; ENDLOOP; ENDREP; ENDREP; ENDREP; ENDREP; END", N + 36,
         "LOOP nested inside 4 loop blocks");
   /* after a loop closes, another may open at the same depth */
   check("4 loops twice", F2 "REP {1}; REP {1}; REP {1}; REP {1}; "
         "ENDREP; REP {1}; ENDREP; ENDREP; ENDREP; ENDREP; END", -1, NULL);
}

/* MAX_PROGRAM_INSTRUCTIONS_ARB (NVP_ARB_MAX_INSTRS here) counts flow
 * instructions; labels are none. */
static void
test_instruction_limit(void)
{
   const unsigned max = NVP_ARB_MAX_INSTRS;
   char want[48];

   char *s = repeat("l0: REP {1}; ", "MOV result.color, 1;", max - 2,
                    "ENDREP; l1: END");
   check("the limit with flow", s, -1, NULL);
   free(s);
   s = repeat("REP {1}; ", "MOV result.color, 1;", max - 2,
              "ENDREP; BRK; END");
   /* the one past it, after "REP {1}; " (9 bytes), max - 2 MOVs (20
    * bytes each) and "ENDREP; " */
   snprintf(want, sizeof(want), "more than %u instructions", max);
   check("one past the limit with flow", s,
         (int)(N + 9 + (max - 2) * 20 + 8), want);
   free(s);
}

/* The IR fields beyond the dump: labels, entry, uses_branches. */
static void
test_ir_fields(void)
{
   static const char text[] =
      F2 "TEMP r; MOV r, 0; REP {2}; BRK; ENDREP; s: RET; main: CAL s;"
      " MOV result.color, r; END";
   struct nvp_error err;
   struct nvp_program *prog =
      nvp_parse(NVP_TARGET_ARB_FRAGMENT, text, strlen(text), &err);

   UNIT_CHECK(prog != NULL, "ir fields: %s", prog ? "" : err.message);
   if (!prog)
      return;
   UNIT_CHECK(prog->kind == NVP_KIND_ARBFP_NV2 && prog->uses_flow &&
              prog->uses_branches && prog->entry == 5 &&
              prog->num_labels == 2 && prog->num_instrs == 7,
              "ir fields: kind %d flow %d branches %d entry %u labels %u",
              prog->kind, prog->uses_flow, prog->uses_branches,
              prog->entry, prog->num_labels);
   const struct nvp_instr *in = prog->instrs;
   UNIT_CHECK(in[1].op == NVP_OP_REP && in[1].target == 3 &&
              in[1].src[0].file == NVP_FILE_PARAM &&
              in[2].op == NVP_OP_BRK && in[2].target == 3 &&
              in[2].cc.cond == NVP_COND_NONE &&
              in[3].op == NVP_OP_ENDREP && in[3].target == 1 &&
              in[4].op == NVP_OP_RET && in[4].target == -1 &&
              in[5].op == NVP_OP_CAL && in[5].target == 4 &&
              in[5].label == 0 && in[0].target == -1 &&
              strcmp(prog->labels[1].name, "main") == 0 &&
              prog->labels[1].instr == 5 &&
              prog->labels[1].offset == N + 48,
              "ir fields: targets");
   nvp_program_free(prog);

   /* _SSAT and _SAT are two fields; relative texcoord operands */
   static const char t2[] =
      F2 "TEMP r; LOOP {2, 1, 1}; MOV_SSAT r, fragment.texcoord[A0.x+2];"
      " ENDLOOP; MOV_SAT result.color, r; END";
   prog = nvp_parse(NVP_TARGET_ARB_FRAGMENT, t2, strlen(t2), &err);
   UNIT_CHECK(prog && prog->instrs[1].saturate_signed &&
              !prog->instrs[1].saturate && prog->instrs[3].saturate &&
              !prog->instrs[3].saturate_signed &&
              prog->instrs[1].src[0].file == NVP_FILE_FRAG_ATTRIB &&
              prog->instrs[1].src[0].relative &&
              prog->instrs[1].src[0].index == NVP_FRAG_TEX0 + 2 &&
              prog->instrs[1].src[0].addr_index == 0 &&
              prog->instrs[1].src[0].addr_comp == 0 &&
              !prog->uses_branches && prog->uses_flow,
              "ir fields: ssat, relative: %s", prog ? "wrong IR" :
              err.message);
   nvp_program_free(prog);
}

/* Without nvp_arb_limits::fp2 the option is "not supported by the GL
 * implementation": at its name, the rest unread. */
static void
test_option_flag(void)
{
   static const char text[] =
      "!!ARBfp1.0 OPTION NV_fragment_program;\nOPTION "
      "NV_fragment_program2; IF GT; ENDIF; END";
   struct nvp_arb_limits limits = nvp_arb_default_limits;
   struct nvp_error err;

   limits.max_vertex_texture_units = limits.max_texture_units;
   struct nvp_program *prog = nvp_parse_arbfp(text, strlen(text), &limits,
                                              &err);
   UNIT_CHECK(prog && prog->kind == NVP_KIND_ARBFP_NV2,
              "fp2 flag set: %s", prog ? "wrong kind" : err.message);
   nvp_program_free(prog);

   limits.fp2 = false;
   prog = nvp_parse_arbfp(text, strlen(text), &limits, &err);
   UNIT_CHECK(!prog && err.position == 46 && err.line == 2 &&
              err.column == 8 &&
              strstr(err.message, "unsupported program option"),
              "fp2 flag clear: %d %s", prog ? -1 : err.position,
              prog ? "loaded" : err.message);
   nvp_program_free(prog);

   /* the routing scan sees the option either way */
   UNIT_CHECK(nvp_arbfp_has_nv_option(F2 "END", strlen(F2 "END")),
              "fp2 option scan");
}

int
main(void)
{
   unit_run_parse_cases(cases, sizeof(cases) / sizeof(cases[0]),
                        unit_check_case_line_column);
   test_nesting_limits();
   test_instruction_limit();
   test_ir_fields();
   test_option_flag();
   printf("%zu table cases + 4 groups, %u checks: %u failures\n",
          sizeof(cases) / sizeof(cases[0]), unit_checks, unit_failures);
   return unit_failures ? 1 : 0;
}
