#!/usr/bin/env python3
"""The worked examples of the documentation, checked against the tools.

usage: test_docs_examples.py TOOL SOURCE_ROOT

A fenced block of kind ``console`` in docs/getting-started.md or
docs/languages/*.md is a terminal transcript: each line starting with
"$ " is a command, the lines up to the next command are its output.  Two
commands may appear there, both run from the repository root:

  $ cat FILE                                  FILE's text, exactly
  $ build/src/tools/nvprog-compile ARGS...    the tool's standard output,
                                              exactly (TOOL is run)

The tool must exit 0, or 1 where the quoted output has an error line.
Any other command in a console block fails the test (commands that the
test cannot run go in ``sh`` blocks).  Every file under
docs/languages/examples/ must be quoted with cat and given to
nvprog-compile somewhere, so that no example goes unchecked.

The relative links of the same pages must name files that exist and, with
a "#fragment", a heading of that file (GitHub's anchors: lower case,
punctuation other than "-" and "_" dropped, spaces as "-").
"""
import glob
import os
import re
import shlex
import subprocess
import sys

TOOL, ROOT = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
EXAMPLES = 'docs/languages/examples'
TOOL_NAME = 'build/src/tools/nvprog-compile'

failures = []
quoted = set()
compiled = set()

# The environment of a plain shell: no debug output, no dump variants.
env = {k: v for k, v in os.environ.items()
       if k not in ('NVPROG_DEBUG', 'MESA_MVP_DP4')}


def console_blocks(text):
    """(line number, [lines]) of each ```console block."""
    blocks, cur, start = [], None, 0
    for n, line in enumerate(text.split('\n'), 1):
        if cur is None:
            if re.match(r'^\s*```console\s*$', line):
                cur, start = [], n + 1
        elif re.match(r'^\s*```\s*$', line):
            blocks.append((start, cur))
            cur = None
        else:
            cur.append(line)
    if cur is not None:
        failures.append('a console block from line %d is not closed'
                        % start)
    return blocks


def transcript(lines):
    """(line offset, command, expected output) for each "$ " line."""
    steps = []
    for i, line in enumerate(lines):
        if line.startswith('$ '):
            steps.append([i, line[2:], []])
        elif steps:
            steps[-1][2].append(line)
        elif line.strip():
            steps.append([i, None, [line]])
    return [(i, cmd, ''.join(l + '\n' for l in out))
            for i, cmd, out in steps]


def check(where, cmd, want):
    if cmd is None:
        failures.append('%s: output without a command' % where)
        return
    args = shlex.split(cmd)
    if args[0] == 'cat' and len(args) == 2:
        path = os.path.normpath(args[1])
        try:
            with open(os.path.join(ROOT, path)) as f:
                got = f.read()
        except OSError as e:
            failures.append('%s: cat %s: %s' % (where, path, e))
            return
        quoted.add(path)
        if got != want:
            failures.append('%s: the quoted text of %s differs from the '
                            'file:\n--- quoted\n%s--- file\n%s'
                            % (where, path, want, got))
        return
    if args[0] == TOOL_NAME:
        for a in args[1:]:
            if not a.startswith('-'):
                compiled.add(os.path.normpath(a))
        p = subprocess.run([TOOL] + args[1:], cwd=ROOT, env=env,
                           capture_output=True, text=True)
        status = 1 if re.search(r'^\S.*: error: ', want, re.M) else 0
        if p.stdout != want or p.returncode != status:
            failures.append('%s: $ %s\n--- quoted (exit %d)\n%s'
                            '--- nvprog-compile (exit %d)\n%s%s'
                            % (where, cmd, status, want, p.returncode,
                               p.stdout, p.stderr))
        return
    failures.append('%s: "%s" cannot be checked; only cat and %s may '
                    'appear in a console block' % (where, cmd, TOOL_NAME))


def anchors(path):
    """The heading anchors of a Markdown file, as GitHub makes them."""
    seen, out, fence = {}, set(), False
    with open(path) as f:
        for line in f:
            if line.lstrip().startswith('```'):
                fence = not fence
            m = None if fence else re.match(r'^#{1,6}\s+(.*?)\s*#*\s*$',
                                              line)
            if not m:
                continue
            slug = re.sub(r'[^\w\- ]', '', m.group(1).lower())
            slug = slug.replace(' ', '-')
            n = seen.get(slug, 0)
            seen[slug] = n + 1
            out.add(slug if n == 0 else '%s-%d' % (slug, n))
    return out


def check_links(rel, text):
    base = os.path.dirname(os.path.join(ROOT, rel))
    fence = False
    for n, line in enumerate(text.split('\n'), 1):
        if line.lstrip().startswith('```'):
            fence = not fence
        if fence:
            continue
        for target in re.findall(r'\]\(([^)\s]+)\)', line):
            if re.match(r'^[a-z]+:', target):
                failures.append('%s:%d: a link off the repository: %s'
                                % (rel, n, target))
                continue
            path, _, frag = target.partition('#')
            full = os.path.normpath(os.path.join(base, path)) if path \
                else os.path.join(ROOT, rel)
            if not os.path.exists(full):
                failures.append('%s:%d: %s does not exist' % (rel, n, target))
            elif frag and (not full.endswith('.md') or
                           frag not in anchors(full)):
                failures.append('%s:%d: no heading #%s in %s'
                                % (rel, n, frag, os.path.relpath(full, ROOT)))


pages = sorted(glob.glob(os.path.join(ROOT, 'docs', 'languages', '*.md')))
pages.append(os.path.join(ROOT, 'docs', 'getting-started.md'))
nblocks = 0
for page in pages:
    rel = os.path.relpath(page, ROOT)
    if not os.path.exists(page):
        failures.append('%s is missing' % rel)
        continue
    with open(page) as f:
        text = f.read()
    check_links(rel, text)
    for start, lines in console_blocks(text):
        nblocks += 1
        for offset, cmd, want in transcript(lines):
            check('%s:%d' % (rel, start + offset), cmd, want)

examples = sorted(os.path.relpath(p, ROOT) for p in
                  glob.glob(os.path.join(ROOT, EXAMPLES, '*'))
                  if os.path.isfile(p))
if not examples:
    failures.append('no examples under %s' % EXAMPLES)
for ex in examples:
    if ex not in quoted:
        failures.append('%s is not quoted (cat) in any page' % ex)
    if ex not in compiled:
        failures.append('%s is not given to nvprog-compile in any page'
                        % ex)

for f in failures:
    print('FAIL ' + f)
print('%d console blocks, %d examples, %d failures'
      % (nblocks, len(examples), len(failures)))
sys.exit(1 if failures else 0)
