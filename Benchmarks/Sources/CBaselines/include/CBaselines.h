// The C baselines the benchmark compares fxkit with, each a plain, portable implementation of what
// a C programmer would write first: no tables, no SIMD, no tricks.
#ifndef FXKIT_CBASELINES_H
#define FXKIT_CBASELINES_H

#include <stdint.h>

/// A unit cubic Bézier timing curve from (0,0) to (1,1), as polynomial coefficients in t.
typedef struct {
    double ax, bx, cx;
    double ay, by, cy;
} fxb_curve;

/// The coefficients of cubic-bezier(x1, y1, x2, y2).
fxb_curve fxb_curve_make(double x1, double y1, double x2, double y2);

/// y at x in [0, 1]: Newton's method from t = x, bisection when Newton stalls; |Δy| <= 1e-9.
double fxb_solve(const fxb_curve *curve, double x);

/// y at x in [0, 1], solved by bisection in 128-bit floating point to full double precision:
/// the reference the fast solvers are checked against.
double fxb_solve_exact(double x1, double y1, double x2, double y2, double x);

/// The sum of fxb_solve(curves[index[i]], xs[i]) over n pairs (the sum keeps the work observable).
double fxb_solve_pairs(const fxb_curve *curves, const int32_t *index, const double *xs, long n);

/// Writes a header line and rows x columns numbers as CSV with printf("%.6g") to path; returns the
/// number of bytes written, or -1 when the file cannot be opened.
long fxb_printf_csv(const char *path, const char *const *names, const double *values, long rows,
                    long columns);

#endif
