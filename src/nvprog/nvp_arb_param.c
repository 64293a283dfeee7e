/*
 * Program parameter bindings of the ARB-style languages: state.*,
 * program.env/local and literal constants (Table X.2.x of
 * ARB_vertex_program section 2.14.3.2; each stage's state items are
 * arb_stage::state_items), the slots they take in nvp_program::params,
 * and the array indices every binding uses ("[n]", "[A0.x+n]").
 */
#include <string.h>

#include "nvp_arb.h"

/* The error when the next token is an <integer> at or past 'limit'. */
static bool
check_index_limit(struct arb_parser *p, unsigned limit, const char *what)
{
   const struct arb_token *t = arb_peek(p);

   if (t->kind != ARB_TOK_INT || t->value < limit)
      return true;
   if (limit == 0)
      return arb_fail_at(p, t, "no %s is supported", what);
   return arb_fail_at(p, t, "%s %u out of range (0 to %u)", what,
                      t->value, limit - 1);
}

/* "[" <integer> "]" below 'limit' (one past the largest). */
bool
arb_parse_index(struct arb_parser *p, unsigned limit, const char *what,
                uint32_t *n)
{
   if (!arb_expect_punct(p, '[') || !check_index_limit(p, limit, what))
      return false;
   return arb_expect_int(p, UINT32_MAX, what, n) &&
          arb_parse_range_end(p, limit, what, n) &&
          arb_expect_punct(p, ']');
}

bool
arb_parse_range_end(struct arb_parser *p, unsigned limit, const char *what,
                    uint32_t *n)
{
   struct arb_range *r = &p->range;

   r->what = what;
   r->lo = r->hi = *n;
   if (!arb_has(p, ARB_GP4) || !arb_is_punct(p, arb_peek(p), '.'))
      return true;
   /* NV_vertex_program4: "These bindings are available only in explicit
    * declarations of array variables." */
   if (!r->allowed) {
      return arb_fail_at(p, arb_peek(p), "a range [n..o] of bindings is "
                         "allowed only in an ATTRIB or OUTPUT array "
                         "declaration");
   }
   arb_next(p);
   if (!arb_expect_punct(p, '.') || !check_index_limit(p, limit, what))
      return false;
   const struct arb_token *t = arb_peek(p);
   /* "A program will fail to load if <n> is greater than <o>." */
   if (t->kind == ARB_TOK_INT && t->value < *n) {
      return arb_fail_at(p, t, "%s range %u..%u is not ascending", what,
                         *n, t->value);
   }
   if (!arb_expect_int(p, UINT32_MAX, what, &r->hi))
      return false;
   if (r->pick)
      *n = r->pick;
   return true;
}

/*
 * NV_gpu_program4's <arrayMemRel> (2.X.4.2): "a scalar integer operand
 * and an optional constant offset".  It has no ADDRESS variables (issue
 * 10: "declared array variables are the only way to get relative
 * addressing"): the operand is a TEMP with a <scalarSuffix>, read as an
 * integer, and "The set of constant offsets supported for relative
 * addressing is limited to values in the range [0,<n>-1], where <n> is
 * the size of the array.  A program will fail to load if it specifies an
 * offset outside that range."
 */
static bool
parse_gp4_rel(struct arb_parser *p, const struct arb_symbol *sym, int size,
              struct nvp_src *src)
{
   src->addr_file = sym->fp16 ? NVP_FILE_TEMP_H : NVP_FILE_TEMP;
   const struct arb_token *t = arb_peek(p);
   int c = t->kind == ARB_TOK_WORD && t->length == 1 ?
           arb_component(p, t, 0) : -1;
   if (c < 0)
      return arb_fail_expected(p, "one component (a scalar operand)");
   src->addr_comp = (uint8_t)c;
   arb_next(p);

   bool plus = arb_accept_punct(p, '+');
   bool minus = !plus && arb_accept_punct(p, '-');
   if (!plus && !minus)
      return true;
   t = arb_peek(p);
   if (t->kind == ARB_TOK_INT &&
       (t->value >= (uint32_t)size || (minus && t->value != 0))) {
      return arb_fail_at(p, t, "relative offset %s%u out of range (0 to "
                         "%d)", minus ? "-" : "", t->value, size - 1);
   }
   uint32_t off;
   if (!arb_expect_int(p, UINT32_MAX, "an array offset", &off))
      return false;
   src->index = (int)off;
   return true;
}

