/*
 * Text form of the IR, for golden tests and NVPROG_DEBUG=ir.  The format
 * is stable: tests compare it byte for byte.
 *
 *   !!VP1.0
 *   # instructions: 2
 *   # attribs_read: 0x0001
 *   ...
 *     0: DP4 o[HPOS].x, c[0].xyzw, v[0].xyzw
 *     1: MAD R0.xyz, -v[2].xyzw, c[A0.x+4].xxxx, R1.wzyx
 *   END
 *
 * Sources always show four swizzle components and destinations their
 * mask, so that equal IR gives equal text.
 *
 * NV_vertex_program2 ("!!VP2.0") adds, in the text's own spelling: the
 * "C" suffix ("ADDC"), condition tests with four components
 * ("MOV R0.xyzw (GT.xxxx), ..."), "-|-R1.xyzw|", "c[A1.z+3]", "A1.xy"
 * destinations, "CC", o[CLP0..5]; label lines ("loop:") before the
 * instruction they point to (also before END), and branch targets as
 * instruction numbers:
 *
 *     loop:
 *     3: CAL fn (GT.xxxx) -> 7
 *     4: RET
 *   # entry: 2 (main)
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp_priv.h"

static const char *const output_names[NVP_OUT_COUNT] = {
   "HPOS", "COL0", "COL1", "BFC0", "BFC1", "FOGC", "PSIZ",
   "TEX0", "TEX1", "TEX2", "TEX3", "TEX4", "TEX5", "TEX6", "TEX7",
   "CLP0", "CLP1", "CLP2", "CLP3", "CLP4", "CLP5", "CLP6", "CLP7",
};

static const char *const cond_names[NVP_COND_NV_COUNT] = {
   [NVP_COND_NONE] = "", [NVP_COND_EQ] = "EQ", [NVP_COND_GE] = "GE",
   [NVP_COND_GT] = "GT", [NVP_COND_LE] = "LE", [NVP_COND_LT] = "LT",
   [NVP_COND_NE] = "NE", [NVP_COND_TR] = "TR", [NVP_COND_FL] = "FL",
};

static const char components[4] = { 'x', 'y', 'z', 'w' };

#define strbuf nvp_strbuf
#define sb_printf nvp_sb_printf

void
nvp_sb_printf(struct strbuf *sb, const char *fmt, ...)
{
   va_list ap;
   int n;

   if (sb->oom)
      return;
   va_start(ap, fmt);
   n = vsnprintf(NULL, 0, fmt, ap);
   va_end(ap);
   if (n < 0) {
      sb->oom = true;
      return;
   }
   if (sb->len + (size_t)n + 1 > sb->cap) {
      size_t cap = sb->cap ? sb->cap : 256;
      while (sb->len + (size_t)n + 1 > cap)
         cap *= 2;
      char *data = realloc(sb->data, cap);
      if (!data) {
         sb->oom = true;
         return;
      }
      sb->data = data;
      sb->cap = cap;
   }
   va_start(ap, fmt);
   vsnprintf(sb->data + sb->len, sb->cap - sb->len, fmt, ap);
   va_end(ap);
   sb->len += (size_t)n;
}

void
nvp_format_register(enum nvp_file file, int index, bool relative,
                    char *buf, size_t size)
{
   switch (file) {
   case NVP_FILE_TEMP:
      snprintf(buf, size, "R%d", index);
      break;
   case NVP_FILE_ATTRIB:
      snprintf(buf, size, "v[%d]", index);
      break;
   case NVP_FILE_PARAM:
      if (!relative)
         snprintf(buf, size, "c[%d]", index);
      else if (index == 0)
         snprintf(buf, size, "c[A0.x]");
      else
         snprintf(buf, size, "c[A0.x%+d]", index);
      break;
   case NVP_FILE_OUTPUT:
      snprintf(buf, size, "o[%s]", index >= 0 && index < NVP_OUT_COUNT ?
               output_names[index] : "?");
      break;
   case NVP_FILE_ADDRESS:
      snprintf(buf, size, "A0");
      break;
   case NVP_FILE_CC:
      snprintf(buf, size, "CC");
      break;
   default:
      snprintf(buf, size, "?");
      break;
   }
}

void
nvp_format_src_reg(const struct nvp_src *s, char *buf, size_t size)
{
   if (s->file == NVP_FILE_ADDRESS) {
      snprintf(buf, size, "A%d", s->index);
   } else if ((s->file == NVP_FILE_PARAM || s->file == NVP_FILE_ATTRIB) &&
              s->relative) {
      /* NV_vertex_program3 relative attributes: "v[A0.x+16]" */
      char addr[8];
      char f = s->file == NVP_FILE_PARAM ? 'c' : 'v';
      snprintf(addr, sizeof(addr), "A%u.%c", s->addr_index & 1u,
               components[s->addr_comp & 3]);
      if (s->index == 0)
         snprintf(buf, size, "%c[%s]", f, addr);
      else
         snprintf(buf, size, "%c[%s%+d]", f, addr, s->index);
   } else {
      nvp_format_register(s->file, s->index, s->relative, buf, size);
   }
}

