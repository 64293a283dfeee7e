#!/usr/bin/env python3
"""Random NV_gpu_program5 programs with 64-bit components for the
emitter's differential test.

usage: gp5_64_random.py EXE N DIR
Writes N "!!NVvp5.0" programs (seeds 1..N) to DIR and runs EXE
(nvtgsi_exec_gp4) on them: each program's emitted TGSI on tgsi_exec and
its tgsi_to_nir + nir_to_tgsi round trip must give the same outputs.
The programs mix F64, S64 and U64 instructions with their modifiers,
CC updates and masks, LONG TEMPs and a LONG array read and written
relatively, PK64 and UP64, 32-bit instructions on LONG variables and
literals of 64 bits.  Doubles never reach integer instructions: the
sign of a NaN or of a zero (MAX of 0 and -0) is not defined, and would
show there.  Values come from vertex.attrib[1] = (7, -3, 2.5,
-2.5) and vertex.attrib[2] = (NaN, +INF, -INF, 3e9) (the harness's), so
that NIR cannot fold them away; the results leave through UP64 as
words.
"""
import random

import random_programs

BIN = ['ADD', 'SUB', 'MUL', 'MIN', 'MAX', 'SEQ', 'SNE', 'SLT', 'SGE',
       'SGT', 'SLE', 'SFL', 'STR']
INT = ['AND', 'OR', 'XOR']
TESTS = ['EQ', 'NE', 'GT', 'LT', 'GE', 'LE', 'CF', 'NCF', 'OF', 'NOF',
         'SF', 'NSF']
# Doubles and 64-bit integers live in separate variables: a NaN's sign
# and payload are not defined (NIR may move a negation across a multiply),
# and integer instructions would show them.
LONGS = {'F': ['L', 'P', 'D[0]', 'D[i.x]'],
         'I': ['M', 'N', 'A[0]', 'A[1]', 'A[i.x]', 'A[i.y + 1]']}


def longs(t):
    return LONGS['F' if t == 'F' else 'I']


def swz():
    return random.choice(['', '', '.x', '.w', '.yxwz', '.zzxy'])


def mask():
    return random.choice(['', '', '.x', '.xy', '.zw', '.yzw'])


def literal(t):
    if t == 'F':
        return random.choice(['0.5', '-1.5', '1e300', '3', '0.1',
                              '{1, 2.5, -3, 0.25}',
                              '4.9406564584124654e-324'])
    if t == 'S':
        return random.choice(['-3', '7', '{1, -2, 3, 4294967296}',
                              '3000000000', '-65536'])
    return random.choice(['3', '4294967296', '{1, 2, 3, 4}',
                          '18446744073709551615', '255'])


def src(t, scalar=False):
    k = random.random()
    if k < 0.15:
        lit = literal(t)
        return lit.split(',')[0].lstrip('{') if scalar else lit
    if k < 0.3:
        # 32-bit variables of the operation's type (r holds floats, and
        # a NaN's or a zero's sign may differ)
        v = {'F': random.choice(['a', 'b', 'r']), 'S': 'i', 'U': 'u'}[t]
    else:
        v = random.choice(longs(t))
    neg = random.choice(['', '', '-']) if t != 'U' else ''
    sw = '.' + random.choice('xyzw') if scalar else swz()
    if random.random() < 0.1 and t != 'U':
        return '%s|%s%s|' % (neg, v, sw)
    return neg + v + sw


def dst(t):
    d = random.choice(longs(t) + (['r'] if t == 'F' else []))
    cc = ''
    if random.random() < 0.2:
        cc = ' (%s%s.%s)' % (random.choice(TESTS), random.choice(['', '1']),
                             random.choice(['x', 'y', 'xyzw', 'wzyx']))
    return d + mask() + cc


