!!NVcp5.0
# Adds 1 to the 32-bit word at (x, y) of the image on unit 0, where
# (x, y) is the invocation's place in its 4 x 4 group.
GROUP_SIZE 4 4;
IMAGE im = image[0];
INT TEMP c;
UINT TEMP u;
MOV.S c, invocation.localid;
LOADIM.U32 u, c, im, 2D;
ADD.U u.x, u.x, 1;
STOREIM.U32 im, u, c, 2D;
END
