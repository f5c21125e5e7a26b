// A misspelled timing function.
// Expect:
//   6:17: warning: 'opacity' of layer 'box' snaps back from 0 to its model value 1 when the animation ends
//   6:40: error: unknown timing function 'ease-inout' (did you mean 'ease-in-out' or 'ease-out'?)
effect fade {
    layer box { animate opacity timing ease-inout from 1 to 0 }
}
