/*
 * Long "!!ARBfp1.0" + OPTION NV_fragment_program2 programs in the shape
 * NVIDIA's compiler gives its fp40 image filters (xBRZ and the like):
 * straight code of a thousand and more R-, H- and X-precision
 * instructions over 32 LONG and 16 SHORT temporaries (and the "TEMP RC,
 * HC;" cgc declares beside them), condition-code updates, conditional
 * writes, saturation, negated and absolute operands.  nvtgsi_exec_fp.c
 * runs the emitted TGSI (directly and through tgsi_to_nir + nir_to_tgsi)
 * against the interpreter, bit for bit.  The ARB kinds compute "H" and
 * "X" instructions and store SHORT variables in fp32
 * (nvp_fp_precision_is_minimum()), so these programs check the fp32
 * arithmetic, condition codes and SHORT storage of such a program; the
 * fp16/fx12 conversions are FP1.0's (the !!FP1.0 cases).  A fixed
 * seed per program keeps a failure reproducible.  Included once, by
 * nvtgsi_exec_fp.c.
 */

struct long_gen {
   char *text;
   size_t len, cap;
   uint32_t rng;
   bool fp32;   /* R precision and LONG temporaries only */
};

static unsigned
long_rnd(struct long_gen *g, unsigned n)
{
   /* xorshift32 */
   g->rng ^= g->rng << 13;
   g->rng ^= g->rng >> 17;
   g->rng ^= g->rng << 5;
   return g->rng % n;
}

static void
long_put(struct long_gen *g, const char *fmt, ...)
{
   va_list ap;

   for (;;) {
      va_start(ap, fmt);
      int n = vsnprintf(g->text + g->len, g->cap - g->len, fmt, ap);
      va_end(ap);
      if (n >= 0 && (size_t)n < g->cap - g->len) {
         g->len += (size_t)n;
         return;
      }
      g->cap *= 2;
      g->text = realloc(g->text, g->cap);
      if (!g->text)
         abort();
   }
}

/* A source operand: an R or H register (swizzled, maybe negated or
 * absolute), a parameter or a literal. */
static void
long_src(struct long_gen *g)
{
   static const char *const swz[] = {
      "", ".x", ".y", ".w", ".yzwx", ".wzyx", ".xxyy", ".zxyw",
   };
   static const char *const lits[] = {
      "0.5", "-0.25", "2", "0.125", "{0.75, -1.5, 3, 0.0625}",
   };
   unsigned k = long_rnd(g, 16);

   if (k == 0) {
      long_put(g, "%s", lits[long_rnd(g, 5)]);
      return;
   }
   if (k == 1) {
      long_put(g, "k[%u]%s", long_rnd(g, 4), swz[long_rnd(g, 8)]);
      return;
   }
   unsigned form = long_rnd(g, 8);
   bool r = k < 11 || g->fp32;
   const char *reg = r ? "R" : "H";
   unsigned n = r ? long_rnd(g, 32) : long_rnd(g, 16);
   long_put(g, "%s%s%s%u%s%s", form == 0 ? "-" : "",
            form == 1 ? "|" : form == 2 ? "-|" : "", reg, n,
            swz[long_rnd(g, 8)], form == 1 || form == 2 ? "|" : "");
}

static void
long_instr(struct long_gen *g)
{
   static const struct { const char *name; unsigned srcs; } ops[] = {
      { "ADD", 2 }, { "SUB", 2 }, { "MUL", 2 }, { "MAD", 3 },
      { "MIN", 2 }, { "MAX", 2 }, { "SLT", 2 }, { "SGE", 2 },
      { "SEQ", 2 }, { "SNE", 2 }, { "DP3", 2 }, { "DP4", 2 },
      { "CMP", 3 }, { "FLR", 1 }, { "FRC", 1 }, { "MOV", 1 },
      { "LRP", 3 }, { "ADD", 2 }, { "MOV", 1 }, { "MAD", 3 },
   };
   static const char *const prec[] = { "R", "H", "X", "H", "", "H" };
   static const char *const masks[] = {
      "", ".x", ".xy", ".zw", ".w", ".xyz", ".y", "",
   };
   static const char *const conds[] = {
      "NE.x", "GT", "LE.wzyx", "EQ.y", "GE.z", "LT",
   };
   unsigned o = long_rnd(g, 20);
   bool half = long_rnd(g, 10) < 3 && !g->fp32;
   /* ARB_fragment_program's CMP takes only "_SAT" */
   bool arb = !strcmp(ops[o].name, "CMP");
   const char *p = g->fp32 ? "R" : prec[long_rnd(g, 6)];
   bool cc = long_rnd(g, 10) < 3;

   long_put(g, "%s%s%s%s %s%u%s", ops[o].name, arb ? "" : p,
            cc && !arb ? "C" : "",
            long_rnd(g, 8) == 0 ? "_SAT" : "", half ? "H" : "R",
            half ? long_rnd(g, 16) : long_rnd(g, 32),
            masks[long_rnd(g, 8)]);
   if (long_rnd(g, 5) == 0)
      long_put(g, " (%s)", conds[long_rnd(g, 6)]);
   for (unsigned s = 0; s < ops[o].srcs; s++) {
      long_put(g, ", ");
      long_src(g);
   }
   long_put(g, ";\n");
}

