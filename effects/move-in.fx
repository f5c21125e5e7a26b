// Core Animation's moveIn transition (CATransition type kCATransitionMoveIn): the incoming layer
// slides in over the outgoing one, which stays put. 'from' is the subtype: fromLeft brings it in
// from the left edge, moving right (y grows downwards, so 'top' enters from above).

effect move-in {
    summary "The incoming layer slides in over the outgoing one from a side"
    param from = "left" in ["left", "right", "top", "bottom"] "the side the incoming layer enters from"
    duration 0.25s

    let centre = (width / 2, height / 2)
    let shift = from == "left" ? (-width, 0) : from == "right" ? (width, 0) : from == "top" ? (0, -height) : (0, height)

    layer outgoing {
        set bounds.size = (width, height)
        set position = centre
    }
    layer incoming {
        set bounds.size = (width, height)
        set position = centre
        animate position from centre + shift to centre
    }

    example "from left: half way, the incoming layer covers half the outgoing one, which stays" at 0.125s {
        incoming.position.x  = 0
        outgoing.position.x  = 187.5
    }
    example "from top: the incoming layer comes down from above" at 50% where from = "top" {
        incoming.position.y  = 0
        incoming.position.x  = 187.5
    }
}
