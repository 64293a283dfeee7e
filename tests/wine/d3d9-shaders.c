/*
 * D3D9 shader programs for Wine's wined3d (tests/wine/README.md): each
 * case assembles a vertex and a pixel shader with D3DXAssembleShader,
 * draws a mesh into a 64x64 A8R8G8B8 target and prints the pixels.
 * Run once with wined3d's ARB backend (which writes NV-option programs
 * when the GL has the NV extensions) and once with its GLSL backend; the
 * outputs are compared by compare.py.
 *
 * Output: a line "CASE <name> ok|skip|fail <why>" per case, after "ok"
 * 64 lines of 64 pixels as 8 hex digits (A8R8G8B8), top row first.
 *
 * Built with x86_64-w64-mingw32-gcc (Debian's gcc-mingw-w64-x86-64)
 * against mingw-w64's libd3d9 and libd3dx9 (Wine's builtin d3dx9_43).
 */
#define COBJMACROS
#include <windows.h>
#include <d3d9.h>
#include <d3dx9.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#define W 64
#define H 64
#define CELLS 8

struct vertex {
   float pos[4];
   float tc[4];
   DWORD color;
   float normal[3];
};

#define NUM_VERTS (CELLS * CELLS * 6)

static const D3DVERTEXELEMENT9 decl_elems[] = {
   { 0, 0, D3DDECLTYPE_FLOAT4, D3DDECLMETHOD_DEFAULT,
     D3DDECLUSAGE_POSITION, 0 },
   { 0, 16, D3DDECLTYPE_FLOAT4, D3DDECLMETHOD_DEFAULT,
     D3DDECLUSAGE_TEXCOORD, 0 },
   { 0, 32, D3DDECLTYPE_D3DCOLOR, D3DDECLMETHOD_DEFAULT,
     D3DDECLUSAGE_COLOR, 0 },
   { 0, 36, D3DDECLTYPE_FLOAT3, D3DDECLMETHOD_DEFAULT,
     D3DDECLUSAGE_NORMAL, 0 },
   D3DDECL_END()
};

static struct vertex mesh[NUM_VERTS];

/* A grid of CELLS x CELLS cells, two triangles each.  The vertices sit
 * a quarter and an eighth of a pixel off the pixel grid, so no pixel
 * centre lies on a triangle edge (where rasterisation rules decide). */
static void
build_mesh(void)
{
   int n = 0;

   for (int j = 0; j < CELLS; j++) {
      for (int i = 0; i < CELLS; i++) {
         static const int corner[6][2] = {
            { 0, 0 }, { 1, 0 }, { 1, 1 }, { 0, 0 }, { 1, 1 }, { 0, 1 },
         };
         for (int k = 0; k < 6; k++) {
            int gx = i + corner[k][0], gy = j + corner[k][1];
            float px = gx * (float)W / CELLS + 0.25f;
            float py = gy * (float)H / CELLS + 0.125f;
            struct vertex *v = &mesh[n++];
            /* D3D9: pixel centres at integers, so half a pixel more */
            v->pos[0] = (px - 0.5f) / W * 2.0f - 1.0f;
            v->pos[1] = 1.0f - (py - 0.5f) / H * 2.0f;
            v->pos[2] = 0.5f;
            v->pos[3] = 1.0f;
            v->tc[0] = (float)gx / CELLS;
            v->tc[1] = (float)gy / CELLS;
            v->tc[2] = (float)((gx * 3 + gy * 5) % 7) / 7.0f;
            v->tc[3] = 1.0f + (float)((gx + gy) % 3) * 0.5f;
            v->color = D3DCOLOR_ARGB(255, gx * 255 / CELLS,
                                     gy * 255 / CELLS,
                                     ((gx + gy) * 37) & 255);
            v->normal[0] = ((float)gx / CELLS) - 0.5f;
            v->normal[1] = ((float)gy / CELLS) - 0.5f;
            v->normal[2] = 1.0f;
         }
      }
   }
}

