/*
 * The fragment stage of the ARB-style grammar: "!!ARBfp1.0" with OPTION
 * NV_fragment_program (NV_fragment_program_option) and OPTION
 * NV_fragment_program2 (its blocks and labels: nvp_arb_fragment_flow.c),
 * as the core's arb_stage (nvp_arb_stage.h): reserved words, options,
 * the mnemonics with their precision, "C" and "_SAT" suffixes,
 * fragment.* and result.* bindings, "SHORT"/"LONG" TEMPs and OUTPUTs,
 * and the rules checked after END.
 *
 * The IR is FP1.0's (nvp_ir.h, NVP_KIND_ARBFP_NV): "LONG" and unsized
 * TEMPs are R registers, "SHORT" ones H registers, numbered by
 * declaration; fragment.* is f[], result.color o[COLR] (o[COLH] when
 * declared "SHORT"), result.depth o[DEPR]; parameters are slots of
 * nvp_program::params as in the ARB vertex kinds.
 */
#include <string.h>

#include "nvp_arb_fragment.h"
#include "nvp_arb_gp4.h"

static bool
is_reserved(const struct arb_parser *p, const struct arb_token *t)
{
   /* "The following strings are reserved keywords and may not be used
    * as identifiers: ALIAS, ATTRIB, END, OPTION, OUTPUT, PARAM, TEMP,
    * fragment, program, result, state, and texture.  Additionally, all
    * the instruction names (and variants) listed in Table X.5 are
    * reserved."  The condition code rules are not (condition_code-01). */
   static const char *const words[] = {
      "ALIAS", "ATTRIB", "END", "OPTION", "OUTPUT", "PARAM", "TEMP",
      "fragment", "program", "result", "state", "texture",
   };
   uint8_t prec, sat;
   bool cc;

   if (t->kind != ARB_TOK_WORD)
      return false;
   for (unsigned i = 0; i < sizeof(words) / sizeof(words[0]); i++) {
      if (arb_is_word(p, t, words[i]))
         return true;
   }
   return nvp_opcode_lookup_fp(p->text + t->offset, (unsigned)t->length,
                               p->kind, &prec, &cc, &sat) !=
          NVP_OP_COUNT;
}

static bool
parse_option(struct arb_parser *p, const struct arb_token *t)
{
   static const char *const fog[] = {
      "ARB_fog_exp", "ARB_fog_exp2", "ARB_fog_linear",
   };
   static const char *const hints[] = {
      "ARB_precision_hint_fastest", "ARB_precision_hint_nicest",
   };

   if (arb_is_word(p, t, "NV_fragment_program"))
      return true;
   /* NV_fragment_program2 3.11.4.5.3: "all the features of the
    * "NV_fragment_program" option, plus" its own; the kind was chosen
    * from the option sequence (nvp_arb_languages.c), when the GL has
    * it. */
   if (arb_is_word(p, t, "NV_fragment_program2") &&
       p->kind == NVP_KIND_ARBFP_NV2)
      return true;
   /* The ARB options the GL supports stay available beside the NV
    * ones ("A program will fail to load if it specifies a program
    * option not supported by the GL implementation" is the only rule):
    * ARB_fragment_program_shadow's SHADOW1D, SHADOW2D and SHADOWRECT
    * targets (NVIDIA's compiler names it in fp40 shadow lookups), and
    * ARB_draw_buffers' result.color[n]. */
   if (arb_is_word(p, t, "ARB_fragment_program_shadow") &&
       p->limits->fp_shadow) {
      p->shadow = true;
      return true;
   }
   /* ATI_draw_buffers' option is the same one (Mesa takes both). */
   if ((arb_is_word(p, t, "ARB_draw_buffers") ||
        arb_is_word(p, t, "ATI_draw_buffers")) && p->limits->draw_buffers) {
      p->draw_buffers = true;
      p->prog->draw_buffers = true;
      return true;
   }
   /* ARB_fragment_coord_conventions: fragment.position with an upper
    * left origin and/or integer pixel centres. */
   if (arb_is_word(p, t, "ARB_fragment_coord_origin_upper_left") &&
       p->limits->frag_coord_conventions) {
      p->prog->frag_coord_upper_left = true;
      return true;
   }
   if (arb_is_word(p, t, "ARB_fragment_coord_pixel_center_integer") &&
       p->limits->frag_coord_conventions) {
      p->prog->frag_coord_integer = true;
      return true;
   }
   for (unsigned i = 0; i < 3; i++) {
      if (!arb_is_word(p, t, fog[i]))
         continue;
      /* ARB_fragment_program 3.11.4.5.2: "A fragment program that
       * specifies more than one of these three fog options will fail
       * to load." */
      if (p->fp_options & 1)
         return arb_fail_at(p, t, "more than one fog option");
      p->fp_options |= 1;
      p->prog->fog_option = (uint8_t)(i + 1);
      return true;
   }
   for (unsigned i = 0; i < 2; i++) {
      if (!arb_is_word(p, t, hints[i]))
         continue;
      /* 3.11.4.5.1: "A fragment program that specifies both the
       * "ARB_precision_hint_fastest" and "ARB_precision_hint_nicest"
       * program options will fail to load" (one of them twice loads). */
      if (p->fp_options & (2u << (1 - i)))
         return arb_fail_at(p, t, "both precision hints");
      p->fp_options |= 2u << i;
      return true;
   }
   /* "A program will fail to load if it specifies a program option not
    * supported by the GL implementation." */
   return arb_fail_at(p, t, "unsupported program option");
}

