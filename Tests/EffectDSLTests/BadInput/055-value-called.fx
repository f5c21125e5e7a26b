// A value called like a function.
// Expect:
//   6:31: error: 'half' is not a function
effect fade {
    let half = 0.5
    layer box { set opacity = half(1) }
}
