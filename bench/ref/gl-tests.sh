#!/bin/sh
# The GL tests in piglit's form (tests/piglit) against NVIDIA's driver,
# the reference implementation of every NV assembly language: the same
# test binaries, in the harness's EGL mode (harness-egl.c), on a machine
# with NVIDIA's driver and no X server.  A test that passes here and there
# agrees with NVIDIA on every value it checks; one that fails on NVIDIA
# names the value, and docs/conformance.md says which side the spec takes.
#
#   sh bench/ref/gl-tests.sh prepare [BUILD]   here: .ref/gl/ (ignored)
#   sh bench/ref/gl-tests.sh run OUTDIR        there, from a copy of the
#                                              tree with .ref/ and .gl/
#
# prepare copies each test binary once (the llvmpipe suite's commands;
# the driver and MESA_EXTENSION_OVERRIDE mean nothing to NVIDIA's) and
# the X libraries they link (EGL mode never opens a display).  run writes
# OUTDIR/gl-tests.log (every test's output) and OUTDIR/gl-tests.txt (a
# line per test: name and result).
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
case ${1:-} in
prepare)
   build=${2:-$top/build}
   dir=$top/.ref/gl
   rm -rf "$dir"
   mkdir -p "$dir/lib"
   meson introspect --tests "$build" | /usr/bin/python3 -c '
import json, sys
seen = set()
for t in json.load(sys.stdin):
    cmd = t["cmd"]
    if t["suite"] != ["nvprog:llvmpipe"] or "/tests/piglit/" not in cmd[0]:
        continue
    if cmd[0] in seen:
        continue
    seen.add(cmd[0])
    print(t["name"], cmd[0], " ".join(cmd[1:]))
' >"$dir/tests.txt"
   while read -r name bin args; do
      cp "$bin" "$dir/"
   done <"$dir/tests.txt"
   sed -i 's|[^ ]*/\(nvprog-[^ ]*\)| \1|' "$dir/tests.txt"
   first=$(sed -n '1s/^[^ ]* *\([^ ]*\).*/\1/p' "$dir/tests.txt")
   ldd "$dir/$first" | sed -n 's/.*=> \(\/[^ ]*\) .*/\1/p' |
      grep -v -e '/libGL' -e '/libc\.so' -e '/libm\.so' |
      while read -r lib; do cp -L "$lib" "$dir/lib/"; done
   echo "gl-tests.sh: $(wc -l <"$dir/tests.txt") tests in .ref/gl"
   ;;
run)
   out=$2
   mkdir -p "$out"
   . "$top/bench/ref/device-env.sh"
   dir=$top/.ref/gl
   # NVIDIA's driver runs geometry and tessellation programs and
   # NV_shader_buffer_store's instructions without naming these
   a="GL_NV_geometry_program4 GL_NV_tessellation_program5"
   export NVPT_ASSUME_EXTENSIONS="$a GL_NV_shader_buffer_store"
   : >"$out/gl-tests.log"
   : >"$out/gl-tests.txt"
   while read -r name bin args; do
      echo "=== $name" >>"$out/gl-tests.log"
      r=$(cd "$dir" && NVPT_EGL=1 LD_LIBRARY_PATH="$dir/lib" \
         timeout 20 "./$bin" $args 2>&1 | tee -a "$out/gl-tests.log" |
         sed -n 's/^PIGLIT: {"result": "\(.*\)"}/\1/p')
      echo "$name ${r:-crash}" >>"$out/gl-tests.txt"
   done <"$dir/tests.txt"
   for r in pass fail skip crash; do
      printf '%s %s\n' "$r" "$(grep -c " $r\$" "$out/gl-tests.txt" || :)"
   done
   ;;
*)
   echo "usage: gl-tests.sh prepare [BUILD] | run OUTDIR" >&2
   exit 2 ;;
esac
