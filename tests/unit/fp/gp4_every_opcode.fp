!!NVfp4.0
# NV_fragment_program4: KIL, DDX, DDY, interpolation modifiers,
# fragment.attrib[n], fragment.facing, integer attributes.
OPTION ARB_draw_buffers;
FLAT INT ATTRIB id = fragment.attrib[2];
CENTROID NOPERSPECTIVE ATTRIB t = fragment.texcoord[1];
FLAT ATTRIB c0 = fragment.color;
FLAT ATTRIB c1 = fragment.color.secondary;
SHORT TEMP h;
TEMP r;
INT TEMP i;
DDX r, t;
DDYH h, t;
KIL -r.x;
KIL.S id;
KIL NE1.x;
MOV.S i, id;
I2F r.x, i.x;
ADD r, r, fragment.facing;
MAD r, r, c0, c1;
TEX.U result.color[1], t, texture[3], CUBE;
MOV result.color, r;
MOV result.depth.z, fragment.position.z;
END
