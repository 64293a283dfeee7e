/*
 * TGSI sequences shared by the vertex (VP2, ARB kinds) and fragment
 * emitters where a driver's own opcode is not accurate enough.
 */
#ifndef NVTGSI_MATH_H
#define NVTGSI_MATH_H

#include <stdbool.h>

#include "tgsi/tgsi_ureg.h"

/* Integer 0x7fc00000, the NaN the interpreters make every NaN result. */
#define NVTGSI_NAN_BITS 0x7fc00000u

/* d (mask) = ~0 where the float bits of s are a NaN, else 0. */
void nvtgsi_is_nan(struct ureg_program *ureg, struct ureg_dst d,
                   struct ureg_src s);

/* r.x = ApproxLog2(x.x) of NV_vertex_program2 / NV_fragment_program,
 * within their 2^-22 and with their special values; t is a scratch TEMP
 * (its x is overwritten).  flush_denormals: a denormal x is 0.0 (-INF);
 * else its logarithm. */
void nvtgsi_lg2(struct ureg_program *ureg, struct ureg_dst r,
                struct ureg_src x, struct ureg_dst t, bool flush_denormals);

#endif
