/*
 * The ARB-style languages nvprog reads: one row per language and stage
 * (struct arb_language, nvp_arb_stage.h), and the public entry points
 * that read or route a text through them.
 *
 * A row names its header, the options that select it, the stage that
 * reads it, its IR kind and the core's grammar switches.  Rows of one
 * header are tried in order, the first whose options and limits match
 * is taken.  A new language is a row here, with its stage's table and
 * files if the stage is new: NV_gpu_program4 adds "!!NVvp4.0" on the
 * vertex stage, "!!NVfp4.0" on the fragment stage and "!!NVgp4.0" on the
 * geometry stage (NV_gpu_program5 would add its own headers), each with
 * its grammar bits and its entry below; the core stays one.
 */
#include <string.h>

#include "nvp_arb.h"

const struct nvp_arb_limits nvp_arb_default_limits = {
   .max_instructions = NVP_ARB_MAX_INSTRS, .max_temps = NVP_ARB_NUM_TEMPS,
   .max_params = NVP_ARB_NUM_PARAMS, .max_attribs = 16,
   .max_address_regs = NVP_ARB_NUM_ADDRS, .max_env_params = 256,
   .max_local_params = 256, .max_vertex_attribs = 16,
   .max_texture_coords = 8, .max_texture_units = 16,
   .max_vertex_texture_units = 4, .max_lights = 8, .max_clip_planes = 6,
   .max_program_matrices = 8, .max_vertex_units = 0,
   .max_palette_matrices = 0, .nv3 = true, .fp_shadow = true, .fp2 = true,
   .shader_buffer_load = true,
   .draw_buffers = true, .max_draw_buffers = NVP_FP_MAX_DRAW_BUFFERS,
   .frag_coord_conventions = true,
   .max_vertices_out = 1024, .max_total_output_components = 1024,
};

static bool
has_nv3(const struct nvp_arb_limits *limits)
{
   return limits->nv3;
}

static bool
has_fp2(const struct nvp_arb_limits *limits)
{
   return limits->fp2;
}

/* NV_vertex_program3 anywhere in the option sequence makes the whole
 * program a version 3 one, if the GL has it (else the option fails to
 * load where it is named); NV_fragment_program2 likewise. */
static const char *const vp3_options[] = { "NV_vertex_program3", NULL };
static const char *const vp_options[] = {
   "NV_vertex_program2", "NV_vertex_program3", NULL,
};
static const char *const fp2_options[] = { "NV_fragment_program2", NULL };
/* NV_fragment_program_option 3.11.4.5.3: "If a fragment program
 * specifies the "NV_fragment_program" option, the grammar will be
 * extended ..." -- only such programs are ours; plain "!!ARBfp1.0"
 * stays with Mesa's parser (no row without options). */
static const char *const fp_options[] = {
   "NV_fragment_program", "NV_fragment_program2", NULL,
};

#define VP_NV (ARB_NV | ARB_LABELS | ARB_REL_PARAMS)
#define FP_NV (ARB_NV | ARB_RGBA | ARB_VAR_SIZE)

