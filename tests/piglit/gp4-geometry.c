/*
 * NV_geometry_program4: "!!NVgp4.0" programs loaded through
 * ProgramStringARB(GEOMETRY_PROGRAM_NV) and drawn between a "!!NVvp4.0"
 * (or fixed-function) vertex stage and a "!!NVfp4.0" fragment program,
 * into the float target; exact pixels.
 *
 * - a point expanded to a square (POINTS in, TRIANGLE_STRIP out), its
 *   half size from program.local[0] and its colour the vertex colour plus
 *   program.env[1]: inside the square the colour, outside the sentinel;
 * - the same after fixed-function vertex processing;
 * - two triangles (TRIANGLES in) coloured with primitive.id and the
 *   texture coordinates of vertex[2], vertex[0] and vertex[1];
 * - result.clip[0] with user clip plane 0 enabled and disabled;
 * - result.layer into a layered array texture (FramebufferTextureEXT)
 *   and into the faces of a cube map, read back face by face through
 *   FramebufferTextureFaceEXT, with its errors;
 * - the errors of the spec: Begin with a mode the input primitive does
 *   not take, an enabled geometry program that is not loaded, a program
 *   that fails to load (the previous one stays), ProgramVertexLimitNV's
 *   INVALID_VALUE/INVALID_OPERATION; and the limits: VERTICES_OUT equal
 *   to MAX_PROGRAM_OUTPUT_VERTICES_NV loads, one more does not.
 */
#include "harness.h"

#include <stdio.h>
#include <string.h>

#ifndef GL_GEOMETRY_PROGRAM_NV
#define GL_GEOMETRY_PROGRAM_NV 0x8C26
#define GL_MAX_PROGRAM_OUTPUT_VERTICES_NV 0x8C27
#define GL_MAX_PROGRAM_TOTAL_OUTPUT_COMPONENTS_NV 0x8C28
#endif
#ifndef GL_GEOMETRY_VERTICES_OUT_EXT
#define GL_GEOMETRY_VERTICES_OUT_EXT 0x8DDA
#endif

typedef void (APIENTRY *vertex_limit_proc)(GLenum target, GLint limit);

/* The ARB program entry points (glext.h without prototypes). */
static PFNGLBINDPROGRAMARBPROC bind_program;
static PFNGLGETPROGRAMIVARBPROC get_program_iv;

static const char pass_vp[] =
   "!!NVvp4.0\nMOV result.position, vertex.position;\n"
   "MOV result.color, vertex.color;\n"
   "MOV result.texcoord[0], vertex.texcoord[0];\nEND\n";
static const char pass_fp[] =
   "!!NVfp4.0\nMOV result.color, fragment.color;\nEND\n";

/* The square: corners at the point +- program.local[0].xy. */
static const char sprite_gp[] =
   "!!NVgp4.0\n"
   "PRIMITIVE_IN POINTS;\nPRIMITIVE_OUT TRIANGLE_STRIP;\n"
   "VERTICES_OUT 4;\n"
   "PARAM size = program.local[0];\nTEMP c;\n"
   "ADD c, vertex[0].color, program.env[1];\n"
   "MAD result.position, size, {-1, -1, 0, 0}, vertex[0].position;\n"
   "MOV result.color, c;\nEMIT;\n"
   "MAD result.position, size, {1, -1, 0, 0}, vertex[0].position;\n"
   "MOV result.color, c;\nEMIT;\n"
   "MAD result.position, size, {-1, 1, 0, 0}, vertex[0].position;\n"
   "MOV result.color, c;\nEMIT;\n"
   "MAD result.position, size, {1, 1, 0, 0}, vertex[0].position;\n"
   "MOV result.color, c;\nEMIT;\nENDPRIM;\nEND\n";

/* Each triangle passed on in one colour: (primitive.id, the x texture
 * coordinates of vertices 2, 0 and 1). */
