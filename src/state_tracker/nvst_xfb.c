/*
 * NV_transform_feedback for assembly programs: TransformFeedbackAttribsNV
 * selects the results that BeginTransformFeedbackNV ... EndTransform
 * FeedbackNV write into the buffers bound to TRANSFORM_FEEDBACK_BUFFER_NV
 * ("If a geometry program or shader is active, the primitives recorded
 * are those emitted by the geometry program.  Otherwise, transform
 * feedback captures primitives whose vertex are transformed by a vertex
 * program or shader, or by fixed-function vertex processing").
 *
 * Mesa's transform feedback (BeginTransformFeedback, the buffer bindings,
 * the PRIMITIVES_GENERATED and TRANSFORM_FEEDBACK_PRIMITIVES_WRITTEN
 * queries, RASTERIZER_DISCARD, the draw-time checks) records what a
 * linked GLSL program's gl_transform_feedback_info says.  Without a GLSL
 * program, Mesa patch 0020 asks nvprog for the source program and its
 * info: the current NV geometry program, else the current vertex program
 * (an NV or ARB program, or Mesa's fixed-function one), and the info
 * built here from the attributes.  The source program's Gallium stream
 * output is set from it, and its shader variants made again when it
 * changes.
 */
#include <string.h>

#include "main/context.h"
#include "main/dispatch.h"
#include "main/state.h"
#include "main/transformfeedback.h"
#include "api_exec_decl.h"
#include "compiler/nir/nir.h"
#include "compiler/shader_enums.h"
#include "state_tracker/st_context.h"
#include "state_tracker/st_program.h"

#include "nvst_api.h"
#include "nvst_private.h"

/* What an attribute records: its varying slot, the components it may
 * have (1 .. max_components), and what its index numbers. */
enum xfb_index { INDEX_NONE, INDEX_TEXCOORD, INDEX_CLIP, INDEX_GENERIC };

static const struct {
   GLenum attrib;
   gl_varying_slot slot;
   uint8_t max_components;
   enum xfb_index index;
} xfb_attribs[] = {
   { GL_POSITION, VARYING_SLOT_POS, 4, INDEX_NONE },
   { GL_PRIMARY_COLOR, VARYING_SLOT_COL0, 4, INDEX_NONE },
   { GL_SECONDARY_COLOR_NV, VARYING_SLOT_COL1, 4, INDEX_NONE },
   { GL_BACK_PRIMARY_COLOR_NV, VARYING_SLOT_BFC0, 4, INDEX_NONE },
   { GL_BACK_SECONDARY_COLOR_NV, VARYING_SLOT_BFC1, 4, INDEX_NONE },
   { GL_FOG_COORDINATE, VARYING_SLOT_FOGC, 1, INDEX_NONE },
   { GL_POINT_SIZE, VARYING_SLOT_PSIZ, 1, INDEX_NONE },
   { GL_TEXTURE_COORD_NV, VARYING_SLOT_TEX0, 4, INDEX_TEXCOORD },
   { GL_CLIP_DISTANCE_NV, VARYING_SLOT_CLIP_DIST0, 1, INDEX_CLIP },
   { GL_GENERIC_ATTRIB_NV, VARYING_SLOT_VAR0, 4, INDEX_GENERIC },
   { GL_PRIMITIVE_ID_NV, VARYING_SLOT_PRIMITIVE_ID, 1, INDEX_NONE },
   { GL_LAYER_NV, VARYING_SLOT_LAYER, 1, INDEX_NONE },
   /* "The value of VERTEX_ID_NV is only defined if and only if a vertex
    * program is active, no geometry program is active, and the vertex
    * program writes to the output attribute "result.id"": the varying
    * result.id travels in (without it, stream_output() records the first
    * result, undefined as the spec allows). */
   { GL_VERTEX_ID_NV, VARYING_SLOT_VAR0 + NVP_VP_OUT_ID_GENERIC, 1,
     INDEX_NONE },
};

