/*
 * The languages nvprog-compile recognises, the --target names and the
 * limit options: tables, so that a new header or limit is one row.
 */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "nvpc.h"

/* Longest first where one header is a prefix of another (none today). */
static const struct nvpc_language languages[] = {
   { "!!VP1.0",    NVP_TARGET_VERTEX },
   { "!!VP1.1",    NVP_TARGET_VERTEX },
   { "!!VP2.0",    NVP_TARGET_VERTEX },
   { "!!VSP1.0",   NVP_TARGET_VERTEX_STATE },
   { "!!FP1.0",    NVP_TARGET_FRAGMENT },
   /* With OPTION NV_vertex_program2 or 3: the parser says when the text
    * names none (plain ARB programs stay with Mesa's parser in GL). */
   { "!!ARBvp1.0", NVP_TARGET_ARB_VERTEX },
   { "!!ARBfp1.0", NVP_TARGET_ARB_FRAGMENT },
   /* NV_gpu_program4: parsed, checked and translated where the
    * emitter can (a --dump tgsi or nir of what it cannot is an error,
    * as its GL load is) */
   { "!!NVvp4.0",  NVP_TARGET_ARB_VERTEX },
   { "!!NVfp4.0",  NVP_TARGET_ARB_FRAGMENT },
   { "!!NVgp4.0",  NVP_TARGET_ARB_GEOMETRY },
   /* NV_gpu_program5: the same stages */
   { "!!NVvp5.0",  NVP_TARGET_ARB_VERTEX },
   { "!!NVfp5.0",  NVP_TARGET_ARB_FRAGMENT },
   { "!!NVgp5.0",  NVP_TARGET_ARB_GEOMETRY },
   /* NV_tessellation_program5 */
   { "!!NVtcp5.0", NVP_TARGET_ARB_TESS_CONTROL },
   { "!!NVtep5.0", NVP_TARGET_ARB_TESS_EVAL },
   /* NV_compute_program5 */
   { "!!NVcp5.0",  NVP_TARGET_ARB_COMPUTE },
};

#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

const struct nvpc_language *
nvpc_detect(const char *text, size_t len)
{
   for (unsigned i = 0; i < ARRAY_LEN(languages); i++) {
      size_t n = strlen(languages[i].header);
      if (len >= n && memcmp(text, languages[i].header, n) == 0)
         return &languages[i];
   }
   return NULL;
}

const char *
nvpc_header_list(void)
{
   return "!!VP1.0, !!VP1.1, !!VP2.0, !!VSP1.0, !!FP1.0, !!ARBvp1.0, "
          "!!ARBfp1.0, !!NVvp4.0, !!NVfp4.0, !!NVgp4.0, !!NVvp5.0, "
          "!!NVfp5.0, !!NVgp5.0, !!NVtcp5.0, !!NVtep5.0 or !!NVcp5.0";
}

/* --target names: the load targets of nvp-check, and arbfp. */
static const struct {
   const char *name;
   enum nvp_target target;
} target_names[] = {
   { "vp",    NVP_TARGET_VERTEX },
   { "vsp",   NVP_TARGET_VERTEX_STATE },
   { "fp",    NVP_TARGET_FRAGMENT },
   { "arbvp", NVP_TARGET_ARB_VERTEX },
   { "arbfp", NVP_TARGET_ARB_FRAGMENT },
   { "arbgp", NVP_TARGET_ARB_GEOMETRY },
   { "arbtcp", NVP_TARGET_ARB_TESS_CONTROL },
   { "arbtep", NVP_TARGET_ARB_TESS_EVAL },
   { "arbcp", NVP_TARGET_ARB_COMPUTE },
};

bool
nvpc_target_from_name(const char *name, enum nvp_target *target)
{
   for (unsigned i = 0; i < ARRAY_LEN(target_names); i++) {
      if (strcmp(name, target_names[i].name) == 0) {
         *target = target_names[i].target;
         return true;
      }
   }
   return false;
}