struct shader_case {
   const char *name;
   const char *vs;
   const char *ps;
   DWORD min_vs, min_ps;       /* the shader models needed */
   bool vertex_texture;       /* samples a texture in the vertex shader */
};

/* Vertex shaders read v0 position, v1 texcoord, v2 colour, v3 normal. */
#define VS_DCL "dcl_position v0\ndcl_texcoord v1\ndcl_color v2\n" \
               "dcl_normal v3\n"

static const struct shader_case cases[] = {
   { "vs11-relative-constants",
     "vs_1_1\n" VS_DCL
     "mul r0.x, v1.x, c20.x\n"
     "mov a0.x, r0.x\n"
     "mov oPos, v0\n"
     "mov oD0, c[a0.x + 0]\n"
     "add oD0.w, c[a0.x + 1].w, c21.x\n",
     "ps_1_1\nmov r0, v0\n",
     D3DVS_VERSION(1, 1), D3DPS_VERSION(1, 1), false },
   { "vs20-loop-relative",
     "vs_2_0\n" VS_DCL
     "defi i0, 4, 0, 1, 0\n"
     "mov r0, c21.y\n"
     "loop aL, i0\n"
     "mad r0, v1.xyxy, c[aL + 0], r0\n"
     "endloop\n"
     "mov oPos, v0\n"
     "frc oD0, r0\n",
     "ps_2_0\ndcl v0\nmov oC0, v0\n",
     D3DVS_VERSION(2, 0), D3DPS_VERSION(2, 0), false },
   { "vs20-rep-branch",
     "vs_2_0\n" VS_DCL
     "defi i1, 6, 0, 0, 0\n"
     "defb b0, true\n"
     "mov r0, c21.y\n"
     "mov r1, v1\n"
     "rep i1\n"
     "mad r1, r1, c22.x, c22.y\n"
     "add r0, r0, r1\n"
     "endrep\n"
     "if b0\n"
     "mul r0, r0, c22.z\n"
     "endif\n"
     "mov oPos, v0\n"
     "frc oD0, r0\n",
     "ps_2_0\ndcl v0\nmov oC0, v0\n",
     D3DVS_VERSION(2, 0), D3DPS_VERSION(2, 0), false },
   { "vs30-dynamic-branch-break",
     "vs_3_0\n" VS_DCL
     "dcl_position o0\ndcl_color o1\n"
     "defi i0, 8, 0, 1, 0\n"
     "def c30, 0.5, 0.25, 1, 0\n"
     "mov r0, c21.y\n"
     "mov r1.x, c21.y\n"
     "loop aL, i0\n"
     "add r1.x, r1.x, v1.x\n"
     "break_gt r1.x, c30.x\n"
     "add r0, r0, c[aL + 0]\n"
     "endloop\n"
     "if_lt v1.y, c30.y\n"
     "mov r0.w, c30.z\n"
     "else\n"
     "mov r0.w, c30.x\n"
     "endif\n"
     "mov o0, v0\n"
     "frc o1, r0\n",
     "ps_3_0\ndcl_color v0\nmov oC0, v0\n",
     D3DVS_VERSION(3, 0), D3DPS_VERSION(3, 0), false },
   { "ps20-texture-lookups",
     "vs_2_0\n" VS_DCL
     "mov oPos, v0\n"
     "mov oT0, v1\n"
     "mov oD0, v2\n",
     "ps_2_0\n"
     "dcl t0\ndcl v0\ndcl_2d s0\n"
     "def c0, 0.5, 0.25, 0, 1\n"
     "texld r0, t0, s0\n"
     "texldp r1, t0, s0\n"
     "mov r2, t0\n"
     "mov r2.w, c0.x\n"
     "texldb r2, r2, s0\n"
     "mul r0, r0, c0.x\n"
     "mad r0, r1, c0.y, r0\n"
     "mad r0, r2, c0.y, r0\n"
     "mov oC0, r0\n",
     D3DVS_VERSION(2, 0), D3DPS_VERSION(2, 0), false },
   { "ps14-phases",
     "vs_1_1\n" VS_DCL
     "mov oPos, v0\n"
     "mov oT0, v1\n"
     "mov oT1, v1.yxzw\n"
     "mov oD0, v2\n",
     "ps_1_4\n"
     "texcrd r0.rgb, t0\n"
     "texld r1, t1\n"
     "mul r2, r1, c0\n"
     "phase\n"
     "texld r0, r0\n"
     "lrp r0, v0, r0, r2\n",
     D3DVS_VERSION(1, 1), D3DPS_VERSION(1, 4), false },
   { "ps30-loop-texkill-derivatives",
     "vs_3_0\n" VS_DCL
     "dcl_position o0\ndcl_texcoord o1\ndcl_color o2\n"
     "mov o0, v0\n"
     "mov o1, v1\n"
     "mov o2, v2\n",
     "ps_3_0\n"
     "dcl_texcoord v0\ndcl_color v1\ndcl_2d s0\n"
     "defi i0, 5, 0, 1, 0\n"
     "def c0, 0.125, 0.6, -0.2, 0\n"
     "def c1, 8, 0.5, 1, 0\n"
     "mov r0, c0.w\n"
     "mov r1, v0\n"
     "loop aL, i0\n"
     "texldl r2, r1, s0\n"
     "add r0, r0, r2\n"
     "add r1.xy, r1, c0.x\n"
     "break_gt r0.x, c1.z\n"
     "endloop\n"
     "add r3, v0.x, -c0.y\n"
     "texkill r3\n"
     "dsx r4, v0\n"
     "dsy r5, v0\n"
     "mad r4.xy, r4, c1.x, r5\n"
     "texldd r6, v0, s0, r4, r5\n"
     "mad r0, r0, c0.x, r6\n"
     "mul oC0, r0, v1\n",
     D3DVS_VERSION(3, 0), D3DPS_VERSION(3, 0), false },
   { "vs30-vertex-texture",
     "vs_3_0\n" VS_DCL
     "dcl_texcoord v4\n"
     "dcl_2d s0\n"
     "dcl_position o0\ndcl_color o1\n"
     "mov r0, v1\n"
     "mov r0.zw, c21.y\n"
     "texldl r1, r0, s0\n"
     "mov o0, v0\n"
     "mov o1, r1\n",
     "ps_3_0\ndcl_color v0\nmov oC0, v0\n",
     D3DVS_VERSION(3, 0), D3DPS_VERSION(3, 0), true },
   { "ps20-cube-volume-lookups",
     "vs_2_0\n" VS_DCL
     "def c30, 2, -1, 0.5, 0\n"
     "mov oPos, v0\n"
     "mad oT0, v1.xyzz, c30.x, c30.y\n"
     "mov oT1, v1\n",
     "ps_2_0\n"
     "dcl t0.xyz\ndcl t1.xyz\ndcl_cube s1\ndcl_volume s2\n"
     "def c0, 0.5, 0.25, 0, 1\n"
     "mov r0.xyz, t0\n"
     "mov r0.z, c0.w\n"
     "texld r1, r0, s1\n"
     "texld r2, t1, s2\n"
     "mul r1, r1, c0.x\n"
     "mad r1, r2, c0.x, r1\n"
     "mov oC0, r1\n",
     D3DVS_VERSION(2, 0), D3DPS_VERSION(2, 0), false },
   { "vs20-constant-255",
     "vs_2_0\n" VS_DCL
     "mova a0.x, c21.w\n"
     "mov oPos, v0\n"
     "add oD0, c255, c[a0.x + 254]\n",
     "ps_2_0\ndcl v0\nmov oC0, v0\n",
     D3DVS_VERSION(2, 0), D3DPS_VERSION(2, 0), false },
   { "lit-textured-scene",
     "vs_2_0\n" VS_DCL
     "def c30, 0, 0, 0, 1\n"
     "dp3 r0.x, v3, v3\n"
     "rsq r0.x, r0.x\n"
     "mul r0.xyz, v3, r0.x\n"
     "dp3 r1.x, r0, c23\n"
     "max r1.x, r1.x, c30.x\n"
     "mul r2, r1.x, c24\n"
     "add r2, r2, c25\n"
     "mov oPos, v0\n"
     "mov oD0, r2\n"
     "mov oT0, v1\n",
     "ps_2_0\ndcl t0\ndcl v0\ndcl_2d s0\n"
     "texld r0, t0, s0\n"
     "mul r0, r0, v0\n"
     "mov oC0, r0\n",
     D3DVS_VERSION(2, 0), D3DPS_VERSION(2, 0), false },
};