static int
find_attrib(GLenum attrib)
{
   for (unsigned i = 0; i < ARRAY_SIZE(xfb_attribs); i++) {
      if (xfb_attribs[i].attrib == attrib)
         return (int)i;
   }
   return -1;
}

static unsigned
index_limit(const struct gl_context *ctx, enum xfb_index kind)
{
   switch (kind) {
   case INDEX_TEXCOORD:
      return ctx->Const.MaxTextureCoordUnits;
   case INDEX_CLIP:
      return ctx->Const.MaxClipPlanes;
   case INDEX_GENERIC:
      return NVP_GP4_NUM_GENERICS;
   default:
      return 1;
   }
}

/* ARB_transform_feedback3's special attribute types (its "Dependencies on
 * NV_transform_feedback" rewrites TransformFeedbackAttribsNV): "buffer
 * separator values to direct subsequent attributes at the next transform
 * feedback binding point", and skips of one to four components; "the next
 * two values in <attribs> ... are ignored". */
static int
skip_components(GLint type)
{
   switch (type) {
   case GL_NEXT_BUFFER_NV:
      return 0;
   case GL_SKIP_COMPONENTS1_NV:
      return 1;
   case GL_SKIP_COMPONENTS2_NV:
      return 2;
   case GL_SKIP_COMPONENTS3_NV:
      return 3;
   case GL_SKIP_COMPONENTS4_NV:
      return 4;
   default:
      return -1;
   }
}

/*
 * TransformFeedbackAttribsNV(count, attribs, bufferMode) and
 * TransformFeedbackStreamAttribsNV(count, attribs, nbuffers, bufstreams,
 * bufferMode): count triples (attribute, components, index), with the
 * binding points' vertex streams for the latter.  INVALID_OPERATION while
 * transform feedback is active; INVALID_ENUM for a buffer mode or an
 * attribute that is none of Table X.1's; INVALID_VALUE for a negative
 * count, a component count the attribute cannot have or an index past its
 * array (an attribute with no array ignores the index), and a stream
 * past MAX_VERTEX_STREAMS; and as
 * ARB_transform_feedback3 rewrote them, INVALID_OPERATION for more
 * attributes than MAX_TRANSFORM_FEEDBACK_SEPARATE_ATTRIBS_NV in separate
 * mode, more components per binding point than MAX_TRANSFORM_FEEDBACK_
 * INTERLEAVED_COMPONENTS_NV, more binding points than MAX_TRANSFORM_
 * FEEDBACK_BUFFERS, a separator or skip in separate mode, and nbuffers
 * other than the binding points used.  VERTEX_ID_NV records a vertex
 * program's result.id.
 */
