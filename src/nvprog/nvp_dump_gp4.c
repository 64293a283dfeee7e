/*
 * The IR dump of the NV_gpu_program4 kinds (nvp_program_dump() calls it
 * for them): each instruction as its mnemonic with the stand-alone
 * modifiers it was read with (".F", ".S", ".U", ".CC0"/".CC1", ".SAT"/
 * ".SSAT", ".NTC", ".S24"/".U24"/".HI", and "R"/"H" precision), its
 * operands in the registers of the ARB vertex or fragment kinds, its
 * flow target, texture and texel offset; then the declared types,
 * interpolation modifiers and parameter slots (integer constants as
 * such).  The dumps of the other kinds are unchanged.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvp_priv.h"

#define strbuf nvp_strbuf
#define sb_printf nvp_sb_printf

static const char components[4] = { 'x', 'y', 'z', 'w' };

static const char *const type_names[NVP_TYPE_COUNT] = {
   [NVP_TYPE_NONE] = "", [NVP_TYPE_FLOAT] = ".F", [NVP_TYPE_INT] = ".S",
   [NVP_TYPE_UINT] = ".U",
};

/* The register files gp4 adds or names otherwise; the others as every
 * dump names them (nvp_format_register()). */
static void
reg_name(enum nvp_file file, int index, char *buf, size_t size)
{
   switch (file) {
   case NVP_FILE_TEMP_H:
      snprintf(buf, size, "H%d", index);
      break;
   case NVP_FILE_SYSVAL: {
      static const char *const names[NVP_SYSVAL_COUNT] = {
         [NVP_SYSVAL_VERTEX_ID] = "vertex.id",
         [NVP_SYSVAL_INSTANCE_ID] = "vertex.instance",
         [NVP_SYSVAL_PRIMITIVE_ID] = "primitive.id",
         [NVP_SYSVAL_INVOCATION] = "primitive.invocation",
         [NVP_SYSVAL_SAMPLE_ID] = "fragment.sampleid",
         [NVP_SYSVAL_SAMPLE_MASK] = "fragment.samplemask",
         [NVP_SYSVAL_VERTEX_COUNT] = "primitive.vertexcount",
         [NVP_SYSVAL_TESS_COORD] = "vertex.tesscoord",
         [NVP_SYSVAL_LOCAL_ID] = "invocation.localid",
         [NVP_SYSVAL_GLOBAL_ID] = "invocation.globalid",
         [NVP_SYSVAL_GROUP_ID] = "invocation.groupid",
         [NVP_SYSVAL_GROUP_COUNT] = "invocation.groupcount",
         [NVP_SYSVAL_GROUP_SIZE] = "invocation.groupsize",
         [NVP_SYSVAL_LOCAL_INDEX] = "invocation.localindex",
      };
      snprintf(buf, size, "%s", index >= 0 && index < NVP_SYSVAL_COUNT ?
               names[index] : "?");
      break;
   }
   case NVP_FILE_TESS_PATCH:
   case NVP_FILE_OUTPUT: {
      /* NV_tessellation_program5's per-patch values: "patch[OUTER0]",
       * "patch[INNER1]", "patch[ATTR3]" (read), "o[PATCH.OUTER0]" ...
       * (written) */
      int k = file == NVP_FILE_TESS_PATCH ? index : index - NVP_TESS_OUT0;
      const char *pre = file == NVP_FILE_TESS_PATCH ? "patch[" :
                        "o[PATCH.";
      if (file == NVP_FILE_TESS_PATCH || index >= NVP_TESS_OUT0) {
         if (k < NVP_TESS_INNER0)
            snprintf(buf, size, "%sOUTER%d]", pre, k);
         else if (k < NVP_TESS_PATCH0)
            snprintf(buf, size, "%sINNER%d]", pre, k - NVP_TESS_INNER0);
         else
            snprintf(buf, size, "%sATTR%d]", pre, k - NVP_TESS_PATCH0);
         break;
      }
      /* NV_geometry_program4's results past the vertex ones */
      if (index == NVP_GP_OUT_PRIMID)
         snprintf(buf, size, "o[PRIMID]");
      else if (index == NVP_GP_OUT_LAYER)
         snprintf(buf, size, "o[LAYER]");
      else if (index == NVP_VP_OUT_ID)
         snprintf(buf, size, "o[ID]");
      else if (index >= NVP_GP_OUT_GENERIC0)
         snprintf(buf, size, "o[ATTR%d]", index - NVP_GP_OUT_GENERIC0);
      else
         nvp_format_register(file, index, false, buf, size);
      break;
   }
   case NVP_FILE_FRAG_ATTRIB:
      if (index >= NVP_FRAG_CLIP0)
         snprintf(buf, size, "f[CLIP%d]", index - NVP_FRAG_CLIP0);
      else if (index >= NVP_FRAG_GENERIC0)
         snprintf(buf, size, "f[ATTR%d]", index - NVP_FRAG_GENERIC0);
      else if (index >= 0)
         snprintf(buf, size, "f[%s]", nvp_frag_attrib_names[index]);
      break;
   case NVP_FILE_FRAG_OUTPUT:
      snprintf(buf, size, "o[%s]", index >= 0 &&
               index < NVP_FRAG_OUTPUT_COUNT ?
               nvp_frag_output_names[index] : "?");
      break;
   default:
      nvp_format_register(file, index, false, buf, size);
      break;
   }
}