static const char tri_gp[] =
   "!!NVgp4.0\n"
   "PRIMITIVE_IN TRIANGLES;\nPRIMITIVE_OUT TRIANGLE_STRIP;\n"
   "VERTICES_OUT 3;\nTEMP c;\n"
   "I2F c.x, primitive.id;\n"
   "MOV c.y, vertex[2].texcoord[0].x;\n"
   "MOV c.z, vertex[0].texcoord[0].x;\n"
   "MOV c.w, vertex[1].texcoord[0].x;\n"
   "MOV result.position, vertex[0].position;\nMOV result.color, c;\n"
   "EMIT;\n"
   "MOV result.position, vertex[1].position;\nMOV result.color, c;\n"
   "EMIT;\n"
   "MOV result.position, vertex[2].position;\nMOV result.color, c;\n"
   "EMIT;\nEND\n";

/* result.clip[0] = x: "clipped to the area where the interpolated clip
 * distances are greater than or equal to zero" where user clip plane 0
 * is enabled (the vertex programs' rule, NV_gpu_program4 2.X.3.5). */
static const char clip_gp[] =
   "!!NVgp4.0\n"
   "PRIMITIVE_IN TRIANGLES;\nPRIMITIVE_OUT TRIANGLE_STRIP;\n"
   "VERTICES_OUT 3;\n"
   "MOV result.position, vertex[0].position;\nMOV result.color, 1;\n"
   "MOV result.clip[0], vertex[0].position.x;\nEMIT;\n"
   "MOV result.position, vertex[1].position;\nMOV result.color, 1;\n"
   "MOV result.clip[0], vertex[1].position.x;\nEMIT;\n"
   "MOV result.position, vertex[2].position;\nMOV result.color, 1;\n"
   "MOV result.clip[0], vertex[2].position.x;\nEMIT;\nEND\n";

/* Layered rendering (2.14.6.5): each point becomes a square on the layer
 * that result.layer names ("an integer value"), coloured by it. */
static const char layer_gp[] =
   "!!NVgp4.0\n"
   "PRIMITIVE_IN POINTS;\nPRIMITIVE_OUT TRIANGLE_STRIP;\n"
   "VERTICES_OUT 4;\nINT TEMP l;\nTEMP c;\n"
   "TRUNC.S l.x, vertex[0].color.x;\n"
   "ADD c, vertex[0].color.x, {1, 10, 100, 1000};\n"
   "MOV.S result.layer.x, l.x;\nMOV result.color, c;\n"
   "MOV result.position, {-1, -1, 0, 1};\nEMIT;\n"
   "MOV.S result.layer.x, l.x;\nMOV result.color, c;\n"
   "MOV result.position, {1, -1, 0, 1};\nEMIT;\n"
   "MOV.S result.layer.x, l.x;\nMOV result.color, c;\n"
   "MOV result.position, {-1, 1, 0, 1};\nEMIT;\n"
   "MOV.S result.layer.x, l.x;\nMOV result.color, c;\n"
   "MOV result.position, {1, 1, 0, 1};\nEMIT;\nEND\n";

/* The input vertex chosen by an integer register, as cgc writes loops
 * over the input vertices (2.X.4.2 relative addressing of the vertex
 * array), from program.local[0].y = 1: vertices 1, 2, 0 of each
 * triangle, the same triangle. */
static const char relative_gp[] =
   "!!NVgp4.0\n"
   "PRIMITIVE_IN TRIANGLES;\nPRIMITIVE_OUT TRIANGLE_STRIP;\n"
   "VERTICES_OUT 3;\n"
   "ATTRIB pos = vertex.position;\nINT TEMP i;\n"
   "TRUNC.S i.x, program.local[0].y;\n"
   "MOV result.position, pos[i.x];\nMOV result.color, 1;\nEMIT;\n"
   "ADD.S i.x, i.x, 1;\n"
   "MOV result.position, pos[i.x];\nMOV result.color, 1;\nEMIT;\n"
   "ADD.S i.x, i.x, -2;\n"
   "MOV result.position, pos[i.x];\nMOV result.color, 1;\nEMIT;\nEND\n";

static void
enable_stages(bool vp, bool on)
{
   void (*f)(GLenum) = on ? glEnable : glDisable;

   if (vp)
      f(GL_VERTEX_PROGRAM_ARB);
   f(GL_GEOMETRY_PROGRAM_NV);
   f(GL_FRAGMENT_PROGRAM_ARB);
}

