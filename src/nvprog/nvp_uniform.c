/*
 * Which "!!VP2.0" programs take one path for every vertex, and which
 * fragment programs execute the same instructions for every fragment.
 *
 * A branch (BRA, CAL, RET) is taken when its condition tests true on the
 * condition code (NV_vertex_program2 2.14.2.3).  If nothing a vertex
 * attribute reaches can flow into the condition code, every vertex of a
 * draw takes the same branches, decided by the program parameters alone;
 * the state tracker then runs the program once on the CPU to learn the
 * path and hands the pipeline that path as straight code
 * (nvst_vp2_trace.c): no loop, no per-vertex branch, and the relative
 * reads of a loop counter become reads whose index every vertex shares.
 *
 * The analysis is flow-insensitive and per register: R0..R15, A0, A1
 * and the condition code are "varying" once any instruction that writes
 * them reads a varying value -- an attribute, a varying register, c[]
 * through a varying address register, or a varying condition code in
 * its write mask (a conditional write) -- iterated until nothing
 * changes.  Taking every instruction, reachable or not, and every write
 * as possibly reaching every read only makes more registers varying;
 * under the result no branch depends on a vertex, so the control flow
 * is uniform and the per-register facts hold on every path.
 */
#include <stdbool.h>
#include <string.h>

#include "nvp.h"
#include "nvp_opcodes.h"

enum { NUM_GROUPS = NVP_MAX_NUM_TEMPS + NVP_VP2_NUM_ADDRS + 1 };

/* The group of a register: R0.., then A0, A1, then the condition code;
 * -1 for files that are not registers here. */
static int
group(enum nvp_file file, int index)
{
   switch (file) {
   case NVP_FILE_TEMP:
      return index >= 0 && index < NVP_MAX_NUM_TEMPS ? index : -1;
   case NVP_FILE_ADDRESS:
      return index >= 0 && index < NVP_VP2_NUM_ADDRS ?
             NVP_MAX_NUM_TEMPS + index : -1;
   default:
      return -1;
   }
}

#define CC_GROUP (NUM_GROUPS - 1)

/* A condition that reads the condition code ("TR" and "FL" do not). */
static bool
tests_cc(const struct nvp_cond_test *t)
{
   return t->cond != NVP_COND_NONE && t->cond != NVP_COND_TR &&
          t->cond != NVP_COND_FL;
}

static bool
src_varying(const struct nvp_src *s, const bool *varying)
{
   int g;

   if (s->file == NVP_FILE_ATTRIB)
      return true;
   if (s->file == NVP_FILE_PARAM)
      return s->relative &&
             varying[group(NVP_FILE_ADDRESS, s->addr_index)];
   g = group(s->file, s->index);
   return g >= 0 && varying[g];
}

static bool
is_flow(const struct nvp_instr *in)
{
   enum nvp_sig sig = nvp_opcode_info(in->op)->sig;

   return sig == NVP_SIG_BRANCH || sig == NVP_SIG_RET;
}

/* Marks group g varying; true if it was not. */
static bool
mark(bool *varying, int g)
{
   if (g < 0 || varying[g])
      return false;
   varying[g] = true;
   return true;
}

bool
nvp_vp2_uniform_flow(const struct nvp_program *prog, unsigned *varying_addrs)
{
   bool varying[NUM_GROUPS] = { false };
   bool changed = true;

   if (varying_addrs)
      *varying_addrs = ~0u;
   if (!prog || prog->kind != NVP_KIND_VP20)
      return false;
   while (changed) {
      changed = false;
      for (unsigned i = 0; i < prog->num_instrs; i++) {
         const struct nvp_instr *in = &prog->instrs[i];
         unsigned num_src = nvp_opcode_info(in->op)->num_src;
         bool v = tests_cc(&in->cc) && varying[CC_GROUP];

         if (is_flow(in))
            continue;
         for (unsigned k = 0; k < num_src && !v; k++)
            v = src_varying(&in->src[k], varying);
         if (!v)
            continue;
         changed |= mark(varying, group(in->dst.file, in->dst.index));
         if (in->update_cc)
            changed |= mark(varying, CC_GROUP);
      }
   }
   for (unsigned i = 0; i < prog->num_instrs; i++) {
      const struct nvp_instr *in = &prog->instrs[i];

      if (is_flow(in) && tests_cc(&in->cc) && varying[CC_GROUP])
         return false;
   }
   if (varying_addrs) {
      *varying_addrs = 0;
      for (int a = 0; a < NVP_VP2_NUM_ADDRS; a++) {
         if (varying[group(NVP_FILE_ADDRESS, a)])
            *varying_addrs |= 1u << a;
      }
   }
   return true;
}