static void
set_attribs(struct gl_context *ctx, const char *caller, GLsizei count,
            const GLint *attribs, GLsizei nbuffers, const GLint *bufstreams,
            GLenum mode)
{
   struct nvst_context *nv = nvst_context(ctx);
   bool separate = mode == GL_SEPARATE_ATTRIBS_NV;
   unsigned components = 0, points = 1;

   if (_mesa_is_xfb_active_and_unpaused(ctx) ||
       ctx->TransformFeedback.CurrentObject->Active) {
      _mesa_error(ctx, GL_INVALID_OPERATION, "%s(transform feedback "
                  "active)", caller);
      return;
   }
   if (mode != GL_INTERLEAVED_ATTRIBS_NV && mode != GL_SEPARATE_ATTRIBS_NV) {
      _mesa_error(ctx, GL_INVALID_ENUM, "%s(bufferMode)", caller);
      return;
   }
   /* a negative nbuffers is no count of the binding points: the
    * INVALID_OPERATION below, as NVIDIA's driver answers */
   if (count < 0 || count > NVST_XFB_MAX_ATTRIBS) {
      _mesa_error(ctx, GL_INVALID_VALUE, "%s(count=%d)", caller, count);
      return;
   }
   /* "<bufferMode> is SEPARATE_ATTRIBS, and <count> is greater than the
    * limit MAX_TRANSFORM_FEEDBACK_SEPARATE_ATTRIBS_NV" */
   if (separate && (GLuint)count > ctx->Const.MaxTransformFeedbackBuffers) {
      _mesa_error(ctx, GL_INVALID_OPERATION, "%s(count=%d)", caller, count);
      return;
   }
   for (GLsizei i = 0; i < count; i++) {
      const GLint *a = &attribs[3 * i];
      int skip = skip_components(a[0]);

      if (skip >= 0) {
         /* "INVALID_OPERATION ... if any such value is NEXT_BUFFER_NV,
          * SKIP_COMPONENTS1_NV, ... and <bufferMode> is not
          * INTERLEAVED_ATTRIBS" */
         if (separate) {
            _mesa_error(ctx, GL_INVALID_OPERATION, "%s(attribs[%d] = %d in"
                        " separate mode)", caller, 3 * i, a[0]);
            return;
         }
         if (a[0] == GL_NEXT_BUFFER_NV) {
            points++;
            components = 0;
         }
         components += (unsigned)skip;
      } else {
         int k = find_attrib((GLenum)a[0]);
         if (k < 0) {
            _mesa_error(ctx, GL_INVALID_ENUM, "%s(attribs[%d] = 0x%x)",
                        caller, 3 * i, a[0]);
            return;
         }
         /* "For attribute types with only a single attribute, this
          * element is ignored." */
         unsigned limit = index_limit(ctx, xfb_attribs[k].index);
         bool indexed = xfb_attribs[k].index != INDEX_NONE;
         if (a[1] < 1 || a[1] > xfb_attribs[k].max_components ||
             (indexed && (a[2] < 0 || (GLuint)a[2] >= limit))) {
            _mesa_error(ctx, GL_INVALID_VALUE, "%s(attribute %d: %d "
                        "components, index %d)", caller, i, a[1], a[2]);
            return;
         }
         components += (unsigned)a[1];
      }
      /* "the total number of vertex components to record to any single
       * binding point is greater than the limit MAX_TRANSFORM_FEEDBACK_
       * INTERLEAVED_COMPONENTS_NV" */
      if (!separate &&
          components > ctx->Const.MaxTransformFeedbackInterleavedComponents) {
         _mesa_error(ctx, GL_INVALID_OPERATION, "%s(%u components)", caller,
                     components);
         return;
      }
   }
   if (separate)
      points = (unsigned)count;
   /* "the number of binding points used (one plus the number of
    * NEXT_BUFFER_NV values in <attribs>) is greater than the limit
    * MAX_TRANSFORM_FEEDBACK_BUFFERS" */
   if (points > ctx->Const.MaxTransformFeedbackBuffers) {
      _mesa_error(ctx, GL_INVALID_OPERATION, "%s(%u binding points)",
                  caller, points);
      return;
   }
   if (bufstreams) {
      for (GLsizei b = 0; b < nbuffers; b++) {
         /* "INVALID_VALUE ... if any value in <bufstreams> is greater than
          * or equal to the value of MAX_VERTEX_STREAMS" */
         if (bufstreams[b] < 0 ||
             (GLuint)bufstreams[b] >= ctx->Const.MaxVertexStreams) {
            _mesa_error(ctx, GL_INVALID_VALUE, "%s(bufstreams[%d] = %d)",
                        caller, b, bufstreams[b]);
            return;
         }
      }
      /* "INVALID_OPERATION ... if the number of binding points specified
       * by <attribs> is not equal to <nbuffers>" */
      if ((GLuint)nbuffers != points) {
         _mesa_error(ctx, GL_INVALID_OPERATION, "%s(nbuffers %d, %u binding"
                     " points)", caller, nbuffers, points);
         return;
      }
   }
   if (count)
      memcpy(nv->xfb_attribs, attribs, sizeof(GLint) * 3 * (size_t)count);
   nv->xfb_num_attribs = (unsigned)count;
   nv->xfb_mode = mode;
   /* "The attributes captured by TransformFeedbackAttribsNV always come
    * from primitives emitted to vertex stream zero." */
   for (unsigned b = 0; b < ARRAY_SIZE(nv->xfb_streams); b++)
      nv->xfb_streams[b] = bufstreams && b < points ? bufstreams[b] : 0;
}

