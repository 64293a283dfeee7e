/*
 * The route the GL takes from emitted TGSI to a driver, without GL, for
 * the emitter tests: tgsi_to_nir without a screen (the state tracker's
 * hand-over, which runs no optimization), the exact marking the state
 * tracker applies, the lowering of ttn_finalize_nir(), then nir_to_tgsi
 * on a softpipe screen (which optimizes, as softpipe's GL path does).
 */
#ifndef NVTGSI_ROUND_TRIP_H
#define NVTGSI_ROUND_TRIP_H

#include <stdbool.h>

#include "pipe/p_defines.h"

struct pipe_screen;
struct tgsi_token;

/* The round-tripped tokens (free with tgsi_free_tokens()), NULL if
 * nir_to_tgsi failed.  exact: nvtgsi_nir_make_exact() first, as the
 * state tracker does for VP2 and every fragment program. */
const struct tgsi_token *
nvtgsi_round_trip(struct pipe_screen *screen, enum pipe_shader_type stage,
                  const struct tgsi_token *tokens, bool exact);

#endif