/*
 * The same for NV_fragment_program2 flow (IF, BRK, CAL, RET, REP/LOOP
 * counts) and KIL, which decide how many instructions a fragment
 * executes.  Varying: fragment attributes, texels and derivatives
 * (every texture instruction and DDX/DDY), state.* parameters (GL state
 * that no draw-time check reads), and what they reach through R, H and
 * the condition code.  Per component and flow-sensitively (a write in
 * straight code replaces what the register held), since cgc keeps a loop
 * counter in R0.y beside texture coordinates in R0.x and reuses R0.y
 * for something else after the loop.
 * Local, environment and named parameters and literals are the same for
 * every fragment.
 */
enum {
   FP_H = NVP_FP_NUM_TEMPS_R,
   FP_CC = FP_H + NVP_FP_NUM_TEMPS_H,
   FP_GROUPS,
};

static int
fp_group(enum nvp_file file, int index)
{
   if (file == NVP_FILE_TEMP && index >= 0 && index < NVP_FP_NUM_TEMPS_R)
      return index;
   if (file == NVP_FILE_TEMP_H && index >= 0 && index < NVP_FP_NUM_TEMPS_H)
      return FP_H + index;
   return -1;
}

/* Whether component c of operand s, after its swizzle, may vary. */
static bool
fp_src_varying(const struct nvp_program *prog, const struct nvp_src *s,
               unsigned c, const uint8_t *varying)
{
   int g;

   switch (s->file) {
   case NVP_FILE_NONE:
   case NVP_FILE_LOCAL:
   case NVP_FILE_NAMED:
   case NVP_FILE_CONST:
      return false;
   case NVP_FILE_PARAM:
      return s->relative || s->index < 0 ||
             (unsigned)s->index >= prog->num_params ||
             prog->params[s->index].kind == NVP_PARAM_STATE;
   case NVP_FILE_TEMP:
   case NVP_FILE_TEMP_H:
      g = fp_group(s->file, s->index);
      return g < 0 || s->swizzle[c] > 3 ||
             (varying[g] & (1u << s->swizzle[c]));
   default:
      return true;
   }
}

/* Whether result component c of 'in' may vary (its operands, and the
 * condition code component a conditional write tests): the scalar
 * opcodes (SIN, RCP, POW, ...) read component 0 for every result
 * component, the componentwise ones component c, the others (DP3, LIT,
 * TEX, PK*, ...) any. */
static bool
fp_result_varying(const struct nvp_program *prog, const struct nvp_instr *in,
                  unsigned c, const uint8_t *varying)
{
   const struct nvp_opcode_info *info = nvp_opcode_info(in->op);
   enum nvp_sig sig = info->sig;
   bool scalar = sig == NVP_SIG_SCALAR || sig == NVP_SIG_BINSC;

   if (tests_cc(&in->cc) && (in->cc.swizzle[c] > 3 ||
                             (varying[FP_CC] & (1u << in->cc.swizzle[c]))))
      return true;
   if ((info->fp_flags & NVP_FP_TEXTURE) || in->op == NVP_OP_DDX ||
       in->op == NVP_OP_DDY)
      return true;
   for (unsigned k = 0; k < info->num_src; k++) {
      const struct nvp_src *s = &in->src[k];

      if (nvp_opcode_componentwise(in->op) || scalar) {
         if (fp_src_varying(prog, s, scalar ? 0 : c, varying))
            return true;
         continue;
      }
      for (unsigned r = 0; r < 4; r++) {
         if (fp_src_varying(prog, s, r, varying))
            return true;
      }
   }
   return false;
}

/* Whether a condition test reads a condition code component that may
 * vary. */
static bool
fp_cc_varying(const struct nvp_cond_test *t, const uint8_t *varying)
{
   if (!tests_cc(t))
      return false;
   for (unsigned c = 0; c < 4; c++) {
      if (t->swizzle[c] > 3 || (varying[FP_CC] & (1u << t->swizzle[c])))
         return true;
   }
   return false;
}

/* An instruction that writes: its components that may vary replace
 * what the destination held, except under a condition or in 'merge'
 * code (an IF or ELSE side), where the old value may stay. */
static void
fp_transfer(const struct nvp_program *prog, const struct nvp_instr *in,
            uint8_t *varying, bool merge)
{
   unsigned v = 0, wm = in->dst.write_mask & 0xf;
   int g = fp_group(in->dst.file, in->dst.index);

   for (unsigned c = 0; c < 4; c++) {
      if ((wm & (1u << c)) && fp_result_varying(prog, in, c, varying))
         v |= 1u << c;
   }
   bool keep = merge || tests_cc(&in->cc);
   if (g >= 0)
      varying[g] = (uint8_t)((keep ? varying[g] : varying[g] & ~wm) | v);
   if (in->update_cc)
      varying[FP_CC] = (uint8_t)((keep ? varying[FP_CC] :
                                  varying[FP_CC] & ~wm) | v);
}