bool
arb_parse_array_rel(struct arb_parser *p, int size, struct nvp_src *src)
{
   const struct arb_token *t = arb_peek(p);
   const struct arb_symbol *sym = arb_lookup(p, t);
   bool gp4 = size >= 0 && arb_has(p, ARB_GP4);

   if (!sym || sym->kind != (gp4 ? ARB_SYM_TEMP : ARB_SYM_ADDRESS)) {
      return arb_fail_expected(p, gp4 ? "an array index or an integer TEMP "
                                        "component" :
                                        "an array index or an ADDRESS "
                                        "variable");
   }
   /* 2.X.4.2: "the GL evaluates the specified integer scalar operand":
    * a variable declared FLOAT is not read as an integer (2.X.3.1's
    * declared type rule; either integer type is one; not under
    * .NTC). */
   if (gp4 && sym->type == NVP_TYPE_FLOAT && !p->no_type_check) {
      return arb_fail_at(p, t, "'%.*s' is declared FLOAT and read as an "
                         "integer array index",
                         t->length > 32 ? 32 : (int)t->length,
                         p->text + t->offset);
   }
   /* <arrayMemReg> ::= <addrUseS> ::= <addrVarName> <scalarSuffix>: a
    * variable, not an array member */
   if (gp4 && sym->size) {
      return arb_fail_at(p, t, "'%.*s' is an array: an array index is a "
                         "TEMP that is not an array",
                         t->length > 32 ? 32 : (int)t->length,
                         p->text + t->offset);
   }
   arb_next(p);
   src->relative = true;
   src->addr_index = (uint8_t)sym->index;
   src->index = 0;
   if (!arb_expect_punct(p, '.'))
      return false;
   if (gp4)
      return parse_gp4_rel(p, sym, size, src);
   /* <scalarAddrSuffix> ::= "." <addrComponent>; "<addrComponent> ::=
    * <xyzwComponent> (*** instead of "x")". */
   t = arb_peek(p);
   const char *c = t->kind == ARB_TOK_WORD && t->length == 1 ?
                   strchr("xyzw", p->text[t->offset]) : NULL;
   bool nv = arb_has(p, ARB_NV);
   if (!c || (!nv && *c != 'x')) {
      return arb_fail_expected(p, nv ? "an address component (x, y, z or "
                               "w)" : "an address component (x)");
   }
   src->addr_comp = (uint8_t)(c - "xyzw");
   arb_next(p);

   /* <arrayMemRelOffset>: ARB_vertex_program's "[0,63]" after "+",
    * "[0,64]" after "-".  NV_vertex_program2_option's grammar (which
    * NV_vertex_program3 takes) drops those bounds: "<arrayMemRelOffset>
    * ::= (empty) | "+" <integer> | "-" <integer>", as wined3d's
    * C[A0.x + 254] needs; nvprog takes up to NVP_ARB_NV_MAX_REL_OFFSET,
    * past which every index is outside any array (a read of (0,0,0,0)). */
   bool plus = arb_accept_punct(p, '+');
   bool minus = !plus && arb_accept_punct(p, '-');
   if (plus || minus) {
      uint32_t off;
      uint32_t max = nv ? NVP_ARB_NV_MAX_REL_OFFSET : plus ? 63 : 64;
      if (!arb_expect_int(p, max, "an address offset", &off))
         return false;
      src->index = plus ? (int)off : -(int)off;
   }
   return true;
}

/* ---- program parameters --------------------------------------------- */

int
arb_add_param(struct arb_parser *p, const struct nvp_param *param)
{
   struct nvp_program *prog = p->prog;
   unsigned max = p->limits->max_params < NVP_ARB_NUM_PARAMS ?
                  p->limits->max_params : NVP_ARB_NUM_PARAMS;

   if (prog->num_params >= max)
      return -1;
   struct nvp_param *a = nvp_grow(prog->params, &p->params_cap,
                                  prog->num_params, sizeof(*a), 16);
   if (!a)
      return -1;
   prog->params = a;
   prog->params[prog->num_params] = *param;
   return (int)prog->num_params++;
}

