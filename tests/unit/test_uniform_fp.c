/*
 * nvp_fp_uniform_flow(): which NV_fragment_program2 programs execute the
 * same instructions on every fragment, so that the state tracker may
 * count them once with the draw's parameters (nvst_fp_count.c).  A
 * false "uniform" would let a fragment pass the 65536-instruction bound
 * uncounted; each "varying" case below names the way a fragment value
 * reaches a decision.  And the path the interpreter records for the
 * straight code (nvp_fp_env::path).
 */
#include <stdio.h>
#include <string.h>

#include "nvp.h"
#include "nvp_fp.h"
#include "unit_common.h"

#define HDR "!!ARBfp1.0\nOPTION NV_fragment_program2;\n"

static const struct {
   const char *name;
   const char *text;
   bool uniform;
} cases[] = {
   { "no flow", HDR "MOV result.color, fragment.color;\nEND", true },
   { "REP of a parameter",
     HDR "TEMP r;\nMOV r, 0;\nREP program.env[0];\n"
     "ADD r, r, fragment.texcoord[0];\nENDREP;\n"
     "MOV result.color, r;\nEND", true },
   /* cgc's loop: a counter in R0.y beside a texture coordinate in
    * R0.x, R0.y reused after the loop for a varying value */
   { "counter beside a coordinate, register reused",
     HDR "TEMP R0, RC, HC;\nMOVR R0.y, 0;\nLOOP {255, 0, 1, 0};\n"
     "SLTRC HC.x, R0.y, program.local[0];\nBRK (EQ.x);\n"
     "MADR R0.x, fragment.texcoord[0].x, R0.y, R0.x;\n"
     "ADDR R0.y, R0, 1;\nENDLOOP;\n"
     "MOVR R0.y, fragment.texcoord[0].y;\n"
     "MOVR result.color, R0;\nEND", true },
   { "BRK on a texture coordinate",
     HDR "TEMP r;\nMOV r, 0;\nREP 255;\n"
     "SGTC r.x, fragment.texcoord[0].x, r.y;\nBRK (GT.x);\n"
     "ADD r.y, r.y, 1;\nENDREP;\nMOV result.color, r;\nEND", false },
   { "IF on a texel",
     HDR "TEMP r;\nTEXC r, fragment.texcoord[0], texture[0], 2D;\n"
     "IF GT.x;\nMOV result.color, 1;\nENDIF;\nEND", false },
   { "IF on a derivative",
     HDR "TEMP r;\nDDXC r, fragment.texcoord[0];\nIF GT.x;\n"
     "MOV result.color, 1;\nENDIF;\nEND", false },
   { "IF on state.*",
     HDR "TEMP r;\nMOVC r, state.fog.color;\nIF GT.x;\n"
     "MOV result.color, 1;\nENDIF;\nEND", false },
   /* a conditional write of a varying value under a uniform CC makes
    * the register varying; then it decides */
   { "varying through a conditional write",
     HDR "TEMP r, s;\nMOVC r, program.env[0];\nMOV s, 0;\n"
     "MOV s.x (GT.x), fragment.texcoord[0].x;\nMOVC s, s;\n"
     "IF GT.x;\nMOV result.color, 1;\nENDIF;\nEND", false },
   /* written varying in one side of an IF, read after it */
   { "varying from one IF side",
     HDR "TEMP r, s;\nMOV s, 0;\nMOVC r, program.env[0];\nIF GT.x;\n"
     "MOV s, fragment.texcoord[0];\nELSE;\nMOV s, 1;\nENDIF;\n"
     "MOVC s, s;\nIF GT.x;\nMOV result.color, 1;\nENDIF;\nEND", false },
   /* made varying at the end of a trip, read by the next trip's BRK */
   { "varying around the loop",
     HDR "TEMP r;\nMOV r, 0;\nREP 10;\nMOVC r.y, r.x;\nBRK (GT.y);\n"
     "MOV r.x, fragment.texcoord[0].x;\nENDREP;\n"
     "MOV result.color, r;\nEND", false },
   /* a varying component beside the tested one */
   { "other component varying",
     HDR "TEMP r;\nMOV r, fragment.texcoord[0];\nMOV r.y, 1;\n"
     "MOVC r.y, r.y;\nIF GT.y;\nMOV result.color, r;\nENDIF;\nEND",
     true },
   { "KIL of a varying value",
     HDR "KIL fragment.texcoord[0];\nMOV result.color, 1;\nEND", false },
   { "CAL (not followed)",
     HDR "CAL f;\nMOV result.color, 1;\nRET;\nf:\nRET;\nEND", false },
};

