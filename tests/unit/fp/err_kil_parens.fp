!!FP1.0
# KIL takes a bare <ccMask>: "KIL (EQ.x)" is the old syntax (rev 67).
MOVC RC, f[COL0];
KIL (EQ.x);
MOV o[COLR], 1;
END
