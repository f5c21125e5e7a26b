// A model value with nothing after '='.
// Expect:
//   7:22: error: expected an expression, found a line break
//   8:9: warning: 'opacity' of layer 'box' snaps back from 0 to its model value 1 when the animation ends
effect fade {
    layer box {
        set opacity =
        animate opacity from 1 to 0
    }
}
