// Two effects with the same name in one file.
// Expect:
//   5:27: warning: 'opacity' of layer 'box' snaps back from 0 to its model value 1 when the animation ends
//   6:8: error: effect 'fade' is defined twice
effect fade { layer box { animate opacity from 1 to 0 } }
effect fade { layer box { animate opacity from 0 to 1 } }
