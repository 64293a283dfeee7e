/*
 * nvprog IR -> Gallium TGSI tokens (tgsi_ureg).
 *
 * The emitter owns the constant layout: CONST[k] holds the GL state named
 * by bindings[k].  Vertex inputs keep the NV attribute number: INPUT[n]
 * is v[n].  Outputs carry TGSI semantics (POSITION, COLOR 0/1, BCOLOR 0/1,
 * FOG, PSIZE, TEXCOORD n).  Literals the lowering needs are immediates.
 */
#ifndef NVTGSI_H
#define NVTGSI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "nvp_ir.h"

#ifdef __cplusplus
extern "C" {
#endif

struct tgsi_token;

enum nvtgsi_binding_kind {
   NVTGSI_BIND_PARAM,     /* NV program parameter register c[index] */
};

struct nvtgsi_binding {
   enum nvtgsi_binding_kind kind;
   int index;
};

struct nvtgsi_shader {
   const struct tgsi_token *tokens;   /* free with nvtgsi_shader_free */
   unsigned num_tokens;
   struct nvtgsi_binding *bindings;   /* CONST[k] <- bindings[k] */
   unsigned num_bindings;
   uint32_t inputs;                   /* bit n: INPUT[n] (v[n]) declared */
};

/* Translate a vertex program (VP1.x).  Returns false and fills err on an
 * internal limit; never aborts. */
bool nvtgsi_emit(const struct nvp_program *prog, struct nvtgsi_shader *out,
                 char *err, size_t err_len);

void nvtgsi_shader_free(struct nvtgsi_shader *shader);

#ifdef __cplusplus
}
#endif

#endif