static enum nvp_opcode
lookup_opcode(const struct arb_parser *p, const struct arb_token *t,
              struct nvp_instr *in)
{
   uint8_t prec, sat;

   /* Table X.5: "up to sixteen variants, including a suffix of "R",
    * "H", or "X" ..., a suffix of "C" ..., and a suffix of "_SAT"", the
    * catalogue's fp_suffixes column for this kind. */
   enum nvp_opcode op =
      nvp_opcode_lookup_fp(p->text + t->offset, (unsigned)t->length,
                           p->kind, &prec, &in->update_cc, &sat);
   in->precision = (enum nvp_precision)prec;
   in->saturate = sat == NVP_SAT_UNSIGNED;
   in->saturate_signed = sat == NVP_SAT_SIGNED;
   return op;
}

static bool
parse_attrib(struct arb_parser *p, struct nvp_src *src)
{
   memset(src, 0, sizeof(*src));
   src->file = NVP_FILE_FRAG_ATTRIB;
   for (unsigned c = 0; c < 4; c++)
      src->swizzle[c] = (uint8_t)c;
   if (!arb_expect_word(p, "fragment") || !arb_expect_punct(p, '.'))
      return false;

   /* <fragAttribItem> ::= "color" <optColorType> | "texcoord"
    * <optTexCoordNum> | "fogcoord" | "position" */
   if (arb_accept_word(p, "color")) {
      src->index = NVP_FRAG_COL0;
      /* a "." not followed by a colour type starts the swizzle */
      struct arb_mark save = arb_mark(p);
      if (arb_accept_punct(p, '.')) {
         if (arb_accept_word(p, "secondary"))
            src->index = NVP_FRAG_COL1;
         else if (!arb_accept_word(p, "primary"))
            arb_reset(p, &save);
      }
      return true;
   }
   if (arb_accept_word(p, "texcoord")) {
      uint32_t n = 0;
      unsigned sets = p->limits->max_texture_coords < NVP_FP_NUM_TEXCOORDS ?
                      p->limits->max_texture_coords : NVP_FP_NUM_TEXCOORDS;

      if (arb_accept_punct(p, '[')) {
         const struct arb_token *t = arb_peek(p);
         /* NV_fragment_program2: "<attribFragBasic> ::= "texcoord" "["
          * <arrayMemRel> "]"" */
         if (p->kind == NVP_KIND_ARBFP_NV2 && t->kind == ARB_TOK_WORD) {
            return arb_fp2_parse_texcoord_rel(p, src) &&
                   arb_expect_punct(p, ']');
         }
         /* "<texCoordNum> ::= <integer> from 0 to
          * MAX_TEXTURE_COORDS_ARB-1" */
         if (t->kind == ARB_TOK_INT && t->value >= sets) {
            return arb_fail_at(p, t, "texture coordinate set %u out of "
                               "range (0 to %u)", t->value, sets - 1);
         }
         if (!arb_expect_int(p, sets - 1, "a texture coordinate set", &n) ||
             !arb_parse_range_end(p, sets, "texture coordinate set", &n) ||
             !arb_expect_punct(p, ']'))
            return false;
      }
      src->index = NVP_FRAG_TEX0 + (int)n;
      return true;
   }
   if (arb_accept_word(p, "fogcoord")) {
      src->index = NVP_FRAG_FOGC;
      return true;
   }
   if (arb_accept_word(p, "position")) {
      src->index = NVP_FRAG_WPOS;
      return true;
   }
   /* NV_fragment_program2: "fragment.facing (f,0,0,1)" */
   if (p->kind == NVP_KIND_ARBFP_NV2 && arb_accept_word(p, "facing")) {
      src->index = NVP_FRAG_FACE;
      return true;
   }
   if (p->kind == NVP_KIND_ARBFP_NV2) {
      return arb_fail_expected(p, "a fragment attribute (color, texcoord, "
                               "fogcoord, position or facing)");
   }
   return arb_fail_expected(p, "a fragment attribute (color, texcoord, "
                            "fogcoord or position)");
}

