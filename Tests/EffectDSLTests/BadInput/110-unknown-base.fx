// Deriving from an effect that does not exist.
// Expect:
//   4:20: error: unknown base effect 'prob' (did you mean 'probe'?)
effect slow-probe: prob {
    duration 2s
}
