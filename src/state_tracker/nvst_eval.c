/*
 * NV_vertex_program evaluator maps: MAP1_VERTEX_ATTRIBi_4_NV and
 * MAP2_VERTEX_ATTRIBi_4_NV (i = 0..15).
 *
 * "We'll support 32 new maps (16 for MAP1 and 16 for MAP2) that take
 * priority over the conventional maps that they might alias to (only
 * when vertex program mode is enabled).  These new maps always evaluate
 * all four components."
 *
 * The maps are Mesa's struct gl_1d_map/gl_2d_map kept in nvst_context.
 * Mesa's own Map1/Map2/GetMap code handles them (its argument checks,
 * control point copies, GetnMap*ARB buffer sizes and display-list
 * compilation) once the hooks of 0007-nvprog-evaluator-hooks.patch
 * report their component count and storage.  Mesa's vbo evaluator then
 * uses the maps this file selects per attribute.
 */
#include <stdlib.h>

#include "main/context.h"
#include "main/eval.h"
#include "main/macros.h"
#include "vbo/vbo.h"

#include "nvst_private.h"

#define NVST_MAP1_FIRST GL_MAP1_VERTEX_ATTRIB0_4_NV
#define NVST_MAP2_FIRST GL_MAP2_VERTEX_ATTRIB0_4_NV

/* The NV attribute of a MAP1 (dim 1) or MAP2 (dim 2) attribute target, or
 * -1. */
static int
map_index(GLenum target, unsigned dim)
{
   GLenum first = dim == 1 ? NVST_MAP1_FIRST : NVST_MAP2_FIRST;
   if (target < first || target >= first + NVST_NUM_ATTRIBS)
      return -1;
   return (int)(target - first);
}

void
nvst_eval_init(struct nvst_context *nv)
{
   /* "vertex attribute maps produce (0,0,0,1)": the initial maps of
    * Mesa's _mesa_init_eval, order 1 over [0,1]. */
   static const GLfloat initial[4] = { 0.0f, 0.0f, 0.0f, 1.0f };

   for (unsigned i = 0; i < NVST_NUM_ATTRIBS; i++) {
      struct gl_1d_map *m1 = &nv->eval.map1[i];
      struct gl_2d_map *m2 = &nv->eval.map2[i];

      m1->Order = 1;
      m1->u1 = 0.0f;
      m1->u2 = 1.0f;
      m1->du = 1.0f;
      m1->Points = _mesa_copy_map_points1f(GL_MAP1_VERTEX_4, 4, 1, initial);

      m2->Uorder = 1;
      m2->Vorder = 1;
      m2->u1 = 0.0f;
      m2->u2 = 1.0f;
      m2->du = 1.0f;
      m2->v1 = 0.0f;
      m2->v2 = 1.0f;
      m2->dv = 1.0f;
      m2->Points = _mesa_copy_map_points2f(GL_MAP2_VERTEX_4, 4, 1, 4, 1,
                                           initial);
   }
}

void
nvst_eval_free(struct nvst_context *nv)
{
   for (unsigned i = 0; i < NVST_NUM_ATTRIBS; i++) {
      free(nv->eval.map1[i].Points);
      free(nv->eval.map2[i].Points);
   }
}

/* Table 5.1: "MAP1_VERTEX_ATTRIBn_4_NV  4  x, y, z, w vertex attribute
 * n".  Mesa calls this without a context (control point copies), so the
 * current one decides whether the targets exist. */
unsigned
nvst_eval_components(GLenum target)
{
   GET_CURRENT_CONTEXT(ctx);

   if (!ctx || !ctx->NV)
      return 0;
   return map_index(target, 1) >= 0 || map_index(target, 2) >= 0 ? 4 : 0;
}

struct gl_1d_map *
nvst_eval_map1(struct gl_context *ctx, GLenum target)
{
   int i = map_index(target, 1);
   return i >= 0 ? &nvst_context(ctx)->eval.map1[i] : NULL;
}

struct gl_2d_map *
nvst_eval_map2(struct gl_context *ctx, GLenum target)
{
   int i = map_index(target, 2);
   return i >= 0 ? &nvst_context(ctx)->eval.map2[i] : NULL;
}

/*
 * "When one of the EvalCoord commands is issued and vertex program mode
 * is disabled, all currently enabled maps (excluding the maps that
 * correspond to vertex attributes, i.e. maps of the form
 * MAPx_VERTEX_ATTRIBn_4_NV)" are evaluated; when it is enabled, "if any
 * vertex attribute maps are enabled, the corresponding VertexAttribNV
 * call for each enabled vertex attribute map is issued with the map's
 * evaluated coordinates and the corresponding aliased per-vertex
 * parameter map is ignored if it is also enabled".  Mesa keeps v[n] in
 * the VBO attribute it aliases (nvst_nv_attrib_to_mesa), so the map of
 * v[n] is the one of that attribute, and v[0]'s map issues the vertex
 * ("Vertex or VertexAttribNV(0, ...) ... must be issued last").
 */
void
nvst_eval_attrib_maps(struct gl_context *ctx, unsigned attr,
                      struct gl_1d_map **map1, struct gl_2d_map **map2)
{
   struct nvst_context *nv = nvst_context(ctx);

