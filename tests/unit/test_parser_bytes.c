/*
 * "No crash, no hang, no leak, whatever the bytes": the parser on every
 * prefix and on byte mutations of loadable programs of each vertex
 * language.
 *
 * Each text is copied into a heap block of exactly its length, so a read
 * past 'len' is an invalid read under valgrind (the "parser-bytes-
 * valgrind" test runs this program there, with leak checking).  For
 * every input the result must be one of:
 *   - a program (and then its dump is printable), or
 *   - NULL with an error whose position lies in [0, len], whose message
 *     is a non-empty NUL-terminated string, and whose line and column
 *     are those of the position;
 * parsing the same bytes again gives the same outcome, and a prefix that
 * stops before the end of the closing "END" never loads.
 *
 *   test_parser_bytes [--stride N]   (mutate every Nth byte; default 1)
 */
#include <stdlib.h>
#include <string.h>

#include "unit_common.h"

struct seed {
   enum nvp_target target;
   const char *text;
};

static const struct seed seeds[] = {
   { NVP_TARGET_VERTEX,
     "!!VP1.0\n"
     "# transform, light, skin\n"
     "ARL A0.x, v[WGHT].x;\n"
     "DP4 o[HPOS].x, c[0], v[OPOS];\n"
     "DP4 o[HPOS].y, c[1], v[0];\n"
     "DP4 o[HPOS].z, c[2], v[0];\n"
     "DP4 o[HPOS].w, c[3], v[0];\n"
     "DP3 R0.x, c[A0.x + 4], -v[NRML].xyzz;\n"
     "LIT R1, R0;\n"
     "MAD o[COL0].xyz, R1.y, c[A0.x - 2], R0.wwww;\n"
     "EXP R2, R0.w; LOG R3.xz, -R0.y;\n"
     "MOV o[TEX7], v[15]; MOV o[FOGC].x, R2; MOV o[PSIZ].x, R3.z;\n"
     "END\n" },
   { NVP_TARGET_VERTEX_STATE,
     "!!VSP1.0\n"
     "MUL R0, v[0].yxwz, c[12];\n"
     "RSQ c[1].x, R0.w; RCP c[2].y, -R0.x;\n"
     "MOV c[95], R0;\n"
     "END" },
   { NVP_TARGET_VERTEX,
     "!!VP1.1\n"
     "OPTION NV_position_invariant;\n"
     "DPH R0, v[3], c[7]; SUB R1, R0, c[8]; ABS R2, R1;\n"
     "RCC o[COL1].w, R2.x;\n"
     "END" },
   { NVP_TARGET_VERTEX,
     "!!VP2.0\n"
     "sub: SGTC R1, v[1], c[0];\n"
     "  RET (GT.xyzw);\n"
     "main:\n"
     "  ARAC A1.xy, A0;\n"
     "  ARR A0.xyzw, -|v[2]|;\n"
     "  CAL sub (NE.x);\n"
     "  MOV o[HPOS], c[A0.w + 255];\n"
     "  MOV o[COL0] (LE.zyxw), R1;\n"
     "  SSG o[CLP5].x, R1;\n"
     "  BRA main (FL);\n"
     "END" },
};

/* Bytes written over each position of each seed. */
static const unsigned char mutations[] = {
   0x00, 0x80, 0xff, 'x', ' ', '[', ']', ';', ',', '.', '-', '+', '9',
   '#', '\n', '\r', ':', '|', '(', ')', '!', 'A', 'o', 'v', 'c',
};

static unsigned inputs, loaded;

/* Parses 'len' bytes of a private heap copy of 'text'.  Fills *pos with
 * the error position, or -1 when the program loads. */
