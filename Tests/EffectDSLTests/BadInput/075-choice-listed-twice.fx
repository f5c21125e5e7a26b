// A choice listed twice.
// Expect:
//   6:46: error: the choice "left" is listed twice
//   7:34: error: unknown name 'side' (did you mean 'width'?)
effect reveal {
    param side = "left" in ["left", "right", "left"]
    layer box { set position.x = side == "left" ? -100 : 100 }
}
