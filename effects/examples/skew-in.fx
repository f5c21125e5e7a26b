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
