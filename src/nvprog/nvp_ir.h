/*
 * nvprog IR: what the parsers of src/nvprog produce and src/tgsi_emit
 * consumes.  Pure C11; no GL, no Mesa.
 *
 * One instruction list per program.  Operands name NV register files
 * directly (v[], c[], R, o[], A0); the emitter decides the TGSI layout.
 */
#ifndef NVP_IR_H
#define NVP_IR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "nvp_opcodes.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What a program text declares itself to be (its "!!" header). */
enum nvp_kind {
   NVP_KIND_VP10,     /* !!VP1.0  */
   NVP_KIND_VSP10,    /* !!VSP1.0 vertex state program */
   NVP_KIND_VP11,     /* !!VP1.1  */
   NVP_KIND_VP20,     /* !!VP2.0  (NV_vertex_program2) */
   /* "!!ARBvp1.0" with "OPTION NV_vertex_program2;"
    * (NV_vertex_program2_option): the ARB_vertex_program language whose
    * execution environment is VP2's (condition code, branches, four
    * component A0/A1, |abs|).  Registers are numbered by declaration
    * (see NVP_ATTRIB_GENERIC0, nvp_program::params). */
   NVP_KIND_ARBVP_NV2,
   /* ... with "OPTION NV_vertex_program3;" (NV_vertex_program3): also
    * TEX/TXP/TXB/TXL, PUSHA/POPA, CC1, "_SAT", relative vertex.attrib[],
    * vertex.texcoord[] and result.texcoord[]. */
   NVP_KIND_ARBVP_NV3,
   NVP_KIND_FP10,     /* !!FP1.0  (NV_fragment_program) */
   /* "!!ARBfp1.0" with "OPTION NV_fragment_program;"
    * (NV_fragment_program_option): the ARB_fragment_program language
    * with FP1.0's execution environment ("The added functionality is
    * identical to that provided by the NV_fragment_program extension").
    * The IR is FP1.0's (R/H registers, f[], o[], the CC file) except
    * that parameters are slots of nvp_program::params (NVP_FILE_PARAM,
    * as for the ARB vertex kinds): "LONG"/plain TEMPs are R registers,
    * "SHORT" TEMPs H registers, numbered by declaration. */
   NVP_KIND_ARBFP_NV,
   /* ... with "OPTION NV_fragment_program2;" (NV_fragment_program2):
    * also IF/ELSE/ENDIF, REP/ENDREP, LOOP/ENDLOOP, BRK, CAL/RET with
    * labels, DIV, DP2, DP2A, NRM, TXL, "_SSAT", fragment.facing and
    * fragment.texcoord[A0.x+n].  See "NV_fragment_program2 flow" below
    * for the IR of the flow instructions and how they execute. */
   NVP_KIND_ARBFP_NV2,
   /* NV_gpu_program4's "!!NVvp4.0" (NV_vertex_program4) and "!!NVfp4.0"
    * (NV_fragment_program4): parsed and checked into this IR (the vertex
    * one in the ARB vertex kinds' registers, the fragment one in the
    * ARB fragment kinds'), with the data types below; translated by
    * nvtgsi_gp4*.c. */
   NVP_KIND_GP4_VP,
   NVP_KIND_GP4_FP,
   /* NV_geometry_program4's "!!NVgp4.0": the gp4 instruction set and
    * registers with the geometry bindings (NVP_FILE_GEOM_ATTRIB, the
    * results of nvp_output and NVP_GP_OUT_*), EMIT and ENDPRIM, and the
    * declarations in nvp_program::geometry. */
   NVP_KIND_GP4_GP,
   /* NV_tessellation_program5's "!!NVtcp5.0" and "!!NVtep5.0": the gp4
    * instruction set and registers (always version 5) with the patch
    * bindings (NVP_FILE_GEOM_ATTRIB for input patch vertices,
    * NVP_FILE_TESS_OUT_VERTEX for the control program's output patch,
    * NVP_FILE_TESS_PATCH for per-patch attributes, NVP_TESS_OUT_* for
    * per-patch results) and the declarations in nvp_program::tess. */
   NVP_KIND_GP5_TCP,
   NVP_KIND_GP5_TEP,
   /* NV_compute_program5's "!!NVcp5.0": the gp4 instruction set and
    * registers (version 5) with the invocation bindings (NVP_SYSVAL_
    * LOCAL_ID ...), no results, shared memory (NVP_FILE_SHARED; LDS,
    * STS, ATOMS) and BAR; the declarations in nvp_program::compute. */
   NVP_KIND_GP5_CP,
   NVP_KIND_COUNT
};

/* The tessellation kinds. */
static inline bool
nvp_kind_is_tess(enum nvp_kind k)
{
   return k == NVP_KIND_GP5_TCP || k == NVP_KIND_GP5_TEP;
}

/* The NV_gpu_program4 kinds. */
static inline bool
nvp_kind_is_gp4(enum nvp_kind k)
{
   return k == NVP_KIND_GP4_VP || k == NVP_KIND_GP4_FP ||
          k == NVP_KIND_GP4_GP || nvp_kind_is_tess(k) ||
          k == NVP_KIND_GP5_CP;
}

/* The "!!ARBfp1.0" kinds with an NV option. */
static inline bool
nvp_kind_is_arbfp(enum nvp_kind k)
{
   return k == NVP_KIND_ARBFP_NV || k == NVP_KIND_ARBFP_NV2;
}

/* NV_fragment_program_option 3.11.4.X: in the "!!ARBfp1.0" kinds the
 * "R", "H" and "X" opcode suffixes "specify the minimum precision used
 * to perform arithmetic operations" ("H" ones "carried out at no less
 * than 16-bit floating-point precision") and "SHORT" variables "will
 * represented with at least 16 bits per component": such programs
 * compute and store every value in fp32 (IEEE single precision, no
 * less than any of them), as Mesa computes GLSL's mediump.  FP1.0 is
 * different: its 3.11.4.2 says "H" calculations "are carried out using
 * 16-bit floating point operands and results", and H registers hold
 * fp16 values. */
static inline bool
nvp_fp_precision_is_minimum(enum nvp_kind k)
{
   return nvp_kind_is_arbfp(k);
}

/* The vertex languages LoadProgramNV loads ("!!VP1.0", "!!VP1.1",
 * "!!VP2.0"), whose v[n] are NV attribute registers. */
static inline bool
nvp_kind_is_nv_vertex(enum nvp_kind k)
{
   return k == NVP_KIND_VP10 || k == NVP_KIND_VP11 || k == NVP_KIND_VP20;
}

/* Every fragment kind: FP1.0's IR (f[], o[], R/H registers). */
static inline bool
nvp_kind_is_fp(enum nvp_kind k)
{
   return k == NVP_KIND_FP10 || nvp_kind_is_arbfp(k);
}

/* Bit per kind, for the opcode catalogue's "allowed in" column. */
#define NVP_KIND_BIT(k) (1u << (k))

enum nvp_file {
   NVP_FILE_NONE = 0,
   NVP_FILE_TEMP,      /* R0..R11 (VP2: R0..R15) */
   NVP_FILE_ATTRIB,    /* v[0..15] */
   NVP_FILE_PARAM,     /* c[0..95] (VP2: c[0..255]) */
   NVP_FILE_OUTPUT,    /* o[HPOS] .. o[CLP5], see enum nvp_output */
   NVP_FILE_ADDRESS,   /* A0 (only .x exists in VP1); VP2: A0, A1 */
   /* VP2 "CC": "unnumbered, write-only temporary register, whose sole
    * purpose is to allow instructions to modify the condition code
    * register" (NV_vertex_program2, 2.14.1.4).  Destinations only.
    * FP1.0: index 0 is "RC" (fp32), index 1 is "HC" (fp16), "unnumbered,
    * write-only temporary registers" (NV_fragment_program, 3.11.1.2). */
   NVP_FILE_CC,

   /* NV_fragment_program ("!!FP1.0").  R0..R31 are NVP_FILE_TEMP. */
   NVP_FILE_TEMP_H,      /* H0..H63, fp16: "registers are guaranteed not
                          * to overlap" the R registers (revision 61) */
   NVP_FILE_FRAG_ATTRIB, /* f[WPOS] .. f[TEX7], enum nvp_frag_attrib */
   NVP_FILE_FRAG_OUTPUT, /* o[COLR], o[COLH], o[DEPR], nvp_frag_output */
   NVP_FILE_LOCAL,       /* p[0..63], numbered local parameters */
   NVP_FILE_NAMED,       /* a DECLAREd named local parameter: index into
                          * nvp_program::named */
   NVP_FILE_CONST,       /* an embedded constant, scalar or vector, or a
                          * DEFINEd one (substituted): index into
                          * nvp_program::consts */
   /* NV_gpu_program4 bindings that are no attribute array: index
    * enum nvp_sysval. */
   NVP_FILE_SYSVAL,
   /* NV_geometry_program4 "vertex[m].<binding>" (Table X.2): an
    * attribute of vertex m of the input primitive (nvp_src::vertex),
    * index the vertex result it is (enum nvp_output: position, the four
    * colors, fogcoord, pointsize, texcoord[n], clip[n]),
    * NVP_GEOM_VERTEX_ID (vertex[m].id) or NVP_GEOM_GENERIC0 + n
    * (vertex[m].attrib[n]). */
   NVP_FILE_GEOM_ATTRIB,
   /* NV_parameter_buffer_object: a member of a "BUFFER" (one word,
    * broadcast) or "BUFFER4" (four words) variable, element 'index' of
    * the buffer bound to binding point nvp_src::buffer (section
    * 2.X.3.6); relative reads as for NVP_FILE_PARAM, array_base and
    * array_size counting elements of that buffer. */
   NVP_FILE_BUFFER,
   /* NV_tessellation_program5, control programs: "vertex.out[m].<binding>"
    * (Table X.2 "Vertex <m> of the output patch"), an attribute of the
    * output patch vertex m written by invocation m; index and vertex as
    * NVP_FILE_GEOM_ATTRIB's. */
   NVP_FILE_TESS_OUT_VERTEX,
   /* NV_tessellation_program5 per-patch attributes (Table X.4):
    * "primitive.tessouter[n]" (NVP_TESS_OUTER0 + n), "tessinner[n]"
    * (NVP_TESS_INNER0 + n), "patch.attrib[n]" (NVP_TESS_PATCH0 + n): of
    * the output patch in a control program ("primitive.out."), of the
    * input patch in an evaluation program. */
   NVP_FILE_TESS_PATCH,
   /* NV_compute_program5: a member of a "SHARED" variable, the operand
    * of LDS, STS and ATOMS: byte 'index' of the work group's shared
    * memory ("program.sharedmem[a]" is "basic machine element <a>");
    * relative as NVP_FILE_BUFFER's (array_base and array_size count
    * bytes). */
   NVP_FILE_SHARED,
   /* NV_shader_storage_buffer_object: a member of a "STORAGE" variable,
    * the operand of LDB, STB and ATOMB: byte 'index' (plus the integer
    * TEMP component addr_file / addr_index / addr_comp when 'relative')
    * of the buffer bound to SHADER_STORAGE_BUFFER binding point
    * 'buffer' (nvp_arb_gp5_storage.c). */
   NVP_FILE_STORAGE,
};

