# nvprog: the two commands of the README, and what they stand on.
#
#   make demo   set up, build, render the demo headless -> demo.png
#   make check  set up, build, run the whole test suite on llvmpipe and
#               softpipe
#   make bench  set up, build, time NV against ARB against GLSL programs
#               (docs/performance.md): one table, CSV/JSON/PNG in
#               build/bench/
#   make report set up, build, run piglit and the Cg oracle on both
#               drivers: one HTML page, build/report/index.html
#   make install PREFIX=...  install libGL.so.1, libOSMesa.so.8,
#               nvprog-run, nvprog-compile and its man page
#
# All three reuse what is already there: packages, Mesa's source tarball, the
# configured build directory and ccache.

BUILD ?= build
# Options for a new build directory, e.g. a debug build beside the
# release one: make check BUILD=build-debug MESON_OPTIONS=-Db_ndebug=false
MESON_OPTIONS ?=
# Mesa's generators need Debian's python3 (with mako), not another one
# that may come first on PATH.
export PATH := /usr/bin:$(PATH)
export CCACHE_DIR ?= $(HOME)/.ccache
# Hash paths relative to the checkout, so every clone (CI's included)
# reuses what an earlier build compiled.  With -g ccache would also hash
# the build directory; NOHASHDIR leaves it out (a cached object's debug
# info then names the checkout that compiled it first).
export CCACHE_BASEDIR := $(CURDIR)
export CCACHE_NOHASHDIR := 1

.PHONY: all setup configure build demo check bench report fuzz fuzz-gl \
        check-asan check-asan-fast check-tsan install clean

all: build

setup:
	@sh scripts/setup.sh

