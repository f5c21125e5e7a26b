// Nested loops past the 100000-iteration limit.
// Expect:
//   7:9: error: the loops of the effect run more than 100000 times in all
effect busy {
    let total = 0
    for i in 0..<1000 {
        for j in 0..<1000 {
            let k = i * j
        }
    }
    layer box { set opacity = 1 }
}
