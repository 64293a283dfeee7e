/*
 * Semantics of the emitted TGSI, without GL: each case is parsed,
 * emitted and run on softpipe's interpreter (tgsi_exec), and the result
 * registers are compared with the values the NV_vertex_program
 * pseudo-code (section 2.14.1.10) gives.  Comparisons are exact (bit for
 * bit, so -0.0 != +0.0) except where a case states a tolerance for the
 * spec's approximate outputs (EXP.z, LOG.z, LIT.z).
 *
 * Every case runs twice: on the emitted tokens, and on what softpipe's
 * GL path executes: tgsi_to_nir (as the state tracker does) followed by
 * nir_to_tgsi with a softpipe screen (as softpipe does for NIR vertex
 * shaders).
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compiler/glsl_types.h"
#include "compiler/nir/nir.h"
#include "nir/nir_to_tgsi.h"
#include "nir/tgsi_to_nir.h"
#include "nvtgsi_round_trip.h"
#include "pipe/p_screen.h"
#include "softpipe/sp_public.h"
#include "sw/null/null_sw_winsys.h"
#include "tgsi/tgsi_exec.h"
#include "tgsi/tgsi_parse.h"
#include "tgsi/tgsi_scan.h"

#include "nvp.h"
#include "nvtgsi.h"
#include "unit_common.h"

#define INF INFINITY
#define MAX_EXPECT 14

struct expect {
   bool set;
   enum nvp_output out;
   float v[4];
   float tol;      /* 0: exact; else relative tolerance */
};

struct exec_case {
   const char *name;
   const char *text;
   float attr[NVP_ARB_NUM_ATTRIBS][4];   /* VP1/VP2: the first 16 */
   float param[NVP_MAX_NUM_PARAMS][4];   /* VP1 uses the first 96 */
   bool param_ramp;    /* c[k] = (k, k + 0.5, -k, 1) for every k */
   struct expect expect[MAX_EXPECT];
};

#define NVP_OUT_TEX1 (NVP_OUT_TEX0 + 1)
#define NVP_OUT_TEX2 (NVP_OUT_TEX0 + 2)
#define NVP_OUT_TEX3 (NVP_OUT_TEX0 + 3)
#define NVP_OUT_TEX4 (NVP_OUT_TEX0 + 4)
#define NVP_OUT_TEX5 (NVP_OUT_TEX0 + 5)
#define NVP_OUT_TEX6 (NVP_OUT_TEX0 + 6)
#define NVP_OUT_TEX7 (NVP_OUT_TEX0 + 7)
#define E(o, x, y, z, w) { true, NVP_OUT_##o, { x, y, z, w }, 0.0f }
#define ET(o, x, y, z, w, t) { true, NVP_OUT_##o, { x, y, z, w }, t }
#define HPOS_V0 "MOV o[HPOS], v[0];\n"

#include "nvtgsi_exec_cases.h"
#include "nvtgsi_exec_vp2_cases.h"
#include "nvtgsi_exec_nv3_cases.h"

static unsigned checks, failures;
static struct pipe_screen *sp_screen;

/* Differential: the interpreter's result registers for the current case
 * (nvp_execute), compared with every output the shader declares. */
static float interp_out[NVP_OUT_COUNT][4];
static struct nvp_exec_info interp_info;
static bool interp_valid, interp_pi;

/* FOGC: "The register's other three components are ignored." and the
 * same for PSIZ; tgsi_to_nir declares both as scalars.  "CLP0(*) Clip
 * distance 0 (d,*,*,*)": only x. */
static unsigned
out_components(enum nvp_output o)
{
   return o == NVP_OUT_FOGC || o == NVP_OUT_PSIZ || o >= NVP_OUT_CLP0 ?
          1 : 4;
}

/* The TGSI output of result register o, and in *comp the component of
 * its .x for o[CLP0..5] (CLIPDIST[n / 4].xyzw), else 0. */