static void GLAPIENTRY
nvst_TransformFeedbackAttribsNV(GLsizei count, const GLint *attribs,
                                GLenum mode)
{
   GET_CURRENT_CONTEXT(ctx);

   set_attribs(ctx, "glTransformFeedbackAttribsNV", count, attribs, 0,
               NULL, mode);
}

static void GLAPIENTRY
nvst_TransformFeedbackStreamAttribsNV(GLsizei count, const GLint *attribs,
                                      GLsizei nbuffers,
                                      const GLint *bufstreams, GLenum mode)
{
   GET_CURRENT_CONTEXT(ctx);
   static const GLint none[1];

   set_attribs(ctx, "glTransformFeedbackStreamAttribsNV", count, attribs,
               nbuffers, bufstreams ? bufstreams : none, mode);
}

/* The info of the attributes: one output per attribute, interleaved in
 * the binding points the separators divide them into or one binding
 * point each; offsets and strides in words, skips leaving a gap. */
static void
build_info(struct nvst_context *nv)
{
   struct gl_transform_feedback_info *info = &nv->xfb_info;
   bool separate = nv->xfb_mode == GL_SEPARATE_ATTRIBS_NV;
   unsigned offset = 0, buffer = 0, n = 0;

   memset(info, 0, sizeof(*info));
   info->Outputs = nv->xfb_outputs;
   for (unsigned i = 0; i < nv->xfb_num_attribs; i++) {
      const GLint *a = nv->xfb_attribs[i];
      int skip = skip_components(a[0]);

      if (separate)
         buffer = i;
      if (a[0] == GL_NEXT_BUFFER_NV) {
         buffer++;
         offset = 0;
         continue;
      }
      if (skip > 0) {
         offset += (unsigned)skip;
         info->Buffers[buffer].Stride = offset;
         continue;
      }
      int k = find_attrib((GLenum)a[0]);
      struct gl_transform_feedback_output *o = &nv->xfb_outputs[n++];

      memset(o, 0, sizeof(*o));
      o->OutputRegister = xfb_attribs[k].slot;
      if (xfb_attribs[k].index == INDEX_CLIP) {
         o->OutputRegister += (unsigned)a[2] / 4;
         o->ComponentOffset = (unsigned)a[2] % 4;
      } else if (xfb_attribs[k].index != INDEX_NONE) {
         o->OutputRegister += (unsigned)a[2];
      }
      o->NumComponents = (unsigned)a[1];
      o->OutputBuffer = buffer;
      o->StreamId = (unsigned)nv->xfb_streams[buffer];
      o->DstOffset = separate ? 0 : offset;
      offset = separate ? o->NumComponents : offset + o->NumComponents;
      info->Buffers[buffer].Stride = offset;
      info->Buffers[buffer].NumVaryings++;
      info->Buffers[buffer].Binding = buffer;
      info->Buffers[buffer].Stream = (unsigned)nv->xfb_streams[buffer];
      info->ActiveBuffers |= 1u << buffer;
   }
   info->NumOutputs = n;
}

/* The Gallium stream output of 'info' for prog: an output is the rank of
 * its slot among the results the program writes, as Mesa numbers a
 * shader's outputs (st_translate_stream_output_info() does the same for
 * GLSL programs).  A result the program does not write records what is
 * in its first output (the spec leaves it undefined). */
