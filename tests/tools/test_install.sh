#!/bin/sh
# make install's script into a scratch prefix (and a DESTDIR staging
# tree), then what a user does with the result: nvprog-compile checks a
# program, the installed nvprog-run runs glxinfo on the installed libGL on
# both drivers, with the build tree out of the way (NVPROG_BUILD unset,
# the tree moved elsewhere as a whole).  Every check prints what it
# compared; the first failure exits 1.
#
#   test_install.sh REPO BUILD
set -u
repo=$1
build=$(cd "$2" && pwd)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/nvprog-install.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
unset NVPROG_BUILD

fail() {
   echo "FAIL: $*"
   exit 1
}

prefix=$scratch/prefix
sh "$repo/scripts/install.sh" "$build" "$prefix" >/dev/null ||
   fail "install.sh exited $?"

expected="bin/nvprog-compile
bin/nvprog-run
lib/nvprog/libGL.so.1
lib/nvprog/libGL.so.1.5.0
lib/nvprog/libOSMesa.so.8
lib/nvprog/libOSMesa.so.8.0.0
share/man/man1/nvprog-compile.1"
got=$(cd "$prefix" && find . ! -type d | sed 's|^\./||' | sort)
[ "$got" = "$expected" ] || fail "installed files:
$got
expected:
$expected"
echo "ok: the seven installed files"

# DESTDIR: the same tree under the staging directory, nothing elsewhere.
DESTDIR=$scratch/stage sh "$repo/scripts/install.sh" "$build" /opt/nvprog \
   >/dev/null || fail "install.sh with DESTDIR exited $?"
got=$(cd "$scratch/stage" && find . ! -type d | sed 's|^\./||' | sort)
[ "$got" = "$(echo "$expected" | sed 's|^|opt/nvprog/|')" ] ||
   fail "DESTDIR tree: $got"
echo "ok: DESTDIR=stage PREFIX=/opt/nvprog"

# The validator, installed: a good program and a bad one.
printf '!!VP1.0\nMOV o[HPOS], v[OPOS];\nEND\n' > "$scratch/good.vp"
printf '!!VP1.0\nMOV o[HPOS], v[OPOS]\nEND\n' > "$scratch/bad.vp"
"$prefix/bin/nvprog-compile" "$scratch/good.vp" ||
   fail "nvprog-compile good.vp exited $?"
out=$("$prefix/bin/nvprog-compile" --no-caret "$scratch/bad.vp")
rc=$?
[ $rc = 1 ] || fail "nvprog-compile bad.vp exited $rc, expected 1"
case $out in
"$scratch/bad.vp:3:1: error: "*) ;;
*) fail "nvprog-compile bad.vp printed: $out" ;;
esac
echo "ok: nvprog-compile: $out"
[ -s "$prefix/share/man/man1/nvprog-compile.1" ] &&
   grep -q '^\.TH' "$prefix/share/man/man1/nvprog-compile.1" ||
   fail "the man page has no .TH"

# Moved as a whole: nvprog-run finds lib/nvprog beside its bin/.
mv "$prefix" "$scratch/moved"
prefix=$scratch/moved
for driver in llvmpipe softpipe; do
   out=$("$prefix/bin/nvprog-run" --driver $driver sh -c \
      'echo "LD_LIBRARY_PATH=$LD_LIBRARY_PATH"; glxinfo -B; glxinfo')
   rc=$?
   [ $rc = 0 ] || fail "$driver: glxinfo through the installed nvprog-run exited $rc"
   echo "$out" | grep -qx "LD_LIBRARY_PATH=$prefix/lib/nvprog\(:.*\)\?" ||
      fail "$driver: LD_LIBRARY_PATH is not the installed lib/nvprog"
   echo "$out" | grep -q "OpenGL renderer string: $driver" ||
      fail "$driver: glxinfo's renderer is not $driver"
   for ext in GL_NV_vertex_program2 GL_NV_fragment_program2; do
      echo "$out" | grep -qw "$ext" || fail "$driver: $ext not listed"
   done
   echo "ok: $driver: glxinfo on $prefix/lib/nvprog lists" \
        "GL_NV_vertex_program2 and GL_NV_fragment_program2"
done
out=$("$prefix/bin/nvprog-run" --stock true 2>&1)
[ $? = 2 ] || fail "--stock on an installed nvprog-run did not exit 2"
echo "ok: --stock refused: $out"
echo "install: all checks passed"