static void
dump_dst(struct strbuf *sb, const struct nvp_dst *d)
{
   char reg[32];

   if (d->file == NVP_FILE_ADDRESS)
      snprintf(reg, sizeof(reg), "A%d", d->index);
   else
      nvp_format_register(d->file, d->index, false, reg, sizeof(reg));
   sb_printf(sb, "%s.", reg);
   for (unsigned c = 0; c < 4; c++) {
      if (d->write_mask & (1u << c))
         sb_printf(sb, "%c", components[c]);
   }
}

static void
dump_src(struct strbuf *sb, const struct nvp_src *s)
{
   char reg[32];

   nvp_format_src_reg(s, reg, sizeof(reg));
   if (s->file == NVP_FILE_ADDRESS) {
      sb_printf(sb, "%s", reg);
      return;
   }
   if (s->absolute)
      sb_printf(sb, "%s|", s->negate_abs ? "-" : "");
   sb_printf(sb, "%s%s.%c%c%c%c", s->negate ? "-" : "", reg,
             components[s->swizzle[0] & 3], components[s->swizzle[1] & 3],
             components[s->swizzle[2] & 3], components[s->swizzle[3] & 3]);
   if (s->absolute)
      sb_printf(sb, "|");
}

static void
dump_cond(struct strbuf *sb, const struct nvp_cond_test *cc)
{
   if (cc->cond == NVP_COND_NONE || (unsigned)cc->cond >= NVP_COND_NV_COUNT)
      return;
   sb_printf(sb, " (%s%s.%c%c%c%c)", cond_names[cc->cond],
             cc->cc_index ? "1" : "",
             components[cc->swizzle[0] & 3], components[cc->swizzle[1] & 3],
             components[cc->swizzle[2] & 3], components[cc->swizzle[3] & 3]);
}

/* The label lines of instruction 'instr' (num_instrs: before END). */
static void
dump_labels(struct strbuf *sb, const struct nvp_program *prog,
            unsigned instr)
{
   for (unsigned k = 0; k < prog->num_labels; k++) {
      if (prog->labels[k].instr == instr)
         sb_printf(sb, "   %s:\n", prog->labels[k].name);
   }
}

static void
dump_bits64(struct strbuf *sb, const char *name,
            const uint64_t bits[NVP_ARB_NUM_PARAMS / 64])
{
   bool any = false;

   sb_printf(sb, "# %s:", name);
   for (unsigned i = 0; i < NVP_ARB_NUM_PARAMS; i++) {
      if (bits[i / 64] & (UINT64_C(1) << (i % 64))) {
         sb_printf(sb, " %u", i);
         any = true;
      }
   }
   sb_printf(sb, "%s\n", any ? "" : " none");
}

static void
dump_bits(struct strbuf *sb, const char *name, uint64_t bits,
            const char *prefix, const char *suffix)
{
   sb_printf(sb, "# %s:", name);
   if (!bits)
      sb_printf(sb, " none");
   for (unsigned i = 0; i < 64; i++) {
      if (bits & (UINT64_C(1) << i))
         sb_printf(sb, " %s%u%s", prefix, i, suffix);
   }
   sb_printf(sb, "\n");
}

/* SWZ's source: "R0, x,-y,0,1" (NVP_SWIZZLE_ZERO/ONE, negate_comps). */
static void
dump_ext_swizzle_src(struct strbuf *sb, const struct nvp_src *s)
{
   static const char sel[] = "xyzw01";
   char reg[32];

   nvp_format_src_reg(s, reg, sizeof(reg));
   sb_printf(sb, "%s", reg);
   for (unsigned c = 0; c < 4; c++) {
      sb_printf(sb, ",%s%c", (s->negate_comps >> c) & 1 ? "-" : "",
                sel[s->swizzle[c] < 6 ? s->swizzle[c] : 0]);
   }
}

