!!NVcp5.0
OPTION NV_shader_storage_buffer;
# Invocation i triples word i of binding 0 into word i + 4 of binding 1
# and counts itself in word 0 there.
GROUP_SIZE 4;
STORAGE ssbo0[] = { program.storage[0] };
STORAGE ssbo1[] = { program.storage[1] };
UINT TEMP i, v;
MOV.U i.x, invocation.localid.x;
SHL.U i.y, i.x, 2;
LDB.U32 v.x, ssbo0[i.y];
MUL.U v.x, v.x, 3;
STB.U32 v.x, ssbo1[i.y + 16];
ATOMB.ADD.U32 v.y, 1, ssbo1[0];
END
