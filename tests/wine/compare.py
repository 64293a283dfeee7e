#!/usr/bin/python3
"""Compares the output of d3d9-shaders.exe under wined3d's ARB backend
with its output under the GLSL backend (tests/wine/README.md).

usage: compare.py ARB_OUT GLSL_OUT [--expect FILE] [--tolerance N]

Each case must be "ok" in both runs (or "skip" in both) and every pixel
channel within the tolerance (1 by default: the two backends round
colour outputs alike but may compute in a different order).  A case
listed in the --expect file (lines "NAME  # reason") is expected to
differ or fail; the test fails when it then matches (trim the list).
Prints one line per case and ends with "N passed, N failed".
"""
import sys


def read_cases(path):
    cases, order = {}, []
    current = None
    with open(path, encoding="ascii", errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("CASE "):
                parts = line.split(" ", 3)
                name, status = parts[1], parts[2]
                why = parts[3] if len(parts) > 3 else ""
                current = {"status": status, "why": why, "rows": []}
                cases[name] = current
                order.append(name)
            elif current is not None and current["status"] == "ok" and \
                    len(line) == 8 * 64:
                current["rows"].append(line)
    return cases, order


def pixels(rows):
    for y, row in enumerate(rows):
        for x in range(len(row) // 8):
            yield x, y, int(row[8 * x:8 * x + 8], 16)


def diff(a, b):
    worst, count, first = 0, 0, None
    for (x, y, pa), (_, _, pb) in zip(pixels(a), pixels(b)):
        d = max(abs(((pa >> s) & 255) - ((pb >> s) & 255))
                for s in (0, 8, 16, 24))
        if d:
            worst = max(worst, d)
            count += 1
            if first is None:
                first = (x, y, pa, pb)
    return worst, count, first


def main(argv):
    args = argv[1:]
    tolerance, expect_path = 1, None
    if "--tolerance" in args:
        i = args.index("--tolerance")
        tolerance = int(args[i + 1])
        del args[i:i + 2]
    if "--expect" in args:
        i = args.index("--expect")
        expect_path = args[i + 1]
        del args[i:i + 2]
    if len(args) != 2:
        print(__doc__)
        return 2
    expected = set()
    if expect_path:
        with open(expect_path, encoding="utf-8") as f:
            for line in f:
                name = line.split("#", 1)[0].strip()
                if name:
                    expected.add(name)
    arb, order = read_cases(args[0])
    glsl, _ = read_cases(args[1])
    passed = failed = 0
    if not order:
        print("FAIL no case in %s" % args[0])
        failed += 1
    for name in order:
        a, g = arb[name], glsl.get(name)
        if g is None:
            verdict, ok = "missing from the GLSL run", False
        elif a["status"] == "skip" and g["status"] == "skip":
            print("SKIP %s: %s" % (name, a["why"]))
            continue
        elif a["status"] != "ok" or g["status"] != "ok":
            verdict = "arb %s %s, glsl %s %s" % (a["status"], a["why"],
                                                 g["status"], g["why"])
            ok = False
        elif len(a["rows"]) != 64 or len(g["rows"]) != 64:
            verdict, ok = "short output", False
        else:
            worst, count, first = diff(a["rows"], g["rows"])
            ok = worst <= tolerance
            verdict = "same" if not worst else \
                "max %d, %d px, first at %d,%d: %08x vs %08x" % (
                    worst, count, first[0], first[1], first[2], first[3])
        if name in expected:
            if ok:
                print("FAIL %s: %s (listed as expected to fail: trim)" %
                      (name, verdict))
                failed += 1
            else:
                print("XFAIL %s: %s" % (name, verdict))
                passed += 1
        elif ok:
            print("PASS %s: %s" % (name, verdict))
            passed += 1
        else:
            print("FAIL %s: %s" % (name, verdict))
            failed += 1
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
