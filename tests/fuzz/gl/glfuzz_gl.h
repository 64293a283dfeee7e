/*
 * The GL side of the whole-path fuzzer: one OSMesa context of the
 * driver GALLIUM_DRIVER names, and the checks of one valid program and
 * one mutant of it (glfuzz_gl.c).
 */
#ifndef GLFUZZ_GL_H
#define GLFUZZ_GL_H

#include "glfuzz_gen.h"

/* What the runs did, summed over the children (shared memory). */
struct gf_counts {
   unsigned long valid;        /* valid programs loaded and run */
   unsigned long mut_loaded;   /* mutants that loaded (and were run) */
   unsigned long mut_refused;  /* mutants refused with the spec's error */
   unsigned long findings;
};

/* Creates and binds the context; false (with a line) when it or an
 * entry point is missing. */
bool gf_gl_init(void);

/* Loads and runs 'base', then loads 'mut' into the same program and
 * checks it (glfuzz_gl.c has the rules).  On a failed check writes why
 * into 'why' and returns false. */
bool gf_gl_check(const struct gf_prog *base, const struct gf_prog *mut,
                 struct gf_counts *counts, char *why, size_t why_size);

#endif
