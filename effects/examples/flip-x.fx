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
