#!/bin/bash
# The test suite under sanitizers, in a build directory of its own
# (docs/reliability.md, "Sanitizers").
#
#   scripts/sanitize.sh asan BUILD [--fast]
#      BUILD configured with -Dsanitize=address (nvprog's code built with
#      ASan + UBSan, every program of the project linked with their
#      runtimes; SANITIZE_MESA=1: Mesa's code instrumented too,
#      scripts/sanitize-asan-mesa.ini), built, then every meson test
#      (unit, tools and the GL tests on llvmpipe and softpipe) one at a
#      time, then the upstream piglit guard on both drivers.  --fast: the
#      subset for CI, the tests named in tests/sanitizers/fast.txt on
#      both drivers, no upstream guard.
#   scripts/sanitize.sh tsan BUILD
#      BUILD configured with -Dsanitize=thread (ThreadSanitizer;
#      SANITIZE_MESA=1: Mesa too, scripts/sanitize-tsan-mesa.ini), only
#      what the threaded tests need built, then those tests
#      (tests/sanitizers/tsan.txt) on both drivers.
#
# Every sanitizer report is written to BUILD/sanitizer-logs/ (the
# runtimes' log_path), whether or not the test that made it failed; the
# suppressions are tests/sanitizers/*.supp, each with its reason.
# Programs that are not instrumented (Debian's piglit, glxinfo) get the
# runtimes preloaded through nvprog-run (NVPROG_PRELOAD).  Ends with a
# line per suite "SUITE: N passed, M failed" and "sanitizer reports: K";
# exits non-zero on a failed test or a report.  Starts Xvfb when DISPLAY
# is unset.
set -u

usage="usage: sanitize.sh asan|tsan BUILD [--fast]"

configure_and_build() {
   # The Makefile's configure target: same options, same Mesa patch
   # check.  nvprog's code is instrumented (-Dsanitize); with
   # SANITIZE_MESA=1 Mesa's too (b_sanitize, in a machine file with the
   # flags Mesa needs), a cold build of hours on two shared cores.
   local options
   if [ "${SANITIZE_MESA:-0}" = 1 ]; then
      options="--native-file scripts/sanitize-$mode-mesa.ini"
   else
      options=-Dsanitize=$([ "$mode" = asan ] && echo address ||
                           echo thread)
   fi
   make -s -C "$repo" configure BUILD="$build" MESON_OPTIONS="$options" ||
      return 1
   if [ "$mode" = asan ]; then
      nice -n 19 ninja -C "$build"
   else
      nice -n 19 ninja -C "$build" \
         $(listed tsan.txt | sed 's,^,tests/stress/,')
   fi
}

# The test names of a list in tests/sanitizers ('#' starts a comment).
listed() {
   sed 's/#.*//' "$supp/$1" | awk 'NF {print $1}'
}

start_xvfb() {
   xvfb_dir=$(mktemp -d "${TMPDIR:-/tmp}/nvprog-xvfb.XXXXXX")
   # Xvfb is not ours: no runtime settings for it
   env -u ASAN_OPTIONS -u LSAN_OPTIONS -u UBSAN_OPTIONS -u TSAN_OPTIONS \
      Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp -noreset \
      3>"$xvfb_dir/display" >"$xvfb_dir/log" 2>&1 &
   xvfb_pid=$!
   for _ in $(seq 100); do
      [ -s "$xvfb_dir/display" ] && break
      kill -0 "$xvfb_pid" 2>/dev/null || break
      sleep 0.1
   done
   if [ ! -s "$xvfb_dir/display" ]; then
      echo "sanitize.sh: Xvfb did not start" >&2
      return 1
   fi
   export DISPLAY=:$(tr -d '\n' <"$xvfb_dir/display")
}

cleanup() {
   if [ -n "$xvfb_pid" ]; then
      kill "$xvfb_pid" 2>/dev/null
      wait "$xvfb_pid" 2>/dev/null
   fi
   [ -n "$xvfb_dir" ] && rm -rf "$xvfb_dir"
}

# Per suite counts from meson's log, and the tests that failed.
count_meson() {
   /usr/bin/python3 - "$build/meson-logs/testlog.json" <<'PY'
import collections, json, sys
count = collections.defaultdict(collections.Counter)
for line in open(sys.argv[1]):
    t = json.loads(line)
    suite = t['name'].split(' / ')[0].split(':')[-1].split('+')[0]
    ok = t['result'] in ('OK', 'EXPECTEDFAIL', 'SKIP')
    count[suite]['passed' if ok else 'failed'] += 1
    if t['result'] == 'SKIP':
        count[suite]['skipped'] += 1
    if not ok:
        print('sanitize.sh: FAILED %s (%s, %.0f s)'
              % (t['name'], t['result'], t.get('duration', 0)))
for suite in sorted(count):
    c = count[suite]
    print('%s: %d passed, %d failed (%d skipped)'
          % (suite, c['passed'], c['failed'], c['skipped']))
PY
}

