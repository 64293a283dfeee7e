#!/usr/bin/python3
"""make report: piglit results a person can read, on one HTML page.

  report.py BUILD OUT

For llvmpipe and softpipe: one `piglit run` of the project's profile
(BUILD/tests/piglit/nvprog.xml, every GL test in piglit's form) merged
with the upstream subset the no-regression guard runs (Debian's piglit
"quick" profile, tests/upstream/guard.py's filters), through ./nvprog-run;
then `piglit summary html` of both runs (OUT/piglit/, piglit's own pages,
one column per driver) and the Cg oracle's comparison table on each
driver (tests/cg).  OUT/index.html puts it together: counts per driver,
every test with its result on both drivers side by side (linked to
piglit's page for that test), the upstream guard's verdict, and the two
Cg-oracle tables.  Exits 1 when a run could not be made, 0 otherwise
(failing tests are reported, not fatal: this is a report).
"""

import collections
import html
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(REPO, 'tests', 'upstream'))
import guard  # noqa: E402  (FILTERS, piglit_env, load_results, ...)

DRIVERS = ('llvmpipe', 'softpipe')
NVPROG_RUN = os.path.join(REPO, 'nvprog-run')
ORDER = ['fail', 'crash', 'timeout', 'warn', 'dmesg-fail', 'incomplete',
         'skip', 'pass', 'notrun']
COLOUR = {'pass': '#b5e5a4', 'fail': '#f2a7a7', 'crash': '#e07070',
          'timeout': '#e0a070', 'warn': '#f2e3a7', 'skip': '#d8d8d8',
          'notrun': '#ffffff'}


def run(cmd, env=None, out=None):
    print('report: ' + ' '.join(cmd), flush=True)
    with open(out, 'w') if out else open(os.devnull, 'w') as f:
        return subprocess.run(cmd, env=env, stdout=f,
                              stderr=subprocess.STDOUT).returncode


def piglit_run(build, out, driver):
    results = os.path.join(out, 'results-' + driver)
    profile = os.path.join(build, 'tests', 'piglit', 'nvprog.xml')
    # (options first: argparse gives a second profile before an option
    # to the results path)
    cmd = [NVPROG_RUN, '--driver', driver, 'piglit', 'run', '-o', '-l',
           'dummy', '-c', '-j', '2', '--timeout', '600', '-n', driver,
           '-t', '^nvprog@']
    for f in guard.FILTERS:
        cmd += ['-t', f]
    cmd += ['quick', profile, results]
    env = guard.piglit_env(driver)
    env['NVPROG_BUILD'] = build
    if run(cmd, env) != 0:
        raise SystemExit('report: piglit run on {} failed'.format(driver))
    return guard.load_results(results)


def cg_table(build, out, driver):
    """The oracle's Markdown table rows on 'driver' (header included)."""
    table = os.path.join(out, 'cg-{}.md'.format(driver))
    oracle = os.path.join(build, 'tests', 'cg', 'nvprog-cg-oracle')
    if not os.path.exists(oracle):
        return None
    # The gp5 pairs need GL_NV_gpu_program5, not advertised yet
    # (tests/cg/meson.build).
    env = dict(os.environ, NVPROG_BUILD=build,
               MESA_EXTENSION_OVERRIDE='+GL_NV_gpu_program5')
    run([NVPROG_RUN, '--driver', driver, oracle, '--expect',
         os.path.join(REPO, 'tests', 'cg', 'expected.txt'), '--table',
         table, os.path.join(REPO, 'tests', 'cg', 'shaders')], env,
        os.path.join(out, 'cg-{}.log'.format(driver)))
    if not os.path.exists(table):
        return None
    with open(table) as f:
        return [ln.rstrip('\n') for ln in f if ln.startswith('|')]


def md_rows_to_html(rows):
    cells = [[c.strip() for c in r.strip('|').split('|')] for r in rows
             if not set(r) <= set('|-: ')]
    if not cells:
        return '<p>(no table)</p>'
    h = ['<table class="cg"><tr>']
    h += ['<th>{}</th>'.format(html.escape(c)) for c in cells[0]]
    h.append('</tr>')
    for r in cells[1:]:
        h.append('<tr>')
        for c in r:
            cls = ('same' if c == 'same' else
                   'bad' if ('**NEW**' in c or 'CRASH' in c or
                             'FAIL' in c) else 'other')
            h.append('<td class="{}">{}</td>'.format(
                cls, html.escape(c.replace('**', ''))))
        h.append('</tr>')
    h.append('</table>')
    return ''.join(h)


