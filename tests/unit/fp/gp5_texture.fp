!!NVfp5.0
# NV_gpu_program5's texture gathers and LOD query: TXG with the component
# selector (".x" by default, ignored on SHADOW targets) and a constant
# offset, TXGO with per-texel offsets, LOD; .S and .U gathers of integer
# textures; register texel offsets ("offset(reg)", also after a comma);
# the cube map arrays with the second operand (reference value, bias,
# LOD); TEXTURE variables; TXFMS and TXQ on the multisample targets.
TEMP r, s;
INT TEMP i;
UINT TEMP u;
TXG r, fragment.texcoord[0], texture[0], 2D;
TXG r.xz, fragment.texcoord[0], texture[0].w, 2D, (1, -1);
TXG r, fragment.texcoord[0], texture[1].y, SHADOW2D;
TXG r, fragment.texcoord[0], texture[2].z, RECT;
TXG r, fragment.texcoord[0], texture[3], CUBE;
TXG.S i, fragment.texcoord[0], texture[4].y, ARRAY2D;
TXGO r, fragment.texcoord[0], {0, 1, 1, 0}, {1, 1, 0, 0}, texture[0].y, 2D;
TXGO.U u.yw, s, i, -i, texture[5], RECT;
LOD r.xy, fragment.texcoord[0], texture[0], 2D;
LOD.CC s, r, texture[3], CUBE;
TEX r, fragment.texcoord[0], texture[0], 2D offset(i);
TXB r, r, texture[0], 2D, offset(-i.yxzw);
TXF.S i, i, texture[4], ARRAY2D, offset({1, -1, 0, 0});
TXF r, i, texture[6], 3D, offset(i);
TXG r, r, texture[0].y, 2D, offset(i);
TEX r, r, texture[7], ARRAYCUBE;
TXB r, r, 0.5, texture[7], ARRAYCUBE;
TXL r, r, {1, 2, 3, 4}, texture[7], ARRAYCUBE;
TXG r, r, texture[7].w, ARRAYCUBE;
TEX r, r, s.w, texture[8], SHADOWARRAYCUBE;
TXB r, r, s.zwxy, texture[8], SHADOWARRAYCUBE;
TXL r, r, {0.5, 1, 0, 0}, texture[8], SHADOWARRAYCUBE;
TXG r, r, s.x, texture[8], SHADOWARRAYCUBE;
LOD r, r, texture[8], SHADOWARRAYCUBE;
TEXTURE tv = texture[9];
TEXTURE ta[] = { texture[10], texture[11..12] };
TEX r, r, tv, 2D offset(i);
TXG r, r, ta[2].z, RECT;
TXGO r.xz, r, i, i, ta[i.w + 1], RECT;
TXFMS r, i, texture[13], 2DMS;
TXFMS.S i.xy, i, texture[14], ARRAY2DMS;
TXQ i, 0, texture[14], ARRAY2DMS;
MOV result.color, r;
END
