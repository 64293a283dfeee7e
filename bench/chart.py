#!/usr/bin/python3
"""Draw nvprog-bench's JSON as a PNG bar chart.

Each timed case is one group of three bars (NV, ARB, GLSL), its medians
divided by the ARB median so that cases with different units share one
axis (1.0 = as fast as Mesa's own ARB path, higher is faster); the
whiskers are the min..max of the rounds, the boxes' edges the quartiles
are in the JSON.  Cases that were skipped, or whose pixels differed, are
listed under the chart with their reason.

usage: bench/chart.py RESULTS.json [OUT.png]
Needs Debian's python3-matplotlib (bench/setup.sh installs it).
"""
import json
import sys

import matplotlib
import matplotlib.ticker

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

APIS = ("NV", "ARB", "GLSL")
COLOURS = {"NV": "#76b900", "ARB": "#4a6fa5", "GLSL": "#c8834a"}


def main():
    if len(sys.argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    src = sys.argv[1]
    out = sys.argv[2] if len(sys.argv) > 2 else src.rsplit(".", 1)[0] + ".png"
    with open(src) as f:
        res = json.load(f)
    timed = [c for c in res["cases"] if c["status"] == "timed"]
    other = [c for c in res["cases"] if c["status"] != "timed"]

    fig, ax = plt.subplots(figsize=(max(6, 0.9 * len(timed) + 2), 5.5))
    width = 0.27
    for k, api in enumerate(APIS):
        xs, ys, lo, hi = [], [], [], []
        for i, c in enumerate(timed):
            # Cases that ARB cannot express (gp4-hash, gp4-amplify)
            # have no ARB bar and are scaled by GLSL's median.
            base = c.get("ARB", c["GLSL"])["median"] or 1.0
            if api not in c:
                continue
            s = c[api]
            xs.append(i + (k - 1) * width)
            ys.append(s["median"] / base)
            lo.append((s["median"] - s["min"]) / base)
            hi.append((s["max"] - s["median"]) / base)
        ax.bar(xs, ys, width, label=api, color=COLOURS[api],
               yerr=[lo, hi], capsize=2, error_kw={"linewidth": 0.8})
    ax.axhline(1.0, color="grey", linewidth=0.6)
    ax.set_xticks(range(len(timed)))
    ax.set_xticklabels(["%s\n(%s)" % (c["case"], c["unit"]) for c in timed],
                       rotation=30, ha="right", fontsize=8)
    ax.set_ylabel("throughput / ARB median, or GLSL's where ARB has no "
                  "program (higher is faster)", fontsize=8)
    ax.set_yscale("log", base=2)
    ax.yaxis.set_major_formatter(
        matplotlib.ticker.FuncFormatter(lambda v, _: "%g" % v))
    ax.set_title("nvprog bench on %s, %d rounds (median, min..max)"
                 % (res["renderer"], res["rounds"]), fontsize=9)
    ax.legend(fontsize=8)
    notes = ["%s: %s: %s" % (c["case"], c["status"], c["note"])
             for c in other]
    if notes:
        fig.text(0.01, 0.01, "\n".join(notes), fontsize=6, va="bottom")
    fig.subplots_adjust(bottom=0.26 + 0.025 * len(notes), left=0.08,
                        right=0.98)
    fig.savefig(out, dpi=110)
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