/* NVP_FILE_TESS_PATCH indices, and the per-patch results of a control
 * program ("result.patch.tessouter[n]" ...: NVP_FILE_OUTPUT index
 * NVP_TESS_OUT0 + the same index).  MAX_PROGRAM_PATCH_ATTRIBS_NV is
 * NVP_TESS_NUM_PATCH ("30" is the spec's minimum; llvmpipe has 32 patch
 * varyings). */
#define NVP_TESS_OUTER0      0
#define NVP_TESS_INNER0      4
#define NVP_TESS_PATCH0      6
#define NVP_TESS_NUM_PATCH   30
#define NVP_TESS_PATCH_COUNT (NVP_TESS_PATCH0 + NVP_TESS_NUM_PATCH)
/* MAX_PATCH_VERTICES (ARB_tessellation_shader), the most vertices of an
 * input patch and of VERTICES_OUT. */
#define NVP_TESS_MAX_PATCH_VERTICES 32

/* NV_parameter_buffer_object limits: MAX_PROGRAM_PARAMETER_BUFFER_
 * BINDINGS_NV and MAX_PROGRAM_PARAMETER_BUFFER_SIZE_NV (words), when
 * nvp_arb_limits gives none.  The binding points are Gallium constant
 * buffers 1 .. 15 (llvmpipe has 16, the first holding the program's
 * parameters); 16384 words are the 64 KiB llvmpipe reads of one (the
 * spec's issue 8: "the minimum limit is 16K scalar parameters"). */
#define NVP_GP4_MAX_BUFFER_BINDINGS 15
#define NVP_GP4_MAX_BUFFER_WORDS 16384

/* NVP_FILE_GEOM_ATTRIB indices past the enum nvp_output ones. */
#define NVP_GEOM_VERTEX_ID   NVP_OUT_COUNT
#define NVP_GEOM_GENERIC0    (NVP_OUT_COUNT + 1)
#define NVP_GEOM_ATTRIB_COUNT (NVP_GEOM_GENERIC0 + NVP_GP4_NUM_GENERICS)

/* NV_vertex_program4: "vertex.id (id,-,-,-) vertex identifier
 * (integer)", "vertex.instance (i,-,-,-) primitive instance number
 * (integer)"; NV_geometry_program4: "primitive.id (id,-,-,-)
 * primitive number"; NV_gpu_program5: "primitive.invocation (id,-,-,-)
 * geometry program invocation". */
enum nvp_sysval {
   NVP_SYSVAL_VERTEX_ID,
   NVP_SYSVAL_INSTANCE_ID,
   NVP_SYSVAL_PRIMITIVE_ID,
   NVP_SYSVAL_INVOCATION,
   /* NV_gpu_program5's fragment bindings "fragment.sampleid" (the
    * sample number, an integer) and "fragment.samplemask" ("a coverage
    * mask indicating the set of samples covered by this fragment"). */
   NVP_SYSVAL_SAMPLE_ID,
   NVP_SYSVAL_SAMPLE_MASK,
   /* NV_tessellation_program5: "primitive.vertexcount (c,-,-,-)
    * vertices in primitive" and "vertex.tesscoord (u,v,w,-) tess.
    * coordinate in [0,1]". */
   NVP_SYSVAL_VERTEX_COUNT,
   NVP_SYSVAL_TESS_COORD,
   /* NV_compute_program5, Table X.1: "invocation.localid",
    * "invocation.globalid", "invocation.groupid",
    * "invocation.groupcount", "invocation.groupsize" (x,y,z,-) and
    * "invocation.localindex" (x,-,-,-), unsigned integers. */
   NVP_SYSVAL_LOCAL_ID,
   NVP_SYSVAL_GLOBAL_ID,
   NVP_SYSVAL_GROUP_ID,
   NVP_SYSVAL_GROUP_COUNT,
   NVP_SYSVAL_GROUP_SIZE,
   NVP_SYSVAL_LOCAL_INDEX,
   NVP_SYSVAL_COUNT
};

/* NV_gpu_program4 data types (Table X.13's F, I and D columns): of an
 * instruction (its ".F", ".S", ".U" modifier, an "R"/"H" suffix, or
 * the opcode's default) and of a declared variable ("FLOAT", "INT",
 * "UINT").  NONE: untyped (every other kind; typeless variables). */
enum nvp_type {
   NVP_TYPE_NONE = 0,
   NVP_TYPE_FLOAT,
   NVP_TYPE_INT,
   NVP_TYPE_UINT,
   NVP_TYPE_COUNT
};

/* Vertex result registers, in the order of the spec's Table X.1. */
enum nvp_output {
   NVP_OUT_HPOS, NVP_OUT_COL0, NVP_OUT_COL1, NVP_OUT_BFC0, NVP_OUT_BFC1,
   NVP_OUT_FOGC, NVP_OUT_PSIZ,
   NVP_OUT_TEX0, NVP_OUT_TEX7 = NVP_OUT_TEX0 + 7,
   /* "CLP0 through CLP5, available only in the VP2 execution
    * environment, are the transformed vertex's clip distances."  The ARB
    * options' "result.clip[n]" take <clipPlaneNum> "[0,MAX_CLIP_PLANES-1]"
    * (NV_vertex_program2_option), up to CLP7 with Mesa's 8 planes. */
   NVP_OUT_CLP0, NVP_OUT_CLP5 = NVP_OUT_CLP0 + 5,
   NVP_OUT_CLP7 = NVP_OUT_CLP0 + 7,
   NVP_OUT_COUNT
};

/* NV_geometry_program4 results past the vertex ones (NVP_FILE_OUTPUT
 * of NVP_KIND_GP4_GP): "result.primid", "result.layer" and
 * "result.attrib[n]" (NVP_GP_OUT_GENERIC0 + n). */
#define NVP_GP_OUT_PRIMID    NVP_OUT_COUNT
#define NVP_GP_OUT_LAYER     (NVP_OUT_COUNT + 1)
#define NVP_GP_OUT_GENERIC0  (NVP_OUT_COUNT + 2)
#define NVP_GP_OUT_COUNT     (NVP_GP_OUT_GENERIC0 + NVP_GP4_NUM_GENERICS)
/* NV_vertex_program4 "result.id (id,*,*,*) vertex id", what a geometry
 * program's "vertex[m].id" reads (NVP_GEOM_VERTEX_ID); the results of
 * the gp4 stages end there. */
#define NVP_VP_OUT_ID        NVP_GP_OUT_COUNT
/* ... which travels as the generic varying after the numbered ones (what
 * a geometry program reads as vertex[m].id, and NV_transform_feedback's
 * VERTEX_ID_NV records) */
#define NVP_VP_OUT_ID_GENERIC NVP_GP4_NUM_GENERICS
#define NVP_GP4_OUT_COUNT    (NVP_VP_OUT_ID + 1)
/* NV_tessellation_program5's per-patch results (NVP_TESS_OUTER0 ...
 * added). */
#define NVP_TESS_OUT0        NVP_GP4_OUT_COUNT
#define NVP_TESS_OUT_COUNT   (NVP_TESS_OUT0 + NVP_TESS_PATCH_COUNT)

/* The result registers of the VP1 environments: o[HPOS] .. o[TEX7]. */
#define NVP_VP1_NUM_OUTPUTS (NVP_OUT_TEX7 + 1)
/* Those of the VP2 environment: o[HPOS] .. o[CLP5]. */
#define NVP_VP2_NUM_OUTPUTS (NVP_OUT_CLP5 + 1)
/* The clip distances an ARB vertex program may write: CLP0 .. CLP7. */
#define NVP_NUM_CLIPS (NVP_OUT_CLP7 - NVP_OUT_CLP0 + 1)

#define NVP_VP1_NUM_ATTRIBS  16
#define NVP_VP1_NUM_PARAMS   96
#define NVP_VP1_NUM_TEMPS    12
#define NVP_VP1_MAX_INSTRS  128
/* "A position-invariant vertex program fails to load if it contains more
 * than 124 instructions." (NV_vertex_program1_1, section 2.14.B) */
#define NVP_VP11_PI_MAX_INSTRS 124

/* NV_vertex_program2: "256 program parameter registers", "16 temporary
 * registers", "two address registers (A0 and A1), of which all four
 * components are accessible", "more than 256 instructions" fails to
 * load, 252 with NV_position_invariant (section 2.14.6.1). */
