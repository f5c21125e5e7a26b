// A division by zero.
// Expect:
//   6:33: error: division by zero
effect fade {
    let steps = 0
    layer box { set opacity = 1 / steps }
}
