/*
 * NV_gpu_program5's 64-bit components: "LONG" TEMP variables, which
 * hold a 64-bit value per component in version 5 programs, and the
 * load rules of PK64 and UP64, whose 64-bit side must be one, and of
 * CVT's operand.  The precision-specific modifiers (F64, S64, U64) and
 * CVT's storage and rounding modifiers are nvp_arb_gp4.c's.
 */
#include "nvp_arb_gp4.h"

/* "The "LONG" modifier is supported only for declarations of temporary
 * variables ("TEMP"), and attribute variables ("ATTRIB") in vertex
 * programs" (section 2.X.3.1); issue 6: it "can not be used for inputs
 * of any program type or outputs of any program type" but vertex
 * program inputs, which VertexAttribL* feeds. */
bool
arb_gp5_check_long_decl(struct arb_parser *p, const struct arb_token *size,
                        const struct arb_token *kw)
{
   if (!p->prog->gp5 || p->var_size != 2 || arb_is_word(p, kw, "TEMP") ||
       (arb_is_word(p, kw, "ATTRIB") && p->kind == NVP_KIND_GP4_VP))
      return true;
   return arb_fail_at(p, size, "LONG declares TEMP variables (and vertex "
                      "program ATTRIBs) only");
}

/* A LONG ATTRIB's binding: VertexAttribL* sets the generic attributes,
 * so vertex.attrib[n] only (nvprog's reading); its attribute is 64-bit
 * wherever the program reads it. */
bool
arb_gp5_note_long_attrib(struct arb_parser *p, const struct arb_token *name,
                         const struct nvp_src *a)
{
   if (!p->prog->gp5 || p->var_size != 2 || p->kind != NVP_KIND_GP4_VP)
      return true;
   if (a->file != NVP_FILE_ATTRIB || a->index < NVP_ATTRIB_GENERIC0 ||
       a->index >= NVP_ARB_NUM_ATTRIBS) {
      return arb_fail_at(p, name, "a LONG ATTRIB binds a generic "
                         "attribute, vertex.attrib[n] (VertexAttribL*)");
   }
   p->prog->attribs_long |= 1u << a->index;
   return true;
}

/* TEMP registers [first, first + n) were declared with the size
 * modifier of the declaration being read. */
void
arb_gp5_note_long(struct arb_parser *p, unsigned first, unsigned n)
{
   for (unsigned r = first; p->prog->gp5 && p->var_size == 2 &&
        r < first + n && r < 64; r++)
      p->prog->temps_long |= 1ull << r;
}

static bool
is_long_temp(const struct arb_parser *p, enum nvp_file file, int index)
{
   return file == NVP_FILE_TEMP && index >= 0 && index < 64 &&
          (p->prog->temps_long & (1ull << index));
}

/* PK64: "A program will fail to load if it contains a PK64 instruction
 * that writes its results to a variable not declared as "LONG"." */
bool
arb_gp5_check_long_dst(struct arb_parser *p, const struct arb_token *t,
                       const struct nvp_instr *in)
{
   if (in->op != NVP_OP_PK64 ||
       is_long_temp(p, in->dst.file, in->dst.index))
      return true;
   return arb_fail_at(p, t, "PK64 writes a LONG TEMP variable");
}

/* UP64: "A program will fail to load if it contains a UP64 instruction
 * whose operand is a variable not declared as "LONG"." */
bool
arb_gp5_check_long_src(struct arb_parser *p, const struct arb_token *t,
                       const struct nvp_src *src)
{
   if (p->gp4_op != NVP_OP_UP64 || is_long_temp(p, src->file, src->index))
      return true;
   return arb_fail_at(p, t, "UP64 reads a LONG TEMP variable");
}

/* CVT: "Negation and absolute value operators are not supported on the
 * source operand; a program using such operators will fail to compile."
 * A scalar literal operand is <constantScalar>, unsigned: the "-" of
 * "CVT.S32.F32 r, -2.5" is <instOperandBaseV>'s <operandNeg>, an
 * operator, and fails as NVIDIA's driver fails it; a signed constant is
 * written in a vector, "{-2.5}" (<signedConstantScalar>). */
bool
arb_gp5_check_cvt_operand(struct arb_parser *p, const struct nvp_src *src,
                          const struct arb_token *sign,
                          const struct arb_token *bar)
{
   if (p->gp4_op != NVP_OP_CVT)
      return true;
   if (src->absolute) {
      return arb_fail_at(p, bar, "CVT takes no absolute value on its "
                         "operand");
   }
   if (src->negate)
      return arb_fail_at(p, sign, "CVT takes no negation on its operand");
   return true;
}
