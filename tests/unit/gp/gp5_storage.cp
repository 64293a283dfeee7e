!!NVcp5.0
# NV_shader_storage_buffer_object: two STORAGE variables on binding
# points 0 and 3; LDB and STB of each storage size (words, vectors,
# bytes and halves, 64-bit values), at a constant, a register and a
# register plus a constant; COH, VOL and CC; ATOMB with each atomic
# modifier (IWRAP and DWRAP a compare-and-swap loop), U64 and S64 with
# OPTION NV_shader_atomic_int64, ADD.F32 and EXCH.F32 with OPTION
# NV_shader_atomic_float; a result written by LDB.U32 into y (the
# loaded x is written nowhere).
OPTION NV_shader_storage_buffer;
OPTION NV_shader_atomic_int64;
OPTION NV_shader_atomic_float;
GROUP_SIZE 4;
STORAGE sb0[] = { program.storage[0] };
STORAGE sb3[] = { program.storage[3] };
UINT TEMP i, v;
INT TEMP s;
TEMP f;
LONG TEMP l;
MOV.U i.x, invocation.localid.x;
SHL.U i.y, i.x, 2;
LDB.U32 v.x, sb0[i.y];
LDB.U32X2 v.zw, sb0[i.y + 8];
LDB.U32X4.COH v, sb0[16];
LDB.F32.CC f.x, sb0[i.y + 192];
LDB.S8 s.x, sb0[3];
LDB.U16 v.y, sb0[i.y + 2];
LDB.S32X2 s.zw, sb0[4];
LDB.U64 l.x, sb0[32];
LDB.F64X2 l, sb0[i.y + 64];
LDB.U32 v.y, sb0[0];
STB.U32 v.x, sb3[i.y];
STB.F32X4.VOL f, sb3[16];
STB.U8 v.x, sb3[i.x + 1];
STB.S16 s.x, sb3[6];
STB.U64 l.x, sb3[24];
STB.S32X2 s, sb3[i.y + 40];
ATOMB.ADD.U32 v.x, 1, sb3[0];
ATOMB.MIN.S32 s.x, -5, sb3[4];
ATOMB.MAX.U32 v.x, 77, sb3[4];
ATOMB.AND.U32 v.x, 0xff, sb3[i.y];
ATOMB.OR.S32 s.x, 16, sb3[8];
ATOMB.XOR.U32.CC v.x, 3, sb3[8];
ATOMB.EXCH.U32 v.x, i.x, sb3[12];
ATOMB.CSWAP.U32 v.y, {0, 66, 0, 0}, sb3[8];
ATOMB.IWRAP.U32 v.z, 3, sb3[48];
ATOMB.DWRAP.U32 v.w, 3, sb3[52];
ATOMB.ADD.U64 l.y, l.x, sb3[24];
ATOMB.MAX.S64 l.x, l.y, sb3[56];
ATOMB.ADD.F32 f.x, 0.25, sb3[60];
ATOMB.EXCH.F32 f.y, 2.5, sb3[64];
END
