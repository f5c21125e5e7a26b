// Keyframes separated by commas as in JSON.
// Expect:
//   7:25: error: a keyframe block needs at least two keyframes
//   7:31: error: expected a timing function after the keyframe's value
effect pulse {
    layer box {
        animate opacity { 0% 1, 50% 0, 100% 1 }
    }
}
