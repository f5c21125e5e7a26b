// A layer index that is not whole.
// Expect:
//   5:16: error: a layer index must be a whole number, not 1.5
effect stack {
    layer card[1.5] { set zPosition = 1 }
}