#define NVP_VP2_NUM_PARAMS   256
#define NVP_VP2_NUM_TEMPS     16
#define NVP_VP2_NUM_ADDRS      2
#define NVP_VP2_MAX_INSTRS   256
#define NVP_VP2_PI_MAX_INSTRS 252
/* "Address Registers are 4-component vector registers with signed
 * 10-bit integer components": ARL, ARR and ARA clamp to this range. */
#define NVP_VP2_ADDR_MIN    (-512)
#define NVP_VP2_ADDR_MAX      511
/* "A vertex program will terminate if a CAL instruction is executed
 * with four entries already in the call stack" (2.14.2.3). */
#define NVP_VP2_CALL_DEPTH     4
/* "a vertex program will terminate abnormally after executing 65536
 * instructions to prevent hangs caused by infinite loops" (2.14.2.3). */
#define NVP_VP2_MAX_EXECUTED 65536u

/* ARB kinds: vertex attribute numbers.  0..15 are the conventional
 * attributes in the NV numbering (vertex.position 0, vertex.weight 1,
 * vertex.normal 2, vertex.color 3, vertex.color.secondary 4,
 * vertex.fogcoord 5, vertex.texcoord[n] 8+n), as v[n] of NV programs;
 * NVP_ATTRIB_GENERIC0 + n is vertex.attrib[n], a generic attribute
 * distinct from them (Mesa's VERT_ATTRIB_GENERIC(n)), except that
 * "vertex.attrib[0]" is 0: ARB_vertex_program, 2.7: "Setting generic
 * vertex attribute zero specifies a vertex" (position). */
#define NVP_ATTRIB_GENERIC0   16
#define NVP_ARB_NUM_ATTRIBS   32

/* ARB kinds: the most TEMP variables (temps_used is a 64-bit mask:
 * NVIDIA's compiler declares up to 32 and "TEMP RC, HC;") and
 * ADDRESS variables ("GL_NV_vertex_program2_option requires at least
 * two address registers"), and program parameter slots
 * (nvp_program::params). */
#define NVP_ARB_NUM_TEMPS     64
/* ARB kinds: MAX_PROGRAM_INSTRUCTIONS_ARB of both targets; NVIDIA's
 * compiler writes up to 2048 (vp40) and 4096 (fp40) instructions. */
#define NVP_ARB_MAX_INSTRS  4096
#define NVP_ARB_NUM_ADDRS      2
/* Parameter slots: NVIDIA's compiler binds up to 544 (vp40) and 512
 * (fp40) constants, wined3d 256 environment parameters and its locals. */
#define NVP_ARB_NUM_PARAMS  1024
/* The NV options' relative offsets (any <integer> in their grammar):
 * past this, A + offset is outside every array for every address
 * register value. */
#define NVP_ARB_NV_MAX_REL_OFFSET 65535
/* NV_vertex_program3: "MAX_VERTEX_TEXTURE_IMAGE_UNITS_ARB" units in one
 * program (each through sampler slot nvp_vp_sampler_slot()); unit
 * numbers go up to MAX_COMBINED_TEXTURE_IMAGE_UNITS-1 (docs/limits.md:
 * the grammar says MAX_TEXTURE_IMAGE_UNITS_ARB-1, wined3d binds vertex
 * samplers past the fragment units), at most NVP_ARB_MAX_TEX_UNIT_NUM. */
#define NVP_ARB_MAX_TEX_UNITS 32
#define NVP_ARB_MAX_TEX_UNIT_NUM 192

/* NV_fragment_program, Table X.1: fragment attribute registers. */
enum nvp_frag_attrib {
   NVP_FRAG_WPOS, NVP_FRAG_COL0, NVP_FRAG_COL1, NVP_FRAG_FOGC,
   NVP_FRAG_TEX0, NVP_FRAG_TEX7 = NVP_FRAG_TEX0 + 7,
   /* NV_fragment_program2 "fragment.facing": "(f,0,0,1)", f = -1.0 for
    * "a back-facing polygon (including point- and line-mode
    * polygons)", +1.0 otherwise. */
   NVP_FRAG_FACE,
   NVP_FRAG_ATTRIB_COUNT
};

/* NV_fragment_program4 "fragment.attrib[n]": f[NVP_FRAG_GENERIC0 + n],
 * past the FP1.0 registers (only the gp4 kind names them). */
#define NVP_FRAG_GENERIC0 NVP_FRAG_ATTRIB_COUNT
#define NVP_GP4_NUM_GENERICS 16
/* ARB_shader_subroutine's NV_gpu_program5 limits, the minimums it
 * requires: MAX_PROGRAM_SUBROUTINE_PARAMETERS_NV (program.subroutine[n],
 * n below it) and MAX_PROGRAM_SUBROUTINE_NUM_NV (SUBROUTINENUM(n), n
 * below it). */
#define NVP_GP5_SUBROUTINE_PARAMS 1024
#define NVP_GP5_SUBROUTINE_NUM 256
/* NV_fragment_program4 "fragment.clip[n]": f[NVP_FRAG_CLIP0 + n], past
 * the generic attributes; n below the user clip planes (6). */
#define NVP_FRAG_CLIP0 (NVP_FRAG_GENERIC0 + NVP_GP4_NUM_GENERICS)
#define NVP_GP4_NUM_FRAG_CLIPS 6

/* Table X.3: fragment program output registers; then the colours of
 * draw buffers 1-7 that "result.color[n]" of the fragment options with
 * OPTION ARB_draw_buffers writes ("LONG", or "SHORT" as o[COLH] is);
 * FP1.0 names only the first NVP_FP1_NUM_OUTPUTS. */
enum nvp_frag_output {
   NVP_FRAG_COLR,     /* fp32 color */
   NVP_FRAG_COLH,     /* fp16 color */
   NVP_FRAG_DEPR,     /* fp32 depth, from .z */
   NVP_FRAG_COLR1,    /* fp32 color of draw buffer 1 .. 7 */
   NVP_FRAG_COLH1 = NVP_FRAG_COLR1 + 7,   /* fp16 color, buffer 1 .. 7 */
   /* NV_gpu_program5 "result.samplemask": x, the samples to keep */
   NVP_FRAG_SAMPLEMASK = NVP_FRAG_COLH1 + 7,
   NVP_FRAG_OUTPUT_COUNT
};
#define NVP_FP1_NUM_OUTPUTS   NVP_FRAG_COLR1
#define NVP_FP_MAX_DRAW_BUFFERS 8

/* The output of draw buffer n's colour, fp16 or fp32. */
static inline unsigned
nvp_frag_color_output(unsigned n, bool half)
{
   if (n == 0)
      return half ? NVP_FRAG_COLH : NVP_FRAG_COLR;
   return (half ? NVP_FRAG_COLH1 : NVP_FRAG_COLR1) + n - 1;
}

/* The fp16 twin of fp32 colour output o ("SHORT" result.color[n]); any
 * other output unchanged. */
static inline unsigned
nvp_frag_output_half_of(unsigned o)
{
   if (o == NVP_FRAG_COLR)
      return NVP_FRAG_COLH;
   if (o >= NVP_FRAG_COLR1 && o < NVP_FRAG_COLH1)
      return o + (NVP_FRAG_COLH1 - NVP_FRAG_COLR1);
   return o;
}

/* Whether output o is an fp16 colour (o[COLH], SHORT result.color[n]). */
static inline bool
nvp_frag_output_is_half(unsigned o)
{
   return o == NVP_FRAG_COLH ||
          (o >= NVP_FRAG_COLH1 && o < NVP_FRAG_OUTPUT_COUNT);
}

/* "R0-R31", "H0-H63" (Table X.2).  The fragment options' "LONG" TEMP
 * variables are R registers too, up to NVP_ARB_NUM_TEMPS of them:
 * NVIDIA's compiler declares its 32 and "TEMP RC, HC;" beside them. */
#define NVP_FP1_NUM_TEMPS_R  32
#define NVP_FP_NUM_TEMPS_R   NVP_ARB_NUM_TEMPS
#define NVP_FP_NUM_TEMPS_H   64
/* RSQ/RCP pairs taken as one square root per program (nvp_fp_sqrt.c). */
#define NVP_FP_SQRT_SLOTS    128
/* MAX_FRAGMENT_PROGRAM_LOCAL_PARAMETERS_NV, "must be at least 64". */
#define NVP_FP_NUM_LOCALS    64
/* "!!FP1.0" <texImageUnit>: "TEX0" .. "TEX15" (the grammar's tokens);
 * the ARB options' "texture[n]": 0 .. MAX_TEXTURE_IMAGE_UNITS_ARB-1,
 * which the GL reports as 32 (NVP_FP_NUM_TEX_UNITS); f[TEX0] .. f[TEX7]. */
#define NVP_FP1_NUM_TEX_UNITS 16
#define NVP_FP_NUM_TEX_UNITS 32
#define NVP_FP_NUM_TEXCOORDS  8
/* "If ARB_fragment_program is supported, this limit is the value of
 * MAX_PROGRAM_INSTRUCTIONS_ARB for the FRAGMENT_PROGRAM_ARB target.
 * Otherwise, the limit is 1024."  nvp_parse() uses 1024;
 * nvp_parse_limits() takes the GL value. */
#define NVP_FP_MAX_INSTRS  1024
/* "A fragment program fails to load if its total temporary and output
 * register count exceeds 64.  Each fp32 temporary or output register
 * used by the program (R0-R31, o[COLR], and o[DEPR]) counts as two
 * registers; each fp16 [...] (H0-H63 and o[COLH]) count as a single
 * register." */
#define NVP_FP_MAX_REG_COUNT 64

/*
 * NV_fragment_program2 limits (New Implementation Dependent State; each
 * is the spec's minimum, which nvprog implements exactly):
 * MAX_PROGRAM_EXEC_INSTRUCTIONS_NV 65536, MAX_PROGRAM_CALL_DEPTH_NV 4,
 * MAX_PROGRAM_IF_DEPTH_NV 48, MAX_PROGRAM_LOOP_DEPTH_NV 4,
 * MAX_PROGRAM_LOOP_COUNT_NV 255.
 */
