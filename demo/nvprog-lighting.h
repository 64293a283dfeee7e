/*
 * The demo torus's two-light lighting, shared by demo/nvprog-demo.c and
 * bench/ (whose vertex-bound case times the same work): the VP1
 * instructions that light the eye-space normal in R0, and the program
 * parameters c[8]..c[15] they read.
 *
 *   c[8],c[9]   light 0 direction (eye space), colour
 *   c[10],c[11] light 1 direction, colour
 *   c[12]       ambient
 *   c[13]       .y specular scale, .w specular exponent
 *   c[14],c[15] half vectors of light 0 and 1 (infinite viewer)
 */
#ifndef NVPROG_LIGHTING_H
#define NVPROG_LIGHTING_H

#include <math.h>

#define NVPROG_LIGHTING_FIRST_PARAM 8
#define NVPROG_LIGHTING_NUM_PARAMS  8

/* R0.xyz: the eye-space normal, not normalized yet.  Writes o[COL0]
 * from v[COL0]; uses R0-R7. */
#define NVPROG_LIGHTING_VP1 \
   "DP3 R1.x, R0, R0;\n" \
   "RSQ R1.x, R1.x;\n" \
   "MUL R0.xyz, R0, R1.x;\n" \
   "DP3 R2.x, R0, c[8];\n" \
   "DP3 R2.y, R0, c[14];\n" \
   "MOV R2.w, c[13].w;\n" \
   "LIT R3, R2;\n" \
   "DP3 R5.x, R0, c[10];\n" \
   "DP3 R5.y, R0, c[15];\n" \
   "MOV R5.w, c[13].w;\n" \
   "LIT R6, R5;\n" \
   "MUL R4, R3.y, c[9];\n" \
   "MAD R4, R6.y, c[11], R4;\n" \
   "ADD R4, R4, c[12];\n" \
   "MUL R4, R4, v[COL0];\n" \
   "ADD R7.x, R3.z, R6.z;\n" \
   "MAD o[COL0].xyz, R7.x, c[13].y, R4;\n" \
   "MOV o[COL0].w, v[COL0].w;\n"

static inline void
nvprog_lighting_normalize3(float v[4])
{
   float l = sqrtf(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);

   for (int i = 0; i < 3; i++)
      v[i] /= l;
}

/* The values of c[8]..c[15]. */
static inline void
nvprog_lighting_params(float c[NVPROG_LIGHTING_NUM_PARAMS][4])
{
   static const float init[NVPROG_LIGHTING_NUM_PARAMS][4] = {
      { -0.5f, 0.7f, 0.6f, 0 }, { 1.0f, 0.9f, 0.8f, 1 },
      { 0.8f, -0.4f, 0.5f, 0 }, { 0.3f, 0.45f, 1.0f, 1 },
      { 0.08f, 0.08f, 0.1f, 0 }, { 0, 0.6f, 0, 48 },
   };

   for (int i = 0; i < NVPROG_LIGHTING_NUM_PARAMS; i++) {
      for (int k = 0; k < 4; k++)
         c[i][k] = init[i][k];
   }
   nvprog_lighting_normalize3(c[0]);
   nvprog_lighting_normalize3(c[2]);
   /* Half vectors: light direction + the eye direction (0, 0, 1). */
   for (int k = 0; k < 3; k++) {
      c[6][k] = c[0][k] + (k == 2);
      c[7][k] = c[2][k] + (k == 2);
   }
   nvprog_lighting_normalize3(c[6]);
   nvprog_lighting_normalize3(c[7]);
}

#endif
