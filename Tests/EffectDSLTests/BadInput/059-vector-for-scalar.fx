// A point given to opacity.
// Expect:
//   6:17: error: value 1 of 'opacity' has 2 components; 'opacity' takes 1
//   6:31: error: a value of 'opacity' must be a number, not a vector of 2 components
effect fade {
    layer box { set opacity = (1, 0) }
}
