// A range written with two dots.
// Expect:
//   5:15: error: unexpected '..'
effect stack {
    for i in 0..4 {
        layer card[i] { set zPosition = -i }
    }
}
