/*
 * NV_transform_feedback's GLSL half: ActiveVaryingNV,
 * GetVaryingLocationNV, GetActiveVaryingNV, TransformFeedbackVaryingsNV,
 * GetTransformFeedbackVaryingNV and the program queries
 * ACTIVE_VARYINGS_NV, ACTIVE_VARYING_MAX_LENGTH_NV and
 * TRANSFORM_FEEDBACK_VARYINGS_NV.
 *
 * NV_transform_feedback's own specification is not among the project's,
 * but ARB_transform_feedback3 folds the language of
 * TransformFeedbackVaryingsNV and GetTransformFeedbackVaryingNV into its
 * "Dependencies on NV_transform_feedback" (quoted where code exists
 * because of it).  The rest is what NVIDIA's driver answers, recorded by
 * bench/ref/nv-probe.c (bench/ref/nvidia-h200/probe-xfb.txt);
 * docs/extensions.md lists both:
 *
 * - The active varyings of a linked program are the outputs of its last
 *   vertex-processing stage, sorted by name; an array is one varying of
 *   its declared size.  Locations number them in that order, an array
 *   taking one location for itself and then one per element ("c" 2,
 *   "c[0]" 3, "c[1]" 4).  ActiveVaryingNV keeps a varying the fragment
 *   shader does not read from being eliminated at the next link: here
 *   every output stays active (nothing is eliminated), so it only checks
 *   the program.
 * - TransformFeedbackVaryingsNV selects by location, after the link, and
 *   takes effect at once; a whole array records all its elements.
 *   GetTransformFeedbackVaryingNV returns the locations as given (NVIDIA's
 *   driver counts and returns a whole array once per element instead,
 *   which ARB_transform_feedback3's sentences do not allow).  The next
 *   LinkProgram forgets the selection.
 *
 * Mesa records what its linker built from a program's varying names, so
 * the selection relinks the program with those names (the application's
 * own TransformFeedbackVaryings names are put back afterwards), keeping
 * its uniform values and block bindings.  The list of outputs comes from
 * linking the program's non-fragment shaders alone into a scratch program
 * (with a fragment shader, Mesa's linker keeps only what it reads), read
 * through the program interface queries.  Both use the shaders attached
 * now: a program whose shaders were detached or recompiled since its
 * link answers for the shaders it has now (docs/extensions.md).
 */
#include <stdlib.h>
#include <string.h>

#include "main/context.h"
#include "main/dispatch.h"
#include "main/shaderapi.h"
#include "main/shaderobj.h"
#include "main/transformfeedback.h"
#include "main/uniforms.h"
#include "api_exec_decl.h"
#include "compiler/glsl/ir_uniform.h"
#include "compiler/nir_types.h"
#include "util/list.h"
#include "util/simple_mtx.h"

#include "nvst_private.h"

struct varying {
   char *name;                 /* without a subscript */
   GLenum type;
   GLint size;                 /* elements; 1 for a non-array */
   bool array;
   GLint location;             /* the whole varying's */
   GLint components;           /* of the whole varying */
};

struct saved_uniform {
   char *name;
   const struct glsl_type *type;
   unsigned elements;
   union gl_constant_value *values;
};

struct saved_block {
   char *name;
   GLuint binding;
   bool storage;
};

struct saved_state {
   struct saved_uniform *uniforms;
   unsigned num_uniforms;
   struct saved_block *blocks;
   unsigned num_blocks;
};

/* What nvprog knows of one GLSL program object. */
struct xfb_program {
   struct list_head link;
   const void *shared;         /* the share group and name it lives in */
   GLuint name;
   const struct gl_shader_program *sh;
   /* the link the fields below belong to (a new LinkProgram or
    * ProgramBinary makes new data) */
   const struct gl_shader_program_data *data;
   bool known;                 /* varyings[] read for that link */
   struct varying *varyings;
   unsigned num_varyings;
   GLint num_locations;
   GLint max_length;
   /* TransformFeedbackVaryingsNV: the recorded entries' locations */
   GLint *recorded;
   unsigned num_recorded;
   GLenum mode;
   /* ActiveVaryingNV's names, for every later LinkProgram */
   char **active_names;
   unsigned num_active_names;
   /* the uniform values and block bindings the relinks of a selection
    * keep, by name, since the application's last LinkProgram */
   struct saved_state cache;
};

static struct list_head programs = { &programs, &programs };
static simple_mtx_t programs_lock = SIMPLE_MTX_INITIALIZER;

static void
forget_link(struct xfb_program *p)
{
   for (unsigned i = 0; i < p->num_varyings; i++)
      free(p->varyings[i].name);
   free(p->varyings);
   free(p->recorded);
   p->varyings = NULL;
   p->recorded = NULL;
   p->num_varyings = p->num_recorded = 0;
   p->num_locations = p->max_length = 0;
   p->known = false;
   p->data = NULL;
}

/* The entry of sh (made if missing), current for its link.  Called with
 * programs_lock held. */
static struct xfb_program *
entry_of(struct gl_context *ctx, struct gl_shader_program *sh)
{
   struct xfb_program *found = NULL;

   list_for_each_entry(struct xfb_program, p, &programs, link) {
      if (p->shared == ctx->Shared && p->name == sh->Name) {
         found = p;
         break;
      }
   }
   if (found && found->sh != sh) {
      forget_link(found);
      found->sh = sh;
   }
   if (!found) {
      found = calloc(1, sizeof(*found));
      if (!found)
         return NULL;
      found->shared = ctx->Shared;
      found->name = sh->Name;
      found->sh = sh;
      list_addtail(&found->link, &programs);
   }
   if (found->data != sh->data) {
      forget_link(found);
      found->data = sh->data;
   }
   return found;
}