/* One point at pixel (8, 8) with colour (0.25, 0.5, 0.75, 1): the square
 * is 2.9 pixels wide each way from the pixel's centre. */
static bool
draw_sprite(const char *what, bool vp)
{
   static const float inside[4] = { 1.25f, 2.5f, 3.75f, 5 };
   float nx, ny;
   bool pass;

   nvpt_pixel_ndc(8, 8, &nx, &ny);
   nvpt_clear_sentinel();
   enable_stages(vp, true);
   glBegin(GL_POINTS);
   glColor4f(0.25f, 0.5f, 0.75f, 1);
   glVertex2f(nx, ny);
   glEnd();
   enable_stages(vp, false);
   pass = nvpt_expect_error(GL_NO_ERROR, "%s", what);
   pass = nvpt_probe_float(what, 8, 8, inside, 0) && pass;
   pass = nvpt_probe_float(what, 10, 6, inside, 0) && pass;
   pass = nvpt_probe_float(what, 6, 10, inside, 0) && pass;
   pass = nvpt_probe_float(what, 12, 8, nvpt_sentinel, 0) && pass;
   pass = nvpt_probe_float(what, 8, 4, nvpt_sentinel, 0) && pass;
   return pass;
}

/* The window as two GL_TRIANGLES. */
static void
draw_window_triangles(void)
{
   static const float v[6][2] = {
      { -1, -1 }, { 1, -1 }, { 1, 1 }, { -1, -1 }, { 1, 1 }, { -1, 1 },
   };

   glBegin(GL_TRIANGLES);
   for (unsigned i = 0; i < 6; i++)
      glVertex2f(v[i][0], v[i][1]);
   glEnd();
}

static bool
draw_clipped(void)
{
   static const float one[4] = { 1, 1, 1, 1 };
   bool pass = true;

   for (unsigned enable = 0; enable < 2; enable++) {
      nvpt_clear_sentinel();
      if (enable)
         glEnable(GL_CLIP_PLANE0);
      enable_stages(true, true);
      draw_window_triangles();
      enable_stages(true, false);
      glDisable(GL_CLIP_PLANE0);
      pass = nvpt_expect_error(GL_NO_ERROR, "result.clip[0]") && pass;
      pass = nvpt_probe_float(enable ? "clip[0] enabled, x < 0" :
                              "clip[0] disabled, x < 0", 4, 24,
                              enable ? nvpt_sentinel : one, 0) && pass;
      pass = nvpt_probe_float("clip[0], x > 0", 24, 4, one, 0) && pass;
   }
   return pass;
}

static bool
draw_triangles(void)
{
   static const float lower_right[4] = { 0, 3, 1, 2 };
   static const float upper_left[4] = { 1, 6, 4, 5 };
   static const float v[6][3] = {
      { -1, -1, 1 }, { 1, -1, 2 }, { 1, 1, 3 },
      { -1, -1, 4 }, { 1, 1, 5 }, { -1, 1, 6 },
   };
   bool pass;

   nvpt_clear_sentinel();
   enable_stages(true, true);
   glBegin(GL_TRIANGLES);
   for (unsigned i = 0; i < 6; i++) {
      glTexCoord2f(v[i][2], 0);
      glVertex2f(v[i][0], v[i][1]);
   }
   glEnd();
   enable_stages(true, false);
   pass = nvpt_expect_error(GL_NO_ERROR, "two triangles");
   pass = nvpt_probe_float("primitive.id 0", 24, 4, lower_right, 0) &&
          pass;
   pass = nvpt_probe_float("primitive.id 1", 4, 24, upper_left, 0) && pass;
   return pass;
}

/* The clear colour of the layered targets. */
static const float layer_clear[4] = { -1, -2, -3, -4 };

/* *fb a new framebuffer with texture 'tex' attached layered
 * (FramebufferTextureEXT), bound, cleared to layer_clear, and the layer
 * program's two points drawn into it (layers 0 and 2); false when it is
 * incomplete or the draw raises an error. */