/* An inline binding's slot: an equal one is shared. */
static int
find_or_add_param(struct arb_parser *p, const struct nvp_param *param)
{
   for (unsigned i = 0; i < p->prog->num_params; i++) {
      if (memcmp(&p->prog->params[i], param, sizeof(*param)) == 0)
         return (int)i;
   }
   return arb_add_param(p, param);
}

static bool
add_params(struct arb_parser *p, const struct arb_token *at,
           const struct nvp_param *params, unsigned n, bool share,
           int *first)
{
   for (unsigned i = 0; i < n; i++) {
      int k = share ? find_or_add_param(p, &params[i])
                    : arb_add_param(p, &params[i]);
      if (k < 0) {
         return arb_fail_at(p, at, "more than %u program parameters",
                            p->limits->max_params < NVP_ARB_NUM_PARAMS ?
                            p->limits->max_params : NVP_ARB_NUM_PARAMS);
      }
      if (i == 0)
         *first = k;
   }
   return true;
}

/* <signedConstantScalar> / <constantScalar> (sign handled by the
 * caller) into component c of param.  NV_gpu_program4 also keeps an
 * <intConstant>'s 32 bits (param->int_mask, ivalue). */
static bool
parse_number(struct arb_parser *p, struct nvp_param *param, unsigned c,
             const struct arb_token *sign)
{
   const struct arb_token *t = arb_peek(p);

   if (t->kind != ARB_TOK_INT && t->kind != ARB_TOK_FLOAT)
      return arb_fail_expected(p, "a number");
   param->value[c] = (float)t->fvalue;
   param->dvalue[c] = t->fvalue;
   if (arb_has(p, ARB_GP4)) {
      /* NV_gpu_program4 2.X.3.3: "A program will fail to load if it
       * specifies a floating-point constant value (matching the
       * <floatConstant> grammar rule) that should be interpreted as a
       * signed or unsigned integer, or a negative integer constant value
       * that should be interpreted as an unsigned integer."  Constants
       * read as integers keep their 32 bits. */
      bool integer = p->operand_type == NVP_TYPE_INT ||
                     p->operand_type == NVP_TYPE_UINT;
      if (integer && t->kind == ARB_TOK_FLOAT) {
         return arb_fail_at(p, t, "a floating-point constant where %s "
                            "integer is expected", p->operand_type ==
                            NVP_TYPE_INT ? "a signed" : "an unsigned");
      }
      if (sign && p->operand_type == NVP_TYPE_UINT) {
         return arb_fail_at(p, sign, "a negative constant where an "
                            "unsigned integer is expected");
      }
      if (t->kind == ARB_TOK_INT && integer) {
         param->int_mask |= (uint8_t)(1u << c);
         param->ivalue[c] = t->value;
         param->ivalue64[c] = t->value64;
      }
   }
   arb_next(p);
   return true;
}

static bool
parse_signed_number(struct arb_parser *p, struct nvp_param *param,
                    unsigned c)
{
   const struct arb_token sign = *arb_peek(p);
   bool neg = arb_accept_punct(p, '-');
   if (!neg)
      arb_accept_punct(p, '+');
   if (!parse_number(p, param, c, neg ? &sign : NULL))
      return false;
   if (neg) {
      param->value[c] = -param->value[c];
      param->dvalue[c] = -param->dvalue[c];
      param->ivalue[c] = 0u - param->ivalue[c];
      param->ivalue64[c] = 0u - param->ivalue64[c];
   }
   return true;
}

/* <constantVector> ::= "{" one to four <signedConstantScalar> "}";
 * missing components are (x, 0, 0, 1). */
