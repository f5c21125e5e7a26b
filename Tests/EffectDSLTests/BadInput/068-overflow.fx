// A product beyond the largest Double.
// Expect:
//   5:40: error: the result of '*' is not a finite number
effect far {
    layer box { set position.x = 1e300 * 1e300 }
}
