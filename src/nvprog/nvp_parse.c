/*
 * nvp_parse(): which parser reads which program, by load target and
 * header.  The NV languages are read by nvp_parse_vp.c and nvp_parse_fp.c,
 * the ARB-style ones by nvp_parse_arbvp() and nvp_parse_arbfp().
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp_priv.h"

/* Which header each load target takes.  "!!VP1.0" and "!!VSP1.0" are
 * the first token of <program>; like every other error, a wrong or
 * missing header is reported at its position, byte 0. */
static const struct {
   enum nvp_target target;
   const char *header;
   enum nvp_kind kind;
} headers[] = {
   { NVP_TARGET_VERTEX,       "!!VP1.0",  NVP_KIND_VP10 },
   { NVP_TARGET_VERTEX,       "!!VP1.1",  NVP_KIND_VP11 },
   /* <vp2-program> ::= "!!VP2.0" <programBody> "END" */
   { NVP_TARGET_VERTEX,       "!!VP2.0",  NVP_KIND_VP20 },
   { NVP_TARGET_VERTEX_STATE, "!!VSP1.0", NVP_KIND_VSP10 },
   /* <progPrefix> ::= "!!FP1.0", required at byte 0 (AMB-24 of the
    * NV_fragment_program checklist). */
   { NVP_TARGET_FRAGMENT,     "!!FP1.0",  NVP_KIND_FP10 },
};

static bool
debug_ir(void)
{
   const char *s = getenv("NVPROG_DEBUG");

   if (!s)
      return false;
   /* A comma-separated list, e.g. "ir,tgsi". */
   for (const char *p = s; (p = strstr(p, "ir")) != NULL; p += 2) {
      if ((p == s || p[-1] == ',') && (p[2] == '\0' || p[2] == ','))
         return true;
   }
   return false;
}

/* With NVPROG_DEBUG containing "ir", the dump of a loaded program. */
static void
debug_dump(const struct nvp_program *prog)
{
   if (prog && debug_ir()) {
      char *dump = nvp_program_dump(prog);
      if (dump)
         fprintf(stderr, "%s", dump);
      free(dump);
   }
}

struct nvp_program *
nvp_parse(enum nvp_target target, const char *text, size_t len,
          struct nvp_error *err)
{
   return nvp_parse_limits(target, text, len, NULL, err);
}

struct nvp_program *
nvp_parse_limits(enum nvp_target target, const char *text, size_t len,
                 const struct nvp_limits *limits, struct nvp_error *err)
{
   struct nvp_error local;
   struct nvp_program *prog = NULL;
   bool known_target = false;

   if (!text)
      len = 0;
   if (target == NVP_TARGET_ARB_FRAGMENT) {
      struct nvp_arb_limits l = nvp_arb_default_limits;
      l.max_vertex_texture_units = l.max_texture_units;
      if (nvp_gp4_stage_header(text, len) == NVP_GP4_HEADER_FP)
         prog = nvp_parse_gp4fp(text, len, &l, err);
      else
         prog = nvp_parse_arbfp(text, len, &l, err);
      debug_dump(prog);
      return prog;
   }
   if (target == NVP_TARGET_ARB_GEOMETRY) {
      prog = nvp_parse_gp4gp(text, len, &nvp_arb_default_limits, err);
      debug_dump(prog);
      return prog;
   }
   if (target == NVP_TARGET_ARB_TESS_CONTROL ||
       target == NVP_TARGET_ARB_TESS_EVAL) {
      prog = target == NVP_TARGET_ARB_TESS_CONTROL ?
             nvp_parse_gp5tcp(text, len, &nvp_arb_default_limits, err) :
             nvp_parse_gp5tep(text, len, &nvp_arb_default_limits, err);
      debug_dump(prog);
      return prog;
   }
   if (target == NVP_TARGET_ARB_COMPUTE) {
      prog = nvp_parse_gp5cp(text, len, &nvp_arb_default_limits, err);
      debug_dump(prog);
      return prog;
   }
   if (target == NVP_TARGET_ARB_VERTEX) {
      if (nvp_gp4_stage_header(text, len) == NVP_GP4_HEADER_VP)
         prog = nvp_parse_gp4vp(text, len, &nvp_arb_default_limits, err);
      else
         prog = nvp_parse_arbvp(text, len, &nvp_arb_default_limits, err);
      debug_dump(prog);
      return prog;
   }
   for (unsigned i = 0; i < sizeof(headers) / sizeof(headers[0]); i++) {
      size_t n = strlen(headers[i].header);
      if (headers[i].target != target)
         continue;
      known_target = true;
      if (len >= n && memcmp(text, headers[i].header, n) == 0) {
         if (headers[i].kind == NVP_KIND_FP10) {
            prog = nvp_parse_fp(text, len, n,
                                limits ? limits->fp_max_instrs : 0,
                                &local);
         } else {
            prog = nvp_parse_vp1(headers[i].kind, text, len, n, &local);
         }
         if (!prog && err)
            *err = local;
         debug_dump(prog);
         return prog;
      }
   }

   if (known_target) {
      nvp_error_set(err, 0, 1, 1, "expected '%s' at the start of the "
                    "program", target == NVP_TARGET_VERTEX_STATE ?
                    "!!VSP1.0" : target == NVP_TARGET_FRAGMENT ?
                    "!!FP1.0" : "!!VP1.0', '!!VP1.1' or '!!VP2.0");
   } else {
      nvp_error_set(err, 0, 1, 1, "unknown program target %d",
                    (int)target);
   }
   return NULL;
}
