#!/usr/bin/python3
"""Set the bench's equivalence frames from two drivers side by side.

usage: compare.py [--tol N] [--case-tol CASE=N ...] REFERENCE.frames
                  OURS.frames [OURS2.frames ...]

Each file is what `nvprog-bench --check-only --dump FILE` wrote: per case
and api a line "frame CASE API W H" and W*H RGBA bytes.  REFERENCE is the
run on NVIDIA's driver (bench/ref/run-device.sh), OURS a run on llvmpipe
or softpipe; a name ending in .gz is read through gzip (the reference
kept in the tree, nvidia-h200.frames.gz), one ending in .png is the
demo's picture (nvprog-demo's output, one NV frame named "demo").

Two rasterisers cover a triangle's edge pixels differently (sub-pixel
precision, tie rules), so shading is compared on the interior: pixels
whose 3x3 neighbourhood is drawn (not the clear colour) in both frames.
Where a frame has no interior (the state cases' small triangles), the
pixels drawn in both are compared.  Pixels drawn in one frame only are
counted apart ("edge").  Exit status 1 when an NV frame
of OURS differs from the reference's NV frame by more than its tolerance
(--tol, or --case-tol for that case) on more than --max-over interior
pixels, or when the two share no NV frame.
"""
import argparse
import gzip
import sys
import zlib


def read_png(path):
    """The demo's picture (8-bit RGBA, not interlaced, as nvprog-demo
    writes it) as one frame: ('demo', 'NV')."""
    with open(path, 'rb') as f:
        data = f.read()
    pos, idat = 8, b''
    while pos < len(data):
        n = int.from_bytes(data[pos:pos + 4], 'big')
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + n]
        if kind == b'IHDR':
            w, h = int.from_bytes(body[0:4], 'big'), int.from_bytes(
                body[4:8], 'big')
            if body[8:13] != bytes([8, 6, 0, 0, 0]):
                sys.exit('%s: not 8-bit RGBA without interlace' % path)
        elif kind == b'IDAT':
            idat += body
        pos += 12 + n
    raw, stride = zlib.decompress(idat), w * 4
    rows, prev = [], bytearray(stride)
    for y in range(h):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - 4] if i >= 4 else 0
            b = prev[i]
            c = prev[i - 4] if i >= 4 else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                pred = a if pa <= pb and pa <= pc else b if pb <= pc else c
                line[i] = (line[i] + pred) & 255
        rows.append(bytes(line))
        prev = line
    return {('demo', 'NV'): (w, h, b''.join(rows))}


def read_frames(path):
    if path.endswith('.png'):
        return read_png(path)
    frames = {}
    with (gzip.open if path.endswith('.gz') else open)(path, 'rb') as f:
        data = f.read()
    pos = 0
    while pos < len(data):
        end = data.index(b'\n', pos)
        head = data[pos:end].decode().split()
        if len(head) != 5 or head[0] != 'frame':
            sys.exit('%s: bad record at byte %d' % (path, pos))
        w, h = int(head[3]), int(head[4])
        pos = end + 1
        frames[(head[1], head[2])] = (w, h, data[pos:pos + w * h * 4])
        pos += w * h * 4
    return frames


def drawn(px, w, h):
    """Pixels that are not the clear colour, the colour of the corner
    pixel (every frame here leaves its corners clear)."""
    clear = px[0:4]
    return [px[4 * i:4 * i + 4] != clear for i in range(w * h)]


def interior(cov, w, h):
    inner = [False] * (w * h)
    for y in range(1, h - 1):
        for x in range(1, w - 1):
            inner[y * w + x] = all(cov[(y + dy) * w + x + dx]
                                   for dy in (-1, 0, 1) for dx in (-1, 0, 1))
    return inner


def diff(a, b):
    """(interior pixels, max channel difference, pixels over tol,
    edge pixels drawn in only one frame) of frames a and b."""
    w, h, pa = a
    _, _, pb = b
    ca, cb = drawn(pa, w, h), drawn(pb, w, h)
    ia, ib = interior(ca, w, h), interior(cb, w, h)
    n = worst = 0
    per_pixel = []
    use = [ia[i] and ib[i] for i in range(w * h)]
    if not any(use):
        # triangles too small for an interior: every pixel both drew
        use = [ca[i] and cb[i] for i in range(w * h)]
    for i in range(w * h):
        if not use[i]:
            continue
        d = max(abs(pa[4 * i + c] - pb[4 * i + c]) for c in range(4))
        n += 1
        worst = max(worst, d)
        per_pixel.append(d)
    edge = sum(1 for i in range(w * h) if ca[i] != cb[i])
    return n, worst, per_pixel, edge


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('reference')
    ap.add_argument('ours', nargs='+')
    ap.add_argument('--tol', type=int, default=1,
                    help='per channel, in 1/255 (default 1)')
    ap.add_argument('--case-tol', action='append', default=[],
                    metavar='CASE=N', help='tolerance of one case')
    ap.add_argument('--max-over', type=int, default=0, metavar='N',
                    help='interior pixels a frame may have over its '
                    'tolerance (default 0)')
    args = ap.parse_args()
    case_tol = {}
    for item in args.case_tol:
        name, _, n = item.partition('=')
        case_tol[name] = int(n)

    ref = read_frames(args.reference)
    bad = False
    compared = 0
    print('%-17s %-5s %-10s %6s %4s %6s %6s' %
          ('case', 'api', 'against', 'pixels', 'max', '>tol', 'edge'))
    for path in args.ours:
        ours = read_frames(path)
        label = path.rsplit('/', 1)[-1].split('.')[0]
        for key in sorted(ours, key=lambda k: (k[0], k[1] != 'NV', k[1])):
            if key not in ref:
                print('%-17s %-5s %-10s missing in the reference' %
                      (key[0], key[1], label))
                continue
            tol = case_tol.get(key[0], args.tol)
            n, worst, per, edge = diff(ours[key], ref[key])
            over = sum(1 for d in per if d > tol)
            print('%-17s %-5s %-10s %6d %4d %6d %6d' %
                  (key[0], key[1], label, n, worst, over, edge))
            if key[1] == 'NV':
                compared += 1
                bad |= over > args.max_over
    # The reference against itself: NV against ARB and GLSL on one
    # rasteriser shows what NVIDIA's NV implementation computes apart
    # from the rasterisation (fp16 H registers, for one).
    for case in sorted({k[0] for k in ref}):
        for api in ('ARB', 'GLSL'):
            if (case, 'NV') in ref and (case, api) in ref:
                n, worst, per, edge = diff(ref[(case, 'NV')],
                                           ref[(case, api)])
                over = sum(1 for d in per if d > args.tol)
                print('%-17s %-5s %-10s %6d %4d %6d %6d' %
                      (case, 'NV', 'ref-' + api, n, worst, over, edge))
    if not compared:
        print('compare.py: no NV frame in common')
    print('%s: %d NV frames compared, %s' %
          ('FAIL' if bad or not compared else 'PASS', compared,
           'some over their tolerance' if bad else 'all within tolerance'))
    return 1 if bad or not compared else 0


if __name__ == '__main__':
    sys.exit(main())
