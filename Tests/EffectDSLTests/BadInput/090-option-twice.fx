// The same option given twice.
// Expect:
//   5:45: error: 'duration' is given twice
effect fade {
    layer box { animate opacity duration 1s duration 2s from 1 to 0 }
}
