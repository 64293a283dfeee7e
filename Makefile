# nvprog: the two commands of the README, and what they stand on.
#
#   make demo   set up, build, render the demo headless -> demo.png
#   make check  set up, build, run the whole test suite on llvmpipe and
#               softpipe
#
# Both reuse what is already there: packages, Mesa's source tarball, the
# configured build directory and ccache.

BUILD ?= build
# Mesa's generators need Debian's python3 (with mako), not another one
# that may come first on PATH.
export PATH := /usr/bin:$(PATH)
export CCACHE_DIR ?= $(HOME)/.ccache

.PHONY: all setup configure build demo check bench clean

all: build

setup:
	@sh scripts/setup.sh

$(BUILD)/build.ninja: | setup
	meson setup $(BUILD) --wrap-mode=nodownload

configure: setup $(BUILD)/build.ninja

build: configure
	ninja -C $(BUILD)

demo: build
	@GALLIUM_DRIVER=llvmpipe $(BUILD)/demo/nvprog-demo demo.png

check: build
	@tests/run-all.sh $(BUILD)

clean:
	rm -rf $(BUILD)
