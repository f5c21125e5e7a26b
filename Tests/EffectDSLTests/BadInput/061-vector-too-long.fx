// A vector of five components.
// Expect:
//   5:39: error: a vector has 2 to 4 components, not 5
effect tint {
    layer box { set backgroundColor = (1, 0, 0, 1, 0) }
}
