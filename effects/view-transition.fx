// The browser's own view transition (CSS View Transitions 1, §5, the user agent's stylesheet):
// what document.startViewTransition() plays when the page styles none of its pseudo-elements.
// The old page's image fades out while the new one's fades in, over 0.25 s, each keyframe eased
// with 'ease' (no timing function is set, so CSS's default applies per keyframe, not per
// animation), and both fill both ways. The browser blends the two images with plus-lighter, so
// their colours add; fxkit samples each image's own opacity, which is what the browser
// animates. For the root the old and new boxes are the viewport, so the group does not move.

effect view-transition {
    summary "The browser's default page transition: the old page fades out as the new one fades in"
    duration 0.25s

    // Both images are the whole page, one above the other, the new one on top.
    let screen = (width, height)
    let centre = (width / 2, height / 2)

    layer outgoing {
        set bounds.size = screen
        set position = centre
        set opacity = 0
        animate opacity fill both {
            1 ease
            0
        }
    }
    layer incoming {
        set bounds.size = screen
        set position = centre
        set opacity = 1
        animate opacity fill both {
            0 ease
            1
        }
    }

    example "a quarter of the way in time, ease is 40.9% through" at 62.5ms within 1e-6 {
        outgoing.opacity  = 0.591489
        incoming.opacity  = 0.408511
    }
    example "half way in time, ease is 80.2% through" at 0.125s within 1e-6 {
        outgoing.opacity  = 0.197597
        incoming.opacity  = 0.802403
    }
    example "at the end the new page shows alone" at 100% {
        outgoing.opacity  = 0
        incoming.opacity  = 1
    }
}
