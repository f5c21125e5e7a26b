// A fill mode that does not exist.
// Expect:
//   6:17: warning: 'opacity' of layer 'box' snaps back from 0 to its model value 1 when the animation ends
//   6:38: error: unknown fill mode 'forward' (did you mean 'forwards'?)
effect fade {
    layer box { animate opacity fill forward from 1 to 0 }
}
