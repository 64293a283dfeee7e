/* Placeholder: the emitter is being written. */
#include <stdio.h>
#include "nvtgsi.h"

bool
nvtgsi_emit(const struct nvp_program *prog, struct nvtgsi_shader *out,
            char *err, size_t err_len)
{
   (void)prog; (void)out;
   snprintf(err, err_len, "emitter not built yet");
   return false;
}

void
nvtgsi_shader_free(struct nvtgsi_shader *shader)
{
   (void)shader;
}
