!!NVfp4.0
# NV_parameter_buffer_object and NV_parameter_buffer_object2: BUFFER,
# BUFFER4 and CBUFFER variables, members absolute and relative, and LDC
# with storage modifiers of each type, size and count.
OPTION NV_parameter_buffer_object2;
BUFFER4 b4[] = { program.buffer[0][2..5] };
UINT BUFFER w[4] = { program.buffer[1][8..11] };
BUFFER one = program.buffer[1][3];
CBUFFER cb[] = { program.buffer[1] };
CBUFFER c2 = program.buffer[2][12];
PARAM sel = program.local[0];
INT TEMP i, n;
UINT TEMP u;
TEMP r;
MOV.S i, sel;
MOV r, b4[1];
ADD r, r, b4[i.x + 3];
MOV.U u, w[i.y + 1];
MOV r.w, one;
LDC.F32X4 r, cb[16];
LDC.F32X2.CC r.xy, -cb[i.x + 8].yxxx;
LDC.F32.SAT r.z, cb[4];
LDC.S8 n, cb[i.x + 3];
LDC.S16 n.y, cb[6];
LDC.S32X2 n, cb[24];
LDC.S32X4.CC1 n, cb[32];
LDC.U8 u.x, cb[1];
LDC.U16 u.y, cb[i.z + 2];
LDC.U32 u.z, c2;
LDC.U32X2 u, cb[40];
LDC.U32X4 u, cb[48];
LDC.S32 n.w, cb[8];
I2F r, n;
MOV result.color, r;
END