/* A long shader (generated): head (version and declarations), r0 from
 * 'input', 'n' dependent MADs of r0, then tail -- near the 512
 * instruction slots D3D requires of vs_3_0 and ps_3_0.  The text lives
 * until the next call. */
static char *
long_shader(const char *head, const char *input, unsigned n,
            const char *tail)
{
   static char text[65536];
   size_t len = 0;

   len += (size_t)snprintf(text + len, sizeof(text) - len,
                           "%sdef c30, 0.999, 0.0007, 0, 1\nmov r0, %s\n",
                           head, input);
   for (unsigned i = 0; i < n && len + 64 < sizeof(text); i++)
      len += (size_t)snprintf(text + len, sizeof(text) - len,
                              "mad r0, r0, c30.x, c%u\n", i % 8);
   snprintf(text + len, sizeof(text) - len, "%s", tail);
   return text;
}

static IDirect3DDevice9 *dev;
static IDirect3DVertexDeclaration9 *decl;
static IDirect3DTexture9 *tex;
static IDirect3DCubeTexture9 *cube;
static IDirect3DVolumeTexture9 *volume;

static HRESULT
assemble(const char *text, ID3DXBuffer **code)
{
   ID3DXBuffer *errors = NULL;
   HRESULT hr = D3DXAssembleShader(text, (UINT)strlen(text), NULL, NULL,
                                   0, code, &errors);
   if (FAILED(hr) && errors) {
      fprintf(stderr, "assembler: %s\n",
              (const char *)ID3DXBuffer_GetBufferPointer(errors));
   }
   if (errors)
      ID3DXBuffer_Release(errors);
   return hr;
}

