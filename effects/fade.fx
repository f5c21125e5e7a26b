// Core Animation's fade transition (CATransition type kCATransitionFade), the default type: the
// outgoing content fades out while the incoming content fades in, over Core Animation's default
// 0.25 s with linear timing.

effect fade {
    summary "The outgoing layer fades out while the incoming one fades in"
    duration 0.25s

    // Both layers are whole screens, one above the other.
    let screen = (width, height)
    let centre = (width / 2, height / 2)

    layer outgoing {
        set bounds.size = screen
        set position = centre
        set opacity = 0
        animate opacity from 1 to 0
    }
    layer incoming {
        set bounds.size = screen
        set position = centre
        set opacity = 1
        animate opacity from 0 to 1
    }

    example "half way at half time: both layers half visible" at 0.125s {
        outgoing.opacity  = 0.5
        incoming.opacity  = 0.5
    }
    example "at the end the incoming layer shows alone" at 100% {
        outgoing.opacity  = 0
        incoming.opacity  = 1
    }
}
