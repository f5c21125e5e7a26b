// clamp with two arguments.
// Expect:
//   5:31: error: 'clamp' takes 3 arguments, got 2
effect fade {
    layer box { set opacity = clamp(1.5, 1) }
}
