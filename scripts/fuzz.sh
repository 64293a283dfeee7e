#!/bin/sh
# make fuzz [FUZZ_SECONDS=N]: the front-end fuzz targets of tests/fuzz,
# built with clang's libFuzzer, ASan and UBSan (any sanitizer report is a
# finding), each run for N seconds (default 60) on a corpus seeded with
# the project's own programs: the unit tests' programs, the documented
# examples and Debian piglit's asmparsertest programs, each given to the
# targets whose header it has.  Prints per target the executions and the
# findings; a finding's input is kept as build/fuzz/LANG/crash-*; exits 1
# when there is one.
#
#   scripts/fuzz.sh BUILD SECONDS [RUNS [TARGETS]]
#
# RUNS > 0: run each target until it has made RUNS executions instead
# (SECONDS is ignored); TARGETS: names from the list below, or "all".
set -u
build=$1
seconds=$2
runs_wanted=${3:-0}
only=${4:-all}
# An input's time limit.  The slowest loadable input (the interpreter's
# 65536-instruction bound under ASan) takes well under a second; 10 s
# is meant for an idle machine: under a load of 6-9, ASan's allocator
# housekeeping alone once took 13 s (a timeout that replayed in 0.7 s),
# so long campaigns beside other work set FUZZ_TIMEOUT higher.
timeout=${FUZZ_TIMEOUT:-10}
repo=$(cd "$(dirname "$0")/.." && pwd)
# absolute: the fuzzer runs in its target's folder
mkdir -p "$build"
out=$(cd "$build" && pwd)/fuzz

if ! command -v clang >/dev/null ||
   [ -z "$(ls /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a 2>/dev/null)" ]; then
   echo "fuzz: installing clang and its libFuzzer runtime"
   sudo=; [ "$(id -u)" = 0 ] || sudo=sudo
   DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q clang \
      libclang-rt-14-dev >/dev/null || exit 2
fi

# Target name, FUZZ_LANG value, the header its seeds start with ("-":
# none; genfp2's bytes are a generator's choices, tests/gen/fp2_gen.h).
targets="vp:0:!!VP vsp:1:!!VSP1.0 fp:2:!!FP1.0 arbvp:3:!!ARBvp1.0
arbfp:4:!!ARBfp1.0 gp4vp:5:!!NVvp4.0 gp4fp:6:!!NVfp4.0 genfp2:7:-
gp4gp:8:!!NVgp4.0"
# NV_gpu_program5's headers read by the same front ends (the gp4 ones'
# FUZZ_LANG); their seeds are also the version 4 programs, the header's
# digit changed.
targets="$targets gp5vp:5:!!NVvp5.0 gp5fp:6:!!NVfp5.0 gp5gp:8:!!NVgp5.0"
# NV_tessellation_program5's two stages and NV_compute_program5's.
targets="$targets gp5tcp:9:!!NVtcp5.0 gp5tep:10:!!NVtep5.0 gp5cp:11:!!NVcp5.0"
# The emit* targets: the same front ends, and what loads goes on through
# the emitter, tgsi_to_nir and the hand-over's passes
# (tests/fuzz/fuzz_emit.c).  They link Mesa's libraries from BUILD, so
# they need the build ("make"); without it they are skipped.
targets="$targets emitvp:0:!!VP emitfp:2:!!FP1.0 emitarbvp:3:!!ARBvp1.0
emitarbfp:4:!!ARBfp1.0 emitgp4vp:5:!!NVvp4.0 emitgp4fp:6:!!NVfp4.0
emitgenfp2:7:- emitgp4gp:8:!!NVgp4.0 emitgp5tcp:9:!!NVtcp5.0
emitgp5tep:10:!!NVtep5.0"
mesa=$build/subprojects/mesa-22.3.6

