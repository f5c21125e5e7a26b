// A keyframe block that stops at 90%.
// Expect:
//   8:13: error: the last keyframe must be at 100%, not 90%
effect pulse {
    layer box {
        animate opacity {
            0%  1
            90% 0
        }
    }
}
