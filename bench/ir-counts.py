#!/usr/bin/python3
"""What each api hands the driver for the same work: instruction counts.

Runs nvprog-bench --check-only for each case with ST_DEBUG=nir (Mesa
prints every shader's NIR "before handing off to driver") and
NVPROG_DEBUG=tgsi (nvprog prints the TGSI of each NV program), and
prints, per case and api (in the stage the case times), the TGSI instruction count (NV vertex programs
only: ARB and GLSL never pass through TGSI here), and the final NIR's ALU instructions,
intrinsics (loads and stores) and constants, plus the ALU opcodes whose
counts differ most between NV and ARB.

usage: bench/ir-counts.py [BUILD] [CASE...]     (default: build, the
drawing cases); GALLIUM_DRIVER as for the bench.  The fp1-* cases count
the fragment programs, the others the vertex programs.
"""
import collections
import os
import re
import subprocess
import sys

DEFAULT_CASES = ["vp1-tnl", "vp1-long128", "state-param", "vp2-skin",
                 "fp1-light-fp32", "fp1-light-fp16"]
NON_ALU = {"load_const", "intrinsic", "undefined", "phi", "deref"}
DEF = re.compile(r"^\s*vec\d+ \d+ ssa_\d+ = (\w+)")
TGSI_INSN = re.compile(r"^\s*\d+:\s+([A-Z0-9]+)")


def shaders(text):
    """Yield (api, stage, counts) for every NIR handed to the driver."""
    blocks = text.split("NIR before handing off to driver:")[1:]
    for b in blocks:
        name = re.search(r"^name: (\S+)", b, re.M)
        stage = re.search(r"^shader: MESA_SHADER_(\w+)", b, re.M)
        name = name.group(1) if name else "?"
        api = ("NV" if name == "TTN" else "ARB" if name.startswith("ARB")
               else "GLSL" if name.startswith("GLSL") else name)
        ops = collections.Counter()
        for line in b.splitlines():
            if line.startswith("NIR before") or line.startswith("nvprog"):
                break
            m = DEF.match(line)
            if m:
                # Derefs only name variables; they are no instructions.
                op = m.group(1)
                ops["deref" if op.startswith("deref") else op] += 1
        yield api, stage.group(1) if stage else "?", ops


def tgsi_count(text):
    """Instructions (END excluded) of the first TGSI nvprog printed."""
    part = text.split("nvprog: TGSI", 1)
    if len(part) < 2:
        return None
    n = 0
    for line in part[1].splitlines()[1:]:
        m = TGSI_INSN.match(line)
        if m:
            if m.group(1) == "END":
                break
            n += 1
        elif line.startswith("nvprog") or line.startswith("NIR"):
            break
    return n


# The stage each case's work lies in; the others time vertex programs.
STAGE_OF = (("fp", "FRAGMENT"), ("gp4-hash", "FRAGMENT"),
            ("gp5-fp64", "FRAGMENT"), ("gp4-amplify", "GEOMETRY"),
            ("gp5-tess", "TESS_EVAL"), ("gp5-reduce", "COMPUTE"))


def stage_of(case):
    for prefix, stage in STAGE_OF:
        if case.startswith(prefix):
            return stage
    return "VERTEX"


def main():
    args = sys.argv[1:]
    build = args.pop(0) if args and os.path.isdir(args[0]) else "build"
    cases = args or DEFAULT_CASES
    exe = os.path.join(build, "bench", "nvprog-bench")
    env = dict(os.environ, ST_DEBUG="nir", NVPROG_DEBUG="tgsi")
    print("%-16s %-5s %5s %6s %6s %6s  %s" % (
        "case", "api", "TGSI", "ALU", "intrin", "const",
        "ALU opcodes NV - ARB, else NV - GLSL (where they differ)"))
    for case in cases:
        out = subprocess.run([exe, "--check-only", "--only", case],
                             env=env, capture_output=True, text=True)
        text = out.stdout + out.stderr
        want = stage_of(case)
        first = {}
        for api, stage, ops in shaders(text):
            if stage == want and api not in first:
                first[api] = ops
        diff = ""
        # Against ARB where it exists, else against GLSL.
        ref = "ARB" if "ARB" in first else "GLSL"
        if "NV" in first and ref in first:
            alu = lambda c: {k: v for k, v in c.items() if k not in NON_ALU}
            nv, arb = alu(first["NV"]), alu(first[ref])
            d = {k: nv.get(k, 0) - arb.get(k, 0) for k in set(nv) | set(arb)}
            diff = " ".join("%s%+d" % (k, v) for k, v in
                            sorted(d.items(), key=lambda kv: -abs(kv[1]))
                            if v)
        for api in ("NV", "ARB", "GLSL"):
            ops = first.get(api)
            if ops is None:
                print("%-16s %-5s (no %s NIR seen)" % (case, api, want.lower()))
                continue
            alu = sum(v for k, v in ops.items() if k not in NON_ALU)
            t = (tgsi_count(text) if api == "NV" and want == "VERTEX"
                 else None)
            print("%-16s %-5s %5s %6d %6d %6d  %s" % (
                case, api, t if t is not None else "-", alu,
                ops["intrinsic"], ops["load_const"],
                diff if api == "NV" else ""))


if __name__ == "__main__":
    main()
