/*
 * What the pixel oracles of tests/cg and tests/mojo share: a GLX context
 * current on a window of the X display named by DISPLAY, and a table
 * printed to standard output and to a file.
 */
#ifndef NVT_ORACLE_GLX_H
#define NVT_ORACLE_GLX_H

#include <stdbool.h>
#include <stdio.h>

#include <X11/Xlib.h>

/* An RGBA8 visual (with a 24-bit depth buffer if 'depth'), a w x h
 * window on it and a direct context made current; NULL, with the reason
 * printed, where any step fails. */
Display *nvt_glx_window(int w, int h, bool depth);

/* Where nvt_out() writes besides standard output (NULL: nowhere). */
extern FILE *nvt_table_out;
void nvt_out(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