static int
find_output_comp(const struct tgsi_shader_info *info, enum nvp_output o,
                 unsigned *comp)
{
   unsigned name, index;

   nvtgsi_output_semantic(o, &name, &index);
   *comp = o >= NVP_OUT_CLP0 ? (o - NVP_OUT_CLP0) % 4 : 0;
   /* Only the distances NUM_CLIPDIST_ENABLED counts exist. */
   if (o >= NVP_OUT_CLP0 &&
       !(info->clipdist_writemask & (1u << (o - NVP_OUT_CLP0))))
      return -1;
   for (unsigned k = 0; k < info->num_outputs; k++) {
      if (info->output_semantic_name[k] == name &&
          info->output_semantic_index[k] == index)
         return (int)k;
   }
   return -1;
}

static int
find_output(const struct tgsi_shader_info *info, enum nvp_output o)
{
   unsigned comp;

   return find_output_comp(info, o, &comp);
}

static void
fail(const char *name, const char *fmt, const char *what)
{
   failures++;
   printf("FAIL %s: ", name);
   printf(fmt, what);
   printf("\n");
}

static void
run_tokens(const struct exec_case *tc, const struct nvtgsi_shader *sh,
           const struct tgsi_token *tokens, const char *path);
static void
run_shader(const struct exec_case *tc, const struct nvtgsi_shader *sh,
           bool vp2, const char *direct, const char *via_nir);
static void
run_path(const struct exec_case *tc, const struct nvp_program *prog);

static bool
is_zero_or_denormal(float f)
{
   return f == 0.0f || fpclassify(f) == FP_SUBNORMAL;
}

/*
 * The emitted TGSI and the interpreter must agree bit for bit, except
 * where the spec leaves room or tgsi_exec is known to differ from the
 * reference model (listed in nvp_exec.c's head):
 *  - the approximations of EXP.z, LOG.z and LIT.z (a case's tolerance);
 *  - NaN payloads and signs (both NaN is agreement);
 *  - denormal results: no flushing on tgsi_exec, the interpreter
 *    flushes them to a zero of the same sign.
 * Zero signs must agree: the emitter adds +0.0 to products as the
 * interpreter's mul() does ("0.0 times anything is (positive) 0.0").
 */
static void
differential(const struct exec_case *tc, const struct tgsi_shader_info *info,
             struct tgsi_exec_machine *mach, const char *name)
{
   for (unsigned o = 0; o < NVP_OUT_COUNT; o++) {
      unsigned comp;
      int k = find_output_comp(info, (enum nvp_output)o, &comp);
      float tol = 0.0f;

      if (k < 0 || (o == NVP_OUT_HPOS && interp_pi))
         continue;
      for (unsigned i = 0; i < MAX_EXPECT && tc->expect[i].set; i++) {
         if (tc->expect[i].out == (enum nvp_output)o)
            tol = tc->expect[i].tol;
      }
      checks++;
      for (unsigned c = 0; c < out_components((enum nvp_output)o); c++) {
         float got = mach->Outputs[k].xyzw[c + comp].f[0];
         float want = interp_out[o][c];
         char what[256];

         if (unit_same_float(got, want, tol) ||
             (is_zero_or_denormal(got) && got != 0.0f && want == 0.0f))
            continue;
         snprintf(what, sizeof(what), "output %u.%c = %.9g (0x%08x), "
                  "interpreter %.9g", o, "xyzw"[c], got,
                  mach->Outputs[k].xyzw[c + comp].u[0], want);
         fail(name, "differential: %s", what);
      }
   }
}

/* The case's c[]: its table, or the ramp (n, n + 0.5, -n, 1). */
static void
case_params(const struct exec_case *tc, float c[NVP_MAX_NUM_PARAMS][4])
{
   static const float r[4] = { 0.0f, 0.5f, 0.0f, 1.0f };

   for (unsigned n = 0; n < NVP_MAX_NUM_PARAMS; n++) {
      for (unsigned k = 0; k < 4; k++) {
         c[n][k] = !tc->param_ramp ? tc->param[n][k] :
                   k == 2 ? (float)-(int)n : k == 3 ? 1.0f :
                   (float)n + r[k];
      }
   }
}

