#!/bin/sh
# What `make bench` needs beyond `make build`: Debian's matplotlib for
# the chart (bench/chart.py).  Idempotent; installs nothing that is there.
set -eu
dpkg-query -W -f='${Status}' python3-matplotlib 2>/dev/null |
   grep -q "ok installed" && exit 0
sudo=""
[ "$(id -u)" = 0 ] || sudo="sudo"
echo "bench/setup.sh: installing python3-matplotlib"
install() {
   $sudo apt-get install -y -q --no-install-recommends python3-matplotlib \
      >/dev/null
}
install || { $sudo apt-get update -q >/dev/null && install; }