/* A program of about 'n' instructions from 'seed'; free() the text. */
static char *
long_fp2_program(unsigned n, uint32_t seed, bool fp32)
{
   struct long_gen g = { malloc(65536), 0, 65536, seed, fp32 };

   if (!g.text)
      abort();
   long_put(&g, "!!ARBfp1.0\nOPTION NV_fragment_program2;\n"
            "PARAM k[4] = { program.env[0..3] };\nTEMP RC;\nTEMP HC;\n");
   for (unsigned r = 0; r < 32; r++)
      long_put(&g, "TEMP R%u;\n", r);
   for (unsigned h = 0; h < 16; h++)
      long_put(&g, "SHORT TEMP H%u;\n", h);
   for (unsigned r = 0; r < 8; r++)
      long_put(&g, "MOV R%u, fragment.texcoord[%u];\n", r, r);
   for (unsigned h = 0; h < 4 && !fp32; h++)
      long_put(&g, "MULH H%u, k[%u], 0.5;\n", h, h);
   for (unsigned i = 0; i + 16 < n; i++) {
      /* keep most values finite: fold a register back now and then */
      if (long_rnd(&g, 8) == 0)
         long_put(&g, "FRC%s R%u, R%u;\n",
                  long_rnd(&g, 2) && !fp32 ? "H" : "",
                  long_rnd(&g, 32), long_rnd(&g, 32));
      else
         long_instr(&g);
   }
   if (fp32)
      long_put(&g, "DP4 R0.x, R0, R1;\nDP4 R0.y, R2, R3;\nMOV "
               "result.color, R0;\nEND\n");
   else
      long_put(&g, "DP4 R0.x, R0, R1;\nDP4 R0.y, R2, H3;\nDP4X R0.z, "
               "R4, H5;\nDP4H R0.w, R6, R7;\nMOV result.color, R0;\n"
               "END\n");
   return g.text;
}

static void
check_long_fp2(void)
{
   /* an xBRZ-sized fp40 build, a longer one that still fits the
    * translation bound (NVTGSI_FP_MAX_TGSI), and 3000 instructions of
    * fp32 arithmetic (the emitter's own fp32 denormal flush, which the
    * GL leaves to the drivers, makes those 8 TGSI instructions each) */
   static const struct {
      unsigned instrs;
      uint32_t seed;
      bool fp32;
   } sizes[] = {
      { 1220, 0x5eed0001u, false }, { 1500, 0x5eed0002u, false },
      { 3000, 0x5eed0003u, true },
   };
   for (unsigned i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
      char *text = long_fp2_program(sizes[i].instrs, sizes[i].seed,
                                    sizes[i].fp32);
      char name[64];
      for (unsigned si = 0; si < 2; si++) {
         snprintf(name, sizeof(name), "long fp2 %u instructions set %u",
                  sizes[i].instrs, si);
         run_text(name, text, si, 2, 0.0f, -1);
      }
      free(text);
   }

   /* 4090 instructions that pack and unpack fp16 bits (PK2H, UP2H,
    * about 29 TGSI instructions each): past the bound, a load error with
    * the emitter's message, no crash.  (fp16 and fx12 arithmetic no
    * longer gets there: the ARB kinds compute it in fp32,
    * nvp_fp_precision_is_minimum().) */
   struct long_gen g = { malloc(65536), 0, 65536, 0, false };
   if (!g.text)
      abort();
   long_put(&g, "!!ARBfp1.0\nOPTION NV_fragment_program2;\n"
            "TEMP R0, R1;\nMOV R0, fragment.texcoord[0];\n");
   for (unsigned i = 0; i < 2044; i++)
      long_put(&g, "PK2H R1, R0;\nUP2H R0, R1.x;\n");
   long_put(&g, "MOV result.color, R0;\nEND\n");
   char *text = g.text;
   struct nvp_error err;
   struct nvtgsi_shader sh;
   char emit_err[256] = "";
   struct nvp_program *prog = nvp_parse(NVP_TARGET_ARB_FRAGMENT, text,
                                        strlen(text), &err);
   checks++;
   if (!prog) {
      printf("FAIL long fp2 past the bound: parse: %s\n", err.message);
      failures++;
   } else if (nvtgsi_emit(prog, &sh, emit_err, sizeof(emit_err))) {
      printf("FAIL long fp2 past the bound: emitted\n");
      nvtgsi_shader_free(&sh);
      failures++;
   } else if (!strstr(emit_err, "translates to more than 32768 TGSI "
                      "instructions") || strstr(emit_err, "subroutine")) {
      printf("FAIL long fp2 past the bound: '%s'\n", emit_err);
      failures++;
   }
   nvp_program_free(prog);
   free(text);
}