static void
stream_output(const struct gl_program *prog,
              const struct gl_transform_feedback_info *info,
              struct pipe_stream_output_info *so)
{
   uint64_t written = prog->nir ? prog->nir->info.outputs_written
                                : prog->info.outputs_written;
   unsigned char rank[VARYING_SLOT_MAX] = { 0 };
   unsigned n = 0;

   for (unsigned s = 0; s < VARYING_SLOT_MAX; s++) {
      if (written & BITFIELD64_BIT(s))
         rank[s] = (unsigned char)n++;
   }
   memset(so, 0, sizeof(*so));
   for (unsigned i = 0; i < info->NumOutputs; i++) {
      const struct gl_transform_feedback_output *o = &info->Outputs[i];
      so->output[i].register_index = rank[o->OutputRegister];
      so->output[i].start_component = o->ComponentOffset;
      so->output[i].num_components = o->NumComponents;
      so->output[i].output_buffer = o->OutputBuffer;
      so->output[i].dst_offset = o->DstOffset;
      so->output[i].stream = o->StreamId;
   }
   for (unsigned b = 0; b < PIPE_MAX_SO_BUFFERS && b < MAX_FEEDBACK_BUFFERS;
        b++)
      so->stride[b] = info->Buffers[b].Stride;
   so->num_outputs = info->NumOutputs;
}

/* The program the next draw records from: the NV geometry program if one
 * is enabled, else the vertex program (Mesa's fixed-function one when
 * none is enabled, which changes with the state a draw sees). */
static struct gl_program *
current_source(struct gl_context *ctx)
{
   return ctx->GeometryProgram._Current ? ctx->GeometryProgram._Current
                                        : ctx->VertexProgram._Current;
}

/* prog's stream output made of the attributes; its variants made again
 * when that changes. */
static void
apply_stream_output(struct gl_context *ctx, struct gl_program *prog)
{
   struct nvst_context *nv = nvst_context(ctx);
   struct pipe_stream_output_info so;

   stream_output(prog, &nv->xfb_info, &so);
   if (memcmp(&so, &prog->state.stream_output, sizeof(so)) == 0)
      return;
   struct nvst_program *nvprog = prog->NVProgram;
   if (nvprog)
      simple_mtx_lock(&nvprog->lock);
   prog->state.stream_output = so;
   st_release_variants(st_context(ctx), prog);
   if (nvprog) {
      nvprog->generation++;
      simple_mtx_unlock(&nvprog->lock);
   }
   ctx->NewDriverState |= prog->affected_states;
}

/* Mesa patch 0020: without a GLSL program, the program BeginTransform
 * Feedback records (Mesa keeps it as the object's program). */
struct gl_program *
nvst_xfb_source(struct gl_context *ctx)
{
   struct nvst_context *nv = nvst_context(ctx);

   /* the _Current programs as the state is now, Mesa's fixed-function
    * one writing what is recorded (nvst_xfb_ff_outputs()) */
   FLUSH_VERTICES(ctx, 0, 0);
   nv->xfb_beginning = true;
   ctx->NewState |= _NEW_PROGRAM;
   _mesa_update_state(ctx);
   nv->xfb_beginning = false;
   struct gl_program *prog = current_source(ctx);
   if (!prog)
      return NULL;
   build_info(nv);
   nv->xfb_prog = prog;
   apply_stream_output(ctx, prog);
   return prog;
}

/* Before each draw (the programs not yet locked): while recording what
 * nvst_xfb_source() gave, the program the draw runs records.  Mesa's
 * fixed-function vertex program depends on the draw's arrays, so it may
 * not be the one BeginTransformFeedback saw. */
void
nvst_xfb_validate(struct gl_context *ctx)
{
   struct nvst_context *nv = nvst_context(ctx);
   const struct gl_transform_feedback_object *obj =
      ctx->TransformFeedback.CurrentObject;

   if (!nv->xfb_prog || !obj->Active || obj->program != nv->xfb_prog)
      return;
   struct gl_program *prog = current_source(ctx);
   if (prog)
      apply_stream_output(ctx, prog);
}

