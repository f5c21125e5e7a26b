// A stray character that is no part of the language.
// Expect:
//   8:9: warning: 'opacity' of layer 'box' snaps back from 0 to its model value 1 when the animation ends
//   8:37: error: unexpected character '@'
effect fade {
    duration 0.3s
    layer box {
        animate opacity from 1 to 0 @ 2
    }
}