static void
fp_join(uint8_t *a, const uint8_t *b)
{
   for (unsigned g = 0; g < FP_GROUPS; g++)
      a[g] |= b[g];
}

/*
 * The block from *i to its ELSE, ENDIF, ENDLOOP or ENDREP (left at it)
 * or the program's end, flow-sensitively: a write replaces what it
 * overwrites in straight code.  'merge': inside an IF or ELSE side.
 * 'brk': the states at the BRKs of the innermost loop are joined in.
 * false when a decision may vary or the program has CAL or RET (not
 * followed).
 */
static bool
fp_block(const struct nvp_program *prog, unsigned *i, uint8_t *varying,
         bool merge, uint8_t *brk, unsigned depth)
{
   if (depth > NVP_FP2_IF_DEPTH + NVP_FP2_LOOP_DEPTH + 1)
      return false;
   while (*i < prog->num_instrs) {
      const struct nvp_instr *in = &prog->instrs[*i];
      const struct nvp_opcode_info *info = nvp_opcode_info(in->op);

      switch (in->op) {
      case NVP_OP_ELSE:
      case NVP_OP_ENDIF:
      case NVP_OP_ENDLOOP:
      case NVP_OP_ENDREP:
         return true;
      case NVP_OP_IF: {
         uint8_t a[FP_GROUPS], b[FP_GROUPS];
         if (fp_cc_varying(&in->cc, varying))
            return false;
         memcpy(a, varying, sizeof(a));
         memcpy(b, varying, sizeof(b));
         ++*i;
         if (!fp_block(prog, i, a, true, brk, depth + 1))
            return false;
         if (*i < prog->num_instrs &&
             prog->instrs[*i].op == NVP_OP_ELSE) {
            ++*i;
            if (!fp_block(prog, i, b, true, brk, depth + 1))
               return false;
         }
         if (*i >= prog->num_instrs ||
             prog->instrs[*i].op != NVP_OP_ENDIF)
            return false;
         fp_join(a, b);
         memcpy(varying, a, sizeof(a));
         ++*i;
         break;
      }
      case NVP_OP_LOOP:
      case NVP_OP_REP: {
         uint8_t head[FP_GROUPS], exits[FP_GROUPS], s[FP_GROUPS];
         unsigned body = *i + 1, end = body;
         for (unsigned c = 0; c < 4; c++) {
            if (fp_src_varying(prog, &in->src[0], c, varying))
               return false;
         }
         memcpy(head, varying, sizeof(head));
         memset(exits, 0, sizeof(exits));
         /* the head: the entry joined with each trip's end, until it
          * stays (the masks only grow) */
         for (;;) {
            memcpy(s, head, sizeof(s));
            end = body;
            if (!fp_block(prog, &end, s, merge, exits, depth + 1) ||
                end >= prog->num_instrs)
               return false;
            fp_join(s, head);
            if (!memcmp(s, head, sizeof(s)))
               break;
            memcpy(head, s, sizeof(head));
         }
         /* left at the top (the count) or by a BRK */
         fp_join(head, exits);
         memcpy(varying, head, sizeof(head));
         *i = end + 1;
         break;
      }
      case NVP_OP_BRK:
         if (fp_cc_varying(&in->cc, varying) || !brk)
            return false;
         fp_join(brk, varying);
         ++*i;
         break;
      case NVP_OP_CAL:
      case NVP_OP_RET:
         return false;
      case NVP_OP_KIL:
         /* the ARB form's operand is src[0], which the opcode table
          * (FP1.0's KIL, a condition only) does not count */
         if (fp_cc_varying(&in->cc, varying))
            return false;
         for (unsigned c = 0; c < 4; c++) {
            if (fp_src_varying(prog, &in->src[0], c, varying))
               return false;
         }
         ++*i;
         break;
      default:
         if (info->fp_flags & NVP_FP_FLOW)
            return false;
         fp_transfer(prog, in, varying, merge);
         ++*i;
         break;
      }
   }
   return true;
}

bool
nvp_fp_uniform_flow(const struct nvp_program *prog)
{
   uint8_t varying[FP_GROUPS] = { 0 };
   unsigned i;

   if (!prog || !nvp_kind_is_fp(prog->kind))
      return false;
   i = prog->entry;
   return fp_block(prog, &i, varying, false, NULL, 0) &&
          i >= prog->num_instrs;
}
