// A misspelled statement keyword.
// Expect:
//   5:17: error: unknown statement 'animat' in a layer (did you mean 'animate'?)
effect fade {
    layer box { animat opacity from 1 to 0 }
}
