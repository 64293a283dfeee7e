#!/bin/sh
# Here, after `make build`: put what a GPU machine needs to draw the
# bench's equivalence frames with its vendor's GL into .ref/ (ignored):
# nvprog-bench and nvprog-demo as built, fp16-probe, and libOSMesa.so.8
# from osmesa-egl.c.  Also the frames and demo pictures of llvmpipe and
# softpipe, to compare with (compare.py).
#
#   sh bench/ref/prepare.sh [BUILD]
#
# Then, on the GPU machine, from a copy of this tree with .ref/ in it
# (and .gl/ with Debian's libegl1 libglvnd0 libopengl0 .debs where that
# machine has no glvnd loader):
#   sh bench/ref/run-device.sh OUTDIR
# and here:
#   bench/ref/compare.py OUTDIR/nvidia.frames .ref/llvmpipe.frames \
#      .ref/softpipe.frames
#   bench/ref/compare.py OUTDIR/demo-nvidia.png .ref/demo-llvmpipe.png \
#      .ref/demo-softpipe.png
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$top/build}
ref=$top/.ref

for p in libegl-dev libopengl-dev; do
   dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" ||
      DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
         --no-install-recommends "$p" >/dev/null
done
mkdir -p "$ref"
cp "$build/bench/nvprog-bench" "$build/demo/nvprog-demo" "$ref/"
# the demo's libpng, in case the GPU machine has none
cp -L "$(ldconfig -p | sed -n 's/.*libpng16.so.16 .*=> //p' | head -1)" \
   "$ref/"
cc -std=c11 -O2 -Wall -shared -fPIC -o "$ref/libOSMesa.so.8" \
   "$top/bench/ref/osmesa-egl.c" -lEGL -lOpenGL -ldl
cc -std=c11 -O2 -Wall -I"$top/subprojects/mesa-22.3.6/include" \
   -o "$ref/fp16-probe" "$top/bench/ref/fp16-probe.c" -lm \
   -L"$build/src/targets" -l:libOSMesa.so.8 \
   -Wl,-rpath,"$build/src/targets"
for d in llvmpipe softpipe; do
   GALLIUM_DRIVER=$d "$build/bench/nvprog-bench" --check-only --scale 0.01 \
      --dump "$ref/$d.frames" >"$ref/$d.log" 2>&1 || true
   GALLIUM_DRIVER=$d "$ref/fp16-probe" >>"$ref/$d.log" 2>&1 || true
   GALLIUM_DRIVER=$d "$build/demo/nvprog-demo" "$ref/demo-$d.png" \
      >>"$ref/$d.log" 2>&1 || true
done
echo "prepare.sh: .ref/ holds nvprog-bench, nvprog-demo, fp16-probe," \
   "libOSMesa.so.8 (EGL) and the llvmpipe and softpipe frames"
