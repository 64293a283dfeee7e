/*
 * Table-driven tests of the "!!ARBfp1.0" front end with OPTION
 * NV_fragment_program (the nvp_arb*.c core with its fragment stage,
 * nvp_arb_fragment.c): each construct accepted with the IR line it must
 * give (registers as the FP1.0 IR names them, parameter slots c[k]),
 * each load rule rejected at its exact GL error position.  No GL; the
 * limits are nvp_arb_default_limits with 16 image units per program.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp.h"
#include "unit_common.h"

#define ARBF NVP_TARGET_ARB_FRAGMENT
#define OK(text, dump)       { ARBF, text, -1, true, -1, dump }
#define ERR(text, pos, msg)  { ARBF, text, -1, false, pos, msg }

#define FP "!!ARBfp1.0 OPTION NV_fragment_program; "
/* strlen(FP) */
#define N 39

static const struct unit_parse_case cases[] = {
   /* SHORT TEMPs are H registers, LONG and unsized ones R registers,
    * each file numbered by declaration.  Every instruction computes in
    * fp32 ("[R]"), whatever its suffix or destination: they "specify
    * the minimum precision" (nvp_fp_precision_is_minimum()). */
   OK(FP "SHORT TEMP h; LONG TEMP r; TEMP s; MOV s, h; MOV result.color,"
      " r; END", "  0: MOV R1.xyzw, H0.xyzw [R]"),
   OK(FP "SHORT OUTPUT c = result.color; MOV c, 1; END",
      "  0: MOV o[COLH].xyzw, c[0].xxxx [R]"),
   OK(FP "LONG OUTPUT c = result.color; MOV c.rgb, 1; END",
      "  0: MOV o[COLR].xyz, c[0].xxxx [R]"),
   /* suffixes, |abs|, condition masks, bindings */
   OK(FP "SHORT TEMP h; LONG TEMP r; MOVH h.xy, fragment.texcoord[1]."
      "yxzw; ADDXC_SAT r (GT.x), -|h|, program.env[3]; MOV result.color, "
      "r; END",
      "  1: ADDXC_SAT R0.xyzw (GT.xxxx), -|H0.xyzw|, c[0].xyzw [R]"),
   OK(FP "MOV result.color, fragment.color.secondary.abgr; END",
      "  0: MOV o[COLR].xyzw, f[COL1].wzyx [R]"),
   OK(FP "MOV result.color, fragment.position; END",
      "  0: MOV o[COLR].xyzw, f[WPOS].xyzw [R]"),
   OK(FP "MOV result.depth.z, fragment.fogcoord.x; END",
      "  0: MOV o[DEPR].z, f[FOGC].xxxx [R]"),
   /* f[TEXn] operands force fp32 ("regardless of the precision") */
   OK(FP "ADDH result.color, fragment.texcoord[7], 1; END",
      "  0: ADDH o[COLR].xyzw, f[TEX7].xyzw, c[0].xxxx [R]"),
   OK(FP "KIL NE.wzyx; MOV result.color, 1; END", "  0: KIL NE.wzyx"),
   OK(FP "TEMP GT; MOV GT, 1; KIL -GT.y; MOV result.color, GT; END",
      "  1: KIL -R0.yyyy"),
   OK(FP "TEMP EQ, FL, LE, LT, GE, NE, TR; MOV EQ, 1; END",
      "# instructions: 1"),
   OK(FP "TEMP r; PK2H r.x, 1; UP2H result.color, r.x; END",
      "  1: UP2H o[COLR].xyzw, R0.xxxx [R]"),
   OK(FP "TXD result.color, fragment.texcoord[0], fragment.texcoord[1], "
      "fragment.texcoord[2], texture[3], RECT; END", "TEX3=RECT"),
   OK(FP "TXB_SAT result.color, fragment.texcoord, texture[15], 3D; END",
      "  0: TXB_SAT o[COLR].xyzw, f[TEX0].xyzw, TEX15, 3D [R]"),
   OK(FP "CMP_SAT result.color, fragment.color, 0, 1; END",
      "  0: CMP_SAT o[COLR].xyzw"),
   OK(FP "DPHRC result.color, fragment.color, state.fog.color; END",
      "  0: DPHRC o[COLR].xyzw, f[COL0].xyzw, c[0].xyzw [R]"),
   OK(FP "ABSX result.color, state.texenv[2].color; END",
      "  0: ABSX o[COLR].xyzw, c[0].xyzw [R]"),
   OK(FP "XPD_SAT result.color, fragment.color, state.depth.range; END",
      "  0: XPD_SAT o[COLR].xyzw"),
   OK(FP "OPTION ARB_fog_exp2; OPTION ARB_precision_hint_nicest; OPTION "
      "ARB_precision_hint_nicest; MOV result.color, 1; END",
      "# instructions: 1"),

   /* errors, at the offending byte */
   ERR(FP "TEMP DDXR; END", N + 5, "'DDXR' is a reserved word"),
   ERR(FP "TEMP texture; END", N + 5, "'texture' is a reserved word"),
   ERR(FP "TEXH result.color, fragment.color, texture, 2D; END", N,
       "expected an instruction"),
   ERR(FP "PK2H_SAT result.color, 1; END", N, "expected an instruction"),
   ERR(FP "CMPH result.color, 1, 1, 1; END", N, "expected an instruction"),
   ERR(FP "SHORT TEMP h; PK4UB h, 1; END", N + 14,
       "a pack instruction cannot write a SHORT variable"),
   ERR(FP "SHORT OUTPUT c = result.color; PK2US c, 1; END", N + 31,
       "a pack instruction cannot write a SHORT variable"),
   /* at the second target, as in vertex programs (NV3) */
   ERR(FP "TEMP r; TEX r, r, texture[1], 2D; TXP r, r, texture[1], 1D; "
       "END", N + 56, "texture image unit 1 used with targets 2D and 1D"),
   ERR(FP "TEX result.color, fragment.color, texture[16], 2D; END", N + 42,
       "texture image unit 16 out of range"),
   ERR(FP "MOV result.color, fragment.texcoord[8]; END", N + 36,
       "texture coordinate set 8 out of range"),
   ERR(FP "SHORT OUTPUT c = result.color; MOV c, 1; MOV result.color, 1; "
       "END", N + 65, "result.color[0] is written both as a SHORT"),
   ERR(FP "SHORT ATTRIB a = fragment.color; END", N + 6,
       "expected 'TEMP' or 'OUTPUT' after a variable size"),
   ERR(FP "ADDRESS a; END", N, "fragment programs have no ADDRESS"),
   ERR(FP "MOV result.color, vertex.color; END", N + 18,
       "'vertex' is not declared"),
   ERR(FP "MOV result.position, 1; END", N + 11,
       "expected a result binding (color or depth)"),
   ERR(FP "MOV result.color, state.clip[0].plane; END", N + 24,
       "expected a state binding"),
   ERR(FP "MOV result.color (XX), 1; END", N + 18, "expected a condition"),
   ERR(FP "MOV result.color.xr, 1; END", N + 18,
       "invalid write mask component 'r'"),
   ERR(FP "OPTION ARB_fog_exp; OPTION ARB_fog_linear; END", N + 27,
       "more than one fog option"),
   ERR(FP "OPTION ARB_precision_hint_fastest; OPTION "
       "ARB_precision_hint_nicest; END", N + 42, "both precision hints"),
   /* The ARB options beside the NV one: shadow targets, draw buffers
    * (SHORT ones too), fragment coordinate conventions. */
   OK(FP "OPTION ARB_fragment_program_shadow; TXP result.color, fragment."
      "texcoord, texture[2], SHADOW2D; END",
      "  0: TXP o[COLR].xyzw, f[TEX0].xyzw, TEX2, SHADOW2D [R]"),
   OK(FP "OPTION ARB_fragment_program_shadow; TEX result.color, fragment."
      "texcoord, texture, SHADOWRECT; END", "TEX0=SHADOWRECT"),
   ERR(FP "TEX result.color, fragment.texcoord, texture[2], SHADOW2D; END",
       N + 49, "expected a texture target"),
   ERR(FP "OPTION ARB_fragment_program_shadow; TEMP r; TEX r, fragment.te"
       "xcoord, texture, 2D; TEX result.color, r, texture, SHADOW2D; END",
       N + 113, "texture image unit 0 used with targets 2D and SHADOW2D"),
   OK(FP "OPTION ARB_draw_buffers; MOV result.color[3], 1; MOV result.col"
      "or, 0; END", "  0: MOV o[COLR3].xyzw, c[0].xxxx [R]"),
   OK(FP "OPTION ATI_draw_buffers; SHORT OUTPUT o = result.color[7]; MOV "
      "o, 1; END", "  0: MOV o[COLH7].xyzw, c[0].xxxx [R]"),
   OK(FP "OPTION ARB_draw_buffers; MOV result.color[0], 1; END",
      "  0: MOV o[COLR].xyzw, c[0].xxxx [R]"),
   ERR(FP "OPTION ARB_draw_buffers; MOV result.color[8], 1; END", N + 42,
       "draw buffer 8 out of range (0 to 7)"),
   ERR(FP "MOV result.color[1], 1; END", N + 16, "expected ','"),
   ERR(FP "OPTION ARB_draw_buffers; SHORT OUTPUT h = result.color[2]; MOV"
       " h, 1; MOV result.color[2], 0; END", N + 96,
       "result.color[2] is written both as a SHORT and as a LONG"),
   OK(FP "OPTION ARB_fragment_coord_origin_upper_left; OPTION ARB_fragmen"
      "t_coord_pixel_center_integer; MOV result.color, fragment.position;"
      " END", "  0: MOV o[COLR].xyzw, f[WPOS].xyzw [R]"),
   /* (NV_fragment_program2 is test_parser_arbfp2.c's) */
   ERR(FP "OPTION NV_fragment_program3; END", N + 7,
       "unsupported program option"),
   ERR(FP "foo: MOV result.color, 1; END", N, "expected an instruction"),
   /* asmparsertest swz-07 with the option */
   ERR(FP "SWZ result.color, fragment.color, a, b, x, r; END", N + 40,
       "xyzw and rgba components mixed"),
   OK(FP "SWZ result.color, fragment.color, a, -b, 0, r; END",
      "  0: SWZ o[COLR].xyzw, f[COL0]"),
   ERR("!!ARBfp1.0 DDX result.color, fragment.color; END", 10,
       "expected 'OPTION NV_fragment_program;'"),
};

int
main(void)
{
   unit_run_parse_cases(cases, sizeof(cases) / sizeof(cases[0]),
                        unit_check_case_line_column);
   printf("%zu table cases, %u checks: %u failures\n",
          sizeof(cases) / sizeof(cases[0]), unit_checks, unit_failures);
   return unit_failures ? 1 : 0;
}
