// A string parameter without its list of choices.
// Expect:
//   5:18: error: the string parameter 'side' needs its choices
effect reveal {
    param side = "left"
    layer box { set position.x = side == "left" ? -100 : 100 }
}
