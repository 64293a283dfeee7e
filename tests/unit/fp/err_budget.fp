!!FP1.0
# The 64-slot budget: 29 R registers (58), o[COLR] and o[DEPR] (2 each:
# 62), H0 and H1 fit; H2 does not.  Reported at len.
ADD R1, R0, 1;
ADD R2, R1, 1;
ADD R3, R2, 1;
ADD R4, R3, 1;
ADD R5, R4, 1;
ADD R6, R5, 1;
ADD R7, R6, 1;
ADD R8, R7, 1;
ADD R9, R8, 1;
ADD R10, R9, 1;
ADD R11, R10, 1;
ADD R12, R11, 1;
ADD R13, R12, 1;
ADD R14, R13, 1;
ADD R15, R14, 1;
ADD R16, R15, 1;
ADD R17, R16, 1;
ADD R18, R17, 1;
ADD R19, R18, 1;
ADD R20, R19, 1;
ADD R21, R20, 1;
ADD R22, R21, 1;
ADD R23, R22, 1;
ADD R24, R23, 1;
ADD R25, R24, 1;
ADD R26, R25, 1;
ADD R27, R26, 1;
ADD R28, R27, 1;
MOV o[COLR], R28;
MOV H0, R0;
MOV H1, R1;
MOV H2, R2;
MOV o[DEPR].z, 0.5;
END
