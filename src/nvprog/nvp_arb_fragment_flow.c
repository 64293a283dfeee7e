/*
 * NV_fragment_program2's structure, checked as "!!ARBfp1.0" text with
 * OPTION NV_fragment_program2 is read (the fragment stage's hooks):
 * IF/ELSE/ENDIF, LOOP/ENDLOOP and REP/ENDREP blocks with their nesting
 * limits, BRK, labels outside blocks, the loop index A0.x, and the
 * in->target of every flow instruction as nvp_ir.h ("NV_fragment_program2
 * flow") defines it.
 *
 * Every error is at its token: a block terminated by the wrong
 * instruction at that instruction, an unterminated block at "END" (the
 * token where the text shows it unterminated; the message names the
 * block's line and column).
 */
#include <stdio.h>
#include <string.h>

#include "nvp_arb_fragment.h"

/* What closes the block an opcode opens, and the opener of a closer. */
struct flow_rule {
   enum nvp_opcode op, partner;
};

static const struct flow_rule closers[] = {
   { NVP_OP_ENDIF,   NVP_OP_IF },
   { NVP_OP_ENDLOOP, NVP_OP_LOOP },
   { NVP_OP_ENDREP,  NVP_OP_REP },
};

static const char *
op_name(enum nvp_opcode op)
{
   return nvp_opcode_info(op)->name;
}

static bool
is_loop(enum nvp_opcode op)
{
   return op == NVP_OP_LOOP || op == NVP_OP_REP;
}

static unsigned
count_open(const struct arb_parser *p, bool loops)
{
   unsigned n = 0;

   for (unsigned i = 0; i < p->num_blocks; i++) {
      if (is_loop(p->prog->instrs[p->blocks[i].open].op) == loops)
         n++;
   }
   return n;
}

bool
arb_fp2_define_a0(struct arb_parser *p)
{
   /* "This extension provides a pre-defined address register (A0) that
    * matches the <addrVarName> grammar rule" */
   const struct arb_symbol a0 = { .kind = ARB_SYM_ADDRESS, .index = 0 };

   return arb_predefine(p, "A0", &a0);
}

/* The instruction at 'open' as "IF (line 3, column 5)". */
static bool
fail_block(struct arb_parser *p, const struct arb_token *t,
           const char *what, unsigned open)
{
   const struct nvp_instr *o = &p->prog->instrs[open];

   return arb_fail_at(p, t, "%s the %s block of line %u, column %u", what,
                      op_name(o->op), o->line, o->column);
}

/* ENDIF, ENDLOOP, ENDREP: "each instruction block must be terminated
 * with the appropriate instruction (ENDIF for IF, ENDLOOP for LOOP,
 * ENDREP for REP)". */
/* NV_gpu_program4 REP without a count, at its ENDREP (the token where
 * the text shows the block complete): "a program that includes a
 * REP/ENDREP block with no loop count will fail to compile unless it
 * contains either a BRK instruction at the current nesting level or a
 * RET instruction at any nesting level."  A BRK inside an IF of the
 * block is at its level (it leaves this REP); one inside an inner REP
 * leaves that one.  A RET anywhere in the block counts. */
static bool
check_rep_exit(struct arb_parser *p, const struct arb_token *t,
               unsigned open, unsigned here)
{
   const struct nvp_program *prog = p->prog;
   unsigned loops = 0;

   if (!arb_has(p, ARB_GP4) ||
       prog->instrs[open].src[0].file != NVP_FILE_NONE)
      return true;
   for (unsigned i = open + 1; i < here; i++) {
      enum nvp_opcode op = prog->instrs[i].op;
      if (is_loop(op))
         loops++;
      else if (op == NVP_OP_ENDREP || op == NVP_OP_ENDLOOP)
         loops--;
      else if (op == NVP_OP_RET || (op == NVP_OP_BRK && !loops))
         return true;
   }
   return arb_fail_at(p, t, "the REP without a loop count of line %u, "
                      "column %u has no BRK at its level and no RET",
                      prog->instrs[open].line, prog->instrs[open].column);
}

