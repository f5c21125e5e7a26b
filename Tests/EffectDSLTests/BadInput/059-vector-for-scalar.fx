// A point given to opacity.
// Expect:
//   5:31: error: a value of 'opacity' must be a number, not a vector of 2 components
effect fade {
    layer box { set opacity = (1, 0) }
}
