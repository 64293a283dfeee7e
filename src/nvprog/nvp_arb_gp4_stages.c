/*
 * The stages of NV_gpu_program4's "!!NVvp4.0" (NV_vertex_program4) and
 * "!!NVfp4.0" (NV_fragment_program4) rows: the vertex and fragment
 * stages' bindings and checks with what the program4 specs add (the
 * bindings vertex.id, vertex.instance, fragment.attrib[n],
 * fragment.facing), the gp4 mnemonics and modifiers (nvp_arb_gp4.c), and
 * NV_fragment_program2's block checker (nvp_arb_fragment_flow.c), whose
 * rules section 2.X.4.5 restates for IF/ELSE/ENDIF, REP/ENDREP, BRK,
 * CONT and labels.  The IR is the ARB vertex or fragment kinds'.
 */
#include <string.h>

#include "nvp_arb_fragment.h"
#include "nvp_arb_gp4.h"
#include "nvp_arb_vertex.h"

bool
arb_vp4_is_reserved(const struct arb_parser *p, const struct arb_token *t)
{
   return arb_vertex_stage.is_reserved(p, t) || arb_gp4_is_reserved(p, t);
}

/* NV_fragment_program4 adds "primitive" "." "id" to the bindings. */
static bool
fp4_is_reserved(const struct arb_parser *p, const struct arb_token *t)
{
   return arb_fragment_stage.is_reserved(p, t) ||
          arb_gp4_is_reserved(p, t) || arb_is_word(p, t, "primitive") ||
          (p->prog->gp5 && arb_is_word(p, t, "SAMPLE"));
}

/* "A program will fail to load if it specifies a program option not
 * supported by the GL implementation."  NV_vertex_program4 keeps
 * ARB_position_invariant. */
static bool
vp4_parse_option(struct arb_parser *p, const struct arb_token *t)
{
   if (arb_gp4_parse_option(p, t))
      return true;
   if (arb_is_word(p, t, "ARB_position_invariant")) {
      p->prog->position_invariant = true;
      return true;
   }
   return arb_fail_at(p, t, "unsupported program option");
}

/* NV_fragment_program4 keeps ARB_fragment_program's options (fog,
 * precision hints, ARB_draw_buffers, ...), not the NV_fragment_program
 * ones, whose grammar it replaces. */
static bool
fp4_parse_option(struct arb_parser *p, const struct arb_token *t)
{
   if (arb_gp4_parse_option(p, t))
      return true;
   /* NV_gpu_program5, "Early Per-Fragment Tests": "If a fragment
    * program specifies the "NV_early_fragment_tests" option, the depth
    * and stencil tests will be performed prior to fragment program
    * invocation" */
   if (p->prog->gp5 && arb_is_word(p, t, "NV_early_fragment_tests")) {
      p->prog->early_fragment_tests = true;
      return true;
   }
   if (t->kind == ARB_TOK_WORD && t->length > 3 &&
       memcmp(p->text + t->offset, "NV_", 3) == 0)
      return arb_fail_at(p, t, "unsupported program option");
   return arb_fragment_stage.parse_option(p, t);
}

/* <attribBasic> ::= <vtxPrefix> "id" | <vtxPrefix> "instance", the
 * rest as NV_vertex_program3's. */
static bool
vp4_parse_attrib(struct arb_parser *p, struct nvp_src *src)
{
   static const char *const sysvals[] = { "id", "instance" };
   struct arb_mark save = arb_mark(p);

   if (arb_accept_word(p, "vertex") && arb_accept_punct(p, '.')) {
      int k = ARB_ONE_OF(p, sysvals);
      if (k >= 0) {
         memset(src, 0, sizeof(*src));
         src->file = NVP_FILE_SYSVAL;
         src->index = k == 0 ? NVP_SYSVAL_VERTEX_ID
                             : NVP_SYSVAL_INSTANCE_ID;
         for (unsigned c = 0; c < 4; c++)
            src->swizzle[c] = (uint8_t)c;
         return true;
      }
   }
   arb_reset(p, &save);
   return arb_vp_parse_attrib(p, src);
}