main() {
   mode=${1:?$usage}
   build=${2:?$usage}
   local fast=0 status=0
   [ "${3:-}" = --fast ] && fast=1
   case $mode in
   asan|tsan) ;;
   *) echo "$usage" >&2; return 2 ;;
   esac
   repo=$(cd "$(dirname "$0")/.." && pwd)
   supp=$repo/tests/sanitizers
   export PATH=/usr/bin:$PATH
   # the Makefile's ccache settings, for a run without make
   export CCACHE_DIR=${CCACHE_DIR:-$HOME/.ccache}
   export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$repo}
   export CCACHE_NOHASHDIR=1
   case $build in /*) ;; *) build=$repo/$build ;; esac
   export NVPROG_BUILD=$build
   local logs=$build/sanitizer-logs

   configure_and_build || return 1

   rm -rf "$logs"
   mkdir -p "$logs"
   if [ "$mode" = asan ]; then
      # LeakSanitizer at every exit, Mesa's process-lifetime allocations
      # suppressed (lsan.supp says why each is not a leak).  The fast
      # unwinder: the slow one makes a GL test twenty times slower.
      # verify_asan_link_order=0: a program that is not instrumented and
      # not started through nvprog-run (apitrace, wine) loads the
      # runtime after the C library, as a dependency of libGL: it runs,
      # with the C library's malloc, so without heap checks.
      local a="log_path=$logs/asan:detect_leaks=1:verify_asan_link_order=0"
      local l="suppressions=$supp/lsan.supp:print_suppressions=0"
      local u="log_path=$logs/ubsan:print_stacktrace=1"
      u="$u:suppressions=$supp/ubsan.supp"
      export ASAN_OPTIONS="$a${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
      export LSAN_OPTIONS="$l${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
      export UBSAN_OPTIONS="$u${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
      NVPROG_PRELOAD="$(gcc -print-file-name=libasan.so)"
      NVPROG_PRELOAD="$NVPROG_PRELOAD $(gcc -print-file-name=libubsan.so)"
   else
      local t="log_path=$logs/tsan:suppressions=$supp/tsan.supp"
      t="$t:halt_on_error=0:second_deadlock_stack=1"
      export TSAN_OPTIONS="$t${TSAN_OPTIONS:+:$TSAN_OPTIONS}"
      NVPROG_PRELOAD=$(gcc -print-file-name=libtsan.so)
   fi
   export NVPROG_PRELOAD

   xvfb_pid=
   xvfb_dir=
   trap cleanup EXIT
   trap 'exit 130' INT
   trap 'exit 143' TERM
   if [ -z "${DISPLAY:-}" ] && [ "$mode" = asan ]; then
      start_xvfb || return 1
   fi

   local t0
   t0=$(date +%s)
   # One test process at a time; instrumented code runs 2 to 5 times
   # slower than the release build, hence the multiplier of each
   # test's timeout.
   local args=()
   if [ "$mode" = tsan ]; then
      args=(--suite llvmpipe --suite softpipe $(listed tsan.txt))
   elif [ "$fast" = 1 ]; then
      args=(--suite llvmpipe --suite softpipe $(listed fast.txt))
   fi
   nice -n 19 meson test -C "$build" --no-rebuild --num-processes 1 \
      --timeout-multiplier 6 --print-errorlogs "${args[@]}" \
      >"$logs/meson-test.txt" 2>&1 || status=1
   tail -n 9 "$logs/meson-test.txt"
   count_meson
   echo "sanitize.sh: meson test, $(( $(date +%s) - t0 )) s"

   # The upstream piglit subset (Debian's piglit binaries, the runtimes
   # preloaded into them by nvprog-run).  Without LeakSanitizer: the
   # piglit tests leave their own allocations at exit (fp-indirections
   # its program text, ...), and a suppression of piglit's modules would
   # hide every stack through them; nvprog's leaks are the meson tests'
   # to find.
   if [ "$mode" = asan ] && [ "$fast" = 0 ] &&
      [ "${NVPROG_SKIP_UPSTREAM:-0}" != 1 ]; then
      local drv out line
      export ASAN_OPTIONS="$ASAN_OPTIONS:detect_leaks=0"
      for drv in llvmpipe softpipe; do
         t0=$(date +%s)
         out=$(nice -n 19 /usr/bin/python3 "$repo/tests/upstream/guard.py" \
                  run --driver "$drv" --jobs 1 --timeout 600 \
                  --results "$build/upstream-results/nvprog-$drv" 2>&1) ||
            status=1
         echo "$out" | grep -v '^GUARD:'
         line=$(echo "$out" | sed -n 's/^GUARD: //p' | tail -1)
         echo "upstream guard ($drv): ${line:-no result}" \
              "($(( $(date +%s) - t0 )) s)"
      done
   fi

   local reports
   reports=$(ls "$logs" | grep -vc '^meson-test.txt$')
   for f in $(ls "$logs" | grep -v '^meson-test.txt$' | head -20); do
      echo "== $logs/$f"
      head -n 40 "$logs/$f"
   done
   echo "sanitizer reports: $reports (in $logs)"
   [ "$reports" -ne 0 ] && status=1
   return $status
}

# A function: bash has read all of it before it runs, so an edit of
# this file during a run does not change the run.
main "$@"
exit $?