/* Components of one element of a varying of GL type t. */
static GLint
type_components(GLenum t)
{
   static const struct { GLenum type; GLint n; } table[] = {
      { GL_FLOAT, 1 }, { GL_FLOAT_VEC2, 2 }, { GL_FLOAT_VEC3, 3 },
      { GL_FLOAT_VEC4, 4 }, { GL_INT, 1 }, { GL_INT_VEC2, 2 },
      { GL_INT_VEC3, 3 }, { GL_INT_VEC4, 4 }, { GL_UNSIGNED_INT, 1 },
      { GL_UNSIGNED_INT_VEC2, 2 }, { GL_UNSIGNED_INT_VEC3, 3 },
      { GL_UNSIGNED_INT_VEC4, 4 }, { GL_FLOAT_MAT2, 4 },
      { GL_FLOAT_MAT3, 9 }, { GL_FLOAT_MAT4, 16 }, { GL_FLOAT_MAT2x3, 6 },
      { GL_FLOAT_MAT2x4, 8 }, { GL_FLOAT_MAT3x2, 6 },
      { GL_FLOAT_MAT3x4, 12 }, { GL_FLOAT_MAT4x2, 8 },
      { GL_FLOAT_MAT4x3, 12 }, { GL_DOUBLE, 2 }, { GL_DOUBLE_VEC2, 4 },
      { GL_DOUBLE_VEC3, 6 }, { GL_DOUBLE_VEC4, 8 },
   };

   for (unsigned i = 0; i < ARRAY_SIZE(table); i++) {
      if (table[i].type == t)
         return table[i].n;
   }
   return 4;
}

static int
compare_varyings(const void *a, const void *b)
{
   return strcmp(((const struct varying *)a)->name,
                 ((const struct varying *)b)->name);
}

/* Links sh's shaders of the stages in mask alone into a separable
 * scratch program and calls each(name, type, array size, data) for each
 * resource of iface.  Returns whether it linked. */
static bool
scratch_resources(struct gl_context *ctx, struct gl_shader_program *sh,
                  unsigned mask, GLenum iface,
                  void (*each)(const char *, GLint, GLint, void *),
                  void *data)
{
   GLuint scratch = _mesa_CreateProgram();
   struct gl_shader_program *s = _mesa_lookup_shader_program(ctx, scratch);
   unsigned attached = 0;
   GLint resources = 0;
   bool linked = false;

   for (unsigned i = 0; s && i < sh->NumShaders; i++) {
      if (mask & (1u << sh->Shaders[i]->Stage)) {
         _mesa_AttachShader(scratch, sh->Shaders[i]->Name);
         attached++;
      }
   }
   if (attached && s) {
      /* separable: Mesa keeps every output of a last stage another
       * program may read (and every input of a first); otherwise it
       * drops what nothing records */
      s->SeparateShader = true;
      _mesa_LinkProgram(scratch);
      linked = s->data->LinkStatus;
      if (linked)
         _mesa_GetProgramInterfaceiv(scratch, iface, GL_ACTIVE_RESOURCES,
                                     &resources);
   }
   for (GLint i = 0; i < resources; i++) {
      static const GLenum props[] = { GL_TYPE, GL_ARRAY_SIZE };
      GLint values[2] = { 0, 0 };
      char name[256];
      GLsizei len = 0;

      _mesa_GetProgramResourceName(scratch, iface, i, sizeof(name), &len,
                                   name);
      _mesa_GetProgramResourceiv(scratch, iface, i, 2, props, 2, NULL,
                                 values);
      each(name, values[0], values[1], data);
   }
   _mesa_DeleteProgram(scratch);
   return linked;
}

struct name_list {
   char **names;
   unsigned count;
};

static void
add_name(const char *name, GLint type, GLint size, void *data)
{
   struct name_list *l = data;
   char **grown = realloc(l->names, (l->count + 1) * sizeof(*grown));

   (void)type;
   (void)size;
   if (!grown)
      return;
   l->names = grown;
   l->names[l->count] = strndup(name, strcspn(name, "["));
   if (l->names[l->count])
      l->count++;
}

/* What the fragment shader reads of output name: its own name, or the
 * built-in input the fixed-function colours and the like feed. */
static const char *
fragment_input_of(const char *output)
{
   static const struct { const char *out, *in; } builtins[] = {
      { "gl_FrontColor", "gl_Color" },
      { "gl_BackColor", "gl_Color" },
      { "gl_FrontSecondaryColor", "gl_SecondaryColor" },
      { "gl_BackSecondaryColor", "gl_SecondaryColor" },
   };

   for (unsigned i = 0; i < ARRAY_SIZE(builtins); i++) {
      if (strcmp(output, builtins[i].out) == 0)
         return builtins[i].in;
   }
   return output;
}

/* An output of the last vertex-processing stage stays active when the
 * fragment shader reads it or ActiveVaryingNV named it, and the built-in
 * outputs later fixed stages consume always (NVIDIA's driver, with a
 * fragment shader that reads a only, keeps a and gl_Position:
 * probe-xfb2.txt). */
static bool
stays_active(const char *output, const struct name_list *inputs,
             char *const *active, unsigned num_active)
{
   static const char *const kept[] = {
      "gl_Position", "gl_PointSize", "gl_ClipDistance", "gl_ClipVertex",
      "gl_Layer", "gl_ViewportIndex",
   };
   const char *in = fragment_input_of(output);

   for (unsigned i = 0; i < ARRAY_SIZE(kept); i++) {
      if (strcmp(output, kept[i]) == 0)
         return true;
   }
   for (unsigned i = 0; i < inputs->count; i++) {
      if (strcmp(inputs->names[i], in) == 0)
         return true;
   }
   for (unsigned i = 0; i < num_active; i++) {
      size_t len = strcspn(active[i], "[");
      if (strlen(output) == len && strncmp(active[i], output, len) == 0)
         return true;
   }
   return false;
}

