#!/usr/bin/python3
"""A program's GL traced with apitrace through nvprog's libGL, and the
trace replayed on nvprog's libGL: the NV calls must be in the trace and
the replay must draw the program's own picture, pixel for pixel.

usage: trace-replay.py --libdir DIR [--replay-libdir DIR] --workdir DIR
                       [--expect REGEX ...] demo|piglit PROGRAM

  demo PROGRAM    nvprog-demo-glx: it writes its frame as a PNG (read
                  back before its one glXSwapBuffers); the replay's frame
                  is what `apitrace dump-images` writes for that swap.
  piglit PROGRAM  a GL test of tests/piglit, run with -auto: it must
                  pass under the tracer, and with NVPT_SNAPSHOT it writes
                  the framebuffer it read last (harness.c).  A test ends
                  without a swap (-auto), so dump-images is given the
                  call number of the trace's last glReadPixels, the
                  harness's read of that picture.

--libdir is where the traced program finds libGL.so.1 (LD_LIBRARY_PATH,
as nvprog-run sets it); --replay-libdir the libGL the replay runs on (by
default the same).  Given Mesa's own libGL, which lacks the NV
extensions, the replay draws another picture and the check fails.
--expect: a regular expression that must match at least one call of
`apitrace dump`.  GALLIUM_DRIVER picks the driver for both runs.

apitrace's snapshots are RGB: the alpha channel is not compared.  The
replay must print no GL error either (both programs make none).  Exit
status 0 when everything holds, 1 otherwise; the trace, both pictures
and the logs stay in --workdir.
"""
import argparse
import glob
import os
import re
import shutil
import subprocess
import sys

from PIL import Image, ImageChops


def run(cmd, libdir, log, env_extra=None):
    env = dict(os.environ)
    env['LD_LIBRARY_PATH'] = libdir + (
        ':' + env['LD_LIBRARY_PATH'] if env.get('LD_LIBRARY_PATH') else '')
    env.update(env_extra or {})
    with open(log, 'w') as f:
        p = subprocess.run(cmd, env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True,
                           errors='replace')
        f.write(p.stdout)
    return p.returncode, p.stdout


def fail(msg):
    print('FAIL: ' + msg)
    sys.exit(1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--libdir', required=True)
    ap.add_argument('--replay-libdir')
    ap.add_argument('--workdir', required=True)
    ap.add_argument('--expect', action='append', default=[])
    ap.add_argument('kind', choices=['demo', 'piglit'])
    ap.add_argument('program')
    a = ap.parse_args()
    replay_libdir = a.replay_libdir or a.libdir
    apitrace = shutil.which('apitrace')
    if not apitrace:
        fail('apitrace is not installed (scripts/setup.sh installs it)')

    work = a.workdir
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    trace = os.path.join(work, 'program.trace')

    # 1. Trace.
    cmd = [apitrace, 'trace', '-o', trace, a.program]
    if a.kind == 'demo':
        own = os.path.join(work, 'own.png')
        rc, out = run(cmd + [own], a.libdir,
                      os.path.join(work, 'trace.log'))
    else:
        own = os.path.join(work, 'own.ppm')
        rc, out = run(cmd + ['-auto'], a.libdir,
                      os.path.join(work, 'trace.log'),
                      {'NVPT_SNAPSHOT': own})
        if 'PIGLIT: {"result": "pass"}' not in out:
            fail('the test does not pass under the tracer:\n' + out)
    if rc != 0 or not os.path.exists(trace) or not os.path.exists(own):
        fail('tracing %s failed (exit status %d):\n%s'
             % (a.program, rc, out))
    print('traced %s: %s' % (os.path.basename(a.program), trace))

    # 2. The NV calls are in it.
    p = subprocess.run([apitrace, 'dump', '--multiline=no', '--color=never',
                        trace], stdout=subprocess.PIPE, text=True,
                       errors='replace')
    calls = [l for l in p.stdout.splitlines() if re.match(r'\d+ ', l)]
    if p.returncode != 0 or not calls:
        fail('apitrace dump found no calls in the trace')
    missing = []
    for e in a.expect:
        n = sum(1 for l in calls if re.search(e, l))
        print('  %5d calls match %s' % (n, e))
        if n == 0:
            missing.append(e)
    if missing:
        fail('no call in the trace matches: ' + ', '.join(missing))

    # 3. Replay, with a snapshot of the program's picture.
    prefix = os.path.join(work, 'replay-')
    cmd = [apitrace, 'dump-images', '-o', prefix]
    if a.kind == 'piglit':
        reads = [l for l in calls if re.match(r'\d+ glReadPixels\(', l)]
        if not reads:
            fail('the trace has no glReadPixels call')
        cmd.append('--calls=' + reads[-1].split()[0])
    rc, out = run(cmd + [trace], replay_libdir,
                  os.path.join(work, 'replay.log'))
    errors = [l for l in out.splitlines()
              if re.search(r'GL_INVALID_|GL_OUT_OF_MEMORY|major api error',
                           l)]
    images = sorted(glob.glob(prefix + '*.png'))
    print('replayed on %s: %d picture(s), %d GL error line(s)'
          % (replay_libdir, len(images), len(errors)))
    if rc != 0:
        fail('apitrace dump-images exited with %d:\n%s' % (rc, out))
    if len(images) != 1:
        fail('the replay gave %d pictures, expected 1:\n%s'
             % (len(images), out))

    # 4. The same pixels.
    mine = Image.open(own)
    if mine.mode == 'RGBA' and mine.getextrema()[3] != (255, 255):
        fail('%s is not opaque: the RGB snapshot would not compare its '
             'alpha' % own)
    mine = mine.convert('RGB')
    replay = Image.open(images[0]).convert('RGB')
    if mine.size != replay.size:
        fail('the replay is %dx%d, the program drew %dx%d'
             % (replay.size + mine.size))
    diff = ImageChops.difference(mine, replay)
    channel_max = max(hi for lo, hi in diff.getextrema())
    differ = sum(1 for px in diff.getdata() if max(px))
    print('compared %dx%d: %d pixels differ, max difference %d'
          % (mine.size + (differ, channel_max)))
    failures = []
    if differ:
        failures.append('the replay (%s) differs from the program\'s '
                        'picture (%s)' % (images[0], own))
    if errors:
        failures.append('the replay reported GL errors:\n' +
                        '\n'.join(errors[:10]))
    if failures:
        fail('\nFAIL: '.join(failures))
    print('PASS')


if __name__ == '__main__':
    main()