static bool
layered_draw(GLuint tex, const char *what, GLuint *fb)
{
   PFNGLFRAMEBUFFERTEXTUREPROC fb_texture =
      nvpt_get_proc("glFramebufferTextureEXT");
   PFNGLGENFRAMEBUFFERSPROC gen_fbs = nvpt_get_proc("glGenFramebuffers");
   PFNGLBINDFRAMEBUFFERPROC bind_fb = nvpt_get_proc("glBindFramebuffer");
   PFNGLCHECKFRAMEBUFFERSTATUSPROC status =
      nvpt_get_proc("glCheckFramebufferStatus");

   gen_fbs(1, fb);
   bind_fb(GL_FRAMEBUFFER, *fb);
   fb_texture(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, tex, 0);
   if (status(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) {
      printf("layered framebuffer of the %s incomplete\n", what);
      return false;
   }
   glViewport(0, 0, 8, 8);
   glClearColor(layer_clear[0], layer_clear[1], layer_clear[2],
                layer_clear[3]);
   glClear(GL_COLOR_BUFFER_BIT);
   enable_stages(true, true);
   glBegin(GL_POINTS);
   glColor4f(0, 0, 0, 0);
   glVertex2f(0, 0);
   glColor4f(2, 0, 0, 0);
   glVertex2f(0, 0);
   glEnd();
   enable_stages(true, false);
   return nvpt_expect_error(GL_NO_ERROR, "layered draw into the %s", what);
}

/* Layers 0 and 2 of a three-layer RGBA32F array texture, attached
 * layered (FramebufferTextureEXT), each get their point's square; layer
 * 1 keeps its clear colour. */
static bool
draw_layers(void)
{
   PFNGLFRAMEBUFFERTEXTURELAYERPROC fb_layer =
      nvpt_get_proc("glFramebufferTextureLayerEXT");
   PFNGLBINDFRAMEBUFFERPROC bind_fb = nvpt_get_proc("glBindFramebuffer");
   PFNGLDELETEFRAMEBUFFERSPROC del_fbs =
      nvpt_get_proc("glDeleteFramebuffers");
   PFNGLTEXIMAGE3DPROC tex_image_3d = nvpt_get_proc("glTexImage3D");
   const float *clear = layer_clear;
   GLint old_fb = 0;
   GLuint tex, fb;
   bool pass = true;

   glGetIntegerv(GL_FRAMEBUFFER_BINDING, &old_fb);
   glGenTextures(1, &tex);
   glBindTexture(GL_TEXTURE_2D_ARRAY_EXT, tex);
   glTexParameteri(GL_TEXTURE_2D_ARRAY_EXT, GL_TEXTURE_MIN_FILTER,
                   GL_NEAREST);
   tex_image_3d(GL_TEXTURE_2D_ARRAY_EXT, 0, GL_RGBA32F_ARB, 8, 8, 3, 0,
                GL_RGBA, GL_FLOAT, NULL);
   glBindTexture(GL_TEXTURE_2D_ARRAY_EXT, 0);
   if (!layered_draw(tex, "array texture", &fb)) {
      pass = false;
   } else {
      for (int layer = 0; layer < 3; layer++) {
         const float want[4] = { layer + 1.0f, layer + 10.0f,
                                 layer + 100.0f, layer + 1000.0f };
         float got[4];
         char what[64];

         fb_layer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, tex, 0, layer);
         glReadPixels(5, 3, 1, 1, GL_RGBA, GL_FLOAT, got);
         snprintf(what, sizeof(what), "result.layer, layer %d", layer);
         pass = nvpt_check_vec4(what, got, layer == 1 ? clear : want, 0) &&
                pass;
      }
      pass = nvpt_expect_error(GL_NO_ERROR, "layer read-back") && pass;
   }
   bind_fb(GL_FRAMEBUFFER, (GLuint)old_fb);
   del_fbs(1, &fb);
   glDeleteTextures(1, &tex);
   glViewport(0, 0, NVPT_WIDTH, NVPT_HEIGHT);
   return pass;
}