   *map1 = NULL;
   *map2 = NULL;
   if (!ctx->VertexProgram.Enabled)
      return;
   for (unsigned n = 0; n < NVST_NUM_ATTRIBS; n++) {
      if ((unsigned)nvst_nv_attrib_to_mesa(n) != attr)
         continue;
      if (nv->eval.map1_enabled & (1u << n))
         *map1 = &nv->eval.map1[n];
      if (nv->eval.map2_enabled & (1u << n))
         *map2 = &nv->eval.map2[n];
   }
}

/* "If any evaluation command is issued when none of MAPn_VERTEX_3,
 * MAPn_VERTEX_4, or MAPn_VERTEX_ATTRIB0_NV (where n is the map dimension
 * being evaluated) are enabled, nothing happens."  EvalMesh asks whether
 * the third one is enabled; with vertex program mode disabled the
 * EvalCoord commands it issues then evaluate no vertex. */
bool
nvst_eval_vertex_map(struct gl_context *ctx, unsigned dim)
{
   struct nvst_context *nv = nvst_context(ctx);
   GLbitfield enabled = dim == 1 ? nv->eval.map1_enabled
                                 : nv->eval.map2_enabled;
   return enabled & 1u;
}

/* "when vertex program mode is enabled, the generated analytic normal
 * used for vertex attribute 2 is simply (mx,my,mz,1)", m = (partial q /
 * partial u) cross (partial q / partial v) with q = (x/w, y/w, z/w) for
 * four-component maps.  Mesa's partials of a four-component map are
 * w^2 times those of q, so its cross product is w^4 m. */
bool
nvst_eval_auto_normal(struct gl_context *ctx, unsigned size,
                      const GLfloat vertex[4], GLfloat normal[3])
{
   if (!ctx->VertexProgram.Enabled)
      return false;
   if (size == 4) {
      GLfloat w2 = vertex[3] * vertex[3];
      GLfloat w4 = w2 * w2;
      normal[0] /= w4;
      normal[1] /= w4;
      normal[2] /= w4;
   }
   return true;
}

/* A MAP1/MAP2 attribute cap: its bitfield and bit, or false. */
static bool
enable_bit(struct nvst_context *nv, GLenum cap, GLbitfield **bits,
           GLbitfield *bit)
{
   int i = map_index(cap, 1);
   if (i >= 0) {
      *bits = &nv->eval.map1_enabled;
   } else {
      i = map_index(cap, 2);
      if (i < 0)
         return false;
      *bits = &nv->eval.map2_enabled;
   }
   *bit = 1u << i;
   return true;
}

bool
nvst_eval_set_enable(struct gl_context *ctx, GLenum cap, GLboolean state)
{
   GLbitfield *bits, bit;

   if (!enable_bit(nvst_context(ctx), cap, &bits, &bit))
      return false;
   if (!!(*bits & bit) == !!state)
      return true;
   /* Table 6.22 (eval) and "These evaluator enable bits are also pushed
    * and popped using GL_EVAL_BIT" besides ENABLE_BIT. */
   FLUSH_VERTICES(ctx, 0, GL_EVAL_BIT | GL_ENABLE_BIT);
   if (state)
      *bits |= bit;
   else
      *bits &= ~bit;
   vbo_exec_update_eval_maps(ctx);
   return true;
}

bool
nvst_eval_is_enabled(struct gl_context *ctx, GLenum cap, GLboolean *value)
{
   GLbitfield *bits, bit;

   if (!enable_bit(nvst_context(ctx), cap, &bits, &bit))
      return false;
   *value = (*bits & bit) ? GL_TRUE : GL_FALSE;
   return true;
}

/* GetBooleanv/GetIntegerv of the enables, as of the conventional maps. */
bool
nvst_eval_get_integer(struct gl_context *ctx, GLenum pname, GLint *value)
{
   GLboolean b;

   if (!nvst_eval_is_enabled(ctx, pname, &b))
      return false;
   *value = b;
   return true;
}

/* "Should the new vertex program related enables push/pop with
 * GL_ENABLE_BIT?  RESOLUTION:  Yes. ...  This includes the 32 new
 * evaluator map enable bits.  These evaluator enable bits are also
 * pushed and popped using GL_EVAL_BIT." */
void
nvst_eval_push_attrib(struct gl_context *ctx, GLbitfield mask)
{
   struct nvst_context *nv = nvst_context(ctx);
   struct nvst_eval_attrib *slot =
      &nv->eval.stack[ctx->AttribStackDepth];

   slot->saved = (mask & (GL_ENABLE_BIT | GL_EVAL_BIT)) != 0;
   slot->map1_enabled = nv->eval.map1_enabled;
   slot->map2_enabled = nv->eval.map2_enabled;
}

void
nvst_eval_pop_attrib(struct gl_context *ctx, GLbitfield mask)
{
   struct nvst_context *nv = nvst_context(ctx);
   const struct nvst_eval_attrib *slot =
      &nv->eval.stack[ctx->AttribStackDepth];

   /* mask holds only the groups changed since the push. */
   if (!slot->saved || !(mask & (GL_ENABLE_BIT | GL_EVAL_BIT)))
      return;
   if (nv->eval.map1_enabled == slot->map1_enabled &&
       nv->eval.map2_enabled == slot->map2_enabled)
      return;
   FLUSH_VERTICES(ctx, 0, 0);
   nv->eval.map1_enabled = slot->map1_enabled;
   nv->eval.map2_enabled = slot->map2_enabled;
   vbo_exec_update_eval_maps(ctx);
}
