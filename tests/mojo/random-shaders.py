#!/usr/bin/python3
# Random straight-line vs_3_0 or ps_3_0 arithmetic in the harness's file
# format, for exploratory runs of nvprog-mojo-oracle (README.md here):
#
#   tests/mojo/random-shaders.py SEED COUNT DIR
#   ./nvprog-run build/tests/mojo/nvprog-mojo-oracle DIR
#
# Each shader initialises r0-r3 and r7, runs 4 to 14 random instructions
# with random swizzles, write masks, negation, _abs and _sat on the
# harness's inputs and constants, and writes every temporary, squashed
# into [0, 1], to the colour.  Scalar functions get a bounded positive
# argument (no infinities); nrm can still meet a zero vector, whose NaN
# the profiles treat differently (README.md).  Not part of make check.

import random
import sys

SWIZZLES = ['', '.x', '.y', '.z', '.w', '.xyzw', '.yzwx', '.wzyx',
            '.xxyy', '.zwxy', '.xyxy', '.zzzz']
MASKS = ['', '.x', '.xy', '.xyz', '.yz', '.w', '.xw', '.yzw']
COMMON = ['add', 'sub', 'mul', 'mad', 'dp3', 'dp4', 'min', 'max', 'slt',
          'sge', 'frc', 'rcp', 'rsq', 'exp', 'log', 'lrp', 'nrm', 'pow',
          'mov', 'abs']
VS_HEAD = ['vs_3_0', 'dcl_position v0', 'dcl_texcoord v1',
           'dcl_normal v2', 'dcl_color v3', 'dcl_position o0',
           'dcl_color o1']
PASS_VS = ['vs_3_0', 'dcl_position v0', 'dcl_texcoord v1',
           'dcl_texcoord1 v2', 'dcl_color v3', 'dcl_position o0',
           'dcl_texcoord o1', 'dcl_texcoord1 o2', 'dcl_color o3',
           'm4x4 o0, v0, c0', 'mov o1, v1', 'mov o2, v2', 'mov o3, v3']
PS_HEAD = ['ps_3_0', 'dcl_texcoord v0', 'dcl_texcoord1 v1',
           'dcl_color v2']
DEF = 'def c30, 0.5, 0.25, 2.0, 0.125'


def source(regs):
    reg = random.choice(regs)
    swizzle = random.choice(SWIZZLES)
    mod = random.choice(['', '', '', '-', '_abs'])
    if mod == '_abs':
        return reg + '_abs' + swizzle
    return mod + reg + swizzle


def scalar(regs):
    return random.choice(regs) + random.choice(['.x', '.y', '.z', '.w'])


def body(stage):
    if stage == 'vs':
        regs = ['v1', 'v2', 'v3', 'c4', 'c5', 'c6', 'c30']
        ops = COMMON
    else:
        regs = ['v0', 'v1', 'v2', 'c0', 'c1', 'c2', 'c30']
        ops = COMMON + ['cmp', 'dp2add']
    lines = ['mov r%d, c30.%s' % (i, 'xyzw'[i]) for i in range(4)]
    lines.append('mov r7, c30')
    regs = regs + ['r0', 'r1', 'r2', 'r3']
    for _ in range(random.randint(4, 14)):
        op = random.choice(ops)
        dst = 'r%d' % random.randint(0, 3)
        mask = random.choice(MASKS)
        sat = random.choice(['', '', '_sat'])
        a, b, c = source(regs), source(regs), source(regs)
        if op in ('rcp', 'rsq', 'exp', 'log'):
            lines.append('add r7.x, %s, c30.x' % scalar(regs))
            lines.append('max r7.x, r7.x, c30.w')
            if op == 'exp':
                lines.append('min r7.x, r7.x, c30.z')
            lines.append('%s%s %s%s, r7.x' % (op, sat, dst, mask))
        elif op == 'pow':
            lines.append('max r7.x, %s, c30.w' % scalar(regs))
            lines.append('min r7.x, r7.x, c30.z')
            lines.append('pow%s %s%s, r7.x, c30.z' % (sat, dst, mask))
        elif op == 'nrm':
            lines.append('add r7, %s, c30.x' % a)
            lines.append('nrm %s.xyz, r7' % dst)
        elif op == 'frc':
            lines.append('frc %s%s, %s' % (dst, mask, a))
        elif op in ('mov', 'abs'):
            lines.append('%s%s %s%s, %s' % (op, sat, dst, mask, a))
        elif op in ('mad', 'lrp', 'cmp'):
            lines.append('%s%s %s%s, %s, %s, %s' % (op, sat, dst, mask,
                                                    a, b, c))
        elif op == 'dp2add':
            lines.append('dp2add%s %s.x, %s, %s, %s' % (sat, dst, a, b,
                                                       scalar(regs)))
        else:
            lines.append('%s%s %s%s, %s, %s' % (op, sat, dst, mask, a, b))
    lines.append('mov r6, c30.w')
    lines += ['mad_sat r6, r%d, c30.y, r6' % i for i in range(4)]
    return lines


def main():
    seed, count, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    for k in range(count):
        random.seed(seed * 100000 + k)
        stage = random.choice(['vs', 'ps'])
        if stage == 'vs':
            vs = VS_HEAD + [DEF, 'm4x4 o0, v0, c0'] + body('vs') + \
                ['mov o1, r6']
            ps = ['ps_3_0', 'dcl_color v0', 'mov oC0, v0']
        else:
            vs = PASS_VS
            ps = PS_HEAD + [DEF] + body('ps') + ['mov oC0, r6']
        name = '%s/rand_%d_%03d.asm' % (out, seed, k)
        with open(name, 'w') as f:
            f.write('--- vs\n' + '\n'.join(vs) + '\n--- ps\n' +
                    '\n'.join(ps) + '\n')


if __name__ == '__main__':
    main()
