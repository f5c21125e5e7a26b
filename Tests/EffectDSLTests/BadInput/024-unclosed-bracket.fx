// A choice list whose closing bracket is missing.
// Expect:
//   6:18: error: the string parameter 'side' needs its choices
//   6:44: error: expected ']' after the choices
effect reveal {
    param side = "left" in ["left", "right"
    layer box { set opacity = 1 }
}
