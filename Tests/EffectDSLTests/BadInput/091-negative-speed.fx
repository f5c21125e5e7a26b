// A negative speed.
// Expect:
//   5:39: error: the speed must be 0 or more, got -2
effect fade {
    layer box { animate opacity speed -2 from 1 to 0 }
}
