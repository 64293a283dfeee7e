#!/usr/bin/python3
"""Write a piglit XML test profile listing nvprog's GL tests.

Debian's piglit (framework/profile.py, XMLProfile) reads a profile given
by an absolute path ending in .xml through gzip.open() and rebuilds each
<Test type="gl"> from its <option> elements: command (a Python list
literal; piglit prepends its own bin/ directory unless the path is
absolute) and run_concurrent (True makes piglit append -auto -fbo).
Environment variables come from <environment><env name= value=/>.  So the
profile is gzip-compressed XML even though its name ends in .xml, and it
holds absolute paths into the build tree: never commit it.

Each test is named nvprog@<group>@<test>.  The driver is chosen by the
environment of `piglit run` (./nvprog-run --driver ...).
"""

import argparse
import gzip
import os
import shutil
import sys
import xml.etree.ElementTree as et


# Name prefix -> the extension a test is about (first match wins).
GROUPS = (
    ('arb-program-', 'arb_program_limits'),
    ('arb-', 'harness'),
    ('arbvp-', 'nv_vertex_program2_option'),
    ('arbfp-nv2-', 'nv_fragment_program2'),
    ('arbfp-', 'nv_fragment_program_option'),
    ('fp1-', 'nv_fragment_program'),
    ('vp2-', 'nv_vertex_program2'),
    ('nv-approx-', 'nv_approximations'),
)


def group_of(name):
    for prefix, group in GROUPS:
        if name.startswith(prefix):
            return group
    return 'nv_vertex_program'


def build_profile(names, bindir):
    root = et.Element('PiglitTestList', count=str(len(names)),
                      name='nvprog')
    for name in names:
        exe = os.path.join(bindir, 'nvprog-' + name)
        test = et.SubElement(root, 'Test', type='gl',
                             name='nvprog@{}@{}'.format(group_of(name), name))
        et.SubElement(test, 'option', name='command', value=repr([exe]))
        et.SubElement(test, 'option', name='run_concurrent', value='True')
        env = et.SubElement(test, 'environment')
        # piglit counts any non-zero exit status as a failure; the
        # harness's default skip status (77) is meant for meson.
        et.SubElement(env, 'env', name='NVPROG_SKIP_STATUS', value='0')
    return et.ElementTree(root)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--output', required=True)
    parser.add_argument('--copy-to', default=None,
                        help='also copy the profile here')
    parser.add_argument('--bindir', required=True,
                        help='directory holding the nvprog-* executables')
    parser.add_argument('tests', nargs='+')
    args = parser.parse_args()

    bindir = os.path.abspath(args.bindir)
    tree = build_profile(args.tests, bindir)
    tmp = args.output + '.tmp'
    # mtime=0 keeps the output identical between runs.
    with open(tmp, 'wb') as raw:
        with gzip.GzipFile(filename='', mode='wb', fileobj=raw,
                           mtime=0) as f:
            tree.write(f, encoding='utf-8', xml_declaration=True)
    os.replace(tmp, args.output)
    if args.copy_to:
        try:
            shutil.copyfile(args.output, args.copy_to)
        except OSError as e:
            print('gen-profile.py: cannot copy to {}: {}'.format(
                args.copy_to, e), file=sys.stderr)
    return 0


if __name__ == '__main__':
    sys.exit(main())
