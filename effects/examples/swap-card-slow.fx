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
