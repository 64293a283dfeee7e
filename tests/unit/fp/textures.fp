!!FP1.0
# Texture units are independent of coordinate sets; one target each.
TEX H0, f[TEX2], TEX5, 2D;
TXP H1, f[TEX0], TEX0, 1D;
TXP H2, H1, TEX15, CUBE;
TXD H3, f[TEX7], {1, 0, 0, 0}, {0, 1, 0, 0}.yxzw, TEX9, RECT;
TEX_SAT H4, H3, TEX5, 2D;
TEXC H5 (GT), H4, TEX3, 3D;
ADD H6, H0, H1;
ADD H6, H6, H2;
ADD H6, H6, H3;
MAD o[COLH], H6, H4, H5;
END