static bool
make_texture(void)
{
   D3DLOCKED_RECT lr;

   if (FAILED(IDirect3DDevice9_CreateTexture(dev, 16, 16, 1, 0,
                                             D3DFMT_A8R8G8B8,
                                             D3DPOOL_MANAGED, &tex, NULL)))
      return false;
   if (FAILED(IDirect3DTexture9_LockRect(tex, 0, &lr, NULL, 0)))
      return false;
   for (int y = 0; y < 16; y++) {
      DWORD *row = (DWORD *)((BYTE *)lr.pBits + y * lr.Pitch);
      for (int x = 0; x < 16; x++)
         row[x] = D3DCOLOR_ARGB(255 - x * 8, x * 16, y * 16,
                                ((x ^ y) & 3) * 80);
   }
   IDirect3DTexture9_UnlockRect(tex, 0);

   /* a 4x4 cube map, each face its own colours; a 4x4x4 volume */
   if (FAILED(IDirect3DDevice9_CreateCubeTexture(dev, 4, 1, 0,
                                                 D3DFMT_A8R8G8B8,
                                                 D3DPOOL_MANAGED, &cube,
                                                 NULL)))
      return false;
   for (int f = 0; f < 6; f++) {
      if (FAILED(IDirect3DCubeTexture9_LockRect(cube, (D3DCUBEMAP_FACES)f,
                                                0, &lr, NULL, 0)))
         return false;
      for (int y = 0; y < 4; y++) {
         DWORD *row = (DWORD *)((BYTE *)lr.pBits + y * lr.Pitch);
         for (int x = 0; x < 4; x++)
            row[x] = D3DCOLOR_ARGB(255, f * 40, x * 60, y * 60);
      }
      IDirect3DCubeTexture9_UnlockRect(cube, (D3DCUBEMAP_FACES)f, 0);
   }
   D3DLOCKED_BOX lb;
   if (FAILED(IDirect3DDevice9_CreateVolumeTexture(dev, 4, 4, 4, 1, 0,
                                                   D3DFMT_A8R8G8B8,
                                                   D3DPOOL_MANAGED, &volume,
                                                   NULL)) ||
       FAILED(IDirect3DVolumeTexture9_LockBox(volume, 0, &lb, NULL, 0)))
      return false;
   for (int z = 0; z < 4; z++) {
      for (int y = 0; y < 4; y++) {
         DWORD *row = (DWORD *)((BYTE *)lb.pBits + z * lb.SlicePitch +
                                y * lb.RowPitch);
         for (int x = 0; x < 4; x++)
            row[x] = D3DCOLOR_ARGB(255, x * 60, y * 60, z * 60);
      }
   }
   IDirect3DVolumeTexture9_UnlockBox(volume, 0);
   return true;
}

