/*
 * nvp-check: the older name of nvprog-compile, kept for the scripts and
 * tests that call it.  Without --dump it prints the IR of a program
 * that loads, as it always did; everything else is nvprog-compile's
 * (diagnostics as "file:line:column: error: message", exit status 0, 1
 * or 2).
 */
#include "nvpc.h"

int
main(int argc, char **argv)
{
   return nvpc_main(argc, argv, "nvp-check", NVPC_DUMP_IR);
}
