// Typographic quotes pasted from a document instead of straight ones.
// Expect:
//   7:13: error: unexpected character '“'
//   7:25: error: unexpected character '”'
//   8:17: warning: 'opacity' of layer 'box' snaps back from 0 to its model value 1 when the animation ends
effect quoted {
    summary “fades out”
    layer box { animate opacity from 1 to 0 }
}