static void
set_constants(void)
{
   float c[32][4];

   for (int i = 0; i < 20; i++) {
      c[i][0] = 0.05f * (float)(i + 1);
      c[i][1] = 0.3f - 0.02f * (float)i;
      c[i][2] = (float)((i * 7) % 10) * 0.1f;
      c[i][3] = 1.0f - 0.03f * (float)i;
   }
   /* c20.x: the relative index scale, c21: small numbers, c22: the rep
    * step, c23: the light direction, c24/c25: light and ambient */
   const float extra[][4] = {
      { 16.0f, 0, 0, 0 }, { 0.5f, 0.0f, 0.25f, 0.75f },
      { 0.75f, 0.125f, 0.5f, 0 }, { 0.267f, 0.535f, 0.802f, 0 },
      { 0.9f, 0.8f, 0.6f, 1.0f }, { 0.1f, 0.1f, 0.2f, 0.0f },
   };
   memcpy(c[20], extra, sizeof(extra));
   IDirect3DDevice9_SetVertexShaderConstantF(dev, 0, &c[0][0], 26);
   /* the last two of vs_2_0's 256 constants */
   const float top[2][4] = { { 0.1f, 0.2f, 0.3f, 0.4f },
                             { 0.05f, 0.15f, 0.25f, 0.35f } };
   IDirect3DDevice9_SetVertexShaderConstantF(dev, 254, &top[0][0], 2);
   IDirect3DDevice9_SetPixelShaderConstantF(dev, 0, &c[0][0], 26);
}

