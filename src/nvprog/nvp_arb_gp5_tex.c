/*
 * NV_gpu_program5's texture additions to the gp4 texture operand
 * (section 2.X.4.4 and the TXG, TXGO and LOD instructions): the gathered
 * component's selector and the targets each new instruction takes.
 */
#include "nvp_arb_gp4.h"

bool
arb_gp4_tex_component(struct arb_parser *p, struct nvp_instr *in)
{
   static const char comps[] = "xyzw";
   const struct arb_token dot = *arb_peek(p);

   if (!arb_accept_punct(p, '.'))
      return true;
   /* "The component selected is identified by the <texImageUnitComp>
    * grammar rule ... by adding a scalar suffix (".x", ".y", ".z",
    * ".w") to the identified texture" */
   const struct arb_token c = *arb_peek(p);
   unsigned k = 4;
   if (c.kind == ARB_TOK_WORD && c.length == 1) {
      for (k = 0; k < 4 && comps[k] != p->text[c.offset]; k++)
         ;
   }
   if (k == 4)
      return arb_fail_at(p, &c, "expected a component (x, y, z or w)");
   /* "a program will fail to load if <texImageUnitComp> is matched for
    * any texture instruction other than TXG or TXGO" */
   if (in->op != NVP_OP_TXG && in->op != NVP_OP_TXGO) {
      return arb_fail_at(p, &dot, "only TXG and TXGO select a texture "
                         "component");
   }
   in->tex_component = (uint8_t)k;
   arb_next(p);
   return true;
}

/* TXG: "TXG only operates on 2D, SHADOW2D, CUBE, SHADOWCUBE, ARRAY2D,
 * SHADOWARRAY2D, ARRAYCUBE, SHADOWARRAYCUBE, RECT, and SHADOWRECT
 * texture targets"; TXGO: "TXGO only operates on 2D, SHADOW2D, ARRAY2D,
 * SHADOWARRAY2D, RECT, and SHADOWRECT texture targets". */
#define GATHER_2D ((1u << NVP_TEX_2D) | (1u << NVP_TEX_SHADOW2D) | \
                   (1u << NVP_TEX_ARRAY2D) | \
                   (1u << NVP_TEX_SHADOWARRAY2D) | \
                   (1u << NVP_TEX_RECT) | (1u << NVP_TEX_SHADOWRECT))
#define GATHER_CUBE ((1u << NVP_TEX_CUBE) | (1u << NVP_TEX_SHADOWCUBE) | \
                     (1u << NVP_TEX_ARRAYCUBE) | \
                     (1u << NVP_TEX_SHADOWARRAYCUBE))

static const struct {
   enum nvp_opcode op;
   uint32_t targets;
   const char *names;
} gather_targets[] = {
   { NVP_OP_TXG, GATHER_2D | GATHER_CUBE, "2D, SHADOW2D, CUBE, "
     "SHADOWCUBE, ARRAY2D, SHADOWARRAY2D, ARRAYCUBE, SHADOWARRAYCUBE, "
     "RECT or SHADOWRECT" },
   { NVP_OP_TXGO, GATHER_2D, "2D, SHADOW2D, ARRAY2D, SHADOWARRAY2D, RECT "
     "or SHADOWRECT" },
};

/*
 * The instructions that take a cube map array, and which of them need
 * the second operand (NV_gpu_program5's <TEXop_instruction> with two
 * <instOperandV>).  The spec set here has the targets and that grammar
 * but not what the second operand holds (nor the coordinate layout of
 * a cube map array); nvprog reads them as the programs yuzu writes do
 * and as TGSI's TEX2, TXB2 and TXL2 take them: the coordinate is (x, y,
 * z, layer); SHADOWARRAYCUBE's reference value is the second operand's
 * x; TXB's bias and TXL's LOD are its x on ARRAYCUBE and its y on
 * SHADOWARRAYCUBE.  TXP (no component left to divide by), TXD and TXF
 * (no cube maps) are refused on these targets.
 */
static const struct {
   enum nvp_opcode op;
   bool extra[2];       /* ARRAYCUBE, SHADOWARRAYCUBE */
   const char *holds[2];
} cube_array_ops[] = {
   { NVP_OP_TEX, { false, true }, { NULL, "the reference value in x" } },
   { NVP_OP_TXB, { true, true }, { "the bias in x",
                                   "the reference value in x, the bias "
                                   "in y" } },
   { NVP_OP_TXL, { true, true }, { "the LOD in x",
                                   "the reference value in x, the LOD "
                                   "in y" } },
   { NVP_OP_TXG, { false, true }, { NULL, "the reference value in x" } },
   { NVP_OP_TXQ, { false, false }, { NULL, NULL } },
   { NVP_OP_LOD, { false, false }, { NULL, NULL } },
};