static void
run_case(const struct exec_case *tc)
{
   struct nvp_error perr;
   struct nvp_program *prog;
   struct nvtgsi_shader sh;
   char err[256] = "";

   bool arb = strncmp(tc->text, "!!ARBvp", 7) == 0;

   prog = nvp_parse(arb ? NVP_TARGET_ARB_VERTEX : NVP_TARGET_VERTEX,
                    tc->text, strlen(tc->text), &perr);
   checks++;
   if (!prog) {
      fail(tc->name, "parse error: %s", perr.message);
      return;
   }
   if (!nvtgsi_emit(prog, &sh, err, sizeof(err))) {
      fail(tc->name, "emit error: %s", err);
      nvp_program_free(prog);
      return;
   }
   /* (the interpreter has no ARB kinds) */
   interp_valid = false;
   if (!arb) {
      static float c[NVP_MAX_NUM_PARAMS][4];

      case_params(tc, c);
      interp_valid = nvp_execute_info(prog, tc->attr, c,
                                      NVP_MAX_NUM_PARAMS, interp_out,
                                      &interp_info, &perr);
      interp_pi = prog->position_invariant;
      checks++;
      if (!interp_valid)
         fail(tc->name, "interpreter: %s", perr.message);
   }
   bool vp2 = nvtgsi_kind_vp2(prog->kind);

   run_shader(tc, &sh, vp2, "tgsi", "nir");
   nvtgsi_shader_free(&sh);
   if (interp_valid)
      run_path(tc, prog);
   nvp_program_free(prog);
}

/* The emitted shader on tgsi_exec, and through the GL path: tgsi_to_nir
 * without optimizations (the state tracker's hand-over), VP2 made exact,
 * then the lowering of ttn_finalize_nir() and nir_to_tgsi (which
 * optimizes). */
static void
run_shader(const struct exec_case *tc, const struct nvtgsi_shader *sh,
           bool vp2, const char *direct, const char *via_nir)
{
   run_tokens(tc, sh, sh->tokens, direct);
   if (!sp_screen)
      return;
   const struct tgsi_token *rt =
      nvtgsi_round_trip(sp_screen, PIPE_SHADER_VERTEX, sh->tokens, vp2);

   checks++;
   if (!rt)
      fail(tc->name, "%s", "tgsi_to_nir + nir_to_tgsi failed");
   else
      run_tokens(tc, sh, rt, via_nir);
   tgsi_free_tokens(rt);
}

/*
 * "!!VP2.0" whose branches no attribute reaches (nvp_vp2_uniform_flow):
 * the straight code of its path, as the state tracker makes it
 * (nvst_vp2_trace.c: the path recorded with zero attributes, reads
 * through uniform address registers fixed), must give what the
 * interpreter gave for the case's own attributes.  Paths that end
 * abnormally or run past PATH_MAX steps keep the general code there.
 */
#define PATH_MAX_STEPS 1024
static unsigned paths_checked;
/* the cases and random programs below hold at least this many */
#define PATHS_EXPECTED 100

static void
run_path(const struct exec_case *tc, const struct nvp_program *prog)
{
   static const float zero_attr[NVP_VP1_NUM_ATTRIBS][4];
   static struct nvp_trace_step steps[PATH_MAX_STEPS];
   static float c[NVP_MAX_NUM_PARAMS][4];
   float out[NVP_OUT_COUNT][4];
   struct nvp_exec_info info;
   struct nvp_error perr;
   unsigned varying_addrs;
   char err[256] = "";

   if (!nvp_vp2_uniform_flow(prog, &varying_addrs))
      return;
   case_params(tc, c);
   if (!nvp_execute_path(prog, zero_attr, c, NVP_MAX_NUM_PARAMS, out,
                         steps, PATH_MAX_STEPS, &info, &perr) ||
       (info.end != NVP_EXEC_END_RET && info.end != NVP_EXEC_END_LAST) ||
       info.trace_len > PATH_MAX_STEPS)
      return;

   struct nvtgsi_options opts = nvtgsi_default_options();
   struct nvtgsi_shader sh;

   opts.trace = steps;
   opts.trace_len = info.trace_len;
   opts.uniform_addrs = ~varying_addrs;
   checks++;
   paths_checked++;
   if (!nvtgsi_emit_options(prog, &opts, &sh, err, sizeof(err))) {
      fail(tc->name, "path emit error: %s", err);
      return;
   }
   run_shader(tc, &sh, true, "path", "path+nir");
   nvtgsi_shader_free(&sh);
}

