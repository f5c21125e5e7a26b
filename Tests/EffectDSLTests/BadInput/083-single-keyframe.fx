// A keyframe block with one line.
// Expect:
//   6:25: error: a keyframe block needs at least two keyframes
effect pulse {
    layer box {
        animate opacity {
            0% 1
        }
    }
}
