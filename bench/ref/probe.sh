#!/bin/sh
# Questions for NVIDIA's driver that the specifications nvprog has do not
# answer (nv-probe.c says which), and the GL tests against it
# (gl-tests.sh).  Never part of `make check`.
#
#   sh bench/ref/probe.sh prepare [BUILD]   here: .ref/ (ignored)
#   sh bench/ref/probe.sh run OUTDIR        there, with .ref/ and .gl/
#   sh bench/ref/probe.sh followup OUTDIR   there: the second round
#
# run writes OUTDIR/info.txt (GPU, driver, extension string, program
# limits), probe-xfb.txt, probe-glsl.txt (NVIDIA's own assembly for the
# shaders of probes/glsl.txt), probe-asm.txt (probes/asm.txt loaded and
# run), probe-corpus.txt (every program file under tests/ loaded),
# glsl.bin (the program binaries) and gl-tests.{txt,log}.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
here=$top/bench/ref
case ${1:-} in
prepare)
   mkdir -p "$top/.ref"
   cc -std=c11 -D_GNU_SOURCE -O1 -Wall \
      -I"$top/subprojects/mesa-22.3.6/include" -o "$top/.ref/nv-probe" \
      "$here/nv-probe.c" "$top/tests/piglit/harness-egl.c" -lGL -ldl
   # every assembly program file of the tests, one record each
   (cd "$top" && find tests -type f \( -name '*.vp' -o -name '*.fp' -o \
       -name '*.gp' -o -name '*.tcp' -o -name '*.tep' -o -name '*.cp' \) |
       sort | while read -r f; do
          printf '### %s\n' "$f"; cat "$f"; echo
       done) >"$top/.ref/corpus.txt"
   sh "$here/gl-tests.sh" prepare "${2:-$top/build}"
   echo "probe.sh: .ref/nv-probe, $(grep -c '^### ' "$top/.ref/corpus.txt")" \
      "corpus programs"
   ;;
run)
   out=$2
   mkdir -p "$out"
   . "$top/bench/ref/device-env.sh"
   p=$top/.ref/nv-probe
   lib=$top/.ref/gl/lib
   nvidia-smi --query-gpu=name,driver_version --format=csv,noheader \
      >"$out/info.txt" 2>&1 || :
   LD_LIBRARY_PATH=$lib timeout 60 "$p" limits >>"$out/info.txt" 2>&1 || :
   LD_LIBRARY_PATH=$lib timeout 60 "$p" xfb >"$out/probe-xfb.txt" 2>&1 || :
   NVPROBE_BINARIES=$out/glsl.bin LD_LIBRARY_PATH=$lib timeout 120 "$p" \
      glsl "$here/probes/glsl.txt" >"$out/probe-glsl.txt" 2>&1 || :
   LD_LIBRARY_PATH=$lib timeout 120 "$p" asm "$here/probes/asm.txt" \
      >"$out/probe-asm.txt" 2>&1 || :
   LD_LIBRARY_PATH=$lib timeout 120 "$p" asm "$top/.ref/corpus.txt" \
      >"$out/probe-corpus.txt" 2>&1 || :
   wc -l "$out"/*.txt
   ;;
followup)
   # the second round: nv-probe xfb2 and every probes/followup-*.txt
   out=$2
   mkdir -p "$out"
   . "$top/bench/ref/device-env.sh"
   p=$top/.ref/nv-probe
   lib=$top/.ref/gl/lib
   LD_LIBRARY_PATH=$lib timeout 60 "$p" xfb2 >"$out/probe-xfb2.txt" 2>&1 ||
      :
   for f in "$here"/probes/followup-*.txt; do
      [ -f "$f" ] || continue
      LD_LIBRARY_PATH=$lib timeout 120 "$p" asm "$f" \
         >"$out/$(basename "$f")" 2>&1 || :
   done
   wc -l "$out"/*.txt
   ;;
*)
   echo "usage: probe.sh prepare [BUILD] | run OUTDIR" >&2
   exit 2 ;;
esac
