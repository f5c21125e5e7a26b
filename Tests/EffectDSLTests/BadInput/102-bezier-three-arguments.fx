// A cubic-bezier with three numbers.
// Expect:
//   6:12: error: 'cubic-bezier' takes 4 arguments, got 3
//   7:17: warning: 'opacity' of layer 'box' snaps back from 0 to its model value 1 when the animation ends
effect fade {
    timing cubic-bezier(0.42, 0, 0.58)
    layer box { animate opacity from 1 to 0 }
}
