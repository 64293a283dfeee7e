!!NVfp5.0
# NV_gpu_program5's memory through GPU addresses: LOAD of every storage
# size with COH and VOL, STORE, ATOM with every atomic modifier, MEMBAR;
# a LONG component as the address and a 32-bit one zero-extended; the
# 64-bit storage modifiers; NV_gpu_program5_mem_extended's.
OPTION NV_shader_buffer_store;
OPTION NV_gpu_program_fp64;
OPTION NV_gpu_program5_mem_extended;
LONG TEMP a, d;
UINT TEMP u, w;
INT TEMP s;
TEMP f;
PK64.U a, program.local[0];
LOAD.F32 f, a.x;
LOAD.F32X2 f, a.x;
LOAD.F32X4.COH f, a.y;
LOAD.S8 s, a.z;
LOAD.S16.VOL s, a.w;
LOAD.S32 s, a.x;
LOAD.S32X2 s, a.x;
LOAD.S32X4 s, a.x;
LOAD.U8 u, a.x;
LOAD.U16 u, a.x;
LOAD.U32 u, a.x;
LOAD.U32X2 u, a.x;
LOAD.U32X4.CC u, w.x;
STORE.F32X4 f, a.x;
STORE.S8 s, a.x;
STORE.U16.COH.VOL u, a.x;
STORE.U32X2 u, w.y;
ATOM.ADD.U32 u.x, u, a.x;
ATOM.MIN.S32 s.y, s, a.x;
ATOM.MAX.U32 u.z, u, a.x;
ATOM.IWRAP.U32 u.w, u, a.x;
ATOM.DWRAP.U32 u.x, u, a.x;
ATOM.AND.S32 s.x, s, a.x;
ATOM.OR.U32 u.x, u, a.x;
ATOM.XOR.U32 u.x, u, a.x;
ATOM.EXCH.S32 s.x, s, a.x;
ATOM.CSWAP.U32 u.x, u, a.x;
LOAD.F64X4 d, a.x;
LOAD.U64 u, a.y;
STORE.S64X2 d, a.z;
ATOM.ADD.U64 d.y, d, a.x;
ATOM.EXCH.U64 d.z, d, a.x;
ATOM.CSWAP.U64 d.w, d, a.x;
LOAD.S8X4 s, a.x;
LOAD.U16X2 u, a.y;
LOAD.F16X4 f, a.z;
STORE.U8X2 u, a.w;
STORE.F16 f, a.x;
MEMBAR;
I2F.U result.color, u;
END