struct output_list {
   struct varying *v;
   unsigned n, cap;
};

/* scratch_resources() callback: an output as a varying. */
static void
add_output(const char *name, GLint type, GLint size, void *data)
{
   struct output_list *o = data;

   if (o->n == o->cap) {
      unsigned cap = o->cap ? 2 * o->cap : 16;
      struct varying *grown = realloc(o->v, cap * sizeof(*grown));
      if (!grown)
         return;
      o->v = grown;
      o->cap = cap;
   }
   struct varying *v = &o->v[o->n];
   memset(v, 0, sizeof(*v));
   /* an array's resource is named with "[0]" */
   v->array = strchr(name, '[') != NULL;
   v->name = strndup(name, strcspn(name, "["));
   if (!v->name)
      return;
   v->type = type;
   v->size = v->array ? MAX2(size, 1) : 1;
   v->components = type_components(v->type) * v->size;
   o->n++;
}

/* The active varyings of sh: the outputs of its vertex-processing
 * shaders, linked alone into a scratch program, through
 * GL_PROGRAM_OUTPUT; with a fragment shader, those it reads (its inputs,
 * linked alone likewise), those ActiveVaryingNV named (active[]) and the
 * built-ins later stages consume.  *out (sorted by name) and *count. */
static void
scan_outputs(struct gl_context *ctx, struct gl_shader_program *sh,
             char *const *active, unsigned num_active,
             struct varying **out, unsigned *count)
{
   GLenum saved_error = ctx->ErrorValue;
   const unsigned vertex_stages =
      BITFIELD_BIT(MESA_SHADER_VERTEX) |
      BITFIELD_BIT(MESA_SHADER_TESS_CTRL) |
      BITFIELD_BIT(MESA_SHADER_TESS_EVAL) |
      BITFIELD_BIT(MESA_SHADER_GEOMETRY);
   struct name_list inputs = { NULL, 0 };
   struct output_list o = { NULL, 0, 0 };
   struct varying *list;
   unsigned n = 0;
   bool fragment = false;

   scratch_resources(ctx, sh, vertex_stages, GL_PROGRAM_OUTPUT, add_output,
                     &o);
   for (unsigned i = 0; i < sh->NumShaders; i++)
      fragment |= sh->Shaders[i]->Stage == MESA_SHADER_FRAGMENT;
   if (fragment && !scratch_resources(ctx, sh,
                                      BITFIELD_BIT(MESA_SHADER_FRAGMENT),
                                      GL_PROGRAM_INPUT, add_name, &inputs))
      fragment = false;   /* keep every output */
   ctx->ErrorValue = saved_error;

   list = o.v;
   for (unsigned i = 0; i < o.n; i++) {
      if (!fragment ||
          stays_active(list[i].name, &inputs, active, num_active))
         list[n++] = list[i];
      else
         free(list[i].name);
   }
   for (unsigned i = 0; i < inputs.count; i++)
      free(inputs.names[i]);
   free(inputs.names);
   qsort(list, n, sizeof(*list), compare_varyings);
   *out = list;
   *count = n;
}

/* p's varyings for its current link: locations in name order, an array
 * taking one for itself and one per element. */
static void
take_outputs(struct xfb_program *p, struct varying *list, unsigned n)
{
   GLint next = 0;

   p->varyings = list;
   p->num_varyings = n;
   p->known = true;
   p->max_length = 0;
   for (unsigned i = 0; i < n; i++) {
      struct varying *v = &list[i];
      GLint len = strlen(v->name);

      v->location = next;
      next += v->array ? 1 + v->size : 1;
      if (v->array) {
         char sub[16];
         len += snprintf(sub, sizeof(sub), "[%d]", v->size - 1);
      }
      p->max_length = MAX2(p->max_length, len + 1);
   }
   p->num_locations = next;
}

static void
read_outputs(struct gl_context *ctx, struct gl_shader_program *sh,
             struct xfb_program *p)
{
   struct varying *list;
   unsigned n;

   scan_outputs(ctx, sh, p->active_names, p->num_active_names, &list, &n);
   take_outputs(p, list, n);
}

/* The linked program object <program> with its entry, or NULL after the
 * error ("unlinked" is INVALID_OPERATION, as NVIDIA's driver answers).
 * Returns with programs_lock held when it returns an entry. */
static struct xfb_program *
linked_entry(struct gl_context *ctx, GLuint program, const char *caller,
             struct gl_shader_program **out)
{
   struct gl_shader_program *sh =
      _mesa_lookup_shader_program_err(ctx, program, caller);
   struct xfb_program *p;

   if (!sh)
      return NULL;
   if (!sh->data->LinkStatus) {
      _mesa_error(ctx, GL_INVALID_OPERATION, "%s(program not linked)",
                  caller);
      return NULL;
   }
   simple_mtx_lock(&programs_lock);
   p = entry_of(ctx, sh);
   if (!p) {
      simple_mtx_unlock(&programs_lock);
      _mesa_error(ctx, GL_OUT_OF_MEMORY, "%s", caller);
      return NULL;
   }
   if (!p->known)
      read_outputs(ctx, sh, p);
   *out = sh;
   return p;
}

/* Location loc: the varying and the element (-1 for the whole). */
static const struct varying *
varying_at(const struct xfb_program *p, GLint loc, GLint *element)
{
   for (unsigned i = 0; i < p->num_varyings; i++) {
      const struct varying *v = &p->varyings[i];
      GLint span = v->array ? 1 + v->size : 1;

      if (loc >= v->location && loc < v->location + span) {
         *element = loc - v->location - 1;
         return v;
      }
   }
   return NULL;
}

