// Adding a number and a boolean.
// Expect:
//   6:33: error: '+' cannot combine a number and a boolean
effect fade {
    param visible = true
    layer box { set opacity = 1 + visible }
}
