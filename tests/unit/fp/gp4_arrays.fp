!!NVfp4.0
# Attribute arrays as NVIDIA's compiler (cgc -profile gp4fp) declares
# them, with interpolation modifiers on each member's binding; members
# read by index and the bindings directly.
PARAM c[1] = { program.local[0] };
ATTRIB fragment_texcoord[] = { fragment.texcoord[0..1] };
FLAT INT ATTRIB ids[2] = { fragment.attrib[3], fragment.attrib[4..4] };
NOPERSPECTIVE ATTRIB np[] = { fragment.texcoord[5..6] };
INT TEMP i;
TEMP R0;
OUTPUT result_color0 = result.color;
ADD.F R0.xyz, fragment_texcoord[0].zyxw, {1}.x;
MAD.F R0.w, fragment.texcoord[1].x, fragment_texcoord[1].y, c[0].x;
ADD.S i, ids[0], ids[1];
I2F R0.x, i.y;
MUL.F R0.y, np[1].x, fragment.texcoord[5].y;
MOV.F result_color0, R0;
END
