!!NVcp5.0
# NV_compute_program5: a 4 x 2 work group with 64 bytes of shared
# memory; every invocation binding; LDS and STS of each storage size
# (32-bit words, vectors, bytes and halves through the word holding
# them); ATOMS with each atomic modifier (IWRAP and DWRAP a
# compare-and-swap loop); BAR, MEMBAR and MEMBAR.CTA.
GROUP_SIZE 4 2;
SHARED_MEMORY 64;
SHARED words[] = { program.sharedmem[0..31] };
SHARED bytes[32] = { program.sharedmem[32..63] };
SHARED last = program.sharedmem[60];
UINT TEMP i, g, v;
INT TEMP s;
TEMP f;
MOV.U i, invocation.localid;
MOV.U g, invocation.globalid;
MOV.U v, invocation.groupid;
ADD.U v, v, invocation.groupcount;
ADD.U v, v, invocation.groupsize;
MOV.U i.w, invocation.localindex.x;
SHL.U i.z, i.w, 2;
STS.U32 g.x, words[i.z];
STS.U32X2 g, words[8];
STS.F32X4 {1.5, 2, 3, 4}, words[16];
STS.U8 i.w, bytes[i.w];
STS.S16 -2, bytes[20];
BAR;
LDS.U32 v.x, words[i.z];
LDS.U32X4 v, words[16];
LDS.F32X2 f, words[16];
LDS.U8 v.y, bytes[i.w];
LDS.S8 s.x, bytes[1];
LDS.S16 s.y, bytes[20];
LDS.U16 v.w, bytes[22];
MEMBAR.CTA;
ATOMS.ADD.U32 v.x, 1, last;
ATOMS.MIN.S32 s.x, s.y, last;
ATOMS.MAX.U32 v.x, v.y, last;
ATOMS.AND.U32 v.x, 255, words[i.z];
ATOMS.OR.S32 s.x, s.z, words[4];
ATOMS.XOR.U32 v.x, i.x, words[4];
ATOMS.EXCH.U32 v.x, i.y, words[8];
ATOMS.CSWAP.U32 v.x, i, words[12];
ATOMS.IWRAP.U32 v.x, 7, last;
ATOMS.DWRAP.U32.CC v.z, 7, last;
MEMBAR;
END