#define NVP_FP2_MAX_EXECUTED 65536u
#define NVP_FP2_CALL_DEPTH       4
#define NVP_FP2_IF_DEPTH        48
#define NVP_FP2_LOOP_DEPTH       4
#define NVP_FP2_LOOP_COUNT     255

/*
 * NV_fragment_program2 flow: the IR contract between the parser, the
 * interpreter (nvp_exec_fp.c) and the emitter (nvtgsi_fp_flow.c).
 *
 * Operands.  IF: in->cc (the <ccTest>, never NONE).  BRK, RET, CAL:
 * in->cc, NONE when the text has no <ccMask> (as "(TR)").  LOOP, REP:
 * src[0], a program parameter (file NVP_FILE_PARAM; "fail to load if
 * the vector operand is not a program parameter").  ELSE, ENDIF,
 * ENDLOOP, ENDREP: none.
 *
 * in->target, filled by the parser (the blocks are checked there: every
 * block closed by its own END, nested wholly, no label inside a block,
 * BRK only inside a loop, A0 only inside LOOP/ENDLOOP):
 *   IF       the index of its ELSE, or of its ENDIF when it has none
 *   ELSE     the index of its ENDIF
 *   ENDIF    the index of its IF
 *   LOOP/REP the index of its ENDLOOP/ENDREP
 *   ENDLOOP/ENDREP  the index of its LOOP/REP
 *   BRK      the index of the ENDLOOP/ENDREP of the innermost loop
 *            around it
 *   CAL      the instruction following the label (in->label: the label)
 *   RET      -1
 * nvp_program::entry: the instruction after label "main", else 0.
 *
 * Execution, per fragment:
 *   - LOOP/REP: count = floor(src.x), at most NVP_FP2_LOOP_COUNT ("the
 *     number of loop iterations is limited to MAX_PROGRAM_LOOP_COUNT_NV";
 *     NaN: 0).  count <= 0 continues after the block's END.  LOOP also
 *     sets index = floor(src.y), incr = floor(src.z) (fp32).  Entering
 *     a loop with NVP_FP2_LOOP_DEPTH loops active (the caller's count,
 *     through CAL) terminates the program.
 *   - ENDLOOP/ENDREP: count -= 1; LOOP: index += incr; if count > 0 back
 *     to the instruction after the LOOP/REP, else on after the END.
 *   - A0.x (fragment.texcoord[A0.x+n], the innermost LOOP's) reads
 *     max(index, 0) ("clamped to be greater than or equal to 0"); set
 *     c = A0.x + n: for 0 <= c < 8 the operand is f[TEX<c>], otherwise
 *     (0,0,0,0) (the spec: "undefined").
 *   - IF: with NVP_FP2_IF_DEPTH IF blocks active (callers' too) the
 *     program terminates; if any of the four swizzled components passes
 *     the test, on to the next instruction, else to after in->target
 *     (the ELSE, or the ENDIF itself: an ENDIF so reached still counts
 *     as executed, see below).
 *   - ELSE (reached from the "true" part): on at its ENDIF.
 *   - BRK taken: on after the innermost loop's END; the blocks it leaves
 *     are closed.
 *   - CAL taken: with NVP_FP2_CALL_DEPTH entries on the call stack the
 *     program terminates; else push the return point and go to target.
 *   - RET taken: empty stack: the program terminates; else pop.  The
 *     loops and IFs opened since the CAL are closed.
 *   - After the last instruction the program terminates, also inside a
 *     subroutine.
 *   - Executed-instruction count: each instruction counts once each
 *     time it is reached and executed: a not-taken BRK/CAL/RET counts,
 *     an IF counts once, ELSE counts only when the "true" part reaches
 *     it, ENDIF counts on both paths, LOOP/REP count once per entry,
 *     ENDLOOP/ENDREP once per iteration; skipped instructions (a false
 *     IF's "true" part, a zero-count loop's body and END, the rest of a
 *     loop after a BRK) do not count.  Labels are not instructions.
 *     When the count reaches NVP_FP2_MAX_EXECUTED the program terminates
 *     after that instruction ("terminate abnormally after executing
 *     MAX_PROGRAM_EXEC_INSTRUCTIONS instructions").
 *   - Terminating, normally or not, "emit[s] a fragment whose attributes
 *     are taken from the final values of the fragment program result
 *     variables" (a KIL before it still kills).
 */

/* The precision of an FP1.0 instruction (3.11.4.2).  NONE: no suffix. */
enum nvp_precision {
   NVP_PREC_NONE = 0,
   NVP_PREC_R,        /* fp32 */
   NVP_PREC_H,        /* fp16 */
   NVP_PREC_X,        /* fx12 */
};

/* <texImageTarget> (NV_fragment_program), <texTargetType>
 * (NV_vertex_program3): "1D" | "2D" | "3D" | "CUBE" | "RECT"; then the
 * "SHADOW1D" | "SHADOW2D" | "SHADOWRECT" that OPTION
 * ARB_fragment_program_shadow adds to an NV_vertex_program3 program (the
 * FP1.0 parser stops at NVP_TEX_PLAIN_COUNT). */
enum nvp_tex_target {
   NVP_TEX_NONE = 0,
   NVP_TEX_1D, NVP_TEX_2D, NVP_TEX_3D, NVP_TEX_CUBE, NVP_TEX_RECT,
   NVP_TEX_PLAIN_COUNT,
   NVP_TEX_SHADOW1D = NVP_TEX_PLAIN_COUNT, NVP_TEX_SHADOW2D,
   NVP_TEX_SHADOWRECT,
   NVP_TEX_TARGET_COUNT,
   /* NV_gpu_program4 Table X.17, past the older kinds' targets. */
   NVP_TEX_ARRAY1D = NVP_TEX_TARGET_COUNT, NVP_TEX_ARRAY2D,
   NVP_TEX_SHADOWCUBE, NVP_TEX_SHADOWARRAY1D, NVP_TEX_SHADOWARRAY2D,
   /* "BUFFER TEXTURE_BUFFER_EXT <not supported>": "Buffer textures are
    * not supported by normal texture lookup functions, but are
    * supported by TXF and TXQ" (Table X.17) */
   NVP_TEX_BUFFER,
   /* NV_gpu_program5: "<texTarget> ::= "ARRAYCUBE" | "SHADOWARRAYCUBE""
    * (version 5 programs only) */
   NVP_TEX_ARRAYCUBE, NVP_TEX_SHADOWARRAYCUBE,
   /* TXFMS's multisample textures (NV_gpu_program5's Table X.13 row; the
    * target names as NVIDIA's driver and yuzu's GLASM write them) */
   NVP_TEX_2DMS, NVP_TEX_ARRAY2DMS,
   NVP_TEX_GP4_TARGET_COUNT
};

/* ARB_fragment_program_shadow's targets (a depth comparison). */
static inline bool
nvp_tex_is_shadow(unsigned t)
{
   return t >= NVP_TEX_SHADOW1D && t < NVP_TEX_TARGET_COUNT;
}

/* Every target with a depth comparison, NV_gpu_program4's included. */
static inline bool
nvp_tex_compares(unsigned t)
{
   return nvp_tex_is_shadow(t) || t == NVP_TEX_SHADOWCUBE ||
          t == NVP_TEX_SHADOWARRAY1D || t == NVP_TEX_SHADOWARRAY2D ||
          t == NVP_TEX_SHADOWARRAYCUBE;
}

/* NV_gpu_program5's cube map arrays. */
static inline bool
nvp_tex_is_cube_array(unsigned t)
{
   return t == NVP_TEX_ARRAYCUBE || t == NVP_TEX_SHADOWARRAYCUBE;
}

/* The most of each register file any kind has (array sizes). */
#define NVP_MAX_NUM_PARAMS NVP_VP2_NUM_PARAMS
#define NVP_MAX_NUM_TEMPS  NVP_ARB_NUM_TEMPS

/* Component selectors: 0=x 1=y 2=z 3=w. */
#define NVP_SWIZZLE_IDENTITY { 0, 1, 2, 3 }
/* SWZ only (ARB_vertex_program <extSwizComp> "0" and "1"): the
 * constant 0.0 or 1.0 instead of a component. */
#define NVP_SWIZZLE_ZERO 4
#define NVP_SWIZZLE_ONE  5

/*
 * A source operand.  VP2 (2.14.2.1, VectorLoad()): the swizzle, then
 * "if (negateBase)" negate, "if (absolute)" abs, "if (negateAbs)"
 * negate: "-|-R0.x|" has negate, absolute and negate_abs.  ARA reads an
 * address register: file NVP_FILE_ADDRESS, index 0 (A0) or 1 (A1),
 * identity swizzle.
 */
