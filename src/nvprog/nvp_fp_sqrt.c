/*
 * RCP of an RSQ as one square root (nvp_instr::sqrt_slot).
 *
 * NVIDIA's compiler writes sqrt(), length() and distance() as
 * "RSQR R0.x, R0.x; RCPR R0.x, R0.x;" (cgc's fp30 and fp40 profiles;
 * 52 times in the fp40 build of tests/cg's xbrz_like_scaler).  On
 * llvmpipe each of the two is a division (gallivm's rsqrt is 1/sqrt(x)),
 * where GLSL's sqrt() is one square root.  sqrt(x) is what the pair
 * computes within the spec's accuracy: "The approximation function is
 * accurate to at least 22 bits" for each of ApproxRSQ and
 * ApproxReciprocal (NV_fragment_program 3.11.5.22 and .24), and the
 * correctly rounded square root lies within one fp32 step of
 * 1/fl(1/sqrt(x)); so do the special values: -0.0 -> -INF -> -0.0,
 * +0.0 -> +INF -> +0.0, +INF -> 0 -> +INF, x < 0 -> NaN.
 *
 * An RCP is marked when its operand is a register component that an
 * RSQ wrote last, in the same straight code (no flow instruction or
 * label between them), both at fp32 (exec_precision R, the RSQ stored
 * in fp32: no _SAT, no _SSAT, no condition mask).  The RSQ is still
 * computed (its register may be read elsewhere); it also keeps the
 * square root of its operand in its slot, which the RCP reads through
 * its own sign operations.  The interpreter (nvp_exec_fp.c) and the
 * emitter (nvtgsi_fp.c) both read the marks, so they agree bit for bit.
 */
#include <stdlib.h>
#include <string.h>

#include "nvp_opcodes.h"
#include "nvp_priv.h"

/* A register component's last writer in the current straight code:
 * instruction index + 1, 0 none. */
struct sqrt_scan {
   uint32_t r[NVP_FP_NUM_TEMPS_R][4];
   uint32_t h[NVP_FP_NUM_TEMPS_H][4];
};

static uint32_t *
writer(struct sqrt_scan *s, enum nvp_file file, int index)
{
   if (file == NVP_FILE_TEMP && index >= 0 && index < NVP_FP_NUM_TEMPS_R)
      return s->r[index];
   if (file == NVP_FILE_TEMP_H && index >= 0 &&
       index < NVP_FP_NUM_TEMPS_H)
      return s->h[index];
   return NULL;
}

static bool
unconditional_fp32(const struct nvp_program *prog,
                   const struct nvp_instr *in)
{
   return in->exec_precision == NVP_PREC_R && !in->saturate &&
          !in->saturate_signed &&
          (in->cc.cond == NVP_COND_NONE || in->cc.cond == NVP_COND_TR) &&
          (in->dst.file == NVP_FILE_TEMP ||
           (in->dst.file == NVP_FILE_TEMP_H &&
            nvp_fp_precision_is_minimum(prog->kind)));
}

void
nvp_fp_mark_sqrt(struct nvp_program *prog)
{
   struct sqrt_scan *s = calloc(1, sizeof(*s));
   bool *label_at = calloc(prog->num_instrs + 1, sizeof(bool));
   unsigned slots = 0;

   if (!s || !label_at) {
      /* no marks: every RCP and RSQ computed as written */
      free(s);
      free(label_at);
      return;
   }
   for (unsigned l = 0; l < prog->num_labels; l++) {
      if (prog->labels[l].instr <= prog->num_instrs)
         label_at[prog->labels[l].instr] = true;
   }
   for (unsigned i = 0; i < prog->num_instrs; i++) {
      struct nvp_instr *in = &prog->instrs[i];
      const struct nvp_opcode_info *info = nvp_opcode_info(in->op);

      /* a new straight piece of code at a label and after flow */
      if (label_at[i] || (info->fp_flags & NVP_FP_FLOW))
         memset(s, 0, sizeof(*s));
      if (in->op == NVP_OP_RCP && in->exec_precision == NVP_PREC_R &&
          !in->src[0].relative) {
         uint32_t *w = writer(s, in->src[0].file, in->src[0].index);
         unsigned c = in->src[0].swizzle[0];
         uint32_t j = w && c < 4 ? w[c] : 0;
         struct nvp_instr *rsq = j ? &prog->instrs[j - 1] : NULL;

         if (rsq && rsq->op == NVP_OP_RSQ &&
             unconditional_fp32(prog, rsq)) {
            if (!rsq->sqrt_slot && slots < NVP_FP_SQRT_SLOTS)
               rsq->sqrt_slot = (uint8_t)++slots;
            in->sqrt_slot = rsq->sqrt_slot;
         }
      }
      uint32_t *w = writer(s, in->dst.file, in->dst.index);
      for (unsigned c = 0; w && c < 4; c++) {
         if (in->dst.write_mask & (1u << c))
            w[c] = i + 1;
      }
   }
   free(s);
   free(label_at);
}
