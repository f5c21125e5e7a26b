// A plain cubic-bezier solver: what most C and C++ code (WebKit's UnitBezier, Chromium's gfx) does,
// with the tolerance tightened so that |Δy| <= 1e-9.
#include "CBaselines.h"

#include <math.h>

fxb_curve fxb_curve_make(double x1, double y1, double x2, double y2) {
    fxb_curve c;
    c.cx = 3.0 * x1;
    c.bx = 3.0 * (x2 - x1) - c.cx;
    c.ax = 1.0 - c.cx - c.bx;
    c.cy = 3.0 * y1;
    c.by = 3.0 * (y2 - y1) - c.cy;
    c.ay = 1.0 - c.cy - c.by;
    return c;
}

static inline double sample_x(const fxb_curve *c, double t) { return ((c->ax * t + c->bx) * t + c->cx) * t; }
static inline double sample_y(const fxb_curve *c, double t) { return ((c->ay * t + c->by) * t + c->cy) * t; }
static inline double slope_x(const fxb_curve *c, double t) {
    return (3.0 * c->ax * t + 2.0 * c->bx) * t + c->cx;
}

double fxb_solve(const fxb_curve *c, double x) {
    if (x <= 0.0) return 0.0;
    if (x >= 1.0) return 1.0;
    // Newton: stop when the step is below 1e-12 in t, which bounds the error in y by about
    // |dy/dt| * 1e-12 (the step over-estimates the remaining error once convergence is quadratic).
    double t = x;
    for (int i = 0; i < 8; i++) {
        double d = slope_x(c, t);
        if (fabs(d) < 1e-6) break;
        double step = (sample_x(c, t) - x) / d;
        t -= step;
        if (t < 0.0 || t > 1.0) break;
        if (fabs(step) < 1e-12) return sample_y(c, t);
    }
    // Bisection: x(t) is monotone for x1, x2 in [0, 1].
    double lo = 0.0, hi = 1.0;
    t = x;
    while (hi - lo > 1e-12) {
        if (sample_x(c, t) < x) lo = t; else hi = t;
        t = 0.5 * (lo + hi);
    }
    return sample_y(c, t);
}

double fxb_solve_pairs(const fxb_curve *curves, const int32_t *index, const double *xs, long n) {
    double sum = 0.0;
    for (long i = 0; i < n; i++) sum += fxb_solve(&curves[index[i]], xs[i]);
    return sum;
}

typedef __float128 quad;

static quad bezier_quad(quad p1, quad p2, quad t) {
    quad u = 1 - t;
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t;
}

double fxb_solve_exact(double x1, double y1, double x2, double y2, double x) {
    if (x <= 0.0) return 0.0;
    if (x >= 1.0) return 1.0;
    quad lo = 0, hi = 1, target = x;
    // 120 halvings leave the bracket narrower than the quad epsilon; x(t) is monotone in t.
    for (int i = 0; i < 120; i++) {
        quad mid = (lo + hi) / 2;
        if (bezier_quad(x1, x2, mid) < target) lo = mid; else hi = mid;
    }
    return (double)bezier_quad(y1, y2, (lo + hi) / 2);
}