static bool
parse_constant_vector(struct arb_parser *p, struct nvp_param *param)
{
   static const float defaults[4] = { 0.0f, 0.0f, 0.0f, 1.0f };
   unsigned n = 0;

   memset(param, 0, sizeof(*param));
   param->kind = NVP_PARAM_CONSTANT;
   memcpy(param->value, defaults, sizeof(defaults));
   param->dvalue[3] = 1.0;
   if (!arb_expect_punct(p, '{'))
      return false;
   for (unsigned i = 0; i < 4; i++) {
      if (i > 0 && !arb_accept_punct(p, ','))
         break;
      if (!parse_signed_number(p, param, i))
         return false;
      n++;
   }
   /* An integer vector's missing components are integers too. */
   if (param->int_mask && param->int_mask == (1u << n) - 1) {
      param->int_mask = 0xf;
      param->ivalue[3] = n < 4 ? 1 : param->ivalue[3];
      param->ivalue64[3] = n < 4 ? 1 : param->ivalue64[3];
   }
   return arb_expect_punct(p, '}');
}

/* "program" "." ("env"|"local") "[" n [".." m] "]": the range [*lo, *hi]
 * (one number unless 'range'). */
static bool
parse_program_item(struct arb_parser *p, bool range, struct nvp_param *param,
                   uint32_t *lo, uint32_t *hi)
{
   static const char *const spaces[] = { "env", "local" };

   memset(param, 0, sizeof(*param));
   if (!arb_expect_word(p, "program") || !arb_expect_punct(p, '.'))
      return false;
   /* NV_parameter_buffer_object: ""program.buffer[...]" cannot appear
    * as an instruction operand; it is only valid as a BUFFER/BUFFER4
    * initializer" (nor in a PARAM). */
   if (arb_has(p, ARB_GP4) && arb_is_word(p, arb_peek(p), "buffer")) {
      return arb_fail_at(p, arb_peek(p), "a program.buffer binding "
                         "initializes a BUFFER or BUFFER4 variable only");
   }
   int k = ARB_ONE_OF(p, spaces);
   if (k < 0)
      return arb_fail_expected(p, "'env' or 'local'");
   param->kind = k == 0 ? NVP_PARAM_ENV : NVP_PARAM_LOCAL;
   unsigned limit = k == 0 ? p->limits->max_env_params
                           : p->limits->max_local_params;
   const char *what = k == 0 ? "environment parameter"
                             : "local parameter";
   if (!arb_expect_punct(p, '[') || !check_index_limit(p, limit, what))
      return false;
   if (!arb_expect_int(p, UINT32_MAX, what, lo))
      return false;
   *hi = *lo;
   if (range && arb_is_punct(p, arb_peek(p), '.')) {
      /* ".." */
      arb_next(p);
      if (!arb_expect_punct(p, '.'))
         return false;
      const struct arb_token *t = arb_peek(p);
      if (t->kind == ARB_TOK_INT && (t->value >= limit || t->value < *lo)) {
         return arb_fail_at(p, t, "%s range %u..%u invalid (0 to %u, "
                            "ascending)", what, *lo, t->value, limit - 1);
      }
      if (!arb_expect_int(p, UINT32_MAX, what, hi))
         return false;
   }
   return arb_expect_punct(p, ']');
}

/* state.matrix...: the rows [*lo, *hi] of one matrix (all four unless
 * ".row[...]"); 'multiple' allows no row and ranges. */
static bool
parse_state_matrix(struct arb_parser *p, bool multiple,
                   struct nvp_param *param, uint32_t *lo, uint32_t *hi)
{
   static const char *const names[] = {
      [NVP_MATRIX_MODELVIEW] = "modelview",
      [NVP_MATRIX_PROJECTION] = "projection", [NVP_MATRIX_MVP] = "mvp",
      [NVP_MATRIX_TEXTURE] = "texture", [NVP_MATRIX_PALETTE] = "palette",
      [NVP_MATRIX_PROGRAM] = "program",
   };
   static const char *const modifiers[] = {
      NULL, "inverse", "transpose", "invtrans",
   };
   static const char *const row[] = { "row" };
   uint32_t n = 0;

