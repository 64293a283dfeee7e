/*
 * Program generators of the whole-path GL fuzzer (glfuzz.c): one valid
 * program of each kind the driver advertises, from a seeded random
 * stream, and the one-mutation "near-valid" variants of it.
 *
 * Everything here is plain C with no GL: a program is the text and the
 * kind, which says how the GL side loads and runs it.  The same (seed,
 * index) always gives the same text, so that a finding can be replayed
 * from the two numbers alone.
 */
#ifndef GLFUZZ_GEN_H
#define GLFUZZ_GEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum gf_kind {
   GF_VP10,        /* !!VP1.0, LoadProgramNV */
   GF_VP11,        /* !!VP1.1 */
   GF_VP20,        /* !!VP2.0 */
   GF_VSP10,       /* !!VSP1.0, run by ExecuteProgramNV */
   GF_FP10,        /* !!FP1.0 */
   GF_ARBVP_NV2,   /* !!ARBvp1.0 + OPTION NV_vertex_program2 */
   GF_ARBVP_NV3,   /* !!ARBvp1.0 + OPTION NV_vertex_program3 */
   GF_ARBFP_NV,    /* !!ARBfp1.0 + OPTION NV_fragment_program */
   GF_ARBFP_NV2,   /* !!ARBfp1.0 + OPTION NV_fragment_program2 */
   GF_GP4VP,       /* !!NVvp4.0 */
   GF_GP4FP,       /* !!NVfp4.0 */
   GF_GP4GP,       /* !!NVgp4.0, with the fixed-function vertex stage */
   GF_KIND_COUNT
};

extern const char *const gf_kind_names[GF_KIND_COUNT];

#define GF_TEXT_MAX 16384

struct gf_prog {
   enum gf_kind kind;
   size_t len;
   char text[GF_TEXT_MAX];
};

/* The random stream: gf_seed() starts the stream of program 'index' of
 * run 'seed'; gf_rnd(n) is in [0, n). */
void gf_seed(uint64_t seed, uint64_t index);
unsigned gf_rnd(unsigned n);

/* Appends to the text (silently cut at GF_TEXT_MAX - 1). */
void gf_put(struct gf_prog *p, const char *fmt, ...)
   __attribute__((format(printf, 2, 3)));

/* The languages an instruction of the catalogue in glfuzz_gen.c is
 * valid in. */
enum {
   GF_L_VP1 = 1 << 0,    /* !!VP1.0 and up */
   GF_L_VP11 = 1 << 1,   /* !!VP1.1 and up */
   GF_L_VP2 = 1 << 2,    /* !!VP2.0 and the ARB vertex options */
   GF_L_ARBVP = 1 << 3,  /* the ARB vertex options only */
   GF_L_FP = 1 << 4,     /* !!FP1.0 and the ARB fragment options */
   GF_L_FPO = 1 << 5,    /* the ARB fragment options only */
};

/* How a language writes the operands of an arithmetic instruction. */
struct gf_lang {
   unsigned ops;            /* GF_L_* bits of the instructions taken */
   bool cc;                 /* "C" suffix and condition-code masks */
   bool prec;               /* "R", "H", "X" suffixes */
   bool sat;                /* "_SAT" */
   bool abs;                /* |operand| */
   unsigned temps;          /* R0 to R<temps - 1> */
   const char *param;       /* a constant, e.g. "c[%u]" */
   unsigned params;         /* its indices: [0, params) */
   const char *rel;         /* the relative form, "c[A0.x + %u]", or NULL */
   const char *const *attrs;   /* inputs */
   unsigned n_attrs;
   const char *const *outs;    /* destinations besides the temps */
   unsigned n_outs;
};

/* One arithmetic instruction of 'l', at most one distinct constant and
 * one distinct input read (NV_vertex_program's rule, kept for all). */
void gf_alu(struct gf_prog *p, const struct gf_lang *l);
/* A condition test, "GT.x", "NE", "LE.xyzw". */
void gf_cond(struct gf_prog *p);

/* A valid program of p->kind (glfuzz_gen_vp.c, glfuzz_gen_fp.c). */
void gf_gen_vertex(struct gf_prog *p);
void gf_gen_fragment(struct gf_prog *p);
/* A valid NV_gpu_program4 program of p->kind (glfuzz_gen_gp4.c). */
void gf_gen_gp4(struct gf_prog *p);
/* Program 'index' of run 'seed': its kind, then its text. */
void gf_generate(struct gf_prog *p, uint64_t seed, uint64_t index);

/* Changes p in one place (glfuzz_mutate.c): a byte changed, a token
 * dropped or doubled, a number pushed past a limit.  Draws from the
 * stream gf_generate() left.  Returns what it did, for the reports. */
const char *gf_mutate(struct gf_prog *p);

#endif