/* A cube map attached layered (FramebufferTextureEXT): result.layer 0
 * and 2 are its faces +X and +Y (Table X.4, "Layer numbers for cube map
 * texture faces"), read back one face at a time through
 * FramebufferTextureFaceEXT; then that command's errors. */
static bool
draw_cube_faces(void)
{
   typedef void (GLAPIENTRYP face_fn)(GLenum, GLenum, GLuint, GLint, GLenum);
   face_fn fb_face = nvpt_get_proc("glFramebufferTextureFaceEXT");
   PFNGLBINDFRAMEBUFFERPROC bind_fb = nvpt_get_proc("glBindFramebuffer");
   PFNGLDELETEFRAMEBUFFERSPROC del_fbs =
      nvpt_get_proc("glDeleteFramebuffers");
   PFNGLCHECKFRAMEBUFFERSTATUSPROC status =
      nvpt_get_proc("glCheckFramebufferStatus");
   const float *clear = layer_clear;
   GLint old_fb = 0;
   GLuint tex, tex2d, fb;
   bool pass = true;

   glGetIntegerv(GL_FRAMEBUFFER_BINDING, &old_fb);
   glGenTextures(1, &tex);
   glBindTexture(GL_TEXTURE_CUBE_MAP, tex);
   glTexParameteri(GL_TEXTURE_CUBE_MAP, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
   for (unsigned f = 0; f < 6; f++) {
      glTexImage2D(GL_TEXTURE_CUBE_MAP_POSITIVE_X + f, 0, GL_RGBA32F_ARB,
                   8, 8, 0, GL_RGBA, GL_FLOAT, NULL);
   }
   glBindTexture(GL_TEXTURE_CUBE_MAP, 0);
   if (!layered_draw(tex, "cube map", &fb)) {
      pass = false;
   } else {
      for (int face = 0; face < 6; face++) {
         const float want[4] = { face + 1.0f, face + 10.0f,
                                 face + 100.0f, face + 1000.0f };
         float got[4];
         char what[64];

         fb_face(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, tex, 0,
                 GL_TEXTURE_CUBE_MAP_POSITIVE_X + face);
         glReadPixels(5, 3, 1, 1, GL_RGBA, GL_FLOAT, got);
         snprintf(what, sizeof(what), "cube map face %d", face);
         pass = nvpt_check_vec4(what, got, face == 0 || face == 2 ? want
                                                                  : clear,
                                0) && pass;
      }
      pass = nvpt_expect_error(GL_NO_ERROR, "face read-back") && pass;
   }
   /* the errors */
   /* a face that is none of the six: the spec names no error ("<face>
    * is one of TEXTURE_CUBE_MAP_POSITIVE_X, ..."); nvprog's is
    * INVALID_ENUM, NVIDIA's driver's INVALID_VALUE */
   fb_face(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, tex, 0, GL_TEXTURE_2D);
   if (nvpt_is_nvprog()) {
      pass = nvpt_expect_error(GL_INVALID_ENUM, "FramebufferTextureFaceEXT("
                               "face TEXTURE_2D)") && pass;
   } else if (glGetError() == GL_NO_ERROR) {
      printf("FramebufferTextureFaceEXT(face TEXTURE_2D): no error\n");
      pass = false;
   }
   fb_face(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, 9999, 0,
           GL_TEXTURE_CUBE_MAP_NEGATIVE_Z);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "FramebufferTextureFaceEXT("
                            "no such texture)") && pass;
   glGenTextures(1, &tex2d);
   glBindTexture(GL_TEXTURE_2D, tex2d);
   glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, 8, 8, 0, GL_RGBA,
                GL_UNSIGNED_BYTE, NULL);
   glBindTexture(GL_TEXTURE_2D, 0);
   fb_face(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, tex2d, 0,
           GL_TEXTURE_CUBE_MAP_POSITIVE_X);
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "FramebufferTextureFace"
                            "EXT(a 2D texture)") && pass;
   fb_face(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, 0, 0,
           GL_TEXTURE_CUBE_MAP_POSITIVE_X);
   pass = nvpt_expect_error(GL_NO_ERROR, "FramebufferTextureFaceEXT("
                            "texture 0)") && pass;
   if (status(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE) {
      printf("framebuffer complete with its attachment removed\n");
      pass = false;
   }
   bind_fb(GL_FRAMEBUFFER, (GLuint)old_fb);
   del_fbs(1, &fb);
   glDeleteTextures(1, &tex);
   glDeleteTextures(1, &tex2d);
   glViewport(0, 0, NVPT_WIDTH, NVPT_HEIGHT);
   return pass;
}

