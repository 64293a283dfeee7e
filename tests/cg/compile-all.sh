#!/bin/sh
# Compile every tests/cg/shaders/*.cg with NVIDIA's cgc for every profile and
# print the matrix (ok = cgc compiled it, -- = cgc refused it).
#
#   tests/cg/compile-all.sh            matrix, one row per file
#   tests/cg/compile-all.sh -e         matrix, then cgc's first error per refusal
#   tests/cg/compile-all.sh -m         Markdown table for shaders/INDEX.md
#                                      (features from each file's "// features:" line)
#   tests/cg/compile-all.sh F.cg ...   only the named files
#
# Vertex entry is vmain, fragment entry is fmain.  cgc warnings do not count.
# Pairs the harness draws: vp20+arbfp1, arbvp1+arbfp1, vp30+fp30, vp40+fp40,
# gp4vp+gp4fp, gp5vp+gp5fp, glslv+glslf.

CGC=${CGC:-cgc}
here=$(cd "$(dirname "$0")" && pwd)
VPROFILES="vp20 arbvp1 vp30 vp40 gp4vp gp5vp glslv"
FPROFILES="arbfp1 fp30 fp40 gp4fp gp5fp glslf"

mode=matrix
case "$1" in
-e) mode=errors; shift ;;
-m) mode=markdown; shift ;;
esac
files=""
for a in "$@"; do
	if [ -f "$a" ]; then files="$files $a"; else files="$files $here/shaders/$(basename "$a")"; fi
done
[ -n "$files" ] || files=$(ls "$here"/shaders/*.cg)

command -v "$CGC" >/dev/null 2>&1 || { echo "compile-all.sh: $CGC not found (Debian non-free: nvidia-cg-toolkit)" >&2; exit 2; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
errs="$tmp/errors"
: > "$errs"

# compile FILE PROFILE ENTRY -> prints ok or --
compile() {
	if "$CGC" -quiet -profile "$2" -entry "$3" "$1" -o "$tmp/out" > "$tmp/log" 2>&1; then
		echo ok
	else
		echo "--"
		printf '%s %s %s: %s\n' "$(basename "$1")" "$2" "$3" \
			"$(grep -m1 -E 'error|fatal' "$tmp/log")" >> "$errs"
	fi
}

total_v=0; total_f=0; nfiles=0
for p in $VPROFILES $FPROFILES; do eval "cnt_$p=0"; done

if [ $mode = markdown ]; then
	echo "| file | features | vertex profiles (vmain) | fragment profiles (fmain) |"
	echo "|---|---|---|---|"
else
	printf '%-34s' file
	for p in $VPROFILES; do printf ' %-6s' "$p"; done
	printf ' |'
	for p in $FPROFILES; do printf ' %-6s' "$p"; done
	echo
fi

for f in $files; do
	nfiles=$((nfiles + 1))
	name=$(basename "$f")
	vok=""; fok=""
	row=$(printf '%-34s' "$name")
	for p in $VPROFILES; do
		r=$(compile "$f" $p vmain)
		row="$row $(printf '%-6s' "$r")"
		if [ "$r" = ok ]; then vok="$vok $p"; eval "cnt_$p=\$((cnt_$p + 1))"; fi
	done
	row="$row |"
	for p in $FPROFILES; do
		r=$(compile "$f" $p fmain)
		row="$row $(printf '%-6s' "$r")"
		if [ "$r" = ok ]; then fok="$fok $p"; eval "cnt_$p=\$((cnt_$p + 1))"; fi
	done
	if [ $mode = markdown ]; then
		feat=$(sed -n 's,^// features: *,,p' "$f" | head -1 | sed 's/|/\\|/g')
		echo "| $name | ${feat:-(no features line)} |${vok:- none} |${fok:- none} |"
	else
		echo "$row"
	fi
done

if [ $mode != markdown ]; then
	printf '%-34s' "compiled (of $nfiles)"
	for p in $VPROFILES; do eval "printf ' %-6s' \$cnt_$p"; done
	printf ' |'
	for p in $FPROFILES; do eval "printf ' %-6s' \$cnt_$p"; done
	echo
fi
if [ $mode = errors ]; then
	echo
	echo "cgc refusals (first error line):"
	cat "$errs"
fi
exit 0
