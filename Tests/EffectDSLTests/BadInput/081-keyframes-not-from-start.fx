// A keyframe block that starts at 10%.
// Expect:
//   7:13: error: the first keyframe must be at 0%, not 10%
effect pulse {
    layer box {
        animate opacity {
            10%  1
            100% 0
        }
    }
}
