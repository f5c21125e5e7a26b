// A linear() easing with one stop.
// Expect:
//   5:40: error: 'linear()' needs at least two stops
effect fade {
    layer box { animate opacity timing linear(0.5) from 1 to 0 }
}
