#!/bin/bash
# One driver's Wine run (README.md here): d3d9-shaders.exe under wined3d's
# ARB backend and under its GLSL backend on nvprog's libGL, compared by
# compare.py; the ARB run must have used the NV options and raised no GL
# error.
#
#   run.sh EXE DRIVER WORKDIR EXPECTED
#
# The environment gives nvprog's libGL (LD_LIBRARY_PATH) and an X display.
# WORKDIR holds the Wine prefix, made once (under a lock: both drivers'
# tests may start together) and the outputs of each run.
set -u
exe=$1 driver=$2 work=$3 expected=$4
here=$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")

mkdir -p "$work"
export WINEPREFIX=$work/prefix
# no Mono or Gecko installer: the prefix is made offline
export WINEDLLOVERRIDES="mscoree,mshtml="
export GALLIUM_DRIVER=$driver
(
   flock 9
   if [ ! -f "$WINEPREFIX/system.reg" ]; then
      WINEDEBUG=-all wineboot -i > "$work/wineboot.log" 2>&1 &&
         WINEDEBUG=-all wineserver -w
   fi
) 9> "$work/prefix.lock"
if [ ! -f "$WINEPREFIX/system.reg" ]; then
   echo "FAIL wineboot did not make the prefix (see $work/wineboot.log)"
   exit 1
fi

# wined3d reads its registry settings from WINE_D3D_CONFIG too.  Wine 8
# ignores shader_backend in a core profile: MaxVersionGL keeps 3.1.
status=0
for backend in arb glsl; do
   WINE_D3D_CONFIG="shader_backend=$backend,MaxVersionGL=0x30001" \
   WINEDEBUG=err+all,+d3d_shader \
      timeout 120 wine "$exe" > "$work/$backend-$driver.txt" \
                               2> "$work/$backend-$driver.log"
   rc=$?
   if [ $rc -ne 0 ]; then
      echo "FAIL the $backend run exited with $rc" \
           "(see $work/$backend-$driver.log)"
      status=1
   fi
done

/usr/bin/python3 "$here/compare.py" "$work/arb-$driver.txt" \
   "$work/glsl-$driver.txt" --expect "$expected" || status=1

log=$work/arb-$driver.log
if ! grep -q "Using the ARB shader backend" "$log"; then
   echo "FAIL the ARB run did not use wined3d's ARB backend"
   status=1
fi
for option in NV_vertex_program3 NV_fragment_program2; do
   n=$(grep -c "OPTION $option;" "$log")
   if [ "$n" -eq 0 ]; then
      echo "FAIL no ARB program of the ARB run used OPTION $option"
      status=1
   else
      echo "the ARB run's programs with OPTION $option: $n"
   fi
done
# wined3d reports GL errors through KHR_debug (wined3d_debug_callback)
# and failed program loads (shader_arb_compile "Program error").
errors=$(grep -c "wined3d_debug_callback\|Program error" "$log")
if [ "$errors" -ne 0 ]; then
   echo "FAIL GL errors in the ARB run: $errors lines, the first:"
   grep -m 3 "wined3d_debug_callback\|Program error" "$log"
   status=1
fi
exit $status