/* nvp_fp_env::path: the non-flow instructions the first fragment runs,
 * in order, counted past the capacity; what the state tracker emits as
 * straight code (nvst_fp_count.c). */
static void
test_path(void)
{
   static const char text[] =
      HDR "TEMP r;\nMOV r, 0;\nREP program.env[0];\n"
      "ADD r.x, r.x, 1;\nIF GT.z;\nADD r.y, r.y, 1;\nENDIF;\n"
      "MOVC r.z, r.x;\nENDREP;\nMOV result.color, r;\nEND";
   /* 0 MOV, 1 REP, 2 ADD, 3 IF, 4 ADD, 5 ENDIF, 6 MOVC, 7 ENDREP, 8 MOV:
    * the first trip's IF tests the initial CC.z (EQ), later trips the
    * one MOVC r.z wrote (GT) */
   static const uint32_t want[] = { 0, 2, 6, 2, 4, 6, 2, 4, 6, 8 };
   struct nvp_error err;
   struct nvp_program *p;
   struct nvp_fp_env env;
   struct nvp_fp_result res[NVP_FP_QUAD];
   float params[8][4];
   uint32_t path[16];

   memset(&err, 0, sizeof(err));
   p = nvp_parse(NVP_TARGET_ARB_FRAGMENT, text, strlen(text), &err);
   UNIT_CHECK(p != NULL, "path program: %s", err.message);
   if (!p)
      return;
   /* each slot as the GL holds it: program.env[0] = (3, 0, 0, 0), the
    * literals their values */
   UNIT_CHECK(p->num_params <= 8, "path program: %u params", p->num_params);
   memset(params, 0, sizeof(params));
   for (unsigned k = 0; k < p->num_params && k < 8; k++) {
      if (p->params[k].kind == NVP_PARAM_CONSTANT)
         memcpy(params[k], p->params[k].value, sizeof(params[k]));
      else if (p->params[k].kind == NVP_PARAM_ENV)
         params[k][0] = 3;
   }
   memset(&env, 0, sizeof(env));
   env.params = (const float (*)[4])params;
   env.path = path;
   env.path_cap = 16;
   UNIT_CHECK(nvp_execute_fp_quad(p, &env, res, &err), "path run: %s",
              err.message);
   UNIT_CHECK(res[0].path_len == sizeof(want) / sizeof(want[0]),
              "path of %u instructions", res[0].path_len);
   for (unsigned k = 0; k < res[0].path_len && k < 16; k++)
      UNIT_CHECK(path[k] == want[k], "path[%u] = %u, expected %u", k,
                 path[k], want[k]);
   /* past the capacity: counted, not written */
   env.path_cap = 4;
   memset(path, 0xff, sizeof(path));
   UNIT_CHECK(nvp_execute_fp_quad(p, &env, res, &err) &&
              res[0].path_len == 10 && path[4] == 0xffffffffu,
              "capacity 4: path_len %u, path[4] %u", res[0].path_len,
              path[4]);
   nvp_program_free(p);
}

int
main(void)
{
   test_path();
   for (unsigned i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
      struct nvp_error err;
      struct nvp_program *p;

      memset(&err, 0, sizeof(err));
      p = nvp_parse(NVP_TARGET_ARB_FRAGMENT, cases[i].text,
                    strlen(cases[i].text), &err);
      UNIT_CHECK(p != NULL, "%s: does not load: %s", cases[i].name,
                 err.message);
      if (!p)
         continue;
      UNIT_CHECK(nvp_fp_uniform_flow(p) == cases[i].uniform,
                 "%s: uniform %d, expected %d", cases[i].name,
                 nvp_fp_uniform_flow(p), cases[i].uniform);
      nvp_program_free(p);
   }
   printf("%u checks: %u failures\n", unit_checks, unit_failures);
   return unit_failures ? 1 : 0;
}
