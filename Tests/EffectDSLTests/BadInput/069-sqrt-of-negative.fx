// The square root of a negative number.
// Expect:
//   5:39: error: 'sqrt' of the negative number -4
effect grow {
    layer box { set transform.scale = sqrt(-4) }
}
