// The transform constructs of the Lottie export that no shipped effect holds, each on its own
// layer: a list with a matrix and a rotation (a flat map, decomposed), rotations about x and y
// together (a shear), a single-sided card turning its back (opacity 0 while it does), hidden
// keyframes, and a rotation about y inside a list (no perspective: a flat map at each moment).

effect lottie-transforms {
    summary "The transform constructs the Lottie export flattens"
    duration 1.5s

    layer listed {
        set bounds.size = (120, 80)
        set position = (100, 120)
        animate transform {
            0%    matrix(1, 0.2, -0.3, 1, 10, 0) rotate(0deg)  ease-in-out
            100%  matrix(1, 0.2, -0.3, 1, 10, 0) rotate(200deg)
        }
    }
    layer sheared {
        set bounds.size = (100, 100)
        set position = (260, 140)
        set transform.rotation.x = 1
        set transform.rotation.y = 0.8
        animate transform.rotation.x duration 1.5s timing ease-in from 0 to 1
        animate transform.rotation.y duration 1.5s timing ease-out from 0 to 0.8
    }
    layer turning {
        set bounds.size = (140, 90)
        set position = (110, 330)
        set doubleSided = false
        set transform.rotation.y = 6
        animate transform.rotation.y duration 1.5s timing linear from 0 to 6
    }
    layer blinking {
        set bounds.size = (90, 90)
        set position = (270, 330)
        set hidden = false
        set transform.rotation = 4
        animate hidden { 0% false; 30% true; 60% false; 100% false }
        animate transform.rotation duration 1.5s timing ease-in-out from 0 to 4
    }
    layer leaning {
        set bounds.size = (200, 70)
        set position = (187, 520)
        animate transform {
            0%    skewX(-20deg) rotateY(0deg) scale(1)      ease-out
            100%  skewX(15deg)  rotateY(70deg) scale(1.2)
        }
    }
}