/* NV_geometry_program4's vertex[m] bindings: "vertex[1][HPOS]",
 * "vertex[R0.x+1][ATTR3]" (the vertex result's name). */
static void
geom_attrib_name(const struct nvp_src *s, char *buf, size_t size)
{
   char out[32], vtx[24];

   if (s->index == NVP_GEOM_VERTEX_ID)
      snprintf(out, sizeof(out), "ID");
   else if (s->index >= NVP_GEOM_GENERIC0)
      snprintf(out, sizeof(out), "ATTR%d", s->index - NVP_GEOM_GENERIC0);
   else
      nvp_format_register(NVP_FILE_OUTPUT, s->index, false, out,
                          sizeof(out));
   /* o[HPOS] -> HPOS */
   size_t n = strlen(out);
   if (n > 3 && out[0] == 'o' && out[1] == '[') {
      memmove(out, out + 2, n - 3);
      out[n - 3] = '\0';
   }
   if (s->vertex_relative)
      snprintf(vtx, sizeof(vtx), "%s%u.%c%+d",
               s->addr_file == NVP_FILE_TEMP_H ? "H" : "R",
               (unsigned)s->addr_index, components[s->addr_comp & 3],
               s->vertex);
   else
      snprintf(vtx, sizeof(vtx), "%d", s->vertex);
   snprintf(buf, size, "%s[%s][%s]", s->file == NVP_FILE_TESS_OUT_VERTEX ?
            "vertex.out" : "vertex", vtx, out);
}

/* NV_parameter_buffer_object members: "buf[0][5]" (a BUFFER's word),
 * "buf4[2][R0.x+1]" (a BUFFER4's vector, relative), "cbuf[3][12]" (a
 * CBUFFER's byte), binding point then element. */
static void
buffer_name(const struct nvp_src *s, char *buf, size_t size)
{
   const char *kind = s->buffer4 ? "buf4" : s->cbuffer ? "cbuf" : "buf";

   if (s->relative)
      snprintf(buf, size, "%s[%u][%s%u.%c%+d]", kind, (unsigned)s->buffer,
               s->addr_file == NVP_FILE_TEMP_H ? "H" : "R",
               (unsigned)s->addr_index, components[s->addr_comp & 3],
               s->index);
   else
      snprintf(buf, size, "%s[%u][%d]", kind, (unsigned)s->buffer,
               s->index);
}

/* A member of a TEMP array read or written relatively: "R2[R0.x+1]"
 * (the array's first register, then the index and the offset),
 * followed by the array's size: "R2[R0.x+1](4)". */
static void
temp_member_name(enum nvp_file file, int base, int size,
                 enum nvp_file addr_file, unsigned addr_index,
                 unsigned addr_comp, int offset, char *buf, size_t len)
{
   snprintf(buf, len, "%s%d[%s%u.%c%+d](%d)",
            file == NVP_FILE_TEMP_H ? "H" : "R", base,
            addr_file == NVP_FILE_TEMP_H ? "H" : "R", addr_index,
            components[addr_comp & 3], offset, size);
}

/* A member of an ATTRIB or OUTPUT array read or written relatively:
 * the first member's binding, then the index, offset and size:
 * "f[TEX1][R0.x+1](3)". */
