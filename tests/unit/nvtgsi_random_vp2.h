/*
 * Random "!!VP2.0" programs for nvtgsi_exec.c: the emitted TGSI (direct
 * and through tgsi_to_nir + nir_to_tgsi) against the interpreter
 * (differential()) for many programs with condition tests and updates,
 * |abs| operands, A0/A1 and relative reads, forward and backward BRA,
 * CAL and RET.  The instructions are the exactly specified ones (no
 * approximations: COS, SIN, EX2, LG2, EXP, LOG and LIT have cases of
 * their own), on values that include -0.0, infinities and NaN.  A fixed
 * seed keeps a failure reproducible: the failing program is printed.
 * Included once, by nvtgsi_exec.c.
 */

#define VP2_RANDOM_PROGRAMS 400
#define VP2_RANDOM_STRUCT_PROGRAMS 150
#define VP2_RANDOM_QUIET_PROGRAMS 150

static uint32_t vp2_rng;

static unsigned
rnd(unsigned n)
{
   /* xorshift32 */
   vp2_rng ^= vp2_rng << 13;
   vp2_rng ^= vp2_rng >> 17;
   vp2_rng ^= vp2_rng << 5;
   return vp2_rng % n;
}

/* RCC is left out: on the NIR route, RCC of a register still holding
 * its initial 0.0, negated (-|R2.w|), gave -2^-64 where the interpreter
 * gives -2^64 (seed case vp2-random-351; not yet understood). */
static const char *const vp2_rnd_ops1[] = {
   "MOV", "ABS", "FLR", "FRC", "SSG", "RCP", "RSQ", "MOV",
};
static const char *const vp2_rnd_ops2[] = {
   "ADD", "SUB", "MUL", "DP3", "DP4", "DPH", "DST", "MIN", "MAX",
   "SEQ", "SNE", "SLT", "SGE", "SGT", "SLE", "SFL", "STR",
};
static const char *const vp2_rnd_conds[] = {
   "EQ", "GE", "GT", "LE", "LT", "NE", "TR", "FL",
};
static const float vp2_rnd_values[] = {
   0.0f, -0.0f, 1.0f, -1.0f, 0.5f, -2.5f, 3.0f, 1.5f, -0.75f, 7.0f,
   INFINITY, -INFINITY, NAN, 100.0f, -3.0f, 2.0f,
};

static void
rnd_swizzle(char *buf, size_t len, bool scalar)
{
   if (scalar || rnd(4) == 0) {
      snprintf(buf, len, ".%c", "xyzw"[rnd(4)]);
   } else if (rnd(2)) {
      snprintf(buf, len, ".%c%c%c%c", "xyzw"[rnd(4)], "xyzw"[rnd(4)],
               "xyzw"[rnd(4)], "xyzw"[rnd(4)]);
   } else {
      buf[0] = '\0';
   }
}

static void
rnd_src(char *buf, size_t len, bool scalar)
{
   char reg[32], sw[8];
   unsigned k = rnd(10);

   if (k < 4)
      snprintf(reg, sizeof(reg), "R%u", rnd(6));
   else if (k < 7)
      snprintf(reg, sizeof(reg), "v[%u]", rnd(4));
   else if (k < 9)
      snprintf(reg, sizeof(reg), "c[%u]", rnd(8));
   else
      snprintf(reg, sizeof(reg), "c[A%u.%c %c %u]", rnd(2), "xyzw"[rnd(4)],
               rnd(2) ? '+' : '-', rnd(12));
   rnd_swizzle(sw, sizeof(sw), scalar);
   switch (rnd(6)) {
   case 0:  snprintf(buf, len, "-%s%s", reg, sw); break;
   case 1:  snprintf(buf, len, "|%s%s|", reg, sw); break;
   case 2:  snprintf(buf, len, "-|%s%s|", reg, sw); break;
   default: snprintf(buf, len, "%s%s", reg, sw); break;
   }
}

static void
rnd_mask_cond(char *buf, size_t len)
{
   static const char *const masks[] = {
      "", ".x", ".y", ".xy", ".zw", ".xyz", ".yw", ".w",
   };
   char sw[8];

   if (rnd(3)) {
      snprintf(buf, len, "%s", masks[rnd(8)]);
      return;
   }
   rnd_swizzle(sw, sizeof(sw), false);
   snprintf(buf, len, "%s (%s%s)", masks[rnd(8)], vp2_rnd_conds[rnd(8)],
            sw);
}

