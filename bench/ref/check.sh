#!/bin/sh
# make check (meson tests bench-reference-* and demo-reference-*): what
# nvprog draws against what NVIDIA's driver drew (kept here: run on an
# H200, driver 580.159.04, by run-device.sh), shading compared on
# interior pixels (compare.py).  GALLIUM_DRIVER picks ours.
#
#   check.sh bench BUILD/bench/nvprog-bench
#   check.sh demo BUILD/demo/nvprog-demo
#
# bench: every equivalence frame's NV program, 1/255 per channel, except
# fp1-light-fp16: its H arithmetic leaves NVIDIA's frame up to 4/255
# from NVIDIA's own fp32 frame and ours up to 3/255 from ours, in
# different directions (NVIDIA's conversions to fp16 are ours,
# fp16-probe.c; its compiler folds H arithmetic), 5/255 apart at most.
# demo: 1/255, and at most 2 of its 97455 interior pixels over: the
# checker is a step of an fp16 value of the interpolated texture
# coordinate, and two pixels that lie on a cell's edge take the other
# cell's colour on NVIDIA's driver.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
case $1 in
bench)
   "$2" --check-only --scale 0.01 --dump "$out/ours.frames" >/dev/null
   /usr/bin/python3 "$here/compare.py" --case-tol fp1-light-fp16=5 \
      "$here/nvidia-h200.frames.gz" "$out/ours.frames"
   exit ;;
demo)
   "$2" "$out/demo.png" >/dev/null
   /usr/bin/python3 "$here/compare.py" --max-over 2 \
      "$here/demo-nvidia-h200.png" "$out/demo.png"
   exit ;;
esac
echo "usage: check.sh bench|demo PROGRAM" >&2
exit 2
