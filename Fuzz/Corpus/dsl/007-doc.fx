effect swap-card-slow: swap-card-fx {
    param angle = 0.3rad
    duration 2.4s
    layer shadow { set opacity = 0.25 }
}