def instr():
    t = random.choice('FSU')
    tm = {'F': '.F64', 'S': '.S64', 'U': '.U64'}[t]
    cc = random.choice(['', '', '', '.CC', '.CC1'])
    sat = random.choice(['', '', '.SAT', '.SSAT']) if t == 'F' else ''
    k = random.random()
    if k < 0.35:
        return '%s%s%s%s %s, %s, %s;' % (random.choice(BIN), tm, cc, sat,
                                         dst(t), src(t), src(t))
    if k < 0.45 and t != 'F':
        op = random.choice(INT + ['MOD', 'SHL', 'SHR', 'DIV'])
        scalar = op in ('MOD', 'SHL', 'SHR', 'DIV')
        return '%s%s%s %s, %s, %s;' % (op, tm, cc, dst(t), src(t),
                                       src(t, scalar))
    if k < 0.5:
        return 'DIV%s%s %s, %s, %s;' % (tm, cc, dst(t), src(t), src(t, True))
    if k < 0.6:
        op = random.choice(['MOV', 'ABS'] + (['NOT'] if t != 'F' else
                                            ['FRC', 'SSG']))
        return '%s%s%s%s %s, %s;' % (op, tm, cc, sat, dst(t), src(t))
    if k < 0.68:
        op = random.choice(['FLR', 'CEIL', 'TRUNC', 'ROUND'])
        return '%s%s%s %s, %s;' % (op, tm, cc, dst(t),
                                   random.choice(['a', 'r', 'L', 'P.yxwz']))
    if k < 0.72 and t == 'F':
        return '%s.F64 %s, %s;' % (random.choice(['RCP', 'RSQ']), dst(t),
                                   src('F', True))
    if k < 0.8:
        op = random.choice(['MAD', 'CMP'] + (['SAD'] if t != 'F' else []))
        return '%s%s%s %s, %s, %s, %s;' % (op, tm, cc, dst(t), src(t),
                                           src(t), src('U' if op == 'SAD'
                                                       else t))
    if k < 0.85:
        t = random.choice('SU')
        return 'MUL.%s64 %s, %s, %s;' % (t, dst(t), src(t), src(t))
    if k < 0.9:
        return 'PK64%s %s, %s;' % (random.choice(['.U', '.S']),
                                   random.choice(longs('S')) + mask(),
                                   random.choice(['a', 'b']) + swz())
    if k < 0.95:
        t = random.choice('SU')
        return 'I2F.%s64 r%s, %s;' % (t, mask(), src(t))
    # 32-bit instructions on LONG variables
    return random.choice(['ADD.F %s, %s, a;' % (dst('F'), src('F')),
                          'MOV.S %s, -5;' % dst('S'),
                          'TRUNC.S %s, a;' % dst('S'),
                          'ADD.S i.zw, i, %s;' % src('S', True)])


def program(seed):
    random.seed(seed)
    body = [instr() for _ in range(random.randint(3, 25))]
    head = ('!!NVvp5.0\nOPTION NV_gpu_program_fp64;\n'
            'ATTRIB a = vertex.attrib[1];\nATTRIB b = vertex.attrib[2];\n'
            'LONG TEMP L, P, M, N, A[3], D[2];\nINT TEMP i;\n'
            'UINT TEMP u;\nTEMP r;\n'
            'MOV.S i, {1, 0, -7, 2147483647};\n'
            'MOV.U u, {5, 4294967295, 7, 2147483648};\n'
            'MOV r, a;\nMOV.F64 L, a;\n'
            'MOV.F64 P, b;\nMOV.F64 D[1], a.wzyx;\nPK64.U M, b;\n'
            'TRUNC.S64 N, a.wzyx;\nTRUNC.S64 A[0], a;\n'
            'ROUND.U64 A[1], |a|;\n')
    out = ('MOV result.position, r;\nUP64.U result.texcoord[0], L;\n'
           'UP64.U result.texcoord[1], M.zwzw;\n'
           'UP64.U result.texcoord[2], N;\n'
           'UP64.U result.texcoord[3], A[1];\n'
           'UP64.U result.texcoord[4], P;\n'
           'UP64.U result.texcoord[5], D[1].yxwz;\n'
           'UP64.U result.texcoord[6], A[2];\n')
    return head + '\n'.join(body) + '\n' + out + 'END\n'


random_programs.run(program)
