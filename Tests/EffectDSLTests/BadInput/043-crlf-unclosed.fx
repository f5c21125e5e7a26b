// Windows line endings, and a layer left open.
// Expect:
//   7:9: warning: 'opacity' of layer 'box' snaps back from 0 to its model value 1 when the animation ends
//   9:1: error: expected '}' to close effect 'fade'
effect fade {
    layer box {
        animate opacity from 1 to 0
}