static bool
cube_array_rules(struct arb_parser *p, const struct nvp_instr *in,
                 const struct arb_token *t)
{
   const char *name = nvp_opcode_info(in->op)->name;
   const char *target = nvp_tex_target_names[in->tex_target];
   unsigned shadow = in->tex_target == NVP_TEX_SHADOWARRAYCUBE;
   unsigned k = 0;

   while (k < sizeof(cube_array_ops) / sizeof(cube_array_ops[0]) &&
          cube_array_ops[k].op != in->op)
      k++;
   if (k == sizeof(cube_array_ops) / sizeof(cube_array_ops[0]))
      return arb_fail_at(p, t, "%s cannot use a %s target", name, target);
   if (cube_array_ops[k].extra[shadow] && !in->tex_extra) {
      return arb_fail_at(p, t, "%s on a %s target needs a second operand "
                         "(%s)", name, target,
                         cube_array_ops[k].holds[shadow]);
   }
   if (!cube_array_ops[k].extra[shadow] && in->tex_extra) {
      return arb_fail_at(p, &p->tex_extra_at, "%s on a %s target takes "
                         "no second operand", name, target);
   }
   return true;
}

bool
arb_gp5_tex_target_rules(struct arb_parser *p, const struct nvp_instr *in,
                         const struct arb_token *t)
{
   for (unsigned i = 0; i < sizeof(gather_targets) /
                            sizeof(gather_targets[0]); i++) {
      if (gather_targets[i].op == in->op &&
          !(gather_targets[i].targets & (1u << in->tex_target))) {
         return arb_fail_at(p, t, "%s takes a %s target, not %s",
                            nvp_opcode_info(in->op)->name,
                            gather_targets[i].names,
                            nvp_tex_target_names[in->tex_target]);
      }
   }
   if (nvp_tex_is_cube_array(in->tex_target))
      return cube_array_rules(p, in, t);
   /* the second operand exists for the cube map arrays only */
   if (in->tex_extra) {
      return arb_fail_at(p, &p->tex_extra_at, "%s on a %s target takes "
                         "no second operand", nvp_opcode_info(in->op)->name,
                         nvp_tex_target_names[in->tex_target]);
   }
   return true;
}

bool
arb_gp5_parse_offset_reg(struct arb_parser *p, struct nvp_instr *in,
                         unsigned comps)
{
   /* "Most texture instructions (TEX, TXB, TXF, TXG, TXL, TXP) support
    * both constant texel offsets as provided by NV_gpu_program4 and
    * programmable texel offsets.  TXD supports only constant offsets"
    * (issue 2); "A program will fail to load ... if a TXD or TXGO
    * instruction specifies a non-constant texel offset" */
   static const enum nvp_opcode takes[] = {
      NVP_OP_TEX, NVP_OP_TXB, NVP_OP_TXF, NVP_OP_TXG, NVP_OP_TXL,
      NVP_OP_TXP,
   };
   const struct arb_token at = *arb_peek(p);
   const char *name = nvp_opcode_info(in->op)->name;
   unsigned k = 0;

   while (k < sizeof(takes) / sizeof(takes[0]) && takes[k] != in->op)
      k++;
   if (k == sizeof(takes) / sizeof(takes[0]))
      return arb_fail_at(p, &at, "%s takes no offset() operand", name);
   /* "if any instruction specifies a non-constant texel offset ... and
    * the texture target is CUBE, SHADOWCUBE, ARRAYCUBE, or
    * SHADOWARRAYCUBE" */
   if (comps == 0) {
      return arb_fail_at(p, &at, "a %s texture takes no texel offset",
                         nvp_tex_target_names[in->tex_target]);
   }
   arb_next(p);
   if (!arb_expect_punct(p, '('))
      return false;
   /* the offsets are integers; "out-of-bounds or invalid component
    * values will not prevent program loading" */
   p->operand_type = NVP_TYPE_INT;
   if (!arb_parse_operand_v(p, &in->src[nvp_opcode_info(in->op)->num_src +
                                        (in->tex_extra ? 1 : 0)]))
      return false;
   in->tex_offset_reg = true;
   return arb_expect_punct(p, ')');
}
