/*
 * A libFuzzer target for one of nvprog's front ends (issue 17): the
 * bytes are handed to the parser the GL would call for the language
 * FUZZ_LANG names, as any application may hand them ("Never aborts on
 * any input", nvp.h).  A program that loads is also run through the
 * reference interpreter where the kind has one that takes c[0..255]
 * (the NV vertex programs, from zero attributes and parameters: bounded
 * by the spec's 65536 executed instructions), so the checked IR is
 * exercised, not only the lexer.  Built with ASan and UBSan by
 * scripts/fuzz.sh (make fuzz), which also makes the seed corpora from
 * the project's own programs.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "nvp.h"

enum fuzz_lang {
   FUZZ_VP,       /* LoadProgramNV(VERTEX_PROGRAM_NV): !!VP1.0/1.1/2.0 */
   FUZZ_VSP,      /* LoadProgramNV(VERTEX_STATE_PROGRAM_NV): !!VSP1.0 */
   FUZZ_FP,       /* LoadProgramNV(FRAGMENT_PROGRAM_NV): !!FP1.0 */
   FUZZ_ARBVP,    /* ProgramStringARB: !!ARBvp1.0 with the NV options */
   FUZZ_ARBFP,    /* ProgramStringARB: !!ARBfp1.0 with the NV options */
   FUZZ_GP4VP,    /* ProgramStringARB: !!NVvp4.0 */
   FUZZ_GP4FP,    /* ProgramStringARB: !!NVfp4.0 */
};

#ifndef FUZZ_LANG
#error "FUZZ_LANG must name a front end"
#endif

static struct nvp_program *
parse(const char *text, size_t len, struct nvp_error *err)
{
   struct nvp_arb_limits l = nvp_arb_default_limits;

   switch (FUZZ_LANG) {
   case FUZZ_VP:
      return nvp_parse(NVP_TARGET_VERTEX, text, len, err);
   case FUZZ_VSP:
      return nvp_parse(NVP_TARGET_VERTEX_STATE, text, len, err);
   case FUZZ_FP:
      return nvp_parse(NVP_TARGET_FRAGMENT, text, len, err);
   case FUZZ_ARBVP:
      return nvp_parse_arbvp(text, len, &l, err);
   case FUZZ_ARBFP:
      l.fp2 = true;
      return nvp_parse_arbfp(text, len, &l, err);
   case FUZZ_GP4VP:
      return nvp_parse_gp4vp(text, len, &l, err);
   default:
      return nvp_parse_gp4fp(text, len, &l, err);
   }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
   struct nvp_error err;
   struct nvp_program *prog = parse((const char *)data, size, &err);

   if (!prog)
      return 0;
   if (FUZZ_LANG == FUZZ_VP) {
      static const float attribs[NVP_VP1_NUM_ATTRIBS][4];
      static float params[NVP_VP2_NUM_PARAMS][4];
      float out[NVP_OUT_COUNT][4];

      nvp_execute(prog, attribs, params, out, &err);
   }
   nvp_program_free(prog);
   return 0;
}