static void
run_tokens(const struct exec_case *tc, const struct nvtgsi_shader *sh,
           const struct tgsi_token *tokens, const char *path)
{
   static float consts[NVP_MAX_NUM_PARAMS + 5][4];
   struct tgsi_shader_info info;
   struct tgsi_exec_machine *mach;
   unsigned before = failures;
   char name[160];

   snprintf(name, sizeof(name), "%s [%s]", tc->name, path);
   tgsi_scan_shader(tokens, &info);
   mach = tgsi_exec_machine_create(PIPE_SHADER_VERTEX);
   tgsi_exec_machine_bind_shader(mach, tokens, NULL, NULL, NULL);

   for (unsigned k = 0; k < sh->num_bindings; k++) {
      int n = sh->bindings[k].index;

      for (unsigned c = 0; c < 4; c++) {
         static const float ramp[4] = { 0.0f, 0.5f, 0.0f, 1.0f };

         /* every user clip plane enabled: the distances as written */
         consts[k][c] = sh->bindings[k].kind == NVTGSI_BIND_ZERO ? 0.0f :
                        sh->bindings[k].kind == NVTGSI_BIND_CLIP_ENABLE ?
                        1.0f :
                        !tc->param_ramp ? tc->param[n][c] :
                        c == 2 ? (float)-n : c == 3 ? 1.0f :
                        (float)n + ramp[c];
      }
   }
   {
      const void *bufs[1] = { consts };
      unsigned sizes[1] = { sh->num_bindings * 16 };

      tgsi_exec_set_constant_buffers(mach, 1, bufs, sizes);
   }

   for (unsigned n = 0; n < NVP_ARB_NUM_ATTRIBS; n++) {
      if (!(sh->inputs & (1u << n)))
         continue;
      for (unsigned c = 0; c < 4; c++) {
         for (unsigned l = 0; l < TGSI_QUAD_SIZE; l++)
            mach->Inputs[n].xyzw[c].f[l] = tc->attr[n][c];
      }
   }
   /* Poison the outputs: every one the shader declares must be set. */
   for (unsigned k = 0; k < info.num_outputs; k++) {
      for (unsigned c = 0; c < 4; c++) {
         for (unsigned l = 0; l < TGSI_QUAD_SIZE; l++)
            mach->Outputs[k].xyzw[c].u[l] = 0x7fc0dead;
      }
   }
   mach->NonHelperMask = 0xf;
   tgsi_exec_machine_run(mach, 0);

   for (unsigned i = 0; i < MAX_EXPECT && tc->expect[i].set; i++) {
      const struct expect *ex = &tc->expect[i];
      unsigned comp;
      int k = find_output_comp(&info, ex->out, &comp);
      char what[256];

      checks++;
      if (k < 0) {
         snprintf(what, sizeof(what), "%d", (int)ex->out);
         fail(name, "output %s not declared", what);
         continue;
      }
      for (unsigned c = 0; c < out_components(ex->out); c++) {
         float got = mach->Outputs[k].xyzw[c + comp].f[0];

         if (!unit_same_float(got, ex->v[c], ex->tol)) {
            snprintf(what, sizeof(what), "output %d.%c = %.9g (0x%08x), "
                     "want %.9g", (int)ex->out, "xyzw"[c], got,
                     mach->Outputs[k].xyzw[c + comp].u[0], ex->v[c]);
            fail(name, "%s", what);
         }
      }
   }
   if (interp_valid)
      differential(tc, &info, mach, name);
   if (failures == before)
      printf("PASS %s\n", name);

   tgsi_exec_machine_destroy(mach);
}

/* c[k] under param_ramp; "Relative addressing reads outside of the 0
 * to 95 inclusive range always read the value (0,0,0,0)." */
static void
ramp(double k, float v[4])
{
   bool in = k >= 0.0 && k <= 95.0;

   k += 0.0;   /* c[-0.0] is c[0], +0.0 */

   v[0] = in ? (float)k : 0.0f;
   v[1] = in ? (float)k + 0.5f : 0.0f;
   v[2] = in ? (float)-(int)k : 0.0f;
   v[3] = in ? 1.0f : 0.0f;
}

