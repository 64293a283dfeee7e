!!NVfp5.0
# NV_gpu_program5's CVT: each kind of conversion (float to float, float
# to integer, integer to integer, integer to float, F16 both ways, the
# 64-bit types), the rounding modifiers, SAT on integer and float
# results, narrow results into 32-bit and LONG variables, CC and masks;
# LDC's 64-bit storage modifiers.
OPTION NV_gpu_program_fp64;
CBUFFER cb[] = { program.buffer[1] };
LONG TEMP L, M;
INT TEMP i;
UINT TEMP u;
TEMP r, f;
CVT.F32.F32 f, fragment.attrib[0];
CVT.S8.F32 i, f;
CVT.S8.F32.SAT.CEIL i.xy, f;
CVT.U16.F32.TRUNC u, f;
CVT.S32.F32.FLR.CC i, f;
CVT.U8.S32.SAT u (GT), i;
CVT.S16.U32 i.zw, u;
CVT.F16.F32 r, f;
CVT.F32.F16 f.xy, r;
CVT.F16.F32.FLR r.zw, f;
CVT.F64.F32 L, f;
CVT.F32.F64.CEIL f, L;
CVT.S64.F64.SAT M, L;
CVT.F64.S64.TRUNC L.xy, M;
CVT.F32.U64.FLR f.w, M.y;
CVT.U64.S8 M, i;
CVT.S32.S64.CC1 i, M.zwxy;
CVT.F32.S32.SSAT f, i;
CVT.F16.F64 r.x, L.z;
LDC.F64 L.x, cb[8];
LDC.S64X2 M, cb[i.x + 16];
LDC.U64X4.CC M, cb[32];
LDC.F64X4 f, cb[32];
CVT.F32.F64 result.color, L;
END
