#!/bin/sh
# On a machine with NVIDIA's driver: the bench's equivalence frames drawn
# by NVIDIA's own NV_vertex_program / NV_fragment_program implementation
# (the reference), through .ref/libOSMesa.so.8 (osmesa-egl.c) over EGL.
#
#   sh bench/ref/run-device.sh OUTDIR
#
# Needs .ref/ from prepare.sh, and glvnd's loaders: where the machine has
# none, Debian's libegl1 libglvnd0 libopengl0 .debs in .gl/ are unpacked
# first.  Writes OUTDIR/nvidia.frames, OUTDIR/demo-nvidia.png and
# OUTDIR/nvidia.log.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
out=$1
mkdir -p "$out"
. "$top/bench/ref/device-env.sh"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader \
   >"$out/nvidia.log" 2>&1
LD_LIBRARY_PATH="$top/.ref" GALLIUM_DRIVER=nvidia \
   "$top/.ref/nvprog-bench" --check-only --scale 0.01 \
   --dump "$out/nvidia.frames" >>"$out/nvidia.log" 2>&1
echo "nvprog-bench exit $?" >>"$out/nvidia.log"
LD_LIBRARY_PATH="$top/.ref" "$top/.ref/fp16-probe" >>"$out/nvidia.log" 2>&1
LD_LIBRARY_PATH="$top/.ref" "$top/.ref/nvprog-demo" "$out/demo-nvidia.png" \
   >>"$out/nvidia.log" 2>&1
cat "$out/nvidia.log"