static const struct arb_language languages[] = {
   { "!!ARBvp1.0", vp3_options, has_nv3, &arb_vertex_stage,
     NVP_KIND_ARBVP_NV3, VP_NV | ARB_CC1 },
   { "!!ARBvp1.0", vp_options, NULL, &arb_vertex_stage,
     NVP_KIND_ARBVP_NV2, VP_NV },
   /* A plain ARB_vertex_program routed here for its two ADDRESS
    * variables (nvp_arbvp_is_ours): the plain grammar, on the VP2 path
    * of the emitter. */
   { "!!ARBvp1.0", NULL, NULL, &arb_vertex_stage,
     NVP_KIND_ARBVP_NV2, ARB_REL_PARAMS },
   { "!!ARBfp1.0", fp2_options, has_fp2, &arb_fragment_stage,
     NVP_KIND_ARBFP_NV2, FP_NV | ARB_LABELS },
   { "!!ARBfp1.0", fp_options, NULL, &arb_fragment_stage,
     NVP_KIND_ARBFP_NV, FP_NV },
   /* NV_gpu_program4: "!!NVvp4.0" (NV_vertex_program4) and
    * "!!NVfp4.0" (NV_fragment_program4), with no option selecting them.
    * The NV options' operand grammar (|abs|, CC masks, any address
    * component), two condition codes, labels, relative parameter
    * arrays, SHORT/LONG, and the gp4 switches. */
   { "!!NVvp4.0", NULL, NULL, &arb_vertex4_stage, NVP_KIND_GP4_VP,
     ARB_NV | ARB_CC1 | ARB_LABELS | ARB_REL_PARAMS | ARB_VAR_SIZE |
     ARB_GP4 },
   { "!!NVfp4.0", NULL, NULL, &arb_fragment4_stage, NVP_KIND_GP4_FP,
     ARB_NV | ARB_CC1 | ARB_LABELS | ARB_RGBA | ARB_REL_PARAMS |
     ARB_VAR_SIZE | ARB_GP4 | ARB_INTERP },
   /* NV_geometry_program4: the vertex row's grammar with the geometry
    * stage's declarations, bindings and EMIT/ENDPRIM. */
   { "!!NVgp4.0", NULL, NULL, &arb_geometry4_stage, NVP_KIND_GP4_GP,
     ARB_NV | ARB_CC1 | ARB_LABELS | ARB_REL_PARAMS | ARB_VAR_SIZE |
     ARB_GP4 },
   /* NV_gpu_program5: "The features in this extension build upon those
    * documented in full in NV_gpu_program4", the same stages with the
    * version 5 switch. */
   { "!!NVvp5.0", NULL, NULL, &arb_vertex4_stage, NVP_KIND_GP4_VP,
     ARB_NV | ARB_CC1 | ARB_LABELS | ARB_REL_PARAMS | ARB_VAR_SIZE |
     ARB_GP4 | ARB_GP5 },
   { "!!NVfp5.0", NULL, NULL, &arb_fragment4_stage, NVP_KIND_GP4_FP,
     ARB_NV | ARB_CC1 | ARB_LABELS | ARB_RGBA | ARB_REL_PARAMS |
     ARB_VAR_SIZE | ARB_GP4 | ARB_INTERP | ARB_GP5 },
   { "!!NVgp5.0", NULL, NULL, &arb_geometry4_stage, NVP_KIND_GP4_GP,
     ARB_NV | ARB_CC1 | ARB_LABELS | ARB_REL_PARAMS | ARB_VAR_SIZE |
     ARB_GP4 | ARB_GP5 },
   /* NV_tessellation_program5: "parsed according to the base
    * NV_gpu_program5 grammar plus the additions below" (the stages of
    * nvp_arb_gp5_tess.c). */
   { "!!NVtcp5.0", NULL, NULL, &arb_tess5_stage, NVP_KIND_GP5_TCP,
     ARB_NV | ARB_CC1 | ARB_LABELS | ARB_REL_PARAMS | ARB_VAR_SIZE |
     ARB_GP4 | ARB_GP5 },
   { "!!NVtep5.0", NULL, NULL, &arb_tess5_stage, NVP_KIND_GP5_TEP,
     ARB_NV | ARB_CC1 | ARB_LABELS | ARB_REL_PARAMS | ARB_VAR_SIZE |
     ARB_GP4 | ARB_GP5 },
   /* NV_compute_program5: "parsed according to the base NV_gpu_program5
    * grammar plus the additions below" (nvp_arb_gp5_compute.c). */
   { "!!NVcp5.0", NULL, NULL, &arb_compute5_stage, NVP_KIND_GP5_CP,
     ARB_NV | ARB_CC1 | ARB_LABELS | ARB_REL_PARAMS | ARB_VAR_SIZE |
     ARB_GP4 | ARB_GP5 },
};

#define NUM_LANGUAGES (sizeof(languages) / sizeof(languages[0]))

struct nvp_program *
nvp_parse_arbvp(const char *text, size_t len,
                const struct nvp_arb_limits *limits, struct nvp_error *err)
{
   return arb_parse(languages, NUM_LANGUAGES, "!!ARBvp1.0", text, len,
                    limits, err);
}

struct nvp_program *
nvp_parse_arbfp(const char *text, size_t len,
                const struct nvp_arb_limits *limits, struct nvp_error *err)
{
   return arb_parse(languages, NUM_LANGUAGES, "!!ARBfp1.0", text, len,
                    limits, err);
}

/* The NV_gpu_program4 family's headers of a stage, version 4 and 5
 * (NVP_GP4_HEADER_VP - 1 ...). */
static const char *const gp4_headers[3][2] = {
   { "!!NVvp4.0", "!!NVvp5.0" },
   { "!!NVfp4.0", "!!NVfp5.0" },
   { "!!NVgp4.0", "!!NVgp5.0" },
};

/* A text of the stage's family through the row of its header; a text
 * with neither fails as a version 4 one ("expected '!!NVvp4.0'"). */