const char *
nvpc_target_name(enum nvp_target target)
{
   for (unsigned i = 0; i < ARRAY_LEN(target_names); i++) {
      if (target_names[i].target == target)
         return target_names[i].name;
   }
   return "?";
}

/* A limit option: its field of struct nvp_arb_limits and the most it
 * may be, nvprog's own maximum (the state tracker clamps the context's
 * values to the same; the parsers' tables are sized by them). */
static const struct {
   const char *name;
   size_t offset;
   unsigned max;
   const char *what;
} limit_options[] = {
#define LIMIT(name, field, max, what) \
   { name, offsetof(struct nvp_arb_limits, field), max, what }
   LIMIT("max-instructions", max_instructions, NVP_ARB_MAX_INSTRS,
         "MAX_PROGRAM_INSTRUCTIONS_ARB (also !!FP1.0's)"),
   LIMIT("max-temps", max_temps, NVP_ARB_NUM_TEMPS,
         "MAX_PROGRAM_TEMPORARIES_ARB"),
   LIMIT("max-params", max_params, NVP_ARB_NUM_PARAMS,
         "MAX_PROGRAM_PARAMETERS_ARB"),
   LIMIT("max-address-regs", max_address_regs, NVP_ARB_NUM_ADDRS,
         "MAX_PROGRAM_ADDRESS_REGISTERS_ARB"),
   LIMIT("max-env-params", max_env_params, 256,
         "MAX_PROGRAM_ENV_PARAMETERS_ARB"),
   LIMIT("max-local-params", max_local_params, 256,
         "MAX_PROGRAM_LOCAL_PARAMETERS_ARB"),
   LIMIT("max-texture-coords", max_texture_coords, NVP_FP_NUM_TEXCOORDS,
         "MAX_TEXTURE_COORDS_ARB"),
   LIMIT("max-texture-units", max_texture_units, NVP_FP_NUM_TEX_UNITS,
         "MAX_TEXTURE_IMAGE_UNITS_ARB"),
   LIMIT("max-vertex-texture-units", max_vertex_texture_units,
         NVP_ARB_MAX_TEX_UNITS,
         "MAX_VERTEX_TEXTURE_IMAGE_UNITS_ARB"),
   LIMIT("max-lights", max_lights, 8, "MAX_LIGHTS"),
   LIMIT("max-clip-planes", max_clip_planes, 6, "MAX_CLIP_PLANES"),
   LIMIT("max-program-matrices", max_program_matrices, 8,
         "MAX_PROGRAM_MATRICES_ARB"),
   LIMIT("max-draw-buffers", max_draw_buffers, NVP_FP_MAX_DRAW_BUFFERS,
         "MAX_DRAW_BUFFERS_ARB"),
   LIMIT("max-vertices-out", max_vertices_out, 1024,
         "MAX_PROGRAM_OUTPUT_VERTICES_NV"),
   LIMIT("max-total-output-components", max_total_output_components, 1024,
         "MAX_PROGRAM_TOTAL_OUTPUT_COMPONENTS_NV"),
#undef LIMIT
};

/* Extensions the GL may lack: "--no-NAME" checks as without it. */
static const struct {
   const char *name;
   size_t offset;
   const char *what;
} extension_options[] = {
   { "no-nv3", offsetof(struct nvp_arb_limits, nv3),
     "without NV_vertex_program3" },
   { "no-fp2", offsetof(struct nvp_arb_limits, fp2),
     "without NV_fragment_program2" },
   { "no-fp-shadow", offsetof(struct nvp_arb_limits, fp_shadow),
     "without ARB_fragment_program_shadow" },
};

void
nvpc_limits_init(struct nvpc_limits *limits)
{
   limits->arb = nvp_arb_default_limits;
}

/* "--NAME" or "--NAME=VALUE" against option name 'name': the value (or
 * "" with none) when it matches. */
static const char *
match_option(const char *arg, const char *name)
{
   size_t n = strlen(name);

   if (strncmp(arg, "--", 2) != 0 || strncmp(arg + 2, name, n) != 0)
      return NULL;
   if (arg[2 + n] == '\0')
      return "";
   return arg[2 + n] == '=' ? arg + 3 + n : NULL;
}

