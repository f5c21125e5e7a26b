// A 'cubic'-mode path: the badge flies through four points on a Catmull-Rom spline (Kochanek-Bartels
// with tension, continuity and bias 0), tightened at the third point. Keyframes without offsets are
// spaced evenly; the whole track eases in and out.

effect curve-path {
    summary "A badge flies along a smooth curve through four points"
    duration 1.2s

    layer badge {
        set bounds.size = (48, 48)
        set position = (width * 0.8, height * 0.2)
        animate position mode cubic timing ease-in-out {
            (width * 0.2, height * 0.8)
            (width * 0.4, height * 0.4)
            (width * 0.6, height * 0.6)   tension 0.5
            (width * 0.8, height * 0.2)
        }
    }

    example "it starts at (0.2 W, 0.8 H)" at 0s {
        badge.position.x  = 75
        badge.position.y  = 533.6
    }
    example "it ends at (0.8 W, 0.2 H), where its model value keeps it" at 100% {
        badge.position.x  = 300
        badge.position.y  = 133.4
    }
}
