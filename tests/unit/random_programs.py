"""The runner the random-program differential tests share.

usage (from a generator script): random_programs.run(program), where
program(seed) returns a program's text; the script's arguments are EXE N
DIR: N programs (seeds 1..N) are written to DIR as randomNNN.vp and EXE
(nvtgsi_exec_gp4) runs on them, its exit status the script's.
"""
import os
import subprocess
import sys


def run(program):
    exe, n, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    os.makedirs(out, exist_ok=True)
    files = []
    for seed in range(1, n + 1):
        path = os.path.join(out, 'random%03d.vp' % seed)
        with open(path, 'w') as f:
            f.write(program(seed))
        files.append(path)
    sys.exit(subprocess.run([exe] + files).returncode)
