!!NVfp5.0
# ARB_shader_subroutine's NV_gpu_program5 section: a type declared in two
# statements, a variable and an array of parameters, CALI of the
# variable, of a constant member, of a run-time member and under a
# condition, and a subroutine that calls another with CAL.
SUBROUTINETYPE Shade { red, green };
SUBROUTINETYPE Shade { blue };
SUBROUTINE Shade pick = program.subroutine[0];
SUBROUTINE Shade two[2] = { program.subroutine[1..2] };
PARAM p = program.local[0];
TEMP acc;
INT TEMP i;
MOV acc, 0;
FLR.S.CC i, p;
CALI pick;
CALI two[i.x];
CALI two[1] (GT.y);
MOV result.color, acc;
RET;
red SUBROUTINENUM(0):
ADD acc.x, acc.x, 1;
RET;
green SUBROUTINENUM(1):
ADD acc.y, acc.y, 1;
CAL half;
RET;
blue SUBROUTINENUM(7):
ADD acc.z, acc.z, 1;
RET;
half:
MUL acc.w, acc.y, 0.5;
RET;
END
