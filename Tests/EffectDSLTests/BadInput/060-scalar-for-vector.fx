// A number given to position.
// Expect:
//   7:17: error: value 1 of 'position' has 1 component; 'position' takes 2
//   7:39: error: a value of 'position' must be a vector of 2 components, not a number
//   7:44: error: a value of 'position' must be a vector of 2 components, not a number
effect move {
    layer box { animate position from 0 to 100 }
}