struct nvp_src {
   enum nvp_file file;
   int index;            /* register number; for relative PARAM the offset */
   bool relative;        /* c[A<addr_index>.<addr_comp> + index] */
   uint8_t swizzle[4];
   bool negate;          /* negateBase */
   bool absolute;        /* VP2 "|" ... "|" */
   bool negate_abs;      /* VP2 "-" before the "|" */
   uint8_t addr_index;   /* relative: 0 = A0, 1 = A1 (VP2) */
   uint8_t addr_comp;    /* relative: 0..3 = x..w (VP1: always x) */
   /* NV_gpu_program4 <arrayMemRel>: "a scalar integer operand and an
    * optional constant offset": addr_file NVP_FILE_TEMP or
    * NVP_FILE_TEMP_H, variable addr_index, component addr_comp (its 32
    * bits read as an integer).  NVP_FILE_NONE: the address register
    * A<addr_index> of the older kinds. */
   enum nvp_file addr_file;
   /* SWZ only: bit c negates component c after the swizzle
    * (<extSwizComp> ::= <optSign> <xyzwExtSwizSel>), applied with
    * 'negate' (an ARB SWZ source has no other sign: <instOperandVNS>). */
   uint8_t negate_comps;
   /* ARB kinds, relative NVP_FILE_ATTRIB (NV_vertex_program3): 16, 16
    * for vertex.attrib[A+n], 8, 8 for vertex.texcoord[A+n].
    * ARB kinds, file NVP_FILE_PARAM, relative: the parameter array read,
    * slots [array_base, array_base + array_size) of
    * nvp_program::params; 'index' is then array_base + the offset.
    * "If the address register component plus the offset is outside
    * [0, size-1], the result is undefined."
    * NV_gpu_program4, file NVP_FILE_TEMP or NVP_FILE_TEMP_H, relative:
    * a TEMP array read, registers [array_base, array_base +
    * array_size), 'index' array_base + the offset.
    * NV_gpu_program4, an attribute file, relative ("a[i.x + 1]" of an
    * ATTRIB array): the members are nvp_program::array_attribs
    * [array_base, array_base + array_size), the constant offset is
    * array_offset, and the rest of the operand is the first member's
    * (so 'index' names a binding the array reads). */
   int array_base, array_size;
   int array_offset;
   /* NV_fragment_program2 "fragment.texcoord[A0.x+n]": file
    * NVP_FILE_FRAG_ATTRIB, relative, index NVP_FRAG_TEX0 + n (addr_index
    * and addr_comp 0); see "NV_fragment_program2 flow". */
   /* NV_geometry_program4, file NVP_FILE_GEOM_ATTRIB: the vertex of the
    * input primitive read, 0 .. nvp_geom_vertices_in() - 1; with
    * vertex_relative ("texcoords[A0.x][1]": "the first array index
    * specifying the vertex number") the integer TEMP component
    * addr_file / addr_index / addr_comp plus 'vertex' (the constant
    * offset).  'relative' stays false: the binding itself is constant. */
   int vertex;
   bool vertex_relative;
   /* NVP_FILE_BUFFER: the binding point, and whether the variable is a
    * "BUFFER4" (an element is four words) rather than a "BUFFER". */
   uint8_t buffer;
   bool buffer4;
   /* NV_parameter_buffer_object2: a member of a "CBUFFER" variable, whose
    * elements are bytes; LDC's operand only. */
   bool cbuffer;
};

struct nvp_dst {
   enum nvp_file file;
   int index;            /* register number, or enum nvp_output */
   uint8_t write_mask;   /* bit 0 = x ... bit 3 = w */
   /* NV_vertex_program3 "result.texcoord[A0.x+n]": file OUTPUT, index
    * NVP_OUT_TEX0 + n, relative to address register addr_index
    * component addr_comp. */
   bool relative;
   uint8_t addr_index, addr_comp;
   /* NV_gpu_program4, a member of a TEMP array written relatively
    * ("t[i.x + 1]"): as nvp_src's, addr_file NVP_FILE_TEMP or
    * NVP_FILE_TEMP_H, 'index' the array's first register plus the
    * offset, the array registers [array_base, array_base +
    * array_size). */
   enum nvp_file addr_file;
   int array_base, array_size;
   /* NV_gpu_program4, file NVP_FILE_OUTPUT, relative (a member of an
    * OUTPUT array written relatively): the members are
    * nvp_program::array_results [array_base, array_base + array_size),
    * the constant offset array_offset; 'index' is the first member's. */
   int array_offset;
};

/* <vp2-ccMaskRule>, and NONE where the text has no <optionalCCMask>
 * (which behaves as TR: "If the condition code mask matches "", all
 * components are enabled").  NV_gpu_program4's Table X.16 adds the
 * tests from NAN on; the older languages know those before
 * NVP_COND_NV_COUNT only. */
enum nvp_cond {
   NVP_COND_NONE = 0,
   NVP_COND_EQ, NVP_COND_GE, NVP_COND_GT, NVP_COND_LE, NVP_COND_LT,
   NVP_COND_NE, NVP_COND_TR, NVP_COND_FL,
   NVP_COND_NAN, NVP_COND_LEG, NVP_COND_CF, NVP_COND_NCF, NVP_COND_OF,
   NVP_COND_NOF, NVP_COND_AB, NVP_COND_BLE, NVP_COND_SF, NVP_COND_NSF,
   NVP_COND_COUNT,
   NVP_COND_NV_COUNT = NVP_COND_NAN
};

/* A condition test "(" rule swizzle ")": on a destination it masks the
 * write per component; on BRA, CAL and RET the branch is taken if any
 * of the four swizzled components passes (2.14.3.6). */
struct nvp_cond_test {
   enum nvp_cond cond;
   uint8_t swizzle[4];   /* of the condition code, 0=x .. 3=w */
   /* NV_vertex_program3: "EQ1" etc. test CC1, "EQ", "EQ0" CC0. */
   uint8_t cc_index;
};

struct nvp_instr {
   enum nvp_opcode op;
   struct nvp_dst dst;
   struct nvp_src src[3];   /* nvp_opcode_info(op)->num_src are used */
   uint32_t offset;         /* byte offset of the opcode in the text */
   uint32_t line, column;   /* 1-based, for messages and debug dumps */

   /* NV_vertex_program2; all zero (no test, no update) elsewhere. */
   bool update_cc;           /* the "C" suffix: "ADDC" */
   struct nvp_cond_test cc;  /* write mask at run time, branch condition */
   /* BRA, CAL: the instruction "following the label" (0..num_instrs;
    * num_instrs when the label ends the program) and the label, an
    * index into nvp_program::labels.  -1 elsewhere. */
   int target;
   int label;

   /* ARB kinds. */
   /* NV_vertex_program3: "C1" suffix updates CC1 ("C", "C0": CC0). */
   uint8_t cc_update_index;

   /* NV_fragment_program; zero elsewhere.  update_cc is the "C" suffix
    * and cc the <optionalCCMask> (KIL: its <ccMask>, dst.file NONE). */
   enum nvp_precision precision;   /* the suffix as written, or NONE */
   /* What the instruction computes in: the suffix; without one "the
    * precision of the temporary register receiving the result" (o[COLR],
    * o[DEPR], RC: R; o[COLH], HC: H); R whenever a source is f[FOGC] or
    * f[TEX0..7] ("will be carried out at full fp32 precision, regardless
    * of the precision specified"), and R for the instructions without
    * precision suffixes (TEX, TXP, TXD, PK*, UP*, KIL). */
   enum nvp_precision exec_precision;
   /* An RSQ whose result an RCP reads (nvp_fp_sqrt.c): the slot, 1 to
    * NVP_FP_SQRT_SLOTS, where the RSQ also keeps the square root of its
    * operand and from which that RCP takes its result; 0 elsewhere. */
   uint8_t sqrt_slot;

   /* "_SAT" (NV_fragment_program; NV_vertex_program3: "clamp the result
    * vector components to the range [0,1]" before the write and the CC
    * update). */
   bool saturate;
   /* NV_fragment_program2 "_SSAT": "clamped to the range [-1,1]" (NaN
    * passes, as for _SAT); saturate is false then. */
   bool saturate_signed;
   /* Texture instructions: the image unit (FP: TEX0..TEX15; NV3:
    * texture[n]) and target; NVP_TEX_NONE elsewhere. */
   uint8_t tex_unit;
   enum nvp_tex_target tex_target;

   /* NV_gpu_program4; zero elsewhere.  The data type the instruction
    * operates in (its modifier or the opcode's default), its "NTC"
    * modifier, its "S24"/"U24"/"HI" (enum nvp_mul_mode), and the
    * constant texel offset "(x,y,z)" of a texture instruction. */
   enum nvp_type type;
   bool no_type_check;
   uint8_t mul_mode;
   /* NV_gpu_program5's precision-specific modifiers "F64", "S64" and
    * "U64": "operations be carried out with an internal precision of no
    * less than ... 64 bits per component" (type is then FLOAT, INT or
    * UINT); false with "F32", "S32", "U32" or a base modifier. */
   bool wide;
   bool has_tex_offset;
   int8_t tex_offset[3];
   /* NV_gpu_program5 TXG and TXGO: the component gathered, 0..3 from
    * the texture's ".x" .. ".w" (<texImageUnitComp>; ".x" when none). */
   uint8_t tex_component;
   /* NV_gpu_program5's "offset" "(" <instOperandV> ")": the texel offset
    * is the signed integer operand past the instruction's own sources
    * and tex_extra's (nvp_instr_num_src()). */
   bool tex_offset_reg;
   /* NV_gpu_program5's second operand of a TEXop, "<TEXop> <opModifiers>
    * <instResult> "," <instOperandV> "," <instOperandV> ","
    * <texAccess>", in src[num_src]: a cube map array's reference value
    * (x) and TXB's bias or TXL's LOD (x, or y after a reference). */
   bool tex_extra;
   /* NV_gpu_program5: a member of a TEXTURE array chosen when the
    * program runs ("texs[i.x + 1]"): the array's tex_array_size units
    * from tex_unit, the member the integer TEMP component
    * R<tex_index.addr_index>.<addr_comp> plus tex_index.index (its
    * relative fields); 0 where tex_unit is the unit. */
   uint8_t tex_array_size;
   struct nvp_src tex_index;
   /* NV_parameter_buffer_object2's LDC: its storage modifier (enum
    * nvp_storage).  NV_gpu_program5's CVT: the result's type (the first
    * storage modifier), storage_src the operand's (the second), and its
    * rounding modifier (enum nvp_cvt_round). */
   uint8_t storage;
   uint8_t storage_src;
   uint8_t cvt_round;
   /* NV_compute_program5: MEMBAR's "CTA" modifier (LDS, STS and ATOMS
    * use storage like LDC). */
   bool cta;
   /* NV_gpu_program5's CALI: 'target' is the SUBROUTINE variable called
    * through (an index into nvp_program::subroutine_vars); of an array
    * variable the member, call_member.index, plus with
    * call_member.relative the integer TEMP component
    * R<addr_index>.<addr_comp>. */
   struct nvp_src call_member;
   /* NV_gpu_program5's ATOM: its atomic modifier (enum nvp_atomic_op);
    * LOAD and STORE: "COH" and "VOL". */
   uint8_t atomic_op;
   bool mem_coherent, mem_volatile;
   /* LOADIM, STOREIM, ATOMIM: the target (enum nvp_image_target); the
    * image unit is tex_unit, or a member of an IMAGE array chosen at
    * run time by tex_array_size and tex_index as for a TEXTURE array. */
   uint8_t image_target;
};