static void GLAPIENTRY
nvst_ActiveVaryingNV(GLuint program, const GLchar *name)
{
   GET_CURRENT_CONTEXT(ctx);
   struct gl_shader_program *sh =
      _mesa_lookup_shader_program_err(ctx, program, "glActiveVaryingNV");
   struct xfb_program *p;

   if (!sh || !name)
      return;
   /* Any name: one that is no output of the program is ignored at the
    * link (NVIDIA's driver raises no error either). */
   simple_mtx_lock(&programs_lock);
   p = entry_of(ctx, sh);
   for (unsigned i = 0; p && i < p->num_active_names; i++) {
      if (strcmp(p->active_names[i], name) == 0) {
         simple_mtx_unlock(&programs_lock);
         return;
      }
   }
   char **grown = p ? realloc(p->active_names, (p->num_active_names + 1) *
                                               sizeof(*grown)) : NULL;
   char *copy = grown ? strdup(name) : NULL;
   if (grown)
      p->active_names = grown;
   if (copy)
      p->active_names[p->num_active_names++] = copy;
   simple_mtx_unlock(&programs_lock);
   if (!copy)
      _mesa_error(ctx, GL_OUT_OF_MEMORY, "glActiveVaryingNV");
}

static GLint GLAPIENTRY
nvst_GetVaryingLocationNV(GLuint program, const GLchar *name)
{
   GET_CURRENT_CONTEXT(ctx);
   struct gl_shader_program *sh;
   struct xfb_program *p =
      linked_entry(ctx, program, "glGetVaryingLocationNV", &sh);
   GLint loc = -1;

   if (!p)
      return -1;
   for (unsigned i = 0; name && i < p->num_varyings && loc < 0; i++) {
      const struct varying *v = &p->varyings[i];
      size_t n = strlen(v->name);

      if (strncmp(name, v->name, n) != 0)
         continue;
      if (name[n] == '\0') {
         loc = v->location;
      } else if (v->array && name[n] == '[') {
         char *end;
         long e = strtol(name + n + 1, &end, 10);
         if (end != name + n + 1 && end[0] == ']' && end[1] == '\0' &&
             e >= 0 && e < v->size)
            loc = v->location + 1 + (GLint)e;
      }
   }
   simple_mtx_unlock(&programs_lock);
   return loc;
}

static void GLAPIENTRY
nvst_GetActiveVaryingNV(GLuint program, GLuint index, GLsizei bufSize,
                        GLsizei *length, GLsizei *size, GLenum *type,
                        GLchar *name)
{
   GET_CURRENT_CONTEXT(ctx);
   struct gl_shader_program *sh;
   struct xfb_program *p =
      linked_entry(ctx, program, "glGetActiveVaryingNV", &sh);

   if (!p)
      return;
   if (index >= p->num_varyings || bufSize < 0) {
      simple_mtx_unlock(&programs_lock);
      _mesa_error(ctx, GL_INVALID_VALUE, "glGetActiveVaryingNV(%s)",
                  bufSize < 0 ? "bufSize" : "index");
      return;
   }
   const struct varying *v = &p->varyings[index];
   _mesa_copy_string(name, bufSize, length, v->name);
   if (size)
      *size = v->size;
   if (type)
      *type = v->type;
   simple_mtx_unlock(&programs_lock);
}

static void GLAPIENTRY
nvst_GetTransformFeedbackVaryingNV(GLuint program, GLuint index,
                                   GLint *location)
{
   GET_CURRENT_CONTEXT(ctx);
   struct gl_shader_program *sh;
   struct xfb_program *p;

   /* "INVALID_OPERATION ... if <program> is not the name of a program
    * object, or if <program> has not been linked successfully"
    * (ARB_transform_feedback3) */
   if (!_mesa_lookup_shader_program(ctx, program)) {
      _mesa_error(ctx, GL_INVALID_OPERATION,
                  "glGetTransformFeedbackVaryingNV(program)");
      return;
   }
   p = linked_entry(ctx, program, "glGetTransformFeedbackVaryingNV", &sh);
   if (!p)
      return;
   if (index >= p->num_recorded) {
      simple_mtx_unlock(&programs_lock);
      _mesa_error(ctx, GL_INVALID_VALUE,
                  "glGetTransformFeedbackVaryingNV(index)");
      return;
   }
   if (location)
      *location = p->recorded[index];
   simple_mtx_unlock(&programs_lock);
}

/* ---- relinking with the selection, uniforms kept ---------------------- */

static bool
uniform_restorable(const struct gl_uniform_storage *u)
{
   const struct glsl_type *t = glsl_without_array(u->type);

   /* values in buffers, built-in state, and subroutine selections (which
    * UseProgram resets anyway) are not the program's to keep */
   return !u->builtin && !u->hidden && !u->is_shader_storage &&
          u->block_index == -1 && u->storage &&
          glsl_get_base_type(t) != GLSL_TYPE_SUBROUTINE &&
          !glsl_type_is_struct(t);
}

/* The type a uniform of type t is read and written as through Mesa's
 * uniform commands: booleans, samplers and images as the integer ones. */
static enum glsl_base_type
command_type(const struct glsl_type *t)
{
   enum glsl_base_type base = glsl_get_base_type(glsl_without_array(t));

   if (base == GLSL_TYPE_BOOL || base == GLSL_TYPE_SAMPLER ||
       base == GLSL_TYPE_IMAGE)
      return GLSL_TYPE_INT;
   return base;
}

/* The values of sh's uniforms (read as GetUniform reads them: with
 * packed driver storage, llvmpipe's, gl_uniform_storage::storage is not
 * where they are) and its block bindings. */
