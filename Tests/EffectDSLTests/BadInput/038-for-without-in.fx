// A loop without 'in'.
// Expect:
//   5:11: error: expected 'in' after the loop variable
effect stack {
    for i 0..<4 {
        layer card[i] { set zPosition = -i }
    }
}
