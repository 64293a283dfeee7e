/*
 * "!!ARBvp1.0" programs with an NV option (nvst_arb_program.c).
 */
#ifndef NVST_ARB_PROGRAM_H
#define NVST_ARB_PROGRAM_H

#include "nvst_private.h"

struct gl_program_parameter_list;

/* Is the IR of an ARB kind (its c[k] are nvp_program::params slots)? */
bool nvst_ir_is_arb(const struct nvp_program *ir);

/* Add slot k of an ARB program's parameters to 'params' (a Mesa state
 * reference, or the literal as an unnamed constant; zero past the
 * program's slots): the parameter list index. */
int nvst_arb_add_param(struct gl_program_parameter_list *params,
                       const struct nvp_program *ir, unsigned k);

/* ProgramStringARB(VERTEX_PROGRAM_ARB) of a program that names OPTION
 * NV_vertex_program2 or NV_vertex_program3, or declares two ADDRESS
 * variables (nvp_arbvp_is_ours), while the extension is advertised: parse, translate and install it, or report the error
 * with the previous program intact.  False when the program is not
 * ours (Mesa's parser takes it). */
bool nvst_arb_program_string(struct gl_context *ctx,
                             struct gl_program *prog, GLenum target,
                             GLsizei len, const void *string);

/* nvst_program.c, shared with LoadProgramNV. */
bool nvst_install_program(struct gl_context *ctx, struct gl_program *prog,
                          struct nvst_program *nvprog, const GLubyte *text,
                          GLsizei len);
void nvst_report_program_error(struct gl_context *ctx,
                               const struct nvp_error *err,
                               const char *caller);
/* Translate nvprog->ir into nvprog->tgsi (with the NVPROG_DEBUG dumps);
 * on failure the error is reported at the program's length and false
 * returned (nvprog is the caller's to free). */
bool nvst_emit_program(struct gl_context *ctx, struct nvst_program *nvprog,
                       GLuint id, const char *caller);
void nvst_debug_dump_ir(const struct nvp_program *ir, GLuint id);

#endif
