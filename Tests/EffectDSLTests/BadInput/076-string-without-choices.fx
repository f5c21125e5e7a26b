// A string parameter without its list of choices.
// Expect:
//   6:18: error: the string parameter 'side' needs its choices
//   7:34: error: unknown name 'side' (did you mean 'width'?)
effect reveal {
    param side = "left"
    layer box { set position.x = side == "left" ? -100 : 100 }
}
