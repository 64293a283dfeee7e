/*
 * What Mesa 22.3's tgsi_to_nir does not carry of our TGSI: taken out of
 * the tokens before it runs and put into its NIR after.
 *
 *  - PROPERTY FS_EARLY_DEPTH_STENCIL (OPTION NV_early_fragment_tests):
 *    tgsi_to_nir stops at a property it does not know; the NIR gets
 *    info.fs.early_fragment_tests instead.
 *  - SYSTEM_VALUE SAMPLEMASK (fragment.samplemask): tgsi_to_nir knows no
 *    such input; it reads INVOCATIONID there, which no fragment shader
 *    has, and the load becomes load_sample_mask_in.
 *  - the SAMPLE interpolation location of an input (the SAMPLE
 *    modifier): tgsi_to_nir drops every location; the input's variable
 *    gets data.sample, which also makes the program run per sample
 *    (info.fs.uses_sample_qualifier).
 *  - SYSTEM_VALUE GRID_SIZE (NV_compute_program5's
 *    invocation.groupcount): tgsi_to_nir has no such value; it reads
 *    BLOCK_SIZE there (which nvprog never declares: groupsize is a
 *    literal), and load_workgroup_size becomes load_num_workgroups.
 */
#include <stdlib.h>
#include <string.h>

#include "compiler/nir/nir.h"
#include "compiler/nir/nir_builder.h"
#include "tgsi/tgsi_parse.h"

#include "nvtgsi.h"

struct tgsi_token *
nvtgsi_ttn_prepare(const struct tgsi_token *tokens,
                   struct nvtgsi_ttn_fixup *f)
{
   struct tgsi_parse_context parse;
   unsigned n = tgsi_num_tokens(tokens), kept;
   struct tgsi_token *out = malloc(n * sizeof(*out));

   memset(f, 0, sizeof(*f));
   if (!out || tgsi_parse_init(&parse, tokens) != TGSI_PARSE_OK) {
      free(out);
      return NULL;
   }
   kept = parse.Position;
   memcpy(out, tokens, kept * sizeof(*out));
   while (!tgsi_parse_end_of_tokens(&parse)) {
      unsigned start = parse.Position;
      tgsi_parse_token(&parse);
      unsigned len = parse.Position - start;
      const union tgsi_full_token *t = &parse.FullToken;

      if (t->Token.Type == TGSI_TOKEN_TYPE_PROPERTY &&
          t->FullProperty.Property.PropertyName ==
             TGSI_PROPERTY_FS_EARLY_DEPTH_STENCIL) {
         f->early_fragment_tests = t->FullProperty.u[0].Data != 0;
         continue;
      }
      memcpy(out + kept, tokens + start, len * sizeof(*out));
      if (t->Token.Type == TGSI_TOKEN_TYPE_DECLARATION) {
         const struct tgsi_full_declaration *d = &t->FullDeclaration;
         /* Declaration, Range, then the optional Dimension, Interp and
          * Semantic tokens in that order */
         unsigned sem = kept + 2 + d->Declaration.Dimension +
                        d->Declaration.Interpolate;
         if (d->Declaration.File == TGSI_FILE_SYSTEM_VALUE &&
             d->Declaration.Semantic &&
             d->Semantic.Name == TGSI_SEMANTIC_SAMPLEMASK) {
            ((struct tgsi_declaration_semantic *)&out[sem])->Name =
               TGSI_SEMANTIC_INVOCATIONID;
            f->sample_mask_in = true;
         }
         if (d->Declaration.File == TGSI_FILE_SYSTEM_VALUE &&
             d->Declaration.Semantic &&
             d->Semantic.Name == TGSI_SEMANTIC_GRID_SIZE) {
            ((struct tgsi_declaration_semantic *)&out[sem])->Name =
               TGSI_SEMANTIC_BLOCK_SIZE;
            f->grid_size = true;
         }
         if (d->Declaration.File == TGSI_FILE_INPUT &&
             d->Declaration.Interpolate &&
             d->Interp.Location == TGSI_INTERPOLATE_LOC_SAMPLE) {
            for (unsigned i = d->Range.First; i <= d->Range.Last && i < 64;
                 i++)
               f->sample_inputs |= UINT64_C(1) << i;
         }
      }
      kept += len;
   }
   tgsi_parse_free(&parse);
   ((struct tgsi_header *)out)->BodySize =
      kept - ((const struct tgsi_header *)tokens)->HeaderSize;
   return out;
}

static bool
sample_mask_in(nir_builder *b, nir_instr *instr, void *data)
{
   (void)data;
   if (instr->type != nir_instr_type_intrinsic)
      return false;
   nir_intrinsic_instr *intr = nir_instr_as_intrinsic(instr);
   if (intr->intrinsic != nir_intrinsic_load_invocation_id)
      return false;
   b->cursor = nir_before_instr(instr);
   nir_ssa_def_rewrite_uses(&intr->dest.ssa, nir_load_sample_mask_in(b));
   nir_instr_remove(instr);
   return true;
}

static bool
num_workgroups(nir_builder *b, nir_instr *instr, void *data)
{
   (void)data;
   if (instr->type != nir_instr_type_intrinsic)
      return false;
   nir_intrinsic_instr *intr = nir_instr_as_intrinsic(instr);
   if (intr->intrinsic != nir_intrinsic_load_workgroup_size)
      return false;
   b->cursor = nir_before_instr(instr);
   nir_ssa_def_rewrite_uses(&intr->dest.ssa, nir_load_num_workgroups(b, 32));
   nir_instr_remove(instr);
   return true;
}

void
nvtgsi_ttn_finish(struct nir_shader *nir, const struct nvtgsi_ttn_fixup *f)
{
   if (f->grid_size)
      nir_shader_instructions_pass(nir, num_workgroups,
                                   nir_metadata_block_index |
                                   nir_metadata_dominance, NULL);
   if (nir->info.stage != MESA_SHADER_FRAGMENT)
      return;
   if (f->early_fragment_tests)
      nir->info.fs.early_fragment_tests = true;
   if (f->sample_mask_in)
      nir_shader_instructions_pass(nir, sample_mask_in,
                                   nir_metadata_block_index |
                                   nir_metadata_dominance, NULL);
   nir_foreach_shader_in_variable(var, nir) {
      if (var->data.driver_location < 64 &&
          (f->sample_inputs >> var->data.driver_location & 1))
         var->data.sample = true;
   }
}
