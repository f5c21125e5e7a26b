// steps with a position CSS does not have.
// Expect:
//   6:17: warning: 'opacity' of layer 'box' snaps back from 0 to its model value 1 when the animation ends
//   6:49: error: unknown step position 'jump-middle'
effect tick {
    layer box { animate opacity timing steps(4, jump-middle) from 1 to 0 }
}
