// The same option given twice.
// Expect:
//   6:17: warning: 'opacity' of layer 'box' snaps back from 0 to its model value 1 when the animation ends
//   6:45: error: 'duration' is given twice
effect fade {
    layer box { animate opacity duration 1s duration 2s from 1 to 0 }
}