/* The targets of an image instruction (EXT_shader_image_load_store's
 * NV_gpu_program5 section, as NVIDIA's driver takes them). */
enum nvp_image_target {
   NVP_IMAGE_NONE,
   NVP_IMAGE_1D, NVP_IMAGE_2D, NVP_IMAGE_3D, NVP_IMAGE_CUBE,
   NVP_IMAGE_RECT, NVP_IMAGE_ARRAY1D, NVP_IMAGE_ARRAY2D,
   NVP_IMAGE_ARRAYCUBE, NVP_IMAGE_BUFFER, NVP_IMAGE_2DMS,
   NVP_IMAGE_ARRAY2DMS,
   NVP_IMAGE_COUNT
};

/* Image units a program may name, image[0] .. image[7] (NVIDIA's
 * driver: "invalid image unit number" for image[8]). */
#define NVP_MAX_IMAGE_UNITS 8

/* "2D", "ARRAYCUBE", ... ("?" for none) */
const char *nvp_image_target_name(unsigned target);

/* NV_gpu_program5 section 2.X.8.Z, ATOM: "The atomic modifier specifies
 * the type of operation to be performed". */
enum nvp_atomic_op {
   NVP_ATOM_NONE,
   NVP_ATOM_ADD, NVP_ATOM_MIN, NVP_ATOM_MAX, NVP_ATOM_IWRAP, NVP_ATOM_DWRAP,
   NVP_ATOM_AND, NVP_ATOM_OR, NVP_ATOM_XOR, NVP_ATOM_EXCH, NVP_ATOM_CSWAP,
   NVP_ATOM_COUNT
};

/* The sources in->src[] holds: the catalogue's, then NV_gpu_program5's
 * second texture operand and register texel offset, each if any. */
static inline unsigned
nvp_instr_num_src(const struct nvp_instr *in)
{
   return nvp_opcode_info(in->op)->num_src + (in->tex_extra ? 1 : 0) +
          (in->tex_offset_reg ? 1 : 0);
}

/* CVT's rounding modifier as written: "ROUND" is used if no rounding
 * modifier is specified". */
enum nvp_cvt_round {
   NVP_CVT_ROUND_NONE, NVP_CVT_ROUND, NVP_CVT_CEIL, NVP_CVT_FLR,
   NVP_CVT_TRUNC,
};

/* NV_parameter_buffer_object2's storage modifiers and NV_gpu_program5's
 * 64-bit ones, Table X.14 order: the data type, the component size and
 * count of an LDC fetch. */
enum nvp_storage {
   NVP_STORAGE_NONE,
   NVP_STORAGE_F32, NVP_STORAGE_F32X2, NVP_STORAGE_F32X4,
   NVP_STORAGE_F64, NVP_STORAGE_F64X2, NVP_STORAGE_F64X4,
   NVP_STORAGE_S8, NVP_STORAGE_S16, NVP_STORAGE_S32, NVP_STORAGE_S32X2,
   NVP_STORAGE_S32X4,
   NVP_STORAGE_S64, NVP_STORAGE_S64X2, NVP_STORAGE_S64X4,
   NVP_STORAGE_U8, NVP_STORAGE_U16, NVP_STORAGE_U32, NVP_STORAGE_U32X2,
   NVP_STORAGE_U32X4,
   NVP_STORAGE_U64, NVP_STORAGE_U64X2, NVP_STORAGE_U64X4,
   /* CVT's "F16"; a memory access with NV_gpu_program5_mem_extended */
   NVP_STORAGE_F16,
   /* NV_gpu_program5_mem_extended's vectors of 16- and 8-bit values */
   NVP_STORAGE_F16X2, NVP_STORAGE_F16X4,
   NVP_STORAGE_S8X2, NVP_STORAGE_S8X4, NVP_STORAGE_S16X2, NVP_STORAGE_S16X4,
   NVP_STORAGE_U8X2, NVP_STORAGE_U8X4, NVP_STORAGE_U16X2, NVP_STORAGE_U16X4,
   NVP_STORAGE_COUNT
};

/* Where a storage modifier exists (nvp_storage_info::gate). */
#define NVP_STORAGE_GP5  (1u << 0)  /* version 5 programs only */
/* on memory instructions, with OPTION NV_gpu_program5_mem_extended */
#define NVP_STORAGE_MEMX (1u << 2)

/* The data type (enum nvp_type), the bytes of a component (1, 2, 4, 8),
 * the components (1, 2, 4) and the NVP_STORAGE_GP5/FP64 gate of storage
 * modifier s. */
struct nvp_storage_info {
   const char *name;
   uint8_t type, bytes, count, gate;
};
const struct nvp_storage_info *nvp_storage_info(enum nvp_storage s);

/* MIN_PROGRAM_TEXEL_OFFSET_EXT and MAX_PROGRAM_TEXEL_OFFSET_EXT (the
 * values EXT_gpu_shader4 requires at least): the range of the unit tests
 * and tools; the GL passes its own (nvp_arb_limits), which
 * tex_offset[] holds down to NVP_GP4_TEXEL_OFFSET_BOUND. */
#define NVP_GP4_MIN_TEXEL_OFFSET (-8)
#define NVP_GP4_MAX_TEXEL_OFFSET 7
#define NVP_GP4_TEXEL_OFFSET_BOUND 128

/* NV_gpu_program4 MAX_PROGRAM_ATTRIB_COMPONENTS_NV and
 * MAX_PROGRAM_RESULT_COMPONENTS_NV: "The method of counting used
 * attribute binding components is implementation-dependent"; nvprog
 * counts each component of a binding that an operand's swizzle reads
 * (a write mask writes), once, and only the components the binding
 * defines: x of vertex.fogcoord (f,0,0,1), vertex.id and vertex.instance
 * (id,-,-,-), fragment.fogcoord and fragment.facing, result.fogcoord,
 * result.pointsize and result.clip[n] (f,*,*,*), z of result.depth; all
 * four of every other.  The limits are what a program can reach, so no
 * program fails on them:
 * - vertex attributes: 16 vectors (the conventional attribute and
 *   vertex.attrib[n] of one row of Table X.2.1 cannot both be bound) and
 *   vertex.id, vertex.instance: 16 * 4 + 2;
 * - fragment attributes: fragment.position, fragment.color.primary and
 *   .secondary, fragment.texcoord[0..7] (11 * 4), fragment.fogcoord,
 *   fragment.facing (2), fragment.attrib[0..15] (16 * 4),
 *   fragment.clip[0..5] (6) and primitive.id (1);
 * - vertex results: result.position, the four colors, result.texcoord
 *   [0..7] (13 * 4), result.fogcoord, result.pointsize and result.clip
 *   [0..5] (8), result.attrib[0..15] (16 * 4), result.id (1);
 * - fragment results: result.color[0..7] (8 * 4; LONG or SHORT, not
 *   both, for one buffer) and result.depth (1). */
#define NVP_GP4_VP_ATTRIB_COMPONENTS (16 * 4 + 2)
#define NVP_GP4_FP_ATTRIB_COMPONENTS (11 * 4 + 2 + NVP_GP4_NUM_GENERICS * 4 \
                                      + NVP_GP4_NUM_FRAG_CLIPS + 1)
#define NVP_GP4_VP_RESULT_COMPONENTS (13 * 4 + 8 + NVP_GP4_NUM_GENERICS * 4 \
                                      + 1)
#define NVP_GP4_FP_RESULT_COMPONENTS (NVP_FP_MAX_DRAW_BUFFERS * 4 + 1)

/* MUL's special modifiers (NV_gpu_program4 Table X.14). */
enum nvp_mul_mode {
   NVP_MUL_PLAIN = 0, NVP_MUL_S24, NVP_MUL_U24, NVP_MUL_HI,
};

/* An embedded or DEFINEd constant operand of an FP1.0 program, expanded
 * to four components: a scalar replicated, "{2}" as (2,0,0,1).  The sign
 * of a <signedScalarConstant> is in the value; "-{...}" is a negated
 * source instead.  Values are fp32 as the text gives them (1e40 is +INF,
 * denormals are flushed, keeping the sign). */
struct nvp_const {
   float value[4];
};

/* A DEFINE or DECLARE of an FP1.0 program, in text order. */
struct nvp_named_param {
   char *name;              /* NUL-terminated copy (names hold no NUL) */
   bool local;              /* DECLARE: a named local parameter, whose
                             * value ProgramNamedParameter4*NV changes;
                             * false: DEFINE, a named constant */
   bool scalar;             /* defined by a scalar constant */
   float value[4];          /* the DEFINE's value / the DECLARE's initial
                             * value: a scalar replicated, a vector
                             * expanded, (0,0,0,0) without "=" */
   uint32_t offset;         /* byte offset of the name in the text */
   uint32_t line, column;
};

/* ARB kinds: what a program parameter slot holds (the constant table:
 * NVP_FILE_PARAM index k reads nvp_program::params[k]). */
