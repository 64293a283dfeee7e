/*
 * nvprog front end: parse and check NV assembly program text.
 */
#ifndef NVP_H
#define NVP_H

#include "nvp_ir.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What the caller loads the text as; the text's header must agree. */
enum nvp_target {
   NVP_TARGET_VERTEX,        /* LoadProgramNV(VERTEX_PROGRAM_NV) */
   NVP_TARGET_VERTEX_STATE,  /* LoadProgramNV(VERTEX_STATE_PROGRAM_NV) */
};

/*
 * Parse 'len' bytes of 'text' (not NUL-terminated; may contain any byte).
 * On success returns a program (free with nvp_program_free) and leaves
 * err untouched; on failure returns NULL and fills err.  Never aborts on
 * any input.
 *
 * The header ("!!VP1.0" or "!!VP1.1" for NVP_TARGET_VERTEX, "!!VSP1.0"
 * for NVP_TARGET_VERTEX_STATE) must start at byte 0.  A "!!VP1.1" program
 * with "OPTION NV_position_invariant;" has prog->position_invariant set
 * and no o[HPOS] writes: the emitter computes HPOS as fixed function
 * does (nvtgsi.h).  Bytes after the END
 * token are not read.  With NVPROG_DEBUG containing "ir", every loaded
 * program's dump is printed on stderr.
 */
struct nvp_program *nvp_parse(enum nvp_target target, const char *text,
                              size_t len, struct nvp_error *err);

void nvp_program_free(struct nvp_program *prog);

/* Human-readable dump of the IR (NVPROG_DEBUG=ir, tests).  Returns a
 * malloc'ed string. */
char *nvp_program_dump(const struct nvp_program *prog);

#ifdef __cplusplus
}
#endif

#endif
