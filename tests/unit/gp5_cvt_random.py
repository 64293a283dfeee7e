#!/usr/bin/env python3
"""Random NV_gpu_program5 programs of CVT for the emitter's differential
test.

usage: gp5_cvt_random.py EXE N DIR
Writes N "!!NVvp5.0" programs (seeds 1..N) to DIR and runs EXE
(nvtgsi_exec_gp4) on them: each program's emitted TGSI on tgsi_exec and
its tgsi_to_nir + nir_to_tgsi round trip must give the same outputs.
The programs convert between every pair of CVT's types with each
rounding modifier, SAT, CC updates, conditional writes and masks,
between 32-bit and LONG variables.  Float values live in their own
variables (f, g, D, E; fp16 bits in h), integers in theirs (i, j, M,
N), so that no bit pattern of one is read as the other.  A float read
as an integer type is converted with SAT unless it comes from the
attribute or a literal (a negative one written "{-2.5}.x": CVT takes no
negation, and a scalar literal's "-" is one): beyond the 64-bit range a
wrapped conversion is what the drivers' D2I64/D2U64 give, which the
spec does not fix.  The
attribute is vertex.attrib[1] = (7, -3, 2.5, -2.5) (the harness's) so
that NIR cannot fold it; the results leave through UP64 as words.
"""
import random

import random_programs

FLOATS = ['F32', 'F64']
INTS = ['S8', 'S16', 'S32', 'S64', 'U8', 'U16', 'U32', 'U64']
ROUNDING = ['', '', '.ROUND', '.CEIL', '.FLR', '.TRUNC']
TESTS = ['EQ', 'NE', 'GT', 'LT', 'GE', 'LE', 'TR']
FVARS = ['f', 'g', 'D', 'E']
IVARS = ['i', 'j', 'M', 'N']


def swz():
    return random.choice(['', '', '.x', '.w', '.yxwz', '.zzxy'])


def mask():
    return random.choice(['', '', '.x', '.xy', '.zw', '.yzw'])


def operand(t):
    k = random.random()
    if t == 'F16':
        return 'h' + swz(), False
    if t in FLOATS:
        if k < 0.1:
            return random.choice(['a', '{0.1, -1e-8, 65519.9, 1e30}',
                                  '{16777217, -0.5, 2.5, -3.5}']) + swz(), \
                True
        if k < 0.2:
            return random.choice(['{-2.5}.x', '70000', '0.1']), True
        return random.choice(FVARS) + swz(), False
    if k < 0.1:
        return random.choice(
            ['{4294967295, 2147483648, 200, 383}', '18446744073709551615',
             '{16777217, 65536, 9007199254740993, 5}'] +
            (['{-1, 200, 65536, -129}', '{-129}.x', '9223372036854775807',
              '{16777217, -16777217, -9007199254740993, 5}']
             if t[0] == 'S' else [])), True
    return random.choice(IVARS) + swz(), False


def instr():
    r = random.choice(['F16'] + FLOATS + INTS)
    o = random.choice(['F16'] + FLOATS + INTS)
    src, moderate = operand(o)
    if r == 'F16':
        dst = 'h'
    elif r in FLOATS:
        dst = random.choice(FVARS)
    else:
        dst = random.choice(IVARS)
    sat = ''
    if r not in FLOATS + ['F16'] and o in FLOATS + ['F16'] and \
            not moderate:
        sat = '.SAT'
    elif random.random() < 0.25:
        sat = '.SAT'
    elif r in FLOATS + ['F16'] and random.random() < 0.1:
        sat = '.SSAT'
    cc = random.choice(['', '', '', '.CC', '.CC1'])
    cond = ''
    if random.random() < 0.2:
        cond = ' (%s%s.%s)' % (random.choice(TESTS),
                               random.choice(['', '1']),
                               random.choice(['x', 'y', 'xyzw', 'wzyx']))
    return 'CVT.%s.%s%s%s%s %s%s%s, %s;' % (
        r, o, random.choice(ROUNDING), sat, cc, dst, mask(), cond, src)


def program(seed):
    random.seed(seed)
    body = [instr() for _ in range(random.randint(3, 25))]
    head = ('!!NVvp5.0\nOPTION NV_gpu_program_fp64;\n'
            'ATTRIB a = vertex.attrib[1];\n'
            'LONG TEMP D, E, M, N;\nTEMP f, g, h, i, j;\n'
            'MOV f, a;\nMOV g, a.wzyx;\nMOV.F64 D, a.yxwz;\n'
            'MUL.F64 E, a, 1e10;\nMOV.S i, {1, -7, 300, 2147483647};\n'
            'TRUNC.S j, a;\nTRUNC.S64 M, a;\n'
            'MOV.S64 N, {-9223372036854775807, 4294967296, 255, -1};\n'
            'MOV.U h, {15360, 48128, 31743, 1};\n')
    out = ('MOV result.position, a;\nMOV.U result.texcoord[0], f;\n'
           'MOV.U result.texcoord[1], g;\n'
           'UP64.U result.texcoord[2], D;\n'
           'UP64.U result.texcoord[3], E.zwzw;\n'
           'MOV.U result.texcoord[4], i;\nMOV.U result.texcoord[5], j;\n'
           'UP64.U result.texcoord[6], M;\n'
           'UP64.U result.texcoord[7], N.zwzw;\n'
           'MOV.U result.color, h;\n')
    return head + '\n'.join(body) + '\n' + out + 'END\n'


random_programs.run(program)
