// A layer whose closing brace is missing before the next layer.
// Expect:
//   8:9: warning: 'opacity' of layer 'front' snaps back from 0 to its model value 1 when the animation ends
//   9:5: error: 'layer' cannot appear in a layer
//   13:1: error: expected '}' to close effect 'swap'
effect swap {
    layer front {
        animate opacity from 1 to 0
    layer back {
        animate opacity from 0 to 1
    }
}
