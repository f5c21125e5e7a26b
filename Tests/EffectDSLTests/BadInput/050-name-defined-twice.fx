// A 'let' defined twice.
// Expect:
//   7:9: error: 'end' is defined twice
//   8:17: warning: 'opacity' of layer 'box' snaps back from 0 to its model value 1 when the animation ends
effect fade {
    let end = 0
    let end = 0.5
    layer box { animate opacity from 1 to end }
}