/* ARL and relative reads: A0.x = floor(operand), then c[A0.x + offset]
 * for offsets 0, +1, -1, +63, -64, at and beyond both ends of c[]. */
static void
check_relative(void)
{
   static const char text[] =
      "!!VP1.0\n"
      "MOV o[TEX3], c[A0.x + 5];\n"    /* before any ARL: A0.x == 0 */
      "ARL A0.x, v[1].x;\n"
      "MOV o[TEX0], c[A0.x];\n"
      "MOV o[TEX1], c[A0.x + 1];\n"
      "MOV o[TEX2], c[A0.x - 1];\n"
      "MOV o[TEX4], c[7];\n"
      "ARL A0.x, -v[1].y;\n"
      "MOV o[TEX5], -c[A0.x + 63].wzyx;\n"
      "ADD o[TEX6], c[A0.x - 64], v[1];\n"
      "MOV o[HPOS], v[0];\n"
      "END";
   static const float a0[][2] = {
      { 0, 0 }, { 94.5f, 0.5f }, { 95.9f, -32 }, { -0.5f, -31.25f },
      { -1, -95 }, { 96, -64 }, { 1e10f, INF }, { -INF, -1e10f },
      { NAN, NAN }, { 2.0f, -63.99f }, { -0.0f, -0.0f },
   };
   static struct exec_case tc;

   for (unsigned i = 0; i < sizeof(a0) / sizeof(a0[0]); i++) {
      static char name[64];
      double f0 = floor(a0[i][0]), f1 = floor(-a0[i][1]);
      float c[4];

      memset(&tc, 0, sizeof(tc));
      snprintf(name, sizeof(name), "relative(%g, %g)", a0[i][0],
               a0[i][1]);
      tc.name = name;
      tc.text = text;
      tc.param_ramp = true;
      tc.attr[1][0] = a0[i][0];
      tc.attr[1][1] = a0[i][1];

      ramp(f0, c);
      tc.expect[0] = (struct expect)E(TEX0, c[0], c[1], c[2], c[3]);
      ramp(f0 + 1, c);
      tc.expect[1] = (struct expect)E(TEX1, c[0], c[1], c[2], c[3]);
      ramp(f0 - 1, c);
      tc.expect[2] = (struct expect)E(TEX2, c[0], c[1], c[2], c[3]);
      ramp(5, c);
      tc.expect[3] = (struct expect)E(TEX3, c[0], c[1], c[2], c[3]);
      ramp(7, c);
      tc.expect[4] = (struct expect)E(TEX4, c[0], c[1], c[2], c[3]);
      ramp(f1 + 63, c);
      tc.expect[5] = (struct expect)E(TEX5, -c[3], -c[2], -c[1], -c[0]);
      ramp(f1 - 64, c);
      tc.expect[6] = (struct expect)E(TEX6, c[0] + a0[i][0],
                                      c[1] + a0[i][1], c[2], c[3]);
      run_case(&tc);
   }
}

/* The constant layout: packed without relative reads, c[0..95] at their
 * own index with them; the (0,0,0,0) of NVTGSI_BIND_ZERO last, only when
 * some product is written (its +0.0) or some read is relative (what an
 * out-of-range index reads). */
