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
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp_priv.h"

static const char *const output_names[NVP_OUT_COUNT] = {
   "HPOS", "COL0", "COL1", "BFC0", "BFC1", "FOGC", "PSIZ",
   "TEX0", "TEX1", "TEX2", "TEX3", "TEX4", "TEX5", "TEX6", "TEX7",
};

static const char components[4] = { 'x', 'y', 'z', 'w' };

struct strbuf {
   char *data;
   size_t len, cap;
   bool oom;
};

static void NVP_PRINTF(2, 3)
sb_printf(struct strbuf *sb, const char *fmt, ...)
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
   default:
      snprintf(buf, size, "?");
      break;
   }
}

static void
dump_dst(struct strbuf *sb, const struct nvp_dst *d)
{
   char reg[32];

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

   nvp_format_register(s->file, s->index, s->relative, reg, sizeof(reg));
   sb_printf(sb, "%s%s.%c%c%c%c", s->negate ? "-" : "", reg,
             components[s->swizzle[0] & 3], components[s->swizzle[1] & 3],
             components[s->swizzle[2] & 3], components[s->swizzle[3] & 3]);
}

static void
dump_bits64(struct strbuf *sb, const char *name, const uint64_t bits[2])
{
   sb_printf(sb, "# %s:", name);
   if (!bits[0] && !bits[1])
      sb_printf(sb, " none");
   for (unsigned i = 0; i < 128; i++) {
      if (bits[i / 64] & (UINT64_C(1) << (i % 64)))
         sb_printf(sb, " %u", i);
   }
   sb_printf(sb, "\n");
}

static void
dump_bits32(struct strbuf *sb, const char *name, uint32_t bits,
            const char *prefix, const char *suffix)
{
   sb_printf(sb, "# %s:", name);
   if (!bits)
      sb_printf(sb, " none");
   for (unsigned i = 0; i < 32; i++) {
      if (bits & (1u << i))
         sb_printf(sb, " %s%u%s", prefix, i, suffix);
   }
   sb_printf(sb, "\n");
}

char *
nvp_program_dump(const struct nvp_program *prog)
{
   static const char *const kind_names[NVP_KIND_COUNT] = {
      [NVP_KIND_VP10] = "!!VP1.0",
      [NVP_KIND_VSP10] = "!!VSP1.0",
      [NVP_KIND_VP11] = "!!VP1.1",
   };
   struct strbuf sb = { NULL, 0, 0, false };

   if (!prog)
      return NULL;

   sb_printf(&sb, "%s\n", (unsigned)prog->kind < NVP_KIND_COUNT ?
             kind_names[prog->kind] : "!!?");
   sb_printf(&sb, "# instructions: %u\n", prog->num_instrs);
   dump_bits32(&sb, "attribs_read", prog->attribs_read, "v[", "]");
   sb_printf(&sb, "# outputs_written:");
   if (!prog->outputs_written)
      sb_printf(&sb, " none");
   for (unsigned i = 0; i < NVP_OUT_COUNT; i++) {
      if (prog->outputs_written & (1u << i))
         sb_printf(&sb, " o[%s]", output_names[i]);
   }
   sb_printf(&sb, "\n");
   dump_bits32(&sb, "temps_used", prog->temps_used, "R", "");
   dump_bits64(&sb, "params_read", prog->params_read);
   if (prog->kind == NVP_KIND_VSP10)
      dump_bits64(&sb, "params_written", prog->params_written);
   sb_printf(&sb, "# uses_relative: %s\n",
             prog->uses_relative ? "yes" : "no");
   sb_printf(&sb, "# uses_address: %s\n",
             prog->uses_address ? "yes" : "no");
   if (prog->position_invariant)
      sb_printf(&sb, "# position_invariant: yes\n");

   for (unsigned i = 0; i < prog->num_instrs; i++) {
      const struct nvp_instr *in = &prog->instrs[i];
      const struct nvp_opcode_info *info = nvp_opcode_info(in->op);

      sb_printf(&sb, "%3u: %s ", i, info ? info->name : "???");
      if (in->dst.file == NVP_FILE_ADDRESS)
         sb_printf(&sb, "A0.x");
      else
         dump_dst(&sb, &in->dst);
      for (unsigned s = 0; info && s < info->num_src; s++) {
         sb_printf(&sb, ", ");
         dump_src(&sb, &in->src[s]);
      }
      sb_printf(&sb, "\n");
   }
   sb_printf(&sb, "END\n");

   if (sb.oom) {
      free(sb.data);
      return NULL;
   }
   return sb.data;
}
