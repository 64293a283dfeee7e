!!NVcp5.0
# Images (EXT_shader_image_load_store's NV_gpu_program5 forms): the
# declarations, a unit named directly, a member chosen at run time, every
# target, the storage sizes and every ATOMIM operation.
OPTION NV_shader_atomic_float;
GROUP_SIZE 2 2;
IMAGE one = image[5];
IMAGE images[] = { image[0..2], image[3] };
INT TEMP c, k, s;
UINT TEMP u;
TEMP f;
MOV.S c, invocation.localid;
MOV.S k.x, 2;
LOADIM.U32 u, c, images[0], 2D;
LOADIM.U8 u, c, images[1], 2D;
LOADIM.S16.CC s, c, images[k.x], 2D;
LOADIM.U32X2.COH u, c, image[7], 3D;
LOADIM.F32X4 f, c, one, ARRAY2D;
LOADIM.S32X4 s, {1, 2, 3, 0}, one, CUBE;
LOADIM.F32 f, c, one, 1D;
LOADIM.F32 f, c, one, RECT;
LOADIM.F32 f, c, one, ARRAY1D;
LOADIM.F32 f, c, one, ARRAYCUBE;
LOADIM.F32 f, c, one, BUFFER;
LOADIM.F32 f, c, one, 2DMS;
LOADIM.F32 f, c, one, ARRAY2DMS;
STOREIM.U32 images[2], u, c, 2D;
STOREIM.U8.VOL images[k.x + 1], u, c, 2D;
STOREIM.F32X4 one, f, {0, 0, 0, 0}, 3D;
ATOMIM.ADD.U32 u.x, 1, c, images[3], 2D;
ATOMIM.MIN.S32 s.y, -1, c, images[3], 2D;
ATOMIM.MAX.U32 u.z, u, c, images[3], 2D;
ATOMIM.AND.U32 u.w, u, c, images[3], 2D;
ATOMIM.OR.S32 s, s, c, images[3], 2D;
ATOMIM.XOR.U32 u, u, c, images[3], 2D;
ATOMIM.EXCH.U32 u, u, c, images[3], 2D;
ATOMIM.CSWAP.U32 u, {5, 55}, c, images[3], 2D;
ATOMIM.IWRAP.U32 u, 5, c, images[3], 2D;
ATOMIM.DWRAP.U32 u, 5, c, images[k.x], 2D;
ATOMIM.ADD.F32 f.x, 0.5, c, one, 2D;
ATOMIM.EXCH.F32 f.y, 0.25, c, one, 2D;
END
