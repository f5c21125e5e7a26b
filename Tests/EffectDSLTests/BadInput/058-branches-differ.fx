// The two branches of '?:' have different types.
// Expect:
//   6:37: error: the two values have different types: a number and a string
effect fade {
    param out = true
    layer box { set opacity = out ? 0 : "full" }
}
