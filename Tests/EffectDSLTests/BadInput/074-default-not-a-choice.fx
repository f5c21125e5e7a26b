// A default that is not among the choices.
// Expect:
//   6:18: error: the default "up" of 'side' is not one of its choices
//   7:34: error: unknown name 'side' (did you mean 'width'?)
effect reveal {
    param side = "up" in ["left", "right"]
    layer box { set position.x = side == "left" ? -100 : 100 }
}