enum nvp_param_kind {
   NVP_PARAM_ENV,       /* program.env[index] */
   NVP_PARAM_LOCAL,     /* program.local[index] */
   NVP_PARAM_CONSTANT,  /* a literal: value[] */
   NVP_PARAM_STATE,     /* GL state: state[] (enum nvp_state_item ...) */
};

/* ARB_vertex_program state bindings (Table X.2.x), state[0] of a
 * NVP_PARAM_STATE slot; the other state[] entries as listed.  The state
 * tracker turns them into Mesa STATE_* references. */
enum nvp_state_item {
   /* state.material[.face].prop: [1] face 0 front 1 back, [2] enum
    * nvp_state_material */
   NVP_STATE_MATERIAL,
   /* state.light[n].prop: [1] n, [2] enum nvp_state_light */
   NVP_STATE_LIGHT,
   NVP_STATE_LIGHTMODEL_AMBIENT,     /* state.lightmodel.ambient */
   NVP_STATE_LIGHTMODEL_SCENECOLOR,  /* [1] face */
   /* state.lightprod[n][.face].prop: [1] n, [2] face, [3] 0 ambient,
    * 1 diffuse, 2 specular */
   NVP_STATE_LIGHTPROD,
   /* state.texgen[n].eye|object.s|t|r|q: [1] n, [2] 0 eye 1 object,
    * [3] 0..3 = s..q */
   NVP_STATE_TEXGEN,
   NVP_STATE_FOG_COLOR,              /* state.fog.color */
   NVP_STATE_FOG_PARAMS,             /* state.fog.params */
   NVP_STATE_CLIPPLANE,              /* state.clip[n].plane: [1] n */
   NVP_STATE_POINT_SIZE,             /* state.point.size */
   NVP_STATE_POINT_ATTENUATION,      /* state.point.attenuation */
   /* state.matrix.name[.modifier].row[r]: [1] enum nvp_state_matrix,
    * [2] its number (texture unit, program matrix), [3] 0 none,
    * 1 inverse, 2 transpose, 3 invtrans, [4] row r */
   NVP_STATE_MATRIX_ROW,
   /* ARB_fragment_program: state.texenv[n].color ([1] n) and
    * state.depth.range. */
   NVP_STATE_TEXENV_COLOR,
   NVP_STATE_DEPTH_RANGE,
};

enum nvp_state_material {
   NVP_MAT_AMBIENT, NVP_MAT_DIFFUSE, NVP_MAT_SPECULAR, NVP_MAT_EMISSION,
   NVP_MAT_SHININESS,
};

enum nvp_state_light {
   NVP_LIGHT_AMBIENT, NVP_LIGHT_DIFFUSE, NVP_LIGHT_SPECULAR,
   NVP_LIGHT_POSITION, NVP_LIGHT_ATTENUATION, NVP_LIGHT_SPOT_DIRECTION,
   NVP_LIGHT_HALF,
};

enum nvp_state_matrix {
   NVP_MATRIX_MODELVIEW, NVP_MATRIX_PROJECTION, NVP_MATRIX_MVP,
   NVP_MATRIX_TEXTURE, NVP_MATRIX_PALETTE, NVP_MATRIX_PROGRAM,
};

struct nvp_param {
   enum nvp_param_kind kind;
   int index;             /* ENV, LOCAL: the parameter number */
   uint16_t state[5];     /* STATE */
   float value[4];        /* CONSTANT */
   /* CONSTANT: the values as the text gives them, for NV_gpu_program5's
    * 64-bit floating-point operations (value[] is their fp32 rounding). */
   double dvalue[4];
   /* NV_gpu_program4 CONSTANT: bit c when component c was written as an
    * <intConstant>, whose 32 bits (two's complement when negated) are
    * ivalue[c]; the instruction's data type says which is read. */
   uint8_t int_mask;
   uint32_t ivalue[4];
   /* ... and, for NV_gpu_program5's 64-bit integer operations, the
    * same <intConstant>s in 64 bits */
   uint64_t ivalue64[4];
};

/* <vp2-instructionLabel>: "name:" before instruction 'instr'
 * (num_instrs when it ends the program). */
struct nvp_label {
   char *name;              /* NUL-terminated copy */
   unsigned instr;
   uint32_t offset;         /* byte offset of the name in the text */
   uint32_t line, column;
   /* NV_gpu_program5: "<instLabel> ::= <identifier> "SUBROUTINENUM" "("
    * <int> ")"": the number, -1 for a plain label. */
   int subroutine_num;
};

/* Where the subroutine starting at instruction 'start' ends for a call:
 * the next label after it, or the program's end (nvp_program.c): "If a
 * CAL instruction is executed and subsequent program execution reaches
 * an instruction label before a corresponding RET instruction is
 * executed, the subroutine call returns immediately" (NV_gpu_program4;
 * CALI "transfers control ... as described in CAL"). */
struct nvp_program;
unsigned nvp_label_body_end(const struct nvp_program *p, unsigned start);

/* NV_gpu_program5's SUBROUTINETYPE (ARB_shader_subroutine): the labels
 * a variable of the type may call, indices into nvp_program::labels in
 * the order declared, each once. */
struct nvp_subroutine_type {
   char *name;
   unsigned *labels;
   unsigned num_labels;
};

/* A SUBROUTINE variable: its type (an index into
 * nvp_program::subroutine_types) and the program.subroutine[] parameter
 * behind each of its 'size' members (1 for a single variable). */
struct nvp_subroutine_var {
   unsigned type;
   unsigned size;
   bool array;              /* declared with "[...]": used with a member */
   uint16_t *params;
};

struct nvp_program {
   enum nvp_kind kind;
   struct nvp_instr *instrs;
   unsigned num_instrs;

   /* Summaries the state tracker and emitter need. */
   uint32_t attribs_read;     /* bit n: v[n] is read */
   uint32_t outputs_written;  /* bit n: enum nvp_output n is written */
   uint64_t temps_used;       /* bit n: Rn is read or written */
   /* bit n: c[n] (ARB kinds: parameter slot n) read by absolute
    * address / written (state programs) */
   uint64_t params_read[NVP_ARB_NUM_PARAMS / 64];
   uint64_t params_written[NVP_ARB_NUM_PARAMS / 64];
   bool uses_relative;        /* some c[A0.x + n] read: all of c[] live */
   bool uses_address;         /* ARL present (VP2: ARL, ARR or ARA) */
   bool position_invariant;   /* OPTION NV_position_invariant (VP1.1,
                               * VP2.0) */

   /* NV_vertex_program2. */
   struct nvp_label *labels;  /* in text order */
   unsigned num_labels;
   /* "If a VP2 vertex program has an instruction label "main", program
    * execution begins with the instruction immediately following the
    * instruction label.  Otherwise, program execution begins with the
    * first instruction of the program." */
   unsigned entry;
   bool uses_cc;              /* some "C" update or condition test */
   bool uses_branches;        /* BRA, CAL or RET present */

   /* ARB kinds. */
   struct nvp_param *params;  /* CONST slots, NVP_FILE_PARAM index k */
   unsigned num_params;
   unsigned num_temps;        /* TEMP variables: R0..R<num_temps-1> */
   /* NV_gpu_program4 TEMP arrays ("TEMP t[4];"): the registers [base,
    * base + size), H registers where 'half' (SHORT in fragment
    * programs), in declaration order. */
   struct nvp_temp_array {
      uint8_t base, size;
      bool half;
   } temp_arrays[NVP_ARB_NUM_TEMPS + NVP_FP_NUM_TEMPS_H];
   unsigned num_temp_arrays;
   /* NV_gpu_program4 ATTRIB and OUTPUT arrays read or written
    * relatively: their members' bindings, an array's members
    * consecutive (nvp_src::array_base, nvp_dst::array_base). */
   struct nvp_src *array_attribs;
   unsigned num_array_attribs;
   struct nvp_dst *array_results;
   unsigned num_array_results;
   unsigned num_addrs;        /* ADDRESS variables: A0..A<num_addrs-1> */
   /* NV_vertex_program3: bit n of word n / 32, texture[n] */
   uint32_t tex_units_used[NVP_ARB_MAX_TEX_UNIT_NUM / 32];
   bool uses_cc1;             /* NV_vertex_program3: CC1 updated/tested */

   /* NV_fragment_program ("!!FP1.0").  For this kind attribs_read has a
    * bit per enum nvp_frag_attrib, outputs_written per enum
    * nvp_frag_output and temps_used per R register (read or written);
    * uses_cc is set as above. */
   uint64_t temps_h_used;     /* bit n: Hn is read or written */
   uint64_t locals_read;      /* bit n: p[n] is read */
   struct nvp_const *consts;  /* NVP_FILE_CONST operands (an entry may
                               * serve several) */
   unsigned num_consts;
   struct nvp_named_param *named; /* DEFINEs and DECLAREs, text order */
   unsigned num_named;
   /* Per texture image unit, the one target its TEX/TXP/TXD use ("fails
    * to load if multiple texture lookup instructions reference different
    * targets for the same texture image unit"); NONE when unused. */
   enum nvp_tex_target tex_targets[NVP_FP_NUM_TEX_UNITS];
   bool uses_kil;             /* KIL present */
   /* NV_fragment_program_option (ARB_fragment_program 3.11.4.5.2): the
    * fog option, 0 none, 1 ARB_fog_exp, 2 ARB_fog_exp2, 3
    * ARB_fog_linear; the params slots of state.fog.color and
    * state.fog.params the emitter reads for it. */
   uint8_t fog_option;
   int fog_color_slot, fog_params_slot;
   /* OPTION ARB_draw_buffers: result.color[n] for draw buffer n. */
   bool draw_buffers;
   /* OPTION ARB_fragment_coord_origin_upper_left /
    * ARB_fragment_coord_pixel_center_integer (fragment.position). */
   bool frag_coord_upper_left, frag_coord_integer;
   /* NV_fragment_program2: some IF, LOOP, REP, BRK, CAL or RET (labels,
    * entry and uses_branches as for VP2: uses_branches is CAL/RET). */
   bool uses_flow;
   unsigned reg_count;        /* the 64-register budget used (2 per R,
                               * o[COLR] and o[DEPR], 1 per H and
                               * o[COLH]) */

