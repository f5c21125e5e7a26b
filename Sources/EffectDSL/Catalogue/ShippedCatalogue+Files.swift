// swift-format-ignore-file
// Generated from effects/ by `FXCTL_WRITE_CATALOGUE=1 swift test --filter ShippedCatalogueTests`: do not edit.

extension ShippedCatalogue {
    /// The shipped files, in the order the directory provider reads `effects/`.
    public static let files: [File] = [
        File(path: "effects/examples/cascade.fx", text: #"""
// A 'for' loop over layers: rows slide in from the right one after another. Each row waits
// 'stagger' longer than the one above it; 'fill backwards' holds its first frame while it waits.

effect cascade {
    summary "Rows slide in one after another"
    param rows = 5 in 1...12 "how many rows"
    param stagger = 60ms in 0s...0.2s "the delay between one row and the next"
    duration 0.8s
    timing ease-out

    for i in 0..<rows {
        layer row[i] {
            let y = 120 + i * 64
            set bounds.size = (width - 32, 56)
            set position = (width / 2, y)
            set opacity = 1
            animate position duration 0.35s delay i * stagger fill backwards from (width / 2 + 48, y) to (width / 2, y)
            animate opacity duration 0.35s delay i * stagger fill backwards from 0 to 1
        }
    }

    example "before its delay of 0.12 s, row 2 waits transparent and 48 points to the right" at 0.1s {
        row[2].position.x  = 235.5
        row[2].opacity     = 0
    }
    example "without a stagger every row fades in together" at 0.175s where stagger = 0s within 1e-6 {
        row[0].opacity  = 0.684643
        row[4].opacity  = 0.684643
    }
    example "at the end every row is in place" at 100% {
        row[0].position.x  = 187.5
        row[4].position.x  = 187.5
        row[4].opacity     = 1
    }
}

"""#),
        File(path: "effects/examples/curve-path.fx", text: #"""
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

"""#),
        File(path: "effects/examples/flip-x.fx", text: #"""
// A flip about the x axis in perspective, after a widely used CSS library's flip-in: the card
// swings in from edge-on, overshoots twice and settles flat. 'perspective' gives the viewport
// Core Animation's sublayerTransform (m34 = -1/depth), so the edge that swings towards the viewer
// grows and the far one shrinks; without it the card would only get shorter. At 40 % the card is
// turned -20 degrees: its top edge is 50 · sin 20° = 17.1 points nearer the viewer, so its corners
// are divided by w = 1 - 17.1 / 400 = 0.957 (the top-left corner's x, -150 from the centre, lands
// at 187.5 - 150 / 0.957 = 30.8) and its bottom edge's by 1.043 (43.6): the sampled geometry's
// corners, which the examples name. The keyframes are
// transform lists in CSS's vocabulary; the last, 'none', is padded to 'rotateX(0)' to interpolate
// with the one before it, function by function. Each segment eases in, as CSS's per-keyframe
// 'animation-timing-function' does.

effect flip-x {
    summary "A card flips in about its horizontal axis, seen in perspective"
    param depth = 400 in 100...2000 "the viewer's distance from the viewport, points"
    duration 1s
    perspective depth

    layer card {
        set bounds.size = (300, 100)
        set position = (width / 2, height / 2)
        set opacity = 1
        animate transform {
            0%    rotateX(90deg)   ease-in
            40%   rotateX(-20deg)  ease-in
            60%   rotateX(10deg)
            80%   rotateX(-5deg)
            100%  none
        }
        animate opacity { 0% 0 ease-in; 60% 1; 100% 1 }
    }

    example "it starts edge-on: turned 90 degrees, its y axis points away from the viewer" at 0s {
        card.transform.m22  = 0
        card.transform.m23  = 1
        card.transform.m33  = 0
        card.opacity        = 0
    }
    example "at 40 % it has swung 20 degrees past flat: m22 = cos 20°, m23 = sin(-20°)" at 0.4s {
        card.transform.m22  = 0.9396926207859084
        card.transform.m23  = -0.3420201433256687
        card.transform.m32  = 0.3420201433256687
        card.transform.m33  = 0.9396926207859084
    }
    example "in perspective the top edge, tipped 17 points towards the viewer, looks wider than the bottom one" at 0.4s {
        card.corners.topLeft.x      = 30.800710832487113
        card.corners.topRight.x     = 344.1992891675129
        card.corners.bottomRight.x  = 331.35004823563065
        card.corners.bottomLeft.x   = 43.64995176436935
        card.corners.topLeft.y      = 284.41694476229696
        card.corners.bottomLeft.y   = 378.558276275573
    }
    example "at the end it lies flat: the identity" at 100% {
        card.transform.m22  = 1
        card.transform.m23  = 0
        card.opacity        = 1
    }
}

"""#),
        File(path: "effects/examples/origin-corner.fx", text: #"""
// A transform origin at the top-left corner, after a widely used CSS library's hinge: the card
// swings about its top-left corner as if it had lost a screw, then falls. 'set origin' is CSS's
// transform-origin, in points from the layer's top-left corner: the loader turns it into the
// anchorPoint and position pair that makes the corner the point transforms turn about without
// moving the card (anchorPoint (0, 0), and the position moved by half the size, (-100, -50)).
// The last pair of lists, a rotation and a translation, differ in shape: CSS interpolates them by
// decomposing their matrices.

effect origin-corner {
    summary "A card swings about its top-left corner, then falls"
    duration 2s

    layer card {
        set bounds.size = (200, 100)
        set position = (width / 2, height / 2)
        set origin = (0, 0)
        set opacity = 0
        set transform = translate3d(0, 700, 0)
        animate transform {
            0%    none            ease-in-out
            20%   rotate(80deg)   ease-in-out
            40%   rotate(60deg)   ease-in-out
            60%   rotate(80deg)   ease-in-out
            80%   rotate(60deg)   ease-in-out
            100%  translate3d(0, 700, 0)
        }
        animate opacity { 0% 1; 80% 1 ease-in-out; 100% 0 }
    }

    example "the corner stays where it was: the anchor is (0, 0) and the position moved by (-100, -50)" at 0s {
        card.anchorPoint.x  = 0
        card.anchorPoint.y  = 0
        card.position.x     = 87.5
        card.position.y     = 283.5
    }
    example "at 20 % it has swung 80 degrees about the corner" at 0.4s {
        card.transform.m11  = 0.17364817766693041
        card.transform.m12  = 0.984807753012208
        card.opacity        = 1
    }
    example "at the end it has fallen 700 points, transparent" at 100% {
        card.transform.m11  = 1
        card.transform.m42  = 700
        card.opacity        = 0
    }
}

"""#),
        File(path: "effects/examples/scale-bounce.fx", text: #"""
// A bounce made of a scale and a translation, where the order of the functions matters. CSS
// applies a list's last function to the layer first: 'scale(1.5) translateY(-40)' moves the card
// 40 points in its own, scaled, coordinates, so 60 points on screen, while 'translateY(-40)
// scale(1.5)' moves it 40. Both lists start from 'none', which is padded with identity functions
// of the same shape (scale(1, 1) translateY(0)), so each interpolates function by function: half
// way up, the first is scale(1.25) translateY(-20), 25 points up on screen.

effect scale-bounce {
    summary "Two cards bounce: a scale then a move, against a move then a scale"
    duration 0.8s

    layer scaled {
        set bounds.size = (120, 120)
        set position = (width / 3, height / 2)
        animate transform { 0% none; 50% scale(1.5) translateY(-40); 100% none }
    }
    layer moved {
        set bounds.size = (120, 120)
        set position = (2 * width / 3, height / 2)
        animate transform { 0% none; 50% translateY(-40) scale(1.5); 100% none }
    }

    example "half way up, 'scaled' is scale(1.25) translateY(-20): 25 points up" at 0.2s {
        scaled.transform.m22  = 1.25
        scaled.transform.m42  = -25
        moved.transform.m22   = 1.25
        moved.transform.m42   = -20
    }
    example "at the top the translation is scaled in one and not in the other" at 50% {
        scaled.transform.m11  = 1.5
        scaled.transform.m42  = -60
        moved.transform.m42   = -40
    }
}

"""#),
        File(path: "effects/examples/skew-in.fx", text: #"""
// A skewed entrance, after a widely used CSS library's light-speed entrance: the card shoots in
// from one width to the right, leaning back, overshoots into a forward lean and straightens.
// '100%w' is a length relative to the layer: its own width (200 points here), found when the
// layer is built. The first two lists differ in shape ('translate3d' then 'skewX' against a lone
// 'skewX'), so CSS interpolates them by decomposing their matrices; the next pair matches and
// interpolates function by function, and the last differs again. Every segment eases out, as the
// CSS original's 'animation-timing-function' does on each keyframe.

effect skew-in {
    summary "A card shoots in from the right, leaning, and straightens"
    param lean = 30deg in 0deg...60deg "the lean it arrives with"
    duration 1s

    layer card {
        set bounds.size = (200, 120)
        set position = (width / 2, height / 2)
        set opacity = 1
        set transform = translate3d(0, 0, 0)
        animate transform {
            0%    translate3d(100%w, 0, 0) skewX(-lean)  ease-out
            60%   skewX(20deg)                          ease-out
            80%   skewX(-5deg)                          ease-out
            100%  translate3d(0, 0, 0)
        }
        animate opacity { 0% 0 ease-out; 60% 1; 100% 1 }
    }

    example "it starts one width (200 points) to the right, leaning back: m21 = tan(-30°)" at 0s {
        card.transform.m21  = -0.5773502691896257
        card.transform.m41  = 200
        card.opacity        = 0
    }
    example "at 60 % it is in place and leans forward: m21 = tan 20°" at 0.6s {
        card.transform.m21  = 0.36397023426620234
        card.transform.m41  = 0
        card.opacity        = 1
    }
    example "it arrives upright" at 100% {
        card.transform.m21  = 0
        card.transform.m41  = 0
    }
}

"""#),
        File(path: "effects/examples/spring-pop.fx", text: #"""
// A spring: the card grows from half size on a spring that overshoots and settles, while it fades
// in quickly. The spring's duration form reads like SwiftUI's Spring(duration:bounce:). Springs run
// in seconds: with no duration of its own (nor the effect's) the scale track lasts the spring's
// settling duration, about 1.36 s at the default bounce, and so does the effect.

effect spring-pop {
    summary "A card pops in on a spring that overshoots and settles"
    param bounce = 0.3 in 0...0.9 "how far the spring overshoots: 0 settles without overshoot"

    layer card {
        set bounds.size = (200, 120)
        set position = (width / 2, height / 2)
        set transform.scale = 1
        set opacity = 1
        animate transform.scale timing spring(duration: 0.8s, bounce: bounce) from 0.5 to 1
        animate opacity duration 0.2s from 0 to 1
    }

    example "it starts at half size and transparent" at 0s {
        card.transform.scale  = 0.5
        card.opacity          = 0
    }
    example "the spring overshoots: at 0.55 s the card is past its full size" at 0.55s within 1e-6 {
        card.transform.scale  = 1.022919
        card.opacity          = 1
    }
    example "without bounce it has not reached its full size at 0.55 s" at 0.55s where bounce = 0 within 1e-6 {
        card.transform.scale  = 0.964613
    }
}

"""#),
        File(path: "effects/examples/swap-card-slow.fx", text: #"""
// A derived effect: the seed's card swap (effects/seeds/swap-card.fx) at half speed with twice the
// tilt, and a shadow layer of its own. A derived effect keeps its base's parameters and layers;
// 'param' gives a parameter a new default, 'duration' plays the base's animations faster or slower
// to fit, and new layers are drawn above the base's.

effect swap-card-slow: swap-card-fx {
    summary "The seed's card swap at half speed with a wider tilt and a shadow"
    param angle = 0.3rad
    duration 2.4s

    layer shadow {
        set bounds.size = card
        set position = (width / 2, height / 2 + 12)
        set opacity = 0.25
        animate opacity { 0.25; 0.5; 0.25 }
    }

    // The base's examples do not hold at half speed, so it inherits none of them: its own say
    // where the seed's moments went.
    example "at half speed the cards reach equal depth and their peak offsets at 1.2 s" at 1.2s {
        front.zPosition   = 0
        back.zPosition    = 0
        front.position.x  = 277.5
        front.position.y  = 313.5
        shadow.opacity    = 0.5
    }
    example "the tilt peaks at 2 s with the new default angle" at 2s {
        front.transform.rotation  = 0.3
        back.transform.rotation   = -0.3
    }
}

"""#),
        File(path: "effects/fade.fx", text: #"""
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

"""#),
        File(path: "effects/move-in.fx", text: #"""
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

"""#),
        File(path: "effects/push.fx", text: #"""
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

"""#),
        File(path: "effects/seeds/reveal.fx", text: #"""
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

"""#),
        File(path: "effects/seeds/slide.fx", text: #"""
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

"""#),
        File(path: "effects/seeds/stack.fx", text: #"""
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

"""#),
        File(path: "effects/seeds/swap-card.fx", text: #"""
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

"""#),
        File(path: "effects/view-transition.fx", text: #"""
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

"""#),
    ]

    /// What a listing shows of each shipped effect, in the files' order.
    public static let entries: [Entry] = [
        Entry(name: "cascade", path: "effects/examples/cascade.fx", line: 4, base: nil, duration: 0.8, summary: "Rows slide in one after another"),
        Entry(name: "curve-path", path: "effects/examples/curve-path.fx", line: 5, base: nil, duration: 1.2, summary: "A badge flies along a smooth curve through four points"),
        Entry(name: "flip-x", path: "effects/examples/flip-x.fx", line: 13, base: nil, duration: 1.0, summary: "A card flips in about its horizontal axis, seen in perspective"),
        Entry(name: "origin-corner", path: "effects/examples/origin-corner.fx", line: 9, base: nil, duration: 2.0, summary: "A card swings about its top-left corner, then falls"),
        Entry(name: "scale-bounce", path: "effects/examples/scale-bounce.fx", line: 8, base: nil, duration: 0.8, summary: "Two cards bounce: a scale then a move, against a move then a scale"),
        Entry(name: "skew-in", path: "effects/examples/skew-in.fx", line: 9, base: nil, duration: 1.0, summary: "A card shoots in from the right, leaning, and straightens"),
        Entry(name: "spring-pop", path: "effects/examples/spring-pop.fx", line: 6, base: nil, duration: 1.3582866909233027, summary: "A card pops in on a spring that overshoots and settles"),
        Entry(name: "swap-card-slow", path: "effects/examples/swap-card-slow.fx", line: 6, base: "swap-card-fx", duration: 2.4, summary: "The seed's card swap at half speed with a wider tilt and a shadow"),
        Entry(name: "fade", path: "effects/fade.fx", line: 5, base: nil, duration: 0.25, summary: "The outgoing layer fades out while the incoming one fades in"),
        Entry(name: "move-in", path: "effects/move-in.fx", line: 5, base: nil, duration: 0.25, summary: "The incoming layer slides in over the outgoing one from a side"),
        Entry(name: "push", path: "effects/push.fx", line: 5, base: nil, duration: 0.25, summary: "The incoming layer pushes the outgoing one off the screen"),
        Entry(name: "reveal-fx", path: "effects/seeds/reveal.fx", line: 10, base: nil, duration: 0.25, summary: "The outgoing image slides out of the viewport and reveals the incoming one beneath it"),
        Entry(name: "slide-fx", path: "effects/seeds/slide.fx", line: 9, base: nil, duration: 0.3, summary: "The current page and the next move together, one page plus the spacing apart"),
        Entry(name: "stack-fx", path: "effects/seeds/stack.fx", line: 12, base: nil, duration: 0.5, summary: "The top card of a stack leaves aside while the cards behind rise and grow"),
        Entry(name: "swap-card-fx", path: "effects/seeds/swap-card.fx", line: 9, base: nil, duration: 1.2, summary: "The front card swings out and behind while the back card swings forward"),
        Entry(name: "view-transition", path: "effects/view-transition.fx", line: 9, base: nil, duration: 0.25, summary: "The browser's default page transition: the old page fades out as the new one fades in"),
    ]
}
