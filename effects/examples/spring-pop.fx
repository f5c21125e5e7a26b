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
