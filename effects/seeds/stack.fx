// Seed 004 in the DSL: a Tinder-style card stack. The built-in 'stack' is its Swift twin, and the
// two sample to the same table.
//
// Slot k is the card k places from the top; card[visible] waits hidden under the deepest visible
// card. At rest depth d sits at y = H/2 + h·shrink·d/2 + spacing·d with scale 1 − shrink·d (the
// seed's initView). Progress is the drag (the seed's XOffPercent): at progress 1 the top card has
// moved half the viewport towards 'direction' and turned π/8, and the cards behind have risen one
// level and grown by 'shrink'. The seed moves the cards behind by the signed offset, so a left drag
// would push them down: they follow |p| here. 'swipe' is the button's 0.5 s ease-in-out animation
// that flies the top card to (−w, H/2 + 50) or its mirror; 'undo' is the swipe reversed.

effect stack-fx {
    summary "The top card of a stack leaves aside while the cards behind rise and grow"
    param card = (200, 300) "the card size (ImageWidth, ImageHeight)"
    param shrink = 0.1 in 0...1 "the scale each level loses (ImageScale)"
    param spacing = 20 in 0...1000 "the gap added per level (ImageSpace)"
    param visible = 3 in 1...10 "how many cards show; one more waits hidden"
    param direction = "left" in ["left", "right"] "the side the top card leaves to"
    param mode = "drag" in ["drag", "swipe", "undo"] "drag: progress is the drag (linear); swipe: the button's ease-in-out animation; undo: the swipe reversed"
    param duration = 0.5s in 0.01s...60s "the length of the timeline"
    drive progress
    duration duration

    let sign = direction == "left" ? -1 : 1
    let tilt = pi / 8                           // the seed's M_PI_2 / 4 and M_PI_4 / 2
    let rise = card.y * shrink / 2 + spacing    // one level up: half the height lost, plus the gap

    // Drawn bottom first, as the seed's sendSubviewToBack leaves them.
    for k in 0...visible {
        let slot = visible - k
        let depth = min(slot, visible - 1)
        let rest = (width / 2, height / 2 + card.y * shrink * depth / 2 + spacing * depth)
        let restScale = 1 - shrink * depth
        let moved = (slot == 0
            ? (mode == "drag" ? (width / 2 + sign * 1 * width / 2, rest.y) : (sign < 0 ? -card.x : width + card.x, height / 2 + 50))
            : slot < visible ? (rest.x, rest.y - rise) : rest)
        let movedScale = slot == 0 ? (mode == "drag" ? restScale : 1) : slot < visible ? restScale + shrink : restScale
        let movedRotation = slot == 0 ? sign * tilt * 1 : 0

        let start = mode == "undo" ? moved : rest
        let end = mode == "undo" ? rest : moved
        let startScale = mode == "undo" ? movedScale : restScale
        let endScale = mode == "undo" ? restScale : movedScale
        let startRotation = mode == "undo" ? movedRotation : 0
        let endRotation = mode == "undo" ? 0 : movedRotation

        layer card[slot] {
            set position = end
            set bounds.size = card
            set transform.scale = endScale
            set transform.rotation = endRotation
            if mode == "drag" {
                if start != end { animate position from start to end }
                if startScale != endScale { animate transform.scale from startScale to endScale }
                if startRotation != endRotation { animate transform.rotation from startRotation to endRotation }
            } else {
                if start != end { animate position timing ease-in-out from start to end }
                if startScale != endScale { animate transform.scale timing ease-in-out from startScale to endScale }
                if startRotation != endRotation {
                    animate transform.rotation timing ease-in-out from startRotation to endRotation
                }
            }
        }
    }

    // The built-in stack's examples: seed 004 on a 375 × 667 viewport (H/2 = 333.5; one level is
    // 15 + 20 = 35 points).
    example "at rest: depths 0, 1, 2, the hidden fourth card at depth 2" at 0% {
        card[0].position.y       = 333.5
        card[1].position.y       = 368.5
        card[1].transform.scale  = 0.9
        card[2].position.y       = 403.5
        card[3].position.y       = 403.5
        card[3].transform.scale  = 0.8
    }
    example "a left drag half way: card[1] at H/2 + 35 - 0.5·35, scale 0.95" at 50% {
        card[0].position.x          = 93.75
        card[0].transform.rotation  = -pi / 16
        card[1].position.y          = 351
        card[1].transform.scale     = 0.95
    }
    example "a full right drag: card[1] where card[0] rests" at 100% where direction = "right" {
        card[0].position.x       = 375
        card[1].position.y       = 333.5
        card[1].transform.scale  = 1
    }
    example "the button swipe ends off the viewport at (-w, H/2 + 50)" at 0.5s where mode = "swipe" {
        card[0].position.x  = -200
        card[0].position.y  = 383.5
        card[2].position.y  = 368.5
    }
    example "undo starts where a right swipe ended" at 0s where mode = "undo", direction = "right" {
        card[0].position.x          = 575
        card[0].transform.rotation  = pi / 8
    }
}