   /* NV_gpu_program4: bit n of sysvals_read: enum nvp_sysval n read;
    * the declared types of attribute registers (bit: attribute index;
    * vertex: 16 + n is vertex.attrib[n]; fragment: enum
    * nvp_frag_attrib, NVP_FRAG_GENERIC0 + n) and the fragment
    * interpolation modifiers; fragment.attrib[n] read (bit n). */
   uint32_t sysvals_read;
   uint32_t attribs_int, attribs_uint;
   uint32_t attribs_flat, attribs_centroid, attribs_noperspective;
   /* NV_gpu_program5: the "SAMPLE" interpolation modifier (bit as
    * attribs_flat's), and OPTION NV_early_fragment_tests. */
   uint32_t attribs_sample;
   /* NV_gpu_program5 vertex programs: the attributes (bit as
    * attribs_int's) declared "LONG ATTRIB", four 64-bit components each
    * (VertexAttribL*). */
   uint32_t attribs_long;
   bool early_fragment_tests;
   uint32_t generics_read;
   /* NV_fragment_program4: bit n, fragment.clip[n] read;
    * NV_vertex_program4: result.id written */
   uint32_t clips_read;
   bool vertex_id_written;
   /* NV_gpu_program4 PROGRAM_ATTRIB_COMPONENTS_NV and
    * PROGRAM_RESULT_COMPONENTS_NV: the attribute components read and the
    * result components written (nvp_arb_gp4_stages.c, count_components);
    * 0 for the other kinds. */
   unsigned attrib_components, result_components;
   /* NV_parameter_buffer_object: bit a when a BUFFER or BUFFER4
    * variable is bound to program.buffer[a]; buffers4 bit a for a
    * BUFFER4 one ("A program will fail to load if a variable declared
    * as "BUFFER" and another variable declared as "BUFFER4" use the same
    * buffer binding point"). */
   uint32_t buffers_bound, buffers4;
   /* bit a: a BUFFER variable on binding point a (the rule above), and
    * whether OPTION NV_parameter_buffer_object2 was given. */
   uint32_t buffers1;
   bool pabo2;
   /* A "!!NVvp5.0", "!!NVfp5.0" or "!!NVgp5.0" program (NV_gpu_program5):
    * the kind is the NV_gpu_program4 one of its stage. */
   bool gp5;
   /* NV_gpu_program5's subroutines: the types and variables declared,
    * and for each program.subroutine[n] up to the highest one a
    * variable binds (num_subroutine_params of them) the type of the
    * variables bound to it, -1 for none ("A program subroutine
    * parameter may only be assigned to subroutine variables of a single
    * SUBROUTINETYPE"). */
   struct nvp_subroutine_type *subroutine_types;
   unsigned num_subroutine_types;
   struct nvp_subroutine_var *subroutine_vars;
   unsigned num_subroutine_vars;
   int16_t *subroutine_param_type;
   unsigned num_subroutine_params;
   /* NV_gpu_program5: bit n, Rn was declared "LONG" ("Variables declared
    * as "LONG" will be represented with at least 64 bits per
    * component"). */
   uint64_t temps_long;
   /* OPTION NV_shader_buffer_load in a version 4 program ("it may use
    * the LOAD instruction"); version 5 programs have LOAD anyway. */
   bool buffer_load;
   /* OPTION NV_gpu_program5_mem_extended: the F16 and 8- and 16-bit
    * vector storage modifiers on loads and stores. */
   bool mem_extended;
   /* OPTION NV_shader_atomic_uint64 (or _int64): ATOM's 64-bit MIN, MAX,
    * AND, OR, XOR and S64 forms. */
   bool atomic_int64;
   /* Bit n: image unit n may be accessed by LOADIM, STOREIM or ATOMIM
    * (every member of an array indexed at run time). */
   uint8_t images_used;
   /* OPTION NV_shader_storage_buffer: STORAGE variables and LDB, STB,
    * ATOMB; storage_bound bit n: a variable on program.storage[n],
    * storage_written bit n: an STB or ATOMB writes it. */
   bool storage_buffer;
   uint16_t storage_bound, storage_written;
   /* OPTION NV_shader_atomic_float: the ADD and EXCH atomics on F32
    * (ATOM, ATOMS, ATOMB, ATOMIM). */
   bool atomic_float;

   /* NV_geometry_program4 (NVP_KIND_GP4_GP): the declarations, as GL
    * enum values (GL headers are not included here):
    *   prim_in   PRIMITIVE_IN: GL_POINTS 0x0000, GL_LINES 0x0001,
    *             GL_LINES_ADJACENCY_EXT 0x000A, GL_TRIANGLES 0x0004,
    *             GL_TRIANGLES_ADJACENCY_EXT 0x000C
    *   prim_out  PRIMITIVE_OUT: GL_POINTS 0x0000, GL_LINE_STRIP 0x0003,
    *             GL_TRIANGLE_STRIP 0x0005
    *   vertices_out  VERTICES_OUT, 1 .. max_vertices_out
    * and the generic results written (bit n: result.attrib[n],
    * NVP_GP_OUT_GENERIC0 + n, which outputs_written has no bit for; of
    * "!!NVvp4.0" programs too);
    * attribs_read has bit i for NVP_FILE_GEOM_ATTRIB index i below
    * NVP_GEOM_GENERIC0, generics_read bit n for vertex[m].attrib[n]. */
   struct {
      unsigned prim_in, prim_out, vertices_out;
      /* NV_gpu_program5's INVOCATIONS (1 without it) */
      unsigned invocations;
      uint32_t generics_written;
   } geometry;

   /* NV_tessellation_program5 (NVP_KIND_GP5_TCP, NVP_KIND_GP5_TEP):
    *   vertices_out  the control program's VERTICES_OUT
    *   mode          TESS_MODE: GL_TRIANGLES 0x0004, GL_QUADS 0x0007,
    *                 GL_ISOLINES 0x8E7A
    *   spacing       TESS_SPACING: GL_EQUAL 0x0202,
    *                 GL_FRACTIONAL_ODD 0x8E7B, GL_FRACTIONAL_EVEN 0x8E7C
    *                 ("If a program omits a spacing declaration, "EQUAL"
    *                 will be used")
    *   cw            TESS_VERTEX_ORDER CW ("CCW" by default)
    *   point_mode    TESS_POINT_MODE
    *   patch_read    bit i: NVP_FILE_TESS_PATCH index i read
    *   patch_written bit i: NVP_TESS_OUT0 + i written
    *   out_read      the control program reads the output patch
    *                 (vertex.out or primitive.out) */
   struct {
      unsigned vertices_out, mode, spacing;
      bool cw, point_mode, out_read;
      uint64_t patch_read, patch_written;
   } tess;

   /* NV_compute_program5 (NVP_KIND_GP5_CP):
    *   group_size      GROUP_SIZE's three dimensions (1 where not given)
    *   shared_memory   SHARED_MEMORY's bytes (0 without one)
    *   has_shared      a SHARED_MEMORY declaration was given
    *   uses_barrier    BAR is used */
   struct {
      unsigned group_size[3];
      unsigned shared_memory;
      bool has_shared, uses_barrier;
   } compute;
};

#define NVP_GL_POINTS                   0x0000
#define NVP_GL_LINES                    0x0001
#define NVP_GL_LINE_STRIP               0x0003
#define NVP_GL_TRIANGLES                0x0004
#define NVP_GL_TRIANGLE_STRIP           0x0005
#define NVP_GL_LINES_ADJACENCY_EXT      0x000A
#define NVP_GL_TRIANGLES_ADJACENCY_EXT  0x000C
#define NVP_GL_QUADS                    0x0007
#define NVP_GL_ISOLINES                 0x8E7A
#define NVP_GL_EQUAL                    0x0202
#define NVP_GL_FRACTIONAL_ODD           0x8E7B
#define NVP_GL_FRACTIONAL_EVEN          0x8E7C

/* The vertices of an input primitive of type prim_in (2.14.6.1: "one
 * to six vertices are available"); 0 for another value. */
static inline unsigned
nvp_geom_vertices_in(unsigned prim_in)
{
   switch (prim_in) {
   case NVP_GL_POINTS: return 1;
   case NVP_GL_LINES: return 2;
   case NVP_GL_TRIANGLES: return 3;
   case NVP_GL_LINES_ADJACENCY_EXT: return 4;
   case NVP_GL_TRIANGLES_ADJACENCY_EXT: return 6;
   default: return 0;
   }
}

/* A load failure: the GL error position is 'position', a byte offset
 * into the text (the text's length for whole-program rules). */
struct nvp_error {
   int32_t position;
   uint32_t line, column;
   char message[256];
};

/* One executed instruction of a VP2 run (not BRA, CAL or RET), as
 * nvp_execute_path records it (nvp.h). */
struct nvp_trace_step {
   unsigned instr;              /* index into nvp_program::instrs */
   /* Per source: the c[] register a relative read read; -1 when it read
    * (0,0,0,0) (out of range) or the source is no relative read. */
   int param[3];
};

#ifdef __cplusplus
}
#endif

/* NV_vertex_program3: the sampler slot (TGSI SAMP/SVIEW index, Mesa's
 * SamplerUnits index) of texture image unit 'unit', which the program
 * uses: the unit itself below NVP_ARB_MAX_TEX_UNITS, else the free slots
 * in the order of the units above it (a program uses at most
 * NVP_ARB_MAX_TEX_UNITS units, so one is free). */
unsigned nvp_vp_sampler_slot(const struct nvp_program *prog, unsigned unit);

#endif