/* Mesa's fixed-function vertex program writes only what the fragment
 * stage reads as varyings (a colour that no array supplies is a constant
 * there); while recording, or about to, it also writes the colours, fog
 * coordinate and texture coordinates the attributes name. */
GLbitfield
nvst_xfb_ff_outputs(struct gl_context *ctx)
{
   struct nvst_context *nv = nvst_context(ctx);
   GLbitfield bits = 0;

   if (!nv->xfb_beginning &&
       !ctx->TransformFeedback.CurrentObject->Active)
      return 0;
   for (unsigned i = 0; i < nv->xfb_num_attribs; i++) {
      int k = find_attrib((GLenum)nv->xfb_attribs[i][0]);
      if (k < 0)
         continue;   /* a separator or a skip */
      gl_varying_slot slot = xfb_attribs[k].slot;
      if (xfb_attribs[k].index == INDEX_TEXCOORD)
         slot += nv->xfb_attribs[i][2];
      if (slot == VARYING_SLOT_COL0 || slot == VARYING_SLOT_COL1 ||
          slot == VARYING_SLOT_FOGC ||
          (slot >= VARYING_SLOT_TEX0 && slot <= VARYING_SLOT_TEX7))
         bits |= BITFIELD_BIT(slot);
   }
   return bits;
}

struct gl_transform_feedback_info *
nvst_xfb_info(struct gl_context *ctx, struct gl_program *prog)
{
   struct nvst_context *nv = nvst_context(ctx);

   return prog && prog == nv->xfb_prog ? &nv->xfb_info : NULL;
}

/* GetIntegerv(TRANSFORM_FEEDBACK_ATTRIBS_NV): the attributes recorded;
 * TRANSFORM_FEEDBACK_BUFFER_MODE_NV: their mode. */
bool
nvst_xfb_get_integer(struct gl_context *ctx, GLenum pname, GLint *value)
{
   struct nvst_context *nv = nvst_context(ctx);

   switch (pname) {
   case GL_TRANSFORM_FEEDBACK_ATTRIBS_NV:
      *value = (GLint)nv->xfb_num_attribs;
      return true;
   case GL_TRANSFORM_FEEDBACK_BUFFER_MODE_NV:
      *value = (GLint)nv->xfb_mode;
      return true;
   default:
      return false;
   }
}

/* GetIntegerIndexedvEXT(TRANSFORM_FEEDBACK_RECORD_NV, i): attribute i's
 * triple; INVALID_VALUE past the attributes. */
bool
nvst_xfb_get_record(struct gl_context *ctx, GLenum pname, GLuint index,
                    GLint *params)
{
   struct nvst_context *nv = nvst_context(ctx);

   if (pname != GL_TRANSFORM_FEEDBACK_RECORD_NV)
      return false;
   if (index >= nv->xfb_num_attribs) {
      _mesa_error(ctx, GL_INVALID_VALUE, "glGetIntegerIndexedvEXT("
                  "TRANSFORM_FEEDBACK_RECORD_NV, %u)", index);
      return true;
   }
   memcpy(params, nv->xfb_attribs[index], sizeof(GLint) * 3);
   return true;
}

void
nvst_xfb_init(struct nvst_context *nv)
{
   nv->xfb_mode = GL_INTERLEAVED_ATTRIBS_NV;
}

void
nvst_xfb_install_dispatch(struct _glapi_table *t)
{
   SET_TransformFeedbackAttribsNV(t, nvst_TransformFeedbackAttribsNV);
   SET_TransformFeedbackStreamAttribsNV(t,
                                        nvst_TransformFeedbackStreamAttribsNV);
   nvst_xfb_glsl_install_dispatch(t);
}
