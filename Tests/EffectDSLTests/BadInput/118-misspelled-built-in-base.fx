// Deriving from a misspelled built-in effect.
// Expect:
//   4:19: error: unknown base effect 'swap-crad' (did you mean 'swap-card'?)
effect slow-swap: swap-crad {
    duration 2s
}
