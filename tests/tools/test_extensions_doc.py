#!/usr/bin/env python3
"""docs/extensions.md against the extension string, on one driver.

usage: test_extensions_doc.py SOURCE_ROOT BUILD_DIR DRIVER

Runs "./nvprog-run --driver DRIVER glxinfo" (nvprog's libGL) and
"./nvprog-run --driver DRIVER --stock glxinfo" (Mesa's own libGL from the
same build) and reads the GL_NV_* names of the compatibility profile's
extension string ("OpenGL extensions:"), the string a legacy application
sees.  Fails when

  - an extension of a row marked "yes" in the matrix of docs/extensions.md
    is not in nvprog's string,
  - an extension of a row marked "no" is in it,
  - nvprog's string has a GL_NV_* name that Mesa's own string lacks and
    that no "yes" row names (an extension advertised without a row).

Exit status 77 (skipped) when glxinfo is not installed.
"""
import os
import re
import shutil
import subprocess
import sys

ROOT, BUILD, DRIVER = sys.argv[1:4]

if not shutil.which('glxinfo'):
    print('glxinfo is not installed (Debian: mesa-utils); skipped')
    sys.exit(77)

env = {k: v for k, v in os.environ.items()
       if k not in ('MESA_EXTENSION_OVERRIDE', 'MESA_GL_VERSION_OVERRIDE',
                    'GALLIUM_DRIVER', 'LD_LIBRARY_PATH')}
env['NVPROG_BUILD'] = os.path.abspath(BUILD)


def nv_extensions(stock):
    cmd = [os.path.join(ROOT, 'nvprog-run'), '--driver', DRIVER]
    if stock:
        cmd.append('--stock')
    cmd.append('glxinfo')
    p = subprocess.run(cmd, env=env, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit('%s failed (exit %d):\n%s%s'
                 % (' '.join(cmd), p.returncode, p.stdout, p.stderr))
    renderer = re.search(r'^OpenGL renderer string: (.*)$', p.stdout, re.M)
    names, inside, found = set(), False, False
    for line in p.stdout.split('\n'):
        if line.startswith('OpenGL extensions:'):
            inside = found = True
            continue
        if inside and line and not line[0].isspace():
            inside = False
        if inside:
            names.update(re.findall(r'\bGL_NV_\w+', line))
    if not found:
        sys.exit('%s printed no "OpenGL extensions:" list' % ' '.join(cmd))
    return names, renderer.group(1) if renderer else '?'


def matrix_rows():
    """{extension: advertised} from the table of docs/extensions.md."""
    rows = {}
    path = os.path.join(ROOT, 'docs', 'extensions.md')
    with open(path) as f:
        lines = f.read().split('\n')
    inside = False
    for line in lines:
        if re.match(r'^\|\s*extension\s*\|\s*advertised\s*\|', line):
            inside = True
            continue
        if not inside:
            continue
        if not line.startswith('|'):
            break
        cells = [c.strip() for c in line.strip('|').split('|')]
        if len(cells) < 2 or set(cells[0]) <= set('-: '):
            continue
        if cells[1] not in ('yes', 'no'):
            sys.exit('docs/extensions.md: advertised is "%s", not yes or '
                     'no, in the row of %s' % (cells[1], cells[0]))
        for name in re.findall(r'\bGL_\w+', cells[0]):
            rows[name] = cells[1] == 'yes'
    if not rows:
        sys.exit('docs/extensions.md: no extension matrix found')
    return rows


rows = matrix_rows()
ours, renderer = nv_extensions(stock=False)
mesa, _ = nv_extensions(stock=True)
yes = {n for n, adv in rows.items() if adv}
no = {n for n, adv in rows.items() if not adv}

failures = []
for n in sorted(yes - ours):
    failures.append('%s is marked advertised but is not in the extension '
                    'string' % n)
for n in sorted(no & ours):
    failures.append('%s is marked not advertised but is in the extension '
                    'string' % n)
for n in sorted((ours - mesa) - yes):
    failures.append('%s is advertised (Mesa alone does not) but has no '
                    '"yes" row in docs/extensions.md' % n)

print('%s (%s): %d rows in docs/extensions.md (%d yes), %d GL_NV_* '
      'extensions advertised, %d of them added to Mesa\'s'
      % (DRIVER, renderer, len(rows), len(yes), len(ours),
         len(ours - mesa)))
for f in failures:
    print('FAIL ' + f)
sys.exit(1 if failures else 0)
