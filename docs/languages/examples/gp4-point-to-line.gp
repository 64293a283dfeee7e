!!NVgp4.0
# A point in, a line out: the point and the point moved by
# program.local[0], both with the point's color.
PRIMITIVE_IN POINTS;
PRIMITIVE_OUT LINE_STRIP;
VERTICES_OUT 2;
PARAM d = program.local[0];
MOV result.position, vertex[0].position;
MOV result.color, vertex[0].color;
EMIT;
ADD result.position, vertex[0].position, d;
EMIT;
END
