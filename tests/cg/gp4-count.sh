#!/bin/sh
# How many of cgc's gp4vp and gp4fp builds of tests/cg/shaders load through
# nvprog's front end and translate to TGSI and NIR (nvprog-compile
# --dump=tgsi,nir), and why the others do not, most frequent first (the
# message with its numbers and quoted names replaced by N and '...').
#
#   tests/cg/gp4-count.sh [BUILD]     BUILD: the build directory (build)
#   tests/cg/gp4-count.sh -v [BUILD]  also each failing file and its error
#   tests/cg/gp4-count.sh --gp5 [-v] [BUILD]
#                                     the same for gp5vp and gp5fp
#                                     (!!NVvp5.0, !!NVfp5.0)
#
# Vertex entry is vmain (gp4vp), fragment entry is fmain (gp4fp), as in
# compile-all.sh; a build cgc refuses is not counted.

CGC=${CGC:-cgc}
here=$(cd "$(dirname "$0")" && pwd)
verbose=
gp=gp4
[ "$1" = --gp5 ] && { gp=gp5; shift; }
[ "$1" = -v ] && { verbose=1; shift; }
build=${1:-$here/../../build}
tool=$build/src/tools/nvprog-compile

command -v "$CGC" >/dev/null 2>&1 || { echo "gp4-count.sh: $CGC not found (Debian non-free: nvidia-cg-toolkit)" >&2; exit 2; }
[ -x "$tool" ] || { echo "gp4-count.sh: $tool not built" >&2; exit 2; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
: > "$tmp/reasons"
built=0; ok=0
for f in "$here"/shaders/*.cg; do
	name=$(basename "$f" .cg)
	for pe in ${gp}vp:vmain:vp ${gp}fp:fmain:fp; do
		profile=${pe%%:*}; rest=${pe#*:}; entry=${rest%%:*}; ext=${rest#*:}
		out="$tmp/$name.$ext"
		"$CGC" -quiet -profile "$profile" -entry "$entry" "$f" -o "$out" \
			>/dev/null 2>&1 || continue
		built=$((built + 1))
		if "$tool" --no-caret --dump=tgsi,nir "$out" >"$tmp/err" 2>&1; then
			ok=$((ok + 1))
		else
			msg=$(grep -m1 'error:' "$tmp/err" | sed 's/^[^ ]*: error: //')
			[ -n "$verbose" ] && echo "$name.$ext: $msg"
			echo "$msg" | sed "s/[0-9][0-9]*/N/g; s/'[^']*'/'...'/g" \
				>> "$tmp/reasons"
		fi
	done
done
echo "$ok of $built ${gp}vp/${gp}fp builds translate"
sort "$tmp/reasons" | uniq -c | sort -rn
