!!NVcp5.0
# Each invocation stores its flattened index, the group waits at BAR,
# then reads its neighbour's word and counts itself in word 60.
GROUP_SIZE 4 2;
SHARED_MEMORY 64;
SHARED words[] = { program.sharedmem[0..63] };
UINT TEMP i, v;
MOV.U i.x, invocation.localindex.x;
SHL.U i.y, i.x, 2;
STS.U32 i.x, words[i.y];
BAR;
ADD.U i.z, i.x, 1;
AND.U i.z, i.z, 7;
SHL.U i.z, i.z, 2;
LDS.U32 v.x, words[i.z];
ATOMS.ADD.U32 v.y, 1, words[60];
END
