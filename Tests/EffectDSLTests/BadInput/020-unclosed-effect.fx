// An effect whose closing brace is missing.
// Expect:
//   8:9: warning: 'opacity' of layer 'box' snaps back from 0 to its model value 1 when the animation ends
//   10:1: error: expected '}' to close effect 'fade'
effect fade {
    duration 0.3s
    layer box {
        animate opacity from 1 to 0
    }
