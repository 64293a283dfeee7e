/*
 * nvpc_main(): the driver of nvprog-compile (and nvp-check), the offline
 * validator and compiler.  Loads each file
 * as the GL would (language from the header, the GL's default limits or
 * the ones given), prints what fails as "file:line:column: error:
 * message" and, with --dump, what a program becomes.  Exit status as
 * compilers: 0 every file loads, 1 some file does not, 2 usage error or
 * unreadable file.  See docs/nvprog-compile.1.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "nvpc.h"
#include "nvp_ir.h"

struct options {
   const char *name;            /* for messages: argv[0]'s tool name */
   bool have_target;
   enum nvp_target target;
   unsigned dumps;              /* NVPC_DUMP_* bits */
   bool json;
   int caret;                   /* -1 auto, 0 never, 1 always */
   struct nvpc_limits limits;
};

static void
usage(FILE *f, const char *name)
{
   fprintf(f,
      "usage: %s [OPTION]... [FILE]...\n"
      "Load NV assembly programs as the GL would and report what fails.\n"
      "With no FILE, or FILE \"-\", read standard input.\n"
      "\n"
      "  --target=T        load as T: vp (!!VP1.0, !!VP1.1, !!VP2.0),\n"
      "                    vsp (!!VSP1.0), fp (!!FP1.0), arbvp\n"
      "                    (!!ARBvp1.0 with an NV option), arbfp\n"
      "                    (!!ARBfp1.0 with an NV option), arbgp\n"
      "                    (!!NVgp4.0), arbtcp (!!NVtcp5.0), arbtep\n"
      "                    (!!NVtep5.0), arbcp (!!NVcp5.0); default:\n"
      "                    from the header\n"
      "  --dump=WHAT       print what a loaded program becomes: ir, tgsi,\n"
      "                    nir (repeat or separate with commas)\n"
      "  --json            print one JSON array, an object per file\n"
      "  --caret, --no-caret\n"
      "                    show the source line and a caret under each\n"
      "                    error (default: when stdout is a terminal)\n"
      "  -h, --help        print this help\n"
      "\n"
      "Limits (default: the GL's, nvp_arb_default_limits):\n", name);
   nvpc_limits_help(f);
   fprintf(f,
      "\n"
      "Exit status: 0 every file loads, 1 some file fails to load,\n"
      "2 usage error or unreadable file.\n");
}

/* "ir,tgsi" into dump bits; false on an unknown name. */
static bool
parse_dumps(const char *list, unsigned *dumps)
{
   while (*list) {
      size_t n = strcspn(list, ",");
      unsigned i;
      for (i = 0; i < NVPC_DUMP_COUNT; i++) {
         const char *d = nvpc_dump_name(i);
         if (strlen(d) == n && strncmp(list, d, n) == 0)
            break;
      }
      if (i == NVPC_DUMP_COUNT)
         return false;
      *dumps |= 1u << i;
      list += n + (list[n] == ',');
   }
   return true;
}

/* "--NAME VALUE" or "--NAME=VALUE": the value, or NULL. */
static const char *
option_value(int argc, char **argv, int *i, const char *name)
{
   size_t n = strlen(name);

   if (strcmp(argv[*i], name) == 0)
      return *i + 1 < argc ? argv[++*i] : NULL;
   if (strncmp(argv[*i], name, n) == 0 && argv[*i][n] == '=')
      return argv[*i] + n + 1;
   return NULL;
}

static bool
is_option(const char *arg, const char *name)
{
   size_t n = strlen(name);
   return strncmp(arg, name, n) == 0 && (arg[n] == '\0' || arg[n] == '=');
}

