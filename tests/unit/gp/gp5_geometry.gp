!!NVgp5.0
# NV_gpu_program5's geometry additions: four invocations of the program
# per input point, each reading primitive.invocation, and EMITS to a
# literal stream and to a stream computed at run time (output points,
# as EMITS requires).
PRIMITIVE_IN POINTS;
PRIMITIVE_OUT POINTS;
VERTICES_OUT 2;
INVOCATIONS 4;
ATTRIB inv = primitive.invocation;
INT TEMP s;
TEMP p;
I2F p.x, inv.x;
MAD p.x, p.x, 0.25, vertex[0].position.x;
MOV p.yzw, vertex[0].position;
MOV result.position, p;
EMITS 0;
AND.S s.x, primitive.invocation.x, 1;
MOV result.position, p;
EMITS.S s.x;
END
