/*
 * A generator of random "!!ARBfp1.0" + OPTION NV_fragment_program2
 * programs that load: nested IF/ELSE, REP and LOOP (literal and
 * program.env[2] counts, A0.x texcoord reads), conditional BRK, CAL and
 * RET from main and from two subroutines (f0 calls f1), "main" before
 * or after them, subroutines that fall through or off the end, KIL under
 * conditions, condition-code updates, and loops nested deep enough to
 * reach the 65536-instruction bound.
 *
 * The includer defines "static unsigned fp2_rnd(unsigned n)", a number
 * in [0, n): the unit test's seeded xorshift (tests/unit/
 * nvtgsi_random_fp2.h) or the fuzz target's input bytes
 * (tests/fuzz/fuzz_front_end.c).  Whatever it returns, the program is
 * at most about 90 instructions and 4 blocks deep, and loads.
 */
#ifndef FP2_GEN_H
#define FP2_GEN_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>

#include "gen_text.h"

static unsigned fp2_rnd(unsigned n);

struct fp2_gen {
   char text[16384];
   size_t len;
   unsigned instrs;
   /* CAL sites in the body being written: two at most, so that the
    * inlined expansion (four levels of calls) stays small */
   unsigned cals;
   /* the subroutines the body being written may call: f<first_callee>
    * and up (f0 calls f1, f1 nothing, main both): no recursion, whose
    * inlined expansion soon passes the emitter's size bound (recursion
    * has cases of its own in arb2_progs) */
   unsigned first_callee;
};

static void
fp2_put(struct fp2_gen *g, const char *fmt, ...)
{
   va_list ap;

   va_start(ap, fmt);
   gen_vappend(g->text, sizeof(g->text), &g->len, fmt, ap);
   va_end(ap);
}

static const char *const fp2_conds[] = {
   "EQ", "GE", "GT", "LE", "LT", "NE", "TR", "FL",
};

/* A condition test: "GT.x", "NE", "LE.wzyx". */
static void
fp2_cond(struct fp2_gen *g)
{
   fp2_put(g, "%s", fp2_conds[fp2_rnd(8)]);
   if (fp2_rnd(4) == 0)
      return;
   if (fp2_rnd(3))
      fp2_put(g, ".%c", "xyzw"[fp2_rnd(4)]);
   else
      fp2_put(g, ".%c%c%c%c", "xyzw"[fp2_rnd(4)], "xyzw"[fp2_rnd(4)],
              "xyzw"[fp2_rnd(4)], "xyzw"[fp2_rnd(4)]);
}

/* BRK, RET and CAL's optional "(ccTest)". */
static void
fp2_opt_cond(struct fp2_gen *g)
{
   if (fp2_rnd(3) == 0)
      return;
   fp2_put(g, " (");
   fp2_cond(g);
   fp2_put(g, ")");
}

static void
fp2_alu(struct fp2_gen *g, bool a0)
{
   static const char *const ops[] = {
      "ADD", "SUB", "MUL", "MIN", "MAX", "SLT", "SGE", "SEQ", "SNE",
      "DP2", "DP3",
   };
   static const char *const masks[] = { "", ".x", ".y", ".xz", ".w" };
   unsigned k = fp2_rnd(12);

   g->instrs++;
   if (k == 0) {
      fp2_put(g, "MOV result.color%s, R%u;\n", masks[fp2_rnd(5)],
              fp2_rnd(6));
      return;
   }
   if (k == 1 && a0) {
      fp2_put(g, "ADD R4, R4, fragment.texcoord[A0.x + %u];\n",
              fp2_rnd(10));
      return;
   }
   if (k == 2) {
      fp2_put(g, "MOVC R5, R%u.%c;\n", fp2_rnd(6), "xyzw"[fp2_rnd(4)]);
      return;
   }
   if (k == 3 && fp2_rnd(4) == 0) {
      fp2_put(g, "KIL ");
      fp2_cond(g);
      fp2_put(g, ";\n");
      return;
   }
   fp2_put(g, "%s%s R%u%s, %sR%u, R%u;\n", ops[fp2_rnd(11)],
           fp2_rnd(2) ? "C" : "", 4 + fp2_rnd(2),
           masks[fp2_rnd(5)], fp2_rnd(4) == 0 ? "-" : "", fp2_rnd(6),
           fp2_rnd(6));
}