static bool
parse_result(struct arb_parser *p, struct nvp_dst *dst)
{
   memset(dst, 0, sizeof(*dst));
   dst->file = NVP_FILE_FRAG_OUTPUT;
   dst->write_mask = 0xf;
   if (!arb_expect_word(p, "result") || !arb_expect_punct(p, '.'))
      return false;
   /* Table X.3: result.color is "(r,g,b,a)", result.depth "(*,*,d,*)".
    * ARB_draw_buffers: "result.color[n]" is the colour of draw buffer
    * n, "n" below MAX_DRAW_BUFFERS_ARB; result.color is result.color[0]
    * then. */
   if (arb_accept_word(p, "color")) {
      dst->index = NVP_FRAG_COLR;
      if (!p->draw_buffers || !arb_is_punct(p, arb_peek(p), '['))
         return true;
      unsigned max = p->limits->max_draw_buffers < NVP_FP_MAX_DRAW_BUFFERS ?
                     p->limits->max_draw_buffers : NVP_FP_MAX_DRAW_BUFFERS;
      uint32_t n;
      if (!arb_parse_index(p, max, "draw buffer", &n))
         return false;
      dst->index = nvp_frag_color_output(n, false);
      return true;
   }
   if (arb_accept_word(p, "depth")) {
      dst->index = NVP_FRAG_DEPR;
      return true;
   }
   return arb_fail_expected(p, "a result binding (color or depth)");
}

static bool
parse_temps(struct arb_parser *p)
{
   /* "Variables declared as "SHORT" will represented with at least 16
    * bits per component ...  "LONG" ... at least 32 bits": H and R
    * registers, which never overlap. */
   bool half = p->var_size == 1;
   unsigned max_r = p->limits->max_temps < NVP_FP_NUM_TEMPS_R ?
                    p->limits->max_temps : NVP_FP_NUM_TEMPS_R;
   /* "When a fog option is specified ... a fragment program will fail
    * to load if the number of temporaries it contains exceeds the
    * implementation-dependent limit minus 1" */
   if (p->prog->fog_option)
      max_r--;

   do {
      const struct arb_token t = *arb_peek(p);
      unsigned *count = half ? &p->num_temps_h : &p->prog->num_temps;
      unsigned max = half ? NVP_FP_NUM_TEMPS_H : max_r;

      if (t.kind == ARB_TOK_WORD && !arb_is_reserved(p, &t) &&
          !arb_lookup(p, &t) && *count >= max) {
         return arb_fail_at(p, &t, "more than %u %s TEMP variables", max,
                            half ? "SHORT" : "LONG");
      }
      struct arb_symbol sym = { .kind = ARB_SYM_TEMP,
                                .index = (int)*count, .fp16 = half };
      if (!arb_establish(p, &t, &sym))
         return false;
      arb_next(p);
      unsigned size = 1;
      if (arb_has(p, ARB_GP4) &&
          !arb_gp4_parse_temp_array(p, &t, *count, max, half, &size))
         return false;
      if (!half)
         arb_gp5_note_long(p, *count, size);
      *count += size;
   } while (arb_accept_punct(p, ','));
   return true;
}

static bool
is_half_dst(const struct nvp_dst *d)
{
   return d->file == NVP_FILE_TEMP_H ||
          (d->file == NVP_FILE_FRAG_OUTPUT &&
           nvp_frag_output_is_half((unsigned)d->index));
}

static bool
fail_instr(struct arb_parser *p, const struct nvp_instr *in,
           const char *what)
{
   struct arb_token t = { .kind = ARB_TOK_WORD, .offset = in->offset,
                          .length = 1, .line = in->line,
                          .column = in->column };
   return arb_fail_at(p, &t, "%s", what);
}

/* A fog option's state (state.fog.color, state.fog.params) as two more
 * parameter slots for the emitter. */
static bool
add_fog_params(struct arb_parser *p)
{
   struct nvp_param q;

   memset(&q, 0, sizeof(q));
   q.kind = NVP_PARAM_STATE;
   q.state[0] = NVP_STATE_FOG_COLOR;
   p->prog->fog_color_slot = arb_add_param(p, &q);
   q.state[0] = NVP_STATE_FOG_PARAMS;
   p->prog->fog_params_slot = arb_add_param(p, &q);
   return p->prog->fog_color_slot >= 0 && p->prog->fog_params_slot >= 0;
}