/* <attribBasic> ::= <fragPrefix> "facing" | <attribGeneric>
 * <arrayMemAbs>, NV_fragment_program4's Table X.X "fragment.clip[n]
 * (c,-,-,-) interpolated clip distance n" and "primitive.id (id,-,-,-)
 * primitive number" (the system value the geometry stage reads), the
 * rest as NV_fragment_program's. */
static bool
fp4_parse_attrib(struct arb_parser *p, struct nvp_src *src)
{
   struct arb_mark save = arb_mark(p);

   if (arb_accept_word(p, "primitive")) {
      if (!arb_expect_punct(p, '.'))
         return false;
      if (!arb_accept_word(p, "id"))
         return arb_fail_expected(p, "'id'");
      memset(src, 0, sizeof(*src));
      src->file = NVP_FILE_SYSVAL;
      src->index = NVP_SYSVAL_PRIMITIVE_ID;
      for (unsigned c = 0; c < 4; c++)
         src->swizzle[c] = (uint8_t)c;
      return true;
   }
   if (arb_accept_word(p, "fragment") && arb_accept_punct(p, '.') &&
       arb_accept_word(p, "clip")) {
      uint32_t n;
      unsigned max = p->limits->max_clip_planes < NVP_GP4_NUM_FRAG_CLIPS ?
                     p->limits->max_clip_planes : NVP_GP4_NUM_FRAG_CLIPS;
      if (!arb_parse_index(p, max, "clip plane", &n))
         return false;
      memset(src, 0, sizeof(*src));
      src->file = NVP_FILE_FRAG_ATTRIB;
      src->index = NVP_FRAG_CLIP0 + (int)n;
      for (unsigned c = 0; c < 4; c++)
         src->swizzle[c] = (uint8_t)c;
      return true;
   }
   arb_reset(p, &save);
   /* NV_gpu_program5: '<attribBasic> ::= <fragPrefix> "sampleid" |
    * <fragPrefix> "samplemask"', "fragment.samplemask (m,-,-,-)
    * fragment coverage mask" */
   if (p->prog->gp5 && arb_accept_word(p, "fragment") &&
       arb_accept_punct(p, '.')) {
      bool id = arb_accept_word(p, "sampleid");
      if (id || arb_accept_word(p, "samplemask")) {
         memset(src, 0, sizeof(*src));
         src->file = NVP_FILE_SYSVAL;
         src->index = id ? NVP_SYSVAL_SAMPLE_ID : NVP_SYSVAL_SAMPLE_MASK;
         for (unsigned c = 0; c < 4; c++)
            src->swizzle[c] = (uint8_t)c;
         return true;
      }
   }
   arb_reset(p, &save);
   if (arb_accept_word(p, "fragment") && arb_accept_punct(p, '.')) {
      bool facing = arb_accept_word(p, "facing");
      if (facing || arb_accept_word(p, "attrib")) {
         uint32_t n = 0;
         if (!facing && !arb_parse_index(p, NVP_GP4_NUM_GENERICS,
                                         "generic attribute", &n))
            return false;
         memset(src, 0, sizeof(*src));
         src->file = NVP_FILE_FRAG_ATTRIB;
         src->index = facing ? NVP_FRAG_FACE
                             : NVP_FRAG_GENERIC0 + (int)n;
         for (unsigned c = 0; c < 4; c++)
            src->swizzle[c] = (uint8_t)c;
         return true;
      }
   }
   arb_reset(p, &save);
   return arb_fragment_stage.parse_attrib(p, src);
}

/* NV_vertex_program4, Table X.4: "result.attrib[n] (x,y,z,w) generic
 * interpolant n" (NVP_GP_OUT_GENERIC0 + n, as the geometry results:
 * GENERIC n, what fragment.attrib[n] and vertex[m].attrib[n] read) and
 * "result.id (id,*,*,*) vertex id" (NVP_VP_OUT_ID), the rest as
 * NV_vertex_program3's. */
