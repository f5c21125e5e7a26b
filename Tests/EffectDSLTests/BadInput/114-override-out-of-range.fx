// A derived effect overriding a parameter outside its range.
// Expect:
//   5:18: error: the new default of 'size' does not fit: size must be within -100...100, got 1000
effect big-probe: probe {
    param size = 1000
}