static void
array_member_name(char *buf, enum nvp_file addr_file, unsigned addr_index,
                  unsigned addr_comp, int offset, int size, size_t len)
{
   size_t n = strlen(buf);

   snprintf(buf + n, len - n, "[%s%u.%c%+d](%d)",
            addr_file == NVP_FILE_TEMP_H ? "H" : "R", addr_index,
            components[addr_comp & 3], offset, size);
}

static void
dump_src(struct strbuf *sb, const struct nvp_src *s)
{
   char reg[48];

   if (s->file == NVP_FILE_GEOM_ATTRIB ||
       s->file == NVP_FILE_TESS_OUT_VERTEX)
      geom_attrib_name(s, reg, sizeof(reg));
   else if (s->file == NVP_FILE_BUFFER)
      buffer_name(s, reg, sizeof(reg));
   else if (s->file == NVP_FILE_SHARED && !s->relative)
      snprintf(reg, sizeof(reg), "shared[%d]", s->index);
   else if (s->file == NVP_FILE_SHARED)
      /* NV_compute_program5's shared memory bytes: shared[R0.x+4](16),
       * the first byte plus the register, the array's bytes */
      snprintf(reg, sizeof(reg), "shared[R%u.%c%+d](%d)",
               (unsigned)s->addr_index, components[s->addr_comp & 3],
               s->index, s->array_size);
   else if (s->file == NVP_FILE_STORAGE && !s->relative)
      /* a storage buffer's byte: storage[1][16], storage[0][R0.y+40] */
      snprintf(reg, sizeof(reg), "storage[%u][%u]", (unsigned)s->buffer,
               (unsigned)s->index);
   else if (s->file == NVP_FILE_STORAGE)
      snprintf(reg, sizeof(reg), "storage[%u][R%u.%c%+d]",
               (unsigned)s->buffer, (unsigned)s->addr_index,
               components[s->addr_comp & 3], s->index);
   else
      reg_name(s->file, s->index, reg, sizeof(reg));
   /* c[R<n>.<c>+k]: the slot of the array's first member plus the
    * offset, indexed by an integer TEMP component */
   if (s->relative && s->file == NVP_FILE_PARAM)
      snprintf(reg, sizeof(reg), "c[%s%u.%c%+d]",
               s->addr_file == NVP_FILE_TEMP_H ? "H" :
               s->addr_file == NVP_FILE_TEMP ? "R" : "A",
               (unsigned)s->addr_index, components[s->addr_comp & 3],
               s->index);
   else if (s->relative && (s->file == NVP_FILE_TEMP ||
                            s->file == NVP_FILE_TEMP_H))
      temp_member_name(s->file, s->array_base, s->array_size,
                       s->addr_file, s->addr_index, s->addr_comp,
                       s->index - s->array_base, reg, sizeof(reg));
   else if (s->relative && s->file != NVP_FILE_BUFFER &&
            s->file != NVP_FILE_SHARED && s->file != NVP_FILE_STORAGE)
      array_member_name(reg, s->addr_file, s->addr_index, s->addr_comp,
                        s->array_offset, s->array_size, sizeof(reg));
   sb_printf(sb, "%s%s%s%s.%c%c%c%c%s", s->negate_abs ? "-" : "",
             s->absolute ? "|" : "", s->negate ? "-" : "", reg,
             components[s->swizzle[0] & 3], components[s->swizzle[1] & 3],
             components[s->swizzle[2] & 3], components[s->swizzle[3] & 3],
             s->absolute ? "|" : "");
}

static void
dump_cond(struct strbuf *sb, const struct nvp_cond_test *cc, bool space)
{
   if (cc->cond == NVP_COND_NONE || (unsigned)cc->cond >= NVP_COND_COUNT)
      return;
   sb_printf(sb, "%s(%s%u.%c%c%c%c)", space ? " " : "",
             nvp_cond_names[cc->cond], cc->cc_index,
             components[cc->swizzle[0] & 3], components[cc->swizzle[1] & 3],
             components[cc->swizzle[2] & 3],
             components[cc->swizzle[3] & 3]);
}