static void
draw_case(const char *name, const char *vs_text, const char *ps_text,
          IDirect3DSurface9 *rt, IDirect3DSurface9 *sys)
{
   ID3DXBuffer *vs_code = NULL, *ps_code = NULL;
   IDirect3DVertexShader9 *vs = NULL;
   IDirect3DPixelShader9 *ps = NULL;
   D3DLOCKED_RECT lr;
   HRESULT hr;

   if (FAILED(hr = assemble(vs_text, &vs_code)) ||
       FAILED(hr = assemble(ps_text, &ps_code))) {
      printf("CASE %s fail assemble 0x%08lx\n", name, (unsigned long)hr);
      goto done;
   }
   if (FAILED(hr = IDirect3DDevice9_CreateVertexShader(
                 dev, ID3DXBuffer_GetBufferPointer(vs_code), &vs)) ||
       FAILED(hr = IDirect3DDevice9_CreatePixelShader(
                 dev, ID3DXBuffer_GetBufferPointer(ps_code), &ps))) {
      printf("CASE %s fail create 0x%08lx\n", name, (unsigned long)hr);
      goto done;
   }
   IDirect3DDevice9_SetVertexShader(dev, vs);
   IDirect3DDevice9_SetPixelShader(dev, ps);
   IDirect3DDevice9_Clear(dev, 0, NULL, D3DCLEAR_TARGET,
                          D3DCOLOR_ARGB(255, 32, 64, 96), 1.0f, 0);
   IDirect3DDevice9_BeginScene(dev);
   hr = IDirect3DDevice9_DrawPrimitiveUP(dev, D3DPT_TRIANGLELIST,
                                         NUM_VERTS / 3, mesh,
                                         sizeof(mesh[0]));
   IDirect3DDevice9_EndScene(dev);
   if (FAILED(hr)) {
      printf("CASE %s fail draw 0x%08lx\n", name, (unsigned long)hr);
      goto done;
   }
   if (FAILED(hr = IDirect3DDevice9_GetRenderTargetData(dev, rt, sys)) ||
       FAILED(hr = IDirect3DSurface9_LockRect(sys, &lr, NULL,
                                              D3DLOCK_READONLY))) {
      printf("CASE %s fail readback 0x%08lx\n", name, (unsigned long)hr);
      goto done;
   }
   printf("CASE %s ok\n", name);
   for (int y = 0; y < H; y++) {
      const DWORD *row = (const DWORD *)((const BYTE *)lr.pBits +
                                         y * lr.Pitch);
      for (int x = 0; x < W; x++)
         printf("%08lx", (unsigned long)row[x]);
      printf("\n");
   }
   IDirect3DSurface9_UnlockRect(sys);
done:
   IDirect3DDevice9_SetVertexShader(dev, NULL);
   IDirect3DDevice9_SetPixelShader(dev, NULL);
   if (vs)
      IDirect3DVertexShader9_Release(vs);
   if (ps)
      IDirect3DPixelShader9_Release(ps);
   if (vs_code)
      ID3DXBuffer_Release(vs_code);
   if (ps_code)
      ID3DXBuffer_Release(ps_code);
   fflush(stdout);
}