static void
save_state(struct gl_context *ctx, const struct gl_shader_program *sh,
           GLuint program, struct saved_state *s)
{
   const struct gl_shader_program_data *d = sh->data;

   memset(s, 0, sizeof(*s));
   s->uniforms = calloc(MAX2(d->NumUniformStorage, 1), sizeof(*s->uniforms));
   s->blocks = calloc(MAX2(d->NumUniformBlocks + d->NumShaderStorageBlocks,
                           1), sizeof(*s->blocks));
   if (!s->uniforms || !s->blocks)
      return;
   for (unsigned i = 0; i < d->NumUniformStorage; i++) {
      const struct gl_uniform_storage *u = &d->UniformStorage[i];
      struct saved_uniform *o = &s->uniforms[s->num_uniforms];
      unsigned n = MAX2(u->array_elements, 1) *
                   glsl_get_component_slots(u->type);

      if (!uniform_restorable(u) || !u->name.string)
         continue;
      o->name = strdup(u->name.string);
      o->values = malloc(n * sizeof(*o->values));
      if (!o->name || !o->values) {
         free(o->name);
         free(o->values);
         continue;
      }
      GLint loc = _mesa_GetUniformLocation(program, u->name.string);
      unsigned slots = glsl_get_component_slots(glsl_without_array(u->type));
      for (unsigned e = 0; loc >= 0 && e < MAX2(u->array_elements, 1); e++)
         _mesa_get_uniform(ctx, program, loc + e, slots * sizeof(*o->values),
                           command_type(u->type), o->values + e * slots);
      if (loc < 0) {
         free(o->name);
         free(o->values);
         continue;
      }
      o->type = u->type;
      o->elements = u->array_elements;
      s->num_uniforms++;
   }
   for (unsigned k = 0; k < 2; k++) {
      unsigned n = k ? d->NumShaderStorageBlocks : d->NumUniformBlocks;
      const struct gl_uniform_block *b =
         k ? d->ShaderStorageBlocks : d->UniformBlocks;
      for (unsigned i = 0; i < n; i++) {
         struct saved_block *o = &s->blocks[s->num_blocks];
         if (!b[i].name.string || !(o->name = strdup(b[i].name.string)))
            continue;
         o->binding = b[i].Binding;
         o->storage = k;
         s->num_blocks++;
      }
   }
}

/* Puts the saved values back into the relinked program through Mesa's
 * uniform commands (which update samplers, images and the drivers'
 * copies).  A uniform whose name or type changed stays as linked. */
static void
restore_state(struct gl_context *ctx, struct gl_shader_program *sh,
              GLuint program, struct saved_state *s)
{
   const struct gl_shader_program_data *d = sh->data;

   for (unsigned i = 0; i < s->num_uniforms; i++) {
      struct saved_uniform *o = &s->uniforms[i];
      const struct glsl_type *t = glsl_without_array(o->type);
      enum glsl_base_type base = command_type(o->type);
      GLint loc = _mesa_GetUniformLocation(program, o->name);
      bool same = false;

      for (unsigned j = 0; j < d->NumUniformStorage && !same; j++) {
         const struct gl_uniform_storage *u = &d->UniformStorage[j];
         same = u->name.string && strcmp(u->name.string, o->name) == 0 &&
                u->type == o->type && u->array_elements == o->elements;
      }
      if (loc < 0 || !same)
         continue;
      if (glsl_type_is_matrix(t)) {
         _mesa_uniform_matrix(loc, MAX2(o->elements, 1), GL_FALSE,
                              o->values, ctx, sh,
                              glsl_get_matrix_columns(t),
                              glsl_get_vector_elements(t), base);
      } else if (base == GLSL_TYPE_FLOAT || base == GLSL_TYPE_INT ||
                 base == GLSL_TYPE_UINT || base == GLSL_TYPE_DOUBLE ||
                 base == GLSL_TYPE_INT64 || base == GLSL_TYPE_UINT64) {
         _mesa_uniform(loc, MAX2(o->elements, 1), o->values, ctx, sh, base,
                       glsl_get_vector_elements(t));
      }
   }
   for (unsigned i = 0; i < s->num_blocks; i++) {
      struct saved_block *o = &s->blocks[i];
      unsigned n = o->storage ? d->NumShaderStorageBlocks :
                                d->NumUniformBlocks;
      const struct gl_uniform_block *b =
         o->storage ? d->ShaderStorageBlocks : d->UniformBlocks;
      for (unsigned j = 0; j < n; j++) {
         if (!b[j].name.string || strcmp(b[j].name.string, o->name) != 0)
            continue;
         if (o->storage)
            _mesa_ShaderStorageBlockBinding(program, j, o->binding);
         else
            _mesa_UniformBlockBinding(program, j, o->binding);
         break;
      }
   }
}

static void
free_state(struct saved_state *s)
{
   for (unsigned i = 0; i < s->num_uniforms; i++) {
      free(s->uniforms[i].name);
      free(s->uniforms[i].values);
   }
   for (unsigned i = 0; i < s->num_blocks; i++)
      free(s->blocks[i].name);
   free(s->uniforms);
   free(s->blocks);
}

/* Adds what now (the values of sh's uniforms and block bindings) to
 * cache, replacing what cache held under the same names. */