static void
dump_tex_target(struct strbuf *sb, const struct nvp_instr *in)
{
   sb_printf(sb, ", texture[%u], %s", in->tex_unit,
             (unsigned)in->tex_target < NVP_TEX_TARGET_COUNT ?
             nvp_tex_target_names[in->tex_target] : "?");
}

/* The ARB kinds' declarations: counts and the parameter slots. */
static void
dump_arb_resources(struct strbuf *sb, const struct nvp_program *prog)
{
   static const char *const states[] = {
      [NVP_STATE_MATERIAL] = "material", [NVP_STATE_LIGHT] = "light",
      [NVP_STATE_LIGHTMODEL_AMBIENT] = "lightmodel.ambient",
      [NVP_STATE_LIGHTMODEL_SCENECOLOR] = "lightmodel.scenecolor",
      [NVP_STATE_LIGHTPROD] = "lightprod", [NVP_STATE_TEXGEN] = "texgen",
      [NVP_STATE_FOG_COLOR] = "fog.color",
      [NVP_STATE_FOG_PARAMS] = "fog.params",
      [NVP_STATE_CLIPPLANE] = "clip.plane",
      [NVP_STATE_POINT_SIZE] = "point.size",
      [NVP_STATE_POINT_ATTENUATION] = "point.attenuation",
      [NVP_STATE_MATRIX_ROW] = "matrix.row",
   };

   sb_printf(sb, "# temps: %u, addresses: %u, params: %u\n",
             prog->num_temps, prog->num_addrs, prog->num_params);
   bool any_unit = false;
   for (unsigned w = 0; w < NVP_ARB_MAX_TEX_UNIT_NUM / 32; w++)
      any_unit |= prog->tex_units_used[w] != 0;
   if (any_unit) {
      sb_printf(sb, "# tex_units_used:");
      for (unsigned n = 0; n < NVP_ARB_MAX_TEX_UNIT_NUM; n++) {
         if (prog->tex_units_used[n / 32] & (1u << (n % 32)))
            sb_printf(sb, " %u", n);
      }
      sb_printf(sb, "\n");
   }
   for (unsigned k = 0; k < prog->num_params; k++) {
      const struct nvp_param *q = &prog->params[k];
      sb_printf(sb, "# c[%u] = ", k);
      switch (q->kind) {
      case NVP_PARAM_ENV:
         sb_printf(sb, "program.env[%d]\n", q->index);
         break;
      case NVP_PARAM_LOCAL:
         sb_printf(sb, "program.local[%d]\n", q->index);
         break;
      case NVP_PARAM_CONSTANT:
         sb_printf(sb, "{%g, %g, %g, %g}\n", q->value[0], q->value[1],
                   q->value[2], q->value[3]);
         break;
      case NVP_PARAM_STATE:
         sb_printf(sb, "state.%s %u %u %u %u\n",
                   q->state[0] < sizeof(states) / sizeof(states[0]) ?
                   states[q->state[0]] : "?", q->state[1], q->state[2],
                   q->state[3], q->state[4]);
         break;
      }
   }
}

const char *
nvp_kind_name(enum nvp_kind kind)
{
   static const char *const kind_names[NVP_KIND_COUNT] = {
      [NVP_KIND_VP10] = "!!VP1.0",
      [NVP_KIND_VSP10] = "!!VSP1.0",
      [NVP_KIND_VP11] = "!!VP1.1",
      [NVP_KIND_VP20] = "!!VP2.0",
      [NVP_KIND_ARBVP_NV2] = "!!ARBvp1.0 OPTION NV_vertex_program2",
      [NVP_KIND_ARBVP_NV3] = "!!ARBvp1.0 OPTION NV_vertex_program3",
      [NVP_KIND_FP10] = "!!FP1.0",
      [NVP_KIND_ARBFP_NV] = "!!ARBfp1.0 OPTION NV_fragment_program",
      [NVP_KIND_ARBFP_NV2] = "!!ARBfp1.0 OPTION NV_fragment_program2",
      [NVP_KIND_GP4_VP] = "!!NVvp4.0",
      [NVP_KIND_GP4_FP] = "!!NVfp4.0",
      [NVP_KIND_GP4_GP] = "!!NVgp4.0",
      [NVP_KIND_GP5_TCP] = "!!NVtcp5.0",
      [NVP_KIND_GP5_TEP] = "!!NVtep5.0",
      [NVP_KIND_GP5_CP] = "!!NVcp5.0",
   };

   return (unsigned)kind < NVP_KIND_COUNT && kind_names[kind] ?
          kind_names[kind] : "!!?";
}

