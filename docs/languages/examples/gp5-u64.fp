!!NVfp5.0
# A 64-bit sum with a carry out of the low word, as four 16-bit pieces.
LONG TEMP L;
UINT TEMP u, v;
PK64.U L, {4294967295, 0, 1, 0};
ADD.U64 L.x, L.x, L.y;
UP64.U u, L.x;
AND.U v.xz, u.xxyy, 65535;
SHR.U v.yw, u.xxyy, 16;
I2F.U result.color, v;
END