int
nvpc_limits_option(struct nvpc_limits *limits, int argc, char **argv,
                   int *i)
{
   const char *arg = argv[*i];

   for (unsigned k = 0; k < ARRAY_LEN(extension_options); k++) {
      const char *v = match_option(arg, extension_options[k].name);
      if (v && *v == '\0') {
         *(bool *)((char *)&limits->arb + extension_options[k].offset) =
            false;
         return 1;
      }
   }
   for (unsigned k = 0; k < ARRAY_LEN(limit_options); k++) {
      const char *v = match_option(arg, limit_options[k].name);
      if (!v)
         continue;
      if (*v == '\0') {
         if (*i + 1 >= argc) {
            fprintf(stderr, "--%s needs a value\n", limit_options[k].name);
            return -1;
         }
         v = argv[++*i];
      }
      char *end;
      errno = 0;
      unsigned long n = strtoul(v, &end, 10);
      if (errno || end == v || *end || v[0] == '-' ||
          n > limit_options[k].max) {
         fprintf(stderr, "--%s: '%s' is not a number from 0 to %u\n",
                 limit_options[k].name, v, limit_options[k].max);
         return -1;
      }
      *(unsigned *)((char *)&limits->arb + limit_options[k].offset) =
         (unsigned)n;
      return 1;
   }
   return 0;
}

void
nvpc_limits_help(FILE *f)
{
   for (unsigned k = 0; k < ARRAY_LEN(limit_options); k++) {
      unsigned def = *(const unsigned *)
         ((const char *)&nvp_arb_default_limits + limit_options[k].offset);
      fprintf(f, "  --%s=N%*s%s\n%32s(default %u, at most %u)\n",
              limit_options[k].name,
              (int)(26 - strlen(limit_options[k].name)), "",
              limit_options[k].what, "", def, limit_options[k].max);
   }
   for (unsigned k = 0; k < ARRAY_LEN(extension_options); k++) {
      fprintf(f, "  --%s%*s%s\n", extension_options[k].name,
              (int)(28 - strlen(extension_options[k].name)), "",
              extension_options[k].what);
   }
}

struct nvp_program *
nvpc_parse(enum nvp_target target, const char *text, size_t len,
           const struct nvpc_limits *limits, struct nvp_error *err)
{
   struct nvp_arb_limits l = limits->arb;

   switch (target) {
   case NVP_TARGET_ARB_VERTEX:
      /* "!!NVvp4.0" loads through the vertex target, as in GL. */
      if (nvp_gp4_stage_header(text, len) == NVP_GP4_HEADER_VP)
         return nvp_parse_gp4vp(text, len, &l, err);
      return nvp_parse_arbvp(text, len, &l, err);
   case NVP_TARGET_ARB_FRAGMENT:
      /* As the GL's fragment limits: every image unit may be used by
       * one fragment program. */
      l.max_vertex_texture_units = l.max_texture_units;
      l.max_combined_texture_units = 0;
      if (nvp_gp4_stage_header(text, len) == NVP_GP4_HEADER_FP)
         return nvp_parse_gp4fp(text, len, &l, err);
      return nvp_parse_arbfp(text, len, &l, err);
   case NVP_TARGET_ARB_GEOMETRY:
      /* "!!NVgp4.0" (GEOMETRY_PROGRAM_NV), the vertex limits */
      return nvp_parse_gp4gp(text, len, &l, err);
   case NVP_TARGET_ARB_TESS_CONTROL:
      return nvp_parse_gp5tcp(text, len, &l, err);
   case NVP_TARGET_ARB_TESS_EVAL:
      return nvp_parse_gp5tep(text, len, &l, err);
   case NVP_TARGET_ARB_COMPUTE:
      return nvp_parse_gp5cp(text, len, &l, err);
   default: {
      struct nvp_limits nv = { .fp_max_instrs = l.max_instructions };
      return nvp_parse_limits(target, text, len, &nv, err);
   }
   }
}
