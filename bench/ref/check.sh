#!/bin/sh
# make check (meson tests bench-reference-llvmpipe/-softpipe): the bench's
# equivalence frames of nvprog's NV programs against the same frames drawn
# by NVIDIA's driver (nvidia-h200.frames.gz, from run-device.sh on an H200,
# driver 580.159.04), shading compared on interior pixels.
#
#   check.sh BUILD/bench/nvprog-bench      (GALLIUM_DRIVER picks ours)
#
# Tolerance 1/255 per channel, except fp1-light-fp16: its H arithmetic
# leaves NVIDIA's frame up to 4/255 from NVIDIA's own fp32 frame and ours
# up to 3/255 from ours, in different directions (NVIDIA's conversions
# to fp16 are ours, fp16-probe.c; its compiler reassociates H
# arithmetic), 5/255 apart at most.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
frames=$(mktemp)
trap 'rm -f "$frames"' EXIT
"$1" --check-only --scale 0.01 --dump "$frames" >/dev/null
/usr/bin/python3 "$here/compare.py" --case-tol fp1-light-fp16=5 \
   "$here/nvidia-h200.frames.gz" "$frames"
