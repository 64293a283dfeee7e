/*
 * NV_geometry_program4 ("!!NVgp4.0") on tgsi_exec, as softpipe's draw
 * module runs a TGSI geometry shader (draw_gs.c: one primitive in lane
 * 0, INPUT[v][k] at Inputs[v * TGSI_EXEC_MAX_INPUT_ATTRIBS + k], the
 * emitted vertices in Outputs from PrimitiveOffsets): the primitives
 * and vertices EMIT and ENDPRIM make, the results each EMIT takes, the
 * vertex index read through a per-vertex variable (clamped to the last
 * vertex outside the primitive), clip distances, primitive.id and the
 * integer results.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tgsi/tgsi_exec.h"
#include "tgsi/tgsi_scan.h"
#include "util/u_math.h"

#include "nvp.h"
#include "nvtgsi.h"

static unsigned checks, failures;

/* draw_gs.c's MAX_PRIMITIVES */
#define MAX_PRIMS 64

#define CHECK(cond, ...)                                               \
   do {                                                                \
      checks++;                                                        \
      if (!(cond)) {                                                   \
         failures++;                                                   \
         printf("FAIL %s:%d: ", __FILE__, __LINE__);                   \
         printf(__VA_ARGS__);                                          \
         printf("\n");                                                 \
      }                                                                \
   } while (0)

/* What one run emitted: per primitive its vertex count, per vertex its
 * outputs (TGSI OUT index order). */
struct emitted {
   unsigned num_prims, verts[8];
   float out[16][16][4];
   unsigned num_outputs;
   struct tgsi_shader_info info;
};

/* The input of semantic (name, index) of vertex v: a value per
 * component that names them. */
static float
input_value(unsigned v, unsigned name, unsigned index, unsigned c)
{
   return (float)(1000 * v + 100 * name + 10 * index + c);
}

static bool
run(const char *text, const float consts[][4], unsigned num_consts,
    unsigned prim_id, struct emitted *e)
{
   struct nvp_error perr;
   struct nvtgsi_shader sh;
   char err[256];
   struct nvp_program *prog =
      nvp_parse(NVP_TARGET_ARB_GEOMETRY, text, strlen(text), &perr);

   memset(e, 0, sizeof(*e));
   CHECK(prog, "parse: %s", prog ? "" : perr.message);
   if (!prog)
      return false;
   bool ok = nvtgsi_emit(prog, &sh, err, sizeof(err));
   unsigned verts = nvp_geom_vertices_in(prog->geometry.prim_in);
   nvp_program_free(prog);
   CHECK(ok, "emit: %s", ok ? "" : err);
   if (!ok)
      return false;

   tgsi_scan_shader(sh.tokens, &e->info);
   struct tgsi_exec_machine *m = tgsi_exec_machine_create(
      PIPE_SHADER_GEOMETRY);
   /* the primitive arrays draw_gs_init() gives the machine */
   for (unsigned i = 0; i < TGSI_MAX_VERTEX_STREAMS; i++) {
      m->Primitives[i] = calloc(MAX_PRIMS, sizeof(struct tgsi_exec_vector));
      m->PrimitiveOffsets[i] = calloc(MAX_PRIMS,
                                      sizeof(struct tgsi_exec_vector));
   }
   tgsi_exec_machine_bind_shader(m, sh.tokens, NULL, NULL, NULL);
   const void *bufs[1] = { consts };
   unsigned sizes[1] = { num_consts * 16 };
   tgsi_exec_set_constant_buffers(m, 1, bufs, sizes);
   for (unsigned v = 0; v < verts; v++) {
      for (unsigned k = 0; k < e->info.num_inputs; k++) {
         unsigned idx = v * TGSI_EXEC_MAX_INPUT_ATTRIBS + k;
         for (unsigned c = 0; c < 4; c++)
            m->Inputs[idx].xyzw[c].f[0] =
               input_value(v, e->info.input_semantic_name[k],
                           e->info.input_semantic_index[k], c);
      }
   }
   int sv = m->SysSemanticToIndex[TGSI_SEMANTIC_PRIMID];
   if (sv >= 0) {
      for (unsigned j = 0; j < TGSI_QUAD_SIZE; j++)
         m->SystemValue[sv].xyzw[0].u[j] = prim_id;
   }
   tgsi_exec_machine_run(m, 0);

   e->num_outputs = e->info.num_outputs;
   e->num_prims = m->OutputPrimCount[0];
   unsigned n = 0;
   for (unsigned p = 0; p < e->num_prims && p < 8; p++) {
      e->verts[p] = m->Primitives[0][p];
      for (unsigned j = 0; j < e->verts[p] && n < 16; j++, n++) {
         unsigned idx = m->PrimitiveOffsets[0][p] + j * e->num_outputs;
         for (unsigned s = 0; s < e->num_outputs && s < 16; s++) {
            for (unsigned c = 0; c < 4; c++)
               e->out[n][s][c] = m->Outputs[idx + s].xyzw[c].f[0];
         }
      }
   }
   for (unsigned i = 0; i < TGSI_MAX_VERTEX_STREAMS; i++) {
      free(m->Primitives[i]);
      free(m->PrimitiveOffsets[i]);
   }
   tgsi_exec_machine_destroy(m);
   nvtgsi_shader_free(&sh);
   return true;
}

