// Seed 000 in the DSL: Core Animation's reveal transition (CATransition type kCATransitionReveal).
// The built-in 'reveal' is its Swift twin, and the two sample to the same table.
//
// The outgoing image slides a whole viewport away and uncovers the incoming one, which stays
// still beneath it. 'from' is the subtype: fromLeft moves the image rightwards, fromTop moves it
// down (y grows downwards). The seed's swipe right (to the next image) is fromLeft, its swipe left
// fromRight. Both layers fill the viewport; the outgoing one is drawn last, with zPosition 1, and
// its model position is where it ends, so the last frame shows the incoming image uncovered.

effect reveal-fx {
    summary "The outgoing image slides out of the viewport and reveals the incoming one beneath it"
    param from = "left" in ["left", "right", "top", "bottom"] "the transition subtype: from left moves the outgoing image rightwards"
    param duration = 0.25s in 0.01s...60s "how long the outgoing image takes to leave (Core Animation's default 0.25 s)"
    param timing = "linear" in ["linear", "ease", "ease-in", "ease-out", "ease-in-out"] "the transition's timing function"
    duration duration

    let centre = (width / 2, height / 2)
    let size = (width, height)
    let away = from == "left" ? (width, 0) : from == "right" ? (-width, 0) : from == "top" ? (0, height) : (0, -height)
    let end = centre + away

    layer incoming {
        set position = centre
        set bounds.size = size
    }
    layer outgoing {
        set position = end
        set bounds.size = size
        set zPosition = 1
        if timing == "ease" {
            animate position timing ease from centre to end
        } else if timing == "ease-in" {
            animate position timing ease-in from centre to end
        } else if timing == "ease-out" {
            animate position timing ease-out from centre to end
        } else if timing == "ease-in-out" {
            animate position timing ease-in-out from centre to end
        } else {
            animate position from centre to end
        }
    }

    // The built-in reveal's examples: seed 000 on a 375 × 667 viewport.
    example "at rest the outgoing image covers the viewport" at 0s {
        outgoing.position.x  = 187.5
        outgoing.zPosition   = 1
    }
    example "from left, linear: half way at half time, the incoming image still" at 0.125s {
        outgoing.position.x  = 375
        incoming.position.x  = 187.5
    }
    example "from right (the seed's swipe left): fully out to the left at the end" at 0.25s where from = "right" {
        outgoing.position.x  = -187.5
    }
    example "from top moves the image down" at 0.125s where from = "top" {
        outgoing.position.y  = 667
    }
}