/* The whole stream, any bytes; NULL with errno on failure. */
static char *
read_stream(FILE *f, size_t *len)
{
   char *data = NULL;
   size_t cap = 0, n = 0;

   for (;;) {
      if (n == cap) {
         char *p = realloc(data, cap ? cap * 2 : 65536);
         if (!p) {
            free(data);
            return NULL;
         }
         data = p;
         cap = cap ? cap * 2 : 65536;
      }
      size_t got = fread(data + n, 1, cap - n, f);
      n += got;
      if (got == 0)
         break;
   }
   if (ferror(f)) {
      free(data);
      errno = EIO;
      return NULL;
   }
   *len = n;
   return data;
}

static char *
read_input(const char *path, size_t *len)
{
   if (strcmp(path, "-") == 0)
      return read_stream(stdin, len);
   FILE *f = fopen(path, "rb");
   if (!f)
      return NULL;
   char *data = read_stream(f, len);
   int saved = errno;
   fclose(f);
   errno = saved;
   return data;
}

/* Loads one file into r (r->text stays the caller's to free). */
static void
compile(const struct options *o, const char *path, struct nvpc_result *r)
{
   memset(r, 0, sizeof(*r));
   r->file = strcmp(path, "-") == 0 ? "<stdin>" : path;
   char *text = read_input(path, &r->len);
   if (!text) {
      char msg[256];
      snprintf(msg, sizeof(msg), "cannot read: %s", strerror(errno));
      r->status = NVPC_UNREADABLE;
      nvpc_add_diag(r, "error", -1, 0, 0, msg);
      return;
   }
   r->text = text;

   const struct nvpc_language *lang = nvpc_detect(text, r->len);
   r->language = lang ? lang->header : NULL;
   r->have_target = o->have_target || lang;
   r->target = o->have_target ? o->target : lang ? lang->target : 0;
   if (!r->have_target) {
      char msg[256];
      snprintf(msg, sizeof(msg), "unknown program header: expected %s "
               "at the start of the program (or --target)",
               nvpc_header_list());
      r->status = NVPC_ERROR;
      nvpc_add_diag(r, "error", 0, 1, 1, msg);
      return;
   }

   struct nvp_error err;
   memset(&err, 0, sizeof(err));
   struct nvp_program *prog = nvpc_parse(r->target, text, r->len,
                                         &o->limits, &err);
   if (!prog) {
      r->status = NVPC_ERROR;
      nvpc_add_diag(r, "error", err.position, err.line, err.column,
                    err.message);
      return;
   }
   r->kind = nvp_kind_name(prog->kind);
   r->status = NVPC_OK;
   /* The GL routes such text to Mesa's own parser (nvst_arb_program.c);
    * nvprog reads it with NV_vertex_program2_option's grammar. */
   if (r->target == NVP_TARGET_ARB_VERTEX &&
       !nvp_kind_is_gp4(prog->kind) &&
       !nvp_arbvp_is_ours(text, r->len)) {
      nvpc_add_diag(r, "note", -1, 0, 0, "no NV option: the GL loads "
                    "this program with Mesa's ARB_vertex_program parser");
   }
   for (unsigned i = 0; i < NVPC_DUMP_COUNT; i++) {
      const char *note;
      char error[256], msg[320];
      if (!(o->dumps & (1u << i)))
         continue;
      r->dumps[i] = nvpc_dump(prog, 1u << i, &note, error, sizeof(error));
      if (note) {
         nvpc_add_diag(r, "note", -1, 0, 0, note);
      } else if (!r->dumps[i]) {
         /* The GL fails the load when the emitter does. */
         snprintf(msg, sizeof(msg), "cannot translate to %s: %s",
                  nvpc_dump_name(i), error[0] ? error : "out of memory");
         r->status = NVPC_ERROR;
         nvpc_add_diag(r, "error", -1, 0, 0, msg);
      }
   }
   nvp_program_free(prog);
}

static void
print_text(const struct options *o, const struct nvpc_result *r,
           bool headers)
{
   bool caret = o->caret < 0 ? isatty(STDOUT_FILENO) : o->caret;

   /* An unreadable file is no diagnostic of a program: stderr. */
   nvpc_print_diags(r->status == NVPC_UNREADABLE ? stderr : stdout, r,
                    caret);
   for (unsigned i = 0; i < NVPC_DUMP_COUNT; i++) {
      if (!r->dumps[i])
         continue;
      /* Several dumps in one output: say which is which. */
      if (headers)
         printf("==> %s: %s <==\n", r->file, nvpc_dump_name(i));
      fputs(r->dumps[i], stdout);
   }
}