static void
dump_modifiers(struct strbuf *sb, const struct nvp_instr *in)
{
   static const char *const mul[] = { "", ".S24", ".U24", ".HI" };
   static const char *const rounding[] = {
      "", ".ROUND", ".CEIL", ".FLR", ".TRUNC",
   };
   static const char *const atomic[NVP_ATOM_COUNT] = {
      [NVP_ATOM_ADD] = ".ADD", [NVP_ATOM_MIN] = ".MIN",
      [NVP_ATOM_MAX] = ".MAX", [NVP_ATOM_IWRAP] = ".IWRAP",
      [NVP_ATOM_DWRAP] = ".DWRAP", [NVP_ATOM_AND] = ".AND",
      [NVP_ATOM_OR] = ".OR", [NVP_ATOM_XOR] = ".XOR",
      [NVP_ATOM_EXCH] = ".EXCH", [NVP_ATOM_CSWAP] = ".CSWAP",
   };

   /* ATOM's operation, LOAD's and STORE's COH and VOL */
   if (in->atomic_op && in->atomic_op < NVP_ATOM_COUNT)
      sb_printf(sb, "%s", atomic[in->atomic_op]);
   sb_printf(sb, "%s%s", in->mem_coherent ? ".COH" : "",
             in->mem_volatile ? ".VOL" : "");
   /* LDC, LOAD, STORE, ATOM: the storage modifier, which gives the data
    * type; CVT: the result's and the operand's, and its rounding as
    * written */
   /* NV_compute_program5: MEMBAR's CTA */
   if (in->cta)
      sb_printf(sb, ".CTA");
   if (in->storage) {
      sb_printf(sb, ".%s",
                nvp_storage_info((enum nvp_storage)in->storage)->name);
      if (in->storage_src) {
         sb_printf(sb, ".%s", nvp_storage_info((enum nvp_storage)
                                               in->storage_src)->name);
      }
      if (in->cvt_round <= NVP_CVT_TRUNC)
         sb_printf(sb, "%s", rounding[in->cvt_round]);
   } else {
      sb_printf(sb, "%s%s", in->precision == NVP_PREC_R ? "R" :
                in->precision == NVP_PREC_H ? "H" : "",
                (unsigned)in->type < NVP_TYPE_COUNT ? type_names[in->type]
                                                   : "");
      /* NV_gpu_program5's F64, S64, U64 */
      if (in->wide)
         sb_printf(sb, "64");
   }
   if (in->update_cc)
      sb_printf(sb, ".CC%u", in->cc_update_index);
   sb_printf(sb, "%s%s%s%s", in->saturate ? ".SAT" : "",
             in->saturate_signed ? ".SSAT" : "",
             in->no_type_check ? ".NTC" : "", mul[in->mul_mode & 3]);
}