static bool
finish(struct arb_parser *p)
{
   struct nvp_program *prog = p->prog;

   for (unsigned i = 0; i < prog->num_instrs; i++) {
      struct nvp_instr *in = &prog->instrs[i];
      const struct nvp_opcode_info *info = nvp_opcode_info(in->op);

      /* the suffixes are minimums: fp32 (nvp_fp_precision_is_minimum) */
      in->exec_precision = nvp_fp_precision_is_minimum(prog->kind) ?
                           NVP_PREC_R : nvp_fp_exec_precision(in);
      /* PK2H, PK2US, PK4B, PK4UB: "A fragment program will fail to load
       * if it contains a PK2H instruction that writes its results to a
       * variable declared as "SHORT"." */
      if ((info->fp_flags & NVP_FP_PACK) && is_half_dst(&in->dst))
         return fail_instr(p, in, "a pack instruction cannot write a "
                           "SHORT variable");
      /* ARB_fragment_program 3.11.6: "A fragment program will fail to
       * load if it attempts to sample from multiple texture targets
       * (including the SHADOW pseudo-targets) on the same texture image
       * unit": the texture operand's parser already failed at the second
       * target (shared with NV_vertex_program3); record them. */
      if (info->fp_flags & NVP_FP_TEXTURE)
         prog->tex_targets[in->tex_unit] = in->tex_target;
   }
   nvp_fp_summarize(prog);
   arb_fp2_summarize(prog);
   for (unsigned i = 0; i < prog->num_instrs; i++) {
      const struct nvp_instr *in = &prog->instrs[i];
      const struct nvp_src *s = &in->src[0];
      if (in->op != NVP_OP_KIL || in->cc.cond != NVP_COND_NONE)
         continue;
      if (s->file == NVP_FILE_FRAG_ATTRIB && s->index < 32)
         prog->attribs_read |= 1u << s->index;
      else if (s->file == NVP_FILE_TEMP)
         prog->temps_used |= UINT64_C(1) << s->index;
      else if (s->file == NVP_FILE_TEMP_H)
         prog->temps_h_used |= UINT64_C(1) << s->index;
   }

   /* "A fragment program will fail to load if contains instructions
    * writing to variables bound to the same result, but declared with
    * different sizes": result.color[n] as "SHORT" (o[COLH]) and
    * otherwise (o[COLR]). */
   uint32_t out = prog->outputs_written;
   for (unsigned n = 0; n < NVP_FP_MAX_DRAW_BUFFERS; n++) {
      uint32_t both = (1u << nvp_frag_color_output(n, false)) |
                      (1u << nvp_frag_color_output(n, true));
      if ((out & both) != both)
         continue;
      return arb_fail_at_end(p, "result.color[%u] is written both as a "
                             "SHORT and as a LONG variable", n);
   }
   prog->fog_color_slot = prog->fog_params_slot = -1;
   if (prog->fog_option && !add_fog_params(p))
      return arb_fail_at_end(p, "out of parameter slots for the fog option");
   return true;
}

/* "SHORT" color results are o[COLH] (and its draw-buffer siblings). */
static void
declare_output(struct arb_parser *p, struct arb_symbol *sym)
{
   sym->fp16 = p->var_size == 1;
   if (sym->fp16)
      sym->output.index =
         (int)nvp_frag_output_half_of((unsigned)sym->output.index);
}

/* NV_fragment_program2's structure; the NV_fragment_program row has
 * none. */
static bool
is_fp2(const struct arb_parser *p)
{
   return p->kind == NVP_KIND_ARBFP_NV2;
}

static bool
begin(struct arb_parser *p)
{
   return !is_fp2(p) || arb_fp2_define_a0(p);
}

static bool
begin_instr(struct arb_parser *p, struct nvp_instr *in,
            const struct arb_token *t)
{
   return !is_fp2(p) || arb_fp2_flow(p, in, t);
}

static bool
check_end(struct arb_parser *p, const struct arb_token *t)
{
   return !is_fp2(p) || arb_fp2_check_end(p, t);
}

const struct arb_stage arb_fragment_stage = {
   .attrib_word = "fragment",
   .attrib_expected = "a fragment attribute binding",
   /* ARB_fragment_program has no address registers; NV_fragment_program2:
    * "It is not possible to declare additional address register
    * variables" (A0 is pre-defined). */
   .no_address = "fragment programs have no ADDRESS variables",
   /* material .. texgen, texenv, depth: not ARB_vertex_program's clip and
    * point */
   .state_items = 0x67f,
   .unclaimed = "expected 'OPTION NV_fragment_program;' (plain ARB "
                "fragment programs are Mesa's)",
   .is_reserved = is_reserved,
   .parse_option = parse_option,
   .lookup_opcode = lookup_opcode,
   .parse_attrib = parse_attrib,
   .parse_result = parse_result,
   .parse_temps = parse_temps,
   .declare_output = declare_output,
   .check_relative_read = arb_fp2_check_a0,
   .begin = begin,
   .begin_instr = begin_instr,
   .check_label = arb_fp2_check_label,
   .check_end = check_end,
   .finish = finish,
};
