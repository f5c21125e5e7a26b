// A function with the same argument name twice.
// Expect:
//   5:16: error: 'a' is defined twice
effect grow {
    let mix(a, a) = a * 2
    layer box { set transform.scale = mix(1, 2) }
}