   param->state[0] = NVP_STATE_MATRIX_ROW;
   int m = ARB_ONE_OF(p, names);
   if (m < 0)
      return arb_fail_expected(p, "a matrix name");
   param->state[1] = (uint16_t)m;
   switch (m) {
   case NVP_MATRIX_MODELVIEW:
      /* <stateModMatNum> [0,MAX_VERTEX_UNITS_ARB-1]: modelview[0] is
       * the modelview matrix without vertex blending. */
      if (arb_is_punct(p, arb_peek(p), '[') &&
          !arb_parse_index(p, p->limits->max_vertex_units ?
                       p->limits->max_vertex_units : 1,
                       "modelview matrix", &n))
         return false;
      break;
   case NVP_MATRIX_TEXTURE:
      if (arb_is_punct(p, arb_peek(p), '[') &&
          !arb_parse_index(p, p->limits->max_texture_coords,
                       "texture matrix", &n))
         return false;
      break;
   case NVP_MATRIX_PALETTE:
      if (!arb_parse_index(p, p->limits->max_palette_matrices,
                       "palette matrix", &n))
         return false;
      break;
   case NVP_MATRIX_PROGRAM:
      if (!arb_parse_index(p, p->limits->max_program_matrices,
                       "program matrix", &n))
         return false;
      break;
   default:
      break;
   }
   param->state[2] = (uint16_t)n;
   int mod = ARB_DOT_ONE_OF(p, modifiers);
   param->state[3] = (uint16_t)(mod < 0 ? 0 : mod);

   *lo = 0;
   *hi = 3;
   if (ARB_DOT_ONE_OF(p, row) < 0) {
      if (!multiple)
         return arb_fail_expected(p, "'.row[n]' (a single matrix row)");
      return true;
   }
   if (!arb_expect_punct(p, '[') ||
       !arb_expect_int(p, 3, "a matrix row", lo))
      return false;
   *hi = *lo;
   if (multiple && arb_accept_punct(p, '.')) {
      if (!arb_expect_punct(p, '.'))
         return false;
      const struct arb_token *t = arb_peek(p);
      if (t->kind == ARB_TOK_INT && t->value < *lo) {
         return arb_fail_at(p, t, "matrix rows %u..%u are not ascending",
                            *lo, t->value);
      }
      if (!arb_expect_int(p, 3, "a matrix row", hi))
         return false;
   }
   return arb_expect_punct(p, ']');
}

/* "state" "." <stateSingleItem> (or, 'multiple', <stateMultipleItem>):
 * the parameter and, for matrices, the rows. */
static bool
parse_state_item(struct arb_parser *p, bool multiple,
                 struct nvp_param *param, uint32_t *lo, uint32_t *hi)
{
   static const char *const items[] = {
      "material", "light", "lightmodel", "lightprod", "fog", "matrix",
      "texgen", "clip", "point", "texenv", "depth",
   };
   static const char *const faces[] = { "front", "back" };
   static const char *const mat_props[] = {
      [NVP_MAT_AMBIENT] = "ambient", [NVP_MAT_DIFFUSE] = "diffuse",
      [NVP_MAT_SPECULAR] = "specular", [NVP_MAT_EMISSION] = "emission",
      [NVP_MAT_SHININESS] = "shininess",
   };
   static const char *const light_props[] = {
      [NVP_LIGHT_AMBIENT] = "ambient", [NVP_LIGHT_DIFFUSE] = "diffuse",
      [NVP_LIGHT_SPECULAR] = "specular", [NVP_LIGHT_POSITION] = "position",
      [NVP_LIGHT_ATTENUATION] = "attenuation",
      [NVP_LIGHT_SPOT_DIRECTION] = "spot", [NVP_LIGHT_HALF] = "half",
   };
   static const char *const lmodel[] = { "ambient", "scenecolor" };
   static const char *const prod_props[] = {
      "ambient", "diffuse", "specular",
   };
   static const char *const fog_props[] = { "color", "params" };
   static const char *const texgen_types[] = { "eye", "object" };
   static const char *const coords[] = { "s", "t", "r", "q" };
   static const char *const point_props[] = { "size", "attenuation" };
   uint32_t n = 0;
   int k, face;

