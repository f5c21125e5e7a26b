// Seed 003 in the DSL: XZCarouselView's page transition. The built-in 'slide' is its Swift twin,
// and the two sample to the same table.
//
// Progress is the carousel's transition value: 0 shows the current page at rest, 1 the next (or,
// backward, the previous) page fully. Pages keep the viewport's size and stay one page plus
// interitemSpacing apart; a right-to-left layout mirrors horizontal paging. The tracks are linear,
// so the value at progress p is the carousel's layout at transition p.

effect slide-fx {
    summary "The current page and the next move together, one page plus the spacing apart"
    param orientation = "horizontal" in ["horizontal", "vertical"] "the paging orientation (pagingOrientation)"
    param direction = "forward" in ["forward", "backward"] "towards the next page or the previous one (pagingDirection)"
    param layout = "left-to-right" in ["left-to-right", "right-to-left"] "right-to-left mirrors horizontal paging"
    param spacing = 0 in 0...1000 "the gap between adjacent pages (interitemSpacing), points"
    param duration = 0.3s in 0.01s...60s "how long an animated page change takes"
    drive progress
    duration duration

    let vertical = orientation == "vertical"
    let sign = (direction == "forward" ? 1 : -1) * (layout == "right-to-left" && !vertical ? -1 : 1)
    let step = vertical ? (0, sign * (height + spacing)) : (sign * (width + spacing), 0)
    let centre = (width / 2, height / 2)
    let size = (width, height)

    layer outgoing {
        set position = centre - step
        set bounds.size = size
        animate position from centre to centre - step
    }
    layer incoming {
        set position = centre
        set bounds.size = size
        animate position from centre + step to centre
    }

    // The built-in slide's examples: XZCarouselView's layout on a 375 × 667 viewport.
    example "at rest the next page waits one page to the right" at 0% {
        outgoing.position.x  = 187.5
        incoming.position.x  = 562.5
    }
    example "half way with interitemSpacing 20: the pages stay 395 points apart" at 50% where spacing = 20 {
        outgoing.position.x  = -10
        incoming.position.x  = 385
    }
    example "right-to-left: the next page comes from the left" at 100% where layout = "right-to-left" {
        outgoing.position.x  = 562.5
        incoming.position.x  = 187.5
    }
    example "vertical, backward: the previous page comes down from above" at 25% where orientation = "vertical", direction = "backward" {
        outgoing.position.y  = 500.25
        incoming.position.y  = -166.75
    }
}
