// One closing brace too many.
// Expect:
//   6:17: warning: 'opacity' of layer 'box' snaps back from 0 to its model value 1 when the animation ends
//   7:1: error: expected 'effect' at the top level, found '}'
effect fade {
    layer box { animate opacity from 1 to 0 } }
}
