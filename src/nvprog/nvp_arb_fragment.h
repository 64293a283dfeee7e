/*
 * Between the files of the fragment stage of the ARB-style grammar
 * (nvp_arb_fragment.c, nvp_arb_fragment_flow.c); the core sees only
 * arb_fragment_stage (nvp_arb_stage.h).
 */
#ifndef NVP_ARB_FRAGMENT_H
#define NVP_ARB_FRAGMENT_H

#include "nvp_arb.h"

/* nvp_arb_fragment_flow.c: NV_fragment_program2's blocks, labels and
 * loop index, checked as the text is read (each error at its token). */
/* The pre-defined address register "A0" (a name of the program). */
bool arb_fp2_define_a0(struct arb_parser *p);
/* Instruction 'in' (opcode token t, not yet appended, operands not yet
 * read): opens, continues or closes a block, fills the targets. */
bool arb_fp2_flow(struct arb_parser *p, struct nvp_instr *in,
                  const struct arb_token *t);
/* A label definition at t: not inside a block. */
bool arb_fp2_check_label(struct arb_parser *p, const struct arb_token *t);
/* "END" at t: every block terminated. */
bool arb_fp2_check_end(struct arb_parser *p, const struct arb_token *t);
/* A read of A0.x at t: only inside LOOP/ENDLOOP. */
bool arb_fp2_check_a0(struct arb_parser *p, const struct arb_token *t);
/* After "fragment.texcoord[": <arrayMemRel>, "A0.x" [ "+" 0..9 ]. */
bool arb_fp2_parse_texcoord_rel(struct arb_parser *p, struct nvp_src *src);
/* prog->uses_flow, uses_branches and the relative reads' attributes. */
void arb_fp2_summarize(struct nvp_program *prog);

#endif
