!!ARBfp1.0
OPTION NV_fragment_program2;
# Fragments whose texel alpha is below one half are discarded; the
# others take the interpolated colour.
TEMP t;
TEX t, fragment.texcoord[0], texture[0], 2D;
SUBC t.w, t.w, 0.5;
IF LT.w;
  KIL -1;
ENDIF;
MOV result.color, fragment.color;
END