static void
check_layout(void)
{
   static const struct {
      const char *text;
      unsigned num;
      int first, last;
      uint32_t inputs;
      bool zero;
   } cases[] = {
      { "!!VP1.0\nMOV o[HPOS], c[90];\nADD o[COL0], v[3], c[5];\n"
        "MUL o[TEX0], c[90], v[3];\nEND", 2, 5, 90, 0x8, true },
      { "!!VP1.0\nARL A0.x, v[1].x;\nMOV o[HPOS], c[A0.x + 2];\n"
        "MOV o[COL0], c[7];\nEND", 96, 0, 95, 0x2, true },
      { "!!VP1.0\nMOV o[HPOS], v[15];\nEND", 0, -1, -1, 0x8000, false },
      { "!!VP1.0\nARL A0.x, v[1].x;\nMOV o[HPOS], c[A0.x + 2];\n"
        "DP4 o[COL0], c[7], v[1];\nEND", 96, 0, 95, 0x2, true },
      /* DST without .y has no product */
      { "!!VP1.0\nMOV o[HPOS], v[0];\nDST o[COL0].xzw, v[0], c[1];\n"
        "END", 1, 1, 1, 0x1, false },
      { "!!VP1.0\nMOV o[HPOS], v[0];\nDST o[COL0].y, v[0], c[1];\n"
        "END", 1, 1, 1, 0x1, true },
   };

   for (unsigned i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
      struct nvp_error perr;
      struct nvp_program *prog;
      struct nvtgsi_shader sh;
      char err[256] = "", name[32];
      bool ok;

      snprintf(name, sizeof(name), "layout-%u", i);
      checks++;
      prog = nvp_parse(NVP_TARGET_VERTEX, cases[i].text,
                       strlen(cases[i].text), &perr);
      if (!prog || !nvtgsi_emit(prog, &sh, err, sizeof(err))) {
         fail(name, "%s", prog ? err : perr.message);
         nvp_program_free(prog);
         continue;
      }
      ok = sh.num_bindings == cases[i].num + cases[i].zero &&
           sh.inputs == cases[i].inputs;
      if (ok && cases[i].zero)
         ok = sh.bindings[cases[i].num].kind == NVTGSI_BIND_ZERO;
      for (unsigned k = 0; ok && k < cases[i].num; k++)
         ok = sh.bindings[k].kind == NVTGSI_BIND_PARAM;
      if (ok && cases[i].num) {
         ok = sh.bindings[0].index == cases[i].first &&
              sh.bindings[cases[i].num - 1].index == cases[i].last;
         if (cases[i].num == NVP_VP1_NUM_PARAMS) {
            for (unsigned k = 0; ok && k < cases[i].num; k++)
               ok = sh.bindings[k].index == (int)k;
         }
      }
      if (ok)
         printf("PASS %s\n", name);
      else
         fail(name, "%s", "bad binding table or input mask");
      nvtgsi_shader_free(&sh);
      nvp_program_free(prog);
   }
}

/*
 * Position invariance: o[HPOS] bit for bit what Mesa's fixed-function
 * program computes (ffvertex_prog.c build_hpos), on both of its paths:
 * MUL/MAD by MVP columns (the fused MAD is fadd(fmul) in prog_to_nir)
 * and DP4 by MVP rows.  Values with long mantissas make rounding order
 * visible.
 */
