// An effect duration of zero.
// Expect:
//   6:14: error: the effect's duration must be more than 0s, got 0s
//   7:17: warning: 'opacity' of layer 'box' snaps back from 0 to its model value 1 when the animation ends
effect fade {
    duration 0s
    layer box { animate opacity from 1 to 0 }
}
