// A function used as a value.
// Expect:
//   6:31: error: 'half' is a function; call it with arguments, as in 'half(…)'
effect fade {
    let half(x) = x / 2
    layer box { set opacity = half }
}
