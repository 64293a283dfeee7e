# Sourced by the bench/ref scripts that run on a machine with NVIDIA's
# driver (run-device.sh, gl-tests.sh, probe.sh), with $top the tree: the
# glvnd loaders from .gl/ where the machine has none (Debian's libegl1,
# libglvnd0, libopengl0, libgl1, libglx0 .debs), and NVIDIA's EGL vendor
# file where the driver keeps it outside glvnd's search path.
if ! ldconfig -p | grep -q 'libEGL.so.1 '; then
   for f in "$top"/.gl/*.deb; do dpkg -x "$f" /; done
   ldconfig
fi
vendor=/usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json
[ -f "$vendor" ] && export __EGL_VENDOR_LIBRARY_FILENAMES=$vendor
