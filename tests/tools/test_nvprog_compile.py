#!/usr/bin/env python3
"""nvprog-compile's behaviour, one case per meson test: exact output and
exit status for each option.

usage: test_nvprog_compile.py TOOL SOURCE_ROOT CASE

Programs come from tests/unit (the parser tests' files, whose expected
error positions are their .ir files) or are written inline; every case
runs in tests/unit so that the file names printed are short and stable.
"""
import json
import os
import subprocess
import sys

TOOL, ROOT, CASE = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3]
UNIT = os.path.join(ROOT, 'tests', 'unit')

# One loadable program per header, and the kind the tool reports.
HEADERS = [
    ('!!VP1.0\nMOV o[HPOS], v[OPOS];\nEND\n', '!!VP1.0', 'vp',
     '!!VP1.0'),
    ('!!VP1.1\nMOV o[HPOS], v[OPOS];\nEND\n', '!!VP1.1', 'vp',
     '!!VP1.1'),
    ('!!VP2.0\nMOV o[HPOS], v[OPOS];\nEND\n', '!!VP2.0', 'vp',
     '!!VP2.0'),
    ('!!VSP1.0\nMOV c[0], v[0];\nEND\n', '!!VSP1.0', 'vsp', '!!VSP1.0'),
    ('!!FP1.0\nMOV o[COLR], f[COL0];\nEND\n', '!!FP1.0', 'fp',
     '!!FP1.0'),
    ('!!ARBvp1.0\nOPTION NV_vertex_program2;\n'
     'MOV result.position, vertex.position;\nEND\n', '!!ARBvp1.0',
     'arbvp', '!!ARBvp1.0 OPTION NV_vertex_program2'),
    ('!!ARBvp1.0\nOPTION NV_vertex_program3;\n'
     'MOV result.position, vertex.position;\nEND\n', '!!ARBvp1.0',
     'arbvp', '!!ARBvp1.0 OPTION NV_vertex_program3'),
    ('!!ARBfp1.0\nOPTION NV_fragment_program;\n'
     'MOV result.color, fragment.color;\nEND\n', '!!ARBfp1.0', 'arbfp',
     '!!ARBfp1.0 OPTION NV_fragment_program'),
    ('!!ARBfp1.0\nOPTION NV_fragment_program2;\n'
     'MOV result.color, fragment.color;\nEND\n', '!!ARBfp1.0', 'arbfp',
     '!!ARBfp1.0 OPTION NV_fragment_program2'),
    ('!!NVvp4.0\nMOV.F result.position, vertex.position;\nEND\n',
     '!!NVvp4.0', 'arbvp', '!!NVvp4.0'),
    ('!!NVfp4.0\nMOV.F result.color, fragment.color;\nEND\n',
     '!!NVfp4.0', 'arbfp', '!!NVfp4.0'),
    ('!!NVgp4.0\nPRIMITIVE_IN POINTS;\nPRIMITIVE_OUT POINTS;\n'
     'VERTICES_OUT 1;\nMOV result.position, vertex[0].position;\n'
     'EMIT;\nEND\n', '!!NVgp4.0', 'arbgp', '!!NVgp4.0'),
    ('!!NVtcp5.0\nVERTICES_OUT 3;\nMOV result.position, '
     'vertex[0].position;\nEND\n', '!!NVtcp5.0', 'arbtcp', '!!NVtcp5.0'),
    ('!!NVtep5.0\nTESS_MODE QUADS;\nMOV result.position, '
     'vertex[0].position;\nEND\n', '!!NVtep5.0', 'arbtep', '!!NVtep5.0'),
]

# Known bad programs and their diagnostics; the positions and messages
# are those of the files' .ir expectations ("error at byte N (line L,
# column C): line L, column C: MESSAGE").
BAD = {
    'vp/err_no_hpos.vp':
        'vp/err_no_hpos.vp:4:1: error: vertex program does not write '
        'o[HPOS]',
    'vp/err_mask_order.vp':
        "vp/err_mask_order.vp:3:9: error: write mask component 'x' "
        'repeated or out of xyzw order',
    'vp/err_pi_relative.vp':
        'vp/err_pi_relative.vp:4:16: error: position-invariant programs '
        'cannot read c[] relative to A0.x',
    'vp/vp2_err_undefined_label.vp':
        "vp/vp2_err_undefined_label.vp:7:1: error: label 'nowhere' "
        '(line 4, column 7) is not defined',
    'vp/arbvp_err_rel_dup.vp':
        'vp/arbvp_err_rel_dup.vp:8:21: error: relative addressing of an '
        'array that binds a parameter twice (elements 0 and 2)',
    'fp/err_kil_parens.fp':
        'fp/err_kil_parens.fp:4:5: error: expected a condition (EQ, GE, '
        "GT, LE, LT, NE, TR or FL) but found '('",
    'fp/err_colr_colh.fp':
        'fp/err_colr_colh.fp:7:1: error: fragment program writes both '
        'o[COLR] and o[COLH]',
}

