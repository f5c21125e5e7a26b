// A default that is not among the choices.
// Expect:
//   5:18: error: the default "up" of 'side' is not one of its choices
effect reveal {
    param side = "up" in ["left", "right"]
    layer box { set position.x = side == "left" ? -100 : 100 }
}