static void
merge_state(struct saved_state *cache, struct saved_state *now)
{
   struct saved_uniform *u = realloc(cache->uniforms,
      (cache->num_uniforms + now->num_uniforms + 1) * sizeof(*u));
   struct saved_block *b = realloc(cache->blocks,
      (cache->num_blocks + now->num_blocks + 1) * sizeof(*b));

   if (u)
      cache->uniforms = u;
   if (b)
      cache->blocks = b;
   for (unsigned i = 0; u && i < now->num_uniforms; i++) {
      unsigned j = 0;
      while (j < cache->num_uniforms &&
             strcmp(u[j].name, now->uniforms[i].name) != 0)
         j++;
      if (j < cache->num_uniforms) {
         free(u[j].name);
         free(u[j].values);
      } else {
         cache->num_uniforms++;
      }
      u[j] = now->uniforms[i];
      now->uniforms[i].name = NULL;
      now->uniforms[i].values = NULL;
   }
   for (unsigned i = 0; b && i < now->num_blocks; i++) {
      unsigned j = 0;
      while (j < cache->num_blocks &&
             (strcmp(b[j].name, now->blocks[i].name) != 0 ||
              b[j].storage != now->blocks[i].storage))
         j++;
      if (j < cache->num_blocks)
         free(b[j].name);
      else
         cache->num_blocks++;
      b[j] = now->blocks[i];
      now->blocks[i].name = NULL;
   }
}

/* Mesa's LinkProgram of sh with names[] as its recorded varyings in
 * mode; the application's own TransformFeedbackVaryings state is put
 * back afterwards.  Returns the link status. */
static bool
link_with_names(GLuint program, struct gl_shader_program *sh, char **names,
                unsigned count, GLenum mode)
{
   GLuint app_count = sh->TransformFeedback.NumVarying;
   GLchar **app_names = sh->TransformFeedback.VaryingNames;
   GLenum app_mode = sh->TransformFeedback.BufferMode;

   sh->TransformFeedback.NumVarying = count;
   sh->TransformFeedback.VaryingNames = names;
   sh->TransformFeedback.BufferMode = mode;
   _mesa_LinkProgram(program);
   sh->TransformFeedback.NumVarying = app_count;
   sh->TransformFeedback.VaryingNames = app_names;
   sh->TransformFeedback.BufferMode = app_mode;
   return sh->data->LinkStatus;
}

/* Links sh with names[] recorded in mode, keeping its uniforms (also
 * those the previous selection left unused: p->cache), then puts the
 * application's own TransformFeedbackVaryings back.  Returns the link
 * status. */
static bool
relink_with(struct gl_context *ctx, struct xfb_program *p,
            struct gl_shader_program *sh, GLuint program, char **names,
            unsigned count, GLenum mode)
{
   GLenum saved_error = ctx->ErrorValue;
   struct saved_state now;
   bool ok;

   save_state(ctx, sh, program, &now);
   merge_state(&p->cache, &now);
   free_state(&now);
   ok = link_with_names(program, sh, names, count, mode);
   if (ok)
      restore_state(ctx, sh, program, &p->cache);
   ctx->ErrorValue = saved_error;
   return ok;
}

/* The special values of <locations> (ARB_transform_feedback3, which
 * folds TransformFeedbackVaryingsNV's language into its "Dependencies on
 * NV_transform_feedback"): a separator and skipped components, and the
 * names Mesa's linker takes for them. */
static const struct {
   GLint value;
   const char *name;
   GLint components;
} specials[] = {
   { GL_NEXT_BUFFER_NV, "gl_NextBuffer", 0 },
   { GL_SKIP_COMPONENTS4_NV, "gl_SkipComponents4", 4 },
   { GL_SKIP_COMPONENTS3_NV, "gl_SkipComponents3", 3 },
   { GL_SKIP_COMPONENTS2_NV, "gl_SkipComponents2", 2 },
   { GL_SKIP_COMPONENTS1_NV, "gl_SkipComponents1", 1 },
};

static int
special_of(GLint location)
{
   for (unsigned i = 0; i < ARRAY_SIZE(specials); i++) {
      if (specials[i].value == location)
         return (int)i;
   }
   return -1;
}

/* TransformFeedbackVaryingsNV's checks (ARB_transform_feedback3's list);
 * on success names[] gets the names to link. */
static GLenum
check_selection(struct gl_context *ctx, const struct xfb_program *p,
                GLsizei count, const GLint *locations, GLenum mode,
                char **names, const char **why)
{
   bool interleaved = mode == GL_INTERLEAVED_ATTRIBS_NV;
   unsigned separators = 0, per_buffer = 0;

   for (GLsizei i = 0; i < count; i++) {
      GLint element = -1;
      const struct varying *v = varying_at(p, locations[i], &element);
      int special = special_of(locations[i]);
      GLint comps;
      char buf[300];

      /* "if any value in <locations> is neither NEXT_BUFFER_NV nor the
       * location of an active varying variable" (the skip values are
       * allowed with it in interleaved mode, by the next rule) */
      if (!v && special < 0) {
         *why = "location is no active varying's";
         return GL_INVALID_OPERATION;
      }
      if (special >= 0 && !interleaved) {
         *why = "separator or skip in SEPARATE_ATTRIBS";
         return GL_INVALID_OPERATION;
      }
      /* "if any value in <locations> (other than NEXT_BUFFER_NV) appears
       * more than once in the array"; a whole array and one of its
       * elements are one varying twice as well */
      for (GLsizei j = 0; j < i && locations[i] != GL_NEXT_BUFFER_NV; j++) {
         GLint other = -1;
         const struct varying *w = varying_at(p, locations[j], &other);
         if (locations[j] == locations[i] ||
             (v && w == v && (other < 0 || element < 0))) {
            *why = "varying selected twice";
            return GL_INVALID_OPERATION;
         }
      }
      if (locations[i] == GL_NEXT_BUFFER_NV) {
         /* "the number of NEXT_BUFFER_NV values ... greater than or equal
          * to the value of MAX_TRANSFORM_FEEDBACK_BUFFERS" */
         if (++separators >= ctx->Const.MaxTransformFeedbackBuffers) {
            *why = "too many NEXT_BUFFER_NV";
            return GL_INVALID_OPERATION;
         }
         per_buffer = 0;
      }
      comps = special >= 0 ? specials[special].components :
              element < 0 ? v->components : v->components / v->size;
      if (!interleaved &&
          comps > (GLint)ctx->Const.MaxTransformFeedbackSeparateComponents) {
         *why = "components";
         return GL_INVALID_OPERATION;
      }
      per_buffer += comps;
      if (interleaved &&
          per_buffer > ctx->Const.MaxTransformFeedbackInterleavedComponents) {
         *why = "components";
         return GL_INVALID_OPERATION;
      }
      if (special >= 0)
         snprintf(buf, sizeof(buf), "%s", specials[special].name);
      else if (element < 0)
         snprintf(buf, sizeof(buf), "%s", v->name);
      else
         snprintf(buf, sizeof(buf), "%s[%d]", v->name, element);
      names[i] = strdup(buf);
      if (!names[i]) {
         *why = "";
         return GL_OUT_OF_MEMORY;
      }
   }
   return GL_NO_ERROR;
}