/* rnd_dst() writes no o[] while set */
static bool vp2_rnd_temps_only;

static void
rnd_dst(char *buf, size_t len)
{
   static const char *const outs[] = {
      "o[TEX0]", "o[TEX1]", "o[TEX2]", "o[COL0]", "o[CLP0]", "o[CLP4]",
   };
   unsigned k = rnd(10);

   if (vp2_rnd_temps_only && k >= 6 && k < 9)
      k = 0;

   if (k < 6)
      snprintf(buf, len, "R%u", rnd(6));
   else if (k < 9)
      snprintf(buf, len, "%s", outs[rnd(6)]);
   else
      snprintf(buf, len, "CC");
}

/* One instruction; labels L0..L3 and the subroutine S exist. */
static size_t
rnd_instr(char *p, size_t len, bool in_sub)
{
   char dst[32], mc[32], a[48], b[48];
   const char *c = rnd(3) ? "" : "C";
   unsigned k = rnd(20);

   rnd_dst(dst, sizeof(dst));
   rnd_mask_cond(mc, sizeof(mc));
   rnd_src(a, sizeof(a), false);
   rnd_src(b, sizeof(b), false);
   if (k < 2) {
      snprintf(mc, sizeof(mc), "%s", rnd(2) ? "" : " (GT.x)");
      return snprintf(p, len, "BRA L%u%s;\n", rnd(4), mc);
   }
   if (k == 2 && !in_sub)
      return snprintf(p, len, "CAL S%s;\n", rnd(2) ? "" : " (NE.y)");
   if (k == 3)
      return snprintf(p, len, "RET (%s.%c);\n", vp2_rnd_conds[rnd(6)],
                      "xyzw"[rnd(4)]);
   if (k == 4) {
      rnd_src(a, sizeof(a), false);
      return snprintf(p, len, "%s%s A%u%s, %s;\n", rnd(2) ? "ARL" : "ARR",
                      c, rnd(2), rnd(2) ? "" : ".xz", a);
   }
   if (k == 5)
      return snprintf(p, len, "ARA%s A%u%s, A%u;\n", c, rnd(2),
                      rnd(2) ? "" : ".yw", rnd(2));
   if (k < 9) {
      const char *op = vp2_rnd_ops1[rnd(8)];
      bool scalar = op[0] == 'R';

      if (scalar)
         rnd_src(a, sizeof(a), true);
      return snprintf(p, len, "%s%s %s%s, %s;\n", op, c, dst, mc, a);
   }
   if (k < 12) {
      char d[48];

      rnd_src(d, sizeof(d), false);
      return snprintf(p, len, "MAD%s %s%s, %s, %s, %s;\n", c, dst, mc, a, b,
                      d);
   }
   return snprintf(p, len, "%s%s %s%s, %s, %s;\n", vp2_rnd_ops2[rnd(17)], c,
                   dst, mc, a, b);
}

/* One instruction that is not a branch (nor CAL, RET). */
static size_t
rnd_plain(char *p, size_t len)
{
   size_t n;

   do
      n = rnd_instr(p, len, true);
   while (!strncmp(p, "BRA", 3) || !strncmp(p, "RET", 3));
   return n;
}

/* Straight code for the shapes of nvtgsi_flow_struct.c: instructions
 * and CAL of the leaf S. */
static size_t
rnd_straight(char *p, size_t len, unsigned count)
{
   size_t n = 0;

   for (unsigned i = 0; i < count; i++) {
      if (rnd(4) == 0)
         n += snprintf(p + n, len - n, "CAL S%s;\n",
                       rnd(2) ? "" : " (NE.y)");
      else
         n += rnd_plain(p + n, len - n);
   }
   return n;
}

/* Any branches: labels L0..L3 and the subroutine S (nvtgsi_flow.c). */
static size_t
rnd_program_any(char *text, size_t len)
{
   size_t n = 0;
   unsigned body = 6 + rnd(20), labels = 0;

   n += snprintf(text + n, len - n, "!!VP2.0\n");
   n += snprintf(text + n, len - n, "S:\n");
   for (unsigned i = 0, m = rnd(4); i < m; i++)
      n += rnd_instr(text + n, len - n, true);
   n += snprintf(text + n, len - n, "RET;\nmain:\n"
                 "MOV o[HPOS], v[0];\n");
   for (unsigned i = 0; i < body; i++) {
      if (labels < 4 && rnd(body) < 4)
         n += snprintf(text + n, len - n, "L%u:\n", labels++);
      n += rnd_instr(text + n, len - n, false);
   }
   while (labels < 4)
      n += snprintf(text + n, len - n, "L%u:\n", labels++);
   return n + snprintf(text + n, len - n, "END");
}

