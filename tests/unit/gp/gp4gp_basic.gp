!!NVgp4.0
# NV_geometry_program4: a triangle in, two triangles out (the triangle
# as given, then moved by program.local[0]), reading the vertices
# through per-vertex variables indexed by an integer TEMP, bindings of
# one vertex, primitive.id and the geometry results.
PRIMITIVE_IN TRIANGLES;
PRIMITIVE_OUT TRIANGLE_STRIP;
VERTICES_OUT 6;
ATTRIB pos = vertex.position;
ATTRIB tc[] = { vertex.texcoord[0..1] };
ATTRIB col1 = vertex[1].color;
ATTRIB pid = primitive.id;
OUTPUT gen[] = { result.attrib[2..3] };
PARAM off = program.local[0];
INT TEMP i;
TEMP t;
MOV.S i.x, 0;
REP.S 3;
  MOV result.position, pos[i.x];
  MOV result.color, vertex[0].color.back;
  MOV result.texcoord[1], tc[i.x][1];
  MOV gen[1], tc[2][0];
  EMIT;
  ADD.S i.x, i.x, 1;
ENDREP;
ENDPRIM;
MOV.S i.x, 0;
REP.S 3;
  ADD t, pos[i.x + 0], off;
  MOV result.position, t;
  MOV result.color.secondary, col1;
  MOV.S result.primid.x, pid.x;
  MOV.S result.layer.x, 1;
  MOV result.clip[0].x, vertex[2].clip[0].x;
  MOV result.pointsize.x, vertex[1].pointsize;
  MOV result.fogcoord.x, vertex[0].fogcoord.x;
  EMIT;
  ADD.S i.x, i.x, 1;
ENDREP;
END
