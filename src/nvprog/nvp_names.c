/*
 * Spellings of NV_fragment_program register names, texture targets and
 * condition rules, shared by the parser and the IR dump.
 */
#include "nvp_priv.h"

/* Table X.1, in enum nvp_frag_attrib order. */
const char *const nvp_frag_attrib_names[NVP_FRAG_ATTRIB_COUNT] = {
   "WPOS", "COL0", "COL1", "FOGC", "TEX0", "TEX1", "TEX2", "TEX3",
   "TEX4", "TEX5", "TEX6", "TEX7",
   "FACE",   /* NV_fragment_program2 fragment.facing (no FP1.0 name) */
};

/* Table X.3, in enum nvp_frag_output order. */
const char *const nvp_frag_output_names[NVP_FRAG_OUTPUT_COUNT] = {
   "COLR", "COLH", "DEPR",
   "COLR1", "COLR2", "COLR3", "COLR4", "COLR5", "COLR6", "COLR7",
   "COLH1", "COLH2", "COLH3", "COLH4", "COLH5", "COLH6", "COLH7",
   "SAMPLEMASK",   /* NV_gpu_program5 result.samplemask */
};

/* <texImageTarget>; NONE has no spelling. */
const char *const nvp_tex_target_names[NVP_TEX_GP4_TARGET_COUNT] = {
   [NVP_TEX_NONE] = "?", [NVP_TEX_1D] = "1D", [NVP_TEX_2D] = "2D",
   [NVP_TEX_3D] = "3D", [NVP_TEX_CUBE] = "CUBE", [NVP_TEX_RECT] = "RECT",
   [NVP_TEX_SHADOW1D] = "SHADOW1D", [NVP_TEX_SHADOW2D] = "SHADOW2D",
   [NVP_TEX_SHADOWRECT] = "SHADOWRECT",
   [NVP_TEX_ARRAY1D] = "ARRAY1D", [NVP_TEX_ARRAY2D] = "ARRAY2D",
   [NVP_TEX_SHADOWCUBE] = "SHADOWCUBE",
   [NVP_TEX_SHADOWARRAY1D] = "SHADOWARRAY1D",
   [NVP_TEX_SHADOWARRAY2D] = "SHADOWARRAY2D",
   [NVP_TEX_BUFFER] = "BUFFER",
   [NVP_TEX_ARRAYCUBE] = "ARRAYCUBE",
   [NVP_TEX_2DMS] = "2DMS",
   [NVP_TEX_ARRAY2DMS] = "ARRAY2DMS",
   [NVP_TEX_SHADOWARRAYCUBE] = "SHADOWARRAYCUBE",
};

/* <ccMaskRule>; "" where the text has no condition. */
const char *const nvp_cond_names[NVP_COND_COUNT] = {
   [NVP_COND_NONE] = "", [NVP_COND_EQ] = "EQ", [NVP_COND_GE] = "GE",
   [NVP_COND_GT] = "GT", [NVP_COND_LE] = "LE", [NVP_COND_LT] = "LT",
   [NVP_COND_NE] = "NE", [NVP_COND_TR] = "TR", [NVP_COND_FL] = "FL",
   [NVP_COND_NAN] = "NAN", [NVP_COND_LEG] = "LEG", [NVP_COND_CF] = "CF",
   [NVP_COND_NCF] = "NCF", [NVP_COND_OF] = "OF", [NVP_COND_NOF] = "NOF",
   [NVP_COND_AB] = "AB", [NVP_COND_BLE] = "BLE", [NVP_COND_SF] = "SF",
   [NVP_COND_NSF] = "NSF",
};
