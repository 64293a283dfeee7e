/*
 * nvprog-compile: the offline validator and compiler (nvpc_main.c;
 * docs/nvprog-compile.1).
 */
#include "nvpc.h"

int
main(int argc, char **argv)
{
   return nvpc_main(argc, argv, "nvprog-compile", 0);
}