static void
check_position_invariant(void)
{
   static const char text[] =
      "!!VP1.1\nOPTION NV_position_invariant;\n"
      "MOV o[COL0], v[3];\nEND";
   static const float pos[4] = { 0.1f, -1.7f, 3.3f, 0.9f };
   static const float col[4][4] = {   /* MVP columns */
      { 1.1f, 0.3f, -2.7f, 0.01f }, { 0.7f, -1.9f, 0.13f, 5.5f },
      { -0.37f, 2.2f, 1.3f, -0.61f }, { 9.1f, -0.07f, 0.5f, 1.7f },
   };

   for (unsigned dp4 = 0; dp4 < 2; dp4++) {
      struct nvtgsi_options opts = { .mvp_with_dp4 = dp4 != 0 };
      struct nvp_error perr;
      struct nvtgsi_shader sh;
      char err[256] = "", name[64];
      float consts[4][4], want[4];
      volatile float t;

      snprintf(name, sizeof(name), "position-invariant (%s)",
               dp4 ? "DP4 rows" : "MUL/ADD columns");
      checks++;
      struct nvp_program *prog = nvp_parse(NVP_TARGET_VERTEX, text,
                                           strlen(text), &perr);
      if (!prog || !nvtgsi_emit_options(prog, &opts, &sh, err,
                                        sizeof(err))) {
         fail(name, "%s", prog ? err : perr.message);
         nvp_program_free(prog);
         continue;
      }
      nvp_program_free(prog);

      bool ok = sh.num_bindings == 4 && sh.inputs == 0x9;
      for (unsigned k = 0; ok && k < 4; k++) {
         ok = sh.bindings[k].kind == (dp4 ? NVTGSI_BIND_MVP_ROW :
                                            NVTGSI_BIND_MVP_COL) &&
              sh.bindings[k].index == (int)k;
         for (unsigned c = 0; c < 4; c++)
            consts[k][c] = dp4 ? col[c][k] : col[k][c];
      }
      if (!ok) {
         fail(name, "%s", "bad binding table");
         nvtgsi_shader_free(&sh);
         continue;
      }
      for (unsigned r = 0; r < 4; r++) {
         if (dp4) {
            /* DP4: ((x*m0 + y*m1) + z*m2) + w*m3 */
            t = pos[0] * col[0][r];
            for (unsigned c = 1; c < 4; c++) {
               float p = pos[c] * col[c][r];
               t = t + p;
            }
         } else {
            /* MUL tmp, x, col0; MAD tmp, y, col1, tmp; ... */
            t = pos[0] * col[0][r];
            for (unsigned c = 1; c < 4; c++) {
               float p = pos[c] * col[c][r];
               t = p + t;
            }
         }
         want[r] = t;
      }

      struct tgsi_shader_info info;
      struct tgsi_exec_machine *mach =
         tgsi_exec_machine_create(PIPE_SHADER_VERTEX);
      tgsi_scan_shader(sh.tokens, &info);
      tgsi_exec_machine_bind_shader(mach, sh.tokens, NULL, NULL, NULL);
      const void *bufs[1] = { consts };
      unsigned sizes[1] = { sizeof(consts) };
      tgsi_exec_set_constant_buffers(mach, 1, bufs, sizes);
      for (unsigned c = 0; c < 4; c++) {
         for (unsigned l = 0; l < TGSI_QUAD_SIZE; l++) {
            mach->Inputs[0].xyzw[c].f[l] = pos[c];
            mach->Inputs[3].xyzw[c].f[l] = 0.25f;
         }
      }
      mach->NonHelperMask = 0xf;
      tgsi_exec_machine_run(mach, 0);
      int k = find_output(&info, NVP_OUT_HPOS);
      for (unsigned c = 0; k >= 0 && c < 4; c++) {
         if (mach->Outputs[k].xyzw[c].f[0] != want[c] ||
             signbit(mach->Outputs[k].xyzw[c].f[0]) != signbit(want[c]))
            ok = false;
      }
      if (k < 0 || !ok)
         fail(name, "%s", "HPOS differs from fixed function");
      else
         printf("PASS %s\n", name);
      tgsi_exec_machine_destroy(mach);
      nvtgsi_shader_free(&sh);
   }
}

/* Malformed IR is refused with a message, never a crash. */
static void
check_errors(void)
{
   struct nvp_instr in;
   struct nvp_program prog;
   struct nvtgsi_shader sh;
   char err[256];
   static const int bad_temp[] = { -1, 12, 1000 };

   for (unsigned i = 0; i < 3; i++) {
      memset(&in, 0, sizeof(in));
      memset(&prog, 0, sizeof(prog));
      in.op = NVP_OP_MOV;
      in.dst.file = NVP_FILE_OUTPUT;
      in.dst.index = NVP_OUT_HPOS;
      in.dst.write_mask = 0xf;
      in.src[0].file = NVP_FILE_TEMP;
      in.src[0].index = bad_temp[i];
      prog.instrs = &in;
      prog.num_instrs = 1;
      err[0] = '\0';
      checks++;
      if (nvtgsi_emit(&prog, &sh, err, sizeof(err)) || !err[0]) {
         fail("errors", "%s", "bad temp index accepted");
         nvtgsi_shader_free(&sh);
      }
   }

   memset(&prog, 0, sizeof(prog));
   in.src[0].index = 0;
   in.op = (enum nvp_opcode)NVP_OP_COUNT;
   prog.instrs = &in;
   prog.num_instrs = 1;
   checks++;
   if (nvtgsi_emit(&prog, &sh, err, sizeof(err))) {
      fail("errors", "%s", "unknown opcode accepted");
      nvtgsi_shader_free(&sh);
   }
   checks++;
   if (nvtgsi_emit(NULL, &sh, err, sizeof(err)))
      fail("errors", "%s", "NULL program accepted");
   printf("PASS errors (if no FAIL above)\n");
}

