!!NVfp5.0
# The byte of the window x coordinate's bits 4..11, counted in ones.
UINT TEMP u;
TRUNC.U u.x, fragment.position.x;
BFE.U u.x, {8, 4}, u.x;
BTC.U u.y, u.x;
I2F.U result.color, u.xyxy;
END
