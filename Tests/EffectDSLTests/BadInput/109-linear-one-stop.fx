// A linear() easing with one stop.
// Expect:
//   6:17: warning: 'opacity' of layer 'box' snaps back from 0 to its model value 1 when the animation ends
//   6:40: error: 'linear()' needs at least two stops
effect fade {
    layer box { animate opacity timing linear(0.5) from 1 to 0 }
}
