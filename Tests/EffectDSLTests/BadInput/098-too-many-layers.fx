// A loop that makes more layers than the 1000-layer limit.
// Expect:
//   6:15: error: the effect has more than 1000 layers
effect crowd {
    for i in 0..<1001 {
        layer dot[i] { set opacity = 1 }
    }
}
