// A derived effect that sets its built-in base's duration to zero.
// Expect:
//   5:14: error: the effect's duration must be more than 0 s, got 0 s
effect instant-swap: swap-card {
    duration 0s
}