int
main(void)
{
   WNDCLASSA wc = { 0 };
   D3DPRESENT_PARAMETERS pp = { 0 };
   D3DCAPS9 caps;
   IDirect3D9 *d3d;
   IDirect3DSurface9 *rt = NULL, *sys = NULL;
   HWND wnd;

   build_mesh();
   wc.lpfnWndProc = DefWindowProcA;
   wc.lpszClassName = "nvprog_d3d9";
   RegisterClassA(&wc);
   wnd = CreateWindowA("nvprog_d3d9", "nvprog d3d9", WS_OVERLAPPEDWINDOW,
                       0, 0, W, H, NULL, NULL, NULL, NULL);
   d3d = Direct3DCreate9(D3D_SDK_VERSION);
   if (!wnd || !d3d) {
      printf("FATAL no window or Direct3D 9\n");
      return 2;
   }
   pp.Windowed = TRUE;
   pp.SwapEffect = D3DSWAPEFFECT_DISCARD;
   pp.BackBufferWidth = W;
   pp.BackBufferHeight = H;
   pp.BackBufferFormat = D3DFMT_A8R8G8B8;
   pp.hDeviceWindow = wnd;
   if (FAILED(IDirect3D9_CreateDevice(d3d, D3DADAPTER_DEFAULT,
                                      D3DDEVTYPE_HAL, wnd,
                                      D3DCREATE_HARDWARE_VERTEXPROCESSING,
                                      &pp, &dev))) {
      printf("FATAL CreateDevice failed\n");
      return 2;
   }
   IDirect3DDevice9_GetDeviceCaps(dev, &caps);
   printf("CAPS vs %lx ps %lx slots %lu\n",
          (unsigned long)caps.VertexShaderVersion,
          (unsigned long)caps.PixelShaderVersion,
          (unsigned long)caps.MaxVertexShader30InstructionSlots);
   bool vtf = SUCCEEDED(IDirect3D9_CheckDeviceFormat(
      d3d, D3DADAPTER_DEFAULT, D3DDEVTYPE_HAL, D3DFMT_X8R8G8B8,
      D3DUSAGE_QUERY_VERTEXTEXTURE, D3DRTYPE_TEXTURE, D3DFMT_A8R8G8B8));

   IDirect3DDevice9_CreateVertexDeclaration(dev, decl_elems, &decl);
   IDirect3DDevice9_SetVertexDeclaration(dev, decl);
   IDirect3DDevice9_GetRenderTarget(dev, 0, &rt);
   IDirect3DDevice9_CreateOffscreenPlainSurface(dev, W, H, D3DFMT_A8R8G8B8,
                                                D3DPOOL_SYSTEMMEM, &sys,
                                                NULL);
   if (!make_texture() || !rt || !sys) {
      printf("FATAL no texture or target\n");
      return 2;
   }
   IDirect3DDevice9_SetRenderState(dev, D3DRS_ZENABLE, FALSE);
   IDirect3DDevice9_SetRenderState(dev, D3DRS_CULLMODE, D3DCULL_NONE);
   IDirect3DDevice9_SetRenderState(dev, D3DRS_LIGHTING, FALSE);
   IDirect3DDevice9_SetTexture(dev, 0, (IDirect3DBaseTexture9 *)tex);
   IDirect3DDevice9_SetTexture(dev, 1, (IDirect3DBaseTexture9 *)cube);
   IDirect3DDevice9_SetTexture(dev, 2, (IDirect3DBaseTexture9 *)volume);
   IDirect3DDevice9_SetTexture(dev, D3DVERTEXTEXTURESAMPLER0,
                               (IDirect3DBaseTexture9 *)tex);
   for (DWORD s = 0; s < 4; s++) {
      DWORD stage = s == 3 ? D3DVERTEXTEXTURESAMPLER0 : s;
      IDirect3DDevice9_SetSamplerState(dev, stage, D3DSAMP_MINFILTER,
                                       D3DTEXF_POINT);
      IDirect3DDevice9_SetSamplerState(dev, stage, D3DSAMP_MAGFILTER,
                                       D3DTEXF_POINT);
      IDirect3DDevice9_SetSamplerState(dev, stage, D3DSAMP_ADDRESSU,
                                       D3DTADDRESS_WRAP);
      IDirect3DDevice9_SetSamplerState(dev, stage, D3DSAMP_ADDRESSV,
                                       D3DTADDRESS_WRAP);
   }
   set_constants();

   for (unsigned i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
      const struct shader_case *c = &cases[i];
      if (caps.VertexShaderVersion < c->min_vs ||
          caps.PixelShaderVersion < c->min_ps) {
         printf("CASE %s skip shader model\n", c->name);
         continue;
      }
      if (c->vertex_texture && !vtf) {
         printf("CASE %s skip no vertex texture\n", c->name);
         continue;
      }
      draw_case(c->name, c->vs, c->ps, rt, sys);
   }
   if (caps.VertexShaderVersion >= D3DVS_VERSION(3, 0)) {
      const char *vs = long_shader("vs_3_0\n" VS_DCL "dcl_position o0\n"
                                   "dcl_color o1\n", "v1", 300,
                                   "mov o0, v0\nfrc o1, r0\n");
      draw_case("vs30-long-300", vs, "ps_3_0\ndcl_color v0\n"
                "mov oC0, v0\n", rt, sys);
   } else {
      printf("CASE vs30-long-300 skip shader model\n");
   }
   if (caps.PixelShaderVersion >= D3DPS_VERSION(3, 0)) {
      const char *ps = long_shader("ps_3_0\ndcl_color v0\n", "v0", 500,
                                   "frc oC0, r0\n");
      draw_case("ps30-long-500", "vs_3_0\n" VS_DCL "dcl_position o0\n"
                "dcl_color o1\nmov o0, v0\nmov o1, v2\n", ps, rt, sys);
   } else {
      printf("CASE ps30-long-500 skip shader model\n");
   }

   IDirect3DSurface9_Release(sys);
   IDirect3DSurface9_Release(rt);
   IDirect3DTexture9_Release(tex);
   IDirect3DCubeTexture9_Release(cube);
   IDirect3DVolumeTexture9_Release(volume);
   IDirect3DVertexDeclaration9_Release(decl);
   IDirect3DDevice9_Release(dev);
   IDirect3D9_Release(d3d);
   DestroyWindow(wnd);
   return 0;
}
