#!/bin/sh
# meson tests demo-glx-*: nvprog-demo-glx (a GLX window, libGL) draws the
# picture nvprog-demo (OSMesa) draws, byte for byte: the same scene code
# (nvprog-demo-scene.c) and the same PNG writer, so that what apitrace
# traces of the GLX build is the demo.  Needs an X display.
#
#   glx-same.sh NVPROG-DEMO NVPROG-DEMO-GLX
set -eu
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$1" "$out/osmesa.png" >/dev/null
"$2" "$out/glx.png" >/dev/null
if ! cmp -s "$out/osmesa.png" "$out/glx.png"; then
   echo "the GLX demo's picture differs from the OSMesa demo's"
   exit 1
fi
echo "the GLX and OSMesa pictures are identical"
