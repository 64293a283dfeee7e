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
 *
 * FUZZ_GEN_FP2 is structure-aware: the bytes are the choices of
 * tests/gen/fp2_gen.h, which writes an NV_fragment_program2 program with
 * nested flow, calls and condition codes that must load (a load error
 * is a finding: abort()), and the bytes left over are the quad's
 * attributes and the program's parameters (NaN, INF, -0.0, denormals
 * among them) for the reference interpreter, so every input reaches the
 * checker and the interpreter's flow, not only the lexer.
 *
 * Built with FUZZ_EMIT (the emit* targets), whatever loads also goes on
 * through the emitter, tgsi_to_nir and the hand-over passes
 * (fuzz_emit.c).
 */
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp.h"
#include "nvp_fp.h"

#ifdef FUZZ_EMIT
/* tests/fuzz/fuzz_emit.c: TGSI, tgsi_to_nir and the hand-over passes */
void fuzz_emit(const struct nvp_program *prog);
#else
static inline void fuzz_emit(const struct nvp_program *prog)
{
   (void)prog;
}
#endif

enum fuzz_lang {
   FUZZ_VP,       /* LoadProgramNV(VERTEX_PROGRAM_NV): !!VP1.0/1.1/2.0 */
   FUZZ_VSP,      /* LoadProgramNV(VERTEX_STATE_PROGRAM_NV): !!VSP1.0 */
   FUZZ_FP,       /* LoadProgramNV(FRAGMENT_PROGRAM_NV): !!FP1.0 */
   FUZZ_ARBVP,    /* ProgramStringARB: !!ARBvp1.0 with the NV options */
   FUZZ_ARBFP,    /* ProgramStringARB: !!ARBfp1.0 with the NV options */
   FUZZ_GP4VP,    /* ProgramStringARB: !!NVvp4.0 */
   FUZZ_GP4FP,    /* ProgramStringARB: !!NVfp4.0 */
   FUZZ_GEN_FP2,  /* bytes -> tests/gen/fp2_gen.h -> !!ARBfp1.0 + fp2 */
   FUZZ_GP4GP,    /* ProgramStringARB: !!NVgp4.0 */
   FUZZ_GP5TCP,   /* ProgramStringARB: !!NVtcp5.0 */
   FUZZ_GP5TEP,   /* ProgramStringARB: !!NVtep5.0 */
   FUZZ_GP5CP,    /* ProgramStringARB: !!NVcp5.0 */
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
   case FUZZ_GEN_FP2:
      l.fp2 = true;
      return nvp_parse_arbfp(text, len, &l, err);
   case FUZZ_GP4VP:
      return nvp_parse_gp4vp(text, len, &l, err);
   case FUZZ_GP4GP:
      return nvp_parse_gp4gp(text, len, &l, err);
   case FUZZ_GP5TCP:
      return nvp_parse_gp5tcp(text, len, &l, err);
   case FUZZ_GP5TEP:
      return nvp_parse_gp5tep(text, len, &l, err);
   case FUZZ_GP5CP:
      return nvp_parse_gp5cp(text, len, &l, err);
   default:
      return nvp_parse_gp4fp(text, len, &l, err);
   }
}

/* FUZZ_GEN_FP2: the generator's choices, one input byte each (0 once
 * the bytes run out: the smallest program). */
static const uint8_t *gen_bytes;
static size_t gen_left;

static unsigned
fp2_rnd(unsigned n)
{
   if (!gen_left)
      return 0;
   gen_left--;
   return *gen_bytes++ % n;
}

#include "../gen/fp2_gen.h"

/* A value for the interpreter from a byte. */
static float
byte_value(uint8_t b)
{
   static const float values[16] = {
      0.0f, -0.0f, 1.0f, -1.0f, 0.5f, 2.0f, 3.0f, 255.0f, 1e30f,
      -1e30f, 1e-40f, -1e-40f, NAN, INFINITY, -INFINITY,
      0.25f,
   };
   return values[b & 15] * (float)(1 + (b >> 4));
}

static void
run_generated(const uint8_t *data, size_t size)
{
   static struct fp2_gen g;
   static struct nvp_fp_env env;
   static struct nvp_fp_result res[NVP_FP_QUAD];
   struct nvp_error err;

   gen_bytes = data;
   gen_left = size;
   fp2_program(&g);
   struct nvp_program *prog = parse(g.text, g.len, &err);
   if (!prog) {
      fprintf(stderr, "generated program did not load: %s\n%s",
              err.message, g.text);
      abort();
   }
   float (*params)[4] = calloc(prog->num_params + 1, sizeof(*params));
   memset(&env, 0, sizeof(env));
   for (unsigned f = 0; f < NVP_FP_QUAD; f++) {
      for (unsigned a = 0; a < NVP_FRAG_ATTRIB_COUNT; a++) {
         for (unsigned c = 0; c < 4; c++)
            env.attribs[f][a][c] = gen_left ? byte_value(
               (uint8_t)fp2_rnd(256)) : (float)(f + a + c);
      }
   }
   for (unsigned k = 0; params && k < prog->num_params; k++) {
      for (unsigned c = 0; c < 4; c++)
         params[k][c] = byte_value((uint8_t)fp2_rnd(256));
   }
   env.params = (const float (*)[4])params;
   nvp_execute_fp_quad(prog, &env, res, &err);
   fuzz_emit(prog);
   free(params);
   nvp_program_free(prog);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
   struct nvp_error err;

   if (FUZZ_LANG == FUZZ_GEN_FP2) {
      run_generated(data, size);
      return 0;
   }
   struct nvp_program *prog = parse((const char *)data, size, &err);

   if (!prog)
      return 0;
   if (FUZZ_LANG == FUZZ_VP) {
      static const float attribs[NVP_VP1_NUM_ATTRIBS][4];
      static float params[NVP_VP2_NUM_PARAMS][4];
      float out[NVP_OUT_COUNT][4];

      nvp_execute(prog, attribs, params, out, &err);
   }
   fuzz_emit(prog);
   nvp_program_free(prog);
   return 0;
}
