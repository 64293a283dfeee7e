/*
 * The token scanner shared by the nvprog parsers.
 *
 * The scanner works on demand from a byte position, so that a parser can
 * also take single characters (swizzle and mask components) out of what
 * would otherwise scan as one word: the NV grammars make every component
 * its own token ("." <component> <component> ...), but programs write
 * them run together ("xyzw").
 *
 * It never reads past 'len': the text is not NUL-terminated.
 */
#ifndef NVP_LEXER_H
#define NVP_LEXER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum nvp_tok {
   NVP_TOK_EOF,     /* end of the text (offset == len) */
   NVP_TOK_WORD,    /* [A-Za-z][A-Za-z0-9]*, or with word_underscore
                     * [A-Za-z_][A-Za-z0-9_]* */
   NVP_TOK_INT,     /* [0-9]+ */
   NVP_TOK_PUNCT,   /* one of ; , . [ ] + - (and with vp2_punct
                     * : | ( ) ) */
   NVP_TOK_BAD,     /* any other byte: NUL, non-ASCII, stray punctuation */
};

struct nvp_token {
   enum nvp_tok kind;
   size_t offset;      /* byte offset of the first character */
   size_t length;
   uint32_t line;      /* 1-based */
   uint32_t column;    /* 1-based, in bytes */
   uint32_t value;     /* NVP_TOK_INT: the value, saturated at UINT32_MAX */
};

struct nvp_lexer {
   const char *text;
   size_t len;

   /* Scan words with '_' (the identifier of an OPTION): set by the
    * parser before peeking at that one token.  '_' is an undefined
    * character everywhere else in the VP1 grammars. */
   bool word_underscore;

   /* NV_vertex_program2 punctuation: ":" of labels, "|" of absolute
    * values, "(" ")" of condition tests.  Undefined characters in the
    * VP1 grammars, so set only for "!!VP2.0". */
   bool vp2_punct;

   /* NV_fragment_program ("!!FP1.0"): words are <identifier>s, "one or
    * more letters ("A" through "Z", "a" through "z", "_", and "$") and
    * digits", which also makes "ADDXC_SAT" one token; punctuation adds
    * "|", "(", ")", "{", "}" and "=".  Numbers are read by the parser
    * itself (nvp_lexer_consume_to), since "1.5e-3" is one token. */
   bool fp;

   /* Everything before 'pos' is consumed; 'line' and 'line_start' hold
    * for 'pos'. */
   size_t pos;
   uint32_t line;
   size_t line_start;

   /* The next token, scanned once and kept until consumed: whitespace
    * and comments are skipped only once, so input of any size is
    * scanned in linear time. */
   bool have_peek;
   struct nvp_token peek;
   size_t peek_line_start;
};

void nvp_lexer_init(struct nvp_lexer *lx, const char *text, size_t len,
                    size_t start);

/* The next token, not consumed. */
const struct nvp_token *nvp_lexer_peek(struct nvp_lexer *lx);

/* Consume the next token and return it. */
struct nvp_token nvp_lexer_next(struct nvp_lexer *lx);

/* Consume only the first character of the next token, which must be a
 * word; the rest of the word is scanned again as the next token. */
void nvp_lexer_take_char(struct nvp_lexer *lx);

/* Consume the next token's text up to byte 'end' (on the same line, at
 * or past the token's first byte): the parser scanned it itself. */
void nvp_lexer_consume_to(struct nvp_lexer *lx, size_t end);

/* Is the token the punctuation character 'c' / the word 'w'? */
bool nvp_tok_is_punct(const struct nvp_lexer *lx, const struct nvp_token *t,
                      char c);
bool nvp_tok_is_word(const struct nvp_lexer *lx, const struct nvp_token *t,
                     const char *w);

/* Printable description of a token for messages ("'c'", "end of
 * program", "invalid character 0x00"); at most 'size' bytes with NUL. */
void nvp_tok_describe(const struct nvp_lexer *lx, const struct nvp_token *t,
                      char *buf, size_t size);

/* 1-based line and column of byte 'offset' (<= len), scanning from the
 * start: only for errors found after the whole text was read. */
void nvp_line_column(const char *text, size_t len, size_t offset,
                     uint32_t *line, uint32_t *column);

#endif
