// A spring: the card grows from half size on a spring that overshoots and settles, while it fades
// in quickly. The spring's duration form reads like SwiftUI's Spring(duration:bounce:).

effect spring-pop {
    summary "A card pops in on a spring that overshoots and settles"
    param bounce = 0.3 in 0...0.9 "how far the spring overshoots: 0 settles without overshoot"
    duration 0.8s

    layer card {
        set position = (width / 2, height / 2)
        set transform.scale = 1
        set opacity = 1
        animate transform.scale timing spring(duration: 0.8s, bounce: bounce) from 0.5 to 1
        animate opacity duration 0.2s from 0 to 1
    }
}
