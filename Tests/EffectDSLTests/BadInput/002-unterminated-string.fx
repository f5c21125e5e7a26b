// A summary whose closing quote is missing.
// Expect:
//   6:13: error: unterminated string
//   8:17: warning: 'opacity' of layer 'box' snaps back from 0 to its model value 1 when the animation ends
effect fade {
    summary "The box fades out
    duration 0.3s
    layer box { animate opacity from 1 to 0 }
}