static struct nvp_program *
parse_gp4(unsigned stage, const char *text, size_t len,
          const struct nvp_arb_limits *limits, struct nvp_error *err)
{
   unsigned h = nvp_gp4_header(text, len);
   bool v5 = (h & ~NVP_GP4_HEADER_V5) == stage && (h & NVP_GP4_HEADER_V5);

   return arb_parse(languages, NUM_LANGUAGES, gp4_headers[stage - 1][v5],
                    text, len, limits, err);
}

struct nvp_program *
nvp_parse_gp4vp(const char *text, size_t len,
                const struct nvp_arb_limits *limits, struct nvp_error *err)
{
   return parse_gp4(NVP_GP4_HEADER_VP, text, len, limits, err);
}

struct nvp_program *
nvp_parse_gp4fp(const char *text, size_t len,
                const struct nvp_arb_limits *limits, struct nvp_error *err)
{
   return parse_gp4(NVP_GP4_HEADER_FP, text, len, limits, err);
}

struct nvp_program *
nvp_parse_gp4gp(const char *text, size_t len,
                const struct nvp_arb_limits *limits, struct nvp_error *err)
{
   return parse_gp4(NVP_GP4_HEADER_GP, text, len, limits, err);
}

struct nvp_program *
nvp_parse_gp5tcp(const char *text, size_t len,
                 const struct nvp_arb_limits *limits, struct nvp_error *err)
{
   return arb_parse(languages, NUM_LANGUAGES, "!!NVtcp5.0", text, len,
                    limits, err);
}

struct nvp_program *
nvp_parse_gp5tep(const char *text, size_t len,
                 const struct nvp_arb_limits *limits, struct nvp_error *err)
{
   return arb_parse(languages, NUM_LANGUAGES, "!!NVtep5.0", text, len,
                    limits, err);
}

struct nvp_program *
nvp_parse_gp5cp(const char *text, size_t len,
                const struct nvp_arb_limits *limits, struct nvp_error *err)
{
   return arb_parse(languages, NUM_LANGUAGES, "!!NVcp5.0", text, len,
                    limits, err);
}

unsigned
nvp_gp4_header(const char *text, size_t len)
{
   size_t start, line_start;
   uint32_t line;

   if (!text)
      return 0;
   if (arb_find_header(text, len, "!!NVtcp5.0", &start, &line,
                       &line_start))
      return NVP_GP4_HEADER_TCP | NVP_GP4_HEADER_V5;
   if (arb_find_header(text, len, "!!NVtep5.0", &start, &line,
                       &line_start))
      return NVP_GP4_HEADER_TEP | NVP_GP4_HEADER_V5;
   if (arb_find_header(text, len, "!!NVcp5.0", &start, &line,
                       &line_start))
      return NVP_GP4_HEADER_CP | NVP_GP4_HEADER_V5;
   for (unsigned s = 0; s < 3; s++) {
      for (unsigned v = 0; v < 2; v++) {
         if (arb_find_header(text, len, gp4_headers[s][v], &start, &line,
                             &line_start))
            return (s + 1) | (v ? NVP_GP4_HEADER_V5 : 0);
      }
   }
   return 0;
}

bool
nvp_arbvp_has_nv_option(const char *text, size_t len)
{
   return arb_names_option(languages, NUM_LANGUAGES, "!!ARBvp1.0", text,
                           len);
}

bool
nvp_arbfp_has_nv_option(const char *text, size_t len)
{
   return arb_names_option(languages, NUM_LANGUAGES, "!!ARBfp1.0", text,
                           len);
}

/* Plain "!!ARBvp1.0" text is ours too when it declares two ADDRESS
 * variables, which Mesa's parser would both map to address register 0. */
bool
nvp_arbvp_is_ours(const char *text, size_t len)
{
   struct arb_parser p;
   unsigned addrs = 0;
   size_t start, line_start;
   uint32_t line;

   if (nvp_arbvp_has_nv_option(text, len))
      return true;
   if (!arb_find_header(text, len, "!!ARBvp1.0", &start, &line,
                        &line_start))
      return false;
   /* Count the names of "ADDRESS" statements, token by token. */
   arb_init_scan(&p, text, len, start, line, line_start);
   bool statement_start = true;
   for (;;) {
      struct arb_token t = arb_next(&p);
      if (t.kind == ARB_TOK_EOF || arb_is_word(&p, &t, "END"))
         return false;
      if (statement_start && arb_is_word(&p, &t, "ADDRESS")) {
         do {
            if (arb_next(&p).kind == ARB_TOK_WORD && ++addrs > 1)
               return true;
         } while (arb_accept_punct(&p, ','));
         t = arb_next(&p);
      }
      statement_start = arb_is_punct(&p, &t, ';');
   }
}