/* The OUT index of semantic (name, index); -1 when not declared. */
static int
output_slot(const struct emitted *e, unsigned name, unsigned index)
{
   for (unsigned s = 0; s < e->num_outputs; s++) {
      if (e->info.output_semantic_name[s] == name &&
          e->info.output_semantic_index[s] == index)
         return (int)s;
   }
   return -1;
}

static bool
near(float a, float b)
{
   return a == b;
}

/* tests/unit/gp/gp4gp_basic.gp: a triangle in, two strips of three
 * vertices out. */
static void
check_basic(const char *dir)
{
   char path[512];
   static char text[8192];
   snprintf(path, sizeof(path), "%s/gp/gp4gp_basic.gp", dir);
   FILE *f = fopen(path, "rb");
   CHECK(f, "cannot open %s", path);
   if (!f)
      return;
   size_t len = fread(text, 1, sizeof(text) - 1, f);
   fclose(f);
   text[len] = '\0';

   /* CONST[0] program.local[0], CONST[1] the clip plane enables */
   static const float consts[2][4] = { { 0.5f, 0.25f, 0.125f, 0.0f } };
   float enable[2][4];
   memcpy(enable, consts, sizeof(enable));
   memset(enable[1], 0xff, sizeof(enable[1]));
   struct emitted e;
   if (!run(text, (const float (*)[4])enable, 2, 7, &e))
      return;
   CHECK(e.num_prims == 2 && e.verts[0] == 3 && e.verts[1] == 3,
         "%u primitives of %u and %u vertices", e.num_prims, e.verts[0],
         e.verts[1]);
   int pos = output_slot(&e, TGSI_SEMANTIC_POSITION, 0);
   int col = output_slot(&e, TGSI_SEMANTIC_COLOR, 0);
   int col1 = output_slot(&e, TGSI_SEMANTIC_COLOR, 1);
   int tex1 = output_slot(&e, TGSI_SEMANTIC_TEXCOORD, 1);
   int gen3 = output_slot(&e, TGSI_SEMANTIC_GENERIC, 3);
   int primid = output_slot(&e, TGSI_SEMANTIC_PRIMID, 0);
   int layer = output_slot(&e, TGSI_SEMANTIC_LAYER, 0);
   int clip = output_slot(&e, TGSI_SEMANTIC_CLIPDIST, 0);
   int psize = output_slot(&e, TGSI_SEMANTIC_PSIZE, 0);
   int fog = output_slot(&e, TGSI_SEMANTIC_FOG, 0);
   CHECK(pos >= 0 && col >= 0 && col1 >= 0 && tex1 >= 0 && gen3 >= 0 &&
         primid >= 0 && layer >= 0 && clip >= 0 && psize >= 0 && fog >= 0,
         "outputs declared");
   if (e.num_prims != 2 || pos < 0 || col < 0 || col1 < 0 || tex1 < 0 ||
       gen3 < 0 || primid < 0 || layer < 0 || clip < 0 || psize < 0 ||
       fog < 0)
      return;
   for (unsigned v = 0; v < 3; v++) {
      for (unsigned c = 0; c < 4; c++) {
         /* MOV result.position, pos[i.x] */
         float p = input_value(v, TGSI_SEMANTIC_POSITION, 0, c);
         CHECK(near(e.out[v][pos][c], p), "vertex %u position.%u %g, "
               "want %g", v, c, e.out[v][pos][c], p);
         /* vertex[0].color.back */
         float b = input_value(0, TGSI_SEMANTIC_BCOLOR, 0, c);
         CHECK(near(e.out[v][col][c], b), "vertex %u color.%u", v, c);
         /* tc[i.x][1] */
         float t = input_value(v, TGSI_SEMANTIC_TEXCOORD, 1, c);
         CHECK(near(e.out[v][tex1][c], t), "vertex %u texcoord[1].%u",
               v, c);
         /* gen[1] = result.attrib[3], tc[2][0] */
         float g = input_value(2, TGSI_SEMANTIC_TEXCOORD, 0, c);
         CHECK(near(e.out[v][gen3][c], g), "vertex %u attrib[3].%u", v,
               c);
         /* the second strip: moved by program.local[0], and the color
          * of the first strip's last write kept (results keep their
          * values across EMIT and ENDPRIM) */
         CHECK(near(e.out[3 + v][pos][c], p + consts[0][c]),
               "vertex %u moved position.%u %g", 3 + v, c,
               e.out[3 + v][pos][c]);
         CHECK(near(e.out[3 + v][col][c], b), "vertex %u color kept",
               3 + v);
         float c1 = input_value(1, TGSI_SEMANTIC_COLOR, 0, c);
         CHECK(near(e.out[3 + v][col1][c], c1), "vertex %u secondary",
               3 + v);
      }
      CHECK(fui(e.out[3 + v][primid][0]) == 7, "vertex %u primid %u",
            3 + v, fui(e.out[3 + v][primid][0]));
      CHECK(fui(e.out[3 + v][layer][0]) == 1, "vertex %u layer", 3 + v);
      /* vertex[2].clip[0].x, plane 0 enabled */
      CHECK(near(e.out[3 + v][clip][0],
                 input_value(2, TGSI_SEMANTIC_CLIPDIST, 0, 0)),
            "vertex %u clip[0] %g", 3 + v, e.out[3 + v][clip][0]);
      CHECK(near(e.out[3 + v][psize][0],
                 input_value(1, TGSI_SEMANTIC_PSIZE, 0, 0)),
            "vertex %u pointsize", 3 + v);
      CHECK(near(e.out[3 + v][fog][0],
                 input_value(0, TGSI_SEMANTIC_FOG, 0, 0)),
            "vertex %u fogcoord", 3 + v);
   }
}

