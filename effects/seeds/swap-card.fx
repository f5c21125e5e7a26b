// Seed 002 in the DSL: two stacked cards trade places. The built-in 'swap-card' is its Swift twin,
// and the two sample to the same table.
//
// Each card runs one 1.2 s group (the seed's CAAnimationGroup) holding a linear zPosition
// animation, a rotation of 'swing' seconds that eases in and out per segment, and an additive
// position swing. The seed's rotation lasts 2 s, so its group cuts it at 60 % and the tilt snaps
// back from 92 % of its peak: the checker warns about it, and 'swing' keeps the seed's value.

effect swap-card-fx {
    summary "The front card swings out and behind while the back card swings forward"
    param angle = 0.15rad in 0rad...1.6rad "the peak tilt of each card at the middle of its rotation"
    param offset = (90, -20) "the peak additive offset of the front card; the back card swings the opposite way"
    param forward = true "the seed's next button (front card tilts by +angle); false mirrors the tilt"
    param swing = 2s in 0.01s...60s "the rotation's own duration, which the 1.2 s group cuts"
    param card = (200, 300) "the card size; the seed's cards are image views of any size, this is stack's"
    duration 1.2s

    let tilt = forward ? angle : -angle
    let centre = (width / 2, height / 2)

    layer front {
        set zPosition = -1          // the seed sets the model value to toZ as the animation starts
        set position = centre
        set bounds.size = card
        group duration 1.2s {
            animate zPosition from 1 to -1          // no timing function in the seed: linear
            animate transform.rotation duration swing {
                0%    0      ease-in-out            // a timing function governs the segment it starts
                50%   tilt   ease-in-out
                100%  0
            }
            animate position additive {
                0%    (0, 0)   ease-in-out
                50%   offset   ease-in-out
                100%  (0, 0)
            }
        }
    }

    layer back {
        set zPosition = 1
        set position = centre
        set bounds.size = card
        group duration 1.2s {
            animate zPosition from -1 to 1
            animate transform.rotation duration swing {
                0%    0       ease-in-out
                50%   -tilt   ease-in-out
                100%  0
            }
            animate position additive {
                0%    (0, 0)    ease-in-out
                50%   -offset   ease-in-out
                100%  (0, 0)
            }
        }
    }

    // The built-in swap-card's examples: the seed's numbers on a 375 × 667 viewport.
    example "half way: the cards at equal depth, each at its peak offset from the centre" at 0.6s {
        front.zPosition   = 0
        back.zPosition    = 0
        front.position.x  = 277.5
        front.position.y  = 313.5
        back.position.x   = 97.5
        back.position.y   = 353.5
    }
    example "the 2 s rotation peaks at 1 s (next button: the front card tilts by +0.15)" at 1s {
        front.transform.rotation  = 0.15
        back.transform.rotation   = -0.15
    }
    example "the previous button mirrors the tilt" at 1s where forward = false {
        front.transform.rotation  = -0.15
    }
    example "after the group: the model values, the back card in front" at 1.2s {
        front.zPosition           = -1
        back.zPosition            = 1
        front.transform.rotation  = 0
        front.position.x          = 187.5
    }
}
