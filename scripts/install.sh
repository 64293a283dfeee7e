#!/bin/sh
# nvprog: install what a user runs, from a built tree, under a prefix.
#
#   scripts/install.sh BUILD PREFIX      (make install PREFIX=... calls it)
#
# DESTDIR is honoured as packagers expect (files land in $DESTDIR$PREFIX).
#
#   PREFIX/lib/nvprog/libGL.so.1      nvprog's GLX libGL (Mesa's xlib
#                                     target with the NV programs)
#   PREFIX/lib/nvprog/libOSMesa.so.8  the same as OSMesa
#   PREFIX/bin/nvprog-run             runs a GL application on them
#   PREFIX/bin/nvprog-compile         the offline validator and compiler
#   PREFIX/share/man/man1/nvprog-compile.1
#
# The libraries go to a directory of their own, not beside the system's
# libGL: installing nvprog never changes what other applications load.
# nvprog-run finds them relative to itself (PREFIX/bin/../lib/nvprog), so
# the tree can be moved as a whole.
set -eu

if [ $# -ne 2 ]; then
   echo "usage: $0 BUILD PREFIX" >&2
   exit 2
fi
build=$1
prefix=$2
dest=${DESTDIR:-}
repo=$(cd "$(dirname "$0")/.." && pwd)

case $prefix in
/*) ;;
*) echo "install: PREFIX must be an absolute path ($prefix)" >&2; exit 2 ;;
esac

for f in src/targets/libGL.so.1 src/targets/libOSMesa.so.8 \
         src/tools/nvprog-compile; do
   if [ ! -e "$build/$f" ]; then
      echo "install: $build/$f does not exist; build first" >&2
      exit 2
   fi
done

libdir=$dest$prefix/lib/nvprog
bindir=$dest$prefix/bin
mandir=$dest$prefix/share/man/man1
install -d "$libdir" "$bindir" "$mandir"

# The real files and the sonames applications ask for (no development
# links: nothing links against nvprog, applications load libGL.so.1).
install -m 0755 "$(readlink -f "$build/src/targets/libGL.so.1")" \
   "$libdir/libGL.so.1.5.0"
ln -sf libGL.so.1.5.0 "$libdir/libGL.so.1"
install -m 0755 "$(readlink -f "$build/src/targets/libOSMesa.so.8")" \
   "$libdir/libOSMesa.so.8.0.0"
ln -sf libOSMesa.so.8.0.0 "$libdir/libOSMesa.so.8"

install -m 0755 "$build/src/tools/nvprog-compile" "$bindir/nvprog-compile"
install -m 0755 "$repo/nvprog-run" "$bindir/nvprog-run"
install -m 0644 "$repo/docs/nvprog-compile.1" "$mandir/nvprog-compile.1"

echo "installed under $dest$prefix:"
echo "  $prefix/bin/nvprog-run, $prefix/bin/nvprog-compile"
echo "  $prefix/lib/nvprog/libGL.so.1, $prefix/lib/nvprog/libOSMesa.so.8"
echo "  $prefix/share/man/man1/nvprog-compile.1"