/* "INVALID_OPERATION ... if <mode> is incompatible with the input
 * primitive type of the current geometry program", and with an enabled
 * geometry program that "does not contain a valid geometry program". */
static bool
draw_errors(void)
{
   bool pass = true;

   enable_stages(true, true);
   glBegin(GL_TRIANGLES);
   glEnd();
   pass = nvpt_expect_error(GL_INVALID_OPERATION,
                            "TRIANGLES into a POINTS program") && pass;
   glBegin(GL_LINES);
   glEnd();
   pass = nvpt_expect_error(GL_INVALID_OPERATION,
                            "LINES into a POINTS program") && pass;
   glBegin(GL_POINTS);
   glEnd();
   pass = nvpt_expect_error(GL_NO_ERROR, "POINTS into a POINTS program") &&
          pass;

   bind_program(GL_GEOMETRY_PROGRAM_NV, 77);
   glBegin(GL_POINTS);
   glEnd();
   pass = nvpt_expect_error(GL_INVALID_OPERATION,
                            "an enabled geometry program never loaded") &&
          pass;
   enable_stages(true, false);
   glBegin(GL_POINTS);
   glEnd();
   pass = nvpt_expect_error(GL_NO_ERROR, "the same, disabled") && pass;
   bind_program(GL_GEOMETRY_PROGRAM_NV, 3);
   return pass;
}

/* 2.14.6.4: "the vertex limit may not exceed the value of
 * MAX_PROGRAM_OUTPUT_VERTICES_NV" and "the vertex limit and the number of
 * result variable components written by the program ... may not exceed
 * MAX_PROGRAM_TOTAL_OUTPUT_COMPONENTS_NV".  The programs below write
 * result.position only (4 components): the largest limit both rules
 * allow loads, one more fails. */
static bool
vertex_limits(GLint max_vertices, GLint max_components)
{
   const char *head = "!!NVgp4.0\nPRIMITIVE_IN POINTS;\n"
                      "PRIMITIVE_OUT POINTS;\nVERTICES_OUT ";
   const GLint most = max_vertices < max_components / 4 ?
                      max_vertices : max_components / 4;
   char text[256];
   bool pass = true;
   GLint out = -1;

   snprintf(text, sizeof(text), "%s%d;\nMOV result.position, "
            "vertex[0].position;\nEMIT;\nEND\n", head, most);
   pass = nvpt_load_arb_program(GL_GEOMETRY_PROGRAM_NV, 5, text) && pass;
   get_program_iv(GL_GEOMETRY_PROGRAM_NV, GL_GEOMETRY_VERTICES_OUT_EXT,
                     &out);
   if (out != most) {
      printf("GEOMETRY_VERTICES_OUT_EXT %d, expected %d\n", out, most);
      pass = false;
   }
   snprintf(text, sizeof(text), "%s%d;\nMOV result.position, "
            "vertex[0].position;\nEMIT;\nEND\n", head, most + 1);
   pass = nvpt_load_arb_program_bad(GL_GEOMETRY_PROGRAM_NV, 6, text,
                                    (GLint)strlen(head)) &&
          pass;
   return pass;
}

