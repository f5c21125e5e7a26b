// Overriding a built-in's parameter outside its range.
// Expect:
//   5:19: error: the new default of 'angle' does not fit: angle must be within 0...1.6, got 3
effect wide-swap: swap-card {
    param angle = 3
}
