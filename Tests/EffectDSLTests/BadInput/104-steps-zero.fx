// steps(0).
// Expect:
//   5:46: error: steps count must be at least 1, got 0
effect tick {
    layer box { animate opacity timing steps(0, jump-end) from 1 to 0 }
}
