// An effect's duration written inside a layer.
// Expect:
//   7:9: error: 'duration' cannot appear in a layer
//   8:9: warning: 'opacity' of layer 'box' snaps back from 0 to its model value 1 when the animation ends
effect fade {
    layer box {
        duration 1s
        animate opacity from 1 to 0
    }
}