bool
arb_vp4_parse_result(struct arb_parser *p, struct nvp_dst *dst)
{
   struct arb_mark save = arb_mark(p);
   uint32_t n;

   if (arb_accept_word(p, "result") && arb_accept_punct(p, '.') &&
       arb_accept_word(p, "id")) {
      memset(dst, 0, sizeof(*dst));
      dst->file = NVP_FILE_OUTPUT;
      dst->write_mask = 0xf;
      dst->index = NVP_VP_OUT_ID;
      return true;
   }
   arb_reset(p, &save);
   if (arb_accept_word(p, "result") && arb_accept_punct(p, '.') &&
       arb_accept_word(p, "attrib")) {
      if (!arb_parse_index(p, NVP_GP4_NUM_GENERICS, "generic attribute",
                           &n))
         return false;
      memset(dst, 0, sizeof(*dst));
      dst->file = NVP_FILE_OUTPUT;
      dst->write_mask = 0xf;
      dst->index = NVP_GP_OUT_GENERIC0 + (int)n;
      return true;
   }
   arb_reset(p, &save);
   return arb_vp_parse_result(p, dst);
}

static bool
vp4_check_write(struct arb_parser *p, const struct arb_token *t,
                const struct nvp_dst *dst)
{
   return arb_vertex_stage.check_write(p, t, dst);
}

/* NV_gpu_program5: '<resultBasic> ::= ... | <resPrefix> "samplemask"',
 * the rest as NV_fragment_program's. */
static bool
fp4_parse_result(struct arb_parser *p, struct nvp_dst *dst)
{
   struct arb_mark save = arb_mark(p);

   if (p->prog->gp5 && arb_accept_word(p, "result") &&
       arb_accept_punct(p, '.') && arb_accept_word(p, "samplemask")) {
      memset(dst, 0, sizeof(*dst));
      dst->file = NVP_FILE_FRAG_OUTPUT;
      dst->write_mask = 0xf;
      dst->index = NVP_FRAG_SAMPLEMASK;
      return true;
   }
   arb_reset(p, &save);
   return arb_fragment_stage.parse_result(p, dst);
}

static bool
fp4_parse_temps(struct arb_parser *p)
{
   return arb_fragment_stage.parse_temps(p);
}

static void
fp4_declare_output(struct arb_parser *p, struct arb_symbol *sym)
{
   arb_fragment_stage.declare_output(p, sym);
}

static bool
gp4_begin_instr(struct arb_parser *p, struct nvp_instr *in,
                const struct arb_token *t)
{
   return arb_fp2_flow(p, in, t);
}

/* The components a binding defines (see NVP_GP4_VP_ATTRIB_COMPONENTS):
 * x of the scalar ones, z of result.depth, xyzw of the rest. */
static unsigned
attrib_defined(bool vertex, enum nvp_file file, int index)
{
   if (file == NVP_FILE_SYSVAL)
      return 0x1;
   if (vertex)
      return index == 5 ? 0x1 : 0xf;     /* vertex.fogcoord is v[5] */
   return index == NVP_FRAG_FOGC || index == NVP_FRAG_FACE ||
          index >= NVP_FRAG_CLIP0 ? 0x1 : 0xf;
}

static unsigned
result_defined(bool vertex, int index)
{
   if (vertex && index == NVP_VP_OUT_ID)
      return 0x1;
   if (vertex && index >= NVP_GP_OUT_GENERIC0)
      return 0xf;
   if (vertex) {
      return index == NVP_OUT_FOGC || index == NVP_OUT_PSIZ ||
             (index >= NVP_OUT_CLP0 && index <= NVP_OUT_CLP5) ? 0x1 : 0xf;
   }
   return index == NVP_FRAG_DEPR ? 0x4 :
          index == NVP_FRAG_SAMPLEMASK ? 0x1 : 0xf;
}