static void
dump_instr(struct strbuf *sb, const struct nvp_program *prog, unsigned i)
{
   const struct nvp_instr *in = &prog->instrs[i];
   const struct nvp_opcode_info *info = nvp_opcode_info(in->op);
   const struct nvp_sig_info *sig = nvp_sig_info(info->sig);
   unsigned s = 0;
   char reg[48];

   for (unsigned k = 0; k < prog->num_labels; k++) {
      if (prog->labels[k].instr != i)
         continue;
      if (prog->labels[k].subroutine_num >= 0)
         sb_printf(sb, "   %s SUBROUTINENUM(%d):\n", prog->labels[k].name,
                   prog->labels[k].subroutine_num);
      else
         sb_printf(sb, "   %s:\n", prog->labels[k].name);
   }
   sb_printf(sb, "%3u: %s", i, info->name);
   dump_modifiers(sb, in);
   for (unsigned o = 0; o < sig->num_operands; o++) {
      sb_printf(sb, o ? ", " : " ");
      switch (sig->operands[o]) {
      case NVP_OPERAND_MASKED_DST:
         if (in->dst.relative && (in->dst.file == NVP_FILE_TEMP ||
                                  in->dst.file == NVP_FILE_TEMP_H))
            temp_member_name(in->dst.file, in->dst.array_base,
                             in->dst.array_size, in->dst.addr_file,
                             in->dst.addr_index, in->dst.addr_comp,
                             in->dst.index - in->dst.array_base, reg,
                             sizeof(reg));
         else
            reg_name(in->dst.file, in->dst.index, reg, sizeof(reg));
         if (in->dst.relative && in->dst.file == NVP_FILE_OUTPUT)
            array_member_name(reg, in->dst.addr_file, in->dst.addr_index,
                              in->dst.addr_comp, in->dst.array_offset,
                              in->dst.array_size, sizeof(reg));
         sb_printf(sb, "%s.", reg);
         for (unsigned c = 0; c < 4; c++) {
            if (in->dst.write_mask & (1u << c))
               sb_printf(sb, "%c", components[c]);
         }
         dump_cond(sb, &in->cc, true);
         break;
      case NVP_OPERAND_LABEL:
         sb_printf(sb, "%s", in->label >= 0 &&
                   (unsigned)in->label < prog->num_labels ?
                   prog->labels[in->label].name : "?");
         break;
      case NVP_OPERAND_TEX_TARGET:
         if (in->tex_extra) {
            dump_src(sb, &in->src[nvp_opcode_info(in->op)->num_src]);
            sb_printf(sb, ", ");
         }
         sb_printf(sb, "texture[%u]", in->tex_unit);
         /* a TEXTURE array member picked at run time: [R<i>.<c>+k](n) */
         if (in->tex_array_size) {
            sb_printf(sb, "[R%u.%c%+d](%u)", in->tex_index.addr_index,
                      components[in->tex_index.addr_comp & 3],
                      in->tex_index.index, in->tex_array_size);
         }
         if (in->tex_component)
            sb_printf(sb, ".%c", "xyzw"[in->tex_component & 3]);
         sb_printf(sb, ", %s",
                   (unsigned)in->tex_target < NVP_TEX_GP4_TARGET_COUNT ?
                   nvp_tex_target_names[in->tex_target] : "?");
         if (in->has_tex_offset)
            sb_printf(sb, ", (%d,%d,%d)", in->tex_offset[0],
                      in->tex_offset[1], in->tex_offset[2]);
         if (in->tex_offset_reg) {
            sb_printf(sb, ", offset(");
            dump_src(sb, &in->src[nvp_instr_num_src(in) - 1]);
            sb_printf(sb, ")");
         }
         break;
      case NVP_OPERAND_IMAGE:
         /* image[n], or an IMAGE array member picked at run time:
          * image[n][R<i>.<c>+k](size) */
         sb_printf(sb, "image[%u]", in->tex_unit);
         if (in->tex_array_size) {
            sb_printf(sb, "[R%u.%c%+d](%u)", in->tex_index.addr_index,
                      components[in->tex_index.addr_comp & 3],
                      in->tex_index.index, in->tex_array_size);
         }
         break;
      case NVP_OPERAND_IMAGE_TARGET:
         sb_printf(sb, "%s", nvp_image_target_name(in->image_target));
         break;
      case NVP_OPERAND_CC_TEST:
         dump_cond(sb, &in->cc, false);
         break;
      case NVP_OPERAND_CC_MASK:
         if (in->cc.cond != NVP_COND_NONE)
            dump_cond(sb, &in->cc, false);
         else
            dump_src(sb, &in->src[0]);
         break;
      case NVP_OPERAND_SUBROUTINE:
         /* sub<n>, sub<n>[k] or sub<n>[R<i>.<c>+k] */
         sb_printf(sb, "sub%d", in->target);
         if (in->target >= 0 &&
             (unsigned)in->target < prog->num_subroutine_vars &&
             prog->subroutine_vars[in->target].array) {
            if (in->call_member.relative)
               sb_printf(sb, "[R%u.%c%+d]", in->call_member.addr_index,
                         components[in->call_member.addr_comp & 3],
                         in->call_member.index);
            else
               sb_printf(sb, "[%d]", in->call_member.index);
         }
         break;
      case NVP_OPERAND_LOOP_SRC:
         if (in->src[0].file != NVP_FILE_NONE)
            dump_src(sb, &in->src[0]);
         else
            sb_printf(sb, "(no count)");
         s++;
         break;
      case NVP_OPERAND_EXT_SWIZZLE_SRC: {
         static const char sel[] = "xyzw01";
         const struct nvp_src *e = &in->src[s++];
         reg_name(e->file, e->index, reg, sizeof(reg));
         sb_printf(sb, "%s", reg);
         for (unsigned c = 0; c < 4; c++) {
            sb_printf(sb, ",%s%c", (e->negate_comps >> c) & 1 ? "-" : "",
                      sel[e->swizzle[c] < 6 ? e->swizzle[c] : 0]);
         }
         break;
      }
      default:
         dump_src(sb, &in->src[s++]);
         break;
      }
   }
   if (sig->condition)
      dump_cond(sb, &in->cc, true);
   if (in->target >= 0 && in->op != NVP_OP_CALI)
      sb_printf(sb, " -> %d", in->target);
   sb_printf(sb, "\n");
}

