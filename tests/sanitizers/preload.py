#!/usr/bin/python3
"""Run a python program (Debian's piglit) with LD_PRELOAD set for the
programs it starts, not for itself.

  preload.py "LIB [LIB...]" PROGRAM [ARGS...]

The GL tests of the upstream piglit subset are Debian's binaries, not
instrumented, while the libGL.so.1 of a sanitizer build needs its
runtime loaded first (scripts/sanitize.sh).  Preloading it into
piglit's python as well would make LeakSanitizer report python's own
allocations at its exit, so the variable is set here, after python has
started, and reaches only piglit's children.
"""
import os
import runpy
import shutil
import sys

libs, prog = sys.argv[1], sys.argv[2]
os.environ['LD_PRELOAD'] = ' '.join(
    libs.split() + os.environ.get('LD_PRELOAD', '').split())
path = prog if os.sep in prog else shutil.which(prog)
sys.argv = [path] + sys.argv[3:]
runpy.run_path(path, run_name='__main__')