def piglit_page(name):
    # piglit summary html writes a test's page as <result set>/<name>.html
    return name + '.html'


def write_index(out, runs, guard_lines, cg):
    names = sorted(set().union(*(r.keys() for r in runs.values())))
    groups = collections.OrderedDict(
        (('nvprog (tests/piglit)', [n for n in names
                                   if n.startswith('nvprog@')]),
         ('upstream subset (tests/upstream)',
          [n for n in names if not n.startswith('nvprog@')])))
    p = ['<!DOCTYPE html><html><head><meta charset="utf-8">',
         '<title>nvprog test report</title><style>',
         'body{font-family:sans-serif;margin:1em 2em}',
         'table{border-collapse:collapse;margin-bottom:1.5em}',
         'td,th{border:1px solid #aaa;padding:2px 6px;font-size:90%}',
         'td.same{background:#b5e5a4}td.bad{background:#f2a7a7}',
         'td.other{background:#f2e3a7}',
         '</style></head><body><h1>nvprog test report</h1>',
         '<p>Every GL test of the project and the upstream piglit subset '
         'of the no-regression guard, on llvmpipe and softpipe side by '
         'side; piglit\'s own pages (test output, commands, times) are '
         'in <a href="piglit/index.html">piglit/</a>.</p>',
         '<h2>Counts</h2><table><tr><th>group</th>']
    p += ['<th>{}</th>'.format(d) for d in DRIVERS]
    p.append('</tr>')
    for g, tests in groups.items():
        p.append('<tr><td>{} ({} tests)</td>'.format(html.escape(g),
                                                      len(tests)))
        for d in DRIVERS:
            c = collections.Counter(runs[d].get(t, 'notrun') for t in tests)
            p.append('<td>{}</td>'.format(', '.join(
                '{} {}'.format(c[k], k) for k in ORDER if c[k])))
        p.append('</tr>')
    p.append('</table><h2>Upstream guard</h2><ul>')
    p += ['<li>{}</li>'.format(html.escape(ln)) for ln in guard_lines]
    p.append('</ul>')
    for g, tests in groups.items():
        p.append('<h2>{}</h2><table><tr><th>test</th>'.format(
            html.escape(g)))
        p += ['<th>{}</th>'.format(d) for d in DRIVERS]
        p.append('</tr>')
        for t in tests:
            p.append('<tr><td>{}</td>'.format(html.escape(t)))
            for d in DRIVERS:
                r = runs[d].get(t, 'notrun')
                p.append('<td style="background:{}"><a href="piglit/{}/{}">'
                         '{}</a></td>'.format(COLOUR.get(r, '#ffffff'), d,
                                              html.escape(piglit_page(t)),
                                              r))
            p.append('</tr>')
        p.append('</table>')
    p.append('<h2>Cg oracle (tests/cg)</h2><p>Each Cg shader compiled by '
             'cgc to every profile pair and drawn through libCgGL; '
             '"same": the pixels of glslv+glslf (docs/conformance.md '
             'explains every other entry).</p>')
    for d in DRIVERS:
        p.append('<h3>{}</h3>'.format(d))
        p.append(md_rows_to_html(cg[d]) if cg[d] else
                 '<p>(the oracle was not built)</p>')
    p.append('</body></html>')
    with open(os.path.join(out, 'index.html'), 'w') as f:
        f.write('\n'.join(p))


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    build = os.path.abspath(sys.argv[1])
    out = os.path.abspath(sys.argv[2])
    os.makedirs(out, exist_ok=True)
    runs = {d: piglit_run(build, out, d) for d in DRIVERS}
    if run(['piglit', 'summary', 'html', '-o', os.path.join(out, 'piglit')]
           + [os.path.join(out, 'results-' + d) for d in DRIVERS]) != 0:
        raise SystemExit('report: piglit summary html failed')
    guard_lines = []
    for d in DRIVERS:
        expected = guard.load_expected(guard.EXPECTED, d)
        bad = sorted(t for t in expected if runs[d].get(t) != 'pass')
        guard_lines.append('{}: {} of {} expected passes pass{}'.format(
            d, len(expected) - len(bad), len(expected),
            '; regressions: ' + ', '.join(bad) if bad else ''))
    cg = {d: cg_table(build, out, d) for d in DRIVERS}
    write_index(out, runs, guard_lines, cg)
    print('report: {}'.format(os.path.join(out, 'index.html')))
    for ln in guard_lines:
        print('report: upstream guard, ' + ln)
    return 0


if __name__ == '__main__':
    sys.exit(main())