/* The fewest significant digits that give d back. */
static int
double_digits(double d)
{
   char text[40];

   for (int n = 1; n < 17; n++) {
      snprintf(text, sizeof(text), "%.*g", n, d);
      if (strtod(text, NULL) == d)
         return n;
   }
   return 17;
}

static void
dump_mask(struct strbuf *sb, const char *name, uint32_t bits)
{
   if (!bits)
      return;
   sb_printf(sb, "# %s:", name);
   for (unsigned i = 0; i < 32; i++) {
      if (bits & (1u << i))
         sb_printf(sb, " %u", i);
   }
   sb_printf(sb, "\n");
}

char *
nvp_program_dump_gp4(const struct nvp_program *prog)
{
   struct strbuf sb = { NULL, 0, 0, false };

   sb_printf(&sb, "!!NV%s%s.0\n", prog->kind == NVP_KIND_GP4_VP ? "vp" :
             prog->kind == NVP_KIND_GP4_GP ? "gp" :
             prog->kind == NVP_KIND_GP5_TCP ? "tcp" :
             prog->kind == NVP_KIND_GP5_TEP ? "tep" :
             prog->kind == NVP_KIND_GP5_CP ? "cp" : "fp",
             prog->gp5 ? "5" : "4");
   if (prog->kind == NVP_KIND_GP5_CP) {
      sb_printf(&sb, "# group_size: %u %u %u, shared_memory: %u%s\n",
                prog->compute.group_size[0], prog->compute.group_size[1],
                prog->compute.group_size[2], prog->compute.shared_memory,
                prog->compute.has_shared ? "" : " (none)");
   }
   if (prog->kind == NVP_KIND_GP5_TCP)
      sb_printf(&sb, "# vertices_out: %u\n", prog->tess.vertices_out);
   if (prog->kind == NVP_KIND_GP5_TEP) {
      sb_printf(&sb, "# mode: 0x%x, spacing: 0x%x, order: %s%s\n",
                prog->tess.mode, prog->tess.spacing,
                prog->tess.cw ? "cw" : "ccw",
                prog->tess.point_mode ? ", point_mode" : "");
   }
   if (prog->kind == NVP_KIND_GP4_GP) {
      sb_printf(&sb, "# primitive_in: 0x%x, primitive_out: 0x%x, "
                "vertices_out: %u\n", prog->geometry.prim_in,
                prog->geometry.prim_out, prog->geometry.vertices_out);
      if (prog->gp5)
         sb_printf(&sb, "# invocations: %u\n",
                   prog->geometry.invocations);
      sb_printf(&sb, "# result_components: %u\n",
                prog->result_components);
   }
   sb_printf(&sb, "# instructions: %u\n", prog->num_instrs);
   sb_printf(&sb, "# temps: %u, params: %u, labels: %u, entry: %u\n",
             prog->num_temps, prog->num_params, prog->num_labels,
             prog->entry);
   /* only where there are some, so the older dumps stay as they were */
   for (unsigned k = 0; k < prog->num_temp_arrays; k++) {
      const struct nvp_temp_array *a = &prog->temp_arrays[k];
      sb_printf(&sb, "%s%s%u..%s%u", k ? ", " : "# temp arrays: ",
                a->half ? "H" : "R", a->base, a->half ? "H" : "R",
                a->base + a->size - 1);
   }
   if (prog->num_temp_arrays)
      sb_printf(&sb, "\n");
   if (prog->temps_long)
      dump_mask(&sb, "temps_long", (uint32_t)prog->temps_long);
   dump_mask(&sb, "attribs_read", prog->attribs_read);
   dump_mask(&sb, "sysvals_read", prog->sysvals_read);
   if (prog->images_used)
      dump_mask(&sb, "images_used", prog->images_used);
   dump_mask(&sb, "generics_read", prog->generics_read);
   dump_mask(&sb, "clips_read", prog->clips_read);
   dump_mask(&sb, "outputs_written", prog->kind == NVP_KIND_GP4_GP ?
             prog->outputs_written : 0);
   dump_mask(&sb, "generics_written", prog->geometry.generics_written);
   if (nvp_kind_is_tess(prog->kind)) {
      dump_mask(&sb, "patch_read", (uint32_t)prog->tess.patch_read);
      dump_mask(&sb, "patch_read_hi",
                (uint32_t)(prog->tess.patch_read >> 32));
      dump_mask(&sb, "patch_written", (uint32_t)prog->tess.patch_written);
      dump_mask(&sb, "patch_written_hi",
                (uint32_t)(prog->tess.patch_written >> 32));
      if (prog->tess.out_read)
         sb_printf(&sb, "# output patch read\n");
   }
   dump_mask(&sb, "attribs_int", prog->attribs_int);
   dump_mask(&sb, "attribs_long", prog->attribs_long);
   dump_mask(&sb, "attribs_uint", prog->attribs_uint);
   dump_mask(&sb, "attribs_flat", prog->attribs_flat);
   dump_mask(&sb, "attribs_centroid", prog->attribs_centroid);
   dump_mask(&sb, "attribs_noperspective", prog->attribs_noperspective);
   dump_mask(&sb, "attribs_sample", prog->attribs_sample);
   if (prog->early_fragment_tests)
      sb_printf(&sb, "# early_fragment_tests\n");
   /* subroutine types: their labels; variables: type and parameters */
   for (unsigned k = 0; k < prog->num_subroutine_types; k++) {
      const struct nvp_subroutine_type *t = &prog->subroutine_types[k];
      sb_printf(&sb, "# subroutine type %u %s:", k, t->name);
      for (unsigned l = 0; l < t->num_labels; l++)
         sb_printf(&sb, " %s", prog->labels[t->labels[l]].name);
      sb_printf(&sb, "\n");
   }
   for (unsigned k = 0; k < prog->num_subroutine_vars; k++) {
      const struct nvp_subroutine_var *v = &prog->subroutine_vars[k];
      sb_printf(&sb, "# sub%u: type %u, program.subroutine", k, v->type);
      for (unsigned m = 0; m < v->size; m++)
         sb_printf(&sb, "%s%u", m ? ", " : v->array ? " {" : "[",
                   v->params[m]);
      sb_printf(&sb, "%s\n", v->array ? "}" : "]");
   }
   for (unsigned k = 0; k < prog->num_params; k++) {
      const struct nvp_param *q = &prog->params[k];
      sb_printf(&sb, "# c[%u] = ", k);
      if (q->kind == NVP_PARAM_ENV || q->kind == NVP_PARAM_LOCAL) {
         sb_printf(&sb, "program.%s[%d]\n", q->kind == NVP_PARAM_ENV ?
                   "env" : "local", q->index);
      } else if (q->kind == NVP_PARAM_CONSTANT) {
         sb_printf(&sb, "{");
         for (unsigned c = 0; c < 4; c++) {
            /* NV_gpu_program5: what 64-bit instructions read where it
             * differs from the 32 bits (nvtgsi_gp5_64.c) */
            bool i64 = prog->gp5 &&
                       q->ivalue64[c] != (uint64_t)(int64_t)(int32_t)
                                         q->ivalue[c];
            bool f64 = prog->gp5 && q->dvalue[c] != (double)q->value[c];
            if ((q->int_mask & (1u << c)) && i64)
               sb_printf(&sb, "%s%llui64", c ? ", " : "",
                         (unsigned long long)q->ivalue64[c]);
            else if (q->int_mask & (1u << c))
               sb_printf(&sb, "%s%di", c ? ", " : "", (int)q->ivalue[c]);
            else if (f64)
               sb_printf(&sb, "%s%.*gd", c ? ", " : "",
                         double_digits(q->dvalue[c]), q->dvalue[c]);
            else
               sb_printf(&sb, "%s%g", c ? ", " : "", q->value[c]);
         }
         sb_printf(&sb, "}\n");
      } else {
         sb_printf(&sb, "state %u %u %u %u %u\n", q->state[0],
                   q->state[1], q->state[2], q->state[3], q->state[4]);
      }
   }
   for (unsigned i = 0; i < prog->num_instrs; i++)
      dump_instr(&sb, prog, i);
   for (unsigned k = 0; k < prog->num_labels; k++) {
      if (prog->labels[k].instr == prog->num_instrs)
         sb_printf(&sb, "   %s:\n", prog->labels[k].name);
   }
   sb_printf(&sb, "END\n");
   if (sb.oom) {
      free(sb.data);
      return NULL;
   }
   return sb.data;
}
