// Comparing a choice with a string that is not one of its choices.
// Expect:
//   6:42: error: "rigth" is not a choice of 'side' (did you mean 'right'?)
effect reveal {
    param side = "left" in ["left", "right"]
    layer box { set position.x = side == "rigth" ? 100 : -100 }
}
