// A number given to position.
// Expect:
//   6:39: error: a value of 'position' must be a vector of 2 components, not a number
//   6:44: error: a value of 'position' must be a vector of 2 components, not a number
effect move {
    layer box { animate position from 0 to 100 }
}
