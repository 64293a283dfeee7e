/*
 * Which "!!VP2.0" programs take one path for every vertex.
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
