#!/usr/bin/python3
"""Upstream piglit no-regression guard for nvprog.

Runs Debian's piglit "quick" profile restricted to the assembly program
tests (asmparsertest, ARB_vertex_program, ARB_fragment_program,
NV_vertex_program2_option, NV_fragment_program_option, shaders@vp-*,
shaders@fp-*: 564 tests) through ./nvprog-run against nvprog's libGL (or,
with --stock, Mesa 22.3.6's own libGL from the same build), and compares
the result with tests/upstream/expected-pass.txt: the tests that pass on
stock Mesa, then (in sections of their own) those that skip there and
pass with nvprog's extensions.  Any expected pass that does not pass is a regression and
makes the exit status 1.

  guard.py run [--driver llvmpipe|softpipe] [--stock] [--jobs N]
               [--results DIR]
  guard.py expect LLVMPIPE_RESULTS SOFTPIPE_RESULTS   (prints a new
               expectation file from two stock runs)
"""

import argparse
import bz2
import collections
import gzip
import json
import lzma
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
EXPECTED = os.path.join(HERE, 'expected-pass.txt')
FILTERS = [
    'asmparsertest',
    'spec@arb_vertex_program',
    'spec@arb_fragment_program',
    'spec@nv_vertex_program2_option',
    'spec@nv_fragment_program_option',
    'shaders@vp-',
    'shaders@fp-',
]
DRIVERS = ('llvmpipe', 'softpipe')


def load_results(path):
    """Return {test name: result} from a piglit results directory."""
    for name, opener in (('results.json', open),
                         ('results.json.bz2', bz2.open),
                         ('results.json.gz', gzip.open),
                         ('results.json.xz', lzma.open)):
        f = os.path.join(path, name)
        if os.path.exists(f):
            with opener(f, 'rt') as fp:
                data = json.load(fp)
            return {k: v['result'] for k, v in data['tests'].items()}
    raise SystemExit('guard.py: no results.json* in {}'.format(path))


def load_expected(path, driver):
    """Expected passes for 'driver'.

    One test name per line; '#' starts a comment; a name followed by
    '[llvmpipe]' or '[softpipe]' passes on that driver only.
    """
    names = set()
    if not os.path.exists(path):
        print('guard.py: {} is missing; every test counts as a new '
              'result'.format(path), file=sys.stderr)
        return names
    with open(path) as f:
        for line in f:
            line = line.split('#', 1)[0].strip()
            if not line:
                continue
            only = None
            if line.endswith(']') and ' [' in line:
                line, only = line[:-1].rsplit(' [', 1)
            if only is None or only == driver:
                names.add(line.strip())
    return names


def piglit_env(driver):
    """The environment of a piglit run through nvprog-run on 'driver'."""
    env = dict(os.environ)
    # Debian's piglit has no wflinfo (waffle-utils); its "fast skip" then
    # believes the GL version is 0.0 and skips every shader_runner test
    # that states a GL requirement.  Let the tests decide themselves.
    env['PIGLIT_NO_FAST_SKIP'] = '1'
    if driver == 'llvmpipe' and 'LP_NUM_THREADS' not in env:
        # The tests draw tiny windows; rasterizer threads only compete
        # with the parallel test processes for the cores.
        env['LP_NUM_THREADS'] = '0'
    return env


def cmd_run(args):
    build = os.environ.get('NVPROG_BUILD', os.path.join(REPO, 'build'))
    lib = 'stock' if args.stock else 'nvprog'
    results = args.results or os.path.join(
        build, 'upstream-results', '{}-{}'.format(lib, args.driver))
    cmd = [os.path.join(REPO, 'nvprog-run'), '--driver', args.driver]
    if args.stock:
        cmd.append('--stock')
    cmd += ['piglit', 'run', 'quick', '-o', '-l', 'dummy', '-c',
            '-j', str(args.jobs), '--timeout', str(args.timeout)]
    for f in FILTERS:
        cmd += ['-t', f]
    cmd.append(results)

    env = piglit_env(args.driver)
    start = time.monotonic()
    proc = subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL)
    elapsed = time.monotonic() - start
    if proc.returncode != 0:
        print('guard.py: piglit exited with {}'.format(proc.returncode))
        return 1

    got = load_results(results)
    counts = collections.Counter(got.values())
    expected = load_expected(EXPECTED, args.driver)
    regressions = sorted(t for t in expected if got.get(t) != 'pass')
    new_passes = sorted(t for t, r in got.items()
                        if r == 'pass' and t not in expected)

    for t in regressions:
        print('REGRESSION {}: {} (expected pass)'.format(
            t, got.get(t, 'missing')))
    for t in new_passes:
        print('new pass {}'.format(t))
    print('upstream piglit ({}, {} libGL): {} tests: {}; '
          'expected passes {}, regressions {}, new passes {} '
          '({:.0f} s)'.format(
              args.driver, lib, len(got),
              ', '.join('{} {}'.format(n, k) for k, n in
                        sorted(counts.items())),
              len(expected), len(regressions), len(new_passes), elapsed))
    # A line for tests/run-all.sh: expected passes that passed / did not.
    print('GUARD: {} passed, {} failed'.format(
        len(expected) - len(regressions), len(regressions)))
    return 1 if regressions else 0


def cmd_expect(args):
    runs = {d: load_results(p) for d, p in zip(DRIVERS, args.results)}
    names = sorted(set().union(*runs.values()))
    both = [t for t in names if all(runs[d].get(t) == 'pass'
                                    for d in DRIVERS)]
    out = ['# Upstream piglit tests that pass on stock Mesa 22.3.6',
           '# (tests/upstream/guard.py expect; {} selected tests).'.format(
               len(names)),
           '# A name followed by [driver] passes on that driver only.']
    for t in names:
        res = {d: runs[d].get(t, 'missing') for d in DRIVERS}
        if t in both:
            out.append(t)
        elif any(r == 'pass' for r in res.values()):
            d = [d for d in DRIVERS if res[d] == 'pass'][0]
            other = [o for o in DRIVERS if o != d][0]
            out.append('{} [{}]  # {}: {}'.format(t, d, other, res[other]))
    print('\n'.join(out))
    for d in DRIVERS:
        c = collections.Counter(runs[d].values())
        print('{}: {}'.format(d, dict(sorted(c.items()))), file=sys.stderr)
    return 0


def main():
    parser = argparse.ArgumentParser(
        description=__doc__.split('\n')[0],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest='cmd', required=True)
    run = sub.add_parser('run')
    run.add_argument('--driver', choices=DRIVERS, default='llvmpipe')
    run.add_argument('--stock', action='store_true')
    run.add_argument('--jobs', type=int, default=2)
    run.add_argument('--timeout', type=int, default=120)
    run.add_argument('--results')
    run.set_defaults(func=cmd_run)
    exp = sub.add_parser('expect')
    exp.add_argument('results', nargs=2,
                     metavar='RESULTS',
                     help='llvmpipe and softpipe results directories')
    exp.set_defaults(func=cmd_expect)
    args = parser.parse_args()
    return args.func(args)


if __name__ == '__main__':
    sys.exit(main())