/* A block of statements: 'loops' loops open in this body (A0 when the
 * innermost LOOP is one: 'a0'), 'ifs' IFs. */
static void
fp2_block(struct fp2_gen *g, unsigned depth, unsigned loops, bool a0)
{
   unsigned n = 1 + fp2_rnd(4);

   for (unsigned i = 0; i < n && g->instrs < 90; i++) {
      unsigned k = depth >= 4 ? 0 : fp2_rnd(12);

      if (k <= 4) {
         fp2_alu(g, a0);
      } else if (k == 5 || k == 6) {
         fp2_put(g, "IF ");
         fp2_cond(g);
         fp2_put(g, ";\n");
         fp2_block(g, depth + 1, loops, a0);
         if (fp2_rnd(2)) {
            fp2_put(g, "ELSE;\n");
            fp2_block(g, depth + 1, loops, a0);
         }
         fp2_put(g, "ENDIF;\n");
         g->instrs += 2;
      } else if (k == 7 && loops < 3) {
         /* literal counts, or env[2].x: 3, NaN, 2048, -1.5 ... */
         unsigned big = fp2_rnd(6) == 0;
         if (fp2_rnd(3) == 0)
            fp2_put(g, "REP program.env[2];\n");
         else
            fp2_put(g, "REP {%u};\n", big ? 150 + fp2_rnd(106) :
                                             fp2_rnd(5));
         fp2_block(g, depth + 1, loops + 1, false);
         fp2_put(g, "ENDREP;\n");
         g->instrs += 2;
      } else if (k == 8 && loops < 3) {
         fp2_put(g, "LOOP {%u, %d, %d};\n", fp2_rnd(5),
                 (int)fp2_rnd(5) - 2, (int)fp2_rnd(4) - 1);
         fp2_block(g, depth + 1, loops + 1, true);
         fp2_put(g, "ENDLOOP;\n");
         g->instrs += 2;
      } else if (k == 9 && loops) {
         fp2_put(g, "BRK");
         fp2_opt_cond(g);
         fp2_put(g, ";\n");
         g->instrs++;
      } else if (k == 10 && g->cals < 2 && g->first_callee < 2) {
         g->cals++;
         fp2_put(g, "CAL f%u", g->first_callee +
                               fp2_rnd(2 - g->first_callee));
         fp2_opt_cond(g);
         fp2_put(g, ";\n");
         g->instrs++;
      } else if (k == 11 && fp2_rnd(2)) {
         fp2_put(g, "RET");
         fp2_opt_cond(g);
         fp2_put(g, ";\n");
         g->instrs++;
      } else {
         fp2_alu(g, a0);
      }
   }
}

/* Subroutine f<k>; 'ret': end it with RET (the last one before "main"
 * must, or it would run into main's CALs: recursion). */
static void
fp2_sub(struct fp2_gen *g, unsigned k, bool ret)
{
   fp2_put(g, "f%u:\n", k);
   g->cals = 0;
   g->first_callee = k + 1;
   fp2_block(g, 0, 0, false);
   /* sometimes no RET: it runs into what follows (or off the end) */
   if (ret || fp2_rnd(4)) {
      fp2_put(g, "RET;\n");
      g->instrs++;
   }
}

static void
fp2_program(struct fp2_gen *g)
{
   bool main_last = fp2_rnd(2);

   g->len = 0;
   g->instrs = 0;
   fp2_put(g, "!!ARBfp1.0\nOPTION NV_fragment_program2;\n"
           "TEMP R0, R1, R2, R3, R4, R5;\n");
   if (main_last) {
      fp2_sub(g, 0, false);
      fp2_sub(g, 1, true);
   }
   fp2_put(g, "main:\nMOV R0, program.env[0];\nMOV R1, program.env[1];\n"
           "MOV R2, program.env[2];\nMOV R3, program.env[3];\n"
           "MOV R4, fragment.texcoord[0];\nMULC R5, R4, R1;\n");
   g->cals = 0;
   g->first_callee = 0;
   fp2_block(g, 0, 0, false);
   fp2_put(g, "MOV result.color, R4;\n");
   if (!main_last) {
      fp2_put(g, "RET;\n");
      fp2_sub(g, 0, false);
      fp2_sub(g, 1, false);
   }
   fp2_put(g, "END\n");
}

#endif
