// A derived effect: the seed's card swap (effects/seeds/swap-card.fx) at half speed with twice the
// tilt, and a shadow layer of its own. A derived effect keeps its base's parameters and layers;
// 'param' gives a parameter a new default, 'duration' plays the base's animations faster or slower
// to fit, and new layers are drawn above the base's.

effect swap-card-slow: swap-card-fx {
    summary "The seed's card swap at half speed with a wider tilt and a shadow"
    param angle = 0.3rad
    duration 2.4s

    layer shadow {
        set position = (width / 2, height / 2 + 12)
        set opacity = 0.25
        animate opacity { 0.25; 0.5; 0.25 }
    }
}