   memset(param, 0, sizeof(*param));
   param->kind = NVP_PARAM_STATE;
   *lo = *hi = 0;
   if (!arb_expect_word(p, "state") || !arb_expect_punct(p, '.'))
      return false;
   struct arb_mark before = arb_mark(p);
   int item = ARB_ONE_OF(p, items);
   /* ARB_fragment_program's <stateSingleItem> has texenv and depth, not
    * clip and point; ARB_vertex_program's the other way round. */
   if (item >= 0 && !(p->stage->state_items & (1u << item))) {
      arb_reset(p, &before);
      item = -1;
   }
   switch (item) {
   case 0:   /* material[.face].property */
      param->state[0] = NVP_STATE_MATERIAL;
      face = ARB_DOT_ONE_OF(p, faces);
      param->state[1] = (uint16_t)(face < 0 ? 0 : face);
      if (!arb_expect_punct(p, '.') || (k = ARB_ONE_OF(p, mat_props)) < 0)
         return arb_fail_expected(p, "a material property");
      param->state[2] = (uint16_t)k;
      return true;
   case 1:   /* light[n].property */
      param->state[0] = NVP_STATE_LIGHT;
      if (!arb_parse_index(p, p->limits->max_lights, "light", &n) ||
          !arb_expect_punct(p, '.'))
         return false;
      param->state[1] = (uint16_t)n;
      if ((k = ARB_ONE_OF(p, light_props)) < 0)
         return arb_fail_expected(p, "a light property");
      param->state[2] = (uint16_t)k;
      if (k == NVP_LIGHT_SPOT_DIRECTION) {
         return arb_expect_punct(p, '.') &&
                arb_expect_word(p, "direction");
      }
      return true;
   case 2:   /* lightmodel.ambient | [.face].scenecolor */
      face = ARB_DOT_ONE_OF(p, faces);
      if (!arb_expect_punct(p, '.'))
         return false;
      k = face < 0 ? ARB_ONE_OF(p, lmodel) : (arb_accept_word(p, "scenecolor")
                                          ? 1 : -1);
      if (k < 0)
         return arb_fail_expected(p, face < 0 ? "'ambient' or "
                                  "'scenecolor'" : "'scenecolor'");
      param->state[0] = k == 0 ? NVP_STATE_LIGHTMODEL_AMBIENT
                               : NVP_STATE_LIGHTMODEL_SCENECOLOR;
      param->state[1] = (uint16_t)(face < 0 ? 0 : face);
      return true;
   case 3:   /* lightprod[n][.face].property */
      param->state[0] = NVP_STATE_LIGHTPROD;
      if (!arb_parse_index(p, p->limits->max_lights, "light", &n))
         return false;
      param->state[1] = (uint16_t)n;
      face = ARB_DOT_ONE_OF(p, faces);
      param->state[2] = (uint16_t)(face < 0 ? 0 : face);
      if (!arb_expect_punct(p, '.') || (k = ARB_ONE_OF(p, prod_props)) < 0)
         return arb_fail_expected(p, "'ambient', 'diffuse' or 'specular'");
      param->state[3] = (uint16_t)k;
      return true;
   case 4:   /* fog.color | fog.params */
      if (!arb_expect_punct(p, '.') || (k = ARB_ONE_OF(p, fog_props)) < 0)
         return arb_fail_expected(p, "'color' or 'params'");
      param->state[0] = k == 0 ? NVP_STATE_FOG_COLOR : NVP_STATE_FOG_PARAMS;
      return true;
   case 5:
      if (!arb_expect_punct(p, '.'))
         return false;
      return parse_state_matrix(p, multiple, param, lo, hi);
   case 6:   /* texgen[n].eye|object.s|t|r|q */
      param->state[0] = NVP_STATE_TEXGEN;
      if (arb_is_punct(p, arb_peek(p), '[') &&
          !arb_parse_index(p, p->limits->max_texture_coords,
                       "texture coordinate set", &n))
         return false;
      param->state[1] = (uint16_t)n;
      if (!arb_expect_punct(p, '.') || (k = ARB_ONE_OF(p, texgen_types)) < 0)
         return arb_fail_expected(p, "'eye' or 'object'");
      param->state[2] = (uint16_t)k;
      if (!arb_expect_punct(p, '.') || (k = ARB_ONE_OF(p, coords)) < 0)
         return arb_fail_expected(p, "'s', 't', 'r' or 'q'");
      param->state[3] = (uint16_t)k;
      return true;
   case 7:   /* clip[n].plane */
      param->state[0] = NVP_STATE_CLIPPLANE;
      if (!arb_parse_index(p, p->limits->max_clip_planes, "clip plane", &n))
         return false;
      param->state[1] = (uint16_t)n;
      return arb_expect_punct(p, '.') && arb_expect_word(p, "plane");
   case 8:   /* point.size | point.attenuation */
      if (!arb_expect_punct(p, '.') || (k = ARB_ONE_OF(p, point_props)) < 0)
         return arb_fail_expected(p, "'size' or 'attenuation'");
      param->state[0] = k == 0 ? NVP_STATE_POINT_SIZE
                               : NVP_STATE_POINT_ATTENUATION;
      return true;
   case 9:   /* texenv[n].color; "texenv.color" is unit 0 */
      param->state[0] = NVP_STATE_TEXENV_COLOR;
      if (arb_is_punct(p, arb_peek(p), '[') &&
          !arb_parse_index(p, p->limits->max_texture_coords,
                       "texture environment", &n))
         return false;
      param->state[1] = (uint16_t)n;
      return arb_expect_punct(p, '.') && arb_expect_word(p, "color");
   case 10:  /* depth.range */
      param->state[0] = NVP_STATE_DEPTH_RANGE;
      return arb_expect_punct(p, '.') && arb_expect_word(p, "range");
   default:
      return arb_fail_expected(p, "a state binding");
   }
}

