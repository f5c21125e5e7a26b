// A flip about the x axis in perspective, after a widely used CSS library's flip-in: the card
// swings in from edge-on, overshoots twice and settles flat. 'perspective' gives the viewport
// Core Animation's sublayerTransform (m34 = -1/depth), so the edge that swings towards the viewer
// grows and the far one shrinks; without it the card would only get shorter. The keyframes are
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
    example "at the end it lies flat: the identity" at 100% {
        card.transform.m22  = 1
        card.transform.m23  = 0
        card.opacity        = 1
    }
}
