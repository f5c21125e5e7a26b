// A choice listed twice.
// Expect:
//   5:46: error: the choice "left" is listed twice
effect reveal {
    param side = "left" in ["left", "right", "left"]
    layer box { set position.x = side == "left" ? -100 : 100 }
}