static void GLAPIENTRY
nvst_TransformFeedbackVaryingsNV(GLuint program, GLsizei count,
                                 const GLint *locations, GLenum bufferMode)
{
   static const char *caller = "glTransformFeedbackVaryingsNV";
   GET_CURRENT_CONTEXT(ctx);
   struct gl_shader_program *sh;
   struct xfb_program *p = linked_entry(ctx, program, caller, &sh);
   GLenum error = GL_NO_ERROR;
   const char *why = "";
   char **names = NULL;
   GLint *recorded = NULL;

   if (!p)
      return;
   if (bufferMode != GL_INTERLEAVED_ATTRIBS_NV &&
       bufferMode != GL_SEPARATE_ATTRIBS_NV) {
      error = GL_INVALID_ENUM;
      why = "bufferMode";
   } else if (count < 0 || (count > 0 && !locations)) {
      /* NVIDIA's driver takes a negative count without an error: the
       * rule for sizei arguments decides here (docs/extensions.md) */
      error = GL_INVALID_VALUE;
      why = "count";
   } else if (bufferMode == GL_SEPARATE_ATTRIBS_NV &&
              count > (GLsizei)ctx->Const.MaxTransformFeedbackBuffers) {
      /* "if <bufferMode> is SEPARATE_ATTRIBS and <count> is greater than
       * the limit MAX_TRANSFORM_FEEDBACK_SEPARATE_ATTRIBS" */
      error = GL_INVALID_VALUE;
      why = "count > MAX_TRANSFORM_FEEDBACK_SEPARATE_ATTRIBS_NV";
   } else if (ctx->TransformFeedback.CurrentObject->Active ||
              _mesa_transform_feedback_is_using_program(ctx, sh)) {
      /* "if <program> is being used by any active transform feedback
       * object" */
      error = GL_INVALID_OPERATION;
      why = "transform feedback active or using the program";
   } else {
      names = calloc(MAX2(count, 1), sizeof(*names));
      recorded = malloc(MAX2(count, 1) * sizeof(*recorded));
      if (!names || !recorded)
         error = GL_OUT_OF_MEMORY;
      else
         error = check_selection(ctx, p, count, locations, bufferMode,
                                 names, &why);
   }

   if (!error) {
      bool ok;

      /* "immediately replaces any transform feedback varying state of
       * <program>": Mesa records what its linker built, so the program
       * is linked again with these names (the relink makes new data:
       * the entry follows it) */
      FLUSH_VERTICES(ctx, 0, 0);
      ok = relink_with(ctx, p, sh, program, names, count, bufferMode);
      p->data = sh->data;
      free(p->recorded);
      p->recorded = NULL;
      p->num_recorded = 0;
      if (ok) {
         /* GetTransformFeedbackVaryingNV: "The array element numbered
          * <index> in the array <locations> ... is returned" */
         memcpy(recorded, locations, MAX2(count, 0) * sizeof(*recorded));
         p->recorded = recorded;
         p->num_recorded = count;
         p->mode = bufferMode;
         recorded = NULL;
      } else {
         /* Mesa's linker refused what the checks above let through: the
          * program is linked again without an NV selection (it records
          * what the application's TransformFeedbackVaryings names) */
         relink_with(ctx, p, sh, program, NULL, 0, bufferMode);
         p->data = sh->data;
         error = GL_INVALID_OPERATION;
         why = "the relink failed";
      }
   }
   for (GLsizei i = 0; names && i < count; i++)
      free(names[i]);
   free(names);
   free(recorded);
   simple_mtx_unlock(&programs_lock);
   if (error)
      _mesa_error(ctx, error, "%s(%s)", caller, why);
}

/* GetProgramiv's NV names; the rest is Mesa's. */
static void GLAPIENTRY
nvst_GetProgramiv(GLuint program, GLenum pname, GLint *params)
{
   GET_CURRENT_CONTEXT(ctx);

   if (pname == GL_ACTIVE_VARYINGS_NV ||
       pname == GL_ACTIVE_VARYING_MAX_LENGTH_NV ||
       pname == GL_TRANSFORM_FEEDBACK_VARYINGS_NV ||
       pname == GL_TRANSFORM_FEEDBACK_BUFFER_MODE_NV) {
      struct gl_shader_program *sh =
         _mesa_lookup_shader_program_err(ctx, program, "glGetProgramiv");

      if (!sh)
         return;
      bool nv_names = pname == GL_ACTIVE_VARYINGS_NV ||
                      pname == GL_ACTIVE_VARYING_MAX_LENGTH_NV;
      if (!sh->data->LinkStatus && nv_names) {
         *params = 0;
         return;
      }
      if (sh->data->LinkStatus) {
         simple_mtx_lock(&programs_lock);
         struct xfb_program *p = entry_of(ctx, sh);
         bool answered = false;
         if (p && nv_names) {
            if (!p->known)
               read_outputs(ctx, sh, p);
            *params = pname == GL_ACTIVE_VARYINGS_NV ?
                      (GLint)p->num_varyings : p->max_length;
            answered = true;
         } else if (p && p->recorded) {
            *params = pname == GL_TRANSFORM_FEEDBACK_VARYINGS_NV ?
                      (GLint)p->num_recorded : (GLint)p->mode;
            answered = true;
         }
         simple_mtx_unlock(&programs_lock);
         if (answered)
            return;
      }
   }
   _mesa_GetProgramiv(program, pname, params);
}