/* One binding of 'multiple' slots at most: rows of a matrix, a range of
 * env/local parameters, or one item. */
static bool
parse_binding(struct arb_parser *p, bool multiple, bool share, int *first,
              unsigned *count, bool *is_scalar_const)
{
   const struct arb_token at = *arb_peek(p);
   struct nvp_param params[4], param;
   uint32_t lo = 0, hi = 0;

   *is_scalar_const = false;
   /* Slots are compared with memcmp: no stray padding bytes. */
   memset(params, 0, sizeof(params));
   if (arb_is_word(p, &at, "state")) {
      if (!parse_state_item(p, multiple, &param, &lo, &hi))
         return false;
      for (uint32_t r = lo; r <= hi; r++) {
         params[r - lo] = param;
         if (param.state[0] == NVP_STATE_MATRIX_ROW)
            params[r - lo].state[4] = (uint16_t)r;
      }
      *count = hi - lo + 1;
      return add_params(p, &at, params, *count, share, first);
   }
   if (arb_is_word(p, &at, "program")) {
      if (!parse_program_item(p, multiple, &param, &lo, &hi))
         return false;
      *count = hi - lo + 1;
      for (uint32_t i = lo; i <= hi; i++) {
         param.index = (int)i;
         if (!add_params(p, &at, &param, 1, share && lo == hi,
                         i == lo ? first : &(int){ 0 }))
            return false;
      }
      return true;
   }
   *count = 1;
   if (arb_is_punct(p, &at, '{')) {
      if (!parse_constant_vector(p, &param))
         return false;
   } else {
      memset(&param, 0, sizeof(param));
      param.kind = NVP_PARAM_CONSTANT;
      /* Inline scalars take their sign from the operand. */
      bool ok = share ? parse_number(p, &param, 0, NULL)
                      : parse_signed_number(p, &param, 0);
      if (!ok)
         return false;
      for (unsigned i = 1; i < 4; i++) {
         param.value[i] = param.value[0];
         param.dvalue[i] = param.dvalue[0];
         param.ivalue[i] = param.ivalue[0];
         param.ivalue64[i] = param.ivalue64[0];
      }
      if (param.int_mask)
         param.int_mask = 0xf;
      *is_scalar_const = true;
   }
   return add_params(p, &at, &param, 1, share, first);
}

bool
arb_parse_param_binding(struct arb_parser *p, bool multiple,
                        unsigned *count)
{
   int first;
   bool scalar;

   return parse_binding(p, multiple, false, &first, count, &scalar);
}

bool
arb_parse_inline_param(struct arb_parser *p, int *slot,
                       bool *is_scalar_const)
{
   unsigned count;

   return parse_binding(p, false, true, slot, &count, is_scalar_const);
}
