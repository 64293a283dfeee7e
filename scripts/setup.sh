#!/bin/sh
# One-time (and idempotent) set-up of a Debian bookworm machine for
# nvprog: Debian packages, a deb-src entry, and Mesa's source tarball
# in subprojects/packagecache.  A second run installs and downloads
# nothing that is already there.
set -eu

top=$(cd "$(dirname "$0")/.." && pwd)
cache="$top/subprojects/packagecache"
tarball="mesa_22.3.6.orig.tar.gz"
sha="737cb8e5d380ce1a0ad01fb8b74db7f27303435c353e753d2302e8cf3927bad2"

sudo=""
[ "$(id -u)" = 0 ] || sudo="sudo"

# Build: meson/ninja/ccache, Debian's python3 with mako, Mesa's
# generators (bison, flex), LLVM for llvmpipe, X11 for the xlib GLX
# target.  Run: Xvfb, Debian's piglit, glxinfo.  Demo: libpng.  Leak
# tests: valgrind.  Wine tests (tests/wine): Wine and the mingw-w64 cross
# compiler with its Direct3D import libraries.  Trace tests
# (tests/apitrace): apitrace (its tracer and python3-pil come with it).
# MojoShader tests (tests/mojo): libmojoshader-dev.
pkgs="build-essential meson ninja-build ccache pkg-config python3
python3-mako bison flex llvm-dev libclang-cpp-dev zlib1g-dev
libexpat1-dev libzstd-dev libx11-dev libxext-dev libxfixes-dev
libx11-xcb-dev libxcb1-dev libxcb-glx0-dev libxcb-shm0-dev libxcb-randr0-dev
x11proto-dev
libpng-dev xvfb xauth piglit mesa-utils dpkg-dev valgrind apitrace
wine wine64 gcc-mingw-w64-x86-64 mingw-w64-x86-64-dev libmojoshader-dev"
cg_pkgs="nvidia-cg-toolkit libcg libcggl nvidia-cg-dev"

missing=""
for p in $pkgs $cg_pkgs; do
   dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" ||
      missing="$missing $p"
done

need_src=0
if [ -f "$cache/$tarball" ] &&
   echo "$sha  $cache/$tarball" | sha256sum -c --status; then
   :
else
   need_src=1
fi

if [ $need_src = 1 ] &&
   ! grep -rqs '^Types: deb-src' /etc/apt/sources.list.d/ &&
   ! grep -qs '^deb-src ' /etc/apt/sources.list; then
   # The deb-src entry mirrors the machine's own deb entries, so it uses
   # whichever archive this machine is configured for.
   echo "setup: adding deb-src entries beside the deb entries"
   for f in /etc/apt/sources.list.d/*.sources; do
      grep -q '^Types: deb$' "$f" || continue
      sed 's/^Types: deb$/Types: deb-src/' "$f"
      echo
   done | $sudo sh -c 'cat > /etc/apt/sources.list.d/nvprog-deb-src.sources'
   if [ -f /etc/apt/sources.list ]; then
      sed -n 's/^deb \(.*\)/deb-src \1/p' /etc/apt/sources.list |
         $sudo sh -c 'cat > /etc/apt/sources.list.d/nvprog-deb-src.list'
   fi
fi

# The Cg toolkit is in the non-free component, which a stock bookworm
# machine does not list.  Like the deb-src entry, the non-free entry is
# derived from the machine's own deb entries: the same archives and suites
# with the component non-free.
need_cg=0
for p in $cg_pkgs; do
   case " $missing " in *" $p "*) need_cg=1 ;; esac
done
has_non_free() {
   for f in /etc/apt/sources.list.d/*.sources; do
      [ -f "$f" ] || continue
      # A deb822 stanza whose Types list deb and whose Components list
      # non-free.
      awk 'BEGIN { RS = "" }
           /(^|\n)Types:[^\n]*[ \t]deb([ \t]|\n|$)/ &&
           /(^|\n)Components:[^\n]*[ \t]non-free([ \t]|\n|$)/ { f = 1 }
           END { exit !f }' "$f" && return 0
   done
   cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
      grep -qs '^deb[[:space:]].*[[:space:]]non-free\([[:space:]]\|$\)'
}
if [ $need_cg = 1 ] && ! has_non_free; then
   echo "setup: adding non-free entries beside the deb entries"
   for f in /etc/apt/sources.list.d/*.sources; do
      [ -f "$f" ] || continue
      case $f in */nvprog-*) continue ;; esac
      # Every stanza that lists deb, as Types: deb with Components:
      # non-free (a deb-src-only stanza is left out).
      awk 'BEGIN { RS = ""; ORS = "\n\n" }
           /(^|\n)Types:[^\n]*[ \t]deb([ \t]|\n|$)/ {
              s = $0
              sub(/(^|\n)Types:[^\n]*/, "\nTypes: deb", s)
              sub(/\nComponents:[^\n]*/, "\nComponents: non-free", s)
              sub(/^\n/, "", s)
              print s
           }' "$f"
   done | $sudo sh -c 'cat > /etc/apt/sources.list.d/nvprog-non-free.sources'
   if [ -f /etc/apt/sources.list ]; then
      # deb [options] URI SUITE COMPONENT... -> deb [options] URI SUITE
      # non-free
      ws='[[:space:]]\+' fld='\([^[:space:]]\+\)'
      sed -n "s/^deb\($ws\[[^]]*\]\)\?$ws$fld$ws$fld.*/deb\1 \2 \3 non-free/p" \
         /etc/apt/sources.list |
         $sudo sh -c 'cat > /etc/apt/sources.list.d/nvprog-non-free.list'
   fi
fi

if [ -n "$missing" ] || [ $need_src = 1 ]; then
   echo "setup: apt-get update"
   $sudo apt-get update -q >/dev/null
fi
if [ -n "$missing" ]; then
   echo "setup: installing$missing"
   DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q \
      --no-install-recommends $missing >/dev/null
fi

if [ $need_src = 1 ]; then
   echo "setup: fetching Mesa's source package"
   tmp=$(mktemp -d)
   (cd "$tmp" && apt-get source --download-only -q mesa >/dev/null)
   mkdir -p "$cache"
   cp "$tmp/$tarball" "$cache/$tarball"
   rm -rf "$tmp"
   echo "$sha  $cache/$tarball" | sha256sum -c --status || {
      echo "setup: $tarball does not match the pinned sha256" >&2
      exit 1
   }
fi
echo "setup: ready"