mkdir -p "$out"
srcs=$(ls "$repo"/src/nvprog/*.c)
found=0
for t in $targets; do
   name=${t%%:*}; rest=${t#*:}; lang=${rest%%:*}; header=${rest#*:}
   case " $only " in *" all "*|*" $name "*) ;; *) continue ;; esac
   bin=$out/fuzz-$name
   emit=; emit_libs=
   case $name in emit*)
      if [ ! -f "$mesa/src/compiler/nir/libnir.a" ]; then
         echo "fuzz $name: skipped (no Mesa build in $build: make)"
         continue
      fi
      # the emitter's compile flags as meson gives them, paths made
      # absolute
      # -fno-sanitize=alignment: Mesa 22.3's gc allocator hands out NIR
      # instructions 4-byte aligned (gc_alloc_size() rounds the slab
      # entries, not their start), which UBSan reports in list.h the
      # first time any walk of a shader's instructions is inlined here.
      emit="-DFUZZ_EMIT -fno-sanitize=alignment $(cd "$build" && /usr/bin/python3 -c '
import json, os, shlex
for e in json.load(open("compile_commands.json")):
    if e["file"].endswith("tgsi_emit/nvtgsi_nir.c"):
        for a in shlex.split(e["command"]):
            if a.startswith("-I"):
                print("-I" + os.path.abspath(a[2:]))
            elif a.startswith("-D"):
                print(a)
        break') -I$repo/subprojects/mesa-22.3.6/src/gallium/drivers
         -I$repo/subprojects/mesa-22.3.6/src/gallium/winsys
         $(ls "$repo"/src/tgsi_emit/*.c) $repo/tests/fuzz/fuzz_emit.c"
      emit_libs="-Wl,--start-group
         $mesa/src/gallium/drivers/softpipe/libsoftpipe.a
         $mesa/src/gallium/winsys/sw/null/libws_null.a
         $mesa/src/gallium/auxiliary/libgallium.a
         $mesa/src/compiler/nir/libnir.a $mesa/src/compiler/libcompiler.a
         $mesa/src/util/libmesa_util.a $mesa/src/util/format/libmesa_format.a
         $mesa/src/util/libmesa_util_sse41.a
         $mesa/src/c11/impl/libmesa_util_c11.a -Wl,--end-group
         -lLLVM-14 -lz -lstdc++ -pthread"
      ;;
   esac
   clang -std=c11 -g -O1 -D_GNU_SOURCE -DFUZZ_LANG=$lang \
      -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
      -I"$repo/src/nvprog" $emit $srcs "$repo/tests/fuzz/fuzz_front_end.c" \
      $emit_libs -lm -o "$bin" || exit 2
   corpus=$out/$name/corpus
   seeds=$out/$name/seeds
   mkdir -p "$corpus" "$seeds"
   # Seeds: every project or piglit program whose first bytes are the
   # header (for !!VP, also the VP1.1 and VP2.0 ones).
   n=0
   for f in "$repo"/tests/unit/*/*.vp "$repo"/tests/unit/*/*.fp \
            "$repo"/tests/unit/*/*.gp "$repo"/tests/unit/*/*.tcp \
            "$repo"/tests/unit/*/*.tep "$repo"/tests/unit/*/*.cp \
            "$repo"/docs/languages/examples/* \
            /usr/lib/x86_64-linux-gnu/piglit/tests/asmparsertest/shaders/*/*.txt; do
      [ -f "$f" ] || continue
      if [ "$header" != - ] &&
         [ "$(head -c ${#header} "$f")" = "$header" ]; then
         n=$((n + 1))
         cp "$f" "$seeds/$n"
      fi
      case $header in '!!NV'??5.0)
         v4=$(printf '%s' "$header" | sed 's/5\.0$/4.0/')
         if [ "$(head -c ${#v4} "$f")" = "$v4" ]; then
            n=$((n + 1))
            sed "1s/^$v4/$header/" "$f" >"$seeds/$n"
         fi ;;
      esac
   done
   log=$out/$name/log
   if [ "$runs_wanted" -gt 0 ]; then
      limit="-runs=$runs_wanted"
   else
      limit="-max_total_time=$seconds"
   fi
   start=$(date +%s)
   (cd "$out/$name" && ASAN_OPTIONS=detect_leaks=1 \
      "$bin" $limit -timeout="$timeout" -rss_limit_mb=2048 \
         -max_len=16384 -print_final_stats=1 "$corpus" "$seeds" \
         >"$log" 2>&1)
   rc=$?
   runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
   crashes=$(ls "$out/$name"/crash-* "$out/$name"/timeout-* \
             "$out/$name"/leak-* "$out/$name"/oom-* 2>/dev/null | wc -l)
   echo "fuzz $name: $n seeds, ${runs:-?} executions in" \
        "$(( $(date +%s) - start )) s," \
        "$crashes findings (exit $rc)"
   if [ $rc -ne 0 ] || [ "$crashes" -ne 0 ]; then
      found=1
      grep -m3 "ERROR\|runtime error" "$log"
   fi
done
[ $found = 0 ]