/* PROGRAM_ATTRIB_COMPONENTS_NV / PROGRAM_RESULT_COMPONENTS_NV: "An
 * attribute binding component may be counted as used only if there
 * exists an instruction operand where the component is enabled for read
 * by the swizzle pattern ... and the attribute binding is referenced
 * directly by the operand [or] bound to a declared variable referenced
 * by the operand" (and the same of result components and write masks).
 * An operand names one binding, or, reading a member of an ATTRIB
 * array relatively, each member (and a relative result each member of
 * its OUTPUT array); each component is counted once. */
static void
count_components(struct nvp_program *prog, bool vertex)
{
   enum { FRAG_END = NVP_FRAG_CLIP0 + NVP_GP4_NUM_FRAG_CLIPS,
          SYSVAL0 = NVP_ARB_NUM_ATTRIBS > FRAG_END ? NVP_ARB_NUM_ATTRIBS
                                                   : FRAG_END,
          NUM_IN = SYSVAL0 + NVP_SYSVAL_COUNT,
          NUM_OUT = (int)NVP_GP4_OUT_COUNT > (int)NVP_FRAG_OUTPUT_COUNT ?
                    (int)NVP_GP4_OUT_COUNT : (int)NVP_FRAG_OUTPUT_COUNT };
   uint8_t in_mask[NUM_IN] = { 0 }, out_mask[NUM_OUT] = { 0 };
   enum nvp_file attrib_file = vertex ? NVP_FILE_ATTRIB
                                      : NVP_FILE_FRAG_ATTRIB;
   enum nvp_file result_file = vertex ? NVP_FILE_OUTPUT
                                      : NVP_FILE_FRAG_OUTPUT;

   for (unsigned i = 0; i < prog->num_instrs; i++) {
      const struct nvp_instr *in = &prog->instrs[i];
      for (unsigned s = 0; s < 3; s++) {
         const struct nvp_src *src = &in->src[s];
         unsigned read = 0;
         for (unsigned c = 0; c < 4; c++)
            read |= 1u << (src->swizzle[c] & 3);
         /* a member read relatively references every member */
         bool rel = src->relative && src->file == attrib_file;
         int n = rel ? src->array_size : 1;
         for (int m = 0; m < n; m++) {
            const struct nvp_src *b =
               rel ? &prog->array_attribs[src->array_base + m] : src;
            int k;
            if (b->file == attrib_file)
               k = b->index;
            else if (b->file == NVP_FILE_SYSVAL)
               k = SYSVAL0 + b->index;
            else
               continue;
            if (k < 0 || k >= NUM_IN)
               continue;
            in_mask[k] |= (uint8_t)(read & attrib_defined(vertex, b->file,
                                                          b->index));
         }
      }
      const struct nvp_dst *d = &in->dst;
      bool rel = d->relative && d->file == result_file;
      for (int m = 0; m < (rel ? d->array_size : 1); m++) {
         const struct nvp_dst *b =
            rel ? &prog->array_results[d->array_base + m] : d;
         if (b->file == result_file && b->index >= 0 &&
             b->index < NUM_OUT) {
            out_mask[b->index] |=
               (uint8_t)(d->write_mask & result_defined(vertex, b->index));
         }
      }
   }
   prog->attrib_components = 0;
   prog->result_components = 0;
   for (unsigned k = 0; k < NUM_IN; k++)
      prog->attrib_components += (unsigned)__builtin_popcount(in_mask[k]);
   for (unsigned k = 0; k < NUM_OUT; k++)
      prog->result_components += (unsigned)__builtin_popcount(out_mask[k]);
}

/* The summaries of what only gp4 programs read; the TEMP that indexes
 * an array (<arrayMemReg>) is read too. */