static bool
vertex_limit_command(GLint max_vertices)
{
   vertex_limit_proc limit_nv = nvpt_get_proc("glProgramVertexLimitNV");
   bool pass = true;
   GLint out = -1;

   bind_program(GL_GEOMETRY_PROGRAM_NV, 3);
   limit_nv(GL_GEOMETRY_PROGRAM_NV, 2);
   pass = nvpt_expect_error(GL_NO_ERROR, "ProgramVertexLimitNV(2)") && pass;
   get_program_iv(GL_GEOMETRY_PROGRAM_NV, GL_GEOMETRY_VERTICES_OUT_EXT,
                     &out);
   if (out != 2) {
      printf("vertex limit %d after ProgramVertexLimitNV(2)\n", out);
      pass = false;
   }
   limit_nv(GL_GEOMETRY_PROGRAM_NV, 0);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "ProgramVertexLimitNV(0)") &&
          pass;
   limit_nv(GL_GEOMETRY_PROGRAM_NV, max_vertices + 1);
   pass = nvpt_expect_error(GL_INVALID_VALUE, "ProgramVertexLimitNV(max "
                            "+ 1)") && pass;
   limit_nv(GL_VERTEX_PROGRAM_ARB, 4);
   pass = nvpt_expect_error(GL_INVALID_ENUM, "ProgramVertexLimitNV("
                            "VERTEX_PROGRAM_ARB)") && pass;
   limit_nv(GL_GEOMETRY_PROGRAM_NV, 4);
   pass = nvpt_expect_error(GL_NO_ERROR, "ProgramVertexLimitNV(4)") && pass;
   /* compiled into a display list (NV_geometry_program4 executes only
    * the FramebufferTexture*EXT commands at once) */
   GLuint list = glGenLists(1);
   glNewList(list, GL_COMPILE);
   limit_nv(GL_GEOMETRY_PROGRAM_NV, 3);
   glEndList();
   get_program_iv(GL_GEOMETRY_PROGRAM_NV, GL_GEOMETRY_VERTICES_OUT_EXT,
                  &out);
   if (out != 4) {
      printf("vertex limit %d after compiling ProgramVertexLimitNV(3)\n",
             out);
      pass = false;
   }
   glCallList(list);
   get_program_iv(GL_GEOMETRY_PROGRAM_NV, GL_GEOMETRY_VERTICES_OUT_EXT,
                  &out);
   if (out != 3) {
      printf("vertex limit %d after the list\n", out);
      pass = false;
   }
   glDeleteLists(list, 1);
   limit_nv(GL_GEOMETRY_PROGRAM_NV, 4);
   pass = nvpt_expect_error(GL_NO_ERROR, "ProgramVertexLimitNV in a "
                            "display list") && pass;
   bind_program(GL_GEOMETRY_PROGRAM_NV, 78);
   limit_nv(GL_GEOMETRY_PROGRAM_NV, 4);
   pass = nvpt_expect_error(GL_INVALID_OPERATION, "ProgramVertexLimitNV "
                            "without a loaded program") && pass;
   bind_program(GL_GEOMETRY_PROGRAM_NV, 3);
   return pass;
}