ARBVP_3_TEMPS = ('!!ARBvp1.0\nOPTION NV_vertex_program2;\nTEMP a, b, c;\n'
                 'MOV result.position, vertex.position;\nEND\n')
FP_2_INSTRS = '!!FP1.0\nMOV R0, f[COL0];\nMOV o[COLR], R0;\nEND\n'

failures = []


def run(args, stdin=None, tool=TOOL):
    p = subprocess.run([tool] + args, cwd=UNIT, input=stdin,
                       capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def expect(what, got, want):
    if got != want:
        failures.append('%s:\n  got:  %r\n  want: %r' % (what, got, want))


def read(rel):
    with open(os.path.join(ROOT, rel)) as f:
        return f.read()


def case_languages():
    for text, header, target, kind in HEADERS:
        rc, out, err = run(['--json', '-'], stdin=text)
        expect(header + ' status', rc, 0)
        res = json.loads(out)[0]
        expect(header + ' fields',
               (res['language'], res['target'], res['kind'],
                res['status']), (header, target, kind, 'ok'))
    rc, out, _ = run(['-'], stdin='MOV o[HPOS], v[OPOS];\nEND\n')
    expect('no header', (rc, out),
           (1, '<stdin>:1:1: error: unknown program header: expected '
               '!!VP1.0, !!VP1.1, !!VP2.0, !!VSP1.0, !!FP1.0, !!ARBvp1.0, '
               '!!ARBfp1.0, !!NVvp4.0, !!NVfp4.0, !!NVgp4.0, !!NVvp5.0, '
               '!!NVfp5.0, !!NVgp5.0, !!NVtcp5.0, !!NVtep5.0 or !!NVcp5.0 '
               'at the start of the program (or --target)'
               '\n'))
    rc, out, _ = run(['-'], stdin='!!ARBvp1.0\n'
                     'MOV result.position, vertex.position;\nEND\n')
    expect('plain ARB vertex program', (rc, out),
           (0, "<stdin>: note: no NV option: the GL loads this program "
               "with Mesa's ARB_vertex_program parser\n"))


def case_diagnostics():
    for path, line in BAD.items():
        rc, out, err = run([path])
        expect(path, (rc, out, err), (1, line + '\n', ''))


def case_caret():
    rc, out, _ = run(['--caret', 'vp/err_pi_relative.vp'])
    expect('caret', (rc, out),
           (1, BAD['vp/err_pi_relative.vp'] + '\n'
               ' MOV o[COL0], c[A0.x + 4];\n'
               '                ^\n'))
    # Not a terminal: no caret unless asked.
    rc, out, _ = run(['vp/err_pi_relative.vp'])
    expect('no caret in a pipe', out, BAD['vp/err_pi_relative.vp'] + '\n')


def case_many_files():
    rc, out, err = run(['vp/transform_light.vp', 'vp/err_no_hpos.vp',
                        'fp/every_opcode.fp', 'fp/err_colr_colh.fp'])
    expect('many files', (rc, out, err),
           (1, BAD['vp/err_no_hpos.vp'] + '\n' +
               BAD['fp/err_colr_colh.fp'] + '\n', ''))


def case_stdin():
    text = read('tests/unit/vp/err_no_hpos.vp')
    want = (1, '<stdin>:4:1: error: vertex program does not write '
               'o[HPOS]\n', '')
    expect('no file', run([], stdin=text), want)
    expect('-', run(['-'], stdin=text), want)
    expect('loadable on stdin', run(['-'], stdin=HEADERS[0][0]),
           (0, '', ''))


def case_exit_codes():
    expect('ok', run(['vp/transform_light.vp'])[0], 0)
    expect('load error', run(['vp/err_no_hpos.vp'])[0], 1)
    rc, out, err = run(['vp/no-such-file.vp'])
    expect('unreadable', (rc, out, err),
           (2, '', 'vp/no-such-file.vp: error: cannot read: No such file '
                   'or directory\n'))
    expect('unreadable beats a load error',
           run(['vp/err_no_hpos.vp', 'vp/no-such-file.vp'])[0], 2)
    expect('unknown option', run(['--bogus', 'vp/transform_light.vp']),
           (2, '', "nvprog-compile: unknown option '--bogus' "
                   '(see --help)\n'))
    expect('bad --target', run(['--target', 'gp', 'x.vp'])[0], 2)
    expect('bad --dump', run(['--dump', 'spirv', 'x.vp'])[0], 2)
    rc, out, _ = run(['--help'])
    expect('--help', (rc, out.splitlines()[0]),
           (0, 'usage: nvprog-compile [OPTION]... [FILE]...'))


def case_target():
    # Forced: the header must agree, as for the GL's load target.
    rc, out, _ = run(['--target', 'fp', 'tgsi/transform.vp'])
    expect('--target fp on a !!VP1.0', (rc, out),
           (1, "tgsi/transform.vp:1:1: error: expected '!!FP1.0' at the "
               'start of the program\n'))
    rc, out, _ = run(['--target=vsp', 'tgsi/transform.vp'])
    expect('--target=vsp on a !!VP1.0', (rc, out),
           (1, "tgsi/transform.vp:1:1: error: expected '!!VSP1.0' at the "
               'start of the program\n'))
    rc, out, _ = run(['--json', '--target', 'vp', 'tgsi/transform.vp'])
    res = json.loads(out)[0]
    expect('--target vp agrees', (rc, res['target'], res['status']),
           (0, 'vp', 'ok'))
    rc, out, _ = run(['--target', 'vp', '-'], stdin='MOV')
    expect('--target without a header', (rc, out),
           (1, "<stdin>:1:1: error: expected '!!VP1.0', '!!VP1.1' or "
               "'!!VP2.0' at the start of the program\n"))


def case_limits():
    expect('default temps', run(['-'], stdin=ARBVP_3_TEMPS), (0, '', ''))
    expect('--max-temps=2', run(['--max-temps=2', '-'],
                                stdin=ARBVP_3_TEMPS),
           (1, '<stdin>:3:12: error: more than 2 TEMP variables\n', ''))
    expect('--max-temps 3', run(['--max-temps', '3', '-'],
                                stdin=ARBVP_3_TEMPS), (0, '', ''))
    expect('!!FP1.0 --max-instructions=1',
           run(['--max-instructions=1', '-'], stdin=FP_2_INSTRS),
           (1, '<stdin>:3:1: error: more than 1 instructions\n', ''))
    expect('--no-fp2', run(['--no-fp2', '-'], stdin=HEADERS[8][0]),
           (1, '<stdin>:2:8: error: unsupported program option\n', ''))
    expect('above nvprog\'s maximum',
           run(['--max-temps=99', '-'], stdin=ARBVP_3_TEMPS),
           (2, '', "--max-temps: '99' is not a number from 0 to 64\n"))


def case_dump_ir():
    rc, out, _ = run(['--dump', 'ir', 'vp/transform_light.vp'])
    light_ir = read('tests/unit/vp/transform_light.ir')
    expect('--dump ir', (rc, out), (0, light_ir))
    rc, out, _ = run(['--dump=ir', 'fp/every_opcode.fp'])
    expect('--dump=ir fp', (rc, out),
           (0, read('tests/unit/fp/every_opcode.ir')))
    # nvp-check, the older name, dumps the IR by default.
    nvp_check = os.path.join(os.path.dirname(TOOL), 'nvp-check')
    rc, out, _ = run(['vp/transform_light.vp'], tool=nvp_check)
    expect('nvp-check', (rc, out), (0, light_ir))


def case_dump_tgsi():
    for name in ('transform', 'vp2_flow'):
        rc, out, _ = run(['--dump', 'tgsi', 'tgsi/%s.vp' % name])
        expect('--dump tgsi ' + name, (rc, out),
               (0, read('tests/unit/tgsi/%s.tgsi' % name)))
    rc, out, _ = run(['--dump', 'tgsi', 'vp/vsp_normalize_length.vp'])
    expect('--dump tgsi of a state program', (rc, out),
           (0, 'vp/vsp_normalize_length.vp: note: no TGSI: vertex state '
               'programs run on the CPU\n'))


def case_gp4():
    # NV_gpu_program4: parsed and checked as the GL does; translated
    # unless it uses what the emitter does not yet translate (its GL load
    # fails with the same message).
    vp = 'vp/gp4_every_opcode.vp'
    fp = 'fp/gp4_every_opcode.fp'
    expect('gp4 loads', run([vp, fp]), (0, '', ''))
    rc, out, _ = run(['--dump=ir', vp])
    expect('gp4 --dump=ir', (rc, out),
           (0, read('tests/unit/vp/gp4_every_opcode.ir')))
    for what in ('tgsi', 'nir'):
        rc, out, _ = run(['--dump=' + what, fp])
        expect('gp4 --dump=' + what, rc, 0)
        rc, out, _ = run(['--dump=' + what, vp])
        expect('gp4 --dump=' + what + ' refused', (rc, out),
               (1, '%s: error: cannot translate to %s: line 72: '
                   'texture[1] is read as integer and as float texels\n'
                   % (vp, what)))
    rc, out, _ = run(['--dump=tgsi', '-'],
                     stdin='!!NVfp4.0\nINT TEMP i;\nTRUNC.S i, '
                     'fragment.color;\nI2F result.color, i;\nEND\n')
    expect('gp4 --dump=tgsi translates', (rc, out.startswith('FRAG\n')),
           (0, True))
    rc, out, _ = run(['-'], stdin='!!NVvp4.0\nMOV.F result.position, '
                     'vertex.position\nEND\n')
    expect('gp4 load error', (rc, out),
           (1, "<stdin>:3:1: error: expected ';' but found 'END'\n"))


def case_gp4gp():
    # NV_geometry_program4: parsed, checked and translated to a GEOMETRY
    # shader, which tgsi_to_nir (Mesa patch 0018) carries into NIR with
    # its vertex emission; what the emitter does not translate fails as
    # the GL load does.
    gp = 'gp/gp4gp_every_opcode.gp'
    expect('gp4gp loads', run([gp]), (0, '', ''))
    rc, out, _ = run(['--dump=ir', gp])
    expect('gp4gp --dump=ir', (rc, out),
           (0, read('tests/unit/gp/gp4gp_every_opcode.ir')))
    rc, out, _ = run(['--dump=tgsi', gp])
    expect('gp4gp --dump=tgsi', (rc, out.startswith('GEOM\n'),
                                 'EMIT' in out, 'ENDPRIM' in out),
           (0, True, True, True))
    rc, out, _ = run(['--dump=nir', gp])
    expect('gp4gp --dump=nir', (rc, 'MESA_SHADER_GEOMETRY' in out,
                                'emit_vertex' in out,
                                'end_primitive' in out),
           (0, True, True, True))
    head = ('!!NVgp4.0\nPRIMITIVE_IN LINES;\nPRIMITIVE_OUT POINTS;\n'
            'VERTICES_OUT 2;\n')
    rc, out, _ = run(['--dump=tgsi', '-'],
                     stdin=head + 'MOV result.position, vertex[1].id;\n'
                     'EMIT;\nEND\n')
    # vertex[m].id reads the vertex program's result.id, GENERIC 16
    expect('gp4gp vertex[m].id', (rc, 'DCL IN[][0], GENERIC[16]' in out),
           (0, True))
    rc, out, _ = run(['-'], stdin='!!NVgp4.0\nPRIMITIVE_IN LINES;\n'
                     'VERTICES_OUT 2;\nEMIT;\nEND\n')
    expect('gp4gp missing declaration', (rc, out),
           (1, '<stdin>:4:1: error: missing PRIMITIVE_OUT declaration (a '
               'geometry program needs exactly one, before its '
               'statements)\n'))
    rc, out, _ = run(['--max-vertices-out=1', '-'],
                     stdin=head + 'EMIT;\nEND\n')
    expect('gp4gp --max-vertices-out', (rc, out),
           (1, '<stdin>:4:14: error: VERTICES_OUT 2 exceeds '
               'MAX_PROGRAM_OUTPUT_VERTICES_NV (1)\n'))
    rc, out, _ = run(['--target=arbgp', '--json', '-'],
                     stdin=head + 'EMIT;\nEND\n')
    expect('gp4gp --target=arbgp', (rc, json.loads(out)[0]['kind']),
           (0, '!!NVgp4.0'))


def case_tess():
    # NV_tessellation_program5: TESS_CTRL and TESS_EVAL TGSI, which
    # tgsi_to_nir (Mesa patch 0026) carries into NIR: the control
    # shader's per-vertex output arrays of VERTICES_OUT vertices, stored
    # as written, read back after control barriers; the evaluation
    # shader's patch-vertex input arrays, levels and tess coordinate.
    tcp = 'gp/gp5_tess_control.tcp'
    tep = 'gp/gp5_tess_eval.tep'
    rc, out, _ = run(['--dump=tgsi', tcp])
    expect('tcp --dump=tgsi', (rc, out),
           (0, read('tests/unit/gp/gp5_tess_control.tgsi')))
    rc, out, _ = run(['--dump=nir', tcp])
    expect('tcp --dump=nir', (rc, 'MESA_SHADER_TESS_CTRL' in out,
                              'vec4[3] out_0' in out,
                              'patch shader_out' in out,
                              'control_barrier' in out,
                              'load_invocation_id' in out,
                              'load_patch_vertices_in' in out),
           (0, True, True, True, True, True, True))
    rc, out, _ = run(['--dump=nir', tep])
    expect('tep --dump=nir', (rc, 'MESA_SHADER_TESS_EVAL' in out,
                              'vec4[32] in_0' in out,
                              'patch shader_in' in out,
                              'load_tess_coord' in out,
                              'load_tess_level_outer' in out,
                              'load_tess_level_inner' in out),
           (0, True, True, True, True, True, True))
    rc, out, _ = run(['-'], stdin='!!NVtep5.0\nTESS_SPACING EQUAL;\nEND\n')
    expect('tep missing declaration', (rc, out),
           (1, '<stdin>:3:1: error: missing TESS_MODE declaration (a '
               'tessellation evaluation program needs one, before its '
               'statements)\n'))
    rc, out, _ = run(['--target=arbtcp', '--json', '-'],
                     stdin='!!NVtcp5.0\nVERTICES_OUT 1;\nEND\n')
    expect('--target=arbtcp', (rc, json.loads(out)[0]['kind']),
           (0, '!!NVtcp5.0'))


def case_dump_nir():
    rc, out, _ = run(['--dump', 'nir', 'tgsi/transform.vp'])
    expect('--dump nir', (rc, out), (0, read('tests/tools/transform.nir')))


def case_dump_several():
    rc, out, _ = run(['--dump', 'ir,tgsi', 'tgsi/transform.vp'])
    _, ir, _ = run(['--dump', 'ir', 'tgsi/transform.vp'])
    expect('--dump ir,tgsi', (rc, out),
           (0, '==> tgsi/transform.vp: ir <==\n' + ir +
               '==> tgsi/transform.vp: tgsi <==\n' +
               read('tests/unit/tgsi/transform.tgsi')))


def case_json():
    rc, out, _ = run(['--json', '--dump', 'tgsi', 'tgsi/transform.vp',
                      'vp/err_pi_relative.vp', 'vp/no-such-file.vp'])
    expect('--json status', rc, 2)
    res = json.loads(out)
    expect('--json', res, [
        {'file': 'tgsi/transform.vp', 'language': '!!VP1.0',
         'target': 'vp', 'kind': '!!VP1.0', 'status': 'ok',
         'diagnostics': [],
         'tgsi': read('tests/unit/tgsi/transform.tgsi')},
        {'file': 'vp/err_pi_relative.vp', 'language': '!!VP1.1',
         'target': 'vp', 'kind': None, 'status': 'error',
         'diagnostics': [{'severity': 'error', 'position': 71, 'line': 4,
                          'column': 16,
                          'message': 'position-invariant programs cannot '
                                     'read c[] relative to A0.x'}]},
        {'file': 'vp/no-such-file.vp', 'language': None, 'target': None,
         'kind': None, 'status': 'unreadable',
         'diagnostics': [{'severity': 'error',
                          'message': 'cannot read: No such file or '
                                     'directory'}]},
    ])


CASES = {name[5:]: f for name, f in globals().items()
         if name.startswith('case_')}

if CASE not in CASES:
    sys.exit('unknown case %s; cases: %s' % (CASE, ', '.join(CASES)))
CASES[CASE]()
for f in failures:
    print('FAIL ' + f)
if not failures:
    print('PASS ' + CASE)
sys.exit(1 if failures else 0)