static void
summarize_gp4(struct nvp_program *prog, bool vertex)
{
   /* result.attrib[n] in generics_written, not outputs_written */
   if (vertex) {
      prog->outputs_written &= (1u << NVP_OUT_COUNT) - 1;
      prog->geometry.generics_written = 0;
   }
   for (unsigned i = 0; i < prog->num_instrs; i++) {
      const struct nvp_instr *in = &prog->instrs[i];
      if (vertex && in->dst.file == NVP_FILE_OUTPUT &&
          in->dst.index == NVP_VP_OUT_ID)
         prog->vertex_id_written = true;
      if (vertex && in->dst.file == NVP_FILE_OUTPUT &&
          in->dst.index >= NVP_GP_OUT_GENERIC0 &&
          in->dst.index < NVP_GP_OUT_COUNT)
         prog->geometry.generics_written |=
            1u << (in->dst.index - NVP_GP_OUT_GENERIC0);
      for (unsigned s = 0; s < 3; s++) {
         const struct nvp_src *src = &in->src[s];
         if (src->relative && src->addr_file == NVP_FILE_TEMP)
            prog->temps_used |= UINT64_C(1) << src->addr_index;
         else if (src->relative && src->addr_file == NVP_FILE_TEMP_H)
            prog->temps_h_used |= UINT64_C(1) << src->addr_index;
         if (src->file == NVP_FILE_SYSVAL)
            prog->sysvals_read |= 1u << src->index;
         else if (src->file == NVP_FILE_FRAG_ATTRIB &&
                  src->index >= NVP_FRAG_CLIP0)
            prog->clips_read |= 1u << (src->index - NVP_FRAG_CLIP0);
         else if (src->file == NVP_FILE_FRAG_ATTRIB &&
                  src->index >= NVP_FRAG_GENERIC0)
            prog->generics_read |= 1u << (src->index - NVP_FRAG_GENERIC0);
      }
   }
   arb_gp4_summarize_temps(prog);
   arb_gp4_summarize_arrays(prog);
   count_components(prog, vertex);
}

static bool
vp4_finish(struct arb_parser *p)
{
   if (!arb_vertex_stage.finish(p) || !arb_gp5_finish_subroutines(p))
      return false;
   arb_fp2_summarize(p->prog);
   summarize_gp4(p->prog, true);
   return true;
}

static bool
fp4_finish(struct arb_parser *p)
{
   if (!arb_fragment_stage.finish(p) || !arb_gp5_finish_subroutines(p))
      return false;
   summarize_gp4(p->prog, false);
   return true;
}

const struct arb_stage arb_vertex4_stage = {
   .attrib_word = "vertex",
   .attrib_expected = "a vertex attribute binding",
   /* Issue 10: "the relative addressing mechanisms provided by
    * NV_vertex_program3 and NV_fragment_program2 are NOT supported in
    * this extension -- instead, declared array variables are the only
    * way to get relative addressing." */
   .no_address = "NV_gpu_program4 has no ADDRESS variables: an integer "
                 "TEMP component indexes an array",
   .state_items = 0x1ff,
   .is_reserved = arb_vp4_is_reserved,
   .parse_option = vp4_parse_option,
   .lookup_opcode = arb_gp4_lookup_opcode,
   .parse_modifiers = arb_gp4_parse_modifiers,
   .parse_attrib = vp4_parse_attrib,
   .parse_result = arb_vp4_parse_result,
   .check_write = vp4_check_write,
   .begin_instr = gp4_begin_instr,
   .check_label = arb_fp2_check_label,
   .check_end = arb_fp2_check_end,
   .finish = vp4_finish,
};

const struct arb_stage arb_fragment4_stage = {
   .attrib_word = "fragment",
   .attrib_word2 = "primitive",
   .attrib_expected = "a fragment attribute binding",
   .no_address = "fragment programs have no ADDRESS variables",
   .state_items = 0x67f,
   .is_reserved = fp4_is_reserved,
   .parse_option = fp4_parse_option,
   .lookup_opcode = arb_gp4_lookup_opcode,
   .parse_modifiers = arb_gp4_parse_modifiers,
   .parse_attrib = fp4_parse_attrib,
   .parse_result = fp4_parse_result,
   .parse_temps = fp4_parse_temps,
   .declare_output = fp4_declare_output,
   .begin_instr = gp4_begin_instr,
   .check_label = arb_fp2_check_label,
   .check_end = arb_fp2_check_end,
   .finish = fp4_finish,
};