enum nvpt_result
nvpt_test(void)
{
   static const float env1[4] = { 1, 2, 3, 4 };
   GLint max_vertices = 0, max_components = 0;
   GLboolean on = GL_TRUE;
   float got[4];
   bool pass = true;

   nvpt_require_geometry_program4();
   nvpt_float_target_begin();
   bind_program = nvpt_get_proc("glBindProgramARB");
   get_program_iv = nvpt_get_proc("glGetProgramivARB");
   PFNGLPROGRAMLOCALPARAMETER4FARBPROC local4f =
      nvpt_get_proc("glProgramLocalParameter4fARB");
   PFNGLPROGRAMENVPARAMETER4FVARBPROC env4fv =
      nvpt_get_proc("glProgramEnvParameter4fvARB");
   PFNGLGETPROGRAMENVPARAMETERFVARBPROC get_env4fv =
      nvpt_get_proc("glGetProgramEnvParameterfvARB");

   get_program_iv(GL_GEOMETRY_PROGRAM_NV,
                     GL_MAX_PROGRAM_OUTPUT_VERTICES_NV, &max_vertices);
   get_program_iv(GL_GEOMETRY_PROGRAM_NV,
                     GL_MAX_PROGRAM_TOTAL_OUTPUT_COMPONENTS_NV,
                     &max_components);
   printf("MAX_PROGRAM_OUTPUT_VERTICES_NV %d, "
          "MAX_PROGRAM_TOTAL_OUTPUT_COMPONENTS_NV %d\n", max_vertices,
          max_components);
   /* Table X.22's minimums */
   if (max_vertices < 256 || max_components < 1024) {
      printf("below the spec's minimum (256, 1024)\n");
      pass = false;
   }
   pass = nvpt_expect_error(GL_NO_ERROR, "the limits") && pass;
   on = glIsEnabled(GL_GEOMETRY_PROGRAM_NV);
   pass = nvpt_expect_error(GL_NO_ERROR, "IsEnabled") && !on && pass;

   if (!nvpt_load_arb_program(GL_VERTEX_PROGRAM_ARB, 1, pass_vp) ||
       !nvpt_load_arb_program(GL_FRAGMENT_PROGRAM_ARB, 2, pass_fp) ||
       !nvpt_load_arb_program(GL_GEOMETRY_PROGRAM_NV, 3, sprite_gp))
      return NVPT_FAIL;
   local4f(GL_GEOMETRY_PROGRAM_NV, 0, 2.9f * 2 / NVPT_WIDTH,
           2.9f * 2 / NVPT_HEIGHT, 0, 0);
   env4fv(GL_GEOMETRY_PROGRAM_NV, 1, env1);
   get_env4fv(GL_GEOMETRY_PROGRAM_NV, 1, got);
   pass = nvpt_check_vec4("GetProgramEnvParameterfvARB", got, env1, 0) &&
          pass;
   pass = nvpt_expect_error(GL_NO_ERROR, "parameters") && pass;

   pass = draw_sprite("point sprite", true) && pass;
   pass = draw_sprite("point sprite, fixed-function vertices", false) &&
          pass;
   pass = draw_errors() && pass;

   /* a program that fails to load leaves program 3 as it was */
   pass = nvpt_load_arb_program_bad(GL_GEOMETRY_PROGRAM_NV, 3,
                                    "!!NVgp4.0\nPRIMITIVE_IN POINTS;\n"
                                    "PRIMITIVE_OUT POINTS;\n"
                                    "VERTICES_OUT 1;\nEMIT\nEND\n",
                                    (GLint)strlen("!!NVgp4.0\n"
                                                  "PRIMITIVE_IN POINTS;\n"
                                                  "PRIMITIVE_OUT POINTS;\n"
                                                  "VERTICES_OUT 1;\n"
                                                  "EMIT\n")) && pass;
   pass = draw_sprite("point sprite after a failed load", true) && pass;

   if (!nvpt_load_arb_program(GL_GEOMETRY_PROGRAM_NV, 4, tri_gp))
      return NVPT_FAIL;
   pass = draw_triangles() && pass;
   if (!nvpt_load_arb_program(GL_GEOMETRY_PROGRAM_NV, 7, clip_gp))
      return NVPT_FAIL;
   pass = draw_clipped() && pass;
   if (!nvpt_load_arb_program(GL_GEOMETRY_PROGRAM_NV, 9, relative_gp))
      return NVPT_FAIL;
   {
      static const float one[4] = { 1, 1, 1, 1 };
      local4f(GL_GEOMETRY_PROGRAM_NV, 0, 0, 1, 0, 0);
      nvpt_clear_sentinel();
      enable_stages(true, true);
      draw_window_triangles();
      enable_stages(true, false);
      pass = nvpt_expect_error(GL_NO_ERROR, "pos[i.x]") && pass;
      pass = nvpt_probe_float("pos[i.x], lower right", 24, 4, one, 0) &&
             pass;
      pass = nvpt_probe_float("pos[i.x], upper left", 4, 24, one, 0) &&
             pass;
   }
   if (!nvpt_load_arb_program(GL_GEOMETRY_PROGRAM_NV, 8, layer_gp))
      return NVPT_FAIL;
   pass = draw_layers() && pass;
   pass = draw_cube_faces() && pass;

   pass = vertex_limits(max_vertices, max_components) && pass;
   pass = vertex_limit_command(max_vertices) && pass;
   return nvpt_end_test(pass);
}
