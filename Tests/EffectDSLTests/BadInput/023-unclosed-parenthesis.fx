// A vector whose closing parenthesis is missing.
// Expect:
//   5:45: error: expected ')' after the vector's components
effect move {
    layer box { animate position from (0, 0 to (100, 0) }
}