MESA_DIR := subprojects/mesa-22.3.6
# Meson unpacks and patches Mesa once; when the wrap or a patch changes,
# the unpacked tree is stale and is unpacked again (ccache keeps the
# rebuild short).
PATCH_STAMP = $(shell cat subprojects/mesa.wrap \
                subprojects/packagefiles/mesa/*.patch | sha256sum | cut -c1-16)

configure: setup
	@if [ -d $(MESA_DIR) ] && \
	    [ "$$(cat $(MESA_DIR)/.nvprog-patches 2>/dev/null)" != \
	      "$(PATCH_STAMP)" ]; then \
	   echo "Mesa's patch series changed: unpacking Mesa again"; \
	   rm -rf $(MESA_DIR); \
	fi
	@if [ ! -f $(BUILD)/build.ninja ]; then \
	   meson setup $(BUILD) --wrap-mode=nodownload \
	      --native-file scripts/meson-native.ini $(MESON_OPTIONS); \
	elif [ ! -d $(MESA_DIR) ]; then \
	   meson setup --reconfigure $(BUILD) --wrap-mode=nodownload; \
	fi
	@# A build directory configured before the release default (b_ndebug
	@# "if-release" then) becomes a release build too.
	@if [ "$$(meson introspect $(BUILD) --buildoptions | \
	      /usr/bin/python3 -c 'import json, sys; print([o["value"] for o \
	      in json.load(sys.stdin) if o["name"] == "b_ndebug"][0])')" = \
	      if-release ]; then \
	   meson configure $(BUILD) -Db_ndebug=true; \
	fi
	@echo $(PATCH_STAMP) > $(MESA_DIR)/.nvprog-patches

build: configure
	ninja -C $(BUILD)

demo: build
	@GALLIUM_DRIVER=llvmpipe $(BUILD)/demo/nvprog-demo demo.png

check: build
	@tests/run-all.sh $(BUILD)

# GALLIUM_DRIVER=softpipe make bench (or BENCH_DRIVER=softpipe) for the
# reference driver; BENCH_ARGS passes options (--rounds N, --only CASE).
BENCH_DRIVER ?= $(or $(GALLIUM_DRIVER),llvmpipe)
BENCH_OUT ?= $(BUILD)/bench

bench: build
	@sh bench/setup.sh
	@GALLIUM_DRIVER=$(BENCH_DRIVER) $(BUILD)/bench/nvprog-bench \
	   --out $(BENCH_OUT) $(BENCH_ARGS)
	@python3 bench/chart.py $(BENCH_OUT)/bench-$(BENCH_DRIVER).json
	@# The Cg oracle's shaders timed: each NV profile pair against the
	@# same source through glslv+glslf (tests/cg/README.md, --time); the
	@# gp5 pairs need GL_NV_gpu_program5, not advertised yet: the override.
	@if [ -x $(BUILD)/tests/cg/nvprog-cg-oracle ]; then \
	   NVPROG_BUILD=$(BUILD) \
	   MESA_EXTENSION_OVERRIDE=+GL_NV_gpu_program5 \
	   ./nvprog-run --driver $(BENCH_DRIVER) \
	      $(BUILD)/tests/cg/nvprog-cg-oracle --warm-up --time 50 \
	      --table $(BENCH_OUT)/cg-$(BENCH_DRIVER).md tests/cg/shaders | \
	      sed -n '/^Throughput/,$$p'; \
	fi

# make report: both drivers' piglit runs (the project's profile and the
# upstream subset), piglit's summary and the Cg oracle's tables on one
# page, build/report/index.html (scripts/report.py).
report: build
	@/usr/bin/python3 scripts/report.py $(BUILD) $(BUILD)/report

# make fuzz [FUZZ_SECONDS=N] [FUZZ_RUNS=N] [FUZZ_TARGETS="vp fp ..."]:
# the front-end fuzz targets (tests/fuzz), libFuzzer with ASan and UBSan,
# N seconds each, or until N executions each where FUZZ_RUNS is given
# (scripts/fuzz.sh).  Needs only src/nvprog, not the Mesa build.
FUZZ_SECONDS ?= 60
FUZZ_RUNS ?= 0
FUZZ_TARGETS ?= all

fuzz: setup
	@sh scripts/fuzz.sh $(BUILD) $(FUZZ_SECONDS) $(FUZZ_RUNS) \
	   "$(FUZZ_TARGETS)"

# make fuzz-gl [FUZZ_GL_PROGRAMS=N] [FUZZ_GL_SEED=S]
# [FUZZ_GL_DRIVERS="llvmpipe softpipe"]: whole-path fuzzing through the
# GL (tests/fuzz/gl): N generated programs and a mutant of each (2 N
# loads), loaded and drawn on each driver in turn; a finding prints the
# seed and index that replay it (glfuzz --replay S I).  The seed
# defaults to the time.  llvmpipe compiles each program with LLVM: about
# 20 loads a second on two cores, softpipe about ten times as many.
FUZZ_GL_PROGRAMS ?= 50000
FUZZ_GL_SEED ?= $(shell date +%s)
FUZZ_GL_DRIVERS ?= llvmpipe softpipe

fuzz-gl: build
	@status=0; for d in $(FUZZ_GL_DRIVERS); do \
	   echo "fuzz-gl: $$d"; \
	   GALLIUM_DRIVER=$$d MESA_DEBUG=silent \
	      $(BUILD)/tests/fuzz/gl/glfuzz --seed $(FUZZ_GL_SEED) \
	      --programs $(FUZZ_GL_PROGRAMS) || status=1; \
	done; exit $$status

# make check-asan [ASAN_BUILD=dir]: nvprog's code built with
# AddressSanitizer and UndefinedBehaviorSanitizer (Mesa's linked with
# their runtimes) in a build directory of its own, build-asan; then every
# meson test and the upstream piglit subset, on both drivers, under
# them.  A sanitizer report fails (scripts/sanitize.sh,
# docs/reliability.md).  check-asan-fast: the GL tests of
# tests/sanitizers/fast.txt only, a subset for CI.
# make check-tsan [TSAN_BUILD=dir]: the same with ThreadSanitizer
# (build-tsan) for the tests with threads (tests/sanitizers/tsan.txt).
# SANITIZE_MESA=1: Mesa's code instrumented too (build-asan-mesa,
# build-tsan-mesa), a cold build of hours on two shared cores.
SANITIZE_MESA ?= 0
export SANITIZE_MESA
ifeq ($(SANITIZE_MESA),1)
ASAN_BUILD ?= build-asan-mesa
TSAN_BUILD ?= build-tsan-mesa
else
ASAN_BUILD ?= build-asan
TSAN_BUILD ?= build-tsan
endif

check-asan: setup
	@scripts/sanitize.sh asan $(ASAN_BUILD)

check-asan-fast: setup
	@scripts/sanitize.sh asan $(ASAN_BUILD) --fast

check-tsan: setup
	@scripts/sanitize.sh tsan $(TSAN_BUILD)

# make install PREFIX=/opt/nvprog (DESTDIR honoured): libGL.so.1 and
# libOSMesa.so.8 under PREFIX/lib/nvprog, nvprog-run and nvprog-compile
# under PREFIX/bin, the man page (scripts/install.sh).
PREFIX ?= /usr/local

install: build
	@sh scripts/install.sh $(BUILD) $(PREFIX)

clean:
	rm -rf $(BUILD)
