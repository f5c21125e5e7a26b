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
