#!/usr/bin/env python3
"""Random NV_gpu_program4 programs for the emitter's differential test.

usage: gp4_random.py EXE N DIR
Writes N "!!NVvp4.0" programs (seeds 1..N) to DIR and runs EXE
(nvtgsi_exec_gp4) on them: each program's emitted TGSI on tgsi_exec and
its tgsi_to_nir + nir_to_tgsi round trip must give the same outputs.
The programs mix .F/.S/.U arithmetic, CC updates and masks, .SAT/.SSAT,
IF/ELSE, REP with and without counts, BRK/CONT and CAL/RET.  Registers
start from program parameters, not constants: NIR's range analysis takes
frcp(0.0) for "not positive" and folds fsat() of it to 0.0 (Mesa
22.3.6), so an RCP of a compile-time zero would differ.
"""
import random

import random_programs

stage = 'vp'
ops_f = ['ADD','SUB','MUL','MIN','MAX','SEQ','SNE','SLT','SGE','SGT','SLE','DP3','DP4','DPH','DP2','XPD','DST','RFL']
ops_f1 = ['MOV','ABS','FLR','CEIL','ROUND','TRUNC','FRC','SSG','NRM','LIT']
ops_sc = ['RCP','RSQ','EX2','LG2','COS','SIN','RCC','SCS']
ops_i = ['ADD','SUB','MUL','MIN','MAX','AND','OR','XOR','SEQ','SNE','SLT','SGE','SGT','SLE']
ops_i1 = ['MOV','ABS','NOT']
ops_vs = ['DIV','MOD','SHL','SHR']
def reg(t):
    return random.choice({'F':['r','s'],'S':['i','j'],'U':['u']}[t])
def swz():
    return random.choice(['', '.x', '.yzwx', '.xxyy', '.w'])
def mask():
    return random.choice(['', '.x', '.xy', '.yzw', '.xyzw'])
def src(t):
    k = random.random()
    if k < 0.15:
        if t == 'F':
            return '{%g, %g, %g, %g}' % tuple(random.choice([0, 1, -1, 2.5, -0.0, 1e30, 3]) for _ in range(4))
        if t == 'U':
            return '{%d, %d, %d, %d}' % tuple(random.choice([0, 1, 7, 4294967295, 2147483648]) for _ in range(4))
        return '{%d, %d, %d, %d}' % tuple(random.choice([0, 1, -1, 7, -2147483648, 2147483647]) for _ in range(4))
    if k < 0.25:
        return random.choice(['p0', 'p1'])
    neg = random.choice(['', '', '-'])
    if t == 'U' and neg: neg = ''
    return neg + reg(t) + swz()
# Table X.16: the eight tests of the older languages, then gp4's.
TESTS = ['EQ','NE','GT','LT','GE','LE','TR','FL','NAN','LEG','CF','NCF',
         'OF','NOF','AB','BLE','SF','NSF']
def cc():
    return random.choice(['', '', '.CC', '.CC1'])
def ccmask():
    if random.random() < 0.2:
        return ' (%s%s.%s)' % (random.choice(TESTS), random.choice(['','0','1']), random.choice(['x','y','xyzw','wzyx']))
    return ''
def test():
    return '%s%s.%s' % (random.choice(TESTS), random.choice(['','1']), random.choice(['x','y','xyzw']))
def close(lines, d):
    # "a program that includes a REP/ENDREP block with no loop count will
    # fail to compile unless it contains either a BRK instruction at the
    # current nesting level or a RET instruction at any nesting level"
    if d == 'REPN':
        lines.append('BRK (%s);' % test())
    lines.append('ENDIF;' if d in ('IF', 'ELSE') else 'ENDREP;')
def instr(lines, depth):
    k = random.random()
    t = random.choice('FSU')
    if k < 0.08 and len(depth) < 4:
        lines.append('IF %s;' % test()); depth.append('IF'); return
    if k < 0.14 and len(depth) < 4:
        c = random.choice(['', ' 3', ' 2', '.S i.x', ' p0.x'])
        lines.append('REP%s;' % c); depth.append('REP' if c else 'REPN')
        return
    if k < 0.2 and depth:
        d = depth.pop()
        if d == 'IF' and random.random() < 0.3:
            lines.append('ELSE;'); depth.append('ELSE'); return
        close(lines, d); return
    if k < 0.25 and ('REP' in depth or 'REPN' in depth):
        lines.append('%s%s;' % (random.choice(['BRK','CONT']), random.choice(['', ' (%s)' % test()]))); return
    if k < 0.28 and stage == 'fp':
        lines.append(random.choice(['KIL %s;' % test(), 'KIL.S %s;' % src('S'), 'KIL %s;' % src('F')])); return
    if k < 0.3:
        lines.append('CAL f%s;' % random.choice(['', ' (%s)' % test()])); return
    sat = ''
    if t == 'F':
        kind = random.random()
        if kind < 0.5:
            op = random.choice(ops_f); s = ', '.join(src('F') for _ in range(2))
        elif kind < 0.8:
            op = random.choice(ops_f1); s = src('F')
        else:
            op = random.choice(ops_sc); s = reg('F') + '.x'
        sat = random.choice(['', '', '.SAT', '.SSAT'])
        lines.append('%s%s%s %s%s%s, %s;' % (op, sat, cc(), reg('F'), mask(), ccmask(), s))
    else:
        kind = random.random()
        if kind < 0.5:
            op = random.choice(ops_i); s = ', '.join(src(t) for _ in range(2))
        elif kind < 0.7:
            op = random.choice(ops_i1); s = src(t)
        elif kind < 0.9:
            op = random.choice(ops_vs); s = src(t) + ', ' + reg(t) + '.y'
        else:
            op = random.choice(['FLR','CEIL','ROUND','TRUNC']); s = src('F')
        lines.append('%s.%s%s %s%s%s, %s;' % (op, t, cc(), reg(t), mask(), ccmask(), s))
def program(seed):
    random.seed(seed)
    lines, depth = [], []
    n = random.randint(3, 40)
    for _ in range(n):
        instr(lines, depth)
    while depth:
        close(lines, depth.pop())
    head = '!!NV%s4.0\nPARAM p0 = program.local[0];\nPARAM p1 = program.env[1];\nTEMP r, s;\nINT TEMP i, j;\nUINT TEMP u;\n' % stage
    body = '\n'.join(['MOV r, p0;', 'MOV s, p1.yxwz;', 'TRUNC.S i, p1;',
                      'FLR.S j, p0;', 'CEIL.U u, p1.wzyx;'] + lines)
    out = ('MOV result.position, r;\nI2F result.texcoord[0], i;\n'
           'MOV result.color, s;\nMOV.U result.texcoord[1], u;\n'
           'MOV.S result.texcoord[2], j;\n')
    return (head + 'main:\n' + body + '\n' + out +
            'RET;\nf:\nADD r, r, 1;\nRET (GT.x);\nMUL.S i, i, 3;\nRET;\nEND\n')


random_programs.run(program)
