// A model value outside any layer.
// Expect:
//   6:5: error: 'set' cannot appear in an effect
//   7:17: warning: 'opacity' of layer 'box' snaps back from 0 to its model value 1 when the animation ends
effect fade {
    set opacity = 0
    layer box { animate opacity from 1 to 0 }
}