char *
nvp_program_dump(const struct nvp_program *prog)
{
   bool arb = prog && (prog->kind == NVP_KIND_ARBVP_NV2 ||
                       prog->kind == NVP_KIND_ARBVP_NV3);
   struct strbuf sb = { NULL, 0, 0, false };

   if (!prog)
      return NULL;
   if (nvp_kind_is_fp(prog->kind))
      return nvp_program_dump_fp(prog);
   if (nvp_kind_is_gp4(prog->kind))
      return nvp_program_dump_gp4(prog);

   sb_printf(&sb, "%s\n", nvp_kind_name(prog->kind));
   sb_printf(&sb, "# instructions: %u\n", prog->num_instrs);
   dump_bits(&sb, "attribs_read", prog->attribs_read, "v[", "]");
   sb_printf(&sb, "# outputs_written:");
   if (!prog->outputs_written)
      sb_printf(&sb, " none");
   for (unsigned i = 0; i < NVP_OUT_COUNT; i++) {
      if (prog->outputs_written & (1u << i))
         sb_printf(&sb, " o[%s]", output_names[i]);
   }
   sb_printf(&sb, "\n");
   dump_bits(&sb, "temps_used", prog->temps_used, "R", "");
   dump_bits64(&sb, "params_read", prog->params_read);
   if (prog->kind == NVP_KIND_VSP10)
      dump_bits64(&sb, "params_written", prog->params_written);
   sb_printf(&sb, "# uses_relative: %s\n",
             prog->uses_relative ? "yes" : "no");
   sb_printf(&sb, "# uses_address: %s\n",
             prog->uses_address ? "yes" : "no");
   if (prog->position_invariant)
      sb_printf(&sb, "# position_invariant: yes\n");
   if (prog->kind == NVP_KIND_VP20 || arb) {
      sb_printf(&sb, "# uses_cc: %s\n", prog->uses_cc ? "yes" : "no");
      sb_printf(&sb, "# uses_branches: %s\n",
                prog->uses_branches ? "yes" : "no");
      sb_printf(&sb, "# labels: %u\n", prog->num_labels);
      sb_printf(&sb, "# entry: %u\n", prog->entry);
   }
   if (arb)
      dump_arb_resources(&sb, prog);

   for (unsigned i = 0; i < prog->num_instrs; i++) {
      const struct nvp_instr *in = &prog->instrs[i];
      const struct nvp_opcode_info *info = nvp_opcode_info(in->op);

      dump_labels(&sb, prog, i);
      sb_printf(&sb, "%3u: %s%s%s%s", i, info ? info->name : "???",
                in->update_cc ? "C" : "",
                in->update_cc && in->cc_update_index ? "1" : "",
                in->saturate ? "_SAT" : "");
      if (info && info->sig == NVP_SIG_BRANCH) {
         const char *name = in->label >= 0 &&
                            (unsigned)in->label < prog->num_labels ?
                            prog->labels[in->label].name : "?";
         sb_printf(&sb, " %s", name);
         dump_cond(&sb, &in->cc);
         sb_printf(&sb, " -> %d\n", in->target);
         continue;
      }
      if (info && info->sig == NVP_SIG_RET) {
         dump_cond(&sb, &in->cc);
         sb_printf(&sb, "\n");
         continue;
      }
      sb_printf(&sb, " ");
      if (info && info->sig != NVP_SIG_PUSHA) {
         dump_dst(&sb, &in->dst);
         dump_cond(&sb, &in->cc);
      }
      for (unsigned s = 0; info && s < info->num_src; s++) {
         sb_printf(&sb, info->sig != NVP_SIG_PUSHA ? ", " : "");
         if (in->op == NVP_OP_SWZ)
            dump_ext_swizzle_src(&sb, &in->src[s]);
         else
            dump_src(&sb, &in->src[s]);
      }
      if (info && info->sig == NVP_SIG_TEX)
         dump_tex_target(&sb, in);
      sb_printf(&sb, "\n");
   }
   dump_labels(&sb, prog, prog->num_instrs);
   sb_printf(&sb, "END\n");

   if (sb.oom) {
      free(sb.data);
      return NULL;
   }
   return sb.data;
}
