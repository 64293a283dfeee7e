/*
 * Between the files of the vertex stage of the ARB-style grammar
 * (nvp_arb_vertex.c, nvp_arb_vertex_bind.c); the core sees only
 * arb_vertex_stage (nvp_arb_stage.h).
 */
#ifndef NVP_ARB_VERTEX_H
#define NVP_ARB_VERTEX_H

#include "nvp_arb.h"

/* NV_vertex_program3's row: "_SAT", two condition codes, texture
 * lookups, the address stack, relative attribute and texcoord result
 * bindings. */
static inline bool
arb_vp_nv3(const struct arb_parser *p)
{
   return p->kind == NVP_KIND_ARBVP_NV3;
}

/* "vertex" ... and "result" ...: the register (next token is the
 * keyword). */
bool arb_vp_parse_attrib(struct arb_parser *p, struct nvp_src *src);
bool arb_vp_parse_result(struct arb_parser *p, struct nvp_dst *dst);

#endif