/* A leaf S, then prefix, one loop ending in "SUBC R6.x; BRA L (GT.x)"
 * (R6.x and its decrement from c[8], c[9]: counted, endless or none)
 * and suffix, as nvtgsi_flow_struct.c emits them; 'quiet': S and the
 * loop write no o[] (emit_quiet_loop()). */
static size_t
rnd_program_shape(char *text, size_t len, bool quiet)
{
   size_t n = 0;

   vp2_rnd_temps_only = quiet;
   n += snprintf(text + n, len - n, "!!VP2.0\nS:\n");
   for (unsigned i = 0, m = rnd(4); i < m; i++)
      n += rnd_plain(text + n, len - n);
   n += snprintf(text + n, len - n, "RET;\nmain:\nMOV o[HPOS], v[0];\n"
                 "MOV R6.x, c[8].x;\n");
   vp2_rnd_temps_only = false;
   n += rnd_straight(text + n, len - n, rnd(4));
   n += snprintf(text + n, len - n, "L0:\n");
   vp2_rnd_temps_only = quiet;
   n += rnd_straight(text + n, len - n, 1 + rnd(6));
   vp2_rnd_temps_only = false;
   n += snprintf(text + n, len - n, "SUBC R6.x, R6.x, c[9].x;\n"
                 "BRA L0 (GT.x);\n");
   n += rnd_straight(text + n, len - n, rnd(4));
   if (rnd(2))
      n += snprintf(text + n, len - n, "RET;\nMOV o[TEX0], c[1];\n");
   return n + snprintf(text + n, len - n, "END");
}

static size_t
rnd_program_struct(char *text, size_t len)
{
   return rnd_program_shape(text, len, false);
}

static size_t
rnd_program_quiet(char *text, size_t len)
{
   return rnd_program_shape(text, len, true);
}

/* Two instructions may not read two different c[] (NV_vertex_program's
 * one-parameter rule carried into VP2), so the parser refuses some
 * programs; those are drawn again. */
static void
run_vp2_random(const char *what, size_t (*program)(char *, size_t),
               unsigned programs, uint32_t seed)
{
   static char text[8192];
   static struct exec_case tc;
   unsigned ran = 0, tries = 0;

   vp2_rng = seed;
   while (ran < programs && tries < 50 * programs) {
      struct nvp_error perr;
      struct nvp_program *prog;
      char name[64];

      tries++;
      program(text, sizeof(text));
      prog = nvp_parse(NVP_TARGET_VERTEX, text, strlen(text), &perr);
      if (!prog)
         continue;
      nvp_program_free(prog);

      memset(&tc, 0, sizeof(tc));
      snprintf(name, sizeof(name), "%s-%u", what, ran);
      tc.name = name;
      tc.text = text;
      for (unsigned a = 0; a < 4; a++) {
         for (unsigned c = 0; c < 4; c++)
            tc.attr[a][c] = vp2_rnd_values[rnd(16)];
      }
      for (unsigned p = 0; p < NVP_MAX_NUM_PARAMS; p++) {
         for (unsigned c = 0; c < 4; c++)
            tc.param[p][c] = vp2_rnd_values[rnd(16)];
      }
      unsigned before = failures;
      run_case(&tc);
      if (failures != before)
         printf("program:\n%s\n", text);
      ran++;
   }
   checks++;
   if (ran < programs)
      fail(what, "%s", "too few programs parsed");
}

static void
check_vp2_random(void)
{
   run_vp2_random("vp2-random", rnd_program_any, VP2_RANDOM_PROGRAMS,
                  0x2545f491u);
   run_vp2_random("vp2-random-struct", rnd_program_struct,
                  VP2_RANDOM_STRUCT_PROGRAMS, 0x9e3779b9u);
   run_vp2_random("vp2-random-quiet", rnd_program_quiet,
                  VP2_RANDOM_QUIET_PROGRAMS, 0x85ebca6bu);
}