/* A relative vertex index outside the primitive reads its last vertex;
 * clip[n] is component n % 4 of CLIPDIST n / 4. */
static void
check_relative(void)
{
   static const char text[] =
      "!!NVgp4.0\n"
      "PRIMITIVE_IN LINES_ADJACENCY;\n"
      "PRIMITIVE_OUT POINTS;\n"
      "VERTICES_OUT 5;\n"
      "ATTRIB p = vertex.position;\n"
      "INT PARAM k = { -1, 7, 2, 0 };\n"
      "INT TEMP i;\n"
      "MOV.S i, k;\n"
      "MOV result.position, p[i.x];\n"
      "EMIT;\n"
      "MOV result.position, p[i.y];\n"
      "EMIT;\n"
      "ENDPRIM;\n"
      "MOV result.position, p[i.z + 1];\n"
      "EMIT;\n"
      "MOV result.position, p[i.w];\n"
      "EMIT;\n"
      "MOV result.position.x, vertex[1].clip[5];\n"
      "MOV result.position.y, vertex[2].clip[2].x;\n"
      "EMIT;\n"
      "END\n";
   static const float consts[1][4];
   struct emitted e;

   if (!run(text, consts, 1, 0, &e))
      return;
   /* ENDPRIM ends the first primitive of two points */
   CHECK(e.num_prims == 2 && e.verts[0] == 2 && e.verts[1] == 3,
         "%u primitives of %u and %u points", e.num_prims, e.verts[0],
         e.verts[1]);
   int pos = output_slot(&e, TGSI_SEMANTIC_POSITION, 0);
   if (e.num_prims != 2 || pos < 0)
      return;
   static const unsigned vertex[4] = { 3, 3, 3, 0 };
   for (unsigned n = 0; n < 4; n++) {
      float want = input_value(vertex[n], TGSI_SEMANTIC_POSITION, 0, 0);
      CHECK(near(e.out[n][pos][0], want), "point %u: %g, want vertex %u",
            n, e.out[n][pos][0], vertex[n]);
   }
   CHECK(near(e.out[4][pos][0], input_value(1, TGSI_SEMANTIC_CLIPDIST, 1,
                                            1)),
         "clip[5] %g", e.out[4][pos][0]);
   CHECK(near(e.out[4][pos][1], input_value(2, TGSI_SEMANTIC_CLIPDIST, 0,
                                            2)),
         "clip[2] %g", e.out[4][pos][1]);
}

int
main(int argc, char **argv)
{
   check_relative();
   if (argc > 1)
      check_basic(argv[1]);
   printf("%u checks: %u failures\n", checks, failures);
   return failures ? 1 : 0;
}