/*
 * NV_vertex_program3 TEX/TXP/TXB/TXL (tgsi_exec has no textures here;
 * the texels are checked by the GL test arbvp-nv3-texture): texture[n]
 * declares SAMP[n] and SVIEW[n] with the target, and each instruction
 * is one TXL ("the LOD for all other texture instructions is zero").
 */
static void
check_tex(void)
{
   static const struct {
      const char *insn;
      unsigned unit, target;
   } cases[] = {
      { "TEX result.color, vertex.color, texture[0], 1D;", 0,
        TGSI_TEXTURE_1D },
      { "TXP result.color, vertex.color, texture[3], 2D;", 3,
        TGSI_TEXTURE_2D },
      { "TXB result.color, vertex.color, texture[7], 3D;", 7,
        TGSI_TEXTURE_3D },
      { "TXL result.color, vertex.color, texture[1], CUBE;", 1,
        TGSI_TEXTURE_CUBE },
      { "TEX result.color, vertex.color, texture[15], RECT;", 15,
        TGSI_TEXTURE_RECT },
   };

   for (unsigned i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
      char text[256], err[256] = "";
      struct nvp_error perr;
      struct nvtgsi_shader sh;
      struct tgsi_shader_info info;
      struct nvp_program *prog;

      snprintf(text, sizeof(text), "!!ARBvp1.0\nOPTION NV_vertex_program3;"
               "\nMOV result.position, vertex.position;\n%s\nEND",
               cases[i].insn);
      checks++;
      prog = nvp_parse(NVP_TARGET_ARB_VERTEX, text, strlen(text), &perr);
      if (!prog) {
         fail(cases[i].insn, "parse error: %s", perr.message);
         continue;
      }
      if (!nvtgsi_emit(prog, &sh, err, sizeof(err))) {
         fail(cases[i].insn, "emit error: %s", err);
         nvp_program_free(prog);
         continue;
      }
      nvp_program_free(prog);
      tgsi_scan_shader(sh.tokens, &info);
      if (info.samplers_declared != 1u << cases[i].unit ||
          info.sampler_targets[cases[i].unit] != cases[i].target ||
          info.opcode_count[TGSI_OPCODE_TXL] != 1 ||
          info.opcode_count[TGSI_OPCODE_TEX] ||
          info.opcode_count[TGSI_OPCODE_TXP] ||
          info.opcode_count[TGSI_OPCODE_TXB])
         fail(cases[i].insn, "%s", "wrong sampler declarations or opcode");
      else
         printf("PASS tex %u\n", i);
      nvtgsi_shader_free(&sh);
   }
}

#include "nvtgsi_random_vp2.h"

int
main(void)
{
   struct sw_winsys *ws = null_sw_create();

   /* tgsi_to_nir builds GLSL types. */
   glsl_type_singleton_init_or_ref();
   /* Without a screen only the direct path runs (and says so). */
   sp_screen = ws ? softpipe_create_screen(ws) : NULL;
   if (!sp_screen)
      printf("NOTE: no softpipe screen, NIR round trip skipped\n");
   for (unsigned i = 0; i < sizeof(exec_cases) / sizeof(exec_cases[0]);
        i++)
      run_case(&exec_cases[i]);
   for (unsigned i = 0; i < sizeof(exec_vp2_cases) /
                           sizeof(exec_vp2_cases[0]); i++)
      run_case(&exec_vp2_cases[i]);
   for (unsigned i = 0; i < sizeof(exec_nv3_cases) /
                           sizeof(exec_nv3_cases[0]); i++)
      run_case(&exec_nv3_cases[i]);
   check_vp2_random();
   check_relative();
   check_tex();
   check_layout();
   check_position_invariant();
   check_errors();
   /* the straight code of uniform paths must have been exercised */
   printf("%u uniform paths run as straight code\n", paths_checked);
   checks++;
   if (paths_checked < PATHS_EXPECTED)
      fail("paths", "%s", "fewer uniform paths than the cases hold");
   printf("%u checks, %u failures\n", checks, failures);
   if (sp_screen)
      sp_screen->destroy(sp_screen);
   glsl_type_singleton_decref();
   return failures ? 1 : 0;
}