static const int exit_codes[] = {
   [NVPC_OK] = 0, [NVPC_ERROR] = 1, [NVPC_UNREADABLE] = 2,
};

/* argv's options into o; the files are left in files[0 .. *count).
 * Returns -1 to go on, else the exit status. */
static int
parse_args(int argc, char **argv, struct options *o, const char **files,
           unsigned *count)
{
   bool dumps_given = false, only_files = false;
   const char *v;

   for (int i = 1; i < argc; i++) {
      const char *a = argv[i];
      int taken;
      if (only_files || a[0] != '-' || strcmp(a, "-") == 0) {
         files[(*count)++] = a;
      } else if (strcmp(a, "--") == 0) {
         only_files = true;
      } else if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
         usage(stdout, o->name);
         return 0;
      } else if (is_option(a, "--target")) {
         if (!(v = option_value(argc, argv, &i, "--target")) ||
             !nvpc_target_from_name(v, &o->target)) {
            fprintf(stderr, "%s: --target takes vp, vsp, fp, arbvp, "
                    "arbfp, arbgp, arbtcp, arbtep or arbcp\n", o->name);
            return 2;
         }
         o->have_target = true;
      } else if (is_option(a, "--dump")) {
         if (!dumps_given)
            o->dumps = 0;
         dumps_given = true;
         if (!(v = option_value(argc, argv, &i, "--dump")) ||
             !parse_dumps(v, &o->dumps)) {
            fprintf(stderr, "%s: --dump takes ir, tgsi or nir\n",
                    o->name);
            return 2;
         }
      } else if (strcmp(a, "--json") == 0) {
         o->json = true;
      } else if (strcmp(a, "--caret") == 0) {
         o->caret = 1;
      } else if (strcmp(a, "--no-caret") == 0) {
         o->caret = 0;
      } else if ((taken = nvpc_limits_option(&o->limits, argc, argv,
                                             &i)) != 0) {
         if (taken < 0)
            return 2;
      } else {
         fprintf(stderr, "%s: unknown option '%s' (see --help)\n",
                 o->name, a);
         return 2;
      }
   }
   if (*count == 0)
      files[(*count)++] = "-";
   return -1;
}

int
nvpc_main(int argc, char **argv, const char *name, unsigned default_dumps)
{
   struct options o = {
      .name = name, .dumps = default_dumps, .caret = -1,
   };
   const char **files = calloc((size_t)argc + 1, sizeof(*files));
   unsigned count = 0;
   int status;

   if (!files)
      return 2;
   nvpc_limits_init(&o.limits);
   status = parse_args(argc, argv, &o, files, &count);
   if (status >= 0) {
      free(files);
      return status;
   }

   struct nvpc_result *results = calloc(count, sizeof(*results));
   if (!results) {
      free(files);
      return 2;
   }
   unsigned num_dumps = __builtin_popcount(o.dumps);
   status = 0;
   for (unsigned i = 0; i < count; i++) {
      struct nvpc_result *r = &results[i];
      compile(&o, files[i], r);
      if (exit_codes[r->status] > status)
         status = exit_codes[r->status];
      if (!o.json)
         print_text(&o, r, count > 1 || num_dumps > 1);
      free((char *)r->text);
      r->text = NULL;
   }
   if (o.json)
      nvpc_print_json(stdout, results, count);

   for (unsigned i = 0; i < count; i++) {
      for (unsigned d = 0; d < NVPC_DUMP_COUNT; d++)
         free(results[i].dumps[d]);
   }
   free(results);
   free(files);
   nvpc_dump_finish();
   if (fflush(stdout) != 0)
      return 2;
   return status;
}