/* LinkProgram: ActiveVaryingNV's names are linked as recorded varyings,
 * which keeps Mesa's linker from dropping them (and what computes them)
 * when no fragment shader reads them; then nothing is recorded until
 * TransformFeedbackVaryingsNV, as after any link.  The application's own
 * TransformFeedbackVaryings names, if it set some, are linked instead. */
static void GLAPIENTRY
nvst_LinkProgram(GLuint program)
{
   GET_CURRENT_CONTEXT(ctx);
   struct gl_shader_program *sh = _mesa_lookup_shader_program(ctx, program);
   struct xfb_program *p = NULL;
   struct varying *list = NULL;
   unsigned n = 0, kept = 0;
   char **names = NULL;

   if (sh) {
      simple_mtx_lock(&programs_lock);
      list_for_each_entry(struct xfb_program, q, &programs, link) {
         if (q->shared == ctx->Shared && q->name == program && q->sh == sh)
            p = q;
      }
      if (!p) {
         /* a program nvprog knows nothing of: Mesa's link, without
          * holding the lock through it */
         simple_mtx_unlock(&programs_lock);
         _mesa_LinkProgram(program);
         return;
      }
   }
   if (p) {
      /* a new link: the values the last selections kept are gone */
      free_state(&p->cache);
      memset(&p->cache, 0, sizeof(p->cache));
   }
   if (p && p->num_active_names && sh->TransformFeedback.NumVarying == 0 &&
       !_mesa_transform_feedback_is_using_program(ctx, sh)) {
      scan_outputs(ctx, sh, p->active_names, p->num_active_names, &list,
                   &n);
      names = calloc(p->num_active_names, sizeof(*names));
      for (unsigned i = 0; names && i < p->num_active_names; i++) {
         const char *name = p->active_names[i];
         size_t len = strcspn(name, "[");
         for (unsigned j = 0; j < n; j++) {
            if (strlen(list[j].name) == len &&
                strncmp(list[j].name, name, len) == 0) {
               names[kept++] = p->active_names[i];
               break;
            }
         }
      }
   }
   if (kept) {
      if (link_with_names(program, sh, names, kept,
                          GL_INTERLEAVED_ATTRIBS) && sh->last_vert_prog &&
          sh->last_vert_prog->sh.LinkedTransformFeedback) {
         /* BeginTransformFeedback: "no varyings to record"; and
          * TRANSFORM_FEEDBACK_VARYINGS counts none */
         sh->last_vert_prog->sh.LinkedTransformFeedback->NumOutputs = 0;
         sh->last_vert_prog->sh.LinkedTransformFeedback->NumVarying = 0;
      } else {
         /* too many to record at once, say: link as the application
          * asked (they may then be dropped) */
         _mesa_LinkProgram(program);
      }
   } else {
      _mesa_LinkProgram(program);
   }
   if (p) {
      forget_link(p);
      if (list && sh->data->LinkStatus) {
         p->data = sh->data;
         take_outputs(p, list, n);
         list = NULL;
      }
   }
   for (unsigned j = 0; list && j < n; j++)
      free(list[j].name);
   free(list);
   free(names);
   if (sh)
      simple_mtx_unlock(&programs_lock);
}

/* A deleted program's entry goes. */
static void
drop_deleted(struct gl_context *ctx, GLuint name)
{
   simple_mtx_lock(&programs_lock);
   list_for_each_entry_safe(struct xfb_program, p, &programs, link) {
      if (p->shared == ctx->Shared && p->name == name &&
          _mesa_lookup_shader_program(ctx, name) != p->sh) {
         forget_link(p);
         for (unsigned i = 0; i < p->num_active_names; i++)
            free(p->active_names[i]);
         free(p->active_names);
         free_state(&p->cache);
         list_del(&p->link);
         free(p);
      }
   }
   simple_mtx_unlock(&programs_lock);
}

static void GLAPIENTRY
nvst_DeleteProgram(GLuint program)
{
   GET_CURRENT_CONTEXT(ctx);

   _mesa_DeleteProgram(program);
   drop_deleted(ctx, program);
}

static void GLAPIENTRY
nvst_DeleteObjectARB(GLhandleARB obj)
{
   GET_CURRENT_CONTEXT(ctx);

   _mesa_DeleteObjectARB(obj);
   drop_deleted(ctx, (GLuint)obj);
}

void
nvst_xfb_glsl_install_dispatch(struct _glapi_table *t)
{
   SET_ActiveVaryingNV(t, nvst_ActiveVaryingNV);
   SET_GetVaryingLocationNV(t, nvst_GetVaryingLocationNV);
   SET_GetActiveVaryingNV(t, nvst_GetActiveVaryingNV);
   SET_TransformFeedbackVaryingsNV(t, nvst_TransformFeedbackVaryingsNV);
   SET_GetTransformFeedbackVaryingNV(t, nvst_GetTransformFeedbackVaryingNV);
   SET_GetProgramiv(t, nvst_GetProgramiv);
   SET_LinkProgram(t, nvst_LinkProgram);
   SET_DeleteProgram(t, nvst_DeleteProgram);
   SET_DeleteObjectARB(t, nvst_DeleteObjectARB);
}