static void
parse_once(enum nvp_target target, const char *text, size_t len,
           int *pos, char *message, size_t message_size)
{
   /* malloc(0) may return NULL; one byte keeps the pointer valid while
    * still making every read at or past len invalid but that byte. */
   char *copy = malloc(len ? len : 1);
   struct nvp_error err;
   struct nvp_program *prog;

   memcpy(copy, text, len);
   memset(&err, 0x5a, sizeof(err));
   prog = nvp_parse(target, copy, len, &err);
   inputs++;
   if (prog) {
      char *dump = nvp_program_dump(prog);

      UNIT_CHECK(dump != NULL && dump[0], "loaded program has no dump");
      free(dump);
      nvp_program_free(prog);
      loaded++;
      *pos = -1;
      message[0] = '\0';
   } else {
      unsigned line, col;

      UNIT_CHECK(err.position >= 0 && (size_t) err.position <= len,
                 "error position %d outside [0, %zu]", err.position, len);
      UNIT_CHECK(memchr(err.message, '\0', sizeof(err.message)) != NULL,
                 "message not terminated");
      UNIT_CHECK(err.message[0] != '\0' && err.message[0] != 0x5a,
                 "empty message at %d", err.position);
      if (err.position >= 0 && (size_t) err.position <= len) {
         unit_line_column(copy, err.position, &line, &col);
         UNIT_CHECK(err.line == line && err.column == col,
                    "position %d is line %u column %u, error says %u:%u",
                    err.position, line, col, err.line, err.column);
      }
      *pos = err.position;
      snprintf(message, message_size, "%s", err.message);
   }
   free(copy);
}

/* One input: the checks of parse_once, twice, with the same outcome. */
static int
parse_checked(enum nvp_target target, const char *text, size_t len)
{
   int pos1, pos2;
   char msg1[256], msg2[256];

   parse_once(target, text, len, &pos1, msg1, sizeof(msg1));
   parse_once(target, text, len, &pos2, msg2, sizeof(msg2));
   UNIT_CHECK(pos1 == pos2 && strcmp(msg1, msg2) == 0,
              "two parses differ: %d '%s' then %d '%s'", pos1, msg1, pos2,
              msg2);
   return pos1;
}

static void
sweep(const struct seed *s, unsigned stride)
{
   size_t len = strlen(s->text);
   const char *end = strstr(s->text, "END");
   size_t end_len = (size_t) (end - s->text) + 3;
   char *buf = malloc(len + 1);

   /* The seed itself loads. */
   UNIT_CHECK(parse_checked(s->target, s->text, len) == -1,
              "seed does not load:\n%s", s->text);

   /* Every prefix; those without the whole END never load. */
   for (size_t n = 0; n < len; n++) {
      int pos = parse_checked(s->target, s->text, n);

      if (n < end_len)
         UNIT_CHECK(pos >= 0, "prefix of %zu bytes (no END) loaded", n);
   }

   /* One byte replaced, deleted or doubled. */
   for (size_t i = 0; i < len; i += stride) {
      for (unsigned m = 0; m < sizeof(mutations); m++) {
         memcpy(buf, s->text, len);
         buf[i] = (char) mutations[m];
         parse_checked(s->target, buf, len);
      }
      memcpy(buf, s->text, i);
      memcpy(buf + i, s->text + i + 1, len - i - 1);
      parse_checked(s->target, buf, len - 1);
      memcpy(buf, s->text, i + 1);
      memcpy(buf + i + 1, s->text + i, len - i);
      parse_checked(s->target, buf, len + 1);
   }
   free(buf);
}

int
main(int argc, char **argv)
{
   unsigned stride = 1;

   if (argc == 3 && strcmp(argv[1], "--stride") == 0)
      stride = (unsigned) atoi(argv[2]);
   if (stride == 0) {
      fprintf(stderr, "usage: test_parser_bytes [--stride N]\n");
      return 2;
   }
   for (unsigned i = 0; i < sizeof(seeds) / sizeof(seeds[0]); i++)
      sweep(&seeds[i], stride);
   printf("%u inputs (%u loaded), %u checks, %u failures\n", inputs,
          loaded, unit_checks, unit_failures);
   return unit_failures ? 1 : 0;
}
