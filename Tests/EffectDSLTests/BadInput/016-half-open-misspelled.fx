// A half-open range written as in Kotlin.
// Expect:
//   5:16: error: expected '..<' or '...' after the loop's first value
effect stack {
    for i in 0 until 4 {
        layer card[i] { set zPosition = -i }
    }
}