static bool
close_block(struct arb_parser *p, struct nvp_instr *in,
            const struct arb_token *t, enum nvp_opcode opener)
{
   struct nvp_program *prog = p->prog;
   const unsigned here = prog->num_instrs;

   if (!p->num_blocks) {
      return arb_fail_at(p, t, "%s without %s", op_name(in->op),
                         op_name(opener));
   }
   const unsigned open = p->blocks[p->num_blocks - 1].open;
   const unsigned last = p->blocks[p->num_blocks - 1].last;
   if (prog->instrs[open].op != opener) {
      /* "A fragment program will fail to load if any instruction block
       * is terminated by an incorrect instruction" */
      char what[32];
      snprintf(what, sizeof(what), "%s cannot terminate", op_name(in->op));
      return fail_block(p, t, what, open);
   }
   if (opener == NVP_OP_REP && !check_rep_exit(p, t, open, here))
      return false;
   p->num_blocks--;
   /* IF: the ELSE, or the ENDIF when it has none; ELSE: the ENDIF. */
   prog->instrs[last].target = (int)here;
   in->target = (int)open;
   if (!is_loop(opener))
      return true;
   prog->instrs[open].target = (int)here;
   /* BRK: the END of the innermost loop around it; inner loops' BRKs
    * have theirs already. */
   for (unsigned i = open + 1; i < here; i++) {
      if ((prog->instrs[i].op == NVP_OP_BRK ||
           prog->instrs[i].op == NVP_OP_CONT) &&
          prog->instrs[i].target < 0)
         prog->instrs[i].target = (int)here;
   }
   return true;
}

static bool
open_block(struct arb_parser *p, const struct arb_token *t, bool loop)
{
   const unsigned here = p->prog->num_instrs;

   if (loop && count_open(p, true) >= NVP_FP2_LOOP_DEPTH) {
      /* "a fragment program will fail to load if a LOOP or REP
       * instruction is nested inside MAX_PROGRAM_LOOP_DEPTH_NV or more
       * LOOP/ENDLOOP or REP/ENDREP blocks" */
      return arb_fail_at(p, t, "%.*s nested inside %u loop blocks "
                         "(MAX_PROGRAM_LOOP_DEPTH_NV)", (int)t->length,
                         p->text + t->offset, NVP_FP2_LOOP_DEPTH);
   }
   if (!loop && count_open(p, false) >= NVP_FP2_IF_DEPTH) {
      /* "a fragment program will fail to load if an IF instruction is
       * nested inside MAX_PROGRAM_IF_DEPTH_NV or more IF/ELSE/ENDIF
       * blocks" */
      return arb_fail_at(p, t, "IF nested inside %u IF blocks "
                         "(MAX_PROGRAM_IF_DEPTH_NV)", NVP_FP2_IF_DEPTH);
   }
   p->blocks[p->num_blocks].open = here;
   p->blocks[p->num_blocks].last = here;
   p->num_blocks++;
   return true;
}

static bool
else_block(struct arb_parser *p, const struct arb_token *t)
{
   struct nvp_program *prog = p->prog;

   if (!p->num_blocks)
      return arb_fail_at(p, t, "ELSE without IF");
   unsigned open = p->blocks[p->num_blocks - 1].open;
   unsigned last = p->blocks[p->num_blocks - 1].last;
   if (prog->instrs[open].op != NVP_OP_IF) {
      /* "if a LOOP instruction is found between an IF and ELSE
       * instruction, the ENDLOOP must also be present between the IF
       * and ELSE" */
      return fail_block(p, t, "ELSE inside", open);
   }
   if (last != open)
      return fail_block(p, t, "second ELSE in", open);
   prog->instrs[open].target = (int)prog->num_instrs;
   p->blocks[p->num_blocks - 1].last = prog->num_instrs;
   return true;
}

bool
arb_fp2_flow(struct arb_parser *p, struct nvp_instr *in,
             const struct arb_token *t)
{
   switch (in->op) {
   case NVP_OP_IF:
      return open_block(p, t, false);
   case NVP_OP_LOOP:
   case NVP_OP_REP:
      return open_block(p, t, true);
   case NVP_OP_ELSE:
      return else_block(p, t);
   case NVP_OP_BRK:
      /* "A fragment program will fail to load if it contains a BRK
       * instruction that is not nested inside a LOOP/ENDLOOP or
       * REP/ENDREP block."  A subroutine's body is outside the loops of
       * its callers: "The scope is determined statically at compile
       * time." */
      if (!count_open(p, true))
         return arb_fail_at(p, t, "BRK outside a LOOP or REP block");
      return true;
   case NVP_OP_CONT:
      /* NV_gpu_program4: "A program will fail to load if it includes a
       * CONT or BRK instruction that is not contained inside a
       * REP/ENDREP block." */
      if (!count_open(p, true))
         return arb_fail_at(p, t, "CONT outside a REP block");
      return true;
   default:
      break;
   }
   for (unsigned i = 0; i < sizeof(closers) / sizeof(closers[0]); i++) {
      if (closers[i].op == in->op)
         return close_block(p, in, t, closers[i].partner);
   }
   return true;
}

