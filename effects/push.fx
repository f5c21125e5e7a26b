// Core Animation's push transition (CATransition type kCATransitionPush): the incoming layer
// pushes the outgoing one out, both moving together. 'from' is the subtype: fromLeft pushes from
// the left edge, so both layers move right.

effect push {
    summary "The incoming layer pushes the outgoing one off the screen"
    param from = "left" in ["left", "right", "top", "bottom"] "the side the incoming layer enters from"
    duration 0.25s

    let centre = (width / 2, height / 2)
    let shift = from == "left" ? (-width, 0) : from == "right" ? (width, 0) : from == "top" ? (0, -height) : (0, height)

    layer outgoing {
        set bounds.size = (width, height)
        set position = centre - shift
        animate position from centre to centre - shift
    }
    layer incoming {
        set bounds.size = (width, height)
        set position = centre
        animate position from centre + shift to centre
    }

    example "from left: half way, both layers have moved half a viewport to the right" at 0.125s {
        outgoing.position.x  = 375
        incoming.position.x  = 0
    }
    example "from right: both move to the left" at 50% where from = "right" {
        outgoing.position.x  = 0
        incoming.position.x  = 375
    }
}
