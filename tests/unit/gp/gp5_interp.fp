!!NVfp5.0
# NV_gpu_program5's IPAC, IPAO and IPAS (section 2.X.8.Z): a perspective,
# a NOPERSPECTIVE and a FLAT attribute and a conventional binding read
# directly; the operand's swizzle, negation and absolute value act after
# the interpolation; the data type, clamp and condition code modifiers.
ATTRIB a = fragment.attrib[0];
NOPERSPECTIVE ATTRIB b = fragment.attrib[1];
FLAT ATTRIB c = fragment.attrib[2];
TEMP r, s;
IPAO r.x, a.x, {0.25, 0};
IPAO r.y, -|b.y|, {0.25, -0.5};
IPAO.F r.z, c.x, {0.5, 0.5};
IPAS r.w, a.wzyx, 3;
IPAC.SAT s, fragment.texcoord[1];
IPAO.CC1 s.x, b, s;
IPAS.SSAT s.y (GT1.x), fragment.position.y, r.w;
MOV result.color, r;
END