bool
arb_fp2_check_label(struct arb_parser *p, const struct arb_token *t)
{
   /* "A fragment program will fail to load if it contains an
    * instruction label inside an instruction block." */
   if (p->num_blocks) {
      return fail_block(p, t, "label inside",
                        p->blocks[p->num_blocks - 1].open);
   }
   return true;
}

bool
arb_fp2_check_end(struct arb_parser *p, const struct arb_token *t)
{
   /* "each instruction block must be terminated": the innermost block
    * still open at END is reported, at END. */
   if (p->num_blocks) {
      return fail_block(p, t, "END before the end of",
                        p->blocks[p->num_blocks - 1].open);
   }
   return true;
}

bool
arb_fp2_check_a0(struct arb_parser *p, const struct arb_token *t)
{
   /* 3.11.3.Y: "A0.x ... is available inside LOOP/ENDLOOP blocks.  A
    * fragment program that accesses A0.x outside a LOOP/ENDLOOP block
    * will fail to load."  A REP block has no loop index; inside a LOOP
    * the innermost LOOP's index is read. */
   for (unsigned i = 0; i < p->num_blocks; i++) {
      if (p->prog->instrs[p->blocks[i].open].op == NVP_OP_LOOP)
         return true;
   }
   return arb_fail_at(p, t, "A0.x read outside a LOOP/ENDLOOP block");
}

bool
arb_fp2_parse_texcoord_rel(struct arb_parser *p, struct nvp_src *src)
{
   const struct arb_token t = *arb_peek(p);
   const struct arb_symbol *sym = arb_lookup(p, &t);
   uint32_t n = 0;

   /* "<arrayMemRel> ::= <addrUseS> <arrayMemRelOffset>", "<addrUseS>
    * ::= <addrVarName> <scalarAddrSuffix>", "<addrComponent> ::= "x"" */
   if (!sym || sym->kind != ARB_SYM_ADDRESS)
      return arb_fail_expected(p, "a texture coordinate set or A0.x");
   arb_next(p);
   if (!arb_expect_punct(p, '.'))
      return false;
   if (!arb_accept_word(p, "x"))
      return arb_fail_expected(p, "'x' (the loop index is A0.x)");
   /* "<arrayMemRelOffset> ::= (empty) | "+" <addrRegPosOffset>",
    * "<addrRegPosOffset> ::= <integer> from 0 to 9" */
   if (arb_accept_punct(p, '+') &&
       !arb_expect_int(p, 9, "an address offset", &n))
      return false;
   p->rel_tok = t;
   src->relative = true;
   src->index = NVP_FRAG_TEX0 + (int)n;
   src->addr_index = 0;
   src->addr_comp = 0;
   return true;
}

void
arb_fp2_summarize(struct nvp_program *prog)
{
   for (unsigned i = 0; i < prog->num_instrs; i++) {
      const struct nvp_instr *in = &prog->instrs[i];
      const struct nvp_opcode_info *info = nvp_opcode_info(in->op);

      if (info->fp_flags & NVP_FP_FLOW)
         prog->uses_flow = true;
      if (in->op == NVP_OP_CAL || in->op == NVP_OP_RET)
         prog->uses_branches = true;
      /* fragment.texcoord[A0.x+n] may read any set */
      for (unsigned s = 0; s < info->num_src; s++) {
         if (in->src[s].file == NVP_FILE_FRAG_ATTRIB &&
             in->src[s].relative) {
            prog->attribs_read |= ((1u << NVP_FP_NUM_TEXCOORDS) - 1) <<
                                  NVP_FRAG_TEX0;
         }
      }
   }
}
